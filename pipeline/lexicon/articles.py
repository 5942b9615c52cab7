"""The indefinite article of a word: "a" or "an" by the sound of the word, not its spelling.

Two hand-written rules used to disagree ("an usual" vs "a usual"; both gave "an euro", "an one";
issue #18). The ``inflect`` package's ``a()`` knows the exceptions (silent h, "you"-sounding u/eu,
"one", abbreviations spelled out: "an FBI agent").
"""

from __future__ import annotations

from functools import cache
from typing import Any


@cache
def _engine() -> Any:
    """``inflect.engine()``, imported on first use: importing ``inflect`` takes seconds (its
    type-checked decorators), paid by every worker process of a run that never needs it."""
    import inflect

    return inflect.engine()


@cache
def indefinite_article(word: str) -> str:
    """ "a" or "an" for ``word`` (lowercase; the caller restores capitals)."""
    word = word.strip()
    if not word:
        return "a"
    phrase = _engine().a(word)
    return phrase.split(" ", 1)[0].lower()
