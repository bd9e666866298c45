"""Module-scoped browser fixtures: one daphne server and one Chromium for a whole test
module (each test still gets a clean database: the server reads the same test database,
which pytest-django flushes after each transactional test).

Use in a module with ``from tests.browser.module_server import module_browser,
module_server  # noqa: F401`` and ``pytest.mark.django_db(transaction=True)``."""

from __future__ import annotations

import shutil
import urllib.request
from pathlib import Path

import pytest
from django.conf import settings

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, PASSWORD, TIMEOUT_MS
from tests.conftest import free_port, start_process, subprocess_env, wait_for


@pytest.fixture(scope="module")
def module_server(django_db_setup, django_db_blocker, tmp_path_factory):
    """``http://127.0.0.1:PORT``: daphne on this run's test database, for the module."""
    with django_db_blocker.unblock():
        from django.db import connection

        if connection.vendor != "postgresql" or not settings.REDIS_URL:
            pytest.skip("the browser test needs PostgreSQL and Redis (DATABASE_URL, REDIS_URL)")
        env = subprocess_env()
    if not Path(CHROMIUM).exists() and not shutil.which("chromium"):
        pytest.skip(f"no Chromium at {CHROMIUM}")
    env["DEBUG"] = "1"
    port = free_port()
    log = tmp_path_factory.mktemp("daphne") / "daphne.log"
    process = start_process(["daphne", "-b", "127.0.0.1", "-p", str(port), "boardgames.asgi:application"], env, log)
    base = f"http://127.0.0.1:{port}"

    def up():
        if process.poll() is not None:
            raise AssertionError(f"daphne exited:\n{log.read_text(errors='replace')}")
        try:
            with urllib.request.urlopen(base + "/accounts/login/", timeout=2) as response:
                return response.status == 200
        except OSError:
            return False

    try:
        wait_for(up, timeout=30)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except Exception:  # pragma: no cover - a stuck server
            process.kill()
            process.wait(timeout=10)


@pytest.fixture(scope="module")
def module_browser():
    """A headless Chromium for the module. Playwright's sync API runs an event loop in
    this thread for the module's life, so the ORM calls between browser steps (and the
    database flush after each test) are allowed as the plain synchronous ones they are."""
    from playwright.sync_api import sync_playwright

    patch = pytest.MonkeyPatch()
    patch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()
    patch.undo()


def logged_in(browser, base: str, username: str, **context_options):
    """A page in a new context (``context_options``: viewport, locale, has_touch...) with
    ``username`` (password ``PASSWORD``) logged in through the form; ``page.errors``
    collects script errors."""
    context = browser.new_context(**{"viewport": {"width": 1280, "height": 800}, **context_options})
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.goto(base + "/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", PASSWORD)
    page.click("form button[type=submit]")
    page.wait_for_selector("[data-testid=nav-user]")
    return page
