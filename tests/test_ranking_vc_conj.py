"""Verb-complement, conjunction and source-noise features of the keep model (features version
6): constructed sentences through the real spaCy model where the pipeline builds the pair, and
constructed pairs where the rewriter would not build the defect on purpose."""

from __future__ import annotations

import json

from pipeline.ranking.features import pair_features
from pipeline.ranking.model import is_defect
from tests.phenomenon_support import featured_pairs


def test_a_contrastive_clause_after_the_complement_is_seen_per_premise_kind():
    """ "did not begin to study law but soon changed": the "but" clause was about the positive
    proposition (Kehler 2002), so every premise kind of that sentence is marked; the same
    sentence without it is not."""
    got = featured_pairs(
        [
            "In 1903 he began to study law in Munich but soon changed to languages.",
            "In 1903 he began to study law in Munich.",
        ],
        "verb_complement",
    )
    with_but = [(p, f) for p, f in got if "but soon" in p["premise"]]
    assert with_but
    for p, f in with_but:
        assert f.get(f"vc.later_clause*premise_kind={p['premise_kind']}") == 1.0
    plain = [f for p, f in got if "but soon" not in p["premise"]]
    assert plain and not any(k.startswith("vc.later_clause") for f in plain for k in f)


def _pair(phenomenon: str, premise: str, hypothesis: str, **extra: str) -> dict:
    return {
        "phenomenon": phenomenon,
        "subtype": extra.get("subtype", "to"),
        "premise": premise,
        "hypothesis": hypothesis,
        "premise_kind": "original",
        "hypothesis_kind": extra.get("hk", "complement"),
        "heuristic_label": "entailment",
        "label_rule": "signature",
        "well_formed": True,
        "features": json.dumps({"flags": []}),
    }


def test_a_stranded_second_infinitive_is_a_defect():
    src = "So they continued to write, and to reveal themselves to each other."
    cand = {"trigger_lemma": "continue", "features": "{}", "char_start": src.index("continued")}
    bad = _pair("verb_complement", src, "So they wrote, and to reveal themselves to each other.")
    good = _pair("verb_complement", src, "So they wrote, and revealed themselves to each other.")
    assert pair_features(bad, cand, {"text": src}).get("vc.hyp_stranded_infinitive") == 1.0
    assert "vc.hyp_stranded_infinitive" not in pair_features(good, cand, {"text": src})
    assert is_defect("vc.hyp_stranded_infinitive")


def test_an_appositive_title_is_seen_in_a_conjunction_source():
    src = "He is a cousin of Charles, Prince of Wales and nephew of Prince Philip."
    pair = _pair("conjunction", src, "He is a cousin of Charles and Prince of Wales.", hk="x")
    cand = {"trigger_lemma": "and", "features": "{}", "char_start": src.index("and")}
    assert pair_features(pair, cand, {"text": src}).get("conj.appositive_title") == 1.0
    plain = "He is a cousin of Charles and a nephew of Philip."
    pair2 = _pair("conjunction", plain, "He is a cousin of Charles.", hk="x")
    cand2 = {"trigger_lemma": "and", "features": "{}", "char_start": plain.index("and")}
    assert "conj.appositive_title" not in pair_features(pair2, cand2, {"text": plain})


def test_a_cut_quote_and_a_double_period_are_source_noise():
    for src, key in [
        ('The film Ridicule" won three awards.', "sent.odd_double_quotes"),
        ("Soldiers are beginning to get it ..", "sent.double_period"),
    ]:
        f = pair_features(_pair("verb_complement", src, "x"), None, {"text": src})
        assert f.get(key) == 1.0, key
    clean = 'The film "Ridicule" won three awards...'
    f = pair_features(_pair("verb_complement", clean, "x"), None, {"text": clean})
    assert "sent.odd_double_quotes" not in f and "sent.double_period" not in f
