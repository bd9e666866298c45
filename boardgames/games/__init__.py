"""The registered games: one module per game, each defining ``SPEC``, a
:class:`boardgames.registry.GameSpec`. :mod:`boardgames.registry` finds them all; adding
a module here (and the game's own package) is how a game joins the server."""
