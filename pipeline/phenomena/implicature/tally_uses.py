"""Numerals in a sentence that states a total (stop 92, im112; blind review s1206a, Amazon food
reviews). The check returns a short reason or ``None``; the extractor then writes no candidate
(called by ``_review_class``, off in the IMPPRES inventory ``wide``).

A total is the count of everything counted: "eight bottles in all", "sixteen colors total",
"a total of nine teas". "in all", "in total", "altogether" and "all told" mark the number as
the sum (OED "in all", "all told", "altogether": "in total, counting everything"), so "not more than n in all" is part of what the
sentence says, not an implicature to cancel (Levinson 2000 §1.4: an upper bound the content
already fixes is no implicature; Kennedy 2015 on exact readings of numerals where the count is
the question under discussion). The other numerals of such a sentence are the factors or the
parts of that sum ("4 rows of 4 colors (16 colors total)", "nine teas, two bags of each one"):
the sentence gives a make-up whose counts are read exactly, each fixed by the stated total or
by the assortment it describes (Kennedy 2015), and "no more than two bags of each one" edits a
factor of a sum the sentence states as complete. "a total of N" itself already got no
candidate on main (a numeral under a measure noun); this adds the summative adjuncts and the
rest of the sentence.

Measured on the prior's training rows (implicature, numerals): the sentences with "total",
"in all", "in total", "altogether" or "all told" were kept 1 time of 9 (the 4 pairs of "4 rows
of 4 colors (16 colors total)" and 4 of the 5 of "a total of nine teas, two tea bags of each
one" rejected). "Two wings of each one touched another" (a per-member count, no total) was kept
4 of 4 and keeps its pairs.
"""

from __future__ import annotations

from spacy.tokens import Span, Token

#: Summative adjuncts after a counted noun phrase: "eight bottles in all", "twelve bars in
#: total", "six jars altogether", "ten boxes all told" (OED: "in total, counting everything").
SUMMATIVE_PHRASES = frozenset(
    {("in", "all"), ("in", "total"), ("altogether",), ("all", "told"), ("total",)}
)
#: Nouns that, as "a total of n N", state the sum ("a total of nine teas", "a sum of ten").
SUM_NOUNS = frozenset({"total", "sum"})


def _counted(tok: Token) -> bool:
    """Is ``tok`` a cardinal numeral (tag CD) that counts a noun or stands for one?"""
    return tok.tag_ == "CD" and tok.like_num


def _sum_after(sent: Span, num: Token) -> bool:
    """Is the counted phrase of ``num`` ("eight bottles", "16 colors") followed by a summative
    adjunct ("in all", "in total", "altogether", "all told", "total")?"""
    noun = num.head if num.dep_ == "nummod" else num
    end = max(noun.i, num.i) + 1
    words = [t.lower_ for t in sent.doc[end : min(end + 2, sent.end)]]
    return any(tuple(words[: len(p)]) == p for p in SUMMATIVE_PHRASES)


def _sum_noun(num: Token) -> bool:
    """Is ``num`` the count of "a total/sum of n N" ("a total of nine different teas")?"""
    noun = num.head if num.dep_ == "nummod" else num
    prep = noun.head
    return (
        noun.dep_ == "pobj"
        and prep.lower_ == "of"
        and prep.head.lemma_.lower() in SUM_NOUNS
        and prep.head.tag_ in ("NN", "NNS")
    )


def states_total(sent: Span) -> bool:
    """Does the sentence state a total: a numeral under "a total/sum of" or before a
    summative adjunct ("in all", "in total", "altogether", "all told", "total")?"""
    return any(_counted(t) and (_sum_after(sent, t) or _sum_noun(t)) for t in sent)


def summed_numeral(tok: Token) -> str | None:
    """A numeral in a sentence that states a total (module docstring): the total itself or a
    factor or part of it. "We bought eight bottles in all", "The set holds 4 rows of 4 jars
    (16 jars total)", "It is a total of five flavors, three sachets of each one": no
    candidate. Kept: a numeral in a sentence without one ("Two wings of each one touched
    another"; "I bought two jars for the total price of ten dollars": "total" modifies no
    count)."""
    if not _counted(tok):
        return None
    return "summed-numeral" if states_total(tok.sent) else None
