"""The property-game core (boardgames/engines/property) on a tiny made-up board."""

from __future__ import annotations

import random

import pytest

from boardgames.engines.core import Rng
from boardgames.engines.property import board as pboard
from boardgames.engines.property import debts, movement
from boardgames.engines.property.board import BoardSpec, owned, owns_group, sell_to_bank
from boardgames.engines.property.cards import EffectRegistry, draw_to_bottom, shuffled_decks
from boardgames.engines.property.money import BANK, Ctx, conservation_errors, money_total, transfer
from boardgames.engines.qiangshou import ENGINE as QIANGSHOU
from boardgames.engines.kit.copying import copy_json

SQUARES = (
    {"index": 0, "name": "GO", "kind": "start", "group": None},
    {"index": 1, "name": "Ash Lane", "kind": "street", "group": "A", "price": 100, "mortgage": 50},
    {"index": 2, "name": "Elm Lane", "kind": "street", "group": "A", "price": 120, "mortgage": 60},
    {"index": 3, "name": "Line", "kind": "railway", "group": None, "price": 200, "mortgage": 100},
    {"index": 4, "name": "Chance", "kind": "chance", "group": "A"},
    {"index": 5, "name": "Jail", "kind": "jail", "group": None},
)
TINY = BoardSpec(squares=SQUARES, start=0, jail=5, ownable_kinds=frozenset({"street", "railway"}),
                 pass_field="passed_go")
PASS_GO = 200


def state(cash=(500, 500, 500)):
    return {"seats": [{"cash": c, "status": "playing", "position": 0} for c in cash],
            "owners": [None] * 6, "levels": [0] * 6, "bank": {"received": 0, "paid": 0},
            "debts": [], "decks": {}}


def collect_go(ctx, seat):
    transfer(ctx, BANK, seat, PASS_GO, "go")


def placed(seat, square):
    """A fresh state with ``seat`` on ``square``, and its Ctx."""
    s = state()
    s["seats"][seat]["position"] = square
    return s, Ctx(s)


class TestBoard:
    def test_groups_only_from_streets(self):
        assert TINY.size == 6 and TINY.group("A") == (1, 2) and TINY.groups() == {"A": (1, 2)}
        assert TINY.of_kind("railway") == (3,) and TINY.ownable(3) and not TINY.ownable(4)

    def test_indexes_must_match(self):
        with pytest.raises(ValueError):
            BoardSpec(squares=(SQUARES[1],))

    def test_ownership(self):
        s = state()
        s["owners"][1] = 0
        assert owned(s, 0) == [1] and not owns_group(s, TINY, 0, "A")
        s["owners"][2] = 0
        assert owns_group(s, TINY, 0, "A") and pboard.count_owned(s, (1, 2, 3), 0) == 2


class TestMovement:
    def test_passing_go_runs_the_hook(self):
        s, ctx = placed(0, 4)
        assert movement.advance(ctx, TINY, 0, 3, "dice", collect_go) is True
        assert s["seats"][0]["position"] == 1 and s["seats"][0]["cash"] == 700
        assert ctx.events == [
            {"type": "move", "seat": 0, "to": 1, "steps": 3, "passed_go": True, "via": "dice", "from": 4},
            {"type": "money", "payer": BANK, "payee": 0, "amount": 200, "reason": "go", "square": None}]

    def test_landing_on_go_counts_and_short_moves_do_not(self):
        s, ctx = placed(0, 3)
        assert movement.advance(ctx, TINY, 0, 3, "dice", collect_go) is True
        assert s["seats"][0]["position"] == 0 and s["seats"][0]["cash"] == 700
        assert movement.advance(ctx, TINY, 0, 5, "dice", collect_go) is False
        assert s["seats"][0]["position"] == 5 and s["seats"][0]["cash"] == 700
        assert movement.advance(ctx, TINY, 0, 13, "dice", collect_go) is True  # two laps: paid once
        assert s["seats"][0]["position"] == 0 and s["seats"][0]["cash"] == 900

    def test_stop_at_start(self):
        s, ctx = placed(1, 4)
        movement.advance(ctx, TINY, 1, 5, "dice", collect_go, stop_at_start=True)
        assert s["seats"][1]["position"] == 0 and ctx.events[0]["steps"] == 2
        assert s["seats"][1]["cash"] == 700

    def test_back_and_send_to_never_pass_go(self):
        s, ctx = placed(2, 1)
        movement.move_back(ctx, TINY, 2, 2)
        movement.send_to(ctx, TINY, 2, TINY.jail, "jail")
        assert s["seats"][2]["position"] == 5 and s["seats"][2]["cash"] == 500
        assert [(e["from"], e["to"], e["steps"], e["passed_go"]) for e in ctx.events] == [(1, 5, -2, False),
                                                                                            (5, 5, 0, False)]

    def test_steps(self):
        assert movement.steps_to(TINY, 4, 1) == 3 and movement.steps_to(TINY, 2, 2) == 0
        assert movement.steps_to_nearest(TINY, 3, (3,)) == 6 and movement.steps_to_nearest(TINY, 4, (1, 3)) == 3


class TestMoney:
    def test_transfers_are_conserved(self):
        before = state()
        s = copy_json(before)
        ctx = Ctx(s)
        transfer(ctx, 0, 1, 120, "rent", 2)
        transfer(ctx, 1, BANK, 70, "tax")
        transfer(ctx, BANK, 2, 200, "go")
        transfer(ctx, 0, 1, 0, "nothing")  # no event for nothing
        assert [p["cash"] for p in s["seats"]] == [380, 550, 700]
        assert s["bank"] == {"received": 70, "paid": 200} and money_total(s) == money_total(before) == 1500
        assert len(ctx.events) == 3 and conservation_errors(before, s, ctx.events) == []

    def test_a_leak_is_found(self):
        before = state()
        s = copy_json(before)
        ctx = Ctx(s)
        transfer(ctx, 0, 1, 100, "rent")
        s["seats"][2]["cash"] += 5  # money without an event
        assert conservation_errors(before, s, ctx.events) == [
            "seat 2: cash moved 5, its events say 0", "money total changed by 5, created only 0"]

    def test_a_source_creates_money(self):
        class FundCtx(Ctx):
            sources = {"fund": lambda s, payee, amount: s.__setitem__("fund", s["fund"] - amount)}
        before = state()
        before["fund"] = 300
        s = copy_json(before)
        ctx = FundCtx(s)
        transfer(ctx, "fund", 1, 250, "lap")
        assert s["fund"] == 50 and s["seats"][1]["cash"] == 750
        assert conservation_errors(before, s, ctx.events) == []


class TestDebts:
    def test_paid_at_once_when_cash_covers(self):
        s = state()
        ctx = Ctx(s)
        assert debts.pay_now(ctx, 0, debts.owed([[1, 300], [2, 0], [BANK, 200]]), "card")
        assert [p["cash"] for p in s["seats"]] == [0, 800, 500] and s["bank"]["received"] == 200

    def test_a_debt_settled_by_selling(self):
        s = state((100, 500, 500))
        s["owners"][1] = s["owners"][3] = 0
        ctx = Ctx(s)
        assert not debts.pay_now(ctx, 0, [[1, 180]], "rent", 2)
        assert s["seats"][0]["cash"] == 100 and ctx.events == []
        debt = debts.open_debt(ctx, 0, [[1, 180]], "rent", 2, "7:sell:0")
        assert debts.debt_of(s, 0) is debt and debt["amount"] == 180
        mortgage = {i: SQUARES[i]["mortgage"] for i in (1, 3)}
        pick = [debts.cheapest_first(owned(s, 0), mortgage.get, mortgage.get, 100, n) for n in (100, 150, 151)]
        assert pick == [[], [1], [1, 3]]  # lowest mortgage first, only as many as needed
        chosen = debts.cheapest_first(owned(s, 0), mortgage.get, mortgage.get, 100, 180)
        assert chosen == [1, 3]
        sell_to_bank(ctx, TINY, 0, chosen, lambda st, i: mortgage[i], auto=True)
        debts.close_debt(ctx, debt)
        assert s["seats"][0]["cash"] == 100 + 50 + 100 - 180 and s["seats"][1]["cash"] == 680
        assert s["owners"][1] is None and s["debts"] == [] and owned(s, 0) == []
        assert conservation_errors(state((100, 500, 500)), s, ctx.events) == []

    def test_a_bankruptcy_pays_as_far_as_cash_goes(self):
        s = state((90, 500, 500))
        s["seats"][2]["status"] = "left"
        assert debts.is_bankrupt(90, [50], 150) and not debts.is_bankrupt(90, [60], 150)
        ctx = Ctx(s)
        debts.pay_creditors(ctx, 0, [[1, 60], [2, 60]], "card", None, as_far_as_cash_goes=True)
        assert [p["cash"] for p in s["seats"]] == [0, 560, 500] and s["bank"]["received"] == 30

    def test_cancelled_on_leaving(self):
        s = state((10, 500, 500))
        ctx = Ctx(s)
        debts.open_debt(ctx, 0, [[1, 50]], "rent", 1, "1:sell:0")
        debts.cancel_debts(ctx, 0)
        assert s["debts"] == [] and ctx.events[-1] == {"type": "debt_cancelled", "seat": 0, "amount": 50}


class TestCards:
    DECKS = {"chance": [{"id": f"c{i}", "effect": {"kind": "collect", "amount": 10 * i}} for i in range(1, 5)]}

    def test_decks_shuffled_by_the_seed_and_drawn_to_the_bottom(self):
        first = shuffled_decks(Rng(3), self.DECKS)
        assert first == shuffled_decks(Rng(3), self.DECKS) and sorted(first["chance"]) == ["c1", "c2", "c3", "c4"]
        s = state()
        s["decks"] = copy_json(first)
        top = draw_to_bottom(s, "chance")
        assert top == first["chance"][0] and s["decks"]["chance"] == first["chance"][1:] + [top]

    def test_registry_runs_the_effect_of_its_kind(self):
        effects = EffectRegistry()

        @effects.register("collect")
        def collect(ctx, seat, effect, depth):
            transfer(ctx, BANK, seat, effect["amount"] + depth, "card")

        with pytest.raises(ValueError):
            effects.register("collect")(collect)
        s = state()
        effects.run(Ctx(s), 1, {"kind": "collect", "amount": 30}, depth=2)
        assert s["seats"][1]["cash"] == 532 and effects.kinds() == {"collect"}
        with pytest.raises(KeyError):
            effects.run(Ctx(s), 1, {"kind": "unknown"}, depth=0)


def test_qiangshou_cards_have_registered_effects():
    from boardgames.engines.qiangshou.cards import DECKS
    from boardgames.engines.qiangshou.landing import EFFECTS
    assert {c["effect"]["kind"] for cards in DECKS.values() for c in cards} <= EFFECTS.kinds()


@pytest.mark.parametrize("room,seed", [("normal", 11), ("coin", 12)])
def test_qiangshou_money_is_conserved_in_a_random_game(room, seed):
    """Every action of a seeded random 强手棋 game moves money only by its events; in a
    coin room the lap payments out of the deposits are the only created money."""
    rng = random.Random(seed)
    options = QIANGSHOU.normalize_options(3, {"room": room, "deposits": [2, 0, 5] if room == "coin" else None})
    s = QIANGSHOU.new_game(3, options, seed)
    for _ in range(3000):
        prompts = QIANGSHOU.prompts(s)
        if not prompts:
            break
        prompt = rng.choice(prompts)
        actions = [a for a in QIANGSHOU.legal_actions(s, prompt.seat) if a["type"] in prompt.kinds]
        action = rng.choice(actions) if rng.random() > 0.05 else {"type": "timeout"}
        new, events = QIANGSHOU.apply(s, prompt.seat, action)
        assert conservation_errors(s, new, events) == []
        created = sum(e["amount"] for e in events if e["type"] == "money" and e["payer"] == "deposit")
        deposits = sum(p["deposit_left"] for p in s["seats"]) - sum(p["deposit_left"] for p in new["seats"])
        assert created == deposits
        s = new
    assert QIANGSHOU.outcome(s) is not None
