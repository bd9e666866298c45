"""The error pages speak the page's language (the browser walk, tests/browser/
test_language_walk.py, runs its server with DEBUG on, where Django shows its own pages):
a form posted without its CSRF token (Django's CSRF failure view renders
templates/403_csrf.html), a refused page (403.html), an unknown address (404.html) and a
server error (500.html) in Chinese and English."""

from __future__ import annotations

import pytest
from django.template import loader
from django.test import Client
from django.utils import translation

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("language, title, text", [
    ("zh-hans", "表单已过期 (403)", "页面打开太久，或者你的浏览器不让本站保存数据，所以无法校验这份表单。"),
    ("en", "This form has expired (403)", "The page was open too long, or your browser blocks cookies"),
])
def test_a_form_without_its_csrf_token_is_refused_in_the_page_language(language, title, text):
    answer = Client(enforce_csrf_checks=True).post("/accounts/login/", {"username": "ann", "password": "x"},
                                                   HTTP_ACCEPT_LANGUAGE=language)
    body = answer.content.decode()
    assert answer.status_code == 403
    assert title in body and text in body
    assert "CSRF verification failed" not in body


@pytest.mark.parametrize("language, texts", [
    ("zh-hans", ("无权访问 (403)", "你不能打开这个页面。", "返回大厅")),
    ("en", ("Not allowed (403)", "You may not open this page.", "Back to the lobby")),
])
def test_the_403_page_is_the_sites_in_the_page_language(rf, language, texts):
    from django.contrib.auth.models import AnonymousUser
    from django.core.exceptions import PermissionDenied
    from django.views.defaults import permission_denied

    request = rf.get("/somewhere/")
    request.user = AnonymousUser()
    with translation.override(language):
        body = permission_denied(request, PermissionDenied()).content.decode()
    assert all(t in body for t in texts), body


@pytest.mark.parametrize("language, texts", [
    ("zh-hans", ("未找到 (404)", "返回大厅")),
    ("en", ("Not found (404)", "There is nothing at")),
])
def test_an_unknown_address_shows_the_404_page_in_the_page_language(client, language, texts):
    answer = client.get("/no-such-page/", HTTP_ACCEPT_LANGUAGE=language)
    body = answer.content.decode()
    assert answer.status_code == 404 and all(t in body for t in texts), body


@pytest.mark.parametrize("language, text", [("zh-hans", "出错了 (500)"), ("en", "Something went wrong (500)")])
def test_the_500_page_in_the_page_language(language, text):
    with translation.override(language):
        body = loader.get_template("500.html").render()
    assert text in body
