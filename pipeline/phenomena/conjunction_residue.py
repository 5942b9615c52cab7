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
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc

from ..syntax import TokenRange

#: Subordinators of content clauses (H&P 2002 ch. 11 §3-5): declarative "that", interrogative
#: "whether"/"if".
_CONTENT_SUBORDINATORS = frozenset({"that", "whether", "if"})

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
