"""Fixtures of the browser tests: a real ASGI server (daphne, websockets included) in a
subprocess on this run's test database, and a headless Chromium (Debian's
/usr/bin/chromium) driven by Playwright."""

from __future__ import annotations

import os
import shutil
import urllib.request
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection

from tests.conftest import free_port, start_process, subprocess_env, wait_for

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-quic"]
PASSWORD = "tiaoqi-2026!"
TIMEOUT_MS = 20_000


@pytest.fixture(scope="module")
def _module_server(django_db_setup, django_db_blocker, tmp_path_factory):
    """``http://127.0.0.1:PORT``: daphne serving the project on this run's test database,
    one for the tests of a module (starting it took seconds a test). Its throttle counts
    are in Redis (``CACHE_REDIS_URL``, as in production) so that ``web_server`` can clear
    them before each test."""
    with django_db_blocker.unblock():
        if connection.vendor != "postgresql" or not settings.REDIS_URL:
            pytest.skip("the browser test needs PostgreSQL and Redis (DATABASE_URL, REDIS_URL)")
        env = subprocess_env()
    if not Path(CHROMIUM).exists() and not shutil.which("chromium"):
        pytest.skip(f"no Chromium at {CHROMIUM}")
    port = free_port()
    env["DEBUG"] = "1"  # static files from the finders (WhiteNoise), as in development
    env["CACHE_REDIS_URL"] = settings.REDIS_URL
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
        yield base, process, log
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except Exception:  # pragma: no cover - a stuck server
            process.kill()
            process.wait(timeout=10)


@pytest.fixture
def web_server(transactional_db, _module_server):
    """``http://127.0.0.1:PORT``: the module's daphne, with no request counted by its
    throttles yet (as ``_fresh_throttle_counts`` gives this process) and an empty database
    (``transactional_db`` empties it after each test)."""
    import redis

    base, process, log = _module_server
    if process.poll() is not None:
        raise AssertionError(f"daphne exited:\n{log.read_text(errors='replace')}")
    client = redis.Redis.from_url(settings.REDIS_URL)
    try:
        keys = list(client.scan_iter(match=":1:throttle_*", count=1000))
        if keys:
            client.delete(*keys)
    finally:
        client.close()
    yield base


@pytest.fixture(scope="module")
def browser():
    """A headless Chromium, one for the tests of a module (each test opens its own
    contexts). Playwright's sync API keeps its event loop on this thread meanwhile, so the
    ORM calls of the fixtures and tests beside it are allowed as plain synchronous ones."""
    from playwright.sync_api import sync_playwright

    with pytest.MonkeyPatch.context() as patch, sync_playwright() as playwright:
        patch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


def new_page(browser):
    """A page in a new browser context (1280x900); ``page.errors`` collects script errors."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(TIMEOUT_MS)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    return page


def sign_up(browser, base: str, username: str):
    """A new browser context with ``username`` signed up through the page; its page."""
    page = new_page(browser)
    page.goto(base + "/accounts/signup/")
    page.fill("#id_username", username)
    page.fill("#id_password1", PASSWORD)
    page.fill("#id_password2", PASSWORD)
    page.click("form button[type=submit]")
    page.wait_for_url(base + "/")
    assert page.locator("[data-testid=nav-user]").inner_text() == username
    return page


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


def page_local_time(page, iso: str) -> str:
    """How the open game page writes the time ``iso`` ("09:14", or "3 Dec, 09:14" on
    another day): its own ``localTime`` of static/js/page/correspondence.js, imported from
    the URL the page loaded it from, so a test near midnight expects what the page shows."""
    return page.evaluate(
        """async iso => {
          const url = performance.getEntriesByType("resource").map((e) => e.name)
            .find((n) => /\\/js\\/page\\/correspondence(\\.[0-9a-f]+)?\\.js(\\?|$)/.test(n));
          if (!url) throw new Error("the page has not loaded correspondence.js");
          return (await import(url)).localTime(iso);
        }""", iso)
