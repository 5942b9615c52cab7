"""``--source wikipedia``: MediaWiki XML dumps (plain or .bz2), WikiExtractor JSON lines, Parquet.

XML dumps are streamed page by page with mwxml; redirects and pages outside the article namespace
are skipped (counted, not quarantined: they are not articles). Wikitext becomes plain paragraphs
with mwparserfromhell: templates, references, tables, files/images, categories and headings are
dropped, links keep their text. A page whose wikitext cannot be converted (templates nested a
thousand deep raise RecursionError) is quarantined alone and the dump goes on; only a truncated or
malformed XML stream ends that file, with a quarantine row that says after which page it broke.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import ParseError

import mwparserfromhell
import mwxml
import pyarrow.parquet as pq
from mwxml.errors import MalformedXML

from ..records import Document, Quarantined, Segment, Skipped
from ..registry import sources
from ._io import expand, json_lines, open_binary
from .wiki_templates import render, tidy_leftovers

SUFFIXES = (".xml", ".xml.bz2", ".xml.gz", ".jsonl", ".json", ".jsonl.bz2", ".parquet")
_DROP_TAGS = frozenset(
    {
        "ref",
        "table",
        "gallery",
        "math",
        "code",
        "pre",
        "syntaxhighlight",
        "timeline",
        "score",
        "references",
        "imagemap",
    }
)
_DROP_LINK_PREFIXES = ("file:", "image:", "category:", "media:")
_SENTENCE_END = re.compile(r"[.!?][\"')\]]*$")
_MIN_WORDS = 4
#: Errors of the XML stream (not of one page's wikitext): they end the file.
_STREAM_ERRORS = (ParseError, MalformedXML, EOFError, OSError)


def paragraphs(wikitext: str) -> list[str]:
    """Plain-text paragraphs of an article; lines that are not prose (headings, list stubs) go."""
    code = mwparserfromhell.parse(wikitext)
    for node in list(code.filter_tags(recursive=False)):
        if str(node.tag).lower() in _DROP_TAGS:
            _remove(code, node)
    for node in list(code.filter_wikilinks()):
        if str(node.title).strip().lower().startswith(_DROP_LINK_PREFIXES):
            _remove(code, node)
    for node in list(code.filter_headings()):
        _remove(code, node)
    _render_inline_templates(code)
    text = code.strip_code(normalize=True, collapse=True)
    out = []
    for line in text.split("\n"):
        line = tidy_leftovers(line.strip().lstrip("*#:; ").strip())
        if len(line.split()) >= _MIN_WORDS and _SENTENCE_END.search(line):
            out.append(line)
    return out


def _render_inline_templates(code: Any, depth: int = 3) -> None:
    """Replace the templates that hold a sentence's words by their text (``wiki_templates``);
    a rendered template may hold another one (``{{lang|fr|{{nowrap|...}}}}``), hence the rounds."""
    for _ in range(depth):
        rendered = False
        for node in list(code.filter_templates(recursive=False)):
            text = render(node)
            if text is not None:
                code.replace(node, text)
                rendered = True
        if not rendered:
            return


def _remove(code: Any, node: Any) -> None:
    try:
        code.remove(node)
    except ValueError:
        pass  # already removed with an enclosing node


def _document(doc_id: str, title: str, text: str, location: str) -> Document | None:
    paras = (
        paragraphs(text)
        if ("{{" in text or "[[" in text or "'''" in text or "<" in text)
        else [p.strip() for p in text.split("\n") if p.strip()]
    )
    if not paras:
        return None
    return Document(
        doc_id=doc_id,
        source="wikipedia",
        segments=[Segment(p) for p in paras],
        location=location,
        meta={"title": title},
    )


def _page_document(page: Any, path: Path) -> Document | Quarantined | None:
    """One article page as a document; any failure inside the page (a RecursionError on deeply
    nested templates, a parser error) quarantines that page only."""
    location = f"{path}#page={page.id}"
    try:
        text = None
        for revision in page:  # the last revision is the current text
            text = revision.text
        return _document(str(page.id), page.title, text, location) if text else None
    except _STREAM_ERRORS:
        raise  # the XML stream itself is broken: nothing after this point can be read
    except Exception as exc:  # noqa: BLE001 - one bad page never ends the dump
        return Quarantined(
            source="wikipedia",
            location=location,
            stage="read",
            error=f"page {page.title!r} could not be read: {type(exc).__name__}: {exc}"[:1000],
            doc_id=str(page.id),
        )


def _read_xml(path: Path) -> Iterator[Document | Quarantined | Skipped]:
    last = "the start"
    try:
        with open_binary(path) as fh:
            dump = mwxml.Dump.from_file(fh)
            for page in dump:
                if page.namespace != 0:
                    yield Skipped("non_article_namespace")
                    for _ in page:
                        pass
                    continue
                if page.redirect:
                    yield Skipped("redirects")
                    for _ in page:
                        pass
                    continue
                item = _page_document(page, path)
                last = f"page {page.id} ({page.title!r})"
                if item is not None:
                    yield item
    except Exception as exc:  # noqa: BLE001 - the stream itself broke: the file ends, recorded
        yield Quarantined(
            source="wikipedia",
            location=f"{path} after {last}",
            stage="read",
            error=f"dump is truncated or malformed: {type(exc).__name__}: {exc}",
        )


def _read_jsonl(path: Path) -> Iterator[Document | Quarantined]:
    def document(obj: Any, location: str) -> Document | None:
        return _document(str(obj["id"]), str(obj.get("title", "")), obj["text"], location)

    return json_lines(path, "wikipedia", document, "a WikiExtractor JSON line")


def _read_parquet(path: Path) -> Iterator[Document | Quarantined]:
    try:
        pf = pq.ParquetFile(path)
        for batch in pf.iter_batches(columns=["id", "title", "text"], batch_size=256):
            for row in batch.to_pylist():
                location = f"{path}#id={row['id']}"
                try:
                    doc = _document(
                        str(row["id"]), str(row.get("title") or ""), row["text"] or "", location
                    )
                except Exception as exc:  # noqa: BLE001 - one bad article never ends the file
                    yield Quarantined(
                        source="wikipedia",
                        location=location,
                        stage="read",
                        error=f"{type(exc).__name__}: {exc}"[:1000],
                        doc_id=str(row["id"]),
                    )
                    continue
                if doc:
                    yield doc
    except Exception as exc:  # noqa: BLE001
        yield Quarantined(
            source="wikipedia",
            location=str(path),
            stage="read",
            error=f"{type(exc).__name__}: {exc}",
        )


@sources.register("wikipedia")
def read(paths: list[Path], options: dict[str, Any]) -> Iterator[Document | Quarantined | Skipped]:
    for path in expand(paths, SUFFIXES):
        name = path.name
        if name.endswith(".parquet"):
            yield from _read_parquet(path)
        elif ".json" in name:
            yield from _read_jsonl(path)
        else:
            yield from _read_xml(path)
