"""Ports for the tests' own servers.

A port that the kernel hands out for ``bind(("127.0.0.1", 0))`` comes from the ephemeral
range (``ip_local_port_range``, 32768-60999 here), the same range every outgoing connection
takes its local port from. Between our picking it and the child server binding it, a test's
client socket on the other test worker could take it: the server then failed with "address
already in use" (seen once in a full run). Ports below the ephemeral range are never given
to outgoing connections, so a port picked there, at random and checked free, can only clash
with another test server's pick, which the random choice over thousands makes rare and the
check at pick time rarer still.
"""

from __future__ import annotations

import random
import socket

#: below Linux's default ephemeral range, above the well-known and registered crowd
LOW, HIGH = 20000, 32000


def free_port(host: str = "127.0.0.1") -> int:
    """A port on ``host`` that nothing listens on now and no outgoing connection will take."""
    rng = random.SystemRandom()
    for _ in range(200):
        port = rng.randrange(LOW, HIGH)
        with socket.socket() as s:
            try:
                s.bind((host, port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port in {LOW}-{HIGH} on {host}")
