"""Candidate selection: which "or" and which numerals are scalar at all (stop 102, im05).

Each check returns a short reason or ``None``; the extractor then writes no candidate (called
by ``_review_class``, off in the IMPPRES inventory ``wide``).

1. "or" between incompatible disjuncts. ⟨or, and⟩ yields the implicature "not both" only where
   "both" is a possible, stronger alternative (Horn 1972; Gazdar 1979 ch. 3). When the
   disjuncts are contraries or complementaries ("either clear or cloudy", "either alive or
   dead", "either on or off"), "not both" is a lexical entailment of the disjuncts' meanings,
   not an implicature (Horn 1989 ch. 4 §4.4 and Gazdar 1979 on the "exclusive or" that comes
   from incompatible disjuncts; Cruse 1986 ch. 9 on complementaries and antonyms). Lexical
   incompatibility is read off WordNet's adjective antonymy: direct antonyms, and the
   "indirect antonyms" of two adjective clusters whose heads are antonyms (Gross & Miller 1990,
   "Adjectives in WordNet": a satellite is similar to a head, and the heads are opposed).
   Compatible disjuncts ("either sang or danced", "either tea or coffee") stay.

2. "or" that lists cases. "in the latter case" / "in the former case" after the disjunction
   takes each disjunct up as a separate case, a partition of the possibilities the speaker
   goes on to describe one by one (Quirk et al. 1985 §6.53 on "the former/the latter" as
   anaphors picking one of two mentioned alternatives); the disjunction is a case distinction
   whose cases exclude each other by construction, so "not both" is no scalar implicature.

3. Numerals with an "at least" reading in context. Under a necessity modal or a predicate of
   need/requirement, an unmodified numeral names a minimal threshold ("Nine states had to
   ratify it", "Nine states were needed", "It requires three witnesses") and is read "at
   least n": more would also do, so "not more than n" is no implicature of the sentence
   (Kennedy 2015, "A 'de-Fregean' semantics for modified and unmodified numerals", §3 on
   numerals under necessity modals; Horn 1972 on the "at least" semantics of numerals;
   Breheny 2008). A sentence that leaves it open whether more joined ("whether more joined or
   not") says outright that the count is a lower bound. "Nine states ratified it in the first
   year" (an episode, no threshold) stays.
"""

from __future__ import annotations

from functools import lru_cache

from spacy.tokens import Token

from ...lexicon.wordnet import antonyms, wordnet

#: Parts of speech of a disjunct that may be an adjective in WordNet ("on or off" is tagged as
#: particles or adverbs, "open or closed" as a participle).
_ADJECTIVAL_POS = frozenset({"ADJ", "ADV", "ADP", "VERB"})
#: Senses of an adjective looked at for indirect antonymy: without word-sense disambiguation the
#: most frequent senses are the best guess of the sense in context (WordNet's sense order is by
#: tagged frequency), and a rare sense's cluster would oppose unrelated words.
_CLUSTER_SENSES = 3


@lru_cache(maxsize=65536)
def _cluster_heads(lemma: str) -> frozenset[str]:
    """The head synsets of ``lemma``'s adjective clusters (its most frequent senses): a head
    ("a") synset is its own head, a satellite ("s") has the heads it is similar to."""
    heads: set[str] = set()
    for syn in wordnet().synsets(lemma, "a")[:_CLUSTER_SENSES]:
        if syn.pos() == "a":
            heads.add(syn.name())
        else:
            heads.update(h.name() for h in syn.similar_tos() if h.pos() == "a")
    return frozenset(heads)


@lru_cache(maxsize=65536)
def _opposed_heads(lemma: str) -> frozenset[str]:
    """The head synsets opposed (by a direct antonym of one of their lemmas) to the heads of
    ``lemma``'s clusters."""
    wn = wordnet()
    out: set[str] = set()
    for name in _cluster_heads(lemma):
        for lem in wn.synset(name).lemmas():
            out.update(ant.synset().name() for ant in lem.antonyms())
    return frozenset(out)


def incompatible_adjectives(first: str, second: str) -> bool:
    """Are the adjectives ``first`` and ``second`` antonyms in WordNet, directly ("alive" /
    "dead") or through their clusters' heads ("cloudy" is similar to "opaque", the antonym of
    "clear")? See the module docstring (Gross & Miller 1990)."""
    first, second = first.lower(), second.lower()
    if first == second:
        return False
    if second in antonyms(first, "ADJ") or first in antonyms(second, "ADJ"):
        return True
    return bool(_cluster_heads(second) & _opposed_heads(first))


def incompatible_disjuncts(tok: Token, pair: tuple[Token, Token] | None) -> str | None:
    """ "or" joining two adjectives that exclude each other ("The liquid is either clear or
    cloudy", "Each switch is either on or off"): "not both" is entailed, no implicature (see
    the module docstring, item 1). Only two disjuncts: in a list of three or more ("hot, warm or
    cold") the members need not be pairwise opposed. ``pair``: the two disjuncts of ``tok``
    (the extractor's ``_conjuncts``)."""
    if tok.lower_ != "or" or tok.dep_ != "cc" or pair is None:
        return None
    first, second = pair
    if first.pos_ not in _ADJECTIVAL_POS or second.pos_ not in _ADJECTIVAL_POS:
        return None
    if any(t.pos_ == "VERB" and t.tag_ != "VBN" for t in pair):
        return None  # a finite or bare verb: "either sang or danced" is no adjective pair
    if any(c.dep_ == "conj" and c.i > second.i for c in first.children):
        return None  # a list of three or more: the members need not be pairwise opposed
    # a participle keeps its form ("closed", not the verb "close"); WordNet lists it as an
    # adjective where it has one
    words = [t.lower_ if t.tag_ == "VBN" else t.lemma_ for t in pair]
    return "incompatible-disjuncts" if incompatible_adjectives(*words) else None


#: "in the latter case", "in the former case": anaphors that take one of two mentioned
#: alternatives up as a case (Quirk et al. 1985 §6.53).
_CASE_ANAPHORS = frozenset({"latter", "former"})
_CASE_NOUNS = frozenset({"case", "cases", "event", "instance"})


def case_listing_or(tok: Token) -> str | None:
    """ "The liquid is either clear or cloudy, and in the latter case it contains protein": the
    disjuncts are cases taken up one by one (see the module docstring, item 2)."""
    if tok.lower_ != "or":
        return None
    words = [t.lower_ for t in tok.doc[tok.i + 1 :]]
    return next(
        (
            "case-listing-or"
            for k in range(len(words) - 1)
            if words[k] in _CASE_ANAPHORS and words[k + 1] in _CASE_NOUNS
        ),
        None,
    )


#: Verbs of need and requirement whose object (or passive subject) count is a threshold:
#: "it requires nine states", "nine states were needed", "it took nine states" (Kennedy 2015
#: §3; Quirk et al. 1985 §16.40 on "need/require"). "take" counts only with an infinitive of
#: purpose ("It took nine states to ratify it"), its sense of "be needed".
THRESHOLD_VERBS = frozenset({"need", "require"})
#: Modals and semi-modals of necessity ("must", "have to", "need to"; Quirk et al. 1985 §4.50-4.55).
NECESSITY_MODALS = frozenset({"must", "need", "ought"})


def _necessity_clause(verb: Token) -> bool:
    """Is ``verb`` under "must"/"need (to)"/"ought to"/"have to"/"has got to"?"""
    for c in verb.children:
        if c.dep_ == "aux" and c.lemma_.lower() in NECESSITY_MODALS:
            return True
    head = verb.head
    return (
        verb.dep_ == "xcomp"
        and head.lemma_.lower() in ("have", "need")
        and any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)
        and head.i < verb.i
    )


def threshold_numeral(tok: Token) -> str | None:
    """A numeral read "at least n" in its context (see the module docstring, item 3): the
    count of the subject or object of a necessity modal or "have to" ("Nine states had to
    ratify it"), of "need/require" ("Nine states were needed", "It requires three witnesses"),
    of "it took N to V", or in a sentence that leaves open "whether more" did too."""
    if tok.tag_ != "CD":
        return None
    noun = tok.head if tok.dep_ == "nummod" else tok
    doc = tok.doc
    for t in doc:
        after = [w.lower_ for w in doc[t.i + 1 : t.i + 4]]
        if t.lower_ == "whether" and ({"more", "others"} & set(after)):
            return "whether-more-numeral"  # "whether more joined or not", "whether or not
            # others followed"
    if noun.dep_ not in ("nsubj", "nsubjpass", "dobj"):
        return None
    verb = noun.head
    if verb.pos_ not in ("VERB", "AUX"):
        return None
    if verb.lemma_.lower() in THRESHOLD_VERBS:
        return "threshold-numeral"
    if (
        verb.lemma_.lower() == "take"
        and noun.dep_ == "dobj"
        and any(c.dep_ == "nsubj" and c.lower_ == "it" for c in verb.children)
        and any(c.dep_ in ("xcomp", "advcl") and c.i > noun.i for c in verb.children)
        and not any(c.dep_ in ("npadvmod", "dative") for c in [*noun.children, *verb.children])
    ):  # not "It took nine states a year to agree" (the states are who spent the year)
        return "threshold-numeral"  # "It took nine states to ratify it"
    if _necessity_clause(verb) or (
        verb.lemma_.lower() in ("have", "need")
        and any(c.dep_ == "xcomp" and _necessity_clause(c) for c in verb.children)
        # "It had two cameras to find birds": an object of "have" makes it possession with
        # an infinitive of purpose, not the semi-modal "have to" (Quirk et al. 1985 §3.49:
        # "have to" takes no object between "have" and "to"; stop 102 integration)
        and not any(c.dep_ == "dobj" for c in verb.children)
    ):
        return "threshold-numeral"
    return None
