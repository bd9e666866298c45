"""Monopoly: Cheaters Edition: a cheat is hidden from everyone but the cheater (issue 12,
Tests, "Hidden information"), over every endpoint and every websocket message.

A 4-player live game is played through the move service by a seeded random player that
cheats whenever a cheat is legal (random cheat, random fields) and sometimes accuses.
Every viewer (the four seats and an anonymous spectator) holds a websocket. While a cheat
is unsettled (from the cheat's move until the accusation window closes), for every other
seat and the spectator:

- ``GET /games/{id}/``: the view equals the engine's view of the *twin* state, the true
  state with the turn's secret cheat records removed (so the view carries nothing of the
  cheat but the facts it changed); so do the legal actions and the prompts (seat, key,
  kinds) of the envelope;
- the move log (``GET /moves/`` and the payload's ``last_move``): the cheat's entry shows
  an honest action (``roll``, ``pay_rent``, ``pay``, ``read_card``, or ``adjust`` for a cheat with
  no honest counterpart), with no field of the real action, and every event in it has a
  signature (type, fields, reason) that honest play also produces (collected from honest
  playouts of the engine alone, :func:`honest_signatures`);
- ``GET /replay/?seq=k`` at the cheat's move: the same view the detail gave then;
- every websocket message: the same view, legal actions and ``last_move`` as REST.

The cheater's own view lists the cheat (``my_cheats``) and its log entry is the real
``cheat`` action until the window closes. The same in a correspondence room, where the
window opens beside the next player's turn and waits out its hour (the sweep at the
deadline) before that player's first action closes it.
"""

from __future__ import annotations

import copy
import datetime as dt
import json
import random

import pytest
from channels.db import database_sync_to_async
from channels.layers import get_channel_layer
from django.test import Client

from boardgames.engines.cheaters.data import CHEAT_IDS
from boardgames.engines.core import redact_event
from boardgames.models import Game, Move
from boardgames.registry import get_engine
from boardgames.services import action_submit, deadlines_expire, game_create, game_join
from tests.push.test_websocket import connect

# A whole playout with every viewer read after every move: longer than the suite's
# default 300 s on a loaded machine.
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio, pytest.mark.timeout(900)]

ENGINE = get_engine("cheaters-edition")
PLAYERS = 4
SEED = 12
CHEAT_RATE = 0.7     # how often the random player cheats when it may
ACCUSE_RATE = 0.35   # how often an answer to the window is an accusation
HONEST_TYPES = {"roll", "pay_rent", "pay", "read_card", "adjust"}
PAGE = 50


WAIT_RATE = 0.5      # how often, in a correspondence window, the others let its hour run out


def waits_for_hour(state: dict) -> bool:
    """A correspondence window whose next player has answered and waits for the hour."""
    w = state.get("window")
    if not w or not w.get("hour") or not w.get("next"):
        return False
    return all(e["seat"] != w["next"]["seat"] for e in w["entries"])


def unsettled(state: dict) -> list[dict]:
    """The turn's cheats not yet settled by the window (the engine's secret records)."""
    t = state.get("turn")
    return [r for r in (t or {}).get("cheats", []) if not r.get("settled")]


def twin(state: dict) -> dict:
    """The state with the turn's secret cheat records removed."""
    out = copy.deepcopy(state)
    if out.get("turn"):
        out["turn"]["cheats"] = []
    return out


def signature(event: dict) -> tuple:
    return (event.get("type"), tuple(sorted(event)), event.get("reason"), event.get("via"))


def choose(state: dict, rng: random.Random, played=()) -> tuple[int, dict]:
    """A prompted seat and its action: a cheat when one is legal (CHEAT_RATE), an
    accusation in the window (ACCUSE_RATE), else a random legal answer. Never resigns."""
    prompts = ENGINE.prompts(state)
    seats = sorted({p.seat for p in prompts if _answers(state, p)})  # a waiting prompt has none
    if not seats:
        return None, None
    seat = rng.choice(seats)
    kinds = next(p.kinds for p in prompts if p.seat == seat)
    legal = [a for a in ENGINE.legal_actions(state, seat) if a["type"] in kinds and a["type"] != "resign"]
    cheats = [a for a in legal if a["type"] == "cheat"]
    if cheats and rng.random() < CHEAT_RATE:
        fresh = [a for a in cheats if a["cheat"] not in played]  # every cheat once, where it can
        rare = [a for a in fresh if a["cheat"] == "free_lodging"]  # its situation (a rent) is rare
        return seat, rng.choice(rare or fresh or cheats)
    accusations = [a for a in legal if a["type"] == "accuse"]
    if accusations and rng.random() < ACCUSE_RATE:
        return seat, rng.choice(accusations)
    honest = [a for a in legal if a["type"] not in ("cheat", "accuse")] or legal
    return seat, rng.choice(honest)


def _answers(state: dict, prompt) -> list[dict]:
    return [a for a in ENGINE.legal_actions(state, prompt.seat) if a["type"] in prompt.kinds]


def honest_signatures(seeds=(1, 2, 3), steps: int = 500, correspondence: bool = False) -> set[tuple]:
    """Event signatures of honest play (no cheat ever), as any viewer sees them, and
    ``("first", action type, event type)`` for the first event of each action type's
    entries (every honest roll begins with its dice, say). ``correspondence``: in such a
    room, where a window's hour ends by its timeout when nobody else may act."""
    found: set[tuple] = set()
    options = {"correspondence": True} if correspondence else {}
    for seed in seeds:
        state = ENGINE.new_game(PLAYERS, ENGINE.normalize_options(PLAYERS, options), seed)
        rng = random.Random(seed)
        for _ in range(steps):
            if ENGINE.outcome(state) is not None or not ENGINE.prompts(state):
                break
            seat, action = choose_honest(state, rng)
            state, events = ENGINE.apply(state, seat, action)
            for viewer in [None, *range(PLAYERS)]:
                found.update(signature(redact_event(e, viewer)) for e in events)
            shown = ENGINE.redact_action(action, seat, None)["type"]
            found.add(("first", shown, events[0]["type"] if events else None))
    return found


def choose_honest(state: dict, rng: random.Random) -> tuple[int, dict]:
    prompts = ENGINE.prompts(state)
    seats = sorted({p.seat for p in prompts if _answers(state, p)})
    if not seats or (waits_for_hour(state) and rng.random() < WAIT_RATE):  # a correspondence hour ends
        return next(p.seat for p in prompts if not p.kinds), {"type": "timeout"}
    seat = rng.choice(seats)
    kinds = next(p.kinds for p in prompts if p.seat == seat)
    legal = [a for a in ENGINE.legal_actions(state, seat)
             if a["type"] in kinds and a["type"] not in ("resign", "cheat")]
    accusations = [a for a in legal if a["type"] == "accuse"]
    if accusations and rng.random() < ACCUSE_RATE:
        return seat, rng.choice(accusations)
    return seat, rng.choice([a for a in legal if a["type"] != "accuse"] or legal)


# -- the game and its viewers ---------------------------------------------------------------

@database_sync_to_async
def setup_game(make_user, face_up, control):
    """The game, its four players (``face_up``: the five cheat cards to start with, or
    None for the shuffled ones; ``control``: the time control) and a Django test client
    per viewer."""
    users = [make_user(name) for name in ("ann", "bob", "cyd", "dee")]
    game = game_create(user=users[0], game_type="cheaters-edition", players=PLAYERS, options={}, rated=False,
                       time_control=control)
    Game.objects.filter(pk=game.pk).update(seed=SEED)
    for seat, user in enumerate(users[1:], start=1):
        game_join(game_id=game.pk, user=user, seat=seat)
    game.refresh_from_db()
    if face_up:
        state = game.state
        state["cheat_deck"] = [c for c in state["face_up"] + state["cheat_deck"] if c not in face_up]
        state["face_up"] = list(face_up)
        # Every other street already owned (seat by seat), so rents come often.
        streets = [sq["index"] for sq in ENGINE.view(state, None)["board"] if sq["kind"] == "street"]
        for k, square in enumerate(streets[::2]):
            state["owners"][square] = k % PLAYERS
        game.state = game.initial_state = state
        game.save(update_fields=["state", "initial_state"])
    clients = {}
    for seat, user in enumerate(users):
        client = Client()
        client.force_login(user)
        clients[seat] = client
    clients[None] = Client()
    return users, game, clients


@database_sync_to_async
def play(game: Game, user, action: dict, moves: dict[int, Move]) -> Game:
    """One step of the playout in one trip to the database thread (each trip opens a new
    database connection): ``action`` by ``user``, or for ``{"type": "timeout"}`` the sweep
    at the earliest deadline (a correspondence window's hour), as the Celery beat would run
    it then. Returns the game after it; its new moves are added to ``moves`` (seq -> Move;
    the log is immutable, so each move is read once)."""
    if action["type"] == "timeout":
        assert deadlines_expire(game.pk, now=game.deadline + dt.timedelta(seconds=1), wait=True) >= 1
    else:
        action_submit(game_id=game.pk, user=user, action=action, expected_version=game.version)
    game = Game.objects.get(pk=game.pk)
    moves.update((m.seq, m) for m in Move.objects.filter(game=game, seq__gt=max(moves, default=0)))
    return game


def rest(client: Client, url: str) -> dict:
    response = client.get(url, HTTP_ACCEPT="application/json")
    assert response.status_code == 200, (url, response.status_code, response.content[:300])
    return response.json()


def prompt_keys(prompts) -> set[tuple]:
    return {(p["seat"], p["key"], tuple(sorted(p.get("kinds") or []))) for p in prompts}


def engine_prompt_keys(state: dict) -> set[tuple]:
    return {(p.seat, p.key, tuple(sorted(p.kinds))) for p in ENGINE.prompts(state)}


#: Events a cheat with no honest counterpart (shown as ``adjust``) may carry: plain facts.
FACT_EVENTS = {"money", "deed", "hotel", "move", "jail"}


def check_other_entry(entry: dict, move: Move, honest: set[tuple], where: str) -> None:
    """A move's log entry as a viewer other than the cheater sees it. A cheat shown as an
    honest action (``roll``, ``pay_rent``, ``read_card``) must look exactly like one: each
    event with a signature honest play also makes. A cheat shown as ``adjust`` carries
    only fact events (money, deeds, hotels, moves, jail) with the fields honest ones have,
    and no value that names a cheat."""
    action = entry["action"]
    true = move.action
    assert action.get("type") != "cheat", f"{where}: {action}"
    if true.get("type") == "cheat":
        assert set(action) == {"type"} and action["type"] in HONEST_TYPES, f"{where}: cheat shown as {action}"
        # An entry with no event at all is the plain fact of Free Lodging (no rent moved).
        if action["type"] != "adjust" and entry["events"]:
            first = entry["events"][0]["type"]
            assert ("first", action["type"], first) in honest, \
                f"{where}: a {action['type']} whose events begin with {first}, unlike any honest one"
    for event in entry["events"]:
        assert "_secret" not in event, f"{where}: unredacted event {event}"
        text = json.dumps(event)
        assert "cheat" not in text and not any(f'"{c}"' in text for c in CHEAT_IDS), f"{where}: names a cheat: {text}"
        if true.get("type") == "cheat" and action["type"] == "adjust":
            fields = {sig[1] for sig in honest if sig[0] == event["type"]}
            assert event["type"] in FACT_EVENTS and tuple(sorted(event)) in fields, \
                f"{where}: not a plain fact: {text}"
        else:
            assert signature(event) in honest, f"{where}: an event honest play never makes: {text}"


def check_other_detail(detail: dict, state: dict, viewer, where: str) -> None:
    """The payload of a viewer other than the cheater while a cheat is unsettled."""
    plain = twin(state)
    assert detail["view"] == ENGINE.view(plain, viewer), f"{where}: the view differs from the twin's"
    assert detail["view"]["my_cheats"] == [], where
    legal = ENGINE.legal_actions(plain, viewer) if viewer is not None else []
    assert sorted(map(json.dumps, detail["legal_actions"])) == sorted(map(json.dumps, legal)), f"{where}: legal actions"
    assert prompt_keys(detail["prompts"]) == engine_prompt_keys(plain), f"{where}: prompts"


def latest_entries(client: Client, gid: int, version: int) -> dict[int, dict]:
    """The log entries of the last page of /moves/ (the newest moves) as this client sees them."""
    page = (version - 1) // PAGE + 1
    data = rest(client, f"/api/v1/games/{gid}/moves/?page={page}")
    return {m["seq"]: m for m in data["results"]}


async def check_viewers(game, clients, sockets, honest, open_moves, moves, counts, problems) -> dict:
    """Receive every viewer's push of ``game.version``, then read every endpoint as every
    viewer (in one trip to the database thread, :func:`read_viewers`). Returns the details
    read (viewer -> payload)."""
    messages = {}
    for viewer in clients:
        message = await sockets[viewer].receive_json_from(timeout=10)
        assert message["type"] == "game" and message["game"]["version"] == game.version
        messages[viewer] = message["game"]
    return await database_sync_to_async(read_viewers)(game, clients, messages, honest, open_moves, moves,
                                                      counts, problems)


def read_viewers(game, clients, messages, honest, open_moves, moves, counts, problems) -> dict:
    """Read every endpoint of every viewer at ``game.version`` and compare with its push
    (``messages``: viewer -> pushed payload); what a viewer other than the cheater must
    not see is collected in ``problems``. Returns the details read (viewer -> payload)."""
    gid, state, version = game.pk, game.state, game.version
    cheaters = {r["seat"] for r in unsettled(state)}
    move = moves.get(version)
    details = {}
    for viewer, client in clients.items():
        if not cheaters and version % 10:
            continue  # nothing secret at stake: push and REST are compared every tenth move
        pushed = messages[viewer]
        detail = details[viewer] = rest(client, f"/api/v1/games/{gid}/")
        for key in ("view", "legal_actions", "last_move", "prompts"):
            assert pushed[key] == detail[key], f"v{version} {viewer}: push and REST differ in {key}"
        where = f"v{version} viewer {viewer}"
        if viewer in cheaters:
            assert any(c["cheat"] for c in detail["view"]["my_cheats"]), f"{where}: the cheater's view lost the cheat"
            if move is not None and move.seat == viewer and move.action.get("type") == "cheat":
                assert detail["last_move"]["action"] == move.action, f"{where}: the cheater's own log entry"
            counts["cheater_views"] += 1
            continue
        if not cheaters or move is None:
            continue
        entries = latest_entries(client, gid, version)
        checks = [lambda: check_other_detail(detail, state, viewer, where),
                  lambda: check_other_entry(detail["last_move"], move, honest, f"{where} last_move")]
        for seq in sorted(open_moves):
            if seq in entries:
                checks.append(lambda e=entries[seq], m=moves[seq], seq=seq:
                              check_other_entry(e, m, honest, f"{where} /moves/ #{seq}"))
        for check in checks:
            try:
                check()
            except AssertionError as error:
                problems.append(str(error).splitlines()[0])
        counts["other_views"] += 1
    return details


@database_sync_to_async
def check_replays(gid, clients, cheat_moves, details_at) -> None:
    """Replay at each cheat's move: the view each viewer was shown then."""
    for seq, cheater in cheat_moves:
        for viewer, client in clients.items():
            data = rest(client, f"/api/v1/games/{gid}/replay/?seq={seq}")
            if viewer != cheater:
                assert data["view"] == details_at[(seq, viewer)], f"replay #{seq} viewer {viewer}"
                assert data["view"]["my_cheats"] == []


#: The shuffled cards of SEED; then the four cheats that need jail, a rent or a roll
#: (with Bank Heist), which the shuffled game does not reach, with every other street
#: owned from the start (a rent prompt comes only on owned land).
#: A correspondence room (a day a move): the window opens beside the next turn, its hour
#: runs out by the sweep, and the next player's first action closes it.
LIVE = {"kind": "live", "seconds": 600}
CORRESPONDENCE = {"kind": "correspondence", "days": 1}
#: Each playout is as long as it takes to play the cheats named beside it (seeded: the
#: same every run); together they play all fifteen.
FACE_UPS = [(None, 70, LIVE),
            (["escape_artist", "underpay", "identity_theft", "free_lodging", "bank_heist"], 190, LIVE),
            (None, 140, CORRESPONDENCE)]
PLAYED = [{"pickpocket", "slippery_deed", "accidental_demolition", "forged_chance", "unlicensed_contractor",
           "extra_allowance"},
          {"bank_heist", "identity_theft", "slippery_deed", "pickpocket", "escape_artist", "accidental_demolition",
           "unlicensed_contractor", "free_lodging", "underpay", "squatter"},
          {"pickpocket", "slippery_deed", "accidental_demolition", "forged_chance", "unlicensed_contractor",
           "squatter", "trick_dice", "price_gouging", "property_swap", "bank_heist", "identity_theft",
           "escape_artist"}]


@pytest.mark.parametrize(("face_up", "steps", "control", "played"), [(*f, p) for f, p in zip(FACE_UPS, PLAYED)],
                         ids=["shuffled", "jail-rent-roll", "correspondence"])
async def test_cheats_are_hidden_from_every_other_viewer(make_user, face_up, steps, control, played):
    await get_channel_layer().flush()
    honest = await database_sync_to_async(honest_signatures)(correspondence=control is CORRESPONDENCE)
    users, game, clients = await setup_game(make_user, face_up, control)
    sockets = {i: await connect(game.pk, users[i]) for i in range(PLAYERS)}
    sockets[None] = await connect(game.pk)
    for socket in sockets.values():
        assert (await socket.receive_json_from(timeout=10))["type"] == "game"
    rng = random.Random(SEED)
    counts = {"cheats": 0, "other_views": 0, "cheater_views": 0}
    cheat_moves, details_at, open_moves, problems, moves = [], {}, set(), [], {}
    for _ in range(steps):
        if game.status != Game.Status.ACTIVE:
            break
        seat, action = choose(game.state, rng, counts)
        if seat is None or (waits_for_hour(game.state) and rng.random() < WAIT_RATE):  # the hour runs out
            counts["hours"] = counts.get("hours", 0) + 1
            seat, action = None, {"type": "timeout"}
        game = await play(game, users[seat] if seat is not None else None, action, moves)
        if action["type"] == "cheat":
            counts["cheats"] += 1
            counts[action["cheat"]] = counts.get(action["cheat"], 0) + 1
            cheat_moves.append((game.version, seat))
        open_moves = {game.version} | open_moves if unsettled(game.state) else set()
        details = await check_viewers(game, clients, sockets, honest, open_moves, moves, counts, problems)
        if action["type"] == "cheat":
            for viewer, client in clients.items():  # the detail read at the cheat, else read now
                details_at[(game.version, viewer)] = (details.get(viewer)
                                                      or await database_sync_to_async(rest)(client, f"/api/v1/games/{game.pk}/"))["view"]
    await check_replays(game.pk, clients, cheat_moves[:12], details_at)
    distinct = sorted({p.split(": ", 1)[-1][:160] for p in problems})
    assert not problems, f"{len(problems)} leaks, {len(distinct)} distinct:\n" + "\n".join(distinct)
    print("cheaters leak test:", counts)
    assert counts["cheats"] >= 5 and counts["other_views"] >= 30 and counts["cheater_views"] >= 5, counts
    assert set(counts) & set(CHEAT_IDS) == played, counts
    assert set().union(*PLAYED) == set(CHEAT_IDS)  # the three playouts together play every cheat
    if control is CORRESPONDENCE:
        assert counts.get("hours", 0) >= 3, counts  # windows that waited out their hour
    for socket in sockets.values():
        await socket.disconnect()
