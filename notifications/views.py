"""Pages of the notification centre: the list, mark read, preferences, the links of the
mails (confirm the address, unsubscribe)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext as _
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from boardgames.errors import ApplicationError

from . import kinds, mail
from .forms import PreferenceForm
from .models import EmailAddress, Notification
from .services import mark_read, preference_for, preferences_update, remember_language
from .texts import entry_data, user_zone

PAGE_SIZE = 30


@login_required
def notification_list(request):
    """Your entries, newest first, 30 a page, with "mark all read"."""
    remember_language(request.user, request.LANGUAGE_CODE)
    rows = Notification.objects.filter(user=request.user, in_site=True).select_related("game")
    page = Paginator(rows, PAGE_SIZE).get_page(request.GET.get("page"))
    zone = user_zone(request.user.pk)
    entries = [{**entry_data(n, zone), "when": n.created_at.astimezone(zone)} for n in page.object_list]
    return render(request, "notifications/list.html", {"entries": entries, "page": page})


@login_required
@require_POST
def notification_read(request):
    """Mark one entry (``id``; one that is no id marks nothing) or all of them read, then back to the list (or ``next``
    when it is a page of this site: the game an entry links to)."""
    raw = request.POST.get("id")  # absent: all; not an id ("²", "x"): none
    ids = None if raw is None else [int(raw)] if raw.isascii() and raw.isdigit() else []
    mark_read(request.user, ids)
    target = request.POST.get("next", "")
    safe = url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=request.is_secure())
    return redirect(target if target and safe else "notifications")


@login_required
def preferences(request):
    """GET: the switches per kind and channel, the digest, the quiet period, the address.
    POST: save them (a new address gets a confirmation mail)."""
    remember_language(request.user, request.LANGUAGE_CODE)
    pref = preference_for(request.user)
    address = EmailAddress.objects.filter(user=request.user).first()
    form = PreferenceForm(request.POST or None,
                          initial=PreferenceForm.initial_from(pref, address.email if address else request.user.email))
    status = 200
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        before = address.email if address else ""
        try:
            preferences_update(request.user, channels=form.channels(), digest=data["digest"],
                               digest_hour=data["digest_hour"], time_zone=data["time_zone"],
                               quiet_hours=data["quiet_hours"], email=data["email"])
        except ApplicationError as error:  # e.g. too many confirmation mails: nothing saved
            form.add_error(None, error.message)
            status = error.status
        else:
            messages.success(request, _("Your notification settings are saved."))
            if data["email"] and data["email"] != before:
                messages.info(request, _("We sent a confirmation link to %(email)s.") % {"email": data["email"]})
            return redirect("notification-preferences")
    return render(request, "notifications/preferences.html", {
        "form": form, "address": address, "channels": kinds.CHANNELS,
        "channel_labels": [str(form.fields[f"{kinds.YOUR_MOVE}__{c}"].label) for c in kinds.CHANNELS]},
        status=status)


@login_required
@require_POST
def resend_confirmation(request):
    """Mail the confirmation link of your unconfirmed address again."""
    address = EmailAddress.objects.filter(user=request.user, verified_at__isnull=True).first()
    if address is not None:
        try:
            mail.request_confirmation(request.user, address.email)
        except ApplicationError as error:  # too many confirmation mails today
            messages.error(request, error.message)
        else:
            messages.info(request, _("We sent a confirmation link to %(email)s.") % {"email": address.email})
    return redirect("notification-preferences")


def confirm_email(request, token: str):
    """The mail's confirmation link: confirms the address (no log-in needed)."""
    row = mail.confirm(token)
    status = 200 if row is not None else 400
    return render(request, "notifications/confirmed.html", {"row": row}, status=status)


@csrf_exempt
def unsubscribe(request, token: str):
    """The mails' unsubscribe link. GET (someone, or a mail scanner, opening the link)
    only shows what the link turns off and a button; POST (that button, or a mail
    client's RFC 8058 one-click with the List-Unsubscribe-Post header) turns it off. The
    signed token is the credential, so POST needs no CSRF token. A forged or damaged link
    is a 400 and changes nothing."""
    found = mail.read_unsubscribe(token)
    if found is None or (found[1] != kinds.DIGEST and found[1] not in kinds.LABELS):  # a kind no longer mailed
        return render(request, "notifications/unsubscribed.html", {"ok": False}, status=400)
    what = found[1]
    label = _("the daily digest") if what == kinds.DIGEST else kinds.LABELS[what]
    if request.method != "POST":
        return render(request, "notifications/unsubscribed.html", {"ok": True, "confirm": True, "label": label})
    if mail.unsubscribe(*found) is None:
        return render(request, "notifications/unsubscribed.html", {"ok": False}, status=400)
    return render(request, "notifications/unsubscribed.html", {"ok": True, "label": label})
