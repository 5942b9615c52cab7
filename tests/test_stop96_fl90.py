"""Stop 96, fl90 (issue 12): ``lost_antecedent`` keeps its promise. A conjunct_removed hypothesis
whose pronoun or fused head had its antecedent in a removed *clause-level* member is read after
its premise, which still holds that member (NLI pairs are about one situation: Bowman et al.
2015, Williams et al. 2018, Saha et al. 2020): the warning ``pronoun_antecedent_removed``, not the
defect. A fused head ("two more"), the removed sibling of the pronoun's own noun-phrase coordination, "the latter" with
one option left and a pronoun outside the coordination's members stay defects. Constructed
sentences through the real parse; near misses included."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, mined_pairs, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    return conjunction_runner(parsed, ctx)


def _flags(pairs, hypothesis: str) -> list[str]:
    rem = removed(pairs)
    assert hypothesis in rem, sorted(rem)
    return rem[hypothesis].features["flags"]


# -- warnings: the premise holds the antecedent ---------------------------------------------


def test_removed_verb_phrase_leaves_an_embedded_subject_pronoun_a_warning(run):
    _, pairs = run("We bought a small lamp at the fair and were surprised at how bright it was.")
    flags = _flags(pairs, "We were surprised at how bright it was.")
    assert "pronoun_antecedent_removed" in flags and "lost_antecedent" not in flags


def test_the_warned_pair_is_well_formed_in_the_warehouse():
    """Through the real run path: a warning leaves the pair well-formed."""
    pairs = [
        p
        for p in mined_pairs(
            "We bought a small lamp at the fair and were surprised at how bright it was.",
            "conjunction",
        )
        if p.hypothesis == "We were surprised at how bright it was."
    ]
    assert pairs and all(p.well_formed for p in pairs)


def test_removed_verbless_member_beside_a_clause_leaves_a_warning(run):
    _, pairs = run("Far too sweet for my taste, but it is cheap and easy to find.")
    flags = _flags(pairs, "It is cheap and easy to find.")
    assert "pronoun_antecedent_removed" in flags and "lost_antecedent" not in flags


def test_fused_head_subject_after_a_removed_clause_keeps_the_defect(run):
    """Near miss: a fused head ("two more", "some", "none") is nominal ellipsis, whose noun the
    hypothesis itself must supply (Hankamer & Sag 1976 on surface anaphora); the older judged
    record rejected 3 of the 5 such hypotheses ("Some have less desirable effects."), so the
    defect stays (not part of fl90's warning)."""
    text = "The first shop opened downtown last spring, and two more are planned near the harbor."
    _, pairs = run(text)
    assert "lost_antecedent" in _flags(pairs, "Two more are planned near the harbor.")
    assert "Two more are planned near the harbor." not in added(pairs)


# -- near misses: the defect stays --------------------------------------------------------


def test_pronoun_outside_the_coordination_keeps_the_defect(run):
    """ "strengthen and [expand such laws], not trash them": the pronoun is in no member of the
    coordination; the remainder was built around the removed verb phrase."""
    _, pairs = run("We need to strengthen and expand such laws, not trash them.")
    assert "lost_antecedent" in _flags(pairs, "We need to strengthen, not trash them.")


def test_noun_phrase_sibling_never_leaves_a_free_possessive(run):
    """ "Marta and her students": the possessive is bound inside its own coordination (Reinhart
    1983); the removal is repaired to the genitive (cj209) or flagged, never written bare."""
    _, pairs = run("Helen and her students lived on the island.")
    rem = removed(pairs)
    bare = rem.get("Her students lived on the island.")
    assert bare is None or "lost_antecedent" in bare.features["flags"]
    assert "Helen's students lived on the island." in rem  # cj209's genitive, untouched


def test_the_latter_with_one_option_left_keeps_the_defect(run):
    _, pairs = run("Offered a new bike or an old car, Tom chose the latter.")
    rem = removed(pairs)
    left = [h for h in rem if "the latter" in h]
    assert left, sorted(rem)
    assert all("lost_antecedent" in rem[h].features["flags"] for h in left)


def test_object_pronoun_of_a_kept_verb_phrase_keeps_the_defect(run):
    """ "fixed the old radio and gave it to us" minus the first verb phrase: an object pronoun
    of the kept verb phrase is the thirty-first pass's class (cj22): no warned pair."""
    _, pairs = run("My uncle fixed the old radio and gave it to us.")
    rem = removed(pairs)
    hyp = rem.get("My uncle gave it to us.")
    assert hyp is None or "lost_antecedent" in hyp.features["flags"]
