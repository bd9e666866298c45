"""Extensions of the game websocket (``boardgames.consumers.GameConsumer``) that other
apps plug in from their ``AppConfig.ready`` (the chat, for one), so that the games app
imports no other app (as with :mod:`boardgames.signals`).

A hook is an object with three coroutine methods, each given the consumer:

- ``connected(consumer, seat)``: the socket was accepted; ``seat`` is the user's seat
  index or ``None`` (a spectator). ``consumer.scope["user"]``, ``consumer.game_id`` and
  ``consumer.channel_layer`` / ``consumer.channel_name`` are set.
- ``disconnected(consumer)``: the socket closed.
- ``event(consumer, event)``: a channel-layer message of type ``"hook.event"`` whose
  ``"hook"`` is this hook's ``name`` reached the socket; the hook decides what (if
  anything) the client gets (``await consumer.send_json(...)``).

A hook that raises is logged and does not close the socket.
"""

from __future__ import annotations

HOOKS: dict[str, object] = {}


def register(hook) -> None:
    """Add ``hook`` (its ``name`` attribute is its key; registering again replaces it)."""
    HOOKS[hook.name] = hook
