"""presupposition (stop 101, branch pr237): the first-person rules of the semi-factives
(Karttunen 1971, "Some observations on factivity"; Stalnaker 1974) see the subject that a
coordinated predicate shares with the first conjunct ("I walked along the river and found S":
"found" has the subject "I"; ``extract._speaker_subjects``).

Constructed sentences through the real spaCy model and the real run path. At the base (main
eb0df25f) the coordinated first-person "find" kept its presupposition under the negation and in
the conditional; the near misses (third person, a first-person true factive, a single
predicate) must not change.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_pairs_by_kind

SUBTYPE = "clause_embedding_predicates"


def _labels(text: str) -> dict[str, str]:
    return {k: label for k, (_, _, label) in presupposition_pairs_by_kind(text, SUBTYPE).items()}


def test_coordinated_first_person_find_loses_presupposition_under_embeddings():
    labels = _labels("I walked along the river and found it flowed into the lake.")
    assert labels["original"] == "entailment"
    # "If I ... found it flowed into the lake, it's okay": supposed by the speaker, the
    # discovery need not have happened (Karttunen 1971's "If I realize later that ...")
    assert labels["conditional"] == "neutral"  # entailment at the base
    # "I walked along the river and didn't find it flowed into the lake": the speaker's denial
    # of the judgement, odd as a premise, as for "I found that S" (no negated pair there)
    assert "negated" not in labels  # an entailment pair at the base


def test_coordinated_first_person_negated_find_is_not_factive():
    pairs = presupposition_pairs_by_kind(
        "I opened the drawer and didn't find that the keys were there.", SUBTYPE
    )
    assert pairs["original"][2] == "neutral"  # entailment at the base
    assert pairs["conditional"][2] == "neutral"
    # removing the negation restores the factive (``factive_restored``)
    premise, _, label = pairs["negated"]
    assert premise == "I opened the drawer and did find that the keys were there."
    assert label == "entailment"


def test_near_miss_third_person_coordinated_find_projects():
    labels = _labels("She walked along the river and found it flowed into the lake.")
    assert labels["negated"] == "entailment"
    assert labels["conditional"] == "entailment"


def test_near_miss_third_person_negated_realize_projects():
    labels = _labels("She didn't realize that the figures were wrong.")
    assert labels["original"] == "entailment"
    assert set(labels.values()) == {"entailment"}


def test_near_miss_first_person_true_factive_projects():
    """ "regret" is a true factive (Kiparsky & Kiparsky 1970; Karttunen 1971's "If I regret
    later that ..." presupposes): the first person does not suspend it."""
    labels = _labels("I read the letter and don't regret that we sold the house.")
    assert labels["original"] == "entailment"
    assert labels["conditional"] == "entailment"


def test_near_miss_first_person_past_discover_projects():
    """Past first-person "discover" keeps the presupposition (Karttunen 1971: "I didn't realize
    that S" is said by a speaker who knows S now); only the judgement verb "find" loses it in
    the past."""
    labels = _labels("We searched the attic and discovered that the roof leaked.")
    assert labels["negated"] == "entailment"
