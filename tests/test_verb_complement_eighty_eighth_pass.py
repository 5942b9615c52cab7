"""verb_complement, eighty-eighth pass (branch vc82, stop 55: the end review s1201n).

Constructed sentences through the real pipeline (``mined_pairs``): pseudo-clefts of "have/need/
want to do" and the idioms "you'd think P" and "you can't say P" give no pair, "I knew I V-ed X
for a reason" has no negated premise, "should try (not) to V" takes a will-future hypothesis,
and a declarative-order question complement is stated with a full stop; guards keep the
literal readings and RP19's question rows.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str):
    return mined_pairs(text, "verb_complement")


def _hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text)}


# -- 1. pseudo-clefts: the infinitive is extracted, no complement -----------------------------


def test_all_cleft_have_to_do_gives_no_pair() -> None:
    assert _pairs("All I have to do is close my eyes.") == []


def test_what_cleft_want_to_do_gives_no_pair() -> None:
    assert _pairs("What we want to do is go home early.") == []


def test_all_cleft_with_misparsed_copula_gives_no_pair() -> None:
    assert not any("will do" in h for h in _hypotheses("All you need to do is just wait a bit."))


def test_ordinary_need_to_stays() -> None:
    assert "You will close your eyes." in _hypotheses("You need to close your eyes.")


def test_agree_in_an_all_cleft_stays_for_the_gold() -> None:
    # RP19 annotates "All they have agreed to do is continue talking" under "agree"
    assert _pairs("All they have agreed to do is keep talking.") != []


# -- 2. idioms ----------------------------------------------------------------------------------


def test_you_would_think_gives_no_pair() -> None:
    assert _pairs("You'd think my uncle would have some pity for her.") == []
    assert _pairs("You would think the kids would know these things.") == []


def test_you_would_think_under_a_tag_gives_no_pair() -> None:
    assert _pairs("With all that money, you'd think the show would be good, right?") == []


def test_purpose_clause_you_would_think_stays() -> None:
    text = "I only said it so you'd think I was brave."
    assert "I was brave." in _hypotheses(text)


def test_third_person_would_think_stays() -> None:
    assert "She left." in _hypotheses("He would think that she left.")


def test_you_cant_say_gives_no_pair() -> None:
    assert _pairs("You can't say that he didn't try.") == []
    assert _pairs("You cannot say it isn't a lovely town.") == []


def test_first_person_cant_say_stays() -> None:
    assert "He lied." in _hypotheses("I can't say that he lied.")


def test_knew_for_a_reason_has_no_negated_premise() -> None:
    pairs = _pairs("I knew I kept this old box for a reason!")
    assert {p.premise_kind for p in pairs} == {"original"}
    assert pairs[0].hypothesis == "I kept this old box for a reason."


def test_knew_that_someone_else_came_for_a_reason_keeps_both_premises() -> None:
    pairs = _pairs("I knew that she came for a reason.")
    assert {p.premise_kind for p in pairs} == {"original", "negated"}


# -- 3. "should try (not) to V" -----------------------------------------------------------------


def test_should_try_not_to_takes_the_will_future() -> None:
    hyps = _hypotheses("You should try not to look too happy.")
    assert hyps == {"You will not look too happy."}


def test_must_try_to_takes_the_will_future() -> None:
    assert _hypotheses("You must try to stay calm.") == {"You will stay calm."}


def test_plain_tried_not_to_keeps_its_past() -> None:
    assert _hypotheses("She tried not to laugh.") == {"She did not laugh."}


# -- 4. question complements --------------------------------------------------------------------


def test_declarative_question_hypothesis_is_a_statement() -> None:
    hyps = _hypotheses("Do you really want to pull at that rope?")
    assert hyps == {"You will pull at that rope."}


def test_inverted_question_hypothesis_is_left_flagged() -> None:
    pairs = _pairs("Are you trying to be funny?")
    assert pairs and all(p.hypothesis.endswith("?") for p in pairs)
    assert all("question" in p.features["flags"] for p in pairs)


def test_wh_question_hypothesis_is_left_as_it_was() -> None:
    pairs = _pairs("Do you want to know why I was late?")
    assert pairs and all(p.hypothesis.endswith("?") for p in pairs)
