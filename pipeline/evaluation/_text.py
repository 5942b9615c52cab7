"""Text normalisation for comparing our outputs with gold text.

As the gold sets' own README asks: lowercase, collapse whitespace, no space before
punctuation (COCA and MNLI-derived text is tokenized: "knees , clutching").
"""

from __future__ import annotations

import re

_SPACE_BEFORE = re.compile(r"\s+([.,;:!?%)\]}'\u2019]|n't|'s|'re|'ll|'d|'m|'ve)")
_SPACE_AFTER = re.compile(r"([(\[{$])\s+")
_WS = re.compile(r"\s+")
_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "`": "'"})


def normalise(text: str, strip_final_punct: bool = False) -> str:
    text = text.translate(_QUOTES).lower()
    text = _WS.sub(" ", text).strip()
    text = _SPACE_BEFORE.sub(r"\1", text)
    text = _SPACE_AFTER.sub(r"\1", text)
    text = text.replace(" ' ", "'").replace('" ', '"').replace(' "', '"')
    if strip_final_punct:
        text = text.rstrip(" .!?")
    return text
