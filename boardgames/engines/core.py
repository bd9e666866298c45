"""The contract every rules engine implements, and the small pieces they share.

Engines are pure Python: they import the standard library and this module, never
Django. A game's whole state is plain JSON-serialisable data (dicts, lists, str, int,
bool, None); randomness comes from :class:`Rng`, whose state lives inside the game state,
so a game replays exactly from its seed and its actions (DESIGN.md, "The rules engines").

The server (boardgames/services.py) only ever calls the methods of :class:`Engine`:

- ``normalize_options(players, options)`` checks a room's options before a game exists;
- ``new_game(players, options, seed)`` builds the opening state;
- ``prompts(state)`` lists who must decide now (several seats at once is normal);
- ``legal_actions(state, seat)`` lists what a seat may submit now;
- ``apply(state, seat, action)`` validates and applies one action, returning a new
  state and the events it caused (the input state is never mutated);
- ``timeout_action(state, seat)`` is what the server submits when a prompt expires;
- ``view(state, seat)`` is all that seat (``None``: a spectator) may see;
- ``outcome(state)`` is ``None`` while the game runs, else an :class:`Outcome`.

Errors: :class:`InvalidAction` (malformed input), :class:`IllegalAction` (well formed
but not legal now), :class:`NotYourTurn` (this seat may not act now). All are
:class:`RulesError`, a ``ValueError`` whose message a person can read.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import asdict, dataclass, field
from typing import Any

from .kit.copying import copy_json
from .kit.values import is_int

State = dict[str, Any]
Action = dict[str, Any]
Event = dict[str, Any]


# Action types only the server submits (``timeout_action`` on an expired prompt); a
# player's submission of one is refused by the move service.
SERVER_ONLY_ACTIONS = frozenset({"timeout"})


def gettext_noop(text: str) -> str:
    """Mark a rules message for the translation catalogues (``makemessages`` finds the
    name); returns ``text`` unchanged. Engines stay free of Django: the move service
    translates the message of a :class:`RulesError` (``template``) when it answers."""
    return text


class Term(str):
    """A parameter of a :class:`RulesError` that is itself a marked text (a cheat's or a
    square's English name): the server translates it with the message. Any other
    parameter (ids, numbers, action types) is shown as it is."""


class Phrase(Term):
    """A parameter of a :class:`RulesError` that is a marked message with parameters of
    its own (the reason inside "Illegal move ...: %(why)s."): ``Phrase(template,
    **params)`` is the English text filled in (a ``str``, so code that only looks at the
    text still works); the server translates ``template`` and fills in ``params`` (each
    :class:`Term` or ``Phrase`` among them translated too), as for the error itself."""

    template: str
    params: dict[str, object]

    def __new__(cls, template: str, **params: object) -> "Phrase":
        phrase = super().__new__(cls, template % params if params else template)
        phrase.template = template
        phrase.params = params
        return phrase


class RulesError(ValueError):
    """Base of every rules error; ``str(error)`` is a message for the player (English).

    ``RulesError(template, **params)``: ``template`` is the English message, with
    ``%(name)s`` placeholders when ``params`` are given; ``str(error)`` is it filled in.
    ``template`` and ``params`` are kept so that the server can answer in the player's
    language (``gettext(template) % params``, :class:`Term` and :class:`Phrase`
    parameters translated too); a template marked with :func:`gettext_noop` is in the
    catalogues, any other is shown as it is."""

    code = "rules_error"

    def __init__(self, template: str = "", **params: object) -> None:
        self.template = template
        self.params = params
        super().__init__(template % params if params else template)


class InvalidAction(RulesError):
    """The action is malformed: unknown type, missing or ill-typed fields."""

    code = "invalid_action"


class IllegalAction(RulesError):
    """The action is well formed but not legal in this position."""

    code = "illegal_action"


class NotYourTurn(RulesError):
    """The seat has no decision pending that accepts this action."""

    code = "not_your_turn"


class NotYet(IllegalAction):
    """The action is legal later: it is refused until the prompt ``key`` (a waiting
    period's clock) runs out. ``str(error)`` may say ``{time}``: the server puts that
    prompt's deadline there (the engine has no clock)."""

    code = "not_yet"

    def __init__(self, message: str, key: str, **params: object) -> None:
        super().__init__(message, **params)
        self.key = key


class GameOver(RulesError):
    """The game has ended; no action is accepted."""

    code = "game_over"


@dataclass(frozen=True)
class Prompt:
    """A decision the game waits for from one seat.

    - ``seat``: the seat index (0-based).
    - ``kinds``: the action ``type`` values that answer this prompt.
    - ``key``: identifies this decision; while the key stays the same the clock keeps
      running, a new key starts a new deadline. Keys must be unique among the game's
      current prompts and should never repeat within a game (include a counter).
    - ``clock``: ``"move"`` uses the room's time per move; ``"window"`` uses
      ``window_seconds`` in a live room and the time per move in a correspondence room
      (RULINGS.md, platform-wide: "a seed's 30 seconds window gets the correspondence
      move time"); ``"fixed"`` uses ``window_seconds`` in every room (a waiting period,
      such as Cheaters Edition's hour of a correspondence accusation window).
    - ``window_seconds``: length of a live ``"window"`` or any ``"fixed"`` prompt, in seconds.
    - ``on_timeout``: a short text for players: what the server does on expiry.
    """

    seat: int
    kinds: tuple[str, ...]
    key: str
    clock: str = "move"
    window_seconds: int | None = None
    on_timeout: str = "skip"

    def to_dict(self) -> dict[str, Any]:
        """The prompt as JSON data (``kinds`` as a list)."""
        data = asdict(self)
        data["kinds"] = list(self.kinds)
        return data


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended; the facts the ratings app needs.

    - ``reason``: a stable code, e.g. ``"finished"``, ``"team_victory"``, ``"draw"``,
      ``"bankruptcy"``, ``"round_limit"``, ``"last_player"``.
    - ``places``: per seat (index = seat), the 1-based final place; equal numbers are
      ties. In a draw every seat has place 1.
    - ``draw``: True when the game was drawn (no winner).
    - ``rounds``: rounds completed or started when it ended (RULINGS: a round ends when
      every seat still playing has taken one turn).
    - ``seats``: per seat, a dict of facts. Every engine gives ``"status"`` (one of
      ``"won"``, ``"lost"``, ``"resigned"``, ``"left"``, ``"drew"``) and may add
      game-specific facts (pieces in the target camp, final cash, the order of
      resigning...), documented in docs/rules/<game>.md.
    - ``teams``: per seat the team index, or ``None`` in a free-for-all.
    """

    reason: str
    places: list[int]
    draw: bool = False
    rounds: int = 0
    seats: list[dict[str, Any]] = field(default_factory=list)
    teams: list[int | None] | None = None

    def to_dict(self) -> dict[str, Any]:
        """The outcome as JSON data."""
        return asdict(self)


@dataclass(frozen=True)
class OptionField:
    """One room option the lobby shows (for the create-game form and the API docs).

    ``kind`` is ``"choice"`` (with ``choices`` as ``[(value, label), ...]``), ``"int"``
    (with ``min``/``max``) or ``"bool"``. ``when`` (seat options): ``(room option,
    value)`` for a choice that only applies in such rooms, e.g. ``("room", "coin")``.
    """

    name: str
    label: str
    kind: str
    default: Any
    choices: tuple[tuple[Any, str], ...] = ()
    min: int | None = None
    max: int | None = None
    help: str = ""
    when: tuple[str, Any] | None = None


class Engine(ABC):
    """Base class of a game's rules. Subclasses set the class attributes and implement
    every abstract method.

    Class attributes:

    - ``slug``: the API name, e.g. ``"chinese-checkers"``.
    - ``name``: the display name from the seed, e.g. ``"QQ跳棋"``.
    - ``player_counts``: the allowed numbers of seats.
    - ``options``: the room options, as :class:`OptionField`.
    - ``live_move_seconds``: the default live time per decision, in seconds.
    - ``seat_options``: the choices a player makes on joining a seat (e.g. 强手棋's
      coin-room deposit), as :class:`OptionField`; checked by ``normalize_seat_extra``.
    - ``speed_option``: the name of a bool room option the lobby sets itself (True in a
      correspondence room, False in a live one; never the player's choice), for rules
      whose timing differs by room speed; ``None``: no such option.
    - ``action_shapes``: for each action ``type``, its fields as
      :class:`~boardgames.engines.shapes.ActionField`; ``apply`` and the move service
      refuse anything else through :func:`~boardgames.engines.shapes.check_action`.
    - ``action_names``: for each action ``type``, its name as the game page's buttons say
      it (a marked English text, e.g. ``"end_turn": gettext_noop("End turn")``), for the
      refusals that name an action (``kit.words.action_name``); every declared type has
      one (tests/i18n/test_rules_refusals.py).
    """

    slug: str = ""
    name: str = ""
    player_counts: tuple[int, ...] = ()
    options: tuple[OptionField, ...] = ()
    live_move_seconds: int = 60
    seat_options: tuple[OptionField, ...] = ()
    speed_option: str | None = None
    action_shapes: dict[str, tuple[Any, ...]] = {}
    action_names: dict[str, str] = {}

    # -- before the game ---------------------------------------------------------
    def normalize_options(self, players: int, options: dict[str, Any]) -> dict[str, Any]:
        """Check ``options`` for a room of ``players`` seats and fill in defaults.

        Returns the full options dict. Raises :class:`InvalidAction` with a marked
        message (docs/i18n.md): player count not allowed, unknown option, bad value.
        An option is named by its label (an engine text, translated) and its key.
        """
        if players not in self.player_counts:
            raise InvalidAction(gettext_noop("This game is played by %(counts)s players, not %(players)s."),
                                counts=_either_count(self.player_counts), players=players)
        known = {f.name: f for f in self.options}
        fields = list(self.options)
        if self.speed_option is not None and self.speed_option in options:  # set by the lobby only
            known[self.speed_option] = OptionField(name=self.speed_option, label="", kind="bool", default=False)
            fields.append(known[self.speed_option])
        unknown = sorted(set(options) - set(known))
        if unknown:
            raise InvalidAction(gettext_noop("This game has no option %(names)s."),
                                names=", ".join(_shown_key(name) for name in unknown))
        return {f.name: _option_value(f, options.get(f.name, f.default)) for f in fields}

    def seat_teams(self, players: int, options: dict[str, Any]) -> list[int | None]:
        """Per seat, its team index (``None``: no teams). Options are normalised."""
        return [None] * players

    def normalize_seat_extra(self, options: dict[str, Any], extra: dict[str, Any]) -> dict[str, Any]:
        """Check what a player chooses on joining a seat (e.g. a coin-room deposit) and
        return it normalised. The default accepts nothing. Raises :class:`InvalidAction`."""
        if extra:
            raise InvalidAction(gettext_noop("This game takes no choices on joining (%(names)s)."),
                                names=", ".join(_shown_key(name) for name in sorted(extra, key=str)))
        return {}

    def seat_stake(self, options: dict[str, Any], extra: dict[str, Any]) -> int:
        """Coins held from a player's wallet on joining a seat with the normalised
        joining choices ``extra`` (强手棋 coin rooms: start cash plus deposit, RULINGS).
        Default: 0, nothing is held."""
        return 0

    def start_options(self, options: dict[str, Any], seat_extras: list[dict[str, Any]]) -> dict[str, Any]:
        """The options ``new_game`` gets once every seat is taken: the room's options
        merged with each seat's joining choices (index = seat). Default: unchanged."""
        return options

    def from_position(self, players: int, options: dict[str, Any], position: dict[str, Any]) -> State:
        """A game state set up from ``position`` (the game's documented position format,
        for teaching, puzzles and tests). Raises :class:`InvalidAction` when the position
        is malformed or impossible, or when the game has no position format."""
        raise InvalidAction(gettext_noop("This game cannot start from a position."))

    # -- the game ----------------------------------------------------------------
    @abstractmethod
    def new_game(self, players: int, options: dict[str, Any], seed: int) -> State:
        """The opening state for ``players`` seats with normalised ``options``; ``seed``
        (an int) seeds the game's :class:`Rng`."""
        ...

    @abstractmethod
    def prompts(self, state: State) -> list[Prompt]:
        """The decisions pending now, at most one per seat; empty once the game is over."""
        ...

    @abstractmethod
    def legal_actions(self, state: State, seat: int) -> list[Action]:
        """Every action ``seat`` may submit now (may be empty). Engines whose action
        space is too large to list return representative ones and say so in their
        docs; ``apply`` is always the judge."""
        ...

    @abstractmethod
    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        """Validate and apply ``action`` by ``seat``. Returns ``(new_state, events)``;
        ``state`` is not modified. Raises :class:`RulesError` subclasses."""
        ...

    @abstractmethod
    def timeout_action(self, state: State, seat: int) -> Action:
        """The action the server submits for ``seat`` when its prompt expires."""
        ...

    @abstractmethod
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What ``seat`` (``None``: a spectator) may see of ``state``; never contains
        another seat's secrets nor the RNG state."""
        ...

    @abstractmethod
    def outcome(self, state: State) -> Outcome | None:
        """``None`` while the game runs; the :class:`Outcome` once it is over."""
        ...

    def redact_action(self, action: Action, seat: int, viewer: int | None) -> Action:
        """``action`` (submitted by ``seat``) as ``viewer`` may see it in the move log.
        Default: actions are public. Games whose actions name hidden cards override it."""
        return action

    # -- helpers shared by every engine ------------------------------------------
    @staticmethod
    def copy_state(state: State) -> State:
        """A deep copy of ``state`` (plain JSON data) for ``apply`` to modify
        (:func:`~boardgames.engines.kit.copying.copy_json`)."""
        return copy_json(state)


def _option_value(f: OptionField, value: Any) -> Any:
    """``value`` for the room option ``f`` when it fits its kind (choice, int in
    ``min..max``, bool); else :class:`InvalidAction`, naming the option by its label."""
    from .kit.words import listing  # kit.words imports this module

    option = (Phrase(gettext_noop("\"%(label)s\" (%(name)s)"), label=Term(f.label), name=f.name) if f.label
              else repr(f.name))
    if f.kind == "choice":
        values = [c[0] for c in f.choices]
        if value not in values:
            raise InvalidAction(gettext_noop("Option %(option)s must be one of %(values)s; got %(value)s."),
                                option=option, values=listing([str(v) for v in values]), value=_shown_key(value))
    elif f.kind == "int":
        if not is_int(value):
            raise InvalidAction(gettext_noop("Option %(option)s must be a whole number; got %(value)s."),
                                option=option, value=_shown_key(value))
        if (f.min is not None and value < f.min) or (f.max is not None and value > f.max):
            raise InvalidAction(gettext_noop("Option %(option)s must be between %(low)s and %(high)s; got %(value)s."),
                                option=option, low=f.min, high=f.max, value=value)
    elif f.kind == "bool" and not isinstance(value, bool):
        raise InvalidAction(gettext_noop("Option %(option)s must be true or false; got %(value)s."),
                            option=option, value=_shown_key(value))
    return value


def _either_count(counts: tuple[int, ...]) -> str:
    """``(2, 3, 4)`` as "2, 3, 4" (:func:`~boardgames.engines.kit.words.listing`: "2、3、4" in Chinese)."""
    from .kit.words import listing  # kit.words imports this module

    return listing([str(n) for n in counts])


def _shown_key(value: Any) -> str:
    """A short ``repr`` of a player's input for a message (at most 40 characters)."""
    text = ascii(value)
    return text if len(text) <= 40 else text[:37] + "..."


# -- events and hidden information ------------------------------------------------

def secret_event(public: Event, seats: list[int], secret: dict[str, Any]) -> Event:
    """An event whose ``secret`` fields only ``seats`` may see.

    ``public`` is what everybody sees; ``secret`` is merged into it for the seats named.
    The move log stores the full event; :func:`redact_event` is the one place that
    strips it (every REST response and websocket frame goes through it).
    """
    event = dict(public)
    event["_secret"] = {"seats": list(seats), "data": secret}
    return event


def redact_event(event: Event, seat: int | None) -> Event:
    """The event as ``seat`` (``None``: a spectator) may see it."""
    if "_secret" not in event:
        return event
    shown = {k: v for k, v in event.items() if k != "_secret"}
    hidden = event["_secret"]
    if seat is not None and seat in hidden["seats"]:
        shown.update(hidden["data"])
    return shown


# -- randomness kept in the state ---------------------------------------------------

_MASK64 = (1 << 64) - 1


class Rng:
    """A small deterministic generator (SplitMix64) whose whole state is one int.

    Use: ``rng = Rng(state["rng"]); die = rng.randint(1, 6); state["rng"] = rng.state``.
    The int is kept in the game state, so replaying the same actions from the same seed
    gives the same dice and shuffles. Not for cryptography.
    """

    def __init__(self, state: int) -> None:
        self.state = int(state) & _MASK64

    def next64(self) -> int:
        """The next 64-bit value."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform int in ``[0, n)``; ``n`` must be positive (rejection sampling)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def randint(self, low: int, high: int) -> int:
        """A uniform int in ``[low, high]``, both ends included."""
        return low + self.below(high - low + 1)

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[Any]) -> Any:
        """One element of the non-empty list ``items``."""
        return items[self.below(len(items))]


def require_fields(action: Action, **types: type | tuple[type, ...]) -> None:
    """Raise :class:`InvalidAction` unless ``action`` has each named field of the given
    type (``bool`` is not accepted where ``int`` is asked)."""
    if not isinstance(action, dict):
        raise InvalidAction(gettext_noop("An action must be a JSON object with a 'type' field."))
    for name, kind in types.items():
        if name not in action:
            raise InvalidAction(gettext_noop("The action %(action)s needs the field %(name)s."),
                                action=repr(action.get("type")), name=repr(name))
        value = action[name]
        if kind is int and not is_int(value):
            raise InvalidAction(gettext_noop("Field %(name)s must be a whole number."), name=repr(name))
        if not isinstance(value, kind):
            raise InvalidAction(gettext_noop("Field %(name)s has the wrong type."), name=repr(name))
