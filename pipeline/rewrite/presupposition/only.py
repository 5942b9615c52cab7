"""Drafts of "only": "only X VP" -> the prejacent "X VP" (Horn 1969; NOPE App. C)."""

from __future__ import annotations

import re

from spacy.tokens import Doc, Token

from ...records import Candidate
from ...syntax import (
    DASH_TOKENS,
    FINITE_TAGS,
    is_finite_clause,
)
from ..clause_scope import (
    NOMINATIVE_PRONOUNS,
    inverted_declarative,
)
from ..embedding import (
    coordinator_led_apposition,
)
from .helpers import (
    RELATIVE_WORDS,
    Draft,
    _clause_core,
    _clause_text,
    _plural,
    _sentence,
    _subject,
    _text,
)
from .shared import (
    CONCESSIVE_SUBORDINATORS,
    CONDITION_SUBORDINATORS,
    SUBSTITUTIVE_MARKERS,
    _frame_adjuncts,
    _has_subject,
    _only_clause,
    _time_noun,
    fronted_dependents,
)


def _perspective_pp(clause: Token) -> bool:
    """ "To a farmer, there was only one season": a fronted "to"-PP before a comma and the
    subject is a viewpoint adjunct ("To me, ...", "in X's view"; Quirk et al. 1985 §8.127,
    §8.129), which relativises the whole proposition to a judge (Lasersohn 2005 on
    perspective-dependent truth): the prejacent holds only for that judge, and the clause core
    the draft keeps ("There was one season") drops it and asserts it of the world. The core
    cuts fronted adjuncts as outside the proposition, which is wrong for this one: no draft
    (stop 47, pr54). A "to"-PP after the verb ("gave only one book to Lee") is an argument."""
    doc = clause.doc
    subj = next((k for k in clause.children if k.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    for k in clause.children:
        if (
            k.dep_ == "prep"
            and k.lower_ == "to"
            and k.i < clause.i
            and (subj is None or k.i < subj.i)
            and k.right_edge.i + 1 < len(doc)
            and doc[k.right_edge.i + 1].text == ","
        ):
            return True
    return False


#: Quantifiers that head a noun phrase of their own with the noun left out ("most [of them]",
#: "some", "all"): fused-head partitives (Huddleston & Pullum 2002 ch. 5 §9.2).
FUSED_HEAD_QUANTIFIERS = frozenset(
    {"most", "some", "many", "all", "few", "several", "both", "each", "none", "others"}
)


def _lost_conjunct_subject(clause: Token) -> bool:
    """Whether a verb conjunct the parser left without a subject has one all the same, so that
    borrowing the first conjunct's subject garbles the draft ("..., and most only have one
    lung" -> "Snakes' paired organs most have one lung"; "..., and his record of 1,767 was
    only surpassed" -> "He was surpassed"): a fused-head quantifier before the verb ("most",
    ``FUSED_HEAD_QUANTIFIERS``) is its subject, and words between the coordinator and the
    conjunct that the parse hung elsewhere are its subject noun phrase. A clause conjunct has
    its own subject (Quirk et al. 1985 §13.43: only a predicate conjunct shares the subject);
    with the parse unsure which, no draft."""
    doc = clause.doc
    if any(
        t.i < clause.i and t.lower_ in FUSED_HEAD_QUANTIFIERS and t.dep_ != "det"
        for t in clause.subtree
    ):
        return True
    before = doc[clause.left_edge.i - 1] if clause.left_edge.i > 0 else None
    return before is not None and not (
        before.dep_ == "cc" or before.is_punct or before.i == clause.head.right_edge.i
    )


def _corrective_not_tag(trig: Token, clause: Token) -> bool:
    """ "They believe only in the idea, not the thing itself", "funds only local artists, not
    foreign ones": a ", not Y" phrase after the focus spells out the exclusive component of
    "only" (nothing other than X, so not Y), which is its at-issue assertion, while the
    prejacent ("They believe in the idea") is what projects (Horn 1969; Beaver & Clark 2008 ch.
    10; Quirk et al. 1985 §13.94 on "not X, only Y" correctives). Deleting "only" keeps the
    tag, and the draft then states the assertion under a question or negation (review s1202v):
    no draft. A "not" that negates a verb ("..., but it did not help") is the clause's own."""
    doc = trig.doc
    for t in clause.subtree:
        if (
            t.i > trig.i + 1
            and t.lower_ == "not"
            and doc[t.i - 1].text in (",", ";", "--", "\u2014")
            and t.head.pos_ not in ("VERB", "AUX")
        ):
            return True
    return False


def _supplementive_with(trig: Token, clause: Token) -> set[int]:
    """Indices of a comma-set-off "with" phrase after the verb that carries a clause of its
    own ("can be compared only within each type, with the restriction that ranges do not
    support ordering"), with its comma. Such a phrase is a supplementive adjunct (Quirk et al.
    1985 §15.58 on "with" + noun phrase + predication; §17.26 on the appositive "that"-clause
    of nouns like "restriction, exception, caveat"): it adds a proposition of its own beside
    the host's, as supplements do (Potts 2005 ch. 4), outside "only"'s domain, so the
    prejacent is the host clause without it (Horn 1996; review s1204o pres-037), as
    :func:`_peripheral_clauses` does for comma-set contrast and reason clauses. A "with"
    phrase with no clause in it ("only with root access") or holding "only" itself stays."""
    out: set[int] = set()
    doc = clause.doc
    for k in clause.children:
        if k.dep_ != "prep" or k.lower_ != "with" or k.i < clause.i or k.i < trig.i:
            continue
        if doc[k.i - 1].text != "," or k.left_edge.i <= trig.i <= k.right_edge.i:
            continue
        if any(t.pos_ in ("VERB", "AUX") and t.i != k.i and _has_subject(t) for t in k.subtree):
            out.update(t.i for t in k.subtree)
            out.add(k.i - 1)
    return out


def _appended_negative_contrast(trig: Token, clause: Token) -> set[int]:
    """ "It does only algebra, no derivatives", "It has only three types: A, B and C but no
    structures": a noun phrase opened by "no", appended after the focus with a comma or "but",
    spells out the exclusive component of "only" (nothing other than X: no Y), which is the
    at-issue assertion, while only the prejacent projects (Horn 1969; Beaver 2001; Beaver &
    Clark 2008 ch. 10; Quirk et al. 1985 §13.94 on appended contrastive phrases). The draft
    states the prejacent, so the appended phrase goes with its comma or "but" (review s1204i
    pres-026/064/067, s1204h pres-050). The indices to drop; none for a "no" phrase that is an
    argument of its own ("only Kim saw no one")."""
    doc = trig.doc
    out: set[int] = set()
    for t in clause.subtree:
        head = t.head
        if not (
            t.lower_ == "no"
            and t.dep_ == "det"
            and t.i > trig.i
            and head.dep_ in ("appos", "conj")
            and head.left_edge.i == t.i
            and t.i > 0
        ):
            continue
        before = doc[t.i - 1]
        if before.text == ",":
            out.update(x.i for x in head.subtree)
            out.add(before.i)
        elif before.lower_ == "but" and before.dep_ == "cc":
            out.update(x.i for x in head.subtree)
            out.add(before.i)
            if before.i > 0 and doc[before.i - 1].text == ",":
                out.add(before.i - 1)
    return out


def _appended_substitute(trig: Token, clause: Token) -> set[int]:
    """ "Only the top folders are printed, rather than every file": a "rather than / instead of"
    phrase (``SUBSTITUTIVE_MARKERS``) appended after "only" with a comma names the alternative
    that "only" excludes. The exclusion is what "only" asserts, the prejacent what it
    presupposes (Horn 1969; Beaver & Clark 2008 ch. 10), so the draft states the prejacent
    without it, as for an appended "no" phrase (``_appended_negative_contrast``); kept, the
    draft asserts the exclusion the premise's embeddings deny or question (blind review s1204s
    pres-052). The indices of the phrase and its comma; none without a comma before the marker
    ("walked rather than drove" is a predicate of its own)."""
    doc = trig.doc
    in_clause = {t.i for t in clause.subtree}
    for tok in doc[trig.i + 1 : -1]:
        if tok.i not in in_clause or tok.i == 0 or doc[tok.i - 1].text != ",":
            continue
        if (tok.lower_, doc[tok.i + 1].lower_) not in SUBSTITUTIVE_MARKERS:
            continue
        marker = doc[tok.i + 1]
        end = max(tok.right_edge.i, marker.right_edge.i)
        if marker.right_edge.i <= marker.i:
            return set()  # the parser left the compared phrase elsewhere: nothing to cut
        return {tok.i - 1, *range(tok.i, end + 1)}
    return set()


#: Words after a degree or pro-form "so" that show it is no clause link: "so that", "so as
#: to", "so far", "and so on", "so much / many / few / little", "so-called".
_NON_LINKING_AFTER_SO = frozenset(
    {"that", "as", "far", "on", "forth", "much", "many", "few", "little", "called", "-"}
)


def _before_result_so(trig: Token, words: list[Token]) -> list[Token]:
    """ "Early tools only knew the machine code so debugging had to be done by hand": a
    finite clause after "only" that "so" introduces is a clause of result (Quirk et al. 1985
    §15.48 on "so (that)" of result, §13.5 on "so" = "therefore"), a proposition of its own
    that follows from the first; the focus particle's prejacent is the clause "only" is in
    (Rooth 1992), and keeping the result clause states a causal link the presupposition does
    not carry (review s1204j pres-005). The mirror of ``_after_result_so``: the draft stops
    before "so" when "so" is the first word of a finite clause after "only" whose subject
    follows "so" (the parser hangs "so" on that clause's verb, as advmod or mark). "so that"
    (purpose, §15.48) and a degree "so" ("so useful that") are left alone."""
    doc = trig.doc
    idx = {t.i for t in words}
    for so in (t for t in words if t.lower_ == "so" and t.i > trig.i):
        if so.i + 1 < len(doc) and doc[so.i + 1].lower_ in _NON_LINKING_AFTER_SO:
            continue
        verb = so.head
        if verb.tag_ not in FINITE_TAGS and verb.dep_ in ("nsubj", "nsubjpass"):
            verb = verb.head  # "so sometimes debugging had to ...": "so" hung on the subject
        if verb.i <= so.i or verb.tag_ not in FINITE_TAGS or verb.i not in idx:
            continue
        if verb.dep_ not in ("ccomp", "advcl", "conj", "parataxis"):
            continue
        if not any(
            k.dep_ in ("nsubj", "nsubjpass", "expl") and so.i < k.i < verb.i for k in verb.children
        ):
            continue
        start = min(so.i, verb.left_edge.i)
        end = verb.right_edge.i
        kept = [t for t in words if t.i < start or t.i > end]
        while kept and kept[-1].i < start and (kept[-1].text == "," or kept[-1].dep_ == "cc"):
            kept.pop()
        return kept
    return words


def _before_dash_clause(trig: Token, words: list[Token]) -> list[Token]:
    """ "Only the first block could be read - to read others the pointer was moved": a
    clause after a dash (a spaced hyphen, "--", an en or em dash: ``syntax.DASH_TOKENS``) that
    follows "only" is an appended sentence or aside of its own, not part of the clause "only"
    is in (Quirk et al. 1985 App. III.23-III.27 on the dash marking a break before an
    afterthought or a parenthesis; Huddleston & Pullum 2002 ch. 20 §5); the prejacent is the
    clause before it (Rooth 1992), and keeping the rest writes a second claim into the
    presupposition (review s1204j pres-017). Cut from the dash to the next dash (a pair encloses
    a parenthesis) or to the end, when the cut part has a finite verb with a subject of its
    own. A hyphen inside a word is no token; an unspaced one ("1990-1995") is no dash here."""
    doc = trig.doc
    dashes = [
        t
        for t in words
        if t.i > trig.i
        and t.text in DASH_TOKENS
        and (t.text != "-" or (t.whitespace_ and t.i > 0 and doc[t.i - 1].whitespace_))
    ]
    if not dashes:
        return words
    first = dashes[0]
    end = dashes[1].i if len(dashes) > 1 else max(t.i for t in words)
    cut = [t for t in words if first.i < t.i <= end]
    if not any(
        any(k.dep_ in ("nsubj", "nsubjpass", "expl") and k.i > first.i for k in t.children)
        and (
            t.tag_ in FINITE_TAGS
            or any(k.dep_ in ("aux", "auxpass") and k.tag_ in FINITE_TAGS for k in t.children)
        )
        for t in cut
    ):
        return words
    return [t for t in words if t.i < first.i or t.i > end]


def _after_result_so(trig: Token, words: list[Token]) -> list[Token]:
    """ "Most accesses are reads so buffered write-through is only useful for slow memory":
    "so" between two finite clauses is the coordinator of result (Quirk et al. 1985 §13.5,
    §15.22 on "so" = "therefore"; Huddleston & Pullum 2002 ch. 15 §2.2), and each clause
    states a proposition of its own. "only" in the second clause has that clause as its
    prejacent; keeping the first clause and "so" states a causal claim the presupposition
    does not carry (review s1204i pres-004/020). The small model often misses the link
    without a comma and hangs the first clause inside the second: the draft words after the
    last linking "so" before "only", when a finite verb precedes it and a finite verb and a
    subject-like word follow it before "only". A degree "so" ("so useful", "so much") or a
    pro-form "so" after a verb ("did so") is no link."""
    doc = trig.doc
    idx = {t.i for t in words}
    for s in sorted((t for t in words if t.lower_ == "so" and t.i < trig.i), key=lambda t: -t.i):
        if s.i + 1 >= len(doc) or s.i == 0:
            continue
        nxt, prev = doc[s.i + 1], doc[s.i - 1]
        if (
            nxt.lower_ in _NON_LINKING_AFTER_SO
            or nxt.tag_ in ("JJ", "JJR", "JJS", "RB", "RBR", "RBS")
            or prev.pos_ in ("VERB", "AUX")
            or prev.lower_ in ("or", "not", "if")
        ):
            continue
        before = [t for t in words if t.i < s.i]
        after = [t for t in words if s.i < t.i]
        if not any(t.tag_ in FINITE_TAGS for t in before):
            continue
        lead = [t for t in after if t.i < trig.i]
        if not any(t.tag_ in FINITE_TAGS for t in after) or not any(
            t.pos_ in ("NOUN", "PROPN", "PRON") for t in lead
        ):
            continue
        if all(t.i in idx for t in after):
            return after
    return words


#: Words that head a "such as" / "as" / "than" clause standing for a relative or comparative
#: clause (Quirk et al. 1985 §15.63-15.70 comparative clauses; "such ... as" relative-like
#: clauses, H&P 2002 ch. 12 §6 on "as" relatives).
_AS_CLAUSE_WORDS = frozenset({"as", "than"})


def _inside_as_clause(trig: Token, clause: Token) -> bool:
    """ "It had been a speech such as only kings deliver": "only" sits in a "such as" (or a
    comparative "as"/"than") clause that the parser hung under a preposition of the main clause
    (or read as a noun phrase, "deliver"/NN). The prejacent of "only" is the proposition of its
    own clause (Horn 1969; Rooth 1992; IMPPRES's "only" templates are main clauses): "kings
    deliver such speeches". Deleting "only" from the main clause instead restates the main
    clause's assertion ("It had been a speech such as kings deliver"), which a conditional or a
    question over the sentence does not entail (blind review s9702 pres-008). The embedded
    clause has no sentence of its own without rebuilding "such" into its object, so no draft.
    The "as" counts when "such"/"same" stands before it or a subject is inside its phrase (a
    clause, not a role phrase: "He worked as only a clerk" keeps its draft)."""
    doc = trig.doc
    for anc in trig.ancestors:
        if anc.i == clause.i:
            return False
        if anc.lower_ not in _AS_CLAUSE_WORDS or anc.dep_ not in ("prep", "mark", "cc"):
            continue
        before = doc[anc.i - 1].lower_ if anc.i > 0 else ""
        if before in ("such", "same") or any(k.lower_ == "such" for k in anc.children):
            return True
        if any(t.dep_ in ("nsubj", "nsubjpass") for t in anc.subtree):
            return True
    return False


def _draft_only(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    """The prejacent: the trigger's clause without "only" (NOPE App. C, IMPPRES Table 5), and
    without what lies outside that clause's proposition (``_clause_core``): "Despite its
    independence, the region only elected one mayor" -> "The region elected one mayor". A clause
    in a relative or subject clause has no subject of its own to state it with: no draft."""
    clause = _only_clause(trig)
    focus = trig.head
    if _fronted_only_operator(trig) and inverted_declarative(clause) is None:
        return None  # "Only in the spring do the geese return": an inversion the parse missed
    cleft = _cleft_with_only(trig, clause)
    if cleft is not None:
        return _declefted_prejacent(trig, cleft, doc)
    if _verb_conjunct(focus, clause) and _gapped_object_conjunct(focus):
        # "It supports hiding and, among friends only, rumour sharing": a noun phrase conjunct
        # of the verb, the object of a gapped clause; the draft restores the shared verb
        return _restored_gapped_prejacent(trig, focus, clause, doc)
    if _verb_conjunct(focus, clause):
        # "She sings and only dances on Sundays": "only" sits in the second VP conjunct, whose
        # own words are its clause; the parser's noun tag ("dances"/NNS) hid the verb
        if _shared_auxiliary(clause, focus):
            # "The files are opened and only read by the kernel": the conjunct shares the first
            # one's auxiliary (Quirk et al. 1985 §13.46), which the conjunct alone drops ("The
            # files read by the kernel."), as ``_verb_conjunct_above`` refuses: no draft
            return None
        clause = focus
    else:
        conjunct = _verb_conjunct_above(focus, clause)
        if conjunct is not None:
            # "You scan the surface and pick up only a single source": "only" is inside the
            # second VP conjunct's object, so that conjunct (with the shared subject) is the
            # prejacent, not the first one (Rooth 1992; blind review s1202i pres-009)
            clause = conjunct
    if clause.dep_ in ("relcl", "acl", "csubj", "csubjpass"):
        return None
    if _inside_as_clause(trig, clause):
        return None
    if clause.dep_ in ("xcomp", "ccomp", "advcl") and not _has_subject(clause):
        # "J uses only the ASCII character set": the parser took the object's head noun for a
        # finite verb ("set"/VBD, xcomp) and the "clause" is the noun phrase alone; a finite
        # clause needs a subject (Quirk et al. 1985 §2.13), and a subjectless complement gives
        # the bare noun phrase "The ASCII character set." as the draft (review s1204d): no draft
        return None
    if focus.dep_ in ("appos", "conj", "npadvmod") and trig.i > 0 and doc[trig.i - 1].text == ",":
        # "X does not require desire, only patience": an elliptical corrective phrase (Quirk et
        # al. 1985 §13.94, "not X, only Y"): its prejacent is a clause with Y in X's place,
        # which deleting "only" does not give
        return None
    if (
        trig.i > 0
        and doc[trig.i - 1].lower_ == "but"
        and focus.pos_ not in ("VERB", "AUX")
        and focus.dep_ not in ("nsubj", "nsubjpass")
    ):
        # "They stayed, but only for a week", "90 yards, but only 19 carries": "but only" + a
        # phrase is a restrictive afterthought on the preceding clause (Quirk et al. 1985
        # §13.98, appended clauses); deleting "only" leaves "but for a week", the exceptive
        # "but for" = "except for" (§9.62), or "but 19 carries", a contrast the source did not
        # draw: no draft. "but only Lee came", "but only lasted a week" keep theirs.
        return None
    if _corrective_not_tag(trig, clause):
        return None
    if _perspective_pp(clause):
        return None
    if _deontic_only(trig, clause):
        return None
    if _ranking_pp(trig, clause):
        return None
    if _partitive_count(trig):
        return None
    shared: list[Token] = []
    if clause.dep_ == "conj" and not _has_subject(clause):
        # a VP conjunct ("He came and only ate bread"): its subject is the first conjunct's
        if _lost_conjunct_subject(clause):
            return None
        host = _corrected_negative_conjunct(clause) or clause.head
        subj = _subject(host) if host.i != clause.head.i else _subject(clause)
        if subj is None:
            return None
        shared = list(subj.subtree)
        if _shared_auxiliary(host, clause):
            operators = _operators_shared_after_but(host, clause)
            if operators is None:
                return None
            shared += operators
    drop = {trig.i}
    drop.update(_negated_focus_conjuncts(focus, trig))
    holder = _verb_conjunct_holding(trig, clause)
    if holder is not None and not _shared_right_dependent(trig, clause, holder):
        # "You can stockpile X and finish it in only one turn": the focus is in a later verb
        # conjunct that shares the auxiliary, and dropping that conjunct drops the focus with it
        # (the draft would state the other conjunct, no prejacent of "only"): no draft
        return None
    for k in clause.children:  # other clauses: coordinated clauses, ", she said"
        if k.dep_ == "conj" and _conjunct_of_inner_coordinator(clause, k):
            continue  # "patients who both remained ... and also attended": one coordination
        if holder is not None and k.i == holder.i:
            continue  # "created and inspected only by calls": a shared dependent, kept whole
        if _coordinated_predicate_focus(trig, clause, k):
            continue  # "He could only sing and dance": the prejacent keeps both conjuncts
        if (k.dep_ == "conj" and k.pos_ in ("VERB", "AUX")) or k.dep_ == "parataxis":
            drop.update(t.i for t in k.subtree)
            drop.update(x.i for x in clause.children if x.dep_ == "cc" and clause.i < x.i < k.i)
    for k in clause.children:
        # "X has radar; only one prototype was converted": a clause before a semicolon is a
        # sentence of its own (Quirk et al. 1985 §1.45: the semicolon joins independent
        # clauses), whatever the parser hangs it on (a ccomp here)
        # A colon before a clause likewise ends the independent clause it follows: what comes
        # after it is a clause of its own that explains or specifies the first (Quirk et al.
        # 1985 App. III.18; Huddleston & Pullum 2002 ch. 20 §5), so "only" in it does not
        # scope over the first ("Congress had no power of taxation: it could only request
        # money" -> "It could request money")
        semis = [t for t in doc[k.right_edge.i + 1 : clause.i] if t.text in (";", ":")]
        if k.i < clause.i and k.dep_ in ("ccomp", "conj", "parataxis") and semis:
            drop.update(range(k.left_edge.i, semis[-1].i + 1))
        elif _comma_spliced_before(k, clause):
            drop.update(range(k.left_edge.i, k.right_edge.i + 2))
    drop.update(_peripheral_clauses(clause))
    drop.update(_reason_clauses_after_focus(trig, clause))
    domain_frames, domain_words = _exclusive_domain(trig, clause)
    if (domain_frames or domain_words) and _remainder_anaphor(clause, domain_words):
        # "Of all the rooms, only the kitchen is heated, the rest being cold": "the rest" is
        # read against the domain phrase, which the prejacent cannot keep (it restricts only
        # what "only" excludes) nor drop (the anaphor loses its antecedent): no draft
        return None
    drop.update(domain_words)
    drop.update(_supplementive_with(trig, clause))
    drop.update(coordinator_led_apposition(clause))
    drop.update(_appended_negative_contrast(trig, clause))
    drop.update(_appended_substitute(trig, clause))
    words = [t for t in clause.subtree if t.i not in drop]
    words = _after_result_so(trig, words)
    words = _before_result_so(trig, words)
    words = _before_dash_clause(trig, words)
    inner = _bracket_around(trig, words)
    if inner is not None:
        # "Users cannot fill the disk (they can only fill up /tmp/)": "only" is inside a
        # bracketed clause, an aside with a proposition of its own (Huddleston & Pullum 2002
        # ch. 15 §5); its prejacent is that clause ("They can fill up /tmp/"), not the host
        # clause with the aside cut out (review s1202d)
        if not any(t.dep_ in ("nsubj", "nsubjpass", "expl") for t in inner):
            return None
        words = inner
    core = _clause_core(
        clause,
        words,
        keep=trig.head if trig.head.i != clause.i else None,
        frames=(_frame_adjuncts(clause) | _restricting_frames(clause)) - domain_frames,
    )
    if core is None:
        return None
    if inner is not None:
        core = [t for t in core if t.i in {w.i for w in inner}]
    core = _without_attention_marker(core)
    core = _without_appended_at_that(core, focus)
    last = next((t for t in reversed(core) if not t.is_punct), None)
    if last is not None and (last.dep_ == "cc" or last.pos_ == "CCONJ"):
        # never end a draft on a coordinator ("... remained in the program and."): half a
        # coordination is no clause (blind review #11, twenty-second pass)
        return None
    if _noun_phrase_cut_at_comma(core, doc):
        return None
    aux = inverted_declarative(clause)
    if aux is not None and trig.i < aux.i:
        # "Only at night was the noise not audible": "only" fronted with inversion
        reordered = _uninverted_prejacent(trig, clause, aux, core)
        if reordered is None or shared:
            return None
        text = reordered
    else:
        text = _clause_text(shared + core, doc[0])
    plural_be = _existential_plural_be(trig, clause, core)
    if plural_be is not None:
        text = _agreeing_existential(text, plural_be)
        if text is None:
            return None
    return Draft(_sentence(text), True, "only:prejacent")


def _uninverted_prejacent(trig: Token, clause: Token, aux: Token, core: list[Token]) -> str | None:
    """The prejacent of a fronted "only"-phrase with subject-copula inversion, in declarative
    order: "Only at night was the noise not audible" -> "The noise was not audible at night";
    or None.

    The inversion is triggered by the fronted restrictive "only" (Quirk et al. 1985 §18.24,
    negative/restrictive fronting; Huddleston & Pullum 2002 ch. 9 §1.4): dropped "only", the
    phrase no longer licenses it, and "*At night was the noise not audible" keeps the inverted
    order with nothing to invert it (blind review, pr238). The fronted phrase goes back to the
    end of the clause, the canonical place of an adjunct (Quirk §8.13, end position). Only a
    plain copula clause is reordered (the subject right after "be", the fronted phrase one
    dependent of the clause, no comma after it); an inverted auxiliary ("Only then did she
    see ...") is refused by ``_clause_core`` as before, and pr234 refuses "Only when ...
    would S V" read with the main clause below the fronted one."""
    if aux.i != clause.i or clause.lemma_ != "be":
        return None
    subject = next(
        (c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass") and c.i > aux.i), None
    )
    if subject is None or subject.left_edge.i != aux.i + 1:
        return None
    fronted = [t for t in core if t.i < aux.i and t.i != trig.i]
    inside = {f.i for f in fronted}
    if not fronted or {t.head.i for t in fronted if t.head.i not in inside} != {clause.i}:
        return None
    if fronted[-1].is_punct:
        return None  # "Only then, was she ...": no plain clause
    # "was the noise not audible" parsed with "not audible" on "noise" (amod): a predicative
    # adjective after the subject's head noun belongs to the copula (Quirk §16.21)
    last = subject.right_edge.i
    if not any(c.dep_ in ("acomp", "attr") for c in clause.children):
        after = [c for c in subject.children if c.i > subject.i and c.dep_ == "amod"]
        if after:
            last = min(a.left_edge.i for a in after) - 1
    subj = [t for t in core if subject.left_edge.i <= t.i <= last]
    rest = [t for t in core if t.i > last]
    end = [t for t in rest[-1:] if t.is_punct and t.text in ".!"]
    rest = rest[: len(rest) - len(end)]
    if not subj or not rest or any(t.is_punct for t in rest):
        return None
    forms: dict[int, str] = {}
    if fronted[0].pos_ != "PROPN" and fronted[0].text != "I":
        forms[fronted[0].i] = fronted[0].text.lower()
    # pieces in their new order (``_text`` keeps the source order within a piece)
    pieces = (_text(subj), _text([aux, *rest]), _text(fronted, forms), _text(end))
    return " ".join(p for p in pieces if p)


def _fronted_only_operator(trig: Token) -> bool:
    """Is "only" on a fronted adverbial ("Only in the spring", "Only then") that an operator
    follows right after, before a subject ("Only in the spring do the geese return")? The
    restrictive "only" fronted inverts its clause (Quirk et al. 1985 §18.24), and the parser
    may miss the inversion ("do" read as the root, "geese return" as its object): the draft
    without "only" would keep the inverted order ("*In the spring do the geese return"), so
    no draft, as ``_clause_core`` refuses an inverted auxiliary it sees (pr238)."""
    focus = trig.head
    if trig.i != focus.left_edge.i or focus.pos_ not in ("ADP", "ADV", "SCONJ"):
        return False
    doc = trig.doc
    if trig.i != trig.sent.start and not doc[trig.i - 1].is_punct:
        return False
    k = focus.right_edge.i + 1
    if k + 1 >= len(doc):
        return False
    op, nxt = doc[k], doc[k + 1]
    operator = op.tag_ == "MD" or (op.lemma_ in ("do", "have", "be") and op.tag_ in FINITE_TAGS)
    return operator and nxt.tag_ in ("DT", "PRP", "PRP$", "NNP", "NNPS", "CD", "EX")


#: Singular forms of existential "be" and their plurals (CGEL ch. 5 §18 existential concord).
_PLURAL_BE = {"is": "are", "was": "were", "'s": "are", "’s": "are"}


def _existential_plural_be(trig: Token, clause: Token, core: list[Token]) -> Token | None:
    """ "There is only a few wontons per can": the singular "is/was/'s" of an existential
    clause whose pivot (the displaced subject) is plural, the source's own agreement slip,
    which the focus "only" hid: "There's only a few" is colloquially common before a
    quantified plural, with "only" between the verb and the pivot (Huddleston & Pullum 2002
    ch. 5 §18: in existentials the verb agrees with the pivot; Quirk et al. 1985 §10.29 on
    informal "there's" + plural). Without "only" the draft "There is a few wontons" is plainly
    ungrammatical (blind review s1207a pres-030), so the verb is put in the plural. None when
    the clause is no such existential."""
    if clause.lemma_ != "be" or clause.lower_ not in _PLURAL_BE:
        return None
    if not any(k.dep_ == "expl" and k.lower_ == "there" for k in clause.children):
        return None
    if clause.i not in {t.i for t in core}:
        return None
    pivot = next(
        (k for k in clause.children if k.dep_ in ("attr", "nsubj") and k.i > clause.i), None
    )
    if pivot is None or pivot.tag_ not in ("NNS", "NNPS") or not _plural(pivot):
        # a plural head only: "a handful of cookies" (singular head, notional plural) takes
        # either verb (Quirk et al. 1985 §10.35) and the source's "was" stands
        return None
    return clause


def _agreeing_existential(text: str, be: Token) -> str | None:
    """``text`` with the existential verb ``be`` made plural ("There is a few" -> "There are
    a few", "There's a few" -> "There are a few"), None when it is not found exactly once."""
    glue = "" if be.lower_ in ("'s", "’s") else " "
    pattern = re.compile(r"\b([Tt]here)" + glue + re.escape(be.text) + r"\b")
    if len(pattern.findall(text)) != 1:
        return None
    plural = _PLURAL_BE[be.lower_]
    return pattern.sub(lambda m: f"{m.group(1)} {plural}", text, count=1)


def _noun_phrase_cut_at_comma(core: list[Token], doc: Doc) -> bool:
    """The draft keeps a determiner + adjective noun phrase whose words after a comma it drops:
    "issued for the current, released stable distribution" -> "issued for the current".
    Adjectives separated by a comma before a noun are coordinated premodifiers of one noun
    phrase (Quirk et al. 1985 §7.18 on coordinated premodifiers; §17.123 on commas between
    them), and a determiner + adjective with no noun is a noun phrase only in the generic
    "the rich" use (§7.23); when the parser reads the next premodifier as a verb conjunct
    ("released"/VBD) the draft stops at the comma, inside the noun phrase, and states a
    headless fragment (blind review s1204r, pattern 4). A comma followed by words the draft
    keeps ("for the poor, the sick and the old") is a real list and stays."""
    kept = {t.i for t in core}
    for tok in core:
        if tok.tag_ not in ("JJ", "JJR", "JJS") or tok.dep_ not in _NOUN_PHRASE_SLOTS:
            continue
        if any(k.pos_ in ("NOUN", "PROPN") for k in tok.children):
            continue
        if not any(k.dep_ == "det" for k in tok.children):
            continue
        nxt = tok.i + 1
        if nxt + 1 < len(doc) and doc[nxt].text == "," and nxt + 1 not in kept:
            return True
    return False


#: Dependency slots of a noun phrase head (an adjective in one is a headless noun phrase).
_NOUN_PHRASE_SLOTS = frozenset({"pobj", "dobj", "nsubj", "nsubjpass", "attr", "appos"})


def _coordinated_predicate_focus(trig: Token, clause: Token, conj: Token) -> bool:
    """ "He could only sing and dance", "She only smiled and nodded": "only" right before the
    first of two coordinated predicates, the second with no subject, auxiliary or adverb
    between the coordinator and it. "only" then adjoins the coordinated VP and its focus is the
    whole coordination (Huddleston & Pullum 2002 ch. 6 §7.3 on focusing modifiers taking a
    coordination in their scope; ch. 15 §4 on VP coordination sharing the subject and
    auxiliary): the prejacent is "He could sing and dance", not "He could sing" (pr236, blind
    review). "He only sang and then he danced" (a clause conjunct with its own subject) and
    "He could only sing and had to leave" (an auxiliary of its own) drop the second conjunct."""
    if conj.dep_ != "conj" or conj.pos_ not in ("VERB", "AUX") or conj.head.i != clause.i:
        return False
    if trig.head.i != clause.i or trig.i > clause.i or conj.i < clause.i:
        return False
    doc = trig.doc
    if any(t.pos_ not in ("AUX", "PART") for t in doc[trig.i + 1 : clause.i]):
        return False  # "only" right before the verb (an auxiliary or "not" may come between)
    own = ("nsubj", "nsubjpass", "expl", "aux", "auxpass", "neg", "advmod")
    # "and then he danced", "and had to leave": a conjunct of its own
    if any(k.dep_ in own and k.i < conj.i for k in conj.children):
        return False
    # "only blushed till the tears came, and lowered his eyes": a conjunct set off by a comma
    # before its coordinator is a separate unit of information outside the focus of "only"
    # (Quirk et al. 1985 §8.116-8.117 on the scope of focusing subjuncts; §13.21 on the comma
    # before "and"); only the adjacent predicate is the prejacent (blind A/B ab101, stop 101)
    coordinator = next(
        (k for k in clause.children if k.dep_ == "cc" and clause.i < k.i < conj.i), None
    )
    return coordinator is None or doc[coordinator.i - 1].text != ","


def _corrected_negative_conjunct(conj: Token) -> Token | None:
    """ "This is a debt, because you are not given the car, but only lent it": the negated
    clause right before a subjectless "but" conjunct that the parser hung on a clause higher
    up. "not X but (only) Y" is the corrective coordination (Quirk et al. 1985 §13.41 on "but"
    after a negative clause; McCawley 1991 on contrastive negation): "but" coordinates the
    conjunct with the negated predicate next to it, whose subject and auxiliary it shares, not
    with the clause that predicate is subordinate to ("This lent it", blind review s1204s
    pres-009). The negated clause (an adverbial or complement clause of the conjunct's head,
    ending right before "but" and its comma), or None."""
    head = conj.head
    cc = next(
        (k for k in head.children if k.dep_ == "cc" and k.lower_ == "but" and k.i < conj.i), None
    )
    if cc is None or any(not t.is_punct for t in conj.doc[cc.i + 1 : conj.left_edge.i]):
        return None
    for k in head.children:
        if (
            k.dep_ in ("advcl", "ccomp")
            and head.i < k.i < cc.i
            and all(t.is_punct for t in conj.doc[k.right_edge.i + 1 : cc.i])
            and any(n.dep_ == "neg" for n in k.children)
            and _has_subject(k)
        ):
            return k
    return None


def _operators_shared_after_but(host: Token, conj: Token) -> list[Token] | None:
    """The auxiliaries of ``host`` that its subjectless conjunct ``conj`` shares, for the draft
    to state with the shared subject: "The lid is not glued but only clipped on" -> "The lid is
    clipped on". A conjunct with no operator of its own shares the first one's (Quirk et al.
    1985 §13.46), but after the corrective "not X but Y" the negation is the first conjunct's
    alone: it is what "but" corrects (McCawley 1991; Quirk et al. 1985 §13.41), so it is left
    out. After another coordinator the negation is shared as well ("is not glued and only
    clipped"): no draft, as before. None also for an operator before the subject (a question:
    no declarative order to copy)."""
    subj = _subject(host)
    ops = [k for k in host.children if k.dep_ in ("aux", "auxpass") and k.i < host.i]
    if subj is None or any(k.i < subj.i for k in ops):
        return None
    if not _selected_by_operators(conj, ops):
        # "will preset the defaults and requires X": a finite conjunct has a tense of its own
        # and shares no operator (Quirk et al. 1985 §13.46), only the subject
        return []
    negated = any(k.dep_ == "neg" for k in host.children)
    but = any(
        k.dep_ == "cc" and k.lower_ == "but" and host.i < k.i < conj.i for k in conj.head.children
    )
    if negated and not but:
        return None
    return ops


def _selected_by_operators(conj: Token, ops: list[Token]) -> bool:
    """Whether the verb form of ``conj`` is the one the operators ``ops`` select, so that it can
    share them: a participle after passive "be" or perfect "have", a base form after a modal or
    "do" (Quirk et al. 1985 §3.54 on the verb phrase: each auxiliary selects the form of the
    next verb). The tagger reads a participle that has the past form ("held", "lent") as a past
    tense, so VBD counts as a participle after "be"/"have"; a present "-s" form never does."""
    if not ops:
        return False
    last = max(ops, key=lambda t: t.i)
    if last.lemma_ in ("be", "have"):
        return conj.tag_ in ("VBN", "VBD")
    return conj.tag_ == "VB"


def _shared_auxiliary(clause: Token, conj: Token) -> bool:
    """Whether ``clause`` has an auxiliary, modal or negation that its verb conjunct ``conj``,
    without one of its own, shares (Quirk et al. 1985 §13.46 on ellipsis of the operator)."""
    mine = ("aux", "auxpass", "neg")
    return any(k.dep_ in mine for k in clause.children) and not any(
        k.dep_ in ("aux", "auxpass") for k in conj.children
    )


def _verb_conjunct_holding(trig: Token, clause: Token) -> Token | None:
    """The verb conjunct of ``clause`` (a ``conj`` child, VERB or AUX) whose words hold "only"
    ``trig``, or None."""
    for k in clause.children:
        if (
            k.dep_ == "conj"
            and k.pos_ in ("VERB", "AUX")
            and k.left_edge.i <= trig.i <= k.right_edge.i
        ):
            return k
    return None


def _shared_right_dependent(trig: Token, clause: Token, conj: Token) -> bool:
    """ "Values are created and inspected only by calls to the functions": two bare verbs
    coordinated before one dependent, which the parser hangs on the last verb only. A phrase
    after coordinated verbs that have no dependents of their own is shared by both (right-node
    raising: Huddleston & Pullum 2002 ch. 15 §4.4; Quirk et al. 1985 §13.86), so the domain of
    "only" is the whole coordination (Rooth 1992) and its prejacent keeps both verbs: "Values
    are created and inspected by calls to the functions", not "Values are created" (review
    s1204g pres-015/028, IMPPRES §3 on faithful presupposition drafts). True when nothing but
    the coordinator lies between the verbs and "only" follows the last one directly."""
    doc = clause.doc
    between = [t for t in doc[clause.i + 1 : conj.i] if t.dep_ != "cc" and t.text != ","]
    if between or not any(t.dep_ == "cc" for t in doc[clause.i + 1 : conj.i]):
        return False
    return trig.i == conj.i + 1 and not any(k.i < conj.i for k in conj.children)


#: Prenominal dependents: a word with one of these on its left heads a noun phrase.
_NOUN_PHRASE_LEFT_DEPS = frozenset({"det", "compound", "amod", "poss", "nummod", "prep"})


def _gapped_object_conjunct(focus: Token) -> bool:
    """ "C+- supports information hiding and, among friend classes only, rumour sharing": the
    conjunct "only" is in, hung on the verb as its conjunct, is a noun phrase (a noun with a
    determiner, modifier or fronted phrase on its left), not a verb phrase: the second conjunct
    of a gapped clause, "[C+- supports] rumour sharing among friend classes", with its verb
    ellipted under identity with the first (Quirk et al. 1985 §13.92 on gapping; Ross 1970;
    Huddleston & Pullum 2002 ch. 15 §4.2). "She sings and only dances" (a bare "dances", the
    tagger's noun for a verb) is a verb phrase and keeps its own draft."""
    return (
        focus.tag_ in ("NN", "NNS", "NNP", "NNPS")
        and not any(t.pos_ in ("VERB", "AUX") for t in focus.subtree)
        and any(k.dep_ in _NOUN_PHRASE_LEFT_DEPS and k.i < focus.i for k in focus.children)
    )


def _restored_gapped_prejacent(trig: Token, focus: Token, verb: Token, doc: Doc) -> Draft | None:
    """The prejacent of "only" in a gapped conjunct, with the ellipted verb restored from the
    first conjunct (gapping deletes the verb and its auxiliaries under identity, Quirk et al.
    1985 §13.92, so restoring them is the conjunct's own clause): subject, the first conjunct's
    auxiliaries and verb, then the conjunct's noun phrase, with a phrase fronted before it (and
    its comma) put back after it in the unmarked order of the clause (Quirk et al. 1985 §8.19
    on the end position of adjuncts): "C+- supports rumour sharing among friend classes". A
    verb with a particle, an indirect object or a clausal complement has more than a head to
    restore, and a subject the parse does not give leaves nothing to state: no draft (s1204f
    pres-011)."""
    if any(k.dep_ in ("prt", "dative", "ccomp", "xcomp") for k in verb.children):
        return None
    subj = _subject(verb)
    if subj is None or subj.i > verb.i:
        return None
    auxes = [k for k in verb.children if k.dep_ in ("aux", "auxpass", "neg") and k.i < verb.i]
    if any(k.i < subj.i for k in auxes):
        return None  # a question or inversion: the order is not the declarative one
    fronted = [k for k in focus.children if k.dep_ == "prep" and k.i < focus.i]
    skip = {trig.i}
    for k in fronted:
        skip.update(t.i for t in k.subtree)
    head_words = [t for t in focus.subtree if t.i not in skip and not t.is_punct]
    if not head_words:
        return None
    tail = [t for k in fronted for t in k.subtree if t.i != trig.i and not t.is_punct]
    parts = [
        _clause_text(list(subj.subtree), doc[0]),
        _text(auxes + [verb]),
        _text(head_words),
    ]
    if tail:
        parts.append(_text(tail))
    return Draft(_sentence(" ".join(parts)), True, "only:gapped_prejacent")


def _comma_spliced_before(k: Token, clause: Token) -> bool:
    """ "There is no OSPF EGP, OSPF is an IGP only": a finite clause with its own subject before
    a comma, hung on the clause that holds "only" (ccomp/parataxis), is a comma splice, two
    independent clauses (Quirk et al. 1985 App. III.13; Huddleston & Pullum 2002 ch. 20 §5), not
    a complement: the host already has its complement (an object, predicative or adjective), so
    the first clause fills no slot of it. "Only" scopes over its own clause, and the prejacent
    is that clause alone ("OSPF is an IGP"), which a question or conditional on the second
    clause does not extend to the first (review s1204d). A fronted reported clause ("The server
    was down, she said") is the object of its verb and stays."""
    doc = clause.doc
    return (
        k.i < clause.i
        and k.dep_ in ("ccomp", "parataxis")
        and k.right_edge.i + 1 < len(doc)
        and doc[k.right_edge.i + 1].text == ","
        and _has_subject(k)
        and is_finite_clause(k)
        and any(x.dep_ in ("dobj", "attr", "acomp", "oprd") for x in clause.children)
    )


def _cleft_with_only(trig: Token, clause: Token) -> Token | None:
    """The cleft clause (the relative clause on the pivot) when "only" is on the pivot of an
    it-cleft: "It is only people of small moral stature who have to stand on their dignity".
    The cleft contributes the existential presupposition of its clause ("Someone has to stand
    on their dignity", the ``clefts`` candidate; Delin 1992; Huddleston & Pullum 2002 ch. 16
    §9), while "only" on the pivot presupposes its prejacent, the sentence without "only" and
    without the cleft, "People of small moral stature have to stand on their dignity" (Horn
    1969; Rooth 1992: the prejacent is the proposition with the focus in place). Deleting "only"
    alone leaves the cleft "It is X who ...", which asserts that X and no other has the
    property: the exhaustive claim "only" itself made, not its presupposition."""
    if clause.lemma_ != "be" or not any(
        k.dep_ in ("nsubj", "expl") and k.lower_ == "it" and k.i < clause.i for k in clause.children
    ):
        return None
    pivot = trig.head
    if pivot.head.i != clause.i or pivot.dep_ not in ("attr", "npadvmod", "dobj", "acomp"):
        return None
    # the parser may hang the cleft clause on a noun inside the pivot ("only men of great
    # courage who ..." on "courage"): the clause closing the pivot phrase is the cleft's
    return next(
        (
            k
            for k in pivot.subtree
            if k.dep_ == "relcl" and k.i > pivot.i and k.right_edge.i == pivot.right_edge.i
        ),
        None,
    )


def _declefted_prejacent(trig: Token, rel_clause: Token, doc: Doc) -> Draft | None:
    """ "It is only X who/that VP" -> "X VP": the pivot in the gap of a subject-gap cleft
    clause (``_cleft_with_only``). The relative word takes its antecedent's number (Huddleston &
    Pullum 2002 ch. 12 on relative clauses), so the verb of the clause already agrees with X. An object or adjunct gap
    ("It is only music that I love") would need X moved into the gap: no draft (the brief's
    rule: drop what cannot be built right)."""
    pivot = trig.head
    rel = next(
        (k for k in rel_clause.children if k.lower_ in RELATIVE_WORDS and k.i < rel_clause.i),
        None,
    )
    if rel is None or rel.dep_ not in ("nsubj", "nsubjpass"):
        return None
    body = [t for t in rel_clause.subtree if t.i != rel.i]
    inside = {t.i for t in rel_clause.subtree}
    head_words = [t for t in pivot.subtree if t.i != trig.i and t.i not in inside]
    if not body or not head_words or body[-1].i + 1 < len(doc) - 1:
        # material after the cleft clause (", she said", a second clause) is not placed
        return None
    return Draft(_sentence(_text(head_words + body)), True, "only:prejacent:cleft")


#: Modals of obligation: "X should/must only be used for Y" restricts what is permitted
#: (``_deontic_only``).
#: "shall" is left out: it is also the prophetic/future "shall" ("she shall only fall into a
#: deep sleep"), whose prejacent holds (Quirk et al. 1985 §4.50).
DEONTIC_ONLY_MODALS = frozenset({"should", "must", "ought"})


def _deontic_only(trig: Token, clause: Token) -> bool:
    """ "They should only be used for testing", "You must only run it as root": "only" under a
    modal of obligation. The sentence obliges the exclusion ("should not be used for anything
    but testing"), it does not oblige the prejacent: "They should be used for testing" is
    neither entailed nor presupposed (the deontic reading of "only" under necessity modals:
    von Fintel & Iatridou 2007 on "only have to" vs "have to only"; Horn 1969's prejacent is
    the scope of "only", which here is below the modal). The draft that deletes "only" would
    assert a new obligation: none (review s1202d). "need only / only need to" (the sufficiency
    modal) keeps its draft."""
    return any(
        c.dep_ == "aux" and c.lower_ in DEONTIC_ONLY_MODALS and c.i < trig.i
        for c in clause.children
    )


def _bracket_around(trig: Token, words: list[Token]) -> list[Token] | None:
    """The words strictly inside the brackets that enclose ``trig`` when the bracketed stretch
    is in ``words`` and does not start the clause (an aside inside the clause), else None."""
    ids = [t.i for t in words]
    opened = next((t for t in reversed(words) if t.i < trig.i and t.text in ("(", ")")), None)
    closed = next((t for t in words if t.i > trig.i and t.text in ("(", ")")), None)
    if opened is None or opened.text != "(" or closed is None or closed.text != ")":
        return None
    if opened.i == ids[0]:
        return None
    return [t for t in words if opened.i < t.i < closed.i]


#: Imperatives and warnings that open a sentence before a comma and address the hearer
#: ("Beware, ...", "Note, ...", "Careful, ..."): attention signals (Quirk et al. 1985 §11.41
#: on imperatives as discourse markers; Biber et al. 1999 §14.3.1 on attention getters).
ATTENTION_MARKERS = frozenset(
    {"beware", "note", "careful", "caution", "warning", "attention", "remember", "nb", "look",
     "listen", "notice", "mind"}
)  # fmt: skip


def _without_attention_marker(core: list[Token]) -> list[Token]:
    """``core`` without an opening attention marker and its comma ("Beware, this logfile
    contains ..." -> "This logfile contains ..."): the marker is a speech act addressed to the
    hearer, not part of the proposition the draft states (review s1202d)."""
    words = [t for t in core if not t.is_punct or t.text == ","]
    if (
        len(words) > 2
        and words[0].lower_ in ATTENTION_MARKERS
        and words[1].text == ","
        and words[0].i == words[0].doc[0].i
    ):
        return [t for t in core if t.i > words[1].i]
    return core


def _without_appended_at_that(core: list[Token], focus: Token) -> list[Token]:
    """The prejacent without an appended "and (ADV) at that" after the focus ("It sells only
    used books and cheaply at that" -> "It sells used books"). "and ... at that" adds a further
    assertion about the same predication ("at that" = "moreover, into the bargain"): it is an
    appended, reduced coordinate clause ("and it sells them cheaply"; Quirk et al. 1985 §13.98
    on appended afterthoughts), outside the focus of "only", so it is no part of the prejacent
    (Horn 1969: "only" presupposes its prejacent and asserts the exclusion) and, being
    asserted, does not project from a conditional, question or negation."""
    words = [t for t in core if not t.is_punct]
    if len(words) < 3 or [t.lower_ for t in words[-2:]] != ["at", "that"]:
        return core
    at = words[-2]
    cc = next(
        (t for t in reversed(words[:-2]) if t.lower_ in ("and", "but") and t.i > focus.i), None
    )
    if cc is None or not all(t.pos_ == "ADV" for t in words if cc.i < t.i < at.i):
        return core
    start = cc.i - 1 if cc.i > 0 and cc.doc[cc.i - 1].text == "," else cc.i
    return [t for t in core if not start <= t.i <= words[-1].i]


def _partitive_count(trig: Token) -> bool:
    """ "only" on the cardinal of a partitive's set ("one of only two ports", "among only five
    women"): "only" excludes larger numbers (Horn 1969; Kennedy 2015 on the exact reading of
    bare numerals), and its prejacent with the bare numeral ("The town is one of two ports on
    the coast") is still read exactly, "there are two, and it is one": the clause's at-issue
    membership claim with the exclusive count, which a conditional or question does not commit
    to (blind review s1130y, rubric d). Deleting "only" does not isolate a presupposition
    here: no draft."""
    num = trig.head
    if num.tag_ != "CD" or num.dep_ != "nummod":
        return False
    prep = num.head.head if num.head.dep_ == "pobj" else None
    if prep is None or prep.lower_ not in ("of", "among"):
        return False
    return prep.lower_ == "among" or prep.head.lower_ == "one" or prep.head.tag_ == "CD"


#: Nouns naming an operating state of a device or program, whose fronted "in" phrase ("In
#: reconcile mode,") is a condition on the clause ("when it is in reconcile mode"): Quirk et al.
#: 1985 §8.17 on fronted adjuncts, §9.35 "in" of state.
STATE_FRAME_NOUNS = frozenset({"mode"})


def _restricting_frames(clause: Token) -> set[int]:
    """The fronted conditions of ``clause`` that its "only" prejacent must keep: an "if",
    "unless" or conditional "when" clause before the subject ("If enabled, the export only
    lists X"), and an "in" phrase naming an operating mode ("In compact mode, only one row is
    shown"). The clause is asserted only in the cases its antecedent picks out: a conditional
    presupposes "if A, P" for its consequent's presupposition P (Karttunen 1973 filtering;
    Heim 1983), and the restrictor of an "if/when" clause bounds the situations the consequent
    speaks of (Lewis 1975; Kratzer 1986). Without the frame the draft states P
    unconditionally, a claim the sentence does not make (blind review s1204p: both such "only"
    drafts rejected, "neutral for the wrong reason"). Stop 77, pr156."""
    out: set[int] = set()
    for k in fronted_dependents(clause):
        if k.dep_ == "advcl" and any(
            m.dep_ in ("mark", "advmod")
            and m.lower_ in CONDITION_SUBORDINATORS
            and m.i == k.left_edge.i
            and (m.dep_ == "mark" or m.tag_ == "WRB")
            for m in k.children
        ):
            # the parser hangs a clause-initial "when(ever)" on its clause's verb as a wh-adverb
            # (advmod/WRB), not as a marker; it is the same subordinator (Quirk et al. 1985
            # §14.12, §15.25), so the condition stays (blind review s1204s pres-052)
            out.add(k.i)
        elif k.dep_ == "prep" and k.lower_ == "in":
            obj = next((t for t in k.children if t.dep_ == "pobj"), None)
            if obj is not None and (
                obj.lemma_.lower() in STATE_FRAME_NOUNS or _case_condition(obj)
            ):
                out.add(k.i)
        elif k.dep_ == "prep" and k.lower_ == "with" and k.i == k.sent.start:
            # "With the default values, only X ...": a clause-initial "with" phrase is an
            # implicit condition or means ("if the values are the defaults"; Quirk et al. 1985
            # §15.35 on implicit conditions, §9.48 "with" of instrument) that bounds the cases
            # the clause speaks of (blind review s1204t pres-008, pres-019; stop 78, pr161)
            out.add(k.i)
        elif k.dep_ == "advmod" and k.lower_ in ANAPHORIC_CONDITIONS:
            # "Else, you will get X only": "else/otherwise" is an anaphoric conditional, "if
            # not (the case just named)" (Quirk et al. 1985 §8.137, §15.35; blind review s1204t
            # pres-003; stop 78, pr161)
            out.add(k.i)
    return out


#: Adverbs that stand for a condition given in the context ("otherwise" = "if not so"): Quirk et
#: al. 1985 §8.137 (conjuncts of inference/condition), §15.35 on implicit conditions.
ANAPHORIC_CONDITIONS = frozenset({"else", "otherwise"})


def _case_condition(obj: Token) -> bool:
    """ "In that case,", "In most cases,", "In such a case,": a fronted "in" + "case(s)" phrase
    names the circumstance, or the share of circumstances, that the clause holds in, i.e. an
    anaphoric condition or a quantifier over cases (Quirk et al. 1985 §15.35; Lewis 1975 on
    adverbs of quantification restricting cases). Not "in any case", a concessive conjunct
    that restricts nothing (Quirk et al. 1985 §8.137 "in any case" = "anyhow")."""
    if obj.lemma_.lower() != "case":
        return False
    dets = [c.lower_ for c in obj.children if c.dep_ in ("det", "amod", "predet")]
    return bool(dets) and "any" not in dets


#: Prepositions that place something in a ranking relative to another ("second behind only the
#: United States", "ranks after only Tokyo", "second only to Paris").
RANKING_PREPS = frozenset({"behind", "after", "below", "beneath", "to", "trailing"})


def _ranking_pp(trig: Token, clause: Token) -> bool:
    """ "only" on the object of a ranking preposition in a clause with a ranking word (an
    ordinal or a superlative): "became the second-largest market behind only the United
    States". "only" associates with its own constituent (Rooth 1992; Beaver & Clark 2008 ch. 10):
    what it excludes is any other rival ahead in the ranking, and what it presupposes is that
    the named one is ahead. Deleting "only" gives back the whole clause, the at-issue ranking,
    which does not project from a conditional, question or negation (blind review s1130o): no
    prejacent draft."""
    pobj = trig.head
    prep = pobj.head if pobj.dep_ == "pobj" else pobj if pobj.dep_ == "prep" else None
    if prep is None or prep.lower_ not in RANKING_PREPS or prep.dep_ != "prep":
        return False
    if pobj.dep_ == "pobj" and (_time_noun(pobj) or any(k.dep_ == "nummod" for k in pobj.children)):
        return False  # "after only two seasons": a time measure, no rival in a ranking
    inside = {t.i for t in prep.subtree}

    def ranking(t: Token) -> bool:
        return t.tag_ in ("JJS", "RBS") or t.ent_type_ == "ORDINAL" or t.lower_ in RANK_ORDINALS

    return any(t.i not in inside and ranking(t) for t in clause.subtree)


#: Ordinals of a rank below the first ("second only to", "the third-largest", which the parse
#: may split and leave without an entity type).
RANK_ORDINALS = frozenset({"second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"})


#: Heads of a subject that names the rest of a set ("others", "the rest"): the alternatives.
_ALTERNATIVE_HEADS = frozenset({"others", "rest", "remainder"})


def _alternatives_subject(clause: Token) -> bool:
    """The clause's subject names the other members of a set ("while others are acronyms",
    "while the rest are fixed", "whereas other entries ..."). A "while" clause whose subject
    is the set's remainder draws a contrast between parallel subjects (Quirk et al. 1985
    §15.50 on contrastive "while"/"whereas"), even without a comma; beside "only" it states
    what holds of the focus's alternatives, the exclusive (asserted) part of "only", not its
    prejacent (Horn 1969; Beaver & Clark 2008 ch. 10), so the draft leaves it out (blind
    review s1204r: the kept "while"-clause made the draft non-entailed under a modal)."""
    subj = next((k for k in clause.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None:
        return False
    if subj.lower_ in _ALTERNATIVE_HEADS:
        return True
    return subj.pos_ == "NOUN" and any(
        k.lower_ == "other" and k.dep_ == "amod" for k in subj.children
    )


def _peripheral_clauses(clause: Token) -> set[int]:
    """Indices of a contrastive or concessive adverbial clause after the verb ("depends only on
    light, whereas the four-wave mixing depends on atoms"; "..., although ...", "..., while
    imports fell") with its comma. Such clauses are peripheral (Haegeman 2004: they add a
    separate proposition, outside the scope of the host clause's operators; Quirk et al. 1985
    §15.50), so "only"'s prejacent is the host clause alone; copying the contrast into the draft
    states more than "only" presupposes (blind reviews, twenty-fifth pass). A contrastive
    "while" needs a comma and a subject of its own ("left while she slept" is temporal)."""
    out: set[int] = set()
    doc = clause.doc
    for k in clause.children:
        if k.dep_ != "advcl" or k.i < clause.i:
            continue
        mark = next((m for m in k.children if m.dep_ == "mark"), None)
        if mark is None or mark.i != k.left_edge.i or mark.i == 0:
            continue
        comma = doc[mark.i - 1].text == ","
        contrast = mark.lower_ in CONCESSIVE_SUBORDINATORS or (
            mark.lower_ == "while" and comma and _has_subject(k)
        )
        # ", for they alone turned to X", ", because ...": a reason clause set off by a comma
        # is a separate assertion that justifies the host clause (Quirk et al. 1985 §13.19 on
        # the coordinator "for", §15.45 on reason clauses; Haegeman 2004: comma-set "because"
        # is peripheral), so the prejacent does not state it (blind review s1202n). A
        # comma-set causal "since" is the same reason clause (pr243: "Only the organisms
        # involved benefit, since ..."); after a perfect host "since" is temporal (Quirk et al.
        # 1985 §14.12, §15.25, as in ``_reason_clauses_after_focus``)
        causal_since = mark.lower_ == "since" and not any(
            a.dep_ == "aux" and a.lemma_ == "have" for a in clause.children
        )
        reason = (mark.lower_ in ("for", "because") or causal_since) and comma and _has_subject(k)
        if (contrast or reason) and comma:
            out.update(t.i for t in k.subtree)
            out.add(mark.i - 1)
        elif mark.lower_ in ("while", "whereas") and _alternatives_subject(k):
            out.update(t.i for t in k.subtree)
    for k in clause.children:
        # the same coordinator "for" misparsed as a preposition: a nominative pronoun cannot
        # be the object of a preposition (Quirk et al. 1985 §6.3 on case), so ", for they ..."
        # opens a clause, which runs to the end of the host clause
        pobj = next((c for c in k.children if c.dep_ == "pobj"), None)
        if (
            k.dep_ == "prep"
            and k.lower_ == "for"
            and k.i > clause.i
            and doc[k.i - 1].text == ","
            and pobj is not None
            and pobj.i == k.i + 1
            and pobj.lower_ in NOMINATIVE_PRONOUNS
        ):
            end = clause.right_edge.i
            while end > k.i and doc[end].is_punct:
                end -= 1
            out.update(range(k.i - 1, end + 1))
    return out


#: Prepositions of a phrase that names the set an exclusive picks its focus from ("of all the
#: guests", "out of all the applicants", "among (all) the cakes"): the partitive "of" and
#: "among" of a comparison class (Quirk et al. 1985 §5.9 on partitives, §9.23 on "among";
#: Huddleston & Pullum 2002 ch. 5 §9.3).
_DOMAIN_PREPS = frozenset({"of", "among", "amongst", "out"})


def _domain_phrase(prep: Token) -> bool:
    """Whether ``prep`` heads a domain restrictor of an exclusive: "of all (the) N", "out of
    all (the) N", "among (all) (the) N". The universal "all" marks the partitive as the whole
    comparison class (the set whose other members "only" excludes; Rooth 1992 on the domain
    of focus particles, Beaver & Clark 2008 ch. 9 on the exclusive's domain); "among" names
    that set by itself (Quirk et al. 1985 §9.23: "among" relates a member to a group). A plain
    "of the N" partitive without "all" ("Of the three rooms, ...") is left as it was: it also
    serves a following "the rest" (review s1202z)."""
    if prep.lower_ not in _DOMAIN_PREPS or prep.dep_ != "prep":
        return False
    head = prep
    if prep.lower_ == "out":
        head = next((k for k in prep.children if k.dep_ == "prep" and k.lower_ == "of"), None)
        if head is None:
            return False
    obj = next((k for k in head.children if k.dep_ == "pobj"), None)
    if obj is None or obj.pos_ not in ("NOUN", "PROPN", "PRON", "DET", "NUM"):
        return False
    if prep.lower_ in ("among", "amongst"):
        return obj.pos_ in ("NOUN", "PROPN")
    return obj.lower_ == "all" or any(
        k.lower_ == "all" and k.dep_ in ("predet", "det") for k in obj.children
    )


def _exclusive_domain(trig: Token, clause: Token) -> tuple[set[int], set[int]]:
    """The domain restrictor of "only" (``_domain_phrase``) that its prejacent leaves out: "Of
    all the guests, only Mara stayed" -> "Mara stayed", "Only Mara, of all the guests, stayed"
    -> "Mara stayed". The phrase states the set whose other members "only" excludes (Rooth
    1992; Beaver & Clark 2008 ch. 9; Quirk et al. 1985 §8.116 on restrictive focusing
    subjuncts); without "only" nothing in the clause picks a member from it, and "Of all the
    guests, Mara stayed" is a frame with nothing to restrict (blind review s9502 pres-022).
    Returned as (fronted dependents of the clause to take out of the kept frames, which
    ``_clause_core`` then drops; words after the focus noun to drop, with their commas). A
    phrase after a numeral or quantifier focus ("only two of all the applicants") is that
    word's own partitive complement, licensed without "only" (Quirk et al. 1985 §5.9), and
    stays; so does a phrase anywhere else ("the best of all the cakes" is the superlative's)."""
    fronted = {k.i for k in fronted_dependents(clause) if _domain_phrase(k)}
    words: set[int] = set()
    focus = trig.head
    doc = trig.doc
    quantifier = (
        focus.tag_ == "CD"
        or focus.lower_ in FUSED_HEAD_QUANTIFIERS
        or any(k.dep_ in ("nummod", "quantmod") for k in focus.children)
    )
    if focus.pos_ in ("NOUN", "PROPN", "PRON") and not quantifier:
        for k in focus.children:
            if k.i > focus.i and _domain_phrase(k):
                words.update(t.i for t in k.subtree)
                before, after = k.left_edge.i - 1, k.right_edge.i + 1
                if doc[before].text == ",":
                    words.add(before)
                    if after < len(doc) and doc[after].text == ",":
                        words.add(after)
    return fronted, words


def _remainder_anaphor(clause: Token, dropped: set[int]) -> bool:
    """Whether the clause, outside ``dropped``, has a noun phrase that names the rest of a set
    ("the rest", "the remainder", "the others": ``_ALTERNATIVE_HEADS``), a partitive anaphor
    read against the domain phrase (Quirk et al. 1985 §6.52 on "the other(s)/the rest";
    Huddleston & Pullum 2002 ch. 5 §9.3)."""
    return any(
        t.i not in dropped and t.lower_ in _ALTERNATIVE_HEADS and t.pos_ in ("NOUN", "PRON")
        for t in clause.subtree
    )


def _reason_clauses_after_focus(trig: Token, clause: Token) -> set[int]:
    """Indices of a reason clause ("because ...", causal "since ...") after the focus of
    "only", not set off by a comma (``_peripheral_clauses`` takes those): "We travel only by
    day because at night the road is unsafe" -> "We travel by day". Such a clause can justify
    the exclusion, the at-issue part of "only" (why not at night; Horn 1969; Beaver & Clark
    2008 ch. 10), or sit inside the prejacent ("Only Nym returned because he knew the way"):
    a final reason adjunct may take scope over or under a focusing subjunct (Quirk et al. 1985
    §8.116, §15.45; Haegeman 2004 on central vs peripheral "because"). Which one holds turns
    on the content (whether it names an excluded alternative), which a parse does not settle.
    But "Q because P" entails Q ("because" is veridical in its host: Quirk et al. 1985 §15.45;
    Huddleston & Pullum 2002 ch. 8 §14), so the draft without the clause is the prejacent
    under the high reading and entailed by it under the low one: a presupposition either way,
    where keeping the clause is one only under the low reading (blind review s9502 pres-072).
    A clause that holds "only" or is its focus ("only because it rained") stays; "since" is a
    reason only when the host has no perfect (a perfect host makes it temporal: Quirk et al.
    1985 §14.12, §15.25)."""
    out: set[int] = set()
    perfect = any(k.dep_ == "aux" and k.lemma_ == "have" for k in clause.children)
    for k in clause.children:
        if k.dep_ != "advcl" or k.i < clause.i or k.left_edge.i <= trig.i:
            continue
        mark = next((m for m in k.children if m.dep_ == "mark"), None)
        if mark is None or not (
            _has_subject(k)
            or any(a.dep_ in ("aux", "auxpass") and _has_subject(a) for a in k.children)
        ):
            continue  # the parser may hang the subject on the clause's auxiliary
        if mark.lower_ != "because" and not (mark.lower_ == "since" and not perfect):
            continue
        if any(t.i < mark.i and t.dep_ != "advmod" for t in k.subtree):
            continue  # something other than a degree adverb ("partly because") before it
        if trig.i >= k.left_edge.i - 1 or trig.doc[k.left_edge.i - 1].text == ",":
            continue  # "only because ...": the clause is the focus; a comma: not this rule's
        out.update(t.i for t in k.subtree)
    return out


def _verb_conjunct(focus: Token, clause: Token) -> bool:
    """``focus`` (the word "only" modifies) is a subjectless conjunct of the clause's verb, right
    after its coordinator ("sings and only dances"): one VP conjunct, whose prejacent leaves the
    other conjunct out (Rooth 1992: "only" associates with a focus in its own c-command
    domain, the conjunct it is attached to)."""
    return (
        focus.dep_ == "conj"
        and focus.head.i == clause.i
        and focus.i > clause.i
        and not _has_subject(focus)
        and clause.pos_ in ("VERB", "AUX")
        and any(k.dep_ == "cc" and clause.i < k.i < focus.i for k in clause.children)
    )


def _verb_conjunct_above(focus: Token, clause: Token) -> Token | None:
    """The subjectless VP conjunct of ``clause`` that contains ``focus`` lower down ("scan the
    surface and pick up only a single source": "only" on the object of "pick"): the conjunct
    is the domain of "only" (Rooth 1992), as for a focus that is the conjunct itself
    (``_verb_conjunct``). The innermost such conjunct of a chain ("stockpile ..., bring ...
    and finish it in only one turn": "finish"); None when ``focus`` is in no such conjunct, or
    when the first conjunct has an auxiliary, a modal or a negation, which every conjunct shares
    ("You can stockpile ... and finish it in only one turn": "You finish it" drops "can")."""
    if any(k.dep_ in ("aux", "auxpass", "neg") for k in clause.children):
        return None
    cur = focus.head
    while cur.i != clause.i and cur.head.i != cur.i:
        if cur.pos_ in ("VERB", "AUX") and cur.dep_ == "conj":
            root = cur
            while root.dep_ == "conj" and root.head.i != root.i:
                root = root.head
            if root.i == clause.i and _verb_conjunct(cur, cur.head):
                return cur
            return None
        cur = cur.head
    return None


#: Words whose presence on the way from an excluded conjunct up to "only"'s clause makes it
#: downward entailing there (a condition, a time-before or "without" frame, a relative that
#: restricts a noun): dropping a conjunct inside one would strengthen the draft.
_DOWNWARD_MARKERS = frozenset({"if", "unless", "before", "until", "without", "whether"})


def _negated_focus_conjuncts(focus: Token, trig: Token) -> set[int]:
    """The words of a negated or substitutive conjunct after "only", with its coordinator:
    "only in the evenings and not on a regular basis", "only applies when X, and not when Y",
    "only lets you undo the whole thing rather than the single steps". The "not" conjunct, or
    the "rather than" one (a quasi-coordinator of exclusion, Quirk et al. 1985 §13.36), names
    an alternative and denies it: it restates what "only" excludes, the at-issue part, while
    only the prejacent projects (Horn 1969; Rooth 1992; Beaver & Clark 2008 ch. 9-10). And
    "X and not Y" entails X, so leaving the conjunct out never makes the draft stronger than
    the prejacent: the draft is a consequence of it wherever the conjunct stands, except in a
    downward-entailing spot (an "if"/"before"/"without" clause, a relative clause, under a
    negation), where it stays (``_DOWNWARD_MARKERS``). Every such conjunct after ``trig`` (the
    "only") in ``focus``'s subtree counts (blind review s1205a pres-004 and s1204z pres-056:
    the contrast kept, "asserts the exclusion"; stop 81, pr169). A plain conjunct ("only in
    the evenings and on weekends") is part of the focus and stays."""
    drop: set[int] = set()
    doc = focus.doc
    candidates = [
        k
        for k in focus.subtree
        if k.dep_ == "conj" and k.i > trig.i and k.head.i >= trig.i and _upward_path(k.head, focus)
    ]
    for conj in candidates:
        first = doc[conj.left_edge.i]
        negated = first.lower_ in ("not", "never") or (
            first.dep_ == "neg" and first.head.i == conj.i
        )
        substitute = (
            conj.left_edge.i >= 2
            and (doc[conj.left_edge.i - 2].lower_, doc[conj.left_edge.i - 1].lower_)
            in SUBSTITUTIVE_MARKERS
        )
        if not (negated or substitute):
            continue
        start = conj.left_edge.i - (2 if substitute and not negated else 0)
        while start - 1 > max(conj.head.i, trig.i) and (
            doc[start - 1].dep_ == "cc" or doc[start - 1].text == ","
        ):
            start -= 1
        drop.update(range(start, conj.right_edge.i + 1))
    for prep in focus.subtree:
        # "keeps the red channel rather than the blue one" with "than" parsed as a
        # preposition (or as a coordinator holding its noun): the same substitutive phrase,
        # from "rather" to the phrase's end
        if (
            prep.dep_ in ("prep", "cc")
            and prep.i > trig.i + 1
            and (doc[prep.i - 1].lower_, prep.lower_) in SUBSTITUTIVE_MARKERS
            and prep.right_edge.i > prep.i
            and _upward_path(prep.head, focus)
        ):
            start = prep.i - 1
            if doc[start - 1].text == ",":
                start -= 1
            drop.update(range(start, prep.right_edge.i + 1))
    return drop


def _upward_path(tok: Token, top: Token) -> bool:
    """Whether every word from ``tok`` up to (not including) ``top`` leaves a conjunct of
    ``tok`` in an upward-entailing spot: no relative clause or clausal subject on the way,
    no negation, no subordinator or preposition of ``_DOWNWARD_MARKERS`` (Ladusaw 1980 on
    downward-entailing contexts)."""
    cur = tok
    while cur.i != top.i:
        if cur.dep_ in ("relcl", "acl", "csubj", "csubjpass") or cur.lower_ in _DOWNWARD_MARKERS:
            return False
        if any(
            k.dep_ in ("neg", "mark", "advmod")
            and k.lower_ in _DOWNWARD_MARKERS | {"not", "n't", "never"}
            for k in cur.children
        ):
            return False
        if cur.head.i == cur.i:
            return False
        cur = cur.head
    return True


def _conjunct_of_inner_coordinator(clause: Token, conj: Token) -> bool:
    """The coordinator just before the conjunct ``conj`` of ``clause`` hangs on a word inside
    the clause, not on the clause's verb ("patients who both remained in the program and also
    attended": "and" on "remained", "attended" on "included"): the parser split one
    coordination, whose second conjunct belongs with the coordinator's head, so it stays in
    the prejacent (Quirk et al. 1985 §13.5: a coordinator links the conjuncts it stands
    between)."""
    doc = conj.doc
    i = conj.left_edge.i - 1
    while i > clause.i and doc[i].dep_ in ("advmod", "punct") and doc[i].text != ",":
        i -= 1
    cc = doc[i]
    return (
        i > clause.i
        and cc.dep_ == "cc"
        and cc.head.i != clause.i
        and cc.head.i in {t.i for t in clause.subtree}
        and cc.head.head.i != conj.i
    )
