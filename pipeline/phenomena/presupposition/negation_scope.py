"""Which presupposition candidates get a negated premise at all (stop 49, pr59).

The family-of-sentences test (Chierchia & McConnell-Ginet 1990 ch. 1; NOPE App. B) needs a
sentence whose whole at-issue content is denied by one sentential negation that c-commands the
trigger: then what survives the negation is what the sentence presupposes. Where the negation
the rewriter can add denies only part of what the sentence asserts, or turns a frame the
sentence sets up into nonsense, the premise tests nothing and no negated premise (nor its
control) is written. Pairs that the rewriter only flags (``one-conjunct-negated``,
``discourse-clash:contrast``, ...) are left to it; these are the structures it writes unflagged:

- **coordinated or sequenced predicates under one subject** (``coordinated-clause``): "She
  stopped at the gate and then walked home" negated on the first conjunct leaves the second
  asserted ("didn't stop ..., and then walked home"), so the premise asserts half of the
  predicate and denies the other half; the negation of a coordinated predicate is "not (A and
  B)", which no single "not" inside a conjunct expresses (Huddleston & Pullum 2002 ch. 15
  §2.2; Partee & Rooth 1983 on VP conjunction). Coordinated clauses with their own subjects
  are left: NOPE App. C negates "the conjunct that contains the trigger", an independent
  assertion. "but"/"yet" conjuncts are the rewriter's (``discourse-clash:contrast``).
- **concessive or contrastive frame** (``concessive-frame``): "Despite X, S", "Unlike X, S",
  "Although X, S" assert S against an expectation raised by X (a denial of expectation, Lakoff
  1971; Quirk et al. 1985 §15.40-15.45, §9.55); "Despite the rain, they didn't stop" keeps
  "despite" in place while S flips, so the frame no longer fits and the negation is no denial of
  the original (König 1991 on concessives, which are outside the scope of negation).
- **reason clause** (``reason-clause``): a trigger inside a "because" clause is negated there,
  and the main clause stays asserted with a reason it no longer has ("X happened because Y
  didn't"): the sentence as a whole is not denied (Quirk et al. 1985 §15.45; Sweetser 1990 ch. 4
  on content-level causal clauses, which a negation of the subordinate clause does not reach
  from the main clause).
- **a coordinator the parser split off** (``coordinated-clause``, stop 73, pr140): "X is .mov but
  it can handle many others" parsed as two sentences, the second beginning with "but": the
  coordination is one written sentence, refused as above (``_coordinator_split_after``).
- **continuation after a colon or semicolon** (``continued-after-colon``): what follows ";", or
  an independent finite clause after ":" (not a noun phrase, "that"-clause or quotation, which
  elaborate a constituent inside the negated clause), is a separate assertion (Quirk et al. 1985 App. III.18-III.21: the semicolon joins
  independent clauses, the colon introduces an elaboration) that the negation of the first
  leaves asserted, and an elaboration of a denied clause is incoherent.
- **a trigger in a clause set off by a semicolon** (``semicolon-clause``, stop 75, ng05):
  "Consult the module's documentation; the class provides a queue", with "Consult" parsed
  as an adverbial clause of "provides": a semicolon joins independent clauses (Quirk et al.
  1985 App. III.18), so the negation the rewriter puts on the host clause leaves the trigger's
  clause asserted, outside its scope (``clause_scope.semicolon_adverbial``): no negated premise.
- **inverted copula with a fronted predicate** (``inverted-predicate``): "Among her papers was
  the letter", "Over and above that was his suspicion": a fronted predicative PP or adjunct
  with subject-verb inversion presents the postposed subject as new information (Birner 1994
  "Information status and word order: an analysis of English inversion", Language 70; Birner &
  Ward 1998); the construction resists negation ("*Among her papers wasn't the letter"), since
  inversion needs the preposed constituent to link to the discourse and the postposed one to be
  asserted new (Green 1980, Birner 1996): no negated premise.
- **a clause already negative by "no longer / no more"** (``negative-adverb``): "She could no
  longer be bothered" carries its negation in the adverb phrase, which a sentential "not" added
  beside it doubles into a non-standard negative concord ("couldn't no longer"; Huddleston &
  Pullum 2002 ch. 9 §4.4 on multiple negation); its denial is the positive polar opposite
  "could still be bothered" (the "still/no longer" pair, Löbner 1989 "German schon - erst -
  noch"), which the rewriter does not write: no negated premise. The approximate negators
  "seldom, rarely, hardly, scarcely, barely" on the clause's verb
  (``wordlists/verb_complement_negative_adverbs.txt``; Klima 1964: they license "either" tags
  and subject-auxiliary inversion, "Seldom did he ..."; Ladusaw 1979) make the clause negative
  in the same way ("never" is not among them: the rewriter denies it by dropping it, "My father
  never remarried" -> "My father remarried", as NOPE's experts do): "He didn't seldom waste time" is no denial anyone writes (Huddleston &
  Pullum 2002 ch. 9 §3.3, §4.4), so no negated premise either (stop 68, pr120).
- **an embedded wh-clause** (``embedded-wh-clause``): a nominal trigger whose own finite
  clause is an embedded question or free relative under another verb ("The sailors asked
  where the captain's ship had gone"): the negation the rewriter adds lands inside it ("asked
  where the captain's ship hadn't gone"), which changes the question asked and leaves the
  matrix asserted, so it denies nothing of the sentence (Karttunen 1977 on embedded questions
  as arguments of the matrix verb; Huddleston & Pullum 2002 ch. 11 §5); the negation would
  have to go on the matrix verb, which for a nominal trigger it does not: no negated premise
  (stop 68, pr120; review s1202y, "what the Indians didn't call America").
- **a universal subject** (``universal-subject``): "every N", "everyone", "everybody",
  "everything" as the subject of the negated clause: "Every assassin didn't know
  that p" is ambiguous between "not every assassin knew" (not > every) and "no assassin knew"
  (every > not), and its usual reading is the first, which is no sentential denial of the
  clause with the trigger in the negation's scope in the family-of-sentences sense (Horn 1989
  "A Natural History of Negation" ch. 4.3 and ch. 7 on "every ... not" / "all ... not";
  Carden 1970): the rewriter does not write "Not every N ...", so no negated premise. "All
  three N" and "each N" are left alone: NOPE's experts wrote "All three don't deny ..." for
  numerals, whose "all" reads distributively over a known set.
- **a clause the added negation cannot take as written** (stop 69, pr122): a simile fronted
  before the subject (``fronted-simile``: "Like a huge spider, the hand didn't run on its
  fingers"; an initial adjunct stays outside the negation's scope, Quirk et al. 1985
  §10.64-10.66, so the likeness is still asserted, now of a running that did not happen;
  ``clause_scope.fronted_simile``); a quoting clause inverted after its quotation
  (``quotative-inversion``: '"...," answered Pelias' -> '*..., didn't answer Pelias', which
  reads Pelias as the object; Quirk et al. 1985 §14.29: the inversion takes a simple verb form
  only); the archaic negation without do-support (``archaic-negation``: "knows not" ->
  "*doesn't know not"; ``clause_scope.postverbal_not``).
- **stacked operators and glossary residue** (stop 70, pr127; review s1203b), with the
  embeddings' own checks (``rewrite.embedding``): a medial frequency adverb with a focus "only"
  after it (``frequency-quantifier``: "*such use isn't usually only over small distances"
  denies the quantified clause, and the prejacent of "only" no longer projects; Quirk et al.
  1985 §8.20-8.23 on adverb positions); a fronted frequency adverb hedged with its own
  negation (``fronted-frequency``: "Often, but not always, the fields will not have ..." is
  true together with the sentence; Horn 1989 §4.1); a bracketed heading or a
  verbless headword before a semicolon (``source:glossary-header``).
- **an exemplifying opener** (``exemplifying-opener``, stop 71, pr131; review s1204a): "For
  example, a message might be hidden ...", "E.g. a gene may mask another": the appositive
  conjunct presents the sentence as an instance of a claim made before it (Quirk et al. 1985
  §8.137, §17.77 on exemplification; Halliday & Hasan 1976 ch. 5), and a denial cannot keep
  that function ("For example, a message might not be hidden ..." illustrates nothing the
  context claimed): the negation is no denial of the sentence as asserted, so no negated
  premise. The modal, the question and "if" keep it.
- **a degree adverb right before a simple verb** (``degree-adverb-before-verb``, stop 72,
  pr136; review s1204d): "The algorithm strongly depends on its purpose" gets do-support after
  the adverb ("*strongly doesn't depend"), which leaves the degree outside the negation; the
  denial is "doesn't strongly depend" (Quirk et al. 1985 §8.99, §10.64), which the rewriter
  (``rewrite.negation``) does not write: no negated premise.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ...lexicon.closed_class import EXEMPLIFYING_OPENERS
from ...lexicon.tables import word_set
from ...records import Candidate
from ...rewrite.clause_scope import (
    APPOSITION_MARKERS,
    emphatic_concessive,
    fronted_simile,
    literary_preverbal_adverb,
    postverbal_not,
    preposition_read_as_subject,
    quotative_inversion,
    reduced_relative_conjunct,
    semicolon_adverbial,
)
from ...rewrite.embedding import (
    frequency_over_only,
    hedged_fronted_frequency,
    source_residue,
    split_before_coordinator,
)
from ...rewrite.negation import whole_predicate_conjuncts
from ...rewrite.presupposition import NOMINAL_TRIGGERS, _finite_clause, _main_clause
from ...rewrite.presupposition.shared import CONCESSIVE_SUBORDINATORS
from ...syntax import CONCESSIVE_PREPOSITIONS, FINITE_TAGS, TENSED_TAGS, WH_TAGS, token_at_char

#: Prepositions of a concessive or contrastive frame on the clause (Quirk et al. 1985 §9.55,
#: §15.40; "unlike" sets the clause against a comparison class, §9.64).
FRAME_PREPOSITIONS = CONCESSIVE_PREPOSITIONS | {"unlike"}
#: Subordinators of a reason clause (Quirk et al. 1985 §15.45); "since" and "as" also head time
#: clauses, so they are left out.
REASON_SUBORDINATORS = frozenset({"because", "cause"})
#: Coordinators that a clause-level coordination may show; "but"/"yet" are the rewriter's.
CONTRAST_COORDINATORS = frozenset({"but", "yet"})


def _verbal(tok: Token) -> bool:
    return tok.pos_ in ("VERB", "AUX")


def _negated(tok: Token) -> bool:
    return any(k.dep_ == "neg" for k in tok.children)


def _predicate_conjuncts(head: Token) -> list[Token]:
    """The verbal conjuncts of ``head``: "conj", or a finite verb after a comma or "then" that the
    parser attaches as "dep"/"parataxis" ("landed on it, then slid off")."""
    found = [k for k in head.children if k.dep_ == "conj" and _verbal(k)]
    found += [
        k
        for k in head.children
        if k.dep_ in ("dep", "parataxis")
        and k.i > head.i
        and k.tag_ in TENSED_TAGS
        and (
            k.doc[k.i - 1].lower_ in ("then", ",")
            or any(t.lower_ == "then" for t in k.doc[head.i + 1 : k.i])
        )
    ]
    if head.dep_ == "conj" and _verbal(head.head):
        found.append(head.head)
    return found


def _finite(verb: Token) -> bool:
    return verb.tag_ in TENSED_TAGS or any(k.dep_ == "aux" for k in verb.children)


def _coordinated_clause(head: Token) -> bool:
    """``head`` is a finite predicate followed by a finite conjunct under the same subject, joined
    by "and"/"or"/"then" or a bare comma: the negation on the first leaves the later asserted."""
    if not _finite(head):
        return False  # "for loosening or turning soil": no clause-level coordination
    # "rose up early and encamped": the rewriter's do-support takes the whole predicate
    # ("didn't rise up early and encamp"), which denies all of it (stop 87, ng01)
    whole = {c.i for c in whole_predicate_conjuncts(head)}
    for conj in _predicate_conjuncts(head):
        if conj.i in whole:
            continue
        first, second = sorted((head, conj), key=lambda t: t.i)
        if first is not head or not _finite(second):
            # "He arrived and didn't stay": a negated last conjunct follows an asserted event and
            # reads naturally; a denied FIRST event leaves the ones asymmetric "and (then)"
            # orders after it without their antecedent event (Schmerling 1975; Txurruka 2003)
            continue
        between = first.doc[first.i + 1 : second.left_edge.i]
        if any(t.dep_ == "cc" and t.lower_ in CONTRAST_COORDINATORS for t in between):
            continue
        if _negated(conj):
            continue  # "didn't stop and didn't look": both conjuncts already denied
        if any(k.dep_ in ("nsubj", "nsubjpass", "expl") for k in second.children):
            continue  # clausal coordination: NOPE App. C negates the trigger's conjunct
        return True
    return False


def _trigger_in_later_conjunct(target: Token) -> bool:
    """The trigger's clause ``target`` is a later conjunct of a VP coordination tagged as a base
    form (VB) with no auxiliary, subject or modal of its own ("I use them as a snack and find it
    keeps me satisfied": "find"/VB under "use"/VBP). The do-support negation of a base form
    goes on the finite first conjunct ("I don't use them as a snack and find it keeps me
    satisfied"): read there alone, the "not" leaves the trigger's clause asserted and outside
    the negation; read over the whole coordination ("don't [use ... and find ...]"), it denies
    the conjunction, from which "not B" does not follow, so either way the trigger's clause is
    not the thing negated. NOPE App. C and IMPPRES §4 negate the trigger's own clause (the
    family-of-sentences test, Chierchia & McConnell-Ginet 1990), which this premise is not
    (judged, s1206b pres-040: "negation lands on the first conjunct, not on the trigger
    clause"), and no form of the base verb takes a "not" of its own. A finite later conjunct
    ("I opened the box and realized ..." -> "and didn't realize") and a base form under a
    shared modal (``_shared_frame_conjunct``) are other cases. Stop 91, pr201."""
    if target.dep_ != "conj" or target.tag_ != "VB" or not _verbal(target.head):
        return False
    if any(
        k.dep_ in ("aux", "auxpass", "nsubj", "nsubjpass", "expl", "neg") for k in target.children
    ):
        return False
    first = target.head
    while first.dep_ == "conj" and _verbal(first.head):
        first = first.head
    if any(k.dep_ == "aux" and k.tag_ == "MD" for k in first.children):
        return False  # "can take it and put it away": the modal's, ``_shared_frame_conjunct``
    return first.tag_ in ("VBP", "VBZ", "VBD")


def _shared_frame_conjunct(head: Token) -> bool:
    """``head`` is a later conjunct of a VP coordination that shares more than the subject with
    the earlier one, so a "not" on it alone cannot deny the coordination (Partee & Rooth 1983 on
    VP conjunction; Huddleston & Pullum 2002 ch. 15 §2.2, §4 on shared dependents):
    - a bare verb under the first conjunct's modal ("You can take it, put it away, and have
      room left"): the modal is shared by every conjunct, and "and don't have room" takes the
      last one out of it, an ungrammatical mix of a modal VP and a finite one (review s1202u);
    - two verbs joined by a bare coordinator ("patted and stroked the dogs while ..."): a
      coordination of verbs shares the object and the adjuncts after it (right node raising,
      Quirk et al. 1985 §13.82), so "patted and didn't stroke the dogs" splits one event
      description in two and leaves "patted" with nothing to apply to.
    The negation takes both conjuncts or no pair is written (IMPPRES §4)."""
    if head.dep_ != "conj" or not _verbal(head.head) or _negated(head):
        return False
    first = head.head
    while first.dep_ == "conj" and _verbal(first.head):
        first = first.head  # the first conjunct of a list "take ..., put ..., and have ..."
    if head.tag_ in ("VB", "VBP") and any(
        k.dep_ == "aux" and k.tag_ == "MD" for k in first.children
    ):
        # the base form (the tagger's VBP for a base form in a list, "load the car, and have")
        # with no auxiliary or subject of its own is under the shared modal
        return not any(k.dep_ in ("aux", "nsubj", "nsubjpass", "expl") for k in head.children)
    between = head.doc[head.head.i + 1 : head.i]
    # a coordinator itself between the two verbs: a comma alone is a list of events ("She
    # crouched, opened her kit, and took out ..."), whose verbs share no object
    return any(t.dep_ == "cc" for t in between) and all(
        t.dep_ == "cc" or t.is_punct for t in between
    )


def _concessive_frame(head: Token) -> bool:
    for k in head.children:
        if k.dep_ == "prep" and k.lower_ in FRAME_PREPOSITIONS:
            return True
        if (
            k.dep_ == "prep"
            and k.lower_ == "in"
            and k.i + 2 < len(k.doc)
            and (k.nbor(1).lower_, k.nbor(2).lower_) == ("spite", "of")
        ):
            return True
        if k.dep_ == "advcl":
            marks = {m.lower_ for m in k.children if m.dep_ == "mark"}
            if marks & {"although", "though"} and k.i > head.i and not emphatic_concessive(k):
                continue  # a postposed plain "though" can be an afterthought that qualifies
                # the assertion and survives its negation (``clause_scope.CONCESSIVE_MARKS``,
                # stop 36); preposed and "even though" clauses keep the concession
            if marks & CONCESSIVE_SUBORDINATORS:
                return True
            if "if" in marks and any(m.lower_ == "even" for m in k.children):
                return True  # "even if", concessive conditional (Quirk §15.39)
    return False


#: Amplifying and restrictive degree adverbs (Quirk et al. 1985 §8.104-8.111 amplifiers,
#: §8.116-8.117 restrictives on a predicate): before a simple verb form the negation of their
#: clause goes after them only with a change of meaning ("strongly doesn't depend" is not the
#: denial of "strongly depends"; the denial is "doesn't strongly depend", with the degree adverb
#: inside the negation's scope, Quirk et al. 1985 §8.99, §10.64).
DEGREE_BEFORE_VERB = frozenset(
    {
        "strongly",
        "greatly",
        "heavily",
        "highly",
        "deeply",
        "largely",
        "mainly",
        "mostly",
        "entirely",
        "completely",
        "totally",
        "fully",
        "partly",
        "substantially",
        "considerably",
        "significantly",
        "closely",
    }
)


def _degree_adverb_before_simple_verb(head: Token) -> bool:
    """ "The algorithm strongly depends on its purpose": a degree adverb in medial position
    before a verb with no auxiliary. The do-support the rewriter adds goes after the adverb
    ("*strongly doesn't depend", review s1204d), which leaves the degree outside the negation
    and is no denial of the sentence (Quirk et al. 1985 §8.99 on the amplifier's position,
    §10.64 on the scope of "not"): no negated premise (stop 72, pr136). With an auxiliary the
    negation already follows it ("isn't strongly dependent") and the clause is left."""
    if head.i == 0 or any(c.dep_ in ("aux", "auxpass") for c in head.children):
        return False
    # the word before the verb, whatever the parser hung it on: the do-support goes between
    # them either way ("references to follow strongly depends", "strongly" misattached)
    before = head.doc[head.i - 1]
    return before.tag_ == "RB" and before.lower_ in DEGREE_BEFORE_VERB


def _reason_clause(head: Token) -> bool:
    if head.dep_ != "advcl":
        return False
    return any(m.dep_ == "mark" and m.lower_ in REASON_SUBORDINATORS for m in head.children)


def _coordinator_split_after(head: Token) -> bool:
    """ "QuickTime's native format is .mov but it can handle many others": the parser ended
    the sentence before "but", so the contrast conjunct after it is no conjunct of the negated
    clause and the rewriter's ``discourse-clash:contrast`` does not see it. The negation of the
    first conjunct leaves the "but" clause asserted against an expectation the denied clause no
    longer raises (Quirk et al. 1985 §13.33, §13.41 on "but"; Lakoff 1971 on denial of
    expectation; review s1204f pres-048): as for a coordination the parser keeps together, no
    clean negated premise (stop 73, pr140)."""
    end = head.sent.end
    return end < len(head.doc) and split_before_coordinator(head.doc, end)


def _continued_after_colon(head: Token) -> bool:
    """A ";" or ":" after the negated clause's head, on that head or a clause above it, with
    words after it: a further clause the negation leaves asserted."""
    sent = head.sent
    ancestors = {head.i, *(a.i for a in head.ancestors)}
    for t in sent:
        if t.i <= head.i or t.text not in (";", ":") or t.head.i not in ancestors:
            continue
        rest = [w for w in sent.doc[t.i + 1 : sent.end] if not w.is_punct]
        if not rest:
            continue
        if t.text == ";":
            return True
        # after a colon only an independent clause is a further assertion: a noun phrase, a
        # "that"-clause or a quotation elaborates a constituent inside the negated clause
        # ("won't know what I know: that ..."; "forgot to add: the first time as tragedy")
        quoted = t.i + 1 < sent.end and sent.doc[t.i + 1].text in ('"', "\u201c", "``")
        clause = next((w for w in rest if w.dep_ in ("nsubj", "nsubjpass")), None)
        if (
            not quoted
            and rest[0].lower_ != "that"
            and clause is not None
            and clause.head.tag_ in FINITE_TAGS
        ):
            return True
    return False


#: Degree adverbs that "no" turns into a clausal negative adverb ("no longer", "no more").
NO_DEGREE_ADVERBS = frozenset({"longer", "more"})


#: The approximate negators (``wordlists/verb_complement_negative_adverbs.txt``: seldom,
#: rarely, hardly, scarcely, barely): adverbs that make their clause negative (Klima 1964;
#: Huddleston & Pullum 2002 ch. 9 §3.3), so an added "not" doubles the negation. "never" is
#: denied by the rewriter by dropping it (module docstring).
NEGATIVE_CLAUSE_ADVERBS = word_set("verb_complement_negative_adverbs")


def _no_degree_adverb(head: Token) -> bool:
    """The clause of ``head`` carries "no longer" or "no more" as an adverb of its verb (or of
    a verb conjoined to it), or one of ``NEGATIVE_CLAUSE_ADVERBS`` ("seldom", "hardly"): the clause is already negative (module docstring)."""
    return any(
        (
            k.lower_ in NO_DEGREE_ADVERBS
            and k.dep_ in ("advmod", "npadvmod")
            and any(n.lower_ == "no" for n in k.children)
        )
        or (k.dep_ in ("advmod", "neg") and k.lower_ in NEGATIVE_CLAUSE_ADVERBS)
        for k in head.children
    )


#: Relations of a clause that is an argument of another verb (a complement or a subject).
ARGUMENT_CLAUSE_DEPS = frozenset({"ccomp", "xcomp", "dobj", "pobj", "pcomp", "csubj", "nsubj"})


def _embedded_wh_clause(target: Token) -> bool:
    """``target`` heads an argument clause of another verb that opens with a wh-word ("where
    the ship had gone", "what the natives called the island", "why the boat was late"): an
    embedded question or free relative (module docstring)."""
    if target.dep_ not in ARGUMENT_CLAUSE_DEPS:
        return False
    words = [t for t in target.subtree if not t.is_punct]
    if not words:
        return False
    first = words[1] if words[0].dep_ == "prep" and len(words) > 1 else words[0]
    return first.tag_ in WH_TAGS and first.i < target.i


#: Universal determiners and pronouns of a subject that an added "not" makes scope-ambiguous
#: (Horn 1989 ch. 4.3; module docstring): "every" as the subject's determiner, and the universal
#: pronouns; "all (three)" and "each" are left alone (NOPE's experts negate them plainly).
UNIVERSAL_DETERMINERS = frozenset({"every"})
UNIVERSAL_PRONOUNS = frozenset({"everyone", "everybody", "everything"})


def _universal_subject(head: Token) -> bool:
    """The clause of ``head`` has a universally quantified subject ("Every assassin knew",
    "Everyone knew"): its negation "Every
    assassin didn't know" is read "not every" (module docstring)."""
    for subj in head.children:
        if subj.dep_ not in ("nsubj", "nsubjpass"):
            continue
        if subj.lower_ in UNIVERSAL_PRONOUNS:
            return True
        if any(
            d.dep_ in ("det", "predet") and d.lower_ in UNIVERSAL_DETERMINERS for d in subj.children
        ):
            return True
    return False


def _inverted_predicate(head: Token) -> bool:
    """A copula with a fronted PP or adjunct before it, nothing in subject position before it
    and its noun phrase after it ("Among the guests was the mayor", which the parser may read
    with the noun phrase as "attr")."""
    if head.lemma_ != "be":
        return False
    if any(
        k.dep_ in ("nsubj", "nsubjpass", "expl", "csubj") and k.i < head.i for k in head.children
    ):
        return False
    if any(k.dep_ == "aux" and k.i < head.i for k in head.children):
        return False  # a question or a fronted auxiliary, not locative inversion
    after = any(k.dep_ in ("nsubj", "nsubjpass", "attr") and k.i > head.i for k in head.children)
    fronted = any(
        k.dep_ in ("prep", "advmod", "acomp") and k.i < head.i and not k.is_punct
        for k in head.children
    )
    return after and fronted


def negation_unclean(c: Candidate, doc: Doc) -> str | None:
    """Why the negated premise of ``c`` would be no clean family-of-sentences item, or None."""
    head = token_at_char(doc, c.features.get("clause_head_char"))
    if head is None:
        return None
    target = _finite_clause(head) if c.subtype in NOMINAL_TRIGGERS else _main_clause(head)
    if target is None:
        return None
    if _trigger_in_later_conjunct(target):
        return "earlier-conjunct-negated"
    if _inverted_predicate(target):
        return "inverted-predicate"
    if _reason_clause(target):
        return "reason-clause"
    if _degree_adverb_before_simple_verb(target):
        return "degree-adverb-before-verb"
    if _concessive_frame(target):
        return "concessive-frame"
    if _coordinated_clause(target):
        return "coordinated-clause"
    if _continued_after_colon(target):
        return "continued-after-colon"
    clause = semicolon_adverbial(target)
    if clause is not None and head.i in {t.i for t in clause.subtree}:
        # the trigger sits in a main clause before a semicolon that the parser hung on the
        # negated one: the negation does not reach it (``semicolon-clause`` below)
        return "semicolon-clause"
    if _coordinator_split_after(target):
        return "coordinated-clause"
    if _no_degree_adverb(head) or _no_degree_adverb(target):
        return "negative-adverb"
    if _universal_subject(target):
        return "universal-subject"
    if c.subtype in NOMINAL_TRIGGERS and _embedded_wh_clause(target):
        return "embedded-wh-clause"
    if fronted_simile(doc, target) is not None:
        return "fronted-simile"
    if quotative_inversion(target):
        return "quotative-inversion"
    if preposition_read_as_subject(target) is not None and target.lemma_ != "be":
        # "*Beside Denisov didn't ride an esaul": a locative inversion whose fronted PP the
        # parser read into the subject; an inverted lexical verb takes no do-support (Bresnan
        # 1994; Quirk et al. 1985 §18.23; clause_scope.preposition_read_as_subject; pr220)
        return "locative-inversion"
    if postverbal_not(target) is not None:
        return "archaic-negation"
    if reduced_relative_conjunct(target) is not None:
        # "*didn't continue the policy thus inaugurated and enlarged upon it": the conjunct the
        # parser hung on a misread reduced relative stays outside the negation
        # (clause_scope.reduced_relative_conjunct)
        return "reduced-relative-conjunct"
    if literary_preverbal_adverb(target) is not None:
        # "Napoleon well knew" -> "*Napoleon did not well know": the literary pre-verb "well"
        # does not stand after "not" (clause_scope.literary_preverbal_adverb)
        return "literary-preverbal-adverb"
    residue = source_residue(doc, "negated")
    if residue is not None:
        return residue
    if frequency_over_only(target) is not None:
        return "frequency-quantifier"
    if hedged_fronted_frequency(doc, target) is not None:
        return "fronted-frequency"
    if _exemplifying_opener(doc):
        return "exemplifying-opener"
    return None


# The two-word exemplifying conjuncts that open a sentence are ``EXEMPLIFYING_OPENERS``
# (lexicon.closed_class, Quirk et al. 1985 §8.137); the one-word abbreviations are
# ``clause_scope.APPOSITION_MARKERS`` ("e.g.", "i.e.", "viz.").


def _exemplifying_opener(doc: Doc) -> bool:
    """Does the sentence open with an exemplifying or reformulating conjunct ("For example,",
    "For instance,", "E.g.", "I.e.")? Leading quotation marks and brackets are skipped."""
    words = [t.lower_ for t in doc if not t.is_punct or t.lower_ in APPOSITION_MARKERS]
    if not words:
        return False
    if words[0] in APPOSITION_MARKERS:
        return True
    return tuple(words[:2]) in EXEMPLIFYING_OPENERS


def shared_frame_negation(c: Candidate, doc: Doc) -> bool:
    """Does the negation the rewriter adds for ``c`` land on a later conjunct of a VP
    coordination that shares a modal or its object with the earlier one
    (``_shared_frame_conjunct``)? The rewriter writes such a premise with the warning
    ``shared-subject``, which the presupposition pairs keep for a plain VP conjunct ("He
    arrived and didn't stay"); here the premise is ungrammatical or splits one event, so no
    negated premise (nor its control) is written (review s1202u: "can take ..., put ..., and
    don't have room", "patted and didn't stroke the dogs while ...")."""
    head = token_at_char(doc, c.features.get("clause_head_char"))
    if head is None:
        return False
    return any(_shared_frame_conjunct(t) for t in (head, *head.ancestors))
