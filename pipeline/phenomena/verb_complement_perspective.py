"""verb_complement: whose words and whose referents the hypothesis keeps (seventy-eighth pass,
vc72).

A complement stated on its own is read from the writer's point of view and without the matrix
clause. Four things in it only make sense from the frame it was lifted out of:

- ``independent_possessive``: "I think I lost mine" -> "I lost mine": "mine/yours/hers/ours/
  theirs" is a possessive with nominal ellipsis (Quirk et al. 1985 §6.29-6.30; Halliday &
  Hasan 1976 ch. 3-4 on substitution and nominal ellipsis): its head noun is recovered from a
  preceding noun phrase ("your eyelash curler"), which the hypothesis no longer has. Not when
  the complement has its own possessed noun before it ("my keys ... hers"), in the
  post-genitive "a friend of mine", or predicative ("The house is ours": no ellipsis).
- ``quoted_addressee``: "The Queen said: ... let it remind you that the Queen of the Woods is
  your friend" -> "The Queen of the Woods is your friend": in direct speech the deictic
  persons are the quoted speaker's (Banfield 1982; Coulmas 1986 on the perspective shift of
  direct speech), so "you/your" names the quoted addressee (Felicia), not the hypothesis's
  reader. The same holds for a "you" in a report to a named addressee ("The Queen reminded Ann
  that your duty comes first": "your" is Ann's, a mixed, semi-direct report).
- ``verbatim_quotation``: "He noted that "The question is open."": a that-clause in quotation
  marks gives the source's own words (mixed quotation, Cappelen & Lepore 2007); its negation
  "He did not note that "The question is open."" denies having uttered words the sentence
  quotes verbatim, which no writer says. The negated premise only.
- ``medium_adjunct``: "In a recent recommendation, the Commission had proposed to phase out X"
  -> in place "In a recent recommendation, the Commission had phased out X": an "in" phrase
  naming the document or speech event in which the trigger's act was performed locates that
  act (a communicative medium, Quirk et al. 1985 §9.44 on "in" of a text or utterance), not
  the complement's event.
- ``generic_you_evidence``: "Making eye contact shows that you're open" -> "You're open": a
  gerund subject of a verb of evidence with generic "you" in the complement is a generic
  conditional ("whenever you make eye contact, that shows you are open"; Kitagawa & Lehrer
  1990 on impersonal "you"; Krifka et al. 1995 on characterizing sentences): the premise does
  not assert that anybody makes eye contact, so it does not entail the complement. The
  positive column becomes o.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ..syntax import INDEPENDENT_POSSESSIVES, SPEAKER_PRONOUNS

# Independent possessive pronouns (syntax.INDEPENDENT_POSSESSIVES, Quirk et al. 1985 §6.29):
# "his" and "its" are left out, the tagger gives the determiner and the independent form the
# same tag.


def independent_possessive(doc: Doc, complement: range) -> str | None:
    """The first independent possessive in ``complement`` whose elided head is outside it, or
    None."""
    for i in complement:
        tok = doc[i]
        if tok.lower_ not in INDEPENDENT_POSSESSIVES or tok.tag_ not in ("PRP", "NN", "NNS"):
            continue
        if any(c.dep_ in ("det", "amod", "compound", "poss") for c in tok.children):
            continue  # "the rich mine of materials": the noun "mine", no pronoun
        if i > 0 and doc[i - 1].lower_ == "of":
            continue  # "a friend of mine": the post-genitive names the possessor only
        if tok.dep_ in ("attr", "acomp") and tok.head.lemma_ == "be":
            continue  # "The house is ours": predicative, no ellipsis
        if any(
            doc[j].pos_ in ("NOUN", "PROPN") and any(c.dep_ == "poss" for c in doc[j].children)
            for j in complement
            if j < i
        ):
            continue  # "I lost my keys and she lost hers": the head is in the complement
        return tok.lower_
    return None


#: Second-person forms whose referent is the addressee (Quirk et al. 1985 §6.13).
SECOND_PERSON = frozenset({"you", "your", "yours", "yourself", "yourselves", "ya"})
#: Opening and closing marks of direct speech.
_QUOTES = ('"', "\u201c", "\u201d")
#: Verbs that introduce direct speech after a colon (Quirk et al. 1985 §14.29).
SPEECH_VERBS = frozenset(
    {"say", "tell", "ask", "reply", "answer", "cry", "exclaim", "shout", "whisper", "add"}
)
#: Reporting verbs whose nominal object is the addressee of the report.
_ADDRESSEE_VERBS = frozenset({"tell", "remind", "assure", "warn", "inform", "promise", "teach"})


def _in_quoted_speech(doc: Doc, verb: Token) -> bool:
    """Is ``verb`` inside direct speech that a narrator frames in the same sentence: after an
    unclosed quotation mark with words before it, or after "said:"?"""
    sent = verb.sent
    opened = None
    for tok in doc[sent.start : verb.i]:
        if tok.text in _QUOTES:
            opened = None if opened is not None else tok.i
    if opened is not None and any(t.is_alpha for t in doc[sent.start : opened]):
        return True
    return any(
        tok.text == ":" and tok.i > sent.start and doc[tok.i - 1].lemma_ in SPEECH_VERBS
        for tok in doc[sent.start : verb.i]
    )


def _third_person_addressee(verb: Token, complement: range) -> bool:
    """Has ``verb`` ("remind/tell/warn ...") a noun or name as its addressee object, in a
    report with a subject and no second person outside the complement? In "Tell your crush
    that you like them" or "Checking your phone tells the world that you are absent" the
    reader is addressed in the matrix too, and "you" in the complement is the reader."""
    if verb.lemma_ not in _ADDRESSEE_VERBS:
        return False
    if not any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children):
        return False  # an imperative: "you" is the hearer it is addressed to
    sent = verb.sent
    if any(t.lower_ in SECOND_PERSON for t in sent if t.i not in complement):
        return False
    return any(c.dep_ in ("dobj", "dative") and c.pos_ in ("NOUN", "PROPN") for c in verb.children)


def quoted_addressee(doc: Doc, verb: Token, complement: range) -> str | None:
    """The second-person word of ``complement`` whose referent is a quoted or reported
    addressee, not the reader, else None."""
    you = next((doc[i].lower_ for i in complement if doc[i].lower_ in SECOND_PERSON), None)
    if you is None:
        return None
    if _in_quoted_speech(doc, verb) or _third_person_addressee(verb, complement):
        return you
    return None


def verbatim_quotation(doc: Doc, complement: range) -> bool:
    """Does the that-complement open with a quotation that holds a verb (the source's own
    clause)? A quoted word ("that "skills" are the only attack") is a scare quote, the
    writer's own clause (Cappelen & Lepore 2007 on scare quotes vs. mixed quotation)."""
    first = next((i for i in complement), None)
    if first is None:
        return False
    if doc[first].text not in _QUOTES:
        if first == 0 or doc[first - 1].text not in _QUOTES:
            return False
        first -= 1
    quoted = []
    for tok in doc[first + 1 : doc[first].sent.end]:
        if tok.text in _QUOTES:
            break
        quoted.append(tok)
    return any(t.pos_ in ("VERB", "AUX") for t in quoted)


#: Nouns of documents and speech events in which an act of saying or proposing is performed
#: (Quirk et al. 1985 §9.44; Fellbaum 1998, noun.communication).
MEDIUM_NOUNS = frozenset(
    {
        "recommendation",
        "report",
        "letter",
        "statement",
        "speech",
        "interview",
        "address",
        "resolution",
        "memo",
        "memorandum",
        "article",
        "essay",
        "paper",
        "book",
        "note",
        "communication",
        "declaration",
        "communique",
        "message",
        "email",
        "post",
        "tweet",
        "column",
        "editorial",
        "proposal",
        "testimony",
        "press",
        "conference",
        "briefing",
        "op-ed",
    }
)


def medium_adjunct(verb: Token) -> str | None:
    """The noun of an "in" phrase on ``verb`` naming the text or speech event of its act ("in
    a recent recommendation", "in an interview"), else None."""
    for prep in verb.children:
        if prep.dep_ != "prep" or prep.lower_ not in ("in", "during"):
            continue
        obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if obj is not None and obj.lemma_.lower() in MEDIUM_NOUNS:
            return obj.lemma_.lower()
    return None


#: Verbs of evidence whose subject is the sign and whose complement what it signals.
EVIDENCE_VERBS = frozenset(
    {"show", "prove", "demonstrate", "indicate", "signal", "reveal", "suggest", "mean"}
)


def generic_you_evidence(verb: Token, complement: range) -> bool:
    """Is ``verb`` a verb of evidence with a gerund (clausal) subject over a complement whose
    subject is "you" ("Making eye contact shows that you're open")?"""
    if verb.lemma_ not in EVIDENCE_VERBS:
        return False
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "csubj")), None)
    if subject is None or not (subject.dep_ == "csubj" or subject.tag_ == "VBG"):
        return False
    doc = verb.doc
    return any(doc[i].lower_ == "you" and doc[i].dep_ in ("nsubj", "nsubjpass") for i in complement)


#: Emotive predicate adjectives whose that-clause is the content of an emotion: the emotive
#: factives (Kiparsky & Kiparsky 1970: "glad, sorry, proud, lucky that") and the fear
#: predicates ("afraid, worried that"; Quirk et al. 1985 §16.69). Epistemic adjectives ("sure,
#: certain, aware, convinced") are left out: their complement is asserted like a verb of
#: thinking's.
EMOTIVE_ADJECTIVES = frozenset(
    {
        "pleased",
        "glad",
        "happy",
        "delighted",
        "lucky",
        "fortunate",
        "grateful",
        "thankful",
        "relieved",
        "proud",
        "sorry",
        "sad",
        "upset",
        "disappointed",
        "ashamed",
        "surprised",
        "shocked",
        "afraid",
        "worried",
        "scared",
        "frightened",
        "fearful",
    }
)


def under_emotive_adjective(verb: Token) -> str | None:
    """The emotive adjective ("pleased", "lucky", "afraid") whose that-clause holds ``verb``
    (through its coordinated and catenative heads), else None.

    "We were pleased that the Secretary-General decided to continue" -> ¬S "... pleased that
    the Secretary-General did not decide to continue": the negation lands in the content of the
    emotion, which an emotive factive presupposes (Kiparsky & Kiparsky 1970) and a fear
    predicate does not assert, so ¬S is no denial of the sentence's claim; the emotion now
    reacts to the opposite fact, at odds with the rest of the text ("and we are grateful")."""
    cur = verb
    while cur.dep_ in ("conj", "xcomp") and cur.head.i != cur.i:
        cur = cur.head
    if cur.dep_ != "ccomp" or cur.head.pos_ != "ADJ":
        return None
    word = cur.head.lower_
    return word if word in EMOTIVE_ADJECTIVES else None


#: Verbs of conjecture that make a first-person present comment clause over the clause they
#: take ("I guess she chose to stay", "I suppose they managed to leave"): Quirk et al. 1985
#: §15.54 (comment clauses that hedge the host's truth); Palmer 2001 §2.2 on speculative
#: epistemic judgments. "I think / I believe" are left out: used as a parenthetical they are
#: the ordinary way of asserting one's own view (Urmson 1952; Kärkkäinen 2003 on "I think" as a
#: stance marker), and the RP19 annotators take an implicative under them as entailed.
HEDGING_VERBS = frozenset({"guess", "suppose", "reckon", "imagine", "assume", "figure", "suspect"})


def hedging_comment_clause(verb: Token) -> str | None:
    """The hedge verb when ``verb`` (an implicative trigger) heads the clause of a first-person
    present "I guess / I think / I suppose", else None. The speaker commits only to a guess
    that the trigger's clause holds, so what the implicative entails ("She chose to focus on X"
    -> "She focused on X") is a guess too: a hypothesis that drops the hedge is not entailed
    (blind review: "I guess she chose to focus on the British stage instead"). The caller sets
    the positive column to o; a factive's presupposition is left as the modal rule leaves it."""
    if verb.dep_ != "ccomp":
        return None
    hedge = verb.head
    if hedge.lemma_.lower() not in HEDGING_VERBS or hedge.tag_ != "VBP":
        return None
    if any(c.dep_ in ("aux", "neg", "auxpass") for c in hedge.children):
        return None
    subject = next((c for c in hedge.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.lower_ not in SPEAKER_PRONOUNS:
        return None
    return hedge.lemma_.lower()
