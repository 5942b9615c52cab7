"""verb_complement (stop 101, branch vc220): result clauses, "say so", matrix "no longer", "bid".

Constructed sentences through the real spaCy model and the real extractor/rewriters, each with
a near miss that must not change.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list[tuple[str, str, str]]:
    return [
        (p.premise_kind, p.hypothesis, p.heuristic_label)
        for p in mined_pairs(text, "verb_complement")
    ]


def _original(text: str) -> list[tuple[str, str]]:
    return [(h, label) for kind, h, label in _pairs(text) if kind == "original"]


# ---- class 1: a result clause of "so" is no complement ------------------------------------


def test_result_clause_after_passive_with_theme_subject_gives_no_pair():
    """ "Her talent" fills the passive verb's argument slot; the clause is the result clause of
    "so widely" (CGEL ch. 11 §4.6; Quirk §15.48). The base wrote "She won every prize." +/+."""
    assert _pairs("Her talent was so widely recognized that she won every prize.") == []
    assert _pairs("The danger was so clearly understood that nobody went out.") == []


def test_near_miss_extraposed_it_keeps_the_complement():
    """ "It was so widely recognized that she had won": expletive "it", the clause is the
    verb's extraposed complement."""
    assert _original("It was so widely recognized that she had won.") == [
        ("She had won.", "entailment")
    ]


def test_near_miss_plain_complement_and_convince_stay():
    assert _original("He recognized that she was right.") == [("She was right.", "entailment")]
    # "convince" takes NP + that-clause: the passive subject is the recipient
    assert _original("He was so convinced that she was guilty.") == [("She was guilty.", "neutral")]


def test_such_object_result_clause_gives_no_pair():
    assert _pairs("He said such rude things that she left the room.") == []


# ---- class 2: the pro-form "so" --------------------------------------------------------------


def test_said_so_because_gives_no_pair():
    """ "say so": "so" is the clausal pro-form object (Quirk §12.26-12.30); the because-clause
    is a reason adjunct."""
    assert _pairs("And we said so because we were tired.") == []
    assert _pairs("They thought so because the sky was dark.") == []


def test_near_miss_factive_inside_because_clause_stays():
    assert ("It was true.", "entailment") in _original("She said so, because she knew it was true.")


# ---- class 4: "no longer" belongs to the matrix -----------------------------------------------


def test_no_longer_is_not_copied_into_the_complement():
    """Klima 1964: "no longer" is a clause negator of the matrix; the base wrote "She no longer
    made plans." The hypothesis is the bare complement; the label is the signature's negative
    column (fear to: o/o, neutral)."""
    assert _original("She no longer feared to make plans.") == [("She made plans.", "neutral")]


def test_no_longer_after_need_is_not_copied():
    assert _original("She no longer needs to carry the lantern.") == [
        ("She will carry the lantern.", "neutral")
    ]


def test_near_miss_two_way_implicative_keeps_no_longer():
    """ "dare" +/-: S and the complement are true together (Karttunen 1971), so "no longer"
    holds of both: "She no longer spoke." is entailed."""
    assert _original("She no longer dared to speak.") == [("She no longer spoke.", "entailment")]


def test_near_miss_never_unchanged():
    assert _original("She never managed to finish.") == [("She finished.", "contradiction")]


# ---- class 5: "bid" --------------------------------------------------------------------------


def test_bid_past_is_bid():
    from pipeline.lexicon.inflection import inflect

    assert inflect("bid", "VBD") == "bid"
    assert inflect("bid for", "VBD") == "bid for"
    assert ("They bid for land.", "entailment") in _original("The war forced them to bid for land.")


def test_near_miss_other_strong_pasts_unchanged():
    from pipeline.lexicon.inflection import inflect

    assert inflect("forbid", "VBD") == "forbade"
    assert inflect("ride", "VBD") == "rode"
