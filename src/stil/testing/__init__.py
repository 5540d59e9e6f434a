"""Test helpers that ship with the library, so any game can be checked against the contract."""
