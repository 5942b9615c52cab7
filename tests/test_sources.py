"""Each source reader on small files in the corpus's real format, including broken input."""

from __future__ import annotations

import bz2
import json
from collections import Counter
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from pipeline import registry
from pipeline.errors import MineError
from pipeline.records import Document, Quarantined, Skipped
from pipeline.sentences import sentences_of
from pipeline.sources.coca import detokenize

from .conftest import FIXTURES


def read(source: str, *paths: Path, **options) -> tuple[list[Document], list[Quarantined]]:
    items = list(registry.sources.get(source)(list(paths), options))
    return [i for i in items if isinstance(i, Document)], [
        i for i in items if isinstance(i, Quarantined)
    ]


def test_wikipedia_xml_skips_redirects_and_other_namespaces_and_strips_wikitext():
    opts: dict = {}
    docs, bad = read("wikipedia", FIXTURES / "wiki_export.xml", **{})
    docs2 = list(registry.sources.get("wikipedia")([FIXTURES / "wiki_export.xml"], opts))
    assert not bad
    titles = [d.meta["title"] for d in docs]
    assert "Baikal" not in titles  # redirect
    assert not any(t.startswith(("Talk:", "Template:")) for t in titles)
    skipped = Counter(i.reason for i in docs2 if isinstance(i, Skipped))
    assert skipped == {"redirects": 1, "non_article_namespace": 2}
    assert opts == {}  # counted through the stream, never written into the options
    assert sum(isinstance(i, Document) for i in docs2) == len(docs) == 6
    baikal = next(d for d in docs if d.meta["title"] == "Lake Baikal")
    text = " ".join(s.text for s in baikal.segments)
    assert "Lake Baikal is a rift lake in Siberia, Russia" in text  # bold and links resolved
    for junk in ("{{", "<ref", "cite web", "thumb", "Category:", "== Geography"):
        assert junk not in text
    assert baikal.doc_id == "101"


def test_wikipedia_bz2_and_truncated_bz2(tmp_path):
    data = (FIXTURES / "wiki_export.xml").read_bytes()
    good = tmp_path / "dump.xml.bz2"
    good.write_bytes(bz2.compress(data))
    docs, bad = read("wikipedia", good)
    assert len(docs) == 6 and not bad
    truncated = tmp_path / "cut.xml.bz2"
    truncated.write_bytes(bz2.compress(data)[: len(bz2.compress(data)) // 2])
    docs, bad = read("wikipedia", truncated)
    assert len(bad) == 1 and bad[0].stage == "read"
    assert "truncated or malformed" in bad[0].error
    assert len(docs) < 6  # what was read before the cut is kept


def test_wikipedia_malformed_xml_is_quarantined(tmp_path):
    broken = tmp_path / "broken.xml"
    text = (FIXTURES / "wiki_export.xml").read_text()
    broken.write_text(text.replace("</page>", "</pag>", 3))
    docs, bad = read("wikipedia", broken)
    assert len(bad) == 1 and "malformed" in bad[0].error


def test_wikiextractor_jsonl_and_parquet(tmp_path):
    lines = [
        {
            "id": "12",
            "url": "u",
            "title": "Anarchism",
            "text": "Anarchism is a political philosophy and movement.\n\nIt is sceptical of authority.",
        },
        {"id": "13", "title": "Broken"},
    ]
    path = tmp_path / "AA_wiki_00.jsonl"
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n{not json\n")
    docs, bad = read("wikipedia", path)
    assert [d.doc_id for d in docs] == ["12"]
    assert len(docs[0].segments) == 2
    assert len(bad) == 2
    pq.write_table(
        pa.table({"id": [7], "title": ["X"], "text": ["Cats and dogs are mammals."]}),
        tmp_path / "w.parquet",
    )
    docs, bad = read("wikipedia", tmp_path / "w.parquet")
    assert docs[0].doc_id == "7" and docs[0].segments[0].text == "Cats and dogs are mammals."


def test_coca_redactions_speakers_and_detokenisation():
    docs, bad = read("coca", FIXTURES / "coca_sample.txt")
    assert not bad
    assert [d.doc_id for d in docs] == ["4000101", "4000102", "4000103"]
    spoken = sentences_of(docs[0])
    texts = [s.text for s in spoken]
    # the redaction splits "Did you know that the river would dry up? @@@ the county re-opened ..."
    assert "Did you know that the river would dry up?" in texts
    assert not any("@" in t for t in texts)
    assert any(t.startswith("the county re-opened the old wells") for t in texts)
    by_text = {s.text: s for s in spoken}
    assert (
        by_text[
            "It was my father who built this farm, and he managed to keep it going through the fifties."
        ].speaker
        == "FARMER"
    )
    assert by_text["Good evening, and welcome back."].speaker == "HOST"
    assert "We stopped planting corn three years ago, and we haven't started again." in " ".join(
        texts
    ).replace("Well, w", "W")
    assert detokenize('" I ca n\'t believe it , " she said .') == '"I can\'t believe it," she said.'


def test_coca_context_is_two_previous_sentences_of_the_same_text():
    docs, _ = read("coca", FIXTURES / "coca_sample.txt")
    sents = sentences_of(docs[1])
    third = sents[2]
    assert third.context1 == sents[0].text and third.context2 == sents[1].text
    assert sents[0].context1 is None and sents[0].context2 is None


def test_mnli_unique_premises_keep_parse_and_exclude_genre():
    docs, bad = read("mnli", FIXTURES / "mnli_sample.jsonl")
    assert not bad
    assert len(docs) == 5  # 6 lines, one premise repeated
    first = docs[0]
    assert first.doc_id == "31193" and first.segments[0].presplit
    assert first.segments[0].parse.startswith("(ROOT (S (NP (DT The) (NN agency))")
    docs, _ = read("mnli", FIXTURES / "mnli_sample.jsonl", exclude_genre=["telephone"])
    assert len(docs) == 4 and all(d.meta["genre"] != "telephone" for d in docs)


def test_jsonl_ids_verbatim_metadata_and_bad_lines(tmp_path):
    path = tmp_path / "in.jsonl"
    path.write_bytes(
        b'{"id": "doc-A", "text": "One. Two.", "lang": "en"}\n'
        b'{"id": 5, "text": "Five and six."}\n'
        b"{broken json\n"
        b'{"text": "no id"}\n'
        b'{"id": "bad-bytes", "text": "caf\xe9"}\n'
    )
    docs, bad = read("jsonl", path)
    assert [d.doc_id for d in docs] == ["doc-A", "5"]
    assert docs[0].meta == {"lang": "en"}
    assert len(bad) == 3
    assert {b.location for b in bad} == {f"{path}:3", f"{path}:4", f"{path}:5"}
    assert any("invalid UTF-8" in b.error for b in bad)


def test_text_paragraphs(tmp_path):
    path = tmp_path / "essay.txt"
    path.write_text(
        "First line of a paragraph\ncontinues here. Second sentence.\n\nNew paragraph.\n"
    )
    docs, _ = read("text", path)
    assert docs[0].doc_id == "essay.txt"
    assert [s.text for s in sentences_of(docs[0])] == [
        "First line of a paragraph continues here.",
        "Second sentence.",
        "New paragraph.",
    ]


def test_missing_input_is_a_clear_error(tmp_path):
    with pytest.raises(MineError) as err:
        read("text", tmp_path / "nope.txt")
    assert err.value.code == "E005"


def test_opening_quotes_start_the_next_sentence():
    """spaCy's sentencizer leaves an opening quote on the previous sentence; we move it back."""
    docs, _ = read("coca", FIXTURES / "coca_sample.txt")
    texts = [s.text for s in sentences_of(docs[2])]
    assert texts[0] == "Sarah tossed her bag onto the couch and started to cry."
    assert texts[1] == '"I can\'t believe you forgot to call me," she said.'
    assert not any(t.endswith(' "') for d in docs for t in (s.text for s in sentences_of(d)))


def test_read_progress_counts_compressed_bytes_of_closed_files(tmp_path):
    """The progress bar's numerator: bytes of input consumed, compressed bytes for .bz2."""
    from pipeline.sources._io import READ_PROGRESS, input_bytes

    dump = tmp_path / "dump.xml.bz2"
    dump.write_bytes(bz2.compress((FIXTURES / "wiki_export.xml").read_bytes()))
    before = READ_PROGRESS.bytes_read()
    docs, _ = read("wikipedia", dump)
    assert len(docs) == 6
    assert READ_PROGRESS.bytes_read() - before == dump.stat().st_size == input_bytes([tmp_path])
