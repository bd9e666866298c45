"""The user model (custom from day one, so it can grow without a migration dance)."""

from django.contrib.auth.models import AbstractUser
from django.db import models
from django.db.models.functions import Lower


# The longest address the user's and the notifications' email columns hold (Django's
# EmailField default); every form and serializer that takes an address bounds it so, or
# Django's validator (320 characters) let a longer one reach the database (a 500).
EMAIL_MAX_LENGTH = 254


class User(AbstractUser):
    """A player or staff member. A computer player is a user with ``is_bot`` set and its
    ``bot_level`` (``boardgames.bots.LEVELS``); only :mod:`boardgames.services.bots`
    creates them, with no usable password."""

    is_bot = models.BooleanField(default=False, db_index=True)
    bot_level = models.CharField(max_length=16, blank=True, default="")
    # The pages' language the player chose with the header's switch (a code of
    # settings.LANGUAGES), applied on every request and at log-in
    # (accounts.middleware.UserLanguageMiddleware); empty: the browser's language.
    language = models.CharField(max_length=16, blank=True, default="")

    class Meta:
        db_table = "accounts_user"
        constraints = [
            # "Ann" and "ann" are one name: enforced by the database, so simultaneous
            # sign-ups of case variants create exactly one account.
            models.UniqueConstraint(Lower("username"), name="accounts_user_username_ci_unique",
                                    violation_error_message="That username is taken."),
        ]
