"""``mine eval veridicality PATH``: verb-complement extraction against Ross & Pavlick (2019).

The gold file (``GOLD/veridicality/verb_veridicality.tsv``) holds MNLI sentences
with one verb-complement construction each: ``task`` (to/that), ``verb`` (lemma), ``sentence``,
``neg_sentence`` and ``complement`` (from the paper's automatic pipeline, so with some noise:
lowercased names, "proposees"), ``signature``. Measured here:

- detection recall: a candidate of the sentence with ``subtype == task`` and
  ``trigger_lemma == verb`` (gold verbs lemmatised with lemminflect: the file has "saw", "felt") (also: same verb any subtype, and same subtype any verb);
- complement agreement: our ⟨S, C⟩ hypothesis equals their complement after normalisation
  (``_text.normalise``: case, spacing, punctuation spacing; final punctuation ignored; and the
  parse-tree escapes of their text undone: "-lrb-" -> "(", "Ca ` daan" -> "Ca'daan"; edge
  quotes and stray edge punctuation, the agreement of "be" and the spelling "did not used to"
  folded, ``_immaterial``);
- negation agreement: our ⟨¬S, C⟩ premise equals their ``neg_sentence`` after normalisation;
- signature agreement: ``features.signature`` of the matched candidate equals theirs, and the
  lexicon's signature for (verb, task) equals theirs over all items;
- filter flags on gold items (which passed the paper's filters, so flags there are our false
  alarms or filters the paper did not apply to the item);
- every complement and negation disagreement, ours beside theirs (``agreement_misses``), for
  sorting into classes;
- ``non_construction`` flags on gold items by reason (``verb_complement_scope``): matches RP19's
  surface pattern counted ("used to", "have to", "came to see") that we keep but flag.

The paper filtered sentences before sampling; filters are not applied here, so recall is measured
on exactly the gold sentences.
"""

from __future__ import annotations

import csv
import re
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from ..phenomena.verb_complement import lookup_signature
from ..process import run_texts
from ..registry import evaluations
from ._text import normalise, spelling_variants


def read_gold(path: Path, limit: int | None = None) -> list[dict[str, str]]:
    with open(path, encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE))
    return rows[:limit] if limit else rows


def _lemma(verb: str) -> str:
    """Gold verbs are lemmas except a few surface forms ("saw", "felt"); lemmatise those."""
    from lemminflect import getLemma

    lemmas = getLemma(verb.strip().lower(), upos="VERB")
    return lemmas[0].lower() if lemmas else verb.strip().lower()


#: Penn Treebank escapes in the gold complements, which were read off MNLI's parse trees
#: ("-lrb- unlike young black girls -rrb-", "[the Holocaust]" -> "-lsb- the holocaust -rsb-"),
#: and the tree's backquote for an apostrophe inside a name ("Ca'daan" -> "Ca ` daan").
_PTB_ESCAPES = {"-lrb-": "(", "-rrb-": ")", "-lsb-": "[", "-rsb-": "]", "-lcb-": "{", "-rcb-": "}"}
_PTB_ESCAPE = re.compile("|".join(map(re.escape, _PTB_ESCAPES)), re.IGNORECASE)
_TREE_APOSTROPHE = re.compile(r"(\w) ` (\w)")


def _untree(text: str) -> str:
    """Undo the parse-tree tokenisation of the gold text (both sides, so either may have it)."""
    text = _PTB_ESCAPE.sub(lambda m: _PTB_ESCAPES[m.group(0).lower()], text)
    return _TREE_APOSTROPHE.sub(r"\1'\2", text)


#: Differences an NLI annotator does not read as a difference of content, left by RP19's
#: automatic complements (the gold file's own noise, see the module docstring):
#: - quotation marks and stray punctuation at the edges of the text: the opening quote of a
#:   quoted source sentence that the hypothesis keeps or drops ("' i am real unlucky,." vs
#:   "'I am real unlucky,'"), and a typed slash for the final period ("at all/");
#: - the number and person agreement of "be" (was/were, is/are/am): the gold writes "was" after
#:   every subject ("The beacons was highly successful"); tense is kept apart, and the subject
#:   that the agreement repeats is compared word for word. The figure therefore does not catch
#:   an agreement error of ours; the tests and the blind review do.
_EDGE_PUNCT = " '\".,;:!?/"
_BE_PAST = re.compile(r"\bwere\b")
_BE_PRESENT = re.compile(r"\b(?:are|am)\b")


def _immaterial(text: str) -> str:
    """Fold the differences of ``_EDGE_PUNCT``, ``_BE_PAST``/``_BE_PRESENT`` and spelling."""
    text = spelling_variants(text).strip(_EDGE_PUNCT)
    return _BE_PRESENT.sub("is", _BE_PAST.sub("was", text))


def _same(a: str, b: str) -> bool:
    def norm(text: str) -> str:
        return _immaterial(normalise(_untree(text), strip_final_punct=True))

    return norm(a) == norm(b)


def _rate(hits: int, n: int) -> dict[str, Any]:
    return {"n": n, "hits": hits, "rate": round(hits / n, 4) if n else None}


#: Ross & Pavlick's annotators rated each sentence and its negation from -2 (the complement is
#: false) to 2 (true), three ratings per item (§3). A mean of at least 1 in either direction is
#: the label they agreed on; anything between is neutral.
_HUMAN_CUT = 1.0


def _human_label(ratings: str | None) -> str | None:
    """The NLI label the turkers' mean rating gives the pair (``_HUMAN_CUT``), None without it."""
    try:
        values = [float(x) for x in (ratings or "").split(",") if x.strip()]
    except ValueError:
        return None
    if not values:
        return None
    mean = sum(values) / len(values)
    if mean >= _HUMAN_CUT:
        return "entailment"
    return "contradiction" if mean <= -_HUMAN_CUT else "neutral"


@evaluations.register("veridicality")
def evaluate(path: Path, limit: int | None = None, **options: Any) -> dict[str, Any]:
    gold = read_gold(Path(path), limit)
    sentences, result = run_texts([g["sentence"].strip() for g in gold], ["verb_complement"])
    by_sentence: dict[str, list] = defaultdict(list)
    for cand in result.candidates:
        by_sentence[cand.sentence_id].append(cand)
    pairs: dict[tuple[str, str], Any] = {}
    for pair in result.pairs:
        pairs[(pair.candidate_id, pair.premise_kind)] = pair

    counts: dict[str, Counter] = defaultdict(Counter)
    non_constructions: Counter = Counter()
    examples: list[dict[str, str]] = []
    misses: list[dict[str, str | None]] = []
    for sent, g in zip(sentences, gold, strict=True):
        task, verb = g["task"].strip(), _lemma(g["verb"])
        cands = by_sentence.get(sent.sentence_id, [])
        keys = (task, "all")
        for k in keys:
            counts[k]["gold"] += 1
            counts[k]["same_verb_any_subtype"] += any(c.trigger_lemma == verb for c in cands)
            counts[k]["same_subtype_any_verb"] += any(c.subtype == task for c in cands)
            counts[k]["lexicon_signature_agrees"] += (
                lookup_signature(g["verb"].strip().lower(), task).signature == g["signature"]
            )
        match = next((c for c in cands if c.subtype == task and c.trigger_lemma == verb), None)
        if match is None:
            if len(examples) < 15:
                examples.append({"missed": g["sentence"], "verb": verb, "task": task})
            continue
        original = pairs.get((match.candidate_id, "original"))
        negated = pairs.get((match.candidate_id, "negated")) or pairs.get(
            (match.candidate_id, "negation_removed")
        )
        comp_ok = original is not None and _same(original.hypothesis, g["complement"])
        neg_ok = negated is not None and _same(negated.premise, g["neg_sentence"])
        for field, ok, gold_text, pair, side in (
            ("complement", comp_ok, g["complement"], original, "hypothesis"),
            ("negation", neg_ok, g["neg_sentence"], negated, "premise"),
        ):
            if not ok:
                misses.append(
                    {
                        "index": str(g.get("index", "")),
                        "task": task,
                        "verb": verb,
                        "field": field,
                        "gold": gold_text.strip(),
                        "ours": getattr(pair, side) if pair is not None else None,
                    }
                )
        if match.features.get("non_construction"):
            non_constructions[match.features["non_construction"].split(":")[0]] += 1
        humans = (
            (original, _human_label(g.get("turker_pos_ratings"))),
            (negated, _human_label(g.get("turker_neg_ratings"))),
        )
        for k in keys:
            for pair, human in humans:
                if pair is not None and human is not None:
                    counts[k]["human_labelled"] += 1
                    counts[k]["label_agrees_with_humans"] += pair.heuristic_label == human
            counts[k]["detected"] += 1
            counts[k]["signature_agrees"] += match.features.get("signature") == g["signature"]
            counts[k]["complement_agrees"] += comp_ok
            counts[k]["negation_agrees"] += neg_ok
            counts[k]["flagged_by_filters"] += bool(match.features.get("filtered"))
            counts[k]["well_formed_both"] += bool(
                original and negated and original.well_formed and negated.well_formed
            )

    report: dict[str, Any] = {"items": len(gold)}
    for section, num, den in (
        ("detection_recall", "detected", "gold"),
        ("detection_same_verb_any_subtype", "same_verb_any_subtype", "gold"),
        ("detection_same_subtype_any_verb", "same_subtype_any_verb", "gold"),
        ("complement_agreement", "complement_agrees", "detected"),
        ("negation_agreement", "negation_agrees", "detected"),
        ("signature_agreement_detected", "signature_agrees", "detected"),
        ("signature_agreement_lexicon", "lexicon_signature_agrees", "gold"),
        ("well_formed_pairs", "well_formed_both", "detected"),
        ("label_agreement_humans", "label_agrees_with_humans", "human_labelled"),
        ("flagged_by_filters", "flagged_by_filters", "detected"),
    ):
        report[section] = {k: _rate(counts[k][num], counts[k][den]) for k in ("to", "that", "all")}
    report["candidates_per_sentence"] = (
        round(len(result.candidates) / len(gold), 3) if gold else None
    )
    report["quarantined"] = len(result.quarantined)
    report["non_construction_flags"] = dict(sorted(non_constructions.items()))
    report["missed_examples"] = examples
    report["agreement_misses"] = misses
    return report
