"""Stop 62 (rk13) candidate features: reasons an expert rejects a presupposition or implicature
pair, read from the pair's text, its kinds and its source sentence only (no parse). Measured
with ``time_ordered_prior.py --candidates``; none met stop 57's rule, so none is in
``pipeline.ranking.features`` (docs/review.md, "Stop 62 (rk13)").

Each candidate names a general class, not a row:

- ``hyp.existential_there:<phenomenon>``: the hypothesis is an existential ("There are two
  relevant ends", "There's not snakes ..."). An existential asserts that a set is non-empty
  in the discourse at large; what a trigger presupposes is about the referents of the
  sentence's own noun phrase ("both ends" presupposes a contextually given pair, not that two
  ends exist). Weak determiners are the ones existentials admit (Milsark 1977; Barwise &
  Cooper 1981) and they carry no existence presupposition of their own, so an existential
  hypothesis is a template, not the sentence's presupposition or implicature.
- ``hyp.lost_subject``: the hypothesis opens with an auxiliary or a negated auxiliary and is
  not a question: a declarative whose subject the rewrite dropped ("Had not been fortifying
  this place ...", "Doesn't contain all of the nutrition."), which states nothing about
  anyone. English finite declaratives need an overt subject (Huddleston & Pullum 2002, ch. 4).
- ``hyp.short_anaphor``: a hypothesis of at most six words whose subject is a third-person
  pronoun or demonstrative, or which ends on the pro-form "one": its content is the
  antecedent, which stayed in the premise ("I have been one.", "It has been loaded before.");
  taken alone it refers to nothing (Karttunen 1969, discourse referents need an antecedent in
  the text the reader is given).
- ``embed.log_len``: the source's length when the premise is an embedding (negated,
  conditional, interrogative, modal): the family-of-sentences test (Chierchia &
  McConnell-Ginet 1990) puts the trigger's clause under the operator; a long multi-clause
  sentence under "If ..., it's okay" or a negation leaves which clause the operator scopes
  over unclear. Derivable from the stored features (``premise_kind=``, ``sent.log_len``).
- ``embed.relative_operator``: the embedding's operator landed right after a relative
  pronoun ("Alloy plating that doesn't replace ..."): the source is a verbless fragment (a
  noun phrase with a relative clause), so the operator negates or questions the modifier and
  the trigger is outside its scope.
"""

from __future__ import annotations

import re
from typing import Any

from pipeline.ranking.features import _SUBORDINATORS

_EXISTENTIAL = re.compile(r"^\s*there(?:'s|\s+(?:is|are|was|were|has|have|had|will|won't))\b", re.I)
_AUX = frozenset(
    [
        "had",
        "has",
        "have",
        "was",
        "were",
        "is",
        "are",
        "does",
        "did",
        "do",
        "doesn't",
        "don't",
        "didn't",
        "hadn't",
        "hasn't",
        "haven't",
        "wasn't",
        "weren't",
        "isn't",
        "aren't",
        "can",
        "can't",
        "cannot",
        "could",
        "couldn't",
        "will",
        "won't",
        "would",
        "wouldn't",
        "shall",
        "should",
        "shouldn't",
        "must",
        "mustn't",
        "might",
        "may",
    ]
)
_ANAPHOR_SUBJ = frozenset(
    [
        "it",
        "its",
        "they",
        "them",
        "their",
        "he",
        "she",
        "him",
        "her",
        "this",
        "that",
        "these",
        "those",
    ]
)
_WORD = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")
_REL_OPERATOR = re.compile(
    r"\b(?:that|which|who)\s+(?:doesn't|don't|didn't|won't|isn't|aren't|wasn't|weren't|"
    r"does not|do not|did not|might|may)\b",
    re.I,
)
_COORDINATORS = frozenset(["and", "but", "or", "so", "yet"])
EMBEDDINGS = ("negated", "conditional", "interrogative", "modal")

CANDIDATES = (
    "existential",
    "lost_subject",
    "short_anaphor",
    "embed_len",
    "embed_clauses",
    "relative_operator",
)


def reject_features(pair: dict[str, Any], source: str, out: dict[str, float]) -> None:
    """Add the stop-62 text features of one pair to ``out``."""
    phen = pair.get("phenomenon") or ""
    if phen not in ("presupposition", "implicature"):
        return
    pk = pair.get("premise_kind") or ""
    premise, hypothesis = pair.get("premise") or "", pair.get("hypothesis") or ""
    if pair.get("hypothesis_kind") != "original":
        if _EXISTENTIAL.match(hypothesis):
            out[f"hyp.existential_there:{phen}"] = 1.0
        ws = _WORD.findall(hypothesis)
        first = ws[0].lower() if ws else ""
        if (first in _AUX or first in ("let's", "lets")) and not hypothesis.rstrip().endswith("?"):
            out["hyp.lost_subject"] = 1.0
        if ws and len(ws) <= 6 and (ws[0].lower() in _ANAPHOR_SUBJ or ws[-1].lower() == "one"):
            out["hyp.short_anaphor"] = 1.0
    if pk in EMBEDDINGS:
        if _REL_OPERATOR.search(premise) and not _REL_OPERATOR.search(source):
            out["embed.relative_operator"] = 1.0
        out[f"embed.clauses:{phen}"] = min(clause_marks(source), 4) / 4


def clause_marks(text: str) -> int:
    """Clause boundaries a reader sees without a parse: commas, semicolons, subordinators and
    coordinators (each opens or joins a clause or a phrase the operator must scope over)."""
    ws = [w.lower() for w in _WORD.findall(text)]
    return (
        text.count(",")
        + text.count(";")
        + sum(1 for w in ws if w in _SUBORDINATORS or w in _COORDINATORS)
    )


def derived_features(features: dict[str, float]) -> dict[str, float]:
    """``embed.log_len:<phenomenon>`` from a row's stored features (``phenomenon=``,
    ``premise_kind=``, ``sent.log_len``: every stored row has them)."""
    pk = next((k.split("=", 1)[1] for k in features if k.startswith("premise_kind=")), "")
    phen = next((k.split("=", 1)[1] for k in features if k.startswith("phenomenon=")), "")
    if (
        phen in ("presupposition", "implicature")
        and pk in EMBEDDINGS
        and "sent.log_len" in features
    ):
        return {f"embed.log_len:{phen}": features["sent.log_len"]}
    return {}


NAMES = {
    "existential": ("hyp.existential_there:",),
    "lost_subject": ("hyp.lost_subject",),
    "short_anaphor": ("hyp.short_anaphor",),
    "embed_len": ("embed.log_len:",),
    "embed_clauses": ("embed.clauses:",),
    "relative_operator": ("embed.relative_operator",),
}
