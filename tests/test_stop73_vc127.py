"""verb_complement, stop 73 round one (branch vc127): the hypothesis is the clean complement
(s1204f classes 1 and 4).

Constructed sentences through the real pipeline (``mined_pairs``, real spaCy parse), each class
next to a good neighbour that must stay:

1. a modal over a conative ("may/should attempt to V") is the attempt's, not the complement's:
   the hypothesis drops it ("should/must" of advice gives the will-future as for "try"), and the negated premise ("should not attempt to V") gives no
   contradiction; an implicative keeps the modal ("may manage to escape" -> "may escape");
2. "can be shown/proved to be P" (demonstrable, a verifying verb) -> "P", entailment;
   hypothetical "could be shown" is left alone;
3. a demonstrative nominalisation of the trigger after it ("but that requirement was
   dropped") has lost its antecedent in the hypothesis: both pairs refused;
4. a lifted complement that is already a clause takes no copular "It is" from the repair of
   a dictionary definition ("*It is a user edits files").
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _by_kind(text: str, *, assess_sources: bool = False) -> dict[str, tuple[str, str, bool]]:
    return {
        p.premise_kind: (p.hypothesis, p.heuristic_label, p.well_formed)
        for p in mined_pairs(text, "verb_complement", assess_sources=assess_sources)
    }


# 1. modal over a conative


def test_modal_over_attempt_is_dropped():
    pairs = _by_kind("Intruders may attempt to open the vault and steal the gold.")
    assert pairs["original"][:2] == ("Intruders open the vault and steal the gold.", "neutral")
    assert pairs["negated"][:2] == ("Intruders open the vault and steal the gold.", "neutral")


def test_should_not_attempt_is_no_contradiction():
    pairs = _by_kind("A careful driver should attempt to avoid sharp turns.")
    # advice on an attempt: its act takes the will-future, as "should try to" (88th pass)
    assert pairs["original"][:2] == ("A careful driver will avoid sharp turns.", "neutral")
    assert pairs["negated"][:2] == ("A careful driver will avoid sharp turns.", "neutral")


def test_unmodalised_failed_attempt_stays_contradiction():
    pairs = _by_kind("She did not attempt to climb the wall.")
    assert pairs["original"][:2] == ("She climbed the wall.", "contradiction")


def test_implicative_keeps_its_modal():
    pairs = _by_kind("Intruders may manage to escape the trap.")
    assert pairs["original"][:2] == ("Intruders may escape the trap.", "entailment")


# 2. demonstrable


def test_can_be_shown_to_be_is_the_bare_complement():
    pairs = _by_kind("All these languages can be shown to be equivalent to a Turing machine.")
    assert pairs["original"][:2] == (
        "All these languages are equivalent to a Turing machine.",
        "entailment",
    )
    assert pairs["negated"][1] == "neutral"


def test_cannot_be_proved_is_no_contradiction():
    pairs = _by_kind("This problem can be proved to be undecidable.")
    assert pairs["original"][:2] == ("This problem is undecidable.", "entailment")
    assert pairs["negated"][:2] == ("This problem is undecidable.", "neutral")


def test_it_can_be_shown_that_is_entailment():
    pairs = _by_kind("It can be shown that every regular language is context-free.")
    assert pairs["original"][:2] == ("Every regular language is context-free.", "entailment")


def test_could_be_shown_keeps_the_modal_frame():
    pairs = _by_kind("The claim could be shown to be false.")
    assert pairs["original"][0] == "The claim could be false."


# 3. nominalisation of the trigger


def test_that_requirement_after_required_is_refused():
    pairs = _by_kind("Drivers were required to carry a licence, but that requirement was dropped.")
    assert pairs and not any(wf for _, _, wf in pairs.values())


def test_other_demonstrative_noun_stays():
    pairs = _by_kind("Drivers were required to carry a licence, and that licence was checked.")
    assert pairs["original"] == (
        "Drivers carried a licence, and that licence was checked.",
        "neutral",
        True,
    )


# 4. no copular "It is" on a clause


def test_lifted_clause_takes_no_copular_subject():
    text = "A feature of some languages that allows a running program to inspect its own code."
    hypotheses = {h for h, _, _ in _by_kind(text, assess_sources=True).values()}
    assert "A running program inspects its own code." in hypotheses
    assert not any(h.startswith("It is a running") for h in hypotheses)


def test_definiens_premise_still_takes_it_is():
    text = "A feature of some languages that allows a running program to inspect its own code."
    pairs = mined_pairs(text, "verb_complement", assess_sources=True)
    originals = [p.premise for p in pairs if p.premise_kind == "original"]
    assert originals and originals[0].startswith("It is a feature")
