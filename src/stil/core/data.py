"""Game data files: TOML validated by pydantic models that refuse unknown keys.

Each game keeps its cards and numbers in ``cards.toml`` beside its code; this module holds
what every loader shares.
"""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import TypeVar

from pydantic import BaseModel, ConfigDict

M = TypeVar("M", bound=BaseModel)


class Strict(BaseModel):
    """A data record: unknown keys are an error, and the values never change."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def load_toml(package: str, model: type[M], text: str | None = None, name: str = "cards.toml") -> M:
    """Parse and validate a data file: the packaged ``name`` of ``package``, or ``text``."""
    if text is None:
        text = resources.files(package).joinpath(name).read_text("utf-8")
    return model.model_validate(tomllib.loads(text))
