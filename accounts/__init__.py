"""Accounts: users, sign-up, log-in, profiles, API tokens (coin wallets live in ratings)."""
