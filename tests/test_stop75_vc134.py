"""verb_complement, stop 75 round one (branch vc134): which triggers make a veridicality pair,
and their labels.

- a gerund or participle clause inside a prepositional phrase ("useful for the engineer
  learning to build bridges") is flagged: it is no assertion of the sentence;
- "mean to V" with a subject that cannot intend is "signify": flagged;
- "The author would like to thank ...": the writer's third-person self-reference makes a
  hedged performative, flagged like "I would like to thank";
- "it should be mentioned / borne in mind that P", "keep in mind that P": entailment;
- a present generic conditional over a factive ("If A, you know that P"): neutral;
- a bare infinitive after a finite that-clause is the trigger's conjunct, not the clause's;
- "may need to V" -> "will V", not the permission "may V".

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _by_kind(text: str) -> dict[str, tuple[str, str, bool]]:
    return {
        p.premise_kind: (p.hypothesis, p.heuristic_label, p.well_formed)
        for p in _pairs(text)
        if p.premise_kind in ("original", "negated")
    }


# 1. restrictor, not assertion --------------------------------------------------------------


def test_gerund_clause_in_prepositional_phrase_is_flagged():
    for text in (
        "The guide is useful for both the Windows programmer learning to write Python scripts "
        "and the Unix programmer interested in portable software.",
        "The notes are helpful for the new student learning to play the violin.",
    ):
        pairs = [p for p in _pairs(text) if "learning" in p.premise]
        assert pairs, text
        assert not any(p.well_formed for p in pairs), text


def test_main_clause_learn_to_stays():
    original = _by_kind("The engineer is learning to build bridges.")["original"]
    assert original[2]


# 2. sense: "mean to" = signify -----------------------------------------------------------


def test_signifying_mean_to_is_flagged():
    pairs = _pairs("A blank value of the option means to skip every entry.")
    assert not any(p.well_formed for p in pairs)


def test_intending_mean_to_stays():
    hyps = {p.hypothesis for p in _pairs("The driver meant to stop at the station.")}
    assert "The driver stopped at the station." in hyps


# 3. performative thanks ----------------------------------------------------------------


def test_authorial_thanks_is_flagged():
    pairs = _pairs(
        "The author would like to thank the following people for their comments on the "
        "drafts: Ann Smith, Bob Jones, Carol White."
    )
    assert pairs
    assert not any(p.well_formed for p in pairs)


def test_author_of_a_report_wish_stays():
    """Control: a postmodified "the author of X" names someone else, and a plain wish stays."""
    pairs = _pairs("The author of the report would like to visit the plant.")
    assert any(p.premise_kind == "original" and p.well_formed for p in pairs)


# 4. labels where context settles veridicality -----------------------------------------------


def test_it_should_be_mentioned_is_entailment():
    original = _by_kind("Finally it should be mentioned that the bridge offers a fine view.")
    assert original["original"][:2] == ("The bridge offers a fine view.", "entailment")


def test_borne_in_mind_is_entailment():
    original = _by_kind("It should be borne in mind that each step adds overhead to the job.")
    assert original["original"][:2] == ("Each step adds overhead to the job.", "entailment")


def test_keep_in_mind_is_entailment():
    original = _by_kind("It is important to keep in mind that every square is a rectangle.")
    assert original["original"][:2] == ("Every square is a rectangle.", "entailment")


def test_reported_mention_stays_neutral():
    """Control: a past report of someone's mentioning is no formula of the writer."""
    original = _by_kind("The clerk mentioned that the bridge was closed.")
    assert original["original"][1] == "neutral"


def test_generic_conditional_factive_is_neutral():
    kinds = _by_kind("If the first letter is a Q, you know that the word is borrowed.")
    assert kinds["original"][:2] == ("The word is borrowed.", "neutral")


def test_future_conditional_factive_keeps_entailment():
    """Control: a single future event keeps the factive's presupposition."""
    kinds = _by_kind("If she reads the letter, she will know that she was right.")
    assert kinds["original"][:2] == ("She was right.", "entailment")


# 5. complement boundary and modal ---------------------------------------------------------


def test_bare_conjunct_of_trigger_is_cut():
    hyps = {
        p.hypothesis
        for p in _pairs("Next time the tool will notice that the file is present and do nothing.")
    }
    assert "The file is present." in hyps
    assert not any("do nothing" in h for h in hyps)


def test_conjunct_under_complement_modal_stays():
    hyps = {p.hypothesis for p in _pairs("She will see that you can install it and run it.")}
    assert "You can install it and run it." in hyps


def test_may_need_to_takes_will():
    hyps = {p.hypothesis for p in _pairs("You may need to restart the server.")}
    assert "You will restart the server." in hyps
    assert "You may restart the server." not in hyps


def test_may_manage_to_keeps_may():
    """Control: an implicative passes the modal on (Karttunen 1971)."""
    hyps = {p.hypothesis for p in _pairs("She may manage to escape.")}
    assert "She may escape." in hyps
