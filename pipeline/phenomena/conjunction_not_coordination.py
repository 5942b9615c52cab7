"""The tests by which a coordinating word joins no conjuncts that a pair could remove, add or
replace: the word is inside one term, name, citation or formula rather than between two
conjuncts.

``conjunction.not_a_coordination`` asks them in turn: one term spelt two ways ("e-mail or
email"), an author-date citation or a page locator, a conjunct inside a name or a title, an
acronym and its expansion, a numeral ("three hundred and forty", "two and a half", "60 or
older"), a fixed phrase or binomial, a general extender ("and stuff"), an interjection, a
formulaic closer, "some ... or other", pseudo-coordination ("go and see"), and a gapped or
misparsed list. Each decides one reason for no candidate from the parse alone and calls back
into nothing in ``conjunction``, so they live apart from the conjunct spans, the flags and the
labels.
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Span, Token

from ..lexicon import wordnet
from ..lexicon.closed_class import DISTRIBUTIVE_FIRST
from ..resources import wordlist
from ..rewrite.discourse import (
    BARE_FILLERS,
    COMMENT_CLAUSES,
    FILLERS,
)
from ..syntax import (
    SUBJECT_DEPS,
    verbal_ancestor,
)
from .conjunction_conjunct import (
    ATOMIC_NAME_LABELS,
    CONJUNCT_DEP,
    CONJUNCTIONS,
    LIST_SEPARATORS,
    NOMINAL_POS,
    Conjunct,
    _span_head,
)
from .conjunction_pseudo import (
    attitude_pseudo_verb,
)


def _fixed_phrase_spans(
    doc: Doc, words_of: str = "conjunction_fixed_phrases"
) -> list[tuple[int, int]]:
    """Token spans of the phrases of the word list ``words_of`` in ``doc``."""
    lower = [t.lower_ for t in doc]
    spans = []
    for phrase in wordlist(words_of):
        words = phrase.split()
        n = len(words)
        spans += [(i, i + n) for i in range(len(lower) - n + 1) if lower[i : i + n] == words]
    return spans


_VARIANT_JOINERS = re.compile(r"[\s\-\u2010\u2011']")


def spelling_variant(doc: Doc, cc: Token) -> bool:
    """ "war gaming or wargaming", "e-mail or email": the words on the two sides of "or" spell
    the same word, apart from spaces, hyphens and apostrophes. That is one term written two ways
    (open, hyphenated and solid compounds, Quirk et al. 1985 App. I.12; Chicago Manual of Style
    7.82), the metalinguistic "or" of an alternative name (Huddleston & Pullum 2002 ch. 15
    §2.2), not two alternatives: removing either leaves the same claim, so there is no
    conjunction candidate. Up to three words on the left are tried against up to three on the
    right."""

    def key(tokens: Span) -> str:
        return _VARIANT_JOINERS.sub("", tokens.text.lower())

    def stop(i: int) -> bool:
        return not 0 <= i < len(doc) or (doc[i].is_punct and doc[i].text not in _HYPHENS)

    for left in range(1, 4):
        if stop(cc.i - left):
            break
        lk = key(doc[cc.i - left : cc.i])
        for right in range(1, 4):
            if stop(cc.i + right):
                break
            rt = doc[cc.i + 1 : cc.i + 1 + right]
            if len(lk) > 3 and lk == key(rt) and not _same_words(doc[cc.i - left : cc.i], rt):
                return True
    return False


def _reordered_term(doc: Doc, conj: list[Conjunct]) -> bool:
    """ "free-ranging urban dogs or urban free-ranging dogs": two conjuncts of the same words in
    another order name one thing twice, a variant of the term (the metalinguistic "or" of
    ``spelling_variant``), not two alternatives."""
    if len(conj) != 2:
        return False
    a, b = (sorted(t.lower_ for t in doc[c.start : c.end] if not t.is_punct) for c in conj)
    return len(a) > 1 and a == b


def _same_words(a: Span, b: Span) -> bool:
    """The two spans are the same words ("Second Model or Model 1863" repeats a head noun, it
    spells nothing two ways)."""
    return [t.lower_ for t in a] == [t.lower_ for t in b]


def _dangling_coordinator(doc: Doc, conj: list[Conjunct]) -> bool:
    """ "Their occupation is farming, but [hunting], fishing, and animal rearing are also common":
    a coordinator inside the last conjunct's phrase with no conjunct after it, a list the parser
    broke off (here "animal rearing" went to the next clause as its subject), so no span drawn
    from this parse is the linguist's (a removal leaves "is hunting, fishing, and animal rearing
    are")."""
    last = _span_head(doc, conj[-1])
    return any(
        t.dep_ == "cc"
        and t.i > last.i
        and not any(c.dep_ == "conj" and c.i > t.i for c in t.head.children)
        for t in last.subtree
    )


#: A year of an author-date citation, with its disambiguating letter ("1990", "2004b").
#: A year: a modifier inside a conjunct ("the 2011 French Open") rather than a count, and the
#: date of an author-date citation, which may carry a disambiguating letter ("2004b").
_YEAR = re.compile(r"1[5-9]\d\d|20\d\d")
_CITATION_YEAR = re.compile(rf"(?:{_YEAR.pattern})[a-z]?")
_AUTHOR_PARTICLES = frozenset({"et", "al", "al.", ".", "van", "von", "de", "der", "da", "le"})


#: Finite verb tags (Penn Treebank): a verb of its own clause, with its own subject.
_FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP", "MD"})


def _subject_of_later_clause(doc: Doc, conj: list[Conjunct]) -> bool:
    """ "It was after eleven and the clinic was deserted": the parse joins "the clinic" to
    "eleven" as a noun conjunct, but a finite verb right after it makes it the subject of a
    clause of its own, coordinated with "It was after eleven" (clausal coordination, Huddleston
    & Pullum 2002 ch. 15 §4). The finite verb is not in the clause that holds the first
    conjunct (neither it nor its head dominates it), which a noun-phrase list inside a subject
    ("The books of Anna and Ben were lost") would be. Removing a "noun" conjunct then leaves
    "It was after the clinic was deserted", so the coordination is no candidate of its own."""
    if any(c.category != "NP" for c in conj) or conj[-1].end >= len(doc):
        return False
    # "..., and precedent, along with X, also figures in": the subject's own commas and an
    # adverb before its verb ("also", "often") stand between the noun phrase and the verb
    i = conj[-1].end
    while i + 1 < len(doc) and (doc[i].text == "," or doc[i].pos_ == "ADV"):
        i += 1
    verb = doc[i]
    if verb.tag_ not in _FINITE_TAGS or verb.pos_ not in {"VERB", "AUX"}:
        return False
    clause = verb.head if verb.dep_ in {"aux", "auxpass"} else verb
    first = _span_head(doc, conj[0])
    return clause.i not in {first.i, *(a.i for a in first.ancestors)}


#: Tags of a word that opens a noun phrase ("the line", "its value", "two files").
_NP_OPENING_TAGS = frozenset({"DT", "PRP$", "CD", "JJ", "NN", "NNS", "NNP", "NNPS"})


def _verb_cut_from_its_object(doc: Doc, conj: list[Conjunct]) -> bool:
    """ "if you're reading a file and [encounter] the line stop 1, ...": the last conjunct ends
    in a verb with no dependent to its right, and a noun phrase follows at once that the parse
    hung elsewhere (here as the subject of a clause "the line stop 1"). A verb phrase takes its
    object right after the verb (Huddleston & Pullum 2002 ch. 4 §1; Quirk et al. 1985 §2.16 on
    the order of clause elements), so the noun phrase is the verb's object and the conjunct
    boundary is wrong: removing "and encounter" strands the object ("reading a file the line
    stop 1"). No candidate; a verb whose next word is a punctuation mark, a coordinator, a
    dependent of its own or the noun it premodifies ("informational and debugging messages") is
    not touched (cj138)."""
    last = conj[-1]
    if last.end >= len(doc):
        return False
    verb = doc[last.end - 1]
    if verb.pos_ != "VERB" or verb.tag_ not in {"VB", "VBP", "VBD", "VBZ", "VBG"}:
        return False
    if any(c.i > verb.i for c in verb.children):
        return False
    nxt = doc[last.end]
    if nxt.tag_ not in _NP_OPENING_TAGS:
        return False
    # "informational and [debugging] messages": a participle premodifier of the noun after it
    related = verb in nxt.ancestors or nxt in verb.ancestors
    return not related and verb.dep_ == CONJUNCT_DEP


#: A page, line or note locator of a reference ("p142", "p.142", "pp. 3", "fn12"): the pointer
#: into a source, not a thing the sentence talks about (Chicago Manual of Style, 17th ed.,
#: 14.150 on page locators).
_LOCATOR = re.compile(r"(?:pp?|fn)\.?\d+[a-z]?", re.IGNORECASE)
#: Words a locator follows ("on p142", "see p3", "(Smith 1990, p142"); "p53 and p21" after
#: other words are protein names, which stay.
_LOCATOR_BEFORE = frozenset({"on", "at", "see", "cf", "cf.", ",", "(", ";", "page", "pages"})


def _page_reference(doc: Doc, conj: list[Conjunct]) -> bool:
    """ "given on p142 and p143 of the report": the conjuncts are locators of a citation
    (``_LOCATOR``); removing one points at other pages and replacing one ("p144") invents a
    reference, and neither tests the coordination, so there is no candidate."""
    if conj[0].start == 0 or doc[conj[0].start - 1].lower_ not in _LOCATOR_BEFORE:
        return False
    return any(any(_LOCATOR.fullmatch(t.text) for t in doc[c.start : c.end]) for c in conj)


def _after_completed_list(doc: Doc, cc: Token, conj: list[Conjunct]) -> bool:
    """ "fruits such as apples, pears, and plums, and vegetables": a comma and a coordinator
    after a list that already ended in its own coordinator. An English list has one final
    coordinator (Huddleston & Pullum 2002 ch. 15 §2.1), so the later ", and vegetables" joins
    something larger than the last list member ("fruits such as ..."); spaCy joins it to
    "plums", and removing "plums" then makes "vegetables" one of the examples ("such as apples,
    pears, and vegetables"). Polysyndeton without commas ("apples and pears and plums") is one
    list and stays."""
    first = _span_head(doc, conj[0])
    if first.dep_ != CONJUNCT_DEP or first.pos_ not in NOMINAL_POS or cc.i == 0:
        return False
    if doc[cc.i - 1].text != ",":
        return False
    head = first.head
    return any(c.dep_ == "cc" and head.i < c.i < first.i for c in head.children)


def _citation(doc: Doc, conj: list[Conjunct]) -> bool:
    """ "(Hall and Dornan 1990)", "Hall and Dornan (1990) failed to ...": the coordinated
    surnames of an author-date citation name one work (APA Publication Manual, 7th ed., §8.17;
    Chicago Manual of Style, 17th ed., 15.9), so the list is a reference, not a coordination of
    claims: removing or replacing an author, or the year, cites a work that does not exist. Each
    conjunct is one to three capitalised words (or "et al."); a year ends the last one or follows
    it, inside the citation's parentheses or in its own ("(1990)")."""
    tail = doc[conj[-1].start : min(conj[-1].end + 3, len(doc))]
    year = next((t for t in tail if _CITATION_YEAR.fullmatch(t.text)), None)
    if year is None or any(t.is_alpha for t in doc[conj[-1].end : year.i]):
        return False  # a word between the names and the year: "Hall and Dornan met in 1990"
    for c in conj:
        words = [
            t
            for t in doc[c.start : min(c.end, year.i)]
            if t.lower_ not in _AUTHOR_PARTICLES and t.text not in "(),"
        ]
        if not words or len(words) > 3 or not all(t.text[:1].isupper() for t in words):
            return False
    if year.i > 0 and doc[year.i - 1].text == "(":
        return year.i + 1 < len(doc) and doc[year.i + 1].text == ")"
    brackets = [t for t in doc[: conj[0].start] if t.text in "()"]
    return bool(brackets) and brackets[-1].text == "("


def _in_citation_brackets(doc: Doc, cc: Token) -> bool:
    """ "(Kuo 1983; Lam and Lee 1990)": a conjunction between two capitalised words inside
    brackets that hold a year joins the authors of one cited work of a parenthetical citation
    list (APA Publication Manual, 7th ed., §8.12 and §8.17). The parse often takes the
    bracketed list for conjuncts of the noun before it, so ``_citation``, which reads the
    conjuncts, misses it; the brackets and the year are read off the tokens instead."""
    if cc.i == 0 or cc.i + 1 >= len(doc):
        return False
    if not (doc[cc.i - 1].text[:1].isupper() and doc[cc.i + 1].text[:1].isupper()):
        return False
    opener = next((t for t in reversed(doc[: cc.i]) if t.text in "()"), None)
    closer = next((t for t in doc[cc.i + 1 :] if t.text in "()"), None)
    if opener is None or closer is None or opener.text != "(" or closer.text != ")":
        return False
    # the year closes the second author's names ("Lee 1990", "Lee et al. 1990"); a lowercase
    # word before it is a clause ("(introduced by Kennedy and Johnson in 1964)")
    for t in doc[cc.i + 1 : closer.i]:
        if _CITATION_YEAR.fullmatch(t.text):
            return True
        if t.lower_ not in _AUTHOR_PARTICLES and not t.text[:1].isupper():
            return False
    return False


def _inside_name(doc: Doc, cc: Token, conj: list[Conjunct]) -> bool:
    """ "signed the International Covenant on [Civil] and [Political] Rights": a name entity
    that holds the coordination with capitalised words of the name on both sides of it, so
    the coordination is a part of one fixed name (Huddleston & Pullum 2002 ch. 5 §20 on proper
    names: their parts do not compose), and a removal names nothing ("the International Covenant
    on Political Rights"). A name that ends with the last conjunct ("the School of Medicine and
    Health Sciences", "Metro Cash and Carry") keeps its neutral ``named_entity`` pairs, as
    ConjNLI's gold has such removals."""
    for ent in doc.ents:
        if ent.label_ not in ATOMIC_NAME_LABELS or not ent.start <= cc.i < ent.end:
            continue
        before = [t for t in doc[ent.start : conj[0].start] if t.text[:1].isupper()]
        after = [t for t in doc[conj[-1].end : ent.end] if t.text[:1].isupper()]
        if before and after and conj[0].start >= ent.start:
            return True
        # an entity the tagger cut at the coordination ("[the Commonwealth Scientific and]
        # [Industrial Research Organisation]"): the capitalised chain decides
        return _inside_capitalised_chain(doc, cc, conj)
    return (
        _name_with_two_heads(doc, conj)
        or _inside_capitalised_chain(doc, cc, conj)
        or _descriptive_name_pair(doc, cc, conj)
    )


#: Classifying adjectives that name one of several places or parts ("North and South Dakota",
#: "the Old and New Testament", "Upper and Lower Egypt"): each with the head is a name of its
#: own (Huddleston & Pullum 2002 ch. 5 §20.4 on proper names with modifiers), so the
#: coordination distributes and a removal names one of them.
_NAME_CLASSIFIERS = frozenset(
    {"north", "south", "east", "west", "northern", "southern", "eastern", "western", "upper",
     "lower", "old", "new", "central", "inner", "outer", "greater", "little", "great", "high",
     "middle", "first", "second", "third", "red", "white", "blue", "black", "green"}
)  # fmt: skip


def _descriptive_name_pair(doc: Doc, cc: Token, conj: list[Conjunct]) -> bool:
    """ "my nearby [Fresh] and [Easy] Market", "the Safe and Sound Storage": two capitalised
    one-word conjuncts that are qualitative adjectives in lower case (WordNet), right before a
    singular capitalised head they modify. A pair of qualities capitalised inside a name is one
    descriptive name of one business or thing, whose parts do not compose (Huddleston & Pullum
    2002 ch. 5 §20): "Fresh Market" is another store, not a part of "Fresh and Easy Market"
    (stop 90, cj196: s1206a conj-074). Classifying words (``_NAME_CLASSIFIERS``: "North and
    South Dakota"), a field of study ("Theoretical and Mathematical Physics") and a plural
    head ("Perry and Conway Counties") are two names."""
    if cc.lower_ != "and" or len(conj) != 2 or conj[-1].end >= len(doc):
        return False
    if any(c.end - c.start != 1 for c in conj):
        return False
    words = [doc[c.start] for c in conj]
    head = doc[conj[-1].end]
    if head.tag_ != "NNP" or not head.is_title or words[0].head.i != head.i:
        return False
    if "noun.cognition" in wordnet.lexnames(head.lower_, "NOUN"):
        # "a degree in Theoretical and Mathematical Physics", "Political and Social Sciences":
        # a field of study divides into subfields the adjectives classify, each a field of its
        # own (ConjNLI dev's gold: "... degree in Theoretical Physics" is entailed)
        return False
    for w in words:
        if not (w.is_title and w.is_alpha) or w.lower_ in _NAME_CLASSIFIERS:
            return False
        if wordnet.first_sense_lexname(w.lower_, "ADJ") is None:
            return False
        if wordnet.first_sense_lexname(w.lower_, "NOUN") is not None:
            return False  # "Drum and Bugle Corps", "Cash and Carry": nouns, each its own part
    return True


def _capitalised(span: Span) -> bool:
    return all(t.text[:1].isupper() for t in span if t.is_alpha) and any(t.is_alpha for t in span)


def _inside_capitalised_chain(doc: Doc, cc: Token, conj: list[Conjunct]) -> bool:
    """ "the Commonwealth [Scientific] and [Industrial] Research Organisation": capitalised
    one- or two-word conjuncts with a capitalised proper noun right before the first and right
    after the last, the word before modifying a head after the coordination. The coordination
    is then inside one proper name whose parts do not compose (Huddleston & Pullum 2002 ch. 5
    §20), so a removal names another, non-existent, body ("the Commonwealth Industrial Research
    Organisation"); the entity tagger often splits such names, so ``doc.ents`` misses them. A
    name that starts at the first conjunct ("Drum and Bugle Corps", "Perry and Conway
    Counties") is not covered: its parts may each be a name of its own."""
    if cc.lower_ != "and" or conj[0].start < 2 or conj[-1].end >= len(doc):
        return False
    if any(c.end - c.start > 2 or not _capitalised(doc[c.start : c.end]) for c in conj):
        return False
    before, after = doc[conj[0].start - 1], doc[conj[-1].end]
    if not (before.tag_ == "NNP" and after.tag_ in {"NNP", "NNPS"}):
        return False
    if not (before.is_alpha and after.is_alpha and before.is_title and after.is_title):
        return False
    return before.head.i >= conj[-1].end and after.head.i >= after.i


def _name_with_two_heads(doc: Doc, conj: list[Conjunct]) -> bool:
    """ "from [Michael Reese Hospital] and [Medical] Center": a first conjunct of several
    capitalised proper nouns, which the parse hangs on a capitalised proper noun right after
    a capitalised last conjunct. The first conjunct is a name with its own head ("Hospital"),
    so it cannot share "Center": the whole is one name of an institution whose parts do not
    compose (Huddleston & Pullum 2002 ch. 5 §20), and a removal leaves "Michael Reese
    Hospital Center" (the entity tagger splits such names, so ``doc.ents`` misses them)."""
    first = doc[conj[0].start : conj[0].end]
    last = doc[conj[-1].start : conj[-1].end]
    if len(first) < 2 or conj[-1].end >= len(doc):
        return False
    nxt = doc[conj[-1].end]
    if nxt.pos_ != "PROPN" or not nxt.text[:1].isupper() or first.root.head.i != nxt.i:
        return False
    return all(t.pos_ == "PROPN" and t.text[:1].isupper() for t in first) and all(
        t.text[:1].isupper() for t in last if t.is_alpha
    )


def _listed_flavour_spans(doc: Doc) -> list[tuple[int, int]]:
    """The flavour and dish binomials (``conjunction_flavour_names``: "sweet and spicy") that
    stand in a list: a list separator before or after them ("honey, sweet and spicy,
    jalapeno"). There the binomial is one member, named as a whole (Malkiel 1959); alone
    ("The sauce is sweet and spicy") its adjectives are an ordinary coordination (stop 91,
    cj197)."""
    return [
        (a, b)
        for a, b in _fixed_phrase_spans(doc, "conjunction_flavour_names")
        if (a > 0 and doc[a - 1].text in {",", ";"}) or (b < len(doc) and doc[b].text in {",", ";"})
    ]


def _list_cut_after_flavour(doc: Doc, conj: list[Conjunct]) -> bool:
    """ "My favorites are honey, [sweet and spicy], and [jalapeno]": the parse hung the list's
    last members on the flavour binomial (``_listed_flavour_spans``) and left the earlier ones
    out, so the coordination's conjuncts are the tail of a longer list whose coordinator stands
    before its last member (Quirk et al. 1985 §13.21); removing one of them from the tail
    alone leaves "honey, jalapeno" or "honey, sweet and spicy" without a coordinator (stop 91,
    cj197)."""
    first = (conj[0].start, conj[0].end)
    return first in _listed_flavour_spans(doc) and first[0] > 0 and doc[first[0] - 1].text == ","


def _binomial_name_in_list(doc: Doc, cc: Token) -> bool:
    """ "lived in Jamaica, [Trinidad and Tobago] and Barbados": the "and" inside a binomial place
    name (``conjunction_binomial_names``) that is itself a member of a list. The name is one
    member (its parts do not compose, Huddleston & Pullum 2002 ch. 5 §20) and the list's own
    coordinator is the candidate; the inner "and" gave "lived in Jamaica and Tobago and
    Barbados". A name standing alone keeps its neutral ``named_entity`` pairs (ConjNLI's gold
    has "endemic to Trinidad" -> "... Trinidad and Tobago")."""
    for a, b in [
        *_fixed_phrase_spans(doc, "conjunction_binomial_names"),
        *_listed_flavour_spans(doc),
    ]:
        if not a < cc.i < b - 1:
            continue
        before = doc[a - 1].lower_ if a > 0 else ""
        after = doc[b].lower_ if b < len(doc) else ""
        outside = any(
            t.dep_ == CONJUNCT_DEP and not a <= t.i < b for t in doc[a:b] for t in t.children
        )
        if before in LIST_SEPARATORS | CONJUNCTIONS or after in CONJUNCTIONS or outside:
            return True
    return False


#: Comparatives that make a bare numeral an open range of ages or positions: "persons 60 or
#: older", "children 5 or under".
BARE_RANGE_COMPARATIVES = frozenset({"older", "younger", "over", "above", "under", "below"})


def numeral_range(doc: Doc, cc: Token, conj: list[Conjunct]) -> bool:
    """ "persons 60 or older", "children aged 5 or under": "or older" makes the bare numeral one
    open range (a complex quantifier, Huddleston & Pullum 2002 ch. 5 §6.1; ConjNLI §4.1 keeps
    such ranges apart from boolean "or"), and neither half stands alone after a noun ("persons
    older", "persons 60"), so there is no candidate. A numeral with its own noun ("ten or more
    days") is ``numeral_with_comparative``: the comparative may go there. "glibc 2.13 or later",
    "Python 3.8 or newer": a number or version number with "or later/earlier/newer"
    (``SEQUENCE_RANGE_COMPARATIVES``) is the same open range, "at least version 2.13" (H&P 2002
    ch. 5 §6.1; Quirk et al. 1985 §13.99 on fixed "or" phrases), even after a name ("Python"):
    "glibc of later" is no phrase and "glibc 2.13" is another, narrower claim (cj138)."""
    if cc.lower_ != "or" or len(conj) != 2:
        return False
    first, last = doc[conj[0].start : conj[0].end], doc[conj[1].start : conj[1].end]
    if len(last) == 1 and last[0].lower_ in SEQUENCE_RANGE_COMPARATIVES:
        return _number_or_version(first[-1])
    return (
        len(first) == 1
        and first[0].like_num
        and len(last) == 1
        and last[0].lower_ in BARE_RANGE_COMPARATIVES
    )


#: Comparatives of order in a sequence that make a number or version the bound of an open
#: range: "glibc 2.13 or later", "Python 3.8 or newer", "in 2010 or earlier".
SEQUENCE_RANGE_COMPARATIVES = frozenset({"later", "earlier", "newer"})
_VERSION = re.compile(r"v?\d+(\.\d+)+[a-z]*\d*")


def _number_or_version(token: Token) -> bool:
    """A numeral or a version number ("2.6.36", "v3.11", "1.0rc2")."""
    return token.like_num or bool(_VERSION.fullmatch(token.lower_))


#: Function words left out of an acronym ("Federation of American Scientists" -> FAS).
_ACRONYM_SKIPPED = frozenset({"of", "the", "and", "for", "in", "on", "at", "to", "a", "an", "&"})


def _initials(tokens: Span) -> str:
    """The letters an abbreviation of ``tokens`` is spelt from: an all-capital word gives all its
    letters ("AP" -> "AP"), a capitalised word its first letter, function words nothing."""
    out = []
    for t in tokens:
        word = t.text.replace(".", "")
        if t.lower_ in _ACRONYM_SKIPPED or not word.isalpha():
            continue
        if len(word) >= 2 and word.isupper():
            out.append(word)
        elif word[0].isupper():
            out.append(word[0])
        else:
            return ""
    return "".join(out)


def acronym_gloss(doc: Doc, cc: Token, conj: list[Conjunct]) -> bool:
    """ "the World Wrestling Federation, or WWF", "the Alternative Press Tour or AP Tour": the
    second "conjunct" is the abbreviation of the first, whose capitalised words' initials it
    spells (an initialism, Quirk et al. 1985 App. I.62; Huddleston & Pullum 2002 ch. 19 §6.2).
    The "or" is the appositive "or" of a second name (Huddleston & Pullum 2002 ch. 15 §2.2): one
    referent named twice, so there is no alternative to remove, add or replace."""
    if _name_before_initialism(doc, cc, conj):
        return True
    if cc.lower_ != "or" or len(conj) != 2:
        return False
    first, second = doc[conj[0].start : conj[0].end], doc[conj[1].start : conj[1].end]
    if not any(len(t.text) >= 2 and t.text.replace(".", "").isupper() for t in second):
        return False
    spelt, full = _initials(second), _initials(first)
    if len(spelt) < 2:
        return False
    return spelt == full or (len(second) == 1 and _spelt_with_function_words(spelt, first))


#: How many words to the left of the coordination a name spelt by an initialism may start.
_NAME_REACH = 8


def _spells_name_ending_at(doc: Doc, abbreviation: Token, start: int, end: int) -> bool:
    """``abbreviation`` spells the initials of a name that ends at ``end`` and starts at or
    before ``start``: the name may begin with words left of the coordination ("the Bureau of
    [Alcohol and Tobacco]"), which the parser keeps outside the conjuncts."""
    word = abbreviation.text.replace(".", "")
    if len(word) < 2 or not word.isalpha() or not word.isupper():
        return False
    for s in range(start, max(start - _NAME_REACH, 0) - 1, -1):
        if s < start and not (doc[s].is_title or doc[s].lower_ in _ACRONYM_SKIPPED - {"the"}):
            break  # the name is a run of capitalised words and the function words inside it
        name = doc[s:end]
        if name[0].lower_ in _ACRONYM_SKIPPED:
            continue
        if _initials(name) == word or _spelt_with_function_words(word, name):
            return True
    return False


def _name_before_initialism(doc: Doc, cc: Token, conj: list[Conjunct]) -> bool:
    """ "the National Institute of Standards and Technology, or NIST", "the Bureau of Alcohol
    and Tobacco (BAT)": the coordination lies inside an institution's name whose initialism
    follows it, as an appositive "or" or in brackets (Quirk et al. 1985 App. I.62; Huddleston &
    Pullum 2002 ch. 15 §2.2 on the appositive "or" of a second name). The name is one referent:
    neither its inner "and" ("the Bureau of Tobacco, or BAT") nor the "or" of the alias ("at the
    NIST") has members to remove. The parser splits such a name into three conjuncts or leaves
    its first words out of them, so the initials are matched against the whole name: every
    word from a start up to eight words left of the coordination to the end of the name. For
    the "or" the name ends before the last conjunct, whose first word is the initialism ("NIST,
    an agency that ..." keeps its own appositive); for an inner "and"/"or" the name ends with
    the last conjunct and the initialism follows after ", or", "or" or "(".
    """
    if len(conj) >= 2 and cc.lower_ == "or" and cc.i < conj[-1].start:
        last = doc[conj[-1].start]
        if last.i == cc.i + 1 and _spells_name_ending_at(doc, last, conj[0].start, conj[-2].end):
            return True
    end = conj[-1].end  # the name runs on over capitalised words ("Drug [Administration]")
    while end < len(doc) and doc[end].is_alpha and doc[end].is_title:
        end += 1
    i = end
    while i < len(doc) and i < end + 3 and doc[i].lower_ in {",", "or", "("}:
        i += 1
    if i == end or i >= len(doc) or doc[i - 1].lower_ == ",":
        return False  # only after "or" or an opening bracket, not a comma alone (a list)
    return _spells_name_ending_at(doc, doc[i], conj[0].start, end)


def _spelt_with_function_words(spelt: str, tokens: Span) -> bool:
    """ "the Department of Transportation, or DOT", "the Los Angeles Department of
    Transportation, or LADOT": many initialisms keep the initial of a function word ("of" in
    DOT) while others skip it ("United States Department of Agriculture", USDA; Quirk et al.
    1985 App. I.62; Huddleston & Pullum 2002 ch. 19 §6.2), so each lowercase function word of
    ``_ACRONYM_SKIPPED`` may give its initial or nothing; every capitalised word must give its
    own. Only for a one-word abbreviation, where no letter can belong to a word of its own."""
    options: list[tuple[str, bool]] = []  # (letters, optional)
    for t in tokens:
        word = t.text.replace(".", "")
        if t.lower_ in _ACRONYM_SKIPPED and word.isalpha():
            options.append((word[0].upper(), True))
        elif not word.isalpha():
            continue
        elif len(word) >= 2 and word.isupper():
            options.append((word, False))
        elif word[0].isupper():
            options.append((word[0], False))
        else:
            return False
    ends = {0}
    for letters, optional in options:
        step = {e + len(letters) for e in ends if spelt.upper().startswith(letters, e)}
        ends = step | ends if optional else step
        if not ends:
            return False
    return len(spelt) in ends


def acronym_expansion(doc: Doc, conj: list[Conjunct]) -> bool:
    """ "PACE stands for Planning, Action, Communication and Evaluation": the conjuncts' initials,
    in order, spell an all-capital word of the same sentence, so the list is the expansion of an
    acronym (Quirk et al. 1985 App. I.62; Huddleston & Pullum 2002 ch. 19 §6.2): a definition
    whose members are fixed by the letters, not a list of alternatives or of things that hold.
    Removing a member gives a false definition ("PACE stands for Action, ...") and adding one to
    the shorter list is no inference test, so there is no candidate. At least three letters, so
    a two-word list does not match a stray two-letter capital word by chance."""
    spelt = "".join(_initials(doc[c.start : c.end]) for c in conj)
    if len(spelt) < 3 or any(not _initials(doc[c.start : c.end]) for c in conj):
        return False
    inside = {i for c in conj for i in range(c.start, c.end)}
    return any(
        t.i not in inside and t.text.replace(".", "") == spelt and t.text.isupper() for t in doc
    )


#: The multiplier words after which a cardinal numeral continues with "and" in British and
#: most American usage ("three hundred and forty-four", "two thousand and ten").
_NUMERAL_MULTIPLIERS = frozenset({"hundred", "thousand", "million", "billion", "trillion"})


def compound_numeral(doc: Doc, cc: Token, conj: list[Conjunct]) -> bool:
    """ "three hundred and forty-four": the "and" after a multiplier is part of the written
    cardinal (Hurford 1975, "The Linguistic Theory of Numerals", ch. 2; Huddleston & Pullum 2002
    ch. 5 §7.1), which names one number, never a coordination of two: "three hundred residents"
    and "forty-four residents" are other numbers, not parts of what was said."""
    if cc.lower_ != "and" or cc.i == 0 or cc.i + 1 >= len(doc):
        return False
    left, right = doc[cc.i - 1], doc[cc.i + 1]
    if _mixed_fraction(doc, cc, conj):
        return True
    first = list(doc[conj[0].start : conj[0].end])
    if len(first) > 1 and first[0].lower_ in ("a", "one"):  # "a hundred and ten" = 110
        first = first[1:]
    return (
        left.lower_ in _NUMERAL_MULTIPLIERS
        and right.like_num
        and right.is_alpha
        and all(t.like_num or t.text in _HYPHENS for t in first)
    )


def amount_and_change(doc: Doc, cc: Token) -> bool:
    """ "It's $9 and change", "two hours and change": "and change" after an amount is an idiom
    meaning "plus a small additional amount" (Merriam-Webster, "and change"; Oxford English
    Dictionary s.v. "change" n., "and change": "and a little more"), a vague upper extension of
    the amount, not a coordination: "change" names no thing of its own, "$9" alone states an
    exact price the sentence did not give, and "It's now change" is no reading. So it is no
    candidate, like the complex quantifier "or so" (``conjunction_fixed_phrases``). Only right
    after an amount: a numeral, a money sign's numeral, or a noun a numeral counts
    ("twenty dollars", "six hours"); "change" must close the phrase (punctuation, the end, or a
    preposition after it), so "prices rise and change the market" and "grow and change" stay
    coordinations."""
    if cc.lower_ != "and" or cc.i == 0 or cc.i + 1 >= len(doc):
        return False
    if doc[cc.i + 1].lower_ != "change":
        return False
    if cc.i + 2 < len(doc):
        nxt = doc[cc.i + 2]
        if not (nxt.is_punct or nxt.pos_ == "ADP" or nxt.lower_ in {"now", "today", "then"}):
            return False
    left = doc[cc.i - 1]
    if left.like_num:
        return True
    return left.pos_ == "NOUN" and any(
        c.dep_ == "nummod" or (c.like_num and c.i < left.i) for c in left.children
    )


#: The fractions of a mixed number ("two and a half", "three and one quarter").
_FRACTION_WORDS = frozenset({"half", "third", "thirds", "quarter", "quarters"})


def _mixed_fraction(doc: Doc, cc: Token, conj: list[Conjunct]) -> bool:
    """ "two and a half decades", "three and a quarter miles": a mixed number, one cardinal
    written with "and" (Huddleston & Pullum 2002 ch. 5 §7.1 on fractions and mixed numbers;
    Hurford 1975 ch. 2), which names one quantity: "two decades" and "a half decades" are other
    quantities, not parts of what was said. Only a numeral word or digit before "and" and
    "a/one/three ... half/third/quarter(s)" right after it."""
    if len(conj) != 2 or cc.i + 2 >= len(doc) or not doc[cc.i - 1].like_num:
        return False
    first = doc[conj[0].start : conj[0].end]
    if not all(t.like_num for t in first):
        return False
    det, frac = doc[cc.i + 1], doc[cc.i + 2]
    return (det.lower_ in ("a", "an") or det.like_num) and frac.lower_ in _FRACTION_WORDS


def _fixed_phrase(doc: Doc, cc: Token, words_of: str = "conjunction_fixed_phrases") -> bool:
    """The conjunction is inside one of the phrases of the word list ``words_of``, matched as a
    token sequence."""
    return any(a <= cc.i < b for a, b in _fixed_phrase_spans(doc, words_of))


#: Clause-final general extenders of speech ("and stuff", "and everything", "and all",
#: "or anything", "or what"; Overstreet 1999, "Whales, Candlelight, and Stuff Like That", ch. 1
#: and 3; Channell 1994, "Vague Language", ch. 6): a coordinator and a vague pro-form that
#: close a list or clause by pointing at "similar things", or in "or what" at the other
#: answers. They add no member to remove ("upset about all" from "upset about the funeral and
#: all"), and removing them drops the speaker's hedge, so they are no candidate. Only
#: clause-final (end of sentence or before punctuation): "and all the others", "or anything
#: else you need" are real conjuncts.
_GENERAL_EXTENDERS: dict[str, tuple[tuple[str, ...], ...]] = {
    "and": (
        ("stuff",),
        ("things",),
        ("everything",),
        ("all",),
        ("all", "that"),
        ("whatnot",),
        ("stuff", "like", "that"),
        ("things", "like", "that"),
        ("everything", "like", "that"),
    ),
    "or": (
        ("anything",),
        ("what",),
        ("something", "like", "that"),
        ("anything", "like", "that"),
        ("whatever", "else"),
        ("something", "else"),
    ),
}


def _general_extender(doc: Doc, cc: Token) -> bool:
    """The coordinator opens a clause-final general extender (``_GENERAL_EXTENDERS``): "we
    bought shoes and stuff.", "Was he drunk or anything?", "Are you coming or what?"."""
    for words in _GENERAL_EXTENDERS.get(cc.lower_, ()):
        end = cc.i + 1 + len(words)
        found = [t.text for t in doc[cc.i + 1 : end]]
        if (
            len(words) == 3
            and words[1] == "like"
            and end < len(doc)
            and doc[cc.i + 2].pos_ == "ADJ"
            # the extender's words with the adjective after the pro-form left out
            and [t.text for t in doc[cc.i + 1 : end + 1] if t.i != cc.i + 2] == list(words)
        ):
            # "or anything funny like that", "and stuff weird like that": the vague pro-form
            # takes a postposed adjective like any "-thing" pronoun (Quirk et al. 1985 §7.19;
            # Overstreet 1999 ch. 1 lists "or something stupid like that" among the extenders),
            # still the same extender (cj109)
            end += 1
            found = list(words)
        # "Weird or What?": a capitalised "What" is a word of a title, no extender
        if found == list(words) and (
            end == len(doc) or (doc[end].is_punct and doc[end].text not in _HYPHENS)
        ):
            return True
    return False


#: Onomatopoeic interjections of narrated sudden outcome ("and bam!", "and voila"): Quirk et
#: al. 1985 §11.54 and Huddleston & Pullum 2002 ch. 16 §4.3 place interjections outside clause
#: structure, so they assert nothing a conjunct removal could test.
_OUTCOME_INTERJECTIONS = frozenset(
    {"bam", "boom", "bang", "voila", "voilà", "presto", "poof", "wham", "whoosh", "ta-da", "tada"}
)


#: Interjections and response tokens the parser often tags as names ("Aww" NNP): the
#: turn-opening discourse words of ``discourse.BARE_FILLERS`` and the emotive interjections of
#: Quirk et al. 1985 §11.54 ("aww", "ugh", "yay", "oops").
_INTERJECTIONS = BARE_FILLERS | {"aw", "aww", "awww", "ugh", "yay", "oops", "whoops", "ohh", "oooh"}


def _after_interjection(doc: Doc, cc: Token) -> bool:
    """ "Aww, and good luck to you too!", "Oh, and Monica gets to keep her": everything before
    the coordinator is one to three interjections ("oh", "yeah", "aww", "well"). An interjection
    is no clause constituent and has no propositional content (Quirk et al. 1985 §11.54;
    Huddleston & Pullum 2002 ch. 16 §4.3), so the "and" after it is the discourse "and" of a
    sentence-initial "And" (Schiffrin 1987 ch. 6: it continues the speaker's turn), not a
    coordinator: "Aww!" alone is no hypothesis and "Good luck to you!" is the whole assertion."""
    before = [t for t in doc[: cc.i] if not t.is_punct]
    if not doc[cc.i - 1].is_punct:  # "Aww, and", "Oh! And"; not "well and truly"
        return False
    if 0 < len(before) <= 3 and all(t.pos_ == "INTJ" or t.lower_ in _INTERJECTIONS for t in before):
        return True
    return _marker_sequence(before)


def _marker_sequence(words: list[Token]) -> bool:
    """ "Um, see, but that is not the final draft", "Well, look, but ...", "Oh, you know, but
    ...": a filler followed by a discourse marker ("see", "look", "listen" of
    ``discourse.FILLERS``, the comment clauses "you know", "I mean" of
    ``discourse.COMMENT_CLAUSES``) and nothing else before the coordinator. Such markers
    organise the talk and commit the speaker to no proposition (Schiffrin 1987 ch. 9 on "y'know"
    and "I mean", ch. 3 on "well"/"oh"; Quirk et al. 1985 §15.54 on comment clauses), so "Um,
    see." is no conjunct and the "but" opens the turn's one assertion, as after an interjection
    (``_after_interjection``). Two to four markers, or one comment clause alone: a lone "Look,
    but don't touch" is an imperative and stays a coordination."""
    items, i = 0, 0
    lows = [t.lower_ for t in words]
    while i < len(lows):
        if tuple(lows[i : i + 2]) in COMMENT_CLAUSES:
            i, clause = i + 2, True
        elif lows[i] in FILLERS or lows[i] in _INTERJECTIONS or words[i].pos_ == "INTJ":
            i, clause = i + 1, False
        else:
            return False
        items += 1
    return 2 <= items <= 4 or (items == 1 and clause)


def _interjection_with_object(doc: Doc, conj: list[Conjunct]) -> bool:
    """ "you'll be a convert and [like all converts] you will be asked to ...": a conjunct
    headed by a word tagged as an interjection that has an object. Interjections stand outside
    clause structure and take no complements (Quirk et al. 1985 §11.54; Huddleston & Pullum
    2002 ch. 9 §9.1), so the word is a mis-tagged preposition ("like all converts", the fronted
    adjunct of the clause after it) and the parse's conjunct is no constituent: a removal cut
    along it leaves "a like all converts" or a run-on (stop 90, cj196: s1206a conj-039)."""
    for c in conj:
        head = doc[c.start : c.end].root
        if head.pos_ == "INTJ" and any(k.dep_ in ("pobj", "dobj") for k in head.children):
            return True
    return False


def _interjection_conjunct(doc: Doc, cc: Token) -> bool:
    """ "..., there's one little maneuver, and bam, a bra right out the sleeve": an onomatopoeic
    interjection right after "and" (``_OUTCOME_INTERJECTIONS``) marks a sudden result in a
    narrated sequence (the "and" of a "do X and Y happens" recipe); the word itself is no
    conjunct (Quirk et al. 1985 §11.54), and removing "and bam" or what precedes it tests no
    proposition."""
    nxt = doc[cc.i + 1] if cc.i + 1 < len(doc) else None
    return nxt is not None and nxt.lower_ in _OUTCOME_INTERJECTIONS


def _formulaic_closer(doc: Doc, cc: Token) -> bool:
    """ "a few shreds of cabbage and that's it", "we went our separate ways and that was that",
    "it made a flushing noise and that was all": "that's it/that/all" is a formulaic closing
    (Schegloff & Sacks 1973 on pre-closings; Quirk et al. 1985 §19.52 on "that" summing up the
    preceding discourse): it adds no proposition of its own beyond "nothing more", and its
    removal or "That's it." alone is no test of a conjunct. Only clause-final (end of sentence or
    before punctuation)."""
    words = [t.lower_ for t in doc[cc.i + 1 : cc.i + 4]]
    end = cc.i + 4
    return (
        len(words) == 3
        and words[0] == "that"
        and words[1] in {"'s", "’s", "is", "was"}
        and words[2] in {"it", "that", "all"}
        and (end == len(doc) or (doc[end].is_punct and doc[end].text not in _HYPHENS))
    )


def _some_or_other(doc: Doc, cc: Token, conj: list[Conjunct]) -> bool:
    """ "at some point or other", "for some reason or other": "some N or other" is one
    indefinite expression, stressing that the speaker cannot or will not say which (Quirk et al.
    1985 §6.50; Huddleston & Pullum 2002 ch. 5 §9.5 on "other"). "Other" is no second
    alternative, so "at some other" is no phrase and "at some point" no removal test."""
    if cc.lower_ != "or" or len(conj) != 2:
        return False
    if _one_or_another(doc, cc):
        return True
    last = doc[conj[-1].start : conj[-1].end]
    if [t.lower_ for t in last] != ["other"]:
        # "for some reason or other Mr. Podger was sure": the parser may run the second
        # conjunct on into the clause; the words themselves still make the idiom: "some",
        # at most two words, "or other" and no noun after "other" ("some N or other N'" is a
        # real choice)
        nxt = doc[cc.i + 2] if cc.i + 2 < len(doc) else None
        return (
            cc.i + 1 < len(doc)
            and doc[cc.i + 1].lower_ == "other"
            and any(t.lower_ == "some" for t in doc[max(0, cc.i - 3) : cc.i - 1])
            and not any(t.is_punct for t in doc[max(0, cc.i - 3) : cc.i])
            and (nxt is None or nxt.pos_ not in {"NOUN", "ADJ"})
        )
    head = _span_head(doc, conj[0])
    return any(c.lower_ == "some" and c.dep_ == "det" for c in head.children)


def _one_or_another(doc: Doc, cc: Token) -> bool:
    """ "at one time or another", "to one empire or another": "one N or another" is the
    indefinite idiom of "some N or other" (Quirk et al. 1985 §6.50; Huddleston & Pullum 2002
    ch. 5 §9.5 on "another"), like the listed "one way or another": "another" has no noun of its
    own and no referent, so "at one time" or "at another" is no conjunct removal. "One" (or
    "some") opens a one- or two-word noun phrase right before "or", and no noun follows
    "another" ("one book or another book" is a real choice)."""
    if cc.i + 1 >= len(doc) or doc[cc.i + 1].lower_ != "another":
        return False
    nxt = doc[cc.i + 2] if cc.i + 2 < len(doc) else None
    if nxt is not None and nxt.pos_ in {"NOUN", "PROPN", "ADJ", "NUM"}:
        return False
    before = doc[max(0, cc.i - 3) : cc.i]
    return (
        not any(t.is_punct for t in before)
        and doc[cc.i - 1].pos_ == "NOUN"
        and any(t.lower_ in DISTRIBUTIVE_FIRST for t in before[:-1])
    )


def _this_or_that(doc: Doc, cc: Token, conj: list[Conjunct]) -> bool:
    """ "this or that district", "for this or that reason": "this or that N" is an idiomatic
    indefinite, "some N or other" (Quirk et al. 1985 §6.50 on "some N or other";
    Huddleston & Pullum 2002 ch. 5 §9.5), not a choice between two demonstrated referents, so
    removing a demonstrative ("excluding that district", "excluding this from") tests nothing.
    Only the two bare demonstratives "this"/"that" (or "these"/"those") joined by "or".

    "worked at this and that", "talked about this and that": the bare pronouns joined by "and"
    are the irreversible binomial for "various unspecified things" (Malkiel 1959 on frozen
    binomials; Quirk et al. 1985 §6.50 on idiomatic demonstratives), which points at nothing in
    the text, so "worked at this" is no part of what was said (the blind review's "this and
    that" candidate). With a noun after it ("this and that district") the "and" is left to the
    other rules: two demonstrated districts are possible."""
    if cc.lower_ not in {"or", "and"} or len(conj) != 2:
        return False
    first = [t.lower_ for t in doc[conj[0].start : conj[0].end]]
    second = doc[conj[1].start]
    if cc.lower_ == "and":  # the words themselves: the parser may read "that" as a complementizer
        after = doc[cc.i + 2] if cc.i + 2 < len(doc) else None
        return (
            doc[cc.i - 1].lower_ == "this"
            and (first == ["this"] or doc[cc.i - 2].pos_ in {"ADP", "VERB"})
            and cc.i + 1 < len(doc)
            and doc[cc.i + 1].lower_ == "that"
            and (after is None or after.is_punct or after.pos_ in {"ADP", "CCONJ", "SCONJ"})
        )
    return (first, second.lower_) in ((["this"], "that"), (["these"], "those")) and (
        conj[1].end - conj[1].start == 1 or second.dep_ == "det"
    )


#: Verbs of pseudo-coordination "go and V", "come and V", "try and V" (Ross 1967 §4.2;
#: de Vos 2005, "The Syntax of Verbal Pseudo-Coordination in English and Afrikaans"; Quirk et
#: al. 1985 §13.98): the first verb is a light, aspectual or purposive verb and "and V" its
#: complement, not a second event to remove.
_PSEUDO_COORDINATION_VERBS = frozenset({"go", "come", "try"})
#: Negators that may open the complement of a pseudo-coordination ("try and not be late").
_COMPLEMENT_NEGATORS = frozenset({"not", "never"})


def _pseudo_coordination(doc: Doc, cc: Token, conj: list[Conjunct]) -> bool:
    """ "Go and fetch the doctor", "will try and finish it", "can get up and bite you":
    pseudo-coordination (Ross 1967 §4.2; de Vos 2005; Quirk et al. 1985 §13.98). The first verb
    has no object or complement of its own and the second conjunct is its purposive or aspectual
    complement ("try and finish" = "try to finish"), so removing it ("will try the report",
    "Go the doctor") garbles the sentence and removing the first verb changes the claim ("will
    finish it" is not entailed by "will try and finish it"). Only two conjuncts, a first
    conjunct that is just the verb (with "up"/"ahead" for "get up and", "go ahead and"), an
    "and" right after it, and a second conjunct that starts with a verb. Only the base form:
    "try and" exists only there (the inflection restriction, de Vos 2005 ch. 5), and inflected
    "got up and moved", "came and passed" are far more often two real events in sequence."""
    if len(conj) < 2:
        return False
    # the conjunct just before "and" and the one after it: with more conjuncts the parse has
    # taken "go and see" into a list ("taking the tent, go and set it up"; "There must be
    # horses; go and see about it"), whose members are not the pseudo-coordination's verbs
    k = next((k for k, c in enumerate(conj[:-1]) if c.end <= cc.i < conj[k + 1].start), None)
    # "Please come and let's enter ...": the politeness marker "please" stands outside the
    # clause it softens (Quirk et al. 1985 §11.31 on "please" with directives; H&P 2002 ch.
    # 10 §9.6), so a first member that is "please" and the light verb is still the bare verb
    # (stop 90, cj194; the s1205w judge: "come and let's enter" is one event)
    polite = _politeness_led(doc, conj[0])
    if (
        len(conj) > 2
        and conj[0].end - conj[0].start == 1 + polite
        and conj[0].end < len(doc)
        and doc[conj[0].end].lower_ == "and"
    ):
        # "They'll try and not pay you and ignore your letters": the list's first member is
        # the bare light verb with its own "and"; the rest of the list is its complement
        # ("try to [not pay you and ignore your letters]"), so the list as a whole is no
        # coordination of events
        k, cc = 0, doc[conj[0].end]
    if k is None or (len(conj) > 2 and conj[k].end - conj[k].start != 1 + (k == 0) * polite):
        return False
    conj = conj[k : k + 2]
    first = list(doc[conj[0].start : conj[0].end])
    if not first or first[-1].i + 1 != cc.i:
        return False
    while len(first) > 1 and (
        first[0].dep_ == "aux"
        or _politeness_led(doc, first)
        or first[0].is_punct
        or first[0].pos_ == "INTJ"
        or first[0].dep_ == "intj"
    ):
        # "'ll try": the parse keeps the auxiliary in the first conjunct; "Well, go and see":
        # a discourse-marker interjection and its comma stand outside the clause (Quirk et
        # al. 1985 §11.55 on "well" as an initiator; H&P 2002 ch. 17 §4; stop 102, the ab102
        # judge: "'go and see' is pseudo-coordination, not two conjuncts")
        first = first[1:]
    while (
        len(first) > 1
        and attitude_pseudo_verb(first[-1], [])
        and first[0].dep_ in ("advmod", "nsubj", "aux")
        and first[0].head.i == first[-1].i
    ):
        # "He just up and quit": the subject and an adverb of the whole pseudo-coordination
        # that the parse put in the first member (cj217)
        first = first[1:]
    verb = first[0]
    rest = [t.lower_ for t in first[1:]]
    if cc.i + 1 >= len(doc):
        return False
    # "has gone and spoilt it", "upped and left" (cj217): attitude pseudo-coordination in the
    # perfect or with the verb "up", whose first member is no event (conjunction_pseudo)
    attitude = attitude_pseudo_verb(verb, rest)
    if verb.pos_ not in ("VERB", "AUX") and not attitude:
        return False
    light = (verb.lemma_.lower() in _PSEUDO_COORDINATION_VERBS and rest in ([], ["ahead"])) or (
        verb.lemma_.lower() == "get" and rest == ["up"]
    )
    if not attitude and (not light or verb.tag_ not in ("VB", "VBP")):
        # base forms only (docstring): inflected "went and told", "went and did what Yahweh
        # commanded them" was read as pseudo-coordination by cj184, but in narrative the past
        # "went and V" is mostly a real departure followed by the act (Quirk et al. 1985 §13.99
        # keeps the one-event reading to informal speech); withdrawn after the ab85b A/B, whose
        # judges kept the removals it refused on Bible narrative (8 judged, 8 kept)
        return False
    second = doc[cc.i + 1]
    if second.lower_ in _COMPLEMENT_NEGATORS and second.i + 1 < len(doc):
        # "try and not give you one" = "try not to give you one": the negation is inside the
        # complement (Carden & Pesetsky 1977 on "try and"); the verb after it decides
        second = doc[second.i + 1]
    if second.lemma_.lower() in ("go", "come"):  # "come and go": a converse pair, two events
        return False
    return cc.i + 1 == conj[1].start and (
        second.pos_ == "VERB" or (second.dep_ == "conj" and second.head.i == verb.i)
    )


def _politeness_led(doc: Doc, span) -> int:
    """1 when ``span`` (a conjunct or a token list) opens with the politeness marker "please"
    before more words, else 0 (``_pseudo_coordination``)."""
    words = list(span) if isinstance(span, list) else list(doc[span.start : span.end])
    return int(len(words) > 1 and words[0].lower_ == "please" and words[0].pos_ in {"INTJ", "ADV"})


_HYPHENS = frozenset({"-", "\u2010", "\u2011"})


def _inside_phrase_compound(doc: Doc, cc: Token) -> bool:
    """ "catch - and - release", "hit - or - miss": the conjunction is the middle of a phrase
    compound whose hyphens a tokenizer spaced out (Chicago Manual of Style 7.89 on phrasal
    compounds; COCA and ConjNLI text split "catch-and-release" this way). A pair of dashes
    around a lone conjunction is not English, so the pieces are one word, not two conjuncts."""
    if cc.i < 2 or cc.i + 2 >= len(doc):
        return False
    return (
        doc[cc.i - 1].text in _HYPHENS
        and doc[cc.i + 1].text in _HYPHENS
        and doc[cc.i - 2].is_alpha
        and doc[cc.i + 2].is_alpha
    )


_PERSON_SUBJECTS = frozenset({"i", "we", "you", "he", "she", "they"})


def _person(tok: Token) -> bool:
    """A person: a PERSON name, a personal pronoun, or a common noun whose first WordNet sense
    is a person ("brother", "teacher", "person": ``wordnet.person_noun``)."""
    if tok.ent_type_ == "PERSON" or tok.lower_ in _PERSON_SUBJECTS:
        return True
    return tok.pos_ == "NOUN" and wordnet.person_noun(tok.lemma_)


def _gapped_subject(doc: Doc, conj: list[Conjunct]) -> bool:
    """ "She bought apples and her brother pears", "John ordered the soup and Mary the salad":
    the later "conjunct" is a gapped clause, a subject remnant parallel to the clause's person
    subject followed by an object remnant (Ross 1970; Hankamer 1973). spaCy reads it as one noun
    phrase ("[her brother pears]" with "brother" a compound; "Mary" with "the salad" in
    apposition), so removing the first conjunct gives "She bought her brother pears". Found when
    the first conjunct is the non-person object of a verb whose subject is a person, and the
    later one opens with a person (a name or a possessed person noun) that is not its head but a
    premodifier of it, or a name with an apposed determined noun phrase after it."""
    if len(conj) != 2:
        return False
    first, last = _span_head(doc, conj[0]), _span_head(doc, conj[1])
    if first.dep_ != "dobj" or _person(first) or first.pos_ not in NOMINAL_POS:
        return False
    if not any(c.dep_ in SUBJECT_DEPS and _person(c) for c in first.head.children):
        return False
    opener = doc[conj[1].start]
    if opener.dep_ == "poss" and opener.i + 1 < conj[1].end:
        opener = doc[opener.i + 1]
    if not _person(opener):
        return False
    if opener.head.i == last.i and opener.dep_ in {"compound", "nmod"} and not _person(last):
        return True  # "her brother pears", "Bob coffee"
    return opener.i == last.i and any(
        c.dep_ == "appos" and any(d.dep_ == "det" for d in c.children) for c in last.children
    )  # "Mary the salad"


def _gapped_with_preposition(doc: Doc, conj: list[Conjunct]) -> bool:
    """ "Smith was chosen for the lead role and Jones for the supporting role": the later
    "conjunct" is a gapped clause, a person remnant parallel to the clause's person subject and a
    prepositional remnant with the same preposition as the one over the first conjunct (Ross
    1970; Hankamer 1973 on gapping remnants). spaCy joins "Jones" to "role", so removing either
    side strands the other remnant ("chosen for the lead Jones for the supporting role"). Found
    when the first conjunct is the object of a preposition of a verb with a person subject, the
    later one is (or is headed by) a person, and the same preposition follows it or modifies it."""
    if len(conj) != 2:
        return False
    first, last = _span_head(doc, conj[0]), _span_head(doc, conj[1])
    prep = first.head
    if first.dep_ != "pobj" or prep.dep_ != "prep" or prep.head.pos_ not in {"VERB", "AUX"}:
        return False
    verb = prep.head
    if not any(c.dep_ in SUBJECT_DEPS and _person(c) for c in verb.children):
        return False
    if not _person(last) or last.i <= prep.i:
        return False
    return any(
        t.dep_ == "prep" and t.lower_ == prep.lower_ and t.head.i in (verb.i, last.i)
        for t in doc[conj[1].start : min(conj[1].end + 1, len(doc))]
    )


def _gapped_numeral(doc: Doc, conj: list[Conjunct]) -> bool:
    """The last conjunct is a bare numeral with its own dependents ("fifteen at Lyon") where the
    first is not a numeral phrase, and the clause's subject is counted by a numeral: the remnant
    is the subject of a gapped clause ("fifteen [races have a start] at Lyon"), not a conjunct
    of the object."""
    last, first = _span_head(doc, conj[-1]), _span_head(doc, conj[0])
    if last.pos_ != "NUM" or doc[conj[-1].start].i != last.i:
        return False
    if first.pos_ == "NUM" or doc[conj[0].start].like_num:
        return False
    clause = verbal_ancestor(first)
    subjects = [c for c in clause.children if c.dep_ in SUBJECT_DEPS]
    return any(c.pos_ == "NUM" or any(g.dep_ == "nummod" for g in c.children) for c in subjects)
