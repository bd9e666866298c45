"""Import hygiene: engines stay pure, and the apps import each other one way only."""

from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import boardgames.engines

ROOT = Path(__file__).resolve().parent.parent.parent
ENGINE_PACKAGES = sorted(f"boardgames.engines.{m.name}" for m in pkgutil.iter_modules(boardgames.engines.__path__)
                         if m.ispkg)
PURE_MODULES = ENGINE_PACKAGES + ["boardgames.engines.core", "boardgames.registry", "ratings.scoring"]


def test_every_registered_engine_package_is_checked():
    assert {"boardgames.engines.chinese_checkers", "boardgames.engines.qiangshou",
            "boardgames.engines.monopoly_deal"} <= set(ENGINE_PACKAGES)


@pytest.mark.parametrize("module", PURE_MODULES)
def test_importing_a_pure_module_imports_neither_django_nor_celery(module):
    code = (f"import sys, {module}; "
            "print(sorted(m for m in ('django', 'celery', 'channels', 'rest_framework') if m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                            env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)})
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def _imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports, at any level (function-level imports included)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def _python_files(package: str) -> list[Path]:
    return sorted(p for p in (ROOT / package).rglob("*.py") if "migrations" not in p.parts)


def test_the_games_app_imports_nothing_of_the_ratings_app():
    offenders = [str(p.relative_to(ROOT)) for p in _python_files("boardgames")
                 if any(m == "ratings" or m.startswith("ratings.") for m in _imported_modules(p))]
    assert offenders == []


def test_the_services_do_not_import_the_tasks():
    offenders = [str(p.relative_to(ROOT)) for p in _python_files("boardgames/services")
                 if "boardgames.tasks" in _imported_modules(p)]
    assert offenders == []
