"""Scope checks shared by :func:`~pipeline.rewrite.negation.negate` and
:func:`~pipeline.rewrite.embedding.embed`: when an operator added to a clause would not scope
over that clause alone, or would clash with the discourse around it.

Each check returns a reason (a flag name) or None. The rewriters then refuse (``ok=False``, the
reason in ``flags``) instead of emitting a premise that does not mean what its label says. The
checks are conservative: a flag is a promise that the rewrite is really wrong, so each fires only
on a configuration the cited literature describes as scope-changing or incoherent.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from lemminflect import getAllLemmas, getInflection
from spacy.tokens import Doc, Token

from ..lexicon import wordnet
from ..lexicon.closed_class import (
    ASPECT_VOICE_AUXILIARIES,
    ATTENTION_INTERJECTIONS,
    CLAUSE_LINKING_CONNECTIVES,
    DEFINITE_DETERMINERS,
    DEFINITE_OR_POSSESSIVE_DETERMINERS,
    INDEFINITE_DETERMINERS,
    STATE_VERBS,
)
from ..lexicon.inflection import only_a_finite_verb
from ..lexicon.tables import word_set
from ..syntax import (
    APPROXIMATE_NEGATORS,
    AUX_DEPS,
    COMMA_OR_DASH,
    CONTRAST_CONJUNCTIONS,
    CONTRAST_COORDINATORS,
    NOMINAL_SUBJECT_DEPS,
    SPEAKER_PRONOUNS,
    SPEECH_VERBS,
    SUBJECT_DEPS,
    SUPPLEMENT_RELATIVE_PRONOUNS,
    TENSED_TAGS,
    after_comma,
    disagrees,
    is_finite_clause,
    left_auxiliaries,
    subject_of,
    subordinator,
    verb_form_lemma,
    verb_lemma,
)
from .discourse import echoed_clause_tag

#: Exclusive ("restrictive") focusing subjuncts (Quirk et al. 1985 ch. 8; Horn 1969). On the
#: subject they outscope a clausal operator added below them: "Only Maria didn't win" is not the
#: negation of "Only Maria won" (that is "Not only Maria won"), "Only Maria might have won" is not
#: "It might be that only Maria won", and "If only Maria won, ..." reads as the optative "if only"
#: (a wish, Quirk et al. 1985 ch. 15). IMPPRES negates VP-only instead ("wasn't only").
EXCLUSIVE_PARTICLES = frozenset({"only", "merely", "solely"})
#: Subordinators of concessive and contrastive clauses (Quirk et al. 1985 ch. 15): flipping
#: the polarity of either side of "although A, B" / "B, whereas A" inverts the expectation that the
#: contrast denies (Lakoff 1971; Blakemore 1989 on "but" as denial of expectation). Concessive
#: clauses count only when preposed: a postposed "though"/"although" clause is often an
#: afterthought that qualifies the assertion rather than a denial of expectation ("He lost the
#: match, though I do not think he played well" is coherent; Quirk et al. 1985 ch. 15).
CONTRAST_MARKS = frozenset({"whereas"})
CONCESSIVE_MARKS = frozenset({"although", "though", "even though"})
#: Resultive conjuncts (Quirk et al. 1985 ch. 8, "so", "therefore", ...): "A, so B" states that A
#: leads to B; "not A, so B" and "A, so not B" assert an inference the original denies.
RESULT_WORDS = frozenset({"so", "therefore", "thus", "hence", "consequently"})
#: Concessive conjuncts relating the clause to an unstated contrary expectation (Quirk et al.
#: 1985 ch. 8): "He failed anyway" -> "He didn't fail anyway" turns the concession into its opposite.
#: "anyways" is the informal variant of "anyway" (Merriam-Webster, "anyways"; stop 85, pr184).
CONCESSIVE_ADVERBS = frozenset({"anyway", "anyways", "anyhow", "nevertheless", "nonetheless"})
#: Causal subordinators whose postposed clause falls inside the scope of a negation added to the
#: matrix clause ("She didn't quit because she was tired" reads "she quit, not because ...";
#: Jackendoff 1972 ch. 8; Linebarger 1987). A preposed because-clause stays outside the
#: negation and is no clash.
CAUSAL_MARKS = frozenset({"because"})
#: Complex prepositions of reason (Quirk et al. 1985 §9.11, §9.45: "because of", "due to",
#: "owing to", "thanks to"), mapped to their second word. Like a because-clause, a postposed
#: reason adjunct attracts the focus of negation: "He didn't win the race due to the rain" is
#: read "he won, but not due to the rain" (Jackendoff 1972 ch. 8 on negation associating with
#: because-adjuncts; Linebarger 1987), so it is no negation of the original.
REASON_PREPOSITIONS = {"because": "of", "due": "to", "owing": "to", "thanks": "to"}
#: Verbs whose object "thanks" is a noun ("gave thanks to God"), not the preposition.
THANKS_VERBS = frozenset({"give", "say", "express", "offer", "send", "owe", "extend", "return"})
#: Neg-raising predicates (Horn 1978; Horn 1989 ch. 5): "not V that p" is read "V that not p".
#: Negating one whose complement is already negative ("He felt that he would not win" -> "He
#: did not feel that he would not win") gives a double negation that the neg-raised reading
#: cancels into "V that p": the opposite of the negation intended, and hard to read.
NEG_RAISING = frozenset(
    {"think", "believe", "suppose", "imagine", "expect", "reckon", "feel", "seem", "appear"}
    | {"want", "intend", "plan", "anticipate", "guess", "figure"}
)
#: VP anaphors and positive ellipsis tags after the negated clause. "do so", "do it/that too"
#: and VP ellipsis recover their antecedent VP, with its polarity (Hankamer & Sag 1976), and
#: "so did he" / "he did too" are the positive forms of "neither did he" / "he didn't either"
#: (Klima 1964). Negating the antecedent leaves a positive anaphor that contradicts it in the
#: same sentence: "She didn't leave early, but she evidently did so", "... and so did he".
ANAPHOR_TAGS = frozenset({"too", "also"})
#: Aspectual "still" is a dual of "no longer" (Löbner 1989): adding "not" below it gives
#: still(not p), a different presupposition, not the negation not(still p) = "no longer p".
STILL = "still"
#: Additive particles are positive polarity items: a negation below "also/too" gives
#: also(not p), whose additive presupposition ("someone else did not") is not the original's
#: ("someone else did"); the negation of "She also left" is "She didn't leave either" (Klima
#: 1964 on either/too; König 1991 ch. 3; Kripke 2009). Round 6 of #11: the presupposition
#: rewriter flags its negated premises, the shared negation leaves them alone. (Not
#: ``ADDITIVE_PARTICLES`` below, which also holds scalar "even" for cutting a clause.)
ADDITIVE_PPIS = frozenset({"also", "too"})
#: Medial additive subjuncts that an added clausal negation drops: "likewise", the additive of
#: manner ("in the same way", Quirk et al. 1985 §8.116-8.122, §8.137), has no negative-polarity
#: form in its place: "he likewise didn't fall" says that he too failed to fall, which the
#: context denies (Klima 1964; Quirk et al. 1985 §10.66; Huddleston & Pullum 2002 ch. 9 §4.4).
#: "also" is not dropped: "also" above the negation ("The GAO has also not indicated ...") is
#: the form the verb-veridicality annotators wrote for their own negations (Ross & Pavlick
#: 2019; ``mine eval negation`` on their items: dropping it cost 683 -> 674 exact at stop 88), so
#: ``postverbal_additive`` keeps moving it above the negation. A clause-final "too" becomes
#: "either" (``additive_particle``).
DROPPED_ADDITIVES = frozenset({"likewise"})
#: Nominative pronouns: a clause with one as subject is finite, never an absolute.
NOMINATIVE_PRONOUNS = frozenset({"i", "he", "she", "we", "they"})
#: Relations of adverbial material fronted before the subject of a clause.
FRONTED_DEPS = frozenset({"advcl", "prep", "npadvmod", "advmod", "ccomp", "nsubj", "dep"})
#: Aspectual verbs (Freed 1979; Perlmutter 1970 on "begin" as a raising verb): their complement
#: has no event time of its own, the verb picks out a phase of the complement's event ("start
#: coaching" is the beginning of the coaching). A moved temporal clause that attaches to the
#: complement ("start [coaching after he left]") says the same as one on the aspectual verb, so
#: such a complement is no attachment ambiguity (NOPE App. C's move then stays possible).
ASPECTUAL_VERBS = frozenset(
    {"start", "begin", "stop", "cease", "quit", "finish", "continue", "keep", "resume"}
)
#: Relations of a clause embedded in the matrix clause that a postposed adverbial could attach
#: to instead of the matrix verb ("I was sorry I had hit him after everything stopped").
EMBEDDED_CLAUSE_DEPS = frozenset(
    {"ccomp", "xcomp", "relcl", "acl", "advcl", "csubj", "pcomp", "conj", "parataxis"}
)


#: Experiencer predicates: psych verbs (Levin 1993 §31.2 admire class, §29.5 conjecture class),
#: perception verbs (§30.1) and the psych adjectives after a copula or "feel" (Quirk et al. 1985
#: §16.69). The speaker is the authority on their own mental states (first-person authority:
#: Davidson 1984), and a sincere question requires that the speaker not know the answer
#: (Searle 1969 §3.4, preparatory rule): "Did I feel sorry for him?", "Do I know that she
#: left?" are odd as yes/no questions, so the interrogative refuses a first-person singular
#: experiencer subject. The modal and the conditional keep them ("I might have felt sorry").
PSYCH_VERBS = frozenset(
    {"feel", "know", "think", "believe", "want", "like", "love", "hate", "fear", "enjoy"}
    | {"regret", "remember", "forget", "realize", "realise", "notice", "see", "hear", "smell"}
    | {"taste", "wish", "hope", "doubt", "understand", "prefer", "mind", "miss", "wonder"}
    | {"suspect", "expect", "imagine", "suppose", "sense", "recognize", "recognise", "admire"}
    | {"dislike", "dread", "resent", "envy", "pity", "trust", "care"}
)
PSYCH_ADJECTIVES = frozenset(
    {"sorry", "glad", "happy", "sad", "afraid", "scared", "angry", "ashamed", "proud", "aware"}
    | {"sure", "certain", "surprised", "relieved", "disappointed", "worried", "grateful"}
    | {"jealous", "lonely", "anxious", "upset", "pleased", "unsure", "embarrassed", "shocked"}
    | {"thankful", "excited", "frightened", "terrified", "amazed", "annoyed", "confused"}
    | {"delighted", "nervous", "furious", "curious", "guilty", "thrilled", "bored"}
)
#: Verbs that link a subject to a psych adjective ("I was sorry", "I got angry").
LINKING_VERBS = frozenset({"be", "get", "become", "grow", "seem"})


def first_person_experiencer(head: Token) -> bool:
    """Is ``head``'s clause about the speaker's own mental state: a first-person singular
    subject of a psych or perception verb, or of a psych adjective (see PSYCH_VERBS)?"""
    subject = subject_of(head)
    if subject is None or subject.lower_ != "i":
        return False
    lemma = head.lemma_.lower()
    if lemma in PSYCH_VERBS and subject.dep_ == "nsubj":
        return True  # also "feel": "I felt tired", "I felt the ground shake"
    if head.lower_ in PSYCH_ADJECTIVES:  # "I was surprised", parsed with the participle as head
        return True
    if lemma not in LINKING_VERBS:
        return False
    predicates = [c for c in head.children if c.dep_ in ("acomp", "attr", "oprd")]
    return any(p.lower_ in PSYCH_ADJECTIVES for p in predicates)


#: Double quotation marks as spaCy tokenises them (straight, curly, LaTeX-style).
OPENING_QUOTES = frozenset({"“", "``"})
CLOSING_QUOTES = frozenset({"”", "''"})
STRAIGHT_QUOTES = frozenset({'"'})


def quoted_clause(head: Token) -> bool:
    """Is ``head`` inside direct speech ("We won," she said) in a sentence that also has words
    outside the quotation (the quoting clause)?

    Direct speech reports the words of someone else verbatim (Quirk et al. 1985 §14.29;
    Clark & Gerrig 1990 on quotations as demonstrations): an operator inserted inside it puts
    words into the quoted speaker's mouth ("'We didn't win,' she said" is not a negation of what
    the narrator asserts), and an operator on the quoting clause does not reach into the
    quotation, which is opaque (Partee 1973). Neither gives the embedding, so none is made."""
    inside = False
    head_inside = False
    words_outside = False
    for token in head.sent:
        text = token.text
        if text in OPENING_QUOTES:
            inside = True
        elif text in CLOSING_QUOTES:
            inside = False
        elif text in STRAIGHT_QUOTES:
            inside = not inside
        elif token.i == head.i:
            head_inside = inside
        elif not inside and token.is_alpha:
            words_outside = True
    return head_inside and words_outside


def focused_subject(head: Token) -> Token | None:
    """The exclusive particle on the subject of ``head``'s clause ("Only Maria, in 2005, has
    won"), or None. spaCy hangs it on the subject noun or on the verb, right before the subject."""
    subject = subject_of(head)
    if subject is None or subject.dep_ == "expl":
        return None
    first = subject.left_edge
    if first.lower_ in EXCLUSIVE_PARTICLES:
        return first
    before = head.doc[first.i - 1] if first.i > 0 else None
    if (
        before is not None
        and before.lower_ in EXCLUSIVE_PARTICLES
        and before.head
        in (
            head,
            subject,
        )
    ):
        return before
    return None


def correlative_not_only(doc: Doc) -> Token | None:
    """The "only" of a correlative "not only ... but (also)" in ``doc``, or None. The pair
    coordinates two parts into one assertion (Quirk et al. 1985 §13.40-13.41, correlative
    coordinators): an operator on one part leaves the other half dangling ("Not only did he
    stop smoking, but he might have started running"; "He not only stopped smoking but also
    didn't start running"), so only a wrapper over the whole sentence (the conditional) takes
    it (round 31, class 1)."""
    for tok in doc[:-1]:
        nxt = doc[tok.i + 1]
        if (
            tok.lower_ == "not"
            and nxt.lower_ == "only"
            and any(t.lower_ in ("but", "also") for t in doc[nxt.i + 1 :])
        ):
            return nxt
    return None


def misread_main_clause(head: Token) -> bool:
    """Is the root ``head`` probably an absolute construction the parser made the main clause?

    "She stood by the window, her weight held up only by her pinafore": the small model makes
    "held" the root and "stood" its ``ccomp``; an operator on the root lands in the adjunct
    ("might have held up"). An absolute has a subject and a participle, no auxiliary and no
    finite verb (Quirk et al. 1985 ch. 15, "absolute clauses"; Kortmann 1991): so the root must
    be a participle form (lemminflect's VBN/VBG forms of its lemma) without auxiliary and without
    a nominative pronoun subject ("she held" is finite), after a clause with its own subject and
    nothing but a comma. Not after a verb of saying ("It rained, she said"), nor after ";" or a
    linking word ("..., so Carol reopened it": two clauses).
    """
    if head.dep_ != "ROOT" or left_auxiliaries(head) or not _participle_form(head):
        return False
    subject = subject_of(head)
    if subject is None or subject.lower_ in NOMINATIVE_PRONOUNS:
        return False
    if head.lemma_.lower() in REPORTING_VERBS:
        return False
    doc = head.doc
    for child in head.lefts:
        if child.dep_ not in ("ccomp", "parataxis") or subject_of(child) is None:
            continue
        between = doc[child.right_edge.i + 1 : subject.left_edge.i]
        if len(between) and all(t.text == "," for t in between):
            return True  # "..., her weight held up": no "so"/"and" linking a second clause
    return False


def _participle_form(verb: Token) -> bool:
    """Could ``verb`` be a participle ("held", "shaking"), whatever its tag?"""
    if verb.tag_ in ("VBN", "VBG"):
        return True
    lemmas = getAllLemmas(verb.lower_, upos="VERB").get("VERB", ())
    return any(verb.lower_ in getInflection(lemma, tag="VBN") for lemma in lemmas)


def in_coordination(focus: Token, head: Token) -> bool:
    """Is ``focus`` (the scalar item) inside one conjunct of a coordination below ``head``?

    Negating ``head`` then negates the whole coordination ("doesn't include three songs and more
    than four new songs"), not the conjunct with the item: the negation of a conjunction is a
    disjunction of negations (De Morgan), which is not what the hypothesis should say.

    A focus in the first of two coordinated clauses is not inside a coordination below the
    head: negating its clause leaves the other clause alone ("The film didn't win two awards,
    and the actor won an Oscar"). The focus as the head itself counts when the head shares its
    subject with a coordinated predicate ("They liked and trusted him": "didn't like and trust"
    negates both). spaCy makes a new Token object on every access: compare indices, not ``is``.
    """
    node = focus
    for _ in range(len(focus.doc)):
        if node.i == head.i:
            return node.i == focus.i and any(
                c.dep_ == "conj" and subject_of(c) is None for c in head.children
            )
        if node.dep_ == "conj" or any(c.dep_ == "conj" for c in node.children):
            return True
        if node.head.i == node.i:
            return False
        node = node.head
    return False


def gapped_conjunct(head: Token) -> bool:
    """A verb conjunct that cannot share its clause's subject: the parser read a gapped noun
    phrase as a verb ("stirs fear in many businesses and hope in all": "hope" VBP after the
    singular "stirs"). A shared subject agrees with both conjuncts, so VBZ + VBP is a misparse."""
    if head.dep_ != "conj" or subject_of(head) is not None:
        return False
    if any(c.dep_ in AUX_DEPS for c in head.children):
        return False
    first = head.head
    if {head.tag_, first.tag_} != {"VBZ", "VBP"}:
        return False
    return bool(getAllLemmas(head.lower_, upos="NOUN"))  # "hope", "fears": a noun reading


#: Pronouns of the third person singular (a noun subject is singular by its tag NN/NNP).
THIRD_SINGULAR_PRONOUNS = frozenset({"he", "she", "it", "this", "that"})
#: Verbs whose object takes a bare infinitive ("made him go", "saw the pulse become small"):
#: causative "make/let/have/help/bid" and the verbs of perception (Quirk et al. 1985 §16.52).
#: Their complement clause has no tense, so a base form with a singular subject there is right.
BARE_INFINITIVE_GOVERNORS = frozenset(
    {"make", "let", "have", "help", "bid", "see", "hear", "watch", "feel", "notice", "observe"}
)


#: Indefinite pronouns that are the subject of an imperative ("Somebody help me", "Everyone
#: sit down"; Quirk et al. 1985 §11.24), not of a finite clause.
IMPERATIVE_SUBJECT_PRONOUNS = frozenset(
    {"somebody", "someone", "everybody", "everyone", "anybody", "anyone", "nobody"}
)


def _notional_plural_subject(subject: Token) -> bool:
    """A singular-looking subject that may take a plural verb: a collective noun ("the staff
    exist", "the rest of the crew manage": notional concord, Quirk et al. 1985 §10.35-10.36;
    WordNet noun.group, or any "of" partitive), a capitalised plural name ("The Kennedys",
    "Black Holes" tagged NNP), a Latin plural tagged NN ("curricula"), or the indefinite subject of an imperative ("somebody help me")."""
    if subject.lower_ in IMPERATIVE_SUBJECT_PRONOUNS:
        return True
    if subject.tag_ == "NN" and any(
        lemma != subject.lower_ for lemma in getAllLemmas(subject.lower_, upos="NOUN").get("NOUN", ())
    ):
        return True  # "curricula", "data" tagged NN: lemminflect's lemma shows a plural form
    if subject.tag_ == "NNP" and subject.lower_.endswith("s") and not subject.lower_.endswith("ss"):
        return True
    if any(c.dep_ == "prep" and c.lower_ == "of" for c in subject.children):
        return True
    return wordnet.first_sense_lexname(subject.lemma_.lower(), "NOUN") == "noun.group"


#: Quantifiers that make a bare noun subject plural in concord ("most Kimek prefer", "many
#: Sioux live"; Quirk et al. 1985 §10.35 on notional concord).
_PLURAL_QUANTIFIERS = frozenset({"most", "many", "few", "several", "all", "both", "some"})


def gapped_modal_remnant(head: Token) -> bool:
    """Is ``head`` a base-form verb (VB/VBP) with its own third-person singular subject and no
    auxiliary, heading a main or coordinate clause ("The hands may tremble; the pulse become
    small")? A finite present with such a subject would be "becomes" (Quirk et al. 1985 §10.34
    on concord), so the form is the bare infinitive under a modal gapped from an earlier clause
    (Huddleston & Pullum 2002 ch. 15 §4.2; Quirk et al. §13.92). The clause has no tense of its
    own: do-support would write "The pulse don't become small" (stop 101, im03). Not: the bare
    infinitive after "make/let/see" ("saw the pulse become small"), a mandative subjunctive
    opened by a subordinator ("that the witness be silent", Quirk et al. §3.58), "I/you/we/they"
    and coordinated subjects, present forms that are no base form ("are"); the gapped-verb
    misparse of a noun is :func:`gapped_conjunct`."""
    if head.tag_ not in ("VB", "VBP") or any(c.dep_ in AUX_DEPS for c in head.children):
        return False
    subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.i > head.i or any(c.dep_ == "conj" for c in subject.children):
        return False  # "Jo and Amy are here": a coordinated subject is plural
    if head.lower_ != head.lemma_.lower():
        return False  # only the base form ("become", "be"), not "are"
    lemmas = getAllLemmas(head.lower_, upos="VERB").get("VERB", ())
    if lemmas and head.lower_ not in lemmas:
        return False  # "The girl froze": a past form the tagger took for VBP (lemma "freeze")
    if sum(c.dep_ in ("nsubj", "nsubjpass") for c in head.children) > 1:
        return False  # "The old map, I know that ...": a dislocated topic beside the subject
    if any(
        c.dep_ in ("det", "amod", "predet") and c.lower_ in _PLURAL_QUANTIFIERS
        for c in subject.children
    ):
        return False  # "Most Kimek prefer ...": a quantified subject is notionally plural
    if _notional_plural_subject(subject):
        return False  # "33% of our users worry", "the staff exist", "somebody help me"
    nxt = head.nbor(1) if head.i + 1 < len(head.doc) else None
    if nxt is not None and nxt.text in ("'s", "’s"):
        return False  # "He see's himself as": a misspelt "-s" ending split off by the tokenizer
    singular = subject.lower_ in THIRD_SINGULAR_PRONOUNS or (
        subject.tag_ in ("NN", "NNP") and subject.morph.get("Number") != ["Plur"]
    )
    if not singular or any(c.dep_ == "mark" for c in head.children):
        return False
    if head.dep_ in ("ccomp", "xcomp") and head.head.lemma_.lower() in BARE_INFINITIVE_GOVERNORS:
        return False
    return head.dep_ in ("ROOT", "conj", "parataxis", "ccomp")


def discourse_clash(head: Token, ignore: Token | None = None) -> str | None:
    """Why flipping the polarity of ``head``'s clause clashes with its discourse, or None.

    ``because`` (a postposed because-clause: negation takes it), ``still`` (aspectual "still"),
    ``concessive`` ("anyway", "nevertheless"), ``result`` ("so", "therefore": the clause is the
    cause or the result of the other), ``contrast`` ("but", "although", "whereas", and ", while"
    set off by a comma). ``ignore``: a dependent already dealt with (the "still" a caller
    rewrote as "no longer").
    """
    for child in head.children:
        if ignore is not None and child.i == ignore.i:
            continue
        reason = _clash_with(head, child)
        if reason is not None:
            return reason
        # "The forecast says it will rain, take an umbrella": the parser hangs the spliced
        # imperative on the complement clause as its conjunct
        complement = child.dep_ == "ccomp" and child.i > head.i
        if complement and any(
            spliced_directive(head, c) for c in child.children if c.dep_ == "conj"
        ):
            return "directive"
    if head.dep_ == "advcl" and _contrast_collapses(head.head, head):
        return "contrast"
    if echoed_clause_tag(head) is not None:
        # "I did not try to drink this, I really did": the emphatic tag repeats the clause's
        # operator and reasserts what the negation denies (Quirk et al. 1985 §18.57;
        # rewrite.discourse.echoed_clause_tag; stop 94, vc194)
        return "echo-tag"
    if head.dep_ == "conj" and _coordinated_contrast(head.head, head, negated_first=False):
        return "contrast"
    if _before_only_clause(head):
        return "contrast"
    if head.dep_ == "conj" and _result_clause(head):
        return "result"
    if _result_word_on_subject(head):
        return "result"
    return None


#: Punctuation that ends the clause before a clause-initial conjunction "only".
_ONLY_CONJUNCTION_BREAKS = frozenset({",", ";", "\u2014", "--", "-"})


def only_conjunction(main: Token) -> Token | None:
    """The conjunction "only" (``CONTRAST_CONJUNCTIONS``) that opens the clause of ``main`` (the
    clause's first conjunct) after a clause before it, or None.

    Clause-initial "only" after a finished clause and its comma is a coordinating or
    subordinating conjunction meaning "except that, but" (Quirk et al. 1985 §13.5 note on
    "only" with "but"-like use in informal English; OED "only" C.2; Huddleston & Pullum 2002
    ch. 15 §2.5 on marginal coordinators): it links the two clauses and is no focusing
    subjunct on the subject after it. Taken as the conjunction when "only" stands right after
    the comma (or semicolon, dash) that closes a clause with a finite verb of its own, and
    right before the left edge of ``main``'s subject; the focus reading "Only she realized"
    (sentence-initial, no clause before) and "..., only five dollars" (no subject and verb
    after) are left alone. Moved here from ``embedding.contrastive_only`` (stop 99, ng14) so
    that the operators' refusal and the contrast clash read one test."""
    subject = next(
        (c for c in main.children if c.dep_ in ("nsubj", "nsubjpass", "expl") and c.i < main.i),
        None,
    )
    if subject is None:
        return None
    start = subject.left_edge.i
    doc = main.doc
    only = doc[start]
    if only.lower_ not in CONTRAST_CONJUNCTIONS:
        if start == 0 or doc[start - 1].lower_ not in CONTRAST_CONJUNCTIONS:
            return None
        only = doc[start - 1]
    if only.i < 2 or doc[only.i - 1].text not in _ONLY_CONJUNCTION_BREAKS:
        return None
    before = doc[only.i - 1].sent
    if not any(t.tag_ in ("VBD", "VBZ", "VBP", "MD") for t in doc[before.start : only.i - 1]):
        return None  # no finished clause before the comma
    if any(
        c.dep_ in ("advcl", "prep", "npadvmod") and c.i < only.i <= c.right_edge.i + 2
        for c in main.children
    ):
        # "If the box is ticked, only unpaid invoices are printed": the clause before the
        # comma is a fronted adjunct of ``main``'s own clause, not a clause "only" could join
        # to it (a coordinator links clauses of equal rank, Quirk §13.5), so "only" is the
        # focusing subjunct on the subject (Quirk §8.116)
        return None
    return only


def _before_only_clause(head: Token) -> bool:
    """Is ``head``'s clause followed by a clause opened by the conjunction "only" ("He
    realized that p, only he was too tired to care")?

    "Only" here is a contrastive coordinator like "but" (``only_conjunction``): the second
    clause is set against an expectation the first raises (Lakoff 1971 on denial of
    expectation; Blakemore 1989), and that expectation comes from the first clause as
    written. Negated, the first clause raises the opposite expectation, or none, and "only"
    has nothing to deny ("*He didn't realize that p, only he was too tired to care"), the same
    break a following "but" clause gives (``discourse-clash:contrast``; stop 99, ng14). The
    parser hangs the first clause on the second as its ``ccomp``/``parataxis`` (as a comment
    clause) or takes the second as the first's conjunct; both are read. Only the clause
    before the "only": a negation of the "only" clause itself is the operators' and
    ``subject-focused-by-only``'s."""
    candidates = []
    if head.dep_ in ("ccomp", "parataxis") and head.i < head.head.i:
        candidates.append(head.head)
    candidates += [
        c for c in head.children if c.dep_ in ("conj", "parataxis", "advcl") and c.i > head.i
    ]
    for clause in candidates:
        only = only_conjunction(clause)
        if only is not None and only.i > head.i and head.right_edge.i < only.i:
            return True
    return False


def _result_word_on_subject(head: Token) -> bool:
    """Does a resultive conjunct open ``head``'s clause while the parser hung it on the subject
    ("..., so future calls won't need to parse it again": "so" a mark of "calls")? A conjunct
    relates the clause, not a noun phrase (Quirk et al. 1985 §8.137, §15.22 on result "so"), so
    the clause is the result of the one before it and flipping its polarity breaks the link as
    in :func:`_clash_with` (stop 74 ng04, review s1204k, verb_complement class 2)."""
    doc = head.doc
    premodifiers = ("det", "amod", "compound", "nummod", "poss", "case", "nmod")
    for subject in head.children:
        if subject.dep_ not in SUBJECT_DEPS or subject.i > head.i:
            continue
        for c in subject.children:
            if c.i > subject.i:
                continue
            opens = c.i == 0 or doc[c.i - 1].is_punct or doc[c.i - 1].dep_ == "cc"
            # only the subject's own premodifiers between the conjunct and the subject noun
            if not opens or any(t.dep_ not in premodifiers for t in doc[c.i + 1 : subject.i]):
                continue
            if (
                c.lower_ in RESULT_WORDS
                and c.dep_ in ("mark", "advmod", "cc")
                and not _so_that(c)
                and not _narrative_so(c)
            ):
                return True
    return False


#: Words that make a coordinated clause negative for :func:`negative_parallel_clause`: "not"
#: and the "no"-series (Quirk et al. 1985 §10.58) and the broad negatives (§10.61).
_CLAUSE_NEGATIVES = frozenset(
    {"not", "n't", "never", "no", "nothing", "nobody", "none", "neither", "nor", "noone"}
    | {"hardly", "scarcely", "barely", "seldom", "rarely"}
)


def corrective_but(head: Token, after: int) -> Token | None:
    """The "but" of a corrective "not X but Y" in ``head``'s negated clause, after the
    negation at index ``after``, or None.

    "She didn't stop in 1990 but in 1995", "He didn't say that A but that B", "It wasn't the
    mayor but the council": "but" here introduces the replacement for what the negation
    rejects (Horn 1989 ch. 6 on contrastive/metalinguistic negation; McCawley 1991
    "Contrastive negation"; Toosarvandani 2014 on corrective "but"), and it needs the negation:
    removed, it leaves "She stopped in 1990 but in 1995", which is no English (blind review
    round 39, class 1). Corrective when the "but" on ``head`` is followed by a bare phrase (no
    conjunct, or one that is no verb) or by a clause with its own subordinator ("but because
    ...", "but that ..."), or when it coordinates noun phrases or two marked clauses below the
    verb. A "but" clause or verb phrase of its own ("but he finished second", "but finished
    second") is the ordinary contrast of :func:`discourse_clash`."""
    doc = head.doc
    for b in doc[after + 1 : head.sent.end]:
        if b.lower_ != "but" or b.dep_ != "cc":
            continue
        if b.head.i != head.i and not head.is_ancestor(b.head):
            continue
        x = b.head
        conj = next((c for c in x.children if c.dep_ == "conj" and c.i > b.i), None)
        marked = conj is not None and any(c.dep_ == "mark" for c in conj.children)
        nominal = conj is not None and conj.pos_ in ("NOUN", "PROPN", "PRON", "NUM")
        if x.i == head.i:
            if conj is None or marked or conj.pos_ not in ("VERB", "AUX"):
                return b
            continue
        hosts = ("NOUN", "PROPN", "PRON", "NUM", "VERB", "AUX")
        if nominal and x.pos_ in hosts and not _inside_own_clause(x, head):
            return b  # "not apples but pears"; a cleft's "but the council" hung on its relative
        x_marked = any(c.dep_ == "mark" for c in x.children)
        if marked and x_marked and x.head.i == head.i:
            return b  # "didn't say that A but that B"
    return None


def _inside_own_clause(token: Token, head: Token) -> bool:
    """Is ``token`` inside a clause with a subject of its own below ``head`` (not a relative
    clause, which a cleft's parse hangs the focus's correction on)? "He didn't know that Tom
    but not Ann had left": the "but" is the complement's, and stays with it."""
    cur = token
    while cur.i != head.i and cur.head.i != cur.i:
        if cur.pos_ in ("VERB", "AUX") and cur.dep_ != "relcl" and subject_of(cur) is not None:
            return True
        cur = cur.head
    return False


#: Marks that set off a contrastive "not" phrase after the constituent it contrasts with.
CONTRASTIVE_NOT_MARKS = COMMA_OR_DASH


def contrastive_not(head: Token) -> Token | None:
    """The "not" of a verbless contrastive phrase set off after the constituent it replaces,
    in ``head``'s own clause ("designed for a production economy, *not* for a service one",
    "stopped in 1920, *not* in 1925", "landscapes but *not* portraits"), else None.

    "X, not Y" is contrastive negation: it asserts X and denies the alternative Y
    (McCawley 1991 "Contrastive negation and metalinguistic negation"; Quirk et al. 1985
    §13.43 on "not" coordinating a contrasted constituent; Huddleston & Pullum 2002 ch. 9
    §1.3). A negation added to the clause ("were not designed for a production economy, not
    for a service one") denies X as well, so the phrase no longer contrasts with anything:
    "not X, not Y" denies both and says something else than the negation of the sentence.
    Only a verbless phrase (the "not" on a preposition, noun or adjective): "would leave, not
    trying to find work" is a negative supplementive clause, a separate assertion the other
    checks see (participial_adjunct). Stop 51 (ng21)."""
    for t in head.subtree:
        if t.i <= head.i or t.lower_ != "not" or t.dep_ != "neg":
            continue
        before = t.doc[t.i - 1] if t.i > 0 else None
        if before is None or (before.text not in CONTRASTIVE_NOT_MARKS and before.lower_ != "but"):
            continue  # ", not Y" and "but not Y" ("paints landscapes but not portraits")
        if t.head.pos_ in ("VERB", "AUX") or t.head.tag_.startswith("VB"):
            continue
        if _inside_own_clause(t, head):
            continue
        return t
    return None


def negative_parallel_clause(head: Token) -> Token | None:
    """A clause coordinated after ``head``'s by "and" with a subject of its own that is itself
    negative ("She wasn't easy to talk to, and she rarely smiled"), or None.

    Two clauses joined by "and" in a Parallel relation share their polarity orientation
    (Kehler 2002 ch. 2 on Parallel and Contrast; Lakoff 1971 on symmetric "and"): made
    positive, the first clause stands against the negative second one, and "and" has to be
    read as "but" ("She was easy to talk to, and she rarely smiled"; blind review round 39,
    class 1, the mirror of the "but" case). For removals of a negation only."""
    for conj in head.children:
        if conj.dep_ != "conj" or conj.i < head.i or subject_of(conj) is None:
            continue
        words = {conj.doc[i].lower_ for i in _coordinators_before(conj)}
        if "and" not in words:
            continue
        verbs = (conj, *(c for c in conj.children if c.dep_ in AUX_DEPS))
        if any(c.lower_ in _CLAUSE_NEGATIVES for v in verbs for c in v.children):
            return conj
        subject = subject_of(conj)
        if subject.lower_ in _CLAUSE_NEGATIVES or any(
            c.dep_ == "det" and c.lower_ in ("no", "neither") for c in subject.children
        ):
            return conj  # "and nobody came back"
    return None


def _coordinators_before(conj: Token) -> list[int]:
    """The coordinator tokens between ``conj`` and its first conjunct."""
    doc, first = conj.doc, conj.head
    return [
        t.i for t in doc[first.i + 1 : conj.left_edge.i] if t.dep_ == "cc" and t.head.i == first.i
    ]


def locative_inversion(head: Token) -> Token | None:
    """The fronted locative or directional phrase of a locative inversion in ``head``'s
    clause ("Behind the house lies a garden", "Among the guests were two senators"), or None.

    The clause opens with a prepositional phrase or adverb of ``head``, and the subject comes
    after the verb. Locative inversion is a root transformation (Hooper & Thompson 1973;
    Emonds 1976; Bresnan 1994 "Locative inversion and the architecture of UG"): it stands in
    main assertions, not in a conditional antecedent ("*If behind the house lies a garden, ...")
    nor in a yes/no question ("*Behind the house lies does a garden?"), and it takes no
    do-support ("*Behind the house doesn't lie a garden"). Blind review round 39, class 4."""
    subject = subject_of(head)
    if subject is None or subject.i < head.i or subject.dep_ == "expl":
        return None
    doc = head.doc
    start = head.sent.start
    while start < head.i and (doc[start].is_punct or doc[start].dep_ == "cc"):
        start += 1  # "And in the corner sat ..."
    for child in head.children:
        if child.i > head.i or child.dep_ not in ("prep", "advmod"):
            continue
        if child.left_edge.i == start and child.right_edge.i < head.i:
            return child
    return None


#: Prepositions of place and direction that are no nouns, adjectives or verbs as well (Quirk
#: et al. 1985 §9.7, §9.15-9.29 on spatial prepositions): a noun phrase never opens with one, so
#: a parsed subject that does is a fronted prepositional phrase the tagger read as a name
#: ("Beside/NNP Denisov rode an esaul": the real subject "an esaul" comes after the verb).
#: Words that also start names or nouns ("under", "over", "inside", "near", "down") are left
#: out ("Under Armour makes shoes").
INVERSION_PREPOSITIONS = frozenset(
    {"beside", "into", "onto", "upon", "among", "amongst", "amid", "amidst", "beneath", "behind",
     "beyond", "across", "along", "alongside", "around", "toward", "towards", "through",
     "throughout", "within", "between", "atop"}
)  # fmt: skip
#: WordNet classes of the verbs that take a locative inversion: motion and position or existence
#: (Levin & Rappaport Hovav 1995 ch. 6 on locative inversion with verbs of existence,
#: appearance, spatial configuration and manner of motion; Bresnan 1994: "Into the room ran a
#: boy").
_INVERSION_VERB_LEXNAMES = frozenset({"verb.motion", "verb.stative"})


def preposition_read_as_subject(head: Token) -> Token | None:
    """The opening preposition of a locative inversion that the parser put inside the subject
    ("*Beside* Denisov rode an esaul": "Beside" a proper-noun compound of the subject
    "Denisov", "esaul" the object), or None.

    The sentence opens with a word of ``INVERSION_PREPOSITIONS`` that is not tagged as a
    preposition and heads no phrase of its own, inside the subject before ``head``; ``head`` is a
    lexical verb of motion or position (first WordNet sense ``verb.motion``/``verb.stative``,
    or "be"), and a noun phrase follows it (the real, postposed subject). Like
    :func:`locative_inversion`, the clause is a root transformation with the subject after a
    simple verb (Bresnan 1994; Hooper & Thompson 1973; Quirk et al. 1985 §18.23): no do-support
    question ("*Did Beside Denisov ride an esaul?"), no "if"-clause, no "didn't" on the verb."""
    subject = subject_of(head)
    if subject is None or subject.i > head.i or left_auxiliaries(head):
        return None
    doc = head.doc
    start = head.sent.start
    while start < head.i and (doc[start].is_punct or doc[start].dep_ == "cc"):
        start += 1
    first = subject.left_edge
    if first.i != start or first.lower_ not in INVERSION_PREPOSITIONS or first.tag_ == "IN":
        return None
    if first.i == subject.i:
        return None  # the preposition alone is the subject: nothing after it to be its object
    if (
        head.lemma_ != "be"
        and wordnet.first_sense_lexname(head.lemma_.lower(), "VERB") not in _INVERSION_VERB_LEXNAMES
    ):
        return None
    if not any(c.dep_ in ("dobj", "attr", "npadvmod") and c.i > head.i for c in head.children):
        return None
    return first


#: Words of a fronted phrase that trigger subject-auxiliary inversion: negatives, restrictive
#: "only" and "nor"/"neither" (Quirk et al. 1985 §18.24; Huddleston & Pullum 2002 ch. 9 §1.6);
#: they tell a negative inversion from a locative one ("Among the guests were two senators").
INVERSION_TRIGGERS = frozenset(
    {"only", "never", "nor", "neither", "not", "no", "nowhere", "rarely", "seldom", "hardly"}
    | {"scarcely", "barely", "little"}
)


#: Broad negatives that, with a later "when"/"before" clause, make the correlative frame of
#: immediate succession: "We had hardly sat down when the phone rang" (Quirk et al. 1985
#: §10.61 on the broad negatives; Declerck 1997 "When-clauses and temporal structure" on the
#: "inverted" when-clause, which carries the foregrounded new event).
SUCCESSION_NEGATIVES = APPROXIMATE_NEGATORS
#: The subordinators of the second member of that frame.
SUCCESSION_MARKS = frozenset({"when", "before"})


def immediate_succession(head: Token) -> Token | None:
    """The "when"/"before" of a "hardly/scarcely/barely ... when/before" frame on ``head``
    ("We had barely begun to eat when the lights went out"), or None.

    The frame narrates two events in sequence: the main clause is backgrounded and the
    "when"-clause asserts the new, foregrounded event (Declerck 1997 on inverted
    when-clauses; Quirk et al. 1985 ch. 15 on the correlative "hardly ... when", "no sooner
    ... than"). It is a piece of narrative assertion, not a proposition an operator can take:
    "*Had we barely begun to eat when the lights went out?", "If we had barely begun to eat
    when the lights went out, it's okay" and "We might have barely begun ... when ..." all
    lose the sequence (blind review s1130p: the question judged ungrammatical)."""
    if not any(
        c.dep_ == "advmod" and c.lower_ in SUCCESSION_NEGATIVES and c.i < head.i
        for c in head.children
    ):
        return None
    for clause in head.children:
        if clause.dep_ != "advcl" or clause.i < head.i:
            continue
        for c in clause.children:
            if c.dep_ in ("mark", "advmod") and c.lower_ in SUCCESSION_MARKS and c.i < clause.i:
                return c
    return None


def inverted_declarative(head: Token) -> Token | None:
    """The finite auxiliary of a declarative clause inverted after a fronted phrase ("Nor does
    he accept ...", "Only once does anyone recall ...", "Never had she seen ...", "So did
    he"), or None: the auxiliary comes before the clause's subject, some word of the clause
    comes before the auxiliary, and the sentence is no question (no final "?").

    Subject-auxiliary inversion after a fronted negative, "only"- or "so"-phrase marks that
    phrase as taking scope over the whole clause (Klima 1964; Quirk et al. 1985 §18.24;
    Haegeman 2000 "Negative preposing, negative inversion and the split CP"; Büring 2004
    "Negative inversion"): a negation, modal or conditional put inside the clause stays
    below it ("Only once didn't anyone recall", "*might Only once anyone recall"), and the
    inversion is a root phenomenon that an "if"-clause does not host ("*If only once does
    anyone recall ...", "*If does he accept ..."; Hooper & Thompson 1973). A question is
    already inverted (the interrogative's own ``already-inverted``)."""
    doc = head.doc
    misparsed = fronted_clause_read_as_root(head)
    if misparsed is not None:
        return misparsed
    subject = subject_of(head)
    auxes = left_auxiliaries(head)
    finite = head.tag_ in ("VBD", "VBZ", "VBP")
    pro_form = finite and head.lemma_ in ("be", "do", "have")  # "So did his brother"
    aux = auxes[0] if auxes else (head if pro_form else None)
    if aux is None or subject is None or subject.i < aux.i or subject.dep_ == "expl":
        return None
    if any(t.text == "?" for t in doc[head.sent.end - 2 : head.sent.end]):
        return None
    fronted = [t for t in doc[head.left_edge.i : aux.i] if not t.is_punct]
    if not fronted and head.dep_ != "ROOT":
        return None  # "Had I known, ..." opens with the auxiliary: a conditional clause
    negative = any(t.lower_ in INVERSION_TRIGGERS for t in fronted)
    if locative_inversion(head) is not None and not negative:
        return None  # "Among the guests were two senators": a locative inversion (above)
    return aux


def fronted_clause_read_as_root(root: Token) -> Token | None:
    """The inverted auxiliary of a main clause that the parser hung below its own fronted
    adverbial clause, or None: "Only when the prisoner stopped screaming would the crowd
    disperse" parsed with "stopped" as the root and "would the crowd disperse" as its object
    or complement. The root opens with its subordinator ("when", "after", "until": a ``mark``
    or wh-adverb before its subject, nothing but a focusing word such as "only" or "not" before
    that), and a clause below it, right after it, opens with a finite auxiliary before its own
    subject; the sentence is no question.

    A clause introduced by a subordinator is a dependent clause, never a sentence of its own
    (Quirk et al. 1985 §14.12), and subject-auxiliary inversion after the fronted "only"- or
    negative clause marks the clause after it as the main clause (§18.24; see
    :func:`inverted_declarative`): the tree has the two the wrong way round. An operator put on
    the root lands in the fronted clause ("*Only when the prisoner might have stopped screaming
    would the crowd disperse"), and a cut at the root keeps only the fronted clause; the clause
    counts as inverted, so every embedding refuses it (pr234)."""
    if root.dep_ != "ROOT" or root.pos_ not in ("VERB", "AUX"):
        return None
    doc = root.doc
    sent = root.sent
    if any(t.text == "?" for t in doc[max(sent.end - 2, sent.start) : sent.end]):
        return None
    subject = subject_of(root)
    opener = next(
        (
            c
            for c in root.children
            if c.i < root.i
            and (c.dep_ == "mark" or (c.dep_ == "advmod" and c.tag_ == "WRB"))
        ),
        None,
    )
    if opener is None or subject is None or not opener.i < subject.left_edge.i:
        return None
    if any(a.i < subject.i for a in left_auxiliaries(root)):
        return None  # "When did she leave ...": a question, its auxiliary before the subject
    before = [t for t in doc[sent.start : opener.i] if not t.is_punct]
    if any(t.i not in {k.i for k in opener.subtree} for t in before):
        return None  # only a focusing word of the subordinator ("Only when", "Not until")
    for verb in root.subtree:
        if verb.i <= root.i:
            continue
        # no test of the tag: the misparsed verb is often tagged a noun ("disperse" NN), and
        # its auxiliary and subject are what make it a clause
        auxes = left_auxiliaries(verb)
        own = subject_of(verb)
        if not auxes or own is None or not auxes[0].i < own.i:
            continue
        if verb.left_edge.i == auxes[0].i and auxes[0].tag_ in ("MD", "VBD", "VBZ", "VBP"):
            return auxes[0]
    return None


#: Verbs of the quoting clause that newspapers invert after the quotation ("..., said the
#: spokesman"; Quirk et al. 1985 §14.29; Biber et al. 1999 §11.2.1.2).
QUOTING_VERBS = frozenset(
    {"say", "add", "note", "explain", "continue", "write", "ask", "reply", "argue", "insist",
     "observe", "warn", "declare", "conclude", "recall", "remark", "report", "tell",
     # stop 69 (pr122): the verbs of the manner of speaking and of answering that take the
     # same quotative inversion ('"...," answered Pelias'; Quirk et al. 1985 §14.29, §16.64:
     # "answer", "cry", "exclaim", "whisper", ...)
     "answer", "respond", "retort", "cry", "exclaim", "shout", "whisper", "murmur", "mutter",
     "repeat", "inquire", "enquire", "demand"}
)  # fmt: skip


def quotative_inversion(head: Token) -> bool:
    """``head`` is the verb of a quoting clause inverted after the reported words ('"...," said
    Robert Bretz, chairman of ...'): the verb in a simple tense, its subject after it, the
    reported clause before it.

    The inversion is possible only with a simple verb form (Quirk et al. 1985 §14.29: "said
    John", but "*will say John", "*didn't say John"), so a negation, modal or question on this
    verb cannot keep the order ("*..., didn't say Robert Bretz", "*..., might have said Robert
    Bretz", "*..., say did Robert Bretz?"), and restoring subject-verb order would need the
    report rebuilt around the quotation. The stop 50 A/B judge rejected all six such premises."""
    if verb_lemma(head) not in QUOTING_VERBS or head.tag_ not in ("VBD", "VBZ", "VBP"):
        return False
    if left_auxiliaries(head):
        return False
    subject = subject_of(head)
    if subject is None or subject.i < head.i:
        return False
    reported = [c for c in head.children if c.dep_ in ("ccomp", "parataxis") and c.i < head.i]
    return bool(reported) or (head.dep_ in ("parataxis", "ccomp") and head.head.i < head.i)


#: Words after "the" that open a half of a comparative correlative ("the more", "the less");
#: any JJR/RBR comparative does too ("the closer", "the better").
CORRELATIVE_COMPARATIVES = frozenset({"more", "less", "fewer"})
#: Dependencies that open a clause of its own below ``head``: a comparative correlative in it
#: ("He said that the more you pay, the more you get") is not ``head``'s.
_OWN_CLAUSE_DEPS = frozenset({"ccomp", "relcl", "acl", "csubj", "csubjpass", "parataxis", "xcomp"})


def _opens_comparative(token: Token) -> bool:
    doc = token.doc
    nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return (
        token.lower_ == "the"
        and nxt is not None
        and (nxt.tag_ in ("JJR", "RBR") or nxt.lower_ in CORRELATIVE_COMPARATIVES)
    )


def comparative_correlative(head: Token) -> Token | None:
    """The "the" that opens the first half of a comparative correlative whose halves are
    ``head``'s clause and its adjunct ("The closer she got, the more Chizuru could see that
    ..."), or None. Both halves open with "the" + a comparative, and both are in ``head``'s
    clause, not in a complement or relative clause below it.

    The construction asserts a correlation between the two halves: the first is a
    conditional-like subordinate clause, the second a main clause with a fronted comparative
    (Culicover & Jackendoff 1999 "The view from the periphery: the English comparative
    correlative"; McCawley 1988 "The comparative conditional constructions in English,
    German and Chinese"). A negation, modal or question on the second half alone asserts or
    questions a correlation with a negated or modalised half ("the more Chizuru couldn't
    see", "could the more Chizuru see ...?"), not the denial or question of the sentence, and
    an "if" cannot take the fronted "the more" half (a root-like fronting)."""
    opens = [t for t in head.sent if _opens_comparative(t)]
    if len(opens) < 2:
        return None
    own: list[Token] = []
    for t in opens:
        cur = t
        while cur.i != head.i and cur.head.i != cur.i:
            if cur.dep_ in _OWN_CLAUSE_DEPS and cur.left_edge.i != t.i:
                break  # a complement or relative clause of its own; the first half the
                # parser hung as a complement opens with its "the" ("The more he tried, ...")
            cur = cur.head
        if cur.i == head.i:
            own.append(t)
    return own[0] if len(own) >= 2 else None


def additive_particle(head: Token) -> Token | None:
    """The additive particle of ``head``'s clause: "also" on its verb, or a clause-final "too"
    on it or on its verb complement ("stopped drinking too": advmod of "drinking"). Not a
    ``discourse_clash``: the verb-veridicality annotators negate "He also feels that" as "He
    also does not feel that"; the presupposition rewriter flags it (round 6 of #11)."""
    for verb in (head, *(c for c in head.children if c.dep_ == "xcomp")):
        for t in verb.children:
            if t.dep_ != "advmod" or t.lower_ not in ADDITIVE_PPIS | DROPPED_ADDITIVES:
                continue
            nxt = t.doc[t.i + 1] if t.i + 1 < len(t.doc) else None
            if (t.lower_ == "also" or t.lower_ in DROPPED_ADDITIVES) and verb.i == head.i:
                return t
            if t.lower_ == "too" and t.i > verb.i and (nxt is None or nxt.is_punct):
                return t
    return None


def mended_additive(head: Token) -> Token | None:
    """The additive particle of ``head``'s clause (:func:`additive_particle`) that the negation
    rewriter mends (``DROPPED_ADDITIVES``): a clause-final "too" (-> "either"), or a medial
    "likewise" after the start of the subject ("he likewise fell" -> "he didn't fall";
    dropped). A clause-initial "Also, ..." or "Likewise, ..." is a conjunct linking the
    sentence to the one before (Quirk et al. 1985 §8.137), outside the clause the negation
    takes, and is left alone."""
    particle = additive_particle(head)
    if particle is None or particle.lower_ == "too":
        return particle
    if particle.lower_ not in DROPPED_ADDITIVES:
        return None  # "also" stays (DROPPED_ADDITIVES)
    subject = subject_of(head)
    if subject is None or particle.i < subject.left_edge.i:
        return None
    return particle


#: Polarity-sensitive adverbs that a flipped polarity leaves in the wrong place in an IMPPRES/
#: NOPE premise (``negate(above_only=True)``: the presupposition rewriter and ``embed``), with
#: the flag each gives (blind review, stop 35: "didn't already"). "already" is a positive
#: polarity item whose non-assertive form is "yet" (Baker 1970; Quirk et al. 1985 §10.60): "They
#: hadn't already stopped smoking" answers a claim that they had, no plain negation. Scalar
#: "even" takes scope over an added negation ("She didn't even stop" says not stopping was the
#: least expected, the reverse of the original's scale), and a removed "not even" leaves the
#: negative-polarity "even" in a positive clause ("He even had to leave home"; Karttunen &
#: Peters 1979; Rooth 1985 on the two "even"s); the same holds for "even" on the subject ("Even
#: the coach didn't leave"). Additive "too" is a positive polarity item whose negative form is
#: "either" (Klima 1964): a clause-final one is swapped by the negation itself, one after the
#: subject ("They too didn't stop") has no place for "either". "also" and "still" are dealt
#: with by :func:`additive_particle` below (``discourse-clash:additive``) and "no longer".
#: Each maps to the polarity changes under which it clashes.
POLARITY_SENSITIVE_ADVERBS = {
    "already": ("ppi-under-negation:already", ("negation:add",)),
    "even": ("negated-even", ("negation:add", "negation:remove")),
    "too": ("ppi-under-negation:too", ("negation:add",)),
}
#: Time-relationship adjuncts of sequence (Quirk et al. 1985 §8.67ff.: "eventually",
#: "finally", "afterward(s)", "subsequently", "thereafter", "ultimately") after the subject: the
#: negation added before the verb group takes them in its scope, and a negation associates with
#: the focusable adjunct in its scope (Jackendoff 1972 ch. 8; Horn 1989 §6.3 on focus and
#: negation), so "She didn't afterward/eventually stop" denies the timing, not the event, and
#: reads as the rejection of a claim about when ("didn't finally ..."): the positive-polarity
#: behaviour Baker 1970 describes for "already" and "still". A fronted one ("Eventually, the
#: council ...") is a frame over the whole clause (``discourse_clash``: fronted-sequence).
SEQUENCE_ADVERBS = frozenset(
    {"afterward", "afterwards", "eventually", "finally", "subsequently", "thereafter"}
    | {"ultimately"}
)
#: Words after "even" that make it part of a concessive subordinator, no focus particle.
_EVEN_SUBORDINATORS = frozenset({"if", "though", "when", "so", "as"})


def polarity_sensitive_adverbs(head: Token, target: Token | None, rule: str) -> list[str]:
    """Flags of the ``POLARITY_SENSITIVE_ADVERBS`` on the negated clause's verb ``head`` (or on
    the ``target`` verb below it, "didn't even have to leave") that ``rule`` clashes with."""
    doc = head.doc
    flags: list[str] = []
    verbs = {t.i: t for t in (head, target) if t is not None and t.pos_ in ("VERB", "AUX")}
    adverbs = [c for verb in verbs.values() for c in verb.children]
    for subject in (c for c in head.children if c.dep_ in SUBJECT_DEPS):
        # "Even the team's coach left": "even" at the left edge of the subject, hung on it or
        # on a word inside it
        edge = subject.left_edge
        if edge.lower_ == "even" and edge.dep_ == "advmod":
            adverbs.append(edge)
    subjects = [c for c in head.children if c.dep_ in SUBJECT_DEPS]
    after_subject = max((s.right_edge.i for s in subjects), default=None)
    adding = rule.startswith("negation:add")
    for c in adverbs:
        if c.dep_ != "advmod":
            continue
        sequence = c.lower_ in SEQUENCE_ADVERBS and after_subject is not None
        sequence = sequence and c.i > after_subject  # not a fronted frame ("Eventually, ...")
        if adding and sequence and f"ppi-under-negation:{c.lower_}" not in flags:
            flags.append(f"ppi-under-negation:{c.lower_}")
        # "could no longer continue" is a negative clause ("no longer" = "not any longer",
        # one of the negative forms of Quirk et al. 1985 §10.55): a "not" added to it makes
        # "couldn't no longer", a double negative, not the sentence's denial ("could still")
        no_longer = c.lower_ == "longer" and any(k.lower_ == "no" for k in c.children)
        if adding and no_longer and "double-negation:no-longer" not in flags:
            flags.append("double-negation:no-longer")
        if c.lower_ not in POLARITY_SENSITIVE_ADVERBS:
            continue
        flag, rules = POLARITY_SENSITIVE_ADVERBS[c.lower_]
        nxt = doc[c.i + 1] if c.i + 1 < len(doc) else None
        if c.lower_ == "even" and nxt is not None and nxt.lower_ in _EVEN_SUBORDINATORS:
            continue  # "even if / even though": a subordinator
        if c.lower_ == "too" and c.i > head.i:
            continue  # clause-final "too" -> "either" (``_negate``); "too much" is no advmod
        if rule.startswith(rules) and flag not in flags:
            flags.append(flag)
    return flags


def aspectual_particle(
    head: Token, child: Token, words: frozenset[str] = frozenset({STILL})
) -> bool:
    """``child`` is an aspectual particle (``words``) on ``head``'s verb or its auxiliaries,
    before the verb or right after it ("She still won", "had already sold", "is still open")."""
    return child.dep_ == "advmod" and child.lower_ in words and child.i < head.i + 2


def _clash_with(head: Token, child: Token) -> str | None:
    """The clash that ``head``'s dependent ``child`` causes when ``head`` is negated, or None."""
    low, dep = child.lower_, child.dep_
    if aspectual_particle(head, child):
        return "still"
    if dep == "advmod" and low in CONCESSIVE_ADVERBS:
        return "concessive"
    resultive = dep in ("advmod", "cc", "mark") and low in RESULT_WORDS and child.i < head.i
    if resultive and not _so_that(child) and not _narrative_so(child):
        return "result"
    after = child.i > head.i
    if after and (because_clause(child) or reason_preposition(head, child)):
        return "because"  # "because of the rain", "due to the rain", "thanks to her coach"
    if after and dep in ("advcl", "conj") and _result_clause(child):
        return "result"
    if after and purpose_clause(child):
        return "purpose"  # "didn't widen the road so that buses could pass"
    if after and participial_adjunct(child) and not denial_compatible_supplement(child):
        return "participial-adjunct"  # "didn't describe a problem, encapsulating many dangers"
    if after and spliced_directive(head, child):
        return "directive"  # "*The forecast doesn't say it will rain, take an umbrella"
    if not after and (because_clause(child) or causal_since_clause(head, child)):
        return "preposed-cause"  # "Because X was on his mind, Bruce didn't recruit volunteers"
    if dep == "advcl" and _contrast_collapses(head, child):
        return "contrast"
    if dep == "conj" and _coordinated_contrast(head, child):
        return "contrast"
    return None


def because_clause(clause: Token) -> bool:
    """Is ``clause`` an adverbial clause marked by a causal subordinator ("because ...";
    CAUSAL_MARKS)?"""
    return clause.dep_ == "advcl" and _mark(clause) in CAUSAL_MARKS


def causal_since_clause(head: Token, clause: Token) -> bool:
    """Is ``clause`` a preposed causal since-clause on ``head`` ("Since the shop was shut, we
    bought bread at the station")? "since" is temporal with a perfect in its host ("Since he
    left, we have not ..."; the time-since reading takes the perfect of its host: Quirk et al.
    1985 §4.22 on the perfect with "since"), and a subordinator of reason otherwise (§15.45),
    the same test ``negation.neg_raised_reason`` applies; "ever since" is temporal. A preposed reason is the ground the sentence gives for its main clause as
    written, so it is no ground for the clause's negation (``preposed-cause``; Sanders et al.
    1992 on causal coherence): "Since you could not rebook me, I did not have to buy a ticket"
    (stop 93, vc191: blind review s9301). Not on a neg-raising verb or "hope", whose added
    negation under a preposed since-clause ``negation.neg_raised_reason`` already names
    (``discourse-clash:neg-raised-reason``, stop 58)."""
    if clause.dep_ != "advcl" or clause.i > head.i or _mark(clause) != "since":
        return False
    if verb_lemma(head) in NEG_RAISING | {"hope"}:
        return False
    mark = next(c for c in clause.children if c.dep_ == "mark")
    if mark.i > 0 and head.doc[mark.i - 1].lower_ == "ever":
        return False
    return not any(c.dep_ == "aux" and c.lemma_ == "have" for c in head.children)


#: Adverbs that may open a spliced imperative ("..., please call back", "..., just ask").
_DIRECTIVE_OPENERS = frozenset({"please", "just", "now", "kindly"})


def spliced_directive(head: Token, clause: Token) -> bool:
    """Is ``clause`` an imperative joined by a bare comma after ``head``'s clause is complete
    ("The forecast says it will rain, take an umbrella")? Juxtaposed after a statement, a
    directive is given on the ground of that statement: a pragmatic (speech-act) causal
    relation, the statement the reason for the directive (Sanders et al. 1992 on pragmatic
    cause-consequence relations; Sweetser 1990 ch. 4 on speech-act causality). Flipping the statement's polarity leaves the directive with
    the opposite ground, which is no ground for it ("*The forecast doesn't say it will rain,
    take an umbrella"), as a preposed reason is no reason for its clause's negation
    (``preposed-cause``; stop 93, vc193, blind review s9301). The imperative is a bare verb with
    no subject, auxiliary or subordinator, right after the comma (a "please" or other adverb
    may open it); not a comma right after ``head`` ("He said, take the umbrella": the
    directive is the reported speech), and not one joined by a coordinator ("..., but come
    anyway": the coordinator names the relation)."""
    if clause.dep_ not in ("ccomp", "conj", "parataxis") or clause.i < head.i:
        return False
    # the tagger reads a sentence-internal imperative as a present now and then ("..., buy
    # bread"); the base form with no subject is the imperative all the same
    base = clause.tag_ == "VB" or (clause.tag_ == "VBP" and clause.lower_ == clause.lemma_.lower())
    if not base or clause.pos_ != "VERB":
        return False
    blocking = SUBJECT_DEPS | {"aux", "auxpass", "mark", "expl", "cc"}
    if any(c.dep_ in blocking for c in clause.children):
        return False
    # a base form after a verb that is itself a base form, or has a modal or "to" before it,
    # can be a verb-phrase conjunct sharing its subject and auxiliary ("Players break fingers,
    # tape them, return to game"; "He will come home, cook dinner"): no imperative to tell
    sister = clause.head
    if sister.tag_ in ("VB", "VBP") or any(
        c.dep_ == "aux" and (c.tag_ in ("MD", "TO")) for c in sister.children
    ):
        return False
    doc = clause.doc
    start = clause.left_edge.i
    # only a politeness or time adverb may open the imperative; a connective ("hence",
    # "so") names another relation and has its own clash
    if any(t.pos_ != "INTJ" and t.lower_ not in _DIRECTIVE_OPENERS for t in doc[start : clause.i]):
        return False
    if start < 2 or doc[start - 1].text not in (",", ";"):
        return False
    before = doc[start - 2]
    if before.i <= head.i or before.is_punct:
        return False  # "He said, take it": the directive is what was said
    # a comma that closes a supplementary relative ("our bodies, which seem to help us,
    # prevent ...") is followed by the predicate of that relative's noun, not a directive
    for up in (before, *before.ancestors):
        if up.i == head.i:
            break
        if up.dep_ in ("relcl", "acl"):
            return False
    return head.left_edge.i <= before.i


def concessive_clause(clause: Token) -> bool:
    """Is ``clause`` an adverbial clause marked by "though", "although" or "even though"?"""
    return clause.dep_ == "advcl" and _mark(clause) in CONCESSIVE_MARKS


def purpose_clause(clause: Token) -> bool:
    """Is ``clause`` a finite purpose clause, "so that ..." or "in order that ..."?

    Like a because-clause, a postposed purpose clause attracts the focus of an added negation
    ("The council didn't widen the road so that buses could pass" reads "it widened it, but not
    so that ..."; Jackendoff 1972 ch. 8; Quirk et al. 1985 §15.48 on purpose clauses), or
    states a purpose for an event that did not happen (blind review round 34, class 3)."""
    if clause.dep_ == "advcl":
        marks = [c for c in clause.children if c.dep_ == "mark"]
        if [m.lower_ for m in marks[:2]] == ["so", "that"]:
            return True
        # "..., so that points near the boundary are selected": the parser can take "that" for
        # the subject and leave "so" the only mark; "so" + "that" in a row is the subordinator
        # all the same (Quirk et al. 1985 §15.48-49; stop 78, ng14, blind review s1204t)
        doc = clause.doc
        so = marks[0] if marks and marks[0].lower_ == "so" else None
        return so is not None and so.i + 1 < len(doc) and doc[so.i + 1].lower_ == "that"
    if clause.dep_ == "prep" and clause.lower_ == "in":  # "in order that/to": parsed as a PP
        order = [c for c in clause.children if c.dep_ == "pobj" and c.lower_ == "order"]
        return bool(order) and any(c.dep_ in ("acl", "relcl") for c in order[0].children)
    return False


def participial_adjunct(clause: Token) -> bool:
    """Is ``clause`` a trailing -ing participle clause set off by a comma, without a
    subordinator or subject of its own ("..., encapsulating many dangers", "..., thereby
    reducing traffic", "..., killing ten people")?

    Such a supplementive clause is predicated of the matrix event: it describes it, its
    result or an accompanying event (Quirk et al. 1985 §15.58-60; Kortmann 1991). Under an
    added negation it describes an event the sentence now denies ("The storm didn't hit the
    coast, killing ten people"): the pair is incoherent (blind review round 34, class 3: "An
    account doesn't describe a problem, encapsulating many dangers"). A preposed one ("Born in
    Ohio, she ...") is background and is not counted."""
    if clause.dep_ != "advcl" or clause.tag_ != "VBG":
        return False
    if any(c.dep_ in ("mark", "nsubj", "nsubjpass") for c in clause.children):
        return False  # "while waiting", "with the crowd cheering": their own frame
    start = clause.left_edge.i
    if start == 0 or clause.doc[start - 1].text != ",":
        return False
    if clause.left_edge.lower_ in APPOSITION_MARKERS and clause.left_edge.head.i == clause.i:
        # "used for one task, e.g. cutting wood": an explicit indicator of apposition makes the
        # -ing form a gerund in apposition to the noun before it, an example or restatement of
        # it (Quirk et al. 1985 §17.76-17.77), no clause predicated of the matrix event that
        # the negation could leave stranded (stop 46, fl4)
        return False
    return not object_oriented_supplementive(clause)


#: Cognitive-state participles whose in-place negation is a natural free adjunct ("not
#: knowing/realizing that ..."; Quirk et al. 1985 §15.61 on stative supplementive clauses): they
#: describe the subject's state, not a second event.
STATIVE_PARTICIPLES = frozenset(
    {"know", "realize", "realise", "understand", "remember", "notice", "recognize", "recognise"}
    | {"suspect", "see", "expect", "believe", "think", "hope", "want", "wish", "intend", "mean"}
    # conative "not trying to V" is the conventional negative free adjunct of manner ("He sat
    # up, not trying to free himself", RP19's own ¬S; Quirk et al. 1985 §15.58)
    | {"try", "attempt", "seek", "bother", "dare"}
)
#: Participles that are conditional or reason subordinators before "that" ("provided/providing
#: that" = if, "given/granted that" = since; Quirk et al. 1985 §14.12, §15.34, §15.46): with
#: no subject or auxiliary of their own they head no clause. Twenty-seventh pass: the rest of
#: Quirk et al.'s list of participle-derived subordinators (§14.12, §15.46-15.47),
#: "considering/seeing that" (= since; CGEL ch. 7 §9.3 counts "considering" among the
#: prepositions) and "supposing/assuming that" (= if): "Considering that the road was closed,
#: the driver turned back" reports no one's considering, and "Not considering that ..." is no
#: premise.
PARTICIPLE_SUBORDINATORS = frozenset(
    {
        "provided",
        "providing",
        "given",
        "granted",
        "considering",
        "seeing",
        "supposing",
        "assuming",
    }
)
#: Those of them that are also ordinary verbs of cognition and perception, whose "-ing" form
#: heads a gerund complement ("I remember seeing that the door was open"): subordinators only
#: where an adjunct clause begins, sentence-initially or after a comma (Quirk et al. 1985
#: §15.46; the comma of a supplementive clause, §15.54).
PARTICIPLE_VERB_SUBORDINATORS = frozenset({"considering", "seeing", "supposing", "assuming"})


#: The participle-derived subordinators that are conjunctions only, introducing a finite clause
#: ("providing (that) you pay", "seeing (that) it rained", "assuming (that) ..."; Quirk et al.
#: 1985 §14.12, §15.37): unlike "given", "granted" and "considering", which are also marginal
#: prepositions taking a noun phrase ("given the cost", "considering his age"; Quirk et al. 1985
#: §9.6; CGEL ch. 7 §9.3), they take no noun phrase object as subordinators.
_CLAUSAL_SUBORDINATORS = PARTICIPLE_SUBORDINATORS - {"given", "granted", "considering"}


def _verb_with_object(clause: Token) -> bool:
    """Is the participle-derived subordinator ``clause`` really the verb, since it takes a noun
    phrase object ("..., providing a unified interface": the verb "provide", a supplementive
    clause reporting what the matrix event brings about)? The conjunction takes a clause
    (``_CLAUSAL_SUBORDINATORS``), not an object; stop 74 ng04, review s1204k."""
    return clause.lower_ in _CLAUSAL_SUBORDINATORS and any(
        c.dep_ == "dobj" for c in clause.children
    )


#: Trailing participles that do not assert a second event a denial of the matrix would leave
#: stranded (``denial_compatible_supplement``): the cognitive-state ones less "mean" ("...,
#: meaning that p" draws a conclusion from the matrix event, as "suggesting that p" does).
_STATE_SUPPLEMENTS = STATIVE_PARTICIPLES - {"mean"}


def denial_compatible_supplement(clause: Token) -> bool:
    """Is the trailing participle clause ``clause`` one that stays coherent when the matrix
    clause is denied: a participle-derived subordinator ("..., assuming you have the ammo",
    "..., considering the cost"; ``PARTICIPLE_SUBORDINATORS``) or a cognitive-state participle
    predicated of the subject ("..., hoping they'd come", "..., not knowing the way";
    ``STATIVE_PARTICIPLES`` less "mean")?

    A subordinator of this form states a condition or premise of the speaker's, not an event
    (Quirk et al. 1985 §14.12, §15.46; CGEL ch. 7 §9.3). A stative supplementive clause is read
    as the reason or attendant state of the subject (Quirk et al. 1985 §15.61), and a state can
    motivate not acting as well as acting ("She didn't answer, fearing a trap"; "I didn't stay
    there, hoping they'd come"). The clash ``participial-adjunct`` is for the supplementive that
    reports an outcome or an accompanying event of the matrix ("The storm didn't hit the coast,
    killing ten people", "..., making its camouflage harder to see"), which a denial leaves
    asserted of an event that did not happen. Stop 62 (fl25): judged in three blind slices,
    the clash was kept as is 4 of 6 times, two of the four on "hoping" and "assuming", the two
    rejections on "suggesting" and "making"."""
    if clause.lower_ in PARTICIPLE_SUBORDINATORS and not _verb_with_object(clause):
        return True
    if own_present_time(clause):
        return True
    return verb_lemma(clause) in _STATE_SUPPLEMENTS or attendant_activity(clause)


#: Deictic adverbs of present time (Quirk et al. 1985 §8.55-8.57: "now", "currently",
#: "presently", "today", "nowadays" locate a situation at the moment of speaking).
PRESENT_TIME_ADVERBS = frozenset({"now", "currently", "presently", "today", "nowadays"})


def own_present_time(clause: Token) -> bool:
    """Does the trailing -ing ``clause`` carry its own adverb of present time while the clause
    it hangs on is in the past ("It failed again to pay off an account, now totaling $414
    million")?

    A supplementive clause has no tense: its time is read from the matrix, the time of the
    matrix event or one right after it, which is what makes it that event's result or its
    accompaniment (Quirk et al. 1985 §15.58-15.59). A deictic "now" after a past matrix breaks
    that tie: the clause describes the state of a participant at the moment of speaking, a
    comment on it like a non-restrictive relative ("which now totals $414 million"; Quirk et
    al. 1985 §17.22 on non-restrictive -ing postmodifiers), which a denial of the past event
    does not take back. Stop 97 (fl94): judged kept as is."""
    if not any(c.dep_ == "advmod" and c.lower_ in PRESENT_TIME_ADVERBS for c in clause.children):
        return False
    verb = clause.head
    while verb.dep_ in ("xcomp", "ccomp") and verb.tag_ in ("VB", "VBG", "VBN"):
        verb = verb.head  # "failed to pay off": the tense is the finite verb's
    return verb.tag_ == "VBD" or any(
        c.dep_ in ("aux", "auxpass") and c.tag_ == "VBD" for c in verb.children
    )


#: Verbs of the subject's bodily activity or bearing (gaze, smile, sit; see the word list).
ATTENDANT_PARTICIPLES = word_set("negation_attendant_participles")


def attendant_activity(clause: Token) -> bool:
    """Is the trailing participle clause ``clause`` an attendant circumstance of the subject,
    its bodily activity or bearing ("She didn't freeze, staring over his shoulder"; Quirk et
    al. 1985 §15.59; ``ATTENDANT_PARTICIPLES``), which holds whether or not the matrix event
    happened? Not with a predicative, clausal or infinitival dependent ("looking pale",
    "standing to gain", "smiling that ..."): the linking or complement-taking verb, whose
    clause can report an outcome. Stop 64 (fl27): pooled over blind slices s1202k-p, the
    clash was kept as is 2 of 9 times, one of the two on "staring"; the 7 rejections are on
    effects of the matrix event ("exposing", "making", "suggesting", "overwhelming",
    "protecting", "serving", "beckoning")."""
    if verb_lemma(clause) not in ATTENDANT_PARTICIPLES:
        return False
    return not any(c.dep_ in ("acomp", "oprd", "ccomp", "xcomp", "attr") for c in clause.children)


#: Indicators of apposition that open an appositive after a comma (Quirk et al. 1985 §17.76-
#: 17.77: exemplification "e.g.", reformulation "i.e.", "viz.", "namely").
APPOSITION_MARKERS = frozenset({"e.g.", "eg", "eg.", "i.e.", "ie", "ie.", "viz.", "viz", "namely"})


#: Participles of containing ("holding", "containing", "housing"; Levin 1993 §54.3), see
#: ``object_oriented_supplementive``.
CONTAINER_PARTICIPLES = word_set("negation_container_participles")
#: WordNet lexicographer files of concrete, non-human things: what a participle of containing
#: can be predicated of.
_CONCRETE_LEXNAMES = frozenset(
    {"noun.artifact", "noun.object", "noun.location", "noun.substance", "noun.plant", "noun.body"}
)


def object_oriented_supplementive(clause: Token) -> bool:
    """Is the -ing ``clause`` predicated of the definite object right before it, not of the
    matrix subject or event ("He looked at his wife's trunk, holding her treasures": the trunk
    holds them)?

    A supplementive clause after the object can take the object as its understood subject
    (object-related supplementives, Quirk et al. 1985 §15.60 vs §15.59; Kortmann 1991): it then
    describes a thing, not the matrix event, and a definite object's referent is presupposed
    outside the scope of a negation added to the matrix (Strawson 1950; Heim 1982), so the
    description holds either way ("He didn't look at his wife's trunk, holding her
    treasures"). Only what reliably shows it: a participle of containing
    (``CONTAINER_PARTICIPLES``: "holding", "containing", "housing") right after a definite
    concrete non-human object or prepositional object of the matrix verb. An indefinite or predicative noun phrase
    ("didn't have a population of 2 million, comprising 40%") is in the negation's scope and
    stays a clash (stop 45, fl3)."""
    if verb_lemma(clause) not in CONTAINER_PARTICIPLES:
        return False
    if any(c.dep_ in ("oprd", "ccomp", "xcomp", "advcl") for c in clause.children):
        return False  # "holding the door open": an act of the matrix subject
    head, comma = clause.head, clause.left_edge.i - 1
    objects = [c for c in head.children if c.dep_ == "dobj"]
    objects += [
        o for p in head.children if p.dep_ == "prep" for o in p.children if o.dep_ == "pobj"
    ]
    for obj in objects:
        if obj.right_edge.i != comma - 1 or obj.pos_ != "NOUN" or obj.ent_type_ == "PERSON":
            continue
        definite = any(
            c.dep_ == "poss" or (c.dep_ == "det" and c.lower_ in DEFINITE_DETERMINERS)
            for c in obj.children
        )
        if (
            definite
            and wordnet.first_sense_lexname(obj.lemma_.lower(), "NOUN") in _CONCRETE_LEXNAMES
        ):
            return True
    return False


def reason_preposition(head: Token, child: Token) -> bool:
    """Is ``child`` (a dependent of ``head``) the first word of a complex preposition of reason
    ("because of", "due to", "owing to", "thanks to"; see REASON_PREPOSITIONS)?"""
    low, doc = child.lower_, child.doc
    second = REASON_PREPOSITIONS.get(low)
    if second is None or child.i + 1 >= len(doc) or doc[child.i + 1].lower_ != second:
        return False
    if low == "due" and child.i + 2 < len(doc) and doc[child.i + 2].tag_ == "VB":
        return False  # "due to start at noon": "be due to" + infinitive, scheduled, no reason
    after_noun = low == "due" and child.i > 0 and doc[child.i - 1].pos_ in ("NOUN", "PROPN")
    if after_noun and (
        head.lemma_.lower() == "be" or any(c.dep_ == "auxpass" for c in head.children)
    ):
        # "isn't a trauma due to an impact", "is generated by currents due to motion": in a
        # clause of "be" the adjective "due" right after a noun postmodifies it (Quirk et al.
        # 1985 §9.11 note: "due to" is adjectival, after a noun or "be"), no adjunct
        return False
    if low == "thanks":  # "gave thanks to God", "many thanks to": the noun
        noun_use = any(c.dep_ == "amod" for c in child.children)  # "special thanks to"
        return not noun_use and head.lemma_.lower() not in THANKS_VERBS
    return True


def polarity_clash_after(head: Token) -> str | None:
    """A later part of the sentence that presupposes ``head``'s clause positive, or None.

    ``anaphor``: a VP anaphor or positive ellipsis tag refers back to the clause ("did so",
    "so did he", "he did too"; see ANAPHOR_TAGS); ``double-negation``: a neg-raising verb whose
    complement is already negated (see NEG_RAISING). Only for a negation being added."""
    if head.lemma_.lower() in NEG_RAISING:
        for child in head.children:
            if child.dep_ in ("ccomp", "xcomp") and _negated(child):
                return "double-negation"
    doc = head.doc
    end = head.sent.end
    for token in doc[head.i + 1 : end]:
        if _positive_anaphor(token, head):
            return "anaphor"
    return None


def _do_form(token: Token) -> bool:
    return token.lemma_.lower() == "do" or token.lower_ in ("did", "does", "do", "done", "doing")


#: "right/wise/foolish to do so": an infinitive under these presupposes its event (the list's
#: header), so "to do so" there still asserts the antecedent (``_positive_anaphor``).
FACTIVE_EVALUATIVE_ADJECTIVES = word_set("negation_factive_evaluative_adjectives")


def _positive_anaphor(token: Token, head: Token) -> bool:
    """Is ``token`` "so"/"too" closing a positive VP anaphor whose antecedent is ``head``'s VP?"""
    doc = token.doc
    prev = doc[token.i - 1] if token.i > 0 else None
    nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
    if prev is None or prev.i <= head.i:
        return False
    ends = nxt is None or nxt.is_punct
    if token.lower_ == "so" and _do_form(prev) and ends:  # "she evidently did so."
        before = doc[prev.i - 1] if prev.i > 0 else None
        governor = prev.head if prev.dep_ in ("xcomp", "advcl", "acl") else None
        factive = governor is not None and governor.lower_ in FACTIVE_EVALUATIVE_ADJECTIVES
        if prev.lower_ == "do" and before is not None and before.lower_ == "to" and not factive:
            # "and urged him to do so", "provided your hand is free to do so": a to-infinitive
            # "do so" names the action as a type, in an unasserted (irrealis) clause, and
            # asserts no event of the antecedent (Quirk et al. 1985 §12.22-12.24 on "do so";
            # Huddleston & Pullum 2002 ch. 14 §1 on the non-finite clause's lack of tense):
            # "He didn't leave, though she urged him to do so" is coherent. Stop 67 (fl34):
            # pooled 2 verb_complement pairs with it, both kept as is. Not under an evaluative
            # adjective of the "stupid to" type ("and why were we right to do so?"), whose
            # infinitive is factive (FACTIVE_EVALUATIVE_ADJECTIVES)
            return False
        return not _negated(prev) and prev.i != head.i
    if token.lower_ in ANAPHOR_TAGS and ends and (_do_form(prev) or prev.tag_ == "MD"):
        return not _negated(prev)  # "and he did too."
    if token.lower_ in ("so", "as") and (prev.dep_ == "cc" or prev.text == ","):
        # "and so did he", ", as did his brother": "so"/"as" + inverted auxiliary + subject
        after = doc[token.i + 2] if token.i + 2 < len(doc) else None
        aux = nxt is not None and (
            _do_form(nxt) or nxt.tag_ == "MD" or nxt.lemma_ in ASPECT_VOICE_AUXILIARIES
        )
        return aux and after is not None and after.pos_ in ("PRON", "PROPN", "NOUN", "DET")
    return False


#: Disjunctive coordinators.
DISJUNCTIVE_COORDINATORS = frozenset({"or", "nor"})


def split_disjunction(head: Token, finite: bool = True, correlative: bool = True) -> bool:
    """Would an operator placed on ``head``'s verb take one disjunct of an "or" coordination
    and leave the other outside?

    "A or B" is negated as "neither A nor B" / "not (A or B)" (De Morgan; Huddleston & Pullum
    2002 ch. 15 §2.2); an auxiliary shared by base-form disjuncts reaches both ("won't sing or
    dance"). It reaches only the first when a correlative "either" stands before the verb
    ("She either didn't sing or danced", "either might have sung or danced": the operator sits
    inside the first disjunct; H&P 2002 ch. 15 §2.4 on "either" marking the left edge of the
    coordination), when a later disjunct is finite on its own ("didn't resign or was fired"),
    or on a clause after "nor" ("nor does he think"). Clausal disjuncts with subjects of their
    own count only with "either" ("Either he didn't leave or she stayed"): NOPE's experts
    negate one clause of "A; or B". ``finite=False``: a later finite disjunct does not count (the caller
    re-inflects it: "might have sung or danced"); ``correlative=False``: nor does "either"
    (an operator placed before the subject: "Did she either sing or dance?"). Blind review
    round 35: negation inside one
    disjunct of "either ... or"."""
    first = head
    while first.dep_ == "conj":
        first = first.head
    group = sorted([first, *(c for c in first.conjuncts if c.i > first.i)], key=lambda t: t.i)
    joiners = [None, *(_joiner(group[k - 1], group[k]) for k in range(1, len(group)))]
    doc = head.doc
    either = correlative and any(t.lower_ == "either" for t in doc[first.left_edge.i : first.i])
    if head is not first:
        joiner = joiners[group.index(head)] if head in group else None
        # "..., nor does he think": "nor" is itself negative ("*nor doesn't he"); "either A or
        # B": an operator on B alone
        return joiner == "nor" or (joiner == "or" and either)
    disjuncts = [c for c, j in zip(group, joiners, strict=True) if j in DISJUNCTIVE_COORDINATORS]
    if not disjuncts:
        return False
    if either:
        return True  # "She either sang or danced", "Either he left or ..."
    for c in disjuncts:
        if subject_of(c) is not None:
            continue  # a clause of its own: NOPE's experts negate one ("or she could be ...")
        if left_auxiliaries(c):
            return True
        lexical = first.lemma_ != "be"  # a copula's "conj" is mostly a misparse of a relative's
        if finite and lexical and c.tag_ in ("VBD", "VBZ", "VBP") and c.pos_ in ("VERB", "AUX"):
            return True
    return False


def subject_sharing_disjunct(head: Token) -> bool:
    """Is ``head`` a later disjunct of an "or" coordination of verb phrases that shares the
    first disjunct's subject ("We will choose to build our prosperity ..., or shut ourselves
    off from trade": no subject of its own)? A "not" written into that disjunct alone ("..., or
    didn't shut ourselves off") leaves the disjunction asserted: "A or not-B" is no
    contradictory of "A or B", whose negation is "neither A nor B" (De Morgan; Huddleston &
    Pullum 2002 ch. 15 §2.2), and with a shared auxiliary ("will") the second disjunct also
    loses its tense. A disjunct with a subject of its own ("..., or she could stay") is a
    clause NOPE's experts negate on its own (``split_disjunction``). Stop 104 (pr245)."""
    if head.dep_ != "conj" or subject_of(head) is not None:
        return False
    first = head
    while first.dep_ == "conj":
        first = first.head
    group = sorted([first, *(c for c in first.conjuncts if c.i > first.i)], key=lambda t: t.i)
    if head not in group or head is first:
        return False
    before = group[group.index(head) - 1]
    return _joiner(before, head) == "or" and first.pos_ in ("VERB", "AUX")


def _joiner(before: Token, conjunct: Token) -> str | None:
    """The coordinator right before ``conjunct`` after the conjunct ``before`` ("A, B or C":
    "or" before C), or None."""
    for t in reversed(conjunct.doc[before.i + 1 : conjunct.left_edge.i]):
        if t.dep_ == "cc":
            return t.lower_
    return None


def _coordinated_contrast(first: Token, second: Token, negated_first: bool = True) -> bool:
    """ "A but B" whose contrast the flipped polarity of A (``negated_first``) or of B breaks:
    see :func:`negation_keeps_contrast`."""
    if _coordinator(first, second) not in CONTRAST_COORDINATORS:
        return False
    if negated_first:
        return not negation_keeps_contrast(first, second)
    return not negation_keeps_contrast(second, first)


def negation_keeps_contrast(flipped: Token, other: Token) -> bool:
    """Does "A but B" stay a coherent contrast when the polarity of ``flipped`` (A or B) is
    flipped and ``other`` is left as it is?

    "But" needs its two members set against each other, by polarity or by a denied
    expectation (Lakoff 1971; Blakemore 1987; Kehler 2002 ch. 2 on Contrast). Two members of
    the same polarity in the original ("was eliminated from the team, but was picked by another
    coach") come out of one flipped member as a positive-negative pair, which "but" takes as an
    ordinary or a corrective contrast ("She wasn't eliminated, but was stolen by Will"; "not X
    but Y", Horn 1989 ch. 6; Toosarvandani 2014). A "but" clause with a subject of its own
    has no corrective reading and is left to the caller (the presupposition rewriter flags
    every one: :func:`pipeline.rewrite.embedding.trigger_part`). It breaks when:

    - the members differ in polarity in the original: flipped, both are negative or both
      positive ("didn't reestablish their squad, but they never came higher than fourth";
      "was chosen, but did manage to get a nomination"): nothing is contrasted any more;
    - the "but" member after a negated A continues A: it is approximative ("almost thrown",
      APPROXIMATIVES), restores or repeats it (RESTITUTIVE_VERBS, RESTITUTIVE_PARTICLES), or
      adds to it with an additive particle ("didn't start to study theology, but in parallel
      also attended lectures": "also" presupposes that A holds; Kripke 2009, Heim 1992 on
      additive presupposition). A negated B after A ("retired in 1996, but didn't return")
      denies the restoration, which is coherent: only the approximative counts there.

    Judged pairs (issue #12 flag audit, stop 42: fourteen slices): with the negated verb
    phrase first and a positive, non-continuing "but" verb phrase, 3 of 4 kept as they were. The
    continuations count for an added negation only: a removed one leaves the member positive
    ("didn't leave, but never returned" -> "left, but never returned")."""
    if negative_clause(flipped) != negative_clause(other):
        return False
    if negative_clause(flipped):
        return True  # a negation removed: the flipped member is positive, as a continued one is
    first, second = (flipped, other) if flipped.i < other.i else (other, flipped)
    verbs = (first, *(c for c in first.children if c.dep_ in AUX_DEPS))
    if any(c.dep_ == "advmod" and c.lower_ in APPROXIMATIVES for v in verbs for c in v.children):
        return False
    if flipped.i > other.i:
        return True
    return not (_continues(first, second) or _additive(second))


def _additive(clause: Token) -> bool:
    """Does ``clause`` carry an additive particle ("also", "too", "as well": ADDITIVE_PPIS) on
    its verb or its auxiliaries?"""
    verbs = (clause, *(c for c in clause.children if c.dep_ in AUX_DEPS))
    for v in verbs:
        for c in v.children:
            if c.dep_ == "advmod" and c.lower_ in ADDITIVE_PPIS:
                return True
            if as_well(c):
                return True
    return False


def as_well(tok: Token, *, coordinator: bool = True) -> bool:
    """Is ``tok`` the "as" of additive "as well" ("She sings as well"), the two-word member of
    the additive particles beside "also" and "too" (``ADDITIVE_PPIS``; Quirk et al. 1985
    §8.116)? With ``coordinator=False``, not before a third word "as": "A as well as B" is a
    coordinator (§13.102) and presupposes nothing. The one test of the phrase:
    :func:`_additive` (a clause's own particle, where the parse hangs "as well as" elsewhere)
    and ``conjunction._additive_word_at`` (any word in a stretch, so it refuses the
    coordinator)."""
    doc = tok.doc
    if tok.lower_ != "as" or tok.i + 1 >= len(doc) or doc[tok.i + 1].lower_ != "well":
        return False
    return coordinator or tok.i + 2 >= len(doc) or doc[tok.i + 2].lower_ != "as"


def negative_clause(head: Token) -> bool:
    """Is the clause headed by ``head`` negative: sentential "not"/"never" (:func:`_negated`),
    a broad negative or a "no"-word on its verb, or a negative subject ("nobody came", "no
    one"; _CLAUSE_NEGATIVES, Quirk et al. 1985 §10.58-61)?"""
    if _negated(head):
        return True
    verbs = (head, *(c for c in head.children if c.dep_ in AUX_DEPS))
    if any(c.dep_ == "advmod" and c.lower_ in _CLAUSE_NEGATIVES for v in verbs for c in v.children):
        return True
    subject = subject_of(head)
    if subject is None:
        return False
    return subject.lower_ in _CLAUSE_NEGATIVES or any(
        c.dep_ == "det" and c.lower_ in ("no", "neither") for c in subject.children
    )


#: Approximative adverbs: "almost A" asserts that A came close and implies that A did not
#: happen (Sevi 1998; Horn 2002 "Assertoric inertia"; Amaral 2007). "almost A, but B" denies
#: the expectation that A would happen ("He was almost thrown, but he caught himself"): the
#: negated "He wasn't almost thrown, but he caught himself" leaves "but" nothing to deny.
APPROXIMATIVES = frozenset({"almost", "nearly"})
#: Restitutive and repetitive markers: "B again", "came back", "returned" presuppose an earlier
#: state or event that the first conjunct supplies (von Stechow 1996 and Fabricius-Hansen 2001
#: on restitutive "again"; Kiparsky 1997 on restitutive "back"/re-). "She left the show in 2001
#: but returned in 2003" -> "She didn't leave the show but returned" presupposes a leaving it
#: denies (blind review round 35, class 2). Verbs whose meaning is "come/get back to".
RESTITUTIVE_VERBS = frozenset(
    {"return", "resume", "regain", "recover", "reopen", "rejoin", "reunite", "reappear",
     "reemerge", "re-enter", "reenter", "restore", "rebuild", "retake", "reclaim", "recapture",
     "reinstate", "revive", "remarry", "relaunch", "reconcile", "resurface", "rebound"}
)  # fmt: skip
RESTITUTIVE_PARTICLES = frozenset({"again", "back"})


def _continues(first: Token, second: Token) -> bool:
    """Does the positive "but"-conjunct ``second`` continue the positive ``first`` so that
    negating ``first`` leaves ``second`` incoherent? ``first`` is approximative ("almost
    thrown", APPROXIMATIVES) or ``second`` restores or repeats what ``first`` describes
    ("returned", "came back", "won again": RESTITUTIVE_VERBS, RESTITUTIVE_PARTICLES). A "but"
    that contrasts the negated clause ("didn't win, but finished second") has neither."""
    verbs = (first, *(c for c in first.children if c.dep_ in AUX_DEPS))
    if any(c.dep_ == "advmod" and c.lower_ in APPROXIMATIVES for v in verbs for c in v.children):
        return True
    restitutive = second.lemma_.lower() in RESTITUTIVE_VERBS or any(
        c.dep_ in ("advmod", "prt") and c.lower_ in RESTITUTIVE_PARTICLES for c in second.children
    )
    return restitutive and not _own_restored_state(first, second)


def _own_restored_state(first: Token, second: Token) -> bool:
    """Does the restitutive ``second`` name the state it restores itself, a goal or object noun
    that ``first`` does not mention ("worked in Valencia, but returned to Madrid")? Restitutive
    "return"/"back" presupposes an earlier state of its own result (von Stechow 1996), which
    here is being in Madrid, not anything ``first`` says: negating ``first`` leaves it intact
    (stop 42 flag audit: such pairs kept). Without such a noun, or with a pronoun ("left the
    show, but rejoined it"), the state comes from ``first``."""
    nouns = []
    for c in second.children:
        if c.dep_ in ("dobj", "attr"):
            nouns.append(c)
        elif c.dep_ == "prep" and c.lower_ in ("to", "into", "in", "at"):
            nouns.extend(g for g in c.children if g.dep_ == "pobj")
    named = [n for n in nouns if n.pos_ in ("NOUN", "PROPN")]
    if not named:
        return False
    own = {t.i for t in second.subtree}
    said = {
        t.lemma_.lower() for t in first.subtree if t.pos_ in ("NOUN", "PROPN") and t.i not in own
    }
    return all(n.lemma_.lower() not in said for n in named)


def _negated(head: Token) -> bool:
    """Does the clause headed by ``head`` carry sentential negation ("didn't", "not", "never")?"""
    for token in (head, *(c for c in head.children if c.dep_ in AUX_DEPS)):
        if any(c.dep_ == "neg" or c.lower_ == "never" for c in token.children):
            return True
    return False


def _narrative_so(token: Token) -> bool:
    """Sentence-initial "So" is mostly a narrative or topic-resuming discourse marker ("So he
    turned to face Muller"; Schiffrin 1987, Bolden 2009), not a resultive conjunct."""
    if token.lower_ != "so":
        return False
    before = token.doc[token.sent.start : token.i]
    return all(t.is_punct or t.dep_ == "cc" for t in before)  # "So ...", "And so ..."


def _mark(clause: Token) -> str | None:
    marks = [c.lower_ for c in clause.children if c.dep_ == "mark"]
    return marks[0] if marks else None


def _so_that(token: Token) -> bool:
    """ "so that", "so as to": purpose, not result."""
    doc = token.doc
    nxt = doc[token.i + 1].lower_ if token.i + 1 < len(doc) else ""
    return token.lower_ == "so" and nxt in ("that", "as")


def result_conjunct(head: Token) -> Token | None:
    """A later verb conjunct of ``head`` that a resultive conjunct opens ("B1FF was only
    interested in warez, and so never asked"; RESULT_WORDS), or None.

    "A and so B" asserts B as a fact that follows from A (Quirk et al. 1985 §8.137 on result
    conjuncts, §13.18); a "might" on A leaves B asserted as the consequence of a mere
    possibility ("*B1FF might have been only interested in warez, and so never asked": the
    judges of s1203c read the result as asserted, outside the modal), and an "if" or a question
    over both takes the consequence as a second condition. No operator goes on such a sentence
    whole; a question or "if" on A alone is trigger_part's cut."""
    first = head
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    for conj in first.conjuncts:
        if conj.i > first.i and conj.pos_ in ("VERB", "AUX") and _result_clause(conj):
            return conj
    return None


def _result_clause(clause: Token) -> bool:
    """A clause introduced by resultive "so"/"therefore" ("It rained, so the game was off")."""
    for c in clause.children:
        if c.i < clause.i and c.lower_ in RESULT_WORDS and c.dep_ in ("mark", "advmod", "cc"):
            return not _so_that(c)
    return False


def _contrast_collapses(main: Token, clause: Token) -> bool:
    """Does flipping either ``main`` or its adverbial ``clause`` break their contrast?

    A preposed concessive clause ("Although it rained, we went out"): always, since "although A,
    B" says that A normally leads to not-B (König 1988). A postposed one too when it is the
    emphatic "even though" (:func:`emphatic_concessive`). A contrastive clause ("whereas",
    "while" set off by a comma after the main clause; temporal "while" is not set off): when the
    two clauses differ in polarity ("She stayed, whereas he didn't")."""
    mark = _mark(clause)
    if mark in CONCESSIVE_MARKS:
        return clause.i < main.i or emphatic_concessive(clause)
    contrastive = mark in CONTRAST_MARKS or (mark == "while" and contrastive_while(clause, main))
    if contrastive and clause.i < main.i and _set_off_before(clause, main):
        # "Whereas she claims X, he claims Y": the preposed clause is the background the
        # main clause is contrasted with, the asserted second member (Quirk et al. 1985
        # §15.20, §15.50; Kehler 2002 on Contrast): flipping either member's polarity changes
        # what is contrasted ("Whereas she claims X, he doesn't claim Y"), in either polarity
        # of the preposed clause (round 37, class 3)
        return True
    set_off = after_comma(clause) and clause.i > main.i
    if mark in CONTRAST_MARKS or (mark == "while" and set_off):
        return _negated(main) != _negated(clause)
    return False


def emphatic_concessive(clause: Token) -> bool:
    """Is ``clause`` an "even though" clause? Unlike a postposed "though"/"although" clause,
    which can be an afterthought qualifying the assertion (``CONCESSIVE_MARKS``), "even though"
    keeps the concession in either position: scalar "even" marks the clause as the condition
    least expected to go with the main clause (Quirk et al. 1985 §15.39; König 1988 on
    concessives as factual "even if"). Flipping the polarity of either clause inverts that
    expectation: "I didn't know I was in trouble, even though the child recovered", "He agreed,
    even though we did not have to pass her house" (blind review, stop 36)."""
    mark = subordinator(clause)
    if mark is None or mark.lower_ != "though" or mark.i == 0:
        return False
    return clause.doc[mark.i - 1].lower_ == "even"


def _set_off_before(clause: Token, main: Token) -> bool:
    """Is the preposed ``clause`` set off from ``main`` by a comma right after it?"""
    end = clause.right_edge.i + 1
    return end < main.i and clause.doc[end].text == ","


def contrastive_while(clause: Token, head: Token) -> bool:
    """Is the "while" ``clause`` of ``head`` contrastive rather than temporal? Temporal "while"
    favours a progressive or durative clause about the main clause's own participants ("While
    she was waiting, she read"); contrastive "while" sets two topics side by side ("While most
    plants were closed, few were retooled"; Quirk et al. 1985 §15.45). Counted: a clause
    that is not progressive and whose subject differs from the main clause's."""
    if clause.tag_ == "VBG":
        return False
    inner, outer = subject_of(clause), subject_of(head)
    if inner is None or outer is None:
        return False
    return inner.lower_ != outer.lower_ and inner.lemma_ != outer.lemma_


def _coordinator(first: Token, second: Token) -> str | None:
    """The coordinator between conjuncts ``first`` and ``second`` (spaCy hangs it on the first)."""
    for c in first.children:
        if c.dep_ == "cc" and first.i < c.i < second.i:
            return c.lower_
    return None


def fronted_adjunct(doc: Doc, head: Token, start: int) -> Token | None:
    """A fronted adverbial clause (or absolute) between ``start`` and the subject of ``head``
    ("As long as the prisoners made no attempt, ...", "His hands shaking, ..."): "If" glued in
    front of it attaches to the adjunct, not to the main clause ("If as long as ..., it's okay")."""
    for child in _fronted(doc, head, start):
        span = doc[child.left_edge.i : child.right_edge.i + 1]
        if any(t.pos_ in ("VERB", "AUX") for t in span):
            return child
    return None


#: Heads of a verbless or past-participle supplementive clause: a noun phrase, an adjective
#: phrase or a numeral pronoun ("Never one to miss a bandwagon", "A keen sailor", "Tired of
#: waiting", "Founded in 1990"; Quirk et al. 1985 §15.58-15.60).
SUPPLEMENTIVE_HEAD_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS", "CD", "JJ", "JJR", "VBN"})
#: Named-entity types of a fronted noun phrase that is an adjunct of time, not a supplementive
#: clause ("Last year, ...", "One day, ..."; Quirk et al. 1985 §8.51 on noun phrases as time
#: adjuncts): a question takes it in front ("Last year, did they ...?"). The parse stage may run
#: without the entity recognizer, so a noun head whose senses include WordNet's noun.time counts
#: too.
TIME_ENTITY_TYPES = frozenset({"DATE", "TIME"})


def fronted_supplementive(doc: Doc, head: Token, start: int) -> Token | None:
    """A fronted supplementive clause of ``head`` without a subordinator or a subject of its own,
    set off by a comma before the subject ("Never one to miss a bandwagon, Microsoft bought
    ...", "A keen sailor, he crossed ...", "Founded in 1990, the firm grew"), or None.

    A verbless or participle clause without a subordinator leaves its relation to the matrix
    clause implicit, and the reader infers one, most often reason or circumstance (Quirk et al.
    1985 §15.58-15.60: "Never one to miss X" = because it never misses X); it is the speaker's
    assertion about the subject. In front of a question it stays outside the question, a
    statement given as the reason for an event the question then calls in doubt ("*Never one to
    miss a bandwagon, did Microsoft buy ...?": the judges of s1203c, class 3). A fronted phrase
    of that kind cannot move into the question either (a supplementive clause takes initial,
    medial or final position only in a declarative, §15.60), so the question is refused.
    Prepositional phrases, adverbs, subordinated clauses ("When ..."), absolutes with their own
    subject and noun phrases of time ("Last year,") are not supplementives."""
    for child in _fronted(doc, head, start):
        if child.tag_ not in SUPPLEMENTIVE_HEAD_TAGS:
            continue
        if child.dep_ not in ("advcl", "npadvmod", "dep", "amod", "nmod", "appos"):
            continue
        span = doc[child.left_edge.i : child.right_edge.i + 1]
        after = span.end
        if after >= len(doc) or doc[after].text != ",":
            continue
        if span[0].tag_ in ("IN", "TO", "WRB") or span[0].pos_ == "SCONJ":
            continue
        if any(c.dep_ in ("mark", "nsubj", "nsubjpass") for c in child.children):
            continue
        if any(t.ent_type_ in TIME_ENTITY_TYPES for t in span):
            continue
        if child.tag_.startswith("NN") and "noun.time" in wordnet.lexnames(child.lemma_, "NOUN"):
            continue  # "Last year,", "One day,": a time adjunct (WordNet's noun.time)
        return child
    return None


#: Object pronouns of a fronted viewpoint adjunct "for me", "to us" (see ``fronted_viewpoint``).
VIEWPOINT_PRONOUNS = frozenset({"me", "us", "you", "him", "her", "them"})


def fronted_viewpoint(doc: Doc, head: Token, start: int) -> Token | None:
    """A fronted viewpoint adjunct "for/to + pronoun" between ``start`` and the subject of
    ``head`` ("So for me, she has to do both roles"), or None. "For me" there is the speaker's
    (or someone's) standpoint on the whole statement, a disjunct close to "in my view" (Quirk
    et al. 1985 §8.121-8.123 on viewpoint and content disjuncts; Huddleston & Pullum 2002 ch. 8
    §16 on domain/evaluative adjuncts), not part of the proposition: inside an "if" antecedent
    it reads as a condition's parenthesis ("If, for me, she has to do both roles, it's okay"),
    which the judges reject as no English (round 46 reviews)."""
    for child in _fronted(doc, head, start):
        if child.dep_ != "prep" or child.lower_ not in ("for", "to"):
            continue
        objs = [k for k in child.children if k.dep_ == "pobj"]
        if len(objs) == 1 and objs[0].lower_ in VIEWPOINT_PRONOUNS and child.right_edge == objs[0]:
            return child
    return None


#: Words that open a causal adjunct: "because (of)", "due to", "owing to", "thanks to" (Quirk et
#: al. 1985 §15.45-15.46 on reason adjuncts; §9.10 complex prepositions).
CAUSAL_OPENERS = frozenset({"because", "due", "owing", "thanks"})


def fronted_causal(doc: Doc, head: Token, start: int) -> Token | None:
    """A fronted reason adjunct between ``start`` and the subject of ``head`` ("Because of the
    rain, the game stopped", "Because it rained, ..."), or None. A preposed reason adjunct is
    given, not questioned: it presupposes the main clause it explains (Quirk et al. 1985
    §15.46 on preposed reason clauses as given information), so a question,
    a "might" or an "if" on the main clause leaves it asserting the cause of something now in
    doubt ("If, because of the rain, the game stopped early, it's okay", "Because it rained,
    did the game stop early?"): the embedding refuses (fifteenth pass, class 5)."""
    for child in _fronted(doc, head, start):
        first = doc[child.left_edge.i]
        if first.lower_ in CAUSAL_OPENERS:
            return child
        marks = [c for c in child.children if c.dep_ == "mark" and c.lower_ in CAUSAL_OPENERS]
        if marks:
            return child
    return None


#: Finite modals whose clause an "if" antecedent cannot take as it stands: "If Phil would have
#: to go", "If she might have left" (Quirk et al. 1985 §14.23-14.24: "would" in a conditional
#: clause is volitional or hypothetical, not the plain event; epistemic "might/may" resist
#: conditional antecedents, Papafragou 2006). "Will"/"shall" in an "if" clause are volitional or
#: predictive ("If she'll keep seeing him" = "if she is willing to"), not the plain future the
#: clause would have as a statement (Quirk et al. 1985 §14.24; Huddleston & Pullum 2002 ch. 8
#: §9.5; blind review round 35, class 3).
UNCONDITIONABLE_MODALS = frozenset({"would", "'d", "might", "may", "will", "'ll", "shall", "wo"})
#: The operators of the hypothetical past that an "if only" wish takes (Quirk et al. 1985 §11.41:
#: "If only he had listened!", "If only I could ...", "If you would only listen!"; §14.23 on the
#: hypothetical past of the modals; the optative "would that" of §11.41 too): an "if" clause
#: with "only" beside one of them voices a wish, not a supposition. Where "only" stands before
#: the operator, after the subject ("If the colonel only could bear it"), every one of them reads
#: so (presupposition.pairs, subject-focus "only").
IF_ONLY_OPERATORS = frozenset({"could", "would", "'d", "might", "should", "had"})
#: Those of them after which a medial "only" still makes the wish: "If I could only try" is "if
#: only I could try" (Quirk et al. 1985 §15.36 on "if only"; blind review round 35, class 3).
#: Not "had": medial "only" after the perfect is the ordinary focusing subjunct on what follows
#: ("if he had only seen it once", Quirk et al. 1985 §8.116-8.120), nor "should", the putative
#: "should" of an open condition ("if you should only need one", §14.24), nor "might", which an
#: "if" clause does not take at all (UNCONDITIONABLE_MODALS).
OPTATIVE_ONLY_MODALS = IF_ONLY_OPERATORS - {"had", "should", "might"}


def optative_only(head: Token) -> Token | None:
    """The "only" right after a modal of OPTATIVE_ONLY_MODALS on ``head`` ("could only try"),
    which an "if" turns into the wish "if only" (see OPTATIVE_ONLY_MODALS), or None."""
    doc = head.doc
    for child in head.children:
        if child.dep_ == "aux" and child.lower_ in OPTATIVE_ONLY_MODALS:
            nxt = doc[child.i + 1] if child.i + 1 < len(doc) else None
            if nxt is not None and nxt.lower_ == "only":
                return nxt
    return None


#: Opening and closing brackets.
BRACKETS = {"(": ")", "[": "]"}


def inside_brackets(token: Token) -> bool:
    """Does ``token`` stand inside a bracketed aside of its sentence ("Jan Weber (born 1920;
    died 1997) was a diplomat": "died")? A clause head the parser found inside brackets is
    either a misparse of the main clause or a parenthetical, which is no part of the
    proposition an operator takes (Quirk et al. 1985 §15.54 on parentheses; Potts 2005 on
    supplements as independent of the at-issue content); an auxiliary inserted there ("might
    have died 1997) been", blind review round 35, class 1) breaks the sentence."""
    depth = 0
    for t in token.doc[token.sent.start : token.i]:
        if t.text in BRACKETS:
            depth += 1
        elif t.text in BRACKETS.values() and depth > 0:
            depth -= 1
    return depth > 0


def modal_in_clause(head: Token, modals: frozenset[str]) -> Token | None:
    """The first of ``modals`` among the auxiliaries of ``head`` ("would have to leave")."""
    for child in head.children:
        if child.dep_ == "aux" and child.tag_ == "MD" and child.lower_ in modals:
            return child
    return None


#: Modals with an epistemic reading that a question or an "if" cannot take (Palmer 2001 §3.2;
#: Papafragou 2006, "Epistemic modality and truth conditions"; Hacquard & Wellwood 2012,
#: "Embedding epistemic modals in English", S&P 5): the speaker's own judgement of likelihood
#: is not asked about nor supposed, so "Must he have left?", "May they have left?" and "If he
#: must have left, it's okay" are no plain question or condition of "He left" (a stacked
#: "It's possible that he must have left" qualifies one judgement by another).
EPISTEMIC_STACK_MODALS = frozenset({"must", "may", "might", "could", "can", "ca"})


def epistemic_modal(head: Token, kind: str) -> Token | None:
    """The modal of ``head``'s clause when it is read epistemically, or None; ``kind`` is the
    operator to go on the clause ("interrogative", "conditional" or "modal").

    A modal of EPISTEMIC_STACK_MODALS with the perfect ("must have left", "may have been",
    "can't have known") looks back at a past event, which only the epistemic reading does
    (Condoravdi 2002, "Temporal interpretation of modals": a past-oriented modal base is
    epistemic; Quirk et al. 1985 §4.55, §4.57). "must" before an active "be" ("It must be the
    wind") is epistemic too (Coates 1983 ch. 3: necessity with a stative is inferred); a
    passive "must be signed" stays deontic and passes. "may" in a question over a subject that
    is not "I"/"we" has no permission-asking reading left ("May the villagers stop ...?";
    Palmer 2001 §3.2.1: epistemic "may" does not occur in questions). In a question, "could
    (have)" and "might (have)" are ordinary epistemic questions ("Could he have left?";
    Huddleston & Pullum 2002 ch. 3 §9.8) and pass. "must" before a stative verb of knowing or
    seeming ("he must know that ...", "it must seem odd") is epistemic too
    (``epistemic_stative``; stop 83, ng20). ``kind`` "negated" asks for the negation rewriter,
    which leaves "must be" to its deontic "doesn't need to be"."""
    for child in head.children:
        if child.dep_ != "aux" or child.tag_ != "MD" or child.lower_ not in EPISTEMIC_STACK_MODALS:
            continue
        low = child.lower_
        if kind == "interrogative" and low not in ("must", "may"):
            return None
        perfect = any(
            c.dep_ == "aux" and c.lower_ == "have" and c.i > child.i for c in head.children
        )
        if perfect:
            return child
        if (
            low == "must"
            and head.lemma_ == "be"
            and kind != "negated"
            and not any(c.dep_ == "auxpass" for c in head.children)
        ):
            # not for the negation: a requirement on a thing ("The value must be an integer")
            # is deontic and its "doesn't need to be" is right (Palmer 2001 §3.3)
            return child
        progressive = any(
            c.dep_ == "aux" and c.lower_ == "be" and c.i > child.i for c in head.children
        )
        if low == "must" and progressive and head.tag_ == "VBG":
            return child
        if low == "must" and epistemic_stative(head):
            return child
        if kind == "interrogative" and low == "may":
            subject = subject_of(head)
            if subject is None or subject.lower_ not in ("i", "we"):
                return child
        return None
    return None


#: Nouns of the prepositional attitudinal disjuncts "to my regret", "to our surprise", "to their
#: credit" (Quirk et al. 1985 §8.127, evaluative disjuncts): emotive and judging nouns whose
#: disjunct presents the writer's (or the possessor's) attitude to the clause's proposition.
_EMOTIVE_DISJUNCT_NOUNS = frozenset(
    {
        "amazement", "amusement", "annoyance", "astonishment", "chagrin", "consternation",
        "credit", "delight", "disappointment", "discredit", "dismay", "embarrassment", "horror",
        "joy", "regret", "relief", "satisfaction", "shame", "shock", "sorrow", "surprise",
        # stop 83, ng20: more nouns of emotion of the same class (Quirk et al. 1985 §8.127
        # "to my sorrow/grief"; Austen-era "to her mortification/vexation")
        "grief", "mortification", "vexation", "indignation", "distress",
    }
)  # fmt: skip
_EMOTIVE_DISJUNCT = re.compile(
    r"^\W*(?:(?:and|but|so)\s+)?(?:much\s+|greatly\s+)?to\s+"
    r"(?:my|our|your|his|her|its|their|the\s+\w+(?:'s|\u2019s)?|\w+(?:'s|\u2019s))\s+"
    r"(?:(?:great|utter|considerable|own|deep|eternal|everlasting|infinite|extreme|inexpressible)\s+)*(\w+)\b",
    re.IGNORECASE,
)


def emotive_disjunct(verb: Token) -> str | None:
    """The noun of a prepositional attitudinal disjunct that opens the sentence whose main verb
    is the trigger ("To their regret, their abilities seem to make them pilots" -> "regret"),
    or None.

    Such a disjunct is an evaluative comment on the proposition of its clause, and evaluatives
    are factive: they presuppose that proposition and direct the emotion or judgement at it
    (Quirk et al. 1985 §8.127; Bonami & Godard 2008 on evaluative adverbs; Ernst 2009 on
    speaker-oriented adverbs). Flipping the clause's polarity keeps the comment and aims it at
    the opposite fact, an attitude the sentence never reports and one that usually clashes
    with it ("To their regret, their abilities do not make them pilots": nothing is left to
    regret); the one-word disjuncts ("Unfortunately, ...") are left out of ¬S by the rewriter
    (rewrite.complement.FRONTED_DISJUNCTS), this phrase is not. A modal, a question or an "if"
    cannot take it either: the disjunct presupposes the fact the operator leaves open ("To her
    grief she might have found ..."), so every embedding refuses or flags it (stop 83, ng20;
    moved here from phenomena.verb_complement_acts so that the rewriters share it)."""
    if verb.dep_ != "ROOT":
        return None
    text = verb.doc[verb.sent.start : verb.i].text
    match = _EMOTIVE_DISJUNCT.match(text)
    if match is None or match.group(1).lower() not in _EMOTIVE_DISJUNCT_NOUNS:
        return None
    return match.group(1).lower()


#: Stative verbs of knowing, believing and seeming, under which "must" is epistemic
#: (wordlists/negation_epistemic_must_statives.txt: Coates 1983 ch. 3; Palmer 2001 §3.2-3.3).
EPISTEMIC_MUST_STATIVES = word_set("negation_epistemic_must_statives")


def epistemic_stative(head: Token) -> bool:
    """Is ``head`` an active stative verb of knowing or seeming ("know", "seem", "mean") whose
    clause has no purpose infinitive? With such a verb "must" is the speaker's inference
    ("he must know that she was his superior" = surely he knows), since deontic necessity
    directs an agent to an act and these verbs name none (Coates 1983 ch. 3; Palmer 2001 §3.3).
    A purpose adjunct ("To run it, you must know the password") makes the necessity a
    requirement relative to a goal, the anankastic reading (von Fintel & Iatridou 2005, "What
    to do if you want to go to Harlem"), which is deontic: no."""
    if verb_lemma(head) not in EPISTEMIC_MUST_STATIVES or head.tag_ != "VB":
        return False
    if any(c.dep_ in ("auxpass", "nsubjpass") for c in head.children):
        return False
    return not any(
        c.dep_ == "advcl" and any(k.tag_ == "TO" for k in c.children) for c in head.children
    )


#: Verbs whose passive with an expletive or raised subject reports a belief or rumour: "It was
#: believed that ...", "He is said to have ..." (Quirk et al. 1985 §16.32-16.33, "reporting
#: passives"; Palmer 2001 ch. 2 on reported evidentials as epistemic qualification).
REPORTING_PASSIVE_VERBS = frozenset(
    {"believe", "think", "say", "report", "rumor", "rumour", "suppose", "expect", "allege",
     "claim", "presume", "consider", "understand", "know", "assume", "fear", "estimate"}
)  # fmt: skip


def reporting_passive(head: Token) -> bool:
    """Is ``head`` a reporting passive ("It was believed that p", "He was said to have left")?
    Its clause already qualifies p by hearsay or belief, so "might" over it stacks a second
    epistemic qualification ("It might have been believed that ..."), which says nothing a
    reader can judge: the modal refuses (``already-modal``; fifteenth pass, class 5)."""
    if head.lemma_.lower() not in REPORTING_PASSIVE_VERBS:
        return False
    if not any(c.dep_ == "auxpass" for c in head.children):
        return False
    return any(c.dep_ in ("ccomp", "xcomp") for c in head.children)


#: Hearsay passives: "It is said / reported / estimated that p", "X is said / believed to V"
#: present p on the authority of no one in particular, as the writer's evidential hedge (Quirk
#: et al. 1985 §16.31-16.33 on the passive of reporting verbs; Biber et al. 1999 §10.2.4 on the
#: impersonal "it" passive as a stance frame; Palmer 2001 §2.2 on reported evidentials). The
#: frame takes wide scope over a negation of its clause (Aikhenvald 2004 ch. 8: evidentials are
#: usually outside the scope of negation): the natural denial is "It is estimated that not p"
#: (Huddleston & Pullum 2002 ch. 9 §1.2), and "It is not estimated that p" / "is not said to
#: be" denies that an unnamed community holds p, which no writer asserts (Horn 1989 ch. 6:
#: such a negation reads only as a metalinguistic objection). "think", "suspect", "suppose"
#: take the same hearsay passive (Quirk §16.31; verb_complement fifteenth pass); "estimate",
#: "presume", "calculate" and the verbs of conjecture the impersonal one (stop 43). The verbs
#: whose negated frame is common in expository prose ("It is not known / expected / claimed /
#: assumed / considered that") are left out.
HEARSAY_PASSIVES = frozenset(
    {"say", "report", "rumor", "rumour", "allege", "repute", "believe"}
    | {"think", "suspect", "suppose"}
    | {"estimate", "presume", "calculate"}
    | {"speculate", "theorize", "theorise", "hypothesize", "hypothesise", "surmise"}
)


def present_hearsay_passive(verb: Token) -> bool:
    """Is ``verb`` a hearsay passive (``HEARSAY_PASSIVES``) in the simple present ("is said
    to", "it is estimated that")?

    Only the present form is the speaker's hedge on a claim about now ("The tower is said to be
    235 m tall" = reportedly). A past or perfect one reports a state of opinion at that time
    ("Before Galileo, it was not thought that ...", "The fairy queen was not believed to rule
    the fairies"), and its denial is an ordinary claim about the past: judges kept 3 of 3 such
    pairs (verb_complement forty-third pass, vc35) -- unless its that-clause is itself in the
    present ("It was thought that the dialect is spoken in the valley"), which is asserted of
    the speaker's now (the double-access reading; Abusch 1997; Quirk §14.32)."""
    if verb_lemma(verb) == "understand":
        # "It is understood (that) p", "is understood to have": the hearsay frame (Quirk et al.
        # 1985 §16.32; Biber et al. 1999 §10.2.4); not "is (not well) understood" with no
        # complement, nor "It is not understood how ...", comprehension, negated naturally
        comps = [c for c in verb.children if c.dep_ in ("ccomp", "xcomp")]
        first = comps[0].left_edge if comps else None
        if first is None or first.tag_ in ("WRB", "WP", "WDT") or first.lower_ in ("whether", "if"):
            return False
    elif verb_lemma(verb) not in HEARSAY_PASSIVES:
        return False
    auxes = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    passive = next((c for c in auxes if c.dep_ == "auxpass"), None)
    if passive is None:
        return False
    if _present_complement(verb):
        return True
    if passive.tag_ not in ("VBZ", "VBP"):
        return False
    return not any(c.dep_ == "aux" for c in auxes)  # "has been said", "may be thought"


def impersonal_passive(verb: Token) -> bool:
    """Is the passive ``verb`` in the impersonal frame, an "it" subject with a finite clause
    ("It is said / estimated (that) p"), not the personal raising passive ("X is said to
    be", "X is estimated at N")?

    Only the impersonal frame is the writer's stance frame that a denial cannot reach (Biber
    et al. 1999 §10.2.4; "It is not estimated that p" denies that anyone estimates): in the
    personal passive the subject is a referent the clause is about, and "X is not believed to
    have V-ed" is an ordinary denial about X, read with neg-raising as "X is believed not to
    have V-ed" (Horn 1989 §5.2; Quirk et al. 1985 §16.32). Blind judges kept 10 of 14 such
    personal pairs flagged ``negated-reporting-passive`` (stop 44 audit; s1130o), the
    rejected impersonal ones named the frame."""
    subject = next((c for c in verb.children if c.dep_ in ("nsubjpass", "nsubj", "expl")), None)
    if subject is not None and subject.lower_ != "it":
        return False
    return any(c.dep_ == "ccomp" for c in verb.children)


def _present_complement(verb: Token) -> bool:
    """Is the verb's finite that-clause (after it) in the present tense?"""
    head = next((c for c in verb.children if c.dep_ == "ccomp" and c.i > verb.i), None)
    if head is None:
        return False
    finite = [head, *(c for c in head.children if c.dep_ in ("aux", "auxpass"))]
    return any(t.tag_ in ("VBZ", "VBP") for t in finite)


def quotation_before(head: Token) -> bool:
    """Quoted words before the clause's verb, which is outside them (' "I quit," she said
    after ...'): a question
    on the quoting clause would be formed across the quotation (' "I quit," did she say ...?'),
    which nobody writes: direct speech is fronted only in a declarative report (Quirk et al.
    1985 §14.29 on quoting clauses)."""
    inside = quoted = False
    for token in head.doc[head.sent.start : head.i]:
        if token.text in OPENING_QUOTES:
            inside = True
        elif token.text in CLOSING_QUOTES:
            inside = False
        elif token.text in STRAIGHT_QUOTES:
            inside = not inside
        elif inside and token.is_alpha:
            quoted = True
    # the verb itself outside the quotation: '"We sold the farm."' is one quoted sentence
    return quoted and not inside


def set_off_opening(doc: Doc, head: Token, start: int) -> bool:
    """Does the clause open at ``start`` with a verbless adjunct set off by a comma ("In 2005,
    she won", "However, she left")? "If" then goes before it as a parenthetical: "If, in 2005,
    she won the prize, it's okay" (not "If in 2005, she won ...", where the comma ends the
    antecedent after the adjunct)."""
    for child in _fronted(doc, head, start):
        end = child.right_edge.i + 1
        if child.left_edge.i == start and end < len(doc) and doc[end].text == ",":
            return True
    return False


def _fronted(doc: Doc, head: Token, start: int) -> list[Token]:
    """Adverbial dependents of ``head`` between ``start`` and its subject."""
    subject = subject_of(head)
    if subject is None:
        return []
    subject_start = subject.left_edge.i
    skip = SUBJECT_DEPS | AUX_DEPS | {"cc", "punct", "intj", "discourse", "mark"}
    return [c for c in head.lefts if start <= c.i < subject_start and c.dep_ not in skip]


def attachment_ambiguous(head: Token, clause: Token, until: int | None = None) -> bool:
    """Would the adverbial ``clause`` (preposed, modifying ``head``) attach to a lower verb once
    moved to the end of the main clause? True when the main clause, outside the adverbial, has
    an embedded clause ("I was sorry [I had hit him] after everything stopped": "after" now
    modifies "hit"). NOPE App. C moves preposed temporal clauses so that negation scopes over
    them; the move is only safe when the main clause has no other verb to attach to.
    ``until``: the index after the landing site; verbs after it cannot capture the clause."""
    inside = {t.i for t in clause.subtree}
    for token in head.subtree:
        if token.i in inside or token is head or (until is not None and token.i >= until):
            continue
        if token.dep_ == "xcomp" and token.head.lemma_.lower() in ASPECTUAL_VERBS:
            continue  # "didn't start coaching after he left": one time for both verbs
        if token.pos_ in ("VERB", "AUX") and token.dep_ in EMBEDDED_CLAUSE_DEPS:
            return True
    return False


#: Relations of a subordinate clause (relative, adverbial, clausal subject, clause under a
#: preposition), as in ``pipeline/phenomena/implicature/contexts.py``.
_SUBORDINATE_DEPS = frozenset({"relcl", "acl", "advcl", "csubj", "csubjpass", "pcomp"})
#: Prepositions that introduce absolute clauses ("with many of them tweeting").
_ABSOLUTE_PREPOSITIONS = frozenset({"with", "without"})


def asserted_adjunct(token: Token) -> bool:
    """Is the nearest subordinate clause around ``token`` one whose content the speaker asserts,
    so that a scalar implicature arises inside it as in a main clause?

    Concessive clauses ("although it had missed five editions") and contrastive ones ("whereas
    ...", a postposed "..., while the other has six") are asserted, not backgrounded (Quirk et
    al. 1985 ch. 15: both propositions of a concession are put forward as true), and absolute
    clauses ("with six million viewers tuning in, many of them tweeting") add an asserted
    circumstance (Quirk et al. 1985 ch. 14 on absolute clauses). Scalar implicatures are computed
    in such upward-entailing, asserted positions (Chierchia 2004; Geurts 2010 ch. 7), unlike in
    relative, temporal or conditional clauses that restrict or background."""
    node: Token | None = token
    for _ in range(len(token.doc)):
        if node is None or node.dep_ in _SUBORDINATE_DEPS:
            break
        node = None if node.head.i == node.i else node.head
    if node is None or node.dep_ not in ("advcl", "pcomp"):
        return False
    marks = {c.lower_ for c in node.children if c.dep_ == "mark"}
    if marks & (CONCESSIVE_MARKS | CONTRAST_MARKS):
        return True
    if "while" in marks and node.i > node.head.i:
        return True  # postposed "while" contrasts (Quirk et al. 1985 ch. 15)
    has_subject = any(c.dep_ in ("nsubj", "nsubjpass") for c in node.children)
    nonfinite = node.tag_ in ("VBG", "VBN")
    if not (has_subject and nonfinite and not marks):
        return False
    return node.dep_ == "advcl" or node.head.lower_ in _ABSOLUTE_PREPOSITIONS


#: Epistemic modal adverbs (Lyons 1977 §17.2; Hoye 1997, "Adverbs and modality in English"):
#: they already mark the speaker's degree of commitment. "Might" added to a clause that has one
#: stacks two epistemic judgements in the wrong order ("He might have been probably tired"), and
#: "It's possible that he was probably tired" is no plain modal embedding either: refused.
EPISTEMIC_ADVERBS = frozenset(
    {"probably", "perhaps", "maybe", "possibly", "likely", "certainly", "surely", "definitely"}
)
#: Speaker-oriented (epistemic and evidential) adverbs, which are positive polarity items: they
#: take scope over a clausemate negation and cannot be read under it (Ernst 2009, "Speaker-
#: oriented adverbs", NLLT 27; Nilsen 2003; Huddleston & Pullum 2002 ch. 8 §12 on modal
#: adjuncts, ch. 9 §1 on scope). Left below an added negation ("It did not begin to be used,
#: possibly via French, by 1700"), such a hedge qualifies a detail of an event that the
#: sentence now denies, which is incoherent; the natural negation would move the hedge above
#: "not", a rewrite the negator does not make. "likely", "certainly" and "definitely" are left
#: out: "not likely", "not certainly known", "not definitely decided" are ordinary English.
HEDGE_ADVERBS = frozenset(
    {"probably", "perhaps", "maybe", "possibly", "presumably", "reportedly", "allegedly"}
    | {"apparently", "supposedly", "evidently", "arguably", "seemingly", "undoubtedly", "surely"}
)
#: Weak scalar determiners and quantifier pronouns (Horn 1972 scales <some, many/most, all>,
#: <few, no>; IMPPRES §6.1 quantifier scales): a subject they quantify takes scope over a modal
#: inserted below it (surface scope; May 1985): "Most Democrats might have felt betrayed" is
#: most(x, might(felt x)), so the upper-bounding implicature "not all" still follows from it.
SCALAR_DETERMINERS = frozenset({"some", "most", "many", "several", "few"})
#: Determiners that make a numeral referential ("the five waiters", "Rose's two cats",
#: "all ten guys"): the noun phrase is then no scalar quantifier (IMPPRES all_n/both paradigms).
#: The definite and possessive determiners and also the universals "all, both, each, every",
#: which make a numeral phrase exhaustive of a given set (Quirk et al. 1985 §5.15-5.16).
REFERENTIAL_NUMERAL_DETERMINERS = DEFINITE_OR_POSSESSIVE_DETERMINERS | {
    "all",
    "both",
    "each",
    "every",
}


def epistemic_adverb(head: Token) -> Token | None:
    """An epistemic adverb modifying ``head``'s clause ("He was probably tired", "Perhaps she
    left"), or None."""
    for token in (head, *(c for c in head.children if c.dep_ in AUX_DEPS)):
        for child in token.children:
            if child.dep_ == "advmod" and child.lower_ in EPISTEMIC_ADVERBS:
                return child
    return None


def quantified_subject(head: Token, focus: Token | None = None) -> Token | None:
    """The scalar word that quantifies the subject of ``head``'s clause, or None.

    ``focus`` (the caller's scalar item) counts when it is inside the subject phrase. Otherwise:
    a weak scalar determiner or quantifier pronoun ("Most Democrats", "Some of them"), a
    disjunction ("Ann or Bo": Horn scale <or, and>), or a bare numeral, one with no definite or universal determiner before it ("39 of those", "Two
    players"; not "The five waiters", "All ten guys").
    """
    subject = subject_of(head)
    if subject is None or subject.dep_ == "expl":
        return None
    words = list(subject.subtree)
    if focus is not None:
        return focus if any(t.i == focus.i for t in words) else None
    disjunction = [c for c in subject.children if c.dep_ == "cc" and c.lower_ == "or"]
    if disjunction:
        return disjunction[0]  # <or, and> (IMPPRES connectives): "Ann or Bo might have left"
    return counting_word(subject)


def counting_word(noun: Token) -> Token | None:
    """The weak scalar determiner or bare numeral that quantifies the noun phrase headed by
    ``noun`` ("Most Democrats", "Some of them", "Two players", "An estimated 4 million
    soldiers"), or None: not after a definite or universal determiner or a genitive ("The five
    waiters", "All ten guys", "Rose's two cats"), nor inside a modifier after the head ("the
    author of some books")."""
    words = list(noun.subtree)
    for token in words:
        if token.i > noun.i:
            break  # "the author of some books": a quantifier inside a modifier of the head noun
        if token.lower_ in SCALAR_DETERMINERS:
            return token
        if token.like_num and token.pos_ == "NUM":
            before = [t for t in words if t.i < token.i]
            if not any(
                t.lower_ in REFERENTIAL_NUMERAL_DETERMINERS or t.tag_ == "POS" for t in before
            ):
                return token
    return None


#: Negative quantifiers of a subject (Quirk et al. 1985 §10.58, the "no"-series, with
#: "neither"): the subject itself is the clause's negation.
NEGATIVE_QUANTIFIERS = frozenset({"nothing", "nobody", "noone", "none", "neither", "no"})


def negative_quantifier_subject(head: Token) -> Token | None:
    """The negative quantifier of the subject of ``head``'s clause ("Nothing", "Nobody", "No
    one", "None of the guests", "No player", "Neither of them"), or None.

    A modal, a question or a conditional over such a clause is no clean embedding of it: the
    negative quantifier and the operator interact in scope ("Nothing might have come of it" is
    ambiguous between might(no x ...) and no x might(...); de Swart 2000 and Iatridou & Sichel
    2011 on negative indefinites and modals), the negative question is biased ("Did nobody
    find out?", Ladd 1981, Romero & Han 2004), and an NPI the subject licenses ("ever", "any",
    "yet") is left in an awkward or unlicensed spot ("Nothing might have ever come of it";
    Ladusaw 1979). Blind review round 39, class 3. Not "not"-quantifiers ("Not many ...") nor
    downward-entailing "few", which take a modal without a scope clash of this kind."""
    subject = subject_of(head)
    if subject is None or subject.dep_ == "expl":
        return None
    if subject.lower_ in NEGATIVE_QUANTIFIERS - {"no"}:
        return subject
    for child in subject.children:
        if child.dep_ == "det" and child.lower_ in ("no", "neither") and child.i < subject.i:
            return child  # "No one", "no player", "neither side"
    return None


def cleft_copula(head: Token | None) -> Token | None:
    """The copula of an it-cleft whose clause ``head`` heads ("It was only after the war that
    they asked", "It was John who left"), or None.

    A cleft asserts its clause as presupposed and focuses the constituent after the copula
    (Quirk et al. 1985 §18.25; Delin 1992): negation belongs on the copula ("It wasn't only after
    the war that they asked"); negating the cleft clause ("... that they didn't ask") changes
    the presupposition instead of cancelling the assertion.

    Only the cleft clause itself: between it and the copula stands the focus phrase alone (a
    noun phrase, a prepositional or adverb phrase: Quirk et al. 1985 §18.26), never the verb of
    another clause. A relative clause inside the cleft clause ("It was then that she got a
    letter from her aunt, who begged her to visit") is a clause of its own, which the copula's
    negation does not reach ("It was not then that ..." leaves "begged" asserted); the
    negation goes on its own verb (stop 101, sc01: the embedding scopes over the trigger's
    clause, NOPE §3, IMPPRES §4).
    """
    if head is None or head.dep_ not in ("relcl", "acl"):
        return None  # not "ccomp": "It is clear that he left" is extraposition, no cleft
    node = head.head
    for _ in range(len(head.doc)):
        if node.lemma_ == "be" and node.i < head.i:
            subject = subject_of(node)
            if subject is not None and subject.lower_ == "it" and subject.i < node.i:
                return node
            return None
        if node.pos_ in ("VERB", "AUX") and node.lemma_ != "be":
            return None  # the clause of another verb above ``head``: not the cleft clause
        if node.head.i == node.i:
            return None
        node = node.head
    return None


#: Additive and scalar focus particles (Quirk et al. 1985 §8.116-8.122 "additive subjuncts";
#: König 1991 "The Meaning of Focus Particles" ch. 3): they add a presupposition (another
#: alternative also holds; the focus is unlikely) to the asserted content and take scope over a
#: negation added below them ("he also didn't play on more than two teams" says that not playing
#: on more than two teams is one more thing true of him). The asserted content is the clause
#: without them, so a hypothesis about that content drops them.
ADDITIVE_PARTICLES = frozenset({"also", "even", "too"})
#: Subordinators of asserted contrastive/concessive adverbial clauses ("although", "whereas";
#: "while" only set off by a comma after the main clause, Quirk et al. 1985 ch. 15).
SEPARABLE_MARKS = CONCESSIVE_MARKS | CONTRAST_MARKS | {"while", "whilst"}
#: Dependents of a first conjunct that its later conjunct shares when the latter has no subject
#: and is a bare verb ("He will sing and play three songs": "will" is shared).
SHARED_DEPS = SUBJECT_DEPS | {"aux"}


#: Subordinators of adverbial clauses whose content the sentence takes as true: asserted
#: (concessive, contrastive: Quirk et al. 1985 ch. 15) or presupposed (causal "because/since";
#: Karttunen 1973 on factive adverbials). An implicature of a trigger inside one is about that
#: clause alone, stated as a main clause. Not temporal "when/whenever/once/after/as": in a
#: generic sentence they restrict a quantification over situations ("Groups are described as
#: indigenous when they maintain some traditions"; Lewis 1975, Farkas & Sugioka 1983), so
#: their clause is not asserted; "as" is also causal or of manner. Those give no pair.
VERIDICAL_ADVERBIAL_MARKS = (
    CONCESSIVE_MARKS | CONTRAST_MARKS | CAUSAL_MARKS | {"while", "whilst", "since"}
)
#: The trigger is in an adverbial clause that cannot stand on its own as a main clause, or whose
#: content the sentence does not take as true ("if", "unless", "so that"): no pair at all.
UNCUTTABLE: tuple[frozenset[int], int] = (frozenset(), -1)


def adverbial_clause(doc: Doc, head_i: int) -> Token | None:
    """The marked adverbial clause ("While A, B", "B because A") around the trigger's clause head,
    when that is the nearest subordinate clause above it, or None."""
    node: Token | None = doc[head_i]
    for _ in range(len(doc)):
        if node is None or node.dep_ in _SUBORDINATE_DEPS:
            break
        node = None if node.head.i == node.i else node.head
    if node is None or node.dep_ != "advcl":
        return None
    return node if _subordinators(node) else None


#: Subordinating adverbs the parser tags ``advmod`` rather than ``mark`` ("When X arrived, ...").
_ADVERB_SUBORDINATORS = frozenset({"when", "whenever", "once"})


def _subordinators(clause: Token) -> list[Token]:
    """The words that introduce an adverbial clause: its ``mark`` children ("although",
    "because") and a clause-initial "when"/"once" (parsed ``advmod``)."""
    return [
        c
        for c in clause.children
        if c.dep_ == "mark"
        or (c.dep_ == "advmod" and c.lower_ in _ADVERB_SUBORDINATORS and c.i == clause.left_edge.i)
    ]


def _adverbial_cut(doc: Doc, clause: Token) -> tuple[frozenset[int], int]:
    """The adverbial clause turned into a main clause ("While some of the films were silent,
    ..." -> "Some of the films were silent."), or ``UNCUTTABLE``: the subordinator does not mark
    a clause the sentence takes as true (``VERIDICAL_ADVERBIAL_MARKS``), the clause has no
    subject or no finite verb, or something other than the subordinator (and "even") precedes
    its subject."""
    marks = _subordinators(clause)
    words = " ".join(m.lower_ for m in marks)
    if words not in VERIDICAL_ADVERBIAL_MARKS:
        return UNCUTTABLE
    subject = subject_of(clause)
    if subject is None or not is_finite_clause(clause) or subject.i > clause.i:
        return UNCUTTABLE
    lead = {m.i for m in marks}
    for t in doc[clause.left_edge.i : subject.left_edge.i]:
        if t.i in lead or t.is_punct or (t.lower_ == "even" and t.i + 1 in lead):
            lead.add(t.i)
        else:
            return UNCUTTABLE  # "While, in 2005, some ...": material before the subject
    if any(t.is_quote for t in clause.subtree):
        return UNCUTTABLE
    keep = {t.i for t in clause.subtree} - lead
    last = clause.right_edge.i
    while last in keep and doc[last].is_punct:
        keep.discard(last)  # a comma after a preposed clause
        last -= 1
    keep |= _final_stop(doc)
    return frozenset(keep), clause.i


def trigger_clause(doc: Doc, head_i: int, trigger_i: int) -> tuple[frozenset[int], int] | None:
    """The tokens of the scalar trigger's own clause and the new root, when the sentence has
    material around it that an implicature hypothesis or an embedding must not take along, or
    None when there is none or it cannot be cut cleanly.

    Removed (issue #11 fifth pass): a concessive or contrastive adverbial clause that does not
    contain the trigger ("Most songs are short, although the album runs two hours": both
    propositions are asserted on their own, Quirk et al. 1985 ch. 15, so the implicature of one
    clause is about that clause alone); a clause or predicate coordinated with the trigger's
    ("The coast is rocky but has three beaches" -> "The coast has three beaches": each conjunct
    is asserted and implicates on its own, Gazdar 1979 ch. 3 on the projection of clausal
    implicatures through conjunction); additive/scalar focus particles (``ADDITIVE_PARTICLES``).
    A later conjunct is cut out only when its first conjunct has nothing before its subject.

    Issue #11 sixth pass: a trigger inside a marked adverbial clause ("While not all of the old
    films tried X, many more did Y" was a hypothesis) gets that clause alone as a main clause
    when it is clean (:func:`_adverbial_cut`), else ``UNCUTTABLE`` (no pair).
    """
    clause = adverbial_clause(doc, head_i)
    if clause is not None:
        return _adverbial_cut(doc, clause)
    head = doc[head_i]
    trigger = doc[trigger_i]
    path = [trigger, *trigger.ancestors]
    on_path = {t.i for t in path}
    drop: set[int] = set()
    root = next(t for t in path if t.dep_ == "ROOT" or t.head.i == t.i)
    upto = next((n for n, t in enumerate(path) if t.i == head_i), len(path) - 1)
    in_clause = {t.i for t in path[: upto + 1]}
    for node in path:
        for child in node.children:
            if child.i in on_path:
                continue
            if (
                child.dep_ == "advmod"
                and child.lower_ in ADDITIVE_PARTICLES
                and node.i in in_clause
            ):
                drop |= _particle_with_comma(doc, child)
            elif child.dep_ == "advcl" and _separable_adjunct(node, child):
                drop |= _with_commas(doc, child)
            elif child.dep_ == "conj" and child.pos_ in ("VERB", "AUX") and node.i == root.i:
                drop |= _with_commas(doc, child) | coordinator_before(node, child)
    new_root = root
    keep = {t.i for t in doc} - drop
    conjunct = next(
        (t for t in path if t.head.i == root.i and (t.dep_ == "conj" or coordinated_complement(t))),
        None,
    )
    if (
        conjunct is not None
        and head.dep_ == "conj"
        and head.head.dep_ == "conj"
        and head.head.i != head.i
        and head.i in on_path
        and head.pos_ in ("VERB", "AUX")
        and subject_of(head) is not None
    ):
        conjunct = head  # "A, B, and C" with C hung on B: C is a clause with a subject of its
        # own, asserted and implicating on its own like any conjunct (Gazdar 1979 ch. 3), so
        # B does not come along ("The stones are smooth, and not all of them ..."; stop 99,
        # im124, judged review s9802)
    if conjunct is not None and conjunct.pos_ in ("VERB", "AUX") and head.i in on_path:
        first = root
        inner = {t.i for t in conjunct.subtree}
        shared: set[int] = set()
        if subject_of(conjunct) is None:
            subject = subject_of(first)
            if subject is None or any(
                t.i < subject.left_edge.i and not t.is_punct for t in first.subtree
            ):
                return None  # "In 2005 he was injured but played three games": the frame
                # adjunct belongs to both conjuncts; cutting it changes the claim
            for child in first.children:
                if child.dep_ in SUBJECT_DEPS or (
                    child.dep_ == "aux" and conjunct.tag_ == "VB" and child.i < first.i
                ):
                    shared |= {t.i for t in child.subtree}
        keep = (inner | shared) - drop
        new_root = conjunct
    if keep == {t.i for t in doc}:
        return None
    particles = {t.i for t in doc if t.lower_ in ADDITIVE_PARTICLES or t.text == ","}
    quotes = [t.i for t in doc if t.is_quote]
    if (
        quotes
        and not (drop - keep) <= particles
        and any(i not in keep for i in range(quotes[0], quotes[-1] + 1))
    ):
        return None  # quoted speech split by a reporting clause: the quotes would be left
        # around nothing ('"..." he said, "."'). Quotes inside the kept clause, with nothing
        # cut between them, stay as they are ("call us the 'Night Watch'", stop 62, im58)
    keep |= _final_stop(doc)
    return frozenset(keep), new_root.i


def semicolon_clause(clause: Token) -> bool:
    """Is ``clause`` (a ccomp/parataxis the parser hung on the root) an independent clause set
    off by a semicolon ("The rain stopped; the players returned")? A semicolon joins
    independent clauses (Quirk et al. 1985 App. III.14), so it is no complement.

    The semicolon must stand between the clause and its head: before a clause that follows
    its head, after one that precedes it. A complement that ends where its host clause ends
    ("I knew she was fond of you; but ...") is followed by the host's semicolon, which
    separates the host clause from the next one, not the complement from its verb (Quirk et
    al. 1985 §16.31 on the zero that-clause; stop 84, pr180: the negated premise was cut to
    "I didn't know.")."""
    if clause.dep_ not in ("ccomp", "parataxis"):
        return False
    doc = clause.doc
    left, right = clause.left_edge.i - 1, clause.right_edge.i + 1
    if clause.i > clause.head.i:
        return left >= 0 and doc[left].text == ";"
    return right < len(doc) and doc[right].text == ";"


#: Dependents a comment clause has besides the clause it comments on ("..., you know", "...,
#: I must admit", "..., I don't deny"): a subject, auxiliaries, "not", an adverb.
_COMMENT_CLAUSE_DEPS = frozenset({"nsubj", "aux", "neg", "advmod", "punct"})


#: Clause relations the parser gives a clause run on before the next one after a comma ("The
#: guards left, the others stayed": "left" hangs on "stayed" as its complement or parataxis).
SPLICED_CLAUSE_DEPS = ("ccomp", "parataxis")


def splice_mark(
    clause: Token,
    marks: Collection[str] = (",",),
    *,
    deps: Collection[str] = SPLICED_CLAUSE_DEPS,
    adjacent: bool = True,
) -> Token | None:
    """The punctuation mark that runs ``clause`` on to the clause after it, or None: the one
    test of the comma splice shared by every caller (stop 83, rv16). ``clause`` is a clause
    the parser hung as the complement (``deps``) of a head that follows it, and a mark of
    ``marks`` stands between the two: at the clause's last token or right after it
    (``adjacent``), or anywhere before the head (``adjacent=False``). A finite complement
    clause follows its verb; one before it, set off by a bare comma, is either a quotation or
    comment construction ("It will rain, I think") or an independent clause run on after a
    comma, the comma splice (Quirk et al. 1985 App. III.7; App. III.14 on the semicolon).
    Callers add what tells the two apart for their use: a verb of saying on the head, the
    subjects and finiteness of the two clauses, a subordinator after the mark."""
    head = clause.head
    if clause.dep_ not in deps or head.i <= clause.i:
        return None
    end = clause.right_edge.i
    stop = min(end + 2, head.i) if adjacent else head.i
    doc = clause.doc
    return next((doc[i] for i in range(end, stop) if doc[i].text in marks), None)


def spliced_clause(clause: Token) -> bool:
    """Is ``clause`` an independent clause that the parser hung as the complement of the clause
    after it, set off from it by a semicolon or by a bare comma (the comma splice: "The guards
    left before we woke, the others stayed behind"; "You have two turns before it explodes;
    throwing it is wise")? A finite complement clause follows its verb; one before it is either
    a quotation or comment construction ("It will rain, I think"; "..., he said") or a clause
    of its own juxtaposed with the next (Quirk et al. 1985 App. III.7 on the comma splice,
    App. III.14 on the semicolon; Huddleston & Pullum 2002 ch. 11 §9 on comment clauses).

    Not spliced: a clause after its head, a head of saying or thinking (``SPEECH_VERBS``,
    ``COMMENT_VERBS``), a head with nothing but a subject, auxiliaries and adverbs besides the
    clause (a comment clause: "..., you know", "..., I admit"), a head whose subject precedes
    the clause, quotation marks, a coordinator or subordinator after the separator."""
    sep = splice_mark(clause, (",", ";"))
    if sep is None:
        return False
    head = clause.head
    lemma = head.lemma_.lower()
    if lemma in SPEECH_VERBS or lemma in COMMENT_VERBS:
        return False
    if subject_of(clause) is None or not is_finite_clause(clause):
        return False
    subject = subject_of(head)
    if subject is None or subject.i < clause.i or not is_finite_clause(head):
        return False
    if misread_main_clause(head):
        return False  # "She stood by the window, her weight held up by ...": maybe an absolute
    if comparative_correlative(head) is not None or comparative_correlative(clause) is not None:
        return False  # "The more he tried, the more confused they became": one construction
    if all(c.dep_ in _COMMENT_CLAUSE_DEPS for c in head.children if c.i != clause.i):
        return False
    doc = clause.doc
    if sep.i + 1 >= len(doc):
        return False
    after = doc[sep.i + 1]
    if after.dep_ in ("cc", "mark") or after.tag_ == "CC" or after.is_punct:
        return False
    return not any(t.is_quote for t in doc[clause.left_edge.i : sep.i + 2])


def trailing_spliced_clause(clause: Token) -> bool:
    """Is ``clause`` an independent clause after its head's clause, set off by a bare comma
    with no coordinator or subordinator, that the parser hung as an adverbial or complement
    of the clause before it ("The machine was renamed, at that time it was known as X")?
    A finite adverbial clause is introduced by a subordinator (Quirk et al. 1985 §14.6,
    §15.2; Huddleston & Pullum 2002 ch. 11 §1): a finite clause with a subject of its own,
    set off by a comma and opened by none, is the second half of a comma splice (Quirk et al.
    1985 App. III.7), a sentence of its own that the operator on the first does not take.

    Not spliced: a clause opened by a subordinator, coordinator, wh-word or "that"; a
    subject-auxiliary inversion ("Had he known, ..."); a comment or reporting clause ("...,
    I think", "..., he said") or a clause after a verb of saying ("He said, it was late");
    quotation marks; a comparative correlative. Stop 74 (ng02; blind review s1204i)."""
    if clause.dep_ not in ("advcl", "ccomp", "parataxis"):
        return False
    head = clause.head
    if head.i >= clause.i or not is_finite_clause(clause) or not is_finite_clause(head):
        return False
    doc = clause.doc
    start = clause.left_edge.i
    if start == 0 or doc[start - 1].text != ",":
        return False
    subject = subject_of(clause)
    if subject is None or subject.i > clause.i or subject_of(head) is None:
        return False
    first = doc[start]
    if first.dep_ in ("cc", "mark") or first.tag_ == "CC" or first.tag_ in WH_TAGS:
        return False
    if any(c.dep_ == "mark" for c in clause.children) or first.lower_ in ("that", "as", "than"):
        return False
    if any(t.tag_ in WH_TAGS and t.i < subject.i for t in clause.subtree):
        return False
    if first.dep_ in ("aux", "auxpass") or first.tag_ == "MD":
        return False  # "Had he known, ...", "Should it fail, ...": an inverted condition
    for verb in (head, clause):
        lemma = verb.lemma_.lower()
        if lemma in SPEECH_VERBS or lemma in COMMENT_VERBS:
            return False
    if all(c.dep_ in _COMMENT_CLAUSE_DEPS for c in clause.children):
        return False  # "..., I suppose": a comment clause
    if comparative_correlative(head) is not None or comparative_correlative(clause) is not None:
        return False
    return not any(t.is_quote for t in doc[head.left_edge.i : clause.right_edge.i + 1])


def chained_clause_conjuncts(verb: Token) -> list[Token]:
    """The conjuncts with a subject of their own that the parse hung on a subjectless
    verb-phrase conjunct of ``verb`` instead of on ``verb`` itself ("They came to the valley,
    and cut down a branch, and they bore it on a staff": "bore" on "cut").

    "A, and B, and C" is one multiple coordination whose members are sisters (Quirk et al.
    1985 §13.14 on multiple coordination; Huddleston & Pullum 2002 ch. 15 §2.1), and the
    parser's chaining of a later member onto the one before it is an attachment, not a
    constituent. A verb-phrase member (B) shares the first member's subject and so belongs to
    the first clause's predicate; a member with a subject of its own (C) is a clause
    coordinated with that first clause (Quirk et al. 1985 §13.41 vs §13.46), asserted on its
    own, outside any operator put on the first (stop 90, ng05; s1205w pres-043: "They might
    have come ..., and cut down ..., and they bore it" left "they bore it" asserted)."""
    found: list[Token] = []
    for child in verb.children:
        if child.dep_ != "conj" or child.pos_ not in ("VERB", "AUX") or child.i < verb.i:
            continue
        if subject_of(child) is not None:
            continue
        for sub in child.children:
            subject = subject_of(sub) if sub.dep_ == "conj" and sub.i > child.i else None
            if (
                subject is not None
                and sub.pos_ in ("VERB", "AUX")
                and subject.tag_ not in ("WDT", "WP", "WP$")
                and any(c.dep_ == "cc" and child.i < c.i < sub.i for c in child.children)
            ):
                # a coordinator stands before it; a relative pronoun subject ("..., that
                # belonged to Joash") makes it a relative clause the parse read as a conjunct
                found.append(sub)
        found.extend(chained_clause_conjuncts(child))
    return found


def independent_clauses(head: Token) -> list[Token]:
    """The heads of the independent clauses of ``head``'s sentence: the root, its conjuncts
    with a subject of their own (also those the parse chained onto a verb-phrase conjunct,
    :func:`chained_clause_conjuncts`), clauses set off by a semicolon (:func:`semicolon_clause`)
    or spliced before the root (:func:`spliced_clause`) or after it
    (:func:`trailing_spliced_clause`, stop 74)."""
    root = head
    while root.dep_ == "conj":
        root = root.head
    if semicolon_clause(root) or spliced_clause(root):
        root = root.head
    if root.dep_ != "ROOT":
        return [head]
    found = [root]
    for child in root.children:
        own_subject = subject_of(child) is not None and child.pos_ in ("VERB", "AUX")
        if (
            (child.dep_ == "conj" and own_subject)
            or semicolon_clause(child)
            or spliced_clause(child)
            or trailing_spliced_clause(child)
        ):
            found.append(child)
    found.extend(chained_clause_conjuncts(root))
    return found


#: Marks that append a second independent clause to a complete first one: the semicolon joins
#: two sentences, the colon adds an explication or consequence of the first, a single dash an
#: afterthought (Quirk et al. 1985 App. III on the semicolon, the colon and the dash). A hyphen
#: counts only spaced on both sides ("well - known" aside).
APPENDING_MARKS = frozenset({":", ";", "-", "--", "\u2013", "\u2014"})
#: Complements of a verb: a colon clause after a verb that has none of them is its own
#: complement ("The report stated: ..."), not appended to a complete clause.
COMPLEMENT_DEPS = frozenset({"dobj", "attr", "acomp", "ccomp", "xcomp", "oprd", "dative"})
#: Subordinators of reason that a focusing "especially", "particularly", "not least" sets off.
REASON_MARKS = ("since", "as", "because")
#: Openings of a sentence-final comment clause set off by a comma: a focused reason disjunct
#: ("especially since", "particularly because", "not least because"), the sentential relative
#: "which is why" and the result clause "so that". They comment on the whole assertion (Quirk
#: et al. 1985 §8.121-8.137 on disjuncts and conjuncts, §15.49 on result clauses, §15.57 on
#: sentential relatives; Huddleston & Pullum 2002 ch. 8 on reason adjuncts) and, unlike an
#: adjunct, do not fall within the scope of a question or a condition: "If he left, especially
#: since the road was shut, it's okay" and "Did he leave, which is why we waited?" read badly.
APPENDED_DISJUNCT_OPENINGS = frozenset(
    {
        *((adverb, mark) for adverb in ("especially", "particularly") for mark in REASON_MARKS),
        *(("not", "least", mark) for mark in REASON_MARKS),
        ("which", "is", "why"),
        ("which", "was", "why"),
        ("so", "that"),
    }
)


def appended_part(doc: Doc) -> tuple[range, Token] | None:
    """The token indices of material appended to a complete main clause (from its colon,
    semicolon, dash or comma to the final stop) and the head of the main clause before it, or
    None.

    Appended material is one of: an independent clause after a colon, semicolon or single dash
    ("The bridge was closed: it stayed shut for weeks"); a clause after a comma and "then" ("They
    plant in May, then they harvest in June"), which inside an "if"-clause reads as the
    consequent ("If they plant in May, then they harvest in June, it's okay", a garden path);
    a final comment clause (APPENDED_DISJUNCT_OPENINGS). The operators of IMPPRES Table 1 take
    one clause: an appended clause is asserted beside it, not embedded (Quirk et al. 1985 §11.4
    on the one focus of a question, §15.34 on "if" taking one clause).

    The two parts must be joined by a single dependency arc, whichever way the parser hung
    them ("collapsed" a ccomp of the second clause's root, or the comment clause an advcl of
    the first), and both must be finite clauses with subjects of their own. Not appended: a
    list after a colon, a dash closing a pair round a parenthesis, the complement of a verb
    that has no other ("The report stated: the dose is safe"), a speech tag ("- he said")."""
    stop = _final_stop(doc)
    end = min(stop) if stop else len(doc)
    for sep in doc[1 : end - 1]:
        opening = _appended_opening(doc, sep.i, end)
        if opening is None:
            continue
        host = [t for t in doc[: sep.i] if not t.is_punct]
        tail = [t for t in doc[sep.i + 1 : end] if not t.is_punct]
        if not host or not tail:
            continue
        host_i, tail_i = {t.i for t in host}, {t.i for t in tail}
        host_tops = [t for t in host if t.head.i not in host_i or t.head.i == t.i]
        tail_tops = [t for t in tail if t.head.i not in tail_i or t.head.i == t.i]
        if len(host_tops) != 1 or len(tail_tops) != 1:
            continue
        first, second = host_tops[0], tail_tops[0]
        if first.dep_ == "ROOT" and second.head.i == first.i:
            main, appended = first, second
        elif second.dep_ == "ROOT" and first.head.i == second.i and opening != "comment":
            main, appended = first, second  # "A: B" with A hung on B as its ccomp
            if main.dep_ not in ("ccomp", "parataxis", "conj"):
                continue  # "When A, then B": A is no main clause
        else:
            continue
        if not _own_finite_clause(main):
            continue
        if not _own_finite_clause(appended, marked=opening == "comment"):
            continue  # "He visited three cities: Paris, Rome and Berlin", ", especially as used"
        if any(v.lemma_.lower() in SPEECH_VERBS for v in (first, second) if v.dep_ == "ROOT"):
            continue  # "He said: the meeting was over", "The meeting was over - he said"
        if _sole_complement(appended, main):
            continue  # "The study stated: the dose is not considered": the verb's complement
        return range(sep.i, end), main
    return None


def _appended_opening(doc: Doc, i: int, end: int) -> str | None:
    """The kind of appended material the punctuation mark at ``i`` opens (see
    :func:`appended_part`): ``clause`` after a colon, semicolon or dash, ``then`` after a comma
    and "then", ``comment`` after a comma and a comment opening; None otherwise."""
    tok = doc[i]
    if tok.text == ":" or tok.text == ";":
        return "clause"
    if _set_off_dash(doc, i):
        # only an unpaired dash: a pair encloses a parenthesis inside the clause ("Griffith
        # had met him on the steps -- he was allowed no further -- and left"; Quirk et al.
        # 1985 App. III), so the dash must be the last one, after a pair or none
        dashes = [t.i for t in doc[:end] if _set_off_dash(doc, t.i)]
        return "clause" if dashes[-1] == i and dashes.index(i) % 2 == 0 else None
    if tok.text != ",":
        return None
    words = tuple(t.lower_ for t in doc[i + 1 : min(i + 4, end)])
    if words[:1] == ("then",):
        return "then"
    if any(words[: len(o)] == o for o in APPENDED_DISJUNCT_OPENINGS):
        return "comment"
    return None


def _sole_complement(clause: Token, verb: Token) -> bool:
    """Is ``clause`` the only complement of ``verb`` (a colon before the object clause of a
    verb that has no other one: "The report stated: ...")?"""
    return (
        clause.head.i == verb.i
        and clause.dep_ in ("ccomp", "xcomp", "dobj")
        and not any(c.dep_ in COMPLEMENT_DEPS and c.i != clause.i for c in verb.children)
    )


def _set_off_dash(doc: Doc, i: int) -> bool:
    """Is ``doc[i]`` a dash that sets off material: an en or em dash, or a hyphen or double
    hyphen spaced on both sides ("well - known" in tokenized text is a compound)?"""
    tok = doc[i]
    if tok.text not in APPENDING_MARKS or tok.text in (":", ";") or i == 0:
        return False
    return tok.text not in ("-", "--") or (bool(doc[i - 1].whitespace_) and bool(tok.whitespace_))


def _own_finite_clause(verb: Token, marked: bool = False) -> bool:
    """Is ``verb`` the head of a finite clause with a subject of its own (and no subordinator,
    unless ``marked``)?"""
    return (
        verb.pos_ in ("VERB", "AUX")
        and is_finite_clause(verb)
        and subject_of(verb) is not None
        and (marked or not any(c.dep_ == "mark" for c in verb.children))
    )


def clause_alone(head: Token) -> tuple[frozenset[int], int] | None:
    """The tokens of ``head``'s independent clause alone, when the sentence has others ("A, and
    B." / "A; B."), and its root; None when there are none or the cut would lose material that
    belongs to both clauses (a frame adjunct before the first subject: "In May the rain
    stopped, and the players returned").

    A yes/no question over "A, and B" asks about the conjunction as a whole, and "A; B?" questions
    only B while asserting A (Quirk et al. 1985 §11.4: a yes/no question has one clause as its
    focus): the interrogative is built on the trigger's clause alone (issue #12, round 7)."""
    clauses = independent_clauses(head)
    if len(clauses) < 2 or head not in clauses:
        return None
    doc = head.doc
    root = clauses[0]
    others = [c for c in clauses if c.i != head.i]
    if head.i != root.i:
        subject = subject_of(root)
        frame = subject is not None and any(
            t.i < subject.left_edge.i and not t.is_punct and t.dep_ != "cc" for t in root.subtree
        )
        if frame and root.i < head.i:
            return None
        keep = {t.i for t in head.subtree}
        if doc[min(i for i in keep if not doc[i].is_punct and doc[i].dep_ != "cc")].tag_ in (
            "WDT",
            "WP",
            "WRB",
        ):
            # "It provides a look at X, and how one judge decides Y": a wh-clause is an
            # interrogative content clause coordinated with an object (Huddleston & Pullum
            # 2002 ch. 11 §5), no independent clause, whatever the parse (stop 85, pr183)
            return None
    else:
        keep = {t.i for t in root.subtree}
        for other in others:
            keep -= {t.i for t in other.subtree}
            keep -= coordinator_before(other.head, other)  # root, or a chained conjunct's host
    subject = subject_of(head)
    if subject is not None and any(
        c.i in keep
        and c.i < subject.left_edge.i
        and c.dep_ in ("conj", "advcl")
        and c.tag_ in ("VBD", "VBZ", "VBP")
        and subject_of(c) is None
        and not any(m.dep_ == "mark" for m in c.children)
        for c in head.children
    ):
        # "... began X and, in 1990, collaborated with Y; three years later Z regained W": a
        # finite verb with neither subject nor subordinator before the clause's own subject is
        # a verb-phrase conjunct of the clause before, misparsed into this one (a conjunct
        # follows the one it is coordinated with, Quirk et al. 1985 §13.5); the cut would keep
        # it without its subject (stop 85, pr183)
        return None
    if subject is not None and any(
        doc[i].text == ";"
        and i < subject.left_edge.i
        and any(doc[j].is_alpha for j in keep if j < i)
        for i in keep
    ):
        # "..., in 1990, collaborated with Y; three years later Z regained W": a semicolon
        # ends a sentence (Quirk et al. 1985 App. III.7), so words before it hung on the
        # clause after it are a misparse of the clause before (stop 85, pr183)
        return None
    if any(c.i < head.i for c in others):
        keep -= linking_connective(head, keep)  # "A; then B" -> "B", not "Then B"
    keep = {i for i in keep if not (doc[i].text in (",", ";", ":") and _at_cut(doc, i, keep))}
    if not any(doc[i].is_alpha for i in keep):
        return None
    keep |= _final_stop(doc)
    return frozenset(keep), head.i


def linking_connective(head: Token, keep: Collection[int]) -> set[int]:
    """The indices of a connective of ``head``'s clause, as cut down to ``keep``, that links it
    to a clause before it (CLAUSE_LINKING_CONNECTIVES: "A; then B", "A, so B", "A; B thus
    followed"), with the comma after an initial one; empty when there is none. Only a word on
    B's verb before that verb, clause-initial or medial (conjuncts take either position, Quirk
    et al. 1985 §8.137): "so far" or "so many" is no connective (its head is not the verb), and
    "so" counts only first ("the shop so stopped" is no result link). The cut of
    :func:`clause_alone` leaves it out: the clause stands alone, so a premise "Then the shop
    might have closed" or "The shop then didn't close" points back at nothing (stop 85,
    pr183)."""
    doc = head.doc
    words = [i for i in sorted(keep) if doc[i].is_alpha and doc[i].dep_ != "cc"]
    out: set[int] = set()
    for i in words:
        tok = doc[i]
        if i >= head.i or tok.head.i != head.i or tok.lower_ not in CLAUSE_LINKING_CONNECTIVES:
            continue
        if tok.dep_ != "advmod":
            continue  # an adverbial connective only: a "cc" word is left out of ``words``
        if (tok.lower_ == "so" and i != words[0]) or any(True for _ in tok.children):
            continue  # "even then", "only then": a focused time adverb, no bare connective
        out.add(i)
        if i == words[0] and i + 1 < len(doc) and doc[i + 1].text == ",":
            out.add(i + 1)
    return out


def _at_cut(doc: Doc, i: int, keep: set[int]) -> bool:
    """Is the punctuation mark at ``i`` next to a removed token or at an edge of what is kept?"""
    return i - 1 not in keep or i + 1 not in keep or i + 1 >= len(doc)


def _final_stop(doc: Doc) -> set[int]:
    """The sentence-final punctuation (a stop, a closing quote or bracket) but a comma or
    semicolon, kept by every cut whatever clause it keeps."""
    end = len(doc)
    while (
        end > 0
        and doc[end - 1].is_punct
        and (not doc[end - 1].is_left_punct or _closing(doc, end - 1))
    ):
        end -= 1
    return {i for i in range(end, len(doc)) if doc[i].text not in (",", ";")}


def _closing(doc: Doc, i: int) -> bool:
    """Is the straight quote at ``i`` (both a left and a right punctuation mark to spaCy) the
    sentence's final closing quote ('... its former importance."'), not an opening one? Left
    out of the final stop, the cut lost the stop and the quote ('"The town might have been
    rebuilt', blind review round 36, class 2)."""
    return doc[i].text in STRAIGHT_QUOTES and i == len(doc) - 1 and i > 0 and doc[i - 1].is_punct


def unbalanced_quotes(doc: Doc, keep: set[int] | frozenset[int]) -> set[int]:
    """The quotation marks in ``keep`` left without their partner by a cut (the opening quote
    of a dropped first clause, the closing one of a dropped last clause): a premise cannot
    open a quotation it does not close ('he might have managed to finish the race."', blind
    review round 36, class 2). Straight quotes pair in order; curly ones by direction."""
    out: set[int] = set()
    straight = [i for i in sorted(keep) if doc[i].text == '"']
    if len(straight) % 2:
        first_word = min((i for i in keep if not doc[i].is_punct), default=0)
        out.add(straight[0] if straight[0] < first_word else straight[-1])
    opened: list[int] = []
    for i in sorted(keep):
        if doc[i].text in ("\u201c", "``"):
            opened.append(i)
        elif doc[i].text in ("\u201d", "''"):
            if opened:
                opened.pop()
            else:
                out.add(i)
    return out | set(opened)


def _particle_with_comma(doc: Doc, particle: Token) -> set[int]:
    """The particle and the comma that sets it off ("Also, he ...", "..., too.")."""
    tokens = {particle.i}
    after = doc[particle.i + 1] if particle.i + 1 < len(doc) else None
    before = doc[particle.i - 1] if particle.i > 0 else None
    if after is not None and after.text == "," and (before is None or before.is_punct):
        tokens.add(after.i)  # "Also, he played ..."
    elif before is not None and before.text == "," and (after is None or after.is_punct):
        tokens.add(before.i)  # "... two teams, too."
    return tokens | _commas_between_subject_and_verb(doc, particle)


def _commas_between_subject_and_verb(doc: Doc, particle: Token) -> set[int]:
    """The commas around a focus particle that stands between a subject and its verb ("Some
    traders, too, stop here", "Some traders too, stop here"). No comma separates a subject
    from its verb (Quirk et al. 1985 App. III.13; CMOS 6.31): the commas set off the parenthetic
    particle and go with it, else the rewrite keeps "some traders, stop here". Sixty-third pass
    (im56, s1202k)."""
    left, right = particle.i - 1, particle.i + 1
    while left >= 0 and doc[left].text == ",":
        left -= 1
    while right < len(doc) and doc[right].text == ",":
        right += 1
    if left < 0 or right >= len(doc) or right - left == 2:
        return set()
    verb = doc[right]
    if verb.dep_ in ("aux", "auxpass", "neg"):
        verb = verb.head  # "Some traders, too, have stopped here"
    subject = next((c for c in verb.children if c.dep_ in SUBJECT_DEPS), None)
    if verb.pos_ not in ("VERB", "AUX") or subject is None:
        return set()
    words = [t.i for t in subject.subtree if t.i != particle.i and not t.is_punct]
    if not words or max(words) != left:
        return set()
    return {i for i in range(left + 1, right) if doc[i].text == ","}


#: Finite verb tags: the clause after an unpunctuated conjunction "for" must be finite
#: (``reason_for_clause``); "for him to go" is the infinitival subordinator.
FINITE_CLAUSE_TAGS = frozenset({"VBD", "VBZ", "VBP", "MD"})


def reason_for_clause(doc: Doc, word: Token, *, punctuated: bool = True) -> Token | None:
    """The finite clause that ``word`` opens if it is the conjunction "for" of reason after a
    comma, semicolon or colon, with a subject of its own (complement's ``_cut_at_for_clause``;
    Quirk et al. 1985 §13.15-13.19); else None. "for" with a noun phrase is a preposition.

    ``punctuated=False`` (au04): also with no punctuation before it ("This is odd for it has no
    roots"), which older and literary prose writes freely. The comma is a matter of style: the
    conjunction "for" always follows the clause it gives the reason for and is never within the
    scope of its negation or question ("*Is it odd for it has no roots?" cannot ask about the
    reason, unlike "because"; Quirk et al. 1985 §13.19, §15.45 note; CGEL ch. 15 §2.3). Without
    the comma, a finite verb after "for" tells the conjunction from the preposition and the
    infinitival subordinator ("for him to go")."""
    if word.lower_ != "for" or word.i == 0:
        return None
    if punctuated and doc[word.i - 1].text not in (",", ";", ":"):
        return None
    if word.dep_ == "mark":
        clause = word.head
    elif word.dep_ == "cc":
        clause = next((c for c in word.head.children if c.dep_ == "conj"), None)
    else:
        return None
    if clause is None or clause.i < word.i or clause.pos_ not in ("VERB", "AUX"):
        return None
    if not punctuated and not (
        clause.tag_ in FINITE_CLAUSE_TAGS
        or any(c.dep_ in ("aux", "auxpass") and c.tag_ in FINITE_CLAUSE_TAGS for c in clause.children)
    ):
        return None
    if any(c.dep_ in ("nsubj", "nsubjpass", "expl") and c.i > word.i for c in clause.children):
        return clause
    return None


def _separable_adjunct(main: Token, clause: Token) -> bool:
    """A concessive or contrastive adverbial clause of ``main`` (see ``SEPARABLE_MARKS``), or a
    clause of the conjunction "for" of reason after it, with or without a comma
    (``reason_for_clause``): its content is asserted on its own and never in the scope of the
    main clause's negation or question (Quirk et al. 1985 §13.19), so the implicature of the
    main clause is about that clause alone ("This is interesting for it combines A and B" ->
    "This isn't fascinating.", not "This isn't fascinating for it combines A and B", which
    denies the reason; au04)."""
    marks = {c.lower_ for c in clause.children if c.dep_ == "mark"}
    if "for" in marks and clause.i > main.i:
        return any(
            reason_for_clause(main.doc, c, punctuated=False) == clause
            for c in clause.children
            if c.dep_ == "mark"
        )
    if not marks & SEPARABLE_MARKS:
        return False
    if marks & {"while", "whilst"}:
        return clause.i > main.i and after_comma(clause)
    return True


def _with_commas(doc: Doc, clause: Token) -> set[int]:
    """The clause's tokens and the comma that sets it off (before it, or after a preposed one)."""
    tokens = {t.i for t in clause.subtree}
    start, end = clause.left_edge.i, clause.right_edge.i
    if start > 0 and doc[start - 1].text in (",", ";", "—", "–"):
        tokens.add(start - 1)
    elif end + 1 < len(doc) and doc[end + 1].text == ",":
        tokens.add(end + 1)
    return tokens


def coordinated_complement(clause: Token) -> bool:
    """Is ``clause`` a finite clause with a subject of its own that the parse made a complement
    ("ccomp") of the verb before it although a coordinator of that verb stands between them
    ("Yahweh showed me, and behold, two baskets of figs were set before the temple": "set" hung
    on "showed")? A coordinator links units of equal status (Quirk et al. 1985 §13.1-13.5;
    Huddleston & Pullum 2002 ch. 15 §1), so the clause after ", and" is a coordinated main
    clause, not a content clause of the verb before the coordinator; it is asserted and
    implicates on its own (Gazdar 1979 ch. 3). Between the coordinator and the clause only
    punctuation and bare words with no dependents may stand (a discourse marker: "and behold,",
    "and look,", "and now,"); "I think, and I hope, you are right" has a clause there and is
    not read so; a clause with a complementizer ("that", "whether") is a complement. Stop 89,
    im108 (blind review s1205v impl-001)."""
    if clause.dep_ != "ccomp" or clause.head.i > clause.i or subject_of(clause) is None:
        return False
    if any(c.dep_ == "mark" for c in clause.children):
        return False
    verb = clause.head
    start = clause.left_edge.i
    coordinators = [c for c in verb.children if c.dep_ == "cc" and verb.i < c.i < start]
    if not coordinators:
        return False
    between = clause.doc[coordinators[-1].i + 1 : start]
    return all(t.is_punct or not any(not c.is_punct for c in t.children) for t in between)


def coordinator_before(first: Token, second: Token) -> set[int]:
    """The coordinator (and a comma before it) between two conjuncts (spaCy hangs it on the first)."""
    doc = first.doc
    found: set[int] = set()
    for c in first.children:
        if c.dep_ in ("cc", "preconj") and first.i < c.i < second.i:
            found.add(c.i)
            if c.i > 0 and doc[c.i - 1].text == ",":
                found.add(c.i - 1)
    return found


def coordinated_verb(head: Token) -> Token | None:
    """The verb coordinated with ``head`` as a verb, not as a verb phrase: "created and designed
    Bart", "wrote or edited the book". The two verbs share everything after the second one
    (H&P 2002 ch. 15 §4.1, coordination of verbs; "right node raising", Postal 1974), so a
    question or modal on ``head`` covers both: "Did he create and design Bart?", as it covers
    finite VP conjuncts (``embedding.shared_subject_conjuncts``). Only when the coordinator
    follows ``head`` at once and the conjunct has neither a subject nor an auxiliary of its own.
    A past form the small model tags VBN ("designed") counts as finite when ``head`` is a past
    VBD and the form is also the past. Negation keeps NOPE's one-conjunct form: the experts
    wrote "He didn't quickly reload and darted the second bear" (NOPE App. C)."""
    doc = head.doc
    if head.i + 2 >= len(doc):
        return None
    cc, verb = doc[head.i + 1], doc[head.i + 2]
    if cc.dep_ != "cc" or cc.lower_ not in ("and", "or") or cc.head.i != head.i:
        return None
    if verb.dep_ != "conj" or verb.head.i != head.i:
        return None
    if any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS for c in verb.children):
        return None
    if verb.tag_ in ("VBD", "VBZ", "VBP"):
        return verb
    if verb.tag_ == "VBN" and head.tag_ == "VBD":
        lemma = verb.lemma_.lower()
        past = getInflection(lemma, "VBD") or ()
        return verb if verb.lower_ in past else None
    return None


def misattached_finite_conjuncts(head: Token, *, past: bool = False) -> list[Token]:
    """Finite verbs the parser hung as conjuncts on a to-infinitive of ``head`` ("consented to
    stay in my room and never once *complained*"): a to-infinitive coordinates only with base
    forms (Huddleston & Pullum 2002 ch. 15 §4.1), so a past or present form is ``head``'s own
    conjunct, which the inverted auxiliary cannot carry ("Did she consent ... and never once
    complained?"; stop 38, blind review s1129o).

    Also a subjectless finite verb hung on the verb of a finite complement clause ("It
    measures how fast the stars move and *is* the oldest instrument") that disagrees in number
    with that clause's subject but not with ``head``'s: coordinated verb phrases share their
    subject and agree with it (H&P 2002 ch. 15 §4.3; Quirk et al. 1985 §13.60), so the verb is
    ``head``'s conjunct, and a question or modal on ``head`` must cut or re-inflect it (stop
    46: "Does it measure how fast the stars move and is ...?").

    ``past``: also a "was"/"were" conjunct that disagrees so ("explains how the courts work
    and *was* a best seller"; stop 46, ng16). Only the negation asks for it, to flag: a past
    conjunct under a present head has no shared form a modal could re-inflect ("might explain
    ... and be a best seller in 1990" moves it to the present), and the parser hangs the
    clause's wh-word on it, so a question cutting it would take "how" along.

    Verbs the parser read as nouns of an object list are another error, found by
    :func:`verbs_read_as_object_conjuncts`; the callers that need both ask for both (stop 59
    readthrough rt1, finding 11).

    Also (stop 92, ng08) a subjectless verb phrase with a finite operator of its own ("does",
    "has", "will", ...) hung as a conjunct on a non-finite complement of ``head`` (a
    to-infinitive or an -ing form): "started walking better and now *doesn't limp*". A
    non-finite clause coordinates only with non-finite ones, and a verb phrase headed by a
    finite operator is finite (Huddleston & Pullum 2002 ch. 15 §4.1, coordination of like
    constituents; ch. 14 §1 on finiteness), so it is ``head``'s conjunct with its own tense and
    polarity; an operator added to ``head`` does not reach it (:func:`own_operator_conjuncts`)."""
    out = own_operator_conjuncts(head)
    subject = subject_of(head)
    for comp in head.children:
        if comp.dep_ == "ccomp" and subject is not None and subject_of(comp) is not None:
            out.extend(
                c
                for c in comp.children
                if c.dep_ == "conj"
                and c.i > comp.i
                and c.tag_ in ("VBD", "VBZ", "VBP")
                and subject_of(c) is None
                and disagrees(subject_of(comp), c, past=past)
                and not disagrees(subject, c, past=past)
            )
            continue
        if comp.dep_ != "xcomp" or comp.tag_ != "VB":
            continue
        if not any(c.dep_ == "aux" and c.lower_ == "to" for c in comp.children):
            continue
        out.extend(
            c
            for c in comp.children
            if c.dep_ == "conj" and c.tag_ in ("VBD", "VBZ") and subject_of(c) is None
        )
    return list({c.i: c for c in out}.values())


#: Finite forms an operator (auxiliary) takes: past, present, and the modal's tag.
_FINITE_OPERATOR_TAGS = frozenset({"VBD", "VBZ", "VBP", "MD"})


def own_operator_conjuncts(head: Token) -> list[Token]:
    """Subjectless verbs with a finite auxiliary of their own that the parser hung as conjuncts
    on a to-infinitive or -ing complement of ``head`` ("My dog started walking better and now
    doesn't limp": "limp", with "does", a conjunct of "walking"), in sentence order.

    Coordination joins like with like (Huddleston & Pullum 2002 ch. 15 §4.1): a finite verb
    phrase cannot be coordinated with a non-finite one, so the conjunct with its own finite
    operator is ``head``'s, a second predicate of the same subject with a tense and polarity of
    its own. An operator added to ``head`` takes the first predicate alone and leaves the second
    asserted, or even clashing with it ("*didn't start walking better and now doesn't limp",
    "*Did it start walking better and now doesn't limp?"): the negation flags it, the question,
    modal and conditional cut it (the blind judges kept none of the three such embedded pairs
    in the prior's training rows). A conjunct with a subject of its own is a clause and is left
    to the clausal rules; a to-infinitive's own base conjunct ("to stay and rest") has no
    finite operator and is shared."""
    out: list[Token] = []
    for comp in head.children:
        if comp.dep_ != "xcomp" or comp.i < head.i:
            continue
        infinitive = comp.tag_ == "VB" and any(
            c.dep_ == "aux" and c.lower_ == "to" for c in comp.children
        )
        if not (infinitive or comp.tag_ == "VBG"):
            continue
        for c in comp.children:
            if c.dep_ != "conj" or c.i < comp.i or c.pos_ not in ("VERB", "AUX"):
                continue
            if subject_of(c) is not None:
                continue
            if any(
                a.dep_ in ("aux", "auxpass") and a.tag_ in _FINITE_OPERATOR_TAGS and a.i < c.i
                for a in c.children
            ):
                out.append(c)
    return sorted(out, key=lambda t: t.i)


def listed_verb_phrases(head: Token) -> list[Token]:
    """The later members of a list of verb phrases "A, B, and C" that share ``head``'s subject
    when the parser hung the middle member B on ``head`` as an adverbial clause and the last
    one on B ("Joseph fell on his father's face, *wept* on him, and *kissed* him": "wept" an
    ``advcl`` of "fell", "kissed" a ``conj`` of "wept"), in sentence order; else [].

    A finite verb heads no adverbial clause without a subordinator (Quirk et al. 1985 §14.12,
    §15.14: finite adverbial clauses are introduced by a subordinator; H&P 2002 ch. 11 §4), so
    a subjectless past or present form set off by a comma after ``head``, with no
    subordinator and no auxiliary, and with a coordinated verb of its own (the list's last
    member, after "and"/"or", on it or on ``head``), is a member of ``head``'s coordination of verb phrases (H&P
    2002 ch. 15 §4.3; Quirk et al. 1985 §13.59-13.60 on coordinated predicates sharing their
    subject and operator). An operator put on ``head`` takes the whole list, so the embeddings
    re-inflect or cut these members as they do a ``conj`` (``embedding.shared_subject_conjuncts``,
    ``embedding._uncarried_conjuncts``) and the negation flags the list half-negated
    (``negation._misplaced_conjuncts``): "*Did Joseph fall ..., wept on him, and kissed him?"
    (review ab88 pres-009), "*Joseph didn't fall ..., wept on him, and kissed him" (pres-000).
    Only a member in the tense of ``head`` (a list shares one tense form: "fell, wept, and
    kissed"), so a present or past clause of another time is not taken for one. Under a past
    ``head`` a member the tagger read as a participle or base form counts when its form is
    also the past ("rose early, *saddled* [VBN] his donkey, and *set* [VB] out") when it takes an object or
    particle (an active verb phrase), never a participle with no object or with an agent
    ("sat, bored, and waited"; "sank, struck by a torpedo"), which may be a participle
    clause (Quirk et al. 1985 §15.58)."""
    doc = head.doc
    if head.pos_ not in ("VERB", "AUX") or head.tag_ not in ("VBD", "VBZ", "VBP"):
        return []
    past = head.tag_ == "VBD"

    def same_tense(verb: Token, tags: tuple[str, ...]) -> bool:
        if verb.tag_ in ("VBD", "VBZ", "VBP"):
            return (verb.tag_ == "VBD") == past
        forms = getInflection(verb_lemma(verb), "VBD") or ()
        return past and verb.tag_ in tags and verb.lower_ in {f.lower() for f in forms}

    out: list[Token] = []
    for member in head.children:
        if member.dep_ != "advcl" or member.i < head.i or not same_tense(member, ("VBN",)):
            continue
        if any(c.dep_ == "agent" for c in member.children):
            continue  # "struck by a torpedo": a passive participle clause
        if member.tag_ == "VBN" and not any(
            c.dep_ in ("dobj", "dative", "prt") for c in member.children
        ):
            # "sat, bored, and waited", "smiled, pleased with the gift": a participle with no
            # object or particle may be a passive or adjectival participle clause; an object
            # shows the active verb, whose form without an auxiliary is the finite past
            continue
        if member.left_edge.i != member.i:
            continue  # "fell, wept": nothing of the member stands before its verb
        if member.i == 0 or doc[member.i - 1].text != ",":
            continue
        if subject_of(member) is not None or any(
            c.dep_ in AUX_DEPS or c.dep_ == "mark" for c in member.children
        ):
            continue
        ccs = [c for c in member.children if c.dep_ == "cc" and c.lower_ in ("and", "or")]
        later = [
            c
            for c in member.children
            if c.dep_ == "conj"
            and c.i > member.i
            and same_tense(c, ("VBN", "VB"))
            and subject_of(c) is None
            and not any(k.dep_ in AUX_DEPS for k in c.children)
        ]
        # or the list's last member hung on ``head`` itself ("rose from her bed, dressed
        # quickly, and left the house": "left" a conj of "rose")
        closing = any(
            c.dep_ == "conj" and c.i > member.right_edge.i and same_tense(c, ("VBN", "VB"))
            for c in head.children
        ) and any(c.dep_ == "cc" and c.i > member.right_edge.i for c in head.children)
        if not closing and (not ccs or not later):
            continue
        out.append(member)
        out.extend(later)
    return sorted(out, key=lambda t: t.i)


def verb_read_as_plural_noun(token: Token) -> bool:
    """A token tagged as a plural noun whose form is also a verb's ("highlights", "sleeps"):
    a present verb when the syntax around it wants one (:func:`verbs_read_as_object_conjuncts`;
    ``embedding._finite_form``). Lemminflect's dictionary lacks some verbs of the technical
    register ("decrypts"): an -s form whose stem WordNet 3.0 lists as a verb ("decrypt",
    decode.v.01) counts too (stop 71, review s1204a)."""
    if token.tag_ != "NNS":
        return False
    word = token.lower_
    if getAllLemmas(word, upos="VERB"):
        return True
    return (
        word.endswith("s") and not word.endswith("ss") and bool(wordnet.lexnames(word[:-1], "VERB"))
    )


#: Words that open a noun phrase: a new phrase, not the continuation of a noun.
_PHRASE_OPENERS = frozenset({"DT", "PRP$", "WP$", "PDT"})


def verbs_read_as_object_conjuncts(head: Token) -> list[Token]:
    """Present verbs the parser read as plural nouns coordinated with ``head``'s object ("The
    commentary examines the allusions and *highlights* the poetic nature of ..." parsed
    "allusions and highlights" as one object, "the poetic nature" as a third conjunct).

    Nouns of a list are joined by coordinators or commas, never by juxtaposition: a "noun"
    followed at once by a determiner that opens another phrase is a verb taking that phrase as
    its object (Quirk et al. 1985 §13.2 on coordination, §17.2 on the determiner opening the
    noun phrase). With ``head`` a third-person singular present (VBZ) and the "noun" an -s
    form with a verb reading, it is ``head``'s finite verb-phrase conjunct, which do-support
    and the modal must make bare with ``head`` ("Does the commentary examine ... and
    highlight ...?", not "... and highlights ...?"; stop 59, ng31, blind review s1202g)."""
    if head.tag_ != "VBZ":
        return []
    doc = head.doc
    out = []
    # the misread list can also close a prepositional adjunct of ``head`` ("recomputes the
    # code from the data and *decrypts* the hash": "data and decrypts" read as one object of
    # "from"); the same juxtaposition test tells the verb there (stop 71, review s1204a)
    objects = [c for c in head.children if c.dep_ == "dobj"] + [
        g for c in head.children if c.dep_ == "prep" for g in c.children if g.dep_ == "pobj"
    ]
    for obj in objects:
        for c in obj.children:
            if c.dep_ != "conj" or not verb_read_as_plural_noun(c) or not c.lower_.endswith("s"):
                continue
            if c.i + 1 >= len(doc) or doc[c.i + 1].tag_ not in _PHRASE_OPENERS:
                continue
            if doc[c.i + 1].head.dep_ not in ("conj", "appos", "dobj"):
                continue  # the opener's phrase is the misread list's next "member"
            if doc[c.i - 1].dep_ != "cc" or any(d.i < c.i for d in c.children):
                continue  # "and highlights": a bare word after the coordinator
            out.append(c)
    return out


def past_verbs_read_as_object_conjuncts(verb: Token) -> list[Token]:
    """Past verbs the parser read as nouns coordinated with ``verb``'s object ("the king's sons
    came, and lifted up their voices and *wept*": "voices and wept" parsed as one object, "wept"
    tagged NN). A bare word after "and" in an object list, with no determiner or modifier of its
    own, that is a past form of a verb and no noun at all (``only_a_finite_verb``: lemminflect
    and WordNet) can only be a verb, and with ``verb`` a past form it is ``verb``'s own
    coordinated verb phrase (Quirk et al. 1985 §13.2, §13.60 on coordinated predicates sharing
    their form). Do-support and the modal make every verb conjunct under the auxiliary bare
    (Huddleston & Pullum 2002 ch. 15 §4.1), this one too ("Did the king's sons come, and lift up
    their voices and weep?", not "... and wept?"; review s1205l, the past twin of
    :func:`verbs_read_as_object_conjuncts`)."""
    if verb.tag_ != "VBD":
        return []
    doc = verb.doc
    out = []
    objects = [c for c in verb.children if c.dep_ == "dobj"]
    # the object of a prepositional complement too: "fell on his face to the ground and *wept*"
    # ("ground and wept" parsed as one object of "to"; integration of stop 88, ab88)
    objects += [
        o for p in verb.children if p.dep_ == "prep" for o in p.children if o.dep_ == "pobj"
    ]
    for obj in objects:
        for c in obj.children:
            if c.dep_ != "conj" or c.tag_ not in ("NN", "NNS") or c.i < 1:
                continue
            if doc[c.i - 1].dep_ != "cc" or any(d.i < c.i for d in c.children):
                continue  # "and wept": a bare word after the coordinator
            lemma = verb_form_lemma(c.lower_)
            if lemma is None or not only_a_finite_verb(c.lower_):
                continue
            if c.lower_ in (f.lower() for f in getInflection(lemma, tag="VBD")):
                out.append(c)
    return out


#: Third-person pronouns and pronominal demonstratives, by number: "them", "these" and "their"
#: need a plural antecedent, "its" a singular one (H&P 2002 ch. 17 §2).
PLURAL_ANAPHORS = frozenset({"they", "them", "their", "theirs", "these", "those"})
SINGULAR_ANAPHORS = frozenset({"its"})  # "it" may be an expletive; a subject "it" is above
#: Possessive determiners of a person ("his works", "her novels"): a possessive pronoun is
#: anaphoric like "its" (Quirk et al. 1985 §6.28; Halliday & Hasan 1976 §2.3 personal
#: reference), and a cut that drops its only antecedent leaves "Do his works continue to be
#: studied?" about no one (blind review; pr244). The person pronouns of either gender are its
#: kin: a dropped clause that itself says "he"/"she" has the referent in the context before.
PERSONAL_POSSESSIVES = frozenset({"his", "her"})
PERSONAL_ANAPHORS = frozenset({"he", "she", "him", "his", "her", "hers", "himself", "herself"})


def orphaned_pronoun(doc: Doc, keep: frozenset[int] | set[int]) -> bool:
    """A kept pronoun whose only possible antecedent went with the cut: no noun of its number
    before it in the kept words, and a noun before it among the dropped ones ("Much of her work
    was composed for choir, and many of these were inspired by spirituals" cut to "Were many of
    these inspired ...?"; "The Affair is the sixteenth book in the Reacher series but is set
    before most of them" cut to "If the Affair is set before most of them, ..."; stop 28, from
    the judges of slice s1128e). An antecedent precedes its pronoun, so a dropped clause after
    it does not count ("They won the cup, but would lose ..."); nor does a dropped clause that
    itself refers with a pronoun of the same number ("This was their tenth visit, although they
    had missed five": the referent is in the context before the sentence). A demonstrative
    before a noun is a determiner, not a pronoun."""
    for tok in doc:
        if tok.i not in keep:
            continue
        word = tok.lower_
        if word in ("these", "those") and tok.dep_ == "det":
            continue
        if word in PLURAL_ANAPHORS:
            same = PLURAL_ANAPHORS
        elif word in SINGULAR_ANAPHORS:
            same = SINGULAR_ANAPHORS | {"it"}
        elif word in PERSONAL_POSSESSIVES and tok.dep_ == "poss":
            same = PERSONAL_ANAPHORS
        else:
            continue
        before = doc[: tok.i]
        dropped = [t for t in before if t.i not in keep]
        if not any(t.pos_ in ("NOUN", "PROPN") for t in dropped):
            continue
        if any(t.lower_ in same for t in dropped):
            continue
        if same is PERSONAL_ANAPHORS and any(t.i in keep and t.lower_ in same for t in before):
            continue  # "He ... spent most of his life": the kept subject pronoun carries it
        kept = [t for t in before if t.i in keep and t.pos_ in ("NOUN", "PROPN")]
        if same is PLURAL_ANAPHORS:
            if not any(t.tag_ in ("NNS", "NNPS") or t.dep_ == "conj" for t in kept):
                return True
        elif not any(t.tag_ in ("NN", "NNP") for t in kept):
            return True
    return False


#: Time adverbials that place their clause's event next on a time line ("Before long she
#: realized ...", "Eventually they found ..."): sequence adjuncts (Quirk et al. 1985 §8.63,
#: §8.88 on time-relationship adjuncts; Kehler 2002 ch. 2 on Narration). A negated clause
#: reports no event to place there, so "Before long she didn't realize that ..." reads as
#: incoherent (blind review round 36, class 3). The verb-complement rewriter flags the same
#: openers (``negated-fronted-time-adverb``, pipeline/phenomena/verb_complement.py).
SEQUENCE_OPENERS = frozenset(
    {"soon", "eventually", "finally", "suddenly", "immediately", "afterwards", "afterward"}
    | {"subsequently", "thereafter", "shortly"}
    | {"instantly"}  # stop 84, ng23: "immediately" said of a point (Quirk et al. 1985 §8.63)
)  # not "then" (also "in that case": "Then you can't reload the card") nor "later", which
# NOPE's experts negate in place ("Then my eye didn't fall on ...", "Later, they wouldn't want")
#: Multi-word sequence adverbials, as lower-case word tuples.
SEQUENCE_PHRASES = (
    ("before", "long"),
    ("at", "last"),
    ("at", "long", "last"),
    ("in", "the", "end"),
    # stop 84 (ng23): adverbials of immediate sequence, "at once" = "immediately", "in a
    # moment" = "very soon" (Quirk et al. 1985 §8.63 lists them with "soon" and "immediately";
    # OED "moment" 1b, "in a moment"): they place the clause's event right after the one
    # before, and a negative clause introduces no event to place (Kamp & Reyle 1993 §1.5 on
    # negation and discourse referents; Quirk et al. 1985 §10.64 on time adverbials outside
    # the scope of negation): "*In a moment she did not perceive that ..." (s1205m verb-039).
    # Only fronted, outside the negation: "did not at once reply" denies the immediacy, a
    # plain denial (Quirk et al. 1985 §10.66), and is left.
    ("in", "a", "moment"),
    ("in", "an", "instant"),
    ("at", "once"),
    ("all", "at", "once"),
)
# STATE_VERBS (lexicon.closed_class), copula and possession: a negated state after a sequence
# adverb is a change of state and reads fine ("Soon the house wasn't empty any more"; Quirk et
# al. 1985 §4.33 on stative verbs), so these are left alone.


def fronted_sequence_adverb(head: Token) -> str | None:
    """The sequence adverbial opening the sentence and modifying ``head``'s clause (see
    SEQUENCE_OPENERS), lower-cased, or None. Corpus markup and a coordinator before it are
    skipped ("And soon she found ...")."""
    doc = head.doc
    if head.lemma_ in STATE_VERBS or any(c.dep_ == "aux" and c.tag_ == "MD" for c in head.children):
        return None  # a state, or a modal ("Soon they won't need it"): no event is reported
    words = [t for t in doc[head.sent.start : head.i] if not (t.is_punct or t.pos_ in ("SYM", "X"))]
    while words and words[0].pos_ == "CCONJ":
        words = words[1:]
    if not words:
        return None
    first = words[0]
    for phrase in SEQUENCE_PHRASES:
        span = words[: len(phrase)]
        if tuple(t.lower_ for t in span) == phrase and any(t.head.i == head.i for t in span):
            if any(c.i > span[-1].i for c in span[-1].children):
                continue  # "In a moment of weakness she agreed": a postmodified noun names a
                # circumstance, not the idiom of immediate sequence (stop 84, ng23)
            return " ".join(phrase)
    if first.lower_ in SEQUENCE_OPENERS and first.dep_ == "advmod" and first.head.i == head.i:
        return first.lower_
    return None


#: Words of a bracketed transcript annotation (COCA's spoken section, from broadcast
#: transcripts: "(INAUDIBLE)", "(CROSSTALK)", "(LAUGHTER)", "(BEGIN VIDEOTAPE)", phonetic
#: spellings "(ph)"). Only these: an all-capital word in brackets is mostly an acronym
#: ("Trade Unions (CTU)", "saline (NS)").
_TRANSCRIPT_WORDS = frozenset(
    {"ph", "inaudible", "crosstalk", "unintelligible", "laughter", "laughing", "laughs"}
    | {"applause", "sighs", "coughs", "begin", "end", "videotape", "video", "audio", "clip"}
    | {"commercial", "break", "off-mike", "voice-over", "music", "singing", "gunfire"}
)


def transcript_marker(doc: Doc) -> Token | None:
    """The opening bracket of a transcript annotation in ``doc`` ("(INAUDIBLE)", "(CROSSTALK)",
    "(LAUGHTER)", "(ph)"), or None. Such a sentence is a transcript with words missing or
    overheard: where the speaker's clause ends and what an inserted "not" or operator scopes
    over cannot be told (blind review round 36, class 3: "I don't hope that (INAUDIBLE) the
    president knows ..."), so the rewriters leave it alone."""
    for t in doc:
        if t.text not in BRACKETS:
            continue
        inner: list[Token] = []
        for u in doc[t.i + 1 : t.i + 6]:
            if u.text == BRACKETS[t.text]:
                break
            inner.append(u)
        else:
            continue
        if inner and all(u.lower_ in _TRANSCRIPT_WORDS for u in inner):
            return t
    return None


def help_but(head: Token, conj: Token) -> bool:
    """Is ``conj`` the bare infinitive of "cannot help but V" ("I couldn't help but start
    collecting", parsed as "help" + "but" + conjunct "start")? The idiom is one verb group,
    "help but" a fixed frame of the bare infinitive (Merriam-Webster's Dictionary of English
    Usage 1989, "help but"; Quirk et al. 1985 §16.14 on "cannot help" + -ing): not a "but"
    coordination, which an operator would cut ("And couldn't I help?", blind review round 36,
    class 2)."""
    doc = head.doc
    return (
        head.lemma_ == "help"
        and conj.dep_ == "conj"
        and conj.head.i == head.i
        and conj.left_edge.i == head.i + 2
        and doc[head.i + 1].lower_ == "but"
        and any(a.lower_ in ("can", "could", "ca") for a in head.lefts if a.dep_ == "aux")
    )


#: Verbs with no passive (unaccusatives of existence, appearance and disappearance; Perlmutter
#: 1978; Levin 1993 §47-48): after "was founded and", "existed" is an active past, not a
#: participle sharing "was".
NO_PASSIVE_VERBS = frozenset(
    {"exist", "remain", "happen", "occur", "arrive", "appear", "emerge", "live", "die", "last"}
    | {"belong", "consist", "reside", "disappear", "vanish", "collapse", "expire", "persist"}
)
#: Verbs whose passive keeps a noun phrase after the participle ("was given a medal", "was
#: named president"; Quirk et al. 1985 §10.6-10.7 on ditransitive and complex-transitive
#: passives): an object after them does not make the conjunct active.
OBJECT_AFTER_PASSIVE = frozenset(
    {"give", "award", "grant", "offer", "send", "show", "tell", "teach", "pay", "promise"}
    | {"deny", "allow", "ask", "lend", "hand", "owe", "charge", "assign", "name", "call"}
    | {"elect", "appoint", "make", "consider", "declare", "crown", "dub", "label", "title"}
    | {"term", "refuse", "spare", "cost", "save", "bring", "feed", "serve", "sell", "leave"}
)


def active_after_passive(head: Token, conj: Token) -> bool:
    """Is ``conj`` an active past verb phrase coordinated after the passive ``head`` ("was
    reactivated in 2006 and *performed* missions", "was founded in 1890 and *existed* until
    1950")? Its form is also a participle, so it passes for one sharing "was", but an object
    (which a passive participle does not take) or a verb with no passive shows that it is a
    finite past of its own: the auxiliary of ``head`` (and a negation or modal on it) does not
    reach it (H&P 2002 ch. 15 §4.1; blind review round 36, class 4)."""
    if not any(c.dep_ == "auxpass" for c in head.children):
        return False
    return _active_past(conj)


def active_after_copula(head: Token, conj: Token) -> bool:
    """Is ``conj`` an active past verb phrase coordinated after a finite main-verb "be" with its
    complement ("The membrane was porous and *admitted* air"; pr239)? "be" could share itself
    with a passive participle by ellipsis ("was tired and admitted to hospital"), so the
    evidence of :func:`active_after_passive` (an object, a verb with no passive) is needed to
    read the conjunct as an active past. The copula is the operator of its own clause only
    (Quirk et al. 1985 §3.30, §13.60; H&P 2002 ch. 15 §4.1): a "not" on it or a question
    inverting it does not reach the conjunct ("*Was the membrane porous and admitted air?").
    The modal takes it as a participle ("might have been porous and admitted air")."""
    return _finite_copula(head) and _active_past(conj)


def _active_past(conj: Token) -> bool:
    """The evidence that the past/participle form ``conj`` with no auxiliary of its own is an
    active past: a direct object or a verb with no passive (``active_after_passive``)."""
    if conj.tag_ not in ("VBD", "VBN") or any(c.dep_ in ("aux", "auxpass") for c in conj.children):
        return False
    if any(c.dep_ == "agent" for c in conj.children):
        return False  # "... and approved by the board": a passive
    lemma = conj.lemma_.lower()
    if lemma in NO_PASSIVE_VERBS:
        return True
    return lemma not in OBJECT_AFTER_PASSIVE and any(c.dep_ == "dobj" for c in conj.children)


def clause_read_as_noun_conjunct(head: Token) -> Token | None:
    """The verb of a clause coordinated after ``head`` that the parser read as a noun conjunct
    of the verb with a reduced relative on it ("She stopped singing and [the princess]conj
    [used]acl to dance"), or None.

    Coordination joins like with like (H&P 2002 ch. 15 §4.1; Quirk et al. 1985 §13.2): a noun
    phrase is no conjunct of a verb, and a noun phrase after "and" followed by a finite verb
    with no relative word is the subject of a second clause (pr239). An operator on ``head``
    then takes the first clause alone and leaves the second asserted: "*Did she stop singing
    and the princess used to dance?" is no question over the sentence (Quirk et al. 1985
    §11.4, §13.19). The verb counts when finite by its tag, or a past form the tagger read as a
    participle that shows itself active (``_active_past``) or is the habitual "used to"."""
    if head.pos_ not in ("VERB", "AUX"):
        return None
    doc = head.doc
    for noun in head.children:
        if noun.dep_ != "conj" or noun.i < head.i or noun.pos_ not in ("NOUN", "PROPN"):
            continue
        start = noun.left_edge.i
        if start == 0 or doc[start - 1].dep_ != "cc" or doc[start - 1].lower_ not in ("and", "but"):
            continue
        for verb in noun.children:
            if verb.dep_ not in ("acl", "relcl") or verb.i != noun.i + 1:
                continue  # right after the noun ("the princess used"): no relative word
            own = ("mark", "nsubj", "nsubjpass", "aux", "auxpass")
            if any(c.dep_ in own for c in verb.children):
                continue  # a subordinate clause or a verb group of its own
            nxt = doc[verb.i + 1].lower_ if verb.i + 1 < len(doc) else ""
            habitual = verb.lower_ == "used" and nxt == "to"
            if verb.tag_ in ("VBD", "VBZ", "VBP") or habitual:
                return verb
            if verb.tag_ == "VBN" and _active_past(verb):
                return verb
    return None


def _finite_copula(head: Token) -> bool:
    """Is ``head`` a finite main-verb "be" with a predicative complement ("was porous", "is a
    doctor")?"""
    return (
        head.lemma_ == "be"
        and head.tag_ in ("VBD", "VBZ", "VBP")
        and any(c.dep_ in ("acomp", "attr") for c in head.children)
    )


def event_supplement(head: Token) -> Token | None:
    """The verb of a supplementary "when"-relative set off by a comma after ``head``'s clause and
    hung on its time adjunct ("It was reissued in 1949, when it was shown
    on a double bill"), or None.

    A supplement is the speaker's own commitment, outside the scope of an operator on its host
    clause (Potts 2005 ch. 4; Huddleston & Pullum 2002 ch. 12 §4 on supplementary relatives),
    and a continuative "when"-clause locates its event at the time of the host's event (Quirk
    et al. 1985 §15.25; Depraetere 1996): once the host clause is negated or questioned, the
    supplement still asserts an event at the time of an event the sentence now denies or asks
    about ("It wasn't reissued in 1949, when it was shown on a double bill"; blind review,
    round 41). A "when"-clause without the comma restricts the time and is left alone."""
    doc = head.doc
    for clause in doc[head.i + 1 : head.sent.end]:
        if clause.dep_ != "relcl" or clause.pos_ not in ("VERB", "AUX"):
            continue
        first = doc[clause.left_edge.i]
        if first.lower_ != "when" or first.head.i != clause.i or first.i == 0:
            continue
        if doc[first.i - 1].text != ",":
            continue
        anchor = clause.head  # not an adverbial "when"-clause on the verb: after a comma it
        # is often a conditional "when" whose comma closes a parenthetical ("The equation
        # changes, however, when an author decides ...": restrictive, inside the scope)
        time_adjunct = (
            anchor.dep_ == "pobj" and anchor.head.dep_ == "prep" and anchor.head.head.i == head.i
        ) or (anchor.dep_ in ("npadvmod", "advmod") and anchor.head.i == head.i)
        if time_adjunct:
            return clause
    return None


#: Words before the "what"/"how" of an exclamative: a coordinator, an interjection or a
#: connective adverb ("Yet what depths ...!", "And how he laughed!", "Oh, what a night!").
EXCLAMATIVE_LEADS = frozenset({"and", "but", "yet", "oh", "o", "ah", "so", "then", "now", "well"})


def wh_exclamative(doc: Doc) -> Token | None:
    """The sentence-initial "what"/"how" of a wh-exclamative ("What a noble thing is that
    canticle!", "Yet what depths does the line sound!", "How strange it is!"), or None.

    An exclamative expresses the speaker's surprise at a degree it presupposes to hold: it is
    factive and cannot be negated, questioned, or embedded under "might" or "if" (Zanuttini &
    Portner 2003 §2-3; Huddleston & Pullum 2002 ch. 10 §8: "*What a noble thing isn't that!",
    "*If what a fool he was, ..."). The "what" is the determiner of the fronted phrase ("what
    a", "what depths"), the "how" a degree modifier of a fronted adjective or adverb; the
    sentence ends in "!" (the interrogatives "What book is it?", "How long is it?" end in "?",
    and the free relative "What he said was true." has no "!")."""
    if len(doc) < 3 or doc[-1].text != "!" or any(t.text == "?" for t in doc):
        return None
    i = 0
    while i < len(doc) - 1 and (
        doc[i].is_punct or doc[i].lower_ in EXCLAMATIVE_LEADS or doc[i].dep_ == "intj"
    ):
        i += 1
    wh, nxt = doc[i], doc[i + 1]
    if nxt.is_punct:
        return None  # "What!", "How, then, ...": an interjection, no fronted phrase
    if wh.lower_ == "what" and (nxt.lower_ in ("a", "an") or nxt.tag_ in ("JJ", "NN", "NNS")):
        return wh
    if wh.lower_ == "how" and nxt.pos_ in ("ADJ", "ADV") and nxt.lower_ != "come":
        return wh
    return None


def exclamative_clause(head: Token) -> bool:
    """Whether ``head`` heads the clause of a sentence-initial wh-exclamative (its own clause or
    a conjunct of it; not a clause below it, as in "How strange it is that he left!")."""
    wh = wh_exclamative(head.doc)
    if wh is None:
        return False
    clause = wh
    while clause.pos_ not in ("VERB", "AUX") and clause.head.i != clause.i:
        clause = clause.head
    while head.dep_ == "conj" and head.head.i != head.i:
        head = head.head
    return clause == head


#: Modals of the writer's discourse formulas (Quirk et al. 1985 §4.50-4.58 on "should", "may",
#: "shall" in the speaker's voice; Biber et al. 1999 §6.6): "It should / may be noted that p",
#: "One should keep in mind that p", "One might argue that p", "I shall argue that p". "can" /
#: "could" only with "add" ("We can add that p"): with other verbs they report an ability or a
#: perception that is denied naturally ("I couldn't see she was shocked", "It cannot be said
#: that p", "I can't remember that").
#: "must"/"ought to" as in Fraser's (1975) hedged performatives "I must say", "I must admit",
#: and the writer's reminders "We must remember that p", "You must see to it that p" (Hyland 2005
#: ch. 3 on engagement markers).
FORMULA_MODALS = frozenset({"should", "may", "might", "shall", "must", "ought"})
ABILITY_MODALS = frozenset({"can", "could", "ca"})

#: The speech-act verbs of the hedged performative "I/we would like to V" (Fraser 1975: "I
#: would like to thank you" thanks; Searle 1975): only with these is "would like to" a formula
#: whose negation disavows the act; "I'd like to see the garden" reports a wish, and "I would
#: not like to see the garden" is its plain denial.
LIKE_PERFORMATIVES = frozenset(
    {
        "thank", "share", "say", "add", "note", "mention", "point", "stress", "emphasize",
        "emphasise", "express", "acknowledge", "welcome", "congratulate", "apologize",
        "apologise", "propose", "suggest", "ask", "remind", "invite", "announce", "pay",
        "introduce", "recommend", "offer", "extend", "commend", "comment", "state", "remark",
        "conclude",
    }
)  # fmt: skip

#: Verbs whose modal, impersonal or speaker-subject use organises the writer's own text rather
#: than reporting an event: noting, adding, stressing, recalling, arguing (Biber et al. 1999
#: §10.2.4, "stance" and "discourse" frames; Quirk et al. 1985 §8.127 on style disjuncts).
FORMULA_VERBS = frozenset(
    {
        "note", "add", "mention", "observe", "remark", "stress", "emphasize", "emphasise",
        "remember", "recall", "say", "see", "argue", "contend", "postulate", "point",
        "conclude", "admit", "keep", "bear", "wonder",
    }
)  # fmt: skip

#: Subjects in the writer's or a generic reader's voice ("I", "we", "one", "you").
FORMULA_SUBJECTS = frozenset({"i", "we", "one", "you"})

#: Nouns by which a writer names themself in the third person in formal prose ("The author
#: would like to thank ...", "the present writer"): authorial self-reference stands for "I"
#: (Wales 1996, "Personal Pronouns in Present-Day English", §3.3; Hyland 2001, "Humble servants
#: of the discipline? Self-mention in research articles"), so with a definite or demonstrative
#: determiner it is the speaker of a hedged performative as "I" is (stop 75, ng05).
AUTHORIAL_NOUNS = frozenset({"author", "authors", "writer", "writers", "editor", "editors"})

#: "should/would like to V": the hedge of a hedged performative (Fraser 1975).
LIKE_MODALS = frozenset({"should", "would", "'d"})


def _authorial_subject(subject: Token) -> bool:
    """Is ``subject`` the writer naming themself ("the author", "this writer", "the present
    authors"): an ``AUTHORIAL_NOUNS`` noun with "the", "this" or "these", no adjective but
    "present" and no postmodifier or possessor ("the author of the report" may be someone
    else)?"""
    if subject.lower_ not in AUTHORIAL_NOUNS:
        return False
    dets = [c for c in subject.children if c.dep_ == "det"]
    # a postmodifier or a possessor makes it another writer ("the author of the letter"); an
    # "appos" the parser hung on it from after the verb is a misread list, not the subject's
    others = [
        c
        for c in subject.children
        if c.dep_ in ("prep", "relcl", "acl", "compound", "poss", "nmod", "nummod")
        or (c.dep_ == "appos" and c.i < subject.head.i)
    ]
    amods = [c for c in subject.children if c.dep_ == "amod"]
    return (
        len(dets) == 1
        and dets[0].lower_ in ("the", "this", "these")
        and not others
        and all(a.lower_ == "present" for a in amods)
    )


def performative_hereby(head: Token) -> Token | None:
    """The "hereby" of an explicit performative that ``head``'s clause is, or lies under ("Entrance
    to the vault is hereby permitted", "I hereby declare that p"), else None.

    "Hereby" marks an utterance that performs the act it names, and only in the first-person
    present indicative assertion does it do so (Austin 1962 lecture V, the "hereby" test;
    Searle 1969 §3.3; Searle & Vanderveken 1985): "*Is entrance hereby permitted?", "*Entrance
    might be hereby permitted", "*If entrance is hereby permitted, it's okay" keep the word
    and lose the act, and "Entrance isn't hereby permitted" is no denial of a permission given
    by uttering it. So no operator takes such a clause, nor a clause it frames. A "hereby"
    inside quotation marks belongs to the quoted act, not to the sentence that reports it.
    Stop 82 (ng19)."""
    clause = {head.i, *(up.i for up in head.ancestors)}
    for tok in head.sent:
        if tok.lower_ != "hereby" or tok.head.i not in clause:
            continue
        if not inside_double_quotes(tok):
            return tok
    return None


#: Directive and commissive verbs that a first-person present utterance performs rather than
#: reports ("I ask you to join me" is an asking, "I propose a cut" a proposal, "I urge the
#: Congress to act" an urging): Austin 1962 lectures I and XII (exercitives, commissives);
#: Searle 1969 §3; Searle 1976 on directives (ask, request, urge, beg, implore, invite) and
#: commissives (promise, pledge). Only verbs whose first-person present is the act itself.
PRESENT_PERFORMATIVES = frozenset(
    {
        "ask", "urge", "propose", "request", "recommend", "implore", "beseech", "entreat",
        "beg", "invite", "appeal", "pledge", "promise", "call",
    }
)  # fmt: skip
#: Forms of "be" of a first-person present progressive ("I am asking").
_FIRST_PERSON_BE = frozenset({"am", "'m"})


def present_performative(head: Token) -> Token | None:
    """The verb of a first-person present performative that ``head``'s clause is, or lies under
    ("I ask both parties to come together", "I am asking the Congress to act", "I urge you to
    pass it"), else None.

    A performative utterance does the act it names and has no truth value to question,
    suppose or hedge (Austin 1962 lecture I; Searle 1969 §3.3): "*Am I asking both parties to
    ...?", "*I might be asking both parties to ...", "*If I am asking both parties to ..., it's
    okay" keep the words and lose the act, as "hereby" sentences do (``performative_hereby``).
    Only the subject "I" of a main clause (a root or its conjunct) in the simple present ("I
    ask", no auxiliary) or the present progressive ("I am asking"), not negated; "call" only
    as "call on/upon". "I asked", "I will ask", "I am not asking", "if I ask" and "we ask"
    (often a habitual report: "We ask every student to ...") are reports, left alone.
    Stop 104 (pr245)."""
    for verb in (head, *head.ancestors):
        if verb.dep_ not in ("ROOT", "conj") or verb.pos_ not in ("VERB", "AUX"):
            continue
        if verb.dep_ == "conj" and verb.head.dep_ != "ROOT":
            continue
        if verb_lemma(verb) not in PRESENT_PERFORMATIVES:
            continue
        subject = subject_of(verb)
        if subject is None or subject.lower_ != "i":
            continue
        if any(c.dep_ == "neg" for c in verb.children):
            continue
        auxes = left_auxiliaries(verb)
        if verb.tag_ == "VBP" and not auxes or verb.tag_ == "VBG" and len(auxes) == 1 and auxes[0].lower_ in _FIRST_PERSON_BE:
            pass
        else:
            continue
        if verb_lemma(verb) == "call" and not any(
            c.lower_ in ("on", "upon") and c.dep_ in ("prt", "prep") for c in verb.children
        ):
            continue
        if not inside_double_quotes(verb):
            return verb
    return None


def inside_double_quotes(tok: Token) -> bool:
    """An odd number of double quotation marks (straight or curly) before ``tok`` in its
    sentence: ``tok`` stands inside a quotation (``performative_hereby``, ``question_source``)."""
    return sum(1 for t in tok.sent if t.i < tok.i and t.text in ('"', "\u201c", "\u201d")) % 2 == 1


def quoted_operator_without_subject(operator: Token, subject: Token | None) -> bool:
    """Is ``operator`` (the word an added negation goes on: the finite auxiliary, or the verb
    that takes do-support) inside double quotation marks that do not also hold its subject
    ('He "won," that is, took, ten tricks'; 'They "found" three errors')?

    Quoted or scare-quoted words are mentioned as well as used (Clark & Gerrig 1990 on
    quotation as demonstration; Predelli 2003 on scare quotes): the writer shows someone
    else's word, or distances themself from it. "didn't" written inside the marks ('He
    "didn't win," that is, took, ...') puts words into the quoted voice that it never used,
    and a gloss after the quoted word ("that is, took") still restates the positive. A
    quotation that holds the subject too ('"We won three games," he said') is a clause of
    direct speech, which ``quoted_clause`` and the phenomena judge themselves (im04)."""
    if subject is None or not inside_double_quotes(operator):
        return False
    marks = [
        t
        for t in operator.sent
        if subject.left_edge.i < t.i < operator.i and t.text in ('"', "\u201c", "\u201d")
    ]
    return bool(marks)


def discourse_formula(head: Token) -> str | None:
    """The verb when ``head`` is the verb of a writer's discourse formula that a negation of
    the sentence cannot take, else None.

    A modal over a verb of noting or saying, impersonal ("It should be noted that p", "It may,
    however, be noted that p", "It might be contended that p") or with the writer or a generic
    reader as subject ("One should keep in mind that p", "We can add that p", "One might well
    wonder why", "You should see to it that p", "I shall argue that p"), and "I/we should (would) like
    to V" (also with the writer's third-person self-reference "The author would like to thank",
    ``_authorial_subject``): these perform the act they name (hedged performatives, Fraser 1975; Searle 1975 on
    indirect speech acts) and present p as the writer's own assertion. Negated, they become a
    prohibition or a disavowal of that act ("It should not be noted that p", "We would not like
    to share one mother's comments"), which no writer says of a point they go on to make, and p
    is no longer the content under negation (NOPE §3 wants the trigger's proposition denied).
    A third-person subject reports someone's act ("Martin would have liked to go", "The court
    may note that p") and is no formula; neither is a past or perfect ("It was noted that")."""
    if verb_lemma(head) == "like":
        modal = next((c for c in head.children if c.dep_ == "aux" and c.i < head.i), None)
        subject = subject_of(head)
        if (
            modal is not None
            and modal.lower_ in LIKE_MODALS
            and subject is not None
            and (subject.lower_ in ("i", "we") or _authorial_subject(subject))
            and not any(c.dep_ == "aux" and c.lower_ == "have" for c in head.children)
            and any(
                c.dep_ == "xcomp" and verb_lemma(c) in LIKE_PERFORMATIVES for c in head.children
            )
        ):
            return "like"  # "we would like to share", "I should like to pay tribute"
        return None
    lemma = verb_lemma(head)
    if lemma not in FORMULA_VERBS:
        return None
    auxes = [c for c in head.children if c.dep_ in AUX_DEPS and c.i < head.i]
    modals = FORMULA_MODALS | (ABILITY_MODALS if lemma == "add" else frozenset())
    if any(a.dep_ == "auxpass" for a in auxes):
        modals |= {"will", "'ll"}  # "It will be noted that p": the writer's forward pointer
    if not any(a.lower_ in modals for a in auxes):
        return None
    if any(a.lower_ == "have" for a in auxes):
        return None  # "It may have been noted": a report about the past
    passive = any(a.dep_ == "auxpass" for a in auxes)
    if lemma in ("keep", "bear") and not any(t.lower_ == "mind" for t in head.subtree):
        return None  # "keep / bear in mind": only with its noun "mind"
    if lemma == "point" and not any(c.dep_ == "prt" and c.lower_ == "out" for c in head.children):
        return None
    if passive:
        return lemma if impersonal_passive(head) else None
    subject = subject_of(head)
    if subject is None or subject.lower_ not in FORMULA_SUBJECTS:
        return None
    following = [t.lower_ for t in head.doc[head.i + 1 : head.i + 3]]
    if lemma == "see" and following != ["to", "it"]:
        return None  # only "see to it that": "We shall see that ..." may be a prediction
    if lemma == "say" and not any(c.dep_ == "ccomp" for c in head.children):
        return None
    return lemma


WH_TAGS = frozenset({"WDT", "WP", "WP$", "WRB"})
#: Marks after which a new clause or tag may follow the negated one with a "?" of its own.
CLAUSE_BREAK_MARKS = frozenset({"--", "-", "\u2014", "\u2013", ";", ":"})


_OPENING_QUOTES = frozenset({"\u201c", "\u2018"})
_CLOSING_QUOTES = frozenset({"\u201d", "\u2019"})


def quoted_question_after(head: Token) -> bool:
    """Does the sentence end in a question mark that closes a quotation opened after ``head``
    ('They began to ask him one by one, "Surely not I?"')? The mark then belongs to the quoted
    words: English puts a question mark inside the closing quote only when the quotation is the
    question (CMOS 6.72; Quirk et al. 1985 App. III.33 on direct speech), so ``head``'s own
    clause is a statement that reports a question, no question itself (stop 87, fl75: s1205r's
    negated premise "They did not begin ... to ask him one by one, "Surely not I?"" kept as
    is)."""
    doc = head.doc
    end = len(doc) - 1
    while end > head.i and (doc[end].is_space or doc[end].text in (")", "]")):
        end -= 1
    if end <= head.i + 1 or not doc[end].is_quote or doc[end - 1].text != "?":
        return False
    depth = 0
    for tok in doc[head.i + 1 : end - 1]:
        if tok.tag_ == "``" or tok.text in _OPENING_QUOTES:
            depth += 1
        elif tok.tag_ == "''" or tok.text in _CLOSING_QUOTES:
            depth -= 1
    return depth > 0


def polar_question(head: Token) -> bool:
    """Is ``head`` the verb of a yes/no question, inverted or declarative ("Had he guessed that
    p?", "You think the Russians are ahead?"), its "?" its own?

    A negation added there makes a negative polar question, which is no denial: preposed
    "n't" carries the speaker's positive bias ("Hadn't he guessed that p?" = surely he had;
    Ladd 1981; Romero & Han 2004), and a negated declarative question asks to confirm a
    negative the speaker finds hard to believe ("You don't think X?"; Gunlogson 2001). NOPE
    §3 negates declaratives. A wh-question ("Why did he leave?") and a question that only
    embeds the target's clause ("Did you know that she left?": the "?" is the main verb's) are
    left alone."""
    mark = next((c for c in head.children if c.dep_ == "punct" and c.text == "?"), None)
    if mark is None or quoted_question_after(head):
        return False  # '... to ask him, "Surely not I?"': the quotation's mark
    doc = head.doc
    if any(t.text in CLAUSE_BREAK_MARKS for t in doc[head.i + 1 : mark.i]):
        return False  # "I was told that p -- for why should they?": the "?" is the tag's
    if any(not (t.is_punct or t.is_quote) for t in doc[mark.i + 1 : head.right_edge.i + 1]):
        return False  # '... Africa ("as good as home grown"?), not Britain': a quoted aside
    return not any(t.tag_ in WH_TAGS and t.i < head.i for t in head.subtree)


#: Words that may open a question before its fronted wh-phrase: coordinators and sentence
#: connectives ("But who will deny ...?", "And why did he go?").
QUESTION_OPENERS = frozenset({"and", "but", "so", "or", "then", "yet", "well", "now"})


def wh_question(head: Token) -> Token | None:
    """The fronted wh-word of the direct question when ``head`` heads its main clause or a
    clause its wh-dependency passes through ("*Who* will deny that p?", "*What* would you say
    he wants to do?"), else None.

    A negation added there makes a negative wh-question, which is no denial of anything:
    it asks for the complement set or, rhetorically, asserts the opposite polarity ("Who
    will not deny that p?" = everybody denies it; Han 2002 on rhetorical questions), and on a
    clause the wh-dependency crosses it makes a negative island ("*How didn't he fix it?",
    Ross 1984 "inner islands"; Rizzi 1990; Szabolcsi & Zwarts 1993). NOPE §3 and the
    verb-veridicality annotators negate declaratives only. The question must end the
    sentence (closing quotes and brackets aside: '... "the consent of the governed?"') and
    open it, after a coordinator at most; a free relative ("What I mean is that p") or an
    exclamative has no "?" and is left to the other checks. Stop 51 (ng21)."""
    sent = head.sent
    last = next(
        (t for t in reversed(sent) if not (t.is_quote or t.text in (")", "]", "\u201d"))), None
    )
    if last is None or last.text != "?":
        return unmarked_wh_subject(head)
    first = next(
        (
            t
            for t in sent
            if not (t.is_punct or t.is_quote)
            and not (t.i < head.i and t.lower_ in QUESTION_OPENERS)
        ),
        None,
    )
    if first is None or first.tag_ not in WH_TAGS or first.i > head.i:
        return None
    if head.i == sent.root.i or any(up.i == head.i for up in first.ancestors):
        return first
    return None


def unmarked_wh_subject(head: Token) -> Token | None:
    """The wh-pronoun subject that opens ``head``'s main clause when the sentence is a direct
    wh-question written without its "?" ("Who dares to wake the dragon...", "Which of you
    opens the door!"), else None.

    A main clause whose subject is an interrogative pronoun is a wh-interrogative whatever
    its final mark: English has no declarative main clause with a wh-subject (Huddleston &
    Pullum 2002 ch. 10 §7.1; Quirk et al. 1985 §11.14), and dialogue often drops the "?" or
    trails off with "...". A question asserts nothing, so it has no negation, modal,
    question or "if" of its own (Karttunen 1977; NOPE and IMPPRES embed declaratives only):
    "*If who dares to wake the dragon, it's okay", "Who doesn't dare ..." (a different
    question). A free relative subject ("What remains is a ruin") hangs on its own verb, not
    on the root, and "whoever"/"whatever" open free relatives only; both are left alone. A
    sentence closed by a plain full stop is left alone too: there the parser's wh-subject of
    the root is as often a free relative it misread ("What happens after X depends on Y."),
    and "which" only counts as a partitive ("Which of you ..."), not as a sentential relative
    set off as a sentence ("Which is the reason that p."). Stop 82 (ng19)."""
    sent = head.sent
    words = [t for t in sent if not (t.is_space or t.is_quote)]
    if not words or words[-1].text == ".":
        return None
    first = next((t for t in words if not t.is_punct), None)
    root = sent.root
    if first is None or first.lower_ not in ("who", "what", "which"):
        return None
    if first.lower_ == "which" and not any(c.lower_ == "of" for c in first.children):
        return None
    if first.dep_ not in ("nsubj", "nsubjpass") or first.head.i != root.i:
        return None
    if head.i != root.i and not any(up.i == root.i for up in head.ancestors):
        return None
    return first


#: Head nouns of a classifying predicate ("X is a genus of flowering plants", "a type of
#: underwear", "a branch of science"): the lead sentence that names a taxon or a kind by its
#: class (Wikipedia's first sentence, MOS:FIRST; Lyons 1977 §9.4 on hyponymy statements).
CLASSIFIER_NOUNS = frozenset(
    {"genus", "species", "subspecies", "family", "subfamily", "order", "class", "phylum"}
    | {"tribe", "clade", "type", "kind", "form", "variety", "breed", "branch", "subgenus"}
)


def defining_sentence(head: Token) -> Token | None:
    """The predicate noun when ``head`` is the present-tense copula of a sentence that defines
    its subject term, else None: a generic subject that opens the sentence ("A dwarf galaxy is
    a small galaxy composed of ...", "Permafrost is soil that ...", "Daggers are knives ...")
    with an indefinite predicate noun, or any subject with a classifying predicate ("Rhododendron
    is a genus of ...", "Harry Potter is a series ..." is not: "series" classifies nothing).

    Such a sentence is definitional: it states what the term means, not a fact about a thing
    (Krifka et al. 1995 §1.2 on definitional generics; Cohen 2001 on indefinite singular
    generics as rules; Lyons 1977 §9.4 on hyponymy). Its negation ("A dwarf galaxy isn't a small
    galaxy ...", "X is not a genus of ...") is analytically false or a metalinguistic
    correction waiting for its "but" (Horn 1989 ch. 6), no denial of a fact a reader can hold
    while the presupposition projects (NOPE §3 negates assertions). Blind review after stop 50
    rejected them; stop 50, second pass (ng19)."""
    if head.lemma_ != "be" or head.tag_ not in ("VBZ", "VBP"):
        return None
    if any(c.dep_ == "aux" for c in head.children):
        return None
    subject = next((c for c in head.children if c.dep_ in SUBJECT_DEPS), None)
    attr = next((c for c in head.children if c.dep_ == "attr" and c.pos_ == "NOUN"), None)
    if subject is None or attr is None or subject.i > head.i or attr.i < head.i:
        return None
    doc = head.doc
    if any(not t.is_punct for t in doc[head.sent.start : subject.left_edge.i]):
        return None  # the subject term opens the sentence
    if any(t.tag_ in ("JJR", "RBR") or t.lower_ in ("than", "simply") for t in attr.subtree):
        return None  # "A goose is a better watchdog than a dog": a comparison, no definition
    dets = [c.lower_ for c in attr.children if c.dep_ in ("det", "poss", "nummod")]
    described = attr.tag_ == "NNS" or any(c.dep_ in ("relcl", "acl") for c in attr.children)
    if dets not in (["a"], ["an"]) and not (not dets and described and attr.lower_ != "part"):
        return None  # "a small galaxy ...", "knives with ...", "soil that remains ..."
    classifying = attr.lemma_.lower() in CLASSIFIER_NOUNS and any(
        c.dep_ == "prep" and c.lower_ == "of" for c in attr.children
    )
    if classifying:
        return attr
    subject_dets = [c.lower_ for c in subject.children if c.dep_ in ("det", "poss")]
    generic = subject.pos_ == "NOUN" and (
        subject_dets in (["a"], ["an"]) or (not subject_dets and subject.tag_ in ("NNS", "NN"))
    )
    return attr if generic else None


# -- stop 55 (ng26): scope and licensing in dialogue ----------------------------------------------

#: The "-ever" pronouns and determiners of fused (free) relatives: "whoever finds it", "whatever
#: he says" (Huddleston & Pullum 2002 ch. 12 §6; Quirk et al. 1985 §15.8 on nominal relative
#: clauses). A free relative is a noun phrase or a concessive adjunct, never the main clause.
FREE_RELATIVE_WORDS = frozenset({"whoever", "whomever", "whatever", "whichever"})


def free_relative_clause(head: Token) -> Token | None:
    """The "-ever" word that makes ``head``'s clause a fused relative ("Whoever finds the ring
    gets to keep it": "finds" heads a noun phrase, the subject of "gets"), or None.

    An operator added inside it scopes over the relative only, not over the sentence that the
    trigger's presupposition must project from ("Whoever might find it wins", "Whoever doesn't
    find it wins" deny nothing the sentence said): Karttunen 1973 on holes and plugs works on
    the matrix clause, and NOPE App. B negates the main clause. The parser often takes the
    relative's verb for the root ("Whoever finds ... gets" with "gets" a ccomp), so the test
    is the "-ever" word among the verb's own arguments. Not any clausal subject: "That this
    behavior didn't rank high did not surprise me" is how NOPE's experts negate a trigger in a
    subject clause (NOPE App. C)."""
    for child in head.children:
        start = child.left_edge.i
        if start > 0 and head.doc[start - 1].pos_ == "ADP":
            # "The settlement for whatever reason ceased": a free-choice phrase governed by a
            # preposition, an adverbial the parser took for an argument (Quirk et al. 1985
            # §6.62; negation._free_choice_object), no relative clause
            continue
        if child.lower_ in FREE_RELATIVE_WORDS and child.dep_ in (*SUBJECT_DEPS, "dobj", "attr"):
            return child
        if child.dep_ in (*SUBJECT_DEPS, "dobj") and any(
            g.lower_ in FREE_RELATIVE_WORDS and g.dep_ == "det" for g in child.children
        ):
            return child  # "whichever team wins gets the cup"
    return None


def question_source(head: Token) -> Token | None:
    """The final question mark of ``head``'s sentence when the sentence is a question ("Don't
    you see what this means?!", "So your mother is not coming?!", "You left, didn't you?"),
    or None.

    A question asserts nothing, so it has no modal, conditional or negated counterpart of its
    own: "*might not you see what this means?!" keeps the inversion, "*If don't you see ...?,
    it's okay" embeds a question as an antecedent, and "My mother might not be coming?!" is
    still a question (Karttunen 1977 on questions as sets of answers; IMPPRES/NOPE embed
    declaratives only; the s1201m rubric: a question source has no embedding of its own). A
    question mark inside quotation marks belongs to the quoted speech, not to the sentence.
    A wh-question written without its "?" ("Who dares to wake the dragon...") is a question
    all the same: its wh-subject is returned (:func:`unmarked_wh_subject`, stop 82, ng19)."""
    sent = head.sent
    tail = [t for t in sent if not t.is_space][-3:]
    mark = next((t for t in reversed(tail) if "?" in t.text and t.is_punct), None)
    if mark is None or any(not t.is_punct for t in tail if t.i > mark.i):
        return unmarked_wh_subject(head)
    return None if inside_double_quotes(mark) else mark


def negated_neg_raiser(head: Token) -> Token | None:
    """The negated neg-raising verb (NEG_RAISING) whose complement ``head`` heads ("I don't
    think she realized" -> "think"), or None.

    "I don't think p" is read "I think not-p" (Horn 1989 ch. 5): the negation already sits on
    the complement, and a modal put there ("*I don't think he might have known") falls under
    it, neither over the trigger's matrix clause nor the IMPPRES frame "might (S)"."""
    cur = head
    while cur.dep_ == "conj":
        cur = cur.head
    verb = cur.head
    if cur.dep_ != "ccomp" or verb is cur or verb_lemma(verb) not in NEG_RAISING:
        return None
    negated = any(c.dep_ == "neg" for c in verb.children)
    return verb if negated else None


#: Verbs of belief, expectation and realisation whose past tense reports an earlier mental state
#: ("I thought we'd lost you", "She figured he'd call"): Quirk et al. 1985 §16.32 (verbs of
#: cognition and belief); "say"-type verbs are NOPE's innocent embedding and stay out.
PAST_ATTITUDE_VERBS = frozenset(
    {"think", "believe", "suppose", "imagine", "expect", "reckon", "guess", "figure", "assume"}
    | {"know", "hope", "feel", "realize", "realise", "bet", "swear", "fear", "wish", "dream"}
)


def past_attitude_frame(head: Token) -> Token | None:
    """The positive past-tense attitude verb (PAST_ATTITUDE_VERBS) whose complement clause
    ``head`` heads or is a conjunct of ("I thought [we'd lost you forever]" -> "thought"), or
    None.

    A past "thought/knew/figured that p" reports an earlier mental state, and the sentence
    asserts that state, often against what turned out ("I thought I'd find you here": an
    expectation, now met or not); it is no evidential hedge on p, which only the present
    first-person frame ("I think p", "I guess p") is (Thompson & Mulac 1991; Simons 2007 on
    the main point of an utterance). A negation put inside p ("I thought we hadn't lost you
    forever") then neither denies the sentence nor scopes over the matrix clause, and a
    trigger in p is read inside the attitude holder's belief, not the speaker's (Karttunen
    1973, 1974 on presuppositions under verbs of propositional attitude; NOPE App. B: the
    operator must take the sentence's main clause). Only a frame that is the sentence's main
    clause (or a conjunct of it)."""
    cur = head
    while cur.dep_ == "conj" and cur.head.i != cur.i:
        cur = cur.head
    verb = cur.head
    if cur.dep_ != "ccomp" or verb is cur or verb.i > cur.i:
        return None
    if verb_lemma(verb) not in PAST_ATTITUDE_VERBS or verb.pos_ not in ("VERB", "AUX"):
        return None
    matrix = verb
    while matrix.dep_ == "conj" and matrix.head.i != matrix.i:
        matrix = matrix.head
    if matrix.dep_ != "ROOT":
        # "..., though he knew it was my grandmother who had spoken": a frame inside an
        # adverbial clause is no assertion of the sentence's; NOPE's experts negate the
        # trigger's clause there (App. C), and so does the rewriter
        return None
    if any(c.dep_ == "neg" for c in verb.children):
        return None  # "I didn't think p": the negation is the matrix's already
    subject = next((c for c in cur.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    opening = cur.doc[cur.left_edge.i : subject.left_edge.i if subject is not None else cur.i]
    if any(t.tag_ in ("WDT", "WP", "WP$", "WRB") or t.lower_ in ("if", "whether") for t in opening):
        # "Florida knew exactly how the contractor managed to ...": an interrogative complement
        # denotes a question, not a believed proposition (Karttunen 1977; Huddleston & Pullum
        # 2002 ch. 11 §5), and the verb veridicality annotators negate inside it
        return None
    past = verb.tag_ == "VBD" or any(
        c.dep_ in ("aux", "auxpass") and c.tag_ == "VBD" for c in verb.children
    )
    return verb if past else None


# --- Stop 56 (ng28): relatives, double negatives and because-clauses -------------------------

#: Prepositions whose meaning contains a negation, with the word that must stand before the
#: second part of a complex one: "without" ('with ... not'), "instead of" and "rather than"
#: ('and not'). They license negative polarity items as "not" does ("without any help",
#: "instead of ever asking"; Klima 1964 on affective elements; Quirk et al. 1985 §10.64 on
#: "without" as a negative preposition; Huddleston & Pullum 2002 ch. 9 §4.3).
NEGATIVE_PREPOSITIONS = {"without": None, "of": "instead", "than": "rather"}


def negative_preposition(verb: Token) -> Token | None:
    """The negative preposition ("without", "instead of", "rather than") right before the
    non-finite ``verb`` (adverbs between allowed: "without ever requiring"), else None. A "not"
    put on the verb stacks a second negation on the first ("*without not requiring", "instead
    of not trying"): the phrase already denies the verb's event, so the result is a double
    negative that denies nothing the sentence asserts (Klima 1964; Quirk et al. 1985 §10.64)."""
    if verb.tag_ not in ("VBG", "VB"):
        return None
    doc = verb.doc
    j = verb.i - 1
    while j >= 0 and doc[j].pos_ == "ADV" and doc[j].lower_ not in ("instead", "rather"):
        j -= 1
    if j < 0:
        return None
    word = doc[j].lower_
    if word not in NEGATIVE_PREPOSITIONS:
        return None
    first = NEGATIVE_PREPOSITIONS[word]
    if first is None:
        return doc[j]
    if j >= 1 and doc[j - 1].lower_ == first:
        return doc[j]
    return None


#: Predicates whose meaning contains a negation ("fail to", "unsuccessful in", "refuse to"):
#: lexical and affixal negatives that license negative polarity items like "not" does (Klima
#: 1964; Huddleston & Pullum 2002 ch. 9 §4.3 on "fail", "refuse", "deny", "un-" adjectives).
#: A "not" added on a verb in their complement makes a double negative ("unsuccessful in not
#: getting", "refused not to go"), no denial of the sentence.
NEGATIVE_PREDICATES = frozenset(
    {"fail", "refuse", "decline", "avoid", "prevent", "neglect", "forbid", "deny", "resist"}
    | {"unsuccessful", "unable", "reluctant", "loath", "unwilling", "hesitant", "incapable"}
)  # fmt: skip


def negative_governor(verb: Token) -> Token | None:
    """A negation or negative predicate that governs the non-finite ``verb`` inside its own
    finite clause ("I don't recommend [trying ...]", "has been unsuccessful in [getting ...]",
    "failed [to win]"), or None.

    A "not" put on such a verb makes a double negation ("don't recommend not trying",
    "unsuccessful in not getting"): two negatives in one clause cancel or read as a puzzle,
    and the pair denies nothing the sentence asserts (Huddleston & Pullum 2002 ch. 9 §4.3;
    Quirk et al. 1985 §10.68 on negative verbs and adjectives as non-assertive contexts).
    The climb runs through non-finite complements and prepositions up to the first finite
    verb, whose negation, negative lemma or negative predicative adjective counts.

    Stop 75 (ng06): also a negative preposition right before the verb ("without requiring",
    "instead of trying", "rather than waiting"; ``negative_preposition``)."""
    negative = negative_preposition(verb)
    if negative is not None:
        return negative
    cur = verb
    for _ in range(len(verb.doc)):
        if cur.head.i == cur.i or cur.dep_ not in ("xcomp", "pcomp", "pobj", "prep", "acomp"):
            return None
        cur = cur.head
        if cur.lemma_.lower() in NEGATIVE_PREDICATES:
            return cur
        if cur.pos_ in ("VERB", "AUX", "ADJ"):
            for child in cur.children:
                if child.dep_ == "neg" or child.lower_ == "never":
                    return child
                if child.dep_ == "acomp" and child.lemma_.lower() in NEGATIVE_PREDICATES:
                    return child  # "has been unsuccessful in getting": the adjective's "in"
                    # phrase hangs on the copula
            if cur.tag_ in ("VBD", "VBP", "VBZ") or any(
                c.dep_ in ("aux", "auxpass") and c.tag_ in ("MD", "VBD", "VBP", "VBZ")
                for c in cur.children
            ):
                return None
    return None


#: Quantified noun phrases whose restrictor a relative clause is ("anyone that dares", "every
#: article that notes"): Barwise & Cooper 1981 on determiners as relations between a
#: restrictor and a scope; Quirk et al. 1985 §6.45-6.62 on the any-/every-/no-/some-series.
QUANTIFIER_WORDS = frozenset(
    {"any", "every", "each", "all", "no", "some", "few", "most", "many"}
    | {"anyone", "anybody", "anything", "everyone", "everybody", "everything"}
    | {"someone", "somebody", "something", "nobody", "nothing", "whoever", "whatever"}
)  # fmt: skip


def quantifier_restrictor(clause: Token) -> Token | None:
    """The quantifier whose restrictor the relative clause ``clause`` belongs to ("anyone
    [that dares to disagree]", "all users [who have read it]"), or None.

    A negation in the restrictor does not negate the sentence: it changes the set the
    quantifier ranges over ("savage anyone that does not dare to disagree" speaks of other
    people) and leaves the scope asserted, so the pair neither denies the sentence nor
    contradicts it (Barwise & Cooper 1981; Huddleston & Pullum 2002 ch. 9 §3 on the scope of
    negation, ch. 12 on restrictive relatives)."""
    if clause.dep_ != "relcl":
        return None
    noun = clause.head
    if noun.lower_ in QUANTIFIER_WORDS:
        return noun
    return next(
        (c for c in noun.children if c.dep_ in ("det", "amod") and c.lower_ in QUANTIFIER_WORDS),
        None,
    )


def because_phrase_after(head: Token) -> Token | None:
    """A "because" after ``head`` that hangs in ``head``'s own clause, however the parser
    attached it ("made them available gratis, because ...", "returned it because on
    investigation ..."), or None: the cases :func:`because_clause` (an "advcl" of ``head``
    itself) misses.

    A postposed because-clause attracts the focus of an added negation ("They didn't return it
    because he was horrified" reads "not because ..."), or states the cause of an event that
    did not happen (Quirk et al. 1985 §15.45 on "because" under negation; Jackendoff
    1972 ch. 8; Huddleston & Pullum 2002 ch. 9 §4.2): the premise is no plain denial of the
    sentence. Not past a clause with its own subject between them (a complement's
    "because")."""
    for t in head.subtree:
        if t.i <= head.i or t.lower_ != "because" or t.dep_ not in ("mark", "prep", "advmod"):
            continue
        cur = t.head.head if t.dep_ == "mark" else t.head  # a mark's own clause is the reason
        own = True
        while cur.i != head.i and cur.head.i != cur.i:
            if cur.pos_ in ("VERB", "AUX") and subject_of(cur) is not None:
                own = False
                break
            cur = cur.head
        if own:
            return t
    return None


def inside_because_phrase(head: Token) -> Token | None:
    """The "because" whose clause ``head`` sits in when the parser hung the clause low ("had
    returned it because [on investigation of a leak] he was horrified"), or None: a negation
    there negates the reason, not the sentence (Quirk et al. 1985 §15.45)."""
    cur = head
    while cur.head.i != cur.i:
        cur = cur.head
        if cur.lower_ == "because" and cur.dep_ in ("prep", "mark"):
            return cur
        if cur.dep_ == "ROOT":
            break
    return None


#: Verbs of a parenthetical comment clause ("..., I think", "I guess", "I suppose"): Quirk et
#: al. 1985 §15.54; Huddleston & Pullum 2002 ch. 11 §9 (comment clauses); Thompson & Mulac 1991.
COMMENT_VERBS = frozenset({"think", "guess", "suppose", "believe", "reckon", "imagine"})


def comment_clause(head: Token) -> bool:
    """Is ``head`` the verb of a first-person comment clause set after the clause it comments
    on ("You need to reset the card I think you will find", "It's broken, I guess")?

    A comment clause is parenthetical: it hedges the host and is no main clause, so "*You need
    to reset the card I do not think you will find" negates nothing the sentence asserts, and
    its own complement is elided or a tag ("you will find") (Quirk et al. 1985 §15.54;
    Huddleston & Pullum 2002 ch. 11 §9; Thompson & Mulac 1991). Detected when the verb's
    first-person subject follows a finite content clause that the parser hung on it."""
    if head.lemma_.lower() not in COMMENT_VERBS:
        return False
    subject = subject_of(head)
    if subject is None or subject.lower_ not in ("i", "we") or subject.i >= head.i:
        return False
    host = next(
        (c for c in head.children if c.dep_ in ("ccomp", "parataxis") and c.i < subject.i), None
    )
    if host is None:
        return False
    doc = head.doc
    between = [t for t in doc[host.right_edge.i + 1 : subject.i]]
    if any(t.text != "," for t in between) or len(between) > 1:
        return False  # "I read the page; I do not think ...": a juxtaposed clause of its own
    after = [t for t in doc[head.i + 1 : head.sent.end] if not t.is_punct]
    return len(after) <= 3  # the comment closes the sentence: "I think you will find"


#: Time adverbs "only" focuses as a temporal frame (wordlists/negation_only_time_adverbs.txt).
ONLY_TIME_ADVERBS = word_set("negation_only_time_adverbs")


def temporal_only(head: Token) -> Token | None:
    """The "only" that focuses a time adverb of ``head``'s clause ("who only now realized",
    "only then saw", "only recently learned"), or None.

    "only now p" asserts p now and presupposes not-p before (Horn 1989 ch. 7; Quirk et al.
    1985 §8.116 on "only" with time adjuncts). A "not" added on the verb below it ("who did
    not only now realize") is neither the denial of the sentence nor idiomatic: the natural
    denial is "had not yet realized", another sentence with another presupposition (stop 59,
    ng31, blind review s1202g). The negation refuses.

    The deictic time nouns ("only today learned", "only yesterday realized") are bare noun
    phrases used adverbially, which the parser labels ``npadvmod`` (Quirk et al. 1985 §8.51 on
    noun phrases as time adjuncts; stop 59 readthrough rt1, finding 4)."""
    for adverb in head.children:
        if adverb.dep_ not in ("advmod", "npadvmod") or adverb.lower_ not in ONLY_TIME_ADVERBS:
            continue
        only = next((c for c in adverb.children if c.lower_ == "only" and c.i < adverb.i), None)
        if only is None and adverb.i > 0 and head.doc[adverb.i - 1].lower_ == "only":
            only = head.doc[adverb.i - 1]  # "only" hung on the verb beside the adverb
        if only is not None:
            return only
    return None


def base_conjunct_under_operator(verb: Token) -> Token | None:
    """The to-infinitive or modal that a base-form verb-phrase conjunct ``verb`` falls under
    ("have to wait long enough ..., and *hope* they record something", "can sit and *wait*"),
    or None.

    Coordination joins like with like (Huddleston & Pullum 2002 ch. 15 §4.1; Quirk et al. 1985
    §13.2): a bare "hope" after "and" coordinates with the bare infinitive "wait" before it,
    under "to" (or the modal), even when the parser hangs it on the finite verb as a present
    VBP. A "not" put on it as a finite clause ("and do not hope they record ...") negates one
    conjunct, outside the operator, and asserts the rest: the pair is refused
    (``one-conjunct-negated``; stop 59, ng31, blind review s1202g). Only when the conjunct's
    form is the base form (not "hopes", "hoped") and has no subject or auxiliary of its own."""
    if verb.dep_ != "conj" or verb.pos_ not in ("VERB", "AUX") or verb.tag_ not in ("VB", "VBP"):
        return None
    if any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS for c in verb.children):
        return None
    first = verb.head
    if first.i > verb.i or first.pos_ not in ("VERB", "AUX"):
        return None
    for aux in first.children:
        if aux.dep_ == "aux" and aux.tag_ == "MD" and aux.i < first.i:
            return aux  # "can sit and wait": the base conjunct shares the modal
    for inf in first.children:
        if inf.dep_ != "xcomp" or inf.tag_ != "VB" or not first.i < inf.i < verb.i:
            continue
        to = next((c for c in inf.children if c.dep_ == "aux" and c.lower_ == "to"), None)
        if to is not None:
            return to
    return None


#: Modals whose added "not" negates the modal itself, "can't" = "not possible/able" (Huddleston
#: & Pullum 2002 ch. 9 §2.3, internal vs external negation; Palmer 2001 §4.2).
NEGATION_OUTSCOPING_MODALS = frozenset({"can", "ca"})


#: Subjects with which a root "can" before an action verb is a suggestion or an offer ("we can
#: try to find a match", "you can try to ask") rather than a statement of ability (Coates 1983
#: ch. 4 on "can" of suggestion with first- and second-person subjects; Palmer 2001 §3.2).
_SUGGESTION_SUBJECTS = SPEAKER_PRONOUNS | {"you"}


def modal_outscopes_negation(verb: Token) -> Token | None:
    """The "can" whose negation would deny the possibility, not ``verb`` ("we can try to find
    a match" -> "we cannot try to find a match": not able to try), when ``verb`` takes a
    to-infinitive complement (the implicatives: "try", "manage", "fail") and the "can" is one of
    suggestion (a first- or second-person subject), or None. A
    that-clause keeps its negated "can" ("It cannot be seen that p" is the verb veridicality
    annotators' own negation, White & Rawlins 2018).

    A verb-complement pair tests the complement verb's entailment signature under negation
    (White & Rawlins 2018; Nairn, Condoravdi & Karttunen 2006): "did not try to p". Negation
    of "can" takes scope over the modal, so "cannot try to p" is ¬◇try(p), another operator
    than the one the signature describes, and the blind judge found it unnatural (stop 59,
    ng31, s1202g). Only the verb-complement rewriter asks (complement.py); the presupposition
    test keeps "can't continue to fight", whose presupposition projects through both."""
    modal = next(
        (c for c in verb.children if c.dep_ == "aux" and c.tag_ == "MD" and c.i < verb.i), None
    )
    if modal is None or modal.lower_ not in NEGATION_OUTSCOPING_MODALS:
        return None
    if not any(c.dep_ == "xcomp" and c.i > verb.i for c in verb.children):
        return None  # "It cannot be seen that p": the verb veridicality annotators' form
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.lower_ not in _SUGGESTION_SUBJECTS:
        # "He can manage to finish it" -> "He cannot manage to finish it": a third-person
        # "can" of ability, whose negation is the sentence's denial (Karttunen 1971)
        return None
    return modal


#: Word classes of a noun phrase's head, for :func:`unparsed_clausal_conjunct`.
_CONJUNCT_NOMINAL_POS = ("NOUN", "PROPN", "PRON")


def coordination_unparsed(head: Token) -> Token | None:
    """:func:`unparsed_clausal_conjunct` of the first conjunct of ``head``'s coordination (where
    the parser hangs the other conjuncts). The one check for every operator put on such a
    sentence: the negation (:func:`pipeline.rewrite.negation.negate`, which every phenomenon's
    negated premise goes through: presupposition's projection negation, the embedding
    "negated", implicature's and verb_complement's negations) and ``embed``'s modal and
    question refuse on it (``unparsed-conjunct``; moved here from embedding.py, stop 61)."""
    while head.dep_ == "conj" and head.head.i != head.i:
        head = head.head
    return unparsed_clausal_conjunct(head)


def unparsed_clausal_conjunct(head: Token) -> Token | None:
    """A conjunct of the verb ``head`` after ", and"/", but" that the parser made no verb of
    and that must be a clause, or None. Two shapes count:

    - a non-nominal conjunct (the clause's last word, an adverb or the like) over two nouns
      outside any prepositional phrase, with no verb among them: a subject and its verb read
      as a noun ("It is not a warm world, and near both poles icebergs *float* year round",
      conj "round"/RB over "float" and "year"; stop 60, class 1);
    - gapping, a nominal conjunct followed by a second noun phrase of its own with no comma
      between ("She bought the apples, and her brother the pears", "pears" hung on
      "brother" as appositive or object): the two remnants of a clause whose verb is left
      out (Ross 1970; Huddleston & Pullum 2002 ch. 15 §4.3).

    Coordination joins like categories (Huddleston & Pullum 2002 ch. 15 §2); a verb phrase
    or predicative conjunct that shares the verb is no clause ("He was a soldier, and later
    a farmer in Ohio": one noun outside the PP, and the operator on "was" scopes over both
    predicates), so it is not returned. For the first shape a modal or a question goes on
    the first clause only ("It might not be ... and icebergs float"), leaving the second, and
    any trigger in it, asserted outside the operator, and there is no verb to carry it into
    the second. Gapping is refused as well, on purpose: the operator of the first clause
    takes the gapped one too, but ambiguously, either over the whole coordination or on each
    conjunct ("Ward can't eat caviar and Sue beans"; Siegel 1984, Johnson 2009 on the wide
    scope of gapping), so the label of the pair is not fixed, and the parse shows a noun with
    an appositive, not a clause, so no rewrite can be checked against it (rt3 finding 6)."""
    if head.pos_ not in ("VERB", "AUX"):
        return None
    doc = head.doc
    for conj in head.children:
        if conj.dep_ != "conj" or conj.i < head.i or conj.pos_ in ("VERB", "AUX"):
            continue
        start = conj.left_edge.i
        cc = doc[start - 1] if start > 0 else None
        comma = doc[start - 2] if start > 1 else None
        if cc is None or cc.dep_ != "cc" or comma is None or comma.text != ",":
            continue
        if any(t.pos_ in ("VERB", "AUX") for t in conj.subtree):
            continue
        if conj.pos_ in _CONJUNCT_NOMINAL_POS:
            if _gapped_remnants(conj):
                return conj
            continue
        if sum(t.pos_ in _CONJUNCT_NOMINAL_POS for t in _outside_prepositions(conj)) >= 2:
            return conj
    return None


def _outside_prepositions(top: Token) -> list[Token]:
    """The tokens of ``top``'s subtree that no prepositional phrase under it contains."""
    words: list[Token] = []
    stack = [top]
    while stack:
        tok = stack.pop()
        words.append(tok)
        stack.extend(c for c in tok.children if c.dep_ not in ("prep", "agent"))
    return words


def _gapped_remnants(conj: Token) -> bool:
    """Does the nominal ``conj`` take a second noun phrase after it, as appositive or object,
    with no comma between ("and her brother the pears"): two clause remnants, not one NP?"""
    doc = conj.doc
    return any(
        c.dep_ in ("appos", "dobj", "obj")
        and c.i > conj.i
        and c.pos_ in _CONJUNCT_NOMINAL_POS
        and not any(t.text == "," for t in doc[conj.i + 1 : c.left_edge.i])
        for c in conj.children
    )


#: Punctuation that opens a parenthetical inside a subject ("John, my friend, came"; "The man
#: (a baker) came"): a comma after such a subject closes the parenthetical and is no stray
#: subject-verb comma.
_PARENTHETICAL_OPENERS = frozenset({",", "(", "--", "—", "–", ";", ":"})


def subject_verb_comma(head: Token) -> Token | None:
    """The comma that stands alone between ``head``'s subject and its predicate ("The loud voice
    of the man on the radio, finally woke him"), or None.

    A comma never separates a subject from its verb, however long the subject (Quirk et al.
    1985 App. III.15; Huddleston & Pullum 2002 ch. 20 §4); a premise built round such a clause
    carries the mispunctuation into a question or modal frame ("Did the loud voice ..., finally
    wake him?"). Not a comma that closes a parenthetical the subject opened ("John, my friend,
    came"), nor one of a pair around an adjunct before the verb ("The man, finally, came")."""
    subject = subject_of(head)
    if subject is None or subject.i > head.i:
        return None
    doc = head.doc
    comma_i = subject.right_edge.i + 1
    if doc[subject.right_edge.i].text == ",":
        # the parser often hangs the stray comma on the subject noun itself ("manager" ->
        # ","), so it closes the subject's subtree (stop 69, mdAA)
        comma_i = subject.right_edge.i
    if comma_i >= head.i or doc[comma_i].text != ",":
        return None
    if subject.left_edge.i == 0 and doc[0].is_punct:
        return None
    if any(t.text in _PARENTHETICAL_OPENERS for t in doc[subject.left_edge.i : comma_i]):
        return None
    if any(t.is_punct for t in doc[comma_i + 1 : head.i]):
        return None  # "The man, finally, came": paired commas around an adjunct
    return doc[comma_i]


#: Prepositions of comparison that head a fronted simile or manner adjunct ("Like a huge
#: spider, ...", "As a ghost, ...", "Unlike his brother, ...").
SIMILE_PREPOSITIONS = frozenset({"like", "unlike"})


def fronted_simile(doc: Doc, head: Token) -> Token | None:
    """The preposition of a simile with an indefinite image fronted before ``head``'s subject
    and set off by a comma ("Like a huge green spider, the hand ran on its fingers"), or None.

    An initial adjunct stands outside the scope of a clause negation or question (Quirk et al.
    1985 §10.64 on the scope of negation, which normally starts after the subject and
    leaves an initial adjunct out): "Like a huge spider, the hand didn't
    run on its fingers" still asserts the likeness, now of a running that did not happen, and
    "Like a huge spider, did the hand run ...?" presupposes the manner of the event it asks
    about. The modal keeps it ("Like a spider, the hand might have run ...": the likeness
    describes the possible event)."""
    subject = subject_of(head)
    if subject is None or subject.i < head.left_edge.i:
        return None
    start = leading_skip(doc)
    if start >= len(doc) or doc[start].lower_ not in SIMILE_PREPOSITIONS:
        return None
    prep = doc[start]
    if prep.dep_ != "prep" or prep.head.i != head.i:
        return None
    end = prep.right_edge.i + 1
    if end >= len(doc) or doc[end].text != "," or end >= subject.left_edge.i:
        return None
    image = next((c for c in prep.children if c.dep_ == "pobj"), None)
    if image is None or not any(
        c.dep_ == "det" and c.lower_ in ("a", "an") for c in image.children
    ):
        # "Like Nelson, he doesn't often make sense of it", "Like his father, he didn't go":
        # a definite or proper noun compares a participant who is said to do the same
        # ("like" comparing participants), which a negated
        # clause keeps ("he doesn't, as Nelson doesn't"; NOPE's experts negated it so); only an
        # indefinite image ("like a huge spider") paints the manner of the event
        return None
    return prep


def leading_skip(doc: Doc) -> int:
    """Index of the first token that is not punctuation or a sentence coordinator."""
    i = 0
    while i < len(doc) and (doc[i].is_punct or doc[i].dep_ == "cc"):
        i += 1
    return i


def postverbal_not(head: Token) -> Token | None:
    """The "not" right after a lexical verb in the archaic negation without do-support ("The
    idle mind knows not what it wants", "I care not"), or None.

    Present-day English negates a lexical verb with do-support; "know not" is an archaism
    (Quirk et al. 1985 ch. 3 on the operator and do-support; Huddleston & Pullum 2002 ch. 9 on
    primary verb negation). A question or
    modal built on it mixes the two systems ("*Does the idle mind know not ...?", "*might know
    not"), and a further negation doubles it ("*doesn't know not"). This is the refusal on the
    parse; ``flags.do_support_postverbal_not`` is the text-level net over finished pairs."""
    doc = head.doc
    if head.pos_ == "AUX" or head.lemma_.lower() in ("be", "have"):
        return None
    if head.i + 1 >= len(doc):
        return None
    nxt = doc[head.i + 1]
    if nxt.lower_ != "not" or nxt.dep_ != "neg" or head.i + 2 >= len(doc):
        return None
    after = doc[head.i + 2]
    if after.lower_ == "to" or after.tag_ in ("VB", "VBG", "VBN"):
        return None  # "decided not to go", "liked not knowing": the non-finite clause's "not"
    return nxt


#: Adverbs that stand before a simple finite lexical verb only in literary style, and not
#: after an operator: manner/degree "well" ("He well knew the cost"), "ill" ("It ill becomes
#: you") and the negative-leaning "little" ("She little suspected"). Quirk et al. (1985 §8.86,
#: §8.93) give end position as the normal one for "well" and the pre-verb position as a formal
#: or literary use with a few verbs (know, remember, understand); "little" before the verb is
#: the literary negative of §10.60 ("Little did she suspect"). Moved after an inserted "do",
#: "not" or modal they are no longer the source's idiom: "*did not well know", "*might have
#: well known" (or the other idiom "might well know", 'probably knows'), "*Did she little
#: suspect?" (blind review s9701). "much", "badly" and the like stand there freely ("don't
#: much like", "badly need") and are left out.
LITERARY_PREVERBAL_ADVERBS = frozenset({"well", "ill", "little"})


def literary_preverbal_adverb(head: Token) -> Token | None:
    """The adverb of ``LITERARY_PREVERBAL_ADVERBS`` right before ``head``, a simple finite
    lexical verb with its subject before the adverb ("Napoleon well knew"), or None. With an
    auxiliary of its own the source already has the operator before the adverb ("had well
    known"), and a rewrite moving that operator leaves the order as the source wrote it. The
    refusal on the parse for the question and the modal; ``flags.operator_literary_adverb`` is
    the text-level net for the negation."""
    if head.tag_ not in ("VBD", "VBZ", "VBP") or head.i == 0:
        return None
    adverb = head.doc[head.i - 1]
    if adverb.lower_ not in LITERARY_PREVERBAL_ADVERBS or adverb.head.i != head.i:
        return None
    if adverb.dep_ not in ("advmod", "amod", "npadvmod", "dep"):
        return None
    if any(c.dep_ in ("aux", "auxpass", "neg") for c in head.children):
        return None
    subject = subject_of(head)
    if subject is None or subject.i > adverb.i:
        return None
    return adverb


#: Personal pronouns as the object of a conjunct's preposition ("improved upon it").
_OBJECT_PRONOUNS = frozenset({"it", "them", "him", "her", "me", "us", "you"})


def reduced_relative_conjunct(head: Token) -> Token | None:
    """The verb-phrase conjunct of ``head`` that the parser hung on the participle after
    ``head``'s object, or None: "continued [the policy thus inaugurated] and enlarged upon it"
    parsed with "enlarged" a conjunct of "inaugurated" (a ccomp with "policy" its subject, or an
    advcl/acl participle clause), so it is not re-inflected with ``head``.

    A past participle after a noun is a reduced relative or a participle clause (Quirk et al.
    1985 §17.25, §15.58), and a verb-phrase conjunct after it that is active, and so finite,
    shares the matrix subject and operator (§13.46, §3.37 on do-support): a question over the
    matrix verb must put it in the base form ("Did he continue the policy thus inaugurated and
    enlarge upon it?"), but on this parse it stays finite ("*... and enlarged upon it?"), and
    the negation leaves it outside (blind review s9701). The callers refuse. The conjunct is
    active when it takes a direct object or a pronoun as a prepositional object ("extended it",
    "improved upon it"): a passive participle of the noun does not ("the estate acquired and
    *improved upon it"). For a ccomp with a subject, only when the tagger itself read the
    conjunct as a participle (VBN) and the clause's verb has one form for past and participle:
    a finite complement ("said the team lost and blamed it on the referee") is left."""
    for clause in head.children:
        if clause.dep_ not in ("ccomp", "advcl") or clause.i < head.i:
            continue
        if clause.tag_ not in ("VBD", "VBN") or not _participle_form(clause):
            continue
        if any(c.dep_ in ("mark", "aux", "auxpass", "dobj", "obj") for c in clause.children):
            continue
        subject = next((c for c in clause.children if c.dep_ in SUBJECT_DEPS), None)
        if subject is not None and (
            clause.dep_ != "ccomp"
            or subject.pos_ not in ("NOUN", "PROPN")
            or subject.left_edge.i != head.i + 1
        ):
            continue
        if subject is None and (clause.dep_ != "advcl" or _comma_before(clause)):
            continue
        for conj in clause.children:
            if conj.dep_ != "conj" or conj.i < clause.i or conj.tag_ not in ("VBD", "VBN"):
                continue
            if subject is not None and conj.tag_ != "VBN":
                continue
            if any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS for c in conj.children):
                continue
            if _active_conjunct(conj):
                return conj
    return None


def _comma_before(clause: Token) -> bool:
    """Is the participle clause ``clause`` set off by a comma before it ("left the house,
    exhausted and covered in mud")? A supplementive clause, not a postmodifier of the object
    (Quirk et al. 1985 §15.58)."""
    start = clause.left_edge.i
    return start > 0 and clause.doc[start - 1].text == ","


def _active_conjunct(verb: Token) -> bool:
    """Does ``verb`` take a direct object or a pronoun object of its preposition?"""
    for child in verb.children:
        if child.dep_ in ("dobj", "obj"):
            return True
        if (
            child.dep_ == "prep"
            and child.i == verb.i + 1
            and any(g.dep_ == "pobj" and g.lower_ in _OBJECT_PRONOUNS for g in child.children)
        ):
            return True
    return False


def coordinated_supplement(head: Token) -> Token | None:
    """The trailing participle clause of a clause whose predicate is already a coordination of
    verb phrases ("Zeus broke off a horn, and gave it to Amalthea, promising that ..."), or
    None.

    A polar question asks about one proposition, and with coordinated predicates it asks about
    their conjunction (Huddleston & Pullum 2002 ch. 10 on polar questions); a supplementive -ing clause
    predicated of the matrix event (Quirk et al. 1985 §15.58-60) on top of that is no part of
    what a hearer can answer yes or no to, and its scope (the last conjunct or both) is
    undecidable in the question. Two coordinated predicates alone stay ("Did he stand up and
    leave?"), and so does a single predicate with a participle clause (the question's own
    refusals take that one)."""
    conjuncts = [c for c in head.children if c.dep_ == "conj" and c.pos_ in ("VERB", "AUX")]
    conjuncts = [c for c in conjuncts if subject_of(c) is None]
    if not conjuncts:
        return None
    for verb in (head, *conjuncts):
        for child in verb.children:
            if participial_adjunct(child) and child.i > head.i:
                return child
    return None


def reformulating_relative(head: Token) -> Token | None:
    """The verb of a ", which is to say ..." clause in ``head``'s clause ("Her version of
    cleanliness was next to godliness, which was to say it was erratic"), or None.

    "which is to say" / "that is to say" restates the preceding predication in other words, a
    reformulatory comment of the speaker's (Quirk et al. 1985 §8.137 on reformulatory "that is
    to say", and on sentential relative clauses as comments on the clause before them): it
    glosses what the speaker asserts, so inside a question or an "if" it reads as the answer
    already given ("Was her version next to godliness, which was to say it was erratic?") and
    out of scope of the operator that the pair tests."""
    for tok in head.subtree:
        if (
            tok.dep_ == "relcl"
            and tok.lemma_ == "be"
            and any(c.lower_ in ("which", "that") and c.dep_ == "nsubj" for c in tok.children)
            and any(
                c.lemma_ == "say" and c.dep_ == "xcomp" and c.i > tok.i and c.i - tok.i <= 2
                for c in tok.children
            )
        ):
            opener = tok.left_edge.i
            if opener > 0 and tok.doc[opener - 1].text == ",":
                return tok
    return None


#: Coordinators that join a gapped conjunct to the clause it takes its verb from (Ross 1970;
#: Huddleston & Pullum 2002 ch. 15 §4.2: gapping needs "and"/"or"/"nor", not "but").
_GAPPING_COORDINATORS = frozenset({"and", "or", "nor"})


def gapped_remnant(head: Token) -> Token | None:
    """The coordinator of a gapped conjunct in ``head``'s clause, or None: "A is required to
    compile X for Unix or B to compile X for DOS", where the second conjunct is a subject
    remnant ("B") and the rest of a verb phrase ("to compile X for DOS") whose finite verb ("is
    required") is left out and understood from the first conjunct (gapping: Ross 1970;
    Huddleston & Pullum 2002 ch. 15 §4.2; Quirk et al. 1985 §13.92). A gapped conjunct is no
    constituent that an operator on the first clause can take: the negation or a question over
    the first clause alone reads as one over the whole disjunction or as an alternative question
    ("Are A required ... or B ...?"; H&P ch. 10 §4.5), and it cannot take the remnant, which has
    no verb of its own to carry "not" or the inverted auxiliary (Johnson 2009 on gapping and
    the scope of negation). So the negation and the question refuse it.

    Seen by its surface, which the parser misreads (the remnant as a conjunct of an object, the
    infinitive as a relative clause): an "and"/"or"/"nor" after ``head``, then a noun phrase,
    then a "to"-infinitive that repeats the lemma of the last base-form verb before the
    coordinator, with no finite verb between the coordinator and that infinitive."""
    doc = head.doc
    sent = head.sent
    infinitives = [t for t in sent if t.pos_ == "VERB" and t.tag_ == "VB" and t.i > head.i]
    for cc in sent:
        if cc.lower_ not in _GAPPING_COORDINATORS or cc.i <= head.i:
            continue
        first = [v for v in infinitives if v.i < cc.i]
        if not first:
            continue
        # the remnant parallels the last verb before the coordinator ("to compile X for Unix
        # or B to compile X for DOS"), not any verb of the sentence
        lemmas = {first[-1].lemma_.lower()}
        nominal = False
        for tok in doc[cc.i + 1 : sent.end]:
            if tok.tag_ in TENSED_TAGS or tok.tag_ == "MD":
                break  # a finite verb of its own: a clause, not a remnant
            if (
                tok.lower_ == "to"
                and nominal
                and tok.i + 1 < sent.end
                and doc[tok.i + 1].lemma_.lower() in lemmas
                and doc[tok.i + 1].tag_ == "VB"
            ):
                return cc
            if tok.pos_ not in ("DET", "ADJ", "NOUN", "PROPN", "PRON", "NUM", "PART"):
                # the subject remnant is a bare noun phrase right after the coordinator and
                # right before its "to": "and, by formulating concepts, to understand X" and
                # "similarities and differences in X ... to understand" are a coordinated
                # infinitive with an adjunct and a coordinated noun, not a gapped clause
                # (s1203a's kept verb_complement pair)
                break
            if tok.pos_ in ("NOUN", "PROPN", "PRON", "NUM"):
                nominal = True
    return None


def stacked_subjects(head: Token) -> bool:
    """Does ``head`` have two nominal subjects that are not coordinated? A clause has one subject
    (Quirk et al. 1985 §10.3; Huddleston & Pullum 2002 ch. 4 §3), so two are a misparse: a
    verbless definition ("The part of a message that precedes the body and contains ... the
    date and time the message was sent") read with the last relative clause's verb ("sent") as
    its main verb and the head noun ("part") as one more subject. An operator put on that verb
    lands in the relative clause, not on a clause of the sentence's own (there is none).

    Only two noun subjects with a comma hung on ``head`` between them, the mark of a list or a
    run of phrases the parser joined into one clause: a relative clause's subject read as the
    main verb's ("Both children who urge them to call Clyde were ...": "Clyde") still leaves
    the clause whole for the operator; and only when the sentence opens with the first of
    them, as a definition opens with its head noun phrase: after a fronted absolute ("With
    women seeking parity, men suing ..., the definitions have become blurred") the last
    subject is the clause's own."""
    subjects = [
        c for c in head.children if c.dep_ in NOMINAL_SUBJECT_DEPS and c.pos_ in ("NOUN", "PROPN")
    ]
    commas = [c.i for c in head.children if c.text == ","]
    start = head.sent.start
    return any(
        a.i < comma < b.i
        and a.is_alpha
        and a.left_edge.i == start  # the sentence opens with the first noun phrase
        for a in subjects
        for b in subjects
        for comma in commas
    )


def imperative_conjunct(target: Token, head: Token) -> bool:
    """Is ``target`` a bare-form verb coordinated with ``head``, a finite verb without
    auxiliaries, that has no subject of its own: an imperative conjunct ("Other languages call
    it null, but note that ...")? The base form after a tensed verb with no auxiliary to share
    is no verb-phrase conjunct under the same subject (a shared subject would give both verbs the
    same tensed form; Quirk et al. 1985 §13.46), but a clause of its own addressed to the
    reader (§11.24 on imperatives). The finite clause the negation climbs to (``head``) is then
    another conjunct than the trigger's: no negation of the trigger's clause (NOPE §3.2:
    "to the conjunct that contains the trigger"), and an imperative takes no "not" of a
    declarative (H&P ch. 10 §9). Only with a comma or dash before the coordinator, as a
    clause of another kind is set off ("..., but note that ..."): a verb-phrase conjunct the
    tagger gave the base form ("are good and keep you going") has none."""
    doc = target.doc
    cc = next((c for c in target.head.children if c.dep_ == "cc" and c.i < target.i), None)
    set_off = cc is not None and cc.i > 0 and doc[cc.i - 1].text in COMMA_OR_DASH
    return (
        set_off
        and target.dep_ == "conj"
        and target.head.i == head.i
        and target.tag_ == "VB"
        and head.tag_ in TENSED_TAGS
        and not any(c.dep_ in AUX_DEPS for c in target.children)
        and not any(c.dep_ in AUX_DEPS for c in head.children)
        and subject_of(target) is None
        and subject_of(head) is not None
    )


#: Dependencies that open a clause outside the negation of the clause above them: a later
#: conjunct or paratactic clause, an adverbial clause (Quirk et al. 1985 §10.64-10.66: the
#: scope of "not" runs from it to the end of its own clause), and the subject, which normally
#: stays outside the scope (§10.64).
_OUTSIDE_NEGATION_DEPS = frozenset({"conj", "parataxis", "advcl"}) | SUBJECT_DEPS


def _below_negation(tok: Token, head: Token) -> bool:
    """Is ``tok`` in the clause of ``head`` below a "not" added there: reached from ``head``
    without leaving through one of ``head``'s own conjuncts, paratactic or adverbial clauses
    or its subject (a conjunct further down, "not allowed to [return a value and pass it
    on]", stays inside)?"""
    node = tok
    while node.i != head.i:
        if node.head.i == head.i and node.dep_ in _OUTSIDE_NEGATION_DEPS:
            return False
        if node.head.i == node.i:
            return False  # the root reached without meeting ``head``
        node = node.head
    return True


def negated_antecedent(head: Token) -> Token | None:
    """The later definite noun ("the value") that takes up an indefinite ("a value") which a
    negation added to ``head``'s clause would put in its scope, else None.

    An indefinite inside the scope of a negation sets up no discourse referent for a later
    definite or pronoun outside it: "Bill didn't find a car. *The car is black." (Karttunen
    1976, "Discourse referents"; Heim 1982 ch. 2; Kamp & Reyle 1993 §1.4 on accessibility).
    "The subgenerator is allowed to return a value, and the value is passed on" negated in its
    first clause leaves "the value" of the second conjunct without an antecedent, so the
    premise is incoherent in any register. Only the same head noun with "the", after the
    indefinite and outside the negated clause, is taken as the anaphor, and only when the noun
    is not mentioned before the indefinite: an earlier mention is another familiar antecedent
    for the definite (Heim 1982 ch. 3), and a demonstrative ("that function's code") may point
    further back."""
    doc = head.doc
    sent = head.sent
    for tok in sent:
        if tok.pos_ not in ("NOUN", "PROPN"):
            continue
        det = next((c for c in tok.children if c.dep_ == "det"), None)
        if det is None or det.lower_ not in INDEFINITE_DETERMINERS:
            continue
        if tok.i == head.i or not _below_negation(tok, head):
            continue
        lemma = tok.lemma_.lower()
        if any(t.lemma_.lower() == lemma for t in doc[sent.start : tok.i]):
            continue  # mentioned before: the definite may take up that mention
        for later in doc[tok.i + 1 : sent.end]:
            if later.lemma_.lower() != tok.lemma_.lower() or later.pos_ != tok.pos_:
                continue
            ldet = next((c for c in later.children if c.dep_ == "det"), None)
            if ldet is None or ldet.lower_ != "the":
                continue
            if not _below_negation(later, head):
                return later
    return None


def under_other_verb(tok: Token, head: Token) -> bool:
    """Does a verb other than ``head`` stand between ``tok`` and ``head`` (``tok`` inside a
    clause of its own below ``head``)?"""
    node = tok.head
    while node.i != head.i and node.head.i != node.i:
        if node.pos_ in ("VERB", "AUX"):
            return True
        node = node.head
    return False


def supplement_on_negated_indefinite(head: Token) -> Token | None:
    """The head of a comma-set "which"/"who" relative clause whose antecedent is an indefinite
    ("a single string", "some files") or a bare plural ("words") that a negation added to
    ``head``'s clause would put in its scope, else None.

    A supplementary relative is a separate assertion outside the at-issue content and outside
    the scope of a negation in its host (Potts 2005 ch. 4; Quirk et al. 1985 §17.22), so it
    needs a referent of its own; an indefinite under negation sets up none (Karttunen 1976;
    Heim 1982 ch. 2): "The tool doesn't split the line into a list, *which is then sorted".
    Where the relative comments on the whole clause instead (a sentential relative, Quirk et
    al. 1985 §15.57: "..., which will help translators"), it says something of the positive
    event the negation now denies. Either reading leaves an incoherent premise. A definite,
    proper or pronoun antecedent ("into the database, which is backed up") keeps its referent
    and is left alone. Stop 77, ng12 (blind review s1204r)."""
    for rel in head.subtree:
        if rel.dep_ != "relcl" or rel.i <= head.i:
            continue
        noun = rel.head
        opener = rel.left_edge
        if opener.lower_ not in SUPPLEMENT_RELATIVE_PRONOUNS or opener.i == 0:
            continue
        if head.doc[opener.i - 1].text != "," or noun.i <= head.i:
            continue
        if noun.pos_ != "NOUN" or not _below_negation(noun, head):
            continue
        if under_other_verb(noun, head):
            continue  # "fell through after hitting a snag with creditors, who ...": an
            # adjunct clause ("after" presupposes its content: Heinämäki 1974) projects out
        dets = [c for c in noun.children if c.dep_ in ("det", "poss", "nummod")]
        indefinite = len(dets) == 1 and dets[0].lower_ in INDEFINITE_DETERMINERS
        bare_plural = not dets and noun.tag_ == "NNS"
        if indefinite or bare_plural:
            return rel
    return None


def semicolon_adverbial(head: Token) -> Token | None:
    """The head of a clause the parser hung on ``head`` as an adverbial clause although a
    semicolon, attached to ``head``, stands between them ("Consult the documentation; the class
    provides a queue", parsed with "Consult" as an "advcl" of "provides"), else None.

    A semicolon joins independent clauses, never a subordinate clause to its host (Quirk et
    al. 1985 App. III.18-III.19; Huddleston & Pullum 2002 ch. 20 §4): the "advcl" is a
    misparse of a second main clause. An operator put on ``head`` (a question, a modal, "if", a
    negation) then takes one of two independent clauses and leaves the other asserted, so a
    trigger in that other clause is outside its scope (stop 75, ng05; IMPPRES embeds the
    trigger's own clause)."""
    doc = head.doc
    for child in head.children:
        if child.dep_ != "advcl":
            continue
        if child.i < head.i:
            between = doc[child.right_edge.i + 1 : head.i]
        else:
            between = doc[head.i + 1 : child.left_edge.i]
        if any(t.text == ";" and t.head.i == head.i for t in between):
            return child
    return None


def as_parenthetical(doc: Doc, head: Token) -> Token | None:
    """The "as" of a sentence-initial gapped as-parenthetical before ``head``'s clause ("As in
    every release, the library received fixes", "As noted above, P", "As usual, P"), else None.

    An as-parenthetical of this kind has no subject of its own: its gap is the main clause's
    proposition, which it presents as given ("as (it happened) in every release"), and like
    other supplements it is outside the at-issue content, so it projects out of a question,
    a modal or "if" (Potts 2002, "The syntax and semantics of As-parentheticals", NLLT 20;
    Potts 2005 ch. 4). "*As in every release, did the library receive fixes?" asks what the
    opening already commits to. Only "as" followed by a preposition, a past participle or
    "usual/always/before/ever/expected" counts: "As a result, ..." is a conjunct, "As the file
    grows, ..." a subordinate clause with its own subject."""
    words = [t for t in doc if not (t.is_punct and t.text != ",")]
    if len(words) < 3 or words[0].lower_ != "as":
        return None
    nxt = words[1]
    if not (
        nxt.tag_ in ("IN", "VBN") or nxt.lower_ in ("usual", "always", "before", "ever", "expected")
    ) or nxt.lower_ in ("if", "though", "of", "to", "for"):
        return None  # "As if ...", "As though ...": manner clauses; "As of", "As to", "As for"
    comma = next((t for t in words[1:10] if t.text == ","), None)
    if comma is None or head.i < comma.i:
        return None
    if any(t.dep_ in ("nsubj", "nsubjpass", "expl", "csubj") for t in doc[1 : comma.i]):
        return None
    return words[0]


#: Head nouns of a summative appositive, a noun phrase after a comma that sums up the whole
#: clause before it as an event or fact ("..., a change that speeds up instantiation", "...,
#: a decision that surprised everyone", "..., something that ..."): nouns of change, action
#: and fact that label a clause's content (Schmid 2000, "English Abstract Nouns as Conceptual
#: Shells", ch. 9 on "change" and action nouns; Quirk et al. 1985 §17.73 note on appositives
#: with a sentence as anchor).
SUMMATIVE_NOUNS = frozenset(
    {
        "change", "move", "step", "improvement", "decision", "development", "shift",
        "innovation", "simplification", "optimization", "optimisation", "reversal",
        "departure", "addition", "feature", "fact", "something", "practice", "trend",
    }
)  # fmt: skip


def summative_appositive(head: Token) -> Token | None:
    """The head noun of a summative appositive closing ``head``'s sentence, else None: an
    indefinite noun phrase after a comma, headed by a ``SUMMATIVE_NOUNS`` noun with a relative
    clause of its own, that runs to the end of the sentence ("Python's exceptions are now
    new-style classes, a change that speeds up instantiation").

    Its anchor is the whole clause before it: it names the clause's content as an event or fact
    and says more about it. Like every supplement it is the writer's own commitment, outside
    the scope of an operator on its host (Potts 2005 ch. 4; Huddleston & Pullum 2002 ch. 15
    §5 on supplements anchored to a clause), so under a modal, a question, "if" or "not" it
    still asserts that the change took place while the host leaves it open or denies it ("*Are
    the exceptions now new-style classes, a change that speeds up instantiation?"). Stop 75,
    ng05 (blind review s1204l)."""
    doc = head.doc
    sent = head.sent
    last = max((t.i for t in sent if not t.is_punct), default=-1)
    for noun in sent:
        if noun.i <= head.i or noun.lemma_.lower() not in SUMMATIVE_NOUNS:
            continue
        if noun.dep_ not in ("appos", "npadvmod", "dep", "attr", "conj", "dobj"):
            continue
        start = noun.left_edge.i
        if start == 0 or doc[start - 1].text != "," or noun.right_edge.i < last:
            continue
        det = next((c for c in noun.children if c.dep_ == "det"), None)
        indefinite = noun.lower_ == "something" or (
            det is not None and det.lower_ in ("a", "an") and det.i == start
        )
        if indefinite and any(c.dep_ == "relcl" for c in noun.children):
            return noun
    return None


#: Conjuncts that open a clause stating what follows if the clause before does not hold: "A,
#: otherwise B" = "A; if not A, B" (Quirk et al. 1985 §8.137 and §13.32 on "otherwise" and
#: "or (else)" as conditional-negative links; Huddleston & Pullum 2002 ch. 15 §2.2).
OTHERWISE_LINKS = frozenset({"otherwise", "else"})


def otherwise_after(head: Token) -> Token | None:
    """The "otherwise"/"(or) else" that opens a clause after ``head``'s clause in the same
    sentence ("Users need to opt in, otherwise the tool can still be reached ..."), else None.

    "otherwise" is anaphoric to the clause before it and means "if that is not so" (Quirk et
    al. 1985 §8.137, §13.32): its clause is the writer's consequence of the first clause
    failing. Flipping the polarity of the first clause flips the condition the "otherwise"
    clause takes up, so the sentence then says B follows when A holds, which the writer never
    said and which usually makes no sense ("Users do not need to opt in, otherwise it can
    still be reached"). Only a link after ``head`` (its clause comes first), after a comma,
    semicolon, dash or "or", and heading or modifying a finite clause with a subject of its
    own; "or otherwise" before a non-clause ("public or otherwise") is a fixed phrase, not the
    link (``verb_complement_context.conditional_or`` handles the trigger inside the
    "otherwise" clause)."""
    doc = head.doc
    sent = head.sent
    for tok in doc[head.i + 1 : sent.end]:
        if tok.lower_ not in OTHERWISE_LINKS or tok.i < 1:
            continue
        before = doc[tok.i - 1]
        if before.text not in (",", ";", "–", "—", "-", "--") and before.lower_ != "or":
            continue
        host = tok.head
        if host.i == tok.i or host.pos_ not in ("VERB", "AUX") or host.i < tok.i:
            continue
        if host.i == head.i or head.i in (t.i for t in host.subtree if t.i > tok.i):
            continue
        if not any(c.dep_ in SUBJECT_DEPS and c.i > tok.i for c in host.children):
            continue
        if is_finite_clause(host):
            return tok
    return None


#: Comparative adverbs of extent that, with no "than" phrase, measure a step beyond what the
#: context has said ("went further", "takes it a step further"; Quirk et al. 1985 §7.83 and
#: §15.70 on comparatives with an implicit standard).
EXTENT_COMPARATIVES = frozenset({"further", "farther"})


def further_conjunct(head: Token) -> Token | None:
    """The "further" of the first conjunct when ``head`` heads a later verb-phrase conjunct
    joined by "and" to a clause that "goes/takes it (a step) further" ("The court went further
    and said that the law was void"), else None.

    The first conjunct announces a step beyond the context and the "and" conjunct spells that
    step out (an Elaboration relation: Kehler 2002 ch. 2; Quirk et al. 1985 §13.22 on "and"
    introducing a specification): its content is what the writer counts as going further.
    Negated, the conjunct names no step ("went further and did not say that ..."), so the
    announced step is missing and the sentence is incoherent in any register. Only a
    "further/farther" without a "than" complement, on the first conjunct's verb."""
    if head.dep_ != "conj" or head.head.i >= head.i:
        return None
    first = head.head
    if not any(c.dep_ == "cc" and c.lower_ == "and" and c.i < head.i for c in first.children):
        return None
    for child in first.children:
        if child.lower_ not in EXTENT_COMPARATIVES or child.i > head.i:
            continue
        if any(g.lower_ == "than" for g in child.subtree):
            continue
        return child
    return None


def gapped_passive_conjunct(head: Token) -> Token | None:
    """The first conjunct whose auxiliaries ``head`` shares by gapping, or None: "the changes
    will be saved and the window closed", where "closed" is a passive participle under the
    left-out "will be" (gapping: Ross 1970; Huddleston & Pullum 2002 ch. 15 §4.2), not the
    past tense the parser tags. The negation cannot go on such a remnant: "*... will be saved
    and the window didn't close" mixes a future passive with a past active (blind review
    s1204q), and the right form ("won't be closed") restores the gapped auxiliaries, which is
    another sentence's structure. Seen as: ``head`` is a conjunct with a subject of its own and
    no auxiliary and no object, in the participle form, of a first conjunct that is passive ("be" as
    ``auxpass``) under a modal or a present auxiliary, with which a past-tense reading of
    ``head`` would clash in tense."""
    if head.dep_ != "conj" or head.tag_ not in ("VBD", "VBN"):
        return None
    first = head.head
    if not any(c.dep_ == "nsubj" for c in head.children):
        return None
    if any(c.dep_ in ("aux", "auxpass", "dobj", "dative") for c in head.children):
        return None  # its own auxiliary, or an object: an active verb ("the guard closed it")
    auxes = [c for c in first.children if c.dep_ in ("aux", "auxpass")]
    if not any(a.dep_ == "auxpass" for a in auxes):
        return None
    if not any(a.tag_ in ("MD", "VBZ", "VBP") for a in auxes):
        return None
    return first


#: The modals of a finite purpose clause (Quirk et al. 1985 §15.48: "that"/"so that"/"in
#: order that" + may/might). Formal "should" is left out: "that ... should" is as often a
#: putative or mandative content clause (§16.32).
PURPOSE_MODALS = frozenset({"may", "might"})

#: Verbs of saying proper, which report utterances and can take a second asyndetic content
#: clause ("She said that it was late, that we might go"; Quirk et al. 1985 §16.31, §15.55);
#: "know", "believe" and the other verbs of thinking in SPEECH_VERBS take one proposition.
REPORTING_VERBS = frozenset(
    {"say", "tell", "write", "report", "announce", "declare", "reply", "answer", "add",
     "claim", "insist", "explain", "state", "warn", "promise", "swear", "cry", "shout"}
)  # fmt: skip


def attention_interjection(doc: Doc) -> list[int]:
    """Token indices of an attention interjection set off by commas (ATTENTION_INTERJECTIONS)
    and the comma that sets it off, empty when none: "Behold, the king ..." -> [0, 1]; "...
    the next day, behold, Dagon had ..." -> the word and its first comma. The verb "behold"
    with an object ("Behold the man", "we beheld his glory") has no comma after it and stays."""
    out: list[int] = []
    for tok in doc:
        if tok.lower_ not in ATTENTION_INTERJECTIONS:
            continue
        nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
        prev = doc[tok.i - 1] if tok.i > 0 else None
        if nxt is None or nxt.text not in (",", "!", ".", "?", ";", ":"):
            continue
        if nxt.text != "," and (prev is None or prev.text != ","):
            continue  # "..., behold." (a time clause moved to the end) drops the comma before
        if prev is None or (prev.is_punct and prev.is_left_punct) or prev.pos_ == "CCONJ":
            out += [tok.i, nxt.i]  # "Behold, ...", "and behold, ..."
        elif prev.text == ",":
            out += [prev.i, tok.i]  # "..., behold, ..." keeps one comma
    return out


#: Operators that stand for the predicate of an inverted "as" clause ("as did the prophets",
#: "as has every king", "as will you"): the primary verbs and the modals.
_AS_CLAUSE_OPERATORS = frozenset({"do", "be", "have"})


def inverted_as_clause(head: Token) -> Token | None:
    """A comparative clause of similarity with subject-operator inversion set off after the
    clause of ``head`` ("Abraham died, as did the prophets"; "She left early, as did her
    brother"), or None. The "as" clause, an operator and its postposed subject with the
    predicate ellipted (Quirk et al. 1985 §15.53, §18.24 note; Huddleston & Pullum 2002 ch. 13
    §4.3), is set off by a comma and adds a second assertion beside the clause: a supplement
    outside the scope of any operator on its host (Potts 2005 ch. 4), so "Abraham might have
    died, as did the prophets" and "If Abraham died, as did the prophets, it's okay" embed one
    clause and keep asserting the other (s1205t pres-006). The embedded premise leaves it out,
    as it leaves out a bare-"that" purpose clause (``that_purpose_clause``)."""
    doc = head.doc
    for clause in head.children:
        if clause.dep_ != "advcl" or clause.i < head.i:
            continue
        marks = [c for c in clause.children if c.dep_ == "mark"]
        if len(marks) != 1 or marks[0].lower_ != "as" or marks[0].i != clause.i - 1:
            continue
        if marks[0].i == 0 or doc[marks[0].i - 1].text != ",":
            continue
        if not (clause.tag_ == "MD" or clause.lemma_.lower() in _AS_CLAUSE_OPERATORS):
            continue
        subjects = [c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass")]
        if len(subjects) != 1 or subjects[0].i < clause.i:
            continue  # "as he did": no inversion, a clause of manner or reason
        words = [t for t in clause.subtree if not t.is_punct]
        if words[-1].i != subjects[0].right_edge.i:
            continue  # material after the subject: not the bare "as" + operator + subject
        return clause
    return None


def that_purpose_clause(head: Token) -> Token | None:
    """A finite purpose clause opened by bare "that" after a comma and closing the clause of
    ``head``'s verb ("He wrote these things, that you may believe"; "locked the door, that no
    thief might enter"), or None. The bare-"that" purpose clause with "may"/"might" (Quirk et
    al. 1985 §15.48, formal and archaic beside "so that") is an adjunct of the whole clause;
    under an added operator it reads as the denied or questioned purpose or as a second
    complement ("Does he know that he tells the truth, that you may believe?"; s1205s pres-007,
    -010, -033, -049, -073, -074), so an embedded premise leaves it out, as it leaves out the
    other appended material (``appended_part``). Not after a verb of saying with a content
    clause of its own: "She said that it was late, that we might go" may report a second
    utterance (Quirk et al. 1985 §15.55 on asyndetic reported clauses)."""
    doc = head.doc
    last = max((t.i for t in head.sent if not t.is_punct), default=-1)
    for clause in head.children:
        if clause.dep_ not in ("ccomp", "advcl") or clause.i < head.i:
            continue
        if clause.right_edge.i != last:
            continue
        marks = [c for c in clause.children if c.dep_ == "mark"]
        first = next(t for t in clause.subtree if not t.is_punct)
        if not marks or marks[0].lower_ != "that" or marks[0] != first:
            continue  # the parser may hang the comma before "that" on the clause
        if marks[0].i == 0 or doc[marks[0].i - 1].text != ",":
            continue
        if not any(c.dep_ == "aux" and c.lower_ in PURPOSE_MODALS for c in clause.children):
            continue
        other = [c for c in head.children if c.dep_ == "ccomp" and c.i < clause.i]
        if other and head.lemma_.lower() in REPORTING_VERBS:
            continue
        return clause
    return None


#: Verbs taking an object + to-infinitive or an NP + that-clause (object control / ECM: "persuade",
#: "convince"); the one list of the verb_complement phenomenon, read here too.
OBJECT_CONTROL_VERBS = word_set("verb_complement_object_control_verbs")


def filled_slot_degree_result_clause(verb: Token) -> bool:
    """ "Her talent was so widely recognized that she won every prize": a passive trigger whose
    subject is its theme (no expletive "it"), graded by "so" + an adverb ("so widely/often/
    much"), with the that-clause after it. The passive subject fills the verb's one internal
    argument slot, so the clause cannot be its complement: it is the result clause licensed by
    the degree word (Huddleston & Pullum 2002 ch. 11 §4.6; Quirk et al. 1985 §15.48, "so ...
    that"). "It was so widely recognized that she had won" (expletive subject: the clause is
    the extraposed complement) and "He was so convinced that P" (an NP + that-clause verb,
    ``OBJECT_CONTROL_VERBS``: the subject is the recipient) are not this (vc220). Shared by the
    verb_complement phenomenon and the presupposition extractor's clause-embedding triggers."""
    if not any(c.dep_ == "auxpass" for c in verb.children):
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubjpass"), None)
    if subject is None or subject.lower_ in ("it", "this", "that", "what", "which"):
        return False
    if verb_lemma(verb) in OBJECT_CONTROL_VERBS:
        return False
    for adverb in verb.children:
        if adverb.dep_ != "advmod" or adverb.i > verb.i or adverb.pos_ != "ADV":
            continue
        if any(k.dep_ == "advmod" and k.lower_ == "so" for k in adverb.children):
            return True
    return False
