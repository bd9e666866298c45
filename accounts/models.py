"""The user model (custom from day one, so it can grow without a migration dance)."""

from django.contrib.auth.models import AbstractUser


class User(AbstractUser):
    """A player or staff member. Bots are users with ``is_bot`` set by the lobby."""

    class Meta:
        db_table = "accounts_user"
