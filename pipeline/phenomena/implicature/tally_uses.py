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


#: Verbs that, with an inanimate subject, take the wording or value the subject bears as their
#: object: "my account says 2 flights", "the meter reads 40 degrees", "the clock said three"
#: (OED "say" v.1 sense "of a document, notice, clock, etc.: to have as its wording, to
#: indicate"; "read" v. "of an instrument: to indicate a value"; Quirk et al. 1985 §16.31 on
#: reporting verbs). "show/display" are left out: their object is what is depicted ("The dialog
#: shows nine different windows", kept 5 of 5 in the training rows), a count of things.
DISPLAY_VERBS = frozenset({"say", "read"})

#: Inanimate subjects that bear a written or displayed value: records, documents, screens and
#: instruments (the things OED's sense above names: "document, notice, clock"). A person's
#: "He said two words" counts words uttered and keeps its pair.
DISPLAY_SUBJECTS = frozenset(
    {
        "account", "app", "balance", "bill", "board", "booking", "card", "clock", "confirmation",
        "counter", "dashboard", "display", "email", "gauge", "invoice", "itinerary", "label",
        "meter", "message", "monitor", "notice", "notification", "odometer", "page", "profile",
        "readout", "receipt", "record", "reservation", "scale", "screen", "sign", "site",
        "statement", "status", "system", "thermometer", "ticket", "timer", "tracker", "watch",
        "website", "it",
    }
)  # fmt: skip


def displayed_numeral(tok: Token) -> str | None:
    """A numeral in the object of "say/read" whose subject is a record, screen or instrument
    ("My account says 2 flights", "the meter read 40 degrees"): the number is a reading of what
    the thing displays, a value reported, exact by what it reports, like a stated total above
    (Kennedy 2015 on exact readings where the count is the question; Levinson 2000 §1.4 on an
    upper bound the content fixes). The object stands for the displayed wording, a quotation
    (OED "say" v.1, "of a document: to have as its wording"; Potts 2007 on quotation), so "my
    account doesn't say more than 2 flights" edits a quoted value, no alternative the speaker
    weighed (stop 92, im113; blind review s1208a on tweets). Training rows: no numeral under
    "say/read" with such a subject; "The dialog shows nine different windows" (a depicted
    count) was kept 5 of 5 and keeps its pairs, as do a person's "He said two words" and a
    numeral in a reported clause ("The report says that two trains were late")."""
    if not _counted(tok):
        return None
    node = tok
    while (
        node.dep_ in ("nummod", "quantmod", "compound", "amod", "advmod") and node.head.i != node.i
    ):
        node = node.head
    if node.dep_ != "dobj":
        return None
    verb = node.head
    if verb.pos_ not in ("VERB", "AUX") or verb.lemma_.lower() not in DISPLAY_VERBS:
        return None
    subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if (
        subject is None
        or subject.lower_ not in DISPLAY_SUBJECTS
        and subject.lemma_.lower() not in DISPLAY_SUBJECTS
    ):
        return None
    return "displayed-numeral"
