"""The schema documents JSON request bodies only (issue 9, defect 13): under daphne a
malformed multipart body gets Twisted's bare 400 before Django runs, so a schema listing
multipart/form-data promised a JSON error the production server cannot give (schemathesis
against daphne: POST /join/ with an empty multipart body, ST104/ST109)."""

from __future__ import annotations

import json


def test_every_documented_request_body_is_json_only(client):
    schema = json.loads(client.get("/api/v1/schema/", {"format": "json"}).content)
    media = {(path, method): sorted(op["requestBody"]["content"])
             for path, ops in schema["paths"].items() for method, op in ops.items()
             if isinstance(op, dict) and "requestBody" in op}
    assert media, "no operation documents a request body"
    assert {types[0] for types in media.values()} == {"application/json"}
    assert all(len(types) == 1 for types in media.values()), media
