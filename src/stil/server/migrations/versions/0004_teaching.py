"""Bots that teach (issue 42): per table, whether hints are allowed and how many each seat
asked (``hints``: null when not allowed), and a finished table's review once computed.

Revision ID: 0004
Revises: 0003

Both columns are nullable: old tables read back with no hints and no review yet.
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.add_column(sa.Column("hints", sa.JSON, nullable=True))
        batch.add_column(sa.Column("review", sa.JSON, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        for column in ("review", "hints"):
            batch.drop_column(column)
