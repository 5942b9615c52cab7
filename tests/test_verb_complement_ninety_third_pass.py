"""verb_complement, ninety-third pass (branch vc87, stop 57: copulas, nouns, matrix material).

Constructed sentences through the real pipeline (``complement_pairs``): the copula with a
that-clause stays flagged (dropping it cost gold detections); "It used to be that P" and a free
relative "what seemed to be X" are no candidates; an "unless" clause under a negated matrix
belongs to the matrix; a domain adverb of a deontic verb ("legally required") stays with it;
"most N that need to" is a quantified restrictor (flagged); a belief that the conditional's
consequent calls an error is -/+. Guards keep ordinary pairs.
"""

from __future__ import annotations

from tests.phenomenon_support import complement_flags, complement_hypotheses, complement_pairs


def test_copula_that_clause_is_no_candidate() -> None:
    # was a flagged candidate (dropping it costs 4 gold detections); the ninety-sixth pass
    # (vc90) drops it: a specificational copula embeds no clause under a signature
    assert complement_pairs("The problem is that the server drops every third packet.") == []


def test_verb_that_clause_stays() -> None:
    text = "She said that the server drops every third packet."
    assert "The server drops every third packet." in complement_hypotheses(text)


def test_it_used_to_be_that_is_no_candidate() -> None:
    text = "It used to be that spammers relayed mail through open servers, but ISPs block them."
    # only the flagged copula candidate of "be" is left, no "It was that ..." residue
    pairs = complement_pairs(text)
    assert not any(p.well_formed or p.hypothesis.startswith("It was that") for p in pairs)
    assert all("non-construction:copula-that-clause" in p.features["flags"] for p in pairs)


def test_it_seems_to_be_that_is_no_candidate() -> None:
    pairs = complement_pairs("It seems to be that nobody reads the mailing list.")
    assert all("non-construction:copula-that-clause" in p.features["flags"] for p in pairs)


def test_used_to_be_with_a_subject_stays() -> None:
    text = "The mailing list used to be quiet."
    assert "The mailing list was quiet." in complement_hypotheses(text)


def test_free_relative_subject_is_no_candidate() -> None:
    text = "They found a coat, a knife, and what seemed to be a map of the valley."
    assert complement_pairs(text) == []


def test_ordinary_seem_to_stays() -> None:
    text = "The map seemed to be a copy of the valley survey."
    assert "The map was a copy of the valley survey." in complement_hypotheses(text)


def test_unless_under_negated_matrix_is_no_candidate() -> None:
    text = "I didn't want to send the patch unless I was certain it worked."
    assert complement_pairs(text) == []


def test_unless_under_positive_matrix_stays() -> None:
    text = "I want to send the patch unless it breaks the build."
    assert complement_pairs(text, "original") != []


def test_domain_adverb_stays_with_the_deontic_verb() -> None:
    text = "The council is legally required to produce a report every year."
    hyps = complement_hypotheses(text)
    assert "The council produces a report every year." in hyps
    assert not any("legally" in h for h in hyps)


def test_most_restrictor_is_flagged() -> None:
    text = "Most programs that need to read the disk use threads."
    assert "non-construction:quantified-restrictor" in complement_flags(text)


def _labels(text: str, kind: str = "original") -> dict[str, str]:
    return {p.hypothesis: p.heuristic_label for p in complement_pairs(text, kind)}


def test_disparaged_belief_is_a_contradiction() -> None:
    text = "If you believe the patch fixes the leak, you're mistaken."
    assert _labels(text).get("The patch fixes the leak.") == "contradiction"


def test_open_conditional_belief_stays_flagged() -> None:
    text = "If you think the patch fixes the leak, let me know."
    assert "conditional-clause:if" in complement_flags(text)


def test_object_controlled_free_relative_stays() -> None:
    text = "He swore revenge on whoever had helped her to escape."
    assert "She had escaped." in complement_hypotheses(text)
