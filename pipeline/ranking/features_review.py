"""Features version 8: error classes of the final-1125 blind review (issues #11/#12/#20) that
earlier versions did not describe, read from the pair's text, its sentence and its kinds only.

Each family is general, not tied to one slice's wording:

- source noise: first person (a yes/no question, conditional or negation of the speaker's own
  state reads as a hedge or is odd: "If I remember she was ...", "Was I sorry?"; NOPE, Parrish
  et al. 2021, App. C "weird embedding"), lower-case words no corpus knows (OCR or scraping
  damage, "tbe two brotbers": Zipf < 1 in ``wordfreq``, names excluded), a sentence that ends on
  a function word (a truncated line);
- how much of the source the rewrite kept: the hypothesis's length against the sentence (a cut
  inside a coordination gives a stub: "Were most born?"), a parenthetical carried into the
  hypothesis (clutter that does not bear on the inference: reviewers ask to drop it; Potts 2005
  on appositives/parentheticals being not at issue), brackets unbalanced on either side;
- (kinds crossed with the subtype were tried for implicature and presupposition and lowered
  the mean leave-one-slice-out AUC, 0.748 -> 0.744: implicature has them already, per subtype
  family, and presupposition has control/diagnostic per subtype; prior/README.md);
- the hypothesis template (``draft_rule``, e.g. ``temporal:gerund``, ``possessed:existence``):
  reviewers name templates that state a presupposition in the wrong sense or tense ("X has
  screams" for a possessed event noun; NOPE App. B writes each trigger's presupposition by its
  own paraphrase), and a template's defects repeat on every pair it writes; version 8 (leave-
  one-slice-out on final-1125, presupposition 0.700 -> 0.709; pooled unchanged);
- fluency: the continuous rarity of the rarest word the rewrite introduced, counted only below
  Zipf 3 (once per million words; ``wordfreq``'s scale), where a word is a coinage or a
  non-word rather than an uncommon but fine word (see ``features._fluency``).
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

#: First-person pronouns (the speaker as argument): see the module docstring.
_FIRST_PERSON = re.compile(r"\b(?:I|me|my|mine|myself|we|us|our|ours|ourselves)\b")
_LOWER_WORD = re.compile(r"(?<![\w'-])[a-z]{3,}(?![\w'-])")
_PAREN = re.compile(r"\(([^()]*)\)")
_BRACKETS = (("(", ")"), ("[", "]"), ("{", "}"))
#: Below this Zipf a lower-case word of the source is taken for damage (wordfreq has never or
#: almost never seen it: "brotbers" 0, "vised" 0).
_OOV_ZIPF = 1.0
#: Function words a complete English sentence does not end with (before its final stop): a line
#: cut by the splitter or the scraper ("... are Protestants but.").
_CUT_END = frozenset(
    ["a", "an", "the", "and", "or", "but", "nor", "of", "to", "with", "by", "from", "than"]
)


#: A template id longer than this is text, not a category.
_MAX_TEMPLATE_LEN = 32


def pair_features_json(pair: dict[str, Any]) -> dict[str, Any]:
    """The pair's ``features`` column, stored as JSON text or already parsed."""
    value = pair.get("features")
    if isinstance(value, dict):
        return value
    try:
        out = json.loads(value or "{}")
    except (TypeError, ValueError):
        return {}
    return out if isinstance(out, dict) else {}


def _unbalanced(text: str) -> bool:
    return any(text.count(o) != text.count(c) for o, c in _BRACKETS)


def review_features(pair: dict[str, Any], source: str, out: dict[str, float], zipf: Any) -> None:
    """Add the version-8 features of one pair to ``out`` (``zipf``: ``features.zipf``)."""
    phen = pair.get("phenomenon") or ""
    pk = pair.get("premise_kind") or ""
    premise, hypothesis = pair.get("premise") or "", pair.get("hypothesis") or ""
    if _FIRST_PERSON.search(source):
        out["sent.first_person"] = 1.0
        if pk not in ("", "original"):
            out[f"sent.first_person*premise_kind={pk}"] = 1.0
    names = {w.lower() for w in re.findall(r"\b[A-Z][a-z]+", source)}
    lower = [w for w in _LOWER_WORD.findall(source) if w not in names]
    if lower:
        oov = sum(1 for w in lower if zipf(w) < _OOV_ZIPF)
        if oov:
            out["sent.oov_words"] = min(oov, 3) / 3
    ws = re.findall(r"[A-Za-z]+", source)
    if ws and ws[-1].lower() in _CUT_END:
        out["sent.cut_end"] = 1.0
    n_src = max(len(source.split()), 1)
    nh = len(hypothesis.split())
    if phen in ("implicature", "presupposition", "verb_complement"):
        ratio = min(nh / n_src, 1.5)
        out[f"hyp.source_len_ratio:{phen}"] = ratio / 1.5
        if ratio < 0.5:
            out[f"hyp.short_of_source:{phen}"] = 1.0
    paren_words = sum(len(m.split()) for m in _PAREN.findall(hypothesis))
    if paren_words:
        out["hyp.paren_words"] = min(paren_words, 10) / 10
        if paren_words >= 4:
            out[f"hyp.long_parenthetical:{phen}"] = 1.0
    if _unbalanced(premise) or _unbalanced(hypothesis):
        out["hyp.either_side.unbalanced_parens"] = 1.0
    draft = pair_features_json(pair).get("draft_rule")
    if isinstance(draft, str) and 0 < len(draft) <= _MAX_TEMPLATE_LEN:
        out[f"draft_template={draft}"] = 1.0


def very_rare_new_word(lowest: float) -> float:
    """Rarity of the rarest introduced word below Zipf 3, on 0..1 (0 at Zipf >= 3, 1 at 0)."""
    return max(0.0, 3.0 - lowest) / 3.0 if not math.isnan(lowest) else 0.0
