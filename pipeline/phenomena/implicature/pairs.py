"""The pairs of a scalar-implicature candidate and their labels (IMPPRES §2.2, Table 3)."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc, Token

from ...records import Candidate, Pair, RunContext
from ...rewrite._result import Rewritten
from ...rewrite.embedding import KINDS, embed
from ...rewrite.implicature import implicature_hypothesis
from ...syntax import subject_of
from .._base import make_pair

#: Determiners/quantifiers/numerals in a subject that make "S" and "not S" compatible ("Some
#: skateboards didn't tip over" does not contradict "Some skateboards tipped over"): no negated
#: control pair is emitted for such subjects.
NON_REFERENTIAL_SUBJECT_WORDS = frozenset(
    {
        "some",
        "many",
        "most",
        "several",
        "few",
        "a",
        "an",
        "any",
        "each",
        "every",
        "all",
        "both",
        "or",
    }
)

#: IMPPRES's two readings of ⟨original, implicature⟩ (§2.2).
LABEL_LOGICAL, LABEL_PRAGMATIC = "neutral", "entailment"


def _referential_subject(doc: Doc, head: Token) -> bool:
    """Is "not S" the contradictory of S (no quantifier, numeral or disjunction in the subject)?"""
    subject = subject_of(head)
    if subject is None:
        return False
    return not any(t.lower_ in NON_REFERENTIAL_SUBJECT_WORDS or t.like_num for t in subject.subtree)


def _flags(*results: Rewritten) -> list[str]:
    return [flag for r in results for flag in r.flags]


def implicature_pairs(
    candidate: Candidate, doc: Doc, ctx: RunContext | None = None
) -> Iterator[Pair]:
    """⟨original, implicature⟩, then per IMPPRES embedding its control and cancellation pairs.

    Labels follow IMPPRES's two readings: ``heuristic_label`` is the pragmatic one (entailment),
    ``features["label_logical"]`` the logical one (neutral). Controls follow Table 3 (negated
    trigger vs trigger -> contradiction; modal/interrogative/conditional trigger vs trigger ->
    neutral) and §2.2 (implicatures do not survive entailment-cancelling operators: embedded
    trigger vs implicature hypothesis -> neutral under both readings).
    """
    f = candidate.features
    hyp = implicature_hypothesis(doc, candidate.subtype, f, ctx)
    base = {"scale": f["scale"], "alternative": f["alternative"], "hypothesis_rule": hyp.rule}
    yield make_pair(
        candidate,
        doc.text,
        hyp.text,
        premise_kind="original",
        hypothesis_kind="implicature",
        label=LABEL_PRAGMATIC,
        rule=f"imppres:implicature+to-:{candidate.subtype}",
        well_formed=hyp.ok,
        features=base
        | {
            "label_logical": LABEL_LOGICAL,
            "label_pragmatic": LABEL_PRAGMATIC,
            "flags": list(hyp.flags),
        },
    )
    head = doc[f["clause_head_i"]]
    for kind in KINDS:
        emb = embed(doc, kind, head)
        if emb.text == doc.text:
            continue  # the embedding could not be built (e.g. "might" over a modal): nothing to pair
        emb_features = base | {"embedding_rule": emb.rule}
        if kind == "negated":
            if not _referential_subject(doc, head):
                continue  # "Some X didn't V" does not contradict "Some X V"
            label = "contradiction"
        else:
            label = "neutral"
            # IMPPRES §2.2: implicatures do not project out of entailment-cancelling operators
            yield make_pair(
                candidate,
                emb.text,
                hyp.text,
                premise_kind=kind,
                hypothesis_kind="implicature",
                label="neutral",
                rule=f"imppres:implicature-cancelled:{kind}",
                well_formed=emb.ok and hyp.ok,
                features=emb_features
                | {
                    "label_logical": "neutral",
                    "label_pragmatic": "neutral",
                    "flags": _flags(emb, hyp),
                },
            )
        # IMPPRES Table 3 controls: embedded trigger vs plain trigger
        yield make_pair(
            candidate,
            emb.text,
            doc.text,
            premise_kind=kind,
            hypothesis_kind="original",
            label=label,
            rule=f"imppres:control:{kind}",
            well_formed=emb.ok,
            features=emb_features
            | {"label_logical": label, "label_pragmatic": label, "flags": list(emb.flags)},
        )
