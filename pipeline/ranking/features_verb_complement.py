"""Verb-complement features of the keep model (features version 6): what blind reviewers named
at the top of the order of the six slices, read from the pair text and the trigger's offset.
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


def verb_complement_features(
    pair: dict[str, Any], source: str, char_start: int | None, out: dict[str, float]
) -> None:
    """Add the ``vc.*`` features of one verb-complement pair to ``out``."""
    pk = pair.get("premise_kind") or ""
    hypothesis = pair.get("hypothesis") or ""
    after = source[char_start:] if isinstance(char_start, int) and char_start >= 0 else ""
    if _LATER_CLAUSE.search(after):
        out[f"vc.later_clause*premise_kind={pk}"] = 1.0
    if _STRANDED_TO.search(hypothesis) and not _STRANDED_TO.search(
        re.sub(r"\bto\s+[a-z]+\b.*", "", source, count=1, flags=re.I)
    ):
        out["vc.hyp_stranded_infinitive"] = 1.0
