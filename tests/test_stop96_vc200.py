"""Stop 96, vc200: matrix material carried into the complement hypothesis (issue #12; blind
reviews s9502, s9601).

- Class 1: a speaker-oriented disjunct ("perhaps", "maybe", "probably", "surely", ...) before a
  matrix verb whose to-complement is unsettled (signature o/o: "deserve", "like", "choose")
  comments on the matrix proposition, not on the complement's event, and is left out of the
  complement hypothesis. After an implicative ("probably managed to") and an appearance verb
  ("apparently seems to") it stays; a frame adjunct of time stays too.
- Class 2: the that-complement of a sentence-initial participial clause ("Knowing that P, A, B
  and C left") ends at the comma before the main clause's subject, which the parser had hung
  inside the complement. A comma of the complement's own clause is kept.
Sentences are constructed. The base code (int96, 91a60673) writes "Perhaps the twins lost the
match." and "The bridge was unsafe, Anna." for the class sentences, so those tests fail there.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str, kind: str = "original") -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "verb_complement")
        if p.hypothesis_kind == "complement" and p.premise_kind == kind
    }


# -- class 1: a speaker's hedge on an o/o matrix verb ------------------------------------------


def test_hedge_on_deserve_is_left_out():
    assert _hypotheses("Perhaps the twins deserved to lose the match.") == {
        "The twins lost the match."
    }


def test_hedge_on_deserve_is_left_out_of_the_negated_premise_pair_too():
    assert _hypotheses("Perhaps the twins deserved to lose the match.", "negated") == {
        "The twins lost the match."
    }


def test_medial_hedge_on_choose_is_left_out():
    hypotheses = _hypotheses("The old farmer probably chose to sell the land.")
    assert hypotheses
    assert not any("probably" in h for h in hypotheses)


def test_near_miss_hedge_on_an_implicative_stays():
    assert _hypotheses("The thief probably managed to escape.") == {"The thief probably escaped."}


def test_near_miss_hedge_on_an_appearance_verb_stays():
    assert _hypotheses("The baby apparently seems to be tired.") == {"The baby apparently is tired."}


def test_near_miss_frame_adjunct_of_time_stays():
    hypotheses = _hypotheses("On this day, the recruits shall learn to fight.")
    assert hypotheses
    assert all(h.startswith("On this day, ") for h in hypotheses)


# -- class 2: a fronted participial clause and the main clause's subject -------------------------


def test_participial_complement_ends_before_a_subject_list():
    assert _hypotheses("Knowing that the bridge was unsafe, Anna, Tom and Bill took the long road.") == {
        "The bridge was unsafe."
    }


def test_participial_complement_ends_before_a_subject_list_after_an_object():
    hypotheses = _hypotheses(
        "Believing that the old harbour might prove a deadly trap, Marek, Ilse and Tobin "
        "sailed north at dawn."
    )
    assert hypotheses == {"The old harbour might prove a deadly trap."}


def test_near_miss_participial_complement_with_a_plain_subject_is_unchanged():
    assert _hypotheses("Knowing that the bridge was unsafe, the men took the long road.") == {
        "The bridge was unsafe."
    }


def test_near_miss_comma_inside_the_complement_clause_stays():
    assert _hypotheses("Knowing that Anna, Tom and Bill were late, we left without them.") == {
        "Anna, Tom and Bill were late."
    }
