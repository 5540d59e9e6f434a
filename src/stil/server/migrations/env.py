"""Alembic environment: runs on the connection ``stil.server.db.migrate`` hands it (or on
``sqlalchemy.url`` when run from the ``alembic`` command)."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from stil.server.db import Base

config = context.config
connection = config.attributes.get("connection")
if connection is None:
    engine = create_engine(config.get_main_option("sqlalchemy.url") or "sqlite:///stil.db")
    with engine.begin() as conn:
        context.configure(connection=conn, target_metadata=Base.metadata)
        with context.begin_transaction():
            context.run_migrations()
else:
    context.configure(connection=connection, target_metadata=Base.metadata)
    with context.begin_transaction():
        context.run_migrations()
