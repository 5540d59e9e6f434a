# Two commands do all the set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# The same sources built with STIL_COMPILE=1 (hot rules modules compiled by mypyc), installed
# into a folder that goes first on PYTHONPATH: the compiled tests reuse .venv's packages.
COMPILED := build-compiled
# Each stage of `make test` is timed; the run ends with the table (.stage-times).
TIMED := scripts/timed
# What the compiled build changes is the rules of the games with modules in setup.py: its
# stage runs those games' own tests, the core suite (conformance, golden replays, state
# machines) for them, and the build check; not the server, browser, CLI and RL suites a second
# time (they call the same rules through the same API), nor games with nothing compiled.
GAMES := $(notdir $(patsubst %/,%,$(dir $(wildcard src/stil/games/*/__init__.py))))
COMPILED_GAMES := $(sort $(shell sed -n 's|.*src/stil/games/\([a-z_0-9]*\)/.*|\1|p' setup.py))
PLAIN_GAMES := $(filter-out $(COMPILED_GAMES),$(GAMES))
empty :=
space := $(empty) $(empty)
COMPILED_TESTS := $(addprefix tests/games/,$(COMPILED_GAMES)) tests/core tests/test_build.py \
	$(if $(PLAIN_GAMES),-k "not ($(subst $(space), or ,$(strip $(PLAIN_GAMES))))")

.PHONY: run play test test-stages prepare lint typecheck unit compile tests-compiled \
	test-compiled bench clean services

# The end-to-end tests drive Debian's Chromium (Playwright's own browser downloads are not
# used); the server tests also talk to the machine's PostgreSQL.
CHROMIUM := /usr/bin/chromium

# --no-compile: the packages' bytecode is written when a module is first imported, not for
# every module at install (a third of the stage's time; the tests import a fraction of them).
# That needs Python to write it: a machine whose environment sets PYTHONDONTWRITEBYTECODE (this
# one does) would have every process (each test worker, server, CLI run, bot pool) compile
# every module it imports from source again, 1.6 s of CPU a server start. So make's commands
# run without it: the bytecode goes to __pycache__ beside the sources (.venv, src; ignored).
unexport PYTHONDONTWRITEBYTECODE
$(STAMP): pyproject.toml setup.py
	$(TIMED) venv sh -c "$(PYTHON) -m venv $(VENV) \
		&& $(BIN)/pip install -q --no-compile --upgrade pip==26.3 \
		&& $(BIN)/pip install -q --no-compile -e '.[dev]'"
	touch $(STAMP)

# The web app on SQLite (stil.db in this directory); it prints its address.
run: $(STAMP)
	$(BIN)/stil serve

# A terminal game of Інтриги та Капуста, you against two bots.
play: $(STAMP)
	$(BIN)/stil play cabbage --seats human,heuristic,heuristic

$(CHROMIUM):
	$(TIMED) chromium sh -c "apt-get update -qq \
		&& DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium"

# PostgreSQL and Redis are started before a session on this kind of machine; start them if
# they are not (the scale-out tests use Redis pub/sub).
services:
	@pg_isready -q -h 127.0.0.1 || pg_ctlcluster --skip-systemctl-redirect $$(ls /etc/postgresql) main start
	@redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 || redis-server --daemonize yes --save '' --appendonly no

# Every stage, then the table of how long each took (the stages' own output comes first).
test:
	@rm -f .stage-times; start=$$(date +%s); \
	$(MAKE) --no-print-directory test-stages; rc=$$?; \
	echo; echo "make test: time per stage"; cat .stage-times; \
	echo "total          $$(( $$(date +%s) - start ))s"; exit $$rc

# Lint, the type check, the browser's install and the compiled build need nothing of each
# other, so they run side by side (the compile is mostly one C compiler, the install mostly
# the network); then the two test runs, one after the other (each uses both cores). The
# stages' times in the table overlap for the first four.
test-stages: $(STAMP)
	$(MAKE) --no-print-directory -j4 --output-sync=target prepare
	$(MAKE) --no-print-directory unit tests-compiled

prepare: lint typecheck $(CHROMIUM) compile services

lint: $(STAMP)
	$(TIMED) lint sh -c "$(BIN)/ruff check src tests benchmarks setup.py \
		&& $(BIN)/ruff format --check src tests benchmarks setup.py"

typecheck: $(STAMP)
	$(TIMED) mypy $(BIN)/mypy

# worksteal: a worker that runs out takes tests queued for another, so one long browser
# test at the end of a queue does not leave a core idle. Three workers on two cores: the
# browser and server tests wait on Chromium, a server process or a bot's delay (two workers
# kept the cores 85% busy through the browser tests, three 95%; the whole run took 750 s
# against 818 s, one after the other on this machine).
unit: $(STAMP) $(CHROMIUM) services
	$(TIMED) tests $(BIN)/pytest -n 3 --dist worksteal --durations=15

# The compiled build, rebuilt from the current sources.
compile: $(STAMP)
	rm -rf $(COMPILED)
	$(TIMED) compile env STIL_COMPILE=1 $(BIN)/pip install -q --no-deps --target $(COMPILED) .

# The rules' tests again against the compiled build (half the plain run's random playouts:
# the golden games pin exact outcomes, and the conformance checks' every-step comparisons run
# in full).
tests-compiled: $(STAMP) services
	$(TIMED) tests-compiled env STIL_EXPECT_COMPILED=1 STIL_PLAYOUTS=200 PYTHONPATH=$(COMPILED) \
		$(BIN)/pytest -n 2 --dist worksteal -p no:cacheprovider $(COMPILED_TESTS)

test-compiled: compile
	$(MAKE) --no-print-directory tests-compiled

bench:
	$(MAKE) -C benchmarks

clean:
	rm -rf $(VENV) $(COMPILED) build .stage-times
