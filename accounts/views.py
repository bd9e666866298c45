"""Account pages: sign up, log in, log out, password reset, a player's profile, the API
token.

Thin views (HackSoft style): users are created by :func:`accounts.services.user_register`
through :class:`accounts.forms.SignupForm`; games are read through
:mod:`boardgames.selectors`.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import get_user_model, login
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse_lazy
from django.utils.cache import add_never_cache_headers
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django.views import i18n as i18n_views
from django.views.decorators.http import require_POST
from rest_framework.authtoken.models import Token

from accounts.forms import LoginForm, NewPasswordForm, ResetRequestForm, SignupForm
from boardgames.api.throttles import page_request_allowed
from boardgames import selectors
from boardgames.game_names import display_name
from boardgames.models import Game, Seat
from ratings.selectors import profile_ratings

RECENT_GAMES = 20


def _safe_next(request, default: str = "lobby") -> str:
    """The ``next`` parameter if it points into this site, else ``default``."""
    target = request.POST.get("next") or request.GET.get("next")
    if target and url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()},
                                                  require_https=request.is_secure()):
        return target
    return default


def signup(request):
    """GET: the sign-up form. POST: create the account, log in, go on to ``next`` (the
    lobby by default)."""
    if request.user.is_authenticated:
        return redirect(_safe_next(request))
    form = SignupForm(request.POST or None)
    if request.method == "POST" and not page_request_allowed(request, "register"):
        form.add_error(None, _("Too many new accounts from your address; try again later."))
        return render(request, "accounts/signup.html", {"form": form, "next": request.GET.get("next", "")},
                      status=429)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        if user is not None:
            login(request, user, backend="django.contrib.auth.backends.ModelBackend")
            messages.success(request, _("Welcome, %(name)s! Create a game or join one below.") % {"name": user.username})
            return redirect(_safe_next(request))
    return render(request, "accounts/signup.html", {"form": form, "next": request.GET.get("next", "")})


class LoginView(auth_views.LoginView):
    """The log-in page (Django's view with the site's form and template)."""

    template_name = "accounts/login.html"
    authentication_form = LoginForm
    redirect_authenticated_user = True


class LogoutView(auth_views.LogoutView):
    """Log out (POST only, as Django 5 requires), then back to the lobby."""


class PasswordResetView(auth_views.PasswordResetView):
    """"Forgot your password?": Django's view with :class:`ResetRequestForm` (an email
    address; a mail only to a confirmed one, sent by the worker). Every valid request
    goes on to the same "check your mail" page, whether or not an account has the
    address. Past the ``password_reset`` rate of the client address
    (settings.THROTTLE_RATES): the form again with a 429 and nothing sent."""

    template_name = "accounts/password_reset.html"
    form_class = ResetRequestForm
    success_url = reverse_lazy("password_reset_done")

    def post(self, request, *args, **kwargs):
        """Refuse with 429 past the client address's rate; else Django's handling."""
        if not page_request_allowed(request, "password_reset"):
            form = self.get_form()
            form.is_valid()
            form.add_error(None, _("Too many password reset requests from your address; try again later."))
            return self.render_to_response(self.get_context_data(form=form), status=429)
        return super().post(request, *args, **kwargs)


class PasswordResetDoneView(auth_views.PasswordResetDoneView):
    """"Check your mail": the same page whether or not a mail went out."""

    template_name = "accounts/password_reset_done.html"


class PasswordResetConfirmView(auth_views.PasswordResetConfirmView):
    """The link of the mail: Django's view (its token works once: it depends on the
    password hash and the last log-in). The new password logs out every session of the
    user (Django's session auth hash changes with the password; no log-in here) and
    clears the user's log-in lockout (django-axes' attempts for the username)."""

    template_name = "accounts/password_reset_confirm.html"
    form_class = NewPasswordForm
    success_url = reverse_lazy("password_reset_complete")

    def form_valid(self, form):
        """Save the password (Django), then drop the username's failed log-ins."""
        from axes.utils import reset as axes_reset

        response = super().form_valid(form)
        axes_reset(username=self.user.get_username())
        return response


class PasswordResetCompleteView(auth_views.PasswordResetCompleteView):
    """"Password changed": a link to the log-in page."""

    template_name = "accounts/password_reset_complete.html"


def profile(request, username: str):
    """A player's page: join date, game counts, recent games, ratings; on your own page
    also your API token with a button to regenerate it."""
    User = get_user_model()
    person = User.objects.filter(username=username).first()
    if person is None:
        raise Http404(_("There is no player called %(name)s.") % {"name": username})
    games = (
        Game.objects.filter(seats__user=person)
        .prefetch_related("seats__user").distinct().order_by("-id")
    )
    recent = [_with_seat(selectors.game_summary(g), person) for g in games[:RECENT_GAMES]]
    counts = {
        "total": games.count(),
        "active": games.filter(status=Game.Status.ACTIVE).count(),
        "finished": games.filter(status=Game.Status.FINISHED).count(),
        "won": Seat.objects.filter(user=person, outcome="won").count(),
    }
    own = request.user.is_authenticated and request.user.pk == person.pk
    token = Token.objects.get_or_create(user=person)[0].key if own else None
    context = {
        "person": person,
        "recent": recent,
        "counts": counts,
        "own": own,
        "token": token,
        "ratings": [{**r, "name": display_name(r["game"])} for r in profile_ratings(person)],
    }
    from boardgames.views_correspondence import vacation_context  # the vacation card

    context.update(vacation_context(person, own))
    response = render(request, "accounts/profile.html", context)
    if own:
        add_never_cache_headers(response)  # the page shows the API token: no-store
    return response


def _with_seat(summary: dict, person) -> dict:
    """``summary`` plus the person's own seat (``"me"``) for the profile's table."""
    summary["name"] = display_name(summary["game"])
    summary["me"] = next((s for s in summary["seats"] if s["user"] == person.username), None)
    return summary


@login_required
@require_POST
def token_regenerate(request):
    """Replace your API token with a new one (the old one stops working at once)."""
    with transaction.atomic():
        # two at once (a double click) each deleted the old token and inserted a new one:
        # the second insert broke the one-token-per-user rule (500); the user's row lock
        # makes them take turns
        get_user_model().objects.select_for_update().filter(pk=request.user.pk).first()
        Token.objects.filter(user=request.user).delete()
        Token.objects.create(user=request.user)
    messages.success(request, _("Your API token was regenerated; the old one no longer works."))
    return redirect("profile", username=request.user.username)


@require_POST
def set_language(request):
    """The header's language switch: Django's ``set_language`` (cookie, then back to
    ``next``), and for a logged-in player also ``User.language``, so the choice holds on
    every browser they log in with (accounts.middleware.UserLanguageMiddleware). An
    unknown code changes nothing (Django ignores it too)."""
    response = i18n_views.set_language(request)
    code = request.POST.get("language", "")
    if request.user.is_authenticated and code in {c for c, _ in settings.LANGUAGES}:
        if request.user.language != code:
            request.user.language = code
            request.user.save(update_fields=["language"])
    return response
