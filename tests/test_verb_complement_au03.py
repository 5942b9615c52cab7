"""verb_complement (stop 100, branch au03): past "had to" read as a backshifted report in a
"so"-result clause and in a narrator's clause after a direct quotation; an asyndetic second
"that"-clause lifted into the hypothesis.

Constructed sentences through the real spaCy model and the real extractor/rewriters. Each
fault's sentence (not the near misses) gave the old output at the base (int100 f6d8a891).
"""

from __future__ import annotations

from tests.phenomenon_support import pairs_of


def _source(found, lemma: str) -> str | None:
    """The signature source of the one candidate whose trigger is ``lemma``."""
    (candidate,) = [c for c, _ in found if c.trigger_lemma == lemma]
    return candidate.features.get("signature_source")


# ---- class 1: past "had to" is no backshifted report -----------------------------------------


def test_had_to_in_so_result_clause_keeps_actuality_entailment(mine):
    original, negated = pairs_of(mine("She got so drunk I had to take her home."), "have")
    assert original.hypothesis == "She got so drunk I took her home."
    assert original.heuristic_label == "entailment"  # neutral (have-to:backshifted) at the base
    assert negated.heuristic_label == "neutral"


def test_had_to_after_direct_quotation_keeps_actuality_entailment(mine):
    found = mine(
        'The critic wrote: "This is the best book of the year," and even the author had '
        "to admit that it was good."
    )
    original, _ = pairs_of(found, "have")
    assert _source(found, "have") == "B99"  # have-to:backshifted at the base
    assert original.heuristic_label == "entailment"  # neutral at the base


def test_near_miss_had_to_under_attitude_adjective_stays_backshifted(mine):
    found = mine("She felt sure she had to take him home.")
    original, _ = pairs_of(found, "have")
    assert _source(found, "have") == "have-to:backshifted"
    assert original.heuristic_label == "neutral"


def test_near_miss_had_to_in_indirect_report_stays_backshifted(mine):
    found = mine("He said we had to leave.")
    original, _ = pairs_of(found, "have")
    assert _source(found, "have") == "have-to:backshifted"
    assert original.heuristic_label == "neutral"


# ---- class 2: "that A, that B and ..." with no coordinated "that" after B ------------------


def test_asyndetic_second_that_clause_is_cut_from_the_hypothesis(mine):
    original, negated = pairs_of(
        mine(
            "She knew that I lived in a big house, that I had once been a sailor and was "
            "thinking of going back to sea."
        ),
        "know",
    )
    # base: "I lived in a big house, that I had once been a sailor."
    assert original.hypothesis == negated.hypothesis == "I lived in a big house."
    assert original.heuristic_label == negated.heuristic_label == "entailment"


def test_near_miss_listed_that_clauses_keep_their_list(mine):
    found = mine(
        "She knew that he was rich, that he had a boat, and that he was thinking of going "
        "back to sea."
    )
    hypotheses = {p.hypothesis for c, pairs in found if c.trigger_lemma == "know" for p in pairs}
    assert "He had a boat, and he was thinking of going back to sea." in hypotheses


def test_near_miss_single_that_clause_with_comma_adjunct_is_whole(mine):
    original, _ = pairs_of(
        mine("She knew that I lived in a big house, which had once been a school."), "know"
    )
    assert original.hypothesis == "I lived in a big house, which had once been a school."


# ---- class 3: "that A and NP VP", the NP read as a noun conjunct inside A --------------------


def test_clause_conjunct_after_noun_conjunct_stays_in_the_complement(mine):
    found = mine(
        "It must be remembered that there are many towns with no doctor and a small clinic "
        "may be closed by a single storm."
    )
    original = next(p for c, pairs in found if c.trigger_lemma == "remember" for p in pairs)
    # base: "There are many towns with no doctor and a small clinic."
    assert original.hypothesis == (
        "There are many towns with no doctor and a small clinic may be closed by a single storm."
    )


def test_near_miss_matrix_predicate_after_coordinator_is_not_taken_in(mine):
    original, _ = pairs_of(
        mine("He said that he met the mayor and the judge and went home."), "say"
    )
    assert original.hypothesis == "He met the mayor and the judge and went home."


def test_near_miss_clause_without_noun_conjunct_is_unchanged(mine):
    original, _ = pairs_of(mine("She knew that the house was old and the roof leaked."), "know")
    assert original.hypothesis == "The house was old and the roof leaked."
