"""A trailing cross-reference is no part of the last conjunct (stop 104, branch cj230).

``corrected_conjuncts`` (``conjunction_units_cj228``) calls ``trailing_reference_unit`` after
cj228's abbreviation unit has made "Fig. 1" one word group.

"The samples were collected by J. R. Smith and K. L. Jones (Fig. 1)." The parser hangs the
parenthesised "(Fig. 1)" on the nearest name, so the last conjunct was "K. L. Jones (Fig. 1)"
and its removal dropped the reference with it ("... by J. R. Smith."); inside a parenthesis the
list "(P. J., D. A., and J. F., Fig. 1)" lost ", Fig. 1" the same way. A figure or table
reference set off by brackets or a comma at the end of a clause is a supplement: it is anchored
to the clause or to the whole list, not integrated into the last coordinate (Huddleston &
Pullum 2002 ch. 15 §5 on supplementation: a supplement is outside the coordination it follows;
CMOS 3.9 and 8.179 on text references to figures and tables in parentheses). The last
conjunct therefore ends before the bracket or the comma, and the reference stays in every
removal ("... by J. R. Smith (Fig. 1).").

Not when an earlier conjunct carries a number of its own ("Smith (Fig. 1) and Jones (Fig. 2)",
"see Boatner (1974), p. 707, and Weigley (1973), ch. 2"): then each reference or locator
belongs to its member (the members are parallel, H&P ch. 15 §4.1).
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc

from ..rewrite.complement_matrix_comment import abbreviated_number
from .conjunction_conjunct import Conjunct

#: Reference nouns written out before a number ("Figure 2", "Table 3", "Plate 4"): the heads of
#: text references to displayed matter (CMOS 3.9 figures and tables, 3.11 plates, 1.42
#: appendixes). Abbreviated forms ("Fig.", "No.") are ``sentence_internal_abbreviations``.
_REFERENCE_NOUNS = frozenset({"figure", "figures", "table", "tables", "plate", "plates", "appendix"})
#: Words that may open the reference ("see Fig. 1", "cf. Table 2").
_REFERENCE_LEADS = frozenset({"see", "cf", "compare"})
_OPENERS = frozenset({"(", "[", ","})
_CLOSERS = frozenset({")", "]"})


def _is_number(text: str) -> bool:
    return text[:1].isdigit() or text.lower() in {"one", "two", "three", "four", "five"}


def _reference_start(doc: Doc, number: int) -> int | None:
    """The first token of a reference whose number is ``doc[number]`` ("Fig" of "Fig. 1",
    "Table" of "Table 2", "see" of "see Fig. 1"), or None."""
    if number < 1 or not _is_number(doc[number].text):
        return None
    if abbreviated_number(doc, number):
        start = number - 2
    elif doc[number - 1].lower_ in _REFERENCE_NOUNS:
        start = number - 1
    else:
        return None
    if start >= 1 and doc[start - 1].lower_.rstrip(".") in _REFERENCE_LEADS:
        start -= 1
    return start


def _trailing_reference(doc: Doc, start: int, end: int) -> int | None:
    """The index of the bracket or comma that opens a reference closing ``doc[start:end]``
    (closing brackets and a list comma after it allowed), or None."""
    last = end - 1
    while last > start and doc[last].text in _CLOSERS | {","}:
        last -= 1
    ref = _reference_start(doc, last)
    if ref is None or ref - 1 <= start or doc[ref - 1].text not in _OPENERS:
        return None
    return ref - 1


def trailing_reference_unit(doc: Doc, conj: Sequence[Conjunct]) -> list[Conjunct]:
    """The last conjunct without a trailing bracketed or comma-set reference (module
    docstring); the conjuncts unchanged when an earlier one has a reference of its own."""
    out = list(conj)
    last = out[-1]
    opener = _trailing_reference(doc, last.start, last.end)
    if opener is None:
        return out
    for c in out[:-1]:  # a member with a number of its own ("Boatner (1974), p. 707") is a
        # citation with its own locator, parallel to the last one's (H&P ch. 15 §4.1)
        if any(doc[i].text[:1].isdigit() for i in range(c.start, c.end)):
            return out
    return [*out[:-1], Conjunct(last.start, opener, last.category)]
