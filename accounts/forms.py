"""Forms of the account pages: sign up, log in, and the password reset request."""

from __future__ import annotations

from urllib.parse import urlsplit

from django import forms
from django.conf import settings
from django.contrib.auth.forms import AuthenticationForm, PasswordResetForm, SetPasswordForm
from django.core.validators import MaxLengthValidator
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext_lazy

from accounts.models import EMAIL_MAX_LENGTH
from accounts.services import confirmed_users, password_reset_request, queue_password_reset, user_register
from boardgames.errors import ApplicationError


# Django 5.2's MinimumLengthValidator says "%d characters"; Django's own Chinese catalogue
# still has only the older "%(min_length)d" wording, so a short password's error came out
# in English on a Chinese page. Named here so the site's catalogue keeps a translation.
TOO_SHORT = ngettext_lazy("This password is too short. It must contain at least %d character.",
                          "This password is too short. It must contain at least %d characters.", 8)
PASSWORD_HELP = _("At least 8 characters, not too common, not like your username.")


class SignupForm(forms.Form):
    """A new account: username, optional e-mail, password twice.

    ``save()`` creates the user through :func:`accounts.services.user_register`; its
    errors (name taken, weak password) become form errors.
    """

    username = forms.CharField(
        label=_("Username"), max_length=150,
        widget=forms.TextInput(attrs={"autocomplete": "username", "autofocus": True}),
        help_text=_("Letters, digits and @ . + - _ only."),
    )
    email = forms.EmailField(label=_("Email address"), required=False, max_length=EMAIL_MAX_LENGTH, help_text=_(
        "Optional. We mail you a confirmation link; once confirmed, you can get a daily digest "
        "of the games waiting for your move and other notices (notification settings)."))
    password1 = forms.CharField(
        label=_("Password"), strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
        help_text=PASSWORD_HELP,
    )
    password2 = forms.CharField(
        label=_("Password again"), strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
    )

    def clean(self):
        """Check that both passwords match."""
        data = super().clean()
        if data.get("password1") and data.get("password2") and data["password1"] != data["password2"]:
            self.add_error("password2", _("The two passwords differ."))
        return data

    def save(self):
        """Create the user; returns it, or None with the service's message as a form
        error (so ``form.errors`` explains what to change)."""
        try:
            return user_register(
                username=self.cleaned_data["username"],
                password=self.cleaned_data["password1"],
                email=self.cleaned_data.get("email") or "",
            )
        except ApplicationError as error:
            field = {"username_taken": "username", "invalid_username": "username",
                     "weak_password": "password1"}.get(error.code)
            self.add_error(field, error.message)
            return None


class LoginForm(AuthenticationForm):
    """Django's log-in form with the site's autocomplete hints. The username's length is
    validated: Django's form only sets it on the widget, and a longer name reached
    django-axes, which stores a failed name in 255 characters (a 500)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        username = self.fields["username"]
        username.validators.append(MaxLengthValidator(username.max_length))
        self.fields["username"].widget.attrs.update({"autocomplete": "username", "autofocus": True})
        self.fields["password"].widget.attrs.update({"autocomplete": "current-password"})


class ResetRequestForm(PasswordResetForm):
    """Django's password-reset request form (one field: an email address), sending only to
    an address the user confirmed (``notifications.EmailAddress``), never to the
    unconfirmed ``User.email``.

    ``save()`` (the page) only hands the address to the worker
    (:func:`accounts.services.password_reset_request`), so the page does the same work and
    answers alike whether or not any account has it; the worker's :meth:`send` runs
    Django's ``save()``: one mail per matching user, written in the recipient's language,
    queued in the outbox, at most ``settings.PASSWORD_RESET_MAILS_PER_DAY`` a day per user
    (:func:`accounts.services.queue_password_reset`)."""

    SUBJECT_TEMPLATE = "accounts/password_reset_subject.txt"
    BODY_TEMPLATE = "accounts/password_reset_email.txt"

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["email"].label = _("Email address")
        self.fields["email"].widget.attrs.update({"autofocus": True})
        self.fields["email"].help_text = _("The address you confirmed for notifications.")

    def save(self, **options):
        """The page's save: queue the worker's task for the address (``options``, the
        view's, are not needed: links start at ``settings.SITE_URL``)."""
        password_reset_request(self.cleaned_data["email"])

    def send(self) -> None:
        """The worker's part: Django's ``save()`` with the site's templates and links
        starting at ``settings.SITE_URL`` (as every mail's do, never the request's Host)."""
        site = settings.SITE_URL.rstrip("/")
        super().save(domain_override=urlsplit(site).netloc, subject_template_name=self.SUBJECT_TEMPLATE,
                     email_template_name=self.BODY_TEMPLATE, extra_email_context={"site_url": site})

    def get_users(self, email):
        """Active users with a usable password whose confirmed address is ``email``."""
        return confirmed_users(email)

    def send_mail(self, subject_template_name, email_template_name, context, from_email, to_email,
                  html_email_template_name=None):
        """Queue the reset mail of ``context["user"]`` to their confirmed address (Django
        passes ``User.email`` as ``to_email``; it is not used)."""
        queue_password_reset(user=context["user"], subject_template=subject_template_name,
                             body_template=email_template_name, context=context)


class NewPasswordForm(SetPasswordForm):
    """Django's new-password form of the reset link, with the sign-up form's one-line
    password hint instead of Django's list of every validator."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["new_password1"].help_text = PASSWORD_HELP
