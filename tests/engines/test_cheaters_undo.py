"""A caught cheat is undone first (RULINGS, Cheaters Edition: "A caught cheat is undone first
where its penalty does not say what becomes of what it took ... then the penalty applies"):
the cases of Forged Chance and Trick Dice beyond the audit's (docs/rules/cheaters-edition.md,
"Cheating"), and the events the undo shows to the other seats."""

from __future__ import annotations

from .cheaters_support import E, act, cash, cheat, jail, own, rig, roll
from .test_cheaters_audit2 import close, forged, with_cheat


def forged_from(square, drawn, played, dice=(1, 2), mine=()):
    """Seat 0 (owning ``mine``) rolls ``dice`` from ``square`` onto a Chance square, draws
    ``drawn`` and plays ``played`` instead (Forged Chance); four players."""
    s = with_cheat("forged_chance", square=square)
    own(s, 0, *mine)
    s["decks"]["chance"].remove(drawn)
    s["decks"]["chance"].insert(0, drawn)
    s, _ = roll(s, 0, *dice)
    assert s["stage"]["kind"] == "card"
    s, _ = cheat(s, 0, "forged_chance", card=played)
    return s


def test_caught_forged_move_card_goes_back_gives_back_its_go_money_and_the_drawn_card_acts():
    """From Chance 36 the forged CH04 (advance to St. Charles Place 11, seat 0's own) passes GO
    (₩200). Caught: the ₩200 back, the token back on 36 (no second draw), the drawn CH06 (₩50),
    ₩200 to the catcher."""
    s = forged_from(33, "CH06", "CH04", mine=(11,))
    assert s["seats"][0]["position"] == 11 and cash(s)[0] == 1700
    s = close(s, [(1, "forged_chance")])
    assert cash(s) == [1500 + 50 - 200, 1700, 1500, 1500] and s["seats"][0]["position"] == 36
    assert s["turn"]["seat"] == 1 and s["stage"]["kind"] == "roll"


def test_caught_forged_go_to_jail_puts_the_freed_prisoner_back_in_the_handcuffs():
    """The forged CH09 (go to jail) took the handcuffs off seat 2 (seed 手銬). Caught: seat 0 is back
    on Chance 22 out of jail, seat 2 back in the handcuffs with its tries, the drawn CH06 acts."""
    s = with_cheat("forged_chance", square=19)
    jail(s, 2)
    s["seats"][2]["jail_turns"] = 1
    s["decks"]["chance"].remove("CH06")
    s["decks"]["chance"].insert(0, "CH06")
    s, _ = roll(s, 0, 1, 2)
    s, _ = cheat(s, 0, "forged_chance", card="CH09")
    assert s["seats"][0]["in_jail"] and not s["seats"][2]["in_jail"] and s["handcuffs"] == 0
    s = close(s, [(3, "forged_chance")])
    assert s["seats"][0]["position"] == 22 and not s["seats"][0]["in_jail"]
    assert s["seats"][2]["in_jail"] and s["seats"][2]["jail_turns"] == 1 and s["handcuffs"] == 2
    assert cash(s) == [1500 + 50 - 200, 1500, 1500, 1700]


def test_caught_forged_move_card_what_the_square_reached_did_stands():
    """Ours (as for Trick Dice): the forged CH02 took seat 0 to Boardwalk, which it bought for ₩400.
    Caught: the token goes back to Chance 22 and the drawn CH06 acts, but the purchase stands."""
    s = forged_from(19, "CH06", "CH02")
    assert s["stage"]["kind"] == "buy" and s["stage"]["square"] == 39
    s, _ = act(s, 0, {"type": "buy"})
    s = close(s, [(2, "forged_chance")])
    assert s["owners"][39] == 0 and s["seats"][0]["position"] == 22
    assert cash(s) == [1500 - 400 + 50 - 200, 1500, 1700, 1500]


def test_caught_forged_move_card_leaves_a_token_that_rolled_again_where_it_stands():
    """Ours: doubles brought seat 0 to Chance 22; the forged CH04 moved it to its St. Charles Place
    (GO: ₩200); its roll again (1+2) reached its Virginia Avenue 14. Caught: the ₩200 back, the token
    stays on 14 (that roll was honest), the drawn CH06 acts, ₩200 to the catcher."""
    s = forged_from(18, "CH06", "CH04", dice=(2, 2), mine=(11, 14))
    assert s["stage"]["kind"] == "end" and s["stage"]["doubles"] is True
    s, _ = roll(s, 0, 1, 2)
    assert s["seats"][0]["position"] == 14
    s = close(s, [(1, "forged_chance")])
    assert s["seats"][0]["position"] == 14 and cash(s) == [1500 + 50 - 200, 1700, 1500, 1500]


def test_caught_forged_chance_whose_drawn_card_is_kept_puts_it_in_the_hand():
    """Drawn CH15 (kept: ₩150 later), forged CH16 (collect ₩150). Caught: the ₩150 back, CH15 in the
    cheater's hand and out of the deck, ₩200 to the catcher."""
    s = forged_from(19, "CH15", "CH16")
    s = close(s, [(1, "forged_chance")])
    assert cash(s) == [1300, 1700, 1500, 1500] and s["seats"][0]["cards"] == ["CH15"]
    assert "CH15" not in s["decks"]["chance"]


def test_caught_forged_chance_undo_events_name_no_cheat():
    """The undo shows only plain facts: money with reason ``refund``, then the drawn card's own
    events; only the window's results and the replaced cheat card (public once caught) name it."""
    s = forged("CH06", "CH16")
    s, _ = act(s, 0, {"type": "end_turn"})
    for q, a in ((1, {"type": "pass"}), (3, {"type": "pass"}),
                 (2, {"type": "accuse", "target": 0, "cheat": "forged_chance"})):
        s, events = act(s, q, a)
    money = [(e["payer"], e["payee"], e["amount"], e["reason"]) for e in events if e["type"] == "money"]
    assert money == [(0, "bank", 150, "refund"), ("bank", 0, 50, "card"), (0, 2, 200, "penalty")]
    assert {"type": "card", "seat": 0, "deck": "chance", "id": "CH06", "kept": False} in events
    shown = {str(v) for e in events if e["type"] not in ("window", "cheat_card") for v in e.values()}
    assert "forged_chance" not in shown


def test_caught_trick_dice_that_jailed_puts_the_freed_prisoner_back_in_the_handcuffs():
    """From Ventnor 27 the claimed 3 reaches Go To Jail and frees seat 2 (seed 手銬). Caught: seat 0
    moves by the real dice 1+3 to Pacific Avenue 31 out of jail; seat 2 is back in the handcuffs."""
    s = with_cheat("trick_dice", players=3, square=27)
    jail(s, 2)
    s["seats"][2]["jail_turns"] = 2
    rig(s, 1, 3)
    s, _ = cheat(s, 0, "trick_dice", total=3)
    assert s["handcuffs"] == 0 and not s["seats"][2]["in_jail"]
    s = close(s, [(1, "trick_dice")])
    assert s["seats"][0]["position"] == 31 and not s["seats"][0]["in_jail"] and s["stage"]["kind"] == "buy"
    assert s["seats"][2]["in_jail"] and s["seats"][2]["jail_turns"] == 2 and s["handcuffs"] == 2


def test_escape_artist_is_listed_at_the_end_decision_only_in_jail():
    """RULINGS: a cheat is available "where its situation applies": in jail after a missed roll
    (the ``end`` decision), not out of jail."""
    s = with_cheat("escape_artist", players=3)
    jail(s, 0)
    s["stage"]["in_jail"] = True
    s, _ = roll(s, 0, 1, 2)
    assert {"type": "cheat", "cheat": "escape_artist"} in E.legal_actions(s, 0)
    s, _ = cheat(s, 0, "escape_artist")
    assert s["stage"]["kind"] == "end" and s["seats"][0]["position"] == 10
    s = with_cheat("escape_artist", players=3, square=8)
    s, _ = roll(s, 0, 1, 3)
    assert s["stage"]["kind"] == "end"
    assert {"type": "cheat", "cheat": "escape_artist"} not in E.legal_actions(s, 0)
