"""Load a script of ``benchmarks/`` as a module, for the tests that call its ``main``."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def load_script(filename: str) -> ModuleType:
    """``benchmarks/<filename>`` as a fresh module named after it."""
    path = BENCHMARKS / filename
    spec = importlib.util.spec_from_file_location(f"stil_bench_{path.stem}", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
