# Two commands do all the set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# The same project built with STIL_COMPILE=1 (hot rules modules compiled by mypyc).
CVENV := .venv-compiled
CSTAMP := $(CVENV)/.installed

.PHONY: run play test lint typecheck unit test-compiled bench clean services

# The end-to-end tests drive Debian's Chromium (Playwright's own browser downloads are not
# used); the server tests also talk to the machine's PostgreSQL.
CHROMIUM := /usr/bin/chromium

$(STAMP): pyproject.toml setup.py
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip==26.3
	$(BIN)/pip install -q -e '.[dev]'
	touch $(STAMP)

$(CSTAMP): pyproject.toml setup.py
	$(PYTHON) -m venv $(CVENV)
	$(CVENV)/bin/pip install -q --upgrade pip==26.3
	$(CVENV)/bin/pip install -q '.[dev]'
	touch $(CSTAMP)

# The web app on SQLite (stil.db in this directory); it prints its address.
run: $(STAMP)
	$(BIN)/stil serve

# A terminal game of Інтриги та Капуста, you against two bots.
play: $(STAMP)
	$(BIN)/stil play cabbage --seats human,heuristic,heuristic

$(CHROMIUM):
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium

# PostgreSQL and Redis are started before a session on this kind of machine; start them if
# they are not (the scale-out tests use Redis pub/sub).
services:
	@pg_isready -q -h 127.0.0.1 || pg_ctlcluster --skip-systemctl-redirect $$(ls /etc/postgresql) main start
	@redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 || redis-server --daemonize yes --save '' --appendonly no

test: lint typecheck unit test-compiled

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks setup.py
	$(BIN)/ruff format --check src tests benchmarks setup.py

typecheck: $(STAMP)
	$(BIN)/mypy

unit: $(STAMP) $(CHROMIUM) services
	$(BIN)/pytest -n 2

# The whole suite again against the compiled build, rebuilt from the current sources.
test-compiled: $(CSTAMP) $(CHROMIUM) services
	STIL_COMPILE=1 $(CVENV)/bin/pip install -q --no-deps --force-reinstall .
	STIL_EXPECT_COMPILED=1 $(CVENV)/bin/pytest -n 2 tests

bench:
	$(MAKE) -C benchmarks

clean:
	rm -rf $(VENV) $(CVENV) build
