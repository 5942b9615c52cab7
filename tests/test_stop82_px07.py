"""Stop 82, px07: the two new blind-review pool readers of ``benchmarks/fresh_pools.py``,
``austen`` (the R lazy-load data of ``r-cran-janeaustenr``) and ``web`` (the SWORD zText module
of ``sword-text-web``), on tiny inputs written here in each package's own binary format: what a
reader keeps as prose and what it leaves out (title pages, chapter headings, Gutenberg's italic
underscores and double hyphens; OSIS notes, titles, Strong's numbers and the glossary after the
last book), first as documents, then through the command line with the product's real splitter
and ``clean``."""

from __future__ import annotations

import gzip
import struct
import sys
import zlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from fresh_pools import _RReader, austen_docs, r_lazyload, web_docs  # noqa: E402

from tests.fresh_pools_support import pool_texts  # noqa: E402

# ---------------------------------------------------------------- a tiny R serializer (XDR)

_HEADER = b"X\n" + struct.pack(">iii", 2, 0x040300, 0x020300)
_NIL = struct.pack(">i", 254)


def _char(text: str) -> bytes:
    raw = text.encode("utf-8")
    return struct.pack(">ii", 9 | (1 << 15), len(raw)) + raw  # a CHARSXP marked UTF-8


def _strs(items: list[str]) -> bytes:
    return struct.pack(">ii", 16, len(items)) + b"".join(_char(t) for t in items)


def _ints(items: list[int]) -> bytes:
    return struct.pack(f">ii{len(items)}i", 13, len(items), *items)


def _named_list(items: dict[str, bytes]) -> bytes:
    """A VECSXP with a ``names`` attribute (a one-cell pairlist tagged with the symbol)."""
    body = b"".join(items.values())
    names = struct.pack(">i", 2 | (1 << 10)) + struct.pack(">i", 1) + _char("names")
    names += _strs(list(items)) + _NIL
    return struct.pack(">ii", 19 | (1 << 9), len(items)) + body + names


def _write_lazyload(stem: Path, objects: dict[str, list[str]]) -> None:
    """``stem.rdb`` and ``stem.rdx`` as R's ``makeLazyLoadDB`` writes them (zlib blocks)."""
    rdb, index = b"", {}
    for name, lines in objects.items():
        data = zlib.compress(_HEADER + _strs(lines))
        block = struct.pack(">I", len(_HEADER + _strs(lines))) + data
        index[name] = _ints([len(rdb), len(block)])
        rdb += block
    rdx = _named_list(
        {
            "variables": _named_list(index),
            "references": struct.pack(">ii", 19, 0),
            "compressed": struct.pack(">iii", 10, 1, 1),
        }
    )
    stem.with_suffix(".rdb").write_bytes(rdb)
    stem.with_suffix(".rdx").write_bytes(gzip.compress(_HEADER + rdx))


_EMMA = [
    "EMMA",
    "",
    "By Jane Austen",
    "",
    "VOLUME I",
    "",
    "CHAPTER I",
    "",
    "The young lady of the house was clever, kind and rather too fond of",
    "her own way; she had never yet been _truly_ disappointed.",
    "",
    '"You will not go out in this rain," said her father--"I am sure you',
    'will catch a cold."',
    "",
    "CHAPTER II",
    "",
    "Her governess had married a neighbour and moved only half a mile away.",
]


def _austen_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    _write_lazyload(folder / "Rdata", {"emma": _EMMA, "persuasion": ["Persuasion", ""]})
    return folder


def test_r_reader_reads_named_lists_and_refuses_other_formats(tmp_path: Path) -> None:
    objects = r_lazyload(_austen_folder(tmp_path) / "Rdata")
    assert set(objects) == {"emma", "persuasion"}
    assert objects["emma"] == _EMMA
    with pytest.raises(ValueError):
        _RReader(b"A\n" + _HEADER[2:])  # the ASCII format is not read


def test_austen_docs_keep_chapters_and_drop_title_page_and_headings(tmp_path: Path) -> None:
    docs, src = austen_docs(_austen_folder(tmp_path))
    assert [d for d, _ in docs] == ["austen:emma:1", "austen:emma:2"]
    first = dict(docs)["austen:emma:1"].split("\n")
    assert first == [
        "The young lady of the house was clever, kind and rather too fond of her own way; "
        "she had never yet been truly disappointed.",
        '"You will not go out in this rain," said her father\u2014"I am sure you will catch a cold."',
    ]
    # a novel with no chapter heading (only its title page) gives no document
    assert src["austen:emma:2"] == "janeaustenr-emma"
    assert not any("EMMA" in t or "CHAPTER" in t or "Jane Austen" in t for _, t in docs)


def test_austen_through_the_command_line(tmp_path: Path) -> None:
    texts = pool_texts("austen", _austen_folder(tmp_path), tmp_path / "ja.jsonl")
    assert "Her governess had married a neighbour and moved only half a mile away." in texts
    assert not any("_" in t or "--" in t for t in texts)


# ---------------------------------------------------------------- a tiny SWORD zText module

_OT = [
    '<milestone type="x-importer" subType="x-osis2mod" n="$Rev: 1 $"/>',
    '<div canonical="true" osisID="Gen" sID="g1" type="book"/> <title type="main">Genesis</title>',
    '<chapter n="1" osisID="Gen.1" sID="Gen.1"/>',
    '<div sID="g2" type="x-p"/><w lemma="strong:H7225">In</w> <w lemma="strong:H1254">the</w> '
    "<w>beginning</w>, <w>a</w> <w>gardener</w> <w>planted</w> <w>a</w> <w>small</w> "
    "<w>orchard</w> <w>by</w> <w>the</w> <w>river</w>.",
    "<w>He</w> <w>said</w>, \u201c<w>I</w> <w>don\u2019t</w> <w>know</w> <w>who</w> "
    '<w>will</w> <w>eat</w> <w>the</w> <w>fruit</w>.\u201d<note placement="foot">'
    "<reference>1:2 </reference>Or, the harvest of the fruit trees</note>"
    '<div eID="g2" type="x-p"/>',
    '<div sID="g3" type="x-p"/><w>His</w> <w>daughter</w> <w>answered</w> <w>that</w> '
    "<w>the</w> <w>birds</w> <w>would</w> <w>eat</w> <w>it</w> <w>first</w> !"
    '<div eID="g3" type="x-p"/><div eID="g1" type="book"/>',
]
_NT = [
    '<div canonical="true" osisID="Matt" sID="g4" type="book"/>',
    '<chapter n="1" osisID="Matt.1" sID="Matt.1"/>',
    '<lg sID="g5"/><l sID="g6"/>The shepherd walked along the hills all night,<l eID="g6"/>'
    '<l sID="g7"/>and he found the lamb at dawn beside the well.<l eID="g7"/><lg eID="g5"/>',
    '<div eID="g4" type="book"/><div sID="g8" type="glossary"/>'
    "Shepherd A shepherd is a person who looks after a flock of sheep.",
]


def _write_ztext(folder: Path, testament: str, entries: list[str]) -> None:
    """``.bzz`` (one zlib block), ``.bzs`` (its offset, size and unpacked size) and ``.bzv``
    (each entry's block, offset and size), little-endian, with the empty entry 0 first."""
    block, index = b"", [struct.pack("<IIH", 0, 0, 0)]
    for entry in entries:
        raw = entry.encode("utf-8")
        index.append(struct.pack("<IIH", 0, len(block), len(raw)))
        block += raw
    packed = zlib.compress(block)
    (folder / f"{testament}.bzz").write_bytes(packed)
    (folder / f"{testament}.bzs").write_bytes(struct.pack("<III", 0, len(packed), len(block)))
    (folder / f"{testament}.bzv").write_bytes(b"".join(index))


def _web_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "engWEB2015eb"
    folder.mkdir()
    _write_ztext(folder, "ot", _OT)
    _write_ztext(folder, "nt", _NT)
    return folder


def test_web_docs_keep_chapters_and_drop_notes_titles_and_glossary(tmp_path: Path) -> None:
    docs, src = web_docs(_web_folder(tmp_path))
    assert [d for d, _ in docs] == ["web:Gen.1", "web:Matt.1"]
    gen = dict(docs)["web:Gen.1"].split("\n")
    assert gen == [
        "In the beginning, a gardener planted a small orchard by the river. "
        'He said, "I don\'t know who will eat the fruit."',
        "His daughter answered that the birds would eat it first!",
    ]
    # a poem's lines are one paragraph, so the sentence across them is whole; the glossary after
    # the book's end is not the book's text
    assert dict(docs)["web:Matt.1"] == (
        "The shepherd walked along the hills all night, and he found the lamb at dawn beside the well."
    )
    assert src["web:Matt.1"] == "sword-web-Matt"
    joined = " ".join(t for _, t in docs)
    assert not any(w in joined for w in ("Genesis", "harvest", "strong:", "glossary", "flock", "<"))


def test_web_through_the_command_line(tmp_path: Path) -> None:
    texts = pool_texts("web", _web_folder(tmp_path), tmp_path / "wb.jsonl")
    assert "His daughter answered that the birds would eat it first!" in texts
    assert not any("flock" in t or "harvest" in t for t in texts)
