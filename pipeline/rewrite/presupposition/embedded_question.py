"""Embedded-question drafts: "know why S" -> "S" (NOPE App. C; Karttunen 1977)."""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ...lexicon.inflection import inflect
from ...lexicon.tables import word_set
from ...records import Candidate
from ...syntax import (
    FINITE_TAGS,
    PRECISION_WH_MODIFIERS,
    clause_opener,
    token_at_char,
    verb_lemma,
)
from ..negation import (
    NON_THIRD_SINGULAR,
    clitic_had,
)
from .helpers import (
    Draft,
    _be,
    _clause_core,
    _clause_text,
    _past,
    _plural,
    _sentence,
    _subject,
    _text,
)
from .shared import (
    _BOUND_VARIABLES,
    WH_TAGS,
    quantifier_bound_pronoun,
)


def _coordinated_wh_clause(clause: Token) -> bool:
    """Whether the wh-clause is coordinated with another wh-clause ("judge how the plan works and
    what it costs"): each conjunct is a question with its own presupposition (Karttunen 1977
    treats a conjunction of questions as a set of questions), so dropping the first wh-word
    writes a hybrid ("The plan works and what it costs"); no single draft states both."""
    for conj in (c for c in clause.children if c.dep_ == "conj"):
        first = next(iter(conj.subtree))
        if first.tag_ in ("WRB", "WP", "WDT", "WP$"):
            return True
    # the parser may hang the second question anywhere ("deciding what features belong to
    # what object and which are background": "which are" as an adverbial clause): a
    # coordinator right before a wh-word that opens a finite clause coordinates questions
    # (review s1202z)
    doc = clause.doc
    for t in clause.subtree:
        if t.dep_ != "cc" or t.i + 1 >= len(doc):
            continue
        nxt = doc[t.i + 1]
        opens = nxt.head.pos_ in ("VERB", "AUX") and nxt.head.i > nxt.i
        if nxt.tag_ in ("WRB", "WP", "WDT", "WP$") and opens and nxt.head.tag_ in FINITE_TAGS:
            return True
    return False


#: Linking (copular) verbs whose predicative complement is obligatory (Quirk et al. 1985
#: §16.21-16.22): "how" is that complement in "how she felt / looked / seemed / was".
LINKING_VERBS = frozenset(
    {"be", "feel", "look", "seem", "sound", "appear", "become", "taste", "smell", "get"}
)


#: Wh-words that can be in situ in a multiple wh-question ("who did what", "who went where").
IN_SITU_WH = frozenset({"who", "whom", "what", "which", "where", "when", "why", "how", "whose"})


def _multiple_wh(clause: Token, wh: Token) -> bool:
    """A second, in-situ wh-word in the question's own clause ("who's doing what out there",
    "who went where"): a multiple wh-question asks for pairs, and its presupposition is a
    pair-list one ("someone is doing something"; Dayal 1996, Comorovski 1996), which replacing the
    fronted wh-word alone does not state ("Someone's doing what out there."). Wh-words of a
    relative clause inside it are not in situ ("who bought the house where I grew up"), nor are
    those of a question embedded in it ("how women have figured out who won't chat", "why the
    council forgot about who wrote it": IMPPRES's own nested questions, each with one wh-word)."""
    for t in clause.subtree:
        if t.i == wh.i or t.lower_ not in IN_SITU_WH or t.tag_ not in ("WP", "WDT", "WRB", "WP$"):
            continue
        node, in_other_clause = t, False
        while node.i != clause.i and node.head.i != node.i:
            if node.dep_ in ("relcl", "acl", "advcl") or (
                # a complement clause that the wh-word opens is a question of its own; an
                # in-situ one inside a declarative complement ("who said that she bought what")
                # still belongs to the multiple question
                node.dep_ in ("ccomp", "pcomp", "csubj")
                and node.left_edge.i == t.i
                # a noun the parser calls a pcomp ("belong to what object") is a wh-phrase
                # in situ, no clause of its own (review s1202z)
                and node.pos_ in ("VERB", "AUX")
            ):
                in_other_clause = True
                break
            node = node.head
        if not in_other_clause:
            return True
    return False


#: Prepositions of comparison and exception whose reflexive object is an override (exempt)
#: reflexive, referring outside its clause ("people like himself", "unlike themselves",
#: "than herself", "except myself"): Huddleston & Pullum 2002 ch. 17 §3 (override
#: reflexives); Pollard & Sag 1992 "Anaphors in English and the scope of binding theory".
OVERRIDE_REFLEXIVE_PREPS = frozenset({"like", "unlike", "as", "than", "except", "besides", "but"})


#: The plain personal pronoun that alternates with each reflexive (Quirk et al. 1985 §6.23).
PLAIN_OF_REFLEXIVE = {
    "myself": "me", "yourself": "you", "himself": "him", "herself": "her", "itself": "it",
    "ourselves": "us", "yourselves": "you", "themselves": "them",
}  # fmt: skip


def _override_reflexives(words: list[Token]) -> dict[int, str]:
    """Plain pronouns for the override reflexives of a wh-clause ("wondered who, like herself,
    had stayed behind"): the reflexive takes its antecedent from the matrix clause ("she"),
    which the draft leaves behind, so "Someone, like herself, had stayed behind" has a reflexive
    with no antecedent. An override reflexive alternates freely with the plain pronoun ("people
    like herself / her", H&P 2002 ch. 17 §3), which, like any pronoun of a draft, takes its
    referent from the context: "Someone, like her, had stayed behind"."""
    return {
        t.i: PLAIN_OF_REFLEXIVE[t.lower_]
        for t in words
        if t.lower_ in PLAIN_OF_REFLEXIVE
        and t.dep_ == "pobj"
        and t.head.lower_ in OVERRIDE_REFLEXIVE_PREPS
    }


def _without_asyndetic_wh_clauses(clause: Token, words: list[Token]) -> list[Token]:
    """The embedded question without a second wh-clause joined to it by a comma alone ("noticed
    how he frowned, how the corner of his mouth dropped"): the two questions are asyndetically
    coordinated (or the second is in apposition to the first; Quirk et al. 1985 §13.1 on
    asyndetic coordination, §17.65 on apposition), each a complement of the verb with its own
    presupposition, but the parser hangs the second on the first's verb. The first's draft
    ends before the comma ("He frowned."), not "*He frowned, how the corner ... dropped"."""
    doc = clause.doc
    for k in clause.children:
        if (
            k.i > clause.i
            and k.dep_ in ("ccomp", "conj", "parataxis", "advcl")
            and k.left_edge.tag_ in WH_TAGS
            and k.left_edge.i > 0
            and doc[k.left_edge.i - 1].text == ","
        ):
            return [t for t in words if not k.left_edge.i - 1 <= t.i <= k.right_edge.i]
    return words


def _without_matrix_conjunct(clause: Token, words: list[Token]) -> list[Token]:
    """The embedded question without a subjectless finite verb conjunct that belongs to the
    matrix clause: "This chapter explains why some sensors may be slow and gives an example".
    The parser hangs "gives" on the embedded verb, but it cannot be coordinated there: a
    conjunct without a subject of its own shares the first conjunct's auxiliary or modal
    (Quirk et al. 1985 §13.46), and after "may" or "are" a finite "-s" or past form is no
    possible continuation (coordination of likes: Sag, Gazdar, Wasow & Weisler 1985); nor can
    a third-person singular verb share a plural subject (Quirk et al. 1985 §10.34, agreement).
    It is a second predicate of the matrix subject, outside the question, and the draft ends
    before it and its coordinator (blind review s1204s pres-033). A conjunct with its own
    subject or auxiliary ("why X failed and what Y did") is left alone."""
    subj = next((k for k in clause.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    has_operator = any(k.dep_ in ("aux", "auxpass") for k in clause.children) or (
        clause.lemma_ == "be" and clause.tag_ in ("VB", "VBN", "VBG")
    )
    plural = subj is not None and (
        subj.tag_ in ("NNS", "NNPS") or subj.lower_ in NON_THIRD_SINGULAR
    )
    for k in clause.children:
        if (
            k.dep_ != "conj"
            or k.i < clause.i
            or k.pos_ not in ("VERB", "AUX")
            or k.tag_ not in ("VBZ", "VBD", "VBP")
            or any(x.dep_ in ("nsubj", "nsubjpass", "expl", "aux", "auxpass") for x in k.children)
        ):
            continue
        if not (has_operator or (plural and k.tag_ == "VBZ")):
            continue
        start = k.left_edge.i
        cc = [x.i for x in clause.children if x.dep_ == "cc" and clause.i < x.i < k.i]
        if cc:
            start = min(start, cc[-1])
        doc = clause.doc
        if start > 0 and doc[start - 1].text == ",":
            start -= 1
        return [t for t in words if not start <= t.i <= k.right_edge.i]
    return words


#: Verbs of concealing and withholding that take a "from" phrase of the person kept unaware:
#: Levin 1993 §16 "hide verbs" ("hid the letter from Mary": conceal, hide, screen, secrete) and
#: "keep / withhold X from Y" (Quirk et al. 1985 §16.58 on prepositional complements).
CONCEALING_VERBS = frozenset({"conceal", "hide", "keep", "withhold", "screen", "secrete", "shield"})


def _without_matrix_source(clause: Token, words: list[Token]) -> list[Token]:
    """The embedded question without a final "from" phrase that is the matrix verb's argument:
    "She hid what she wrote from him" is "hid [what she wrote] [from him]", a hide verb's
    object and its "from" complement (``CONCEALING_VERBS``), which the parser hangs on the
    embedded verb. The question is "what she wrote", and its draft "She wrote something", not
    "She wrote something from him" (pr236, blind review). Only when the matrix verb has no
    "from" phrase of its own and the "from" phrase ends the question; "She knew what he had
    taken from the shop" (no concealing verb) keeps it."""
    matrix = clause.head
    if clause.dep_ not in ("ccomp", "dobj", "xcomp") or verb_lemma(matrix) not in CONCEALING_VERBS:
        return words
    if any(k.dep_ == "prep" and k.lower_ == "from" for k in matrix.children):
        return words
    last = words[-1]
    while last.is_punct and last.i > clause.i:
        last = last.doc[last.i - 1]
    pp = next(
        (
            k
            for k in clause.children
            if k.dep_ == "prep"
            and k.lower_ == "from"
            and k.i > clause.i
            and k.right_edge.i == last.i
        ),
        None,
    )
    if pp is None:
        return words
    return [t for t in words if not pp.i <= t.i <= pp.right_edge.i]


#: Verbs whose place is an argument, not an adjunct: the locative copula, verbs of motion with a
#: goal or source (Levin 1993 §51.1-51.2), of putting (§9.1), of existence and position at a
#: place (§47.1, §50: "live", "stay", "lie", "sit", "stand") and "belong" (Huddleston & Pullum
#: 2002 ch. 4 §5 on locative complements; Quirk et al. 1985 §16.19): "Ma went" or "He put the
#: keys" is no complete clause without it.
LOCATIVE_ARGUMENT_VERBS = frozenset(
    {
        "be", "go", "come", "head", "move", "travel", "get", "live", "reside", "stay",
        "remain", "lie", "sit", "stand", "belong", "put", "place", "set", "lay", "keep",
        "end",
    }
)  # fmt: skip


#: The verb's dependents that "somewhere" follows in a where-question's draft: particle, objects
#: and predicative, the core of the verb phrase (Quirk et al. 1985 §8.21 on end position of
#: place adjuncts after the complementation): "He had hidden the keys somewhere".
WHERE_BEFORE_DEPS = frozenset({"prt", "dobj", "dative", "iobj", "attr", "acomp", "oprd"})


#: Adverbial wh-words of reason and manner ("how / why X could have V-ed").
SURPRISE_WH = frozenset({"how", "why"})


#: Modals of the "how could X have V-ed" question of surprise or incredulity.
SURPRISE_MODALS = frozenset({"could", "would"})


def _surprise_modal_perfect(clause: Token) -> tuple[set[int], dict[int, str]]:
    """The modal and "have" of a "how / why X could (would) have V-ed" question, to drop, and the
    past form that replaces the participle: "One wonders how FLYNN could have failed so badly"
    presupposes "FLYNN failed so badly", not "FLYNN could have failed" (a possibility, which no
    one doubts). The modal perfect here asks for the reason or manner of a past fact the speaker
    takes for granted (Karttunen 1977: a question presupposes its existential answer; Quirk et
    al. 1985 §11.15 on "how could ...?" of surprise, §14.25 on the putative use of modals in
    such clauses); the draft states that fact. ((), {}) when the clause has no such modal
    perfect: "how X could win" (no perfect) may ask about a mere possibility, and is left."""
    auxes = sorted((k for k in clause.children if k.dep_ in ("aux", "auxpass")), key=lambda t: t.i)
    if (
        len(auxes) < 2
        or auxes[0].lower_ not in SURPRISE_MODALS
        or auxes[1].lower_ != "have"
        or clause.tag_ != "VBN"
    ):
        return set(), {}
    subj = next((k for k in clause.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    dropped = {auxes[0].i, auxes[1].i}
    if len(auxes) > 2 and auxes[2].lower_ == "been":
        return dropped, {auxes[2].i: _be(subj)}  # "could have been chosen" -> "was chosen"
    if verb_lemma(clause) == "be":
        return dropped, {clause.i: _be(subj)}  # "could have been so naive" -> "was so naive"
    return dropped, {clause.i: inflect(verb_lemma(clause), "VBD")}


#: Subjects of a "why ... would" question that name no one in particular ("why anyone would
#: want to live here"): the question is hypothetical and presupposes no fact (Quirk et al.
#: 1985 §6.62 on non-assertive "any"-forms; §6.59 on generic "one").
NONSPECIFIC_SUBJECTS = frozenset(
    {"anyone", "anybody", "anything", "someone", "somebody", "something", "one", "nobody"}
)


#: Stative verbs whose "would" in a why-question is putative (``_putative_would``).
PUTATIVE_WOULD_STATIVES = word_set("presupposition_putative_would_statives")


def _putative_would(clause: Token, trig: Token) -> tuple[set[int], dict[int, str]] | None:
    """The "would" to drop, and the finite form that replaces the bare verb, of a "why X would
    V" question (``({}, {})`` when the clause has no "would"); None when the draft cannot be
    made. "wondering why Katya would be friends with X" presupposes "Katya is friends with X",
    not "Katya would be friends with X" (a hypothetical nobody asserted; blind review s1202h):
    in a why-question "would" is the putative modal, which adds no tense or doubt of its own
    (Quirk et al. 1985 §14.25; Karttunen 1977: a why-question presupposes its proposition). The
    draft takes the present, or the past after a past matrix verb ("She wondered why Katya
    would be ..." -> "Katya was ...": backshift, Quirk et al. §14.31). Only stative verbs
    (``PUTATIVE_WOULD_STATIVES``): with an eventive verb "would" may be habitual past ("why he
    would walk through the bay every night"), future in the past or hypothetical, and no tense
    of the draft is right; nor with a subject that names no one ("why anyone would want ..."),
    whose question is hypothetical; nor with a negation in the clause ("why he wouldn't
    come": refusal, volitional "would"). A clitic "'d" before a participle is "had"
    (``negation.clitic_had``: "why she'd left"), no modal, so the clause stays as it is."""
    modal = next(
        (
            k
            for k in clause.children
            if k.dep_ == "aux"
            and k.lower_ in ("would", "'d", "’d")
            and not clitic_had(k)  # "why she'd left": "'d" = "had", no modal
        ),
        None,
    )
    if modal is None:
        return set(), {}
    subj = next((k for k in clause.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    if (
        subj is None
        or subj.lower_ in NONSPECIFIC_SUBJECTS
        or clause.tag_ != "VB"
        or verb_lemma(clause) not in PUTATIVE_WOULD_STATIVES
        or any(
            k.dep_ in ("neg", "auxpass") or k.dep_ == "aux" and k.i > modal.i
            for k in clause.children
        )
    ):
        return None
    past = _past(trig) or any(_past(h) for h in trig.ancestors if h.pos_ in ("VERB", "AUX"))
    lemma = verb_lemma(clause)
    if lemma == "be":
        form = _be(subj, past)
    elif past:
        form = inflect(lemma, "VBD")
    else:
        plural = _plural(subj) or subj.lower_ in ("i", "you")
        form = inflect(lemma, "VBP" if plural else "VBZ")
    return {modal.i}, {clause.i: form}


#: Volitional "would" verbs whose wh-object is what the subject wants, not what it has or
#: does: "asked them what they would have" (= wanted; OED "will" v.1 B.I.1, Jespersen MEG IV
#: §15.5 on "would" of volition; Quirk et al. 1985 §4.58-4.60), "what he would like".
VOLITIONAL_WOULD_VERBS = frozenset({"have", "like", "prefer"})


def _volitional_would_have(clause: Token, wh: Token) -> bool:
    """ "she asked them what they would have / like": "would" with "have", "like" or
    "prefer" and the wh-word as their object asks what the subject wants (volitional
    "would", ``VOLITIONAL_WOULD_VERBS``), a wish that need not exist and that "They would
    have something" misstates as a possession: no draft."""
    return (
        verb_lemma(clause) in VOLITIONAL_WOULD_VERBS
        and wh.head.i == clause.i
        and wh.dep_ == "dobj"
        and any(k.dep_ == "aux" and k.lower_ in ("would", "'d", "’d") for k in clause.children)
    )


#: Verbs of functioning and behaving whose bare "how X V-s" asks for a mechanism or manner of
#: behaving only (see ``_bare_manner_question``).
FUNCTIONING_VERBS = frozenset(
    {"work", "function", "operate", "behave", "interact", "respond", "react", "perform", "act"}
)


#: Dependents a bare intransitive clause may have besides "how": its subject and verb group.
BARE_CLAUSE_DEPS = frozenset({"nsubj", "aux", "neg", "punct", "advmod"})


def _bare_manner_question(clause: Token, wh: Token) -> bool:
    """ "learn how web applications work", "see how the parts interact": a manner question over
    an intransitive verb with nothing but its subject. It presupposes that X works in some way
    (Karttunen 1977: the existential answer), and dropping the manner leaves "Web applications
    work", which reads as the stative "function properly" or states the trivial (NOPE App. B
    rejects trivial presuppositions; review s1202a): no draft. A clause with an object or
    complement ("how he fixed the bug" -> "He fixed the bug") keeps its draft. The clause head
    may be tagged a noun ("how web applications work": "work" NN), so only its dependents count.
    Only verbs of functioning and behaving (``FUNCTIONING_VERBS``): their bare intransitive
    use is the evaluative sense "function properly, succeed" (WordNet work.v.03 "perform as
    expected when applied", function.v.01, operate.v.03), not the mechanism the question asks
    about, and "X interacts / behaves / responds" holds of anything the question is asked of.
    Other verbs keep their draft ("forgot how Aaron hid" -> "Aaron hid", IMPPRES's wording,
    Jeretic et al. 2020 Table 5): that the event happened is the informative presupposition."""
    return (
        wh.lower_ == "how"
        and wh.head.i == clause.i
        and wh.dep_ == "advmod"
        and any(k.dep_ == "nsubj" for k in clause.children)
        and clause.lemma_.lower() in FUNCTIONING_VERBS
        and all(k.dep_ in BARE_CLAUSE_DEPS for k in clause.children)
        and sum(k.dep_ == "advmod" for k in clause.children) == 1
    )


#: Intransitive verbs whose "how" fills an obligatory manner or degree adverbial: "X compares
#: (to Y)" (compare.v.02 "be comparable", WordNet 3.0) and "X fares" need "well / badly /
#: favourably" (Quirk et al. 1985 §2.16: the SVA clause type, whose adverbial is obligatory).
OBLIGATORY_MANNER_VERBS = frozenset({"compare", "fare"})


def _obligatory_manner_question(clause: Token, wh: Token) -> bool:
    """ "examine how your actual costs compare to your budget", "see how the two fared": "how"
    is the verb's obligatory manner/degree adverbial (``OBLIGATORY_MANNER_VERBS``). The
    question presupposes that the costs compare to the budget in some way (Karttunen 1977),
    which is vacuous; dropping "how" leaves "Your actual costs compare to your budget", which
    asserts that they are comparable (compare.v.02), something the question does not say,
    or the incomplete "The two fared": no draft (review s1204q pres-034). With an object ("how
    she compared the two offers" -> "She compared the two offers") "compare" is compare.v.01
    "examine and note the similarities", the event happened, and the draft stays."""
    return (
        wh.lower_ == "how"
        and wh.head.i == clause.i
        and wh.dep_ == "advmod"
        and clause.lemma_.lower() in OBLIGATORY_MANNER_VERBS
        and not any(k.dep_ in ("dobj", "obj", "nsubjpass", "auxpass") for k in clause.children)
    )


#: Light verbs of dealing with something whose content is the manner itself: "treat" in the
#: sense "deal with in a certain way" takes an obligatory manner adverbial (Quirk et al. 1985
#: §2.16, §16.28 SVOA "treat them kindly"), "handle", "do" and "deal with" name no more than
#: that something is done to the thing (Jespersen's light verbs; Quirk et al. 1985 §2.56).
LIGHT_MANNER_VERBS = frozenset({"treat", "handle", "do", "deal", "manage"})


def _light_passive_manner_question(clause: Token, wh: Token) -> bool:
    """ "determine how the panels will be treated", "shows how the files are handled": a manner
    question over a bare passive of a light verb (``LIGHT_MANNER_VERBS``) with nothing but its
    subject, auxiliaries and "how" (a stranded "with" of "dealt with" allowed). The question
    presupposes that the event happens in some manner (Karttunen 1977, the existential answer);
    with the manner dropped, "The panels will be treated" says only that something is done to
    them, or reads as another sense (medical "treated", completive "is done"), a vacuous or
    wrong draft (NOPE App. B rejects trivial presuppositions; blind review s1204t pres-066):
    no draft. A passive of a contentful verb ("how the files are compressed" -> "The files are
    compressed") keeps its draft, as does an active light verb with an object. Stop 78, pr161."""
    if wh.lower_ != "how" or wh.head.i != clause.i or wh.dep_ != "advmod":
        return False
    if verb_lemma(clause) not in LIGHT_MANNER_VERBS:
        return False
    kids = list(clause.children)
    if not any(k.dep_ == "auxpass" for k in kids):
        return False
    allowed = ("nsubjpass", "aux", "auxpass", "neg", "punct", "advmod")
    return all(
        k.dep_ in allowed or (k.dep_ == "prep" and k.lower_ == "with" and not list(k.children))
        for k in kids
    )


def _generic_when_question(trig: Token, clause: Token, wh: Token) -> bool:
    """ "A used car salesman knows when he's lying", "Good cooks know when the sauce is ready":
    a when-question under a matrix verb in the simple present with an indefinite singular or
    bare plural subject is a characterizing (generic) sentence (Carlson 1977; Krifka et al. 1995
    "Genericity: an introduction"): it quantifies over occasions, and what it takes for granted
    is that such occasions occur ("salesmen sometimes lie"), not the episodic "He's lying" the
    deleted matrix leaves (review s1202v). No draft when the embedded clause is present tense
    too (a past episode, "knows when he lied to her", stays)."""
    if wh.lower_ not in ("when", "whenever") or trig.tag_ not in ("VBZ", "VBP"):
        return False
    if any(c.dep_ in ("aux", "auxpass") for c in trig.children):
        return False
    subj = _subject(trig)
    if subj is None or subj.pos_ != "NOUN":
        return False
    det = next((c for c in subj.children if c.dep_ == "det"), None)
    generic = (det is not None and det.lower_ in ("a", "an")) or (det is None and _plural(subj))
    if not generic or not any(t.lower_ in _BOUND_VARIABLES for t in clause.subtree):
        # only a question with a pronoun the generic subject binds ("when he's lying"); a
        # question about someone else ("Museums know when Donald neglects ...", IMPPRES) keeps
        # its draft
        return False
    tensed = [clause, *(c for c in clause.children if c.dep_ in ("aux", "auxpass"))]
    return all(t.tag_ not in ("VBD", "MD") for t in tensed) and any(
        t.tag_ in ("VBZ", "VBP") for t in tensed
    )


def _stranded_wh_preposition(clause: Token, body: list[Token]) -> Token | None:
    """The last word of the wh-clause's body (before punctuation), when it is a preposition
    without an object of its own hung on the clause's verb or its object ("what he saved the
    money for", "who she talked to"): the stranded preposition whose object is the fronted wh-word."""
    words = [t for t in body if not t.is_punct]
    if not words:
        return None
    last = words[-1]
    if last.dep_ != "prep" or last.pos_ != "ADP" or any(True for _ in last.children):
        return None
    if last.head.i == clause.i:
        return last
    # "what they were digging holes for": the parser may hang it on the verb's object
    return last if last.head.dep_ in ("dobj", "obj") and last.head.head.i == clause.i else None


def _draft_embedded_question(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    clause = token_at_char(doc, c.features.get("embedded_question_head_char"))
    if clause is None:
        return None
    words = _without_asyndetic_wh_clauses(clause, list(clause.subtree))
    words = _without_matrix_conjunct(clause, words)
    words = _without_matrix_source(clause, words)
    if words[0].lower_ in PRECISION_WH_MODIFIERS and clause_opener(clause).i != words[0].i:
        # "knows just what she said": the precision adverb narrows the wh-phrase and goes with
        # it; the existential answer is "She said something" (``PRECISION_WH_MODIFIERS``)
        words = words[1:]
    wh = words[0]
    forms = _override_reflexives(words)
    if _coordinated_wh_clause(clause):
        return None
    if _multiple_wh(clause, wh):
        return None
    if (
        wh.lower_ == "how"
        and wh.head.pos_ in ("ADJ", "ADV")
        and wh.head.i > wh.i
        and all(t.pos_ == "ADV" for t in doc[wh.i + 1 : wh.head.i])
    ):
        # (also "how incredibly close Travis is": a degree adverb between "how" and its head)
        # "how great he can sound": a degree question; its presupposition is "he can sound
        # great to some degree", which dropping "how" does not state ("Great he can sound.")
        return None
    if wh.lower_ == "how" and (
        wh.dep_ in ("acomp", "attr", "oprd")
        or (wh.dep_ == "advmod" and verb_lemma(wh.head) in LINKING_VERBS)
    ):
        # "how she felt", "how it looked": "how" is the linking verb's predicative complement
        # (Quirk et al. 1985 §16.21), so "She felt." has lost its predicate (round 6 of #11)
        return None
    if _bare_manner_question(clause, wh) or _obligatory_manner_question(clause, wh):
        return None
    if _light_passive_manner_question(clause, wh):
        return None
    if _volitional_would_have(clause, wh):
        return None
    if _generic_when_question(trig, clause, wh):
        return None
    if quantifier_bound_pronoun(clause):
        return None
    nxt = doc[wh.i + 1] if wh.i + 1 < len(doc) else None
    if nxt is not None and nxt.is_punct and wh.i == clause.i:
        # "you'll understand why, as ...": a sluiced question (Ross 1969), its clause elided
        return None
    if wh.dep_ == "attr" and verb_lemma(wh.head) == "be":
        # "saw what the trouble was", "knew who the winner was": the wh-word is the copula's
        # predicative, an identification question (Higgins 1973 on specificational and
        # identificational copular clauses; Karttunen 1977: the question presupposes its
        # existential answer), whose existential "The trouble was something" is true of any
        # referent and tests nothing (NOPE App. B rejects trivial presuppositions; stop 50,
        # pr60, dev text): no draft
        return None
    if wh.dep_ == "pobj" and wh.head.pos_ != "ADP":
        # "what this labor is worth": the parser hangs the wh-word on the verb as if it were a
        # preposition's object; its real head ("worth", a preposition-like adjective taking a
        # noun phrase, Huddleston & Pullum 2002 ch. 7 §2.2) is unknown, so the indefinite
        # lands in the wrong place ("This labor is something worth"): no draft
        return None
    if (
        any(t.head.i == wh.i and t.dep_ in ("advmod", "acomp", "amod") for t in words)
        or wh.tag_ in ("WDT", "WP$")
        or wh.dep_ == "det"
    ):
        return Draft(
            _sentence(_text(words[1:], forms)), False, "question:complex_wh", ["complex_wh_phrase"]
        )
    body = [t for t in words if t.i != wh.i]
    if wh.tag_ == "WRB":
        core = _clause_core(clause, body)
        if core is None:
            return None
        if wh.lower_ in SURPRISE_WH:
            dropped, past = _surprise_modal_perfect(clause)
            if not dropped and wh.lower_ == "why":
                putative = _putative_would(clause, trig)
                if putative is None:
                    return None
                dropped, past = putative
            core = [t for t in core if t.i not in dropped]
            forms = {**forms, **past}
        if (
            wh.lower_ == "where"
            and wh.head.i == clause.i
            and verb_lemma(clause) in LOCATIVE_ARGUMENT_VERBS
        ):
            # "where Ma went" presupposes that Ma went somewhere (Karttunen 1977: a wh-question
            # presupposes its existential answer; Quirk et al. 1985 §6.62 "somewhere" as the
            # assertive place pro-form): the locative is the verb's argument, so dropping it
            # leaves "Ma went." or "Every vehicle might be on the 31st" (stop 50, pr60, dev
            # text). "somewhere" follows the verb's core (WHERE_BEFORE_DEPS). With another verb
            # the place is an adjunct, and the clause without it is IMPPRES's wording ("forgot
            # where that hat did twirl" -> "That hat did twirl", Jeretic et al. 2020 Table 5).
            tail = [t.right_edge for t in clause.children if t.dep_ in WHERE_BEFORE_DEPS]
            anchor = max([clause, *tail], key=lambda t: t.i)
            forms = {**forms, anchor.i: f"{forms.get(anchor.i, anchor.text)} somewhere"}
        return Draft(_sentence(_clause_text(core, doc[0], forms)), True, "question:adverbial_wh")
    indefinite = "someone" if wh.lower_ in ("who", "whom") else "something"
    if wh.dep_ in ("nsubj", "nsubjpass"):
        clitic = body[0] if len(body) > 1 and body[0].lower_ in ("'s", "\u2019s") else None
        if clitic is not None and body[1].pos_ in ("NOUN", "PROPN", "ADJ", "NUM"):
            # "who's boss" -> "Someone is boss", not "Someone's boss": after an indefinite
            # pronoun the enclitic "is/has" is spelled like the genitive ("someone's boss" =
            # the boss of someone; Quirk et al. 1985 §3.23 enclitic forms, §5.115 genitive of
            # "someone"), so before a word a genitive could determine (a noun, adjective or
            # numeral) the draft writes the verb in full (blind review s1201m); "Someone's
            # doing it" has no genitive reading and keeps the clitic
            forms = {**forms, clitic.i: "has" if clitic.lemma_ == "have" else "is"}
        return Draft(
            _sentence(f"{indefinite} {_text(body, forms)}"), True, "question:subject_wh", ["draft"]
        )
    stranded = _stranded_wh_preposition(clause, body)
    if stranded is not None and wh.lower_ == "what":
        # "what they wore masks for": the fronted wh-word is the object of the preposition left
        # at the end (preposition stranding, Huddleston & Pullum 2002 ch. 7 §4.1), so the
        # indefinite goes after it, not after the verb ("wearing something masks for"); "what
        # ... for" is the purpose question, 'why' (Quirk et al. 1985 §15.48 note; OED s.v.
        # "what" pron. 'what ... for': for what purpose), whose answer is a reason
        filler = "some reason" if stranded.lower_ == "for" else indefinite
        forms = {**forms, stranded.i: f"{forms.get(stranded.i, stranded.text)} {filler}"}
        return Draft(
            _sentence(_text(body, forms)), True, "question:stranded_preposition_wh", ["draft"]
        )
    head = wh.head
    tail = [t for t in head.children if t.dep_ == "prt"]
    anchor = max([head, *tail], key=lambda t: t.i)
    before = [t for t in body if t.i <= anchor.i]
    after = [t for t in body if t.i > anchor.i]
    text = f"{_text(before, forms)} {indefinite} {_text(after, forms)}".strip()
    return Draft(_sentence(text), True, "question:argument_wh", ["draft"])
