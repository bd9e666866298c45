"""Level and title tables of the seeds, as data, each row beside its source.

Pure Python (no Django). A table is a tuple of :class:`LevelRow` in ascending order of
``min_points``; a total of points belongs to the last row whose ``min_points`` it
reaches. The first row of each table has ``min_points=None``: it covers every total
below the second row (including negative totals).

Sources:

- QQ跳棋: seed 001_4725200b6eba8a09.txt, section 计分等级 / 等级称号 ("等级.积分.称号"),
  25 rows. Row 1 (顽童) prints no points: it covers everything below 50 (docs/ratings.md).
- 强手棋: seed 000_65dfeed9db5cb2d8.txt, section 五、积分相关, 等级表, 15 rows. The seed
  gives titles only; we number them 1..15 in ascending order (欠债一身 "<0" is level 1).
- Games without a seed level table (Monopoly Deal, Cheaters Edition, 拥有者的决断) earn
  points on the 强手棋 rank-points scale (RULINGS.md, platform-wide), so they use the
  强手棋 等级表 for their titles too (docs/ratings.md).

Which table a game uses is named by its registration (``GameSpec.levels``).
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.registry import get_spec, resolve


@dataclass(frozen=True)
class LevelRow:
    """One row of a level table.

    - ``level``: 1-based level number.
    - ``min_points``: the lowest total (points, inclusive) of this level; ``None`` for
      the first row (no lower bound).
    - ``title``: the title shown to players (the seed's Chinese text).
    """

    level: int
    min_points: int | None
    title: str


# QQ跳棋, seed 001 "等级称号: 等级.积分.称号" -- every value as printed.
QQ_TIAOQI_LEVELS: tuple[LevelRow, ...] = (
    LevelRow(1, None, "顽童"),          # seed: "1 .顽童" (no points printed: below 50)
    LevelRow(2, 50, "小棋童"),          # seed: "2. 50 .小棋童"
    LevelRow(3, 100, "棋童"),           # seed: "3 .100 .棋童"
    LevelRow(4, 150, "小小棋士"),       # seed: "4 .150 .小小棋士"
    LevelRow(5, 200, "小棋士"),         # seed: "5 .200 .小棋士"
    LevelRow(6, 250, "预备棋师"),       # seed: "6 .250 .预备棋师"
    LevelRow(7, 400, "初级棋师"),       # seed: "7 .400 .初级棋师"
    LevelRow(8, 600, "中级棋师"),       # seed: "8 .600 .中级棋师"
    LevelRow(9, 800, "高级棋师"),       # seed: "9 .800 .高级棋师"
    LevelRow(10, 1000, "首席棋师"),     # seed: "10 .1000 .首席棋师"
    LevelRow(11, 1500, "馆主"),         # seed: "11 .1500 .馆主"
    LevelRow(12, 2000, "名馆主"),       # seed: "12 .2000 .名馆主"
    LevelRow(13, 2500, "坊主"),         # seed: "13 .2500 .坊主"
    LevelRow(14, 3000, "名坊主"),       # seed: "14 .3000 .名坊主"
    LevelRow(15, 4000, "棋委会理事"),   # seed: "15 .4000 .棋委会理事"
    LevelRow(16, 5000, "棋委会元宿"),   # seed: "16 .5000 .棋委会元宿"
    LevelRow(17, 6000, "棋委会主席"),   # seed: "17 .6000 .棋委会主席"
    LevelRow(18, 7000, "霸者"),         # seed: "18 .7000 .霸者"
    LevelRow(19, 9000, "天王"),         # seed: "19 .9000 .天王"
    LevelRow(20, 11000, "棋癫"),        # seed: "20 .11000.棋癫"
    LevelRow(21, 13000, "棋痴"),        # seed: "21 .13000.棋痴"
    LevelRow(22, 15000, "棋贤"),        # seed: "22 .15000.棋贤"
    LevelRow(23, 18000, "棋隐"),        # seed: "23 .18000.棋隐"
    LevelRow(24, 21000, "棋灵"),        # seed: "24 .21000.棋灵"
    LevelRow(25, 25000, "棋魂"),        # seed: "25 .25000.棋魂"
)

# 强手棋, seed 000 "五、积分相关 / 等级表" (two columns in the seed, merged in order).
QIANGSHOU_LEVELS: tuple[LevelRow, ...] = (
    LevelRow(1, None, "欠债一身"),      # seed: "欠债一身 <0"
    LevelRow(2, 0, "一无所有"),         # seed: "一无所有 0"
    LevelRow(3, 50, "失业人口"),        # seed: "失业人口 50"
    LevelRow(4, 130, "打工仔"),         # seed: "打工仔 130"
    LevelRow(5, 320, "温饱户"),         # seed: "温饱户 320"
    LevelRow(6, 450, "小白领"),         # seed: "小白领 450"
    LevelRow(7, 600, "小康家庭"),       # seed: "小康家庭 600"
    LevelRow(8, 880, "金领"),           # seed: "金领 880"
    LevelRow(9, 2000, "暴发户"),        # seed: "暴发户 2000"
    LevelRow(10, 3400, "百万富翁"),     # seed: "百万富翁 3400"
    LevelRow(11, 4700, "千万富翁"),     # seed: "千万富翁 4700"
    LevelRow(12, 5800, "亿万富翁"),     # seed: "亿万富翁 5800"
    LevelRow(13, 9000, "中国首富"),     # seed: "中国首富 9000"
    LevelRow(14, 27000, "世界百强"),    # seed: "世界百强 27000"
    LevelRow(15, 54200, "世界首富"),    # seed: "世界首富 54200"
)

def level_table(game_type: str) -> tuple[LevelRow, ...]:
    """The level table of ``game_type`` (a game slug), the one its registration names
    (``GameSpec.levels``). Raises ``KeyError`` for a game that is not registered."""
    return resolve(get_spec(game_type).levels)


def level_row(game_type: str, points: int) -> LevelRow:
    """The :class:`LevelRow` a total of ``points`` (int, may be negative) reaches in
    ``game_type``'s table: the last row whose ``min_points`` is ``<= points``."""
    table = level_table(game_type)
    found = table[0]
    for row in table[1:]:
        if row.min_points is not None and points >= row.min_points:
            found = row
        else:
            break
    return found


def level_for(game_type: str, points: int) -> int:
    """The 1-based level number of a total of ``points`` in ``game_type``."""
    return level_row(game_type, points).level


def title_for(game_type: str, points: int) -> str:
    """The title of a total of ``points`` in ``game_type``."""
    return level_row(game_type, points).title
