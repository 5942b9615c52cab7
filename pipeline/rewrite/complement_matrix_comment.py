"""Where a content clause ends: comment clauses of the matrix and numbered references (stop 103,
branch vc226).

- ``comment_as_clause_end``: a set-off "as"-clause whose gap stands for a whole proposition
  and that closes the complement: the subjectless passive or adjectival comment clause ("...,
  as is seen in the map", "..., as shown in Fig. 3", "..., as is well known", "..., as is
  evident from the survey") and an active comment clause of a verb of saying or knowing whose
  object is the gap, with other dependents of its own ("(as he later told his son)", "..., as
  she said in her speech"). Quirk et al. (1985 §15.54) class these as comment clauses of the
  "as" type, relative-like clauses whose antecedent is the host clause; they comment on the
  matrix assertion (the evidence for, or a report of, what the matrix says), so they stay with
  the matrix (CGEL ch. 15 §6 on "as" comparatives with a clausal gap). vc221's
  ``complement_as_proform`` cuts the pro-form kind ("as indeed it did"); a reason or time "as"
  with its own subject and predicate ("as it was badly designed", "as he walked home") is not
  touched.
- ``abbreviation_number_end``: a reference abbreviation and its number ("in Fig. 111", "in
  Vol. 2", "No. 5"): the parser may hang the period and the number on the matrix, so the
  complement ended at "Fig" and the hypothesis read "... in Fig." with the number lost. A
  sentence-internal abbreviation qualifies what follows it (``wordlists/
  sentence_internal_abbreviations.txt``, the splitter's rejoin list; CMOS 10.42 on "fig.",
  "no.", "vol." before numerals), so the number is part of the phrase the complement ends in.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ..lexicon.tables import word_set
from ..syntax import verb_lemma
from .complement_as_proform import proform_as_clause

#: Verbs whose passive participle forms a subjectless comment clause ("as is seen/shown/known/
#: expected/reported/noted/mentioned/described/discussed/stated/illustrated"; Quirk et al.
#: 1985 §15.54).
_PASSIVE_COMMENT_VERBS = frozenset(
    {"see", "show", "know", "expect", "report", "note", "mention", "describe", "discuss"}
    | {"state", "illustrate", "indicate", "demonstrate", "suggest", "predict", "explain"}
    | {"say", "observe", "depict", "outline", "document", "confirm", "argue", "claim"}
)
#: Adjectives of the subjectless "as is clear/evident/obvious" comment clause (§15.54).
_EVIDENT_ADJECTIVES = frozenset({"clear", "evident", "obvious", "apparent", "plain", "known"})
#: Active verbs of saying or knowing whose object is the gap of an "as"-comment clause
#: ("as he later told his son", "as she said in her speech", "as they learned in school").
_ACTIVE_COMMENT_VERBS = frozenset(
    {"tell", "say", "know", "report", "note", "explain", "write", "admit", "learn"}
    | {"acknowledge", "recall", "predict", "expect", "confirm", "state", "argue", "claim"}
    | {"hear", "read"}
)
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})
_OBJECTS = frozenset({"dobj", "ccomp", "xcomp", "oprd", "attr", "acomp"})


def _gap_comment_clause(clause: Token, as_mark: Token) -> bool:
    """Is ``clause`` (the head of an "as"-clause) a comment clause with a propositional gap?"""
    if any(c.dep_ == "neg" for c in clause.children):
        return False
    lemma = verb_lemma(clause)
    subject = any(c.dep_ in _SUBJECTS for c in clause.children)
    if clause.tag_ == "VBN" and not subject:
        # "as is seen in the map", "as shown in Fig. 3": the passive with its subject gapped
        return lemma in _PASSIVE_COMMENT_VERBS and not any(
            c.dep_ in _OBJECTS for c in clause.children
        )
    if lemma == "be" and not subject:
        # "as is evident from the survey", "as is well known"
        return any(
            c.dep_ in ("acomp", "attr") and c.lower_ in _EVIDENT_ADJECTIVES for c in clause.children
        )
    if clause.tag_ == "JJ" or clause.pos_ == "ADJ":
        return clause.lower_ in _EVIDENT_ADJECTIVES and not subject  # "as evident from"
    if lemma in _ACTIVE_COMMENT_VERBS and subject:
        # "as he later told his son": the verb's clausal object is the gap; a noun object
        # other than the addressee ("as he told the story") is a clause of its own
        objects = [c for c in clause.children if c.dep_ in _OBJECTS]
        if lemma == "tell":
            # "as he told his son": the addressee object leaves the clausal object gapped
            return all(o.dep_ == "dobj" and _addressee(o) for o in objects)
        return not objects
    return False


def _addressee(noun: Token) -> bool:
    """A person object of "tell" ("his son", "me", "the court"), not a thing told ("the
    story", "lies"): a pronoun, a possessed or determined noun with a person sense is not
    checked; only the things told are ruled out."""
    return noun.lemma_.lower() not in {"story", "tale", "truth", "lie", "joke", "news"}


def comment_as_clause_end(doc: Doc, start: int, end: int) -> int:
    """End the complement [start, end) before a set-off "as"-comment clause that closes it
    (module docstring); ``end`` otherwise."""
    for t in doc[start + 1 : end]:
        if t.lower_ != "as" or t.dep_ not in ("mark", "advmod", "prep"):
            continue
        opener = doc[t.i - 1]
        if opener.text not in (",", "(", "[", "\u2014", "--"):
            continue
        clause = (
            t.head
            if t.dep_ in ("mark", "advmod")
            else next((c for c in t.children if c.dep_ in ("pobj", "pcomp")), None)
        )
        if clause is None or clause.i < t.i:
            continue
        last = abbreviation_number_end(doc, clause.right_edge.i + 1) - 1  # "in Fig. 111"
        while last + 1 < len(doc) and doc[last + 1].is_punct and doc[last + 1].text in ")]":
            last += 1
        if last + 1 < end and not all(x.is_punct for x in doc[last + 1 : end]):
            continue  # the "as"-clause must close the complement
        if proform_as_clause(clause) or _gap_comment_clause(clause, t):
            return t.i - 1
    return end


def abbreviated_number(doc: Doc, i: int) -> bool:
    """``doc[i]`` is the number of a sentence-internal abbreviation right before it, with its
    period ("Fig" "." "111", "No" "." "44"): one reference the parser splits in three."""
    if i < 2 or i >= len(doc):
        return False
    abbreviation, stop, number = doc[i - 2], doc[i - 1], doc[i]
    if stop.text != "." or abbreviation.whitespace_ or not abbreviation.is_alpha:
        return False
    if not (number.like_num or number.text[:1].isdigit()):
        return False
    return abbreviation.lower_ in word_set("sentence_internal_abbreviations")


def abbreviation_number_end(doc: Doc, end: int) -> int:
    """``end`` moved past ". N" when the complement stops on a sentence-internal abbreviation
    ("Fig", "Vol", "No") whose period and number the parser hung elsewhere (module docstring)."""
    return end + 2 if end >= 1 and abbreviated_number(doc, end + 1) else end


#: Raising verbs of appearance (CGEL ch. 14 §4.2; Quirk et al. 1985 §16.46: "seem", "appear").
_APPEARANCE_VERBS = frozenset({"seem", "appear"})
#: Adjuncts that qualify the appearance itself, how or when things look so ("at first glance",
#: "on the face of it", "on the surface", "outwardly"): with the raising verb gone they would
#: assert the complement only "at first glance", an appearance the hypothesis no longer names
#: (CGEL ch. 14 on raising verbs; Quirk et al. 1985 §8.89 on viewpoint adjuncts). As
#: ``(preposition, words of its object)``.
_APPEARANCE_PHRASES = frozenset(
    {
        ("at", ("first", "glance")),
        ("at", ("first", "sight")),
        ("at", ("first", "blush")),
        ("at", ("a", "glance")),
        ("on", ("the", "face", "of", "it")),
        ("on", ("the", "surface")),
        ("to", ("all", "appearances")),
        ("on", ("first", "inspection")),
        ("on", ("first", "reading")),
    }
)
_APPEARANCE_ADVERBS = frozenset({"outwardly", "superficially", "ostensibly"})


def _appearance_words(doc: Doc, i: int) -> int:
    """The length of the appearance adjunct that starts at ``i`` (a listed phrase read off the
    words, since the parser may run it into the next noun phrase: "at first glance new
    taxes"), or 0."""
    for prep, words in _APPEARANCE_PHRASES:
        n = len(words) + 1
        if doc[i].lower_ == prep and tuple(t.lower_ for t in doc[i + 1 : i + n]) == words:
            return n
    return 1 if doc[i].lower_ in _APPEARANCE_ADVERBS and doc[i].dep_ == "advmod" else 0


def appearance_adjuncts(doc: Doc, verb: Token, head: Token | None) -> set[int]:
    """Positions of the appearance adjuncts of a raising "seem/appear" before the verb or after
    the infinitive (hung on the verb or inside the infinitive's clause), with a comma that sets
    them off: they go with the matrix from the to-complement hypothesis ("At first glance the
    plan seemed to involve new taxes" -> "The plan involved new taxes."). One between the verb
    and "to" is left to the rewriter, which drops all of that stretch already."""
    if verb_lemma(verb) not in _APPEARANCE_VERBS or head is None:
        return set()
    inside = {t.i for t in head.subtree} | {verb.i}
    out: set[int] = set()
    sent = verb.sent
    for i in range(sent.start, sent.end):
        if verb.i <= i <= head.i:
            continue
        n = _appearance_words(doc, i)
        if not n or (doc[i].head.i not in inside and doc[i].head.i != verb.i):
            continue
        span = set(range(i, i + n))
        after = i + n
        if after < len(doc) and doc[after].text == ",":
            span.add(after)
        elif i - 1 >= 0 and doc[i - 1].text == ",":
            span.add(i - 1)
        out |= span
    return out
