"""QQ跳棋, 强手棋, Monopoly Deal and 拥有者的决断: a refused move's ``message`` in the
player's language, through the real move endpoint (``services.play.rules_message``;
docs/i18n.md). Each game: three refusals in Chinese (Accept-Language ``zh-hans``) and the
same in English, exact texts, names (items, cards, colours, companies) in the page's
language; nothing is written (the game's version stays)."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from boardgames.models import Game
from tests.api.test_cheaters_errors import EN, ZH, player

pytestmark = pytest.mark.django_db

SEED = 20261202  # a fixed deal (Monopoly Deal's hands), the same every run


def two_player_game(game: str, **extra) -> tuple[APIClient, APIClient, int]:
    ann, bob = player("ann"), player("bob")
    created = ann.post("/api/v1/games/", {"game": game, "players": 2, "rated": False, **extra}, format="json")
    assert created.status_code == 201, created.json()
    gid = created.json()["id"]
    Game.objects.filter(pk=gid).update(seed=SEED)  # the deal is made when the room fills
    assert bob.post(f"/api/v1/games/{gid}/join/", {}, format="json").status_code == 200
    return ann, bob, gid


def refused(client, gid, action, headers) -> tuple[int, str]:
    version = Game.objects.get(pk=gid).version
    answer = client.post(f"/api/v1/games/{gid}/moves/", {"version": version, "action": action}, format="json",
                         **headers)
    assert Game.objects.get(pk=gid).version == version, "a refused move changed the game"
    return answer.status_code, answer.json()["message"]


def to_move(ann, bob, gid):
    """(the client whose decision it is, the other one)."""
    view = ann.get(f"/api/v1/games/{gid}/").json()
    seat = view.get("to_move")
    return (ann, bob) if seat in (0, None) else (bob, ann)


def check(client, gid, action, status, zh, en):
    assert refused(client, gid, action, ZH) == (status, zh)
    assert refused(client, gid, action, EN) == (status, en)


def test_chinese_checkers_refusals_in_both_languages():
    ann, bob, gid = two_player_game("chinese-checkers", options={"items": True, "jump_rule": "single"})
    check(ann, gid, {"type": "item", "item": "roadblock", "hole": [0, 4]}, 400,
          "现在不能用路障：(0, 4)：你的棋子都不在它的 3 个棋位之内。",
          "路障 (roadblock) cannot be played: (0, 4): none of your pieces is within 3 holes of it.")
    check(ann, gid, {"type": "move", "path": [[0, 4], [0, 3]]}, 400,
          "座位 0 的走法 (0, 4) -> (0, 3) 不合规则：起点 (0, 4) 上没有你的棋子（那里是空位）。",
          "Illegal move (0, 4) -> (0, 3) by seat 0: the start hole (0, 4) does not hold one of your pieces "
          "(it is empty).")
    check(bob, gid, {"type": "move", "path": [[0, 4], [0, 3]]}, 403,
          "现在轮到座位 0，不是座位 1；不接受 'move'。",
          "It is seat 0's turn, not seat 1's; 'move' is not accepted.")
    check(ann, gid, {"type": "accept_draw"}, 400, "没有可以接受的和棋提议。", "There is no draw offer to accept.")


def test_qiangshou_refusals_in_both_languages():
    ann, bob, gid = two_player_game("qiangshou")
    check(ann, gid, {"type": "buy"}, 400, "座位 0 的掷骰决定须以 roll 回答，而不是 'buy'。",
          "Seat 0 must answer its roll decision with roll, not 'buy'.")
    check(ann, gid, {"type": "sell", "squares": [1]}, 403,
          "座位 0 没有欠款；只有欠款超过现金时才卖地还债（被动抵押）。",
          "Seat 0 owes nothing; land is sold only to pay a debt larger than cash (passive mortgage).")
    check(bob, gid, {"type": "roll"}, 403, "座位 1 没有待做的掷骰、买地或建房决定；现在不能 'roll'。",
          "Seat 1 has no roll, buy or build decision pending; 'roll' is not possible now.")


def test_monopoly_deal_refusals_name_cards_and_colours_in_the_page_language():
    ann, bob, gid = two_player_game("monopoly-deal")
    hand = ann.get(f"/api/v1/games/{gid}/").json()["view"]["you"]["hand"]
    assert 45 in hand and 72 in hand, hand  # the fixed deal: a Railroad property, a Deal Breaker
    check(ann, gid, {"type": "bank", "card": 45}, 400, "物业牌不能存入银行；请把它放到你的物业区。",
          "Property cards cannot be put in the bank; lay them in your property area.")
    check(ann, gid, {"type": "lay", "card": 45, "color": "brown"}, 400, "铁路物业牌不能当作啡放下。",
          "Railroad property cannot be laid as Brown.")
    check(ann, gid, {"type": "play", "card": 45}, 400, "铁路物业牌不是行动牌；请把它存入银行或放到物业区。",
          "Railroad property is not an action card; bank or lay it.")
    check(ann, gid, {"type": "play", "card": 72, "target": 1, "color": "light_blue"}, 400,
          "座位 1 没有可以接管的全套浅蓝物业。", "Seat 1 has no complete Light Blue set to take.")
    check(bob, gid, {"type": "end_turn"}, 403, "座位 1 现在没有要做的决定。", "Seat 1 has no decision to make now.")


def test_owners_choice_refusals_name_companies_in_chinese():
    ann, bob, gid = two_player_game("owners-choice")
    red = ann.get(f"/api/v1/games/{gid}/").json()["view"]["seats"][0]["shares"]["red"]
    check(ann, gid, {"type": "trade", "buy": {"red": 13}}, 400, "银行的红股票只剩 12 股。",
          "The bank has only 12 red shares.")
    check(ann, gid, {"type": "trade", "sell": {"red": 13}}, 400, f"你持有的红股票是 {red} 股，不是 13 股。",
          f"You hold {red} red shares, not 13.")
    check(ann, gid, {"type": "trade", "sell": {"red": 1, "blue": 1}, "buy": {"red": 1, "blue": 1}}, 400,
          "同一次交易中不能既卖出又买进蓝、红。", "You cannot sell and buy blue, red in the same trade.")
    check(ann, gid, {"type": "end_turn"}, 400, "现在不能做“end turn”；你可以：trade, move, roll。",
          "You cannot end turn now; you may: trade, move, roll.")


def test_a_refused_joining_choice_speaks_the_players_language():
    ann, bob = player("ann"), player("bob")
    gid = ann.post("/api/v1/games/", {"game": "qiangshou", "players": 2}, format="json").json()["id"]
    for headers, text in ((ZH, "普通场没有保证金：只有金币场才交保证金。请不带保证金加入。"),
                          (EN, "A normal room (普通场) has no deposit (保证金): only a coin room (金币场) takes "
                               "one. Join without a deposit.")):
        answer = bob.post(f"/api/v1/games/{gid}/join/", {"seat_extra": {"deposit": 1}}, format="json", **headers)
        assert (answer.status_code, answer.json()["message"]) == (400, text)
    assert Game.objects.get(pk=gid).status == Game.Status.OPEN
