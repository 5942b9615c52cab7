"""Stop 90, px08: the ``finefoods`` pool reader of ``benchmarks/fresh_pools.py`` (the
``small_fine_foods`` reviews in the R lazy-load data of ``r-cran-modeldata``), on a tiny
database written here as R writes that package's: data frames in raw-LZMA2 ("Z") blocks. What the
reader keeps (a review's words and paragraphs, a link's text) and leaves out (the Amazon HTML,
the video marker, reviews with lost characters), first as documents, then through the command
line with the product's real splitter and ``clean``."""

from __future__ import annotations

import gzip
import lzma
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from fresh_pools import finefoods_docs, r_lazyload  # noqa: E402

from tests.fresh_pools_support import pool_texts  # noqa: E402
from tests.test_stop82_px07 import _HEADER, _ints, _named_list, _strs  # noqa: E402

_LZMA2 = [{"id": lzma.FILTER_LZMA2, "preset": 9 | lzma.PRESET_EXTREME}]


def _write_xz_lazyload(stem: Path, objects: dict[str, bytes]) -> None:
    """``stem.rdb`` and ``stem.rdx`` with each object in a "Z" block: its length, the type
    byte and a raw LZMA2 stream (no xz container), as R's ``R_compress3`` writes it."""
    rdb, index = b"", {}
    for name, body in objects.items():
        raw = _HEADER + body
        block = struct.pack(">I", len(raw)) + b"Z"
        block += lzma.compress(raw, format=lzma.FORMAT_RAW, filters=_LZMA2)
        index[name] = _ints([len(rdb), len(block)])
        rdb += block
    rdx = _named_list(
        {
            "variables": _named_list(index),
            "references": struct.pack(">ii", 19, 0),
            "compressed": struct.pack(">iii", 10, 1, 3),
        }
    )
    stem.with_suffix(".rdb").write_bytes(rdb)
    stem.with_suffix(".rdx").write_bytes(gzip.compress(_HEADER + rdx))


def _table(reviews: list[str]) -> bytes:
    return _named_list(
        {
            "product": _strs([f"B00{i:07d}" for i in range(len(reviews))]),
            "review": _strs(reviews),
            "score": _ints([1] * len(reviews)),
        }
    )


_TRAIN = [
    "My dog loves these chews and asks for one every evening after his walk.  "
    "They last him about ten minutes.<br /><br />I order them again every month "
    'because <a href="http://www.amazon.com/gp/product/B000000">Happy Chews</a> are hard to '
    "find in the stores near us.",
    '<span class="tiny">Length:: 0:26 Mins<br /><br /></span>This coffee tastes '
    "burnt &amp; bitter, and I would not buy it again for the price.",
    "The sauce arrived broken and the seller never answered my two emails \ufffd sad.",
]
_TEST = ["We bought a case for the office and everyone agreed it was the best tea we had tried."]


def _foods_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    objects = {
        "tate_text": _named_list({"title": _strs(["Untitled"])}),
        "testing_data": _table(_TEST),
        "training_data": _table(_TRAIN),
    }
    _write_xz_lazyload(folder / "Rdata", objects)
    return folder


def test_r_lazyload_reads_raw_lzma2_blocks(tmp_path: Path) -> None:
    objects = r_lazyload(_foods_folder(tmp_path) / "Rdata")
    assert objects["training_data"]["review"] == _TRAIN
    assert objects["testing_data"]["product"] == ["B000000000"]


def test_finefoods_docs_undo_the_html_and_leave_out_lost_characters(tmp_path: Path) -> None:
    docs, src = finefoods_docs(_foods_folder(tmp_path))
    assert [d for d, _ in docs] == ["ff:train:0", "ff:train:1", "ff:test:0"]
    first = dict(docs)["ff:train:0"].split("\n")
    assert first[0].endswith("after his walk. They last him about ten minutes.")
    assert first[1] == (
        "I order them again every month because Happy Chews are hard to find in the stores near us."
    )
    assert dict(docs)["ff:train:1"] == (
        "This coffee tastes burnt & bitter, and I would not buy it again for the price."
    )
    assert src["ff:test:0"] == "modeldata-fine-foods:B000000000"


def test_finefoods_through_the_command_line(tmp_path: Path) -> None:
    texts = pool_texts("finefoods", _foods_folder(tmp_path), tmp_path / "ff.jsonl")
    assert "They last him about ten minutes." in texts
    assert (
        "We bought a case for the office and everyone agreed it was the best tea we had tried."
        in texts
    )
    assert not any("Length" in t or "amazon" in t or "seller" in t for t in texts)
