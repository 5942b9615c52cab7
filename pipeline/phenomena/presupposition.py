"""Presupposition triggers: NOPE's ten trigger types plus IMPPRES's "only" and possessed definites.

Subtypes and their sources:

- NOPE (Parrish et al. 2021) App. A/B: change_of_state, aspectual_verbs,
  clause_embedding_predicates, clefts, comparatives, embedded_question, implicative_predicates,
  numeric_determiners, re_verbs, temporal_adverbs;
- IMPPRES (Jeretič et al. 2020) Table 5: only, possessed_definites (and "the NUM N that ..." in
  numeric_determiners, its "All N" paradigm).

Extraction follows NOPE's two stages (§3.2): a word list or syntactic pattern proposes a trigger,
then the conditions the NOPE experts applied filter it (negatable declarative clause, no
conditional, not embedded under another predicate). The extractors live in
``_presupposition_extract.py``; rewriting (drafts, negation, IMPPRES embeddings) in
``pipeline/rewrite/presupposition.py``; the pairs and their labels here (:func:`pairs`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from spacy.tokens import Doc

from .. import registry, resources
from ..prefilter import inflections
from ..records import Candidate, Pair, Sentence
from ..rewrite.presupposition import rewrites
from . import _presupposition_lexicon as lex
from ._base import ALWAYS, Lexical, Phenomenon, RunContext, make_pair
from ._presupposition_extract import EXTRACTORS

SUBTYPES = (
    "change_of_state",
    "aspectual_verbs",
    "clause_embedding_predicates",
    "clefts",
    "comparatives",
    "embedded_question",
    "implicative_predicates",
    "numeric_determiners",
    "re_verbs",
    "temporal_adverbs",
    "only",
    "possessed_definites",
)


def verb_forms(lemmas: Iterable[str]) -> frozenset[str]:
    """``prefilter.inflections`` plus lemminflect's rule-based forms: its dictionary lists some
    verbs with their base form only ("dare" as a modal: no "dared", "daring"), which would make
    the prefilter drop sentences the extractor matches."""
    from lemminflect import getAllInflectionsOOV

    lemmas = list(lemmas)
    forms = set(inflections(lemmas))
    for lemma in lemmas:
        head = lemma.lower().split()[0]
        for variants in getAllInflectionsOOV(head, upos="VERB").values():
            forms.update(v.lower() for v in variants)
    return frozenset(forms)


@registry.phenomena.register("presupposition")
class Presupposition(Phenomenon):
    name = "presupposition"
    version = "0.1"
    subtypes = SUBTYPES

    def prefilter(self) -> dict[str, Lexical]:
        """Necessary lexical conditions, one per extractor (see each extractor's trigger words)."""
        implicative_heads = verb_forms(p.split()[0] for p in lex.implicatives())
        return {
            "change_of_state": Lexical.any_of(verb_forms(lex.change_of_state())),
            "aspectual_verbs": Lexical.any_of(verb_forms(lex.aspectual())),
            # any verb with a finite complement clause: no closed word class to require
            "clause_embedding_predicates": ALWAYS,
            "clefts": Lexical.any_of({"it"}),
            "comparatives": Lexical.any_of({"than"}),
            "embedded_question": Lexical.all_of(
                lex.wh_words(), verb_forms(lex.question_predicates())
            ),
            "implicative_predicates": Lexical.any_of(implicative_heads),
            # "the" for IMPPRES's "the five waiters that ..." (numeric_determiners, the_num)
            "numeric_determiners": Lexical.any_of(
                {*resources.wordlist("presupposition_numeric_determiners"), "the"}
            ),
            "re_verbs": Lexical.any_of({"re*"}),
            "temporal_adverbs": Lexical.any_of(lex.temporal_markers()),
            "only": Lexical.any_of(resources.wordlist("presupposition_only")),
            "possessed_definites": Lexical.any_of({"'"}),
        }

    def extract(
        self, doc: Doc, sentence: Sentence, subtypes: frozenset[str], ctx: RunContext
    ) -> Iterator[Candidate]:
        for subtype in self.subtypes:
            if subtype not in subtypes:
                continue
            for found in EXTRACTORS[subtype](doc):
                yield self.candidate(
                    sentence,
                    ctx,
                    subtype,
                    found.trigger,
                    lemma=found.lemma,
                    confidence=found.confidence,
                    features=found.features,
                    key=str(found.features.get("clause_head_char", "")),
                )

    def rewrite(
        self, candidate: Candidate, doc: Doc, sentence: Sentence, ctx: RunContext
    ) -> Iterator[Pair]:
        yield from pairs(candidate, doc)


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
