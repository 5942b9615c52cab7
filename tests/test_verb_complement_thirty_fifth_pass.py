"""verb_complement precision, thirty-fifth pass (branch vc27): negated premises (¬S) that judges
find unnatural in the blind slices s1129w-y, where the added negation leaves a neighbouring
phrase with nothing to refer to.

Class 1: a reason clause after the complement of a verb of belief or saying ("Ben thinks X,
since Y") gives grounds for the reported proposition; negated, "Ben does not think X, since Y"
offers grounds for a conclusion nobody draws (pipeline.rewrite.negation.complement_reason).
Class 2: a fronted "contrary to this belief" presents the clause as contradicting a belief the
discourse has fixed; negated, the sentence says the opposite about that belief
(pipeline.rewrite.negation.fronted_contrary).

Constructed sentences through the real spaCy model and the real extractor/rewriters; each
flagging test failed on the code before this change (4df5880); the guards pin pairs that must
stay well formed.
"""

from __future__ import annotations

from pipeline.rewrite.negation import negate
from tests.phenomenon_support import kept, pairs_of

# -- class 1: a reason clause for the complement of a verb of belief or saying -------------------


def test_since_clause_after_a_negated_belief_is_flagged(mine):
    """Blind reject s1129x verb-024 ("does not think torrent sites are the most dangerous
    places to visit, since they don't have a business model")."""
    original, negated = pairs_of(
        mine(
            "Most analysts believe the company will recover, since its sales rose in the last "
            "quarter."
        ),
        "believe",
    )
    assert negated.premise == (
        "Most analysts do not believe the company will recover, since its sales rose in the last "
        "quarter."
    )
    assert "discourse-clash:complement-reason" in negated.features["flags"]
    assert not kept(negated)
    assert kept(original)


def test_comma_because_and_reason_as_after_a_negated_report_are_flagged(mine):
    _, negated = pairs_of(
        mine("The doctor thinks the boy will recover, because the infection was caught early."),
        "think",
    )
    assert negated.premise.startswith("The doctor does not think the boy will recover, because")
    assert "discourse-clash:complement-reason" in negated.features["flags"]
    assert not kept(negated)
    _, negated = pairs_of(
        mine("She claimed the painting was a forgery, as the signature was wrong."), "claim"
    )
    assert (
        negated.premise
        == "She did not claim the painting was a forgery, as the signature was wrong."
    )
    assert "discourse-clash:complement-reason" in negated.features["flags"]
    # "argue" gives reasons for its claim: the since-clause is part of the argued content,
    # denied with it, no clash (stop 45, fl3; negation.ARGUMENT_VERBS)
    _, negated = pairs_of(
        mine("He argued that the tax was unfair, since it fell on the poorest families."), "argue"
    )
    assert "discourse-clash:complement-reason" not in negated.features["flags"]


def test_reason_clause_guards_are_kept(mine):
    """Guards: a reason clause with no comma can be the focus of the negation inside the
    complement or part of the reported content; temporal "since" after a perfect; an "as" clause of similarity with an elided
    predicate; a factive, whose complement and its reason survive the negation."""
    _, negated = pairs_of(mine("I think she left early because she was tired."), "think")
    assert negated.premise == "I do not think she left early because she was tired."
    assert "discourse-clash:complement-reason" not in negated.features["flags"]
    assert kept(negated)
    _, negated = pairs_of(
        mine("The minister said the plan was affordable since it would pay for itself."), "say"
    )
    assert negated.premise == (
        "The minister did not say the plan was affordable since it would pay for itself."
    )
    assert "discourse-clash:complement-reason" not in negated.features["flags"]
    assert kept(negated)
    _, negated = pairs_of(mine("He thinks she has lived there since she was a child."), "think")
    assert negated.premise == "He does not think she has lived there since she was a child."
    assert kept(negated)
    _, negated = pairs_of(mine("She thinks the museum is open, as it is every Sunday."), "think")
    assert "discourse-clash:complement-reason" not in negated.features["flags"]
    _, negated = pairs_of(
        mine("He knew the answer was wrong, since he had checked it twice."), "know"
    )
    assert (
        negated.premise
        == "He did not know that the answer was wrong, since he had checked it twice."
    )
    assert kept(negated)


# -- class 2: a fronted "contrary to" phrase with an anaphoric belief ------------------------------


def test_contrary_to_this_belief_is_flagged(mine):
    """Blind reject s1129y verb-055 ("Contrary to this belief, he did not find from teacher
    interviews that ...")."""
    original, negated = pairs_of(
        mine("Contrary to their claims, the study found that the drug had serious side effects."),
        "find",
    )
    assert negated.premise == (
        "Contrary to their claims, the study did not find that the drug had serious side effects."
    )
    assert "discourse-clash:contrast" in negated.features["flags"]
    assert not kept(negated)
    assert kept(original)
    _, negated = pairs_of(
        mine("Counter to these predictions, the committee decided to approve the budget."),
        "decide",
    )
    assert "discourse-clash:contrast" in negated.features["flags"]


def test_contrary_to_an_open_belief_and_unlike_are_kept(mine):
    """Guards: "contrary to popular belief/expectations" leaves the belief's content open, and
    "unlike X" contrasts two individuals: the negated clause still makes sense."""
    _, negated = pairs_of(
        mine("Contrary to expectations, the team managed to win the final."), "manage"
    )
    assert negated.premise == "Contrary to expectations, the team did not manage to win the final."
    assert kept(negated)
    _, negated = pairs_of(mine("Unlike his brother, he managed to finish college."), "manage")
    assert negated.premise == "Unlike his brother, he did not manage to finish college."
    assert kept(negated)


def test_negate_itself_flags_the_reason_clause(parsed):
    """The shared rewriter: the flag comes from ``negate``, so every phenomenon negating a verb
    of belief gets it; removing a negation is left alone."""
    doc, _ = parsed("We think the law will pass, since both parties support it.")
    verb = next(t for t in doc if t.lower_ == "think")
    result = negate(doc, target=verb, contract=False)
    assert result.text == "We do not think the law will pass, since both parties support it."
    assert "discourse-clash:complement-reason" in result.flags
    assert not result.ok
    doc, _ = parsed("We do not think the law will pass, since both parties oppose it.")
    verb = next(t for t in doc if t.lower_ == "think")
    result = negate(doc, target=verb, contract=False)
    assert result.rule == "negation:remove"
    assert "discourse-clash:complement-reason" not in result.flags
