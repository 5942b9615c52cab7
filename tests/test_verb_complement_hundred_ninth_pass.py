"""verb_complement precision, hundred-ninth pass (branch vc103, stop 65): the blind rejects of
s1202r (a negated clause that an elaborating dash or colon ties to the clause before it; an
"either" stranded by the removal of another clause's negation; vocatives and imperatives kept
in the hypothesis; the emotive factive "appreciate" under a first-person negation; "find X to
V" with a purpose infinitive).

Constructed sentences through the real spaCy model and the real extractor and rewriters.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs, pair_flags
from tests.phenomenon_support import one_verb_complement_pair as _one
from tests.phenomenon_support import verb_complement_pairs_of_kind as _pairs

# class 1: negation incoherent with a neighbouring clause


def test_negated_elaboration_after_a_dash_is_flagged():
    pair = _one(
        "The walls cannot be made of plain stone – the stone has to be cut first.", "negated"
    )
    assert "discourse-clash:elaboration" in pair_flags(pair)
    assert not kept(pair)


def test_negated_elaboration_after_a_colon_is_flagged():
    pair = _one("The bridge was destroyed: we need to find another way across.", "negated")
    assert "discourse-clash:elaboration" in pair_flags(pair)


def test_guard_cataphoric_copula_before_the_colon():
    # "The plan is simple: ..." announces what follows; a denial after it is coherent
    pair = _one("The plan is simple: we need to hold the gate.", "negated")
    assert "discourse-clash:elaboration" not in pair_flags(pair)


def test_guard_parenthetical_dashes():
    pairs = _pairs("The harbour – we need to guard it – is the key to the island.", "negated")
    assert pairs
    assert all("discourse-clash:elaboration" not in pair_flags(p) for p in pairs)


def test_guard_plain_negated_clause():
    pair = _one("The farmers need to harvest the wheat before winter.", "negated")
    assert "discourse-clash:elaboration" not in pair_flags(pair)
    assert kept(pair)


def test_either_of_another_negated_clause_is_not_turned_into_too():
    text = (
        "I never meant to wait here for so long, but I never thought the storm would last "
        "for so long either."
    )
    removed = [p for p in _pairs(text, "negation_removed") if "wait" in p.hypothesis]
    assert removed
    for pair in removed:
        assert not pair.premise.rstrip(".").endswith("too")
        assert "npi:either" in pair_flags(pair)
        assert not kept(pair)


def test_guard_either_of_the_trigger_clause_becomes_too():
    pair = _one("They did not want to leave either.", "negation_removed")
    assert pair.premise == "They wanted to leave too."


# class 2: material outside the complement


def test_common_noun_vocative_leaves_the_hypothesis():
    pair = _one("Soldiers, we need to hold this bridge until dawn.", "original")
    assert pair.hypothesis == "We will hold this bridge until dawn."
    pair = _one("My friend, you seem to be very tired today.", "original")
    assert pair.hypothesis == "You are very tired today."


def test_as_parenthetical_leaves_the_hypothesis():
    pair = _one("Sister, as you can see, the crops seem to be failing this year.", "original")
    assert pair.hypothesis == "The crops are failing this year."
    pair = _one("As we all know, the guards seem to be loyal to the queen.", "original")
    assert pair.hypothesis == "The guards are loyal to the queen."


def test_guard_as_clause_of_reason_stays():
    pair = _one("As the river rose, the villagers seemed to be worried.", "original")
    assert pair.hypothesis.startswith("As the river rose, ")


def test_guard_fronted_time_noun_stays():
    pair = _one("Tonight, we need to rest in the village.", "original")
    assert pair.hypothesis == "Tonight, we will rest in the village."


def test_imperative_matrix_kept_in_hypothesis_is_flagged():
    pairs = [
        p
        for p in mined_pairs(
            "Please note that the guards seem to be asleep at their posts.", "verb_complement"
        )
        if p.hypothesis.startswith("Please")
    ]
    # since stop 66 (vc106) a trigger inside a clause of a "please" request ("seem to" under
    # "Please note that ...") gets no pair at all; were one written, it would be flagged
    assert all("imperative-in-hypothesis" in pair_flags(p) and not kept(p) for p in pairs)
    (note,) = mined_pairs(
        "Please note that the guards seem to be asleep at their posts.", "verb_complement"
    )
    assert note.hypothesis == "The guards seem to be asleep at their posts."


def test_imperative_before_a_dash_clause_is_flagged():
    pair = _one("Also, dig a well – nobody likes to drink muddy water.", "original")
    assert "imperative-in-hypothesis" in pair_flags(pair)


def test_guard_content_clause_of_an_imperative_stays_clean():
    # the that-pair's hypothesis is the complement alone
    pairs = [
        p
        for p in mined_pairs("Please note that the guards are asleep.", "verb_complement")
        if p.premise_kind == "original"
    ]
    assert pairs
    assert all("imperative-in-hypothesis" not in pair_flags(p) for p in pairs)


def test_guard_declarative_keeps_no_imperative_flag():
    pairs = _pairs("We know that the guards tend to sleep at night.", "original")
    assert len(pairs) == 2
    assert all("imperative-in-hypothesis" not in pair_flags(p) for p in pairs)


# class 3: the emotive factive "appreciate"


def test_first_person_negated_appreciate_keeps_its_presupposition():
    pair = _one("I really appreciate that you came all this way to help us.", "negated")
    assert pair.hypothesis == "You came all this way to help us."
    assert pair.heuristic_label == "entailment"


def test_guard_first_person_negated_know_is_neutral():
    pair = _one("I know that you came all this way to help us.", "negated")
    assert pair.heuristic_label == "neutral"


# class 4: purpose infinitive after "find"


def test_find_with_a_dynamic_infinitive_is_no_complement():
    for text, subject in (
        ("We need to find them to strengthen our army.", "They "),
        ("We need to find her to rebuild the tower.", "She "),
    ):
        pairs = mined_pairs(text, "verb_complement")
        assert pairs  # the "need" pairs stay
        assert not [p for p in pairs if p.hypothesis.startswith(subject)]


def test_guard_find_with_a_stative_infinitive_stays():
    pair = _one("The scouts found the cave to be empty.", "original")
    assert pair.hypothesis == "The cave was empty."
