"""Matches of a verb with an infinitive that embed no proposition of the verb's subject:
directive "say to", idioms of "get/have to" and a quotative frame (ninety-eighth pass, vc92;
blind reviews s1202g/h).

- ``directive_say_to``: "The label says to use one tablet", "Alondo and JJ said to tell you
  they're glad": "say to V" with no object is a directive whose understood subject is the
  addressee of the reported order, not the sayer (Quirk et al. 1985 §16.32 on mandative
  reports; Jackendoff & Culicover 2003 "The semantic basis of control" on implicit-addressee
  control), and a directive asserts nothing about V (White & Rawlins, "The role of
  veridicality and factivity in clause selection": directive uses are neither veridical nor
  anti-veridical). Where the in-place hypothesis "X V-ed" cannot even be read (an inanimate
  sayer: "The label uses one tablet"; a relay to the hearer: "said to tell you", where the
  teller is the speaker) there is no pair to make. An animate sayer with no relay ("He said to
  look on the piece of paper" -> "He looked on the piece of paper", RP19's o/o rows) keeps its
  neutral pairs: the hypothesis is a proposition the premise leaves open.
- ``get_to_work_idiom``: "begged for my old job back, and got to work": bare "get to work" is
  the inchoative idiom "set to work, begin working" (OED s.v. "get" v., "get to work"; Quirk et
  al. 1985 §16.39 on inchoative "get"), not implicative "get to V" (= have the chance to V).
- ``guessing_hedge``: "If I had to guess, I'd say ...": a conditional "if I had to
  guess/say/bet" is a speaker's hedge on the main clause (Fraser 2010 "Pragmatic competence:
  the case of hedging"), not a report of an obligation, and "I guessed" is no hypothesis.
- ``quotative_frame``: '"Go home," he said to leave the room', '"We are excited," said an
  astronomer ...': a verb of saying whose object is the quotation before it is the quotative
  frame of direct speech (Quirk et al. 1985 §14.29; CGEL ch. 17 §10); whatever follows it is an
  adjunct, not its complement.
"""

from __future__ import annotations

from lemminflect import getAllLemmas
from spacy.tokens import Token

from ..lexicon.wordnet import first_sense_lexname
from ..syntax import verb_lemma

#: WordNet lexicographer files of a possible agent (a person, group or animal; a place names
#: its people: "the village said to wait"; noun.Tops holds "person", "creature", "being").
_AGENT_LEXNAMES = frozenset(
    {"noun.person", "noun.group", "noun.animal", "noun.location", "noun.Tops"}
)
#: Second-person forms: the hearer of the sentence itself.
_HEARER = frozenset({"you", "ya", "ye"})
#: Quotation marks (straight and typographic, as the tokenizer splits them).
_QUOTES = frozenset({'"', "''", "``", "\u201d", "\u201c", "'", "\u2019"})
#: Verbs that a speaker hedges with "if I had to V".
_HEDGE_VERBS = frozenset({"guess", "say", "bet", "wager", "pick", "choose", "venture", "estimate"})
#: Verbs that frame direct speech.
_QUOTATIVES = frozenset(
    {"say", "tell", "add", "reply", "answer", "ask", "shout", "whisper", "call", "cry", "mutter"}
)


def _subject(verb: Token) -> Token | None:
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None and verb.dep_ == "conj":
        return _subject(verb.head)
    return subject


def _inanimate(subject: Token) -> bool:
    """A common noun whose first WordNet sense is no person, group, animal or place.

    Also a capitalised sentence-initial "proper noun" that names no entity ("Website says to
    call ..."): in the determiner-less telegraphic style of notes, headlines and tweets
    (Quirk et al. 1985 §11.44 on block language) the first word of a sentence is capitalised
    whatever it is, and the tagger reads a bare capitalised common noun there as NNP (stop 93,
    vc192; s9301 verb-017, -042). Its lower-case form is looked up as the common noun."""
    if subject.ent_type_:
        return False
    if subject.pos_ == "PROPN":
        if subject.i != subject.sent.start or subject.tag_ != "NNP" or not subject.is_title:
            return False
    elif subject.pos_ != "NOUN":
        return False
    lexname = first_sense_lexname(subject.lemma_.lower(), "NOUN")
    return lexname is not None and lexname not in _AGENT_LEXNAMES


def directive_say_to(verb: Token, head: Token) -> bool:
    """Is ``verb`` "say" with a bare infinitive complement ``head`` (no object of its own) whose
    in-place hypothesis has no reading: an inanimate sayer, a negative directive ("said never
    to mind", ``_negative_directive``), or an infinitive addressed to the hearer ("said to tell
    you", "say to give you")?"""
    if verb_lemma(verb) != "say":
        return False
    if any(c.dep_ in ("dobj", "dative", "iobj", "auxpass", "nsubjpass") for c in verb.children):
        # an object of its own, or the passive of raising ("The house is said to be haunted")
        return False
    subject = _subject(verb)
    if subject is not None and _inanimate(subject):
        return True
    if _negative_directive(head):
        return True
    return any(c.dep_ in ("dobj", "dative", "iobj") and c.lower_ in _HEARER for c in head.children)


#: Negators of an infinitive ("not to V", "never to V"; Quirk et al. 1985 §10.54 on the
#: negated non-finite clause).
_INFINITIVE_NEGATORS = frozenset({"not", "never", "n't"})


def _negative_directive(head: Token) -> bool:
    """Does the bare infinitive ``head`` of "say" hold its own negator before "to" ("said never
    to mind", "says not to wait")? A negative directive is a prohibition: its content is the
    addressee's refraining (Searle 1976 on directives, whose propositional content is a future
    act of the hearer; Quirk et al. 1985 §16.32 on reported commands), not a report of an
    event or its absence. The in-place hypothesis "They never minded" puts the sayer in the
    addressee's place and reads as a report of the sayer's own non-acting ("never" as zero
    frequency over the subject's whole history, Quirk et al. §8.63), which the premise does
    not speak of; and the negated premise "did not say never to V" is a double negation no one
    writes (already flagged). Neither pair is usable, so none is made (stop 99, vc215). The
    positive "He said to wait" keeps its o/o pairs (RP19 rows; see the module docstring)."""
    to = next((c for c in head.children if c.dep_ == "aux" and c.lower_ == "to"), None)
    if to is None:
        return False
    return any(
        c.dep_ == "neg" or (c.lower_ in _INFINITIVE_NEGATORS and c.dep_ == "advmod")
        for c in head.children
        if c.i < to.i and c.lower_ in _INFINITIVE_NEGATORS
    )


def misread_first_infinitive(verb: Token, head: Token) -> bool:
    """Is there, between ``verb`` and its infinitive ``head``, a "to"-phrase that is really
    the first infinitive, misread by the tagger as a preposition before a noun phrase ("told
    players to fake injuries to slow down the game": "fake" tagged JJ, "to fake injuries" a
    PP, "to slow" made the complement)?

    A catenative verb takes one infinitival complement (Quirk et al. 1985 §16.38; CGEL ch. 14
    §4, on control); a second infinitive after it is a purpose adjunct (Quirk et al. §15.48),
    so the infinitive the parser found is no complement and its controller reading ("players
    slowed down the game") is no part of what was told (stop 93, vc192; s9301 verb-024).
    The word after "to" must be a modifier (amod/compound) of the PP's noun, tagged JJ or NN,
    with a verb reading in the lemminflect lexicon (as ``complement._to_infinitive`` asks),
    and the noun no pronoun: "said to me to wait", "told
    stories to children to ..." keep their infinitive."""
    for prep in verb.children:
        if prep.dep_ != "prep" or prep.lower_ != "to" or not verb.i < prep.i < head.i:
            continue
        nxt = prep.nbor(1) if prep.i + 1 < len(prep.doc) else None
        if nxt is None or nxt.dep_ not in ("amod", "compound") or nxt.tag_ not in ("JJ", "NN"):
            continue
        noun = nxt.head
        if noun.head.i != prep.i or noun.dep_ != "pobj" or noun.pos_ not in ("NOUN", "PROPN"):
            continue
        if getAllLemmas(nxt.lower_, upos="VERB"):
            return True
    return False


def get_to_work_idiom(verb: Token, head: Token) -> bool:
    """Is ``verb`` "get" over a bare "work" with no dependent but punctuation, a coordinator,
    an "on" phrase or a gerund naming the task ("and got to work.", "got to work on the
    engine", "will get to work conducting the research": the inceptive idiom "start working
    (at)", OED s.v. "work" n. P2 "to get to work"; the -ing clause is its task, like the "on"
    phrase; stop 82, vc160, s1205h verb-044, -056)? "get to work with / from" (the
    opportunity) keeps the implicative."""
    if verb_lemma(verb) != "get" or head.lemma_.lower() != "work":
        return False
    for c in head.children:
        if c.is_punct or c.dep_ in ("cc", "conj", "aux"):
            continue
        if c.dep_ == "prep" and c.lower_ == "on":
            continue
        if c.tag_ == "VBG" and c.dep_ in ("advcl", "xcomp", "dep", "ccomp") and c.i > head.i:
            continue
        return False
    return True


def guessing_hedge(verb: Token, head: Token) -> bool:
    """ "If I had to guess", "if we had to bet": "have" in a conditional clause with a
    first-person subject over a hedging verb with no object."""
    if verb_lemma(verb) != "have" or head.lemma_.lower() not in _HEDGE_VERBS:
        return False
    if not any(c.dep_ == "mark" and c.lower_ == "if" for c in verb.children):
        return False
    subject = _subject(verb)
    if subject is None or subject.lower_ not in ("i", "we"):
        return False
    return not any(c.dep_ in ("dobj", "ccomp") for c in head.children)


def quotative_frame(verb: Token) -> bool:
    """Is ``verb`` a verb of saying right after a closing quotation, with only its subject,
    adverbs and punctuation between ('"Go," he said', '"...," said an astronomer')?"""
    if verb_lemma(verb) not in _QUOTATIVES:
        return False
    sent = verb.sent
    i = verb.i - 1
    between = 0
    while i >= sent.start:
        t = verb.doc[i]
        if t.text in _QUOTES:
            # a closing quote: punctuation just inside or just after it
            inside = i - 1 >= sent.start and verb.doc[i - 1].is_punct
            after = i + 1 < verb.i and verb.doc[i + 1].text == ","
            return (inside or after) and i - 1 > sent.start
        if t.pos_ in ("VERB",) or between > 5:
            return False
        if not t.is_punct and not _in_speaker_frame(t, verb):
            # '"no", and he told her to leave': a coordinator, subordinator or another
            # clause's word between the quote and the verb ends the frame (rt4 #1)
            return False
        if not t.is_punct:
            between += 1
        i -= 1
    return False


def _in_speaker_frame(tok: Token, verb: Token) -> bool:
    """Can ``tok`` stand between a closing quote and its verb of saying: the verb's subject
    (or a word of it), or an adverb of the verb ('"Go," he said', '"...," said an
    astronomer', '"Go," he then said'); no coordinator or subordinator (a new clause)."""
    if tok.dep_ in ("cc", "mark", "preconj") or tok.pos_ in ("CCONJ", "SCONJ"):
        return False
    if tok.head.i == verb.i:
        return tok.dep_ in ("nsubj", "nsubjpass", "advmod", "neg", "aux", "npadvmod")
    return tok.head.head.i == verb.i and tok.head.dep_ in ("nsubj", "nsubjpass")
