"""verb_complement (stop 103, branch vc227): the generic present of a standing aim, and labels
the writer commits to against the verb's signature.

Constructed sentences through the real spaCy model, extractor and rewriters; each class has
near misses that must not change: a person's or a timed aim keeps "will"; reports, statutes
and adages keep "state"'s o/o; a modal or conditional "imply" stays neutral; "meaning that"
after an unhedged claim stays an entailment; a specificational copula builds no pair.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import verb_complement_pairs_of_kind


def _original(text: str) -> list:
    return verb_complement_pairs_of_kind(text, "original")


def _hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in _original(text)}


def _label(text: str, trigger_lemma_hypothesis: str) -> str:
    labels = {
        p.heuristic_label for p in _original(text) if p.hypothesis == trigger_lemma_hypothesis
    }
    assert len(labels) == 1, (labels, _hypotheses(text))
    return labels.pop()


# 1. a standing aim of a thing, an institution or a kind: the characterizing present


@pytest.mark.parametrize(
    ("text", "present", "future"),
    [
        (
            "The survey aims to chart every lake in the province.",
            "The survey charts every lake in the province.",
            "The survey will chart every lake in the province.",
        ),
        (
            "The foundation aims to support young composers.",
            "The foundation supports young composers.",
            "The foundation will support young composers.",
        ),
        (
            "The museum aims to be a meeting place for local artists.",
            "The museum is a meeting place for local artists.",
            "The museum will be a meeting place for local artists.",
        ),
        (
            "Librarians aim to protect free access to information.",
            "Librarians protect free access to information.",
            "Librarians will protect free access to information.",
        ),
    ],
)
def test_standing_aim_takes_the_present(text, present, future):
    hyps = _hypotheses(text)
    assert present in hyps, hyps
    assert future not in hyps
    flags = [f for p in _original(text) for f in p.features.get("flags", [])]
    assert not any(f.startswith("future-complement") for f in flags), flags


@pytest.mark.parametrize(
    ("text", "future"),
    [
        # a person's intention about a later act
        (
            "She aims to chart every lake in the province.",
            "She will chart every lake in the province.",
        ),
        # one event placed in time
        (
            "The survey aims to chart every lake by 2030.",
            "The survey will chart every lake by 2030.",
        ),
        # an achievement: one culmination
        (
            "The bank aims to become the largest lender in the region.",
            "The bank will become the largest lender in the region.",
        ),
        # a single counted object: one bounded event
        ("The charity aims to build a clinic.", "The charity will build a clinic."),
        # another intention verb keeps its will-future
        ("The council plans to repair the bridge.", "The council will repair the bridge."),
    ],
)
def test_intentions_and_bounded_events_keep_will(text, future):
    assert future in _hypotheses(text)


def test_past_aim_keeps_the_past():
    hyps = _hypotheses("The survey aimed to chart every lake in the province.")
    assert "The survey charted every lake in the province." in hyps, hyps


# 2a. a named scientific law or principle states an established result


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        (
            "The first law of thermodynamics states that energy is conserved in a closed system.",
            "Energy is conserved in a closed system.",
        ),
        (
            "Hooke's law states that the force is proportional to the extension.",
            "The force is proportional to the extension.",
        ),
        (
            "The Pauli exclusion principle states that two fermions cannot occupy one state.",
            "Two fermions cannot occupy one state.",
        ),
    ],
)
def test_established_law_entails(text, hypothesis):
    assert _label(text, hypothesis) == "entailment"


@pytest.mark.parametrize(
    ("text", "hypothesis"),
    [
        ("The audit states that the accounts are incomplete.", "The accounts are incomplete."),
        ("Critics state that the sequel is too long.", "The sequel is too long."),
        ("The law states that every driver carries a licence.", "Every driver carries a licence."),
        ("The tax law states that dividends are taxed twice.", "Dividends are taxed twice."),
        (
            "Megan's Law states that offenders register every year.",
            "Offenders register every year.",
        ),
        (
            "Murphy's law states that anything that can go wrong will go wrong.",
            "Anything that can go wrong will go wrong.",
        ),
    ],
)
def test_reports_statutes_and_adages_stay_neutral(text, hypothesis):
    assert _label(text, hypothesis) == "neutral"


def test_theorem_still_entails():
    text = "This theorem states that the mean tends to a normal distribution."
    assert _label(text, "The mean tends to a normal distribution.") == "entailment"


# 2b. "imply" from an asserted premise, like "mean"


@pytest.mark.parametrize(
    "text",
    [
        "This implies that the function is continuous.",
        "The function is differentiable, which implies that the function is continuous.",
        "This means that the function is continuous.",
    ],
)
def test_asserted_implication_entails(text):
    assert _label(text, "The function is continuous.") == "entailment"


@pytest.mark.parametrize(
    "text",
    [
        "If true, this implies that the function is continuous.",
        "This would imply that the function is continuous.",
        "The report implies that the function is continuous.",
    ],
)
def test_unasserted_implication_stays_neutral(text):
    assert _label(text, "The function is continuous.") == "neutral"


# 2c. "meaning that" after a hedged claim


@pytest.mark.parametrize(
    "text",
    [
        "It is likely that the dam failed, meaning that the valley was flooded.",
        "The dam probably failed, meaning that the valley was flooded.",
        "The dam may have failed, meaning that the valley was flooded.",
    ],
)
def test_meaning_after_hedged_claim_is_neutral(text):
    assert _label(text, "The valley was flooded.") == "neutral"


def test_meaning_after_asserted_claim_entails():
    text = "The dam failed, meaning that the valley was flooded."
    assert _label(text, "The valley was flooded.") == "entailment"


# 3. a specificational copula embeds no clause (refused since the ninety-sixth pass, vc90)


@pytest.mark.parametrize(
    "text",
    [
        "The difference is that the new boiler burns less gas.",
        "The main problem with the old boiler was that it burned too much gas.",
        "Its chief advantage is that it burns less gas.",
    ],
)
def test_specificational_copula_builds_no_pair(text):
    assert not _original(text)


def test_near_miss_verb_with_noun_subject_still_builds_a_pair():
    assert "The new boiler burns less gas." in _hypotheses(
        "The engineer noticed that the new boiler burns less gas."
    )
