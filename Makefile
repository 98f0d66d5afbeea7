# Tortuga's entry points. `make run` and `make test` work on a fresh clone.
SHELL := /bin/bash
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

# The first Python >= 3.12 among python3.13, python3.12, python3 and pyenv's installs.
# (A pyenv shim for a version that is not active exits non-zero, so each is tried.)
ifeq ($(origin PYTHON), undefined)
PYTHON := $(shell for p in python3.13 python3.12 python3 $(wildcard $(HOME)/.pyenv/versions/3.13*/bin/python3) $(wildcard $(HOME)/.pyenv/versions/3.12*/bin/python3) /usr/bin/python3.13 /usr/bin/python3.12; do \
	if "$$p" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 12) else 1)' >/dev/null 2>&1; then \
	"$$p" -c 'import sys; print(sys.executable)'; break; fi; done)
endif

.PHONY: run lan superuser test soak lint typecheck fmt bench load messages worker beat migrate venv check-python clean

# `make run PORT=8001`, `make run HOST=0.0.0.0`; `make lan` serves the club's Wi-Fi.
HOST ?= 127.0.0.1
PORT ?= 8000

check-python:
	@if [ -z "$(PYTHON)" ]; then \
		echo "Tortuga needs Python 3.12 or newer (python3.13 or python3.12 on PATH)."; \
		echo "Install one (e.g. 'apt-get install python3.12' or 'pyenv install 3.13') and run make again."; \
		exit 1; fi

$(STAMP): pyproject.toml | check-python
	@if [ ! -x $(BIN)/python ]; then echo "Creating $(VENV) with $(PYTHON)"; "$(PYTHON)" -m venv $(VENV); fi
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

venv: $(STAMP)

migrate: $(STAMP)
	DEBUG=$${DEBUG:-1} $(BIN)/python manage.py migrate --noinput

run: migrate
	DEBUG=$${DEBUG:-1} $(BIN)/python manage.py runserver $(HOST):$(PORT)

# The phones at the table reach this computer over the local network (no internet
# needed): prints the address they use; join links and QR codes name it.
lan: migrate
	DEBUG=$${DEBUG:-1} $(BIN)/python manage.py lan --port $(PORT)

# An account for /admin/ (clubs and organisers), on the embedded default.
superuser: migrate
	DEBUG=$${DEBUG:-1} $(BIN)/python manage.py createsuperuser

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# Without mypy's incremental cache: with the Django plugin a changed setting's type
# did not reach the modules that read it (a stale error), and a full check takes seconds.
typecheck: $(STAMP)
	DEBUG=1 $(BIN)/mypy --cache-dir=/dev/null companion

fmt: $(STAMP)
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

# Lint, then types, then the suite: make runs prerequisites in the order listed.
test: lint typecheck
	$(BIN)/pytest

# The same suite with the property runs and the API fuzzing at their
# full counts (SOAK=1; `make test` runs their fast deterministic profile). Run it
# before resolving an issue.
soak: lint
	SOAK=1 $(BIN)/pytest

# Extract every word a player reads into locale/<lang>/LC_MESSAGES/django.po (needs GNU
# gettext's xgettext: a developer's tool, `apt-get install gettext`), then compile them
# with polib. The compiled .mo files are committed: `make run` needs neither.
messages: $(STAMP)
	DEBUG=1 $(BIN)/python manage.py makemessages --no-obsolete --locale it --locale pt \
		--ignore 'tests/*' --ignore 'bench/*' --ignore '.venv/*' --ignore 'staticfiles/*'
	DEBUG=1 $(BIN)/python manage.py compile_catalogues

bench: $(STAMP)
	$(BIN)/python -m bench
	$(BIN)/python -m bench.taps

# A club night on this box (gunicorn, a Celery worker, PostgreSQL and Redis on
# loopback), the working tree side by side with a baseline commit: bench/load.py.
# `make load LOAD_ARGS="--phones 10,20 --seconds 20"` for a short run.
load: $(STAMP)
	$(BIN)/python -m bench.load $(LOAD_ARGS)

worker: $(STAMP)
	$(BIN)/celery -A companion.celery worker --loglevel=INFO --concurrency=2

# One per deployment: sweeps work that could not be queued (a broker outage) every 15 s.
beat: $(STAMP)
	$(BIN)/celery -A companion.celery beat --loglevel=INFO

clean:
	rm -rf $(VENV) staticfiles .pytest_cache test-artifacts
