"""Ratings: each game's points, levels and titles from its seed; skill ratings; coin wallets."""
