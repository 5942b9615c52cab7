"""Stop 81, px05: the two new blind-review pool readers of ``benchmarks/fresh_pools.py``,
``freeorion`` (the English stringtable of ``freeorion-data``) and ``crossfire`` (the maps of
``crossfire-maps``), on tiny inputs written here in each package's own format: what a reader
keeps as prose, and what it leaves out (markup, placeholders, headings, editor notes, non-world
maps), first as documents, then through the command line with the product's real splitter and
the ``clean`` filter."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from fresh_pools import crossfire_docs, freeorion_docs  # noqa: E402

from tests.fresh_pools_support import pool_texts  # noqa: E402

_STRINGTABLE = """\ufeffEnglish

# a comment line, not a key
SP_GLIMMER
Glimmer

PT_OCEAN
Ocean

SP_GLIMMER_DESC
'''Description:

The Glimmer are small luminous swimmers that gather in shallow reefs at dusk.
Reason for Leaving: Their reefs had grown too warm, so they built their first ships from coral.
They prefer [[PT_OCEAN]] planets and avoid the <i>brightest</i> stars of a cluster.
<img src="species/glimmer.png"></img>
'''

SP_GLIMMER_GAMEPLAY_DESC
'''A peaceful species that trades with [[encyclopedia LONG_ARTICLE]] whenever it can.
Every turn %1% gains three points of research from the warm reefs.
'''

LONG_ARTICLE
'''A long article spans more than one line of text.
So a reference to it is no name at all.'''

OPTIONS_UI_SCALE_DESC
Sets the scale of every window in the whole user interface.

SP_GLIMMER_SHORT_DESC
Small luminous swimmers of the shallow reefs at dusk.
"""

_INN_MAP = """arch map
name Inn
msg
Created: 2001-01-01 Modified: 2002-02-02 by the map maker
endmsg
end
arch book_clasp
name The Tale of the Miller
msg
The Tale of the Miller
Long ago a miller lived beside the river and ground
grain for the whole valley.
When the river dried up he walked to the mountains to find its source.
endmsg
end
arch npc_innkeeper
msg
@match hello|hi
Welcome to the inn, $you, please sit down by the fire.
The soup is hot and the beds are clean tonight.
@match soup
It is made from the [b]miller's[/b] own barley, as always.
endmsg
end
"""

_KEEPER_DIALOGUE = {
    "rules": [
        {"match": ["*"], "pre": [], "post": [], "msg": ["Hello $you, how are you doing today?"]},
        {
            "match": ["cellar"],
            "pre": [["quest", "inn/cellar", "10"]],
            "post": [],
            "msg": ["Our cellar has been flooded since the spring storms began."],
        },
    ]
}


def _freeorion_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "default"
    (folder / "stringtables").mkdir(parents=True)
    (folder / "stringtables" / "en.txt").write_text(_STRINGTABLE, encoding="utf-8")
    (folder / "stringtables" / "de.txt").write_text(
        "Deutsch\n\nSP_GLIMMER_DESC\nDie Glimmer sind kleine leuchtende Schwimmer der Riffe.\n",
        encoding="utf-8",
    )
    return folder


def _crossfire_folder(tmp_path: Path) -> Path:
    maps = tmp_path / "maps"
    (maps / "village").mkdir(parents=True)
    (maps / "village" / "inn").write_text(_INN_MAP, encoding="utf-8")
    (maps / "village" / "innkeeper.msg").write_text(json.dumps(_KEEPER_DIALOGUE), encoding="utf-8")
    (maps / "village" / "inn.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00arch book\nmsg\n")
    for skipped in ("test", "editor"):
        (maps / skipped).mkdir()
        (maps / skipped / "shelf").write_text(
            "arch book\nmsg\nThis test book should never reach the pool at all.\nendmsg\nend\n",
            encoding="utf-8",
        )
    return maps


def test_freeorion_resolves_names_and_drops_headings_pictures_options_and_short_descs(
    tmp_path: Path,
) -> None:
    docs, src = freeorion_docs(_freeorion_folder(tmp_path))
    texts = dict(docs)
    assert texts["freeorion:SP_GLIMMER_DESC"].split("\n") == [
        "The Glimmer are small luminous swimmers that gather in shallow reefs at dusk.",
        "Their reefs had grown too warm, so they built their first ships from coral.",
        "They prefer Ocean planets and avoid the brightest stars of a cluster.",
    ]
    # a reference to a multi-line text and a %1% placeholder leave the marker clean refuses
    assert texts["freeorion:SP_GLIMMER_GAMEPLAY_DESC"].count("[-]") == 2
    assert "freeorion:OPTIONS_UI_SCALE_DESC" not in texts
    assert "freeorion:SP_GLIMMER_SHORT_DESC" not in texts
    assert set(src.values()) == {"freeorion-pedia"}


def test_freeorion_pool_keeps_only_clean_english_sentences(tmp_path: Path) -> None:
    texts = pool_texts("freeorion", _freeorion_folder(tmp_path), tmp_path / "fo.jsonl")
    assert texts == [
        "A long article spans more than one line of text.",
        "So a reference to it is no name at all.",
        "The Glimmer are small luminous swimmers that gather in shallow reefs at dusk.",
        "Their reefs had grown too warm, so they built their first ships from coral.",
        "They prefer Ocean planets and avoid the brightest stars of a cluster.",
    ]


def test_crossfire_reads_books_npc_replies_and_dialogue_files(tmp_path: Path) -> None:
    docs, src = crossfire_docs(_crossfire_folder(tmp_path))
    texts = dict(docs)
    # the map header (an editor's note) is no document, so the book is the map's message 0; it
    # keeps its hard-wrapped line joined and its five-word title dropped
    assert texts["crossfire:village/inn:0"].split("\n") == [
        "Long ago a miller lived beside the river and ground grain for the whole valley.",
        "When the river dried up he walked to the mountains to find its source.",
    ]
    assert texts["crossfire:village/inn:1"].split("\n") == [
        "Welcome to the inn, [-] , please sit down by the fire.",
        "The soup is hot and the beds are clean tonight.",
        "It is made from the miller's own barley, as always.",
    ]
    assert "crossfire:village/innkeeper.msg" in texts
    assert not any("test" in d or "editor" in d or "png" in d for d in texts)
    assert not any("Created" in t for t in texts.values())
    assert set(src.values()) == {"crossfire-maps"}


def test_crossfire_pool_drops_placeholders_and_keeps_context_free_of_markup(
    tmp_path: Path,
) -> None:
    texts = pool_texts("crossfire", _crossfire_folder(tmp_path), tmp_path / "cf.jsonl")
    assert texts == [
        "It is made from the miller's own barley, as always.",
        "Long ago a miller lived beside the river and ground grain for the whole valley.",
        "Our cellar has been flooded since the spring storms began.",
        "The soup is hot and the beds are clean tonight.",
        "When the river dried up he walked to the mountains to find its source.",
    ]
