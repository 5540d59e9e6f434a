"""The observation encoders, under the name the RL package has always given them.

They live in :mod:`stil.core.encoding`: the bots' learned evaluations read the same
vectors, and the RL package sits above the bots (it imports them), so the encoders belong
below both.
"""

from stil.core.encoding import (
    ENCODERS,
    GENERIC_SIZE,
    Block,
    Data,
    EncoderChoice,
    GameEncoding,
    NoEncoder,
    Vector,
    bounds,
    encode,
    encoding_for,
    generic_encoding,
    layout,
)

__all__ = [
    "ENCODERS",
    "GENERIC_SIZE",
    "Block",
    "Data",
    "EncoderChoice",
    "GameEncoding",
    "NoEncoder",
    "Vector",
    "bounds",
    "encode",
    "encoding_for",
    "generic_encoding",
    "layout",
]
