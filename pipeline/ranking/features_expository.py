"""Stop 82 (rk36): three reasons the UFO: AI judges (s1205h/i, expository encyclopedia text)
gave for rejecting pairs that the ranking row did not see, read from the pair's texts and kinds
only (the stored rows keep no parse).

- ``hyp.pronoun_cut``: the hypothesis opens with a pronoun (``hyp.starts_pronoun``, read by
  ``features._shape``) that the source sentence does not open with: the draft split the
  sentence and left the pronoun's antecedent in the part it cut away ("It is very tough.",
  "It had been visited." for "The world ... had been visited"). A hypothesis is judged on its
  own; an anaphoric pronoun needs an accessible antecedent (Kamp & Reyle 1993 ch. 1; Heim
  1982), which the source supplied and the hypothesis lost. When the source itself opens with
  the pronoun, the judge reads both sentences alike (keep rate .80 against .67 for a cut one in
  the stored rows). Crossed with the phenomenon.
- ``prem.only_negated``: the premise carries "only" and a negation after it that the source
  does not have. "Only" asserts its prejacent's exclusion of alternatives and presupposes the
  prejacent (Horn 1969; Atlas 1993); a negation placed after "only" lands inside its scope
  ("Only in a few cases haven't they ...") and is not the sentential negation the family-of-
  sentences test needs (Chierchia & McConnell-Ginet 1990).
- ``prem.contrast_negated``: the premise adds or removes a negation (premise kind ``negated``,
  ``negation_removed``) and keeps a
  contrastive connective ("but", "although", "though", "yet", "however",
  "whereas"). "But" signals a denial of expectation between its conjuncts (Lakoff 1971;
  Blakemore 1989): flipping one conjunct's polarity leaves the contrast unmotivated, the
  judges' most frequent rejection on s1205i ("designed to have very little recoil, but this
  helps ..."). A premise that cut the contrast away with the other clause does not fire.
"""

from __future__ import annotations

import re

from ..lexicon.fluency import words

_ONLY = re.compile(r"\bonly\b", re.IGNORECASE)
_NEGATION = re.compile(r"\b(?:not|never|no longer)\b|n't\b", re.IGNORECASE)
_CONTRAST = re.compile(r"\b(?:but|although|though|yet|however|whereas)\b", re.IGNORECASE)


def pronoun_cut(hypothesis: str, source: str, starts_pronoun: bool) -> bool:
    """Does ``hypothesis`` open with a pronoun (``starts_pronoun``) the source does not open
    with?"""
    if not starts_pronoun:
        return False
    hyp, src = words(hypothesis), words(source)
    return bool(hyp) and (not src or src[0] != hyp[0])


def only_negated(premise: str, source: str) -> bool:
    """Is there a negation after "only" in ``premise`` that ``source`` does not have?"""
    m = _ONLY.search(premise)
    if not m:
        return False
    after = len(_NEGATION.findall(premise[m.end() :]))
    s = _ONLY.search(source)
    before = len(_NEGATION.findall(source[s.end() :])) if s else 0
    return after > before


def expository_features(
    phenomenon: str,
    premise_kind: str,
    hypothesis_kind: str,
    premise: str,
    hypothesis: str,
    source: str,
    out: dict[str, float],
) -> None:
    """Add the stop-82 (rk36) features of one pair to ``out`` (after ``features._shape`` has
    added ``hyp.starts_pronoun``)."""
    if hypothesis_kind != "original" and pronoun_cut(
        hypothesis, source, bool(out.get("hyp.starts_pronoun"))
    ):
        out[f"hyp.pronoun_cut*{phenomenon}"] = 1.0
    if premise != source and only_negated(premise, source):
        out["prem.only_negated"] = 1.0
    if premise_kind in ("negated", "negation_removed") and _CONTRAST.search(premise):
        out[f"prem.contrast_negated*{phenomenon}"] = 1.0
