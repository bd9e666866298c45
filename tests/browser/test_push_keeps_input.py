"""A push never wipes what a player is typing or selecting (docs/frontend.md, "Pushes and
what the player is doing"): in each game's page and in the page shell, the player starts
something (types, ticks, picks up a piece, chooses cards), another seat moves through the
move service (so the server pushes a new view over the websocket and the page redraws),
and the page still holds what the player had: the value, the selection, the focus and the
cursor, the replay position and the move list's scroll.

Positions are set through the engines (their own new_game states, edited as the games'
live browser tests do); the other seats act with ``action_submit``. Fixtures: daphne on the
test database and headless Chromium (tests/browser/conftest.py)."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from boardgames.models import Game
from boardgames.registry import get_engine
from boardgames.services import game_create, game_join
from boardgames.services.play import action_submit
from boardgames.services.timers import refresh_deadlines
from tests.browser.conftest import sign_up

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture(autouse=True)
def _orm_beside_playwright(monkeypatch):
    # Playwright's sync API runs an event loop in this thread; the ORM calls between the
    # browser steps are plain synchronous ones.
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


def new_game(slug: str, names: list[str], options: dict | None = None, state=None) -> Game:
    """An active live game (300 s a move) of ``names`` in seat order; ``state(engine)``,
    when given, becomes its state before any move."""
    users = [get_user_model().objects.get(username=n) for n in names]
    engine = get_engine(slug)
    game = game_create(user=users[0], game_type=slug, players=len(users), options=options or {},
                       time_control={"kind": "live", "seconds": 300}, rated=False)
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    game = Game.objects.get(pk=game.pk)
    if state is not None:
        game.state = game.initial_state = state(engine)
        refresh_deadlines(game, engine, timezone.now())
        game.save()
    return game


def act(game_id: int, seat: int, action=None, pick=lambda actions: actions[0]) -> int:
    """Seat ``seat`` submits ``action`` (default: ``pick`` of its legal actions) through the
    move service; returns the new version."""
    game = Game.objects.get(pk=game_id)
    user = game.seats.get(index=seat).user
    if action is None:
        action = pick(get_engine(game.game_type).legal_actions(game.state, seat))
    return action_submit(game_id=game_id, user=user, action=action, expected_version=game.version).seq


def open_page(page, base: str, game: Game) -> None:
    page.goto(f"{base}/games/{game.pk}/")
    page.wait_for_selector("#conn[data-state=live]")
    page.evaluate("window.__noReload = true")


def wait_version(page, version: int) -> None:
    """Wait until the page has taken (and drawn) the payload of ``version``."""
    page.wait_for_function("v => window.gamePage && window.gamePage.game.version >= v", arg=version)


def focused_testid(page):
    return page.evaluate("document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.testid || null : null")


def first_move(actions):
    return next(a for a in actions if a["type"] == "move")


# -- the shell: chat input, replay position, the move list's scroll --------------------

def test_shell_keeps_chat_text_replay_and_move_list_scroll(web_server, browser, tmp_path):
    from chat.services import message_post

    base = web_server
    ann = sign_up(browser, base, "ann")
    sign_up(browser, base, "bob").context.close()
    game = new_game("chinese-checkers", ["ann", "bob"])
    for k in range(30):  # a long move list: it scrolls
        act(game.pk, k % 2, pick=first_move)
    open_page(ann, base, game)
    ann.wait_for_selector("#moves .move-row[data-seq='30']")
    ann.wait_for_function("() => { const m = document.querySelector('#moves'); return m.scrollHeight > m.clientHeight + 100; }")

    # Ann reads the first moves (the list scrolled to its top) and types a chat line with
    # the cursor in the middle.
    ann.evaluate("document.querySelector('#moves').scrollTop = 0")
    ann.click("[data-testid=chat-input]")
    ann.keyboard.type("hello world")
    for _ in range(3):
        ann.keyboard.press("ArrowLeft")

    def typing_kept():
        assert ann.locator("[data-testid=chat-input]").input_value() == "hello world"
        assert focused_testid(ann) == "chat-input"
        assert ann.evaluate("document.activeElement.selectionStart") == 8

    act(game.pk, 0, pick=first_move)  # ann's own move from elsewhere: the page is pushed it
    version = act(game.pk, 1, pick=first_move)  # bob moves
    wait_version(ann, version)
    ann.wait_for_selector(f"#moves .move-row[data-seq='{version}']")
    typing_kept()
    assert ann.evaluate("document.querySelector('#moves').scrollTop") == 0

    bob_user = get_user_model().objects.get(username="bob")
    message_post(game_id=game.pk, user=bob_user, text="good luck")
    ann.wait_for_selector("[data-testid=chat-line] >> text=good luck")
    typing_kept()

    # A name's menu stays open when a line arrives; a reader scrolled up in the chat stays.
    ann.click("[data-testid=chat-line]:has-text('good luck') .chat-author")
    ann.wait_for_selector("[data-testid=chat-mute]")
    message_post(game_id=game.pk, user=bob_user, text="line 1")
    ann.wait_for_selector("[data-testid=chat-line] >> text=line 1")
    assert ann.locator("[data-testid=chat-line]:has-text('good luck') [data-testid=chat-mute]").count() == 1
    for k in range(2, 16):
        message_post(game_id=game.pk, user=bob_user, text=f"line {k}")
    ann.wait_for_selector("[data-testid=chat-line] >> text=line 15")
    ann.wait_for_function("() => { const l = document.querySelector('[data-testid=chat-list]'); return l.scrollHeight > l.clientHeight + 100; }")
    ann.evaluate("document.querySelector('[data-testid=chat-list]').scrollTop = 0")
    message_post(game_id=game.pk, user=bob_user, text="line 16")
    ann.wait_for_selector("[data-testid=chat-line] >> text=line 16")
    assert ann.evaluate("document.querySelector('[data-testid=chat-list]').scrollTop") == 0
    ann.click("[data-testid=chat-line]:has-text('good luck') .chat-menu button:has-text('Close')")

    # A page button the player had focused (Tab to Resign) keeps the focus.
    ann.locator("#actions [data-action=resign]").focus()
    version = act(game.pk, 0, pick=first_move)
    wait_version(ann, version)
    assert ann.evaluate("document.activeElement.dataset.action") == "resign"

    # Ann looks at move 5; bob's draw offer arrives: she stays on move 5 (the bar counts
    # the new move), and the list keeps move 5 as the current row.
    ann.click("#moves .move-row[data-seq='5'] .move-button")
    ann.wait_for_selector("#replay-bar:not([hidden])")
    assert ann.locator("#replay-text").inner_text() == f"Replay: after move 5 of {version}"
    version = act(game.pk, 1, {"type": "offer_draw"})
    wait_version(ann, version)
    ann.wait_for_function("v => document.querySelector('#replay-text').textContent.endsWith(`of ${v}`)", arg=version)
    assert ann.evaluate("window.gamePage.replaySeq") == 5
    assert ann.locator("#replay-bar").is_visible()
    assert ann.locator("#moves .move-row.current").get_attribute("data-seq") == "5"

    # Back to the game, typing again: the game ends (bob resigns) and the chat, read
    # again for the new status, keeps the line being typed.
    ann.click("#replay-live")
    ann.click("[data-testid=chat-input]")
    ann.keyboard.press("End")
    ann.keyboard.type("!")
    for _ in range(3):
        ann.keyboard.press("ArrowLeft")
    ann.evaluate("document.querySelector('[data-testid=chat-input]').drawnBefore = true")
    act(game.pk, 1, {"type": "resign"})
    ann.wait_for_function("window.gamePage.game.status === 'finished'")
    # The chat's form drawn again (read for the new status), not the old one left alone.
    ann.wait_for_function("() => { const n = document.querySelector('[data-testid=chat-input]'); return n && !n.drawnBefore; }")
    assert ann.locator("[data-testid=chat-input]").input_value() == "hello world!"
    assert focused_testid(ann) == "chat-input"
    assert ann.evaluate("document.activeElement.selectionStart") == 9
    assert ann.errors == []


# -- QQ跳棋: a piece picked up, an item's first target --------------------------------

def test_chinese_checkers_keeps_the_piece_and_the_item_choice(web_server, browser, tmp_path):
    base = web_server
    ann = sign_up(browser, base, "ann")
    for name in ("bob", "cat"):
        sign_up(browser, base, name).context.close()
    game = new_game("chinese-checkers", ["ann", "bob", "cat"], {"items": True})
    open_page(ann, base, game)
    ann.wait_for_selector(".cc-piece.cc-movable")

    # A keyboard player on a piece keeps the focus there through a push (bob offers a
    # draw, cat declines), and Enter still picks it up.
    on = ann.locator(".cc-piece.cc-movable").first.get_attribute("data-hole")
    ann.locator(f".cc-piece[data-hole='{on}']").focus()
    wait_version(ann, act(game.pk, 1, {"type": "offer_draw"}))
    assert ann.evaluate("document.activeElement.dataset.hole") == on
    ann.keyboard.press("Enter")
    ann.wait_for_selector(".cc-target")
    ann.keyboard.press("Escape")
    wait_version(ann, act(game.pk, 2, {"type": "decline_draw"}))

    # Ann picks up a piece; bob offers a draw (out of turn): the piece stays up.
    piece = ann.locator(".cc-piece.cc-movable").first
    hole = piece.get_attribute("data-hole")
    piece.click()
    lit = sorted(ann.locator(".cc-target").evaluate_all("ts => ts.map(t => t.dataset.hole)"))
    assert lit
    wait_version(ann, act(game.pk, 1, {"type": "offer_draw"}))  # bob again
    assert ann.locator(".cc-piece.cc-selected").get_attribute("data-hole") == hole
    assert sorted(ann.locator(".cc-target").evaluate_all("ts => ts.map(t => t.dataset.hole)")) == lit

    # 飞天翼: her piece chosen, cat declines the draw: the item and the piece stay chosen.
    ann.keyboard.press("Escape")
    ann.click("[data-testid=item-wings]")
    ann.locator(".cc-item-target").first.click()
    ann.wait_for_selector(".cc-item-from")
    targets = sorted(ann.locator(".cc-item-target").evaluate_all("ts => ts.map(t => t.dataset.hole)"))
    ann.set_viewport_size({"width": 1280, "height": 800})
    wait_version(ann, act(game.pk, 2, {"type": "decline_draw"}))  # cat again
    assert ann.locator("[data-testid=item-wings]").get_attribute("class").split().count("cc-item-on") == 1
    assert ann.locator(".cc-item-from").count() == 1
    assert sorted(ann.locator(".cc-item-target").evaluate_all("ts => ts.map(t => t.dataset.hole)")) == targets
    ann.screenshot(path=str(tmp_path / "cc-wings-kept-1280x800.png"))
    ann.set_viewport_size({"width": 390, "height": 844})
    ann.screenshot(path=str(tmp_path / "cc-wings-kept-390x844.png"))

    # The kept choice is a live one: flying the piece is accepted.
    ann.locator(".cc-item-target").first.click()
    wait_version(ann, 5)
    moves = Game.objects.get(pk=game.pk).moves.order_by("seq")
    assert [m.action["type"] for m in moves] == ["offer_draw", "decline_draw"] * 2 + ["item"]
    assert ann.locator("[data-testid=notice]:visible").count() == 0 or "moved first" not in ann.locator("#notice").inner_text()
    assert ann.errors == []
    print("screenshots in", tmp_path)


# -- Monopoly Deal: cards picked for a payment while another payer answers ---------------

BIRTHDAY, BOB_BANK, CAT_BANK = 86, [1, 6], [2, 7]  # 1M + 2M each; the birthday asks 2M


def birthday_state(engine):
    """Seat 0 holds It's My Birthday; seats 1 and 2 have 1M and 2M in the bank."""
    s = engine.new_game(3, {}, 6)
    for card in [BIRTHDAY, *BOB_BANK, *CAT_BANK]:
        for pile in [s["draw"], *s["hands"]]:
            if card in pile:
                pile.remove(card)
    s["hands"][0].append(BIRTHDAY)
    s["banks"][1], s["banks"][2] = list(BOB_BANK), list(CAT_BANK)
    return s


def test_monopoly_deal_keeps_the_cards_picked_while_another_pays(web_server, browser, tmp_path):
    base = web_server
    bob = sign_up(browser, base, "bob")
    for name in ("ann", "cat"):
        sign_up(browser, base, name).context.close()
    game = new_game("monopoly-deal", ["ann", "bob", "cat"], state=birthday_state)
    act(game.pk, 0, pick=lambda acts: next(a for a in acts if a["type"] == "play" and a["card"] == BIRTHDAY))
    open_page(bob, base, game)
    bob.wait_for_selector("[data-testid=md-pay]")
    bob.click("[data-testid=md-pay] [data-card='1']")
    bob.wait_for_selector("[data-testid=md-pay] .md-picked[data-card='1']")
    assert bob.locator("[data-testid=md-pay-total]").inner_text() == "Selected 1M of 2M"

    # Cat pays first: bob's page is pushed the new view; his pick and focus stay.
    wait_version(bob, act(game.pk, 2, pick=lambda acts: next(a for a in acts if a["type"] == "pay")))
    assert bob.locator("[data-testid=md-pay] .md-picked").evaluate_all("ns => ns.map(n => n.dataset.card)") == ["1"]
    assert bob.locator("[data-testid=md-pay-total]").inner_text() == "Selected 1M of 2M"
    assert bob.evaluate("document.activeElement.dataset.card") == "1"
    for width, height in ((1280, 800), (390, 844)):
        bob.set_viewport_size({"width": width, "height": height})
        bob.evaluate("window.gamePage.renderBoard()")  # the dialog is placed when drawn
        bob.screenshot(path=str(tmp_path / f"md-pay-kept-{width}x{height}.png"))
    assert bob.locator("[data-testid=md-pay] .md-picked").evaluate_all("ns => ns.map(n => n.dataset.card)") == ["1"]

    # The kept pick is sent as it stands (with the 2M card added).
    bob.click("[data-testid=md-pay] [data-card='6']")
    bob.wait_for_function("document.querySelector('[data-testid=md-pay-total]').textContent === 'Selected 3M of 2M'")
    bob.click("[data-testid=md-pay-submit]")
    bob.wait_for_selector("[data-testid=md-pay]", state="detached")
    last = Game.objects.get(pk=game.pk).moves.order_by("-seq").first()
    assert (last.action, last.seat) == ({"type": "pay", "cards": [1, 6]}, 1)
    assert bob.errors == []
    print("screenshots in", tmp_path)


# -- 强手棋: land ticked in the mortgage dialog while another seat resigns ----------------

ANN_LAND = {1: 3, 3: 0, 5: 0, 11: 2, 15: 0}  # square -> level (as in test_qiangshou_live)


def debt_state(engine):
    """Three players; Ann (seat 0, cash 1000) on square 6 rolls 4+6 onto Bob's 詹姆斯广场
    (16, 3 houses: rent 1650) and must sell land; Cat holds little cash (her resign
    share does not pay Ann's debt)."""
    from boardgames.engines.qiangshou import rules
    from tests.engines.qiangshou_support import rng_for

    s = engine.new_game(3, engine.normalize_options(3, {"room": "normal"}), seed=1)
    ctx = rules.Ctx(s)
    for square, level in ANN_LAND.items():
        s["owners"][square], s["levels"][square] = 0, level
    s["owners"][16], s["levels"][16] = 1, 3
    rules.transfer(ctx, 0, rules.BANK, 3500, "purchase")
    rules.transfer(ctx, 2, rules.BANK, 4400, "purchase")
    s["seats"][0]["position"] = 6
    s["rng"] = rng_for((4, 6))
    return s


def test_qiangshou_keeps_the_land_ticked_while_another_seat_resigns(web_server, browser, tmp_path):
    base = web_server
    ann = sign_up(browser, base, "ann")
    for name in ("bob", "cat"):
        sign_up(browser, base, name).context.close()
    game = new_game("qiangshou", ["ann", "bob", "cat"], state=debt_state)
    ann.set_viewport_size({"width": 390, "height": 844})
    open_page(ann, base, game)
    wait_version(ann, act(game.pk, 0, {"type": "roll"}))
    ann.wait_for_selector("[data-testid=qs-mortgage]")
    ann.click("[data-testid=qs-asset-11]")
    ann.click("[data-testid=qs-asset-5]")
    total = ann.locator("[data-testid=qs-total]").inner_text()
    ann.set_viewport_size({"width": 390, "height": 520})  # a short window: the land list scrolls
    ann.wait_for_function("() => { const l = document.querySelector('.qs-asset-list'); return l.scrollHeight > l.clientHeight + 20; }")
    scrolled = ann.evaluate("""() => { const l = document.querySelector('.qs-asset-list');
      l.scrollTop = 20; return l.scrollTop; }""")
    assert scrolled > 0

    wait_version(ann, act(game.pk, 2, {"type": "resign"}))
    checked = ann.locator("[data-testid=qs-mortgage] input[data-square]:checked").evaluate_all("ns => ns.map(n => n.dataset.square)")
    assert sorted(checked) == ["11", "5"]
    cash = Game.objects.get(pk=game.pk).state["seats"][0]["cash"]  # with her share of Cat's cash
    assert total == "¥1,000 + ¥710 = ¥1,710" and cash == 1016
    assert ann.locator("[data-testid=qs-total]").inner_text() == "¥1,016 + ¥710 = ¥1,726"
    assert focused_testid(ann) == "qs-asset-5"
    assert ann.evaluate("document.querySelector('.qs-asset-list').scrollTop") == scrolled
    ann.set_viewport_size({"width": 390, "height": 844})
    ann.screenshot(path=str(tmp_path / "qs-mortgage-kept-390x844.png"))
    ann.set_viewport_size({"width": 1280, "height": 800})
    ann.screenshot(path=str(tmp_path / "qs-mortgage-kept-1280x800.png"))

    ann.click("[data-testid=qs-sell]")
    ann.wait_for_selector("[data-testid=qs-mortgage]", state="detached")
    last = Game.objects.get(pk=game.pk).moves.order_by("-seq").first()
    assert last.action == {"type": "sell", "squares": [5, 11]}
    assert ann.errors == []
    print("screenshots in", tmp_path, "list scrolled by", scrolled)


# -- 拥有者的决断: a trade being typed while another seat resigns --------------------------

def trade_state(engine):
    from tests.engines.owners_choice_support import position

    return position(players=3, shares=[{"red": 3, "yellow": 3}, {"green": 3, "blue": 3}, {}], cash=[90, 90, 90])


def test_owners_choice_keeps_the_trade_being_typed(web_server, browser, tmp_path):
    base = web_server
    ann = sign_up(browser, base, "ann")
    for name in ("bob", "cat"):
        sign_up(browser, base, name).context.close()
    game = new_game("owners-choice", ["ann", "bob", "cat"], state=trade_state)
    open_page(ann, base, game)
    ann.wait_for_selector("[data-testid=oc-trade]")
    ann.fill("[data-testid=oc-sell-red]", "2")
    ann.wait_for_function("!document.querySelector('[data-testid=oc-trade-send]').disabled")
    total = ann.locator("[data-testid=oc-trade-total]").inner_text()
    assert total.startswith("sell ¥") and not total.startswith("sell ¥0")

    wait_version(ann, act(game.pk, 2, {"type": "resign"}))
    assert ann.locator("[data-testid=oc-sell-red]").input_value() == "2"
    assert focused_testid(ann) == "oc-sell-red"
    assert ann.locator("[data-testid=oc-trade-total]").inner_text() == total
    assert not ann.locator("[data-testid=oc-trade-send]").is_disabled()
    for width, height in ((1280, 800), (390, 844)):
        ann.set_viewport_size({"width": width, "height": height})
        ann.screenshot(path=str(tmp_path / f"oc-trade-kept-{width}x{height}.png"))

    ann.click("[data-testid=oc-trade-send]")
    ann.wait_for_function("v => window.gamePage.game.version > v", arg=1)
    assert Game.objects.get(pk=game.pk).state["shares"][0]["red"] == 1
    assert ann.errors == []
    print("screenshots in", tmp_path)


def test_chinese_checkers_drops_a_swap_the_push_made_impossible_and_says_so(web_server, browser, tmp_path):
    """Ann aims 移形换位 from her piece at Bob's, the only piece within 4; Bob resigns (his
    pieces leave the board): the swap is no longer possible, so the page drops it and says
    so, and sends nothing."""
    base = web_server
    ann = sign_up(browser, base, "ann")
    for name in ("bob", "cat"):
        sign_up(browser, base, name).context.close()
    users = [get_user_model().objects.get(username=n) for n in ("ann", "bob", "cat")]
    position = {"pieces": {"0": [[-4, 0]], "1": [[-3, 0]], "2": [[4, -4]]}, "to_move": 0, "round": 1}
    game = game_create(user=users[0], game_type="chinese-checkers", players=3, options={"items": True},
                       time_control={"kind": "live", "seconds": 300}, rated=False, position=position)
    for user in users[1:]:
        game_join(game_id=game.pk, user=user)
    open_page(ann, base, game)
    ann.click("[data-testid=item-swap]")
    ann.click("[data-testid='item-target--4,0']")
    ann.wait_for_selector("[data-testid='item-target--3,0']")
    assert ann.locator(".cc-item-target").count() == 1

    wait_version(ann, act(game.pk, 1, {"type": "resign"}))
    ann.wait_for_function("document.querySelector('.cc-hint').textContent.startsWith('The board changed')")
    assert ann.locator(".cc-item-target").count() == 0
    assert ann.locator("[data-testid=item-swap]").is_disabled()
    assert "pick up a piece" in ann.locator(".cc-hint").inner_text()
    for width, height in ((1280, 800), (390, 844)):
        ann.set_viewport_size({"width": width, "height": height})
        ann.screenshot(path=str(tmp_path / f"cc-swap-dropped-{width}x{height}.png"))
    assert [m.action["type"] for m in Game.objects.get(pk=game.pk).moves.order_by("seq")] == ["resign"]
    assert ann.errors == []
