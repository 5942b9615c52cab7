"""verb_complement precision, forty-seventh pass (branch vc39, from 250e014): error classes of
the s1130i blind review.

Constructed sentences in the reviewed constructions, through the real spaCy model and the real
extractor/rewriters; each test failed on 250e014, except the guards (good pairs that must stay).
"""

from __future__ import annotations

from tests.phenomenon_support import kept, pair_flags, pairs_of

# 1. a bracketed parenthesis read as the complement


def test_infinitive_inside_brackets_is_no_complement(mine):
    """ "invited the agencies of Labor, Trade (combined in 1953 to become ...) and Interior to
    join": the parser hung the bracket's "to become" on "invited"; no pair is made from it."""
    text = (
        "At the behest of the council, they invited the state agencies of Labor, Trade "
        "(combined in 1953 to become the Department of Commerce or DOC) and Interior to join "
        "in founding a national park service."
    )
    hypotheses = [p.hypothesis for _, pairs in mine(text) for p in pairs]
    assert not any("became" in h for h in hypotheses), hypotheses


def test_complement_after_a_bracketed_adjunct_stays(mine):
    """Guard: a bracket between the verb and its complement that closes before it."""
    original, negated = pairs_of(
        mine("The council decided (after a long debate) to close the library."), "decide"
    )
    assert original.hypothesis == "The council closed the library."
    assert kept(original) and kept(negated)


# 2. negation in a "by" + gerund means adjunct


def test_negated_means_gerund_is_flagged(mine):
    """ "promised to calm the protesters by not announcing that ...": the negation lands in a
    means adjunct, no denial of S."""
    original, negated = pairs_of(
        mine(
            "The mayor promised to calm the protesters by announcing that the plant would stay open."
        ),
        "announce",
    )
    assert negated.premise == (
        "The mayor promised to calm the protesters by not announcing that the plant would stay open."
    )
    assert "negated-adverbial-clause" in pair_flags(negated)
    assert not kept(negated)
    assert kept(original)


def test_negated_main_clause_with_means_adjunct_stays(mine):
    """Guard: the trigger is the main verb; the "by" gerund is only its adjunct."""
    original, negated = pairs_of(
        mine("She managed to finish the race by running the last mile."), "manage"
    )
    assert negated.premise == "She did not manage to finish the race by running the last mile."
    assert "negated-adverbial-clause" not in pair_flags(negated)
    assert kept(original) and kept(negated)


# 3. "both to V and to V" after the complement: purpose adjuncts, not more complements


def test_correlative_purpose_infinitives_stay_infinitives(mine):
    """ "asked to observe ..., both to aid placement and to help design ...": "both" opens a
    coordination of its own, so "to aid" and "to help" are not finite in the hypothesis."""
    original, _ = pairs_of(
        mine(
            "A school psychologist is often asked to observe behavior and social skills, both "
            "to aid placement and to help design support plans."
        ),
        "ask",
    )
    assert original.hypothesis == (
        "A school psychologist observes behavior and social skills, both to aid placement and "
        "to help design support plans."
    )


def test_coordinated_infinitive_complement_still_takes_the_tense(mine):
    """Guard: "decided to sell the house and to move abroad" -> both verbs finite."""
    original, negated = pairs_of(
        mine("She decided to sell the house and to move abroad."), "decide"
    )
    assert original.hypothesis == "She sold the house and moved abroad."
    assert kept(original) and kept(negated)
