"""``mine review``: serve the review page for one reviewer over a warehouse."""

from __future__ import annotations

import ipaddress
from pathlib import Path
from typing import Annotated

import typer

from ..errors import Errors, MineError
from ..review import store
from ..review.order import ORDERS
from ..review.server import make_server
from ..warehouse import DEFAULT_DIR, Warehouse
from ._app import WAREHOUSE_HELP, app, console, err_console


def is_loopback(host: str) -> bool:
    """True for ``localhost`` and loopback addresses (127.0.0.0/8, ::1): only this machine."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


@app.command("review")
def review_command(
    reviewer: Annotated[
        str | None, typer.Option(help="Your name; every decision is recorded under it.")
    ] = None,
    warehouse: Annotated[Path, typer.Option(help=WAREHOUSE_HELP)] = Path(DEFAULT_DIR),
    where: Annotated[
        str | None,
        typer.Option(help="SQL predicate over candidates_with_sentences, e.g. \"subtype = 'or'\"."),
    ] = None,
    query: Annotated[
        str | None,
        typer.Option(help="Name of a saved query in warehouse/queries/ (see --list-queries)."),
    ] = None,
    list_queries: Annotated[
        bool, typer.Option("--list-queries", help="List saved queries and exit.")
    ] = False,
    host: Annotated[
        str, typer.Option(help="Interface to bind; the page has no login, keep it local.")
    ] = "127.0.0.1",
    allow_remote: Annotated[
        bool,
        typer.Option(
            "--allow-remote",
            help="Confirm a --host other than loopback: anyone who can reach it can record "
            "decisions as you.",
        ),
    ] = False,
    port: Annotated[int, typer.Option(help="Port (0 = any free port).")] = 8765,
    verbose: Annotated[bool, typer.Option(help="Log every request.")] = False,
    adjudicate: Annotated[
        bool,
        typer.Option(
            "--adjudicate",
            help="Adjudicate: every reviewer's version side by side (queue: the saved query "
            "disagreements unless --where/--query); decisions go to the adjudications table.",
        ),
    ] = False,
    order: Annotated[
        str | None,
        typer.Option(
            help="Queue order: score (likely keepers first; the default), uncertain (keep_score "
            "closest to 0.5 first: active learning) or random (seeded, for honest measurement). "
            "A saved --query keeps its own order unless --order is given.",
        ),
    ] = None,
    seed: Annotated[int, typer.Option(help="Seed of --order random (same seed, same order).")] = 0,
    rerank_every: Annotated[
        int,
        typer.Option(
            help="Re-fit the ranking model on start and after every N decisions, then re-order "
            "the items not yet shown (0 = never).",
        ),
    ] = 25,
) -> None:
    """Review candidates one at a time in the browser; decisions go to the `reviews` table."""
    if list_queries:
        for name, desc in store.saved_queries().items():
            console.print(f"[bold]{name}[/]  {desc}")
        return
    if order is not None and order not in ORDERS:
        raise MineError(Errors.E150, order=order, available=", ".join(ORDERS))
    if rerank_every < 0:
        raise MineError(
            Errors.E151, option="--rerank-every", what="0 (off) or more", value=rerank_every
        )
    Warehouse(warehouse).require_data()
    if not reviewer or not reviewer.strip():
        raise typer.BadParameter("--reviewer NAME is required: decisions are recorded under it")
    if not is_loopback(host):
        if not allow_remote:
            raise MineError(Errors.E026, host=host, port=port)
        err_console.print(
            f"[bold yellow]warning:[/] serving on {host}: every machine that can reach port "
            f"{port} can read the candidates and record decisions as {reviewer}."
        )
    try:
        server = make_server(
            warehouse,
            reviewer,
            where=where,
            query=query,
            host=host,
            port=port,
            verbose=verbose,
            adjudicate=adjudicate,
            order=order,
            seed=seed,
            rerank_every=rerank_every,
        )
    except store.ReviewError as exc:
        raise typer.BadParameter(str(exc)) from exc
    except OSError as exc:  # port taken, address not available
        raise typer.BadParameter(f"cannot listen on {host}:{port} ({exc}); try --port 0") from exc
    n = len(server.app.queue)
    verb = "Adjudicating" if adjudicate else "Reviewing"
    console.print(
        f"{verb} {n} candidates as [bold]{reviewer}[/] ({server.app.selection}; "
        f"order: {server.app.order_label})."
    )
    if rerank_every:
        console.print(f"Re-ranking on start and every {rerank_every} decisions.")
    console.print(f"Open [link={server.url}]{server.url}[/link]  (Ctrl+C to stop)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        console.print("stopped")
    finally:
        server.server_close()
