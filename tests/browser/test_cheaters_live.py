"""Monopoly: Cheaters Edition live in three browsers (issue 12, Tests: "a browser test of
three players where one cheats, one accuses wrongly and one catches a cheat").

Ann (seat 0, 1280 x 800), Bob (seat 1, 1280 x 800) and Cyd (seat 2, a 390 x 844 phone)
play a live game. Before anyone opens the page, the engine's opening state is written
into ``Game.state`` with 銀行搶劫 (Bank Heist) among the five face-up cheat cards and the
RNG set so that Ann's roll is 1+3 (GO to square 4, a rest square: nothing to decide).

1. Ann's turn shows the cheats that apply now beside 🎲 Roll; the others see no cheat
   button. Ann plays Bank Heist for ₩300 through its form: every page shows her cash
   ₩1,800; only Ann's page says "You cheated"; the move list of Bob and Cyd names no
   cheat.
2. Ann rolls 1+3 and ends her turn: Bob's and Cyd's pages show the accusation prompt
   with its countdown (Ann's does not).
3. Bob accuses Cyd of Bank Heist (wrong: he pays Cyd ₩100); Cyd accuses Ann of Bank
   Heist (right: the ₩300 goes back to the bank, Ann pays each other player ₩100 and
   goes to jail, wearing the handcuffs).
4. All three pages show both outcomes (caught, with the card turned over showing its
   penalty; wrong accusation) and the cash: Ann ₩1,300, Bob ₩1,500, Cyd ₩1,700.

Screenshots at 1280 x 800 and 390 x 844 go to ``CHEATERS_SHOTS`` (a directory) when that
environment variable is set, to be looked at.
"""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model

from boardgames.engines.cheaters.data import CHEAT_BY_ID
from boardgames.models import Game
from boardgames.services import game_create, game_join
from tests.browser.cheaters_pages import ENGINE, contrast, rng_rolling, set_state, shot, signed_up, wait_text

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PENALTY = CHEAT_BY_ID["bank_heist"]["penalty"]  # the back of the card, as the view shows it
FACE_UP = ["bank_heist", "pickpocket", "slippery_deed", "extra_allowance", "free_lodging"]
HEIST = 300


def position() -> dict:
    """The opening state of a 3-player game with FACE_UP face up and Ann rolling 1+3."""
    s = ENGINE.new_game(3, ENGINE.normalize_options(3, {}), seed=7)
    deck = [c for c in s["face_up"] + s["cheat_deck"] if c not in FACE_UP]
    s["face_up"], s["cheat_deck"] = list(FACE_UP), deck
    s["rng"] = rng_rolling((1, 3))
    return s


def open_game(control: dict | None = None, state: dict | None = None) -> Game:
    """Ann's, Bob's and Cyd's game (``control``: live 120 s unless given) from ``state``
    (:func:`position` unless given)."""
    users = get_user_model().objects
    ann, bob, cyd = (users.get(username=n) for n in ("ann", "bob", "cyd"))
    game = game_create(user=ann, game_type="cheaters-edition", players=3, options={},
                       time_control=control or {"kind": "live", "seconds": 120}, rated=False)
    game_join(game_id=game.pk, user=bob, seat=1)
    game_join(game_id=game.pk, user=cyd, seat=2)
    game.refresh_from_db()
    set_state(game, state or position())
    return game


def moves_text(page) -> str:
    return page.locator("#moves").inner_text()


def test_one_cheats_one_accuses_wrongly_one_catches(web_server, browser, monkeypatch):
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    base = web_server
    desk, phone = {"width": 1280, "height": 800}, {"width": 390, "height": 844}
    ann = signed_up(browser, base, "ann", desk)
    bob = signed_up(browser, base, "bob", desk)
    cyd = signed_up(browser, base, "cyd", phone)
    game = open_game()
    url = f"{base}/games/{game.pk}/"
    pages = {"ann": ann, "bob": bob, "cyd": cyd}
    for page in pages.values():
        page.goto(url)
        page.wait_for_selector("#conn[data-state=live]")
        assert page.locator(".ce-sq").count() == 40
        assert page.locator("[data-testid=ce-cheats] .ce-cheat").count() == 5
        assert page.locator(".ce-sq[data-square='13'] .ce-sq-price").text_content() == "₩20"
        assert page.locator(".ce-sq[data-square='9'][data-hotel='1']").count() == 1
        page.evaluate("window.__noReload = true")

    # A phone's dialog sheet (auction, trade, debt) covers the sticky top bar and status bar.
    z = cyd.evaluate("() => ['.ce-overlay', '.status-bar', '.topbar'].map((s) => Number(getComputedStyle(document.querySelector(s)).zIndex))")
    assert z[0] > max(z[1:]), z
    # The players list counts deeds in English plurals.
    deeds = ann.evaluate("""async () => { const { seatDetails } = await import('/static/games/cheaters-edition/words.js');
      const view = { board: [{ name: 'A' }, { name: 'B' }], seats: [{ cash: 1, deeds: [0], cards: [], status: 'playing' },
        { cash: 1, deeds: [0, 1], cards: [], status: 'playing' }] };
      return [0, 1].map((seat) => seatDetails(view, seat)[1].text); }""")
    assert deeds == ["1 deed", "2 deeds"], deeds

    # 1. Ann's cheats sit beside the honest Roll; the others have no cheat button.
    ann.wait_for_selector("[data-testid=ce-roll]")
    assert ann.locator("[data-testid=ce-cheat-bank_heist]").count() == 1
    for other in (bob, cyd):
        assert other.locator("[data-testid=ce-cheat-buttons]").count() == 0
        assert other.locator("[data-testid=ce-roll]").count() == 0
    shot(ann, "1-ann-turn-1280x800")
    shot(cyd, "1-cyd-waiting-390x844")
    ann.click("[data-testid=ce-cheat-bank_heist]")
    form = ann.locator("[data-testid=ce-cheat-form]")
    form.locator("[data-testid=ce-cheat-amount]").fill(str(HEIST))
    shot(ann, "2-ann-cheat-form-1280x800")
    form.locator("[data-testid=ce-cheat-send]").click()
    for page in pages.values():
        wait_text(page, "[data-testid=ce-cash-0]", "₩1,800")
    ann.wait_for_selector("[data-testid=ce-my-cheats]")
    for other in (bob, cyd):
        other.wait_for_selector("#moves .move-row[data-seq='1']")
        assert other.locator("[data-testid=ce-my-cheats]").count() == 0
        text = moves_text(other)
        assert "cheat" not in text.lower() and "Bank Heist" not in text, text
        assert "the bank → ann ₩300" in text
    assert "cheated: Bank Heist" in moves_text(ann)

    # 2. Ann rolls 1+3 to a rest square and ends her turn: the window opens for the others.
    ann.click("[data-testid=ce-roll]")
    ann.wait_for_selector("[data-testid=ce-end_turn]")
    ann.click("[data-testid=ce-end_turn]")
    for other in (bob, cyd):
        other.wait_for_selector("[data-testid=ce-accuse]")
        assert other.locator("[data-testid=ce-accuse] [data-testid=ce-countdown]").count() == 1
    assert ann.locator("[data-testid=ce-accuse]").count() == 0
    # Pass is a second choice, outlined, yet plainly readable (WCAG AA, 4.5:1).
    assert contrast(bob, "[data-testid=ce-pass]") >= 4.5 and contrast(cyd, "[data-testid=ce-pass]") >= 4.5
    shot(bob, "3-bob-accusation-1280x800")
    shot(cyd, "3-cyd-accusation-390x844")

    # 3. Bob accuses Cyd wrongly; Cyd catches Ann.
    bob.select_option("[data-testid=ce-accuse-target]", "2")
    bob.select_option("[data-testid=ce-accuse-cheat]", "bank_heist")
    bob.click("[data-testid=ce-accuse-send]")
    bob.wait_for_selector("[data-testid=ce-accuse]", state="detached")
    cyd.select_option("[data-testid=ce-accuse-target]", "0")
    cyd.select_option("[data-testid=ce-accuse-cheat]", "bank_heist")
    cyd.click("[data-testid=ce-accuse-send]")

    # 4. Everyone sees both outcomes, the card turned over and the cash.
    for name, page in pages.items():
        page.wait_for_selector("[data-testid=ce-result-caught]")
        page.wait_for_selector("[data-testid=ce-result-wrong]")
        caught = page.locator("[data-testid=ce-result-caught]").inner_text()
        assert "Bank Heist" in caught and "cyd" in caught and "ann" in caught, (name, caught)
        assert page.locator("[data-testid=ce-result-caught] .ce-flipped").count() == 1
        penalty = page.locator("[data-testid=ce-result-caught] .ce-cheat-back").inner_text()
        assert penalty == PENALTY, (name, penalty)
        wait_text(page, "[data-testid=ce-cash-0]", "₩1,300")
        wait_text(page, "[data-testid=ce-cash-1]", "₩1,500")
        wait_text(page, "[data-testid=ce-cash-2]", "₩1,700")
        page.wait_for_selector(".ce-token.ce-prisoner[data-seat='0'] [data-testid=ce-handcuffs]")
        assert page.locator("[data-testid=ce-my-cheats]").count() == 0
        assert page.errors == [], (name, page.errors)
    shot(ann, "4-ann-caught-1280x800")
    shot(cyd, "4-cyd-caught-390x844")
    # The caught card left the table (replaced by a new one): a page loaded now, which never
    # saw it face up, still shows its name and back (from the game's catalogue).
    bob.reload()
    bob.wait_for_selector("[data-testid=ce-result-caught] .ce-cheat-back")
    assert bob.locator("[data-testid=ce-result-caught] .ce-cheat-back").inner_text() == PENALTY
    assert "bank_heist" not in bob.evaluate("() => [...document.querySelectorAll('[data-testid=ce-cheats] .ce-cheat')].map((n) => n.dataset.cheat)")
    game.refresh_from_db()
    assert [s["cash"] for s in game.state["seats"]] == [1300, 1500, 1700]
    assert game.state["handcuffs"] == 0
