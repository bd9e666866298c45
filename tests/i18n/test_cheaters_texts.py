"""Monopoly: Cheaters Edition's names and texts reach each page in its language (issue 12:
the cheat cards, the 32 Chance / Community Chest cards and the squares were English on
Chinese pages, and a cheat card that left the table had no back to show).

- The catalogue (boardgames/cheaters_texts.py) in zh-hans holds the seed's names (in
  Simplified characters) and Chinese texts, no Latin letter; in English the English.
- The zh-hans catalogue's translation of each English name is the seed's name in
  data.py (one home: data.py; the .po file cannot drift from it).
- The game page embeds the catalogue of the page's language; the API serves it too.
"""

from __future__ import annotations

import json
import re

import pytest
from django.urls import reverse
from django.utils import translation

from boardgames.cheaters_texts import catalogue
from boardgames.engines.cheaters import data
from boardgames.services import game_create, game_join

ZH = {"HTTP_ACCEPT_LANGUAGE": "zh-CN,zh;q=0.9"}
#: Traditional characters the seed's names had (and their Simplified forms do not).
TRADITIONAL = set("點寶羅區鐵東機監參聖爾廣維賓納紐費車諾馬園獄來線額貼脫藝術約錢價產換盜竊無證偽銀搶佔規"
                  "會頭許當罰貸錯帳師賣貨釋稅詐險醫學顧選亞軍墊終淺紅黃綠藍")


def _texts(cat: dict) -> list[str]:
    out = list(cat["squares"]) + list(cat["decks"].values())
    for c in cat["cheats"].values():
        out += [c["name"], c["text"], c["reward"], c["penalty"]]
    for c in cat["cards"].values():
        out += [c["name"], c["text"]]
    return out


def test_the_chinese_catalogue_has_the_seed_names_and_chinese_texts():
    with translation.override("zh-hans"):
        cat = catalogue()
    assert len(cat["cheats"]) == 15 and len(cat["cards"]) == 32 and len(cat["squares"]) == 40
    assert [c["name"] for c in cat["cheats"].values()] == [c["name"] for c in data.CHEATS]
    assert cat["cheats"]["slippery_deed"]["name"] == "滑溜溜的契约"
    assert cat["cheats"]["escape_artist"]["name"] == "逃脱艺术家"
    assert cat["cheats"]["bank_heist"] == {
        "id": "bank_heist", "name": "银行抢劫", "name_zh": "银行抢劫", "text": "从银行偷取任意金额的钱。",
        "reward": "其他每位玩家付给你₩100。", "penalty": "把钱还回去，付给其他每位玩家₩100，然后入狱。"}
    assert cat["cards"]["CH03"] == {"id": "CH03", "deck": "chance", "name": "伊利诺大道接头",
                                    "text": "去伊利诺大道与同伙碰头。前进到那里。", "keep": False}
    assert cat["squares"][10] == "监狱 / 只是参观" and cat["squares"][4] == "休息区"
    assert cat["decks"] == {"chance": "机会", "chest": "社群宝箱"}
    texts = _texts(cat)
    assert len(texts) == 40 + 2 + 15 * 4 + 32 * 2
    english = [x for x in texts if re.search("[A-Za-z]", x.replace("B&O", ""))]
    assert english == []
    assert [x for x in texts if TRADITIONAL & set(x)] == []


def test_the_english_catalogue_is_the_engine_english():
    with translation.override("en"):
        cat = catalogue()
    assert cat["cheats"]["bank_heist"]["name"] == "Bank Heist"
    assert cat["cheats"]["bank_heist"]["name_zh"] == "银行抢劫"
    assert cat["cheats"]["bank_heist"]["penalty"] == data.CHEAT_BY_ID["bank_heist"]["penalty"]
    assert cat["cards"]["CC14"]["text"] == "Street repairs around your hotels. Pay ₩115 for each hotel you own."
    assert cat["squares"] == [sq["name_en"] for sq in data.SQUARES]
    assert cat["forgeable"] == list(data.FORGEABLE) and "CH07" not in cat["forgeable"]
    assert not [x for x in _texts(cat) if re.search("[\u4e00-\u9fff]", x)]


def test_the_chinese_translation_of_every_name_is_the_seed_name_in_data():
    entries = [*data.SQUARES, *data.CHEATS, *(c for deck in data.DECKS.values() for c in deck)]
    with translation.override("zh-hans"):
        wrong = [(e["name_en"], translation.gettext(e["name_en"]), e["name"]) for e in entries
                 if translation.gettext(e["name_en"]) != e["name"]]
    assert wrong == []
    assert not [e["name"] for e in entries if TRADITIONAL & set(e["name"])]
    assert not [n for n in data.DECK_NAMES.values() if TRADITIONAL & set(n)]


@pytest.mark.django_db
def test_the_game_page_and_the_api_serve_the_catalogue_in_the_page_language(client, make_user):
    ann, bob = make_user("ann"), make_user("bob")
    game = game_create(user=ann, game_type="cheaters-edition", players=2, options={},
                       time_control={"kind": "live", "seconds": 60}, rated=False)
    game_join(game_id=game.pk, user=bob)
    client.force_login(ann)

    def embedded(**headers):
        html = client.get(reverse("game", args=[game.pk]), **headers).content.decode()
        match = re.search(r'<script id="game-catalogue" type="application/json">(.*?)</script>', html, re.S)
        return json.loads(match.group(1))

    assert embedded(**ZH)["cheats"]["forged_chance"]["name"] == "伪造机会"
    assert embedded(HTTP_ACCEPT_LANGUAGE="en")["cheats"]["forged_chance"]["name"] == "Forged Chance"
    api = client.get(reverse("api-game-catalogue", args=["cheaters-edition"]), **ZH).json()
    assert api["catalogue"]["cards"]["CH01"]["name"] == "溜回起点"
