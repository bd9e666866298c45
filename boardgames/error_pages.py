"""Error responses outside the views: JSON under /api/, the site's pages elsewhere.

``urls.py`` installs :func:`bad_request`, :func:`page_not_found` and :func:`server_error`
as Django's handlers (used when ``DEBUG`` is off); :class:`NotFoundPageMiddleware` renders
``404.html`` for a view's ``Http404`` in every mode, so a bad game or invite link shows the
site's page under ``make run`` too; :func:`api_not_found` answers unknown API routes.
"""

from __future__ import annotations

from django.http import Http404, HttpResponse, HttpResponseBadRequest
from django.shortcuts import render
from django.template import loader
from django.utils.translation import gettext
from django.views.decorators.csrf import csrf_exempt

from boardgames.api.limits import error_response


def _is_api(request) -> bool:
    return request.path.startswith("/api/")


@csrf_exempt  # a POST to a wrong address is a 404, not a CSRF failure page
def api_not_found(request, *args, **kwargs):
    """JSON 404 for any address under /api/v1/ that names no endpoint."""
    return error_response(404, "not_found", f"There is no API endpoint {request.path}.")


def bad_request(request, exception=None):
    """400: a malformed body Django itself refused (broken multipart, too many fields)."""
    if _is_api(request):
        return error_response(400, "invalid_request", "The request body is malformed or too large.")
    return HttpResponseBadRequest(gettext("Bad request: the form data is malformed or too large."),
                                  content_type="text/plain; charset=utf-8")


def page_not_found(request, exception=None):
    """404: JSON under /api/, else templates/404.html with the reason (a game, an invite
    code, a user that does not exist)."""
    # An unmatched address raises Resolver404 whose argument is a dict of the routes tried.
    first = exception.args[0] if exception is not None and exception.args else ""
    reason = first if isinstance(first, str) else ""
    if _is_api(request):
        return error_response(404, "not_found", reason or f"There is nothing at {request.path}.")
    return render(request, "404.html", {"reason": reason, "request_path": request.path}, status=404)


def server_error(request):
    """500: JSON under /api/, else templates/500.html rendered without a request context
    (the database or a context processor may be what failed)."""
    if _is_api(request):
        return error_response(500, "server_error", "Something went wrong on the server; it has been logged.")
    return HttpResponse(loader.get_template("500.html").render(), status=500)


class NotFoundPageMiddleware:
    """Render a view's ``Http404`` with :func:`page_not_found` even under ``DEBUG``."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        """The 404 page for ``Http404``; other exceptions go on to Django's handling."""
        if isinstance(exception, Http404):
            return page_not_found(request, exception)
        return None
