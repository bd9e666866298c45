"""Rating-change reasons in the reader's language (ratings/reasons.py): stored as a key
and parameters, rendered through the catalogues on the profile page, the rating-history
API and the game-over summary; rows stored before the keys existed are keyed by the
data migration (``parse``), and text no template gives is shown as stored."""

from __future__ import annotations

import re

import pytest
from rest_framework.test import APIClient

from ratings import services
from ratings.models import RatingChange
from ratings.scoring.reasons import parse

from .helpers import finished_game, outcome, user

EN = "place 1 of 3: +15 (RULINGS platform-wide rank points)"
ZH = "3 人中第 1 名：+15（RULINGS 全平台排名分）"


@pytest.fixture
def won(db):
    """ann wins a 3-player 拥有者的决断 game (rank points, RULINGS: +15 for 1st of 3)."""
    ann, bob, cat = user("ann"), user("bob"), user("cat")
    game = finished_game("owners-choice", [ann, bob, cat], outcome(["won", "lost", "lost"], [1, 2, 3]))
    services.game_finished(game)
    return ann, game


def history(lang):
    body = APIClient().get("/api/v1/users/ann/rating-history/", HTTP_ACCEPT_LANGUAGE=lang).json()
    return [row["reason"] for row in body["results"]]


def profile_reasons(client, lang):
    html = client.get("/u/ann/", HTTP_ACCEPT_LANGUAGE=lang).content.decode()
    return re.findall(r'data-testid="rating-reason">([^<]*)<', html)


def test_a_new_reason_is_stored_as_a_key_and_shown_in_the_readers_language(client, won):
    ann, _game = won
    change = RatingChange.objects.get(user=ann)
    assert (change.reason_key, change.reason_params, change.reason) == ("rank.place", {"place": 1, "n": 3,
                                                                                      "points": "+15"}, EN)
    assert history("en") == [EN] and history("zh-hans") == [ZH]
    assert profile_reasons(client, "en") == [EN] and profile_reasons(client, "zh-hans") == [ZH]


def test_an_old_row_without_a_key_is_keyed_by_the_migration_else_shown_as_stored(client, won):
    ann, _game = won
    RatingChange.objects.filter(user=ann).update(reason_key="", reason_params={})
    assert history("zh-hans") == [EN]  # the fallback: the stored text
    assert parse(EN) == ("rank.place", {"place": 1, "n": 3, "points": "+15"})
    RatingChange.objects.filter(user=ann).update(reason_key="rank.place", reason_params=parse(EN)[1])
    assert history("zh-hans") == [ZH]
    RatingChange.objects.filter(user=ann).update(reason_key="", reason="1v1 win: max(25-(1-1),10) = 25")
    assert parse("1v1 win: max(25-(1-1),10) = 25") is None
    assert history("zh-hans") == ["1v1 win: max(25-(1-1),10) = 25"]


@pytest.mark.parametrize("text, key, zh", [
    ("left: last place -10 (RULINGS platform-wide rank points)", "rank.left",
     "离开：按最后一名计 -10（RULINGS 全平台排名分）"),
    ("draw: 0", "draw", "和棋：0"),
    ("escaped: last place -10 x 4 players = -40 (seed 000 五、积分相关; 逃跑)", "qiangshou.escaped",
     "逃跑：最后一名 -10 × 4 人 = -40（规则 000 五、积分相关；逃跑）"),
    ("place 2 of 2: -5 (seed 000 五、积分相关 积分表)", "qiangshou.place", "2 人中第 2 名：-5（规则 000 五、积分相关 积分表）"),
])
def test_each_template_round_trips_and_translates(text, key, zh):
    from django.utils import translation

    from ratings.reasons import reason_text

    found_key, params = parse(text)
    assert found_key == key
    with translation.override("zh-hans"):
        assert reason_text(key, params, text) == zh
    with translation.override("en"):
        assert reason_text(key, params, text) == text
