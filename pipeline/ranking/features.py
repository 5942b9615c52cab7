"""What the ranking model knows about a pair: one flat ``{name: value}`` dict per pair.

A pure function of rows the warehouse already stores (``pairs``, its ``candidates`` row and its
``sentences`` row, as dicts with the ``features`` columns still JSON or already parsed) plus the
corpus frequency of the words a rewrite introduced (``wordfreq``). Nothing here is a weight: the
model (``pipeline.ranking.model``) learns how much each feature matters from review decisions.

Feature families (``FEATURE_VERSION`` changes when a name or a transform changes, since models
trained on older features would read them wrongly):

- identity of the rewrite: phenomenon, subtype, trigger lemma, premise/hypothesis kinds, the
  heuristic label, the label rule and every ``*_rule`` the rewriters recorded;
- well-formedness: ``well_formed`` and each check that fired (``features.flags``);
- the extractor's own features: true booleans and short categorical values of ``candidates.
  features`` (signature, category, role, negated clause, ...), and the candidate's confidence;
- the sentence: length, quotes, brackets and wiki/HTML markup, fragments (no final punctuation,
  lower-case start), how deep in the sentence the trigger sits (its relative position and the
  commas and subordinators before it: the stored rows keep no parse, so these stand in for the
  trigger's clause depth);
- fluency of the rewrite: words of the premise/hypothesis absent from the source sentence, and
  the lowest ``zipf_frequency`` among them, so "unpresidential" (Zipf 1.3) or "vised" (0) weigh
  against a pair while "unpopular" (3.7) hardly does.
"""

from __future__ import annotations

import json
import math
import re
from functools import lru_cache
from typing import Any

FEATURE_VERSION = "1"
#: Words a rewrite may introduce without being a sign of disfluency (negation, auxiliaries,
#: determiners and the like the rewriters add by construction): their frequency says nothing.
_FUNCTION_ZIPF = 5.0
_WORD = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")
_QUOTES = re.compile(r"[\"“”‘’«»]|``|''")
_MARKUP = re.compile(r"[\[\]{}|=<>*#_~^]|&\w+;|https?://")
_SUBORDINATORS = frozenset(
    [
        "that",
        "which",
        "who",
        "whom",
        "whose",
        "when",
        "where",
        "while",
        "because",
        "although",
        "though",
        "if",
        "unless",
        "whether",
        "since",
        "after",
        "before",
        "until",
        "as",
    ]
)
#: Categorical values longer than this are text (a noun phrase, a conjunct), not a category.
_MAX_CATEGORY_LEN = 24
#: Keys of ``candidates.features``/``pairs.features`` whose string values are categories (a
#: syntactic role, a signature, a rewrite kind). Other string values are words of the sentence
#: (nouns, possessors, conjuncts): as features they would only memorise the training text.
_CATEGORY_KEYS = frozenset(
    [
        "category",
        "preconjunction",
        "role",
        "level",
        "structure",
        "complement_form",
        "determiner",
        "embedded_clause_head_tag",
        "position",
        "preposition",
        "wh_word",
        "complementizer",
        "relative_word",
        "control",
        "signature",
        "signature_source",
        "verb_tag",
        "parse_source",
        "replacement_kind",
        "negation",
        "label_logical",
        "label_pragmatic",
    ]
)


def _json(value: Any) -> dict[str, Any]:
    if isinstance(value, dict):
        return value
    if not value:
        return {}
    try:
        out = json.loads(value)
    except (TypeError, ValueError):
        return {}
    return out if isinstance(out, dict) else {}


@lru_cache(maxsize=65536)
def zipf(word: str) -> float:
    """Zipf frequency of ``word`` in English (0 for a word wordfreq has never seen)."""
    from wordfreq import zipf_frequency

    return float(zipf_frequency(word, "en"))


def words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text or "")]


def introduced_words(text: str, source: str) -> list[str]:
    """Words of ``text`` that the source sentence does not contain (case-insensitive)."""
    have = set(words(source))
    return [w for w in words(text) if w not in have]


def _categorical(prefix: str, obj: dict[str, Any], out: dict[str, float]) -> None:
    for key, value in obj.items():
        if isinstance(value, bool):
            if value:
                out[f"{prefix}.{key}"] = 1.0
        elif (
            key in _CATEGORY_KEYS and isinstance(value, str) and 0 < len(value) <= _MAX_CATEGORY_LEN
        ):
            out[f"{prefix}.{key}={value}"] = 1.0


def _fluency(name: str, text: str, source: str, out: dict[str, float]) -> None:
    new = [w for w in introduced_words(text, source) if len(w) > 1]
    freqs = [zipf(w) for w in new]
    content = [f for f in freqs if f < _FUNCTION_ZIPF]
    out[f"{name}.new_words"] = min(len(new), 5) / 5
    if content:
        lowest = min(content)
        out[f"{name}.new_word_rarity"] = (_FUNCTION_ZIPF - lowest) / _FUNCTION_ZIPF
        out[f"{name}.new_word_rare"] = 1.0 if lowest < 3.0 else 0.0
        out[f"{name}.new_word_unknown"] = 1.0 if lowest == 0.0 else 0.0


def _sentence(text: str, char_start: int | None, out: dict[str, float]) -> None:
    toks = text.split()
    n = len(toks)
    out["sent.log_len"] = math.log1p(n) / 4
    for lo, hi in ((0, 8), (8, 15), (15, 30), (30, 50), (50, 10**9)):
        if lo <= n < hi:
            out[f"sent.len={lo}-{hi if hi < 10**9 else ''}"] = 1.0
    if _QUOTES.search(text):
        out["sent.quotes"] = 1.0
    if _MARKUP.search(text):
        out["sent.markup"] = 1.0
    if "(" in text or ")" in text:
        out["sent.parens"] = 1.0
    stripped = text.strip()
    if stripped and stripped[-1] not in ".!?\"')”’":
        out["sent.no_final_punct"] = 1.0
    if stripped and stripped[0].islower():
        out["sent.lower_start"] = 1.0
    if stripped.endswith("?"):
        out["sent.question"] = 1.0
    if char_start is not None and len(text) > 0:
        before = text[: max(char_start, 0)]
        out["trigger.position"] = min(max(char_start / len(text), 0.0), 1.0)
        out["trigger.commas_before"] = min(before.count(","), 4) / 4
        subs = sum(1 for w in words(before) if w in _SUBORDINATORS)
        out["trigger.subordinators_before"] = min(subs, 3) / 3


def pair_features(
    pair: dict[str, Any], candidate: dict[str, Any] | None, sentence: dict[str, Any] | None
) -> dict[str, float]:
    """The feature dict of one pair (``candidate``/``sentence`` None when not stored)."""
    out: dict[str, float] = {"bias.all": 1.0}
    phen = pair.get("phenomenon") or ""
    sub = f"{phen}/{pair.get('subtype') or ''}"
    out[f"phenomenon={phen}"] = 1.0
    out[f"subtype={sub}"] = 1.0
    pk, hk = pair.get("premise_kind") or "", pair.get("hypothesis_kind") or ""
    out[f"premise_kind={pk}"] = 1.0
    out[f"hypothesis_kind={hk}"] = 1.0
    out[f"kinds={phen}:{pk}>{hk}"] = 1.0
    out[f"label={phen}:{pair.get('heuristic_label') or ''}"] = 1.0
    rule = pair.get("label_rule") or ""
    out[f"rule={rule}"] = 1.0
    head = rule.split(":")[0]
    if head != rule:
        out[f"rule_head={head}"] = 1.0
    pf = _json(pair.get("features"))
    for key, value in pf.items():
        if key.endswith("_rule") and isinstance(value, str):
            out[f"{key}={value}"] = 1.0
            out[f"{key}_head={value.split(':')[0]}"] = 1.0
    _categorical("pair", pf, out)
    flags = pf.get("flags") or []
    if isinstance(flags, list):
        for flag in flags:
            out[f"flag={flag}"] = 1.0
        out["flags.n"] = min(len(flags), 3) / 3
    if not pair.get("well_formed", True):
        out["not_well_formed"] = 1.0
    premise, hypothesis = pair.get("premise") or "", pair.get("hypothesis") or ""
    if premise.strip() == hypothesis.strip():
        out["same_text"] = 1.0
    np_, nh = len(premise.split()), len(hypothesis.split())
    out["hyp_premise_len_ratio"] = min(nh / np_, 2.0) / 2 if np_ else 0.0
    out["hyp.log_len"] = math.log1p(nh) / 4
    char_start = None
    if candidate:
        lemma = (candidate.get("trigger_lemma") or "").lower()
        out[f"lemma={phen}:{lemma}"] = 1.0
        conf = candidate.get("confidence")
        if isinstance(conf, int | float):
            out["confidence"] = float(conf)
        _categorical("cand", _json(candidate.get("features")), out)
        char_start = candidate.get("char_start")
    source = (sentence or {}).get("text") or premise
    _sentence(source, char_start, out)
    _fluency("hyp", hypothesis, source, out)
    if premise != source:
        _fluency("prem", premise, source, out)
    return out
