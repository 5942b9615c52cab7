"""Uses of a weak scalar item that the fiftieth pass (docs/implicature.md, "Fiftieth pass")
found to carry no clean "not <stronger>" pair: each test returns a short reason or ``None``,
and the extractor writes no candidate when one fires.

- a preposition stranded before a right-node-raised object ("dependent on, or influenced by,
  the state"): every cut of the clause loses the shared object (Huddleston & Pullum 2002
  ch. 15 §4.4);
- an approximator on a universal in the item's clause ("good on almost everything"):
  "not ... almost everything" has no clear scope (Horn 1989 §4.3; H&P ch. 5 §17 on
  approximators of universals);
- degree "that/this" on the adjective ("It was that good"): a degree-modified adjective is no
  bare scale item (Bolinger 1972; H&P ch. 6 §7.3 on "that" as a degree adverb);
- the indefinite "some + appraisal adjective + plural noun", not a finite clause's subject,
  with no partitive or contrast ("had some good skills"): the unstressed, existential "sm"
  (Milsark 1977) reporting that good things were there, not a part of a given set, so "not
  all good skills" has no domain;
- "try to" + a verb of assertion ("tried to argue" = argued; wordlist
  ``implicature_assertion_verbs``);
- the speaker's own ignorance said in the sentence ("..., but we didn't know the specifics"):
  "not all" needs the speaker to be competent about the stronger claim (Sauerland 2004;
  Geurts 2010 ch. 2), which the sentence denies.

Fifty-first pass (im44):

- "just about" joins the approximators ("just about every one of the lines were funny"; Quirk
  et al. 1985 §8.104 lists it with "almost, nearly, practically, virtually");
- hypothetical "could" (= would be able to, Quirk et al. 1985 §4.64 on tentative/hypothetical
  possibility; Palmer 2001 §8.2): in a sentence whose other modal is hypothetical "would" (the
  modal harmony of one hypothetical world), after a sentence-initial "Otherwise" (= "if not",
  an implicit protasis; H&P ch. 8 §14.3) or "Or" (a further option offered), or with an
  indefinite singular subject ("a coalition could spark ...": an entity only supposed). The
  modal then states a possible course, not a root permission or ability that was there, so
  the ⟨can, have to⟩ scale's "didn't need to" (past) misreads it (review: policy "could"
  is no possibility-scale trigger);
- degree "any" on the adjective ("if their acting is any good" = at all good; H&P ch. 5
  §7.5 on "any" as a degree modifier of comparatives and "good"): a negative-polarity item,
  so the clause is no assertion of the scale item;
- periphrastic superlative "most" ("Most iconic of these was X"): "most" before a word that
  WordNet knows only as an adjective is the degree adverb of the superlative (H&P ch. 6 §4),
  not the quantifier, so "not all iconic of these" is no alternative.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ...lexicon.tables import word_set
from ...lexicon.wordnet import wordnet

#: Adjectives of positive appraisal (Martin & White 2005 ch. 2 on appreciation): "some good
#: skills", "some decent gore", "some great songs" report that good things were there.
APPRAISAL_ADJECTIVES = frozenset(
    {"good", "great", "nice", "decent", "fine", "excellent", "awesome", "amazing", "wonderful"}
    | {"cool", "solid", "beautiful", "brilliant", "fantastic", "lovely", "funny", "interesting"}
)
#: Tags of a finite verb.
FINITE_VERB_TAGS = frozenset({"VBD", "VBP", "VBZ", "MD"})
#: Coordinators that can follow a stranded preposition in right node raising.
_COORDINATORS = frozenset({"and", "or", "but", "nor"})
#: Prepositions that commonly stand without a complement (H&P ch. 7 §2.4 on intransitive
#: prepositions: "move in", "back out"), so no shared object is missing after them.
INTRANSITIVE_PREPOSITIONS = frozenset(
    {"in", "out", "up", "down", "off", "away", "back", "around", "over", "through", "along"}
)
#: Approximators of a universal (Quirk et al. 1985 §8.104; H&P ch. 5 §17).
APPROXIMATORS = frozenset({"almost", "nearly", "practically", "virtually"})
#: Universal words an approximator modifies.
UNIVERSALS = frozenset(
    {"all", "every", "everything", "everyone", "everybody", "everywhere", "always", "each"}
    | {"any", "anything", "anyone", "anybody"}
)
#: Words that set up a contrast for "some" ("some ... others", "some ... the rest").
_CONTRAST_WORDS = frozenset({"other", "others", "rest"})
#: Verbs whose negation with a first-person subject states the speaker's ignorance.
IGNORANCE_VERBS = frozenset({"know", "remember", "recall"})
#: Adjectives of certainty whose negation states it ("we weren't sure").
_CERTAINTY_ADJECTIVES = frozenset({"sure", "certain"})
_SPEAKERS = frozenset({"i", "we"})


def right_node_raising(doc: Doc) -> str | None:
    """A preposition with no object right before a comma or coordinator that opens another
    conjunct ("dependent on, or influenced by, X", "influenced by and loyal to X"): the object
    after the last conjunct is shared by all of them (H&P ch. 15 §4.4), so a hypothesis or
    premise cut to the item's conjunct ends on the stranded preposition."""
    for tok in doc:
        if tok.tag_ != "IN" or tok.dep_ not in ("prep", "agent") or any(tok.children):
            continue
        if tok.lower_ in INTRANSITIVE_PREPOSITIONS:
            continue  # "either move in or break": an intransitive preposition (a particle)
        after = doc[tok.i + 1 : tok.i + 3]
        if (
            after
            and after[0].text in (",", *_COORDINATORS)
            and any(t.lower_ in _COORDINATORS for t in after)
        ):
            return "right-node-raising"
    return None


def _approximator(tok: Token) -> bool:
    """An approximator word: one of APPROXIMATORS, or the "about" of "just about"."""
    if tok.lower_ in APPROXIMATORS:
        return True
    return tok.lower_ == "about" and tok.i > 0 and tok.doc[tok.i - 1].lower_ == "just"


def approximated_universal(head: Token) -> str | None:
    """An approximator on a universal in the item's clause ("good on almost everything",
    "nearly all tasks"): under the clause negation "almost every" scopes badly ("isn't
    excellent on almost everything except X" reads as neither "not almost all" nor "almost
    none" clearly; Horn 1989 §4.3), so no pair is written."""
    for tok in head.subtree:
        if _approximator(tok) and (
            tok.head.lower_ in UNIVERSALS
            or (tok.i + 1 < len(tok.doc) and tok.doc[tok.i + 1].lower_ in UNIVERSALS)
        ):
            return "approximated-universal"
    return None


def degree_demonstrative(tok: Token) -> str | None:
    """Degree "that/this" right before the adjective ("It was that good"): it intensifies
    (= so good), so the bare scale item is not said (H&P ch. 6 §7.3; Bolinger 1972)."""
    if tok.i == 0:
        return None
    before = tok.doc[tok.i - 1]
    # "feel this big": the parser may make the degree word a determiner or a bare noun-phrase
    # adverbial of the adjective; either way it is the demonstrated degree (Kennedy 2007: a
    # degree given by pointing, not a point on the scale), fifty-third pass
    degree_deps = ("advmod", "npadvmod", "det")
    if before.lower_ in ("that", "this") and before.dep_ in degree_deps and before.head == tok:
        return "degree-demonstrative"
    return None


def indefinite_some(tok: Token) -> str | None:
    """Non-partitive "some + appraisal adjective + plural noun" with no contrast ("had some good skills",
    "some great songs"): the weak, existential "sm" (Milsark 1977), not a part of a given set,
    so "not all good skills" has no domain to range over."""
    if tok.lower_ != "some" or tok.dep_ != "det" or tok.head.tag_ != "NNS":
        return None
    noun = tok.head
    if noun.dep_ in ("nsubj", "nsubjpass") and noun.head.tag_ in FINITE_VERB_TAGS:
        return None  # "Some bad drivers ignored the signal": a subject "some" is read strong
        # (partitive, contrastive) by default (Milsark 1977; Diesing 1992), so it stays
    between = tok.doc[tok.i + 1 : noun.i]
    if not any(t.dep_ == "amod" and t.lower_ in APPRAISAL_ADJECTIVES for t in between):
        return None
    if any(t.lower_ in _CONTRAST_WORDS or t.lower_ == "some" and t != tok for t in tok.doc):
        return None  # "some good songs and some bad ones", "some ... others": a contrast
    return "indefinite-some"


def assertion_attempt(tok: Token) -> str | None:
    """ "try to" + a verb of assertion (wordlist ``implicature_assertion_verbs``)."""
    if tok.lemma_.lower() != "try":
        return None
    verbs = word_set("implicature_assertion_verbs")
    if any(c.dep_ == "xcomp" and c.lemma_.lower() in verbs for c in tok.children):
        return "assertion-attempt"
    return None


def speaker_ignorance(doc: Doc, head: Token) -> str | None:
    """A clause of the sentence, outside the item's clause, in which the speaker ("I/we")
    denies knowing ("we didn't know the specifics", "I don't remember", "I'm not sure"): the
    epistemic step from "not know that all" to "know that not all" needs a competent speaker
    (Sauerland 2004; Geurts 2010 ch. 2), which the sentence denies."""
    ancestors = {head.i, *(a.i for a in head.ancestors)}
    for tok in doc:
        if tok.i in ancestors or tok in head.subtree and tok != head:
            continue
        negated = any(c.dep_ == "neg" for c in tok.children)
        if not negated:
            continue
        if tok.lemma_.lower() in IGNORANCE_VERBS:
            subject = tok
        elif tok.lemma_.lower() in _CERTAINTY_ADJECTIVES:
            subject = tok.head
        elif tok.lemma_ == "be" and any(
            c.lemma_.lower() in _CERTAINTY_ADJECTIVES for c in tok.children
        ):
            subject = tok
        else:
            continue
        if any(c.dep_ == "nsubj" and c.lower_ in _SPEAKERS for c in subject.children):
            return "speaker-ignorance"
    return None


#: Sentence-initial words that set up a supposed alternative for the "could" clause.
_HYPOTHETICAL_OPENERS = frozenset({"otherwise", "or"})


def hypothetical_could(tok: Token) -> str | None:
    """Hypothetical "could" (= would be able to): another "would" in the sentence, a
    sentence-initial "Otherwise/Or", or an indefinite singular subject (module docstring). The
    subject may be tagged NNP: the parse tags a capitalised common noun so ("A more skilled
    Magus could cast them"), and "a/an" makes it no name (stop 59 mend, rt1 finding 8)."""
    if tok.lower_ != "could":
        return None
    doc = tok.doc
    if any(t.tag_ == "MD" and t.lower_ in ("would", "'d") for t in doc):
        return "hypothetical-could"
    first = next((t for t in doc if not t.is_punct), None)
    if first is not None and first.lower_ in _HYPOTHETICAL_OPENERS and first.i < tok.i:
        return "hypothetical-could"
    verb = tok.head
    for subject in (c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")):
        if subject.tag_ in ("NN", "NNP") and any(
            c.dep_ == "det" and c.lower_ in ("a", "an") for c in subject.children
        ):
            return "hypothetical-could"
    return None


def degree_any(tok: Token) -> str | None:
    """Degree "any" right before the adjective ("is any good"): a negative-polarity degree
    modifier (H&P ch. 5 §7.5), so the item is not asserted."""
    if tok.i > 0 and tok.doc[tok.i - 1].lower_ == "any":
        return "degree-any"
    return None


def superlative_most(tok: Token) -> str | None:
    """ "most" before a word WordNet knows only as an adjective ("Most iconic of these"): the
    periphrastic superlative, not the quantifier (H&P ch. 6 §4)."""
    if tok.lower_ != "most" or tok.i + 1 >= len(tok.doc):
        return None
    word = tok.doc[tok.i + 1].lower_
    after = tok.doc[tok.i + 2] if tok.i + 2 < len(tok.doc) else None
    if after is not None and after.tag_[:2] in ("NN", "JJ"):
        return None  # "most iconic buildings": the quantifier reading is open
    wn = wordnet()
    if wn.synsets(word, pos="a") and not wn.synsets(word, pos="n"):
        return "superlative-most"
    return None
