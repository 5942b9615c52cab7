"""Scalar-looking words that are parts of a larger expression (stop 79, im92; docs/implicature.md
"Stop 79: im92"): "most" of a positional superlative spelled apart ("the right most button"),
a quantifier inside a hedged appositive list ("Many, probably most, of the N"), and a numeral
that is a factor of a dimension or grid product ("five by five parts", "3 x 3").

Each check returns ``True`` when the token is no scalar item of its own; the extractor then
writes no candidate for it. Found in the blind review s1204v (GIMP manual)."""

from __future__ import annotations

from functools import cache

from spacy.tokens import Token

from ... import resources

#: The multiplication sign of a dimension product: "by" ("five by five"), "x"/"×" ("3 x 3").
_TIMES = frozenset({"by", "x", "×", "*"})
#: Quantifiers that can head a hedged appositive list ("Many, probably most, of ...").
_LIST_QUANTIFIERS = frozenset({"some", "many", "most", "several", "few", "all"})


@cache
def locative_most_bases() -> frozenset[str]:
    """Bases of the positional "-most" superlatives: ``implicature_most_locative_bases``."""
    return frozenset(w.lower() for w in resources.wordlist("implicature_most_locative_bases"))


def spaced_locative_most(tok: Token) -> bool:
    """ "the right most button", "the inner most ring": "most" right after a direction or
    position word, not followed by "of", is the superlative suffix of "rightmost" spelled as two
    words (CGEL ch. 6 on "-most" superlatives of direction adjectives), not proportional "most",
    so there is no <most, all> scale. "most of the buttons" (partitive) stays a quantifier."""
    if tok.lower_ != "most" or tok.i == 0:
        return False
    before = tok.doc[tok.i - 1]
    if before.lower_ not in locative_most_bases() or not before.whitespace_:
        return False
    # A superlative is determined ("the right most button", "its upper most shelf"); without a
    # determiner before the base, a base that is also a preposition or adverb heads "most" as
    # the quantifier of its object ("in most cases", "up most hills").
    if before.i == 0 or not _determiner(tok.doc[before.i - 1]):
        return False
    after = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    return after is None or after.lower_ != "of"


def _determiner(tok: Token) -> bool:
    return tok.tag_ in {"DT", "PRP$", "POS", "WP$"} and tok.lower_ not in {"all", "both", "no"}


def hedged_quantifier_list(tok: Token) -> bool:
    """ "Many, probably most, of the tools", "Some, perhaps many, of them": two quantifiers in
    an appositive list, the second hedged, share one "of" phrase. The whole list is the subject's
    quantifier (a supplementary corrective apposition, Huddleston & Pullum 2002 ch. 15 §5), so
    swapping one member for "all" and negating the verb ("Many, probably all, of the N aren't
    ...") denies the premise instead of stating "not all"; no single member is asserted, so no
    member is a scalar item on its own."""
    if tok.lower_ not in _LIST_QUANTIFIERS:
        return False
    doc = tok.doc
    # tok is the second (hedged) member: "Q1 , ADV tok ,"
    i = tok.i
    if (
        i >= 3
        and doc[i - 1].pos_ == "ADV"
        and doc[i - 2].text == ","
        and doc[i - 3].lower_ in _LIST_QUANTIFIERS
    ):
        return True
    # tok is the first member: "tok , ADV Q2 ,"
    return (
        i + 3 < len(doc)
        and doc[i + 1].text == ","
        and doc[i + 2].pos_ == "ADV"
        and doc[i + 3].lower_ in _LIST_QUANTIFIERS
    )


def _number_word(tok: Token) -> bool:
    return tok.like_num or tok.tag_ == "CD"


def dimension_product_numeral(tok: Token) -> bool:
    """ "divides the area into five by five parts", "a 3 x 3 grid", "a 160x120 image": a numeral
    that is a factor of a dimension product names an exact size on each axis (Kennedy 2015 on
    exact numerals in measure constructions; Schwarzschild 2006 on measure phrases), so "not ...
    five by more than five parts" tests no upper bound. Surface test: the numeral is next to
    "by"/"x"/"×" whose other side is a number too, or is written in one token "160x120"."""
    doc = tok.doc
    if any(ch.isdigit() for ch in tok.text) and ("x" in tok.lower_ or "×" in tok.text):
        parts = tok.lower_.replace("×", "x").split("x")
        if len(parts) == 2 and all(p.isdigit() for p in parts):
            return True
    left = doc[tok.i - 1] if tok.i >= 1 else None
    if left is not None and left.lower_ in _TIMES and tok.i >= 2 and _number_word(doc[tok.i - 2]):
        return True
    right = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    return (
        right is not None
        and right.lower_ in _TIMES
        and tok.i + 2 < len(doc)
        and _number_word(doc[tok.i + 2])
    )


#: Nouns that name the parts of a linear arrangement (OED "rank" n. 1 "a row or line of
#: things"; "row", "column", "tier", "file" as in "single file", "layer").
_ARRANGEMENT_NOUNS = frozenset({"row", "rank", "column", "tier", "file", "layer"})


def arrangement_numeral(tok: Token) -> bool:
    """A numeral that counts the rows of an arrangement: the object of "in/into" after a verb
    ("window was facing window in three ranks", "The soldiers stood in three rows", "arranged
    into four columns"). The phrase describes the configuration's shape, and a shape in four
    ranks is not one "in three ranks", so the numeral has the exact reading only (Horn 1992 on
    the "exactly" reading of cardinals; Kennedy 2015: a numeral that fixes a whole's make-up has
    no lower-bound reading to strengthen); "didn't stand in more than three rows" states no
    implicature (blind review s1205s impl-009/015/016/017, candidate 03). Kept: a count of
    rows as things made or had ("They planted three rows of corn", "The hall has three rows":
    an object, lower-bounded) and any other "in" phrase ("in three weeks")."""
    if tok.dep_ != "nummod" or tok.head.lemma_.lower() not in _ARRANGEMENT_NOUNS:
        return False
    noun = tok.head
    if noun.dep_ != "pobj" or noun.head.lower_ not in ("in", "into"):
        return False
    if any(c.dep_ == "prep" and c.lower_ == "of" for c in noun.children):
        return False  # "in three rows of seats": a count of things in a place
    return noun.head.head.pos_ in ("VERB", "AUX")
