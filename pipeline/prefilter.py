"""The cheap lexical test that decides which sentences are worth parsing.

Each phenomenon states, per subtype, words a sentence must contain before its extractor could
match (``Phenomenon.prefilter``). This module compiles those conditions for the phenomena and
subtypes of a run into one word -> (subtype, group) index, so testing a sentence costs one
tokenising regex pass and a few set lookups. A sentence passes when any selected subtype's
condition holds. ``--no-prefilter`` disables it (for validation: the candidates must be identical).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Lexical:
    """Prefilter condition for one subtype: every group must contribute at least one word.

    Words are matched against ``pipeline.prefilter.tokens(text)`` (lowercased ``\\w+`` runs and
    single punctuation marks, curly quotes folded to straight ones). A word ending in ``*`` is a
    prefix. ``Lexical.any_of({"and", "or"})`` is the common one-group case.
    """

    groups: tuple[frozenset[str], ...]

    @classmethod
    def any_of(cls, words: Iterable[str]) -> Lexical:
        return cls((frozenset(w.lower() for w in words),))

    @classmethod
    def all_of(cls, *groups: Iterable[str]) -> Lexical:
        return cls(tuple(frozenset(w.lower() for w in g) for g in groups))


#: Passes every sentence (for a subtype with no cheap lexical cue).
ALWAYS = Lexical(())


_TOKEN = re.compile(r"\w+|[^\w\s]")
_FOLD = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"'})


def tokens(text: str) -> set[str]:
    """The prefilter's view of a sentence: lowercased ``\\w+`` runs and single punctuation marks."""
    return set(_TOKEN.findall(text.translate(_FOLD).lower()))


@dataclass(frozen=True)
class _Condition:
    key: tuple[str, str]  # (phenomenon, subtype)
    groups: tuple[frozenset[str], ...]
    prefixes: tuple[tuple[str, ...], ...]  # per group, the prefix words (without '*')


class Prefilter:
    """Compiled conditions for a run's (phenomenon, subtype) selection."""

    def __init__(self, conditions: dict[tuple[str, str], Lexical]) -> None:
        self._always: list[tuple[str, str]] = []
        self._conds: list[_Condition] = []
        for key, lex in conditions.items():
            if not lex.groups:
                self._always.append(key)
                continue
            words = tuple(frozenset(w for w in g if not w.endswith("*")) for g in lex.groups)
            prefixes = tuple(tuple(w[:-1] for w in g if w.endswith("*")) for g in lex.groups)
            self._conds.append(_Condition(key, words, prefixes))

    @property
    def passes_everything(self) -> bool:
        return bool(self._always)

    def match(self, text: str) -> set[tuple[str, str]]:
        """The (phenomenon, subtype) keys whose condition the sentence meets."""
        hits = set(self._always)
        if not self._conds:
            return hits
        toks = tokens(text)
        for cond in self._conds:
            if all(
                (not words.isdisjoint(toks)) or (pre and any(t.startswith(pre) for t in toks))
                for words, pre in zip(cond.groups, cond.prefixes, strict=True)
            ):
                hits.add(cond.key)
        return hits

    def passes(self, text: str) -> bool:
        return bool(self.match(text))


def build(selection: Iterable[tuple[object, frozenset[str]]]) -> Prefilter:
    """``selection``: (phenomenon instance, selected subtypes) for every phenomenon of the run."""
    conditions: dict[tuple[str, str], Lexical] = {}
    for phen, subtypes in selection:
        spec = phen.prefilter()
        for subtype in subtypes:
            conditions[(phen.name, subtype)] = spec.get(subtype, Lexical(()))
    return Prefilter(conditions)


def inflections(lemmas: Iterable[str], upos: str = "VERB") -> frozenset[str]:
    """Every surface form of the lemmas (lowercased), from lemminflect, for prefilter word sets.

    Multi-word lemmas ("find out") contribute the inflections of their first word only, which is
    the necessary condition the prefilter needs.
    """
    from lemminflect import getAllInflections, getAllInflectionsOOV

    forms: set[str] = set()
    for lemma in lemmas:
        head = lemma.lower().split()[0]
        forms.add(head)
        # Both tables: lemminflect's dictionary can list a lemma with its base form only ("dare").
        for infl in (getAllInflections(head, upos=upos), getAllInflectionsOOV(head, upos=upos)):
            for variants in infl.values():
                forms.update(v.lower() for v in variants)
    return frozenset(forms)
