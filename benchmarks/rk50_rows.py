"""Append judged sets to the keep prior's rows, in judging order (stop 93, rk50; stop 94, rk51,
rk52; stop 95, rk53; stop 96, rk54; stop 97, rk55; stop 98, rk56; stop 99, rk57; stop 100, rk59;
stop 101, rk60, rk61; stop 103, rk63, rk64; stop 104, rk65).

Each argument is ``KIND:DIR``, KIND ``slice`` (a blind slice: ``verdicts.tsv``, ``items/``, its
warehouse ``wh/``; ``train_prior.verdict_rows``) or ``ab`` (a blind A/B directory: ``out/`` and
the two draws' warehouses; ``rk43_ab_rows.ab_inputs``, each item matched in its draw's warehouse,
``draw`` kept), given in the order they were judged. ``--features-only REGISTER`` (repeatable)
keeps no record (no sentence text) in the rows of text of that register, whose licence is not
certain (the tweets; stop 94, rk52: the ``vader`` pool's editorials and critics' snippets);
rows of other text keep theirs for ``refeaturise``. A row's register: a
slice's is ``loro.REGISTERS``; an A/B row's is that of its own sentence's ``source``
(``loro.SOURCE_REGISTERS``), written into the row as ``register`` when the directory mixes
pools (stop 93's ab93 and ab93b hold food reviews and tweets), else ``loro.AB_REGISTERS``.
The earlier rows are left byte-identical; a set already in the rows is refused. Refit with
``python -m pipeline.ranking.train_prior --from-rows`` (prior README "Stop 93: rk50", "Stop 94:
rk51", "Stop 94: rk52", "Stop 95: rk53", "Stop 96: rk54", "Stop 97: rk55", "Stop 98: rk56",
"Stop 99: rk57", "Stop 100: rk59", "Stop 101: rk60", "Stop 101: rk61", "Stop 103: rk63",
"Stop 103: rk64", "Stop 104: rk65").

    PYTHONPATH=$PWD python3 benchmarks/rk50_rows.py --features-only tweets \\
        ab:AB/ab93 ab:AB/ab93b slice:REVIEWS/s9302
    PYTHONPATH=$PWD python3 benchmarks/rk50_rows.py --features-only tweets \\
        --features-only vader slice:REVIEWS/s9401 slice:REVIEWS/s9403
    PYTHONPATH=$PWD python3 benchmarks/rk50_rows.py --features-only tweets \
        --features-only vader ab:AB/ab94 slice:REVIEWS/s9402 slice:REVIEWS/s9404 ab:AB/ab94b
    PYTHONPATH=$PWD python3 benchmarks/rk50_rows.py --features-only tweets \
        --features-only vader slice:REVIEWS/s9501
    PYTHONPATH=$PWD python3 benchmarks/rk50_rows.py --features-only tweets \
        --features-only vader slice:REVIEWS/s9502 ab:AB/ab95
    PYTHONPATH=$PWD python3 benchmarks/rk50_rows.py --features-only tweets \
        --features-only vader slice:REVIEWS/s9601
    PYTHONPATH=$PWD python3 benchmarks/rk50_rows.py --features-only tweets \
        --features-only vader slice:REVIEWS/s9602 ab:AB/ab96
    PYTHONPATH=$PWD python3 benchmarks/rk50_rows.py --features-only tweets \
        --features-only vader slice:REVIEWS/s9701
    PYTHONPATH=$PWD python3 benchmarks/rk50_rows.py --features-only tweets \
        --features-only vader slice:REVIEWS/s9702 ab:AB/ab97 ab:AB/ab97b
    PYTHONPATH=$PWD python3 benchmarks/rk50_rows.py --features-only tweets \
        --features-only vader slice:REVIEWS/s9801 ab:AB/ab98
    PYTHONPATH=$PWD python3 benchmarks/rk50_rows.py --features-only tweets \
        --features-only vader slice:REVIEWS/s9802
    PYTHONPATH=$PWD python3 benchmarks/rk50_rows.py --features-only tweets \
        --features-only vader slice:REVIEWS/s10001
    PYTHONPATH=$PWD python3 benchmarks/rk50_rows.py --features-only tweets \
        --features-only vader ab:AB/ab100 slice:REVIEWS/s10002
    PYTHONPATH=$PWD python3 benchmarks/rk50_rows.py --features-only tweets \
        --features-only vader slice:REVIEWS/s10101 ab:AB/ab101 slice:REVIEWS/s10102
    PYTHONPATH=$PWD python3 benchmarks/rk50_rows.py --features-only tweets \
        --features-only vader slice:REVIEWS/s10201 ab:AB/ab102 ab:AB/ab103
    PYTHONPATH=$PWD python3 benchmarks/rk50_rows.py --features-only tweets \
        --features-only vader slice:REVIEWS/s10301
    PYTHONPATH=$PWD python3 benchmarks/rk50_rows.py --features-only tweets \
        --features-only vader slice:REVIEWS/s10302 ab:AB/ab104 ab:AB/ab105 slice:REVIEWS/s10401

(AB = the folder of the A/B directories, REVIEWS = that of the blind slices.)
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from rk43_ab_rows import ab_inputs  # noqa: E402

from pipeline.ranking import loro  # noqa: E402
from pipeline.ranking.train_prior import read_rows_file, verdict_rows, write_rows  # noqa: E402
from pipeline.warehouse import Warehouse  # noqa: E402

KINDS = ("slice", "ab")


def parse_source(arg: str) -> tuple[str, Path]:
    """``KIND:DIR`` -> (kind, directory)."""
    kind, sep, d = arg.partition(":")
    if not sep or kind not in KINDS or not d:
        raise argparse.ArgumentTypeError(f"{arg!r}: expected slice:DIR or ab:DIR")
    return kind, Path(d)


def sentence_registers(d: Path) -> dict[str, str | None]:
    """sentence_id -> register (``loro.SOURCE_REGISTERS`` of the ``source`` up to its first
    colon; None for a source not named there) over every warehouse ``wh*`` of ``d``."""
    out: dict[str, str | None] = {}
    for wh in sorted(p for p in d.glob("wh*") if (p / "mine.duckdb").exists()):
        con = Warehouse(wh).connect()
        try:
            for sid, source in con.execute("select sentence_id, source from sentences").fetchall():
                out[sid] = loro.SOURCE_REGISTERS.get(str(source or "").split(":", 1)[0])
        finally:
            con.close()
    return out


def build(kind: str, d: Path, features_only: frozenset[str]) -> list[dict[str, Any]]:
    """The rows of one judged set, records dropped where the row's register is features-only."""
    if kind == "slice":
        built = verdict_rows(d, keep_records=True)
        reg = loro.REGISTERS.get(d.name, loro.DEV)
        regs: list[str | None] = [reg] * len(built)
    else:
        inputs = ab_inputs(d)
        built = verdict_rows(d, inputs, keep_records=True)
        by_sentence = sentence_registers(d)
        regs = [by_sentence.get(x["row"]["sentence_id"]) for x in inputs]
        mixed = len(set(by_sentence.values())) > 1
        for r, x, reg in zip(built, inputs, regs, strict=True):
            r["draw"] = x["draw"]
            if mixed:
                assert reg, f"{d.name}: sentence {x['row']['sentence_id']} of no known source"
                r["register"] = reg
        if not mixed:
            regs = [loro.AB_REGISTERS.get(d.name, g) for g in regs]
    for r, reg in zip(built, regs, strict=True):
        if reg in features_only:
            del r["record"]
    return built


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sources", nargs="+", type=parse_source, metavar="KIND:DIR")
    ap.add_argument("--features-only", action="append", default=[], metavar="REGISTER")
    args = ap.parse_args(argv)
    rows = read_rows_file()
    seen = {r["origin"] for r in rows}
    for kind, d in args.sources:
        built = build(kind, d, frozenset(args.features_only))
        assert not {r["origin"] for r in built} & seen, f"{d.name} is already in the rows"
        print(
            d.name,
            len(built),
            "kept",
            sum(r["label"] for r in built),
            dict(sorted(Counter(r["phenomenon"] for r in built).items())),
            dict(Counter((r.get("register"), "record" in r) for r in built)),
        )
        rows += built
    write_rows(rows)
    print("rows", len(rows))


if __name__ == "__main__":
    main()
