"""The per-shard work: prefilter -> parse -> (constituency) -> extract -> rewrite.

``process`` is a pure function of a shard's sentences and the run's selection; the local engine
calls it in worker processes and the Ray engine in actors, so both produce identical rows. Errors
are contained per sentence: a sentence that breaks the parser, an extractor or a rewriter becomes
a quarantine row and the shard goes on.
"""

from __future__ import annotations

import difflib
import math
import re
import signal
import threading
import time
import traceback
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from spacy.language import Language
from spacy.tokens import Doc, Token

from . import fitness, ids, parse, prefilter, registry, source_noise, syntax
from . import flags as flag_registry
from .errors import Errors, MineError
from .lexicon import fluency
from .phenomena._base import Phenomenon, RunContext
from .records import Candidate, Pair, Quarantined, Sentence


@dataclass(frozen=True)
class Selection:
    """The phenomena of a run, each with the subtypes selected for it."""

    items: tuple[tuple[Phenomenon, frozenset[str]], ...]

    @classmethod
    def build(cls, phenomena: Sequence[str], subtypes: Sequence[str] = ()) -> Selection:
        """Resolve CLI names; ``subtypes`` restricts any phenomenon that has them."""
        phens = [registry.phenomena.get(name)() for name in phenomena]
        wanted = set(subtypes)
        known = {s for p in phens for s in p.subtypes}
        unknown = wanted - known
        if unknown:
            raise MineError(
                Errors.E004,
                subtype=sorted(unknown)[0],
                phenomena=", ".join(phenomena),
                available=", ".join(sorted(known)),
            )
        items = []
        for p in phens:
            chosen = frozenset(s for s in p.subtypes if not wanted or s in wanted)
            if chosen:
                items.append((p, chosen))
        return cls(tuple(items))

    @property
    def components(self) -> frozenset[str]:
        """The spaCy components of EVERY registered phenomenon, whatever this run selected.

        A phenomenon's pairs must not depend on which other phenomena ran beside it: rules of
        one phenomenon read annotations (entity types) that only another declared, so a parse
        with the selected phenomena's components alone gave a phenomenon run by itself a
        different analysis of the same sentence (stop 76 known issue; dx02). The parse is one
        per sentence whatever the selection, so the union costs one parse's NER, not more."""
        out: set[str] = set()
        for name in registry.phenomena.names():
            out |= registry.phenomena.get(name).spacy_components
        return frozenset(out)

    def key(self) -> dict[str, list[str]]:
        return {p.name: sorted(s) for p, s in self.items}


@dataclass
class ShardResult:
    candidates: list[Candidate] = field(default_factory=list)
    pairs: list[Pair] = field(default_factory=list)
    quarantined: list[Quarantined] = field(default_factory=list)
    counts: Counter = field(default_factory=Counter)
    seconds: Counter = field(default_factory=Counter)


def warm_up(selection: Selection) -> None:
    """Build now what a worker would otherwise build on its first shard: the prefilter's word
    sets (their inflections load lemminflect's table, ~1-3 s per process). The local engine calls
    this before it forks its workers, so they share one copy. Caches only: no output depends on
    it. Tables only some rules read (lemminflect's lemmas, WordNet) stay lazy in the workers."""
    prefilter.build(selection.items)


def _quarantine(sentence: Sentence, stage: str, exc: BaseException) -> Quarantined:
    tb = traceback.extract_tb(exc.__traceback__)
    where = f" at {tb[-1].filename.rsplit('/', 1)[-1]}:{tb[-1].lineno}" if tb else ""
    return Quarantined(
        source=sentence.source,
        location=f"{sentence.doc_id}#{sentence.sent_index}",
        stage=stage,
        error=f"{type(exc).__name__}: {exc}{where}",
        doc_id=sentence.doc_id,
        sentence_id=sentence.sentence_id,
        excerpt=sentence.text[:300],
    )


# -- a time bound per sentence (stop 67, sn3) ----------------------------------------------------

#: ``options["sentence_seconds"]``: the most wall time one sentence may take in the extract stage
#: of a phenomenon, and again in its rewrite stage (with the checks on its pairs); 0 turns the
#: bound off. A sentence over it is quarantined (E014) and the shard goes on: a run that hangs on
#: one sentence (stop 66's backtracking pattern held one for 20+ minutes) is as broken as one that
#: dies on it. Generous by default: on the dev text no sentence takes more than a fraction of a
#: second in either stage (docs/faults.md, "Stop 67").
SENTENCE_SECONDS_OPTION = "sentence_seconds"
DEFAULT_SENTENCE_SECONDS = 30.0
#: A phenomenon rewrites a shard's candidates in one batch (``rewrite_many``: conjunction re-parses
#: them together), so the batch is bounded by the sentence bound plus this much per sentence in
#: it; a batch over its budget is redone one sentence at a time, each under the sentence bound.
#: Well above a normal sentence's rewrite (milliseconds), so the redo is for a hang, not for load.
BATCH_SECONDS_PER_SENTENCE = 0.5


class SentenceTimeout(BaseException):  # noqa: N818 - an interruption, like KeyboardInterrupt
    """Raised by the alarm when a sentence runs over its bound. A ``BaseException``: the
    ``except Exception`` with which extractors and rewriters contain their own failures must not
    swallow it and carry on with the sentence (the alarm fires once)."""

    def __init__(self, stage: str, sentence_id: str, seconds: float) -> None:
        self.stage = stage
        self.sentence_id = sentence_id
        self.seconds = seconds
        message = Errors.E014.format(sentence_id=sentence_id, seconds=seconds, stage=stage)
        super().__init__(f"[E014] {message}")


def sentence_seconds(options: dict[str, Any]) -> float:
    """The run's bound per sentence from its options (E015 if it is not a number >= 0)."""
    value = options.get(SENTENCE_SECONDS_OPTION, DEFAULT_SENTENCE_SECONDS)
    try:
        seconds = float(value)
    except (TypeError, ValueError):
        raise MineError(Errors.E015, value=value) from None
    if not math.isfinite(seconds) or seconds < 0:
        raise MineError(Errors.E015, value=value)
    return seconds


class _Bound:
    """The alarm behind the bound: ``SIGALRM`` from ``setitimer``, whose handler raises
    ``SentenceTimeout`` in the running Python code. CPython's ``re`` checks for signals while it
    matches, and spaCy's components return to Python between steps, so a backtracking pattern or
    a long parse is cut within ~0.05 s of the bound (measured, docs/faults.md). Two system calls
    per sentence and stage, so it costs nothing measurable, where a worker process per sentence
    would pickle every Doc. Signals reach only the main thread: elsewhere (or where another
    timer is armed, or on a platform with no SIGALRM) the bound is off and
    ``time_bound_unavailable`` is counted."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.stage = ""
        self.sentence_id = ""
        self.armed_for = 0.0

    @property
    def on(self) -> bool:
        return self.seconds > 0

    @contextmanager
    def installed(self, out: ShardResult) -> Iterator[_Bound]:
        if not self.on:
            yield self
            return
        usable = (
            hasattr(signal, "setitimer")
            and threading.current_thread() is threading.main_thread()
            and signal.getitimer(signal.ITIMER_REAL)[0] == 0
        )
        if not usable:
            out.counts["time_bound_unavailable"] += 1
            self.seconds = 0.0
            yield self
            return
        previous = signal.signal(signal.SIGALRM, self._fire)
        try:
            yield self
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)

    def _fire(self, signum: int, frame: Any) -> None:
        raise SentenceTimeout(self.stage, self.sentence_id, self.armed_for)

    @contextmanager
    def sentence(self, stage: str, sentence_id: str, seconds: float = 0.0) -> Iterator[None]:
        """Bound the block to ``seconds`` (the sentence bound by default)."""
        if not self.on:
            yield
            return
        self.stage, self.sentence_id = stage, sentence_id
        self.armed_for = seconds or self.seconds
        signal.setitimer(signal.ITIMER_REAL, self.armed_for)
        try:
            yield
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)


def _rewrite_bounded(
    phen: Phenomenon,
    items: list[tuple[Candidate, Doc, Sentence]],
    ctx: RunContext,
    bound: _Bound,
    out: ShardResult,
) -> list[list[Pair] | BaseException]:
    """``phen.rewrite_many(items)`` under the bound: the whole batch within the sentence bound
    plus ``BATCH_SECONDS_PER_SENTENCE`` per sentence; if it runs over, the batch is redone one
    sentence at a time, and each sentence over the bound gets its ``SentenceTimeout`` for every
    candidate of it (one quarantine row). Same pairs as the batch for every other sentence."""
    stage = f"rewrite:{phen.name}"
    if not bound.on or not items:
        return list(phen.rewrite_many(items, ctx))
    groups: list[list[tuple[Candidate, Doc, Sentence]]] = []
    for item in items:
        if groups and groups[-1][0][2].sentence_id == item[2].sentence_id:
            groups[-1].append(item)
        else:
            groups.append([item])
    budget = bound.seconds + BATCH_SECONDS_PER_SENTENCE * len(groups)
    try:
        with bound.sentence(stage, f"(a batch of {len(groups)} sentences)", budget):
            return list(phen.rewrite_many(items, ctx))
    except SentenceTimeout:
        out.counts["time_bound_batches_redone"] += 1
    results: list[list[Pair] | BaseException] = []
    for group in groups:
        # the group's results join the list only after the bound is disarmed: an alarm between
        # the extend and the disarm would otherwise add the timeout as well, one result too many
        try:
            with bound.sentence(stage, group[0][2].sentence_id):
                got: list[list[Pair] | BaseException] = list(phen.rewrite_many(group, ctx))
        except SentenceTimeout as exc:
            got = [exc] * len(group)
        results.extend(got)
    return results


def _safe_parse(
    nlp: Language, texts: list[str], out: ShardResult, sentences: list[Sentence]
) -> list[Doc | None]:
    """Parse in one batch; if the batch fails, parse one by one and quarantine the culprits."""
    try:
        return list(parse.parse(nlp, texts))
    except Exception:  # noqa: BLE001 - any parser failure is contained to the sentences causing it
        docs: list[Doc | None] = []
        for text, sent in zip(texts, sentences, strict=True):
            try:
                docs.append(nlp(text))
            except Exception as exc:  # noqa: BLE001
                out.quarantined.append(_quarantine(sent, "parse", exc))
                docs.append(None)
        return docs


def _understood_it(nlp: Language | None, doc: Doc, reasons: list[str]) -> list[str]:
    """``reasons`` with ``subjectless`` for a help-text fragment whose opening -s verb the
    tagger read as a noun ("Recycles old armor ...": ``fitness.understood_it_candidate``), when
    the re-parse with the understood "It" restored is a clause (``understood_it_reparsed``);
    the ``fragment``/``description`` the misparse gave it is replaced (stop 65, fl28)."""
    if nlp is None or "subjectless" in reasons:
        return reasons
    text = fitness.understood_it_candidate(doc)
    if text is None:
        return reasons
    try:
        restored = nlp(text)
    except Exception:  # noqa: BLE001 - keep the reasons of the first parse
        return reasons
    if not fitness.understood_it_reparsed(restored):
        return reasons
    kept = [r for r in reasons if r not in ("fragment", "description")]
    return ["subjectless", *kept]


def _entry_preamble(nlp: Language | None, text: str, reasons: list[str]) -> list[str]:
    """``reasons`` with ``fragment`` (for ``description``) where ``text`` is a dictionary
    definition behind its entry's front matter ("(VTOC) /V-tock/ A special file on a disk,
    which ...": ``fitness.entry_preamble``): the rest, parsed alone, is no clause, and the
    brackets and slashes before it belong to no clause either, so the whole is no sentence and
    a pair that copies it is not well formed (stop 71, fl41: s1203c's judges rejected such
    FOLDOC premises, "premise is a glossary fragment '(VTOC) /V-tock/ A special file...'")."""
    preamble = fitness.entry_preamble(text)
    if nlp is None or preamble is None or "fragment" in reasons:
        return reasons
    rest = text.strip()[len(preamble) :]
    try:
        rest_doc = nlp(rest)
        rest_reasons = set(fitness.assess(rest, rest_doc))
    except Exception:  # noqa: BLE001 - keep the reasons of the whole sentence
        return reasons
    # a rest with no word tagged a verb at all ("(TWentIeth of a Point) 1/20 of a point, or
    # 1/1440th of an inch.", a measure phrase): no clause, whatever the guards against a missed
    # verb leave unread (stop 72, fl45)
    verbless = not any(t.tag_.startswith(("VB", "MD")) for t in rest_doc)
    if not rest_reasons & _NON_CLAUSE_REASONS and not verbless:
        return reasons
    return [r for r in reasons if r != "description"] + ["fragment"]


#: A reformulation marker after a comma: "that is", "i.e.", "namely" introduce an apposition
#: that restates or specifies what goes before (Quirk et al. 1985 §17.65, H&P 2002 ch. 15 §5).
_REFORMULATION = re.compile(r",\s+(?:that is|i\.e\.|namely),?\s+")


def _reformulated_definiens(nlp: Language | None, text: str, reasons: list[str]) -> list[str]:
    """``reasons`` with ``fragment`` where ``text`` is a dictionary definiens run on into a
    reformulation ("A data compression technique which varies the code length with the
    symbol's frequency, that is the more often a symbol is used, the shorter its code."): the
    part before the marker (``_REFORMULATION``), parsed alone, is an indefinite genus with its
    differentia (``fitness.copular_definition_subject``), and the part after is a clause of its
    own. An apposition marker joins units of one status (Quirk et al. 1985 §17.65); a clause
    restating the differentia predicates nothing of the genus noun phrase, so the whole has no
    main clause and copies no proposition (stop 72, fl45; s1204d's judges: "verbless fragment").
    Where the part after is no clause ("A list of rules, that is a grammar, is needed.") the
    verb may be the whole sentence's, and nothing is added."""
    match = _REFORMULATION.search(text)
    if nlp is None or match is None or _NON_CLAUSE_REASONS & set(reasons):
        return reasons
    head = text[: match.start()].strip() + "."
    tail = text[match.end() :].strip()
    if not tail:
        return reasons
    tail = tail[:1].upper() + tail[1:]
    try:
        head_doc = nlp(head)
        head_reasons = fitness.assess(head, head_doc)
        tail_reasons = set(fitness.assess(tail, nlp(tail)))
    except Exception:  # noqa: BLE001 - keep the reasons of the whole sentence
        return reasons
    if "description" not in head_reasons or fitness.copular_definition_subject(head_doc) is None:
        return reasons
    if tail_reasons & _NON_CLAUSE_REASONS:
        return reasons
    return [*reasons, "fragment"]


def _assess_sources(
    parsed: list[tuple[Doc, Sentence, Any]], out: ShardResult, nlp: Language | None = None
) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """The fitness reasons (``pipeline/fitness.py``) of each parsed sentence that has some, by
    sentence id; each reason is counted once per sentence (``unfit_<reason>``). Second, the
    spans the parse-garble rules blame in each ``garbled`` sentence (``fitness.garble_anchors``),
    by sentence id: computed once here, where ``assess`` needs them, and handed to
    ``_flag_unfit`` for every pair of the sentence."""
    unfit: dict[str, list[str]] = {}
    garbles: dict[str, list[str]] = {}
    for doc, sent, _ in parsed:
        anchors = fitness.garble_anchors(doc)
        reasons = _understood_it(nlp, doc, fitness.assess(sent.text, doc, anchors))
        reasons = _entry_preamble(nlp, sent.text, reasons)
        reasons = _reformulated_definiens(nlp, sent.text, reasons)
        if "garbled" in reasons:
            garbles[sent.sentence_id] = anchors
        if reasons:
            unfit[sent.sentence_id] = reasons
            out.counts["unfit_sentences"] += 1
            for reason in reasons:
                out.counts[f"unfit_{reason}"] += 1
    return unfit, garbles


def _capitalise_clauses(
    nlp: Language,
    docs: list[Doc | None],
    todo: list[tuple[Sentence, set[tuple[str, str]]]],
    out: ShardResult,
) -> None:
    """A sentence that is a complete clause starting in lower case ("the band sold the van.") is
    re-parsed with its capital (``fitness.capitalised_clause``), so its pairs need no edit; the
    stored sentence keeps the source text. Counted as ``repaired_capital``."""
    for i, ((sent, keys), doc) in enumerate(zip(todo, docs, strict=True)):
        if doc is None:
            continue
        text = fitness.capitalised_clause(sent.text, doc)
        if text is None:
            continue
        try:
            docs[i] = nlp(text)
        except Exception:  # noqa: BLE001 - keep the first parse; the pair keeps the lower case
            continue
        todo[i] = (replace(sent, text=text), keys)
        out.counts["repaired_capital"] += 1


def _flag_unfit(
    pairs: Iterable[Pair],
    unfit: dict[str, list[str]],
    source: str = "",
    garbles: Mapping[str, Sequence[str]] | None = None,
    outside: frozenset[str] | None = None,
) -> list[Pair]:
    """Pairs of an unfit source sentence are kept but not well formed, with ``source:<reason>``
    flags: reviewers and the random draw see only pairs built on fit sentences. ``garbles``,
    the spans the parse-garble rules blamed in each garbled sentence (``_assess_sources``, by
    sentence id), says where a parse-found garble is; without it every such garble is taken to
    be in every pair. ``outside``, for a ``subjectless`` sentence whose candidate's trigger is
    in a clause with its own subject, holds the words of the subjectless main clause
    (``fitness.subjectless_clause_words``): a pair whose every rewritten side keeps none of
    them was built from the complete clause, and ``subjectless`` is no defect of it."""
    out = list(pairs)
    for pair in out:
        anchors = ("",) if garbles is None else garbles.get(pair.sentence_id, ("",))
        reasons = [
            r
            for r in unfit.get(pair.sentence_id, ())
            if _survives(r, pair, source, anchors)
            and not (r == "subjectless" and _built_from_own_clause(pair, source, outside))
        ]
        if "source:fragment" in (pair.features.get("flags") or ()):
            # an unmended definiens (``_refuse_unmended_definitions``) is a fragment: saying
            # ``description`` too would only repeat it as a warning
            reasons = [r for r in reasons if r != "description"]
        if reasons:
            _refuse(pair, [f"source:{r}" for r in reasons])
    return out


_WORD_SPLIT = re.compile(r"[^\w']+")


def _built_from_own_clause(pair: Pair, source: str, outside: frozenset[str] | None) -> bool:
    """Every side of ``pair`` is the source sentence as found or keeps none of the words of the
    subjectless main clause ``outside`` (``fitness.subjectless_clause_words``): the rewrite
    built it from the trigger's own clause, which has a subject (stop 94, fl85). A side that
    is the sentence as found keeps its telegraphic opening as the register writes it, the
    reason ``source:subjectless`` is only a warning for conjunction (``flags.DEMOTED``)."""
    if outside is None:
        return False
    for side in (pair.premise, pair.hypothesis):
        if side.strip() == source.strip():
            continue
        words = {w.lower() for w in _WORD_SPLIT.split(side) if w}
        words |= {w[: -len("n't")] for w in words if w.endswith("n't")}
        if words & outside:
            return False
    return True


def _refuse_unmended_definitions(pairs: list[Pair], reasons: Sequence[str], doc: Doc) -> None:
    """The pairs of a definiens (a ``description`` whose head is a noun, the genus:
    ``fitness.noun_genus_description``) that ``_copular_definitions`` did not make the copular
    clause it stands for are ``source:fragment`` where ``source:description`` would be only a
    warning (conjunction, ``flags.DEMOTED``). A definiens is the predicate nominal of an
    understood "X is ..." (H&P 2002 ch. 5 §8.3, Quirk et al. 1985 §10.8); where that clause is
    not certain (a definite genus, "The type of testing where ...", which would be specifying,
    H&P ch. 5 §5.2; a side that is no longer the definiens' noun phrase, "Vertex in a graph."
    cut from "A point or vertex in a graph.") the pair copies a noun phrase that asserts
    nothing, and an NLI premise or hypothesis must be a statement. Stop 60 (fl22) demoted
    ``source:description`` for conjunction on 10 of 12 judged pairs kept, item descriptions
    "A medical cream that ..." that fl41's repair now mends; s1204b and s1204c's judges rejected
    every conjunction pair left on an unmended definiens ("NP fragment, needs 'It is ...'";
    stop 72, fl44). A predicative description ("Cotton shirt, loose and breathable.", "Quite
    heavy and difficult to carry.": a verbless clause, Quirk et al. 1985 §14.9) is no definiens
    and keeps its warning (stop 61: kept)."""
    if "description" not in reasons or not fitness.noun_genus_description(doc):
        return
    for pair in pairs:
        if pair.features.get("copular_definition"):
            continue
        if "source:description" in flag_registry.demoted(pair.phenomenon, pair.hypothesis_kind):
            _refuse(pair, ["source:fragment"])


#: Reasons a premise or hypothesis read alone has when it is no clause: what the copular repair
#: of a definition (``_copular_definitions``) must leave on neither side.
_NON_CLAUSE_REASONS = frozenset({"description", "fragment", "subjectless"})


#: Dependencies of a clause inside another (relative, content, adverbial, non-finite): a finite
#: verb under one of them is no main-clause verb ("the order they were entered").
_EMBEDDED_DEPS = frozenset({"relcl", "acl", "advcl", "ccomp", "xcomp", "csubj", "pcomp"})


def _copular_side(
    nlp: Language,
    text: str,
    subject: str,
    opening: str,
    preamble: str,
    allowed: set[str],
    definiens: str = "",
    clause: bool = False,
) -> str | None:
    """One side of a pair on a definition source made the copular clause it stands for ("A
    special file ..." -> "It is a special file ..."), its entry's front matter ``preamble`` cut
    first: the side must be the definiens or a rewrite of it that keeps its opening word, and
    the repaired clause must show no fitness reason the source did not have (``allowed``: a
    cut, a typo of the source's own), or ``None``. A side that is anything else is never taken
    as it is: an operator put on the fragment ("Is a menu in ...?", "If an interface that ...,
    it's okay"), a hypothesis drafted from a misread fragment ("All Microsoft has ..."), or a
    conjunct cut out of it ("the starting state and the initial inputs.") was built on a
    non-sentence, and its pair keeps the source's flag. A side whose opening word alone was
    replaced ("Small radio tags ..." -> "Large radio tags ...", a conjunct replaced at the
    start of the ``definiens``) is still the definiens' noun phrase, the same genus with one
        modifier changed, and takes the same subject (stop 72, fl44); so does a side whose article
    only follows its new first sound ("A heavy and unreliable magazine" -> "An unreliable
    magazine", the a/an alternant of one determiner, Quirk et al. 1985 §5.11).

    A ``clause`` side that keeps the definiens' opening word (hypothesis kind ``complement``:
    a verb's complement lifted out as a finite clause with its own subject) that, read alone,
    shows no reason the source lacks (no ``description``, ``fragment``, ``subjectless``:
    ``fitness.assess`` reads it as a clause) and has a word tagged finite outside any embedded
    clause (``syntax.FINITE_TAGS``, ``_EMBEDDED_DEPS``: "Records being accessed ... (in the
    order they were entered)" has none) is taken as it is, whatever the tags
    ``_present_clause`` needs: the predicative complement of "be" is a noun or adjective
    phrase, never a finite clause (H&P 2002 ch. 4 §5), so "It is" cannot go before it ("*It is
    a peripheral reads and writes memory ...", s1204i verb-052, where the tagger read "reads"
    as a plural noun; stop 74, fl50). A complement side that reads as the definiens with its
    trigger rewritten ("It is a consortium ... that will ease ...", from "... that aims to
    ease ...") is repaired like any other."""
    text = text.strip()
    if preamble and text.startswith(preamble):
        text = text[len(preamble) :]
    words = text.split()
    if not words:
        return None
    same_opening = words[0] == opening or {words[0], opening} == {"A", "An"}
    if not same_opening and not (len(words) > 2 and words[1:] == definiens.split()[1:]):
        return None
    if clause:
        side = nlp(text)
        finite = any(
            t.tag_ in syntax.FINITE_TAGS
            and not any(n.dep_ in _EMBEDDED_DEPS for n in [t, *t.ancestors])
            for t in side
        )
        if finite and set(fitness.assess(text, side)) <= allowed:
            return text
    side = nlp(text)
    if _present_clause(side) and set(fitness.assess(text, side)) <= allowed:
        # "A running program obtains information.", the complement lifted out of "A feature
        # that allows a running program to obtain information.": a side that is already a
        # clause with its own subject is no definiens and takes no "It is" ("*It is a running
        # program obtains ...", s1204f verb-050; stop 73, vc127)
        return text
    repaired = fitness.copular_definition(text, subject)
    if repaired is None or not set(fitness.assess(repaired, nlp(repaired))) <= allowed:
        return None
    return repaired


def _present_clause(doc: Doc) -> bool:
    """Is ``doc`` a main clause with a subject and a present-tense finite verb or auxiliary
    ("A running program obtains information.")? A present form (VBZ/VBP) or a finite
    auxiliary is no participle, so the parse cannot be a noun phrase with a reduced relative
    ("Large paper tags attached to parcels": a past form is ambiguous between a preterite and
    a participle, Quirk et al. 1985 §3.14, and is left to the definition's repair)."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None or not any(c.dep_ in ("nsubj", "nsubjpass") for c in root.children):
        return False
    finite = ("VBZ", "VBP", "MD")
    return root.tag_ in ("VBZ", "VBP") or any(
        c.dep_ in ("aux", "auxpass") and c.tag_ in finite for c in root.children
    )


def _definition_subject(
    nlp: Language, doc: Doc, text: str, reasons: Sequence[str]
) -> tuple[str, str, str] | None:
    """(subject and copula, opening word, entry front matter) for the copular repair of a
    definition source, or ``None``: a ``description`` whose whole sentence is the definiens
    (``fitness.copular_definition_subject``), or a ``fragment`` that is such a definiens behind
    its entry's front matter (``_entry_preamble``), parsed without it."""
    preamble = fitness.entry_preamble(text)
    if preamble is None:
        subject = fitness.copular_definition_subject(doc) if "description" in reasons else None
        if subject is None and "subjectless" in reasons:
            # a participle gloss, the reduced passive of its headword (stop 72, fl44)
            subject = fitness.participle_gloss_subject(doc)
        if subject is None and "description" in reasons:
            # an adjective phrase gloss, the predicative of its headword (stop 72, fl45)
            subject = fitness.adjective_gloss_subject(doc)
        return (subject, text.split()[0], "") if subject else None
    if "fragment" not in reasons:
        return None
    rest = text.strip()[len(preamble) :]
    rest_doc = nlp(rest)
    if "description" not in fitness.assess(rest, rest_doc):
        return None
    subject = fitness.copular_definition_subject(rest_doc)
    return (subject, rest.split()[0], preamble) if subject else None


#: Refusals whose reason the copular clause of ``_copular_definitions`` takes away when it is
#: built on the premise (the hypothesis then is one too, or a clause of its own: ``_copular_side``) (stop 74, fg02; s1204i's judges kept both such pairs):
#: - ``no_verb``: the verbless definiens (or its cut) had no finite verb; "It is ..." is one, and
#:   ``_copular_side`` checked that each side reads as a clause ("It is an extension of ALGOL
#:   60 with ...");
#: - ``non-construction:restrictive-relative``: a trigger in a restrictive relative is not
#:   asserted, so its complement is no entailment test; but in "It is a feature which allows a
#:   modem to answer ..." the relative belongs to the predicate nominal, whose content the
#:   ascriptive copula asserts of the subject (H&P 2002 ch. 5 §8.3, ch. 12 §3), the reading
#:   ``_copular_definitions`` already gives a negated relative's label.
_LIFTED_BY_COPULA = frozenset({"no_verb", "non-construction:restrictive-relative"})


def _copular_definitions(
    nlp: Language, pairs: Iterable[Pair], unfit: dict[str, list[str]], doc: Doc, sent: Sentence
) -> list[Pair]:
    """The pairs of a dictionary definition standing alone ("A mailing list processor developed
    by BITNET which runs under Unix.", ``description``) with premise and hypothesis made the
    ascriptive copular clause the definition stands for ("It is a mailing list processor ...":
    ``fitness.copular_definition_subject`` gives the grammar), for every phenomenon at once,
    here where a sentence's rewrites become pairs; an entry's front matter before the
    definiens ("(VTOC) /V-tock/ A special file ...", ``fitness.entry_preamble``) is cut first.
    Stop 71 (fl41): s1203c's judges rejected the FOLDOC pairs built on such fragments
    (conjunction 14, verb_complement 6, presupposition 3) and said "most can be fixed by adding
    'It is'".

    A pair is mended only when its premise is found text (kind ``original``), both its sides
    are the definiens or a rewrite of it, and both read as clauses afterwards
    (``_copular_side``). A premise with an operator ("A plating that doesn't replace ...") had
    it put inside the definiens' relative clause, for want of a main clause, and its label was
    chosen for a subordinate clause ("subordinate_negation": neutral); in "It is a plating
    that doesn't replace ..." the restrictive relative of the predicate nominal is asserted of
    the subject (H&P 2002 ch. 12 §3 on restrictive relatives; ch. 5 §8.3), so that label would
    no longer hold. A conjunction pair keeps its label: the coordination sits in the same
    upward-entailing place of the indefinite noun phrase in both readings (Barwise & Cooper
    1981 on the monotonicity of "a"). Otherwise a pair is left as built, with its ``source:description`` or ``source:fragment``. A
    mended pair keeps its ``sentence_id``, its candidate and that candidate's character
    offsets, which index the stored source sentence (unchanged), not the premise; its
    ``pair_id`` is recomputed from the new texts, and the texts as built are kept in
    ``features["copular_definition"]`` with the subject put before them and the front matter
    cut (an offset into the old premise is the new one minus ``len(prefix) + 1`` plus
    ``len(preamble)``); it gets the note ``copular-definition``. ``_flag_unfit`` then drops
    ``description`` (and the front matter's ``fragment``) for it."""
    pairs = list(pairs)
    reasons = unfit.get(sent.sentence_id, ())
    if not {"description", "fragment", "subjectless"} & set(reasons):
        return pairs
    found = _definition_subject(nlp, doc, sent.text, reasons)
    if found is None:
        _refuse_unmended_definitions(pairs, reasons, doc)
        return pairs
    subject, opening, preamble = found
    definiens = sent.text.strip()[len(preamble) :]
    allowed = set(reasons) - _NON_CLAUSE_REASONS
    for pair in pairs:
        if pair.premise_kind != "original":
            # an operator put inside the definiens (no main clause to take it): its label was
            # chosen for a subordinate clause, which the copular clause asserts of its subject
            continue
        premise = _copular_side(nlp, pair.premise, subject, opening, preamble, allowed, definiens)
        hypothesis = _copular_side(
            nlp,
            pair.hypothesis,
            subject,
            opening,
            preamble,
            allowed,
            definiens,
            clause=pair.hypothesis_kind == "complement",
        )
        if premise is None or hypothesis is None:
            continue
        pair.features["copular_definition"] = {
            "prefix": subject,
            "preamble": preamble,
            "premise": pair.premise,
            "hypothesis": pair.hypothesis,
        }
        pair.premise, pair.hypothesis = premise, hypothesis
        pair.pair_id = ids.pair_id(
            pair.candidate_id, pair.premise_kind, pair.hypothesis_kind, premise, hypothesis
        )
        flags = list(pair.features.get("flags") or [])
        lifted = _LIFTED_BY_COPULA & set(flags)
        if lifted and premise.startswith(subject):  # the hypothesis is a clause either way
            flags = [f for f in flags if f not in lifted]
            if all(f in flag_registry.INFORMATIONAL for f in flags):
                pair.well_formed = True  # the lifted flags were its only refusals
        pair.features["flags"] = flags + ["copular-definition"]
    _refuse_unmended_definitions(pairs, reasons, doc)
    return pairs


#: Source reasons that are a span of residue, not a fault of the sentence's meaning: an
#: embedding or a hypothesis built on the clean clause leaves them out ("Clarice is tired, but
#: straightens, hearing - INSTRUCTOR (O.S.)" -> "Might Clarice be tired?"), and such pairs were
#: kept in blind review (3 of 3; docs/flags.md, stop 32 audit). A quotation mark is not one:
#: stripped quotes leave a speaker shift unmarked (9 of 17 such pairs rejected).
#: An unfilled template slot (``source:placeholder``, stop 61) is such a span too: a pair that
#: cut the conjunct or clause holding "<npc_name>" quotes no slot ("<npc_name> and I went to
#: the store" -> "I went to the store").
_LOCAL_REASONS = frozenset({"stage_direction", "markup", "placeholder"})
#: Source-noise reasons that are words of the text, found by a text check: a pair has them only
#: where its premise or hypothesis keeps the word (stop 91, fl80).
_WORD_REASONS = {
    "misspelled": source_noise.misspelled_words,
    "habitual_error": source_noise.habitual_errors,
}


def _survives(reason: str, pair: Pair, source: str = "", anchors: Sequence[str] = ("",)) -> bool:
    """The source's ``reason`` still applies to ``pair``: always, unless it is a local residue
    (``_LOCAL_REASONS``) that neither the premise nor the hypothesis shows any more, or a
    garble (``fitness.garble_left``) in a part of the sentence the pair left out ("Most of the
    route is rural, and the portion parallels either a tributary" -> "Does most of the route
    pass through rural areas?": judged and kept 3 of 3 times in the stop 32 slices). A garble
    the parse found is where the parse put it: ``anchors`` are the spans its rules blamed
    (``fitness.garble_anchors``; ``""``, the default, is a span found in every text)."""
    texts = (pair.premise, pair.hypothesis)
    mended = pair.features.get("copular_definition")
    if mended and (
        reason in ("description", "subjectless") or reason == "fragment" and mended["preamble"]
    ):
        return False  # made the copular clause it stands for (``_copular_definitions``)
    if reason == "garbled":
        return any(fitness.garble_left(text, anchors) for text in texts)
    if reason == "disfluent" and fitness.spoken_disfluency(source):
        # a filler or restart, not a disagreeing subject: gone from embeddings of the clean
        # clause ("Four songs were written - written by Cooke" -> "Were four songs written?";
        # 3 of 4 such pairs kept in s1128q)
        return any(fitness.spoken_disfluency(text) for text in texts)
    if reason in _WORD_REASONS:
        # what the expert reads is the pair, not the source: a misspelt word the pair left out
        # is no defect of it (stop 91, fl80)
        return any(_WORD_REASONS[reason](text) for text in texts)
    if reason == "duplicated_word" and fitness.has_duplicated_word(source):
        # the doubled word itself, where the text check found it ("a tiny tiny box" gone from
        # "The product itself might be fine.": 4 of 4 such implicature pairs kept, s1206a);
        # a doubled adjunct or verb the parse found stays on every pair (stop 91, fl80)
        return any(fitness.has_duplicated_word(text) for text in texts)
    if reason not in _LOCAL_REASONS:
        return True
    return any(reason in fitness.assess(text) for text in texts)


def _refuse(pair: Pair, names: Sequence[str]) -> None:
    """``pair`` not well formed, with ``names`` added to its flags (each once)."""
    pair.well_formed = False
    flags = list(pair.features.get("flags") or [])
    pair.features["flags"] = flags + [n for n in names if n not in flags]


def _flag_non_words(pairs: Iterable[Pair], source: str) -> list[Pair]:
    """A premise or hypothesis with a word the rewrite made up ("manier", "gotn't",
    "unpresidential": ``lexicon.fluency.non_words``) is not well formed, whatever the
    phenomenon: one check after every rewriter, so no rewriter has to remember it."""
    out = list(pairs)
    for pair in out:
        if fluency.non_words(pair.premise, source) or fluency.non_words(pair.hypothesis, source):
            _refuse(pair, ["non_word"])
    return out


_WORD_OR_MARK = re.compile(r"\w+(?:[.,]\d+)*|[^\w\s]")
_COORDINATORS = frozenset({"and", "or", "nor"})
_SUBJECT_PRONOUNS = frozenset({"i", "you", "he", "she", "it", "we", "they", "there"})


def asyndetic_list_end(source: str, text: str, doc: Doc | None = None) -> bool:
    """Does ``text`` end a list asyndetically where ``source`` coordinated it ("A, B, and C" ->
    "A, B.")? Standard English marks the last item of a list of three or more with "and"/"or"
    (Quirk et al. 1985 §13.6, §13.19; asyndetic coordination is a marked, rhetorical figure,
    §13.6 note), so a cut that took the coordinator with the last item leaves "A, B." short of
    its conjunction: a rewrite error, not the writer's style, when the source had one (stop 48,
    fl6). Only a cut (a stretch of the source missing from ``text``) that opens with a serial
    comma and the coordinator, right after a phrase (no subject pronoun first) that a comma with
    no coordinator after it set off, and followed by the end of the clause. With the source's
    parse (``doc``), not where the kept item is no list member (``_not_a_list_member``)."""
    if doc is not None and doc.text != source:
        doc = None  # offsets into the source are read from the parse
    long = _WORD_OR_MARK.findall(source)
    short = _WORD_OR_MARK.findall(text)
    ops = difflib.SequenceMatcher(a=long, b=short, autojunk=False).get_opcodes()
    # short index -> long index over the stretches both share
    aligned = {
        j: i1 + (j - j1) for tag, i1, _, j1, j2 in ops if tag == "equal" for j in range(j1, j2)
    }
    for tag, i1, i2, j1, _ in ops:
        # the serial comma before the coordinator ("A, B, and C") marks a list of three or
        # more (CMOS 6.19); without it "A, B and C" cannot be told from a two-member
        # coordination after a comma-set phrase ("..., also part of X and Y")
        if tag != "delete" or i2 - i1 < 3 or long[i1] != ",":
            continue
        if long[i1 + 1].lower() not in _COORDINATORS:
            continue
        after = short[j1] if j1 < len(short) else "."
        if after not in {".", ";", "!", "?"}:
            continue
        before = [w.lower() for w in short[max(0, j1 - 8) : j1]]
        if "," not in before or before[-1] == ",":
            continue
        item = before[len(before) - before[::-1].index(",") :]
        # the item before the cut is a phrase, no clause with its own subject pronoun ("...
        # times, I knew I had been framed, and withdrew": two coordinated clauses)
        if item and item[0] in _SUBJECT_PRONOUNS:
            continue
        # the items of a list are parallel (Quirk et al. 1985 §13.60 on like constituents):
        # the item before the cut and the removed one open with the same word ("the
        # seventh-largest ..., the second-largest ..., and the third-largest"); a
        # comma-set adjunct or appositive before a coordinated clause does not ("..., possibly
        # due to X, and consequently wore ...")
        removed = [w.lower() for w in long[i1 + 2 : i2]]
        parallel = bool(item and removed) and item[0] == removed[0]
        if not parallel or _COORDINATORS & set(item):
            continue
        start = aligned.get(j1 - len(item))
        if doc is not None and start is not None and _not_a_list_member(source, doc, start, i1):
            continue
        return True
    return False


#: A conjunct that links a member to the one before it in a sequence ("A and B, then C";
#: Quirk et al. 1985 §8.137 on "then" as a listing/temporal conjunct, §13.18 on conjuncts
#: beside coordinators): the member is linked, not asyndetic.
_SEQUENCE_CONJUNCTS = frozenset({"then"})
#: The first word of a correlative coordination ("either A or B", "both A and B"): it joins
#: exactly two members (Quirk et al. 1985 §13.39; H&P 2002 ch. 15 §2.4), so no list of three.
_CORRELATIVE_OPENERS = frozenset({"either", "neither", "both", "whether"})


def _not_a_list_member(source: str, doc: Doc, start: int, end: int) -> bool:
    """Is the kept item before the cut (the source's word tokens ``start``..``end`` of
    ``_WORD_OR_MARK``) no member of a list of three or more, so that dropping ", and C" after it
    leaves no asyndetic list (stop 80, fl62: 5 of 8 such flagged pairs judged kept as is)?

    - it opens with a sequence conjunct ("..., then multiplies with 2.0"): linked to the
      member before it;
    - a correlative opener stands right before it in the source ("either by creating X, or by
      changing Y"): a coordination of two, one member left;
    - it is a finite clause and the comma-set stretch before it holds no finite verb ("If
      unchecked, the layer is deleted, and the pattern is redrawn"): two coordinated clauses
      after a fronted adjunct (Quirk et al. 1985 §8.17 on the comma after an initial adverbial),
      and the kept one is a whole sentence. A list of clauses ("The sun rose, the birds sang,
      and ...") has a finite verb before the comma too and stays flagged."""
    words = [m.span() for m in _WORD_OR_MARK.finditer(source)]
    first = source[words[start][0] : words[start][1]].lower()
    if first in _SEQUENCE_CONJUNCTS:
        return True
    if start > 0 and source[words[start - 1][0] : words[start - 1][1]].lower() in (
        _CORRELATIVE_OPENERS
    ):
        return True
    lo, hi = words[start][0], words[end - 1][1]
    comma = source.rfind(",", 0, lo)
    # the stretch before the comma starts after the mark before it; a colon or semicolon ends
    # the clause before it as a comma does (Quirk et al. 1985 App. III.20-III.22)
    before_lo = max(source.rfind(m, 0, comma) for m in ",:;") + 1 if comma >= 0 else 0
    item_finite = any(t.tag_ in syntax.FINITE_TAGS for t in doc if lo <= t.idx < hi)
    # a finite verb of a fronted adverbial clause of the kept item is no list member: "As she
    # ceased, the entrance door opened again, and ..." and the first half of a comparative
    # correlative ("the more you fight, the more experienced you become, and ...") are
    # subordinate clauses set off by the comma of an initial adverbial (Quirk et al. 1985
    # §8.17, §15.37; Culicover & Jackendoff 1999), not items of a list of clauses (stop 87,
    # fl75: 2 such flagged pairs, both kept as is)
    before_finite = any(
        t.tag_ in syntax.FINITE_TAGS and not _adverbial_of(t, lo, hi)
        for t in doc
        if before_lo <= t.idx < max(comma, 0)
    )
    return item_finite and comma >= 0 and not before_finite


def _adverbial_of(verb: Token, lo: int, hi: int) -> bool:
    """Is ``verb`` the verb of an adverbial clause (``advcl``) whose head lies in the source's
    characters ``lo``..``hi``?"""
    return verb.dep_ == "advcl" and lo <= verb.head.idx < hi


#: Short words that follow a number without being its unit (function words).
_NOT_UNITS = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "nor",
        "but",
        "of",
        "in",
        "on",
        "at",
        "to",
        "by",
        "for",
        "as",
        "is",
        "was",
        "are",
        "be",
        "he",
        "she",
        "it",
        "we",
        "they",
        "i",
        "you",
        "his",
        "her",
        "its",
        "our",
        "my",
        "who",
        "how",
        "why",
        "not",
        "no",
        "so",
        "if",
    ]
)
#: Starts only at a number's start (not after a digit, nor after a digit and its separator): a
#: match from inside a number also matches from its start, so this is the same search, read once
#: instead of once per digit (quadratic before stop 66; same spans on 300,000 random strings).
_FINAL_NUMBER = re.compile(r"(?<!\d)(?<!\d[.,])(\d+(?:[.,]\d+)*)\s*[.!?]$")


def number_without_unit(source: str, text: str) -> bool:
    """Does ``text`` end on a number that in ``source`` has its unit after it ("prior to 3.7
    Ga." -> "prior to 3.7.")? A measure phrase is a numeral plus its unit noun (H&P 2002 ch. 5
    §7.2 on measure phrases; Quirk et al. 1985 §5.6 on abbreviated units), so the bare number
    measures nothing: the cut (mostly a sentence splitter's, which took "Ga." for a stop) lost
    the head (stop 48, fl6). The unit is a short word (at most three letters, not a function
    word) or a symbol ("%", "°") right after the number in the source."""
    m = _FINAL_NUMBER.search(text.strip())
    if m is None:
        return False
    number = re.escape(m.group(1))
    if re.search(rf"(?<![\w.]){number}\s*[.!?]", source):
        return False
    for unit in re.finditer(rf"(?<![\w.]){number}\s?([A-Za-z]{{1,3}}\b|%|°)", source):
        if unit.group(1).lower() not in _NOT_UNITS:
            return True
    return False


def _flag_cut_lists_and_units(
    pairs: Iterable[Pair], source: str, doc: Doc | None = None
) -> list[Pair]:
    """``asyndetic-list`` and ``number-without-unit`` on a premise or hypothesis, whatever the
    phenomenon (see the two checks above; docs/flags.md, stop 48); ``doc`` is the source's
    parse (stop 80, fl62)."""
    out = list(pairs)
    for pair in out:
        texts = (pair.premise, pair.hypothesis)
        if any(asyndetic_list_end(source, t, doc) for t in texts if t):
            _refuse(pair, ["asyndetic-list"])
        if any(number_without_unit(source, t) for t in texts if t):
            _refuse(pair, ["number-without-unit"])
    return out


def dedupe_pairs(pairs: Iterable[Pair], confidence: Mapping[str, float]) -> list[Pair]:
    """The pairs with each (sentence, phenomenon, premise, hypothesis) kept once: two triggers
    of one sentence (two possessives of one list, "the owner's profile" and "the owner's
    friends") may each embed the whole sentence and write the same pair, and a warehouse row
    is one test item, so the same item twice is a duplicate in the data set (stop 74, fg02:
    s1204i's judges marked such a pair of presupposition a duplicate). Of equal texts the pair
    whose candidate has the higher ``confidence`` stays (the first written on a tie); the
    survivors keep their order. Pure: the pairs themselves are not changed. Texts compare
    after stripping outer white space, as the review does."""
    pairs = list(pairs)
    best: dict[tuple[str, str, str, str], int] = {}
    for i, pair in enumerate(pairs):
        texts = ((pair.premise or "").strip(), (pair.hypothesis or "").strip())
        key = (pair.sentence_id, pair.phenomenon, *texts)
        j = best.get(key)
        if j is None:
            best[key] = i
            continue
        mine = confidence.get(pair.candidate_id, 0.0)
        theirs = confidence.get(pairs[j].candidate_id, 0.0)
        if mine > theirs:
            best[key] = i
    keep = set(best.values())
    return [p for i, p in enumerate(pairs) if i in keep]


def process(
    sentences: Iterable[Sentence],
    selection: Selection,
    nlp: Language,
    ctx: RunContext,
    backend: Any = None,
    use_prefilter: bool = True,
    assess_sources: bool = True,
) -> ShardResult:
    """Run the selection over a shard's sentences. Output order follows input order.
    ``assess_sources`` flags the pairs of unfit sentences (``pipeline/fitness.py``)."""
    out = ShardResult()
    with _Bound(sentence_seconds(ctx.options)).installed(out) as bound:
        _process(sentences, selection, nlp, ctx, backend, use_prefilter, assess_sources, out, bound)
    out.counts["candidates"] += len(out.candidates)
    out.counts["pairs"] += len(out.pairs)
    out.counts["quarantined"] += len(out.quarantined)
    return out


def _process(
    sentences: Iterable[Sentence],
    selection: Selection,
    nlp: Language,
    ctx: RunContext,
    backend: Any,
    use_prefilter: bool,
    assess_sources: bool,
    out: ShardResult,
    bound: _Bound,
) -> None:
    t0 = time.perf_counter()
    pf = prefilter.build(selection.items)
    todo: list[tuple[Sentence, set[tuple[str, str]]]] = []
    # the phenomena whose prefilter each parsed sentence passes, with or without --no-prefilter:
    # shard-level state comes from those sentences only, so pairs never depend on the flag or on
    # the other phenomena of the run
    passed: list[set[str]] = []
    all_keys = {(p.name, s) for p, subs in selection.items for s in subs}
    for sent in sentences:
        out.counts["sentences"] += 1
        matched = pf.match(sent.text)
        keys = matched if use_prefilter else all_keys
        if not keys:
            continue
        if len(sent.text) > parse.MAX_SENTENCE_CHARS:
            out.quarantined.append(
                _quarantine(
                    sent,
                    "parse",
                    ValueError(f"sentence longer than {parse.MAX_SENTENCE_CHARS} characters"),
                )
            )
            continue
        todo.append((sent, keys))
        passed.append({name for name, _ in matched})
    out.counts["prefiltered"] += len(todo)
    t1 = time.perf_counter()
    out.seconds["prefilter"] += t1 - t0

    sents = [s for s, _ in todo]
    docs = _safe_parse(nlp, [s.text for s in sents], out, sents)
    if assess_sources:
        _capitalise_clauses(nlp, docs, todo, out)
        sents = [s for s, _ in todo]
    if backend is not None:
        ok = [(d, s) for d, s in zip(docs, sents, strict=True) if d is not None]
        try:
            backend.annotate([d for d, _ in ok], [s for _, s in ok])
        except Exception:  # noqa: BLE001 - retry one by one to find the sentence that breaks it
            for d, s in ok:
                try:
                    backend.annotate([d], [s])
                except Exception as exc:  # noqa: BLE001
                    out.quarantined.append(_quarantine(s, "parse", exc))
                    docs[sents.index(s)] = None
    out.counts["parsed"] += sum(d is not None for d in docs)
    t2 = time.perf_counter()
    out.seconds["parse"] += t2 - t1

    parsed = [(d, s, k) for d, (s, k) in zip(docs, todo, strict=True) if d is not None]
    unfit, garbles = _assess_sources(parsed, out, nlp) if assess_sources else ({}, {})
    phens_of = [p for d, p in zip(docs, passed, strict=True) if d is not None]
    for phen, subtypes in selection.items:
        mine = [(d, s) for (d, s, _), p in zip(parsed, phens_of, strict=True) if phen.name in p]
        shard_state = phen.prepare_shard([d for d, _ in mine], [s for _, s in mine], ctx)
        pctx = RunContext(
            model=ctx.model, parser=ctx.parser, options=ctx.options, shard=shard_state
        )
        todo_rewrite: list[tuple[Candidate, Doc, Sentence]] = []
        for doc, sent, keys in parsed:
            wanted = frozenset(s for s in subtypes if (phen.name, s) in keys)
            if not wanted:
                continue
            te = time.perf_counter()
            stage = f"extract:{phen.name}"
            try:
                with bound.sentence(stage, sent.sentence_id):
                    cands = list(phen.extract(doc, sent, wanted, pctx))
            except (Exception, SentenceTimeout) as exc:  # noqa: BLE001
                out.quarantined.append(_quarantine(sent, stage, exc))
                continue
            out.seconds["extract"] += time.perf_counter() - te
            if sent.sentence_id in unfit:
                for cand in cands:
                    cand.features["source_fitness"] = unfit[sent.sentence_id]
            out.candidates.extend(cands)
            todo_rewrite.extend((cand, doc, sent) for cand in cands)
        tr = time.perf_counter()
        # one call per shard: a phenomenon may batch work across candidates (re-parses)
        results = _rewrite_bounded(phen, todo_rewrite, pctx, bound, out)
        stage = f"rewrite:{phen.name}"
        timed_out: set[str] = set()  # one row per sentence that ran over, not per candidate
        phen_pairs: list[Pair] = []
        for (cand, doc, sent), result in zip(todo_rewrite, results, strict=True):
            if sent.sentence_id in timed_out:
                continue
            if isinstance(result, SentenceTimeout):
                timed_out.add(sent.sentence_id)
                out.quarantined.append(_quarantine(sent, stage, result))
                continue
            if isinstance(result, Exception):
                out.quarantined.append(_quarantine(sent, stage, result))
                continue
            try:
                with bound.sentence(stage, sent.sentence_id):
                    # the flag registry has the last word on well_formed (docs/flags.md)
                    mended = _copular_definitions(nlp, result, unfit, doc, sent)
                    outside = None
                    if "subjectless" in unfit.get(sent.sentence_id, ()):
                        outside = fitness.subjectless_clause_words(doc, cand.char_start)
                    unfit_flagged = _flag_unfit(mended, unfit, sent.text, garbles, outside)
                    checked = _flag_non_words(unfit_flagged, sent.text)
                    checked = _flag_cut_lists_and_units(checked, sent.text, doc)
                    flagged = [flag_registry.settle(p) for p in checked]
            except SentenceTimeout as exc:
                timed_out.add(sent.sentence_id)
                out.quarantined.append(_quarantine(sent, stage, exc))
                continue
            phen_pairs.extend(flagged)
        confidence = {cand.candidate_id: cand.confidence for cand, _, _ in todo_rewrite}
        kept = dedupe_pairs(phen_pairs, confidence)
        out.counts["unfit_pairs"] += sum(p.sentence_id in unfit for p in kept)
        out.pairs.extend(kept)
        out.seconds["rewrite"] += time.perf_counter() - tr


def run_texts(
    texts: Sequence[str],
    phenomena: Sequence[str],
    subtypes: Sequence[str] = (),
    model: str | None = None,
    parser: str = "dependency",
    parser_model: str | None = None,
    options: dict[str, Any] | None = None,
    use_prefilter: bool = True,
    source: str = "text",
    assess_sources: bool = False,
) -> tuple[list[Sentence], ShardResult]:
    """Process already-segmented sentences in this process, without a warehouse.

    For evaluations against gold sets and for notebooks: each text is one sentence, with
    ``doc_id`` = its position. The texts are taken as chosen by the caller (gold sentences were
    selected by people), so source fitness is not assessed unless ``assess_sources``.
    """
    from . import ids

    selection = Selection.build(phenomena, subtypes)
    backend = registry.parsers.get(parser)(parser_model)
    nlp = parse.load(parse.resolve_model(model), selection.components)
    backend.configure(nlp)
    ctx = RunContext(model=parse.model_label(nlp), parser=backend.label, options=options or {})
    sents = [
        Sentence(ids.sentence_id(source, str(i), 0, t), str(i), source, 0, t, None, None, None)
        for i, t in enumerate(texts)
    ]
    return sents, process(
        sents,
        selection,
        nlp,
        ctx,
        backend if parser != "dependency" else None,
        use_prefilter,
        assess_sources,
    )
