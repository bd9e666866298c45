"""The game registrations (boardgames/registry.py, boardgames/games/): complete, checked
at start-up, and the one place ratings, lobby and pages read a game from."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from boardgames import checks as boardgames_checks
from boardgames import registry
from boardgames.registry import GameSpec, all_specs, get_spec
from ratings import checks as ratings_checks
from ratings.scoring import score_game
from ratings.scoring.levels import QIANGSHOU_LEVELS, QQ_TIAOQI_LEVELS, level_table
from ratings.scoring.rank_points import score_game as rank_points_score

ROOT = Path(__file__).resolve().parent.parent.parent
SLUGS = ["chinese-checkers", "qiangshou", "monopoly-deal"]


def test_the_three_games_are_registered_in_display_order():
    assert registry.slugs()[:3] == SLUGS
    assert [(s.name_zh, s.name_en) for s in all_specs()][:3] == [
        ("QQ跳棋", "Chinese Checkers"), ("强手棋", "Qiangshou (Monopoly-style property game)"),
        ("大富翁纸牌", "Monopoly Deal")]


@pytest.mark.parametrize("slug", registry.slugs())
def test_every_registration_is_complete(slug):
    spec = get_spec(slug)
    static = ROOT / "static"
    assert boardgames_checks.spec_problems(spec, static_exists=lambda p: (static / p).is_file(), repo_root=ROOT) == []
    assert ratings_checks.scoring_problems(spec) == []


@pytest.mark.parametrize("slug", registry.slugs())
def test_choice_rules_agree_with_the_engine(slug):
    """The lobby disables exactly the choices the engine refuses."""
    spec = get_spec(slug)
    for rule in spec.choice_rules:
        for players in spec.engine.player_counts:
            try:
                spec.engine.normalize_options(players, {rule.option: rule.value})
                accepted = True
            except ValueError:
                accepted = False
            assert accepted == (players in rule.players), (rule, players)


def test_start_up_checks_pass_for_the_registered_games():
    assert boardgames_checks.check_game_specs() == []
    assert ratings_checks.check_scoring() == []


def _with_extra_game(monkeypatch, spec: GameSpec) -> None:
    specs = dict(registry.specs())
    specs[spec.slug] = spec
    monkeypatch.setattr(registry, "_SPECS", specs)


class ToyEngine(type(get_spec("monopoly-deal").engine)):
    slug = "toy"
    name = "玩具"


def test_a_game_without_a_scoring_entry_cannot_be_registered():
    with pytest.raises(TypeError, match="scoring"):
        GameSpec(engine=ToyEngine(), name_en="Toy", levels="ratings.scoring.levels:QIANGSHOU_LEVELS",
                 renderer="games/monopoly-deal.js", rules_doc="docs/rules/monopoly-deal.md")


def test_a_scoring_entry_that_does_not_load_stops_the_start_up(monkeypatch):
    toy = dataclasses.replace(get_spec("monopoly-deal"), engine=ToyEngine(),
                              scoring="ratings.scoring.rank_points:no_such_function",
                              levels="ratings.scoring.levels:NO_TABLE")
    _with_extra_game(monkeypatch, toy)
    errors = ratings_checks.check_scoring()
    assert [e.id for e in errors] == ["ratings.E001", "ratings.E001"]
    assert "'toy'" in errors[0].msg and "no_such_function" in errors[0].msg
    assert "NO_TABLE" in errors[1].msg


def test_a_registration_naming_missing_files_stops_the_start_up(monkeypatch):
    toy = dataclasses.replace(get_spec("monopoly-deal"), engine=ToyEngine(), renderer="games/toy.js",
                              rules_doc="docs/rules/toy.md", coin_room=("room", "coin"),
                              bots={"random": "nowhere:bot"})
    _with_extra_game(monkeypatch, toy)
    messages = sorted(e.msg for e in boardgames_checks.check_game_specs())
    assert messages == sorted([
        "Game 'toy': static file 'games/toy.js' does not exist.",
        "Game 'toy': rules document 'docs/rules/toy.md' does not exist.",
        "Game 'toy': the engine has no room option 'room' with the value 'coin'.",
        "Game 'toy': bot random: 'nowhere:bot' is not a callable.",
    ])


def test_a_hook_without_receiver_stops_the_start_up(monkeypatch):
    from boardgames import signals

    monkeypatch.setattr(signals.game_finished, "receivers", [])
    monkeypatch.setattr(signals.game_finished, "sender_receivers_cache", {})
    errors = boardgames_checks.check_game_specs()
    assert [e.msg for e in errors] == ["No receiver for boardgames.signals.game_finished."]


def test_scoring_and_levels_follow_the_registration(monkeypatch):
    assert level_table("chinese-checkers") is QQ_TIAOQI_LEVELS
    assert level_table("qiangshou") is QIANGSHOU_LEVELS
    toy = dataclasses.replace(get_spec("chinese-checkers"), engine=ToyEngine(),
                              scoring="ratings.scoring.rank_points:score_game")
    _with_extra_game(monkeypatch, toy)
    assert level_table("toy") is QQ_TIAOQI_LEVELS
    outcome = {"places": [2, 1], "seats": [{"status": "lost"}, {"status": "won"}]}
    assert [s.points for s in score_game("toy", outcome, {}, [1, 1])] == \
        [s.points for s in rank_points_score(outcome)] == [-10, 10]


def test_an_unregistered_game_has_no_silent_default():
    with pytest.raises(KeyError):
        level_table("no-such-game")
    with pytest.raises(KeyError):
        score_game("no-such-game", {"places": [1], "seats": [{}]}, {}, [1])


def test_coin_rooms_come_from_the_registration():
    assert get_spec("qiangshou").is_coin_room({"room": "coin"}) is True
    assert get_spec("qiangshou").is_coin_room({"room": "normal"}) is False
    assert get_spec("monopoly-deal").is_coin_room({"room": "coin"}) is False
    assert get_spec("chinese-checkers").coin_room is None


def test_resolve_refuses_a_path_without_attribute():
    with pytest.raises(ValueError, match="package.module:attribute"):
        registry.resolve("ratings.scoring")


@pytest.mark.django_db
@pytest.mark.parametrize("slug, players", [("qiangshou", 2), ("chinese-checkers", 2)])
def test_the_game_page_loads_the_registered_renderer_and_css(client, make_user, slug, players):
    from django.urls import reverse

    from boardgames.services import game_create

    ann = make_user("ann")
    game = game_create(user=ann, game_type=slug, players=players)
    html = client.get(reverse("game", args=[game.pk])).content.decode()
    spec = get_spec(slug)
    assert f'data-renderer="/static/{spec.renderer}"' in html
    links = [f'<link rel="stylesheet" href="/static/{path}">' for path in spec.css]
    assert [link in html for link in links] == [True] * len(spec.css)
    # site.css, page-i18n.css, around-table.css (chat, game over: every page) + the game's
    assert html.count('<link rel="stylesheet"') == 3 + len(spec.css)
