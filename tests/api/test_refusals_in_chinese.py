"""QQ跳棋, 强手棋, Monopoly Deal and 拥有者的决断: a refused move's ``message`` in the
player's language, through the real move endpoint (``services.play.rules_message``;
docs/i18n.md). Each game: three refusals in Chinese (Accept-Language ``zh-hans``) and the
same in English, exact texts, names (items, cards, colours, companies, actions by the
page's button words) in the page's language; nothing is written (the game's version
stays). Also the action-shape check (engines/shapes.py) and the room option checks
(engines/core.py, services/lobby.py) in both languages."""

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
          "现在轮到座位 0，不是座位 1；不接受“走棋”。",
          "It is seat 0's turn, not seat 1's; \"Move\" is not accepted.")
    check(ann, gid, {"type": "accept_draw"}, 400, "没有可以接受的和棋提议。", "There is no draw offer to accept.")


def test_qiangshou_refusals_in_both_languages():
    ann, bob, gid = two_player_game("qiangshou")
    check(ann, gid, {"type": "buy"}, 400, "座位 0 的掷骰子决定须以掷骰子回答，而不是“购买”。",
          "Seat 0 must answer its roll decision with Roll, not \"Buy\".")
    check(ann, gid, {"type": "sell", "squares": [1]}, 403,
          "座位 0 没有欠款；只有欠款超过现金时才卖地还债（被动抵押）。",
          "Seat 0 owes nothing; land is sold only to pay a debt larger than cash (passive mortgage).")
    check(bob, gid, {"type": "roll"}, 403, "座位 1 没有待做的掷骰子、购买或建造决定；现在不能“掷骰子”。",
          "Seat 1 has no roll, buy or build decision pending; \"Roll\" is not possible now.")


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
          "同一次交易中不能既卖出又买入蓝、红。", "You cannot sell and buy blue, red in the same trade.")
    check(ann, gid, {"type": "end_turn"}, 400, "现在不能做“结束回合”；你可以：交易、移动棋子、免费掷骰。",
          "You cannot \"End turn\" now; you may: Trade, Move a pawn, Roll free.")


def test_a_refused_joining_choice_speaks_the_players_language():
    ann, bob = player("ann"), player("bob")
    gid = ann.post("/api/v1/games/", {"game": "qiangshou", "players": 2}, format="json").json()["id"]
    for headers, text in ((ZH, "普通场没有保证金：只有金币场才交保证金。请不带保证金加入。"),
                          (EN, "A normal room (普通场) has no deposit (保证金): only a coin room (金币场) takes "
                               "one. Join without a deposit.")):
        answer = bob.post(f"/api/v1/games/{gid}/join/", {"seat_extra": {"deposit": 1}}, format="json", **headers)
        assert (answer.status_code, answer.json()["message"]) == (400, text)
    assert Game.objects.get(pk=gid).status == Game.Status.OPEN


def test_monopoly_deal_names_the_actions_as_its_buttons_do():
    ann, bob, gid = two_player_game("monopoly-deal")
    check(ann, gid, {"type": "accept"}, 400,
          "现在不能做“接受”；你可以：作为钱存入、作为物业放下、打出行动、移动万能物业牌、结束回合。",
          "You cannot \"Accept\" now; you may: Bank as money, Lay as property, Play the action, Move a wild card, "
          "End turn.")


def test_cheaters_names_the_actions_and_the_open_decision():
    ann, bob, gid = two_player_game("cheaters-edition", time_control={"kind": "live", "seconds": 120})
    check(ann, gid, {"type": "bid", "amount": 5}, 403, CHEATERS_ZH, CHEATERS_EN)


CHEATERS_ZH = "现在不接受“出价”：当前要做的决定是：掷骰子（掷骰子、支付保释金、使用卡、建酒店、提出交易、作弊）。"
CHEATERS_EN = ("\"Bid\" is not accepted now: the open decision is: roll the dice (Roll, Pay bail, Use a card, "
               "Build a hotel, Offer a trade, Cheat).")


def test_a_shape_refusal_speaks_the_players_language():
    """engines/shapes.py: the action's JSON shape; fields and types by their codes, what a
    field holds in words."""
    ann, bob, gid = two_player_game("chinese-checkers")
    check(ann, gid, {"type": "move", "path": "x"}, 400,
          "动作 'move' 需要 'path'：它必须是至少两个棋位 [q, r] 的列表（起点和每个落点）；收到的是 'x'。",
          "The action 'move' needs 'path': it must be a list of at least two holes [q, r] (the start and each "
          "landing); got 'x'.")
    check(ann, gid, {"type": "item", "item": "roadblock", "hole": [1, 2, 3]}, 400,
          "动作 'item' 需要 'hole'：它必须是一个棋位 [q, r]，由两个整数组成；收到的是 [1, 2, 3]。",
          "The action 'item' needs 'hole': it must be a hole [q, r] with two whole numbers; got [1, 2, 3].")
    check(ann, gid, {"type": "fly"}, 400,
          "未知的动作类型 'fly'；应为以下之一：move、item、end_turn、timeout、resign、offer_draw、accept_draw、decline_draw。",
          "Unknown action type 'fly'; expected one of move, item, end_turn, timeout, resign, offer_draw, accept_draw, "
          "decline_draw.")


@pytest.mark.parametrize("body, zh, en", [
    ({"game": "chinese-checkers", "players": 2, "options": {"jump_rule": "triple"}},
     "房间选项“跳子规则”（jump_rule）必须是 single、long 之一；收到的是 'triple'。",
     "Option \"跳子规则 (jump rule)\" (jump_rule) must be one of single, long; got 'triple'."),
    ({"game": "chinese-checkers", "players": 5},
     "这个游戏由 2、3、4、6 名玩家进行，不能是 5 名。", "This game is played by 2, 3, 4, 6 players, not 5."),
    ({"game": "qiangshou", "players": 2, "options": {"room": "coin", "speed": 1}},
     "这个游戏没有房间选项 'speed'。", "This game has no option 'speed'."),
    ({"game": "qiangshou", "players": 2, "time_control": {"kind": "live", "seconds": 5}},
     "实时对局每步 10 到 3600 秒；收到的是 5。", "A live game takes 10 to 3600 seconds per move; got 5."),
])
def test_an_option_refusal_speaks_the_players_language(body, zh, en):
    """A room's options (engines/core.py, services/lobby.py): refused in the page's
    language, and no room is opened."""
    ann = player("ann")
    for headers, text in ((ZH, zh), (EN, en)):
        answer = ann.post("/api/v1/games/", body, format="json", **headers)
        assert (answer.status_code, answer.json()["message"]) == (400, text)
    assert Game.objects.count() == 0
