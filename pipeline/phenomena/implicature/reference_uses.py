"""Candidate checks of the seventy-third pass (docs/implicature.md, "Seventy-third pass (stop 66,
im66: ...)"): the blind review s1202t (FOLDOC, the Free On-line Dictionary of Computing,
reference prose about software and hardware) rejected numerals and quantifiers that are not on
their scale there.

A scale relates uses, not words (Hirschberg 1985 ch. 5): a digit inside a product name counts
nothing; "up to n" already asserts the upper bound the implicature would add; the object of a
verb of signifying names a fixed pattern; "some" before a gerund is the unstressed "sm" of an
amount; and "many" before a singular noun is a pronoun before a misread verb. Each check returns
True when the extractor writes no candidate.
"""

from __future__ import annotations

from lemminflect import getAllLemmas
from spacy.tokens import Token

from ...lexicon.tables import word_set

#: Subject relations: a numeral noun phrase that is a clause's subject may follow a fronted
#: prepositional phrase ending in a name ("In Paris two men were arrested").
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "expl"})
#: Count-only determiners: they take plural count nouns only (Quirk et al. 1985 §5.23-5.25;
#: Huddleston & Pullum 2002 ch. 5 §3 on "many", "several", "few" with plural count heads).
COUNT_ONLY = frozenset({"many", "several", "few"})


def name_numeral_after_complement(tok: Token, noun: Token) -> bool:
    """Is the numeral right after a proper noun that the parse made the complement of a
    preposition, with the numeral's noun no clause subject ("ported to future Solaris 2
    releases", "for Windows 3 users")? A preposition takes one noun phrase as its complement
    (Huddleston & Pullum 2002 ch. 7 §2), and a cardinal determiner opens a noun phrase (ch. 5
    §7.6), so a numeral cannot start a second phrase there; the name and the digit are one
    premodifying name, a version or model number ("Solaris 2", "Windows 3": Quirk et al. 1985
    §17.93 on names as premodifiers; H&P ch. 5 §7.6 on numerals in names), which counts
    nothing, and "not more than 2 releases" is no alternative. A subject after a fronted phrase
    ("In Paris two men were arrested") is a new noun phrase and keeps its count. Extends
    ``_name_numeral`` (forty-ninth pass), which needs the name to hang on the counted noun."""
    if tok.i == 0:
        return False
    before = tok.doc[tok.i - 1]
    if before.tag_ != "NNP" or not before.text[:1].isupper() or before.i == 0:
        return False  # "Solaris", "NetBSD", "OpenVMS": a capital first letter
    if not before.whitespace_ or before.dep_ not in ("pobj", "dobj", "conj"):
        return False
    if before.dep_ == "dobj" and before.head.pos_ in ("VERB", "AUX"):
        return False  # "sent IBM two letters" with "IBM" read as the object: a verb's double
        # object (H&P ch. 4 §4.3), two noun phrases
    return noun.dep_ not in _SUBJECT_DEPS


def upper_bound_numeral(tok: Token) -> bool:
    """Is the numeral the bound of "up to n" ("supported up to two drives", "holds up to four
    cards")? "Up to n" is an upper-bound modified numeral (Nouwen 2010 class B, with "at most"
    and "no more than"; Kennedy 2015; Blok 2015 on "up to n"): "not more than n" is what it
    asserts, so it is entailed and no implicature (Horn 1972; Horn 1989 ch. 4: an implicature
    is not entailed), and the hypothesis "didn't support up to more than two drives" is no
    sentence. The parse often makes "up" the verb's particle and "to" its preposition, which
    the modified-numeral words before a numeral (``NON_SCALAR_NUMERAL_LEFT``) then let
    through as a preposition of the verb. Not a goal of motion ("walked up to two soldiers"):
    there "up to" is a path preposition of a verb of motion (Levin 1993 §51), kept by the
    wordlist ``implicature_up_to_motion_verbs``.

    "down to n" ("shows the accounts down to three levels of sub-accounts", "zooms down to four
    decimal places") is the same frame on a scale read downwards, a depth or a precision: "to n"
    names the end point of a range and "down" its direction (Huddleston & Pullum 2002 ch. 7
    §2.2 on "to" marking the end point of a path; Geurts & Nouwen 2007 on the bound asserted by
    "at most" and its kin), so the bound is stated and no implicature is left ("doesn't show
    the accounts down to more than three levels" is no sentence either; stop 77, im89). A verb
    of motion ("walked down to two cabins") keeps its path reading as with "up to"."""
    doc = tok.doc
    if tok.i < 2 or doc[tok.i - 1].lower_ != "to" or doc[tok.i - 2].lower_ not in ("up", "down"):
        return False
    verb = doc[tok.i - 2].head
    motion = word_set("implicature_up_to_motion_verbs")
    return not (verb.pos_ in ("VERB", "AUX") and verb.lemma_.lower() in motion)


def denoted_pattern(noun: Token) -> bool:
    """Is the numeral's noun what a sign is said to stand for, the object of a present-tense
    verb of signifying ("'z' marks four consecutive zeros", "the symbol stands for two empty
    fields")? Such a clause defines a code: its object names the pattern the sign denotes
    (Lyons 1977 ch. 4 on signification), a type with its count fixed by the definition, read
    exactly (Kennedy 2015 on exact readings in definitions); a sign for five zeros is another
    sign, so "doesn't mark more than four zeros" is no alternative the speaker withheld.
    Verbs: ``implicature_signifying_verbs``; a past tense reports an episode and stays."""
    verb = noun.head
    if noun.dep_ == "pobj" and verb.lower_ == "for":
        verb = verb.head
        if verb.lemma_.lower() != "stand":
            return False
    elif noun.dep_ != "dobj":
        return False
    if verb.pos_ != "VERB" or verb.lemma_.lower() not in word_set("implicature_signifying_verbs"):
        return False
    tensed = [verb, *(c for c in verb.children if c.dep_ in ("aux", "auxpass"))]
    return any(t.tag_ in ("VBZ", "VBP") for t in tensed) and not any(
        t.lemma_ == "have" and t.dep_ == "aux" for t in tensed
    )


def signifying_subject(noun: Token) -> bool:
    """Is the numeral's noun inside the subject of a present-tense verb of signifying ("Two
    literal characters separated by three dots mean a range", "Two colons denote a slice")?
    The subject of such a clause is the sign being defined: a notation, whose parts are counted
    as part of its form (Lyons 1977 ch. 4 on signification: the sign is a type, identified by
    its shape), so the count is exact, and a sign with three characters is a different sign, not
    a stronger claim about the same one (Kennedy 2015 on exact readings in definitions). "No
    more than two literal characters ... mean a choice" is nonsense (stop 74, im84; the mirror
    of ``denoted_pattern``, which reads the object). Every numeral inside the subject counts
    (the "three dots" of the sign too). The clause must be in the present: a past tense reports
    an episode ("Two flags meant trouble that day") and keeps its pair. Verbs:
    ``implicature_signifying_verbs``."""
    node = noun
    while node.head.i != node.i:
        verb = node.head
        if node.dep_ in ("nsubj", "nsubjpass"):
            lemma = verb.lemma_.lower()
            if verb.pos_ == "VERB" and lemma in word_set("implicature_signifying_verbs"):
                if lemma == "stand" and not any(c.lower_ == "for" for c in verb.children):
                    return False  # "two guards stand at the door": posture, not signifying
                tensed = [verb, *(c for c in verb.children if c.dep_ in ("aux", "auxpass"))]
                return any(t.tag_ in ("VBZ", "VBP") for t in tensed)
            return False  # the nearest clause is another verb's: no sign defined
        node = verb
    return False


def gerund_amount_some(tok: Token) -> bool:
    """Is "some" the determiner of a gerund that the parse hung on it as a clause ("There was
    some joking about it", "some talking")? A verbal noun in "-ing" after a determiner is a
    mass noun of activity (Quirk et al. 1985 §17.54 on nominal "-ing"; H&P ch. 3 §1.4 on gerundial
    nouns), and "some" with a mass noun is the unstressed "sm" of an unspecified amount (Milsark
    1977), with no "all" alternative ("not all joking"), as for "some" before a singular
    noun, which the extractor already refuses."""
    if tok.lower_ != "some" or tok.i + 1 >= len(tok.doc):
        return False
    nxt = tok.doc[tok.i + 1]
    return nxt.tag_ == "VBG" and nxt.head.i == tok.i and nxt.dep_ in ("acl", "amod", "compound")


def count_only_before_verb(tok: Token, noun: Token) -> bool:
    """Is a count-only determiner ("many", "several", "few") parsed on a singular common noun
    that can be a verb ("Many joke about the old machines", "joke/NN")? These determiners take
    plural count heads only (``COUNT_ONLY``), so the singular "noun" is the verb of a clause
    whose subject is the pronoun "many" with no noun. The rewrite then says "Not all joke
    about ..." ("all" as a bare plural subject pronoun is marked; Quirk et al. 1985 §6.47 want
    "Not everyone"/"not all of them"), and the misread verb leaves the clause without its
    predicate, so its cuts and embeddings fail ("Were many joke about ...?"). The correctly
    parsed "Many complain about it" gives no pair already (an elided noun, ninth pass).
    The word right after must start a verb's complement (a preposition, determiner or
    pronoun), so a collective noun followed by its verb keeps its pair ("Many staff work
    late"); one followed by a prepositional phrase ("Many staff in the office work late") is
    lost with the misparse, a known cost."""
    if tok.lower_ not in COUNT_ONLY or noun.i != tok.i + 1 or noun.tag_ != "NN":
        return False
    if "VERB" not in getAllLemmas(noun.lower_):
        return False
    if noun.i + 1 >= len(noun.doc):
        return False
    after = noun.doc[noun.i + 1]
    return after.tag_ in ("IN", "DT", "PRP", "PRP$", "RP") and after.lower_ not in ("of", "that")


def range_maximum_modal(tok: Token) -> bool:
    """Is the possibility modal on a verb whose complement is "up to n" ("large monitors may go
    up to 1.0 mm", "the price can reach up to ten dollars")? "May/can" there quantifies over
    the cases of a kind (the existential "can/may" of variation: Carlson 1977; Brennan 1993 on
    dispositional and existential modal readings), and "up to n" gives the upper end of the
    range of values (Nouwen 2010 class B modifiers): the sentence says how far the values
    reach, so the modal scale's alternative "do not have to go up to n" is no competitor, and
    the hypothesis reads as a claim about obligation nobody made."""
    head = tok.head
    doc = tok.doc
    for t in head.subtree:
        if t.lower_ != "up" or t.i + 2 >= len(doc) or doc[t.i + 1].lower_ != "to":
            continue
        if t.head.i != head.i and t.head.head.i != head.i:
            continue
        if doc[t.i + 2].like_num or doc[t.i + 2].tag_ == "CD":
            return True
    return False
