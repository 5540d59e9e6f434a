"""Errors of the engine. Every one is a ``ValueError``: the caller passed something wrong."""

from __future__ import annotations


class StilError(ValueError):
    """Base of every error the engine raises on bad input."""


class InvalidAction(StilError):
    """The text or value does not describe an action at all (cannot be parsed)."""


class IllegalAction(StilError):
    """A well-formed action that is not legal in the current state. The state is unchanged."""


class InvalidOption(StilError):
    """An unknown rule option, or a value outside the option's allowed values."""


class InvalidPlayers(StilError):
    """A player count outside the game's range."""


class UnknownGame(StilError):
    """No game is registered under that id."""


class InvalidState(StilError):
    """A serialised state that cannot be read back (wrong game, wrong format, corrupt)."""
