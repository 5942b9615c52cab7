"""Implicature features of the keep model (features version 6, ``features_implicature``):
constructed sentences through the real spaCy model, and constructed pairs where the rewriter
would not build the defect on purpose."""

from __future__ import annotations

import json

from pipeline.ranking.features import FEATURE_VERSION, pair_features
from pipeline.ranking.model import is_defect
from tests.phenomenon_support import featured_pairs


def _run_pairs(texts: list[str]) -> list[tuple[dict, dict]]:
    return featured_pairs(texts, "implicature")


def _by_source(got: list[tuple[dict, dict]], word: str) -> list[tuple[dict, dict]]:
    return [(p, f) for p, f in got if word in p["premise"]]


def test_feature_version_is_at_least_7():
    # version 7: verb-complement features; 8: review error classes (test_ranking_review.py)
    assert int(FEATURE_VERSION) >= 7


def test_a_contrastive_clause_outside_the_trigger_is_seen_per_embedding():
    """An "although" clause after the scalar's clause: an embedding frame that swallows it
    (Potts 2005) gets ``*embedded``, the original premise ``*original``. The rewriter now cuts
    the clause out of embedded premises and the hypothesis, and what the pair no longer shows
    does not count; the same sentence without the clause gets neither."""
    src = "Most of the rooms are booked, although the hotel opened last week."
    got = _run_pairs([src, "Most of the rooms are booked."])
    with_clause = _by_source(got, "although")
    assert [p["premise_kind"] for p, _ in with_clause] == ["original"]
    assert with_clause[0][1].get("impl.contrast_clause*original") == 1.0
    cut = [f for p, f in got if p["premise_kind"] != "original" and "hotel" not in p["premise"]]
    assert cut and not any("impl.contrast_clause" in f for f in cut)
    cand = {"trigger_lemma": "most", "features": "{}", "char_start": 0}
    swallowed = _pair(f"Are {src[0].lower()}{src[1:-1]}?", "Not all of the rooms are booked.")
    swallowed["premise_kind"] = "interrogative"
    f = pair_features(swallowed, cand, {"text": src})
    assert f.get("impl.contrast_clause*embedded") == 1.0


def test_a_scale_mate_coordinated_with_the_trigger_is_seen():
    """ "most or all" suspends the not-all implicature (Horn 1972): every pair of it is marked,
    plain "most" is not."""
    got = _run_pairs(["Most or all of the rooms are booked.", "Most of the rooms are booked."])
    # the extractor no longer offers "most or all" (implicature contexts: suspended scalar)
    assert not _by_source(got, "or all")
    plain = [f for p, f in got if "or all" not in p["premise"]]
    assert plain and not any("impl.scale_mate_coordination" in f for f in plain)
    src = "Most or all of the rooms are booked."
    cand = {"trigger_lemma": "most", "features": json.dumps({"stronger": ["all"]}), "char_start": 0}
    f = pair_features(_pair(src, "Not all of the rooms are booked."), cand, {"text": src})
    assert f.get("impl.scale_mate_coordination") == 1.0


def test_focus_particles_are_seen():
    """A pair that shows "also"/"even" is marked; the rewriter drops the particle from cut
    premises and hypotheses, and a pair that no longer shows it is not."""
    got = _run_pairs(["The team also won three games.", "The team won three games."])
    also = _by_source(got, "also")
    assert also and all(any(k.startswith("impl.focus_also_even*") for k in f) for _, f in also)
    assert not any(
        any(k.startswith("impl.focus_also_even") for k in f)
        for p, f in got
        if "also" not in p["premise"] and "also" not in p["hypothesis"]
    )


def _pair(premise: str, hypothesis: str, subtype: str = "quantifiers") -> dict:
    return {
        "phenomenon": "implicature",
        "subtype": subtype,
        "premise": premise,
        "hypothesis": hypothesis,
        "premise_kind": "original",
        "hypothesis_kind": "implicature",
        "heuristic_label": "entailment",
        "label_rule": "imppres:implicature",
        "well_formed": True,
        "features": json.dumps({"flags": []}),
    }


def test_negation_after_all_in_the_hypothesis_is_a_defect():
    """ "in all cases doesn't" reads as "in no case" (surface scope); "not in all cases" is the
    not-all implicature and does not fire."""
    src = "The course in most cases lasts three years."
    cand = {"trigger_lemma": "most", "features": "{}", "char_start": src.index("most")}
    bad = _pair(src, "The course in all cases doesn't last three years.")
    good = _pair(src, "The course doesn't last three years in all cases.")
    fine = _pair(src, "Not in all cases does the course last three years.")
    assert pair_features(bad, cand, {"text": src}).get("impl.hyp_all_then_negation") == 1.0
    assert "impl.hyp_all_then_negation" not in pair_features(good, cand, {"text": src})
    assert "impl.hyp_all_then_negation" not in pair_features(fine, cand, {"text": src})
    assert is_defect("impl.hyp_all_then_negation")


def test_a_naming_or_is_seen_and_a_plain_or_is_not():
    """ "also known as A or B" names one thing twice (metalinguistic "or", Horn 1985)."""
    src = "The lake, also known as Long Water or Still Water, is shallow."
    cand = {"trigger_lemma": "or", "features": "{}", "char_start": src.index("or Still")}
    named = pair_features(_pair(src, "x", "connectives"), cand, {"text": src})
    assert named.get("impl.naming_or") == 1.0
    plain_src = "Guests swim in the lake or walk around it."
    cand2 = {"trigger_lemma": "or", "features": "{}", "char_start": plain_src.index("or walk")}
    plain = pair_features(_pair(plain_src, "x", "connectives"), cand2, {"text": plain_src})
    assert "impl.naming_or" not in plain


def test_a_shouted_sentence_has_a_high_caps_ratio():
    src = "RECIPIENTS WILL GAIN TWO MAJOR BENEFITS from the plan."
    f = pair_features(_pair(src, "x"), None, {"text": src})
    calm = pair_features(
        _pair("Recipients gain two benefits.", "x"), None, {"text": "Recipients gain two benefits."}
    )
    assert f["sent.caps_ratio"] > 0.5 and calm["sent.caps_ratio"] == 0.0


def test_replay_share_ranks_each_slice_by_its_own_scores():
    """``loso.top_share_by_slice``: per held-out slice and phenomenon, the kept count of the
    best-scored share against all (the replay of a review ordered by the prior)."""
    from pipeline.ranking.loso import top_share_by_slice

    rows = [
        {"origin": f"blind-review:{s}:e", "phenomenon": "implicature", "label": y}
        for s, y in [("a", 1), ("a", 0), ("a", 0), ("a", 1), ("a", 0), ("b", 0), ("b", 1)]
    ]
    scores = {0: 0.9, 1: 0.8, 2: 0.1, 3: 0.2, 4: 0.3, 5: 0.6, 6: 0.4}
    got = top_share_by_slice(rows, scores, 0.4)
    assert got["a"]["implicature"] == (1, 2, 2, 5)
    assert got["b"]["implicature"] == (0, 1, 1, 2)
