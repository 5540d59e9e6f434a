"""The simulator's games on Ray: the same chunks of ``(index, seed)`` pairs as the local
processes play, sent as Ray tasks, so the records are the same game for game.

Ray is optional (``pip install 'stil[ray]'``) and imported only here. With no address a
local Ray instance is started with ``workers`` CPUs and stopped when the run ends; with an
address (``ray://host:10001``, ``host:6379`` or ``auto``) the run joins that cluster and
sizes its chunks by the cluster's CPUs. A Ray already initialised by the caller is used as
it is and left running.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stil.sim.play import GameRecord, play_chunk


class BackendUnavailable(ValueError):
    """Ray is not installed, or the cluster cannot be reached."""


def _ray() -> Any:
    try:
        import ray
    except ModuleNotFoundError:
        raise BackendUnavailable("the Ray backend needs Ray: pip install 'stil[ray]'") from None
    return ray


def require_ray() -> None:
    """Raise :class:`BackendUnavailable` unless Ray can be imported."""
    _ray()


def connect(address: str | None, workers: int) -> tuple[int, bool]:
    """Start or join Ray; the CPUs it offers and whether this call started it."""
    ray = _ray()
    if ray.is_initialized():
        return max(1, int(ray.cluster_resources().get("CPU", workers))), False
    try:
        if address is None:
            ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False)
        else:
            ray.init(address=address, include_dashboard=False, log_to_driver=False)
    except (ConnectionError, RuntimeError, ValueError) as e:
        raise BackendUnavailable(f"cannot reach Ray at {address!r}: {e}") from None
    cpus = int(ray.cluster_resources().get("CPU", workers)) if address else workers
    return max(1, cpus), True


def disconnect() -> None:
    _ray().shutdown()


def run_chunks(
    game_id: str,
    bots: tuple[str, ...],
    options: dict[str, object],
    chunks: list[list[tuple[int, int]]],
    finished: Callable[[list[GameRecord]], None] | None = None,
) -> list[GameRecord]:
    """Play the chunks as Ray tasks (one CPU each); the records in the order they finish,
    each chunk's handed to ``finished`` as it comes back."""
    ray = _ray()
    task = ray.remote(num_cpus=1)(play_chunk)
    pending = [task.remote(game_id, bots, options, chunk) for chunk in chunks]
    records: list[GameRecord] = []
    try:
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                chunk = ray.get(ref)
                records += chunk
                if finished:
                    finished(chunk)
    except BaseException:  # Ctrl-C, or a game that failed: drop what is left
        for ref in pending:
            ray.cancel(ref, force=True)
        raise
    return records


__all__ = ["BackendUnavailable", "connect", "disconnect", "require_ray", "run_chunks"]
