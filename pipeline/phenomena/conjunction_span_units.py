"""What a conjunct is and what its removal leaves (cj226, conjunct spans on encyclopedic text).

The blind review of Wikipedia lead sentences rejected removals whose conjunct was no whole
coordinate: a premodifier split from its head beside a full noun phrase, a verb the tagger read
as an adjective of the shared object, a gapped remnant cut inside, a bare noun left without
the article of the list, and the closing comma of a set-off coordinate left between a noun and
its restrictive relative or its verb. Each check below reads one such shape and gives the
right conjuncts, the repaired remainder, or no removal (Huddleston & Pullum 2002 ch. 15 on
coordination; Quirk et al. 1985 ch. 13).

``_plan`` in ``conjunction.py`` calls these once per candidate; they read the candidate's
conjuncts and the original parse only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from spacy.tokens import Doc, Token

from ..lexicon.verb_frames import transitive_share
from ..lexicon.wordnet import _synsets

#: Dependency labels of a premodifier of a noun (spaCy's English scheme).
_PREMODIFIER_DEPS = frozenset({"amod", "nmod", "compound"})
#: Dependency labels of a noun phrase's own determiner or possessive.
_DETERMINER_DEPS = frozenset({"det", "poss"})
_NOUN_POS = frozenset({"NOUN", "PROPN"})
_OBJECT_DEPS = frozenset({"dobj", "obj", "ccomp", "xcomp", "dative", "attr", "oprd"})


def _root(doc: Doc, span: tuple[int, int]) -> Token:
    return doc[span[0] : span[1]].root


def premodifier_beside_full_noun_phrase(doc: Doc, conj: Sequence) -> list[int]:
    """The removals to refuse when the parse coordinated a full noun phrase with a premodifier
    of the noun after the coordination: "known for [its diversity] and [18th-century]
    architecture". The first member has a determiner or possessive of its own ("its"), so it
    is no premodifier of "architecture" (a determiner opens the whole noun phrase and cannot
    stand inside a premodifier, H&P ch. 5 §4; Quirk et al. 1985 §17.104 on premodifying nouns
    without determiners): the coordinates are noun phrases, "[its diversity] and [18th-century
    architecture]" (H&P ch. 15 §4.1 on like coordinates), and removing the premodifier alone
    leaves "its diversity architecture". Which reading the writer meant ("its oil and gas
    industry" shares the head) the parse cannot tell, so the removal of the last member is
    refused; the removal of the first ("its 18th-century architecture") is right on both.
    Not when the first member is bare ("[steel] and [wooden] frames", "the [oil] and [gas]
    industry" with "the" on the head): ordinary coordinated premodifiers."""
    if len(conj) != 2:
        return []
    first, last = conj
    if last.end >= len(doc):
        return []
    head = doc[last.end]
    f = _root(doc, (first.start, first.end))
    if head.pos_ not in _NOUN_POS or f.head.i != head.i or f.dep_ not in _PREMODIFIER_DEPS:
        return []
    if f.pos_ != "NOUN":
        # a name with "the" is a premodifier all the same ("the French (and Spanish) territory":
        # nationality words the tagger makes proper nouns)
        return []
    if any(c.dep_ in _DETERMINER_DEPS and c.i < f.i for c in f.children):
        return [1]
    return []


def verb_read_as_premodifier(doc: Doc, conj: Sequence) -> int | None:
    """The end of the real last conjunct when the parse read a transitive verb after "or"/"and"
    as an adjective of the object both verbs share: "designed to [destroy] or [disable enemy
    ships]" has "disable" tagged JJ, so the removal of the last member took the object with it
    ("designed to destroy as they pass"). The coordinates are the two verbs and the object is
    right-node-raised, every verb's (H&P ch. 15 §4.4; Quirk et al. 1985 §13.88): the last
    member is the verb alone, "designed to destroy enemy ships". Only when the first member is
    a lone verb with no object of its own that takes one as a rule (WordNet frames, Fellbaum
    1998), and the word read as a premodifier has no adjective sense in WordNet and is itself a
    transitive verb ("destroy or heavy ships" keeps its parse)."""
    if len(conj) != 2:
        return None
    first, last = conj
    if first.end - first.start != 1 or last.end - last.start < 2:
        return None
    verb, word = doc[first.start], doc[last.start]
    if verb.pos_ != "VERB" or verb.tag_ not in {"VB", "VBP"}:
        return None
    if any(c.dep_ in _OBJECT_DEPS for c in verb.children):
        return None
    noun = _root(doc, (last.start, last.end))
    if noun.pos_ not in _NOUN_POS or word.head.i != noun.i or word.dep_ not in _PREMODIFIER_DEPS:
        return None
    lemma = word.lower_
    if not word.is_alpha or _synsets(lemma, "ADJ") or not _synsets(lemma, "VERB"):
        return None
    if (transitive_share(verb.lemma_) or 0.0) < 0.5 or (transitive_share(lemma) or 0.0) < 0.5:
        return None
    return word.i + 1


def gapped_remnant_with_own_preposition(doc: Doc, conj: Sequence) -> bool:
    """The last member carries the preposition that governs the first member: "named one of
    the 50 Great Voices by [NPR] and [200 Greatest Singers by Rolling Stone]". The
    coordination is of two gapped remnants, "[the 50 Great Voices by NPR] and [200 Greatest
    Singers by Rolling Stone]" (gapping, Ross 1970; Hankamer 1973; H&P ch. 15 §4.3), and the
    parse's first member is only the end of its remnant, so removing it leaves "by 200
    Greatest Singers by Rolling Stone". No removal of the first member (the removal of the
    last, "... by NPR", is the whole remnant). Not when the last member's preposition differs
    ("by Ann and a band from Oslo": a postmodifier of "band"), nor for "of", which every
    relational noun takes as its complement."""
    if len(conj) != 2:
        return False
    first, last = conj
    f = _root(doc, (first.start, first.end))
    prep = f.head
    if f.dep_ != "pobj" or prep.i != first.start - 1 or prep.pos_ != "ADP":
        return False
    if prep.lower_ == "of":
        # an "of" phrase is the ordinary complement of a noun ("the result of [hard work] and
        # [a careful study of the form]", Quirk et al. 1985 §17.38): no sign of a gap
        return False
    lr = _root(doc, (last.start, last.end))
    if lr.pos_ not in _NOUN_POS:
        return False
    # the repeated preposition on the member's head or on a noun inside it ("a medal to Lena
    # by the state"), never on a verb of a reduced relative ("a band formed by her brother")
    return any(
        t.dep_ in {"prep", "agent"}
        and t.lower_ == prep.lower_
        and t.head.pos_ in _NOUN_POS
        and last.start <= t.head.i < t.i
        for t in doc[lr.i + 1 : last.end]
    )


def shared_article_of_list(doc: Doc, conj: Sequence) -> int | None:
    """The new start of the first member when its indefinite article is shared by a bare
    singular count noun after it in a list: "Anna, [a poet], [painter] and [a pilot]". The
    article distributes over the bare nominal beside it (H&P ch. 15 §4.4; Quirk et al. 1985
    §13.67), so removing the first member with its article leaves a bare count noun ("Anna,
    painter and a pilot"); the article stays: "Anna, a painter and a pilot" (the rewriter makes
    it agree, "an engineer"). Lists of three or more; two members are
    ``conjunction._article_shared_with_bare_noun``'s. Not when the second member has its own
    determiner ("a poet, a painter and a pilot") or is a name or a plural."""
    if len(conj) < 3:
        return None
    first, second = conj[0], conj[1]
    art = doc[first.start]
    if art.lower_ not in {"a", "an"} or art.dep_ != "det" or first.end - first.start < 2:
        return None
    if art.head.i != first.end - 1 or second.end - second.start != 1:
        return None
    noun = doc[second.start]
    if noun.tag_ != "NN" or any(c.dep_ in _DETERMINER_DEPS for c in noun.children):
        return None
    return first.start + 1


def closing_comma_repaired(doc: Doc, conj: Sequence, rem: object) -> object:
    """The removal without the closing comma of a coordinate set off by paired commas when that
    comma would now stand between a noun and its restrictive relative: "frameworks, or
    paradigms, that are used" -> "frameworks that are used". The second comma closes the
    parenthesis opened before the coordinator and goes with it (paired commas, Quirk et al.
    1985 App. III.14-III.17); a restrictive relative is never set off (§17.14). Not when a
    comma before the first member opens an outer apposition ("Soda, known as baking soda, or
    saleratus, that": that comma pairs with the kept one), nor before a supplementary "which"
    ("frameworks, which are used" stands). The same comma before the verb ("A land mine, or
    landmine, is" -> "A landmine, is") is left to the alias check, which flags it
    (``conjunction._alias_cut_defect``): ConjNLI's own hypotheses keep that comma (a gold
    removal "These diseases, are ..."), so a repair there would trade a gold match for a pair
    the flag already keeps out of the written set."""
    if rem is None or len(conj) != 2:
        return rem
    first, last = conj
    cc_comma = doc[first.end] if first.end < len(doc) else None
    if cc_comma is None or cc_comma.text != ",":
        return rem
    if last.end + 1 >= len(doc) or doc[last.end].text != ",":
        return rem
    if first.start > 0 and doc[first.start - 1].text == ",":
        return rem
    nxt = doc[last.end + 1]
    if nxt.lower_ != "that" or nxt.tag_ != "WDT":
        return rem
    closing = doc[last.end]
    tail = doc.text[closing.idx :]
    text = rem.text  # type: ignore[attr-defined]
    if not text.endswith(tail) or len(text) == len(tail):
        return rem
    return replace(rem, text=text[: -len(tail)] + doc.text[closing.idx + 1 :])  # type: ignore[type-var]


def first_member_inside_modifier_list(doc: Doc, conj: Sequence) -> bool:
    """The first member starts inside a comma list of premodifiers of its own head: "has
    long, [slender legs] and [wings]" (the tagger made "slender" a compound noun, so "long,"
    was left out as shared). Premodifiers separated by a comma are coordinate, one unit over
    the head (Quirk et al. 1985 §17.111 on coordinate adjectives; H&P ch. 15 §4.1): they either
    all scope over both nouns ("long, slender wings") or are all the first noun's, and a cut
    between them leaves "has long, wings". No removal of the first member. Not when the whole
    list is inside the member or outside it ("large, bright rooms and a garden", "small, dark
    eyes and ears")."""
    if not conj:
        return False
    lo = conj[0].start
    if lo < 2 or doc[lo - 1].text != ",":
        return False
    head = _root(doc, (lo, conj[0].end))
    before = doc[lo - 2]
    return before.dep_ in {"amod", "compound"} and before.head.i == head.i and lo < head.i
