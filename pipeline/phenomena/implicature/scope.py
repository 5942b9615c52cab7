"""Hypothesis scope of the fifty-eighth pass (docs/implicature.md, "Fifty-eighth pass (stop 57,
im51: the trigger's clause only)").

A scalar implicature is computed per clause (Gazdar 1979 ch. 3): "Many of these towns are
corrupt, and the law is arbitrary" implicates "not all of these towns are corrupt", and the
second conjunct is a separate assertion that neither the hypothesis nor an embedding may carry
along. Conversely, a quantified subject shared by coordinated predicates quantifies over the
whole coordination (Quirk et al. 1985 §13.93 on shared constituents; Partee 1970 on "Few
rules are explicit and easy to read" != "few are explicit and few are easy to read"): "Most
users read the FAQ and then ignore it" implicates "not all users read it and ignore it", and
"not all users read the FAQ" is stronger than that. Evidential "seem/appear to" is the
speaker's own hedge (Palmer 2001 ch. 2 on evidentials; Huddleston & Pullum 2002 ch. 14 §4.2 on
raising "seem"): a question or a "possible that" frame around it stacks a second epistemic
operator on it ("Do some of you seem to have ...?").
"""

from __future__ import annotations

import re
from typing import Any

from spacy.tokens import Doc, Token

from ...rewrite._result import reduced_doc
from ...rewrite.embedding import FINAL_PUNCT
from ...syntax import (
    CONTRAST_COORDINATORS,
    RESULT_DEGREE_WORDS,
    TENSED_TAGS,
    is_finite_clause,
    subject_of,
)

#: Coordinators that join two independent assertions (Quirk et al. 1985 §13.5, §13.24-13.25);
#: "or" is left alone (a disjunct is not asserted).
ASSERTION_COORDINATORS = frozenset({"and", "but"})
#: Dependencies the parse gives a coordinated main clause it did not attach as a conjunct (a
#: complement or a parataxis of the root, or of a parenthetical verb another cut removed).
_MISREAD_CLAUSE_DEPS = frozenset({"ccomp", "parataxis"})
#: Verbs of evidential raising: "X seems/appears to V" (H&P ch. 14 §4.2).
EVIDENTIAL_RAISING = frozenset({"seem", "appear"})


def _root(doc: Doc) -> Token:
    return next(t for t in doc if t.head.i == t.i)


#: Marks that end a sentence: a root after one of them opens a sentence of the source (the
#: sentence-final marks of ``rewrite.embedding``).
SENTENCE_STOPS = FINAL_PUNCT


def _split_roots(doc: Doc, root: Token) -> list[Token]:
    """The roots after ``root`` in a text the parser split in two at a coordinator ("Most people
    here call us X and I like it": "and I like it" parsed as a sentence of its own, with a root
    of its own). It is the same coordination of independent clauses as a conjunct on the root,
    each asserted on its own (Quirk et al. 1985 §13.5; Gazdar 1979 ch. 3)."""
    return [t for t in doc if t.head.i == t.i and t.i > root.i]


def coordinated_clause_cut(doc: Doc, needed: set[int]) -> tuple[Doc, dict[int, int]] | None:
    """The sentence without a coordinated independent clause after the trigger's clause that the
    parse hung on the root as a complement or parataxis ("Many of these towns are corrupt, and
    the administration of the law is arbitrary (they do have ...)", with "is" a ccomp of the
    parenthetical "have", and of the root once the parenthetical is cut), with the old -> new
    index map, or None.

    The clause cut (``clause_scope.trigger_clause``) drops the root's clausal conjuncts only;
    this one is the same coordination misattached: "and/but" on the root, then a finite clause
    with its own subject that runs to the end of the sentence. Each conjunct is asserted and
    implicates on its own (Gazdar 1979 ch. 3), so it is cut from the hypothesis and from the
    embedded premises alike ("Are many of these towns corrupt, and the administration is
    arbitrary?" mixes a question and a statement). ``needed``: the indices the rewrites use.
    """
    if not needed:
        return None
    root = _root(doc)
    for clause in [*root.children, *_split_roots(doc, root)]:
        split = clause.head.i == clause.i
        if not split and clause.dep_ not in _MISREAD_CLAUSE_DEPS:
            continue
        if clause.pos_ not in ("VERB", "AUX"):
            continue
        if subject_of(clause) is None or not is_finite_clause(clause):
            continue
        start = clause.left_edge.i
        if split:
            link = doc[start]  # "and" opens the clause the parser split off as a sentence
            if link.head.i != clause.i or doc[start - 1].text in SENTENCE_STOPS:
                continue  # "A. And B": a second sentence of the source, not this cut's matter
        else:
            link = doc[start - 1] if start > 0 else None
        if link is None or link.lower_ not in ASSERTION_COORDINATORS:
            continue
        if not split and link.head.i != root.i:
            continue
        last = clause.right_edge.i
        while split and doc[last].is_punct and last > link.i:
            last -= 1  # the final stop hangs on the split-off root: keep it
        cut = _trailing_clause_cut(doc, root, link, clause.right_edge.i, last, needed)
        if cut is not None:
            return cut
    return _subject_as_object_conjunct_cut(doc, root, needed)


def _trailing_clause_cut(
    doc: Doc, root: Token, link: Token, clause_end: int, last: int, needed: set[int]
) -> tuple[Doc, dict[int, int]] | None:
    """The sentence without ``link`` (and a comma or semicolon before it) through ``last``, or
    None: the trigger's clause must come first, whole, and the cut clause must end the sentence,
    so that what stays is one clause the hypothesis can stand on."""
    if link.i <= max(needed) or any(not t.is_punct for t in doc[clause_end + 1 :]):
        return None
    first = link.i - 1 if link.i > 0 and doc[link.i - 1].text in (",", ";") else link.i
    return reduced_doc(doc, {t.i for t in doc} - set(range(first, last + 1)), root.i)


#: Complements that only a finite verb of a clause takes, not a past participle in a reduced
#: relative ("the men captured in battle" has none: a passive participle has no object).
_ACTIVE_COMPLEMENTS = frozenset({"dobj", "xcomp", "ccomp", "dative"})


def _subject_as_object_conjunct_cut(
    doc: Doc, root: Token, needed: set[int]
) -> tuple[Doc, dict[int, int]] | None:
    """The sentence without a coordinated clause whose subject the parse took as a conjunct of
    a noun in the first clause and whose verb it hung on the root as an adverbial clause ("Most
    of the guests left the hall and the few who stayed behind refused to dance": "few" a conj
    of "hall", "refused" an advcl of "left"), with the old -> new index map, or None.

    A finite verb with no subject and no subordinator of its own, right after "and/but + noun
    phrase", is the predicate of that noun phrase: the sequence is a coordination of two
    independent clauses (Quirk et al. 1985 §13.5; an adverbial finite clause needs a
    subordinator, §14.12). Each conjunct is asserted and implicates on its own (Gazdar 1979 ch.
    3), so the second clause is cut from the hypothesis and from the embedded premises ("Did most
    of the guests leave the hall and the few who stayed behind refused?" puts do-support over
    two finite clauses), as the clause cut (``clause_scope.trigger_clause``) cuts it when the
    parse attaches it right. The verb must be unambiguously finite: a present form, or a past
    form with an object or complement (a reduced relative's participle has none). s9701 class
    2 (stop 97, im120)."""
    for clause in root.children:
        if clause.dep_ != "advcl" or clause.pos_ not in ("VERB", "AUX") or clause.i < root.i:
            continue
        if clause.tag_ not in ("VBZ", "VBP", "VBD"):
            continue
        if clause.tag_ == "VBD" and not any(c.dep_ in _ACTIVE_COMPLEMENTS for c in clause.children):
            continue
        if subject_of(clause) is not None or any(
            c.dep_ in ("mark", "aux", "neg") for c in clause.children
        ):
            continue
        if clause.left_edge.i != clause.i:
            continue  # material of its own before the verb: not this misparse
        subject = next(
            (
                t
                for t in doc[: clause.i]
                if t.dep_ == "conj"
                and t.pos_ in ("NOUN", "PROPN", "ADJ", "PRON", "NUM")
                and t.right_edge.i == clause.i - 1
                and t.head.pos_ in ("NOUN", "PROPN", "PRON")
            ),
            None,
        )
        if subject is None or root.i not in {a.i for a in subject.ancestors}:
            continue
        link = next(
            (
                c
                for c in subject.head.children
                if c.dep_ == "cc"
                and c.i < subject.left_edge.i
                and c.lower_ in ASSERTION_COORDINATORS
            ),
            None,
        )
        if link is None or any(not doc[i].is_punct for i in range(link.i + 1, subject.left_edge.i)):
            continue
        cut = _trailing_clause_cut(
            doc, root, link, clause.right_edge.i, clause.right_edge.i, needed
        )
        if cut is not None:
            return cut
    return None


def inverted_coordination_cut(doc: Doc, needed: set[int]) -> tuple[Doc, dict[int, int]] | None:
    """The sentence without a second coordinated clause that the parse made the root, with the
    trigger's clause hung on it as a complement ("Two guards are here to escort you, and from
    the looks of their weapons, they mean business": "are" a ccomp of "mean", "and" a cc of
    "are"), with the old -> new index map, or None.

    A fronted adjunct between "and" and the second clause's subject ("and from the looks of
    X,", "and given the traffic,") leads the parser to read the first clause as the second's
    complement. It is still a coordination of independent clauses, each asserted and each
    implicating on its own (Quirk et al. 1985 §13.5, §8.15 on initial adjuncts inside a
    conjoin; Gazdar 1979 ch. 3), so the second is cut from the hypothesis and the embeddings, as
    ``coordinated_clause_cut`` cuts it when the parse attaches it right. Conditions: an
    "and/but" on the trigger's clause or on a clause above it, after every word the rewrites
    use; a path of complement/parataxis relations from that clause up to a finite root that
    comes after the coordinator and has its own subject after it; the root's clause ends the
    sentence. Stop 63, im60 (s1202o class 2)."""
    if not needed:
        return None
    root = _root(doc)
    for link in doc:
        if link.dep_ != "cc" or link.lower_ not in ASSERTION_COORDINATORS:
            continue
        if link.i <= max(needed) or link.i >= root.i:
            continue
        top = link.head
        while top.head.i != root.i and top.dep_ in _MISREAD_CLAUSE_DEPS and top.head.i != top.i:
            top = top.head
        if top.head.i != root.i or top.dep_ not in _MISREAD_CLAUSE_DEPS or top.i > link.i:
            continue
        if not all(top.left_edge.i <= i < link.i for i in needed):
            continue
        subject = subject_of(root)
        if subject is None or subject.i < link.i or not is_finite_clause(root):
            continue
        if root.pos_ not in ("VERB", "AUX"):
            continue
        first = link.i - 1 if link.i > 0 and doc[link.i - 1].text in (",", ";") else link.i
        last = len(doc) - 1
        while last > link.i and doc[last].is_punct and doc[last].text in SENTENCE_STOPS:
            last -= 1
        if first <= top.left_edge.i:
            continue
        drop = set(range(first, last + 1)) | {t.i for t in doc if t.i < top.left_edge.i}
        keep = {t.i for t in doc} - drop
        return reduced_doc(doc, keep, top.i)
    return None


#: Links that open a directive drawn from the clause before ("..., so beware of ...", "...,
#: so watch out"): the inferential "so" of the speech-act domain (Sweetser 1990 ch. 4; Quirk
#: et al. 1985 §13.5 and §8.137 on "so" as a conjunct of result).
DIRECTIVE_LINKS = frozenset({"so", "therefore", "thus"})


#: How the parse hangs the imperative on the root: as a complement or parataxis, or as a
#: conjunct or unlabelled dependent after "so" taken as a coordinator.
_DIRECTIVE_DEPS = _MISREAD_CLAUSE_DEPS | {"conj", "dep"}


def _imperative(verb: Token) -> bool:
    """Is ``verb`` the bare verb of an imperative: base form (VB), no subject, no auxiliary or
    "to" before it (Quirk et al. 1985 §11.24)?"""
    return (
        verb.tag_ == "VB"
        and subject_of(verb) is None
        and not any(c.dep_ in ("aux", "auxpass", "mark") for c in verb.children)
    )


#: Verbs of the cross-reference formula of reference works ("..., see RAID for example",
#: "compare X"): a bare imperative that sends the reader to another entry (Quirk et al. 1985
#: §11.24 on imperatives; Landau 2001 "Dictionaries: The Art and Craft of Lexicography" ch. 3 on
#: cross-references). Stop 71, im76.
CROSS_REFERENCE_VERBS = frozenset({"see", "compare"})


def cross_reference_cut(doc: Doc, needed: set[int]) -> tuple[Doc, dict[int, int]] | None:
    """The sentence without a cross-reference imperative that ends it, hung on the root without
    a coordinator ("Some devices have a MTTR of zero, see RAID for example": "see" a conj of
    "have"), with the old -> new index map, or None.

    The cross-reference is a directive to the reader, a speech act of its own with no truth
    value (Searle 1969), not a predicate of the trigger's subject; kept in the clause it reads
    as part of it ("Not all devices have a MTTR of zero see RAID for example", ungrammatical).
    The hypothesis and the embeddings are the trigger's clause, as with ``directive_clause_cut``.
    Only with no coordinator before the verb: "and see" would coordinate a predicate. Stop 71,
    im76 (blind review s1203c, class 3: 3 pairs)."""
    if not needed:
        return None
    root = _root(doc)
    for verb in doc:
        if verb.lemma_.lower() not in CROSS_REFERENCE_VERBS or not _imperative(verb):
            continue
        if verb.head.i != root.i or verb.dep_ not in _DIRECTIVE_DEPS or verb.i <= max(needed):
            continue
        start = min(t.i for t in verb.subtree if not t.is_punct)
        if start != verb.i or any(c.dep_ == "cc" and root.i < c.i < verb.i for c in root.children):
            continue
        if start > 0 and doc[start - 1].text in (",", ";"):
            start -= 1
        last = len(doc) - 1
        while last > start and doc[last].is_punct and doc[last].text in SENTENCE_STOPS:
            last -= 1
        if last != verb.right_edge.i and not all(
            doc[i].is_punct for i in range(verb.right_edge.i + 1, last + 1)
        ):
            continue
        keep = {t.i for t in doc} - set(range(start, last + 1))
        return reduced_doc(doc, keep, root.i)
    return None


def contrastive_predicate_conjunct(doc: Doc) -> bool:
    """Is a later predicate conjunct that shares the root's quantified subject linked by
    "but/yet" ("Some of these are outdated but need to be kept")?

    "but" adds a contrast between the conjuncts, a conventional implicature that is not in the
    scope of negation (Grice 1975; Blakemore 1987 on "but" as a denial of expectation; Horn
    1989 ch. 7): "Not all of these are outdated but need to be kept" has no reading where "not
    all" takes the coordination, and the contrast then has nothing to contrast with. Cutting
    the conjunct changes the quantifier's claim (the shared subject scopes over both
    predicates, fifty-eighth pass), so no pair, as with ``modal_predicate_conjunct``. Stop 71,
    im76 (blind review s1203c, class 3)."""
    root = _root(doc)
    return any(
        c.dep_ == "cc" and c.lower_ in CONTRAST_COORDINATORS and root.i < c.i < conj.i
        for conj in later_predicates(root)
        for c in root.children
    )


def in_degree_result_clause(doc: Doc, token_i: int | None) -> bool:
    """Is the trigger inside the result clause of a degree "so/such ... (that)" ("memory was so
    expensive that most programs stored two digits")?

    The clause is the complement of the degree word (Huddleston & Pullum 2002 ch. 11 §4.6 and
    ch. 13 §2 on "so ... that" result complements; Quirk et al. 1985 §15.50): it is asserted as
    what the degree led to. The hypothesis negates inside it and keeps the frame ("memory was so
    expensive that not all programs stored ..."), which claims that the expense caused the
    "not all", and an embedding of the whole sentence is about the degree, not the trigger.
    Lifting the clause out would strand the adverbials of the matrix, so no pair. Stop 71,
    im76 (blind review s1203c, class 3)."""
    if token_i is None:
        return False
    tok = doc[token_i]
    for clause in [tok, *tok.ancestors]:
        if clause.dep_ != "ccomp" or clause.pos_ not in ("VERB", "AUX"):
            continue
        degree = clause.head
        if degree.pos_ in ("ADJ", "ADV", "NOUN") and any(
            (c.lower_ in RESULT_DEGREE_WORDS and c.dep_ in ("advmod", "amod", "predet"))
            or _postposed_enough(c, clause)
            for c in degree.children
        ):
            return True
    return False


def _postposed_enough(modifier: Token, clause: Token) -> bool:
    """Is ``modifier`` a postposed "enough" whose result clause is ``clause`` ("important
    enough that some rivals copied the name")? "Enough" after its head licenses a result
    complement as "so" before it does, finite "that" clauses included (Huddleston & Pullum 2002
    ch. 13 on the complements of "enough", "too" and "so"; Quirk et al. 1985 §15.50 on result
    clauses), and the clause is asserted as what the degree led to: "important enough that not
    all rivals copied the name" claims that the importance caused the "not all". Stop 72, im79
    (blind review s1204c)."""
    return (
        modifier.lower_ == "enough"
        and modifier.dep_ == "advmod"
        and modifier.head.i < modifier.i < clause.i
    )


def directive_clause_cut(doc: Doc, needed: set[int]) -> tuple[Doc, dict[int, int]] | None:
    """The sentence without an imperative after a comma and "so" that ends it ("That makes
    them dangerous in most fights, so beware of being caught by two": "beware" a ccomp of the
    root; or, with the root the imperative, "watch" over the trigger's clause), with the old ->
    new index map, or None.

    The imperative is a directive the speaker draws from the assertion before it (Sweetser 1990
    ch. 4 on speech-act "so"), a speech act of its own that has no truth value to imply or deny
    (Searle 1969; Gazdar 1979 ch. 3 computes the implicature per assertion). Under the added
    negation or modal the assertion no longer motivates it ("That doesn't make them dangerous
    in all fights, so beware ..."), and an embedding cannot hold it ("Does that make them ...,
    so beware ...?"). The hypothesis and the embeddings are the trigger's clause: the cut runs
    from the comma to the end of the sentence. Stop 64, im62 (blind review s1202q, class 4).
    ``needed``: the indices the rewrites use."""
    if not needed:
        return None
    root = _root(doc)
    for verb in doc:
        if verb.pos_ not in ("VERB", "AUX") or not _imperative(verb):
            continue
        if verb.i != root.i and not (verb.head.i == root.i and verb.dep_ in _DIRECTIVE_DEPS):
            continue
        start = min(t.i for t in verb.subtree if not t.is_punct)  # its comma hangs on it
        if verb.i == root.i:  # the trigger's clause hangs on the imperative: start at its link
            start = next((c.i for c in verb.children if c.lower_ in DIRECTIVE_LINKS), verb.i)
        elif start > 0 and doc[start - 1].lower_ in DIRECTIVE_LINKS:
            start -= 1  # "so" a cc of the root, the imperative its conj/dep
        link = doc[start]
        if link.lower_ not in DIRECTIVE_LINKS or link.head.i not in (verb.i, root.i):
            continue
        if start == 0 or doc[start - 1].text not in (",", ";") or start - 1 <= max(needed):
            continue
        top = root
        if verb.i == root.i:
            tops = [c for c in verb.children if c.i < start - 1 and c.dep_ in _MISREAD_CLAUSE_DEPS]
            if len(tops) != 1 or not all(tops[0].left_edge.i <= i < start for i in needed):
                continue
            top = tops[0]
        last = len(doc) - 1
        while last > start and doc[last].is_punct and doc[last].text in SENTENCE_STOPS:
            last -= 1
        drop = set(range(start - 1, last + 1))
        keep = {t.i for t in doc} - drop
        return reduced_doc(doc, keep, top.i)
    return None


def misattached_predicate_cut(
    doc: Doc, token_i: int | None, needed: set[int]
) -> tuple[Doc, dict[int, int]] | None:
    """The sentence without a predicate conjunct after the trigger's phrase that the parse hung
    on a noun ("It is immune to most spells and throws both rocks and logs": "throws" a conj
    of "spells"), with the old -> new index map, or None.

    A finite verb with its own object after "and/but" and no subject of its own is a second
    predicate of the sentence's subject (Quirk et al. 1985 §13.93 on predicate coordination),
    whatever noun the parse attached it to; the clause cut (``clause_scope.trigger_clause``)
    drops the root's predicate conjuncts only, so this one stayed inside the negated hypothesis
    ("It isn't immune to all spells and throws ...": the negation's scope over the second
    conjunct is unclear, Horn 1989 ch. 7). Each conjunct is asserted and implicates on its own
    (Gazdar 1979 ch. 3), so the hypothesis and the embeddings are about the trigger's conjunct:
    the cut runs from the coordinator to the end of the sentence, since the parse also hung the
    conjunct's own adjuncts on the noun. Not when the trigger is in the shared subject, which
    scopes over both predicates (``shared_quantified_subject``; sixty-sixth pass, class 1).
    ``needed``: the indices the rewrites use."""
    if token_i is None or not needed:
        return None
    root = _root(doc)
    subject = subject_of(root)
    if root.pos_ not in ("VERB", "AUX") or subject is None:
        return None
    if token_i in {t.i for t in subject.subtree}:
        return None
    finite = root.tag_ if root.tag_ in TENSED_TAGS else None
    finite = finite or next(
        (c.tag_ for c in root.children if c.dep_ in ("aux", "auxpass") and c.tag_ in TENSED_TAGS),
        None,
    )
    for verb in doc:
        if verb.dep_ != "conj" or verb.pos_ != "VERB" or verb.tag_ != finite:
            continue
        if verb.head.pos_ not in ("NOUN", "PROPN") or subject_of(verb) is not None:
            continue
        if not any(c.dep_ in ("dobj", "prep", "prt") for c in verb.children):
            continue  # "spells and charms/VBZ": a bare noun misread as a verb
        link = next(
            (
                c
                for c in verb.head.children
                if c.dep_ == "cc" and c.i < verb.i and c.lower_ in ASSERTION_COORDINATORS
            ),
            None,
        )
        if link is None or any(not doc[i].is_punct for i in range(link.i + 1, verb.left_edge.i)):
            continue
        if link.i <= max(needed):
            continue  # the trigger's phrase must come first, whole
        if root.i not in {t.i for t in verb.head.ancestors}:
            continue
        first = link.i - 1 if doc[link.i - 1].text == "," else link.i
        end = len(doc)
        while end > 0 and doc[end - 1].text in SENTENCE_STOPS:
            end -= 1
        keep = {t.i for t in doc} - set(range(first, end))
        return reduced_doc(doc, keep, root.i)
    return None


def shared_quantified_subject(doc: Doc, f: dict[str, Any]) -> bool:
    """Is the trigger inside the subject of the root, which a later predicate conjunct without a
    subject of its own shares ("Most users consider it irrelevant and therefore ignore it")?
    The quantifier then scopes over the whole coordination (see the module), so the clause cut
    must not drop the later predicate: the hypothesis keeps it ("Not all users consider it
    irrelevant and therefore ignore it")."""
    if f.get("token_i") is None:
        return False
    root = _root(doc)
    if root.pos_ not in ("VERB", "AUX"):
        return False
    subject = subject_of(root)
    if subject is None or f["token_i"] not in {t.i for t in subject.subtree}:
        return False
    return bool(later_predicates(root))


def modal_predicate_conjunct(doc: Doc) -> bool:
    """Does a later predicate conjunct that shares the root's subject carry a modal of its own
    ("Some unique blades are always identified and may have special properties")? Kept whole
    under the shared quantifier (``shared_quantified_subject``), the hypothesis puts the modal
    under "not all" ("Not all unique blades are always identified and may have ...") where the
    negation's scope over the coordination and over the modal is unclear: "may" takes scope
    over negation as readily as under it (Palmer 2001 ch. 4; Horn 1989 ch. 7 on the scope of
    negation), and the review found it awkward (s1202n). Cutting the conjunct would change the
    quantifier's claim (fifty-eighth pass), so no pair (sixty-sixth pass, class 5)."""
    root = _root(doc)
    return any(
        c.dep_ == "aux" and c.tag_ == "MD" for conj in later_predicates(root) for c in conj.children
    )


def later_predicates(root: Token) -> list[Token]:
    """The verb conjuncts after ``root`` that share its subject (no subject of their own, not
    the closing member of a noun list)."""
    return [
        c
        for c in root.children
        if c.dep_ == "conj"
        and c.pos_ in ("VERB", "AUX")
        and c.i > root.i
        and subject_of(c) is None
        and not _closes_noun_list(c)
    ]


def embedding_drops_predicate(text: str, root: Token) -> bool:
    """Does an embedded premise ``text`` built on ``root`` lack a later shared predicate that
    the hypothesis keeps ("It's possible that many firmware files are non-free." beside "Not
    all firmware files are non-free and are thus located in this repository.")? The premise
    and the hypothesis must then be about different propositions: the operator wraps "many N
    are A" while "not all" denies "all N are A and B" (Partee 1970; s1202d impl-000/018/023:
    the second conjunct must be in both or in neither). Read on the last word of each conjunct,
    which no embedding rewrites."""
    lowered = text.lower()
    for conj in later_predicates(root):
        last = [t for t in conj.subtree if not t.is_punct]
        # a word-boundary search, not a whitespace split: the token may be part of a hyphenated
        # word or carry a clitic ("open-source", "isn't")
        if last and not re.search(rf"(?<!\w){re.escape(last[-1].lower_)}(?!\w)", lowered):
            return True
    return False


def premise_drops_hypothesis_words(premise: str, hypothesis: str, doc: Doc) -> bool:
    """Does the embedded ``premise`` lack a content word of the sentence ``doc`` that the
    ``hypothesis`` keeps? Used when the embedder says it cut a later conjunct
    (``other-conjunct-dropped``) on a clause the hypothesis keeps whole: a list the parse split
    into a noun-phrase and a verb-phrase member ("Do many teas have caffeine, bitter notes?"
    beside "Not all teas have caffeine, bitter notes, or are too strong"). The operator then
    wraps another proposition than the one "not all" denies, and a disjunct dropped from the
    premise changes what the quantifier ranges over (Partee 1970; the same requirement as
    :func:`embedding_drops_predicate`, read on the words when the parse shows no predicate
    coordination; stop 92, im112: both such rows of the prior's training set were rejected)."""
    lowered_premise = premise.lower()
    lowered_hypothesis = hypothesis.lower()
    for tok in doc:
        if (
            not tok.is_alpha
            or tok.is_stop
            or tok.pos_ not in ("NOUN", "PROPN", "VERB", "ADJ", "ADV")
        ):
            continue
        pattern = rf"(?<!\w){re.escape(tok.lower_)}(?!\w)"
        base = rf"(?<!\w){re.escape(tok.lemma_.lower())}(?!\w)"
        if not re.search(pattern, lowered_hypothesis):
            continue
        if not re.search(pattern, lowered_premise) and not re.search(base, lowered_premise):
            return True  # the lemma covers "Did most users edit" beside "... edited"
    return False


#: Tags of a verb form that a fronted operator selects: perfect "have" a past participle,
#: progressive "be" an "-ing" form, a modal or "do" the base form.
_SELECTED_FORMS = frozenset({"VBN", "VBG", "VB"})


def question_operator_shared(root: Token) -> bool:
    """Can one fronted operator head every shared predicate of a yes/no question ("Have many
    companies upgraded their staff and tested new techniques?", "Do most users read it and
    ignore it?")? Subject-auxiliary inversion fronts the first conjunct's operator only
    (Quirk et al. 1985 §3.23, §13.93 on a shared auxiliary): each later predicate must then be
    the form that operator selects, with no operator of its own. Not "Are many Linux
    distributions derivatives of Debian and reuse its tools?" (a copula cannot govern the
    finite "reuse"; s1202d impl-054; do-support, which the embedding spreads to each lexical
    conjunct, is not available after a copula), nor "Are many files non-free and are thus located ...?"
    (the conjunct's own "are" stays uninverted): no question pair for them."""
    aux = [c for c in root.children if c.dep_ in ("aux", "auxpass")]
    for conj in later_predicates(root):
        if any(c.dep_ in ("aux", "auxpass") for c in conj.children):
            return False  # "... and are thus located": an operator of its own
        if conj.lemma_ == "be":
            return False  # "... and is free": a second copula stays uninverted
        if aux:
            if conj.tag_ != root.tag_ or conj.tag_ not in _SELECTED_FORMS:
                return False  # "have upgraded ... and tested" (VBN, VBN) is shared
            continue
        if root.lemma_ == "be":
            return False  # a copula cannot be the operator of a lexical verb
    return True  # do-support: the embedding puts every lexical conjunct in the base form
    # ("Did most farmers keep the grain and sell it later?")


def _closes_noun_list(conj: Token) -> bool:
    """Does the verb-tagged conjunct follow ", and" after a member of a list of noun phrases
    ("traits like true teeth, a stomach, and paired/VBN appendages")? The serial comma marks
    the last member of that list (Quirk et al. 1985 §13.62, App. III.16), so the "verb" is an
    attributive participle the parse took for a predicate, and the sentence is no predicate
    coordination."""
    doc = conj.doc
    link = conj.left_edge.i - 1
    if link < 2 or doc[link].dep_ != "cc" or doc[link - 1].text != ",":
        return False
    before = doc[link - 2]
    while before.i > 0 and before.dep_ not in ("appos", "conj") and before.head.i > before.i:
        before = before.head  # "a stomach": from the determiner to its noun
    return before.dep_ in ("appos", "conj") and before.pos_ in ("NOUN", "PROPN")


def evidential_raising(head: Token) -> bool:
    """Is the trigger's clause headed by evidential "seem/appear" with a "to" complement ("Some
    of you seem to have hardcoded ...")? No question and no "It's possible that" frame is
    written around it (see the module): "Do some of you seem to have ...?" asks about the
    speaker's own impression."""
    node = head
    if node.lemma_.lower() not in EVIDENTIAL_RAISING:
        node = node.head if node.dep_ == "xcomp" else node
    if node.lemma_.lower() not in EVIDENTIAL_RAISING:
        return False
    return any(c.dep_ == "xcomp" for c in node.children)


#: Openers of an exemplifying apposition (Quirk et al. 1985 §17.77-17.80).
_EXAMPLE_OPENERS = (("such", "as"), ("including",), ("e.g.",), ("for", "example"))


def stranded_examples(doc: Doc, text: str) -> bool:
    """Does ``text`` (a rewrite of ``doc``) keep the rest of an exemplifying list whose opener
    and first member a cut removed ("programs for forensic analysis, such as Kali Linux (see
    ...), with its forensic mode, BlackArchLinux, and the commercial Grml" -> "programs for
    forensic analysis with its forensic mode, BlackArchLinux, and the commercial Grml")? The
    examples after "such as" are one appositive constituent (Quirk et al. 1985 §17.77 on
    exemplifying apposition; §13.62 on a list closed by ", and"), so its later members belong to
    nothing once the opener is gone (s1202d impl-009). The rest counts as a list when it is not
    a predicate (its first word is no verb) and closes with ", and/or"."""
    lower = text.lower()
    for tok in doc:
        opener = next(
            (
                o
                for o in _EXAMPLE_OPENERS
                if tuple(t.lower_ for t in doc[tok.i : tok.i + len(o)]) == o
            ),
            None,
        )
        if opener is None or tok.i == 0 or doc[tok.i - 1].text != ",":
            continue
        if " ".join(opener) in lower:
            continue  # the opener is kept: nothing stranded
        comma = next((t for t in doc[tok.i + len(opener) :] if t.text == ","), None)
        if comma is None or comma.i + 1 >= len(doc):
            continue
        rest = doc[comma.i + 1 :]
        if rest[0].pos_ in ("VERB", "AUX") or rest[0].lower_ in ASSERTION_COORDINATORS:
            continue  # "Many fruits, such as apples, are sweet": the host's predicate goes on
        closes = any(
            t.text == "," and t.i + 1 < len(doc) and doc[t.i + 1].lower_ in ("and", "or")
            for t in rest
        )
        start = " ".join(t.text for t in rest[:3] if not t.is_punct).lower()
        if closes and start and start in " ".join(lower.split()):
            return True
    return False


#: The two-word negative coordinators whose second part introduces the denied alternative
#: ("plain rather than pretty", "warm instead of hot"; Quirk et al. 1985 §13.35, §9.7).
_FOIL_MARKERS = frozenset({("rather", "than"), ("instead", "of")})
#: Focusing words after "not" that make "not only/just X but Y" additive: X is asserted, not
#: denied (Quirk et al. 1985 §13.37; Horn 1989 ch. 6).
_ADDITIVE_AFTER_NOT = frozenset({"only", "just", "merely", "simply", "solely"})


def in_denied_foil(doc: Doc, token_i: int | None) -> bool:
    """Is the scalar item inside the denied member of a contrastive coordination: the foil of
    "rather than"/"instead of" ("She was plain rather than pretty", "Rather than some of the
    staff, all of them came") or the negated first member of "not X but Y" ("The soup was not
    warm but hot")?

    The foil is not asserted but denied (Horn 1989 ch. 6 on contrastive and metalinguistic
    negation; Quirk et al. 1985 §13.35 on "rather than" as a negative coordinator), so the item
    raises no upper-bound implicature ("plain rather than pretty" implicates nothing about
    "beautiful"), and in "not warm but hot" the implicature "not hot" would even contradict the
    sentence. No pair (s9701 class 1, stop 97, im120). The asserted member ("pretty rather than
    beautiful") and an additive "not only X but (also) Y" are left alone."""
    if token_i is None:
        return False
    token = doc[token_i]
    for node in [token, *token.ancestors]:
        if node.head.i == node.i or node.dep_ in ("relcl", "acl"):
            break  # a relative or other clause inside the foil's noun phrase is not denied
            # with it ("instead of the syrup most bakers use": the bakers' use stands)
        start = node.left_edge.i
        if start >= 2 and (doc[start - 2].lower_, doc[start - 1].lower_) in _FOIL_MARKERS:
            return True
        if (
            node.lower_ in ("than", "of")
            and node.i >= 1
            and node.i < token_i
            and (doc[node.i - 1].lower_, node.lower_) in _FOIL_MARKERS
        ):
            return True
        if (
            start >= 1
            and doc[start - 1].lower_ in ("not", "n't")
            and any(
                c.dep_ == "conj"
                and any(
                    cc.dep_ == "cc" and cc.lower_ == "but" and node.i < cc.i < c.i
                    for cc in node.children
                )
                for c in node.children
            )
        ):
            return True
    return False
