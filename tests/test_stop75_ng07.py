"""Stop 75 round two, branch ng07: embedded presupposition premises that are unnatural or
change the meaning (blind review s1204m, presupposition classes 3 and 4). Sentences go through
the real spaCy model and the real run path; they are constructed in the shape of the reviewed
ones. Controls (good neighbours) say so.

- an evidential or hearsay adverb ("apparently", "reportedly") is a speaker-oriented adverb
  that no "It's possible that", "if" or question takes in (Ernst 2009; Bellert 1977): left out;
- a concessive clause in brackets after the main clause is a not-at-issue comment (Potts 2005)
  whose contrast the added negation breaks (König 1985): every operator leaves it out;
- a relative clause is no main clause (Quirk et al. 1985 §17.3): no operator is applied to it
  alone (the pairs stay refused).
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs


def _premises(text: str, kind: str) -> dict[str, bool]:
    """Premise -> well formed (settled) of the presupposition pairs of ``kind`` for ``text``."""
    return {
        p.premise: kept(p) for p in mined_pairs(text, "presupposition") if p.premise_kind == kind
    }


# -- evidential adverbs under an embedding -------------------------------------------------------

EVIDENTIAL = "Apparently some of the company's older servers are written in Perl."


def test_evidential_adverb_left_out_of_modal_and_conditional():
    modal = _premises(EVIDENTIAL, "modal")
    assert modal, "the modal premise is still built"
    assert all("apparently" not in p.lower() for p in modal)
    assert "It's possible that some of the company's older servers are written in Perl." in modal
    for kind in ("conditional", "interrogative"):
        assert all("apparently" not in p.lower() for p in _premises(EVIDENTIAL, kind))


def test_hearsay_adverb_left_out_of_conditional():
    text = "Reportedly, the mayor's brother owns the bakery on the corner."
    premises = _premises(text, "conditional")
    assert premises
    assert all("reportedly" not in p.lower() for p in premises)


def test_manner_adverb_neighbour_stays():
    # control: a manner adverb is part of the proposition and stays under the operator
    text = "The museum's curator carefully restored the painting."
    modal = _premises(text, "modal")
    assert any("carefully" in p for p in modal)


# -- a bracketed concessive clause under the operators -------------------------------------------

CONCESSIVE = (
    "It has always existed in the company's archive (although it did not list every "
    "document), but it was never a public resource."
)


def test_bracketed_concessive_left_out_of_negation():
    negated = _premises(CONCESSIVE, "negated")
    assert negated
    assert all("although" not in p for p in negated)
    assert "It hasn't always existed in the company's archive." in negated


def test_bracketed_concessive_left_out_of_question():
    asked = _premises(CONCESSIVE, "interrogative")
    assert asked
    assert all("although" not in p for p in asked)


def test_unbracketed_concessive_neighbour_unchanged():
    # control: a postposed concessive without brackets is no parenthetical; the premise keeps
    # what it had (the negation's own rules decide on it, ``negation_scope``)
    text = "The library's catalogue lists every book, although some entries are out of date."
    for kind in ("modal", "conditional"):
        for premise in _premises(text, kind):
            assert "(" not in premise


# -- a relative clause is no main clause ---------------------------------------------------------


def test_relative_clause_not_embedded_alone():
    text = (
        "The scheduler orders the jobs in a way that keeps the user's priorities and that "
        "runs each job only once."
    )
    for kind in ("modal", "interrogative", "negated", "conditional"):
        for premise, ok in _premises(text, kind).items():
            assert not (premise.startswith(("That ", "Does that", "If that")) and ok), premise
