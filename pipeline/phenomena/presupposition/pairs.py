"""The pairs of a presupposition candidate and their labels (NOPE §3, IMPPRES Table 3)."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc

from ...records import Candidate, Pair
from ...rewrite.presupposition import rewrites
from .._base import make_pair


def pairs(c: Candidate, doc: Doc) -> Iterator[Pair]:
    """NOPE and IMPPRES pairs for one candidate.

    ⟨original, presupposition⟩ and ⟨negated, presupposition⟩ are labelled entailment (NOPE's
    design: presuppositions project out of negation), as are the IMPPRES embeddings ⟨modal |
    interrogative | conditional, presupposition⟩ (IMPPRES Table 3 target); the IMPPRES Table 3
    controls ⟨embedded trigger, plain trigger⟩ (``hypothesis_kind='original'``) are negated ->
    contradiction, modal/interrogative/conditional -> neutral.
    """
    rw = rewrites(c, doc)
    hyp, embedded, negation = rw.draft, rw.embedded, rw.negation
    if hyp is not None and hyp.text:
        base = {"draft_rule": hyp.rule, "flags": list(hyp.flags)}
        if hyp.imppres_wording:
            base["imppres_wording"] = hyp.imppres_wording
        yield make_pair(
            c,
            doc.text,
            hyp.text,
            premise_kind="original",
            hypothesis_kind="presupposition",
            label="entailment",
            rule="presupposition:projects",
            well_formed=hyp.ok,
            features=base,
        )
        for kind, rw in embedded.items():
            feats = dict(base, embedding_rule=rw.rule, flags=[*hyp.flags, *rw.flags])
            rule = f"presupposition:projects_from_{kind}"
            if kind == "negated":
                feats["negation"] = negation
                rule = f"{rule}:negation_{negation}"
            yield make_pair(
                c,
                rw.text,
                hyp.text,
                premise_kind=kind,
                hypothesis_kind="presupposition",
                label="entailment",
                rule=rule,
                well_formed=hyp.ok and rw.ok,
                features=feats,
            )
    for kind, rw in embedded.items():
        feats = {"embedding_rule": rw.rule, "flags": list(rw.flags)}
        label = "contradiction" if kind == "negated" else "neutral"
        rule = f"imppres:control_{kind}"
        if kind == "negated":
            feats["negation"] = negation
            rule = f"{rule}:negation_{negation}"
        yield make_pair(
            c,
            rw.text,
            doc.text,
            premise_kind=kind,
            hypothesis_kind="original",
            label=label,
            rule=rule,
            well_formed=rw.ok,
            features=feats,
        )
