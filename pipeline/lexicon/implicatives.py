"""Implicative predicates, one row per verb in ``wordlists/implicatives.tsv`` (issue #18).

What the project knows about an implicative verb -- the complement NOPE's extractor requires, the
veridicality signature of its to-complement, what it presupposes and the presupposition draft --
used to live in four places (a word list, two Python dicts, the signature lexicon).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .tables import table, verb_signatures

#: The draft for an implicative with no draft of its own.
DEFAULT_DRAFT = "{subj} {be} expected to {vp}"


@dataclass(frozen=True, slots=True)
class Implicative:
    verb: str  # lemma or multi-word predicate ("see fit")
    complement: str  # "to" | "ing" | "any" | "from"
    inference: str  # signature of the to-complement ("+/-"), "" when unknown
    inference_source: str  # "RP19" | "K71" | ""
    presupposition: str  # NOPE's metadata wording ("the action takes effort")
    draft: str  # template with {subj}, {be}, {vp}


@cache
def implicatives() -> dict[str, Implicative]:
    """verb -> its row, in file order."""
    out: dict[str, Implicative] = {}
    for row in table("implicatives"):
        out[row["verb"]] = Implicative(
            verb=row["verb"],
            complement=row["complement"] or "to",
            inference=row["inference"],
            inference_source=row["inference_source"],
            presupposition=row["presupposition"],
            draft=row["draft"] or DEFAULT_DRAFT,
        )
    return out


def draft_template(verb: str) -> str:
    """The presupposition template of ``verb`` (the generic one for verbs not in the table)."""
    entry = implicatives().get(verb)
    return entry.draft if entry is not None else DEFAULT_DRAFT


@cache
def signature_lexicon() -> dict[tuple[str, str], tuple[str, str]]:
    """``(lemma, complement) -> (signature, source)`` from ``wordlists/verb_signatures.txt`` and
    the to-complement signatures of ``wordlists/implicatives.tsv``: the veridicality lexicon
    the verb-complement phenomenon labels with and the complement rewriter reads (stop 88,
    vc177: moved here from ``phenomena/verb_complement`` so that both layers read one table)."""
    out: dict[tuple[str, str], tuple[str, str]] = {}
    for lemma, comp, sig, source in verb_signatures():
        out.setdefault((lemma.lower(), comp.lower()), (sig, source))
    for verb, entry in implicatives().items():
        if entry.inference:
            out.setdefault((verb.lower(), "to"), (entry.inference, entry.inference_source))
    return out
