"""Rule options: every open point of a rulebook is a named option with a default.

>>> spec = OptionSpec("dog_scores", True, "notes §1", "Dogs score 1 point")
>>> validate_options([spec], {"dog_scores": False})
{'dog_scores': False}
>>> validate_options([spec], {"dogs": False})
Traceback (most recent call last):
...
stil.core.errors.InvalidOption: unknown option 'dogs'; options are: dog_scores
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from stil.core.errors import InvalidOption

OptionValue = bool | int | str


@dataclass(frozen=True)
class OptionSpec:
    """One rule option: its name, default, allowed values and the rule it settles."""

    name: str
    default: OptionValue
    ref: str
    meaning: str
    allowed: tuple[OptionValue, ...] = field(default=())

    def __post_init__(self) -> None:
        if not self.allowed:
            if isinstance(self.default, bool):
                object.__setattr__(self, "allowed", (False, True))
            else:
                raise ValueError(f"option {self.name} needs its allowed values")
        if self.default not in self.allowed:
            raise ValueError(f"default of {self.name} is not among its allowed values")

    def allowed_text(self) -> str:
        return ", ".join(_show(v) for v in self.allowed)

    def check(self, value: object) -> OptionValue:
        """The value if allowed (booleans are never confused with 0/1), else an error."""
        ok = any(type(value) is type(a) and value == a for a in self.allowed)
        if not ok:
            raise InvalidOption(
                f"option {self.name!r} must be one of {self.allowed_text()}; got {value!r}"
            )
        return value  # type: ignore[return-value]

    def parse(self, text: str) -> OptionValue:
        """Read a value given as text (command line, query string)."""
        for a in self.allowed:
            if _show(a) == text.strip().lower():
                return a
        raise InvalidOption(
            f"option {self.name!r} must be one of {self.allowed_text()}; got {text!r}"
        )


def _show(v: OptionValue) -> str:
    return str(v).lower() if isinstance(v, bool) else str(v)


def validate_options(
    specs: Iterable[OptionSpec], given: Mapping[str, object] | None
) -> dict[str, OptionValue]:
    """All options with defaults filled in. Unknown names and bad values raise."""
    specs = list(specs)
    by_name = {s.name: s for s in specs}
    given = dict(given or {})
    for name in given:
        if name not in by_name:
            known = ", ".join(sorted(by_name)) or "(none)"
            raise InvalidOption(f"unknown option {name!r}; options are: {known}")
    return {s.name: s.check(given[s.name]) if s.name in given else s.default for s in specs}
