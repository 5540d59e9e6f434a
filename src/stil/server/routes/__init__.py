"""The server's routes, one ``APIRouter`` per concern; ``stil.server.app`` includes them.

They reach the process's shared state (the manager, admission, replays, settings) through
the dependencies in :mod:`stil.server.routes.common`, never through closures.
"""
