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

from ._result import capitalise

__all__ = [
    "ADDRESS_TERMS",
    "FILLERS",
    "REPAIRABLE_WORDS",
    "clean_text",
    "dialogue_cut",
    "fused_repair",
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
#: interruption point, written as a hyphen, a dash or a comma).
REPAIR_SEPARATORS = frozenset({"-", "--", "—", "–", ","})
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
    }
)  # fmt: skip
#: Fillers that open a turn without a comma too ("Oh I don't know", "Yeah I see").
BARE_FILLERS = frozenset(
    FILLERS
    - {"so", "look", "see", "listen", "please", "boy", "man", "like", "now", "seriously"}
    - {"honestly", "anyway", "god"}
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
    ("oh", "my", "god"),
    ("oh", "my", "gosh"),
    ("my", "god"),
    ("thank", "god"),
    ("all", "right"),  # the reaction signal, spelled apart (Quirk et al. 1985 §11.54; im45)
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


def _low(tok: Token) -> str:
    return tok.lower_.replace("’", "'")


def stutter_reparanda(span: Doc | Span) -> list[int]:
    """Doc indices of the abandoned first copies of repeated function words and their
    separators: "She-she had" -> [She, -], "we-we've" -> [we, -] (the tokenizer may keep
    "we've" whole), "The, the car" -> [The, ,]. Shriberg 1994: reparandum + interruption
    point; only closed-class words (REPAIRABLE_WORDS; Clark & Wasow 1998)."""
    drop: list[int] = []
    toks = list(span)
    for n in range(len(toks) - 2):
        first, sep, second = toks[n], toks[n + 1], toks[n + 2]
        low = _low(first)
        if low not in REPAIRABLE_WORDS or sep.text not in REPAIR_SEPARATORS:
            continue
        if sep.text != "," and (first.whitespace_ or sep.whitespace_):
            # "that -- that seems", "as -- as Liddy Dole did": a spaced dash sets off material
            # or joins clauses (Quirk et al. 1985 App. III.24); transcripts write a repair's
            # interruption point as a tight hyphen ("she-she")
            continue
        if sep.text == "," and not _clause_initial(first) and low not in OPENING_WORDS:
            continue  # "I told you, you can't call him": the first copy ends a clause
        nxt = _low(second)
        if (nxt == low or nxt.startswith(low + "'")) and first.i not in drop:
            drop.extend((first.i, sep.i))
    return drop


#: Determiners that cannot end a constituent: before a comma and their own copy they are
#: always an abandoned start ("The, the car"), wherever they stand.
OPENING_WORDS = frozenset({"the", "a", "an", "my", "your", "our", "their"})


def _clause_initial(tok: Token) -> bool:
    """Whether ``tok`` opens its sentence or follows punctuation, a coordinator or a filler: a
    comma after it then marks an interruption, not the end of a clause ("Um, is, is there")."""
    if tok.i == tok.sent.start:
        return True
    prev = tok.doc[tok.i - 1]
    return prev.is_punct or prev.pos_ in ("CCONJ", "INTJ") or _low(prev) in FILLERS


def fused_repair(span: Doc | Span) -> bool:
    """Whether a stutter's repair kept its clitic in one token ("we-we've" -> "we" "-"
    "we've"): after an infix hyphen spaCy's tokenizer does not split the contraction, so the
    parser sees a proper noun "we've" and misses the subject and the auxiliary. A rewrite of
    such a parse is unreliable (stop 54)."""
    reparanda = set(stutter_reparanda(span))
    return any(
        t.i in reparanda and t.text not in REPAIR_SEPARATORS and "'" in _low(span.doc[t.i + 2])
        for t in span
    )


def _match(toks: list[Token], k: int, words: tuple[str, ...]) -> bool:
    return k + len(words) <= len(toks) and all(_low(toks[k + j]) == w for j, w in enumerate(words))


def _vocative_end(toks: list[Token], k: int) -> int | None:
    """End (exclusive, before the comma) of a vocative starting at ``k``: a name or address term,
    with its title or compound words ("Mr. Geller", "Dr. Green", "you guys"), set off by a
    comma and followed by a word that is not itself a name (Quirk et al. 1985 §10.52; "Phoebe,
    Rachel take off ..." reads as a comma-joined subject as well, so it is left alone)."""
    j = k
    if _match(toks, k, ("you", "guys")):
        j = k + 2
    else:
        while j < len(toks) and (toks[j].pos_ == "PROPN" or _low(toks[j]) in ADDRESS_TERMS):
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
        low = _low(tok)
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
        if low in ("y'know", "ya'know") and nxt is not None and _low(nxt) in WH_WORDS:
            break  # "Y'know what, ...", "y'know how ...": a clause of its own, no filler
        if end is None and low in FILLERS and nxt is not None:
            comma = nxt.text in SEPARATORS
            degree = low == "so" and nxt.pos_ in ("ADJ", "ADV", "DET")
            loose = tok.dep_ in ("intj", "discourse", "advmod", "cc", "dep", "npadvmod")
            bare = low in SPELLED_FILLERS or (low in BARE_FILLERS and loose and tok.pos_ == "INTJ")
            if (comma and not degree) or bare:
                end = k + 1
        if end is None and tok.dep_ == "intj" and nxt is not None and nxt.text in SEPARATORS:
            end = k + 1  # "Oh good, ...", "Gee, ..."
        if end is None and nxt is not None and low in FILLERS and _low(nxt) in FILLERS:
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
        if _low(tok) in MEDIAL_FILLERS and nxt.text == "," and not prev.is_punct:
            drop.extend((tok.i, nxt.i))
    return drop


def dialogue_cut(span: Doc | Span) -> set[int]:
    """What a rewrite built on ``span`` leaves out: its leading discourse material, every
    stutter reparandum and every medial filler (see the module docstring)."""
    return set(leading_discourse(span)) | set(stutter_reparanda(span)) | set(medial_fillers(span))


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
            if gap and _low(nxt).startswith("'"):
                space = False
            parts.append(" " if space else "")
    text = "".join(parts)
    first = next(iter(span))
    if first.text[:1].isupper() and kept[0].i != first.i:
        text = capitalise(text)
    return text


def repaired_text(span: Doc | Span, text: str, *, fillers: bool = False) -> str:
    """``text``, a string built from ``span``'s sentence (the sentence itself, or a rewrite of
    it that kept the words around the stutter), with each stutter reparandum of ``span``
    (:func:`stutter_reparanda`) written once: "It-it was Ross and Joey" -> "It was Ross and
    Joey". For rewrites that work on the text, not on the tokens (the conjunct removals, the
    scalar hypothesis), so that the premise and the hypothesis take the same cut; a stutter
    that the rewrite did not keep is simply not found."""
    doc = span.doc if isinstance(span, Span) else span
    firsts = sorted(i for i in stutter_reparanda(span) if doc[i].text not in REPAIR_SEPARATORS)
    runs: list[list[int]] = []
    for i in firsts:  # "I-I-I" is one run of two reparanda before its repair
        if runs and i == runs[-1][-1] + 2:
            runs[-1].append(i)
        else:
            runs.append([i])
    for run in runs:
        repair = doc[run[-1] + 2]
        said = doc[run[0] : repair.i + 1].text
        pattern = re.compile(
            r"(?<![\w'’-])" + re.escape(said) + r"(?![\w-])", re.IGNORECASE
        )  # a rewrite may capitalise the stutter when it comes to open the text ("We-we were")

        def once(m: re.Match[str], repair: Token = repair) -> str:
            upper = m.group(0)[:1].isupper()
            return capitalise(repair.text) if upper else repair.text

        text = pattern.sub(once, text)
    # "I ah, didn't borrow it" -> "I didn't borrow it", for a text built from one clause (the
    # scalar hypothesis). Not for conjunct removals: their premise and hypothesis are cut at
    # different places, and a filler next to the cut would go from one side only (A/B ab61)
    for i in medial_fillers(span)[::2] if fillers else []:
        filler = re.compile(r"(?<=\w) " + re.escape(doc[i].text) + r", ", re.IGNORECASE)
        text = filler.sub(" ", text)
    return text
