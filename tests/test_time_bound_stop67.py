"""Stop 67 (sn3): a time bound per sentence in the extract and rewrite stages.

A sentence that takes longer than ``options["sentence_seconds"]`` in a phenomenon's extract or
rewrite stage is quarantined (E014, with its stage and id) and the run goes on. The slow paths
here are injected honestly: a regular expression that backtracks catastrophically ("(z+)+!" on a
long run of z's with no "!": 2^n ways to split the run) on one sentence only, placed in a real
presupposition extractor or rewriter (a test-only subclass) or in a real check of
``pipeline/process.py``. Real spaCy parses and real pairs of the other sentences.
"""

from __future__ import annotations

import re
import signal
import time

import pytest

from pipeline import process as process_module
from pipeline import registry
from pipeline.errors import MineError
from pipeline.phenomena.presupposition import Presupposition
from pipeline.process import run_texts

#: pytest-timeout's default method arms SIGALRM itself; the bound then stays off (another timer
#: is armed: ``time_bound_unavailable``), so these tests use its thread method.
pytestmark = pytest.mark.timeout(600, method="thread")

#: Exponential on a run of z's without "!": it would not end within the age of the universe.
_BACKTRACKS = re.compile(r"(z+)+!")
_SLOW = "The guard stopped shouting zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz at the prisoners."
_NORMAL = [
    "The guard stopped shouting at the prisoners.",
    "Mara regrets that she sold the ship.",
    "It was the captain who opened the hatch.",
]


class _SlowExtract(Presupposition):
    def extract(self, doc, sentence, subtypes, ctx):
        _BACKTRACKS.search(sentence.text)
        yield from super().extract(doc, sentence, subtypes, ctx)


class _SlowRewrite(Presupposition):
    def rewrite(self, candidate, doc, sentence, ctx):
        _BACKTRACKS.search(sentence.text)
        yield from super().rewrite(candidate, doc, sentence, ctx)


def _register(monkeypatch: pytest.MonkeyPatch, name: str, cls: type) -> None:
    registry.phenomena.names()  # load the registry first, so the test entry is not overwritten
    monkeypatch.setitem(registry.phenomena._items, name, cls)


def _pairs(result) -> list[tuple[str, str, str]]:
    return sorted((p.sentence_id, p.premise, p.hypothesis) for p in result.pairs)


def _run(phenomenon: str, texts: list[str], seconds: object):
    return run_texts(texts, [phenomenon], options={"sentence_seconds": seconds})


def test_a_slow_extract_is_quarantined_and_the_run_goes_on(monkeypatch) -> None:
    _, baseline = _run("presupposition", _NORMAL, 0)
    assert len(baseline.pairs) >= 3  # the other sentences give pairs of their own
    _register(monkeypatch, "slow_extract", _SlowExtract)
    texts = [_NORMAL[0], _SLOW, *_NORMAL[1:]]
    start = time.perf_counter()
    sents, result = _run("slow_extract", texts, 0.5)
    assert time.perf_counter() - start < 60
    (row,) = result.quarantined
    slow_id = sents[1].sentence_id
    assert row.stage == "extract:presupposition"
    assert row.sentence_id == slow_id and row.location == "1#0"
    assert row.error.startswith("SentenceTimeout: [E014]")
    assert slow_id in row.error and "0.5 s per sentence" in row.error
    assert "sentence_seconds" in row.error
    # every other sentence has exactly the pairs it has on its own
    ids = {s.text: s.sentence_id for s in sents}
    assert {p.premise for p in result.pairs} == {p.premise for p in baseline.pairs}
    assert {p.sentence_id for p in result.pairs} <= {ids[t] for t in _NORMAL}
    assert len(result.pairs) == len(baseline.pairs)


def test_a_slow_rewrite_is_quarantined_once_and_the_batch_is_redone(monkeypatch) -> None:
    _register(monkeypatch, "slow_rewrite", _SlowRewrite)
    texts = [_NORMAL[0], _SLOW, *_NORMAL[1:]]
    _, baseline = _run("presupposition", _NORMAL, 0)
    sents, result = _run("slow_rewrite", texts, 0.5)
    # the slow sentence has candidates ("stopped"), so it reaches the rewrite stage and no further
    assert any(c.sentence_id == sents[1].sentence_id for c in result.candidates)
    (row,) = result.quarantined
    assert row.stage == "rewrite:presupposition"
    assert row.sentence_id == sents[1].sentence_id
    assert "E014" in row.error and "0.5 s" in row.error
    assert result.counts["time_bound_batches_redone"] == 1
    assert [(p.premise, p.hypothesis) for p in result.pairs] == [
        (p.premise, p.hypothesis) for p in baseline.pairs
    ]


def test_a_slow_check_on_the_pairs_is_bounded_too(monkeypatch) -> None:
    # a check every pair goes through (``number_without_unit``) with a pattern that backtracks on
    # the slow sentence only; it finds no final number anywhere, so the other pairs are unchanged
    _, baseline = _run("presupposition", _NORMAL, 0)
    monkeypatch.setattr(process_module, "_FINAL_NUMBER", _BACKTRACKS)
    sents, result = _run("presupposition", [*_NORMAL, _SLOW], 0.5)
    (row,) = result.quarantined
    assert row.stage == "rewrite:presupposition" and row.sentence_id == sents[-1].sentence_id
    assert "E014" in row.error
    assert _pairs(result) == _pairs(baseline)


def test_the_bound_off_changes_nothing() -> None:
    texts = [*_NORMAL, "Before he left the station, the pilot knew that the engine was broken."]
    _, off = _run("presupposition", texts, 0)
    _, on = _run("presupposition", texts, 30)
    _, default = run_texts(texts, ["presupposition"])
    assert _pairs(off) == _pairs(on) == _pairs(default)
    assert off.pairs
    assert not off.quarantined and not on.quarantined
    assert "time_bound_unavailable" not in on.counts
    # the run leaves no alarm and no handler of its own behind
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
    assert signal.getsignal(signal.SIGALRM) in (signal.SIG_DFL, None)


@pytest.mark.parametrize("value", ["soon", "-1", "nan"])
def test_a_bad_bound_is_refused(value: str) -> None:
    with pytest.raises(MineError, match="E015"):
        _run("presupposition", _NORMAL[:1], value)
