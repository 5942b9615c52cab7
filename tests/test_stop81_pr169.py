"""Stop 81 round one, branch pr169: "only" with a cardinal focus under an embedding.

"only n N" presupposes the lower bound "at least n N" and asserts the upper bound (Horn 1969;
Beaver & Clark 2008); the bare-numeral prejacent "n N" is read exactly (Kennedy 2015). Under a
question, a modal, an "if" or the negation the exact count is not entailed, so no
<embedded, presupposition> pair is written for a cardinal focus; the plain pair and the
controls stay. A non-numeral focus ("only on Sundays") and a vague "only a few" keep theirs.

Sentences are constructed and go through the real spaCy model and the real pipeline.
"""

from __future__ import annotations

from pipeline.flags import settle
from pipeline.process import run_texts


def _only_pairs(text: str) -> dict[tuple[str, str], str]:
    """(premise_kind, hypothesis_kind) -> label of the well-formed "only" pairs of ``text``."""
    _, result = run_texts([text], ["presupposition"], assess_sources=True)
    out: dict[tuple[str, str], str] = {}
    for p in map(settle, result.pairs):
        if p.subtype == "only" and p.well_formed:
            out[(p.premise_kind, p.hypothesis_kind)] = p.heuristic_label
    return out


EMBEDDED = ("modal", "interrogative", "conditional", "negated")


def test_cardinal_focus_keeps_only_the_plain_presupposition_pair():
    pairs = _only_pairs("Each drawer holds only one spoon.")
    assert pairs[("original", "presupposition")] == "entailment"
    assert not any((k, "presupposition") in pairs for k in EMBEDDED)
    assert pairs[("modal", "original")] == "neutral"  # the controls stay


def test_a_single_is_a_cardinal_focus():
    pairs = _only_pairs("The scanner makes only a single pass over the page.")
    assert pairs[("original", "presupposition")] == "entailment"
    assert not any((k, "presupposition") in pairs for k in EMBEDDED)
    assert pairs[("negated", "original")] == "contradiction"


def test_non_numeral_focus_keeps_its_embedded_pairs():
    pairs = _only_pairs("The bakery opens only on Mondays.")
    for kind in EMBEDDED:
        assert pairs[(kind, "presupposition")] == "entailment"


def test_vague_a_few_keeps_its_embedded_pairs():
    pairs = _only_pairs("The society admits only a few new fellows each year.")
    assert pairs[("modal", "presupposition")] == "entailment"
    assert pairs[("interrogative", "presupposition")] == "entailment"


# 2. a negated or substitutive conjunct after "only", anywhere in its clause, is the
# exclusion "only" asserts: the prejacent leaves it out ("X and not Y" entails X)


def _plain_draft(text: str) -> str | None:
    _, result = run_texts([text], ["presupposition"], assess_sources=True)
    for p in map(settle, result.pairs):
        if (
            p.subtype == "only"
            and p.premise_kind == "original"
            and p.hypothesis_kind == "presupposition"
        ):
            return p.hypothesis
    return None


def test_negated_conjunct_of_an_adverbial_clause_is_left_out():
    text = "The discount only counts when paying in cash, and not when paying by card."
    assert _plain_draft(text) == "The discount counts when paying in cash."


def test_rather_than_conjunct_without_comma_is_left_out():
    text = "The filter only keeps the red channel rather than the blue channel."
    assert _plain_draft(text) == "The filter keeps the red channel."


def test_plain_conjunct_stays_in_the_prejacent():
    text = "The discount only counts when paying in cash or when paying by card."
    assert _plain_draft(text) == "The discount counts when paying in cash or when paying by card."


def test_negated_conjunct_inside_a_relative_clause_stays():
    # "files that are A and not B" -> "files that are A" would widen the restrictor: the
    # conjunct is in a relative clause (``_upward_path``), so it stays
    text = "The app only syncs files that are starred and not archived."
    assert _plain_draft(text) == "The app syncs files that are starred and not archived."


def test_negated_object_conjunct_is_left_out():
    text = "The app only syncs files that you starred and not the ones you archived."
    assert _plain_draft(text) == "The app syncs files that you starred."
