"""Ratings models."""
