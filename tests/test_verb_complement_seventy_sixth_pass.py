"""verb_complement, seventy-sixth pass (branch vc70, stop 52).

Constructed sentences through the real pipeline (``mined_pairs``): a comma-set "and to V" that
the parser hung on a purpose infinitive of the complement is cut from the hypothesis; the
advice idioms "you might want to V" give no pair (third-person "may wish to" keeps its pairs); a trigger
in the purpose adjunct of "set to work" gives no pair; a ", but that B" the parser coordinated
with the matrix verb comes into the hypothesis. Each next to a guard that keeps its pair.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text)}


# -- a comma-set second infinitive after a purpose adjunct ----------------------------------------


def test_comma_set_infinitive_after_purpose_is_cut():
    text = (
        "After the dispute, Mary decided to travel to Spain to escape the shame of the affair, "
        "and to take part in the political events that she had just praised."
    )
    hypotheses = _hypotheses(text)
    assert "After the dispute, Mary traveled to Spain to escape the shame of the affair." in (
        hypotheses
    ), hypotheses
    assert not any("to take part" in h for h in hypotheses), hypotheses


def test_cut_takes_the_closing_bracket_along():
    text = (
        "After the quarrel, Mary decided to travel to Spain to escape the shame of the affair, "
        "and to take part in the events that she had just praised in her Defence (1790)."
    )
    hypotheses = _hypotheses(text)
    assert "After the quarrel, Mary traveled to Spain to escape the shame of the affair." in (
        hypotheses
    ), hypotheses


def test_purpose_conjunct_without_comma_stays():  # guard: one purpose phrase
    hypotheses = _hypotheses(
        "We hoped to visit the museum to see the paintings and to meet the curator."
    )
    assert "We visited the museum to see the paintings and to meet the curator." in hypotheses


def test_coordinated_complement_infinitives_still_rewritten():  # guard
    hypotheses = _hypotheses(
        "He decided to travel to Geneva in May and to participate in the talks."
    )
    assert "He traveled to Geneva in May and participated in the talks." in hypotheses


# -- advice idioms ----------------------------------------------------------------------------------


def test_you_might_want_to_gives_no_pair():
    assert not _pairs("You might want to check the schedule before you leave.")


def test_third_person_may_wish_to_keeps_its_pair():
    # stop 52 end: vc70 dropped the formal "The Committee may wish to V"; the A/B judge (ab57)
    # kept such third-person pairs ("experienced employees may wish to place ...")
    # ninety-fifth pass (vc89): the modal stays with "wish" (s1202d verb-034)
    # ninety-sixth pass (vc90): the complement in the present, RP19's convention
    hypotheses = _hypotheses("The Committee may wish to take note of the report.")
    assert "The Committee will take note of the report." in hypotheses


def test_third_person_might_want_keeps_its_pair():  # guard: a guess at their desire
    # the present since the ninety-sixth pass (vc90)
    assert "They will sell the farm next year." in _hypotheses(
        "They might want to sell the farm next year."
    )


def test_relative_may_wish_keeps_its_pair():  # guard: not a directive
    hypotheses = _hypotheses("Those who may wish to apply should write to the office.")
    assert "Those who may apply should write to the office." in hypotheses


# -- "set to work to V" -------------------------------------------------------------------------------


def test_try_in_set_to_work_purpose_gives_no_pair():
    for text in (
        "He set to work to fix the roof and to try to stop the leaks.",
        "Her delight was great, and she set to work with all her strength to try to open the cage.",
        "They put the prisoners to work to dig a trench and to try to drain the field.",
    ):
        hypotheses = _hypotheses(text)
        assert not any("to work" in h for h in hypotheses), hypotheses


def test_try_outside_the_idiom_keeps_its_pair():  # guard
    assert "He fixed the roof." in _hypotheses("He tried to fix the roof.")


# -- ", but that B" on the matrix verb -------------------------------------------------------------


def test_second_that_clause_on_matrix_verb_joins_the_hypothesis():
    hypotheses = _hypotheses(
        "She admitted that she had made mistakes, but that nobody had been hurt."
    )
    assert "She had made mistakes, but nobody had been hurt." in hypotheses, hypotheses


def test_demonstrative_that_after_complement_stays_out():  # guard: "that" is a subject
    hypotheses = _hypotheses("I knew that he was late, and that was the end of it.")
    assert "He was late." in hypotheses, hypotheses


# -- a typographic "n’t" after a clitic stem --------------------------------------------------------


def test_curly_wont_stem_is_written_out():
    hypotheses = _hypotheses("If you are rude, she won\u2019t want to talk to you.")
    assert "If you are rude, she will talk to you." in hypotheses, hypotheses
    assert not any(" wo " in h for h in hypotheses), hypotheses
