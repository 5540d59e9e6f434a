# Two commands do all the set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# The same project built with STIL_COMPILE=1 (hot rules modules compiled by mypyc).
CVENV := .venv-compiled
CSTAMP := $(CVENV)/.installed

.PHONY: run test lint typecheck unit test-compiled bench clean

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

run: $(STAMP)
	$(BIN)/stil play cabbage --seats human,heuristic,heuristic

test: lint typecheck unit test-compiled

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks setup.py
	$(BIN)/ruff format --check src tests benchmarks setup.py

typecheck: $(STAMP)
	$(BIN)/mypy

unit: $(STAMP)
	$(BIN)/pytest -n 2

# The whole suite again against the compiled build, rebuilt from the current sources.
test-compiled: $(CSTAMP)
	STIL_COMPILE=1 $(CVENV)/bin/pip install -q --no-deps --force-reinstall .
	STIL_EXPECT_COMPILED=1 $(CVENV)/bin/pytest -n 2 tests

bench:
	$(MAKE) -C benchmarks

clean:
	rm -rf $(VENV) $(CVENV) build
