"""An aborted game's board stops naming a player to act (issue: the engines' views are
mid-turn when the platform aborts a game, and four renderers still said "Your turn" or
"Waiting for ann to roll"). Each game is aborted before anyone moved; its page says so
where the turn was."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model

from boardgames.services import game_create, game_join
from boardgames.services.abort import game_abort
from tests.browser.conftest import PASSWORD, TIMEOUT_MS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Each game type: the element where its renderer says whose turn it is.
TURN_TEXT = {
    "monopoly-deal": ".md-info",
    "cheaters-edition": "[data-testid=ce-phase]",
    "owners-choice": "[data-testid=oc-decision]",
    "qiangshou": "[data-testid=qs-prompt]",
}


def aborted_game(ann, bob, game_type: str) -> int:
    game = game_create(user=ann, game_type=game_type, players=2, options={},
                       time_control={"kind": "correspondence", "days": 3})
    game_join(game_id=game.pk, user=bob, seat=1)
    game_abort(game_id=game.pk, user=ann)
    return game.pk


def test_an_aborted_board_names_no_player_to_act(web_server, browser, tmp_path, monkeypatch):
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")  # the setup below runs beside Playwright's loop
    users = get_user_model().objects
    ann, bob = (users.create_user(username=n, password=PASSWORD) for n in ("ann", "bob"))
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(web_server + "/accounts/login/")
    page.fill("#id_username", "ann")
    page.fill("#id_password", PASSWORD)
    page.click("form button[type=submit]")
    page.wait_for_selector("[data-testid=nav-user]")
    for game_type, selector in TURN_TEXT.items():
        game_id = aborted_game(ann, bob, game_type)
        page.goto(f"{web_server}/games/{game_id}/")
        page.wait_for_selector(selector, state="attached")
        page.screenshot(path=str(tmp_path / f"{game_type}-aborted.png"))
        text = page.locator(selector).inner_text()
        assert "turn" not in text.lower() and "roll" not in text.lower() and "ann" not in text, (game_type, text)
        if game_type != "qiangshou":  # its prompt box is left empty: the status bar says it
            assert "The game was aborted." in text, (game_type, text)
    assert errors == []
