"""Non-assertive and downward-entailing contexts of a coordination that ``conjunction.py``'s own
walks miss (issue #12; ConjNLI, Saha et al. 2020 §3 on negation and quantifiers).

In a downward-entailing context removing a disjunct from "A or B" is entailed and adding one is
neutral, the reverse of the upward case, and removing a conjunct of "A and B" is neutral
(Ladusaw 1979; Chierchia 2004). ``downward_context`` names four such contexts:

* ``before``: the complement of "before" ("wash your hands before eating meat or fish");
* ``unconditional``: the alternatives of "whether A, B or C, D", a conjunction of conditionals
  ("if A, D and if B, D and if C, D"; Rawlins 2013 "(Un)conditionals"), and "no matter what
  A or B";
* ``negated_matrix``: a negation on the verb whose complement holds the coordination ("did not
  want to marry him or live with him", "It is not true that he stole A or B");
* ``refuse``: the complement of a verb that denies it ("refused to pay the fine or appear");
* ``generic_when``: a "when" clause with a present modal over a habitual main clause ("When
  she can find the time or the money, she travels");
* ``free_relative`` and ``generic_restrictor``: the restrictor of a universal free relative
  ("Whoever finds A or B gets a reward") or of a generic bare plural ("People who smoke or
  drink die younger").

``not_asserted`` names two sentences whose coordination is not asserted and whose rewrites
no label can relate: an unconditional "whether A or B, C" and a quotation cut by the sentence
boundary or a reported direct question. Kept apart from ``conjunction.py`` so each rule has
one small home.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.tokens import Doc, Token

from ..lexicon.closed_class import PERMISSION_VERBS_WITH_ENABLE_LET
from ..syntax import (
    DASH_TOKENS,
    DENYING_COMPLEMENT_VERBS,
    DOUBLE_QUOTES,
    MODAL_FORMS,
    NEGATION_DEPS,
    PRESENT_TAGS,
    SUBJECT_DEPS,
    VP_NEGATORS,
    TokenRange,
    simple_present,
    verbal_ancestor,
)
from .conjunction_frames import bare_exceptive
from .conjunction_quantifiers import MAGNITUDE_NOUNS

#: Verbs upward monotone in their infinitival complement, so that a negation on them is
#: downward entailing over it: "did not want/try/plan to [A or B]" is "did not want to A and
#: did not want to B" (von Fintel 1999 on "want"; Karttunen 1971: "manage" is a positive
#: implicative, "not manage to p" entails "not p"; raising "seem"/"appear" pass the negation
#: down, Huddleston & Pullum 2002 ch. 14 §5.1).
UPWARD_INFINITIVE_VERBS = frozenset(
    {
        "want", "wish", "try", "attempt", "plan", "intend", "mean", "hope", "manage", "dare",
        "bother", "seem", "appear", "like", "need", "have",
    }
)  # fmt: skip
#: Verbs whose complement they deny, so that it is downward entailing without a negation:
#: "refused to pay the fine or appear in court" is "refused to pay it and refused to appear".
#: They license negative polarity items ("refused to give any", "avoided any contact"; Ladusaw
#: 1979 ch. 5; Linebarger 1987), and "refuse"/"decline" entail the complement's negation in the
#: past (Karttunen 1971; NOPE App. B's "decline" -/o). A named subset of
#: ``syntax.DENYING_COMPLEMENT_VERBS`` (the one list of denying verbs, read by
#: ``position_polarity``): this rule labels the pair "refuse" from the matrix verb alone, and
#: the other members are read elsewhere in the conjunction walk ("fail/neglect" as negative
#: implicatives that reverse a context, ``conjunction._negative_implicative_over``), so widening
#: it to the whole set would change pairs (dx06 kept behaviour identical).
DENYING_VERBS = DENYING_COMPLEMENT_VERBS & frozenset({"refuse", "decline", "avoid"})
#: Verbs of permission and enabling whose object or infinitive is a possibility they grant
#: ("allows quick removal or addition", "permits fishing or boating", "lets you rest or eat"):
#: deontic or circumstantial existential modals in the lexicon (Kratzer 1981; H&P 2002 ch. 14
#: §5 on "allow/permit/enable/let"). Upward monotone in that complement, so negated they are
#: downward entailing over it: "does not let you rest or eat" forbids each (``_negated_matrix``;
#: cj104): ``lexicon.closed_class.PERMISSION_VERBS_WITH_ENABLE_LET`` (stop 63), read by
#: ``_negated_matrix`` here and, without "let", by ``conjunction.py``'s free-choice rule.
#: "It is not true / the case / so that p": a negated predicate of truth over its that-clause,
#: sentential negation of p (Huddleston & Pullum 2002 ch. 9 §1.1).
TRUTH_PREDICATES = frozenset({"true", "case", "so"})
#: Wh-ever words of a free relative, a universal over what satisfies the relative ("whoever
#: finds A" is "everyone who finds A"; Jacobson 1995; Dayal 1997), whose restrictor is
#: downward entailing like that of "every" (Barwise & Cooper 1981).
FREE_RELATIVE_WORDS = frozenset({"whoever", "whomever", "whatever", "whichever"})
#: Tags of a bare plural noun.
_PLURAL_TAGS = frozenset({"NNS", "NNPS"})


def downward_context(doc: Doc, conj: Sequence[TokenRange], word: str) -> str | None:
    """The downward-entailing context of the coordination that the walks of ``conjunction.py``
    miss, by name (see the module docstring), or None. ``before`` counts for "or" only: under
    "before" an "and" prefers "before each" (Szabolcsi & Haddican 2004; "before" is only
    Strawson downward entailing, Condoravdi 2010), so its removal stays entailed; the negated
    matrix verb and the denying verbs count for "or" only too, since a negated "and" of noun
    phrases has the homogeneous "neither" reading (``_homogeneous_plurality``)."""
    head = doc[conj[0].start : conj[0].end].root
    start = conj[0].start
    if word == "or":
        if _under_before(head, start):
            return "before"
        if _unconditional_whether(doc, head, conj):
            return "unconditional"  # of three or more alternatives (``not_asserted``)
        if _no_matter(doc, head, start):
            return "unconditional"
        context = _negated_matrix(head)
        if context is not None:
            return context
        if _negative_determiner_restrictor(head, start):
            return "negative_restrictor"
        if _nor_clause(doc, head):
            return "nor_clause"
        if _participial_when(head):
            return "participial_when"
        if _negated_generic_subject(head):
            return "negated_subject"
        if _generic_modifier_restrictor(doc, head, start):
            return "generic_restrictor"
        if _negative_comparative(head, conj):
            return "negative_comparative"
    if word != "or" and bare_exceptive(doc, conj):
        return "exceptive"  # "save for A and possibly B": non-monotone, the removal is neutral
    if word == "and" and unless_clause(head):
        return "unless"  # "unless A and B": non-monotone, the removal is neutral (cj136)
    return (
        _modal_when(head, start)
        or _free_relative(doc, head, start)
        or _generic_restrictor(doc, head, start)
        or _negated_attitude(doc, conj)
        or _negated_report(doc, conj)
    )


#: Non-factive verbs of thinking and expecting, upward monotone in their complement ("think
#: that A and B" entails "think that A" only through closure, and negated they deny the whole
#: complement: Hintikka 1969; von Fintel 1999). Factives ("know", "realize") are left out: a
#: negated factive still presupposes its complement (Kiparsky & Kiparsky 1970).
ATTITUDE_VERBS = frozenset(
    {"think", "believe", "expect", "imagine", "dream", "suppose", "guess", "suspect", "foresee"}
)
#: Links from a clause up to the attitude verb that embeds it: a complement clause, the object
#: of a verb in it, and a relative clause of that object ("never thought I'd see the day when A
#: and B": "day" is the object of "see", the clause modifies "day").
_EMBEDDING_DEPS = frozenset({"ccomp", "xcomp", "relcl", "dobj", "pobj", "prep", "acl", "advcl"})


#: Negative comparative determiners and adverbs: "less/fewer A than B" says A holds to a lower
#: degree than B, the negation of "as much" (Rullmann 1995 "Maximality in the semantics of
#: wh-constructions" ch. 3 on "less" as a negative degree operator; Seuren 1973).
NEGATIVE_COMPARATIVES = frozenset({"less", "fewer"})
#: Links a walk from a disjunct may climb inside the noun phrase or prepositional phrase that
#: holds it, no clause boundary.
_PHRASE_LINKS = frozenset({"pobj", "prep", "conj", "compound", "appos"})


def _negative_comparative(head: Token, conj: Sequence[TokenRange]) -> bool:
    """ "Less a study in madness or love than a study in obsession", "It is less a comedy of
    errors or manners than a thriller": the disjunction sits inside the first term of a
    negative comparative ("less/fewer X than Y"). "Less" is a negative degree operator (the
    degree to which X holds stays below that of Y; Rullmann 1995 ch. 3; Seuren 1973), and like
    a negation it is downward entailing in X and licenses negative polarity items there ("less
    a study in anything than ..."; Ladusaw 1979; Hoeksema 1983 "Negative polarity and the
    comparative"). So "or" under it reads as "neither ... nor" to that degree: removing a
    disjunct is entailed, adding one is neutral (the s9404 judges on conj-013 and conj-016;
    cj208). The walk climbs from the first disjunct through noun-phrase and prepositional links
    to the compared phrase, which must have "less/fewer" before it (its own premodifier or an
    adverb of its copula) and a "than" phrase of its own after the last disjunct. Not "more ...
    than" (upward) nor "less" without "than" ("less sugar or salt": a plain quantity)."""
    t = head
    for _ in range(6):
        if t.dep_ not in _PHRASE_LINKS or t.head.i == t.i:
            break
        t = t.head
        if t.pos_ in {"NOUN", "PROPN", "ADJ"} and _compared_with_less(t, conj):
            return True
    return False


def _compared_with_less(t: Token, conj: Sequence[TokenRange]) -> bool:
    """``t`` is the phrase compared by "less/fewer ... than" (``_negative_comparative``)."""
    than = [c for c in t.children if c.dep_ == "prep" and c.lower_ == "than" and c.i >= conj[-1].end]
    if not than:
        return False
    less = [c for c in t.children if c.lower_ in NEGATIVE_COMPARATIVES and c.i < conj[0].start]
    if t.dep_ in {"attr", "acomp"}:  # "It is less a comedy of ... than ...": on the copula
        less += [
            c for c in t.head.children if c.lower_ in NEGATIVE_COMPARATIVES and c.i < t.i
        ]
    return bool(less)


def _negated_attitude(doc: Doc, conj: Sequence[TokenRange]) -> str | None:
    """ "I never thought I'd see the day when A and B", "didn't expect that A and B": a
    coordination of clauses or verb phrases inside the complement of a non-factive attitude verb
    (``ATTITUDE_VERBS``) negated by its own "not/n't/never" (``syntax.VP_NEGATORS``; a negative
    subject, "Nobody expected ...", is not read). Negation over an upward-monotone verb is downward
    entailing in its complement (Ladusaw 1979; MacCartney & Manning 2009 §4 on projecting
    monotonicity), and a conjunction of clauses is no plural that reads homogeneously, so "never
    thought that A and B" does not entail "never thought that A" (the surprise may be the
    combination): the removal is neutral and the addition entailed. Verbal conjuncts only (a
    negated "and" of noun phrases has the homogeneous "neither" reading,
    ``_homogeneous_plurality``); "advcl" is crossed only as the "when/where" clause of such an
    object ("the day when ...")."""
    heads = [doc[c.start : c.end].root for c in conj]
    if not all(h.pos_ in {"VERB", "AUX"} for h in heads):
        return None
    start = conj[0].start
    t = heads[0]
    for _ in range(8):
        parent = t.head
        if parent.i == t.i or t.dep_ not in _EMBEDDING_DEPS:
            return None
        if t.dep_ == "advcl" and not any(
            c.lower_ in {"when", "where"} for c in t.children if c.i < start
        ):
            return None
        if parent.pos_ in {"VERB", "AUX"} and parent.lemma_.lower() in ATTITUDE_VERBS:
            negated = any(
                c.dep_ in NEGATION_DEPS or (c.dep_ == "advmod" and c.lower_ == "never")
                for c in parent.children
                if c.i < start and c.lower_ in VP_NEGATORS
            )
            return "negated_attitude" if negated and t.dep_ in {"ccomp", "xcomp"} else None
        t = parent
    return None


#: Verbs of saying, the assertive non-factives of communication (Levin 1993 §37.7 "say verbs";
#: Hooper 1975 "On assertive predicates"). What one says is not closed under logical
#: consequence: saying "A" is not saying "A or B", and saying "A and B" need not be saying "A"
#: as such (reports are hyperintensional, Cresswell 1985 "Structured Meanings"; the logical
#: omniscience problem, Hintikka 1975), so the complement of "say" is no monotone position
#: (MacCartney & Manning 2007 and MacCartney 2009 §6 mark "say" non-monotone; cf. the note on
#: ``syntax._UNSCOPED_DEPS``). Factives ("admit", "note") presuppose their complement and are
#: left out, and so are the doxastic verbs, which ``ATTITUDE_VERBS`` reads as neg-raising.
#: Not ``REPORTING_VERBS`` below, which is for another question (the journalistic present of a
#: bare plural subject) and so takes "think/believe/fear/warn" and leaves the rest out.
REPORT_VERBS = frozenset(
    {
        "say", "tell", "claim", "state", "report", "announce", "declare", "assert", "allege",
        "maintain", "insist", "contend", "argue", "write", "mention", "suggest",
    }
)  # fmt: skip


#: Links inside the complement clause a walk from the coordination climbs besides
#: ``_EMBEDDING_DEPS``: a conjunct, the clause's subject, its predicative complement, a
#: noun-phrase modifier ("didn't say that [the bread and the cheese] were stale").
_REPORT_WALK_DEPS = frozenset({"conj", "nsubj", "nsubjpass", "attr", "acomp", "amod", "compound"})


def _negated_report(doc: Doc, conj: Sequence[TokenRange]) -> str | None:
    """ "We can't say that we sold the horse, or send them a letter", "She never claimed that
    A and B": a coordination inside the finite complement clause (``ccomp``) of a verb of
    saying (``REPORT_VERBS``) negated by its own "not/n't/never" before the coordination. The
    complement of such a verb is non-monotone (see the list), and a negation over a
    non-monotone position stays non-monotone (MacCartney & Manning 2009 §4 on projection): "not
    say A" neither entails nor is entailed by "not say A or B" (the s9601 judge: "can't A" does
    not entail "can't (A or B)"), nor "not say A and B" by "not say A". Both the removal and the
    addition are then neutral (``negated_report``, cj210). The walk climbs the links of
    ``_EMBEDDING_DEPS`` and stops at the first verb of saying; a clause with a subject of its
    own in between (a relative, an adverbial clause) ends it unless it is that verb's
    complement."""
    t = doc[conj[0].start : conj[0].end].root
    start = conj[0].start
    for _ in range(8):
        parent = t.head
        if parent.i == t.i or t.dep_ not in _EMBEDDING_DEPS | _REPORT_WALK_DEPS:
            return None
        if parent.pos_ in {"VERB", "AUX"} and parent.lemma_.lower() in REPORT_VERBS:
            if t.dep_ != "ccomp" or parent.i > start:
                return None
            negated = any(
                c.dep_ in NEGATION_DEPS or (c.dep_ == "advmod" and c.lower_ == "never")
                for c in parent.children
                if c.i < start and c.lower_ in VP_NEGATORS
            )
            return "negated_report" if negated else None
        if t.dep_ in {"relcl", "advcl", "acl"}:
            return None
        t = parent
    return None


def _negative_determiner_restrictor(head: Token, start: int) -> bool:
    """ "NNT makes no warranty with regard to featured products or services", "There is no
    cure for colds or flu": the disjunction lies in a postmodifier of a noun determined by
    "no", that is in the restrictor of the negative quantifier, which is downward entailing
    (Ladusaw 1979 ch. 5; Barwise & Cooper 1981: "no" is anti-additive in both arguments), so
    "no warranty with regard to A or B" is "no warranty about A and none about B": the removal
    of a disjunct is entailed and the addition is stronger (neutral; the blind review s1202b
    rejected or-introduction there). The walk stops at the first verb: a "no" in a higher clause
    is the matrix negation of ``_negated_matrix``."""
    for t in head.ancestors:
        if t.pos_ in {"VERB", "AUX"}:
            # "makes [no warranty] [with regard to A or B]": the parser hangs the phrase on the
            # verb, but a negative object scopes over the rest of its verb phrase (it licenses
            # "any" to its right there: Klima 1964; Ladusaw 1979), so the phrase is still in it
            return any(
                c.dep_ in {"dobj", "attr"} and c.i < start and _no_determiner(c) for c in t.children
            )
        if t.pos_ in {"NOUN", "PROPN"} and t.i < start and _no_determiner(t):
            return True
    return False


def _nor_clause(doc: Doc, head: Token) -> bool:
    """ "..., nor do they fear the giants or the trolls", "Neither does the wind or the sun": the
    disjunction is in a clause opened by "nor"/"neither" with subject-auxiliary inversion, which
    is a negative clause ("nor" = "and not", Huddleston & Pullum 2002 ch. 15 §2.4; its inversion
    is that of a fronted negative, ch. 9 §1.3). Negation is downward entailing over the whole
    clause (Ladusaw 1979), so "nor do they fear A or B" denies each: a removed disjunct is
    entailed, an added one is not (the blind review s1202n rejected or-introduction there). The
    clause is that of the first verb above the disjunction; the walk stops there (cj104)."""
    verb = head if head.pos_ in {"VERB", "AUX"} else verbal_ancestor(head)
    if verb is None:
        return False
    first = verb.left_edge.i
    # the parse hangs "nor" on the first clause's verb, before the second clause's left edge
    # (", nor do they fear ..."), or inside the clause, before its auxiliary
    before = doc[first - 1] if first > 0 else None
    opener = doc[first]
    return (before is not None and before.lower_ == "nor" and before.dep_ == "cc") or (
        opener.lower_ in {"nor", "neither"} and opener.i < head.i and opener.head.i != head.i
    )


def _no_determiner(noun: Token) -> bool:
    return any(c.dep_ == "det" and c.lower_ == "no" for c in noun.children)


#: Present modals of a "when" clause that describe a recurring situation ("when she can find
#: the time"): the clause is then no single past or future time.
_PRESENT_MODALS = frozenset({"can", "may", "must"})


def _modal_when(head: Token, start: int) -> str | None:
    """ "When she can find the time and the money, she travels": a "when/whenever" clause whose
    verb has a present modal, modifying a simple present main clause, restricts a habitual
    quantification over occasions (Lewis 1975 "Adverbs of quantification"; Kratzer 1986 on
    "when" clauses as restrictors), which is downward entailing: "When she can find the time,
    she travels" does not follow. ``conjunction.py``'s generic "when" wants a present-tense
    verb in the clause itself (``_generic_subordinate``), which a modal's bare verb is not."""
    for t in [head, *head.ancestors]:
        if t.dep_ == "advcl":
            marks = {c.lower_ for c in t.children if c.dep_ in {"mark", "advmod"} and c.i < start}
            modal = any(c.dep_ == "aux" and c.lower_ in _PRESENT_MODALS for c in t.children)
            main = t.head
            main_aux = [c for c in main.children if c.dep_ in {"aux", "auxpass"}]
            generic_main = main.tag_ in PRESENT_TAGS and not main_aux
            if marks & {"when", "whenever"} and modal and generic_main:
                return "generic_when"
            return None
        if t.dep_ in {"ROOT", "relcl", "ccomp"}:
            return None
    return None


#: Present modals of a rule-like main clause ("must rotate faster when reading or writing").
_RULE_MAIN_MODALS = frozenset({"must", "can", "may", "should", "will", "shall", "ca", "wo"})


def _participial_when(head: Token) -> bool:
    """ "The disk must rotate faster when reading or writing", "An adapter is required when
    connecting it to a terminal or to a modem": a subjectless participial "when/whenever"
    clause (its head a gerund-participle or past participle) that modifies a present main
    clause: simple present, present passive or a present modal. Such a clause has no time of
    its own; it restricts the habitual or rule-like quantification over occasions that the
    main clause expresses (Lewis 1975 "Adverbs of quantification"; Kratzer 1986 on "when"
    clauses as restrictors; Quirk et al. 1985 §14.9 on "when" + -ing clauses), and a
    restrictor is downward entailing (Barwise & Cooper 1981), so "when A or B" gives "when B"
    and an added disjunct is new (ConjNLI §3 on monotonicity). For "or" only, as ``before``:
    "when reading and writing" mostly means "when doing each", which a removal keeps. A past
    main clause ("was hurt when crossing the road or the yard") names one occasion: left out."""
    for t in [head, *head.ancestors]:
        if t.dep_ == "advcl":
            if t.tag_ not in {"VBG", "VBN"} or any(c.dep_ in SUBJECT_DEPS for c in t.children):
                return False
            # the subordinator opens the clause ("when" may fall inside the first conjunct:
            # "when [reading] or [writing]" is one clause with coordinated heads)
            marks = {c.lower_ for c in t.children if c.dep_ in {"mark", "advmod"} and c.i < t.i}
            if not marks & {"when", "whenever"}:
                return False
            main = t.head
            aux = [c for c in main.children if c.dep_ in {"aux", "auxpass"}]
            if not aux:
                return main.tag_ in PRESENT_TAGS
            first = aux[0]
            return first.tag_ in PRESENT_TAGS or (
                first.tag_ == "MD" and first.lower_ in _RULE_MAIN_MODALS
            )
        if t.dep_ in {"ROOT", "relcl", "ccomp"}:
            return False
    return False


def _under_before(head: Token, start: int) -> bool:
    """ "before eating meat or fish", "before the war or the revolution", "before you sign
    the lease or pay the deposit": "before" governs the coordination (an ancestor of its
    head) or marks a clause that holds it, and stands before it. "Before p or q" holds when
    the time is earlier than either, so it is earlier than each (Anscombe 1964; Condoravdi
    2010 on "before" as downward entailing given that its complement comes true)."""
    for t in [head, *head.ancestors]:
        if t.lower_ == "before" and t.i < start and t.pos_ in {"ADP", "SCONJ"}:
            return True
        if any(c.dep_ == "mark" and c.lower_ == "before" and c.i < start for c in t.children):
            return True
        if t.dep_ in {"ROOT", "relcl", "ccomp"}:
            return False  # the main clause, or another clause that "before" cannot reach into
    return False


def _negated_matrix(head: Token) -> str | None:
    """A negation one clause up: the coordination's clause is the to-infinitive of a negated
    verb of ``UPWARD_INFINITIVE_VERBS`` or the complement of a verb of ``DENYING_VERBS``, or
    the that-clause of a negated "be true / the case"."""
    verb = verbal_ancestor(head, skip_auxiliaries=True)
    if verb.dep_ not in {"xcomp", "ccomp"} or verb.head.i == verb.i:
        return None
    matrix = verb.head
    negated = any(c.dep_ in NEGATION_DEPS for c in matrix.children)
    lemma = matrix.lemma_.lower()
    if verb.dep_ == "xcomp" and lemma in DENYING_VERBS and not negated:
        return "refuse"
    to_infinitive = any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)
    if verb.dep_ == "xcomp" and to_infinitive and lemma in UPWARD_INFINITIVE_VERBS and negated:
        return "negated_matrix"
    if verb.dep_ in {"xcomp", "ccomp"} and lemma in PERMISSION_VERBS_WITH_ENABLE_LET and negated:
        return "negated_matrix"  # "doesn't let you A or B", "is not allowed to A or B"
    if verb.dep_ == "ccomp" and any(c.lower_ == "that" for c in verb.children):
        predicate = matrix
        if matrix.pos_ == "ADJ" or matrix.lemma_.lower() in TRUTH_PREDICATES:
            predicate = matrix.head  # the that-clause hung on "true" under "is"
        words = [c for c in predicate.children if c.dep_ in {"acomp", "attr"}]
        if matrix.lemma_.lower() in TRUTH_PREDICATES:
            words.append(matrix)
        truth = any(w.lemma_.lower() in TRUTH_PREDICATES for w in words)
        if (
            truth
            and predicate.lemma_ == "be"
            and any(c.dep_ in NEGATION_DEPS for c in predicate.children)
        ):
            return "negated_matrix"
    return None


#: Do-support forms of the present tense: "Cats or dogs don't make good pets" is a negated
#: generic (Krifka et al. 1995 §1.2: a simple present characterising sentence); "didn't" is
#: left out, a past episode.
_PRESENT_DO = frozenset({"do", "does"})


def _negated_generic_subject(head: Token) -> bool:
    """ "0% or 100% wouldn't be a mixture", "Cats or dogs don't make good pets": an "or"
    subject of a negated verb with a modal or present do-support. A disjunctive subject of a
    modal or generic sentence has universal, free-choice force (Kamp 1973; Zimmermann 2000;
    Krifka et al. 1995 §1.2 on characterising sentences, cf. ``generic_disjunction``: "Dogs or
    cats make good pets" says it of each), so under the negation it reads "neither A nor B
    would be" (De Morgan; H&P 2002 ch. 15 §2.2 on "or" in the scope of negation): downward
    entailing, a removed disjunct is entailed and an added one is new. A past episode ("A or
    B didn't come") is left out: there a subject "or" tends to scope over the negation (the
    positive-polarity "or" of Szabolcsi 2002), and the context is not downward.

    Also a bare plural subject with a present "be" ("Cats or dogs are not allowed", "Section
    or option duplicates are not allowed": the "or" may join the noun's premodifiers): a bare
    plural is generic or takes the narrowest scope (Carlson 1977), under the negation either
    way, so the negated present says of each kind that it is not (``_bare_plural``;
    s1204o conj-006, cj144)."""
    subject = _subject_noun(head)
    if subject is None:
        return False
    verb = subject.head
    if not any(c.dep_ in NEGATION_DEPS for c in verb.children):
        return False
    auxes = [c.lower_ for c in verb.children if c.dep_ in {"aux", "auxpass"}]
    if subject.i == head.i and any(a in MODAL_FORMS or a in _PRESENT_DO for a in auxes):
        return True
    present_be = verb.lemma_ == "be" and verb.tag_ in PRESENT_TAGS
    present_be = present_be or any(
        c.dep_ in {"aux", "auxpass"} and c.lemma_ == "be" and c.tag_ in PRESENT_TAGS
        for c in verb.children
    )
    return present_be and len(auxes) <= 1 and _bare_plural(subject)


#: Links from a premodifier of a noun up to that noun ("[section or option] duplicates").
_PREMODIFIER_DEPS = frozenset({"compound", "amod", "nmod"})


def _subject_noun(head: Token) -> Token | None:
    """The subject noun the coordination is (``head`` itself) or premodifies ("section or
    option duplicates": the disjuncts restrict the head noun, inside its noun phrase), or None
    when the coordination is neither."""
    noun = head
    while noun.dep_ in _PREMODIFIER_DEPS and noun.head.i > noun.i:
        noun = noun.head
    return noun if noun.dep_ in {"nsubj", "nsubjpass"} else None


def _bare_plural(noun: Token) -> bool:
    """A plural common noun with no determiner, possessor or numeral: the generic or
    narrow-scope existential bare plural of Carlson 1977."""
    return noun.tag_ == "NNS" and not any(
        c.dep_ in {"det", "poss", "nummod", "predet"} for c in noun.children
    )


def unless_clause(head: Token) -> bool:
    """ "..., preventing execution (unless the transfer is conditional and is taken)": the
    coordination sits in an "unless" clause. "Unless" is an exceptive conditional, "except
    if" (von Fintel 1992, 1994 ch. 5; Leslie 2009): its clause names the exact exception to
    the main claim, and like an exception list ("every student but John", von Fintel 1993,
    ``conjunction_frames.bare_exceptive``) it is not monotone. "Unless A and B" -> "unless
    B" widens the exception to cases P keeps under the main claim, and the reverse narrows
    it: neither is entailed (the removal is neutral by ``downward_context``, the addition by
    ``unlabelled_addition``). The walk goes up from the coordination's head through at most
    one clause to the verb whose mark is "unless"."""
    verb = verbal_ancestor(head, skip_auxiliaries=True)
    for t in (verb, verb.head):
        if any(c.dep_ == "mark" and c.lower_ == "unless" for c in t.children):
            return True
        if t.dep_ != "conj":
            break
    return False


def _no_matter(doc: Doc, head: Token, start: int) -> bool:
    """ "No matter what he said or did, she stayed": a "no matter" + wh clause is a
    universal concessive conditional (Huddleston & Pullum 2002 ch. 11 §5.3.2; Quirk et al. 1985
    §15.34), "whatever he said and whatever he did, she stayed", so its clause is downward
    entailing like a free relative's. "or" only: "what he said and did" is one plural thing."""
    verb = verbal_ancestor(head, skip_auxiliaries=True)
    edge = verb.left_edge.i
    words = [t.lower_ for t in doc[max(edge - 2, 0) : edge]]
    return words == ["no", "matter"] and edge < start


def _free_relative(doc: Doc, head: Token, start: int) -> str | None:
    """ "Whoever finds the ring or the key gets a reward": the clause holding the coordination
    opens with a wh-ever word (``FREE_RELATIVE_WORDS``) and is not the main clause."""
    verb = verbal_ancestor(head, skip_auxiliaries=True)
    if verb.dep_ == "ROOT" or verb.head.i == verb.i:
        return None
    opener = verb.left_edge
    if opener.lower_ in FREE_RELATIVE_WORDS and opener.i < start:
        return "free_relative"
    if opener.lower_ == "who" and opener.i == 0 and verb.dep_ in {"csubj", "nsubj"}:
        # "Who hesitates and doubts is lost": a sentence-initial "who" clause that is the
        # subject is a free relative with the universal force of "whoever" (the proverbial
        # headless relative, Jespersen MEG III §3.2; Jacobson 1995), a downward-entailing
        # restrictor like that of "whoever"
        return "free_relative"
    return None


def _generic_restrictor(doc: Doc, head: Token, start: int) -> str | None:
    """ "People who smoke or drink heavily die younger", "Those who ...": the coordination is
    in a restrictive relative clause of a bare plural (or "those") that is the subject of a
    simple present main verb. The generic sentence quantifies over the members of the kind the
    relative restricts (Krifka et al. 1995 §1.2: the relative clause is in the restrictor of
    the generic operator), which is downward entailing like "every"'s. A comma before the
    relative makes it supplementary, no restrictor."""
    verb = verbal_ancestor(head, skip_auxiliaries=True)
    verb = _relative_above(verb)
    if verb is None:
        return None
    noun = verb.head
    if noun.i > start or noun.dep_ not in SUBJECT_DEPS:
        return None
    if noun.i + 1 < len(doc) and doc[noun.i + 1].is_punct:
        return None  # "Farmers, who grow wheat or barley, ...": supplementary
    bare_plural = (
        noun.tag_ in _PLURAL_TAGS
        and not any(c.dep_ in {"det", "poss", "nummod", "predet"} for c in noun.children)
        # "Millions of Americans who work hard and pay taxes deserve a raise" (the parse hangs
        # the relative on "Millions"): a magnitude noun is a cardinal quantifier, not a kind
        # (``MAGNITUDE_NOUNS``), and a cardinal on its "at least n" reading is persistent,
        # upward monotone in its restrictor (Barwise & Cooper 1981 §4, Table II): millions who
        # work hard and pay taxes are millions who pay taxes. A blind judge wanted entailment
        and noun.lower_ not in MAGNITUDE_NOUNS
    )
    universal = noun.lower_ in UNIVERSAL_PRONOUNS
    if not (bare_plural or noun.lower_ == "those" or universal):
        return None
    main = noun.head
    main_generic = (
        _simple_present(main)
        or ((noun.lower_ == "those" or universal) and _modal_main(main))
        or (bare_plural and (_present_passive(main) or _modal_main(main, _DEONTIC_MODALS)))
    )
    if not (main_generic and _simple_present(verb)):
        return None  # "will pay more": one future; "who spoke to A or B": those who did
    if main.lemma_.lower() in REPORTING_VERBS:
        return None  # "Residents who live near A or B say ...": some residents, a report
    return "generic_restrictor"


#: Links inside a noun phrase from a coordination up to the noun its prepositional phrase
#: modifies ("Programs with more than 64 kilobytes of [code or data]").
_NOUN_PHRASE_DEPS = frozenset({"pobj", "prep", "conj", "amod", "compound", "nummod", "quantmod"})


#: Words of an exemplifying apposition ("such as", "like", "including"; Quirk et al. 1985
#: §17.84): a list of examples of the noun, not a restrictor of it (``or_open_list``).
_EXEMPLIFYING = frozenset({"such", "like", "including", "e.g.", "eg"})


def _generic_modifier_restrictor(doc: Doc, head: Token, start: int) -> bool:
    """ "Users with Windows or Linux need a driver", "Programs with more than 64 kilobytes of
    code or data had to waste time": the "or" sits in a prepositional postmodifier of a bare
    plural subject of a generic or rule-like main clause (simple present, a modal of
    ``_RULE_MODALS``, or "have to"). Like the relative clause of ``_generic_restrictor``, a
    restrictive postmodifier is in the restrictor of the generic operator (Krifka et al. 1995
    §1.2; Barwise & Cooper 1981 on "every"), which is downward entailing: those with code are
    among those with code or data (the s1204j judges on conj-000; cj136). For "or" only: an
    "and" there often lists two kinds ("people from France and Germany"), a union, not an
    intersective restrictor. A past episode ("Passengers with bags or cases waited") is no
    generic and is left out, as is a comma after the noun (a supplement)."""
    t = head
    seen_prep = False
    for _ in range(10):
        if t.dep_ not in _NOUN_PHRASE_DEPS or t.head.i == t.i or t.pos_ in {"VERB", "AUX"}:
            return False
        if t.lower_ in _EXEMPLIFYING or any(c.lower_ in _EXEMPLIFYING for c in t.children):
            return False  # "functions such as A or B": examples, no restrictor
        seen_prep = seen_prep or t.dep_ == "prep"
        t = t.head
        if t.dep_ in SUBJECT_DEPS and t.pos_ in {"NOUN", "PROPN"}:
            break
    else:
        return False
    noun = t
    if not seen_prep or noun.i > start or noun.tag_ not in _PLURAL_TAGS:
        return False
    if any(c.dep_ in {"det", "poss", "nummod", "predet"} for c in noun.children):
        return False
    if noun.i + 1 < len(doc) and doc[noun.i + 1].is_punct:
        return False
    main = noun.head
    if main.lemma_.lower() in REPORTING_VERBS:
        return False
    have_to = main.lemma_.lower() == "have" and any(
        c.dep_ == "xcomp" and any(a.dep_ == "aux" and a.lower_ == "to" for a in c.children)
        for c in main.children
    )
    return _simple_present(main) or _modal_main(main) or have_to


#: Universal and free-choice pronouns whose relative clause is the restrictor of a universal
#: ("anyone who A" is "every person who A"; Barwise & Cooper 1981: "every" is downward
#: entailing in its restrictor; Dayal 1998 on free-choice "any" as universal).
UNIVERSAL_PRONOUNS = frozenset({"anyone", "anybody", "everyone", "everybody"})
#: Modals of a rule-like main clause over "those who" / "anyone who" ("Those who A cannot be
#: accused", "Anyone who A must register"): a modal statement about whoever meets the
#: restrictor, not one episode (Krifka et al. 1995 §1.2 on modal generics).
#: "ca"/"wo" are the stems spaCy splits off "can't"/"won't".
_RULE_MODALS = frozenset({"can", "cannot", "will", "must", "should", "may", "shall", "ca", "wo"})
#: Dependencies inside a noun phrase or verb phrase by which a coordination sits lower in a
#: relative clause ("who believe in the right to A and to B": the infinitives modify "right").
_INSIDE_RELATIVE_DEPS = frozenset({"acl", "pobj", "prep", "pcomp", "dobj", "xcomp", "conj"})


def _relative_above(verb: Token) -> Token | None:
    """The relative clause verb over ``verb``: itself, or the first "relcl" reached through
    noun-phrase and verb-phrase links (``_INSIDE_RELATIVE_DEPS``), never across a clause of its
    own (an adverbial or complement clause has its own polarity)."""
    t = verb
    for _ in range(8):
        if t.dep_ == "relcl":
            return t
        if t.dep_ not in _INSIDE_RELATIVE_DEPS or t.head.i == t.i:
            return None
        t = t.head
    return None


#: Modals of obligation, permission and ability: over a bare plural subject they state a rule
#: or disposition of the kind ("Users who A and B must read the warning"), a modal generic
#: (Krifka et al. 1995 §1.2; Cohen 1999 on rules and regulations as generics). "will" and
#: "may" are left out: "Farmers who grow A or B will pay more" may be one future episode, and
#: epistemic "may" is existential. cj151.
_DEONTIC_MODALS = _RULE_MODALS - {"will", "wo", "may"}


def _present_passive(main: Token) -> bool:
    """ "Users who A and B are expected to ...", "Packages that A and B are removed": a present
    passive (a present "is"/"are" as the only auxiliary) is a simple present in the passive
    voice, generic or habitual over a bare plural subject as the active one is (Carlson &
    Pelletier 1995; Krifka et al. 1995 §1.2), so the restrictive relative of that subject is in
    the restrictor of the generic operator, downward entailing (s1204r conj-040; cj151). A
    progressive or perfect ("are being removed", "have been removed") is episodic: left out.
    ``syntax.simple_present``'s passive case, with "be" (not "get") as the auxiliary."""
    return (
        main.tag_ == "VBN"
        and simple_present(main)
        and any(c.dep_ == "auxpass" and c.lemma_.lower() == "be" for c in main.children)
    )


def _modal_main(main: Token, modals: frozenset[str] = _RULE_MODALS) -> bool:
    """The main clause carries a modal of a rule (``_RULE_MODALS``), so it is generic; with
    ``modals=_DEONTIC_MODALS``, one of obligation, permission or ability."""
    return any(c.dep_ == "aux" and c.lower_ in modals for c in main.children)


#: Verbs of saying and thinking: a bare plural subject of a present "say" reports what some
#: did say (the journalistic present, Quirk et al. 1985 §4.20), an existential reading whose
#: restrictor is upward entailing. (``REPORT_VERBS`` above is the say-verbs' non-monotone
#: complement, without the doxastic verbs.)
REPORTING_VERBS = frozenset(
    {"say", "tell", "report", "claim", "state", "argue", "believe", "think", "fear", "warn"}
)


def _simple_present(verb: Token) -> bool:
    """A simple present verb with no auxiliary (``syntax.simple_present`` with no passive: a
    present passive main clause counts only under a bare plural, ``_present_passive``), a bare
    form (VB) with a subject included: the tagger gives a plural present one now and then
    ("Children who read or draw learn faster")."""
    return simple_present(verb, passive=False, bare=True)


#: Reporting verbs that follow a direct question ("Why should we pay, he asked.").
QUESTION_REPORTING_VERBS = frozenset({"ask", "wonder", "inquire", "enquire", "demand"})
#: Words that open a main-clause interrogative (wh-words and inverted auxiliaries).
_INTERROGATIVE = frozenset(
    {
        "who", "what", "why", "which", "whom", "whose",
        "do", "does", "did", "is", "are", "was", "were", "can", "could", "will", "would",
        "shall", "should", "may", "might", "must", "has", "have", "had",
    }
)  # fmt: skip


def not_asserted(doc: Doc, conj: Sequence[TokenRange]) -> str | None:
    """Why the coordination's sentence asserts nothing that its rewrites could be labelled
    against, or None:

    * ``unconditional``: "Whether they win or lose, the fans will cheer" asserts the main
      clause under each alternative; the alternatives are a question's, and with one of them
      removed the adjunct is no unconditional at all ("*Whether they lose, the fans will
      cheer": an exhaustive conditional needs its "or", Huddleston & Pullum 2002 ch. 11 §5.3).
      Only when the "or" is the clause's only one: of three alternatives ("whether in A, B or
      C", "whether he drives A or delivers B or owns C") one may go, and the unconditional, a
      conjunction of conditionals, is downward entailing (``downward_context``);
    * ``open_quotation``: the coordination is inside a direct quotation that the sentence
      boundary cuts (an odd number of double quotes, the coordination after the last one or
      before the first closing one): the sentence is part of a reported utterance, which is
      mentioned, not asserted (Davidson 1979 "Quotation"; Clark & Gerrig 1990), and its
      speaker and frame are in another sentence;
    * ``reported_question``: "Why should we pay for A and B, he asked.": a main-clause
      interrogative reported without its "?" (Quirk et al. 1985 §14.29 on direct speech):
      a question has no truth value (Groenendijk & Stokhof 1984), as for ``_direct_question``;
    * ``unmarked_question``: "So who's more tired and who's more hungry, the kids or us.": a
      main-clause open interrogative written without its "?" (``_unmarked_wh_question``).
    """
    head = doc[conj[0].start : conj[0].end].root
    if _unconditional_whether(doc, head, conj) and _sole_or(doc, conj):
        return "unconditional"
    quotes = [t for t in doc if t.text in DOUBLE_QUOTES]
    if len(quotes) % 2 == 1:
        inside_open = quotes[-1].i < conj[0].start and not _closing_quote(quotes[-1])
        inside_close = conj[-1].end <= quotes[0].i and _closing_quote(quotes[0])
        if inside_open or inside_close:
            return "open_quotation"
    if _reported_question(doc, conj):
        return "reported_question"
    if _unmarked_wh_question(doc, conj):
        return "unmarked_question"
    return None


#: Wh-words that open an open interrogative main clause (Huddleston & Pullum 2002 ch. 10 §7).
_WH_OPENERS = frozenset({"who", "what", "which", "why", "where", "when", "how", "whom", "whose"})
#: Discourse markers that may stand before the interrogative word (Schiffrin 1987 ch. 4-8;
#: Quirk et al. 1985 §8.134 on initial "so", "now", "well").
_MARKERS_BEFORE_WH = frozenset({"so", "now", "well", "then", "and", "but", "or", "ok", "okay"})
#: Tags of a tensed verb or operator, which follows the wh-word of a main-clause interrogative
#: when the wh-phrase is its subject or the operator is inverted ("what's", "who cares").
_TENSED = frozenset({"MD", "VBD", "VBZ", "VBP"})


def _unmarked_wh_question(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "So who's more tired and who's more hungry, the kids or us.": the sentence opens (after
    a discourse marker) with a wh-word right before the tensed verb or operator of the main
    clause, the form of an open interrogative (Huddleston & Pullum 2002 ch. 10 §7; Quirk et al.
    1985 §11.14), written without its "?" (tweets drop it; rhetorical questions too, Quirk
    §11.23). An interrogative, rhetorical or not, has no truth value (Groenendijk & Stokhof
    1984), and a removal cuts it to a question fragment ("So who's more tired."), labelled as
    if asserted. Not the connective "what's more," (Quirk §8.137), not a fused relative
    subject ("What happened next surprised us", "Who is lazy will fail": its verb is not the
    root, H&P ch. 12 §6), not an exclamative ("What a day", "How nice": no verb after the
    wh-word), not a sentence that ends in "?" (``_direct_question`` takes those)."""
    words = [t for t in doc if not t.is_punct]
    while len(words) > 2 and words[0].lower_ in _MARKERS_BEFORE_WH:
        words = words[1:]
    if len(words) < 3 or words[0].lower_ not in _WH_OPENERS:
        return False
    wh, verb = words[0], words[1]
    if verb.i != wh.i + 1 or verb.tag_ not in _TENSED:
        return False
    if any(t.text == "?" for t in doc):
        return False
    if verb.lower_ in {"'s", "is"} and doc[verb.i + 1].lower_ == "more":
        after = doc[verb.i + 2] if verb.i + 2 < len(doc) else None
        if after is None or after.is_punct:
            return False  # "What's more, the food was great": the additive connective
    # the verb heads the main clause, or is the inverted operator of its head ("Why do they
    # cancel"); a wh-clause that is itself the subject ("Who is lazy will fail", ``csubj``) is
    # a fused relative, not a question
    if verb.dep_ in {"aux", "auxpass"}:
        verb = verb.head
    return verb.dep_ == "ROOT"


def _closing_quote(quote: Token) -> bool:
    """A closing double quote: a right one, or a straight one written against the word before
    it ('Ridicule" won'), as closing quotes are set (Chicago Manual of Style 6.9; an opening
    quote is set against the word after it). A straight quote cut from a title's end is no
    open quotation: the source check flags the sentence instead (``source:unbalanced_quote``)."""
    if quote.text in ("\u201d", "''"):
        return True
    if quote.text in ("\u201c", "``") or quote.i == 0:
        return False
    return quote.text == '"' and quote.doc[quote.i - 1].whitespace_ == ""


def _sole_or(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """Two conjuncts joined by "or", and no other "or" from the sentence's start to the first
    comma after the last conjunct (the parse may split "A or B or C" into pairs)."""
    if len(conj) != 2:
        return False
    end = next((t.i for t in doc[conj[-1].end :] if t.text == ","), len(doc))
    between = [t for t in doc[conj[0].end : conj[1].start] if t.lower_ == "or"]
    return bool(between) and sum(t.lower_ == "or" for t in doc[:end]) == 1


def _unconditional_whether(doc: Doc, head: Token, conj: Sequence[TokenRange]) -> bool:
    """The alternatives are those of an adjunct "whether" clause (not a complement: "asked
    whether A or B" is an embedded question, labelled as such), of one after
    "regardless/irrespective of whether", or of a fronted "Whether A or B," before the main
    clause, which the parse may hang anywhere when it has no verb ("Whether by land or by sea,
    the journey is long"). The "whether" must mark the first alternative's own clause."""
    start, end = conj[0].start, conj[-1].end
    opener = next((t for t in doc if not t.is_punct), None)
    fronted = opener is not None and opener.lower_ == "whether" and opener.i < start
    if fronted and end < len(doc) and doc[end].text == ",":
        return True
    clause = verbal_ancestor(head, skip_auxiliaries=True)
    mark = next((c for c in clause.children if c.dep_ == "mark" and c.lower_ == "whether"), None)
    if mark is None or mark.i > start:
        return False
    if clause.dep_ == "advcl":
        return True
    if clause.dep_ == "ccomp" and _no_question_embedder(clause.head):
        return True  # "The fans will cheer whether the team wins or loses": parsed ccomp
    before = [w.lower_ for w in doc[max(mark.i - 2, 0) : mark.i]]
    return len(before) == 2 and before[1] == "of" and before[0] in UNCONDITIONAL_HEADS


#: Predicates that take an interrogative complement (Karttunen 1977's classes: inquiry,
#: knowledge and its acquisition and communication, decision, conjecture, relevance and
#: dependency; Huddleston & Pullum 2002 ch. 11 §5.3). A "whether" clause parsed as the
#: complement of a verb outside this list ("cheer", "go", "vote") is an unconditional adjunct.
QUESTION_EMBEDDERS = frozenset(
    {
        "ask", "wonder", "inquire", "enquire", "question", "doubt", "investigate", "examine",
        "study", "test", "check", "verify", "ascertain", "establish", "determine", "assess",
        "evaluate", "judge", "consider", "debate", "discuss", "argue", "dispute", "know",
        "learn", "find", "discover", "see", "hear", "understand", "realize", "realise", "notice",
        "remember", "recall", "forget", "tell", "say", "show", "reveal", "explain", "indicate",
        "specify", "clarify", "confirm", "decide", "choose", "guess", "predict", "estimate",
        "care", "matter", "mind", "depend", "affect", "influence", "be", "become", "seem",
        "sure", "certain", "unsure", "unclear", "uncertain", "aware", "wait",
        "watch", "look", "consult", "vote", "count", "note", "record", "report", "state",
    }
)  # fmt: skip


def _no_question_embedder(matrix: Token) -> bool:
    """``matrix`` is a verb that takes no interrogative complement (``QUESTION_EMBEDDERS``),
    nor is it the copula or verb of a predicate that does ("is not sure whether")."""
    if matrix.pos_ != "VERB" or matrix.lemma_.lower() in QUESTION_EMBEDDERS:
        return False
    predicates = [c for c in matrix.children if c.dep_ in {"acomp", "attr", "oprd", "xcomp"}]
    return not any(p.lemma_.lower() in QUESTION_EMBEDDERS for p in predicates)


#: Heads of "X of whether A or B" that make it an unconditional (Quirk et al. 1985 §15.33).
UNCONDITIONAL_HEADS = frozenset({"regardless", "irrespective"})


def _reported_question(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "Why should we pay for the bridge and the tunnel, he asked.": the sentence opens with an
    interrogative word and ends with ", SUBJECT asked" (a reporting verb of
    ``QUESTION_REPORTING_VERBS`` after the coordination, right after a comma)."""
    words = [t for t in doc if not t.is_punct]
    if not words or words[0].lower_ not in _INTERROGATIVE:
        return False
    for t in doc[conj[-1].end :]:
        if t.lemma_.lower() in QUESTION_REPORTING_VERBS and t.pos_ == "VERB":
            before = doc[max(t.i - 3, 0) : t.i]
            after = [w for w in doc[t.i + 1 :] if not w.is_punct]
            return any(w.text == "," for w in before) and len(after) <= 2
    return False


#: Dependencies of a verb that heads a clause of its own below another: the clause is a scope
#: domain, and a focus particle of the higher clause does not reach into it (Huddleston &
#: Pullum 2002 ch. 6 §7.3 on the scope of "only"; Rooth 1992: the focus must be in the
#: particle's syntactic scope).
_OWN_CLAUSE_DEPS = frozenset({"advcl", "relcl", "ccomp", "acl", "parataxis", "csubj", "conj"})


#: Parts of speech that head or join clauses, which a focus particle's own phrase lacks.
_CLAUSAL_POS = frozenset({"VERB", "AUX", "CCONJ", "SCONJ"})


def focus_over(doc: Doc, only: Token, conj: Sequence[TokenRange]) -> bool:
    """The exclusive particle ``only`` ("only", "solely", "exclusively") scopes over the
    coordination. Not the adjective of "the only one", "the only country with A and B" (a
    uniqueness modifier of its noun, no focus particle: H&P 2002 ch. 6 §7.3 vs ch. 7 §2); not a
    particle whose word is no ancestor of the coordination ("only a few genera exist, such as A
    and B": "only" focuses "a few"); and not one across a clause boundary ("of which only the
    first was published ...; the others were published in 1885 and 1894", "Only arthropods have
    a brain, though precursors exist in A, B and C"): a focus particle associates with a focus
    inside its own scope (Rooth 1992; Jackendoff 1972 ch. 6). A coordination at most three
    words after the particle, with no punctuation, verb or conjunction between, is in the
    phrase the particle opens, whatever the parse hung the particle on ("Only magnitude 6.0 or
    greater quakes", where the parse made "magnitude" a subject of its own)."""
    if only.pos_ == "ADJ" or (only.i > 0 and doc[only.i - 1].dep_ in {"det", "poss"}):
        return False
    between = doc[only.i + 1 : conj[0].start]
    if len(between) <= 3 and not any(t.is_punct or t.pos_ in _CLAUSAL_POS for t in between):
        return True  # "only magnitude 6.0 or greater": the phrase right after the particle
    target = only.head
    t = doc[conj[0].start : conj[0].end].root
    while t.i != target.i:
        if t.head.i == t.i:
            return False  # the particle's word does not dominate the coordination
        if t.dep_ in _OWN_CLAUSE_DEPS and t.pos_ in {"VERB", "AUX"}:
            return False
        t = t.head
    return True


#: Words right after an exclusive particle that make it a subordinator's modifier ("only if",
#: "only when"): a conditional or temporal restriction with monotonicity of its own
#: (``conjunction_downward``'s "only if" handling), not a focus in the clause.
_ONLY_SUBORDINATORS = frozenset({"if", "when", "whenever", "after", "because", "once"})


def focus_background(doc: Doc, conj: Sequence[TokenRange], words: frozenset[str]) -> Token | None:
    """An exclusive particle of ``words`` in the coordination's own clause whose focus lies
    outside the coordination, so that the coordination is in its background: "She was kind and
    patient only with children", "Only the teacher was kind and patient". "Only" asserts that
    no alternative to the focus satisfies the background (Horn 1969; Rooth 1992), and that
    assertion is downward monotone in the background while the prejacent ("she was kind and
    patient with children") is upward: the whole is non-monotone (Strawson downward entailing
    at best, von Fintel 1999; Beaver & Clark 2008 ch. 8). "kind only with children" does not
    follow (she may be kind but impatient with adults), and "kind and patient only with
    children" does not follow from "kind only with children" (its prejacent says nothing of
    patience): removal and addition are neutral. Returns the particle, else None.

    Not a particle inside a conjunct (its focus is that conjunct's own), one that focuses the
    coordination itself or a phrase containing it (``focus_over``: the exclusive rules), the
    additive "not only", "only if/when" (a subordinator's modifier), the adjective of "the
    only N", the degree "only" of an adjective ("it was only natural that"), nor one in
    another clause ("..., but he only wanted to leave")."""
    inside = {i for c in conj for i in range(c.start, c.end)}
    clause = _clause_of(doc[conj[0].start : conj[0].end].root)
    heads = {clause.i} | {doc[c.start : c.end].root.i for c in conj}
    for only in doc:
        if only.lower_ not in words or only.i in inside or only.pos_ != "ADV":
            continue
        if only.dep_ != "advmod" or (only.i > 0 and doc[only.i - 1].lower_ in {"not", "if"}):
            continue
        if only.i + 1 < len(doc) and doc[only.i + 1].lower_ in _ONLY_SUBORDINATORS:
            continue
        if any(t.i in inside for t in only.head.subtree):
            continue  # the focus contains the coordination (or the particle is over it)
        if only.head.pos_ in {"ADJ", "ADV"}:
            continue  # "it was only natural that ...", "only slightly": "merely, simply", a
            # degree use with no alternatives to exclude (Quirk et al. 1985 §8.116 on "only"
            # as a restrictive downtoner before adjectives)
        if _clause_of(only).i not in heads:
            continue
        return only
    return None


def _clause_of(tok: Token) -> Token:
    """The head of the clause (or of the coordinated verb phrase) ``tok`` is in: the first
    token at or above it that hangs on its head by a clausal or conjunct dependency
    (``_OWN_CLAUSE_DEPS``), else the root. Read off the dependencies, not the verb tags, so a
    clause whose verb the tagger took for a noun ("though birds nest in barns") still ends
    there."""
    t = tok
    while t.dep_ not in _OWN_CLAUSE_DEPS and t.head.i != t.i:
        t = t.head
    return t


def only_before_preposition(
    doc: Doc, conj: Sequence[TokenRange], words: frozenset[str]
) -> Token | None:
    """ "succeeded only in tripping and spraining an ankle", "is known only for A and B": the
    exclusive particle stands right before the preposition whose object (a gerund or a noun
    phrase) is the coordination, and the parse hung it on the preposition, outside the clause
    that ``in_scope_of`` searches when the gerund heads a clause of its own. A focus particle
    before a prepositional phrase takes the phrase as its focus (Jackendoff 1972 ch. 6; H&P 2002
    ch. 6 §7.3), so "only in A and B" excludes anything beyond A and B (Horn 1969): dropping a
    member or adding one contradicts it."""
    head = doc[conj[0].start : conj[0].end].root
    prep = head.head
    if head.dep_ not in {"pcomp", "pobj"} or prep.pos_ != "ADP" or prep.i >= conj[0].start:
        return None
    if prep.i > 0 and doc[prep.i - 1].lower_ in words and doc[prep.i - 1].pos_ == "ADV":
        only = doc[prep.i - 1]
        if only.i > 0 and doc[only.i - 1].lower_ == "not":
            return None  # "not only in A but also in B": additive
        return only
    return None


def corrected_member(t: Token) -> bool:
    """``t`` is the second member of a corrective or contrastive "but" coordination ("refers
    not to a homogeneous people, but to various people or tribes", "is not a grass but rather a
    pseudocereal related to spinach and amaranth"): a negation on the first member or on the
    head they share is the first member's, corrected by the second, which is asserted
    positively (McCawley 1991 on contrastive negation; H&P 2002 ch. 9 §1.2, ch. 15 §2.4), so a
    walk up from a coordination inside the second member stops there."""
    return t.dep_ == "conj" and any(
        c.dep_ == "cc" and c.lower_ == "but" and c.i < t.i for c in t.head.children
    )


#: Wh-words and subordinators that open an embedded question ("how the first stars formed",
#: "why the models don't fit", "whether it works").
_QUESTION_OPENERS = frozenset({"how", "why", "what", "where", "when", "who", "which", "whether"})
#: Verbs of knowing and finding out whose complement can be a question (Karttunen 1977).
_KNOWLEDGE_VERBS = frozenset({"know", "understand", "explain", "tell", "say", "see", "figure"})
#: Pronouns of a consequent that may take up what the antecedent mentions.
_CONSEQUENT_PRONOUNS = frozenset({"it", "them", "they"})


def _referring_pronoun(x: Token, main: Token) -> bool:
    """``x`` is a pronoun of ``_CONSEQUENT_PRONOUNS`` in the main clause ``main`` (at most
    three heads below it: "we want to make it cheaper"), not the subject of "be" ("it'd be a great help": the
    extraposition or situation "it" of an evaluation, Huddleston & Pullum 2002 ch. 16 §7)."""
    if x.lower_ not in _CONSEQUENT_PRONOUNS or x.pos_ != "PRON":
        return False
    if x.dep_ in {"nsubj", "expl"} and x.head.lemma_ == "be":
        return False
    return any(h.i == main.i for h in list(x.ancestors)[:3])


def _opens_question(doc: Doc, c: TokenRange) -> bool:
    head = doc[c.start : c.end].root
    first = next((t for t in doc[c.start : c.end] if not t.is_punct), None)
    return head.pos_ in {"VERB", "AUX"} and first is not None and first.lower_ in _QUESTION_OPENERS


def _modal_clause(doc: Doc, c: TokenRange) -> bool:
    head = doc[c.start : c.end].root
    return any(
        t.dep_ == "aux" and t.lower_ in {"can", "could", "may", "might"} and c.start <= t.i < c.end
        for t in head.children
    )


#: Reasons of ``unlabelled_addition`` whose addition is still written, labelled neutral.
NEUTRAL_ADDITIONS = frozenset({"question_disjunction", "unless"})


def unlabelled_addition(doc: Doc, conj: Sequence[TokenRange]) -> str | None:
    """Why no ``conjunct_added`` pair of this coordination has a label a judge agrees on
    (``question_disjunction``: one, neutral, that the caller gives), or None (the ninetieth pass; Ladusaw 1979 and ConjNLI §3 on contexts that change the
    direction of entailment):

    * ``question_disjunction``: "do not know [how A] or [why B]": disjoined embedded questions
      under a verb of knowing. Coordinated questions are answered by answering each
      (Groenendijk & Stokhof 1984 on question coordination), so "(not) know Q1 or Q2" speaks of
      both questions, and "not know B" says nothing of the other: the addition is neutral
      whatever the polarity the walks found (the caller gives that label, not no pair).
    * ``free_choice_clauses``: "you can use A or you can use B": each disjunct a clause with its
      own possibility modal. On the free-choice reading (Kamp 1973; Zimmermann 2000) the
      disjunction grants each option, so "you can use B" does not give it (neutral); on the
      Boolean one it does (or-introduction). The blind review read it both ways.
    * ``exceptive``: "save for A and possibly B" with no universal host: the exceptive is not
      monotone in its list (von Fintel 1993; ``conjunction_frames.bare_exceptive``), so a
      member added has no entailment label either (the ninety-fourth pass).
    * ``unless``: "X unless A" -> "X unless A and B": the exceptive conditional is not
      monotone (``unless_clause``), so the added conjunct narrows the exception to a claim
      P does not make: neutral, a label the caller gives as for ``question_disjunction``
      (``NEUTRAL_ADDITIONS``; cj136, s1204j conj-081).
    * ``conditional_consequent``: "If you want beer and spirits, then we make it cheaper":
      an "and" coordination of noun phrases in the antecedent of a conditional whose main
      clause has a pronoun "it"/"them"/"they" that may take up those nouns (the addition of a
      disjunct there is neutral either way and stays). Antecedent strengthening holds for the strict
      conditional (Lewis 1973 on its failure for counterfactuals), but the pronoun's referent
      grows with the antecedent (Geach 1962 on donkey anaphora), so the longer consequent says
      more than the shorter one gave: neither entailment nor a clean neutral."""
    if len(conj) < 2:
        return None
    words = {t.lower_ for t in doc[conj[-2].end : conj[-1].start]}
    head = doc[conj[0].start : conj[0].end].root
    knowing = any(a.lemma_.lower() in _KNOWLEDGE_VERBS for a in list(head.ancestors)[:3])
    if "or" in words and knowing and all(_opens_question(doc, c) for c in conj):
        return "question_disjunction"
    if "or" in words and all(_modal_clause(doc, c) for c in conj):
        return "free_choice_clauses"
    if bare_exceptive(doc, conj):
        return "exceptive"
    if "and" in words and unless_clause(head):
        return "unless"
    nominal = all(doc[c.start : c.end].root.pos_ in {"NOUN", "PROPN"} for c in conj)
    for t in [head, *head.ancestors] if "and" in words and nominal else []:
        if t.dep_ == "advcl" and any(c.dep_ == "mark" and c.lower_ == "if" for c in t.children):
            main = t.head
            if any(_referring_pronoun(x, main) for x in main.subtree if x.i > t.right_edge.i):
                return "conditional_consequent"
            return None
        if t.dep_ == "ROOT":
            return None
    return None


def participle_complement(head: Token) -> bool:
    """'may be classified as "horizontally encoded" or "vertically encoded"': the disjunct's
    head is a participle that the parse made the object of a preposition, a predicative
    complement ("classified as X", Quirk et al. 1985 §16.48 on "as" complements of "regard/
    classify as"; the parse may call it the preposition's ``amod``), with no subject or
    auxiliary of its own (a gerund clause, ``pcomp``, is left out). It is no clause, so its modal is the
    one of the verb above it, the passive "may be classified", under which "or" is free choice
    (Zimmermann 2000; Kamp 1973): the complement of a passive under "may/can" is the object of
    the active "one may classify it as A or B" (the reason ``_passive_subject_under_modal`` in
    ``conjunction.py`` gives for a passive subject; stop 72, cj127)."""
    if head.pos_ != "VERB" or head.dep_ not in {"pobj", "amod"} or head.head.pos_ != "ADP":
        return False
    return not any(c.dep_ in SUBJECT_DEPS or c.dep_ in {"aux", "auxpass"} for c in head.children)


#: Punctuation that opens an elaboration of what precedes it: a dash, colon or comma before a
#: specifying list (Quirk et al. 1985 §17.65 and §17.72 on appositive particularization).
_ELABORATION_PUNCT = DASH_TOKENS | {":", ","}
#: Pronouns that are a general negation by themselves ("contains nothing", "none").
_NEGATIVE_PRONOUNS = frozenset({"nothing", "none", "nobody", "no-one"})


def elaborated_general_negation(doc: Doc, conj: Sequence[TokenRange]) -> bool:
    """ "contains no AT&T code -- neither in A, B, nor C": a "neither ... nor" (or "or") list
    after a dash, colon or comma that particularizes a general negation of the same verb, an
    object with "no" or a negative pronoun ("no code", "nothing") before the punctuation (Quirk
    et al. 1985 §17.65 and §17.72, appositive particularization: the list specifies places
    where the general statement already holds). "No X" denies X anywhere in the subject
    (Barwise & Cooper 1981: "no" is downward entailing in its scope), so a place added to the
    list is already denied by the general negation: the addition is entailed, not neutral
    (the s1204d judges on conj-075; cj127). Only with the general negation on an object of the
    verb the list hangs from (or of a verb coordinated with it), and the punctuation between
    the two."""
    if not conj or conj[0].start < 3:
        return False
    start = conj[0].start
    head = doc[start]
    while start <= head.head.i < conj[0].end and head.head.i != head.i:
        head = head.head  # the head of the first conjunct
    verb = verbal_ancestor(head)
    # "was rebuilt and contains no code -- neither in A": the parse may hang the list from the
    # first verb of a coordination; the general negation then sits on a later conjunct verb
    verbs = [verb, *(v for v in verb.conjuncts if v.i < start)]
    for obj in (c for v in verbs for c in v.children):
        if obj.i >= start or obj.dep_ not in {"dobj", "attr", "obj"}:
            continue
        if not (_no_determiner(obj) or obj.lower_ in _NEGATIVE_PRONOUNS):
            continue
        between = doc[obj.right_edge.i + 1 : start]
        if any(t.text in _ELABORATION_PUNCT for t in between) and any(
            t.lower_ in {"neither", "nor", "not"} or t.dep_ == "preconj" for t in between
        ):
            return True
    return False
