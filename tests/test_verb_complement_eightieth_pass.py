"""verb_complement, eightieth pass (branch vc74, stop 54: hypotheses).

Constructed sentences through the real pipeline (``mined_pairs``): the quasi-serial "go/come
V" under an inflected first verb, the copula of an onset under a progressive aspectual, a
relative or comparative clause whose gap is the complement's object, and a list of three
"that"-clauses whose middle item the parser reads as an adverbial clause. Each next to a
guard.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, pair_flags


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _original(text: str) -> dict[str, object]:
    return {p.hypothesis: p for p in _pairs(text) if p.premise_kind == "original"}


# -- the quasi-serial "go/come V" ----------------------------------------------------------------


def test_inflected_go_see_becomes_go_and_see():
    hyps = _original("Maria wanted to go see the new exhibit on Sunday.")
    assert "Maria went and saw the new exhibit on Sunday." in hyps, sorted(hyps)
    assert not any("went see" in h for h in hyps)


def test_object_control_go_get_takes_the_controller_tense():
    hyps = _original("She asked me to go get the car.")
    assert "I went and got the car." in hyps, sorted(hyps)


def test_go_to_see_is_left_alone():
    hyps = _original("Maria wanted to go to see the new exhibit.")
    assert "Maria went to see the new exhibit." in hyps, sorted(hyps)


# -- the copula of an onset under a progressive aspectual -----------------------------------------


def test_beginning_to_be_takes_the_simple_copula():
    hyps = _original("The soup was beginning to be cold.")
    assert "The soup was cold." in hyps, sorted(hyps)
    assert not any("being cold" in h for h in hyps)


def test_mid_adverb_stays_after_the_copula():
    hyps = _original("It was already beginning to be dark outside.")
    assert "It was already dark outside." in hyps, sorted(hyps)


def test_passive_be_keeps_the_progressive():
    hyps = _original("The old road was beginning to be used by trucks.")
    assert "The old road was being used by trucks." in hyps, sorted(hyps)


# -- a gap of a relative or comparative clause in the complement ----------------------------------


def test_comparative_gap_in_the_complement_is_refused():
    # base: "Only they can build." well formed
    text = "Our crew can build just as good a bridge as the engineers claim only they can build."
    pairs = [p for p in _pairs(text) if p.hypothesis == "Only they can build."]
    assert pairs, [p.hypothesis for p in _pairs(text)]
    for p in pairs:
        assert not p.well_formed
        assert "wh-gap-in-complement:relative" in pair_flags(p)


def test_relative_gap_in_the_complement_is_flagged():
    text = "Voters may reject the tax - a plan that the governor has announced she will veto."
    for p in _pairs(text):
        if p.hypothesis == "She will veto.":
            assert not p.well_formed
            assert "wh-gap-in-complement:relative" in pair_flags(p)


def test_temporal_as_clause_is_no_comparative_gap():
    hyps = _original("As he said he was leaving, the phone rang.")
    pair = hyps.get("He was leaving.")
    assert pair is not None, sorted(hyps)
    assert not any(f.startswith("wh-gap-in-complement") for f in pair_flags(pair))


def test_subject_relative_leaves_the_complement_whole():
    text = "Anyone who thinks that the test was easy should take it again."
    for p in _pairs(text):
        assert not any(f.startswith("wh-gap-in-complement") for f in pair_flags(p)), p.hypothesis


# -- a list of three "that"-clauses -----------------------------------------------------------------


def test_middle_that_of_a_list_goes_with_the_others():
    text = (
        "The critics maintained that the novel had shaped the era, that it was a mirror of its"
        " readers, and that therefore the prize was deserved."
    )
    hyps = _original(text)
    want = (
        "The novel had shaped the era, it was a mirror of its readers, and therefore the prize"
        " was deserved."
    )
    assert want in hyps, sorted(hyps)
    assert not any(", that it was" in h for h in hyps)


def test_listed_that_clauses_parsed_as_conjuncts_unchanged():
    text = (
        "The lawyers argued that the contract was void, that the fee was far too high,"
        " and that the client owed nothing."
    )
    hyps = _original(text)
    want = "The contract was void, the fee was far too high, and the client owed nothing."
    assert want in hyps, sorted(hyps)


def test_two_coordinated_that_clauses_unchanged():
    hyps = _original("She knew that he was lying and that his sister was telling the truth.")
    assert "He was lying and his sister was telling the truth." in hyps, sorted(hyps)
