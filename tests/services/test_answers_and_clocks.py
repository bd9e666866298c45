"""Simultaneous answers, prompt deadlines and clocks through the move service (issue 9,
defects 6, 7 and 8; RULINGS.md platform-wide: "Answers of different seats to prompts
that are open at the same time never conflict"; "A prompt closes at its deadline").

Positions are laid out with the engines' test helpers and written into a started game
before its first move; every answer then goes through ``action_submit`` from its own
thread, all released by one barrier at the same version."""

from __future__ import annotations

import datetime as dt
import threading

import pytest
from django.db import connection
from django.utils import timezone

from boardgames.engines.chinese_checkers import state_from_position
from boardgames.engines.monopoly_deal import ENGINE as DEAL
from boardgames.engines.qiangshou import ENGINE as QIANGSHOU, data as qdata, rules
from boardgames.errors import ApplicationError
from boardgames.models import Game, Move
from boardgames.services import action_submit, deadlines_expire, game_create, game_join
from boardgames.services.lobby import engine_for
from boardgames.services.timers import refresh_deadlines
from tests.engines import qiangshou_support as qs
from tests.engines.monopoly_deal_support import action, money, prop, rent_card, rig, wild

NAMES = ("ann", "bob", "cyd", "dan")
M1, M2, M3 = money(1), money(2), money(3)


def seated_game(make_user, game_type: str, state: dict, options: dict | None = None):
    """A started live game (60 s per move) of ``len(state)`` seats whose state is ``state``
    (version 0, fresh deadlines). Returns (users, game)."""
    players = state["players"] if "players" in state else len(state["seats"])
    users = [make_user(name) for name in NAMES[:players]]
    game = game_create(user=users[0], game_type=game_type, players=players, options=options or {},
                       time_control={"kind": "live", "seconds": 60}, rated=False)
    for seat, user in enumerate(users[1:], start=1):
        game_join(game_id=game.pk, user=user, seat=seat)
    game.refresh_from_db()
    game.state = game.initial_state = state
    game.deadlines = {}
    refresh_deadlines(game, engine_for(game_type), timezone.now())
    game.save()
    return users, game


def submit_together(game: Game, submissions: list[tuple]) -> list[str]:
    """Submit every ``(user, action)`` at ``game.version`` from its own thread, all at
    once. Returns per submission ``"ok"`` or the error code, in order."""
    results = ["?"] * len(submissions)
    barrier = threading.Barrier(len(submissions))

    def run(i: int, user, act: dict) -> None:
        try:
            barrier.wait()
            action_submit(game_id=game.pk, user=user, action=act, expected_version=game.version)
            results[i] = "ok"
        except ApplicationError as error:
            results[i] = error.code
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i, u, a)) for i, (u, a) in enumerate(submissions)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def reload(game: Game) -> Game:
    return Game.objects.get(pk=game.pk)


@pytest.mark.django_db(transaction=True)
class TestSimultaneousAnswers:
    def test_monopoly_deal_birthday_three_payers_at_once(self, make_user):
        birthday = action("birthday")[0]
        state = rig(4, hands={0: [birthday]}, banks={1: [M2[0]], 2: [M2[1]], 3: [M2[2]]})
        users, game = seated_game(make_user, "monopoly-deal", state)
        action_submit(game_id=game.pk, user=users[0], action={"type": "play", "card": birthday},
                      expected_version=0)
        game = reload(game)
        assert sorted(d["seat"] for d in game.deadlines.values()) == [1, 2, 3]
        results = submit_together(game, [(users[s], {"type": "pay", "cards": [M2[s - 1]]}) for s in (1, 2, 3)])
        assert results == ["ok", "ok", "ok"]
        game = reload(game)
        assert game.version == 4 and Move.objects.filter(game=game).count() == 4
        assert sorted(game.state["banks"][0]) == sorted(M2[:3])
        assert game.state["banks"][1:] == [[], [], []]
        assert game.state["phase"] == "play" and game.state["pending"] is None

    def test_monopoly_deal_two_colour_rent_two_payers_at_once(self, make_user):
        rent = rent_card("pink", "orange")[0]
        pinks = prop("pink")
        state = rig(3, hands={0: [rent]}, props={0: {"pink": pinks[:2]}},
                    banks={1: [M1[0], M1[1]], 2: [M3[0]]})
        users, game = seated_game(make_user, "monopoly-deal", state)
        action_submit(game_id=game.pk, user=users[0], action={"type": "play", "card": rent, "color": "pink"},
                      expected_version=0)
        game = reload(game)
        assert game.state["pending"]["amount"] == 2  # pink with two cards: 2M
        results = submit_together(game, [(users[1], {"type": "pay", "cards": [M1[0], M1[1]]}),
                                         (users[2], {"type": "pay", "cards": [M3[0]]})])
        assert results == ["ok", "ok"]
        game = reload(game)
        assert sorted(game.state["banks"][0]) == sorted([M1[0], M1[1], M3[0]])
        assert game.state["banks"][1] == [] and game.state["banks"][2] == []
        assert game.version == 3

    def test_qiangshou_two_debtor_windows_sell_at_once(self, make_user):
        s = qs.game(3)
        ctx = rules.Ctx(s)
        for seat, square in ((1, 1), (2, 3)):
            s["owners"][square] = seat
            rules.transfer(ctx, seat, rules.BANK, 4500 - 100, "purchase")
        s["decks"]["chest"].remove("chest-06")  # 歌剧之夜: 150 from every player
        s["decks"]["chest"].insert(0, "chest-06")
        chest = next(i for i, sq in enumerate(qdata.SQUARES) if sq["kind"] == "chest")
        qs.to_move(s, 0, chest - 2)
        qs.rig(s, 1, 1)
        users, game = seated_game(make_user, "qiangshou", s, {"room": "normal"})
        action_submit(game_id=game.pk, user=users[0], action={"type": "roll"}, expected_version=0)
        game = reload(game)
        assert [(d["debtor"], d["amount"]) for d in game.state["debts"]] == [(1, 150), (2, 150)]
        results = submit_together(game, [(users[1], {"type": "sell", "squares": [1]}),
                                         (users[2], {"type": "sell", "squares": [3]})])
        assert results == ["ok", "ok"]
        game = reload(game)
        assert game.state["debts"] == [] and game.version == 3
        assert game.state["owners"][1] is None and game.state["owners"][3] is None
        # each sold for its mortgage value, paid 150 and kept the rest
        for seat, square in ((1, 1), (2, 3)):
            assert game.state["seats"][seat]["cash"] == 100 + qdata.SQUARES[square]["mortgage"] - 150
        assert game.state["seats"][0]["cash"] == 4500 + 300

    def test_the_same_answer_sent_twice_applies_once(self, make_user):
        birthday = action("birthday")[0]
        state = rig(3, hands={0: [birthday]}, banks={1: [M2[0], M2[1]], 2: [M2[2]]})
        users, game = seated_game(make_user, "monopoly-deal", state)
        action_submit(game_id=game.pk, user=users[0], action={"type": "play", "card": birthday},
                      expected_version=0)
        game = reload(game)
        pay = {"type": "pay", "cards": [M2[0]]}
        results = submit_together(game, [(users[1], pay)] * 4 + [(users[2], {"type": "pay", "cards": [M2[2]]})])
        assert sorted(results[:4]) == ["ok", "stale_version", "stale_version", "stale_version"]
        assert results[4] == "ok"
        game = reload(game)
        assert game.version == 3 and game.state["banks"][1] == [M2[1]]
        # an old version that answers no open prompt of the seat stays 409
        with pytest.raises(ApplicationError) as err:
            action_submit(game_id=game.pk, user=users[1], action=pay, expected_version=1)
        assert err.value.status == 409 and err.value.code == "stale_version"

    def test_a_stale_turn_action_is_still_refused(self, make_user):
        birthday = action("birthday")[0]
        state = rig(2, hands={0: [birthday, M1[0]]}, banks={1: [M2[0]]})
        users, game = seated_game(make_user, "monopoly-deal", state)
        action_submit(game_id=game.pk, user=users[0], action={"type": "play", "card": birthday},
                      expected_version=0)
        action_submit(game_id=game.pk, user=users[1], action={"type": "pay", "cards": [M2[0]]},
                      expected_version=1)
        # seat 0's turn prompt was reopened with a new key at version 2: version 1 is stale
        with pytest.raises(ApplicationError) as err:
            action_submit(game_id=game.pk, user=users[0], action={"type": "bank", "card": M1[0]},
                          expected_version=1)
        assert err.value.code == "stale_version" and err.value.extra == {"version": 2}
        assert reload(game).version == 2


@pytest.mark.django_db
class TestDeadlines:
    def _charged(self, make_user):
        debt_collector = action("debt_collector")[0]
        state = rig(2, hands={0: [debt_collector], 1: [action("just_say_no")[0]]}, banks={1: [M3[0], M3[1]]})
        users, game = seated_game(make_user, "monopoly-deal", state)
        action_submit(game_id=game.pk, user=users[0], action={"type": "play", "card": debt_collector, "target": 1},
                      expected_version=0)
        return users, reload(game)

    def test_an_answer_after_its_deadline_is_refused_time_is_up(self, make_user):
        users, game = self._charged(make_user)
        past = timezone.now() - dt.timedelta(seconds=5)
        game.deadlines = {k: {**e, "deadline": past.isoformat()} for k, e in game.deadlines.items()}
        game.deadline = past
        game.save()
        before = (game.version, game.state)
        for act in ({"type": "just_say_no"}, {"type": "pay", "cards": [M3[0], M3[1]]}):
            with pytest.raises(ApplicationError) as err:
                action_submit(game_id=game.pk, user=users[1], action=act, expected_version=game.version)
            assert err.value.status == 409 and err.value.code == "time_is_up"
            assert "time is up" in err.value.message.lower()
            assert err.value.extra["deadline"] == past.isoformat()
        assert (reload(game).version, reload(game).state) == before
        # the timeout then pays the fewest cards (3 + 3 for a 5M debt) once
        assert deadlines_expire(game.pk) == 1
        assert deadlines_expire(game.pk) == 0
        game = reload(game)
        assert sorted(game.state["banks"][0]) == sorted([M3[0], M3[1]])

    def test_an_answer_before_its_deadline_is_accepted(self, make_user):
        users, game = self._charged(make_user)
        soon = timezone.now() + dt.timedelta(seconds=2)
        game.deadlines = {k: {**e, "deadline": soon.isoformat()} for k, e in game.deadlines.items()}
        game.save()
        action_submit(game_id=game.pk, user=users[1], action={"type": "pay", "cards": [M3[0], M3[1]]},
                      expected_version=game.version)
        assert reload(game).version == 2

    def test_five_wildcard_moves_keep_the_turn_deadline(self, make_user):
        w = wild("red", "yellow")[0]
        state = rig(2, hands={0: [M1[0]]}, props={0: {"red": [w, prop("red")[0]], "yellow": [prop("yellow")[0]]}})
        users, game = seated_game(make_user, "monopoly-deal", state)
        (key, entry), = game.deadlines.items()
        original = entry["deadline"]
        colours = ["yellow", "red", "yellow", "red", "yellow"]
        for version, colour in enumerate(colours):
            action_submit(game_id=game.pk, user=users[0], action={"type": "move_wild", "card": w, "color": colour},
                          expected_version=version)
        game = reload(game)
        assert game.version == 5 and game.state["props"][0]["yellow"]["cards"][-1] == w
        assert game.deadlines == {key: {**entry, "deadline": original}}
        due = dt.datetime.fromisoformat(original)
        assert game.deadline == due
        assert deadlines_expire(game.pk, now=due - dt.timedelta(milliseconds=1)) == 0
        assert deadlines_expire(game.pk, now=due) == 1
        last = Move.objects.get(game=game, seq=6)
        assert last.by_timeout and last.seat == 0
        assert reload(game).state["current"] == 1

    def test_a_power_marble_turn_runs_on_one_clock(self, make_user):
        # QQ跳棋 (ours, docs/rules/chinese-checkers.md "Items"): 动力弹珠, the first move and
        # the optional second move share the turn's one 60 s deadline; an answer after it
        # is refused, the timeout ends the turn, and seat 1 gets a fresh 60 s from then.
        options = {"jump_rule": "single", "mode": "ffa", "items": True}
        state = state_from_position(2, options, {"pieces": {"0": [[0, 0], [-4, 0]], "1": [[-3, 5], [0, 4]]},
                                                 "to_move": 0, "round": 1})
        users, game = seated_game(make_user, "chinese-checkers", state, options)
        (entry,) = game.deadlines.values()
        original = entry["deadline"]
        turn = [{"type": "item", "item": "power_marble"}, {"type": "move", "path": [[0, 0], [0, -1]]}]
        for version, act in enumerate(turn):
            action_submit(game_id=game.pk, user=users[0], action=act, expected_version=version)
            game = reload(game)
            assert game.deadlines == {"move-0": {**entry, "deadline": original}}
        due = dt.datetime.fromisoformat(original)
        assert game.deadline == due and game.state["item_turn"]["follow_up"] == [0, -1]
        past = due - dt.timedelta(seconds=61)  # move the deadline into the past
        game.deadlines = {"move-0": {**entry, "deadline": past.isoformat()}}
        game.deadline = past
        game.save()
        for act in ({"type": "end_turn"}, {"type": "move", "path": [[0, -1], [0, -2]]}):
            with pytest.raises(ApplicationError) as err:
                action_submit(game_id=game.pk, user=users[0], action=act, expected_version=2)
            assert err.value.status == 409 and err.value.code == "time_is_up"
        assert reload(game).version == 2
        now = timezone.now()
        assert deadlines_expire(game.pk, now=now) == 1
        game = reload(game)
        last = Move.objects.get(game=game, seq=3)
        assert last.by_timeout and last.seat == 0 and last.action == {"type": "timeout"}
        assert game.state["to_move"] == 1 and game.state["seats"][0]["timeouts"] == 1
        assert game.deadlines == {"move-1": {"seat": 1, "deadline": (now + dt.timedelta(seconds=60)).isoformat(),
                                             "since": 3}}

    def test_a_play_opens_the_next_decision_with_a_fresh_clock(self, make_user):
        state = rig(2, hands={0: [M1[0], M1[1]]})
        users, game = seated_game(make_user, "monopoly-deal", state)
        (first_key,) = game.deadlines
        action_submit(game_id=game.pk, user=users[0], action={"type": "bank", "card": M1[0]}, expected_version=0)
        (second_key,) = reload(game).deadlines
        assert second_key != first_key


@pytest.mark.django_db
class TestClockAudit:
    def test_a_draw_offer_keeps_the_movers_deadline(self, make_user, start_game):
        ann, bob = make_user("ann"), make_user("bob")
        game = start_game([ann, bob])
        before = dict(game.deadlines)
        action_submit(game_id=game.pk, user=ann, action={"type": "offer_draw"}, expected_version=0)
        action_submit(game_id=game.pk, user=bob, action={"type": "decline_draw"}, expected_version=1)
        action_submit(game_id=game.pk, user=ann, action={"type": "offer_draw"}, expected_version=2)
        game = reload(game)
        assert game.version == 3 and game.deadlines == before

    def test_time_is_up_over_the_api(self, make_user, start_game, api):
        ann, bob = make_user("ann"), make_user("bob")
        game = start_game([ann, bob])
        past = timezone.now() - dt.timedelta(seconds=1)
        game.deadlines = {k: {**e, "deadline": past.isoformat()} for k, e in game.deadlines.items()}
        game.save()
        act = next(a for a in engine_for("chinese-checkers").legal_actions(game.state, 0) if a["type"] == "move")
        response = api(ann).post(f"/api/v1/games/{game.pk}/moves/", {"version": 0, "action": act}, format="json")
        assert response.status_code == 409
        body = response.json()
        assert body["code"] == "time_is_up" and body["message"].startswith("Time is up")
        assert reload(game).version == 0 and not Move.objects.filter(game=game).exists()


@pytest.mark.django_db(transaction=True)
def test_three_payers_over_the_api_all_get_201(make_user, api):
    birthday = action("birthday")[0]
    state = rig(4, hands={0: [birthday]}, banks={1: [M2[0]], 2: [M2[1]], 3: [M2[2]]})
    users, game = seated_game(make_user, "monopoly-deal", state)
    action_submit(game_id=game.pk, user=users[0], action={"type": "play", "card": birthday}, expected_version=0)
    clients = [api(users[s]) for s in (1, 2, 3)]
    statuses = [0, 0, 0]
    barrier = threading.Barrier(3)

    def pay(i: int) -> None:
        try:
            barrier.wait()
            body = {"version": 1, "action": {"type": "pay", "cards": [M2[i]]}}
            statuses[i] = clients[i].post(f"/api/v1/games/{game.pk}/moves/", body, format="json").status_code
        finally:
            connection.close()

    threads = [threading.Thread(target=pay, args=(i,)) for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert statuses == [201, 201, 201]
    assert sorted(reload(game).state["banks"][0]) == sorted(M2[:3])
