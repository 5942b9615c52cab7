"""One phenomenon's real extractor and rewriters over a sentence parsed by the real model: the
runners the per-error-class test files share (``parsed`` and ``ctx`` are conftest fixtures)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

from pipeline.phenomena._base import RunContext
from pipeline.phenomena.conjunction import Conjunction
from pipeline.phenomena.implicature import SUBTYPES as IMPLICATURE_SUBTYPES
from pipeline.phenomena.implicature import Implicature
from pipeline.phenomena.verb_complement import VerbComplement

CONJUNCTION = Conjunction()
VERB_COMPLEMENT = VerbComplement()
VERB_COMPLEMENT_SUBTYPES = frozenset({"to", "that"})


def conjunction_runner(parsed, ctx) -> Callable:
    """``run(text, shard=())`` -> (candidates, pairs) of the whole sentence; ``shard`` adds
    sentences to the shard (the pool of person names replacements draw from)."""
    subtypes = frozenset(CONJUNCTION.subtypes)

    def run(text: str, shard: Sequence[str] = ()):
        doc, sent = parsed(text)
        others = [parsed(t) for t in shard]
        docs, sents = [doc, *(d for d, _ in others)], [sent, *(s for _, s in others)]
        state = CONJUNCTION.prepare_shard(docs, sents, ctx)
        rctx = RunContext(model=ctx.model, parser=ctx.parser, shard=state)
        cands = list(CONJUNCTION.extract(doc, sent, subtypes, rctx))
        pairs = [p for c in cands for p in CONJUNCTION.rewrite(c, doc, sent, rctx)]
        return cands, pairs

    return run


def removed(pairs) -> dict[str, object]:
    return {p.hypothesis: p for p in pairs if p.hypothesis_kind == "conjunct_removed"}


def added(pairs) -> dict[str, object]:
    return {p.premise: p for p in pairs if p.hypothesis_kind == "conjunct_added"}


def kept_presupposition_drafts(text: str, subtype: str) -> set[str]:
    """The kept presupposition drafts of ``subtype`` for ``text``, through the real run path."""
    from pipeline.process import run_texts

    _, result = run_texts([text], ["presupposition"])
    return {
        p.hypothesis
        for p in result.pairs
        if p.subtype == subtype and p.hypothesis_kind == "presupposition" and kept(p)
    }


def original_presupposition_drafts(text: str, subtype: str) -> set[str]:
    """The presupposition drafts of ``subtype`` whose premise is ``text`` as written (every
    pair, flagged or not), through the real pipeline."""
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype
        and p.premise_kind == "original"
        and p.hypothesis_kind == "presupposition"
    }


def original_draft_pairs(text: str, subtype: str) -> dict[str, bool]:
    """Hypothesis -> well formed, of the <original, presupposition> pairs of ``subtype`` for
    ``text`` through the real run path (flagged drafts included, unlike
    ``kept_presupposition_drafts``)."""
    return {
        p.hypothesis: p.well_formed
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype
        and p.premise_kind == "original"
        and p.hypothesis_kind == "presupposition"
    }


def settled_presupposition_run(text: str) -> tuple[set[tuple[str, str]], list]:
    """(subtype, lower-cased trigger) of the presupposition candidates of ``text`` and its settled
    pairs, through the real run path with the source-fitness pass on (as ``mine run``)."""
    from pipeline.flags import settle
    from pipeline.process import run_texts

    _, result = run_texts([text], ["presupposition"], assess_sources=True)
    return {(c.subtype, c.trigger.lower()) for c in result.candidates}, [
        settle(p) for p in result.pairs
    ]


def well_formed_draft_labels(text: str, subtype: str) -> dict[str, str]:
    """Hypothesis -> label of the drafts ``well_formed_original_drafts`` returns (same pairs,
    through ``settled_presupposition_run``)."""
    return {
        p.hypothesis: p.heuristic_label
        for p in settled_presupposition_run(text)[1]
        if p.subtype == subtype
        and p.premise_kind == "original"
        and p.hypothesis_kind == "presupposition"
        and p.well_formed
    }


def presupposition_triggers(text: str, subtype: str) -> set[str]:
    """The triggers of the presupposition candidates of ``subtype`` for ``text``."""
    from pipeline.process import run_texts

    _, result = run_texts([text], ["presupposition"])
    return {c.trigger for c in result.candidates if c.subtype == subtype}


def removals_by_premise(texts: Sequence[str]) -> dict[str, set[str]]:
    """For each of ``texts``, the hypotheses of its conjunct_removed pairs (flagged ones too),
    from one real run over all of them."""
    from pipeline.process import run_texts

    out: dict[str, set[str]] = {t: set() for t in texts}
    for p in run_texts(list(texts), ["conjunction"])[1].pairs:
        if p.hypothesis_kind == "conjunct_removed" and p.premise in out:
            out[p.premise].add(p.hypothesis)
    return out


def mined_pairs(text: str, phenomenon: str, *, assess_sources: bool = False) -> list:
    """Every pair of ``phenomenon`` for ``text`` through the real run path (``run_texts``): what
    a user's warehouse would get, flags and well-formedness settled."""
    from pipeline.process import run_texts

    _, result = run_texts([text], [phenomenon], assess_sources=assess_sources)
    # A rule that raises is contained by the run (the sentence is quarantined, the run goes on),
    # which in a test would look like a pair the rule refused: fail loudly instead.
    assert not result.quarantined, [(q.stage, q.error) for q in result.quarantined]
    return list(result.pairs)


def verb_complement_label(text: str, hypothesis: str, kind: str = "original") -> str:
    """The one heuristic label of the verb_complement pairs of ``text`` with premise kind
    ``kind`` and this ``hypothesis`` (fails unless exactly one label is there)."""
    pairs = [p for p in mined_pairs(text, "verb_complement") if p.premise_kind == kind]
    labels = {p.heuristic_label for p in pairs if p.hypothesis == hypothesis}
    assert len(labels) == 1, (labels, [(p.hypothesis, p.heuristic_label) for p in pairs])
    return labels.pop()


def presupposition_pairs_by_kind(text: str, subtype: str) -> dict[str, tuple[str, str, str]]:
    """(premise, hypothesis, label) of each premise kind's presupposition pair of ``subtype``,
    mined from ``text`` through the real run path."""
    return {
        p.premise_kind: (p.premise, p.hypothesis, p.heuristic_label)
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


def presupposition_pair_hypotheses(text: str, subtype: str) -> set[str]:
    """The hypotheses of ``presupposition_pairs_by_kind``."""
    return {h for _, h, _ in presupposition_pairs_by_kind(text, subtype).values()}


def conjunction_pairs_of_kind(text: str, kind: str) -> dict[str, tuple[str, str, str]]:
    """Hypothesis -> (premise, label, rule) of the conjunction pairs of one hypothesis kind that
    ``mined_pairs`` gives for ``text``."""
    return {
        p.hypothesis: (p.premise, p.heuristic_label, p.label_rule)
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == kind
    }


def written_conjunction_pairs(text: str, kind: str = "conjunct_removed") -> dict[str, object]:
    """Well-formed conjunction pairs of ``kind`` for ``text`` (sources assessed as in a run),
    keyed by the rewritten sentence: the premise of an addition, the hypothesis otherwise."""
    out: dict[str, object] = {}
    for p in mined_pairs(text, "conjunction", assess_sources=True):
        if p.hypothesis_kind != kind or not p.well_formed:
            continue
        out[p.premise if kind == "conjunct_added" else p.hypothesis] = p
    return out


def conjunction_removals(text: str) -> dict[str, tuple[str, str, str]]:
    """``conjunction_pairs_of_kind`` for the removal pairs."""
    return conjunction_pairs_of_kind(text, "conjunct_removed")


def implicature_hypotheses(text: str, subtype: str) -> set[str]:
    """The hypotheses of ``subtype`` that ``mined_pairs`` gives on the original premise."""
    return {
        p.hypothesis
        for p in mined_pairs(text, "implicature")
        if p.subtype == subtype and p.premise_kind == "original"
    }


def fitness_reasons(nlp, text: str) -> list[str]:
    """``fitness.assess``'s reasons for ``text`` parsed by ``nlp`` (the conftest model)."""
    from pipeline import fitness

    return fitness.assess(text, nlp(text))


@functools.cache
def _mined_implicature(text: str) -> tuple:
    return tuple(mined_pairs(text, "implicature"))


def mined_implicature_pairs(text: str, subtype: str) -> list:
    """The implicature pairs of ``subtype`` (every premise kind) that ``mined_pairs`` gives for
    ``text``; the run is cached, as the implicature pass tests ask for one text more than once."""
    return [p for p in _mined_implicature(text) if p.subtype == subtype]


def implicature_original_hypotheses(text: str, subtype: str) -> list[str]:
    """The hypotheses of ``text``'s unembedded (``original`` premise) ``subtype`` pairs."""
    return [
        p.hypothesis for p in mined_implicature_pairs(text, subtype) if p.premise_kind == "original"
    ]


def implicature_premises(text: str, subtype: str) -> list[str]:
    """The premises of every ``subtype`` pair of ``text`` (empty: the item gives no pair)."""
    return [p.premise for p in mined_implicature_pairs(text, subtype)]


def implicature_hypotheses_by_kind(text: str, subtype: str = "quantifiers") -> dict[str, str]:
    """premise kind -> hypothesis of ``text``'s ``subtype`` pairs, negated premises left out."""
    return {
        p.premise_kind: p.hypothesis
        for p in mined_implicature_pairs(text, subtype)
        if p.premise_kind != "negated"
    }


def implicature_premises_by_kind(text: str, subtype: str = "quantifiers") -> dict[str, str]:
    """premise kind -> premise of ``text``'s ``subtype`` pairs."""
    return {p.premise_kind: p.premise for p in mined_implicature_pairs(text, subtype)}


def pair_texts(pairs) -> set[str]:
    """Every premise and hypothesis of ``pairs``."""
    return {t for p in pairs for t in (p.premise, p.hypothesis)}


def mined_removals(text: str) -> set[str]:
    """The conjunct-removal hypotheses ``mined_pairs`` gives for ``text``."""
    return {
        p.hypothesis
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


def mined_pair(text: str, phenomenon: str, premise_kind: str = "original"):
    """The first pair of ``premise_kind`` that ``mined_pairs`` gives for ``text``; fails with the
    pairs that did come out when there is none."""
    pairs = mined_pairs(text, phenomenon)
    found = [p for p in pairs if p.premise_kind == premise_kind]
    assert found, [(p.premise_kind, p.hypothesis) for p in pairs]
    return found[0]


def featured_pairs(texts: list[str], phenomenon: str) -> list[tuple[dict, dict]]:
    """``(pair row, keep-model features)`` of every pair ``run_texts`` writes for ``texts``:
    the features as ``pipeline.ranking.features.pair_features`` computes them in a run."""
    from pipeline.process import run_texts
    from pipeline.ranking.features import pair_features

    sents, result = run_texts(texts, [phenomenon])
    cands = {c.candidate_id: c.to_row() for c in result.candidates}
    by_sent = {s.sentence_id: s.to_row() for s in sents}
    out = []
    for p in result.pairs:
        row = p.to_row()
        out.append((row, pair_features(row, cands[p.candidate_id], by_sent[p.sentence_id])))
    return out


def kept(pair) -> bool:
    """Well formed once warnings are settled, as ``pipeline/process.py`` writes it."""
    from pipeline import flags

    return flags.settle(pair).well_formed


def pairs_from(pairs, original: str, kind: str = "conjunct_removed") -> dict[str, object]:
    """Pairs of ``kind`` made from the sentence ``original``, keyed by the shorter side: removals
    by hypothesis, additions by premise."""
    if kind == "conjunct_removed":
        return {
            p.hypothesis: p for p in pairs if p.premise == original and p.hypothesis_kind == kind
        }
    return {p.premise: p for p in pairs if p.hypothesis == original and p.hypothesis_kind == kind}


def removal_hypotheses(pairs, text: str, keep_only: bool = True) -> set[str]:
    """Hypotheses of the conjunct_removed pairs of the sentence ``text`` (well formed only, unless
    ``keep_only`` is false)."""
    return {
        p.hypothesis
        for p in pairs
        if p.premise == text
        and p.hypothesis_kind == "conjunct_removed"
        and (kept(p) or not keep_only)
    }


def labels(pairs, premise: str, kind: str = "conjunct_removed") -> dict[str, tuple[str, str]]:
    """hypothesis -> (label, rule) of the pairs of ``kind`` built on ``premise``."""
    return {
        p.hypothesis: (p.heuristic_label, p.label_rule)
        for p in pairs
        if p.premise == premise and p.hypothesis_kind == kind
    }


def addition_premises(pairs, text: str) -> set[str]:
    """Premises of the well-formed conjunct_added pairs of the sentence ``text``."""
    return {
        p.premise
        for p in pairs
        if p.hypothesis == text and p.hypothesis_kind == "conjunct_added" and kept(p)
    }


def pairs_with(pairs, text: str, kind: str = "conjunct_removed") -> list:
    """The pairs of ``kind`` whose shorter side (the hypothesis of a removal, the premise of an
    addition) is ``text``."""
    side = "hypothesis" if kind == "conjunct_removed" else "premise"
    return [p for p in pairs if p.hypothesis_kind == kind and getattr(p, side) == text]


def replaced(pairs) -> dict[str, object]:
    return {p.hypothesis: p for p in pairs if p.hypothesis_kind == "conjunct_replaced"}


def verb_complement_miner(parsed, ctx) -> Callable:
    """``mine(text)`` -> ``[(candidate, [pairs])]`` of the sentence's verb complements."""
    vc, subtypes = VERB_COMPLEMENT, VERB_COMPLEMENT_SUBTYPES

    def mine(text: str):
        doc, sent = parsed(text)
        return [
            (c, list(vc.rewrite(c, doc, sent, ctx))) for c in vc.extract(doc, sent, subtypes, ctx)
        ]

    return mine


def verb_complement_pair(text: str, kind: str, hypothesis: str):
    """The verb_complement pair of ``text`` with premise kind ``kind`` and this hypothesis; the
    assertion shows every (kind, hypothesis) written when there is none."""
    pairs = mined_pairs(text, "verb_complement")
    found = [p for p in pairs if p.premise_kind == kind and p.hypothesis == hypothesis]
    assert found, [(p.premise_kind, p.hypothesis) for p in pairs]
    return found[0]


def pairs_of(found, lemma: str):
    """The (original, negated) pairs of the one candidate whose trigger is ``lemma``."""
    hits = [p for c, p in found if c.trigger_lemma == lemma]
    assert len(hits) == 1, [c.trigger_lemma for c, _ in found]
    original, negated = hits[0]
    return original, negated


def presupposition_candidates(parsed, ctx, text: str, subtype: str):
    """(doc, candidates of ``subtype``) of one sentence."""
    from pipeline.phenomena.presupposition import Presupposition

    doc, sent = parsed(text)
    return doc, list(Presupposition().extract(doc, sent, frozenset({subtype}), ctx))


def presupposition_hypotheses(parsed, ctx, text: str, subtype: str) -> set[str]:
    """The presupposition hypotheses the rewriter pairs with the original sentence for the
    sentence's ``subtype`` candidates (the drafts as a pair carries them, after every check)."""
    from pipeline.phenomena.presupposition import Presupposition

    doc, sent = parsed(text)
    phen = Presupposition()
    cands = presupposition_candidates(parsed, ctx, text, subtype)[1]
    return {
        p.hypothesis
        for c in cands
        for p in phen.rewrite(c, doc, sent, ctx)
        if p.premise_kind == "original" and p.hypothesis_kind == "presupposition"
    }


def presupposition_drafts(parsed, ctx, text: str, subtype: str) -> list[str]:
    """The presupposition draft texts of the sentence's ``subtype`` candidates."""
    from pipeline.rewrite.presupposition import draft

    doc, cands = presupposition_candidates(parsed, ctx, text, subtype)
    made = [draft(c, doc) for c in cands]
    return [m.text for m in made if m is not None and m.text]


_IMPLICATURE = Implicature()


def implicature_extracted(parsed, ctx, text: str, options=None):
    """The parsed sentence, its run context and every implicature candidate in ``text``."""
    doc, sentence = parsed(text)
    run_ctx = RunContext(model=ctx.model, options=options or {})
    cands = list(_IMPLICATURE.extract(doc, sentence, frozenset(IMPLICATURE_SUBTYPES), run_ctx))
    return doc, sentence, run_ctx, cands


def implicature_found(parsed, ctx, text: str, options=None) -> set[tuple[str, str]]:
    """(subtype, lower-cased trigger) of every implicature candidate in ``text``."""
    *_, cands = implicature_extracted(parsed, ctx, text, options)
    return {(c.subtype, c.trigger.lower()) for c in cands}


def implicature_pairs(parsed, ctx, text: str, subtype: str, options=None) -> list:
    """The pairs of the one implicature candidate of ``subtype`` in ``text``."""
    doc, sentence, run_ctx, cands = implicature_extracted(parsed, ctx, text, options)
    [cand] = [c for c in cands if c.subtype == subtype]
    return list(_IMPLICATURE.rewrite(cand, doc, sentence, run_ctx))


def trigger_lemmas(found) -> list[str]:
    """The trigger lemmas of ``verb_complement_miner`` output, in order."""
    return [c.trigger_lemma for c, _ in found]


def verb_complement_pairs_of_kind(text: str, premise_kind: str) -> list:
    """The verb_complement pairs of ``text`` whose premise is of ``premise_kind``."""
    return [p for p in mined_pairs(text, "verb_complement") if p.premise_kind == premise_kind]


def one_verb_complement_pair(text: str, premise_kind: str):
    """The single verb_complement pair of ``text`` with that premise kind (fails if not one)."""
    (pair,) = verb_complement_pairs_of_kind(text, premise_kind)
    return pair


@functools.cache
def stored_records(text: str, phenomenon: str) -> list[dict[str, Any]]:
    """Stored-row records (pair + candidate + sentence columns) of the pairs mined from
    ``text``, as ``pipeline.ranking.train_prior`` keeps them (the ranking benchmarks' input)."""
    from pipeline.process import run_texts

    sents, result = run_texts([text], [phenomenon])
    cands = {c.candidate_id: c.to_row() for c in result.candidates}
    by_sent = {s.sentence_id: s.to_row() for s in sents}
    out = []
    for p in result.pairs:
        c = cands[p.candidate_id]
        out.append(
            p.to_row()
            | {
                "trigger_lemma": c.get("trigger_lemma"),
                "confidence": c.get("confidence"),
                "candidate_features": c.get("features"),
                "char_start": c.get("char_start"),
                "sentence_text": by_sent[p.sentence_id]["text"],
            }
        )
    return out


def settled_conjunction_pairs(text: str) -> list:
    """The conjunction pairs of ``text`` through the real run path with the sources assessed,
    flags settled (fl68, fl69)."""
    from pipeline.flags import settle

    return [settle(p) for p in mined_pairs(text, "conjunction", assess_sources=True)]


def settled_conjunction_pair(text: str, hypothesis: str, kind: str = "conjunct_removed"):
    """The first settled conjunction pair of ``text`` (``settled_conjunction_pairs``) with
    ``hypothesis`` and hypothesis kind ``kind``; fails when there is none."""
    found = [
        p
        for p in settled_conjunction_pairs(text)
        if p.hypothesis == hypothesis and p.hypothesis_kind == kind
    ]
    assert found, f"no {kind} pair {hypothesis!r} from {text!r}"
    return found[0]


def pair_flags(pair) -> list[str]:
    """The flags the rewriters and checks put on ``pair`` (an empty list when none)."""
    return list(pair.features.get("flags") or [])


def presupposition_labels(parsed, ctx, text: str, subtype: str) -> dict[str, str]:
    """premise kind -> heuristic label of the sentence's ``subtype`` presupposition pairs."""
    from pipeline.phenomena.presupposition import Presupposition

    doc, sent = parsed(text)
    phen = Presupposition()
    cands = presupposition_candidates(parsed, ctx, text, subtype)[1]
    return {
        p.premise_kind: p.heuristic_label
        for c in cands
        for p in phen.rewrite(c, doc, sent, ctx)
        if p.hypothesis_kind == "presupposition"
    }


def removals_of(run: Callable, text: str) -> dict[str, object]:
    """``{hypothesis: pair}`` of the conjunct-removal pairs of ``text`` (``run``: a
    :func:`conjunction_runner`)."""
    return removed(run(text)[1])


def verb_complement_pairs(text: str, lemma: str) -> dict[str, object]:
    """The pairs of the one verb_complement candidate of ``text`` whose trigger is ``lemma``, by
    premise kind (the whole pipeline through ``run_texts``)."""
    from pipeline.process import run_texts

    _, result = run_texts([text], ["verb_complement"])
    ids = [c.candidate_id for c in result.candidates if c.trigger_lemma == lemma]
    assert len(ids) == 1, [c.trigger_lemma for c in result.candidates]
    return {p.premise_kind: p for p in result.pairs if p.candidate_id == ids[0]}


def complement_pairs(text: str, kind: str | None = None) -> list:
    """The verb_complement pairs mined from ``text``, of premise kind ``kind`` (all when None)."""
    return [p for p in mined_pairs(text, "verb_complement") if kind in (None, p.premise_kind)]


def complement_flags(text: str, kind: str = "original") -> set[str]:
    """Every flag on the verb_complement pairs of premise kind ``kind`` mined from ``text``."""
    return {f for p in complement_pairs(text, kind) for f in pair_flags(p)}


def complement_hypotheses(text: str, kind: str = "original") -> set[str]:
    """The hypotheses of the verb_complement pairs of premise kind ``kind`` mined from ``text``."""
    return {p.hypothesis for p in complement_pairs(text, kind)}


def well_formed_premises_by_kind(text: str, phenomenon: str = "presupposition") -> dict:
    """Premise kind -> premise texts of the well-formed ``phenomenon`` pairs written for
    ``text`` through the real run path (``run_texts``)."""
    from pipeline.process import run_texts

    _, result = run_texts([text], [phenomenon])
    out: dict[str, list[str]] = {}
    for pair in result.pairs:
        if pair.well_formed:
            out.setdefault(pair.premise_kind, []).append(pair.premise)
    return out


def every_pair_flagged(pairs, flag: str, flags_of: Callable = pair_flags) -> bool:
    """``pairs`` is not empty and each of them carries ``flag`` (in ``flags_of(pair)``) and is
    not well formed: a flag is a promise that the pair is bad."""
    return bool(pairs) and all(flag in flags_of(p) and not p.well_formed for p in pairs)


@functools.cache
def presupposition_run(sentence: str):
    """The real run of ``sentence`` for presupposition (cached: a test file asks it per class)."""
    from pipeline.process import run_texts

    _, result = run_texts([sentence], ["presupposition"])
    return result


def presupposition_trigger_list(sentence: str, subtype: str) -> list[str]:
    """The triggers of ``subtype``'s candidates, in order."""
    return [c.trigger for c in presupposition_run(sentence).candidates if c.subtype == subtype]


def well_formed_presupposition_drafts(sentence: str, subtype: str) -> set[str]:
    """Well-formed presupposition hypotheses of ``subtype`` (the pair's own ``well_formed``)."""
    return {
        p.hypothesis
        for p in presupposition_run(sentence).pairs
        if p.subtype == subtype and p.hypothesis_kind == "presupposition" and p.well_formed
    }


def source_assessed_pairs(text: str, phenomenon: str = "conjunction") -> list:
    """The settled pairs of ``text`` from a run that assesses its source (fragments, repairs)."""
    from pipeline import flags
    from pipeline.process import run_texts

    _, result = run_texts([text], [phenomenon], source="test", assess_sources=True)
    return [flags.settle(p) for p in result.pairs]


def model_fitness_reasons(text: str) -> list[str]:
    """``fitness.assess``'s reasons for ``text`` parsed by the run's model."""
    from pipeline.parse import load, resolve_model

    return fitness_reasons(load(resolve_model(None)), text)


def source_flags(pair) -> list[str]:
    """The ``source:`` flags of a pair: what the fitness pass of ``mine run`` said of its source
    (the fragment tests of stops 71-72 assert on these alone)."""
    return [f for f in pair.features.get("flags", []) if f.startswith("source:")]


def well_formed_original_drafts(text: str, subtype: str) -> set[str]:
    """The well-formed presupposition drafts of ``subtype`` whose premise is ``text`` as written,
    with the sources assessed (``original_presupposition_drafts`` keeps flagged ones too)."""
    from pipeline.flags import settle

    return {
        p.hypothesis
        for p in map(settle, mined_pairs(text, "presupposition", assess_sources=True))
        if p.subtype == subtype
        and p.premise_kind == "original"
        and p.hypothesis_kind == "presupposition"
        and p.well_formed
    }


def assessed_vcomp_pairs(text: str, kind: str = "original") -> list:
    """The settled verb_complement pairs of ``text`` whose premise is of ``kind`` ("original",
    "negated", ...), through the real run path with the sources assessed."""
    from pipeline.flags import settle

    pairs = [settle(p) for p in mined_pairs(text, "verb_complement", assess_sources=True)]
    return [p for p in pairs if p.premise_kind == kind]


def assessed_vcomp_hypotheses(text: str, kind: str = "original") -> list[str]:
    return [p.hypothesis for p in assessed_vcomp_pairs(text, kind)]


def assessed_vcomp_label(text: str, hypothesis: str) -> str | None:
    """The label of the original-premise pair of ``text`` with ``hypothesis``, if written."""
    return next(
        (p.heuristic_label for p in assessed_vcomp_pairs(text) if p.hypothesis == hypothesis),
        None,
    )


def assessed_vcomp_labels(text: str, hypothesis: str) -> dict[str, str]:
    """premise kind -> label of the settled verb_complement pairs of ``text`` with
    ``hypothesis`` (original, negated and negation-removed premises; vc161, vc166)."""
    return {
        p.premise_kind: p.heuristic_label
        for kind in ("original", "negated", "negation_removed")
        for p in assessed_vcomp_pairs(text, kind)
        if p.hypothesis == hypothesis
    }


def possessive_drafts(text: str) -> set[str]:
    """The "X has/had N" drafts of ``text``'s possessed definites (pr175, pr176)."""
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "possessed_definites" and p.hypothesis_kind == "presupposition"
    }


def possessive_draft_forms(text: str) -> dict[str, bool]:
    """Like ``possessive_drafts``, but each possessed-definite hypothesis (any premise kind) maps
    to whether any pair with it is well formed (pr195, pr198)."""
    out: dict[str, bool] = {}
    for p in mined_pairs(text, "presupposition"):
        if p.subtype == "possessed_definites" and p.hypothesis_kind == "presupposition":
            out[p.hypothesis] = out.get(p.hypothesis, False) or p.well_formed
    return out
