"""Sixty-third pass (docs/implicature.md, "Sixty-third pass (stop 61, im56: s1202k's rejects)").

Blind review s1202k: "good" as an acknowledgment ("That's good, but ...") or as "good for" (=
suitable for) is not on <good, excellent>; a comma-less result clause "so V-ing ... is
important" must not be glued onto the trigger's clause; the commas of a dropped focus particle
between subject and verb go with it; "some"/"many" in the subject of a small clause under a verb
of possession or perception, and "some N" as the object of a verb of encountering, are weak
indefinites; a bare absolute hung on the matrix verb gets no pair. Constructed sentences through
the real pipeline; each refusal has a twin that keeps its pair."""

from __future__ import annotations

from tests.phenomenon_support import implicature_hypotheses, mined_pairs

_hypotheses = implicature_hypotheses


def _all_texts(text: str, subtype: str) -> set[str]:
    """Every premise and hypothesis of ``subtype`` for ``text``."""
    return {
        s
        for p in mined_pairs(text, "implicature")
        if p.subtype == subtype
        for s in (p.premise, p.hypothesis)
    }


# 1. "good" off the <good, excellent> scale


def test_acknowledgment_before_a_reply_clause_gets_no_pair() -> None:
    text = "That's good, but I want to travel by myself this time."
    assert _hypotheses(text, "gradable_adjectives") == set()
    text = "That's good, thanks, but I'll manage."
    assert _hypotheses(text, "gradable_adjectives") == set()


def test_evaluation_of_a_noun_subject_before_but_keeps_its_pair() -> None:
    text = "The bread was good, but the soup was cold."
    assert _hypotheses(text, "gradable_adjectives") == {"The bread wasn't excellent."}


def test_good_for_suitability_gets_no_pair() -> None:
    text = "They seemed good for a few days of heavy work."
    assert _hypotheses(text, "gradable_adjectives") == set()


def test_good_without_for_keeps_its_pair() -> None:
    assert _hypotheses("The new workers seemed good.", "gradable_adjectives") == {
        "The new workers didn't seem excellent."
    }


# 2. the trigger's clause only, before a comma-less result clause


def test_result_clause_with_clausal_subject_is_cut() -> None:
    text = (
        "Most of the villagers lack proper tools so keeping the fields small enough to farm by "
        "hand is important."
    )
    assert _hypotheses(text, "quantifiers") == {"Not all of the villagers lack proper tools."}
    assert not any(
        "important" in s or s.endswith("so.") for s in _all_texts(text, "quantifiers") if s != text
    )


def test_result_clause_under_ccomp_parse_is_cut() -> None:
    text = (
        "Most of us lack any real farming skills so keeping our herd small enough to live on "
        "the grass is important."
    )
    assert _hypotheses(text, "quantifiers") == {"Not all of us lack any real farming skills."}


# 3. the focus particle's commas


def test_commas_of_a_particle_between_subject_and_verb_go_with_it() -> None:
    for text in (
        "Some traders, too, stop here with strange goods.",
        "Some traders too, stop here with strange goods.",
    ):
        assert _hypotheses(text, "quantifiers") == {"Not all traders stop here with strange goods."}
        assert not any("traders," in s for s in _all_texts(text, "quantifiers") if s != text)


def test_comma_after_a_preposed_clause_stays() -> None:
    assert _hypotheses("Some guards stay inside, too.", "quantifiers") == {
        "Not all guards stay inside."
    }


# 4. weak (existential, cardinal) "some"/"many"


def test_some_in_small_clause_of_perception_verb_gets_no_pair() -> None:
    text = "I've seen some people walking around with brand new armor."
    assert _hypotheses(text, "quantifiers") == set()
    assert _hypotheses("I saw many soldiers marching past the gate.", "quantifiers") == set()


def test_some_object_of_encounter_verb_still_gets_no_pair() -> None:
    assert _hypotheses("We met some travelers on the road.", "quantifiers") == set()
    assert _hypotheses("I saw some soldiers.", "quantifiers") == set()


def test_partitive_some_under_perception_verb_keeps_its_pair() -> None:
    text = "I've seen some of the guards sleeping on duty."
    assert _hypotheses(text, "quantifiers") == {
        "I haven't seen all of the guards sleeping on duty."
    }


def test_many_in_small_clause_of_have_gets_no_pair() -> None:
    text = "This machine has many buttons attached, allowing it to open almost any door."
    assert _hypotheses(text, "quantifiers") == set()


def test_many_in_subject_keeps_its_pair() -> None:
    assert _hypotheses("Many guards patrol the walls.", "quantifiers") == {
        "Not all guards patrol the walls."
    }


# 5. bare absolute hung on the matrix verb


def test_bare_absolute_adverbial_gets_no_pair() -> None:
    text = "Strange beasts appear at dusk, many of them covered in scales."
    assert _hypotheses(text, "quantifiers") == set()
    text = "The ship appears over the hill, many of its lights blinking."
    assert _hypotheses(text, "quantifiers") == set()


def test_finite_clause_before_the_absolute_keeps_its_pair() -> None:
    assert _hypotheses("Some guards left, most of them walking.", "quantifiers") == {
        "Not all guards left, most of them walking."
    }
