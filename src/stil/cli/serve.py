"""``stil serve``: the web app (FastAPI under uvicorn), on SQLite unless told otherwise."""

from __future__ import annotations

from typing import Annotated

import typer

from .base import app


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.", min=1, max=65535)] = 8000,
    database: Annotated[
        str,
        typer.Option(
            envvar="STIL_DATABASE_URL",
            help="SQLAlchemy URL of the store (PostgreSQL: postgresql+psycopg://…).",
        ),
    ] = "sqlite:///stil.db",
    forwarded_allow_ips: Annotated[
        str,
        typer.Option(
            envvar="STIL_FORWARDED_ALLOW_IPS",
            help="Proxies whose X-Forwarded-For names the client, comma-separated "
            "(127.0.0.1 for nginx or Caddy on this machine); empty: the header is ignored.",
        ),
    ] = "",
) -> None:
    """Start the web app and print its address."""
    import uvicorn

    from stil.server.app import create_app
    from stil.server.serving import config
    from stil.server.settings import Settings

    settings = Settings(database_url=database, forwarded_allow_ips=forwarded_allow_ips)
    application = create_app(settings)
    typer.echo(f"Stil is at http://{host}:{port}/  (store: {database}; Ctrl-C stops it)")
    uvicorn.Server(config(application, host, port, settings)).run()
