"""Password reset through Django's auth views, mail through a real SMTP server (aiosmtpd)
and the real Celery worker: the whole flow in the recipient's language, the link working
once, old sessions logged out and the log-in lockout lifted; the same answer for an
unknown or unconfirmed address with nothing sent; the per-user daily bound and the
per-address request rate; the new password's form errors."""

from __future__ import annotations

import re

import pytest
from axes.models import AccessAttempt
from django.test import Client
from django.utils import timezone

from accounts.services import PASSWORD_RESET, PASSWORD_RESET_TASK, confirmed_users, password_reset_send
from notifications import mail
from notifications.models import EmailAddress, OutboundEmail
from tests.conftest import wait_for
from tests.notifications.conftest import Inbox, smtp, verified_user  # noqa: F401 (fixtures)

pytestmark = pytest.mark.django_db  # the worker's test commits: transaction=True there only

CSRF = re.compile(r'name="csrfmiddlewaretoken" value="[^"]+"')
LINK = re.compile(r"http://testserver(/accounts/reset/\S+/)")
OLD, NEW = "pass-word-123", "fresh-Lantern-42"
SENT_PAGE = "If an account has this confirmed address, we have mailed it a link"


@pytest.fixture(autouse=True)
def _links_to_the_test_client(settings):
    settings.SITE_URL = "http://testserver"


@pytest.fixture
def inline_worker(monkeypatch):
    """The reset task sent by the page runs at once in this process (the task's body
    without its ``close_old_connections``, which would close the test's connection); the
    mails it queues wait in the outbox for :func:`deliver_all`."""
    from boardgames.celery import app

    run = {PASSWORD_RESET_TASK: password_reset_send}
    monkeypatch.setattr(app, "send_task", lambda name, args=(), **kw: run[name](*args))


def ask(client: Client, address: str):
    """POST the request form; returns the response, redirects followed."""
    return client.post("/accounts/password-reset/", {"email": address}, follow=True)


def deliver_all() -> int:
    """Send every unsent outbox row now (what the worker's task does); returns how many."""
    return sum(mail.deliver(pk) for pk in OutboundEmail.objects.filter(sent_at__isnull=True)
               .values_list("pk", flat=True))


def log_in(username: str, password: str) -> int:
    """The status of a log-in with a new client (302: logged in, 200: the form again)."""
    return Client().post("/accounts/login/", {"username": username, "password": password}).status_code


def test_the_log_in_page_links_to_the_reset_form(client):
    page = client.get("/accounts/login/").content.decode()
    assert 'href="/accounts/password-reset/" data-testid="forgot-password">Forgot your password?</a>' in page
    form = client.get("/accounts/password-reset/", HTTP_ACCEPT_LANGUAGE="zh-hans").content.decode()
    assert "<h1>忘记密码了？</h1>" in form and "发送链接" in form


@pytest.mark.celery
@pytest.mark.django_db(transaction=True)
def test_the_whole_reset_in_chinese_works_once_and_logs_out_old_sessions(
        smtp, celery_worker_thread, verified_user):  # noqa: F811
    ann = verified_user("ann")
    ann.language = "zh-hans"
    ann.save(update_fields=["language"])
    old_session = Client()
    old_session.force_login(ann)
    for i in range(3):  # three wrong passwords from this address: failures on record
        Client().post("/accounts/login/", {"username": "ann", "password": f"guess-{i}"})
    assert AccessAttempt.objects.filter(username="ann").exists()

    visitor = Client()  # an English page: the mail is still in ann's language
    page = ask(visitor, "ANN@example.test")
    assert page.redirect_chain == [("/accounts/password-reset/sent/", 302)]
    assert SENT_PAGE in page.content.decode()
    [message] = wait_for(lambda: smtp.to("ann@example.test"), timeout=20)
    assert message["Subject"] == "重置你在棋馆的密码"
    assert "ann，你好" in Inbox.text(message)
    [link] = LINK.findall(Inbox.text(message))

    browser = Client(HTTP_ACCEPT_LANGUAGE="zh-hans")  # ann's own browser opens the link
    form = browser.get(link, follow=True)
    assert "设置新密码" in form.content.decode()
    set_password_url = form.redirect_chain[-1][0]
    assert set_password_url.endswith("/set-password/")  # the token left the address bar
    done = browser.post(set_password_url, {"new_password1": NEW, "new_password2": NEW}, follow=True)
    assert done.redirect_chain == [("/accounts/password-reset/done/", 302)]
    assert "密码已更改" in done.content.decode()

    assert not AccessAttempt.objects.filter(username="ann").exists()  # the lockout count is gone
    assert old_session.get("/notifications/settings/").status_code == 302  # logged out
    assert (log_in("ann", OLD), log_in("ann", NEW)) == (200, 302)

    again = Client(HTTP_ACCEPT_LANGUAGE="zh-hans").get(link, follow=True).content.decode()
    assert "这个链接已失效" in again and "new_password1" not in again
    assert (log_in("ann", NEW), len(smtp.to("ann@example.test"))) == (302, 1)


def test_an_unknown_or_unconfirmed_address_gets_the_same_page_and_no_mail(
        smtp, inline_worker, verified_user, make_user):  # noqa: F811
    ann = verified_user("ann")
    bob = make_user("bob")
    EmailAddress.objects.create(user=bob, email="bob@example.test")  # never confirmed
    bob.email = "bob@example.test"
    bob.save(update_fields=["email"])  # what Django's own form would have mailed
    assert (confirmed_users("ANN@example.test"), confirmed_users("bob@example.test")) == ([ann], [])
    known = ask(Client(), "ann@example.test")
    for address in ("nobody@example.test", "bob@example.test"):
        other = ask(Client(), address)
        assert other.redirect_chain == known.redirect_chain == [("/accounts/password-reset/sent/", 302)]
        assert CSRF.sub("", other.content.decode()) == CSRF.sub("", known.content.decode())
    assert deliver_all() == 1
    assert [m["To"] for m in smtp.messages] == ["ann@example.test"]
    assert smtp.messages[0]["Subject"] == "Reset your password on 棋馆"


def test_at_most_three_reset_mails_a_day_reach_an_address(smtp, inline_worker, verified_user, settings):  # noqa: F811
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "password_reset": "100/hour"}
    verified_user("ann")
    pages = [ask(Client(), "ann@example.test") for _ in range(5)]
    assert {p.redirect_chain[-1] for p in pages} == {("/accounts/password-reset/sent/", 302)}
    assert deliver_all() == 3
    assert len(smtp.to("ann@example.test")) == 3
    # a day later the count starts again
    OutboundEmail.objects.filter(kind=PASSWORD_RESET).update(created_at=timezone.now() - timezone.timedelta(days=1, seconds=1))
    ask(Client(), "ann@example.test")
    assert deliver_all() == 1 and len(smtp.to("ann@example.test")) == 4


def test_requests_past_the_address_rate_are_refused_and_send_nothing(smtp, inline_worker, verified_user, settings):  # noqa: F811
    settings.THROTTLE_RATES = {**settings.THROTTLE_RATES, "password_reset": "2/hour"}
    settings.PASSWORD_RESET_MAILS_PER_DAY = 100
    verified_user("ann")
    client = Client()
    codes = [client.post("/accounts/password-reset/", {"email": "ann@example.test"}).status_code for _ in range(3)]
    assert codes == [302, 302, 429]
    refused = client.post("/accounts/password-reset/", {"email": "ann@example.test"}, HTTP_ACCEPT_LANGUAGE="zh-hans")
    assert refused.status_code == 429 and "你的地址发出的重置密码请求过多，请稍后再试。" in refused.content.decode()
    assert deliver_all() == 2 and len(smtp.to("ann@example.test")) == 2


@pytest.mark.parametrize("first, second, language, words", [
    ("short1", "short1", "en", "This password is too short. It must contain at least 8 characters."),
    ("short1", "short1", "zh-hans", "密码太短，至少需要 8 个字符。"),  # was English: Django's catalogue lacks it
    (NEW, NEW + "x", "zh-hans", "输入的两个密码不一致。"),
])
def test_a_bad_new_password_shows_the_form_error_and_changes_nothing(
        smtp, inline_worker, verified_user, first, second, language, words):  # noqa: F811
    verified_user("ann")
    client = Client()
    ask(client, "ann@example.test")
    deliver_all()
    [link] = LINK.findall(Inbox.text(smtp.to("ann@example.test")[0]))
    url = client.get(link, follow=True).redirect_chain[-1][0]
    page = client.post(url, {"new_password1": first, "new_password2": second}, HTTP_ACCEPT_LANGUAGE=language)
    assert page.status_code == 200 and words in page.content.decode()
    assert (log_in("ann", OLD), log_in("ann", first)) == (302, 200)
