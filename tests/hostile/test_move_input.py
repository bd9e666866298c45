"""The move POST's body check (boardgames/api/move_input.py, issue 17): ``version`` must
be a JSON integer (the serializer before it took ``"1"`` and ``1.0`` as 1, and sent
integers past the database's range on to the version check), ``action`` a JSON object of
bounded size; each refusal is a 400 with a clear message, and nothing is written."""

from __future__ import annotations

import json

import pytest

from boardgames.api import move_input
from boardgames.models import Game, Move
from boardgames.registry import all_specs
from notifications.models import Notification

pytestmark = pytest.mark.django_db

INVALID = "version: A valid integer is required."
TOO_BIG = f"version: Ensure this value is less than or equal to {move_input.VERSION_LIMIT}."


@pytest.fixture
def seated(make_user, api, start_game):
    """An active 2-player game at version 0 and ann's client (ann to move)."""
    ann, bob = make_user("ann"), make_user("bob")
    return start_game([ann, bob]), api(ann)


def _post(client, game, body: str):
    return client.generic("POST", f"/api/v1/games/{game.pk}/moves/", body, content_type="application/json")


def _unchanged(game: Game, notes: int) -> None:
    now = Game.objects.get(pk=game.pk)
    assert (now.version, now.status, now.state) == (0, Game.Status.ACTIVE, game.state)
    assert Move.objects.filter(game=game).count() == 0
    assert Notification.objects.count() == notes


@pytest.mark.parametrize("version, message", [
    ('"1"', INVALID),
    ('"0"', INVALID),
    ("0.0", INVALID),
    ("1.0", INVALID),
    ("1e20", INVALID),
    ("1E0", INVALID),
    ("true", INVALID),
    ("false", INVALID),
    ("[0]", INVALID),
    ('{"n": 0}', INVALID),
    ("-1", "version: Ensure this value is greater than or equal to 0."),
    ("-99999999999999999999", "version: Ensure this value is greater than or equal to 0."),
    ("2147483648", TOO_BIG),
    ("9223372036854775808", TOO_BIG),
    ("9" * 4000, TOO_BIG),
])
def test_a_version_that_is_not_a_json_integer_in_range_is_a_400(seated, version, message):
    game, ann = seated
    notes = Notification.objects.count()
    response = _post(ann, game, '{"version": %s, "action": {"type": "resign"}}' % version)
    assert response.status_code == 400, response.content[:300]
    body = response.json()
    assert (body["code"], body["message"]) == ("invalid_request", message)
    assert list(body["extra"]) == ["version"]
    _unchanged(game, notes)


def test_the_largest_version_is_an_integer_the_version_check_answers(seated):
    game, ann = seated
    response = _post(ann, game, '{"version": %d, "action": {"type": "resign"}}' % move_input.VERSION_LIMIT)
    assert response.status_code == 409
    assert response.json()["code"] == "stale_version"


@pytest.mark.parametrize("action, message", [
    ('"resign"', 'action: Expected a dictionary of items but got type "str".'),
    ('[{"type": "resign"}]', 'action: Expected a dictionary of items but got type "list".'),
    ("7", 'action: Expected a dictionary of items but got type "int".'),
    ("null", "action: This field may not be null."),
    ('{"type": "move", "path": %s}' % json.dumps([[0, 0]] * 1400),
     f"action: An action holds at most {move_input.ACTION_MAX_VALUES} values."),
    ('{"type": "move", "k": %s}' % json.dumps({str(i): i for i in range(2100)}),
     f"action: An action holds at most {move_input.ACTION_MAX_VALUES} values."),
])
def test_an_action_that_is_not_a_bounded_json_object_is_a_400(seated, action, message):
    game, ann = seated
    notes = Notification.objects.count()
    response = _post(ann, game, '{"version": 0, "action": %s}' % action)
    assert response.status_code == 400, response.content[:300]
    assert (response.json()["code"], response.json()["message"]) == ("invalid_request", message)
    _unchanged(game, notes)


@pytest.mark.parametrize("body, message", [
    ("{}", "version: This field is required. action: This field is required."),
    ('{"version": "x"}', f"{INVALID} action: This field is required."),
    ("[1, 2]", "Invalid data. Expected a dictionary, but got list."),
    ('"move"', "Invalid data. Expected a dictionary, but got str."),
    ('{"version": 0, "action": {"type": "resign"}, "connection": "%s"}' % ("c" * 65),
     "connection: Ensure this field has no more than 64 characters."),
    ('{"version": 0, "action": {"type": "resign"}, "connection": "   "}', "connection: This field may not be blank."),
    ('{"version": 0, "action": {"type": "resign"}, "connection": 12}', "connection: Not a valid string."),
    ('{"version": 0, "action": {"type": "resign"}, "connection": null}', "connection: This field may not be null."),
])
def test_a_body_without_the_fields_is_a_400_naming_each(seated, body, message):
    game, ann = seated
    notes = Notification.objects.count()
    response = _post(ann, game, body)
    assert response.status_code == 400, response.content[:300]
    assert (response.json()["code"], response.json()["message"]) == ("invalid_request", message)
    _unchanged(game, notes)


def test_a_form_post_cannot_send_a_json_integer(seated):
    """A form's values are text: ``version=0`` is refused like ``"0"``."""
    game, ann = seated
    notes = Notification.objects.count()
    response = ann.post(f"/api/v1/games/{game.pk}/moves/", {"version": "0", "action": "resign"})
    assert response.status_code == 400
    assert response.json()["message"] == f'{INVALID} action: Expected a dictionary of items but got type "str".'
    _unchanged(game, notes)


def test_a_good_body_with_a_connection_and_other_keys_moves(seated):
    game, ann = seated
    response = _post(ann, game, '{"version": 0, "action": {"type": "resign"}, "connection": " tok ", "x": 1}')
    assert response.status_code == 201, response.content[:300]
    assert response.json()["version"] == 1 and Move.objects.filter(game=game).count() == 1


def _largest(fields) -> int:
    """The most values (as :func:`move_input.too_many_values` counts) an action of these
    declared fields can hold: the object, its "type" key and value, and per field its
    key and its value (a list kind's items; a bound of None counts the shapes' list bound)."""
    from boardgames.engines.shapes import LIST_LIMIT

    total = 3
    for field in fields:
        items = field.max_items or LIST_LIMIT
        total += 1 + {"int": 1, "text": 1, "int_list": 1 + items, "pair_list": 1 + 3 * items,
                      "int_map": 1 + 2 * items}[field.kind]
    return total


def test_every_declared_action_shape_fits_the_bound_with_room_to_spare():
    largest = max(_largest(fields) for spec in all_specs() for fields in spec.engine.action_shapes.values())
    assert 500 < largest <= move_input.ACTION_MAX_VALUES // 4


def test_too_many_values_counts_keys_and_values_at_every_depth():
    assert move_input.too_many_values({"type": "x"}, 3) is False  # the object, its key, its value
    assert move_input.too_many_values({"type": "x"}, 2) is True
    # the object, its key, the outer list, [1, 2], 1, 2, [3], 3
    assert move_input.too_many_values({"a": [[1, 2], [3]]}, 8) is False
    assert move_input.too_many_values({"a": [[1, 2], [3]]}, 7) is True


def test_the_refusals_speak_the_callers_language(seated):
    """DRF's own texts keep DRF's translations; the size bound has the project's."""
    from django.utils import translation
    from rest_framework import serializers

    game, ann = seated
    with translation.override("zh-hans"):
        invalid = str(serializers.IntegerField.default_error_messages["invalid"])
    assert invalid != "A valid integer is required."
    response = ann.generic("POST", f"/api/v1/games/{game.pk}/moves/", '{"version": "1", "action": {"type": "resign"}}',
                           content_type="application/json", HTTP_ACCEPT_LANGUAGE="zh-hans")
    assert response.json()["message"] == f"version: {invalid}"
    big = '{"version": 0, "action": {"type": "move", "path": %s}}' % json.dumps([[0, 0]] * 1400)
    response = ann.generic("POST", f"/api/v1/games/{game.pk}/moves/", big, content_type="application/json",
                           HTTP_ACCEPT_LANGUAGE="zh-hans")
    assert response.json()["message"] == f"action: 一个动作最多包含 {move_input.ACTION_MAX_VALUES} 个值。"
