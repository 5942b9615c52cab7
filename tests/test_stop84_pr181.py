"""Stop 84 round three, branch pr181: presupposition premises stay inside the trigger's
text-clause, and a removed negation leaves no orphan NPI.

1. Clauses joined by ";" or ":" or by a sentence break are separate assertions (Quirk et al.
   1985 §§19.9-19.11; Nunberg 1990): a question or conditional premise (or the sentential
   negation/modal frame) that runs on over the next text-clause is not written
   (``rewrite.presupposition._operator_over_text_clauses``).
2. A negation_removed premise is not written when the removed negation licensed an NPI
   ("ever", "yet", "any" outside a modal) or a negative-polarity idiom ("can't help V-ing",
   Baker 1970; minimizers, Israel 2011): ``rewrite.presupposition._orphan_npi``.

Sentences are constructed and go through the real spaCy model and the real pipeline.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _premises(text: str) -> dict[str, set[str]]:
    """Premise kinds of the well-formed presupposition pairs of ``text``, with their premises."""
    out: dict[str, set[str]] = {}
    for p in mined_pairs(text, "presupposition"):
        if p.well_formed:
            out.setdefault(p.premise_kind, set()).add(p.premise)
    return out


def test_question_over_colon_clause_is_not_written() -> None:
    text = "Tom had a short rest after the race, and only a short one: when the bell rang, he ran."
    assert "interrogative" not in _premises(text)


def test_question_within_one_text_clause_stays() -> None:
    text = "Tom had a short rest after the race, and only a short one."
    assert "Did Tom have a short rest after the race, and only a short one?" in _premises(text).get(
        "interrogative", set()
    )


def test_operator_over_text_clause_helper(nlp) -> None:
    from pipeline.rewrite.presupposition import _operator_over_text_clauses

    doc = nlp("Ann stopped smoking; her brother kept going.")
    assert _operator_over_text_clauses(
        doc, "interrogative", "Did Ann stop smoking; her brother kept going?"
    )
    assert _operator_over_text_clauses(
        doc, "conditional", "If Ann stopped smoking; her brother kept going, it's okay."
    )
    assert not _operator_over_text_clauses(doc, "interrogative", "Did Ann stop smoking?")
    # a plain negation is local to its clause: the next text-clause is no part of it
    assert not _operator_over_text_clauses(
        doc, "negated", "Ann didn't stop smoking; her brother kept going."
    )
    # a colon before a list opens no text-clause
    listing = nlp("Ann bought three things: bread, milk and eggs.")
    assert not _operator_over_text_clauses(
        listing, "interrogative", "Did Ann buy three things: bread, milk and eggs?"
    )


def test_cannot_help_idiom_loses_the_negation_removed_premise() -> None:
    text = "He could not help noticing that the garden was larger than the house."
    negated = [p for p in mined_pairs(text, "presupposition") if p.premise_kind == "negated"]
    assert negated and all("unlicensed-npi" in p.features["flags"] for p in negated)
    assert not any(p.well_formed for p in negated)
    assert "interrogative" in _premises(text)  # the other embeddings stay


def test_plain_negated_factive_keeps_the_negation_removed_premise() -> None:
    text = "He did not notice that the garden was larger than the house."
    assert "He noticed that the garden was larger than the house." in _premises(text).get(
        "negated", set()
    )


def test_ever_licensed_by_the_removed_negation_loses_the_premise() -> None:
    text = "I did not realize that the boys ever swam in the lake."
    negated = [p for p in mined_pairs(text, "presupposition") if p.premise_kind == "negated"]
    assert not any(p.well_formed for p in negated)


def test_no_npi_keeps_the_negation_removed_premise() -> None:
    text = "I did not realize that the boys swam in the lake."
    assert "I realized that the boys swam in the lake." in _premises(text).get("negated", set())
