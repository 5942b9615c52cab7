"""One loader for the word lists and tables in ``wordlists/``.

A word list is one item a line; a table is tab-separated, its first non-comment line naming the
columns.
``#`` starts a comment in both; each file opens with a comment citing its source.
"""

from __future__ import annotations

from functools import cache

from .. import resources


def wordlist(name: str) -> tuple[str, ...]:
    """Items of ``wordlists/<name>.txt`` in file order (comments and blank lines dropped)."""
    return resources.wordlist(name)


@cache
def word_set(name: str) -> frozenset[str]:
    """The lowercased items of ``wordlists/<name>.txt`` as a set (membership tests)."""
    return frozenset(w.lower() for w in resources.wordlist(name))


@cache
def verb_signatures() -> tuple[tuple[str, str, str, str], ...]:
    """Rows ``(lemma, complement, signature, source)`` of ``wordlists/verb_signatures.txt``,
    read once: the veridicality lexicon, the that-hosts of the complement rewriter and the
    to-infinitive verbs of the fitness checks all read this one table."""
    rows = []
    for line in resources.wordlist("verb_signatures"):
        lemma, complement, signature, source = line.split("\t")
        rows.append((lemma, complement, signature, source))
    return tuple(rows)


@cache
def table(name: str) -> tuple[dict[str, str], ...]:
    """Rows of the tab-separated ``wordlists/<name>.tsv`` as dicts keyed by the header's column
    names; a short row gets "" for its missing columns."""
    path = resources.resource_dir("wordlists") / f"{name}.tsv"
    rows: list[dict[str, str]] = []
    header: list[str] | None = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("#") or not line.strip():
            continue
        cells = [c.strip() for c in line.split("\t")]
        if header is None:
            header = cells
            continue
        cells += [""] * (len(header) - len(cells))
        rows.append(dict(zip(header, cells, strict=False)))
    return tuple(rows)
