"""The notification centre: the bell, browser notifications and email (docs/notifications.md)."""
