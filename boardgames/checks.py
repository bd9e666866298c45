"""Start-up checks of the game registrations (Django system checks, run by every
``manage.py`` command and by the test suite): a game whose registration names a missing
engine, page, rules document or computer player, or a hook nobody receives, stops the
server with an error instead of falling back to another game's behaviour. The scoring
entry and level table are checked by ``ratings.checks``."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from django.conf import settings
from django.contrib.staticfiles import finders
from django.core import checks

from boardgames import signals
from boardgames.engines.core import Engine
from boardgames.registry import GameSpec, all_specs, resolve


def spec_problems(spec: GameSpec, *, static_exists: Callable[[str], bool], repo_root: Path) -> list[str]:
    """What is wrong with ``spec`` outside the ratings (empty when nothing): the engine,
    the renderer and CSS (``static_exists(path)`` for a path under ``static/``), the
    rules document (under ``repo_root``), the declared action shapes, the coin-room and choice-rule options, the
    bots and the catalogue entry."""
    problems = []
    if not isinstance(spec.engine, Engine) or not spec.slug or not spec.name_zh:
        return [f"{spec!r}: engine must be an Engine with a slug and a name."]
    if not spec.name_en:
        problems.append("name_en is empty.")
    if not spec.engine.action_shapes:
        problems.append("the engine declares no action_shapes (engines/shapes.py): every action would be refused.")
    for path in (spec.renderer, *spec.css):
        if not static_exists(path):
            problems.append(f"static file {path!r} does not exist.")
    if not (repo_root / spec.rules_doc).is_file():
        problems.append(f"rules document {spec.rules_doc!r} does not exist.")
    options = {f.name: f for f in spec.engine.options}
    wanted = ([spec.coin_room] if spec.coin_room else []) + [(r.option, r.value) for r in spec.choice_rules]
    for name, value in wanted:
        if name not in options or value not in [c[0] for c in options[name].choices]:
            problems.append(f"the engine has no room option {name!r} with the value {value!r}.")
    for label, path in [*(("bot " + n, p) for n, p in spec.bots.items()), ("catalogue", spec.catalogue)]:
        if path is not None and not _callable_at(path):
            problems.append(f"{label}: {path!r} is not a callable.")
    return problems


def _callable_at(path: str) -> bool:
    try:
        return callable(resolve(path))
    except (ImportError, AttributeError, ValueError):
        return False


@checks.register()
def check_game_specs(app_configs=None, **kwargs) -> list[checks.CheckMessage]:
    """Every registration is complete (:func:`spec_problems`), and every hook of
    :mod:`boardgames.signals` has a receiver."""
    try:
        specs = all_specs()
    except Exception as error:  # noqa: BLE001 - any failure to load a game is reported
        return [checks.Error(f"The game registrations cannot be loaded: {error!r}", id="boardgames.E001")]
    errors = []
    for spec in specs:
        for problem in spec_problems(spec, static_exists=lambda p: finders.find(p) is not None,
                                     repo_root=Path(settings.BASE_DIR)):
            errors.append(checks.Error(f"Game {spec.slug!r}: {problem}", id="boardgames.E002"))
    for name, signal in signals.REQUIRED.items():
        if not signal.has_listeners():
            errors.append(checks.Error(f"No receiver for boardgames.signals.{name}.",
                                       hint="Install the ratings app (it connects them).", id="boardgames.E003"))
    return errors
