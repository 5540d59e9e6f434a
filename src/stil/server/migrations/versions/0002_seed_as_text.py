"""Seeds as decimal text: a live table's seed has 129 bits, more than any integer column.

Revision ID: 0002
Revises: 0001

Old rows keep their seeds (an integer becomes its decimal digits; ``db.SeedText`` reads
them back as the same integer), so every stored table replays exactly as before.
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.alter_column(
            "seed",
            existing_type=sa.Integer,
            type_=sa.String(100),
            existing_nullable=False,
            postgresql_using="seed::text",
        )


def downgrade() -> None:
    # only small seeds go back into an integer column; a keyed seed cannot
    with op.batch_alter_table("tables") as batch:
        batch.alter_column(
            "seed",
            existing_type=sa.String(100),
            type_=sa.BigInteger,
            existing_nullable=False,
            postgresql_using="seed::bigint",
        )
