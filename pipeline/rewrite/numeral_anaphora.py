"""The anaphoric "as many" that takes its number from a numeral of its clause (im04).

"She made three mistakes in *as many* minutes" says "in three minutes": an "as many" with no
"as"-phrase after it is an anaphoric comparative whose standard is recovered from the context,
here the preceding numeral (Huddleston & Pullum 2002 ch. 13 §4.4 on "as many" with an
understood standard; Quirk et al. 1985 §12.10 and §15.70 on elided comparative standards). A
rewrite that puts "more than" or "no more than" on that numeral ("She didn't make more than
three mistakes in as many minutes") changes what the proform copies: it now reads "in (no) more
than three minutes" or has no clear value at all. The upper-bound hypothesis therefore writes
the numeral in the proform's place ("... in three minutes"), which is what the premise says,
and so keeps the pair rather than refusing it.

Not this case: "as many as ten" (the standard is there), "twice/three times as many" (a
multiplied comparative: its value is no copy of the numeral) and an "as many" before the
numeral (no antecedent yet).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

#: Words before "as many" that make it a multiplied comparative, not a copy of the numeral
#: (Quirk et al. 1985 §15.71 on "twice as many", "half as many", "n times as many").
MULTIPLIERS = frozenset({"twice", "thrice", "half", "times", "double", "triple"})


def anaphoric_as_many(doc: Doc, number: Token) -> list[tuple[Token, Token]]:
    """The ("as", "many") pairs after ``number`` in its sentence that take their value from it
    (see the module docstring), in order."""
    found: list[tuple[Token, Token]] = []
    sent = number.sent
    for tok in doc[number.i + 1 : sent.end - 1]:
        if tok.lower_ != "as" or doc[tok.i + 1].lower_ != "many":
            continue
        if tok.i > sent.start and doc[tok.i - 1].lower_ in MULTIPLIERS | {"as"}:
            continue  # "twice as many": a multiplied comparative
        after = doc[tok.i + 2] if tok.i + 2 < sent.end else None
        if after is not None and after.lower_ == "as":
            continue  # "as many as ten": the standard is written out
        found.append((tok, doc[tok.i + 1]))
    return found


def numeral_text(doc: Doc, start: int, end: int) -> str:
    """The numeral ``doc[start:end]`` as it reads mid-sentence (a sentence-initial "Three"
    lowercased)."""
    words = doc[start:end].text
    first = doc[start]
    if (first.i == 0 or first.is_sent_start) and first.text[:1].isupper() and not first.is_digit:
        words = words[:1].lower() + words[1:]
    return words
