"""Features version 8 (``pipeline.ranking.features_review``): one test per review error class,
constructed sentences; each feature is absent on a clean counterpart (so the test fails on
version 7, which had none of them)."""

from __future__ import annotations

import json

from pipeline.ranking.features import FEATURE_VERSION, pair_features


def _feats(
    source: str,
    premise: str,
    hypothesis: str,
    phenomenon: str = "implicature",
    premise_kind: str = "original",
    hypothesis_kind: str = "implicature",
) -> dict[str, float]:
    pair = {
        "phenomenon": phenomenon,
        "subtype": "quantifiers",
        "premise": premise,
        "hypothesis": hypothesis,
        "premise_kind": premise_kind,
        "hypothesis_kind": hypothesis_kind,
        "heuristic_label": "entailment",
        "label_rule": "imppres",
        "well_formed": True,
        "features": json.dumps({"flags": []}),
    }
    cand = {"trigger_lemma": "most", "confidence": 0.9, "features": "{}", "char_start": 0}
    return pair_features(pair, cand, {"text": source})


def test_feature_version_is_bumped():
    assert FEATURE_VERSION == "9"  # stop 99, rk58: the two parsed features


def test_first_person_under_an_embedding():
    """A question/conditional over the speaker's own state reads as a hedge or is odd."""
    src = "I remember she was in high spirits."
    f = _feats(
        src,
        f"If {src[:-1]}, it's okay.",
        "She was in high spirits.",
        "presupposition",
        "conditional",
        "original",
    )
    assert f["sent.first_person"] == 1.0
    assert f["sent.first_person*premise_kind=conditional"] == 1.0
    g = _feats(
        "Anna remembers she was in high spirits.",
        "If Anna remembers she was in high spirits, it's okay.",
        "She was in high spirits.",
        "presupposition",
        "conditional",
        "original",
    )
    assert not [k for k in g if "first_person" in k]


def test_ocr_non_words_in_the_source():
    damaged = "Most of tbe brotbers stayed in the vilage."
    clean = "Most of the brothers stayed in the village."
    f = _feats(damaged, damaged, "Not all of tbe brotbers stayed in the vilage.")
    g = _feats(clean, clean, "Not all of the brothers stayed in the village.")
    assert f["sent.oov_words"] > 0.0 and "sent.oov_words" not in g


def test_source_cut_on_a_function_word():
    f = _feats(
        "Most people there are Protestants but.",
        "Most people there are Protestants but.",
        "Not all people there are Protestants but.",
    )
    g = _feats(
        "Most people there are Protestants.",
        "Most people there are Protestants.",
        "Not all people there are Protestants.",
    )
    assert f["sent.cut_end"] == 1.0 and "sent.cut_end" not in g


def test_hypothesis_much_shorter_than_the_sentence():
    """A cut inside a coordination leaves a stub hypothesis ("Not all were born.")."""
    src = "Most were born and raised in the northern provinces before the war began there."
    f = _feats(src, src, "Not all were born.")
    g = _feats(
        src,
        src,
        "Not all were born and raised in the northern provinces before the war began there.",
    )
    assert f["hyp.short_of_source:implicature"] == 1.0
    assert "hyp.short_of_source:implicature" not in g
    assert f["hyp.source_len_ratio:implicature"] < g["hyp.source_len_ratio:implicature"]


def test_parenthetical_carried_into_the_hypothesis():
    src = "Most of the participants (all of them recruited in the spring) reported a change."
    f = _feats(
        src,
        src,
        "Not all of the participants (all of them recruited in the spring) reported a change.",
    )
    g = _feats(src, src, "Not all of the participants reported a change.")
    assert f["hyp.long_parenthetical:implicature"] == 1.0 and f["hyp.paren_words"] > 0.5
    assert "hyp.paren_words" not in g


def test_unbalanced_brackets_on_either_side():
    src = "Most of the participants (442 in all reported a change."
    f = _feats(
        src,
        "Did most of the participants (442 in all report a change?",
        "Not all of the participants reported a change.",
        premise_kind="interrogative",
    )
    assert f["hyp.either_side.unbalanced_parens"] == 1.0
    assert "hyp.unbalanced_parens" not in f  # the hypothesis alone is balanced
    clean = "Most of the participants (442 in all) reported a change."
    g = _feats(clean, clean, "Not all of the participants reported a change.")
    assert "hyp.either_side.unbalanced_parens" not in g


def test_hypothesis_template_id_is_a_feature():
    """The draft template that wrote a presupposition hypothesis is one category per template."""
    src = "Her screams echo outside."
    pair = {
        "phenomenon": "presupposition",
        "subtype": "possessed_definites",
        "premise": src,
        "hypothesis": "She has screams.",
        "premise_kind": "original",
        "hypothesis_kind": "presupposition",
        "heuristic_label": "entailment",
        "well_formed": True,
        "features": json.dumps({"flags": [], "draft_rule": "possessed:existence"}),
    }
    f = pair_features(pair, None, {"text": src})
    assert f["draft_template=possessed:existence"] == 1.0
    g = pair_features(pair | {"features": json.dumps({"flags": []})}, None, {"text": src})
    assert not [k for k in g if k.startswith("draft_template=")]
