"""Stop 74, ng02 (reviews s1204i/s1204h, FOLDOC): where negation and the embeddings land
(docs/negation.md, "Stop 74, ng02").

Constructed sentences of the reviewed kinds, parsed by the real model, through the real run
path: an operator over one half of a comma splice takes that half alone; a preposed clause is
not moved after a main clause whose "it"/"they" takes up its subject; verb complements flag a
"not both" under a trigger that asserts its complement when negated, and a concession the
parser hung inside the to-infinitive. Each class has a neighbour that keeps its pair.
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.clause_scope import trailing_spliced_clause
from tests.phenomenon_support import mined_pairs


def _pairs(text: str, phenomenon: str) -> list:
    return [p for p in mined_pairs(text, phenomenon) if p.premise != p.hypothesis]


def _premises(text: str, phenomenon: str, kind: str, *, well_formed: bool = True) -> set[str]:
    return {
        p.premise
        for p in _pairs(text, phenomenon)
        if p.premise_kind == kind and p.well_formed is well_formed
    }


def _flags(pair) -> list[str]:
    features = pair.features if isinstance(pair.features, dict) else {}
    return list(features.get("flags", []))


# -- a comma splice: the operator takes the trigger's clause alone ----------------------------


SPLICE = "By then the browser was renamed again, at that time it was called Mosaic."


def test_trailing_splice_is_found(nlp):
    doc = nlp(SPLICE)
    spliced = [t for t in doc if trailing_spliced_clause(t)]
    assert [t.text for t in spliced] == ["called"]


@pytest.mark.parametrize(
    "text",
    [
        "The company stopped selling the drive when the plant closed.",  # subordinator
        "The company stopped selling the drive, I think.",  # comment clause
        "The company stopped selling the drive, which surprised its users.",  # relative
        "He said, the company stopped selling the drive.",  # after a verb of saying
        "The company stopped selling the drive, and the stock was sold.",  # coordinated
    ],
)
def test_no_trailing_splice(nlp, text):
    assert not any(trailing_spliced_clause(t) for t in nlp(text))


def test_modal_over_a_comma_splice_takes_the_first_clause():
    assert _premises(SPLICE, "presupposition", "modal") == {
        "By then the browser might have been renamed again."
    }
    assert _premises(SPLICE, "presupposition", "conditional") == {
        "If by then the browser was renamed again, it's okay."
    }


def test_modal_over_a_subordinate_clause_keeps_the_sentence():
    text = "The company stopped selling the drive when the plant closed."
    assert _premises(text, "presupposition", "modal") == {
        "The company might have stopped selling the drive when the plant closed."
    }


# -- a preposed clause whose subject the main clause's "it"/"they" takes up --------------------


def test_no_cataphoric_it_after_moving_the_clause():
    text = "While the server is handling a request, it will ignore other requests."
    written = _premises(text, "presupposition", "negated")
    assert not any(p.startswith("It won't ignore") for p in written)
    moved = [p for p in _pairs(text, "presupposition") if p.premise.startswith("It ")]
    assert moved == []


def test_clause_still_moves_after_a_full_noun_subject():
    text = "While the server is handling a request, the client will ignore other requests."
    assert "The client won't ignore other requests while the server is handling a request." in (
        _premises(text, "presupposition", "negated")
    )


def test_plural_they_takes_up_a_plural_subject():
    text = "While the servers are handling requests, they will ignore other requests."
    written = _premises(text, "presupposition", "negated")
    assert not any(p.startswith("They won't") for p in written)


# -- verb complements: "not both" under an x/+ trigger ------------------------------------------


def _negated(text: str) -> list:
    return [p for p in _pairs(text, "verb_complement") if p.premise_kind == "negated"]


def test_not_both_under_fail_is_refused():
    (pair,) = _negated("The two programs both fail to terminate.")
    assert pair.premise == "The two programs do not both fail to terminate."
    assert not pair.well_formed
    assert "negated-under-universal-subject:both" in _flags(pair)


def test_not_all_under_manage_keeps_its_contradiction():
    (pair,) = _negated("The tools all manage to compile the code.")
    assert pair.premise == "The tools do not all manage to compile the code."
    assert pair.well_formed and pair.heuristic_label == "contradiction"


# -- verb complements: a concession the parser hung inside the to-infinitive -------------------


@pytest.mark.parametrize(
    "text",
    [
        "The switch allows every office to have its own number, even though there is only one line.",
        "The library tends to load faster anyway.",
    ],
)
def test_concession_in_the_infinitive_is_refused(text):
    (pair,) = _negated(text)
    assert not pair.well_formed
    assert "discourse-clash:concessive" in _flags(pair)


def test_infinitive_without_a_concession_stays():
    (pair,) = _negated("The library tends to load faster on small machines.")
    assert pair.well_formed
    assert "discourse-clash:concessive" not in _flags(pair)
