"""Stop 85, pr183: the embedded premises of a presupposition trigger in one of several
independent clauses take the trigger's clause alone, as a sentence of its own.

Blind review of stop 84 kept the embedded premises of multi-clause sentences as is at 0.37,
those of single-clause sentences at 0.63; IMPPRES's premises are single clauses (IMPPRES §3) and
the presupposition the pair tests is the trigger clause's own (Karttunen 1973). Every sentence
here is constructed.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _premises(text: str, subtype: str, hypothesis_kind: str = "presupposition") -> dict:
    """premise_kind -> pair, of ``subtype``'s pairs with ``hypothesis_kind``."""
    return {
        p.premise_kind: p
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == hypothesis_kind
    }


@pytest.mark.parametrize(
    ("text", "subtype", "negated"),
    [
        # "and": the trigger in the second clause was negated in place
        (
            "The baker moved to another town, and the shop stopped selling bread.",
            "aspectual_verbs",
            "The shop didn't stop selling bread.",
        ),
        # "but": the same, flagged as a contrast clash before
        (
            "The storm was heavy, but the team continued to train outside.",
            "aspectual_verbs",
            "The team didn't continue to train outside.",
        ),
        # "so": the result clause negated in place read as a discourse clash
        (
            "The baker moved away, so the shop stopped selling bread.",
            "aspectual_verbs",
            "The shop didn't stop selling bread.",
        ),
        # semicolon with a linking "then": the factive's clause alone, without "then"
        (
            "The mayor had a cup of tea; then the teachers realized that the budget was gone.",
            "clause_embedding_predicates",
            "The teachers didn't realize that the budget was gone.",
        ),
    ],
)
def test_negation_takes_the_trigger_clause_alone(text, subtype, negated):
    pairs = _premises(text, subtype)
    assert pairs["original"].premise == text  # NOPE's design: the sentence as found
    assert pairs["negated"].premise == negated
    assert pairs["negated"].well_formed
    assert pairs["negated"].features.get("premise_scope") == "trigger_clause"


def test_single_clause_neighbour_is_untouched():
    # the clause of the coordination above, as a sentence of its own, is embedded the same
    # way, keeps its controls, and gets no premise_scope
    cut = _premises(
        "The baker moved to another town, and the shop stopped selling bread.", "aspectual_verbs"
    )
    plain = _premises("The shop stopped selling bread.", "aspectual_verbs")
    for kind in ("negated", "modal", "interrogative", "conditional"):
        assert cut[kind].premise == plain[kind].premise
        assert "premise_scope" not in plain[kind].features
    controls = _premises("The shop stopped selling bread.", "aspectual_verbs", "original")
    assert controls["negated"].premise == "The shop didn't stop selling bread."
    assert controls["negated"].hypothesis == "The shop stopped selling bread."


def test_cut_premise_has_no_whole_sentence_control():
    # a control's hypothesis is the unchanged sentence; a premise on the clause alone is no
    # embedding of it, so no control is written (it was the whole sentence negated in place)
    text = "The baker moved to another town, and the shop stopped selling bread."
    assert "negated" not in _premises(text, "aspectual_verbs", "original")


@pytest.mark.parametrize(
    ("text", "kind", "premise"),
    [
        (
            "The mayor had a cup of tea; then the teachers realized that the budget was gone.",
            "modal",
            "The teachers might have realized that the budget was gone.",
        ),
        (
            "The mayor had a cup of tea; then the teachers realized that the budget was gone.",
            "interrogative",
            "Did the teachers realize that the budget was gone?",
        ),
        (
            "The baker left; thus the shop stopped selling bread.",
            "modal",
            "The shop might have stopped selling bread.",
        ),
        # a medial "then" of the cut clause points back at the dropped clause too
        (
            "The baker left; the shop then stopped selling bread.",
            "negated",
            "The shop didn't stop selling bread.",
        ),
    ],
)
def test_linking_connective_leaves_with_the_other_clause(text, kind, premise):
    subtype = "clause_embedding_predicates" if "realized" in text else "aspectual_verbs"
    assert _premises(text, subtype)[kind].premise == premise


def test_pronoun_into_the_other_clause_refuses_the_negation():
    # "She didn't realize ..." cut from the clause that names Mary denies something of
    # nobody (embedding.dropped_antecedent); the whole sentence with one clause negated is the
    # class under review: no negated premise and no negated control
    text = "Mary met the new manager, and she realized that he was her cousin."
    subtype = "clause_embedding_predicates"
    assert "negated" not in _premises(text, subtype)
    assert "negated" not in _premises(text, subtype, "original")
    assert "original" in _premises(text, subtype)  # the sentence's own pair stays


def test_subjectless_verb_phrase_conjunct_stays_whole():
    # "and went home" shares the subject and is one clause with a coordinated predicate (Quirk
    # et al. 1985 §13.36): no cut; the clause with a subject of its own is cut
    vp = _premises("The shop stopped selling bread and moved to another town.", "aspectual_verbs")
    assert "premise_scope" not in vp["modal"].features
    assert vp["modal"].premise.endswith("moved to another town.")
    clause = _premises(
        "The shop moved to another town, and the baker stopped selling bread.", "aspectual_verbs"
    )
    assert clause["negated"].premise == "The baker didn't stop selling bread."


def test_no_cut_where_the_clause_cannot_stand_alone():
    # a wh-clause coordinated with an object is no independent clause, and words before a
    # semicolon hung on the clause after it are a misparse of the clause before: the cut
    # (which kept "How one judge doesn't decide ...", "In 1990, collaborated with ...; ...")
    # is not made
    wh = _premises(
        "It provides a first-hand look at what it takes to protect children at risk, and how"
        " one judge decides who is fit to be a parent.",
        "embedded_question",
    )
    assert not wh["negated"].premise.startswith("How")
    spliced = _premises(
        "The Bush Administration began to increase funding for solar energy and, in 1990,"
        " collaborated with the American PV industry in efforts to improve manufacturing"
        " technology; three years later the United States had regained the lead in sales.",
        "re_verbs",
    )
    assert spliced["negated"].premise.startswith("The Bush Administration")


def test_focused_then_is_no_bare_connective():
    # "even then" is a focused time adverb, not the linking "then" the cut drops
    text = (
        "We had to encapsulate his simulation before we put him into storage, and even then he"
        " managed to break through the capsule."
    )
    assert _premises(text, "implicative_predicates")["negated"].premise == (
        "Even then he didn't manage to break through the capsule."
    )
