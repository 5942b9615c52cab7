"""Cleft drafts: "It was X who Y" -> "Someone Y" (NOPE App. C, IMPPRES Table 5)."""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ...lexicon.inflection import agree_verb
from ...lexicon.wordnet import (
    first_sense_lexname,
    wordnet,
)
from ...records import Candidate
from ...syntax import (
    token_at_char,
)
from .helpers import (
    RELATIVE_WORDS,
    Draft,
    _animal_noun,
    _is_person,
    _plural,
    _sentence,
    _text,
)

#: Verb classes (first WordNet sense) whose subject is an experiencer: perceiving, thinking,
#: feeling and wanting, and saying need a sentient subject (Dowty 1991 on sentience as a
#: proto-agent property; Levin 1993 §30-§31, §37 on perception, psych and communication verbs).
_SENTIENT_SUBJECT_LEXNAMES = frozenset(
    {"verb.perception", "verb.cognition", "verb.emotion", "verb.communication"}
)


def _sentient_gap_subject(pivot: Token, rel: Token | None, clause: Token) -> bool:
    """A name pivot that is the subject of a verb of perception, thought, feeling or saying
    ("It is Victoria that does listen to Brett"): the verb's selectional restriction makes it
    someone, whatever type NER gives a lone given name ("Victoria" GPE, "Amanda" ORG: the
    recogniser reads one capitalised word without context, stop 77 dx02), so the cleft's
    existential is "Someone" (Delin 1995; Huddleston & Pullum 2002 ch. 16 §9 on clefts)."""
    if pivot.pos_ != "PROPN" or (rel is not None and rel.dep_ not in ("nsubj", "nsubjpass")):
        return False
    if rel is None and any(k.dep_ in ("nsubj", "nsubjpass") for k in clause.children):
        return False
    return first_sense_lexname(clause.lemma_.lower(), "VERB") in _SENTIENT_SUBJECT_LEXNAMES


def _draft_clefts(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    clause = token_at_char(doc, c.features.get("clause_head_char_relative"))
    be = trig
    pivot = next((t for t in be.children if t.dep_ in ("attr", "npadvmod", "dobj", "acomp")), None)
    if clause is None or pivot is None:
        return None
    words = _cleft_clause_words(clause, be)
    if words is None:
        return None
    rel = words[0] if words and words[0].lower_ in RELATIVE_WORDS else None
    body = [t for t in words if rel is None or t.i != rel.i]
    # "who"/"whom" are personal relative pronouns: the pivot is a person whatever the tagger or
    # NER says of it ("It is Amanda who ..." with Amanda read as an ORG; Huddleston & Pullum
    # 2002, ch. 12 §3.2)
    personal_rel = rel is not None and rel.lower_ in ("who", "whom")
    if personal_rel and _animal_noun(pivot):
        # "It is the wise bird who builds his nest": "who" of an animal is personification (a
        # fable's or a proverb's, Quirk et al. 1985 §6.10 and §17.9 on "who" with animals); the
        # gap's existential takes the antecedent's animacy, which a bird's is not a person's
        personal_rel = False
    indefinite = (
        "Someone"
        if personal_rel or _is_person(pivot) or _sentient_gap_subject(pivot, rel, clause)
        else "Something"
    )
    if rel is not None and rel.dep_ in ("nsubj", "nsubjpass"):
        # "it is the details that make ..." -> "Something makes ...": singular agreement
        finite = next(
            (
                t
                for t in [clause, *clause.children]
                if t.tag_ == "VBP" and (t.i == clause.i or t.dep_ in ("aux", "auxpass"))
            ),
            None,
        )
        if finite is not None:
            fixed = agree_verb(finite, singular=True)
            body_text = _text(body, {finite.i: fixed})
        else:
            body_text = _text(body)
        text = f"{indefinite} {body_text}"
        flags = ["plural_pivot"] if _plural(pivot) else []
        # IMPPRES Table 5 "Cleft Uniqueness": "Exactly one person disliked Veronica."
        unique = f"Exactly one {'person' if indefinite == 'Someone' else 'thing'} {body_text}"
        return Draft(
            _sentence(text), True, "cleft:existence", flags, imppres_wording=_sentence(unique)
        )
    # object/adjunct gap: "it's music that I love" -> "I love something"; the indefinite fills
    # the gap where it is - after a stranded preposition ("talked about _") or after the verb and
    # its particle ("bought _ yesterday"), not at the end of the clause
    obj = indefinite.lower()
    stranded = next(
        (t for t in body if t.dep_ == "prep" and not any(k.dep_ == "pobj" for k in t.children)),
        None,
    )
    has_object = any(
        k.dep_ in ("dobj", "obj") and (rel is None or k.i != rel.i) for k in clause.children
    )
    site = stranded
    if site is None and not has_object and clause.pos_ == "VERB":
        prts = [k for k in clause.children if k.dep_ == "prt" and k.i == clause.i + 1]
        site = prts[-1] if prts else clause
    if site is None:
        text = f"{_text(body)} {obj}"
    else:
        text = _text(body, {site.i: f"{site.text} {obj}"})
    return Draft(_sentence(text), False, "cleft:existence:object_gap", ["gap_not_subject"])


#: Dependencies of a noun phrase that the parser hung on the cleft's copula after the clause.
_NOMINAL_DEPS = frozenset({"attr", "nsubj", "dobj", "oprd", "npadvmod", "appos", "dep"})


def _nominal_on_copula(rest: list[Token], be: Token, clause: Token) -> bool:
    """Whether a noun phrase after the clause's comma hangs on the cleft's copula ("It was you
    who made the Sodomites, those workers of iniquity, ..., an example to later generations":
    "example" parsed as a second attribute of "was"). The copula of an it-cleft has one focus,
    the pivot (Huddleston & Pullum 2002 ch. 16 §9.1), so a second noun phrase on it belongs to
    the cleft clause the parser cut short: here the object complement of "made", without which
    "make" is creation, not causing to be (Quirk et al. 1985 §16.43 on complex-transitive
    "make"). The existential presupposition of an it-cleft is the whole open clause (Delin
    1992; IMPPRES clefts), so the clause cut at the comma is not it (blind review s1205w
    pres-085). Stop 90, pr199."""
    # only where the clause's verb has an object of its own that a second complement can
    # follow (complex-transitive "make / name / call X Y"): "It was Paris that she loved, the
    # city of light" has the relative word as its object and the noun phrase after the comma is
    # the pivot's afterthought appositive (Quirk et al. 1985 §17.65), the clause whole; the
    # pivot hosts it too ("It was the senate who named Octavian, the son of Caesar, ..., the
    # first emperor": "emperor" parsed as an appositive of "senate")
    if not any(
        k.dep_ in ("dobj", "oprd", "dative") and k.lower_ not in RELATIVE_WORDS
        for k in clause.children
    ):
        return False
    hosts = {be.i} | ({clause.head.i} if clause.dep_ == "relcl" else set())
    return any(
        t.head.i in hosts and t.dep_ in _NOMINAL_DEPS and t.pos_ in ("NOUN", "PROPN", "PRON", "NUM")
        for t in rest
    )


def _cleft_clause_words(clause: Token, be: Token) -> list[Token] | None:
    """The words of the cleft clause. When its parse subtree stops at a comma that the rest of
    the clause follows ("who had taken a heartsick, half-mad David Webb off the streets": the
    parser closed the object at "heartsick" and hung the rest on the root), the clause runs on
    to the sentence's end: an adjective before the comma and another after it are coordinated
    prenominal modifiers of one noun phrase (Quirk et al. 1985 §7.11 on coordinated
    adjectives), not the end of the clause. None when material after the comma hangs loose in
    the parse ("dep") and no such adjective shows where it belongs (blind review, 21st pass), or
    when a noun phrase after the comma hangs on the cleft's copula (``_nominal_on_copula``)."""
    words = list(clause.subtree)
    doc = clause.doc
    end = clause.right_edge.i
    if doc[end].text == "," and end > clause.i:
        # the parser may keep the comma in the subtree, on the word before it
        words = words[:-1]
        end -= 1
    if end + 2 >= len(doc) or doc[end + 1].text != ",":
        return list(clause.subtree)
    rest = [t for t in doc[end + 2 :] if not (t.is_punct and t.i == len(doc) - 1)]
    stop = next((k for k, t in enumerate(rest) if t.text in (";", ":")), len(rest))
    rest = rest[:stop]
    inside = {t.i for t in clause.subtree}
    loose = any(t.dep_ == "dep" and t.head.i not in inside for t in rest)
    last = doc[end]
    adjectival = last.tag_ in ("JJ", "JJR", "JJS") or (
        last.pos_ == "NOUN"
        and not wordnet().synsets(last.lower_, "n")
        and bool(wordnet().synsets(last.lower_, "a"))
    )
    if rest and adjectival and (rest[0].pos_ == "ADJ" or rest[0].dep_ == "amod"):
        return [*words, doc[end + 1], *rest]
    if _nominal_on_copula(rest, be, clause):
        return None  # too long to keep whole past the parser's cut: no draft
    return None if loose else list(clause.subtree)
