"""Pure rules engines, one package per game, plus :mod:`.core` (the contract every
engine implements). Nothing here imports Django or Celery, and this package keeps no
list of games: the registered games are in :mod:`boardgames.registry`."""
