"""verb_complement, ninetieth pass (branch vc84, stop 56: the start review, s1202a).

Constructed sentences through the real pipeline (``mined_pairs``): a plural pronoun bound by a
proportional quantifier of the matrix subject flags the pair; "even" and "much" in the
complement of a negated neg-raising verb are flagged as NPIs; a sentence-final vocative leaves
the hypothesis; a closing "I think you will find" is no candidate and leaves the in-place
hypothesis of the clause before it; a coordinated "how to V" keeps its "to". Guards keep the
definite subject, the singular pronoun, "so much", the unnegated and non-raising "even", the
appositive name and the place name.
"""

from __future__ import annotations

from tests.phenomenon_support import complement_flags, complement_hypotheses, complement_pairs

_pairs = complement_pairs
_flags = complement_flags
_hypotheses = complement_hypotheses


# -- 1. a pronoun bound by a proportional quantifier ----------------------------------------


def test_most_binds_they() -> None:
    text = "Most climate models admit they do clouds very poorly."
    assert "dangling-anaphor:bound:most:they" in _flags(text)
    assert [p.well_formed for p in _pairs(text, "original")] == [False]


def test_many_binds_they() -> None:
    assert "dangling-anaphor:bound:many:they" in _flags(
        "Many users say they never read the manual."
    )


def test_plural_quantifier_leaves_a_singular_pronoun() -> None:
    flags = _flags("Most people say he's not too weird.")
    assert not any(f.startswith("dangling-anaphor:bound") for f in flags)


def test_existential_some_keeps_its_group_reading() -> None:
    flags = _flags("Some users say they never read the manual.")
    assert not any(f.startswith("dangling-anaphor:bound") for f in flags)


def test_definite_plural_subject_is_not_a_quantifier() -> None:
    flags = _flags("The models admit they do clouds very poorly.")
    assert not any(f.startswith("dangling-anaphor:bound") for f in flags)


# -- 2. scalar NPIs under a raised negation --------------------------------------------------


def test_even_under_negated_think_is_flagged() -> None:
    text = "I don't think they even care about bounces."
    assert "non-construction:npi-in-complement:even" in _flags(text)
    assert not any(p.well_formed for p in _pairs(text, "original"))


def test_much_under_negated_think_is_flagged() -> None:
    text = "I don't think it matters much where the server is."
    assert "non-construction:npi-in-complement:much" in _flags(text)


def test_so_much_is_no_npi() -> None:
    flags = _flags("I don't think it matters so much where the server is.")
    assert not any(f.startswith("non-construction:npi") for f in flags)


def test_even_without_negation_stays() -> None:
    flags = _flags("I think they even care about bounces.")
    assert not any(f.startswith("non-construction:npi") for f in flags)


def test_even_under_negated_factive_stays() -> None:
    flags = _flags("She didn't realize he even had a car.")
    assert not any(f.startswith("non-construction:npi") for f in flags)


# -- 3. a final vocative -----------------------------------------------------------------------


def test_final_name_vocative_is_dropped() -> None:
    hyps = _hypotheses("I always knew this was a different kind of war, Scott.")
    assert hyps == {"This was a different kind of war."}


def test_final_endearment_is_dropped() -> None:
    hyps = _hypotheses("I think that you're giving up too easy, honey.")
    assert hyps == {"You're giving up too easy."}


def test_appositive_name_stays() -> None:
    assert _hypotheses("I knew it was my brother, Scott.") == {"It was my brother, Scott."}


def test_place_name_stays() -> None:
    hyps = _hypotheses("I think it could be difficult finding a hotel in Thule, Greenland.")
    assert hyps == {"It could be difficult finding a hotel in Thule, Greenland."}


# -- 4. a closing "I think you will find" ------------------------------------------------------


TAG = "You need to turn off plug and play in the firmware I think you will find."


def test_closing_find_tag_is_no_candidate() -> None:
    assert "You will find." not in _hypotheses(TAG)
    assert not any("do not think you will find" in p.premise for p in _pairs(TAG))


def test_closing_tag_leaves_the_in_place_hypothesis() -> None:
    assert _hypotheses(TAG) == {"You will turn off plug and play in the firmware."}


def test_find_with_its_clause_stays_a_candidate() -> None:
    hyps = _hypotheses("I think you will find that the card works.")
    assert "You will find that the card works." in hyps


# -- 5. a coordinated wh-infinitive ----------------------------------------------------------


def test_how_to_keeps_its_to() -> None:
    text = "They were frantically trying to gather information on the attack and how to recover from it."
    hyps = _hypotheses(text)
    assert hyps == {"They were gathering information on the attack and how to recover from it."}
