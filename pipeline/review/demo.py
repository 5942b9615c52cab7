"""Build a small real warehouse in-process, for notebooks, tests and screenshots.

``mine run`` is the way to fill a warehouse; this does the same stages (read a bundled sample or
given paragraphs, split sentences with context, ``process.process``) in the calling process so a
notebook can run headless without a warehouse given to it, and tests can reuse an already loaded
spaCy pipeline instead of loading it again.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from spacy.language import Language

from .. import parse, ranking, registry, resources
from ..phenomena._base import RunContext
from ..process import Selection, process
from ..records import Document, Segment, Sentence
from ..sentences import sentences_of
from ..warehouse import Warehouse

SAMPLE_FILES = {"wikipedia": "wikipedia.xml", "coca": "coca.txt", "text": "text.txt"}


def sample_sentences(source: str = "wikipedia") -> list[Sentence]:
    """The sentences (with NOPE-style context) of a bundled sample, as ``mine run`` reads them."""
    read = registry.sources.get(source)
    docs = read([resources.samples_dir() / SAMPLE_FILES[source]], {})
    return [s for d in docs if isinstance(d, Document) for s in sentences_of(d)]


def paragraph_sentences(paragraphs: Sequence[str], source: str = "text") -> list[Sentence]:
    """Sentences of the given paragraphs (one document each), with context."""
    out: list[Sentence] = []
    for i, para in enumerate(paragraphs):
        doc = Document(
            doc_id=f"{source}-{i}",
            source=source,
            segments=[Segment(para)],
            location=f"{source}#{i}",
        )
        out.extend(sentences_of(doc))
    return out


def build_warehouse(
    root: str | Path,
    sentences: Sequence[Sentence],
    phenomena: Sequence[str] = ("conjunction",),
    nlp: Language | None = None,
    shard: str = "demo",
) -> Warehouse:
    """Extract and rewrite ``sentences`` and write sentences/candidates/pairs into ``root``."""
    selection = Selection.build(phenomena)
    if nlp is None:
        nlp = parse.load(parse.resolve_model(), selection.components)
    ctx = RunContext(model=parse.model_label(nlp))
    result = process(sentences, selection, nlp, ctx)
    wh = Warehouse(root)
    sentence_rows = [s.to_row() for s in sentences]
    wh.write("sentences", shard, sentence_rows)
    pair_rows = ranking.score_rows(  # keep_score of the model in force, as `mine run` writes it
        ranking.current_model(wh),
        [p.to_row() for p in result.pairs],
        [c.to_row() for c in result.candidates],
        sentence_rows,
    )
    for phen, _ in selection.items:
        wh.write(
            "candidates",
            f"{phen.name}/{shard}",
            [c.to_row() for c in result.candidates if c.phenomenon == phen.name],
        )
        wh.write(
            "pairs",
            f"{phen.name}/{shard}",
            [p for p in pair_rows if p["phenomenon"] == phen.name],
        )
    wh.refresh_views()
    return wh
