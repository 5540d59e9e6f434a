"""Game data files: TOML validated by pydantic models that refuse unknown keys.

Each game keeps its cards and numbers in ``cards.toml`` beside its code; this module holds
what every loader shares.
"""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import ClassVar, Self, TypeVar

from pydantic import BaseModel, ConfigDict, model_validator

M = TypeVar("M", bound=BaseModel)


class Strict(BaseModel):
    """A data record: unknown keys are an error, and the values never change."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Texts(Strict):
    """One name or text in each language of the platform."""

    uk: str
    ru: str
    en: str


class SaidCard(Strict):
    """A card whose text, in each language, may name its numbers (``{points}``): the
    fields listed in ``NUMBERS``. A text naming a number the card does not list, or an empty
    name or text, is refused when the data loads."""

    NUMBERS: ClassVar[tuple[str, ...]] = ()
    name: Texts
    text: Texts

    def numbers(self) -> dict[str, int]:
        """The numbers a card text may name."""
        return {k: int(getattr(self, k)) for k in self.NUMBERS}

    def said(self, lang: str) -> str:
        """What the card does, in ``lang``, its numbers filled in."""
        return str(getattr(self.text, lang)).format(**self.numbers())

    @model_validator(mode="after")
    def _texts(self) -> Self:
        for lang in ("uk", "ru", "en"):
            try:
                said = self.said(lang)
            except (KeyError, IndexError, ValueError) as e:
                who = getattr(self, "id", "?")
                raise ValueError(f"{who}: the {lang} text names no number {e}") from None
            if not getattr(self.name, lang) or not said:
                raise ValueError(f"{getattr(self, 'id', '?')}: empty name or text in {lang}")
        return self


def load_toml(package: str, model: type[M], text: str | None = None, name: str = "cards.toml") -> M:
    """Parse and validate a data file: the packaged ``name`` of ``package``, or ``text``."""
    if text is None:
        text = resources.files(package).joinpath(name).read_text("utf-8")
    return model.model_validate(tomllib.loads(text))
