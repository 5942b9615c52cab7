"""What the writer commits to against the verb's own signature (stop 103, vc227).

The signature of a clause-embedding verb says what its complement does in a positive and a
negated environment (Karttunen 2012; Ross & Pavlick 2019). Who the subject is and what the
writer asserts around the verb can commit the writer to more, or less (de Marneffe, Manning &
Potts 2012, "Did it happen? The pragmatic complexity of veridicality assessment": author
commitment and source reliability; Ross & Pavlick 2019 §5 on context-dependent veridicality):

- ``established_result``: "The second law of thermodynamics states that P", "Ohm's law says
  that P": a proven theorem or an established scientific law, principle, equation or identity,
  cited by the writer as what it states, is the writer's own assertion of an established result
  (the statement of a law is its content; de Marneffe et al. 2012 on reliable sources), so S
  entails P; "does not state that P" leaves P open (+/o). "The report states that P", "Critics
  state that P", a bare "The law states that P" (a statute: its content is a norm, not a fact)
  and the proverbial eponymous "laws" ("Murphy's law") keep RP19's o/o.
- ``asserted_implication``: "This implies that P", ", which implies that P": a demonstrative or
  clausal-relative subject takes up a proposition the writer has just asserted (Webber 1991 on
  discourse deixis), and material implication from an asserted premise asserts its consequent
  (modus ponens), as "This means that P" does (RP19h +/o, the row "mean that" already has). A
  modal ("This would imply P", a possibility: Palmer 2001) or a conditional ("If true, this
  implies P", whose premise is not asserted) keeps the o/o of RP19's row.
- ``hedged_meaning_host``: "It is likely that A, meaning that P": the participle clause of
  "mean" elaborates what its host clause says; when the host is hedged (an epistemic modal,
  "likely/possible" over it, "probably", "seem"), the elaboration is as hedged as the claim it
  draws out (Hyland 1998 ch. 5 on hedges and their scope; Palmer 2001 ch. 2), so the inference
  is not asserted: o/o instead of "mean that"'s +/o.
"""

from __future__ import annotations

from spacy.tokens import Token

from ..lexicon.wordnet import first_sense_lexname
from ..syntax import verb_lemma

#: Nouns of a proven mathematical result (OED s.v. "theorem": "a proposition ... proved by a
#: chain of reasoning"; "lemma", "corollary" are theorems by their role in a proof): cited
#: without more, what they state is established (stop 72, vc124).
PROVEN_RESULT_NOUNS = frozenset({"theorem", "lemma", "corollary"})
#: Nouns of an established scientific generalisation (OED s.v. "law" 17: "a theoretical
#: principle deduced from particular facts, applicable to a defined group of phenomena";
#: "principle", "equation", "identity"), which count only with a modifier that names the
#: result ("the law of conservation of energy", "Ohm's law", "the Schrödinger equation",
#: "the second law"): alone, "the law" is as often a statute, "the principle" a policy.
ESTABLISHED_LAW_NOUNS = frozenset({"law", "principle", "equation", "identity"})
#: Proverbial eponymous "laws" (Bloch 1977, "Murphy's Law and Other Reasons Why Things Go
#: Wrong"): adages quoted for effect, to which a writer citing them is not committed.
_ADAGE_EPONYMS = frozenset(
    {"murphy", "parkinson", "godwin", "sturgeon", "betteridge", "hofstadter", "goodhart"}
    | {"finagle", "sod", "poe", "cunningham", "conway"}
)
#: Named-entity types of a possessor that is no discoverer (an organisation's or a country's
#: "principle" is its policy: "Google's principle states that ...").
_NON_EPONYM_TYPES = frozenset({"ORG", "GPE", "NORP", "LOC", "FAC", "LAW"})
#: First WordNet senses of an "of"-object that make "law/principle of N" a body of norms or a
#: group's rule ("the law of the land", "the principle of the party"), not a generalisation.
_NORM_OWNER_LEXNAMES = frozenset({"noun.location", "noun.group", "noun.person", "noun.object"})
#: Ordinals that number the laws of a theory ("Newton's second law", "the first law of
#: thermodynamics").
_ORDINALS = frozenset({"first", "second", "third", "fourth", "zeroth"})


def _subject(verb: Token) -> Token | None:
    return next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)


def _modal(verb: Token) -> bool:
    return any(c.dep_ == "aux" and c.tag_ == "MD" for c in verb.children)


def _names_a_result(noun: Token) -> bool:
    """Has the law noun ``noun`` a modifier that names one established result: a possessive
    eponym (a person's name, no adage), a proper-name or common-noun compound ("the Pauli
    exclusion principle", "the ideal gas law"), an ordinal, or an "of"-phrase with a common
    noun that names what the law is about ("the law of gravitation")?"""
    if noun.text[:1].isupper() and noun.i != noun.sent.start:
        # "Megan's Law", "the Law of Return": a capitalised title names a statute or a
        # document; a scientific law keeps the common noun in lower case ("Boyle's law",
        # "Newton's first law"; Chicago Manual of Style 17th ed. 8.79 vs 8.148)
        return False
    for c in noun.children:
        if c.dep_ == "poss":
            if c.pos_ != "PROPN":
                return False  # "our principle", "the company's law"; no entity test: the
                # small model tags "Newton" GPE and "Ohm" ORG
            return c.lower_ not in _ADAGE_EPONYMS  # "Murphy's law": an adage
        if c.dep_ == "amod" and c.lower_ in _ORDINALS:
            return True
        if c.dep_ == "compound" and c.ent_type_ not in _NON_EPONYM_TYPES:
            if c.lower_ in _ADAGE_EPONYMS:
                return False
            # "the Schrödinger equation", "the uncertainty principle"; a common-noun compound
            # on "law" is a field of statute ("tax law", "labour law"), no result
            return c.pos_ == "PROPN" or noun.lemma_.lower() != "law"
    for prep in noun.children:
        if prep.dep_ != "prep" or prep.lower_ != "of":
            continue
        obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
        if obj is None or obj.tag_ not in ("NN", "NNS") or obj.ent_type_:
            return False
        return first_sense_lexname(obj.lemma_.lower(), "NOUN") not in _NORM_OWNER_LEXNAMES
    return False


def established_result(verb: Token) -> str | None:
    """The kind of established result whose statement ``verb`` ("say/state that") reports, with
    no modal: "theorem" for a theorem, lemma or corollary (any modifier), "law" for a law,
    principle, equation or identity that a modifier names (``_names_a_result``); else None."""
    if _modal(verb):
        return None
    subject = _subject(verb)
    if subject is None and verb.dep_ == "conj":
        # coordinated predicates share the subject of the first (Quirk et al. 1985 §13.42);
        # the small model also reads a participle apposition ("The fundamental theorem of
        # algebra, also called Gauss's theorem, states that P") as a first predicate
        subject = _subject(verb.head)
    if subject is None:
        return None
    lemma = subject.lemma_.lower()
    if lemma in PROVEN_RESULT_NOUNS:
        return "theorem"
    if lemma in ESTABLISHED_LAW_NOUNS and _names_a_result(subject):
        return "law"
    return None


#: Marks of a conditional adjunct whose premise the writer does not assert ("If true, ...").
_CONDITIONAL_MARKS = frozenset({"if", "unless", "assuming", "supposing"})


def _conditional_adjunct(verb: Token) -> bool:
    """Does ``verb`` or a clause above it carry a conditional adjunct ("If true, this implies
    P", "If the data are right, this implies P")?"""
    for node in (verb, *verb.ancestors):
        for c in node.children:
            if c.dep_ == "advcl" and any(
                m.dep_ == "mark" and m.lower_ in _CONDITIONAL_MARKS for m in c.children
            ):
                return True
        if node.dep_ == "advcl" and any(
            m.dep_ == "mark" and m.lower_ in _CONDITIONAL_MARKS for m in node.children
        ):
            return True
    return False


def asserted_implication(verb: Token) -> bool:
    """Is ``verb`` an indicative "imply" whose subject is a demonstrative ("This implies that
    P") or the relative "which" of a clause ("X is differentiable, which implies that P"),
    with no modal and no conditional adjunct?"""
    if verb_lemma(verb) != "imply" or verb.tag_ not in ("VBZ", "VBP", "VBD", "VB"):
        return False
    if _modal(verb) or _conditional_adjunct(verb):
        return False
    subject = _subject(verb)
    if subject is None:
        return False
    if (
        subject.lower_ in ("this", "that")
        and subject.dep_ == "nsubj"
        and subject.n_lefts + subject.n_rights == 0
    ):
        return verb.dep_ in ("ROOT", "conj")
    if subject.lower_ == "which" and verb.dep_ == "relcl":
        # a clausal antecedent: the relative clause hangs on a verb, or after a comma
        # ("The function is differentiable, which implies ...": sentential relative, Quirk et
        # al. 1985 §17.23)
        host = verb.head
        return host.pos_ in ("VERB", "AUX") or verb.doc[subject.i - 1].text == ","
    return False


#: Epistemic modals of possibility and hedging (Palmer 2001 ch. 2): "will/must" assert.
_HEDGE_MODALS = frozenset({"may", "might", "could", "would", "should", "can"})
#: Predicative adjectives of likelihood over an extraposed clause ("It is likely that A").
_HEDGE_ADJECTIVES = frozenset(
    {"likely", "unlikely", "possible", "probable", "plausible", "conceivable", "doubtful"}
)
#: Adverbs of likelihood and evidence (Quirk et al. 1985 §8.127 content disjuncts of doubt).
_HEDGE_ADVERBS = frozenset(
    {"probably", "possibly", "perhaps", "maybe", "likely", "presumably", "apparently"}
    | {"allegedly", "reportedly", "supposedly", "seemingly", "conceivably"}
)
#: Verbs of appearance that hedge their clause ("A seems to hold", "It appears that A").
_HEDGE_VERBS = frozenset({"seem", "appear"})


def _hedged(node: Token) -> bool:
    if verb_lemma(node) in _HEDGE_VERBS:
        return True
    for c in node.children:
        if c.dep_ == "aux" and c.tag_ == "MD" and c.lower_ in _HEDGE_MODALS:
            return True
        if c.dep_ == "acomp" and c.lower_ in _HEDGE_ADJECTIVES:
            return True
        if c.dep_ == "advmod" and c.lower_ in _HEDGE_ADVERBS:
            return True
    return False


def hedged_meaning_host(verb: Token) -> bool:
    """Is ``verb`` the participle "meaning" of a clause adjunct whose host clause is hedged
    ("It is likely that A, meaning that P", "A may hold, meaning that P", "A probably holds,
    meaning P")? The host is the clause the participle hangs on, and the clause that embeds
    it when the host is a content clause under a hedging predicate ("likely that A")."""
    if verb_lemma(verb) != "mean" or verb.tag_ != "VBG" or verb.dep_ not in ("advcl", "xcomp"):
        return False
    host = verb.head
    if _hedged(host):
        return True
    if host.dep_ == "ccomp" and host.head.lower_ in _HEDGE_ADJECTIVES:
        return True  # "It is likely that A, ...": the parser hangs the clause on "likely"
    return host.dep_ in ("ccomp", "csubj", "xcomp") and _hedged(host.head)
