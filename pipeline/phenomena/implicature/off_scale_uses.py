"""Scalar words used off their scale, and hypotheses that cannot be written (docs/implicature.md,
"Sixty-first pass"): a "could" of imminent possibility, a numeral inside a compound adjective,
an evaluative "good" of a fact, "most" after a measure noun.
Found in the blind review s1202g (game mission text, item and NPC descriptions).

Each candidate check returns a short reason or ``None``; the extractor then writes no candidate
(called by ``_review_class`` through ``_mail_use``, off in the IMPPRES inventory ``wide``).
The bare absolute clause of the review ("..., some of them still smoldering") is
``pairs.in_absolute_clause``'s. The comparative subject of the review ("A more skilled Magus
could ...") is ``review_classes.hypothetical_could``'s (stop 59 mend, rt1 finding 8): an
indefinite singular subject is only supposed; a comparative that picks out a class ("The older
children could read", "Larger companies could afford the tax") states a past ability.
"""

from __future__ import annotations

from spacy.tokens import Token

from ...lexicon.wordnet import wordnet

#: Nouns of a short time point in the imminence idioms "at any moment" (Quirk et al. 1985 §9.38
#: on "at" of time points) and "any day/minute now" (§8.55). Not "time", "point", "hour": "at any
#: time" is "whenever one wants", the frame of permission and ability ("Members could cancel at
#: any time"), no imminence (stop 59 mend, rt1 finding 7).
_IMMINENT_POINTS = frozenset({"moment", "minute", "second", "instant"})
#: Nouns of a measure or an aggregate: "the size of all Walthers" reads "all" collectively, the
#: size of the Walthers taken together (Link 1983; Quirk et al. 1985 §5.50 on "of" after
#: measure nouns).
_MEASURE_NOUNS = frozenset(
    {"size", "weight", "length", "height", "width", "depth", "volume", "mass", "area"}
    | {"cost", "price", "value", "total", "sum", "average", "population", "number"}
)
#: Subjects of an extraposed clause: "It's good (that) you came" (Quirk et al. 1985 §18.33).
_ANTICIPATORY = frozenset({"it", "that", "this"})


def future_possibility_could(tok: Token) -> str | None:
    """ "could" with "at any moment/time" or "any day now" ("The Navy could act on this at any
    moment"): the modal states that an event may come about in the near future, possibility
    (Coates 1983 ch. 5 on "could" of theoretical possibility; Palmer 2001 §4.3), not permission
    or past ability on the root <can, have to> scale that IMPPRES uses (Jeretic et al. 2020
    Table 4; Horn 1972). "The Navy didn't need to act on this at any moment" is then no
    alternative the speaker denies, and it moves the clause into the past (s1202g impl-021).
    Stop 59 mend (rt1 finding 7): only the imminence idioms ``_IMMINENT_POINTS`` ("at any
    moment", "any day now", "any minute now"), and only as an adjunct of the modal's own verb:
    "at any time" is the frame of permission or ability ("Members could cancel their
    subscription at any time"), and "any day" inside a relative clause says nothing of the
    modal."""
    if tok.lower_ != "could" or tok.dep_ != "aux":
        return None
    verb = tok.head
    for adjunct in verb.children:
        if adjunct.dep_ == "prep" and adjunct.lower_ == "at":
            points = [p for p in adjunct.children if p.dep_ == "pobj"]
            if any(_any_point(p) and p.lower_ in _IMMINENT_POINTS for p in points):
                return "future-possibility-could"
        elif (
            adjunct.dep_ == "npadvmod"
            and (adjunct.lower_ in _IMMINENT_POINTS or adjunct.lower_ == "day")
            and _any_point(adjunct)
            and _now_after(adjunct)
        ):
            return "future-possibility-could"
    return None


def _any_point(noun: Token) -> bool:
    """Does ``noun`` have the determiner "any" ("any moment")?"""
    return any(c.dep_ == "det" and c.lower_ == "any" for c in noun.children)


def _now_after(noun: Token) -> bool:
    """Is ``noun`` followed right away by "now" ("any day now")?"""
    doc = noun.doc
    return noun.i + 1 < len(doc) and doc[noun.i + 1].lower_ == "now"


def _ornative(word: str) -> bool:
    """Is ``word``'s commonest WordNet adjective sense an ornative "having N of a specified
    kind or number" ("fingered", "legged", "toed", "wheeled")?"""
    senses = wordnet().synsets(word, pos="a")
    if not senses:
        return False
    gloss = senses[0].definition()
    return gloss.startswith("having") and ("specified" in gloss or "in combination" in gloss)


def compound_modifier_numeral(tok: Token) -> str | None:
    """A numeral right before an ornative "-ed" adjective and its noun ("three fingered paws",
    "a four legged table"): the numeral counts the fingers inside the compound adjective
    "three-fingered" (Quirk et al. 1985 App. I.46 on "-ed" compound adjectives "having N";
    Beard 1995 on ornative adjectives), not the paws, so "more than three fingered paws" counts
    the wrong thing (s1202g impl-017/025). The ornative sense is WordNet's commonest sense of
    the adjective ("having ... of a specified kind or number"); "two armed guards" (first sense
    "provided with weapons") keeps its candidate."""
    doc = tok.doc
    if tok.tag_ != "CD" or tok.i + 2 >= len(doc):
        return None
    adjective, noun = doc[tok.i + 1], doc[tok.i + 2]
    if not adjective.lower_.endswith("ed") or adjective.tag_ not in ("JJ", "VBN", "VBD"):
        return None
    if noun.pos_ not in ("NOUN", "PROPN") or not _ornative(adjective.lower_):
        return None
    return "compound-modifier-numeral"


def fact_evaluative(tok: Token) -> str | None:
    """An evaluative adjective predicated of an extraposed clause with no "that" ("It's good you
    found your calling"): the adjective evaluates a fact, it grades no quality of a thing
    (Quirk et al. 1985 §16.72, §18.33 on extraposed subject clauses; Kiparsky & Kiparsky 1970 on
    evaluative factives), and "excellent" does not take a clausal subject ("?It's not excellent
    you found your calling"): scale-mates must share their selection (Matsumoto 1995). The
    fifty-fourth pass's ``adjective_with_clause`` takes the clause with "that" or "to"; the
    parse hangs the bare clause on the copula as a ccomp or parataxis (s1202g impl-019/023)."""
    if tok.pos_ != "ADJ" or tok.dep_ != "acomp":
        return None
    be = tok.head
    if be.lemma_ != "be" or not any(
        c.dep_ in ("nsubj", "expl") and c.lower_ in _ANTICIPATORY for c in be.children
    ):
        return None
    for clause in (*be.children, *tok.children):
        if (
            clause.dep_ in ("ccomp", "parataxis")
            and clause.i > tok.i
            and any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in clause.children)
        ):
            return "fact-evaluative"
    return None


def measure_of_most(tok: Token) -> str | None:
    """ "most N" inside an of-phrase of a measure noun ("about half the size of most
    Walthers"): the alternative "the size of all Walthers" reads "all" collectively, the size of
    the Walthers taken together (Link 1983 on collective plurals; Dowty 1987 on "all" with
    collective predicates), not "each Walther's size" (s1202g impl-043/044). The distributive
    "every Walther" would need the noun in the singular and a rewrite the code has no place for,
    so no candidate (precision first)."""
    if tok.lower_ != "most" or tok.dep_ not in ("amod", "det"):
        return None
    noun = tok.head
    of = noun.head
    if noun.dep_ != "pobj" or of.lower_ != "of":
        return None
    return "measure-of-most" if of.head.lemma_.lower() in _MEASURE_NOUNS else None


def somehow_try(tok: Token) -> str | None:
    """ "try to somehow V" ("I think they tried to somehow harness it"): "somehow" is an
    epistemic indefinite of manner: the speaker does not know how (Alonso-Ovalle &
    Menendez-Benito 2010 on epistemic indefinites), so the competence assumption that turns
    "not know that they managed" into "know that they didn't manage" fails (Sauerland 2004;
    Geurts 2010 ch. 2), and "somehow" is a positive polarity item (Szabolcsi 2004), ill at ease
    right under the hypothesis's negation ("didn't manage to somehow harness it", s1202g
    impl-055). Only "somehow" on the infinitive: a sentence "Somehow they tried to fix it"
    stays above the negation ("Somehow they didn't manage to fix it") and keeps its candidate."""
    if tok.lemma_.lower() != "try":
        return None
    for verb in (c for c in tok.children if c.dep_ == "xcomp"):
        if any(c.dep_ == "advmod" and c.lower_ == "somehow" for c in verb.children):
            return "somehow-try"
    return None


def all_cleft(tok: Token) -> str | None:
    """The item in the focus of an "all" pseudo-cleft ("all I felt was hungry", "All we need is
    two chairs"): "all" with a relative clause is "the only thing" (Quirk et al. 1985 §18.29 on
    pseudo-clefts; H&P ch. 16 §9 on "all" = "only"), an exhaustive focus like "only", whose
    scope is Strawson-DE (von Fintel 1999; the twelfth pass's ``_only_in_clause``), so no
    upper-bounding implicature, and the clause negation lands on "all" ("Not all I felt was
    starving", s1202g candidate 22)."""
    be = tok.head if tok.dep_ in ("acomp", "attr") else tok.head.head
    if be.lemma_ != "be":
        return None
    for subject in (c for c in be.children if c.dep_ in ("nsubj", "nsubjpass")):
        if subject.lower_ == "all" and any(c.dep_ == "relcl" for c in subject.children):
            return "all-cleft"
    return None
