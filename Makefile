# `make run`: the whole site on http://127.0.0.1:8000 (PORT overrides), no services needed.
# `make test`: the test suite against this machine's PostgreSQL and Redis.
# `make messages`: regenerate and compile the translation catalogues (needs GNU gettext).
# Both create .venv and install requirements.txt on first use.

PYTHON ?= python3.11
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.requirements-installed
PORT ?= 8000
TEST_DATABASE_URL ?= postgres://postgres@127.0.0.1:5432/boardgames
TEST_REDIS_URL ?= redis://127.0.0.1:6379/15
PYTEST_ARGS ?= -n 2 --dist loadfile

.PHONY: run test bench services messages

$(STAMP): requirements.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV) || python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $(STAMP)

run: $(STAMP)
	env -u DATABASE_URL -u REDIS_URL $(PY) manage.py migrate --noinput
	env -u DATABASE_URL -u REDIS_URL $(PY) manage.py ensure_admin
	env -u DATABASE_URL -u REDIS_URL $(PY) manage.py serve --port $(PORT)

services:
	bash .ci/services

test: $(STAMP) services
	DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) DEBUG=0 \
		$(PY) -m pytest -c tests/pytest.ini --rootdir=tests $(PYTEST_ARGS)

bench: $(STAMP) services
	DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) $(PY) manage.py bench_engine
	DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) $(PY) manage.py bench_api
	DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) $(PY) manage.py bench_serving
	DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) $(PY) manage.py bench_push
	DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) $(PY) manage.py bench_length

# The translation catalogues (locale/*/LC_MESSAGES/django.po, djangojs.po) from every
# template, Python module and ES module, then the .mo files (committed; docs/i18n.md).
messages: $(STAMP)
	$(PY) manage.py update_catalogues
