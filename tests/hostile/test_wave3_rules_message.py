"""Wave-3 attacks on the translated refusals (``services.play.rules_message``): templates
or parameters holding ``%``, ``{}``, placeholders they do not fill, or very long text
give a message, never an exception, in every language a request may ask for."""

from __future__ import annotations

import pytest
from django.utils import translation

from boardgames.engines.core import IllegalAction, RulesError, Term
from boardgames.services.play import rules_message

LANGUAGES = ["en", "zh-hans", "zh-hant", "xx", ""]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("make, expected", [
    (lambda: IllegalAction("100% sure {} {0} %(x)"), "100% sure {} {0} %(x)"),
    (lambda: IllegalAction("card %(card)s", card="%(other)s {}%"), "card %(other)s {}%"),
    (lambda: IllegalAction("cheat %(cheat)s", cheat=Term("%s %d {x}")), "cheat %s %d {x}"),
    (lambda: IllegalAction("x" * 100_000), "x" * 100_000),
    (lambda: IllegalAction("n %(n)d", n=2**70), f"n {2**70}"),
])
def test_odd_templates_and_params_give_their_text(language, make, expected):
    with translation.override(language or None):
        assert rules_message(make()) == expected


def test_a_translation_whose_placeholders_do_not_fit_falls_back_to_english(monkeypatch):
    from boardgames.services import play

    error = IllegalAction("You owe %(cash)s.", cash=5)
    monkeypatch.setattr(play, "_", lambda text: "你欠 %(money)s。" if text == "You owe %(cash)s." else text)
    assert rules_message(error) == "You owe 5."


def test_an_empty_refusal_is_an_empty_text():
    assert rules_message(RulesError()) == ""
