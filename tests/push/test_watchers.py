"""The watcher set (boardgames/watchers.py) over the real Redis: which users have a socket
of a game open in some server process, what the committer builds the views for."""

from __future__ import annotations

import random

import pytest

from boardgames import watchers

pytestmark = pytest.mark.skipif(not watchers._redis(), reason="needs REDIS_URL (the set lives in Redis)")


@pytest.fixture
def game_id():
    found = random.randint(10**8, 10**9)  # no real game: the set is keyed by id only
    yield found
    watchers._redis().delete(watchers._key(found))


def test_a_user_is_watching_while_some_process_has_a_socket_of_theirs(game_id):
    watchers.add([(game_id, 1), (game_id, None)], "hub-a")
    watchers.add([(game_id, 1)], "hub-b")
    assert watchers.users(game_id) == {1, None}
    watchers.remove(game_id, 1, "hub-a")
    assert watchers.users(game_id) == {1, None}  # hub-b still has a socket of user 1
    watchers.remove(game_id, 1, "hub-b")
    watchers.remove(game_id, None, "hub-a")
    assert watchers.users(game_id) == set()


def test_the_members_of_a_process_that_died_expire(game_id, monkeypatch):
    real = watchers.time.time
    monkeypatch.setattr(watchers.time, "time", lambda: real() - watchers.TTL_SECONDS - 1)
    watchers.add([(game_id, 7)], "hub-dead")  # last renewed more than TTL_SECONDS ago
    monkeypatch.setattr(watchers.time, "time", real)
    watchers.add([(game_id, 8)], "hub-alive")
    assert watchers.users(game_id) == {8}
    assert watchers._redis().zrange(watchers._key(game_id), 0, -1) == [b"hub-alive|8"]  # pruned
