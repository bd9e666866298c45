"""Bots: only legal actions, bot-only games finish, a bot sees only its seat's view."""

from __future__ import annotations

import pytest

from boardgames.bots import LEVELS, bot_for, games_with_bots
from boardgames.bots.runner import decide, play_out, prompt_legal, seeded_rng
from boardgames.registry import get_engine

def test_every_registered_game_has_every_bot_level():
    from boardgames.registry import slugs

    assert games_with_bots() == slugs()


GAMES = [(slug, n) for slug in games_with_bots() for n in get_engine(slug).player_counts]
SEEDS = range(1, 4)


def checked(bot, seen: list):
    """``bot``, asserting each answer is one of the legal actions it was given."""
    def play(view, legal, rng):
        action = bot(view, legal, rng)
        assert action in legal, (action, legal)
        seen.append(action["type"])
        return action
    return play


@pytest.mark.parametrize("slug,players", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_each_bot_returns_only_legal_actions_and_bot_games_finish(slug, players, level):
    engine = get_engine(slug)
    for seed in SEEDS:
        seen: list[str] = []
        # the level under test at every seat, then mixed with the other level
        other = next(x for x in LEVELS if x != level)
        for mix in ([level] * players, [level if s % 2 == 0 else other for s in range(players)]):
            played = play_out(engine, [checked(bot_for(slug, lv), seen) for lv in mix], seed)
            assert played.outcome is not None
            assert sorted(set(played.outcome.places))[0] == 1
        assert seen, "the bots made no decision"
        assert "resign" not in seen


@pytest.mark.parametrize("players", get_engine("chinese-checkers").player_counts)
def test_good_qq_bots_alone_fill_their_targets_and_keep_the_anti_passivity_rule(players):
    """Good QQ跳棋 bots only: every game ends by a seat filling its target camp, and up to
    four players no seat is removed by anti-passivity (seeds 2 and 3 of two players
    caught a bot whose rear pieces stayed blocked at home until round 30). With six, a
    boxed-in rear piece still costs a seat now and then (docs/bots.md)."""
    engine = get_engine("chinese-checkers")
    removed = 0
    for seed in range(1, 11):
        played = play_out(engine, [bot_for("chinese-checkers", "good")] * players, seed)
        assert played.outcome.reason == "finished", seed
        assert max(s["pieces_in_target"] for s in played.outcome.seats) == 10
        removed += sum(s["anti_passivity"] for s in played.outcome.seats)
    assert removed <= (4 if players == 6 else 0)  # six: 4 of 60 seats in seeds 1-10


class Recorder:
    """A bot that keeps exactly what it was handed and plays randomly."""

    def __init__(self):
        self.calls = []

    def __call__(self, view, legal, rng):
        self.calls.append((view, legal))
        return legal[rng.randrange(len(legal))]


@pytest.mark.parametrize("slug,players", [("monopoly-deal", 3), ("qiangshou", 2), ("chinese-checkers", 3),
                                          ("owners-choice", 4)])
def test_a_bot_is_handed_its_seats_view_never_the_state(slug, players):
    engine = get_engine(slug)
    state = engine.new_game(players, engine.normalize_options(players, {}), 11)
    for step in range(120):
        if engine.outcome(state) is not None:
            break
        seat = engine.prompts(state)[0].seat
        bot = Recorder()
        action = decide(engine, state, seat, bot, seeded_rng(11, step, seat))
        (view, legal), = bot.calls
        assert view == engine.view(state, seat)
        assert view != state and "rng" not in view
        assert legal == prompt_legal(engine, state, seat)
        state, _ = engine.apply(state, seat, action)
    assert step > 20


def test_the_monopoly_deal_bot_never_holds_another_seats_hand():
    """The view a Monopoly Deal bot gets holds its own hand and only counts of the others."""
    engine = get_engine("monopoly-deal")
    state = engine.new_game(3, {}, 4)
    bot = Recorder()
    decide(engine, state, 0, bot, seeded_rng(4, 0, 0))
    view, _ = bot.calls[0]
    assert view["you"]["hand"] == sorted(state["hands"][0])
    text = repr(view["seats"])
    assert "hand'" not in text.replace("hand_count", "")
    assert [s["hand_count"] for s in view["seats"]] == [len(h) for h in state["hands"]]
    assert "draw" not in view and "hands" not in view


def test_a_bot_answer_outside_the_legal_list_is_replaced_by_a_legal_one():
    engine = get_engine("qiangshou")
    state = engine.new_game(2, engine.normalize_options(2, {}), 3)
    action = decide(engine, state, 0, lambda view, legal, rng: {"type": "resign"}, seeded_rng(3, 0, 0))
    assert action == {"type": "roll"}


@pytest.mark.parametrize("players", [2, 6])
@pytest.mark.parametrize("rule", ["single", "long"])
def test_qq_bots_play_item_rooms_to_the_end(players, rule):
    """道具场: both bot levels are handed item actions (no 'path') and must answer with a
    legal one; the good bot used to fail on them with KeyError 'path'."""
    engine = get_engine("chinese-checkers")
    for level in LEVELS:
        seen: list[str] = []
        played = play_out(engine, [checked(bot_for("chinese-checkers", level), seen)] * players, 1,
                          {"items": True, "jump_rule": rule})
        assert played.outcome is not None and sorted(set(played.outcome.places))[0] == 1
        assert "move" in seen


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [2, 4, 6])
def test_cheaters_bots_finish_ultimate_mode_games(level, players):
    """Ultimate mode has no one-cheat-a-turn limit and lists a Bank Heist at every decision:
    a good bot heisting whenever it may would never end its turn; it heists at most once a
    turn (``my_cheats``), and random bots' games end too (RuntimeError after 20000 actions)."""
    engine = get_engine("cheaters-edition")
    for seed in SEEDS:
        played = play_out(engine, [bot_for("cheaters-edition", level)] * players, seed, {"ultimate": True})
        assert played.outcome is not None and sorted(played.outcome.places)[0] == 1


def test_the_cheaters_good_bot_bids_when_ultimate_mode_lists_cheats_beside_the_bids():
    """Ultimate mode lists cheats (most without an ``amount``) at a sealed bid too: the
    good bot chooses among the bids alone (it once read ``amount`` of every listed action
    and crashed, found by tests/soak.py). The auction is of a ₩350 deed, cash ₩1,500."""
    from boardgames.engines.cheaters import data, market
    from boardgames.engines.property.money import Ctx

    engine = get_engine("cheaters-edition")
    state = engine.new_game(2, engine.normalize_options(2, {"ultimate": True}), 1)
    market.open_auction(Ctx(state), 37, 0)
    legal = prompt_legal(engine, state, 0)
    assert {a["type"] for a in legal} == {"bid", "cheat"}
    assert any("amount" not in a for a in legal)
    action = bot_for("cheaters-edition", "good")(engine.view(state, 0), legal, seeded_rng(1, 0, 0))
    assert action == {"type": "bid", "amount": data.SQUARES[37]["price"]} and action in legal
