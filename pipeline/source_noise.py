"""Source noise of the chat, web and review registers: misspelt words and chat text.

Expert reviewers reject a pair whose source sentence is misspelt or written in the chat/SMS
register, however good the rewrite (docs/fitness.md, "Source noise: misspelt words and chat
text"). Both checks read the text only (no parse), so ``fitness.assess`` stays cheap:

- ``misspelled_words(text)``: lower-case words that are no English word and sit one keystroke
  from a frequent one ("helath", "guesture", "indivdual", "detatched"), or that a lost space
  made of a function word and a word ("soloud", "untilyou", "shepulled"). A rare word is not
  enough: technical terms, coinages, foreign words and names written in lower case are rare too
  (``_spared``).
- ``chat_markers(text)``: an emoticon, a laughter token, a text-speak form ("u", "pls", "tmr"), a
  Singlish/Manglish discourse particle ("lah", "lor") (".." joining two clauses and a lower-case
  "i" were markers until the end of stop 52: informal typing, not the register)
  (``wordlists/source_chat_markers.txt`` and the patterns below, each with its source).

Out of reach: real-word errors ("view" for "few", "hade" where WordNet lists a rare homograph,
"such a" for "such as"): the word is a word, and only a language model could tell it is the
wrong one.
"""

from __future__ import annotations

import math
import re
from functools import cache
from typing import TYPE_CHECKING

from .resources import wordlist

if TYPE_CHECKING:
    from spacy.tokens import Doc

#: Why an expert rejects a sentence for each reason (the ``source:<reason>`` flags).
REASONS = {
    "misspelled": 'a misspelt word: no English word, one keystroke from a frequent one ("helath", '
    '"guesture", "indivdual"), two words run together round a function word ("soloud", '
    '"untilyou"), a contraction without its apostrophe ("dont"), in lower case or in capitals '
    '("RECIEVED"): the pair would teach or test a typo',
    "habitual_error": "a spelling no keystroke made but the writer's habit, which every usage "
    'guide lists as an error: two words fused ("alot", "atleast", "infact"), the pronoun "i" in '
    'lower case, the non-standard past "costed" of "cost" ("it costed me $50"): a reader does '
    "not read through it as through a slip, and the pair would teach or test it",
    "chat": 'chat/SMS text: an emoticon (":/", ":)"), laughter ("haha", "lol"), text-speak '
    '("u", "pls", "tmr"), a Singlish/Manglish particle ("lah", "lor"): not the edited English '
    "the rubric asks for",
    "non_proposition": "no proposition: only formulae (thanks, greetings, apologies, "
    'interjections: "Thank you.", \'"Oh My God"!\') or a bare name ("Bobby Corso."), with '
    "nothing true or false for a pair to test (Searle 1969; Quirk et al. 1985 §11.54)",
    "mojibake": 'text decoded with the wrong encoding: U+FFFD ("that\ufffds"), cp1252 read as '
    'UTF-8 ("\u00e2\u20ac\u2122", "\u00c3\u00a9"): the pair would copy the garbage',
    "foreign": "not English: most words are no English words and frequent ones of another "
    'language ("Ihre Chance, die Weichen fuer einen erfolgreichen ... zu stellen"): the parser '
    'reads "die" as the English verb, and the pair is nonsense; or an English sentence that '
    'switches to another language word by word ("used to bauen little nette gadgets", stop 64): '
    "the pair copies the foreign words",
    "hyphenation": 'a word split at a line end and left with its hyphen and a space ("un- '
    'deniable", "atmos- phere"): the pair would copy the broken word',
    "verse": "verse whose line breaks were lost, each line's capital left in mid sentence (\"of "
    'little prize, And was a bugbear in"): the pair copies the capitals and the verse syntax '
    "(stop 64)",
    "heading": 'a heading or title run into the sentence ("Google Blocked in China A popular '
    'search engine is ..."): two units glued, and the pair copies the heading',
    "salutation": "a salutation, vocative or interjection before a comma and a capitalised "
    'restart ("Hi Tim, It isn\'t ...", "James, Last week ..."): the sentence begins again '
    "after it, and the pair copies a piece of a letter that is no part of the proposition; or "
    'the address line of a speech before a colon ("Mr. Speaker, ..., my fellow Americans: I '
    'come ...", stop 104)',
    "placeholder": 'an unfilled slot of a message template: a printf conversion ("%s", "%d", '
    '"%1$s"), a brace field ("{name}", "{0}"), an angle-bracket tag ("<npc_name>", "<planet>") '
    'or a "$NAME" variable: the text a player would see has a name or number there, and the pair '
    "quotes the slot, so no reader can judge what it says",
    "nonstandard": 'a non-standard verb form: a bare participle as a past tense ("I seen", "I '
    'been"), "was" or "don\'t" with the wrong person ("they was", "he don\'t"), "he have been": '
    "the pair would copy a form the standard grammar of the rubric does not have",
}

# -- misspelt words ----------------------------------------------------------------------------

#: Elided forms, written with a leading apostrophe of omission ("'em", "'tis", "by 'imself"):
#: ``wordlists/elided_forms.txt`` (its header cites CMOS 7.30, 6.116-6.117, Quirk et al. 1985
#: App. III, Wells 1982 §3.4.4). Shared with ``fitness`` (``unbalanced_quote``).
_ELIDED_LINES = tuple(line.split() for line in wordlist("elided_forms"))
ELIDED_FORMS = frozenset(fields[0] for fields in _ELIDED_LINES)
#: The entries that are also standard words ("is", "ad"; marked "lower" in the list).
ELIDED_HOMOGRAPHS = frozenset(fields[0] for fields in _ELIDED_LINES if "lower" in fields[1:])


def is_elided(word: str) -> bool:
    """``word`` (the letters after a word-initial apostrophe) is an elided form: listed, and in
    lower case when its entry is lower-case only ("'is" = "his", but "'Is it done?'")."""
    low = word.lower()
    return low in ELIDED_FORMS and (word == low or low not in ELIDED_HOMOGRAPHS)


#: An apostrophe typed as a left single quotation mark right before a word (a "smart quote"
#: slip: CMOS 6.116-6.117); the word is checked by ``is_elided``.
_LEFT_MARK_BEFORE = "\u2018"

#: A candidate: a lower-case alphabetic word of three or more letters, not part of a hyphenated
#: compound, a contraction, an e-mail address, a URL, a path or an abbreviation ("e.g").
_LOWER_WORD = re.compile(r"(?<![\w'\u2019\-.@/&])[a-z]{3,}(?![\w'\u2019\-@/&]|\.\w)")

#: Below this Zipf (wordfreq's log10 of frequency per billion words; 1.5 is about once in 30
#: million words) a word is a candidate. The same bound ``fitness`` uses for a solid compound
#: (``_wordfreq_compound``). Misspellings that many writers share ("agressive" 2.25, "alot")
#: are above it and stay: wordfreq has learnt them as words, and so have readers.
_RARE = 1.5
#: The word the typo stands for must be common (Zipf >= 3: once per million words) and at least
#: this much more frequent than the typo: a keystroke slip of a common word, not a variant.
_TARGET = 3.0
_GAP = 2.0

#: Spellings writers choose on purpose (eye dialect and reduced forms of informal speech, CGEL
#: ch. 18 §6; Crystal 2006 on respelling): never a typo, and never ``misspelled``.
_DELIBERATE = frozenset(
    [
        "gonna",
        "wanna",
        "gotta",
        "hafta",
        "kinda",
        "sorta",
        "dunno",
        "lemme",
        "gimme",
        "outta",
        "coulda",
        "woulda",
        "shoulda",
        "musta",
        "betcha",
        "gotcha",
        "whatcha",
        "dontcha",
        "ain",
        "innit",
        "nope",
        "yep",
        "yup",
        "nah",
        "naw",
        "cuz",
        "cos",
        "tho",
        "thru",
        "nite",
        "lite",
        "alright",
        "okay",
        "dude",
        "haint",
    ]
)

#: Derivational and inflectional affixes (Quirk et al. 1985 App. I.12-I.36; Bauer, Lieber &
#: Plag 2013 ch. 9-13): a rare word built of a known base and one of these is a coinage
#: ("untenably", "colourfulness", "essentialized", "technicolorian"), not a typo.
_PREFIXES = [
    "un",
    "non",
    "re",
    "pre",
    "post",
    "anti",
    "over",
    "under",
    "out",
    "tele",
    "semi",
    "multi",
    "mis",
    "dis",
    "co",
    "inter",
    "intra",
    "sub",
    "super",
    "counter",
    "de",
    "hyper",
    "micro",
    "macro",
    "mega",
    "mini",
    "proto",
    "pseudo",
    "quasi",
    "self",
    "trans",
    "ultra",
    "neo",
    "bio",
    "eco",
    # the neoclassical combining form "meso-" ("middle": mesocyclone, mesovortices, mesoscale;
    # Bauer, Lieber & Plag 2013 ch. 19.2 on combining forms, Quirk et al. 1985 App. I.22).
    # Stop 55 (fl15): "mesovortices" was read as "me so vortices", glued round two function
    # words, and flagged misspelt (judged: the pair was kept as is); on the dev text the
    # prefix spares 12 sentences of meteorology ("mesocyclone", "mesoanticyclone"), all words
    "meso",
]
_SUFFIXES = [
    "s",
    "es",
    "ed",
    "d",
    "ing",
    "ly",
    "ally",
    "ness",
    "ity",
    "er",
    "ers",
    "or",
    "ors",
    "ist",
    "ists",
    "ism",
    "isms",
    "ian",
    "ians",
    "ize",
    "izes",
    "ized",
    "izing",
    "ise",
    "ised",
    "ising",
    "ization",
    "isation",
    "able",
    "ably",
    "ible",
    "less",
    "ful",
    "fully",
    "ish",
    "like",
    "wise",
    "ship",
    "ships",
    "hood",
    "ment",
    "ments",
    "al",
    "ally",
    "ic",
    "ical",
    "ative",
    "y",
]

#: Closed-class words (CGEL ch. 5-7, 17: pronouns, determiners, auxiliaries, prepositions,
#: coordinators and subordinators, the pro-forms "so", "here", "there") that a lost space glues
#: to a neighbour: an English compound is built from content words, and one with an article,
#: pronoun, auxiliary or conjunction inside is no word (Bauer, Lieber & Plag 2013 ch. 18 on the
#: constituents of compounds; the "-in-law" type is hyphenated), so a solid word with one of
#: these at an edge is two words run together ("shepulled", "untilyou", "soloud",
#: "settlementthat", "mepointed"). The one list of glued-word detection (``glued``): since
#: stop 52 (fl10) ``fitness`` keeps no list of its own (its 32 words were all in this one).
_CLOSED = frozenset(
    [
        "i",
        "you",
        "he",
        "she",
        "it",
        "we",
        "they",
        "me",
        "him",
        "her",
        "us",
        "them",
        "my",
        "your",
        "his",
        "its",
        "our",
        "their",
        "this",
        "that",
        "these",
        "those",
        "the",
        "an",
        "a",
        "is",
        "are",
        "was",
        "were",
        "am",
        "be",
        "been",
        "has",
        "have",
        "had",
        "do",
        "does",
        "did",
        "will",
        "would",
        "can",
        "could",
        "shall",
        "should",
        "may",
        "might",
        "must",
        "not",
        "of",
        "to",
        "in",
        "on",
        "at",
        "by",
        "for",
        "from",
        "with",
        "into",
        "onto",
        "until",
        "till",
        "than",
        "as",
        "and",
        "but",
        "or",
        "nor",
        "so",
        "if",
        "because",
        "when",
        "while",
        "here",
        "there",
        "still",
    ]
)
#: Prepositions and particles that do form compounds with a content word ("inroad", "onset",
#: "bypass", "forehand", "outcome", "uptake", "withstand"): on the left edge no evidence of a
#: lost space in a word readers have met (wordfreq lists it); such compounds are a lexicalised
#: set, not a productive pattern (Bauer, Lieber & Plag 2013 ch. 19 on particle-first
#: compounds), so a word wordfreq has never seen (Zipf 0) made of one and a frequent word
#: ("withsome", "fromhere") is two words after all (``fitness._glued_words``' test before
#: stop 52, fl10).
_COMPOUNDING = frozenset(
    [
        "in",
        "on",
        "at",
        "by",
        "for",
        "from",
        "with",
        "to",
        "up",
        "out",
        "over",
        "under",
        "off",
        "down",
        "back",
    ]
)

#: Other languages a lower-case word in English text may come from (italics lost in plain
#: text: "chuletas fritas", "le diable boiteux"); a word common there (Zipf >= 2.5) and rarer
#: in English is a foreign word, not a typo.
_FOREIGN = ("es", "fr", "de", "it", "pt", "nl")

_ALPHABET = "abcdefghijklmnopqrstuvwxyz"


@cache
def _freq() -> dict[str, float]:
    from wordfreq import get_frequency_dict

    return get_frequency_dict("en")


def _zipf(word: str) -> float:
    """wordfreq's Zipf of a single lower-case word, by a dict look-up (the edit search asks for
    hundreds of forms: ``zipf_frequency`` would tokenise each)."""
    f = _freq().get(word, 0.0)
    return math.log10(f) + 9 if f > 0 else 0.0


@cache
def _in_wordnet(word: str) -> bool:
    from .lexicon.wordnet import wordnet

    return bool(wordnet().synsets(word))  # lemmatised by WordNet's morphy


def _known(word: str) -> bool:
    """A word of its own: three letters or more, common or in WordNet ("th", "rs" are not)."""
    return len(word) >= 3 and (_zipf(word) >= _TARGET or _in_wordnet(word))


def _base(word: str) -> bool:
    """A base an affix attaches to, or a piece of a compound: a WordNet word of three letters
    or more, or a common one of four or more (so "ind", "ti", "gs" are no pieces)."""
    return len(word) >= 3 and _in_wordnet(word) or len(word) >= 4 and _zipf(word) >= _TARGET + 0.5


#: Suffixes that begin with a vowel (or "y", a vowel in this position) before which English
#: drops a base's silent final "e" ("relative" -> "relatively", "stone" -> "stony", "make" ->
#: "making"): ``_kept_e``.
_VOWEL_SUFFIXES = frozenset(
    s for s in _SUFFIXES if s[0] in "aeiouy" and s not in ("able", "ably", "ed", "es", "er", "ers")
)


def _kept_e(base: str, suffix: str) -> bool:
    """``base + suffix`` keeps a silent final "e" that English spelling drops before a suffix
    beginning with a vowel or "y" ("*relativey", "*makeing", "*closeist"): the e-deletion rule
    (Quirk et al. 1985 App. I.11; Carney 1994, *A Survey of English Spelling* §4.5; CMOS 7.4).
    Its exceptions stay derivations: "-able" ("likeable", "sizeable", "changeable"), the "e"
    of "ee", "oe", "ye" ("seeing", "hoeing", "dyeing"), and "-y" on a base of one syllable
    ("dicey", "homey", "cagey", "horsey", at most five letters). Stop 70 (fl40): FOLDOC's
    "relatively prime" written "relativey prime" passed as "relative" + "-y" ("watery")."""
    if suffix not in _VOWEL_SUFFIXES or not base.endswith("e") or len(base) < 3:
        return False
    if base[-2] in "aeiouy":
        return False
    return not (suffix == "y" and len(base) <= 5)


def _derived(word: str) -> bool:
    """A known base with one affix, or a British/American variant: a coinage, not a typo."""
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            base = word[: -len(suffix)]
            if _kept_e(base, suffix):
                continue
            # "-ied" "-ily" "-iness" from "-y"; a doubled final consonant ("stopped")
            bases = (base, base + "e", base[:-1] + "y" if base.endswith("i") else base)
            if any(_base(b) for b in bases) or (base[-1:] == base[-2:-1] and _base(base[:-1])):
                return True
    for prefix in _PREFIXES:
        if word.startswith(prefix) and len(word) - len(prefix) >= 3:
            rest = word[len(prefix) :]
            if _base(rest) or _derived(rest):
                return True
    for us, uk in (("or", "our"), ("ize", "ise"), ("yze", "yse"), ("er", "re"), ("og", "ogue")):
        if uk in word and _base(word.replace(uk, us)):
            return True
    return False


def _piece(word: str) -> bool:
    return _base(word) or word in _CLOSED


def _split(word: str) -> tuple[str, ...] | None:
    """Two (or three) known words that make up ``word``, the split whose rarest piece is the
    most frequent: "soloud" -> ("so", "loud"), "theonlyreal" -> ("the", "only", "real")."""
    best: tuple[float, tuple[str, ...]] | None = None
    for i in range(2, len(word) - 1):
        left, right = word[:i], word[i:]
        if not _piece(left):
            continue
        options: list[tuple[str, ...]] = [(left, right)] if _piece(right) else []
        for j in range(2, len(right) - 1):
            three = (left, right[:j], right[j:])
            if _piece(right[:j]) and _piece(right[j:]) and _glued(three):
                options.append(three)  # three pieces only round a function word
        for parts in options:
            score = min(_zipf(p) for p in parts) - len(parts)  # fewer pieces first
            if best is None or score > best[0]:
                best = (score, parts)
    return best[1] if best else None


#: Closed-class words that are also endings of Latin and Greek loans ("intellectus", "basis",
#: "organon", "stamina"): at the right edge they are no evidence of a lost space.
_LOAN_ENDINGS = frozenset(["us", "is", "on", "as", "am", "an", "or", "at"])


def _glued(parts: tuple[str, ...], unseen: bool = False) -> bool:
    """A function word inside a split, or at its right edge (a left-edge preposition or
    particle compounds: "inroad", "outdo", unless the word is ``unseen`` and the rest is a
    frequent word: "withsome"): words that lost their space."""
    right = [p for p in parts[1:] if p not in _LOAN_ENDINGS]
    if any(p in _CLOSED for p in right):
        return True
    if parts[0] not in _CLOSED:
        return False
    if parts[0] not in _COMPOUNDING:
        return True
    return unseen and len(parts) == 2 and _zipf(parts[1]) >= _TARGET + 0.5


#: A preposition or "and" glued to the determiner after it ("ofthe", "inthe", "andthe"): so
#: frequent a slip that wordfreq has learnt "ofthe" (Zipf 3.3, above ``_RARE``), but no English
#: word is spelt so (none is in WordNet). Moved from ``fitness`` (stop 52, fl10).
_GLUED_DETERMINER = re.compile(
    r"(?:of|in|on|to|at|for|from|with|by|and|into)(?:the|this|that|these|those|their|his)"
)


@cache
def glued(word: str) -> bool:
    """``word`` (lower case) is two or three words that lost their space round a closed-class
    word (``_CLOSED``): "soloud", "untilyou", "settlementthat", "ofthe". The one detector of
    this (stop 52, fl10); ``fitness._glued_words`` keeps the lost spaces at a capital, a year
    or between number words, which are no closed-class glue."""
    if _GLUED_DETERMINER.fullmatch(word):
        return not _in_wordnet(word)
    if _zipf(word) >= _RARE or _spared(word):
        return False
    parts = _split(word)
    return parts is not None and _glued(parts, unseen=_zipf(word) == 0)


def glued_words(text: str) -> list[str]:
    """The glued lower-case words of ``text`` (``glued``), in order."""
    return [w for w in _LOWER_WORD.findall(text) if glued(w)]


def _edits(word: str) -> set[str]:
    """Every form one keystroke from ``word``: a letter dropped, added, changed, or two
    neighbours swapped (Damerau 1964: the four make about 80% of typing errors)."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    out = {a + b[1:] for a, b in splits if b}
    out |= {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    out |= {a + c + b[1:] for a, b in splits if b for c in _ALPHABET}
    out |= {a + c + b for a, b in splits for c in _ALPHABET}
    out.discard(word)
    return out


def _near_frequent(word: str) -> bool:
    """One keystroke from a common word much more frequent than ``word`` ("detatched" ->
    "detached",
    "indors" -> "indoors", "dichotomoy" -> "dichotomy")."""
    floor = max(_TARGET, _zipf(word) + _GAP)
    return any(_zipf(form) >= floor for form in _edits(word))


def _early_modern_verb(word: str) -> bool:
    """An Early Modern English 2nd or 3rd singular present of a verb WordNet knows ("thou movest",
    "he goeth", "thou knowest"): the endings -(e)st and -(e)th of the verse and scripture that
    quotations and aphorisms cite (Barber 1997, *Early Modern English* ch. 5; Lass 1999 in the
    *Cambridge History of the English Language* III). Stop 66 (fl32): "movest" in a Don
    Quixote quotation was read as a typo (s1202p verb-008, kept by the judges)."""
    from .lexicon.wordnet import wordnet

    for ending in ("est", "eth", "st", "th"):
        base = word[: -len(ending)]
        if word.endswith(ending) and len(base) >= 2 and wordnet().synsets(base, pos="v"):
            return ending in ("est", "eth") or base.endswith("e")
    return False


def _spared(word: str) -> bool:
    """Rare but not a typo: a deliberate spelling, a WordNet word, a derived coinage, a
    compound of two content words, a foreign word, an expressive lengthening ("moooo")."""
    if word in _DELIBERATE or _in_wordnet(word) or _derived(word):
        return True
    if re.search(r"(.)\1\1", word):
        return True  # "moooooo", "errr": lengthening for effect (Crystal 2006 ch. 4)
    if word.endswith("in") and _known(word + "g"):
        return True  # g-dropping eye dialect: "trainin", "drivin'"
    if word.endswith("e") and _in_wordnet(word[:-1]):
        return True  # Early Modern English final "e" in quotations: "oathe", "sworde"
    if _early_modern_verb(word):
        return True
    from wordfreq import zipf_frequency

    return any(zipf_frequency(word, lang) >= 2.5 for lang in _FOREIGN)


@cache
def misspelt(word: str) -> bool:
    """``word`` (lower case) is a misspelling: rare (Zipf < ``_RARE``), not spared, and either
    two words run together round a function word or one keystroke from a frequent word (five
    letters or more: a short rare word has common neighbours by chance, "moxa" -> "mona")."""
    if glued(word):
        return True
    if _undoubled(word):
        return True
    if _zipf(word) >= _RARE:
        return _common_misspelling(word)
    if _spared(word) or _split(word) is not None:
        return False  # a split without a function word: a compound ("fuelwood", "hotbars")
    return len(word) >= 5 and _near_frequent(word) and not _name_affix(word)


#: The Zipf below which a word that wordfreq has seen may still be a habitual misspelling.
_HABITUAL = 3.0


def _common_misspelling(word: str) -> bool:
    """A habitual misspelling that wordfreq has learnt from the web ("suprise" Zipf 2.6,
    "recieve" 2.8, "definately" 2.9, "seperate" 2.8): below ``_HABITUAL``, five letters or more,
    in no dictionary (not WordNet, no affix analysis, no foreign word), and one keystroke from
    a word at least ``_GAP`` (a hundredfold) more frequent: the only frequent word it is that
    near to, or one ten times more frequent than any other ("thier":
    "their", not "thief"); a solid compound of that band is one keystroke from no such word
    ("hotbar", "respawn"). The same misspellings recur because writers share them
    (Damerau 1964; the "common misspellings" lists of editors, e.g. Fowler's *Modern English
    Usage* on "-ei-/-ie-" and "separate"), so a web count sees them, but a dictionary does not
    and a reader does. Stop 66 (fl32): "suprise" passed ``misspelt`` on its Zipf alone."""
    if _zipf(word) >= _HABITUAL or len(word) < 5 or _spared(word) or _name_affix(word):
        return False
    if word.endswith("s") and _zipf(word[:-1]) >= _RARE:
        return False  # a plural or -s form of a word wordfreq knows ("chems": "chem")
    neighbours = _frequent_neighbours(word)
    ranked = sorted((_zipf(form) for form in neighbours), reverse=True)
    if not ranked or len(ranked) > 1 and ranked[0] - ranked[1] < 1.0:
        return False
    # the first letter of a misspelling is nearly always right (Yannakoudakis & Fawthrop 1983;
    # Pollock & Zamora 1984): "fursuit" is no slip of "pursuit"
    return all(form[0] == word[0] for form in neighbours if _zipf(form) == ranked[0])


def _undoubled(word: str) -> bool:
    """An -ing/-ed form of a verb without the doubled final consonant its spelling needs
    ("claming" for "clamming", "stoped" for "stopped"): English doubles the final consonant of a
    stressed closed syllable before a vowel suffix (Quirk et al. 1985 App. I.8; CMOS 7.4), and
    WordNet's morphy, which strips the suffix without checking the doubling, takes the slip for
    the verb, so ``_spared`` let it pass (stop 66, fl32: "claming"). A slip only where the verb's
    inflections (lemminflect) all double the consonant and the word is none of them."""
    from lemminflect import getAllInflections, getAllLemmas

    if getAllLemmas(word, upos="VERB"):
        return False  # a form lemminflect knows: "biding" (bide), not "bid"
    for suffix, tag in (("ing", "VBG"), ("ed", "VBD")):
        base = word[: -len(suffix)]
        if not word.endswith(suffix) or len(base) < 3 or _zipf(word) >= _TARGET:
            continue
        forms = getAllInflections(base, upos="VERB").get(tag, ())
        doubled = base + base[-1] + suffix
        if forms and word not in forms and all(f == doubled for f in forms):
            return True
    return False


def _frequent_neighbours(word: str) -> set[str]:
    """The common words one keystroke from ``word`` that ``_near_frequent`` would take it for."""
    floor = max(_TARGET, _zipf(word) + _GAP)
    return {form for form in _edits(word) if _zipf(form) >= floor}


def _name_affix(word: str) -> bool:
    """``word`` is a frequent word with one letter added at an edge, and nothing else it could
    be a slip of: the shape of the lower-case names of programs, commands and protocols
    ("spamc" = spam + c(lient), "sedit", "gedit", "gconf", "aplay", "fdisk", "munpack",
    "xterm"), which Unix names by such one-letter affixes (Raymond 2003, *The Art of Unix
    Programming*, ch. 10 on naming). A keystroke slip that adds a letter doubles its neighbour
    ("spamm", "sstill") or hits the key next to it, and is inside the word as often as at its
    edge (Grudin 1983, "Error patterns in novice and skilled transcription typing"), so a
    doubled edge letter stays a typo; so does an "a" or "i" before the word ("alook",
    "arodeo"), a one-letter word that lost its space. Stop 56 (fl17, technical mail): on
    sa_dev lines 3000-5500 this spares "sedit" (2), "spamc" (2); real slips are no edge affix
    ("purcahsed", "monetry", "dresesd", "containg": "contain" and "contains")."""
    neighbours = _frequent_neighbours(word)
    if not neighbours or not neighbours <= {word[1:], word[:-1]}:
        return False
    if word[:-1] in neighbours and word[-1] == word[-2]:
        return False  # "spamm": a doubled last letter
    # "sstill", "alook": a doubled first letter, a lost space after "a" or "i"
    return not (word[1:] in neighbours and (word[0] == word[1] or word[0] in "ai"))


#: Negative and pronoun contractions written without their apostrophe ("dont", "didnt",
#: "youre"): the apostrophe marks the omission (CMOS 7.29; H&P 2002 ch. 18 §6), and none of
#: these is a word ("cant", "wont", "well", "its", "were", "shell", "ill" are, and stay out).
_NO_APOSTROPHE = frozenset(
    [
        "dont",
        "didnt",
        "doesnt",
        "isnt",
        "wasnt",
        "arent",
        "werent",
        "couldnt",
        "wouldnt",
        "shouldnt",
        "havent",
        "hasnt",
        "hadnt",
        "mustnt",
        "neednt",
        "youre",
        "theyre",
        "youve",
        "theyve",
        "wouldve",
        "couldve",
        "shouldve",
    ]
)


#: A token of code: a path ("/usr/lib", "~/.procmailrc"), a command-line option ("-v",
#: "--rebuild"), a file name with an extension ("foo.conf", "spamc.c") or a version number
#: ("2.43", "1.5", "4.0f"). A version numbers a product and an option or path belongs to a
#: command (the conventions of Unix manual pages: the synopsis puts the program's name, its
#: options and its files side by side), so a rare lower-case word beside one is that name.
_CODE_TOKEN = re.compile(
    r"^(?:[~.]?/[\w./-]+|--?[A-Za-z][\w-]*|[\w-]{2,}\.(?:[a-z]{1,4})|v?\d+(?:\.\d+)+[a-z]?|v?\d+\.\d*x)$"
)


def _named(word: str, start: int, end: int, text: str) -> bool:
    """The text treats ``word`` (at ``text[start:end]``) as a name, not as a slip of the word it
    is near: it stands alone in quotation marks or backquotes (a word mentioned, not used:
    CMOS 7.63; '"aplay"'), the sentence spells it as a name elsewhere, capitalised or inside a
    CamelCase identifier ("SeditBeautify ... the sedit window"), or a token of code stands next
    to it (``_CODE_TOKEN``: "munpack 1.5", "spamc -d", "fetchmail ~/.fetchmailrc"). A slip
    is unintended and none of these (Grudin 1983): a writer marks, versions and repeats a name."""
    before, after = text[start - 1 : start], text[end : end + 1]
    if before and before == after and before in "\"'`" or (before, after) == ("\u201c", "\u201d"):
        return True
    if re.search(r"(?<![A-Za-z])" + word.capitalize() + r"(?![a-z])", text):
        return True
    if re.search(r"(?<![A-Za-z])" + word.upper() + r"(?![A-Za-z])", text):
        return True
    left = text[:start].split()[-1:]
    right = text[end:].split()[:1]
    return any(_CODE_TOKEN.match(t.rstrip(".,;:!?)")) for t in left + right)


def misspelled_words(text: str) -> list[str]:
    """The misspelt lower-case words of ``text``, in order: a word the text treats as a name
    (``_named``) is none, unless it is glued round a function word (a lost space is a slip
    wherever it stands). Then the misspelt words written in capitals (``capital_misspellings``:
    "RECIEVED"; stop 91, fl80). The errors no keystroke made are ``habitual_errors``."""
    found = [m.group() for m in _LOWER_WORD.finditer(text) if _slip(m, text)]
    return found + capital_misspellings(text)


@cache
def _fused() -> frozenset[str]:
    return frozenset(wordlist("source_fused_spellings"))


_ANY_WORD = re.compile(r"(?<![\w'\u2019\-.@/&])[A-Za-z]+(?![\w'\u2019\-@/&]|\.\w)")

#: A lower-case "i" standing for the pronoun: a word of its own followed by a contraction of
#: the pronoun ("i'm", "i've", "i'd", "i'll") or by a word (checked in ``_pronoun_i``). Written
#: English capitalises the pronoun "I" always (CMOS 8.1 note; Quirk et al. 1985 §6.3 on the
#: personal pronouns' forms; H&P 2002 ch. 20 §2 on capitalisation): the lower-case form is
#: keyboard habit, and a pair that copies it copies a typo (ab90b: "I knew i had to try them",
#: the judge's note "premise copies the lowercase 'i' typo"; both judged pairs with such an
#: "i" rejected). Until stop 52 it was a chat marker, which it is not (informal typing, not the
#: register: ab57 kept 11 pairs so flagged, most for the "..", never asked about the "i"); a
#: spelling error it is (``habitual_errors``, its own reason ``habitual_error``).
_LOWER_I = re.compile(r"(?:^|(?<=[\s\"(\u201c]))i(?:['\u2019](?:m|ve|d|ll)\b| (?=([a-z]+)\b))")


def _pronoun_i(match: re.Match[str]) -> bool:
    """The "i" of ``_LOWER_I`` is the pronoun: a contraction of it, or a verb form after it
    ("i had", "i love", "i can"; lemminflect), so a letter in a list or a variable ("d, i or
    u", "from i to n") is none."""
    nxt = match.group(1)
    if nxt is None:
        return True
    from lemminflect import getAllLemmas

    return nxt in _PRONOUN_I_NEXT or bool(getAllLemmas(nxt, upos="VERB")) and nxt not in ("to",)


#: Auxiliaries, modals and adverbs of the verb group that follow a subject pronoun ("i can",
#: "i just", "i never"), which lemminflect does not list as verbs.
_PRONOUN_I_NEXT = frozenset(
    ["can", "could", "will", "would", "shall", "should", "may", "might", "must", "just"]
    + ["really", "never", "always", "also", "still", "actually", "usually", "only", "even"]
    + ["don't", "didn't", "can't", "won't", "wouldn't", "couldn't", "am", "was"]
)

#: "costed" with an indirect object or an amount ("it costed me $50", "costed about $10"): the
#: past of "cost" (be priced at) is "cost" (Quirk et al. 1985 App. I.4 on invariable verbs;
#: H&P 2002 ch. 3 §1.2), and "costed" is standard only as the past of the transitive "cost"
#: (estimate the cost of: "the plan was costed at $5m", OED "cost" v.2), which takes neither an
#: indirect object nor a bare amount.
_COSTED = re.compile(
    r"\bcosted\s+(?=(?:me|us|him|her|them|you|about|around|over|under|nearly|almost|just"
    r"|only|close|roughly|less|more|a|an|\$|\u00a3|\u20ac|\d)\b|[$\u00a3\u20ac\d])",
    re.IGNORECASE,
)


def habitual_errors(text: str) -> list[str]:
    """The spelling and form errors of ``text`` that no keystroke made, in order of kind: a
    habitual fused spelling (``wordlists/source_fused_spellings.txt``: "alot", "atleast"), a
    lower-case pronoun "i" (``_LOWER_I``), a non-standard past "costed" (``_COSTED``). Each is
    frequent on the web (so ``misspelt``'s rarity test never sees it) and each is an error the
    style guides name. Its own reason, a defect, where ``misspelled`` is a warning (stop 86,
    fl72: a one-keystroke slip in a long word is read through, Rayner et al. 2006): the judges
    rejected every judged pair that copies one of these (the prior's training rows: "alot" 0 of
    3, "costed me" 0 of 2, "I knew i had" 0 of 2; their notes name the word; stop 91, fl80)."""
    fused = _fused()
    found = [m.group() for m in _ANY_WORD.finditer(text) if m.group().lower() in fused]
    found += [m.group().strip() for m in _LOWER_I.finditer(text) if _pronoun_i(m)]
    return found + [m.group().strip() for m in _COSTED.finditer(text)]


#: A word in capitals of five letters or more, or of three or four that is an English word: a
#: shorter capitalised string that is no word is an acronym or initialism ("USDA", "MSG", "FDA";
#: Quirk et al. 1985 App. I.72-I.76 on acronyms), not a word spelt in capitals.
_CAPS_WORD = re.compile(r"(?<![\w'\u2019\-.@/&])[A-Z]{3,}(?![\w'\u2019\-@/&]|\.\w)")


def capital_misspellings(text: str) -> list[str]:
    """The words written in capitals ("ON THE VERY BOX I RECIEVED IT IN") that are misspelt
    in lower case (``misspelt``): capitals for emphasis or shouting do not change the
    spelling (CMOS 7.53 on full capitals), and ``misspelled_words`` reads lower-case words
    only. Only where the text shouts, two words in capitals or more: a lone one amid lower
    case is an acronym ("58% USRDA", ab90b); so is one of four letters or fewer that is no
    English word (``_CAPS_WORD``)."""
    out: list[str] = []
    caps = list(_CAPS_WORD.finditer(text))
    if len(caps) < 2:
        return out  # a lone word in capitals amid lower case is an acronym ("58% USRDA")
    for m in caps:
        word = m.group().lower()
        if len(word) <= 4 and not _known(word):
            continue
        if misspelt(word) or word in _fused() or word in _NO_APOSTROPHE:
            out.append(m.group())
    return out


def _slip(m: re.Match[str], text: str) -> bool:
    w = m.group()
    if m.start() and text[m.start() - 1] == _LEFT_MARK_BEFORE and is_elided(w):
        return False  # "by \u2018imself": an apostrophe of omission in the wrong glyph (stop 96)
    if w in _NO_APOSTROPHE or glued(w):
        return True
    if _zipf(w) >= _RARE and re.match(r" - \w", text[m.end() :]):
        return False  # a combining form before a spaced hyphen ("phyto - medicine"), no slip
    return (
        misspelt(w) and not _named(w, m.start(), m.end(), text) or _moved_space(w, text[m.end() :])
    )


def _moved_space(word: str, rest: str) -> bool:
    """A space typed one letter late ("betweent he mattress"): the word less its last letter is
    a common word, and that letter with the next word makes another ("t" + "he" = "the").
    Such a word is spared as a name affix (``_name_affix``), but the letter belongs to the
    next word: a slip of the space bar (Grudin 1983), not a name."""
    nxt = re.match(r" ([a-z]+)\b", rest)
    return (
        nxt is not None
        and _name_affix(word)
        and _zipf(word[:-1]) >= _TARGET
        and _zipf(word[-1] + nxt.group(1)) >= max(_TARGET, _zipf(nxt.group(1)))
    )


# -- chat text ---------------------------------------------------------------------------------

#: Emoticons (Dresner & Herring 2010, "Functions of the nonverbal in CMC: emoticons and
#: illocutionary force", Communication Theory 20: 249-268; Crystal 2006 ch. 2): eyes ":", ";"
#: or "=", an optional nose "-", a mouth. The mouth must end the token, so "as follows:(a)",
#: "Note:Pay" and a URL's "://" are no emoticons; ":D", ":P" need a non-letter after them.
_EMOTICON = re.compile(
    r"(?<![/:;=])(?:[:;=]-?[()/\\|\]\[]|[:;]-?[DPp](?![\w-])|:'\(|\^_*\^|-_+-|T_T)(?![\w(/)])"
    r"|(?<=\s)[:;=]-?[()](?=\s|$)"
)
#: Laughter of any length ("haha", "hahaha", "hehe", "wahaha"; Tagliamonte & Denis 2008).
_LAUGHTER = re.compile(r"(?<![\w'-])(?:wa)?(?:h[ae]){2,}h?(?![\w'-])", re.IGNORECASE)
#: The Singlish question/contrast particle "ar" after a clause ("can ar..", "go ar?"); the
#: capital "U" of text-speak before a lower-case verb ("U want to"; "U Thant" is a name).
#: Since stop 52 (fl10) also "ba" and "hor" there ("add me msn ba.", "ok hor?"; Lim 2007):
#: after a clause and before its end no English "ba" (a degree: "a BA in history") stands.
_ARGH_AR = re.compile(
    r"(?<=[a-z] )(?<!\ba )(?<!\bmy )(?<!\bthe )(?<!\bhis )(?<!\bher )(?:ar|ba|hor)"
    r"(?=\s*[.?!,]|\s*$)"
)
_CAPITAL_U = re.compile(r"(?:^|(?<=[.!?,] )|(?<=\.\.))U(?= [a-z]{2,})")
_WORD = re.compile(r"(?<![\w'\u2019\-.@/&])[A-Za-z]+(?![\w'\u2019\-@/&]|\.\w)")


#: A marker glossed in brackets is mentioned, not used ("such as LOL (Laugh Out Loud) or BRB":
#: a word cited as a word, CMOS 7.63; Quirk et al. 1985 §17.52 on the explanatory appositive):
#: edited prose writing about chat, not chat (stop 52, fl10).
_GLOSS = re.compile(r"\s*\((?:[A-Z][a-z]*\b[\s\w]*)\)")


#: Initialisms and clippings of text-speak that open a sentence with a capital ("Btw we meeting
#: at 1pm", "Pls reply"; Crystal 2008 ch. 3) and are no name or word in any case (stop 52, fl10;
#: "Ur" (the city), "Imo" (the Nigerian state), "Meh" (an interjection dictionaries list) stay
#: lower case only).
_ANY_CASE = frozenset(
    ["lol", "lmao", "lmfao", "rofl", "btw", "omg", "idk", "tbh", "nvm", "pls", "plz", "thx"]
    + ["tmr", "tmrw"]
)


@cache
def _markers() -> frozenset[str]:
    return frozenset(wordlist("source_chat_markers"))


def chat_markers(text: str) -> list[str]:
    """The chat/SMS markers in ``text``, in order of kind (see the module docstring)."""
    found: list[str] = []
    found += _EMOTICON.findall(text)
    found += _LAUGHTER.findall(text)
    markers = _markers()
    found += [
        m.group()
        for m in _WORD.finditer(text)
        if (m.group() in markers or m.group().lower() in _ANY_CASE)
        and not _GLOSS.match(text, m.end())
    ]
    # A lower-case "i" and ".." between words are informal typing, not the chat register: the
    # A/B judge of stop 52 (ab57) kept 11 of the pairs they flagged ("I feel awful I can't
    # remember the masseuse name..I was feeling under the weather"), so neither is a marker.
    found += _ARGH_AR.findall(text) + _CAPITAL_U.findall(text)
    return found


# -- non-standard verb forms -------------------------------------------------------------------

#: A word before the pronoun that makes the form standard: an auxiliary or modal of an inverted
#: question or conditional ("Have you been", "Did he have", "Are you done", "Had I seen"), the
#: "that"/"lest" of a mandative subjunctive ("insist that he have"; H&P 2002 ch. 11 §7.1), or a
#: verb of the "let"/"get" type whose complement is no finite clause.
_STANDARD_BEFORE = (
    r"(?<!\bhave )(?<!\bhas )(?<!\bhad )(?<!\bhaving )(?<!\bdo )(?<!\bdoes )(?<!\bdid )"
    r"(?<!\bam )(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )(?<!\bbe )(?<!\bwill )"
    r"(?<!\bwould )(?<!\bcan )(?<!\bcould )(?<!\bshall )(?<!\bshould )(?<!\bmay )"
    r"(?<!\bmight )(?<!\bmust )(?<!\bthat )(?<!\blest )(?<!\blet )(?<!\bget )(?<!\bgot )"
    r"(?<!n't )(?<!\bnot )"
)

#: Non-standard verb forms a reader sees at once (Quirk et al. 1985 §3.17-3.21 on the irregular
#: verb's past and participle, §10.35 on concord; Cheshire 1982 and Wolfram & Schilling-Estes
#: 2006 on the vernacular forms; Trudgill & Chambers 1991 on "was" levelling):
#: - a bare past participle as the past tense, with no "have" ("From what I seen", "I been
#:   there", "we done it", "they gone home"): in standard English "seen", "been", "done",
#:   "gone" are participles only, and a participle heads no finite clause (Quirk et al. §3.14);
#: - "was" after a plural pronoun ("they was", "we was", and "you was" opening a clause: after
#:   a verb "you" may be an object, "what I told you was true"), "don't" after "he", "she",
#:   "it" (standard concord: "were", "doesn't", Quirk et al. §10.35);
#: - "he/she/it have" before a participle ("he have been come"): standard concord has "has",
#:   and the mandative subjunctive ("that he have been told") is spared with every inversion.
#: The word before must not make the form standard (``_STANDARD_BEFORE``). Dialect in the
#: dialogue of edited fiction is caught too: the pair would copy the form either way.
_NONSTANDARD = re.compile(
    r"(?i:(?<![\w'\u2019-])" + _STANDARD_BEFORE + r"(?:(?:I|we|they|he|she"
    r"|(?:(?<=\bif )|(?<=\bwhen )|(?<=\bwhat )|(?<=\bsince )|(?<=\bcause )|(?<=\bbecause ))you)\s+"
    r"(?:seen|been|done|gone)"
    r"|(?:we|they)\s+was"
    r"|(?:he|she|it)\s+don'?t"
    r"|(?:he|she|it)\s+have\s+(?:been|got|gone|done|seen|had|come|[a-z]+ed)))(?![\w'\u2019-])"
    r"|(?:^|(?<=[,;:] )|(?<=\band )|(?<=\bbut )|(?<=\bif )|(?<=\bwhen ))[Yy]ou was\b"
)


def nonstandard_forms(text: str) -> list[str]:
    """The non-standard verb forms of ``text`` (``_NONSTANDARD``), in order. A question whose
    pronoun is among its first two words may have lost its auxiliary, which conversation
    leaves out ("(Are) we done?", "Hey, (have) they gone?": situational ellipsis, Quirk et al.
    1985 §12.47), so a form there is no non-standard one."""
    question = text.rstrip("\"'\u201d\u2019) ").endswith("?")
    return [
        m.group()
        for m in _NONSTANDARD.finditer(text)
        if not (question and len(text[: m.start()].split()) <= 1)
    ]


def reasons(text: str) -> list[str]:
    """The source-noise reasons of ``text`` (keys of ``REASONS``), for ``fitness.assess``."""
    checks = (
        ("misspelled", misspelled_words),
        ("habitual_error", habitual_errors),
        ("chat", chat_markers),
        ("nonstandard", nonstandard_forms),
        ("non_proposition", non_proposition),
        ("mojibake", mojibake),
        ("foreign", foreign),
        ("hyphenation", line_break_hyphens),
        ("verse", verse),
        ("heading", glued_heading),
        ("salutation", salutation),
        ("placeholder", placeholders),
    )
    return [name for name, check in checks if check(text)]


# -- non-propositions and mojibake (stop 54, fl14) ----------------------------------------------


@cache
def _formulae() -> dict[str, tuple[tuple[str, ...], ...]]:
    """``wordlists/source_formulae.txt`` by first word, longest first."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for item in wordlist("source_formulae"):
        words = tuple(item.split())
        out.setdefault(words[0], []).append(words)
    return {k: tuple(sorted(v, key=len, reverse=True)) for k, v in out.items()}


_TOKEN = re.compile(r"[A-Za-z][A-Za-z'\u2019.-]*|\d+")
#: At most this many name words in a non-proposition: a vocative or two ("Thank you, Ross.") or
#: a bare name answer ("Bobby Corso.", "Mary Ellen Smith.").
_MAX_NAMES = 3


def non_proposition(text: str) -> bool:
    """Is ``text`` only formulae (``wordlists/source_formulae.txt``: thanks, greetings,
    apologies, interjections, response words) and capitalised names, with at least one word?
    Such a text has no truth-conditional content (Searle 1969 on expressives; Quirk et al. 1985
    §11.54 on formulae; a bare name is a fragment answer whose proposition is the question's,
    H&P 2002 ch. 10 §4.6), so no NLI pair can be built on it: "Thank you.", '"Oh My God"!',
    "Bobby Corso.", "Okay, thank you so much, Monica!". Any other word, including "I" and every
    verb ("Thank you for coming"), makes it a clause the parse must judge: not touched."""
    words = _TOKEN.findall(text.replace("\u2019", "'"))
    if not words:
        return False
    formulae = _formulae()
    names = 0
    i = 0
    while i < len(words):
        low = [w.lower().rstrip(".") for w in words[i : i + 4]]
        match = next((f for f in formulae.get(low[0], ()) if tuple(low[: len(f)]) == f), None)
        if match:
            i += len(match)
            continue
        word = words[i]
        if "'" in word or word == "I" or not word[0].isupper() or word[1:].isupper():
            return False  # "I", "I'm", a lower-case word, an acronym in capitals: not a name
        names += 1
        i += 1
    return names <= _MAX_NAMES


def leading_formula(text: str) -> tuple[str, ...] | None:
    """The formula (``wordlists/source_formulae.txt``: an interjection, greeting, response word
    or "please") that opens ``text`` before a comma or "!", lower case, or None: "Oh, you came
    back" -> ("oh",), "Hello there! ..." -> None. Used by the ranking's dialogue-register
    features (``ranking.features_register``): an embedding operator applied to such a sentence
    scopes over the formula, which has no truth-conditional content (Quirk et al. 1985 §11.54)."""
    words = _TOKEN.findall(text.replace("\u2019", "'")[:60])
    if not words:
        return None
    low = [w.lower().rstrip(".") for w in words[:4]]
    for f in _formulae().get(low[0], ()):
        if tuple(low[: len(f)]) == f:
            m = re.match(r"\W*" + r"\W+".join(re.escape(w) for w in f) + r"\s*[,!]", text, re.I)
            return f if m else None
    return None


def bare_leading_formula(text: str) -> str | None:
    """The one-word formula (``wordlists/source_formulae.txt``: "yep", "yeah", "nope", "wow",
    "oh" ...) that opens ``text`` with no comma or "!" after it, lower case, or None: "Yep always
    cancel order on them" -> "yep", "Yep, always ..." -> None (``leading_formula``'s case). A
    sentence-initial interjection or response word is outside the clause structure even when the
    writer leaves out its comma (Quirk et al. 1985 §11.54-11.57): the parser may take it for the
    clause's subject, and a pair built on that reading writes "Yep gets the first shipment"
    (blind review s1207b). The caller decides from its parse whether the word was so read."""
    words = _TOKEN.findall(text.replace("\u2019", "'")[:40])
    if len(words) < 2:
        return None
    first = words[0].lower().rstrip(".")
    if (first,) not in _formulae().get(first, ()):
        return None
    m = re.match(r"\W*" + re.escape(words[0]) + r"\s+[A-Za-z]", text.replace("\u2019", "'"))
    return first if m else None


#: Mojibake: the replacement character of a failed decode (U+FFFD), and UTF-8 read as cp1252 or
#: Latin-1 (W3C, "Character encodings: Essential concepts"; the ftfy package's chief case): "â€"
#: starts every curly quote and dash so misread ("â€™", "â€œ"), "Ã" before a continuation byte
#: (U+0080-U+00BF) starts a misread accented letter ("Ã©" for "é"), "Â" before a Latin-1 sign or
#: a no-break space. No English or foreign spelling has these pairs ("São" has "ã").
_MOJIBAKE = re.compile(
    "\ufffd|\u00e2\u20ac|\u00c3[\u0080-\u00bf\u0152-\u2122]|\u00c2[\u00a0-\u00bf]"
    # stop 57: "?" for a character the sending charset lacked (an ASCII-only conversion writes
    # "?" for every other character, RFC 2047 / the iconv "//TRANSLIT" convention): between a
    # letter and a clitic ("AIB?s", "don?t": the apostrophe), or two round a number glued to a
    # word ("batches?1202?--": dashes or quotes). English punctuation puts no "?" inside a word;
    # a "?" before a digit alone is a question run into the next sentence ("like?9 out of 10").
    r"|(?<=[A-Za-z])\?(?:(?=(?:s|t|ll|re|ve|d|m)\b)|\d+\?)"
)


def mojibake(text: str) -> bool:
    """Does ``text`` carry mojibake (``_MOJIBAKE``)? The pair would copy it ("that\ufffds a good
    idea" -> "\ufffds a good idea")."""
    return _MOJIBAKE.search(text) is not None


# -- other languages, line-break hyphens, glued headings, salutations (stop 57, fl18) ----------

#: Latin-script languages wordfreq lists (its "best" wordlists), whose frequent words mark a
#: sentence as written in them. Not Malay, Indonesian or Filipino: their lists hold the text-speak
#: of chat ("u", "n", "le"), which ``chat_markers`` judges.
_OTHER_LANGUAGES = ("de", "fr", "es", "nl", "it", "pt", "ca", "da", "sv", "nb", "fi", "pl")
_OTHER_LANGUAGES += ("cs", "hu", "ro", "tr")
#: A word of another language: frequent there (Zipf >= 3, once per million words) and ten times
#: more frequent there than in English ("die", "und", "vous", "wird"; not "in", "a", "film").
_OTHER_FREQUENT = 3.0
_OTHER_GAP = 1.0
#: A sentence is not English when at least this share of its counted words are no English words
#: and at least ``_MIN_MARKED`` distinct words are frequent words of another language.
_FOREIGN_SHARE = 0.6
_MIN_MARKED = 3
_MIN_COUNTED = 4
#: Homographs are weak evidence, words of no English at all strong (stop 100, fl98). Short-text
#: language identification weighs a feature by how well it tells the languages apart, not by
#: its frequency in one of them (Lui & Baldwin 2012, "langid.py", the LD feature weight; Cavnar &
#: Trenkle 1994 rank a text against whole language profiles, not word by word): "met" (Dutch
#: "with"), "mayor" (Spanish "greater"), "die", "war", "men" are as much English words as
#: Dutch, Spanish or German ones, and the mark takes each word's best language separately, so
#: "Tom and Mary met the mayor" had three marks from three languages. A sentence that has an
#: English word no other language shares (an English anchor: Zipf >= ``_ENGLISH_ANCHOR`` in
#: English and ten times more frequent there than in any of ``_OTHER_LANGUAGES``, the mirror of
#: ``_OTHER_GAP``: "the", "and", "that", "which") is English unless at least ``_MIN_STRONG`` of its
#: words are strong evidence, no established English word (``_established``) that is frequent
#: in another language or unknown: the frequent function words of a language are what
#: identifies it in short text (Grefenstette 1995, "Comparing two language identification
#: schemes"), "the" and "and" do not occur in German, French or Spanish prose, and one strange
#: word beside them is a loan, a name or a slip (as one stretch is for ``code_switched``). A
#: sentence without an anchor is weighed as before: romanised Hindi ("Ek ... ko ... mein ...
#: pe"), a French or Dutch title ("Le ... est une ...", "van der ... te") are made of
#: homographs only; so is one with strong evidence: Latin beside "his", Yiddish beside "and".
_ENGLISH_ANCHOR = 4.0
_MIN_STRONG = 2
#: An established English word: common (Zipf >= 3, once per million words, as ``_TARGET``) or in
#: WordNet.
_ESTABLISHED = 3.0
#: Words outside quotation marks, without digits, of two letters or more (a letter alone is an
#: initial, a variable, a list mark or text-speak).
_LANG_WORD = re.compile(
    r"(?<![\w@/.\-'\u2019])[^\W\d_]{2,}(?:['\u2019][^\W\d_]+)?(?![\w@/\-]|\.\w)"
)
_QUOTED = re.compile(r"\"[^\"]*\"|\u201c[^\u201d]*\u201d")


@cache
def _other_frequent() -> dict[str, float]:
    """The words frequent in one of ``_OTHER_LANGUAGES`` (Zipf >= ``_OTHER_FREQUENT``), with their
    highest frequency there. Only those can mark a word as foreign, so only those are kept: the
    sixteen full lists (``wordfreq.get_frequency_dict``, cached for the process) held 576 MB and
    took 2.8 s to load in every worker; each list is read once here, uncached, and dropped."""
    from wordfreq import available_languages, cB_to_freq, read_cBpack

    paths = available_languages("best")
    floor = 10 ** (_OTHER_FREQUENT - 9)
    best: dict[str, float] = {}
    for lang in _OTHER_LANGUAGES:
        for index, bucket in enumerate(read_cBpack(paths[lang])):
            freq = cB_to_freq(-index)
            if freq < floor:
                break  # buckets run from the most frequent down
            for word in bucket:
                if freq > best.get(word, 0.0):
                    best[word] = freq
    return best


def _other_zipf(word: str) -> float:
    """The Zipf frequency of ``word`` in the other language where it is most frequent, when that
    is at least ``_OTHER_FREQUENT`` (0.0 otherwise: too rare to mark anything)."""
    best = _other_frequent().get(word, 0.0)
    return math.log10(best) + 9 if best > 0 else 0.0


def _established(word: str) -> bool:
    """An English word of its own, whatever other languages share it: common in English (Zipf >=
    ``_ESTABLISHED``) or in WordNet ("met", "mayor", "die", "gift")."""
    return _zipf(word) >= _ESTABLISHED or _in_wordnet(word)


def foreign(text: str) -> bool:
    """Is ``text`` written in another language? Counted are its distinct words outside quotation
    marks (an English frame quoting French is English prose: 'he writes, "l'armée ..."'), less
    the capitalised ones after the first (names, and the nouns of German: a sentence full of
    names is English if its other words are). It is not English when at least 60% of them are
    no English word (not in wordfreq's English list at Zipf 2 or WordNet) or a frequent word of
    another language (``_OTHER_FREQUENT``), and three are the latter: "Ihre Chance, die Weichen
    fuer einen erfolgreichen ... zu stellen" (the tagger reads "die" as the English verb),
    "Je ne sais pas ...". The share was chosen on dev text (docs/fitness.md, stop 57): it drops
    Irish, Finnish, Yiddish, German, French, Danish and romanised Hindi sentences, not English
    ones with names, titles or code tokens. A sentence with an English anchor ("the", "and") and
    fewer than ``_MIN_STRONG`` words that are no established English word is English whatever
    other languages share its words: "Tom and Mary met the mayor" (stop 100, fl98)."""
    counted: set[str] = set()
    marked: set[str] = set()
    homographs: set[str] = set()  # marked, but established English words too
    unknown: set[str] = set()
    anchored = False
    for i, match in enumerate(_LANG_WORD.finditer(_QUOTED.sub(" ", text))):
        word = match.group()
        if word[0].isupper() and i > 0:
            continue
        low = word.lower().replace("\u2019", "'")
        counted.add(low)
        english = _zipf(low)
        other = _other_zipf(low)
        if other >= max(_OTHER_FREQUENT, english + _OTHER_GAP):
            marked.add(low)
            if _established(low):
                homographs.add(low)
        elif english < 2.0 and not _in_wordnet(low):
            unknown.add(low)
        elif english >= max(_ENGLISH_ANCHOR, other + _OTHER_GAP):
            anchored = True
    if anchored and len((marked - homographs) | unknown) < _MIN_STRONG:
        return code_switched(text)  # "Tom and Mary met the mayor": homographs beside "the"
    return (
        len(counted) >= _MIN_COUNTED
        and len(marked) >= _MIN_MARKED
        and len(marked | unknown) >= _FOREIGN_SHARE * len(counted)
    ) or code_switched(text)


#: A word another language has and English has not: frequent there (Zipf >= 4, ten times per
#: million words: the core vocabulary a speaker switches with, not the rarer cultural terms that
#: English borrows as nouns, "the regidor", "a sejm"; Poplack 1980, Poplack & Sankoff 1984 on
#: nonce borrowings) and no English word (``_zipf`` < 2, not in WordNet): "bauen",
#: "nette", "bitte". Stricter than ``foreign``'s mark, which also counts English words that are
#: more frequent elsewhere ("de", "die").
_ALIEN_FREQUENT = 4.0
#: Two separate stretches of such words: a borrowed phrase is one unit ("joie de vivre", "per
#: se"; Quirk et al. 1985 App. I.62, the foreign expressions English quotes whole), a speaker who
#: switches language word by word within an English clause puts them apart ("used to bauen little
#: nette gadgets": intra-sentential code-switching, Poplack 1980). The sentence is then no
#: English the pair can copy: its hypothesis repeats the foreign words (s1202q, stop 64, im62).
_MIN_SWITCHES = 2
#: An open bracket not yet closed before the word.
_PARENTHESISED = re.compile(r"\([^)]*$")


def code_switched(text: str) -> bool:
    """Does ``text`` switch to another language word by word? At least ``_MIN_SWITCHES``
    stretches, apart from each other, of lower-case words outside quotation marks each of which
    is frequent in another language (``_OTHER_FREQUENT``, and more there than in English), with
    at least one word in each stretch that is no English word (``_ALIEN_FREQUENT``): "Most of them
    are used to bauen little nette gadgets". A single stretch ("a certain joie de vivre", "the
    sine qua non") is a borrowed phrase and stays English."""
    stretches: list[str] = []  # one entry per stretch: its first alien word, or ""
    previous_end = -2
    open_stretch = False
    for i, match in enumerate(_LANG_WORD.finditer(_QUOTED.sub(" ", text))):
        word = match.group()
        low = word.lower().replace("\u2019", "'")
        english = _zipf(low)
        other = _other_zipf(low)
        if (word[0].isupper() and i > 0) or other < max(_OTHER_FREQUENT, english + _OTHER_GAP):
            open_stretch = False
            continue
        alien = other >= _ALIEN_FREQUENT and english < 2.0 and not _in_wordnet(low)
        if _PARENTHESISED.search(text[: match.start()]):
            alien = False  # a gloss or an original title in brackets is mentioned, not used
        if open_stretch and text[previous_end : match.start()].strip() == "":
            stretches[-1] = stretches[-1] or (low if alien else "")
        else:
            stretches.append(low if alien else "")
        open_stretch = True
        previous_end = match.end()
    # the same word twice is one term mentioned again ("the sejm ... the ordinary sejm")
    return len({word for word in stretches if word}) >= _MIN_SWITCHES


#: A word broken at a line end, its hyphen kept and the line break become a space: "un- deniable",
#: "frag- ments", "auto- matically". Not a suspended compound ("pre- and post-war", "first- or
#: second-class", CMOS 7.88), nor a restart or stutter ("we- we"), nor a dash written as a hyphen
#: ("sex- but there is"): there the two pieces make no word.
_SPACED_HYPHEN = re.compile(r"(?<![\w'\u2019-])([A-Za-z]*[a-z])- ([a-z]+)(?![\w'\u2019-])")
_SUSPENDED = frozenset(["and", "or", "nor", "to", "through", "than", "und"])


def line_break_hyphens(text: str) -> list[str]:
    """The words of ``text`` split at a line end ("un- deniable"): two pieces of two letters or
    more, not the same word twice, joined to a word that is common (Zipf >= 2.5) or, seven
    letters or longer, in WordNet. Print hyphenates at a syllable break of one word (CMOS
    7.37-7.42), which text extraction keeps as "X- Y"; the joined form is that word. Since
    stop 64 ``tidy`` repairs what this finds (``join_line_break_hyphens``); the reason still
    fires on a shipped-parse text, which ``tidy`` leaves alone."""
    out = []
    for match in _SPACED_HYPHEN.finditer(text):
        left, right = match.group(1), match.group(2)
        if len(left) < 2 or len(right) < 2 or left.lower() == right or right in _SUSPENDED:
            continue
        joined = (left + right).lower()
        if _zipf(joined) >= 2.5 or len(joined) >= 7 and _in_wordnet(joined):
            out.append(match.group())
    return out


#: A piece that is a free word of its own, common enough (Zipf >= 3.5) and of three letters or
#: more: "post", "graduate", "film", "hour"; not "ini", "tial", "ments", "un", "re".
_FREE_PIECE_ZIPF = 3.5


def _free_piece(word: str) -> bool:
    return len(word) >= 3 and _zipf(word.lower()) >= _FREE_PIECE_ZIPF


def _function_piece(word: str) -> bool:
    """A piece that is a function word ("he", "of", "at"): a speaker's restart, not half a
    word broken at a syllable (a syllable break leaves "ini", "frag", "lo", no words)."""
    from spacy.lang.en.stop_words import STOP_WORDS

    return word.lower() in STOP_WORDS


def join_line_break_hyphens(text: str) -> str:
    """``text`` with each word that ``line_break_hyphens`` finds split at a line end put back
    (stop 64, sn1). A hyphen at a line end is either the typesetter's, put at a syllable break
    of one word and dropped when the word is whole again, or the writer's own hyphen of a
    compound that happened to fall there, which stays (CMOS 7.42 on word division; the hard and
    soft hyphen of typesetting). The pieces tell which: when both are free words
    (``_free_piece``: "post- graduate", "film- making", "hour- long") or the hyphenated form is
    in WordNet, the hyphen is the writer's and only the space goes ("post-graduate"); when one
    piece is no word ("auto- matically", "ini- tial", "frag- ments"), it was a syllable break
    and the word closes up ("automatically"). Only where ``line_break_hyphens`` sees a broken
    word (the joined form is a word) and neither piece is a function word (``_function_piece``:
    "He- at one point" is a restart, not "Heat"); a suspended compound ("pre- and post-war"), a restart
    ("we- we") or a dash ("sex- but") is left as it is."""
    if "- " not in text:
        return text
    broken = set(line_break_hyphens(text))
    if not broken:
        return text

    def join(match: re.Match[str]) -> str:
        if match.group() not in broken:
            return match.group()
        left, right = match.group(1), match.group(2)
        if _function_piece(left) or _function_piece(right):
            return match.group()  # a restart: "He- at one point", "the reduction of- the"
        hyphenated = f"{left}-{right}"
        if (_free_piece(left) and _free_piece(right)) or _in_wordnet(hyphenated.lower()):
            return hyphenated
        return left + right

    return _SPACED_HYPHEN.sub(join, text)


#: Verse run into prose: a capitalised function word after a comma or semicolon, then
#: two lower-case words ("of little prize, And was a bugbear", "the flora pours, And scatters
#: corn", "nor yet, To live in"). Verse capitalises the first word of every line (CMOS 13.23,
#: 13.26 on quoting poetry), and a text that lost its line breaks keeps those capitals in mid
#: sentence, where prose writes a coordinator, preposition or subordinator in lower case. A
#: quotation or a title after a comma opens on a quotation mark or goes on in capitals ("the
#: film, In the Heat of the Night"): the two lower-case words after the capital exclude a title.
#: Not after a colon: a complete sentence after a colon may open with a capital (CMOS 6.63;
#: "the question remains: In an era that ..."), 57 such prose hits in COCA sentences.
_VERSE_LINE = re.compile(
    r"[,;]\s+(?:And|But|Or|Nor|Yet|To|Of|With|In|On|Upon|From|That|Which|Who|Whose|When"
    r"|Where|While|Though|Till|Until|For|Like|Than|Nor|Then|Thus|Ere|O'er)\s+"
    r"[a-z][\w'\u2019-]*[\s,]+[a-z]"
)


#: The coordinators that prose, too, sometimes capitalises after a comma (see ``verse``).
_LONE_LINE_COORDINATORS = frozenset({"And", "But", "Or", "Nor", "Yet"})
#: A capitalised word inside a sentence: after a letter, digit or comma and a space, not after
#: the marks that can open a sentence or a quotation (". ", "? ", ": ", '"', "(").
_MID_CAPITAL = re.compile(r"(?<=[\w,;'\u2019]) +([A-Z][\w'\u2019-]*)")


def verse(text: str) -> list[str]:
    """The mid-sentence line starts of verse (``_VERSE_LINE``) in ``text``: a sentence of a poem
    whose line breaks were lost. Marked (reason ``verse``), not repaired: which capitals were
    line starts and which a poet's own is not recoverable, and a pair copies the capitals.

    Not a lone capitalised coordinator after a comma in a sentence with no other capital inside
    it ("You can't run away forever, But there's nothing wrong with a head start."): prose
    writers capitalise a coordinator after a comma as if after a full stop, the comma standing
    for the stop that would license the capital (a sentence-initial "But"/"And" is standard,
    Quirk et al. 1985 §13.18; CMOS 5.206; the comma splice with the new sentence's capital,
    Crystal 2015 *Making a Point* ch. 14), and one such capital shows no lineation: verse lost
    its breaks where a second line start or another line-initial capital ("life Need not
    fear") shows it. Stop 66 (fl32): pooled over the blind draws s1202k-u, `source:verse` on
    conjunction was kept as is 3 of 5 times; two keeps were such lone coordinators, a
    fortune-file aphorism and a one-line sentence of a Tao Te Ching verse."""
    found = list(_VERSE_LINE.finditer(text))
    if len(found) == 1:
        match = found[0]
        word = match.group().lstrip(",; ").split()[0]
        if match.group().startswith(",") and word in _LONE_LINE_COORDINATORS:
            others = [
                m
                for m in _MID_CAPITAL.finditer(text)
                if m.start(1) != match.start() + match.group().index(word)
                and m.group(1) not in ("I", "I'm", "I've", "I'll", "I'd", "I\u2019m")
            ]
            if not others:
                return []
    return [m.group() for m in found]


#: Words that open a sentence and are no heading's first word: a title-case run that begins with
#: one of them is the sentence's own subject or adverbial ("So Air Force One set course ...",
#: "A Formula One season consists of ...").
_NOT_HEADING_START = frozenset(
    [
        "a",
        "an",
        "the",
        "so",
        "and",
        "but",
        "or",
        "i",
        "i'm",
        "if",
        "in",
        "on",
        "at",
        "as",
        "it",
        "this",
        "that",
        "we",
        "you",
        "he",
        "she",
        "they",
        "my",
        "our",
        "there",
        "when",
        "while",
        "after",
        "before",
        "since",
        "because",
        "then",
        "now",
        "however",
    ]
)
#: A heading run into its first sentence on one line: a title-case run of two to ten words with
#: no finite verb (a headline or section title, CMOS 8.159), then a capitalised word that opens
#: a clause (a pronoun, a determiner, a subordinator) and a lower-case word: "Google Blocked in
#: China A populat search engine is blocked", "Serving Sara A wealthy bombshell enlists",
#: "CHAPTER IV It was not long". Inside a sentence these words are capitalised only at its start.
_GLUED_HEADING = re.compile(
    r"^(?P<head>(?:[A-Z][\w'\u2019-]*|&)(?: (?:[A-Z][\w'\u2019-]*|&|of|and|the|for|to|in|on|a|an"
    r"|with|by|from|at|vs\.?)){1,9}) (?:This|These|It|We|There|They|He|She|You|Our|My|If|When"
    r"|In|The|A|An|Since|After|As|Its|Their|His|Her|Some|Many|Most|One) [a-z]"
)
_FINITE_IN_HEAD = re.compile(
    r"\b(?:is|are|was|were|has|have|had|will|would|can|could|do|does|did|am)\b", re.IGNORECASE
)


def glued_heading(text: str) -> bool:
    """Does ``text`` begin with a heading run into its sentence (``_GLUED_HEADING``)? Flagged,
    not split: where the heading ends inside a title-case run ("Google Blocked in China A
    ...") is clear, but a heading can end in a capitalised word of its own ("Serving Sara")."""
    match = _GLUED_HEADING.match(text)
    if match is None:
        return False
    head = match.group("head")
    first = head.split()[0].lower().replace("\u2019", "'")
    if first in _NOT_HEADING_START or _FINITE_IN_HEAD.search(head):
        return False
    return len(head.split()) >= 2


#: A salutation, vocative or interjection set off by a comma, then a capitalised word that is
#: never a name and opens a clause: "Hi Tim, It isn't a version ...", "Thanks Paul, That is the
#: way ...", "James, Last week, when ...", "Hi, Does anyone use ...". A letter puts the
#: salutation on a line of its own and starts the body with a capital (CMOS 6.51 on the comma
#: of direct address; the salutation line of a letter, Garner 2016 "salutations"); the pool
#: joins the two lines. Inside one sentence the word after a vocative's comma is lower case
#: ("Hey, Joey, what would you do?"). "The" and "A" are left: they begin titles ("In London,
#: The Sun and The Express ..."); "Whereas," opens a legal recital that capitalises the next word.
#: A response particle or discourse marker before the comma ("Yes, It's a bit pricey", "Well,
#: This ...", "Overall, It ...") is neither a salutation nor a vocative but a sentence-initial
#: reaction signal or connective inside the proposition's sentence (Quirk et al. 1985 §11.55 on
#: reaction signals, §8.134 on initial connectives); the capital after it is a casual restart,
#: no letter layout (cj199: food reviewers' "Yes, It's ..." pairs were kept as written).
_SALUTATION = re.compile(
    r"^(?!Whereas\b)(?!(?:Yes|No|Yeah|Yep|Nope|Well|Ok|Okay|OK|Oh|Wow|Sure|Honestly|Overall|Anyway"
    r"|Also|So|Now|Then|Again)\b,)(?:(?:Hi|Hello|Hey|Dear|Thanks|Thank you|Greetings|Good (?:morning|afternoon"
    r"|evening))\b,?\s*)?(?:[A-Z][a-z'.]+(?: [A-Z][a-z'.]+){0,2})?,\s+(?:It|It's|That|This|These"
    r"|Those|There|We|You|He|She|They|Does|Do|Did|Is|Are|Can|Could|Would|Will|Have|Has|My|Our"
    r"|Your|Last|Just|Please|Anyone|Any|Does|What|How|Why|Where|If)\b(?!-)"
)


def salutation(text: str) -> bool:
    """Does ``text`` begin with a salutation or vocative before a capitalised restart
    (``_SALUTATION``)? The text keeps a piece of a letter's layout that is no part of the
    proposition, and writes a capital inside a sentence."""
    return _SALUTATION.match(text) is not None


# -- unfilled template placeholders (stop 61, fl23) -----------------------------------------------

#: Slots of message templates that game and software text leaves unfilled when a string table is
#: mined instead of the text shown: C's printf conversion specifications, with an optional POSIX
#: argument position ("%s", "%d", "%1$s", "%.2f": ISO C 7.21.6.1, POSIX fprintf), Python/.NET
#: brace replacement fields ("{name}", "{0}": PEP 3101), snippet tags in angle brackets
#: ("<npc_name>", "<planet>"; Cataclysm: DDA and Endless Sky dialogue templates) and shell-style
#: "$NAME" variables (POSIX sh 2.6.2). The filled-in word is unknown, so the sentence says
#: nothing definite, and a pair quoting the slot is never usable (blind review: "%1$s" in a
#: verb-complement pair, stop 60). A percentage ("50% damage"), money ("$5"), a quoted "<" and
#: markup tags (``fitness``'s ``markup``) are no slots: the conversion letter must end the token,
#: "$" must precede capitals, and the angle-bracket tag must not be an HTML element.
_PRINTF = re.compile(r"(?<![\w%])%(?:\d+\$)?[-+ #0]?\d*(?:\.\d+)?[sdifuxXeEgGc](?![A-Za-z0-9])")
_BRACE_FIELD = re.compile(r"\{(?:[A-Za-z_][A-Za-z0-9_.]*|\d+)(?:![rsa])?(?::[^{}]*)?\}")
_ANGLE_TAG = re.compile(r"<([a-z][a-z0-9]*(?:_[a-z0-9]+)*)>")
_DOLLAR_NAME = re.compile(r"(?<![\w$])\$\{?[A-Z][A-Z0-9_]{1,}\}?(?![a-z])")
#: HTML elements (WHATWG HTML "elements" index, the ones that turn up in scraped prose): markup,
#: which ``fitness`` flags as such, not a template slot.
_HTML_TAGS = frozenset(
    ["a", "b", "i", "u", "s", "p", "br", "hr", "em", "strong", "span", "div", "li", "ul", "ol"]
    + ["sub", "sup", "small", "big", "code", "pre", "tt", "font", "center", "blockquote", "td"]
    + ["tr", "th", "table", "tbody", "img", "h1", "h2", "h3", "h4", "h5", "h6", "del", "ins"]
)


def placeholders(text: str) -> list[str]:
    """The unfilled template slots of ``text`` (``_PRINTF``, ``_BRACE_FIELD``, ``_ANGLE_TAG``
    other than an HTML element, ``_DOLLAR_NAME``), in order of the patterns."""
    out = [m.group(0) for m in _PRINTF.finditer(text)]
    out += [m.group(0) for m in _BRACE_FIELD.finditer(text)]
    out += [m.group(0) for m in _ANGLE_TAG.finditer(text) if m.group(1) not in _HTML_TAGS]
    out += [m.group(0) for m in _DOLLAR_NAME.finditer(text) if not _mentioned(text, m)]
    return out


#: What names an expression as an example or by its name: "such as", "e.g.", "like", "called",
#: "named", "namely", or the noun "variable(s)" right before it ("the variable $HOME").
_MENTION_BEFORE = re.compile(
    r"(?:\bsuch\s+as|\be\.g\.,?|\bi\.e\.,?|\blike|\bcalled|\bnamed|\bnamely|\bvariables?)\s*$", re.I
)
#: The noun "variable(s)" right after it ("the $PLAT variable", "$HOME environment variable").
_MENTION_AFTER = re.compile(r"^\s+(?:environment\s+|shell\s+)?variables?\b", re.I)


def _mentioned(text: str, match: re.Match[str]) -> bool:
    """Is the ``$NAME`` of ``match`` mentioned, not used: an example after "such as"/"e.g.", or
    the name in apposition to "variable" ("such as $PLAT", "the $HOME variable")? A mentioned
    expression stands for itself, not for a value to be filled in (Quine 1940 §4 on use and
    mention; Saka 1998 on mention with no quotation marks), so the sentence is complete as
    written: a shell variable named in expository prose is no unfilled template slot. A slot is used, in the place of the value ("$NAME joins your party"). Stop
    75, fl51: s1204l's flagged draw kept "... a few extra variables ..., such as $PLAT"."""
    if _MENTION_BEFORE.search(text[: match.start()]):
        return True
    return _MENTION_AFTER.match(text[match.end() :]) is not None


# -- outbursts: exclamatory formulae outside clause structure (stop 92 im113, stop 93 ng09) --


#: Verbs of the imprecative formula "V you (NP)!" ("Damn you, Starbucks!", "screw you"): a
#: curse or insult uttered as an exclamation, an interjection-like formula outside clause
#: structure (Quirk et al. 1985 §11.55 on interjections and exclamatory formulae; Ljung 2011
#: "Swearing" ch. 5 on the "fuck you" type as a ritual curse, not a clause with a subject).
#: "curse/bless" are left out: "to curse you" is an ordinary verb in narrative text.
IMPRECATION_VERBS = frozenset({"fuck", "fck", "screw", "damn", "frick", "frak"})
IMPRECATION_OBJECTS = frozenset({"you", "u", "y'all", "yall", "off"})


def imprecation(doc: Doc) -> str | None:
    """The words of an imprecative formula in ``doc`` ("FUCK YOU CLARITIN", "damn you"), or
    ``None``. Read as the formula only where it opens the sentence, follows punctuation (the
    tweet's "... DAMN YOU X!") or is in capitals, so "told him to go fuck himself" and "they
    screw you over with fees" (a clause with its subject) are not read as one, nor a quoted
    formula ('repeating "Fuck you" to your customers', a constituent of the clause). With its
    vocative ("CLARITIN", a capitalised name right after "you") it is an outburst addressed to
    someone, no part of the clause before it; carried into a hypothesis or an embedded premise
    it is embedded as if it were ("Did I spend $7 on 5 tablets FUCK YOU X?"), which no
    operator can wrap (stop 92, im113; blind review s1208a on tweets). Moved here from
    implicature's supplements in stop 93 (ng09), so that every phenomenon and the shared
    negation and embedding rewriters read the same formula (``outburst``)."""
    for tok in doc[:-1]:
        nxt = doc[tok.i + 1]
        if tok.lower_ not in IMPRECATION_VERBS or nxt.lower_ not in IMPRECATION_OBJECTS:
            continue
        if tok.i > 0 and (doc[tok.i - 1].is_quote or doc[tok.i - 1].text in ("'", "\u2018")):
            continue  # 'repeating "Fuck you" to your customers': the formula quoted (mentioned)
            # is a noun-phrase-like constituent of the clause, its object here, which an
            # operator takes as it takes any quotation (Quirk et al. 1985 §14.29; stop 93 ng09)
        opens = tok.i == 0 or doc[tok.i - 1].is_punct
        if not (opens or (tok.text.isupper() and nxt.text.isupper())):
            continue
        words = [tok.text, nxt.text]
        for after in doc[tok.i + 2 :]:
            if after.is_punct or not (after.text[:1].isupper()):
                break
            words.append(after.text)
        return " ".join(words)
    return None


#: Interjections and exclamatory formulae of ``wordlists/source_formulae.txt`` that express the
#: writer's emotion and can close a sentence as a unit of their own ("... damn!", "..., oh my
#: god."): Quirk et al. 1985 §11.55-11.57 (exclamatory formulae and interjections are outside
#: clause structure; they are neither negated nor questioned). The hesitation and backchannel
#: sounds ("oh", "ah", "uh", "um", "hmm", "huh") are left out: after a comma they also make
#: the tag "..., huh?" or a filled pause, and the response words ("yes", "no", "okay") make
#: the tag question "..., no?" (Quirk et al. 1985 §11.8).
TRAILING_INTERJECTIONS = frozenset(
    {
        ("oh", "my", "god"),
        ("oh", "my", "gosh"),
        ("my", "god"),
        ("oh", "god"),
        ("gosh",),
        ("jeez",),
        ("geez",),
        ("wow",),
        ("whoa",),
        ("ouch",),
        ("oops",),
        ("yay",),
        ("hooray",),
        ("damn",),
    }
)


#: The marks that set a closing interjection off from the clause before it. Not ":" ("the one
#: thing I said: wow"), which introduces a quoted or appositive word, nor a quotation mark.
_SETTING_OFF = frozenset(
    {",", ".", "!", "?", "...", "..", "\u2026", "-", "--", "\u2013", "\u2014", ";"}
)


def trailing_interjection(doc: Doc) -> str | None:
    """The words of an interjection (``TRAILING_INTERJECTIONS``) that closes ``doc`` as a unit
    of its own after the clause ("I paid $9 for 4 muffins... damn!", "It sold out in 2 hours,
    WOW."), or ``None``. The interjection must follow a punctuation mark, which follows a word,
    and be followed by nothing but punctuation: a word of the clause ("God knows", "damn
    good") is not one. An operator put on the sentence would take the outburst into its scope
    ("*Did I pay $9 for 4 muffins... damn?"), which no operator can do (Quirk et al. 1985
    §11.55)."""
    words = [t for t in doc if not t.is_space]
    end = len(words)
    while end > 0 and words[end - 1].is_punct:
        end -= 1
    for formula in sorted(TRAILING_INTERJECTIONS, key=len, reverse=True):
        start = end - len(formula)
        if start < 2 or tuple(t.lower_ for t in words[start:end]) != formula:
            continue
        before = words[start - 1]
        if before.text in _SETTING_OFF and not words[start - 2].is_punct:
            return " ".join(t.text for t in words[start:end])
    return None


def outburst(doc: Doc) -> str | None:
    """The words of an exclamatory formula outside clause structure in ``doc`` (an
    ``imprecation`` or a ``trailing_interjection``), or ``None``: the one check every
    phenomenon and the shared negation and embedding rewriters use (stop 93, ng09; issues
    #11/#12). A premise or hypothesis that keeps these words under an operator is refused."""
    return imprecation(doc) or trailing_interjection(doc)


# -- speech-transcript residue (stop 104, fl106) --------------------------------------------------
#
# Transcripts of speeches (presidential addresses, hearings) keep the transcriber's marks and the
# printed text's layout: an audience reaction in brackets ("[Applause]", "(Laughter.)"), a section
# heading set in capitals run into the paragraph it heads, a list enumerator ("; 2."), a stray
# opening bracket, a stop typed between two words ("the production .of the"), and the address
# line that opens a speech ("Mr. Speaker, ..., my fellow Americans:"). None is part of the
# proposition, and a pair that copies it copies the residue (rubric (b)).

#: Non-verbal events a transcriber marks between the words of a speech: audience reactions and
#: inaudible stretches, in square brackets or parentheses, with or without a stop ("[Applause]",
#: "(Applause.)", "[Laughter and applause]"). Discourse transcription sets such events off in
#: brackets as no part of the speech (Du Bois et al. 1993, "Outline of discourse transcription",
#: on vocal and non-vocal events; Jefferson 2004 on transcription symbols); the American
#: Presidency Project's transcripts mark audience reactions so. Only these words may stand inside:
#: "(Cheers Magazine)" or "[Applause, 1998]" are no such mark.
_REACTION_WORDS = (
    r"applause|laughter|laughs|cheers|cheering|booing|boos|inaudible|crosstalk|cross-talk"
    r"|standing ovation|prolonged applause|audience reaction|audience laughter|audience applause"
)
_REACTION_MARK = re.compile(
    rf"[\[(]\s*(?:{_REACTION_WORDS})(?:\s*(?:,|and)\s*(?:{_REACTION_WORDS}))*\s*\.?\s*[\])]",
    re.IGNORECASE,
)


def reaction_mark(text: str) -> str | None:
    """The bracketed audience-reaction mark of a transcript in ``text`` (``_REACTION_MARK``), or
    ``None``. Reported as ``stage_direction`` (a transcript annotation, like "(CROSSTALK)"); a
    lone closing bracket ("Laughter] And ...", what the splitter left of "[Laughter]") is
    ``markup`` already (``fitness._unopened_bracket``)."""
    match = _REACTION_MARK.search(text)
    return match.group() if match else None


#: A word set in capitals: two or more letters, no stop inside ("U.S." is an abbreviation).
_CAPS_TOKEN = r"[A-Z][A-Z'\u2019-]*[A-Z]"
#: Roman numerals ("II", "VIII", "XIV"), capitals that are numbers, not words of a heading.
_ROMAN = re.compile(r"M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})")
#: Function words of a heading in capitals ("THE FUTURE", "LIMITATIONS ON STRATEGIC ARMS").
_CAPS_FUNCTION = frozenset(
    ["THE", "OF", "ON", "AND", "TO", "FOR", "IN", "A", "AN", "WITH", "AT", "BY", "OUR", "FROM"]
)
#: A run of two or more words in capitals at the start of the text or after a colon, then a
#: capitalised word opening the sentence ("Our", "For", "I", "We") and a lower-case word: a
#: section heading of the printed text run into its first sentence (CMOS 1.55 on subheads, set
#: apart from the text they head; 8.159 on headline style). Inside running prose a capital after
#: a word is a name's, so the run ends where the sentence restarts.
_CAPS_HEADING = re.compile(
    rf"(?:^|(?<=: ))(?P<head>{_CAPS_TOKEN}(?: (?:{_CAPS_TOKEN}|A))+) "
    r"(?:I|A|[A-Z][a-z'\u2019]+)[,]? [a-z]"
)
#: Finite forms of the auxiliaries: a run in capitals that has one is a shouted clause, not a
#: heading ("WE WILL NOT WAIT").
_CAPS_FINITE = frozenset(
    [
        "IS",
        "ARE",
        "WAS",
        "WERE",
        "HAS",
        "HAVE",
        "HAD",
        "WILL",
        "WOULD",
        "CAN",
        "COULD",
        "DO",
        "DOES",
        "DID",
        "AM",
        "MUST",
        "SHALL",
        "SHOULD",
        "MAY",
        "MIGHT",
    ]
)


def _heading_words(words: list[str]) -> bool:
    """Are ``words`` (all in capitals) a heading's, not a run of acronyms ("NATO", "USA",
    "AIDS", "FBI") or numerals? Acronyms are short and seldom stand two in a row: the run needs
    two words of four letters or more that are no Roman numerals, or a heading's function word
    ("THE", "OF", "ON") and one such word; and no finite auxiliary."""
    if any(w in _CAPS_FINITE for w in words):
        return False
    long_words = [w for w in words if len(w) >= 4 and not _ROMAN.fullmatch(w)]
    if len(long_words) >= 2:
        return True
    return bool(long_words) and any(w in _CAPS_FUNCTION for w in words)


def caps_heading(text: str) -> str | None:
    """The heading in capitals run into the sentence (``_CAPS_HEADING``: "THE FUTURE Our task
    is ...", "LIMITATIONS ON STRATEGIC ARMS I remain ..."), or ``None``. ``glued_heading``
    reads title-case headings and leaves out runs that begin with "The"; a heading in capitals
    is set apart by its capitals alone."""
    for match in _CAPS_HEADING.finditer(text):
        head = match.group("head")
        if _heading_words(head.split()):
            return head
    return None


#: The text is a heading in capitals and nothing else ("FARM POLICY", "COMMITMENT TO NUCLEAR
#: SAFETY AND SECURITY"): no word in lower case.
_LETTER_WORD = re.compile(r"[A-Za-z][A-Za-z'\u2019-]*")


def caps_only_heading(text: str) -> bool:
    """Is ``text`` a heading set wholly in capitals (``_heading_words``, no lower-case word, no
    finite auxiliary)? A heading names a section and asserts nothing (CMOS 1.55), so no pair
    can be built on it; reported as ``stage_direction`` ("all-caps ... headings")."""
    words = _LETTER_WORD.findall(text)
    if len(words) < 2 or any(not w.isupper() for w in words if len(w) > 1):
        return False
    return _heading_words([w for w in words if len(w) > 1 or w == "A"])


#: A list enumerator left inside or at the end of a sentence: "...; 2." or "...; 2. the" (the
#: printed list's item number, which a sentence splitter left with the item before). A
#: semicolon, a one- or two-digit number and a stop, then the end of the text or a lower-case
#: word or an opening bracket. A number with a stop numbers the items of a vertical list; inside a
#: sentence items are numbered in parentheses, "(1) shorter weeks, (2) higher pay" (CMOS
#: 6.129-6.130), which is prose and does not match. Nor do "No. 2", "2.5", "3 to 2." or a
#: list of numbers after commas ("1996, 97, 98.").
_LIST_MARKER = re.compile(r";\s+\d{1,2}\.(?!\d)(?=\s*$|\s+[a-z(])")
#: An opening square bracket that nothing closes: the transcriber's mark cut by the splitter
#: ("... President Clinton. [" / "Laughter] You ...").
_OPEN_SQUARE = "["


def list_marker(text: str) -> str | None:
    """The list enumerator left in the sentence (``_LIST_MARKER``), or ``None``."""
    match = _LIST_MARKER.search(text)
    return match.group().strip() if match else None


def unclosed_bracket(text: str) -> bool:
    """An opening square bracket with no closing one after it: the mirror of
    ``fitness._unopened_bracket`` (brackets pair in prose, CMOS 6.101-6.104)."""
    depth = 0
    for char in text:
        if char == "[":
            depth += 1
        elif char == "]" and depth:
            depth -= 1
    return depth > 0


#: A stop typed between two words, with or without a space before it, and a function word after
#: it ("the production .of the things", "the end.of the war"): a keystroke slip, a period for a
#: space. The word after must be a frequent function word followed by a space, so file names
#: ("report.txt"), domains ("example.com"), "e.g.", "i.e.", "a.m." and decimals never match.
_STRAY_PERIOD = re.compile(
    r"(?<![\w.@/])[a-z]{2,} ?\.(?:of|the|and|to|in|for|with|on|at|by|from|that|is|was|are|were"
    r"|an|as|or|but|we|it|this)(?= [A-Za-z])"
)


def stray_period(text: str) -> str | None:
    """The words round a stop typed between two words (``_STRAY_PERIOD``), or ``None``.
    Reported as ``garbled``, like a comma with no space after it ("In 2009,the")."""
    match = _STRAY_PERIOD.search(text)
    return match.group() if match else None


#: The address that opens a speech, run into its first sentence: two or more vocatives set off by
#: commas, then a colon and a capitalised clause ("Mr. Speaker, Mr. President, Members of the
#: House and the Senate, my fellow Americans: I come before you ..."). The address line of a
#: speech is its salutation (the speech's counterpart of a letter's, CMOS 6.51 on direct
#: address); the vocatives are no part of the proposition (Quirk et al. 1985 §10.52-10.55), and a
#: coordination inside them ("the House and the Senate") is none of the sentence's. The first
#: vocative opens with a title or term of address; the last one ends with a capitalised word or
#: a noun of address, so a subject list before a verb and a colon ("Mr. Smith, the mayor, and the
#: council agreed: ...") is none.
_ADDRESS_OPENER = re.compile(
    r"(?:Mr|Mrs|Ms)\.\s|(?:Madam|Madame|Mister|Members|Ladies|Gentlemen|Distinguished|Honored"
    r"|Honourable|Honorable|My|Fellow|Dear|Friends|Your (?:Excellency|Majesty|Honor))\b"
)
#: Nouns of address that end a vocative in lower case ("my fellow citizens", "dear friends").
_ADDRESS_NOUNS = frozenset(
    [
        "friends",
        "colleagues",
        "citizens",
        "guests",
        "members",
        "delegates",
        "gentlemen",
        "ladies",
        "countrymen",
        "everyone",
        "all",
    ]
)
_MAX_VOCATIVE_WORDS = 8


def speech_address(text: str) -> bool:
    """Does ``text`` open with a speech's address line before a colon: two or more vocatives
    set off by commas, the first opened by a title or term of address (``_ADDRESS_OPENER``), the
    last ending in a capitalised word or a noun of address (``_ADDRESS_NOUNS``), each of at most
    eight words, then a colon and a capital, or the colon alone (the address line split off as a
    sentence of its own, which asserts nothing)? Reported as ``salutation``."""
    head, colon, rest = text.partition(":")
    rest = rest.lstrip()
    if not colon or rest and not rest[:1].isupper() or any(c in head for c in ';!?"\u201c('):
        return False
    parts = [part.strip() for part in head.split(",")]
    if len(parts) < 2 or not all(parts) or not _ADDRESS_OPENER.match(parts[0]):
        return False
    if any(len(part.split()) > _MAX_VOCATIVE_WORDS for part in parts):
        return False
    last = parts[-1].split()[-1]
    return last[:1].isupper() or last.lower() in _ADDRESS_NOUNS


def transcript_residue(text: str) -> list[str]:
    """The source reasons of the speech-transcript residue in ``text`` (stop 104, fl106), for
    ``fitness.assess``: a reaction mark or a heading wholly in capitals (``stage_direction``), a
    heading in capitals run into the sentence (``heading``), a list enumerator or an unclosed
    square bracket (``markup``), a stop between two words (``garbled``), a speech's address
    line (``salutation``)."""
    out: list[str] = []
    if reaction_mark(text) or caps_only_heading(text):
        out.append("stage_direction")
    if caps_heading(text):
        out.append("heading")
    if list_marker(text) or unclosed_bracket(text):
        out.append("markup")
    if stray_period(text):
        out.append("garbled")
    if speech_address(text) and not text.partition(":")[2].strip():
        # only the address line standing alone asserts nothing; a sentence after its colon is
        # kept by judges when the trigger is in that sentence (blind A/B ab106: three
        # presupposition pairs after "Madam Speaker, ..., fellow citizens:" kept as is), and a
        # coordination inside the address is refused by the conjunction extractor
        # (``conjunction_transcripts_cj231.inside_speech_address``)
        out.append("salutation")
    return out
