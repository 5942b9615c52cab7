"""``mine sample``: a stratified, length-weighted sample of candidates for annotation."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ..review.sample import sample
from ..warehouse import DEFAULT_DIR
from ._app import WAREHOUSE_HELP, app, console


@app.command("sample")
def sample_command(
    warehouse: Annotated[Path, typer.Option(help=WAREHOUSE_HELP)] = Path(DEFAULT_DIR),
    phenomenon: Annotated[str, typer.Option(help="Phenomenon whose candidates to sample.")] = (
        "verb_complement"
    ),
    per_lemma: Annotated[
        int, typer.Option(help="At most this many candidates per trigger lemma (RP19: 40).")
    ] = 40,
    seed: Annotated[int, typer.Option(help="Seed: the same seed gives the same sample.")] = 0,
    name: Annotated[
        str | None, typer.Option(help="Sample name (file samples/NAME.parquet); default derived.")
    ] = None,
    subtype: Annotated[
        list[str] | None, typer.Option(help="Restrict to these subtypes (repeatable).")
    ] = None,
    include_filtered: Annotated[
        bool,
        typer.Option(
            "--include-filtered", help="Keep candidates the phenomenon's filters flagged."
        ),
    ] = False,
) -> None:
    """Draw a stratified sample over trigger lemmas, preferring shorter sentences (RP19 §4.1)."""
    summary = sample(
        warehouse,
        phenomenon=phenomenon,
        per_lemma=per_lemma,
        seed=seed,
        name=name,
        subtypes=subtype or (),
        include_filtered=include_filtered,
    )
    console.print(
        f"sample [bold]{summary.name}[/]: {summary.n_sampled} of {summary.n_candidates} "
        f"candidates over {len(summary.per_stratum)} lemmas -> {summary.path}"
    )
    console.print(f'query it with: mine query --warehouse {warehouse} "SELECT * FROM samples"')
