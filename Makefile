# Two commands do all the set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint typecheck unit bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip==26.3
	$(BIN)/pip install -q -e '.[dev]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/stil play cabbage --seats human,heuristic,heuristic

test: $(STAMP) lint typecheck unit

lint: $(STAMP)
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/ruff format --check src tests benchmarks

typecheck: $(STAMP)
	$(BIN)/mypy

unit: $(STAMP)
	$(BIN)/pytest -n 2

bench:
	$(MAKE) -C benchmarks

clean:
	rm -rf $(VENV)
