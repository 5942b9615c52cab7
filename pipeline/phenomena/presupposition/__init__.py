"""Presupposition triggers: NOPE's ten trigger types plus IMPPRES's "only" and possessed definites.

Subtypes and their sources:

- NOPE (Parrish et al. 2021) App. A/B: change_of_state, aspectual_verbs,
  clause_embedding_predicates, clefts, comparatives, embedded_question, implicative_predicates,
  numeric_determiners, re_verbs, temporal_adverbs;
- IMPPRES (Jeretič et al. 2020) Table 5: only, possessed_definites (and "the NUM N that ..." in
  numeric_determiners, its "All N" paradigm).

Extraction follows NOPE's two stages (§3.2): a word list or syntactic pattern proposes a trigger,
then the conditions the NOPE experts applied filter it (negatable declarative clause, no
conditional, not embedded under another predicate). The package: ``extract.py`` (the
extractors), ``lexicon.py`` (word lists, WordNet tests), ``pairs.py`` (the pairs and their
labels); rewriting (drafts, negation, IMPPRES embeddings) is in the package
``pipeline/rewrite/presupposition/`` (its ``__init__`` lists the modules).
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc

from ... import fitness, registry, resources
from ...records import Candidate, Pair, Sentence
from ...rewrite.conjuncts import reparse
from ...rewrite.presupposition import is_clause
from .._base import WITH_NER, Lexical, Phenomenon, RunContext
from . import lexicon as lex
from .extract import (
    EXTRACTORS,
    colon_label_trigger,
    compound_modifier_word,
    interjection_subject,
    participle_subject,
    quoted_imperative,
    quoted_mention,
    quoted_proposition_mention,
    remnant_subject,
    report_noun_complement,
    scare_quoted_trigger,
    subjectless_modal_start,
    subordinate_fragment,
    unanchored_numeral_subject,
)
from .lexicon import verb_forms
from .pairs import pairs

#: Defect flag of a draft whose re-parse has no subject or no finite verb (pipeline/flags.py).
DRAFT_NOT_A_CLAUSE = "draft-not-a-clause"

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


#: ``options["presupposition_clause_embedding"]``: "factive" (default) emits only factive
#: clause-embedding predicates; "nope" also emits non-factive ones, as NOPE App. A does (its
#: clause-embedding category has "say", "think" ...; ``mine eval nope`` uses it to stay comparable).
CLAUSE_EMBEDDING_OPTION = "presupposition_clause_embedding"


def _is_trigger(subtype: str, features: dict, ctx: RunContext) -> bool:
    """A non-factive verb ("say", "believe", "think", "claim") is not a presupposition trigger:
    its complement is not presupposed (Kiparsky & Kiparsky 1970; Karttunen 1971), so by default
    it is no candidate. NOPE counts every clause-embedding predicate (App. A); the option keeps
    that inventory for its evaluation."""
    if subtype != "clause_embedding_predicates" or features.get("factive"):
        return True
    if features.get("factivity_suspended"):
        return True  # a listed factive whose use suspends factivity: its pairs say so (neutral)
    options = ctx.options if ctx is not None else {}
    return options.get(CLAUSE_EMBEDDING_OPTION, "factive") == "nope"


@registry.phenomena.register("presupposition")
class Presupposition(Phenomenon):
    name = "presupposition"
    version = "0.4"  # issue 11 round 2: middles, event nominals, time clauses, idioms, hearsay
    subtypes = SUBTYPES
    # Rules read entity types (a PERSON subject, a DATE-typed measure, a named work): declare
    # the recogniser they read (dx02; the parse enables every phenomenon's components anyway).
    spacy_components = WITH_NER

    def prefilter(self) -> dict[str, Lexical]:
        """Necessary lexical conditions, one per extractor (see each extractor's trigger words)."""
        implicative_heads = verb_forms(p.split()[0] for p in lex.implicatives())
        return {
            "change_of_state": Lexical.any_of(
                verb_forms({*lex.change_of_state(), *lex.change_of_state_frames()})
            ),
            "aspectual_verbs": Lexical.any_of(verb_forms(lex.aspectual())),
            "clause_embedding_predicates": Lexical.any_of(lex.clause_embedding_forms()),
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
            # the possessive marker: "'s", "'", or a bare "s" where the apostrophe was lost (COCA:
            # "this man s life", tagged POS)
            "possessed_definites": Lexical.any_of({"'", "s"}),
        }

    def extract(
        self, doc: Doc, sentence: Sentence, subtypes: frozenset[str], ctx: RunContext
    ) -> Iterator[Candidate]:
        if fitness.cut_at_decimal(doc.text):
            return  # "... their own $1.": a source cut at a decimal point, whose drafts are
            # fragments too (``fitness.cut_at_decimal``; stop 49, pr58)
        if subjectless_modal_start(doc):
            return  # "Can be reloaded at any workbench.": an item description, no subject
        if subordinate_fragment(doc):
            return  # "When it absolutely HAS to crash overnight.": a lone adverbial clause
        if interjection_subject(doc):
            return  # "Yep always cancel order ...": the interjection is no subject (pr203)
        for subtype in self.subtypes:
            if subtype not in subtypes:
                continue
            for found in EXTRACTORS[subtype](doc):
                if not _is_trigger(found.subtype, found.features, ctx):
                    continue
                if report_noun_complement(doc, found):
                    continue  # "The impression I get is that P": P is a report's content
                if remnant_subject(doc, found):
                    continue  # "What remains of the fort continues to ...": a noun phrase
                if unanchored_numeral_subject(doc, found):
                    continue  # "29 happen to be ...": a fused-head numeral with no antecedent
                if participle_subject(doc, found):
                    continue  # "Widowed, remarried; ...": a participle is no subject (pr240)
                if compound_modifier_word(doc, found):
                    continue  # "I'll left-click": the first part of a compound word
                if quoted_imperative(doc, found):
                    continue  # 'A sign reads "STAY OUT"': a mentioned directive, no assertion
                if quoted_mention(doc, found):
                    continue  # 'e.g. "it keeps crashing"': a mentioned example, no assertion
                if scare_quoted_trigger(doc, found):
                    continue  # 'He "rediscovered" Tuva': the quoted word is hedged, not used
                if colon_label_trigger(doc, found):
                    continue  # 'Add closes: lines ...': a field label, mentioned, not used
                if quoted_proposition_mention(doc, found):
                    continue  # 'Nor does "Ann's dog can fly" imply ...': a sentence talked about
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
        made = list(pairs(candidate, doc, ctx.options if ctx is not None else None))
        drafts = {p.hypothesis for p in made if p.hypothesis_kind == "presupposition"}
        if drafts:
            parsed = reparse(sorted(drafts), ctx.model if ctx is not None else "")
            fragments = {d.text for d in parsed if not is_clause(d)}
            for p in made:
                if p.hypothesis_kind == "presupposition" and p.hypothesis in fragments:
                    # a draft with no subject or no finite verb in its re-parse (round 6, #11)
                    p.well_formed = False
                    flags = list(p.features.get("flags", ()))
                    p.features["flags"] = [*flags, DRAFT_NOT_A_CLAUSE]
        yield from made
