from django.apps import AppConfig


class ChatConfig(AppConfig):
    """Per-game chat (players' and spectators'), mutes, reports and the chat-off switch
    (docs/chat.md). Never part of a game's move log or version."""

    name = "chat"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        """Plug the chat into the game websocket (:mod:`boardgames.socket_hooks`)."""
        from boardgames import socket_hooks

        from .socket import ChatSocketHook

        socket_hooks.register(ChatSocketHook())
