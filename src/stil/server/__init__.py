"""The web app: FastAPI + WebSockets over the engine, games stored event-sourced.

``stil serve`` (or ``make run-web``) starts it; ``docs/server.md`` is the protocol. The
server holds every game's state; clients only ever get a seat's view.
"""
