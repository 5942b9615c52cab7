"""presupposition (stop 101, branch sc01): an embedded premise is written only when its operator
scopes over the trigger's clause (NOPE §3; IMPPRES §4).

- A trigger whose clause sits in a preposed adverbial clause of the clause the operators go on
  ("When the guests left after finishing the cake, the host ...") is outside the negation,
  modal and question of that clause (a clause-initial frame, Maienborn 2001; NOPE §3.2 moved
  such clauses to the end to let the negation scope over them): flagged
  ``preposed-clause-outside-scope``, and no presupposition pair is kept.
- A time adjunct set between the subject and the verb of the operators' clause ("The host,
  after finishing the cake, washed the dishes"): sc01 unflagged it, the blind A/B of stop 101
  (ab101) rejected those premises, and the integration reverted it; pr239 (stop 102) moves it
  after the verb as NOPE §3.2 did (tests/test_presupposition_pr239.py).

Constructed sentences through the real spaCy model and the real extractor/rewriters.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs, pair_flags

OUTSIDE = "preposed-clause-outside-scope"
EMBEDDED = ("negated", "modal", "interrogative", "conditional")


def _presupposition_pairs(text: str, subtype: str = "temporal_adverbs") -> dict[str, object]:
    return {
        p.premise_kind: p
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


def test_trigger_in_preposed_when_clause_gets_no_embedded_pair():
    text = "When the guests left after finishing the cake, the host washed the dishes."
    pairs = _presupposition_pairs(text)
    assert kept(pairs["original"])  # the plain sentence still entails the time clause
    embedded = [pairs[k] for k in EMBEDDED if k in pairs]
    assert embedded  # the premises are built, and refused by the flag
    for pair in embedded:
        assert OUTSIDE in pair_flags(pair), pair.premise
        assert not kept(pair), pair.premise


def test_trigger_in_preposed_as_soon_as_clause_gets_no_embedded_pair():
    text = "As soon as the miners came out after exploring the cave, the foreman locked the gate."
    pairs = _presupposition_pairs(text)
    embedded = [pairs[k] for k in EMBEDDED if k in pairs]
    assert embedded
    for pair in embedded:
        assert OUTSIDE in pair_flags(pair), pair.premise
        assert not kept(pair), pair.premise


def test_near_miss_postposed_when_clause_stays_in_scope():
    """Without the comma and after its host, the when-clause is a restrictive adjunct inside
    the negation and the question (NOPE §3.2): the pairs stay."""
    text = "The host washed the dishes when the guests left after finishing the cake."
    pairs = _presupposition_pairs(text)
    for kind in ("negated", "interrogative"):
        assert OUTSIDE not in pair_flags(pairs[kind])
        assert kept(pairs[kind]), pairs[kind].premise


def test_medial_time_adjunct_of_the_negated_verb_is_moved_after_it():
    # sc01 unflagged this shape after one judge kept it (s10002); the blind A/B ab101 (stop 101)
    # rejected five of six such premises, unflagged: "medial adjunct outside the scope of the
    # negation/modal; NOPE moves it after the verb" (NOPE §3.2). Reverted at integration; since
    # pr239 (stop 102) the adjunct is moved after the verb as NOPE did, and the flag goes
    text = "The host, after finishing the cake, washed the dishes."
    pairs = _presupposition_pairs(text)
    negated = pairs["negated"]
    assert negated.premise == "The host didn't wash the dishes after finishing the cake."
    assert OUTSIDE not in pair_flags(negated)
    assert kept(negated)


def test_near_miss_preposed_trigger_clause_is_still_moved():
    """The trigger heading the preposed clause itself is moved behind the main clause (NOPE
    §3.2), as before."""
    text = "After finishing the cake, the host washed the dishes."
    pairs = _presupposition_pairs(text)
    assert (
        pairs["interrogative"].premise == "Did the host wash the dishes after finishing the cake?"
    )
    assert kept(pairs["interrogative"])
    assert kept(pairs["negated"])


def test_near_miss_preposed_clause_without_the_trigger_is_moved():
    """A preposed time clause that does not hold the trigger ("stopped" is the main verb) is
    moved behind the main clause for the question as before, and nothing is flagged."""
    text = "When the war ended, the soldiers stopped fighting."
    pairs = _presupposition_pairs(text, "aspectual_verbs")
    assert pairs["interrogative"].premise == "Did the soldiers stop fighting when the war ended?"
    for kind in EMBEDDED:
        assert OUTSIDE not in pair_flags(pairs[kind]), kind
        assert kept(pairs[kind]), kind
