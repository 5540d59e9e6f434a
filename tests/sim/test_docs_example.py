"""docs/simulate.md's "From Python" example runs as a script (issue 41: without its
``__main__`` guard the spawned workers re-ran it and it ended in ``BrokenProcessPool``)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

DOC = Path(__file__).parents[2] / "docs" / "simulate.md"


def test_the_from_python_example_runs_as_a_script(tmp_path: Path) -> None:
    text = DOC.read_text("utf-8")
    section = text[text.index("## From Python") :]
    match = re.search(r"```python\n(.*?)```", section, re.S)
    assert match is not None
    code = match.group(1)
    assert 'if __name__ == "__main__":' in code
    script = tmp_path / "example.py"
    script.write_text(code.replace("games=2000", "games=6"), "utf-8")
    done = subprocess.run(
        [sys.executable, str(script)], cwd=tmp_path, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "BrokenProcessPool" not in done.stderr
    assert (tmp_path / "results.csv").exists()
