"""``draft``: the drafter per trigger type (``DRAFTERS``) and the checks every draft passes
(well-formedness, subject pronouns, ordering anaphors, deixis, unlicensed NPIs).
"""

from __future__ import annotations

import re
from typing import Any

from spacy.tokens import Doc, Token

from ...lexicon.closed_class import (
    ARTICLE_OR_POSSESSIVE_DETERMINERS,
    DEMONSTRATIVES,
    NEGATIVE_DETERMINERS,
)
from ...lexicon.tables import word_set
from ...lexicon.wordnet import (
    wordnet,
)
from ...records import Candidate
from ...syntax import (
    ANAPHORIC_SUBJECTS,
    DOUBLE_QUOTES,
    NPI_LICENSORS,
    simple_present,
    verb_lemma,
)
from .._result import capitalise, lower_first
from ..anaphora import (
    _CONTROL_ADJECTIVES,
    definite_holder,
    intervening_nouns,
    rebound_standard_pronoun,
    reported_subject_pronoun,
)
from ..clause_scope import fronted_clause_read_as_root
from ..discourse import repaired_text, speaker_free
from .aspectual import (
    _draft_aspectual,
)
from .change_of_state import (
    _draft_change_of_state,
)
from .clause_embedding import (
    _draft_clause_embedding,
)
from .clefts import (
    _draft_clefts,
)
from .comparative import (
    _draft_comparative,
)
from .draft_content import compound_piece
from .embedded_question import (
    _draft_embedded_question,
)
from .helpers import (
    FUSED_NATIONALITY_ENDINGS,
    NP_FOCUS_PARTICLES,
    SENTENCE_ADVERBS,
    Draft,
    _np,
    _plural,
    _subject,
)
from .implicative import (
    _draft_implicative,
)
from .numeric import (
    _draft_numeric,
)
from .only import (
    _draft_only,
)
from .possessive import (
    _draft_possessed,
)
from .re_verbs import (
    _draft_re_verb,
)
from .shared import (
    _POSSESSIVE_SUBJECT_FORM,
    PRONOUN_FAMILIES,
    PRONOUN_UNRESOLVED,
    UNLICENSED_NPI,
    _agrees_as,
    _controller,
    _expletive_it,
    _subject_of_auxiliary,
    _trigger_token,
    _writable_antecedent,
)
from .temporal import (
    _draft_temporal,
)

#: Flag of a "find" change-of-state draft (the drafting of ``draft_for``; pipeline/flags.py).
FIND_NOT_CHANGE_OF_STATE = "find-not-change-of-state"

#: Words grammar may double ("he had had enough", "she said that that was final").
_MAY_DOUBLE = frozenset({"had", "that"})


_DOUBLED = re.compile(r"\b(\w+)\s+\1\b", re.IGNORECASE)


_BRACKETS = (("(", ")"), ("[", "]"), ("\u201c", "\u201d"))


#: A draft ending in an auxiliary or modal is VP ellipsis ("They could."): its content is in
#: the discourse, not in the draft (Huddleston & Pullum 2002 ch. 17 §7, post-auxiliary ellipsis).
_ELLIPTICAL_END = re.compile(
    r"\b(?:can|could|will|would|shall|should|may|might|must|do|does|did|has|have|had|"
    r"is|are|was|were|am|be|been|to)(?:\s+not|n't)?\s*\.$",
    re.I,
)


#: A draft that opens with a relative word is a relative clause cut from its antecedent ("Which
#: doesn't seem fair."): its subject is the antecedent, which the draft no longer has.
_RELATIVE_START = re.compile(r"[\"'\u201c]?(?:which|who|whom|whose|where)\b", re.I)


#: An article right before another article ("Children has a The area's hospital"): a noun
#: phrase has one central determiner (Quirk et al. 1985 §5.13), so two in a row are a noun
#: phrase spliced into another.
_DOUBLE_DETERMINER = re.compile(r"\b(?:a|an|the)\s+(?:a|an|the)\b", re.I)


#: A closing quotation mark right after a stop ('... come back!"').
_QUOTATION_END = re.compile(r'\w[.!?]["\u201d]$')


def well_formed(text: str) -> bool:
    """A draft is a sentence a reviewer can read as one: it starts with a capital letter (or a
    digit), ends with a period, has balanced brackets and double quotes, no doubled word, no
    VP ellipsis at its end and no relative word at its start.
    A builder that cannot guarantee this returns no draft: a missing pair costs less than a bad
    one (docs/presupposition.md)."""
    text = text.strip()
    if _QUOTATION_END.search(text):
        # a draft that ends on a direct quotation ends with the quotation's own stop inside
        # the closing mark (Quirk et al. 1985 App. III.28): 'She said, "Come back!"'
        text = text[:-2] + text[-1] + "."
    if len(text) < 3 or not text.endswith(".") or text.endswith(".."):
        return False
    first = text.lstrip("\"'\u201c")[:1]
    if not (first.isupper() or first.isdigit()):
        return False
    if any(text.count(a) != text.count(b) for a, b in _BRACKETS) or text.count('"') % 2:
        return False
    if re.search(r"\s[,.;:!?]", text):
        return False
    if _ELLIPTICAL_END.search(text) or _RELATIVE_START.match(text):
        return False
    if _DOUBLE_DETERMINER.search(text):
        return False
    return not any(m.group(1).lower() not in _MAY_DOUBLE for m in _DOUBLED.finditer(text))


#: Subject pronouns an adverbial clause's draft replaces by the main clause's subject.


def _agrees(pron: Token, np: Token) -> bool:
    """``np`` can be the antecedent of ``pron`` by number and animacy ("he"/"she": one person;
    "it": one non-person; "they": a plural)."""
    return _agrees_as(pron.lower_, np)


def _resolved_main_subject(trig: Token, text: str) -> str | None:
    """``text`` with its opening subject pronoun replaced by its antecedent when the sentence
    names it in an adverbial clause fronted before the pronoun ("After the company lost money,
    it stopped paying dividends" -> "The company had been paying dividends before", not "It had
    been ..."): the draft stands alone, so a pronoun whose referent the sentence names is left
    unresolved in it (round 31, class 4). The subject of a preceding adverbial clause is the
    preferred antecedent of the main clause's subject pronoun (subject/parallelism preference,
    Crawley & Stevenson 1990; Kehler 2002 ch. 6); only when it agrees and no other noun of that
    clause could be the antecedent (as :func:`bound_pronoun_forms`); otherwise None."""
    reporter = _reporter_antecedent(trig, text)
    if reporter is not None:
        return reporter
    head = trig
    while _subject(head) is None and head.dep_ not in ("ROOT", "conj") and head.head.i != head.i:
        head = head.head
    pron = _subject(head)
    if pron is None or pron.lower_ not in ANAPHORIC_SUBJECTS:
        return None
    if pron.lower_ == "it" and _anticipatory_it(head):
        return None
    opening = pron.text[:1].upper() + pron.text[1:] + " "
    if not text.startswith(opening):
        return None
    clauses = _fronted_clauses(head, pron)
    if not clauses and head.dep_ == "conj" and head.head.i < pron.i:
        # "Eddie shook hands, and then he left the stage": the first conjunct's subject
        clauses = [head.head]
    if not clauses:
        # "Peace cannot be kept by force; it can only be achieved by understanding": a clause
        # before a semicolon or colon, which the parser hangs on the pronoun's clause; its
        # subject is the preferred antecedent of the next clause's subject pronoun (centering's
        # backward-looking center, Grosz, Joshi & Weinstein 1995; the subject preference above)
        clauses = [
            k
            for k in head.children
            if k.dep_ in ("ccomp", "parataxis")
            and k.right_edge.i < pron.i
            and any(t.text in (";", ":") for t in head.doc[k.right_edge.i + 1 : pron.i])
        ]
    reported = (
        head.dep_ == "ccomp"
        and head.head.i < pron.i
        and not any(
            (k := _subject(c)) is not None and k.pos_ in ("NOUN", "PROPN") and _agrees(pron, k)
            for c in clauses
        )
    )
    if reported:
        # "Luong explains that, soon after the takeover, she began planning ...": the subject
        # of a verb of saying or thinking is the antecedent a reader takes for the subject
        # pronoun of its complement clause (the reported speaker, logophoric reference: Sells
        # 1987 "Aspects of logophoricity"; Kuno 1987 *Functional Syntax* ch. 3), when it is
        # the sentence's only agreeing noun before the pronoun
        clauses = [head.head]
    if len(clauses) != 1:
        return None
    clause = clauses[0]
    subj = _subject(clause)
    if (
        subj is None
        or subj.pos_ not in ("NOUN", "PROPN")
        or not _writable_antecedent(pron.lower_, subj)
    ):
        return None
    own = (
        {t.i for t in clause.subtree}
        if clause.dep_ == "advcl"
        else {t.i for t in clause.doc if t.i < pron.i}
        if reported
        else {t.i for t in clause.subtree if t.i < pron.i} - {t.i for t in head.subtree}
    )
    rivals = [
        t
        for t in clause.doc
        if t.i in own
        and t.i not in {s.i for s in subj.subtree}
        and t.pos_ in ("NOUN", "PROPN")
        and t.dep_ != "compound"
        and _rival_antecedent(pron, t)
    ]
    if rivals or _rival_pronoun(pron, subj, [t for t in clause.doc if t.i in own]):
        return None
    np = _without_supplement(subj, _np(subj))
    if not np:
        return None
    return capitalise(np) + " " + text[len(opening) :]


def _without_supplement(subj: Token, np: str | None) -> str | None:
    """``np`` (the noun phrase of ``subj``) cut before a participle clause set off by a comma
    after the noun ("the old woman, sitting by the window, ..." -> "the old woman"): a
    supplementive clause is no part of the noun phrase's reference but a clause of its own,
    about the time of the clause it sits in (Quirk et al. 1985 §15.58-15.60; H&P 2002 ch. 15
    §5), and carried into another clause's draft ("The old woman, sitting by the window, was
    in the study before") it asserts the sitting of another time. Only a supplement right
    after the noun's own words; otherwise ``np`` as it is (stop 99, pr227)."""
    if not np:
        return np
    doc = subj.doc
    for k in subj.children:
        if k.dep_ != "acl" or k.i < subj.i or k.left_edge.i < 1:
            continue
        comma = doc[k.left_edge.i - 1]
        if comma.text != "," or any(g.i > subj.i and g.i < comma.i for g in subj.children):
            continue
        start = doc[subj.left_edge.i]
        if not np.lower().startswith(start.text.lower()):
            return np
        return np[: comma.idx - start.idx].rstrip()
    return np


def _fronted_clauses(head: Token, pron: Token) -> list[Token]:
    """The adverbial clauses fronted before the subject pronoun ``pron`` of ``head``: its own
    ``advcl`` children before the pronoun, and a clause the parse hangs on a preposed adverb of
    ``head`` ("As soon as the old woman heard the news, she left": "heard" on "soon"). "as
    soon as", "as long as", "so long as" are complex subordinators whose clause is an adverbial
    of the main clause (Quirk et al. 1985 §14.12, §15.25), however the parse splits them, so
    its subject is the preferred antecedent of the main clause's subject pronoun as any fronted
    clause's is (stop 99, pr227)."""
    out = [c for c in head.children if c.dep_ == "advcl" and c.i < pron.i]
    out += [
        g
        for k in head.children
        if k.dep_ == "advmod" and k.i < pron.i
        for g in k.children
        if g.dep_ == "advcl" and g.i < pron.i
    ]
    return sorted(out, key=lambda t: t.i)


def _rival_pronoun(pron: Token, subj: Token, words: list[Token]) -> bool:
    """Whether the earlier clause holds a personal pronoun of ``pron``'s family other than a
    possessive and outside its subject ("the spirit convulsed him and he fell": "him"). A
    non-reflexive object pronoun is not coreferent with its own clause's subject (binding
    Principle B, Chomsky 1981), so it names a second referent that agrees with ``pron`` as
    well as the subject does, and the subject preference gives way to coherence: in a
    cause-effect sequence the one acted on is the one who falls (Kehler 2002 ch. 6; Kehler et
    al. 2008 on pronoun interpretation by coherence relation). With two agreeing referents the
    antecedent is not fixed by grammar, and the draft keeps the pronoun, the trigger verb's own
    subject (review ab88 pres-008/013: "The spirit was upright before"). A possessive may be
    the subject's own ("Eddie shook his hand, and then he left") and is no rival, as in
    ``bound_pronoun_forms``; so may the subject pronoun of a clause inside the first conjunct.
    """
    family = PRONOUN_FAMILIES.get(pron.lower_)
    if family is None:
        return False
    inside = {t.i for t in subj.subtree}
    return any(
        t.lower_ in family
        # a subject pronoun of a clause inside the first conjunct ("The man departed to live
        # where he could find a place, and he came ..."): bound by that conjunct's subject
        # (Reinhart 1983), the same referent, no rival
        and t.dep_ not in ("poss", "nsubj", "nsubjpass")
        and t.i not in inside
        and t.i != pron.i
        for t in words
    )


def _reporter_antecedent(trig: Token, text: str) -> str | None:
    """ "Thousands of users found that they could use the program" -> "Thousands of users could
    use the program": a draft made of the embedding verb's content clause opens with that
    clause's subject pronoun ("he", "she", "they"), whose antecedent is the subject of the verb
    of finding, saying or thinking, the experiencer whose view the clause gives (logophoric
    reference, Sells 1987; Kuno 1987 ch. 3). The draft stands alone, and "They could use ..."
    names nobody (review s1204d), so the subject noun phrase takes the pronoun's place, when it
    agrees with it and no other noun between them, inside the subject's own modifiers too,
    could be the antecedent. A
    downward-entailing subject ("No users found that they ...", "Few users ...") does not give
    the clause of its members: no substitution (Ladusaw 1979)."""
    subj = _subject(trig)
    if subj is None or subj.pos_ not in ("NOUN", "PROPN") or subj.i > trig.i:
        return None
    pron = reported_subject_pronoun(trig)
    if pron is None:
        return None
    opening = pron.text[:1].upper() + pron.text[1:] + " "
    if not text.startswith(opening) or not _writable_antecedent(pron.lower_, subj):
        return None
    if any(
        k.dep_ in ("det", "amod", "advmod", "neg")
        and (k.lower_ in NEGATIVE_DETERMINERS or k.lower_ in ("few", "little", "not"))
        for k in [subj, *subj.children]
    ):
        return None
    if any(_agrees(pron, t) for t in intervening_nouns(subj, pron)):
        # any noun after the subject's own phrase ("Thousands of office workers") may be
        # the antecedent, a clause or apposition on the subject too ("The nurse, looking
        # at her patient, saw that he had a fever": the patient)
        return None
    np = _np(subj)
    return capitalise(np) + " " + text[len(opening) :] if np else None


def _standard_holder(trig: Token, text: str) -> str | None:
    """``text`` with the subject pronoun of a comparative standard in a lifted content clause
    replaced by the matrix subject that binds it ("The orcs discovered that the merfolk were
    tougher than they had imagined" -> "The merfolk were tougher than the orcs had
    imagined."), ``text`` unchanged when there is none, or None when the matrix subject is no
    name or definite noun phrase that can be written (no draft). Lifted out of its matrix, the
    pronoun loses its binder and takes the clause's own subject or nobody (Reinhart 1983 ch.
    7; ``anaphora.rebound_standard_pronoun``), so the draft would say what the merfolk
    imagined (stop 96, pr218; s9601 as evidence of the class). A draft that keeps the matrix
    ("The orcs discovered that ...") keeps the binder and is left alone."""
    for verb in trig.sent:
        clauses = [k for k in verb.children if k.dep_ == "ccomp" and k.i > verb.i]
        if not clauses:
            continue
        holder = _subject(verb)
        if holder is None or holder.pos_ not in ("NOUN", "PROPN") or holder.i > verb.i:
            continue
        if verb.doc[holder.i : verb.i + 1].text in text:
            continue  # the matrix is kept: the pronoun stays bound
        for clause in clauses:
            pron = rebound_standard_pronoun(clause, holder)
            if pron is None:
                continue
            mark = next(c for c in pron.head.children if c.dep_ == "mark")
            words = pron.doc[mark.i : pron.i + 1].text
            if text.count(words) != 1:
                continue  # not in the draft, or not to be told apart
            np = _np(holder) if definite_holder(holder, pron.lower_) else None
            if not np:
                return None
            first = holder.left_edge
            if np.startswith(first.text):
                np = lower_first(first) + np[len(first.text) :]  # "the orcs", "Krellis"
            return text.replace(words, pron.doc[mark.i : pron.i].text + " " + np)
    return text


def _unresolved_subject_pronoun(trig: Token, text: str) -> bool:
    """The draft opens with the subject pronoun of the trigger's clause ("It takes my mind off
    myself") whose antecedent :func:`_resolved_main_subject` could not name, while the
    sentence has a noun before the pronoun that agrees with it ("I've given up reading; I find
    it takes my mind off myself"): read alone, the draft's pronoun loses the referent the
    sentence gives it (Halliday & Hasan 1976 ch. 2 on endophoric reference), and the
    hypothesis says something of an unknown thing (blind review s1202w). Across a semicolon
    or colon, which joins independent clauses with no syntactic link between them (Quirk et
    al. 1985 App. III.18-III.21), and, since stop 76 (pr152), whenever the pronoun is the
    subject of an independent clause (:func:`_independent_clause`: the root, a coordinated or
    comma-spliced clause): "The use of the flag is discouraged as the mechanism is unreliable,
    and it might only work with 8-bit locales" -> "It works with 8-bit locales." leaves the
    premise's mechanism behind (review s1204o pres-005; the right hypothesis names it, which
    :func:`_resolved_main_subject` does when one subject is the clear antecedent). A pronoun
    of a time or content clause under the matrix keeps the reference its host gives it ("The
    coach praised him after he scored" -> "He scored."), as the time-clause drafts always
    have, and so do the nouns of an adverbial clause fronted on the pronoun's own clause,
    which :func:`_resolved_main_subject` weighs. A pronoun with no agreeing subject or object
    before it (``_ARGUMENT_DEPS``) refers
    outside the sentence, as the premise's same pronoun does: premise and hypothesis share
    the referent (NLI items routinely do, MNLI and NOPE among them), and the draft stays
    ("This only works on debug builds" -> "This works on debug builds", kept by the judge,
    s1204o; stop 76 pr150's rule against it is withdrawn)."""
    head = trig
    while _subject(head) is None and head.dep_ not in ("ROOT", "conj") and head.head.i != head.i:
        head = head.head
    main = _independent_clause(head)
    # the trigger's own clause, or the content clause a factive's draft is made of
    heads = [head, *(k for k in trig.children if k.dep_ == "ccomp")]
    for head in heads:
        pron = _subject(head)
        if pron is None or pron.lower_ not in ANAPHORIC_SUBJECTS or pron.i == 0:
            continue
        if pron.lower_ == "it" and _empty_it(head):
            continue
        if not text.startswith(pron.text[:1].upper() + pron.text[1:] + " "):
            continue
        independent = main and head is heads[0]
        # nouns of an adverbial clause fronted on the pronoun's own clause ("When the boys met
        # the girls, they ...") are :func:`_resolved_main_subject`'s to weigh; what it leaves
        # ambiguous stays as before (fourteenth pass)
        fronted = {t.i for k in _fronted_clauses(head, pron) for t in k.subtree}
        # a bare name is no agreeing antecedent of "he"/"she" (``gender_agrees``,
        # dx02: gender agreement is a hard filter and a name gives the grammar none), so it is
        # not one the draft leaves behind: "Mary sold her car, and she left Boston" -> "She was
        # in Boston before.", the premise's own pronoun (stop 77, mn79)
        return any(
            t.pos_ in ("NOUN", "PROPN")
            and _writable_antecedent(pron.lower_, t)
            and (
                t.dep_ in _ARGUMENT_DEPS or (t.dep_ == "compound" and t.head.dep_ in _ARGUMENT_DEPS)
            )
            and (
                (independent and t.i not in fronted)
                or any(k.text in (";", ":") for k in pron.doc[t.i + 1 : pron.i])
            )
            for t in pron.doc[: pron.i]
        )
    return False


def _copular_change(clause: Token) -> bool:
    """ "(It is starting to) get dark / grow cold": a change-of-state copula with a predicative
    adjective, whose "it" may be the empty "it" of weather and time (Quirk et al. 1985 §10.27);
    as ``_expletive_it`` does for "be", the clause is left alone, since "it got dark" cannot be
    told from "it got slow" without the adjective's sense."""
    return verb_lemma(clause) in ("get", "grow", "become", "turn") and any(
        c.dep_ == "acomp" for c in clause.children
    )


def _independent_clause(head: Token) -> bool:
    """``head`` is the verb of an independent clause: the root, or a clause coordinated with
    or spliced onto one ("conj", "parataxis"), as opposed to a subordinate clause under a host
    (Quirk et al. 1985 §14.4 on coordinate vs subordinate clauses; App. III.19 on the comma
    splice, which joins independent clauses as a semicolon does)."""
    while head.dep_ in ("conj", "parataxis") and head.head.i != head.i:
        head = head.head
    return head.dep_ == "ROOT"


def _empty_it(head: Token) -> bool:
    """The "it" subject of ``head`` (or of its infinitive/content complement) is the empty
    "it" of weather, time, raising or extraposition, which names nothing (``_expletive_it``,
    ``_anticipatory_it``, ``AMBIENT_IT_VERBS``, :func:`_copular_change`)."""
    clauses = [head, *(k for k in head.children if k.dep_ in ("xcomp", "ccomp"))]
    return _anticipatory_it(head) or any(
        _expletive_it(k) or verb_lemma(k) in AMBIENT_IT_VERBS or _copular_change(k) for k in clauses
    )


def _subordinate_it_apart(trig: Token, text: str) -> bool:
    """The draft opens with "It", the subject of a subordinate clause ("..., x++, returns x's
    original value before it was incremented" -> "It was incremented"), whose host clause has a
    noun subject, not "it". Read alone the draft's "it" takes the most salient referent of
    the premise, its main subject (centering's preferred center, Grosz, Joshi & Weinstein
    1995), while in the sentence it refers to a noun the draft drops, that subject or another
    (Halliday & Hasan 1976 ch. 2 on endophoric reference): the hypothesis speaks of an unknown
    thing (review s1204a pres-020/058). A host clause whose own subject is "it" ("Shortly after
    being turned on, it detects ...") shares the referent, and its draft stays; so does a
    subject :func:`_resolved_main_subject` names."""
    if not text.startswith("It "):
        return False
    head = trig
    while _subject(head) is None and head.dep_ not in ("ROOT", "conj") and head.head.i != head.i:
        head = head.head
    pron = _subject(head)
    if pron is None or pron.lower_ != "it" or head.dep_ not in ("advcl", "ccomp"):
        return False
    if _anticipatory_it(head, _RAISING_COPULAS) or verb_lemma(head) in AMBIENT_IT_VERBS:
        return False
    host = head.head
    while _subject(host) is None and host.dep_ == "conj" and host.head.i != host.i:
        host = host.head
    subj = _subject(host)
    return subj is not None and subj.pos_ in ("NOUN", "PROPN")


#: Dependencies of a clause's arguments: a subject pronoun's likely antecedents are the
#: subjects and objects before it (Crawley & Stevenson 1990; Kehler 2002 ch. 6), not the noun
#: of an adverbial phrase ("by the time it was built").
_ARGUMENT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "obj", "attr"})


#: Verbs of weather, whose "it" is the ambient subject with no referent (the word list's header
#: gives the sources: Huddleston & Pullum 2002 ch. 17 §2.4 on dummy "it", Bolinger 1977).
AMBIENT_IT_VERBS = word_set("verb_complement_weather_verbs")


#: Copulas that take an anticipatory "it" with an extraposed clause besides "be" ("it became
#: clear that ...", "it seemed likely that ..."; Quirk et al. 1985 §18.33, §16.21 on copular
#: "become/seem/appear/remain").
_RAISING_COPULAS = frozenset({"be", "become", "seem", "appear", "remain"})


def _anticipatory_it(head: Token, copulas: frozenset[str] = frozenset({"be"})) -> bool:
    """Whether "it" subject of ``head`` is anticipatory or empty, not a referring pronoun: a
    copula with a clause after its complement ("it was only a matter of time before Damon
    appeared", "it is clear that ...", "it was hard to leave"; Quirk et al. 1985 §18.33 on
    anticipatory "it"; Huddleston & Pullum 2002 ch. 16 §7 on extraposition). Such an "it"
    has no antecedent, so the subject of an earlier clause must not replace it ("The fake feud
    was a matter of time before ...": blind reviews, twenty-fifth pass)."""
    if head.lemma_ not in copulas:
        return False
    return any(
        k.dep_ in ("ccomp", "xcomp", "advcl", "csubj") and k.i > head.i for k in head.children
    ) or any(
        k.dep_ in ("acomp", "attr")
        and any(g.dep_ in ("ccomp", "xcomp", "advcl", "acl") for g in k.children)
        for k in head.children
    )


def _rival_antecedent(pron: Token, noun: Token) -> bool:
    """Whether ``noun`` in the fronted clause could be the antecedent of ``pron`` instead of
    that clause's subject: for "he"/"she" a person or a name not typed as a place or
    organisation ("When Mary moved to Boston, she ..."), for "it" another subject (an object
    loses to the subject for a subject pronoun, Crawley & Stevenson 1990: "After the company
    lost money, it ..."), for "they" any plural."""
    if pron.lower_ in ("he", "she"):
        if noun.pos_ == "PROPN":
            return noun.ent_type_ not in ("GPE", "LOC", "FAC", "ORG", "DATE", "EVENT", "NORP")
        return _agrees(pron, noun)
    if pron.lower_ == "it":
        return noun.dep_ in ("nsubj", "nsubjpass") and _agrees(pron, noun)
    return _agrees(pron, noun)


DRAFTERS = {
    "clefts": _draft_clefts,
    "only": _draft_only,
    "possessed_definites": _draft_possessed,
    "numeric_determiners": _draft_numeric,
    "re_verbs": _draft_re_verb,
    "temporal_adverbs": _draft_temporal,
    "embedded_question": _draft_embedded_question,
    "implicative_predicates": _draft_implicative,
    "aspectual_verbs": _draft_aspectual,
    "change_of_state": _draft_change_of_state,
    "clause_embedding_predicates": _draft_clause_embedding,
    "comparatives": _draft_comparative,
}


#: ``options["presupposition_tense"]``: "source" (default) drafts possession in the source's
#: tense; "imppres" in the present, as IMPPRES's possessed-definite paradigms do (its eval uses it).
TENSE_OPTION = "presupposition_tense"


#: Subordinators of a time clause that, with both clauses in the simple present, quantify over
#: occasions ("When a bee stings, it dies" = whenever; Declerck 1997 "When-clauses and temporal
#: structure" ch. 4; Farkas & Sugioka 1983 on generic when-clauses).
GENERIC_TIME_MARKS = frozenset({"when", "whenever", "before", "after", "once", "as soon as"})


#: Raising adjectives, whose "it" is the raised subject of the infinitive ("it is likely to
#: stop raining", "it is bound to remain popular"): Postal 1974 ch. 9; Huddleston & Pullum 2002
#: ch. 14 §5.2 (likely, certain, sure, bound, apt, liable, due).
_RAISING_ADJECTIVES = frozenset(
    {"likely", "unlikely", "certain", "sure", "bound", "apt", "liable", "due"}
)


def _arbitrary_infinitive(trig: Token) -> bool:
    """``trig`` is (in) a to-infinitive extraposed from the subject of a copula with a predicative
    ("It has been difficult to stay away", "It was hard to begin writing again", "It seemed wise
    to stop talking", "It was a relief to stop working"): the subject "it" is the anticipatory
    "it" of the extraposed clause (Quirk et al. 1985 §18.33; Huddleston & Pullum 2002 ch. 16
    §7), not the infinitive's controller, whose understood subject is arbitrary or implicitly
    controlled PRO (Chomsky 1981 on PRO-arb; Huddleston & Pullum 2002 ch. 14 §4.1; Landau 2000
    on implicit control by a discourse participant). The draft's "It was away ... before" has no
    referent, and a generic subject ("One was away before") is not what the trigger presupposes
    either: arbitrary PRO is read as a generic or as an implicit participant (Moltmann 2006 on
    generic "one" and arbitrary PRO; Landau 2000), and a referential one the sentence does not
    name ("it has been hard [for us] to stay away"), so no draft (review s9601 pres-011;
    stop 96, pr216). Not an "it" that controls: a control adjective ("it was unable to stop":
    ``anaphora._CONTROL_ADJECTIVES``), a raising adjective (``_RAISING_ADJECTIVES``), a degree
    complement of "too"/"enough" ("it was strong enough to keep running", where the subject is
    the controller, Quirk et al. 1985 §16.76), a raising verb with no predicative ("it seemed to
    stop working"), and an infinitive with its own "for" subject ("for him to stop")."""
    node, infinitive = trig, False
    pred = None
    while not any(c.dep_ in ("nsubj", "nsubjpass", "expl", "csubj") for c in node.children):
        if node.tag_ == "VB" and any(c.tag_ == "TO" for c in node.children):
            infinitive = True
        if node.head.i == node.i:
            return False
        if node.dep_ in ("acomp", "attr", "oprd") and pred is None:
            pred = node
        elif node.dep_ not in ("xcomp", "conj", "ccomp", "csubj") or pred is not None:
            return False
        node = node.head
    subj = next(c for c in node.children if c.dep_ in ("nsubj", "nsubjpass", "expl", "csubj"))
    if not infinitive or subj.lower_ != "it" or node.lemma_.lower() not in _RAISING_COPULAS:
        return False
    if pred is None:
        pred = next((c for c in node.children if c.dep_ in ("acomp", "attr", "oprd")), None)
    if pred is None or pred.i > trig.i:
        return False
    if pred.lemma_.lower() in _CONTROL_ADJECTIVES | _RAISING_ADJECTIVES:
        return False
    return not any(c.lower_ in ("too", "enough") for c in pred.children)


def _generic_by_time_clause(trig: Token) -> bool:
    """Whether the trigger's verb states a habit or law over the occasions of a time clause
    ("Before a storm arrives, the birds stop singing"): both clauses in the simple present, so
    the sentence is generic (Krifka et al. 1995 "Genericity: an introduction" §1.2,
    characterising sentences) and a drafted prior state in the present perfect ("The birds have
    been singing") turns the habit into one episode (round 31, class 4). No draft then."""
    if not simple_present(trig):
        return False
    # the parser often hangs the time clause on the aspectual verb's complement ("characters
    # start [talking when the player approaches]"): the clause times the whole habit all the same
    comps = [k for k in trig.children if k.dep_ in ("xcomp", "ccomp") and k.i > trig.i]
    for clause in (k for v in (trig, *comps) for k in v.children):
        if clause.dep_ != "advcl" or not simple_present(clause):
            continue
        if any(
            m.dep_ in ("mark", "advmod") and m.lower_ in GENERIC_TIME_MARKS for m in clause.children
        ):
            return True
    return False


#: "the former" / "the latter" as a noun phrase of its own (not "the former mayor").
ORDERING_ANAPHOR = re.compile(r"\b[Tt]he (?:former|latter)\b")


#: Relations of the noun phrases that can be the antecedents of "the former/latter".
ANTECEDENT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr", "appos", "conj"})


def _resolved_ordering_anaphor(doc: Doc, text: str) -> str | None:
    """``text`` with "the former" / "the latter" replaced by its antecedent, or None when that is
    not one of exactly two noun phrases before it in the sentence; ``text`` unchanged when the
    sentence has no such noun phrase ("the former mayor" is an adjective).

    "The former" and "the latter" are ordering anaphors: they pick the first or the second of
    two entities just mentioned, by their order in the preceding text (Huddleston & Pullum 2002
    ch. 17 §7 on "former/latter"; Quirk et al. 1985 §6.52), so a hypothesis read on its own
    ("The latter was a child") has no antecedent at all, and the NLI item is uninterpretable
    (NOPE App. B: the presupposition must be a sentence that stands alone; blind review
    s1201c). With exactly two full noun phrases before the anaphor (pronouns are themselves
    anaphors) the antecedent is fixed and the drafted hypothesis names it ("Mark has known Anna
    since the latter was a child" -> "Anna was a child"); otherwise no draft."""
    anaphor = next(
        (
            t
            for t in doc
            if t.lower_ in ("former", "latter")
            and t.i > 0
            and doc[t.i - 1].lower_ == "the"
            and t.dep_ not in ("amod", "compound")
            and t.pos_ in ("NOUN", "ADJ", "PROPN")
        ),
        None,
    )
    if anaphor is None:
        return text
    if not re.search(rf"\b[Tt]he {anaphor.lower_}\b", text):
        return text
    heads = [
        ch
        for ch in doc.noun_chunks
        if ch.end <= anaphor.i - 1
        and ch.root.pos_ in ("NOUN", "PROPN")
        and ch.root.dep_ in ANTECEDENT_DEPS
    ]
    if len(heads) != 2:
        return None
    chunk = heads[0] if anaphor.lower_ == "former" else heads[1]
    words = chunk.text
    # "The mayor" opening the sentence is "the mayor" inside the hypothesis; names keep capitals
    words = lower_first(chunk[0]) + words[len(chunk[0].text) :]

    def put(m: re.Match[str]) -> str:
        return capitalise(words) if m.start() == 0 else words

    return re.sub(rf"\b[Tt]he {anaphor.lower_}\b", put, text, count=1)


def _demonstrative_antecedent_dropped(doc: Doc, text: str) -> bool:
    """The draft opens with a demonstrative pronoun subject of the source ("Brief minutes had
    been adopted, but these only noted that ..." -> "These noted that ..."), and words before
    it in the sentence, which the draft drops, may hold its antecedent. A demonstrative pronoun
    is anaphoric, pointing back to a discourse referent (Quirk et al. 1985 §6.40-6.45; Halliday
    & Hasan 1976 ch. 2 on demonstrative reference): alone, the draft's "These" has none, so the
    pair is flagged (``PRONOUN_UNRESOLVED``). A sentence-initial one ("These are great") refers
    outside the sentence for premise and draft alike, and so does one with no noun before
    it ("I realize this is a complicated issue": the topic of the talk): left alone."""
    words = text.split(" ", 2)
    if len(words) < 2:
        return False
    for t in doc:
        if not (
            t.lower_ in DEMONSTRATIVES
            and t.text.lower() == words[0].lower()
            and t.dep_ in ("nsubj", "nsubjpass")
            and t.pos_ == "PRON"
        ):
            continue
        # the draft goes on with the source's next word (a focus particle or sentence adverb
        # the draft dropped aside): it is this demonstrative's clause
        nxt = next(
            (
                x
                for x in doc[t.i + 1 :]
                if x.lower_ not in NP_FOCUS_PARTICLES and x.lower_ not in SENTENCE_ADVERBS
            ),
            None,
        )
        if nxt is None or nxt.text != words[1].rstrip(".,;:!?"):
            continue
        # a noun before it that the draft drops may be its antecedent
        if any(x.pos_ in ("NOUN", "PROPN") and x.text not in text for x in doc[: t.i]):
            return True
    return False


def draft(c: Candidate, doc: Doc, options: dict[str, Any] | None = None) -> Draft | None:
    """The presupposition of candidate ``c`` as a sentence, or None when no draft can be made."""
    trig = _trigger_token(c, doc)
    if trig is None:
        return None
    if c.subtype in ("aspectual_verbs", "change_of_state") and _generic_by_time_clause(trig):
        return None
    arbitrary = c.subtype in ("aspectual_verbs", "change_of_state", "re_verbs")
    if arbitrary and _arbitrary_infinitive(trig):
        # "It has been difficult to stay away": "it" is no controller (``_arbitrary_infinitive``)
        return None
    if sum(k.dep_ in ("nsubj", "nsubjpass") for k in trig.children) > 1:
        # "She married X, with whom she had children but he later died": a verb with two
        # subjects is a misparse (a clause has one subject, Huddleston & Pullum 2002 ch. 4 §2),
        # and the template takes the wrong one ("She was alive before"); no draft
        return None
    inverted = fronted_clause_read_as_root(trig.sent.root)
    if inverted is not None and trig.is_ancestor(inverted):
        # "Only when the prisoner stopped screaming would the crowd disperse", parsed with the
        # main clause below the fronted one (clause_scope.fronted_clause_read_as_root): a draft
        # built from the trigger's subtree takes the main clause in ("*The prisoner had been
        # screaming would the crowd disperse before"); no draft (pr234)
        return None
    if c.subtype == "possessed_definites":
        present = (options or {}).get(TENSE_OPTION) == "imppres"
        made = _draft_possessed(c, doc, trig, present=present)
    else:
        made = DRAFTERS[c.subtype](c, doc, trig)
    if made is None or not made.text:
        return made
    if c.subtype == "change_of_state" and trig.lemma_.lower() == "find":
        # "found the lost goat" -> "The lost goat was in an unknown location before": judged kept
        # 1 of 24 (prior rows 1/21, slices s1205s/t 0/3: "find" asserts a discovery, and the
        # prior location is no presupposition a reader draws; NOPE App. B does not list it).
        # IMPPRES's paradigm keeps the candidate and its draft ("The guest had found John");
        # the pair is flagged, never offered as well formed (stop 88)
        made.ok = False
        made.flags = [*made.flags, FIND_NOT_CHANGE_OF_STATE]
    named = _resolved_main_subject(trig, made.text)
    if named is not None:
        made.text = named
    elif _unresolved_subject_pronoun(trig, made.text) or _subordinate_it_apart(trig, made.text):
        return None
    held = _standard_holder(trig, made.text)
    if held is None:
        return None
    made.text = held
    if c.subtype in POSSESSOR_GENITIVE_SUBTYPES:
        made.text = _possessor_antecedent(trig, made.text)
    # "I-I have to go before ..." -> "I have to go.", "Your-your dog has a name.": a stutter's
    # first copy is a reparandum, abandoned by the speaker (Shriberg 1994 ch. 3), no word of the
    # proposition; the shared repair (discourse.py, dl3) writes each repeated word once
    made.text = repaired_text(doc, made.text)
    made.text = speaker_free(doc, made.text, epistemic=True)  # "indeed", ", Scott" (dl4)
    if made.imppres_wording:
        made.imppres_wording = repaired_text(doc, made.imppres_wording)
    if ORDERING_ANAPHOR.search(made.text):
        resolved = _resolved_ordering_anaphor(doc, made.text)
        if resolved is None:
            return None  # "the latter was a child" read alone has no antecedent: no draft
        made.text = resolved
    if _quoted_deixis(doc, made.text):
        return None
    if made.ok and _demonstrative_antecedent_dropped(doc, made.text):
        made.ok, made.flags = False, [*made.flags, PRONOUN_UNRESOLVED]
    vocative = _final_vocative(doc)
    if vocative and made.text.endswith(f", {vocative}{made.text[-1]}"):
        # '"I know it was, Tim."' -> "It was.": the addressee is no part of the proposition
        made.text = made.text[: -len(vocative) - 3] + made.text[-1]
    if made.text.split(" ", 1)[0].lower() in NEGATIVE_QUANTIFIERS or _broad_negative(made.text):
        # "No mayor has died" presupposes that every mayor was alive: a trigger under a
        # negative quantifier projects universally (Heim 1983; Chemla 2009), so the template's
        # "No mayor was alive before" states the opposite; no draft
        return None
    if not well_formed(made.text):
        return None  # better no pair than a garbled one
    if compound_piece(doc.text, made.text) is not None:
        return None  # "within hadrons –gluon plasmas": cut inside a compound (pr244)
    if _negated_correlative(made.text):
        return None
    if made.imppres_wording and not well_formed(made.imppres_wording):
        made.imppres_wording = None
    if made.ok and unlicensed_npi(made.text):
        made.ok = False
        made.flags = [*made.flags, UNLICENSED_NPI]
    return made


#: The triggers whose passive draft keeps the possessed object of the clause and drops its
#: subject, the pronoun's antecedent: re- and change-of-state verbs (NOPE App. C's passive). A
#: time clause's draft is its own clause, whose pronoun keeps the reference the source gives it.
POSSESSOR_GENITIVE_SUBTYPES = frozenset({"re_verbs", "change_of_state"})


#: An opening possessive pronoun, its noun and the passive ("Their order had been") or the
#: copula of a prior-state draft ("Its mouth was closed before") that follows.
_PASSIVE_POSSESSED = re.compile(
    r"^(Its|Their|His|Her) (.+?) (?:(?:had|has|have) been|was|were|is|are)\b"
)


def _possessor_antecedent(trig: Token, text: str) -> str:
    """``text`` with an opening possessive pronoun written as its antecedent's genitive when a
    passive draft keeps the possessed object and drops the clause's subject, which the pronoun
    refers back to: "Pictures on the wall began to re-organize their order" -> "Pictures' order
    had been organized before", "The company rebuilt its factory" -> "The company's factory had
    been built before". A personal pronoun refers by identity to a referent named before it
    (Halliday & Hasan 1976 ch. 2, endophoric reference); read alone, the draft's "Their order"
    has none, and the passive (NOPE App. C) is kept. Only for a noun subject that agrees with
    the pronoun (``_agrees_as``, as for the subject pronouns of ``_resolved_main_subject``); a
    pronoun subject ("He rebuilt his house") or one that does not agree is left as it is."""
    m = _PASSIVE_POSSESSED.match(text)
    if m is None:
        return text
    subj = _controller(trig) or _subject(trig) or _subject_of_auxiliary(trig)
    if subj is None or subj.pos_ not in ("NOUN", "PROPN"):
        return text
    pronoun = m.group(1).lower()
    poss = [
        t
        for t in trig.doc
        if t.lower_ == pronoun
        and t.dep_ == "poss"
        and re.search(rf"\b{re.escape(t.head.text)}$", m.group(2))
        and t.i > subj.i
    ]
    if len(poss) != 1:
        return text
    form = _POSSESSIVE_SUBJECT_FORM[pronoun]
    if not _writable_antecedent(form, subj):
        return text  # "Ross rebuilt its ...": "its" is not Ross; "Ross ... her": no gender
    if not m.group(0).endswith(" been") and not any(
        t.pos_ in ("NOUN", "PROPN")
        and t.i not in (subj.i, poss[0].head.i)
        and t.dep_ != "compound"
        and _agrees_as(form, t)
        for t in trig.doc
    ):
        # the copular draft keeps the pronoun when the sentence offers it no other antecedent
        # ("The king opened his eyes" -> "His eyes were closed before": the reading is the one
        # the premise gives); only a rival (an agreeing noun besides the subject, as in "the
        # earth ... its mouth ... the river") makes it ambiguous (Halliday & Hasan 1976 ch. 2)
        return text
    plural = _plural(subj)
    words = [t for t in subj.subtree if t.i <= subj.i and t.dep_ not in ("punct", "relcl")]
    name = capitalise("".join(t.text_with_ws for t in words).strip())
    if _fused_adjective_head(subj):
        # "*The free Chinese's forces": the of-genitive (``_fused_adjective_head``)
        rest = text[len(m.group(1)) + 1 + len(m.group(2)) :]
        return f"The {m.group(2)} of {name[:1].lower()}{name[1:]}{rest}"
    genitive = name + ("'" if plural and name.endswith("s") else "'s")
    return genitive + text[len(m.group(1)) :]


def _fused_adjective_head(subj: Token) -> bool:
    """Is ``subj`` a fused-head "the + adjective" noun phrase of people ("the free Chinese",
    "the poor", "the wounded"): an adjective or participle, or a capitalised nationality
    adjective (``FUSED_NATIONALITY_ENDINGS``), after "the"? Such a phrase takes no
    s-genitive ("*the poor's houses", "*the free Chinese's forces"): the genitive needs a
    noun head, and a fused head takes the of-genitive ("the houses of the poor"; Quirk et al.
    1985 §5.116-5.118 on the choice of genitive, §7.23-7.25 on adjectives as heads; Huddleston
    & Pullum 2002 ch. 5 §10.2). Stop 104 (pr245)."""
    if not any(c.dep_ == "det" and c.lower_ == "the" for c in subj.children):
        return False
    if subj.tag_ in ("JJ", "VBN"):
        return True
    return (
        subj.text[:1].isupper()
        and subj.lower_.endswith(FUSED_NATIONALITY_ENDINGS)
        and subj.tag_ in ("NNP", "NNPS", "JJ")
    )


#: The broad negatives (Quirk et al. 1985 §10.64: "hardly", "scarcely", "barely") before an
#: indefinite ("Hardly a window has been broken"): an approximate negative quantifier, "almost
#: no window" (Horn 1989 ch. 4 on approximatives), under which a trigger projects as under
#: "no" (``NEGATIVE_QUANTIFIERS``), so the template's "Hardly a window was intact before"
#: states nearly the opposite of what the sentence takes for granted (stop 50, pr60).
_BROAD_NEGATIVE = re.compile(
    r"^(?:hardly|scarcely|barely)\s+(?:a|an|any|anyone|anybody|anything|one)\b", re.IGNORECASE
)


def _broad_negative(text: str) -> bool:
    """The draft opens on a broad negative over an indefinite (``_BROAD_NEGATIVE``)."""
    return _BROAD_NEGATIVE.match(text) is not None


#: Nouns of address that take no determiner (Quirk et al. 1985 §10.53: titles and epithets used
#: as vocatives, "Doctor", "sir", "smart aleck"), told from an appositive by their bare singular.
_VOCATIVE_TAGS = frozenset({"NNP", "NNPS", "NN"})


def _final_vocative(doc: Doc) -> str | None:
    """The text of a vocative that closes a direct quotation ('"I know it was, Tim."', '"I
    can speak both kinds of Latin, smart aleck."'), or None. A vocative names the addressee
    and is no part of the clause's proposition (Quirk et al. 1985 §10.52-10.55; Huddleston &
    Pullum 2002 ch. 10 §4.6), so a draft that keeps it ("It was, Tim.") states a fragment
    (stop 50, pr60, dev text). Told by position and form: the last words inside the quotation,
    after a comma and before its final stop, a proper name (up to three words) or a bare
    singular noun with at most adjectives before it; no determiner, possessive or verb, which
    an appositive noun phrase or a clause would have ("... kinds of Latin, the old and the
    new" stays)."""
    marks = [t.i for t in doc if t.text in DOUBLE_QUOTES]
    if len(marks) < 2:
        return None
    close = marks[-1]
    stop = close - 1
    if stop < 0 or doc[stop].text not in (".", "?", "!"):
        return None
    comma = next(
        (i for i in range(stop - 1, max(marks[-2], stop - 5), -1) if doc[i].text == ","), None
    )
    if comma is None or comma <= marks[-2] + 1:
        return None
    words = doc[comma + 1 : stop]
    if not words or not all(
        t.tag_ in _VOCATIVE_TAGS or t.tag_ == "JJ" and t.i < words[-1].i for t in words
    ):
        return None
    if words[-1].tag_ == "NN" and len(words) > 2:
        return None
    return words.text


_NOT_ONLY = re.compile(r"\bnot only\b", re.IGNORECASE)


_CLAUSE_NEGATION = re.compile(r"\bnot\b|n't\b|\bnever\b", re.IGNORECASE)


def _negated_correlative(text: str) -> bool:
    """The draft puts the correlative "not only X but (also) Y" under a clausal negation ("They
    have not noticed not only the noise but the smell"): "not only" is itself a negated focus
    marker that opens a correlative coordination and does not occur inside the scope of another
    negation (Quirk et al. 1985 ch. 13 on correlative coordinators; Huddleston & Pullum 2002
    ch. 15 on "not only ... but"); the negative prior-state template of an aspectual or
    change-of-state trigger ("have not been seeing") makes such a string from a source whose
    complement is a correlative (blind reviews, stop 36). Rewording it needs the scope of the
    negation over each conjunct, which the template cannot decide: no draft."""
    m = _NOT_ONLY.search(text)
    return m is not None and _CLAUSE_NEGATION.search(text[: m.start()]) is not None


#: Negative quantifiers and determiners that can open a draft's subject (Quirk et al. 1985
#: §6.62, §10.58).
NEGATIVE_QUANTIFIERS = frozenset({"no", "none", "nobody", "nothing", "neither", "nor"})


#: First- and second-person pronouns: their referent is fixed by who speaks to whom (Lyons
#: 1977 ch. 15; Levinson 1983 ch. 2 on person deixis).
PERSON_DEICTICS = frozenset(
    {"i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "ourselves"}
    | {"you", "your", "yours", "yourself", "yourselves"}
)


_QUOTE_TOGGLES = frozenset({'"', "``", "''"})


#: A quotation inside a draft, with its marks ('shouted, "I will come back!"').
_DRAFT_QUOTATION = re.compile(r'"[^"]*"|\u201c[^\u201d]*\u201d')


def _quoted_deixis(doc: Doc, text: str) -> bool:
    """Whether the draft keeps a first- or second-person pronoun that the source has only
    inside a direct quotation framed by the narrator's words ('"I know she'll always be there
    for me," he says' -> "She'll always be there for me."). Direct speech keeps the quoted
    speaker's deictic centre (Quirk et al. 1985 §14.29-14.31; Huddleston & Pullum 2002 ch. 17
    §10), so "me" there is "he"; the draft, outside the quotation marks, is in the narrator's
    voice, where "me" is the narrator (blind reviews, twenty-fifth pass: person slips in drafts
    from quoted speech). Shifting the person needs the quoted speaker, which the reporting
    clause does not always name: no draft. A sentence that is all quotation has no other voice,
    and keeps its drafts."""
    inside: set[int] = set()
    quoted = False
    for t in doc:
        if t.text in _QUOTE_TOGGLES or t.text in ("\u201c", "\u201d"):
            quoted = t.text != "\u201d" and (t.text == "\u201c" or not quoted)
            continue
        if quoted:
            inside.add(t.i)
    if not inside:
        return False
    if all(t.i in inside or t.is_punct for t in doc):
        return False  # all quotation: one voice
    # the draft's pronouns as written: a capital inside it is a name or title ("Make Mine
    # Manhattan"), not the pronoun; its first word is capitalised anyway
    # a quotation the draft keeps whole, marks and all, keeps its speaker's deictic centre:
    # only the draft's own words are the narrator's
    found = re.findall(r"[A-Za-z]+", _DRAFT_QUOTATION.sub(" ", text))
    words = {w.lower() for i, w in enumerate(found) if i == 0 or w == "I" or w.islower()}
    deictic = words & PERSON_DEICTICS
    if not deictic:
        return False
    used = [t for t in doc if t.lower_ in deictic]
    return bool(used) and all(t.i in inside for t in used)


#: Negative-polarity items (Ladusaw 1979; Quirk et al. 1985 §10.59-10.62, the non-assertive
#: forms): licensed in the source by "before", a negation or a question outside the draft.
NPI_WORDS = frozenset(
    {"any", "anyone", "anybody", "anything", "anywhere", "ever", "at_all", "anymore", "yet_npi"}
)
#: Aspectual "yet" (an NPI: "*Anna was painting yet before"; Ladusaw 1979, Löbner 1989 on
#: already/not yet), not the conjunction "yet" after a comma, "and", "but", "or" or at the start
#: ("tired, yet he came"; Quirk et al. 1985 ch. 13 on "yet" between coordinator and conjunct),
#: nor the "yet" of "yet another/again/more", an emphasizer of repetition or degree with no
#: aspect ("yet another chance" = one more), nor the "yet" of "have/be yet to" + infinitive
#: ("They have yet to return" = "They have not returned yet"), an idiom that stands in an
#: affirmative clause with no licensor (Huddleston & Pullum 2002 ch. 9 on polarity-sensitive
#: items; Quirk et al. 1985 §8.94 on "yet"): the prejacent "X have yet to return" of "Only X
#: have yet to return" is no NPI slip (stop 96, pr217).
_ASPECTUAL_YET = re.compile(
    r"(?<=\w )(?<!\band )(?<!\bbut )(?<!\bor )(?<!\bnor )\byet\b"
    r"(?!\s+(?:another|again|more|further|still|to)\b)",
    flags=re.IGNORECASE,
)


#: What licenses them inside the draft: the licensors of ``syntax.NPI_LICENSORS`` (negation,
#: broad negatives, "only", "few", conditionals, comparatives, "before", "without", adversative
#: verbs; questions are the "?" below), and, because NPI_WORDS are mostly "any"-words, what
#: licenses free-choice "any": the modals ("You can take any book"; Giannakidou 1998, 2001 on
#: non-veridical licensing) and universals with their relative ("Anyone who ...", "every
#: ... any", "whoever"; Ladusaw 1979: a universal is downward-entailing in its restrictor).
NPI_LICENSERS = NPI_LICENSORS | {
    "can", "could", "may", "might", "must", "should", "would", "will",
    "every", "all", "who", "whoever",
}  # fmt: skip


#: Words of a draft, with the clitic "n't" split off its host as spaCy does ("don't" -> "do",
#: "n't"; "can't" -> "ca", "n't"), so that the negation licenses as :data:`NPI_LICENSERS` says
#: (before stop 85, dx11, "don't" was one word and "I don't have any money" was flagged).
_WORD = re.compile(r"n't\b|[a-z]+?(?=n't\b)|[a-z]+(?:'[a-z]+)?|\?")


def unlicensed_npi(text: str) -> bool:
    """Does the draft keep an NPI that its source licensed from outside it ("Before I am asked
    to answer any question, ..." -> "I am asked to answer any question"; "left before anyone
    noticed" -> "Anyone noticed the fire")? A "before" clause licenses NPIs because it is
    non-veridical (Condoravdi 2010 "NPI licensing in temporal clauses"; Ladusaw 1979): with an
    NPI in it, its event need not have happened, so the draft is both ungrammatical and not
    presupposed (fifteenth pass, class 3)."""
    words = _WORD.findall(text.lower().replace("\u2019", "'"))
    # "at all" is a minimiser NPI (Quirk et al. 1985 §10.61; Ladusaw 1979), and its "all" is
    # no universal that licenses anything: "It's afterwards that it becomes anything like a
    # story at all", from "It's only afterwards ...", keeps two NPIs whose licensor "only"
    # the prejacent removed (review s1202u)
    words = [
        "at_all" if w == "all" and i and words[i - 1] == "at" else w for i, w in enumerate(words)
    ]
    if _ASPECTUAL_YET.search(text):
        # an aspectual "yet" its source's negation licensed ("hasn't stopped painting yet" ->
        # "*Anna was painting yet before"; stop 86, pr187)
        words = ["yet_npi" if w == "yet" else w for w in words]
    if not NPI_WORDS.intersection(words):
        return False
    if "before" in words and not any(w in NPI_WORDS for w in words[words.index("before") + 1 :]):
        # "before" licenses only the NPIs of the clause it introduces, after it (Condoravdi
        # 2010): the draft's final adverb "before" ("You were holding any socks before", from
        # "You did not drop any socks", s1201k) licenses nothing before it
        words = [w for w in words if w != "before"]
    last_npi = max(i for i, w in enumerate(words) if w in NPI_WORDS)
    if any(
        _superlative_word(w) and _definite_before(words, i) for i, w in enumerate(words[:last_npi])
    ):
        # "the most recommended defragmenter ever built", "the best film anyone has made": a
        # superlative licenses NPIs in the noun phrase it heads (Ladusaw 1979; Giannakidou 1998
        # on superlatives as non-veridical licensers; Quirk et al. 1985 §7.84 "the best ever")
        return False
    return not NPI_LICENSERS.intersection(words) and "?" not in words


#: Superlatives that do not end in "-est" or are built with "most"/"least" (Quirk et al. 1985
#: §7.74-7.80): the irregular forms and the periphrastic degree words.
IRREGULAR_SUPERLATIVES = frozenset({"most", "least", "best", "worst", "first", "last"})


#: Adjectives in "-est" that are positives, not superlatives of a shorter adjective.
NOT_SUPERLATIVES = frozenset({"modest", "honest", "earnest", "manifest"})


# ARTICLE_OR_POSSESSIVE_DETERMINERS (lexicon.closed_class) make the superlative's noun phrase
# definite ("the best", "his worst").


def _definite_before(words: list[str], i: int) -> bool:
    """A definite determiner or genitive within the three words before ``words[i]`` ("the most
    recommended", "the 10 worst"): the licensing superlative is the definite one (Ladusaw 1979;
    "There are 10 worst movies I have ever seen" licenses nothing and is odd on its own)."""
    return any(
        w in ARTICLE_OR_POSSESSIVE_DETERMINERS or w.endswith("'s") for w in words[max(0, i - 3) : i]
    )


def _superlative_word(word: str) -> bool:
    """Whether ``word`` is a superlative: "most"/"least"/"best"/... or an "-est" form of a
    WordNet adjective ("biggest" <- big, "latest" <- late, "happiest" <- happy). "honest",
    "interest", "forest" are not: their stem is no adjective."""
    if word in IRREGULAR_SUPERLATIVES:
        return True
    if not word.endswith("est") or len(word) < 5 or word in NOT_SUPERLATIVES:
        return False
    if wordnet().synsets(word, "n") or wordnet().synsets(word, "v"):
        return False  # "forest", "interest", "request": a noun or verb of its own
    stem = word[:-3]
    stems = {stem, stem + "e"}
    if stem.endswith("i"):
        stems.add(stem[:-1] + "y")
    if len(stem) > 2 and stem[-1] == stem[-2]:
        stems.add(stem[:-1])
    return any(
        s.name().split(".")[0] == cand and s.pos() in ("a", "s")
        for cand in stems
        for s in wordnet().synsets(cand, "a")
    )
