"""The engine kit: small pieces every rules engine shares (pure Python, no Django).

- :mod:`.values`: "an int but not a bool" and the small validators built on it.
- :mod:`.copying`: the fast copy of JSON state that ``Engine.apply`` works on.
- :mod:`.seats`: the seat lifecycle of RULINGS.md, platform-wide (resign, three
  consecutive timeouts = left, a left seat removed or played out), with one error kind.
- :mod:`.answers`: several seats owing an answer at once, and the prompts derived from it.
"""
