"""The terminal client ``stil``: play at one table with bots and other people, show rules."""
