"""Which ``running`` rows in ``runs`` belong to runs that are gone (killed, crashed, power cut).

A run writes its ``running`` row first and its final row last, so a run killed with ``kill -9``
would show ``running`` forever. Each run therefore leaves an owner file
``runs/<run_id>.owner.json`` (process id, its start time, host) while it works. When a later run
starts on the same warehouse (``--resume`` or not), every ``running`` row whose owner process is
no longer alive on this host is rewritten as ``interrupted``. Rows of runs on other hosts, or
still alive, are left alone.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
from pathlib import Path

import pyarrow.parquet as pq

from ..warehouse import Warehouse, write_atomic, write_json_atomic

RUNNING = "running"
INTERRUPTED = "interrupted"


def _owner_path(wh: Warehouse, run_id: str) -> Path:
    return wh.path("runs", f"{run_id}.owner.json")


def _process_start(pid: int) -> str | None:
    """The start time of process ``pid`` in clock ticks (Linux /proc), to tell reused pids apart."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return stat.rsplit(")", 1)[1].split()[19]


def _alive(owner: dict) -> bool:
    if owner.get("host") != socket.gethostname():
        return True  # cannot tell from here: leave it
    pid = int(owner.get("pid", -1))
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    started = owner.get("process_start")
    return started is None or _process_start(pid) in (None, started)


def claim(wh: Warehouse, run_id: str) -> None:
    """Record that this process owns ``run_id`` while it runs."""
    write_json_atomic(
        _owner_path(wh, run_id),
        {
            "pid": os.getpid(),
            "process_start": _process_start(os.getpid()),
            "host": socket.gethostname(),
        },
    )


def release(wh: Warehouse, run_id: str) -> None:
    """The run has written its final row: it no longer needs an owner."""
    with contextlib.suppress(FileNotFoundError):
        _owner_path(wh, run_id).unlink()


def mark_interrupted(wh: Warehouse, except_run: str | None = None) -> list[str]:
    """Rewrite the ``running`` rows of dead runs as ``interrupted``; return their run ids."""
    done = []
    for path in sorted(wh.path("runs").glob("*.parquet")):
        run_id = path.stem
        if run_id == except_run:
            continue
        try:
            table = pq.read_table(path)
        except (OSError, ValueError):
            continue
        if RUNNING not in table.column("status").to_pylist():
            continue
        owner_file = _owner_path(wh, run_id)
        try:
            owner = json.loads(owner_file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            owner = {}
        if owner and _alive(owner):
            continue
        status = [INTERRUPTED if s == RUNNING else s for s in table.column("status").to_pylist()]
        idx = table.schema.get_field_index("status")
        # Through the warehouse's checksum log, or the next read would call the file modified.
        wh.record(write_atomic(path, table.set_column(idx, "status", [status])))
        release(wh, run_id)
        done.append(run_id)
    return done
