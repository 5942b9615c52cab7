"""Spoken-language material that a rewrite must not copy into a sentence it builds.

Transcribed dialogue carries material that belongs to the act of speaking, not to the
proposition a rewrite embeds, negates or restates (stop 54, blind review s1201k):

- disfluency repairs: a function word said twice, the first copy abandoned ("she-she had two
  beers", "we-we've", "The, the car"). Shriberg (1994, ch. 3) analyses a repetition as
  reparandum + repair, of which only the repair belongs to the sentence; Clark & Wasow (1998)
  show that repeats are mostly function words (pronouns, articles, conjunctions, prepositions,
  auxiliaries), said while the speaker plans the rest. A repeated content word is no stutter
  but contrastive reduplication ("a salad-salad"; Ghomeshi et al. 2004), which has meaning, so
  only closed-class words are repaired;
- the leading discourse material of a clause: interjections and response tokens ("Oh", "Yeah,",
  "Well,"; Schiffrin 1987 on discourse markers; Clark & Fox Tree 2002 on fillers), the
  comment clauses "y'know", "I mean", "you see" (Quirk et al. 1985 §15.54), apologies and
  comment openers ("I'm sorry,"), style disjuncts such as "by the way," (Quirk et al. 1985
  §§8.88-8.91) and vocatives (a name or address term set off by a comma, §10.52). None is part
  of the proposition: an operator built on the clause leaves them out ("*If, by the way, he
  dumped me, it's okay", "*Oh good, you might not have left yet", "*If, Dude, you gotta ...").

Pure functions over a parsed Doc or Span, giving token indices; :func:`dialogue_cut` is what a
rewrite drops, :func:`clean_text` the text of a span without it (for a hypothesis).
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Span, Token

from ..lexicon.wordnet import first_sense_lexname
from ..syntax import plain_lower
from ._result import capitalise

__all__ = [
    "ADDRESS_TERMS",
    "APPENDED_TAGS",
    "appended_tags",
    "FILLERS",
    "REPAIRABLE_WORDS",
    "clean_text",
    "dialogue_cut",
    "fused_repair",
    "initial_and_cut",
    "leading_discourse",
    "medial_fillers",
    "repaired_text",
    "stutter_reparanda",
]

#: Closed-class words whose repetition is a disfluency repair (Clark & Wasow 1998: repeats are
#: overwhelmingly function words). Pronouns, articles and demonstratives, conjunctions and
#: subordinators, common prepositions, auxiliaries and the infinitive marker.
REPAIRABLE_WORDS = frozenset(
    {
        "i", "me", "my", "you", "your", "he", "him", "his", "she", "her", "it", "its", "we",
        "us", "our", "they", "them", "their", "that", "this", "these", "those", "the", "a",
        "an", "and", "but", "or", "so", "if", "when", "because", "what", "who", "where", "how",
        "why", "in", "on", "at", "to", "of", "for", "with", "from", "by", "about", "like",
        "into", "than", "as", "is", "was", "are", "were",
        "do", "does", "did", "have", "has", "had", "can", "could", "will", "would", "i'm",
        "it's", "there", "there's", "not", "no", "just",
    }
)  # fmt: skip
#: Separators between a reparandum and its repair in transcripts (Shriberg 1994: the
#: interruption point, written as a hyphen, a dash, a comma or an ellipsis: "I…I moved",
#: "we... we can't"; stop 55, dl3).
REPAIR_SEPARATORS = frozenset({"-", "--", "—", "–", ",", "…", "...", "...."})
#: Subjective personal pronouns: each is a whole subject noun phrase, so two of them side by
#: side with no punctuation are a repetition without a written interruption point (Shriberg
#: 1994 ch. 3; Quirk et al. 1985 §6.2 on case), as when a rewrite read the text without the
#: ellipsis of "I…I" (the implicature's reparse of "I…I uh, ate" is "I I uh, ate").
SUBJECT_PRONOUNS = frozenset({"i", "we", "he", "she", "they"})
#: Ellipses: transcripts write the pause of a repair with or without a space after it ("I...
#: I", "I…I"; Clark & Fox Tree 2002: a suspension of speech, not punctuation of the clause).
ELLIPSES = frozenset({"…", "...", "...."})
#: Dependencies of a first copy that ends a clause as its object or complement ("I told
#: you... you never listen", "I love you... you know that?"): no abandoned start.
CLAUSE_FINAL_DEPS = frozenset({"dobj", "pobj", "dative", "attr", "oprd", "iobj"})
#: Interjections, fillers and response tokens that open a turn (Schiffrin 1987: "oh", "well",
#: "so", "now"; Clark & Fox Tree 2002: "uh", "um"; response tokens "yeah", "yes", "no",
#: "okay"; attention getters "look", "listen", "hey"; "like," as a discourse marker, Underhill
#: 1988, D'Arcy 2017). "so" and "like" only with their comma (without one "so" may be the
#: degree word or the result connective, "like" the verb or preposition). From im45's
#: implicature twin (stop 54, dl2), with their comma only: "now," (Schiffrin 1987 ch. 8, a
#: marker of the speaker's progression), the style disjuncts "seriously,", "honestly," (Quirk
#: et al. 1985 §8.127), "anyway," opening a turn (a conjunct that resumes the topic, §8.137)
#: and the exclamation "God," (§11.55).
FILLERS = frozenset(
    {
        "oh", "ooh", "ah", "ahh", "uh", "uhh", "um", "umm", "uhm", "er", "erm", "hmm", "hm",
        "mm", "yeah", "yes", "yep", "yup", "no", "nope", "nah", "well", "ok", "okay", "alright",
        "look", "listen", "see", "hey", "wow", "gosh", "boy", "man", "whoa", "y'know",
        "y’know", "ya", "huh", "please", "sorry", "so", "like", "ohh", "now", "seriously",
        "honestly", "anyway", "god",
        # stop 57 (dl5), with their comma only: enumerative and additive conjuncts ("First,",
        # "Secondly,", "Also,"; Quirk et al. 1985 §8.137) and style disjuncts ("Frankly,",
        # "BTW,"; §8.127): they order or comment on the utterance, not its proposition
        "first", "firstly", "secondly", "also", "frankly", "btw", "anyhow",
        # stop 91 (pr202), with its comma only: the temporal/enumerative conjunct "Then,"
        # (Quirk et al. 1985 §8.137, §8.142: it places the sentence after the one before it),
        # which before "if" reads as the consequent's "then" ("*THEN, if I opened the oil
        # side ..., it's okay"; blind review s1207a pres-025)
        "then",
    }
)  # fmt: skip
#: Courtesy markers of a request (Quirk et al. 1985 §8.89; Searle 1969 on "please" as an
#: illocutionary force indicator), matched in their lengthened spellings too.
COURTESY_MARKERS = frozenset({"please", "plz", "pls"})


def lengthened_courtesy(word: str) -> bool:
    """Is ``word`` a courtesy marker lengthened for effect ("Pleeeease", "pleaaase")?

    Expressive lengthening repeats a letter three times or more (Crystal 2006 ch. 4; Darics
    2013 on lengthening in written conversation) and leaves the word what it was: with every
    run of a letter shortened to one, the word is "please". A run of two is ordinary spelling
    ("good", "see"), so at least one run of three is required."""
    lower = word.lower()
    if not re.search(r"([a-z])\1\1", lower):
        return False
    return re.sub(r"([a-z])\1+", r"\1", lower) in COURTESY_MARKERS


#: Fillers that open a turn without a comma too ("Oh I don't know", "Yeah I see").
BARE_FILLERS = frozenset(
    FILLERS
    - {"so", "look", "see", "listen", "please", "boy", "man", "like", "now", "seriously"}
    - {"honestly", "anyway", "god"}
    - {"first", "firstly", "secondly", "also", "frankly", "btw", "anyhow", "then"}
)
#: Comment clauses at the start of a turn (Quirk et al. 1985 §15.54), set off by a comma or
#: read by the parser as loose (parataxis): "I mean, ...", "You know, ...", "You see, ...".
COMMENT_CLAUSES = (("i", "mean"), ("you", "know"), ("you", "see"), ("ya", "know"))
#: Apology and excuse openers before the clause (Quirk et al. 1985 §8.91: disjuncts of style;
#: they comment on the speech act): "I'm sorry, ...", "Excuse me, ...", "By the way, ...".
OPENERS = (
    ("i", "'m", "sorry"),
    ("i", "’m", "sorry"),
    ("i", "am", "sorry"),
    ("i", "'m", "so", "sorry"),
    ("excuse", "me"),
    ("pardon", "me"),
    ("by", "the", "way"),
    ("oh", "dear"),  # the exclamation of dismay (Quirk et al. 1985 §11.55; vc110)
    ("oh", "my", "god"),
    ("oh", "my", "gosh"),
    ("my", "god"),
    ("thank", "god"),
    ("all", "right"),  # the reaction signal, spelled apart (Quirk et al. 1985 §11.54; im45)
    # stop 57 (dl5): fronted conjuncts and style disjuncts of more than one word. They relate
    # the utterance to the one before it or comment on the act of saying it ("Either way,",
    # "First off,", "In particular,", "For one thing,"; Quirk et al. 1985 §8.134-8.137
    # enumerative/resultive conjuncts, §8.127 style disjuncts; Bach 1999 on utterance
    # modifiers), so they are no part of the proposition and cannot sit inside "If ..." or
    # "It's possible that ..." ("*If, either way, I'm going to ..."; blind review s1202b)
    ("either", "way"),
    ("first", "off"),
    ("first", "of", "all"),
    ("in", "particular"),
    ("for", "one", "thing"),
    ("in", "any", "case"),
    ("at", "any", "rate"),
    ("to", "be", "honest"),
    ("to", "be", "fair"),
    ("in", "short"),
    ("in", "other", "words"),
    # stop 91 (pr202): the disjunct "Believe it or not," comments on the speaker's assertion,
    # addressing the hearer's credence (Quirk et al. 1985 §8.127 content disjuncts, §15.54
    # comment clauses), and cannot sit before an embedded question or "if" ("*Believe it or
    # not, did I actually fall upon this brand ...?"; blind review s1207a pres-078)
    ("believe", "it", "or", "not"),
)
#: Common address terms used as vocatives (Quirk et al. 1985 §10.52: names, kinship and
#: endearment terms, titles, "you guys").
ADDRESS_TERMS = frozenset(
    {
        "dude", "man", "honey", "sweetie", "sweetheart", "baby", "babe", "darling", "dear",
        "guys", "buddy", "pal", "mom", "mommy", "dad", "daddy", "grandma", "grandpa", "sir",
        "ma'am", "kid", "kids", "folks", "everybody", "everyone", "doctor", "doc", "son",
    }
)  # fmt: skip
SEPARATORS = frozenset({",", "--", "—", "–", "...", "!"})
#: Dependencies of a name that is the subject or a member of a list, not a vocative.
SUBJECT_OR_MEMBER = frozenset({"nsubj", "nsubjpass", "conj"})
#: Wh-words after "y'know" that make it a clause ("y'know what", "y'know how ...").
WH_WORDS = frozenset({"what", "how", "why", "who", "where", "when", "which", "whether", "if"})
#: Fillers spelled so that they are no other word: they open a turn with or without a comma.
SPELLED_FILLERS = frozenset({"y'know", "ya'know", "uh", "um", "umm", "uhm", "uhh", "hmm"})


def stutter_reparanda(span: Doc | Span) -> list[int]:
    """Doc indices of the abandoned first copies of repeated function words and what stands
    between them and their repair: "She-she had" -> [She, -], "we-we've" -> [we, -] (the
    tokenizer may keep "we've" whole), "The, the car" -> [The, ,], "I…I moved" -> [I, …], "I
    uh, I saw" -> [I, uh, ,], "s-she" -> [s, -]. Shriberg 1994: reparandum + interruption point
    (+ interregnum) + repair; only closed-class words (REPAIRABLE_WORDS; Clark & Wasow 1998)."""
    return [i for start, repair in _repairs(span) for i in range(start, repair)]


def _repairs(span: Doc | Span) -> list[tuple[int, int]]:
    """(first doc index of the reparandum, doc index of its repair) for each stutter of
    ``span``, in order: whole-word repetitions (:func:`_repetition`) and cut-off fragments
    (:func:`_fragment_reparanda`)."""
    toks = list(span)
    found: list[tuple[int, int]] = []
    for n in range(len(toks) - 2):
        repair = _repetition(toks, n)
        if repair is not None and not any(s <= toks[n].i < r for s, r in found):
            found.append((toks[n].i, repair))
    taken = {i for s, r in found for i in range(s, r)}
    return sorted(found + _fragment_reparanda(toks, taken))


def _repetition(toks: list[Token], n: int) -> int | None:
    """Doc index of the repair when ``toks[n]`` is the abandoned first copy of a repeated
    function word, else None. Between the copies stands the interruption point (a tight hyphen
    or dash, a comma, an ellipsis) and at most one filled pause, the interregnum of Shriberg
    (1994, ch. 3): "I uh, I saw", "the uh, the cute guy", "we uhm... we need" (Clark & Fox Tree
    2002: "uh"/"um" announce a delay, here the one before the restart)."""
    first, sep = toks[n], toks[n + 1]
    low = plain_lower(first)
    if low not in REPAIRABLE_WORDS:
        return None
    k = n + 1
    if low in SUBJECT_PRONOUNS and plain_lower(sep) == low and first.whitespace_:
        return sep.i  # "I I uh, ate": two subjective pronouns never stand side by side
    if plain_lower(sep) in MEDIAL_FILLERS and first.whitespace_:
        k += 1  # "I uh, I": the filler follows the first copy, its comma marks the break
        if k >= len(toks) or toks[k].text not in (",", *ELLIPSES):
            return None
        if _ends_clause(first):
            return None  # "if you ah, you should": the first copy may close a clause
        k += 1
    elif sep.text == "," and k + 2 < len(toks) and plain_lower(toks[k + 1]) in MEDIAL_FILLERS:
        if toks[k + 2].text not in (",", *ELLIPSES) or _ends_clause(first):
            return None  # "I told you, uh, you can't": the first copy closes a clause
        k += 3  # "I, um, I'm sorry", "and, ah, and": comma, filler, comma
    else:
        if sep.text not in REPAIR_SEPARATORS:
            return None
        if sep.text in ELLIPSES:
            if first.whitespace_ or _ends_clause(first):
                return None  # "told you... you never listen": the ellipsis follows a clause
        elif sep.text != "," and (first.whitespace_ or sep.whitespace_):
            # "that -- that seems", "as -- as Liddy Dole did": a spaced dash sets off material
            # or joins clauses (Quirk et al. 1985 App. III.24); transcripts write a repair's
            # interruption point as a tight hyphen ("she-she")
            return None
        if sep.text == "," and not _clause_initial(first) and low not in OPENING_WORDS:
            return None  # "I told you, you can't call him": the first copy ends a clause
        k += 1
    if k >= len(toks):
        return None
    nxt = plain_lower(toks[k])
    return toks[k].i if nxt == low or nxt.startswith(low + "'") else None


#: Longest word fragment read as a cut-off start ("s-she", "wh-what", "be-because").
FRAGMENT_LENGTH = 3


def _fragment_reparanda(toks: list[Token], taken: set[int]) -> list[tuple[int, int]]:
    """(fragment, repair) doc indices of cut-off word fragments before their repair, with the
    hyphen between them: "s-she", "wh-what", "I-if", "be-because". Shriberg (1994, ch. 3)
    counts a fragment that the speaker breaks off and restarts as a reparandum of its own (a
    "partial word"); the repair must be a closed-class word (REPAIRABLE_WORDS, Clark & Wasow
    1998) that starts with the fragment, written tight ("wee-wees", "hoo-hoos": reduplicated
    content words, kept)."""
    found: list[tuple[int, int]] = []
    for n in range(len(toks) - 2):
        first, sep, second = toks[n], toks[n + 1], toks[n + 2]
        low, nxt = plain_lower(first), plain_lower(second)
        if sep.text != "-" or first.whitespace_ or sep.whitespace_ or first.i in taken:
            continue
        if not first.is_alpha or len(low) > FRAGMENT_LENGTH or nxt not in REPAIRABLE_WORDS:
            continue
        if nxt != low and nxt.startswith(low):
            found.append((first.i, second.i))
    return found


def _ends_clause(tok: Token) -> bool:
    """Whether ``tok`` is the object or complement of a head before it, so that the clause may
    end with it ("I told you... you never listen"): then an ellipsis after it closes that
    clause and the next copy opens another (Quirk et al. 1985 App. III.29 on the ellipsis
    marking an unfinished or trailing utterance)."""
    return tok.dep_ in CLAUSE_FINAL_DEPS and tok.head.i < tok.i


#: Determiners that cannot end a constituent: before a comma and their own copy they are
#: always an abandoned start ("The, the car"), wherever they stand.
OPENING_WORDS = frozenset({"the", "a", "an", "my", "your", "our", "their"})


def _clause_initial(tok: Token) -> bool:
    """Whether ``tok`` opens its sentence or follows punctuation, a coordinator or a filler: a
    comma after it then marks an interruption, not the end of a clause ("Um, is, is there")."""
    if tok.i == tok.sent.start:
        return True
    prev = tok.doc[tok.i - 1]
    return prev.is_punct or prev.pos_ in ("CCONJ", "INTJ") or plain_lower(prev) in FILLERS


def fused_repair(span: Doc | Span) -> bool:
    """Whether a stutter's repair kept its clitic in one token ("we-we've" -> "we" "-"
    "we've"): after an infix hyphen spaCy's tokenizer does not split the contraction, so the
    parser sees a proper noun "we've" and misses the subject and the auxiliary. A rewrite of
    such a parse is unreliable (stop 54)."""
    return any("'" in plain_lower(span.doc[repair]) for _, repair in _repairs(span))


def _match(toks: list[Token], k: int, words: tuple[str, ...]) -> bool:
    return k + len(words) <= len(toks) and all(
        plain_lower(toks[k + j]) == w for j, w in enumerate(words)
    )


def _vocative_end(toks: list[Token], k: int) -> int | None:
    """End (exclusive, before the comma) of a vocative starting at ``k``: a name or address term,
    with its title or compound words ("Mr. Geller", "Dr. Green", "you guys"), set off by a
    comma and followed by a word that is not itself a name (Quirk et al. 1985 §10.52; "Phoebe,
    Rachel take off ..." reads as a comma-joined subject as well, so it is left alone)."""
    j = k
    if _match(toks, k, ("you", "guys")):
        j = k + 2
    else:
        while j < len(toks) and (toks[j].pos_ == "PROPN" or plain_lower(toks[j]) in ADDRESS_TERMS):
            if toks[j].dep_ in SUBJECT_OR_MEMBER or any(c.dep_ == "conj" for c in toks[j].children):
                return None  # "Rachel, Monica and Phoebe left": a list, not an address
            j += 1
        if j == k or j - k > 3:
            return None
    if j >= len(toks) - 1 or toks[j].text != ",":
        return None
    after = toks[j + 1]
    if after.is_punct or (after.pos_ == "PROPN" and after.dep_ != "appos" and after.text != "I"):
        return None  # "Phoebe, Rachel take off ...": vocative or comma-joined subject
    return j


def leading_discourse(span: Doc | Span) -> list[int]:
    """Doc indices of the discourse material before the clause of ``span`` with their commas:
    fillers and response tokens (FILLERS), comment clauses (COMMENT_CLAUSES), openers
    (OPENERS) and vocatives, in any order ("Oh yeah, ...", "Y'know Terry, ...", "No-no, oh,
    ...", "I'm sorry, when ..."). Empty when nothing is left after them but punctuation."""
    toks = list(span)
    k = 0
    while k < len(toks):
        tok = toks[k]
        low = plain_lower(tok)
        nxt = toks[k + 1] if k + 1 < len(toks) else None
        end: int | None = None
        opener = next((w for w in OPENERS if _match(toks, k, w)), None)
        comment = next((w for w in COMMENT_CLAUSES if _match(toks, k, w)), None)
        if opener is not None and k + len(opener) < len(toks):
            if toks[k + len(opener)].text in SEPARATORS:
                end = k + len(opener)
        elif comment is not None and k + 2 < len(toks):
            verb = toks[k + 1]
            # without a comma only "I mean" (Schiffrin 1987 ch. 10): "You know she left" is
            # the factive verb with its complement
            loose = comment == ("i", "mean") and verb.dep_ in ("parataxis", "intj")
            if toks[k + 2].text in SEPARATORS or loose:
                end = k + 2
        if low in ("y'know", "ya'know") and nxt is not None and plain_lower(nxt) in WH_WORDS:
            break  # "Y'know what, ...", "y'know how ...": a clause of its own, no filler
        if (
            end is None
            and low == "sorry"
            and nxt is not None
            and plain_lower(nxt)
            in (
                "for",
                "about",
            )
        ):
            # "Sorry for the long delay, I really do not like to ...": the apology formula
            # with its prepositional complement (Quirk et al. 1985 §16.69 on adjective
            # complementation; §8.91 on apology openers) opens the turn as a whole; dropping
            # "Sorry" alone strands "for the long delay" on the clause ("*For the long delay, I
            # write negative comments", s1206b verb-061; stop 91, vc186). Up to its comma, and
            # only when no verb stands in the phrase; else nothing is dropped
            stop = next((j for j in range(k + 2, len(toks)) if toks[j].text in SEPARATORS), None)
            if stop is None or any(t.pos_ in ("VERB", "AUX") for t in toks[k + 2 : stop]):
                break
            end = stop
        if end is None and low in FILLERS and nxt is not None:
            comma = nxt.text in SEPARATORS
            degree = low == "so" and nxt.pos_ in ("ADJ", "ADV", "DET")
            loose = tok.dep_ in ("intj", "discourse", "advmod", "cc", "dep", "npadvmod")
            bare = low in SPELLED_FILLERS or (low in BARE_FILLERS and loose and tok.pos_ == "INTJ")
            if (comma and not degree) or bare:
                end = k + 1
        if end is None and tok.dep_ == "intj" and nxt is not None and nxt.text in SEPARATORS:
            end = k + 1  # "Oh good, ...", "Gee, ..."
        if end is None and nxt is not None and low in FILLERS and plain_lower(nxt) in FILLERS:
            end = k + 1  # "Oh yeah, ...", "Oh well, ...": the first of a run of fillers
        if end is None:
            vocative = _vocative_end(toks, k)
            clause = vocative is not None and any(
                t.pos_ in ("VERB", "AUX") for t in toks[vocative + 1 :]
            )  # "Steve Brown, Zuchoff, McGwire.": a verbless list of names, no address
            if vocative is not None and clause:
                end = vocative
        if end is None:
            break
        while end < len(toks) and (toks[end].text in SEPARATORS or toks[end].text == "-"):
            end += 1
        k = end
    if k >= len(toks) or all(t.is_punct for t in toks[k:]):
        return []
    return [t.i for t in toks[:k]]


#: Fillers that are no other word in the middle of a clause (Clark & Fox Tree 2002: "uh" and
#: "um" mark a delay in speaking, and "ah", "er" are their spellings in transcripts). "oh",
#: "well", "like" are left: in a clause they may be the exclamation, adverb or preposition.
MEDIAL_FILLERS = frozenset({"uh", "uhh", "um", "umm", "uhm", "er", "erm", "ah", "ahh"})


def medial_fillers(span: Doc | Span) -> list[int]:
    """Doc indices of fillers set off by a comma inside a clause, with their comma: "I ah,
    didn't borrow it" -> [ah, ,] (a delay, no word of the sentence; stop 54 end, the
    review of ``s1201l``). A filler opening the turn is :func:`leading_discourse`'s."""
    toks = list(span)
    drop: list[int] = []
    for n in range(1, len(toks) - 1):
        tok, nxt, prev = toks[n], toks[n + 1], toks[n - 1]
        if plain_lower(tok) not in MEDIAL_FILLERS or nxt.text != ",":
            continue
        if not prev.is_punct:
            drop.extend((tok.i, nxt.i))
        elif _after_coordinator(toks, n):
            drop.extend((prev.i, tok.i, nxt.i))  # "and, uh, I left" -> "and I left"
        elif prev.i in drop:
            drop.extend((tok.i, nxt.i))  # "but, ah, ah, nothing": a run of the same delay
    return drop


def _after_coordinator(toks: list[Token], n: int) -> bool:
    """Whether the filler ``toks[n]`` stands in commas right after a coordinator inside the
    sentence ("I was there, and, uh, I left"): the commas are the filler's, not the
    coordinator's, which takes none of its own before its clause (Quirk et al. 1985 App.
    III.13; Clark & Fox Tree 2002: "uh" is said while the speaker plans the next words), so
    the filler goes with both. A coordinator opening the turn is :func:`leading_discourse`'s."""
    if n < 2 or toks[n - 1].text != ",":
        return False
    return n > 2 and toks[n - 2].pos_ == "CCONJ"


#: Fixed tags a writer appends after the main clause to comment on it (stop 57, dl5): "...,
#: bar none", "..., take it or leave it", "..., believe it or not", "..., if you ask me",
#: "..., period". They are disjuncts of style or emphasis on the whole utterance (Quirk et al.
#: 1985 §8.127, §15.54 comment clauses; Bach 1999 on utterance modifiers), not part of its
#: proposition, so a frame cannot take them in ("*If X produced Y, bar none, it's okay",
#: "*Did I stop ..., take it or leave it?"; blind review s1202b). "etc." is no such tag: it
#: closes a list, whose members it belongs to.
APPENDED_TAGS = (
    ("bar", "none"),
    ("take", "it", "or", "leave", "it"),
    ("believe", "it", "or", "not"),
    ("like", "it", "or", "not"),
    ("if", "you", "ask", "me"),
    ("for", "what", "it", "'s", "worth"),
    ("mind", "you"),
    ("period",),
    ("full", "stop"),
    ("no", "kidding"),
    ("imho",),
    ("imo",),
)


def appended_tags(span: Doc | Span) -> list[int]:
    """Doc indices of a fixed comment tag (APPENDED_TAGS) closing ``span`` after a comma or a
    dash, with that separator: "X produced Y, bar none." -> [",", "bar", "none"]. Empty when
    nothing but the tag and punctuation would be left."""
    toks = list(span)
    end = len(toks)
    while end and toks[end - 1].is_punct and toks[end - 1].text not in (")", "]"):
        end -= 1
    for tag in APPENDED_TAGS:
        start = end - len(tag)
        if start < 2 or not _match(toks, start, tag):
            continue
        if toks[start - 1].text not in SEPARATORS:
            return []
        if not any(t.pos_ in ("VERB", "AUX") for t in toks[: start - 1]):
            return []
        return [t.i for t in toks[start - 1 : end]]
    return []


def closing_comment_clause(span: Doc | Span) -> list[int]:
    """Doc indices of a comment clause of FINAL_TAGS ("you know", "I think") closing ``span`` ("I work nights you
    know.", "It was a trap, you see."), with the comma before it if there is one.

    A comment clause after its host is parenthetical: it appeals to the hearer's attention or
    shared knowledge and adds nothing to the proposition (Quirk et al. 1985 §15.54; Brinton
    1996 on pragmatic markers; Dehé 2014 on parenthetical "you know"), so an embedding or a
    hypothesis leaves it out ("*If I work nights you know, it's okay"; blind review s1205c,
    ng18). Without a comma "you know" after a noun may be a bare relative ("the people you
    know", Huddleston & Pullum 2002 ch. 12 §4.3): only the parser's loose attachment
    (parataxis) is taken then, and the verb must have no dependent but its subject."""
    toks = list(span)
    end = len(toks)
    while end and toks[end - 1].is_punct:
        end -= 1
    start = end - 2
    if start < 2 or not any(_match(toks, start, tag) for tag in FINAL_TAGS if len(tag) == 2):
        return []
    subject, verb = toks[start], toks[start + 1]
    if [c.i for c in verb.children if not c.is_punct] != [subject.i]:
        return []
    comma = toks[start - 1].text in SEPARATORS
    if not comma and verb.dep_ != "parataxis":
        return []
    first = start - 1 if comma else start
    if not any(t.pos_ in ("VERB", "AUX") for t in toks[:first]):
        return []
    return [t.i for t in toks[first:end]]


def dialogue_cut(span: Doc | Span) -> set[int]:
    """What a rewrite built on ``span`` leaves out: its leading discourse material, every
    stutter reparandum, every medial filler and a final comment tag (see the module
    docstring and APPENDED_TAGS)."""
    return (
        set(leading_discourse(span))
        | set(stutter_reparanda(span))
        | set(medial_fillers(span))
        | set(appended_tags(span))
        | set(closing_comment_clause(span))
    )


def clean_text(span: Doc | Span) -> str:
    """The text of ``span`` without :func:`dialogue_cut`, first word capitalised when the span's
    was: "Oh yeah, it's fine." -> "It's fine.", "She-she had two beers." -> "She had two
    beers." For a hypothesis built from a span of a transcript."""
    drop = dialogue_cut(span)
    kept = [t for t in span if t.i not in drop]
    if not kept:
        return span.text
    parts: list[str] = []
    for n, tok in enumerate(kept):
        parts.append(tok.text)
        last = n == len(kept) - 1
        if not last:
            nxt = kept[n + 1]
            gap = nxt.i != tok.i + 1
            space = not (nxt.is_punct and not nxt.is_left_punct) if gap else bool(tok.whitespace_)
            if gap and plain_lower(nxt).startswith("'"):
                space = False
            parts.append(" " if space else "")
    text = "".join(parts)
    first = next(iter(span))
    if first.text[:1].isupper() and kept[0].i != first.i:
        text = capitalise(text)
    return text


def _said(stutter: Span) -> str:
    """A pattern for the text of ``stutter`` (reparanda, separators, repair) as a rewrite may
    have written it: an ellipsis between the copies may be gone or spaced ("I…I" -> "I I" in
    a question or a negation built from the tokens), other separators stay as they were."""
    parts: list[str] = []
    for tok in stutter:
        if tok.text in ELLIPSES:
            parts.append(r"\s*(?:" + "|".join(re.escape(e) for e in ELLIPSES) + r")?\s*")
        else:
            parts.append(
                re.escape(tok.text_with_ws) if tok.i < stutter.end - 1 else re.escape(tok.text)
            )
    return "".join(parts)


def repaired_text(span: Doc | Span, text: str, *, fillers: bool = False) -> str:
    """``text``, a string built from ``span``'s sentence (the sentence itself, or a rewrite of
    it that kept the words around the stutter), with each stutter reparandum of ``span``
    (:func:`stutter_reparanda`) written once: "It-it was Ross and Joey" -> "It was Ross and
    Joey". For rewrites that work on the text, not on the tokens (the conjunct removals, the
    scalar hypothesis), so that the premise and the hypothesis take the same cut; a stutter
    that the rewrite did not keep is simply not found."""
    doc = span.doc if isinstance(span, Span) else span
    runs: list[list[int]] = []
    for start, end in _repairs(span):  # "I-I-I" is one run of two reparanda before its repair
        if runs and start == runs[-1][-1]:
            runs[-1].append(end)
        else:
            runs.append([start, end])
    for run in runs:
        repair = doc[run[-1]]
        pattern = re.compile(
            r"(?<![\w'’-])" + _said(doc[run[0] : repair.i + 1]) + r"(?![\w-])", re.IGNORECASE
        )  # a rewrite may capitalise the stutter when it comes to open the text ("We-we were")

        def once(m: re.Match[str], repair: Token = repair) -> str:
            upper = m.group(0)[:1].isupper()
            return capitalise(repair.text) if upper else repair.text

        text = pattern.sub(once, text)
    # "I ah, didn't borrow it" -> "I didn't borrow it", for a text built from one clause (the
    # scalar hypothesis). Not for conjunct removals: their premise and hypothesis are cut at
    # different places, and a filler next to the cut would go from one side only (A/B ab61)
    for i in medial_fillers(span) if fillers else []:
        if plain_lower(doc[i]) not in MEDIAL_FILLERS:
            continue
        lead = r",? " if doc[i - 1].text == "," else " "  # "and, uh, I" -> "and I"
        filler = re.compile(r"(?<=\w)" + lead + re.escape(doc[i].text) + r", ", re.IGNORECASE)
        text = filler.sub(" ", text)
    return text


# --- Stop 56 (dl4): the speaker's words stay with the speaker ---------------------------------
#
# A hypothesis that states a presupposition, a complement or an implicature states a
# proposition; the source sentence states it inside an utterance. Speaker-oriented adverbs
# (evaluative, evidential, epistemic disjuncts) and discourse connectives (conjuncts) comment
# on that utterance or link it to the discourse before it: Quirk et al. (1985 §8.121-8.137)
# set disjuncts and conjuncts apart from adjuncts because they are no element of the clause's
# proposition, and Ernst (2009) shows that speaker-oriented adverbs are not part of the
# asserted content. Vocatives and comment-clause tags name the addressee or hedge the act of
# saying (§10.52-10.55, §15.54). A built hypothesis leaves them out ("All-caps DATE indeed
# appear in the spam collections" -> "All-caps DATE appear ...", "This was a different kind
# of war, Scott." -> "This was a different kind of war.").

#: Conjuncts (Quirk et al. 1985 §8.134-8.137: contrastive and concessive) and the emphasizing
#: and evaluative disjuncts (§8.127-8.130) that leave the proposition's truth as it is: with
#: them gone the hypothesis says no more and no less than the proposition.
#: "anyways" is the informal variant of the concessive conjunct "anyway" (Merriam-Webster,
#: "anyways": chiefly dialectal = "anyway"; stop 85, pr184), the same word in every list here.
SPEAKER_COMMENT = frozenset(
    {
        "however", "though", "anyway", "anyways", "anyhow", "indeed", "obviously",
        "unsurprisingly",
        "fortunately", "unfortunately", "luckily", "sadly", "thankfully", "undoubtedly",
        "admittedly", "ironically", "understandably", "predictably",
    }
)  # fmt: skip
#: The same classes whose words are also manner or degree adjuncts ("spoke clearly",
#: "behaved naturally", "answered honestly", "surprisingly good"): speaker comments only when
#: set off by commas or opening the clause before its subject (Quirk et al. 1985 §8.122 on the
#: disjunct's peripheral position).
PERIPHERAL_COMMENT = frozenset(
    {
        "clearly", "naturally", "certainly", "honestly", "frankly", "seriously",
        "interestingly", "surprisingly", "nevertheless", "nonetheless", "still",
    }
)  # fmt: skip
#: Epistemic and evidential disjuncts (Quirk et al. 1985 §8.127-8.128; Ernst 2009 ch. 2):
#: they weaken the speaker's commitment, so they go only where the hypothesis is a
#: presupposition, which projects out of them unhedged (Karttunen 1973: "maybe", "apparently"
#: are holes; "Maybe he quit smoking" presupposes that he smoked, not that he maybe did). A
#: complement or implicature hypothesis keeps them: there the label is computed for the hedged
#: proposition, and "She was right" is no entailment of "I realized that maybe she was right".
EPISTEMIC = frozenset({"maybe", "perhaps", "apparently", "presumably", "supposedly"})
#: The conjuncts among them (Quirk et al. 1985 §8.134-8.137): they link the sentence to the
#: discourse before it, so a hypothesis that is the same sentence with its matrix verb taken
#: out (an implicative's complement in place: "However, work remains to be done" -> "However,
#: work is done") still has that link, as RP19's annotators kept it; a hypothesis that states
#: another clause (a presupposition, a that-complement) does not.
CONJUNCTS = frozenset(
    {"however", "though", "anyway", "anyways", "anyhow", "nevertheless", "nonetheless", "still"}
)
#: Phrasal conjuncts that open a sentence set off by a comma (Quirk et al. 1985 §8.134-8.137:
#: appositive "for example", "for instance", "that is", "in other words"; reinforcing and
#: additive "in fact", "in addition", "moreover", "furthermore", "likewise", "similarly"):
#: like CONJUNCTS they relate the sentence to the text before it ("For example, the chart lets
#: you V" presents S as an instance of an earlier claim), so a hypothesis that states another
#: clause (a complement, a presupposition) leaves them out (s1204q pattern 5; stop 77, vc140).
#: Result and contrast conjuncts ("So", "But", "Thus") are not here: the premise conveys the
#: consequence or contrast they carry (see :func:`initial_and_cut`).
LEADING_CONJUNCTS = (
    ("for", "example"), ("for", "instance"), ("that", "is"), ("in", "other", "words"),
    ("in", "fact"), ("in", "addition"), ("moreover",), ("furthermore",), ("likewise",),
    ("similarly",),
)  # fmt: skip
#: Comment clauses and response tags that close a turn (Quirk et al. 1985 §15.54, §11.8): no
#: element of the clause they follow, set off by a comma.
FINAL_TAGS = (
    ("right",), ("huh",), ("eh",), ("you", "know"), ("y'know",), ("i", "think"), ("i", "guess"),
    ("i", "suppose"), ("i", "believe"), ("i", "mean"), ("yeah",), ("okay",), ("ok",),
)  # fmt: skip
_EDGE = r"(?<![\w'’-])"
_END = r"(?![\w'’-])"


def _peripheral(tok: Token) -> bool:
    """Whether ``tok`` stands at the periphery of its clause: set off by commas (or a comma and
    the sentence's end), or opening the clause before its subject."""
    doc = tok.doc
    prev = doc[tok.i - 1] if tok.i > 0 else None
    nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    after_comma = prev is None or prev.text in (",", ";", ":", "--", "—") or prev.is_left_punct
    before_comma = nxt is None or nxt.is_punct
    return after_comma and before_comma or (prev is None or prev.is_punct) and nxt is not None


def speaker_words(
    doc: Doc | Span, *, epistemic: bool = False, conjuncts: bool = True
) -> list[Span]:
    """The speaker's comments and connectives of ``doc`` (SPEAKER_COMMENT, PERIPHERAL_COMMENT,
    "of course", and EPISTEMIC when ``epistemic``), as spans in text order. Adverbs only: "though"
    as a subordinator ("though it rained"), "however" as a degree word ("however hard") and
    "still" as an aspectual adjunct inside the clause ("is still there") are left; CONJUNCTS only
    when ``conjuncts``."""
    found: list[Span] = []
    toks = list(doc)
    whole = toks[0].doc if toks else None
    for tok in toks:
        low = plain_lower(tok)
        if low == "of" and tok.i + 1 < len(whole) and plain_lower(whole[tok.i + 1]) == "course":
            prev = whole[tok.i - 1] if tok.i > 0 else None
            if prev is None or prev.pos_ not in ("NOUN", "PROPN", "VERB", "ADJ"):
                found.append(whole[tok.i : tok.i + 2])  # "a change of course" stays
            continue
        set_off = tok.i + 1 < len(whole) and whole[tok.i + 1].text == ","
        if tok.dep_ not in ("advmod", "cc", "intj", "discourse", "npadvmod") and not set_off:
            continue
        if tok.head.pos_ not in ("VERB", "AUX") and tok.head.i != tok.i and not set_off:
            continue  # "however hard", "surprisingly good": a degree word on an adjective
        words = SPEAKER_COMMENT | (EPISTEMIC if epistemic else frozenset())
        if low in CONJUNCTS and not conjuncts:
            continue
        after = whole[tok.i + 1] if tok.i + 1 < len(whole) else None
        if after is not None and after.pos_ == "ADP" and plain_lower(after) in ("for", "to"):
            continue  # "Unfortunately for me, ...": the disjunct's own for-phrase (§8.127)
        if low in words or low in PERIPHERAL_COMMENT and _peripheral(tok):
            if low == "still" and not (tok.i + 1 < len(whole) and whole[tok.i + 1].text == ","):
                continue  # "Still, ..." only: a concessive conjunct (Quirk et al. 1985 §8.137)
            found.append(whole[tok.i : tok.i + 1])
    return found


def _cut(text: str, words: str) -> str:
    """``text`` without its first occurrence of ``words`` and the commas that set them off,
    the next word capitalised when they opened the text ("However, it rained." -> "It
    rained.", "It was, indeed, late." -> "It was late.", "I liked it though." -> "I liked it.")."""
    m = re.search(_EDGE + re.escape(words).replace(r"\ ", r"\s+") + _END, text, re.IGNORECASE)
    if m is None:
        return text
    left, right = text[: m.start()].rstrip(), text[m.end() :].lstrip()
    opening = re.fullmatch(r"[\"'“‘(\[]*", left) is not None
    if opening:
        right = right.lstrip(",;: ")
        return left + (capitalise(right) if m.group(0)[:1].isupper() else right)
    if left.endswith("(") and right.startswith(")"):
        return left[:-1].rstrip() + right[1:]  # "younger (obviously)." -> "younger."
    if right[:1] in (".", "!", "?", ";", ":", ")", '"', "”") or not right:
        return left.rstrip(",;") + right
    if left.endswith(",") and right.startswith(","):
        return left[:-1] + " " + right[1:].lstrip()
    if right.startswith(","):
        return left + right  # "seriously though, or else" -> "seriously, or else"
    return left + " " + right


def _appositive(tok: Token) -> bool:
    """Whether the name ``tok`` after a comma is an appositive of a noun that denotes a person
    ("the new manager, Scott"): an appositive is coreferent with its anchor (Quirk et al. 1985
    §17.65), so a name after a noun that names no person ("a different kind of war, Scott") is
    no appositive of it but the addressee, whatever the parser's arc."""
    head = tok.head
    if tok.dep_ != "appos" or head.pos_ not in ("NOUN", "PRON", "PROPN"):
        return False
    return head.pos_ != "NOUN" or first_sense_lexname(head.lemma_, "NOUN") in (None, "noun.person")


#: Personal pronouns that can be the subject of an emphatic echo tag.
_TAG_SUBJECTS = frozenset({"i", "you", "he", "she", "it", "we", "they"})
#: Operators of a reduced clause (Quirk et al. 1985 §3.30-3.31: "do", "be", "have" and the
#: modals stand for the whole predicate in ellipsis).
_TAG_OPERATORS = frozenset({"do", "be", "have"})


def _echo_tag_start(toks: list[Token], end: int) -> int | None:
    """Where the emphatic echo tag that closes ``toks[:end]`` starts ("I tried to drink it, I
    really did", "The soup is good, it really is"), or None.

    Such a tag is a reduced clause of a personal pronoun, an optional emphasiser and the
    operator of the clause before it, set off by a comma at the end: it repeats and
    reinforces the speaker's assertion of that clause (Quirk et al. 1985 §18.57 on emphatic
    reinforcement and §3.30-3.31 on operators standing for the predicate) and asserts nothing
    new. It belongs to the matrix clause, not to a complement, and it does not survive a
    rewrite of that clause: the hypothesis "I drank it, I really did." keeps the echo of
    "tried", and an implicature's "I didn't manage to drink it, I really did." contradicts
    itself (stop 94, vc194; s9401 verb-045). The pronoun must be the subject before the comma
    (the same word, or a third-person pronoun for a noun subject): "I liked it, she did not"
    is a contrast of two subjects, not an echo."""
    k = end - 1
    while k > 0 and toks[k].lower_ in ("not", "n't"):
        k -= 1
    op = toks[k]
    if k < 2 or not (op.tag_ == "MD" or op.lemma_.lower() in _TAG_OPERATORS):
        return None
    if op.tag_ not in ("MD", "VBD", "VBZ", "VBP"):
        return None
    n = k - 1
    while n > 0 and toks[n].pos_ == "ADV" and toks[n].lower_ not in ("not", "n't"):
        n -= 1
    pronoun = toks[n]
    if n < 2 or toks[n - 1].text != "," or plain_lower(pronoun) not in _TAG_SUBJECTS:
        return None
    subjects = [t for t in toks[: n - 1] if t.dep_ in ("nsubj", "nsubjpass")]
    if not subjects:
        return None
    same = any(plain_lower(t) == plain_lower(pronoun) for t in subjects)
    third = plain_lower(pronoun) in ("it", "they", "he", "she") and any(
        t.pos_ in ("NOUN", "PROPN") for t in subjects
    )
    return n if same or third else None


#: The "do" form of each finite tag: the operator a lexical verb's clause echoes with.
_DO_FOR_TAG = {"VBD": "did", "VBZ": "does", "VBP": "do"}


def echo_tag_text(doc: Doc | Span) -> str | None:
    """The words of the emphatic echo tag that closes ``doc`` (``_echo_tag_start``: "I really
    did"), or None."""
    toks = list(doc)
    end = len(toks)
    while end > 0 and toks[end - 1].is_punct:
        end -= 1
    start = _echo_tag_start(toks, end)
    return None if start is None else " ".join(t.text for t in toks[start:end])


def echoed_clause_tag(head: Token) -> Token | None:
    """The operator of the emphatic echo tag (``_echo_tag_start``) that closes ``head``'s
    sentence and echoes ``head``'s own clause, or None: "did" for "She tried to stay, she
    really did" ("tried", a lexical verb in the past, is echoed by the past "do"), "is" for
    "The soup is good, it really is" (a copula or auxiliary by the same form). A clause the
    tag does not echo ("He said the soup was good, it really was": "said" is no "was") gets
    None. Negating the echoed clause leaves the tag asserting what the new premise denies."""
    sent = list(head.sent)
    end = len(sent)
    while end > 0 and sent[end - 1].is_punct:
        end -= 1
    start = _echo_tag_start(sent, end)
    if start is None or head.i >= sent[start].i:
        return None
    k = end - 1
    while sent[k].lower_ in ("not", "n't"):
        k -= 1
    op = sent[k]
    auxes = [c for c in head.children if c.dep_ in ("aux", "auxpass") and c.i < head.i]
    if auxes:
        return op if plain_lower(auxes[0]) == plain_lower(op) else None
    if head.lemma_.lower() in ("be", "have") or head.tag_ == "MD":
        return op if plain_lower(head) == plain_lower(op) else None
    return op if _DO_FOR_TAG.get(head.tag_) == plain_lower(op) else None


def _tag_cut(doc: Doc | Span, text: str) -> str:
    """``text`` without the comment clause or response tag that closes ``doc`` (FINAL_TAGS) or a
    vocative there (a name or address term after a comma, :func:`_vocative_end`'s form): "You
    did it, right?" -> "You did it.", "This was a war, Scott." -> "This was a war.". Only when
    ``text`` ends with the same words."""
    toks = [t for t in doc]
    end = len(toks)
    while end > 0 and toks[end - 1].is_punct:
        end -= 1
    loose = closing_comment_clause(doc)
    if loose and doc[loose[0] - doc[0].i].text not in SEPARATORS:
        # "I work nights you know." -> "I work nights.": the comment clause with no comma,
        # loosely attached (closing_comment_clause; stop 81, ng18)
        said = r"\s+".join(re.escape(doc[i - doc[0].i].text) for i in loose)
        m = re.search(r"\s+" + said + r"\s*(?P<rest>[.!?]*[\"'”’)]*)\s*$", text)
        return text if m is None else text[: m.start()] + m.group("rest")
    echo = _echo_tag_start(toks, end)
    for n in range(end - 1, max(end - 4, 0), -1):
        if toks[n - 1].text != ",":
            continue
        words = tuple(plain_lower(t) for t in toks[n:end])
        if n == echo:
            words = FINAL_TAGS[0]  # "I tried to like it, I really did": cut like a tag
        address = all(t.pos_ == "PROPN" or plain_lower(t) in ADDRESS_TERMS for t in toks[n:end])
        name = address and all(t.dep_ not in SUBJECT_OR_MEMBER for t in toks[n:end])
        name = name and not any(_appositive(t) for t in toks[n:end])
        if words not in FINAL_TAGS and not name:
            continue
        said = " ".join(t.text for t in toks[n:end])
        pattern = re.escape(said).replace(r"\ ", r"\s*")
        m = re.search(r",\s*" + pattern + r"\s*(?P<stop>[.!?]*)(?P<close>[\"'”’)]*)\s*$", text)
        if m is None:
            return text
        stop = "." if "?" in m.group("stop") else m.group("stop")  # "..., right?" asks
        return text[: m.start()] + stop + m.group("close")
    return text


def speaker_free(
    doc: Doc | Span, text: str, *, epistemic: bool = False, conjuncts: bool = True
) -> str:
    """``text``, a hypothesis built from ``doc`` (a presupposition draft, a complement, an
    implicature), without the speaker's words of ``doc`` that it kept: its leading discourse
    material (:func:`leading_discourse`), its speaker comments and connectives
    (:func:`speaker_words`) and the tag or vocative that closes it (:func:`_tag_cut`). Text-based
    like :func:`repaired_text`, for rewrites that build strings; a word the rewrite did not keep
    is simply not found. Not for premises that are the source as written. ``epistemic`` and
    ``conjuncts``: whether EPISTEMIC and CONJUNCTS words go too."""
    # an in-place complement (``conjuncts`` False) keeps the opening the complement rewriter
    # left it ("So, we will cut ...", "Monday, we will clean ..."): the same sentence. Not an
    # interjection ("Oh dear, you have gotten yourself killed"): it reacts to the situation
    # and is no part of any proposition (Quirk et al. 1985 §11.54-11.55; hundred-sixteenth
    # verb_complement pass, vc110). A kept initial "And" is :func:`initial_and_cut`'s
    lead = leading_discourse(doc) if conjuncts else _interjection_lead(doc)
    if lead:
        whole = lead and (doc.doc if isinstance(doc, Span) else doc)
        said = whole[lead[0] : lead[-1] + 1].text.rstrip(",-—– ")
        if text.lower().startswith(said.lower()) and len(text) > len(said) + 2:
            text = _cut(text, said)
    if conjuncts:
        text = _leading_conjunct_cut(doc, text)
    for span in speaker_words(doc, epistemic=epistemic, conjuncts=conjuncts):
        text = _cut(text, span.text)
    return _tag_cut(doc, text)


def _leading_conjunct_cut(doc: Doc | Span, text: str) -> str:
    """``text`` without the phrasal conjunct (LEADING_CONJUNCTS) that opens both ``doc`` and
    ``text`` set off by a comma ("For example, the chart lets you V" -> "For example, you V"
    -> "You V"): it links the source sentence to its context, not the stated clause to
    anything."""
    toks = [t for t in doc]
    for words in LEADING_CONJUNCTS:
        if not _match(toks, 0, words) or len(toks) <= len(words) + 1:
            continue
        if toks[len(words)].text != ",":
            continue
        said = " ".join(t.text for t in toks[: len(words)])
        head = text[: len(said)]
        if head.lower() == said.lower() and text[len(said) : len(said) + 1] == ",":
            return _cut(text, head)
    return text


def _interjection_lead(doc: Doc | Span) -> list[int]:
    """:func:`leading_discourse` when it opens with an interjection ("Oh dear,", "Well,", "Oh
    yeah,"), else nothing: the part of it an in-place complement drops too."""
    lead = leading_discourse(doc)
    if not lead:
        return []
    whole = doc.doc if isinstance(doc, Span) else doc
    first = whole[lead[0]]
    return lead if first.pos_ == "INTJ" or first.dep_ == "intj" else []


def initial_and_cut(doc: Doc | Span, text: str) -> str:
    """``text``, a hypothesis built from ``doc``, without the sentence-initial additive "And" it
    kept ("And we all accept it." -> "We all accept it."): the coordinator only links the
    sentence to the text before it (Halliday & Hasan 1976 ch. 5 on additive conjunction) and
    adds nothing to the proposition (hundred-sixteenth verb_complement pass). The adversative and causal ones ("But", "So",
    "Yet") stay: they carry a contrast or a consequence the premise also conveys (Blakemore
    1987), and RP19's complements keep them."""
    toks = list(doc)
    if len(toks) < 3 or toks[0].lower_ != "and" or toks[0].dep_ not in ("cc", "advmod"):
        return text
    words = text.split(" ", 1)
    if len(words) < 2 or words[0].lower() != "and" or not words[1][:1].isalpha():
        return text
    return capitalise(words[1])


def frame_after_connective(first: Token, frame: str) -> tuple[Token, str]:
    """Where a frame built around a whole sentence ("It's not the case that ...") goes when the
    sentence opens with a connective or a disjunct set off by a comma ("However, only 33% ..."):
    after it, lower-cased ("However, it's not the case that only 33% ..."), since a conjunct
    links the utterance to what went before and a disjunct comments on it (Quirk et al. 1985
    §8.121-8.137), so neither can stand inside the negated proposition ("*It's not the case that
    however, ..."). ``first`` is the sentence's first token; unchanged when it is no such word."""
    doc = first.doc
    low = plain_lower(first)
    comma = first.i + 1
    words = SPEAKER_COMMENT | PERIPHERAL_COMMENT | EPISTEMIC
    if low == "of" and comma < len(doc) and plain_lower(doc[comma]) == "course":
        comma += 1
    elif low not in words or first.dep_ == "mark":
        return first, frame
    if comma + 1 >= len(doc) or doc[comma].text != ",":
        return first, frame
    return doc[comma + 1], frame[:1].lower() + frame[1:]
