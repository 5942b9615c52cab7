"""Two more pools of fresh sentences for blind review: English Wikipedia and news.

The State of the Union and *Moby-Dick* pools (``sotu_pool.py``, ``moby_dick_pool.py``) are used
up for unseen measurement, and neither is a register the product is built for. gensim's wheel on
PyPI ships, as test data, a shortened English Wikipedia dump (``enwiki-latest-pages-articles1
.xml-p000000010p000030302-shortened.bz2``, 206 pages, CC BY-SA) and the Lee corpus
(``lee_background.cor``, 300 Australian Broadcasting Corporation news stories; Lee, Pincombe
& Welsh 2005): the product's own register (``--source wikipedia``) and COCA's news section.

    pip download --no-deps gensim && unzip -q gensim-*.whl 'gensim/test/test_data/*'
    python benchmarks/wikipedia_pool.py wikipedia gensim/test/test_data/enwiki-*.bz2 wiki.jsonl
    python benchmarks/wikipedia_pool.py news gensim/test/test_data/lee_background.cor news.jsonl

The dump is read with the product's Wikipedia reader (redirects skipped, markup stripped);
the news corpus is one story per line. Split, tidied, deduplicated and shuffled exactly as the
State of the Union pool.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from sotu_pool import pool_rows, write_rows

from pipeline.records import Document
from pipeline.sources.wikipedia import read


def articles(dump: Path) -> list[tuple[str, str]]:
    """(title, text) of every article of the dump, its paragraphs joined, in dump order."""
    out = []
    for item in read([dump], {}):
        if isinstance(item, Document):
            title = item.meta["title"].replace(" ", "_")
            out.append((title, "\n\n".join(seg.text for seg in item.segments)))
    return out


def stories(corpus: Path) -> list[tuple[str, str]]:
    """(story number, text) of every line of the Lee corpus."""
    lines = corpus.read_text(encoding="utf-8").splitlines()
    return [(f"lee{i}", line.strip()) for i, line in enumerate(lines) if line.strip()]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("kind", choices=["wikipedia", "news"])
    ap.add_argument("path", type=Path, help="the dump (.xml.bz2) or the Lee corpus (.cor)")
    ap.add_argument("out", type=Path, help="the pool, one {id, text, speech} per line")
    ap.add_argument("--seed", default="gensim-pool-stop43")
    args = ap.parse_args()
    texts = articles(args.path) if args.kind == "wikipedia" else stories(args.path)
    prefix = "w" if args.kind == "wikipedia" else "n"
    write_rows(pool_rows(texts, f"{args.seed}-{args.kind}", prefix), args.out)


if __name__ == "__main__":
    main()
