"""Writes of the ratings app."""

from __future__ import annotations


def game_finished(game) -> None:
    """Called inside the transaction that finishes ``game`` (row locked)."""
    return None
