"""Stream a .bz2 text that expands to >= 1 GB through a source reader and sentence splitting.

#21: the text source held a whole file in memory, so a 344 KB .bz2 that expands to 2 GB grew the
process to 10 GB. This benchmark builds such a file (one endless paragraph of varied sentences,
no line breaks at all: the worst case for a line reader), then

1. streams all of it through the source reader (``--source text``): every byte is decompressed,
   cut into bounded pieces and documents; prints MB/s;
2. runs what ``mine run`` does before parsing (``pipeline.engines.bookkeeping.shards``: read, cut
   into documents, clean, split into sentences) for ``--seconds`` (all of it with ``--full``;
   sentence splitting runs at ~1 MB/s, so 1 GB takes a quarter of an hour); prints sentences/s;

and prints the peak RSS of the process over both. Pass: peak RSS under 1.5 GB.

    python benchmarks/stream_bz2.py [--gigabytes 1.0] [--seconds 120 | --full] [--keep PATH]
"""

from __future__ import annotations

import argparse
import bz2
import resource
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pipeline import registry  # noqa: E402
from pipeline.engines.bookkeeping import RunOptions, shards  # noqa: E402
from pipeline.records import Document  # noqa: E402

WORDS = [
    "the",
    "council",
    "river",
    "engineer",
    "bridge",
    "volunteer",
    "budget",
    "morning",
    "quietly",
    "reopened",
    "approved",
    "asked",
    "forgot",
    "stayed",
    "left",
    "cancelled",
    "painted",
    "carried",
    "north",
    "old",
    "new",
    "small",
    "heavy",
    "green",
]


def build(path: Path, gigabytes: float) -> int:
    """Write the bomb: ~1 MB of distinct sentences with no line break, compressed once and
    written as many bz2 streams as it takes (bz2 readers read concatenated streams as one)."""
    block = []
    i = 0
    while sum(len(s) for s in block) < 1 << 20:
        w = [WORDS[(i * k + 3) % len(WORDS)] for k in range(1, 9)]
        block.append(f"The {w[0]} and the {w[1]} {w[2]} {w[3]} on day {i}, but {w[4]} {w[5]}. ")
        i += 1
    data = "".join(block).encode()
    stream = bz2.compress(data, 9)
    copies = -(-int(gigabytes * (1 << 30)) // len(data))
    with open(path, "wb") as fh:
        for _ in range(copies):
            fh.write(stream)
    return copies * len(data)


def read_all(path: Path, source: str) -> tuple[int, int, float]:
    """(documents, characters, seconds) of streaming the whole file through the reader."""
    reader = registry.sources.get(source)
    docs = chars = 0
    t = time.perf_counter()
    for item in reader([path], {}):
        if isinstance(item, Document):
            docs += 1
            chars += sum(len(seg.text) for seg in item.segments)
    return docs, chars, time.perf_counter() - t


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--gigabytes", type=float, default=1.0)
    ap.add_argument("--source", default="text")
    ap.add_argument("--keep", type=Path, help="Build (or reuse) the .bz2 here.")
    ap.add_argument("--seconds", type=float, default=120, help="Time for step 2.")
    ap.add_argument("--full", action="store_true", help="Step 2 over the whole file.")
    args = ap.parse_args()
    tmp = tempfile.TemporaryDirectory()
    path = args.keep or Path(tmp.name) / "bomb.txt.bz2"
    if not path.exists():
        t = time.perf_counter()
        build(path, args.gigabytes)
        print(f"built {path} ({path.stat().st_size:,} bytes) in {time.perf_counter() - t:.0f}s")
    docs, chars, secs = read_all(path, args.source)
    size = path.stat().st_size
    print(
        f"1. read: {chars / 1e9:.2f} GB of text ({size / 1e6:,.1f} MB compressed) as {docs:,} "
        f"documents in {secs:.0f}s ({chars / 1e6 / secs:,.1f} MB/s), "
        f"peak RSS so far {_peak_mb():,.0f} MB"
    )
    opts = RunOptions(
        source=args.source, phenomena=[], inputs=[path], warehouse=Path(tmp.name) / "wh"
    )
    counts: Counter = Counter()
    n_sentences = chars = 0
    t = time.perf_counter()
    for shard in shards(opts, counts, Counter()):
        n_sentences += len(shard.sentences)
        chars += sum(len(s.text) for s in shard.sentences)
        if not args.full and time.perf_counter() - t > args.seconds:
            break
    secs = time.perf_counter() - t
    print(
        f"2. sentences: {n_sentences:,} from {chars / 1e6:,.0f} MB of text in {secs:.0f}s: "
        f"{n_sentences / secs:,.0f} sentences/s ({chars / 1e6 / secs:.2f} MB/s), "
        f"quarantined {counts['quarantined_read']:,}"
    )
    peak = _peak_mb()
    print(f"peak RSS {peak:,.0f} MB")
    ok = peak < 1536
    print("PASS: peak RSS under 1.5 GB" if ok else "FAIL: peak RSS over 1.5 GB")
    sys.exit(0 if ok else 1)


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


if __name__ == "__main__":
    main()
