"""Source noise: is a sentence fit to build pairs on, and what can be cleaned without changing it.

Expert reviewers reject every pair whose *source* sentence is noise, whatever the rewrite does
(docs/fitness.md). This module is the one place that knows what corpus noise looks like, for every
source:

- ``tidy(text)`` removes what carries no meaning, before segmentation and parsing: Penn-Treebank
  spacing ("do n't", "men 's", "knees , clutching"), leading ``>`` quote markers, ``#`` paragraph
  marks and ``:`` left by a removed speaker tag, and a leading speaker tag ("@!Mr - SIMONS:",
  "Mr. COHEN :"), which goes to the sentence's speaker field instead.
- ``assess(text, doc=None)`` returns the reasons a sentence is unfit (``REASONS``). Each rule is
  written for precision: it fires only where an expert would reject any pair built on the
  sentence. The parse-based rules (``fragment``) need ``doc``; without one only the text rules run.

Sources: COCA's markup conventions (Davies, *COCA: texts and formatting*, english-corpora.org:
``@@id`` text ids, ``<p>`` and ``#`` paragraphs, ``@ @ @`` redactions of 10 words in 200,
``@!SPEAKER:`` turns in spoken texts, ``TOOLONG`` for over-long tokens); the Penn Treebank
tokenisation guidelines (Santorini 1990) for the spacing; screenplay format (scene headings
``INT./EXT.``, ``(O.S.)``, ``(V.O.)``, ``(CONT'D)``, all-caps directions); and the grammar of the
English sentence (a main clause has a finite verb, Huddleston & Pullum 2002, ch. 3).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from .syntax import FINITE_TAGS

if TYPE_CHECKING:
    from sacremoses import MosesDetokenizer
    from spacy.tokens import Doc, Token

#: Every reason ``assess`` can return, with why an expert rejects the sentence.
REASONS = {
    "markup": "corpus markup left in the text (#, @, <p>, TOOLONG, //): not prose",
    "speaker_tag": 'a transcript speaker label inside the sentence ("... FELDMAN :")',
    "stage_direction": "screenplay material: scene heading, (O.S.)/(V.O.), all-caps directions",
    "fragment": "no finite verb, or only a subordinate clause: not a sentence",
    "truncated": "cut off: ends on a comma, dash or function word, or starts in lower case",
    "disfluent": "transcribed disfluency: fillers (uh, um) or a word restarted after a dash",
    "no_words": "no word at all (punctuation, numbers, markup only)",
}

# -- cleaning --------------------------------------------------------------------------------------

#: PTB tokens separated by a space: clitics and punctuation ("do n't", "men 's", "knees , then").
_TOKENIZED = re.compile(r"\s(?:n't|'s|'re|'ve|'ll|'d|'m|[,.;:!?%])(?=\s|$)", re.IGNORECASE)
#: COCA's split contractions the Moses detokenizer does not join: "ca n't", "I ' m", "didn ' t".
_SPLIT_NT = re.compile(r"(\w) n't\b", re.IGNORECASE)
_SPLIT_APOSTROPHE = re.compile(r"(\w) ' (t|m|s|re|ve|ll|d)\b")
#: PTB splits "#" from a number ("# 1"), which Moses does not join back.
_HASH_NUMBER = re.compile(r"#\s+(?=\d)")
#: Leading markers: ">" (quoted e-mail/web text), "#" (COCA paragraph mark), ":" (what is left of
#: a removed speaker tag), with the spaces between them.
_LEADING_MARKS = re.compile(r"^(?:\s*(?:>+|#+|:)(?=\s|$))+\s*")
#: Trailing "#" paragraph marks and "//" (COCA web/blog line ends).
_TRAILING_MARKS = re.compile(r"(?:\s+(?:#+|//))+\s*$")
_TITLE = r"(?:Mr|Mrs|Ms|Dr|Sen|Rep|Gov|Gen|Prof|Rev)\.?"
#: A speaker name as transcripts write it: capitals (hyphens, apostrophes, periods, spaces),
#: optionally after a title in any case ("Mr - SIMONS", "Mr. COHEN", "PETER JENNINGS").
_NAME = rf"(?:{_TITLE}\s*-?\s*)?[A-Z][A-Z'.]*[A-Z](?:[\s-]+[A-Z][A-Z'.]*)*"
#: A speaker tag at the start: COCA's "@!NAME:" (colon optional) or a bare "NAME :", "Q:".
_LEADING_SPEAKER = re.compile(
    rf"^@!(?P<coca>[^\s:]+(?:\s*-\s*[^\s:]+)*)\s*:?\s*"
    rf"|^(?:-\s+)?(?P<bare>{_NAME}|[QA])(?:\s*,\s*(?P<role>[A-Z][a-z]+(?: [a-z]+)?))?\s*:\s+"
)


@cache
def _moses() -> MosesDetokenizer:
    # imported here: sacremoses takes ~1 s to import and most texts are not tokenized
    from sacremoses import MosesDetokenizer

    return MosesDetokenizer(lang="en")


def looks_tokenized(text: str) -> bool:
    """True when the text has PTB spacing (a clitic or punctuation mark after a space)."""
    return bool(_TOKENIZED.search(text) or _SPLIT_APOSTROPHE.search(text))


def detokenize(text: str) -> str:
    """PTB/COCA tokenized text back to ordinary spacing ("ca n't go , he said" -> "can't go, he
    said"), with sacremoses' Moses detokenizer plus COCA's split contractions. Text that does not
    look tokenized is returned as is, so running text (and its quotes) is never re-spaced and the
    function is idempotent."""
    if not looks_tokenized(text):
        return text
    text = _SPLIT_APOSTROPHE.sub(r"\1'\2", text)
    text = _SPLIT_NT.sub(r"\1n't", text)
    return _HASH_NUMBER.sub("#", _moses().detokenize(text.split()))


@dataclass(frozen=True, slots=True)
class Tidied:
    text: str
    speaker: str | None = None


def strip_marks(text: str) -> str:
    """``text`` without leading ``>``/``#``/``:`` markers and trailing ``#``/``//`` marks."""
    return _TRAILING_MARKS.sub("", _LEADING_MARKS.sub("", text)).strip()


#: Paragraph marks inside a text: COCA's standalone "#" (not "# 1", PTB's "#1") and "<p>" written
#: with spaces ("< p >"), which the HTML tag cleaner does not take for a tag.
#: COCA's redactions ("@ @ @ @ @ @ @ @ @ @") end a segment too (the words around them do not join).
_PARAGRAPH_MARK = re.compile(r"(?:^|\s)#+(?=\s|$)(?!\s*\d)|<\s*/?\s*p\s*>|@(?:\s+@){2,}")
#: A COCA turn mark ("@!KELLY:") inside a text starts a new line, where ``tidy`` takes it.
_TURN = re.compile(r"\s*(?=@![A-Za-z])")


def paragraph_breaks(text: str) -> str:
    """``text`` with its corpus paragraph marks and redactions turned into line breaks (sentence
    boundaries), and a line break before each COCA speaker turn."""
    if "#" not in text and "<" not in text and "@" not in text:
        return text
    return _TURN.sub("\n", _PARAGRAPH_MARK.sub("\n", text))


def tidy(text: str) -> Tidied:
    """Remove what carries no meaning (see the module docstring); a leading speaker tag becomes
    ``speaker``. Idempotent: ``tidy(tidy(t).text).text == tidy(t).text``."""
    text = strip_marks(text)
    speaker = None
    match = _LEADING_SPEAKER.match(text)
    if match and match.end() < len(text):
        speaker = (match.group("coca") or match.group("bare")).strip()
        text = strip_marks(text[match.end() :])
    return Tidied(detokenize(text), speaker)


# -- assessing -------------------------------------------------------------------------------------

_MARKUP = re.compile(
    r"(?:^|\s)#+(?=\s|$)(?!\s*\d)"  # a standalone "#" not before a number ("# 1" is "#1")
    r"|@(?:\s+@){2,}|(?:^|\s)@!?[A-Za-z]"  # redaction, "@!NAME" turn marks, stray "@WORD"
    r"|<\s*/?\s*(?:p|br)\s*(?:>|$)"  # "<p>", "< br", "TABLE < p" (COCA paragraph tags)
    r"|TOOLONG|(?:^|\s)//\s*$|\*\s\*\s\d",  # COCA's over-long token marker, web line ends
)
#: A transcript speaker label inside the text: a capitalised NAME then " :" (TV transcripts put a
#: space before the colon), or a trailing "-- NAME" attribution.
_INNER_SPEAKER = re.compile(
    rf"(?:^|\s){_NAME}\s*:\s*$|(?:^|[.!?]\s+){_NAME}\s*:\s|--\s+[A-Z][A-Z'.-]{{2,}}\s*$"
)
#: Screenplay scene headings and camera/voice parentheticals.
_SCREENPLAY = re.compile(
    r"\b(?:INT|EXT)\.\s|\(\s*(?:O\.\s?S|V\.\s?O|O\.\s?C|CONT'D|CONT|MORE)\.?\s*\)"
    r"|\(\s*(?:Voiceover|Voice-over|Off camera|Footage[^)]*)\s*\)?",
    re.IGNORECASE,
)
_CAPS_WORD = re.compile(r"[A-Z][A-Z'-]*[A-Z]")
#: Fillers of spontaneous speech (Clark & Fox Tree 2002, "Using uh and um"): tokens, lower case.
_FILLER = re.compile(r"(?:^|[\s,])(?:uh|um|uhm|erm|uh-huh)(?=[\s,.!?]|$)", re.IGNORECASE)
#: A word restarted after a dash ("I - I - uh", "this -- this --"), or a function word repeated
#: at once ("the the", "was was"), which grammar never doubles (unlike "had had", "that that"):
#: repetitions, the commonest disfluency (Shriberg 1994, *Preliminaries to a theory of speech
#: disfluencies*).
_RESTART = re.compile(
    r"\b(\w+)\s+-{1,2}\s+\1\b|\b(the|a|an|of|to|and|or|was|were|in|on|for|with|I)\s+\2\b",
    re.IGNORECASE,
)
#: Final punctuation, possibly followed by closing quotes/brackets.
_ENDS = re.compile(r"[.!?\u2026](?:\s?[\"'\u201d\u2019)\]])*$")
_WORD = re.compile(r"[A-Za-z]{2,}|\b[AaI]\b")


def _caps_run(text: str) -> bool:
    """Consecutive words in capitals that are not acronyms: at least two words of five letters or
    more in one run ("ELECTRIC BLUE LIGHT begins", "MAN WITH THE NECKBRACE STARES"). Acronyms
    (NASA, FIFA, BBC) are short and rarely stand two long ones in a row."""
    run_long = 0
    words = re.findall(r"\S+", text)
    for word in words:
        core = word.strip(".,;:!?\"'()")
        if core and _CAPS_WORD.fullmatch(core):
            run_long += len(core) >= 5
            if run_long >= 2:
                return True
        elif core:
            run_long = 0
    return False


def _starts_lower(text: str) -> bool:
    """Starts with a lower-case function word: the sentence was cut from a longer one ("but no one
    dares", "he was sitting"). Lower-case names ("de Gaulle", "iPhone", "k.d. lang") do not count."""
    from spacy.lang.en.stop_words import STOP_WORDS

    match = re.match(r"[\"'\u201c\u2018(]*([a-z]+)\b(?![.'-]\w)", text)
    return bool(match) and match.group(1) in STOP_WORDS


def _maybe_finite(token: Token) -> bool:
    """A word the tagger may have mistaken for a noun or participle though it is a finite verb or
    an imperative (precision first: when in doubt the sentence is not a fragment): a participle
    with a subject ("The chopper powered out"); a word right after a noun phrase that is a verb in
    lemminflect's dictionary ("The pupil contracts", "this backfires", "Tourist love to"); a
    sentence-initial base verb ("Turn left at the church")."""
    from lemminflect import getAllLemmas

    if token.tag_ == "VBN" and any(c.dep_ in ("nsubj", "nsubjpass") for c in token.children):
        return True
    if token.tag_ not in ("NNS", "NN", "NNP", "VBN"):
        return False
    if token.i == 0:
        return token.lower_ in getAllLemmas(token.lower_, upos="VERB").get("VERB", ())
    before = token.doc[token.i - 1]
    return before.tag_ in _NOMINAL_END and bool(getAllLemmas(token.lower_, upos="VERB"))


#: Tags a subject noun phrase can end with.
_NOMINAL_END = frozenset({"NN", "NNS", "NNP", "NNPS", "PRP", "DT", "JJ", "CD"})


def _is_fragment(doc: Doc) -> bool:
    """No finite verb anywhere (a header, caption, list item, "Facts, figures, general
    knowledge."), not even a possible one the tagger missed (``_maybe_finite``), and no imperative
    (a root verb in the base form). A sentence whose only clause is subordinate ("When I saw you")
    is not caught: the small parser attaches sentence-initial "once"/"before" too unreliably."""
    if any(t.tag_ in FINITE_TAGS or _maybe_finite(t) for t in doc):
        return False
    return not any(t.dep_ == "ROOT" and t.tag_ == "VB" for t in doc)


#: Closed-class words that need a complement after them, so a sentence cannot end on one:
#: articles and possessive determiners, coordinators, subordinators, the commonest prepositions,
#: forms of "be" and "have" (Huddleston & Pullum 2002, ch. 5, 7, 15). Content words never count.
_NEEDS_MORE = frozenset(
    [
        "the",
        "a",
        "an",
        "my",
        "your",
        "his",
        "their",
        "our",
        "its",
        "and",
        "or",
        "but",
        "nor",
        "that",
        "than",
        "because",
        "although",
        "though",
        "if",
        "whether",
        "while",
        "as",
        "of",
        "to",
        "for",
        "with",
        "from",
        "by",
        "into",
        "onto",
        "between",
        "among",
        "during",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "am",
        "has",
        "have",
        "had",
    ]
)


def _cut_off(text: str) -> bool:
    """No final punctuation and the end shows a cut: a comma, colon, dash or other mark, or a word
    that needs a complement ("so lucrative that", "attacks and"). A sentence that merely lacks
    its period ("I smell beer", "I don't care what you say") is not cut."""
    if _ENDS.search(text):
        return False
    last = re.search(r"(\w+)\W*$", text)
    if last is None or not text[-1].isalnum():
        return True
    return last.group(1).lower() in _NEEDS_MORE


def assess(text: str, doc: Doc | None = None) -> list[str]:
    """The reasons (keys of ``REASONS``) the sentence is unfit for pairs, in a fixed order; ``[]``
    for a fit sentence. Pure and cheap: regular expressions, plus the parse when ``doc`` is given.
    """
    text = text.strip()
    if not _WORD.search(text):
        return ["no_words"]
    reasons: list[str] = []
    if _MARKUP.search(text):
        reasons.append("markup")
    if _INNER_SPEAKER.search(text):
        reasons.append("speaker_tag")
    if _SCREENPLAY.search(text) or _caps_run(text):
        reasons.append("stage_direction")
    if doc is not None and _is_fragment(doc):
        reasons.append("fragment")
    if _cut_off(text) or _starts_lower(text):
        reasons.append("truncated")
    if _FILLER.search(text) or _RESTART.search(text):
        reasons.append("disfluent")
    return reasons
