"""Site pages: the lobby (open games, my games, the create form), joining a seat or a
team slot, invite links, the game page, and staff's "start from position".

Thin views (DESIGN.md, HackSoft style): every change goes through
:mod:`boardgames.services` and every read through :mod:`boardgames.selectors`; a service's
:class:`~boardgames.errors.ApplicationError` is shown to the player as a message.
"""

from __future__ import annotations

import functools
import json
from typing import Any

from django import forms
from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.contrib.auth.views import redirect_to_login
from django.http import Http404
from django.shortcuts import redirect, render
from django.template import TemplateDoesNotExist
from django.template.loader import get_template
from django.templatetags.static import static
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils import translation
from django.utils.translation import get_language, gettext as _, gettext_lazy, ngettext
from django.views.decorators.csrf import ensure_csrf_cookie
from django.views.decorators.http import require_POST

from boardgames import selectors, services, watching
from boardgames.bots import LEVEL_LABELS, LEVELS
from boardgames.engine_texts import localized_type
from boardgames.game_names import display_name, tagline
from boardgames.templatetags.game_text import time_text
from boardgames.errors import ApplicationError
from boardgames.models import Game
from boardgames.registry import get_spec
from boardgames.services.lobby import CORRESPONDENCE_DAYS, LIVE_SECONDS

OPEN_GAMES_SHOWN = 50
TEAM_LETTERS = "ABCDEF"


# -- forms -------------------------------------------------------------------------

def _option_field_name(slug: str, name: str) -> str:
    return f"opt__{slug}__{name}"


def _seat_field_name(slug: str, name: str) -> str:
    return f"seat__{slug}__{name}"


def _seat_option_applies(opt: dict[str, Any], options: dict[str, Any]) -> bool:
    """Whether the seat option ``opt`` (from ``game_types()``) applies in a room with
    ``options``: its ``when`` is ``[room option, value]`` or None (always)."""
    when = opt.get("when")
    return not when or (options or {}).get(when[0]) == when[1]


def seat_extra_from_post(post, kind: dict[str, Any], options: dict[str, Any]) -> dict[str, Any] | None:
    """The joining choices (``seat_extra``) posted as ``extra__<option>`` fields for a
    room of game type ``kind`` with ``options``; None when none was given. Raises
    ApplicationError for a value that is not of the option's kind."""
    extra = {}
    for opt in kind.get("seat_options", []):
        raw = post.get(f"extra__{opt['name']}")
        if raw is None or raw == "":
            continue
        if opt["kind"] == "int":
            try:
                extra[opt["name"]] = int(raw)
            except ValueError:
                raise ApplicationError(_("%(option)s: give a whole number.") % {"option": opt["label"]})
        elif opt["kind"] == "bool":
            extra[opt["name"]] = raw in ("on", "true", "1")
        else:
            extra[opt["name"]] = _choice_value(opt, raw)
    return extra or None


class GameCreateForm(forms.Form):
    """The lobby's create-game form, built from :func:`boardgames.selectors.game_types`.

    Every game's room options get a field named ``opt__<slug>__<option>`` (the page shows
    only the chosen game's); :meth:`service_kwargs` turns the cleaned data into the
    arguments of :func:`boardgames.services.game_create`.
    """

    game = forms.ChoiceField(label=gettext_lazy("Game"))
    players = forms.TypedChoiceField(label=gettext_lazy("Players"), coerce=int)
    speed = forms.ChoiceField(
        label=gettext_lazy("Time control"),
        choices=[("live", gettext_lazy("Live: seconds per move")),
                 ("correspondence", gettext_lazy("Correspondence: days per move"))],
        initial="live", widget=forms.RadioSelect,
    )
    seconds = forms.IntegerField(label=gettext_lazy("Seconds per move"), min_value=LIVE_SECONDS[0],
                                 max_value=LIVE_SECONDS[1], initial=60, required=False)
    days = forms.IntegerField(label=gettext_lazy("Days per move"), min_value=CORRESPONDENCE_DAYS[0],
                              max_value=CORRESPONDENCE_DAYS[1], initial=3, required=False)
    rated = forms.BooleanField(
        label=gettext_lazy("Rated"), required=False, initial=True,
        help_text=gettext_lazy("Against the computer a game is casual unless you tick this (the page "
                               "unticks it when you choose a computer player)."))
    bots = forms.ChoiceField(
        label=gettext_lazy("Other seats"), required=False, initial="",
        help_text=gettext_lazy("Computer players fill the other seats and the game starts at once."),
    )

    def __init__(self, *args, types: list[dict[str, Any]] | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self.types = [localized_type(t) for t in (types if types is not None else selectors.game_types())]
        self.fields["game"].choices = [(t["game"], t["name"]) for t in self.types]
        counts = sorted({n for t in self.types for n in t["player_counts"]})
        self.fields["players"].choices = [(n, ngettext("%(n)s player", "%(n)s players", n) % {"n": n})
                                          for n in counts]
        self.fields["bots"].choices = [("", _("Wait for people"))] + [
            (level, _("Computer: %(level)s") % {"level": _(LEVEL_LABELS[level])}) for level in LEVELS]
        if self.types:
            self.fields["game"].initial = self.types[0]["game"]
            self.fields["seconds"].initial = self.types[0]["live_move_seconds"]
        self.option_groups: list[tuple[dict[str, Any], list[str], list[str]]] = []
        for t in self.types:
            names = []
            for opt in t["options"]:
                name = _option_field_name(t["game"], opt["name"])
                self.fields[name] = _option_form_field(opt)
                names.append(name)
            seat_names = []
            for opt in t.get("seat_options", []):
                name = _seat_field_name(t["game"], opt["name"])
                self.fields[name] = _option_form_field(opt)
                when = opt.get("when")
                self.fields[name].when = (_option_field_name(t["game"], when[0]), str(when[1])) if when else None
                seat_names.append(name)
            self.option_groups.append((t, names, seat_names))

    def prefill(self, query) -> None:
        """Start the unbound form from ``query`` (the lobby's GET parameters, named as the
        form's fields: ``game``, ``players``, ``speed``, ``seconds``, ``days``, ``rated``,
        ``bots``, ``opt__<game>__<option>``), e.g. the game-over screen's "New game" with
        the same settings. A value the field would refuse is ignored (the default stays);
        the submitted form is validated as always."""
        for name, field in self.fields.items():
            value = query.get(name)
            if value is None or len(value) > 64:
                continue
            if isinstance(field, forms.BooleanField):
                self.initial[name] = value in ("1", "true", "on")
                continue
            try:
                field.clean(value)
            except forms.ValidationError:
                continue
            self.initial[name] = value

    def option_fieldsets(self):
        """Per game: ``(game type dict, [room option fields], [seat option fields])``, bound,
        for the template (a seat option field has ``when``: (room field name, value) or None)."""
        return [(t, [self[n] for n in names], [(self[n], self.fields[n].when) for n in seat_names])
                for t, names, seat_names in self.option_groups]

    def clean(self):
        """Check the time-control number that goes with the chosen speed."""
        data = super().clean()
        if data.get("speed") == "live" and data.get("seconds") is None and "seconds" not in self.errors:
            self.add_error("seconds", _("Give the seconds per move."))
        if data.get("speed") == "correspondence" and data.get("days") is None and "days" not in self.errors:
            self.add_error("days", _("Give the days per move."))
        return data

    def service_kwargs(self) -> dict[str, Any]:
        """The cleaned form as keyword arguments of ``services.game_create``."""
        data = self.cleaned_data
        slug = data["game"]
        kind = next(t for t in self.types if t["game"] == slug)
        options = {}
        for opt in kind["options"]:
            value = data.get(_option_field_name(slug, opt["name"]))
            if opt["kind"] == "choice":
                value = _choice_value(opt, value)
            elif opt["kind"] == "int" and value is None:
                continue  # left empty: the engine's default
            options[opt["name"]] = value
        seat_extra = {}
        for opt in kind.get("seat_options", []):
            value = data.get(_seat_field_name(slug, opt["name"]))
            if value is None or value == "":
                continue  # not shown (it does not apply) or left empty: the default
            if opt["kind"] == "choice":
                value = _choice_value(opt, value)
            seat_extra[opt["name"]] = value
        if data["speed"] == "correspondence":
            time_control = {"kind": "correspondence", "days": data["days"]}
        else:
            time_control = {"kind": "live", "seconds": data["seconds"]}
        kwargs = {"game_type": slug, "players": data["players"], "options": options,
                  "time_control": time_control, "rated": bool(data.get("rated"))}
        if seat_extra:
            kwargs["seat_extra"] = seat_extra
        if data.get("bots"):
            # one control: "Rated" ticked with computer players is the creator's opt-in
            kwargs.update(bots=data["bots"], rated_with_bots=bool(data.get("rated")))
        return kwargs


def _option_form_field(opt: dict[str, Any]) -> forms.Field:
    """A form field for one engine :class:`~boardgames.engines.core.OptionField`."""
    label, help_text = opt["label"], opt.get("help", "")
    if opt["kind"] == "choice":
        return forms.ChoiceField(label=label, help_text=help_text, initial=str(opt["default"]),
                                 choices=[(str(v), text) for v, text in opt["choices"]],
                                 widget=forms.RadioSelect, required=False)
    if opt["kind"] == "int":
        return forms.IntegerField(label=label, help_text=help_text, initial=opt["default"],
                                  min_value=opt.get("min"), max_value=opt.get("max"), required=False)
    return forms.BooleanField(label=label, help_text=help_text, initial=opt["default"], required=False)


def _choice_value(opt: dict[str, Any], value: Any) -> Any:
    """The engine's own value (int, str...) of a choice submitted as text."""
    for v, _ in opt["choices"]:
        if str(v) == value:
            return v
    return opt["default"]


class PositionForm(forms.Form):
    """Staff only: start a game from a position (the engine's documented JSON format)."""

    game = forms.ChoiceField(label=gettext_lazy("Game"))
    players = forms.TypedChoiceField(label=gettext_lazy("Players"), coerce=int)
    options = forms.CharField(label=gettext_lazy("Options (JSON)"), required=False, initial="{}",
                              widget=forms.TextInput(attrs={"spellcheck": "false"}))
    position = forms.CharField(label=gettext_lazy("Position (JSON)"), widget=forms.Textarea(attrs={
        "rows": 8, "spellcheck": "false",
        "placeholder": '{"pieces": {"0": [[0, 0], [1, -1]], "1": [[-1, 5], [-2, 5]]},\n "to_move": 0, "round": 1}',
    }))
    seat = forms.IntegerField(label=gettext_lazy("Your seat"), min_value=0, initial=0, required=False)
    seconds = forms.IntegerField(label=gettext_lazy("Seconds per move"), min_value=LIVE_SECONDS[0],
                                 max_value=LIVE_SECONDS[1], required=False,
                                 help_text=gettext_lazy("Empty: correspondence, 3 days per move."))

    def __init__(self, *args, types: list[dict[str, Any]] | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        types = types if types is not None else selectors.game_types()
        self.fields["game"].choices = [(t["game"], display_name(t["game"])) for t in types]
        counts = sorted({n for t in types for n in t["player_counts"]})
        self.fields["players"].choices = [(n, str(n)) for n in counts]

    def _json(self, name: str) -> Any:
        text = (self.cleaned_data.get(name) or "").strip() or "{}"
        try:
            value = json.loads(text)
        except json.JSONDecodeError as error:
            raise forms.ValidationError(_("Not valid JSON: %(error)s (line %(line)s, column %(column)s).")
                                        % {"error": error.msg, "line": error.lineno, "column": error.colno})
        if not isinstance(value, dict):
            raise forms.ValidationError(_("Give a JSON object: {...}."))
        return value

    def clean_options(self):
        """The options as a dict."""
        return self._json("options")

    def clean_position(self):
        """The position as a dict."""
        return self._json("position")

    def service_kwargs(self) -> dict[str, Any]:
        """The cleaned form as keyword arguments of ``services.game_create_from_position``."""
        d = self.cleaned_data
        if d.get("seconds"):
            time_control = {"kind": "live", "seconds": d["seconds"]}
        else:
            time_control = {"kind": "correspondence", "days": 3}
        return {"game_type": d["game"], "players": d["players"], "options": d["options"],
                "position": d["position"], "time_control": time_control, "seat": d.get("seat") or 0}


# -- helpers -------------------------------------------------------------------------

def _decorate(summary: dict[str, Any], user=None) -> dict[str, Any]:
    """A game summary plus what the templates show: team groups with letters, free
    seats, whether ``user`` sits there, a readable time control and options."""
    seats = summary["seats"]
    summary["free"] = sum(1 for s in seats if s["user"] is None)
    username = getattr(user, "username", None) if user is not None and user.is_authenticated else None
    summary["seated"] = bool(username) and any(s["user"] == username for s in seats)
    summary["joinable"] = not summary["seated"] and summary["status"] == Game.Status.OPEN
    teams = sorted({s["team"] for s in seats if s["team"] is not None})
    summary["team_groups"] = [
        {"team": t, "letter": TEAM_LETTERS[t] if t < len(TEAM_LETTERS) else str(t),
         "seats": [s for s in seats if s["team"] == t],
         "free": sum(1 for s in seats if s["team"] == t and s["user"] is None)}
        for t in teams
    ]
    tc = summary["time_control"]
    summary["name"] = display_name(summary["game"])
    summary["time_text"] = time_text(tc)
    summary["options_text"] = _options_text(summary)
    parts = [ngettext("%(n)s player", "%(n)s players", summary["players"]) % {"n": summary["players"]},
             summary["options_text"], summary["time_text"],
             _("rated") if summary["rated"] else _("casual")]
    if summary.get("from_position"):
        parts.append(_("from position"))
    summary["meta_text"] = " · ".join(p for p in parts if p)
    summary["waiting_text"] = _waiting_text(summary.get("waiting_for") or [])
    kind = _page_type(summary["game"])
    summary["seat_fields"] = [
        {**opt, "input_name": f"extra__{opt['name']}"}
        for opt in (kind or {}).get("seat_options", [])
        if _seat_option_applies(opt, summary["options"])
    ]
    return summary


def _waiting_text(waiting: list[str]) -> str:
    """Whose move it is, in words: "ann's move", "ann, bob and cy to move", "in play"."""
    if len(waiting) == 1:
        return _("%(name)s's move") % {"name": waiting[0]}
    if waiting:
        return _("%(names)s and %(last)s to move") % {"names": ", ".join(waiting[:-1]), "last": waiting[-1]}
    return _("in play")


def _page_type(slug: str) -> dict[str, Any] | None:
    """The game type ``slug`` with its texts in the active language, or None (shared:
    read it, do not change it)."""
    return _page_types(get_language() or settings.LANGUAGE_CODE).get(slug)


@functools.lru_cache(maxsize=len(settings.LANGUAGES) + 1)
def _page_types(language: str) -> dict[str, dict[str, Any]]:
    """Every game type localised for ``language`` (:func:`localized_type`), by slug; once
    per language and process, like :func:`_types_cached`."""
    with translation.override(language):
        return {t["game"]: localized_type(t) for t in _types_cached()}


def _options_text(summary: dict[str, Any]) -> str:
    """The room options in words, from the engine's option labels (translated)."""
    kind = _page_type(summary["game"])
    if kind is None:
        return ""
    parts = []
    for opt in kind["options"]:
        value = summary["options"].get(opt["name"])
        if value is None or value == "":
            continue
        if opt["kind"] == "choice":
            parts.append(next((text for v, text in opt["choices"] if v == value), str(value)))
        elif opt["kind"] == "bool":
            if value:
                parts.append(opt["label"])
        else:
            parts.append(f"{opt['label']} {value}")
    return " · ".join(p for p in parts if p)


_TYPES: list[dict[str, Any]] | None = None


def _types_cached() -> list[dict[str, Any]]:
    """:func:`selectors.game_types`, computed once per process (the engines do not
    change while it runs)."""
    global _TYPES
    if _TYPES is None:
        _TYPES = selectors.game_types()
    return _TYPES


def _game_or_404(game_id: int) -> Game:
    """The game with its seats; ``Http404`` naming the number the page's reader typed."""
    game = Game.objects.prefetch_related("seats__user").filter(pk=game_id).first()
    if game is None:
        raise Http404(_("There is no game #%(id)s.") % {"id": game_id})
    return game


def _safe_back(request) -> str:
    """The ``back`` URL of a form if it points into this site, else the lobby."""
    back = request.POST.get("back")
    if back and url_has_allowed_host_and_scheme(back, allowed_hosts={request.get_host()},
                                                require_https=request.is_secure()):
        return back
    return reverse("lobby")


def _posted_seat_extra(request, game_id: int, game: Game | None = None) -> dict[str, Any] | None:
    """The joining choices posted with a join form (``extra__<option>``), or None."""
    if not any(k.startswith("extra__") for k in request.POST):
        return None
    if game is None:
        game = Game.objects.filter(pk=game_id).only("game_type", "options").first()
        if game is None:
            return None  # the service says there is no such game
    kind = _page_type(game.game_type)
    return seat_extra_from_post(request.POST, kind or {}, game.options) if kind else None


def _int_or_none(value: str | None) -> int | None:
    try:
        return int(value) if value not in (None, "") else None
    except ValueError:
        return None


def _nutshell_template(slug: str) -> str | None:
    """The game's rules-in-a-nutshell template (templates/boardgames/nutshell/<slug>.html),
    or None for a game that has none yet."""
    name = f"boardgames/nutshell/{slug}.html"
    try:
        get_template(name)
    except TemplateDoesNotExist:
        return None
    return name


# -- pages ---------------------------------------------------------------------------

def _prefilled_create_form(types: list[dict[str, Any]], query) -> GameCreateForm:
    """A fresh create form started from the lobby's GET parameters (GameCreateForm.prefill)."""
    form = GameCreateForm(types=types)
    form.prefill(query)
    return form


def lobby(request, create_form: GameCreateForm | None = None, position_form: PositionForm | None = None):
    """The lobby: my games (waiting for my move first), open games to join, the
    create-game form, and for staff the start-from-position form."""
    types = [localized_type(t) for t in _types_cached()]
    for t in types:
        t["tagline"] = tagline(t["game"])
        t["nutshell"] = _nutshell_template(t["game"])
    watch = request.GET.get("watch") or None
    open_games = [
        _decorate(selectors.game_summary(g), request.user)
        for g in selectors.games_for(status=Game.Status.OPEN)[:OPEN_GAMES_SHOWN]
    ]
    mine = []
    if request.user.is_authenticated:
        mine = [_decorate(g, request.user) for g in selectors.my_games(request.user)]
        codes = dict(Game.objects.filter(pk__in=[g["id"] for g in mine if g["status"] == Game.Status.OPEN])
                     .values_list("pk", "invite_code"))
        for g in mine:
            g["invite_code"] = codes.get(g["id"])
    context = {
        "types": types,
        "types_json": [{"game": t["game"], "player_counts": t["player_counts"],
                        "live_move_seconds": t["live_move_seconds"], "choice_rules": t["choice_rules"]}
                       for t in types],
        "open_games": [g for g in open_games if not g["seated"]],
        "my_games": mine,
        "my_turn_count": sum(1 for g in mine if g.get("my_turn")),
        "watch_game": watch if watch in {t["game"] for t in types} else "",
        "in_progress": [_decorate(g, request.user) for g in
                        watching.watch_entries(watching.in_progress(watch)[:watching.LOBBY_SHOWN])],
        "create_form": create_form or _prefilled_create_form(types, request.GET),
        "position_form": (position_form or PositionForm(types=types)) if request.user.is_staff else None,
    }
    status = 400 if (create_form is not None or position_form is not None) else 200
    return render(request, "boardgames/lobby.html", context, status=status)


@login_required
@require_POST
def game_create(request):
    """Create a game from the lobby form and go to its page (the creator has seat 0)."""
    form = GameCreateForm(request.POST, types=_types_cached())
    if not form.is_valid():
        return lobby(request, create_form=form)
    kwargs = form.service_kwargs()
    try:
        game = services.game_create(user=request.user, **kwargs)
    except ApplicationError as error:
        form.add_error(_seat_error_field(form, kwargs, error.message), error.message)
        return lobby(request, create_form=form)
    messages.success(request, _("Game created. Share the invite link, or wait for players from the lobby."),
                     extra_tags="while-open")
    return redirect("game", game_id=game.pk)


def _seat_error_field(form: GameCreateForm, kwargs: dict[str, Any], message: str) -> str | None:
    """The seat-option field a service error is about (its message names the option, e.g.
    "deposit"), so the form shows it there; None: a form-wide error."""
    for name in kwargs.get("seat_extra") or {}:
        if name.lower() in message.lower():
            return _seat_field_name(kwargs["game_type"], name)
    return None


@login_required
@require_POST
def game_create_position(request):
    """Staff only: open an unrated game from a position given as JSON."""
    if not request.user.is_staff:
        messages.error(request, _("Only staff can start a game from a position."))
        return redirect("lobby")
    form = PositionForm(request.POST, types=_types_cached())
    if not form.is_valid():
        return lobby(request, position_form=form)
    try:
        game = services.game_create_from_position(user=request.user, **form.service_kwargs())
    except ApplicationError as error:
        form.add_error("position", error.message)
        return lobby(request, position_form=form)
    messages.success(request, _("Game created from the position."), extra_tags="while-open")
    return redirect("game", game_id=game.pk)


@require_POST
def game_join(request, game_id: int):
    """Take a seat (``seat``), a team slot (``team``) or the first free seat; then go
    to the game page. Anonymous visitors are sent to log in first."""
    if not request.user.is_authenticated:
        return redirect_to_login(reverse("game", args=[game_id]))
    seat = _int_or_none(request.POST.get("seat"))
    team = _int_or_none(request.POST.get("team"))
    try:
        game = services.game_join(game_id=game_id, user=request.user, seat=seat, team=team,
                                  seat_extra=_posted_seat_extra(request, game_id))
    except ApplicationError as error:
        if error.status == 404:
            raise Http404(error.message)
        messages.error(request, error.message)
        return redirect(_safe_back(request))
    if game.status == Game.Status.ACTIVE:
        # "transient": static/js/page/flash-dismiss.js lets it go after a few seconds (issue 16).
        messages.success(request, _("Every seat is taken: the game has started!"),
                         extra_tags="while-active transient")
    else:
        messages.success(request, _("You have a seat. The game starts when every seat is taken."),
                         extra_tags="while-open")
    return redirect("game", game_id=game_id)


@login_required
@require_POST
def game_leave(request, game_id: int):
    """Give up your seat in a game that has not started."""
    try:
        services.game_leave_seat(game_id=game_id, user=request.user)
    except ApplicationError as error:
        if error.status == 404:
            raise Http404(error.message)
        messages.error(request, error.message)
        return redirect("game", game_id=game_id)
    messages.info(request, _("You left the game."))
    return redirect("lobby")


def invite(request, code: str):
    """An invite link. GET: the game and its free seats (log in or sign up first if
    needed); POST: join it (a seat, a team slot or the first free seat)."""
    game = Game.objects.prefetch_related("seats__user").filter(invite_code=code).first()
    if game is None:
        raise Http404(_("This invite link leads to no game: the code is mistyped or the room is gone."))
    summary = _decorate(selectors.game_summary(game), request.user)
    if summary["seated"] or game.status != Game.Status.OPEN:
        if not summary["seated"] and game.status != Game.Status.ABORTED:
            messages.info(request, _("This game has already started; you can watch it."))
        return redirect("game", game_id=game.pk)
    if request.method == "POST":
        if not request.user.is_authenticated:
            return redirect_to_login(request.get_full_path())
        seat = _int_or_none(request.POST.get("seat"))
        team = _int_or_none(request.POST.get("team"))
        try:
            services.game_join(game_id=game.pk, user=request.user, seat=seat, team=team,
                               seat_extra=_posted_seat_extra(request, game.pk, game))
        except ApplicationError as error:
            messages.error(request, error.message)
            return redirect("invite", code=code)
        return redirect("game", game_id=game.pk)
    return render(request, "boardgames/invite.html", {"game": summary, "code": code})


@ensure_csrf_cookie
def game_page(request, game_id: int):
    """The game page: the board (drawn by the renderer its registration names,
    ``GameSpec.renderer``, with its ``css``), seats and clocks, the move list with
    replay, and the game's buttons (static/js/game-page.js)."""
    game = _game_or_404(game_id)
    spec = get_spec(game.game_type)
    detail = selectors.game_detail(game, request.user)
    summary = _decorate(selectors.game_summary(game), request.user)
    invite_url = request.build_absolute_uri(reverse("invite", args=[game.invite_code]))
    context = {
        "game": summary,
        "detail": detail,
        "invite_url": invite_url if detail["my_seat"] is not None and game.status == Game.Status.OPEN else None,
        "page_config": {
            "gameId": game.pk,
            "slug": game.game_type,
            "user": request.user.username if request.user.is_authenticated else None,
            "api": reverse("api-game", args=[game.pk]),
            "moves": reverse("api-game-moves", args=[game.pk]),
            "replay": reverse("api-game-replay", args=[game.pk]),
            "ws": f"/ws/games/{game.pk}/",
        },
    }
    context["renderer"] = static(spec.renderer)
    context["catalogue"] = selectors.catalogue(spec)
    context["stylesheets"] = [static(path) for path in spec.css]
    return render(request, "boardgames/game.html", context)
