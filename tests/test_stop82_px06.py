"""Stop 82, px06: the two new blind-review pool readers of ``benchmarks/fresh_pools.py``,
``ufoai`` (the ``msgid`` scripts in ``0ufos.pk3`` of ``ufoai-common``) and ``anarchism`` (the
fortune file of ``fortune-anarchism``), on tiny inputs written here in each package's own format:
what a reader keeps as prose and what it leaves out (document headers, headings, salutations,
sign-offs, placeholders, the interface scripts, the lobby's rules, attributions), first as
documents, then through the command line with the product's real splitter and ``clean``."""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from fresh_pools import anarchism_docs, ufoai_docs  # noqa: E402

from tests.fresh_pools_support import pool_texts  # noqa: E402

_WEAPONS_UFO = """msgid sling_txt {
text "_Technical Specifications: \\"Pebble\\" Sling

CLASSIFIED LEVEL YELLOW

Filed: 3 April 2084

Overview

The sling is the oldest ranged weapon our armourers could find in the museum.
It throws a smooth stone with surprising force, and 95% of our recruits hit the target at once.

Cdr. Ravel"
}

msgid sling_pre_txt {
text "_Commander,

We found %s old slings in the storeroom of the museum last night.
I am sure the workshop can copy the \\"Pebble\\" design before the winter begins.

Dr. Ravel"
}
"""

_IRC_UFO = """msgid irc_motd {
text "_Welcome to the lobby of the game.
Do NOT:
- Shout at other players in the lobby, please.
"
}
"""

_OPTIONS_UFO = """window options {
\tstring label { string "_Set this option to make the game run much faster." }
}
"""


def _ufoai_folder(tmp_path: Path) -> Path:
    base = tmp_path / "base"
    base.mkdir()
    with zipfile.ZipFile(base / "0ufos.pk3", "w") as pk3:
        pk3.writestr("ufos/msgid/weapons.ufo", _WEAPONS_UFO)
        pk3.writestr("ufos/msgid/irc.ufo", _IRC_UFO)
        pk3.writestr("ufos/ui/options.ufo", _OPTIONS_UFO)
    return base


_ANARCHISM = """The village council met under the old oak, and nobody there
held any office at all.  Each spoke when the matter touched them.
\t\t-- A. Writer, "On Councils"
%
Property is a habit before it is a law.
%
Where the road ends,
    the walkers make a new one together.
\t\t-- B. Poet
"""


def _anarchism_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "fortunes"
    folder.mkdir()
    (folder / "anarchism").write_text(_ANARCHISM, encoding="utf-8")
    (folder / "anarchism.dat").write_bytes(b"\x00\x00\x00\x02binary index")
    return folder


def test_ufoai_reads_msgid_entries_without_headers_headings_and_sign_offs(tmp_path: Path) -> None:
    docs, src = ufoai_docs(_ufoai_folder(tmp_path))
    texts = dict(docs)
    # the header lines, the heading and the sign-off have no final mark; the percent sign after
    # a number stays, and the escaped quotes are plain quotes
    assert texts["ufoai:sling_txt"].split("\n") == [
        "The sling is the oldest ranged weapon our armourers could find in the museum. It "
        "throws a smooth stone with surprising force, and 95% of our recruits hit the target "
        "at once.",
    ]
    # the salutation "Commander," is left out; the printf placeholder leaves the marker
    assert texts["ufoai:sling_pre_txt"].split("\n") == [
        "We found [-] old slings in the storeroom of the museum last night. I am sure the "
        'workshop can copy the "Pebble" design before the winter begins.',
    ]
    # the lobby's rules and the interface scripts are no documents
    assert set(texts) == {"ufoai:sling_txt", "ufoai:sling_pre_txt"}
    assert set(src.values()) == {"ufoai-weapons"}


def test_ufoai_pool_keeps_only_clean_english_sentences(tmp_path: Path) -> None:
    texts = pool_texts("ufoai", _ufoai_folder(tmp_path), tmp_path / "ua.jsonl")
    assert texts == [
        'I am sure the workshop can copy the "Pebble" design before the winter begins.',
        "It throws a smooth stone with surprising force, and 95% of our recruits hit the "
        "target at once.",
        "The sling is the oldest ranged weapon our armourers could find in the museum.",
    ]


def test_anarchism_joins_hard_wraps_and_drops_attributions(tmp_path: Path) -> None:
    docs, src = anarchism_docs(_anarchism_folder(tmp_path))
    texts = dict(docs)
    assert texts["anarchism:0"] == (
        "The village council met under the old oak, and nobody there held any office at all. "
        "Each spoke when the matter touched them."
    )
    assert texts["anarchism:1"] == "Property is a habit before it is a law."
    # an indented line starts a new paragraph (verse), as in the fortunes pool
    assert texts["anarchism:2"].split("\n") == [
        "Where the road ends,",
        "the walkers make a new one together.",
    ]
    assert not any("Writer" in t or "Poet" in t for t in texts.values())
    assert set(src.values()) == {"fortune-anarchism"}


def test_anarchism_pool_keeps_only_clean_english_sentences(tmp_path: Path) -> None:
    texts = pool_texts("anarchism", _anarchism_folder(tmp_path), tmp_path / "an.jsonl")
    assert texts == [
        "Each spoke when the matter touched them.",
        "Property is a habit before it is a law.",
        "The village council met under the old oak, and nobody there held any office at all.",
    ]
