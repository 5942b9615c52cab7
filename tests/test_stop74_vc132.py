"""verb_complement, stop 74 round two (branch vc132): whole complements, tense and labels
(s1204j classes 1, 4, 5).

Constructed sentences through the real pipeline (``mined_pairs``, real spaCy parse), each class
next to a good neighbour that must stay:

1. truncated or over-extended complements: a bare infinitive conjunct or a lone participle
   conjunct that the parser hung on the matrix verb stays in the controller-subject
   hypothesis; the corrective "not X, but instead Y" stays whole; a final "whereas" clause
   goes; an appositive "e.g. that" clause loses its complementizer;
2. tense: a perfect infinitive of origin under a present "seem/appear" is a simple past
   ("originated", "was coined"), while other perfects keep the present perfect;
3. label: past root "had to" in a clause led by "so" (no content clause) keeps its actuality
   entailment; a real backshifted report stays neutral.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _by_kind(text: str) -> dict[str, list[tuple[str, str, bool]]]:
    out: dict[str, list[tuple[str, str, bool]]] = {}
    for p in mined_pairs(text, "verb_complement"):
        out.setdefault(p.premise_kind, []).append((p.hypothesis, p.heuristic_label, p.well_formed))
    return out


def _hypotheses(text: str) -> set[str]:
    return {h for pairs in _by_kind(text).values() for h, _, _ in pairs}


# 1. whole complements


def test_bare_infinitive_conjunct_on_matrix_stays():
    hyps = _hypotheses(
        "The new layout allows the router to connect with tunnels to the regional networks "
        "over the outer link, and connect with tunnels to the local hosts over the inner link."
    )
    assert (
        "The router connects with tunnels to the regional networks over the outer link, and "
        "connects with tunnels to the local hosts over the inner link." in hyps
    )


def test_single_infinitive_is_unchanged():
    hyps = _hypotheses("The new layout allows the router to connect with the regional networks.")
    assert "The router connects with the regional networks." in hyps


def test_participle_conjunct_of_passive_infinitive_stays():
    hyps = _hypotheses("The mail client allows the user to select files to be viewed and/or saved.")
    assert "The user selects files to be viewed and/or saved." in hyps


def test_corrective_but_instead_stays_in_the_complement():
    hyps = _hypotheses(
        "Most readers assume that the author is not a single person, but instead is a group of "
        "editors."
    )
    assert "The author is not a single person, but instead is a group of editors." in hyps


def test_matrix_but_predicate_is_still_cut():
    hyps = _hypotheses("At first they said the bridge was not safe, but later admitted it was.")
    assert "The bridge was not safe." in hyps


def test_final_whereas_clause_goes():
    pairs = _by_kind(
        "Named sockets allow unrelated processes to talk to each other whereas the plain kind "
        "can only be used by a parent and its child."
    )
    assert pairs["original"][0][:2] == ("Unrelated processes talk to each other.", "neutral")


def test_whereas_clause_under_raising_stays():
    # the matrix subject, one side of the contrast, stays in the hypothesis
    hyps = _hypotheses(
        "The word menu tends to be used for a list of actions, whereas a list box might "
        "present any kind of choice."
    )
    assert (
        "The word menu is used for a list of actions, whereas a list box might present any "
        "kind of choice." in hyps
    )


def test_temporal_while_clause_stays():
    hyps = _hypotheses("The scheduler allows each task to run while the kernel updates the tables.")
    assert "Each task runs while the kernel updates the tables." in hyps


def test_appositive_that_loses_its_complementizer():
    hyps = _hypotheses("The report suggests that the system is unsafe, i.e. that it can fail.")
    assert "The system is unsafe, i.e. it can fail." in hyps


# 2. perfect infinitive of origin


def test_origin_under_seem_is_simple_past():
    pairs = _by_kind("The word seems to have originated at a small firm in Texas.")
    assert pairs["original"][0][:2] == ("The word originated at a small firm in Texas.", "neutral")


def test_passive_creation_under_appear_is_simple_past():
    hyps = _hypotheses("The name appears to have been coined by a student.")
    assert "The name was coined by a student." in hyps


def test_other_perfect_under_present_seem_stays_present_perfect():
    hyps = _hypotheses("The server seems to have shut down.")
    assert "The server has shut down." in hyps


def test_active_inventor_keeps_present_perfect():
    hyps = _hypotheses("He seems to have invented a new compiler.")
    assert "He has invented a new compiler." in hyps


# 3. "had to" after a result connective


def test_had_to_after_so_is_entailment():
    pairs = _by_kind(
        "Early tools only knew about the compiled code so sometimes debugging had to be done "
        "by hand."
    )
    hyp, label, _ = pairs["original"][0]
    assert hyp.endswith("so sometimes debugging was done by hand.")
    assert label == "entailment"


def test_backshifted_had_to_stays_neutral():
    pairs = _by_kind("He said that we had to leave the city.")
    assert ("He said that we left the city.", "neutral") in [p[:2] for p in pairs["original"]]
