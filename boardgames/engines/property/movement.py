"""Moving tokens round the board; passing GO runs the game's hook."""

from __future__ import annotations

from typing import Callable, Sequence

from .board import BoardSpec
from .money import Ctx

# The game's pass-GO rule: ``(ctx, seat)``, e.g. pay the lap money.
PassGo = Callable[[Ctx, int], None]


def advance(ctx: Ctx, board: BoardSpec, seat: int, steps: int, via: str,
            on_pass_go: PassGo | None = None, stop_at_start: bool = False) -> bool:
    """Move ``seat`` ``steps`` (>= 0) squares forward and emit a ``move`` event
    ``{seat, from, to, steps, <board.pass_field>, via}``; landing on GO counts as passing
    it. Then, if GO was passed, run ``on_pass_go``. ``stop_at_start``: the token stops on
    GO even with steps left (Cheaters Edition's final run). Returns whether GO was passed."""
    p = ctx.s["seats"][seat]
    start = p["position"]
    to_start = (board.start - start) % board.size or board.size
    if stop_at_start and steps >= to_start:
        steps = to_start
    target = (start + steps) % board.size
    passed = steps >= to_start
    p["position"] = target
    ctx.emit("move", seat=seat, from_square=start, to=target, steps=steps,
             **{board.pass_field: passed}, via=via)
    if passed and on_pass_go is not None:
        on_pass_go(ctx, seat)
    return passed


def move_back(ctx: Ctx, board: BoardSpec, seat: int, steps: int, via: str = "card") -> None:
    """Move ``seat`` ``steps`` squares backwards; going back never passes GO."""
    p = ctx.s["seats"][seat]
    start = p["position"]
    p["position"] = (start - steps) % board.size
    ctx.emit("move", seat=seat, from_square=start, to=p["position"], steps=-steps,
             **{board.pass_field: False}, via=via)


def send_to(ctx: Ctx, board: BoardSpec, seat: int, square: int, via: str) -> None:
    """Put ``seat`` on ``square`` directly, without passing GO (e.g. to jail)."""
    p = ctx.s["seats"][seat]
    start = p["position"]
    p["position"] = square
    ctx.emit("move", seat=seat, from_square=start, to=square, steps=0,
             **{board.pass_field: False}, via=via)


def steps_to(board: BoardSpec, start: int, target: int) -> int:
    """Steps forward from ``start`` to ``target`` (0 when they are the same square)."""
    return (target - start) % board.size


def steps_to_nearest(board: BoardSpec, start: int, targets: Sequence[int]) -> int:
    """Steps forward to the nearest of ``targets`` strictly ahead (a full lap for a target
    under the token)."""
    return min((t - start) % board.size or board.size for t in targets)
