"""``rewrites``: the negated and embedded premises (NOPE App. C, IMPPRES Table 1) built from the
shared rewriters, and the checks on them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from lemminflect import getAllInflections, getInflection
from spacy.tokens import Doc, Span, Token

from ...lexicon.closed_class import (
    DEFINITE_DETERMINERS,
    DISTRIBUTIVE_CONTRASTIVE_SECOND,
    DISTRIBUTIVE_FIRST,
)
from ...lexicon.polarity import NPI_IDIOM_PATTERN
from ...records import Candidate
from ...syntax import (
    FINITE_TAGS,
    MODAL_FORMS,
    NPI_LICENSORS,
    SPEECH_VERBS,
    calendar_year,
    distributive_word,
    downward_entailing_subject,
    finite_clause_head,
    is_finite_clause,
    is_finite_head,
    token_at_char,
    verb_lemma,
)
from .._result import Rewritten, SurfaceEdit, capitalise, lower_first
from ..clause_scope import COMPLEMENT_DEPS as VERB_COMPLEMENT_DEPS
from ..clause_scope import (
    EPISTEMIC_ADVERBS,
    HEDGE_ADVERBS,
    additive_particle,
    attachment_ambiguous,
    correlative_not_only,
    discourse_clash,
    inside_double_quotes,
    inverted_declarative,
    mended_additive,
    participial_adjunct,
    semicolon_clause,
    spliced_clause,
)
from ..complement import FRONTED_DISJUNCTS
from ..embedding import (
    CONDITIONAL_CONSEQUENT,
    PART_OF_SENTENCE,
    directive,
    embed,
    evaluative_at_least,
    medial_adjuncts,
    misattached_finite_conjuncts,
    negation_takes_own_clause,
    sentential_modal,
    speaker_adverb,
    trigger_part,
    without_leftover,
    without_subject_comma,
)
from ..embedding import (
    SUPPLEMENT_DEPS as STRANDABLE_DEPS,
)
from ..negation import (
    DO_FORMS,
    aspectual_npi_mends,
    finite_auxiliary,
    negate,
    perfect_reaches,
    suspect_parse,
)
from .change_of_state import (
    CONTINUATION_LEMMAS,
)
from .drafting import (
    draft,
)
from .helpers import (
    Draft,
)
from .numeric import (
    _with_modified_whole,
)
from .scope_placement import (
    ADJUNCT_IN_MODAL_SCOPE,
    fronted_trigger_phrase,
    nonfinite_circumstance,
    passive_conjunct_negation,
    ppi_negation,
)
from .shared import (
    CONCESSIVE_SUBORDINATORS,
    SUBSTITUTIVE_MARKERS,
    UNLICENSED_NPI,
    WH_TAGS,
    _counted_np,
    _only_clause,
    _swallowed_subject,
    _trigger_token,
)
from .temporal import (
    later_vps_of_main_clause,
)

#: Triggers inside a noun phrase: negation goes to the finite clause that contains them.
NOMINAL_TRIGGERS = frozenset({"numeric_determiners", "possessed_definites", "comparatives"})


#: IMPPRES Table 1/3 embeddings whose control pair against the plain trigger is neutral.
NEUTRAL_CONTROLS = ("modal", "interrogative", "conditional")


def indefinite_part_whole(c: Candidate, doc: Doc, rule: str) -> Token | None:
    """The whole that a part-whole count draft ("The line has two ends", ``_with_modified_whole``)
    names, when the premise introduced it by an indefinite ("displays a line with a handle on
    both ends"), else None. Under a modal, a question, "if" or negation such an indefinite
    introduces no discourse referent (Karttunen 1976), so the ends' presupposition is bound
    locally, inside the operator (Heim 1983 on local accommodation; van der Sandt 1992 on
    binding to an antecedent in the same embedded context): "It might display a line with a
    handle on both ends" takes no line for granted, and "The line has two ends" points back to
    a line the premise never commits to (blind review s1204w pres-042/045/085). The plain
    original asserts the line, so its pair is unaffected; ``pairs`` labels the embedded pairs
    neutral as for ``indefinite_draft_subject`` (stop 79, pr165)."""
    if c.subtype != "numeric_determiners" or rule != "numeric:part_whole":
        return None
    noun = _trigger_token(c, doc)
    for _ in range(3):  # "both" -> "ends"; "all" -> "four" -> "corners"
        if noun is None or noun.pos_ in ("NOUN", "PROPN") or noun.head.i == noun.i:
            break
        noun = noun.head
    owner = _with_modified_whole(noun) if noun is not None else None
    return owner if owner is not None and _indefinite_np(owner) else None


# -- pairs ---------------------------------------------------------------------------------------


def _referential_count(subject: Token) -> bool:
    """A counted-looking subject that refers: a definite superlative ("The most that was
    done"), or a singular "one N" with no partitive ("One study, which involved 1,524 pupils,
    ..."), a specific indefinite that takes wide scope (Fodor & Sag 1982), so that "One study
    didn't find that ..." denies what that study found. "One of the ships" counts a member of
    a set and stays a quantifier (Horn 1989 §4.3)."""
    if any(c.dep_ == "det" and c.lower_ in DEFINITE_DETERMINERS for c in subject.children):
        return True
    if subject.lower_ == "one":
        return not any(c.dep_ == "prep" and c.lower_ == "of" for c in subject.children)
    return any(c.dep_ == "nummod" and c.lower_ == "one" for c in subject.children)


def _majority(subject: Token) -> bool:
    """A subject quantified by "most" ("Most electric motors", "Most of the ships"): "most"
    is more than half (Barwise & Cooper 1981 §1.4, a proportional quantifier), so "most A are
    not B" and "most A are B" cannot both be true, contraries and not the subcontraries of a
    weak quantifier (Horn 1989 §4.3: "some A are (not) B" can both hold): the added negation
    does deny the sentence. Blind review s10302 kept "Most electric motors don't operate
    through ..." against its source flagged. "Many", "some" and numerals stay flagged (fl105)."""
    first = subject.left_edge
    return first.lower_ == "most" and first.dep_ in ("amod", "det", "nsubj", "nsubjpass") and (
        first.i == subject.i or first.head.i == subject.i
    )


def _substitutive_adjunct(target: Token) -> bool:
    """Does an "instead of / rather than" phrase modify ``target``'s clause (the target or an
    xcomp of it: "stopped drinking instead of quitting", "Instead of fleeing, they continued
    to fight")? One inside a complement clause ("knew that he had left instead of staying")
    is the complement's, which the negation of the matrix leaves alone."""
    doc = target.doc
    for tok in doc[:-1]:
        if (tok.lower_, doc[tok.i + 1].lower_) not in SUBSTITUTIVE_MARKERS:
            continue
        head = doc[tok.i + 1].head
        while head.pos_ not in ("VERB", "AUX") and head.head.i != head.i:
            head = head.head
        if head.i == target.i or (head.dep_ == "xcomp" and head.head.i == target.i):
            return True
    return False


def _negated_part(doc: Doc, target: Token | None) -> Rewritten:
    """The negated premise, flagged where the negation cannot take the sentence as it stands
    (round 28 of #11, classes 1 and 4): a "but"/"yet" conjunct or clause set against the
    trigger's (``discourse-clash:contrast``: "They didn't manage to win, but would lose 12 of
    14 games" breaks the denial of expectation, Lakoff 1971), a sentence-initial speaker-
    oriented adverb (``speaker-adverb``: "Naturally, dissension didn't start to arise"; Ernst
    2009). The other embeddings leave both out (:func:`~pipeline.rewrite.embedding.
    trigger_part`); the negation is flagged instead of cut because NOPE's experts negated the
    sentence whole (NOPE App. C), so a cut premise would match no expert negation.

    Other independent clauses are cut, though (issue #11, stop 61, pr103): a clause coordinated
    with a subject of its own, one after a semicolon or spliced with a comma
    (``embedding._own_clause_negated``; ``other-clause-dropped``): "They didn't know I was
    guilty, and they kept trying to arrest me" went on from what it had just denied (blind
    review s1202k), and the family-of-sentences test negates the trigger's clause, not the
    discourse around it. A trigger whose clause cannot be cut alone (a pronoun losing its
    antecedent) is flagged ``pronoun-antecedent-dropped``, which the pairs refuse (pr183)."""
    leftover = without_leftover(doc, target)
    if leftover is not None:
        # the purpose clause or interjection no embedding takes (embedding.without_leftover)
        doc, target = leftover[0], leftover[0][leftover[1][target.i]] if target else None
    part = trigger_part(doc, target, "negated")
    cut = (
        target is not None
        and negation_takes_own_clause(doc, target)
        and isinstance(part, tuple)
        and "other-clause-dropped" in part[2]
        and target.i in part[1]
    )
    if cut:
        doc, target = part[0], part[0][part[1][target.i]]
    result = negate(doc, target, above_only=True)
    result = _under_shared_auxiliary(doc, target, result)
    # "The loud voice of the man, finally woke him" -> "... didn't finally wake him": the
    # source's stray subject-verb comma is dropped here as in every embedding (one helper)
    result = without_subject_comma(doc, target, result)
    head = finite_clause_head(doc, target)
    if head is None or suspect_parse(head):
        return result
    if cut:
        result = replace(result, flags=(*result.flags, "other-clause-dropped"))
    flags = []
    if not cut and part == "pronoun-antecedent-dropped" and negation_takes_own_clause(doc, target):
        flags.append(part)  # the clause alone loses its antecedent: pairs.py refuses (pr183)
    elif not cut and (isinstance(part, str) or (part is not None and part[2])):
        flags.append("discourse-clash:contrast")
    if speaker_adverb(doc, head) is not None:
        flags.append("speaker-adverb")
    if _finite_conjunct_of_infinitive(head):
        flags.append("one-conjunct-negated")
    if correlative_not_only(doc) is not None:
        flags.append("correlative-not-only")  # "He not only stopped X but also didn't start Y"
    if directive(doc):
        # "Both teams don't take the field!": an imperative has no truth value to deny
        # (Huddleston & Pullum 2002 ch. 10 §9), as the other embeddings refuse (embedding.py)
        flags.append("imperative")
    subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    added = result.rule.startswith("negation:add") and "only-wide-negation" not in result.flags
    if added and _counted_np(subject) and not _referential_count(subject) and not _majority(subject):
        # "At least 300 workers didn't stop", "Many sailors didn't leave": a counted or
        # weakly quantified subject takes scope over the negation added after it (surface
        # scope; Jackendoff 1972 ch. 8), and Q(not p) is compatible with Q(p): "300 did not
        # die" and "300 died" can both be true, so the premise is no denial of the sentence
        # (Horn 1989 §4.3, subcontraries). The project has no other negation of such a
        # sentence (the wide "It's not the case that" frame is kept for "only"): flagged,
        # with the flag verb veridicality gives the same clash
        flags.append("negated-under-quantified-subject:counted")
    elif added and subject is not None and (quantifier := downward_entailing_subject(subject)):
        # "Very little wasn't done", "Hardly anyone didn't stop": a "not" under a negative
        # quantifier is a double negation readers misread, and no denial of the sentence (the
        # verb-complement check of the same name; syntax.downward_entailing_subject)
        flags.append(f"negated-under-downward-subject:{quantifier}")
    if evaluative_at_least(head) is not None or evaluative_at_least(head.sent.root) is not None:
        # "At least he didn't stop drinking": the disjunct's evaluation stays outside the
        # negation and now praises the opposite (Quirk et al. 1985 §8.127)
        flags.append("evaluative-disjunct")
    new = tuple(f for f in flags if f not in result.flags)
    if not new:
        return result
    return Rewritten(result.text, False, result.rule, (*result.flags, *new), result.clash)


#: Do-support that the negation puts on a verb: "didn't find", "does not know".
_DO_NOT = re.compile(r"(?:did|does|do)(?:n't| not) (\S+)")


def _shares_auxiliary(target: Token | None) -> bool:
    """Whether ``target`` is a verb conjunct under the auxiliary of the first conjunct: "She
    would have called and found that ...", "He has tried the door and realized that ...". Verb
    phrases coordinated below one auxiliary share it and have its form (Huddleston & Pullum
    2002 ch. 15 §4: coordination of like constituents), so the second conjunct has no
    auxiliary or subject of its own and the same inflection as the first (a past form that is
    also the past participle counts as one: "tried ... and realized")."""
    if target is None or target.dep_ != "conj" or target.pos_ != "VERB":
        return False
    first = target.head
    if first.pos_ not in ("VERB", "AUX") or first.i > target.i:
        return False
    if any(k.dep_ in ("aux", "auxpass", "nsubj", "nsubjpass", "neg") for k in target.children):
        return False
    if not any(k.dep_ in ("aux", "auxpass") and k.i < first.i for k in first.children):
        return False
    if any(k.dep_ == "cc" and k.lower_ in ("but", "yet") for k in first.children):
        # a contrastive conjunct ("had formed in 1990 but split in 1995") is more often a
        # finite clause of its own, with its own time (Quirk et al. 1985 §13.23 on "but")
        return False
    if target.tag_ == first.tag_ and target.tag_ in ("VB", "VBG"):
        return True
    if any(k.dep_ == "auxpass" for k in first.children):
        # a passive "was noted and appeared" shares no auxiliary: "appeared" is no passive
        # participle, so it is a finite past of its own
        return False
    # the perfect's "have": a past form that is also the participle is read under it, unless
    # a present perfect meets a definite past time adjunct ("She has worked here and stopped
    # smoking last spring": "stopped" is a finite past of its own); negation.perfect_reaches,
    # the negation rewriter's own test of the shared perfect
    perfect = (
        k for k in first.children if k.dep_ == "aux" and k.lemma_ == "have" and k.i < first.i
    )
    return any(perfect_reaches(target, have) for have in perfect)


def _under_shared_auxiliary(doc: Doc, target: Token | None, result: Rewritten) -> Rewritten:
    """The negation of a verb conjunct under a shared auxiliary with "not" before the verb
    ("She would have called and not found that the line was dead"), not do-support, which a
    non-finite verb phrase does not take ("*would have called and didn't find"; Huddleston &
    Pullum 2002 ch. 3 §2.1: do-support only in a finite clause with no other auxiliary; blind
    review s1129x). Only the words from the verb on change; anything else the negation did
    there (NPI forms) stays."""
    if not _shares_auxiliary(target):
        return result
    start = target.idx
    if result.text[:start] != doc.text[:start]:
        return result
    found = _DO_NOT.match(result.text, start)
    if found is None or found.group(1).lower() != target.lemma_.lower():
        return result
    text = f"{result.text[:start]}not {target.text}{result.text[found.end() :]}"
    return replace(result, text=text, rule=f"{result.rule}:shared-auxiliary")


def _finite_conjunct_of_infinitive(head: Token) -> bool:
    """Does a finite verb hang as a conjunct on a to-infinitive of ``head`` ("consented to
    stay in my room and never once complained")? A to-infinitive coordinates only with base
    forms (Huddleston & Pullum 2002 ch. 15 §4.1), so the finite conjunct is the main verb's,
    which the parser misattached: the negation of the main verb alone ("didn't consent to
    stay ... and never once complained") negates one conjunct and asserts the other, like
    negation.py's ``one-conjunct-negated`` (blind review s1129o)."""
    return bool(misattached_finite_conjuncts(head))


def _nominal_trigger_clause(head: Token | None) -> Token | None:
    """The clause an operator embeds for a nominal trigger whose clause is headed by ``head``:
    the nearest finite clause (``shared._finite_clause``), but never past a coordinated clause
    with a subject of its own that holds the trigger ("A clear sky was above him, and the
    sun's vast orb quivered ...": "quivered" tagged VBN, the climb went on to "was").

    Karttunen (1973): a hole (negation, modal, question, "if") passes on the presuppositions of
    the clause it embeds, and only of that clause; in a clause coordination "A, and B" each
    conjunct is a clause of its own (Quirk et al. 1985 §13.11, §13.21), so an operator on A
    leaves a trigger in B outside it (NOPE App. C negates "the conjunct that contains the
    trigger"; IMPPRES embeds the trigger's clause). A regular past form is tagged VBD or VBN
    alike by the small model; a conjunct with its own subject and no auxiliary counts as finite
    (``syntax.is_finite_head``), so it is the trigger's clause and the operators take it. Not
    a participle whose auxiliary the first conjunct lends it by gapping ("The walls were
    painted and the old door repaired": Quirk et al. 1985 §13.92): the climb goes on there."""
    cur = head
    while cur is not None and cur.dep_ != "ROOT" and not is_finite_clause(cur):
        if _own_subject_conjunct(cur):
            return cur
        cur = cur.head
    return cur


def _own_subject_conjunct(verb: Token) -> bool:
    """``verb`` heads a conjunct of a verb with a subject of its own, finite by
    ``syntax.is_finite_head`` and not gapped (its head has no auxiliary to lend it)."""
    if verb.dep_ != "conj" or verb.pos_ not in ("VERB", "AUX"):
        return False
    if verb.head.pos_ not in ("VERB", "AUX"):
        return False
    if not any(k.dep_ in ("nsubj", "nsubjpass") for k in verb.children):
        return False
    if verb.tag_ == "VBN" and any(k.dep_ in ("aux", "auxpass") for k in verb.head.children):
        return False  # gapping: "were painted and the old door repaired"
    return is_finite_head(verb)


def _main_clause(head: Token | None) -> Token | None:
    """The clause NOPE negates for a trigger whose clause is headed by ``head`` (NOPE §3.2, App. C).

    "We added sentential negation to the main clause of the sentence or, in the case of clausal
    coordination, to the conjunct that contains the trigger"; a trigger inside the complement of
    a verb of saying/thinking (an "innocent embedding", App. C) is negated inside the complement
    ('"It's not a nicer mower," I reasoned'). So: climb from the trigger's clause through
    adverbial, relative and infinitival embeddings, stopping at a conjunct, at a speech-verb
    complement, or at the root.
    """
    if head is None:
        return None
    cur = head
    while cur.dep_ not in ("ROOT", "conj") and cur.head.i != cur.i:
        if cur.dep_ in ("ccomp", "parataxis") and cur.head.lemma_.lower() in SPEECH_VERBS:
            break
        if semicolon_clause(cur) or spliced_clause(cur):
            break  # "The rain stopped; the players returned": an independent clause, also
            # one the parser hung on the clause after it ("The cows died before we knew, the
            # men went out": the comma splice, clause_scope.spliced_clause)
        cur = cur.head
    return cur


#: Flag of a negated "only" + numeral premise (pipeline/flags.py): the label is unclear.
ONLY_NUMERAL_NEGATED = "only-numeral-under-negation"


#: Flag of an embedded trigger whose presupposition an earlier conjunct may satisfy.
FILTERED_BY_CONJUNCT = "presupposition-filtered-by-conjunct"


#: The locative pro-form that points back into an earlier conjunct ("moved to Lisbon and stayed
#: there"): the earlier conjunct then supplies the place of the trigger's prior state.
BACK_POINTERS = frozenset({"there"})


def _filtering_conjunct(trig: Token | None, target: Token | None) -> bool:
    """Whether the trigger verb is a later conjunct whose presupposition the earlier conjunct
    supplies (Karttunen 1973; Heim 1983 on conjunction as update), as a locative pro-form that
    points back into it shows ("joined the club and remained there": being there is what
    joining brought about). A trigger in an adverbial of the conjunct ("went back after
    graduating") or a conjunct without such a link ("retired but remained with the team") is
    not filtered."""
    if trig is None or target is None or trig.i != target.i or target.dep_ != "conj":
        return False
    if target.head.i > target.i or target.head.pos_ not in ("VERB", "AUX"):
        return False
    return any(
        t.lower_ in BACK_POINTERS and t.dep_ == "advmod" and t.head.i == target.i
        for t in target.children
    )


def _only_over_modal(trig: Token | None) -> bool:
    """ "Farms can only be planted on grassland", "your Fighters will only suffer a 40% chance",
    "Sabotage may only be attempted at war": a preverbal "only" after a modal auxiliary takes
    scope over the modal (only > can: 'grassland is the only place where farms can be
    planted'; von Fintel & Iatridou 2007 on "only" and modals, Horn 1969 on the scope of
    "only"). The negation the rewriter puts on the auxiliary ("Farms can't only be planted on
    grassland", "won't only suffer") is read below the modal and above "only" (not > can >
    only: 'it is not possible to plant farms on grassland alone'), which is no negation of the
    original sentence, and a bare "not only" with no "but also" reads as a broken additive
    correlative (Huddleston & Pullum 2002 ch. 15 §2.2). Blind review stop 58 rejected these
    premises ("can't only receive", "won't only suffer"): no negated premise (pr95). IMPPRES's
    "wasn't only biking" has no modal and keeps its pair."""
    if trig is None:
        return False
    clause = _only_clause(trig)
    if trig.i > clause.i:
        return False
    return any(
        k.dep_ == "aux" and k.lower_ in MODAL_FORMS and k.i < trig.i for k in clause.children
    )


def _only_under_modal(target: Token | None) -> bool:
    """A preverbal "only" after a modal auxiliary of ``target``'s clause ("you can only wake me
    up", "it could only have wings by ..."): "only" takes scope over the modal (von Fintel &
    Iatridou 2007; Horn 1969, as in ``_only_over_modal``), whatever the clause's trigger, so a
    "not" put on the modal is read between the two (not > can > only) and is no negation of the
    sentence; the negation of such a clause is "not only"/"not just" on the focus (Beaver &
    Clark 2008 ch. 9), which the rewriter does not write for a preverbal "only"."""
    if target is None:
        return False
    for only in target.children:
        if only.lower_ != "only" or only.dep_ != "advmod" or only.i > target.i:
            continue
        if any(k.dep_ == "aux" and k.tag_ == "MD" and k.i < only.i for k in target.children):
            return True
    return False


#: Relations of a clause that is a dependent of another clause (not "conj" or "acl", which a
#: noun phrase also bears).
_CLAUSAL_DEPENDENT_DEPS = frozenset({"ccomp", "advcl", "relcl", "parataxis"})


def _interrupting_when(clause: Token | None, main: Token | None) -> bool:
    """``clause`` is a "when" clause after ``main``, a progressive clause ("was chatting ...
    when the waiter dumped ..."): the when-clause names the event that breaks in."""
    if clause is None or main is None:
        return False
    if not any(k.lower_ == "when" and k.i < clause.i for k in clause.children):
        return False
    return main.tag_ == "VBG" and any(
        k.dep_ == "aux" and k.lemma_.lower() == "be" for k in main.children
    )


def _mistagged_finite_clause(head: Token | None, target: Token | None) -> bool:
    """The trigger's clause (``head``, the extractor's) is a dependent clause, but the tagger
    read its verb as a noun ("We see that the camera pans into the fox's den": "pans" as NNS
    under "see" as ccomp, "camera" as its compound or subject), so ``_finite_clause`` climbed
    past it and the negation went on
    the matrix ("We don't see ..."): the operator is on a clause other than the trigger's
    (IMPPRES §4; review s1202x pres-012), and no negated pair is written. A bare infinitive
    or participle clause with a subject ("We saw the camera pan ...") is non-finite as
    tagged, and the matrix is its negation's place (NOPE App. C)."""
    if head is None or target is None or head.i == target.i:
        return False
    if head.dep_ not in _CLAUSAL_DEPENDENT_DEPS or head.pos_ not in ("NOUN", "VERB", "PROPN"):
        return False
    return head.tag_ in ("NN", "NNS", "NNP", "NNPS")


def _counted_numeral(num: Token) -> bool:
    """Whether a cardinal counts the noun it modifies ("two weeks", "fourteen years", "one
    hour"), even inside a DATE or TIME entity: a counting cardinal above one takes a plural
    head (Huddleston & Pullum 2002 ch. 5 §7 on cardinal numerals and number agreement), so a
    numeral before a singular noun ("5 pm", "the 1990 season") names a point, not an amount.
    A calendar year is never a count (``calendar_year``)."""
    head = num.head
    return (
        num.dep_ == "nummod"
        and head.pos_ == "NOUN"
        and (head.tag_ == "NNS" or num.lower_ in ("one", "1"))
        and not calendar_year(num.text)
    )


def _point_numeral(num: Token) -> bool:
    """A cardinal that locates rather than counts: a year or a clock time ("in 1990", "at 5",
    "5 pm"; a DATE/TIME entity that counts no noun, ``_counted_numeral``). The named-entity
    type alone does not decide: spaCy types durations and ages ("two weeks", "fourteen years
    old") DATE as well, and those are measure phrases, scales of the number (stop 76, mn77)."""
    return num.ent_type_ in ("DATE", "TIME") and not _counted_numeral(num)


def _numeral_focus(trig: Token | None) -> bool:
    """Whether "only" focuses a cardinal: "only 7 caps" (only on the numeral) or "only scored
    two goals" (only on the verb, whose object is counted). A year ("in 1990") is no count;
    a duration or an age is ("only two weeks", "only fourteen years old": ``_point_numeral``)."""
    if trig is None:
        return False
    head = trig.head
    if head.tag_ == "CD":
        return not _point_numeral(head)
    if head.tag_ == "$" or (
        head.pos_ in ("NOUN", "SYM")
        and any(k.dep_ == "nummod" and k.tag_ == "CD" for k in head.children)
    ):
        # a measure phrase: "only $20", "only two weeks" (a numeral-headed quantity, Quirk et
        # al. 1985 §5.25; the scale is the number's, as with the bare numeral)
        return not any(_point_numeral(k) and k.tag_ == "CD" for k in head.children)
    if head.pos_ not in ("VERB", "AUX"):
        return False
    return any(
        k.dep_ == "nummod" and k.tag_ == "CD" and not _point_numeral(k)
        for o in head.children
        if o.dep_ in ("dobj", "obj") and o.i > trig.i
        for k in o.children
    )


def _only_on_subject(c: Candidate, doc: Doc) -> bool:
    trig = _trigger_token(c, doc)
    return (
        trig is not None and trig.head.dep_ in ("nsubj", "nsubjpass") and trig.i < trig.head.head.i
    )


def _negated_below_only(c: Candidate, doc: Doc) -> bool:
    """The predicate of a subject focused by "only" is itself negated ("Only the captain
    didn't compete"): the negation is in the scope of "only"."""
    trig = _trigger_token(c, doc)
    if trig is None:
        return False
    verb = trig.head.head
    return any(k.dep_ == "neg" for k in verb.children)


@dataclass(slots=True)
class Rewrites:
    """What the pairs of one presupposition candidate are built from."""

    draft: Draft | None  # the presupposition, or None when no draft could be written
    embedded: dict[str, Rewritten]  # kind (negated, modal, interrogative, conditional) -> premise
    negation: str  # "added" or "removed": what the negated premise did to the original
    #: the negated clause has epistemic may/might or "maybe/perhaps/possibly": "may not p" is
    #: "possibly not p", which is compatible with "may p" (Palmer 2001 §3.2; Lyons 1977 §17.2),
    #: so the control tests no negation and is not written
    epistemic_modal: bool = False
    #: kind -> flag of an embedded premise whose presupposition pair has no clean label (its
    #: control pair stays): "only" + numeral under negation, Karttunen filtering
    refused: dict[str, str] = field(default_factory=dict)
    #: whether the negated premise denies the sentence, so that its control is a contradiction;
    #: not when the negation went into a subordinate clause (then neutral)
    #: (``_operator_clause_subordinate``)
    negated_control: bool = True


def rewrites(c: Candidate, doc: Doc, options: dict[str, Any] | None = None) -> Rewrites:
    """The draft and the embedded premises of one candidate (NOPE App. C, IMPPRES Table 1)."""
    hyp = draft(c, doc, options)
    head = token_at_char(doc, c.features.get("clause_head_char"))
    misplaced_negation = False  # the negation cannot go on the trigger's own clause
    target = _nominal_trigger_clause(head) if c.subtype in NOMINAL_TRIGGERS else _main_clause(head)
    if hyp is not None and hyp.ok and _pronoun_bound_by_conditional(hyp.text, target, c, doc):
        bound = (
            PRONOUN_BOUND_BY_CONDITIONAL_INDEFINITE
            if target is not None and _pronoun_takes_up_indefinite(hyp.text, target, c, doc)
            else PRONOUN_BOUND_IN_CONDITIONAL
        )
        hyp = replace(hyp, ok=False, flags=[*hyp.flags, bound])
    if hyp is not None and hyp.ok and _CONDITIONAL_THEN_TIME_WORD.search(hyp.text):
        # "Felling axes had been produced by the building if it is enhanced to an ax workshop
        # before.": the template's final "before/again" attaches to the nearest verb, the
        # conditional's ("is enhanced ... before"), not to the prior-state clause (Quirk et al.
        # 1985 §8.8 on end-position adjuncts; review s1202r pres-028): garbled, not clean
        hyp = replace(hyp, ok=False, flags=[*hyp.flags, "time-word-after-conditional"])
    if c.subtype in NOMINAL_TRIGGERS and _postposed_time_clause(target):
        # "fond of horses ever since he was a boy on his father's farm": negated in place, the
        # time clause names no event to date the main clause by ("ever since he wasn't a boy",
        # "before it didn't merge"; Heinämäki 1974 on before/after, de Swart 1996: a negated
        # clause is no bounded event); a postposed time clause is a restrictive adjunct inside
        # the main clause's negation, modal and question (Quirk et al. 1985 §8.8, §15.25), so
        # they go on the main clause and the trigger still projects from below them
        time_clause = target
        target = _main_clause(target)
        # but after a progressive main clause, a "when" clause is the event that breaks in on
        # the background ("The blond was chatting ... when the waiter dumped a martini down the
        # back of the blonde's dress"): the foreground of the sentence, not a restrictive time
        # adjunct (Declerck 1997 on "when"-clauses and temporal structure; Quirk et al. 1985
        # §15.25 note on the "when" of sudden events), so the main clause's negation ("The
        # blond wasn't chatting when ...") denies the background and leaves the trigger's
        # clause asserted: IMPPRES §4 and NOPE App. C put the negation on the trigger's
        # clause, and when it cannot carry one, no negated pair (review s1202x pres-019).
        # The modal, question and "if" still take the whole sentence and stay; the "ever
        # since" and "before" clauses of stop 45 keep their main-clause negation
        misplaced_negation = _interrupting_when(time_clause, target)
    work = doc
    trig = _trigger_token(c, doc)
    if c.subtype in NOMINAL_TRIGGERS and _mistagged_finite_clause(head, target):
        misplaced_negation = True
    if c.subtype == "temporal_adverbs" and c.features.get("preposed") and target is not None:
        # NOPE §3.2: "we rewrote sentences where the adverbial clause is preposed, in order to
        # allow negation to scope over the adverbial (Before it rained, we danced becomes We
        # danced before it rained)"; the other embeddings then scope over it too
        moved = _postposed(doc, trig, target)
        if moved is not None:
            work, index = moved
            target = work[index[target.i]]
            trig = work[index[trig.i]] if trig is not None else None
    if work is doc and c.subtype in NOMINAL_TRIGGERS:
        # "In both halves, the team scored" -> "Did the team score in both halves?": a fronted
        # phrase holding the trigger is outside the operators, moved as NOPE §3.2 moves
        # preposed adverbials (``scope_placement.fronted_trigger_phrase``; pr242)
        frame = fronted_trigger_phrase(trig, target)
        moved = _postposed(doc, frame, target, keep_shared=True, phrase=True) if frame else None
        if moved is not None and target is not None and trig is not None:
            work, index = moved
            target, trig = work[index[target.i]], work[index[trig.i]]
    unmoved = (
        c.subtype == "temporal_adverbs"
        and c.features.get("preposed")
        and work is doc
    )
    # the trigger's clause inside a preposed adverbial clause of the operators' clause ("When
    # Tom came home after searching the town, did his sister tell him?"): taken on the sentence
    # as written, before any move (``_in_preposed_adverbial``)
    framed_off = _in_preposed_adverbial(head, target) and not _in_preposed_supplement(trig, target)
    prefixed = _split_re_prefix(doc, trig)
    if prefixed is not None:
        # "re-released" split as "re" "-" "released" (the parser reads "re" as the verb): the
        # embeddings are built on the sentence without the prefix and "re-" goes back on the
        # verb, so negation and modals stay outside the word ("didn't re-release", never
        # "re-didn't release"; Quirk et al. 1985 App. I.21: re- is a verbal prefix)
        work, trig = prefixed
        target = _main_clause(trig)
    # a passive conjunct and the polarity items under the added negation (pr242)
    negated = passive_conjunct_negation(_negated_part(work, target), target)
    embedded = {"negated": ppi_negation(negated, work, target)}
    scoped, scoped_target = work, target
    if work is doc and prefixed is None:
        framed = _preposed_time_clause(target, trig)
        moved = _postposed(doc, framed, target, keep_shared=True) if framed is not None else None
        if moved is not None and target is not None:
            # "After graduating, Dana came to LA" -> "Did Dana come to LA after graduating?", not
            # "After graduating, did Dana come ...": a time clause left before the question, modal
            # or "if" is outside it, and the item reads as testing that clause (NOPE §3.2 moves
            # preposed adverbials before embedding). The negation stays in place, as NOPE's
            # experts negate the main clause of a trigger outside the adverbial (negation.py).
            scoped, index = moved
            scoped_target = scoped[index[target.i]]
    for kind in NEUTRAL_CONTROLS:
        embedded[kind] = embed(scoped, kind, scoped_target)
        cut = embedded[kind]
        nominal = trig is not None and trig.pos_ not in ("VERB", "AUX")  # a verb re-inflects
        word = rf"(?<!\w){re.escape(trig.text)}(?!\w)" if nominal else ""
        if word and PART_OF_SENTENCE.intersection(cut.flags) and not re.search(word, cut.text):
            # the cut kept a clause the parser put the trigger outside of: no clean pair
            embedded[kind] = replace(cut, ok=False, flags=(*cut.flags, TRIGGER_DROPPED))
        elif _verb_trigger_dropped(trig, cut.text):
            # "Hunting spears are produced in the workshop (but cease to be produced ...)" ->
            # "Hunting spears might be produced in the workshop.": the cut kept the first
            # conjunct and the trigger verb went with the second; an operator that does not
            # take the trigger's clause tests no projection (IMPPRES §4: the embedding scopes
            # over the trigger's clause; review s1202r pres-052), so no pair and no control
            embedded[kind] = replace(cut, ok=False, flags=(*cut.flags, TRIGGER_DROPPED))
    if "interrogative" in embedded and scoped_target is not None:
        embedded["interrogative"] = _do_support_question(embedded["interrogative"], scoped_target)
        question = embedded["interrogative"]
        if question.ok and question_beside_declarative(scoped_target, question.text):
            # "Did both parties claim the election and the passions ran so high ...?": a
            # declarative clause left inside or before the question (stop 103, fl103)
            embedded["interrogative"] = replace(
                question, ok=False, flags=(*question.flags, QUESTION_BESIDE_DECLARATIVE)
            )
    if _adjunct_of_next_clause(trig, target):
        # "I've never been a fan of tuna, however, after trying this I fell in love": the time
        # phrase is the next clause's, every operator on ``target`` misses it (no pair)
        embedded = {
            k: replace(p, ok=False, flags=(*p.flags, TRIGGER_IN_NEXT_CLAUSE))
            for k, p in embedded.items()
        }
    if _in_absolute_clause(trig, target) or _in_preposed_supplement(trig, target):
        # "David kept the job, his pay rising to $40,000": the operators go on the main clause
        # and the absolute clause stays outside them, like a preposed clause that could not be
        # moved (the same warning: still asserted, so entailed, but no projection is tested),
        # or the cut drops it, and a premise without the trigger entails nothing of it
        # ("Did David keep that job?" -/-> "His pay was lower before"): a defect (round 12)
        embedded = {k: _outside_scope(p, trig) for k, p in embedded.items()}
    else:
        # "She might have been the first mayor, founding a school after leaving the army", "If
        # Jo, who was one of Linda's bridesmaids, said ..., it's okay": the operator is on a
        # clause whose supplement holds the trigger, and a supplement is outside every
        # operator of its host (Potts 2005 ch. 4), so no projection is tested (the pair is no
        # IMPPRES/NOPE item; blind reviews s1130o/p, rubric b)
        embedded = {
            k: _supplement_outside(p, trig, target if k == "negated" else None)
            for k, p in embedded.items()
        }
    if (
        not unmoved
        and c.subtype == "temporal_adverbs"
        and _in_preposed_supplement(trig, target)
        and not any(t.tag_ in ("``", "''") or t.text in ('"', "“", "”") for t in doc)
    ):
        # "Released after he left the band, the album was produced by friends": the time clause
        # sits in a preposed supplementive participle clause, which the clause-level modal
        # leaves outside ("..., the album might have been produced by friends" speculates about
        # the main clause only; blind reviews s1129u, s1130a: b0) and which cannot move to the
        # end, since it describes the subject (Quirk et al. 1985 §15.58-15.60). IMPPRES Table
        # 1's sentential frame takes the whole sentence, the supplement too: "It's possible
        # that, released after he left the band, the album was produced by friends", and the
        # time clause's presupposition projects from it (Karttunen 1973: "possible" is a hole).
        # The same as for a preposed time clause that could not be moved (below).
        wide = _wide_modal(doc, target)
        first = doc[0].text
        opening = rf"\bthat (?={re.escape(first[:1].lower() + first[1:])}\b)"
        if wide is not None and re.search(opening, wide.text):
            # a medial supplementive clause is set off by commas on both sides (Quirk et al.
            # 1985 §15.58): "It's possible that, released after he left, the album was ..."
            embedded["modal"] = replace(wide, text=re.sub(opening, "that, ", wide.text, count=1))
    if framed_off and trig is not None:
        # the operators go on the main clause and leave the preposed clause that holds the
        # trigger's clause outside them, as ``unmoved`` below; the sentential modal frame ("It's
        # possible that when ..., ...") takes the whole sentence and stays
        embedded = {
            k: p if "sentential-modal" in p.flags else _outside_scope(p, trig)
            for k, p in embedded.items()
        }
    if unmoved:
        # the trigger is the preposed clause itself and it could not be moved (a lower verb
        # would capture it): "After he left the club, he didn't start coaching" leaves the
        # clause outside the negation (and the modal, question, conditional), so the pair
        # tests no projection (NOPE §3.2 moves it for that reason): flagged, not clean. A
        # trigger in the main clause keeps the preposed clause where it is.
        embedded = {
            k: replace(p, ok=False, flags=(*p.flags, PREPOSED_OUTSIDE_SCOPE))
            for k, p in embedded.items()
        }
        root = doc[0].sent.root
        whole = (
            target is not None
            and target.i == root.i
            and not any(k.dep_ == "conj" and k.pos_ in ("VERB", "AUX") for k in root.children)
        )
        supplement = _in_absolute_clause(trig, target) or _in_preposed_supplement(trig, target)
        # not over direct speech ("It's possible that right after he left I thought, 'how
        # stupid'": a quotation is the speaker's report, outside any operator, Quirk et al. 1985
        # §14.30; the conditional refuses it too), nor over a contrastive "while" clause with
        # its own subject ("While this was not expected, ..."), a peripheral clause that no
        # operator takes in (Haegeman 2004; Quirk et al. 1985 §15.50)
        quoted = any(t.tag_ in ("``", "''") or t.text in ('"', "“", "”") for t in doc)
        contrast = (
            trig is not None
            and trig.lower_ == "while"
            and trig.dep_ == "mark"
            and any(k.dep_ in ("nsubj", "nsubjpass") for k in trig.head.children)
        )
        wide = sentential_modal(doc) if whole and not (supplement or quoted or contrast) else None
        if wide is not None and wide.ok and embedded["modal"].text != doc.text:
            # "After elaborating on X, we might have wanted to identify Y" leaves the clause
            # outside "might" (round 46 reviews: the premise reads as speculating about the
            # main clause only); IMPPRES Table 1's sentential frame takes the whole sentence,
            # the preposed clause too: "It's possible that after elaborating on X, we wanted
            # to identify Y", from which the clause's presupposition projects (Karttunen 1973:
            # "possible" is a hole)
            embedded["modal"] = wide
        elif target is not None and target.i == root.i and not (supplement or quoted or contrast):
            # "After he took questions, he turned to leave, but the door wouldn't open": the
            # modal takes the trigger's clause alone (trigger_part), and on it the same
            # sentential frame, so that the preposed clause is inside the possibility: "It's
            # possible that after he took questions, he turned to leave", not "After he took
            # questions, he might have turned to leave" (blind review s1130d: the clause left
            # outside the modal)
            part = trigger_part(doc, target, "modal")
            if part is not None and not isinstance(part, str):
                wide = sentential_modal(part[0])
                if wide.ok and wide.text != part[0].text:
                    embedded["modal"] = replace(wide, flags=(*wide.flags, *part[2]))
    if c.subtype == "temporal_adverbs" and _contrastive_while(trig):
        # "I connected with it while many people found it too slow": contrastive "while", a
        # peripheral clause outside every operator of its host (``_contrastive_while``)
        embedded = {
            k: replace(p, ok=False, flags=(*p.flags, CONTRASTIVE_WHILE))
            for k, p in embedded.items()
        }
    if "conditional" in embedded:
        embedded["conditional"] = _conditional_frame(embedded["conditional"])
    wide = "only-wide-negation" in embedded["negated"].flags  # "It's not the case that only ..."
    if c.subtype == "only" and _only_on_subject(c, doc) and not wide:
        # "Only Lucille went" -> "Only Lucille didn't go": 'only' outscopes the negation, so this
        # is not the negation of the trigger sentence (IMPPRES negates VP-only: "wasn't only")
        neg = embedded["negated"]
        embedded["negated"] = replace(neg, ok=False, flags=(*neg.flags, "negation_below_only"))
    if c.subtype == "only" and _only_on_subject(c, doc) and _negated_below_only(c, doc):
        # "Only the captain didn't compete" -> "Didn't only the captain compete?": the question
        # puts the negation above "only" and asks whether only the captain competed, which
        # presupposes that the captain competed, the opposite of the prejacent (Horn 1969 on
        # the scope of "only" and negation): same defect as the negated premise
        for kind in ("interrogative", "negated"):
            if kind in embedded and "negation_below_only" not in embedded[kind].flags:
                p = embedded[kind]
                embedded[kind] = replace(p, ok=False, flags=(*p.flags, "negation_below_only"))
    neg = embedded["negated"]
    refused: dict[str, str] = {}
    # "He didn't gather only 7 caps", "I wasn't only fourteen years old", "It's not the case
    # that only 33% worry": with a scalar focus "not only N" says more than N (Horn 1969 on
    # "only" + numeral; Horn 1972 the two-sided reading of numerals; Beaver & Clark 2008 ch. 9
    # on scalar "only"), so the prejacent "He gathered 7 caps", read "exactly 7", is
    # contradicted, not entailed, and the negated sentence itself is an odd denial that blind
    # reviews s1201l-n rejected as a premise of the control pair too (unnatural): no negated
    # premise at all (pr88; round 33 kept the control, which the judges did not)
    drop_negated = (
        c.subtype == "only"
        and (_numeral_focus(trig) or _only_over_modal(trig))
        and neg.rule.startswith("negation:add")
    )
    if target is not None and neg.rule.startswith("negation:add") and _substitutive_adjunct(target):
        # "He stopped drinking instead of quitting his job" -> "He didn't stop drinking instead
        # of quitting his job": "A instead of B" asserts A in place of the alternative B (Quirk
        # et al. 1985 §9.7, §15.49 on substitutive "instead of / rather than"), so the phrase
        # takes A's occurrence for granted; the clause negated in place denies what the phrase
        # still presupposes (Karttunen 1973: the negation is a hole for the trigger, not for the
        # adjunct's own presupposition), a clash, and the adjunct cannot be left out of a
        # clause it modifies without changing what is denied: no negated premise (hundred-eighth
        # pass)
        drop_negated = True
    if misplaced_negation and neg.rule.startswith("negation:add"):
        drop_negated = True
    if neg.rule.startswith("negation:add") and _only_under_modal(target):
        # "You can only wake me up" -> "*You can't only wake me up", "Bill could only reach
        # Mary's house by walking" -> "*Bill couldn't only reach ...": the negation lands
        # between the modal and an "only" that takes scope over the modal (``_only_over_modal``
        # for the trigger "only"; the same clause with another trigger in it); no negated
        # premise (review s1202x, pres-067 and the "Walter's horse" pair)
        drop_negated = True
    if target is not None and neg.rule.startswith("negation:add") and _option_conditional(target):
        # "You may continue playing if you wish" -> "You may not continue playing if you
        # wish": "if you wish/like/want" is a conditional of the speech act (Austin 1956
        # "Ifs and cans"; Sweetser 1990 ch. 5): it grants an option at the addressee's will,
        # and denying the option under that very licence is incoherent (review s1202r
        # pres-040): no negated premise
        drop_negated = True
    if c.subtype == "temporal_adverbs" and nonfinite_circumstance(trig) is not None:
        # "He might have praised X while opposing Y" -/-> "He opposed Y": the non-finite
        # circumstance is inside the added modal (``scope_placement.nonfinite_circumstance``;
        # a source modal makes every pair neutral in pairs.py; pr242)
        refused["modal"] = ADJUNCT_IN_MODAL_SCOPE
    if _filtering_conjunct(trig, target):
        # "If he joined the club and remained there, ...": "A and B" presupposes only "if A then
        # p(B)" when A supplies B's presupposition (Karttunen 1973 filtering), so under the
        # modal, question and "if" the prejacent is not entailed; A is asserted in the plain
        # and negated sentences ("... and didn't remain there"), which still entail it
        refused.update({k: FILTERED_BY_CONJUNCT for k in NEUTRAL_CONTROLS})
    if (
        target is not None
        and neg.rule.startswith("negation:add")
        and additive_particle(target) not in (None, mended_additive(target))
    ):
        # "Also, she stopped drinking" -> "Also, she didn't stop drinking" is also(not p): its
        # additive presupposition (someone else did not) is not the original's (someone else
        # did); the negation would be "... either" (Klima 1964; König 1991). The medial
        # "likewise" and the clause-final "too" the negation mends itself
        # (``clause_scope.mended_additive``: dropped, "either"; stop 88)
        flags = (*neg.flags, "discourse-clash:additive")
        embedded["negated"] = replace(neg, ok=False, flags=flags)
    if embedded["negated"].clash == "still" and target is not None:
        # "They still need help" -> "They no longer need help", not "still don't need"
        embedded["negated"] = _no_longer(work, target) or embedded["negated"]
    if prefixed is not None:
        embedded = {k: _restore_re_prefix(p, trig) for k, p in embedded.items()}
    if c.subtype == "clefts" and trig is not None and _speaker_adverb_on_copula(trig):
        # "If it was obviously the dog that ...", "Was it evidently his brother who ...?":
        # ``_speaker_adverb_on_copula``; the negation keeps it above "not" ("It was obviously
        # not the dog ...")
        embedded = {k: p for k, p in embedded.items() if k == "negated"}
    if target is not None and _trailing_concessive(target):
        # "Is this guide free in both senses, though it is not software?": a concessive clause
        # is a disjunct, a separate assertion outside the question and the supposition (Quirk
        # et al. 1985 §8.124, §15.40: concessive disjuncts are not within the scope of
        # interrogation; IMPPRES §4: the operator scopes over the trigger's clause only), and
        # the rewriter cannot take it out: no question and no conditional (review s1202t)
        for kind in ("interrogative", "conditional"):
            embedded.pop(kind, None)
    if target is not None and _fronted_at_last(target, before_subject=False):
        # "The clerk at last stopped ..." -> "*The clerk at last didn't stop / might have
        # stopped": the same, before the verb (the question moves it to the end and reads)
        embedded.pop("modal", None)
        drop_negated = True
    if target is not None and _fronted_at_last(target):
        # "At last the clerk stopped complaining" -> "*At last the clerk might have stopped
        # ...", "*At last, did the clerk stop ...?", "At last the clerk didn't stop ...":
        # fronted "at last" presents the event as the awaited one that came (Quirk et al. 1985
        # §8.93 on "at last"/"finally"), a fact the clause asserts outside any operator put
        # after it; the rewriter cannot take it into the scope, so no negated, modal or
        # question premise (review s1202x, class 1); the supposition "If at last ..." reads
        embedded.pop("modal", None)
        embedded.pop("interrogative", None)
        drop_negated = True
    coordinator = _conjunct_after_preposed_clause(doc)
    if coordinator is not None:
        # "If I waited and waited and when no message came I knew it, it's okay": the
        # antecedent would hold a coordination whose later conjunct opens with its own
        # preposed adverbial clause, which "if" cannot take as one condition (the when-clause
        # reads as a second frame inside the if-clause; Quirk et al. 1985 §13.21 on the
        # coordination of clauses, §15.17 on initial adverbial clauses); no conditional premise
        # (review s1202x pres-052). The question of the same sentence leaves the first
        # conjuncts asserted before it ("We knocked and when the door opened, did we stop
        # ...?"), a declarative and an interrogative coordinated, which asks nothing of the
        # sentence: no question either, unless it was cut to the trigger's conjunct ("When
        # the door opened, did we stop shouting?" keeps none of the first conjuncts)
        embedded.pop("conditional", None)
        before = doc[: coordinator.i].text.strip().lower()
        question = embedded.get("interrogative")
        if question is not None and before and before in question.text.lower():
            del embedded["interrogative"]
    neg_rule = embedded["negated"].rule
    if drop_negated:
        del embedded["negated"]
    # an embedding that failed returns the sentence unchanged: a "negated"/"modal" premise that
    # is the original sentence would be a mislabelled pair, so it is not emitted at all
    source = (doc.text.strip(), work.text.strip())
    embedded = {k: p for k, p in embedded.items() if p.text.strip() not in source}
    quoted = _partial_quotation(trig, target)
    if quoted is not None:
        # 'the firm "stopped paying its workers"': a quotation that begins inside the clause,
        # after its subject, is someone's words; an operator put inside it ('"didn't stop
        # paying ..."') misquotes them (Clark & Gerrig 1990 on demonstrated quotations), so
        # only the premises that keep the quoted words as they were are emitted
        embedded = {k: p for k, p in embedded.items() if quoted in p.text}
    embedded = {k: _without_dangling_coordinator(p) for k, p in embedded.items()}
    # a premise without the trigger (``TRIGGER_DROPPED``: the cut kept another conjunct or
    # clause, or dropped the trigger's absolute clause) embeds no clause that holds the trigger:
    # a hole passes on only the presuppositions of the clause it embeds (Karttunen 1973), so
    # the pair tests no projection, and its entailment label is wrong (the hypothesis comes
    # from a clause the premise no longer has). Written flagged until stop 99; now not written
    # at all, as the cuts of another conjunct are (``_operator_across_coordination``; s9802
    # pres-002, pres-062 rejected: "If he received ten thousand rubles a year, it's okay." for
    # "only two thousand" in the second conjunct). Its control was never written
    # (``PART_OF_SENTENCE``)
    embedded = {k: p for k, p in embedded.items() if TRIGGER_DROPPED not in p.flags}
    # an operator embeds the trigger's text-clause only (``_operator_over_text_clauses``): no
    # premise of that kind when it runs on over the next one (one already refused with a flag,
    # like ``conditional-over-colon``, keeps its flag)
    embedded = {
        k: p
        for k, p in embedded.items()
        if not (p.ok and _operator_over_text_clauses(doc, k, p.text))
    }
    if ":remove" in neg_rule and "negated" in embedded and _orphan_npi(target):
        # the removed negation licensed an NPI or a negative-polarity idiom (``_orphan_npi``):
        # the premise is no English, flagged as the draft's orphan NPIs are (``unlicensed_npi``)
        neg = embedded["negated"]
        if UNLICENSED_NPI not in neg.flags:
            embedded["negated"] = replace(neg, ok=False, flags=(*neg.flags, UNLICENSED_NPI))
    for kind, premise in embedded.items():
        if (
            kind not in refused
            and MISSED_TRIGGER.intersection(premise.flags)
            and not _possessive_in_nominal_supplement(
                c, trig, target if kind == "negated" else None
            )
        ):
            # the operator does not scope over the trigger (a supplement, Potts 2005 ch. 4; a
            # fronted clause the main clause's operator leaves outside, NOPE §3.2): the premise
            # still asserts the trigger's content, so the entailment is no projection, and the
            # pair is no IMPPRES/NOPE item (stop 53 review, pr74 dev audit: 47 of 53 such
            # supplement and all 35 such preposed-clause premises judged bad); its control pair
            # (the same premise against the sentence) compares the embedding alone and stays
            refused[kind] = EMBEDDING_MISSES_TRIGGER
    negation = "removed" if ":remove" in neg_rule or c.features.get("clause_negated") else "added"
    if _reduced_passive_fragment(doc) or _operator_across_coordination(target, trig):
        embedded = {}
    if _trigger_quoted_outside_operator(trig, target):
        # 'They didn't say to Samuel, "Don't stop crying ..."' (s1205u pres-062/088): the
        # operator lands on the quoting clause and does not reach into the quotation
        # (``_trigger_quoted_outside_operator``), so neither the presupposition pair nor its
        # control tests the trigger (issue #11): no embedded premise, the plain pair stays
        embedded = {}
    if _main_conjuncts_in_adverbial(target):
        # "Ehud escaped while they waited, passed beyond the stone idols, and escaped to
        # Seirah": the later verb phrases are the main clause's, hung on the adverbial clause's
        # verb (``later_vps_of_main_clause``); an operator on the main verb leaves them outside
        # and in their tense ("Did Ehud escape while they waited, passed ... and escaped ...?"),
        # and it cannot reach them through the parse: no embedded premise, the plain pair stays
        embedded = {}
    if (
        "negated" in embedded
        and not PART_OF_SENTENCE.intersection(embedded["negated"].flags)
        and _negation_on_earlier_conjunct(work, embedded["negated"].text, target, trig)
    ):
        # "Tom didn't receive a large salary, but soon resolved to spend only a little": the
        # negation went on the first conjunct and left the trigger's conjunct asserted
        # (``_negation_on_earlier_conjunct``): neither the pair nor its control (pr228)
        del embedded["negated"]
    neg = embedded.get("negated")
    if neg is not None and neg.ok and negation == "added" and _goal_participle(target):
        # "He didn't open his eyes again, hoping to see her": the goal participle gives the aim
        # of an act the premise now denies (``_goal_participle``): flagged as the verb
        # complements' negations are (verb_complement_discourse; pr239)
        embedded["negated"] = replace(neg, ok=False, flags=(*neg.flags, GOAL_PARTICIPLE))
    control = not (c.subtype in NOMINAL_TRIGGERS and _operator_clause_subordinate(target))
    return Rewrites(hyp, embedded, negation, _epistemic_possibility(target), refused, control)


#: The verb complements' flag for a free adjunct that needs the event an added negation denies
#: (``verb_complement_discourse``: ``negated-event-adjunct:participle``).
GOAL_PARTICIPLE = "negated-event-adjunct:participle"
#: Participles of intention and attempt whose to-infinitive names the goal of an act
#: ("hoping to see her", "trying to reach the shore"; Quirk et al. 1985 §15.48-15.49 on
#: purpose, §15.58-15.61 on supplementive clauses; Thompson 1985 on purpose clauses).
_GOAL_PARTICIPLES = frozenset(
    {"hope", "try", "want", "seek", "attempt", "intend", "aim", "plan", "strive", "wish"}
)


def _goal_participle(head: Token | None) -> Token | None:
    """A trailing supplementive participle of intention with a to-infinitive on ``head``
    ("opened his eyes again, *hoping* to see her"), or None.

    Such a free adjunct gives the aim the subject pursued by the act of ``head`` (Quirk et al.
    1985 §15.48, §15.58-15.61: a supplementive clause is read as the reason or purpose of the
    matrix event): with a "not" added on ``head`` it gives the aim of an act that did not take
    place ("He didn't open his eyes, hoping to see her"), which the blind review rejects as
    incoherent. A cognitive state with a finite clause ("didn't stay, hoping they'd come") can
    motivate not acting and stays (``clause_scope.denial_compatible_supplement``, stop 62
    fl25: judged kept), and so does a participle negated itself ("not trying to ...")."""
    if head is None:
        return None
    for clause in head.children:
        if clause.i < head.i or not participial_adjunct(clause):
            continue
        if verb_lemma(clause) not in _GOAL_PARTICIPLES:
            continue
        if any(k.dep_ == "neg" for k in clause.children):
            continue
        if any(
            x.dep_ == "xcomp" and any(a.dep_ == "aux" and a.lower_ == "to" for a in x.children)
            for x in clause.children
        ):
            return clause
    return None


def _negation_on_earlier_conjunct(
    work: Doc, premise: str, target: Token | None, trig: Token | None
) -> bool:
    """Did the negation land on a conjunct before the trigger's? ``target`` is a later
    conjunct (a coordinator before it links it to its head) whose subtree holds the trigger,
    and the premise's first edit of the sentence lies before that coordinator (a premise the
    rewriter did not cut: a cut one starts elsewhere, ``PART_OF_SENTENCE``). Only the clause
    a hole embeds passes on its presuppositions (Karttunen 1973), and NOPE negates "the conjunct
    that contains the trigger" (NOPE §3.2, App. C): "Tom didn't receive a large salary, but
    soon resolved to spend only a little ..." denies the first conjunct and asserts the one
    with "only" (the rewriter climbed from a conjunct whose regular past form was tagged VBN,
    s9802 pres-062's class)."""
    if target is None or trig is None or target.dep_ != "conj" or target.head.i >= target.i:
        return False
    if not (trig.i == target.i or target.is_ancestor(trig)):
        return False
    if target.head.lemma_ == "be" or any(
        k.dep_ in ("aux", "auxpass") for k in target.head.children
    ):
        return False  # "aren't motivated and empowered to ...": the negated auxiliary is shared
        # by both conjuncts, the negation takes the coordinated predicate (Quirk et al. 1985
        # §13.46 on a shared auxiliary; the NOPE gold item of this shape, pr228)
    coordinators = [
        k for k in target.head.children if k.dep_ == "cc" and target.head.i < k.i < target.i
    ]
    if not coordinators:
        return False
    source = work.text
    edit = next(
        (i for i, (a, b) in enumerate(zip(source, premise, strict=False)) if a != b),
        min(len(source), len(premise)),
    )
    return edit < coordinators[-1].idx


def _trigger_quoted_outside_operator(trig: Token | None, target: Token | None) -> bool:
    """The trigger stands inside a direct quotation and the operator's clause head outside it
    ('The children of Israel said to Samuel, "Don't stop crying to Yahweh"', operator on
    "said"). Direct speech is opaque to an operator of the quoting clause (Partee 1973; Quirk
    et al. 1985 §14.29; ``clause_scope.quoted_clause``): "didn't say 'Don't stop crying'"
    neither negates nor questions the stopping, so the embedding misses the trigger's clause
    (NOPE §3.2: the operator must scope over the trigger). Stop 88, pr194."""
    if trig is None or target is None or trig.doc is not target.doc:
        return False
    return inside_double_quotes(trig) and not inside_double_quotes(target)


def _main_conjuncts_in_adverbial(target: Token | None) -> bool:
    """An adverbial clause of ``target`` opened by a subordinator ("while they waited, ...")
    holds subjectless verb phrases that read as ``target``'s own conjuncts
    (``temporal.later_vps_of_main_clause``; Quirk et al. 1985 §13.4)."""
    if target is None:
        return False
    return any(
        k.dep_ == "advcl"
        and k.i > target.i
        and any(g.dep_ == "mark" for g in k.children)
        and later_vps_of_main_clause(k)
        for k in target.children
    )


def _operator_across_coordination(target: Token | None, trig: Token | None) -> bool:
    """Does the operator's clause (headed by ``target``) lie in another conjunct of a clause
    coordination than the trigger? The family-of-sentences test embeds the clause that carries
    the trigger (Chierchia & McConnell-Ginet 1990 ch. 6); NOPE's experts negated "the conjunct
    that contains the trigger" (NOPE §3.2, App. C), and IMPPRES embeds the trigger's clause.
    An operator on another conjunct leaves the trigger asserted, outside it: "A new idea darted
    into Catherine's mind, and ..., she might have exclaimed ..." (the parser hung the first
    conjunct on a noun), "her friends didn't attend her into the house, and Miss Tilney,
    before they parted, ... petitioned ..." (the second conjunct lost to a "dep" arc; review
    s1205m, class 2). Then no premise at all: the pair and its control would test the wrong
    clause.

    A coordination boundary lies between the two: a semicolon, or a coordinator after a comma
    or semicolon that joins verbs (Quirk et al. 1985 §13.11 on clause coordination, App.
    III.14 on the semicolon), followed before the later of the two by a clause of its own: a
    subject whose clause holds the later of the two (``_opens_later_clause``), or the
    operator's own coordinator with no verb conjunct after it (the parser lost the conjunct).
    A coordinator inside a noun phrase or a shared-subject verb phrase opens no clause."""
    if target is None or trig is None or target.doc is not trig.doc or target.i == trig.i:
        return False
    doc = target.doc
    lo, hi = sorted((target.i, trig.i))
    for b in doc[lo + 1 : hi]:
        after_mark = b.i > 0 and doc[b.i - 1].text in (",", ";")
        coordinator = b.dep_ == "cc" and after_mark and b.head.pos_ in ("VERB", "AUX")
        if b.text != ";" and not coordinator:
            continue
        if any(_opens_later_clause(doc[i], doc[hi], trig) for i in range(b.i + 1, hi)):
            return True
        if not coordinator or not (b.head.i == target.i < b.i):
            continue
        # the operator's own coordinator: a verb's conjunct after it is a verb; a noun hung on
        # the verb there as a conjunct or "dep" ("and Mr. Hale, before ..." under "walked") is
        # the next clause's subject, its verb lost in the parse, if a finite verb still follows
        # it. A verbless conjunct ("..., but with twice the impact"; "I am dark, but lovely,
        # you daughters of Jerusalem, like Kedar's tents": a vocative and a simile, A/B ab84)
        # opens no clause
        # A past form the parse read as a participle modifying that noun ("..., and the
        # farmer's old dog barked at the carts": "barked" an ``acl`` of "dog") is that clause's
        # verb: the -ed form of a regular verb is preterite and participle alike (Quirk et al.
        # 1985 §3.11), and a noun the parse conjoins to a verb is no noun-phrase conjunct; read
        # as a participle it is a gapped passive (§13.92), a clause of its own all the same.
        # The noun may be the trigger itself (a possessed definite's head, pr228)
        lost_subject = any(
            k.dep_ in ("conj", "dep")
            and b.i < k.i <= hi
            and k.pos_ in ("NOUN", "PROPN", "PRON")
            and (
                any(t.tag_ in FINITE_TAGS for t in doc[k.i + 1 :])
                or _predicate_read_as_participle(k)
            )
            for k in target.children
        )
        if lost_subject and not any(
            k.dep_ == "conj" and k.i > b.i and k.pos_ in ("VERB", "AUX") for k in target.children
        ):
            return True
    return False


def _predicate_read_as_participle(noun: Token) -> bool:
    """``noun`` has a bare past participle after it as its ``acl`` (no auxiliary of its own):
    in a clause conjunct that the parse hung on a verb as a noun, the past form of its verb
    (``_operator_across_coordination``)."""
    return any(
        a.dep_ == "acl"
        and a.tag_ == "VBN"
        and a.i > noun.i
        and not any(x.dep_ in ("aux", "auxpass") for x in a.children)
        for a in noun.children
    )


#: Marks that separate text-clauses: the semicolon and colon of asyndetic co-ordination and a
#: sentence end the splitter missed (Quirk et al. 1985 §§19.9-19.11; Nunberg 1990 on
#: text-clauses: each is a separate assertion).
_TEXT_CLAUSE_MARKS = frozenset({";", ":"})


_SENTENCE_ENDS = frozenset({".", "!", "?"})


#: Openers of a sentence-level frame put before a whole premise: the wide negation and the
#: sentential modal (IMPPRES Table 1), whose complement is what the operator embeds.
_SENTENTIAL_FRAMES = re.compile(
    r"^(?:it's|it is) (?:not the case|possible) that\b", flags=re.IGNORECASE
)


#: The premise kinds whose operator takes a whole clause (question and
#: conditional always, negation and modal only in their sentential frames).
_CLAUSAL_OPERATORS = frozenset({"interrogative", "conditional"})


def _finite_clause_in(tokens: Span) -> bool:
    """``tokens`` hold a subject and a finite verb: a clause that can be asserted alone."""
    return any(t.tag_ in FINITE_TAGS for t in tokens) and any(
        t.dep_ in ("nsubj", "nsubjpass", "expl") for t in tokens
    )


def _text_clause_boundaries(doc: Doc) -> list[Token]:
    """The marks of ``doc`` that end one text-clause and open another: a semicolon or colon, or
    a ".", "!" or "?" followed (after quotes or a dash) by a capitalised word, with a finite
    clause on both sides. A colon before a list ("three things: a, b and c") or a quotation
    inside a clause opens no text-clause of its own."""
    marks = [
        t
        for t in doc
        if t.text in _TEXT_CLAUSE_MARKS or (t.text in _SENTENCE_ENDS and _capital_follows(t))
    ]
    out = []
    starts = [0, *(m.i + 1 for m in marks)]
    ends = [*(m.i for m in marks), len(doc)]
    for n, mark in enumerate(marks):
        if _finite_clause_in(doc[starts[n] : ends[n]]) and _finite_clause_in(
            doc[starts[n + 1] : ends[n + 1]]
        ):
            out.append(mark)
    return out


def _capital_follows(mark: Token) -> bool:
    """The first word after ``mark`` (past quotes and dashes) is capitalised: a new sentence."""
    for t in mark.doc[mark.i + 1 :]:
        if t.is_punct or t.is_space:
            continue
        return t.text[:1].isupper()
    return False


def _operator_over_text_clauses(doc: Doc, kind: str, text: str) -> bool:
    """Does the premise ``text`` of ``kind`` put a clausal operator over more than one
    text-clause of ``doc`` ("Did Maria have a moment's struggle, and only a moment's: when her
    father ceased, she was able to answer?", "If she was conscious that she ought to have
    prevented them.—She felt ..., it's okay")? Clauses joined by ";" or ":" or by a sentence
    break are separate assertions (Quirk et al. 1985 §§19.9-19.11; Nunberg 1990), and an
    operator embeds the text-clause that holds the trigger, never the next one (IMPPRES §4):
    a question or "if" over both is ungrammatical, and over one declarative and one question it
    asks nothing of the sentence (review s1205n pres-055, pres-082). The question and the
    conditional always take a whole clause; the negation and the modal only in their sentential
    frames ("It's not the case that", "It's possible that")."""
    if kind not in _CLAUSAL_OPERATORS and not _SENTENTIAL_FRAMES.match(text):
        return False
    if kind == "conditional":
        text = text.rsplit(f", {CONDITIONAL_CONSEQUENT}", 1)[0]
    for mark in _text_clause_boundaries(doc):
        words = [t.text for t in doc[mark.i + 1 :] if not (t.is_punct or t.is_space)][:2]
        if not words:
            continue
        gap = r"[\s\"'“”‘’—–-]*"
        pattern = re.escape(mark.text) + gap + r"\W*".join(map(re.escape, words)) + r"\b"
        if re.search(pattern, text, flags=re.IGNORECASE):
            return True
    return False


def _opens_later_clause(subject: Token, later: Token, trig: Token) -> bool:
    """Is ``subject`` the subject of a clause that holds ``later`` (its verb is ``later`` or an
    ancestor of it), other than the trigger's own subordinate clause ("before they parted")?"""
    if subject.dep_ not in ("nsubj", "nsubjpass"):
        return False
    verb = subject.head
    if trig.dep_ == "mark" and verb.i == trig.head.i:
        return False
    return verb.i == later.i or verb.is_ancestor(later)


#: Negative-polarity idioms (minimizers and "bring oneself to"): licensed only by the negation
#: they occur with, so the sentence without it is no English ("*She lifted a finger", "*He
#: brought himself to say it"). Israel 2011 "The Grammar of Polarity" ch. 2-3; Ladusaw 1979.
#: One list for both phenomena: ``lexicon.polarity.NPI_IDIOM_PATTERN`` (stop 85, dx11). The
#: "can't help" construction (Baker 1970) is matched on the parse in :func:`_orphan_npi`.
NPI_IDIOMS = NPI_IDIOM_PATTERN


#: NPIs that a modal does not turn into free choice ("*I could ever walk"), and the
#: indefinites that it does ("You can take any book"; Giannakidou 2001).
_STRICT_NPIS = frozenset({"ever", "yet"})


_FREE_CHOICE_NPIS = frozenset({"any", "anyone", "anybody", "anything", "anywhere"})


#: Licensors that may stand between the removed negation and an NPI and license it themselves
#: (``syntax.NPI_LICENSORS``: Ladusaw 1979; Quirk et al. 1985 §10.59-10.62): a second negation
#: ("did not say that he had not ever ..."), an adversative verb ("refused to ever ..."), and
#: "before" only as the subordinator or preposition, not the adverb ("I did not know before
#: that you ever walked this way"), which :func:`_orphan_npi` tells apart by its dependency.
_OWN_LICENSORS = NPI_LICENSORS - {"before"}


def _orphan_npi(target: Token | None) -> bool:
    """Does the negation of ``target``'s clause license an NPI or a negative-polarity idiom
    that its removal would leave unlicensed? "He could not help seeing that ..." -> "*He could
    help seeing" ("can't help V-ing/but" is a negative-polarity idiom: Baker 1970; Israel
    2011), "I did not know before that you ever walked this way" -> "*I knew before that you
    ever walked this way" (Ladusaw 1979: "ever" needs a downward-entailing licensor). The
    negation_removed premise would be ungrammatical (review s1205n pres-000, pres-052, pres-088).
    """
    if target is None:
        return False
    neg = next((k for k in target.children if k.dep_ == "neg"), None)
    if neg is None:
        return False
    # MODAL_FORMS has spaCy's "ca"/"wo" of "can't"/"won't" ("He can't help seeing", rv20)
    modal = any(k.dep_ == "aux" and k.lower_ in MODAL_FORMS for k in target.children)
    if target.lemma_.lower() == "help" and modal:
        after = target.doc[target.i + 1] if target.i + 1 < len(target.doc) else None
        gerund = any(k.tag_ == "VBG" and k.i > target.i for k in target.children)
        if gerund or (after is not None and after.lower_ == "but"):
            return True
    # the aspectual NPIs the removal itself mends ("can't die any more" -> "can still die",
    # "not ... at all" dropped: negation.aspectual_npi_mends, Löbner 1989) are no orphans
    mended, _ = aspectual_npi_mends(target, neg)
    scope = [t for t in target.subtree if t.i > neg.i and t.i not in mended]
    if scope and NPI_IDIOMS.search(target.doc[scope[0].i : scope[-1].i + 1].text):
        return True
    for t in scope:
        if t.lower_ in _OWN_LICENSORS or (t.lower_ == "before" and t.dep_ in ("mark", "prep")):
            return False  # a licensor of its own stands before any later NPI
        if t.tag_ in ("JJS", "RBS"):
            return False  # "the best ... ever": the superlative licenses it (Ladusaw 1979)
        if t.lower_ in _STRICT_NPIS and t.dep_ == "advmod":
            return True
        if t.lower_ in _FREE_CHOICE_NPIS and not modal:
            return True
        if t.lower_ == "all" and t.i and t.doc[t.i - 1].lower_ == "at":
            return True
    return False


def _fronted_at_last(target: Token, before_subject: bool = True) -> bool:
    """``target``'s clause opens with "at last" before its subject ("At last the clerk
    stopped", "And at last, he came"); with ``before_subject`` False, anywhere before its verb
    ("The clerk at last stopped")."""
    doc = target.doc
    subject = next((k for k in target.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    end = subject.left_edge.i if subject is not None and before_subject else target.i
    return any(
        doc[i].lower_ == "at" and doc[i + 1].lower_ == "last" and target.is_ancestor(doc[i])
        for i in range(target.left_edge.i, end - 1)
    )


def _conjunct_after_preposed_clause(doc: Doc) -> Token | None:
    """A coordinator followed at once by an adverbial clause and then by a clause with its
    own subject ("I waited and waited and when no message came I knew it"), however the parser
    hangs the conjuncts (as "conj" of the first verb, or the first as a "ccomp" of the last):
    the coordinator, or None."""
    for cc in doc:
        if cc.dep_ != "cc" or cc.lower_ not in ("and", "but", "or") or cc.i + 1 >= len(doc):
            continue
        opener = doc[cc.i + 1]
        clause = opener.head
        if opener.dep_ not in ("mark", "advmod") or clause.dep_ != "advcl":
            continue
        if clause.left_edge.i != opener.i:
            continue
        host = clause.head
        subject = next((k for k in host.children if k.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is not None and clause.right_edge.i < subject.i < host.i:
            return cc
    return None


def _trailing_concessive(target: Token) -> bool:
    """The trigger's clause ends in a comma-set concessive clause ("..., though X", "...,
    although X", "..., whereas X"): an adverbial clause of ``target`` after it whose first word
    is one of ``CONCESSIVE_SUBORDINATORS`` (or "even" before "though") and which a comma opens."""
    for k in target.children:
        if k.dep_ != "advcl" or k.i < target.i:
            continue
        first = k.left_edge
        if first.lower_ == "even" and first.i + 1 < len(first.doc):
            first = first.doc[first.i + 1]
        if first.lower_ not in CONCESSIVE_SUBORDINATORS or first.dep_ != "mark":
            continue
        before = k.left_edge.i - 1
        if before >= 0 and target.doc[before].text == ",":
            return True
    return False


#: Verbs of believing that take an infinitive only with an object or in the passive (Postal
#: 1974 raising to object; Quirk et al. 1985 §16.52; H&P 2002 ch. 14 §5.3): "*They assumed to
#: be right" is no sentence, so "X assumed to be V-ing" is X + a reduced passive relative.
#: ("think to V", "expect to V", "claim to V" are subject control and stay out.)
_OBJECT_ONLY_BELIEF_VERBS = frozenset(
    {"believe", "assume", "presume", "suppose", "consider", "allege", "rumor", "rumour", "deem"}
)


def _reduced_passive_fragment(doc: Doc) -> bool:
    """ "The agency's trawling program sometimes assumed to be reading the net": the tagger read
    the participle of a reduced passive relative ("(that is) sometimes assumed to be ...") as
    the past tense, but a believe-class verb takes its infinitive only after an object
    (``_OBJECT_ONLY_BELIEF_VERBS``), so the root with an infinitive, no object and no auxiliary
    is a participle and the source a verbless gloss with no finite main clause (a dictionary
    entry's definiens; Quirk et al. 1985 §17.97 on reduced relatives, §12.33 on block language).
    An operator has no clause to go on ("... might have sometimes assumed to be reading", review
    s1202s pres-063): no embedded premise; the plain sentence's pair stays."""
    root = doc[0].sent.root
    if root.tag_ not in ("VBD", "VBN") or root.lemma_.lower() not in _OBJECT_ONLY_BELIEF_VERBS:
        return False
    kids = list(root.children)
    if any(k.dep_ in ("dobj", "aux", "auxpass", "ccomp", "attr", "oprd") for k in kids):
        return False
    return any(
        k.dep_ == "xcomp" and any(a.dep_ == "aux" and a.lower_ == "to" for a in k.children)
        for k in kids
    )


#: Openers of adverbial clauses whose negation leaves the matrix asserted: time "when", cause
#: "because/since/as" and place "where" (Quirk et al. 1985 §15.25, §15.45).
_SUBORDINATE_OPENERS = frozenset({"when", "whenever", "because", "since", "as", "where"})


def _operator_clause_subordinate(target: Token | None) -> bool:
    """The clause a nominal trigger's operators go on (``_finite_clause``) is, or lies inside,
    a relative clause, a when-/because-/where-clause or a whether/if-question: "..., when it was
    reported at the university's computing site" -> "..., when it wasn't reported at ...",
    "confusion as to whether the adapter has pins" -> "... whether the adapter doesn't have
    pins". NOPE's experts negate the trigger's own clause (the operator scopes over the
    trigger's clause, IMPPRES §4), so the presupposition pair stays, but the negation of a
    subordinate clause is no denial of the sentence: the matrix is still asserted (Quirk et al.
    1985 §15.25 on the independence of adverbial clauses; an embedded question's polarity is
    not the sentence's, Karttunen 1977), so the negated premise does not contradict the plain
    sentence and the control is labelled neutral, not IMPPRES Table 1's contradiction (review
    s1202s pres-060, pres-080)."""
    cur = target
    while cur is not None and cur.dep_ != "ROOT":
        if cur.dep_ in ("relcl", "acl") and is_finite_clause(cur) and not _misread_main_verb(cur):
            return True
        if cur.dep_ == "advcl" and any(
            k.dep_ in ("mark", "advmod") and k.lower_ in _SUBORDINATE_OPENERS and k.i < cur.i
            for k in cur.children
        ):
            return True
        if cur.dep_ in ("ccomp", "pcomp", "csubj") and any(
            k.dep_ == "mark" and k.lower_ in ("whether", "if") for k in cur.children
        ):
            return True
        if cur.head.i == cur.i:
            break
        cur = cur.head
    return False


def _misread_main_verb(clause: Token) -> bool:
    """ "The doctor glared at both of them", parsed with "doctor" as the root and "glared" as
    its clausal modifier: a finite verb with neither a subject nor a relative word of its own
    cannot modify a noun, since a reduced relative is non-finite and a finite relative clause
    without a relative word has its own subject ("the book I read"; Quirk et al. 1985 §17.16,
    §17.12; Huddleston & Pullum 2002 ch. 12 §3), so the verb is the main verb and the noun its
    subject: the negation of that clause is the sentence's own (stop 72, pr134)."""
    if clause.dep_ != "acl" or clause.head.dep_ != "ROOT" or clause.head.pos_ in ("VERB", "AUX"):
        return False
    if clause.tag_ not in ("VBD", "VBZ", "VBP"):
        return False
    return not any(
        k.dep_ in ("nsubj", "nsubjpass", "expl") or k.tag_ in WH_TAGS or k.lower_ == "that"
        for k in clause.children
    )


#: Flag of a draft whose pronoun takes its antecedent from a conditional clause the draft
#: leaves out ("If you build two farms, only one of them ..." -> "One of them ...").
PRONOUN_BOUND_IN_CONDITIONAL = "pronoun-bound-in-conditional"


#: ... where the pronoun takes up an indefinite argument of the conditional clause (a donkey
#: pronoun, ``_pronoun_takes_up_indefinite``): a defect under any label (mn75).
PRONOUN_BOUND_BY_CONDITIONAL_INDEFINITE = "pronoun-bound-by-conditional-indefinite"


#: Verbs of the addressee's will in an option conditional ("if you wish / like / want / prefer").
_OPTION_VERBS = frozenset({"wish", "like", "want", "prefer", "choose", "please", "desire"})


def _option_conditional(target: Token) -> bool:
    """The clause has an "if you wish"-type adjunct: "if" + second-person subject + a verb of
    will with no object clause of its own ("if you wish", "if you like", "if you want to")."""
    for adv in target.children:
        if adv.dep_ != "advcl" or adv.lemma_.lower() not in _OPTION_VERBS:
            continue
        kids = list(adv.children)
        if not any(k.dep_ == "mark" and k.lower_ == "if" for k in kids):
            continue
        if not any(k.dep_ == "nsubj" and k.lower_ == "you" for k in kids):
            continue
        if any(k.dep_ in ("dobj", "ccomp") for k in kids):
            continue  # "if you want the gold, ...": an ordinary condition
        return True
    return False


#: A draft whose template put "before"/"again"/"anymore" at its end after a conditional clause.
_CONDITIONAL_THEN_TIME_WORD = re.compile(
    r"\b(?:if|unless)\b[^.;]*\b(?:before|again|anymore|any more)\s*\.$", re.I
)


#: Subordinators of a conditional (or conditional-like "when(ever)") adjunct clause.
_CONDITIONAL_MARKS = frozenset({"if", "unless", "when", "whenever"})


_BOUND_PRONOUNS = re.compile(r"\b(?:they|them|their|theirs|it|its|themselves|itself)\b", re.I)


def _pronoun_bound_by_conditional(text: str, target: Token | None, c: Candidate, doc: Doc) -> bool:
    """The draft has a third-person pronoun, and the trigger's clause has a conditional
    adjunct ("if/unless/when ...") outside the trigger that introduces an indefinite ("two
    farms", "a farm", bare "farms"): the pronoun is bound by that indefinite (donkey
    anaphora: Geach 1962; Kamp 1981; Heim 1982: the indefinite in the antecedent binds the
    pronoun of the consequent only under the conditional), so a draft without the conditional
    has an unbound pronoun and asserts the consequent unconditionally (review s1202r pres-013,
    pres-053: "One of them will start working immediately")."""
    if target is None or not _BOUND_PRONOUNS.search(text):
        return False
    return bool(_conditional_indefinites(target, c, doc))


def _conditional_indefinites(target: Token, c: Candidate, doc: Doc) -> list[Token]:
    """The indefinite nouns of the conditional adjuncts of ``target`` outside the trigger (see
    ``_pronoun_bound_by_conditional``)."""
    span = doc.char_span(c.char_start, c.char_end, alignment_mode="expand")
    inside = {t.i for t in span} if span is not None else set()
    found = []
    for adv in target.children:
        if adv.dep_ != "advcl":
            continue
        if not any(k.dep_ == "mark" and k.lower_ in _CONDITIONAL_MARKS for k in adv.children):
            continue
        tokens = list(adv.subtree)
        if inside & {t.i for t in tokens}:
            continue
        for n in tokens:
            if n.pos_ != "NOUN" or n.dep_ not in ("dobj", "nsubj", "nsubjpass", "pobj", "attr"):
                continue
            dets = [k for k in n.children if k.dep_ in ("det", "nummod", "poss")]
            if any(k.dep_ == "nummod" or k.lower_ in INDEFINITE_QUANTIFIERS for k in dets):
                found.append(n)
            elif not dets and n.tag_ == "NNS":
                found.append(n)  # a bare plural: "If you build farms, ..."
    return found


#: Third-person pronouns of the draft by number, to match an indefinite they take up.
_PLURAL_PRONOUNS = re.compile(r"\b(?:they|them|their|theirs|themselves)\b", re.I)


_SINGULAR_PRONOUNS = re.compile(r"\b(?:it|its|itself)\b", re.I)


def _pronoun_takes_up_indefinite(text: str, target: Token, c: Candidate, doc: Doc) -> bool:
    """Does a pronoun of the draft take up an indefinite argument of the conditional clause
    ("If you train three archers, only one of them will guard the gate" -> "One of them will
    guard the gate")? Such a donkey pronoun has its antecedent only under the conditional
    (Kamp 1981; Heim 1982), so the draft alone is uninterpretable whatever its label. Only an
    argument (subject, object, prepositional object) that agrees with the pronoun in number
    counts: a predicative noun phrase ("If the first character is a P, ... it's an
    extension") ascribes a property and introduces no discourse referent (Kamp & Reyle 1993
    §3.1 on predicative NPs; Huddleston & Pullum 2002 ch. 4 §5.1), so the pronoun there is
    situational and the draft labelled neutral is a fair item (``flags._conditional_tolerated``)."""
    plural = bool(_PLURAL_PRONOUNS.search(text))
    singular = bool(_SINGULAR_PRONOUNS.search(text))
    for n in _conditional_indefinites(target, c, doc):
        if n.dep_ == "attr":
            continue
        many = n.tag_ == "NNS" or any(
            k.dep_ == "nummod" and k.lower_ not in ("one", "1") for k in n.children
        )
        if (plural and many) or (singular and not many):
            return True
    return False


def _verb_trigger_dropped(trig: Token | None, premise: str) -> bool:
    """Whether the premise has no form of the verb trigger ``trig`` (any inflection of its
    lemma, lemminflect): the embedding was built on a clause without the trigger. A premise
    the trigger was rewritten out of on purpose ("still" -> "no longer") has a non-verb
    trigger and is not checked."""
    if trig is None or trig.pos_ != "VERB" or not trig.lemma_.isalpha():
        return False  # an auxiliary ("it's" of a cleft) is contracted and need not show
    lemma = trig.lemma_.lower()
    forms = {lemma, trig.lower_}
    for tagged in getAllInflections(lemma, upos="VERB").values():
        forms.update(f.lower() for f in tagged)
    words = set(re.findall(r"[a-z]+", premise.lower()))
    return not forms & words


#: A premise cut after a coordinator: "might have managed to kick out the Genoese and.", "If
#: ..., and, it's okay." (the parser took the following clause for a conjunct of a lower verb and
#: the cut kept the coordinator, review s1202e).
_PREMISE_DANGLING_COORDINATOR = re.compile(
    r"(?:,\s*)?\s+(?:and|or|but|nor)\s*(?=(?:,\s*it's okay)?\s*[.?!]\s*$)", re.I
)


def _without_dangling_coordinator(premise: Rewritten) -> Rewritten:
    """The premise without a coordinator left at its end by a cut. A coordinator joins two
    coordinates and cannot end its coordination (Quirk et al. 1985 §13.5: the coordinator stands
    before the last coordinate), so "... the Genoese and." is no sentence; what is left once
    the coordinator goes is the first coordinate under the operator, while the second is dropped:
    the premise is part of the sentence (``other-conjunct-dropped``), so its control against
    the whole sentence is not written (``PART_OF_SENTENCE``)."""
    text = _PREMISE_DANGLING_COORDINATOR.sub("", premise.text, count=1)
    if text == premise.text:
        return premise
    flags = premise.flags
    if not PART_OF_SENTENCE.intersection(flags):
        flags = (*flags, "other-conjunct-dropped")
    return replace(premise, text=text, flags=flags)


#: The do-support forms of a finite lexical verb by its tag (Quirk et al. 1985 §3.37).
def _lexical_verb_inverted(verb: Token) -> Token | None:
    """The finite token of ``verb``'s clause that the interrogative builder inverts although it
    is a lexical verb, or None. Two such verbs: passive "get" ("they get recreated"), which is
    a main verb, not an auxiliary, and so takes do-support ("Do they get recreated?", never
    "*Get they recreated?"; Quirk et al. 1985 §3.68, H&P 2002 ch. 16 §10.1), and possessive
    "have" with an object and no "got" ("I have scars on my hands"), which in the American and
    informal usage of mined text takes do-support ("Do I have ...?"; "Have I scars ...?" is
    formal British, Quirk §3.34)."""
    aux = [k for k in verb.children if k.dep_ in ("aux", "auxpass")]
    gets = [k for k in aux if k.dep_ == "auxpass" and k.lemma_.lower() == "get"]
    if gets and len(aux) == 1 and gets[0].tag_ in DO_FORMS:
        return gets[0]
    if (
        not aux
        and verb.lemma_.lower() == "have"
        and verb.tag_ in DO_FORMS
        and any(k.dep_ == "dobj" for k in verb.children)
        and not any(k.lower_ == "got" for k in verb.children)
    ):
        return verb
    return None


def _do_support_question(premise: Rewritten, target: Token) -> Rewritten:
    """``premise`` (the interrogative) with do-support for a lexical verb the builder inverted
    (``_lexical_verb_inverted``): "Get they recreated ...?" -> "Do they get recreated ...?".
    The inverted verb and the subject are found as written; the premise is left as it is when
    the builder did not invert the verb ("Does it have ...?")."""
    verb = _lexical_verb_inverted(target)
    subj = next((k for k in target.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    if verb is None or subj is None or not premise.ok:
        return premise
    subject = target.doc[subj.left_edge.i : subj.right_edge.i + 1].text
    inverted = rf"\b{re.escape(verb.text)} {re.escape(subject)}\b"
    m = re.search(inverted, premise.text, flags=re.IGNORECASE)
    if m is None:
        return premise  # not inverted: the builder already gave do-support ("Does it have")
    do = DO_FORMS[verb.tag_]
    base = "get" if verb.lemma_.lower() == "get" else "have"
    if m.group(0)[0].isupper():
        do = do.capitalize()
    said = m.group(0)[len(verb.text) + 1 :]
    text = premise.text[: m.start()] + f"{do} {said} {base}" + premise.text[m.end() :]
    return replace(premise, text=text, flags=(*premise.flags, "do-support"))


#: Refusal of the presupposition pair of an embedded premise whose operator does not reach the
#: trigger (pr74): a defect, where the premise's own flag (:data:`MISSED_TRIGGER`) is a warning
#: that stays on its control pair.
EMBEDDING_MISSES_TRIGGER = "embedding-misses-trigger"


#: The premise flag of an operator put on the main clause while the trigger stays in a clause
#: before it that the operator does not take in (a preposed adverbial or supplementive clause
#: that could not be moved; NOPE §3.2 moves it so that the negation scopes over it).
PREPOSED_OUTSIDE_SCOPE = "preposed-clause-outside-scope"


#: The premise flags that say the operator leaves the trigger outside its scope.
MISSED_TRIGGER = frozenset({"trigger-in-supplement", PREPOSED_OUTSIDE_SCOPE})


#: Speaker-oriented adverbs: conviction and evaluative disjuncts (``FRONTED_DISJUNCTS``:
#: "obviously", "clearly", "evidently"), hedges and epistemic adverbs (clause_scope).
CLEFT_SPEAKER_ADVERBS = FRONTED_DISJUNCTS | HEDGE_ADVERBS | EPISTEMIC_ADVERBS


def _speaker_adverb_on_copula(copula: Token) -> bool:
    """A speaker-oriented adverb on the copula of an it-cleft ("It was obviously the sound of
    the argument that ..."). A copula has no manner for "clearly" to modify, so the adverb is
    the speaker's comment on the whole proposition; such adverbs are positive polarity items
    that resist the antecedent of a conditional, a question and a modal's scope (Ernst 2009,
    "Speaker-oriented adverbs", NLLT 27; Nilsen 2003; Bellert 1977): "If it was obviously the
    dog that ate the cake, ..." and "Was it evidently his brother who paid?" are not the
    IMPPRES embeddings of the cleft (blind review s1130p, rubric b). Those premises are not
    written."""
    return any(k.dep_ == "advmod" and k.lower_ in CLEFT_SPEAKER_ADVERBS for k in copula.children)


QUOTES = frozenset({'"', "\u201c", "\u201d"})


def _partial_quotation(trig: Token | None, target: Token | None) -> str | None:
    """The quoted words around the trigger when the quotation opens after the subject of the
    trigger's clause ('the firm "stopped paying its workers" in 2010'), else None. A quotation
    that holds the whole clause is direct speech, which the negation handles (NOPE App. C)."""
    if trig is None or target is None or trig.doc is not target.doc:
        return None
    doc = trig.doc
    marks = [t.i for t in doc if t.text in QUOTES]
    opening = [i for i in marks[::2] if i < trig.i]
    if not opening:
        return None
    start = opening[-1]
    end = next((i for i in marks if i > trig.i), None)
    if end is None or marks.index(start) % 2 or marks.index(end) != marks.index(start) + 1:
        return None
    subject = next((k for k in target.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.i > start:
        return None
    return doc[start + 1 : end].text


#: Subordinators of a preposed clause that only locates the main clause in time, so that it can go
#: after it unchanged (Quirk et al. 1985 §15.25-15.27); "since" and "while" are left out, as they
#: also head reason and concessive clauses (§15.45, §15.46), whose place is not free.
TIME_SUBORDINATORS = frozenset({"after", "before", "when", "once", "until", "till"})


def _postposed_time_clause(clause: Token | None) -> bool:
    """Is ``clause`` an adverbial clause after its head verb, introduced by a time subordinator
    (``TIME_SUBORDINATORS``, or "ever since": bare "since" is also causal, Quirk et al. 1985
    §15.45) with no comma before it (a set-off clause may be a supplement)?"""
    if clause is None or clause.dep_ != "advcl" or clause.i < clause.head.i:
        return False
    doc = clause.doc
    start = clause.left_edge.i
    if start == 0 or doc[start - 1].text in (",", ";", "—", "–", "("):
        return False
    for k in clause.children:
        if k.dep_ not in ("mark", "advmod") or k.i > clause.i:
            continue
        if k.lower_ in TIME_SUBORDINATORS:
            return True
        if k.lower_ == "since" and k.i > 0 and doc[k.i - 1].lower_ == "ever":
            return True
    return False


def _preposed_time_clause(target: Token | None, trig: Token | None) -> Token | None:
    """The marker ("after", "when") of a time clause set before ``target``'s subject and after
    nothing but itself ("When the war ended, she returned"), when the trigger is not inside it;
    else None. ``_postposed`` moves the clause behind the main clause."""
    if target is None:
        return None
    for child in target.lefts:
        if child.dep_ not in ("advcl", "prep") or child.left_edge.i != target.sent.start:
            continue
        if trig is not None and child.left_edge.i <= trig.i <= child.right_edge.i:
            return None
        if child.dep_ == "prep":
            pcomp = any(t.dep_ == "pcomp" for t in child.children)
            return child if child.lower_ in TIME_SUBORDINATORS and pcomp else None
        marker = next(
            (t for t in child.children if t.dep_ in ("mark", "advmod") and t.i < child.i), None
        )
        if marker is not None and marker.lower_ in TIME_SUBORDINATORS:
            return marker if marker.dep_ == "mark" or marker.tag_ == "WRB" else None
    return None


def _split_re_prefix(doc: Doc, trig: Token | None) -> tuple[Doc, Token] | None:
    """The sentence re-parsed without the split-off prefix of "re - V" ("The band re-released
    the album" -> "The band released the album") and the verb in it, or None when the trigger
    has no split prefix. The prefix is put back by ``_restore_re_prefix``."""
    if trig is None or trig.i < 2:
        return None
    prefix, hyphen = trig.doc[trig.i - 2], trig.doc[trig.i - 1]
    if prefix.lower_ != "re" or hyphen.text != "-":
        return None
    from ..conjuncts import reparser

    text = trig.doc.text[: prefix.idx] + trig.doc.text[trig.idx :]
    if prefix.text[0].isupper():
        text = text[: prefix.idx] + text[prefix.idx].upper() + text[prefix.idx + 1 :]
    work = reparser("")(text)
    span = work.char_span(prefix.idx, prefix.idx + len(trig.text))
    if span is None or len(span) != 1 or span[0].pos_ not in ("VERB", "AUX"):
        return None
    return work, span[0]


def _restore_re_prefix(premise: Rewritten, verb: Token) -> Rewritten:
    """``premise`` with "re-" back on the one form of ``verb`` in it; flagged (not ok) when the
    verb's lemma occurs other than once, where the place of the prefix is not known."""
    forms = {verb.lower_} | {
        f.lower() for fs in getAllInflections(verb.lemma_).values() for f in fs
    }
    hits = [m for m in re.finditer(r"[A-Za-z]+", premise.text) if m.group(0).lower() in forms]
    if len(hits) != 1:
        return replace(premise, ok=False, flags=(*premise.flags, "re-prefix-not-restored"))
    m = hits[0]
    word = m.group(0)
    prefixed = ("Re-" if word[0].isupper() else "re-") + word[0].lower() + word[1:]
    return replace(premise, text=premise.text[: m.start()] + prefixed + premise.text[m.end() :])


def _outside_scope(premise: Rewritten, trig: Token) -> Rewritten:
    """``premise`` flagged for a trigger its operator does not scope over: ``trigger-dropped``
    when no form of the trigger word is left in it, else ``preposed-clause-outside-scope``."""
    forms = {trig.lower_}
    if trig.pos_ in ("VERB", "AUX"):
        forms |= {f.lower() for fs in getAllInflections(trig.lemma_).values() for f in fs}
    words = set(re.findall(r"[\w'-]+", premise.text.lower()))
    flag = PREPOSED_OUTSIDE_SCOPE if forms & words else TRIGGER_DROPPED
    return replace(premise, ok=False, flags=(*premise.flags, flag))


def _wide_modal(doc: Doc, target: Token | None) -> Rewritten | None:
    """The sentential modal frame ("It's possible that ...") over the whole sentence when
    ``target`` is its only main clause, else over the trigger's conjunct (``trigger_part``), or
    None when neither can be built."""
    if target is None:
        return None
    root = doc[0].sent.root
    if target.i != root.i:
        return None
    if not any(k.dep_ == "conj" and k.pos_ in ("VERB", "AUX") for k in root.children):
        wide = sentential_modal(doc)
        return wide if wide.ok and wide.text != doc.text else None
    part = trigger_part(doc, target, "modal")
    if part is None or isinstance(part, str):
        return None
    wide = sentential_modal(part[0])
    if not wide.ok or wide.text == part[0].text:
        return None
    return replace(wide, flags=(*wide.flags, *part[2]))


def _in_absolute_clause(trig: Token | None, target: Token | None) -> bool:
    """Whether the trigger sits in an absolute clause below ``target``: a non-finite (-ing/-en)
    clause with a subject of its own attached as an adjunct ("..., his pay rising to $40,000").
    An absolute clause is a supplementive adjunct (Quirk et al. 1985 §15.58; Huddleston & Pullum
    2002 ch. 14 §9.3) outside the scope of the main clause's negation, modal and question."""
    if trig is None or target is None:
        return False
    node = trig
    while True:
        own_subject = any(c.dep_ in ("nsubj", "nsubjpass") for c in node.children)
        if (
            node.tag_ in ("VBG", "VBN")
            and own_subject
            and node.dep_ in ("advcl", "npadvmod", "conj", "ccomp")
            and not any(c.dep_ in ("mark", "aux", "auxpass", "cc") for c in node.children)
            and not _linked_conjunct(node)
        ):
            return True  # the parser may attach it as a conjunct ("..., his pay rising")
        if node.i == target.i or node.head.i == node.i:
            return False
        node = node.head


def _linked_conjunct(node: Token) -> bool:
    """``node`` is a conjunct with a coordinator before it ("..., and the sun's vast orb
    quivered": the coordinator hangs on the first conjunct in the parse). An absolute clause is
    unlinked, a supplement with no coordinator or subordinator (Quirk et al. 1985 §15.58; H&P
    2002 ch. 14 §9.3), so a coordinated clause with its own subject is a conjunct, finite though
    its regular past form is tagged VBN (``_nominal_trigger_clause``), and no absolute clause."""
    if node.dep_ != "conj" or node.head.i >= node.i:
        return False
    return any(k.dep_ == "cc" and node.head.i < k.i < node.i for k in node.head.children)


#: Flag (a defect) of a question premise that leaves a finite clause declarative beside the
#: inverted one (:func:`question_beside_declarative`, stop 103, fl103).
QUESTION_BESIDE_DECLARATIVE = "question-beside-declarative"
#: Words that open a subordinate clause: wh-words and "that" (the subordinators are ``mark``).
_SUBORDINATE_OPENER_TAGS = frozenset({"WDT", "WP", "WP$", "WRB"})
#: Marks that join two coordinated clauses or predicates (Quirk et al. 1985 §13.5, §13.21).
_COORDINATING_MARKS = frozenset({"and", "but", "or", "nor", ","})


def _opens_subordinate(tok: Token) -> bool:
    # "that" as a conjunction or relative, not the determiner ("At that moment, ...")
    that = tok.lower_ == "that" and tok.dep_ != "det"
    return tok.tag_ in _SUBORDINATE_OPENER_TAGS or tok.dep_ == "mark" or that


def question_beside_declarative(target: Token, text: str) -> bool:
    """Does the question ``text``, built on the clause of ``target`` (the verb it inverts), keep
    a finite clause of the source declarative beside the inverted one? Subject-auxiliary
    inversion marks a polar question on its own clause only, and coordination joins like with
    like (Quirk et al. 1985 §11.5, §13.21: an interrogative clause does not coordinate with a
    declarative one under one question mark; H&P 2002 ch. 15 §4.1), so "Did both parties claim
    the election and the passions ran so high ...?", "Did his letter give an account of the
    campaign, enclosed a plan ...?" (a finite "-ed" predicate after "Did": a conjunct the
    question did not reach) and "At that moment a wail was heard, did the baby begin to cry?"
    (a comma splice before the question) are no English. Read on the source's tags, which
    hold where its coordination attachments do not: the first finite verb after the
    inverted clause's verb, with a coordinator or comma before it and no subordinator (a
    wh-word, "that", a ``mark``) or clause mark (";", ":", a quote) between, and not a relative
    clause; or a finite verb before the subject with no subordinator before it. Judged
    "question is ungrammatical" in the premises of three such sentences of s10001 and s10101
    and one of s10102. Left alone: "Did he say that she came and went?" (the second verb may
    be the complement's), "Did they build the wall and paint it?" (a plain verb), "After he
    left, did she cry?" (a subordinate clause before)."""
    if not text.rstrip(" \"'”’)").endswith("?"):
        return False
    doc, sent = target.doc, target.sent
    coordinated = False
    perfect = any(c.dep_ == "aux" and c.lemma_.lower() == "have" for c in target.children)
    for tok in doc[target.i + 1 : sent.end]:
        if _opens_subordinate(tok) or tok.text in (";", ":") or tok.tag_ in ("``", "''"):
            break
        coordinated = coordinated or tok.lower_ in _COORDINATING_MARKS
        clause = tok.head if tok.dep_ in ("aux", "auxpass") else tok
        if tok.tag_ not in FINITE_TAGS or clause.dep_ in ("relcl", "acl"):
            continue  # a contact relative ("a map he had drawn") is a clause of the noun's
        if _question_may_reuse_form(tok, perfect):
            continue
        if coordinated and doc[tok.i - 1 : tok.i + 1].text in text:
            return True
    subj = next((k for k in target.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None:
        return False
    for tok in doc[sent.start : subj.left_edge.i]:
        if _opens_subordinate(tok) or tok.text in (";", ":") or tok.tag_ in ("``", "''"):
            return False
        clause = tok.head if tok.dep_ in ("aux", "auxpass") else tok
        if clause.dep_ in ("relcl", "acl", "advcl"):
            continue  # "The last time I saw him, was he ...?": a relative in a fronted adverbial
        if tok.tag_ in FINITE_TAGS and tok.i != target.i:
            return text.startswith(doc[sent.start : tok.i + 1].text)
    return False


def _question_may_reuse_form(tok: Token, perfect: bool) -> bool:
    """The source's past-tagged verb ``tok`` has the same spelling in a well-formed question:
    a past that is also the plain form ("read", "beat", "put": "Did Maria open the box, read
    the letter, and weep?" asks about every list member), or, under an inverted perfect "had",
    a past that is also the participle ("Had Joseph fallen on his face, wept on him, and
    kissed him?": a list of participles under one auxiliary, Quirk et al. 1985 §13.48). The
    source's VBD tag then says nothing about the question (stop 103 integration: fl103's check
    had refused both)."""
    word = tok.lower_
    lemma = tok.lemma_.lower()
    if word == lemma:
        return True
    return perfect and word in (getInflection(lemma, "VBN") or ())


#: Flag of a cut premise that lost the trigger (round 28); such premises are not written (pr228).
TRIGGER_DROPPED = "trigger-dropped"
#: Flag of an embedded premise whose operator leaves the trigger in a supplement of its clause.
TRIGGER_IN_SUPPLEMENT = "trigger-in-supplement"
#: Flag (a defect) of an embedded premise whose trigger is the preposed adjunct of the clause
#: after it, which the parse hung on the clause before (:func:`_adjunct_of_next_clause`).
TRIGGER_IN_NEXT_CLAUSE = "trigger-in-next-clause"
#: Punctuation allowed between a preposed adjunct and the subject of its clause: the comma
#: after an initial adverbial (Quirk et al. 1985 App. III.16) and a closing bracket or quote.
_ADJUNCT_CLOSERS = frozenset({",", ")", "]", "'", '"', "”", "’"})


def _child_of_target_above(trig: Token | None, target: Token | None) -> Token | None:
    """The child of ``target`` whose subtree holds ``trig`` (``trig`` itself when it is one),
    or None when ``target`` is not above ``trig``: the constituent an operator on ``target``
    would have to take in to reach the trigger."""
    if trig is None or target is None or trig.i == target.i:
        return None
    node = trig
    while node.head.i != target.i:
        if node.head.i == node.i:
            return None
        node = node.head
    return node


def _adjunct_of_next_clause(trig: Token | None, target: Token | None) -> bool:
    """Is ``trig`` in an adjunct that the parse hung after ``target``'s clause, set off from it
    by a comma, but that runs straight into the subject of another finite clause which does
    not dominate it ("I've never been a fan of tuna, however, after trying this (sundried
    tomato) I fell in love": "after trying this" hung on "been")?

    An adverbial placed between a comma and the subject of a following clause is that clause's
    initial adjunct (Quirk et al. 1985 §8.13-8.16 on initial position; App. III.16: the comma
    after an initial adverbial), and a comma splice joined by a conjunct such as ", however,"
    starts a new independent clause (Quirk et al. 1985 §8.137; App. III.7), so the operator
    put on ``target`` leaves the trigger's clause unembedded and unnegated: the premise is
    incoherent ("I've been a fan of tuna, however, after trying this I fell in love") or
    ungrammatical ("Have I never been a fan of tuna after trying this ... I fell in love?";
    review s1206a pres-001, pres-038). The pipeline cannot rehang the adjunct, so no premise."""
    node = _child_of_target_above(trig, target)
    if node is None:
        return False
    if node.i < target.i or node.dep_ not in ("prep", "advcl", "npadvmod", "advmod"):
        return False
    doc = trig.doc
    start, end = node.left_edge.i, node.right_edge.i + 1
    if start == 0 or doc[start - 1].text != ",":
        return False
    while end < len(doc) and doc[end].text in _ADJUNCT_CLOSERS:
        end += 1
    if end >= len(doc):
        return False
    first = doc[end]
    subjects = ("nsubj", "nsubjpass")
    subject = next((t for t in first.ancestors if t.dep_ in subjects), first)
    if first.dep_ in subjects:
        subject = first
    if subject.dep_ not in ("nsubj", "nsubjpass") or subject.left_edge.i != end:
        return False
    verb = subject.head
    return (
        verb.pos_ in ("VERB", "AUX")
        and verb.i > end
        and verb.i != target.i
        and not any(a.i == verb.i for a in trig.ancestors)
    )


#: Punctuation that sets a supplement off from its host (Huddleston & Pullum 2002 ch. 15 §5:
#: supplements are prosodically detached, in writing by commas, dashes or brackets).
SUPPLEMENT_OPENERS = frozenset({",", "—", "–", "--", "("})


def _supplement(node: Token) -> bool:
    """Is ``node`` the head of a supplement set off from its host: a supplementary relative
    clause (", who was ..."), an appositive (", Linda's cousin,"), a detached -ed/-ing clause
    after a noun (", known as ...") or a trailing supplementive participle clause after the
    verb (", founding a school", ", renamed after ...") with no subordinator, subject or
    auxiliary of its own?

    Supplements are not part of their host's at-issue content and take no scope below its
    operators (Potts 2005 ch. 4 on supplementary relatives and appositives; Huddleston &
    Pullum 2002 ch. 15 §5; Quirk et al. 1985 §15.58-15.60 on supplementive clauses). A
    restrictive relative, an integrated appositive ("the poet Burns") or an adverbial clause
    without a comma is inside the operator's scope, and stays."""
    if node.dep_ not in ("relcl", "appos", "acl", "advcl", "amod"):
        return False
    if node.dep_ == "advcl" and participial_adjunct(node):
        return True  # ", founding a school": clause_scope's trailing -ing supplement
    doc = node.doc
    start = node.left_edge.i
    if start == 0 or doc[start - 1].text not in SUPPLEMENT_OPENERS:
        return False
    if node.dep_ == "amod":
        return _verbless_supplement(node)
    if node.dep_ == "advcl" and _medial_participle(node):
        return True
    if node.dep_ == "relcl":
        return True
    if node.dep_ == "appos":
        # "A, B, C and D" is often parsed as a chain of appositives: a noun in a coordination
        # or a chain is more likely a list item (inside the operator's scope) than a supplement
        if node.head.dep_ == "appos":
            return False
        chain = (node, node.head)
        return not any(
            c.dep_ in ("conj", "cc", "appos") and c.i != node.i for t in chain for c in t.children
        )
    tags = ("VBG", "VBN") if node.dep_ == "acl" else ("VBN",)  # "-ing" advcl: see above
    if node.tag_ not in tags or start < node.head.i:
        return False  # a finite clause, or one set before its host ("Born in Ohio, she ...")
    # no subordinator, subject or finite auxiliary of its own; no conjunct: "weren't put in
    # chains, paraded before the crowd, and sent away" is a list of participles under the
    # negation. The non-finite "having"/"being" of a perfect or passive participle clause
    # (", having sold his brother's farm,", ", being chased by ...") keeps it non-finite
    return _bare_participle_clause(node)


#: Closers of a medial supplement: the comma, dash or bracket that ends it before the verb.
SUPPLEMENT_CLOSERS = frozenset({",", "—", "–", "--", ")"})


def _bare_participle_clause(node: Token) -> bool:
    """Has the participle ``node`` no subordinator, subject, conjunct or finite auxiliary of its
    own? Its only auxiliaries may be the -ing forms "having" (perfect) and "being" (passive),
    which head no finite clause: Quirk et al. 1985 §15.58 count "having left ..." and "being
    chased ..." among the -ing supplementive clauses."""
    own = ("mark", "nsubj", "nsubjpass", "expl", "conj", "cc")
    if any(c.dep_ in own for c in node.children):
        return False
    return all(
        c.tag_ == "VBG" and c.lower_ in ("having", "being")
        for c in node.children
        if c.dep_ in ("aux", "auxpass")
    )


def _medial_participle(node: Token) -> bool:
    """Is the adverbial clause ``node`` a participle clause set between its host's subject and
    verb, fenced by commas on both sides ("She, having lost her father's watch, cried")?

    A medial supplementive clause is a parenthetical of its own tone unit (Quirk et al. 1985
    §15.58-15.60; H&P 2002 ch. 15 §5 on supplements) and, like every supplement, scopeless:
    an operator on the host's verb does not take it in (Potts 2005 ch. 4), so "She, having lost
    her father's watch, didn't cry" still asserts the loss and tests no projection. The clause
    opener (``_supplement``) has checked the comma before it; the subject must come before it
    and the verb after the closing comma. A preposed participle ("Having lost X, she cried") is
    :func:`_in_preposed_supplement`'s."""
    if node.tag_ not in ("VBG", "VBN") or not _bare_participle_clause(node):
        return False
    host = node.head
    doc = node.doc
    start, end = node.left_edge.i, node.right_edge.i + 1
    subject = next((c for c in host.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return (
        subject is not None
        and subject.i < start
        and host.i > end
        and end < len(doc)
        and doc[end].text in SUPPLEMENT_CLOSERS
    )


def _verbless_supplement(node: Token) -> bool:
    """Is the adjective ``node`` the head of a verbless supplementive clause after its noun, set
    off by a comma and with a complement of its own ("The old man, angry at his son's wife,
    left")? Quirk et al. 1985 §15.58-15.60 count verbless clauses with the -ing and -ed ones
    among supplementive clauses; a detached adjective phrase after the noun is a supplement
    (H&P 2002 ch. 15 §5), scopeless like an appositive (Potts 2005 ch. 4). A prenominal or
    integrated adjective ("the angry man") is no supplement, and a bare adjective has no
    trigger of its own to hold."""
    if node.tag_ not in ("JJ", "JJR") or node.i < node.head.i:
        return False
    return any(c.dep_ in ("prep", "xcomp", "ccomp") for c in node.children)


def _detached_final_adjunct(node: Token, top: Token) -> bool:
    """Is ``node`` a prepositional phrase or adverbial clause of the negated clause ``top`` set
    off by a comma at the end of the sentence ("She didn't chair the board, during her
    husband's two terms"; "He didn't coach the team, before retiring")?

    A final adjunct detached by a comma is a separate tone unit outside the focus and scope of
    the clause's negation (Quirk et al. 1985 §8.14 on disjunct-like final adjuncts, §10.66 on
    the scope of negation ending before a separated adjunct): the negation denies the main
    event and the adjunct stays asserted, so a trigger in it is not embedded (the same case as
    a supplement, Potts 2005 ch. 4). Without the comma the adjunct is in the negation's scope
    and stays: "He didn't coach the team before retiring"."""
    if node.head.i != top.i or node.i < top.i or node.dep_ not in ("prep", "advcl"):
        return False
    doc = node.doc
    start = node.left_edge.i
    if start == 0 or doc[start - 1].text != ",":
        return False
    if node.dep_ == "advcl" and not any(c.dep_ == "mark" for c in node.children):
        return False  # an unmarked clause: participles are _supplement's, others unclear
    end = node.right_edge.i + 1
    rest = doc[end : node.sent.end]
    return all(t.is_punct and t.text not in (",", ";", ":") for t in rest)


def _supplement_above(trig: Token, top: Token | None) -> Token | None:
    """The head of the supplement (:func:`_supplement`) holding ``trig`` below ``top`` (the
    sentence root when None), or None; also None when ``top`` is not above ``trig``. Below a
    negated clause ``top``, a comma-detached final adjunct counts (:func:`_detached_final_adjunct`)."""
    node = trig
    while top is None or node.i != top.i:
        if _supplement(node) or (top is not None and _detached_final_adjunct(node, top)):
            return node
        if node.head.i == node.i:
            return None
        closing = _supplement_closed_over(node)
        if closing is not None:
            return closing
        node = node.head
    return None


#: Closing brackets and quotes skipped when looking for the word before a constituent.
_CLOSERS = frozenset({")", "]", '"', "'", "\u201d", "\u2019"})


def _supplement_closed_over(node: Token) -> Token | None:
    """The supplement (:func:`_supplement`) that ends right before ``node`` with no comma or
    dash between, when the parse hung ``node`` on a host before that supplement: "X coined the
    phrase, which he used in his book after reading Y" (the parse: "after" on "coined"), "A, B
    and C, one of few people to have received all three awards" (the infinitive on "A").

    An unpunctuated constituent after a supplementary relative or appositive is read as part
    of it: the parser attaches a post-modifier to the lowest site available (late closure,
    Frazier 1978; Kimball 1973's right association), and only a comma (or dash) ends the
    supplement in writing (Quirk et al. 1985 App. III.24; H&P 2002 ch. 15 §5). So the trigger
    is in the supplement, outside the host's operators (Potts 2005 ch. 4). A comma before
    ``node`` ("..., which he used, after reading Y") or a restrictive relative (no comma
    before it, not a supplement) leaves the parse as it is."""
    doc = node.doc
    head = node.head
    p = node.left_edge.i - 1
    while p > head.i and doc[p].text in _CLOSERS:
        p -= 1
    if p <= head.i or doc[p].is_punct:
        return None
    above = doc[p]
    while above.i != head.i:
        if _supplement(above) and above.dep_ in ("relcl", "appos") and above.i > head.i:
            return above
        if above.head.i == above.i:
            return None
        above = above.head
    return None


#: Flag of an embedded premise whose trigger sits in a fronted "with/without" absolute clause.
TRIGGER_IN_ABSOLUTE = "trigger-in-absolute"


def _possessive_in_nominal_supplement(c: Candidate, trig: Token | None, top: Token | None) -> bool:
    """A possessed definite in an appositive ("Lee, the company's chairman, says ..."): the
    premise keeps the
    ``trigger-in-supplement`` warning, but its presupposition pair is not refused as
    ``embedding-misses-trigger``. The content of an appositive or supplementary relative is the
    speaker's own commitment whatever operator its host is under (Potts 2005 ch. 4, §4.3: a
    supplement is scopeless and not at-issue; H&P 2002 ch. 15 §5), and a possessed definite
    inside it is presupposed by the supplement itself, so "X has a N" follows from the premise
    and the entailment label holds: the pair tests no projection through the operator (a
    warning, as ``trigger-in-supplement`` is since stop 45), but it is no bad pair. Blind
    reviews s9403 pres-021 and s9404 pres-044 kept both such pairs that the flag refused;
    participial supplements (", feasting on ...", ", turning X's fable into ...") stay refused:
    the one rejected in s9403 named the negation missing the participle clause. Supplementary
    relatives stay refused too: the blind A/B ab95 judge rejected "If my best hunch was to head
    north into the borderlands, where the necromancer's minions could safely hide, it's okay." ->
    "The necromancer has minions." because the relative escapes the operator (a relative clause
    carries its own event; an appositive noun phrase only names)."""
    if trig is None or c.subtype != "possessed_definites":
        return False
    head = _supplement_above(trig, top)
    return head is not None and head.dep_ == "appos"


def _in_fronted_absolute(trig: Token) -> bool:
    """Whether ``trig`` sits in a fronted absolute clause introduced by "with" / "without"
    ("With Anna's brother gone, the house might be quiet"): a supplementive verbless or
    non-finite clause with its own subject (Quirk et al. 1985 §15.58-15.60; H&P 2002 ch. 14
    §9.3) set before the main clause it describes the circumstances of. It is not-at-issue
    (Tonhauser et al. 2013 on at-issueness; Potts 2005 ch. 4) and takes no scope below the
    main clause's modal, question or conditional, so an embedding of the main clause embeds no
    trigger (NOPE App. B), and "If with X gone, ..., it's okay" is no sentence either. A
    post-verbal "with" absolute and a plain fronted PP ("With the help of Anna's brother, ...",
    a prep, not a clause) are left to the other checks."""
    node = trig
    while node.head.i != node.i:
        if (
            node.dep_ == "advcl"
            and node.i < node.head.i
            and any(c.dep_ == "mark" and c.lower_ in ("with", "without") for c in node.children)
        ):
            return True
        node = node.head
    return False


def _supplement_outside(premise: Rewritten, trig: Token | None, top: Token | None) -> Rewritten:
    """``premise`` flagged ``trigger-in-supplement`` when ``trig`` sits in a supplement of the
    clause the operator goes on: ``top`` for the negation (the clause it negates), the
    sentence root for the modal, question and conditional, which take the main clause. The
    premise still entails the trigger's content, but as the speaker's side assertion, not by
    projection, so the pair tests nothing (IMPPRES §4, NOPE §3: the operator must embed the
    trigger); its control pair, too, embeds no trigger."""
    if trig is None or TRIGGER_IN_SUPPLEMENT in premise.flags:
        return premise
    if _in_fronted_absolute(trig) and TRIGGER_IN_ABSOLUTE not in premise.flags:
        return replace(premise, ok=False, flags=(*premise.flags, TRIGGER_IN_ABSOLUTE))
    if _supplement_above(trig, top) is None:
        return premise
    return replace(premise, ok=False, flags=(*premise.flags, TRIGGER_IN_SUPPLEMENT))


def _in_preposed_adverbial(head: Token | None, target: Token | None) -> bool:
    """Is the trigger's clause ``head`` (or a clause between it and ``target``) an adverbial
    clause set before the verb it modifies, below ``target``, the clause the operators go on
    ("When Tom came home after searching the town, his sister told him the news": "after"
    on "came", in the when-clause before "told")?

    A clause-initial (or medial, before the verb) adverbial clause is a frame setter outside
    the scope of its host's negation, modal and question (Maienborn 2001; Quirk et al. 1985
    §8.17, §15.25-15.26: the preposed clause is thematic, taken as given), which is why NOPE
    §3.2 moved preposed adverbial clauses to the end "in order to allow negation to scope over
    the adverbial"; a postposed one without a comma stays inside the scope and is not this
    case. An operator on ``target`` then does not scope over the trigger's clause, and the
    premise tests no projection (IMPPRES §4; NOPE §3; blind review of stop 100, sc01). A
    trigger on ``target`` itself, a medial phrase included ("Ann, after hearing him, didn't
    become calmer"), is inside the scope and no case here."""
    top = _child_of_target_above(head, target)
    if top is None or top.right_edge.i > target.i:
        return False  # the trigger's clause is ``target`` or after its verb
    node = head
    while True:
        if node.dep_ == "advcl":
            return True  # "[As soon as [the miners came out after ...]], the foreman locked"
        if node.i == top.i:
            return False
        node = node.head


def _in_preposed_supplement(trig: Token | None, target: Token | None) -> bool:
    """Whether the trigger sits in a preposed participle clause of ``target`` ("Released after
    he left the band, it was produced by Roth"): a supplementive clause set before the subject
    (Quirk et al. 1985 §15.58-15.60) that the main clause's negation, modal and question do not
    take in ("..., it wasn't produced by Roth" still says it was released after he left), and
    that NOPE §3.2's remedy (moving a preposed adverbial clause to the end) does not fit, since
    it describes the subject. The trigger's own preposed adverbial clause ("After he left, ...")
    is not this case: ``rewrites`` moves it."""
    node = _child_of_target_above(trig, target)
    if node is None:
        return False
    subject = next((c for c in target.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return (
        node.i != trig.i
        and node.dep_ == "advcl"
        and node.tag_ in ("VBN", "VBG")
        and subject is not None
        and node.i < subject.i
        and not any(
            c.dep_ in ("mark", "nsubj", "nsubjpass", "aux", "auxpass") for c in node.children
        )
    )


def _continuative_still(head: Token, still: Token) -> bool:
    """Whether "still" on ``head`` is the aspectual "still" of continuation ("They still need
    help", "She is still working"), whose negation is "no longer" / "not anymore" (Löbner 1989,
    the duality of still/no longer; Ippolito 2007). Continuative "still" needs a state or an
    imperfective: a copula or "have" (in any tense), a progressive or a simple present; with an
    event verb in the past or future ("but she still managed to finish") it is the concessive
    "still" = "nevertheless" (Michaelis 1993), whose negation is no "no longer"."""
    if still.i == still.sent.start or (still.i + 1 < len(still.doc) and still.nbor().text == ","):
        return False  # "Still, he went": the concessive connective
    auxes = [c for c in head.children if c.dep_ in ("aux", "auxpass")]
    if head.lemma_.lower() in ("be", "have") or head.tag_ in ("VBP", "VBZ"):
        return True  # "is still open", "will still have", "still need"
    return head.tag_ == "VBG" and any(a.lemma_.lower() == "be" for a in auxes)


def _no_longer(doc: Doc, head: Token) -> Rewritten | None:
    """The negation of a clause with continuative "still": "still" -> "no longer" (the dual of
    "still" under negation, Löbner 1989; IMPPRES/NOPE negate the trigger sentence, and "They
    still don't need help" is the continuation of a negative state, not the negation of "They
    still need help"). None when "still" is not continuative or another clash remains."""
    still = next(
        (
            c
            for c in head.children
            if c.dep_ == "advmod" and c.lower_ == "still" and c.i < head.i + 2
        ),
        None,
    )
    if still is None or not _continuative_still(head, still):
        return None
    if discourse_clash(head, ignore=still) is not None:
        return None
    edit = SurfaceEdit(doc)
    edit.replace(still, "no longer")
    return Rewritten(edit.render(), True, "negation:add:no-longer", ("still-no-longer",))


#: Personal pronouns that, as a main-clause argument, c-command a postposed adverbial clause.
CATAPHORIC_PRONOUNS = frozenset({"he", "she", "they", "him", "her", "them"})


def _cataphor_before(doc: Doc, body: list[int], moved: list[int]) -> bool:
    """Would the move put a pronoun argument of the main clause before a name it takes up in
    the preposed clause? "After Jesse left school, he came home" is cataphora; "He came home
    after Jesse left school" has "he" c-command "Jesse", which Principle C bars from
    coreferring (Chomsky 1981; Reinhart 1983 on backwards anaphora into preposed adverbials):
    the moved premise changes who came home (blind review s1129n). The clause stays put. A
    possessive ("his mom") does not c-command it and stays movable. The order is kept rather
    than the name and pronoun swapped: without the pronoun's gender a swap could pair the name
    with the wrong referent."""
    # the name as the clause's subject, the pronoun as the main clause's: subject-to-subject
    # cataphora, the common case ("After Jesse left, he came"); a place or an organisation
    # ("in Toronto") is not taken up by "he/she", and a common noun is left alone (the
    # pronoun mostly names someone else: "After her dad fixed his jaw, he nodded")
    if _thing_cataphor(doc, body, moved) or _distributive_pair_reversed(doc, body, moved):
        return True
    names = [
        doc[i]
        for i in moved
        if doc[i].pos_ == "PROPN"
        and doc[i].dep_ in ("nsubj", "nsubjpass")
        and doc[i].ent_type_ in ("PERSON", "")
    ]
    if not names:
        return False
    return any(
        doc[i].lower_ in CATAPHORIC_PRONOUNS and doc[i].dep_ in ("nsubj", "nsubjpass") for i in body
    )


def _distributive_pair_reversed(doc: Doc, body: list[int], moved: list[int]) -> bool:
    """Would the move put the second half of a distributive pair before its first? "While one
    element is announcing progress, another is delineating its problems": "another" and "the
    other(s)" pick out the rest of the set that "one"/"some" opened (Huddleston & Pullum 2002
    ch. 5 §9 on "one ... the other"; ``closed_class.DISTRIBUTIVE_FIRST``), an anaphoric
    relation that, like a pronoun's, needs its antecedent before it (Quirk et al. 1985 §12.9:
    backwards reference only from a subordinate clause). Moved, "*Another isn't delineating
    its problems while one element is announcing progress" opens with an "another" that has
    nothing to be another of (blind review au01). Subjects only: the pair's two halves are the
    two clauses' subjects."""
    first = any(
        doc[i].dep_ in ("nsubj", "nsubjpass") and distributive_word(doc[i], DISTRIBUTIVE_FIRST)
        for i in moved
    )
    return first and any(
        doc[i].dep_ in ("nsubj", "nsubjpass")
        and distributive_word(doc[i], DISTRIBUTIVE_CONTRASTIVE_SECOND)
        for i in body
    )


def _thing_cataphor(doc: Doc, body: list[int], moved: list[int]) -> bool:
    """The non-personal case of :func:`_cataphor_before` (stop 74, ng02; blind review s1204i):
    the main clause's subject "it" or "they" takes up the subject of the preposed clause, a
    noun of its number ("While the processor handles an interrupt, it ignores others"). Moved
    after the main clause, the pronoun would precede and c-command the noun, which Principle
    C bars from coreferring (Chomsky 1981; Reinhart 1983; Quirk et al. 1985 §12.9 on
    cataphora, which needs the pronoun in the subordinate clause): "It ignores others while
    the processor handles an interrupt" leaves "it" with no antecedent. An expletive or
    extraposing "it" ("it was decided that ...", "it is easy to ...") refers to nothing and
    does not count."""
    numbers = {
        "singular" if doc[i].tag_ in ("NN", "NNP") else "plural"
        for i in moved
        if doc[i].dep_ in ("nsubj", "nsubjpass")
        and doc[i].tag_ in ("NN", "NNP", "NNS", "NNPS")
        and doc[i].ent_type_ != "PERSON"
    }
    for i in body:
        pronoun = doc[i]
        if pronoun.dep_ not in ("nsubj", "nsubjpass"):
            continue
        if pronoun.lower_ == "it" and "singular" in numbers:
            extraposed = any(c.dep_ in ("ccomp", "csubj", "xcomp") for c in pronoun.head.children)
            if not extraposed:
                return True
        if pronoun.lower_ == "they" and "plural" in numbers:
            return True
    return False


def _crossed(doc: Doc, main: Token, rest: list[int], cut: int) -> bool:
    """Would a clause put before ``rest[cut]`` (old indices of the main clause and what follows
    it) cross a dependency arc: a phrase after it that hangs on the main clause before it with
    one of ``STRANDABLE_DEPS`` (embedding's ``SUPPLEMENT_DEPS``: what ``embedding.stranded_supplement`` refuses: "..., largely
    on the basis of X", "..., instead of two"), or a word before it whose head is after it?
    The main verb's own coordination ("and committed to ...") and punctuation cross nothing,
    nor does a supplementary relative clause: it may be extraposed from its noun past an
    adjunct ("He moved to Paris after the war ended, where he opened a bakery"; Quirk et al.
    1985 §18.39 on discontinuous noun phrases; thirty-fifth pass)."""
    before = {i for i in rest[:cut] if i >= main.i}
    for i in rest[cut:]:
        token = doc[i]
        if token.dep_ == "relcl" or token.is_punct:
            continue
        if token.dep_ in STRANDABLE_DEPS and token.head.i in before:
            return True
        if _verb_phrase_part(token, before):
            # "she was tempted, by the pleasantness of the morning, to stop": a complement of
            # the main clause's verb after the place. A verb and its complement make one
            # phrase that a heavy adverbial clause does not split: it goes to end position,
            # after the complements (Quirk et al. 1985 §8.14, §15.19 on final adverbial
            # clauses, §18.9 end weight); put before the complement it wedged the clause
            # between "tempted" and "to stop" (stop 84, pr180; review s1205m)
            return True
    after = set(rest[cut:])
    return any(doc[i].head.i in after and not doc[i].is_punct for i in rest[:cut])


def _complement_after(doc: Doc, main: Token, rest: list[int], cut: int) -> bool:
    """Is a complement (``clause_scope.COMPLEMENT_DEPS``) of the main clause's verb phrase
    after the place ``rest[cut]``, where a moved time clause would split the verb from it
    (``_crossed``)?"""
    before = {i for i in rest[:cut] if i >= main.i}
    return any(_verb_phrase_part(doc[i], before) for i in rest[cut:])


def _verb_phrase_part(token: Token, before: set[int]) -> bool:
    """Is ``token`` a complement of a verb in ``before`` (``clause_scope.COMPLEMENT_DEPS``), or
    a to-infinitive hung on one, which the parser often labels an adverbial ("tempted ... to
    stop": the verb's complement, Quirk et al. 1985 §16.38; a purpose infinitive, §15.48, is
    no better place to split off from its verb by a heavy clause)?"""
    if token.head.i not in before:
        return False
    if token.dep_ in VERB_COMPLEMENT_DEPS:
        return True
    return token.dep_ == "advcl" and any(k.tag_ == "TO" and k.i < token.i for k in token.children)


def _boundary(doc: Doc, main: Token, rest: list[int], k: int) -> bool:
    """Is the place before ``rest[k]`` (or the end, ``k == len(rest)``) a comma, semicolon or dash
    boundary of the main clause that no arc crosses (``_crossed``)? A moved time clause may go
    there."""
    if k < len(rest) and doc[rest[k]].text not in (",", ";", "--", "—"):
        return False
    return not _crossed(doc, main, rest, k)


def _opens_supplement(noun: Token, first: Token) -> bool:
    """``first``, the word after a comma that follows ``noun``, opens a supplement of that noun:
    a non-restrictive relative ("Diah, who studied in Vienna") or an appositive noun phrase the
    parser hangs on it ("Diah, a broadcaster who ..."). A supplement is anchored to the noun
    before it (Huddleston & Pullum 2002 ch. 15 §5; Quirk et al. 1985 §17.65 on apposition), so
    a time clause put at that comma strands it after the clause ("met Diah while working at
    Radio Hosokyoku, a broadcaster who ...": the blind review read it as the radio's)."""
    if first.lower_ in ("who", "whom", "whose", "which"):
        return True
    return any(
        k.dep_ == "appos" and k.i > noun.i and first.i in {t.i for t in k.subtree}
        for k in noun.children
    )


def _appositive_after(doc: Doc, rest: list[int], cut: int) -> bool:
    """Whether the comma at ``rest[cut]`` opens an appositive of the noun before it: a short
    verbless noun phrase closed by a second comma ("the driver, Chu, a packet")."""
    if cut == 0 or cut >= len(rest) or doc[rest[cut]].text != ",":
        return False
    if doc[rest[cut - 1]].pos_ not in ("NOUN", "PROPN"):
        return False
    span = []
    for i in rest[cut + 1 :]:
        if doc[i].text == ",":
            return (
                0 < len(span) <= 4
                and all(t.pos_ in ("PROPN", "NOUN", "DET", "ADJ", "PUNCT") for t in span)
                and any(t.pos_ in ("PROPN", "NOUN") for t in span)
            )
        span.append(doc[i])
        if len(span) > 4:
            return False
    return False


def _postposed(
    doc: Doc,
    marker: Token | None,
    target: Token | None = None,
    *,
    keep_shared: bool = False,
    phrase: bool = False,
) -> tuple[Doc, dict[int, int]] | None:
    """The sentence with its preposed adverbial clause (headed by ``marker``) moved to the end of
    the main clause, as a Doc with the tree carried over, and the old -> new index map. The
    clause may follow a detachable opening (``_detachable_opening``: "But after ...", "Third,
    after ...", "It fit, and after ..."), which stays where it is, when the clause modifies
    ``target`` (the clause to embed; a misattached clause is not moved). None otherwise.

    ``keep_shared``: not moved when it would land before a coordinated verb phrase or a
    supplementive clause of the main clause, which share it where it stands
    (``_withdrawn_from_shared``). ``phrase``: ``marker`` may head a prepositional phrase with
    a noun-phrase object ("In both halves, ...": ``scope_placement.fronted_trigger_phrase``)."""
    if marker is None:
        return None
    # a subordinator ("after he left") or a wh-adverb heading the clause ("when the war ended")
    subordinator = marker.dep_ == "mark" or (marker.dep_ == "advmod" and marker.tag_ == "WRB")
    clause = (
        marker.head
        if subordinator
        else next(
            (t for t in marker.children if t.dep_ == "pcomp" or (phrase and t.dep_ == "pobj")),
            None,
        )
    )
    if clause is None:
        return None
    # the marker's own degree modifier goes with it ("Shortly after graduating", "Long before
    # the war": a measure phrase modifies the preposition, Huddleston & Pullum 2002 ch. 7 §4.2)
    start = min(marker.left_edge.i, clause.left_edge.i)
    end = max(marker.i, clause.right_edge.i) + 1
    main = clause.head if subordinator else marker.head
    if not subordinator and _swallowed_subject(main, marker):
        return None  # "after turning north Nicholas weakened": the clause would take "Nicholas"
    medial = _medial_start(doc, start, end, main)
    if end >= len(doc) or not _detachable_opening(doc[: start if medial is None else medial], main):
        return None
    if start > 0 and target is not None and main.i != target.i:
        return None  # "In 1990, after X ("I reached ..."), Clark moved": "after" hangs on "reached"
    if inverted_declarative(main) is not None:
        # "Only when the victim ceased to struggle did the crowd begin to move": the fronted
        # "only"-clause is what makes the main clause invert (Quirk et al. 1985 §18.24), so
        # moved to the end it leaves the auxiliary first, a question with a full stop ("*Did
        # the crowd begin to move only when ..."); not moved, and the operators refuse the
        # inverted clause as they do in place (``already-inverted``; pr234)
        return None
    opening = list(range(start if medial is None else medial))
    moved = list(range(start, end))
    rest = list(range(end, len(doc)))
    comma = None
    while rest and doc[rest[0]].is_punct and doc[rest[0]].text in ",;":
        comma = rest.pop(0)  # the comma after the preposed clause
    if medial is not None:
        # "The senate, after a long debate, ratified the treaty" -> "The senate ratified the
        # treaty after a long debate": the subject (and auxiliaries) before the medial clause
        # join the main clause's core, and both commas that set the clause off go with it
        rest = list(range(medial, start - 1)) + rest
    while rest and doc[rest[-1]].is_punct and doc[rest[-1]].text not in ",;":
        rest.pop()  # closing punctuation and quotes stay last
    if not rest:
        return None
    # the clause goes after the main clause's core: before the first comma, semicolon or dash, or
    # before a coordinated VP ("joined the group [after ...] and committed to ..."), so that
    # trailing appositions and relatives stay where they were
    # A comma between the items of a phrasal list ("worked for Ford, Boeing and IBM") is no
    # such boundary: the clause put there would split the coordination ("for Ford after
    # retiring, Boeing and IBM"), whose conjuncts form one constituent that an adverbial does
    # not interrupt (Quirk et al. 1985 §13.2; round 46 reviews); it goes after the whole list
    inside_list = {
        j
        for t in doc
        if t.dep_ == "conj" and t.head.i != main.i and t.head.i > main.i
        # with the supplements the parser hangs on the first item ("Reed, Whaler and Gokeys,
        # a luggage maker"): the whole coordination's phrase
        for j in range(t.head.i + 1, t.head.right_edge.i + 1)
    }
    cut = next(
        (
            k
            for k, i in enumerate(rest)
            if i > main.i
            and i not in inside_list
            and not _between_attributive_adjectives(doc, i)
            and (
                doc[i].text in (",", ";", "--", "—")
                or (doc[i].dep_ == "cc" and doc[i].head.i == main.i)
            )
        ),
        len(rest),
    )
    body = rest[:cut]
    if not body:
        return None
    if cut < len(rest) and _set_off_inside(doc, moved, clause):
        # "After the war ended, in the spring, he stopped writing and moved to Paris": the
        # clause holds a comma-set unit (a second fronted adjunct the parser hung on the clause,
        # an appositive: "when he met Anna, a teacher from Lyon"). A supplement is closed by a
        # comma on both sides (Quirk et al. 1985 §17.65, §15.58 on set-off units; Huddleston &
        # Pullum 2002 ch. 15 §5), so put before the rest of the main clause it leaves "*stopped
        # writing after the war ended, in the spring and moved"; and a stacked initial adjunct
        # belongs to the main clause (Quirk et al. 1985 §8.17 on the order of initial
        # adverbials), which the move would hand to the time clause. Only at the very end of
        # the main clause does the unit stay set off (the sentence's full stop closes it);
        # elsewhere the clause stays in front (issue #11, pr231)
        return None
    if keep_shared and _withdrawn_from_shared(doc, main, rest, cut):
        return None
    closing: list[int] = []
    if (
        0 < cut < len(rest) - 1
        and doc[rest[cut]].text == ","
        and doc[rest[cut - 1]].pos_ in ("NOUN", "PROPN")
        and _opens_supplement(doc[rest[cut - 1]], doc[rest[cut + 1]])
    ):
        # "he met Anna Kovacs, a broadcaster who had studied in Vienna": the clause put at
        # the comma would strand the supplement after it (``_opens_supplement``), so it goes
        # after the supplement, set off by the comma that followed it where it stood ("He
        # didn't meet Anna Kovacs, a broadcaster who ..., while working at the station"),
        # when the supplement ends the sentence (nothing after it hangs on the main verb);
        # else it is not moved
        if comma is None or any(
            doc[i].head.i == main.i and not doc[i].is_punct for i in rest[cut + 1 :]
        ):
            return None
        body, cut, closing = rest, len(rest), [comma]
    if _appositive_after(doc, rest, cut):
        # "Lu gave the driver, Chu, a packet": a noun and its appositive are one noun phrase
        # (Quirk et al. 1985 §17.65), which the clause put at the comma would split ("gave the
        # driver before she got on the cart, Chu, a packet"; blind review s1129y): not moved
        return None
    if _crossed(doc, main, rest, cut) and comma is not None and not closing:
        # "After Gillette moved for summary judgment, the court granted the motion, largely on
        # the basis of our decision": put at the first comma, the clause would leave the
        # main clause's trailing adjunct after it, where it reads as part of the time clause
        # (ng22 refuses such premises, ``stranded_supplement``). A sentence as written has no
        # crossing arcs (Quirk et al. 1985 §17.2: a phrase is split only by extraposition), so
        # the clause goes to the first later boundary that no arc crosses, set off by the
        # comma that followed it where it stood ("granted the motion, largely on the basis of
        # our decision, after Gillette moved ..."); none found: not moved
        later = next(
            (k for k in range(cut + 1, len(rest) + 1) if _boundary(doc, main, rest, k)), None
        )
        if later is None:
            return None
        body, cut, closing = rest[:later], later, [comma]
    if _complement_after(doc, main, rest, cut):
        # no comma set the clause off where it stood, so no later place was sought: moved
        # before the verb's complement it would split the verb phrase (``_crossed``); it stays
        # fronted, and the caller writes no premise that needs it moved
        return None
    if _cataphor_before(doc, body, moved):
        return None
    if attachment_ambiguous(main, clause if subordinator else marker, body[-1] + 1):
        # "I was sorry I had hit him after everything stopped": "after" would modify "hit"
        return None
    order = opening + body + closing + moved + rest[cut:] + list(range(rest[-1] + 1, len(doc)))
    first = order[len(opening) + len(body) + len(closing)]
    return _rebuilt(doc, order, {first: lower_first(doc[first])} if start == 0 else None)


def _medial_start(doc: Doc, start: int, end: int, main: Token) -> int | None:
    """The index of the first word of ``main``'s subject when the adverbial clause or phrase
    ``doc[start:end]`` is a medial adjunct of ``main`` set off by commas after the subject and
    its auxiliaries ("The senate, after a long debate, ratified the treaty", "The French had,
    by the time the fort fell, lost the war"), else None.

    A medial adjunct precedes the verb the operators go on, and a judge reads it as outside
    their scope (blind A/B ab101: five of six unmoved negated/modal premises rejected, "NOPE
    moves it after the verb"). NOPE §3.2 moved preposed adverbials to the end "in order to
    allow negation to scope over the adverbial", and the end position is the normal one for a
    phrase (Quirk et al. 1985 §8.20-8.25: the medial position holds short adverbs, a phrase
    there is a parenthetical set off by commas). The span is the one the question already
    moves to the end (``embedding.medial_adjuncts``), so every operator sees one test."""
    subject = next((c for c in main.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.right_edge.i >= start - 1 or start < 2 or end >= len(doc):
        return None
    if doc[start - 1].text != "," or doc[end].text != ",":
        return None  # set off on both sides: a parenthetical, no restrictive pre-verb phrase
    if (start, end - 1) not in medial_adjuncts(main, subject.right_edge.i, finite_auxiliary(main)):
        return None
    # between the subject and the comma only the verb's auxiliaries and "not" ("had, by ...")
    core = {subject.right_edge.i + 1 + k for k in range(start - 2 - subject.right_edge.i)}
    if any(doc[i].head.i != main.i or doc[i].dep_ not in ("aux", "auxpass", "neg") for i in core):
        return None
    return subject.left_edge.i


def _between_attributive_adjectives(doc: Doc, i: int) -> bool:
    """Is ``doc[i]`` a comma between two coordinate attributive adjectives of one noun ("one
    last, lingering look", "a long, cold winter")? The comma stands for "and" in an asyndetic
    coordination inside the noun phrase (Quirk et al. 1985 §13.2 on coordination, §17.5 on
    premodification; Huddleston & Pullum 2002 ch. 15 §2 on asyndetic coordination), no clause
    boundary: a time clause put there splits the noun phrase ("*He didn't take one last before
    leaving, lingering look"; blind review au01). The small model often hangs the first
    adjective on the verb, so the test reads the words: an adjective before the comma and an
    adjective or participle after it that modifies a later noun or stands right before one; an
    adverb tag before the comma counts when a determiner or numeral precedes it ("one long,
    searching look": no adverb stands between a determiner and its noun, Quirk et al. 1985
    §17.3 on the order of premodifiers)."""
    if doc[i].text != "," or not 1 < i < len(doc) - 2:
        return False
    before, after = doc[i - 1], doc[i + 1]
    determined = doc[i - 2].tag_ in ("DT", "CD", "PRP$")
    if before.tag_ not in ("JJ", "JJR", "JJS") and not (before.tag_ == "RB" and determined):
        return False
    if after.tag_ not in ("JJ", "JJR", "JJS", "VBG", "VBN"):
        return False
    modifies_later_noun = (
        after.dep_ == "amod" and after.head.i > after.i and after.head.pos_ in ("NOUN", "PROPN")
    )
    return modifies_later_noun or doc[i + 2].tag_ in ("NN", "NNS")


def _set_off_inside(doc: Doc, moved: list[int], clause: Token) -> bool:
    """Does the preposed clause (old indices ``moved``, head verb ``clause``) end in a set-off
    unit that only the clause's final comma closes (an appositive, a parenthesis, a relative or
    a stacked adjunct after the clause's verb: "when he met Anna, a teacher from Lyon,", "After
    the war ended, in the spring,")? Put mid-sentence, that unit loses its closing comma. A unit
    closed inside the clause, before its verb ("While the old engine, with its cracked pistons,
    was running,"), keeps both its commas wherever the clause goes, and a semicolon or an
    unbalanced bracket always counts. A final comma is the clause's own boundary (int100
    repair of pr231: ab100's judge kept all three such "while" pairs that pr231 had refused)."""
    inner = moved[:-1] if moved and doc[moved[-1]].text == "," else moved
    marks = [i for i in inner if doc[i].text in (",", ";", "--", "—", "–", "(", ")")]
    if not marks:
        return False
    texts = [doc[i].text for i in marks]
    if ";" in texts or texts.count("(") != texts.count(")"):
        return True
    return marks[-1] > clause.i


def _withdrawn_from_shared(doc: Doc, main: Token, rest: list[int], cut: int) -> bool:
    """Would the moved clause land before material of the main clause that shares it where it
    stands: the coordinator of a verb phrase coordinated with ``main`` ("After the war ended,
    he stopped writing and moved to Paris" -> "he might have stopped writing after the war
    ended and moved to Paris"), or a comma-set supplementive -ing clause ("Once the snow
    melted, the river rose, flooding the fields" -> "the river might have risen once the snow
    melted, flooding the fields")? A preposed adverbial is shared by all the coordinated
    predicates after the subject (Quirk et al. 1985 §13.64 on shared elements, §8.17 on initial
    adjuncts); put at the end of the first conjunct it modifies that conjunct alone. A
    supplementive clause (``clause_scope.participial_adjunct``) is predicated of the main
    clause and takes its subject (Quirk et al. 1985 §15.58-15.59, the attachment rule); put
    after the time clause it reads as that clause's ("the snow flooded the fields"). A trigger
    outside the time clause needs no move: the clause stays in
    front, and the modal and question still scope over the trigger's clause ("After the war
    ended, he might have stopped writing and moved to Paris"; issue #11, pr231)."""
    if cut >= len(rest):
        return False
    token = doc[rest[cut]]
    if token.text == ",":
        if cut + 1 >= len(rest):
            return False
        token = doc[rest[cut + 1]]
        verb = token if token.dep_ == "advcl" else token.head
        if verb.head.i == main.i and verb.left_edge.i == token.i and participial_adjunct(verb):
            return True
    return (
        token.dep_ == "cc"
        and token.head.i == main.i
        and any(
            k.dep_ == "conj" and k.pos_ in ("VERB", "AUX") and k.i > token.i for k in main.children
        )
    )


#: Left dependents of the main verb that may stay before it when its preposed adverbial clause
#: is moved: connectives, sentence adverbs and framing adjuncts ("But", "Third,", "At the end of
#: the season,"). They are outside the clause's core (Quirk et al. 1985 §8.88-8.91, disjuncts
#: and conjuncts; §15.17 on the ordering of initial adverbials), so the core still reads as a
#: clause with the adverbial after it.
_OPENING_DEPS = frozenset({"cc", "advmod", "prep", "npadvmod", "intj", "punct", "discourse"})


def _detachable_opening(opening: Span, main: Token) -> bool:
    """Whether the words before a preposed adverbial clause can stay in front when the clause
    moves after ``main``'s core (NOPE §3.2 moves preposed adverbials so that negation scopes over
    them; the move was limited to sentence-initial clauses, so "Third, after examining them, I
    decided" and "It fit, and after I cleaned it, it worked" kept the clause outside the scope).
    True for nothing, or for words that end in a comma or a coordinator and are either outside
    ``main``'s clause (an earlier conjunct) or inside one of its connective or adjunct
    dependents. A subject or verb of ``main`` before the clause ("He, after eating, left") is
    not detachable."""
    if len(opening) == 0:
        return True
    last = opening[-1]
    if not (last.text == "," or last.dep_ == "cc"):
        return False
    inside = {t.i for t in main.subtree}
    for tok in opening:
        if tok.i not in inside:
            continue  # an earlier clause: "It fit snugly, and"
        node = tok
        while node.head.i != main.i and node.head.i != node.i:
            node = node.head
        if node.i == main.i or node.head.i != main.i or node.dep_ not in _OPENING_DEPS:
            return False
    return True


_NO_SPACE_BEFORE = frozenset({"'s", "n't", "'re", "'ve", "'ll", "'d", "'m"})


def _rebuilt(
    doc: Doc, order: list[int], forms: dict[int, str] | None = None
) -> tuple[Doc, dict[int, int]]:
    """A Doc of the tokens ``order`` (old indices, in their new order; tokens may be left out)
    with the dependency tree carried over, and the old -> new index map. A kept token whose head
    was left out attaches to its nearest kept ancestor; the first word is capitalised."""
    index = {old: new for new, old in enumerate(order)}
    words = [(forms or {}).get(i, doc[i].text) for i in order]
    words[0] = capitalise(words[0])
    spaces = [True] * len(order)
    for k in range(len(order) - 1):
        nxt = doc[order[k + 1]]
        spaces[k] = (
            not (nxt.is_punct and nxt.text in ",.;:!?") and nxt.lower_ not in _NO_SPACE_BEFORE
        )
        if order[k] + 1 == order[k + 1]:
            spaces[k] = bool(doc[order[k]].whitespace_)
    spaces[-1] = False

    def head_of(i: int) -> int:
        cur = doc[i]
        while cur.head.i != cur.i and cur.head.i not in index:
            cur = cur.head
        return index.get(cur.head.i, index[i]) if cur.head.i != cur.i else index[i]

    new = Doc(
        doc.vocab,
        words=words,
        spaces=spaces,
        heads=[head_of(i) for i in order],
        deps=[doc[i].dep_ for i in order],
        tags=[doc[i].tag_ for i in order],
        pos=[doc[i].pos_ for i in order],
        lemmas=[doc[i].lemma_ for i in order],
        morphs=[str(doc[i].morph) for i in order],
    )
    return new, index


#: Modals of epistemic possibility whose negation scopes under them ("may not" = "possibly not").
EPISTEMIC_POSSIBILITY = frozenset({"may", "might"})


#: Adverbs of epistemic possibility (Lyons 1977 §17.2; Hoye 1997 ch. 7; Quirk et al. 1985
#: §8.127 on content disjuncts of doubt): speaker-oriented, they scope over a clausemate
#: negation (Ernst 2009; ``clause_scope.HEDGE_ADVERBS``), so "Maybe he won't come" is "possibly
#: not p", the subcontrary of "possibly p" (the modal square of opposition: both can be true),
#: as with "may not". "probably" is left out: "probably p" and "probably not p" are contraries.
EPISTEMIC_POSSIBILITY_ADVERBS = frozenset({"maybe", "perhaps", "possibly", "conceivably"})


def _epistemic_possibility(head: Token | None) -> bool:
    """``head``'s clause has an epistemic "may/might" (``EPISTEMIC_POSSIBILITY``) or an adverb
    of epistemic possibility ("Maybe one day the bus will arrive", "She perhaps left", "They
    left, maybe": ``EPISTEMIC_POSSIBILITY_ADVERBS``, on the verb or an auxiliary of it), which the
    negated premise keeps above its "not": the premise then is compatible with the sentence
    (blind review s9301 pres-018, pr209)."""
    if head is None:
        return False
    if any(c.dep_ == "aux" and c.lower_ in EPISTEMIC_POSSIBILITY for c in head.children):
        return True
    return any(
        k.dep_ == "advmod" and k.lower_ in EPISTEMIC_POSSIBILITY_ADVERBS
        for t in (head, *(c for c in head.children if c.dep_ in ("aux", "auxpass")))
        for k in t.children
    )


#: Verbal triggers whose draft is about an argument of the trigger verb: "exposed fault lines"
#: -> "Fault lines were hidden before", "A man stopped smoking" -> "A man had been smoking".
ARGUMENT_DRAFT_SUBTYPES = frozenset({"change_of_state", "aspectual_verbs", "re_verbs"})


#: The trigger verb's argument relations; a bare plural counts only as an (underlying) object.
ARGUMENT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj"})


BARE_PLURAL_DEPS = frozenset({"dobj", "nsubjpass"})


#: Determiners and quantifying adjectives of an indefinite noun phrase (Quirk et al. 1985 §5.12):
#: also those of an indefinite in a conditional, a discourse referent it introduces.
INDEFINITE_QUANTIFIERS = frozenset({"a", "an", "another", "some", "any", "several", "many", "few"})


def _indefinite_np(arg: Token) -> bool:
    """Whether ``arg`` is an indefinite or an existential bare plural: "a window", "some
    lines", "three men", "fault lines that run ..." (not a partitive "three of the men", a name,
    a pronoun, a possessed or definite noun). A bare plural subject of an active verb is left
    out: it is mostly kind-referring or contextually definite ("Prices continued to rise",
    "Sanctions remain in place"; Carlson 1977), and a kind's presupposition projects."""
    if arg.pos_ != "NOUN":
        return False
    kids = list(arg.children)
    if any(
        k.dep_ == "poss" or (k.dep_ == "det" and k.lower_ in DEFINITE_DETERMINERS) for k in kids
    ):
        return False
    premodifiers = arg.doc[arg.left_edge.i : arg.i]
    if any(k.dep_ == "prep" and k.lower_ == "of" for k in kids) or any(
        t.lower_ == "of" or t.dep_ in ("poss", "case") for t in premodifiers
    ):
        # "four billion of the world's seven billion people": a partitive of a definite set
        return False
    before = arg.doc[arg.left_edge.i - 1] if arg.left_edge.i > 0 else None
    if arg.i > arg.head.i and before is not None and before.text in (",", "(", "—", "–"):
        # "republished At Home on the Range, a 1947 cookbook ...": set off by a comma, the
        # indefinite is an appositive to a name, which it describes (Quirk et al. 1985 §17.65)
        return False
    if any(
        (k.lower_ in INDEFINITE_QUANTIFIERS and k.dep_ in ("det", "amod"))
        or (k.dep_ == "nummod" and k.i < arg.i)
        for k in kids
    ):
        return True
    has_det = any(k.dep_ == "det" for k in kids)
    return not has_det and arg.tag_ == "NNS" and arg.dep_ in BARE_PLURAL_DEPS


#: Continuative aspectual verbs that are raising verbs: "There continue to be problems", "There
#: keep being delays" (an expletive subject belongs to the complement; Perlmutter 1970 on the two
#: "begin"s; Huddleston & Pullum 2002 ch. 14 §5.2 on raising catenatives).
RAISING_CONTINUATIVES = frozenset({"continue", "keep"})


def _raised_continuative_subject(c: Candidate, trig: Token) -> bool:
    """Whether the trigger is a continuative raising verb ("continue", "keep") with a verbal
    complement: its subject is the complement's, raised, so the indefinite ("A few bullets
    continue to plink off your hull") is inside the proposition whose prior truth "continue"
    presupposes, "a few bullets have been plinking", an existential proposition that projects
    out of a question, a modal or "it's possible that" as a whole (Karttunen 1973; IMPPRES's
    embeddings). It is no argument of the trigger whose existence the operator takes away, as
    the object of "open a window" is (``indefinite_draft_subject``)."""
    return (
        c.subtype == "aspectual_verbs"
        and trig.lemma_.lower() in RAISING_CONTINUATIVES
        and any(t.dep_ in ("xcomp", "ccomp") and t.tag_ in ("VBG", "VB") for t in trig.children)
    )


def indefinite_draft_subject(c: Candidate, doc: Doc, text: str) -> Token | None:
    """The argument of a verbal trigger that the draft ``text`` is about, when it is an
    indefinite or existential bare plural (``_indefinite_np``), else None.

    Such a draft ("Has the Arab Spring exposed fault lines ...?" -> "Fault lines were hidden
    before") does not project out of negation, a modal, a question or "if": there the
    indefinite introduces no discourse referent (Karttunen 1976 "Discourse referents"; Heim
    1982, 1983 on indefinites and projection), so nothing is presupposed about one: "He didn't
    open a window" presupposes no closed window, only "if he opened a window, it was closed".
    The trigger's clause asserts the indefinite's existence, which the operator takes away,
    unlike a possessed definite ("a friend's car"), whose existence is presupposed. The plain
    episodic original still asserts a referent, so its pair is unaffected."""
    if c.subtype not in ARGUMENT_DRAFT_SUBTYPES:
        return None
    trig = _trigger_token(c, doc)
    if trig is None or trig.pos_ not in ("VERB", "AUX"):
        return None
    if _raised_continuative_subject(c, trig):
        return None
    if _characterizing_continuation(trig) or _characterizing_present(trig):
        return None
    start = text.lower()
    for arg in trig.children:
        if arg.dep_ not in ARGUMENT_DEPS or not _indefinite_np(arg):
            continue
        words = doc[arg.left_edge.i : arg.i + 1].text.lower()
        if start.startswith(words):
            return arg
    return None


def _characterizing_continuation(trig: Token) -> bool:
    """ "An irradiated cranberry will remain edible nearly forever": a continuation verb
    (``CONTINUATION_LEMMAS``) with an adjective complement, in the simple present or under
    "will"/"can", with a singular indefinite subject, is a characterizing sentence about the kind
    (Krifka et al. 1995 "Genericity: an introduction" §1.2; Carlson 1977): its indefinite is
    generic and introduces no episodic referent that an operator could take away, so the
    generic prior state ("An irradiated cranberry is edible") projects from "won't remain"
    as IMPPRES's embeddings do (blind review s1202i pres-045). "A guard will remain at the
    gate" (a place, no property) keeps its neutral embeddings."""
    if trig.lemma_.lower() not in CONTINUATION_LEMMAS:
        return False
    if not any(k.dep_ == "acomp" for k in trig.children):
        return False
    subj = next((k for k in trig.children if k.dep_ == "nsubj"), None)
    if subj is None or subj.tag_ != "NN":
        return False
    if not any(k.dep_ == "det" and k.lower_ in ("a", "an") for k in subj.children):
        return False
    auxes = [k for k in trig.children if k.dep_ == "aux"]
    if trig.tag_ in ("VBZ", "VBP"):
        return not auxes
    return trig.tag_ == "VB" and any(a.lower_ in ("will", "'ll", "wo", "can", "ca") for a in auxes)


def _characterizing_present(trig: Token) -> bool:
    """ "A value is recalculated whenever a value it depends on changes": a singular indefinite
    subject ("a"/"an" + common noun) of a verb in the simple present, active with no auxiliary
    or passive with a present "is"/"are" alone, makes a characterizing sentence about the kind
    (Krifka et al. 1995 "Genericity: an introduction" §1.2 and §3 on habitual and generic
    simple presents; Carlson 1977), the register of definitions. Its indefinite is generic and
    introduces no episodic referent for negation, a modal, a question or "if" to take away,
    so the trigger's presupposition, about the kind too ("A value has been calculated before"),
    projects as IMPPRES's embeddings do (blind review s1204b pres-073: "A value isn't
    recalculated ..." against it is entailment). The episodic past ("A guard reopened the
    gate") and any auxiliary ("can", "has") keep ``indefinite_draft_subject``'s neutral."""
    subj = next((k for k in trig.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None or subj.tag_ != "NN":
        return False
    if not any(k.dep_ == "det" and k.lower_ in ("a", "an") for k in subj.children):
        return False
    auxes = [k for k in trig.children if k.dep_ in ("aux", "auxpass")]
    if trig.tag_ == "VBZ":
        return not auxes
    return (
        trig.tag_ == "VBN"
        and len(auxes) == 1
        and auxes[0].dep_ == "auxpass"
        and auxes[0].lower_ in ("is", "are")
    )


CONTRASTIVE_WHILE = "contrastive-while"


#: Conjuncts that link a sentence to the discourse before it (Quirk et al. 1985 §8.134-8.137:
#: "then" of sequence, "now" of transition, "also" additive): the conditional frame leaves them
#: before "if" ("Then, if he sat down, it's okay"), where "then" reads as "in that case" and
#: none of them belongs to the condition (blind review: "drop 'Then,'").
CONDITIONAL_DROPPED_CONJUNCTS = re.compile(r"^(?:Then|And then|Now|Also|So),\s+(?=if\b)")


#: The flag of a conditional premise whose antecedent holds a colon or semicolon.
CONDITIONAL_OVER_COLON = "conditional-over-colon"


def _conditional_frame(premise: Rewritten) -> Rewritten:
    """The conditional premise without a discourse conjunct left before "if"
    (``CONDITIONAL_DROPPED_CONJUNCTS``), and refused (``conditional-over-colon``) when its
    antecedent holds a colon or semicolon: "If recent events suggest one explanation: the
    rulers have grown wary, it's okay". What follows a colon is a second main clause that
    elaborates the first (Quirk et al. 1985 App. III.21; Huddleston & Pullum 2002 ch. 20
    §5.3), which an if-clause cannot contain: the frame is ungrammatical and the trigger in
    the second clause is outside the condition (blind review, rubric b)."""
    text = CONDITIONAL_DROPPED_CONJUNCTS.sub("", premise.text)
    if text != premise.text:
        text = capitalise(text)
        premise = replace(premise, text=text)
    antecedent = text.rsplit(f", {CONDITIONAL_CONSEQUENT}", 1)[0]
    if re.search(r"[:;]\s", antecedent):
        return replace(premise, ok=False, flags=(*premise.flags, CONDITIONAL_OVER_COLON))
    return premise


#: Verbs of opinion and private judgement ("while many people found it slow", "while I
#: noticed ..."): a simple-tense judgement is a stance set against another, not a stretch of time.
OPINION_VERBS = frozenset(
    {"find", "think", "feel", "believe", "consider", "notice", "agree", "disagree", "like"}
    | {"love", "hate", "prefer", "admit", "acknowledge", "concede", "appreciate"}
)


#: Degree adverbs on a gradable predicative adjective ("was very impressive").
DEGREE_ADVERBS = frozenset(
    {"very", "quite", "extremely", "really", "pretty", "rather", "fairly", "so", "too"}
    | {"highly", "incredibly", "truly", "somewhat", "already"}
)


def _contrastive_while(trig: Token | None) -> bool:
    """Whether a "while" clause with its own subject is contrastive or concessive ("whereas,
    although"), not temporal: its verb carries emphatic "do" ("while the district did hold
    that ..."), is a simple-tense verb of opinion ("while many people found this film too
    slow"), or is a copula with a degree-modified adjective ("While Twin Warriors was very
    impressive"). Emphatic "do" affirms a proposition conceded against another (Quirk et al.
    1985 §18.59; Huddleston & Pullum 2002 ch. 3 §2.1 on emphatic polarity), and a judgement or an
    evaluation names no stretch of time to frame the main clause; contrastive "while" is a
    peripheral adverbial clause (Quirk et al. 1985 §15.22, §15.45; Haegeman 2004, 2012), outside
    the negation, modal, question or "if" of its host, so an embedded premise tests no projection
    of a temporal trigger (blind review: "'while' is concessive")."""
    if trig is None or trig.lower_ != "while" or trig.dep_ != "mark":
        return False
    verb = trig.head
    kids = list(verb.children)
    if not any(k.dep_ in ("nsubj", "nsubjpass", "expl") for k in kids):
        return False
    if any(k.dep_ == "neg" for k in kids):
        return False
    if any(k.dep_ == "aux" and k.lemma_ == "do" for k in kids) and verb.tag_ == "VB":
        return True
    progressive = verb.tag_ == "VBG" or any(k.dep_ == "aux" and k.lemma_ == "be" for k in kids)
    if verb_lemma(verb) in OPINION_VERBS and not progressive:
        return True
    if verb_lemma(verb) == "be":
        return any(
            k.dep_ == "acomp"
            and k.pos_ == "ADJ"
            and any(a.dep_ == "advmod" and a.lower_ in DEGREE_ADVERBS for a in k.children)
            for k in kids
        )
    return False
