"""Ratings pages: the leaderboards (one per game)."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import Http404
from django.shortcuts import render
from django.utils.translation import gettext as _

from boardgames.errors import ApplicationError
from boardgames.game_names import display_name

from . import selectors
from .models import LedgerEntry

PAGE_SIZE = 50


def leaderboards(request):
    """Links to every game's leaderboard, with its top five."""
    boards = []
    for slug in selectors.known_game_types():
        top = [selectors.rating_entry(r, rank=i + 1) for i, r in enumerate(selectors.leaderboard(slug)[:5])]
        boards.append({"game": slug, "name": display_name(slug), "top": top})
    return render(request, "ratings/leaderboards.html", {"boards": boards})


def leaderboard(request, game: str):
    """One game's leaderboard: rank, player, points, title, skill (mu ± sigma), games,
    win rate; 50 a page (``?page=``). 404 for an unknown game."""
    try:
        qs = selectors.leaderboard(game)
    except ApplicationError:
        raise Http404(_("There is no game %(name)r.") % {"name": game})
    page = Paginator(qs, PAGE_SIZE).get_page(request.GET.get("page"))
    start = page.start_index()
    rows = [selectors.rating_entry(r, rank=start + i) for i, r in enumerate(page.object_list)]
    for row in rows:
        row["win_rate_percent"] = round(row["win_rate"] * 100) if row["win_rate"] is not None else None
    return render(request, "ratings/leaderboard.html", {
        "game": game, "name": display_name(game), "rows": rows, "page": page,
    })


@login_required
def coins(request):
    """The logged-in user's coins: the balance and their ledger entries, newest first,
    50 a page (``?page=``), each with its game."""
    summary = selectors.wallet_summary(request.user, limit=0)
    qs = LedgerEntry.objects.filter(account=request.user).select_related("game").order_by("-created_at", "-id")
    page = Paginator(qs, PAGE_SIZE).get_page(request.GET.get("page"))
    return render(request, "ratings/coins.html", {"summary": summary, "page": page})
