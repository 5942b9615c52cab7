"""Clause-embedding (factive) drafts: "knew that S" -> "S" (Kiparsky & Kiparsky 1970)."""

from __future__ import annotations

import re

from spacy.tokens import Doc, Span, Token

from ...lexicon.inflection import inflect
from ...lexicon.tables import word_set
from ...lexicon.wordnet import (
    first_sense_lexname,
    wordnet,
)
from ...records import Candidate
from ...syntax import (
    DOUBLE_QUOTES,
    FINITE_TAGS,
    is_finite_clause,
    verb_lemma,
)
from ..complement import (
    first_person_future_should,
    matrix_supplement,
    parenthesis_after_cut_coordinator,
)
from ..complement_coordination import wh_clause_conjunct_cut
from .helpers import (
    _OPENING_QUOTES,
    Draft,
    _clause_core,
    _clause_text,
    _np,
    _plural,
    _quote_pairs,
    _sentence,
    _subject,
    _word_internal_hyphen,
)
from .shared import (
    CONDITION_SUBORDINATORS,
    DISCOURSE_PPS,
    PRONOUN_UNRESOLVED,
    _agrees_as,
    _collective_they,
    _has_subject,
    bound_pronoun_forms,
    quantifier_bound_pronoun,
)


def _restore_opening_quote(words: list[Token]) -> list[Token]:
    """The opening quote mark right before a draft's first word, when the draft keeps its
    closing partner ("that 'msgid' and 'line' are redundant" -> "'Msgid' and 'line' are
    redundant", not "Msgid' and 'line' ..."): quotation marks come in pairs (Quirk et al. 1985
    App. III.28), so a draft that keeps the closing mark and drops the opening one misquotes."""
    if not words or words[0].i == 0:
        return words
    doc = words[0].doc
    prev = doc[words[0].i - 1]
    if prev.text not in _OPENING_QUOTES or prev.tag_ != "``" or prev in words:
        return words
    closing = {"'": "'", '"': '"', "\u2018": "\u2019", "\u201c": "\u201d", "`": "'"}[prev.text]
    if any(w.text == closing and w.tag_ != "POS" and w.i > words[0].i for w in words):
        return [prev, *words]
    return words


def _split_zero_relative(trig: Token, comp: Token) -> bool:
    """ "notice that the ship Foster warned you about has been following you": the parse read
    the zero relative ("the ship [that] Foster warned you about", Quirk et al. 1985 §17.15) as
    the content clause and hung its predicate ("has been following you") beside it as a second
    complement with no subject. A finite clause has a subject (Huddleston & Pullum 2002 ch. 14
    §1), so a subjectless finite complement right after the first is the rest of one content
    clause, and the draft from the first is a noun phrase ("The ship Foster warned you about."):
    no draft (blind review s1202i pres-082)."""
    doc = trig.doc
    for k in trig.children:
        if k.dep_ != "ccomp" or k.i <= comp.i or k.left_edge.i != comp.right_edge.i + 1:
            continue
        if any(t.dep_ in ("nsubj", "nsubjpass", "expl", "csubj", "mark") for t in k.children):
            continue
        first = doc[k.left_edge.i]
        tensed = first.i == k.i or (first.head.i == k.i and first.dep_ in ("aux", "auxpass"))
        if tensed and first.tag_ in ("VBZ", "VBP", "VBD", "MD"):
            return True
    return False


def _mismatched_progressive_conjunct(comp: Token) -> bool:
    """ "is showing the same thinning feathers and disheveled appearance": a subjectless
    past-tense "conjunct" of a progressive verb. Conjoined verb phrases under one auxiliary
    take the form that auxiliary selects (Quirk et al. 1985 §13.46; Huddleston & Pullum 2002
    ch. 15 §4 on coordination of like constituents), so "is showing ... and disheveled ..." is
    no VP coordination: the tagger made a participial adjective ("disheveled appearance") a
    verb, and the draft cuts the noun phrase coordination short ("... the same thinning
    feathers."): no draft (blind review s1202i pres-085). A past-tense conjunct is otherwise a
    second finite VP, not under the auxiliary ("was running down the hill and fell": two
    coordinated finite VPs, Huddleston & Pullum ch. 15 §4.1), so the misparse needs its signs:
    the progressive has an object the "conjunct" could coordinate with, the "conjunct" has an
    adjective sense in WordNet (disheveled.s.01) and its "object" follows it directly with no
    determiner, the shape of a bare noun phrase ("disheveled appearance")."""
    if comp.tag_ != "VBG" or not any(k.dep_ == "aux" and k.lemma_ == "be" for k in comp.children):
        return False
    if not any(k.dep_ == "dobj" for k in comp.children):
        return False
    return any(
        k.dep_ == "conj"
        and k.tag_ == "VBD"
        and not any(t.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass") for t in k.children)
        and _adjective_before_bare_noun(k)
        for k in comp.children
    )


def _adjective_before_bare_noun(verb: Token) -> bool:
    """``_mismatched_progressive_conjunct``: a VBD with a WordNet adjective sense whose object
    is the very next word (no determiner), as a participial adjective before its noun."""
    if not any(s.pos() in ("a", "s") for s in wordnet().synsets(verb.lower_)):
        return False
    doc = verb.doc
    nxt = doc[verb.i + 1] if verb.i + 1 < len(doc) else None
    return (
        nxt is not None
        and nxt.dep_ == "dobj"
        and nxt.head.i == verb.i
        and not any(c.dep_ in ("det", "poss") for c in nxt.children)
    )


#: Verbs of a lapse of awareness whose state a final "until"-clause bounds.
LAPSE_VERBS = frozenset({"forget"})


def _forgetting_bound(trig: Token, comp: Token) -> set[int]:
    """ "You forget that you have a passenger until she asks you a question": a final
    "until"-clause that the parser hung on the complement of "forget" ends the forgetting. An
    until-clause marks the end point of a durative situation (Quirk et al. 1985 §15.25;
    Karttunen 1974 "Until"; Mittwoch 1977), and the lapse is the durative situation here: the
    factive complement is a fact taken for granted before and after (the passenger is still
    there when she asks), so "You have a passenger until she asks" states an end the sentence
    does not give (blind review s1202o pres-058/086). The clause's tokens, or none."""
    if trig.lemma_.lower() not in LAPSE_VERBS:
        return set()
    last = next(
        (
            k
            for k in comp.children
            if k.dep_ == "advcl"
            and k.i > comp.i
            and k.right_edge.i >= comp.right_edge.i - 1
            and any(m.dep_ == "mark" and m.lower_ in ("until", "till") for m in k.children)
        ),
        None,
    )
    if last is None:
        return set()
    return {t.i for t in last.subtree}


def _comparative_correlative(span: Span) -> bool:
    """ "found that the more you use it, the more frustrated you become": the content clause is
    a comparative correlative, two clauses each opened by "the" + a comparative, which only
    together make one proposition (Quirk et al. 1985 §15.51 proportional clauses; Culicover &
    Jackendoff 1999). The parser makes the second half the clause head and the first an
    adjunct, so the draft keeps one half, a fragment with a different meaning ("The more
    frustrated you become ...", blind review s1204t pres-086): no draft. One "the" +
    comparative ("found that the larger file loads faster") is an ordinary noun phrase."""
    opened = [
        t
        for t in span
        if t.lower_ == "the" and t.i + 1 < len(t.doc) and t.doc[t.i + 1].tag_ in ("JJR", "RBR")
    ]
    return len(opened) >= 2


def _draft_clause_embedding(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    comp = next((t for t in trig.children if t.dep_ == "ccomp" and t.i > trig.i), None)
    if comp is None:
        return None
    if any(t.tag_ in ("WRB", "WP", "WDT", "WP$") for t in comp.doc[comp.left_edge.i : comp.i]):
        return None  # "remember (exactly) how it was": a question, not a proposition to state
    opener = next(
        (t for t in doc[trig.i + 1 : comp.i] if t.lower_ in ("whether", "if", "that")), None
    )
    if opener is not None and (
        opener.lower_ == "whether" or opener.lower_ == "if" and opener.head.i == comp.i
    ):
        # "cannot know whether conformity increased or declined": a closed interrogative
        # complement (Huddleston & Pullum 2002 ch. 11 §5.2), which presupposes no answer
        # (Karttunen 1977: a yes/no question's answers are P and not-P), so "Conformity
        # increased" is not taken for granted (stop 50, pr60, dev text): no draft. The first
        # subordinator after the verb decides; the parser may hang "whether" on a fronted PP
        # of the clause ("whether even for church members ..."); a "whether" after "that"
        # opens a conditional adjunct inside a declarative complement
        return None
    if any(
        k.dep_ == "ccomp" and k.i > comp.i and (k.tag_ in FINITE_TAGS or k.tag_ == "MD")
        for k in trig.children
    ) and any(k.dep_ == "nsubj" and k.lower_ == "that" and k.tag_ == "IN" for k in comp.children):
        # "find that avocado is ...": the complementizer "that" (tagged a subordinator) made
        # the subject of a first content clause, and the real one hung beside it as a second:
        # a verb takes one content clause, or a coordination of them (Huddleston & Pullum
        # 2002 ch. 11 §4), and the first is a fragment ("That avocado."): no draft. Other
        # pairs of ccomps are left to the run-on repair (``_complement_run_on``), and a
        # verbless second one ("knew she was not sulking, not even angry") is no misparse.
        return None
    if _split_zero_relative(trig, comp) or _mismatched_progressive_conjunct(comp):
        return None
    if _perceived_participle(trig, comp):
        return None
    if _dangling_fronted_coordinator(comp):
        return None
    if _resumed_by_then(comp):
        return None
    if _comparative_correlative(doc[trig.i + 1 : comp.right_edge.i + 1]):
        return None
    cond = _fronted_condition(comp)
    if cond is None:
        cond = _fronted_restriction(comp)
    stray = _matrix_predicate_conjunct(trig, comp) | _matrix_subject_conjunct(trig, comp)
    # "knew that the plan would fail and that nobody would help": the second complementizer
    # marks the second conjunct as embedded, which the draft no longer is (one main clause
    # "A and B"; Huddleston & Pullum 2002 ch. 11 §3 on "that" in coordinated content clauses)
    stray |= {
        m.i
        for k in comp.children
        if k.dep_ == "conj" and k.i > comp.i
        for m in k.children
        if m.dep_ == "mark" and m.lower_ == "that" and m.i == k.left_edge.i
    }
    # a final supplement of the matrix ("found that P, overturning ...", "P, based on ...",
    # "P beyond doubt"): no part of the content clause (complement.matrix_supplement)
    right = comp.right_edge.i + 1
    stray |= set(range(matrix_supplement(comp.doc, comp.left_edge.i, right), right))
    # the content clause ends where the verb-complement rewriter ends it (one place, pr235):
    # before "and" + a wh-clause, a second (interrogative) object of the matrix verb that
    # states no proposition ("remembered that they had met there and how they had laughed":
    # Huddleston & Pullum 2002 ch. 15 §4; ``complement_coordination.wh_clause_conjunct_cut``),
    # and before a coordinator and comma-set parenthesis whose conjunct, a second predicate of
    # the matrix subject, the parse left outside the clause ("understood that she had forgiven
    # him and, closing his eyes, bowed": Quirk et al. 1985 §13.2, App. III §III.13;
    # ``complement.parenthesis_after_cut_coordinator``). "V that P and ..." presupposes P.
    end = wh_clause_conjunct_cut(doc, comp.left_edge.i, right, trig)
    end = parenthesis_after_cut_coordinator(doc, comp.left_edge.i, right if end is None else end)
    stray |= set(range(end, right))
    stray |= _forgetting_bound(trig, comp)
    words = _clause_core(
        comp,
        [t for t in comp.subtree if t.i > trig.i and t.i not in stray],
        keep=cond,
        keep_hedges=True,
    )
    if words is None:
        return None
    if cond is not None and not any(t.i == cond.i for t in words):
        return None  # the restriction could not be kept: no draft rather than an unrestricted one
    if _dangling_subordinator(words):
        words = _complement_run_on(trig, words)
        if words is None:
            return None
    quoted = _trailing_quotation(comp)
    if quoted is not None:
        if not quoted:
            return None
        words = [*words, *quoted]
    words = _restore_opening_quote(words)
    words = [*_interrupting_adjunct(trig, comp), *words]
    flags = [] if c.features.get("factive") else ["non_factive_predicate"]
    # "The senator realised that she had missed the deadline" -> "The senator had missed ...":
    # a pronoun bound by the matrix subject is named (shared with verb complements)
    forms = bound_pronoun_forms(comp) or _quantified_binder_forms(comp)
    if not forms and quantifier_bound_pronoun(comp):
        return None  # "to love anything is to realize that it might be lost": a variable
    # "She knew I should notice it" -> "I would notice it": the first-person "should" of the
    # future in the past, not the deontic one (shared with verb complements, vc219)
    forms = {**forms, **first_person_future_should(doc[comp.left_edge.i : end], trig)}
    text = _sentence(_clause_text(words, doc[0], forms))
    if quoted:
        # the quotation's own stop ends the draft: 'shouted, "Come back!"', not '"Come back!".'
        text = re.sub(r'([.!?]["\u201d])\.$', r"\1", text)
    if _antecedent_in_dropped_matrix(words, forms, comp):
        return Draft(text, False, "clause:complement", [*flags, PRONOUN_UNRESOLVED])
    return Draft(text, True, "clause:complement", flags)


def _interrupting_adjunct(trig: Token, comp: Token) -> list[Token]:
    """ "Then I knew this time I would do it": a noun-phrase adjunct ("this time", "that
    night") the parser hung on the matrix verb although it stands, with no comma, between the
    verb and a content clause without "that". A verb and its complement are not separated by
    an adjunct of the verb's own clause without a prosodic break (Quirk et al. 1985 ch. 8 on
    adjunct positions; Huddleston & Pullum 2002 ch. 6 on the order of complements and
    adjuncts), so the adjunct opens the content clause and belongs in its draft ("This time I
    would do it", not "I would do it", which drops the time the prediction was about). The
    future-in-the-past "would" of such a complement is kept: "knew that the plan would fail"
    presupposes that it would (Kiparsky & Kiparsky 1970), a past-prospective sentence of
    narrative on its own (Quirk et al. 1985 ch. 4 on the future in the past)."""
    if any(k.dep_ == "mark" for k in comp.children):
        return []
    span = comp.doc[trig.i + 1 : comp.left_edge.i]
    if not len(span) or any(t.is_punct for t in span):
        return []
    return [
        t
        for k in trig.children
        if k.dep_ == "npadvmod" and trig.i < k.left_edge.i and k.right_edge.i < comp.left_edge.i
        for t in k.subtree
    ]


def _resumed_by_then(comp: Token) -> bool:
    """ "God knows that in the day ye eat thereof, then your eyes shall be opened": the
    parsed complement ends at a comma followed by a resumptive "then" whose clause the parse
    left outside it. "then" resumes a fronted adjunct (the correlative "if/when ..., then
    ...", Quirk et al. 1985 ch. 15 on conditional and temporal clauses with a resumptive
    "then"):
    what the parse took for the complement is the fronted adjunct of the real complement
    clause, which follows "then" and which the parse hung elsewhere. The draft would state
    the adjunct alone ("In the day ye eat thereof"): no draft."""
    doc = comp.doc
    end = comp.right_edge.i
    if end + 2 >= len(doc) or doc[end + 1].text != ",":
        return False
    then = doc[end + 2]
    inside = {t.i for t in comp.subtree}
    return then.lower_ == "then" and then.head.i not in inside


#: Third-person pronouns of a content clause and the subject form ``_agrees_as`` reads: object,
#: possessive and reflexive forms, and the subjects "he/she/they" ("it" as a subject is often
#: expletive or situational, "knew it was raining", and stays out).
COMPLEMENT_PRONOUNS = {
    "he": "he", "him": "he", "his": "he", "himself": "he",
    "she": "she", "her": "she", "herself": "she",
    "they": "they", "them": "they", "their": "they", "themselves": "they",
    "its": "it", "itself": "it",
}  # fmt: skip


def _partitive_pronoun(pron: Token) -> bool:
    """The pronoun is the set of a partitive ("a lot of them", "some of it", "none of us"): the
    quantifier ranges over the antecedent's set, so without it the draft quantifies over
    nothing a reader can identify ("A lot of them last one punch"; Huddleston & Pullum 2002 ch. 5
    §9.1 on partitives). A personal pronoun that is itself an argument ("He had tears in his
    eyes") refers as the premise's does and is kept: NLI hypotheses keep such pronouns, and the
    A/B judge of stop 51 kept four of four such drafts the flag had refused."""
    head = pron.head
    return (
        pron.dep_ == "pobj"
        and head.lower_ == "of"
        and head.head.pos_ in ("DET", "NUM", "NOUN", "PRON", "ADJ")
    )


#: Determiners of a plural quantified subject whose nuclear scope projects a presupposition
#: universally or nearly so (Heim 1983; Chemla 2009 on "most/many/all/some"): "Most climate
#: models admit they do clouds poorly" takes "Most climate models do clouds poorly" for granted.
#: "no", "few" (downward entailing) and the singular "every/each" ("every student knew that he
#: ..." names no plural NP for "they") stay out.
PROJECTING_QUANTIFIER_DETS = frozenset({"most", "many", "all", "several", "both"})


def _quantified_binder_forms(comp: Token) -> dict[int, str]:
    """``{pronoun index: noun phrase}`` for the subject "they" of a content clause bound by a
    quantified plural matrix subject ("Most climate models admit they do clouds very poorly"
    -> "Most climate models do clouds very poorly"): a bound pronoun has no referent of its
    own (Reinhart 1983; H&P 2002 ch. 17 §2.3), so "They do clouds very poorly" loses the
    quantifier that binds it, while the quantified phrase states what each of them takes for
    granted (the presupposition projects from the quantifier's scope, Heim 1983; review s1202a).
    Only when nothing else in the sentence is plural to compete (as in
    :func:`bound_pronoun_forms`); possessive "their" stays (its scope would change)."""
    if comp.dep_ != "ccomp":
        return {}
    subj = _subject(comp.head)
    if subj is None or subj.pos_ != "NOUN" or not _plural(subj):
        return {}
    det = next((c for c in subj.children if c.dep_ in ("det", "amod", "predet")), None)
    if det is None or det.lower_ not in PROJECTING_QUANTIFIER_DETS:
        return {}
    own = next((k for k in comp.children if k.dep_ == "nsubj"), None)
    if own is None or own.lower_ != "they":
        return {}
    rivals = [
        t
        for t in comp.doc
        if t.i != subj.i
        and t.i < own.i
        and t.pos_ in ("NOUN", "PROPN")
        and t.dep_ != "compound"
        and _plural(t)
    ]
    if rivals or any(k.dep_ in ("relcl", "acl", "prep") for k in subj.children):
        return {}
    np = _np(subj)
    return {own.i: np} if np else {}


def _antecedent_in_dropped_matrix(words: list[Token], forms: dict[int, str], comp: Token) -> bool:
    """A pronoun the draft keeps ("discovered that a lot of them last one punch") whose only
    possible antecedents are nouns of the matrix the draft drops ("did some research on
    fistfights"): the hypothesis has to stand alone (NOPE's annotators spell antecedents out,
    Parrish et al. 2021 §3.2), and a pronoun is resolved by a noun phrase before it in the
    discourse (Huddleston & Pullum 2002 ch. 17 §2), here one the reader of the draft never sees.
    A pronoun named by :func:`bound_pronoun_forms`, one with an agreeing noun before it inside
    the draft, or one with no agreeing noun in the dropped words (its antecedent is outside the
    sentence, so the premise leaves it open too) is no defect. Such drafts are flagged
    ``pronoun-antecedent-dropped`` (as time-clause drafts are) rather than rewritten: which
    dropped noun it is, and in which form ("a lot of fistfights"), is not decided here."""
    kept = {t.i for t in words}
    # only the matrix's own nouns: a noun inside an adverbial clause of the matrix ("When he saw
    # the expression in her eyes, he knew he couldn't send them on") ranks below the main
    # clause's arguments as an antecedent (Grosz, Joshi & Weinstein 1995 on centering and
    # grammatical-role salience), and the flag must only say what is bad
    dropped = [
        t
        for t in comp.doc[comp.sent.start : comp.left_edge.i]
        if t.i not in kept
        and t.pos_ in ("NOUN", "PROPN")
        and t.dep_ != "compound"
        and not any(a.dep_ == "advcl" and comp not in a.subtree for a in (t, *t.ancestors))
    ]
    if not dropped:
        return False
    for pron in words:
        form = COMPLEMENT_PRONOUNS.get(pron.lower_)
        if form is None or pron.i in forms or pron.pos_ != "PRON":
            continue
        if not _partitive_pronoun(pron):
            continue
        inside = [t for t in words if t.i < pron.i and t.pos_ in ("NOUN", "PROPN")]
        if any(_agrees_as(form, t) or _collective_they(form, t) for t in inside):
            continue
        if any(_agrees_as(form, t) or _collective_they(form, t) for t in dropped):
            return True
    return False


#: Verbs of perception and observation (Levin 1993 §30.1 "see" verbs, §30.2 "sight" verbs) that
#: take a non-finite clause of the perceived event ("saw the bottle snatched"); the word list is
#: also extract.py's (_direct_perception).
PERCEPTION_VERBS = word_set("presupposition_perception_verbs")


def _perceived_participle(trig: Token, comp: Token) -> bool:
    """ "saw Johnson's bottle snatched from his hand", "saw the outriggers moored there",
    "noted the lawn: each blade of grass cropped": a perception verb's complement without "that"
    whose verb is a bare participle form (the small model tags it VBD, but it has no auxiliary,
    no object though its verb is transitive-capable, and its form is the past participle) is a
    non-finite -ed clause of direct perception (Quirk et al. 1985 §16.52; Huddleston & Pullum
    2002 ch. 14 §5.3), passive in meaning and with no tense of its own, so the draft is a
    verbless fragment ("Johnson's bottle snatched from his hand."), and which tense to restore
    is not decided here: no draft. A bare infinitive or -ing ("saw it go") is the same
    construction. "saw that the bottle had been snatched" keeps its draft."""
    if verb_lemma(trig) not in PERCEPTION_VERBS:
        return False
    if any(t.lower_ == "that" and t.dep_ == "mark" for t in comp.children):
        return False
    if any(k.dep_ in ("aux", "auxpass", "dobj") for k in comp.children):
        return False
    if comp.tag_ in ("VB", "VBG", "VBN"):
        return True
    return comp.tag_ == "VBD" and comp.lower_ == inflect(verb_lemma(comp), "VBN").lower()


def _trailing_quotation(comp: Token) -> list[Token] | None:
    """The direct quotation that follows the complement clause ``comp`` after a comma ("that
    he had heard her boast, over and over, "..."): the tokens from its opening to its closing
    mark; an empty list when the closing mark is missing; None when no quotation follows.
    Direct speech is the object of the reporting verb that ends the clause (Quirk et al. 1985
    §14.29-14.31; Huddleston & Pullum 2002 ch. 11 §9.2 on quotation as complement), though the
    parser hangs it on the matrix verb as a second complement: a draft cut before it leaves
    "boast, over and over again." without what was said (blind review s1130p, rubric c)."""
    doc = comp.doc
    end = comp.right_edge.i
    if doc[end].text != ",":
        if end + 1 >= len(doc) or doc[end + 1].text != ",":
            return None
        end += 1
    opening = end + 1
    if opening >= len(doc) or doc[opening].text not in DOUBLE_QUOTES:
        return None
    closing = next((b for a, b in _quote_pairs(doc) if a == opening), None)
    if closing is None:
        return []
    return list(doc[comp.right_edge.i + 1 : closing + 1])


def _foreign_aux_conjunct(comp: Token, conj: Token) -> bool:
    """A subjectless conjunct with its own finite auxiliary ("noted that there are too many
    pundits and has decided on a tax") that cannot share the complement's subject: that subject
    is existential "there", a dummy that only "be" and a few verbs of existence take (Quirk et
    al. 1985 §18.44-18.50; Huddleston & Pullum 2002 ch. 16 §5), or the auxiliary disagrees in
    number with the complement's finite verb ("are ... has"). Such a conjunct is the matrix
    subject's second predicate, hung on the complement by the parser (review s1202v)."""
    aux = next(
        (k for k in conj.children if k.dep_ in ("aux", "auxpass") and k.tag_ in FINITE_TAGS),
        None,
    )
    if aux is None or aux.i > conj.i:
        return False
    if any(k.dep_ == "expl" and k.lower_ == "there" for k in comp.children):
        return True
    finite = next(
        (t for t in (*(k for k in comp.children if k.dep_ in ("aux", "auxpass")), comp)
         if t.tag_ in ("VBZ", "VBP")),
        None,
    )  # fmt: skip
    return finite is not None and {finite.tag_, aux.tag_} == {"VBZ", "VBP"}


def _matrix_predicate_conjunct(trig: Token, comp: Token) -> set[int]:
    """Indices of a subjectless finite verb conjunct that the parser hung on the complement's
    verb ("realised that airships could be of great use and in 1909 ordered construction of an
    airship", "noticed that the door was open and walked in"), with its coordinator. Such a
    conjunct is either the matrix subject's second predicate, which the factive does not
    presuppose (coordinates of a shared modal must both take its base form, so "could be ...
    and ordered" cannot be one complement; Huddleston & Pullum 2002 ch. 15 §4.1), or the
    complement's, and then "know [A and B]" presupposes A as well: dropping it is right in the
    first case and only weakens the draft in the second (blind reviews, twenty-fifth pass: a
    second conjunct copied). ``trig`` is the matrix verb."""
    if comp.i < trig.i:
        return set()
    doc = comp.doc
    for conj in comp.children:
        if conj.dep_ != "conj" or conj.i < comp.i:
            continue
        if any(k.dep_ in ("nsubj", "nsubjpass", "expl") for k in conj.children):
            continue
        if any(k.dep_ in ("aux", "auxpass") for k in conj.children):
            # an auxiliary of its own ("... and has decided on a tax"): the matrix subject's
            # predicate only where it cannot share the complement's subject
            if not _foreign_aux_conjunct(comp, conj):
                continue
        elif conj.tag_ not in ("VBD", "VBZ", "VBP") and not _matrix_base_conjunct(trig, comp, conj):
            continue
        drop = {t.i for t in conj.subtree}
        for k in comp.children:
            if (
                k.dep_ in ("cc", "punct")
                and comp.i < k.i < conj.left_edge.i
                and all(doc[j].dep_ in ("cc", "punct") for j in range(k.i, conj.left_edge.i))
            ):
                drop.add(k.i)
        return drop
    return set()


def _matrix_base_conjunct(trig: Token, comp: Token, conj: Token) -> bool:
    """A subjectless bare infinitive conjunct ("do") hung on a finite or participial complement
    verb ("pip will notice that the version is already installed and do nothing"): coordinates
    share their form (Huddleston & Pullum 2002 ch. 15 §4.1), and a base form cannot coordinate
    with "is installed", so it is the second base-form predicate of the matrix's modal or "to"
    ("will [notice ... and do nothing]"), not part of what is noticed (review s1204l pres-012).
    A complement in the base form itself ("knows that you will come and stay") keeps its
    conjunct; the matrix verb must be a base form too (after a modal, "do" or "to")."""
    return (
        conj.tag_ == "VB"
        and comp.tag_ != "VB"
        and is_finite_clause(comp)
        and trig.tag_ == "VB"
        and not any(k.dep_ in ("aux", "auxpass") for k in conj.children)
    )


#: Dependents of the complement's verb that belong to its clause core, not to a fronted adjunct.
CLAUSE_CORE_LEFT_DEPS = frozenset(
    {"nsubj", "nsubjpass", "csubj", "expl", "aux", "auxpass", "mark", "neg"}
)


def _dangling_fronted_coordinator(comp: Token) -> bool:
    """Whether a fronted adjunct of the complement ends in a coordinator with no conjunct of its
    own: "discovered that by adding more energy to the projectiles they could do more damage,
    and the Thrasher Cannon was born". The parser made "they could do ..." a relative clause in
    the "by"-phrase and "the Thrasher Cannon was born" the complement's clause, with ", and"
    left hanging on the phrase. A coordinator joins two coordinates of one kind (Huddleston &
    Pullum 2002 ch. 15 §1-2), so one with none after it marks a misparse. Two causes: two
    coordinated main clauses (the real complement is the first, "by adding ..., they could do
    ...", the second is asserted, not presupposed: blind review s1202h), or a coordinated
    adjunct whose second member the parser left unattached ("by noon and after lunch the shop
    would close": "after lunch" hangs on the verb). The draft is wrong in both (the second one
    comes out as "By noon and the shop would close."), so no draft either way (stop 60, md9:
    refusing is the precise choice until the draft can rebuild the coordinated adjunct)."""
    for k in comp.children:
        if k.i > comp.i or k.dep_ in CLAUSE_CORE_LEFT_DEPS:
            continue
        for t in k.subtree:
            if t.dep_ == "cc" and not any(c.dep_ == "conj" and c.i > t.i for c in t.head.children):
                return True
    return False


#: Subject pronouns whose agreement with the matrix subject ``_matrix_subject_conjunct`` reads.
CONJUNCT_SUBJECT_PRONOUNS = frozenset({"he", "she", "they", "we", "i"})


def _people_name(tok: Token) -> bool:
    """A capitalised plural name of a people tagged as a singular name ("Mongolians" NNP): the
    plural of a WordNet person noun ("mongolian"), one group, never one person (Quirk et al.
    1985 §5.65; the form test of extract's ``_plural_name``, which this module cannot import)."""
    return (
        tok.tag_ == "NNP"
        and tok.text[:1].isupper()
        and tok.lower_.endswith("s")
        and first_sense_lexname(tok.lower_[:-1], "NOUN") == "noun.person"
    )


def _matrix_subject_conjunct(trig: Token, comp: Token) -> set[int]:
    """Indices of a finite clause conjunct, with its coordinator, that the parser hung on a verb
    of the complement (or of a complement nested in it) although its subject pronoun can only
    pick up the matrix subject: "Mongolians know that it means that Raah devours the Moon and
    they make a lot of noise" ("they" agrees with "Mongolians" and with no subject of the
    content clauses). A pronoun takes the nearest agreeing antecedent (Huddleston & Pullum 2002
    ch. 17 §2), so "they make ..." is a second main clause about the knowers, coordinated with
    "know" (ch. 15 §2 on clause coordination), and no part of what is known: the draft stops at
    the content clause's own right edge (pr97, dev text: the draft ran on into it). A conjunct
    whose pronoun agrees with a subject inside the complement ("knew that the guards slept and
    they snored") may be embedded and stays; so does one with a full noun subject."""
    if comp.i < trig.i:
        return set()
    binder = next((k for k in trig.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    if binder is None or binder.lower_ in ("it", "this", "that"):
        return set()
    doc = comp.doc
    chain = [comp]
    k = 0
    while k < len(chain):
        chain.extend(c for c in chain[k].children if c.dep_ == "ccomp" and c.i > chain[k].i)
        k += 1
    inner_subjects = [
        s for v in chain for s in v.children if s.dep_ in ("nsubj", "nsubjpass", "expl")
    ]
    for verb in chain:
        for conj in verb.children:
            if conj.dep_ != "conj" or conj.i < verb.i or conj.tag_ not in ("VBD", "VBZ", "VBP"):
                continue
            subj = next((s for s in conj.children if s.dep_ in ("nsubj", "nsubjpass")), None)
            if subj is None or subj.lower_ not in CONJUNCT_SUBJECT_PRONOUNS:
                continue
            pron = subj.lower_
            if pron in ("we", "i"):
                agrees = binder.lower_ == pron or (pron == "i" and binder.lower_ == "me")
                inner = any(s.lower_ == pron for s in inner_subjects if s.i < subj.i)
            else:
                agrees = binder.lower_ == pron or (
                    binder.pos_ in ("NOUN", "PROPN")
                    and (_agrees_as(pron, binder) or pron == "they" and _people_name(binder))
                )
                inner = any(
                    s.lower_ == pron or (s.pos_ in ("NOUN", "PROPN") and _agrees_as(pron, s))
                    for s in inner_subjects
                    if s.i < subj.i
                )
            if not agrees or inner:
                continue
            drop = {t.i for t in conj.subtree}
            for j in range(conj.left_edge.i - 1, verb.i, -1):
                if doc[j].dep_ in ("cc", "punct") and doc[j].head.i in (verb.i, conj.i):
                    drop.add(j)
                else:
                    break
            return drop
    return set()


#: Subordinators of a conditional or generic-temporal clause ("if", "unless", "when"): they
#: restrict the proposition of the clause they modify (Kratzer 1986, "Conditionals": an
#: if-clause restricts the operator of its matrix; Quirk et al. 1985 §15.33 on contingency).
RESTRICTING_MARKS = CONDITION_SUBORDINATORS | {"provided"}


def _fronted_restriction(comp: Token) -> Token | None:
    """A prepositional phrase fronted inside the complement, before its subject ("know that in
    our presence they are secure"): inside a content clause a fronted PP is part of the
    proposition the predicate embeds, a frame that restricts it (Quirk et al. 1985 §8.26 on
    space/time adjuncts; Huddleston & Pullum 2002 ch. 11), so "They are secure" is not what is
    presupposed (blind review s1130e, pres-002). Discourse connectives (``DISCOURSE_PPS``)
    are left to ``_clause_core`` to drop."""
    subj = next((c for c in comp.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    if subj is None:
        return None
    for c in comp.children:
        if c.dep_ == "prep" and c.i < subj.left_edge.i:
            phrase = " ".join(t.lower_ for t in c.subtree)
            if any(t.is_punct and not _word_internal_hyphen(t) for t in c.subtree):
                # (a hyphen inside a compound word, "for many Non-Self-Governing Territories",
                # is no phrase boundary: stop 53, pr76)
                # "on that day-the day he addressed ...": an appositive the draft would cut
                # ("On that day- he spoke"); the unrestricted draft stays as before
                continue
            if phrase not in DISCOURSE_PPS:
                return c
    return None


def _fronted_condition(comp: Token) -> Token | None:
    """The head of an if/when/unless clause fronted inside the complement ("found that if a
    suspect was black, the articles were longer"), else None. The complement's proposition is
    the conditional, not its consequent: the draft must keep the clause ("If a suspect was
    black, the articles were longer"), which ``_clause_core`` would drop as a fronted adjunct."""
    subj = next((c for c in comp.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    start = subj.left_edge.i if subj is not None else comp.i
    for c in comp.children:
        if c.dep_ == "advcl" and c.i < start:
            marks = {m.lower_ for m in c.children if m.dep_ in ("mark", "advmod") and m.i < c.i}
            if marks & RESTRICTING_MARKS:
                return c
    return None


#: Subordinators that open an adverbial clause ("when", "until"): one followed by words but no
#: verb in a draft is a clause the parse cut off ("It stopped when all of a sudden.").
CLAUSE_SUBORDINATORS = frozenset(
    {"when", "while", "whenever", "until", "till", "because", "if", "unless", "although",
     "though", "whereas", "once"}
)  # fmt: skip


def _dangling_subordinator(words: list[Token]) -> bool:
    """``words`` hold a subordinator followed by words but no verb: an adverbial clause whose
    verb the parse put outside the complement ("I realized it stopped when all of a sudden I
    heard my laughter": "heard" hangs on "realized"). A subordinator introduces a finite clause
    (Quirk et al. 1985 §14.12, §15.17), so the draft is a fragment (blind review, 21st pass)."""
    for k, t in enumerate(words):
        if t.lower_ in CLAUSE_SUBORDINATORS and t.dep_ in ("mark", "advmod"):
            after = [a for a in words[k + 1 :] if not a.is_punct]
            if after and not any(a.pos_ in ("VERB", "AUX") for a in after):
                return True
    return False


def _complement_run_on(trig: Token, words: list[Token]) -> list[Token] | None:
    """``words`` continued to the end of the trigger's clause when what follows is the cut-off
    clause's subject and verb ("... when all of a sudden" + "I heard my laughter"); None when
    it is not (no finite verb with its subject there)."""
    doc = trig.doc
    end = trig.right_edge.i
    rest = [t for t in doc[words[-1].i + 1 : end + 1]]
    while rest and rest[-1].is_punct:
        rest.pop()
    verbs = [t for t in rest if t.pos_ in ("VERB", "AUX") and _has_subject(t)]
    if not verbs or any(t.text in (";", ":") for t in rest):
        return None
    if _dangling_subordinator([*words, *rest]):
        return None
    return [*words, *rest]
