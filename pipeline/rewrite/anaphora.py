"""Pronoun-antecedent resolution, in one place (stop 73, an01).

A hypothesis cut from its sentence keeps the sentence's pronouns but not always their
antecedents, so three passes grew resolvers of their own: the verb_complement fragments
(``bound_pronoun``, ``indefinite_antecedent``, ``subject_antecedent``: the quantified,
indefinite or definite matrix subject of the complement's pronoun), the complement rewriter
(an infinitive's object controller and the that-clause's subject pronoun) and the
presupposition drafts (the reporter of a content clause). The relations they share live here:

- Binding Theory Principle B (Chomsky 1981): a non-reflexive pronoun is disjoint from a
  co-argument, so its clause-mate subject is never its antecedent
  (:func:`clause_mate_subject`, :func:`principle_b_disjoint`);
- agreement in number and in person/non-person gender ("he/she" for a person, "it" for a
  non-person, "they" for a plural; Quirk et al. 1985 §6.10, CGEL ch. 17 §2.2), the filter of
  Hobbs 1978 and Lappin & Leass 1994 (:func:`person_noun`, :func:`agrees`,
  :func:`bindable_it_antecedent`, :func:`prop_it` for the "it" with no referent at all), and
  gender, the one check of the noun phrase a resolver writes (:func:`gender_agrees`, stop 78);
- the c-commanding matrix subject, from which a pronoun of a subordinate clause is bound
  (Reinhart 1983 ch. 7) and which is the preferred centre (Grosz, Joshi & Weinstein 1995):
  :func:`pronoun_antecedent` takes the one agreeing noun phrase before the pronoun;
- the reporter of a content clause, the experiencer whose view the clause gives (logophoric
  reference, Sells 1987; Kuno 1987 ch. 3): :func:`reported_subject_pronoun`;
- a relative pronoun's antecedent, the head of its relative clause
  (:func:`relative_antecedent`; Quirk et al. 1985 §17.12).

The rewriters (``rewrite.complement``, ``rewrite.presupposition``) and the phenomena above them
(``phenomena.verb_complement_fragments``) import from here; this module imports no phenomenon
(the import layers of issue #18).
"""

from __future__ import annotations

from spacy.tokens import Span, Token

from .. import syntax
from ..fitness import for_clause
from ..lexicon.wordnet import first_sense_lexname
from ..syntax import FEMININE_NOUNS, MASCULINE_NOUNS
from .negation import RELATIVE_PRONOUNS

# Binding Theory Principle B ---------------------------------------------------------------


def clause_mate_subject(verb: Token) -> Token | None:
    """The nominal subject of ``verb``: the one noun phrase a non-reflexive object pronoun of
    ``verb`` cannot take as its antecedent (Chomsky 1981, Principle B)."""
    return next((c for c in verb.children if c.dep_ in syntax.NOMINAL_SUBJECT_DEPS), None)


def principle_b_disjoint(noun: Token, pronoun: Token) -> bool:
    """Is ``noun`` the subject of the verb whose object ``pronoun`` is? A plain object pronoun
    cannot take its own clause's subject as antecedent (binding principle B: "a stranger had
    pushed her" is not the stranger pushing herself), so that subject is no nearer antecedent
    that would block the matrix subject."""
    if pronoun.lower_.endswith(("self", "selves")):
        return False  # a reflexive is bound by that subject (principle A), not kept from it
    if pronoun.dep_ not in ("dobj", "dative", "iobj"):
        return False
    while noun.dep_ in ("compound", "flat") and noun.head.i > noun.i:
        noun = noun.head  # "King Ahasuerus": the title is part of the subject's name
    subject_of = noun.head
    if noun.dep_ not in ("nsubj", "nsubjpass"):
        if not _for_clause_subject(noun):
            return False
        subject_of = noun.head.head
    verb = pronoun.head
    # a coordinated verb phrase with no subject of its own has its head's subject (Quirk et al.
    # 1985 §13.45 on the subject shared by predication coordination): "the king promoted
    # Haman and advanced him", where "him" is not the king (cj188)
    while verb.dep_ == "conj" and clause_mate_subject(verb) is None and verb.head.i < verb.i:
        verb = verb.head
    return subject_of == verb


def _for_clause_subject(noun: Token) -> bool:
    """ "For Herod himself had sent out and bound him": the small parser took the conjunction
    "for" opening a main clause for a preposition and the clause's subject for its object
    (``fitness.for_clause`` reads the same misparse). The noun is then the subject of the
    clause's root, and principle B keeps it from the root's object pronouns (cj190)."""
    head = noun.head
    return (
        noun.dep_ == "pobj"
        and head.i == 0
        and head.text == "For"
        and head.dep_ == "prep"
        and head.head.dep_ == "ROOT"
        and for_clause(noun.doc)
    )


# Agreement in number and gender -------------------------------------------------------------

#: The subject form of each resolved object pronoun, for :func:`subject_form`.
_SUBJECT_FORMS = {"him": "he", "them": "they", "her": "she", "its": "it", "his": "he"}

#: Lexicographer files (first WordNet sense) of a noun that "it" cannot take up: a person is
#: "he/she" (CGEL ch. 17 §2.2 on the gender of personal pronouns).
PERSONAL_LEXNAMES = frozenset({"noun.person"})

#: Last words of organisation names ("Commodore International", "Acme Corporation"), the
#: generic head of a proper name (Quirk et al. 1985 §5.66 on names with a common-noun head).
ORGANISATION_HEADS = frozenset(
    {"international", "inc", "inc.", "corporation", "corp", "corp.", "ltd", "ltd.", "limited"}
    | {"company", "co", "co.", "group", "systems", "technologies", "labs", "laboratories"}
    | {"university", "institute", "association", "foundation", "society", "council", "agency"}
    | {"consortium", "committee", "bank", "airlines", "computers", "software", "electronics"}
)


def person_noun(noun: Token) -> bool:
    """Is ``noun`` a person: a PERSON entity, or a common noun whose first WordNet sense is
    ``noun.person``?"""
    return noun.ent_type_ == "PERSON" or (
        noun.tag_ in ("NN", "NNS")
        and first_sense_lexname(noun.lemma_.lower(), "NOUN") == "noun.person"
    )


def agrees_in_gender(noun: Token, person: bool) -> bool:
    """Can ``noun`` be taken up by a personal (``person``) or a non-personal pronoun? A name
    the parse gives no entity type may be a person's; with an entity type, only a PERSON is a
    person."""
    if noun.pos_ == "PROPN":
        return person if not noun.ent_type_ else person == (noun.ent_type_ == "PERSON")
    return person_noun(noun) == person


def gender_clash(pron: str, noun: Token) -> bool:
    """ "he" for "the actress' mother" ... : a gendered person noun takes only its own gender's
    pronoun (Quirk et al. 1985 §5.104-5.107). ``pron`` is the subject form ("he", "she")."""
    lemma = noun.lemma_.lower()
    return (pron == "he" and lemma in FEMININE_NOUNS) or (
        pron == "she" and lemma in MASCULINE_NOUNS
    )


#: Titles written before a personal name that give its bearer's sex ("Mr Lee", "Mrs Patel",
#: "Sir Ian"): a closed class of honorifics (Quirk et al. 1985 §5.66 on names with titles;
#: CGEL ch. 5 §20.4), read with the gendered person nouns ("Queen Mary", "Uncle Joe").
MASCULINE_TITLES = frozenset({"mr", "mister", "sir", "lord", "messrs"}) | MASCULINE_NOUNS
FEMININE_TITLES = frozenset({"mrs", "ms", "miss", "madam", "madame", "dame"}) | FEMININE_NOUNS


def name_gender(name: Token) -> str | None:
    """ "he" or "she" when the name's own noun phrase says which: a title among its words ("Mrs
    Patel") or a gendered person noun in apposition ("Lena, a nurse's daughter, ..."); None
    when it gives no evidence, as a bare given name does not to the grammar (English names
    carry no grammatical gender; what a name suggests is world knowledge, and this project has
    no maintained name-gender resource: docs/presupposition.md, stop 77)."""
    found = set()
    for t in name.children:
        if t.dep_ not in ("compound", "flat", "appos"):
            continue
        words = {t.lower_.rstrip("."), t.lemma_.lower().rstrip(".")}
        if words & MASCULINE_TITLES:
            found.add("he")
        if words & FEMININE_TITLES:
            found.add("she")
    found |= _predicated_gender(name)
    return found.pop() if len(found) == 1 else None


#: Reflexive objects and the gender they give their clause-mate subject.
_REFLEXIVE_GENDER = {"himself": "he", "herself": "she"}


def _predicated_gender(name: Token) -> set[str]:
    """The genders the name's own predicates give it when it is their subject: a gendered
    person noun as its subject complement ("Reu ... became the father of more sons"; the
    predicative noun's referent is the subject's, Quirk et al. 1985 §10.8, §16.21), or a
    reflexive object ("Lena hurt herself"; a reflexive takes its clause-mate subject's person,
    number and gender, Quirk §6.23; binding Principle A, Chomsky 1981). The predicates are the
    subject's verb and the verbs coordinated with it that have no subject of their own (they
    share it: Quirk §13.42 on ellipsis of the subject in coordinated predicates). The sentence
    states the gender; no world knowledge of names is used (:func:`name_gender`)."""
    if name.dep_ not in ("nsubj", "nsubjpass") or name.head.i == name.i:
        return set()
    verb = name.head
    predicates = [verb] + [
        c
        for c in verb.conjuncts
        if c.i > verb.i
        and c.pos_ in ("VERB", "AUX")
        and not any(k.dep_ in ("nsubj", "nsubjpass", "expl") for k in c.children)
    ]
    found = set()
    for p in predicates:
        for k in p.children:
            if k.dep_ in ("attr", "oprd") and k.pos_ == "NOUN":
                if k.lemma_.lower() in MASCULINE_NOUNS:
                    found.add("he")
                if k.lemma_.lower() in FEMININE_NOUNS:
                    found.add("she")
            if k.dep_ in ("dobj", "pobj") and k.lower_ in _REFLEXIVE_GENDER:
                found.add(_REFLEXIVE_GENDER[k.lower_])
    return found


def ungendered_name_antecedent(pron: str, noun: Token) -> bool:
    """May a gendered pronoun ("he"/"she", by its subject form) NOT be written as the name
    ``noun``? True for a proper name whose phrase gives no gender of the pronoun's
    (:func:`name_gender`). Agreement in gender is a hard filter on an antecedent (Hobbs 1978;
    Lappin & Leass 1994 §2.1, the morphological filter), and a bare given name gives the
    grammar no gender to check: NER's PERSON says one person, not which sex ("Lena noticed
    how he frowned" is not "Lena frowned"). A draft that keeps "he" shares the premise's
    referent, as NOPE's annotators left such pronouns (Parrish et al. 2021 §3.2), so the
    pronoun stays rather than a guess being written."""
    return pron in ("he", "she") and noun.pos_ == "PROPN" and name_gender(noun) != pron


def gender_agrees(pronoun: str, noun: Token) -> bool:
    """May ``noun`` be written for the pronoun ``pronoun`` (its subject form: "he", "she",
    "it", "they") as far as gender goes: no clash (:func:`gender_clash`, "the actress" is not
    "he") and, for "he"/"she" and a proper name, a gender its own phrase gives
    (:func:`ungendered_name_antecedent`)? Agreement in gender is a hard filter on an
    antecedent (Hobbs 1978; Lappin & Leass 1994 §2.1), the one check every resolver applies to
    the noun phrase it writes (stop 78, mn80).

    The two halves differ in what they exclude. A clash excludes the noun from the candidates
    altogether: it cannot be the referent, so it is no rival either. A bare name excludes only
    the writing: its gender is unknown to the grammar, not wrong, so it stays a possible
    referent and a rival of other candidates ("The teacher told Peter the manager had hired
    him": "him" may be Peter, so "the teacher" is no sure antecedent). The candidate filters
    (:func:`antecedent_candidates`, ``rewrite.presupposition.shared._agrees_as``) apply the clash;
    the antecedent they settle on must pass this function before it is written."""
    return not gender_clash(pronoun, noun) and not ungendered_name_antecedent(pronoun, noun)


def subject_form(pronoun: Token) -> str:
    """The subject form of a third-person pronoun ("him" -> "he", "them" -> "they"), the form
    :func:`gender_agrees` and :func:`gender_clash` take."""
    return _SUBJECT_FORMS.get(pronoun.lower_, pronoun.lower_)


def agrees(noun: Token, plural: bool, person: bool | None) -> bool:
    """Does ``noun`` agree in number and in person/non-person gender with a pronoun?"""
    if (noun.tag_ in ("NNS", "NNPS")) != plural:
        return False
    if person is None:
        return True
    return agrees_in_gender(noun, person)


def bindable_it_antecedent(subject: Token) -> bool:
    """Can "it/its" in the complement be bound by the quantified ``subject``: a singular common
    noun whose first sense is not a person ("Neither company admitted that it had lied", "No
    country thinks its borders are safe")? A person ("No man said it was easy") or a quantifier
    pronoun ("Nobody said it was easy") leaves "it" referring elsewhere (Reinhart 1983 ch. 7:
    binding needs agreement in number and gender; hundred-thirteenth pass, vc107)."""
    if subject.pos_ != "NOUN" or subject.tag_ != "NN":
        return False
    lexname = first_sense_lexname(subject.lemma_.lower(), "NOUN")
    return lexname is not None and lexname not in PERSONAL_LEXNAMES


#: Verbs whose "it" subject may be the dummy of time, weather or raising ("it will take
#: centuries", "it seems", "it rained"; Quirk et al. 1985 §10.26-10.27 on prop "it").
_PROP_IT_VERBS = frozenset(
    {"take", "rain", "snow", "seem", "appear", "happen", "matter", "occur", "turn", "get"}
)
#: Adjectives that make their subject the controller of an infinitive ("it was unable to
#: renegotiate"): no extraposition (CGEL ch. 14 §7.2 on control adjectives).
_CONTROL_ADJECTIVES = frozenset(
    {"able", "unable", "willing", "unwilling", "ready", "eager", "reluctant", "keen"}
    | {"prepared", "determined", "obliged", "forced", "free", "quick", "slow", "careful"}
)


def prop_it(pronoun: Token, *, ambiguous: bool = True) -> bool:
    """May ``pronoun`` ("it") be the prop or anticipatory "it" rather than a referring one: the
    subject of a bare "time" after "be" ("it is time to go", "it is high time", "it's about
    time": :func:`_time_it`), a time, weather or raising verb, or a "be" with an extraposed
    clause on it or on its predicate ("it is clear that ...", "it was too cold to play"),
    unless the predicate is a control adjective (Quirk et al. 1985 §10.26-10.27, §18.33 on
    extraposition)?

    ``ambiguous=False`` keeps only the reading where "it" cannot refer, "it is time": a raising
    verb or an extraposed infinitive has the same shape with a referring "it" ("it seems to
    work", "it is hard to use" of a tool named before), and a caller that asks whether an
    antecedent was lost cannot take those as prop "it" (``conjuncts``, stop 83, rv16)."""
    if _time_it(pronoun):
        return True
    if not ambiguous:
        return False
    head = pronoun.head
    if head.lemma_.lower() in _PROP_IT_VERBS:
        return True
    clauses = ("ccomp", "csubj", "xcomp")
    be = head if head.lemma_.lower() == "be" else None
    if be is None:
        be = next((a for a in head.children if a.dep_ == "auxpass" or a.lemma_ == "be"), None)
        if be is None or head.tag_ != "VBN":
            return False
        be = head  # a passive ("it was decided that ...")
    if any(c.dep_ in clauses and c.i > be.i for c in be.children):
        return True
    for predicate in (c for c in be.children if c.dep_ in ("acomp", "attr")):
        if predicate.lemma_.lower() in _CONTROL_ADJECTIVES:
            continue
        if any(c.dep_ in clauses for c in predicate.children):
            return True
    return False


def _time_it(pronoun: Token) -> bool:
    """ "it" as the subject of "be" with a bare "time" as its predicate ("it is time (for X / to
    V)", "it is high time", "it's about time"): prop "it", which refers to nothing (Quirk et al.
    1985 §10.26 on prop "it" with time expressions; H&P 2002 ch. 17 §2.3 on dummy "it"). "it
    was the time of my life" has a determiner and keeps its referent (stop 82, fl67; moved
    here from ``conjuncts`` at stop 83, rv16)."""
    head = pronoun.head
    if pronoun.lower_ != "it" or pronoun.dep_ != "nsubj" or head.lemma_ != "be":
        return False
    attr = next((c for c in head.children if c.dep_ == "attr" and c.i > head.i), None)
    return (
        attr is not None
        and attr.lemma_ == "time"
        and not any(c.dep_ in ("det", "poss", "nummod") for c in attr.children)
    )


# The antecedent before the pronoun ----------------------------------------------------------


def relative_antecedent(pronoun: Token) -> Token | None:
    """The noun a relative pronoun stands for: the head of its relative clause ("the falls,
    which had to be portaged" -> "falls")."""
    if pronoun.lower_ not in RELATIVE_PRONOUNS or pronoun.tag_ not in ("WDT", "WP"):
        return None
    clause = pronoun.head
    while clause.dep_ != "relcl" and clause.head.i != clause.i:
        clause = clause.head
    return clause.head if clause.dep_ == "relcl" else None


#: Third-person pronouns that the hypothesis names by their antecedent, with the tags of the
#: noun heads that agree with each (number) and whether the referent is a person (gender
#: and animacy: "he/she" for persons; Quirk et al. 1985 §6.10). Not "it": it is also the
#: expletive and ambient pronoun with no antecedent at all ("At some point it gets easier",
#: Quirk §10.26-27), so a lone singular noun before it is no evidence that it refers.
_RESOLVED_PRONOUNS: dict[str, tuple[tuple[str, ...], bool | None]] = {
    "them": (("NNS", "NNPS"), None),
    "they": (("NNS", "NNPS"), None),
    "him": (("NN", "NNP"), True),
    "he": (("NN", "NNP"), True),
}
#: "it" as an object: a singular non-person noun (Quirk et al. 1985 §6.10; CGEL ch. 17 §2.2).
#: Not in ``_RESOLVED_PRONOUNS``: only callers that ask for it (``with_it``) resolve it.
IT_SPEC: tuple[tuple[str, ...], bool | None] = (("NN", "NNP"), False)

#: Dependencies of a noun phrase's head that can be an antecedent (not a compound modifier).
_ANTECEDENT_DEPS = frozenset(
    {"nsubj", "nsubjpass", "dobj", "pobj", "attr", "appos", "conj", "dative", "oprd"}
)


def pronoun_antecedent(
    pronoun: Token, exclude: Token | None = None, with_it: bool = False
) -> Span | None:
    """The noun phrase before ``pronoun`` in its sentence that is its only possible antecedent,
    or None (stop 70, vc114).

    The hypothesis is judged as a sentence of its own: "They are decompressed into full
    instructions" names nothing, while the sentence it comes from names the referent ("Careful
    design of the Thumb instructions allows them to be ..."; blind review s1203a). A pronoun
    is resolved by agreement in number and person/non-person gender with a preceding noun
    phrase (Hobbs 1978; Lappin & Leass 1994, whose filters are agreement and binding), and a
    non-reflexive object pronoun is disjoint from its clause-mate subject (Chomsky 1981,
    Principle B), passed as ``exclude``. Only where exactly one noun phrase head passes these
    filters is the pronoun replaced; with two or more the choice is a guess, and the pronoun
    stays (the premise shows the candidates, and the older rule of
    ``verb_complement_adjuncts.unanchored_pronoun_controller`` refuses those with none).

    Not ``rewrite.presupposition.shared.bound_pronoun_forms``, which is another relation: there the
    pronoun sits in a clause subordinate to its antecedent, the c-commanding matrix subject
    binds it (Reinhart 1983) and only that subject is tried; here the pronoun is an object (an
    infinitive's controller), its clause-mate subject is the one noun phrase it cannot take
    (Principle B), and the antecedent is the unique agreeing noun phrase before it, wherever
    it stands (stop 70 read-through, mdAB).

    A gendered noun is no antecedent of the other gender's pronoun (stop 73, an01)
    (:func:`gender_clash`, which the presupposition drafts already applied): "The actress said
    that he had left" no longer gives "The actress had left". The one candidate left must pass
    :func:`gender_agrees` too (stop 78, mn80): a bare name is a possible referent of "he" (a
    rival of the others) but gives the grammar no gender to write it for "he", so "Lena said
    the manager would call him" keeps "him" (as the complement rewriter's subject pronouns and
    the presupposition drafts do, stop 77 dx02/mn79)."""
    found = antecedent_candidates(pronoun, exclude, with_it)
    for tok in found:
        if tok.dep_ == "conj" or any(c.dep_ == "conj" for c in tok.children):
            return None  # a coordination: "they" may be the whole of it
    if len(found) != 1 or not gender_agrees(subject_form(pronoun), found[0]):
        return None
    sent = pronoun.sent
    noun = found[0]
    left = noun.left_edge.i
    right = noun.i  # the head and its premodifiers: no relative or prepositional tail
    if left < sent.start or not all(
        t.is_alpha or t.text in ("-", "'s") for t in noun.doc[left : right + 1]
    ):
        return None
    if any(t.tag_ in ("PRP", "PRP$", "WDT", "WP") for t in noun.doc[left : right + 1]):
        return None
    return noun.doc[left : right + 1]


def antecedent_candidates(
    pronoun: Token, exclude: Token | None = None, with_it: bool = False
) -> list[Token]:
    """The noun heads before ``pronoun`` in its sentence that pass the agreement and binding
    filters of :func:`pronoun_antecedent` (number, person/non-person gender, gender, and not
    ``exclude``, the clause-mate subject): its possible antecedents in the sentence (stop 73,
    pr140: the presupposition drafts tell one from several from none). A bare name stays among
    them: its gender is unknown, not wrong, so it is a rival of the others; which candidate may
    be written is :func:`gender_agrees` (stop 78, mn80). ``with_it`` also
    resolves an object "it" (a singular non-person noun, :data:`IT_SPEC`), which the callers
    of stop 70 leave alone."""
    spec = _RESOLVED_PRONOUNS.get(pronoun.lower_)
    if spec is None and with_it and pronoun.lower_ == "it" and pronoun.dep_ in ("dobj", "pobj"):
        spec = IT_SPEC
    if spec is None or pronoun.tag_ != "PRP":
        return []
    return _agreeing_nouns(pronoun, spec, exclude)


def _agreeing_nouns(
    pronoun: Token, spec: tuple[tuple[str, ...], bool | None], exclude: Token | None = None
) -> list[Token]:
    """The noun heads before ``pronoun`` in its sentence with a tag of ``spec`` and its
    person/non-person gender, not ``exclude`` and not of the other sex: the one agreement
    filter of :func:`antecedent_candidates` and :func:`it_antecedent_candidates`."""
    tags, person = spec
    found: list[Token] = []
    for tok in pronoun.doc[pronoun.sent.start : pronoun.i]:
        if tok.tag_ not in tags or tok.dep_ not in _ANTECEDENT_DEPS:
            continue
        if exclude is not None and tok.i == exclude.i:
            continue
        if person is not None and person_noun(tok) != person:
            continue
        if gender_clash(subject_form(pronoun), tok):
            continue  # "The actress said that he had left": not the actress
        found.append(tok)
    return found


def it_antecedent_candidates(pronoun: Token) -> list[Token]:
    """The possible antecedents in its sentence of a subject or possessive "it"/"its": the
    singular non-person noun heads before it (:data:`IT_SPEC`, the agreement filter of
    :func:`antecedent_candidates`, which resolves an object "it" only). A caller that must know
    what "it" is (the owner of a body part, stop 99 pr230) takes the one candidate or none."""
    if pronoun.lower_ not in ("it", "its") or pronoun.tag_ not in ("PRP", "PRP$"):
        return []
    return _agreeing_nouns(pronoun, IT_SPEC)


# The reporter of a content clause -----------------------------------------------------------

#: Subject pronouns of a content clause that take the reporter as antecedent.
REPORTED_PRONOUNS = ("he", "she", "they")


def reported_subject_pronoun(trig: Token) -> Token | None:
    """The subject pronoun ("he", "she", "they") of the first content clause after ``trig``, a
    verb of finding, saying or thinking, whose subject is one: its antecedent is the reporter,
    the experiencer whose view the clause gives (logophoric reference, Sells 1987; Kuno 1987
    ch. 3), or None."""
    for comp in trig.children:
        if comp.dep_ != "ccomp" or comp.i < trig.i:
            continue
        pron = clause_mate_subject(comp)
        if pron is None or pron.lower_ not in REPORTED_PRONOUNS or pron.tag_ != "PRP":
            continue
        return pron
    return None


def intervening_nouns(subject: Token, pronoun: Token) -> list[Token]:
    """The noun heads between the reporter ``subject``'s own phrase and ``pronoun`` ("of office
    workers" in "Thousands of office workers found that they ...", and a clause or apposition
    on the subject: "The nurse, looking at her patient, saw that he ..."): each is a nearer
    candidate antecedent, which the caller filters by agreement."""
    clausal = [k for k in subject.children if k.dep_ in ("acl", "relcl", "appos", "advcl")]
    core = {t.i for t in subject.subtree} - {t.i for k in clausal for t in k.subtree}
    return [
        t
        for t in subject.doc[subject.i + 1 : pronoun.i]
        if t.pos_ in ("NOUN", "PROPN") and t.dep_ != "compound" and t.i not in core
    ]


# The holder of a comparative's standard -------------------------------------------------------

#: Verbs of expectation and belief that head the standard of a comparison ("tougher than they
#: had imagined", "as bad as she feared"): the clause names an attitude, and the standard
#: compared with is its holder's expectation (Quirk et al. 1985 §15.63-15.69 on comparative
#: clauses; Huddleston & Pullum 2002 ch. 13 §4 on the standard of comparison).
STANDARD_ATTITUDE_VERBS = frozenset(
    {"imagine", "expect", "think", "fear", "hope", "anticipate", "predict", "suppose"}
    | {"believe", "assume", "guess", "suspect", "dream", "estimate", "plan", "intend"}
)

#: Subject pronouns of such a standard, with the number and person/non-person gender of the
#: noun they agree with ("they": any plural; "he"/"she": one person; Quirk et al. 1985 §6.10).
_STANDARD_PRONOUNS: dict[str, tuple[bool, bool | None]] = {
    "they": (True, None),
    "he": (False, True),
    "she": (False, True),
}


def rebound_standard_pronoun(clause: Token, holder: Token) -> Token | None:
    """The subject pronoun of a comparative standard inside the content clause ``clause``
    ("The orcs discovered that trapped merfolk were tougher than *they* had imagined") that the
    matrix subject ``holder`` binds and that loses that binder once the clause stands alone,
    or None.

    In the sentence the pronoun is bound by the c-commanding matrix subject (Reinhart 1983 ch.
    7), the holder of the attitude the standard names: the comparison is with what the finder
    expected, the content clause reporting the finder's view (logophoric reference, Sells 1987;
    Kuno 1987 ch. 3). Lifted out as a hypothesis, the clause loses its binder and the pronoun
    is free: it takes the nearest agreeing noun phrase, the clause's own subject (Hobbs 1978;
    Lappin & Leass 1994 on the salience of subjects and recency), and says that the merfolk
    had imagined it; with no such noun phrase it names nobody ("The island was bigger than
    they had thought"). Either way the hypothesis has lost the referent the premise gives the
    pronoun, so it is returned whenever it agrees with ``holder`` (number, person/non-person,
    no gender clash); a pronoun the holder cannot be ("The orc discovered that the merfolk
    were tougher than they had imagined": "they" is not the one orc) keeps its reading and
    stays."""
    spec = _STANDARD_PRONOUNS
    for verb in clause.subtree:
        if verb.pos_ not in ("VERB", "AUX"):
            continue
        # the lemmatiser takes "hoped" for "hop": the regular past forms are read too
        forms = {verb.lemma_.lower(), verb.lower_, verb.lower_[:-1], verb.lower_[:-2]}
        if not forms & STANDARD_ATTITUDE_VERBS:
            continue
        if not any(c.dep_ == "mark" and c.lower_ in ("than", "as") for c in verb.children):
            continue
        if any(c.dep_ in ("dobj", "ccomp", "xcomp") for c in verb.children):
            continue  # the standard's gap is the attitude's object ("than they had imagined _")
        pron = clause_mate_subject(verb)
        if pron is None or pron.tag_ != "PRP" or pron.lower_ not in spec:
            continue
        plural, person = spec[pron.lower_]
        if not agrees(holder, plural, person) or gender_clash(pron.lower_, holder):
            continue
        return pron
    return None


def definite_holder(noun: Token, pronoun: str) -> bool:
    """May the noun phrase headed by ``noun`` be written for ``pronoun`` (its subject form) as
    its antecedent: a name whose gender its phrase gives (:func:`gender_agrees`) or a definite
    noun phrase ("the orcs", "these sailors", "my aunt"). An indefinite or quantified subject
    ("Some orcs discovered ...", "Few sailors ...") binds the pronoun as a variable, and no
    noun phrase can be written for it (Reinhart 1983 ch. 7; Kamp & Reyle 1993 §4.1)."""
    if not gender_agrees(pronoun, noun):
        return False
    if noun.pos_ == "PROPN":
        return True
    dets = [c for c in noun.children if c.dep_ in ("det", "poss", "predet")]
    return bool(dets) and all(
        d.lower_ in ("the", "this", "these", "that", "those") or d.dep_ == "poss" for d in dets
    )


# A subject the parse hangs in a preposed adverbial clause --------------------------------------


def displaced_subject(verb: Token) -> Token | None:
    """The subject of the finite main verb ``verb`` when the parse has put it inside the
    adverbial clause preposed to it: "When the guards returned to Norval, Tobin, the son of
    Lord Brask, learned that ..." is parsed with "Tobin" as a conjunct (or appositive) of
    "Norval" and "learned" with no subject; else None.

    A finite declarative main clause has a subject (Quirk et al. 1985 §10.2; Huddleston &
    Pullum 2002 ch. 4 §2), and a preposed adverbial clause is closed by its comma (Quirk et al.
    1985 §15.14, App. III.18). So when ``verb`` has no subject of its own and the preposed
    clause ends in a noun phrase set off by commas that runs up to ``verb`` ("..., Tobin[, the
    son of Lord Brask], learned"), and that noun phrase is attached as an unmarked conjunct
    (no "and/or": a coordination of two marks its last conjunct, Quirk et al. 1985 §13.3) or
    as an appositive, it is the main clause's subject, not part of the adverbial clause."""
    if verb.tag_ not in ("VBD", "VBZ", "VBP") or verb.dep_ != "ROOT":
        return None
    if any(
        c.dep_ in syntax.NOMINAL_SUBJECT_DEPS or c.dep_ in ("expl", "csubj") for c in verb.children
    ):
        return None
    clause = next((c for c in verb.children if c.dep_ == "advcl" and c.right_edge.i < verb.i), None)
    if clause is None:
        return None
    doc = verb.doc
    end = verb.i - 1 if doc[verb.i - 1].text == "," else verb.i
    for noun in clause.subtree:
        if noun.pos_ not in ("NOUN", "PROPN") or noun.dep_ not in ("conj", "appos"):
            continue
        if noun.left_edge.i == 0 or doc[noun.left_edge.i - 1].text != ",":
            continue
        if noun.right_edge.i + 1 not in (end, verb.i):
            continue  # the closing comma may hang on the noun phrase or on the verb
        if noun.dep_ == "conj" and any(c.dep_ == "cc" for c in noun.head.children):
            continue  # "to Norval and Tobin": a real coordination
        return noun
    return None
