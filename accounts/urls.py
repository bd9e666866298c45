"""Account pages: sign up, log in, log out, profile."""

urlpatterns: list = []
