"""Version 9 (stop 99, rk58): two features read from the pipeline's own spaCy parse of the pair's
hypothesis and source sentence (never from ids). Measured as benchmark variants by rk56
(``impl_not_all_comma``) and rk57 (``presup_pronoun_named_before``) in
``benchmarks/rk50_prior_auc.py``; both raised the out-of-sample AUC of the next blind slice and
the grouped CV, so they are features now (prior README, "Stop 99: rk58").

- ``impl.not_all_comma_subject``: an implicature hypothesis "Not all/every N ..." whose
  quantified subject is followed by a comma before any verb. The comma sets off a supplement
  (a non-restrictive appositive, participle or prepositional phrase) of the subject, or stands
  alone between subject and verb. A supplement is outside the quantifier's scope and predicates
  of a referent, which a quantified anchor such as "not all ladies" does not give (Huddleston &
  Pullum 2002, ch. 15 §5 on supplements and their anchors; Quirk et al. 1985, 17.22 on
  non-restrictive postmodification); a comma between a subject and its verb is no standard
  punctuation (Quirk et al. 1985, App. III).
- ``presup.hyp_pronoun_named_before``: a presupposition hypothesis that opens with a
  third-person personal pronoun while the source sentence names someone before the trigger (a
  PERSON entity, or a proper-noun subject the model does not tag as a person). The hypothesis
  stands alone before a judge, and a definite pronoun needs an antecedent in its discourse
  (Huddleston & Pullum 2002, ch. 17 §2 on anaphora); the name that gave it one stayed in the
  source. A sentence with no name before the trigger ("But he continued ...") hands over no
  antecedent to lose.

Each parses only the pairs its surface test lets through (a "Not all ... ," hypothesis; a
hypothesis opening with one of the pronouns), cached per text, with the model the pipeline mines
with (``parse.resolve_model``), so the stored rows and the pairs ranked later read the same parse.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

#: "Not all" / "Not every" and the noun phrase it quantifies, up to the first comma
_NOT_ALL_TO_COMMA = re.compile(r"\b[Nn]ot (?:all|every)\b[^,;:.!?\"]*,")
#: third-person personal pronouns that open a hypothesis and need an antecedent
_OPENING_PRONOUNS = re.compile(r"(?:He|She|His|Her|Him|They|Their|Them)\b")


@lru_cache(maxsize=4096)
def _doc(text: str) -> Any:
    """The pipeline's own spaCy parse of ``text`` (cached)."""
    from ..parse import load, resolve_model

    return load(resolve_model())(text)


def not_all_comma_subject(hypothesis: str) -> bool:
    """A "Not all/every N ..., ..." hypothesis with no verb between the quantifier and the comma."""
    m = _NOT_ALL_TO_COMMA.search(hypothesis)
    return bool(m) and not any(t.pos_ in ("VERB", "AUX") for t in _doc(m.group(0)))


def pronoun_named_before(hypothesis: str, source: str, char_start: int | None) -> bool:
    """A hypothesis opening with a third-person pronoun whose source names someone before the
    trigger's offset (anywhere when the offset is unknown)."""
    if not _OPENING_PRONOUNS.match(hypothesis):
        return False
    doc = _doc(source)
    if any(
        e.label_ == "PERSON" and (char_start is None or e.start_char < char_start) for e in doc.ents
    ):
        return True
    # a proper-noun subject the model does not tag as a person ("Davout realized ..."): a name
    # too, of a person or of a thing the pronoun stands for
    return any(
        t.tag_ == "NNP"
        and t.dep_ in ("nsubj", "nsubjpass")
        and (char_start is None or t.idx < char_start)
        for t in doc
    )


def parsed_features(
    phen: str, hypothesis: str, source: str, char_start: int | None, out: dict[str, float]
) -> None:
    """Add the version-9 features of one pair to ``out``."""
    if phen == "implicature" and not_all_comma_subject(hypothesis):
        out["impl.not_all_comma_subject"] = 1.0
    elif phen == "presupposition" and pronoun_named_before(hypothesis, source, char_start):
        out["presup.hyp_pronoun_named_before"] = 1.0
