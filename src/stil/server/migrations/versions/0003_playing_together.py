"""Playing together: table chat, push subscriptions, the server's own settings (the VAPID
key pair), and per table the turn-based clock, the chat's mutes and the series.

Revision ID: 0003
Revises: 0002

Every new column is nullable or has a default: old tables read back as live tables with
no series, nobody muted and no stored deadline (their timer starts afresh, as before).
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.add_column(
            sa.Column("turn_based", sa.Boolean, nullable=False, server_default=sa.false())
        )
        batch.add_column(sa.Column("deadline", sa.Float, nullable=True))
        batch.add_column(sa.Column("deadline_seq", sa.Integer, nullable=True))
        batch.add_column(sa.Column("muted", sa.JSON, nullable=True))
        batch.add_column(sa.Column("series", sa.JSON, nullable=True))
    op.create_table(
        "chat",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.String(32), sa.ForeignKey("tables.id"), nullable=False),
        sa.Column("seat", sa.Integer, nullable=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_chat_table_id", "chat", ["table_id"])
    op.create_table(
        "push_subscriptions",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.String(32), sa.ForeignKey("tables.id"), nullable=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("endpoint", sa.Text, nullable=False),
        sa.Column("p256dh", sa.String(128), nullable=False),
        sa.Column("auth", sa.String(64), nullable=False),
        sa.Column("failures", sa.Integer, nullable=False, server_default="0"),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_push_subscriptions_table_id", "push_subscriptions", ["table_id"])
    op.create_table(
        "server_settings",
        sa.Column("key", sa.String(64), primary_key=True),
        sa.Column("value", sa.Text, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("server_settings")
    op.drop_index("ix_push_subscriptions_table_id", "push_subscriptions")
    op.drop_table("push_subscriptions")
    op.drop_index("ix_chat_table_id", "chat")
    op.drop_table("chat")
    with op.batch_alter_table("tables") as batch:
        for column in ("series", "muted", "deadline_seq", "deadline", "turn_based"):
            batch.drop_column(column)
