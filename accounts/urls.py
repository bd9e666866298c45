"""Account pages under /accounts/: sign up, log in, log out, password reset (Django's
views and URL names), regenerate the API token.

The profile page lives at /u/<username>/ (boardgames/urls_pages.py).
"""

from django.urls import path

from . import views

urlpatterns = [
    path("signup/", views.signup, name="signup"),
    path("login/", views.LoginView.as_view(), name="login"),
    path("logout/", views.LogoutView.as_view(), name="logout"),
    path("password-reset/", views.PasswordResetView.as_view(), name="password_reset"),
    path("password-reset/sent/", views.PasswordResetDoneView.as_view(), name="password_reset_done"),
    path("reset/<uidb64>/<token>/", views.PasswordResetConfirmView.as_view(), name="password_reset_confirm"),
    path("password-reset/done/", views.PasswordResetCompleteView.as_view(), name="password_reset_complete"),
    path("token/regenerate/", views.token_regenerate, name="token-regenerate"),
]
