"""Removals that leave residue of the removed member in what stays (cj130, the s1204f review).

A removal is also the premise of its addition pair, so a bad remainder spoils two pairs. Four
shapes where the member that stays needs something only the removed member supplied, and the
removal is not made:

* ``subordinate_member_left_first``: "He felt this was dishonest, and that it hurt his
  integrity": the parse joins the later "that"-clause to the main clause, so removing the first
  member leaves a bare content clause as the sentence ("That it hurt his integrity."). A
  subordinate content clause is no main clause (Huddleston & Pullum 2002 ch. 11 §3 on
  declarative content clauses with "that"); coordination joins like constituents (H&P ch. 15
  §4.1), so the real partner of the "that"-clause is a complement inside the first member.
* ``singular_complement_of_plural_subject``: "Other improvements are a faster bus and a larger
  cache" -> "Other improvements are a larger cache": the coordination is the complement of a
  plural subject of "be", and one singular indefinite member left alone clashes in number with
  the subject (subject-complement concord, Quirk et al. 1985 §10.40: "My sons are doctors /
  *a doctor"). The remainder would need a rewritten subject ("Another improvement is"), which
  a conjunct removal does not make.
* ``infinitive_of_last_verb``: "anyone who loves or pursues or desires to obtain pain": a
  "to"-infinitive right after the last of coordinated one-word verbs is that verb's complement,
  shared by the others at most by right node raising (Quirk et al. 1985 §13.92; H&P ch. 15
  §4.4). Verb complementation is lexical (H&P ch. 14 on catenative verbs), so removing the last
  verb hands the infinitive to a verb that need not take one ("pursues to obtain pain"). The
  last verb is not removed.
* ``shared_adjective_on_first``: "the earlier MPEG-1 and MPEG-2 algorithms": an adjective
  before the first of prenominal names whose last member carries the head noun ("MPEG-2
  algorithms") modifies the whole nominal "[MPEG-1 and MPEG-2] algorithms" (premodifier
  coordination under a shared head, Quirk et al. 1985 §13.67-13.68 on coordination within the
  noun phrase and the scope of a premodifier before it); the parse puts it in the first member,
  so removing that member drops the shared modifier too ("the MPEG-2 algorithms"). The first
  member is not removed.
* ``antecedent_in_removed_member``: "smooth functions are vectors, and operators act on such
  functions", "storing management information and passing this information": a later "such N"
  or demonstrative "this/these N" outside the removed member repeats a noun that only the
  removed member names. Such a noun phrase is anaphoric, its referent fixed by the earlier
  mention (Halliday & Hasan 1976 ch. 2 §2.4 on demonstrative reference and §5 on "such" as
  comparative reference; H&P 2002 ch. 17 §2 on anaphora), so removing the member leaves it
  with no antecedent ("the space of such functions" of nothing). That member is not removed.

The cj131 functions below (the s1204g review) refuse removals on the same ground: a comma
splice left by removing the "but"-member after two clauses, a concessive clause about the
removed member, a right-node-raised object, a verb or catenative shared with a gerund or
participle member, a preposition shared with a noun member, a member cut inside a numeral
range or read off a parenthesised adverb, and a word the cut doubles ("will will"). Each
docstring gives its grammar.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from spacy.tokens import Doc, Token

from ..lexicon.closed_class import APPOSITION_ABBREVIATIONS
from ..syntax import (
    AUX_DEPS,
    FINITE_TAGS,
    NOMINAL_SUBJECT_DEPS,
    PERSONAL_THIRD_PRONOUNS,
    SPEECH_VERBS,
    SUBJECT_DEPS,
    TENSED_TAGS,
    THIRD_PERSON_PRONOUNS,
    TokenRange,
)

#: Subordinators of content clauses (H&P 2002 ch. 11 §3-5): declarative "that", interrogative
#: "whether"/"if".
_CONTENT_SUBORDINATORS = frozenset({"that", "whether", "if"})

#: A bare designator of a name in a series: a Roman numeral, one capital letter or a number
#: ("UNIVAC II", "Plan B", "Windows 98"; H&P 2002 ch. 5 §20.3 on names with numeral modifiers).
_DESIGNATOR = re.compile(r"^(?:[IVX]+|[A-Z]|\d+)$")

#: Determiners of a singular indefinite noun phrase (Quirk et al. 1985 §5.11-5.13).
_SINGULAR_INDEFINITE = frozenset({"a", "an", "another", "one"})


def subordinate_member_left_first(doc: Doc, conj: Sequence[TokenRange], removal_text: str) -> bool:
    """Removing the first member leaves a sentence that opens with the subordinator of the
    second member, a bare content clause ("That it impinged on ..."), while the first member
    itself opens with no subordinator."""
    if len(conj) < 2 or conj[1].start >= len(doc):
        return False
    mark = doc[conj[1].start]
    if mark.lower_ not in _CONTENT_SUBORDINATORS or mark.dep_ != "mark":
        return False
    if doc[conj[0].start].lower_ in _CONTENT_SUBORDINATORS:
        return False  # "that A and that B": like members
    words = removal_text.split()
    return bool(words) and words[0].lower() == mark.lower_


def singular_complement_of_plural_subject(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """The coordination is the subject complement ("attr") of "be" whose subject is plural,
    and some member is a singular noun phrase with an indefinite determiner."""
    heads = [doc[c.start : c.end].root for c in conj]
    first = heads[0]
    if first.dep_ != "attr" or first.head.lemma_.lower() != "be":
        return False
    subjects = [c for c in first.head.children if c.dep_ in {"nsubj", "nsubjpass"}]
    if not subjects or subjects[0].tag_ not in {"NNS", "NNPS"}:
        return False
    return any(
        h.tag_ in {"NN", "NNP"}
        and any(c.dep_ == "det" and c.lower_ in _SINGULAR_INDEFINITE for c in h.children)
        for h in heads
    )


def infinitive_of_last_verb(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """Every member is one word, one of them or the first of their coordination chain a verb
    (the tagger reads "pursues or desires" as plural nouns after a verb "loves"), and "to" plus
    a plain-form verb follows the last member directly."""
    if len(conj) < 2 or any(c.end - c.start != 1 for c in conj):
        return False
    words = [doc[c.start] for c in conj]
    root = words[0]
    while root.dep_ == "conj" and root.head.i < root.i:
        root = root.head
    if not any(w.pos_ in {"VERB", "AUX"} for w in [*words, root]):
        return False  # "pursues or desires to" tagged as nouns: the chain starts at "loves"
    end = conj[-1].end
    return (
        end + 1 < len(doc)
        and doc[end].lower_ == "to"
        and doc[end].tag_ == "TO"
        and doc[end + 1].tag_ == "VB"
    )


def shared_adjective_on_first(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """The first member opens with an adjective modifying its name, and the last member is a
    name premodifying a common noun head ("MPEG-2 algorithms")."""
    if len(conj) < 2:
        return False
    first = doc[conj[0].start : conj[0].end]
    opener = first[0] if first[0].dep_ != "det" or len(first) < 2 else first[1]
    if opener.pos_ != "ADJ" or opener.dep_ != "amod" or opener.head.pos_ != "PROPN":
        return False
    last = doc[conj[-1].start : conj[-1].end]
    head = last.root
    return (
        head.pos_ in {"NOUN", "VERB"}  # the tagger may read a plural head as a verb
        and head.lower_.endswith("s")
        and any(t.dep_ in {"compound", "nmod"} and t.head.i == head.i for t in last if t.i < head.i)
        and all(t.pos_ != "ADJ" for t in last if t.i < head.i)
    )


def plural_head_of_determined_names(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "The Lasso and the Magic Wand tools can ...": each earlier member is a singular proper
    name with its own definite article, and the last member is a plural common noun after a
    proper-name premodifier. A proper name takes no article of its own (Quirk et al. 1985
    §5.60-5.63), so "the Lasso" is a premodifier of the shared head, whose plural is licensed
    only by the coordination: "the Lasso and the Magic Wand tools" = "the Lasso tool and the
    Magic Wand tool" (coordinated premodifiers with separate determiners over a plural head,
    Quirk et al. 1985 §13.62). Removing an earlier member leaves the plural on one name ("The
    Magic Wand tools can ...", the s1204t judges: "plural 'tools' for a single tool"); a
    conjunct removal rewrites no head number, so the earlier members are not removed (cj156).
    The last member's removal ("The Lasso can ...") keeps a singular name and stays."""
    if len(conj) < 2:
        return False
    head = doc[conj[-1].start : conj[-1].end].root
    if head.tag_ != "NNS" or not _definite(head):
        return False
    if not any(c.dep_ == "compound" and c.tag_ == "NNP" and c.i < head.i for c in head.children):
        return False
    earlier = [doc[c.start : c.end].root for c in conj[:-1]]
    return all(t.tag_ == "NNP" and _definite(t) for t in earlier)


def _definite(noun: Token) -> bool:
    """The noun has the definite article as its own determiner."""
    return any(c.dep_ == "det" and c.lower_ == "the" for c in noun.children)


#: Determiners of anaphoric noun phrases: demonstratives and "such".
_ANAPHORIC_DETERMINERS = frozenset({"this", "these", "such"})


def antecedent_in_removed_member(doc: Doc, conj: Sequence[TokenRange]) -> list[int]:
    """Indices of the members whose removal strips the only antecedent of a later "such N" or
    "this/these N": the noun's lemma stands in that member and nowhere else before the
    anaphor."""
    out = []
    for k, c in enumerate(conj):
        for det in doc[c.end :]:
            if det.lower_ not in _ANAPHORIC_DETERMINERS or det.dep_ not in {"det", "amod"}:
                continue
            noun = det.head
            if noun.i <= det.i or noun.pos_ != "NOUN":
                continue
            lemma = noun.lemma_.lower()
            inside = any(
                t.lemma_.lower() == lemma
                and not any(d.lower_ in _ANAPHORIC_DETERMINERS for d in t.children)
                for t in doc[c.start : c.end]
            )  # "the rights to this patent": itself anaphoric, no antecedent of a later one
            before = any(
                t.lemma_.lower() == lemma for t in doc[: det.i] if not c.start <= t.i < c.end
            )
            if inside and not before:
                out.append(k)
                break
    return out


# --- cj131 (s1204g review): boundaries and residue the removal leaves behind -----------------

#: Subordinators of concessive clauses (Quirk et al. 1985 §15.39-15.41; H&P 2002 ch. 8 §14).
_CONCESSIVE_SUBORDINATORS = frozenset({"though", "although"})


def comma_splice_left(doc: Doc, conj: Sequence[TokenRange], cc_word: str) -> bool:
    """ "A is fast, B is unknown, but C": removing the "but"-member leaves two main clauses
    joined by a comma alone ("A is fast, B is unknown."), a comma splice. Asyndetic
    coordination of clauses with a bare comma is not standard written English once the
    coordinator that closed the list is gone; the list needs "and" (Quirk et al. 1985 §13.18
    on asyndetic coordination; §13.13 on "but" joining only two conjuncts, so "A, B, but C"
    is "[A and B] but C"), which a removal does not insert. True when the coordinator is
    "but" and what stays before it holds two clauses with subjects of their own separated by
    a comma and no coordinator: as members of their own (three members), or as the parse's
    one first member whose head takes the earlier clause as a dependent."""
    if cc_word != "but" or len(conj) < 2:
        return False

    def clause(head) -> bool:
        return head.pos_ in {"VERB", "AUX"} and any(t.dep_ in SUBJECT_DEPS for t in head.children)

    heads = [doc[c.start : c.end].root for c in conj]
    if len(conj) >= 3:
        return all(clause(h) for h in heads)
    first, root = conj[0], heads[0]
    if not clause(root):
        return False
    for t in root.children:
        if t.dep_ not in {"ccomp", "parataxis", "conj"} or not first.start <= t.i < root.i:
            continue
        comma = t.right_edge.i + 1
        if (
            clause(t)
            and comma < root.i
            and doc[comma].text == ","
            and not any(x.dep_ == "cc" for x in doc[comma : root.i])
        ):
            return True
    return False


def concessive_about_removed(doc: Doc, conj: Sequence[TokenRange]) -> list[int]:
    """Indices of the members whose removal leaves a later concessive clause ("; though he may
    not have used that name") with the only antecedent of its personal pronoun gone. A
    "though"-clause concedes against the clause before it (Quirk et al. 1985 §15.39), and its
    pronoun refers back to a name in that clause (Halliday & Hasan 1976 ch. 2 on personal
    reference): once the member naming the referent is removed, the concession dangles, and
    putting the name in for the pronoun does not mend what is conceded."""
    if not conj:
        return []
    marks = [
        t
        for t in doc[conj[0].end :]
        if t.lower_ in _CONCESSIVE_SUBORDINATORS and t.dep_ in {"mark", "advmod"}
    ]
    if not marks:
        return []
    pronouns = [
        t for t in doc[marks[0].i :] if t.lower_ in PERSONAL_THIRD_PRONOUNS and t.pos_ == "PRON"
    ]
    if not pronouns:
        return []
    out = []
    for k, c in enumerate(conj):
        named = any(t.pos_ == "PROPN" for t in doc[c.start : min(c.end, marks[0].i)])
        elsewhere = any(t.pos_ == "PROPN" for t in doc[: marks[0].i] if not c.start <= t.i < c.end)
        if named and not elsewhere:
            out.append(k)
    return out


def shared_object_of_bare_verbs(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "a tool for reading, sending, and managing electronic messages": every member before
    the last ends in an "-ing" verb with no dependent of its own (the parse may put "tool for"
    into the first member, and tag the first "-ing" word a noun), and the last is an "-ing"
    verb whose direct object ends it. The object after the last conjunct is then shared by all
    of them (right node raising, Quirk et al. 1985 §13.93; H&P 2002 ch. 15 §4.4): "reading"
    and "sending" lack one only because it is raised. Removing the last member with the object
    would leave "a tool for reading and sending.", so the last member is not removed."""
    if len(conj) < 2:
        return False
    for c in conj[:-1]:
        words = [t for t in doc[c.start : c.end] if not t.is_punct]
        if not words:
            return False
        tok = words[-1]  # "a tool for [reading]": the parse may take the noun in as well
        gerund = tok.tag_ == "VBG" or (tok.tag_ == "NN" and tok.lower_.endswith("ing"))
        if not gerund or any(t.dep_ not in {"conj", "cc", "punct"} for t in tok.children):
            return False
    last = doc[conj[-1].start : conj[-1].end]
    head = last.root
    if head.tag_ != "VBG":
        return False
    objects = [t for t in head.children if t.dep_ in {"dobj", "obj"}]
    end = max(t.i for t in last if not t.is_punct)
    return any(o.right_edge.i == end for o in objects)


def doubled_word(sentence: str, removal_text: str) -> bool:
    """The removal wrote a word twice in a row that the sentence never doubles ("will
    neither A nor B, but will C" -> "will will C"): the auxiliary outside the removed members
    met the one inside the member that stays. Such a doubling is a seam fault of the cut, not
    a repetition of the source (an operator is not repeated in one verb phrase, Quirk et al.
    1985 §3.22 on the operator)."""

    def pairs(text: str) -> set[tuple[str, str]]:
        words = [w.strip(",;:").lower() for w in text.split()]
        return {(a, b) for a, b in zip(words, words[1:], strict=False) if a == b and a.isalpha()}

    return bool(pairs(removal_text) - pairs(sentence))


def gerund_beside_finite_predicate(doc: Doc, conj: Sequence[TokenRange], removal_text: str) -> bool:
    """ "Localisation includes A, B and C, and ensuring D": the parse joins a bare "-ing"
    clause to the finite verb of the sentence, but a gerund-participial clause with no subject
    or auxiliary is no predicate of a finite clause, and coordination joins like constituents
    (H&P 2002 ch. 15 §4.1; ch. 14 §4 on gerund-participials as complements): it is a further
    object of the verb ("includes ... and ensuring ..."). True when removing the first member
    took the verb with it and put the gerund right after the subject ("Localisation ensuring
    D."); a removal whose respan kept the frame ("quoted Smith as adding X") is left alone."""
    if len(conj) != 2:
        return False
    first, last = (doc[c.start : c.end].root for c in conj)
    subjects = [t for t in first.children if t.dep_ in NOMINAL_SUBJECT_DEPS and t.i < conj[0].start]
    if not (
        subjects
        and first.tag_ in TENSED_TAGS
        and last.tag_ == "VBG"
        and last.head.i == first.i
        and not any(t.dep_ in NOMINAL_SUBJECT_DEPS | AUX_DEPS for t in last.children)
    ):
        return False
    subject = doc[subjects[0].left_edge.i : subjects[0].right_edge.i + 1].text
    return f"{subject} {doc[conj[1].start : last.i + 1].text}".lower() in removal_text.lower()


def catenative_shared_by_participle(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "The results had to be retrieved by X, and fed back into Y": the second member is a
    participle with no subject or auxiliary of its own, the partner of the passive participle
    inside the first ("had to be [retrieved ...] and [fed ...]"); the catenative and the
    auxiliaries before it are shared by both (ellipsis of the operator and what precedes the
    verb in coordinated predications, Quirk et al. 1985 §13.82-13.84; H&P 2002 ch. 15 §4.1).
    The parse joins the participle to the catenative, so removing the first member drops "had
    to be" ("The results fed back into Y"): that member is not removed."""
    if len(conj) != 2:
        return False
    first, last = (doc[c.start : c.end].root for c in conj)
    if last.tag_ not in {"VBD", "VBN"} or last.head.i != first.i:
        return False
    if any(t.dep_ in NOMINAL_SUBJECT_DEPS | AUX_DEPS for t in last.children):
        return False
    return any(
        t.dep_ == "xcomp"
        and t.tag_ == "VBN"
        and conj[0].start <= t.i < conj[0].end
        and any(a.dep_ == "auxpass" for a in t.children)
        for t in first.children
    )


def preposition_shared_with_noun_member(doc: Doc, conj: Sequence[TokenRange]) -> list[int]:
    """ "copied, not just in one, but two implementations": the parse joins a noun phrase to
    a preposition, but coordination joins like constituents (H&P 2002 ch. 15 §4.1), so the
    preposition of the first member is understood in the later one too ("[in] two
    implementations"; ellipsis in the second conjunct, Quirk et al. 1985 §13.85). Only in the
    correlative "not (just/only) ... but" (Quirk §13.45), where the first member opens with
    "not": elsewhere the noun member may be a whole phrase whose partner the parse cut short
    ("the art of opera in Armenia or opera by X"), which the respan mends. Indices of the
    members not to remove: the first (its removal drops the preposition: "copied, two
    implementations") and the last (its removal leaves "not just in one" with no partner)."""
    if len(conj) < 2:
        return []
    first = doc[conj[0].start : conj[0].end].root
    if first.pos_ != "ADP" or first.dep_ not in {"prep", "agent"}:
        return []
    if not any(
        doc[c.start : c.end].root.pos_ in {"NOUN", "PROPN", "NUM"} and doc[c.start].pos_ != "ADP"
        for c in conj[1:]
    ):
        return []
    if not any(t.dep_ == "preconj" or t.lower_ == "not" for t in first.children):
        return []  # "opera in Armenia or opera by X": the respan finds the real first member
    return [0, len(conj) - 1]


#: Words joining the endpoints of a range ("1 through 4", "pages 3 to 9"; Quirk et al. 1985
#: §6.63 on numeral ranges).
_RANGE_WORDS = frozenset({"through", "thru", "to"})


def member_cut_inside_range(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "the X.400 specification and the Group 1 through 4 fax standards": a member ends on a
    number that the word after it joins to a second number in a range. The range is one
    quantifying expression ("1 through 4" modifies "fax standards" as a whole; Quirk et al.
    1985 §6.63 on approximate and range numerals), so the parse cut the member inside it, and
    every removal is built on the wrong boundary: no removal is made."""
    for c in conj:
        end = c.end
        if (
            doc[end - 1].like_num
            and end + 1 < len(doc)
            and doc[end].lower_ in _RANGE_WORDS
            and doc[end + 1].like_num
        ):
            return True
    return False


def parenthesised_adverb_member(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "to mean "small", e.g. nanotechnology, or (rarely), following X, to mean Y": a member
    that is a lone adverb in parentheses is a parenthetical comment on the conjunct that
    follows it (Quirk et al. 1985 §15.53 on parenthetical disjuncts), not a
    conjunct of the noun phrase before the coordinator; the real conjuncts are the two "to
    mean" phrases, and a removal on the parse's members cuts across them: no removal."""
    for c in conj:
        words = [t for t in doc[c.start : c.end] if not t.is_punct]
        span = doc[c.start : c.end]
        if (
            len(words) == 1
            and words[0].pos_ == "ADV"
            and any(t.text == "(" for t in span)
            and any(t.text == ")" for t in span)
        ):
            return True
    return False


# -- cj134 (the s1204i review): member boundaries and removal residue -------------------------


def counted_members(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "A monad has three components: A, B, and C": a coordination of noun phrases spells out
    the members of a noun phrase counted by a cardinal numeral, set off before it by a colon.
    The numeral fixes how many members the
    list has (Quirk et al. 1985 §13.42 on appositive enumeration, §5.18 on cardinal
    numerals; ConjNLI §3.3 on non-boolean coordination), so a removal contradicts the count
    ("three components: A and C") and its addition pair starts from an incoherent premise: no
    removal is made. Only a numeral before its noun counts; one after it is a label ("RFC
    1347, RFC 1526 and RFC 1561"; Quirk et al. 1985 §5.23 on numbers as postposed labels).
    Clauses after the colon ("two benefits: it keeps you awake and it ...") explain rather than
    enumerate, and a counted noun inside the list ("three players, a coach and a driver") is a
    member itself: neither is refused."""
    heads = [doc[c.start : c.end].root for c in conj]
    if any(h.pos_ not in {"NOUN", "PROPN", "PRON", "NUM"} for h in heads):
        return False  # "two benefits: it keeps you awake and ...": clauses explain, not list
    nominals = []
    for i in range(conj[0].start - 1, max(-1, conj[0].start - 40), -1):
        if doc[i].text in {";", ".", "!", "?"}:
            break
        if doc[i].text == ":":
            before = [t for t in doc[max(0, i - 3) : i] if not t.is_punct]
            if before:
                nominals.append(before[-1])
            break
    return any(_counted(n) for n in nominals)


def _counted(noun) -> bool:
    return noun.pos_ in {"NOUN", "PROPN"} and any(
        ch.dep_ == "nummod" and ch.tag_ == "CD" and ch.i < noun.i and ch.lower_ not in {"one", "1"}
        for ch in noun.children
    )


#: Characters that join word pieces into one orthographic word without a space: a colon or
#: slash inside a name or address ("news:comp.answers", "swiped/wrote"), an at sign, an
#: underscore.
_WORD_JOINERS = ":/@_"


def member_inside_word(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "news:comp.answers, news:news.answers and news:alt.answers": a member whose edge falls
    inside an orthographic word, with no space between the member and a letter or digit
    beside it. Coordination joins words and phrases (H&P 2002 ch. 15 §1; Quirk et al. 1985
    §13.1), and an orthographic word is the smallest unit a conjunct can be, so a cut there is
    a tokenisation artefact ("news:comp.answers, news and news:alt.answers"): no removal."""
    text = doc.text
    for c in conj:
        i, j = doc[c.start].idx, doc[c.end - 1].idx + len(doc[c.end - 1])
        left, first = (text[i - 1] if i > 0 else " "), text[i]
        last, right = text[j - 1], (text[j] if j < len(text) else " ")
        after = text[j + 1] if j + 1 < len(text) else " "
        if left.isalnum() and (first.isalnum() or first in _WORD_JOINERS):
            return True
        if i > 1 and left in _WORD_JOINERS and text[i - 2].isalnum() and first.isalnum():
            return True
        if right.isalnum() and (last.isalnum() or last in _WORD_JOINERS):
            return True
        if right in _WORD_JOINERS and last.isalnum() and after.isalnum():
            return True
    return False


def first_member_start(doc: Doc, conj: Sequence[TokenRange]) -> int | None:
    """Where the removal of the first member should start when the parse's boundary leaves a
    word of that member behind or takes a word the other members share; ``None``: keep it.

    * "including the United States, Europe and Asia": "the" before a proper-name first member
      belongs to that name; a strong proper name ("Europe", a one-word singular name) takes
      no article (H&P 2002 ch. 5 §20 on weak and strong proper names; Quirk et al. 1985
      §5.60-5.64), so the article goes with the first member ("including Europe and Asia",
      never "the Europe and Asia"). Only a multi-word first name, the shape of a weak proper
      name built on a common noun ("the United States"): "the Marcomanni and Quadi", "the
      Army and Navy" share the article of a class of names.
    * "An interpreter might well use X and then interpret Y": adverbs right after a shared
      modal, before the first verb, stand in the position after the operator and scope over
      the coordinated predicates (Quirk et al. 1985 §8.20-8.22 on medial position; H&P 2002
      ch. 3 §9 on "may/might well"), so they stay with the modal ("might well interpret Y").
    * "e.g. C++'s class system and the language Haskell's type classes": a possessor before
      the first member's head is a determiner of that noun phrase (the genitive as central
      determiner, Quirk et al. 1985 §5.115-5.116; H&P 2002 ch. 5 §16.3), and when every later
      member has a determiner or possessor of its own, it cannot be shared (a noun phrase takes
      one determiner), so it goes out with its member ("e.g. the language Haskell's type
      classes", never "e.g. C++'s the language ..."). "John's cat and dog" keeps it shared.
    * "later on UNIVAC I and II", "Windows 95 and 98": a bare designator (Roman numeral,
      capital letter or number) as every later member, after a first member "NAME + designator",
      is the second of two names sharing the head name ("UNIVAC I and UNIVAC II": coordination
      of postmodifiers under a shared head, Quirk et al. 1985 §13.67-13.68; H&P 2002 ch. 15
      §4.4), so the first member's removal cuts only its designator and keeps the shared name
      ("later on UNIVAC II", never "later on II")."""
    first = doc[conj[0].start : conj[0].end]
    head, later = first.root, [doc[c.start : c.end].root for c in conj[1:]]
    start = conj[0].start
    poss = [d for d in head.children if d.dep_ == "poss" and d.i < start]
    if (
        len(poss) == 1
        and poss[0].right_edge.i == start - 1
        and later
        and all(any(d.dep_ in {"det", "poss"} and d.i < t.i for d in t.children) for t in later)
    ):
        return poss[0].left_edge.i
    words = [t for t in first if not t.is_punct and t.pos_ != "CCONJ"]
    later_words = [[t for t in doc[c.start : c.end] if not t.is_punct] for c in conj[1:]]
    if (
        len(words) > 1
        and _DESIGNATOR.match(words[-1].text)
        and all(t.tag_ == "NNP" for t in words[:-1])
        and later_words
        and all(len(w) == 1 and _DESIGNATOR.match(w[0].text) for w in later_words)
    ):
        return words[-1].i
    if (
        head.pos_ == "PROPN"
        and conj[0].end - start > 1
        and start > 0
        and doc[start - 1].lower_ == "the"
        and doc[start - 1].head.i in range(start, conj[0].end)
        and later
        and all(c.end - c.start == 1 and doc[c.start].tag_ == "NNP" for c in conj[1:])
    ):
        return start - 1
    k = start
    while k < head.i and doc[k].pos_ == "ADV" and doc[k].head.i == head.i:
        k += 1
    if (
        k > start
        and k == head.i
        and head.pos_ == "VERB"
        and start > 0
        and doc[start - 1].tag_ == "MD"
        and doc[start - 1].head.i == head.i
    ):
        return k
    return None


def operator_in_first_member(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "The League is a non-profit corporation, but not considered a charity": a finite "be"
    at the start of the first member, where every later member is a participle or adjective
    phrase with no subject or auxiliary of its own, is the operator all members share
    (ellipsis of the operator in predication coordination, Quirk et al. 1985 §13.75-13.78).
    Removing the first member takes the operator with it and leaves a subject with no finite
    verb ("The League not considered a charity"); the span rewrite cannot keep the operator
    with the parse's boundaries, so the first member is not removed. Only a negated later
    member counts: "not" before a lexical verb with no auxiliary can only be a participle or
    adjective phrase (a finite verb needs "do"-support, H&P 2002 ch. 9 §2.1), while "and lost",
    "and sealed the win" may be finite verbs with a subject of their own (the tense-taking
    removals of a plain participle are flagged by the nineteenth pass)."""
    head = doc[conj[0].start : conj[0].end].root
    op = doc[conj[0].start]
    later = [doc[c.start : c.end].root for c in conj[1:]]
    return (
        op.lemma_ == "be"
        and op.tag_ in TENSED_TAGS
        and (op.i == head.i or (op.dep_ in {"cop", "aux", "auxpass"} and op.head.i == head.i))
        and bool(later)
        and all(
            t.tag_ in {"VBN", "VBG", "JJ"}
            and any(d.dep_ == "neg" and d.i < t.i for d in t.children)
            and not any(d.dep_ in SUBJECT_DEPS or d.dep_ in AUX_DEPS for d in t.children)
            for t in later
        )
    )


def member_opened_by_example_marker(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "the allocation of data to servers, e.g. if the number of servers changes or the
    distribution is uneven", "function keys and special keys, e.g. reset or volume control": a
    member that begins with an apposition marker ("e.g.", "i.e.", "for example"). The marker
    introduces an appositive that names examples of what comes before it (Quirk et al. 1985
    §17.65 and §17.79 on apposition markers), and its scope is the whole coordination after
    it ("e.g. [A or B]"), so the parse's member that starts with it is cut at the wrong level:
    a removal either strands the marker ("servers or e.g. if X changes") or drops it with one
    example and joins the other to what the examples illustrate ("keys or volume control").
    No removal is made when the marker opens a later member, or opens the first one right
    after a comma, where the rewrite reads the comma as a list comma of the coordination.
    After a bracket or a verb ("(e.g. an identifier or an operator)") the coordination is the
    marker's own and its removals stay."""
    for k, c in enumerate(conj):
        if k == 0 and (c.start == 0 or doc[c.start - 1].text != ","):
            continue
        words = [
            t
            for t in doc[c.start : c.end]
            if not t.is_punct or t.lower_ in APPOSITION_ABBREVIATIONS
        ]
        if not words:
            continue
        first, n = words[0].lower_, 1
        if first == "for" and len(words) > 1 and words[1].lower_ in {"example", "instance"}:
            first, n = "e.g.", 2
        if first not in APPOSITION_ABBREVIATIONS:
            continue
        nxt = words[0].i + n
        if nxt < len(doc) and doc[nxt].text == ",":
            continue  # "The comet, for example, was seen": a parenthetical connective
        return True
    return False


def gloss_after_last_member(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "any file or directory ("folder")", "the IETF and the World Wide Web Consortium
    (W3C)": a parenthesis right after the last member, holding a short gloss (a word, a quoted
    name or an abbreviation, with no number), is an appositive parenthetical of the phrase it
    follows (Quirk et al. 1985 §17.65-17.66 on appositives and §15.54 on parenthetical
    apposition; H&P 2002 ch. 15 §5 on supplements anchored to the constituent before them).
    The last member is its anchor, so removing it leaves the gloss on another member ("any
    file ("folder")"); the last member is not removed. A parenthesis with a number ("(1990)",
    "(Smith 1987)") is a date or citation of the whole statement and does not count."""
    end = conj[-1].end
    while end > conj[-1].start and doc[end - 1].is_punct and doc[end - 1].text != ")":
        end -= 1
    if end >= len(doc) or doc[end].text != "(":
        return False
    inside = []
    for t in doc[end + 1 :]:
        if t.text == ")":
            break
        inside.append(t)
    else:
        return False
    words = [t for t in inside if not t.is_punct]
    return 0 < len(words) <= 3 and not any(t.like_num or t.pos_ == "VERB" for t in words)


def compound_noun_split_from_first(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "operations for data analysis and decision support applications": a noun right before
    a one-noun first member, joined to it by the parse (as its compound modifier or as its
    head), is the first half of a noun compound ("data analysis"; a noun premodifying a noun,
    Quirk et al. 1985 §17.104-17.108; H&P 2002 ch. 5 §14.4). When the last member has its own
    compound premodifier ("decision support applications"), the coordination is of two
    compound modifiers under a shared head noun ("[data analysis and decision support]
    applications", Quirk et al. 1985 §13.67-13.68), and the removal of the parse's first member
    leaves the first noun stranded in front of the other ("data decision support
    applications"); that removal is not made. "car doors and windows", with no modifier of the
    last member's own, reads "car" as shared and keeps it."""
    c0 = conj[0]
    words = [t for t in doc[c0.start : c0.end] if not t.is_punct and t.pos_ != "CCONJ"]
    if len(words) != 1 or c0.start == 0 or words[0].pos_ not in {"NOUN", "PROPN"}:
        return False
    noun, prev = words[0], doc[c0.start - 1]
    if prev.pos_ not in {"NOUN", "PROPN"}:
        return False
    if not ((prev.head.i == noun.i and prev.dep_ == "compound") or noun.head.i == prev.i):
        return False
    last = doc[conj[-1].start : conj[-1].end].root
    return any(d.dep_ == "compound" and d.i >= conj[-1].start for d in last.children)


def bracketed_last_member_end(doc: Doc, cc, conj: Sequence[TokenRange]) -> int | None:
    """ "manipulating files (and sometimes text) under a GUI": a coordinator right after an
    opening bracket starts a parenthetical member, and the closing bracket ends it. A
    parenthesis is a supplement closed off from what follows (H&P 2002 ch. 15 §5 on
    supplements; Quirk et al. 1985 §17.65 and App. III §III.21 on parentheses), so what comes
    after the ")" belongs to the host clause, not to the member, even when the parse hangs it
    on the member's head ("under a GUI" modifies "manipulating", not "text"). Returns the end
    (past the ")") the last member's removal should have when the parse's member runs past the
    bracket; ``None``: keep the parse's end."""
    last = conj[-1]
    if cc.i == 0 or doc[cc.i - 1].text != "(" or cc.i >= last.start:
        return None
    for t in doc[last.start : last.end]:
        if t.text == "(":
            return None
        if t.text == ")":
            return t.i + 1 if t.i + 1 < last.end else None
    return None


def _continues_member(verb: Token) -> bool:
    """Does the clause of ``verb`` continue the member before it: a verb phrase with no subject of
    its own, which shares the member's subject and time ("but afterwards they turned, and
    caused ...", Quirk et al. 1985 §13.60), or a clause with a third-person pronoun, whose
    reference it takes from the member ("..., and no unrighteousness is in him")?"""
    if not any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children):
        # a subjectless continuation of a member that has its own subject; a flat list of
        # subjectless verb phrases ("split up in 1994, but reunited in 2006, and released an
        # album", twenty-second pass) keeps "A, and C"
        member = verb.head
        return any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in member.children)
    return any(t.lower_ in THIRD_PERSON_PRONOUNS for t in verb.subtree)


def but_member_continuation_end(doc: Doc, cc, conj: Sequence[TokenRange]) -> int | None:
    """ "He who speaks from himself seeks his own glory, but he who seeks the glory of him who
    sent him is true, and no unrighteousness is in him", "They obeyed, but afterwards they
    turned, and caused them to return": the "but" member is a clause or verb phrase that an
    "and" list after a comma continues, which the parse hangs on the member's head. The "and"
    list is inside the contrasted member, "A, but [B, and C]": "but" contrasts the first member
    with what follows it up to the next contrast (Blakemore 1989 on "but" as denial of
    expectation; Quirk et al. 1985 §13.41 on the scope of "but"), and C takes its reference from
    B (its "him" is the one who seeks God's glory, its "caused" shares the time of "afterwards").
    Removing B alone leaves "A, and C", which says C of A's subject (the s1205t judges on
    conj-002/029 and conj-004/054). The removal of the "but" member takes the continuation
    with it, and the remainder is "A" (entailed by "A, but B, and C"). Returns the end the last
    member's removal should have; ``None``: keep the parse's end (cj191)."""
    last = conj[-1]
    if cc.lower_ != "but" or len(conj) != 2:
        return None
    head = doc[last.start : last.end].root
    if head.pos_ not in {"VERB", "AUX"}:
        return None
    links = [c for c in head.children if c.dep_ == "cc" and c.lower_ == "and" and c.i >= last.end]
    later = [c for c in head.children if c.dep_ == "conj" and c.i >= last.end]
    if not links or not later or doc[links[0].i - 1].text not in {",", ";"}:
        return None
    if not all(t.pos_ in {"VERB", "AUX"} for t in later):
        return None
    if not any(_continues_member(t) for t in later):
        # "The town is small, but the market is busy, and the harbour is full of boats": a flat
        # list of independent clauses, "A, and C" stays (hundred-eighteenth pass control)
        return None
    end = max(t.right_edge.i for t in later) + 1
    while end > last.end and doc[end - 1].is_punct:
        end -= 1
    return end if end > last.end else None


def list_members_merged_in_first(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "can be obtained as shareware, on evaluation, or as a licenced copy": the parse's first
    member spans two phrases, split by a comma, that both depend on the same word outside it in
    the same relation (two prepositional phrases of "obtained"). Those are two members of an
    asyndetic-then-syndetic list "A, B, or C", where the coordinator before the last member
    links all of them (Quirk et al. 1985 §13.38 and §13.56 on lists of conjoins; H&P 2002
    ch. 15 §2.3 on the marking of multiple coordination). Removing the last member then leaves
    "A, B" with no coordinator ("as shareware, on evaluation"), so that removal is not made."""
    c0 = conj[0]
    roots = [t for t in doc[c0.start : c0.end] if not (c0.start <= t.head.i < c0.end)]
    roots = [t for t in roots if not t.is_punct]
    for a, b in zip(roots, roots[1:], strict=False):
        if (
            a.head.i == b.head.i
            and a.dep_ == b.dep_
            and any(doc[k].text == "," for k in range(a.right_edge.i + 1, b.left_edge.i))
        ):
            return True
    return False


def hyphened_word_read_as_preposition(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "ruled on 1990-06-28 that keyboard commands and on-screen images produced by X": a
    later member opens with a word hyphened to the next ("on-screen", "in-house", "off-line"),
    and the parse's first member opens with the same word as a preposition. A hyphened
    compound is one word, an adjective or noun premodifier (Quirk et al. 1985 App. I §I.11 and
    §I.57 on hyphenated compounds; H&P 2002 ch. 19 §4), not a preposition heading a phrase, so
    the first member was stretched back to a preposition it only spells like ("on 1990-06-28
    that keyboard commands"), and every removal built on it is garbled ("ruled on-screen
    images"). No removal is made. Only a compound that premodifies the member's head noun
    counts: "stored on disk and on-line" coordinates two real adjuncts."""
    text = doc.text
    first = doc[conj[0].start]
    for c in conj[1:]:
        t = doc[c.start]
        j = t.idx + len(t)
        if (
            t.lower_ == first.lower_
            and first.pos_ == "ADP"
            and j + 1 < len(text)
            and text[j] == "-"
            and text[j + 1].isalpha()
            and (root := doc[c.start : c.end].root).pos_ in {"NOUN", "PROPN"}
            and root.i > t.i + 2
        ):
            return True
    return False


def adjective_member_before_its_noun(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "support the major IBM standards and many non-IBM, proprietary standards for
    displays": the parse's last member has no noun ("many non-IBM"), while the first member is
    a noun phrase, and a noun phrase follows right after it that the parse hangs on the first
    member's head as an apposition or another conjunct ("proprietary standards"). Coordination
    joins like constituents (H&P 2002 ch. 15 §4.1; Quirk et al. 1985 §13.21), so the member
    really runs on to that noun: "many non-IBM, proprietary standards" is one noun phrase whose
    premodifiers are adjectives in a comma list (Quirk et al. 1985 §17.110 on coordinated
    premodifiers). Every removal built on the short member strands the noun phrase ("the major
    IBM standards, proprietary standards"), so none is made."""
    nominal = {"NOUN", "PROPN", "PRON", "NUM"}
    head = doc[conj[0].start : conj[0].end].root
    last = conj[-1]
    if head.pos_ != "NOUN" or any(t.pos_ in nominal for t in doc[last.start : last.end]):
        return False
    end = last.end
    return any(
        d.dep_ in {"appos", "conj"} and d.pos_ == "NOUN" and d.left_edge.i in (end, end + 1)
        for d in head.children
    )


#: One-word markers of an appositive of equivalence (a reformulation or specification of the
#: expression before it): "i.e.", "viz.", "namely" (Quirk et al. 1985 §17.65ff. on apposition
#: markers; Meyer 1992, *Apposition in Contemporary English*: equivalence apposition, as against the
#: exemplifying "e.g.", "for example", whose list names only some members).
_EQUIVALENCE_MARKERS = frozenset({"i.e.", "ie", "i.e", "viz.", "viz", "namely"})


def _equivalence_marker_before(doc: Doc, i: int) -> bool:
    """Whether ``doc[i]`` ends an equivalence marker: one of ``_EQUIVALENCE_MARKERS``, or the
    "is" of "that is" set off by a comma, a bracket or a dash before "that". After such a mark
    "that" is no relative pronoun: a supplementary relative clause does not take "that"
    (Huddleston & Pullum 2002 ch. 12 on supplementary relatives), so ", that is" is the reformulation marker."""
    tok = doc[i]
    if tok.lower_ in _EQUIVALENCE_MARKERS:
        return True
    return (
        tok.lower_ == "is"
        and i >= 2
        and doc[i - 1].lower_ == "that"
        and doc[i - 2].text in {",", "(", "\u2014", "\u2013", "-", "--"}
    )


def member_in_equivalence_gloss(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "the hottest stars (i.e., spectral types O and B)", "two formats, that is JSON and XML",
    "the primary colours, namely red, green and blue": the coordination lies inside an
    appositive of equivalence, which says what the expression before it is or means
    (``_EQUIVALENCE_MARKERS``). The appositive identifies its anchor with the whole
    coordination, so the members jointly define it: "the hottest stars, i.e. types O and B"
    says the hottest stars are those of both types, and "the hottest stars, i.e. type B" says
    something else (neither entailed nor a plain addition: the judges read such pairs as
    neutral or contradiction). A member of the definition is not removed, whichever one
    (stop 76, cj143). The coordination is inside the gloss when nothing between the marker
    and its first member closes the appositive: a bracket, a semicolon, a colon, a comma that
    is not the marker's own, or a finite verb. "e.g." lists examples, and removing one keeps an
    example (``member_opened_by_example_marker`` takes its cut members)."""
    for member in conj[1:]:
        # "the things, [namely his power] and [his divinity]" parsed with the host a member:
        # the marker after the comma opens the gloss, and the coordination is inside it
        # (stop 88, cj189; the host is no conjunct, and the gloss's members are not removed)
        lo = member.start
        if lo < 1 or doc[lo - 1].text != ",":
            continue
        if _equivalence_marker_before(doc, lo) or (
            lo + 1 < member.end and _equivalence_marker_before(doc, lo + 1)
        ):
            return True
    first = conj[0].start
    while first < conj[0].end and (doc[first].is_punct or _equivalence_marker_before(doc, first)):
        if _equivalence_marker_before(doc, first):
            return True  # the parse put the marker in the first member: "namely red and green"
        first += 1
    i = conj[0].start - 1
    while i >= 0:
        tok = doc[i]
        if _equivalence_marker_before(doc, i):
            return True
        if tok.text == "," and i >= 1 and _equivalence_marker_before(doc, i - 1):
            i -= 1
            continue  # "i.e., spectral types": the marker's own comma
        if tok.text in {"(", ")", "[", "]", ";", ":", ","}:
            return False
        if tok.tag_ in FINITE_TAGS:
            return False
        i -= 1
    return False


#: Dependencies of a noun phrase's head in its clause or phrase: the members stand where noun
#: phrases stand, and a phrase after the last is inside its noun phrase unless raised.
_NOMINAL_POSITIONS = frozenset({"pobj", "dobj", "nsubj", "nsubjpass", "attr", "appos"})


def own_modifier_left_on_first(doc: Doc, conj: Sequence[TokenRange], hypothesis: str) -> bool:
    """ "issues such as jamming or slipping via the cable" -> never "issues such as jamming via
    the cable": a preposition phrase right after the last of one-word nominal or gerund
    members, which the parse attaches to that member, is either its own dependent or shared
    by all members through right node raising (Huddleston & Pullum 2002 ch. 15 §4.4; ConjNLI,
    Saha et al. 2020 §3, removes a conjunct with its own dependents). The premise does not
    settle which, so a removal of the last member that keeps the phrase on the first asserts
    the shared reading the premise leaves open; dropping the phrase with the member is
    entailed on both readings. Such a removal is not made (stop 76, cj143). Only bare
    one-word members: with an object of its own ("washed and dried the dishes in the sink")
    the phrase follows a shared object, which the rewrite keeps shared on purpose. Not an "of"
    phrase: after relational nouns ("the presence and types of the arguments") it is their
    complement, right node raised from both (H&P 2002 ch. 15 §4.4; ``conjunction_premises``
    keeps it on the first noun for the same reason), and the first member needs it. Only
    members in a noun phrase's position (an object, a subject, a complement of "be"): after
    verb-phrase members ("began singing and acting as a child") an adjunct modifies the
    coordinated verb phrase or the verb above it, and the rewrite keeps it shared."""
    if len(conj) < 2 or any(
        len([t for t in doc[c.start : c.end] if t.is_alpha]) != 1 for c in conj
    ):
        return False
    heads = [next(t for t in doc[c.start : c.end] if t.is_alpha) for c in conj]
    if any(h.pos_ not in {"NOUN", "VERB"} or (h.pos_ == "VERB" and h.tag_ != "VBG") for h in heads):
        return False
    if heads[0].dep_ not in _NOMINAL_POSITIONS:
        return False  # "began singing and acting as a child": verb phrases share an adjunct
    last = heads[-1]
    after = last.i + 1
    if after >= len(doc) or doc[after].dep_ != "prep" or doc[after].head.i != last.i:
        return False
    if doc[after].lower_ == "of":
        return False  # "the presence and types of the arguments": a shared complement
    phrase = doc[after : doc[after].right_edge.i + 1].text
    return f"{heads[0].text} {phrase}" in hypothesis


# --- cj145 (s1204o review): leftovers anchored to the last member, stranded span words ------


def indicated_gloss_after_last_member(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "addresses, networks and interfaces (i.e. an address with a subnet)": a parenthesis or
    comma phrase right after the last member that opens with an apposition indicator ("i.e.",
    "namely": ``_EQUIVALENCE_MARKERS``, or "that is"; "e.g." is exemplifying and lists
    instances of the whole coordination) is an appositive of the phrase it follows, however
    long (Quirk et al. 1985 §17.80; H&P 2002 ch. 15 §5 on supplements anchored to the
    constituent before them). Its
    anchor is the last member, so removing that member re-anchors the gloss on the member before
    it and defines the wrong thing ("addresses and networks (i.e. an address with a subnet)",
    s1204o class 2). The short gloss without an indicator is ``gloss_after_last_member``."""
    end = _after_member(doc, conj[-1])
    if end + 1 >= len(doc) or doc[end].text not in {"(", ","}:
        return False
    return doc[end + 1].lower_ in _EQUIVALENCE_MARKERS or (
        doc[end + 1].lower_ == "that" and end + 2 < len(doc) and doc[end + 2].lower_ == "is"
    )


def case_relative_after_last_member(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "Paths can be absolute or relative, in which case they are resolved against X": a
    relative "in which case" right after the last member takes that member, the phrase
    right before it, as its antecedent: the case the last disjunct names (Quirk et al. 1985 §17.22 on relative
    determiners with a general noun, "in which case"; H&P 2002 ch. 12 §3.4 on supplementary
    relatives anchored to the constituent before them). Removing the last member hands the
    clause to the member before it, whose case it did not describe ("Paths can be absolute, in
    which case they are relative ...", s1204o class 2); the last member is not removed."""
    end = _after_member(doc, conj[-1])
    words = [t.lower_ for t in doc[end : end + 4]]
    return words[:1] == [","] and words[1:4] == ["in", "which", "case"]


def _after_member(doc: Doc, member: TokenRange) -> int:
    """The index of the first token after ``member``, trailing punctuation inside its span
    excluded (a span may end on the comma that follows it)."""
    end = member.end
    while end > member.start and doc[end - 1].is_punct and doc[end - 1].text != ")":
        end -= 1
    return end


def governor_left_before_member(doc: Doc, conj: Sequence[TokenRange]) -> list[int]:
    """ "specifies warning flags, include directories, library directories and libraries": a
    member whose syntactic head is the word right before its span and that word is not the
    list's shared governor. A conjunct is a whole constituent (H&P 2002 ch. 15 §4.1; Quirk et
    al. 1985 §13.5), so a word inside the list that governs a member belongs to that member;
    the span the parse gave stops short of it, and removing the member strands the word
    ("flags, include library directories", s1204o class 3). For a later member any such word
    (a verb or preposition between two members) counts. For the first member the word before
    it is normally the shared governor ("specifies A and B"); it is a stray list word only when
    the parse made it a finite verb coordinated after a comma with a finite verb of the other
    present-tense number ("specifies ..., include"): verbs that share a subject agree with it
    alike (Quirk et al. 1985 §10.34 on concord), so "include" is no verb of "it" but a noun
    premodifier ("include directories"). Indices of such members."""
    out = []
    for k, c in enumerate(conj):
        before = c.start - 1
        if before < 0 or doc[before].is_punct or doc[before].pos_ == "CCONJ":
            continue
        word = doc[before]
        if doc[c.start : c.end].root.head.i != before:
            continue
        later = k > 0 and before >= conj[k - 1].end and word.pos_ in {"VERB", "AUX", "ADP"}
        if later or (k == 0 and _concord_clash_after_comma(doc, before)):
            out.append(k)
    return out


def _concord_clash_after_comma(doc: Doc, i: int) -> bool:
    """``doc[i]`` is a present-tense verb right after a comma, ``conj`` of a present-tense verb
    of the other number (VBP beside VBZ): no shared subject agrees with both."""
    word = doc[i]
    tags = {"VBP", "VBZ"}
    return (
        i > 0
        and doc[i - 1].text == ","
        and word.dep_ == "conj"
        and word.tag_ in tags
        and word.head.tag_ in tags
        and word.head.tag_ != word.tag_
    )


def supplementive_after_last_end(doc: Doc, cc: Token, conj: Sequence[TokenRange]) -> int | None:
    """ "The officer saluted, and walked up to the colonel, handing him a letter", "it occurs in
    the arteries, but there it is rarely noticed, being hidden in the inflammation": a
    subjectless "-ing" participle clause set off by a comma right after the last member, which
    the parse hangs on the member's head as an asyndetic conjunct (no coordinator of its own), so
    the member's span stops before it. A supplementive clause without a subject takes its
    implied subject and its time from the clause it follows (Quirk et al. 1985 §15.58-15.60 on
    supplementive clauses attaching to the nearest clause); a coordination joins its members
    only through a coordinator (§13.60), so it is no member of its own. Removing the member
    alone leaves the participle on the first member ("it occurs in the arteries, being hidden
    in the inflammation"), which says it of the wrong clause (s9701/s9702 reviews). The removal
    of the last member takes the participle clause with it. A participle the parse hung on the
    first member stays ("He left the room and closed the door, smiling" keeps "smiling" with
    the first clause only if the parse put it there: it can belong to both clauses, §15.60).
    Returns the end the last member's removal should have; ``None``: keep the parse's end."""
    last = conj[-1]
    head = doc[last.start : last.end].root
    if head.pos_ not in {"VERB", "AUX"}:
        return None
    if any(c.dep_ == "cc" and c.i >= last.end for c in head.children):
        return None  # a syndetic continuation is the but-member rule's (cj191)
    later = [c for c in head.children if c.dep_ == "conj" and c.i >= last.end]
    if not later:
        return None
    part = later[0]
    if part.left_edge.i - 1 < last.end or doc[part.left_edge.i - 1].text != ",":
        return None
    if any(doc[i].text not in {",", ";"} for i in range(last.end, part.left_edge.i)):
        return None  # no other words between the member and the participle clause
    if part.left_edge.tag_ != "VBG" or part.tag_ not in {"VBG", "VBN"}:
        return None  # "-ing" clauses ("handing", "being hidden") only, no finite verb
    if any(c.dep_ in SUBJECT_DEPS or c.dep_ in {"mark", "cc"} for c in part.children):
        return None  # an absolute clause or a subordinate one is no bare supplementive
    end = max(t.right_edge.i for t in later) + 1
    while end > last.end and doc[end - 1].is_punct:
        end -= 1
    return end if end > last.end else None


def clause_before_first_member(doc: Doc, cc: Token, conj: Sequence[TokenRange]) -> int | None:
    """ "The rain was falling, the wind blew hard, and on both banks were farms": a list of three
    clauses whose first clause the parse hangs on the second as a clausal complement
    (``ccomp``/``parataxis``) before it, set off by a comma, so the coordination has two
    members and removing the last leaves "The rain was falling, the wind blew hard", two
    independent clauses joined by a comma only (a comma splice). In a list of three or more
    the coordinator stands before the last member (Quirk et al. 1985 §13.21, §13.61 on
    asyndetic and syndetic coordination), so the shortened list takes the coordinator before
    its new last member, "A, and B", as the noun-phrase and verb-phrase lists do (cj101, cj160).
    Returns the token before which the coordinator goes; ``None``: no such clause. A reporting
    frame ('"It is late," he said, and left') is no list: the verb of saying or thinking takes
    the clause as its complement (H&P 2002 ch. 11 §3; the project's speech-verb list)."""
    if cc.lower_ not in {"and", "or"} or len(conj) != 2:
        return None
    first = conj[0]
    head = doc[first.start : first.end].root
    if head.pos_ not in {"VERB", "AUX"} or head.lemma_.lower() in SPEECH_VERBS:
        return None
    last = doc[conj[-1].start : conj[-1].end].root
    if head.tag_ not in FINITE_TAGS or last.tag_ not in FINITE_TAGS:
        # a list of clauses has tensed members; "13,000 died, about half of them burnt alive
        # or suffocated" coordinates two participles inside an absolute clause, no clauses
        return None
    if not any(
        c.dep_ in SUBJECT_DEPS or (c.dep_ == "prep" and c.i < last.i) for c in last.children
    ):
        # "She knew him, he loved her only, and was to come": the last member has no subject
        # of its own, so the coordination joins two predicates of the second clause's subject
        # (Quirk et al. 1985 §13.46 on predicate coordination), not the clauses of a list. A
        # fronted place phrase marks a clause whose subject follows its verb ("and on both
        # banks were farms", locative inversion, §18.23), which the parse may leave unlabelled
        return None
    for c in head.children:
        if c.dep_ not in {"ccomp", "parataxis"} or c.i >= first.start:
            continue
        comma = c.right_edge.i + 1
        if comma >= first.start or doc[comma].text != ",":
            continue
        if c.left_edge.i != 0 or any(t.is_quote or t.text in {"(", ")"} for t in doc[:comma]):
            continue  # the clause opens the sentence, no quotation
        if c.tag_ not in FINITE_TAGS and not any(a.dep_ in AUX_DEPS for a in c.children):
            continue
        if not any(s.dep_ in SUBJECT_DEPS for s in c.children):
            continue
        nxt = comma + 1
        if not any(s.dep_ in SUBJECT_DEPS and s.left_edge.i == nxt for s in head.children):
            continue  # the second clause opens with its own subject right after the comma
        return nxt
    return None
