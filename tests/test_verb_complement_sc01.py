"""verb_complement (stop 101, branch sc01): the negation of ¬S goes on the trigger's clause,
never on the copula of an it-cleft whose clause only holds the trigger's clause further down.

``clause_scope.cleft_copula`` climbed from any relative clause to an "It was ..." copula above
it, so a trigger in a relative clause inside the cleft clause ("It was then that she got a
letter from her aunt, who begged her to visit") had its negation put on the copula ("It was
not then that ...") and "begged" stayed asserted. The cleft's own clause is the one hung on its
focus phrase (Quirk et al. 1985 §18.26); a clause of another verb between them ends the climb.

Constructed sentences through the real spaCy model and the real extractor/rewriters.
"""

from __future__ import annotations

from pipeline.rewrite.clause_scope import cleft_copula
from tests.phenomenon_support import kept, pair_flags
from tests.phenomenon_support import one_verb_complement_pair as _one


def test_relative_inside_cleft_clause_is_negated_on_its_own_verb():
    text = "It was then that he met a sailor, who urged him to sail."
    pair = _one(text, "negated")
    assert pair.premise == "It was then that he met a sailor, who did not urge him to sail."
    assert "cleft-copula" not in pair_flags(pair)


def test_restrictive_relative_inside_cleft_clause_is_negated_on_its_own_verb():
    text = "It was in spring that the farmer, who hoped to sell the farm, left."
    pair = _one(text, "negated")
    assert (
        pair.premise == "It was in spring that the farmer, who did not hope to sell the farm, left."
    )
    assert kept(pair)


def test_near_miss_cleft_clause_itself_keeps_the_copula_negation():
    """The trigger in the cleft's own clause: the copula takes the negation, as before."""
    text = "It was Mary who urged him to sail."
    pair = _one(text, "negated")
    assert pair.premise == "It was not Mary who urged him to sail."
    assert "cleft-copula" in pair_flags(pair)


def test_cleft_copula_stops_at_another_clause(nlp):
    doc = nlp("It was then that she met a sailor, who urged him to sail.")
    urged = next(t for t in doc if t.text == "urged")
    assert urged.dep_ == "relcl"
    assert cleft_copula(urged) is None


def test_cleft_copula_of_the_cleft_clause(nlp):
    doc = nlp("It was Mary who urged him to sail.")
    urged = next(t for t in doc if t.text == "urged")
    copula = cleft_copula(urged)
    assert copula is not None and copula.text == "was"
