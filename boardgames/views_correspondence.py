"""Page actions of correspondence play (docs/correspondence.md): take or end a vacation
from the profile. The game page's abort and more-time buttons call the API
(static/js/page/correspondence.js)."""

from __future__ import annotations

import datetime as dt

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect
from django.utils import formats, timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from boardgames.errors import ApplicationError
from boardgames.services.vacation import (
    DAYS_PER_YEAR, MAX_IN_A_ROW, vacation_end, vacation_running, vacation_status, vacation_take)


def vacation_context(person, own: bool) -> dict:
    """What the profile shows: ``vacation`` (:func:`vacation_status` on your own page,
    else only ``{"running": ...}``), the choices of days, and the allowance."""
    status = vacation_status(person)
    if not own:
        status = {"running": status["running"]}
    running = vacation_running(person)
    return {"vacation": status, "vacation_until": running.ends_at if running else None,
            "vacation_day_choices": range(1, MAX_IN_A_ROW + 1), "vacation_per_year": DAYS_PER_YEAR}


@login_required
@require_POST
def vacation_take_page(request):
    """The profile's "Take vacation" button: ``days`` from the form."""
    raw = request.POST.get("days", "")
    try:
        days = int(raw) if raw.strip().isascii() and raw.strip().isdigit() else raw  # not "²"
        vacation = vacation_take(user=request.user, days=days)
    except ApplicationError as error:
        messages.error(request, str(error))
    else:
        until = formats.date_format(timezone.localtime(vacation.ends_at, dt.timezone.utc), "j F Y, H:i")
        messages.success(request, _("You are on vacation until %(until)s (UTC). Your correspondence clocks "
                                    "are stopped; your next move ends the vacation.") % {"until": until})
    return redirect("profile", request.user.username)


@login_required
@require_POST
def vacation_end_page(request):
    """The profile's "End vacation now" button."""
    if vacation_end(user=request.user) is not None:
        messages.success(request, _("Your vacation has ended; your clocks run again with the time that was left."))
    return redirect("profile", request.user.username)
