"""Pages under /notifications/."""

from django.urls import path

from . import views

urlpatterns = [
    path("", views.notification_list, name="notifications"),
    path("read/", views.notification_read, name="notifications-read"),
    path("settings/", views.preferences, name="notification-preferences"),
    path("settings/resend/", views.resend_confirmation, name="notifications-resend"),
    path("confirm/<str:token>/", views.confirm_email, name="notifications-confirm"),
    path("unsubscribe/<str:token>/", views.unsubscribe, name="notifications-unsubscribe"),
]
