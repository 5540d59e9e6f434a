"""A plain install (``pip install stil``: no ``.[rl]`` extra) has no NumPy: the server, the
terminal client and every bot but the learned-evaluation level must load without it."""

from __future__ import annotations

import subprocess
import sys

from stil.bots import evaluation
from stil.cli import train_eval


def test_the_server_cli_and_bots_load_without_numpy() -> None:
    code = (
        "import sys\n"
        "sys.modules['numpy'] = None  # any import of NumPy now fails\n"
        "import stil.server.app, stil.cli.main, stil.bots.base\n"
        "from stil.core.registry import games\n"
        "from stil.sim.play import play_one\n"
        "for g in games():  # a whole game of a search bot against the heuristic\n"
        "    play_one(g, ['ismcts-easy', 'heuristic'], 0, seed=1)\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_the_commands_default_penalty_is_the_trainers() -> None:
    assert train_eval.L2 == evaluation.L2
