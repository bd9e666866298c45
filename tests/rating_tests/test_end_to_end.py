"""Through the real services and engines: finishing a game rates it (once)."""

from __future__ import annotations

import pytest

from boardgames.services import action_submit
from ratings.models import PlayerRating, RatedGame, RatingChange

from .helpers import assert_totals_consistent, user


@pytest.mark.django_db
def test_chinese_checkers_resign_in_round_one_is_a_short_game(start_game):
    a, b = user(), user()
    game = start_game([a, b], rated=True)
    action_submit(game_id=game.pk, user=b, action={"type": "resign"}, expected_version=game.version)
    game.refresh_from_db()
    assert game.status == "finished"
    assert RatedGame.objects.filter(game=game).exists()
    changes = {c.user_id: c for c in RatingChange.objects.filter(game=game)}
    assert changes[a.pk].delta == 0            # resign before round 11: no gains (seed 限制)
    assert changes[b.pk].delta == -25          # 1v1 loss at equal levels, only deducted
    assert PlayerRating.objects.get(user=b, game_type="chinese-checkers").points == -25
    assert_totals_consistent()


@pytest.mark.django_db
def test_unrated_real_game_changes_nothing(start_game):
    a, b = user(), user()
    game = start_game([a, b], rated=False)
    action_submit(game_id=game.pk, user=a, action={"type": "resign"}, expected_version=game.version)
    assert not RatingChange.objects.exists() and not PlayerRating.objects.exists()
