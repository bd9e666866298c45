"""The preferences form: each kind on/off per channel, the digest, the quiet period,
the email address."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from accounts.models import EMAIL_MAX_LENGTH

from . import kinds
from .services import valid_time_zone

CHANNEL_LABELS = {"site": _("In the bell"), "browser": _("Browser notification"), "email": _("Email")}


def field_name(kind: str, channel: str) -> str:
    """The form field of one switch, e.g. ``"your_move__email"``."""
    return f"{kind}__{channel}"


class PreferenceForm(forms.Form):
    """Every switch of :class:`~notifications.models.Preference` plus the address.
    ``initial_from(pref, address)`` fills it; :meth:`channels` gives the switches back."""

    email = forms.EmailField(required=False, max_length=EMAIL_MAX_LENGTH, label=_("Email address"),
                             help_text=_("We send a confirmation link; mail goes only to a confirmed address."))
    digest = forms.BooleanField(required=False, label=_("Daily digest of the games waiting for my move"))
    digest_hour = forms.TypedChoiceField(coerce=int, choices=[(h, f"{h:02d}:00") for h in range(24)],
                                         label=_("Send the digest at"))
    time_zone = forms.CharField(max_length=64, label=_("My time zone"),
                                help_text=_("An IANA name such as Europe/Berlin or Asia/Shanghai."))
    quiet_hours = forms.IntegerField(min_value=1, max_value=72, label=_("Quiet period of the \"your move\" email (hours)"),
                                     help_text=_("At most one such email per game in this many hours, none while you are online."))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for kind in kinds.KINDS:
            for channel in kinds.AVAILABLE[kind]:
                self.fields[field_name(kind, channel)] = forms.BooleanField(required=False, label=CHANNEL_LABELS[channel])

    @staticmethod
    def initial_from(pref, address: str) -> dict:
        """The form's initial data from a preference and the current address."""
        data = {"email": address, "digest": pref.digest, "digest_hour": pref.digest_hour,
                "time_zone": pref.time_zone, "quiet_hours": pref.quiet_hours}
        for kind in kinds.KINDS:
            for channel in kinds.AVAILABLE[kind]:
                data[field_name(kind, channel)] = pref.wants(kind, channel)
        return data

    def clean_time_zone(self):
        """An IANA zone name this server knows."""
        name = self.cleaned_data["time_zone"].strip()
        if not valid_time_zone(name):
            raise forms.ValidationError(_("%(name)s is not a time zone we know; try e.g. Europe/Berlin.") % {"name": name})
        return name

    def channels(self) -> dict:
        """``{kind: {channel: bool}}`` from the cleaned data."""
        return {kind: {channel: bool(self.cleaned_data.get(field_name(kind, channel)))
                       for channel in kinds.AVAILABLE[kind]} for kind in kinds.KINDS}

    def rows(self):
        """``[(label, [bound field or None per channel])]`` for the template's table."""
        for kind in kinds.KINDS:
            yield kinds.LABELS[kind], [self[field_name(kind, c)] if c in kinds.AVAILABLE[kind] else None
                                       for c in kinds.CHANNELS]
