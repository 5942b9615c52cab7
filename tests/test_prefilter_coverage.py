"""The prefilter never drops a sentence an extractor would have accepted, for every phenomenon.

For every registered phenomenon (all subtypes), the candidates found with the prefilter must be
exactly those found when every sentence is parsed (``use_prefilter=False``), on real text: the
bundled samples (read with the registered sources and split with ``sentences_of``) and, when
../shared/benchmarks is present, ~300 real COCA sentences from NOPE's extraction outputs.
Both passes run through ``pipeline.process.process`` with one selection of all phenomena, which
is what a multi-phenomenon ``mine run`` does; the comparison is made per phenomenon.
"""

from __future__ import annotations

import ast
import itertools

import pytest

from pipeline import ids, prefilter
from pipeline.engines.bookkeeping import SAMPLE_FILES
from pipeline.process import Selection, process
from pipeline.records import Sentence
from pipeline.registry import phenomena, sources
from pipeline.resources import samples_dir
from pipeline.sentences import sentences_of
from pipeline.sources.coca import detokenize

from .conftest import SHARED_BENCHMARKS

N_COCA = 300


def _sample_sentences() -> list[Sentence]:
    out: list[Sentence] = []
    for source, name in SAMPLE_FILES.items():
        for item in sources.get(source)([samples_dir() / name], {}):
            if hasattr(item, "segments"):
                out.extend(sentences_of(item))
    return out


def _coca_sentences(n: int) -> list[Sentence]:
    """``n`` COCA sentences spread over NOPE's per-trigger output files (every k-th line)."""
    files = sorted((SHARED_BENCHMARKS / "coca_nope_outputs").glob("*.jsonl"))
    lines: list[tuple[str, int, str]] = []
    for path in files:
        with path.open(encoding="utf-8") as fh:
            lines.extend((path.stem, i, line) for i, line in enumerate(fh) if line.strip())
    step = max(1, len(lines) // n)
    out = []
    for stem, i, line in itertools.islice(lines[::step], n):
        rec = ast.literal_eval(line)
        text = detokenize(rec["sentence"])
        c1, c2 = (detokenize(rec.get(k) or "") or None for k in ("context1", "context2"))
        doc_id = f"{stem}:{i}"
        sid = ids.sentence_id("coca", doc_id, 0, text)
        out.append(Sentence(sid, doc_id, "coca", 0, text, c1, c2, None))
    return out


@pytest.fixture(scope="module")
def both_passes(nlp, ctx, request):
    sentences = _sample_sentences()
    if SHARED_BENCHMARKS.is_dir():
        sentences += _coca_sentences(N_COCA)
    selection = Selection.build(phenomena.names())
    with_pf = process(sentences, selection, nlp, ctx, use_prefilter=True)
    without = process(sentences, selection, nlp, ctx, use_prefilter=False)
    return sentences, with_pf, without


def _found(result, phenomenon: str) -> set[tuple]:
    return {
        (c.candidate_id, c.subtype, c.sentence_id, c.char_start, c.char_end)
        for c in result.candidates
        if c.phenomenon == phenomenon
    }


@pytest.mark.parametrize("phenomenon", phenomena.names())
def test_prefilter_keeps_every_candidate(both_passes, phenomenon):
    sentences, with_pf, without = both_passes
    assert len(sentences) > 40
    assert without.counts["parsed"] == len(sentences) - sum(
        q.stage == "parse" for q in without.quarantined
    )
    full, filtered = _found(without, phenomenon), _found(with_pf, phenomenon)
    text = {s.sentence_id: s.text for s in sentences}
    missed = sorted((sub, text[sid]) for _, sub, sid, _, _ in full - filtered)
    assert not missed, f"{phenomenon}: the prefilter dropped {len(missed)} candidates: {missed[:5]}"
    assert filtered == full


def test_the_prefilter_actually_filters(both_passes):
    """Guard against a vacuous pass: on real text most (phenomenon, subtype) conditions fail.

    (Some subtypes have no lexical cue and pass everything, so the test is per subtype.)
    """
    sentences, _, _ = both_passes
    selection = Selection.build(phenomena.names())
    pf = prefilter.build(selection.items)
    n_keys = sum(len(subs) for _, subs in selection.items)
    matched = sum(len(pf.match(s.text)) for s in sentences)
    assert matched < 0.5 * n_keys * len(sentences)
