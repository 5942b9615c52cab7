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


#: "didn't used to" and "didn't use to" are one form in two spellings: with do-support the
#: lexical verb of "used to" is pronounced alike either way, and both spellings are attested
#: (Quirk et al. 1985 §3.45, as `flags.inflected_after_do` notes). Ross & Pavlick's
#: negated sentences (and ``negate`` alone) write "did not used to", the verb-complement
#: premises "did not use to".
_USED_TO_AFTER_DO = re.compile(r"\b(do|does|did)( not|n't) used to\b")


def spelling_variants(text: str) -> str:
    """Map spelling variants of one form to one spelling (after :func:`normalise`)."""
    return _USED_TO_AFTER_DO.sub(r"\1\2 use to", text)
