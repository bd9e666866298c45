"""Account pages under /accounts/: sign up, log in, log out, regenerate the API token.

The profile page lives at /u/<username>/ (boardgames/urls_pages.py).
"""

from django.urls import path

from . import views

urlpatterns = [
    path("signup/", views.signup, name="signup"),
    path("login/", views.LoginView.as_view(), name="login"),
    path("logout/", views.LogoutView.as_view(), name="logout"),
    path("token/regenerate/", views.token_regenerate, name="token-regenerate"),
]
