"""Every row of both seed level tables: the boundary, the title, and the total just
below it (pure, no database)."""

import pytest

from ratings.scoring.levels import (QIANGSHOU_LEVELS, QQ_TIAOQI_LEVELS, level_for, level_row, level_table,
                                    title_for)

# seed 001 计分等级 / 等级称号: (level, min points, title)
QQ_ROWS = [
    (1, None, "顽童"), (2, 50, "小棋童"), (3, 100, "棋童"), (4, 150, "小小棋士"), (5, 200, "小棋士"),
    (6, 250, "预备棋师"), (7, 400, "初级棋师"), (8, 600, "中级棋师"), (9, 800, "高级棋师"),
    (10, 1000, "首席棋师"), (11, 1500, "馆主"), (12, 2000, "名馆主"), (13, 2500, "坊主"),
    (14, 3000, "名坊主"), (15, 4000, "棋委会理事"), (16, 5000, "棋委会元宿"), (17, 6000, "棋委会主席"),
    (18, 7000, "霸者"), (19, 9000, "天王"), (20, 11000, "棋癫"), (21, 13000, "棋痴"), (22, 15000, "棋贤"),
    (23, 18000, "棋隐"), (24, 21000, "棋灵"), (25, 25000, "棋魂"),
]

# seed 000 五、积分相关 / 等级表
QS_ROWS = [
    (None, "欠债一身"), (0, "一无所有"), (50, "失业人口"), (130, "打工仔"), (320, "温饱户"), (450, "小白领"),
    (600, "小康家庭"), (880, "金领"), (2000, "暴发户"), (3400, "百万富翁"), (4700, "千万富翁"),
    (5800, "亿万富翁"), (9000, "中国首富"), (27000, "世界百强"), (54200, "世界首富"),
]


def test_tables_match_the_seeds():
    assert [(r.level, r.min_points, r.title) for r in QQ_TIAOQI_LEVELS] == QQ_ROWS
    assert [(r.min_points, r.title) for r in QIANGSHOU_LEVELS] == QS_ROWS
    assert [r.level for r in QIANGSHOU_LEVELS] == list(range(1, 16))


@pytest.mark.parametrize("level,min_points,title", QQ_ROWS[1:])
def test_qq_boundary(level, min_points, title):
    assert level_for("chinese-checkers", min_points) == level
    assert title_for("chinese-checkers", min_points) == title
    below = QQ_ROWS[level - 2]
    assert level_for("chinese-checkers", min_points - 1) == level - 1
    assert title_for("chinese-checkers", min_points - 1) == below[2]


@pytest.mark.parametrize("points", [-500, -1, 0, 1, 49])
def test_qq_level_one_covers_everything_below_50(points):
    assert level_row("chinese-checkers", points).level == 1
    assert title_for("chinese-checkers", points) == "顽童"


def test_qq_top_level_has_no_ceiling():
    assert level_for("chinese-checkers", 10**7) == 25


@pytest.mark.parametrize("index", range(1, len(QS_ROWS)))
def test_qiangshou_boundary(index):
    min_points, title = QS_ROWS[index]
    assert title_for("qiangshou", min_points) == title
    assert level_for("qiangshou", min_points) == index + 1
    assert title_for("qiangshou", min_points - 1) == QS_ROWS[index - 1][1]


@pytest.mark.parametrize("points", [-1, -10_000])
def test_qiangshou_negative_is_in_debt(points):
    assert title_for("qiangshou", points) == "欠债一身"


def test_games_without_a_seed_table_use_the_qiangshou_titles():
    assert level_table("monopoly-deal") is QIANGSHOU_LEVELS
    assert title_for("monopoly-deal", 880) == "金领"
