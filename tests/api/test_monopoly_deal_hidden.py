"""Monopoly Deal hidden information through the REST API (issue 5, "Hidden information").

A 3-player game is played through ``POST /moves/`` with seeded random legal actions
(hand-limit discards both ways, payments, Just Say No, a few server timeouts). After every
action, for each viewer (the three seats and an anonymous spectator) every endpoint is
read and searched for card ids that viewer must not know *at that moment*: a card in
another seat's hand, or any card of the draw pile (its order). The forbidden sets are
computed from the true ``Game.state``.

Card ids are found by field name, not by searching for numbers: :data:`CARD_KEYS` are the
fields that hold card ids, :data:`COUNT_KEYS` those that hold other numbers; an integer
under any other key fails the test (so a new field has to be classified here before it
can pass). The view's ``cards`` catalogue (every id, public and static) and ``colors``
table are checked to equal the static data and skipped. Each seat must also see exactly
its own hand, and its own draws and hand-limit cards in the move log.

The move log is immutable, so after every action only the pages with new moves are read
(each entry checked against the state right after that move); every
``FULL_MOVES_EVERY`` actions and at the end every page is read again by every viewer.
``GET /games/``, ``/me/games/`` (summaries only: no view, no move), the HTML game page
(``/games/{id}/``, whose embedded JSON blobs are checked like the API) and
``/legal-actions/`` (the detail's own ``legal_actions``, checked in the detail at every
action, so there it must equal them) are read every ``LISTS_EVERY`` actions and at the
end, to keep the test fast. ``/replay/?seq=k``
is read after every action by one viewer at a random ``k``, and at the end by every viewer
at the start, the middle and the end.
"""

from __future__ import annotations

import collections
import datetime as dt
import json
import random
import re

import pytest
from django.test import Client

from boardgames.registry import get_engine
from boardgames.engines.monopoly_deal import cards as md_cards
from boardgames.engines.monopoly_deal import data as md_data
from boardgames.models import Game, Move
from boardgames.services import deadlines_expire

pytestmark = pytest.mark.django_db

ENGINE = get_engine("monopoly-deal")
GAME_SEED = 32         # the engine's shuffle and the random player's choices (see pick_seed)
ACTIONS = 260          # at most this many steps; these seeds end the game (a win) first
TIMEOUT_EVERY = 37     # every n-th step the deadlines expire instead of a submission
FULL_MOVES_EVERY = 60  # re-read every page of /moves/ for every viewer this often
LISTS_EVERY = 8        # GET /games/ and /me/games/ (summaries, no view) this often
PAGE = 50              # REST_FRAMEWORK PAGE_SIZE

#: Fields whose integers (or lists of integers) are card ids.
CARD_KEYS = frozenset({
    "card", "cards", "hand", "bank", "payable", "house", "hotel", "set_cards", "discard_top",
    "take", "give", "double", "doubles", "discard",
})
#: Fields whose integers are anything else (seats, counts, money, versions...).
COUNT_KEYS = frozenset({
    "id", "players", "version", "index", "team", "place", "my_seat", "seconds", "days", "count",
    "window_seconds", "seconds_left", "seat", "current", "turn", "round", "plays_used", "plays_left", "hand_limit",
    "hand_count", "bank_value", "complete_sets", "set_size", "rent", "table_value", "timeouts",
    "discard_count", "draw_count", "amount", "winner", "no", "by", "target", "targets", "seq",
    "value", "debt", "to", "from", "with", "against", "chain", "rounds", "places", "teams", "owed",
    "gameId",
    "limit", "time_left", "more_time_seats",  # correspondence play (docs/correspondence.md)
    "seconds_left",  # a replayed prompt's clock (boardgames/replay.py)
})
#: Fields that are objects keyed by seat numbers.
SEAT_KEYED = frozenset({"results", "vacations"})
CATALOGUE = md_cards.catalogue()


def card_ids(obj, key=None, path="$") -> list[tuple[str, int]]:
    """Every (path, card id) in a JSON value; fails on an unclassified integer field."""
    out: list[tuple[str, int]] = []
    if obj is None or isinstance(obj, (bool, str, float)):
        return out
    if isinstance(obj, int):
        if key in CARD_KEYS:
            out.append((path, obj))
        else:
            assert key in COUNT_KEYS, f"unclassified integer field {path} = {obj}"
        return out
    if isinstance(obj, list):
        for i, value in enumerate(obj):
            out.extend(card_ids(value, key, f"{path}[{i}]"))
        return out
    assert isinstance(obj, dict), f"unexpected JSON at {path}: {obj!r}"
    is_view = obj.get("game") == "monopoly-deal" and "hand_limit" in obj
    if is_view:  # the static catalogue is served once per page, never in a view
        assert "cards" not in obj and "colors" not in obj, f"{path} carries the catalogue"
    for k, value in obj.items():
        if isinstance(k, str) and k.isdigit():
            # Numeric keys are seats (the "resolved" event's results), never card ids.
            assert key in SEAT_KEYED, f"unclassified numeric key {path}.{k}"
        out.extend(card_ids(value, k, f"{path}.{k}"))
    return out


def assert_no_forbidden(payload, forbidden: set[int], where: str) -> list[tuple[str, int]]:
    found = card_ids(payload)
    leaks = [(p, c) for p, c in found if c in forbidden]
    assert not leaks, f"{where}: hidden card ids leaked: {leaks[:8]}"
    return found


def assert_payload_hidden(payload: dict, state: dict, viewer: int | None, where: str, move: Move | None) -> list:
    """:func:`assert_no_forbidden` for a game payload (or a push message around one) in
    ``state``: its ``last_move`` (the log entry of ``move``, the move that made ``state``)
    is checked as the move log is (:func:`move_forbidden`), the rest as the state."""
    pushed = payload.get("type") == "game"  # a push message: {"type", "game": payload, ...}
    body = payload["game"] if pushed else payload
    entry = body.get("last_move")
    assert (entry is None) == (move is None) and (entry is None or entry["seq"] == move.seq), where
    rest = {**body, "last_move": None}
    found = assert_no_forbidden({**payload, "game": rest} if pushed else rest,
                                forbidden_now(state, viewer), where)
    if entry is not None:
        assert_no_forbidden(entry, move_forbidden(move, state, viewer), f"{where}: last_move")
    return found


def move_forbidden(move: Move, state: dict, viewer: int | None) -> set[int]:
    """Cards ``viewer`` may not see in ``move``'s log entry (``state``: after it)."""
    return forbidden_now(state, viewer) - own_bottom_cards(move.events, viewer) - public_cards_of_action(move.action)


def forbidden_now(state: dict, viewer: int | None) -> set[int]:
    """Cards ``viewer`` may not know in ``state``: other hands and the whole draw pile."""
    out = set(state["draw"])
    for s, hand in enumerate(state["hands"]):
        if s != viewer:
            out.update(hand)
    return out


def public_cards_of_action(action: dict) -> set[int]:
    """Cards an action makes public by playing them from the hand (to the table, the
    bank or the discard pile) or paying them from the table."""
    out = set()
    if action.get("type") in ("bank", "lay", "play", "move_wild", "just_say_no") and isinstance(action.get("card"), int):
        out.add(action["card"])
    out.update(action.get("double") or [])
    if action.get("type") == "pay":
        out.update(action.get("cards") or [])
    return out


def own_bottom_cards(events: list[dict], viewer: int | None) -> set[int]:
    """Cards ``viewer`` itself put on the bottom of the draw pile in this move."""
    out = set()
    for e in events:
        if e["type"] == "hand_limit" and e["seat"] == viewer:
            out.update(e["_secret"]["data"]["cards"])
    return out


# -- the random player -----------------------------------------------------------------

def choose(engine, state: dict, rng: random.Random) -> tuple[int, dict]:
    """A prompted seat and a random legal action for it, biased towards actions (so that
    charges, payments and Just Say No happen) and sometimes ending the turn early (so
    hands grow past the limit: half the time the extra cards go in the end_turn itself,
    half the time through the discard prompt). Never resigns."""
    prompts = engine.prompts(state)
    seat = rng.choice(sorted({p.seat for p in prompts}))
    legal = [a for a in engine.legal_actions(state, seat) if a["type"] != "resign"]
    phase = state["phase"]
    if phase == "respond":
        jsn = [a for a in legal if a["type"] == "just_say_no"]
        if jsn and rng.random() < 0.8:
            return seat, rng.choice(jsn)
        return seat, rng.choice([a for a in legal if a["type"] != "just_say_no"])
    if phase == "discard":
        return seat, rng.choice(legal)
    by_type = collections.defaultdict(list)
    for a in legal:
        by_type[a["type"]].append(a)
    r = rng.random()
    if state["plays"] < md_data.PLAYS_PER_TURN and r >= 0.3:
        for kind, cut in (("play", 0.7), ("lay", 0.9), ("bank", 1.01)):
            if by_type[kind] and r < cut:
                return seat, rng.choice(by_type[kind])
        for kind in ("play", "lay", "bank"):
            if by_type[kind]:
                return seat, rng.choice(by_type[kind])
    hand = state["hands"][seat]
    if len(hand) > md_data.HAND_LIMIT and rng.random() < 0.5:
        return seat, {"type": "end_turn", "discard": rng.sample(sorted(hand), len(hand) - md_data.HAND_LIMIT)}
    return seat, {"type": "end_turn"}


def simulate(seed: int) -> tuple[dict, collections.Counter]:
    """The test's playout with the engine alone (the same policy, and the timeouts as
    ``deadlines_expire`` applies them: every prompt pending at the sweep, lowest seat
    first). Returns the final state and what happened, to pick a seed that reaches
    everything the test is about."""
    state = ENGINE.new_game(3, {}, seed)
    rng = random.Random(seed)
    counts = collections.Counter()

    def apply(seat, action):
        nonlocal state
        state, events = ENGINE.apply(state, seat, action)
        counts["moves"] += 1
        for e in events:
            counts[f"event:{e['type']}"] += 1
        if action.get("type") == "end_turn" and action.get("discard"):
            counts["end_turn_with_discard"] += 1
        if action.get("type") == "discard":
            counts["discard_prompt_answered"] += 1

    for step in range(1, ACTIONS + 1):
        if state["phase"] == "over":
            break
        if step % TIMEOUT_EVERY == 0:
            keys = {p.key for p in ENGINE.prompts(state)}
            while state["phase"] != "over":
                due = sorted(p.seat for p in ENGINE.prompts(state) if p.key in keys)
                if not due:
                    break
                apply(due[0], ENGINE.timeout_action(state, due[0]))
        else:
            apply(*choose(ENGINE, state, rng))
    return state, counts


def reaches_everything(counts: collections.Counter) -> bool:
    return (counts["moves"] >= 150 and counts["event:hand_limit"] >= 2 and counts["end_turn_with_discard"] >= 1
            and counts["discard_prompt_answered"] >= 1 and counts["event:pay"] >= 5
            and counts["event:just_say_no"] >= 1 and counts["event:timeout"] >= 1)


def pick_seed() -> int:
    """``GAME_SEED`` if its playout reaches everything (and ends in a win), else the next
    seed that does (the engine may change; the choice stays deterministic)."""
    fallback = None
    for seed in range(GAME_SEED, GAME_SEED + 40):
        state, counts = simulate(seed)
        if reaches_everything(counts):
            if state["phase"] == "over":
                return seed
            fallback = fallback or seed
    assert fallback is not None, "no seed reaches hand limits, payments, Just Say No and timeouts"
    return fallback


# -- the checks --------------------------------------------------------------------------

class Watcher:
    """Reads every endpoint as every viewer and checks what it sees."""

    def __init__(self, game_id: int, clients: dict, rng: random.Random, browsers: dict):
        self.game_id = game_id
        self.clients = clients              # viewer (seat or None) -> APIClient
        self.browsers = browsers            # viewer -> django Client (session) for the HTML page
        self.rng = rng
        self.states: dict[int, dict] = {}   # version -> true state
        self.moves: dict[int, Move] = {}    # seq -> Move
        self.checked_moves = {v: 0 for v in clients}
        self.counts = collections.Counter()

    def url(self, tail: str = "") -> str:
        return f"/api/v1/games/{self.game_id}/{tail}"

    def get(self, viewer, url: str):
        response = self.clients[viewer].get(url)
        assert response.status_code == 200, (url, viewer, response.status_code, response.content[:300])
        self.counts["responses"] += 1
        return response.json()

    def record(self, game: Game) -> None:
        """Rebuild the true state after every new move (timeouts may add several)."""
        for move in Move.objects.filter(game=game, seq__gt=max(self.states)).order_by("seq"):
            before = self.states[move.seq - 1]
            after, _ = ENGINE.apply(before, move.seat, move.action)
            self.states[move.seq] = after
            self.moves[move.seq] = move
            for e in move.events:
                self.counts[f"event:{e['type']}"] += 1
            if move.action.get("type") == "end_turn" and move.action.get("discard"):
                self.counts["end_turn_with_discard"] += 1
            if move.action.get("type") == "discard":
                self.counts["discard_prompt_answered"] += 1
        assert self.states[game.version] == game.state, "the replayed state differs from Game.state"

    def check_current(self, game: Game, viewer, lists: bool) -> None:
        state = game.state
        forbidden = forbidden_now(state, viewer)
        assert forbidden, "nothing is hidden: the check would be vacuous"
        detail = self.get(viewer, self.url())
        seen = assert_payload_hidden(detail, state, viewer, f"GET game v{game.version} as {viewer}",
                                     self.moves.get(game.version))
        assert detail["my_seat"] == viewer and detail["version"] == game.version
        you = detail["view"]["you"]
        if viewer is None:
            assert you is None and detail["legal_actions"] == []
        else:
            assert you["hand"] == sorted(state["hands"][viewer]), "a seat must see its own hand"
            assert set(state["hands"][viewer]) <= {c for _, c in seen}
            self.counts["own_hand_cards_seen"] += len(you["hand"])
        for s, info in enumerate(detail["view"]["seats"]):
            assert info["hand_count"] == len(state["hands"][s])
            assert sorted(info["bank"]) == sorted(state["banks"][s])
        assert detail["view"]["draw_count"] == len(state["draw"])
        if not lists:
            return
        # /legal-actions/ serves the detail's own legal_actions (checked above at every
        # step): read with the lists, it must be exactly them.
        legal = self.get(viewer, self.url("legal-actions/"))
        assert legal == {"version": game.version, "seat": viewer, "actions": detail["legal_actions"]}, legal
        assert_no_forbidden(legal, forbidden, f"legal-actions v{game.version} as {viewer}")
        page = self.browsers[viewer].get(f"/games/{self.game_id}/")
        assert page.status_code == 200
        html = page.content.decode()
        blobs = re.findall(r'<script id="(game-initial|page-config)" type="application/json">(.*?)</script>', html, re.S)
        assert [name for name, _ in blobs] == ["page-config", "game-initial"], "the game page's JSON blobs moved"
        for name, blob in blobs:
            data = json.loads(blob)
            if name == "game-initial":
                assert_payload_hidden(data, state, viewer, f"game page {name} as {viewer}", self.moves.get(game.version))
            else:
                assert_no_forbidden(data, forbidden, f"game page {name} as {viewer}")
            if name == "game-initial" and viewer is not None:
                assert data["view"]["you"]["hand"] == sorted(state["hands"][viewer])
        self.counts["pages"] += 1
        listing = self.get(viewer, "/api/v1/games/?game=monopoly-deal")
        assert_no_forbidden(listing, forbidden, f"games list as {viewer}")
        if viewer is not None:
            mine = self.get(viewer, "/api/v1/me/games/")
            assert_no_forbidden(mine, forbidden, f"me/games as {viewer}")
        else:
            response = self.clients[None].get("/api/v1/me/games/")
            assert response.status_code == 401
            assert_no_forbidden(response.json(), forbidden, "me/games as a spectator")

    def check_replay(self, game: Game, viewer, seq: int) -> None:
        data = self.get(viewer, self.url(f"replay/?seq={seq}"))
        state = self.states[seq]
        assert data["seq"] == seq
        assert_no_forbidden(data, forbidden_now(state, viewer), f"replay seq={seq} as {viewer}")
        you = data["view"]["you"]
        if viewer is None:
            assert you is None
        else:
            assert you["hand"] == sorted(state["hands"][viewer])
        self.counts["replays"] += 1

    def check_move_entry(self, entry: dict, viewer) -> None:
        seq = entry["seq"]
        move = self.moves[seq]
        state = self.states[seq]
        assert_no_forbidden(entry, move_forbidden(move, state, viewer), f"move {seq} as {viewer}")
        assert entry["seat"] == move.seat and len(entry["events"]) == len(move.events)
        # Own draws and hand-limit cards are shown to their seat, and only to it.
        for shown, true in zip(entry["events"], move.events):
            assert shown["type"] == true["type"]
            if "_secret" in true:
                assert "_secret" not in shown
                if viewer in true["_secret"]["seats"]:
                    assert shown["cards"] == true["_secret"]["data"]["cards"]
                    self.counts["own_secret_events_seen"] += 1
                else:
                    assert "cards" not in shown
        if viewer == move.seat:
            assert entry["action"] == move.action
        elif move.action.get("type") in ("end_turn", "discard") and (move.action.get("discard") or move.action.get("cards")):
            # The hand-limit cards: others see how many, not which (Engine.redact_action).
            hidden = move.action.get("discard") or move.action.get("cards")
            assert entry["action"] == {"type": move.action["type"], "count": len(hidden)}
            self.counts["redacted_actions_seen"] += 1
        self.counts["move_entries"] += 1

    def check_moves(self, game: Game, viewer, full: bool) -> None:
        start = 1 if full else self.checked_moves[viewer] + 1
        if start > game.version:
            return
        page = (start - 1) // PAGE + 1
        url = self.url(f"moves/?page={page}")
        while url:
            data = self.get(viewer, url)
            for entry in data["results"]:
                if entry["seq"] >= start:
                    self.check_move_entry(entry, viewer)
            assert_no_forbidden({k: v for k, v in data.items() if k != "results"}, set(), "moves page")
            url = data["next"]
        self.checked_moves[viewer] = game.version

    def check_everything(self, game: Game, full_moves: bool = False, lists: bool = True) -> None:
        for viewer in self.clients:
            self.check_current(game, viewer, lists)
            self.check_moves(game, viewer, full_moves)
        viewer = self.rng.choice(list(self.clients))
        self.check_replay(game, viewer, self.rng.randint(0, game.version))


def test_checker_finds_card_ids_by_field_and_rejects_unknown_numbers():
    """The checker itself: a planted hand is found, an unknown numeric field fails."""
    state = ENGINE.new_game(3, {}, 11)
    view0 = ENGINE.view(state, 0)
    assert_no_forbidden(view0, forbidden_now(state, 0), "seat 0's own view")
    found = {c for _, c in card_ids(view0)}
    assert set(state["hands"][0]) <= found
    with pytest.raises(AssertionError, match="leaked"):
        assert_no_forbidden(view0, forbidden_now(state, 1), "seat 0's view checked as seat 1")
    with pytest.raises(AssertionError, match="unclassified"):
        card_ids({"view": {"secret_total": 7}})
    with pytest.raises(AssertionError, match="unclassified numeric key"):
        card_ids({"events": [{"type": "x", "by_card": {"17": "seat 1"}}]})
    with pytest.raises(AssertionError, match="catalogue"):
        card_ids({**view0, "cards": CATALOGUE})


def test_no_endpoint_shows_another_hand_or_the_draw_pile(make_user, api):
    users = [make_user("ann"), make_user("bob"), make_user("cyd")]
    clients = {i: api(u) for i, u in enumerate(users)}
    clients[None] = api(None)
    browsers = {None: Client()}
    for i, u in enumerate(users):
        browsers[i] = Client()
        browsers[i].force_login(u)
    created = clients[0].post("/api/v1/games/", {
        "game": "monopoly-deal", "players": 3, "rated": False,
        "time_control": {"kind": "live", "seconds": 60}}, format="json")
    assert created.status_code == 201, created.content
    game_id = created.json()["id"]
    seed = pick_seed()
    Game.objects.filter(pk=game_id).update(seed=seed)
    for seat in (1, 2):
        joined = clients[seat].post(f"/api/v1/games/{game_id}/join/", {"seat": seat}, format="json")
        assert joined.status_code == 200, joined.content
    game = Game.objects.get(pk=game_id)
    assert game.status == Game.Status.ACTIVE and game.version == 0

    rng = random.Random(seed)
    watcher = Watcher(game_id, clients, random.Random(seed + 1), browsers)
    watcher.states[0] = game.initial_state
    watcher.check_everything(game)
    later = dt.timedelta(seconds=3600)
    for step in range(1, ACTIONS + 1):
        if game.status != Game.Status.ACTIVE:
            break
        if step % TIMEOUT_EVERY == 0:
            assert deadlines_expire(game_id, now=game.deadline + later, wait=True) >= 1
            watcher.counts["timeout_sweeps"] += 1
        else:
            seat, action = choose(ENGINE, game.state, rng)
            response = clients[seat].post(f"/api/v1/games/{game_id}/moves/",
                                          {"version": game.version, "action": action}, format="json")
            assert response.status_code == 201, (action, response.content[:300])
            game.refresh_from_db()
            assert_payload_hidden(response.json(), game.state, seat, f"POST answer to {seat}",
                                  Move.objects.get(game=game, seq=game.version))
        game.refresh_from_db()
        watcher.record(game)
        watcher.check_everything(game, full_moves=step % FULL_MOVES_EVERY == 0, lists=step % LISTS_EVERY == 0)
    game.refresh_from_db()
    watcher.check_everything(game, full_moves=True)
    for viewer in watcher.clients:
        for seq in (0, game.version // 2, game.version):
            watcher.check_replay(game, viewer, seq)

    counts = watcher.counts
    # The playout reached what the hidden information is about.
    counts["moves"] = game.version
    assert reaches_everything(counts) and counts["event:draw"] >= 20, counts
    assert counts["own_secret_events_seen"] > 0 and counts["own_hand_cards_seen"] > 0, counts
    assert counts["redacted_actions_seen"] > 0, counts
    assert counts["pages"] >= 4 * (game.version // (LISTS_EVERY + 2)), counts
