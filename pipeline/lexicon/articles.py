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
    """``inflect.engine()``, imported on first use, without ``typeguard`` instrumentation.

    ``inflect`` decorates its methods with ``typeguard.typechecked``, which re-parses and
    recompiles their source at import: 1.7 s on an idle machine, 5-10 s on a loaded one, in every
    worker process that writes an article (issue #13). The decorator only adds run-time checks of
    argument types (we pass ``str``) and is a no-op under ``python -O``; it is made one for the
    import alone, so the answers are the library's own.
    """
    import sys

    if "inflect" not in sys.modules:
        import typeguard

        real = typeguard.typechecked

        def passthrough(target: Any = None, **_options: Any) -> Any:
            return target if target is not None else (lambda fn: fn)

        typeguard.typechecked = passthrough  # type: ignore[assignment]
        try:
            import inflect  # noqa: F401
        finally:
            typeguard.typechecked = real
    import inflect

    return inflect.engine()


#: Capital letters whose English names begin with a vowel sound: "a" /eɪ/, "e", "f" /ɛf/, "h"
#: /eɪtʃ/, "i", "l", "m", "n", "o", "r" /ɑːr/, "s", "x" (Wells 2008, letter names).
LETTERS_NAMED_WITH_VOWEL = frozenset("AEFHILMNORSX")


@cache
def indefinite_article(word: str) -> str:
    """ "a" or "an" for ``word`` (lowercase; the caller restores capitals)."""
    word = word.strip()
    if not word:
        return "a"
    first = word.split(" ", 1)[0]
    if len(first) == 2 and first.isalpha() and first.isupper():
        # a two-letter capital abbreviation is an initialism, read letter by letter ("an LA
        # office", "an MS thesis", "a UK firm"): a word of two letters read as a syllable is no
        # acronym (Quirk et al. 1985 App. I.71-72 on initialisms vs acronyms), while inflect
        # reads "LA" as the syllable "la" ("a LA headquarters", review s1202t). The article
        # then follows the sound of the first letter's name.
        return "an" if first[0] in LETTERS_NAMED_WITH_VOWEL else "a"
    phrase = _engine().a(word)
    return phrase.split(" ", 1)[0].lower()
