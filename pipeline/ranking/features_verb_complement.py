"""Verb-complement features of the keep model (features version 7): what blind reviewers named
at the top of the order of the seven slices, read from the pair text and the trigger's offset.

Version 7 kept only the candidates that raised leave-one-slice-out AUC (each one dropped in turn
lowered pooled verb-complement AUC, ``prior/README.md``); tried and dropped there: a hypothesis
ending in an auxiliary (VP ellipsis), the trigger inside a relative clause, a wh-word after the
trigger, a nominative pronoun after a preposition in the hypothesis.
"""

from __future__ import annotations

import re
from typing import Any

#: A clause after the trigger's that is joined by a contrastive or consequential connective
#: ("did not begin to study law in Munich but soon changed to Oriental languages"; "failed to
#: muster the votes, so the issue is off the table"). The relation holds between the positive
#: proposition and that clause (Kehler 2002 on coherence relations): negating, questioning or
#: dropping the matrix verb while the clause stays makes the discourse incoherent (reviewer
#: notes on after, mid-1124, after-1124).
_LATER_CLAUSE = re.compile(
    r"(?:,\s*|\s)(?:but|so|yet|although|though|whereas|and\s+still|and\s+so|and\s+then)\b", re.I
)
#: "to V and to V" rewritten on its first infinitive only leaves "and to V" behind ("So they
#: wrote, and to reveal themselves"): coordinated infinitives share the matrix verb (Quirk et
#: al. 1985, 13.49 on coordinated non-finite clauses); an ungrammatical hypothesis.
_STRANDED_TO = re.compile(r"(?:,\s*|\s)(?:and|or)\s+to\s+[a-z]+", re.I)

#: A hypothesis of at most three words ("I would.", "It is.", "I said.", "That's all."): the
#: complement of an elliptical or wh-complement matrix ("know what to say", "say they are"), or
#: a clause that is not the trigger's complement; it stands alone as no proposition a reader can
#: judge (blind notes on mid, train2, after-1125: 6/26 kept on seven slices).
_SHORT_HYPOTHESIS_WORDS = 3
#: A passive matrix ("was forced to resign", "are believed to number", "will be allowed to
#: speak"): its subject is the complement's understood subject only through the passive, and
#: the matrix agent is implicit (Huddleston & Pullum 2002, 14.4 on raising/control passives);
#: per premise kind, since negating "be allowed/forced" reads as contradiction to some judges.
_PASSIVE_BEFORE = re.compile(
    r"\b(?:is|are|was|were|be|been|being|get|gets|got|'s|'re)\s+(?:\w+ly\s+|not\s+){0,2}$", re.I
)
#: A word written twice in a row ("would would"): a typo of the source that every rewrite
#: copies into premise and hypothesis; "had had" and "that that" are grammatical and left out.
_DOUBLED = re.compile(r"\b(?!had\b|that\b)(\w+)\s+\1\b", re.I)
#: A contrast after a to-complement trigger (mostly implicatives: fail, try, manage, refuse;
#: Karttunen 1971): "tried to talk to the police, but all of them refused" implies the
#: complement did not happen, so the neutral label is wrong, and under the negated premise the
#: contrast loses what it contrasted with (Kehler 2002); "however" included, unlike
#: ``_LATER_CLAUSE`` (4/14 kept on seven slices).
_CONTRAST = re.compile(r"(?:,\s*|;\s*|\s)(?:but|however|yet|although|though)\b", re.I)


def verb_complement_features(
    pair: dict[str, Any], source: str, char_start: int | None, out: dict[str, float]
) -> None:
    """Add the ``vc.*`` features of one verb-complement pair to ``out``."""
    pk = pair.get("premise_kind") or ""
    hypothesis = pair.get("hypothesis") or ""
    has_offset = isinstance(char_start, int) and char_start >= 0
    after = source[char_start:] if has_offset else ""
    before = source[:char_start] if has_offset else ""
    if _LATER_CLAUSE.search(after):
        out[f"vc.later_clause*premise_kind={pk}"] = 1.0
    if _STRANDED_TO.search(hypothesis) and not _STRANDED_TO.search(
        re.sub(r"\bto\s+[a-z]+\b.*", "", source, count=1, flags=re.I)
    ):
        out["vc.hyp_stranded_infinitive"] = 1.0
    if 0 < len(re.findall(r"[\w']+", hypothesis)) <= _SHORT_HYPOTHESIS_WORDS:
        out["vc.hyp_short"] = 1.0
    passive = bool(before) and bool(_PASSIVE_BEFORE.search(before))
    if passive:
        out[f"vc.passive_matrix*premise_kind={pk}"] = 1.0
    # The by-phrase of the passive matrix names the matrix verb's agent; written out with the
    # complement alone it reads as the complement's agent ("resigned Oct. 17 by the Chairman").
    if passive and re.search(r"\bby\b", after) and re.search(r"\bby\b", hypothesis):
        out["vc.passive_by_phrase"] = 1.0
    if _DOUBLED.search(source):
        out["vc.source_doubled_word"] = 1.0
    if pair.get("subtype") == "to" and _CONTRAST.search(after):
        out[f"vc.contrast_after_implicative*premise_kind={pk}"] = 1.0
