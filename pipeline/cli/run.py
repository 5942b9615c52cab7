"""``mine run``: mine a corpus into the warehouse."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.progress import (
    BarColumn,
    DownloadColumn,
    Progress,
    SpinnerColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from ..engines.bookkeeping import RunOptions, RunSummary
from ..engines.local import default_workers
from ..sources._io import READ_PROGRESS, input_bytes
from ..warehouse import DEFAULT_DIR
from ._app import WAREHOUSE_HELP, app, console


def _progress_text(counts) -> Text:
    return Text.assemble(
        f"docs {counts['documents']:,}  sentences {counts['sentences']:,}  "
        f"parsed {counts['parsed']:,}  candidates {counts['candidates']:,}  "
        f"pairs {counts['pairs']:,}  quarantined "
        f"{counts['quarantined_read'] + counts['quarantined']:,}",
    )


def describe_skipped(counts: dict[str, int]) -> str:
    """``{"skipped_redirects": 3, ...}`` as words: ``3 redirects, 12 non-article namespace pages``."""
    parts = []
    for key, n in sorted(counts.items()):
        if not key.startswith("skipped_") or not n:
            continue
        what = key.removeprefix("skipped_").replace("_", " ").replace("non ", "non-")
        if what.endswith("namespace"):
            what += " pages"
        if n == 1 and what.endswith("s"):
            what = what[:-1]
        parts.append(f"{n:,} {what}")
    return ", ".join(parts)


def print_summary(summary: RunSummary) -> None:
    c, s = summary.counts, summary.seconds
    table = Table(title=f"run {summary.run_id}  ({summary.model}, parser={summary.parser})")
    table.add_column("stage")
    table.add_column("rows", justify="right")
    table.add_column("seconds", justify="right")
    table.add_column("rows/s", justify="right")
    rows = [
        ("read", c["documents"], "documents"),
        ("sentences", c["sentences"], ""),
        ("prefilter", c["prefiltered"], "passed"),
        ("parse", c["parsed"], ""),
        ("extract", c["candidates"], "candidates"),
        ("rewrite", c["pairs"], "pairs"),
    ]
    stage_of = {"sentences": "read"}
    for name, n, _unit in rows:
        secs = s[stage_of.get(name, name)]
        table.add_row(name, f"{n:,}", f"{secs:.2f}", f"{n / secs:,.0f}" if secs > 0.001 else "")
    table.add_row("write", "", f"{s['write']:.2f}", "")
    table.add_row("quarantined", f"{c['quarantined_read'] + c['quarantined']:,}", "", "")
    skipped = describe_skipped(c)
    console.print(table)
    console.print(
        f"[bold green]✔[/] {c['sentences']:,} sentences in {summary.wall_seconds:.1f}s "
        f"({summary.sentences_per_second:,.0f} sentences/s) → {summary.warehouse}"
        + (f"  [dim]skipped: {skipped}[/]" if skipped else "")
        + (f"  [dim]resumed shards: {c['resumed_shards']}[/]" if c["resumed_shards"] else "")
    )


def _phenomenon_options(apply_filters: bool, pairs: list[str]) -> dict[str, object]:
    """``--apply-filters`` and ``--option KEY=VALUE`` as the ``RunContext.options`` dict."""
    out: dict[str, object] = {"apply_filters": True} if apply_filters else {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise typer.BadParameter(f"--option expects KEY=VALUE, got '{pair}'")
        out[key.strip()] = value.strip()
    return out


@app.command("run")
def run_command(
    source: Annotated[str, typer.Option(help="coca | wikipedia | mnli | text | jsonl")],
    phenomenon: Annotated[
        list[str],
        typer.Option(
            help="conjunction | presupposition | implicature | verb_complement (repeatable)"
        ),
    ],
    input: Annotated[
        list[Path] | None,
        typer.Option(
            "--input", help="Input files or folders (repeatable). Default: the bundled sample."
        ),
    ] = None,
    subtype: Annotated[
        list[str] | None, typer.Option(help="Restrict to these subtypes (repeatable).")
    ] = None,
    warehouse: Annotated[Path, typer.Option(help=WAREHOUSE_HELP)] = Path(DEFAULT_DIR),
    no_prefilter: Annotated[
        bool, typer.Option("--no-prefilter", help="Parse every sentence (validation).")
    ] = False,
    parser: Annotated[
        str, typer.Option(help="Constituency backend: dependency | benepar | stanza | provided.")
    ] = "dependency",
    parser_model: Annotated[
        str | None, typer.Option(help="Model for the constituency backend (name or path).")
    ] = None,
    model: Annotated[
        str | None, typer.Option(help="spaCy pipeline (default: best installed en_core_web_*).")
    ] = None,
    workers: Annotated[int, typer.Option(help="Parser processes.")] = default_workers(),
    shard_size: Annotated[
        int, typer.Option(help="Sentences per shard (unit of work, commit and resume).")
    ] = 2000,
    exclude_genre: Annotated[
        list[str] | None, typer.Option(help="MNLI genres to skip (repeatable).")
    ] = None,
    apply_filters: Annotated[
        bool,
        typer.Option(
            "--apply-filters",
            help="verb_complement: drop negated/conditional/passive cases instead of only flagging them.",
        ),
    ] = False,
    option: Annotated[
        list[str] | None,
        typer.Option(
            "--option",
            help="Phenomenon option KEY=VALUE (repeatable), e.g. implicature_negation=imppres.",
        ),
    ] = None,
    resume: Annotated[
        bool, typer.Option("--resume", help="Skip shards a killed run of the same work finished.")
    ] = False,
    wait_for_lock: Annotated[
        float,
        typer.Option(
            "--wait-for-lock",
            help="Seconds to wait while another run writes this warehouse (default: refuse).",
        ),
    ] = 0.0,
    force: Annotated[
        bool,
        typer.Option(
            "--force",
            help="Rebuild a corrupt pairs/candidates file from this run's subtypes only.",
        ),
    ] = False,
    engine: Annotated[str, typer.Option(help="local | ray")] = "local",
    address: Annotated[str | None, typer.Option(help="Ray cluster address (--engine ray).")] = None,
    gpus_per_worker: Annotated[
        float,
        typer.Option(help="GPUs per parser actor (--engine ray; for benepar/stanza), e.g. 0.5."),
    ] = 0.0,
) -> None:
    """Mine a corpus: read, split sentences, prefilter, parse, extract, rewrite, write."""
    opts = RunOptions(
        source=source,
        phenomena=list(phenomenon),
        warehouse=warehouse,
        inputs=list(input or []),
        subtypes=list(subtype or []),
        use_prefilter=not no_prefilter,
        parser=parser,
        parser_model=parser_model,
        model=model,
        workers=workers,
        shard_size=shard_size,
        source_options={"exclude_genre": list(exclude_genre or [])} if exclude_genre else {},
        phenomenon_options=_phenomenon_options(apply_filters, option or []),
        resume=resume,
        lock_wait=wait_for_lock,
        force=force,
    )
    if engine not in ("local", "ray"):
        raise typer.BadParameter(f"unknown engine '{engine}' (local | ray)")
    # A bar over the input bytes the readers consumed (compressed bytes for .bz2), with an ETA,
    # and the running counts beside it.
    total = input_bytes(opts.resolved_inputs()) or None
    start = READ_PROGRESS.bytes_read()
    columns = (
        SpinnerColumn(),
        TextColumn("{task.description}"),
        BarColumn(),
        DownloadColumn(),
        TimeElapsedColumn(),
        TextColumn("eta"),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task("mining", total=total)

        def progress(counts) -> None:
            bar.update(
                task,
                completed=READ_PROGRESS.bytes_read() - start,
                description=_progress_text(counts).plain,
            )

        if engine == "ray":
            from ..engines.ray import run_ray

            summary = run_ray(
                opts, address=address, gpus_per_worker=gpus_per_worker, progress=progress
            )
        else:
            from ..engines.local import run

            summary = run(opts, progress=progress)
    print_summary(summary)
