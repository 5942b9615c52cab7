"""Sentence segmentation with NOPE-style context.

Each segment of a document (a paragraph, a COCA speaker turn, the text between two redactions) is
split on its own, so no sentence crosses a segment boundary; context runs across segments of the
same document, as a reader would see it. Segmentation uses spaCy's rule-based ``sentencizer`` on
spaCy's English tokenizer (abbreviations such as "Mr." and "U.S." are tokenizer exceptions, so they
do not end sentences); it is fast enough to run before the prefilter on every sentence.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Iterator
from functools import cache

import spacy
from spacy.language import Language

from . import fitness, ids
from .records import Document, Quarantined, Sentence

#: Markup removed from every source: real HTML tags by name (with well-formed attributes) and
#: comments, never "anything between angle brackets", so "5 < 6 and 7 > 3" stays as it is.
#: Wiki markup is parsed by mwparserfromhell in the Wikipedia reader before it gets here.
_HTML_TAGS = (
    "a|abbr|b|big|blockquote|br|center|cite|code|dd|del|dfn|div|dl|dt|em|font|h[1-6]|hr|i|img|"
    "ins|kbd|li|mark|nobr|ol|p|q|s|samp|small|span|strike|strong|sub|sup|table|tbody|td|tfoot|th|"
    "thead|tr|tt|u|ul|var|wbr"
)
_ATTRIBUTE = r"""\s+[A-Za-z_:][-\w:.]*(?:\s*=\s*(?:"[^"<>]*"|'[^'<>]*'|[^\s"'<>=`]+))?"""
_TAG = re.compile(
    rf"<(?:/(?:{_HTML_TAGS})\s*|(?:{_HTML_TAGS})(?:{_ATTRIBUTE})*\s*/?)>|<!--.*?-->",
    re.IGNORECASE | re.DOTALL,
)
#: Invisible characters that join or mark words: removed, never turned into spaces ("Sa\u200brah"
#: is "Sarah"): zero-width space/joiners, word joiner, BOM, soft hyphen.
_INVISIBLE = re.compile("[\u200b\u200c\u200d\u2060\ufeff\u00ad]")
_SPACE = re.compile(r"[ \t\u00a0\u2009]+")
_LINES = re.compile(r"\s*\n\s*")
_SURROGATE = re.compile("[\ud800-\udfff]")
#: Longest paragraph handed to the sentencizer at once (spaCy refuses texts over ``max_length``,
#: 1,000,000 characters); a longer one is cut at sentence-like boundaries first.
CHUNK_CHARS = 100_000
_CHUNK_BOUNDARY = re.compile(r"[.!?][\"')\]\u201d\u2019]*\s+")


#: An audience's reaction noted in a speech transcript, in square brackets or parentheses
#: ("[Laughter]", "(Applause.)", "[Cheers and applause]"): what the audience did, not what the
#: speaker said, so removing it changes no sentence's meaning (the White House and the Congressional
#: Record mark reactions so). Annotations of speech that could not be heard ("(INAUDIBLE)",
#: "(CROSSTALK)") stay: the gap they mark is part of the sentence, and `fitness` flags it.
_REACTION = re.compile(
    r"\s*[\[(](?:laughter|applause|cheers|cheering|boos|booing)"
    r"(?:\s+and\s+(?:laughter|applause|cheers|cheering|boos|booing))?\.?[\])]",
    re.IGNORECASE,
)


def clean(text: str) -> str:
    """Drop HTML tags and comments, unescape entities, remove invisible characters and an
    audience's reactions in transcripts (``_REACTION``), collapse runs of spaces (keeps line
    breaks). Entities are unescaped after tags are removed, so an escaped "&lt;b&gt;" stays as
    text."""
    if "[" in text or "(" in text:
        text = _REACTION.sub("", text)
    if "<" in text:
        text = _TAG.sub(" ", text)
    if "&" in text:
        text = html.unescape(text)
    text = _INVISIBLE.sub("", text)
    return _SPACE.sub(" ", text).strip()


def chunks(paragraph: str, limit: int = CHUNK_CHARS) -> list[str]:
    """``paragraph`` in pieces of at most ``limit`` characters, cut after the last sentence end
    (else the last space) before the limit: the parser never sees an over-long text."""
    out: list[str] = []
    while len(paragraph) > limit:
        window = paragraph[:limit]
        cut = 0
        for match in _CHUNK_BOUNDARY.finditer(window, limit // 2):
            cut = match.end()
        if not cut:
            cut = window.rfind(" ") + 1 or limit
        out.append(paragraph[:cut])
        paragraph = paragraph[cut:]
    out.append(paragraph)
    return out


#: Titles and place abbreviations that stand before a name (CMOS 10.12-10.17: "Ft. Ross", "Capt.
#: Cook", "Lt. Col. Smith") and that spaCy's English tokenizer exceptions lack ("Mt.", "St.",
#: "Gen.", "Gov.", "Prof." are there): without them the tokenizer splits off the period and the
#: sentencizer ends a sentence inside the name ("settlements such as Ft." | "Ross in northern
#: California"). Only forms that are not also common sentence-final words are listed.
_TITLES_BEFORE_NAMES = (
    "Ft.",
    "Capt.",
    "Col.",
    "Lt.",
    "Sgt.",
    "Cpl.",
    "Maj.",
    "Brig.",
    "Cmdr.",
    "Cdr.",
    "Pvt.",
    "Hon.",
    "Supt.",
    "Msgr.",
    "Fr.",
    "Mme.",
    "Mlle.",
    "Ste.",
    "Pt.",
    "Gens.",
)


@cache
def splitter() -> Language:
    nlp = spacy.blank("en")
    for title in _TITLES_BEFORE_NAMES:
        nlp.tokenizer.add_special_case(title, [{"ORTH": title}])
    nlp.add_pipe("sentencizer")
    return nlp


#: A sentence that ends with sentence-final punctuation, a space, then a quote: the sentencizer
#: attached the opening quote of the next sentence ('She cried. "I can't."' -> 'She cried. "').
_STRANDED_QUOTE = re.compile(r"(?<=[.!?])\s+([\"'\u201c\u2018])$")


def _move_stranded_quotes(sents: list[str]) -> list[str]:
    out: list[str] = []
    carry = ""
    for sent in sents:
        sent = carry + sent
        carry = ""
        match = _STRANDED_QUOTE.search(sent)
        if match:
            carry = match.group(1)
            sent = sent[: match.start()]
        if sent.strip():
            out.append(sent.strip())
    if carry and out:
        out[-1] += " " + carry  # nothing followed: leave the quote where it was
    return out


#: Straight double quotes that are not inch marks (5'10"), as ``fitness`` counts them.
_QUOTE = re.compile(r'(?<!\d)"')
#: A quotation mark that opens (after a space or bracket, before a word) or closes (after a word
#: or punctuation, before a space, punctuation or the end).
_OPENING = re.compile(r'(?:^|(?<=[\s(\[]))["\u201c](?=\w)')
_CLOSING = re.compile(r'(?<=[\w.!?,])["\u201d](?=[\s.,;:!?)]|$)')
#: The sentencizer ends a sentence at "!" or "?" inside a quotation or title, then a closing
#: quote: '"Help!" he cried.', 'He wrote "Help!" in 1965.' (the sentence goes on in lower case;
#: Chicago Manual of Style 6.72-6.73).
_ENDS_WITH_QUOTED_MARK = re.compile(r'[!?]["\u201d]$')
_LOWER_START = re.compile(r"[a-z]")
#: Within how many words of the next piece's start a closing quote still ends the title the
#: sentencizer cut ('She starred in "Oh!' + 'Calcutta" on Broadway.'); titles are short.
_TITLE_WORDS = 6


def _quotes(text: str) -> int:
    return len(_QUOTE.findall(text)) + text.count("\u201c") + text.count("\u201d")


def _cut_inside_quotation(first: str, second: str) -> bool:
    """``first`` ends on "!"/"?" with a quotation it opened still open, and ``second`` closes it
    within its first words ('She starred in "Oh!' + 'Calcutta" on Broadway.'), or ``first`` ends
    on a quoted "!"/"?" and ``second`` goes on in lower case ('"Help!"' + 'he cried.')."""
    if _ENDS_WITH_QUOTED_MARK.search(first) and _LOWER_START.match(second):
        return True
    if not first.endswith(("!", "?")) or _quotes(first) % 2 == 0 or _quotes(second) % 2 == 0:
        return False
    opening = list(_OPENING.finditer(first))
    closing = _CLOSING.search(second)
    if not opening or closing is None or _OPENING.search(second[: closing.start()]):
        return False
    return len(second[: closing.start()].split()) <= _TITLE_WORDS


def _rejoin_quotations(sents: list[str]) -> list[str]:
    """Sentences the sentencizer cut inside a quotation or title put back together
    (``_cut_inside_quotation``): otherwise both halves have an unbalanced quote or a lower-case
    start, and the title is cut in two."""
    out: list[str] = []
    for sent in sents:
        if out and _cut_inside_quotation(out[-1], sent):
            out[-1] = f"{out[-1]} {sent}"
        else:
            out.append(sent)
    return out


#: A piece that ends on "et al." (possibly with the opening bracket of the year the sentencizer
#: kept with it: "Smith et al. ("), and a next piece that goes on in lower case, with a number or
#: a closing bracket ("2015) found", "found that"): the period abbreviates "et alii" (APA 7 §8.17;
#: CMOS 15.29), the citation is the subject of a sentence that goes on.
_ET_AL_END = re.compile(r"\bet al\.(?:\s*[(\[])?$")
_CITATION_GOES_ON = re.compile(r"[a-z0-9)\]]")


def _rejoin_et_al(sents: list[str]) -> list[str]:
    """Sentences the sentencizer cut after "et al." put back together (``_ET_AL_END``);
    otherwise the first half is a fragment ("a study by Teschendorf et al.") and the second
    starts in lower case."""
    out: list[str] = []
    for sent in sents:
        if out and _ET_AL_END.search(out[-1]) and _CITATION_GOES_ON.match(sent):
            sep = "" if out[-1].endswith(("(", "[")) else " "
            out[-1] = f"{out[-1]}{sep}{sent}"
        else:
            out.append(sent)
    return out


#: The last word of a piece when it is an abbreviation with its period ("to ca.", "see fig.").
_ABBREVIATION_AT_END = re.compile(r"(?:^|[\s(\[])([A-Za-z]+)\.$")
#: A piece that goes on a sentence: a digit or a lower-case letter first (after an opening
#: bracket or quote, or a currency sign: "$40", "(approx. 50").
_CONTINUES = re.compile(r"[(\[\"'\u201c\u2018$\u00a3\u20ac]?[0-9a-z]")


@cache
def _internal_abbreviations() -> frozenset[str]:
    from .resources import wordlist

    return frozenset(wordlist("sentence_internal_abbreviations"))


def _rejoin_abbreviations(sents: list[str]) -> list[str]:
    """Sentences the sentencizer cut after an abbreviation that stands before what it qualifies
    (``wordlists/sentence_internal_abbreviations.txt``: "ca.", "approx.", "cf.", "fig.") put
    back together when the next piece goes on with a digit or a lower-case word ("This was only
    distributed to ca." + "50 sites."): otherwise the first half is cut off and the second has
    no subject (stop 66, fl31)."""
    out: list[str] = []
    for sent in sents:
        if out and internal_abbreviation_continues(out[-1], sent):
            out[-1] = f"{out[-1]} {sent}"
        else:
            out.append(sent)
    return out


def internal_abbreviation_continues(before: str, after: str) -> bool:
    """The rejoin rule of ``_rejoin_abbreviations``: ``before`` ends in an abbreviation that
    stands before what it qualifies ("to ca.") and ``after`` goes on the sentence ("20 sites.").
    The parse stage reads it too (``parse.keep_abbreviations_inside``)."""
    word = _ABBREVIATION_AT_END.search(before)
    return bool(
        word and word.group(1).lower() in _internal_abbreviations() and _CONTINUES.match(after)
    )


#: A word set in capitals in a section heading ("HEALTH", "COUNTER-CYCLICAL", "U.S."), and the
#: short words a heading may set in title case between two such words ("THE IMPACT Of THE WAR").
_HEADING_WORD = re.compile(r"[A-Z][A-Z'&.-]*[A-Z.]")
_HEADING_JOINERS = frozenset({"Of", "And", "The", "To", "In", "For", "On", "A", "An", "&"})
#: What a heading may end on ("ENERGY:", "TRADE --", "AGRICULTURE.").
_HEADING_END = ",:;.-\u2013\u2014"


def _split_heading(sent: str) -> list[str]:
    """A section heading set in capitals that a plain-text export glued to the sentence after it
    ("HEALTH CARE COST CONTROL Inflation in health care costs remains high.") split off as a
    sentence of its own, so the sentence is stored clean and the heading, which has no verb,
    yields nothing. A heading is a run of capitalised words at the start with at least two of
    five letters or more (acronyms are short and rarely stand two long ones in a row; the
    product's ``stage_direction`` check uses the same measure) and a word in title case right
    after it that begins at least three more words; a run followed by lower case ("ELECTRIC BLUE
    LIGHT begins") is a screenplay direction, not a heading, and is left to the source checks."""
    words = list(re.finditer(r"\S+", sent))
    i = long_words = 0
    while i < len(words):
        core = words[i].group().strip(_HEADING_END)
        if _HEADING_WORD.fullmatch(core):
            long_words += sum(c.isalpha() for c in core) >= 5
        elif not (
            core in _HEADING_JOINERS
            and i + 1 < len(words)
            and _HEADING_WORD.fullmatch(words[i + 1].group().strip(_HEADING_END))
        ):
            break
        i += 1
    if long_words < 2 or len(words) - i < 3 or not re.match(r"[A-Z][a-z]", words[i].group()):
        return [sent]
    return [sent[: words[i].start()].rstrip(), sent[words[i].start() :]]


#: A one-letter Roman numeral after a capitalised noun that names a member of a series ("World
#: War I", "Chapter V", "Part X"), then a period and a capitalised word: the tokenizer keeps
#: "I." together as it keeps an initial ("J. Smith"), so the sentencizer sees no sentence end.
#: After such a noun the letter is a numeral designating the member (Quirk et al. 1985 §6.64 on
#: Roman numerals in names; Huddleston & Pullum 2002 ch. 5 on identifier numerals), never a
#: person's initial (a given name comes before an initial, and "War", "Chapter" are no given
#: names), so the period ends the sentence. Regnal names ("Henry V. Smith") are ambiguous with
#: initials and are left alone (thirty-seventh implicature pass).
_SERIES_NUMERAL_END = re.compile(
    r"\b(?:War|Chapter|Part|Phase|Book|Volume|Act|Title|Article|Section|Stage|Appendix|Schedule)"
    r" [IVX]\.(?= [A-Z][a-z])"
)


#: A sentence that ends in an abbreviation takes one period, the abbreviation's (Chicago Manual
#: of Style 6.13; Quirk et al. 1985 App. III.6), and the tokenizer keeps it on the abbreviation
#: ("Inc.", "D.C.", "p.m."), so the sentencizer sees no end. After an abbreviation that never
#: precedes a name (company, place, time and list abbreviations, unlike the titles "Dr.", "St.",
#: "Gen."), a capitalised function word that opens clauses and never continues a noun phrase
#: ("The", "It", "He", "But", ...) starts a new sentence. Since stop 53 (fl12) also a
#: subordinator or connective adverb that opens a clause ("While", "Although", "Because",
#: "However"; CGEL ch. 7 §2, ch. 11 §4): a capitalised one is no part of a name or noun phrase
#: ("exports to the U.S. While they have been curbing shipments" was one sentence). A doubled period after an abbreviation
#: ("N.J.. The"), which detokenised Treebank text leaves (the abbreviation's period plus the
#: sentence's), always ends one; the spare period is dropped. The openers are
#: ``CLAUSE_OPENERS_AFTER_ABBREVIATION``; the parse stage (``parse.keep_abbreviations_inside``)
#: reads them too, so both stages agree on where an abbreviation ends a sentence.
CLAUSE_OPENERS_AFTER_ABBREVIATION = (
    "The",
    "It",
    "He",
    "She",
    "They",
    "We",
    "This",
    "These",
    "Those",
    "There",
    "But",
    "His",
    "Her",
    "Their",
    "Its",
    "Our",
    "My",
    "While",
    "Whereas",
    "Although",
    "Though",
    "Because",
    "Unless",
    "However",
    "Meanwhile",
)
_ABBREVIATION_END = re.compile(
    r"(?:\b(?:Inc|Corp|Co|Ltd|Bros|Jr|Sr|etc|[ap]\.m|(?:[A-Z]\.){1,3}[A-Z])\."
    rf"(?= (?:{'|'.join(CLAUSE_OPENERS_AFTER_ABBREVIATION)})\b)"
    r"|(?<=[A-Za-z]\.)\.(?= [A-Z]))"
)


def abbreviation_ends_sentence(text: str, end: int) -> bool:
    """The splitter cuts ``text`` after the abbreviation or series numeral whose period ends at
    offset ``end`` (``_SERIES_NUMERAL_END``, ``_ABBREVIATION_END``): "Acme Inc. The firm",
    "World War I. Then". The parse stage reads it (``parse.keep_abbreviations_inside``)."""
    return any(
        m.end() == end
        for pattern in (_SERIES_NUMERAL_END, _ABBREVIATION_END)
        for m in pattern.finditer(text)
    )


def _split_series_numeral(sent: str) -> list[str]:
    """``sent`` cut after each "World War I." (``_SERIES_NUMERAL_END``) or abbreviation
    (``_ABBREVIATION_END``) that ends a sentence."""
    out: list[str] = []
    start = 0
    for match in sorted(
        [*_SERIES_NUMERAL_END.finditer(sent), *_ABBREVIATION_END.finditer(sent)],
        key=lambda m: m.start(),
    ):
        end = match.end()
        piece = sent[start:end].strip()
        if match.re is _ABBREVIATION_END and piece.endswith(".."):
            piece = piece[:-1]
        out.append(piece)
        start = end
    out.append(sent[start:].strip())
    return [s for s in out if s]


#: A sentence end with no space after it, glued to the next sentence by careless typing or an
#: export that lost a line break ("It was great!!!It's closing", "(see below).As I said",
#: "in 2002.The limits", "kill..So I started", "souls...Eliza is"): terminal punctuation (one or
#: more of ".", "!", "?", or an ellipsis), any closing quote or bracket, then a capitalised word
#: (a capital and a lower-case letter, or the pronoun "I"). A sentence-final mark is followed by a
#: space in English typography (CMOS 6.7, 6.11; Quirk et al. 1985 App. III.3), so the mark ends
#: the first sentence and the capital opens the next; spaCy's tokenizer splits only a period
#: between two letters ("home.Then"). What is not a boundary: the mark must follow a lower-case
#: letter, a digit or a closing quote/bracket, so initialisms ("U.S.Army", "A.Smith") stay; a
#: word before a period that has a period of its own ("e.g.The", "i.e.This") or is one letter or
#: a title abbreviation (``_NAME_TITLES``: "Mr.Peanut", "St.Louis") is an abbreviation; a
#: lower-case word or a digit after the period is a domain, file name or decimal ("Node.js",
#: "3.5"), and so is a top-level domain in title case ("Amazon.Com").
_GLUED_BOUNDARY = re.compile(
    r"(?<=[a-z0-9)\]\"'\u201d\u2019])(?:[.!?]+|\u2026)[\"'\u201d\u2019)\]]*"
    r"(?=[A-Z][a-z]|I\b)"
)
#: Since stop 53 (fl12) also a period glued to a lower-case clause opener: a subject pronoun
#: or a determiner that starts a clause, then a space ("deserves a 4/10 or 5/10.it's
#: traditionally filmed", "great movie.i loved it", "the end.the acting is"). Chat and review
#: text drops the capital as well as the space (Crystal 2008 ch. 3), but the period still ends
#: the sentence: no domain, file name or decimal is spelt with these words and a space after
#: them ("it's", "i'm" have an apostrophe; ".it", ".me", ".us", ".so", ".my" are domains and
#: are not listed).
_LOWER_CLAUSE_OPENERS = r"(?:it's|i|i'm|i've|i'd|i'll|the|this|that's|there's|he|she|they|we)\s"
_GLUED_LOWER_BOUNDARY = re.compile(rf"(?<=[a-z0-9])\.(?={_LOWER_CLAUSE_OPENERS})")
#: Linear (stop 66): a match starts where a token starts (``(?<!\S)``: one from inside a token
#: also matches from its start, further left), a run of stops is entered only at its first stop
#: (``(?<![.!?])``: the lazy word would have stopped there first) and read possessively (what
#: follows must be a closer or the end, never a stop given back); the old form rescanned a run of
#: "!" from every position (cubic: 27 ms on 200). Same spans on 300,000 random strings.
_WORD_BEFORE = re.compile(r"(?<!\S)(\S*?)(?:(?<![.!?])[.!?]++|\u2026)[\"'\u201d\u2019)\]]*+$")
#: Abbreviations that stand before a name (CMOS 10.12-10.17) and so before a capital.
_NAME_TITLES = frozenset(
    [
        "mr",
        "mrs",
        "ms",
        "dr",
        "st",
        "mt",
        "ft",
        "jr",
        "sr",
        "prof",
        "gen",
        "col",
        "lt",
        "capt",
        "sgt",
        "rev",
        "hon",
        "gov",
        "sen",
        "rep",
        "pres",
        "no",
        "vol",
        "fig",
        "ch",
        "pp",
        "vs",
        "cf",
        "approx",
        "ca",
        "dept",
        "univ",
        "ave",
    ]
)
_DOMAINS = re.compile(r"(?:Com|Net|Org|Edu|Gov)\b")


def _glued_boundary(sent: str, match: re.Match[str]) -> bool:
    """``match`` (``_GLUED_BOUNDARY``) ends a sentence, not an abbreviation or a domain."""
    if _DOMAINS.match(sent, match.end()):
        return False
    mark = match.group().rstrip("\"'\u201d\u2019)]")
    if mark != ".":
        return True  # "!", "?", "..", "...": never an abbreviation's
    word = _WORD_BEFORE.search(sent[: match.end()])
    before = (word.group(1) if word else "").lstrip("(\"'\u201c\u2018[")
    core = before.rstrip(")]\"'\u201d\u2019")
    if "." in core or (len(core) == 1 and core.isalpha()):
        return False
    return core.lower() not in _NAME_TITLES


def _rejoin_domains(sents: list[str]) -> list[str]:
    """Sentences the sentencizer cut inside a domain name put back together ("Example." +
    "Com every week."): spaCy's tokenizer splits a period between a lower-case and a capital
    letter, but a top-level domain (``_DOMAINS``) ends a name, not a sentence."""
    out: list[str] = []
    for sent in sents:
        if out and re.search(r"[a-z]\.$", out[-1]) and _DOMAINS.match(sent):
            out[-1] += sent
        else:
            out.append(sent)
    return out


#: Stop 91 (sx01): a sentence-final period typed after the space instead of before it ('"weight
#: loss tea" .I'm very constipated', "it was fine .The box"): a space, a period, then a capitalised
#: word. A period after a space belongs to no word before it, so it is no abbreviation's ("Dr."
#: and "e.g." carry their period on the word); a decimal or a file extension has a digit or
#: lower case after the period (" .5", " .txt"), and a top-level domain (" .Com") is refused by
#: ``_DOMAINS``. Ending sentences with a mark set close to the word before and a space after it is
#: the rule (CMOS 6.7, 6.11; Quirk et al. 1985 App. III.3), so the mark ends the first sentence;
#: the first piece gets its period back against its word (after dots, "in the shower... .it's
#: phenomenal", the dots already end it). As with ``_GLUED_LOWER_BOUNDARY``, a lower-case clause
#: opener after the period counts too (" .it's", " .i'm").
_MOVED_SPACE_BOUNDARY = re.compile(rf"(?<=\S) \.(?=[A-Z][a-z]|I\b|{_LOWER_CLAUSE_OPENERS})")
#: Stop 91 (sx01): two or more dots or an ellipsis character between two clauses, the second in
#: lower case ("Try all the varieties..you will not be disappointed...my current favorite is the
#: creamy white"): in informal web writing ellipsis dots often stand for a full stop between
#: sentences (Crystal 2006, *Language and the Internet*, ch. 4), while in edited prose they mark a
#: pause or a trailing-off inside one sentence (CMOS 13.50). Only the first is a boundary, and the
#: splitter has no parser, so the rule is narrow (``_ellipsis_boundary``): the dots follow a word,
#: a closing quote or bracket, or "!"/"?" (not "[" of a quoted omission "[...]"), and the next word
#: is a clause opener: a nominative pronoun, "you", "it", "this", "these", "there" or "my" (with
#: a contraction: "i'm", "it's", "you'll"); a coordinator after the dots ("I tried it... and
#: loved it") is no opener, so that trailing-off stays one sentence.
_ELLIPSIS_RUN_ON = re.compile(
    r"(?<=[A-Za-z0-9)\]\"'\u201d\u2019!?]) ?(?:\.{2,}|\u2026)\s*"
    r"(?=(?:i|you|we|they|he|she|it|this|these|there|my)(?:['\u2019](?:m|s|re|ve|ll|d))?\b)"
)
#: Openers that can only be subjects (nominative case: Quirk et al. 1985 §6.3; CGEL ch. 5 §16.2):
#: a word after them is the verb or an adverb before it.
_NOMINATIVE = frozenset(["i", "we", "they", "he", "she"])
#: Auxiliaries, modals and common irregular finite verbs (Quirk et al. 1985 §3.21-3.22): a finite
#: verb within a few words of the opener makes it a clause ("my current favorite is").
_FINITE = frozenset(
    [
        "am",
        "is",
        "are",
        "was",
        "were",
        "have",
        "has",
        "had",
        "do",
        "does",
        "did",
        "can",
        "could",
        "will",
        "would",
        "shall",
        "should",
        "may",
        "might",
        "must",
        "isn't",
        "aren't",
        "wasn't",
        "weren't",
        "haven't",
        "hasn't",
        "hadn't",
        "don't",
        "doesn't",
        "didn't",
        "can't",
        "couldn't",
        "won't",
        "wouldn't",
        "shouldn't",
        "got",
        "gets",
        "goes",
        "went",
        "came",
        "comes",
        "made",
        "makes",
        "took",
        "takes",
        "said",
        "says",
        "tasted",
        "taste",
        "tastes",
        "smells",
        "smelled",
        "works",
        "worked",
        "arrived",
    ]
)
#: Words that after "you" show it is an object or vocative, not a subject ("love it... you guys").
_NOT_AFTER_SUBJECT_YOU = frozenset(
    [
        "guys",
        "all",
        "too",
        "and",
        "or",
        "but",
        "so",
        "both",
        "people",
        "folks",
        "two",
        "to",
        "for",
        "with",
        "in",
        "on",
        "at",
        "of",
    ]
)
#: Words before the dots that leave the first clause unfinished ("and then... it was gone", "the
#: best of... my life"): a coordinator, subordinator, preposition, article or "then" that wants
#: what follows (CGEL ch. 7, 15), so the dots are a pause inside the sentence.
_UNFINISHED_BEFORE = frozenset(
    [
        "and",
        "or",
        "but",
        "so",
        "then",
        "the",
        "a",
        "an",
        "to",
        "of",
        "with",
        "for",
        "in",
        "on",
        "at",
        "by",
        "from",
        "that",
        "which",
        "who",
        "when",
        "if",
        "because",
        "as",
        "than",
        "like",
        "about",
        "into",
        "onto",
        "after",
        "before",
        "since",
        "until",
        "while",
        "although",
        "though",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "very",
        "really",
        "just",
    ]
)
#: A fronted adverbial ("When I opened it... it was stale", "In the meantime... we are still
#: looking", "For those who prefer it stronger... this can be done"; Quirk et al. 1985 §8.14,
#: §15.17) waits for its main clause after the dots: the last stretch before the dots (after the
#: last comma, semicolon or "but") must not open with a subordinator or a preposition ("incase" is
#: the common spelling of "in case"; "every"/"each" open "every time I drink", CGEL ch. 7 §4).
_SUBORDINATORS = frozenset(
    [
        "when",
        "whenever",
        "if",
        "because",
        "although",
        "though",
        "while",
        "since",
        "after",
        "before",
        "once",
        "until",
        "unless",
        "as",
        "whether",
        "incase",
        "every",
        "each",
        "in",
        "for",
        "with",
        "during",
        "depending",
        "on",
        "at",
        "by",
        "from",
    ]
)
_LAST_STRETCH = re.compile(r"[,;]|\bbut\b", re.IGNORECASE)
#: A comment clause after the dots ("... you know, little bunches", "... I guess"): a pronoun
#: and a verb of knowing or saying with nothing after them is a parenthetical, not a new
#: sentence (Quirk et al. 1985 §15.54).
_COMMENT_VERBS = frozenset(["know", "see", "mean", "guess", "think", "bet", "suppose", "say"])
_WORD = re.compile(r"[A-Za-z]+(?:['\u2019][A-Za-z]+)*")
_WINDOW = 200


def _finite_after(opener: str, words: list[str]) -> bool:
    """``words`` (the opener's first, lower case) start a clause: a finite verb within a few
    words of the opener (``_FINITE``, or a word in "-s"/"-ed"; after a determiner "my"/"these"
    only past the noun, so "my favorites" is no clause)."""
    rest = words[1:5]
    if not rest or (len(rest) == 1 and rest[0] in _COMMENT_VERBS):
        return False
    if "'" in words[0]:  # "it's", "i'm", "you'll": the contraction is the finite verb
        return True
    if opener in _NOMINATIVE:
        return True
    if opener == "you":
        return rest[0] not in _NOT_AFTER_SUBJECT_YOU
    first = 1 if opener in ("my", "these") else 0
    for i, word in enumerate(rest):
        if word in _FINITE:
            return True
        if i >= first and re.fullmatch(r"[a-z]{2,}(?:[^s]s|ed)", word):
            return True
    return False


def _ellipsis_boundary(sent: str, start: int, match: re.Match[str]) -> bool:
    """``match`` (``_ELLIPSIS_RUN_ON``) stands for a full stop: the text before it since the last
    cut is a finished clause of three words or more (its last stretch no fronted adverbial:
    ``_SUBORDINATORS``; not ending on a word that wants more: ``_UNFINISHED_BEFORE``), and the
    text after it opens a clause (``_finite_after``; no comment clause: ``_COMMENT_VERBS``)."""
    # Read a bounded window on each side, so a paragraph of many dots stays linear.
    after = sent[match.end() : match.end() + _WINDOW]
    clause = re.split(r"[,;:.!?()\u2026\u2013\u2014-]", after, maxsplit=1)[0]
    words = [w.lower().replace("\u2019", "'") for w in _WORD.findall(clause)]
    if not words or not _finite_after(words[0].split("'")[0], words):
        return False
    window = max(start, match.start() - _WINDOW)
    text = sent[window : match.start()]
    before = _WORD.findall(text)
    if len(before) < 3 or before[-1].lower() in _UNFINISHED_BEFORE:
        return False
    stretches = _LAST_STRETCH.split(text)
    opener = _WORD.search(stretches[-1])
    fronted = opener is not None and opener.group().lower() in _SUBORDINATORS
    return not (fronted and (window == start or len(stretches) > 1))


def _one_stop(piece: str) -> str:
    """``piece`` with a final two-dot run written as the full stop it stands for: two dots are no
    mark of English punctuation (an ellipsis has three: CMOS 13.48)."""
    return re.sub(r"\s*(?<!\.)\.\.$", ".", piece)


def _split_glued(sent: str) -> list[str]:
    """``sent`` cut at each sentence boundary that lost its space (``_GLUED_BOUNDARY``,
    ``_GLUED_LOWER_BOUNDARY``), had it moved (``_MOVED_SPACE_BOUNDARY``), or was typed as dots
    before a lower-case clause (``_ELLIPSIS_RUN_ON``)."""
    out: list[str] = []
    start = 0
    matches = [
        *_GLUED_BOUNDARY.finditer(sent),
        *_GLUED_LOWER_BOUNDARY.finditer(sent),
        *_MOVED_SPACE_BOUNDARY.finditer(sent),
        *_ELLIPSIS_RUN_ON.finditer(sent),
    ]
    for match in sorted(matches, key=lambda m: m.start()):
        if match.start() < start:
            continue
        if match.re is _MOVED_SPACE_BOUNDARY:
            if _DOMAINS.match(sent, match.end()):
                continue
            piece = sent[start : match.start()].strip()
            ends = piece.endswith((".", "!", "?", "\u2026"))
            out.append(_one_stop(piece) if ends else piece + ".")
        elif match.re is _ELLIPSIS_RUN_ON:
            if not _ellipsis_boundary(sent, start, match):
                continue
            out.append(_one_stop(sent[start : match.end()].strip()))
        elif _glued_boundary(sent, match):
            out.append(sent[start : match.end()].strip())
        else:
            continue
        start = match.end()
    out.append(sent[start:].strip())
    return [s for s in out if s]


def split(texts: Iterable[str], batch_size: int = 64) -> Iterator[list[str]]:
    """For each text, its sentences (line breaks and corpus paragraph marks always end a sentence;
    each paragraph is detokenized first if it has Treebank spacing and loses its glued footnote
    marks, which hide a sentence end from the sentencizer, see ``pipeline/fitness.py``)."""
    nlp = splitter()
    for text in texts:
        lines = _LINES.split(fitness.paragraph_breaks(text))
        paragraphs = [
            c
            for p in lines
            if p
            for c in chunks(fitness.strip_reference_marks(fitness.detokenize(p)))
        ]
        out: list[str] = []
        for doc in nlp.pipe(paragraphs, batch_size=batch_size):
            sents = _move_stranded_quotes([s.text.strip() for s in doc.sents if s.text.strip()])
            joined = _rejoin_domains(_rejoin_et_al(_rejoin_quotations(sents)))
            for sent in _rejoin_abbreviations(joined):
                for piece in _split_series_numeral(sent):
                    for part in _split_glued(piece):
                        out.extend(_split_heading(part))
        yield out


def record_source(document: Document) -> str:
    """The source a sentence is stored with: the reader's name, or the record's own ``source``
    field when a jsonl record carries one (the fresh pools write "cdda-descriptions",
    "wikipedia-vital4:History" there), so the kind of record reaches the phenomena (a
    description record's "it" is the entry's topic: ``conjunction.description_record``).
    Sentence ids keep the reader's name, so they do not change."""
    kind = document.meta.get("source")
    return kind if isinstance(kind, str) and kind.strip() else document.source


def sentences_and_rejects(document: Document) -> tuple[list[Sentence], list[Quarantined]]:
    """The document's sentences in order, each with the two before it as context, and the
    sentences that cannot be stored (a lone surrogate such as a JSON ``"\\ud800"`` escape is not
    Unicode text): those are quarantined one by one and the rest of the document is kept."""
    texts: list[tuple[str, str | None, str | None]] = []  # (text, speaker, parse)
    rejects: list[Quarantined] = []

    def keep(text: str, speaker: str | None, parse: str | None, suspect: bool) -> None:
        if parse is None:  # a shipped parse is of the text as it is: leave that text alone
            tidied = fitness.tidy(text)
            if tidied.text:  # a line of marks only is kept as it is (assess: no_words)
                text, speaker = tidied.text, speaker or tidied.speaker
        if suspect and _BAD_CHAR in text:
            rejects.append(
                Quarantined(
                    source=document.source,
                    location=f"{document.location} sentence {len(texts) + len(rejects) + 1}",
                    stage="sentences",
                    error="lone surrogate code point (not valid Unicode) in the sentence; "
                    "shown as U+FFFD in the excerpt",
                    doc_id=document.doc_id,
                    excerpt=text[:300],
                )
            )
        else:
            texts.append((text, speaker, parse))

    segments = [(seg, bool(_SURROGATE.search(seg.text))) for seg in document.segments]
    to_split = [(s, bad) for s, bad in segments if not s.presplit]
    split_iter = split(_readable(s.text, bad) for s, bad in to_split)
    for seg, bad in segments:
        if seg.presplit:
            text = _readable(seg.text, bad)
            if text:
                keep(text, seg.speaker, seg.parse, bad)
        else:
            for t in next(split_iter):
                keep(t, seg.speaker, None, bad)
    out: list[Sentence] = []
    source = record_source(document)
    for i, (text, speaker, parse) in enumerate(texts):
        out.append(
            Sentence(
                sentence_id=ids.sentence_id(document.source, document.doc_id, i, text),
                doc_id=document.doc_id,
                source=source,
                sent_index=i,
                text=text,
                context1=texts[i - 2][0] if i >= 2 else None,
                context2=texts[i - 1][0] if i >= 1 else None,
                speaker=speaker,
                parse=parse,
            )
        )
    return out, rejects


_BAD_CHAR = "\ufffd"


def _readable(text: str, has_surrogates: bool) -> str:
    """``clean(text)``, with lone surrogates (which no encoder accepts) shown as U+FFFD."""
    if has_surrogates:
        text = _SURROGATE.sub(_BAD_CHAR, text)
    return clean(text)


def sentences_of(document: Document) -> list[Sentence]:
    """The document's storable sentences (see ``sentences_and_rejects``)."""
    return sentences_and_rejects(document)[0]
