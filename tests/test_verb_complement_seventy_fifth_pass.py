"""verb_complement, seventy-fifth pass (branch vc69, stop 52).

Constructed sentences through the real pipeline (``mined_pairs``): a relative "that" filling its
clause's object gap, the result clause of a higher "so/such", the idiom "be dying to V" and a
direct wh-question whose wh-phrase is extracted from the complement give no pair; the genuine
complements next to each of them keep theirs.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text)}


# -- a relative "that" read as a complementizer ---------------------------------------------------


def test_relative_that_with_object_gap_gives_no_pair():
    for text in (
        "I bought a lovely old lamp there that I use every night.",
        "We should thank the neighbours that you might invite to attend.",
    ):
        hypotheses = _hypotheses(text)
        assert not any(h.startswith(("I use", "You might invite")) for h in hypotheses), hypotheses


def test_that_clause_with_its_own_object_keeps_its_pair():
    # a declarative since the hundred-first pass (vc95): an imperative trigger ("Assure your
    # partner that ...") gives no pair at all
    assert "She accepts his past." in _hypotheses(
        "She assures her partner that she accepts his past."
    )


def test_told_him_that_keeps_its_pair():
    assert "I was leaving." in _hypotheses("I told him that I was leaving.")


# -- the result clause of a higher "so/such" -------------------------------------------------------


def test_result_clause_of_higher_so_gives_no_pair():
    text = "The soldiers were so scared when they saw the dragon that they ran into the woods."
    assert "They ran into the woods." not in _hypotheses(text)


def test_complement_inside_a_result_clause_keeps_its_pair():
    text = "She was so tired that she did not notice that the train was leaving."
    assert "The train was leaving." in _hypotheses(text)


# -- "be dying to V" -------------------------------------------------------------------------------


def test_dying_to_gives_no_pair():
    for text in (
        "I have been dying to try that new noodle bar.",
        "He was dying to get in.",
    ):
        pairs = _pairs(text)
        assert not pairs, [p.hypothesis for p in pairs]


def test_trying_to_keeps_its_pair():
    assert "He was getting in." in _hypotheses("He was trying to get in.")


# -- a direct wh-question with its gap in the complement -------------------------------------------


def test_how_adjective_question_gives_no_pair():
    for text in (
        "How angry do you think Maria is going to be?",
        "How long do you think the meeting will last?",
    ):
        pairs = _pairs(text)
        assert not pairs, [p.hypothesis for p in pairs]


def test_where_question_with_want_gives_no_pair():
    pairs = _pairs("Where do you want to live?")
    assert not pairs, [p.hypothesis for p in pairs]


def test_free_relative_gap_stays_flagged():
    pairs = _pairs("What he decided to do surprised everyone.")
    assert pairs
    assert all("wh-gap-in-complement:what" in p.features.get("flags", []) for p in pairs)


def test_why_question_keeps_its_pair():
    assert "Egypt closed the border so quickly." in _hypotheses(
        "Why do you think Egypt closed the border so quickly?"
    )


# -- an inverted reporting clause frames unquoted direct speech ------------------------------------


def test_inverted_reporting_clause_gives_no_pair():
    for text in (
        "Certainly, said the old miller, we shall all be ready by noon.",
        "Truly, madam, said the Prince, I wish you would stop teasing me.",
    ):
        pairs = _pairs(text)
        assert not pairs, [p.hypothesis for p in pairs]


def test_ordinary_reporting_clause_keeps_its_pair():
    assert "The bakery was closed." in _hypotheses("The miller said that the bakery was closed.")


def test_third_person_speech_before_a_final_frame_keeps_its_pairs():
    pairs = _pairs(
        "It is hard to picture a tired child attempting to climb that hill, said the guide."
    )
    expected = "It is hard to picture a tired child climbing that hill, said the guide."
    assert expected in {p.hypothesis for p in pairs}, [p.hypothesis for p in pairs]
