"""Source noise: is a sentence fit to build pairs on, and what can be cleaned without changing it.

Expert reviewers reject every pair whose *source* sentence is noise, whatever the rewrite does
(docs/fitness.md). This module is the one place that knows what corpus noise looks like, for every
source:

- ``tidy(text)`` removes what carries no meaning, before segmentation and parsing: Penn-Treebank
  spacing ("do n't", "men 's", "knees , clutching"), COCA's split compounds ("low - slung", never
  a " - " dash: ``_is_compound``), leading ``>`` quote markers, ``#`` paragraph
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
English sentence (a main clause has a finite verb, Huddleston & Pullum 2002, ch. 3); the Chicago
Manual of Style (7.86-7.89 hyphenation, 9.5 numerals opening a sentence); the APA Publication
Manual (§6.43-6.44, reporting test statistics).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from . import source_noise
from .lexicon.closed_class import (
    APPOSITION_ABBREVIATIONS,
    DEMONSTRATIVES,
    DUB_VERBS,
    NEEDS_HEAD_OR_COMPLEMENT,
    SOCIAL_TITLES,
)
from .lexicon.tables import verb_signatures
from .lexicon.verb_frames import takes_two_objects
from .lexicon.wordnet import adverbial_relative_head
from .syntax import AUX_DEPS, AUX_LEMMAS, FINITE_TAGS, SUBJECT_DEPS, WH_TAGS, agreeing_word
from .syntax import maybe_finite as _maybe_finite

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from sacremoses import MosesDetokenizer
    from spacy.tokens import Doc, Span, Token

#: Every reason ``assess`` can return, with why an expert rejects the sentence.
REASONS = {
    "markup": "corpus or web markup left in the text (#, @, <p>, TOOLONG, //, an HTML entity, "
    'a caption label, "Click here", a wire dateline "(AP) --", wiki brackets "[[", "{{", "|", '
    '"==", a closing bracket with no opening one, a page number "p142" run into the text): not '
    "prose",
    "vp_ellipsis": 'a verb-phrase ellipsis with no antecedent in the sentence: a modal, "do" or '
    '"have" heading the clause with no verb phrase after it and no other verb ("Luckily, most of '
    'them did.", "Yes, I will."): the proposition is in the sentence before, and every rewrite '
    "of it is ill formed or empty",
    "speaker_tag": 'a transcript speaker label inside the sentence ("... FELDMAN :") or glued to '
    'its start ("Dailey We started ...", a byline "Matt Hellman Every time ...")',
    "stage_direction": "screenplay material: scene heading, (O.S.)/(V.O.), all-caps directions "
    'or headings (a recipe\'s "SERVES 4 25 MINUTES"), a transcript annotation ("(INAUDIBLE)", '
    '"(CROSSTALK)"), '
    'a common noun in capitals inside the sentence ("Both CHILDREN leave")',
    "fragment": "no finite verb, or a finite past/present verb opening the sentence with no "
    'subject anywhere ("Came three pitches on Sunday."), a subordinate clause alone ("Because '
    'we were invited."), a noun phrase with only its relative clause ("Two trials in which he '
    'is acquitted."), a "the moment" clause alone ("But the moment I ventured to say so."): '
    "not a sentence",
    "for_clause": 'a main clause opened by the conjunction "for" ("For the ways of the Lord are '
    'right, and the righteous walk in them."): a complete clause whose "for" gives the reason '
    'for a sentence the pair does not show (Quirk et al. 1985 §13.19: "for" links only to a '
    'clause before it). A conjunction or verb-complement pair copies the clause and its "for" '
    "on both sides and tests no relation to the unseen sentence: a warning there (flags.DEMOTED, "
    "stop 87, fl73); a defect where an operator or a drafted clause is built on it",
    "description": "a verbless description: an indefinite or possessive noun phrase with its "
    'restrictive modifiers, or an adjective phrase ("A medical cream that provides anesthetic '
    'properties.", "Your skill in repairing vehicles.", "Sugary and bad for your teeth."): the '
    "sentence form of item and glossary text, fine as found on both sides of a conjunction pair, "
    "not a clause an operator or a drafted hypothesis can be built on (docs/fitness.md, fl22)",
    "subjectless": "opens on a finite lexical verb with no subject before it, the noun after it "
    'being its object ("Allows Settlers to build forts.", "Turns out he was right."): help text, '
    "bullets and diary-style ellipsis, and every present -s verb that opens the sentence with no "
    'subject of its own, also one the tagger read as a noun ("Produces rations for the mines.", '
    '"Recycles old armor ...": an understood "It", fl28), and a past-tense verb with no subject '
    'anywhere ("Bought these at the market and was unimpressed.": the diary\'s understood "I", '
    "stop 92, fl81); read alone, nobody is predicated of",
    "truncated": "cut off: ends on a comma, dash or function word, starts in lower case (unless "
    "with the subject of a complete clause) or with a bare numeral and a verb, or is only the "
    'attribution of a quotation in another sentence ("she asked."), ends on a word that needs '
    'a complement ("a guitar that belongs to.", "bought the."), opens mid-clause on a comma or '
    'semicolon (", he believed, killed") or a chart position cut from its "No." ("1 on the '
    'Billboard chart"), or opens on a bare parenthesised '
    'year ("(2005) showed that") or inside a cut parenthesis ("in Kreva) was a ruler"), or trails off in ellipsis points where no clause can end '
    '("started getting you ...", "and if the ...") or ends on "a/an", a town and its state '
    '("an outfit called Arista, a Hauppauge, N.Y.") or on a money amount after a determiner '
    '("proposed their own $1.") or one or two words after its last dash on a word that cannot '
    'end a sentence ("resisted by the farmers\u2014such.", "sat down at last.\u2014Mr.")',
    "disfluent": "transcribed disfluency: fillers (uh, um) or a word restarted after a dash; or "
    'a subject that does not agree with its verb ("Fans reacts", "we telling all", "This genus '
    'contains three species, and are part of", "The magazine is aimed at girls and tend to"), '
    'or "a/an" with a plural noun ("is a major issues") or "numerous", '
    '"several", "many", "various" with a singular one ("numerous management board"), or a '
    'plain verb right after a to-infinitive verb ("wages continued go down")',
    "duplicated_word": 'a word or unit written twice that grammar never doubles ("he he", '
    '"was was", "88.40% percent"), or a run of five or more words copied back to back; doubled '
    "articles, modals, prepositions are repaired; a name of two to four words written twice "
    '("the 1972 Summer Olympics Summer Olympics": a flattened wiki link); one prepositional '
    'phrase attached twice to a verb ("lost in the first round to X in the first round")',
    "statistics": "a reported test statistic (F(1, 89) = 4.86, t(30) = 2.1): results, not prose",
    "garbled": 'words lost or merged: "either" with no "or", "both" with no "and", "neither" with '
    'no "nor", "not only" '
    'with no "but (also)", a header '
    'run into the sentence, list items lost between two commas ("film, television,, including"),'
    ' OCR misreadings ("tbe brotbers", "Iymphocytes", "caU"), words glued together ("theyget", '
    '"ofthe"), a list of nouns with no "and" ("small herbs, vines, shrubs, trees"), a lost apostrophe ("we d", "they re") or a clitic lost after one ("It\' a bit"), two '
    'sentences run together with no stop ("had their own medicine these medicines were"), a '
    'tensed "be" after infinitival "to" ("known to are threatened"), a simple past after "be" '
    '("was chose"), a comma with no space before a word ("In 2009,the"), a word split at a '
    'line-end hyphen ("elimi-nate"), a stray "it" before "the" ("found that it the fault '
    'was"), a plain verb after "be" ("could be consider"), "as long 120" with no second "as"',
    "unbalanced_quote": "a quotation mark inside the sentence with no partner: part of a "
    "quotation was cut off (double quotes; a single quote that opens with nothing to close it, "
    "or closes after a comma or stop with nothing opening it)",
    "no_words": "no word at all (punctuation, numbers, markup only)",
    "agreement": "a determined singular count noun as the head of the subject with a plural "
    'present verb ("The company contribution to both taxes are 15%", "The account have a '
    'value of 0"): the verb agrees with the head of its subject (Quirk et al. 1985 §10.34; '
    "H&P 2002 ch. 18 §2), so the source has a slip and the premise copies an ungrammatical "
    "sentence (rubric (b)); collective and quantity nouns, coordinated heads and invariable "
    "plurals are left alone (stop 76, fl55)",
}
#: Misspelt words and chat text, text-only checks of their own module (stop 52).
REASONS |= source_noise.REASONS

# -- cleaning --------------------------------------------------------------------------------------

#: PTB tokens separated by a space: clitics and punctuation ("do n't", "men 's", "knees , then").
_TOKENIZED = re.compile(r"\s(?:n't|'s|'re|'ve|'ll|'d|'m|[,.;:!?%])(?=\s|$)", re.IGNORECASE)
#: COCA's split contractions the Moses detokenizer does not join: "ca n't", "I ' m", "didn ' t".
_SPLIT_NT = re.compile(r"(\w) n't\b", re.IGNORECASE)
_SPLIT_APOSTROPHE = re.compile(r"(\w) ' (t|m|s|re|ve|ll|d)\b")
#: PTB splits "#" from a number ("# 1"), which Moses does not join back.
_HASH_NUMBER = re.compile(r"#\s+(?=\d)")
#: COCA splits intra-word hyphens ("low - slung", "first - person", "24 - year - old"), but it
#: also writes dashes as " - " ("there was no need - the ceremony ..."), so a spaced hyphen is
#: joined only where it is a compound (``_is_compound``), and only in text that looks tokenized.
_SPLIT_HYPHEN = re.compile(r"(?<![\w'\u2019])(\w+) - (?=(\w+)\b)")
#: Chains of three or more pieces joined by these words are compounds ("not - for - profit",
#: "peer - to - peer", "once - in - a - generation", "hit - and - run"); a dash pair around one
#: of these words is not English.
_CHAIN = re.compile(
    r"\b\w+(?: - (?:to|and|a|an|in|for|of|the|by|or|on|at)\b)+ - \w+\b", re.IGNORECASE
)
#: Age compounds ("a 24 - year - old", "twenty - one - year - old"), CMOS 7.89; a half-split one
#: ("a four-year - old") too: the tokenizer split only the last hyphen.
_AGE = re.compile(
    r"\b(\w+)(?: - |-)(years?|months?|weeks?|days?) - old\b|"
    r"\b(\w+) - (years?|months?|weeks?|days?)-old\b",
    re.IGNORECASE,
)
#: Only the half-split forms: in running text "a year - old habits die hard" may be a dash.
_HALF_AGE = re.compile(
    r"\b(\w+)-(years?|months?|weeks?|days?) - old\b|\b(\w+) - (years?|months?|weeks?|days?)-old\b",
    re.IGNORECASE,
)


def _join_age(match: re.Match[str]) -> str:
    """ "a 24 - year - old" -> "a 24-year-old" (either alternative of ``_AGE``)."""
    number = match.group(1) or match.group(3)
    unit = match.group(2) or match.group(4)
    return f"{number}-{unit}-old"


#: Prefixes written with a hyphen (Chicago Manual of Style 7.89; "re - election", "anti - war").
_PREFIXES = frozenset(
    [
        "anti",
        "co",
        "counter",
        "ex",
        "extra",
        "inter",
        "intra",
        "mid",
        "mini",
        "multi",
        "non",
        "post",
        "pre",
        "pro",
        "pseudo",
        "re",
        "self",
        "semi",
        "sub",
        "super",
        "trans",
        "ultra",
        "all",
        "half",
        "quasi",
    ]
)
#: Number words: numeric compounds ("four - minute", "first - person", "twenty - one").
_NUMBER_WORDS = frozenset(
    [
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "twenty",
        "thirty",
        "forty",
        "fifty",
        "sixty",
        "seventy",
        "eighty",
        "ninety",
        "hundred",
        "thousand",
        "first",
        "second",
        "third",
        "fourth",
        "fifth",
        "sixth",
        "seventh",
        "eighth",
        "ninth",
        "tenth",
        "half",
        "single",
        "double",
        "triple",
        "multi",
    ]
)
#: A possessive apostrophe split from a plural ("Geats ' homes"): a standalone "'" after a word
#: ending in s and before a word. Never in running text (a quote is not spaced on both sides);
#: only when every standalone "'" of the sentence is one ("the girls ' and boys ' schools"); a
#: quotation has one that is not ("' free '", "says ' hello ' to").
_SPLIT_POSSESSIVE = re.compile(r"(?<=\ws) ' (?=\w)", re.IGNORECASE)
_LONE_QUOTE = re.compile(r"(?:^|\s)'(?=\s|$)")
#: Leading markers: ">" (quoted e-mail/web text), "#" (COCA paragraph mark), ":" (what is left of
#: a removed speaker tag), with the spaces between them.
#: COCA's text id ("##1002653", "@@4001234") starts a text; one left glued to the first sentence
#: (a jsonl export of COCA lines) carries no meaning either.
#: A list bullet ("* Eight members ...", "• First place ..."): a vertical list's item marker
#: (CMOS 6.130), not part of the sentence; a footnote star glued to a word ("*Note") stays.
_LEADING_MARKS = re.compile(r"^(?:\s*(?:>+|#+|:|\*{1,3}|•|(?:@@|##)\d+)(?=\s|$))+\s*")
#: Trailing "#" paragraph marks and "//" (COCA web/blog line ends).
_TRAILING_MARKS = re.compile(r"(?:\s+(?:#+|//))+\s*$")
_TITLE = r"(?:Mr|Mrs|Ms|Dr|Sen|Rep|Gov|Gen|Prof|Rev)\.?"
#: A speaker name as transcripts write it: capitals (hyphens, apostrophes, periods, spaces),
#: optionally after a title in any case ("Mr - SIMONS", "Mr. COHEN", "PETER JENNINGS").
_NAME = rf"(?:{_TITLE}\s*-?\s*)?[A-Z][A-Z'.]*[A-Z](?:[\s-]+[A-Z][A-Z'.]*)*"
#: A speaker tag at the start: COCA's "@!NAME:" (colon optional) or a bare "NAME :", "Q:".
#: A numbered role in a script or transcript ("Narrator 2", "NARRATOR 1", "Speaker 3"): prose
#: never puts a number between a capitalised word and a colon, but headings do ("Chapter 2:",
#: "Step 1:"): those are left alone.
_NUMBERED_ROLE = (
    r"(?!(?:Chapter|Part|Step|Section|Act|Scene|Figure|Table|Rule|Day|Round|Level|Phase|Stage"
    r"|Book|Volume|Episode|Season|Article|Note|Item|Question|Answer|Exhibit|Appendix|Lesson)\b)"
    r"[A-Z][A-Za-z]+ \d{1,2}"
)
#: After a transcript's leading dash ("- TILGHMAN :", "- Co - Anc :") a capitalised name of up to
#: three words, in any case, is a speaker: running text never opens with "- Word :".
_DASHED_NAME = r"[A-Z][A-Za-z'.]*(?:\s*-\s*[A-Z][A-Za-z'.]*|\s+[A-Z][A-Za-z'.]*){0,2}"
#: A broadcast transcript's full name in capitals with the speaker's description after a comma
#: ("MANSOUR FARHANG, former Iranian Ambassador to the United Nations:"): two or more capitalised
#: words, then up to ten words with no relative word or colon (prose does not open on a name
#: in capitals and a description ending in a colon).
_FULL_NAME = r"[A-Z][A-Z'.-]*[A-Z](?:\s+[A-Z][A-Z'.-]*[A-Z])+"
_LONG_ROLE = (
    r"(?!(?:who|which|that)\b)[A-Za-z][\w'.&-]*(?:\s+(?!(?:who|which|that)\b)[\w'.&-]+){0,9}"
)
#: A script's speaker tag in title case (stop 54, fl14: "The Cooking Teacher:", "Rachel's Boss:",
#: "3rd Customer:", "Man At The Wedding:", and two names joined for a double role,
#: "Phoebe-Estelle:", "Joey/Drake:"): two to four capitalised words, or two names joined by a
#: hyphen or slash, then a colon and a capitalised turn. Transcripts of TV dialogue label turns
#: so (the Friends transcripts of nlp-corpus: 106 of 14,779 sentences); prose opens with a
#: title and its subtitle instead ("Ed Gein: The Butcher of Plainfield is set ...", CMOS 8.168),
#: so a turn that opens on a title-case run (``_SUBTITLE``) is no turn. One plain capitalised
#: word was left until stop 57 because it cannot be told from a label ("Samples:", "Held:",
#: "Note:", "Changes:"); it is taken now (fl18): a transcript's "Pelley: Franklin Roosevelt
#: said ..." and a mail's "Changes: This release adds ..." alike put before the sentence a word
#: that is no part of its proposition (a speaker label or a field label; the blind review
#: s1202b rejected the premise that kept "Pelley:"), and the `speaker` column may hold a label.
_TITLED_ROLE = (
    r"(?:[A-Z][A-Za-z'.]*|\d+(?:st|nd|rd|th))(?: [A-Z][A-Za-z'.]*){1,3}"
    r"|[A-Z][a-z]+[-/][A-Z][a-z]+|[A-Z][a-z]+"
)
#: A subtitle after a title's colon: an article and a capitalised word, or three capitalised
#: words in a row (CMOS 8.159: headline-style capitals of a title).
_SUBTITLE = re.compile(r"(?:The|An?) [A-Z]|[A-Z][\w']* [A-Z][\w']* [A-Z]")
_TITLED_SPEAKER = re.compile(rf"^(?P<titled>{_TITLED_ROLE})\s?:\s+(?=[\"\u201c]?[A-Z])")
_LEADING_SPEAKER = re.compile(
    rf"^@!(?P<coca>[^\s:]+(?:\s*-\s*[^\s:]+)*)\s*:?\s*"
    rf"|^(?:-\s+)?(?P<bare>{_NAME}|{_NUMBERED_ROLE}|[QA])"
    rf"(?:\s*,\s*(?P<role>[A-Z][a-z]+(?: [a-z]+)?))?\s*:\s+"
    rf"|^(?P<full>{_FULL_NAME})\s*,\s*(?P<long_role>{_LONG_ROLE})\s*:\s+"
    rf"|^-\s+(?P<dashed>{_DASHED_NAME})\s*:\s+"
)


@cache
def _moses() -> MosesDetokenizer:
    # imported here: sacremoses takes ~1 s to import and most texts are not tokenized
    from sacremoses import MosesDetokenizer

    return MosesDetokenizer(lang="en")


def looks_tokenized(text: str) -> bool:
    """True when the text has PTB spacing (a clitic or punctuation mark after a space, or a
    possessive apostrophe spaced on both sides)."""
    return bool(
        _TOKENIZED.search(text) or _SPLIT_APOSTROPHE.search(text) or _split_possessive(text)
    )


def _is_compound(left: str, right: str, after: str = "") -> bool:
    """``left - right`` is a hyphenated word split by the tokenizer, not a dash: numbers ("6 -
    2", "1862 - 1873"), a number word or a hyphenated prefix first ("third - party", "re -
    election"), a compound WordNet lists ("well - known", "x - ray", "hunter - gatherers"), or a
    noun/adjective + participle compound ("trash - strewn", "low - slung", "award - winning";
    Quirk et al. 1985 App. I.20-I.23), unless the first word is a verb form or an -ly adverb
    (a dash: "stopped - stunned"; CMOS 7.86: no hyphen after -ly)."""
    from lemminflect import getAllLemmas
    from spacy.lang.en.stop_words import STOP_WORDS

    from .lexicon.wordnet import wordnet

    lo_left, lo_right = left.lower(), right.lower()
    if left.isdigit() and right.isdigit():
        return True
    if is_safe_compound(left, right, after) or _wordnet_compound(lo_left, lo_right):
        return True
    if lo_right in _MARGINAL_PREPOSITIONS:
        return False  # "management - including late-night calls": a dash before a preposition
    # lower case: "Tom Jones - great singer - came" is a name before a dash's aside
    if left.islower() and _compound_modifier(lo_left, right, after):
        return True
    if _plural_first_compound(lo_left, lo_right):
        return True
    if lo_right in STOP_WORDS and lo_right not in _NUMBER_WORDS:
        return False  # "work - in history", "one - less": a dash before a function word
    if lo_left in _NUMBER_WORDS or lo_left in _PREFIXES:
        return True
    if left.isdigit() or not (left.isalpha() and right.isalpha()):
        return left.isdigit() and right.isalpha() and right.islower()  # "24 - year"
    joined = f"{lo_left}-{lo_right}"
    if wordnet().synsets(joined) or (joined.endswith("s") and wordnet().synsets(joined[:-1])):
        return True
    if lo_left in STOP_WORDS or lo_left.endswith("ly") or not right.islower():
        return False
    right_verb = getAllLemmas(lo_right, upos="VERB").get("VERB", ())
    left_verb = getAllLemmas(lo_left, upos="VERB").get("VERB", ())
    participle = lo_right.endswith(("ed", "en", "ing")) or (
        bool(right_verb) and lo_right not in right_verb
    )
    if participle and bool(right_verb) and not (left_verb and lo_left not in left_verb):
        return True
    return left.islower() and _solid_attested(lo_left + lo_right)


#: Participles that work as prepositions (Quirk et al. 1985 §9.6, "marginal prepositions";
#: Huddleston & Pullum 2002 ch. 7 §4.2): they open a phrase after a dash and head no compound
#: ("management - including travel", never "management-including").
_MARGINAL_PREPOSITIONS = frozenset(
    [
        "including",
        "excluding",
        "concerning",
        "regarding",
        "following",
        "considering",
        "given",
        "unlike",
        "versus",
    ]
)


def _compound_modifier(lo_left: str, right: str, after: str) -> bool:
    """``left - right`` is a compound modifier before its noun ("low - income people", "state -
    level politics", "3-foot - tall stems"): two content words, each a noun or an adjective,
    then a lower-case noun or adjective. CMOS 7.81 and 7.85 hyphenate a compound modifier
    before a noun, and a dash does not fall between a modifier and the noun it modifies; a dash
    opens an aside with a function word, a pronoun or a verb ("the problem - we had"), which the
    rule leaves alone. Tokenized text only: running text spells such compounds itself."""
    from lemminflect import getAllLemmas
    from spacy.lang.en.stop_words import STOP_WORDS

    from .lexicon.wordnet import wordnet

    lo_after = after.lower()
    if not (lo_left.isalpha() and right.isalpha() and after.isalpha()):
        return False
    if not (right.islower() and after.islower()) or lo_left.endswith("ly"):
        return False
    if {lo_left, right} & STOP_WORDS:
        return False

    def nominal(word: str) -> bool:
        lemmas = getAllLemmas(word)
        return "NOUN" in lemmas or "ADJ" in lemmas

    if lo_after in STOP_WORDS and not wordnet().synsets(lo_after, pos="n"):
        return False  # "the problem - we had"; spaCy lists nouns such as "show" as stop words
    if lo_after.endswith(("ing", "ed")) and getAllLemmas(lo_after, upos="VERB"):
        return False  # "the room - tears streaming down": a clause after a dash
    if not nominal(lo_left) and _verb_form(lo_left):
        return False

    # the modifier's nouns are singular ("a ten-ton truck"; Quirk et al. 1985 §17.108:
    # "babies - born early" is a dash), and a noun follows ("low-income people")
    def plural(word: str) -> bool:
        lemmas = getAllLemmas(word)
        return "ADJ" not in lemmas and word not in lemmas.get("NOUN", (word,))

    if plural(lo_left) or plural(right) or "NOUN" not in getAllLemmas(lo_after):
        return False
    return nominal(right) and not _verb_form(right)


def _plural_first_compound(lo_left: str, lo_right: str) -> bool:
    """A compound whose plural inflects its first element ("courts - martial", "attorneys -
    general"; Quirk et al. 1985 §5.102): WordNet lists the singular hyphenated form."""
    from lemminflect import getAllLemmas

    from .lexicon.wordnet import wordnet

    singulars = getAllLemmas(lo_left, upos="NOUN").get("NOUN", ())
    return any(s != lo_left and wordnet().synsets(f"{s}-{lo_right}", pos="n") for s in singulars)


#: Bound prefixes (not free words, so never the last word before a dash) and the combining form
#: "self", written with a hyphen before a base (Bauer, Lieber & Plag 2013, *The Oxford Reference
#: Guide to English Morphology*, ch. 16 prefixation; Huddleston & Pullum 2002 ch. 19 §4; Chicago
#: Manual of Style 7.89: "non-", "self-" compounds): "non - navigational", "self - sufficient".
_BOUND_PREFIXES = frozenset(
    [
        "anti",
        "co",
        "inter",
        "intra",
        "macro",
        "micro",
        "mid",
        "multi",
        "neo",
        "non",
        "post",
        "pre",
        "proto",
        "pseudo",
        "quasi",
        "re",  # CMOS 7.89 ("re-cover", "re-release"); Bauer et al. 2013 §16.2: bound, not a word
        "semi",
        "self",
        "trans",
        "ultra",
    ]
)
#: Prefix-like free words that form compounds only before a participle ("well - known", "over -
#: priced", "under - rated", "ill - advised"; Bauer et al. 2013 ch. 16; CMOS 7.89): "did well -
#: better than" is a dash.
_PARTICIPLE_PREFIXES = frozenset(["well", "over", "under", "ill"])
#: Second elements that behave like suffixes, forming compound adjectives from a noun or
#: adjective ("mine - like", "city - based", "Tudor - style", "nation - wide", "tax - free";
#: Bauer et al. 2013 ch. 19 on "semi-suffixes"/combining forms; Marchand 1969 §2.19 on
#: "-like"). "end" forms quality compounds after an adjective only ("high - end", "higher - end").
_COMPOUND_HEADS = frozenset(
    [
        "like",
        "based",
        "style",
        "wide",
        "free",
        "related",
        "sized",
        "shaped",
        "type",
        "oriented",
        "owned",
        "friendly",
        "specific",
        "born",
        "bound",
        "proof",
        "centred",
        "centered",
    ]
)
_ADJECTIVE_HEADS = frozenset({"end"})
#: Degree and colour modifiers of a compound adjective ("medium - steep", "dark - green"; H&P
#: 2002 ch. 19 §5.3 compound adjectives of two adjectives; CMOS 7.89).
_DEGREE_FIRST = frozenset(["medium", "light", "dark", "pale", "deep", "bright"])
#: spaCy's stop list holds a few open-class words that head compounds ("self - made", "well -
#: done", "over - used"); every other stop word is a function word, which a dash precedes.
_CONTENT_STOP_WORDS = frozenset(["made", "done", "used"])


def _function_word(word: str) -> bool:
    from spacy.lang.en.stop_words import STOP_WORDS

    return word in STOP_WORDS and word not in _CONTENT_STOP_WORDS


def _participle(word: str) -> bool:
    from lemminflect import getAllLemmas

    lemmas = getAllLemmas(word, upos="VERB").get("VERB", ())
    return bool(lemmas) and word not in lemmas or word.endswith(("ed", "en", "ing"))


def _comparative(word: str) -> bool:
    """An inflected adjective ("better", "higher"): its adjective lemma differs from it."""
    from lemminflect import getAllLemmas

    lemmas = getAllLemmas(word, upos="ADJ").get("ADJ", ())
    return bool(lemmas) and word not in lemmas


def _verb_form(word: str) -> bool:
    """An inflected verb form that is not also a noun or adjective ("ran", "stopped")."""
    from lemminflect import getAllLemmas

    lemmas = getAllLemmas(word)
    verb = lemmas.get("VERB", ())
    return bool(verb) and word not in verb and "NOUN" not in lemmas and "ADJ" not in lemmas


def _wordnet_compound(lo_left: str, lo_right: str) -> bool:
    """WordNet lists the two pieces as one noun or adjective written open or solid ("cork tree",
    "round robin", "lineup", "playoff"): a tokenizer split its hyphenated spelling ("cork - tree", "line
    - up"; CMOS 7.82: open, hyphenated and solid spellings of one compound alternate)."""
    from .lexicon.wordnet import wordnet

    if not (lo_left.isalpha() and lo_right.isalpha()):
        return False
    forms = (f"{lo_left}_{lo_right}", lo_left + lo_right)
    # nouns and adjectives only: a phrasal verb ("feel_like", "set_up") is two words, and "feel
    # - like surfing" a dash
    return any(wordnet().synsets(form, pos=pos) for form in forms for pos in ("n", "a", "s"))


#: The second half of a hyphenated ethnic or national compound adjective ("African - American",
#: "Italian - Canadian", "Anglo - Irish"; CMOS 8.38 and 7.89, section 1, "African American"):
#: after another capitalised ethnonym, a split hyphen, not a dash.
_ETHNONYM_HEADS = frozenset(
    ["american", "canadian", "australian", "british", "african", "asian", "european", "irish"]
)
_ETHNONYM = re.compile(r"[A-Z][a-z]+(?:an|ish|ese|ic|i|o)")
#: Words a dash may introduce that are not function words (``_function_word``): after a
#: compound they are its sentence's verb ("the cork - tree, is a genus").
_AUXILIARIES = frozenset(["is", "was", "are", "were", "has", "have", "had", "be", "been"])


def running_compound(left: str, right: str, after: str = "") -> bool:
    """``left - right`` in running text is a compound split by a tokenizer (text such as
    Wikipedia sentences distributed tokenized, "the round - robin stage") rather than a dash: a
    safe compound (``is_safe_compound``), or one ``_is_compound`` accepts ("first - prize",
    "best - selling", "cork - tree", "in - laws") or an ethnonym compound ("Jewish - American"),
    unless the word after it opens a phrase as a dash's aside does ("The house - ruined by fire -
    stood": a preposition, article, pronoun or conjunction). Numbers are never joined here: "1990
    - 1995" is a range and "10 - 3" arithmetic."""
    if is_safe_compound(left, right, after):
        return True
    if any(ch.isdigit() for ch in left + right):
        return False
    lo_after = after.lower()
    if lo_after and _function_word(lo_after) and lo_after not in _AUXILIARIES:
        return False
    if right.lower() in _ETHNONYM_HEADS and _ETHNONYM.fullmatch(left):
        return True
    lo_left, lo_right = left.lower(), right.lower()
    strong = _wordnet_compound(lo_left, lo_right) or lo_left in _NUMBER_WORDS | _PREFIXES
    if not strong and _verb_form(lo_right) and not _attributive_participle(lo_right, lo_after):
        return False  # "Tom Jones - great singer - came.": a dash before the verb
    return _is_compound(left, right, after)


def _attributive_participle(word: str, after: str) -> bool:
    """``word`` is a past or present participle with a content word after it: the head of an
    attributive compound adjective ("best - selling album", "dung - enriched soil"; Quirk et al.
    1985 App. I.20-I.23). A past tense ("came") or a participle before nothing or a function word
    is more likely a verb after a dash."""
    from lemminflect import getAllLemmas, getInflection

    if not after or _function_word(after):
        return False
    lemmas = getAllLemmas(word, upos="VERB").get("VERB", ())
    return word.endswith("ing") or any(word in getInflection(lemma, "VBN") for lemma in lemmas)


def _wordnet_hyphenated(lo_left: str, lo_right: str) -> bool:
    """WordNet lists ``left-right`` with its hyphen as a noun or adjective ("runner-up",
    "stand-up", "built-in", "check-in"): a particle compound whose second word is a function
    word, so the stop-word exits below would otherwise take it for a dash."""
    from .lexicon.wordnet import wordnet

    form = f"{lo_left}-{lo_right}"
    return any(wordnet().synsets(form, pos=pos) for pos in ("n", "a", "s"))


def _letter_compound(left: str, right: str) -> bool:
    """A capital letter before a word ("X - Men", "T - cell", "U - boat"): letter compounds are
    hyphenated (CMOS 7.89, "T-shirt", "X-ray"), and a dash after a single letter other than the
    words "A" and "I" is not English. Not before a function word ("Plan B - and then")."""
    return (
        len(left) == 1
        and left.isupper()
        and left not in ("A", "I")
        and right.isalpha()
        and not right.isupper()  # "- M - JACKSON:": a transcript's speaker tag
        and not _function_word(right.lower())
    )


def is_safe_compound(left: str, right: str, after: str = "") -> bool:
    """``left - right`` is a hyphenated word even in running text, where " - " is also a dash
    ("the house - a ruin - stood"): a bound prefix first ("non - navigational", "self - made"), a
    prefix-like free word before a participle ("well - known"), a semi-suffix after a noun or
    adjective ("mine - like", "higher - end"; not before a function word: "house - like the
    others" is a dash), or a degree word before an adjective ("medium - steep"). Numbers are
    never joined here ("1990 - 1995", "10 - 3 = 7")."""
    from lemminflect import getAllLemmas

    from .lexicon.wordnet import wordnet

    lo_left, lo_right = left.lower(), right.lower()
    if _letter_compound(left, right):
        return True
    if not (left.isalpha() and right.isalpha() and right.islower()):
        return False
    if _wordnet_hyphenated(lo_left, lo_right):
        return True
    if lo_left in _BOUND_PREFIXES:
        return not _function_word(lo_right)
    if lo_left in _PARTICIPLE_PREFIXES:
        # a past participle ("well - known"); "as well - including two carriers" is a dash
        return _participle(lo_right) and not lo_right.endswith("ing")
    if lo_right in _COMPOUND_HEADS | _ADJECTIVE_HEADS:
        if _function_word(after.lower()) or _verb_form(lo_left) or lo_left.endswith("ly"):
            return False  # "the hut - like the others", "ran - like", "heavily - like" (CMOS 7.86)
        if _function_word(lo_left) and "NOUN" not in getAllLemmas(lo_left, upos="NOUN"):
            return False  # "the - like I said"; "mine - like" is a noun
        if lo_right == "born" and not left[0].isupper():
            return False  # "Canadian - born", "US - born"; "babies - born without" is a dash
        if lo_right == "like" and (after.lower().endswith("ing") or _comparative(lo_left)):
            return False  # "feel - like surfing", "far better - like we said": a dash
        if lo_right in _ADJECTIVE_HEADS:
            return "ADJ" in getAllLemmas(lo_left, upos="ADJ")
        return True
    if lo_left in _DEGREE_FIRST:
        return bool(wordnet().synsets(lo_right, pos="a") or wordnet().synsets(lo_right, pos="s"))
    return False


#: Two acronyms split round a hyphen ("GSA - NCE results", "MS - DOS"): a dash falls between
#: phrases, and an all-capitals word on each side of one is a compound name (CMOS 7.89). Not in
#: a line of capitals, a screenplay heading or a speaker tag ("ROOM - DAY"), which
#: ``stage_direction`` sets aside whatever its hyphens.
_ACRONYM_PAIR = re.compile(r"(?<![A-Z] )(?<![A-Z]-)\b([A-Z]{2,5}) - (?=[A-Z]{2,5}\b(?! [A-Z]{2}))")

#: The Arabic article before a capitalised name, split by a tokenizer ("al - Muhtadi", "ash -
#: Shafi'i"): romanisation joins it with a hyphen (ALA-LC Arabic romanization rules 17-18, the
#: article "al-" and its assimilated forms). Forms that are also English words ("as", "at",
#: "an") are not listed: "at - Heathrow" may be a dash.
_ARABIC_ARTICLE = re.compile(r"\b(al|el|ad|ar|ash|az|ath|adh|ud|ul) - (?=[A-Z])")


#: One syllable of a romanised Korean or Chinese given name (Revised Romanization of Korean,
#: 2000; McCune-Reischauer; Wade-Giles; Hong Kong Cantonese): an onset of up to three consonants,
#: a vowel or one of the digraphs/triphthongs these systems write, and an optional final nasal,
#: liquid or stop. English words mostly fail it ("great": "ea"; "black": "ck").
_NAME_SYLLABLE = (
    r"[bcdfghjklmnprstwyz]{0,3}"
    r"(?:yae|yeo|wae|iao|uai|yue|ae|ai|ao|au|eo|eu|ei|ee|ie|io|iu|oe|oi|oo|ou|ua|ue|ui|uo"
    r"|ya|ye|yo|yu|wa|we|wi|wo|a|e|i|o|u|y)"
    r"(?:ng|n|m|l|k|p|t|h|r|b)?"
)
#: "Kim Dae - jung", "Hsieh Su - wei", "Chin Ka - lok": a family name, then a given name of two
#: syllables that these romanisations join with a hyphen (RR 2000 §3.4 allows "Dae-jung"; Wade-
#: Giles hyphenates given names: "Chiang Ching-kuo"), which a tokenizer spaced out. Left spaced,
#: every pair shows the artefact and the extractor, which keeps whole written words together,
#: reads the hyphen as a dash ("So Ji - sub, Shin Hyun - joon" was one conjunct). Only after a
#: capitalised word, with a lower-case second syllable that is no pronoun, nor a function word
#: unless the name ends there ("Mr Lee - he said" keeps its dash; "Chae Jung - an and" joins).
_GIVEN_NAME = re.compile(
    rf"(\b[A-Z][a-z]{{0,5}} )([A-Z](?i:{_NAME_SYLLABLE})) - ((?i:{_NAME_SYLLABLE}))(?![\w-])"
)


_PERSONAL_PRONOUNS = frozenset({"i", "he", "she", "it", "we", "you", "they", "me", "him", "her"})


def _join_given_name(match: re.Match[str]) -> str:
    from spacy.lang.en.stop_words import STOP_WORDS

    family, first, second = match.group(1), match.group(2), match.group(3)
    if not second.islower() or len(first) > 6 or len(second) > 6:
        return match.group(0)
    if second in _PERSONAL_PRONOUNS:
        return match.group(0)
    if second in STOP_WORDS and _word_after(match.string, match.end()).lower() not in {
        "",
        "and",
        "or",
    }:  # "Mr Lee - he said" is a dash; "Chae Jung - an and Ryu Jin" ends a name
        return match.group(0)
    return f"{family}{first}-{second}"


#: A chain of three or more words with spaced hyphens in running text ("a cul - de - sac",
#: "an in - your - face game"): joined when WordNet lists the whole chain as one noun or
#: adjective, hyphenated or open ("cul-de-sac", "in-your-face", "mother-in-law"). Two dashes
#: around single words do not make a listed compound, so such a chain is a word the tokenizer
#: split (CMOS 7.82, 7.89 on phrasal compounds). Stop 38, second pass.
_SPACED_CHAIN = re.compile(r"(?<![\w'\u2019-])[A-Za-z]+(?: - [A-Za-z]+){2,}(?![\w'-])")


def _join_listed_chain(match: re.Match[str]) -> str:
    from .lexicon.wordnet import wordnet

    pieces = match.group(0).split(" - ")
    lowered = [piece.lower() for piece in pieces]
    forms = ("-".join(lowered), "_".join(lowered))
    listed = any(wordnet().synsets(form, pos=pos) for form in forms for pos in ("n", "a", "s"))
    return "-".join(pieces) if listed else match.group(0)


#: "top - five signees", "a top - ten finish": "top"/"bottom" before a number word is a
#: ranking compound modifier, hyphenated before its noun (CMOS 7.89, "a top-ten list"); a dash
#: there would split "top" from a clause or aside opened by a number, which the function word
#: or verb that follows shows ("came out on top - five of them stayed": not joined). Joined only
#: before a content word that is no verb form, and not after a preposition ("finished on top -
#: ten points ahead": the phrase "on top"). Stop 38, second pass.
_RANK_NUMBER = re.compile(
    r"\b([Tt]op|[Bb]ottom) - (three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred)"
    r"\b(?= ([A-Za-z]+))"
)


def _join_rank(match: re.Match[str]) -> str:
    after = match.group(3).lower()
    if _function_word(after) or _verb_form(after):
        return match.group(0)
    if _word_before(match.string, match.start()).lower() in ("on", "at", "to", "from", "over"):
        return match.group(0)  # "finished on top - ten points ahead": "on top" is an adverbial
    return f"{match.group(1)}-{match.group(2)}"


def join_spaced_hyphens(text: str) -> str:
    """Running text with its tokenizer-split compounds joined where ``running_compound`` says so
    ("a non - navigational river" -> "a non-navigational river"), a split Arabic article
    (``_ARABIC_ARTICLE``: "al - Muhtadi" -> "al-Muhtadi") and a split East Asian given name
    (``_GIVEN_NAME``: "Kim Dae - jung" -> "Kim Dae-jung"); dashes, ranges and restarts stay.
    Tokenized text goes through ``detokenize``, which joins more (``_is_compound``)."""
    if " - " not in text:
        return text
    text = _ARABIC_ARTICLE.sub(r"\1-", text)
    text = _ACRONYM_PAIR.sub(r"\1-", text)
    text = _GIVEN_NAME.sub(_join_given_name, text)
    text = _SPACED_CHAIN.sub(_join_listed_chain, _RANK_NUMBER.sub(_join_rank, text))
    return _SPLIT_HYPHEN.sub(lambda match: _join_hyphen(match, running_compound), text)


#: Units of Wikipedia's {{convert}} template by dimension, imperial/US and metric: the template
#: renders "{{convert|200|lb|kg}}" as "200 lb (91 kg)" (en.wikipedia.org/wiki/Template:Convert;
#: MOS:CONVERSIONS), and text dumps that drop template output or markup leave "200 lb 91 kg".
_UNITS: dict[str, tuple[str, str]] = {
    # imperial/US
    **dict.fromkeys(
        [
            "inch",
            "inches",
            "ft",
            "foot",
            "feet",
            "yd",
            "yard",
            "yards",
            "mi",
            "mile",
            "miles",
            "nmi",
        ],
        ("length", "imperial"),
    ),
    **dict.fromkeys(
        ["lb", "lbs", "pound", "pounds", "oz", "ounce", "ounces", "st"], ("mass", "imperial")
    ),
    **dict.fromkeys(
        ["sq mi", "square miles", "sq ft", "square feet", "acre", "acres"], ("area", "imperial")
    ),
    **dict.fromkeys(["mph", "mi/h"], ("speed", "imperial")),
    **dict.fromkeys(["hp", "bhp"], ("power", "imperial")),
    **dict.fromkeys(["°F"], ("temperature", "imperial")),
    **dict.fromkeys(["US gal", "imp gal", "gal", "gallons", "cu ft"], ("volume", "imperial")),
    # metric
    **dict.fromkeys(
        [
            "mm",
            "cm",
            "m",
            "km",
            "metres",
            "meters",
            "kilometres",
            "kilometers",
            "centimetres",
            "centimeters",
        ],
        ("length", "metric"),
    ),
    **dict.fromkeys(["g", "kg", "t", "kilograms", "tonnes"], ("mass", "metric")),
    **dict.fromkeys(
        ["km2", "km²", "m2", "m²", "ha", "hectares", "square kilometres"], ("area", "metric")
    ),
    **dict.fromkeys(["km/h", "kph"], ("speed", "metric")),
    **dict.fromkeys(["kW"], ("power", "metric")),
    **dict.fromkeys(["°C"], ("temperature", "metric")),
    **dict.fromkeys(["L", "l", "litres", "liters", "m3", "m³"], ("volume", "metric")),
}
_UNIT = "|".join(re.escape(u) for u in sorted(_UNITS, key=len, reverse=True))
#: "in" is a unit only inside "5 ft 10 in": alone, "finished 3 in 10 km races" is a preposition.
_UNITS_AFTER_FEET = {**_UNITS, "in": ("length", "imperial")}
_AMOUNT = r"-?\d[\d,]*(?:\.\d+)?(?:\s?(?:-|\u2013|to)\s?\d[\d,]*(?:\.\d+)?)?"
#: "5 ft 10 in" (a compound measure of one system) may stand before the converted amount.
_CONVERSION = re.compile(
    rf"(?<![\w.])(?P<first>{_AMOUNT}\s?(?P<u1>{_UNIT})(?:\s{_AMOUNT}\s?(?P<u1b>in|{_UNIT}))?)"
    rf"\s(?P<second>{_AMOUNT}\s?(?P<u2>{_UNIT}))(?![\w/²³])"
)


def restore_conversions(text: str) -> str:
    """ "weighs 200 lb 91 kg" -> "weighs 200 lb (91 kg)": an amount with a unit directly followed
    by an amount of the same dimension in the other system is a {{convert}} output whose
    parentheses were lost (``_UNITS``). Two units of one system ("5 ft 10 in", "3 m 20 cm") are
    one measure and stay."""

    def restore(match: re.Match[str]) -> str:
        dim1, sys1 = _UNITS[match.group("u1")]
        dim2, sys2 = _UNITS[match.group("u2")]
        if match.group("u1b") and _UNITS_AFTER_FEET[match.group("u1b")] != (dim1, sys1):
            return match.group(0)
        if dim1 != dim2 or sys1 == sys2:
            return match.group(0)
        return f"{match.group('first')} ({match.group('second')})"

    return _CONVERSION.sub(restore, text)


def _solid_attested(word: str) -> bool:
    """The two pieces written solid are an English word ("daycare", "lifestyle"): a compound on
    its way from open to hyphenated to solid (CMOS 7.82; Quirk et al. 1985 App. I.10). Only the
    solid form can be looked up: wordfreq splits a hyphenated query into its pieces, so its
    frequency says nothing about the compound. Zipf 1.5 is about one use in 30 million words."""
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "en") > 1.5


def _join_hyphen(
    match: re.Match[str], compound: Callable[[str, str, str], bool] = _is_compound
) -> str:
    """ "low - slung" -> "low-slung" where ``compound`` (``_is_compound`` for tokenized text,
    ``is_safe_compound`` for running text) says so; a restart ("I - I") or a filler ("I - uh") is
    speech and keeps its spaces (``assess`` reads it as a disfluency)."""
    left, right = match.group(1), match.group(2)
    if left.lower() == right.lower() or _FILLER_WORDS & {left.lower(), right.lower()}:
        return match.group(0)
    after = _word_after(match.string, match.end() + len(right))
    return left + "-" if compound(left, right, after) else match.group(0)


def _word_after(text: str, end: int) -> str:
    """The word after position ``end`` of ``text``, without punctuation ("" at the end)."""
    rest = text[end:].split(maxsplit=1)
    return rest[0].strip(".,;:!?\"'") if rest else ""


def _split_possessive(text: str) -> bool:
    # every standalone "'" is one: "the girls ' and boys ' schools"; a spaced single quotation
    # ("says ' hello ' to") has a lone quote that is not
    lone = len(_LONE_QUOTE.findall(text))
    return lone >= 1 and len(_SPLIT_POSSESSIVE.findall(text)) == lone


#: The Penn Treebank tokenizer splits the colloquial contractions "gonna", "wanna", "gotta",
#: "lemme", "gimme" into two tokens (Treebank tokenization rules, the tokenizer.sed of the PTB
#: release; NLTK's TreebankWordTokenizer CONTRACTIONS2), and COCA's texts carry the split ("I'm
#: gon na tell you"). The lower-case halves are no English words, so they are joined in any
#: text ("got TA duties" stays).
#: A clitic after a curly apostrophe that a tokenizer spaced off ("the writer \u2019s goals", "didn
#: \u2019t"): no English word starts with "\u2019s" or "\u2019t", and a closing curly quote is never
#: followed by a clitic (CMOS 6.9-6.11 on contractions and the possessive "'s"). Joined in any text,
#: since the ASCII form's ``_TOKENIZED`` test does not see it.
_SPACED_CURLY_CLITIC = re.compile(r"(?<=\w) (?=\u2019(?:s|t|re|ve|ll|d|m)\b)")
#: A curly apostrophe inside a contraction or a possessive ("won\u2019t", "I\u2019m", "Liu\u2019s"):
#: the same clitic as the ASCII "'" (typography, not spelling: CMOS 6.115 on "smart quotes"), and
#: spaCy's English tokenizer exceptions and every rule that reads "n't", "'s", "'m" expect the
#: ASCII form: with the curly one the parser leaves "\u2019m" without a lemma and "n\u2019t" is no
#: negation, so "won\u2019t" was rewritten "wo" (stop 52, vc70, im38). A closing curly quote is never
#: followed by a clitic (see above), so straightening changes no quotation.
_CURLY_CLITIC = re.compile(r"(?<=[A-Za-z])\u2019(?=(?:s|t|re|ve|ll|d|m)\b)")
#: U+FFFD, the replacement character of a failed decode, standing for the curly apostrophe of a
#: contraction or possessive ("don\ufffdt", "there\ufffds", "bosses\ufffd ass" is left): the
#: curly apostrophe is the commonest non-ASCII character of English web text, and only an
#: apostrophe stands between a letter and a clitic that no English word starts with (the
#: ``_CURLY_CLITIC`` reason). Stop 54 (fl14): the Friends transcripts of nlp-corpus lost every
#: apostrophe so (68 of 14,779 dev sentences have U+FFFD); any other U+FFFD is flagged
#: ``mojibake`` (pipeline/source_noise.py).
_FFFD_CLITIC = re.compile(r"(?<=[A-Za-z])\ufffd(?=(?:s|t|re|ve|ll|d|m)\b)")
_SPLIT_COLLOQUIAL = re.compile(
    r"\b([Gg]on|[Ww]an) (na)\b|\b([Gg]ot) (ta)\b|\b([Ll]em|[Gg]im) (me)\b"
)


#: Placeholders for a spaced single quote whose side is decided before the Moses detokenizer,
#: which attaches a "'" after any word in "s" to that word as a possessive ("classified as ' top
#: secret '" -> "as' top secret 'and") and pairs the rest by count, so a quotation closed in
#: this sentence but opened in the one before ("neutral , ' said Ms. Grabic") comes out glued
#: to the wrong word ("neutral, 'said"). Private-use code points: never in corpus text.
_OPEN_MARK, _CLOSE_MARK = "\ue000", "\ue001"
_OPENED = re.compile(_OPEN_MARK + r"\s*")
_CLOSED = re.compile(r"\s*" + _CLOSE_MARK)
_CLOSING_PUNCTUATION = frozenset([",", ".", "!", "?", ";", ":", "--", "...", "\u2026"])


def _g_dropping(word: str) -> bool:
    """``word`` is an -ing form written with its "g" dropped ("truckin", "buckin"), whose
    apostrophe of omission COCA spaces off ("truckin ' along"; CMOS 7.30)."""
    from .lexicon.wordnet import wordnet

    lower = word.lower()
    if lower in ("somethin", "anythin", "everythin", "nothin", "nuthin"):
        return True  # pronouns, which WordNet does not list
    return len(lower) >= 4 and lower.endswith("in") and bool(wordnet().synsets(lower + "g"))


def _closes_later(tokens: list[str], index: int) -> bool:
    """An odd number of spaced single quotes after ``index``: one of them closes a quotation
    opened at ``index`` ("as ' top secret ' and"); with an even number they pair among
    themselves and the one at ``index`` is a possessive ("the players ' union said , ' We won
    . '")."""
    return sum(1 for tok in tokens[index + 1 :] if tok == "'") % 2 == 1


def _mark_single_quotes(text: str) -> str:
    """Each spaced single quote of tokenized text marked as opening or closing (or, after a
    g-dropping "-in", as an apostrophe of omission), left to right: after a clause's
    punctuation, before a lower-case word, punctuation or the end, or while a quotation is open,
    it closes ("neutral , ' said", "man . '"); otherwise it opens. Quotation marks come in
    pairs around the quoted words (CMOS 6.9, 13.7), so the side follows from what surrounds it.
    """
    tokens = text.split()
    is_open = False
    for i, tok in enumerate(tokens):
        if tok != "'":
            continue
        prev = tokens[i - 1] if i else ""
        nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
        after_stop = prev in _CLOSING_PUNCTUATION and (
            not nxt or nxt[0].islower() or not nxt[0].isalnum()
        )
        if is_open or after_stop:
            tokens[i] = _CLOSE_MARK
            is_open = False
        elif prev and _g_dropping(prev):
            tokens[i] = _CLOSE_MARK
        elif (
            prev[-1:] in ("s", "S")
            and prev.isalpha()
            and not _function_word(prev.lower())
            and nxt[:1].isalpha()
            and not _closes_later(tokens, i)
        ):
            tokens[i] = _CLOSE_MARK  # a plural possessive: "the players ' union"
        elif i:
            tokens[i] = _OPEN_MARK
            is_open = True
        else:
            tokens[i] = _OPEN_MARK
            is_open = True
    return " ".join(tokens)


def detokenize(text: str) -> str:
    """PTB/COCA tokenized text back to ordinary spacing ("ca n't go , he said" -> "can't go, he
    said"), with sacremoses' Moses detokenizer plus COCA's split contractions. Text that does not
    look tokenized is returned as is, so running text (and its quotes) is never re-spaced and the
    function is idempotent."""
    text = _SPLIT_COLLOQUIAL.sub(lambda m: "".join(g for g in m.groups() if g), text)
    text = _CURLY_CLITIC.sub("'", _SPACED_CURLY_CLITIC.sub("", _FFFD_CLITIC.sub("'", text)))
    text = _HALF_AGE.sub(_join_age, text)
    if not looks_tokenized(text):
        return text
    if _split_possessive(text):
        text = _SPLIT_POSSESSIVE.sub("' ", text)
    text = _SPLIT_APOSTROPHE.sub(r"\1'\2", text)
    text = _SPLIT_NT.sub(r"\1n't", text)
    if " ' " in f" {text} ":
        text = _mark_single_quotes(text)
    text = _CHAIN.sub(lambda m: m.group(0).replace(" - ", "-"), text)
    text = _AGE.sub(_join_age, text)
    text = _SPLIT_HYPHEN.sub(_join_hyphen, text)
    text = _moses().detokenize(text.split())
    if _OPEN_MARK in text or _CLOSE_MARK in text:
        text = _OPENED.sub("'", _CLOSED.sub("'", text))
    return _HASH_NUMBER.sub("#", text)


@dataclass(frozen=True, slots=True)
class Tidied:
    text: str
    speaker: str | None = None


#: A dash left dangling before the final punctuation ("vocals, keys, and drums -."): an aside
#: cut off by the corpus, with nothing after the dash. Only before a period: "born 1858 \u2013 ?"
#: is an unknown year.
_DANGLING_DASH = re.compile(
    r"(?:\s+(?:-+|\u2013|\u2014)|\s*(?:--+|\u2013|\u2014))\s*(?=\.+[\"'\u201d\u2019)\]]*$)"
)
#: Straight double quotes that are not inch marks (5'10"). A quote after the number of an
#: alphanumeric designation ("FUTURE I-74", "the F-16"") is a quotation mark: an inch or second
#: mark follows a measure numeral (CMOS 10.66), and a letter-hyphen-number code is a name, no
#: measure (stop 49, fl7: 'signed as either I-74 or "FUTURE I-74".' read as one quote).
_STRAIGHT_QUOTE = re.compile(r'(?<!\d)"|(?<=[A-Za-z]-\d)"|(?<=[A-Za-z]-\d\d)"|(?<=[A-Za-z]-\d{3})"')


def _unpaired_edge_quote(text: str) -> str | None:
    """Which edge ("start"/"end") holds the sentence's one double quotation mark, else None. A
    lone quote at the very start or end of a sentence is the rest of a quotation the sentence
    splitter cut (a quotation of several sentences); one inside, or one of three, is not known
    to be the unpaired one, so ``assess`` flags it instead."""
    marks = [m.start() for m in _STRAIGHT_QUOTE.finditer(text)]
    marks += [i for i, c in enumerate(text) if c in "\u201c\u201d"]
    if len(marks) != 1:
        return None
    if marks[0] == 0:
        return "start"
    core = text.rstrip(".!?\u2026 ")
    return "end" if marks[0] in (len(core) - 1, len(text) - 1) else None


#: An inch mark the tokenizer spaced off its number and the detokenizer joined to the next word
#: as an opening quote ('a 1/8 "liner for manholes'): a lower-case word follows, and the text's
#: straight quotes do not pair up without it.
_SPACED_INCH_MARK = re.compile(r'(?<=\d) "\s?(?=[a-z])')


def _join_inch_mark(text: str) -> str:
    """'a 1/8 "liner' -> 'a 1/8" liner' when that quote is the one without a partner."""
    if len(_STRAIGHT_QUOTE.findall(text)) % 2 == 0 or len(_SPACED_INCH_MARK.findall(text)) != 1:
        return text
    return _SPACED_INCH_MARK.sub('" ', text)


#: One opening double quotation mark after a reporting clause's colon or comma, with the
#: quotation running on to the end of the sentence ('Ginsberg responded: "There are a few."').
_RUN_ON_QUOTATION = re.compile(r'^[^"\u201c\u201d]*\w[:,]\s+["\u201c](?=[A-Z])[^"\u201c\u201d]*$')


def _run_on_quotation(text: str) -> bool:
    """The sentence's one double quotation mark opens a quotation after a reporting clause
    (colon or comma) and the quotation runs to the sentence's end: a quotation of several
    sentences, closed only after its last one (CMOS 13.30 on run-on quotations; Quirk et al.
    1985 §15.50 on reporting clauses), which the sentence splitter cut after its first. The
    sentence is a whole reporting clause and a whole quoted sentence: nothing of it was lost
    (stop 49, fl7: such a pair was judged kept as is, 1 of 1). A closing mark with no opening
    one inside the sentence stays a defect: the reporting clause, and with it the speaker, is
    in another sentence."""
    return _RUN_ON_QUOTATION.match(text) is not None


#: A straight double quote right after a digit and before a space, a mark or the end: an inch
#: mark ("a 6" pipe") or the closing quote of a title or name that ends on a number ('"Plan 9",',
#: '"Apollo 13"', '"Room 101"'). ``_straight_quotes`` decides which.
_DIGIT_FINAL_QUOTE = re.compile(r'(?<=\d)"(?=[\s,.;:!?)]|$)')


def _straight_quotes(text: str) -> int:
    """The straight double quotation marks of ``text`` (``_STRAIGHT_QUOTE``), counting a quote
    after a digit (``_DIGIT_FINAL_QUOTE``) as one when an odd number of quotation marks stands
    before it: it then closes the quotation they opened ('belongs with "Plan 9", and a lot
    others'). A quoted title or name may end on a numeral (CMOS 8.174 on quoted titles; "Plan 9
    from Outer Space", "Apollo 13"), and an inch mark is never preceded by an opening quote that
    it would leave unclosed (CMOS 10.66 on the inch mark after a measure numeral). Before stop 54
    (fl13) every such title was flagged ``unbalanced_quote``: dev lines 1-6,000 had 1 sentence
    (13 conjunction pairs flagged), all read and balanced."""
    marks = list(_STRAIGHT_QUOTE.finditer(text))
    count = len(marks)
    if count % 2 == 1:
        for digit_quote in _DIGIT_FINAL_QUOTE.finditer(text):
            if sum(m.start() < digit_quote.start() for m in marks) % 2 == 1:
                return count + 1
    return count


def _has_unbalanced_quote(text: str) -> bool:
    """An odd number of straight double quotes (``_straight_quotes``), unequal curly ones, or an
    opening single quote that nothing closes (``_unclosed_single_quote``); not a run-on
    quotation (``_run_on_quotation``)."""
    straight = _straight_quotes(text)
    if straight % 2 == 1 or not _curly_doubles_paired(text):
        return not _run_on_quotation(text)
    return _unclosed_single_quote(text)


#: A curly double quotation mark by its place, not its glyph: after the start, a space or an
#: opening bracket and before a word it opens a quotation; otherwise it closes one.
_CURLY_DOUBLE = re.compile(r"[\u201c\u201d]")


def _curly_doubles_paired(text: str) -> bool:
    """Do the curly double quotation marks of ``text`` pair up, each opening mark (by place:
    after the start, a space or an opening bracket, before a word) followed by a closing one?

    A mark's glyph can be wrong while its place is right: a right mark typed or converted as
    the opening one ("(\u201ddistribution upgrade\u201d)"), a typesetting slip of automatic "smart
    quote" substitution that CMOS 6.115 warns of. A reader pairs the marks by where they
    stand, as for straight quotes, so the quotation is whole. Before stop 58 (fl19) such a
    sentence was ``unbalanced_quote``: judged 2 of 2 pairs kept as is on it; the other pairs
    on the same sentence were rejected for an agreement slip of the rewrite, not the quote.
    Glyph counts that agree are paired as before."""
    if text.count("\u201c") == text.count("\u201d"):
        return True
    depth = 0
    for mark in _CURLY_DOUBLE.finditer(text):
        before = text[mark.start() - 1] if mark.start() else " "
        after = text[mark.end()] if mark.end() < len(text) else " "
        opening = (before.isspace() or before in "([{\u2014") and not after.isspace()
        if opening and depth == 0:
            depth = 1
        elif not opening and depth == 1:
            depth = 0
        else:
            return False
    return depth == 0


#: An HTML line or paragraph tag at the very start or end of a sentence ("< BR > Butorac lost",
#: "... the end. </p>"): a scraper's leftover, removed (inside a sentence it is ``markup``).
_EDGE_TAG = re.compile(
    r"^(?:\s*<\s*/?\s*(?:p|br)\s*/?\s*>)+\s*|\s*(?:<\s*/?\s*(?:p|br)\s*/?\s*>\s*)+$",
    re.IGNORECASE,
)
_BRACKET_PAIRS = (("(", ")"), ("[", "]"))


def _drop_edge_bracket(text: str) -> str:
    """``text`` without a bracket that has no partner when it is the sentence's only bracket of
    its kind and stands at the very start ("(The results were clear.") or end ("The results
    were clear.)", before the final punctuation or after it): the other half is in the next or
    previous sentence, cut by the splitter, like a lone edge quote (``_unpaired_edge_quote``).
    An enumerator ("1) First, ...") has a character before the bracket and stays."""
    for opening, closing in _BRACKET_PAIRS:
        if text.count(opening) + text.count(closing) != 1:
            continue
        if text.startswith(opening):
            return text[1:].lstrip()
        core = text.rstrip(".!?\u2026 ")
        if text.endswith(closing) or core.endswith(closing):
            mark = text.rfind(closing)
            if mark > 0 and text[mark - 1] not in " (:;":  # not an emoticon ":)"
                return (text[:mark].rstrip() + text[mark + 1 :]).strip()
    return text


#: Residue before a sentence's first word: a footnote, page or line number ("44 The bridge was
#: opened") or a lower-case article left from a cut ("a An 'x' indicates"), before a capitalised
#: article, pronoun or preposition that opens the real sentence. A number opening a sentence is
#: spelled out (CMOS 9.5), and no sentence puts "a" before "An"; a numeral before a name or a
#: noun ("1 Corinthians", "24 Hours on Craigslist is") is left alone.
_STRAY_OPENING = re.compile(
    r"^(?:\d{1,3}|a|an|the)\s+(?=(?:The|A|An|He|She|It|They|We|In|On|At|This|These|Its|His|Her"
    r"|Their)\s)"
)


#: A dash or slash before the first word ("-- We went home.", "/ Patents, hoses and pumps"): a
#: transcript's mark of a resumed turn or a web line's separator, no part of the sentence (a dash
#: sets off an interruption or aside *inside* a sentence, CMOS 6.82-6.87). Only with a space after
#: it, so a signed number ("-5 degrees") stays.
_LEADING_DASH = re.compile(r"^(?:-{1,3}|\u2013|\u2014|/+)\s+(?=\S)")


#: Words written with a leading apostrophe for a lost first syllable ("'em", "'til", "'tis",
#: "rock 'n' roll"; CMOS 7.30 on the apostrophe of omission): not an opening quotation mark,
#: in either glyph (a "smart quote" slip types the apostrophe as U+2018, CMOS 6.116-6.117:
#: "by \u2018imself"). One list with ``misspelled`` (``wordlists/elided_forms.txt``, its header
#: citing the sources): the aphetic forms, the h-dropped pronouns, verbs and adverbs of dialect
#: speech ("for 'im to go", "by 'imself", "'ave a look"; Wells 1982 §3.4.4; stops 48, 49, 96).
ELISIONS = source_noise.ELIDED_FORMS
#: Arabic name particles ("ibn", "bin", "abu", "abd", "al"): a mark after one before a capital
#: ("Ibn 'Arabi", "bin 'Awad") romanises the consonant ayn or hamza (ALA-LC romanization of
#: Arabic), a letter of the name, no quotation mark (stop 49, fl7).
_AYN_PARTICLES = frozenset(["ibn", "bin", "bint", "abu", "abd", "al", "el", "ben"])
#: A single quotation mark that opens a quotation: at the start, or after a space, bracket, double
#: quote or dash, before a letter (an apostrophe inside or after a word is no quotation mark:
#: "we're", "the students' union").
_SINGLE_OPENING = re.compile(r"(?:^|(?<=[\s(\[\"\u201c\u2014-]))['\u2018](?=([A-Za-z]+))")
#: What may close it: a single quote after a non-space, before a space, punctuation or the end;
#: or one standing alone before a space. A plural possessive ("the students' union") looks the
#: same, so a sentence with one never counts as unbalanced: precision first.
_SINGLE_CLOSING = re.compile(r"(?<!^)['\u2019](?=[\s.,;:!?)\]\"\u201d\u2014-]|$)")
#: A single quotation mark after the sentence's final punctuation, alone at the very end ("We
#: might have to hire more keepers. '"): the close of a quotation that began in an earlier
#: sentence, which the splitter cut (like a lone double quote at an edge,
#: ``_unpaired_edge_quote``).
_LONE_END_SINGLE = re.compile(r"(?<=[.!?\u2026])\s*['\u2019]$")


_PUNCTUATION_CLOSING = re.compile(r"(?<=[,.!?])['\u2019](?=\s+[\w\"\u201c])")


def _single_openings(text: str) -> list[re.Match[str]]:
    """The opening single quotation marks of ``text`` (``_SINGLE_OPENING``), not elisions nor
    a romanised ayn after an Arabic name particle (``_AYN_PARTICLES``)."""
    return [
        m
        for m in _SINGLE_OPENING.finditer(text)
        if not source_noise.is_elided(m.group(1)) and not _romanised_ayn(text, m)
    ]


def _romanised_ayn(text: str, mark: re.Match[str]) -> bool:
    before = text[: mark.start()].split()
    return bool(before) and before[-1].lower() in _AYN_PARTICLES and mark.group(1)[:1].isupper()


def _unclosed_single_quote(text: str) -> bool:
    """An opening single quotation mark with no mark after it that could close it ("Shortly
    after 'the crisis began, miners tried to buy ..."), or a closing one after a comma or stop
    with none opening before it: part of the quotation was cut, or the mark is a slip; either
    way a pair copies it (CMOS 6.9, 13.7: quotation marks come in pairs)."""
    openings = _single_openings(text)
    for opening in openings:
        if not _SINGLE_CLOSING.search(text, opening.end()):
            return True
    # a mark after a clause's punctuation, before the next word, closes a quotation (no
    # possessive follows a comma or stop); with no opening before it, it opened in another
    # sentence ("We keep it neutral,' said Ms. Grabic."). A mark before an elided form that is
    # also a standard word (``source_noise.ELIDED_HOMOGRAPHS``: "is", "ad") may open the
    # quotation such a mark closes ("she asked 'is it done?' twice"; stop 96, fl92): with no
    # closing mark it is an apostrophe, with one the pair is whole either way.
    starts = [o.start() for o in openings]
    starts += [
        m.start()
        for m in _SINGLE_OPENING.finditer(text)
        if m.group(1).lower() in source_noise.ELIDED_HOMOGRAPHS
    ]
    for closing in _PUNCTUATION_CLOSING.finditer(text):
        if not any(start < closing.start() for start in starts):
            return True
    return False


def _drop_edge_single_quote(text: str) -> str:
    """``text`` without a lone single quote after its final punctuation when no single quote
    in it opens a quotation ("... sweep up. '" -> "... sweep up."), and without a single quote
    at its very start that nothing closes ("'The plan failed." -> "The plan failed.")."""
    if "'" not in text and "\u2018" not in text and "\u2019" not in text:
        return text
    end = _LONE_END_SINGLE.search(text)
    if end and not _single_openings(text):
        return text[: end.start()].rstrip()
    openings = _single_openings(text)
    if (
        len(openings) == 1
        and openings[0].start() == 0
        and not _SINGLE_CLOSING.search(text, openings[0].end())
    ):
        return text[1:].lstrip()
    return text


def repair_edges(text: str) -> str:
    """``text`` without a dash dangling before its final punctuation ("drums -." -> "drums."),
    without an unpaired quotation mark (``_unpaired_edge_quote``) or bracket
    (``_drop_edge_bracket``) at its very start or end, and without an HTML tag at either edge
    (``_EDGE_TAG``). Output text only: applied by ``tidy`` before parsing, so offsets refer to the
    repaired text."""
    text = _LEADING_DASH.sub("", _EDGE_TAG.sub("", text))
    text = _STRAY_OPENING.sub("", text)
    text = _drop_edge_single_quote(_drop_edge_bracket(_DANGLING_DASH.sub("", text)))
    edge = _unpaired_edge_quote(text)
    if edge == "start":
        text = text[1:].lstrip()
    elif edge == "end":
        mark = max(text.rfind('"'), text.rfind("\u201d"))
        text = (text[:mark].rstrip() + text[mark + 1 :]).strip()
    return text


#: A sentence opening on a nominative personal pronoun in lower case ("they were defeated in the
#: final."): the nominative is the case of the subject of a finite clause only (Huddleston &
#: Pullum 2002 ch. 5 §16.2), so the sentence opens with its subject and lost nothing before it
#: but the capital (a split after an abbreviation, a slip of the source). "it" and "you" are
#: objects too, "that" a complementiser: those stay for ``assess``.
_LOWER_SUBJECT_PRONOUN = re.compile(
    r"^(?:i|he|she|we|they)(?=\s+[a-z]|['\u2019](?:s|d|ll|re|ve|m)\s)"
)


#: A lower-case coordinator cut off from the clause before ("and I bought ten computers.", "but
#: they left."), followed by the subject of a finite clause: a nominative pronoun (subject case
#: only, as above), or "it"/"you" before a finite auxiliary or copula. Only "and", "but" and "yet":
#: both conjuncts of these are asserted, the second on its own (Huddleston & Pullum 2002 ch. 15
#: §2), so the clause says what the source said; "or"/"nor" clauses are not asserted, and a
#: sentence-initial "so" may be the purpose subordinator ("so he will start sleeping again"),
#: so those stay ``truncated``. Other subjects need the parse, which runs after the sentence is
#: stored, and the stored text must not change then: they stay ``truncated`` too.
_CUT_COORDINATOR = re.compile(
    r"^(?:and|but|yet)\s+(?=(?:I|he|she|we|they)(?:\s+[a-z]|['\u2019](?:s|d|ll|re|ve|m)\s)"
    r"|(?:it|you)(?:\s+(?:is|was|are|were|will|would|can|could|has|had|have|does|did|do|must"
    r"|should|might|may)\b|['\u2019](?:s|d|ll|re|ve)\s))"
)


def drop_coordinator(text: str) -> str:
    """ "and I bought ten computers." -> "I bought ten computers." (``_CUT_COORDINATOR``); the
    capital comes from ``capitalise_subject`` or, for "it"/"you", here."""
    match = _CUT_COORDINATOR.match(text)
    if match is None:
        return text
    rest = text[match.end() :]
    return rest[0].upper() + rest[1:]


def capitalise_subject(text: str) -> str:
    """ "they were defeated in the final." -> "They were defeated in the final."
    (``_LOWER_SUBJECT_PRONOUN``)."""
    match = _LOWER_SUBJECT_PRONOUN.match(text)
    if match is None:
        return text
    return text[0].upper() + text[1:]


#: A colon or semicolon typed twice ("government::", "Greek:: Βουκολέων", a template residue of
#: Wikipedia dumps): no style doubles these marks (Chicago Manual of Style 6.59-6.65 give each
#: one use). Not "std::map" or "http://": only before a space or the end. Also after a closing
#: quote, bracket or abbreviation point ('the "Church\'s Mission";; theologians', "Jr.;;": Brown
#: keeps such doubled semicolons; stop 54, fl13: 63 conjunction pairs of Brown lines 36,001-
#: 42,956 copied them into both sides).
_DOUBLED_COLON = re.compile(r"(?<=[\w\"'\u201d\u2019)\].])([;:])(?:\s?\1)+(?=\s|$)")
#: Two commas with nothing between them ("The Kroger Company,, is", "defending champions,, and
#: only Nestor"): in text dumps, the two commas of a parenthetical whose content was removed (a
#: pronunciation, a native name, dates; read on 40 of 52 cases in 12,000 ConjNLI premises), so
#: both go with it: "The Kroger Company is". After a list item ("film, television,, including",
#: a comma at most three words before) the lost words were list items: left for ``assess``
#: (``garbled``), as is a ",," not followed by a word.
_DOUBLED_COMMA = re.compile(r"(?<=\w),\s?,(?=\s+[\w\"\u201c])")
_LIST_BEFORE = re.compile(r",(?:\s+\S+){1,3}$")
#: Two commas after a word that ``repair_slips`` left (after a list item, or not before a word):
#: ``assess`` calls the sentence ``garbled``.
_EMPTY_COMMAS = re.compile(r"\w,\s?,")
#: A contraction whose apostrophe was lost, the clitic left as a word of its own ("we d",
#: "I m", "they re", "don t"): a pronoun before "d/ll/ve/re/m" or a negated auxiliary before
#: "t" is never two words in English (Zwicky & Pullum 1983 on the clitics "'d", "'ll", "n't").
_LOST_APOSTROPHE = re.compile(
    r"\b(?:(?:I|[Yy]ou|[Ww]e|[Tt]hey|[Hh]e|[Ss]he|[Ii]t|[Tt]hat|[Tt]here|[Ww]ho) (?:d|ll|ve|re|m)"
    r"|(?:[Dd]on|[Dd]oesn|[Dd]idn|[Ii]sn|[Aa]ren|[Ww]asn|[Ww]eren|[Hh]aven|[Hh]asn|[Hh]adn|[Cc]an"
    r"|[Ww]on|[Cc]ouldn|[Ww]ouldn|[Ss]houldn|[Aa]in) t)(?![\w'-])"
)
#: A contraction whose clitic was lost after its apostrophe ("It' a bit more", "they' late"): a
#: personal pronoun has no apostrophe genitive (its, theirs: H&P 2002 ch.5 §16.2; CMOS 7.17), so
#: a pronoun written with an apostrophe stands for one with a clitic ("it's", "they're"); when no
#: clitic follows, a letter was lost. A closing single quote after a quoted pronoun ("a 'thank
#: you' card") is no slip: an opening single quote earlier in the sentence leaves it alone (see
#: ``_lost_clitic``), and a clitic spaced off ("I' ve") is the tokenizer's, not a lost letter.
_LOST_CLITIC = re.compile(
    r"(?<![\w'\u2018])(?:I|[Yy]ou|[Ww]e|[Tt]hey|[Hh]e|[Ss]he|[Ii]t)'(?=\s+(?!(?:s|t|m|re|ve|ll|d)\b)\w)"
)
#: A single quote that opens a quotation: at the start or after a space or an opening bracket.
_OPENING_SINGLE_QUOTE = re.compile(r"(?:^|(?<=[\s(\[]))['\u2018](?=\w)")


def _lost_clitic(text: str) -> bool:
    """ "It' a bit more expensive" -> True; "a 'thank you' card" -> False (quoted pronoun)."""
    for match in _LOST_CLITIC.finditer(text):
        if not _OPENING_SINGLE_QUOTE.search(text, 0, match.start()):
            return True
    return False


#: An empty quotation ('a "" ex-pat', "the album \u201c\u201d"): the quoted title or word was
#: markup the scraper dropped, so the sentence lost a constituent. ASCII "''" is PTB's closing
#: quote and is not matched.
_EMPTY_QUOTES = re.compile(r"(?:^|\s)(?:\"\"|\u201c\u201d)(?=[\s.,;:!?)]|$)")


def _drop_empty_parenthetical(text: str) -> str:
    """ "The Kroger Company,, is an American retailer" -> "The Kroger Company is an American
    retailer" (``_DOUBLED_COMMA``), unless a list item comes before it."""

    def drop(match: re.Match[str]) -> str:
        if _LIST_BEFORE.search(match.string[: match.start()]):
            return match.group(0)
        return ""

    return _DOUBLED_COMMA.sub(drop, text)


#: Words written twice by an editing slip that grammar never doubles, so the second can go: the
#: articles, the modals and the prepositions that are not also particles (Huddleston & Pullum
#: 2002 ch. 3 §2.5 modals, ch. 5 §6 articles, ch. 7 prepositions; a particle can stand before a
#: preposition: "came in in the end", "moved on on Monday"). A noun use of a modal ("his will
#: will be read", "a can can hold") is guarded by ``_noun_before_modal``.
_REPAIRABLE_DOUBLES = frozenset(
    ["the", "a", "an", "would", "could", "should", "shall", "will", "can", "may", "might", "must"]
    + ["of", "to", "for", "with", "from", "at", "into", "onto", "than", "upon", "as"]
)
#: Modals that are also nouns: after a determiner the first one is the noun ("his will will").
_NOUN_MODALS = frozenset(["will", "can", "may", "might", "must"])
_DETERMINERS = frozenset(
    ["the", "a", "an", "his", "her", "its", "their", "my", "your", "our", "this", "that", "no"]
)
#: Doublings that grammar or usage makes (never repaired, never flagged): "had had" (past perfect
#: of have), "that that" (complementiser + demonstrative), "is is" and "do do" (pseudo-clefts
#: and emphatic do: "what it is is", "what they do do"), "her her", "you you" (object then
#: possessive/subject: "gave her her keys", "told you you were"; H&P 2002 ch. 5, ch. 11); a
#: particle before its preposition ("came in in the end"; H&P ch. 4 §6.3); and reduplication
#: for emphasis or as formulas ("very very", "no no", "bye bye"; Quirk et al. 1985 App. I.71,
#: Ghomeshi et al. 2004 on contrastive reduplication).
_GRAMMATICAL_DOUBLES = frozenset(
    ["had", "that", "is", "do", "her", "you"]
    + ["in", "on", "up", "down", "off", "out", "over", "by", "around", "through", "along"]
    + ["about", "back", "away"]
    + ["very", "so", "really", "many", "much", "far", "long", "no", "yes", "bye", "now"]
    + ["there", "well", "tut", "ha", "knock", "night", "too", "more", "again", "round"]
)
_DOUBLED_WORD = re.compile(r"\b([A-Za-z]+)(\s+)(\1)\b", re.IGNORECASE)
#: Starts at a word's start and holds the tail possessively (stop 66): the old form restarted in
#: every letter of a long word before a non-final letter (quadratic); same spans on 300,000
#: random strings.
_LAST_WORD = re.compile(r"(?<![A-Za-z])([A-Za-z]+)[^A-Za-z]*+$")


def _word_before(text: str, start: int) -> str:
    """The last word (letters only) of ``text`` before ``start``, "" if none."""
    match = _LAST_WORD.search(text, 0, start)
    return match.group(1) if match else ""


def _noun_before_modal(word: str, before: str) -> bool:
    """``word`` is a modal that is also a noun and ``before`` a determiner: the first of the
    two is the noun ("his will will be read"), not a slip."""
    return word in _NOUN_MODALS and before.lower() in _DETERMINERS


def _dedupe_words(text: str) -> str:
    """ "would would" -> "would", "The the" -> "The" (``_REPAIRABLE_DOUBLES``), not after a
    determiner for a modal that is also a noun ("his will will be read")."""

    def repair(match: re.Match[str]) -> str:
        first, second = match.group(1), match.group(3)
        word = second.lower()
        if first.lower() != word or word not in _REPAIRABLE_DOUBLES or not second.islower():
            return match.group(0)
        if _noun_before_modal(word, _word_before(text, match.start())):
            return match.group(0)
        return first

    return _DOUBLED_WORD.sub(repair, text)


#: Reference markers of Wikipedia text dumps: a bracketed note glued to the word or mark before
#: it ("results[3]", "claims.[note 1]", "[citation needed]"; Wikipedia:Citing sources and
#: Template:Cite note / Template:Citation needed output). "[sic]" and editorial "[the firm]"
#: are text. Not before a letter ("[a]nd" is an editorial change of a quotation).
_BRACKET_NOTE = re.compile(
    r"(?<=[\w.,;:!?\"')\]\u201d\u2019])\[(?:\d{1,3}|[a-z]|(?:note|nb|n|lower-alpha)\s?\d{1,3}"
    r"|citation needed|clarification needed|when\?|who\?|which\?|where\?|by whom\?"
    r"|dubious[^\]]{0,12}|page needed|better source needed|failed verification)\](?![A-Za-z])",
    re.IGNORECASE,
)
#: A footnote number glued to a sentence-final period, the brackets lost in the dump
#: ("management.12, and", "the results.3 The next"): a lower-case content word of three letters
#: or more (no abbreviation: ``_ABBREVIATIONS``), a period, one to three digits, then a comma,
#: the end, or a space and a capital or quote (a new sentence). "3.12", "Fig.3", "Nov.3" do not
#: match (a digit or a capital before); "He hit.300 in ten games" (a batting average whose
#: space was lost) is followed by a lower-case word and stays.
_GLUED_NOTE = re.compile(r"\b([a-z]{3,})\.(\d{1,3})(?=(,)|\s|$)")
_ABBREVIATIONS = frozenset(
    ["fig", "figs", "vol", "vols", "nos", "art", "sec", "chap", "para", "ref", "refs", "eqn"]
    + ["approx", "tel", "ext", "ver", "rev", "sept", "feb", "jan", "aug", "oct", "nov", "dec"]
    + ["apr", "jun", "jul", "mar", "pts", "min", "max", "viz", "etc"]
)


#: Stop 64 (sn1): a book's footnote mark, a small number in round brackets glued to the word or
#: mark before it ("response.(1) The legs", "expensive,(1) far less", "the Patrician(2) said"):
#: the bracketed superscript of a print edition flattened to text. A note reference stands
#: right after the word or punctuation it annotates, with no space (CMOS 14.26), while an
#: enumerator or a cross-reference in the text has one ("in two steps: (1) heat", "Figure (2)");
#: so only the glued form is a mark. Not after a digit or a closing bracket ("s. 3(1)",
#: "(a)(1)": a legal subsection), nor after a single letter ("f(1)": a function applied), nor
#: before an operator ("log(2) = 0.69").
_PAREN_NOTE = re.compile(
    r"(?:(?<=[A-Za-z]{2})|(?<=[.,;:!?\"'\u201d\u2019]))\(\d{1,2}\)"
    r"(?=[\s.,;:!?\"'\u201d\u2019]|$)(?!\s*[=<>+*/^])"
)
#: The same footnote's own text, its number left in front ("(1) The spell was cast ..."): the
#: number labels the note (CMOS 14.24) as a numeral labels an item of a vertical list (6.130),
#: no part of the sentence, and goes like a list bullet (``_LEADING_MARKS``). Only before a
#: capital or an opening quote, and only when no other spaced enumerator follows in the
#: sentence ("(1) Heat the pan and (2) add oil": a run-in list, whose numbers belong to it).
_LEADING_PAREN_NOTE = re.compile(r"^\(\d{1,2}\)\s+(?=[A-Z\"\u201c])")
_RUN_IN_ENUMERATOR = re.compile(r"\s\(\d{1,2}\)\s")
#: An asterisk glued after a word or a mark and followed by a space, a mark or the end
#: ("the Librarian* was", "in the year of the Tsar.*"): the footnote mark of a page with few
#: notes (CMOS 14.26 lists * first among the note symbols). Not when an asterisk opens a word
#: anywhere in the text ("*very* good": emphasis in plain text; "* Item": a bullet), nor after
#: one letter ("f*ck"), nor inside a word ("sh*t").
_STAR_NOTE = re.compile(
    r"(?:(?<=[A-Za-z]{2})|(?<=[.,;:!?\"'\u201d\u2019]))\*{1,3}(?=[\s.,;:!?)\"'\u201d\u2019]|$)"
)
_OPENING_STAR = re.compile(r"(?<![\w*])\*+(?=\w)")


def strip_note_marks(text: str) -> str:
    """``text`` without a book's footnote marks (``_PAREN_NOTE``, ``_LEADING_PAREN_NOTE``,
    ``_STAR_NOTE``). The text is changed before any offset is taken: every offset the pipeline
    stores (``Candidate.char_start``, the conjunct spans) is into ``Sentence.text``, which is
    this text, so no offset needs shifting."""
    if "(" in text:
        text = _PAREN_NOTE.sub("", text)
        match = _LEADING_PAREN_NOTE.match(text)
        if match and not _RUN_IN_ENUMERATOR.search(text, match.end() - 1):
            text = text[match.end() :]
    if "*" in text and not _OPENING_STAR.search(text):
        text = _STAR_NOTE.sub("", text)
    return text


def strip_reference_marks(text: str) -> str:
    """``text`` without Wikipedia citation residue: bracketed notes (``_BRACKET_NOTE``) and
    footnote numbers glued to a period (``_GLUED_NOTE``: "management.12, and" -> "management,
    and"; "results.3 The" -> "results. The"), and without a book's footnote marks
    (``strip_note_marks``, stop 64). Run on paragraphs before segmentation (a glued number
    hides the sentence end from the sentencizer) and again in ``tidy``."""
    if "[" in text:
        text = _BRACKET_NOTE.sub("", text)
    text = strip_note_marks(text)

    def strip(match: re.Match[str]) -> str:
        word = match.group(1)
        if word in _ABBREVIATIONS or _function_word(word):
            return match.group(0)
        if match.group(3):
            return word
        after = match.string[match.end() :].lstrip()[:1]
        if after and not (after.isupper() or after in "\"'\u201c\u2018("):
            return match.group(0)  # "He hit.300 in 10 of 12 years": a batting average
        return word + "."

    return _GLUED_NOTE.sub(strip, text)


def _tighten_spaced_quotes(text: str) -> str:
    """'the film " Kadal " was' -> 'the film "Kadal" was': straight double quotes spaced on the
    inside, as a tokenizer leaves them, tightened when every quote in the sentence has its partner
    (an even number, no curly ones) and each pair stands as a quotation: the opening one after a
    space, bracket or the start, the closing one before a space, mark or the end."""
    marks = [m.start() for m in _STRAIGHT_QUOTE.finditer(text)]
    if not marks or len(marks) % 2 or "\u201c" in text or "\u201d" in text:
        return text
    out = text
    for opening, closing in reversed(list(zip(marks[::2], marks[1::2], strict=True))):
        before, after = text[opening - 1 : opening], text[closing + 1 : closing + 2]
        if before not in ("", " ", "(", "[") or after not in ("", " ", *".,;:!?)"):
            continue
        inner = text[opening + 1 : closing]
        if not inner.strip() or inner == inner.strip() or inner.strip()[-1].isdigit():
            continue  # '" Part 1 "' -> '"Part 1"' would read as an inch mark
        out = out[: opening + 1] + inner.strip() + out[closing:]
    return out


#: What a Wikipedia dump leaves of a pronunciation or language template at the start of a
#: parenthesis ("Alexandru Dr\u0103ghici (]; September 27, 1913 \u2013 ...)", "(;]; born 1995)",
#: "(; born September 13, 1964)"; prose never opens a parenthesis on a separator):
#: the template's text went, its closing brackets and separators stayed (Template:IPAc-en,
#: Template:Lang). The parenthesis keeps what follows: "(September 27, 1913 \u2013 ...)".
_TEMPLATE_RESIDUE = re.compile(r"\((?:\s*[;,\]])+\s*(?=[^\s)])")
#: A parenthesis emptied the same way ("A New Leaf () is", "Chrysanthemums ( ), sometimes"),
#: after a word: nothing was said in it, so it goes with the space before it.
_EMPTY_PARENTHESES = re.compile(r"(?<=\w)\s+\(\s*[;,]?\s*\)")


#: An article before a word whose first letter suggests the other one ("a additive", "an writer"):
#: only these are checked against the word's sound, so the common case costs one regex.
_ARTICLE_CANDIDATE = re.compile(
    r"(?<![\w-])(?:(?P<a>[Aa])\s+(?=[aeiou])|(?P<an>[Aa]n)\s+(?=[b-df-hj-np-tv-z]))"
    r"(?P<word>[a-z][a-z]+)\b(?![-'])"
)


_CLOSED_CLASS = frozenset(
    [
        "the",
        "their",
        "this",
        "these",
        "that",
        "those",
        "his",
        "her",
        "my",
        "your",
        "our",
        "its",
        "to",
        "of",
        "for",
        "by",
        "with",
        "but",
        "so",
        "she",
        "they",
        "we",
        "was",
        "were",
        "be",
        "been",
        "will",
        "would",
        "can",
        "could",
        "should",
        "not",
        "many",
        "more",
        "most",
        "such",
        "very",
    ]
)
_SENTENCE_OPENERS = frozenset(".!?\"'\u201c(:")


def _fix_articles(text: str) -> str:
    """An indefinite article that disagrees with the sound of the next word is a typing slip
    ("used as a additive", "is an writer"): a reader corrects it without noticing, a reviewer
    has to edit every pair of the sentence. Only a lower-case common word after the article is
    considered (never a name, a capital "A" inside a sentence, a hyphenated word), only when the word is
    common enough for its pronunciation to be known (``wordfreq`` Zipf >= 3), and the article
    comes from ``lexicon.articles`` (the ``inflect`` package: "a university", "an hour")."""
    if not _ARTICLE_CANDIDATE.search(text):
        return text
    from wordfreq import zipf_frequency

    from .lexicon.articles import indefinite_article

    def fix(match: re.Match[str]) -> str:
        word = match.group("word")
        art = match.group("a") or match.group("an")
        right = indefinite_article(word)
        before = text[: match.start()].rstrip()
        if art[0].isupper() and before and before[-1] not in _SENTENCE_OPENERS:
            return match.group(0)  # "column A and B", "Jung-An born": a letter or a name
        if (
            right == art.lower()
            or word.startswith("one")
            or word == "other"  # "a other" is "another", not "an other"
            or art.lower() == "an"
            and word[0] == "h"  # "an historical": a British usage
            or word in _CLOSED_CLASS  # "an their": a slip for another word, not the article
            or zipf_frequency(word, "en") < 3
        ):
            return match.group(0)
        fixed = right.capitalize() if art[0].isupper() else right
        return fixed + match.group(0)[len(art) :]

    return _ARTICLE_CANDIDATE.sub(fix, text)


#: A perfect auxiliary, adverbs that may stand between it and the participle, and the next word.
_PERFECT = re.compile(
    r"\b(?:has|have|had|having|hasn't|haven't|hadn't)\s+"
    r"(?:(?:not|never|also|already|just|recently|always|ever|only|since|previously|once|now|"
    r"all|both|still|even|finally|often)\s+)*([a-z]+)\b"
)


#: Verbs whose simple past after "have" is no slip: "got" is also a participle (British and
#: "have got to"), and a free relative's "had" meets the main verb's "was"/"did" ("All we had was
#: the data", "What he had did not matter").
_NOT_AFTER_HAVE = frozenset({"be", "do", "get", "have"})


@cache
def _participle_for_past(word: str) -> str | None:
    """The past participle when ``word`` is only an irregular simple past whose participle differs
    ("sang" -> "sung", "went" -> "gone", "began" -> "begun"), else None. A word with another verb
    lemma ("saw": see/saw, "lay": lie/lay, "fell": fall/fell) or a noun or adjective reading in
    lemminflect's lexicon ("rose", "drove", "broke": "they have rose bushes") is left alone."""
    from lemminflect import getAllInflections, getAllLemmas

    lemmas = getAllLemmas(word, upos="VERB").get("VERB", ())
    if len(lemmas) != 1 or lemmas[0] in _NOT_AFTER_HAVE:
        return None
    forms = getAllInflections(lemmas[0], upos="VERB")
    participles = forms.get("VBN", ())
    if word.endswith("ed"):  # a regular past is its own participle ("had beseeched")
        return None
    if word not in forms.get("VBD", ()) or word in participles or not participles:
        return None
    if getAllLemmas(word, upos="NOUN") or getAllLemmas(word, upos="ADJ"):
        return None
    return participles[0]


def _repair_perfect(text: str) -> str:
    """A simple past after a perfect auxiliary ("He has sang for many albums", "had ran") is a
    writing slip for the participle (Huddleston & Pullum 2002 ch. 3 §1.2: the perfect takes the
    past participle); the reader corrects it without noticing, a reviewer would edit every pair
    of the sentence."""

    def fix(match: re.Match[str]) -> str:
        participle = _participle_for_past(match.group(1))
        if participle is None:
            return match.group(0)
        start = match.start(1) - match.start(0)
        return match.group(0)[:start] + participle

    return _PERFECT.sub(fix, text)


#: COCA's "n't" with its apostrophe lost, left as a word of its own ("did nt", "was nt", "ca
#: nt"): "nt" is no English word, and after an auxiliary it is the clitic "n't" (Zwicky & Pullum
#: 1983; COCA writes the clitic as a separate token, "did n't"). "ca"/"wo"/"ai" are the
#: tokenizer's halves of "can't", "won't", "ain't". Stop 38, second pass.
_SPACED_NT = re.compile(
    r"\b((?i:do|does|did|is|was|are|were|has|have|had|could|would|should|must|need|might|ca|wo"
    r"|ai)) nt\b(?![\w'-])"  # lower-case "nt" only: "the version was NT 4.0"
)
#: An ampersand whose entity lost its name ("Jain, Piczak, &; Zeytinoglu": "&amp;" with "amp"
#: dropped): the "&" of an author list (APA 7 §8.17); a semicolon never follows "&" in prose.
_BARE_ENTITY = re.compile(r"&;(?=\s)")
#: A quotation whose quote marks were doubled by CSV escaping ('a ""Kurort"", a resort'): a CSV
#: field writes each quote twice (RFC 4180 §2.7), and prose never doubles a straight quote
#: around a word. Only a pair that opens and closes doubled around one to six words.
_DOUBLED_QUOTES = re.compile(r'(?<![\w"])""([^"\s][^"]{0,60}?[^"\s]|[^"\s])""(?!")')


def _repair_nt(match: re.Match[str]) -> str:
    return match.group(1) + "n't"  # "ca" + "n't" is "can't", "wo" + "n't" "won't"


def _undouble_quotes(match: re.Match[str]) -> str:
    inner = match.group(1)
    return f'"{inner}"' if len(inner.split()) <= 6 else match.group(0)


#: A lone lower-case consonant letter between two lower-case words ("the participation m
#: science", "off w ith", "both hand s on", "that s why"): no English word is one consonant
#: letter ("a" and "I" are words; H&P 2002 ch. 19), so it is a misread "in" (OCR), a word split
#: in two or a lost apostrophe. Not "n" ("rock n roll", "and" reduced) or "x" ("3 x 4", "x
#: axis"), and not a letter that names a symbol before its head noun ("a t test", "p values",
#: "vitamin d levels") or after a noun that takes a letter as its name ("type b", "plan c",
#: "the letter k"; CMOS 7.63 on letters as letters), nor a symbol apposed to a noun before a
#: function word ("the mass m of the body"). Stop 38, second pass: measured in the
#: docs (fitness.md, "Stop 38, second pass").
_LONE_LETTER = re.compile(
    r"(?<![\w'\u2019\-./&])([a-z]{2,}) ([b-df-hj-mp-tv-wyz]) (?=([a-z]{2,})\b)"
)
_LETTER_HEADS = frozenset(
    [
        "test",
        "tests",
        "value",
        "values",
        "score",
        "scores",
        "statistic",
        "statistics",
        "axis",
        "distribution",
        "cell",
        "cells",
        "chromosome",
        "wave",
        "waves",
    ]
)
_LETTER_NAMERS = frozenset(
    [
        "letter",
        "letters",
        "vitamin",
        "vitamins",
        "type",
        "plan",
        "grade",
        "class",
        "group",
        "variable",
        "section",
        "column",
        "row",
        "item",
        "option",
        "model",
        "size",
        "point",
        "channel",
        "hepatitis",
    ]
)


#: A coordinator between two lone letters ("x and y", "i or s"; ``_coordinated_symbol``).
_LETTER_COORDINATION = re.compile(
    r"(?<![\w'\u2019\-./&])[A-Za-z] (?:and|or|nor) [A-Za-z](?![\w'\u2019\-])"
)


def _coordinated_symbol(text: str, match: re.Match[str]) -> bool:
    """Is the lone letter of ``match`` (``_LONE_LETTER``) one of two lone letters joined by a
    coordinator ("while x and y are not", "forget the i or s after")? Coordination joins like
    constituents (Quirk et al. 1985 §13.5, §13.60; H&P 2002 ch. 15 §4), so a letter coordinated
    with another letter is, like it, a noun phrase: a letter mentioned or used as the name of a
    variable or symbol (H&P 2002 ch. 5 §17.2 on letters as names), not the debris of a broken
    word. A single letter beside a word ("the cat s and dog") is still flagged (stop 75, fl52)."""
    start, end = match.start(2), match.end(2)
    return any(m.start() == start or m.end() == end for m in _LETTER_COORDINATION.finditer(text))


def _lone_letter(text: str) -> bool:
    """A lone consonant letter between lower-case words (``_LONE_LETTER``)."""
    from .lexicon.wordnet import wordnet

    for match in _LONE_LETTER.finditer(text):
        before, letter, after = match.group(1), match.group(2), match.group(3)
        if after in _LETTER_HEADS or before in _LETTER_NAMERS:
            continue
        if _coordinated_symbol(text, match):
            continue  # "while x and y are", "forget the i or s after": letters as names
        if not _function_word(before) and _function_word(after):
            continue  # a symbol apposed to its noun: "the mass m of the body", "a constant k that"
        if any(wordnet().synsets(form) for form in (f"{letter}-{after}", f"{before}_{letter}")):
            continue  # "c-section", "vitamin_d"
        return True
    return False


#: The apostrophe of a dropped "g" ("somethin'", "truckin'"; CMOS 7.30) spaced off its word and
#: glued to the next one ("Let me do somethin 'for you"): put back on its word
#: (``_g_dropping``); a quotation that opens after such a word ("somethin 'special'") has its
#: closing mark, and is left alone.
_SPACED_G_DROP = re.compile(r"\b([A-Za-z]{2,}in) '(?=[A-Za-z][\w-]*(?![\w-]*')\b)")


def _join_g_drop(match: re.Match[str]) -> str:
    word = match.group(1)
    return f"{word}' " if _g_dropping(word) else match.group(0)


def repair_artifacts(text: str) -> str:
    """Tokenization and escaping artifacts of corpus text: "did nt" -> "didn't"
    (``_SPACED_NT``), "&;" -> "&" (``_BARE_ENTITY``), '""Kurort""' -> '"Kurort"'
    (``_DOUBLED_QUOTES``), "somethin 'for" -> "somethin' for" (``_SPACED_G_DROP``)."""
    if " nt" in text:
        text = _SPACED_NT.sub(_repair_nt, text)
    if "&;" in text:
        text = _BARE_ENTITY.sub("&", text)
    if '""' in text:
        text = _DOUBLED_QUOTES.sub(_undouble_quotes, text)
    if " '" in text:
        text = _SPACED_G_DROP.sub(_join_g_drop, text)
    return text


def repair_slips(text: str) -> str:
    """Editing slips a reader corrects without noticing: a doubled comma/colon/semicolon
    (``_DOUBLED_COLON``) or an empty parenthetical's two commas (``_drop_empty_parenthetical``),
    a doubled article/modal/preposition (``_dedupe_words``), an article that does not fit the
    next word (``_fix_articles``), a simple past after "have" (``_repair_perfect``), template residue at the start of a
    parenthesis and emptied parentheses (``_TEMPLATE_RESIDUE``, ``_EMPTY_PARENTHESES``), citation
    residue (``strip_reference_marks``) and spaced quotes (``_tighten_spaced_quotes``). Output
    text only: ``tidy`` applies it before parsing, so offsets refer to the repaired text."""
    text = _DOUBLED_COLON.sub(r"\1", strip_reference_marks(repair_artifacts(text)))
    if "(" in text:
        text = _EMPTY_PARENTHESES.sub("", _TEMPLATE_RESIDUE.sub("(", text))
    text = _space_after_comma(_drop_empty_parenthetical(text))
    return _repair_perfect(_fix_articles(_tighten_spaced_quotes(_dedupe_words(text))))


def _space_after_comma(text: str) -> str:
    """ "and slap,what I assumed" -> "and slap, what I assumed": the space lost after a comma
    before a frequent word (``_COMMA_NO_SPACE``, the condition ``_comma_no_space`` flags). A
    missing space is a keying slip, not a garble: the words, their order and the punctuation are
    the sentence's own, and English sets a space after a comma (CMOS 6.7). It was flagged
    ``garbled`` until stop 54 (fl13), and the blind judges kept such a pair as is ("source typo
    'slap,what' kept; pair otherwise fine"; ``source:garbled`` on conjunction pairs kept 3 of 5
    in the last ten judged slices): so it is mended, like a doubled comma, not flagged. A rare
    piece after the comma ("Fa,awa", a glottal mark in a name) stays as written."""
    if "," not in text:
        return text
    from wordfreq import zipf_frequency

    def mend(match: re.Match[str]) -> str:
        word = match.group(1)
        return f", {word}" if zipf_frequency(word, "en") >= 5.0 else match.group(0)

    return _COMMA_GLUED_WORD.sub(mend, text)


#: A transcriber's note after a word whose spelling is a guess: "(PH)" (phonetic) and "(sp?)" in
#: broadcast transcripts (CNN/NPR transcript conventions, which COCA's spoken texts keep). It
#: annotates the spelling, not the sentence, and reads as a stray parenthesis in a pair.
_SPELLING_NOTE = re.compile(r"\s*\((?:PH|ph|sp\?|SP\?)\)")


#: Ellipsis points after a sentence's own end ("... relations with them. ...", "he left! ..."):
#: the mark of text left out after a complete sentence in a quotation (CMOS 13.53, the period
#: and then the three dots), which the sentencizer attaches to the sentence before it. The
#: sentence is whole; the dots speak of the next one. Ellipsis points before a capitalised
#: first word ("... The legs swung") mark text left out before a complete sentence, which a
#: quotation that begins with a full sentence leaves unmarked (CMOS 13.55). A sentence that
#: trails off with no end of its own ("and if the ...") keeps its dots: ``truncated``.
_ELLIPSIS_AFTER_END = re.compile(
    r"((?<![.\s])[.!?][\"'\u201d\u2019)]?)\s+(?:\.\s?\.\s?\.|\u2026)\s*$"
)
_ELLIPSIS_BEFORE_START = re.compile(r"^(?:\.\s?\.\s?\.|\u2026)\s*(?=[A-Z\"\u201c][a-z\s])")


def drop_edge_ellipsis(text: str) -> str:
    """``text`` without ellipsis points outside a complete sentence (``_ELLIPSIS_AFTER_END``,
    ``_ELLIPSIS_BEFORE_START``; stop 64, sn1)."""
    if "." not in text and "\u2026" not in text:
        return text
    return _ELLIPSIS_BEFORE_START.sub("", _ELLIPSIS_AFTER_END.sub(r"\1", text))


def strip_marks(text: str) -> str:
    """``text`` without leading ``>``/``#``/``:`` markers, trailing ``#``/``//`` marks and
    transcribers' spelling notes ("Kasich (PH) said" -> "Kasich said")."""
    text = _SPELLING_NOTE.sub("", text)
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


#: An interviewer's "Q." glued to the question or remark it labels ("Q.I think that says a lot"):
#: the question label of a printed interview (Q-and-A format; CMOS 13.48 on interview and
#: dialogue labels), which COCA's magazine and newspaper texts keep, sometimes without its
#: space. Only before a word that opens a clause (a pronoun, a wh-word, an auxiliary, a
#: discourse opener): "Q. Smith" is an initial. The answer's "A." is the same apparatus ("A. I
#: refuse to answer that question"; hundred-sixteenth verb_complement pass, s1202x verb-011).
_INTERVIEW_LABEL = re.compile(
    r"^([QA])\.\s*(?=(?:I|We|You|He|She|It|They|What|Why|How|When|Where|Who|Which|Do|Does|Did|Is"
    r"|Are|Was|Were|Can|Could|Would|Will|Should|Have|Has|So|And|But|Well|Now|There|This|That)"
    r"(?:\b|'))"
)


#: A parenthesised abbreviation in capitals that opens the text before a capitalised word
#: ("(FNC) The coordinating group of ...", "(CCS) A British group that ..."): a glossary's
#: headword abbreviation left at the start of the definition when the headword line ("Federal
#: Networking Council (FNC)") was cut off, or a news agency's credit ("(CNN) A storm hit ...").
#: An abbreviation in brackets follows the full form it abbreviates (CMOS 10.3; Quirk et al.
#: 1985 App. I.28), so with nothing before it it belongs to no phrase of the sentence; the
#: parser makes it a root of its own and the sentence after it escapes the checks. Two to
#: eight capitals or digits (a letter first), then a word in title case or "A"/"I"; one
#: letter is a list label ("(A) The first ..."), left alone like any bracket with lower case, a space or a period inside ("(This is
#: a note.)", "(V.O.)"); a dash after it ("(AP) -- The") is the wire dateline ``_WEB_RESIDUE``
#: flags. Stop 66 (fl31).
_HEADWORD_TAG = re.compile(
    r"^(?:\([A-Z][A-Z0-9]{1,7}\)\s+)+(?=[\"\u201c'\u2018]?[A-Z](?:[a-z]|\s))"
)


def strip_headword_tag(text: str) -> str:
    """``text`` without the headword abbreviation that opens it (``_HEADWORD_TAG``)."""
    return _HEADWORD_TAG.sub("", text) if text.startswith("(") else text


def tidy(text: str) -> Tidied:
    """Remove what carries no meaning (see the module docstring); a leading speaker tag becomes
    ``speaker``. Idempotent: ``tidy(tidy(t).text).text == tidy(t).text``."""
    text = strip_headword_tag(strip_marks(text))
    speaker = None
    match = _LEADING_SPEAKER.match(text)
    titled = _TITLED_SPEAKER.match(text)
    if match and match.end() < len(text):
        name = match.group("coca") or match.group("bare") or match.group("full")
        speaker = (name or match.group("dashed")).strip()
        text = strip_marks(text[match.end() :])
    elif titled and not _SUBTITLE.match(text, titled.end()) and titled.end() < len(text):
        speaker, text = titled.group("titled"), strip_marks(text[titled.end() :])
    text = _join_inch_mark(restore_conversions(join_spaced_hyphens(detokenize(text))))
    text = source_noise.join_line_break_hyphens(drop_edge_ellipsis(text))
    text = drop_coordinator(repair_edges(repair_slips(text)))
    label = _INTERVIEW_LABEL.match(text)
    if label and label.end() < len(text) and speaker is None:
        speaker, text = label.group(1), text[label.end() :]
    return Tidied(capitalise_subject(text), speaker)


# -- assessing -------------------------------------------------------------------------------------

_MARKUP = re.compile(
    r"(?:^|\s)#+(?=\s|$)(?!\s*\d)"  # a standalone "#" not before a number ("# 1" is "#1")
    r"|@(?:\s+@){2,}|(?:^|\s)@!?[A-Za-z]"  # redaction, "@!NAME" turn marks, stray "@WORD"
    r"|<\s*/?\s*(?:p|br)\s*(?:>|$)"  # "<p>", "< br", "TABLE < p" (COCA paragraph tags)
    r"|TOOLONG|(?:^|\s)//\s*$|\*\s\*\s\d"  # COCA's over-long token marker, web line ends
    # an HTML character entity left by the scraper, split or emptied by tokenization
    # ("& ;", "& amp ;", "&quot;"): prose never has "&" before a ";" this way
    r"|&\s+(?:[a-z]+\s+|#\d+\s+)?;|&(?:amp|quot|lt|gt|nbsp|apos|#\d+);"
    # COCA's page-break marker inside running text ("a test of competence p142 and courage",
    # "had p120 managed"); the protein names written so are spared (p53, p21, p16, p27, p38,
    # p63, p73, p300: tumour suppressors, a kinase and a coactivator)
    r"|(?<![\w-])p(?!53\b|21\b|16\b|27\b|38\b|63\b|73\b|300\b)\d{2,4}(?![\w-])",
)
#: A transcript speaker label inside the text: a capitalised NAME then " :" (TV transcripts put a
#: space before the colon), or a trailing "-- NAME" attribution.
_INNER_SPEAKER = re.compile(
    rf"(?:^|\s){_NAME}\s*:\s*$|(?:^|[.!?]\s+){_NAME}\s*:\s|--\s+[A-Z][A-Z'.-]{{2,}}\s*$"
)
#: Screenplay scene headings and camera/voice parentheticals.
_SCREENPLAY = re.compile(
    r"\b(?:INT|EXT)\.\s|\(\s*(?:O\.\s?S|V\.\s?O|O\.\s?C|CONT'D|CONT|MORE)\.?\s*\)"
    r"|\(\s*(?:Voiceover|Voice-over|Off camera|On camera|Footage[^)]*)\s*\)?"
    # a broadcast transcript's annotation of what is not speech or could not be heard (the
    # CNN/NPR/ABC transcripts of COCA's spoken section: "hope (INAUDIBLE) is", "(CROSSTALK)")
    r"|\(\s*(?:INAUDIBLE|INDISTINCT|UNINTELLIGIBLE|CROSSTALK|CROSS-TALK|LAUGHTER|APPLAUSE"
    r"|OFF-?\s?MIKE|BEGIN VIDEO\w*|END VIDEO\w*|COMMERCIAL BREAK)\s*\)",
    re.IGNORECASE,
)
_CAPS_WORD = re.compile(r"[A-Z][A-Z'-]*[A-Z]")
#: Fillers of spontaneous speech (Clark & Fox Tree 2002, "Using uh and um"): tokens, lower case.
_FILLER = re.compile(r"(?:^|[\s,])(?:uh|um|uhm|erm|uh-huh)(?=[\s,.!?]|$)", re.IGNORECASE)
_FILLER_WORDS = frozenset({"uh", "um", "uhm", "erm"})
#: A word restarted after a dash ("I - I - uh", "this -- this --"): repetitions, the commonest
#: disfluency (Shriberg 1994, *Preliminaries to a theory of speech disfluencies*). A word
#: repeated without a dash is ``duplicated_word`` (``has_duplicated_word``). A number repeated
#: round a dash is a score or range ("a 15\u201315 record", "a 1\u20131 draw"), not a restart;
#: nor is a word repeated round an unspaced en dash ("C\u2013C bonds", "carbon\u2013carbon",
#: "odd\u2013odd nuclei"): the closed-up en dash joins the two halves of a relation or range
#: (Chicago Manual of Style 17th ed. §6.78-6.80), an interruption takes an em dash or a spaced
#: dash (§6.84).
_RESTART = re.compile(
    r"\b([^\W\d]\w*)(?:\s+-{1,2}\s+|\s*(?:--|\u2014)\s*|\s+\u2013\s*|\u2013\s+)\1\b",
    re.IGNORECASE,
)
#: A unit written as a symbol and again as a word ("88.40% percent", "$5 million dollars"): one
#: of the two is a slip of the writer or of a template.
_DOUBLED_UNIT = re.compile(
    r"\d\s?%\s+per\s?cent\b|\$\s?\d[\d,.]*(?:\s+(?:million|billion|thousand))?\s+dollars\b"
    r"|\u00b0\s?[CF]\s+degrees\b",
    re.IGNORECASE,
)
#: Web residue: a caption or credit label opening the text ("Photo: ...", "PHOTO (COLOR):",
#: "Photograph by ..."), a link prompt ("Click here"), a wire-service dateline ("WASHINGTON (AP)
#: --", "(Reuters) -"; AP Stylebook, datelines). None is prose an NLI item can be built on.
_WEB_RESIDUE = re.compile(
    r"^(?:PHOTOS?|Photos?|Photograph|Image|Caption|Credit|Illustration|Video|Graphic)\b"
    r"\s*(?:\([^)]*\))?\s*(?::|by\b)"
    r"|\bclick here\b|\(\s*(?:AP|Reuters|AFP|UPI|CNN)\s*\)\s*(?:--|-|\u2014|\u2013)",
    re.IGNORECASE,
)
#: A reported test statistic with its degrees of freedom ("F(1,89) = 4.86", "t(30) = -2.1",
#: "chi2(2) = 7.3"), APA Publication Manual §6.43-6.44: a results line, not a sentence an NLI
#: item can be built on. A bare "(p < .05)" aside is not enough.
_STATISTIC = re.compile(
    r"(?:^|[\s(,;])(?:F|t|z|r|\u03c7\s?2|\u03c7\u00b2|chi\s?2|X2)\s?"
    r"\(\s?\d+(?:\.\d+)?(?:\s?,\s?\d+(?:\.\d+)?)?\s?\)\s?[=<>]\s?-?\.?\d"
)
#: A sentence opening with a bare numeral (not a year) and then a verb: edited prose spells out
#: a sentence-initial number (Chicago Manual of Style 9.5, AP), so "6 was an airship" is a name
#: ("LZ 6") cut off by the sentence splitter.
_NUMBER_START = re.compile(
    r"^(?!(?:1[0-9]|20)\d\d\b)\d[\d,.]*\s+(?:was|were|is|are|has|had|have|became|becomes|"
    r"will|would|can|could|may|might|did|does)\b"
)
#: ... unless the predicate classifies the numeral's referent as a number: "0 is an even number",
#: "1 is the unit of counting", "7 is a prime". There the numeral is the name of the number
#: itself, and mathematical prose writes that name as a figure at the start of a sentence
#: (Huddleston & Pullum 2002 ch. 5 §7.1 on cardinal numerals used as proper names of numbers;
#: CMOS 9.5 is about counted quantities, not numbers as objects of mathematics).
_NUMBER_AS_NAME = re.compile(
    r"^\d+\s+(?:is|was)\s+(?:not\s+)?(?:a|an|the)\s+(?:[a-z-]+\s+){0,2}"
    r"(?:number|numeral|integer|digit|unit|prime|square|cube|factor|divisor|multiple)s?\b"
    # ... or as a version: a dotted numeral ("2.1", "3.0.4") the predicate calls a release or a
    # version ("2.1 is the first release to ...") is the name of that release, as a product's
    # version number is its name in software documentation (Quirk et al. 1985 §5.61 on
    # numerals as names; stop 86, fl72: 4 presupposition and conjunction pairs of two such
    # sentences judged kept as is with ``source:truncated`` alone)
    r"|^\d+(?:\.\d+)+\s+(?:is|was|will\s+be)\s+(?:not\s+)?(?:a|an|the)\s+"
    r"(?:[a-z-]+\s+){0,2}(?:release|version|revision|update|edition)s?\b"
)
_BARE_NUMERAL = re.compile(r"(?!(?:1[0-9]|20)\d\d$)\d[\d,.]*")


def _number_subject(doc: Doc) -> bool:
    """The sentence opens on a bare numeral (digits, not a year, no noun of its own) that is
    the subject of a finite verb ("107 sets the rules for ...", "8 gives the dimensions"):
    ``_NUMBER_START``'s reason (CMOS 9.5: edited prose spells out a sentence-initial number)
    for every verb, not only the auxiliaries the pattern lists. Such a subject is the number of
    a section, figure or rule whose label ("Section", "Fig.") the splitter or the source cut
    off: the sentence refers to something it does not name. "Three sets the rules" (spelt
    out), "2012 saw ..." (a year) and "5 of them died" (the numeral has a dependent) are not
    touched; nor is a numeral that names a number (``_NUMBER_AS_NAME``)."""
    first = doc[0] if len(doc) else None
    if first is None or first.dep_ not in ("nsubj", "nsubjpass") or first.tag_ != "CD":
        return False
    if not _BARE_NUMERAL.fullmatch(first.text) or any(True for _ in first.children):
        return False
    return _finite_clause(first.head)


#: The tail of a sentence the splitter cut at a false boundary (stop 37). A sentence never opens
#: on a comma or semicolon: both separate parts inside a sentence (CMOS ch. 6), so ", he
#: believed, killed both wives" is what followed a cut. A bare numeral (not a year) followed by a
#: preposition is the rest of a chart or list position split at the abbreviation "No." ("No. 1 on
#: the Billboard chart", "No. 3 in the UK"): edited prose spells out a sentence-initial number
#: (CMOS 9.5), and "1 on the ..." has no subject.
_PUNCT_START = re.compile(r"^[\"'\u201c\u2018]*\s*[,;]\s*[\"'\u201c\u2018]*[A-Za-z]")
_NUMBER_PREPOSITION_START = re.compile(
    r"^(?!(?:1[0-9]|20)\d\d\b)\d{1,3}\s+(?:on|in|at|for|with|from|by|to)\s"
)


#: The end of a sentence cut at an abbreviation that always has a name or a number after it:
#: "No." before a numeral (CMOS 9.x, 10.42) and titles before a name (CMOS 10.17): "... the
#: Stephenson boys and No." is the head whose tail "1 on the ..." ``_NUMBER_PREPOSITION_START``
#: catches. "Dr." (Drive), "St." (Street), "Ft." (feet) and "Co." (Company) end addresses and
#: names and are not listed; "No." after a word of saying is the answer "No". The word before
#: must be in lower case or a number: after a capitalised word it may be a surname ("Amartya
#: Sen.") or a quoted answer.
#: Since stop 52 (fl10) also "vs."/"cf." (before what is compared) and a number and a unit
#: joined by a hyphen: a compound modifier, hyphenated only before the noun it modifies ("a
#: 15-mo. siege", "a 400-lb. bear"; CMOS 7.89, Quirk et al. 1985 §17.106), so one that ends
#: the sentence lost its noun ("the fort endured a 15-mo."; "400 lb." without the hyphen is a
#: complete measure phrase and stays). Dev lines 24,001-30,000: 2 new hits ("a 20,000-lb.",
#: "the mafia vs."), both cut; Brown 36,001-42,956: 4 ("a 6-hr.", "12-oz.", "a 400-lb.",
#: "0.025-in."), all cut.
_ABBREVIATION_END = re.compile(
    r"(?:(?:^|\s)(?:[a-z]\S*|\S*\d\S*)\s+"
    r"(?:No|Nos|Mr|Mrs|Ms|Messrs|Sen|Rep|Gov|Gen|Lt|Col|Capt|Sgt|Rev|Prof|vs|cf)"
    r"|\d-(?:mo|mos|yr|yrs|wk|wks|hr|hrs|min|mins|sec|secs|ft|in|yd|yds|mi|lb|lbs|oz|gal|qt"
    r"|pt|mph))\.\s*$"
)
_SAYING_BEFORE = re.compile(
    r"\b(?:said|say|says|answered|answer|replied|was|is|not|vote[sd]?)\s+No\.\s*$"
)


#: A country or union initialism ending the sentence right after a preposition, with no "the"
#: ("the Houston operator of U.S."): "U.S.", "U.K.", "U.N.", "E.U." name a place only with the
#: article ("the U.S."; H&P 2002 ch. 5 §20.4 on weak proper names; CMOS 10.33 keeps "U.S." for
#: the adjective), so a bare one is attributive ("of U.S. Steel", "in U.K. law") and the
#: splitter cut its noun off at the initialism's period (stop 53, fl12; dev lines
#: 24,001-30,000 0 hits, Brown 36,001-42,956 0: the four sentences that end on "U.S." there
#: have "the").
_BARE_INITIALISM_END = re.compile(
    r"\b(?:of|in|to|for|from|with|by|on|at|across|throughout)\s+(?:U\.S|U\.K|U\.N|E\.U)\."
    r"[\"'\u201d\u2019)]*\s*$"
)


def _split_tail(text: str) -> bool:
    """The sentence opens mid-clause: on a comma or semicolon, or on a bare numeral and a
    preposition (``_PUNCT_START``, ``_NUMBER_PREPOSITION_START``); or (stop 38) it ends on an
    abbreviation whose name or number the splitter put in the next sentence
    (``_ABBREVIATION_END``), or (stop 53) on a bare "U.S." after a preposition
    (``_BARE_INITIALISM_END``)."""
    if _PUNCT_START.search(text) or _NUMBER_PREPOSITION_START.search(text):
        return True
    if _BARE_INITIALISM_END.search(text):
        return True
    return bool(_ABBREVIATION_END.search(text)) and not _SAYING_BEFORE.search(text)


#: Name particles written in lower case at the start of a sentence ("de Gaulle", "van Gogh").
_LOWER_NAME_PARTICLES = frozenset(
    {"de", "van", "von", "der", "den", "da", "di", "du", "la", "le", "al", "el", "bin", "ibn"}
)
#: Final punctuation, possibly followed by closing quotes/brackets.
_ENDS = re.compile(r"[.!?\u2026](?:\s?[\"'\u201d\u2019)\]])*$")
_WORD = re.compile(r"[A-Za-z]{2,}|\b[AaI]\b")


def _caps_run(text: str, across_commas: bool = True) -> bool:
    """Consecutive words in capitals that are not acronyms: at least two words of five letters or
    more in one run ("ELECTRIC BLUE LIGHT begins", "MAN WITH THE NECKBRACE STARES"; numbers do not
    break the run: a recipe's "SERVES 4 25 MINUTES"). Acronyms
    (NASA, FIFA, BBC) are short and rarely stand two long ones in a row.

    With ``across_commas=False`` a comma after a word ends the run: "CC, OUNCE, SHOT, and
    JIGGER to FIFTH, LITER, MAGNUM and BLOTTO" is a list of items each set in capitals (code
    names, units, keywords), one word per noun phrase, not a capitalised phrase; a stage
    direction or heading sets a phrase in capitals ("MAN WITH THE NECKBRACE STARES"), and a
    list's commas separate its members (CMOS ch. 6 on commas in a series;
    stop 68, fl35: s1202x's "The data types range from CC, OUNCE, SHOT ..." was refused as
    ``stage_direction`` and judged fine)."""
    run_long = 0
    words = re.findall(r"\S+", text)
    for word in words:
        core = word.strip(".,;:!?\"'()")
        if core and _CAPS_WORD.fullmatch(core):
            run_long += len(core) >= 5
            if run_long >= 2:
                return True
            if not across_commas and word.rstrip("\"')").endswith(","):
                run_long = 0  # a list member: the next item starts a new run
        elif core and not core.isdigit():  # a number inside the run ("SERVES 4 25 MINUTES")
            run_long = 0
    return False


def _caps_name_modifier(doc: Doc) -> bool:
    """Every run of capitalised words that ``_caps_run`` would read as a stage direction (two
    or more words of five letters or more) premodifies a lower-case common noun in the same
    noun phrase ("Digital Consulting's SOFTWARE WORLD conference", "the MEDLINE DATABASE
    service"): the run is a proper name set in capitals, as trade and product names often are
    (CMOS 8.153), and a name used as a noun premodifier (Quirk et al. 1985 §17.108) sits inside
    prose. A stage direction or heading sets a whole phrase in capitals, its head noun or verb
    included ("ELECTRIC BLUE LIGHT begins", "MAN WITH THE NECKBRACE STARES"), so its run never
    ends on a modifier of a lower-case noun. Stop 74 (fg02): s1204i's judges kept a pair whose
    only flag was ``source:stage_direction`` on such a name."""
    runs: list[list] = []
    current: list = []
    for tok in doc:
        if _CAPS_WORD.fullmatch(tok.text):
            current.append(tok)
            continue
        if current:
            runs.append(current)
        current = []
    if current:
        runs.append(current)
    long_runs = [r for r in runs if sum(len(t.text) >= 5 for t in r) >= 2]
    if not long_runs:
        return False
    for run in long_runs:
        last = run[-1]
        if last.i + 1 >= len(doc):
            return False
        noun = doc[last.i + 1]
        if not (noun.tag_ in ("NN", "NNS") and noun.text.islower()):
            return False
        if last.head.i != noun.i or last.dep_ not in ("compound", "amod", "nmod"):
            return False
    return True


def shouted(text: str) -> bool:
    """Is the text (partly) set in capitals, like a headline, a bullet or a stage direction
    (``_caps_run``)? Phenomena that rewrite the sentence skip it: the parser mis-tags capitalised
    words (proper nouns) and a rewrite cannot match the casing (issue #11, fifth pass). Also a
    whole sentence of three or more words in capitals made of short words ("WE WON TWO GAMES")."""
    words = _WORD.findall(text)
    return _caps_run(text) or (len(words) >= 3 and all(w.isupper() for w in words))


def _starts_lower(text: str) -> bool:
    """Starts with a lower-case word: the sentence was cut from a longer one ("but no one dares",
    "ran to the store and"). Lower-case names do not count: name particles ("de Gaulle", "van
    Gogh"), words with an inner capital or mark ("iPhone", "eBay", "k.d. lang")."""
    match = re.match(r"[\"'\u201c\u2018(]*([a-z]+)\b(?![.'-]\w)", text)
    if not match or match.group(1) in _LOWER_NAME_PARTICLES:
        return False
    after = text[match.end(1) : match.end(1) + 1]
    return not (after.isalpha() and after.isupper())  # "iPhone", "eBay"


def _opens_with_subject(doc: Doc) -> bool:
    """Does the sentence open with the subject of a finite main clause ("the band is set to do
    two shows.")? Then nothing before it is missing: a complete declarative clause (Huddleston &
    Pullum 2002 ch. 3) written in lower case is a capitalisation slip of the source, not a
    sentence cut from a longer one; a cut leaves a conjunction ("but no one dares"), a predicate
    without its subject ("ran to the store"), a relative word ("which was ...") or a dependent
    clause at the start."""
    roots = [t for t in doc if t.dep_ == "ROOT"]
    if len(roots) != 1:
        return False
    root = roots[0]
    finite = root.tag_ in FINITE_TAGS or any(
        c.dep_ in ("aux", "auxpass") and c.tag_ in FINITE_TAGS for c in root.children
    )
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    if not finite or subject is None:
        return False
    first = next((t for t in doc if not t.is_punct), None)
    # a relative word opening the "subject" ("which was the best thing") is a sentential
    # relative whose antecedent clause was cut off
    relative = first is not None and first.tag_ in ("WDT", "WP", "WP$", "WRB")
    # so is a lower-case "that", whatever its tag: a demonstrative subject opening a sentence
    # is written with its capital, a cut relative or content clause is not ("that collect the
    # fees that are due")
    relative = relative or first is not None and first.text == "that"
    return first is not None and first.i == subject.left_edge.i and not relative


def capitalised_clause(text: str, doc: Doc) -> str | None:
    """``text`` with a capital first letter when it starts in lower case with the subject of a
    finite main clause (``_opens_with_subject``: "the band sold the van." -> "The band sold the
    van."), else None. A complete clause lost nothing but its capital, and a pair built on it
    should not need that edit; a lower-case start that is no such clause stays ``truncated``.
    Only the case changes: the stored sentence keeps the source text, and offsets into it must
    hold (a lower-case coordinator is dropped before parsing instead: ``drop_coordinator``)."""
    if not _starts_lower(text) or not _opens_with_subject(doc):
        return None
    first = re.search(r"[a-z]", text)
    if first is None:
        return None
    return text[: first.start()] + text[first.start()].upper() + text[first.start() + 1 :]


#: Dependencies of a subordinate clause; with a subordinator or relative word in it, a finite
#: verb there does not make the sentence a sentence ("Seriously wounded, knowing if he sat down").
#: The label alone is not enough: the small parser hangs main verbs under a nominal root as
#: advcl or ccomp ("Hotter than Hell peaked at number 15").
_SUBORDINATE_DEPS = frozenset(["advcl", "relcl", "acl", "ccomp", "csubj", "csubjpass", "pcomp"])
_RELATIVE_TAGS = frozenset(["WDT", "WP", "WP$", "WRB"])


def _bracketed(doc: Doc) -> set[int]:
    """Indices of the tokens inside balanced round or square brackets, the brackets included."""
    if sum(t.text in ("(", "[") for t in doc) != sum(t.text in (")", "]") for t in doc):
        return set()
    inside: set[int] = set()
    depth = 0
    for tok in doc:
        if tok.text in ("(", "["):
            depth += 1
        if depth:
            inside.add(tok.i)
        if tok.text in (")", "]"):
            depth = max(depth - 1, 0)
    return inside


def _overtly_subordinate(tok: Token) -> bool:
    """``tok`` is in a clause that a subordinator ("if", "because", "that") or a relative word
    opens, at any depth."""
    for node in [tok, *tok.ancestors]:
        if node.dep_ not in _SUBORDINATE_DEPS:
            continue
        for child in node.children:
            if child.dep_ == "mark" or child.tag_ in _RELATIVE_TAGS and child.i < node.i:
                return True
    return False


def _main_clause_verb(doc: Doc) -> bool:
    """A finite verb (or one the tagger may have missed, ``_maybe_finite``) outside balanced
    brackets and, when the root is a participle, outside an overtly subordinate clause; when
    every word is in brackets, any."""
    inside = _bracketed(doc)
    outside = sum(1 for t in doc if t.i not in inside and t.is_alpha)
    # only under a participle root: under a nominal or adverbial one the small parser hangs
    # main verbs below subordinators of other clauses ("The fact that X continued to grow
    # induced ...", "In golf vernacular that meant ...": 10 of 13 such hits on 25,128 sources)
    participial = any(t.dep_ == "ROOT" and t.tag_ in ("VBG", "VBN") for t in doc)
    finite = [t for t in doc if t.tag_ in FINITE_TAGS or _maybe_finite(t)]
    if outside < 2:
        return bool(finite)
    return any(t.i not in inside and not (participial and _overtly_subordinate(t)) for t in finite)


def verb_only_word(token: Token) -> bool:
    """A word the tagger read as a noun that English has only as a verb: lemminflect's dictionary
    knows it as a verb form and WordNet has verb senses only for it (``_verb_only_word``:
    "ensue", "varies", "differs"). A noun phrase needs a noun or pronoun head (H&P 2002 ch. 5
    §1; Quirk et al. 1985 §17.2), so such a word is the finite verb of a clause the tagger did not see, as happens in long sentences
    whose subject is a heavy noun phrase with postmodifiers ("the usual phenomena of acute
    inflammation and suppuration ensue", "The extent to which bone ... is reproduced varies in
    ..."). Lower case and letters only: a capitalised word inside the sentence may be a name
    (stop 98, fl96)."""
    from lemminflect import getAllLemmas

    if token.tag_ not in ("NN", "NNS") or not token.is_alpha or not token.text.islower():
        return False
    word = token.lower_
    return bool(getAllLemmas(word, upos="VERB")) and _verb_only_word(word)


def foreign_plural(word: str) -> bool:
    """A noun form whose dictionary base is another word with no "-s": the Latin and Greek
    plurals of learned and technical vocabulary ("staphylococci", "phenomena", "criteria",
    "vertebrae", "bacteria"), which the tagger often reads as singular NN. They are plural
    (Quirk et al. 1985 §5.90-5.98 on foreign plurals; H&P 2002 ch. 18 §5.3), so a plural verb or
    a partitive "one of the staphylococci" agrees with them (Quirk et al. 1985 §6.50, §10.34).
    A form that is also its own base ("data", "bacteria" beside "bacterium") counts too:
    precision first, the agreement flags promise a slip (stop 98, fl96)."""
    from lemminflect import getAllLemmas

    bases = getAllLemmas(word, upos="NOUN").get("NOUN", ())
    return any(b != word for b in bases)


#: Marks that end a clause: a semicolon or colon joins independent clauses or introduces a
#: list or explanation (CMOS 6.54, 6.59; Quirk et al. 1985 App. III.20-III.21), never stands
#: between a subject and its verb.
_CLAUSE_BOUNDARY_MARKS = frozenset({";", ":"})


def _finite_coordinate_of_participle(doc: Doc) -> bool:
    """The sentence opens on a past participle root with no subject or auxiliary, and a
    coordinate of it is finite with no subject either: an auxiliary of its own ("does not
    support") or a present-tense form ("Based on X and shares Y, but does not support Z.").
    Coordinated verb phrases share one subject (H&P 2002 ch. 15 §4.2); a finite verb phrase
    needs one (ch. 4 §3, ch. 14 §1), and a participle clause standing alone has none to
    share, so the whole is no sentence: a glossary entry that dropped "It is"/"It". A preterite
    coordinate is left to ``_participle_conjunct`` (a regular verb's preterite is its
    participle: "Written in C and ported to ..."). Stop 71 (fl42): s1204a's judges rejected the
    pairs of such a FOLDOC entry ("subjectless fragment")."""
    words = _statement_words(doc)
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if not words or root is None or root.tag_ != "VBN" or words[0].i != root.i:
        return False
    if any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS for c in root.children):
        return False
    for conj in root.children:
        if conj.dep_ != "conj" or any(c.dep_ in SUBJECT_DEPS for c in conj.children):
            continue
        aux = any(c.dep_ in AUX_DEPS and c.tag_ in ("VBZ", "VBP", "MD") for c in conj.children)
        if aux or conj.tag_ in ("VBZ", "VBP"):
            return True
    return False


def _coordinated_relative_as_root(doc: Doc) -> bool:
    """The finite root follows its subject's coordinator: the subject holds a relative clause
    and a "but"/"and"/"or" hung on it, and only auxiliaries, "not" and adverbs stand between
    that coordinator and the root ("Microsoft's term for a mutex which is generally used in
    user mode but can also be used in kernel mode."). A coordinator joins coordinates of like
    kind (H&P 2002 ch. 15 §2) and none comes between a subject and its predicate, so the verb
    after it is the relative clause's second coordinate ("which is used ... but can also be
    used ..."), and the sentence is a noun phrase with no main clause: a glossary entry the
    parser read as a clause. Stop 71 (fl42): s1204a's judges rejected such a FOLDOC premise
    ("a dictionary-gloss fragment with no main verb")."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None or not _finite_clause(root):
        return False
    subjects = [c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")]
    if len(subjects) != 1 or subjects[0].i > root.i:
        return False
    subject = subjects[0]
    if any(c.dep_ == "conj" for c in subject.children):
        return False
    relatives = [t for t in subject.subtree if t.dep_ == "relcl" and _relative_clause(t)]
    for cc in subject.children:
        if cc.dep_ != "cc" or cc.lower_ not in ("and", "but", "or") or cc.i > root.i:
            continue
        between = doc[cc.i + 1 : root.i]
        if not all(t.dep_ in AUX_DEPS or t.dep_ in ("neg", "advmod") for t in between):
            continue
        if any(r.i < cc.i for r in relatives):
            return True
    return False


def _misread_subject(doc: Doc) -> bool:
    """The finite root's only subject is no subject: a past participle or preterite form
    ("Modified, made PD and renamed Yerk.": a verb is no noun phrase, H&P 2002 ch. 5 §1; a
    subject is a noun phrase or a clause, ch. 4 §3) or a noun phrase before a semicolon or colon
    ("Occasional equivalent of hello world; seems to have originated at SAIL.": the mark closes
    the verbless heading, and the clause after it has lost its subject). The parser took a
    subjectless glossary text for a clause; no clause has a subject to predicate of (stop 69,
    fl38). Another clause with a subject of its own ("Tired; he went home." has "he") keeps the
    sentence."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None or not _finite_clause(root):
        return False
    subjects = [c for c in root.children if c.dep_ in ("nsubj", "nsubjpass", "expl", "csubj")]
    if len(subjects) != 1:
        return False
    subject = subjects[0]
    # a verb form is letters only: "Pop-11", "C++", "X11" tagged VBN are names whose digits or
    # signs no inflected verb has (H&P 2002 ch. 5 §20 on proper names of products; stop 74,
    # fl49: "Pop-11 is stack-oriented, ..." was flagged ``fragment``)
    participle = (
        subject.tag_ in ("VBN", "VBD")
        and subject.i == 0
        and subject.is_alpha
        and all(c.is_punct for c in subject.children)
    )
    # a mark inside a quotation ("The quantifier \"for all a:\" means ...") is the quote's
    walled = subject.i < root.i and any(
        t.text in _CLAUSE_BOUNDARY_MARKS and t.whitespace_ and not t.nbor().is_quote
        for t in doc[subject.i + 1 : root.i]
    )
    if not (participle or walled):
        return False
    if walled and _noun_phrase_after_mark(doc, root):
        return False
    if walled and _own_verb_before_mark(doc, subject, root):
        return False
    own = ("nsubj", "nsubjpass", "expl", "csubj")
    return not any(
        t.dep_ in own and t.i != subject.i and t.head.dep_ in ("conj", "parataxis") for t in doc
    )


#: Tags that open a noun phrase: determiner, pronoun, possessive, noun, adjective, numeral.
_NP_OPENING_TAGS = frozenset(["DT", "PDT", "PRP", "PRP$", "NN", "NNS", "NNP", "NNPS", "JJ", "CD"])


def _own_verb_before_mark(doc: Doc, subject: Token, root: Token) -> bool:
    """Between the subject and the first colon or semicolon after it stands a word that English
    has only as a verb (``verb_only_word``): "The extent to which bone is reproduced varies in
    different parts of the skeleton: while ..., bones ... are not reproduced." The subject has
    its own finite verb before the mark, and the parser, reading that verb as a noun, hung the
    subject on the verb of the clause after the mark. A subject and its verb are never split by
    a colon or semicolon (CMOS 6.54, 6.59; Quirk et al. 1985 App. III.20-III.21), so the sentence
    is two clauses, not a heading before a subjectless one (stop 98, fl96; s9801's judge kept
    the pair of such a sentence flagged ``source:fragment``). A heading with no verb-only word
    ("Occasional equivalent of hello world; seems to ...") keeps the fragment."""
    mark = next(
        (t.i for t in doc[subject.i + 1 : root.i] if t.text in _CLAUSE_BOUNDARY_MARKS),
        root.i,
    )
    return any(verb_only_word(t) for t in doc[subject.i + 1 : mark])


def _noun_phrase_after_mark(doc: Doc, root: Token) -> bool:
    """Between the last colon or semicolon before ``root`` and ``root`` stands a noun phrase
    and nothing else but the root's auxiliaries, negation and adverbs: the clause after the
    mark has its own subject ("New option: the reader now skips blank lines.", "Two inputs, one
    output: this gives a single value."), which the parser attached to the heading before the
    mark as an apposition. A heading or label and a colon before a complete clause are the
    ordinary layout of a changelog entry or a worked example (Quirk et al. 1985 §III.21 on
    the colon introducing an explication; H&P 2002 ch. 20 §3.2): the sentence has its clause.
    A stretch that opens on a preposition or is empty ("...; seems to have originated ...")
    keeps ``_misread_subject``: the clause after the mark has no subject (stop 80, fl63)."""
    mark = max(
        (t.i for t in doc[: root.i] if t.text in _CLAUSE_BOUNDARY_MARKS and t.whitespace_),
        default=None,
    )
    if mark is None:
        return False
    bracketed = _bracketed(doc)
    words = [
        t
        for t in doc[mark + 1 : root.i]
        if t.i not in bracketed
        and not t.is_punct
        and t.tag_ != "POS"
        and not (t.head.i == root.i and t.dep_ in ("aux", "auxpass", "neg", "advmod"))
    ]
    if not words or words[0].tag_ not in _NP_OPENING_TAGS:
        return False
    if any(t.tag_ not in _NP_OPENING_TAGS and t.tag_ not in ("JJR", "JJS", "HYPH") for t in words):
        return False
    # a demonstrative alone heads its noun phrase ("this results in ...": the fused
    # determiner-head, H&P 2002 ch. 5 §7.5.2)
    return any(
        t.tag_.startswith("NN") or t.tag_ == "PRP" or t.lower_ in DEMONSTRATIVES for t in words
    )


def _entry_label(doc: Doc) -> bool:
    """The sentence opens on a bracketed label of at most ten words, directly followed by a
    capitalised word: the abbreviation, alias ("(Or \"zombie\")"), field label ("(Scientific
    computation)") or etymology ("(From ...)") of a dictionary entry's headword, which the text
    then defines (Landau 2001 ch. 4-5 on labels and definitions). The definiendum is the
    headword, outside the text, so what follows is a definiens, a phrase substitutable for it,
    with no subject of its own (stop 69, fl38: on the FOLDOC text, labelled lines are noun
    phrases or subjectless glosses; judged on s1202z, 4 of 4 labelled pairs rejected).

    The same front matter as ``entry_preamble``, told apart on purpose: this test alone makes
    the sentence unfit, so it reads the parse and is strict (a bracketed clause or enumerator is
    no label, ten words at most, no /pronunciation/); ``entry_preamble`` only cuts text whose
    rest is then parsed and assessed again, so a plain text pattern is enough there."""
    if len(doc) < 4 or doc[0].text != "(":
        return False
    close = next((t.i for t in doc[1:12] if t.text in ("(", ")")), None)
    if close is None or doc[close].text != ")" or close + 1 >= len(doc):
        return False
    label = doc[1:close]
    # a bracketed clause or sentence ("(He laughed.) Then ...") or a list enumerator ("(1)",
    # "(a)") is no label of a headword
    if any(t.tag_ in FINITE_TAGS or t.text in (".", "!", "?") for t in label):
        return False
    if not any(t.is_alpha and len(t.text) > 1 for t in label):
        return False
    after = doc[close + 1]
    if after.text == "(":  # a second label ("(SIMD) (Or ...) The ...")
        return _entry_label(doc[close + 1 :].as_doc())
    return after.is_alpha and after.text[:1].isupper() and close > 1


#: Definite determiners of a heading noun phrase ("The sons of X:", "These are ..." is a clause).
_HEADING_DETERMINERS = frozenset({"the", "these", "those"})
#: Word classes of the members of an enumeration after the heading's colon: names and noun
#: phrases, their determiners, modifiers and numerals, joined by commas and a coordinator.
_ENUMERATION_POS = frozenset({"PROPN", "NOUN", "DET", "ADJ", "NUM", "CCONJ", "PUNCT", "ADP"})


#: Emphasizers (Quirk et al. 1985 §8.99-8.104: subjuncts that add force to the truth of what
#: they modify, "absolutely", "truly", "really", "simply", "definitely", "certainly",
#: "totally", "utterly", "honestly"): opening a verbless sentence, they mark it an evaluation.
#: Not "just" (also a restrictive focusing subjunct, §8.116: "Just richer, fatter ..."),
#: nor a downtoner or approximator ("Roughly a cross between Fortran and APL").
_EMPHASIZERS = frozenset(
    ["absolutely", "truly", "really", "simply", "definitely", "certainly", "totally"]
    + ["utterly", "honestly", "seriously", "genuinely", "undoubtedly"]
)


def emphatic_verbless_exclamation(doc: Doc) -> bool:
    """A verbless sentence that opens with an emphasizer and goes on to an evaluative
    adjective, bare or in an indefinite noun phrase ("Absolutely wonderful sauced with
    cheese and herbs.", "Truly a great, great flavor and consistency with these."): the
    block language of informal evaluation, a verbless clause whose subject and copula are
    understood from the situation, the thing reviewed (Quirk et al. 1985 §11.41-11.45 on
    exclamations and block language, §12.47 on situational ellipsis; §14.9 on verbless
    clauses). It says something true or false of the thing, as a description does
    (``description``: a warning for conjunction, whose pairs keep it as found on both sides),
    not a piece of a sentence. Judged: 3 of 4 conjunction pairs on such sentences kept as is
    (s1206a), the one rejection for its label; no such sentence among the prior's other
    registers (stop 91, fl80). No finite verb at all, and the adjective right after the
    emphasizer (or after "a"/"an" and at most one more word)."""
    words = [t for t in doc if not t.is_punct]
    if len(words) < 3 or words[0].lower_ not in _EMPHASIZERS:
        return False
    if any(t.tag_ in FINITE_TAGS or t.tag_ == "VB" and t.dep_ == "ROOT" for t in doc):
        return False
    from .lexicon.wordnet import wordnet

    def adjective(tok: Token) -> bool:
        if not tok.is_lower or not tok.is_alpha:
            return False
        if tok.tag_ in ("JJ", "JJR", "JJS"):
            return True
        # a tagger's adverb reading of an adjective ("wonderful" as RB)
        wn = wordnet()
        return tok.tag_ == "RB" and bool(wn.synsets(tok.text, "a") or wn.synsets(tok.text, "s"))

    rest = words[1:3]
    if rest[0].lower_ in ("a", "an"):
        rest = words[2:4]
    first = rest[0]
    if adjective(first):
        return True
    # one adverb before it: "Simply too good", "Truly very tasty"
    return first.tag_ == "RB" and len(rest) > 1 and adjective(rest[1])


#: Coordinators that join two predicative complements of one understood subject ("not as good
#: as X, but a strong effort"; H&P 2002 ch. 15 §2.1).
_PREDICATIVE_COORDINATORS = frozenset({"and", "but", "yet", "or"})


def unlike_predicative_coordination(doc: Doc) -> bool:
    """A verbless sentence that is an adjective phrase coordinated with an indefinite noun
    phrase, in either order ("Not as good as the first film, but a really strong second
    effort.", "A worthy sequel, but not as funny as the original."). Coordination joins
    constituents of one function, and an adjective phrase and a noun phrase share one only as
    predicative complements (H&P 2002 ch. 15 §4.1 on coordination of unlike categories, "He
    is a fool and very arrogant"; Quirk et al. 1985 §13.37); an indefinite noun phrase there is
    ascriptive (H&P 2002 ch. 5 §8.3). So the whole is the predicate of a verbless clause whose
    subject and copula are understood from the situation, the thing reviewed (Quirk et al.
    1985 §11.41-11.45 on minor sentences, §12.47 on situational ellipsis; Biber et al. 1999
    §8.14 on non-clausal units): it says something true or false of the thing, a description,
    not a piece of a lost sentence (stop 97, fl93: s9404's judge kept the conjunction pair of
    such a review sentence, flagged ``source:fragment``). No finite verb, modal or plain-form
    root ("Maybe not yet, but just wait." is an imperative), the sentence ends in "." or "!",
    and every word outside the two coordinates is punctuation or the coordinator."""
    words = [t for t in doc if not t.is_punct]
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if len(words) < 4 or root is None or doc[-1].text not in (".", "!"):
        return False
    if any(t.tag_ in FINITE_TAGS or t.tag_ in ("MD", "VB") for t in doc):
        return False
    conjuncts = [c for c in root.children if c.dep_ == "conj"]
    cc = [c for c in root.children if c.dep_ == "cc"]
    if len(conjuncts) != 1 or len(cc) != 1 or cc[0].lower_ not in _PREDICATIVE_COORDINATORS:
        return False
    other = conjuncts[0]

    def adjective_phrase(head: Token) -> bool:
        return head.tag_ in ("JJ", "JJR") and _predicative_phrase(head)

    def indefinite_noun_phrase(head: Token) -> bool:
        return head.tag_ in ("NN", "NNS") and any(
            c.dep_ == "det" and c.lower_ in ("a", "an") and _determiner_of(c, head)
            for c in head.doc[head.left_edge.i : head.i]
        )

    if not (
        adjective_phrase(root)
        and indefinite_noun_phrase(other)
        or indefinite_noun_phrase(root)
        and adjective_phrase(other)
    ):
        return False
    covered = {t.i for t in root.subtree}
    return all(t.i in covered for t in words)


def enumeration_heading(doc: Doc) -> bool:
    """A verbless equative heading: a definite noun phrase, a colon, then a list of names or
    noun phrases and nothing else ("The sons of Naphtali: Jahzeel, Guni, and Shillem."; "The
    members of the board: the chair, the treasurer and two clerks."). The colon introduces an
    enumeration that specifies what the heading names (Quirk et al. 1985 App. III.17), and the
    whole is the verbless form of the specifying clause "The sons of Naphtali were Jahzeel,
    Guni, and Shillem" (verbless clauses, Quirk et al. 1985 §14.9; Huddleston & Pullum 2002
    ch. 5 §8.3 on specifying be), which a reader understands as that statement: it is no
    fragment of a lost sentence. The blind judges kept such lists as is three times (s1205s,
    s1205t, s1205u) while ``source:fragment`` marked them bad.

    The heading is one noun phrase, all of it the subtree of a common noun with a definite
    determiner (``_HEADING_DETERMINERS``) or possessive, or with an "of" phrase (the of-genitive
    "the sons of X"); no word in the sentence is a verb; after the colon come only the members
    (``_ENUMERATION_POS``), at least two of them (a comma or a coordinator). A list with no
    heading ("Zenan, Hadashah ...: sixteen cities"), a heading with a verb, or a second colon or
    semicolon is another shape and keeps its flag."""
    colons = [t.i for t in doc if t.text == ":"]
    if len(colons) != 1 or any(t.text == ";" for t in doc):
        return False
    c = colons[0]
    if c < 2 or c + 1 >= len(doc):
        return False
    if any(t.pos_ in {"VERB", "AUX"} or t.tag_.startswith(("VB", "MD")) for t in doc):
        return False
    head = doc[0:c].root
    if head.pos_ != "NOUN" or not set(range(c)) <= {t.i for t in head.subtree}:
        return False
    definite = any(
        ch.dep_ == "det" and ch.lower_ in _HEADING_DETERMINERS or ch.dep_ == "poss"
        for ch in head.lefts
    ) or any(ch.dep_ == "prep" and ch.lower_ == "of" for ch in head.rights)
    if not definite:
        return False
    members = [t for t in doc[c + 1 :] if not (t.is_punct and t.i == len(doc) - 1)]
    if not members or any(t.pos_ not in _ENUMERATION_POS for t in members):
        return False
    if any(t.is_punct and t.text != "," for t in members):
        return False
    if any(t.pos_ in {"ADJ", "NUM"} and t.dep_ not in {"amod", "nummod"} for t in members):
        return False  # "The best runners: fast, strong and lean": predicative, no equative list
    return any(t.text == "," or t.pos_ == "CCONJ" for t in members)


def _is_fragment(doc: Doc) -> bool:
    """No finite verb in a main clause (a header, caption, list item, "Facts, figures, general
    knowledge."; "Early to bed (\"I'm twitchy\") and up by six": the verb is in brackets;
    "Seriously wounded, knowing if he sat down": the only finite verb is subordinate), not
    even a possible one the tagger missed (``_maybe_finite``), and no imperative (a root verb in
    the base form). A sentence whose only clause is subordinate ("When I saw you") is not
    caught: the small parser attaches sentence-initial "once"/"before" too unreliably, so
    a subordinator counts only below the root."""
    if _main_clause_verb(doc) or _imperative_opening(doc):
        return False
    return not any(t.dep_ == "ROOT" and t.tag_ == "VB" for t in doc)


#: Subordinators that cannot open a main clause: a sentence that starts with one and has no
#: other clause is a subordinate clause standing alone ("Because we had been invited.",
#: "Except most of these go home.": Huddleston & Pullum 2002 ch. 11 §4, ch. 8 §5), a reply or
#: a piece cut from the sentence before. "Once", "since", "while", "if" are left out: the small
#: parser attaches them to the root of complete sentences too often ("Once he and Taro were
#: fishing, ...").
_SUBORDINATE_ONLY = frozenset(["because", "except", "although", "though", "whereas"])
_CLAUSE_DEPS = frozenset(["conj", "advcl", "ccomp", "parataxis"])


def _finite_clause(token: Token) -> bool:
    return token.tag_ in FINITE_TAGS or any(
        a.dep_ in ("aux", "auxpass") and a.tag_ in FINITE_TAGS for a in token.children
    )


#: Modals of the conditional clauses that stand alone as requests or offers ("If you would
#: follow me.", "If I may.", "If you could sign here."): insubordination, a main-clause use of a
#: conditional (Evans 2007, "Insubordination and its uses"; H&P 2002 ch. 11 §4).
_REQUEST_MODALS = frozenset(["would", "could", "may", "might", "can", "will", "should", "'d"])


def _bare_conditional(mark: Token) -> bool:
    """ "If you do not want to see the Welcome window!": an "if" clause standing alone, with no
    main clause to be conditional on. A conditional adjunct is subordinate and needs its
    matrix (H&P 2002 ch. 8 §14, ch. 11 §1); a judge reads the sentence as cut off (s1204q, b=0
    "truncated fragment", stop 77, fl56). Left alone: "if only" (an optative main clause, "If
    only I had known!"), "if so/if not" and a clause with a modal, the conventional
    insubordinate requests and offers of ``_REQUEST_MODALS``. Also left alone, since the parse
    may have folded a main clause into the "if" clause when no comma marks its end: a "then"
    anywhere ("if ... into place then set the offsets") and a plain-form verb with no auxiliary,
    a possible imperative ("If you are unsure where to start try unity gain": two such KStars
    sentences of dev75ks were read as fragments before this guard), and any other finite clause
    with its own subject (a main clause hung below the "if" clause)."""
    if mark.lower_ != "if" or mark.i + 1 >= len(mark.doc):
        return False
    doc = mark.doc
    if doc[mark.i + 1].lower_ in ("only", "so", "not", "ever"):
        return False
    if any(t.lower_ == "then" for t in doc) or any(
        t.tag_ == "VB" and not any(c.dep_ in ("aux", "auxpass") for c in t.children) for t in doc
    ):
        return False
    verb = mark.head
    # any other finite clause with a subject of its own may be the main clause the parse
    # misattached ("If this is set to a string it is equivalent to ...": no comma, the main
    # clause hung below the "if" clause; five such sentences of s1204o-q before this guard)
    if any(
        t.i != verb.i and _finite_clause(t) and any(c.dep_ in _SUBJECTS for c in t.children)
        for t in doc
    ):
        return False
    return (
        not any(c.dep_ == "aux" and c.lower_ in _REQUEST_MODALS for c in verb.children)
        and verb.lower_ not in _REQUEST_MODALS
    )


def _subordinate_sentence(doc: Doc) -> bool:
    """The sentence opens on a subordinator of ``_SUBORDINATE_ONLY`` that marks its root, and
    the root has no finite clause beside it that could be the main one ("Although X, there
    was Y" misparsed with the root in the although-clause keeps its main clause). Since stop 38
    a clause opened by its own subordinator ("that", "if", "since", ...) is not such a main
    clause: it is subordinate too (H&P 2002 ch. 11 §1), so "Although she argued that he would
    not hesitate." is still a fragment."""
    first = next((t for t in doc if not t.is_punct), None)
    if first is None or first.dep_ != "mark":
        return False
    if first.lower_ not in _SUBORDINATE_ONLY and not _bare_conditional(first):
        return False
    root = first.head
    if root.dep_ != "ROOT" or root.pos_ not in ("VERB", "AUX"):
        return False
    if _reduced_clause_before(first, root):
        return False
    return not any(
        c.dep_ in _CLAUSE_DEPS and _finite_clause(c) and not _marked_clause(c)
        for c in root.children
    )


def _uninverted_wh_clause(doc: Doc) -> bool:
    """The sentence is a wh-clause with no subject-auxiliary inversion, ending in "." ("What
    some users feel for computers.", "When a user adds a header but doesn't bother to close
    it."): a main clause that fronts a non-subject wh-phrase inverts its subject and auxiliary
    ("What do some users feel ...?"; H&P 2002 ch. 10 §4.2, Quirk et al. 1985 §11.14), so a
    wh-clause whose subject stands before its verb is subordinate: a fused relative, an
    embedded interrogative or an adverbial clause (H&P 2002 ch. 11 §5, ch. 12 §6; Quirk et al.
    1985 §15.8), alone a heading or a cut piece that asserts nothing (stop 74, fl49; s1204i's
    judges: "source is a fragment (free relative, no assertion)", "premise is a fragment
    ('When a web author ...')"). Read from the parse: the first word is a wh-word that is no
    determiner ("What a mess it was.", an exclamative, Quirk et al. 1985 §11.31) and no "how"
    before an adjective or adverb ("How well she played."), hung on the finite root, which has
    a subject of its own after the wh-word with no verb or auxiliary before that subject, the
    only subject of the sentence (so no main clause can follow the wh-clause); the wh-word is
    not itself the subject ("Who wrote it." needs no inversion)."""
    words = [t for t in doc if not t.is_punct]
    if len(words) < 3 or doc[-1].text != ".":
        return False
    first = words[0]
    if first.tag_ not in WH_TAGS or first.dep_ in ("det", *SUBJECT_DEPS):
        return False
    if first.lower_ == "how" and first.i + 1 < len(doc) and doc[first.i + 1].pos_ in ("ADJ", "ADV"):
        return False
    root = first.head
    if root.dep_ != "ROOT" or root.pos_ not in ("VERB", "AUX") or not _finite_clause(root):
        return False
    subject = next((c for c in root.children if c.dep_ in SUBJECT_DEPS), None)
    if subject is None or not first.i < subject.i < root.i:
        return False
    if any(t.pos_ in ("VERB", "AUX") for t in doc[first.i + 1 : subject.left_edge.i]):
        return False  # "When did the user add ...": inverted
    # one subject in the whole sentence: "When the bell rings the children run." and "Where
    # there is smoke there is fire." have a main clause after the wh-clause, which a comma
    # need not set off (Quirk et al. 1985 §15.8 on initial adverbial clauses) and the small
    # parser hangs under the wh-clause's verb
    if sum(t.dep_ in SUBJECT_DEPS for t in doc) != 1:
        return False
    # "When organisms gain access to a membrane, ..., the usual phenomena of inflammation and
    # suppuration ensue.": after a comma stands a word English has only as a verb, the main
    # clause's verb the tagger read as a noun (an initial adverbial clause before its matrix,
    # Quirk et al. 1985 §15.8; stop 98, fl96)
    if any(
        verb_only_word(t) and any(c.text == "," for c in doc[root.i + 1 : t.i])
        for t in doc[root.i + 1 :]
    ):
        return False
    return _imperative_after_comma(root) is None


def _imperative_after_comma(root: Token) -> Token | None:
    """A bare-form verb (VB) the parser hung on ``root`` as a conjunct or parataxis, right after
    a comma, with no subject, auxiliary or coordinator of its own: the imperative main clause
    after an initial adverbial clause ("When the copy is done, close the window."). An
    imperative has no subject (Quirk et al. 1985 §11.24; H&P 2002 ch. 10 §9.1), so the count
    of subjects cannot see it, and an adverbial clause fronted before its main clause is set
    off by a comma (Quirk et al. 1985 §15.8); the sentence is a complete instruction, no
    stranded wh-clause (stop 80, fl63). A coordinated verb with its own auxiliary ("When a user
    adds a header but doesn't close it.") is the wh-clause's second predicate."""
    for child in root.children:
        if child.dep_ not in ("conj", "parataxis") or child.tag_ != "VB" or child.i < root.i:
            continue
        if any(c.dep_ in (*SUBJECT_DEPS, "aux", "auxpass") for c in child.children):
            continue
        before = child.doc[child.left_edge.i - 1] if child.left_edge.i > 0 else None
        if (
            before is not None
            and before.text == ","
            and not any(t.dep_ == "cc" for t in child.doc[root.i : child.i])
        ):
            return child
    return None


def _reduced_clause_before(mark: Token, root: Token) -> bool:
    """Between the subordinator and a finite root with a subject lies a non-finite clause closed
    by a comma ("Although especially associated with the south, the dish is eaten ..."): the
    subordinator opens that reduced clause (H&P 2002 ch. 14 §9.1 on subordinators with
    non-finite and verbless clauses; Quirk et al. 1985 §14.9) and the small parser hung it on the
    root; the root's clause is the main one."""
    if not _finite_clause(root) or not any(c.dep_ in ("nsubj", "nsubjpass") for c in root.children):
        return False
    return any(
        c.dep_ == "advcl" and c.tag_ in ("VBN", "VBG", "JJ") and mark.i < c.i < root.i
        for c in root.children
    ) and any(t.text == "," for t in mark.doc[mark.i : root.i])


def _marked_clause(verb: Token) -> bool:
    """``verb`` heads a clause that a subordinator opens ("that he would not hesitate": the
    ``mark`` child comes first in the clause)."""
    return any(c.dep_ == "mark" and c.i == verb.left_edge.i for c in verb.children)


#: Subordinators that can open an adverbial clause right after the conjunction "for" ("For
#: though your people are like the sand ..., only a remnant will return", "For if you forgive
#: ..."): a preposition takes a noun phrase, never a clause with one of these (Quirk et al.
#: 1985 §14.10, §15.17-15.19), so "For" there is the coordinator-like conjunction (§13.19).
#: Not "as" ("For as long as I can remember" is the preposition before a measure phrase).
_SUBORDINATORS_AFTER_FOR = frozenset(
    {"though", "although", "if", "when", "whenever", "because", "since", "unless",
     "whereas", "lest", "once"}
)  # fmt: skip


def _for_before_subordinator(first: Token, root: Token) -> bool:
    """``first`` ("For", read as a preposition) is followed by the subordinator of an adverbial
    clause of the finite ``root``: "For though ..., only a remnant of them will return"
    (s1205s pres-044, pres-055: the parser hung "For" on the root, whose subject then kept the
    old test from firing)."""
    doc = first.doc
    if first.i + 1 >= len(doc):
        return False
    mark = doc[first.i + 1]
    if mark.lower_ not in _SUBORDINATORS_AFTER_FOR or mark.dep_ not in ("mark", "advmod"):
        return False
    clause = mark.head
    return clause.dep_ == "advcl" and clause.head == root


def for_clause(doc: Doc) -> bool:
    """The sentence is a clause opened by the conjunction "for" ("For both publics are publics of
    the clear light.", "For he was tired."): a for-clause gives the reason for the clause before
    it and cannot be moved in front of it (Quirk et al. 1985 ch. 13 on "for" between coordinator
    and subordinator), so alone it leans on a sentence the pair does not show. Read from the parse: "for" marks the
    finite root, or the small parser took "for" for a preposition whose object is the root's
    missing subject (the root is finite and has no subject). A fronted phrase "For years the
    house stood empty", "For John, it was hard" keeps its subject and is left alone; an
    imperative ("For details, call us", "For more details see the appendix") has no finite
    root or only a plain form, which is not taken for a finite verb. On 62,080 Wikipedia and
    COCA sentences (412 open on "For") it fired twice, both for-clauses.

    Public because two layers ask the same question of a parse: ``assess`` marks such a source
    sentence unfit (a ``fragment``), and the implicature hypothesis check
    (``phenomena.implicature.supplements._conjunction_for``) refuses a hypothesis that opens
    with the conjunction, which leans on an unseen sentence the same way. One definition, so
    the misparses it reads ("For he was tired": "for" a preposition over the subject) are the
    same for a premise's source and for a hypothesis."""
    first = next((t for t in doc if not t.is_punct), None)
    if first is None or first.text != "For" or first.dep_ not in ("mark", "prep"):
        return False
    root = first.head
    if root.dep_ != "ROOT" or root.pos_ not in ("VERB", "AUX"):
        return False
    if not _finite_clause(root):
        return False
    if first.dep_ == "mark":
        return not any(c.dep_ in _CLAUSE_DEPS and _finite_clause(c) for c in root.children)
    if _for_before_subordinator(first, root):
        return True
    subjects = ("nsubj", "nsubjpass", "expl", "csubj")
    if any(c.dep_ in subjects for c in root.children):
        return False
    obj = next((c for c in first.children if c.dep_ == "pobj"), None)
    if obj is None or obj.i > root.i or any(t.is_punct for t in doc[first.i : root.i]):
        return False
    if any(
        c.dep_ == "appos" and c.i < root.i and any(d.dep_ == "det" for d in c.children)
        for c in obj.subtree
    ):
        # "For a 256 kilobyte cache module the standard requires ...": a determined noun phrase
        # read as an appositive of the object with no comma is the fronted phrase's following
        # subject; close apposition takes no second determiner ("the poet Burns", Quirk et al.
        # 1985 §17.65), so this is a fronted PP before a clause (blind review s1203b: 5 kept
        # pairs flagged)
        return False
    # read as the subject, the object agrees with a present-tense verb; a plain form may be an
    # imperative after a fronted phrase ("For a list of sets write Larry Price", "For more
    # details see the appendix"), so a plain-form root counts only with a finite auxiliary
    verb = next(
        (c for c in root.children if c.dep_ in ("aux", "auxpass") and c.tag_ in FINITE_TAGS),
        root,
    )
    if verb.tag_ == "VBP":
        plain = verb is root and root.lower_ == root.lemma_.lower()
        return obj.tag_ in ("NNS", "NNPS") and not plain
    if verb.tag_ == "VBZ":
        return obj.tag_ in ("NN", "NNP")
    return True


#: Words a description cannot end on: a determiner, preposition, coordinator, infinitival "to",
#: possessive determiner, relative word or modal wants a head or complement after it (H&P 2002
#: ch. 5 §7, ch. 7 §1): a phrase ending on one was cut.
_OPEN_END_TAGS = frozenset({"DT", "IN", "CC", "TO", "PRP$", "WDT", "WP", "WRB", "MD", "POS"})
_SUPPLEMENT_MARKS = frozenset({",", "-", "\u2013", "\u2014", ";", ":", "("})


def _supplement_mark(token: Token) -> bool:
    """``token`` sets off a supplement: a comma, dash, semicolon, colon or bracket. A hyphen
    with no space on either side joins the parts of a compound word ("32-round", "snail-drum",
    "pre-brewed": Quirk et al. 1985 App. I.11-I.12 on hyphenated compounds; the tokenizer splits
    it off as ``HYPH``) and is inside a word, not a dash between phrases (stop 63, fl26: "An
    unreliable 32-round snail-drum magazine, originally designed for ..." was a fragment)."""
    if token.text not in _SUPPLEMENT_MARKS:
        return False
    if token.text == "-" and token.i > 0 and not token.whitespace_:
        return bool(token.doc[token.i - 1].whitespace_)
    return True


def descriptive_phrase(doc: Doc) -> bool:
    """Is the sentence a well-formed verbless description, the sentence form of item, glossary
    and help text: a definition (``_definition_phrase``) or a verbless clause predicating a
    property of the item (``_predicative_description``, stop 61)?"""
    return _definition_phrase(doc) or _predicative_description(doc) or _bare_item_label(doc)


#: Dependencies of a restrictive clause after a noun: a relative or participial clause (H&P
#: 2002 ch. 5 §14, ch. 12 §1). A preposition phrase alone does not do: a determinerless noun
#: with one is also the shape of a headline ("Sidebar solution for the busy family.", Mårdh
#: 1980 on headline noun phrases), which ``_definition_phrase`` leaves a fragment.
_RESTRICTIVE_POSTMODIFIERS = frozenset({"relcl", "acl"})


def _bare_item_label(doc: Doc) -> bool:
    """ "Wild nettles that have been boiled and salted.", "Modern goggles that protect from
    dust.": a determinerless noun phrase, the label form of an item or a menu entry (block
    language, Quirk et al. 1985 §11.44: articles are dropped in labels and headings), whose
    head noun is restricted by a relative or participial clause with no comma before it, a
    definition's differentia (H&P 2002 ch. 5 §14; Landau 2001 ch. 4). Its finite verbs are
    inside that clause. A preposition phrase alone is not enough: "Destination for guns, bows
    and similar weapons." stays a fragment, with the headline "Sidebar solution for the busy
    family." (``_RESTRICTIVE_POSTMODIFIERS``). Judged (stop 62, cj103): of the seven
    conjunction pairs of slices s1202k-m still ``source:fragment`` on main, the one on such a
    label was kept as is; the rejected ones were a verb with no subject, clauses across a
    semicolon and two preposition-phrase labels rejected for their cuts. Not a label: an
    opening determiner, numeral or possessive (those are ``_definition_phrase`` or a numbered
    summary), a proper-noun head, a semicolon or colon."""
    words = [t for t in doc if not t.is_punct]
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if len(words) < 3 or root is None or doc[-1].text != "." or root.tag_ not in ("NN", "NNS"):
        return False
    if words[-1].tag_ in _OPEN_END_TAGS or any(t.text in (";", ":") for t in doc):
        return False
    first = words[0]
    if first.pos_ not in ("ADJ", "NOUN") or first.tag_ in ("DT", "CD", "PRP$"):
        return False
    if any(t.dep_ in ("det", "poss", "nummod") and t.head.i == root.i for t in doc):
        return False
    # the head noun or the last of coordinated head nouns ("dandelions and burdocks that ...")
    heads = [root, *(c for c in root.conjuncts if c.i > root.i and c.tag_ in ("NN", "NNS"))]
    head = heads[-1]
    if _verb_only_word(head.lower_):
        return False  # "Enables reporting ...": a subjectless verb, not a label (stop 78, fl57)
    posts = [c for c in head.children if c.i > head.i and c.dep_ in _RESTRICTIVE_POSTMODIFIERS]
    if not posts or any(_supplement_mark(doc[i]) for i in range(head.i, posts[0].i)):
        return False
    relative = {t.i for c in posts for t in c.subtree}
    return not any(t.tag_ in FINITE_TAGS and t.i not in relative for t in doc)


def _verb_only_word(word: str) -> bool:
    """Does WordNet know ``word`` (through its lemma) as a verb only, with no noun, adjective or
    adverb sense? Then it heads no noun phrase: the tagger took a verb's "-s" form for a plural
    noun ("Enables reporting on ...", "Policy specifies that ..."), the ending of both (Quirk et
    al. 1985 §3.5 and §5.77), and the line is a clause or a subjectless predicate, not a label
    that "They are" could make a sentence of (stop 78, fl57: s1204s's judges rejected "They are
    enables reporting ...")."""
    return bool(_verb_only_synsets(word))


def _verb_only_synsets(word: str) -> list:
    """WordNet's synsets of ``word`` when all of them are verb senses, else ``[]``: the test of
    ``_verb_only_word``, ``_be_plain_verb`` and ``_be_finite_verb``."""
    from .lexicon.wordnet import wordnet

    synsets = wordnet().synsets(word)
    return synsets if synsets and all(s.pos() == "v" for s in synsets) else []


def _article_on_pronoun(root: Token) -> bool:
    """ "A beautiful but vain deep elf with ...": the tagger read a rare noun as a personal
    pronoun (PRP). A personal pronoun takes no article and no attributive adjective (H&P 2002
    ch. 5 §8.1; Quirk et al. 1985 §6.2: pronouns are closed-class heads without determiners),
    so a PRP word with its own "a"/"an" is a noun (stop 63, fl26)."""
    return root.tag_ == "PRP" and any(
        c.dep_ == "det" and c.lower_ in ("a", "an") for c in root.children
    )


#: Relative words that open a relative clause after a noun head (H&P 2002 ch. 12 §3).
_RELATIVE_WORDS = frozenset({"that", "which", "who", "whom", "whose"})


def _article_on_adjective(root: Token, first: Token) -> bool:
    """ "A gorgeous, high spirited musical from India that ...": the tagger read the head noun
    of an indefinite noun phrase as an adjective ("musical" JJ, the root) and the parser hung
    the sentence's opening "a"/"an" on it. An adjective takes no article of its own (H&P 2002
    ch. 5 §2: the determiner is a dependent of the noun phrase, before every premodifier; ch. 7
    on adjective phrases, which have no determiner slot), so an adjective-tagged root with the
    opening indefinite article as its determiner, and an attributive adjective of its own
    between them, heads a noun phrase: the sentence goes the way of ``_definition_phrase``'s
    noun heads, as a pronoun with an article does (``_article_on_pronoun``). An adjective root
    with no premodifier after the article ("A good.") is left alone: that may be a cut noun
    phrase whose head is missing. So is a head followed by a relative word the parser did not
    read as one, or whose clause it did not read as a relative clause ("... musical from India that exquisitely blends music, ...", "that" IN and
    "blends" a noun): the misread head took the relative clause down with it, its verb read as
    a noun, and conjuncts cut on that parse cross the clause ("... from India dance, song, and
    high drama."); such a sentence stays a ``fragment`` (stop 95, fl87)."""
    if first.lower_ not in ("a", "an") or first.dep_ != "det" or not _determiner_of(first, root):
        return False
    doc = root.doc
    if any(
        t.lower_ in _RELATIVE_WORDS
        and (t.tag_ not in ("WDT", "WP", "WP$") or t.head.dep_ != "relcl")
        for t in doc[root.i :]
    ):
        return False
    return any(
        c.dep_ == "amod" and first.i < c.i < root.i and c.tag_ in ("JJ", "JJR", "JJS", "VBN")
        for c in root.children
    )


def _noun_head(root: Token, first: Token) -> bool:
    """``root`` heads a noun phrase: a common noun, or an adjective-tagged head with the
    sentence's opening indefinite article and a premodifier of its own
    (``_article_on_adjective``)."""
    return root.tag_ in ("NN", "NNS") or root.tag_ == "JJ" and _article_on_adjective(root, first)


def _determiner_of(det: Token, head: Token) -> bool:
    """``det`` is the determiner of the noun ``head``: hung on it, or on the first of its
    coordinated premodifying adjectives ("A benign but forgettable sci fi diversion.": the
    parser made "A" a dependent of "benign"). A determiner opens the noun phrase and precedes
    every premodifier (H&P 2002 ch. 5 §2, the order determiner - premodifiers - head), and an
    adjective takes no article of its own, so the article before an attributive adjective of
    ``head`` belongs to ``head`` (stop 94, fl85)."""
    if det.head.i == head.i:
        return True
    adjective = det.head
    return (
        adjective.dep_ == "amod"
        and adjective.head.i == head.i
        and det.i < adjective.i < head.i
        and adjective.tag_ in ("JJ", "JJR", "JJS")
    )


def _definition_phrase(doc: Doc) -> bool:
    """Is the sentence a well-formed verbless description, the sentence form of item, glossary
    and help text ("A medical cream that provides anesthetic properties.", "A magical flexible
    stonelike substance for protection.", "Your skill in engineering and repairing vehicles.",
    "Sugary, sweet, and bad for your teeth.")?

    A definition names a genus with an indefinite noun phrase and restricts it by its
    differentia, a restrictive modifier (Landau 2001 *Dictionaries* ch. 4 on genus and
    differentia); help text addresses the reader's own attributes with a possessive ("Your
    skill in ..."). Both are complete noun phrases (H&P 2002 ch. 5): a head noun with its own
    indefinite article or possessive determiner first, its modifiers restrictive (no comma
    before a participle, relative or appositive of the head: "Magnum ammunition, developed
    from ..." is a caption whose clause lost its auxiliary), and no function word at the end.
    An adjective phrase that opens the sentence as its root is the predicate of such an entry
    (Quirk et al. 1985 §12.33 on block-language verbless clauses). Not a description: a
    fragment opening on a coordinator or subordinator ("And my nephew, Ash."), a verb with its
    subject dropped ("Provides storage for ..."), a bare or definite or numbered noun phrase
    ("Sidebar solution for the busy family.", "Two trials in which he is acquitted."), a
    proper-noun head ("Sinai Hospital, which had ..."). Judged (fl22, slices s1202g-i): of 18
    conjunction pairs with ``source:fragment``, the 10 on such descriptions were kept as is, and
    the 2 rejected ones were rejected for the cut, not the register."""
    words = [t for t in doc if not t.is_punct]
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if len(words) < 3 or root is None or doc[-1].text != ".":
        return False
    if words[-1].tag_ in _OPEN_END_TAGS:
        return False
    first = words[0]
    if root.tag_ == "JJ" and not _article_on_adjective(root, first):
        if first.i != root.i or any(t.tag_ in FINITE_TAGS for t in doc):
            return False
    elif root.tag_ in ("NN", "NNS") or _article_on_pronoun(root) or root.tag_ == "JJ":
        article = first.lower_ in ("a", "an") and first.dep_ == "det"
        possessive = first.tag_ == "PRP$" and first.dep_ == "poss"
        if not (article or possessive) or not _determiner_of(first, root):
            return False
    else:
        return False
    # a participle, adjective or appositive set off by a comma or dash predicates of the head
    # like a clause that lost its auxiliary ("Magnum ammunition, developed from ...": a
    # caption, Quirk et al. 1985 §12.33); a supplementary relative clause keeps its relative
    # word and verb and stays inside the noun phrase (H&P 2002 ch. 12 §4: "A very fast unit,
    # which is very useful for hunting down enemy Transports.")
    postmodifiers = [
        c for c in root.children if c.i > root.i and c.dep_ in ("acl", "appos", "amod")
    ]
    return not any(_supplement_mark(t) for c in postmodifiers for t in doc[root.i : c.left_edge.i])


#: Tags of a predicative head in a verbless clause: an adjective or a past participle (Quirk et
#: al. 1985 §14.8; H&P 2002 ch. 14 §9). A present participle ("leaving space ...") heads an
#: -ing clause of an event, not a property, and is left out; so is a superlative, whose
#: commonest verbless use is the fused determiner-head of a partitive ("Most of the way
#: through ...": H&P 2002 ch. 5 §9), a noun phrase.
_PREDICATIVE_TAGS = frozenset({"JJ", "JJR", "VBN"})
#: Quantifying determinatives the tagger gives an adjective tag ("More of the same.", "Much
#: of the town."): heads of a noun phrase, not of a predicative adjective phrase (H&P 2002
#: ch. 5 §7).
_DETERMINATIVE_ADJECTIVES = frozenset({"more", "less", "fewer", "much", "many", "few", "enough"})


def _predicative_description(doc: Doc) -> bool:
    """Is the sentence a verbless clause that predicates a property of the item it describes
    (stop 61, fl24)? Two shapes of item and catalogue text:

    - a predicative adjective or past-participle phrase standing alone, its subject the item
      understood ("Highly addictive and hazardous to health.", "Unappetizing, but filled with
      essential vitamins."): a verbless clause (Quirk et al. 1985 §14.8; H&P 2002 ch. 14 §9)
      whose predicate is the phrase;
    - a noun phrase naming the item, then a comma and a predicative adjective or past-participle
      phrase about it ("A vintage MRE, still perfectly preserved and edible.", "Straw fedora
      hat, comfortable and stylish."): the phrase is a supplement predicated of the noun
      phrase (H&P 2002 ch. 15 §5; Quirk et al. 1985 §17.65 on supplementive adjective
      clauses), so the sentence says something true or false of the item, and a conjunct cut
      or added inside it is a pair a reader can judge.

    A bare noun phrase (determinerless) with a comma-set PARTICIPLE is the caption or headline
    of block language, a passive clause that lost its auxiliary and reports an event ("Magnum
    ammunition, developed from ...": Quirk et al. 1985 §11.44 on block language), not a
    description: only an adjective may follow a bare noun phrase. Not a description either:
    a bare noun phrase alone or a list of nouns with no predicative phrase ("Mushroom clouds.",
    "Data analysis and computing core for ..."), a proper name, a numbered noun phrase, a
    subject-dropped finite verb, or any sentence with a finite verb."""
    if any(t.tag_ in FINITE_TAGS or t.tag_ == "MD" for t in doc):
        return False
    words = [t for t in doc if not t.is_punct]
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if len(words) < 2 or root is None or doc[-1].text != ".":
        return False
    if words[-1].tag_ in _OPEN_END_TAGS or words[0].tag_ in ("CC", "IN", "CD", "WDT", "WP", "WRB"):
        return False
    if any(c.dep_ in ("nsubj", "nsubjpass", "expl", "aux", "auxpass") for c in root.children):
        return False
    if _predicative_phrase(root) or _adjective_read_as_noun(root):
        # everything before the head is its own adverb ("Highly addictive ..."), or the "not"
        # of a correlative "not only A but (also) B" (``_correlative_opening``), so the phrase
        # is the whole clause
        return all(
            t.dep_ == "advmod" and t.head.i == root.i or _correlative_opening(t, root)
            for t in doc[: root.i]
        )
    return _noun_with_supplement(doc, root)


def _correlative_opening(token: Token, root: Token) -> bool:
    """ "Not only unfunny, but downright repellent.": the "not" of the correlative "not only
    ... but (also)", the first marker of a coordination of two adjective phrases (Quirk et al.
    1985 §13.33 on correlative coordinators; H&P 2002 ch. 15 §2.4). It opens the coordination,
    not a clause, so the sentence is still one adjective phrase, a verbless evaluative comment
    (Quirk et al. 1985 §11.41-11.44 on minor sentences; stop 94, fl85: s9403's judge kept the
    conjunction pair "Unfunny." / the source, flagged ``source:fragment``). Only with a
    "but" coordinate of the head after it: a lone "Not only unfunny." is cut."""
    if token.lower_ != "not" or token.head.i != root.i or token.dep_ not in ("preconj", "neg"):
        return False
    doc = token.doc
    if token.i + 1 >= root.i or doc[token.i + 1].lower_ != "only":
        return False
    return any(c.dep_ == "cc" and c.lower_ == "but" for c in root.children) and any(
        c.dep_ == "conj" for c in root.children
    )


def _predicative_phrase(head: Token) -> bool:
    """``head`` heads a predicative adjective or past-participle phrase: no object and no
    conjunct with an object (an active past verb with its subject dropped, "Moved to Paris and
    opened a shop.", is a clause, not a predicate of an item: H&P 2002 ch. 3 §1.1)."""
    if head.tag_ not in _PREDICATIVE_TAGS or head.lower_ in _DETERMINATIVE_ADJECTIVES:
        return False
    heads = [head] + [c for c in head.children if c.dep_ == "conj"]
    return not any(c.dep_ in ("dobj", "dative", "ccomp") for h in heads for c in h.children)


def _adjective_read_as_noun(root: Token) -> bool:
    """ "Unappetizing, but filled with ...": the tagger read a lone adjective opening the
    sentence as a noun. The word heads nothing of a noun phrase (no determiner, modifier or
    compound), WordNet lists it as an adjective and never as a noun, and it is coordinated with
    a predicative adjective or participle (coordination joins like categories: H&P 2002 ch. 15
    §2)."""
    from .lexicon.wordnet import _synsets

    if root.tag_ not in ("NN", "NNP") or root.i != 0:
        return False
    if any(c.dep_ in ("det", "poss", "amod", "compound", "nmod", "nummod") for c in root.children):
        return False
    if not any(c.dep_ == "conj" and _predicative_phrase(c) for c in root.children):
        return _adjective_series(root)
    word = root.lower_
    if root.tag_ == "NN" and _synsets(word, "ADJ") and not _synsets(word, "NOUN"):
        return True
    return _adjective_series(root)


#: Tags of a coordinate in a series of adjective phrases: an adjective, or a participle that
#: WordNet also lists as an adjective ("mesmerizing", "daring": participial adjectives, Quirk
#: et al. 1985 §7.15-7.16).
_SERIES_TAGS = frozenset({"JJ", "JJR", "VBG", "VBN", "NN", "NNP"})


def _adjective_series(root: Token) -> bool:
    """ "Daring, mesmerizing and exceedingly hard to forget.": a series of three or more
    coordinates whose last is a predicative adjective phrase, the first capitalised and tagged
    a proper or common noun. Coordination joins like categories (H&P 2002 ch. 15 §2), so a
    determinerless word in a series of adjective phrases is an adjective where WordNet lists
    one for it (as a participial adjective, Quirk et al. 1985 §7.15-7.16). Every coordinate is
    one word with an adjective sense, or a predicative phrase; each other coordinate is a word
    of ``_SERIES_TAGS`` with an adjective sense and no determiner or modifier of a noun. The
    sentence is one adjective phrase, the verbless evaluative comment of a review (Quirk et al.
    1985 §11.41-11.44 on minor sentences; stop 94, fl85: s9403's judge kept such a conjunction
    pair flagged ``source:fragment``). A list of nouns ("Mushrooms, onions and garlic.") has
    no adjective coordinate and stays a fragment."""
    from .lexicon.wordnet import _synsets

    coordinates = [root, *root.conjuncts]
    if len(coordinates) < 3 or not _predicative_phrase(coordinates[-1]):
        return False
    nominal = ("det", "poss", "amod", "compound", "nmod", "nummod", "case")
    for c in coordinates:
        if c.tag_ not in _SERIES_TAGS or any(d.dep_ in nominal for d in c.children):
            return False
        if c.tag_ not in ("JJ", "JJR") and not _synsets(c.lower_, "ADJ"):
            return False
    return True


def _noun_with_supplement(doc: Doc, root: Token) -> bool:
    """A noun phrase headed by ``root``, a comma, and one predicative adjective or participle
    phrase (possibly split by the tokenizer: "pre - brewed") running to the end of the sentence:
    the second shape of ``_predicative_description``."""
    if root.tag_ not in ("NN", "NNS", "NNP"):
        return False
    comma = next((t for t in doc[root.i + 1 :] if t.text == "," and t.head.i == root.i), None)
    if comma is None:
        return False
    first = doc[0]
    if first.dep_ == "predet" and first.head.i == root.i and len(doc) > 1:
        # a predeterminer before the central determiner ("All our dead kin, ...", "Both my
        # brothers, ..."): it precedes the article or possessive inside the same noun phrase
        # (Quirk et al. 1985 §5.15-5.16; H&P 2002 ch. 5 §9.1), stop 97 (fl93)
        first = doc[1]
    article = first.lower_ in ("a", "an") and first.dep_ == "det" and first.head.i == root.i
    possessive = first.tag_ == "PRP$" and first.dep_ == "poss" and first.head.i == root.i
    # a proper name takes no indefinite article unless used as a common noun ("a vintage MRE":
    # H&P 2002 ch. 5 §20), and no bare proper-noun head ("Sinai Hospital, ...") is a description
    if root.tag_ == "NNP" and not article:
        return False
    before = doc[: comma.i]
    # one item: no list of nouns or second comma before the supplement ("Lenses, mirrors and
    # other optical elements, ..."), every word inside the head's noun phrase
    if any(_supplement_mark(t) for t in before):
        return False
    if any(c.dep_ == "conj" and c.i < comma.i for c in root.children):
        return False
    if any(t.i != root.i and not _inside(t, root) for t in before):
        return False
    supplements = [c for c in root.children if c.i > comma.i and c.dep_ in ("acl", "amod", "appos")]
    if not supplements or not all(_predicative_phrase(c) for c in supplements):
        return False
    # nothing else hangs on the head after the comma ("A knife, a fork and a spoon, ...": a list)
    if any(c.i > comma.i and c not in supplements and not c.is_punct for c in root.children):
        return False
    covered = {t.i for c in supplements for t in c.subtree}
    rest = [t for t in doc[comma.i + 1 :] if not t.is_punct and t.i not in covered]
    if rest:
        return False
    if article or possessive:
        return True
    # a bare noun phrase: an adjective phrase only (a participle makes a caption)
    return all(c.tag_ in ("JJ", "JJR", "JJS") for c in supplements)


def _inside(token: Token, head: Token) -> bool:
    """``token`` is in ``head``'s subtree."""
    return head.left_edge.i <= token.i <= head.right_edge.i and any(
        a.i == head.i for a in token.ancestors
    )


def _misread_verb_with_content_clause(root: Token, clause: Token) -> bool:
    """ "The label purports that these pills are able to ...": the tagger read the "-s" verb as
    a plural noun whose compound is its subject, and the parser hung the verb's content clause
    on it as a relative clause. Its "that" is the clause's complementizer (``mark``), no
    relative word (a relative "that" is an argument of its clause: H&P 2002 ch. 12 §3.5), and
    the "noun" has a verb reading (Quirk et al. 1985 §3.54 on the noun/verb "-s" ambiguity):
    a complete sentence, not a noun phrase with its relative clause (stop 60, fl22)."""
    from lemminflect import getAllLemmas

    if root.tag_ != "NNS" or root.i == 0:
        return False
    before = root.doc[root.i - 1]
    if before.dep_ != "compound" or before.head.i != root.i or before.tag_ not in ("NN", "NNP"):
        return False
    if not any(c.dep_ == "mark" and c.lower_ == "that" for c in clause.children):
        return False
    return bool(getAllLemmas(root.lower_, upos="VERB"))


def _relative_clause_only(doc: Doc) -> bool:
    """A noun phrase and its relative clause, nothing more ("Sinai Hospital, which had done
    more of these operations.", "Two trials in which he is acquitted."): the root is a noun,
    a relative clause that opens on a relative word follows it directly and runs to the end
    (or to an appositive of the noun, itself without a main clause: "Senators X and Y, which
    would restrict trading - a practice that is presumed to be ..."),
    and that clause holds the sentence's only finite verb, so no main verb was mistagged as a
    noun ("The route by which twins become infected merits attention" has two)."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None or root.pos_ not in ("NOUN", "PROPN"):
        return False
    # the relative may hang on the last conjunct of a coordinated head ("The mayor and the
    # governor, who had both opposed ...": it modifies the whole coordination or its last noun)
    heads = [root] + [c for c in root.children if c.dep_ == "conj" and c.pos_ in ("NOUN", "PROPN")]
    rel = next((c for h in heads for c in h.children if c.dep_ == "relcl"), None)
    if rel is None:
        return False
    if _misread_verb_with_content_clause(root, rel):
        return False
    if any(verb_only_plain_form(t) for t in doc[rel.i + 1 :]):
        return False  # the main verb read as the relative verb's object ("... consist of", fl100)
    span = doc[rel.left_edge.i : rel.right_edge.i + 1]
    between = doc[root.i + 1 : rel.left_edge.i]
    # a coordinated head ("Senators X and Y, which would ...": the parser hangs the relative
    # on the first conjunct) is still the noun phrase the relative clause modifies
    coordinated = {t.i for c in root.children if c.dep_ in ("cc", "conj") for t in c.subtree}
    if any(not t.is_punct and t.i not in coordinated for t in between) and between[:1].text != "(":
        return False
    if not any(t.tag_ in ("WDT", "WP", "WP$", "WRB") or t.lower_ == "that" for t in span[:3]):
        return False
    # after it only punctuation, or an appositive of the head noun ("..., which would restrict
    # trading - a practice that is presumed to ...": a noun phrase in apposition is no clause,
    # H&P 2002 ch. 15 §5; stop 52, fl10)
    appositives = [c for c in root.children if c.dep_ == "appos" and c.i > rel.i]
    in_appositive = {t.i for c in appositives for t in c.subtree}
    # an appositive whose own words (outside its relative clauses) hold a verb form may hide
    # the main verb the tagger took for a modifier ("Turkey, which
    # has proclaimed ..., publicly conditioned rapprochement with Armenia": the preterite and
    # the past participle of a regular verb are one form, H&P 2002 ch. 3 §1.1)
    in_inner_relative = {
        t.i for c in appositives for r in c.subtree if r.dep_ == "relcl" for t in r.subtree
    }
    if any(doc[i].tag_ in ("VBD", "VBN", "VBZ", "VBP") for i in in_appositive - in_inner_relative):
        return False
    if any(not t.is_punct and t.i not in in_appositive for t in doc[span.end :]):
        return False
    clauses = {
        t.head.i if t.dep_ in ("aux", "auxpass") else t.i for t in doc if t.tag_ in FINITE_TAGS
    }
    # a relative clause inside the appositive or the relative clause is no main clause either
    # (H&P 2002 ch. 12 §1: a relative clause modifies a noun, it never heads a sentence)
    inner = {t.i for t in span} | in_appositive
    clauses -= {i for i in clauses if i != rel.i and i in inner and doc[i].dep_ == "relcl"}
    # nor a word after a medial adverb before the relative that may be a main verb the tagger
    # took for a noun ("The river also channels water, which ...": ``_maybe_finite``; stop 49)
    if any(
        _maybe_finite(t) and doc[t.i - 1].tag_ in ("RB", "FW")
        for t in doc[1 : rel.left_edge.i]
        if t.i != root.i
    ):
        return False
    return clauses == {rel.i}


#: Dependencies a noun phrase's head may have when the phrase is a whole definition: its
#: determiner and premodifiers, postmodifying preposition phrases, relative and participial
#: clauses, appositives and coordinated heads (H&P 2002 ch. 5 §§14-16). A clause dependent of
#: any other kind (a subject, object, content or adverbial clause) means the parser built a
#: clause on the "noun", a misparse to leave alone.
_NOUN_PHRASE_DEPS = frozenset(
    {"det", "amod", "compound", "nmod", "nummod", "poss", "prep", "relcl", "acl", "punct", "cc"}
    | {"conj", "appos", "quantmod", "case", "predet"}
)
#: Dependencies on the path from a noun inside the definition up to its head noun: the noun
#: is the object of a postmodifying preposition ("The part of a ship that lies ...") or a
#: coordinated or appositive noun.
_NOUN_PATH_DEPS = frozenset({"prep", "pobj", "conj", "appos"})
#: Auxiliary lemmas: a relative clause whose "auxiliary" is another verb is the parser's
#: misreading of two clauses ("The man who came/aux stayed."), and the sentence has a main verb.
#: ``syntax.AUX_LEMMAS`` plus the modals whose spaCy lemma is their own past form and the
#: marginal modals (Quirk et al. 1985 §3.40).
_AUXILIARY_LEMMAS = AUX_LEMMAS | frozenset(
    {"would", "should", "could", "might", "ought", "need", "dare"}
)
#: Tags of a noun-phrase head that a definition opens on: a common noun, or a numeral or
#: compound pronoun the tagger reads as one ("One who hacks ...", "Anyone who believes ...").
_DEFINIENS_HEAD_TAGS = frozenset({"NN", "NNS", "CD"})


def _defining_noun_phrase(doc: Doc) -> bool:
    """The sentence is one noun phrase whose only finite verbs are inside its restrictive
    relative or participial clauses: the definiens of a dictionary or glossary entry ("A
    program that converts another program from some source language to machine language.",
    "An obsolete device which stored data on magnetic drums.", "A collection of arcane
    techniques developed for squeezing speed out of old hardware.", "The part of a ship that
    lies below the waterline."). A definition names a genus and restricts it by a differentia
    (Landau 2001 ch. 4); its headword, the subject of an understood "X is ...", is not in the
    text, so the phrase asserts nothing true or false by itself: a relative clause modifies a
    noun and never heads a sentence (H&P 2002 ch. 12 §1), and a participial postmodifier is a
    reduced relative (Quirk et al. 1985 §17.13-17.14). ``_is_fragment`` sees the relative
    clause's finite verb and lets such a phrase pass; ``_relative_clause_only`` takes only a
    relative clause that holds the sentence's one finite verb (stop 65, fl30).

    Read from the parse: the root is a common noun (or "One"/"Anyone"-type head) that the
    sentence opens with, whose dependents are all noun-phrase dependents
    (``_NOUN_PHRASE_DEPS``); every finite verb (or word ``_maybe_finite`` may take for one)
    lies inside a clause that postmodifies the root or a noun under it (through preposition
    objects, conjuncts, appositives: ``_NOUN_PATH_DEPS``); each such clause is a relative
    clause that opens on a relative word or "that", or a past or present participle with no
    subject, auxiliary or (for a past participle) object of its own; and inside it every other
    finite verb is a nested relative clause, a conjunct with no subject of its own, or a clause
    opened by a subordinator or wh-word ("... that occurs when a program reads memory it does
    not own"). A clause-like dependent without a subordinator inside a relative clause ("The
    engine which powers the ship needs repairs": the main verb hung on the relative's verb), an
    auxiliary that is no auxiliary ("The man who came stayed."), a proper-noun head, a
    question, a semicolon or colon, all refuse."""
    words = [t for t in doc if not t.is_punct]
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if len(words) < 4 or root is None or doc[-1].text != ".":
        return False
    if any(t.text in (";", ":", "?", "!") for t in doc) or root.tag_ not in _DEFINIENS_HEAD_TAGS:
        return False
    if root.tag_ == "CD" and root.lower_ != "one":
        return False
    if words[0].i != root.left_edge.i or words[0].tag_ in ("CC", "IN", "WDT", "WP", "WRB"):
        return False
    if words[-1].tag_ in _OPEN_END_TAGS:
        return False
    if any(verb_only_plain_form(t) for t in doc):
        return False  # the main verb read as a noun ("The kilns that dry X consist of", fl100)
    if _verb_read_as_plural_after_this(root):
        return False  # "This results in ...": the subject pronoun and its verb (fl104)
    if any(c.dep_ not in _NOUN_PHRASE_DEPS for c in root.children):
        return False
    if any(
        c.dep_ == "conj" and c.pos_ not in ("NOUN", "PROPN") and not _coordinated_relative(c)
        for c in root.children
    ):
        return False
    clauses = [t for t in doc if _postmodifying_clause(t, root) or _coordinated_relative(t)]
    if not clauses:
        return False
    inside = {t.i for c in clauses for t in c.subtree}
    if any(t.tag_ in FINITE_TAGS and t.i not in inside for t in doc):
        return False
    if any(_verb_read_as_noun(t) for t in doc):
        return False
    # "The second-season finale aired on April 6.": a past participle right after a head
    # may be the main verb, the preterite and the past participle of a regular verb being
    # one form (H&P 2002 ch. 3 §1.1); only an indefinite definiens ("A glorious castle made of
    # sand.") or a comma-set participle is read as the postmodifier ("Recent proposals aimed to
    # help ..." and "The finale aired on ..." are clauses)
    indefinite = any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in root.children)
    if not indefinite and any(
        c.dep_ == "acl" and c.tag_ == "VBN" and c.i == root.i + 1 for c in root.children
    ):
        return False
    return all(_definition_clause_sound(c) for c in clauses)


#: Singular demonstratives: as determiners they take a singular or noncount noun only (H&P
#: 2002 ch. 5 §7.1; Quirk et al. 1985 §6.40), so before a plural form they are the subject
#: pronoun.
_SINGULAR_DEMONSTRATIVES = frozenset({"this", "that"})


def _verb_read_as_plural_after_this(root: Token) -> bool:
    """ "This results in hotspot volcanism, in which ...": the tagger read the main verb's "-s"
    form as a plural noun (NNS) determined by "This", and made it the root. "This" and "that"
    determine no plural noun (``_SINGULAR_DEMONSTRATIVES``), so "this results" is no noun
    phrase: the demonstrative is the subject pronoun and "results" its third-person verb, a
    form lemminflect knows as a finite verb (stop 103, fl104: a blind judge kept a conjunction
    pair flagged ``source:fragment`` on such a sentence). The mirror of
    ``rewrite.conjuncts._sense_copula_read_as_noun`` ("These taste okay."). "These results
    show ..." (plural determiner) and "This result is ..." (singular noun) are untouched."""
    from .lexicon.inflection import is_finite_verb_form

    if root.tag_ != "NNS" or not root.lower_.endswith("s"):
        return False
    dets = [c for c in root.children if c.dep_ == "det"]
    return (
        len(dets) == 1
        and dets[0].lower_ in _SINGULAR_DEMONSTRATIVES
        and dets[0].i == root.i - 1
        and is_finite_verb_form(root.lower_)
    )


def _coordinated_relative(tok: Token) -> bool:
    """``tok`` is the verb of a second relative clause coordinated with the first ("A protocol
    which has not been ratified by any standards body, but which nevertheless has a large market
    share."), which the parse hung on the head noun as a conjunct: a finite verb, a conjunct of
    the sentence's root noun, whose own subject is a relative word (``_RELATIVE_TAGS``) that
    opens it, after a relative clause earlier in the sentence. Relative clauses coordinate like
    other clauses of one status, each with its own relative word (Quirk et al. 1985 §13.5,
    §17.15; H&P 2002 ch. 12 §3.5), so the second one modifies the same noun and asserts
    nothing by itself: the sentence stays one noun phrase (stop 73, fl46; s1204e's judges:
    "verbless definition fragment, needs 'It is'")."""
    if tok.dep_ != "conj" or tok.head.dep_ != "ROOT" or tok.head.pos_ not in ("NOUN", "PROPN"):
        return False
    if tok.tag_ not in FINITE_TAGS and not any(
        c.dep_ in AUX_DEPS and c.tag_ in FINITE_TAGS for c in tok.children
    ):
        return False
    subject = next((c for c in tok.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.tag_ not in _RELATIVE_TAGS or subject.i != tok.left_edge.i:
        return False
    return any(t.dep_ == "relcl" and t.i < subject.i for t in tok.doc)


def _verb_read_as_noun(tok: Token) -> bool:
    """``tok`` may be a finite verb the tagger read as a noun (``_maybe_finite``) and the word
    before it may end a subject noun phrase: a noun, a pronoun, or an adjective that WordNet
    also lists as a noun ("The Wanderer official points toward ...", "A man wearing a hat waves
    to you ...": the -s form is a plural noun and a present verb, Quirk et al. 1985 §3.54).
    After a determiner, numeral or an adjective only ("A volcanic glass that forms ...", "in
    the background") the word is a noun: a verb takes no determiner (H&P 2002 ch. 5 §7)."""
    from .lexicon.wordnet import _synsets

    if _verb_only_s_form(tok):
        return True
    if tok.i == 0 or tok.tag_ != "NNS" or tok.i + 1 >= len(tok.doc) or not _maybe_finite(tok):
        return False
    # a verb's complement or adjunct follows it: a preposition, determiner or adverb ("waves
    # to you", "points toward"); a compound's head noun ends its phrase ("steel darts.")
    if tok.doc[tok.i + 1].tag_ not in ("IN", "TO", "DT", "RB", "RP"):
        return False
    before = tok.doc[tok.i - 1]
    if before.tag_ in ("NN", "NNS", "NNP", "NNPS", "PRP"):
        return True
    return before.tag_ == "JJ" and bool(_synsets(before.lower_, "NOUN"))


def _verb_only_s_form(tok: Token) -> bool:
    """``tok`` is an "-s" word inside the sentence, tagged a plural noun, that WordNet knows only
    as a verb (``_verb_only_word``): "The way to version NMUs differs for ...", "The tool
    (Shift+L) simplifies making ...". The "-s" ending is the plural of a noun and the third
    person present of a verb (Quirk et al. 1985 §3.5, §5.77); a word with no noun reading
    heads no noun phrase, so the tagger read the finite verb as a plural, whatever the word
    before it, and the sentence is a clause, no noun phrase standing alone (stop 80, fl62:
    s1204r and s1204u's judges kept the pairs of both sentences, flagged ``source:fragment``
    and ``source:description``, as they were). A capital inside the sentence marks a name."""
    return (
        tok.i > 0
        and tok.tag_ == "NNS"
        and tok.text[:1].islower()
        and tok.lower_.endswith("s")
        and _verb_only_word(tok.lower_)
    )


def verb_only_plain_form(tok: Token) -> bool:
    """``tok`` is a lower-case word inside the sentence, tagged a singular noun (NN), with no
    determiner or possessive of its own (``_determined_noun``), that is a verb's plain form and
    that WordNet knows only as a verb (``_verb_only_word``): "The kilns that dry such timber
    consist of two chambers and a chimney", where the tagger, after the relative clause, read
    the plural subject's present verb "consist" as the relative verb's object. The plain form
    is also the present tense of a plural subject (Quirk et al. 1985 §3.54); a word with no
    noun reading heads no noun phrase, so the sentence has its finite verb and is no noun
    phrase standing alone (fl100: the ``_verb_only_s_form`` test for the "-s" form, extended
    to the plain form that a plural subject takes)."""
    if tok.i == 0 or tok.tag_ != "NN" or not tok.text[:1].islower() or _determined_noun(tok):
        return False
    from lemminflect import getAllLemmas

    if tok.lower_ not in getAllLemmas(tok.lower_, upos="VERB").get("VERB", ()):
        return False
    return _verb_only_word(tok.lower_)


def _postmodifying_clause(tok: Token, root: Token) -> bool:
    """``tok`` heads a relative or participial clause on ``root`` or on a noun reached from it
    through preposition objects, conjuncts and appositives (``_NOUN_PATH_DEPS``), and is not
    inside another such clause."""
    if tok.dep_ not in ("relcl", "acl") or tok.head.pos_ not in ("NOUN", "PROPN", "NUM", "PRON"):
        return False
    node = tok.head
    while node.i != root.i:
        if node.dep_ not in _NOUN_PATH_DEPS:
            return False
        node = node.head
    return True


def _definition_clause_sound(clause: Token) -> bool:
    """``clause`` (a ``_postmodifying_clause``) is a relative clause opened by a relative word
    or "that", or a subjectless participle, and its other finite verbs are licensed inside it
    (``_defining_noun_phrase``)."""
    subjects = ("nsubj", "nsubjpass", "csubj", "expl")
    auxes = [c for c in clause.children if c.dep_ in AUX_DEPS]
    if _false_auxiliary(clause):
        return False
    # two subjects on one verb: a main clause's subject taken into the relative clause
    # ("Weapons that fire continuously do not require ...": "fire" read as a noun)
    if sum(c.dep_ in subjects for c in clause.children) > 1:
        return False
    if clause.dep_ == "acl":
        if clause.tag_ not in ("VBN", "VBG") or auxes:
            return False
        if any(c.dep_ in subjects for c in clause.children):
            return False
        if clause.tag_ == "VBN" and any(c.dep_ in ("dobj", "dative") for c in clause.children):
            return False
    else:
        opening = clause.doc[clause.left_edge.i : clause.left_edge.i + 3]
        if not any(t.tag_ in _RELATIVE_TAGS or t.lower_ == "that" for t in opening):
            return False
        # a "that" the parser made the clause's complementizer is no relative word (a relative
        # "that" is an argument of its clause, H&P 2002 ch. 12 §3.5): a content clause after a
        # verb read as a noun ("The label purports that these pills are ...", stop 60)
        if any(c.dep_ == "mark" and c.lower_ == "that" for c in clause.children):
            return False
    for tok in clause.subtree:
        if tok.i == clause.i or tok.tag_ not in FINITE_TAGS:
            continue
        verb = tok.head if tok.dep_ in AUX_DEPS else tok
        if verb.i == clause.i:
            continue
        if not _licensed_inner_verb(verb):
            return False
    return True


def _false_auxiliary(verb: Token) -> bool:
    """``verb`` has an "aux" dependent that is no auxiliary (``_AUXILIARY_LEMMAS``): the
    parser's misreading of two clauses as one ("The man who came/aux stayed.")."""
    return any(
        c.dep_ in AUX_DEPS and c.lemma_.lower() not in _AUXILIARY_LEMMAS for c in verb.children
    )


def _licensed_inner_verb(verb: Token) -> bool:
    """A finite verb inside a definition's relative clause that is no main verb: a nested
    relative clause, a conjunct of a verb sharing its subject (no subject of its own, or a
    relative word), or a clause opened by a subordinator or wh-word."""
    if _false_auxiliary(verb):
        return False
    if verb.dep_ == "relcl":
        return True
    own_subject = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass", "expl")]
    if verb.dep_ == "conj":
        return all(s.tag_ in _RELATIVE_TAGS or s.lower_ == "that" for s in own_subject)
    if verb.dep_ in ("advcl", "ccomp", "pcomp", "xcomp", "acl"):
        return any(
            c.dep_ == "mark" or c.tag_ in _RELATIVE_TAGS and c.i < verb.i for c in verb.children
        )
    return False


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


#: Ellipsis points that end the text after a word that cannot end a clause: a function word
#: that needs more (``_NEEDS_MORE``: "and if the ...") or an object pronoun after a verb that
#: needs a second complement ("started getting you ...", "let him ..."; H&P 2002 ch. 4 §4-5 on
#: complex-transitive and ditransitive verbs): the speaker trailed off or the excerpt was cut
#: (CMOS 13.53). A complete clause may trail off ("had known about it since 1999..."), and a
#: period before the points ends a sentence ("trumpets. ...").
#: ``(?<!\w)``: a match begins at a word's start (a match from inside a word also matches from its
#: start, which is further left), so a long word is not re-scanned from each of its letters
#: (quadratic before stop 66; same matches on 300,000 random strings).
_TRAILING_ELLIPSIS = re.compile(
    r"(?<!\w)(\w+)(?:\s+(\w+))?\s*(?:\.\s?\.\s?\.|\u2026)(?:\s?[\"'\u201d\u2019])?$"
)
_SECOND_COMPLEMENT_VERBS = frozenset(["get", "give", "make", "let", "put", "send", "tell", "keep"])
_OBJECT_PRONOUNS = frozenset(["me", "you", "him", "her", "us", "them"])


def _trails_off_unfinished(text: str) -> bool:
    """``text`` ends in ellipsis points after a word that cannot end a clause
    (``_TRAILING_ELLIPSIS``)."""
    from lemminflect import getAllLemmas

    match = _TRAILING_ELLIPSIS.search(text)
    if match is None:
        return False
    last = (match.group(2) or match.group(1)).lower()
    if last in _NEEDS_MORE:
        return True
    if match.group(2) is None or last not in _OBJECT_PRONOUNS:
        return False
    verb = match.group(1).lower()
    return bool(set(getAllLemmas(verb, upos="VERB").get("VERB", ())) & _SECOND_COMPLEMENT_VERBS)


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


#: Verbs of saying that need what is said: without it the clause is the attribution of a quotation
#: the splitter left in the sentence before ("she asked.", "he says.", "she told The Post.";
#: Huddleston & Pullum 2002 ch. 10 §10 on reporting frames). "cry", "answer", "write" also
#: stand alone ("She cried.") and are not listed; nor, since stop 49 (fl8), "ask", whose
#: intransitive use is complete ("She asked politely, as she came in": she put a question;
#: Quirk et al. 1985 §16.19 on "ask" with an optional object; dev text: 5 of 5 such firings
#: were whole sentences).
_REPORTING_VERBS = frozenset(
    ["say", "tell", "add", "reply", "whisper", "explain", "insist", "murmur", "mutter"]
    + ["exclaim", "remark", "recall", "note"]
)
#: Dependents that carry what is said (a clause, an object, a predicative) or point to it ("so").
_CONTENT_DEPS = frozenset(
    {"ccomp", "xcomp", "parataxis", "csubj", "dobj", "dative", "attr", "oprd", "acomp"}
)
_CONTENT_PREPS = frozenset({"about", "for", "of", "after"})


def _unmarked_clause(verb: Token) -> bool:
    """``verb`` heads a clause with its own subject and no subordinator: a clause that can be
    the content of a verb of saying whatever the parser labelled it."""
    children = list(verb.children)
    return any(c.dep_ in ("nsubj", "nsubjpass") for c in children) and not any(
        c.dep_ == "mark" or c.tag_ in ("WRB", "WDT", "WP") for c in children
    )


def _misattached_object(tok: Token, root: Token) -> bool:
    """``tok`` heads a noun phrase after ``root`` labelled object or apposition, with no verb or
    preposition between it and the root: the root's own object under another label (stop 49,
    fl8)."""
    if tok.pos_ not in ("NOUN", "PROPN") or tok.dep_ not in ("dobj", "appos", "attr"):
        return False
    if tok.head.i == root.i:
        return False  # the root's own dependents are judged in ``_bare_attribution``
    head = tok.head
    while head.i != root.i:
        if head.pos_ in ("VERB", "AUX", "ADP") or head.head.i == head.i:
            return False
        head = head.head
    return True


#: A quotation in single quotation marks: an opening quote before a word, at the start or after
#: a space or bracket, closed after the quotation's own comma or end mark ("'Cram,' he said",
#: "he said, 'Go.'"), or a quotation opening the sentence closed before its comma ("'Cram', he
#: said"). An apostrophe of elision ("'em", "rock 'n' roll") or of a plural possessive ("the
#: boys' toys") closes no span after an end mark, so it does not count (fl36).
#: The third alternative: words cited in single quotation marks inside the sentence ("says
#: only 'SAFE' and 'AUTO'", "type 'yes' to go on"), a mention, which is what a verb of saying
#: reports (H&P 2002 ch. 10 §10 on quoted words as the content of "say"; Quirk et al. 1985 App.
#: III.30). Two word characters or more between the marks, opened after a space or bracket and
#: closed before a space or punctuation, so an elision ("rock 'n' roll", "'em") or a plural
#: possessive ("the boys' toys") is no quotation (stop 86, fl71).
_SINGLE_QUOTED = re.compile(
    r"(?:^|[\s(\[])['\u2018]\w[^'\u2018\u2019\n]*[,.!?]['\u2019](?=[\s)\]]|$)"
    r"|^['\u2018]\w[^'\u2018\u2019\n]*['\u2019][,.!?]"
    r"|(?:^|[\s(\[])['\u2018]\w[^'\u2018\u2019\n]*\w['\u2019](?=[\s,.;:!?)\]]|$)"
)


def _bare_attribution(doc: Doc) -> bool:
    """The whole sentence is a subject and a verb of saying with nothing said ("She asked, as
    Ms. Parvin nodded.", "he says."): the quotation is in another sentence. "told" keeps its
    addressee ("She told The Post.") but needs the content too."""
    if any(t.text in '"\u201c\u201d' for t in doc):
        return False
    if _SINGLE_QUOTED.search(doc.text):
        return False  # the quotation is here in single quotes, British style ("'Cram,' he
        # said under his breath"): single quotation marks are quotation marks too, the
        # preferred ones in British usage (Quirk et al. 1985 App. III.30; New Hart's Rules
        # 9.2), so something is said in this very sentence (stop 68, fl36)
    roots = [t for t in doc if t.dep_ == "ROOT"]
    if len(roots) != 1 or roots[0].lemma_ not in _REPORTING_VERBS:
        return False
    root = roots[0]
    # the subject nearest the verb: a misparse may hang the quoted clause's subject on it too
    subject = max((c for c in root.children if c.dep_ == "nsubj"), key=lambda c: c.i, default=None)
    if subject is None:
        return False  # a passive ("the handles are added") reports nothing
    if any(t.pos_ in ("VERB", "AUX") for t in doc[: subject.left_edge.i]):
        return False  # a clause before the reporting frame is what is said ("The car burst
        # into flames, the police said."): a postposed reporting clause, Quirk et al. 1985
        # §14.29, H&P 2002 ch. 10 §10 (stop 49, fl8)
    if any(t.text == ";" for t in doc[subject.i + 1 : root.i]):
        return False  # a semicolon parts two clauses (CMOS 6.54), so the noun before it is no
        # subject of the verb after it: "A form of bells and whistles; typically said with a
        # pronounced accent" is a gloss and a subjectless usage note, nothing reported (stop 65)
    if any(c.dep_ == "neg" for c in root.children):
        return False  # "He didn't tell Jen": a denied act of saying attributes no quotation
        # (what a quotation's reporting frame asserts is that the words were said; H&P 2002
        # ch. 10 §10), and "not tell X" is complete without a content ("He never told anyone")
    if _shares_later_object(doc, root):
        return False
    if _denied_or_quantified_saying(root):
        return False
    if _shifted_object(root):
        return False
    if any(_misattached_object(t, root) for t in doc[root.i + 1 :]):
        return False  # an object the parser gave another label ("explained, in great
        # detail, a number of errors", "number" read as an apposition): what is said is there
    for child in root.children:
        addressee = (
            root.lemma_ == "tell" and child.dep_ == "dobj" and child.pos_ in ("PRON", "PROPN")
        )
        if child.dep_ in _CONTENT_DEPS and not addressee:
            return False
        if addressee and any(
            g.dep_ == "prep" and g.lower_ in ("of", "about") and g.i == child.i + 1
            for g in child.rights
        ):
            return False  # "told Pierre of his master's wish": a name or personal pronoun
            # takes no "of"/"about" complement of its own (H&P 2002 ch. 5 on proper names and
            # personal pronouns), so the phrase the parser hung on the addressee is the topic
            # complement of "tell" ("tell someone of/about something": Levin 1993 §37.2;
            # Quirk et al. 1985 §16.5 on prepositional complements), what is told (stop 99,
            # fl97: s9802 conj-034 kept as is)
        if child.dep_ in ("advcl", "ccomp") and _interrogative_clause(child):
            return False  # "will tell me if I'm out of ammunition": an "if"/"whether" clause
            # after a verb of telling or asking is its closed interrogative content (H&P 2002
            # ch. 11 §5.2; Quirk et al. 1985 §15.6), which the parser hung on it as an adjunct
        if child.dep_ == "advcl" and _unmarked_clause(child):
            return False  # what is said, parsed as an adjunct after a fronted phrase ("They
            # say even before his death, gang leaders had come together.")
        if child.dep_ == "prep" and child.lower_ in _CONTENT_PREPS or child.lower_ == "so":
            return False
        if root.lemma_ == "reply" and child.dep_ == "prep" and child.lower_ == "by":
            return False  # "replied only by a look", "replied by nodding": the "by" phrase is
            # the means of the response, which here is the response itself, a gesture with no
            # words to quote (Quirk et al. 1985 §9.55 on "by" of means; stop 86, fl71: four
            # presupposition pairs of "Catherine replied only by a look ..." judged kept)
        if root.lemma_ == "add" and child.dep_ == "prep" and child.lower_ == "to":
            return False  # "adds to the literature": add to = increase, not a verb of saying
        if root.lemma_ == "insist" and child.dep_ == "prep" and child.lower_ == "on":
            return False  # "insist on that": the prepositional verb's object is the content
            # demanded (Quirk et al. 1985 §16.5 on prepositional verbs)
    return not _pro_form_content(root)


#: Determiners that open a noun phrase: one inside another noun phrase's premodifiers starts a
#: second noun phrase (``_shifted_object``).
_PHRASE_OPENING_DETERMINERS = frozenset(
    {"a", "an", "the", "many", "several", "few", "some", "every", "each", "these", "those"}
)


#: Negative subjects: "No one replied", "Nobody answered", "None said".
_NEGATIVE_SUBJECTS = frozenset({"nobody", "none", "nothing", "neither", "no-one"})
#: Quantifier heads that stand for what is said ("said no more", "said little"): a fused
#: determiner-head noun phrase, the object of "say" (H&P 2002 ch. 5 §9 on fused heads;
#: Quirk et al. 1985 §6.53 on "much/little/more" as pronouns).
_AMOUNT_SAID = frozenset({"more", "less", "much", "little", "nothing", "enough"})


def _denied_or_quantified_saying(root: Token) -> bool:
    """The act of saying is denied by a negative subject ("No one replied and Princess Mary
    ... found that ...": no reply, so no quotation is attributed; the subject's negation does
    what the verb's "not" does above), or its object is an amount ("He said no more, but
    expressed ...": "no more" is what was (not) said). Either way the sentence is complete
    (stop 102, fl101: s10102's judges kept both flagged ``source:truncated``). A second clause
    alone clears nothing: "A woman's voice said, and then he heard ..." stays a bare frame."""
    for child in root.children:
        if child.dep_ in ("nsubj", "nsubjpass"):
            if child.lower_ in _NEGATIVE_SUBJECTS:
                return True
            if any(d.dep_ == "det" and d.lower_ == "no" for d in child.children):
                return True  # "no one", "no man"
        if child.i > root.i and child.lower_ in _AMOUNT_SAID and child.dep_ in (
            "advmod", "dobj", "npadvmod", "amod"
        ):
            return True
    return False


def _shifted_object(root: Token) -> bool:
    """A prepositional adjunct of the verb of saying whose object's premodifiers hold a
    determiner after a first word ("told them in pure, correct French [many interesting
    details about the armies]"): a determiner opens its noun phrase and follows no adjective
    or noun inside it (H&P 2002 ch. 5 §2; Quirk et al. 1985 §17.2), so two noun phrases were
    fused by the parse, the second the heavy direct object moved after the adjunct (end weight,
    Quirk et al. 1985 §18.39): what is told is there."""
    for prep in root.children:
        if prep.dep_ != "prep" or prep.i < root.i:
            continue
        for obj in prep.children:
            if obj.dep_ != "pobj" or obj.pos_ not in ("NOUN", "PROPN"):
                continue
            if any(
                t.lower_ in _PHRASE_OPENING_DETERMINERS and t.i > obj.left_edge.i
                for t in obj.lefts
            ):
                return True
    return False


def _shares_later_object(doc: Doc, root: Token) -> bool:
    """``root`` is the first of two verbs coordinated right before their shared object ("you
    can add or modify User and System variables", "add and modify figures"): the object after
    the second verb is the object of both (right-node raising, Quirk et al. 1985 §13.90; H&P
    2002 ch. 15 §4.4), though the parser hangs it on the second verb only. "add" so is a verb
    of adding a thing, not of adding words (stop 86, fl72: judged "In this dialog, you can add
    or modify ..." and "You can add and modify figures ..." were ``source:truncated`` as a bare
    attribution)."""
    if root.i + 2 >= len(doc) or doc[root.i + 1].dep_ != "cc":
        return False
    second = doc[root.i + 2]
    return (
        second.dep_ == "conj"
        and second.head == root
        and second.pos_ in ("VERB", "AUX")
        and any(c.dep_ in _CONTENT_DEPS for c in second.children)
    )


def _pro_form_content(root: Token) -> bool:
    """ "I told Mrs. Collins so before you came", "He said so": "so" right after the verb of
    saying or its addressee stands for the reported clause (Quirk et al. 1985 §12.27-12.29 on
    "so" substituting a that-clause after "say", "tell"; H&P 2002 ch. 17 §7.7), so the content
    is given; the parser often hangs it on the next clause ("so" advmod of "came"). stop 86,
    fl71."""
    doc = root.doc
    end = root.i
    for child in root.children:
        if child.i > root.i and child.dep_ in ("dobj", "dative"):
            end = max(end, child.right_edge.i)
    return end + 1 < len(doc) and doc[end + 1].lower_ == "so" and doc[end + 1].dep_ == "advmod"


def _interrogative_clause(clause: Token) -> bool:
    """Is ``clause`` opened by "if" or "whether" as its subordinator?"""
    return any(c.dep_ == "mark" and c.lower_ in ("if", "whether") for c in clause.children)


def _either_without_or(doc: Doc) -> Span | None:
    """Correlative "either" with no "or" after it: the second disjunct was lost ("They either
    merged in 1990.", "a song sung by either Andy Flag.", "It is either tetraploid."). The
    determiner takes a singular common noun ("in either war") or "of"/"one", and the additive
    adverb follows a negation ("... not that either"); other words (Huddleston & Pullum 2002,
    ch. 15 §2.4) after "either" open its first disjunct, whatever tag the parser gave it."""
    for tok in doc:
        if tok.lower_ != "either":
            continue
        nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
        if nxt is None or nxt.is_punct or nxt.tag_ == "NN" or nxt.lower_ in ("of", "one"):
            continue
        negated = any(t.dep_ == "neg" or t.lower_ in _NEGATORS for t in doc[: tok.i])
        if negated and tok.dep_ != "preconj":
            continue
        answered = any(t.lower_ in ("or", "nor") for t in doc[tok.i + 1 :])
        return None if answered else doc[tok.i : tok.i + 1]
    return None


#: Negative words before an additive "either" ("I didn't go either"; Quirk et al. 1985 §8.134).
_NEGATORS = frozenset(["not", "n't", "never", "no", "nor", "neither", "nobody", "nothing"])
#: Plural pronouns that a floating "both" follows ("gave them both a book").
_FLOAT_HOSTS = frozenset(["them", "us", "you", "they", "we", "these", "those"])


def _both_without_and(doc: Doc) -> Span | None:
    """Correlative "both" with no "and" after it: the second member was lost ("It made him both
    a lauded intellectual."). Only "both" parsed as a ``preconj`` before an article, a proper
    noun or an adjective counts: the determiner takes a plural noun ("both
    Houses"), the pronoun stands alone or before "of", and a floating quantifier follows its
    host ("gave them both a book"; H&P 2002 ch. 5 §9.2, ch. 15 §2.4)."""
    for tok in doc:
        if tok.lower_ != "both" or tok.dep_ != "preconj" or tok.i + 1 >= len(doc):
            continue
        nxt, prev = doc[tok.i + 1], doc[tok.i - 1] if tok.i else None
        if prev is not None and (prev.lower_ in _FLOAT_HOSTS or prev.pos_ in ("AUX", "VERB")):
            continue
        if nxt.lower_ not in ("a", "an") and nxt.tag_ not in ("NNP", "JJ"):
            continue
        answered = any(t.lower_ in ("and", "&") for t in doc[tok.i + 1 :])
        return None if answered else doc[tok.i : tok.i + 1]
    return None


#: What answers a correlative "not only": "but (also)", an additive adverb ("also", "too", "as
#: well", "even", "yet"), or a second clause after punctuation ("Not only did prices fall, wages
#: fell too"; "not only ... ; ..."); Huddleston & Pullum 2002, ch. 15 §2.4 (correlative
#: coordination), Quirk et al. 1985 §13.38.
_NOT_ONLY = re.compile(r"\bnot only\b", re.IGNORECASE)
_NOT_ONLY_ANSWER = re.compile(
    r"\b(?:but|also|too|as well|even|yet)\b|[,;:\u2013\u2014]|\s-{1,2}\s", re.IGNORECASE
)


def _not_only_without_answer(text: str) -> bool:
    """ "not only" with nothing after it that answers it: the "but also" half was cut ("The dogs
    were not only an important part of the social structure.")."""
    match = _NOT_ONLY.search(text)
    return match is not None and not _NOT_ONLY_ANSWER.search(text, match.end())


#: Lower-case words a section heading keeps among its capitalised ones ("Nigeria and Islam",
#: "History of the Bank"; headline capitalisation, CMOS 8.159).
_HEADING_FUNCTION_WORDS = frozenset(["and", "of", "the", "in", "for", "on", "to", "a", "&"])


def _heading_then_repeat(doc: Doc) -> Span | None:
    """A section heading run into its first sentence, which repeats the heading's last word
    ("Nigeria and Islam Islam first came to Nigeria ..."): two to seven capitalised words with
    at least one heading function word, then that last word again and the sentence going on in
    lower case. A doubled name ("Walla Walla", "Sirhan Sirhan") has no function word before."""
    for i in range(2, min(8, len(doc) - 1)):
        word = doc[i]
        if word.text != doc[i - 1].text or not word.text.istitle():
            continue
        if not doc[i + 1].text[:1].islower():
            continue
        heading = doc[:i]
        if all(t.text.istitle() or t.lower_ in _HEADING_FUNCTION_WORDS for t in heading) and any(
            t.lower_ in _HEADING_FUNCTION_WORDS for t in heading
        ):
            return doc[i - 1 : i + 1]  # the word and its repeat
    return None


def _conjunct_chain(token: Token) -> list[Token]:
    out = [token]
    for child in token.children:
        if child.dep_ == "conj":
            out += _conjunct_chain(child)
    return out


def _list_without_coordinator(doc: Doc) -> Span | None:
    """A list of plural nouns joined by commas alone, with no "and"/"or" anywhere in it ("We had
    toys, kitchen appliances.", "small herbs, vines, shrubs, trees."): a list item and its
    coordinator were lost (the "and" goes before the last item of an English list: Quirk et al.
    1985 §13.20; asyndetic noun lists are a rhetorical device of subjects and lists after a
    colon, which are left alone). Two items count only when the second has no modifier of its
    own ("pigs, captive consumers of ..." is an appositive)."""
    for head in doc:
        if head.dep_ == "conj" or head.dep_ in ("nsubj", "nsubjpass") or head.i == 0:
            continue
        chain = _conjunct_chain(head)
        if len(chain) < 2 or not all(m.pos_ == "NOUN" and m.tag_ == "NNS" for m in chain):
            continue
        last = chain[-1]
        if any(
            t.lower_ in ("and", "or", "nor", "etc") for t in doc[head.i : last.right_edge.i + 1]
        ):
            continue
        if any(
            [t.text for t in doc[a.i + 1 : b.left_edge.i]] != [","]
            for a, b in zip(chain, chain[1:], strict=False)
        ):
            continue
        after = doc[last.right_edge.i + 1 : last.right_edge.i + 3]
        if any(t.lower_ in ("and", "or", "nor", "etc") for t in after):
            continue  # "sailboats, yachts and barges": the parser left the last item out
        if any(t.text in (":", "--", "\u2014", "\u2013", "-") for t in doc[: head.left_edge.i]):
            continue  # a list after a colon or between dashes is a rhetorical asyndeton
        if len(chain) == 2 and any(c.dep_ in ("amod", "det", "nummod") for c in last.children):
            continue
        return doc[head.i : last.right_edge.i + 1]  # the list, its items all there
    return None


def _merged_header(doc: Doc) -> Span | None:
    """A heading run into the next sentence: a spaced slash ("Cold sores / fever blisters") and
    after it a capitalised common noun right after a lower-case word ("blisters Exposure to
    sunlight causes ..."), which no sentence writes mid-clause; or ``_heading_then_repeat``."""
    repeat = _heading_then_repeat(doc)
    if repeat is not None:
        return repeat
    slash = next((t.i for t in doc if t.text == "/" and t.whitespace_), None)
    if slash is None:
        return None
    if any(
        t.tag_ in ("NN", "NNS") and t.text[:1].isupper() and doc[t.i - 1].text.islower()
        for t in doc[slash + 2 :]
    ):
        return doc[max(0, slash - 1) : slash + 2]  # the spaced slash and its neighbours
    return None


def _tautonym(first: str, before: str, start: int) -> bool:
    """A scientific name that repeats a word: a tautonym, genus and species alike ("Alle alle",
    "Bison bison"; ICZN Art. 18), or a nominotypical subspecies ("Equus ferus ferus"; ICZN Art.
    47): a capitalised genus not at the start of the sentence, or a Latin-looking epithet after
    a capitalised genus."""
    if first[:1].isupper():
        return start > 0
    return before[:1].isupper() and first.endswith(("us", "um", "a", "is", "ae", "i", "ensis"))


def has_duplicated_word(text: str) -> bool:
    """A word written twice in a row that grammar does not double (``_GRAMMATICAL_DOUBLES``):
    "was was", "he he", "and and", "I I"; an article, modal or preposition doubled is repaired by
    ``tidy`` and counts only in a text tidy did not see (a shipped parse). Capitalised doubles
    are names ("Duran Duran", "Walla Walla"); a noun before its homonymous modal ("his will
    will") is no slip."""
    for match in _DOUBLED_WORD.finditer(text):
        second = match.group(3)
        word = second.lower()
        if not (second.islower() or second == "I") or word in _GRAMMATICAL_DOUBLES:
            continue
        before = _word_before(text, match.start())
        if _noun_before_modal(word, before):
            continue
        if word in _NOUN_MODALS and match.group(1)[:1].isupper():
            continue  # "Will will be made commissioner": the name, then the modal (stop 61)
        if _tautonym(match.group(1), before, match.start()):
            continue
        if _emphatic_reduplication(word):
            continue
        return True
    return bool(
        _DOUBLED_UNIT.search(text) or _duplicated_phrase(text) or _DOUBLED_NAME.search(text)
    )


@cache
def _emphatic_reduplication(word: str) -> bool:
    """A gradable adjective or adverb written twice for emphasis ("a tiny tiny box", "big big
    smile", "slowly slowly"): iterative intensification, the repetition of a premodifier that
    raises its degree like "very" (Quirk et al. 1985 §7.33 on amplifiers, §7.88 on repeated
    intensifiers, §19.47 on repetition for emphasis); no typo, and the judges kept it (s1206a:
    4 of 4 implicature pairs on "a tiny tiny box of jelly beans"). Open-class words only: a
    word whose WordNet senses are mostly (by SemCor count) adjective or adverb senses, and no
    function word (spaCy's stop list: "one one", "all all", "just just", "I I", which grammar
    never doubles, stay slips); the intensifiers themselves are ``_GRAMMATICAL_DOUBLES``."""
    from lemminflect import getAllLemmas
    from spacy.lang.en.stop_words import STOP_WORDS

    from .lexicon.wordnet import wordnet

    if word in STOP_WORDS or len(word) < 3:
        return False
    if any(lemma != word for lemma in getAllLemmas(word, upos="VERB").get("VERB", ())):
        return False  # an inflected verb ("said said": WordNet's "said" adjective is rarer)
    modifier = other = 0
    for synset in wordnet().synsets(word):
        count = sum(lemma.count() for lemma in synset.lemmas() if lemma.name().lower() == word)
        if synset.pos() in ("a", "s", "r"):
            modifier += count
        else:
            other += count
    return modifier > other


_PHRASE_WORD = re.compile(r"[\w']+")
#: What may stand between a phrase and its copy: punctuation only.
_PHRASE_GAP = re.compile(r"[\s,;:\"'\u201c\u201d()-]*")
#: Five words: shorter runs are repeated on purpose ("Whatever they say you have to do, you have
#: to do"; epizeuxis, Quirk et al. 1985 §19.47); a longer run written twice back to back is a
#: copy-paste slip of the source or of a corpus builder's edit ("wrote literary works, mostly in
#: German, wrote literary works, mostly in German, but also ...").
_MIN_PHRASE = 5


def _duplicated_phrase(text: str) -> bool:
    """A run of at least ``_MIN_PHRASE`` words followed at once by the same run, with only
    punctuation between (case-insensitive). On 8,000 review-sample sentences it fired 8 times,
    each a source slip."""
    spans = [(m.group(0).lower(), m.start(), m.end()) for m in _PHRASE_WORD.finditer(text)]
    words = [w for w, _, _ in spans]
    for size in range(_MIN_PHRASE, len(words) // 2 + 1):
        for i in range(len(words) - 2 * size + 1):
            if words[i : i + size] != words[i + size : i + 2 * size]:
                continue
            gap = text[spans[i + size - 1][2] : spans[i + size][1]]
            if _PHRASE_GAP.fullmatch(gap):
                return True
    return False


#: A name of two to four words, the first capitalised, written twice with nothing between (stop
#: 37): the text of a wiki link left beside the link's own label when a dump was flattened ("the
#: Michigan Wolverines men's Michigan Wolverines men's basketball team"). Grammar repeats no noun
#: phrase back to back without a coordinator or punctuation (H&P 2002 ch. 15; epizeuxis is
#: set off by commas, Quirk et al. 1985 §19.47); one-word names that double ("Duran Duran",
#: "Walla Walla") are single words and not matched.
_DOUBLED_NAME = re.compile(
    r"\b([A-Z][\w'\u2019.-]*(?:\s+[\w'\u2019.-]+){0,2}\s+[\w'\u2019.-]*\w)\s+\1(?![\w'\u2019-])"
)


#: Plural nouns that take a singular verb (mass and disease nouns in -s, -ics fields, invariable
#: plurals; Huddleston & Pullum 2002 ch. 5 §3.2, Quirk et al. 1985 §5.74-5.75).
_SINGULAR_PLURALS = frozenset(
    ["news", "series", "species", "means", "headquarters", "crossroads", "barracks", "measles"]
    # invariable in form, singular in agreement with "each", "a" (Quirk et al. 1985 §5.78;
    # H&P 2002 ch. 5 §3.2): "Each private quarters has", "a steel works", "the place is a
    # shambles", "a bellows" (stop 82, fl67)
    + ["quarters", "works", "shambles", "bellows"]
    + ["whereabouts", "mumps", "gallows", "innings", "kudos", "diabetes", "billiards", "darts"]
    + ["politics", "physics", "mathematics", "economics", "athletics", "ethics", "statistics"]
    + ["data", "media", "criteria", "phenomena"]  # often singular in use (Quirk et al. §5.77)
)
#: Nominative pronouns: the subject of a finite clause (H&P 2002 ch. 5 §16.2).
_NOMINATIVE = frozenset(["i", "we", "they", "he", "she"])


def _opens_plainly(subject: Token) -> bool:
    """The subject noun phrase opens the sentence and holds no preposition, coordinator or
    slash before its head ("Fans reacts", "The workers wants"): the parser takes the last noun
    of "The chapter on cold sores / fever blisters" for the subject, which then seems to
    disagree with "explains"."""
    doc = subject.doc
    start = next((t.i for t in doc if not t.is_punct), 0)
    before = doc[start : subject.i]
    return subject.left_edge.i == start and not any(
        t.tag_ in ("IN", "CC", "POS") or t.text == "/" for t in before
    )


def _determined_common_noun(subject: Token) -> bool:
    """The subject is a determiner (article, possessive, demonstrative) with adjectives or nouns
    and a plural common noun WordNet knows ("The workers", "their children", "the local fans"):
    a bare plural can be a name ("Woods is", "Clabbers is a game"), a gerund's object
    ("Winning awards is") or a foreign word ("Los santos"), and a numeral makes a measure phrase,
    which takes a singular verb ("The 800 metres is"; Huddleston & Pullum 2002 ch. 5 §18.3)."""
    from .lexicon.wordnet import wordnet

    doc = subject.doc
    first = doc[subject.left_edge.i]
    if first.tag_ not in ("DT", "PRP$") or first.lower_ in ("no", "any", "all", "some"):
        return False
    between = doc[first.i + 1 : subject.i]
    if any(t.tag_ not in ("JJ", "JJR", "JJS", "NN", "VBN", "HYPH") for t in between):
        return False
    return bool(wordnet().synsets(subject.lemma_, pos="n"))


def _disagreeing_subject(doc: Doc) -> bool:
    """The subject does not agree with its verb, a slip of the source ("Fans reacts to the
    news", "we telling all our friends"): a common plural noun directly before a present-tense
    verb in -s (VBZ) whose subject it is, not one of ``_SINGULAR_PLURALS``, not coordinated, with
    no determiner that could make it a title; or a nominative pronoun directly before an -ing
    verb that is the root and has no auxiliary ("he being a lawyer, ..." is an absolute, not a
    root). Precision first (``_determined_common_noun``): on 27,000 ConjNLI and COCA sentences
    an -s plural directly before an -s verb was a name, a gerund's object or a measure phrase in
    18 of 20 cases, so only a determined common plural counts ("The workers wants")."""
    for tok in doc:
        if tok.dep_ != "nsubj" or tok.head.i != tok.i + 1:
            continue
        verb = tok.head
        if (
            tok.tag_ == "NNS"
            and tok.text.islower()
            and tok.lower_ != tok.lemma_
            and _determined_common_noun(tok)
            and tok.lower_ not in _SINGULAR_PLURALS
            and not tok.lower_.endswith(("ics", "ss"))
            and verb.tag_ == "VBZ"
            and verb.text.islower()
            and verb.lower_.endswith("s")
            and not any(c.dep_ in ("conj", "cc", "prep", "relcl", "acl") for c in tok.children)
            and _opens_plainly(tok)
        ):
            return True
        if (
            tok.lower_ in _NOMINATIVE
            and verb.tag_ == "VBG"
            and verb.dep_ == "ROOT"
            and verb.lower_ not in ("being", "having")
            and not any(c.dep_ in ("aux", "auxpass") for c in verb.children)
        ):
            return True
        if _singular_pronoun_plain_verb(tok, verb):
            return True
        if _relative_plain_verb(tok, verb):
            return True
    return any(_plural_verb_conjunct(tok) for tok in doc)


#: Singular nouns that take a plural verb by notional concord: collective nouns, read as their
#: members in British use ("The committee are divided"), and quantity or part nouns whose
#: number comes from an "of" phrase or the context ("The majority are", "A couple are", "The
#: rest are"; Quirk et al. 1985 §10.37-10.41, H&P 2002 ch. 5 §18.2-18.3), and nominal uses of
#: adjectives and participles with plural reference ("The following are", "The latter are";
#: Quirk et al. 1985 §7.23). Lemmas.
_NOTIONAL_PLURAL_NOUNS = frozenset(
    ["team", "committee", "government", "family", "staff", "crew", "audience", "public"]
    + ["class", "club", "company", "council", "board", "jury", "band", "group", "party"]
    + ["police", "army", "couple", "majority", "minority", "rest", "remainder", "number"]
    + ["lot", "pair", "population", "management", "union", "community", "crowd", "enemy"]
    + ["faculty", "firm", "gang", "generation", "herd", "flock", "orchestra", "parliament"]
    + ["press", "clergy", "cattle", "people", "personnel", "youth", "range", "variety"]
    + ["total", "set", "series", "kind", "sort", "type", "proportion", "percentage", "half"]
    + ["part", "bulk", "plenty", "dozen", "score", "host", "handful", "fraction", "body"]
    + ["following", "above", "latter", "former", "below", "remaining", "media", "data"]
    + ["offspring", "aircraft", "livestock", "poultry", "vermin", "folk", "fish", "salmon"]
    + ["trout", "craft", "bison", "moose", "swine"]  # invariable plurals (Quirk et al. §5.90)
)
#: Determiners that make a noun phrase singular and definite or indefinite: with a singular
#: count noun head the phrase is singular (Quirk et al. 1985 §5.12-5.14).
_SINGULAR_DETERMINERS = frozenset(
    ["the", "a", "an", "this", "that", "each", "every", "its", "my", "your", "his", "her"]
    + ["our", "their"]
)


#: ``_SINGULAR_DETERMINERS`` and "some", joined once here rather than for each child in
#: ``_singular_noun_plural_verb``. "some" with a singular head noun: a singular phrase, "a
#: certain" with a count noun ("Some fool left the door open") or a quantity with a mass noun
#: ("some software"); the plural reading needs a plural head (Quirk et al. 1985 §5.14 and
#: §5.57; H&P 2002 ch. 5 §7.3), so "Some report are" lost a plural "-s" (stop 78, fl57).
_SINGULAR_HEAD_DETERMINERS = _SINGULAR_DETERMINERS | {"some"}
#: Punctuation before a subject that may be an appositive of an earlier noun phrase.
_APPOSITION_OPENERS = frozenset([",", "(", "-", "\u2013", "\u2014"])


def _this_plural_noun(doc: Doc) -> bool:
    """ "This options controls the amount": the demonstrative "this" marks a singular head
    noun, "these" its plural (Quirk et al. 1985 §5.45, §6.40; H&P 2002 ch. 5 §3 on number
    agreement within the noun phrase), so "this" right before a regular plural is a slip of
    the source. Precision first: only "this" ("that" is also the complementiser, "that
    packages ... have"), the plural tagged NNS, lower case, not its own lemma, not a plural
    used as a singular (``_SINGULAR_PLURALS``, ``_ARTICLE_PLURALS``, "-ss", "-ics"), and a
    verb or modal right after it: "this results in", "this tests if" are "this" + an -s verb
    the tagger took for a noun, and the verb after the noun shows that the noun is no verb
    (stop 78, fl58)."""
    for tok in doc[:-2]:
        if tok.lower_ != "this" or tok.dep_ != "det":
            continue
        noun, after = doc[tok.i + 1], doc[tok.i + 2]
        if tok.head.i != noun.i or noun.tag_ != "NNS":
            continue
        word = noun.lower_
        if not noun.text.islower() or word == noun.lemma_ or word.endswith(("ss", "ics")):
            continue
        if word in _SINGULAR_PLURALS or word in _ARTICLE_PLURALS:
            continue
        if after.tag_ in ("VBZ", "VBP", "VBD", "MD"):
            return True
    return False


#: Negators between do-support and its verb.
_DO_SUPPORT_NEGATORS = frozenset(["not", "n't"])


def _do_support_s_form(doc: Doc) -> bool:
    """ "The checkbox does not seems to work": do-support carries the tense and agreement, and
    the verb after it is the plain form (Quirk et al. 1985 §3.37; H&P 2002 ch. 3 §2.1 on the
    "do" + plain-form construction), so an -s form after "do(es) not" is a slip. Only the
    negated, uninverted shape with nothing but "not"/"n't" between ("Whether individuals do
    depends on ..." is an elided "do" and a new verb), a lexical verb tagged VBZ that is not its
    own lemma and not "be"/"have"/"do" (stop 78, fl58)."""
    for tok in doc:
        if tok.lemma_ != "do" or tok.dep_ != "aux":
            continue
        verb = tok.head
        between = doc[tok.i + 1 : verb.i]
        if verb.i <= tok.i + 1 or any(t.lower_ not in _DO_SUPPORT_NEGATORS for t in between):
            continue
        s_form = verb.tag_ == "VBZ" and verb.text.islower() and verb.lower_ != verb.lemma_
        if s_form and verb.lemma_ not in ("be", "have", "do"):
            return True
    return False


#: Determiners of the "of" phrase of the partitive "one of": the definite ones that open a
#: plural noun phrase (Quirk et al. 1985 §6.50; H&P 2002 ch. 5 §9.3).
_PARTITIVE_DETERMINERS = frozenset(
    ["the", "these", "those", "my", "your", "his", "her", "its", "our", "their"]
)


def _one_of_singular(doc: Doc) -> bool:
    """ "one of the colour channel": the partitive "one of" picks one member out of a set, so
    its "of" phrase is a definite plural (or a collective) noun phrase: "one of the channels"
    (Quirk et al. 1985 §6.50; H&P 2002 ch. 5 §9.3 on partitive fused heads), and a singular
    count head there lost its plural "-s". Precision first, so left alone: "one" with a
    determiner of its own ("the one of the book ..."), a head that is capitalised, not tagged
    NN, ending in "s", with no "-s" plural, coordinated, or a noun with a collective sense
    (WordNet noun.group or ``_NOTIONAL_PLURAL_NOUNS``: "one of the family", "one of the crew",
    "one of their number" name a member of a group: Quirk et al. 1985 §5.108, §10.40)
    (stop 79, fl59)."""
    from lemminflect import getInflection

    from .lexicon.wordnet import wordnet

    for one in doc[:-3]:
        if one.lower_ != "one" or any(c.dep_ in ("det", "poss") for c in one.children):
            continue
        of = doc[one.i + 1]
        if of.lower_ != "of" or of.head.i != one.i or of.dep_ != "prep":
            continue
        heads = [c for c in of.children if c.dep_ == "pobj"]
        if len(heads) != 1:
            continue
        head = heads[0]
        word = head.lower_
        if head.tag_ != "NN" or not head.text.islower() or not head.is_alpha:
            continue
        if word.endswith("s") or word in _NOTIONAL_PLURAL_NOUNS or head.ent_type_:
            continue
        if foreign_plural(word):
            continue  # "one of the staphylococci": a Latin plural tagged NN (stop 98, fl96)
        if not any(
            c.dep_ in ("det", "poss") and c.lower_ in _PARTITIVE_DETERMINERS for c in head.children
        ):
            continue
        if any(c.dep_ in ("conj", "cc", "appos") for c in head.children):
            continue
        if getInflection(word, "NNS")[:1] in ((), (word,)):
            continue
        if any(s.lexname() == "noun.group" for s in wordnet().synsets(word, pos="n")):
            continue
        if _postposed_adjective_after_plural(head):
            continue  # "one of the merry moods characteristic of her" (stop 103, fl103)
        return True
    return False


def _postposed_adjective_after_plural(head: Token) -> bool:
    """ "one of the mad, merry moods characteristic of her": the tagger read the adjective
    "characteristic" as a singular noun head and the plural before it as its compound modifier.
    A noun premodifier is singular as a rule ("a trouser press", Quirk et al. 1985 §17.108), and
    an adjective with a complement of its own follows its noun ("moods characteristic of her",
    "the men responsible for it": postpositive adjectives, Quirk et al. 1985 §7.21-7.22; H&P
    2002 ch. 6 §3.2), so a regular plural noun right before a word that WordNet knows as an
    adjective, with a prepositional complement after it, is the real head, and the "one of"
    phrase is plural. s10102's judges kept the pair of such a sentence, flagged
    ``source:agreement`` (stop 103, fl103)."""
    from .lexicon.wordnet import wordnet

    before = head.doc[head.i - 1] if head.i > 0 else None
    if before is None or before.head.i != head.i or not _regular_plural(before):
        return False
    if not any(c.dep_ == "prep" and c.i > head.i for c in head.children):
        return False
    return bool(wordnet().synsets(head.lower_, pos="a"))


#: Determiners that open only a plural noun phrase (Quirk et al. 1985 §5.12-5.14, §6.40).
_PLURAL_ONLY_DETERMINERS = frozenset(["these", "those", "both", "several", "many", "few"])
#: Quantifiers that open a noun phrase of either number ("some bread", "some tools"; "all
#: the time", "all layers"; "no file", "no files"; "most software", "most dialogs"): the head
#: noun sets the number, so with a regular plural head the phrase is plural and takes a plural
#: verb (Quirk et al. 1985 §5.14, §10.34; H&P 2002 ch. 5 §7). Joined with
#: ``_PLURAL_ONLY_DETERMINERS`` for ``_plural_noun_singular_verb``, whose plural-head test
#: applies to both (stop 79, fl61).
_PLURAL_HEAD_QUANTIFIERS = _PLURAL_ONLY_DETERMINERS | {"most", "some", "all", "no"}


def _plural_noun_singular_verb(doc: Doc) -> bool:
    """ "These two sliders and their boxes does not allow ...": a subject headed by a regular
    plural common noun under a determiner that opens only plural noun phrases ("these",
    "those", "both", "several", "many", "few") or a quantifier whose number the plural head
    sets ("most", "some", "all", "no": ``_PLURAL_HEAD_QUANTIFIERS``, stop 79, fl61: "Most
    tools now supports"), with a singular present tensed word ("is",
    "was", "has", "does" or an -s verb). The finite verb agrees with the head of its subject
    (Quirk et al. 1985 §10.34; H&P 2002 ch. 18 §2), and a coordination with a plural conjunct
    is plural (Quirk et al. 1985 §10.36), so the singular form is a slip of the source.
    ``_disagreeing_subject`` takes only a verb right after the noun; this one reads the tensed
    auxiliary too. Left alone: plurals used as singulars (``_SINGULAR_PLURALS``, "-ss",
    "-ics"), capitalised words and names, a head with an "of" phrase, and a subject after a
    comma, dash or bracket (an appositive of an earlier subject) (stop 79, fl59)."""
    for tok in doc:
        if tok.dep_ not in ("nsubj", "nsubjpass") or tok.tag_ != "NNS":
            continue
        word = tok.lower_
        if not tok.text.islower() or word == tok.lemma_ or tok.ent_type_:
            continue
        if word in _SINGULAR_PLURALS or word.endswith(("ss", "ics")):
            continue
        children = list(tok.children)
        if not any(
            c.dep_ in ("det", "amod") and c.lower_ in _PLURAL_HEAD_QUANTIFIERS and c.i < tok.i
            for c in children
        ):
            continue
        if any(c.dep_ == "prep" and c.lower_ == "of" for c in children):
            continue
        # "How many tiles across the image is ...": an interrogative quantity phrase, which
        # may take notional singular concord ("How many layers is too many?"; Quirk et al.
        # 1985 §10.35) (stop 79, fl61)
        if tok.left_edge.lower_ == "how":
            continue
        if tok.left_edge.i > 0 and doc[tok.left_edge.i - 1].text in _APPOSITION_OPENERS:
            continue
        verb = tok.head
        if verb.i < tok.i:
            continue
        tensed = _singular_tensed(verb)
        if tensed is not None and tensed.i >= tok.i:
            return True
    return False


#: Relative pronouns that can be the subject of a relative clause (H&P 2002 ch. 12 §3.4).
_SUBJECT_RELATIVES = frozenset(["that", "which", "who"])


def _singular_tensed(verb: Token) -> Token | None:
    """The tensed word of ``verb``'s clause (its first auxiliary before it, else the verb) when
    that word is a singular form: an -s present (VBZ: "allows", "is", "has", "does") or
    "was". Lower-case only: a capitalised verb may be a label or a title."""
    tensed = agreeing_word(verb)
    if not tensed.text.islower():
        return None
    return tensed if tensed.tag_ == "VBZ" or tensed.lower_ == "was" else None


def _regular_plural(noun: Token) -> bool:
    """A lower-case regular plural common noun (NNS, not its own lemma, not a name), not one of
    the plurals used as singulars (``_SINGULAR_PLURALS``, "-ss", "-ics"; Quirk et al. 1985
    §5.74-5.77) and not a measure phrase, which takes a singular verb ("Ten pixels is enough";
    Quirk et al. 1985 §10.35; H&P 2002 ch. 5 §18.3)."""
    word = noun.lower_
    if noun.tag_ != "NNS" or not noun.text.islower() or not noun.is_alpha or noun.ent_type_:
        return False
    if word == noun.lemma_ or word in _SINGULAR_PLURALS or word.endswith(("ss", "ics")):
        return False
    return not any(c.dep_ == "nummod" for c in noun.children)


#: Determiners that take only a singular count noun (Quirk et al. 1985 §5.12-5.14): a plural-
#: looking noun after one of them is a singular in "-s" ("a hydrops", "each series").
_SINGULAR_ARTICLE_DETERMINERS = frozenset(["a", "an", "each", "every", "another"])


def _relative_singular_verb(doc: Doc) -> bool:
    """ "filters have options that allows you to ...": the subject pronoun of a relative clause
    takes the number of its antecedent, and the verb agrees with it (Quirk et al. 1985 §10.35,
    §17.9; H&P 2002 ch. 12 §3.4), so a singular verb after a plural antecedent is a slip of the
    source, the mirror of ``_relative_plain_verb``. Precision first, so only an antecedent the
    parse is sure of: the pronoun directly follows a regular plural noun (``_regular_plural``)
    that is not coordinated and not the object of "of" (in "one of the tools that", "a set of
    tools that" the relative may belong to "one"/"set", and both agreements are attested:
    Quirk et al. 1985 §10.35 note); a pronoun after a comma ("..., which makes") is left alone,
    since a sentential relative takes the whole clause as antecedent (Quirk et al. 1985 §15.57),
    and a hyphenated antecedent ("the program grep-excuses which"), mostly a name
    (stop 79, fl60)."""
    for pronoun in doc[1:]:
        if pronoun.lower_ not in _SUBJECT_RELATIVES or pronoun.dep_ not in ("nsubj", "nsubjpass"):
            continue
        verb = pronoun.head
        antecedent = verb.head
        if verb.dep_ != "relcl" or antecedent.i != pronoun.i - 1 or verb.i < pronoun.i:
            continue
        if not _regular_plural(antecedent) or antecedent.dep_ in ("conj", "pobj"):
            continue
        if doc[antecedent.left_edge.i : antecedent.i + 1].text.count("-"):
            continue  # "the program grep-excuses which is": a hyphenated name
        if any(c.dep_ in ("conj", "cc") for c in antecedent.children):
            continue
        if any(
            c.dep_ == "det" and c.lower_ in _SINGULAR_ARTICLE_DETERMINERS
            for c in antecedent.children
        ):
            # "an intermittent hydrops which comes": the article marks a singular count noun
            # whatever its ending (Quirk et al. 1985 §5.74-5.77 on singulars in "-s": "a
            # hydrops", "a series", "a means"), so the singular verb agrees (stop 103, fl103:
            # s10101's judges kept the pair of such a sentence, flagged ``source:agreement``)
            continue
        tensed = _singular_tensed(verb)
        if tensed is not None and tensed.i > pronoun.i:
            return True
    return False


#: Quantifiers whose partitive "of" phrase fixes a plural verb: "many/some/most/several/few/
#: both/all of the tools" + plural verb (Quirk et al. 1985 §10.37, §6.50). "each", "one",
#: "none", "neither", "either", "any", "every one" are not here: singular or variable agreement.
_PLURAL_PARTITIVE_QUANTIFIERS = frozenset(["many", "some", "most", "several", "few", "both", "all"])


def _partitive_plural_singular_verb(doc: Doc) -> bool:
    """ "Many of the brush behaviours also depends on ...": a subject "many/some/most/several/
    few/both/all of" + a definite regular plural noun (``_regular_plural``) whose tensed word is
    singular, adverbs between or not. With a partitive quantifier the verb agrees with the noun
    of the "of" phrase (Quirk et al. 1985 §10.37; H&P 2002 ch. 5 §9.3), so a plural noun there
    makes the verb plural. Left alone: "each/one/none/neither/either/any of" (singular or
    variable agreement), a quantifier after a determiner ("the many of"), a coordinated "of"
    phrase, and plurals used as singulars ("some of the data is") (stop 79, fl60)."""
    for quant in doc:
        if quant.lower_ not in _PLURAL_PARTITIVE_QUANTIFIERS:
            continue
        if quant.dep_ not in ("nsubj", "nsubjpass") or quant.i and doc[quant.i - 1].tag_ == "DT":
            continue
        ofs = [c for c in quant.children if c.dep_ == "prep" and c.lower_ == "of"]
        if len(ofs) != 1 or ofs[0].i != quant.i + 1:
            continue
        nouns = [c for c in ofs[0].children if c.dep_ == "pobj"]
        if len(nouns) != 1 or not _regular_plural(nouns[0]):
            continue
        if doc[ofs[0].i + 1].lower_ not in _PARTITIVE_DETERMINERS:
            continue  # a definite "of" phrase, as in ``_one_of_singular``
        tensed = _singular_tensed(quant.head)
        if tensed is not None and tensed.i > nouns[0].i:
            return True
    return False


def _bare_modified_plural_singular_verb(doc: Doc) -> bool:
    """ "Larger values means a softer edge": a determinerless plural subject with an adjective
    before it, opening the sentence, with a singular tensed word. The verb agrees with the head
    of its subject (Quirk et al. 1985 §10.34), and a bare plural is plural. ``_disagreeing_subject``
    wants a determiner, because a bare plural may be a name, a gerund's object or a measure
    phrase; an adjective before a lower-case regular plural (``_regular_plural``: not "-ics",
    not a measure phrase) makes a plain common noun phrase. Left alone: a head with a
    preposition, relative clause or conjunct after it (the parse may have the wrong head), a
    numeral, a modifier in "-ing" (a gerund with its object is a singular clause subject:
    "Replicating iterators requires"; Quirk et al. 1985 §10.34), and a sentence with a quotation
    mark before the verb (a quoted title) (stop 79, fl60)."""
    for tok in doc:
        if tok.dep_ not in ("nsubj", "nsubjpass") or not _regular_plural(tok):
            continue
        children = list(tok.children)
        if any(c.dep_ in ("det", "poss", "predet", "quantmod") for c in children):
            continue
        if any(c.dep_ in ("prep", "relcl", "acl", "conj", "cc", "appos") for c in children):
            continue
        if not any(
            c.dep_ == "amod" and c.tag_ in ("JJ", "JJR", "JJS") and not c.lower_.endswith("ing")
            for c in children
        ):
            continue  # "Replicating iterators requires": a gerund and its object, singular
        if not _opens_plainly(tok) or tok.head.i < tok.i:
            continue
        tensed = _singular_tensed(tok.head)
        if tensed is None or tensed.i < tok.i:
            continue
        if any(
            t.text in ('"', "\u201c", "\u201d", "'", "\u2018", "\u2019") for t in doc[: tensed.i]
        ):
            continue
        return True
    return False


#: Determiners that give each conjunct of "the A and the B" a referent of its own; "each",
#: "every" and "no" make a coordination singular (Quirk et al. 1985 §10.39 note), so are absent.
_CONJUNCT_DETERMINERS = frozenset(["the", "a", "an", "this", "that", "these", "those"]) | (
    _PARTITIVE_DETERMINERS
)


#: Noun tags of a conjunct; NNP only on a lower-case word (checked below), a tagger slip.
_COMMON_NOUN_TAGS = frozenset(["NN", "NNS", "NNP"])


def _determined_conjuncts_singular_verb(doc: Doc) -> bool:
    """ "The slider and the input box allows ...": two noun phrases, each with its own
    determiner, joined by "and", as the subject of a singular tensed word. Two determiners make
    two referents and so a plural subject (Quirk et al. 1985 §10.36, §10.39; H&P 2002 ch. 18
    §2.2); only one determiner over both ("the bread and butter is") may name a single entity,
    and that shape is left alone. Also left alone: "or"/"nor" (agreement with the nearer
    conjunct), more than two conjuncts, a subject that does not open the sentence plainly
    (``_opens_plainly``) or whose first head has an "of" phrase (the parse may have joined the
    "of" noun instead), and capitalised heads (names, labels) (stop 79, fl60)."""
    for tok in doc:
        if tok.dep_ not in ("nsubj", "nsubjpass") or tok.tag_ not in _COMMON_NOUN_TAGS:
            continue
        children = list(tok.children)
        conjs = [c for c in children if c.dep_ == "conj"]
        ccs = [c for c in children if c.dep_ == "cc"]
        if (
            len(conjs) != 1
            or [c.lower_ for c in ccs] != ["and"]
            or conjs[0].tag_ not in _COMMON_NOUN_TAGS
        ):
            continue
        other = conjs[0]
        if not tok.text.islower() or not other.text.islower():
            continue
        if any(c.dep_ in ("conj", "cc") for c in other.children) or any(
            c.dep_ == "prep" for c in children
        ):
            continue
        if not all(doc[t.left_edge.i].lower_ in _CONJUNCT_DETERMINERS for t in (tok, other)):
            continue
        if not _opens_plainly(tok) or tok.head.i < other.i:
            continue
        tensed = _singular_tensed(tok.head)
        if tensed is not None and tensed.i > other.i:
            return True
    return False


def _plain_not_preterite(word: str) -> bool:
    """Is ``word`` a verb's plain form (its own lemma) and no preterite too? The tagger writes
    VBP on preterites ("he swam", "that spread"), which agree with any subject, so the
    agreement rules below only read a plain form that cannot be one."""
    from lemminflect import getAllLemmas, getInflection

    lemmas = getAllLemmas(word, upos="VERB").get("VERB", ())
    if word not in lemmas:
        return False
    # the preterite of another verb spelt like this plain form: "lay" (lie), "found" (find),
    # "fell" (fall), "saw" (see); "So the matter lay, and ..." is past, no slip (Quirk et al.
    # 1985 §3.14-3.17 on irregular verbs; stop 98, fl96)
    return not any(word in getInflection(lemma, "VBD") for lemma in lemmas)


def _plural_verb_of(subject: Token) -> Token | None:
    """The tensed word of ``subject``'s clause when it is a plural present form: "are", or
    "have"/"do"/a plain lexical verb (VBP) that is no preterite too and heads no subordinate
    clause (a mandative subjunctive "that the user have" takes the plain form, Quirk et al.
    1985 §3.59). "were" is left out: it is also the subjunctive ("if the value were")."""
    verb = subject.head
    tensed = agreeing_word(verb)
    if tensed.tag_ != "VBP" or not tensed.text.islower() or tensed.i < subject.i:
        return None
    if any(c.dep_ == "expl" for c in verb.children):
        return None  # "the reason there are ...": the parse took a noun for the subject
    if tensed.lower_ == "are":
        return tensed
    if tensed.lemma_ == "be" or any(c.dep_ == "mark" for c in verb.children):
        return None
    if verb.dep_ not in ("ROOT", "conj"):
        return None  # "make this sector appear": a bare infinitive, no finite verb
    word = tensed.lower_
    return tensed if word in ("have", "do") or _plain_not_preterite(word) else None


def _nominal_adjective_head(tok: Token, children: list[Token]) -> bool:
    """ "The undead are defeated", "the wounded are resting": "the" + an adjective used as a
    noun phrase head with plural personal reference (Quirk et al. 1985 §7.23-7.24; H&P 2002
    ch. 7 §12.2 on fused modifier-heads), which the tagger may read as a singular noun. The
    agreement check promises a singular count noun, so it leaves a head after "the" that WordNet
    does not know as a noun at all ("undead") or knows mostly as an adjective ("dead", "poor":
    more adjective than noun senses) (stop 95: s9502's judge kept "The undead are defeated.")."""
    if not any(c.dep_ == "det" and c.lower_ == "the" for c in children):
        return False
    return _adjective_dominant(tok.lower_)


@cache
def _adjective_dominant(word: str) -> bool:
    """WordNet knows ``word`` by no noun sense, or by more adjective senses than noun senses
    (memoised: a shard asks for the same heads again and again)."""
    from .lexicon.wordnet import wordnet

    wn = wordnet()
    nouns = len(wn.synsets(word, "n"))
    adjectives = len(wn.synsets(word, "a")) + len(wn.synsets(word, "s"))
    return nouns == 0 or adjectives > nouns


def _singular_noun_plural_verb(doc: Doc) -> bool:
    """ "The company contribution to both taxes are 15%": a determined singular common noun
    heading the subject, with a plural present verb. The finite verb agrees in number with the
    head of its subject noun phrase, not with a noun inside a modifier (Quirk et al. 1985
    §10.34, H&P 2002 ch. 18 §2), so the plural form is a slip of the source. Precision first,
    so left alone: a coordinated or appositive head (the subject may be plural, "The name and
    address are"), a head with an "of" phrase (notional concord, "A range of tools are"), the
    collective, quantity and nominal-adjective nouns of ``_NOTIONAL_PLURAL_NOUNS``, a noun
    whose plural is the same word ("The sheep are"), "-ing" words, names and capitalised words,
    and a subject right after a comma, dash or bracket: it may be an appositive of an earlier
    noun phrase that is the real subject (Quirk et al. 1985 §17.65) (stop 76, fl55)."""
    from lemminflect import getInflection

    for tok in doc:
        if tok.dep_ not in ("nsubj", "nsubjpass") or tok.tag_ != "NN":
            continue
        word = tok.lower_
        if not tok.text.islower() or not tok.is_alpha or word.endswith(("ing", "s")):
            continue
        if tok.lemma_.lower() != word or word in _NOTIONAL_PLURAL_NOUNS or tok.ent_type_:
            continue
        if getInflection(word, "NNS")[:1] in ((), (word,)):
            continue  # invariable plural ("sheep", "aircraft") or no known plural
        if foreign_plural(word):
            continue  # "the phenomena are": a Latin or Greek plural tagged NN (stop 98, fl96)
        children = list(tok.children)
        if not any(
            c.dep_ in ("det", "poss") and c.lower_ in _SINGULAR_HEAD_DETERMINERS for c in children
        ):
            continue
        if _nominal_adjective_head(tok, children):
            continue
        if any(c.dep_ in ("conj", "cc", "appos", "preconj") for c in children):
            continue
        if any(c.dep_ == "prep" and c.lower_ == "of" for c in children):
            continue
        if tok.left_edge.i > 0 and doc[tok.left_edge.i - 1].text in _APPOSITION_OPENERS:
            continue  # an appositive of an earlier subject ("the rights, the movement ... are")
        verb = _plural_verb_of(tok)
        if verb is None:
            continue
        if any(t.text in _CLAUSE_BOUNDARY_MARKS for t in doc[tok.i + 1 : verb.i]):
            # "The extent to which bone is reproduced varies ...: while ..., bones ... are not
            # reproduced": a colon or semicolon never stands between a subject and its verb
            # (``_CLAUSE_BOUNDARY_MARKS``), so the plural verb is the next clause's, which the
            # parser hung on this subject (stop 98, fl96)
            continue
        return True
    return False


def _adverb_before_bare_verb_modifier(doc: Doc) -> bool:
    """ "a problem for officially support platforms": a manner adverb in -ly (formed on an
    adjective, "official" + "-ly") right before a noun premodifier that is a verb's plain form,
    inside a prepositional complement. A manner adverb modifies a verb, an adjective or a
    participle, not a noun (Quirk et al. 1985 §7.46, §17.104 on "-ed" participles as
    premodifiers: "officially supported platforms"; H&P 2002 ch. 6 §1.1), and a preposition's
    complement is a noun phrase with no finite verb for the plain form to be, so the source
    lost the participle's "-ed". A participle form ("severely misunderstood technologies") and
    a focusing adverb ("only", no adjective stem) are left alone (stop 75, fl52)."""
    from lemminflect import getAllLemmas, getInflection

    from .lexicon.wordnet import wordnet

    for adverb in doc[:-2]:
        word, nxt = adverb.lower_, doc[adverb.i + 1]
        if adverb.tag_ != "RB" or not word.endswith("ly") or nxt.dep_ != "compound":
            continue
        if nxt.tag_ != "NN" or not nxt.text.islower():
            continue
        head = nxt.head
        if head.dep_ != "pobj" or head.tag_ not in ("NN", "NNS") or adverb.head not in (nxt, head):
            continue
        if not wordnet().synsets(word[:-2], pos="a"):
            continue
        verb = nxt.lower_
        if verb not in getAllLemmas(verb, upos="VERB").get("VERB", ()):
            continue
        if verb not in getInflection(verb, "VBN"):
            return True
    return False


def _relative_plain_verb(subject: Token, verb: Token) -> bool:
    """ "a warnings module that provide functions": a relative pronoun subject directly before a
    plain present verb (VBP) of a relative clause whose antecedent is a singular common noun. A
    relative pronoun takes the person and number of its antecedent, and the verb agrees with
    it (Quirk et al. 1985 §10.51, §17.12; H&P 2002 ch. 12 §3.4), so the plain form there is a
    slip of the source. Left alone: a coordinated antecedent, a quantity noun with an "of"
    phrase ("a number of tools that provide": notional agreement with the "of" noun, Quirk et
    al. 1985 §10.35, §10.41), a plural noun earlier in the sentence, which may be the real
    antecedent of a relative clause extraposed past a nearer noun ("projects early in the
    course that do something"; Quirk et al. 1985 §18.39) or misattached by the parse, and a
    form that is also a preterite (the tagger writes VBP on
    "that spread"), as ``_singular_pronoun_plain_verb`` does (stop 75, fl52)."""
    if subject.lower_ not in ("that", "which", "who") or verb.dep_ != "relcl":
        return False
    if verb.tag_ != "VBP" or verb.lemma_ == "be" or not verb.text.islower():
        return False
    antecedent = verb.head
    if antecedent.tag_ != "NN" or not antecedent.text.islower() or antecedent.i >= subject.i:
        return False
    if any(c.dep_ in ("conj", "cc") for c in antecedent.children):
        return False
    if any(c.dep_ == "prep" and c.lower_ == "of" for c in antecedent.children):
        return False
    if subject.lower_ == "who" and antecedent.lemma_.lower() in _NOTIONAL_PLURAL_NOUNS:
        # "an aging couple who travel to Tokyo": personal "who" after a collective noun picks
        # out its members, and the verb is plural by notional concord (Quirk et al. 1985
        # §10.40: "The audience, who were ..."; H&P 2002 ch. 5 §18.2). Blind review s10301
        # kept six pairs flagged on it. "a couple that travel" stays flagged (fl105)
        return False
    if not _certain_singular_subject(antecedent, subject) and any(
        t.tag_ == "NNS" and t.dep_ != "compound" for t in subject.doc[: antecedent.i]
    ):
        return False  # an earlier plural may be the antecedent of an extraposed relative
    return _plain_not_preterite(verb.lower_)


#: Determiners that only go with a singular count noun (Quirk et al. 1985 §5.12-5.14, H&P 2002
#: ch. 5 §7): "the", possessives and "that"/"this" are not here because "the"/possessives also
#: open plural phrases and "that" may be the relative pronoun itself.
_ONLY_SINGULAR_DETERMINERS = frozenset(["a", "an", "each", "every", "any", "another"])


def _certain_singular_subject(antecedent: Token, pronoun: Token) -> bool:
    """ "any transaction that affect the number of shares, ... will cause": the antecedent of
    the relative clause is the subject of its own clause, opened by a determiner that only takes
    a singular count noun, and the relative pronoun follows it directly. Such a noun phrase
    cannot be the intervening noun of a relative clause extraposed from an earlier plural
    (extraposition moves the clause past material of the same clause, to its end, never into
    a later subject: Quirk et al. 1985 §18.39), so an earlier plural elsewhere in the sentence
    (a first coordinate clause) does not save the plain verb (stop 77, fl56: s1204q's
    "any transaction that affect", b=0 "source agreement error")."""
    if antecedent.dep_ not in ("nsubj", "nsubjpass") or pronoun.i != antecedent.i + 1:
        return False
    return any(
        c.dep_ == "det" and c.lower_ in _ONLY_SINGULAR_DETERMINERS for c in antecedent.children
    )


def _singular_pronoun_plain_verb(subject: Token, verb: Token) -> bool:
    """ "It support virtual desktops": "he", "she" or "it" directly before a plain present verb
    (VBP) whose subject it is. A third person singular subject takes the -s form in the present
    (Quirk et al. 1985 §3.54; H&P 2002 ch. 3 §1.1); the plain form after it is the present
    subjunctive of a mandative or conditional clause ("We insist that it support ...", "lest
    he forget": Quirk et al. 1985 §3.59), so a clause opened by a subordinator is left alone, as
    are "be" ("as it were") and a verb with an auxiliary (stop 69, fl38)."""
    if subject.lower_ not in ("he", "she", "it") or verb.tag_ != "VBP" or verb.lemma_ == "be":
        return False
    if any(c.dep_ in ("aux", "auxpass", "mark") for c in verb.children):
        return False
    if verb.dep_ not in ("ROOT", "conj") or not verb.text.islower():
        return False
    # the plain form is the lemma itself and no preterite: the tagger also writes VBP on
    # preterites after a pronoun ("he swam", "She froze", "so serenely it spread"), which agree
    # with any subject
    if not _plain_not_preterite(verb.lower_):
        return False
    return not any(t.lower_ in ("that", "lest", "if") for t in subject.doc[: subject.i])


_SUBJECTS = ("nsubj", "nsubjpass", "expl", "csubj", "csubjpass")


def _plural_verb_conjunct(tok: Token) -> bool:
    """``tok`` is "are"/"were"/"have" right after "and"/"but" (adverbs between), heading or
    helping a verb-phrase conjunct with no subject of its own, whose first conjunct is an -s
    verb with a subject: "This genus contains three species, and are part of the family." A
    coordinated verb phrase shares its subject, so both verbs agree with it (H&P 2002 ch. 15
    §4.3, ch. 18 on agreement): one of them is a slip of the source or a conjunct was lost."""
    if tok.lower_ not in ("are", "were", "have"):
        return False
    prev = tok.i - 1
    while prev >= 0 and tok.doc[prev].tag_ == "RB":
        prev -= 1
    if prev < 0 or tok.doc[prev].lower_ not in ("and", "but"):
        return False
    verb = tok if tok.dep_ == "conj" else tok.head
    if verb.dep_ != "conj" or verb.i < tok.i and tok.dep_ != "conj":
        return False
    first = verb.head
    return (
        first.tag_ == "VBZ"
        and any(c.dep_ in _SUBJECTS for c in first.children)
        and not any(c.dep_ in _SUBJECTS for c in verb.children)
        and not _plural_noun_read_as_verb(first)
    )


def _plural_noun_read_as_verb(verb: Token) -> bool:
    """ "The old bone fragments date to ...": the tagger read the head noun of a compound subject
    as an -s verb ("fragments" VBZ, "bone" its subject) and the real plural subject's verb as a
    noun. A singular common noun right before an -s word that is also a plural noun is the
    premodifier of a noun compound (Quirk et al. 1985 §17.108 on noun premodifiers), the
    noun/verb tag ambiguity of -s forms that taggers get wrong most (Manning 2011), so the
    sentence agrees after all."""
    from .lexicon.wordnet import wordnet

    subject = verb.doc[verb.i - 1] if verb.i > 0 else None
    if subject is None or subject.dep_ not in _SUBJECTS or subject.tag_ != "NN":
        return False
    return bool(wordnet().synsets(verb.lemma_.lower(), pos="n"))


# -- recall rules after the blind review (#11, #12: garbled sources no check caught) ---------------

#: Wiki and HTML residue inside a sentence: a tag in any case ("< BR >", "</div"), wiki link or
#: template brackets ("[[", "]]", "{{", "}}"), a table-cell pipe standing alone, a heading rule
#: ("==", "= = ="): MediaWiki markup (Help:Wikitext) the dump left in; prose never writes them.
#: The spaces around a tag's slash are possessive (``\s*+``): a space can only be followed by the
#: slash, the name or ">", so giving spaces back never helps, and "<" before a long run of spaces
#: is no longer split every way (quadratic before stop 66; same matches on 300,000 strings).
_WIKI_MARKUP = re.compile(
    r"<\s*+/?\s*+(?:p|br|div|span|ref|td|tr|li|ul|small|sup|sub)\b\s*+/?\s*+(?:>|$)"
    r"|\[\[|\]\]|\{\{|\}\}|(?:^|\s)\|(?=\s|$)|(?:^|\s)=(?:\s?=)+(?=\s|$)",
    re.IGNORECASE,
)


def _open_final_bracket(text: str) -> bool:
    """A round bracket opened and never closed, with text after it ("Recent credits include
    Hamlet (Dir."): the splitter cut the sentence inside a parenthetical, here at an abbreviation's
    period, and the rest of it is in the next sentence. Brackets pair in prose (CMOS 6.101)."""
    opened = text.rfind("(")
    return opened >= 0 and ")" not in text[opened:] and text.count("(") > text.count(")")


#: The word before a closing round bracket that has no opening one: an enumeration label
#: ("1)", "a)", "iv)") is no cut; a word or a year is ("in Kreva) was a ruler").
_ENUMERATION_LABEL = re.compile(r"(?:\d{1,2}|[A-Za-z]|[ivxIVX]{1,4})")


def _unopened_parenthesis(text: str) -> bool:
    """A closing round bracket with no opening one, right after a word: the sentence starts
    inside a parenthesis whose opening part was cut off ("1297, died in 1382 in Kreva) was a
    ruler", the end of a birth-death bracket). Brackets pair in prose (CMOS 6.101-6.104);
    emoticons and enumeration labels ("1) first") are not words before the bracket."""
    depth = 0
    for i, char in enumerate(text):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth >= 0:
                continue
            word = re.search(r"[A-Za-z0-9]+$", text[:i])
            if word and not _ENUMERATION_LABEL.fullmatch(word.group()):
                return True
            depth = 0  # "3) the roads; 4) the labour force (one fifth)": a list, go on
    return False


def _unopened_bracket(text: str) -> bool:
    """A closing square bracket with no opening one before it ("Frank];]; 12 June 1929", "(];
    born 1995"): what is left of a pronunciation or language template whose content the dump
    removed (Template:IPAc-en, Template:Lang). Brackets pair in prose (CMOS 6.101-6.104)."""
    depth = 0
    for char in text:
        if char == "[":
            depth += 1
        elif char == "]":
            depth -= 1
            if depth < 0:
                return True
    return False


#: Capitalised nominative pronouns (not "I", which is always written so: "Henry I ruled"). In
#: running text one is capitalised only at the start of a sentence (CMOS 8.1), so right after a
#: name with no mark between them ("Dailey We started") the name is a speaker label of a
#: transcript whose colon was lost.
_GLUED_PRONOUNS = frozenset(["We", "He", "She", "They", "You", "It"])
#: Capitalised determiners that open a noun phrase (H&P 2002 ch. 5 §6): after a full name with
#: no punctuation between, such a word can only be the first word of a sentence the name was
#: run into, a byline or speaker label ("Matt Hellman Every time ..."; stop 49, fl7).
_GLUED_DETERMINERS = frozenset(
    ["Every", "The", "A", "An", "This", "These", "Those", "Each", "Most", "Our", "My", "Their"]
)


def _glued_speaker(doc: Doc) -> bool:
    """The sentence opens with one to three proper-noun words (NNP, capitalised) and then a
    capitalised nominative pronoun before a lower-case word ("Dailey We started stacking",
    "Mr. Dailey They came"): a transcript label glued to the turn. A title in title case ("All We
    Need") has a capital after the pronoun, and a determiner or adverb first ("All", "Then") is
    not a name."""
    words = [t for t in doc if not t.is_punct or t.text == "."]
    for i, tok in enumerate(words[1:4], start=1):
        # a determiner only after two or more name words (a full name, the byline's form): a
        # single capitalised word before it may be a sentence-initial adverb the tagger read as
        # a name
        if tok.text in _GLUED_PRONOUNS or tok.text in _GLUED_DETERMINERS and i >= 2:
            before = words[:i]
            if any(t.dep_ == "compound" and t.head.i == tok.i for t in before):
                # "Zheng He was ...": the parse reads the names and the capitalised word as
                # one noun phrase, a personal name whose given name is spelled like a pronoun
                # (Chinese "He", "I"); a label glued to a turn stands outside the clause and is
                # hung on its verb (npadvmod, dep), never as a compound modifier of the
                # turn's subject (stop 103, fl104)
                return False
            after = words[i + 1] if i + 1 < len(words) else None
            return (
                after is not None
                and after.text[:1].islower()
                and all(t.tag_ in ("NNP", "NNPS") and t.text[:1].isupper() for t in before)
                and not doc[tok.i - 1].is_punct
            )
        if not (tok.tag_ in ("NNP", "NNPS") and tok.text[:1].isupper()):
            return False
    return False


def _capitalised_common_noun(doc: Doc) -> bool:
    """A noun for a person set in capitals between lower-case words ("Both CHILDREN leave under
    the roof", "Another WARRIOR steps out"): screenplays and scripts capitalise a character at
    its first appearance in a direction (Riley, *The Hollywood Standard*, 2009, ch. 3), prose
    never does. Only a word whose first WordNet sense is a person (lexname ``noun.person``):
    program names and other acronyms spelled like words ("HELPS", "CARE") are not people. An acronym is spared: WordNet lists it in capitals (NASA, AIDS) or it is not a
    lower-case English noun at all (STARZ, NACM); one in parentheses or quotes, or next to
    another capitalised word (a name: "LIFE Magazine", "WWE RAW"), is spared too."""
    from .lexicon.wordnet import wordnet

    if not any(t.is_lower and t.is_alpha for t in doc):
        return False
    for tok in doc:
        text = tok.text
        if len(text) < 4 or not text.isalpha() or not text.isupper():
            continue
        if tok.tag_ not in ("NN", "NNS", "NNP", "NNPS"):
            continue
        prev = doc[tok.i - 1] if tok.i > 0 else None
        nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
        if nxt is None or not (nxt.is_lower or nxt.is_punct and nxt.text in ".,;:!?"):
            continue
        if prev is not None and not (prev.is_lower or prev.i == 0 and prev.is_title):
            continue
        synsets = wordnet().synsets(text.lower(), pos="n")  # WordNet lookup ignores case
        names = {name for synset in synsets for name in synset.lemma_names()}
        if text in names or text.rstrip("S") in names:
            continue  # an acronym WordNet knows in capitals: NASA, AIDS, SWAT
        forms = {text.lower(), tok.lemma_.lower()}
        senses = [synset for synset in synsets if forms & set(synset.lemma_names())]
        if not senses or senses[0].lexname() != "noun.person":
            continue  # not a role or character noun in its first sense ("HELPS", "CCSS")
        return True
    return False


#: Prepositions that need a complement: they never stand intransitively at the end of a clause
#: unless their object was moved away (Huddleston & Pullum 2002 ch. 7 §2.4 and §4.1; "in",
#: "on", "up", "about", "by", "over" ... also occur without a complement and are not listed).
_TRANSITIVE_PREPOSITIONS = frozenset(
    ["of", "to", "for", "with", "from", "at", "into", "onto", "upon", "toward", "towards"]
    + ["among", "amongst", "during", "despite", "via", "amid", "against", "unlike"]
)
#: Determiners and coordinators/subordinators that need what follows (``closed_class``).
_NEEDS_HEAD = NEEDS_HEAD_OR_COMPLEMENT


def _licenses_stranding(doc: Doc) -> bool:
    """Something in the sentence can leave a preposition without its object, so a final
    preposition may be stranded, not cut (H&P 2002 ch. 7 §4.1): a wh-word that is not a
    subject ("What are you looking at?", "which she lived in"), a relative or infinitival clause
    whose relative word is not its subject ("the house she lives in", "a place to live in"), a
    passive ("The issue was dealt with."), or a tough adjective's infinitive ("hard to deal
    with"). A subject relative ("a guitar that belongs to.") strands nothing."""
    for tok in doc:
        if tok.tag_ in ("WDT", "WP", "WP$", "WRB") and tok.dep_ not in ("nsubj", "nsubjpass"):
            return True
        if tok.dep_ in ("auxpass", "nsubjpass"):
            return True
        if tok.dep_ in ("relcl", "acl") and not any(
            c.dep_ in ("nsubj", "nsubjpass") and c.tag_ in ("WDT", "WP") for c in tok.children
        ):
            return True
        if tok.dep_ == "xcomp" and (
            tok.head.pos_ == "ADJ" or any(c.dep_ == "acomp" for c in tok.head.children)
        ):
            return True  # "hard to deal with", "She is hard to talk to"
        if (
            tok.pos_ == "VERB"
            and any(c.dep_ == "aux" and c.tag_ == "TO" for c in tok.children)
            and any(c.dep_ == "nsubj" and c.pos_ in ("NOUN", "PRON") for c in tok.children)
        ):
            # An infinitive has no nominative subject without "for", so a noun the parser made
            # the subject of a to-infinitive is the head of an infinitival relative misparsed
            # as a small clause ("find something decent to swing with"), which strands.
            return True
    return False


#: Finite verb tags: a comparative clause has a finite verb of its own.
_FINITE_TAGS = frozenset({"MD", "VBD", "VBZ", "VBP"})


def _comparative_gap(prep: Token) -> bool:
    """``prep`` closes a comparative clause opened by "than" or "as" before it, with a finite
    verb between the two and no comma, semicolon, colon, bracket or coordinator: "better notions
    than his elocution would do justice to", "so little labour as she would ever submit to". A
    comparative clause has a gap where the compared element would be (comparative deletion:
    H&P 2002 ch. 13 §2.2; Quirk et al. 1985 §15.63), and the gap may be a preposition's object,
    so the preposition is stranded, not cut. ``_licenses_stranding`` knew wh-words, relatives,
    passives and infinitives but no comparative clause: judged at stop 92 (fl81), the two Austen
    sentences above were ``source:truncated`` and their 2 pairs kept as is."""
    doc = prep.doc
    for tok in reversed(doc[: prep.i]):
        if tok.text in (",", ";", ":", "(", ")", "\u2014") or tok.tag_ == "CC":
            return False
        if tok.lower_ in ("than", "as"):
            return any(t.tag_ in _FINITE_TAGS for t in doc[tok.i + 1 : prep.i])
    return False


def _ends_unfinished(doc: Doc) -> bool:
    """The last word (before the final punctuation, if any) needs a complement it does not have: an
    article, "its", a coordinator or subordinator (``_NEEDS_HEAD``; "he bought the.", "They
    sold apples and."), or a preposition that needs an object (``_TRANSITIVE_PREPOSITIONS``)
    with none and nothing that could strand it (``_licenses_stranding``): "a guitar that
    belongs to.", "we can begin to think about." is not caught ("about" also stands alone).
    Infinitival "to" of an ellipsis ("did not want to.") is TO, not a preposition; "come to"
    (regain consciousness) takes no object (H&P 2002 ch. 7 §2.4)."""
    words = [t for t in doc if not t.is_punct]
    if not words or doc[-1].is_punct and doc[-1].text not in (".", "!", "?"):
        return False  # other final marks are ``_cut_off``'s; no mark at all is checked here too
    last = words[-1]
    if last.i > 0 and (not doc[last.i - 1].whitespace_ or doc[last.i - 1].text == "-"):
        return False  # the end of a hyphenated name ("Chae Jung-an.", split "Jung - an.")
    if last.text in _NEEDS_HEAD:
        return last.i > 0
    if last.text not in _TRANSITIVE_PREPOSITIONS or last.tag_ != "IN":
        return False
    if any(c.dep_ in ("pobj", "pcomp") for c in last.children) or last.head.lemma_ == "come":
        return False
    if last.lower_ == "to" and _infinitive_ellipsis(last):
        return False
    if _contact_relative(last) or _comparative_gap(last):
        return False
    return not _licenses_stranding(doc)


#: A dash: an em or en dash, a double hyphen, or a hyphen spaced on both sides (the typewriter
#: dash; CMOS 6.85).
_DASH = re.compile(r"\u2014|\u2013|--+|(?<=\s)-(?=\s)")
#: Finite auxiliaries that are never nouns or names ("can", "will", "may", "might" are; "do"
#: is an imperative: "Come in\u2014do."): one alone after a dash has no subject and no verb.
_DASH_CUT_AUXILIARIES = frozenset(
    ["is", "are", "was", "were", "am", "has", "have", "had", "does", "did"]
    + ["would", "could", "should", "shall", "must"]
)
_TAIL_MARKS = ".!?\u2026\"'\u201c\u201d\u2018\u2019()[]"


def has_cut_after_dash(text: str, doc: Doc | None = None) -> bool:
    """The sentence ends one or two words after its last dash, on a word that cannot end a
    sentence: "resisted by the farmers\u2014such.", "quiet\u2014and the.", "sat
    down at last.\u2014Mr.". A dash marks an interruption that the sentence then completes or a
    break where an appositive or afterthought follows (Quirk et al. 1985 App. III on the dash;
    CMOS 6.82-6.85); what follows it is a phrase of its own, and a phrase that stops on a
    determiner, coordinator or subordinator (``closed_class.NEEDS_HEAD_OR_COMPLEMENT``),
    "such"/"as" ("such as" opens a list) or a social title before its name ("Mr.",
    ``closed_class.SOCIAL_TITLES``; a splitter cut at the abbreviation's point) was cut by the
    source. A lone finite auxiliary (``_DASH_CUT_AUXILIARIES``) or a preposition that needs an
    object (``_TRANSITIVE_PREPOSITIONS``, with nothing that strands it: ``_licenses_stranding``)
    counts only after a dash that opens an aside (an odd count of dashes): after the closing
    dash of a pair the interrupted clause goes on and may end on its verb or a stranded
    preposition, "what a crystal - for instance, ice - was.", "nothing to write\u2014or
    argue\u2014about." An appositive content word or phrase ends the sentence: "He had one aim\u2014revenge.", "They
    came\u2014all of them." (stop 100, fl99)."""
    dashes = list(_DASH.finditer(text))
    if not dashes:
        return False
    words = text[dashes[-1].end() :].split()
    if not 1 <= len(words) <= 2:
        return False
    last = words[-1].strip(_TAIL_MARKS)
    if not last.isalpha() or last.isupper() and len(last) == 1:
        return False  # a number, a symbol, a letter name ("Vitamin\u2014A.")
    low, alone = last.lower(), len(words) == 1
    if low in SOCIAL_TITLES:
        return words[-1].lstrip(_TAIL_MARKS).startswith(last + ".")
    if low in NEEDS_HEAD_OR_COMPLEMENT:
        return True
    if low == "such" or low == "as":
        return alone or [w.strip(_TAIL_MARKS).lower() for w in words] == ["such", "as"]
    if len(dashes) % 2 == 0:
        return False  # the closing dash of a pair: the clause it interrupted goes on
    if low in _DASH_CUT_AUXILIARIES:
        return alone
    if low in _TRANSITIVE_PREPOSITIONS:
        return doc is None or not _licenses_stranding(doc)
    return False


def _object_then_final_in(doc: Doc) -> bool:
    """ "Some users started a table in.": the sentence ends on "in" with no object, after the
    direct object of its verb, and nothing in the sentence can strand a preposition
    (``_licenses_stranding``). Stranding needs an extraction site (H&P 2002 ch. 7 §4.1), so this
    "in" is either a particle or a cut preposition; it is a particle only where the verb and "in"
    form a phrasal verb ("let the dog in", "fill the form in": Quirk et al. 1985 §16.2-16.5),
    which WordNet lists as a verb "<lemma>_in" (``let_in``, ``fill_in``, ``plug_in``). A verb of
    placing or motion with a goal understood ("put the key in") also has such an entry, and a
    verb WordNet does not know with "in" is left alone. The tag is no help: the parser writes IN
    or RP (particle) on such an "in" alike, so the WordNet entry decides (stop 78, fl57)."""
    from .lexicon.wordnet import wordnet

    words = [t for t in doc if not t.is_punct]
    if not words or doc[-1].text != ".":
        return False
    last = words[-1]
    if last.lower_ != "in" or last.tag_ not in ("IN", "RP") or any(True for _ in last.children):
        return False
    verb = last.head
    if verb.pos_ != "VERB" or not any(c.dep_ == "dobj" and c.i < last.i for c in verb.children):
        return False
    if not wordnet().synsets(verb.lemma_.lower(), pos="v"):
        return False
    if wordnet().synsets(f"{verb.lemma_.lower()}_in", pos="v"):
        return False
    return not _licenses_stranding(doc)


def _contact_relative(prep: Token) -> bool:
    """The clause of ``prep`` opens on its own subject right after a noun, or after "that"
    after a noun: a relative clause with no relative word or with "that", whose gap is the
    preposition's object ("it is not only Europe the play refers to", "the drawl that others
    make fun of"; H&P 2002 ch. 12 §3.2 on bare and "that" relatives, ch. 7 §4.1 on stranding).
    The parser reads such a clause as a complement or leaves "that" a complementizer, so
    ``_licenses_stranding`` does not see it (stop 49, fl8)."""
    verb = prep.head
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or verb.dep_ == "ROOT" or subject.left_edge.i == 0:
        return False
    if subject.tag_ in ("WDT", "WP") or subject.lower_ == "that":
        return False  # a subject relative strands nothing: "a guitar that belongs to."
    before = prep.doc[subject.left_edge.i - 1]
    if before.lower_ == "that" and before.i > 0:
        before = prep.doc[before.i - 1]
    return before.pos_ in ("NOUN", "PROPN") and before.i < verb.i


@cache
def _to_infinitive_verbs() -> frozenset[str]:
    """Lemmas that take a to-infinitive complement: the "to" entries of
    ``wordlists/verb_signatures.txt`` (Karttunen 2012; Ross & Pavlick 2019) and the simple
    catenatives (``wordlists/verb_complement_simple_catenatives.txt``; CGEL ch. 14 §5)."""
    from .resources import wordlist

    lemmas = {lemma.lower() for lemma, comp, _, _ in verb_signatures() if comp == "to"}
    return frozenset(lemmas | set(wordlist("verb_complement_simple_catenatives")))


def _infinitive_ellipsis(to: Token) -> bool:
    """A final "to" (tagged IN by the small parser) right after a verb that takes a
    to-infinitive ("nor did I wish to.", "She asked, but he refused to."): the stranded
    infinitival marker of a verb-phrase ellipsis, whose verb phrase is in the clause before
    (H&P 2002 ch. 17 §7.3 on ellipsis after infinitival "to"), not a preposition that lost its
    object. "a guitar that belongs to." is no such verb and stays a cut."""
    verb = to.head
    if verb.pos_ not in ("VERB", "AUX") or verb.i >= to.i:
        return False
    if any(t.pos_ not in ("ADV", "PART") for t in to.doc[verb.i + 1 : to.i]):
        return False
    return verb.lemma_.lower() in _to_infinitive_verbs()


#: Marks that end or interrupt a phrase: a preposition directly before one of them has lost its
#: object (CMOS 6.16-6.65: no punctuation separates a preposition from its object).
_PHRASE_BREAKS = frozenset([",", ";", ":", ")", "\u2013", "\u2014", "--"])
#: Prepositions that never take a second preposition phrase as their complement, so one of them
#: straight after a transitive preposition ("from to present", "similar to by") shows the first
#: one's object was dropped. Complex prepositions take a locative phrase ("from under the bed",
#: "until after the war"; H&P 2002 ch. 7 §2.3): locatives are not listed.
_NO_PP_COMPLEMENT = frozenset(["of", "to", "for", "with", "by", "from", "at", "into", "onto"])


#: Prepositions that take a noun phrase and never a clause (H&P 2002 ch. 7 §2.4; "as", "after",
#: "before", "since", "until", "like", "than" also take clauses: "listened as, one after
#: another, boys got up"), so an object after a comma set right after one of them was parted
#: from it.
_NOUN_PHRASE_PREPOSITIONS = _TRANSITIVE_PREPOSITIONS | frozenset(["in", "on", "near", "within"])


def _coordinated_preposition(doc: Doc, start: int) -> bool:
    """A coordinator follows ``start`` before the next preposition with an object: right node
    raising shares one object among coordinated prepositions ("in and around the city", "before,
    during and after the war", "similar to, but cheaper than, tin"; H&P 2002 ch. 15 §4.4)."""
    for tok in doc[start:]:
        if tok.tag_ == "CC" or tok.lower_ in ("and", "or", "but", "nor"):
            return True
        if tok.tag_ == "IN" and any(c.dep_ in ("pobj", "pcomp") for c in tok.children):
            return False
    return False


def _last_raised_conjunct(doc: Doc, index: int) -> bool:
    """The preposition at ``index`` ends the last conjunct of a right node raising set off by
    commas ("copies after, or inspired by, Millet"): a coordinator stands between it and the
    comma before it (CMOS 6.22 on commas around the raised element)."""
    for tok in reversed(doc[:index]):
        if tok.text == ",":
            return False
        if tok.tag_ == "CC":
            return any(t.text == "," for t in doc[: tok.i])
    return False


def _clausal_aside(doc: Doc, start: int) -> bool:
    """A subordinate clause opens at ``start`` ("if", "though", "when" ...) and a later comma
    closes it: an interrupting adverbial set off by paired commas (CMOS 6.17; "concludes with,
    if not rejecting it outright, advocating a precept"), however long, before the object of
    the preposition in front of it (stop 49, fl8)."""
    if start >= len(doc) or doc[start].dep_ != "mark" and doc[start].pos_ != "SCONJ":
        return False
    return any(t.text == "," for t in doc[start + 1 :])


def _range_phrase(doc: Doc, prep: Token) -> bool:
    """``prep`` is "from" with "to", "until" or "through" later: a "from ... to" range, which
    serves as the complement of another preposition ("a growth of from 4 feet to 10", "until
    from 5 to 7"; Quirk et al. 1985 §9.4, H&P 2002 ch. 7 §2.3 on prepositional complements of
    prepositions), not a sign that the first lost its object (stop 49, fl8)."""
    return prep.lower_ == "from" and any(
        t.lower_ in ("to", "until", "through") for t in doc[prep.i + 2 :]
    )


#: Superlatives that make a fixed adverbial with "at" ("at least", "at most", "at best", "at
#: worst"): focusing and degree adverbials (Quirk et al. 1985 §8.116 and §8.127; H&P 2002 ch. 6
#: §7.3 on "at least"/"at most" as fixed phrases), which may stand inside a preposition phrase
#: before its object ("for at least the next decade", "to at most ten").
_AT_SUPERLATIVES = frozenset(["least", "most", "best", "worst"])


def _fixed_at_adverbial(doc: Doc, prep: Token) -> bool:
    """``prep`` is the "at" of "at least"/"at most"/"at best"/"at worst": a fixed adverbial that
    modifies the object of the preposition before it ("will continue for at least the next
    decade"), not a second preposition that left the first without its object (stop 82, fl67)."""
    return (
        prep.lower_ == "at"
        and prep.i + 2 < len(doc)
        and doc[prep.i + 1].lower_ in _AT_SUPERLATIVES
        and not doc[prep.i + 2].is_punct
    )


def _stranded_preposition(doc: Doc) -> bool:
    """A preposition inside the sentence whose object the source lost: the dump of a wiki text
    drops a link or a template ({{convert}}, {{city}}) and leaves "similar to, with a darker
    skin", "records from to present", "accountable for by backing", "located in , Utah".
    A preposition needs its complement (H&P 2002 ch. 7 §2.4) and no comma parts the two. Fires
    when a preposition of ``_TRANSITIVE_PREPOSITIONS`` with no object is followed directly by a
    mark of ``_PHRASE_BREAKS`` or a preposition of ``_NO_PP_COMPLEMENT``; or when any
    preposition's object comes after a comma set directly after it, with no second comma to
    close an aside ("in, say, Utah") and no apposition marker after it ("of, e.g. DIL
    packages", ``closed_class.APPOSITION_ABBREVIATIONS``: the marker opens an aside whose
    closing comma is often left out; stop 74). Grammatical stranding is left alone (H&P 2002 ch. 7 §4.1):
    a wh-word, relative, infinitival, passive or tough clause anywhere (``_licenses_stranding``;
    "the man she spoke to, Mary, smiled", "was paid for by the council"), a coordinator before
    the next preposition's object (right node raising), "come to" (regain consciousness), and
    particles (tagged RP or not IN: "came in, and sat down")."""
    stranding = None
    for tok in doc[:-1]:
        if tok.tag_ != "IN" or tok.dep_ not in ("prep", "dative", "agent"):
            continue
        after = doc[tok.i + 1]
        if tok.i > 0 and (not doc[tok.i - 1].whitespace_ or doc[tok.i - 1].text == "-"):
            continue  # a piece of a hyphenated word
        marker = doc[tok.i + 2].lower_ if tok.i + 2 < len(doc) else ""
        if after.text == "," and marker in APPOSITION_ABBREVIATIONS:
            # "mounting of, e.g. DIL packages": the comma belongs to the apposition marker
            # (Quirk et al. 1985 §17.65), whose closing comma writers often leave out; the
            # object follows it, however the parser attached it (stop 74, fg02: s1204i's
            # judges kept two such pairs)
            continue
        objects = [c for c in tok.children if c.dep_ in ("pobj", "pcomp")]
        next_preposition = (
            after.lower_ in _NO_PP_COMPLEMENT
            and not _fixed_at_adverbial(doc, after)
            and after.tag_ in ("IN", "TO")
            and after.whitespace_
            and (after.i + 1 == len(doc) or doc[after.i + 1].text != "-")
            and not _range_phrase(doc, after)
        )
        if objects and not next_preposition:
            if tok.lower_ not in _NOUN_PHRASE_PREPOSITIONS:
                continue  # "as", "after", "since" ... may open a clause after an aside
            obj = objects[0]
            if after.text != "," or obj.i <= after.i:
                continue
            between = doc[after.i + 1 : obj.left_edge.i]
            if any(t.text == "," or t.tag_ == "CC" for t in between):
                continue  # an aside ("in, say, Utah") or coordination
            if _last_raised_conjunct(doc, tok.i) or any(
                a.dep_ in ("relcl", "acl") for a in tok.ancestors
            ):
                continue  # a relative clause may strand it: "something he told her of, an item"
            return True  # "located in , Utah": the object parted from its preposition
        if tok.lower_ not in _TRANSITIVE_PREPOSITIONS or tok.head.lemma_ == "come":
            continue
        if after.text in _PHRASE_BREAKS:
            if after.text == "," and any(t.text == "," for t in doc[after.i + 1 : after.i + 7]):
                continue  # an aside before the object: "famous for, among other things, hats"
            if after.text == "," and _clausal_aside(doc, after.i + 1):
                continue
        elif next_preposition:
            if after.lower_ == "by" and tok.head.tag_ == "VBN":
                continue  # a prepositional passive's agent: "was paid for by the council"
        else:
            continue
        if tok.head.tag_ == "VBN" and tok.head.i == tok.i - 1:
            continue  # a prepositional passive: "The issue was dealt with, and ..."
        if _coordinated_preposition(doc, tok.i + 1):
            continue
        if stranding is None:
            stranding = _licenses_stranding(doc)
        if not stranding and not _comparative_gap(tok):
            return True
    return False


#: A sentence opening on a bare parenthesised year ("(2005) showed that ...", "(1941) is a film
#: serial ..."): an author-date citation (APA §8.11) or a title whose author or name the splitter
#: cut off before it.
_YEAR_START = re.compile(r"^\(\s*(?:1[5-9]\d\d|20\d\d)[a-z]?\s*\)")


def _subjectless_verb_start(doc: Doc) -> bool:
    """The sentence opens on a finite past or -s verb, the root, with no subject anywhere
    ("Came three pitches on Sunday.", "Says the plan is fine."): a finite clause needs its
    subject (H&P 2002 ch. 4 §1; subject omission is conversational ellipsis or a clause cut
    from a title or list). The small parser reads the archaic inversion "Came the dawn." as a
    verb and its object, so that rare literary order is flagged too (docs/fitness.md).
    Imperatives are base forms (VB) and are not touched; neither are questions with "Did"."""
    words = [t for t in doc if not t.is_punct]
    # a leading coordinator does not supply the subject ("And slammed it down when they came.")
    lead = 1 if len(words) > 1 and words[0].tag_ == "CC" else 0
    first = words[lead] if words else None
    if first is None or first.dep_ != "ROOT" or first.tag_ not in ("VBD", "VBZ"):
        return False
    if not words[0].text[:1].isupper() or doc[-1].text == "?":
        return False  # a question ("Says who?", "Wanted anything else?") drops more freely
    subjects = ("nsubj", "nsubjpass", "expl", "csubj", "csubjpass")
    if lead:  # the root's own subject: a subordinate clause's does not count
        return not any(c.dep_ in subjects for c in first.children)
    return not any(t.dep_ in subjects for t in doc)


#: Verbs that open a declarative before their subject in subject-auxiliary and copular
#: inversion ("Is not as important as the fact that ...", "Were the last words I heard"), so a
#: sentence they open is judged by ``_subjectless_verb_start`` alone.
_INVERTING_VERBS = frozenset({"be", "have", "do"})


def _statement_words(doc: Doc) -> list[Token]:
    """The words (no punctuation) of a sentence that is no question and opens in a capital, or
    none: only such a sentence can be a subjectless statement that a verb opens (a question
    inverts, a lower-case start is a piece cut from one)."""
    words = [t for t in doc if not t.is_punct]
    if not words or doc[-1].text == "?" or not words[0].text[:1].isupper():
        return []
    return words


def _opening_root_verb(doc: Doc, tags: tuple[str, ...]) -> Token | None:
    """The first word of a sentence that is no question and opens in a capital, when it is the
    sentence's root with a tag in ``tags``: the verb that ``telegraphic_verb_start``,
    ``understood_it_verb_start`` and ``_reporting_verb_start`` find with no subject before it."""
    words = _statement_words(doc)
    if not words:
        return None
    first = words[0]
    return first if first.dep_ == "ROOT" and first.tag_ in tags else None


#: Parts of speech whose words carry a clause's content: the words by which a rewritten side of
#: a pair shows that it kept the subjectless main clause (``subjectless_clause_words``).
_CONTENT_POS = frozenset({"NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM"})
#: Links of a clause that asserts on its own to the clause above it: an adverbial clause, a
#: coordinate, a paratactic clause (H&P 2002 ch. 8 §1, ch. 15 §1).
_INDEPENDENT_CLAUSE_DEPS = frozenset({"advcl", "conj", "parataxis"})


def subjectless_clause_words(doc: Doc, char_start: int) -> frozenset[str] | None:
    """The words of a ``subjectless`` sentence outside the clause of the trigger at
    ``char_start``, when that clause has a subject of its own; ``None`` when it has none.

    ``subjectless`` is a fact about the sentence's main clause ("Manages to be original, even
    though it rips off many of its ideas.": "Manages" has no subject). A trigger inside a
    subordinate or coordinate clause with its own subject ("it rips off many ...") is the
    clause an implicature or presupposition rewrite builds its sides from: that clause is
    complete (H&P 2002 ch. 11 §1 on finite subordinate clauses with their own subject), and a
    side built from it alone inherits nothing of the main clause's missing subject (stop 94,
    fl85: s9403's judge kept all four implicature pairs of such a sentence flagged
    ``source:subjectless``). The check reads the smallest clause around the trigger that has
    a subject (``SUBJECT_DEPS``), walking up the trigger's heads; the main clause itself never
    counts (it is the subjectless one). The words returned (forms and lemmas of the content
    words outside that clause) let the caller see whether a rewritten side kept any of the
    subjectless main clause ("Doesn't manage to be original, ...")."""
    token = next((t for t in doc if t.idx <= char_start < t.idx + max(len(t.text), 1)), None)
    if token is None:
        return None
    clause = token
    while not any(c.dep_ in SUBJECT_DEPS for c in clause.children):
        if clause.dep_ == "ROOT" or clause.head.i == clause.i:
            return None
        clause = clause.head
    if clause.dep_ == "ROOT" or clause.head.i == clause.i:
        return None
    # only a clause that asserts on its own: an adverbial, coordinate or paratactic clause all
    # the way up to the main clause. A content clause, relative or non-finite clause is part of
    # the main clause's proposition ("Indicates the transaction is included ...": what is
    # indicated; H&P 2002 ch. 11 §1-§3 on content clauses as complements), so a side built on
    # it still needs the missing subject (s1204p's judge rejected such a pair)
    link = clause
    while link.dep_ != "ROOT" and link.head.i != link.i:
        if link.dep_ not in _INDEPENDENT_CLAUSE_DEPS:
            return None
        link = link.head
    inside = {t.i for t in clause.subtree}
    words = set()
    for t in doc:
        if t.i not in inside and t.pos_ in _CONTENT_POS and t.is_alpha:
            words.update((t.lower_, t.lemma_.lower()))
    return frozenset(words)


def telegraphic_verb_start(doc: Doc) -> bool:
    """The sentence opens on a finite lexical verb, its root, that has a noun after it but no
    subject before it ("Allows Settlers to build forts.", "Makes two citizens content.", "Turns
    out he was right."). English puts a lexical verb before its subject only in quotative
    inversion, with a quotation (``_reporting_verb_start``), and in the literary "Came the
    dawn." (Quirk et al. 1985 §18.23-18.24), so the noun is the verb's object or its
    complement's subject, which ``_subjectless_verb_start``'s any-subject test takes for the
    sentence's own: help text, bullets and diary-style ellipsis with the subject left out
    (H&P 2002 ch. 4 §1). A rewrite that drafts a new clause from such a sentence ("Settlers
    build forts.", "Doesn't make two citizens content.") has nobody to predicate of: judged,
    12 of 12 such implicature and verb-complement pairs were rejected for it (s1202e, stop 58);
    for conjunction, which keeps the sentence as found, a warning (``flags.DEMOTED``: made a
    defect by fl28, a warning again after ab73; ``understood_it_verb_start``, docs/flags.md)."""
    first = _opening_root_verb(doc, ("VBZ", "VBD"))
    if first is None or first.lemma_.lower() in _INVERTING_VERBS or _QUOTATION.search(doc.text):
        return False
    return not _subjectless_verb_start(doc)


#: Verbs of a reporting frame (``_REPORTING_VERBS`` and the other verbs of saying journalists
#: put first, Quirk et al. 1985 §14.29; Collins & Branigan 1997, "Quotative inversion", NLLT 15).
_QUOTATIVE_VERBS = _REPORTING_VERBS | frozenset(
    ["claim", "write", "report", "argue", "warn", "admit", "state", "suggest", "announce"]
    + ["declare", "confirm", "observe", "comment"]
)
#: A quotation: a double-quoted span, or a single-quoted one of four words or more (a shorter
#: one is a scare quote: "a 'very substantial' portion"). Each of the three word steps takes one
#: character and then runs to the next space, so the match is linear; the lazy ``(?:[^']+?\s){3,}``
#: it replaces (same matches on 300,000 random strings) backtracked exponentially after a lone
#: apostrophe (16 s on "He said ' a a ... a don't" with 24 words, stop 66).
_QUOTATION = re.compile(
    r"[\"\u201c\u201d]|(?<!\w)['\u2018](?:[^'\u2018\u2019][^'\u2018\u2019\s]*\s){3}"
    r"[^'\u2018\u2019]*['\u2019](?!\w)"
)


#: Intransitive verbs of position, motion and appearance that a full noun phrase subject may
#: follow in literary inversion ("Comes the dawn.", "Follows the winter."; Quirk et al. 1985
#: §18.23 on subject-verb inversion after a verb of this class; Birner 1994, "Information status
#: and word order", Language 70, on presentational inversion): the noun phrase after them, the
#: last thing in the sentence, is their subject, not an object.
_PRESENTATIONAL_VERBS = frozenset(
    ["come", "follow", "remain", "arise", "appear", "emerge", "arrive", "exist", "stand", "lie"]
)


def _presentational_inversion(verb: Token) -> bool:
    """``verb`` (a sentence-initial present -s verb) is a presentational verb
    (``_PRESENTATIONAL_VERBS``) followed only by a definite or determined noun phrase that ends
    the sentence: "Comes the dawn.", the literary inversion whose subject comes last."""
    if verb.lemma_.lower() not in _PRESENTATIONAL_VERBS:
        return False
    rest = [t for t in verb.doc[verb.i + 1 :] if not t.is_punct]
    nouns = [c for c in verb.children if c.dep_ in ("dobj", "attr", "npadvmod", "nsubj")]
    if len(nouns) != 1 or not rest:
        return False
    noun = nouns[0]
    determined = any(c.dep_ in ("det", "poss") for c in noun.children)
    return determined and noun.left_edge.i == verb.i + 1 and noun.right_edge.i == rest[-1].i


#: Dependents of an opening "was"/"had" that could be a subject the parse put after it (the
#: inverted subject of a question or a conditional: "Were the last words I heard ...", "Had
#: the plan worked, ..."): a noun phrase, or a clause standing in for one.
_NOMINAL_AFTER_VERB = frozenset({"attr", "dobj", "nsubj", "nsubjpass", "expl", "csubj", "ccomp"})


def _uninvertible_be_have(verb: Token) -> bool:
    """An opening past "was/were" or "had" with no noun phrase after it that could be its
    inverted subject: subject-auxiliary inversion puts the subject, a noun phrase, right after
    the operator (Quirk et al. 1985 §2.48, §18.24; H&P 2002 ch. 3 §2.1.2), so a "was/were"
    whose next word opens a preposition phrase ("Was on hold for an hour and ...") or a "had"
    whose complement is the
    to-infinitive of "have to" ("Had to run for the bus ...": "have to" is a lexical verb, with
    do-support, not an operator: Quirk et al. 1985 §3.47; H&P 2002 ch. 3 §2.5.2) heads a
    declarative clause whose subject is missing, the diary's left-edge subject ellipsis
    (Haegeman 1990; Weir 2012), not an inversion. Stop 92 (fl81) left every "be/have" start a
    ``fragment``; the judges have since kept such diary pairs flagged ``source:fragment`` as
    they stand (s1208a's "Was on hold ... and then ...", s9302's "Had to run with ...") (stop
    95, fl87). A "had" with an object ("Had the best time ...") is left alone: "had" + noun
    phrase is also the inverted conditional's shape. An adjective phrase after "was" ("Was
    delicious and arrived fast.", whose understood subject is the thing reviewed, not the
    writer) is left a ``fragment`` as fl81 had it: no judged pair of that shape yet."""
    lemma = verb.lemma_.lower()
    children = list(verb.children)
    if any(c.dep_ in _NOMINAL_AFTER_VERB for c in children):
        return False
    if lemma == "be":
        return verb.lower_ in ("was", "were") and any(
            c.dep_ == "prep" and c.i == verb.i + 1 for c in children
        )
    if lemma == "have":
        return any(
            c.dep_ == "xcomp"
            and any(a.dep_ == "aux" and a.tag_ == "TO" and a.i == verb.i + 1 for a in c.children)
            for c in children
        )
    return False


def past_subject_drop(doc: Doc) -> bool:
    """The sentence opens on a past-tense lexical verb (VBD), its root, with no subject anywhere
    and no quotation: "Bought these at the market and was unimpressed.", "Went to the store and
    found this." This is the subject ellipsis of diaries, notes and reviews, whose understood
    subject is the writer, "I" (Haegeman 1990, "Non-overt subjects in diary contexts"; Weir
    2012, "Left-edge deletion in English and subject omission in diaries", ELL 16; Quirk et al.
    1985 §12.47 on situational ellipsis of the subject; H&P 2002 ch. 4 §1). Until stop 92 it
    was a ``fragment`` (``_subjectless_verb_start``) while the same clause tagged VBN ("Ordered
    two boxes and shared them.") was ``subjectless`` (``_nonfinite_gloss_root``): one
    construction, two reasons, by the tagger's choice. Now ``subjectless`` like the VBN reading
    and ``telegraphic_verb_start``'s: a defect for the phenomena that draft an operator or a new
    clause on it (nobody to predicate of), a warning for conjunction, which keeps the sentence
    as found on both sides (``flags.DEMOTED``). Judged at stop 92 (fl81; flagged draws of
    s1202-s1207 re-run at int92): 4 of 7 conjunction pairs on such a sentence kept as is
    (review diaries "Bought ... and ...", "Went to ... and found ..."), the rejections naming
    the cut. Not touched: "be", "have", "do" (subject-auxiliary and copular inversion: "Were the
    last words I heard", ``_INVERTING_VERBS``), a verb of presentational inversion ("Came the dawn.",
    ``_PRESENTATIONAL_VERBS``), a leading coordinator ("And slammed it down ...": a clause
    cut from a coordination), a question."""
    first = _opening_root_verb(doc, ("VBD",))
    if first is None or _QUOTATION.search(doc.text):
        return False
    if first.lemma_.lower() in _INVERTING_VERBS and not _uninvertible_be_have(first):
        return False
    if first.lemma_.lower() in _PRESENTATIONAL_VERBS:
        return False  # "Came three pitches on Sunday.": the noun phrase after it may be its
        # subject (presentational inversion, Quirk et al. 1985 §18.23; Birner 1994)
    return _subjectless_verb_start(doc)


def understood_it_verb_start(doc: Doc) -> bool:
    """The sentence's root is a present -s verb (VBZ) that opens it with no subject of its own:
    "Produces rations for the mines.", "Breeds helpful donkeys for ...", "Adds a shield of pure
    force that protects ...", "Seems like a good plan.", "Turns out he was right." A finite
    clause needs its subject (H&P 2002 ch. 4 §1), and a 3rd-singular verb with none is the
    block language of item, building and help text whose subject is the item the entry names,
    an understood "It" (Quirk et al. 1985 §11.44 on block language, §12.48 on the subject left
    out): not an imperative, whose verb is the base form (VB) and whose understood subject is
    "you". Read alone, as every premise and hypothesis is, the clause predicates of nobody:
    judged, the s1202r judges rejected 6 of 6 such conjunction pairs and s1202l's 1 of 1 such
    implicature pair, for this alone ("add 'It'"; stop 65, fl28), where earlier judges had kept
    4 (s1202l) and 2 (stop 58) conjunction pairs, and the A/B draw ab73 kept 18 of 25 refused
    Jargon File glosses: a defect for the phenomena that build an operator or a draft on the
    clause, a warning for conjunction, which keeps it as found (flags.DEMOTED; docs/flags.md,
    stop 65). One check for every phenomenon, premises and hypotheses alike (stop 62's
    ``_item_text_verb_start`` took only verbs with a noun object, the rest were ``fragment`` or
    ``subjectless`` by other checks).
    Not touched: "is/has/does" (subject-auxiliary and copular inversion, judged by
    ``_subjectless_verb_start``), a question, a quotation (quotative inversion: "Says Kim:
    '...'"), a subject of the verb's own anywhere after it ("Comes the dawn.", a presentational
    inversion, ``_presentational_inversion``; "There comes a time" has its expletive first), and
    a noun the tagger took for a verb ("Ships need ...": its verb, not the noun, is the root)."""
    first = _opening_root_verb(doc, ("VBZ",))
    if first is None or first.lemma_.lower() in _INVERTING_VERBS:
        return False
    if _QUOTATION.search(doc.text) or any(c.dep_ in SUBJECT_DEPS for c in first.children):
        return False
    return not _presentational_inversion(first)


def _nonfinite_gloss_root(doc: Doc) -> Token | None:
    """The root of a sentence that is a non-finite predicate standing alone, the gloss of a
    verb or the usage note of a dictionary entry (stop 66, fl31): an infinitive with its "to"
    ("To send a message to every user on a network.": the definiens of a verb headword, Landau
    2001 ch. 4) or a past participle with no auxiliary ("Used to describe a program that never
    ends.", "Designed for small machines.", "Developed at Bell Labs by ...": a reduced passive
    whose understood subject is the headword, Quirk et al. 1985 §15.49, §12.48 on the subject
    left out). Neither is finite, and a sentence needs a finite main clause with its subject
    (H&P 2002 ch. 4 §1, ch. 14 §1), so read alone it predicates of nobody, like the -s verb of
    ``understood_it_verb_start``. Not an imperative: "Refer to the manual." has the base form
    with no "to" (VB, understood "you"). Only a root that opens the sentence (after adverbs:
    "Originally designed for ...") and has no subject and no auxiliary of its own (a passive's
    "is", "Attached is a copy ...", "Included in the package are ..."), no quotation, no
    question; and every finite verb in it lies in a clause that a subordinator or a relative
    word opens ("... a program that never ends", "... before it ships"): a finite clause with a
    subject and no such word is a main clause the parser hung under the participle ("Born in
    1916, he died ..."), so the sentence is whole. A naming verb's participle ("Also called
    X.") is ``_naming_gloss``'s, a gloss of a word (``fragment``). In ``assess`` it yields to
    the verbless readings that already took such a sentence ("Packed with nutrients." stays
    ``description``, "Badly hurt, knowing if he stopped." ``fragment``: tests of stops 61 and
    44): it adds ``subjectless`` where no reason was given."""
    words = _statement_words(doc)
    if not words:
        return None
    root = next((t for t in words if t.tag_ not in ("RB", "TO")), None)
    if root is None or root.dep_ != "ROOT" or sum(t.dep_ == "ROOT" for t in doc) != 1:
        return None
    opening = words[: words.index(root)]
    if any(t.head.i != root.i for t in opening):
        return None  # the adverbs and "to" before it are its own
    children = list(root.children)
    if any(c.dep_ in SUBJECT_DEPS for c in children):
        return None
    to = [t for t in opening if t.tag_ == "TO"]
    if root.tag_ == "VB":
        # "To send ...": the "to" is the first word and the root's marker
        if len(to) != 1 or to[0].i != words[0].i or to[0].dep_ != "aux":
            return None
    elif root.tag_ == "VBN":
        if to or root.lemma_.lower() in _NAMING_VERBS and not _infinitive_complement(root):
            return None
        if any(c.dep_ in AUX_DEPS or c.lemma_ in ("be", "have") for c in children):
            return None
    else:
        return None
    finite = [t for t in doc if t.tag_ in FINITE_TAGS and not _participle_conjunct(t, root)]
    if any(not _overtly_subordinate(t) and not _subordinate_coordinate(t) for t in finite):
        return None
    return None if _QUOTATION.search(doc.text) else root


def _infinitive_complement(verb: Token) -> bool:
    """Does ``verb`` take a "to"-infinitive complement ("Called to implement X")? A naming verb
    names with a noun complement ("Also called X": complex-transitive, Quirk et al. 1985
    §16.43); with a "to"-infinitive it is the catenative "call (on) someone to do",
    a summons, not a name (H&P 2002 ch. 14 §5), so the participle is a reduced passive
    gloss like "Used to store X" (stop 75, fl52)."""
    return any(
        c.dep_ == "xcomp" and any(a.tag_ == "TO" and a.i < c.i for a in c.children)
        for c in verb.children
    )


def _subordinate_coordinate(verb: Token) -> bool:
    """Is ``verb`` the head of a coordinate that a subordinator or a wh-adverb opens ("Called to
    implement X, and whenever Python needs to convert Y.")? The parser hangs such a clause on
    the participle root as a ``conj``, but a clause whose first word is a subordinator is a
    subordinate clause wherever it hangs (Quirk et al. 1985 §14.11-14.12; H&P 2002 ch. 11
    §1): here an adverbial coordinated with the purpose clause before it, both the participle's
    (Quirk et al. 1985 §13.48 on coordinated unlike adverbials), so it is no main clause and
    the sentence is still a gloss with an understood subject (stop 75, fl52)."""
    if verb.dep_ != "conj":
        return False
    first = verb.left_edge
    return first.head.i == verb.i and (first.dep_ == "mark" or first.tag_ == "WRB")


#: Heads of a sentence that is no clause: a common noun (a noun phrase standing alone) or a
#: gerund-participle (a non-finite clause standing alone). Proper nouns are left out: the small
#: parser roots a name it cannot attach ("Apple II, Commodore ...") more often than a gloss.
_NON_CLAUSE_ROOT_TAGS = frozenset({"NN", "NNS", "VBG"})


def _subordinate_finite(verb: Token, root: Token) -> bool:
    """``verb`` (finite) is inside a clause that cannot be the sentence's main clause: a
    relative clause opened by a relative word (``_relative_clause``: "in which the author
    claims"), or a clause a subordinator or relative word opens (``_overtly_subordinate``); a
    verb with an adjective right before it is a noun the tagger misread. It must have
    a subject of its own or share its coordinate's ("... which claims X but never says Y"):
    a finite verb with no subject inside such a clause is the main verb the parser hung there
    ("The fact that X continued to grow induced ...", ``_main_clause_verb``'s note). A verb
    conjoined to the noun root itself after a relative clause of the same tense form is that
    relative clause's second conjunct, misattached: coordination joins like constituents (H&P
    2002 ch. 15 §2; "A post in which the author claims X, but never says Y")."""

    def has_subject(v: Token) -> bool:
        while True:
            if any(c.dep_ in SUBJECT_DEPS for c in v.children):
                return True
            if v.dep_ != "conj" or v.head.i == v.i:
                return False
            v = v.head

    if verb.dep_ in AUX_DEPS:
        verb = verb.head  # "has been received": the clause is its lexical verb's
    if any(c.dep_ == "amod" and c.tag_ == "JJ" and c.i == verb.i - 1 for c in verb.children):
        return True  # "quiet sounds": a word with an adjective right before it is a noun
    if verb.dep_ == "conj" and verb.head.i == root.i and root.tag_ in ("NN", "NNS"):
        earlier = [t for t in root.subtree if t.dep_ == "relcl" and t.i < verb.i]
        return any(t.tag_ == verb.tag_ and has_subject(t) for t in earlier)
    inside = any(
        _relative_clause(n) or _contact_relative_after(n, root) for n in [verb, *verb.ancestors]
    )
    return (inside or _overtly_subordinate(verb)) and has_subject(verb)


def _contact_relative_after(verb: Token, root: Token) -> bool:
    """``verb`` heads a relative clause with no relative word (a contact relative, H&P 2002 ch.
    12 §3.3: "the time the call started") on a noun with its own determiner that stands after
    the noun root, inside its postmodifiers ("A data record ..., including ..., the time the
    call started"). ``_relative_clause`` leaves contact relatives out because the parser
    mostly makes one of a misread subject at the start ("The round the world yachts are set");
    a noun deep in the root noun's own phrase is no subject of the sentence, so there the
    reading is the relative one. Stop 71 (fl42, s1204a)."""
    head = verb.head
    if verb.dep_ != "relcl" or head.i <= root.i or head.tag_ not in ("NN", "NNS"):
        return False
    if root not in head.ancestors:
        return False
    if not any(c.dep_ == "det" and c.i == head.i - 1 for c in head.children):
        return False
    return not _gapless_clause(verb)


def _gapless_clause(verb: Token) -> bool:
    """Has the clause ``verb`` heads no gap a relative clause on its noun could have? A
    relative clause lacks the relativised element (Quirk et al. 1985 §17.10-17.13), and in a
    coordinated relative clause every conjunct lacks it (the Coordinate Structure Constraint,
    Ross 1967; across-the-board extraction, Williams 1978): "the dunes we crept up to and
    camped on", never "the dunes we crept up to their camp and ambushed them at dawn". So a
    conjunct whose object slot is filled (a direct object) while no preposition of the clause is
    stranded, on a head noun that takes no adjunct relative (``lexicon.wordnet.adverbial_relative_head``:
    "the time we ambushed them"), says the clause is no relative clause but the sentence's
    main clause after a fronted participle phrase that has no comma ("Sneaking amongst the
    dunes we crept up to their camp and ambushed them")."""
    if adverbial_relative_head(verb.head.text, verb.head.lemma_):
        return False
    clause = [t for t in verb.subtree if t.dep_ not in ("relcl", "acl") or t.i == verb.i]
    if any(t.dep_ == "prep" and not any(True for _ in t.children) for t in clause):
        return False  # "the dunes we crept up to": a stranded preposition is the gap
    conjuncts = [
        verb,
        *(c for c in verb.children if c.dep_ == "conj" and c.pos_ in ("VERB", "AUX")),
    ]
    return any(
        any(
            c.dep_ == "dobj"
            and c.pos_ in ("NOUN", "PROPN", "PRON")
            # a lone pronoun object of a two-object verb may be the indirect one, the gap the
            # direct one ("the ring his father gave him"; Quirk et al. 1985 §10.6)
            and not (c.pos_ == "PRON" and takes_two_objects(v.lemma_.lower()))
            for c in v.children
        )
        for v in conjuncts
    )


def _relative_clause(verb: Token) -> bool:
    """``verb`` heads a relative clause that a relative word or "that" opens ("in which the
    author claims", "which aims"). A finite clause the parser labels ``relcl`` with no such word
    ("The round the world yachts are set for ...") is read as what it mostly is, a main clause
    after a misread noun: a contact relative (H&P 2002 ch. 12 §3.3) never has its subject
    gapped, and the parser's contact relatives are rarer than its misattachments."""
    if verb.dep_ != "relcl":
        return False
    return any(
        (t.tag_ in _RELATIVE_TAGS or t.lower_ == "that") and t.i < verb.i for t in verb.subtree
    )


def _verb_read_as_noun_before_object(token: Token) -> bool:
    """A noun that may be a verb (``_maybe_finite``) right before what opens an object noun
    phrase (after adverbs): a determiner, numeral, possessive or personal pronoun ("The core
    of the force numbers only some 2,000 fighters."). A noun takes no noun phrase complement
    (H&P 2002 ch. 5 §7), so the word is the sentence's verb. Not a word with its own article
    right before it (``_determined_noun``): a determiner heads a noun phrase, never a verb (H&P
    2002 ch. 5 §1), and "the time the call started" is a noun with a relative clause that has no
    relative word (ch. 12 §3.3; stop 71, fl42)."""
    if token.tag_ not in ("NN", "NNS") or not _maybe_finite(token) or _determined_noun(token):
        return False
    doc = token.doc
    j = token.i + 1
    while j < len(doc) and doc[j].tag_ in ("RB", "RBR"):
        j += 1
    return j < len(doc) and doc[j].tag_ in ("DT", "CD", "PRP$", "PRP")


def _ends_on_stop(doc: Doc) -> bool:
    """``doc`` ends on a full stop: a "." token, or an abbreviation's point that doubles as
    the full stop ("... renamed Honeywell Inc.": a sentence that ends on an abbreviation takes
    one point only, CMOS 6.118; Quirk et al. 1985 App. III.4)."""
    last = doc[-1].text
    return last == "." or len(last) > 1 and last.endswith(".") and last[0].isalpha()


def _no_main_clause(doc: Doc) -> bool:
    """A sentence with no finite main clause that the other checks leave without a reason: a
    noun phrase, or a gerund-participle clause, standing alone, whose finite verbs are all in
    relative or subordinate clauses ("A project to research X which aims to provide Y.", "A
    post to a forum in which the author claims X but never says Y.", "Reducing the range of a
    signal, making quiet sounds louder."). Glossary and dictionary text is written so: the
    definiens of a headword that is not in the text (Landau 2001 ch. 4). A non-sentence has no
    predication and so no truth value (Quirk et al. 1985 §11.41 on non-sentences, §14.7 on
    verbless and non-finite clauses; H&P 2002 ch. 10 §4, fragments): a premise or hypothesis
    made of one is not a proposition, and judges reject every pair built on it (s1203a, FOLDOC:
    "NP fragment", "gerund fragment with no truth value").

    Precision first: the root is a common noun or a gerund-participle with no subject, no
    auxiliary and no copula, the sentence opens inside the root's phrase (no fronted clause the
    parser left out), is no question and holds no quotation; the root is no word the tagger may
    have taken from a verb (``_maybe_finite``, unless an article stands right before it) and has
    a dependent after it ("The pupil contracts." may be a clause); no word elsewhere reads as the
    verb the tagger missed (an -s word before an object, a noun conjoined to the root, a
    participle right after a definite noun, a plural premodifier, a clause hidden under a
    comparative "than"/"as" or a noun's content clause); and every finite verb is subordinate
    (``_subordinate_finite``). Imperatives ("Use X to ...") are roots in the base form (VB),
    never taken, nor a first word that is a verb's base form the tagger misread ("Select class
    members for ...")."""
    words = _statement_words(doc)
    quoted = _QUOTATION.search(doc.text) and not _quoted_names_only(doc)
    if len(words) < 3 or not _ends_on_stop(doc) or quoted:
        return False
    roots = [t for t in doc if t.dep_ == "ROOT"]
    if len(roots) != 1:
        return False
    root = roots[0]
    if root.tag_ not in _NON_CLAUSE_ROOT_TAGS:
        return False
    if _maybe_finite(root) and not _determined_noun(root):
        return False
    if _base_verb_conjunct(root):
        return False  # an imperative whose first verb the tagger read as a noun (stop 81)
    # a "be" that heads a relative clause ("... that is of suitable quality") is no copula
    if any(
        c.dep_ in SUBJECT_DEPS
        or c.dep_ in AUX_DEPS
        or (c.lemma_ == "be" and not _relative_clause(c))
        for c in root.children
    ):
        return False
    if root.tag_ != "VBG" and words[0].i != root.left_edge.i:
        return False
    if not any(c.i > root.i and not c.is_punct for c in root.children):
        # "The pupil contracts.": a bare noun phrase with nothing after its head is as likely a
        # subject and verb the tagger read as noun phrase; a gloss postmodifies its genus
        return False
    if words[0].tag_ in ("CC", "IN", "WDT", "WP", "WRB", "EX", "PRP", "MD"):
        return False
    if root.tag_ != "VBG" and any(
        c.dep_ in ("acl", "ccomp", "advcl") and any(m.dep_ == "mark" for m in c.children)
        for c in root.children
    ):
        # "The fact that prices rose induced ...": the parser hides the main verb in a
        # noun's content clause (``_main_clause_verb``'s note), so no fragment is read there
        return False
    from lemminflect import getAllLemmas

    first = words[0]
    if first.tag_ not in ("DT", "PRP$", "VBG") and first.lower_ in getAllLemmas(
        first.lower_, upos="VERB"
    ).get("VERB", ()):
        return False  # "Select class members for ...": an imperative the tagger misread
    # "any" too: free-choice "any" is no subject of an episodic past clause (H&P 2002 ch. 5
    # §7.4), so "Any message transmitted to ..." is a genus with its participle
    indefinite = any(c.dep_ == "det" and c.lower_ in ("a", "an", "any") for c in root.children)
    for t in doc:
        if t.i == root.i:
            continue
        if _verb_read_as_noun_before_object(t) or _verb_only_s_form(t):
            return False
        if verb_only_plain_form(t):
            return False  # "The kilns that dry such timber consist of ..." (fl100)
        own_subject = any(c.dep_ in ("nsubj", "nsubjpass") for c in t.children)
        if t.dep_ == "conj" and t.head.i == root.i and _maybe_finite(t) and not own_subject:
            # "Wolpe's experiments and therapeutic work lie in ...": "lie" a verb. A conjunct
            # with a subject of its own ("..., but information can be retrieved on-line") is a
            # clause, not a noun the tagger took from a verb: whether it is the main clause or
            # the relative clause's second conjunct is ``_subordinate_finite``'s question
            # (coordination joins like constituents, H&P 2002 ch. 15 §2; stop 74, fl50)
            return False
        after_adjective = t.i > 0 and doc[t.i - 1].tag_ in ("JJ", "JJR", "JJS")
        if t.dep_ == "compound" and t.tag_ == "NNS" and _maybe_finite(t) and not after_adjective:
            # "A simple analogy likens voltage to ...", "Filling bunks ... silos spreads cost
            # ...": a plural noun rarely premodifies (H&P 2002 ch. 19 §4.2), an -s verb does
            return False
        if root.tag_ == "VBG" and t.tag_ == "NNS" and _maybe_finite(t):
            nxt = doc[t.i + 1] if t.i + 1 < len(doc) else None
            if nxt is not None and nxt.tag_ in ("IN", "DT", "CD", "PRP$", "PRP", "RB"):
                # "Attempting to add one to zero results in ...": the gerund is the subject
                return False
        if (
            t.tag_ == "NNS"
            and _maybe_finite(t)
            and any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in t.children)
            and not _verb_of_subordinate_clause(t, root)
        ):
            # "A man wearing a very tall hat waves to you": "a" never takes a plural noun
            # (H&P 2002 ch. 5 §3), so the -s word after the singular noun is the verb
            return False
        # "The stalls at the fair sold chili ...": a verb read as a modifier (an attributive
        # participle follows a determiner or preposition: "a given command", "into smoothed")
        attributive = t.i > 0 and doc[t.i - 1].tag_ in ("DT", "IN", "PRP$")
        # or an adverb of degree or manner between them ("a loosely defined term": the adverb
        # premodifies the participle inside the noun phrase, Quirk et al. 1985 §7.46; stop 74)
        attributive = attributive or (
            t.i > 1 and doc[t.i - 1].tag_ == "RB" and doc[t.i - 2].tag_ in ("DT", "PRP$")
        )
        if t.tag_ == "VBN" and t.dep_ == "amod" and not attributive and _maybe_finite(t):
            return False
        if t.dep_ == "mark" and t.lower_ in ("than", "as") and t.head.tag_ in FINITE_TAGS:
            return False  # "The number of primes less than x is about ...": main verb hidden
        # a past participle right after a noun may be the main verb ("Petitioner registered
        # with ...", "His eyes darted ..."): as in ``_defining_noun_phrase``, only under an
        # indefinite genus or after a comma is it read as the noun's postmodifier
        # A participle with a "by" agent is a passive (Quirk et al. 1985 §3.63: the agent
        # phrase belongs to the passive; a preterite takes none) and one after a noun that is a
        # preposition's object ("between agents connected by a channel") is that noun's reduced
        # relative: the parser would hang a main verb on the root, not on a noun inside one of
        # its prepositional phrases (stop 74, fl49)
        passive = any(c.dep_ == "agent" for c in t.children) and t.head.dep_ == "pobj"
        # the same for a noun inside a participle clause of the root's phrase ("..., referring
        # to difficulties encountered when ..."): no main verb is hung under a non-finite verb
        passive = passive or (
            t.head.dep_ == "pobj"
            and any(a.tag_ in ("VBG", "VBN") and a.i != root.i for a in t.head.ancestors)
        )
        next_to_noun = t.dep_ == "acl" and t.tag_ == "VBN" and t.i == t.head.i + 1
        if next_to_noun and not indefinite and not passive:
            return False
    finite = [t for t in doc if t.tag_ in FINITE_TAGS]
    return all(_subordinate_finite(t, root) for t in finite)


def _fronted_adjunct_definiens(doc: Doc) -> bool:
    """A preposition phrase set off by a comma, then an indefinite genus with a relative clause
    and nothing else ("In functional programming, a property of a function which allows it to
    be combined with ..."): a dictionary sense with its field label or comparison fronted. A
    fronted adjunct modifies a clause (Quirk et al. 1985 §8.15, H&P 2002 ch. 8 §1), but no
    clause follows: the noun phrase is the definiens (Landau 2001 ch. 4), whose finite verbs are
    all in its relative clauses, so the whole is a non-sentence (Quirk et al. 1985 §11.41) and
    a pair that copies it states nothing (stop 72, fl45; s1204d's judges: "definitional NP
    fragment"). ``fragment``, not ``description``: no "It is" can go before the adjunct.

    The differentia must be certain: a relative clause opened by a relative word under the
    genus. A past participle right after the head ("In 1999, a new company formed in Ohio.")
    may be the preterite of a real sentence (fl44) and is left alone, as is any word outside
    the relative clauses that may be a verb the tagger missed (``_maybe_finite``), and an
    adjunct with a verb in it ("When it rains, ...")."""
    words = _statement_words(doc)
    if len(words) < 6 or doc[-1].text != "." or words[0].tag_ != "IN":
        return False
    if any(t.text in (";", ":", "?", "!") for t in doc) or _QUOTATION.search(doc.text):
        return False
    comma = next((t for t in doc if t.text == ","), None)
    if comma is None or comma.i - words[0].i > 10 or comma.i + 3 >= len(doc):
        return False
    if any(t.tag_.startswith(("VB", "MD")) for t in doc[: comma.i]):
        return False
    rest = doc[comma.i + 1 :]
    heads = [t for t in rest if not t.is_punct and (t.head.i <= comma.i or t.head.i == t.i)]
    if len(heads) != 1 or heads[0].tag_ not in ("NN", "NNS") or rest[0].lower_ not in ("a", "an"):
        return False
    root = heads[0]
    path = [rest[0], *rest[0].ancestors]
    genus = path[: path.index(root)] if root in path else []
    if not genus or any(t.dep_ not in ("det", "compound", "nmod", "amod") for t in genus):
        return False
    if any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS for c in root.children):
        return False
    if any(c.dep_ == "acl" and c.tag_ == "VBN" and c.i == root.i + 1 for c in root.children):
        return False

    def relative(v: Token) -> bool:
        return v.dep_ == "relcl" and any(w.tag_ in _RELATIVE_TAGS and w.i < v.i for w in v.children)

    relatives = [c for c in root.subtree if relative(c)]
    if not relatives and any(t.tag_.startswith(("VB", "MD")) for t in rest):
        # with no relative clause the genus may still be the subject of a verb the parser hung
        # below it; with no word tagged a verb at all ("In the larval form, a cautious type of
        # fauna.") the part after the comma is a bare noun phrase, a verbless non-sentence
        # (Quirk et al. 1985 §11.41): the encyclopedia entry that dropped "it is" (stop 82,
        # fl66; s1205f's judge: "verbless NP fragment, add 'it is'"). The loop below still
        # refuses a noun the tagger may have taken from a verb ("a wolf howls")
        return False
    inside = {t.i for c in relatives for t in c.subtree}
    for t in rest:
        if t.i == root.i:
            continue
        if (
            t.tag_ == "NNS"
            and _maybe_finite(t)
            and any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in t.children)
        ):
            return False  # "a value halts": "a" takes no plural, so the -s word is a verb
        finite = t.tag_ in FINITE_TAGS
        if t.i not in inside:
            # a word with its own article is a noun (H&P 2002 ch. 5 §1: "of a function")
            if finite or _maybe_finite(t) and not _determined_noun(t):
                return False
            continue
        if not finite:
            continue
        # a finite verb inside a relative clause must be that clause's own (its head, an
        # auxiliary of it or a coordinate), or one a subordinator or relative word opens: a
        # bare clause under it ("a company which makes chips bought a rival") is the main verb
        # the parser hung there
        verb = t.head if t.dep_ in AUX_DEPS else t
        own = relative(verb) or verb.dep_ == "conj" and relative(verb.head)
        marked = any(c.dep_ == "mark" or c.tag_ in _RELATIVE_TAGS for c in verb.children)
        if not (own or marked):
            return False
    return True


def _quoted_names_only(doc: Doc) -> bool:
    """Every quotation of the sentence is a name in double quotes ('... to promote "Open
    Computing".'): each quoted span is one to four capitalised words, none tagged a verb. Quotation
    marks set off a name, title or term as well as speech (Chicago Manual of Style 7.55, 8.2;
    Quirk et al. 1985 §17.68 on the quoted term), and a name holds no clause that could be the
    main verb ``_no_main_clause`` looks for (stop 72, fl45). Speech ('"Go home," he said.'), a
    lower-case word or a single quote is left to the quotation guard."""
    marks = [t for t in doc if t.text in ('"', "\u201c", "\u201d", "``", "''")]
    if not marks or len(marks) % 2 or any(t.text in ("'", "\u2018", "\u2019") for t in doc):
        return False
    for start, end in zip(marks[::2], marks[1::2], strict=True):
        inner = doc[start.i + 1 : end.i]
        if not 1 <= len(inner) <= 4:
            return False
        if any(not t.text[:1].isupper() or t.tag_.startswith(("VB", "MD")) for t in inner):
            return False
    return True


def _genus_phrase(doc: Doc) -> bool:
    """The sentence opens on the indefinite article or a possessive determiner of its noun root
    ("A command to execute X on a remote host, passing it input."): the genus of a definition,
    which ``_definition_phrase`` reads as a ``description`` (Landau 2001 ch. 4; stop 60, fl22)
    when its modifiers take no shape that check refuses. A definite, quantified or bare noun
    phrase ("The person who started X.", "Any message sent to Y.") and a gerund clause are no
    genus: ``fragment``."""
    words = [t for t in doc if not t.is_punct]
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if not words or root is None or not _noun_head(root, words[0]):
        return False
    first = words[0]
    article = first.lower_ in ("a", "an") and first.dep_ == "det"
    possessive = first.tag_ == "PRP$" and first.dep_ == "poss"
    # the parser may hang the article on a modifier of the head ("A Berkeley Unix networking
    # command": "A" under "Unix"): any path through premodifiers of the head will do
    path = [first, *first.ancestors]
    premodifiers = all(t.dep_ in ("det", "poss", "compound", "nmod", "amod") for t in path[:-1])
    return (article or possessive) and path[-1].i == root.i and premodifiers


def _determined_noun(root: Token) -> bool:
    """``root`` has its own article or possessive right before it, with only adjectives
    between: a determiner heads a noun phrase, never a verb (H&P 2002 ch. 5 §1), so "A project
    to ..." is a noun even where ``_maybe_finite`` reads "project" after "A" as a verb."""
    for c in root.children:
        if c.i < root.i and (
            c.dep_ == "det" and c.lower_ in ("a", "an", "the", "any") or c.dep_ == "poss"
        ):
            between = root.doc[c.i + 1 : root.i]
            if all(t.tag_ in ("JJ", "JJR", "JJS") and t.dep_ == "amod" for t in between):
                return True
    return _singular_after_article(root)


#: Premodifiers of a singular head after "a"/"an": adjectives and singular nouns (a plural noun
#: rarely premodifies, H&P 2002 ch. 19 §4.2, and may be the verb), with their hyphens.
_SINGULAR_PREMODIFIER_TAGS = frozenset({"JJ", "JJR", "JJS", "NN", "NNP", "VBG", "HYPH"})


def _singular_after_article(token: Token) -> bool:
    """``token`` is a plain form ("record", no -s) whose own "a"/"an" stands before it with only
    adjectives and singular nouns between ("A data record that contains ..."): a noun, not a
    verb with "A data" as its subject. "A"/"an" determines only a singular noun phrase (H&P
    2002 ch. 5 §3), a third-person singular subject, whose present-tense verb takes -s (ch. 3
    §1.1: the plain present never agrees with it), and a verb whose preterite is its plain form
    ("set", "put") is left out. Stop 71 (fl42): s1204a's "A data record that ..." was read as a
    possible clause, so the definition was neither mended nor flagged."""
    from lemminflect import getAllLemmas, getInflection

    if token.tag_ != "NN" or token.lower_.endswith("s"):
        return False
    dets = [c for c in token.children if c.dep_ == "det" and c.i < token.i]
    if len(dets) != 1 or dets[0].lower_ not in ("a", "an"):
        return False
    between = token.doc[dets[0].i + 1 : token.i]
    if not between or not all(t.tag_ in _SINGULAR_PREMODIFIER_TAGS for t in between):
        return False
    for lemma in getAllLemmas(token.lower_, upos="VERB").get("VERB", ()):
        if token.lower_ in getInflection(lemma, tag="VBD"):
            return False  # "A user put ...": a preterite
    return True


def _verb_of_subordinate_clause(token: Token, root: Token) -> bool:
    """``token``, were it a verb, would be the verb of a subordinate clause opened after
    ``root`` by a wh-word or subordinator ("A set of rules specifying how the state of a
    computer changes while ..."), no finite verb between: such a clause needs a verb of its own
    (H&P 2002 ch. 11 §5 on interrogative content clauses, ch. 12 §1 on relatives), so the word
    read as a noun is that clause's verb, not the missed main verb of the sentence. Stop 71
    (fl42, s1204a)."""
    doc = token.doc
    for j in range(token.i - 1, root.i, -1):
        word = doc[j]
        if word.tag_ in FINITE_TAGS or word.dep_ == "ROOT":
            return False
        if word.tag_ in WH_TAGS or word.tag_ == "IN" and word.lower_ in ("whether", "if"):
            return True
    return False


def _negated_participle_label(doc: Doc) -> bool:
    """A past-participle gloss (``_nonfinite_gloss_root``) opened by "Not": the negated label
    of a package or a notice ("Not intended to diagnose, treat, cure or prevent any disease.",
    "Not recommended for children."), block language whose understood subject is the product
    (Quirk et al. 1985 §11.44, §12.48), the same reduced passive as "Intended for external use
    only.", which is ``subjectless``. Read as a ``fragment`` only because "not" stands first and
    ``_is_fragment`` found no finite verb, which no reduced passive has. Stop 67 (fl34): s1202w's
    two such conjunction pairs were kept as is; ``subjectless`` is a warning for conjunction,
    which keeps the label as found, and a defect for the phenomena that build on it."""
    words = _statement_words(doc)
    if not words or words[0].lower_ != "not":
        return False
    root = _nonfinite_gloss_root(doc)
    return root is not None and root.tag_ == "VBN"


def _participle_conjunct(verb: Token, root: Token) -> bool:
    """``verb`` is a "past tense" conjoined to the participle ``root`` with no subject of its
    own ("Written in C and ported to ..."): coordinated verb phrases share their form (H&P
    2002 ch. 15 §4.2), and a regular verb's preterite and past participle are one form (ch. 3
    §1.1), so it is the participle's second conjunct, no finite clause."""
    return (
        root.tag_ == "VBN"
        and verb.tag_ == "VBD"
        and verb.dep_ == "conj"
        and verb.head.i == root.i
        and not any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS for c in verb.children)
    )


#: Complements and adjuncts that show a verb in use, not a noun ("It ships of the line." is no
#: clause): an object, a clause, a particle, a predicative.
_VERB_DEPENDENTS = frozenset(["dobj", "dative", "ccomp", "xcomp", "prt", "attr", "oprd", "acomp"])


def understood_it_candidate(doc: Doc) -> str | None:
    """The sentence with "It" put before it, to re-parse, when its first word is a capitalised
    present -s verb form (by lemminflect's lexicon) that the small tagger read as a noun or a
    name ("Recycles old armor ...", "Brews beer out of barley.": NNS/NNP) and no main-clause
    verb of the parse has a subject: the parse of a help-text fragment gone wrong, which
    ``understood_it_verb_start`` cannot see. ``None`` otherwise (most sentences: no re-parse).
    "Ships need a harbour." is no candidate: its root "need" is a verb with "Ships" as subject.
    """
    words = [t for t in doc if not t.is_punct]
    if not words or doc[-1].text == "?" or _QUOTATION.search(doc.text):
        return None
    first = words[0]
    low = first.lower_
    if not first.text[:1].isupper() or first.text.isupper() or not low.endswith("s"):
        return None
    if first.tag_ not in ("NNS", "NNP", "NNPS", "NN") or first.i != 0:
        return None
    from lemminflect import getAllLemmas, getInflection

    verbs = getAllLemmas(low).get("VERB", ())
    if not any(
        low in (getInflection(v, "VBZ") or ()) for v in verbs if v not in ("be", "have", "do")
    ):
        return None
    after = doc[first.i + 1] if first.i + 1 < len(doc) else None
    relative = after is not None and after.lower_ in ("that", "which", "who", "whose", "whom")
    if relative or any(c.dep_ in ("relcl", "acl") for c in first.children):
        return None  # "Outfits that serve as ammunition": a relative clause modifies a noun
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None:
        return None
    main = [root] + [c for c in root.children if c.dep_ == "conj"]
    for verb in main:
        if verb.i == first.i:
            continue
        lemmas = getAllLemmas(verb.lower_)
        is_verb = "VERB" in lemmas or "AUX" in lemmas
        if is_verb and any(c.dep_ in SUBJECT_DEPS for c in verb.children):
            return None  # "Ships need ...", "Patches ... have lost ...": a verb with a subject
    return "It " + low + doc.text[first.idx + len(first.text) :]


def understood_it_reparsed(doc: Doc) -> bool:
    """In the re-parse of ``understood_it_candidate``'s text, "It" is the subject of the verb
    after it, a present -s root with an object, clause, particle or prepositional phrase other
    than "of" (``_VERB_DEPENDENTS``): restoring the understood "It" gives a clause, so the
    sentence is the fragment ``understood_it_verb_start`` describes."""
    if len(doc) < 3 or doc[0].lower_ != "it":
        return False
    verb = doc[1]
    if verb.dep_ != "ROOT" or verb.tag_ != "VBZ" or doc[0].head.i != 1:
        return False
    if doc[0].dep_ != "nsubj":
        return False
    return any(
        c.dep_ in _VERB_DEPENDENTS or c.dep_ == "prep" and c.lower_ != "of" for c in verb.children
    )


def _reporting_verb_start(doc: Doc) -> bool:
    """The sentence opens on a finite verb of saying, its root, and quotes nothing ("Says a
    portion of the earnings will be cash.", "Explains why I was a trifle deaf.", "Says a
    spokesman for the firm the plan is off."). A reporting verb before its subject is quotative
    inversion, which occurs only with a direct quotation (Collins & Branigan 1997; H&P 2002
    ch. 16 §4.3: "'Never,' says Kim" / "Says Kim: '...'"); with no quotation the sentence is a
    headline or bullet that dropped its subject (H&P 2002 ch. 4 §1: a finite clause needs one),
    whatever subject the reported clause has (so ``_subjectless_verb_start``, which needs no
    subject anywhere, misses it). Questions ("Says who?") and participles ("Told from the
    viewpoint of ...", VBN) are not touched."""
    first = _opening_root_verb(doc, ("VBZ", "VBD"))
    if first is None or first.lemma_.lower() not in _QUOTATIVE_VERBS:
        return False
    return _QUOTATION.search(doc.text) is None


#: Letters OCR confuses (Tesseract and historical-newspaper OCR studies: "h" read as "b", "m" as
#: "rn", "d" as "cl", "h" as "li", "u" as "ii", "w" as "vv"; Reynaert 2008, *Non-interactive OCR
#: post-correction*; Chiron et al. 2017, ICDAR post-OCR competition).
_OCR_CONFUSIONS = (("b", "h"), ("rn", "m"), ("cl", "d"), ("li", "h"), ("ii", "u"), ("vv", "w"))


@cache
def _ocr_misreading(word: str) -> bool:
    """``word`` is rare (wordfreq Zipf < 3, under one in a million words) and undoing one OCR
    confusion (``_OCR_CONFUSIONS``) gives a frequent word (Zipf >= 4 and at least 2.5 higher):
    "tbe" -> "the", "brotbers" -> "brothers", "cornpany" -> "company". A rare real word has no
    frequent twin one confusion away, so species names and terms are spared ("quamash",
    "sqmi"); a word WordNet knows is never a misreading ("clays" is not "days", "morn" not
    "mom")."""
    from wordfreq import zipf_frequency

    from .lexicon.wordnet import wordnet

    own = zipf_frequency(word, "en")
    if own >= 3.0 or wordnet().synsets(word):
        return False
    for wrong, right in _OCR_CONFUSIONS:
        start = word.find(wrong)
        while start >= 0:
            fixed = word[:start] + right + word[start + len(wrong) :]
            score = zipf_frequency(fixed, "en")
            if score >= 4.0 and score >= own + 2.5:
                return True
            start = word.find(wrong, start + 1)
    return False


def _capital_i_misreading(word: str) -> bool:
    """A capitalised word whose "I" is OCR's misreading of "l" ("Iymphocytes" for
    "lymphocytes", "Iater"): the word is unknown (wordfreq Zipf < 1, not in WordNet) and with
    "l" for its "I" it is a word WordNet lists or a frequent one. The capital I and the small
    l are one glyph in sans-serif type (Rice, Jenkins & Nartker 1996 on OCR confusions)."""
    from wordfreq import zipf_frequency

    from .lexicon.wordnet import wordnet

    if len(word) < 5 or word[0] != "I" or not word[1:].isalpha() or not word[1:].islower():
        return False
    if zipf_frequency(word, "en") >= 1.0 or wordnet().synsets(word.lower()):
        return False
    fixed = "l" + word[1:]
    return bool(wordnet().synsets(fixed)) or zipf_frequency(fixed, "en") >= 3.0


def _capital_u_misreading(word: str) -> bool:
    """A lower-case word with a capital "U" inside that is OCR's misreading of "ll" ("caU" for
    "call", "waU", "puUed"): the word is rare (wordfreq Zipf < 3 in lower case) and with "ll"
    for its "U" it is a frequent one (Zipf >= 3.5). Two small l's set close read as one U in
    scanned magazines (Rice, Jenkins & Nartker 1996 on OCR confusions); "iPhone", "eBay" have
    no "U" between small letters."""
    from wordfreq import zipf_frequency

    if not word[:1].islower() or "U" not in word or not word.replace("U", "").islower():
        return False
    if not word.isalpha() or zipf_frequency(word.lower(), "en") >= 3.0:
        return False
    return zipf_frequency(word.replace("U", "ll"), "en") >= 3.5


def _lone_m(doc: Doc, tok: Token) -> bool:
    """A lone "m" between two lower-case words ("the participation m science"): OCR's misreading
    of "in" (the "rn"/"in" -> "m" confusion of ``_OCR_CONFUSIONS``). After a number it is the
    metre ("10 m high"), after "I" a split "I'm"; a symbol between words ("the mass m of")
    also stays."""
    if tok.text != "m" or tok.i == 0 or tok.i + 1 >= len(doc):
        return False
    before, after = doc[tok.i - 1], doc[tok.i + 1]
    if not (before.is_alpha and before.is_lower and after.is_alpha and after.is_lower):
        return False
    return before.pos_ in ("NOUN", "VERB", "ADJ") and after.pos_ in ("NOUN", "DET", "ADJ", "PRON")


def spoken_disfluency(text: str) -> bool:
    """A filler or a restarted word ("uh", "written - written"): the text-level half of
    ``disfluent``, a span that a pair built on another part of the sentence leaves out."""
    return bool(_FILLER.search(text) or _RESTART.search(text))


def garble_left(text: str, anchors: Sequence[str] = ("",)) -> bool:
    """Could ``text``, a premise or hypothesis cut from a ``garbled`` sentence, still hold the
    garble? Yes if a text rule fires on it (empty commas, "not only" unanswered, glued words:
    the rule re-run on the text itself), or if it still has the words a parse rule blamed
    (``anchors``, from ``garble_anchors`` on the sentence's parse: the correlative with no
    partner, the list with no coordinator, the misread word). A text with neither left the
    garbled part out ("Does most of the route pass through rural areas?" from a sentence whose
    other conjunct reads "parallels either a tributary"). Which words a parse rule blamed is
    the parse's to say, not a regex's (stop 76, fl54): a new parse rule in ``PARSE_GARBLES``
    needs nothing here. Conservative: any doubt keeps the flag (the default anchor ``""``, an
    unknown span, is in every text)."""
    if _EMPTY_COMMAS.search(text) or _not_only_without_answer(text) or _glued_words(text):
        return True
    if _EMPTY_QUOTES.search(text) or _lone_letter(text) or _TO_FINITE.search(text):
        return True
    if _WORD_PERCENT.search(text):
        return True
    if _BE_PRETERITE.search(text) or _comma_no_space(text) or _broken_word(text):
        return True
    if _lost_word(text) or source_noise.stray_period(text):
        return True
    return any(_anchor_in(anchor, text) for anchor in anchors)


def _anchor_in(anchor: str, text: str) -> bool:
    """Are the words of ``anchor`` in ``text``, in a row, whatever the spacing between them and
    the case (a pair's first word takes a capital: "either" opens "Either ... ?")? The empty
    anchor is in every text."""
    words = re.findall(r"\w+|[^\w\s]", anchor)
    if not words:
        return True
    pattern = r"(?<!\w)" + r"\s*".join(re.escape(w) for w in words) + r"(?!\w)"
    return re.search(pattern, text, re.IGNORECASE) is not None


_TENS = frozenset(["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"])
_UNIT_WORDS = frozenset(["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"])
#: A word glued to a capitalised one ("choiceDole", "butTrey") or a year glued to a word
#: ("2012won"): a lost space, not a name (names in camel case start in capitals or with one
#: or two letters: "iPhone", "eBay", "McDonald").
#: Bound prefixes written solid before a capital (Quirk et al. 1985 App. I.12-I.27; CMOS 7.89
#: on prefixes before a proper noun: "neo-Darwinist", "anti-Nazi", usually hyphenated; the
#: separate ``_BOUND_PREFIXES`` are those that never end a phrase before a dash). They are no
#: words of their own, so one before a capitalised base cannot be a word that lost its space:
#: it is the compound written solid with the base's capital kept ("neoDarwinists"), a variant
#: spelling, not garbage. wordfreq still scores "neo", "anti", "pro" as words, from their hyphenated uses.
#: The size, number and degree combining forms are bound forms of the same kind, written solid
#: before any base, a name included ("microLenat", "megaCorp", "multiGPU", "hyperSpace";
#: Quirk et al. 1985 App. I.12 on prefixes of degree and size, I.17 on number prefixes; Bauer
#: 1983 §7.2.2 on neo-classical combining forms): "micro", "mega", "mini" are words to wordfreq
#: only as clippings ("a micro", "a mini"), which never end a word group glued to a name.
_SOLID_PREFIXES = frozenset(
    ["neo", "anti", "pro", "non", "post", "pre", "pan", "proto", "pseudo", "quasi", "semi"]
    + ["trans", "ultra", "inter", "intra", "mid", "sub", "super", "counter", "crypto", "para"]
    + ["micro", "macro", "mega", "giga", "nano", "pico", "milli", "mini", "multi", "hyper"]
    + ["poly", "mono", "omni", "meta", "cyber", "tele"]
)
_CAMEL_GLUE = re.compile(r"\b([a-z]{3,})[A-Z][a-z]{2,}\b")
_YEAR_GLUE = re.compile(r"\b(?:1[5-9]|20)\d\d([a-z]{3,})\b")
#: A capitalised word glued to the next capitalised word where a heading lost its line break
#: ("Field-of-View SymbolsDefining New ..."): two frequent words whose fusion is no word or name
#: of its own. Trade names in inner capitals are one word to wordfreq ("PowerPoint",
#: "JavaScript", "YouTube"), so a fusion wordfreq does not know is two words that lost their
#: space (a sentence or heading boundary; CMOS 8.159 sets a heading on its own line). Product
#: names in inner capitals that wordfreq does not know ("StellarMate") are compounds, and the
#: first element of a compound is singular (Quirk et al. 1985 App. I.57: "toothbrush", not
#: "teethbrush"); so only a plural first piece ("Symbols") counts, and then only where the
#: second piece opens a heading: a gerund ("Defining", "Choosing": task headings) or a word
#: followed by another capitalised one (title case, CMOS 8.159), not a class name before a
#: common noun ("a KeysView object"). Stop 75, fl53.
_PASCAL_GLUE = re.compile(r"\b([A-Z][a-z]{3,})([A-Z][a-z]{2,})\b")
_PLURAL_PIECE = re.compile(r"[^su]s$")


def _code_identifier(text: str, match: re.Match[str]) -> bool:
    """Is the camel-case word of ``match`` a name in program code: followed by a call's
    parentheses ("basicConfig()", "getLogger(name)") or joined by a dot to another name
    ("logging.basicConfig", "obj.getValue")? Call parentheses and attribute dots are the
    notation of the code itself (Python Language Reference §6.3.1, §6.3.4), and technical prose
    quotes a function or attribute by that notation, so the word is one identifier spelled as
    its program spells it (camel case: no space was ever there), no two words glued by a lost
    space. Stop 75, fl51: s1204l's flagged draw kept "does the basicConfig() call do this ...",
    flagged ``source:garbled``."""
    after = text[match.end() : match.end() + 1]
    before = text[match.start() - 1 : match.start()] if match.start() else ""
    return (
        after in ("(", ".")
        and text[match.end() + 1 : match.end() + 2].strip() != ""
        or (before == "." and match.start() > 1 and text[match.start() - 2].isalnum())
    )


def _glued_words(text: str) -> bool:
    """Two words written as one where a space was lost at a boundary a closed-class word does not
    mark: two number words ("thirtyeight"), a frequent word glued to a capitalised word or a year
    ("choiceDole", "2012won"): extraction garble. Glue round a closed-class word ("soloud",
    "settlementthat", "ofthe") is ``source_noise.glued`` (one list, one detector; reason
    ``misspelled`` since stop 52, fl10)."""
    from wordfreq import zipf_frequency

    from .lexicon.wordnet import wordnet

    for match in _CAMEL_GLUE.finditer(text):
        if match.group(1) in _SOLID_PREFIXES:
            continue  # a prefixed name written solid ("neoDarwinists", "antiNazi")
        if _code_identifier(text, match):
            continue  # "the basicConfig() call", "logging.getLogger": a name in code
        if zipf_frequency(match.group(1), "en") >= 3:
            return True
    for match in _YEAR_GLUE.finditer(text):
        if zipf_frequency(match.group(1), "en") >= 3:
            return True
    for match in _PASCAL_GLUE.finditer(text):
        if _code_identifier(text, match):
            continue  # "os.PathLike", "SomeClass()": a name in code
        first, second = match.group(1), match.group(2)
        if zipf_frequency(first + second, "en") > 0:
            continue  # "PowerPoint", "JavaScript": one name
        if not _PLURAL_PIECE.search(first):
            continue  # "StellarMate", "FutureWarning": a compound name, first element singular
        following = text[match.end() : match.end() + 2]
        if not (second.endswith("ing") or re.fullmatch(r" [A-Z]", following)):
            continue  # "a KeysView object": a class name; a heading goes on in capitals
        if zipf_frequency(first, "en") >= 3 and zipf_frequency(second, "en") >= 3:
            return True
    for word in re.findall(r"(?<![\w'-])[a-z]{6,}(?![\w'-])", text):
        if zipf_frequency(word, "en") > 0 or wordnet().synsets(word):
            continue
        if any(word[:i] in _TENS and word[i:] in _UNIT_WORDS for i in range(5, len(word) - 2)):
            return True
    return False


def _ocr_noise(doc: Doc) -> Span | None:
    """A lower-case word of the sentence is an OCR misreading (``_ocr_misreading``, ``_lone_m``);
    words in quotes, hyphenated pieces and words with digits or capitals are left alone."""
    for tok in doc:
        if _lone_m(doc, tok):
            return doc[tok.i - 1 : tok.i + 2]  # "m" and the two words it stands between
        text = tok.text
        if _capital_i_misreading(text) or _capital_u_misreading(text):
            return doc[tok.i : tok.i + 1]
        if len(text) < 3 or not text.isalpha() or not text.islower():
            continue
        if tok.i > 0 and doc[tok.i - 1].text in ("-", '"', "'", "\u201c"):
            continue
        if tok.i + 1 < len(doc) and doc[tok.i + 1].text == "-":
            continue
        if _ocr_misreading(text) and not _in_foreign_phrase(doc, tok):
            return doc[tok.i : tok.i + 1]
    return None


#: Languages whose phrases English prose borrows whole ("chili con carne", "pièce de
#: résistance", "dolce far niente", "Weltanschauung"; Quirk et al. 1985 App. I.62 on foreign
#: words and phrases), all with wordfreq frequency lists.
_LOAN_LANGUAGES = ("es", "fr", "it", "pt", "de", "nl")


def _in_foreign_phrase(doc: Doc, tok: Token) -> bool:
    """Is ``tok`` a word of a borrowed foreign phrase, not an OCR misreading ("carne" in "chili
    con carne" is one confusion away from "came")? The word is common in a language of
    ``_LOAN_LANGUAGES`` (Zipf >= 4) and a word next to it is a common word of the same language
    that is more frequent there than in English ("con"): a borrowed phrase has at least two
    words of its language, where a misreading sits among English words ("he carne home")."""
    from wordfreq import zipf_frequency

    neighbours = [
        doc[i].lower_ for i in (tok.i - 1, tok.i + 1) if 0 <= i < len(doc) and doc[i].is_alpha
    ]
    for lang in _LOAN_LANGUAGES:
        if zipf_frequency(tok.lower_, lang) < 4.0:
            continue
        for word in neighbours:
            there = zipf_frequency(word, lang)
            if there >= 4.0 and there > zipf_frequency(word, "en"):
                return True
    return False


#: Nouns of things (WordNet lexicographer files): a noun with no such sense may take a content
#: clause with "that" left out ("the idea the plan was wrong", "a feeling he lied", "the first
#: time we met"; Huddleston & Pullum 2002 ch. 11 §7.1), so only these make a run-on.
_CONCRETE_NOUN_FILES = frozenset(
    ["noun.artifact", "noun.object", "noun.person", "noun.animal", "noun.food", "noun.plant"]
    + ["noun.substance", "noun.body", "noun.location", "noun.group", "noun.possession"]
)
_ANAPHORIC_DETERMINERS = frozenset(
    ["this", "these", "those", "his", "her", "their", "its", "our", "my", "your"]
)


def _run_on(doc: Doc) -> Span | None:
    """Two sentences written as one with no stop between them ("Most shows had their own
    medicine these medicines were unpatented."): the main verb is "have" or "be" with an object
    or predicative that names a thing (``_CONCRETE_NOUN_FILES``), and right after it, with no punctuation, no
    conjunction and no "that", comes a finite clause whose subject is a personal pronoun or
    opens with a demonstrative or possessive determiner. "Have" and "be" take no bare clause
    (H&P 2002 ch. 11 §8 on "that" omission, which needs a verb, adjective or noun of the
    content-clause kind); a relative clause without "who/that" has a gap and the parser attaches
    it to the noun, not to the verb."""
    from .lexicon.wordnet import wordnet

    subordinator = _capitalised_subordinator(doc)
    if subordinator is not None:
        return subordinator
    for tok in doc:
        head = tok.head
        if tok.dep_ != "ccomp" or head.lemma_ not in ("have", "be") or head.i >= tok.i:
            continue
        subjects = [c for c in tok.children if c.dep_ in ("nsubj", "nsubjpass")]
        finite = tok.tag_ in FINITE_TAGS or any(
            c.dep_ in ("aux", "auxpass") and c.tag_ in FINITE_TAGS for c in tok.children
        )
        if not subjects or not finite or any(c.dep_ == "mark" for c in tok.children):
            continue
        objects = [c for c in head.children if c.dep_ in ("dobj", "attr") and c.i < tok.i]
        start = tok.left_edge.i
        if not objects or start != subjects[0].left_edge.i or start == 0:
            continue
        obj = objects[-1]
        if obj.right_edge.i + 1 != start or doc[start - 1].is_punct or obj.pos_ != "NOUN":
            continue
        senses = wordnet().synsets(obj.lemma_, pos="n")
        if not any(sense.lexname() in _CONCRETE_NOUN_FILES for sense in senses):
            continue
        subject = subjects[0]
        first = doc[start]
        if (
            subject.tag_ == "PRP"
            and subject.lower_ != "it"
            or first.lower_ in _ANAPHORIC_DETERMINERS
        ):
            return doc[obj.i : start + 1]  # the object's noun and the next clause's first word
    return None


def _capitalised_subordinator(doc: Doc) -> Span | None:
    """A capitalised subordinator inside the sentence, right after a word or a closing bracket,
    that opens an adverbial clause ("Added a keyword argument to basicConfig() When set to true,
    any handlers are removed."): two sentences run together with the full stop lost. English
    capitalises a function word only at the start of a sentence or in a title (CMOS 8.159 on
    headline style; Quirk et al. 1985 App. III.2), so a "When", "If", "Although" there marks a
    sentence start without its stop. A title runs on in capitals ("the film When Harry Met
    Sally"), so the word after must be lower case, and the word before must not be capitalised
    (a title's own words) nor a mark that may open a sentence (quotation, colon, dash) (stop
    75, fl52)."""
    for tok in doc[1:-1]:
        if not tok.text.istitle() or tok.tag_ not in ("IN", "WRB"):
            continue
        if tok.dep_ not in ("mark", "advmod") or tok.head.dep_ != "advcl":
            continue
        before, after = doc[tok.i - 1], doc[tok.i + 1]
        if not after.text.islower() or before.text[:1].isupper():
            continue
        if before.is_punct and before.text not in (")", "]"):
            continue
        # the subordinator and the word after it: a cut may change the word before ("the
        # object Because objects ..." from "the object ... id. Because objects ...")
        return doc[tok.i : tok.i + 2]
    return None


#: Dependency roles of a noun phrase's head ("serve neither cause": "cause" parsed as a verb
#: in the object role).
_NOMINAL_ROLES = frozenset({"dobj", "pobj", "nsubj", "nsubjpass"})


def _neither_pronoun_subject(tok: Token) -> bool:
    """Is the "neither" the small parser tagged ``preconj`` the pronoun subject of the finite
    verb right after it ("They both auditioned, but neither got the part"; "Neither came
    back")? "Neither" is a fused determiner-head as well as a determiner (H&P 2002 ch. 5 §9.2,
    §7.4; Quirk et al. 1985 §6.59), and as the head of a noun phrase it takes no "nor". The
    verb must have no subject of its own: "He neither reads" (subject "He") is the correlative
    whose second member was lost, and stays ``garbled`` (stop 97, fl94)."""
    verb = tok.head
    if verb.i != tok.i + 1 or verb.tag_ not in ("VBZ", "VBD", "VBP", "MD"):
        return False
    if any(c.dep_ in SUBJECT_DEPS for c in verb.children):
        return False
    if verb.dep_ != "conj":
        return True
    # "..., but neither reaches": the pronoun picks from a set of two the clause before names,
    # a plural or coordinated subject ("neither" = not either of the two, Quirk et al. 1985
    # §6.59); after a singular one ("He reads but neither writes") it is the correlative
    # before a verb phrase that shares the subject, its "nor" lost
    subjects = [c for c in verb.head.children if c.dep_ in SUBJECT_DEPS]
    return any(
        s.tag_ == "NNS" or s.lower_ in ("they", "we", "you") or any(c.dep_ == "conj" for c in s.children)
        for s in subjects
    )


def _neither_without_nor(doc: Doc) -> Span | None:
    """Correlative "neither" (CC or ``preconj``) with no "nor"/"or" after it: the second
    member was lost ("Neither the coach came back."). The determiner ("Neither side won") and
    the adverb ("Me neither.") are other words (H&P 2002 ch. 15 §2.4), and so is the additive
    connective that inverts the subject and the operator after it ("Clean air is not free, and
    neither is clean water"; "and neither did she"): it answers a negative clause before it,
    no "nor" follows (H&P 2002 ch. 9 on the inversion after "neither" and "nor"). The small
    parser tags that one ``preconj`` as well; the operator right after it tells it apart, as a
    singular common noun (or a word in a nominal role) right after a ``DT`` "neither" tells the
    determiner ("serve neither cause"). Stop 41: 8 of the 47 State of the Union sentences with
    "neither" were called ``garbled`` by this check, all fine; now none is."""
    for tok in doc:
        if tok.lower_ == "neither" and (tok.dep_ == "preconj" or tok.tag_ == "CC"):
            rest = [t for t in doc[tok.i + 1 :] if not t.is_punct]
            if not rest:
                return None
            if rest[0].pos_ == "AUX" or rest[0].lemma_ in ("be", "do", "have", "will"):
                return None  # the inverting connective
            if tok.tag_ == "DT" and (rest[0].tag_ == "NN" or rest[0].dep_ in _NOMINAL_ROLES):
                return None  # the determiner the small parser took for "preconj"
            if _neither_pronoun_subject(tok):
                return None  # "..., but neither reaches ...": the pronoun, a subject
            between = doc[tok.i + 1 : tok.head.i]
            if (
                tok.dep_ == "det"
                and tok.head.tag_ == "NN"
                and tok.head.i > tok.i
                and all(t.dep_ in ("amod", "compound", "advmod") for t in between)
            ):
                return None  # "neither subordinate taxon": the determiner before premodifiers
                # of its singular noun (H&P 2002 ch. 5 §9.3), whatever tag the parser gave it;
                # not before another determiner ("Neither the coach came back": correlative)
            answered = any(t.lower_ in ("or", "nor") for t in rest)
            return None if answered else doc[tok.i : tok.i + 1]
    return None


# -- stop 39 (source noise of the s1129q-t blind slices; docs/fitness.md, "Stop 39") -----------

#: US state abbreviations in the AP style that newspapers use after a town ("Hauppauge, N.Y.";
#: AP Stylebook, "state names"), and "D.C.".
_STATE_ABBREVIATIONS = (
    r"Ala|Ariz|Ark|Calif|Colo|Conn|Del|Fla|Ga|Ill|Ind|Kan|Ky|La|Md|Mass|Mich|Minn|Miss|Mo|Mont"
    r"|Neb|Nev|N\.H|N\.J|N\.M|N\.Y|N\.C|N\.D|Okla|Ore|Pa|R\.I|S\.C|S\.D|Tenn|Vt|Va|Wash"
    r"|W\.Va|Wis|Wyo|D\.C"
)
#: A sentence that ends on an indefinite article before a town and its state ("an outfit
#: called Arista Enterprises, a Hauppauge, N.Y."): a place name used as a modifier needs the
#: noun it modifies ("a Hauppauge, N.Y., company"), since a proper name takes no indefinite
#: article by itself (Huddleston & Pullum 2002 ch. 5 §20.3); the splitter cut the sentence
#: at the abbreviation's period.
#: A money amount after a determiner at the very end of the sentence ("proposed their own $1.",
#: "a $2."): the splitter cut a decimal amount at its point ("their own $1.5 billion plan").
#: After an article or possessive, a measure phrase is a pre-head modifier (H&P 2002 ch. 5
#: §7.2: "a $5 bill", "their own $1.5 billion plan"), so the noun phrase lost its head with the
#: rest of the amount (stop 49, fl7). "worth $1." and "cost $5." are left alone: a money
#: amount is a whole noun phrase there.
_CUT_AMOUNT = re.compile(
    r"\b(?:[Aa]n?|[Tt]he|[Tt]heir|[Ii]ts|[Hh]is|[Hh]er|[Oo]ur|[Mm]y|[Yy]our|[Tt]his|[Tt]hat|"
    r"[Ee]very|[Ee]ach|[Ww]hose|own)\s+(?:US|[AC])?[$\u00a3\u20ac\u00a5]\d{1,3}\."
    r"[\"'\u201d\u2019)]*$"
)


def cut_at_decimal(text: str) -> bool:
    """Does ``text`` end on a determined money amount cut at its decimal point ("... proposed
    their own $1.", from "their own $1.5 billion plan")? See ``_CUT_AMOUNT``; the presupposition
    extractor asks it too and writes no candidate from such a sentence."""
    return _CUT_AMOUNT.search(text) is not None


_HEADLESS_PLACE = re.compile(
    rf"\b[Aa]n?\s+(?:[A-Z][\w'.-]*\s+){{0,3}}[A-Z][\w'.-]*,\s+(?:{_STATE_ABBREVIATIONS})\."
    r"[\"'\u201d\u2019)]*$"
)
#: A tensed form of "be" right after the infinitival "to" of a predicate that takes a
#: to-infinitive ("They are known to are threatened"): the verb of a to-infinitival clause is
#: in the plain form (Huddleston & Pullum 2002 ch. 3 §1.2, ch. 14 §1), so a word was lost or
#: slipped ("to be", "they are"). Only after such predicates: after another verb "to" may be a
#: stranded preposition before the verb of a pseudo-cleft ("what it comes down to is").
_TO_FINITE = re.compile(
    r"\b(?:known|said|thought|believed|reported|expected|supposed|likely|unlikely|able|unable"
    r"|going|seems?|seemed|appears?|appeared|tends?|tended|ought)\s+to\s+(?:is|are|was|were|am)\b",
    re.IGNORECASE,
)
#: Plural nouns that take the indefinite article: singular in use (``_SINGULAR_PLURALS``) or a
#: place or event named by a plural ("a shambles", "a fairgrounds"; Quirk et al. 1985 §5.75).
_ARTICLE_PLURALS = frozenset(
    ["shambles", "commons", "fairgrounds", "doubles", "singles", "works", "links", "premises"]
    + ["outskirts", "odds", "thanks", "congratulations", "amends", "pains", "stairs", "grounds"]
)
#: Words between "a" and a plural that make a quantity or a measure ("a few days", "a dozen
#: eggs", "an estimated 200 people", "a good ten years"; H&P 2002 ch. 5 §3.3, §7.1).
_QUANTITY_WORDS = frozenset(
    ["few", "many", "lot", "lots", "couple", "dozen", "hundred", "thousand", "million"]
    + ["billion", "number", "total", "great", "good", "whole", "handful", "further", "mere"]
    + ["additional", "estimated", "extra", "record", "another", "scant", "full", "solid"]
)


def _disagreeing_determiner(doc: Doc) -> bool:
    """The indefinite article with a plural common noun as its head ("is a major issues in
    this case", "a vital interests in danger"): "a/an" marks a singular count noun (Huddleston
    & Pullum 2002 ch. 5 §7.1, ch. 5 §3 on number agreement in the noun phrase), so a word
    slipped. Precision first: only adjectives or adverbs between, the plural followed by a
    preposition, punctuation, "to" or a wh-word (not a noun, a verb or a possessive, which
    make it a compound modifier or the parser's misreading of a verb, "a truck approaches"),
    no quantity word (``_QUANTITY_WORDS``), not a plural used as a singular
    (``_SINGULAR_PLURALS``, ``_ARTICLE_PLURALS``), a plural WordNet knows as a noun and not as
    part of a compound with the next word ("hands on").

    Stop 69 (fl37): not on a rare word (wordfreq Zipf < 3, the threshold ``_fix_articles``
    uses for a word whose form readers know). English has singular count nouns ending in
    -s ("a crossroads", "a means", "a series"; Huddleston & Pullum 2002 ch. 5 §3.3, Quirk et
    al. 1985 §5.79), and a coinage, a loan or a trade term ending in -s cannot be told from a
    plural by its spelling: "dispatch a clacks to the editor" (Pratchett's semaphore, a
    singular noun) was flagged and judged fine in s1202y. A slip leaves a common plural after
    the article ("a major issues", "a serious problems"): those are frequent words."""
    from wordfreq import zipf_frequency

    from .lexicon.wordnet import wordnet

    for tok in doc:
        if tok.lower_ not in ("a", "an") or tok.dep_ != "det" or tok.text == "A" and tok.i:
            continue
        head = tok.head
        if head.i <= tok.i or head.tag_ != "NNS" or not head.text.islower():
            continue
        if zipf_frequency(head.lower_, "en") < 3:
            continue
        if head.lower_ == head.lemma_ or head.lower_ in _SINGULAR_PLURALS:
            continue
        if head.lower_ in _ARTICLE_PLURALS or head.lower_.endswith(("ics", "ss")):
            continue
        between = doc[tok.i + 1 : head.i]
        if any(
            t.tag_ not in ("JJ", "JJR", "JJS", "RB", "RBR", "VBN") or t.lower_ in _QUANTITY_WORDS
            for t in between
        ):
            continue
        if any(
            not wordnet().synsets(t.lower_, pos="a") and not wordnet().synsets(t.lower_, pos="r")
            for t in between
        ):
            continue  # a noun the tagger took for an adjective heads it: "a young adjutant remarks"
        nxt = doc[head.i + 1] if head.i + 1 < len(doc) else None
        if nxt is not None and not (
            nxt.tag_ in ("IN", "TO", "WDT", "WP", "WRB") or nxt.is_punct and nxt.text not in "-'"
        ):
            continue
        if nxt is not None and wordnet().synsets(f"{head.lower_}_{nxt.lower_}"):
            continue
        if nxt is not None and wordnet().synsets(f"{head.lower_}-{nxt.lower_}"):
            continue
        if wordnet().synsets(head.lemma_, pos="n"):
            return True
    return False


# -- stop 40: source noise of the s1129w-s1130b blind slices --------------------------------------

#: A form of "be" before a simple past that differs from the past participle ("Clijsters was
#: chose not to participate"): the passive and the progressive take the -ed/-en participle or
#: the -ing form, never the preterite (Quirk et al. 1985 §3.12-3.16 on the irregular verbs'
#: three forms, §3.54 on the passive auxiliary), so a letter or a word slipped. Only preterites
#: that are no other word ("saw", "rose", "fell", "lay", "found" are nouns or participles too;
#: "did" is left out: "the question is did he know" is a spoken interrogative complement; "broke"
#: too: it is also the adjective "penniless", "he was broke", OED "broke" adj.). Over
#: the 24,473 distinct sentences of the judged slices it fires on 2, both slips.
_BE_PRETERITE = re.compile(
    r"\b(?:am|is|are|was|were|be|been|being)\s+(?:chose|began|drove|took|gave|wrote|ate|went"
    r"|spoke|stole|froze|knew|grew|threw|flew|drew|sang|rang|swam|forgot|forgave|rode"
    r"|shook|woke|wore|tore|swore|arose|mistook|forbade|withdrew|undertook|overtook|overthrew"
    r"|became|sank|shrank|sprang|stank|strove)\b",
    re.IGNORECASE,
)

#: A modal directly before a past participle that is no other form of its verb ("may known",
#: "should taken over", "should done"): a modal takes a plain-form verb (Quirk et al. 1985 §3.40;
#: H&P 2002 ch. 3 §2.1), so a "be" or "have" was lost ("may be known", "should have taken").
#: Only participles distinct from the plain form and the preterite (§3.12-3.16): "come", "run",
#: "put" are plain forms too. Stop 57 (fl18): dev text has 2, both slips.
_MODAL_PARTICIPLE = re.compile(
    r"\b(?:can|could|may|might|must|shall|should|will|would)(?: not|n't|n\u2019t)? (?:known"
    r"|taken|given|seen|gone|written|shown|done|eaten|broken|chosen|spoken|driven|forgotten"
    r"|hidden|ridden|risen|stolen|thrown|worn|drawn|grown|flown|fallen|beaten|bitten|frozen"
    r"|been|begun|sung|swum|proven|mistaken|undertaken|overtaken)\b"
)
# -- stop 70 (fl40): words left or lost in editing, FOLDOC s1203b ---------------------------

#: Subject "it" right before "the" where a clause must begin: at the sentence's start or after a
#: subordinator ("learned that it the failure was ..."). A finite clause has one subject and
#: then its predicate, which opens on a verb, an auxiliary or an adverb, never on a determiner
#: (Quirk et al. 1985 §2.3-2.5, §10.1; H&P 2002 ch. 4 §2), so the writer replaced "it" with a
#: noun phrase and left the pronoun. Only there: after a ditransitive verb "it the" is object and
#: object ("gave it the name"), and after a coordinator a gapped ditransitive may follow ("gave
#: him the book and it the name").
_STRAY_IT = re.compile(
    r"(?:^[\"'\u201c(]?It|\b(?:that|if|whether|because|since|although|though|when|while|where"
    r"|unless|until) it) the\b"
)

#: A form of "be" before the plain form of a verb that is no other word ("could be consider to
#: be", "is require"): the passive takes the past participle, the progressive the -ing form
#: (Quirk et al. 1985 §3.54, §4.64; H&P 2002 ch. 3 §1.2), so an "-ed" or "-ing" was lost. Only
#: a word that WordNet knows as a verb alone (no noun, adjective or adverb sense: "be open",
#: "be free", "be worth" are adjectives, "be use" a noun reading) and whose participle differs
#: from it ("be set", "be run" are participles): ``_be_plain_verb``.
#: Only the plain and participle forms of "be" (after a modal, "to", "have"): a tensed "is" or
#: "was" takes a plain verb in a pseudo-cleft ("What it does is ensure ...", "All you do is
#: install it": H&P 2002 ch. 16 §9.3), and so does a plain "be" whose sentence has "do" before
#: it ("What he will do will be call you"), which ``_be_plain_verb`` spares.
_BE_WORD = re.compile(r"\b(?:be|been|being)\s+(?:not\s+)?([a-z]{4,})\b")
_DO_FORM = re.compile(r"\b(?:do|does|did|done|doing)\b", re.IGNORECASE)

#: "as long 120 minutes", "as many 40 users": the comparative of equality is "as ADJ as" before
#: the standard of comparison (Quirk et al. 1985 §15.63-15.66; H&P 2002 ch. 13 §4.1); an
#: adjective of degree right after "as" and then a numeral has lost its second "as".
_AS_ADJ_NUMERAL = re.compile(
    r"\bas (?:long|many|much|far|high|large|big|old|wide|tall|deep|fast|low|heavy|small|short"
    r"|early|late|few|little|great|slow) \d"
)


def _be_plain_verb(text: str) -> bool:
    """A plain-form verb right after "be" (``_BE_WORD``)."""
    from lemminflect import getAllInflections

    for match in _BE_WORD.finditer(text):
        word = match.group(1)
        if _DO_FORM.search(text, 0, match.start()):
            continue
        synsets = _verb_only_synsets(word)
        if not synsets:
            continue
        if not any(lemma.name() == word for s in synsets for lemma in s.lemmas()):
            continue  # an inflected form ("considered", "making"): morphy found its lemma
        if _prefixed_participle(word):
            continue  # "be resent": "re-" + "sent", a participle of "resend"
        forms = getAllInflections(word, upos="VERB")
        participles = forms.get("VBN") or forms.get("VBD") or (word,)  # lemminflect: VBD alone
        if forms.get("VB") == (word,) and word not in participles:
            return True
    return False


def _prefixed_participle(word: str) -> bool:
    """``word`` is also a prefix and a past participle ("resent" = "re-" + "sent", "undone"):
    the participle of a prefixed verb that WordNet may lack (Quirk et al. 1985 App. I.12)."""
    from lemminflect import getAllInflections, getAllLemmas

    for prefix in ("re", "un", "pre", "mis", "over", "under", "out", "co", "de", "dis"):
        rest = word[len(prefix) :]
        if not word.startswith(prefix) or len(rest) < 3:
            continue
        for lemma in getAllLemmas(rest, upos="VERB").get("VERB", ()):
            forms = getAllInflections(lemma, upos="VERB")
            if rest in (forms.get("VBN") or forms.get("VBD") or ()):
                return True
    return False


#: "as opposed all rows": "as opposed to" is a complex preposition, its "to" fixed (Quirk et al.
#: 1985 §9.10-9.13 on complex prepositions; H&P 2002 ch. 7 §5), so a noun phrase right after
#: "as opposed" has lost the "to". "as opposed by" (a reduced passive clause, "the bill, as
#: opposed by the council") is left alone (stop 78, fl57).
_AS_OPPOSED_NO_TO = re.compile(
    r"\bas opposed (?!to\b|by\b)(?:the|a|an|all|any|its|their|[a-z]+s)\b"
)
#: A form of "be" before a word that is only a verb's -s form ("They are enables reporting"):
#: an auxiliary or copula takes a non-finite form or a complement, never a finite present verb
#: (Quirk et al. 1985 §3.54 on auxiliary + non-finite; H&P 2002 ch. 3 §2.1), so a word was
#: lost or a subject was made up for a subjectless line (``_be_finite_verb``).
#: Only before what a verb takes and a plural noun does not: an object's determiner or pronoun,
#: or an "-ing" complement ("are enables reporting"); a plural noun the tagger may take for a
#: verb ("are uploads of packages": "upload" is no WordNet noun) stands before "of", a
#: preposition or the end.
_BE_S_FORM = re.compile(
    r"\b(?:am|is|are|was|were|be|been|being)\s+(?:not\s+)?([a-z]{4,}s)"
    r"\s+(?:the|a|an|this|that|these|those|its|their|it|them|you|us|[a-z]+ing)\b"
)


def _be_finite_verb(text: str) -> bool:
    """A form of "be" right before a word that is the -s form of a verb and nothing else
    (``_BE_S_FORM``): WordNet knows its lemma as a verb only (no noun, adjective or adverb
    sense: "is means", "are sells" may be nouns), and lemminflect's -s form of that lemma is
    the word (stop 78, fl57)."""
    from lemminflect import getInflection

    for match in _BE_S_FORM.finditer(text):
        word = match.group(1)
        synsets = _verb_only_synsets(word)
        if not synsets:
            continue
        lemmas = {lemma.name() for s in synsets for lemma in s.lemmas() if "_" not in lemma.name()}
        if any(word in getInflection(lemma, "VBZ") for lemma in lemmas if lemma != word):
            return True
    return False


#: "as many parameters you want": the comparative "as many/much ... as" needs its second "as"
#: before the comparison clause (Quirk et al. 1985 §15.63; H&P 2002 ch. 13 §4.1), so a clause
#: of a personal subject and a verb of wanting ("you want", "we need") after "as many/much" with
#: no "as" between has lost it. Punctuation ends the search: "as many as possible, you want"
#: is another clause (stop 78, fl58).
_AS_MANY_NO_AS = re.compile(
    r"\bas (?:many|much)\b(?:(?!\bas\b)[^,;:.!?()])*?\b(?:you|we|they|I|one)"
    r"\s+(?:want|wish|like|need|please)\b",
    re.IGNORECASE,
)
#: "takes in account": the fixed expression is "take into account" (OED, "account" n. P2;
#: Quirk et al. 1985 §16.59 on verb-noun-preposition idioms, whose words are fixed); "take in
#: account" is the learner calque of French "prendre en compte" / Italian "tenere in conto",
#: listed among learners' errors in Turton & Heaton 1996 (Longman Dictionary of Common Errors,
#: "account"). No reading of "in account" completes "take" (stop 78, fl58).
_TAKE_IN_ACCOUNT = re.compile(r"\b(?:take|takes|taking|took|taken)\s+in\s+account\b", re.I)


#: Central determiners before which a predeterminer stands ("both the buttons", "all my
#: files"), never after (Quirk et al. 1985 §5.10-5.11; H&P 2002 ch. 5 §9.3). "this"/"that"
#: are left out: "that both parameters are" is the complementiser.
_CENTRAL_BEFORE_BOTH = _PARTITIVE_DETERMINERS  # the same definite central determiners
#: Those before which "all" + a plural noun is the slip; "the all" opens a name or compound
#: ("The all criteria are met search"), "their all" is a noun ("gave their all").
_CENTRAL_BEFORE_ALL = frozenset(["these", "those", "my", "your", "our"])


def _predeterminer_after_determiner(doc: Doc) -> bool:
    """ "With these both command buttons": the predeterminers "both" and "all" precede a
    central determiner ("both these buttons", "all my files") and cannot follow one (Quirk et
    al. 1985 §5.10-5.11), so a central determiner right before "both" + a noun or adjective,
    or before "all" + a plural noun, is a slip of the source: a non-native "these two" (stop
    78, fl58)."""
    for tok in doc[1:-1]:
        before, after = doc[tok.i - 1], doc[tok.i + 1]
        both = tok.lower_ == "both" and before.lower_ in _CENTRAL_BEFORE_BOTH
        if both and after.tag_ in ("NN", "NNS", "JJ"):
            return True
        if tok.lower_ == "all" and before.lower_ in _CENTRAL_BEFORE_ALL and after.tag_ == "NNS":
            return True
    return False


def _its_before_participle(doc: Doc) -> bool:
    """ "its intended to show": possessive "its" is a determiner and needs a nominal head
    (Quirk et al. 1985 §6.29; H&P 2002 ch. 5 §16.3), so "its" before a participle with "to",
    "that" or "by" after it, or before "not", "been" or an article, is the contraction "it's"
    with its apostrophe lost (stop 78, fl58). "its advertised features" (a participle
    premodifying a noun) is left alone."""
    for tok in doc[:-2]:
        if tok.lower_ != "its":
            continue
        after, then = doc[tok.i + 1], doc[tok.i + 2]
        if after.tag_ in ("VBN", "VBD") and then.lower_ in ("to", "that", "by"):
            return True
        if after.lower_ in ("not", "been", "a", "an", "the"):
            return True
    return False


def _lost_word(text: str) -> bool:
    """A word left or lost in editing: a stray "it" before "the" (``_STRAY_IT``), a plain verb
    after "be" (``_be_plain_verb``), "as long 120" (``_AS_ADJ_NUMERAL``), "as opposed" with no
    "to" (``_AS_OPPOSED_NO_TO``), a finite -s verb after "be" (``_be_finite_verb``), "as many N
    you want" with no second "as" (``_AS_MANY_NO_AS``), "take in account" (``_TAKE_IN_ACCOUNT``)."""
    return bool(
        _STRAY_IT.search(text)
        or _AS_ADJ_NUMERAL.search(text)
        or _AS_OPPOSED_NO_TO.search(text)
        or _AS_MANY_NO_AS.search(text)
        or _TAKE_IN_ACCOUNT.search(text)
        or _be_plain_verb(text)
        or _be_finite_verb(text)
    )


#: A comma with no space before a word ("In 2009,the new building"): English sets a space after
#: a comma (CMOS 6.7 on spacing after punctuation); between digits it is a thousands separator
#: ("1,000"), which a letter after it excludes. Over the 24,473 distinct sentences of the judged
#: slices it fires twice ("2009,the", "Fa,awa"). Only a frequent word after the comma (Zipf >= 5:
#: "the", "many") counts (``_comma_no_space``): a rare piece is more likely a name written with a
#: comma for a glottal mark ("Fa,awa"), and blind judges kept 4 of the 10 pairs on that sentence
#: (stop 40 A/B draw, two judges).
_COMMA_NO_SPACE = re.compile(r"[a-z0-9],([a-z]{2,})\b")
#: The comma and the word of ``_COMMA_NO_SPACE``, for ``_space_after_comma``.
_COMMA_GLUED_WORD = re.compile(r"(?<=[a-z0-9]),([a-z]{2,})\b")


def _comma_no_space(text: str) -> bool:
    """A comma with no space before a frequent word (``_COMMA_NO_SPACE``)."""
    from wordfreq import zipf_frequency

    return any(zipf_frequency(m.group(1), "en") >= 5.0 for m in _COMMA_NO_SPACE.finditer(text))


#: A word split by a hyphen where no morpheme boundary is ("elimi-nate", "devastat-ingly"): the
#: line-end hyphen of a printed page kept when its lines were joined. A hyphenated compound or
#: prefixed word has a word or a prefix before the hyphen ("re-set", "co-operate", "e-mail";
#: Quirk et al. 1985 App. I.12 on prefixes, CMOS 7.89); here the piece before it is no word
#: (wordfreq Zipf < 1) and the joined form is a word (Zipf >= 2).
_HYPHENATED_PAIR = re.compile(r"(?<![\w-])([A-Za-z]*[a-z])-([a-z]+)(?![\w-])")


def _broken_word(text: str) -> bool:
    """A word split at a line-end hyphen (``_HYPHENATED_PAIR``); over the 24,473 distinct
    sentences of the judged slices it fires twice, both such slips."""
    from wordfreq import zipf_frequency

    for match in _HYPHENATED_PAIR.finditer(text):
        left, right = match.group(1).lower(), match.group(2)
        if zipf_frequency(left, "en") < 1.0 and zipf_frequency(left + right, "en") >= 2.0:
            return True
    return False


#: Verbs whose non-finite complement is a to-infinitive and never a bare one (Quirk et al. 1985
#: §16.38-16.40 on catenative "begin", "continue", "seem", "try", "want" ...; H&P 2002 ch. 14
#: §5.1): "wages continued go down" lost its "to". Not "help" (takes either, "help clean up"),
#: "need" and "dare" (modal uses take the bare form), "go", "come" ("go get it").
_TO_CATENATIVES = frozenset(
    ["continue", "begin", "start", "try", "want", "seem", "appear", "tend", "fail", "manage"]
    + ["hope", "decide", "plan", "refuse", "agree", "attempt", "expect", "intend", "learn"]
    + ["choose", "pretend", "promise", "threaten", "afford", "deserve", "wish", "offer"]
    + ["prepare", "arrange", "struggle", "proceed", "vow", "cease", "neglect", "hesitate"]
    + ["strive", "endeavor", "endeavour", "seek"]
)


def _bare_after_catenative(doc: Doc) -> bool:
    """A plain-form verb directly after a to-infinitive catenative (``_TO_CATENATIVES``), with
    no "to": "wages continued go down", "she tried explain it"."""
    for tok in doc:
        head = tok.head
        if (
            tok.tag_ in ("VB", "VBP")  # the tagger reads a plain form after a verb as either
            and tok.dep_ == "xcomp"
            and head.i == tok.i - 1
            and head.tag_.startswith("VB")
            and head.lemma_.lower() in _TO_CATENATIVES
            and head.text.islower()
            and tok.text.islower()
            and not any(c.lower_ == "to" for c in tok.children)
        ):
            return True
    return False


#: Determiners of plural count nouns only (Quirk et al. 1985 §5.17, §5.25 on "several", "many",
#: "various", "numerous" as plural determinatives; H&P 2002 ch. 5 §7.3): with a singular noun
#: as head ("numerous management board") a plural "-s" was lost.
_PLURAL_QUANTIFIERS = frozenset(["numerous", "several", "many", "various"])
#: Nouns whose plural has no ending (Quirk et al. 1985 §5.83-5.86, zero plurals): "numerous
#: aircraft" is plural. ("multiple" is left out: as an adjective it takes singulars, "multiple
#: citizenship", "multiple correlation".)
_ZERO_PLURALS = frozenset(
    ["aircraft", "spacecraft", "hovercraft", "watercraft", "craft", "sheep", "deer", "fish"]
    + ["offspring", "species", "series", "salmon", "trout", "cod", "bison", "moose", "swine"]
    + ["personnel", "staff", "police", "cattle", "people", "livestock", "poultry", "crew"]
)


def _plural_quantifier_singular(doc: Doc) -> bool:
    """A plural-only quantifier (``_PLURAL_QUANTIFIERS``) opening a noun phrase whose head is a
    singular common noun ("chair of numerous management board"); not after a determiner ("the
    many" is a noun phrase of its own), not "many a" (singular by rule, Quirk et al. §5.25)."""
    for tok in doc:
        head = tok.head
        if tok.lower_ not in _PLURAL_QUANTIFIERS or tok.dep_ not in ("amod", "det", "nummod"):
            continue
        if head.i <= tok.i or head.tag_ != "NN" or not head.text.islower():
            continue
        if head.lower_ in _ZERO_PLURALS or not _has_s_plural(head.lower_):
            continue
        if head.dep_ in ("nsubj", "nsubjpass") and _agrees_plural(head.head):
            continue  # "many old tachi were shortened": the verb says the noun is plural
        if head.lower_ in _NUMERAL_NOUNS:
            continue  # "several dozen senators", "many hundred ships": a numeral
        if _premodifying_noun_of_plural(head):
            continue  # "many third party modules": "party" premodifies the plural head
        if _fused_head_subject(tok, head):
            continue  # "and many act on it": a pronoun subject and its verb
        if tok.i and doc[tok.i - 1].tag_ in ("DT", "PRP$", "POS"):
            continue
        if tok.i + 1 < len(doc) and doc[tok.i + 1].lower_ in ("a", "an"):
            continue
        if _premodifier_of_coordinated_head(head):
            continue
        return True
    return False


#: Nouns of cardinal numerals: after a numeral or a quantifier they take no plural "-s" ("three
#: dozen eggs", "several hundred people", "many thousand years"; Quirk et al. 1985 §6.64, H&P
#: 2002 ch. 5 §7.4), so "several dozen" lost nothing.
_NUMERAL_NOUNS = frozenset(
    ["dozen", "hundred", "thousand", "million", "billion", "trillion", "score"]
)
#: Plural quantifiers that also stand as a fused-head pronoun, a subject of their own ("Many
#: act on it", "several claim credit"; Quirk et al. 1985 §5.56, H&P 2002 ch. 5 §9.2).
#: "numerous" is not among them: it is an adjective only ("*Numerous agree").
_FUSED_HEAD_QUANTIFIERS = frozenset(["many", "several", "various"])
#: Clause slots of a word that heads a clause rather than fills an argument of one.
_CLAUSE_SLOTS = frozenset(["ROOT", "conj", "ccomp", "advcl", "parataxis", "relcl", "xcomp"])


def _fused_head_subject(quantifier: Token, head: Token) -> bool:
    """Is the quantifier a fused-head pronoun subject and the "noun" after it the clause's plain
    present verb, which the tagger read as the quantifier's head noun ("Most hackers agree, and
    many act on it", parsed "many/amod act/NN")? "many", "several", "various" also stand alone
    as a noun phrase (``_FUSED_HEAD_QUANTIFIERS``), and a plural subject takes the plain form, so
    "many act" is a clause. It is read so when the quantifier opens a clause (first word, or after
    a coordinator, a comma-like mark, a subordinator or a relative adverb), the next word is a
    plain verb form (lemminflect) and the phrase the parse built stands where a verb would:
    in a clause slot (``_CLAUSE_SLOTS``), or as a second subject of a verb that has one already
    ("while several claim the prize was rigged"). A real slip stays flagged: the singular is an
    argument ("We saw several dog", "Many report of sightings came in") or has no verb reading
    ("Many student attend")."""
    from lemminflect import getAllLemmas

    doc = quantifier.doc
    if quantifier.lower_ not in _FUSED_HEAD_QUANTIFIERS or quantifier.i + 1 >= len(doc):
        return False
    verb = doc[quantifier.i + 1]
    if verb.tag_ != "NN" or not verb.text.islower() or verb.i > head.i:
        return False
    if verb.lower_ not in getAllLemmas(verb.lower_, upos="VERB").get("VERB", ()):
        return False
    if quantifier.i > 0:
        before = doc[quantifier.i - 1]
        opens = (
            before.tag_ in ("CC", "WRB", "WDT")
            or before.text in (",", ";", ":", "(", "\u2014", "--")
            or before.dep_ == "mark"
            or before.lower_ == "that"
        )
        if not opens:
            return False
    if head.dep_ in _CLAUSE_SLOTS:
        return True
    return head.dep_ in ("nsubj", "nsubjpass") and any(
        c.dep_ in ("nsubj", "nsubjpass") and c.i != head.i for c in head.head.children
    )


@cache
def _metalinguistic_nouns() -> frozenset[str]:
    from .resources import wordlist

    return frozenset(wordlist("gloss_metalinguistic_nouns"))


#: Metalinguistic nouns that also name a thing or a span with "of" ("the name of the ship",
#: "term of office", "an expression of thanks"): as a gloss's head they count with "for" only.
_OF_AMBIGUOUS_TERM_NOUNS = frozenset(["name", "term", "word", "expression", "phrase", "idiom"])
#: Verbs of naming whose free relative glosses a term ("What the software calls FidoNet.").
#: "What hackers call X": the naming verbs of a gloss that mentions a word (fl29); beside
#: ``_NAMING_VERBS`` (sn1), which lists the participles of "also called X" glossary lines. The
#: dub verbs and "label" (Levin 1993 §29.3), which names a thing by a word too ("what the
#: manual labels X").
_GLOSS_NAMING_VERBS = DUB_VERBS | {"label"}


def _term_gloss(doc: Doc) -> bool:
    """A verbless gloss of a word, not of a thing: the sentence is a noun phrase headed by a
    metalinguistic noun (``wordlists/gloss_metalinguistic_nouns.txt``: "Acronym for X.",
    "Pejorative name for Y, which ...", "Commonwealth hackish term for Z ...", or a noun whose
    "of" object is one: "Parody of the techspeak term W, describing ...") with no determiner or
    "a"/"an" and at most three premodifiers before it, and the sentence's root is no finite verb
    ("A term for this is 'foo'.", "Word for word, he repeated it." are statements); or a free
    relative of a naming verb standing alone ("What the Opus BBS software calls FidoNet.": a
    declarative with a free-relative subject has a main verb after it, H&P 2002 ch. 12 §6).
    Such a gloss mentions the entry's headword, which is not in the text (Lyons 1977 §1.2): a
    premise made of it states nothing of the world (stop 65, fl29)."""
    words = [t for t in doc if not t.is_punct]
    if not words or doc[-1].text == "?":
        return False
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None:
        return False
    first = words[0]
    if first.lower_ == "what" and root.lemma_ in _GLOSS_NAMING_VERBS and first.head.i == root.i:
        return first.dep_ in ("dobj", "oprd", "attr") and any(
            c.dep_ in ("oprd", "attr", "dobj") and c.i > root.i for c in root.children
        )
    if first.lower_ in ("a", "an"):
        # "A humorous term for the token ...": a gloss with its own article is a predicate
        # nominal, "It is a humorous term for ...", which ``copular_definition_subject`` builds
        # ("it" the headword, mentioned: Lyons 1977 §1.2; stop 73, fl47: s1204g's judges kept
        # the pair on such a gloss that went out flagged)
        return False
    nouns = _metalinguistic_nouns()
    start = 0
    for tok in words[start : start + 4]:
        nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
        if nxt is None or nxt.lower_ not in ("for", "of"):
            if tok.tag_ in ("JJ", "NN", "NNP", "VBN") and tok.is_alpha:
                continue  # a premodifier ("Commonwealth hackish term", "Pejorative name")
            return False
        # the head: a sentence-initial capital makes the tagger read it as a name or a verb
        # ("Slang/NNP for money", "Name/VB for a sword"), so it is matched by its form
        word = tok.lower_
        lemma = word[:-1] if word.endswith("s") and word[:-1] in nouns else word
        obj = next((o for o in nxt.children if o.dep_ == "pobj"), None)
        of_words = doc[nxt.i + 1 : obj.i + 1] if obj is not None else doc[nxt.i : nxt.i]
        of_term = nxt.lower_ == "of" and any(
            o.lower_ in nouns and o.lower_ != "name" for o in of_words
        )
        own = lemma in nouns and (nxt.lower_ == "for" or lemma not in _OF_AMBIGUOUS_TERM_NOUNS)
        if not (own or of_term):
            return False
        # a finite root is a main clause ("A term for this is 'foo'.", "Word for word, he
        # repeated it."): no gloss; the head itself misread as a verb ("Name/VB for") is one
        return root.i == tok.i or not _finite_clause(root)
    return False


def _premodifying_noun_of_plural(noun: Token) -> bool:
    """Is the singular ``noun`` a noun premodifier (a ``compound``) in a noun phrase whose head
    is plural ("many third party modules", "several file system calls")? A noun that premodifies
    another noun is singular as a rule, whatever the number of the phrase ("a trouser press",
    "tax cuts"; Quirk et al. 1985 §17.108; H&P 2002 ch. 5 §14.4), so a plural quantifier before
    it goes with the head noun after it, and nothing lost an "-s" (stop 75, fl52). The chain of
    compounds is followed to the phrase's head, which must be a plural common noun;
    "many party" and "several file system" (a singular head) stay flagged."""
    head = noun
    while head.dep_ == "compound" and head.head.i > head.i:
        head = head.head
    return head is not noun and head.tag_ == "NNS"


def _premodifier_of_coordinated_head(noun: Token) -> bool:
    """Is the singular ``noun`` the first of two coordinated noun premodifiers whose shared head
    the parse took for the second conjunct ("several gas and dust clouds": the parse coordinates
    "gas" with "dust clouds")? Coordinated premodifiers share the head after them ("gas clouds and
    dust clouds"; Quirk et al. 1985 §13.70, §17.109; H&P 2002 ch. 15 §4.1), so the quantifier
    goes with that plural head and nothing lost an "-s". The second conjunct must carry a
    premodifier of its own before its plural head; "several book and papers" stays flagged
    (stop 46, fl4)."""
    return any(
        c.dep_ == "conj"
        and c.tag_ == "NNS"
        and any(m.dep_ in ("compound", "nmod") and m.i == c.i - 1 for m in c.children)
        for c in noun.children
    )


@cache
def _has_s_plural(noun: str) -> bool:
    """Is ``noun`` a count noun whose plural is a form of its own in use: a form other than the
    word that is at most 1.5 Zipf below it ("board" 5.2, "boards" 4.3)? Loanwords that keep their
    form in the plural ("samurai", "tachi", "bacteria": Quirk et al. 1985 §5.86, §5.98) and mass
    nouns have no such form, or only a rare one ("samurais" 1.2, "tachis" 0), and are left alone:
    a singular-looking head after "many" is then no sign of a lost "-s"."""
    from lemminflect import getInflection

    from .lexicon.fluency import zipf

    forms = [f for f in getInflection(noun, "NNS") if f != noun]
    return any(zipf(f) >= zipf(noun) - 1.5 > 0 for f in forms)


def _agrees_plural(verb: Token) -> bool:
    """Does ``verb``'s tensed word show plural agreement ("were", "are", a VBP form)?"""
    finite = next(
        (c for c in verb.children if c.dep_ in ("aux", "auxpass") and c.tag_ in FINITE_TAGS),
        verb,
    )
    return finite.tag_ == "VBP" or finite.lower_ in ("were", "are", "have")


def _finite_of(verb: Token) -> Token | None:
    """The tensed word of ``verb``'s clause: the verb itself or its tensed auxiliary."""
    if verb.tag_ in ("VBZ", "VBP", "VBD", "MD"):
        return verb
    return next(
        (c for c in verb.children if c.dep_ in ("aux", "auxpass") and c.tag_ in ("VBZ", "VBD")),
        None,
    )


def _plain_verb_conjunct(doc: Doc) -> bool:
    """A present plain-form verb (VBP) right after "and"/"but" heading a verb-phrase conjunct
    with no subject of its own, whose first conjunct's tensed word is an -s form with a subject
    that is not coordinated, in a main clause: "The magazine is aimed at girls and tend to be
    ...". A
    coordinated verb phrase shares its subject, so both verbs agree with it (H&P 2002 ch. 15
    §4.3; Quirk et al. 1985 §10.35): the generalisation of ``_plural_verb_conjunct`` to every
    verb."""
    for verb in doc:
        if verb.dep_ != "conj" or verb.tag_ != "VBP" or not verb.text.islower():
            continue
        if verb.i + 1 < len(doc) and doc[verb.i + 1].lower_ == "of":
            continue  # a noun the tagger took for a verb: "the look and feel of"
        if verb.head.dep_ not in ("ROOT", "conj"):
            continue  # inside a subordinate clause the parser attaches conjuncts too freely
        prev = verb.i - 1
        while prev >= 0 and doc[prev].tag_ == "RB":
            prev -= 1
        if prev < 0 or doc[prev].lower_ not in ("and", "but"):
            continue
        if any(c.dep_ in _SUBJECTS for c in verb.children):
            continue
        first = verb.head
        tensed = _finite_of(first)
        subjects = [c for c in first.children if c.dep_ in _SUBJECTS]
        if tensed is None or tensed.tag_ != "VBZ" or not subjects:
            continue
        if any(c.dep_ in ("conj", "cc") for c in subjects[0].children):
            continue
        return True
    return False


#: Prepositions that "where" cannot follow as a relative word after its antecedent noun.
_WHERE_PREPOSITIONS = frozenset(["in", "on", "at", "during", "within", "into"])


def _preposition_where(doc: Doc) -> Span | None:
    """A noun, a locative preposition and the relative "where" ("the year in where Murphy
    directed his first film"): "where" is itself a relative adverb standing for a whole
    preposition phrase ("the town where" = "the town in which", H&P 2002 ch. 12 §3.5; Quirk et
    al. 1985 §17.12), so a preposition before it is a blend of two relatives, out of grammar
    (the fix is "in which"). Not touched: "from where" and "to where" (the source or goal
    sense, which "where" alone does not give, is accepted usage), a preposition after a verb
    ("come in where it's warm", "looked at where she lay": a particle, or a free relative as
    object) and "of where" ("a reminder of where his loyalties lay": a free relative as the
    noun's complement)."""
    for tok in doc[2:]:
        if tok.lower_ != "where":
            continue
        prep, noun = doc[tok.i - 1], doc[tok.i - 2]
        if prep.lower_ in _WHERE_PREPOSITIONS and noun.tag_ in ("NN", "NNS"):
            return doc[tok.i - 2 : tok.i + 1]  # "year in where"
    return None


def _repeated_verb(doc: Doc) -> bool:
    """The same finite verb written twice with only adverbs between ("KStars provides also
    provides means", "it works really works"): a slip of revision that left the old and the new
    word order both in the text. A predicate has one lexical head (Quirk et al. 1985 §2.12; a
    verb phrase has one main verb), and a verb repeated for emphasis is coordinated or set off
    by a comma ("he tried and tried", "it grows, grows, grows"; Quirk §13.101 on repetition),
    never joined to itself over a bare adverb. Stop 75, fl53."""
    for tok in doc:
        if tok.tag_ not in FINITE_TAGS or not tok.tag_.startswith("VB"):
            continue
        for j in (tok.i + 2, tok.i + 3):
            if j >= len(doc):
                break
            between = doc[tok.i + 1 : j]
            if not all(t.tag_ in ("RB", "RBR", "RBS") for t in between):
                break
            if doc[j].lower_ == tok.lower_ and doc[j].tag_.startswith("VB"):
                return True
    return False


#: Words that take "very" as an emphatic adjective of identity before a noun after a
#: determiner ("the very end", "this very moment", "his very life"; Quirk et al. 1985 §7.49).
_VERY_DETERMINER_TAGS = frozenset(["DT", "PRP$", "POS", "WDT", "WP$"])


def _very_before_noun(doc: Doc) -> bool:
    """The intensifier "very" right before a common noun with no determiner before it ("for
    very distance galaxies" for "very distant"): "very" as an adverb modifies adjectives and
    adverbs only (Quirk et al. 1985 §7.49, §7.56); as an adjective it follows a determiner
    ("the very end"). A noun in that slot is a misspelt adjective. Only a noun with no adjective
    sense in WordNet counts, so a tagger's noun reading of an adjective ("very fun") is left.
    Stop 75, fl53."""
    from .lexicon.wordnet import wordnet

    for tok in doc[:-1]:
        if tok.lower_ != "very":
            continue
        if tok.i > 0 and doc[tok.i - 1].tag_ in _VERY_DETERMINER_TAGS:
            continue
        noun = doc[tok.i + 1]
        if noun.tag_ not in ("NN", "NNS") or not noun.is_lower or not noun.is_alpha:
            continue
        if wordnet().synsets(noun.text, pos="a") or wordnet().synsets(noun.text, pos="s"):
            continue
        if wordnet().synsets(noun.text, pos="r"):
            continue
        return True
    return False


#: A percent sign right after a word, with no number before it ("then uses% Tolerance"): the
#: sign stands for "percent" after a numeral only (CMOS 9.18), so a word before it lost the number
#: or a field name between (extraction debris). A sign before a letter ("%s", "%d") is a format code.
_WORD_PERCENT = re.compile(r"\b[A-Za-z]{2,}%(?=\s|$)")


def _subordinate_clause_semicolon(doc: Doc) -> Span | None:
    """A sentence opened by a subordinator whose first clause ends at a semicolon ("As the
    Earth spins; they remain fixed"): a semicolon joins independent clauses only (CMOS 6.57;
    Quirk et al. 1985 App. III.19), and an initial adverbial clause is set off by a comma
    (CMOS 6.24), so the semicolon is a slip for a comma (or the main clause was lost). Stop 75, fl53."""
    if len(doc) < 3 or doc[0].dep_ != "mark":
        return None
    verbs = 0
    for tok in doc[1:]:
        if tok.text in (",", ":", "(", "\u2014", "-", "."):
            return None
        if tok.tag_ in FINITE_TAGS:
            verbs += 1
        if tok.text == ";":
            # one finite verb, the subordinate clause's own: "If you know it then all is
            # clear; otherwise ..." has its main clause before the semicolon
            # the semicolon and the word it closes the clause on: a negated or embedded
            # copy of the clause keeps them ("does not allow ... server;")
            return doc[tok.i - 1 : tok.i + 1] if verbs == 1 else None
    return None


def _repeated_adjunct(doc: Doc) -> bool:
    """The same prepositional phrase of three words or more (a preposition and a noun phrase
    with a determiner or modifier) attached twice to one head: "they lost in the first round
    to X in the first round". One situation has one such adjunct; a second copy is an edit
    left half done (H&P 2002 ch. 8 §1 on adjuncts; repetition for effect is set off by a comma
    or a coordinator, Quirk et al. 1985 §19.47, and a coordinated object makes two situations:
    "during the fall and spring ... during the fall and winter")."""
    for head in doc:
        seen: set[str] = set()
        for prep in head.children:
            if prep.dep_ != "prep":
                continue
            obj = next((c for c in prep.children if c.dep_ == "pobj"), None)
            if obj is None or obj.left_edge.i != prep.i + 1 or obj.i - prep.i < 2:
                continue
            if any(c.dep_ in ("conj", "cc") for c in obj.children):
                continue  # "during the fall and spring ... during the fall and winter"
            if prep.i and doc[prep.i - 1].lower_ in (",", "not", "and", "or", "but"):
                continue  # set off or contrasted: "on the basis of X, not on the basis of Y"
            key = doc[prep.i : obj.i + 1].text.lower()
            if key in seen:
                return True
            seen.add(key)
    return False


#: Nouns that head a temporal subordinator with "the" (Quirk et al. 1985 §14.12: "the moment
#: (that)", "the minute", "the instant"; H&P 2002 ch. 7 §4.4).
_MOMENT_NOUNS = frozenset(["moment", "minute", "instant", "second"])


def _moment_clause_only(doc: Doc) -> bool:
    """A sentence that is only a "the moment ..." clause ("But the moment I ventured to say
    so."): "the moment" subordinates its clause, which needs a main clause ("The moment I
    spoke, they left")."""
    words = [t for t in doc if not t.is_punct]
    start = 1 if words and words[0].tag_ == "CC" else 0
    if len(words) < start + 3:
        return False
    the, noun, subject = words[start], words[start + 1], words[start + 2]
    if the.lower_ != "the" or noun.lower_ not in _MOMENT_NOUNS:
        return False
    if subject.dep_ not in ("nsubj", "nsubjpass"):
        return False
    verb = subject.head
    if noun.dep_ == "ROOT":  # the parser's reading: "the minute" with a relative clause
        return verb.dep_ == "relcl" and verb.head == noun
    return verb.dep_ == "ROOT" and noun.dep_ in ("npadvmod", "advmod") and noun.head == verb


def _formula_clause_only(doc: Doc) -> bool:
    """Is every finite verb of the sentence the formula "thank you"/"thank God" with no subject
    ("Stating the obvious, but thank you.", "Thank you, Ross, thank you.")? Thanking is an
    expressive: its point is the speaker's gratitude, it has no direction of fit and nothing
    true or false (Searle 1969 ch. 3.4, 1976), and "thank you" without a subject is a fixed
    formula (Quirk et al. 1985 §11.54), so the sentence has no clause a pair can test (stop 54,
    fl14). A sentence with no finite verb at all is ``fragment``; "I thank you" (with its
    subject) and any other finite verb ("Thank you, I love it") are left to the other checks."""
    finite = [t for t in doc if t.tag_ in FINITE_TAGS or t.tag_ == "VB" and t.dep_ == "ROOT"]
    if not finite:
        return False
    for verb in finite:
        nxt = doc[verb.i + 1] if verb.i + 1 < len(doc) else None
        if verb.lower_ != "thank" or nxt is None or nxt.lower_ not in ("you", "god"):
            return False
        if any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children):
            return False
    return True


#: Verbs of naming whose past participle heads a dictionary's or glossary's gloss with no
#: subject ("Also called monkshood.", "In both senses also known as wolfsbane.", "Formerly
#: spelt Cathay."): a reduced passive whose understood subject is the headword (Quirk et al.
#: 1985 §15.49 on reduced non-finite clauses; the "also called" of dictionary entries). The
#: tagger reads the participle as a past tense, but no clause has a subject to predicate of.
#: The dub verbs and the participles such lines also open on ("also known as", "spelt",
#: "nicknamed", "styled").
_NAMING_VERBS = DUB_VERBS | {"know", "spell", "nickname", "style"}


def _naming_gloss(doc: Doc) -> bool:
    """The sentence's root is a naming verb's participle (``_NAMING_VERBS``) with no auxiliary,
    and no subject anywhere in the sentence: a glossary's "also called X" standing alone (stop
    64, sn1)."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None or root.tag_ not in ("VBD", "VBN") or root.lemma_ not in _NAMING_VERBS:
        return False
    if any(c.dep_ in ("aux", "auxpass") for c in root.children):
        return False
    # no subject anywhere: "Also named for its colour, the racer is gray" has a main clause
    # the parser hung under the participle
    return not any(t.dep_ in ("nsubj", "nsubjpass", "csubj", "expl") for t in doc)


def _name_before_semicolon(doc: Doc) -> bool:
    """The sentence opens on a proper name and a semicolon ("Lord Vetinari; it was cheaper
    ..."): a semicolon joins two independent clauses (CMOS 6.54), and a bare name is none, so
    the name is the tail of the sentence before, left on this side of a wrong cut (stop 64,
    sn1). Only proper-noun tokens before the semicolon: an interjection or a clause ("Yes;",
    "He came;") is no debris."""
    semi = next((t.i for t in doc if t.text == ";"), None)
    if not semi or semi > 4 or not all(t.pos_ == "PROPN" for t in doc[:semi]):
        return False
    # the clause after it has its own subject ("; it was cheaper"); a name that is the subject
    # of what follows ("John Smith; born 1945 is an actor": a lost parenthesis) is no debris
    return any(t.dep_ in ("nsubj", "nsubjpass", "expl") for t in doc[semi + 1 :])


def _gloss_before_semicolon(doc: Doc) -> bool:
    """The sentence opens on a verbless noun phrase with an article and a semicolon, and a
    clause follows ("The round key on a keyboard; use of this name shows that ..."): a
    semicolon joins two independent clauses (CMOS 6.54; Quirk et al. 1985 App. III.12), and a
    noun phrase with no verb is none, so the part before it is a glossary entry's definiens
    (the thing named), the same ``description`` that ``_definition_phrase`` gives a definition
    standing alone (Quirk et al. 1985 §11.41 on verbless sentences). A pair copies the gloss
    into its premise and, where it rewrites or negates the clause, into a premise that states
    nothing about it. Only an article first (a list opens on a bare noun or a label with a
    colon: "Current versions: X 2.6; X 2.5 ...") and a clause with a subject and a finite verb
    after the semicolon. Stop 70 (fl40): s1203b's judges rejected all 3 pairs built on such a
    FOLDOC entry ("premise is a glossary fragment")."""
    semi = next((t.i for t in doc if t.text == ";"), None)
    if semi is None or semi < 3 or doc[0].lower_ not in ("the", "a", "an"):
        return False
    head = doc[:semi]
    if any(t.pos_ in ("VERB", "AUX") or t.text == ":" for t in head):
        return False
    if not any(t.pos_ in ("NOUN", "PROPN") for t in head):
        return False
    if any(_maybe_finite(t) and not _determined_noun(t) for t in head[1:]):
        return False  # "A forum functions much like ...": a verb the tagger took for a noun
    rest = doc[semi + 1 :]
    finite = any(t.tag_ in FINITE_TAGS for t in rest)
    return finite and any(t.dep_ in SUBJECT_DEPS for t in rest)


#: Verbs whose object is followed by a to-infinitive and never by a "to" phrase of direction or
#: recipient: object-control and raising-to-object catenatives (Quirk et al. 1985 §16.50-16.52;
#: H&P 2002 ch. 14 §5.2). Not "help" ("help yourself to that"), "lead", "bring", "take",
#: "send", "admit", "give", whose "to" may be a preposition.
_OBJECT_INFINITIVE_VERBS = frozenset(
    ["allow", "enable", "permit", "force", "require", "encourage", "ask", "tell", "want"]
    + ["expect", "cause", "invite", "urge", "persuade", "order", "instruct", "remind"]
)
#: Pro-forms that stand for a verb phrase only together with "do" ("do that", "do it", "do
#: this", "do so": H&P 2002 ch. 17 §7.2).
_VP_PRO_FORMS = frozenset(["that", "this", "it", "so"])


def _to_without_verb(doc: Doc) -> Span | None:
    """ "The reports allow you to just that.": an object-infinitive verb (``_OBJECT_INFINITIVE_
    VERBS``) and its pronoun object, then "to", optional adverbs and a verb-phrase pro-form
    (``_VP_PRO_FORMS``) closing the clause, with no verb: the infinitival clause has lost its
    "do" (H&P 2002 ch. 14 §5.2: the complement of "allow NP" is a to-infinitival clause; "that"
    stands for a verb phrase only as the object of "do", ch. 17 §7.2). Judges: "source sentence
    lacks 'do'", b=0 (s1204q, stop 77, fl56). The span is the verb up to the pro-form."""
    for to in doc:
        if to.lower_ != "to" or to.i < 2 or to.tag_ == "TO" and to.dep_ == "aux":
            continue
        obj, verb = doc[to.i - 1], doc[to.i - 2]
        if obj.tag_ != "PRP" or obj.lower_ in ("it",) or not verb.tag_.startswith("VB"):
            continue
        if verb.lemma_.lower() not in _OBJECT_INFINITIVE_VERBS:
            continue
        nxt = to.i + 1
        while nxt < len(doc) and doc[nxt].tag_ == "RB" and doc[nxt].lower_ not in _VP_PRO_FORMS:
            nxt += 1
        if nxt + 1 >= len(doc) or doc[nxt].lower_ not in _VP_PRO_FORMS:
            continue
        if doc[nxt + 1].is_punct and doc[nxt + 1].text in (".", "!", "?", ";", ","):
            return doc[verb.i : nxt + 1]
    return None


#: Quantifiers that head a partitive ("most of the filters"): the fused determiner-heads of H&P
#: 2002 ch. 5 §9.2 and Quirk et al. 1985 §5.24-5.25 ("of" partitives): the plural-agreeing ones
#: of ``_PLURAL_PARTITIVE_QUANTIFIERS`` and those of singular or variable agreement.
_PARTITIVE_QUANTIFIERS = _PLURAL_PARTITIVE_QUANTIFIERS | frozenset(
    ["none", "each", "any", "much", "half", "either", "neither"]
)


#: Quantifying determinatives of vague or cardinal quantity that spaCy tags as adjectives
#: ("several/JJ forms"): a noun after one has its determiner (H&P 2002 ch. 5 §7.3-7.4 on
#: "several", "many", "few", "various", "numerous"; Quirk et al. 1985 §5.23-5.25).
_QUANTIFYING_DETERMINATIVES = frozenset(
    {"several", "many", "few", "numerous", "various", "multiple", "countless", "myriad"}
)


def _bare_partitive(doc: Doc) -> Span | None:
    """ "Most of filters are using ...", "most of tiles have ...": a partitive quantifier
    (``_PARTITIVE_QUANTIFIERS``) whose "of" takes a common noun with no determiner of its own.
    The oblique of a partitive must be definite (H&P 2002 ch. 5 §9.2: "most of the/these
    filters", *"most of filters"; Quirk et al. 1985 §5.25): the source lost its "the", and every
    pair copies the slip (s1204w's judges: "'most of filters' is ungrammatical (source) ...
    needs 'the'", 10 of 10 judged pairs rejected; stop 81, fl64). Precision first: the noun is
    a common noun (``NN``/``NNS``) right after "of" or after adjectives and nouns that modify
    it, with no ``det``, ``poss``, ``nummod`` or ``predet`` dependent and no possessive before
    it ("all of Python's modules"); a pronoun, proper noun, number or wh-word after "of"
    ("most of them", "all of Europe", "one of two", "some of which") is no such noun, nor is a
    noun after "such", whose reference the preceding text fixes ("most of such calls": s1205b's
    judges kept 4 of 4). "Of" must attach to the quantifier ("most of" as a partitive, not
    "the size of files")."""
    for quant in doc[:-2]:
        if quant.lower_ not in _PARTITIVE_QUANTIFIERS:
            continue
        of = doc[quant.i + 1]
        if of.lower_ != "of" or of.head.i != quant.i:
            continue
        if quant.tag_ == "NN" and any(c.dep_ == "det" for c in quant.children):
            # "an hour and a half of daydreaming": "a half" is a measure noun with a determiner
            # of its own, no fused determiner-head; a measure noun takes a bare noncount or
            # gerund oblique ("a cup of tea", "an hour of reading"; Quirk et al. 1985 §5.8-5.9,
            # H&P 2002 ch. 5 §9.3 on measure nouns) (stop 97, fl94)
            continue
        noun = next((c for c in of.children if c.dep_ == "pobj"), None)
        if noun is None or noun.tag_ not in ("NN", "NNS"):
            continue
        if any(c.dep_ in ("det", "poss", "nummod", "predet") for c in noun.children):
            continue
        between = doc[of.i + 1 : noun.i]
        if any(t.lower_ == "such" for t in between):
            continue  # "most of such calls": anaphoric "such" (H&P 2002 ch. 5 §7.2); kept
        if any(t.lower_ in _QUANTIFYING_DETERMINATIVES for t in between):
            # "any of several forms", "one of many reasons": the noun has a determiner, a
            # quantifying determinative the tagger reads as an adjective (JJ, amod); an
            # indefinite oblique of cardinal or vague quantity is a normal partitive (H&P 2002
            # ch. 5 §9.2, "one of several candidates"; Quirk et al. 1985 §5.25) (stop 103, fl104)
            continue
        if any(t.tag_ not in ("JJ", "NN", "NNS", "HYPH", "VBN", "VBG") for t in between):
            continue
        return doc[quant.i : noun.i + 1]
    return None


#: Object-control and raising-to-object verbs whose infinitive needs an object before it and
#: that never take a subject-control infinitive of their own: "allow you to set", never *"allow
#: to set" (Quirk et al. 1985 §16.50-16.52; H&P 2002 ch. 14 §5.2). Not "want", "expect", "ask",
#: "require" ("want to go", "ask to leave": subject control), not "order" ("in order to") nor
#: "cause" (archaic "cause to be made").
_OBJECT_ONLY_INFINITIVE_VERBS = frozenset(
    ["allow", "enable", "permit", "force", "encourage", "urge", "persuade", "instruct", "remind"]
)


def _infinitive_without_object(doc: Doc) -> Span | None:
    """ "These slidebars allow to set noise level", "This button allows to bring ...": an
    active object-control verb (``_OBJECT_ONLY_INFINITIVE_VERBS``) right before "to" and a
    base-form verb. The to-infinitive of "allow" is the complement of its object, "allow NP to
    VP" (H&P 2002 ch. 14 §5.2): with no object the source lost it ("allow you to set",
    "allow setting"). Judged: every such pair of the fourteen slices s1204o-s1205b was rejected
    ("'allows to move' is ungrammatical ... needs 'allows you to move'"; stop 81, fl64). A
    passive or participle ("is allowed to", "users allowed to post": VBN) has its object as
    subject and is left alone, as is a verb with an object ("allow it to"); so is every -ed
    form (VBD too), which may be a reduced passive relative the tagger read as a preterite
    ("Users allowed to post can edit")."""
    for verb in doc[:-2]:
        if verb.lemma_.lower() not in _OBJECT_ONLY_INFINITIVE_VERBS or verb.tag_ in ("VBN", "VBD"):
            continue
        if not verb.tag_.startswith("VB") or any(
            c.dep_ in ("auxpass", "nsubjpass") for c in verb.children
        ):
            continue
        to, nxt = doc[verb.i + 1], doc[verb.i + 2]
        if to.lower_ == "to" and nxt.tag_ == "VB":
            return doc[verb.i : nxt.i + 1]
    return None


#: The ``garbled`` rules that read the parse. Each returns the span it blames (or ``None``), so
#: that a pair cut from the sentence keeps ``source:garbled`` exactly when it still holds that
#: span (``garble_anchors``, ``garble_left``): the parse found the defect, and the parse says
#: where it is. A rule added here needs no text form of its own (stop 76, fl54: until then
#: each one needed a regex in ``garble_left``, and one without it lost its flag on every pair).
PARSE_GARBLES: tuple[Callable[[Doc], Span | None], ...] = (
    _to_without_verb,
    _subordinate_clause_semicolon,
    _either_without_or,
    _preposition_where,
    _both_without_and,
    _neither_without_nor,
    _run_on,
    _merged_header,
    _list_without_coordinator,
    _ocr_noise,
    _bare_partitive,
    _infinitive_without_object,
)


def _parse_garble(doc: Doc) -> bool:
    """Does a parse rule of ``PARSE_GARBLES`` find a garble in ``doc``?"""
    return any(check(doc) is not None for check in PARSE_GARBLES)


def garble_anchors(doc: Doc) -> list[str]:
    """The text of each span a rule of ``PARSE_GARBLES`` blames in ``doc``: what a pair cut
    from the sentence must still hold to keep ``source:garbled`` for it (``garble_left``)."""
    return [span.text for check in PARSE_GARBLES if (span := check(doc)) is not None]


#: Children that may follow a stranded auxiliary in an elided clause: punctuation, its
#: negation, and the additive or aspectual adverbs an ellipsis takes ("I did too", "He will
#: again", "she hasn't yet"; Quirk et al. 1985 §12.27).
_AFTER_STRANDED = frozenset({"too", "either", "so", "again", "already", "yet", "indeed"})
#: Dependents that make the auxiliary's clause complete: a verb phrase or a complement.
_STRANDED_COMPLEMENTS = frozenset(
    {"xcomp", "ccomp", "dobj", "acomp", "attr", "oprd", "dative", "prep", "agent", "npadvmod"}
)


def _unanchored_vp_ellipsis(doc: Doc) -> bool:
    """A clause of ``doc`` is headed by a finite modal, "do" or "have" with a subject and no
    verb phrase after it ("Luckily, most of the guards did.", "I'm sure she will.", "So do
    I."), and the sentence has no other lexical verb for it to take its meaning from. That is
    post-auxiliary verb-phrase ellipsis (Hankamer & Sag 1976 "Deep and surface anaphora";
    Johnson 2001 "What VP ellipsis can do"; H&P 2002 ch. 17 §7.1; Quirk et al. 1985 §12.21):
    surface anaphora, which needs a linguistic antecedent, here in the sentence before, so the
    proposition is not in the sentence and every rewrite of it is ill formed ("Did most of the
    guards do?") or as empty as the source (stop 81, fl65: s1205c's judges rejected the 5 pairs
    of such a sentence, all four judges naming the missing antecedent). "be" is not taken: a
    stranded "is" is also a locative or existential ("I know where he is"). The clause after
    the auxiliary may hold only punctuation, "not" and the adverbs of ``_AFTER_STRANDED``: an
    adverb or noun after it ("They did well.", "He did yesterday") may be lexical "do". An
    antecedent in the same sentence ("She hasn't finished, but I'm sure she will.", "He knows
    more than we do") is a VERB of the parse, and then the sentence is left alone."""
    for token in doc:
        stranded = token.tag_ == "MD" or (
            token.lemma_ in ("do", "have") and token.tag_ in ("VBD", "VBZ", "VBP")
        )
        if not stranded or token.dep_ not in ("ROOT", "ccomp", "conj", "advcl"):
            continue
        children = list(token.children)
        if not any(c.dep_ in SUBJECT_DEPS for c in children):
            continue
        if any(c.dep_ in _STRANDED_COMPLEMENTS or c.pos_ == "VERB" for c in children):
            continue
        after = [c for c in children if c.i > token.i]
        if not all(
            c.is_punct or c.dep_ == "neg" or c.lower_ in _AFTER_STRANDED or c.dep_ == "cc"
            for c in after
        ):
            continue
        if not any(t.pos_ == "VERB" and t.i != token.i for t in doc):
            return True
    return False


#: The relative pronouns that open a relative clause on the subject noun phrase (H&P 2002
#: ch. 12 §3; Quirk et al. 1985 §17.9).
SUBJECT_RELATIVE_PRONOUNS = frozenset({"which", "who", "that"})


def _that_of_appositive_subject(doc: Doc) -> bool:
    """The subject noun phrase carries a supplementary appositive of demonstrative "that" with
    its "of" phrase, set off by commas, and the finite verb after the second comma is the
    sentence's main verb ("One feeling, that of relief, filled the room."), which the parser
    hung on the head noun as a relative clause with "that" its subject. Relative "that" is a
    subordinator that takes no dependents and introduces no supplementary (comma-set)
    relative (H&P 2002 ch. 12 §3.5, §4.1), so a "that" with its own "of" phrase between
    commas is the demonstrative pronoun heading an appositive NP (H&P 2002 ch. 15 §5.2 on
    supplementary appositives; Quirk et al. 1985 §17.65), and the verb's subject is the head
    noun: the sentence is a clause, no noun phrase standing alone. A "that" with no "of"
    phrase ("One feeling that filled the room.") or an appositive with no verb after it ("One
    feeling, that of relief.") is left to the fragment readings."""
    for verb in doc:
        if verb.dep_ != "relcl" or verb.tag_ not in ("VBD", "VBZ", "VBP") or verb.i < 2:
            continue
        head = verb.head
        if head.dep_ != "ROOT" or head.pos_ not in ("NOUN", "PROPN"):
            continue
        that = next((c for c in verb.children if c.dep_ in SUBJECT_DEPS), None)
        if that is None or that.lower_ != "that" or that.tag_ != "DT":
            continue
        if not any(c.dep_ == "prep" and c.lower_ == "of" for c in that.children):
            continue
        if head.i < that.i - 1 and doc[that.i - 1].text == "," and doc[verb.i - 1].text == ",":
            return True
    return False


def _conditional_clause_in_subject(doc: Doc) -> bool:
    """A fronted adverbial clause whose "-s" verb the tagger read as a plural noun ("If rust
    forms, small holes are drilled ..."): the parser hung the subordinator on the main verb,
    which then has two subjects, the first ("rust forms") before the comma that closes the
    fronted clause (Quirk et al. 1985 §15.8 on initial adverbial clauses) and the second after
    it. A clause has one subject (H&P 2002 ch. 4 §3), so the first "subject" is the
    subordinate clause, its last word the third person present verb (Quirk et al. 1985 §3.5:
    the "-s" ending is a noun's plural and a verb's third person singular; lemminflect knows
    the word as a verb), and the main clause after the comma is the sentence's: no
    ``_subordinate_sentence``. A subordinate clause with one subject standing alone ("If small
    holes are drilled, one on each side, to drain the water.") is left a fragment."""
    from .syntax import verb_form_lemma

    first = next((t for t in doc if not t.is_punct), None)
    if first is None or first.dep_ != "mark" or first.head.dep_ != "ROOT":
        return False
    root = first.head
    subjects = [c for c in root.children if c.dep_ in SUBJECT_DEPS and c.i < root.i]
    if len(subjects) != 2:
        return False
    inner, outer = subjects
    end = max(t.i for t in inner.subtree if not t.is_punct)
    if inner.i != end or end + 1 >= outer.left_edge.i or doc[end + 1].text != ",":
        return False
    if inner.tag_ != "NNS" or not inner.lower_.endswith("s"):
        return False
    lemma = verb_form_lemma(inner.lower_)
    return lemma is not None and lemma != inner.lower_


def _relative_on_subject_then_predicate(doc: Doc) -> bool:
    """A subject noun phrase with a relative clause, then the main verb, which the parser hung
    inside the noun phrase ("The mining firms which in most places preceded farming called for
    roads.": "called" taken for a participle on "farming" or a second relative verb). A
    relative clause holds one finite verb of its own (H&P 2002 ch. 12 §3; Quirk et al. 1985
    §17.9); a second past or present verb right after its object, with no comma, coordinator
    or subordinator between, begins the predicate of which the noun phrase is the subject.
    Only the past participle is ambiguous (a reduced relative on the object, Quirk et al. 1985
    §17.13), so the clause reading is taken only where that reading is not forced: no "by"
    agent after the verb (a passive, "the land sold by the state"), and no naming participle
    with its name ("the land called Greenacre", ``_NAMING_VERBS``; "called for" is the
    prepositional verb). Taken only where nothing stands before the relative pronoun but the
    subject noun phrase (no verb, no punctuation), the head definite or a plural noun, and
    the verb has a dependent after it. "The mining firms which ran the valley." (one verb)
    stays a fragment."""
    words = [t for t in doc if not t.is_punct]
    if not words or doc[-1].text != ".":
        return False
    relative = next((t for t in doc if t.lower_ in SUBJECT_RELATIVE_PRONOUNS), None)
    if relative is None or relative.i < 2 or relative.tag_ not in ("WDT", "WP"):
        return False
    before = doc[: relative.i]
    if any(t.is_punct or t.pos_ in ("VERB", "AUX") and t.tag_ != "VBG" for t in before):
        return False
    if before[0].lower_ not in ("the", "these", "those") and before[0].tag_ != "PRP$":
        return False
    verbs: list[Token] = []
    for tok in doc[relative.i + 1 :]:
        if tok.is_punct or tok.dep_ in ("cc", "mark") or tok.tag_ in ("CC", "WDT", "WP"):
            break
        if tok.tag_ in ("VBD", "VBN", "VBZ", "VBP") and tok.dep_ not in AUX_DEPS:
            verbs.append(tok)
    if len(verbs) != 2:
        return False
    first, verb = verbs
    if verb.dep_ not in ("acl", "relcl"):
        return False
    previous = next((t for t in reversed(doc[first.i + 1 : verb.i]) if t.pos_ != "ADV"), None)
    if previous is None or previous.pos_ not in ("NOUN", "PROPN", "PRON"):
        return False
    after = [c for c in verb.children if c.i > verb.i and not c.is_punct]
    if not after or any(c.dep_ == "agent" or c.lower_ == "by" for c in after):
        return False
    naming = verb.lemma_.lower() in _NAMING_VERBS
    return not (naming and any(c.dep_ in ("oprd", "dobj") for c in after))


def _clause_misread_as_phrase(doc: Doc) -> bool:
    """The sentence is a complete clause that the parse reads as a noun phrase or a subordinate
    clause standing alone: its subject noun phrase with an appositive "that of ..."
    (``_that_of_appositive_subject``), a fronted conditional whose verb was read as a noun
    (``_conditional_clause_in_subject``), or a relative clause on the subject before the main
    verb (``_relative_on_subject_then_predicate``). ``assess`` then reads no ``fragment`` or
    ``description`` from the parse (stop 102, fl102: blind judges kept 6 of 8 conjunction
    pairs flagged ``source:fragment`` on such sentences)."""
    return (
        _that_of_appositive_subject(doc)
        or _conditional_clause_in_subject(doc)
        or _relative_on_subject_then_predicate(doc)
        or _quantifier_subject_then_verb(doc)
    )


#: Quantifiers that stand alone as a plural subject, a fused determiner-head ("All were
#: present", "Many came"; Quirk et al. 1985 §6.49-6.51; H&P 2002 ch. 5 §9.2).
_FUSED_QUANTIFIER_SUBJECTS = frozenset({"all", "both", "many", "most", "some", "several", "few"})


def _quantifier_subject_then_verb(doc: Doc) -> bool:
    """The sentence opens on a quantifier standing alone as the subject and a plain present
    verb the tagger read as a modifier ("All portray individuals with ...": "portray" tagged an
    adjective before "individuals"). A word that WordNet knows only as a verb
    (``_verb_only_word``) and lemminflect as a plain verb form modifies no noun, so it is the
    plural subject's present verb (Quirk et al. 1985 §3.54) and the sentence a clause (fl105:
    s10301's judges kept two conjunction pairs flagged ``source:description`` on such a
    sentence). Stays flagged: "All happy individuals with ...", an adjective with a sense of its own."""
    if len(doc) < 3 or doc[0].lower_ not in _FUSED_QUANTIFIER_SUBJECTS:
        return False
    verb = doc[1]
    if verb.pos_ in ("VERB", "AUX") or not verb.text.islower():
        return False
    from lemminflect import getAllLemmas

    if verb.lower_ not in getAllLemmas(verb.lower_, upos="VERB").get("VERB", ()):
        return False
    return _verb_only_word(verb.lower_)


def assess(text: str, doc: Doc | None = None, garbles: Sequence[str] | None = None) -> list[str]:
    """The reasons (keys of ``REASONS``) the sentence is unfit for pairs, in a fixed order; ``[]``
    for a fit sentence. Pure and cheap: regular expressions, plus the parse when ``doc`` is given.
    ``garbles`` is ``garble_anchors(doc)`` when the caller has it already: the run computes it
    once per sentence and hands the same spans on to its pairs' ``source:garbled`` flags, so the
    ``PARSE_GARBLES`` rules are not run again for each pair (stop 78, dx04)."""
    text = text.strip()
    if not _WORD.search(text):
        return ["no_words"]
    reasons: list[str] = []
    wiki = _WIKI_MARKUP.search(text) is not None or _unopened_bracket(text)
    if _MARKUP.search(text) or _WEB_RESIDUE.search(text) or wiki:
        reasons.append("markup")
    if _INNER_SPEAKER.search(text) or doc is not None and _glued_speaker(doc):
        reasons.append("speaker_tag")
    caps_noun = doc is not None and _capitalised_common_noun(doc)
    caps_run = _caps_run(text, across_commas=False) and not (
        doc is not None and _caps_name_modifier(doc)
    )
    if _SCREENPLAY.search(text) or caps_run or caps_noun:
        reasons.append("stage_direction")
    # a complete clause the parse reads as a phrase: none of the verbless readings below
    # (stop 102, fl102)
    misread_clause = doc is not None and _clause_misread_as_phrase(doc)
    if doc is not None and (understood_it_verb_start(doc) or past_subject_drop(doc)):
        # an understood "It" of item text, or the diary's understood "I" (stop 92, fl81)
        reasons.append("subjectless")
    elif misread_clause:
        pass
    elif (
        doc is not None
        and not _negated_participle_label(doc)
        and (
            _is_fragment(doc)
            or _subjectless_verb_start(doc)
            or _reporting_verb_start(doc)
            or _subordinate_sentence(doc)
            or _uninverted_wh_clause(doc)
            or _relative_clause_only(doc)
            or _moment_clause_only(doc)
            or _naming_gloss(doc)
            or _misread_subject(doc)
            or _entry_label(doc)
            or _coordinated_relative_as_root(doc)
            or _finite_coordinate_of_participle(doc)
        )
    ):
        weak = weak_genus_phrase(doc)
        reasons.append("description" if descriptive_phrase(doc) or weak else "fragment")
    elif doc is not None and not _negated_participle_label(doc) and for_clause(doc):
        # a whole main clause after the conjunction "for": its own reason, no fragment (stop 87)
        reasons.append("for_clause")
    elif doc is not None and (
        _nonfinite_gloss_root(doc) is not None or telegraphic_verb_start(doc)
    ):
        # a non-finite gloss (fl31) is ``subjectless`` only where no verbless reading took it
        # first: "Packed with nutrients." stays a description, "Badly hurt, knowing if ..." a
        # fragment
        reasons.append("subjectless")
    elif doc is not None and _defining_noun_phrase(doc):
        # a definiens: a noun phrase whose finite verbs are all in its relative clauses (fl30)
        reasons.append("description")
    elif doc is not None and _no_main_clause(doc):
        # no finite main clause that the readings above took: a noun phrase or gerund clause
        # standing alone (stop 70, fl39); an indefinite or possessive genus with its
        # differentia is a definition like ``_definition_phrase``'s, so the same reason
        reasons.append(
            "description" if _genus_phrase(doc) or weak_genus_phrase(doc) else "fragment"
        )
    elif doc is not None and _gloss_before_semicolon(doc):
        # a glossary entry's verbless noun phrase, then its comment (stop 70, fl40)
        reasons.append("description")
    elif doc is not None and _fronted_adjunct_definiens(doc):
        # a fronted adjunct before a definiens, no clause (stop 72, fl45)
        reasons.append("fragment")
    elif doc is not None and (
        _comma_before_participle(doc)
        or _subject_nonfinite_root(doc)
        or _purpose_participle_read_as_preterite(doc)
    ):
        # a definiens read as a clause: its participle after a comma, or a subject on a
        # non-finite root (stop 73, fl46)
        reasons.append("fragment")
    if (
        doc is not None
        and not misread_clause
        and not {"fragment", "subjectless"} & set(reasons)
        and _term_gloss(doc)
    ):
        # a gloss of a word is no description of a thing: a defect for every phenomenon
        reasons = [r for r in reasons if r != "description"] + ["fragment"]
    bare_genus = doc is not None and not misread_clause and _bare_singular_definiens(doc)
    if bare_genus and not {"fragment", "subjectless"} & set(reasons):
        # a determinerless singular genus: no "It is ..." can be built on it (fl43)
        reasons = [r for r in reasons if r != "description"] + ["fragment"]
    if "fragment" in reasons and doc is not None and enumeration_heading(doc):
        # "The sons of Naphtali: Jahzeel, Guni, and Shillem.": a verbless equative (stop 88, fl77)
        reasons = [r for r in reasons if r != "fragment"]
    if (
        "fragment" in reasons
        and doc is not None
        and (emphatic_verbless_exclamation(doc) or unlike_predicative_coordination(doc))
    ):
        # "Absolutely wonderful sauced with cheese.": a verbless evaluation, a description, no
        # fragment (stop 91, fl80); so is "Not as good as X, but a strong effort." (stop 97)
        reasons = [r for r in reasons if r != "fragment"] + ["description"]
    lower_cut = _starts_lower(text) and not (
        doc is not None and capitalised_clause(text, doc) is not None
    )
    attribution = doc is not None and _bare_attribution(doc)
    unfinished = _YEAR_START.search(text) is not None or (
        doc is not None
        and (_ends_unfinished(doc) or _stranded_preposition(doc) or _object_then_final_in(doc))
    )
    cut = (
        _cut_off(text)
        or _open_final_bracket(text)
        or _trails_off_unfinished(text)
        or _unopened_parenthesis(text)
        or _split_tail(text)
    )
    cut = cut or _HEADLESS_PLACE.search(text) is not None or cut_at_decimal(text)
    number_cut = (
        _NUMBER_START.search(text) is not None or doc is not None and _number_subject(doc)
    ) and not _NUMBER_AS_NAME.search(text)
    debris = doc is not None and _name_before_semicolon(doc)
    if cut or lower_cut or number_cut or attribution or unfinished or debris:
        reasons.append("truncated")
    if has_cut_after_dash(text, doc) and "truncated" not in reasons:
        reasons.append("truncated")  # "resisted by the farmers\u2014such." (stop 100, fl99)
    if _DANGLING_DASH.search(text) and "truncated" not in reasons:
        reasons.append("truncated")  # a shipped-parse text, which tidy does not repair
    if (
        _FILLER.search(text)
        or _RESTART.search(text)
        or doc is not None
        and (
            _disagreeing_subject(doc)
            or _disagreeing_determiner(doc)
            or _plural_quantifier_singular(doc)
            or _plain_verb_conjunct(doc)
            or _bare_after_catenative(doc)
            or _adverb_before_bare_verb_modifier(doc)
            or _very_before_noun(doc)
            or _subject_comma(doc)
            or _comma_before_that_clause(doc)
        )
    ):
        reasons.append("disfluent")  # the two comma slips: stop 79, fl61
    if doc is not None and (
        _singular_noun_plural_verb(doc)
        or _this_plural_noun(doc)
        or _do_support_s_form(doc)
        or _one_of_singular(doc)
        or _plural_noun_singular_verb(doc)
        or _relative_singular_verb(doc)
        or _partitive_plural_singular_verb(doc)
        or _bare_modified_plural_singular_verb(doc)
        or _determined_conjuncts_singular_verb(doc)
        or _demonstrative_plain_verb(doc)
    ):
        reasons.append("agreement")  # stop 76 (fl55), stop 78 (fl58), stop 79 (fl59-fl61)
    if (
        has_duplicated_word(text)
        or doc is not None
        and (_repeated_adjunct(doc) or _repeated_verb(doc))
    ):
        reasons.append("duplicated_word")
    if doc is not None and _unanchored_vp_ellipsis(doc):
        reasons.append("vp_ellipsis")  # stop 81, fl65
    if _STATISTIC.search(text):
        reasons.append("statistics")
    garbled_commas = _EMPTY_COMMAS.search(text) is not None or _EMPTY_QUOTES.search(text)
    if (
        garbled_commas
        or _not_only_without_answer(text)
        or _glued_words(text)
        or _LOST_APOSTROPHE.search(text) is not None
        or _lost_clitic(text)
        or _TO_FINITE.search(text) is not None
        or _BE_PRETERITE.search(text) is not None
        or _MODAL_PARTICIPLE.search(text) is not None
        or _lost_word(text)
        or doc is not None
        and (_predeterminer_after_determiner(doc) or _its_before_participle(doc))
        or _comma_no_space(text)
        or _broken_word(text)
        or _lone_letter(text)
        or _WORD_PERCENT.search(text) is not None
        or doc is not None
        and (_parse_garble(doc) if garbles is None else bool(garbles))
    ):
        reasons.append("garbled")
    if _has_unbalanced_quote(text):
        reasons.append("unbalanced_quote")
    noise = source_noise.reasons(text)
    if doc is not None and "non_proposition" not in noise and _formula_clause_only(doc):
        noise.append("non_proposition")
    # speech-transcript residue: reaction marks, headings in capitals, list numbers, a stop
    # between two words, a speech's address line (stop 104, fl106)
    for reason in source_noise.transcript_residue(text):
        if reason not in reasons and reason not in noise:
            (noise if reason in source_noise.REASONS else reasons).append(reason)
    return reasons + noise


#: Verbs whose plain form after "this" is no slip: "be" is the subjunctive ("It is vital that
#: this be done", Quirk et al. 1985 §14.25) or an infinitive.
_DEMONSTRATIVE_PLAIN_EXCEPTIONS = frozenset(["be"])


def _demonstrative_plain_verb(doc: Doc) -> bool:
    """ "This add a sense of depth": the demonstrative pronoun "this" is singular (Quirk et al.
    1985 §5.48, §6.40-6.44), and a singular third-person subject takes the -s form of a present
    verb (Quirk et al. 1985 §10.34; H&P 2002 ch. 18 §2), so "this" + a plain present form is a
    slip of the source ("This adds ..."). Precision first: only "this" tagged DT as the subject
    (``nsubj``) of the verb right after it (or after one adverb: "This now add"), the verb
    lower case, tagged VB/VBP, its own lemma, not "be" (subjunctive), with a distinct -s form
    (lemminflect), no auxiliary (a modal or "do" licenses the plain form: "this may add", "this
    does add"), not hyphenated on ("This add-on"), and the clause not the bare-infinitive
    complement of a causative or perception verb ("let this add", "see this happen": "this" is
    then its object-subject, Quirk et al. 1985 §16.52) (stop 79, fl61)."""
    from lemminflect import getInflection

    for this in doc[:-1]:
        if this.lower_ != "this" or this.tag_ != "DT" or this.dep_ != "nsubj":
            continue
        verb = this.head
        gap = doc[this.i + 1 : verb.i]
        if verb.i <= this.i or len(gap) > 1 or any(t.pos_ != "ADV" for t in gap):
            continue
        if verb.tag_ not in ("VB", "VBP") or not verb.text.islower() or verb.lower_ != verb.lemma_:
            continue
        if verb.lemma_ in _DEMONSTRATIVE_PLAIN_EXCEPTIONS:
            continue
        if (
            verb.i + 1 < len(doc)
            and doc[verb.i + 1].text in ("-", "\u2013")
            and not verb.whitespace_
        ):
            continue
        if any(c.dep_ in ("aux", "auxpass", "neg") and c.i < verb.i for c in verb.children):
            continue
        if verb.dep_ not in ("ROOT", "conj") or (verb.dep_ == "conj" and verb.head.tag_ == "VB"):
            continue
        if this.i > 0 and doc[this.i - 1].lower_ not in (",", ";", ":", "and", "but", "so"):
            continue
        s_form = getInflection(verb.lemma_, "VBZ")
        if s_form and s_form[0] != verb.lower_:
            return True
    return False


def _subject_comma(doc: Doc) -> bool:
    """ "Intersect mode, causes the areas ...", "What the option maps to, depends on ...": a
    single comma between a subject and its verb is a punctuation error (Quirk et al. 1985 App.
    III.14; H&P 2002 ch. 20 §2.3: no punctuation separates a subject from its predicate unless
    a parenthetical in between is closed by a second mark). Precision first: the subject opens
    the sentence, is a common or proper noun phrase of at most four words or a clause opened by
    "what" (a free relative, ``csubj``), has no comma, conjunct, apposition or bracket inside
    it, ends right before the comma, and the comma stands right before the subject's finite
    verb (VBZ, VBD or MD; not the plain form VBP, which is also the imperative after a vocative:
    "Windows users, open the menu", Quirk et al. 1985 §11.25); the sentence has no other comma
    before that verb (a second comma would close a parenthetical or mark a list). A pronoun
    subject is left alone ("You, take this") (stop 79, fl61)."""
    from lemminflect import getInflection

    words = [t for t in doc if not t.is_space]
    if not words:
        return False
    for subject in doc:
        if subject.dep_ not in ("nsubj", "nsubjpass", "csubj"):
            continue
        verb = subject.head
        if verb.tag_ not in ("VBZ", "VBD", "MD") or not verb.text.islower():
            continue
        comma = doc[verb.i - 1] if verb.i > 0 else None
        if comma is None or comma.text != ",":
            continue
        # sorted: a fronted "what" hangs on a stranded preposition after the verb
        span = sorted((t for t in subject.subtree if t.i != comma.i), key=lambda t: t.i)
        if span[0].i != words[0].i or span[-1].i + 1 != comma.i:
            continue
        if any(t.text in (",", "(", ")", "-", "\u2013", "\u2014", ";", ":") for t in span):
            continue
        if any(t.dep_ in ("conj", "cc", "appos", "relcl") for t in span):
            continue
        if subject.dep_ == "csubj":
            if span[0].lower_ != "what":
                continue
        elif subject.pos_ not in ("NOUN", "PROPN") or len(span) > 4:
            continue
        if any(t.text == "," for t in doc[: comma.i]):
            continue
        # a second comma after the verb may close a parenthetical that the parse took for the
        # predicate ("The API, enabled via X, is ..."), or the verb heads a list of predicates
        if any(c.dep_ == "conj" and c.tag_.startswith("VB") for c in verb.children):
            continue
        # "The API, enabled via X": a preterite that is also the past participle may be a
        # supplementary reduced relative, the subject's postmodifier (Quirk et al. 1985 §17.22)
        if verb.tag_ == "VBD" and verb.lower_ in getInflection(verb.lemma_, "VBN"):
            continue
        return True
    return False


def _comma_before_that_clause(doc: Doc) -> bool:
    """ "A wide radius means, that more pixels are blurred": a that-clause complement is not
    separated from its verb by a comma (Quirk et al. 1985 App. III.14-III.16 on punctuation
    between a verb and its object or complement; H&P 2002 ch. 20 §2.3), a slip mostly of
    writers whose first language (German, Dutch) puts one there. Only a verb right before the
    comma, "that" tagged the subordinator (``mark``) of a clause that is the verb's ``ccomp``,
    and "that" not opening the parenthetical "that is" ("It means, that is, ..."). Left alone:
    "so, that", and a comma that closes a parenthetical opened earlier in the sentence
    ("The tool, he says, that ...": a comma before the verb) (stop 79, fl61)."""
    for that in doc[2:-2]:
        comma, verb = doc[that.i - 1], doc[that.i - 2]
        if that.lower_ != "that" or that.dep_ != "mark" or comma.text != ",":
            continue
        if not verb.tag_.startswith("VB") or not verb.text.islower():
            continue
        clause = that.head
        if clause.dep_ != "ccomp" or clause.head.i != verb.i:
            continue
        if doc[that.i + 1].lower_ == "is":
            continue
        if any(t.text in (",", "(", "-", "\u2013", "\u2014") for t in doc[: verb.i]):
            continue
        return True
    return False


def _comma_before_participle(doc: Doc) -> bool:
    """ "A successor to the language, developed ca. 1985.", "A descendant of the compiler with
    data types, developed to be a portable language.": a definiens whose genus noun phrase is
    set off by a comma from a past participle, which the parse read as a preterite with the genus
    as its subject. No comma separates a subject from its verb (Quirk et al. 1985 App. III.16;
    H&P 2002 ch. 20 §2.3 on punctuation between subject and predicate), so after a subject with
    no comma of its own (no parenthetical to close) the comma marks the participle as a
    supplementary (non-restrictive) reduced relative of the noun phrase (Quirk et al. 1985
    §17.13-17.14, §17.22): the whole is one noun phrase, the definiens of a dictionary entry
    (Landau 2001 ch. 4), and asserts nothing. An embedding of the misread clause is worse ("Did
    the successor develop ca. 1985?": the passive participle turned active), so the reason is
    ``fragment``, a defect for every phenomenon (stop 73, fl46; s1204f's judges: "verbless
    fragment").

    Taken only where the root is tagged a preterite ``VBD`` whose form is also the verb's past
    participle (a regular "-ed" verb, or one like "made": the two forms one word, H&P 2002 ch. 3
    §1.1), with no auxiliary and no object (a passive participle takes none: "The lead engineer,
    designed the chip." is a clause mispunctuated, Quirk et al. 1985 §3.65), the subject is a noun (no pronoun: "It, developed in 1985," is no
    definiens) that opens the sentence, has no comma inside it, and ends right before the comma
    that stands right before the root; one statement ending in "." with no ";", ":", "?", "!"
    and no word after the root tagged finite outside a relative clause."""
    from lemminflect import getInflection

    root = _bare_statement_root(doc, "VBD")
    if root is None:
        return False
    words = [t for t in doc if not t.is_punct]
    # an abbreviation whose period the tokenizer split off inside the sentence ("ca" "."
    # "1985", circa) is no object, whatever the parse hung it on
    if any(
        c.dep_ in ("dobj", "dative")
        and not (c.i + 2 < len(doc) and doc[c.i + 1].text == "." and not c.whitespace_)
        for c in root.children
    ):
        return False
    subjects = [c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")]
    if len(subjects) != 1 or subjects[0].pos_ not in ("NOUN", "PROPN"):
        return False
    subject, comma = subjects[0], doc[root.i - 1]
    if comma.text != "," or subject.left_edge.i != words[0].i:
        return False
    # the comma may hang on the subject's head: its span ends before it either way
    span = [t for t in subject.subtree if t.i != comma.i]
    if span[-1].i + 1 != comma.i or any(t.text == "," for t in span):
        return False
    if root.text not in getInflection(root.lemma_, tag="VBN"):
        return False
    # a finite verb after the root counts unless a relative word opens its clause ("A company,
    # started in 1990, which aims to ...": a relative clause modifies a noun and never heads a
    # sentence, H&P 2002 ch. 12 §1; stop 74, fl49, s1204h's judges: "verbless glossary
    # fragments (relative clause only)")
    return not any(
        t.tag_ in FINITE_TAGS
        and not any(_relative_clause(n) for n in [t, *t.ancestors] if n.i != root.i)
        for t in doc[root.i + 1 :]
    )


#: Verbs of intention and design whose past participle with a to-infinitive states a thing's
#: purpose ("a device designed to ...", "full stops intended to guide ..."): the ones of
#: ``FUTURE_ORIENTED`` that take a sentient subject in the active and a passive "be V-ed to".
_PURPOSE_PARTICIPLES = frozenset({"intend", "design", "mean", "plan"})


def _purpose_participle_read_as_preterite(doc: Doc) -> bool:
    """ "A row of full stops intended to guide the reader's eye across the page.": a definiens
    whose purpose participle (``_PURPOSE_PARTICIPLES``) the parse read as a preterite with the
    genus as its subject. Intending, designing, meaning and planning need a sentient subject
    (the experiencer or agent of a volition, Dowty 1991 on proto-agents; H&P 2002 ch. 14 §5.2
    on subject control), so with a subject noun that names no person, animal or group
    (WordNet ``AGENT_LEXNAMES``) the form is the past participle of a reduced passive relative,
    "[that is] intended to guide ..." (Quirk et al. 1985 §17.13), and the whole is one noun
    phrase that asserts nothing: ``fragment`` (stop 74, fl49; s1204i's judges: "premise is a
    gloss fragment", "'intended' is a participle, so 'might have intended' makes the full stops
    agents"). Taken only where the root is such a verb's "-ed" form (``VBD`` or ``VBN``), with no
    auxiliary or object, a to-infinitive right after it, its subject a common noun opening the
    sentence whose first WordNet sense (that of its "of" noun under a collective head) is in no
    agent file, and no word after the root tagged finite outside a relative clause."""
    from .lexicon.wordnet import AGENT_LEXNAMES, first_sense_lexname, lexnames

    root = _bare_statement_root(doc, "VBD") or _bare_statement_root(doc, "VBN")
    if root is None or root.lemma_ not in _PURPOSE_PARTICIPLES or not root.text.endswith("ed"):
        return False
    if any(c.dep_ in ("dobj", "dative", "attr", "oprd") for c in root.children):
        return False
    nxt = doc[root.i + 1 : root.i + 3]
    if len(nxt) < 2 or nxt[0].lower_ != "to" or nxt[1].tag_ != "VB":
        return False
    subjects = [c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")]
    if len(subjects) != 1 or subjects[0].tag_ not in ("NN", "NNS"):
        return False
    subject = subjects[0]
    if subject.left_edge.i != 0:
        return False
    head = subject.lemma_.lower()
    if first_sense_lexname(head, "NOUN") in ("noun.group", "noun.quantity"):
        # a collective or measure head ("a row of full stops", "a set of tools"): its members,
        # the "of" noun, are what may or may not be sentient (Quirk et al. 1985 §5.9 on
        # collective and partitive nouns; "a team of engineers" is sentient)
        member = next(
            (
                g
                for c in subject.children
                if c.lower_ == "of"
                for g in c.children
                if g.dep_ == "pobj"
            ),
            None,
        )
        if member is None or member.tag_ not in ("NN", "NNS"):
            return False
        head = member.lemma_.lower()
    if first_sense_lexname(head, "NOUN") in AGENT_LEXNAMES or not lexnames(head, "NOUN"):
        return False
    return not any(
        t.tag_ in FINITE_TAGS
        and not any(_relative_clause(n) for n in [t, *t.ancestors] if n.i != root.i)
        for t in doc[root.i + 1 :]
    )


def _bare_statement_root(doc: Doc, tag: str) -> Token | None:
    """The root of ``doc`` when it is tagged ``tag``, has no auxiliary of its own, and the
    sentence is one statement of four words or more ending in "." with no ";", ":", "?", "!"
    (the shared frame of the two participle-root fragment checks of fl46), else None."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    words = [t for t in doc if not t.is_punct]
    if root is None or root.tag_ != tag or len(words) < 4 or doc[-1].text != ".":
        return None
    if any(t.text in (";", ":", "?", "!") for t in doc):
        return None
    if any(c.dep_ in AUX_DEPS for c in root.children):
        return None
    return root


def _subject_nonfinite_root(doc: Doc) -> bool:
    """ "The location of a file on a server, as seen by a client accessing it via the web.": a
    definiens whose last participle the parse took for the root, with the genus as its subject.
    A non-finite verb with a subject and no auxiliary is a non-finite (absolute) clause, which
    is subordinate and cannot stand as a sentence by itself (Quirk et al. 1985 §14.5, §15.58;
    H&P 2002 ch. 14 §1), so where no word of the sentence is tagged finite the whole is a noun
    phrase or an absolute clause and asserts nothing: ``fragment``, a defect for every
    phenomenon (stop 73, fl46; s1204f's judges: "headless definition fragment (no main verb,
    not a proposition)").

    Taken only where the root is a gerund-participle (``VBG``: an "-ing" form is never finite)
    with no auxiliary of its own and a common-noun subject that opens the sentence on its
    determiner (the definiens' genus, "The location of ..."), no word of the sentence is tagged
    finite (``FINITE_TAGS``) or is a word a tagger may mistake for a verb read as a noun
    (``_verb_read_as_noun``), and the sentence is one statement ending in "." with no ";",
    ":", "?", "!". A past participle root is left alone: there the subject may be the object
    of a finite verb the tagger read as a noun ("In this dictionary slashes bracket
    pronunciations of words not found in ...", dev71), except under an indefinite article
    ("An acronym used to imply that ...": the tagger's own reading of "used" is the participle,
    ``VBN``, not the preterite; a past participle is non-finite and, with no auxiliary, heads
    no main clause, H&P 2002 ch. 3 §1.2, ch. 14 §1). Where the subject opens the sentence on
    "a"/"an" no finite verb can stand before it, so the participle is the genus' reduced
    relative (Quirk et al. 1985 §17.13) and the whole a noun phrase (stop 74, fl50; s1204j's
    judges: "dictionary-entry fragment with no main clause")."""
    root = _bare_statement_root(doc, "VBG") or _bare_statement_root(doc, "VBN")
    if root is None:
        return False
    words = [t for t in doc if not t.is_punct]
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.pos_ != "NOUN" or subject.left_edge.i != words[0].i:
        return False
    if not any(c.dep_ == "det" and c.i == words[0].i for c in subject.children):
        return False
    if root.tag_ == "VBN":
        # a finite verb is allowed only inside a clause a subordinator or relative word opens
        # ("... used to imply that someone is lying"): a content or relative clause of the
        # participle's own phrase, never its main clause
        if words[0].lower_ not in ("a", "an"):
            return False
        # a sentient subject may be the agent of a preterite the tagger called a participle
        # ("A team of engineers intended to build a bridge."): as in
        # ``_purpose_participle_read_as_preterite``, only a subject whose first WordNet sense
        # is in no agent file (nor a collective one) is taken
        from .lexicon.wordnet import AGENT_LEXNAMES, first_sense_lexname

        sense = first_sense_lexname(subject.lemma_.lower(), "NOUN")
        if sense is None or sense in AGENT_LEXNAMES or sense == "noun.group":
            return False
        return not any(
            t.tag_ in FINITE_TAGS and not _overtly_subordinate(t) or _verb_read_as_noun(t)
            for t in doc
        )
    return not any(t.tag_ in FINITE_TAGS or _verb_read_as_noun(t) for t in doc)


def _bare_singular_definiens(doc: Doc) -> bool:
    """ "Design, development and evaluation of resources for learning.", "Object-oriented code
    consisting of small components.": a definiens whose genus is a singular common noun with no
    determiner of its own (root ``NN`` with no ``det``/``poss``/``nummod``), the whole sentence
    a noun phrase (no finite verb anywhere, no subject or auxiliary on the root; no ";", ":",
    "?", "!"). A singular count noun needs a determiner (H&P 2002 ch. 5 §4.1: bare singulars
    are mass nouns or block language, Quirk et al. 1985 §11.44), and a predicate nominal built
    on it must choose: "a" (count, ascriptive), none (mass), or "the" (definite, and then
    specifying, H&P ch. 5 §5.2, the reading fl42 refused for "It is Tymshare's ..."). Nothing in
    the parse tells a mass "code" from a count "design", and the judge's own repair of such an
    entry ("It is the design, ...", s1204b) is the definite one, so ``_copular_definitions``
    cannot build the clause this entry stands for: it is no sentence, ``fragment`` (a defect for
    every phenomenon), not ``description``. Stop 71 (fl43): s1204b's judges rejected every
    conjunction pair on such an entry that went out well formed. Plural bare genera
    ("Programs that ...", ``_bare_item_label``) keep their "They are" repair; a noun phrase with
    its own article is ``_genus_phrase``'s."""
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    words = [t for t in doc if not t.is_punct]
    if root is None or len(words) < 3 or root.tag_ != "NN" or doc[-1].text != ".":
        return False
    if any(t.text in (";", ":", "?", "!") for t in doc) or not words[0].text[:1].isupper():
        return False
    if words[0].tag_ in ("DT", "PRP$", "CD", "WDT", "WP", "WRB") or words[0].pos_ == "PROPN":
        return False
    if any(c.dep_ in ("det", "poss", "nummod") for c in root.children):
        return False
    if any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS for c in root.children):
        return False
    if _verbless_predicate_after_comma(root) or _preterite_read_as_participle(root):
        return False
    if _base_verb_conjunct(root) or _imperative_opening(doc):
        return False
    return not any(t.tag_ in FINITE_TAGS for t in doc)


def _base_verb_conjunct(root: Token) -> bool:
    """ "To create a point, Ctrl-click on the rule and drag the pointer.": a base-form verb
    (``VB``) with an object of its own and no subject, conjoined to a root the tagger read as a
    noun. Coordination joins like constituents (H&P 2002 ch. 15 §2; Williams 1978), so the
    root is a base-form verb too, and the two conjuncts an imperative (Quirk et al. 1985
    §11.24), no noun phrase standing alone. Stop 81 (fl64): s1204y's judges kept such a pair,
    flagged ``source:fragment``; the noun conjunct of "Wolpe's experiments and therapeutic work
    lie in ..." is ``_no_main_clause``'s older guard.

    Stop 82 (fl66): a prepositional complement counts as the verb's own too ("Just head to
    the booth and pay for your ticket."): a preposition phrase is a complement or adjunct of a
    verb phrase as an object is (H&P 2002 ch. 7 §2, Quirk et al. 1985 §16.2), and a verb
    phrase cannot be conjoined to a noun phrase. An "of" phrase is left out: it is the
    complement of a noun ("the look and feel of the menu", Quirk et al. 1985 §17.38), so a
    base form before it may be a noun the tagger misread."""
    return any(
        c.dep_ == "conj"
        and c.tag_ == "VB"
        and any(g.dep_ == "dobj" or g.dep_ == "prep" and g.lower_ != "of" for g in c.children)
        and not any(g.dep_ in SUBJECT_DEPS for g in c.children)
        for c in root.children
    )


def _imperative_opening(doc: Doc) -> bool:
    """ "Use two spaces, and no tabs.", "Just head to the booth and pay for your ticket.": a
    statement whose first word after its leading adverbs ("just", "simply", "never") is a verb
    in the base form, or the root whose conjunct is one (``_base_verb_conjunct``). A base form
    opening a declarative sentence with no subject before it is an imperative (Quirk et al.
    1985 §11.24; H&P 2002 ch. 10 §9.1: the imperative's subject is usually left out), a clause
    whose verb the tagger may have read as a noun or hung below a noun, never a verbless noun
    phrase: ``_is_fragment`` and ``_bare_singular_definiens`` read no fragment there. Stop 82
    (fl66): over the eighteen judged slices s1204o-s1205f, 3 conjunction pairs of such
    sentences (NPC dialogue, a style guide) went out ``source:fragment`` and were kept as is."""
    words = _statement_words(doc)
    lead = 0
    while lead < len(words) - 1 and words[lead].tag_ == "RB":
        lead += 1
    if not words or any(t.dep_ in SUBJECT_DEPS for t in doc):
        return False
    first = words[lead]
    return first.tag_ == "VB" or first.dep_ == "ROOT" and _base_verb_conjunct(first)


def _verbless_predicate_after_comma(root: Token) -> bool:
    """An adjective set off by a comma after the head ("Cotton shirt, loose and breathable."):
    a verbless clause with its own predicative (Quirk et al. 1985 §14.9), a description, not a
    bare definiens (merge mend of stop 71's fl43). A past participle set off the same way after
    a head with a possessive determiner ("All our dead kin, desecrated and tormented for
    eternity.", "Our whole village, burned by raiders.") is a supplementive -ed clause
    predicated of that noun phrase (Quirk et al. 1985 §14.9, §15.58-15.60 on supplementive
    clauses; H&P 2002 ch. 15 §5 on supplements): a possessive makes the noun phrase definite,
    a known referent (H&P 2002 ch. 5 §16), not the genus of a definition, which is an
    indefinite or determinerless class noun (Landau 2001 ch. 4), so the sentence is a verbless
    clause, a description (stop 97, fl93: s9502's judge kept both conjunction pairs of such a
    sentence, flagged ``source:fragment``). A bare or indefinite head with a participle ("Magnum
    ammunition, developed from ...", "A language, developed at ...") stays a caption or
    definiens."""
    doc = root.doc

    def after_comma(c: Token) -> bool:
        return c.i > root.i + 1 and doc[c.i - 1].text == ","

    if any(c.pos_ == "ADJ" and after_comma(c) for c in root.children):
        return True
    possessive = any(c.dep_ == "poss" and c.tag_ == "PRP$" for c in root.children)
    return possessive and any(
        c.dep_ == "acl"
        and c.tag_ in ("VBN", "VBD")
        and after_comma(c)
        and not any(d.dep_ in SUBJECT_DEPS or d.dep_ in ("dobj", "dative") for d in c.children)
        for c in root.children
    )


def _preterite_read_as_participle(root: Token) -> bool:
    """The head noun opens the sentence and an -ed form follows it at once ("Petitioner
    registered with the board on March 17."): the parse's reduced relative may be a preterite
    with a bare role noun as subject (block language, Quirk et al. 1985 §11.44, law reports and
    headlines), so the sentence may be a clause (merge mend of stop 71's fl43). The head may
    have premodifiers before it ("Full text filter enabled for notes.", "New export option
    added."): a headline's or changelog's subject is a whole noun phrase whose article block
    language drops, and its participle is the passive clause whose "is"/"has been" it drops too
    (Quirk et al. 1985 §11.44; Stowell 1991 on abbreviated English). Only adjectives, nouns
    and hyphens that modify the head, from the first word on (stop 81, fl64: s1204s's judges
    kept 3 of 3 pairs of such a changelog line, flagged ``source:fragment``)."""
    doc = root.doc
    if root.i + 1 >= len(doc) or doc[root.i + 1].tag_ not in ("VBN", "VBD"):
        return False
    return all(t.tag_ in _HEADLINE_PREMODIFIER_TAGS and root in t.ancestors for t in doc[: root.i])


#: Tags of the words before a headline subject's head noun: adjectives, nouns and the hyphens
#: of their compounds ("Full text filter", "New export option", "Right-click menu").
_HEADLINE_PREMODIFIER_TAGS = frozenset(["JJ", "NN", "NNS", "HYPH"])


#: The subject and copula a definition's genus takes when the definiens is made the predicate
#: of an ascriptive copular clause: "It is a ..." for one thing, "They are ..." for a plural
#: (two genera with their own articles joined by "and", or a bare plural) genus.
_COPULAR_SUBJECTS = {False: "It is", True: "They are"}


def copular_definition_subject(doc: Doc) -> str | None:
    """The subject and copula ("It is", "They are") that make a dictionary definition standing
    alone into the clause it stands for, or ``None`` where the sentence is no such definition.

    A glossary or dictionary entry ("A mailing list processor developed by BITNET which runs
    under Unix.") is the definiens of a headword that is not in the text: a noun phrase naming a
    genus, with its differentia as restrictive modifiers (Landau 2001 *Dictionaries* ch. 4). It
    stands for an ascriptive copular clause whose subject is the defined term and whose
    predicative complement is the definiens, a predicate nominal (H&P 2002 ch. 4 §5.1 on
    ascriptive "be", ch. 5 §8.3 on predicative noun phrases; Quirk et al. 1985 §10.8, §16.43
    on the subject complement): "It is a mailing list processor ...". The term is recovered
    as "it", the pronoun of a thing already named (the entry's headword), "they" for a plural
    genus. An indefinite noun phrase is the predicate nominal's own form (H&P 2002 ch. 5 §8.3:
    a predicative NP is characteristically indefinite), so only these shapes are taken:

    - the whole sentence is a noun phrase rooted on a common noun, opened by its own "a"/"an"
      (``_genus_phrase``, the article first word of the sentence: leading junk such as a
      pronunciation "/V-tock/" or a parenthesis is no part of the definiens and is left to the
      ``fragment`` reading);
    - a bare plural genus with a restrictive relative or participial clause
      (``_bare_item_label``: "Programs that ..."), the plural indefinite (H&P 2002 ch. 5 §7).

    Not taken: a definite or possessive genus ("The person who ...", "Your skill in ..."): a
    definite predicate nominal is specifying, not ascriptive (H&P 2002 ch. 5 §5.2), and the
    possessive is help text addressed to the reader; a gerund clause or a subjectless
    participle (no noun phrase to predicate); a sentence with a finite main clause, a question
    or a semicolon (two clauses)."""
    words = [t for t in doc if not t.is_punct]
    roots = [t for t in doc if t.dep_ == "ROOT"]
    if len(words) < 3 or len(roots) != 1 or doc[-1].text != ".":
        return None
    if any(t.text in (";", ":", "?", "!") for t in doc):
        return None
    root = roots[0]
    if not _noun_head(root, words[0]) or doc[0].i != words[0].i:
        return None
    if _name_then_missed_verb(doc, root):
        return None  # "Cleodil bore Kalenz children who ...": a clause (see the function)
    if any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS for c in root.children):
        return None
    if root.tag_ == "NN" and _person_genus(root):
        # "A noted hacker at MIT ...": the headword is a person, whom "it" cannot refer to
        return None
    first = words[0]
    if first.lower_ in ("a", "an") and _genus_phrase(doc):
        # "A compiler and an interpreter for ...": two genera, each with its own article
        plural = any(c.dep_ == "cc" and c.lower_ == "and" for c in root.children) and any(
            c.dep_ == "conj"
            and c.tag_ in ("NN", "NNS")
            and any(d.dep_ == "det" and d.lower_ in ("a", "an") for d in c.children)
            for c in root.children
        )
        return _COPULAR_SUBJECTS[plural]
    if root.tag_ == "NNS" and _bare_item_label(doc):
        return _COPULAR_SUBJECTS[True]
    if weak_genus_phrase(doc):
        return _COPULAR_SUBJECTS[False]
    return None


#: WordNet lexicographer files whose nouns name a made thing, a text or program, or an abstract
#: relatum ("server", "client", "compiler", "browser", "member" of a set): a noun with a sense in
#: one of them may name what a computing headword is, and "it" can refer to that.
_THING_LEXNAMES = frozenset({"noun.artifact", "noun.communication", "noun.relation"})
_PERSON_OR_STATE = frozenset({"noun.person", "noun.state"})


def _person_genus(noun: Token) -> bool:
    """``noun``, the singular genus of a definiens, denotes a person: its first sense is in
    WordNet's noun.person file (the hyponyms of person.n.01: "hacker", "engineer",
    "professor"), or all its senses are persons or states ("founder"), and no sense names a
    thing (``_THING_LEXNAMES``: "server", "compiler" and "client" are persons and programs;
    "company" is first a group, an institution). The copular repair's subject "it" is the pronoun of a
    non-personal referent; a person takes "he"/"she" (Quirk et al. 1985 §6.10-6.11 on gender
    of personal pronouns; H&P 2002 ch. 5 §17.2), and the text does not say which, so a
    person's definiens ("A noted hacker at MIT and one of the developers of X.") is left a
    ``fragment``: "It is a noted hacker ..." is wrong, and inventing "He"/"She" guesses (stop
    74, fl49; s1204i conj-052: "'It is' used for a person")."""
    from .lexicon.wordnet import first_sense_lexname, lexnames

    lemma = noun.lemma_.lower()
    names = lexnames(lemma, "NOUN")
    if "noun.person" not in names or names & _THING_LEXNAMES:
        return False
    # the most frequent sense is a person, or every sense is a person or a state ("company" is
    # first a group, an institution "it" refers to)
    return first_sense_lexname(lemma, "NOUN") == "noun.person" or names <= _PERSON_OR_STATE


def weak_genus_phrase(doc: Doc) -> bool:
    """The sentence is a noun phrase on a singular common-noun genus opened by free-choice "any"
    ("Any collection of data including text and video, or any system for processing it.") or
    by "the" with an "of" complement right after the head ("The electronic equivalent of the
    notebooks found in small hotels, in which ..."): a definiens whose copular clause is
    ascriptive, "It is any collection ...", "It is the electronic equivalent of ...".
    Free-choice "any" in a predicate nominal states the class the subject belongs to, the
    definitional "A vehicle is any device that ..." (H&P 2002 ch. 5 §7.5 on free-choice
    "any"; Quirk et al. 1985 §10.8 on the definitional copular clause). A definite whose
    definiteness comes from its "of" complement is a weak definite ("the son of a farmer", "the
    equivalent of X"): no uniqueness is asserted, so the predicate is ascriptive, not
    specifying (Poesio 1994; Barker 2005 on weak definites; H&P ch. 5 §5.2). A definite genus
    with a relative clause only ("The program that sorts ...") would be specifying and is not
    taken (stop 72, fl44). Stop 73 (fl47): s1204g's judges kept 3 of 3 conjunction pairs on such
    definitions that went out flagged ``source:fragment``. One statement ending in "." with no
    ";", ":", "?", "!"; the root has no subject or auxiliary and no finite verb is outside its
    relative clauses (``_defining_noun_phrase`` reads those)."""
    words = [t for t in doc if not t.is_punct]
    roots = [t for t in doc if t.dep_ == "ROOT"]
    if len(words) < 3 or len(roots) != 1 or doc[-1].text != ".":
        return False
    if any(t.text in (";", ":", "?", "!") for t in doc):
        return False
    root, first = roots[0], words[0]
    if root.tag_ != "NN" or first.i != 0 or first.dep_ != "det" or first.head.i != root.i:
        return False
    if any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS for c in root.children):
        return False
    if not all(t.tag_ in ("JJ", "NN", "NNP", "VBN", "VBG") for t in doc[1 : root.i]):
        return False
    relatives = {t.i for c in root.subtree if c.dep_ == "relcl" for t in c.subtree}
    if any(t.tag_ in FINITE_TAGS and t.i not in relatives for t in doc):
        return False
    if first.lower_ == "any":
        return True
    nxt = doc[root.i + 1] if root.i + 1 < len(doc) else None
    return first.lower_ == "the" and nxt is not None and nxt.lower_ == "of" and nxt.head.i == root.i


def noun_genus_description(doc: Doc) -> bool:
    """The sentence's head is a common noun, the genus of a definiens ("The type of testing
    where ...", "A point or vertex in a graph."), and no adjective set off by a comma after it
    makes it a verbless clause with its own predicative ("Cotton shirt, loose and breathable.",
    ``_verbless_predicate_after_comma``): what ``process._refuse_unmended_definitions`` takes
    for a definition whose copular clause could not be built."""
    roots = [t for t in doc if t.dep_ == "ROOT"]
    words = [t for t in doc if not t.is_punct]
    if len(roots) != 1 or not words or not _noun_head(roots[0], words[0]):
        return False
    if emphatic_verbless_exclamation(doc) or unlike_predicative_coordination(doc):
        # "Truly a great flavor ...": an evaluation, no definiens (stop 91, fl80); "A worthy
        # sequel, but not as funny as ...": a predicative coordination (stop 97, fl93)
        return False
    return not _verbless_predicate_after_comma(roots[0])


def participle_gloss_subject(doc: Doc) -> str | None:
    """The subject "It is" for a dictionary sense that is a past participle standing alone, a
    reduced passive whose understood subject is the headword ("Used with a word processor to create
    help files.", "Based on an earlier design."; ``_nonfinite_gloss_root``, Quirk et al. 1985
    §15.49 on the reduced passive, §12.48 on the subject left out), or ``None``. The clause it
    stands for is the passive with that subject and "be" restored ("It is used with ..."):
    "be" + past participle is the passive's own form (H&P 2002 ch. 16 §1), and an agentless,
    undated participle of this kind describes the headword's use or make-up, a state that holds
    now (Quirk et al. 1985 §3.77 on the statal passive), so the present "is" is the tense the
    gloss has. "It" is the pronoun of the headword, a thing already named (as in
    ``copular_definition_subject``).

    Taken only where the participle is the sentence's first word, capitalised, the root of a
    one-sentence statement ending in "." with no subject, auxiliary or object of its own (a
    passive participle takes no direct object: "Designed a chip." is a telegraphic preterite,
    Quirk et al. 1985 §12.48), and no word of the sentence is a "by" agent or a date: a dated
    or agentive participle reports an event ("Developed at a laboratory by a team in 1970."),
    whose clause is the past "It was developed ...", and nothing in the gloss says which. "Used
    to be" (the semi-modal "used to", Quirk et al. 1985 §3.45) is no passive. A real sentence
    that opens on a participle ("Used car prices rose.") has a finite root and is not taken."""
    root = _nonfinite_gloss_root(doc)
    words = [t for t in doc if not t.is_punct]
    if root is None or root.tag_ != "VBN" or not words or words[0].i != root.i:
        return None
    if not root.text[:1].isupper() or doc[-1].text != "." or len(words) < 3:
        return None
    if any(t.text in (";", ":", "?", "!") for t in doc):
        return None
    if any(c.dep_ in ("dobj", "dative", "attr", "oprd") for c in root.children):
        return None
    if any(t.lower_ == "by" and t.dep_ == "agent" for t in doc):
        return None
    if any(e.label_ == "DATE" for e in doc.ents) or any(_YEAR_WORD.fullmatch(t.text) for t in doc):
        return None
    nxt = doc[root.i + 1 : root.i + 3]
    if len(nxt) == 2 and nxt[0].lower_ == "to" and nxt[1].lemma_ in AUX_LEMMAS:
        return None
    return _COPULAR_SUBJECTS[False]


def adjective_gloss_subject(doc: Doc) -> str | None:
    """The subject "It is" for a dictionary sense that is an adjective phrase standing alone
    ("Accessible via a network, rather than on paper.", "Compatible with the older models."),
    or ``None``. A headword that is an adjective (or a term used as one) is defined by an
    adjective phrase, the predicative complement of an understood "X is ..." (Quirk et al.
    1985 §7.27 on the predicative adjective phrase, §12.33 on block-language verbless clauses;
    H&P 2002 ch. 6 §1): "be" + a predicative adjective phrase is the ascriptive clause it
    stands for, and "it" is the pronoun of the headword, as in ``copular_definition_subject``
    (stop 72, fl45).

    Taken only where the adjective is the sentence's root and its first word, capitalised, in
    the positive degree (a comparative "Better than ..." wants its standard of comparison from
    the text before), is no determinative ("More of the same.", ``_DETERMINATIVE_ADJECTIVES``),
    has no subject, auxiliary or copula, takes a complement or adjunct after it ("Accessible
    via ..."; a lone "Accessible." may be a reply), and no word of the sentence is a finite verb;
    one statement ending in "." with no ";", ":", "?", "!"."""
    words = [t for t in doc if not t.is_punct]
    roots = [t for t in doc if t.dep_ == "ROOT"]
    if len(words) < 3 or len(roots) != 1 or doc[-1].text != ".":
        return None
    root = roots[0]
    if root.tag_ != "JJ" or words[0].i != root.i or not root.text[:1].isupper():
        return None
    if root.lower_ in _DETERMINATIVE_ADJECTIVES:
        return None
    if any(t.text in (";", ":", "?", "!") for t in doc):
        return None
    if any(t.tag_ in FINITE_TAGS for t in doc):
        return None
    if any(c.dep_ in SUBJECT_DEPS or c.dep_ in AUX_DEPS or c.lemma_ == "be" for c in root.children):
        return None
    if not any(c.i > root.i and not c.is_punct and c.dep_ != "cc" for c in root.children):
        return None
    return _COPULAR_SUBJECTS[False]


#: A year written out as four digits ("1970"), the commonest date in a dictionary sense.
_YEAR_WORD = re.compile(r"1[5-9]\d\d|20\d\d")


def copular_definition(text: str, subject: str) -> str | None:
    """``text`` (a definition noun phrase, or a rewrite of one that keeps its opening) made the
    predicate of ``subject`` ("It is"), its first letter lowered unless the first word is a
    name or acronym (a capital inside the word: "BITNET", "UNIX"); ``None`` for an empty text."""
    text = text.strip()
    if not text:
        return None
    first = text.split()[0]
    keep = any(c.isupper() for c in first[1:]) or _unknown_capitalised(first)
    lower = first if keep else first[:1].lower() + first[1:]
    return f"{subject} {lower}{text[len(first) :]}"


def _unknown_capitalised(word: str) -> bool:
    """``word`` is capitalised and neither WordNet nor lemminflect's lexicon knows its lowercase
    form as any word: a proper name ("Cleodil", "Tallin"), which keeps its capital inside a
    sentence (CMOS 8.1; Quirk et al. 1985 §5.60: a proper noun is written with an initial
    capital wherever it stands). A known word at the start of a definiens ("Programs that
    ...") is a common noun capitalised only as the sentence's first word (cj210)."""
    from lemminflect import getAllLemmas
    from spacy.lang.en.stop_words import STOP_WORDS

    from .lexicon.wordnet import wordnet

    bare = word.strip(".,;:!?\"'()")
    if not bare[:1].isupper() or not bare.isalpha():
        return False
    lower = bare.lower()
    if lower in STOP_WORDS:
        return False  # "The", "Any": closed-class words, in neither lexicon, are no names
    return not wordnet().synsets(lower) and not getAllLemmas(lower)


def _name_then_missed_verb(doc: Doc, root: Token) -> bool:
    """ "Cleodil bore Kalenz children who were tall": before the noun the parse made the
    sentence's root, a capitalised word unknown as a common word (``_unknown_capitalised``: a
    proper name) is followed by a word that lemminflect's lexicon gives as the simple past of
    a verb ("bore": "bear"), which the tagger read as a noun premodifier. A name and a past
    form after it is the subject and finite verb of a clause (Quirk et al. 1985 §2.13 on the
    basic clause; §3.14 on the past form), so the sentence is no verbless definiens, and "They
    are" before it would garble it ("They are cleodil bore Kalenz children": the s9601 judge;
    cj210): no copular repair. A past form that is also a participle ("Jorvik built ...") is
    taken too: after a name subject with no auxiliary it is the preterite."""
    from lemminflect import getAllInflections, getAllLemmas

    words = [t for t in doc[: root.i] if not t.is_punct]
    for name, verb in zip(words, words[1:], strict=False):
        if not _unknown_capitalised(name.text) or verb.text[:1].isupper():
            continue
        lemmas = getAllLemmas(verb.lower_, upos="VERB").get("VERB", ())
        if any(verb.lower_ in getAllInflections(v, upos="VERB").get("VBD", ()) for v in lemmas):
            return True
    return False


#: The front matter of a dictionary entry left before its definiens: a parenthesised note (an
#: acronym "(VTOC)", a variant '(Or "drop-down menu")', "(Official name 82430HX)") and a
#: pronunciation between slashes ("/V-tock/"), a note at most 160 characters (an etymology,
#: '(From Bozo the Clown, ... via "bozo" - a clod ...)', runs long: fl46), a pronunciation at most
#: 80, then a letter or a digit (a definiens that is a measure, "(TWentIeth of a Point) 1/20 of a
#: point ...", fl45; one in lower case after an etymology, "(From ...) any form of ...", fl46:
#: the note ends no sentence, so the definiens after it takes no capital).
_ENTRY_PREAMBLE = re.compile(r"^(?:\([^()]{1,160}\)\s*|/[^/\s][^/]{0,79}/\s*)+(?=[A-Za-z0-9])")


def entry_preamble(text: str) -> str | None:
    """The front matter a dictionary entry's definiens follows in ``text`` ("(VTOC) /V-tock/ A
    special file ...": ``_ENTRY_PREAMBLE``), or ``None``. A dictionary entry's microstructure
    puts the headword's pronunciation, variant forms and expansions before the sense and its
    definition (Landau 2001 *Dictionaries* ch. 3 on entry structure, ch. 4 on the definition);
    FOLDOC, like the Jargon File it grew from, writes the pronunciation between slashes and
    those notes in brackets. They are no part of the definiens and no constituent of any clause
    of it: a sentence that opens on them with a definition after is no sentence (``fragment``,
    ``process._entry_preamble``), and they are cut before its copular repair
    (``process._copular_definitions``). ``_entry_label`` tells a bracketed label from the parse
    and decides unfitness by itself, so it is stricter; here every caller parses and assesses
    the rest again, which keeps a bracketed clause ("(He left.) Then ...") a sentence."""
    match = _ENTRY_PREAMBLE.match(text.strip())
    return match.group(0) if match else None
