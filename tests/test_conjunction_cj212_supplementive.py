"""cj212 (stop 97, issue 12): what a removed last member leaves behind.

1. A subjectless "-ing" supplementive clause set off by a comma right after the last member,
   which the parse hangs on that member's head as an asyndetic conjunct, goes with the member
   (Quirk et al. 1985 §15.58-15.60): it must not be left on the first member.
2. A clause list "A, B, and C" the parse cut to two members (A the complement of B) keeps its
   coordinator before the new last member when C goes, "A, and B" (Quirk et al. 1985 §13.21,
   §13.61): no comma splice "A, B"; and B's removal is refused, since its span lacks its subject.

Constructed sentences of the classes seen in the s9701/s9702 reviews, run through the real
pipeline (the real spaCy parse); near misses the rules must leave alone."""

from tests.phenomenon_support import mined_pairs


def _removals(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


def test_participle_clause_goes_with_the_removed_but_member() -> None:
    removals = _removals(
        "It also arises in relation to the peripheral nerves, but in these it can seldom be"
        " recognised as a separate entity, being merged in the general infective process from"
        " which it takes origin."
    )
    assert "It also arises in relation to the peripheral nerves." in removals
    assert not any(
        h.startswith("It also arises in relation to the peripheral nerves, being") for h in removals
    )


def test_participle_clause_goes_with_the_removed_and_member() -> None:
    removals = _removals(
        "De Beausset bowed low, with that courtly bow which only the old servants of the king"
        " knew how to make, and approached him, presenting an envelope."
    )
    assert not any(h.endswith("knew how to make, presenting an envelope.") for h in removals)
    assert (
        "De Beausset bowed low, with that courtly bow which only the old servants of the king"
        " knew how to make." in removals
    )


def test_participle_on_the_first_member_stays_near_miss() -> None:
    removals = _removals("She opened the gate and walked into the yard, humming a tune.")
    assert "She opened the gate." in removals
    assert "She walked into the yard, humming a tune." in removals


def test_clause_list_cut_to_two_keeps_its_coordinator() -> None:
    removals = _removals(
        "The rain was falling on the hills, the wind blew hard, and on both banks of the river"
        " were farms and orchards."
    )
    assert "The rain was falling on the hills, and the wind blew hard." in removals
    assert "The rain was falling on the hills, the wind blew hard." not in removals
    # the middle clause's span lacks its subject: no "the wind on both banks ... were farms"
    assert not any("the wind on both banks" in h for h in removals)


def test_comment_clause_before_the_coordinator_stays_near_miss() -> None:
    removals = _removals("The soup was cold, I thought, and the bread was stale.")
    assert "The soup was cold, I thought." in removals
    assert not any(" and I thought" in h for h in removals)


def test_reporting_frame_gets_no_coordinator_near_miss() -> None:
    removals = _removals('"We will hold the bridge," the captain said, and rode off at once.')
    assert not any("and the captain said" in h for h in removals)


def test_participles_inside_an_absolute_clause_get_no_coordinator_near_miss() -> None:
    removals = _removals("About 400 sailors died, roughly half of them drowned or frozen.")
    assert not any(" or roughly half" in h or " and roughly half" in h for h in removals)


def test_predicate_coordination_after_a_leading_clause_is_no_clause_list():
    # near miss (A/B ab97b): the last member shares the second clause's subject, so the
    # coordination joins two predicates of "he", not three clauses: no "and" is inserted and
    # removing the first predicate still leaves "he" with the second
    text = "She admired and trusted the captain, he respected her alone, and was to return soon and marry her."
    hyps = {p.hypothesis for p in mined_pairs(text, "conjunction") if p.premise_kind == "original"}
    assert "She admired and trusted the captain, and he respected her alone." not in hyps, hyps
    assert "She admired and trusted the captain, he was to return soon and marry her." in hyps, hyps
