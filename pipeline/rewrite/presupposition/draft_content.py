"""What a presupposition draft may say (stop 103, pr241): possessive drafts whose content is
analytic or whose relation is cut short, and re-verb / "continue" drafts that must not carry the
matrix clause's adjuncts.

- ``analytic_possessum``: "the nation's economy" -> "The nation had an economy", "the body's
  capillaries" -> "The body has capillaries". The possessum is a functional or relational noun
  whose relatum every possessor of that kind supplies (Löbner 1985 "Definites": functional
  concepts map each possessor to one value; Barker 1995 *Possessive Descriptions* ch. 2:
  relational nouns, whose argument the genitive fills), or a WordNet part of the possessor's
  kind (WordNet part/substance meronymy, Miller 1995; Cruse 1986 ch. 7 on canonical parts). Such
  a presupposition is satisfied by the meaning of the possessor alone and tests no projection:
  NOPE (Parrish et al. 2021) App. B leaves out triggers whose presupposition is trivially
  satisfied. The draft is flagged ``trivial-extent`` like "The country had a population"
  (``possessive._trivial_extent``). A person possessor is left to ``possessive._inalienable``
  (IMPPRES keeps "Marcus has a nose" as a warning, not a defect).
- ``relational_complement``: "Warhol's association with the subject" -> "Warhol had an
  association with the subject", not "Warhol had an association": a noun of relation or union
  selects its with/to/between phrase as a complement (Huddleston & Pullum 2002 ch. 5 §14.2;
  Quirk et al. 1985 §17.42 on complementation of nouns), so cutting it leaves the relation
  with one argument, a different and near-vacuous statement.
"""

from __future__ import annotations

import re
from typing import Any

from spacy.tokens import Token

from ...lexicon.tables import word_set
from ...lexicon.wordnet import wordnet

#: Functional and relational nouns whose relatum is a place, polity or organisation:
#: ``wordlists/presupposition_analytic_possessa.txt``.
ANALYTIC_POSSESSA = word_set("presupposition_analytic_possessa")

#: How many of the most frequent WordNet senses of the possessum and of the possessor are read.
SENSES = 2

#: Lexicographer files of a possessor that is a place, polity or group (WordNet 3.0).
PLACE_OR_GROUP_LEXNAMES = frozenset({"noun.location", "noun.group"})

#: Lexicographer files of a possessum whose WordNet meronymy is component-object (a part of an
#: organism: "the body's capillaries", "the tree's roots"), the meronymy that holds of every
#: whole of the kind (Winston, Chaffin & Herrmann 1987; Cruse 1986 ch. 7 on canonical parts).
#: Place-area meronymy ("the city's harbour": seaport.n.01 part of city.n.02) is facultative and
#: stays informative; so are most artefact parts, whose WordNet meronymy is inherited from a
#: hypernym the possessor need not fully instantiate ("the board's CPU", "the archive's header":
#: Cruse's facultative parts), so artefacts were taken out at the stop 103 integration.
COMPONENT_LEXNAMES = frozenset({"noun.body", "noun.plant"})

#: Pronouns that refer to no person ("its"): a thing, a place or an organisation.
NONPERSONAL_POSSESSIVES = frozenset({"its"})

#: Dependents that make the possessed noun phrase say more than its bare noun: a describing
#: modifier ("the city's Jewish inhabitants", "its new capital"). A postmodifier the draft cuts
#: ("the country's population in 1900" -> "The country had a population") leaves it trivial.
DESCRIBING_DEPS = frozenset({"amod", "compound", "nummod", "nmod"})


def _senses(lemma: str) -> list[Any]:
    return list(wordnet().synsets(lemma, "n")[:SENSES])


def _possessor_lemma(owner: Token) -> str:
    """The possessor's WordNet lemma: a multi-word name with its compound parts ("new_york")."""
    parts = [k for k in owner.children if k.dep_ == "compound" and k.i < owner.i]
    words = [
        *(k.lower_ for k in parts),
        owner.lower_ if owner.pos_ == "PROPN" else owner.lemma_.lower(),
    ]
    return "_".join(words)


def _possessor_kind(owner: Token) -> str | None:
    """ "place" for a place, polity or organisation possessor, "thing" for another non-person
    noun, None for a person, an animal or an unknown name (left to the other checks)."""
    if owner.pos_ == "PRON":
        return "thing" if owner.lower_ in NONPERSONAL_POSSESSIVES else None
    if owner.ent_type_ in ("PERSON", "NORP"):
        return None
    senses = wordnet().synsets(_possessor_lemma(owner), "n")
    if not senses:
        return None
    # a name is read by its first sense ("France": the country before Anatole France); a name
    # whose first sense is a person or a common thing ("Ford": a person) is left alone
    lexnames = {s.lexname() for s in senses[: 1 if owner.pos_ == "PROPN" else SENSES]}
    if lexnames & {"noun.person", "noun.animal"}:
        return None
    if owner.pos_ == "PROPN" and not lexnames <= PLACE_OR_GROUP_LEXNAMES:
        return None
    return "place" if lexnames & PLACE_OR_GROUP_LEXNAMES else "thing"


def _holonyms(sense: Any) -> set[str]:
    """The wholes a sense is a part or substance of, through its own and its hypernyms'
    meronymy (a capillary is a blood vessel, which is part of the vascular system, part of the
    body: WordNet's inherited meronymy, Miller 1995)."""
    out: set[str] = set()
    seen: set[Any] = set()
    todo = [sense]
    while todo:
        s = todo.pop()
        if s in seen:
            continue
        seen.add(s)
        for h in s.part_holonyms() + s.substance_holonyms():
            out.add(h.name())
            todo.append(h)
        todo.extend(s.hypernyms())
    return out


def _kinds(owner: Token) -> set[str]:
    """The possessor's most frequent senses and every class above them (instances included)."""
    out: set[str] = set()
    for s in _senses(_possessor_lemma(owner)):
        out.add(s.name())
        out |= {h.name() for h in s.closure(lambda x: x.hypernyms() + x.instance_hypernyms())}
    return out


def analytic_possessum(noun: Token, owner: Token | None, np: str) -> bool:
    """Whether the possessive draft of ``noun`` (possessum phrase ``np`` as drafted) is true by
    the meaning of its possessor ``owner`` (see the module docstring). Only a bare possessum:
    a describing modifier or complement in the draft keeps it informative."""
    if owner is None or noun.pos_ != "NOUN" or np.strip().lower() != noun.lower_:
        return False
    if any(k.dep_ in DESCRIBING_DEPS for k in noun.children):
        return False
    kind = _possessor_kind(owner)
    if kind is None:
        return False
    if noun.lemma_.lower() in ANALYTIC_POSSESSA and (kind == "place" or owner.pos_ == "PRON"):
        return True
    if owner.pos_ == "PRON":
        return False
    kinds = _kinds(owner)
    return any(
        _holonyms(s) & kinds
        for s in _senses(noun.lemma_.lower())
        if s.lexname() in COMPONENT_LEXNAMES
    )


#: WordNet 3.0 classes of a possessor that once was a place and is no longer one: an empire, a
#: kingdom ("Prussia: a former kingdom"), marked "former" in the gloss (Soviet Union,
#: Yugoslavia).
PAST_POLITY_SYNSETS = frozenset({"empire.n.01", "empire.n.02", "kingdom.n.02", "kingdom.n.01"})


def lasting_natural_part(noun: Token, owner: Token | None) -> bool:
    """ "Chile's coast was explored in 1535" -> "Chile has a coast", not "Chile had a coast": a
    natural feature of a place or a celestial body (the possessum's first WordNet sense in
    noun.object: coast, river, mountain, island, crust; the possessor's first sense a named or
    common place, noun.location, or a natural object, noun.object: Chile, the Earth, the
    island) is in a lexical, part-whole relation to it (Barker 1995 ch. 2 on relational
    possession; Vikner & Jensen 2002: the part-whole reading of the genitive is lexical, given
    by the possessum's meaning). Such a relation holds as long as the possessor does, not at
    the time of the clause's event, so a past clause leaves it in the present (Enç 1986: a noun
    phrase has a time of its own). Not for a possessor WordNet gives as gone (an empire or
    kingdom, a gloss with "former": "Prussia's coast" stays "had"), for persons and animals
    (a dead person's belongings stay past), nor for artefacts and holdings ("the city's
    harbour", "Germany's camps": made or acquired, alienable)."""
    if owner is None or noun.pos_ != "NOUN" or owner.pos_ not in ("NOUN", "PROPN"):
        return False
    if owner.ent_type_ in ("PERSON", "NORP", "ORG"):
        return False
    if any(k.dep_ in ("amod", "compound") and k.i < owner.i for k in owner.children):
        return False  # "Nazi Germany", "ancient Egypt": a period of the place, not the place
    possessum = wordnet().synsets(noun.lemma_.lower(), "n")[:1]
    if not possessum or possessum[0].lexname() != "noun.object":
        return False
    senses = wordnet().synsets(_possessor_lemma(owner), "n")[:1]
    if not senses or senses[0].lexname() not in ("noun.location", "noun.object"):
        return False
    sense = senses[0]
    if "former" in sense.definition().split() or "formerly" in sense.definition().split():
        return False
    above = {h.name() for h in sense.closure(lambda x: x.hypernyms() + x.instance_hypernyms())}
    return not above & PAST_POLITY_SYNSETS


#: Prepositions a noun of relation selects for its second argument (H&P 2002 ch. 5 §14.2).
RELATION_PREPOSITIONS = frozenset({"with", "to", "between"})

#: WordNet 3.0 classes of relations and unions: relation.n.01 (the noun.relation file's root),
#: relationship.n.02/.03 ("a state of connectedness", "a state involving mutual dealings"),
#: union.n.04 ("the state of being joined or united or linked": association.n.03, connection.n.02).
RELATION_SYNSETS = frozenset(
    {"relation.n.01", "relationship.n.02", "relationship.n.03", "union.n.04"}
)

#: How many of the possessum's senses may make it a noun of relation.
RELATION_SENSES = 3


def relational_complement(noun: Token, prep: Token) -> bool:
    """Whether ``prep`` (a with/to/between phrase after ``noun``) is the complement of a noun
    of relation or union ("association with X", "affiliation to X", "connection between A and
    B"): one of the noun's ``RELATION_SENSES`` most frequent senses is (under)
    ``RELATION_SYNSETS``. The possessive draft keeps it (module docstring)."""
    if prep.dep_ != "prep" or prep.lower_ not in RELATION_PREPOSITIONS or prep.i < noun.i:
        return False
    if not any(k.dep_ == "pobj" for k in prep.children):
        return False
    for s in wordnet().synsets(noun.lemma_.lower(), "n")[:RELATION_SENSES]:
        above = {s.name()} | {h.name() for h in s.closure(lambda x: x.hypernyms())}
        if above & RELATION_SYNSETS:
            return True
    return False


def personal_name_only(word: str) -> bool:
    """Whether WordNet knows ``word`` as no common noun and no named thing other than particular
    persons: absent, or every noun sense an instance of a person ("campbell", "heinz",
    "disney"). Such a word is a personal name, which takes no article (Quirk et al. 1985
    §5.60-5.63; H&P 2002 ch. 5 §20.3)."""
    senses = wordnet().synsets(word)
    return all(
        s.pos() == "n" and s.lexname() == "noun.person" and s.instance_hypernyms() for s in senses
    )


# --- drafts of re-verbs and "continue" (pr241) ------------------------------------------------

#: Dependents through which a verb phrase says something of its own (a complement or object).
_OWN_COMPLEMENT_DEPS = frozenset(
    {"dobj", "attr", "acomp", "xcomp", "ccomp", "oprd", "prep", "advcl", "agent"}
)


def prior_activity_asserted(trig: Token, comp: Token) -> bool:
    """ "It has been and continues to be used for X", "She has sung and continues to sing": an
    aspectual "continue/keep" coordinated with a perfect that shares its complement (right node
    raising, Huddleston & Pullum 2002 ch. 15 §4.4) or repeats its verb. The first conjunct
    asserts the prior activity, so within the sentence the presupposition of "continue" is
    satisfied by its left conjunct (Karttunen 1974; Heim 1983 on "A and B": B's presupposition
    is checked in the context updated with A) and no embedding of the sentence tests its
    projection; the draft only repeats an assertion. No prior-state draft."""
    partners = [trig.head] if trig.dep_ == "conj" else []
    partners += [k for k in trig.children if k.dep_ == "conj" and k.i < comp.i]
    for p in partners:
        if p.pos_ not in ("VERB", "AUX") or p.tag_ != "VBN":
            continue
        if not any(a.dep_ == "aux" and a.lemma_.lower() == "have" for a in p.children):
            continue
        if p.lemma_.lower() == comp.lemma_.lower():
            return True
        if p.lemma_.lower() == "be" and not any(
            k.dep_ in _OWN_COMPLEMENT_DEPS and k.i < trig.i for k in p.children
        ):
            return True  # "has been and continues to be used": the shared complement
    return False


def participle_adjuncts_after_object(obj: Token) -> list[Token]:
    """The subjectless -ing clauses the parser hung on a re-verb's object as reduced relatives
    ("rebuilt the plant using steel", "reshaped power dynamics causing shifts"): a participle
    clause after the object of a transitive verb is most often a supplementive adjunct whose
    implied subject is the matrix subject or event (Quirk et al. 1985 §15.58-15.60; Kortmann
    1991 *Free Adjuncts and Absolutes in English* on result and means participles), and even a
    true reduced relative only restricts the object: without it "O had been V-ed before" is
    weaker and still presupposed (NOPE App. C), as for the PPs ``_without_loose_pps`` cuts."""
    return [
        k
        for k in obj.children
        if k.dep_ == "acl"
        and k.tag_ == "VBG"
        and k.i > obj.i
        and not any(c.dep_ in ("nsubj", "nsubjpass") for c in k.children)
    ]


def object_read_as_participle_subject(trig: Token) -> Token | None:
    """ "The city rebuilt the bridge crossing the river": the parser made "the bridge" the
    subject of a clausal complement "crossing the river" and left the re-verb without an
    object. A transitive re-verb takes a noun phrase object, and a bare -ing clause with no
    subordinator after it is the object plus a participle (a reduced relative or a
    supplementive adjunct: Quirk et al. 1985 §15.58-15.60, §17.28): the noun phrase is the
    object, and "The bridge had been built before" is the draft, not the subject's "The city
    had been built before". Returns that noun, or None."""
    for k in trig.children:
        if k.dep_ != "ccomp" or k.tag_ != "VBG" or k.i < trig.i:
            continue
        if any(m.dep_ == "mark" for m in k.children):
            continue
        subj = next((s for s in k.children if s.dep_ == "nsubj"), None)
        if subj is not None and subj.pos_ in ("NOUN", "PROPN") and subj.left_edge.i == trig.i + 1:
            return subj
    return None


#: A word of a draft that begins or ends with a hyphen or en dash glued to letters ("–gluon",
#: "quark–"): a piece of a hyphenated compound.
_DASH_PIECE = re.compile(r"(?:^|\s)([-\u2013][^\W\d_]\w*|\w*[^\W\d_][-\u2013])(?=[\s.,;:!?]|$)")


def compound_piece(source: str, draft: str) -> str | None:
    """The first word of ``draft`` that is a piece of a hyphenated compound of ``source`` cut
    at its hyphen or dash ("Quarks can be found within hadrons –gluon plasmas" from "...
    quark–gluon plasmas"), or None. A hyphenated compound is one orthographic word (Quirk et
    al. 1985 App. I.12, App. III.5; the lexical integrity of words, Bresnan & Mchombo 1995): no
    sentence splits it, so a draft holding half of it was cut mid-word and is garbled; no draft
    is better than a fragment (pr244). A suspended hyphen that the source itself writes apart
    ("pre- and post-war") is a word of the source and stays."""
    for m in _DASH_PIECE.finditer(draft):
        piece = m.group(1)
        if not re.search(r"(?:^|\s)" + re.escape(piece) + r"(?=[\s.,;:!?]|$)", source):
            return piece
    return None
