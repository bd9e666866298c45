"""Email through a real SMTP server (aiosmtpd) and the real Celery worker: address
confirmation, the digest of three waiting games (order, links, unsubscribe), no second
digest the same day after a worker restart, the quiet period, the 80% alarm skipped
while the player is on the game's page, the timeout mail under task redelivery."""

from __future__ import annotations

import datetime as dt
import re
import signal
import time
import zoneinfo

import pytest
from django.test import Client
from django.utils import timezone

from boardgames.tasks import expire_deadlines_task
from notifications import digest, kinds, mail
from notifications.models import EmailAddress, Notification, OutboundEmail, Presence
from notifications.services import preferences_update
from tests.conftest import set_deadlines, start_process, subprocess_env, wait_for

from .conftest import Inbox, play

pytestmark = pytest.mark.django_db(transaction=True)

CORRESPONDENCE = {"kind": "correspondence", "days": 3}
LINK = re.compile(r"http://testserver(/\S+)")


@pytest.fixture(autouse=True)
def _links_to_the_test_client(settings):
    settings.SITE_URL = "http://testserver"


def paths(message) -> list[str]:
    return LINK.findall(Inbox.text(message))


@pytest.mark.celery
def test_sign_up_mails_a_link_that_confirms_the_address(smtp, celery_worker_thread):
    client = Client()
    response = client.post("/accounts/signup/", {"username": "cara", "email": "cara@example.test",
                                                 "password1": "pass-word-123", "password2": "pass-word-123"})
    assert response.status_code == 302
    row = EmailAddress.objects.get(user__username="cara")
    assert (row.email, row.verified_at) == ("cara@example.test", None)
    [message] = wait_for(lambda: smtp.to("cara@example.test"), timeout=20)
    assert message["Subject"] == "Confirm your email address"
    [link] = paths(message)
    assert client.get(link.replace("/confirm/", "/confirm/x")).status_code == 400  # a forged token
    page = client.get(link)
    assert page.status_code == 200 and "Address confirmed" in page.content.decode()
    row.refresh_from_db()
    assert row.verified_at is not None
    assert mail.verified_address(row.user) == "cara@example.test"


def three_waiting_games(ann, bob, start_game):
    """Three correspondence games where ann is to move, due in 60, 40 and 50 hours (of
    72: none near its 80% alarm)."""
    games = []
    for hours in (60, 40, 50):
        game = start_game([ann, bob], time_control=CORRESPONDENCE)
        set_deadlines(game, timezone.now() + dt.timedelta(hours=hours))
        games.append(game)
    return games


@pytest.mark.celery
def test_the_digest_lists_three_games_most_urgent_first_with_links_and_unsubscribe(
        smtp, celery_worker_thread, verified_user, make_user, start_game):
    ann, bob = verified_user("ann"), make_user("bob")
    preferences_update(ann, digest_hour=9, time_zone="Asia/Shanghai")
    late, soon, middle = three_waiting_games(ann, bob, start_game)
    shanghai = zoneinfo.ZoneInfo("Asia/Shanghai")
    before_nine = timezone.now().astimezone(shanghai).replace(hour=8, minute=59)
    assert digest.digests_due(now=before_nine) == 0
    at_nine = before_nine.replace(hour=9, minute=0)
    assert digest.digests_due(now=at_nine) == 1
    assert digest.digests_due(now=at_nine + dt.timedelta(hours=3)) == 0  # one a day
    [message] = wait_for(lambda: smtp.to("ann@example.test"), timeout=20)
    assert message["Subject"] == "3 games wait for your move"
    body = Inbox.text(message)
    order = [int(n) for n in re.findall(r"QQ跳棋 #(\d+): due by", body)]
    assert order == [soon.pk, middle.pk, late.pk]
    assert f"http://testserver/games/{soon.pk}/" in body
    unsubscribe = message["List-Unsubscribe"].strip().strip("<>")
    assert message["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert unsubscribe in body
    assert Client().post(unsubscribe.removeprefix("http://testserver")).status_code == 200  # RFC 8058 POST
    ann.notification_preference.refresh_from_db()
    assert ann.notification_preference.digest is False
    tomorrow = at_nine + dt.timedelta(days=1)
    assert digest.digests_due(now=tomorrow) == 0  # unsubscribed


def worker_cmd(name: str) -> list[str]:
    return ["celery", "-A", "boardgames", "worker", "--pool=solo", "--concurrency=1", "-n", f"{name}@%h",
            "--without-gossip", "--without-mingle", "--loglevel=INFO"]


@pytest.mark.celery
def test_no_second_digest_the_same_day_after_a_worker_restart(smtp, verified_user, make_user, start_game, tmp_path):
    from boardgames.celery import app

    app.control.purge()
    ann, bob = verified_user("ann"), make_user("bob")
    preferences_update(ann, digest_hour=0, time_zone="UTC")  # due all day
    three_waiting_games(ann, bob, start_game)
    env = subprocess_env()
    for run in ("first", "second"):
        log = tmp_path / f"{run}.log"
        worker = start_process(worker_cmd(run), env, log)
        try:
            wait_for(lambda: "ready" in log.read_text(), timeout=40)
            app.send_task("notifications.sweep")
            wait_for(lambda: re.search(r"notifications\.sweep\[\S+\] succeeded", log.read_text()), timeout=40)
            wait_for(lambda: smtp.to("ann@example.test"), timeout=20)
        finally:
            worker.send_signal(signal.SIGTERM)
            worker.wait(30)
    time.sleep(1)
    assert len(smtp.to("ann@example.test")) == 1
    assert OutboundEmail.objects.filter(kind=kinds.DIGEST).count() == 1


def test_a_mail_left_unsent_is_sent_by_the_sweep_once(smtp, verified_user):
    ann = verified_user("ann")
    row = mail.queue(user=ann, key="test:1", kind=kinds.TIMEOUT, subject="Hello", body="Body")
    assert row is not None and mail.queue(user=ann, key="test:1", kind=kinds.TIMEOUT, subject="x", body="y") is None
    assert mail.resend_unsent() == 0  # too young: its task may still come
    later = timezone.now() + dt.timedelta(seconds=mail.RESEND_AFTER + 1)
    assert mail.resend_unsent(now=later) == 1
    assert mail.resend_unsent(now=later) == 0 and mail.deliver(row.pk) is False
    assert [m["Subject"] for m in smtp.to("ann@example.test")] == ["Hello"]


def test_the_your_move_mail_keeps_its_quiet_period_and_none_while_online(smtp, verified_user, start_game):
    ann, bob = verified_user("ann"), verified_user("bob")
    preferences_update(bob, channels={kinds.YOUR_MOVE: {"email": True}}, quiet_hours=6)
    game = start_game([ann, bob], time_control=CORRESPONDENCE)
    moves = OutboundEmail.objects.filter(user=bob, kind=kinds.YOUR_MOVE)
    play(game, ann, 0)
    assert moves.count() == 1
    play(game, bob, 1)
    play(game, ann, 0)
    assert moves.count() == 1  # within six hours of the first
    moves.update(created_at=timezone.now() - dt.timedelta(hours=6, minutes=1))
    Presence.objects.create(channel_name="bob-page", user=bob, game_id=None, seen_at=timezone.now())
    play(game, bob, 1)
    play(game, ann, 0)
    assert moves.count() == 1  # bob is online
    Presence.objects.all().delete()
    play(game, bob, 1)
    play(game, ann, 0)
    assert moves.count() == 2
    assert mail.resend_unsent(now=timezone.now() + dt.timedelta(minutes=2)) == 2
    messages = smtp.to("bob@example.test")
    assert [m["Subject"] for m in messages] == [f"Your move in QQ跳棋 #{game.pk}"] * 2
    assert all(m["List-Unsubscribe"] for m in messages)
    assert OutboundEmail.objects.filter(user=ann, kind=kinds.YOUR_MOVE).count() == 0  # ann left it off
    # The mail's link, opened (a GET, as a mail scanner would), only asks; the page's
    # button (a POST, no log-in) turns that email off.
    [link] = [p for p in paths(messages[-1]) if "/unsubscribe/" in p]
    page = Client().get(link)
    assert page.status_code == 200 and "It is your move" in page.content.decode()
    assert 'data-testid="unsubscribe-confirm"' in page.content.decode()
    bob.notification_preference.refresh_from_db()
    assert bob.notification_preference.wants(kinds.YOUR_MOVE, "email")
    page = Client().post(link)
    assert page.status_code == 200 and "It is your move" in page.content.decode()
    bob.notification_preference.refresh_from_db()
    assert not bob.notification_preference.wants(kinds.YOUR_MOVE, "email")
    assert bob.notification_preference.wants(kinds.YOUR_MOVE, "site")
    assert Client().get(link[:-3] + "xx/").status_code == 400  # a damaged link
    assert Client().post(link[:-3] + "xx/").status_code == 400
    moves.update(created_at=timezone.now() - dt.timedelta(hours=7))
    play(game, bob, 1)
    play(game, ann, 0)
    assert moves.count() == 2


def test_the_80_percent_alarm_waits_while_the_player_is_on_the_game_page(smtp, verified_user, make_user, start_game):
    ann, bob = verified_user("ann"), make_user("bob")
    game = start_game([ann, bob], time_control={"kind": "correspondence", "days": 1})
    now = timezone.now()
    set_deadlines(game, now + dt.timedelta(hours=5))  # 19 of 24 hours used: not yet 80%
    assert digest.alarms_due(now=now) == 0
    set_deadlines(game, now + dt.timedelta(hours=4))  # 20 of 24 used
    Presence.objects.create(channel_name="ann-game", user=ann, game_id=game.pk, seen_at=now)
    assert digest.alarms_due(now=now) == 0
    Presence.objects.filter(pk="ann-game").update(game_id=None)  # another page of the site
    assert digest.alarms_due(now=now) == 1
    assert digest.alarms_due(now=now) == 0  # once per decision
    [alarm] = Notification.objects.filter(user=ann, kind=kinds.TIME_RUNNING_OUT)
    assert alarm.payload["deadline"] == (now + dt.timedelta(hours=4)).isoformat()
    assert mail.resend_unsent(now=now + dt.timedelta(minutes=2)) == 1
    [message] = smtp.to("ann@example.test")
    assert "time is running out" in message["Subject"]
    assert not Notification.objects.filter(user=bob, kind=kinds.TIME_RUNNING_OUT).exists()


@pytest.mark.celery
def test_a_timeout_from_the_worker_delivered_twice_makes_one_entry_and_one_mail(
        smtp, celery_worker_thread, verified_user, make_user, start_game):
    ann, bob = verified_user("ann"), make_user("bob")
    game = start_game([ann, bob])
    set_deadlines(game, timezone.now() - dt.timedelta(seconds=1))
    for _ in range(3):
        expire_deadlines_task.apply_async((game.pk,))
    wait_for(lambda: smtp.to("ann@example.test"), timeout=20)
    time.sleep(2)  # let the duplicates arrive
    [entry] = Notification.objects.filter(user=ann, kind=kinds.TIMEOUT)
    assert (entry.payload["count"], entry.payload["of"]) == (1, 3)
    [message] = smtp.to("ann@example.test")
    assert "(1 of 3)" in message["Subject"]


def test_unsubscribe_beside_a_concurrent_settings_change_loses_neither(make_user):
    """Another transaction holds the preference locked (as preferences_update does) and
    changes the digest hour and a site switch while the link is opened: the link waits for
    it and turns off only its own switch (PostgreSQL row locks, two connections)."""
    import threading

    from django.db import close_old_connections, transaction

    from notifications.models import Preference
    from notifications.services import preference_for

    ann = make_user("ann")
    pk = preference_for(ann).pk
    locked, errors = threading.Event(), []

    def patch_meanwhile():
        try:
            with transaction.atomic():
                pref = Preference.objects.select_for_update().get(pk=pk)
                pref.digest_hour = 21
                pref.channels = {**pref.channels, "your_move": {**kinds.DEFAULTS["your_move"], "site": False}}
                pref.save()
                locked.set()
                time.sleep(2)  # the link is opened now
        except Exception as error:  # noqa: BLE001 - reported below
            errors.append(error)
        finally:
            locked.set()
            close_old_connections()

    other = threading.Thread(target=patch_meanwhile)
    other.start()
    assert locked.wait(10)
    mail.unsubscribe(ann.pk, "your_move")
    other.join(30)
    assert errors == []
    pref = Preference.objects.get(pk=pk)
    assert pref.digest_hour == 21
    assert pref.channels["your_move"] == {**kinds.DEFAULTS["your_move"], "site": False, "email": False}
