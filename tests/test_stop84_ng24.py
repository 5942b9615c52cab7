"""Stop 84 round three, branch ng24: a negated clause with an adverbial between "not" and the verb.

Clausal negation follows the operator and may be parted from the verb by an adverbial ("She did
not at once realize ...", "did not then know"; Quirk et al. 1985 §10.55, §8.99; Huddleston &
Pullum 2002 ch. 9 §1.2). The parser hangs that "not" on the adverbial ("once"), so the negation
rewriter did not see it and wrote "She did not not at once realize ...". ``syntax.
adverbial_negation`` finds it; the rewriter's ``_negation_of``, verb_complement's polarity and
implicature's ``is_negated`` read it, so the negation is removed ("She at once realized ...")
and verb_complement labels that premise ``negation_removed``. A "not" before a focus particle
("did not only realize ... but") is the correlative's, not the clause's.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from pipeline.phenomena.implicature import is_negated
from pipeline.syntax import adverbial_negation
from tests.phenomenon_support import mined_pairs

AT_ONCE = "The porter did not at once realize that the coach had gone."
AFTER_VERB = "The porter did not realize at once that the coach had gone."


def _root(nlp, text: str):
    return next(t for t in nlp(text) if t.dep_ == "ROOT")


def _premises(text: str, phenomenon: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for p in mined_pairs(text, phenomenon, assess_sources=True):
        if p.premise_kind != "original":
            out.setdefault(p.premise_kind, set()).add(p.premise)
    return out


def test_not_on_the_adverbial_is_the_clause_negation(nlp):
    root = _root(nlp, AT_ONCE)
    neg = adverbial_negation(root)
    assert neg is not None and neg.lower_ == "not"
    assert is_negated(root)


def test_not_on_the_verb_needs_no_adverbial_reading(nlp):
    assert adverbial_negation(_root(nlp, AFTER_VERB)) is None
    assert is_negated(_root(nlp, AFTER_VERB))


def test_not_before_a_focus_particle_is_not_read(nlp):
    root = _root(nlp, "The porter did not only realize it but said so.")
    assert adverbial_negation(root) is None


def test_no_doubled_negation_in_the_presupposition_premises():
    premises = _premises(AT_ONCE, "presupposition")
    assert not any("not not" in p for ps in premises.values() for p in ps), premises
    assert "The porter at once realized that the coach had gone." in premises["negated"]


def test_verb_complement_removes_the_negation():
    premises = _premises(AT_ONCE, "verb_complement")
    assert premises.get("negation_removed") == {
        "The porter at once realized that the coach had gone."
    }, premises
    assert "negated" not in premises


def test_neighbour_with_the_adverbial_after_the_verb_is_unchanged():
    premises = _premises(AFTER_VERB, "verb_complement")
    assert premises.get("negation_removed") == {
        "The porter realized at once that the coach had gone."
    }, premises
