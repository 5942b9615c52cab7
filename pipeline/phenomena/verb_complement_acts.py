"""verb_complement: speech-act readings of a trigger and its frame (seventy-seventh pass, vc71).

Readings in which a clause-embedding verb does no reporting, or in which its frame changes what
the complement's truth follows from:

- ``marked_suppositional_root``: "All right, say you leave tomorrow": the suppositional
  imperative "say/suppose" (a conditional subordinator in imperative form, as
  ``SUPPOSITIONAL_IMPERATIVES`` at the sentence start) after a leading discourse marker, which
  stands outside the clause and does not change its type (Schiffrin 1987, "Discourse
  Markers"). No candidate.
- ``performative_suggestion``: "I say we leave now", "I say you call him": first-person present
  "say" over a bare clause with "we/you" and a plain verb is a proposal (an indirect
  directive, Searle 1975 "Indirect speech acts"; Austin 1962 on explicit performatives), not a
  report with a veridicality signature. No candidate.
- ``hearsay_passive``: "It is understood that the committee will meet": the impersonal passive
  of "understand" over a plan or prospect reports hearsay ("it is reported that"), and
  "understand" is factive only in its "learn" sense with a personal subject (Karttunen 1971,
  "Some observations on factivity"; issue #12). Signature o/o. A present or past fact ("It is
  understood that the enzyme has no effect": established knowledge) keeps +/o.
- ``desire_to_know``: "She wanted to know what it was" -> "She knew what it was": wanting p
  presupposes that the subject does not already take p to hold (Heim 1992, "Presupposition
  projection and the semantics of attitude verbs", on "want"), so wanting to know a question's
  answer says the subject does not know it then: contradiction; the denial ("She did not want
  to know") says nothing either way. Signature -/o.
- ``under_inferential_mean``: "it does mean you have to relax", "I mean I have to make it
  convincing": a catenative trigger in the clause of "mean" (the consequence drawn from the
  subject, or the speaker's reformulation marker "I mean", Schiffrin 1987 ch. 9). The in-place
  hypothesis keeps "mean" ("it does mean you relax": an inference the premise never draws) and
  the added "not" lands under "mean", changing what is inferred instead of denying the trigger
  (a subordinate clause: the blind review's "have to" pairs). No candidate.
- ``evaluative_sequel``: "Even worse, the problems will not continue to fester": a comparative
  evaluative adverb ("even worse", "better still", "what's worse") adds the asserted proposition
  to a series of bad (good) things and presupposes that it is one (Ernst 2002 §2.2 on
  evaluatives as factive; Quirk et al. 1985 ch. 8 on comment disjuncts); flipping the
  polarity of its clause turns the bad news into good, so the flipped premise clashes with the
  adverb. Plain "unfortunately/sadly" evaluate the proposition as it stands and stay.
- ``hearer_advice``: "You don't want to scare her away with too much attention", "You want to
  get the details first": a present "want" with the hearer "you" as subject in a main
  declarative clause is a conventional indirect directive, advice for or against doing V
  (Searle 1975 on directives made by stating the hearer's wants; Quirk et al. 1985 §11.24 on
  indirect directives), not a report of the hearer's desire the speaker could know. Flipping
  its polarity turns the warning into advice to do what the sentence's own frame calls bad
  ("You want to scare her away with too much attention", "You want to force it, you will look
  like a duck!") or the reverse (Horn 1989 ch. 3: the negative is used where the positive was
  at issue), so ¬S / the negation-removed premise is flagged ``flipped-advice:want`` (eighty-
  first pass, vc75). A past or third-person "want" is a report and stays.
"""

from __future__ import annotations

import re

from spacy.tokens import Token

from ..syntax import is_question, verb_lemma

#: Words a sentence may open with before a suppositional "say/suppose" without changing its
#: clause type: interjections and initial discourse markers (Schiffrin 1987).
LEADING_MARKERS = frozenset(
    {
        "all",
        "right",
        "alright",
        "ok",
        "okay",
        "so",
        "now",
        "well",
        "then",
        "and",
        "but",
        "oh",
        "look",
        "listen",
        "yeah",
        "hey",
        "fine",
    }
)

#: "say" and "suppose" only: "imagine/assume" after a marker ("So imagine ...") are read the
#: same way by SUPPOSITIONAL_IMPERATIVES at the sentence start, but "Well, imagine that!"
#: keeps its own exclamative use.
_MARKED_SUPPOSITIONALS = frozenset({"say", "suppose"})


def marked_suppositional_root(verb: Token) -> bool:
    """Is ``verb`` a subjectless "say/suppose" root with a clause, after nothing but discourse
    markers and punctuation ("All right, say you leave tomorrow", "OK, so suppose he wins")?"""
    if verb.lower_ not in _MARKED_SUPPOSITIONALS or verb.dep_ != "ROOT":
        return False
    if verb.tag_ not in ("VB", "VBP") or verb.i == verb.sent.start:
        return False
    if any(c.dep_ in ("nsubj", "aux", "neg", "expl") for c in verb.children):
        return False
    if not any(c.dep_ == "ccomp" for c in verb.children):
        return False
    before = verb.doc[verb.sent.start : verb.i]
    return all(t.is_punct or t.lower_ in LEADING_MARKERS for t in before)


#: Subjects of the proposed action in "I say we/you V" (the speaker's group or the addressee).
_PROPOSAL_SUBJECTS = frozenset({"we", "you"})


def performative_suggestion(verb: Token) -> bool:
    """Is ``verb`` "I say" (present, no auxiliary) over a bare clause "we/you V" whose verb is a
    plain present with no auxiliary and is no "be/have" (a proposal: "I say we leave now";
    "I say we are right" asserts, and keeps its pair)?"""
    if verb.lower_ != "say" or verb.tag_ != "VBP":
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ != "i":
        return False
    if any(c.dep_ in ("aux", "neg") for c in verb.children):
        return False
    clause = next((c for c in verb.children if c.dep_ == "ccomp" and c.i > verb.i), None)
    if clause is None or clause.tag_ not in ("VB", "VBP") or clause.lemma_ in ("be", "have"):
        return False
    if any(c.dep_ == "mark" for c in clause.children):  # "I say that we leave": a report
        return False
    if any(c.dep_ in ("aux", "neg") for c in clause.children):
        return False
    own = next((c for c in clause.children if c.dep_ == "nsubj"), None)
    return own is not None and own.lower_ in _PROPOSAL_SUBJECTS


#: Verbs whose impersonal passive is a hearsay frame ("It is understood that P").
HEARSAY_PASSIVES = frozenset({"understand"})


def hearsay_passive(verb: Token, complement: Token | None) -> bool:
    """Is ``verb`` "understand" in an impersonal passive ("It is/was understood that P") whose
    complement is a plan or prospect under a modal ("will/would/may/is to/is going to")?

    A future or modal complement is what the journalistic "it is understood" reports ("the
    committee will make recommendations": we have been told so): a plan is no fact a factive
    could presuppose (Kiparsky & Kiparsky 1970 on factive complements as facts). With a
    present or past fact ("It is understood that the enzyme has no effect") the impersonal
    passive is the "established knowledge" sense, which RP19's annotators read as factive."""
    if verb.lemma_.lower() not in HEARSAY_PASSIVES or complement is None:
        return False
    prospective = (
        any(
            c.dep_ == "aux" and (c.tag_ == "MD" or c.lower_ == "going") for c in complement.children
        )
        or complement.lower_ == "going"
    )
    if not prospective and not (
        complement.lemma_ == "be"
        and any(c.dep_ == "xcomp" and c.i > complement.i for c in complement.children)
        and complement.nbor(1).lower_ in ("to", "going")
    ):
        return False
    if not any(c.dep_ == "auxpass" for c in verb.children):
        return False
    return any(c.dep_ in ("nsubjpass", "expl") and c.lower_ == "it" for c in verb.children)


#: Verbs of desire whose complement "to know" + question the wanting presupposes unknown.
DESIRE_VERBS = frozenset({"want", "wish", "like"})

_QUESTION_WORDS = frozenset(
    {"what", "who", "whom", "whose", "which", "why", "where", "when", "how", "whether", "if"}
)


def desire_to_know(verb: Token, complement: Token | None) -> bool:
    """Is ``verb`` a past "wanted/wished/liked" with the complement "to know" + an
    interrogative clause or wh-word ("wanted to know what it was", "wished to know whether
    ...")?"""
    if verb.lemma_.lower() not in DESIRE_VERBS or complement is None:
        return False
    if verb.tag_ != "VBD":
        # "He would like to know how X" -> "He will know how X": a present or modal desire
        # has a future hypothesis, which the present ignorance does not contradict; the past
        # "wanted to know" -> "knew" speaks of the same time
        return False
    if complement.lemma_.lower() != "know":
        return False
    for child in complement.children:
        if child.dep_ not in ("ccomp", "dobj", "xcomp") or child.i < complement.i:
            continue
        first = child.doc[child.left_edge.i]
        if first.lower_ in _QUESTION_WORDS or child.lower_ in _QUESTION_WORDS:
            return True
    return False


def under_inferential_mean(verb: Token) -> bool:
    """Is ``verb`` (a to-complement trigger) the head of the finite clause complement of a
    verb "mean" ("That doesn't mean that it has to V", "I mean I have to V")?"""
    return verb.dep_ == "ccomp" and verb.head.lemma_.lower() == "mean" and verb.head.i < verb.i


#: Comparative evaluative comment adjuncts that add their clause to a series of bad or good
#: things (Quirk et al. 1985 ch. 8 on disjuncts; Ernst 2002 §2.2).
_EVALUATIVE_SEQUEL = re.compile(
    r"^\W*(?:(?:and|but|so)\s+)?(?:"
    r"(?:even|far|much)\s+(?:worse|better)"
    r"|(?:worse|better)\s+(?:still|yet)"
    r"|what(?:'s|\u2019s|\s+is|\s+was)\s+(?:even\s+)?(?:worse|better)"
    r"|to\s+make\s+(?:matters|things)\s+(?:even\s+)?(?:worse|better)"
    r"|(?:worst|best)\s+of\s+all"
    r")\b",
    re.IGNORECASE,
)


def evaluative_sequel(verb: Token) -> str | None:
    """The comparative evaluative adjunct that opens the trigger's clause when the trigger is
    the sentence's main verb ("Even worse, the problems will continue to fester"), or None."""
    if verb.dep_ != "ROOT":
        return None
    text = verb.doc[verb.sent.start : verb.i].text
    match = _EVALUATIVE_SEQUEL.match(text)
    return " ".join(match.group(0).lower().split()).strip(" ,") if match else None


#: Auxiliaries of a present or hypothetical "want" of advice ("you don't / wouldn't / 'll want
#: to"); "did" makes it a report of a past desire.
_ADVICE_AUXILIARIES = frozenset({"do", "does", "would", "'d", "will", "'ll", "may", "might"})


def hearer_advice(verb: Token) -> bool:
    """Is ``verb`` the "want" of a main-clause declarative with the hearer "you" as subject, in
    the present or under "would/will/may" ("You (don't) want to V", "You wouldn't want to V")?
    Questions ("Do you want to come?") and subordinate clauses ("if you don't want to go")
    are left to the checks that already read them."""
    if verb_lemma(verb) != "want" or is_question(verb.sent):
        return False
    head = verb
    while head.dep_ == "conj" and head.head.i < head.i:
        head = head.head
    if head.dep_ != "ROOT":
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None and head is not verb:
        subject = next((c for c in head.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ != "you":
        return False
    auxes = [a for a in verb.children if a.dep_ == "aux" and a.i < verb.i]
    if verb.tag_ == "VBP":
        return not auxes
    return verb.tag_ == "VB" and bool(auxes) and all(a.lower_ in _ADVICE_AUXILIARIES for a in auxes)


def discourse_you_see(verb: Token) -> bool:
    """Is ``verb`` the comment-clause "you see" opening the sentence over a zero-"that" clause
    ("You see it is only the grown men who go", "Well, you see he had no money")?

    Sentence-initial second-person present "you see" with no object and no auxiliary, followed
    directly by a clause with its own subject and no "that", is the discourse marker that
    presents what follows as an explanation the hearer is to take in (Schiffrin 1987,
    "Discourse Markers", ch. 9 on "y'know" and its kin; Quirk et al. 1985 §15.54 on comment
    clauses, which may also stand initially; Brinton 2008, "The Comment Clause in English", on
    "you see"), not a report that the hearer perceives or realises P: the clause is the
    speaker's assertion, and "You do not see it is ..." denies nothing of it. No candidate.
    "You see that the door is open" (with "that") and a past "You saw he left" report and stay
    (issue #12, s9701 pattern 5)."""
    if verb.lower_ != "see" or verb.tag_ != "VBP" or verb.dep_ != "ROOT":
        return False
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ != "you" or subject.i != verb.i - 1:
        return False
    if any(c.dep_ in ("aux", "neg", "dobj", "advmod", "prep") for c in verb.children):
        return False
    before = verb.doc[verb.sent.start : subject.i]
    if not all(t.is_punct or t.lower_ in LEADING_MARKERS for t in before):
        return False
    clause = next((c for c in verb.children if c.dep_ == "ccomp" and c.i > verb.i), None)
    if clause is None or any(c.dep_ == "mark" for c in clause.children):
        return False
    if is_question(verb.sent):
        return False
    # the clause starts right after "see", with its subject
    return clause.left_edge.i == verb.i + 1 and any(
        c.dep_ in ("nsubj", "nsubjpass", "expl") for c in clause.children
    )


def directive_mind(verb: Token) -> bool:
    """Is ``verb`` the imperative "mind (that) P" ("Mind you lock the door", "But mind that
    they are fed")?

    Imperative "mind" with a content clause is "make sure that P", a directive (Huddleston &
    Pullum 2002 ch. 10 §4 on imperatives; OED s.v. "mind" v. 6, "take care that"; Searle 1976
    on directives): it orders P brought about and asserts nothing of P, so neither P nor its
    denial follows from it, and "Do not mind you come" is no denial. No candidate. A declarative
    "mind" of objection ("I do not mind that you came late") has a subject and stays."""
    if verb.lower_ != "mind" or verb.tag_ != "VB" or verb.dep_ != "ROOT":
        return False
    if any(c.dep_ in ("nsubj", "nsubjpass", "aux", "expl") for c in verb.children):
        return False
    if is_question(verb.sent):
        return False
    return any(c.dep_ == "ccomp" and c.i > verb.i for c in verb.children)
