"""Matches of a clause-embedding verb that embed nothing: conditional participles, NPI idioms
and discourse formulas (ninety-second pass, vc86; blind review s1202b).

- ``participle_conditional``: "Assuming it's my fault, it's most likely ...", "(assuming nobody
  changes the date again)". A bare "-ing" participle with no subject or auxiliary of its own
  that opens an adjunct is the conditional subordinator "assuming/supposing (that)" (= if;
  Quirk et al. 1985 §15.34, §15.46; CGEL ch. 7 §9.3): no one assumes anything, and "Not
  assuming it's my fault, ..." is no negation of it. The twenty-seventh pass dropped the "that"
  form only for unlisted verbs and only with "that"; the that-less one went through.
- ``npi_inceptive``: "I can't even begin to describe it", "Nobody can even begin to
  understand": "can even begin/start to" is a negative polarity idiom of degree (= "(not) at
  all"; Israel 2011 ch. 4 on scalar NPIs; Horn 1989 §3.3), not the aspectual "begin" of an
  onset (Freed 1979): the complement's event is not said to start or not.
- ``discourse_saying_that``: "In saying that, ...", "Having said that, ...": a discourse
  connective whose "that" is the demonstrative pronoun (= "nevertheless", Quirk et al. 1985
  §8.137 on conjuncts; Brinton 2008 on "having said that"), no complementizer.
- ``recommendation_idiom``: "an experience you won't want to miss": the negated volitional
  with "miss/skip/pass up" is a recommendation formula (= "you must not miss it"; Palmer 2001
  ch. 3 on volition used for deontic advice), not a report of a wish, and removing the negation
  gives the absurd "you will want to miss" (s1202b verb-063).

Ninety-third pass (vc87; blind reviews s1202b/c):

- ``extraposed_be_that``: "It used to be that spammers used open relays", "It seems to be
  that ...": the infinitive is the copula "be" of a clause whose subject "it" is the
  anticipatory pronoun of the extraposed that-clause (Quirk et al. 1985 §18.33; CGEL ch. 16
  §7). The proposition under the verb is the that-clause, not "it be", and the rewriter gave
  the residue "It was that spammers used ..." (s1202c verb-088), no sentence.
- ``free_relative_subject``: "and what seemed to be a medicine bag": the subject of the
  trigger is the wh-pronoun of a free relative, so the trigger's clause is a noun phrase
  (CGEL ch. 12 §6; Quirk et al. 1985 §15.8), not a clause that asserts anything; negating it
  ("what did not seem to be") or rewriting it ("and what was a medicine bag") only changes
  which object is named (s1202c verb-038/072).
- ``exceptive_over_negated_matrix``: "I didn't want to put troops there unless I was certain
  we could win": "unless" is exceptive (= "except if", Geis 1973; von Fintel 1992) and needs a
  negative or universal claim to except from; under a negated matrix that claim is the
  negation of the matrix verb ("wanted to only if P"), so the clause belongs to the matrix and
  the hypothesis "I was putting troops there unless I was certain" (s1202c verb-075) keeps
  matrix material that means nothing without the negation it was cut from. No candidate.
- ``disparaged_belief``: "You're further confused if you think the GPL gives you the right to
  ...", "If you believe that, you're mistaken": the belief is the antecedent of a conditional
  whose consequent ascribes an error to whoever holds it; the speaker can only say so of a
  false belief, so she commits to the complement's falsity (the error predicates "wrong,
  mistaken, confused" are veridicality-reversing evaluations of the holder, cf. the
  evaluative adverbs "wrongly/mistakenly" of the forty-fourth pass; Karttunen 1971 on
  "pretend"-like counterfactive frames): -/+ (s1202c verb-076).

Stop 89 (vc181; blind review s1205u):

- ``modal_purpose_that``: "Who has seen him, that he may describe him?": a comma-set
  "that"-clause with "may/might" after a filled object slot is a clause of purpose (Quirk et
  al. 1985 §15.48), no complement. Stop 90 (vc184) merged it with presupposition's twin into
  ``pipeline.syntax.finite_purpose_clause``.
- ``hanging_free_relative``: "He commanded that whoever should transgress ..., a beam shall be
  taken out of his own house": a left-dislocated free relative resumed by a pronoun, an
  anacoluthon the hypothesis cannot stand on (Quirk et al. 1985 §18.39).
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ..lexicon.closed_class import PERMISSION_VERBS_WITH_ENABLE, STATE_VERBS
from ..lexicon.tables import word_set
from ..lexicon.wordnet import first_sense_lexname, lexnames
from ..rewrite._result import capitalise
from ..syntax import verb_lemma

#: Participles that double as conditional subordinators and are verbs of the lexicon:
#: "assuming/supposing (that)" and "provided/providing (that)" (= "if, and only if"; Quirk et
#: al. 1985 §14.12 on participle subordinators, §15.34 on conditional clauses; CGEL ch. 7
#: §9.3). The hundred-second pass (vc96; blind review s1202l) added "provided/providing":
#: "It opens locks, provided you have the skill" read as the verb "provide that" (RP19 o/o)
#: with the conditional's antecedent as its complement.
CONDITIONAL_PARTICIPLES = frozenset({"assuming", "supposing", "providing", "provided"})
#: The tags of each form: "provided" is tagged as a past participle or a past tense.
_CONDITIONAL_TAGS = {"provided": ("VBN", "VBD")}
#: Dependents that give a participle a clause of its own ("I'm assuming", "we are supposing").
_OWN_CLAUSE = frozenset({"nsubj", "nsubjpass", "aux", "auxpass", "csubj", "expl"})
#: Focusing adverbs that may precede the subordinator ("even assuming", "only supposing").
_FOCUS = frozenset({"even", "only", "just"})


def participle_conditional(doc: Doc, verb: Token) -> bool:
    """Is ``verb`` a subjectless "assuming/supposing/providing/provided" that opens an
    adjunct (sentence start, after a comma, dash, colon or opening bracket, after at most a
    focusing adverb)? With no subject and no auxiliary of its own, "provided" cannot be the
    finite or passive verb "provide": the passive has an auxiliary ("it is provided that")."""
    if verb.lower_ not in CONDITIONAL_PARTICIPLES:
        return False
    if verb.tag_ not in _CONDITIONAL_TAGS.get(verb.lower_, ("VBG",)):
        return False
    if any(c.dep_ in _OWN_CLAUSE for c in verb.children):
        return False
    if verb.lower_ in ("provided", "providing") and verb.dep_ not in ("conj", "relcl", "acl"):
        # "You may stay provided you pay": the subordinator needs no comma; a subjectless
        # finite "provide" is only a verb-phrase conjunct ("built it and provided that ...")
        return True
    i = verb.i
    while i > verb.sent.start and doc[i - 1].lower_ in _FOCUS:
        i -= 1
    return i == verb.sent.start or doc[i - 1].text in {",", "(", "[", "-", "--", ":", ";"}


def npi_inceptive(doc: Doc, verb: Token) -> bool:
    """ "can/could (not) even begin/start to": "even" right before the inceptive verb under a
    modal of ability."""
    if verb_lemma(verb) not in ("begin", "start") or verb.i == 0:
        return False
    if doc[verb.i - 1].lower_ != "even":
        return False
    return any(t.lower_ in ("can", "could", "ca") for t in doc[max(0, verb.i - 4) : verb.i])


def discourse_saying_that(doc: Doc, verb: Token, complementizer: Token | None) -> bool:
    """ "In saying that," / "Having said that,": "that" right after the verb and before a
    comma, the verb led by "in" or the perfect participle "having"."""
    if verb_lemma(verb) != "say" or complementizer is None or complementizer.i != verb.i + 1:
        return False
    if complementizer.lower_ != "that" or complementizer.i + 1 >= len(doc):
        return False
    if doc[complementizer.i + 1].text not in {",", "-", "--", ";"}:
        return False
    if verb.lower_ == "saying" and verb.i > 0 and doc[verb.i - 1].lower_ == "in":
        return True
    return verb.lower_ == "said" and verb.i > 0 and doc[verb.i - 1].lower_ == "having"


#: "-ever" words that open a free relative (Quirk et al. 1985 §15.8).
_EVER_WORDS = frozenset({"whoever", "whomever", "whosoever", "whatever", "whichever"})
#: Third-person pronouns that can resume a left-dislocated free relative ("whoever ..., his"),
#: by the relative word's person/non-person gender (Quirk et al. 1985 §6.8, §15.8).
_PLURAL_RESUMPTIVES = frozenset({"they", "them", "their", "themselves"})
_RESUMPTIVES = {
    "whoever": _PLURAL_RESUMPTIVES | {"he", "him", "his", "himself", "she", "her", "herself"},
    "whatever": _PLURAL_RESUMPTIVES | {"it", "its", "itself"},
}
_RESUMPTIVES |= {
    "whomever": _RESUMPTIVES["whoever"],
    "whosoever": _RESUMPTIVES["whoever"],
    "whichever": _RESUMPTIVES["whoever"] | _RESUMPTIVES["whatever"],
}


def hanging_free_relative(clause: Token) -> bool:
    """Does the that-clause headed by ``clause`` open with a free relative whose "-ever" word is
    its subject, set off by a comma before a main clause with another subject that resumes it by
    a pronoun ("commanded that whoever should transgress ..., a beam shall be taken out of his
    own house")? That is an anacoluthon: a hanging topic (left dislocation, Quirk et al. 1985
    §18.39; Ross 1967 on its resumptive pronoun) that is no argument or adjunct of the clause
    after it, so the hypothesis "Whoever should transgress ..., a beam shall be taken out of his
    own house." dangles (blind review s1205u verb-070). A universal concessive clause with no
    resumption ("that whatever happened, she would stay"; Quirk et al. 1985 §15.42) is an
    adjunct and is left alone, as is a free relative that is the clause's subject."""
    first = clause.left_edge
    words = [t for t in clause.subtree if not t.is_punct and t.dep_ != "mark"]
    if not words or words[0].lower_ not in _EVER_WORDS:
        return False
    ever = words[0]
    topic = ever.head
    if ever.dep_ not in ("nsubj", "nsubjpass") or topic.i == clause.i or first.i > ever.i:
        return False
    if topic.dep_ not in ("advcl", "dep", "intj") or topic.head.i != clause.i:
        return False
    comma = topic.right_edge.i + 1
    doc = clause.doc
    if comma >= clause.i or doc[comma].text != ",":
        return False
    subject = next((c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    if subject is None or subject.i < comma:
        return False
    resumptives = _RESUMPTIVES[ever.lower_]
    return any(t.lower_ in resumptives for t in doc[comma : clause.right_edge.i + 1])


#: Complements of the recommendation formula "won't want to V".
_MISSABLE = frozenset({"miss", "skip"})


def recommendation_idiom(doc: Doc, verb: Token, head: Token) -> bool:
    """ "won't want to miss (it)", "won't want to pass up": negated future "want" over
    "miss/skip/pass up"."""
    if verb_lemma(verb) != "want":
        return False
    # "wouldn't want to miss out" is the eighty-first pass's flagged "flipped-advice:want"
    modal = any(c.dep_ == "aux" and c.lower_ in ("will", "wo") for c in verb.children)
    negated = any(c.dep_ == "neg" for c in verb.children)
    if not (modal and negated):
        return False
    lemma = verb_lemma(head)
    if lemma in _MISSABLE:
        return True
    return lemma == "pass" and any(c.dep_ == "prt" and c.lower_ == "up" for c in head.children)


#: Forms of "be" after the infinitive marker of an extraposition.
_BE = frozenset({"be"})


def extraposed_be_that(doc: Doc, verb: Token, head: Token) -> bool:
    """ "It used to be that P", "It seems to be that P": the complement's head is "be" with
    "it" as the subject of the trigger or of "be", and "that" (or a clause) right after it."""
    if head.lower_ not in _BE or head.i + 1 >= len(doc):
        return False
    subjects = [c for t in (verb, head) for c in t.children if c.dep_ in ("nsubj", "expl")]
    if not any(s.lower_ == "it" for s in subjects):
        return False
    return doc[head.i + 1].lower_ == "that"


#: Wh-pronouns that open a free relative ("what", "whatever", "whoever").
_FREE_RELATIVE = frozenset({"what", "whatever", "whoever", "whichever"})


def free_relative_subject(verb: Token) -> bool:
    """Is the trigger's subject the wh-pronoun of a free relative that the clause belongs to
    ("and what seemed to be a medicine bag"), the clause not a question of its own?"""
    subj = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None or subj.lower_ not in _FREE_RELATIVE:
        return False
    # "What seems to be the problem?": a main-clause question keeps its candidate
    return verb.dep_ not in ("ROOT",) or verb.sent[-1].text != "?"


def exceptive_over_negated_matrix(verb: Token, head: Token) -> bool:
    """Is the trigger negated and an "unless" clause hung on its complement's verb after it?"""
    if not any(c.dep_ == "neg" for c in verb.children):
        return False
    return any(
        c.dep_ == "advcl" and c.i > head.i and any(m.lower_ == "unless" for m in c.children)
        for c in (*head.children, *verb.children)
    )


#: Predicates that ascribe an error of belief to their subject ("you're wrong/confused").
ERROR_PREDICATES = frozenset(
    {"wrong", "mistaken", "confused", "deluded", "delusional", "misinformed", "misguided"}
    | {"kidding", "dreaming", "fooling", "deluding"}
)
#: Verbs of belief whose holder the consequent can disparage.
_BELIEF_VERBS = frozenset({"think", "believe", "assume", "imagine", "suppose", "expect"})


def disparaged_belief(verb: Token) -> bool:
    """Is ``verb`` a verb of belief heading an "if" clause of a consequent that ascribes an
    error to its holder ("you're (further) confused/wrong", "you're kidding yourself")?"""
    if verb_lemma(verb) not in _BELIEF_VERBS or verb.dep_ != "advcl":
        return False
    if not any(m.dep_ == "mark" and m.lower_ == "if" for m in verb.children):
        return False
    if any(c.dep_ == "neg" for c in verb.children):
        return False
    consequent = verb.head
    if consequent.lower_ in ERROR_PREDICATES:
        return True
    return consequent.lemma_ == "be" and any(
        c.dep_ in ("acomp", "attr") and c.lower_ in ERROR_PREDICATES for c in consequent.children
    )


# Ninety-fourth pass (vc88; blind review s1202d, The Debian Administrator's Handbook):


def action_nominal_purpose(verb: Token, head: Token) -> bool:
    """ "allows usage of parts of its infrastructure to distribute packages": the noun before
    the infinitive is an action nominal with its "of" argument ("usage/use of X", WordNet
    noun.act in some sense), and the infinitive has an object of its own. An event nominal names an action,
    not a participant, so it cannot be the agent of a transitive action verb (Grimshaw 1990 ch.
    3 on complex event nominals): the infinitive is the purpose of the action the noun names
    ("the use of X (in order) to distribute Y"; Quirk et al. 1985 §17.32 on infinitival
    postmodifiers of purpose), not the complement of "allow", and "Usage of X distributes Y"
    is no statement (s1202d verb-048). "allow the installation to proceed" (no object) stays.
    """
    if verb_lemma(verb) not in PERMISSION_VERBS_WITH_ENABLE:
        return False
    if not any(c.dep_ == "dobj" for c in head.children):
        return False
    noun = next((c for c in head.children if c.dep_ == "nsubj"), None)
    if noun is None:
        noun = next((c for c in verb.children if c.dep_ == "dobj" and c.i < head.i), None)
    if noun is None or noun.pos_ != "NOUN" or noun.i < verb.i:
        return False
    if not any(c.dep_ == "prep" and c.lower_ == "of" for c in noun.children):
        return False
    return "noun.act" in lexnames(noun.lemma_.lower(), "NOUN")


#: Pronouns that refer to a proposition or situation, never to an agent that could intend.
_PROPOSITIONAL_PRONOUNS = frozenset({"this", "that", "which"})


def equative_mean_to(verb: Token) -> bool:
    """ "This means to take into account the interests of the users": "mean to V" is "intend
    to V" only with an agent subject (Quirk et al. 1985 §16.38; CGEL ch. 14 §5.2); a
    demonstrative or relative pronoun that takes up the preceding clause names a situation,
    and "This means V-ing" is the equative "mean" (= amount to, involve), whose learner form
    "means to V" (s1202d verb-025) embeds no intention: "This takes into account ..." makes
    the situation an agent. Only pronoun subjects: a noun subject ("A bigger contribution
    means to support candidate Y") is annotated by RP19 and stays."""
    if verb_lemma(verb) != "mean" or verb.tag_ not in ("VBZ", "VBP", "VBD"):
        return False
    if any(c.dep_ in ("auxpass", "nsubjpass") for c in verb.children):
        return False
    subj = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    return subj is not None and subj.lower_ in _PROPOSITIONAL_PRONOUNS and subj.pos_ != "NOUN"


def relative_verb_read_as_complement(head: Token, complementizer: Token | None) -> bool:
    """ "used to indicate the directory to which the environment variable, HOME, points": the
    verb after a that-less object noun is the verb of the noun's own relative clause ("to
    which X points"), which the parser took as the head of a content clause and left the
    relative clause headed by a noun. A relative clause is a finite clause with its own verb
    (CGEL ch. 12 §3; Quirk et al. 1985 §17.9), so a noun-headed relative on the "subject"
    shows that the object is a noun phrase ("indicate the directory") and there is no
    that-clause: the hypothesis was the noun phrase alone (s1202d verb-058, cand-36)."""
    if complementizer is not None or not head.tag_.startswith("VB"):
        return False
    subj = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None or subj.pos_ not in ("NOUN", "PROPN"):
        return False
    return any(c.dep_ == "relcl" and c.tag_.startswith("NN") for c in subj.children)


# Ninety-fifth pass (vc89; blind reviews s1202e Freeciv help text, s1202d):

#: Subject dependents; a finite verb without one of them is no clause of its own.
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})


#: Verbs of needing whose NP object names what is needed (intensional transitives).
_NEED_VERBS = frozenset({"need", "require"})
#: Determiners of a nonspecific indefinite noun phrase.
_INDEFINITE = frozenset({"a", "an", "some", "another", "more", "any"})


def needed_thing_purpose(verb: Token, head: Token) -> bool:
    """ "will need an escort to be effective", "requires a license to operate": after "need/
    require" a nonspecific indefinite noun phrase is the object, the thing needed ("need" is
    an intensional transitive, Zimmermann 1993; Moltmann 1997), and the infinitive after it is
    a purpose adjunct whose subject is the matrix subject ("(in order) to be effective", Quirk
    et al. 1985 §15.48) or an infinitival relative on the noun ("a license to operate", §17.30).
    The parser made the noun the subject of the infinitive, and "An escort will be effective"
    (s1202e verb-058) is not what "they need". A definite or pronoun object ("need you to
    sign", "need the server to restart") is the object-control complement (§16.52) and stays."""
    if verb_lemma(verb) not in _NEED_VERBS:
        return False
    noun = next((c for c in head.children if c.dep_ == "nsubj" and c.i > verb.i), None)
    if noun is None:
        noun = next((c for c in verb.children if c.dep_ == "dobj" and c.i < head.i), None)
    if noun is None or noun.pos_ != "NOUN":
        return False
    det = next((c for c in noun.children if c.dep_ == "det"), None)
    if (
        noun.lower_ in AMOUNT_NOUNS
        and (det is None or det.lower_ in _INDEFINITE)
        and any(c.dep_ == "prep" and c.lower_ == "of" for c in noun.children)
    ):
        # "requires large quantities of smoke to operate properly": an amount of stuff is
        # the thing needed, not the infinitive's agent (AMOUNT_NOUNS; stop 69, vc111)
        return True
    if det is None and any(c.dep_ == "nummod" for c in noun.children):
        # "you need four ramscoops to achieve double the rate": a cardinal indefinite is as
        # nonspecific as "a/an" (Zimmermann 1993 on the intensional object of "need"; ninety-
        # eighth pass, s1202h verb-cand-25)
        return True
    if det is None and not any(c.dep_ == "poss" for c in noun.children):
        # "they require strength of body and sight to wield": a bare noun is as nonspecific as
        # an indefinite (Carlson 1977), and an infinitive of a transitive verb with no object
        # of its own is a hollow clause whose gap is the noun (CGEL ch. 14 §6 on hollow
        # purpose/degree clauses): the noun is no subject of it (ninety-ninth pass, s1202j
        # verb-034: "Strength of body and sight wields")
        return _hollow_infinitive(head)
    return det is not None and det.lower_ in _INDEFINITE


#: stop 77, vc141 (s1204q verb-050, 059): "A Reload is required to view the changes", "GnuCash
#: needs the prices to figure out the value". With "need/require" the infinitive is either a
#: complement controlled by the noun phrase before it ("The form requires the total to be
#: positive") or a purpose adjunct whose understood subject is someone else, the user or the
#: subject of "need" ("X is required [in order] to V"; Huddleston & Pullum 2002 ch. 14 §6 on
#: purpose adjuncts; Quirk et al. 1985 §15.48). When the noun phrase cannot be V's subject only
#: the purpose reading is left: a verb of perception or cognition ("view", "see", "figure out")
#: needs a sentient subject (Dowty 1991, proto-agent "sentience or perception"; WordNet's
#: verb.perception and verb.cognition files), and an attribute, possession, quantity or time
#: ("the prices", "a fee") or a bare act named by a verb with no noun sense ("a Reload": a
#: zero-derived action nominal, Quirk et al. 1985 App. I.33) perceives nothing. Software nouns
#: ("the program", "the module", "the parser") are left alone: manuals let programs read, check
#: and find things.

#: WordNet verb files whose subject must be sentient (Dowty 1991 proto-agent properties).
SENTIENT_VERB_LEXNAMES = frozenset({"verb.perception", "verb.cognition"})

#: WordNet noun files of things that perceive and think nothing, even in a manual's metaphor.
NON_PERCEIVER_LEXNAMES = frozenset(
    {"noun.attribute", "noun.possession", "noun.quantity", "noun.time"}
)


def _controller(verb: Token, complement: Token) -> Token | None:
    """The noun phrase that would be the infinitive's subject under a complement reading: the
    object of an active "need/require" ("needs the prices to"; the parser may make it the
    infinitive's subject), the subject of a passive one ("A Reload is required to")."""
    subject = next((ch for ch in complement.children if ch.dep_ == "nsubj" and verb.i < ch.i), None)
    if subject is not None:
        return subject
    passive = any(ch.dep_ == "auxpass" for ch in verb.children)
    dep = "nsubjpass" if passive else "dobj"
    return next((ch for ch in verb.children if ch.dep_ == dep), None)


def _no_perceiver(noun: Token) -> bool:
    """Is ``noun`` an attribute, possession, quantity or time, or a bare act named by a verb
    with no noun sense ("a Reload")?"""
    if noun.pos_ not in ("NOUN", "PROPN"):
        return False
    lemma = noun.lemma_.lower()
    first = first_sense_lexname(lemma, "NOUN")
    if first is None:
        # "A Reload", "a restart": a verb with no noun sense, used with an article (a button
        # or menu name): the act, not an actor
        return (
            any(ch.dep_ == "det" for ch in noun.children)
            and first_sense_lexname(lemma, "VERB") is not None
        )
    return first in NON_PERCEIVER_LEXNAMES


def purpose_of_requirement(verb: Token, complement: Token) -> bool:
    """Is the to-infinitive ``complement`` of "need/require" a purpose adjunct, its controller
    no possible subject of a verb of perception or cognition (see the comment above)?"""
    if verb_lemma(verb) not in _NEED_VERBS:
        return False
    if first_sense_lexname(complement.lemma_.lower(), "VERB") not in SENTIENT_VERB_LEXNAMES:
        return False
    controller = _controller(verb, complement)
    return controller is not None and controller.i < complement.i and _no_perceiver(controller)


#: Dependents that fill the object slot of an infinitive (or make it no transitive use).
_OBJECT_FILLERS = frozenset({"dobj", "ccomp", "xcomp", "prt", "attr", "acomp", "oprd", "dative"})


def _hollow_infinitive(head: Token) -> bool:
    """Is the infinitive ``head`` a transitive verb (most of its SemCor uses take an object)
    with no object, particle or clause of its own ("to wield", "to lift")?"""
    from ..lexicon.verb_frames import transitive_share

    if any(c.dep_ in _OBJECT_FILLERS for c in head.children):
        return False
    share = transitive_share(head.lemma_.lower())
    return share is not None and share >= 0.9


#: Verbs whose passive participle with a to-infinitive is always the participle of a purpose
#: construction ("a device used to convert X" = used in order to convert X): "use to" has only
#: the habitual active "used to" (Quirk et al. 1985 §3.48), which has no passive.
_PURPOSE_PARTICIPLE_VERBS = frozenset({"use"})


def _passive_participle(verb: Token) -> bool:
    """Is ``verb`` a passive participle: with a passive auxiliary or subject, a reduced
    relative on a noun ("a kit, used to ..."), a participle with no perfect "have" ("get this
    area covered"), or the conjunct of one; a verb set off from its subject by a lone comma
    ("A collection of pipes, mounted on ...") is a reduced relative of a noun fragment."""
    if any(c.dep_ in ("auxpass", "nsubjpass") for c in verb.children):
        return True
    if verb.tag_ == "VBG":
        return False  # "He poached whales hoping to get revenge": an active participle
    if verb.dep_ == "acl":
        # "The building used to house a school.": a noun ROOT with the verb right after it is
        # the parser's misreading of a finite clause, not a reduced relative
        return verb.head.dep_ != "ROOT" or verb.doc[verb.i - 1].text == ","
    if verb.tag_ == "VBN" and not any(
        c.dep_ == "aux" and c.lemma_.lower() == "have" for c in verb.children
    ):
        if verb.dep_ == "conj":
            return _passive_participle(verb.head)
        if any(c.dep_ == "nsubj" for c in verb.children):
            # "The strong warriors used to throw spears": a "VBN" with an active subject of its
            # own and no auxiliary heads a finite clause (the tagger's VBN for the past tense,
            # here the habitual "used to", Quirk et al. 1985 §3.48), unless it is the
            # participle of a verb's small clause ("get [this area covered]": CGEL ch. 14
            # §5.5 on the passive past-participial complement of "get/have")
            return verb.dep_ in ("ccomp", "xcomp", "oprd")
        return True
    if verb.dep_ == "conj" and verb.head.pos_ in ("VERB", "AUX"):
        if _passive_participle(verb.head):
            return True
        subject = next((c for c in verb.head.children if c.dep_ == "nsubj"), None)
        if subject is None or any(c.dep_ in ("appos", "relcl", "acl") for c in subject.children):
            return False
        before = verb.doc[verb.head.i - 1]
        return before.text == "," and subject.i < before.i and verb.head.tag_ in ("VBD", "VBN")
    return False


def passive_purpose_participle(verb: Token) -> bool:
    """ "a conversion kit, used to convert X", "get this area covered to protect the workers":
    the passive participle of a verb with no infinitival complement of its own (no WordNet
    infinitival frame, or "use", whose only infinitive is the active habitual "used to") has a
    to-infinitive that is a purpose adjunct (Quirk et al. 1985 §15.48: "used (in order) to
    convert"), not a complement: "The kit converted X" and "Let's get this area protected the
    workers" (s1202j verb-084, cand-01, cand-29) are no hypotheses. The passive of a verb that
    does take one ("was asked/allowed/forced to V") is left to its own rows."""
    from ..lexicon.verb_frames import takes_infinitive
    from .verb_complement import signature_lexicon

    lemma = verb_lemma(verb)
    # "They are often observed to lead the herd": WordNet has no infinitive frame for
    # "observe", but a verb of the signature list is a complement-taking verb whose passive
    # has its own rows (the raising passive "observed to" = observed that they lead; Postal
    # 1974), so the frame test is only for verbs with no row there
    if lemma not in _PURPOSE_PARTICIPLE_VERBS and (
        takes_infinitive(lemma) or _has_signature_row(lemma, signature_lexicon())
    ):
        return False
    # a purpose clause needs a controllable event: a stative "to be"/"to have" after a passive
    # is the raising/ECM complement ("is often considered to be the tick"; Jones 1991 on
    # purpose clauses; Postal 1974)
    if any(c.dep_ in ("xcomp", "advcl") and c.lemma_ in ("be", "have") for c in verb.children):
        return False
    return _passive_participle(verb)


def _has_signature_row(lemma: str, lexicon: dict[tuple[str, str], tuple[str, str]]) -> bool:
    """Has ``lemma`` a row of any complement type in the verb signature list?"""
    return (lemma, "to") in lexicon or (lemma, "that") in lexicon


#: Relative pronouns that can be the subject of a relative clause.
_RELATIVE_WORDS = frozenset({"that", "who", "which"})


def relative_verb_without_subject(verb: Token) -> bool:
    """ "Each player you have an embassy with that knows a technology reduces its cost": a
    finite verb right after a relative pronoun, with no subject of its own, is the verb of a
    subject relative clause ("that knows a technology"; CGEL ch. 12 §3; Quirk et al. 1985
    §17.12). The parser took the pronoun for a demonstrative object and the next finite verb
    ("reduces", the verb of the main clause) for a that-less complement, so the "complement"
    was the relative clause's object plus the main predicate ("A technology reduces ...",
    s1202e verb-018). Whatever follows, a verb in a restrictive relative is no assertion of
    the speaker's that the pair could negate, so there is no candidate."""
    if verb.tag_ not in ("VBZ", "VBP", "VBD") or verb.i == 0:
        return False
    if any(c.dep_ in _SUBJECT_DEPS for c in verb.children):
        return False
    before = verb.doc[verb.i - 1]
    return before.lower_ in _RELATIVE_WORDS and before.dep_ not in ("mark", "nsubj")


def clause_substitute_not(verb: Token) -> bool:
    """ "In this case, probably not, since no files seem to have been modified": "not" set off
    by commas before the verb's own subordinator is the clause substitute of a reply
    ("probably not" = "probably it is not so"; Quirk et al. 1985 §12.29; CGEL ch. 17 §7.7),
    a clause of its own. The parser hangs it on the next verb as its negation, so the trigger
    reads as negated where it is not: the "negation removed" premise and the hypothesis lose
    the reply's "not" ("In this case, probably, since ...", s1202d verb-039), and the
    labels are computed for the wrong polarity. No candidate: the match's polarity is wrong."""
    mark = next((c for c in verb.children if c.dep_ == "mark"), None)
    if mark is None:
        return False
    return any(
        c.dep_ == "neg" and c.i < mark.i and verb.doc[c.i + 1].is_punct for c in verb.children
    )


#: Third-person object pronouns that become the hypothesis's subject when they control a
#: to-infinitive ("causes it to grow" -> "It grows"), with the noun tags that can be their
#: antecedent (number agreement, Quirk et al. 1985 §6.11; CGEL ch. 17 §2.3).
#: Only "it": a personal "him/her/them" in narrative and dialogue ("They have forced him to go"
#: -> "He has gone") names a participant the reader tracks, and some 25 judged pairs of the
#: earlier passes keep it; the impersonal "it" of help text ("causes it to grow") is the judged
#: class (s1202e verb-026/032).
_ANAPHORIC_CONTROLLERS = {"it": ("NN", "NNP")}

#: Verbs whose "it" is the non-referential prop "it" of weather ("expect it to rain"): no
#: antecedent is needed, and "It rains heavily tomorrow." is interpretable (wordlist header).
WEATHER_VERBS = word_set("verb_complement_weather_verbs")
#: Nouns of amount ("quantities of smoke"): wordlists/verb_complement_amount_nouns.txt.
AMOUNT_NOUNS = word_set("verb_complement_amount_nouns")


def _weather_infinitive(verb: Token, controller: Token) -> bool:
    """Is the infinitive ``controller`` controls, or a verb it takes as its own complement
    ("wanted it to stop raining"), a weather verb?"""
    head = controller.head if controller.head.i != verb.i else None
    if head is None:
        head = next(
            (c for c in verb.children if c.dep_ in ("xcomp", "ccomp") and c.i > controller.i),
            None,
        )
    while head is not None:
        if head.lemma_.lower() in WEATHER_VERBS or head.lower_ in ("raining", "snowing"):
            return True
        head = next((c for c in head.children if c.dep_ == "xcomp"), None)
    return False


def unanchored_pronoun_controller(doc: Doc, verb: Token, controller: Token | None) -> str | None:
    """The object pronoun controlling the infinitive ("Each granary causes it to grow faster")
    when no noun before it in the sentence can be its antecedent, else None.

    The controller becomes the subject of the hypothesis ("It grows faster."), which then names
    nothing: its referent was set up in earlier text (Halliday & Hasan 1976 ch. 2 on
    anaphoric reference). The clause-mate subject of the matrix verb cannot be that antecedent,
    as a non-reflexive object pronoun is disjoint from it (Chomsky 1981's Principle B: "Each
    granary causes it" is not the granary), so only a noun outside the subject's head counts:
    another clause's noun ("When the city is large, the granary causes it to grow") or one
    inside the subject phrase ("The size of the city causes it to grow"). With such a noun the
    pair stays (the premise shows the referent); without one it is refused (s1202e
    verb-026/032). First and second person are deictic and always interpretable, and so is the
    prop "it" of a weather verb ("We expect it to rain tomorrow"; rt2 finding 5)."""
    if controller is None or controller.tag_ != "PRP":
        return None
    tags = _ANAPHORIC_CONTROLLERS.get(controller.lower_)
    if tags is None or _weather_infinitive(verb, controller):
        return None
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    for tok in doc[: controller.i]:
        if tok.tag_ in tags and (subject is None or tok.i != subject.i):
            return None
    return controller.lower_


def relative_controller_antecedent(
    doc: Doc, verb: Token, controller: Token | None, hypothesis: str
) -> str:
    """``hypothesis`` with its subject "It", the object pronoun controlling the infinitive of a
    trigger in a non-restrictive relative clause ("GIMP now uses the library, which allows it
    to read TIFF files" -> "GIMP reads TIFF files"), replaced by the host clause's subject;
    else ``hypothesis`` unchanged.

    The relative pronoun is the trigger's subject and stands for the head noun ("the
    library"), and a non-reflexive object pronoun is disjoint from its clause-mate subject
    (Chomsky 1981, Principle B), so "it" is not the head noun; the subject of the host clause
    is the preferred antecedent of a pronoun in the next clause (Grosz, Joshi & Weinstein
    1995 on the subject as the preferred centre). The hypothesis drops the sentence around
    the pronoun, so it names the antecedent in full, its first mention (Ariel 1990; s1204t
    verb-014: "unresolved pronoun; should be 'GIMP uses ...'"). Only a singular subject with
    no clause, comma or indefinite article of its own, a name or a noun with "the" or a
    possessive (as ``subject_antecedent`` asks of a that-clause's "it")."""
    if controller is None or controller.lower_ != "it" or not hypothesis.startswith("It "):
        return hypothesis
    if verb.dep_ != "relcl" or doc[verb.head.i + 1].text != ",":
        return hypothesis
    relative = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if relative is None or relative.lower_ not in ("which", "that"):
        return hypothesis
    host = verb.head.head
    subject = next((c for c in host.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.i > verb.head.i or subject.tag_ not in ("NN", "NNP"):
        return hypothesis
    span = doc[subject.left_edge.i : subject.right_edge.i + 1]
    if any(t.text in (",", ";", "(", '"') or t.pos_ in ("VERB", "AUX") for t in span):
        return hypothesis
    if subject.tag_ == "NN" and not any(c.dep_ in ("det", "poss") for c in subject.children):
        return hypothesis
    if span[0].lower_ in ("a", "an", "every", "each", "no", "any"):
        return hypothesis  # a quantified antecedent binds the pronoun (Reinhart 1983)
    if subject.ent_type_ == "PERSON" or first_sense_lexname(subject.lemma_.lower(), "NOUN") == (
        "noun.person"
    ):
        return hypothesis  # "it" does not refer to a person
    return capitalise(span.text) + hypothesis[2:]


# Stop 90 (vc184; blind reviews s1205w, ab89b): infinitives of purpose, a relative clause's
# "complement" that is its antecedent's predicate, a result clause of the trigger's own "so".

#: Adverbs that may stand between a verb's last object and the comma before an infinitive of
#: purpose ("asked them their names also, to inform you").
_ADVERB_TAGS = frozenset({"RB", "RBR", "RBS"})


def comma_purpose_infinitive(verb: Token, head: Token) -> bool:
    """ "We asked them their names also, to inform you that ...": a to-infinitive set off by a
    comma after the verb's object, with nothing but adverbs of the verb between the object and
    the comma, is an adjunct of purpose (Quirk et al. 1985 §15.48, §8.27; Huddleston & Pullum
    2002 ch. 8 §14.3), no complement: an object-control or ECM infinitive follows its object
    with no comma ("asked them to inform you"; Quirk et al. 1985 §16.63-16.66), and a comma
    there closes the verb phrase (blind review s1205w verb-051). An interpolated adjunct set off
    by two commas ("forced him, at gunpoint, to sign") leaves the infinitive the complement."""
    to = next((k for k in head.children if k.dep_ == "aux" and k.tag_ == "TO"), None)
    if to is None or to.i == 0 or head.head.i != verb.i or head.i < verb.i:
        return False
    doc = verb.doc
    if doc[to.i - 1].text != ",":
        return False
    objects = [k for k in verb.children if k.dep_ in ("dobj", "dative") and k.i < to.i]
    if not objects:
        return False
    last = max(k.right_edge.i for k in objects)
    between = doc[last + 1 : to.i - 1]
    return all(t.tag_ in _ADVERB_TAGS and t.head.i == verb.i for t in between)


#: Verbs of revealing whose passive with a non-stative infinitive is a purpose frame ("he was
#: revealed to take away our sins", "was manifested to destroy the works of the devil"): they
#: take an infinitive only as the ECM "reveal X to be Y" (Quirk et al. 1985 §16.60, the
#: "believe" type, whose infinitive is stative: "be", "have"), Levin 1993 §48.1.2 (verbs of
#: appearance, "reveal", "manifest").
_REVEAL_VERBS = frozenset({"reveal", "manifest"})


def revealed_purpose_infinitive(verb: Token, head: Token) -> bool:
    """ "You know that he was revealed to take away our sins": the passive of "reveal/manifest"
    with a dynamic infinitive is "he appeared (in order) to take away our sins", an infinitive
    of purpose (Quirk et al. 1985 §15.48), not the ECM complement "was revealed to be the
    thief" (``_REVEAL_VERBS``): nothing is revealed of "he took away our sins", and the
    hypothesis turned the aim into a past event (blind review s1205w verb-017/071)."""
    if verb_lemma(verb) not in _REVEAL_VERBS or head.head.i != verb.i:
        return False
    if not any(k.dep_ == "auxpass" for k in verb.children):
        return False
    if not any(k.dep_ == "aux" and k.tag_ == "TO" for k in head.children):
        return False
    return verb_lemma(head) not in STATE_VERBS  # the ECM frame takes "revealed to be"


def antecedent_predicate_read_as_complement(verb: Token, head: Token, has_that: bool) -> bool:
    """ "This is how the man who fears Yahweh is blessed": the parser read the object of the
    relative clause's verb and the matrix predicate after it ("Yahweh is blessed") as a
    that-less content clause of the relative verb, and left the antecedent ("the man") with
    no function (``dep``). A noun phrase with a restrictive relative clause is an argument of
    the clause it stands in (CGEL ch. 12 §3; Quirk et al. 1985 §17.9): an antecedent the parse
    gives no role shows that the "complement" holds its predicate ("the man ... is blessed"),
    and the verb's real complement is the noun phrase object ("fears Yahweh"; blind review
    s1205w verb-060). A that-clause ("the man who fears that he is watched") is left alone, as
    is a relative on an antecedent with a role of its own."""
    if has_that or verb.dep_ != "relcl" or head.head.i != verb.i:
        return False
    return verb.head.dep_ == "dep"


#: Degree words of a result clause (Quirk et al. 1985 §15.41-15.42, "so ... that").
_RESULT_DEGREE = frozenset({"so"})


def own_degree_result_clause(verb: Token, head: Token) -> bool:
    """ "My mind was so troubled that it fainted", "He was so worried that he could not sleep":
    the trigger adjective's own "so" takes the that-clause as its result clause (Quirk et al.
    1985 §15.41-15.42; Huddleston & Pullum 2002 ch. 11 §4.6), no content clause of the
    adjective; the result is asserted, so "It fainted" is entailed, not left open (blind
    review s1205w verb-074). ``verb_complement_scope.result_clause`` finds the degree word
    after a verb ("seemed so overwhelming that"); this is the one on the trigger itself. The
    caller keeps listed adjectives of emotion ("so glad that you came"), whose clause is
    their content with "so" an intensifier."""
    if head.head.i != verb.i or verb.pos_ not in ("ADJ", "VERB") or verb.dep_ != "acomp":
        return False
    return any(
        k.dep_ == "advmod" and k.lower_ in _RESULT_DEGREE and k.i == verb.i - 1
        for k in verb.children
    )
