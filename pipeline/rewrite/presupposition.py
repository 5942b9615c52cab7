"""Presupposition drafts and the NOPE/IMPPRES pairs built on them.

Drafts (``hypothesis_kind='presupposition'``) follow NOPE App. C and IMPPRES Table 5, per trigger:
cleft "It was X who Y" -> "Someone Y"; "only X VP" -> "X VP"; "X's N" -> "X has a N"; "both N" ->
"There are two N"; re-V -> V had happened before; "after S" -> "S"; "know why S" -> "S";
"managed to V" -> "It would take effort to V"; change of state / aspectual -> the prior state.
Drafts that need a reviewer's eye (prior states, argument wh-words, gerunds) carry
``features["flags"]``; where IMPPRES words the presupposition differently (it adds "exactly"),
its wording is kept in ``features["imppres_wording"]``.

``rewrites`` also builds the negated and embedded premises (NOPE App. C, IMPPRES Table 1) from the
shared rewriters (``negation.negate``, ``embedding.embed``); the pairs and their labels are built
by the phenomenon (:mod:`pipeline.phenomena.presupposition`).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

from lemminflect import getAllInflections
from spacy.tokens import Doc, Span, Token

from .. import resources
from ..fitness import looks_tokenized
from ..lexicon.articles import indefinite_article
from ..lexicon.closed_class import (
    ARTICLE_OR_POSSESSIVE_DETERMINERS,
    DAY_NAMES,
    DEFINITE_DETERMINERS,
    DEMONSTRATIVES,
    MONTH_NAMES,
    NEGATIVE_DETERMINERS,
)
from ..lexicon.implicatives import draft_template
from ..lexicon.inflection import agree_verb, inflect, is_finite_verb_form
from ..lexicon.tables import word_set
from ..lexicon.verb_frames import takes_clause, transitive_share
from ..lexicon.wordnet import (
    AGENT_LEXNAMES,
    _synsets,
    first_sense_lexname,
    first_sense_under,
    wordnet,
)
from ..records import Candidate
from ..syntax import (
    ANAPHORIC_SUBJECTS,
    DASH_TOKENS,
    DOUBLE_QUOTES,
    FINITE_TAGS,
    FUTURE_AUXILIARIES,
    MODAL_FORMS,
    NOMINATIVE,
    SPEECH_VERBS,
    SUPPLEMENT_RELATIVES,
    calendar_year,
    downward_entailing_subject,
    finite_clause_head,
    inside_word,
    is_finite_clause,
    simple_present,
    token_at_char,
    tokens_text,
    verb_lemma,
)
from ._result import Rewritten, SurfaceEdit, capitalise, keeps_capital, lower_first
from .anaphora import (
    antecedent_candidates,
    clause_mate_subject,
    gender_agrees,
    gender_clash,
    intervening_nouns,
    pronoun_antecedent,
    reported_subject_pronoun,
    subject_form,
)
from .clause_scope import (
    CAUSAL_OPENERS,
    EPISTEMIC_ADVERBS,
    HEDGE_ADVERBS,
    NOMINATIVE_PRONOUNS,
    additive_particle,
    attachment_ambiguous,
    correlative_not_only,
    counting_word,
    discourse_clash,
    participial_adjunct,
    semicolon_clause,
    spliced_clause,
)
from .clause_scope import COMPLEMENT_DEPS as VERB_COMPLEMENT_DEPS
from .complement import FRONTED_DISJUNCTS, MANDATIVE_VERBS, matrix_supplement
from .discourse import repaired_text, speaker_free
from .embedding import (
    CONDITIONAL_CONSEQUENT,
    PART_OF_SENTENCE,
    coordinator_led_apposition,
    directive,
    embed,
    evaluative_at_least,
    misattached_finite_conjuncts,
    negation_takes_own_clause,
    sentential_modal,
    speaker_adverb,
    trigger_part,
    without_subject_comma,
)
from .embedding import (
    SUPPLEMENT_DEPS as STRANDABLE_DEPS,
)
from .implicature import DISTRIBUTIVE_WORDS
from .negation import (
    DO_FORMS,
    NON_THIRD_SINGULAR,
    PPI_SWAPS,
    clitic_had,
    negate,
    polarity_swaps,
    relational_time_adjunct,
    suspect_parse,
)

#: Personal pronouns: a cleft pivot that is one of them is a person ("Someone ...").
PERSONAL_PRONOUNS = frozenset(
    {"i", "me", "you", "he", "him", "she", "her", "we", "us", "they", "them"}
)
#: Pronouns that keep their case at the start of a draft.
PLURAL_PRONOUNS = frozenset({"we", "they", "you", "us", "them"})
#: Aspectual verbs whose complement event had not been going on before (NOPE App. A).
#: "proceed to V" is "go on to V", the start of the next step in a sequence (Huddleston & Pullum
#: 2002 ch. 14 §5.2 on aspectual catenatives; Levin 1993 §55.1): NOPE's own annotation of "He
#: then proceeded to disagree vigorously" is "He hadn't previously been disagreeing", an
#: inceptive prior state, not a continuation (blind review s1202o: "had been filing ... before").
INCEPTIVE = frozenset({"begin", "start", "commence", "initiate", "proceed"})
#: Relative words dropped from the cleft clause.
RELATIVE_WORDS = frozenset({"who", "that", "which", "whom"})
#: Triggers inside a noun phrase: negation goes to the finite clause that contains them.
NOMINAL_TRIGGERS = frozenset({"numeric_determiners", "possessed_definites", "comparatives"})
#: IMPPRES Table 1/3 embeddings whose control pair against the plain trigger is neutral.
NEUTRAL_CONTROLS = ("modal", "interrogative", "conditional")


@dataclass(slots=True)
class Draft:
    text: str
    ok: bool
    rule: str
    flags: list[str] = field(default_factory=list)
    imppres_wording: str | None = None


# -- small helpers -------------------------------------------------------------------------------


def _text(tokens: list[Token], forms: dict[int, str] | None = None) -> str:
    """Running text of ``tokens`` (gaps never glue words, clitics attach): ``tokens_text``."""
    return tokens_text(tokens, forms)


def _subtree(tok: Token, drop: set[int] = frozenset()) -> list[Token]:  # type: ignore[assignment]
    skip: set[int] = set()
    for i in drop:
        skip.update(t.i for t in tok.doc[i].subtree)
    return [t for t in tok.subtree if t.i not in skip]


_SPACE_BEFORE_CLITIC = re.compile(r"\s+('s|'re|'ve|'ll|'d|'m|n't)\b")
_SPACE_BEFORE_PUNCT = re.compile(r"\s+([,.;:!?])(?=\s|$)")


def _tidy(text: str) -> str:
    """Drafts assembled from pieces: one space between words, clitics and punctuation attached
    ("Someone 's on trial" -> "Someone's on trial"; COCA's tokenized spacing is not English)."""
    text = _SPACE_BEFORE_CLITIC.sub(r"\1", " ".join(text.split()))
    return _SPACE_BEFORE_PUNCT.sub(r"\1", text)


#: A separator before a dangling end: space, comma, semicolon, colon, hyphen, and the en and em
#: dashes that set off an appended clause ("by the lexical analyzer — the indentation ...";
#: Quirk et al. 1985 App. III.20-III.21 on dashes as separators), stop 75, pr147.
_DANGLING_SEP = "[\\s,;:\u2013\u2014-]"
#: A draft cut off after a coordinator or comma ("..., and."): the coordination's second half
#: belongs to another clause, so the dangling coordinator and its comma go.
#: Each alternative starts only where its match can begin leftmost -- at the start of a run of
#: separators, and the coordinator chain also not right after "<separator>and" -- so a long run
#: of commas or of ", and" is scanned once, not once per position (quadratic before stop 66: 9 ms
#: on 100 ", "; same matches and substitutions on 300,000 random strings).
_DANGLING_END = re.compile(
    f"(?<!{_DANGLING_SEP})(?<!{_DANGLING_SEP}and)(?<!{_DANGLING_SEP}or)"
    f"(?<!{_DANGLING_SEP}but)(?<!{_DANGLING_SEP}nor)(?<!{_DANGLING_SEP}so)(?<!{_DANGLING_SEP}yet)"
    f"(?:{_DANGLING_SEP}+(?:and|or|but|nor|so|yet))+\\s*$"
    f"|(?<!{_DANGLING_SEP}){_DANGLING_SEP}+$",
    re.I,
)


#: "so" as the pro-form of a clause after a verb of saying, thinking or doing ("for saying so",
#: "I think so", "if you do so"; Quirk et al. 1985 §12.26-12.29 on the substitute "so"): the
#: object of the verb, not a dangling coordinator, so it stays in the draft.
_PROFORM_SO = re.compile(
    r"\b(?:say|says|said|saying|think|thinks|thought|thinking|hope|hopes|hoped|hoping|believe|"
    r"believes|believed|suppose|supposed|expect|expected|guess|guessed|tell|told|telling|do|"
    r"does|did|doing|done|fear|feared|imagine|imagined)\s+so$",
    re.I,
)


#: A draft opening on a coordinator or a linking adverb ("So FBI information was in the field
#: before", "And then ..."): the connective ties the source's clause to the one before it (Quirk
#: et al. 1985 §8.134-8.137 conjuncts, §13.18 on "so" and "yet" as coordinators; Halliday &
#: Hasan 1976 ch. 5 conjunction), which the draft does not have, and it is no part of the
#: proposition presupposed. "So" before a degree word ("so much", "so far") modifies it and
#: stays.
_OPENING_CONNECTIVE = re.compile(
    r"^(?:(?:and|but|or|nor|yet|then|so)\b(?!\s+(?:much|many|far|few|little|long|called)\b)"
    r"[\s,]+)+(?=\S)",
    re.I,
)


def _sentence(text: str) -> str:
    text = _tidy(text).strip()
    # the source's own final stop, kept when the cut ends there ("ran for one season, ." after
    # its "but" conjunct went): the dangling comma before it goes too
    end = text[-1] if text.endswith((".", "!", "?")) else ""
    if end:
        text = text[:-1].rstrip()
    while _DANGLING_END.search(text) and not _PROFORM_SO.search(text):
        text = _DANGLING_END.sub("", text).strip()
    text = _OPENING_CONNECTIVE.sub("", text)
    if text[:1] in _OPENING_QUOTES:
        # "'Msgid' and 'line' are ...": the capital goes on the first letter, inside the quote
        # (Chicago Manual of Style 6.9 on quoted matter at a sentence's start)
        return text[:1] + capitalise(text[1:]) + (end or ".")
    return capitalise(text) + (end or ".")


#: Opening quotation marks a draft may begin with.
_OPENING_QUOTES = frozenset({"'", '"', "\u2018", "\u201c", "`"})


def _restore_opening_quote(words: list[Token]) -> list[Token]:
    """The opening quote mark right before a draft's first word, when the draft keeps its
    closing partner ("that 'msgid' and 'line' are redundant" -> "'Msgid' and 'line' are
    redundant", not "Msgid' and 'line' ..."): quotation marks come in pairs (Quirk et al. 1985
    App. III.28), so a draft that keeps the closing mark and drops the opening one misquotes."""
    if not words or words[0].i == 0:
        return words
    doc = words[0].doc
    prev = doc[words[0].i - 1]
    if prev.text not in _OPENING_QUOTES or prev.tag_ != "``" or prev in words:
        return words
    closing = {"'": "'", '"': '"', "\u2018": "\u2019", "\u201c": "\u201d", "`": "'"}[prev.text]
    if any(w.text == closing and w.tag_ != "POS" and w.i > words[0].i for w in words):
        return [prev, *words]
    return words


#: Words that are not part of the proposition a draft states, whatever clause they sit in:
#: content disjuncts that hedge the truth of the clause ("maybe", "perhaps", "probably": the
#: presupposition projects past them, the draft states it plainly), conjuncts that link the
#: clause to the discourse ("however", "moreover", "therefore"), Quirk et al. 1985 §8.121-8.137;
#: and the additive/scalar focus particles "also", "too", "even", which carry presuppositions of
#: their own (König 1991, *The Meaning of Focus Particles*, ch. 3).
SENTENCE_ADVERBS = frozenset(
    {
        "maybe",
        "perhaps",
        "probably",
        "possibly",
        "presumably",
        "apparently",
        "allegedly",
        "reportedly",
        "supposedly",
        "however",
        "moreover",
        "furthermore",
        "nevertheless",
        "nonetheless",
        "therefore",
        "thus",
        "hence",
        "besides",
        "also",
        "too",
        "even",
    }
)
#: Left-peripheral dependents of a clause that are outside its proposition when they precede the
#: subject: coordinators and discourse markers ("And ...", "Well, ..."), fronted adjuncts
#: ("Despite its independence, ..."), interjections (Quirk et al. 1985 §8.15, topic/frame
#: adjuncts; Huddleston & Pullum 2002 ch. 8 §2). A draft states the presupposition alone.
FRONTED_DEPS = frozenset(
    {"cc", "intj", "discourse", "advcl", "prep", "advmod", "npadvmod", "punct", "mark", "dep"}
)

#: Adverbs of quantification and frequency (Lewis 1975 "Adverbs of quantification"; Quirk et al.
#: 1985 §8.63-8.67 frequency adjuncts): before the subject they are still inside the clause's
#: proposition, as an operator over its situations, so dropping them is no weakening:
#: "(We know that) sometimes it all gets too much" does not entail "It all gets too much"
#: (generic). ``_clause_core`` keeps them where it drops other fronted adjuncts.
QUANTIFYING_ADVERBS = frozenset(
    {
        "sometimes", "often", "usually", "always", "never", "rarely", "seldom", "occasionally",
        "frequently", "generally", "normally", "typically", "mostly", "sometime", "ever",
    }
)  # fmt: skip

#: The part of ``FRONTED_DEPS`` that is never an argument or adjunct of the clause.
MARKER_DEPS = frozenset({"cc", "intj", "discourse", "punct", "mark"})


def _hyphen_joined(t: Token) -> bool:
    """``t`` is joined by a hyphen, with no space, to a neighbour: a part of a hyphenated
    compound ("all-too-human", "once-only", "even-tempered"), one orthographic word (Quirk et
    al. 1985 App. I.52-I.60 on hyphenated compounds), not the free adverb a deletion may drop.
    Dropping it leaves "all- -human" (stop 59, pr96)."""
    doc = t.doc
    # a word on the far side of the hyphen, with no space either side ("does too- [laughter]"
    # is no compound), and a hyphen the tagger reads as one (HYPH): an unspaced dash it reads
    # as punctuation (":", "grateful-despite", "coming too-and so is Mary") joins no compound
    # (rt1 finding 15); a dash it tags HYPH ("everything-too") is not told apart by its form
    before = (
        t.i > 1
        and doc[t.i - 1].text == "-"
        and doc[t.i - 1].tag_ == "HYPH"
        and not doc[t.i - 1].whitespace_
        and not doc[t.i - 2].whitespace_
        and doc[t.i - 2].is_alpha
    )
    after = (
        t.i + 2 < len(doc)
        and doc[t.i + 1].text == "-"
        and doc[t.i + 1].tag_ == "HYPH"
        and not t.whitespace_
        and not doc[t.i + 1].whitespace_
        and doc[t.i + 2].is_alpha
    )
    return before or after


def _clause_core(
    head: Token,
    words: list[Token],
    keep: Token | None = None,
    frames: Collection[int] = (),
    keep_hedges: bool = False,
) -> list[Token] | None:
    """``words`` (a clause headed by ``head``) without what lies outside its proposition: the
    dependents of ``head`` before its subject (fronted adjuncts, discourse markers, subordinators),
    sentence adverbs and focus particles (``SENTENCE_ADVERBS``) anywhere, and parenthesised
    material. A fronted phrase that contains ``keep`` (the focus of "only": "In only three
    years, ...") stays: the prejacent is about it, as does a fronted dependent in ``frames``
    (a caller's time or place frame, ``_frame_adjuncts``). None when what is left is not a declarative clause a draft can state: subject-aux
    inversion ("Only then did she eat" minus "Only then"), which needs the fronted word.

    ``keep_hedges``: the clause is a content clause whose proposition is the draft ("noted
    that it would probably take longer"): its hedges (``clause_scope.HEDGE_ADVERBS``) are part of that
    proposition, and "It would take longer" is stronger than what was noted (a draft must not
    be stronger than the complement; Lewis 1975 on adverbs as operators over the clause), so
    they stay. A presupposition triggered inside the clause projects past them instead, and
    the other callers drop them."""
    subj = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    start = subj.left_edge.i if subj is not None else head.i
    drop: set[int] = set()
    for c in head.children:
        # without a subject the parse is in doubt ("April" read as a date adjunct): only
        # markers that are never part of a clause's proposition go
        fronted = FRONTED_DEPS if subj is not None else MARKER_DEPS
        if c.i < start and c.dep_ in fronted and c.dep_ != "punct":
            if keep is not None and c.left_edge.i <= keep.i <= c.right_edge.i:
                continue
            if c.i in frames:
                continue
            if c.dep_ == "advmod" and c.lower_ in QUANTIFYING_ADVERBS and subj is not None:
                continue
            drop.update(t.i for t in c.subtree)
    for c in head.children:
        # a relative clause on a verb is a sentential relative ("..., which did not seem fair";
        # the parser may call it advcl): a comment on the clause, not part of it (Quirk et al.
        # 1985 §15.57)
        sentential = c.left_edge.lower_ == "which" and c.left_edge.tag_ == "WDT"
        if c.i > head.i and (c.dep_ == "relcl" or sentential and c.dep_ in ("advcl", "conj")):
            drop.update(t.i for t in c.subtree)
            if c.left_edge.i > 0 and doc_punct(head, c.left_edge.i - 1):
                drop.add(c.left_edge.i - 1)
    for c in head.children:  # the comma after a dropped adjunct goes with it
        if c.i < start and c.dep_ == "punct" and (c.i == 0 or c.i - 1 in drop):
            drop.add(c.i)
    for t in words:
        if keep_hedges and t.lower_ in HEDGE_ADVERBS:
            continue
        if (
            t.lower_ in SENTENCE_ADVERBS
            and t.dep_ in ("advmod", "cc", "intj")
            and (t.lower_ != "too" or t.i + 1 >= len(t.doc) or t.doc[t.i + 1].is_punct)
            and not _hyphen_joined(t)
            and not _subordinator_even(t)
        ) or _final_though(t):
            drop.update(x.i for x in t.subtree)
            # a parenthetic adverb set off by a comma on each side ("she, too, stood"; Quirk et
            # al. 1985 App. III.27, correlative commas) takes both commas with it: "she stood",
            # not "she,, stood" (stop 50, pr60)
            left, right = t.left_edge.i - 1, t.right_edge.i + 1
            if left >= 0 and right < len(t.doc) and t.doc[left].text == t.doc[right].text == ",":
                drop.update((left, right))
    if not keep_hedges:
        drop.update(_hedged_adjuncts(head, words, keep))
    drop.update(_parenthesised(words))
    drop.update(_supplementary_relatives(words))
    kept = [t for t in words if t.i not in drop]
    while kept and kept[0].is_punct and kept[0].text not in "\"'\u201c(":
        kept.pop(0)
    if subj is not None and any(
        c.dep_ in ("aux", "auxpass") and c.i < subj.i and c.i not in drop for c in head.children
    ):
        return None
    if subj is not None and head.i < subj.i and head.lemma_ != "be" and head.i not in drop:
        return None  # "Here comes the bride": locative inversion
    return kept or None


#: Subordinators that "even" joins into a complex concessive or conditional subordinator
#: (Quirk et al. 1985 §14.12 and §15.34-15.39: "even though", "even if").
EVEN_SUBORDINATORS = frozenset({"though", "if"})


def _subordinator_even(tok: Token) -> bool:
    """Is ``tok`` the "even" of the complex subordinator "even though" / "even if" (Quirk et
    al. 1985 §14.12, §15.39), not the scalar focus particle ("even the manual says so")? The
    subordinator is one unit: without "even", "though" loses the concession's strength and
    "if" turns a concessive conditional into a plain condition ("even if it rains" -> "if it
    rains"), a change of meaning (blind review s1204w, an "only" draft that read "though"; stop
    79, pr165, as pr163 kept the degree "too")."""
    nxt = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    return (
        tok.lower_ == "even"
        and nxt is not None
        and nxt.lower_ in EVEN_SUBORDINATORS
        and nxt.dep_ == "mark"
    )


#: Dependency slots of an adjunct phrase of the clause that a hedge adverb can open.
_HEDGEABLE_ADJUNCT_DEPS = frozenset({"prep", "advcl", "npadvmod", "agent"})


def _hedged_adjuncts(head: Token, words: list[Token], keep: Token | None) -> set[int]:
    """ "X is used only in Y, apparently for completeness": a hedge adverb
    (``clause_scope.HEDGE_ADVERBS``) that opens an adjunct of the clause, not the clause itself,
    scopes over that adjunct alone (Quirk et al. 1985 §8.127 and §8.14 on the scope of
    disjuncts placed before a constituent; Ernst 2002 ch. 2: a speaker-oriented adverb takes
    the constituent it c-commands): the speaker asserts the clause and only guesses at the
    reason. Dropping the hedge word, as ``SENTENCE_ADVERBS`` does for a clause-level hedge whose
    clause projects past it, here leaves the reason asserted ("..., for completeness"), which
    the sentence never claims (blind review s1204s pres-022/029). The adjunct goes with the
    hedge and its comma; one that holds ``keep`` (the focus of "only") stays as before."""
    doc = head.doc
    kept = {t.i for t in words}
    out: set[int] = set()
    for t in words:
        phrase = t.head
        if not (
            t.lower_ in HEDGE_ADVERBS
            and t.dep_ == "advmod"
            and phrase.i != head.i
            and phrase.head.i == head.i
            and phrase.i > head.i
            and phrase.dep_ in _HEDGEABLE_ADJUNCT_DEPS
            and phrase.left_edge.i == t.i
        ):
            continue
        if keep is not None and phrase.left_edge.i <= keep.i <= phrase.right_edge.i:
            continue
        out.update(x.i for x in phrase.subtree)
        before = t.i - 1
        if before >= 0 and doc[before].text == "," and before in kept:
            out.add(before)
    return out


def _final_though(t: Token) -> bool:
    """Whether ``t`` is the concessive conjunct "though" at the end of its clause ("There's one
    problem though."): an adverb that links the clause to what was said before (Quirk et al.
    1985 §8.137, "though" in end position as a conjunct; Huddleston & Pullum 2002 ch. 7 §2.4),
    not part of the proposition, so a draft that states the clause alone drops it (blind review
    s1201m). The subordinator "though" (mark, "though he came") opens its clause and stays."""
    nxt = t.doc[t.i + 1] if t.i + 1 < len(t.doc) else None
    return (
        t.lower_ == "though"
        and t.dep_ == "advmod"
        and t.i > 0
        and (nxt is None or nxt.is_punct)
        and not t.doc[t.i - 1].is_punct
    )


def _supplementary_relatives(words: list[Token]) -> set[int]:
    """Indices of the non-restrictive relative clauses in ``words`` ("met with Pat Casey, who was
    the first to offer a scholarship") with the comma before them and the one that closes them
    mid-clause. A supplementary relative adds a separate, not-at-issue proposition about its
    antecedent (Potts 2005 ch. 4; Huddleston & Pullum 2002 ch. 12 §4): it is no part of what a
    time clause, a focus particle or an embedded clause presupposes, and copying it into the
    draft states more than the trigger does (blind reviews, twenty-fifth pass). Dropping it
    only weakens the draft: the antecedent stays."""
    kept = {t.i for t in words}
    out: set[int] = set()
    for t in words:
        if t.dep_ != "relcl" or t.head.i not in kept:
            continue
        first = t.left_edge
        if first.lower_ not in SUPPLEMENT_RELATIVES or first.i == 0:
            continue
        doc = t.doc
        if doc[first.i - 1].text != ",":
            continue
        if any(k.dep_ == "appos" and k.i > t.i for k in t.head.children):
            continue  # "the 1980s, when ..., a strategic move": the appositive would dangle
        span = {x.i for x in t.subtree} | {first.i - 1}
        after = t.right_edge.i + 1
        if after + 1 < len(doc) and doc[after].text == "," and {after, after + 1} <= kept:
            span.add(after)
        out |= span & kept
    return out


def doc_punct(tok: Token, i: int) -> bool:
    """Token ``i`` of ``tok``'s document is a comma or dash."""
    return tok.doc[i].text in (",", "-", "--", "\u2014")


def _parenthesised(words: list[Token]) -> set[int]:
    """Indices of the tokens between a bracket and its closing bracket, both included, when both
    are in ``words``: an aside, not part of the clause (Huddleston & Pullum 2002 ch. 15 §5).

    An empty pair glued to the word before it ("split()", "fileno()", "args[]") is no aside: a
    parenthetical is a supplement with content of its own (Potts 2005 ch. 4; Huddleston & Pullum
    ch. 15 §5), and "()"/"[]" written onto a name is the call or index notation of a code name
    (the function's name as the documentation spells it), so it stays with the name ("String
    split supports ..." lost it, blind review s1205a)."""
    out: set[int] = set()
    opened: int | None = None
    for t in words:
        if t.text in ("(", "["):
            opened = t.i
        elif t.text in (")", "]") and opened is not None:
            if not _code_name_brackets(t.doc[opened], t):
                out.update(range(opened, t.i + 1))
            opened = None
    return out


def _code_name_brackets(opening: Token, closing: Token) -> bool:
    """``opening`` and ``closing`` are an empty bracket pair written onto the word before it with
    no space ("fileno()", "items[]"): the call or index suffix of a code name, part of that name."""
    return (
        closing.i == opening.i + 1
        and opening.i > 0
        and not opening.doc[opening.i - 1].whitespace_
        and not opening.whitespace_
        and not opening.doc[opening.i - 1].is_punct
    )


def _clause_text(
    words: list[Token], first_of_sentence: Token, forms: dict[int, str] | None = None
) -> str:
    """Running text of ``words`` with the sentence's first word lower-cased when it is no longer
    first ("Despite it, The region ..." is never written; names keep their capital); ``forms``
    replaces other words."""
    forms = dict(forms or {})
    if words and first_of_sentence.i != words[0].i and first_of_sentence in words:
        forms[first_of_sentence.i] = lower_first(first_of_sentence)
    return _text(words, forms)


#: Words grammar may double ("he had had enough", "she said that that was final").
_MAY_DOUBLE = frozenset({"had", "that"})
_DOUBLED = re.compile(r"\b(\w+)\s+\1\b", re.IGNORECASE)
_BRACKETS = (("(", ")"), ("[", "]"), ("\u201c", "\u201d"))


#: A draft ending in an auxiliary or modal is VP ellipsis ("They could."): its content is in
#: the discourse, not in the draft (Huddleston & Pullum 2002 ch. 17 §7, post-auxiliary ellipsis).
_ELLIPTICAL_END = re.compile(
    r"\b(?:can|could|will|would|shall|should|may|might|must|do|does|did|has|have|had|"
    r"is|are|was|were|am|be|been|to)(?:\s+not|n't)?\s*\.$",
    re.I,
)
#: A draft that opens with a relative word is a relative clause cut from its antecedent ("Which
#: doesn't seem fair."): its subject is the antecedent, which the draft no longer has.
_RELATIVE_START = re.compile(r"[\"'\u201c]?(?:which|who|whom|whose|where)\b", re.I)


#: An article right before another article ("Children has a The area's hospital"): a noun
#: phrase has one central determiner (Quirk et al. 1985 §5.13), so two in a row are a noun
#: phrase spliced into another.
_DOUBLE_DETERMINER = re.compile(r"\b(?:a|an|the)\s+(?:a|an|the)\b", re.I)


#: A closing quotation mark right after a stop ('... come back!"').
_QUOTATION_END = re.compile(r'\w[.!?]["\u201d]$')


def well_formed(text: str) -> bool:
    """A draft is a sentence a reviewer can read as one: it starts with a capital letter (or a
    digit), ends with a period, has balanced brackets and double quotes, no doubled word, no
    VP ellipsis at its end and no relative word at its start.
    A builder that cannot guarantee this returns no draft: a missing pair costs less than a bad
    one (docs/presupposition.md)."""
    text = text.strip()
    if _QUOTATION_END.search(text):
        # a draft that ends on a direct quotation ends with the quotation's own stop inside
        # the closing mark (Quirk et al. 1985 App. III.28): 'She said, "Come back!"'
        text = text[:-2] + text[-1] + "."
    if len(text) < 3 or not text.endswith(".") or text.endswith(".."):
        return False
    first = text.lstrip("\"'\u201c")[:1]
    if not (first.isupper() or first.isdigit()):
        return False
    if any(text.count(a) != text.count(b) for a, b in _BRACKETS) or text.count('"') % 2:
        return False
    if re.search(r"\s[,.;:!?]", text):
        return False
    if _ELLIPTICAL_END.search(text) or _RELATIVE_START.match(text):
        return False
    if _DOUBLE_DETERMINER.search(text):
        return False
    return not any(m.group(1).lower() not in _MAY_DOUBLE for m in _DOUBLED.finditer(text))


#: Dependencies of a clause's subject in a re-parse.
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "expl", "csubj", "csubjpass"})


def is_clause(parsed: Doc) -> bool:
    """Whether a re-parsed draft is a clause: some subject whose head is a finite verb or has a
    finite auxiliary (a main clause has a finite verb and a subject, Huddleston & Pullum 2002
    ch. 3). "Significantly distancing herself from the party." has neither: it is a participial
    fragment the drafter cut from its host, and no reviewer can read it as a proposition
    (round 6 of #11). Reads Penn tags and dependencies only (the check's re-parse has no POS).

    The small model misreads short templated clauses ("This vase tips over.", "Lakes
    vaporize.": a noun-noun phrase), so a draft that opens with a nominal and has a later word
    that is a finite verb form (lemminflect) also counts; a fragment opens with an adverb, a
    participle, a preposition or "to"."""
    if _subject_with_finite_verb(parsed):
        return True
    if _gerund_subject(parsed):
        return True
    if not len(parsed) or parsed[0].tag_ not in NOMINAL_START_TAGS:
        return False
    return any(
        t.lower_ in FINITE_CLITICS or is_finite_verb_form(t.lower_) for t in list(parsed)[1:]
    )


def _gerund_subject(parsed: Doc) -> bool:
    """A draft that opens with a gerund-participial clause as the subject of the finite verb
    the parser hung it on as an adverbial ("Concentrating on difficult objects, such as the
    faces of loved ones, causes eye strain."): a gerund-participial clause is a subject like a
    noun phrase (Quirk et al. 1985 ch. 15 on nominal -ing clauses; H&P 2002 ch. 14), and no
    single comma parts a subject from its verb (CMOS ch. 6), so when the commas before the
    finite verb pair up they enclose a supplement inside the subject (CMOS ch. 6 on paired
    commas round a parenthetical element). One comma is the
    participial adjunct of a fragment ("Walking home, saw a dog."), which stays no clause (stop
    68, fl35: s1202x's draft above was flagged ``draft-not-a-clause`` and judged fine)."""
    if not len(parsed) or parsed[0].tag_ != "VBG" or parsed[0].dep_ not in ("advcl", "csubj"):
        return False
    verb = parsed[0].head
    if verb.tag_ not in FINITE_TAGS or verb.dep_ != "ROOT" or _subject(verb) is not None:
        return False
    commas = sum(t.text == "," for t in parsed[: verb.i])
    return commas % 2 == 0


#: Contracted finite auxiliaries ("Something's funny": "'s" read as a possessive).
FINITE_CLITICS = frozenset({"'s", "'re", "'m", "'ve", "'d", "'ll", "’s", "’re"})


#: Penn tags a clause's first word can have when it starts with its subject.
NOMINAL_START_TAGS = frozenset(
    {"DT", "PDT", "PRP", "PRP$", "NN", "NNS", "NNP", "NNPS", "CD", "JJ", "EX", "WP$", "POS"}
)


def _subject_with_finite_verb(parsed: Doc) -> bool:
    for tok in parsed:
        if tok.dep_ not in _SUBJECT_DEPS:
            continue
        head = tok.head
        if head.tag_ in FINITE_TAGS or any(
            c.dep_ in ("aux", "auxpass") and c.tag_ in FINITE_TAGS for c in head.children
        ):
            return True
    return False


def _subject(verb: Token) -> Token | None:
    cur = verb
    while True:
        subj = next((c for c in cur.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
        if subj is not None or cur.dep_ not in ("conj", "xcomp", "advcl") or cur.head.i == cur.i:
            return subj
        cur = cur.head


#: Focus particles on a noun phrase ("only Kim", "even the mayor"): they relate the NP's
#: referent to alternatives in the sentence's assertion (Rooth 1992; König 1991 ch. 3), which a
#: draft about that referent alone does not make ("Only Kim left the party" presupposes "Kim was
#: at the party", not "Only Kim was ..."; round 31, class 4).
NP_FOCUS_PARTICLES = frozenset({"only", "merely", "solely", "just", "even", "also"})


def _determinative_demonstrative(tok: Token) -> bool:
    """ "Those who insult the king": a demonstrative pronoun with a restrictive relative clause
    is the determinative "those" (= "the people who"), which cannot stand without its
    postmodifier (Quirk et al. 1985 §6.45, §17.15; Huddleston & Pullum 2002 ch. 5 §8.3): cut
    off, "Those is alive" names no one and breaks agreement (blind review s1202o)."""
    return (
        tok.lower_ in DEMONSTRATIVES
        and tok.tag_ == "DT"
        and tok.dep_ in ("nsubj", "nsubjpass", "dobj", "pobj")
        and any(c.dep_ == "relcl" for c in tok.children)
    )


def _model_number(tok: Token, appos: Token) -> bool:
    """ "The Aegis 2201", "the Falcon 3100": a numeral right after a name, with no comma, is
    part of the name (a model or series number; Quirk et al. 1985 §17.90 on close apposition,
    §5.65 on names with numerals), which the parser calls an apposition; dropping it changes the
    referent ("The Aegis" is another thing; blind review s1202o). An apposition set off by a
    comma ("Apollo, 1969") is a loose one and goes as before."""
    return (
        appos.tag_ == "CD"
        and appos.i == tok.i + 1
        and tok.tag_ in ("NNP", "NNPS")
        and not any(True for _ in appos.children)
    )


def _np(tok: Token | None) -> str | None:
    if tok is None:
        return None
    # the comma between the items of a list ("explorers, missionaries and slavers") stays: the
    # items of a coordination of three or more are separated by commas, with "and" before the
    # last only (Quirk et al. 1985 §13.3, §13.17 on multiple coordination); "explorers
    # missionaries and slavers" reads as a compound (review s1202e). A comma before the
    # coordinator goes as before: it is a serial comma or opens a parenthesis whose closing
    # comma the subtree has lost ("Suu Kyi, and much of the opposition, is ...")
    last_conj = max((c.i for c in tok.children if c.dep_ == "conj"), default=-1)
    drop = {
        c.i
        for c in tok.children
        if c.dep_ in ("relcl", "appos", "punct")
        and c.text not in DOUBLE_QUOTES
        and not _word_internal_hyphen(c)
        and not _word_internal_slash(c)
        and not (c.dep_ == "relcl" and _determinative_demonstrative(tok))
        and not (c.dep_ == "appos" and _model_number(tok, c))
        and not (
            c.text == ","
            and tok.i < c.i < last_conj
            and c.i + 1 < len(tok.doc)
            and tok.doc[c.i + 1].dep_ != "cc"
        )
    }
    drop |= {
        c.i
        for c in tok.children
        if c.dep_ in ("advmod", "amod")
        and c.lower_ in NP_FOCUS_PARTICLES
        and c.i == tok.left_edge.i
    }
    drop |= {
        # "An hour later the lion ...": a fronted time adjunct the parser hung on the subject
        # noun is the clause's, not the noun's (negation.subject_span, Quirk et al. 1985 §8.54)
        c.i
        for c in tok.lefts
        if relational_time_adjunct(c) and c.left_edge.i == tok.left_edge.i
    }
    drop |= _stranded_verb_adjuncts(tok)
    words = _subtree(tok, drop)
    close = _parenthesis_closing_comma(tok, drop)
    if close is not None:
        words = [*[w for w in words if w.i != close[0]], tok.doc[close[0]], tok.doc[close[1]]]
        words.sort(key=lambda w: w.i)
    if words:
        # a quoted title keeps its marks, also a closing one the parser hung on the verb
        idx = {w.i for w in words}
        end = max(idx)
        words += [tok.doc[b] for a, b in _quote_pairs(tok.doc) if a in idx and b == end + 1]
        words = _with_quotes(sorted(words, key=lambda w: w.i))
    text = _text(words).strip(" ,") + ("," if close is not None else "")
    return lower_first(tok.doc[words[0].i]) + text[len(words[0].text) :] if words else None


def _parenthesis_closing_comma(tok: Token, drop: set[int]) -> tuple[int, int] | None:
    """The commas around a parenthetical phrase that ends the noun phrase ``tok``: "Much of
    electronics, especially at the engineering level, continues ..." The parser hangs the
    opening comma on the noun and the closing one on the verb, so the subtree has one comma and
    ``_np`` drops it, which runs the parenthesis into the head ("Much of electronics especially
    at the engineering level has ...", review s1204d). A parenthesis is marked off by a pair
    of commas (Quirk et al. 1985 App. III.17; Huddleston & Pullum 2002 ch. 20 §4): when the
    comma opens a prepositional or adverbial modifier of the noun that runs to the noun
    phrase's end and a comma follows that end, both stay, as (opening, closing) indices. A
    comma before a coordinator or an apposition is not one of these."""
    doc = tok.doc
    end = tok.right_edge.i
    if doc[end].text == "," and doc[end].head.i == tok.i:
        end -= 1  # the parser hung the closing comma on the noun too
    elif end + 1 >= len(doc) or doc[end + 1].text != ",":
        return None
    for c in tok.children:
        if c.text != "," or c.i <= tok.i or c.i + 1 > end or c.i not in drop:
            continue
        nxt = doc[c.i + 1]
        opened = nxt if nxt.head.i == tok.i else nxt.head if nxt.head.head.i == tok.i else None
        if (
            opened is not None
            and opened.i not in drop
            and opened.dep_ in ("prep", "advmod", "amod", "acl")
            and opened.right_edge.i == end
            and opened.left_edge.i == c.i + 1
        ):
            return c.i, end + 1
    return None


def _stranded_verb_adjuncts(tok: Token) -> set[int]:
    """Words the parser hung inside the noun phrase ``tok`` that belong to the clause: "open the
    covers of the card punch periodically and empty the chad box" parsed with "periodically"
    and "and empty the chad box" on "punch". A manner or frequency "-ly" adverb after a noun
    modifies no noun (adverbs premodify adjectives and adverbs, not postmodify nouns: Quirk et
    al. 1985 §7.46, §17.56 on the rare postposed adverbs "the way ahead"), so it marks the end
    of the noun phrase, and a coordinate after it with a direct object of its own is a second
    verb phrase (a noun takes no object). Both go (review s1202s pres-064: "The covers of the
    card punch periodically and empty the chad box were closed before")."""
    out: set[int] = set()
    for n in tok.subtree:
        if n.pos_ not in ("NOUN", "PROPN"):
            continue
        for a in n.children:
            if not (
                a.dep_ == "advmod" and a.i > n.i and a.tag_ == "RB" and a.lower_.endswith("ly")
            ):
                continue
            out.add(a.i)
            out.update(
                k.i
                for k in n.children
                if k.i > a.i
                and (
                    k.dep_ == "cc"
                    or (k.dep_ == "conj" and any(g.dep_ == "dobj" for g in k.children))
                )
            )
    return out


#: Quantity nouns of partitives that agree with the noun after "of" ("A lot of leaves were",
#: "A number of boxes were", "Plenty of seats were"): notional concord, Quirk et al. 1985
#: §10.35 and §5.25 on quantifying nouns; "the number of visitors was" keeps its head's number.
QUANTITY_PARTITIVE_HEADS = frozenset(
    {"lot", "lots", "number", "couple", "plenty", "handful", "majority", "bunch", "host", "dozen"}
)


def _partitive_of(tok: Token) -> Token | None:
    """The noun after "of" of a quantity partitive subject ("a lot of leaves" -> "leaves")."""
    if tok.lower_ not in QUANTITY_PARTITIVE_HEADS:
        return None
    if any(c.dep_ == "det" and c.lower_ not in ("a", "an") for c in tok.children):
        return None  # "the number of visitors was high"
    of = next((c for c in tok.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    return next((g for g in of.children if g.dep_ == "pobj"), None) if of is not None else None


def _plural(tok: Token | None) -> bool:
    if tok is None:
        return False
    notional = _partitive_of(tok)
    if notional is not None:
        return _plural(notional)
    if tok.tag_ == "NNPS" and tok.ent_type_ == "PERSON":
        # a surname ending in -s tagged as a plural name ("Cam Akers"): one person
        return any(c.dep_ == "conj" for c in tok.children)
    if tok.tag_ in ("NNS", "NNPS") and _unknown_name(tok):
        # "Barras retired": a capitalised bare word WordNet has no noun for is a name ending in
        # -s that the tagger took for a plural, one person (round 33: "Barras were with ...")
        return any(c.dep_ == "conj" for c in tok.children)
    conjuncts = _conjuncts(tok)
    if len(conjuncts) > 1 and any(
        k.dep_ == "cc" and k.lower_ in ("or", "nor") for c in conjuncts[:-1] for k in c.children
    ):
        # "Surena or Suren or Sourena died": a disjunction agrees with its last disjunct
        # (Quirk et al. 1985 §10.41; Huddleston & Pullum 2002 ch. 5 §18.3)
        return _plural(conjuncts[-1])
    if tok.lower_ in PLURAL_PRONOUNS or tok.tag_ in ("NNS", "NNPS"):
        return True
    if tok.lower_ in ("those", "these") and tok.tag_ == "DT" and tok.dep_ in ("nsubj", "nsubjpass"):
        return True  # "Those who insult the king are alive": a plural demonstrative pronoun
    if tok.lower_ in PLURAL_QUANTIFIER_PRONOUNS and tok.dep_ in ("nsubj", "nsubjpass"):
        return True  # "Some died of sadness": a plural quantifier without its noun
    if (
        tok.tag_ == "NN"
        and tok.dep_ == "nsubj"
        and tok.head.tag_ == "VBP"
        and tok.lower_.endswith("s")
        and not any(c.dep_ == "conj" for c in tok.children)
    ):
        # "The ninjas find a clue": the tagger's NN on a plural is overruled by the verb's
        # plural agreement (VBP with a third-person subject; Quirk et al. 1985 §10.34)
        return True
    return len(conjuncts) > 1


#: Quantifier pronouns that are plural when they stand for a noun phrase ("Some died", "Many
#: left"; Quirk et al. 1985 §6.52, §10.37).
PLURAL_QUANTIFIER_PRONOUNS = frozenset({"some", "many", "several", "few", "both", "others"})


def _conjuncts(tok: Token) -> list[Token]:
    """``tok`` and the words coordinated with it, in order ("Surena or Suren or Sourena")."""
    out, todo = [tok], [tok]
    while todo:
        nxt = [c for c in todo.pop().children if c.dep_ == "conj"]
        out.extend(nxt)
        todo.extend(nxt)
    return sorted(out, key=lambda t: t.i)


def _unknown_name(tok: Token) -> bool:
    """A capitalised word with no determiner whose lower-case form WordNet does not know as a
    noun (after its own plural stripping, ``morphy``): a name, not a common plural."""
    if not tok.text[:1].isupper() or any(c.dep_ in ("det", "poss") for c in tok.children):
        return False
    return not wordnet().synsets(tok.lower_, "n")


def _subject_np(tok: Token | None) -> str | None:
    """``_np`` for a noun phrase a draft puts in subject position: a personal pronoun in the
    object case takes the subject case ("I told them to go ..." -> "They were ...", not "Them
    were ..."). English pronouns mark case by function, and a subject takes the subjective form
    (Quirk et al. 1985 §6.5); an object controller of a non-finite complement becomes the
    draft's subject (s1201k "Them were not easy before")."""
    if tok is not None and tok.tag_ == "PRP" and tok.lower_ in SUBJECT_CASE:
        return SUBJECT_CASE[tok.lower_]
    return _np(tok)


def _be(subj: Token | None, past: bool = True) -> str:
    if subj is not None and subj.lower_ in ("i",):
        return "was" if past else "am"
    plural = _plural(subj)
    return ("were" if plural else "was") if past else ("are" if plural else "is")


def _time_of(verb: Token) -> str:
    """ "past", "future" or "present" (generic/habitual) for tense-following drafts: the prior
    state of a future event holds now ("The bridge will collapse" -> "The bridge is standing"),
    of a generic one before each occurrence, never as a past fact (NOPE App. C: adjust tense
    and aspect to the source). The present perfect reports a past event ("has died")."""
    auxes = _shared_auxiliaries(verb)
    if any(a.lower_ in FUTURE_AUXILIARIES for a in auxes):
        return "future"
    if _have_got_to(verb, auxes):
        # "you gotta rearrange your bubbles", "you've got to stop chattering": (have) got to is
        # a present obligation like "must" (Quirk et al. 1985 §4.54 on "have got to"), whose
        # "got" (+ "ta") looks like a past or a perfect; the prior state holds now ("have been
        # arranged before", "You have been chattering")
        return "present"
    if (
        verb.dep_ == "xcomp"
        and verb.head.lower_ == "going"
        and any(a.lemma_ == "be" for a in verb.head.children if a.dep_ == "aux")
    ):
        return "future"  # "they're going to start": be going to (Quirk et al. 1985 §4.47)
    if _past(verb) or any(a.lemma_ == "have" or a.lower_ in HAVE_FORMS for a in auxes):
        return "past"
    if verb.tag_ in ("VBZ", "VBP") or any(a.tag_ in ("VBZ", "VBP") for a in auxes):
        return "present"
    if any(a.lower_ in PRESENT_MODALS for a in auxes):
        return "present"  # "The country must redirect its economy": obligation holds now
    return "past"


def _shared_auxiliaries(verb: Token) -> list[Token]:
    """The auxiliaries that fix ``verb``'s tense and modality: its own, or, for the participle
    of a gapped passive conjunct ("the edits will be stored and the window closed"), those of
    the first conjunct. Gapping leaves out of the second clause the finite auxiliaries it
    shares with the first (Ross 1970; Quirk et al. 1985 §13.92), so after its own subject an
    -ed form whose past and participle coincide is the passive participle "[will be] closed",
    in the first clause's future or modality, not a past "closed" (the tagger's VBD; blind
    review s1204q: "The question window was open before" for a closing still to come). Only
    when the first conjunct is a passive with a modal or "will": a past first conjunct leaves
    the reading past either way."""
    own = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    head = verb.head
    gapped = (
        not own
        and verb.dep_ == "conj"
        and verb.tag_ == "VBD"
        and verb.lower_ == inflect(verb_lemma(verb), "VBN")
        and any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children)
        and any(c.dep_ == "auxpass" for c in head.children)
        and any(c.dep_ == "aux" and c.tag_ == "MD" for c in head.children)
    )
    if not gapped:
        return own
    return [c for c in head.children if c.dep_ in ("aux", "auxpass")]


def _have_got_to(verb: Token, auxes: list[Token]) -> bool:
    """ "gotta" (spaCy: "got" + "ta"), or "got" with a present "have/'ve/'s" and a to-infinitive
    complement: the modal idiom "have got to" (not "had got to", a past)."""
    doc = verb.doc
    if verb.lower_ != "got":
        return False
    if verb.i + 1 < len(doc) and doc[verb.i + 1].lower_ == "ta":
        return not any(a.lower_ == "had" or a.tag_ == "VBD" for a in auxes)
    infinitive = any(
        c.dep_ == "xcomp" and any(a.tag_ == "TO" for a in c.children) for c in verb.children
    )
    return infinitive and any(a.tag_ in ("VBP", "VBZ") and a.lemma_ == "have" for a in auxes)


#: Modals whose form is present, with no past reading of their own ("must", "can", "may",
#: "should", "need", "ought"; Quirk et al. 1985 §4.49-4.60; "could", "would", "might" also
#: report the past: "He could swim then"): the clause's reference time is the present, so a
#: prior event is in the present perfect ("must redirect X" -> "X has been directed before").
PRESENT_MODALS = frozenset({"must", "can", "ca", "may", "should", "need", "ought"})


#: Spellings of the perfect auxiliary, with a clitic split off by tokenized sources ("' ve": the
#: apostrophe is tagged as an auxiliary too).
HAVE_FORMS = frozenset({"have", "has", "'ve", "’ve", "ve", "'", "’"})


def _past(verb: Token, aux_fixes_tense: bool = True) -> bool:
    """Whether ``verb``'s clause reports the past. ``aux_fixes_tense=False`` keeps the looser
    reading of the gerund drafts (an after-gerund event precedes a present main clause, which in
    captions and narratives is a historical present: "X is congratulated after scoring" -> "X
    scored")."""
    tags = {verb.tag_} | {c.tag_ for c in verb.children if c.dep_ in ("aux", "auxpass")}
    if tags & {"VBD"} or (verb.tag_ == "VBN" and not tags & {"VBZ", "VBP", "MD"}):
        return True
    if aux_fixes_tense and any(
        c.dep_ in ("aux", "auxpass")
        and c.tag_ in ("VBZ", "VBP", "MD")
        and c.lemma_ != "have"
        and c.lower_ not in HAVE_FORMS
        for c in verb.children
    ):
        # a present or modal auxiliary other than the perfect's "have" (the present perfect
        # reports a past event, ``_time_of``) fixes the tense: "are crowded" is present whatever
        # "crowded" looks like (the look-up below is for a past form the tagger missed)
        return False
    # a past form the tagger missed ("I forgot" tagged VBP): lemminflect knows the past form
    lemma = verb_lemma(verb)
    return lemma != verb.lower_ and verb.lower_ == inflect(lemma, "VBD").lower()


#: Dependents that hang extra clauses on a VP; drafts leave them out ("The cause continues to
#: elude doctors, who say ..." -> "... eluding doctors before").
LOOSE_CLAUSE_DEPS = frozenset({"relcl", "appos", "parataxis", "cc", "conj", "punct"})


def _phrase_coordination(tok: Token) -> bool:
    """``tok`` coordinates phrases inside the VP ("seeing [the Chief of Staff and the Vice
    Chief]"), not clauses or VPs: a coordinated object is one argument, and a draft that keeps
    only its first conjunct states something else (Huddleston & Pullum 2002, ch. 15)."""
    if tok.head.pos_ in ("VERB", "AUX"):
        return False
    if tok.dep_ == "punct":  # the comma of "theater, film and television"
        return any(k.dep_ == "conj" and k.i > tok.i for k in tok.head.children)
    return tok.dep_ in ("cc", "conj", "preconj")


def _restrictive_relative(tok: Token) -> bool:
    """A relative clause on a noun of the VP with no comma, dash or bracket before it ("words
    from the lists that they had heard"): restrictive, it picks out which lists, and dropping it
    changes what the prior state is about (Quirk et al. 1985 §17.3; Huddleston & Pullum 2002
    ch. 12 §3: the integrated relative is part of the NP's content). A supplementary one
    ("doctors, who say ...") adds a separate assertion and stays out."""
    if tok.dep_ != "relcl" or tok.head.pos_ not in ("NOUN", "PROPN"):
        return False
    before = tok.left_edge.i - 1
    return before >= 0 and not tok.doc[before].is_punct and tok.head.i < tok.left_edge.i


def _coordinated_vps(comp: Token) -> list[Token]:
    """The verbs coordinated with ``comp`` in the same form and without a subject of their own
    ("stopped [talking and dancing]", "started to [sing and dance]"): one coordinated
    complement of the aspectual verb, whose prior state is the whole activity, so a draft with
    only the first conjunct states less than the trigger presupposes (Huddleston & Pullum 2002
    ch. 15 on VP coordination; blind review #1, nineteenth pass)."""
    out: list[Token] = []
    for k in comp.children:
        if (
            k.dep_ == "conj"
            # the tagger reads a bare gerund conjunct as a noun ("talking and dancing/NN")
            and (
                k.tag_ == comp.tag_
                or (comp.tag_ == "VBG" and k.tag_ == "NN" and k.lower_.endswith("ing"))
            )
            and k.i > comp.i
            and not any(t.dep_ in _SUBJECT_DEPS for t in k.children)
            and any(t.dep_ == "cc" and t.lower_ in ("and", "or") for t in comp.children)
        ):
            out.append(k)
    return out


def _vp_tokens(comp: Token) -> list[Token]:
    drop: set[int] = set()
    kept_vps = {k.i for k in _coordinated_vps(comp)}
    for t in comp.subtree:
        if t.head.i == comp.i and (
            t.i in kept_vps or (t.dep_ == "cc" and kept_vps and t.i < max(kept_vps))
        ):
            continue  # the coordinated VP and its "and" belong to the complement
        if (
            t.i != comp.i
            and t.dep_ in LOOSE_CLAUSE_DEPS
            and not (t.dep_ == "punct" and (t.i < comp.i or t.text in DOUBLE_QUOTES))
            # the hyphen of a compound is a piece of one word ("lower-priced"), no loose
            # punctuation: dropping it splits the word ("lower priced"; ``inside_word``)
            and not (t.dep_ == "punct" and (_word_internal_hyphen(t) or _word_internal_slash(t)))
            and not _phrase_coordination(t)
            and not _restrictive_relative(t)
        ):
            drop.update(x.i for x in t.subtree)
    return [
        t
        for t in comp.subtree
        if t.i not in drop
        and not (t.dep_ == "aux" and t.lower_ == "to" and t.head.i == comp.i)
        # additive particles comment on the sentence, not on the VP ("had been drinking too
        # before"; König 1991, as ``SENTENCE_ADVERBS`` elsewhere); the degree "too" of an
        # adjective or adverb ("worrying too much", "too large") is part of the phrase it
        # grades (Quirk et al. 1985 §7.56, §16.79) and stays: without it "worry much" says
        # something else (blind review s1204v)
        and not (t.dep_ == "advmod" and t.lower_ in ("too", "also") and not _degree_too(t))
    ]


def _degree_too(tok: Token) -> bool:
    """Is ``tok`` the degree word "too" of an adjective or adverb ("too much", "too slowly"),
    not the additive particle on a verb ("had been drinking too")? Degree "too" premodifies
    the head it grades (Quirk et al. 1985 §7.56 on "too" + adjective/adverb), additive "too"
    is a clause-final focus particle (König 1991 ch. 3)."""
    return tok.lower_ == "too" and tok.head.pos_ in ("ADJ", "ADV") and tok.i < tok.head.i


def _quote_pairs(doc: Doc) -> list[tuple[int, int]]:
    """The sentence's quotation marks paired in order (opening, closing)."""
    marks = [t.i for t in doc if t.text in DOUBLE_QUOTES]
    return list(zip(marks[::2], marks[1::2], strict=False))


def _with_quotes(words: list[Token]) -> list[Token]:
    """``words`` with the quotation marks of a title or quotation kept where the draft keeps
    the whole quoted span ("started writing "Here"" -> "had not been writing "Here""), and
    left out otherwise. The marks delimit a name or a mention, part of the NP's form (Quirk et
    al. 1985 §III.28 and Appendix III on quotation marks around titles); a draft without them
    runs the title into the sentence ("writing Here working ...", blind review s1129l)."""
    if not words:
        return words
    kept = {t.i for t in words}
    keep: set[int] = set()
    inner: list[Token] = []
    for a, b in _quote_pairs(words[0].doc):
        doc = words[0].doc
        # a tokenized source spaces its marks ('" Millionaire "'): written so, the draft is
        # no running text, and the marks are left out as before
        spaced = bool(doc[a].whitespace_) or bool(doc[b - 1].whitespace_)
        # the quoted words' own final "?" or "!" belongs to the quotation ('voicing "Wall?"':
        # the mention quotes an utterance, its punctuation included; Quirk et al. 1985
        # App. III.28), though a draft leaves sentence punctuation out (review s1202s pres-059)
        whole = all(i in kept or doc[i].text in ("?", "!") for i in range(a + 1, b))
        if a in kept and b in kept and whole and b > a + 1 and not spaced:
            keep.update((a, b))
            inner += [doc[i] for i in range(a + 1, b) if i not in kept]
    out = [t for t in words if t.text not in DOUBLE_QUOTES or t.i in keep]
    return sorted(out + inner, key=lambda t: t.i) if inner else out


def _first_verb(comp: Token, words: list[Token]) -> Token:
    """The verb that carries the complement's form: its first auxiliary ("be interviewed",
    "be talking") or the verb itself."""
    auxes = [
        t for t in words if t.head.i == comp.i and t.dep_ in ("aux", "auxpass") and t.i < comp.i
    ]
    return auxes[0] if auxes else comp


def _vp_base(comp: Token, drop: Collection[int] = ()) -> str:
    """The complement VP in base form, without 'to' ("to scramble out" / "trying to tell" ->
    "try to tell" / "to be interviewed" -> "be interviewed"), without the words ``drop``."""
    words = _with_quotes([t for t in _vp_tokens(comp) if t.i not in drop])
    first = _first_verb(comp, words)
    return _text(words, {first.i: verb_lemma(first)})


def _vp_ing(comp: Token, drop: Collection[int] = ()) -> str:
    """The complement VP as a gerund ("to play" -> "playing", "to be recognized" -> "being
    recognized"), without the words ``drop``."""
    words = _with_quotes([t for t in _vp_tokens(comp) if t.i not in drop])
    first = _first_verb(comp, words)
    # the verb lemma (``syntax.verb_lemma``), not spaCy's: the small model lemmatises "hoping"
    # as "hop", and "keep watching and hoping" was drafted "am watching and hopping" (pr86)
    forms = {k.i: inflect(verb_lemma(k), "VBG") for k in _coordinated_vps(comp) if k.tag_ != "NN"}
    return _text(words, {**forms, first.i: inflect(verb_lemma(first), "VBG")})


#: Stative verbs, which resist the progressive ("*The books have been being popular", "*She
#: had been knowing it"): Quirk et al. 1985 §4.28-4.29 (verbs of being, having, cognition and
#: relation); Vendler 1957 "Verbs and times" (states). Their continuation is stated in the
#: perfect ("have been popular", "had owned it before").
STATIVE_VERBS = frozenset(
    {
        "be",
        "have",
        "own",
        "possess",
        "know",
        "belong",
        "contain",
        "consist",
        "exist",
        "remain",
        "resemble",
        "lack",
        "deserve",
        "seem",
        "mean",
        "matter",
        "depend",
        "include",
        "comprise",
        "hold",
        # verbs of cognition and perception-as-achievement, which resist the progressive in
        # their stative sense ("*had been realizing that it failed", "*had been knowing"):
        # Vendler 1957 (states and achievements), Dowty 1979 ch. 2, Quirk et al. 1985 §4.29
        "realize",
        "realise",
        "understand",
        "recognize",
        "recognise",
        "notice",
        "believe",
        "suspect",
        "doubt",
        "love",
        "hate",
        "like",
        "want",
        "need",
        "prefer",
    }
)


def _stative(comp: Token) -> bool:
    """The complement VP's first verb is stative (``STATIVE_VERBS``): "to be popular", "to be
    ignored" (its passive auxiliary), "to own land"."""
    first = _first_verb(comp, _vp_tokens(comp))
    return first.lemma_.lower() in STATIVE_VERBS


def _vp_perfect(comp: Token, drop: Collection[int] = ()) -> str:
    """The complement VP as a past participle for the perfect ("to be popular" -> "been
    popular", "to own land" -> "owned land"), without the words ``drop``."""
    words = _with_quotes([t for t in _vp_tokens(comp) if t.i not in drop])
    first = _first_verb(comp, words)
    forms = {k.i: inflect(verb_lemma(k), "VBN") for k in _coordinated_vps(comp)}
    return _text(words, {**forms, first.i: inflect(verb_lemma(first), "VBN")})


@cache
def _prior_state_table() -> dict[str, tuple[str, str | None]]:
    """lemma (or "verb particle") -> (template, selection or None), from the word list."""
    table: dict[str, tuple[str, str | None]] = {}
    for line in resources.wordlist("presupposition_change_of_state_prior"):
        lemma, _, rest = line.partition("\t")
        template, _, selection = rest.partition("\t")
        table[lemma.strip()] = (template.strip(), selection.strip() or None)
    return table


def _prior_states() -> dict[str, str]:
    return {k: v[0] for k, v in _prior_state_table().items()}


#: First-sense WordNet lexicographer files of physical things and places: what a template of
#: physical integrity, content or position ("intact", "not full", "outside X") can be said of.
CONCRETE_LEXNAMES = frozenset(
    {
        "noun.artifact",
        "noun.object",
        "noun.substance",
        "noun.body",
        "noun.food",
        "noun.plant",
        "noun.animal",
        "noun.location",
    }
)
#: Lexicographer files of institutions, acts, events, states and ideas: nothing with a height.
ABSTRACT_LEXNAMES = frozenset(
    {
        "noun.group",
        "noun.act",
        "noun.event",
        "noun.state",
        "noun.feeling",
        "noun.cognition",
        "noun.communication",
        "noun.motive",
        "noun.relation",
        "noun.process",
        "noun.phenomenon",
    }
)
#: First-sense lexicographer files of amounts, measures and rates ("the rate": noun.time,
#: "prices" / "the number" / "the temperature": noun.attribute, "the toll" / "shares":
#: noun.possession, "the dollar": noun.quantity, "the index" / "the percentage": noun.relation).
#: Their "rise" and "fall" are degree achievements (Hay, Kennedy & Levin 1999 "Scalar structure
#: underlies telicity in degree achievements"; Kennedy & Levin 2008): the verb asserts that the
#: degree at the end differs from the degree at the start, so "was lower/higher before" is the
#: asserted change itself, not a prior state taken for granted, and it does not survive
#: negation or a conditional ("The rate hasn't fallen" does not entail "The rate was higher
#: before"). NOPE's experts marked such degree falls as no presupposition trigger ("business
#: dropped 30%", "the population has fallen by 35,000": appropriate = N), while a thing's or
#: person's fall ("it fell onto the floor", "Lowrey falls") was one.
SCALAR_LEXNAMES = frozenset(
    {"noun.attribute", "noun.quantity", "noun.possession", "noun.time", "noun.relation"}
)
#: Named-entity types of physical things and places.
CONCRETE_ENTITIES = frozenset({"FAC", "PRODUCT", "LOC", "GPE"})


def _noun_lexname(tok: Token) -> str | None:
    synsets = wordnet().synsets(tok.lemma_.lower(), "n") if tok.pos_ == "NOUN" else []
    return synsets[0].lexname() if synsets else None


def _domain_sense(tok: Token) -> bool:
    """One of the noun's five most frequent WordNet senses is a branch of knowledge or an idea
    (``noun.cognition``: field.n.04, area.n.03 "a subject of study"): with an of-complement
    ("the field of X") the noun names the domain X, a classifying "of" of a discipline (Quirk et
    al. 1985 §17.38 on appositive of-phrases, "the city of Rome", "the field of medicine")."""
    senses = wordnet().synsets(tok.lemma_.lower(), "n")[:5] if tok.pos_ == "NOUN" else []
    return any(s.lexname() == "noun.cognition" for s in senses)


def _selected(tok: Token | None, selection: str) -> bool:
    """Whether ``tok`` fits the selection class of a prior-state template (word-list header of
    ``presupposition_change_of_state_prior.txt``). Unknown nouns pass "not_abstract" and fail
    "concrete": a wrong prior state is worse than none."""
    if tok is None:
        return True
    if selection == "concrete":
        if tok.pos_ == "PRON":
            return tok.lower_ in ("it", "this", "that", "these", "those")
        if tok.pos_ == "PROPN":
            return tok.ent_type_ in CONCRETE_ENTITIES
        if _noun_lexname(tok) in ("noun.group", "noun.quantity"):
            # a partitive or collective head ("a pair of shoes", "a set of keys"): the noun
            # after "of" is what the state is about (Quirk et al. 1985 §5.8 on partitives)
            of = next((k for k in tok.children if k.dep_ == "prep" and k.lower_ == "of"), None)
            pobj = next((g for g in of.children if g.dep_ == "pobj"), None) if of else None
            if pobj is not None:
                return _selected(pobj, selection)
        of = next((k for k in tok.children if k.dep_ == "prep" and k.lower_ == "of"), None)
        pobj = next((g for g in of.children if g.dep_ == "pobj"), None) if of else None
        if pobj is not None and pobj.pos_ == "NOUN" and _domain_sense(tok):
            # "opened the field of computer graphics": the of-complement of a noun that also
            # names a branch of knowledge (``_domain_sense``: "the field / area of X" = the
            # discipline X) selects the head's abstract sense (field.n.04 "a branch of knowledge", not
            # field.n.01 "a piece of land"; Katz & Fodor 1963 on selection disambiguating a
            # polysemous head, Pustejovsky 1995 ch. 6 on co-composition), and the physical
            # prior state ("The field was closed before") misstates it (review s1203b
            # pres-013/015). Not any abstract-looking of-complement: "the covers of the card
            # punch" (WordNet's first "punch" is a blow) keeps its physical prior state (merge
            # mend, stop 70)
            return False
        return _noun_lexname(tok) in CONCRETE_LEXNAMES
    if selection == "height":
        # a vertical position ("was higher/lower before"): a thing or a person, not an
        # institution or idea (``ABSTRACT_LEXNAMES``) nor an amount (``SCALAR_LEXNAMES``)
        if tok.like_num or tok.ent_type_ in ("PERCENT", "MONEY", "QUANTITY", "CARDINAL"):
            return False
        if any(k.dep_ == "det" and k.lower_ in ("a", "an") for k in tok.children) and any(
            k.dep_ == "prep" and k.lower_ == "of" for k in tok.children
        ):
            # "a number / a lot of boxes" is a quantifier, the noun after "of" is the notional
            # head that falls (the verb agrees with it); "the number of visitors" is a head
            # noun, the number itself falls (Quirk et al. 1985 §5.25, §10.39)
            return _noun_lexname(tok) not in ABSTRACT_LEXNAMES
        return _noun_lexname(tok) not in ABSTRACT_LEXNAMES | SCALAR_LEXNAMES
    if selection == "upright":
        # a structure or a plant that can stand (word-list header, "fall"): walls, houses,
        # towers, trees; not a substance ("rain fell"), a body part or a person
        if tok.pos_ == "PROPN":
            return tok.ent_type_ == "FAC"
        return _noun_lexname(tok) in ("noun.artifact", "noun.plant")
    if selection == "not_abstract":
        return _noun_lexname(tok) not in ABSTRACT_LEXNAMES
    if selection == "animate":
        # "ill" (ill.a.01 "affected by an impairment of normal physical or mental function")
        # is said of organisms: "The wound will heal" is heal.v.02 of an injury, whose prior
        # state is being unhealed, not "The wound is ill" (review of pr107's list; an unknown
        # noun fails, a wrong prior state is worse than none)
        if tok.pos_ == "PRON":
            return tok.lower_ in PERSONAL_PRONOUNS
        if tok.pos_ == "PROPN":
            return tok.ent_type_ in ("PERSON", "NORP", "")
        return _noun_lexname(tok) in ("noun.person", "noun.animal")
    return True


#: Lexicographer files of partitive and collective heads ("a number of ships", "a fleet of
#: boats"): the noun after "of" is what the state is about (Quirk et al. 1985 §5.8).
PARTITIVE_LEXNAMES = frozenset({"noun.group", "noun.quantity", "noun.attribute"})


def _vessel(tok: Token) -> bool:
    """``tok`` (or the noun after a partitive "of": "a number of ships") names a watercraft:
    a first noun sense under WordNet ``vessel.n.02`` ("a craft designed for water
    transportation")."""
    if tok.pos_ == "NOUN" and _noun_lexname(tok) in PARTITIVE_LEXNAMES:
        of = next((k for k in tok.children if k.dep_ == "prep" and k.lower_ == "of"), None)
        pobj = next((g for g in of.children if g.dep_ == "pobj"), None) if of else None
        if pobj is not None:
            tok = pobj
    if tok.pos_ != "NOUN":
        return False
    # the two most frequent senses: "sink" selects the watercraft reading of a noun whose first
    # sense is another ("vessel" is first vessel.n.01, the blood vessel, and only second the
    # craft; Katz & Fodor 1963 on disambiguation by selectional restriction): "18 enemy vessels
    # have been sunk" -> "were afloat before", not "were higher before" (blind review s1129z)
    for synset in wordnet().synsets(tok.lemma_.lower(), "n")[:2]:
        ancestors = {h.name() for h in synset.closure(lambda x: x.hypernyms())}
        if synset.name() == "vessel.n.02" or "vessel.n.02" in ancestors:
            return True
    return False


#: Lexicographer files of a standing one rises to or falls from ("prominence", "fame": noun.
#: state; "the rank of general", "the nobility": noun.group), and attribute nouns of standing.
STATUS_LEXNAMES = frozenset({"noun.state", "noun.group"})
STATUS_ATTRIBUTES = frozenset({"power", "importance", "influence", "status", "eminence"})


def _status_adjective(status: Token) -> str | None:
    """The gradable adjective a bare standing noun nominalises ("prominence" -> "prominent",
    "fame" -> "famous", "influence" -> "influential"; WordNet's derivationally related
    adjective of a noun.state / noun.attribute sense), or None: with a determiner or modifier
    ("the rank of general", "political power") or without such an adjective ("power",
    "status") the noun is kept. "did not have prominence before" is unidiomatic where the
    adjective says the same state (Quirk et al. 1985 §17.104, deadjectival abstract nouns)."""
    if any(k.dep_ != "prep" or k.lower_ == "of" for k in status.children):
        # a determiner, a modifier or an of-complement makes a specific standing ("the rank
        # of general"); a PP the parser hung on the bare noun ("rose to prominence with
        # Rothschild / in the 1960s") is the verb's adjunct of accompaniment or time (a bare
        # state noun takes no such complement; Quirk et al. 1985 §9.44-9.46, §17.104), and is
        # no part of the prior state
        return None
    lemma = status.lemma_.lower()
    for synset in wordnet().synsets(lemma, "n")[:2]:
        if synset.lexname() not in ("noun.state", "noun.attribute"):
            continue
        for name in synset.lemmas():
            if name.name() != lemma:
                continue
            for rel in name.derivationally_related_forms():
                if rel.synset().pos() in ("a", "s"):
                    return rel.name().replace("_", " ")
    return None


def _status_goal(trig: Token) -> Token | None:
    """The object of "rise to N" / "fall from N" / "fall to N" that is a standing or a group,
    not a place or an amount ("rose to prominence / to power / to the rank of colonel", "fell
    from power", "fell to the invaders"). With such a goal the verb is the figurative rise or
    fall in rank or control (WordNet 3.0 rise.v.11 "rise in rank or status", fall.v.09 "be
    captured", fall.v.13 "lose office or power"), and the height template ("was lower / higher before") takes the
    spatial sense the source does not use (Katz & Fodor 1963 on selectional disambiguation)."""
    for k in trig.children:
        if k.dep_ != "prep" or k.lower_ not in ("to", "from"):
            continue
        pobj = next((g for g in k.children if g.dep_ == "pobj"), None)
        if pobj is None or pobj.like_num or _measure(pobj):
            continue
        if pobj.pos_ == "NOUN" and (
            _noun_lexname(pobj) in STATUS_LEXNAMES or pobj.lemma_.lower() in STATUS_ATTRIBUTES
        ):
            return pobj
        if (
            trig.lemma_.lower() == "fall"
            and k.lower_ == "to"
            and (_is_person(pobj) or pobj.ent_type_ in ("ORG", "NORP"))
        ):
            return pobj  # "fell to the Ottomans": captured by them
    return None


def _measure(tok: Token) -> bool:
    """An amount ("a height of 300 metres", "40 degrees", "a record high")."""
    return tok.ent_type_ in ("PERCENT", "MONEY", "QUANTITY", "CARDINAL") or any(
        k.like_num for k in tok.subtree
    )


#: Words of a physical path of falling: a source, a goal or a direction ("fell from the roof",
#: "off the shelf", "into the river", "down", "over").
FALL_PATH_WORDS = frozenset(
    {"from", "off", "into", "onto", "on", "upon", "down", "over", "through", "out", "to",
     "across", "toward", "towards", "overboard", "backwards", "forward", "below"}
)  # fmt: skip
#: WordNet synsets of strongholds and settlements, whose fall is their capture.
CAPTURED_PLACE_SYNSETS = frozenset(
    {"fortification.n.01", "fortress.n.01", "stronghold.n.01", "bastion.n.02",
     "municipality.n.01", "village.n.02", "state.n.04"}
)  # fmt: skip


def _dated(prep: Token) -> bool:
    """A time adjunct with a year or a time noun ("in 1453", "in the spring of 637"); the parse
    need not have named entities."""
    return any(
        (t.like_num and len(t.text) in (3, 4)) or t.ent_type_ == "DATE" for t in prep.subtree
    )


def _captured_place(trig: Token, subj: Token | None) -> bool:
    """ "The fortress fell in 1204", "The capital fell during the siege", "It fell in 637,
    during the conquest": "fall" of a city, country or stronghold without a physical path
    (source, goal or direction: ``FALL_PATH_WORDS``) is fall.v.09 "be captured" (WordNet
    3.0), or fall.v.06 "suffer defeat", a loss of control, and "was higher before"
    takes the motion sense (Levinson 1983 ch. 4; blind review s1130y). A pronoun "it" counts
    with a dated adjunct and no path, the chronicle frame of such a capture; "it fell off the
    shelf" keeps its path and its draft."""
    if subj is None:
        return False
    if any(
        k.dep_ in ("prep", "prt", "advmod") and k.lower_ in FALL_PATH_WORDS for k in trig.children
    ):
        return False
    if subj.lower_ == "it":
        return any(_dated(k) for k in trig.children if k.dep_ == "prep")
    if subj.ent_type_ in ("GPE", "LOC", "FAC"):
        return True
    if subj.pos_ != "NOUN":
        return False
    for synset in wordnet().synsets(subj.lemma_.lower(), "n")[:1]:
        ancestors = {h.name() for h in synset.closure(lambda x: x.hypernyms())}
        if synset.name() in CAPTURED_PLACE_SYNSETS or ancestors & CAPTURED_PLACE_SYNSETS:
            return True
    return False


def _bare_role_noun(tok: Token) -> bool:
    """A singular common noun without determiner, possessor or numeral as the verb's object or
    complement ("fell victim", "fell prey"): a predicative role noun (Quirk et al. 1985
    §10.16)."""
    return (
        tok.dep_ in ("dobj", "attr", "oprd", "npadvmod", "acomp")
        and tok.tag_ == "NN"
        and not any(c.dep_ in ("det", "poss", "nummod", "amod", "compound") for c in tok.children)
    )


#: The state of being held (WordNet confinement.n.03 "the state of being confined": captivity,
#: custody, detention), a place of confinement's other name for "escape" (``_confining``).
CONFINEMENT_STATE = "confinement.n.03"


def _confining(tok: Token) -> bool:
    """Whether ``tok`` names what can hold someone captive, the source that escape.v.01 "run
    away from confinement" needs: an artifact (a cage, a cell, a prison, a ship: WordNet
    noun.artifact), a facility by name, or the state of confinement itself ("escaped
    captivity / custody": ``CONFINEMENT_STATE``). A place ("escape from the cities"), an
    event ("escape the blast"), a creature ("escaped the snake"), a group ("escape from a
    horde") or a state such as an infection is fled or avoided (escape.v.04 elude, escape.v.07
    flee), and its escaper was not captive (blind review s1202h). A person who holds someone
    (WordNet captor.n.01 "kidnappers, captors", keeper.n.01 "jailer", guard.n.01, warden.n.01)
    is the confinement's agent, so escaping one means having been held. A proper name counts
    when NER gives it a facility or institution (FAC, ORG: "escaped from Alcatraz", where the
    small model says ORG) or its own head noun is a prison word ("Sing Sing Prison"); a place
    name (GPE, LOC: "escaped from Germany") is fled."""
    if tok.pos_ == "PROPN":
        if tok.ent_type_ in ("FAC", "ORG"):
            return True
        heads = [tok] + [c for c in tok.children if c.dep_ == "compound"]
        return any(_prison_word(h.lemma_.lower()) for h in heads)
    if tok.pos_ != "NOUN":
        return False
    lemma = tok.lemma_.lower()
    return first_sense_lexname(lemma, "NOUN") == "noun.artifact" or first_sense_under(
        lemma, "NOUN", CAPTOR_SYNSETS | {CONFINEMENT_STATE}, instances=False
    )


#: Persons who hold someone (``_confining``): WordNet captor.n.01 (kidnapper, abductor),
#: keeper.n.01 (jailer), guard.n.01, warden.n.01.
CAPTOR_SYNSETS = frozenset({"captor.n.01", "keeper.n.01", "guard.n.01", "warden.n.01"})


def _prison_word(lemma: str) -> bool:
    """A noun whose first WordNet sense is a correctional institution (prison, jail, gaol)."""
    first = wordnet().synsets(lemma, "n")[:1]
    return bool(first) and "correctional_institution.n.01" in {
        h.name() for h in first[0].closure(lambda x: x.hypernyms())
    } | {first[0].name()}


def _escape_loss(tok: Token) -> bool:
    """What one comes through a danger with (``_escape_from_danger``'s "with"): "nothing",
    "(his) life", an injury (WordNet noun.state: injury, wound, scratch, bruise), not a thing
    carried off ("escaped with the money": the escaper may well have been held)."""
    if tok.lower_ in ("nothing", "little"):
        return True
    first = wordnet().synsets(tok.lemma_.lower(), "n")[:1]
    return bool(first) and first[0].lexname() == "noun.state"


#: Depictives of coming through a danger whole ("not one of them escapes alive").
SURVIVAL_DEPICTIVES = frozenset({"alive", "unscathed", "unharmed", "unhurt", "intact", "safe"})


def _escape_from_danger(trig: Token, obj: Token | None) -> bool:
    """Whether "escape" is here getting away from a danger, not from captivity, so that the
    draft "X was captive before" (IMPPRES Table 5, "The cat escaped" -> "The cat used to be
    captive") is false: an object or "from"-source that confines nothing (``_confining``); a
    "with"-phrase of what one kept or suffered ("escaped with nothing but your wedding attire",
    "with his life", "with minor injuries": escape with = come through a danger with only X,
    OED "escape" v. 1b; ``_escape_loss``), not of a companion or of a thing carried off ("with
    two other inmates", "with the money"); a depictive of surviving ("escapes
    alive", "escaped unscathed"). Bare "Dawn escaped" keeps IMPPRES's captivity reading (blind
    review s1202h: "The Cataclysm struck ... and you escaped with nothing but ...")."""
    if obj is not None and not _confining(obj):
        return True
    for k in trig.children:
        if k.dep_ in ("acomp", "oprd", "advmod", "xcomp") and k.lower_ in SURVIVAL_DEPICTIVES:
            return True
        if k.dep_ != "prep" or k.lower_ not in ("from", "with"):
            continue
        pobj = next((g for g in k.children if g.dep_ == "pobj"), None)
        if pobj is None:
            continue
        if k.lower_ == "from" and not _confining(pobj):
            return True
        if k.lower_ == "with" and _escape_loss(pobj):
            return True
    return False


def _fall_path(trig: Token) -> bool:
    """The fall has a physical path, a source, goal or direction (``FALL_PATH_WORDS``: "fell off
    the shelf", "into the river") or an end place ("fell behind the sofa": a locative
    preposition other than those of time, cause or manner, ``NON_PATH_PREPOSITIONS``); the
    particle of "fall down" is the verb's own."""
    return any(
        (
            k.dep_ in ("prep", "prt", "advmod")
            and k.lower_ in FALL_PATH_WORDS
            and not (k.dep_ == "prt" and k.lower_ == "down")
        )
        or (k.dep_ == "prep" and k.lower_ not in NON_PATH_PREPOSITIONS and not _dated(k))
        for k in trig.children
    )


#: Prepositions of time, cause, manner or accompaniment after "fall" ("fell in the
#: earthquake", "fell during the siege", "fell with a crash"): no place the theme came to.
NON_PATH_PREPOSITIONS = frozenset(
    {"in", "at", "during", "after", "before", "since", "for", "with", "by", "like", "as",
     "because", "until", "within", "without", "of"}
)  # fmt: skip


def _fall_state_complement(trig: Token) -> bool:
    """ "fell ill / asleep", "fell in love": fall.v.03 "pass suddenly and passively into a
    state" with a state complement, drafted below from the complement, not from the template."""
    return _fall_in_pp(trig) is not None or any(
        k.dep_ in ("acomp", "oprd") or (k.dep_ == "advmod" and k.lower_ in FALL_INTO_STATE)
        for k in trig.children
    )


def _fall_template(
    trig: Token, key: str, theme: Token | None, template: str | None, selection: str | None
) -> tuple[str | None, str | None] | None:
    """The prior-state template and selection of "fall" and "sink" for this use (word-list
    header of ``presupposition_change_of_state_prior.txt``), or None for no draft. "fall" is
    an inherently directed motion verb (Levin 1993 §51.1): a structure's fall without a path is
    its collapse, fall.v.23 "lose an upright position suddenly" (the list's "standing" template,
    "upright" selection); with a path ("fell off the shelf") the theme came down from a higher
    place ("was higher before", as before this pass); a person's fall without a path ("He
    fell", "She sank into her chair", "fell to his knees") is a fall to the ground, a change of
    posture or a death (fall.v.24 "drop oneself to a lower or less erect position", fall.v.07
    "die"), not a prior height the verb presupposes: no draft. A state complement ("fell ill",
    "fell in love") is drafted from the complement further on."""
    if key in ("fall", "fall down"):
        if _fall_state_complement(trig):
            return template, None
        if _fall_path(trig):
            return "{subj} {be} higher before", "height"
    if key not in ("fall", "fall down", "sink", "sink down") or theme is None:
        return template, selection
    if _is_person(theme) or (theme.pos_ == "PRON" and theme.lower_ != "it"):
        return None
    return template, selection


def _fits_selection(selection: str, obj: Token | None, theme: Token | None) -> bool:
    """Whether the verb's arguments fit a template's selection class ("concrete",
    "concrete:obj", "not_abstract", "intransitive"; word-list header). ``obj``: the object, or
    the subject of a passive (its underlying object)."""
    kind, _, slot = selection.partition(":")
    if kind == "intransitive":
        return obj is None
    return _selected(obj if slot == "obj" else theme, kind)


def _animal_noun(tok: Token) -> bool:
    """A common noun whose first WordNet sense is in noun.animal ("bird", "dog", "early worm")."""
    return tok.pos_ == "NOUN" and first_sense_lexname(tok.lemma_.lower(), "NOUN") == "noun.animal"


def _is_person(tok: Token) -> bool:
    if tok.lower_ in PERSONAL_PRONOUNS or tok.ent_type_ in ("PERSON", "NORP"):
        return True
    if tok.pos_ == "PROPN" and not tok.ent_type_:
        return True
    if tok.pos_ == "NOUN":
        synsets = wordnet().synsets(tok.lemma_.lower(), "n")
        # "person" itself sits in noun.Tops, above the noun.person file it heads
        return bool(synsets) and (
            synsets[0].lexname() == "noun.person" or synsets[0].name() == "person.n.01"
        )
    return False


# AGENT_LEXNAMES (lexicon.wordnet): nouns that can act (people, animals, institutions).
#: Pronouns that refer to possible agents.
AGENT_PRONOUNS = frozenset({"i", "you", "he", "she", "we", "they", "who", "someone", "everyone"})


#: Texts and research activities stand for their authors ("earlier studies tried to show", "the
#: report attempts to explain"): the PRODUCT FOR PRODUCER metonymy (Lakoff & Johnson 1980 ch. 8),
#: so for an attempt they count as agents.
AUTHOR_LEXNAMES = frozenset({"noun.act", "noun.communication"})


def _purposeful(synset: Any) -> bool:
    """A text, or an act that is a purposeful activity (WordNet ``activity.n.01``, "any specific
    behavior": a study, a search, a project): what stands for its authors by the PRODUCT FOR
    PRODUCER metonymy. A transaction or an outcome counted ("sales", "production": noun.act
    outside ``activity.n.01``) has no author who tried (Dowty 1991 proto-agent volition)."""
    if synset.lexname() != "noun.act":
        return True
    return "activity.n.01" in {h.name() for h in synset.closure(lambda x: x.hypernyms())}


def _non_agent(tok: Token, authors_act: bool = False) -> bool:
    """``tok`` is a common noun (or "it/this/that") that cannot be an agent: its first WordNet
    sense is in none of ``AGENT_LEXNAMES`` (a facility, a town, a strategy). Names and unknown
    nouns count as possible agents, so the rules built on this only fire on clear cases.
    ``authors_act``: texts and studies count as agents (``AUTHOR_LEXNAMES``)."""
    if tok.lower_ in ("it", "this", "that"):
        return True
    if tok.pos_ != "NOUN" or tok.lower_ in AGENT_PRONOUNS or tok.ent_type_:
        return False
    synsets = wordnet().synsets(tok.lemma_.lower(), "n")
    if not synsets or _is_person(tok):
        return False
    first = synsets[0].lexname()
    # a community that is also a place ("the village", "the city": noun.group and
    # noun.location senses) is the theme of a middle "the village rebuilt" (Levin 1993 §1.1.2)
    place = first == "noun.group" and any(s.lexname() == "noun.location" for s in synsets[:3])
    if authors_act and first in AUTHOR_LEXNAMES and _purposeful(synsets[0]):
        return False
    return first not in AGENT_LEXNAMES or place


def _considered_theme_controller(main: Token, subj: Token) -> bool:
    """A passive main clause of a verb of thought or judgement (first WordNet sense in
    verb.cognition: "consider", "evaluate", "reject", "study") whose subject is no person:
    "Two designs were considered before settling on a third". The passive subject is the
    theme of someone's thinking, and the subjectless -ing clause takes the implicit thinker
    as its understood subject, not the theme (Quirk et al. 1985 §15.61 on the attachment of
    non-finite adverbial clauses; with a passive matrix the implicit agent is the usual
    controller), so "Two designs settled on a third" names the wrong doer. A personal subject
    ("He was considered before withdrawing") can be the doer and keeps its draft; names are
    left out of the person test, as their entity tags are unreliable on coordinated
    acronyms."""
    if not any(k.dep_ == "auxpass" for k in main.children):
        return False
    if first_sense_lexname(main.lemma_.lower(), "VERB") != "verb.cognition":
        return False
    if subj.lower_ in PERSONAL_PRONOUNS:
        return False
    return not (subj.pos_ == "NOUN" and _is_person(subj))


# -- drafts per trigger type ---------------------------------------------------------------------


#: Verb classes (first WordNet sense) whose subject is an experiencer: perceiving, thinking,
#: feeling and wanting, and saying need a sentient subject (Dowty 1991 on sentience as a
#: proto-agent property; Levin 1993 §30-§31, §37 on perception, psych and communication verbs).
_SENTIENT_SUBJECT_LEXNAMES = frozenset(
    {"verb.perception", "verb.cognition", "verb.emotion", "verb.communication"}
)


def _sentient_gap_subject(pivot: Token, rel: Token | None, clause: Token) -> bool:
    """A name pivot that is the subject of a verb of perception, thought, feeling or saying
    ("It is Victoria that does listen to Brett"): the verb's selectional restriction makes it
    someone, whatever type NER gives a lone given name ("Victoria" GPE, "Amanda" ORG: the
    recogniser reads one capitalised word without context, stop 77 dx02), so the cleft's
    existential is "Someone" (Delin 1995; Huddleston & Pullum 2002 ch. 16 §9 on clefts)."""
    if pivot.pos_ != "PROPN" or (rel is not None and rel.dep_ not in ("nsubj", "nsubjpass")):
        return False
    if rel is None and any(k.dep_ in ("nsubj", "nsubjpass") for k in clause.children):
        return False
    return first_sense_lexname(clause.lemma_.lower(), "VERB") in _SENTIENT_SUBJECT_LEXNAMES


def _draft_clefts(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    clause = token_at_char(doc, c.features.get("clause_head_char_relative"))
    be = trig
    pivot = next((t for t in be.children if t.dep_ in ("attr", "npadvmod", "dobj", "acomp")), None)
    if clause is None or pivot is None:
        return None
    words = _cleft_clause_words(clause)
    if words is None:
        return None
    rel = words[0] if words and words[0].lower_ in RELATIVE_WORDS else None
    body = [t for t in words if rel is None or t.i != rel.i]
    # "who"/"whom" are personal relative pronouns: the pivot is a person whatever the tagger or
    # NER says of it ("It is Amanda who ..." with Amanda read as an ORG; Huddleston & Pullum
    # 2002, ch. 12 §3.2)
    personal_rel = rel is not None and rel.lower_ in ("who", "whom")
    if personal_rel and _animal_noun(pivot):
        # "It is the wise bird who builds his nest": "who" of an animal is personification (a
        # fable's or a proverb's, Quirk et al. 1985 §6.10 and §17.9 on "who" with animals); the
        # gap's existential takes the antecedent's animacy, which a bird's is not a person's
        personal_rel = False
    indefinite = (
        "Someone"
        if personal_rel or _is_person(pivot) or _sentient_gap_subject(pivot, rel, clause)
        else "Something"
    )
    if rel is not None and rel.dep_ in ("nsubj", "nsubjpass"):
        # "it is the details that make ..." -> "Something makes ...": singular agreement
        finite = next(
            (
                t
                for t in [clause, *clause.children]
                if t.tag_ == "VBP" and (t.i == clause.i or t.dep_ in ("aux", "auxpass"))
            ),
            None,
        )
        if finite is not None:
            fixed = agree_verb(finite, singular=True)
            body_text = _text(body, {finite.i: fixed})
        else:
            body_text = _text(body)
        text = f"{indefinite} {body_text}"
        flags = ["plural_pivot"] if _plural(pivot) else []
        # IMPPRES Table 5 "Cleft Uniqueness": "Exactly one person disliked Veronica."
        unique = f"Exactly one {'person' if indefinite == 'Someone' else 'thing'} {body_text}"
        return Draft(
            _sentence(text), True, "cleft:existence", flags, imppres_wording=_sentence(unique)
        )
    # object/adjunct gap: "it's music that I love" -> "I love something"; the indefinite fills
    # the gap where it is - after a stranded preposition ("talked about _") or after the verb and
    # its particle ("bought _ yesterday"), not at the end of the clause
    obj = indefinite.lower()
    stranded = next(
        (t for t in body if t.dep_ == "prep" and not any(k.dep_ == "pobj" for k in t.children)),
        None,
    )
    has_object = any(
        k.dep_ in ("dobj", "obj") and (rel is None or k.i != rel.i) for k in clause.children
    )
    site = stranded
    if site is None and not has_object and clause.pos_ == "VERB":
        prts = [k for k in clause.children if k.dep_ == "prt" and k.i == clause.i + 1]
        site = prts[-1] if prts else clause
    if site is None:
        text = f"{_text(body)} {obj}"
    else:
        text = _text(body, {site.i: f"{site.text} {obj}"})
    return Draft(_sentence(text), False, "cleft:existence:object_gap", ["gap_not_subject"])


def _cleft_clause_words(clause: Token) -> list[Token] | None:
    """The words of the cleft clause. When its parse subtree stops at a comma that the rest of
    the clause follows ("who had taken a heartsick, half-mad David Webb off the streets": the
    parser closed the object at "heartsick" and hung the rest on the root), the clause runs on
    to the sentence's end: an adjective before the comma and another after it are coordinated
    prenominal modifiers of one noun phrase (Quirk et al. 1985 §7.11 on coordinated
    adjectives), not the end of the clause. None when material after the comma hangs loose in
    the parse ("dep") and no such adjective shows where it belongs (blind review, 21st pass)."""
    words = list(clause.subtree)
    doc = clause.doc
    end = clause.right_edge.i
    if doc[end].text == "," and end > clause.i:
        # the parser may keep the comma in the subtree, on the word before it
        words = words[:-1]
        end -= 1
    if end + 2 >= len(doc) or doc[end + 1].text != ",":
        return list(clause.subtree)
    rest = [t for t in doc[end + 2 :] if not (t.is_punct and t.i == len(doc) - 1)]
    stop = next((k for k, t in enumerate(rest) if t.text in (";", ":")), len(rest))
    rest = rest[:stop]
    inside = {t.i for t in clause.subtree}
    loose = any(t.dep_ == "dep" and t.head.i not in inside for t in rest)
    last = doc[end]
    adjectival = last.tag_ in ("JJ", "JJR", "JJS") or (
        last.pos_ == "NOUN"
        and not wordnet().synsets(last.lower_, "n")
        and bool(wordnet().synsets(last.lower_, "a"))
    )
    if rest and adjectival and (rest[0].pos_ == "ADJ" or rest[0].dep_ == "amod"):
        return [*words, doc[end + 1], *rest]
    return None if loose else list(clause.subtree)


def _only_clause(trig: Token) -> Token:
    """The finite clause "only" is in: the clause its prejacent is stated from."""
    cur = trig.head
    while cur.head.i != cur.i and (
        cur.dep_ in ("aux", "auxpass") or not is_finite_clause(cur)
    ):  # "Donna only did cure Regina": "only" on the auxiliary, the clause is its verb's
        cur = cur.head
    return cur


def _has_subject(verb: Token) -> bool:
    return any(k.dep_ in ("nsubj", "nsubjpass", "expl") for k in verb.children)


def _perspective_pp(clause: Token) -> bool:
    """ "To a farmer, there was only one season": a fronted "to"-PP before a comma and the
    subject is a viewpoint adjunct ("To me, ...", "in X's view"; Quirk et al. 1985 §8.127,
    §8.129), which relativises the whole proposition to a judge (Lasersohn 2005 on
    perspective-dependent truth): the prejacent holds only for that judge, and the clause core
    the draft keeps ("There was one season") drops it and asserts it of the world. The core
    cuts fronted adjuncts as outside the proposition, which is wrong for this one: no draft
    (stop 47, pr54). A "to"-PP after the verb ("gave only one book to Lee") is an argument."""
    doc = clause.doc
    subj = next((k for k in clause.children if k.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    for k in clause.children:
        if (
            k.dep_ == "prep"
            and k.lower_ == "to"
            and k.i < clause.i
            and (subj is None or k.i < subj.i)
            and k.right_edge.i + 1 < len(doc)
            and doc[k.right_edge.i + 1].text == ","
        ):
            return True
    return False


#: Quantifiers that head a noun phrase of their own with the noun left out ("most [of them]",
#: "some", "all"): fused-head partitives (Huddleston & Pullum 2002 ch. 5 §9.2).
FUSED_HEAD_QUANTIFIERS = frozenset(
    {"most", "some", "many", "all", "few", "several", "both", "each", "none", "others"}
)


def _lost_conjunct_subject(clause: Token) -> bool:
    """Whether a verb conjunct the parser left without a subject has one all the same, so that
    borrowing the first conjunct's subject garbles the draft ("..., and most only have one
    lung" -> "Snakes' paired organs most have one lung"; "..., and his record of 1,767 was
    only surpassed" -> "He was surpassed"): a fused-head quantifier before the verb ("most",
    ``FUSED_HEAD_QUANTIFIERS``) is its subject, and words between the coordinator and the
    conjunct that the parse hung elsewhere are its subject noun phrase. A clause conjunct has
    its own subject (Quirk et al. 1985 §13.43: only a predicate conjunct shares the subject);
    with the parse unsure which, no draft."""
    doc = clause.doc
    if any(
        t.i < clause.i and t.lower_ in FUSED_HEAD_QUANTIFIERS and t.dep_ != "det"
        for t in clause.subtree
    ):
        return True
    before = doc[clause.left_edge.i - 1] if clause.left_edge.i > 0 else None
    return before is not None and not (
        before.dep_ == "cc" or before.is_punct or before.i == clause.head.right_edge.i
    )


def _corrective_not_tag(trig: Token, clause: Token) -> bool:
    """ "They believe only in the idea, not the thing itself", "funds only local artists, not
    foreign ones": a ", not Y" phrase after the focus spells out the exclusive component of
    "only" (nothing other than X, so not Y), which is its at-issue assertion, while the
    prejacent ("They believe in the idea") is what projects (Horn 1969; Beaver & Clark 2008 ch.
    10; Quirk et al. 1985 §13.94 on "not X, only Y" correctives). Deleting "only" keeps the
    tag, and the draft then states the assertion under a question or negation (review s1202v):
    no draft. A "not" that negates a verb ("..., but it did not help") is the clause's own."""
    doc = trig.doc
    for t in clause.subtree:
        if (
            t.i > trig.i + 1
            and t.lower_ == "not"
            and doc[t.i - 1].text in (",", ";", "--", "\u2014")
            and t.head.pos_ not in ("VERB", "AUX")
        ):
            return True
    return False


def _supplementive_with(trig: Token, clause: Token) -> set[int]:
    """Indices of a comma-set-off "with" phrase after the verb that carries a clause of its
    own ("can be compared only within each type, with the restriction that ranges do not
    support ordering"), with its comma. Such a phrase is a supplementive adjunct (Quirk et al.
    1985 §15.58 on "with" + noun phrase + predication; §17.26 on the appositive "that"-clause
    of nouns like "restriction, exception, caveat"): it adds a proposition of its own beside
    the host's, as supplements do (Potts 2005 ch. 4), outside "only"'s domain, so the
    prejacent is the host clause without it (Horn 1996; review s1204o pres-037), as
    :func:`_peripheral_clauses` does for comma-set contrast and reason clauses. A "with"
    phrase with no clause in it ("only with root access") or holding "only" itself stays."""
    out: set[int] = set()
    doc = clause.doc
    for k in clause.children:
        if k.dep_ != "prep" or k.lower_ != "with" or k.i < clause.i or k.i < trig.i:
            continue
        if doc[k.i - 1].text != "," or k.left_edge.i <= trig.i <= k.right_edge.i:
            continue
        if any(t.pos_ in ("VERB", "AUX") and t.i != k.i and _has_subject(t) for t in k.subtree):
            out.update(t.i for t in k.subtree)
            out.add(k.i - 1)
    return out


def _appended_negative_contrast(trig: Token, clause: Token) -> set[int]:
    """ "It does only algebra, no derivatives", "It has only three types: A, B and C but no
    structures": a noun phrase opened by "no", appended after the focus with a comma or "but",
    spells out the exclusive component of "only" (nothing other than X: no Y), which is the
    at-issue assertion, while only the prejacent projects (Horn 1969; Beaver 2001; Beaver &
    Clark 2008 ch. 10; Quirk et al. 1985 §13.94 on appended contrastive phrases). The draft
    states the prejacent, so the appended phrase goes with its comma or "but" (review s1204i
    pres-026/064/067, s1204h pres-050). The indices to drop; none for a "no" phrase that is an
    argument of its own ("only Kim saw no one")."""
    doc = trig.doc
    out: set[int] = set()
    for t in clause.subtree:
        head = t.head
        if not (
            t.lower_ == "no"
            and t.dep_ == "det"
            and t.i > trig.i
            and head.dep_ in ("appos", "conj")
            and head.left_edge.i == t.i
            and t.i > 0
        ):
            continue
        before = doc[t.i - 1]
        if before.text == ",":
            out.update(x.i for x in head.subtree)
            out.add(before.i)
        elif before.lower_ == "but" and before.dep_ == "cc":
            out.update(x.i for x in head.subtree)
            out.add(before.i)
            if before.i > 0 and doc[before.i - 1].text == ",":
                out.add(before.i - 1)
    return out


def _appended_substitute(trig: Token, clause: Token) -> set[int]:
    """ "Only the top folders are printed, rather than every file": a "rather than / instead of"
    phrase (``SUBSTITUTIVE_MARKERS``) appended after "only" with a comma names the alternative
    that "only" excludes. The exclusion is what "only" asserts, the prejacent what it
    presupposes (Horn 1969; Beaver & Clark 2008 ch. 10), so the draft states the prejacent
    without it, as for an appended "no" phrase (``_appended_negative_contrast``); kept, the
    draft asserts the exclusion the premise's embeddings deny or question (blind review s1204s
    pres-052). The indices of the phrase and its comma; none without a comma before the marker
    ("walked rather than drove" is a predicate of its own)."""
    doc = trig.doc
    in_clause = {t.i for t in clause.subtree}
    for tok in doc[trig.i + 1 : -1]:
        if tok.i not in in_clause or tok.i == 0 or doc[tok.i - 1].text != ",":
            continue
        if (tok.lower_, doc[tok.i + 1].lower_) not in SUBSTITUTIVE_MARKERS:
            continue
        marker = doc[tok.i + 1]
        end = max(tok.right_edge.i, marker.right_edge.i)
        if marker.right_edge.i <= marker.i:
            return set()  # the parser left the compared phrase elsewhere: nothing to cut
        return {tok.i - 1, *range(tok.i, end + 1)}
    return set()


#: Words after a degree or pro-form "so" that show it is no clause link: "so that", "so as
#: to", "so far", "and so on", "so much / many / few / little", "so-called".
_NON_LINKING_AFTER_SO = frozenset(
    {"that", "as", "far", "on", "forth", "much", "many", "few", "little", "called", "-"}
)


def _before_result_so(trig: Token, words: list[Token]) -> list[Token]:
    """ "Early tools only knew the machine code so debugging had to be done by hand": a
    finite clause after "only" that "so" introduces is a clause of result (Quirk et al. 1985
    §15.48 on "so (that)" of result, §13.5 on "so" = "therefore"), a proposition of its own
    that follows from the first; the focus particle's prejacent is the clause "only" is in
    (Rooth 1992), and keeping the result clause states a causal link the presupposition does
    not carry (review s1204j pres-005). The mirror of ``_after_result_so``: the draft stops
    before "so" when "so" is the first word of a finite clause after "only" whose subject
    follows "so" (the parser hangs "so" on that clause's verb, as advmod or mark). "so that"
    (purpose, §15.48) and a degree "so" ("so useful that") are left alone."""
    doc = trig.doc
    idx = {t.i for t in words}
    for so in (t for t in words if t.lower_ == "so" and t.i > trig.i):
        if so.i + 1 < len(doc) and doc[so.i + 1].lower_ in _NON_LINKING_AFTER_SO:
            continue
        verb = so.head
        if verb.tag_ not in FINITE_TAGS and verb.dep_ in ("nsubj", "nsubjpass"):
            verb = verb.head  # "so sometimes debugging had to ...": "so" hung on the subject
        if verb.i <= so.i or verb.tag_ not in FINITE_TAGS or verb.i not in idx:
            continue
        if verb.dep_ not in ("ccomp", "advcl", "conj", "parataxis"):
            continue
        if not any(
            k.dep_ in ("nsubj", "nsubjpass", "expl") and so.i < k.i < verb.i for k in verb.children
        ):
            continue
        start = min(so.i, verb.left_edge.i)
        end = verb.right_edge.i
        kept = [t for t in words if t.i < start or t.i > end]
        while kept and kept[-1].i < start and (kept[-1].text == "," or kept[-1].dep_ == "cc"):
            kept.pop()
        return kept
    return words


def _before_dash_clause(trig: Token, words: list[Token]) -> list[Token]:
    """ "Only the first block could be read - to read others the pointer was moved": a
    clause after a dash (a spaced hyphen, "--", an en or em dash: ``syntax.DASH_TOKENS``) that
    follows "only" is an appended sentence or aside of its own, not part of the clause "only"
    is in (Quirk et al. 1985 App. III.23-III.27 on the dash marking a break before an
    afterthought or a parenthesis; Huddleston & Pullum 2002 ch. 20 §5); the prejacent is the
    clause before it (Rooth 1992), and keeping the rest writes a second claim into the
    presupposition (review s1204j pres-017). Cut from the dash to the next dash (a pair encloses
    a parenthesis) or to the end, when the cut part has a finite verb with a subject of its
    own. A hyphen inside a word is no token; an unspaced one ("1990-1995") is no dash here."""
    doc = trig.doc
    dashes = [
        t
        for t in words
        if t.i > trig.i
        and t.text in DASH_TOKENS
        and (t.text != "-" or (t.whitespace_ and t.i > 0 and doc[t.i - 1].whitespace_))
    ]
    if not dashes:
        return words
    first = dashes[0]
    end = dashes[1].i if len(dashes) > 1 else max(t.i for t in words)
    cut = [t for t in words if first.i < t.i <= end]
    if not any(
        any(k.dep_ in ("nsubj", "nsubjpass", "expl") and k.i > first.i for k in t.children)
        and (
            t.tag_ in FINITE_TAGS
            or any(k.dep_ in ("aux", "auxpass") and k.tag_ in FINITE_TAGS for k in t.children)
        )
        for t in cut
    ):
        return words
    return [t for t in words if t.i < first.i or t.i > end]


def _after_result_so(trig: Token, words: list[Token]) -> list[Token]:
    """ "Most accesses are reads so buffered write-through is only useful for slow memory":
    "so" between two finite clauses is the coordinator of result (Quirk et al. 1985 §13.5,
    §15.22 on "so" = "therefore"; Huddleston & Pullum 2002 ch. 15 §2.2), and each clause
    states a proposition of its own. "only" in the second clause has that clause as its
    prejacent; keeping the first clause and "so" states a causal claim the presupposition
    does not carry (review s1204i pres-004/020). The small model often misses the link
    without a comma and hangs the first clause inside the second: the draft words after the
    last linking "so" before "only", when a finite verb precedes it and a finite verb and a
    subject-like word follow it before "only". A degree "so" ("so useful", "so much") or a
    pro-form "so" after a verb ("did so") is no link."""
    doc = trig.doc
    idx = {t.i for t in words}
    for s in sorted((t for t in words if t.lower_ == "so" and t.i < trig.i), key=lambda t: -t.i):
        if s.i + 1 >= len(doc) or s.i == 0:
            continue
        nxt, prev = doc[s.i + 1], doc[s.i - 1]
        if (
            nxt.lower_ in _NON_LINKING_AFTER_SO
            or nxt.tag_ in ("JJ", "JJR", "JJS", "RB", "RBR", "RBS")
            or prev.pos_ in ("VERB", "AUX")
            or prev.lower_ in ("or", "not", "if")
        ):
            continue
        before = [t for t in words if t.i < s.i]
        after = [t for t in words if s.i < t.i]
        if not any(t.tag_ in FINITE_TAGS for t in before):
            continue
        lead = [t for t in after if t.i < trig.i]
        if not any(t.tag_ in FINITE_TAGS for t in after) or not any(
            t.pos_ in ("NOUN", "PROPN", "PRON") for t in lead
        ):
            continue
        if all(t.i in idx for t in after):
            return after
    return words


def _draft_only(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    """The prejacent: the trigger's clause without "only" (NOPE App. C, IMPPRES Table 5), and
    without what lies outside that clause's proposition (``_clause_core``): "Despite its
    independence, the region only elected one mayor" -> "The region elected one mayor". A clause
    in a relative or subject clause has no subject of its own to state it with: no draft."""
    clause = _only_clause(trig)
    focus = trig.head
    cleft = _cleft_with_only(trig, clause)
    if cleft is not None:
        return _declefted_prejacent(trig, cleft, doc)
    if _verb_conjunct(focus, clause) and _gapped_object_conjunct(focus):
        # "It supports hiding and, among friends only, rumour sharing": a noun phrase conjunct
        # of the verb, the object of a gapped clause; the draft restores the shared verb
        return _restored_gapped_prejacent(trig, focus, clause, doc)
    if _verb_conjunct(focus, clause):
        # "She sings and only dances on Sundays": "only" sits in the second VP conjunct, whose
        # own words are its clause; the parser's noun tag ("dances"/NNS) hid the verb
        if _shared_auxiliary(clause, focus):
            # "The files are opened and only read by the kernel": the conjunct shares the first
            # one's auxiliary (Quirk et al. 1985 §13.46), which the conjunct alone drops ("The
            # files read by the kernel."), as ``_verb_conjunct_above`` refuses: no draft
            return None
        clause = focus
    else:
        conjunct = _verb_conjunct_above(focus, clause)
        if conjunct is not None:
            # "You scan the surface and pick up only a single source": "only" is inside the
            # second VP conjunct's object, so that conjunct (with the shared subject) is the
            # prejacent, not the first one (Rooth 1992; blind review s1202i pres-009)
            clause = conjunct
    if clause.dep_ in ("relcl", "acl", "csubj", "csubjpass"):
        return None
    if clause.dep_ in ("xcomp", "ccomp", "advcl") and not _has_subject(clause):
        # "J uses only the ASCII character set": the parser took the object's head noun for a
        # finite verb ("set"/VBD, xcomp) and the "clause" is the noun phrase alone; a finite
        # clause needs a subject (Quirk et al. 1985 §2.13), and a subjectless complement gives
        # the bare noun phrase "The ASCII character set." as the draft (review s1204d): no draft
        return None
    if focus.dep_ in ("appos", "conj", "npadvmod") and trig.i > 0 and doc[trig.i - 1].text == ",":
        # "X does not require desire, only patience": an elliptical corrective phrase (Quirk et
        # al. 1985 §13.94, "not X, only Y"): its prejacent is a clause with Y in X's place,
        # which deleting "only" does not give
        return None
    if (
        trig.i > 0
        and doc[trig.i - 1].lower_ == "but"
        and focus.pos_ not in ("VERB", "AUX")
        and focus.dep_ not in ("nsubj", "nsubjpass")
    ):
        # "They stayed, but only for a week", "90 yards, but only 19 carries": "but only" + a
        # phrase is a restrictive afterthought on the preceding clause (Quirk et al. 1985
        # §13.98, appended clauses); deleting "only" leaves "but for a week", the exceptive
        # "but for" = "except for" (§9.62), or "but 19 carries", a contrast the source did not
        # draw: no draft. "but only Lee came", "but only lasted a week" keep theirs.
        return None
    if _corrective_not_tag(trig, clause):
        return None
    if _perspective_pp(clause):
        return None
    if _deontic_only(trig, clause):
        return None
    if _ranking_pp(trig, clause):
        return None
    if _partitive_count(trig):
        return None
    shared: list[Token] = []
    if clause.dep_ == "conj" and not _has_subject(clause):
        # a VP conjunct ("He came and only ate bread"): its subject is the first conjunct's
        if _lost_conjunct_subject(clause):
            return None
        host = _corrected_negative_conjunct(clause) or clause.head
        subj = _subject(host) if host.i != clause.head.i else _subject(clause)
        if subj is None:
            return None
        shared = list(subj.subtree)
        if _shared_auxiliary(host, clause):
            operators = _operators_shared_after_but(host, clause)
            if operators is None:
                return None
            shared += operators
    drop = {trig.i}
    drop.update(_negated_focus_conjuncts(focus, trig))
    holder = _verb_conjunct_holding(trig, clause)
    if holder is not None and not _shared_right_dependent(trig, clause, holder):
        # "You can stockpile X and finish it in only one turn": the focus is in a later verb
        # conjunct that shares the auxiliary, and dropping that conjunct drops the focus with it
        # (the draft would state the other conjunct, no prejacent of "only"): no draft
        return None
    for k in clause.children:  # other clauses: coordinated clauses, ", she said"
        if k.dep_ == "conj" and _conjunct_of_inner_coordinator(clause, k):
            continue  # "patients who both remained ... and also attended": one coordination
        if holder is not None and k.i == holder.i:
            continue  # "created and inspected only by calls": a shared dependent, kept whole
        if (k.dep_ == "conj" and k.pos_ in ("VERB", "AUX")) or k.dep_ == "parataxis":
            drop.update(t.i for t in k.subtree)
            drop.update(x.i for x in clause.children if x.dep_ == "cc" and clause.i < x.i < k.i)
    for k in clause.children:
        # "X has radar; only one prototype was converted": a clause before a semicolon is a
        # sentence of its own (Quirk et al. 1985 §1.45: the semicolon joins independent
        # clauses), whatever the parser hangs it on (a ccomp here)
        # A colon before a clause likewise ends the independent clause it follows: what comes
        # after it is a clause of its own that explains or specifies the first (Quirk et al.
        # 1985 App. III.18; Huddleston & Pullum 2002 ch. 20 §5), so "only" in it does not
        # scope over the first ("Congress had no power of taxation: it could only request
        # money" -> "It could request money")
        semis = [t for t in doc[k.right_edge.i + 1 : clause.i] if t.text in (";", ":")]
        if k.i < clause.i and k.dep_ in ("ccomp", "conj", "parataxis") and semis:
            drop.update(range(k.left_edge.i, semis[-1].i + 1))
        elif _comma_spliced_before(k, clause):
            drop.update(range(k.left_edge.i, k.right_edge.i + 2))
    drop.update(_peripheral_clauses(clause))
    drop.update(_supplementive_with(trig, clause))
    drop.update(coordinator_led_apposition(clause))
    drop.update(_appended_negative_contrast(trig, clause))
    drop.update(_appended_substitute(trig, clause))
    words = [t for t in clause.subtree if t.i not in drop]
    words = _after_result_so(trig, words)
    words = _before_result_so(trig, words)
    words = _before_dash_clause(trig, words)
    inner = _bracket_around(trig, words)
    if inner is not None:
        # "Users cannot fill the disk (they can only fill up /tmp/)": "only" is inside a
        # bracketed clause, an aside with a proposition of its own (Huddleston & Pullum 2002
        # ch. 15 §5); its prejacent is that clause ("They can fill up /tmp/"), not the host
        # clause with the aside cut out (review s1202d)
        if not any(t.dep_ in ("nsubj", "nsubjpass", "expl") for t in inner):
            return None
        words = inner
    core = _clause_core(
        clause,
        words,
        keep=trig.head if trig.head.i != clause.i else None,
        frames=_frame_adjuncts(clause) | _restricting_frames(clause),
    )
    if core is None:
        return None
    if inner is not None:
        core = [t for t in core if t.i in {w.i for w in inner}]
    core = _without_attention_marker(core)
    core = _without_appended_at_that(core, focus)
    last = next((t for t in reversed(core) if not t.is_punct), None)
    if last is not None and (last.dep_ == "cc" or last.pos_ == "CCONJ"):
        # never end a draft on a coordinator ("... remained in the program and."): half a
        # coordination is no clause (blind review #11, twenty-second pass)
        return None
    if _noun_phrase_cut_at_comma(core, doc):
        return None
    return Draft(_sentence(_clause_text(shared + core, doc[0])), True, "only:prejacent")


def _noun_phrase_cut_at_comma(core: list[Token], doc: Doc) -> bool:
    """The draft keeps a determiner + adjective noun phrase whose words after a comma it drops:
    "issued for the current, released stable distribution" -> "issued for the current".
    Adjectives separated by a comma before a noun are coordinated premodifiers of one noun
    phrase (Quirk et al. 1985 §7.18 on coordinated premodifiers; §17.123 on commas between
    them), and a determiner + adjective with no noun is a noun phrase only in the generic
    "the rich" use (§7.23); when the parser reads the next premodifier as a verb conjunct
    ("released"/VBD) the draft stops at the comma, inside the noun phrase, and states a
    headless fragment (blind review s1204r, pattern 4). A comma followed by words the draft
    keeps ("for the poor, the sick and the old") is a real list and stays."""
    kept = {t.i for t in core}
    for tok in core:
        if tok.tag_ not in ("JJ", "JJR", "JJS") or tok.dep_ not in _NOUN_PHRASE_SLOTS:
            continue
        if any(k.pos_ in ("NOUN", "PROPN") for k in tok.children):
            continue
        if not any(k.dep_ == "det" for k in tok.children):
            continue
        nxt = tok.i + 1
        if nxt + 1 < len(doc) and doc[nxt].text == "," and nxt + 1 not in kept:
            return True
    return False


#: Dependency slots of a noun phrase head (an adjective in one is a headless noun phrase).
_NOUN_PHRASE_SLOTS = frozenset({"pobj", "dobj", "nsubj", "nsubjpass", "attr", "appos"})


def _corrected_negative_conjunct(conj: Token) -> Token | None:
    """ "This is a debt, because you are not given the car, but only lent it": the negated
    clause right before a subjectless "but" conjunct that the parser hung on a clause higher
    up. "not X but (only) Y" is the corrective coordination (Quirk et al. 1985 §13.41 on "but"
    after a negative clause; McCawley 1991 on contrastive negation): "but" coordinates the
    conjunct with the negated predicate next to it, whose subject and auxiliary it shares, not
    with the clause that predicate is subordinate to ("This lent it", blind review s1204s
    pres-009). The negated clause (an adverbial or complement clause of the conjunct's head,
    ending right before "but" and its comma), or None."""
    head = conj.head
    cc = next(
        (k for k in head.children if k.dep_ == "cc" and k.lower_ == "but" and k.i < conj.i), None
    )
    if cc is None or any(not t.is_punct for t in conj.doc[cc.i + 1 : conj.left_edge.i]):
        return None
    for k in head.children:
        if (
            k.dep_ in ("advcl", "ccomp")
            and head.i < k.i < cc.i
            and all(t.is_punct for t in conj.doc[k.right_edge.i + 1 : cc.i])
            and any(n.dep_ == "neg" for n in k.children)
            and _has_subject(k)
        ):
            return k
    return None


def _operators_shared_after_but(host: Token, conj: Token) -> list[Token] | None:
    """The auxiliaries of ``host`` that its subjectless conjunct ``conj`` shares, for the draft
    to state with the shared subject: "The lid is not glued but only clipped on" -> "The lid is
    clipped on". A conjunct with no operator of its own shares the first one's (Quirk et al.
    1985 §13.46), but after the corrective "not X but Y" the negation is the first conjunct's
    alone: it is what "but" corrects (McCawley 1991; Quirk et al. 1985 §13.41), so it is left
    out. After another coordinator the negation is shared as well ("is not glued and only
    clipped"): no draft, as before. None also for an operator before the subject (a question:
    no declarative order to copy)."""
    subj = _subject(host)
    ops = [k for k in host.children if k.dep_ in ("aux", "auxpass") and k.i < host.i]
    if subj is None or any(k.i < subj.i for k in ops):
        return None
    if not _selected_by_operators(conj, ops):
        # "will preset the defaults and requires X": a finite conjunct has a tense of its own
        # and shares no operator (Quirk et al. 1985 §13.46), only the subject
        return []
    negated = any(k.dep_ == "neg" for k in host.children)
    but = any(
        k.dep_ == "cc" and k.lower_ == "but" and host.i < k.i < conj.i for k in conj.head.children
    )
    if negated and not but:
        return None
    return ops


def _selected_by_operators(conj: Token, ops: list[Token]) -> bool:
    """Whether the verb form of ``conj`` is the one the operators ``ops`` select, so that it can
    share them: a participle after passive "be" or perfect "have", a base form after a modal or
    "do" (Quirk et al. 1985 §3.54 on the verb phrase: each auxiliary selects the form of the
    next verb). The tagger reads a participle that has the past form ("held", "lent") as a past
    tense, so VBD counts as a participle after "be"/"have"; a present "-s" form never does."""
    if not ops:
        return False
    last = max(ops, key=lambda t: t.i)
    if last.lemma_ in ("be", "have"):
        return conj.tag_ in ("VBN", "VBD")
    return conj.tag_ == "VB"


def _shared_auxiliary(clause: Token, conj: Token) -> bool:
    """Whether ``clause`` has an auxiliary, modal or negation that its verb conjunct ``conj``,
    without one of its own, shares (Quirk et al. 1985 §13.46 on ellipsis of the operator)."""
    mine = ("aux", "auxpass", "neg")
    return any(k.dep_ in mine for k in clause.children) and not any(
        k.dep_ in ("aux", "auxpass") for k in conj.children
    )


def _verb_conjunct_holding(trig: Token, clause: Token) -> Token | None:
    """The verb conjunct of ``clause`` (a ``conj`` child, VERB or AUX) whose words hold "only"
    ``trig``, or None."""
    for k in clause.children:
        if (
            k.dep_ == "conj"
            and k.pos_ in ("VERB", "AUX")
            and k.left_edge.i <= trig.i <= k.right_edge.i
        ):
            return k
    return None


def _shared_right_dependent(trig: Token, clause: Token, conj: Token) -> bool:
    """ "Values are created and inspected only by calls to the functions": two bare verbs
    coordinated before one dependent, which the parser hangs on the last verb only. A phrase
    after coordinated verbs that have no dependents of their own is shared by both (right-node
    raising: Huddleston & Pullum 2002 ch. 15 §4.4; Quirk et al. 1985 §13.86), so the domain of
    "only" is the whole coordination (Rooth 1992) and its prejacent keeps both verbs: "Values
    are created and inspected by calls to the functions", not "Values are created" (review
    s1204g pres-015/028, IMPPRES §3 on faithful presupposition drafts). True when nothing but
    the coordinator lies between the verbs and "only" follows the last one directly."""
    doc = clause.doc
    between = [t for t in doc[clause.i + 1 : conj.i] if t.dep_ != "cc" and t.text != ","]
    if between or not any(t.dep_ == "cc" for t in doc[clause.i + 1 : conj.i]):
        return False
    return trig.i == conj.i + 1 and not any(k.i < conj.i for k in conj.children)


#: Prenominal dependents: a word with one of these on its left heads a noun phrase.
_NOUN_PHRASE_LEFT_DEPS = frozenset({"det", "compound", "amod", "poss", "nummod", "prep"})


def _gapped_object_conjunct(focus: Token) -> bool:
    """ "C+- supports information hiding and, among friend classes only, rumour sharing": the
    conjunct "only" is in, hung on the verb as its conjunct, is a noun phrase (a noun with a
    determiner, modifier or fronted phrase on its left), not a verb phrase: the second conjunct
    of a gapped clause, "[C+- supports] rumour sharing among friend classes", with its verb
    ellipted under identity with the first (Quirk et al. 1985 §13.92 on gapping; Ross 1970;
    Huddleston & Pullum 2002 ch. 15 §4.2). "She sings and only dances" (a bare "dances", the
    tagger's noun for a verb) is a verb phrase and keeps its own draft."""
    return (
        focus.tag_ in ("NN", "NNS", "NNP", "NNPS")
        and not any(t.pos_ in ("VERB", "AUX") for t in focus.subtree)
        and any(k.dep_ in _NOUN_PHRASE_LEFT_DEPS and k.i < focus.i for k in focus.children)
    )


def _restored_gapped_prejacent(trig: Token, focus: Token, verb: Token, doc: Doc) -> Draft | None:
    """The prejacent of "only" in a gapped conjunct, with the ellipted verb restored from the
    first conjunct (gapping deletes the verb and its auxiliaries under identity, Quirk et al.
    1985 §13.92, so restoring them is the conjunct's own clause): subject, the first conjunct's
    auxiliaries and verb, then the conjunct's noun phrase, with a phrase fronted before it (and
    its comma) put back after it in the unmarked order of the clause (Quirk et al. 1985 §8.19
    on the end position of adjuncts): "C+- supports rumour sharing among friend classes". A
    verb with a particle, an indirect object or a clausal complement has more than a head to
    restore, and a subject the parse does not give leaves nothing to state: no draft (s1204f
    pres-011)."""
    if any(k.dep_ in ("prt", "dative", "ccomp", "xcomp") for k in verb.children):
        return None
    subj = _subject(verb)
    if subj is None or subj.i > verb.i:
        return None
    auxes = [k for k in verb.children if k.dep_ in ("aux", "auxpass", "neg") and k.i < verb.i]
    if any(k.i < subj.i for k in auxes):
        return None  # a question or inversion: the order is not the declarative one
    fronted = [k for k in focus.children if k.dep_ == "prep" and k.i < focus.i]
    skip = {trig.i}
    for k in fronted:
        skip.update(t.i for t in k.subtree)
    head_words = [t for t in focus.subtree if t.i not in skip and not t.is_punct]
    if not head_words:
        return None
    tail = [t for k in fronted for t in k.subtree if t.i != trig.i and not t.is_punct]
    parts = [
        _clause_text(list(subj.subtree), doc[0]),
        _text(auxes + [verb]),
        _text(head_words),
    ]
    if tail:
        parts.append(_text(tail))
    return Draft(_sentence(" ".join(parts)), True, "only:gapped_prejacent")


def _comma_spliced_before(k: Token, clause: Token) -> bool:
    """ "There is no OSPF EGP, OSPF is an IGP only": a finite clause with its own subject before
    a comma, hung on the clause that holds "only" (ccomp/parataxis), is a comma splice, two
    independent clauses (Quirk et al. 1985 App. III.13; Huddleston & Pullum 2002 ch. 20 §5), not
    a complement: the host already has its complement (an object, predicative or adjective), so
    the first clause fills no slot of it. "Only" scopes over its own clause, and the prejacent
    is that clause alone ("OSPF is an IGP"), which a question or conditional on the second
    clause does not extend to the first (review s1204d). A fronted reported clause ("The server
    was down, she said") is the object of its verb and stays."""
    doc = clause.doc
    return (
        k.i < clause.i
        and k.dep_ in ("ccomp", "parataxis")
        and k.right_edge.i + 1 < len(doc)
        and doc[k.right_edge.i + 1].text == ","
        and _has_subject(k)
        and is_finite_clause(k)
        and any(x.dep_ in ("dobj", "attr", "acomp", "oprd") for x in clause.children)
    )


def _cleft_with_only(trig: Token, clause: Token) -> Token | None:
    """The cleft clause (the relative clause on the pivot) when "only" is on the pivot of an
    it-cleft: "It is only people of small moral stature who have to stand on their dignity".
    The cleft contributes the existential presupposition of its clause ("Someone has to stand
    on their dignity", the ``clefts`` candidate; Delin 1992; Huddleston & Pullum 2002 ch. 16
    §9), while "only" on the pivot presupposes its prejacent, the sentence without "only" and
    without the cleft, "People of small moral stature have to stand on their dignity" (Horn
    1969; Rooth 1992: the prejacent is the proposition with the focus in place). Deleting "only"
    alone leaves the cleft "It is X who ...", which asserts that X and no other has the
    property: the exhaustive claim "only" itself made, not its presupposition."""
    if clause.lemma_ != "be" or not any(
        k.dep_ in ("nsubj", "expl") and k.lower_ == "it" and k.i < clause.i for k in clause.children
    ):
        return None
    pivot = trig.head
    if pivot.head.i != clause.i or pivot.dep_ not in ("attr", "npadvmod", "dobj", "acomp"):
        return None
    # the parser may hang the cleft clause on a noun inside the pivot ("only men of great
    # courage who ..." on "courage"): the clause closing the pivot phrase is the cleft's
    return next(
        (
            k
            for k in pivot.subtree
            if k.dep_ == "relcl" and k.i > pivot.i and k.right_edge.i == pivot.right_edge.i
        ),
        None,
    )


def _declefted_prejacent(trig: Token, rel_clause: Token, doc: Doc) -> Draft | None:
    """ "It is only X who/that VP" -> "X VP": the pivot in the gap of a subject-gap cleft
    clause (``_cleft_with_only``). The relative word takes its antecedent's number (Huddleston &
    Pullum 2002 ch. 12 on relative clauses), so the verb of the clause already agrees with X. An object or adjunct gap
    ("It is only music that I love") would need X moved into the gap: no draft (the brief's
    rule: drop what cannot be built right)."""
    pivot = trig.head
    rel = next(
        (k for k in rel_clause.children if k.lower_ in RELATIVE_WORDS and k.i < rel_clause.i),
        None,
    )
    if rel is None or rel.dep_ not in ("nsubj", "nsubjpass"):
        return None
    body = [t for t in rel_clause.subtree if t.i != rel.i]
    inside = {t.i for t in rel_clause.subtree}
    head_words = [t for t in pivot.subtree if t.i != trig.i and t.i not in inside]
    if not body or not head_words or body[-1].i + 1 < len(doc) - 1:
        # material after the cleft clause (", she said", a second clause) is not placed
        return None
    return Draft(_sentence(_text(head_words + body)), True, "only:prejacent:cleft")


#: Modals of obligation: "X should/must only be used for Y" restricts what is permitted
#: (``_deontic_only``).
#: "shall" is left out: it is also the prophetic/future "shall" ("she shall only fall into a
#: deep sleep"), whose prejacent holds (Quirk et al. 1985 §4.50).
DEONTIC_ONLY_MODALS = frozenset({"should", "must", "ought"})


def _deontic_only(trig: Token, clause: Token) -> bool:
    """ "They should only be used for testing", "You must only run it as root": "only" under a
    modal of obligation. The sentence obliges the exclusion ("should not be used for anything
    but testing"), it does not oblige the prejacent: "They should be used for testing" is
    neither entailed nor presupposed (the deontic reading of "only" under necessity modals:
    von Fintel & Iatridou 2007 on "only have to" vs "have to only"; Horn 1969's prejacent is
    the scope of "only", which here is below the modal). The draft that deletes "only" would
    assert a new obligation: none (review s1202d). "need only / only need to" (the sufficiency
    modal) keeps its draft."""
    return any(
        c.dep_ == "aux" and c.lower_ in DEONTIC_ONLY_MODALS and c.i < trig.i
        for c in clause.children
    )


def _bracket_around(trig: Token, words: list[Token]) -> list[Token] | None:
    """The words strictly inside the brackets that enclose ``trig`` when the bracketed stretch
    is in ``words`` and does not start the clause (an aside inside the clause), else None."""
    ids = [t.i for t in words]
    opened = next((t for t in reversed(words) if t.i < trig.i and t.text in ("(", ")")), None)
    closed = next((t for t in words if t.i > trig.i and t.text in ("(", ")")), None)
    if opened is None or opened.text != "(" or closed is None or closed.text != ")":
        return None
    if opened.i == ids[0]:
        return None
    return [t for t in words if opened.i < t.i < closed.i]


#: Imperatives and warnings that open a sentence before a comma and address the hearer
#: ("Beware, ...", "Note, ...", "Careful, ..."): attention signals (Quirk et al. 1985 §11.41
#: on imperatives as discourse markers; Biber et al. 1999 §14.3.1 on attention getters).
ATTENTION_MARKERS = frozenset(
    {"beware", "note", "careful", "caution", "warning", "attention", "remember", "nb", "look",
     "listen", "notice", "mind"}
)  # fmt: skip


def _without_attention_marker(core: list[Token]) -> list[Token]:
    """``core`` without an opening attention marker and its comma ("Beware, this logfile
    contains ..." -> "This logfile contains ..."): the marker is a speech act addressed to the
    hearer, not part of the proposition the draft states (review s1202d)."""
    words = [t for t in core if not t.is_punct or t.text == ","]
    if (
        len(words) > 2
        and words[0].lower_ in ATTENTION_MARKERS
        and words[1].text == ","
        and words[0].i == words[0].doc[0].i
    ):
        return [t for t in core if t.i > words[1].i]
    return core


def _without_appended_at_that(core: list[Token], focus: Token) -> list[Token]:
    """The prejacent without an appended "and (ADV) at that" after the focus ("It sells only
    used books and cheaply at that" -> "It sells used books"). "and ... at that" adds a further
    assertion about the same predication ("at that" = "moreover, into the bargain"): it is an
    appended, reduced coordinate clause ("and it sells them cheaply"; Quirk et al. 1985 §13.98
    on appended afterthoughts), outside the focus of "only", so it is no part of the prejacent
    (Horn 1969: "only" presupposes its prejacent and asserts the exclusion) and, being
    asserted, does not project from a conditional, question or negation."""
    words = [t for t in core if not t.is_punct]
    if len(words) < 3 or [t.lower_ for t in words[-2:]] != ["at", "that"]:
        return core
    at = words[-2]
    cc = next(
        (t for t in reversed(words[:-2]) if t.lower_ in ("and", "but") and t.i > focus.i), None
    )
    if cc is None or not all(t.pos_ == "ADV" for t in words if cc.i < t.i < at.i):
        return core
    start = cc.i - 1 if cc.i > 0 and cc.doc[cc.i - 1].text == "," else cc.i
    return [t for t in core if not start <= t.i <= words[-1].i]


def _partitive_count(trig: Token) -> bool:
    """ "only" on the cardinal of a partitive's set ("one of only two ports", "among only five
    women"): "only" excludes larger numbers (Horn 1969; Kennedy 2015 on the exact reading of
    bare numerals), and its prejacent with the bare numeral ("The town is one of two ports on
    the coast") is still read exactly, "there are two, and it is one": the clause's at-issue
    membership claim with the exclusive count, which a conditional or question does not commit
    to (blind review s1130y, rubric d). Deleting "only" does not isolate a presupposition
    here: no draft."""
    num = trig.head
    if num.tag_ != "CD" or num.dep_ != "nummod":
        return False
    prep = num.head.head if num.head.dep_ == "pobj" else None
    if prep is None or prep.lower_ not in ("of", "among"):
        return False
    return prep.lower_ == "among" or prep.head.lower_ == "one" or prep.head.tag_ == "CD"


#: Time adverbs that set the reference time of the clause they front ("Today, only two
#: remain"; Quirk et al. 1985 §8.51-8.54 on time-position adjuncts).
FRAME_TIME_ADVERBS = frozenset({"today", "now", "currently", "nowadays"})
#: Named-entity types of a place frame ("In Europe, only two species survive").
FRAME_PLACE_ENTITIES = frozenset({"GPE", "LOC"})
#: Prepositions of place position before a name ("In Norway,", "Across Europe,"; Quirk et al.
#: 1985 §9.15-9.24).
FRAME_PLACE_PREPS = frozenset({"in", "across", "throughout", "within", "outside"})


def _frame_adjuncts(clause: Token) -> set[int]:
    """The fronted dependents of ``clause`` that set its time or place frame: a PP whose object
    is a date, a period or a place ("As of 2018,", "By 1900,", "In Europe,"), a bare time NP
    ("Last year,") or a time adverb ("Today,"). A frame adjunct before the subject scopes over
    the rest of the clause, "only" included (Quirk et al. 1985 §8.17 on the scope of fronted
    adjuncts, §8.51 on time position): the prejacent holds within the frame, and without it a
    pluperfect or "the preceding 100 years" is left with no reference time (Reichenbach 1947;
    blind review s1130o, rubric c). So the "only" draft keeps it ("As of 2018, two fatalities
    had been documented"), where other fronted adjuncts go (``_clause_core``)."""
    subj = next((k for k in clause.children if k.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    if subj is None:
        return set()
    out: set[int] = set()
    for k in clause.children:
        if k.i >= subj.left_edge.i:
            break
        if k.dep_ == "prep":
            objs = [t for t in k.subtree if t.dep_ == "pobj"]
            # the first object is the frame's own ("As of 2018", "In the spring of 1990")
            place = objs and (
                objs[0].ent_type_ in FRAME_PLACE_ENTITIES
                # without NER: a name after a place preposition ("In Norway,")
                or (objs[0].tag_ == "NNP" and k.lower_ in FRAME_PLACE_PREPS)
            )
            framed = objs and (
                _time_noun(objs[0])
                or place
                or _indexed_stage(objs[0])
                or _setting_noun_frame(k, objs[0])
            )
            if framed or _fronted_partitive(k):
                out.add(k.i)
        elif (k.dep_ == "npadvmod" and _time_noun(k)) or (
            k.dep_ == "advmod" and k.lower_ in FRAME_TIME_ADVERBS and not _discourse_now(k)
        ):
            out.add(k.i)
    return out


#: Subordinators of a fronted condition: "if", "unless", and the conditional "when(ever)"/"once"
#: of a generic or instruction text (Quirk et al. 1985 §15.33-15.35 on conditional clauses,
#: §15.25 on "when" shading into "if"; Lewis 1975 on "if/when"-clauses as restrictors).
CONDITION_SUBORDINATORS = frozenset({"if", "unless", "when", "whenever", "once"})

#: Nouns naming an operating state of a device or program, whose fronted "in" phrase ("In
#: reconcile mode,") is a condition on the clause ("when it is in reconcile mode"): Quirk et al.
#: 1985 §8.17 on fronted adjuncts, §9.35 "in" of state.
STATE_FRAME_NOUNS = frozenset({"mode"})


def _restricting_frames(clause: Token) -> set[int]:
    """The fronted conditions of ``clause`` that its "only" prejacent must keep: an "if",
    "unless" or conditional "when" clause before the subject ("If enabled, the export only
    lists X"), and an "in" phrase naming an operating mode ("In compact mode, only one row is
    shown"). The clause is asserted only in the cases its antecedent picks out: a conditional
    presupposes "if A, P" for its consequent's presupposition P (Karttunen 1973 filtering;
    Heim 1983), and the restrictor of an "if/when" clause bounds the situations the consequent
    speaks of (Lewis 1975; Kratzer 1986). Without the frame the draft states P
    unconditionally, a claim the sentence does not make (blind review s1204p: both such "only"
    drafts rejected, "neutral for the wrong reason"). Stop 77, pr156."""
    subj = next((k for k in clause.children if k.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    if subj is None:
        return set()
    out: set[int] = set()
    for k in clause.children:
        if k.i >= subj.left_edge.i:
            break
        if k.dep_ == "advcl" and any(
            m.dep_ in ("mark", "advmod")
            and m.lower_ in CONDITION_SUBORDINATORS
            and m.i == k.left_edge.i
            and (m.dep_ == "mark" or m.tag_ == "WRB")
            for m in k.children
        ):
            # the parser hangs a clause-initial "when(ever)" on its clause's verb as a wh-adverb
            # (advmod/WRB), not as a marker; it is the same subordinator (Quirk et al. 1985
            # §14.12, §15.25), so the condition stays (blind review s1204s pres-052)
            out.add(k.i)
        elif k.dep_ == "prep" and k.lower_ == "in":
            obj = next((t for t in k.children if t.dep_ == "pobj"), None)
            if obj is not None and (
                obj.lemma_.lower() in STATE_FRAME_NOUNS or _case_condition(obj)
            ):
                out.add(k.i)
        elif k.dep_ == "prep" and k.lower_ == "with" and k.i == k.sent.start:
            # "With the default values, only X ...": a clause-initial "with" phrase is an
            # implicit condition or means ("if the values are the defaults"; Quirk et al. 1985
            # §15.35 on implicit conditions, §9.48 "with" of instrument) that bounds the cases
            # the clause speaks of (blind review s1204t pres-008, pres-019; stop 78, pr161)
            out.add(k.i)
        elif k.dep_ == "advmod" and k.lower_ in ANAPHORIC_CONDITIONS:
            # "Else, you will get X only": "else/otherwise" is an anaphoric conditional, "if
            # not (the case just named)" (Quirk et al. 1985 §8.137, §15.35; blind review s1204t
            # pres-003; stop 78, pr161)
            out.add(k.i)
    return out


#: Adverbs that stand for a condition given in the context ("otherwise" = "if not so"): Quirk et
#: al. 1985 §8.137 (conjuncts of inference/condition), §15.35 on implicit conditions.
ANAPHORIC_CONDITIONS = frozenset({"else", "otherwise"})


def _case_condition(obj: Token) -> bool:
    """ "In that case,", "In most cases,", "In such a case,": a fronted "in" + "case(s)" phrase
    names the circumstance, or the share of circumstances, that the clause holds in, i.e. an
    anaphoric condition or a quantifier over cases (Quirk et al. 1985 §15.35; Lewis 1975 on
    adverbs of quantification restricting cases). Not "in any case", a concessive conjunct
    that restricts nothing (Quirk et al. 1985 §8.137 "in any case" = "anyhow")."""
    if obj.lemma_.lower() != "case":
        return False
    dets = [c.lower_ for c in obj.children if c.dep_ in ("det", "amod", "predet")]
    return bool(dets) and "any" not in dets


#: WordNet lexicographer files of concrete settings: places, artefacts (a device, a cache, a
#: building) and natural objects, whose inside a fronted "in/within" phrase makes the frame of
#: the clause (``_setting_noun_frame``).
SETTING_LEXNAMES = frozenset({"noun.location", "noun.artifact", "noun.object"})


def _setting_noun_frame(prep: Token, obj: Token) -> bool:
    """A fronted "in/within" + common-noun phrase whose noun names a concrete setting (first
    WordNet sense a place, an artefact or an object: ``SETTING_LEXNAMES``): "In a write-back
    cache it is only written to memory when ...", "In most towns the shops only open on
    weekdays". A fronted space adjunct is a setting adjunct that scopes over the whole clause
    (Quirk et al. 1985 §8.17 on the scope of initial adjuncts, §8.45-8.48 on position and
    setting adjuncts), so it restricts what the prejacent claims; without it the draft is a
    bare unrestricted claim the sentence did not make. Not a phrase with a determinerless
    singular noun ("In fact", "In practice", "In addition": fixed adverbial idioms, Quirk
    §8.90), and not a name (``FRAME_PLACE_ENTITIES`` and the name rule handle those)."""
    if prep.lower_ not in ("in", "within", "inside") or obj.pos_ != "NOUN":
        return False
    if obj.tag_ == "NN" and not any(k.dep_ in ("det", "poss") for k in obj.children):
        return False
    return first_sense_lexname(obj.lemma_.lower(), "NOUN") in SETTING_LEXNAMES


def _fronted_partitive(prep: Token) -> bool:
    """ "Of the above storage media, only hard disks are fixed, the rest being removable": a
    fronted "of" + definite plural PP set off by a comma is a partitive that names the set the
    subject is taken from (Quirk et al. 1985 §5.9, §8.17 on the scope of fronted adjuncts;
    Huddleston & Pullum 2002 ch. 5 §9.3 on partitive "of"). It restricts the domain of the
    clause, and an anaphor such as "the rest" or "the others" is read against it, so the
    prejacent without it leaves "the rest" with no antecedent (review s1202z)."""
    if prep.lower_ != "of" or prep.i != prep.sent.start:
        return False
    obj = next((t for t in prep.children if t.dep_ == "pobj"), None)
    if obj is None or obj.tag_ not in ("NNS", "NNPS"):
        return False
    doc = prep.doc
    end = obj.right_edge.i
    comma = doc[end].text == "," or (end + 1 < len(doc) and doc[end + 1].text == ",")
    definite = any(c.dep_ in ("det", "poss") and c.lower_ != "a" for c in obj.children)
    return comma and definite


def _indexed_stage(obj: Token) -> bool:
    """ "At experience level 1,", "In version 2,", "On turn 5,": a fronted PP whose object is a
    noun indexed by a numeral names a point on a scale of stages, which restricts the
    situation the clause describes as a time frame does (Maienborn 2001 on frame-setting
    modifiers, which restrict the topic situation and scope over the whole clause; Quirk et
    al. 1985 §8.17). Without it the prejacent claims more than the sentence takes for granted
    ("Level 1 spells are available to you" for "At level 1, only level 1 spells are ...")."""
    return obj.pos_ in ("NOUN", "PROPN") and any(
        c.dep_ == "nummod" and c.i > obj.i and c.tag_ == "CD" for c in obj.children
    )


#: Attention-getting imperatives that the discourse marker "now" opens ("Now look, ...", "Now
#: listen, ..."): Schiffrin 1987 ch. 8 (the marker "now" shifts the talk to what the speaker
#: says next); Quirk et al. 1985 §8.137 note on "now" as a conjunct.
ATTENTION_VERBS = frozenset({"look", "listen", "see", "wait", "hey", "come"})


def _discourse_now(tok: Token) -> bool:
    """Whether "now" before a clause is the discourse marker, not the time adverb: followed by a
    comma ("Now, there's one problem") or by an attention-getting imperative ("Now look, ...").
    The marker orders the talk, not the situation (Schiffrin 1987 ch. 8), so it sets no time
    frame and a draft leaves it out (blind review s1201m: "Now there's one problem though")."""
    if tok.lower_ != "now" or tok.i + 1 >= len(tok.doc):
        return False
    nxt = tok.doc[tok.i + 1]
    return nxt.text == "," or nxt.lower_ in ATTENTION_VERBS


#: Prepositions that place something in a ranking relative to another ("second behind only the
#: United States", "ranks after only Tokyo", "second only to Paris").
RANKING_PREPS = frozenset({"behind", "after", "below", "beneath", "to", "trailing"})


def _ranking_pp(trig: Token, clause: Token) -> bool:
    """ "only" on the object of a ranking preposition in a clause with a ranking word (an
    ordinal or a superlative): "became the second-largest market behind only the United
    States". "only" associates with its own constituent (Rooth 1992; Beaver & Clark 2008 ch. 10):
    what it excludes is any other rival ahead in the ranking, and what it presupposes is that
    the named one is ahead. Deleting "only" gives back the whole clause, the at-issue ranking,
    which does not project from a conditional, question or negation (blind review s1130o): no
    prejacent draft."""
    pobj = trig.head
    prep = pobj.head if pobj.dep_ == "pobj" else pobj if pobj.dep_ == "prep" else None
    if prep is None or prep.lower_ not in RANKING_PREPS or prep.dep_ != "prep":
        return False
    if pobj.dep_ == "pobj" and (_time_noun(pobj) or any(k.dep_ == "nummod" for k in pobj.children)):
        return False  # "after only two seasons": a time measure, no rival in a ranking
    inside = {t.i for t in prep.subtree}

    def ranking(t: Token) -> bool:
        return t.tag_ in ("JJS", "RBS") or t.ent_type_ == "ORDINAL" or t.lower_ in RANK_ORDINALS

    return any(t.i not in inside and ranking(t) for t in clause.subtree)


#: Ordinals of a rank below the first ("second only to", "the third-largest", which the parse
#: may split and leave without an entity type).
RANK_ORDINALS = frozenset({"second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"})


#: Subordinators of contrast and concession (Quirk et al. 1985 §15.45-15.50).
CONTRASTIVE_SUBORDINATORS = frozenset({"whereas", "although", "though"})


#: Heads of a subject that names the rest of a set ("others", "the rest"): the alternatives.
_ALTERNATIVE_HEADS = frozenset({"others", "rest", "remainder"})


def _alternatives_subject(clause: Token) -> bool:
    """The clause's subject names the other members of a set ("while others are acronyms",
    "while the rest are fixed", "whereas other entries ..."). A "while" clause whose subject
    is the set's remainder draws a contrast between parallel subjects (Quirk et al. 1985
    §15.50 on contrastive "while"/"whereas"), even without a comma; beside "only" it states
    what holds of the focus's alternatives, the exclusive (asserted) part of "only", not its
    prejacent (Horn 1969; Beaver & Clark 2008 ch. 10), so the draft leaves it out (blind
    review s1204r: the kept "while"-clause made the draft non-entailed under a modal)."""
    subj = next((k for k in clause.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None:
        return False
    if subj.lower_ in _ALTERNATIVE_HEADS:
        return True
    return subj.pos_ == "NOUN" and any(
        k.lower_ == "other" and k.dep_ == "amod" for k in subj.children
    )


def _peripheral_clauses(clause: Token) -> set[int]:
    """Indices of a contrastive or concessive adverbial clause after the verb ("depends only on
    light, whereas the four-wave mixing depends on atoms"; "..., although ...", "..., while
    imports fell") with its comma. Such clauses are peripheral (Haegeman 2004: they add a
    separate proposition, outside the scope of the host clause's operators; Quirk et al. 1985
    §15.50), so "only"'s prejacent is the host clause alone; copying the contrast into the draft
    states more than "only" presupposes (blind reviews, twenty-fifth pass). A contrastive
    "while" needs a comma and a subject of its own ("left while she slept" is temporal)."""
    out: set[int] = set()
    doc = clause.doc
    for k in clause.children:
        if k.dep_ != "advcl" or k.i < clause.i:
            continue
        mark = next((m for m in k.children if m.dep_ == "mark"), None)
        if mark is None or mark.i != k.left_edge.i or mark.i == 0:
            continue
        comma = doc[mark.i - 1].text == ","
        contrast = mark.lower_ in CONTRASTIVE_SUBORDINATORS or (
            mark.lower_ == "while" and comma and _has_subject(k)
        )
        # ", for they alone turned to X", ", because ...": a reason clause set off by a comma
        # is a separate assertion that justifies the host clause (Quirk et al. 1985 §13.19 on
        # the coordinator "for", §15.45 on reason clauses; Haegeman 2004: comma-set "because"
        # is peripheral), so the prejacent does not state it (blind review s1202n)
        reason = mark.lower_ in ("for", "because") and comma and _has_subject(k)
        if (contrast or reason) and comma:
            out.update(t.i for t in k.subtree)
            out.add(mark.i - 1)
        elif mark.lower_ in ("while", "whereas") and _alternatives_subject(k):
            out.update(t.i for t in k.subtree)
    for k in clause.children:
        # the same coordinator "for" misparsed as a preposition: a nominative pronoun cannot
        # be the object of a preposition (Quirk et al. 1985 §6.3 on case), so ", for they ..."
        # opens a clause, which runs to the end of the host clause
        pobj = next((c for c in k.children if c.dep_ == "pobj"), None)
        if (
            k.dep_ == "prep"
            and k.lower_ == "for"
            and k.i > clause.i
            and doc[k.i - 1].text == ","
            and pobj is not None
            and pobj.i == k.i + 1
            and pobj.lower_ in NOMINATIVE_PRONOUNS
        ):
            end = clause.right_edge.i
            while end > k.i and doc[end].is_punct:
                end -= 1
            out.update(range(k.i - 1, end + 1))
    return out


def _verb_conjunct(focus: Token, clause: Token) -> bool:
    """``focus`` (the word "only" modifies) is a subjectless conjunct of the clause's verb, right
    after its coordinator ("sings and only dances"): one VP conjunct, whose prejacent leaves the
    other conjunct out (Rooth 1992: "only" associates with a focus in its own c-command
    domain, the conjunct it is attached to)."""
    return (
        focus.dep_ == "conj"
        and focus.head.i == clause.i
        and focus.i > clause.i
        and not _has_subject(focus)
        and clause.pos_ in ("VERB", "AUX")
        and any(k.dep_ == "cc" and clause.i < k.i < focus.i for k in clause.children)
    )


def _verb_conjunct_above(focus: Token, clause: Token) -> Token | None:
    """The subjectless VP conjunct of ``clause`` that contains ``focus`` lower down ("scan the
    surface and pick up only a single source": "only" on the object of "pick"): the conjunct
    is the domain of "only" (Rooth 1992), as for a focus that is the conjunct itself
    (``_verb_conjunct``). The innermost such conjunct of a chain ("stockpile ..., bring ...
    and finish it in only one turn": "finish"); None when ``focus`` is in no such conjunct, or
    when the first conjunct has an auxiliary, a modal or a negation, which every conjunct shares
    ("You can stockpile ... and finish it in only one turn": "You finish it" drops "can")."""
    if any(k.dep_ in ("aux", "auxpass", "neg") for k in clause.children):
        return None
    cur = focus.head
    while cur.i != clause.i and cur.head.i != cur.i:
        if cur.pos_ in ("VERB", "AUX") and cur.dep_ == "conj":
            root = cur
            while root.dep_ == "conj" and root.head.i != root.i:
                root = root.head
            if root.i == clause.i and _verb_conjunct(cur, cur.head):
                return cur
            return None
        cur = cur.head
    return None


#: Words whose presence on the way from an excluded conjunct up to "only"'s clause makes it
#: downward entailing there (a condition, a time-before or "without" frame, a relative that
#: restricts a noun): dropping a conjunct inside one would strengthen the draft.
_DOWNWARD_MARKERS = frozenset({"if", "unless", "before", "until", "without", "whether"})


def _negated_focus_conjuncts(focus: Token, trig: Token) -> set[int]:
    """The words of a negated or substitutive conjunct after "only", with its coordinator:
    "only in the evenings and not on a regular basis", "only applies when X, and not when Y",
    "only lets you undo the whole thing rather than the single steps". The "not" conjunct, or
    the "rather than" one (a quasi-coordinator of exclusion, Quirk et al. 1985 §13.36), names
    an alternative and denies it: it restates what "only" excludes, the at-issue part, while
    only the prejacent projects (Horn 1969; Rooth 1992; Beaver & Clark 2008 ch. 9-10). And
    "X and not Y" entails X, so leaving the conjunct out never makes the draft stronger than
    the prejacent: the draft is a consequence of it wherever the conjunct stands, except in a
    downward-entailing spot (an "if"/"before"/"without" clause, a relative clause, under a
    negation), where it stays (``_DOWNWARD_MARKERS``). Every such conjunct after ``trig`` (the
    "only") in ``focus``'s subtree counts (blind review s1205a pres-004 and s1204z pres-056:
    the contrast kept, "asserts the exclusion"; stop 81, pr169). A plain conjunct ("only in
    the evenings and on weekends") is part of the focus and stays."""
    drop: set[int] = set()
    doc = focus.doc
    candidates = [
        k
        for k in focus.subtree
        if k.dep_ == "conj" and k.i > trig.i and k.head.i >= trig.i and _upward_path(k.head, focus)
    ]
    for conj in candidates:
        first = doc[conj.left_edge.i]
        negated = first.lower_ in ("not", "never") or (
            first.dep_ == "neg" and first.head.i == conj.i
        )
        substitute = (
            conj.left_edge.i >= 2
            and (doc[conj.left_edge.i - 2].lower_, doc[conj.left_edge.i - 1].lower_)
            in SUBSTITUTIVE_MARKERS
        )
        if not (negated or substitute):
            continue
        start = conj.left_edge.i - (2 if substitute and not negated else 0)
        while start - 1 > max(conj.head.i, trig.i) and (
            doc[start - 1].dep_ == "cc" or doc[start - 1].text == ","
        ):
            start -= 1
        drop.update(range(start, conj.right_edge.i + 1))
    for prep in focus.subtree:
        # "keeps the red channel rather than the blue one" with "than" parsed as a
        # preposition (or as a coordinator holding its noun): the same substitutive phrase,
        # from "rather" to the phrase's end
        if (
            prep.dep_ in ("prep", "cc")
            and prep.i > trig.i + 1
            and (doc[prep.i - 1].lower_, prep.lower_) in SUBSTITUTIVE_MARKERS
            and prep.right_edge.i > prep.i
            and _upward_path(prep.head, focus)
        ):
            start = prep.i - 1
            if doc[start - 1].text == ",":
                start -= 1
            drop.update(range(start, prep.right_edge.i + 1))
    return drop


def _upward_path(tok: Token, top: Token) -> bool:
    """Whether every word from ``tok`` up to (not including) ``top`` leaves a conjunct of
    ``tok`` in an upward-entailing spot: no relative clause or clausal subject on the way,
    no negation, no subordinator or preposition of ``_DOWNWARD_MARKERS`` (Ladusaw 1980 on
    downward-entailing contexts)."""
    cur = tok
    while cur.i != top.i:
        if cur.dep_ in ("relcl", "acl", "csubj", "csubjpass") or cur.lower_ in _DOWNWARD_MARKERS:
            return False
        if any(
            k.dep_ in ("neg", "mark", "advmod")
            and k.lower_ in _DOWNWARD_MARKERS | {"not", "n't", "never"}
            for k in cur.children
        ):
            return False
        if cur.head.i == cur.i:
            return False
        cur = cur.head
    return True


def _conjunct_of_inner_coordinator(clause: Token, conj: Token) -> bool:
    """The coordinator just before the conjunct ``conj`` of ``clause`` hangs on a word inside
    the clause, not on the clause's verb ("patients who both remained in the program and also
    attended": "and" on "remained", "attended" on "included"): the parser split one
    coordination, whose second conjunct belongs with the coordinator's head, so it stays in
    the prejacent (Quirk et al. 1985 §13.5: a coordinator links the conjuncts it stands
    between)."""
    doc = conj.doc
    i = conj.left_edge.i - 1
    while i > clause.i and doc[i].dep_ in ("advmod", "punct") and doc[i].text != ",":
        i -= 1
    cc = doc[i]
    return (
        i > clause.i
        and cc.dep_ == "cc"
        and cc.head.i != clause.i
        and cc.head.i in {t.i for t in clause.subtree}
        and cc.head.head.i != conj.i
    )


#: WordNet lexicographer files of nouns whose genitive is not a possessor: event, act and state
#: nominals take the genitive as an argument ("Obama's presidency", "the senator's death": the
#: subject of the event, Grimshaw 1990 *Argument Structure* ch. 3; Barker 1995 *Possessive
#: Descriptions* ch. 2), so "X has a presidency/death/control" is not the presupposition a
#: reader recognises (IMPPRES's possessed-definite nouns are objects, people, animals, groups).
NON_POSSESSION_LEXNAMES = frozenset(
    {
        "noun.act",
        "noun.event",
        "noun.state",
        "noun.attribute",
        "noun.time",
        "noun.cognition",
        "noun.feeling",
        "noun.process",
        "noun.phenomenon",
        "noun.relation",
        "noun.motive",
    }
)


def _abstract_possessum(noun: Token) -> bool:
    """The possessed noun's first two WordNet senses (the most frequent, WordNet orders senses
    by tagged frequency) are events, acts, states or attributes: a noun with a concrete sense
    among them ("lights": phenomenon, then artifact) may be owned."""
    if noun.pos_ not in ("NOUN",):
        return False
    # "the country's politics": a noun in -ics is singular and noncount in a plural form (Quirk
    # et al. 1985 §5.77, "-ics" nouns), which the tagger lemmatises to a "politic" that WordNet
    # lacks; its senses are those of the form as written (politics.n.01 noun.relation "social
    # relations involving authority", review s1202e: "The country has politics" is unnatural).
    # A person's politics are their opinions (politics.n.03 "the opinion you hold with respect to
    # political questions"), which one has: IMPPRES "That actor has politics" keeps its draft
    synsets = wordnet().synsets(noun.lemma_.lower(), "n")
    if not synsets and not _person_possessor(noun):
        synsets = wordnet().synsets(noun.lower_, "n")
    synsets = synsets[:2]
    if synsets and all(s.lexname() in NON_POSSESSION_LEXNAMES for s in synsets):
        return True
    if synsets and _quality(synsets[0]):
        return True
    if noun.tag_ != "NNS" and _event_reading_dominant(noun.lemma_.lower()):
        # a plural is a count (result) use, which complex event nominals lack ("the family's
        # possessions"; Grimshaw 1990 ch. 3); a concrete sense among the three most frequent
        # names a product that can be owned ("Helen's painting"), as below
        senses = wordnet().synsets(noun.lemma_.lower(), "n")[:3]
        if not any(s.lexname() in ("noun.artifact", "noun.object") for s in senses):
            return True
    if not synsets or not _event_nominal(noun.lemma_.lower(), synsets[0]):
        return False
    # a concrete sense among the three most frequent ("print", "drawing", "story", "work"): the
    # noun may name the product, which can be owned ("Helen has a print")
    senses = wordnet().synsets(noun.lemma_.lower(), "n")[:3]
    return not any(s.lexname() in ("noun.artifact", "noun.object") for s in senses)


#: WordNet lexicographer files of event readings of a nominalization: acts, events and processes.
EVENT_READING_LEXNAMES = frozenset({"noun.act", "noun.event", "noun.process"})


def _verb_sources(
    lemma: str, senses: list[Any], lexnames: frozenset[str] | None = None
) -> set[str]:
    """The verbs WordNet derives the noun ``lemma`` from: the derivational pointers from its own
    lemma in ``senses`` (those filed under ``lexnames`` only, when given) to verb senses."""
    return {
        rel.name().lower()
        for s in senses
        if lexnames is None or s.lexname() in lexnames
        for lem in s.lemmas()
        if lem.name().lower() == lemma
        for rel in lem.derivationally_related_forms()
        if rel.synset().pos() == "v"
    }


def _sense_count(synset: Any, lemma: str) -> int:
    """How often ``lemma`` was tagged with ``synset`` in SemCor (``Lemma.count()``)."""
    return sum(lem.count() for lem in synset.lemmas() if lem.name().lower() == lemma)


def _event_reading_dominant(lemma: str) -> bool:
    """The noun is a suffixed nominalization whose event reading is its most frequent one in
    WordNet's tagged sense frequencies (``Lemma.count()``, from SemCor). Suffixed: some sense is
    derived from a verb of another form ("formation" < "form", "expansion" < "expand"); a
    zero-derived noun ("project", "attack", "show") is a result or simple event nominal, which
    takes no argument genitive (Grimshaw 1990 *Argument Structure* ch. 3). Event reading: the
    summed count of its act, event and process senses (WordNet splits one reading, "the act of
    forming", over several synsets: 4 + 4) is at least the count of every other single sense
    ("a formation" of troops, 7) and not zero. The genitive of such a noun is the event's subject
    or object ("the institute's formation" = the institute was formed; Quirk et al. 1985
    §5.116-5.118 on subjective and objective genitives), not a possessor, so "The institute had
    a formation" misstates the presupposition. A noun whose concrete or group reading is the
    frequent one keeps its draft ("the country's government": group 100 vs act 7; "the town's
    building": artifact 48 vs act 4)."""
    senses = wordnet().synsets(lemma, "n")
    if not _verb_sources(lemma, senses) - {lemma}:
        return False
    event, other = 0, [0]
    for s in senses:
        count = _sense_count(s, lemma)
        if s.lexname() in EVENT_READING_LEXNAMES:
            event += count
        else:
            other.append(count)
    return event > 0 and event >= max(other)


#: WordNet lexicographer files of things one can own or have as a relation: the concrete files,
#: people and groups, places. A noun whose most frequent sense is filed here ("building",
#: "collection", "government") reads as a possessum first, whatever its event senses.
OWNABLE_LEXNAMES = frozenset(
    {
        "noun.artifact", "noun.object", "noun.possession", "noun.food", "noun.substance",
        "noun.plant", "noun.animal", "noun.body", "noun.person", "noun.group", "noun.location",
    }
)  # fmt: skip


#: WordNet 3.0 roots of inalienable qualities: abilities ("intelligence", "talent", "skill")
#: and attributes ("honesty", "beauty", "courage"). "The boy's intelligence" does not take for
#: granted that an intelligence exists: a quality of its bearer is no possessed referent (Barker
#: 1995 ch. 2 on relational vs. sortal possessa; blind review #3, nineteenth pass).
QUALITY_SYNSETS = frozenset({"ability.n.02", "attribute.n.02"})


def _quality(synset: Any) -> bool:
    """The noun's first sense is an ability or attribute (``QUALITY_SYNSETS``)."""
    return synset.lexname() == "noun.attribute" or any(
        h.name() in QUALITY_SYNSETS for h in synset.closure(lambda x: x.hypernyms())
    )


#: WordNet hypernyms of communication nouns that are events: utterances, spoken and auditory
#: communication, speech acts (a scream, a speech, a refusal, a promise). Written texts, messages
#: and names (written_communication, message, language_unit: a report, a letter, a name) are
#: products or labels one can have.
SPOKEN_EVENT_SYNSETS = frozenset(
    {"auditory_communication.n.01", "speech_act.n.01", "utterance.n.01"}
)
#: WordNet files the directive "request" (request.n.01: a request, a demand, a petition) as a
#: message, not a speech act, though its sibling sense (request.n.02) is one: a directive is a
#: speech act (Searle 1976 "A classification of illocutionary acts"), and its genitive names who
#: made it ("the paper's request for comment" = the paper requested comment; Grimshaw 1990 ch. 3),
#: so "The paper has a request" misstates the presupposition (blind reviews, stop 36).
DIRECTIVE_SYNSETS = frozenset({"request.n.01"})


#: WordNet 3.0 roots of the contents of speech acts: statements ("description", "declaration",
#: "announcement", "explanation", "definition", "agreement", "portrayal") and proposals
#: ("proposal", "recommendation").
SAID_CONTENT_SYNSETS = frozenset({"statement.n.01", "proposal.n.01"})
#: WordNet 3.0 roots of said content that exists only as someone's saying, zero-derived or not:
#: remarks (remark.n.01: "comment", "observation", "mention", "wisecrack") and advice
#: (advice.n.01). Unlike a claim, an answer or a plan, which one can "have" before or without
#: uttering it, a remark is the product of the act of remarking and nothing else, so its
#: genitive is always the speaker (a subjective genitive, Quirk et al. 1985 §5.116: "the
#: senator's remarks" = the senator remarked), and "have" is no paraphrase of it (Barker 1995
#: ch. 2; Partee & Borschev 2003 on which relations "have" expresses): "*The mayor had remarks".
UTTERED_CONTENT_SYNSETS = frozenset({"remark.n.01", "advice.n.01"})


def _said_content(noun: Token) -> bool:
    """The possessed noun is a suffixed nominalization of a verb of saying whose most frequent
    WordNet sense is a statement or proposal (``SAID_CONTENT_SYNSETS``): "the senator's
    descriptions of his brother", "the company's proposals for a pay cut", "the ministry's
    statement". The genitive of such a noun is the subject of the saying (a subjective
    genitive: "the company's proposal" = the company proposed; Quirk et al. 1985 §5.116-5.118;
    Grimshaw 1990 *Argument Structure* ch. 3), not an owner, so "The company had proposals"
    states a possession nobody recognises (Barker 1995 ch. 2: "have" paraphrases only the
    possessive relations a genitive can carry as ownership or kinship). Suffixed: some sense
    of the lemma is derived from a verb of another form ("describe", "propose", "state"), as
    in ``_event_reading_dominant``; a zero-derived noun ("claim", "answer") and a text or
    message ("paper", "name") keep their drafts, except remarks and advice
    (``UTTERED_CONTENT_SYNSETS``), which are said content whatever their form, and a person's
    letter, thanks or apology (``_authored_message``)."""
    if noun.pos_ != "NOUN":
        return False
    lemma = noun.lemma_.lower()
    synsets = wordnet().synsets(lemma, "n")
    if not synsets:
        return False
    first = synsets[0]
    above = {first.name()} | {h.name() for h in first.closure(lambda x: x.hypernyms())}
    if above & UTTERED_CONTENT_SYNSETS:
        return True
    if not above & SAID_CONTENT_SYNSETS:
        return False
    return bool(_verb_sources(lemma, synsets) - {lemma})


def _event_nominal(lemma: str, first: Any) -> bool:
    """``lemma``'s most frequent WordNet sense names an event: an act or event derived from a
    verb (a "+" derivational pointer from that sense's lemma to a verb: "visit", "arrival"), or
    a communication that is an utterance or speech act (``SPOKEN_EVENT_SYNSETS``: "scream",
    "speech", "refusal"). The genitive of an event nominal names the event's agent, not an owner
    ("Mr. Reed's screams" = Mr. Reed screamed; Grimshaw 1990 *Argument Structure* ch. 3;
    Barker 1995 *Possessive Descriptions* ch. 2), so "Mr. Reed has screams" states nothing a
    reader recognises. "her letter", "his name", "the report" name things one has."""
    if first.lexname() == "noun.communication":
        above = {first.name()} | {h.name() for h in first.closure(lambda x: x.hypernyms())}
        return bool(above & (SPOKEN_EVENT_SYNSETS | DIRECTIVE_SYNSETS))
    if first.lexname() not in ("noun.act", "noun.event"):
        return False
    return bool(_verb_sources(lemma, [first]))


#: WordNet synsets of works someone authors or performs: literary, dramatic and musical
#: compositions, films, and ``work.n.02`` (a published product: "a book"); and the written
#: works WordNet files beside them under writing.n.02 / text.n.01: essays, the words of a song
#: (lyric.n.01) and written reports (report.n.01). Their genitive is Quirk et al.'s (1985
#: §5.116) genitive of origin, the author ("the minister's report" = the minister wrote/made the
#: report, as Quirk's "the general's letter"), which "have" does not paraphrase. Pictures,
#: prints and paintings (``art.n.01``) are objects people own and hang: IMPPRES's possessed
#: definites have "Carlos has a painting", "These teenagers had pictures" (but see
#: ``CREATOR_SYNSETS``).
AUTHORED_WORK_SYNSETS = frozenset(
    {
        "literary_composition.n.01",
        "dramatic_composition.n.01",
        "musical_composition.n.01",
        "music.n.01",
        "movie.n.01",
        "work.n.02",
        "essay.n.01",
        "lyric.n.01",
        "report.n.01",
        # accounts told (stop 48, pr55): an account or memoir (history.n.02), a
        # description (not narrative.n.01, which holds "story": IMPPRES "Diana's story"). Their genitive is the teller, the AGENTIVE one (Pustejovsky 1995 ch. 6;
        # Barker 1995 ch. 2, a lexical, not relational, possessive; Quirk §5.116 genitive of
        # origin), so "Ann has an account" (read as a bank account) misstates it. Letters kept
        # their draft (a text one has: twenty-eighth pass) until stop 83: a person's letter
        # names its sender (``_authored_message``)
        "history.n.02",
        "description.n.01",
        # literary genres (stop 49, pr57): drama.n.03 (comedy, tragedy, farce, melodrama)
        # and poetry.n.01, under writing_style.n.01. A genre noun with a genitive is
        # the possessor's body of work in that genre ("the director's caustic comedy" = the
        # comedy the director made), the AGENTIVE relation (Pustejovsky 1995 ch. 6; Barker 1995
        # ch. 2, a lexical possessive; Quirk §5.116 genitive of origin), not ownership. Not
        # writing_style.n.01 itself nor prose.n.01, which hold articles, columns and papers:
        # "X has an article (in the Standard)" is idiomatic for a published piece, and a
        # periodical has the articles it prints (a kept "Newsweek has a cover story")
        "drama.n.03",
        "poetry.n.01",
    }
)
#: WordNet 3.0 roots of people whose occupation is making works: creators (creator.n.02: artist,
#: painter, sculptor, photographer, composer, songwriter, architect) and writers (writer.n.01:
#: author, poet, novelist, lyricist). When such a possessor's noun names the kind of thing it
#: makes (a picture, a piece of art, a text), the agent noun's own relation to it is the one the
#: genitive carries: "the painter's paintings", "the poet's verses" are works by them
#: (Pustejovsky 1995 ch. 6, the AGENTIVE quale; Quirk et al. 1985 §5.116 genitive of origin).
CREATOR_SYNSETS = frozenset({"creator.n.02", "writer.n.01"})
#: WordNet 3.0 roots of the things a creator makes: art (art.n.01: paintings, sculpture,
#: statues), visual representations (representation.n.02: pictures, sketches, photographs); a
#: creator's communications (noun.communication: verses, songs, letters) count too.
CREATION_SYNSETS = frozenset({"art.n.01", "representation.n.02"})


def _creator_work(owner: Token, first: Any) -> bool:
    """``owner`` is a common noun for a maker of works (``CREATOR_SYNSETS``) and ``first``, the
    possessed noun's sense, is the kind of thing such a maker makes (``CREATION_SYNSETS`` or a
    communication). A name ("Sabrina's sketches") is left alone: nothing in the sentence says
    whether Sabrina drew or owns them, and IMPPRES reads such possessives as ownership."""
    if owner.pos_ != "NOUN":
        return False
    makers = wordnet().synsets(owner.lemma_.lower(), "n")
    if not makers:
        return False
    above = {makers[0].name()} | {h.name() for h in makers[0].closure(lambda x: x.hypernyms())}
    if not above & CREATOR_SYNSETS:
        return False
    if first.lexname() == "noun.communication":
        return True
    made = {first.name()} | {h.name() for h in first.closure(lambda x: x.hypernyms())}
    return bool(made & CREATION_SYNSETS)


def _superlative(noun: Token) -> bool:
    """The possessed noun has a superlative modifier ("the world's most innovative airplanes",
    "the city's tallest building"): the genitive is the superlative's comparison class, not a
    possessor (Szabolcsi 1986, Heim 1999 on superlatives; "the tallest building in the city"),
    and the draft "The world had most innovative airplanes" states nothing a reader accepts.
    A person's superlative relation stays ("his best friend" -> "He had a best friend": a
    relational noun, Barker 1995), but only a singular person noun with an inflected superlative:
    a superlative takes definite determination, and "a best friend", "an eldest son" are the
    lexicalised exceptions (Huddleston & Pullum 2002 ch. 6 §4.4; Quirk et al. 1985 §7.83), while
    "a most precious resource", "*most respected leaders" (which reads as intensive "very") and
    "a best cutlery" are no English. The parse has no named entities, so "America's", "Iraq's"
    count as persons: the possessed noun decides (presupposition forty-first pass)."""
    owner = next((k for k in noun.children if k.dep_ == "poss"), None)
    if owner is None:
        return False
    # a superlative on a compound modifier belongs to the whole nominal ("the military's
    # [latest [powered [infantry exoskeleton]]]", parsed with "latest" under "infantry": review
    # s1202j, "*has a latest powered infantry exoskeleton")
    mods = [*noun.children, *(g for k in noun.children if k.dep_ == "compound" for g in k.children)]
    for k in mods:
        if k.dep_ != "amod":
            continue
        # "most/least" or an -est adverb in a compound adjective ("fastest-growing": Quirk et
        # al. 1985 §7.84) makes an analytic superlative
        analytic = any(g.lower_ in ("most", "least") or g.tag_ == "RBS" for g in k.children)
        if not (k.tag_ == "JJS" or analytic):
            continue
        if _is_person(owner) and not analytic and _relational_person(noun):
            continue
        return True
    return False


#: WordNet 3.0 root of professions (profession.n.02: journalism, law, medicine, architecture,
#: ...). A profession noun with a genitive names the possessor's practice of it ("the
#: reporter's journalism" = the journalism the reporter did), the agentive relation of an
#: activity to its agent (Barker 1995 ch. 2; Partee & Borschev 2003 on "have", which expresses
#: no such relation): "The reporter had journalism" misstates the presupposition (stop 49, pr57).
PROFESSION_SYNSETS = frozenset({"profession.n.02"})


def _practised_profession(noun: Token) -> bool:
    """One of the possessed noun's two most frequent WordNet senses is a profession
    (``PROFESSION_SYNSETS``): "Kim's journalism", whose first sense is the print media but whose
    genitive can only be the practitioner's. No draft."""
    if noun.pos_ != "NOUN":
        return False
    for s in wordnet().synsets(_wordnet_noun_lemma(noun), "n")[:2]:
        above = {s.name()} | {h.name() for h in s.closure(lambda x: x.hypernyms())}
        if above & PROFESSION_SYNSETS:
            return True
    return False


#: Stop 83, pr175: what the possessor is to the noun decides whether "X has/had N" states what
#: the genitive presupposes. Possession is not one relation (Barker 1995 *Possessive
#: Descriptions* ch. 2: lexical relations of relational nouns, kin and parts, vs extrinsic,
#: pragmatic ones; Partee & Borschev 2003): "have" paraphrases ownership, kinship and social
#: relations, part-whole of things, and groups (IMPPRES's and NOPE's possessive items are of
#: these kinds). A person's feelings and perceptions are neither: the genitive names their
#: experiencer (Grimshaw 1990 ch. 3 on psych nominals), and every sentient possessor has
#: feelings and sensations, so "The lady had sensations" is true by the meaning of "lady" and
#: tests nothing (review s1205j: both such drafts rejected as trivial), as a body part's draft
#: is. The class is read off the noun's first (most frequent) WordNet sense, the best guess of
#: the sense in running text without word-sense disambiguation (McCarthy et al. 2004): a
#: feeling (noun.feeling) or a cognitive process (noun.cognition under process.n.02:
#: "sensation", "taste", "sense", "attention"), of a person possessor (``_person_possessor``:
#: a personal pronoun, a PERSON name, a person noun; an untyped name may be a program's).
#: Thought contents ("goal", "plan", "opinion": content.n.05) are contingent and keep the draft
#: ("your opponents' goal": 3 of 3 kept over the judged slices s1204o-s1205j). Mining only:
#: ``presupposition_tense=imppres`` reproduces IMPPRES, whose generated items take every
#: possessed noun as an existence trigger.
EXPERIENCE_SYNSETS = frozenset({"process.n.02"})
#: Smells, whose first WordNet sense is a perception ("perfume" = aroma.n.02) although in a
#: genitive they name what the possessor wears or gives off ("Delphine's perfume": Quirk et
#: al. 1985 §5.116, a genitive of origin), not what the possessor perceives: drafted as before
#: (the pin of stop 50, tests/test_embedding_stop50.py, found at integration).
EMITTED_SYNSETS = frozenset({"smell.n.01"})


def _experienced_possessum(noun: Token) -> bool:
    """A person's feeling or perception ("the lady's sensations", "Anna's fears"): trivially
    had (see the block comment above). No draft."""
    if noun.pos_ != "NOUN" or not _person_possessor(noun):
        return False
    lemma = _wordnet_noun_lemma(noun)
    lexname = first_sense_lexname(lemma, "NOUN")
    return lexname == "noun.feeling" or (
        lexname == "noun.cognition"
        and first_sense_under(lemma, "NOUN", EXPERIENCE_SYNSETS)
        and not first_sense_under(lemma, "NOUN", EMITTED_SYNSETS)
    )


#: Stop 84, pr178: a person's possessum that names the state of being with the person: the
#: WordNet synset company.n.03 "the state of being with someone" (company, companionship,
#: fellowship, society). "Mr. Wickham's society" / "the pleasure of her company" is the
#: companionship the possessor gives, a relation of the possessor to others (Barker 1995 ch. 2,
#: a relational state, not a possessed thing), and the draft "X had a society / a company"
#: reads the noun in its group sense (society.n.01, company.n.01: an association, a firm), a
#: different and false statement (review s1205m: "Mr. Wickham had a society", rejected for the
#: wrong sense). The noun need not be read in this sense first: with a person possessor the
#: group sense is the one "have" picks, so the draft cannot be trusted either way.
COMPANIONSHIP_SYNSETS = frozenset({"company.n.03"})


def _state_plural_possessum(noun: Token) -> bool:
    """A person's plural possessum with a sense of its own that names the person's state,
    disposition or doing ("Harriet's tears" = her weeping, "Fanny's spirits" = her mood, "his
    wits", "her pains" = her effort): a plural with a special sense (Quirk et al. 1985 §5.80;
    Huddleston & Pullum 2002 ch. 5 §3.2; ``wordlists/presupposition_plural_state_nouns.txt``),
    which "X had tears / spirits / pains" reads in another sense (drops of fluid, liquor, bodily
    pain) or as nothing a reader accepts (review s1205m: "Harriet had tears" x2, "Fanny had
    spirits" x2, none kept). A list, not WordNet's lexicalised plurals: those include games and
    idioms ("cards", "numbers", "days" = a life, "values"), whose possessive drafts are the
    ordinary count plural ("They have default values"). A body part keeps its flagged draft
    (``_inalienable``: "nerves"), and a thing's plural is no person's state."""
    if noun.pos_ != "NOUN" or noun.tag_ != "NNS" or not _personal_genitive(noun):
        return False
    if noun.lower_ not in word_set("presupposition_plural_state_nouns"):
        return False
    return not _inalienable(noun)


def _personal_genitive(noun: Token) -> bool:
    """The possessor is a person (``_person_possessor``, ``_is_person``) or a name that is no
    place: the tagger gives "Fanny" the type ORG and "Elinor" none, and a mood, a weeping or
    one's company is had by a person, so the noun makes the name a person's (as a body part
    does in ``_inalienable``, a letter in ``_authored_message``); "France's society" is a
    people's, the group sense "have" states."""
    owner = next((k for k in noun.children if k.dep_ == "poss"), None)
    if owner is None:
        return False
    if _person_possessor(noun) or _is_person(owner):
        return True
    return owner.pos_ == "PROPN" and owner.ent_type_ not in ("GPE", "LOC", "NORP", "FAC")


def _companionship_possessum(noun: Token) -> bool:
    """One person's "society", "companionship", "fellowship" (a noun with a sense in
    ``COMPANIONSHIP_SYNSETS``): the possessor's companionship, which the draft "X had a
    society" misreads as an association. No draft. A plural possessor keeps it ("their
    society" = the society a people forms, society.n.01, which "They had a society" states),
    and so does a noun whose first sense is an organisation (under organization.n.01: "Musk's
    company" is first a firm, which a person can have; "company" as companionship is left)."""
    if noun.pos_ != "NOUN" or not _personal_genitive(noun):
        return False
    owner = next(k for k in noun.children if k.dep_ == "poss")
    if owner.tag_ in ("NNS", "NNPS") or owner.lower_ in ("their", "our"):
        return False
    lemma = _wordnet_noun_lemma(noun)
    if first_sense_under(lemma, "NOUN", ("organization.n.01",)):
        return False  # a firm a person owns or runs: "Musk had a company" states it
    return any(s.name() in COMPANIONSHIP_SYNSETS for s in _synsets(lemma, "NOUN"))  # memoised


def _wordnet_noun_lemma(noun: Token) -> str:
    """The noun's lemma as WordNet lists it. The tagger strips the "-s" of nouns that are plural
    in form and singular in use ("politics" -> "politic", "economics", "ethics": Quirk et al.
    1985 §5.74, nouns in -ics), a lemma WordNet has no noun for; its surface form then is the
    lemma (stop 49, pr57). Used for professions only: ``_abstract_possessum`` keeps the
    tagger's lemma, as IMPPRES drafts "That actor has politics" (possessed_definites_existence)."""
    lemma = noun.lemma_.lower()
    if (
        lemma != noun.lower_
        and not wordnet().synsets(lemma, "n")
        and wordnet().synsets(noun.lower_, "n")
    ):
        return noun.lower_
    return lemma


def _relational_person(noun: Token) -> bool:
    """A singular noun whose first WordNet sense is a person ("friend", "son", "rival"): the
    relational nouns whose superlative a person possessor can have ("her eldest son")."""
    if noun.tag_ != "NN":
        return False
    synsets = wordnet().synsets(noun.lemma_.lower(), "n")
    return bool(synsets) and synsets[0].lexname() == "noun.person"


def _authored_work(noun: Token) -> bool:
    """``noun`` names a work (its most frequent WordNet sense is, or falls under,
    ``AUTHORED_WORK_SYNSETS``: "story" is first a narrative one tells, not a composition) and its possessor can be an author (a person, a name or an
    organisation): the genitive then most often names the work's author or performer, the
    AGENTIVE role of the noun (Pustejovsky 1995 *The Generative Lexicon* ch. 6; Barker 1995
    ch. 2 on lexically licensed possessive relations), which "have" does not express ("Jost's
    1990 film" -> not "Jost had a 1990 film"; "Ann's novel" -> not "Ann had a novel"). A
    place or institution that keeps works owns them ("the museum's paintings" -> "The museum
    has paintings")."""
    if noun.pos_ != "NOUN":
        return False
    owner = next((k for k in noun.children if k.dep_ == "poss"), None)
    if owner is None or (owner.pos_ == "NOUN" and _non_agent(owner)):
        return False
    if _authored_message(noun, owner):
        return True  # "Mr. Collins had a letter": the sender, not an owner (stop 83, pr176)
    synsets = wordnet().synsets(noun.lemma_.lower(), "n")
    # a plural is a count use: a first sense that is an activity ("work", noun.act, a mass
    # noun: "*works of the day") is not what "her works" means (Quirk et al. 1985 §5.3 on count
    # and noncount senses); the first other sense is. A singular in the activity sense ("her
    # work at the hospital") is an act nominal, no possession either (Grimshaw 1990 ch. 3), so
    # both readings of "Beethoven's work" leave "Beethoven had a work" without a sense
    synsets = [s for s in synsets if s.lexname() != "noun.act"]
    if not synsets:
        return False
    names = {synsets[0].name()} | {h.name() for h in synsets[0].closure(lambda x: x.hypernyms())}
    if "prose.n.01" in names and (_person_possessor(noun) or _is_person(owner)):
        # "A.K. Dewdney's articles": a person's prose piece (an article, a column) is one they
        # wrote, the AGENTIVE relation (Barker 1995 ch. 2 on lexical possessives; Quirk et al.
        # 1985 §5.116 genitive of origin), and "Dewdney has articles" misstates it (review
        # s1204d). A periodical's articles are the ones it prints ("The magazine has articles"),
        # which "have" states, so only a person possessor loses the draft (a name the run's
        # parse gives no entity type counts as one, ``_is_person``)
        return True
    return bool(names & AUTHORED_WORK_SYNSETS) or _creator_work(owner, synsets[0])


#: Stop 83, pr176: WordNet 3.0 roots of the messages a person sends: letters (letter.n.01 "a
#: written message addressed to a person or organization": letters, notes, epistles,
#: invitations), thanks (thanks.n.01) and apologies (apology.n.01). With a person possessor the
#: genitive names the sender, the genitive of origin (Quirk et al. 1985 §5.116: "the general's
#: letter" = the letter the general wrote; Barker 1995 ch. 2, a lexical, AGENTIVE relation,
#: Pustejovsky 1995 ch. 6), and "have" names ownership, so "Mr. Collins had a letter" says he
#: held one, not that he wrote it (judged over s1204o-s1205j: 0 of 6 such drafts kept, "Mr.
#: Collins had a letter", "Her nephew had a letter" x2, "Elinor had thanks"; the judges' note:
#: "misstates a possessive that names the author"). Narrow roots, not message.n.01/.n.02,
#: which hold what one holds or receives rather than sends ("The tenant had a claim", "The
#: user has mail", "password", "credits") and a thing's communications ("GIMP has menus": 15
#: of 22 thing-possessor communication drafts kept). Answers stay (``_said_content``: one can
#: have an answer before giving it).
AUTHORED_MESSAGE_SYNSETS = frozenset({"letter.n.01", "thanks.n.01", "apology.n.01"})


def _authored_message(noun: Token, owner: Token) -> bool:
    """A person's letter, thanks or apology (``AUTHORED_MESSAGE_SYNSETS``, first WordNet sense):
    the genitive names the sender, which "have" does not say. The possessor is a person or a
    name (the tagger gives "Elinor" no entity type or a wrong one; an organisation's letter is
    sent by it as well); a place or institution that keeps letters has them ("The post office
    had letters")."""
    if not (_person_possessor(noun) or _is_person(owner) or owner.pos_ == "PROPN"):
        return False
    return first_sense_under(_wordnet_noun_lemma(noun), "NOUN", AUTHORED_MESSAGE_SYNSETS)


#: WordNet synsets whose hyponyms are inalienable parts of a body ("shoulder", "chest" =
#: thorax.n.02, "eye", "lap"): hair, beards and blood are not under them ("Lee has a beard" says
#: something).
BODY_PART_SYNSETS = frozenset({"body_part.n.01", "body.n.01"})
#: Modifiers that only locate a body part ("her left shoulder"): the draft stays trivial.
#: "other" is one of them: it picks the remaining member of a set the possessor already has
#: ("the lawman's other arm" = the arm that is not the one just mentioned) and is anaphoric to
#: that mention (Huddleston & Pullum 2002 ch. 5 §9.4 on "other" as a comparative determinative
#: of difference; Quirk et al. 1985 §6.57), so it describes nothing, and its draft "X had another
#: arm" even reads as a third arm (stop 47, pr53).
LOCATING_MODIFIERS = frozenset(
    {"left", "right", "upper", "lower", "own", "front", "whole", "other"}
)
#: Participles of posture and body-part gesture on a body part ("Roberts' sprawled right thigh",
#: "her outstretched hand", "his clenched fist"): the verbs of assuming a position and of
#: gestures with a body part (Levin 1993 §50 "assuming a position": sprawl, stretch, bend, bow,
#: hunch; §40.3.2 "crane" verbs: clench, cross, fold, raise, purse, arch) give the part's
#: momentary configuration at the time of the event, a stage-level property (Carlson 1977), not
#: a kind of part the possessor has. "X had a sprawled thigh" is odd and says nothing the event
#: does not: the participle is left out of the draft, which is then as trivial as "X had a
#: thigh" and flagged ``inalienable-possession`` (stop 47, pr54). Injuries ("broken", "bruised")
#: are lasting states and keep their informative draft.
POSTURE_PARTICIPLES = frozenset(
    {
        "outstretched", "stretched", "upstretched", "sprawled", "splayed", "extended",
        "raised", "upraised", "lifted", "folded", "crossed", "clenched", "bent", "bowed",
        "hunched", "craned", "curled", "cupped", "spread", "outspread", "outflung", "flexed",
        "pursed", "puckered", "arched", "tucked", "upturned", "parted", "poised", "cocked",
    }
)  # fmt: skip


def _posture_participle(k: Token) -> bool:
    """A posture or gesture participle modifying a possessed body part (``POSTURE_PARTICIPLES``)."""
    return k.dep_ == "amod" and k.lower_ in POSTURE_PARTICIPLES


#: General nouns (Halliday & Hasan 1976 ch. 6, "general nouns": "case", "thing", "matter") that
#: "both" counts anaphorically in "in both cases / instances / respects": the set is the two
#: situations the preceding discourse just described (Halliday & Hasan's reiteration by a
#: general noun), so "There were two relevant cases" is satisfied by that text whatever the
#: world is like and tests no projection. The candidate stays (NOPE App. A counts "In both
#: cases" as a trigger), the pair is flagged ``anaphoric-general-noun`` (stop 47, pr54).
GENERAL_NOUNS = frozenset(
    {"case", "instance", "situation", "respect", "occasion", "scenario", "example", "event"}
)
ANAPHORIC_GENERAL_NOUN = "anaphoric-general-noun"
#: Nouns of occasions that "both" counts with no existential wording ("both times"): no draft.
OCCASION_NOUNS = frozenset({"time"})

#: Flag of a possessed-definite draft whose presupposition is trivially satisfied (pipeline/flags.py).
INALIENABLE_POSSESSION = "inalienable-possession"
#: The count of a body's parts as an existential ("There were two hands"): the possessor is
#: lost as well, and judges reject the unanchored count (stop 64, fl27; docs/flags.md). A defect,
#: where ``inalienable-possession`` ("The Lady had eyes") is a warning.
INALIENABLE_COUNT = "inalienable-count"
#: A bare functional noun of extent ("The tunnels have an area", ``_trivial_extent``): no
#: inalienable possession but an attribute every such possessor has, and the "have" wording
#: reads it as owned. Kept a defect when fl27 made ``inalienable-possession`` a warning:
#: ``ab72`` judged all four such pairs bad ("the tunnels' area" is where the tunnels are).
TRIVIAL_EXTENT = "trivial-extent"
#: Kin terms for a person's parents: kinship is the other class of inalienable possession
#: (Chappell & McGregor 1996), and every person has parents, so "Amber had a mom" is trivially
#: satisfied (blind review s1128y); "Amber's sister" may not exist and keeps its draft.
_PARENT_NOUNS = frozenset(
    {"mother", "father", "mom", "mum", "mommy", "mummy", "dad", "daddy", "parent", "parents"}
)


def _bare_name_noun(noun: Token) -> bool:
    """The possessed noun is a bare singular "name" ("the city's name", "her name"): a name is
    inalienably possessed (Nichols 1988 "On alienable and inalienable possession" and Heine
    1997 *Possession* ch. 1 list "name" with body parts and kin among the nouns languages
    treat as inalienable), and every person, place and institution has one, so "The city has a
    name" is true by the meaning of "city" and tests nothing (blind review s1130o). A
    describing modifier keeps the draft ("the band's new name" -> "The band had a new name")."""
    return (
        noun.lemma_.lower() == "name"
        and noun.tag_ == "NN"
        and not any(k.dep_ in ("amod", "compound", "nummod") for k in noun.children)
    )


def _inalienable(noun: Token) -> bool:
    """ "Colette's shoulder", "the viewer's eyes": a body part of a person or animal is
    inalienable possession (Chappell & McGregor 1996 *The Grammar of Inalienability*; Heine 1997
    *Possession* ch. 1): every person has a shoulder, so "Colette had a shoulder" is trivially
    satisfied and tests nothing. The possessed noun's most frequent WordNet sense is (under)
    ``BODY_PART_SYNSETS`` and the possessor a person or an animal; a describing modifier keeps
    the draft informative ("Lee's broken arm" -> "Lee had a broken arm"). A person's parents
    are inalienable too (``_PARENT_NOUNS``)."""
    owner = next((k for k in noun.children if k.dep_ == "poss"), None)
    if owner is None or noun.pos_ != "NOUN":
        return False
    if _bare_name_noun(noun):
        return True  # "The city has a name": every person and place has one
    # a name owning a body part is a person or an animal whatever the tagger's entity type
    # ("Nathan's thigh" with Nathan tagged ORG); a place's "heart" or "backbone" is no body part
    # and such a figurative draft ("Europe had a backbone") would be no good pair either
    animate = (
        _is_person(owner)
        or owner.pos_ == "PROPN"
        # an owner noun with a person or animal sense ("her subjects' eyes", "the dog's paw")
        or owner.pos_ == "NOUN"
        and any(
            s.lexname() in ("noun.person", "noun.animal")
            for s in wordnet().synsets(owner.lemma_.lower(), "n")
        )
    )
    if not animate:
        return False
    if noun.lemma_.lower() in _PARENT_NOUNS and not any(
        k.dep_ in ("amod", "compound") for k in noun.children
    ):
        return True  # "Amber's mom": everyone has parents (kinship, the other inalienable class)
    if any(
        k.dep_ in ("compound", "nummod")
        or k.dep_ == "amod"
        and k.lower_ not in LOCATING_MODIFIERS
        and not _posture_participle(k)
        and _resultative_participle(k)
        for k in noun.children
    ):
        return False
    first = _usual_senses(wordnet().synsets(noun.lemma_.lower(), "n"))
    if first and first[0].name() in BODILY_CONSTITUENT_SYNSETS:
        return True
    return any(_body_part_sense(s) for s in first)


def _body_part_sense(synset: Any) -> bool:
    """The WordNet synset is (under) ``BODY_PART_SYNSETS``."""
    hypernyms = {h.name() for h in synset.closure(lambda x: x.hypernyms())}
    return synset.name() in BODY_PART_SYNSETS or bool(BODY_PART_SYNSETS & hypernyms)


def idiomatic_body_object(noun: Token) -> bool:
    """ "kick the pirate's butt", "pull the squire's leg", "bust the dwarf's chops": the
    possessed noun of an animate possessor is the direct object
    of a verb of contact (first WordNet sense in verb.contact: kick, pull, bust, whip; Levin
    1993 §18 verbs of contact by impact, whose object in the body-part possessor ascension
    alternation is a body part: "kick the pirate in the butt", Levin §2.12) and the noun has a
    body-part sense, but not among its most frequent ones, where ``_inalienable`` finds the
    literal body parts ("the guard's nose"; "butt" is first a tool's thick end). Read literally, a contact verb on a person's X picks X's body-part sense, an
    inalienable part every person has (Chappell & McGregor 1996), so "The pirate has a butt"
    tests nothing; read as the idiom (kick ass = defeat), the possessive is no referential
    definite at all (Nunberg, Sag & Wasow 1994 on idiomatic phrases: parts of an idiom refer
    to nothing) and presupposes no possession (blind review s1205d): the extractor
    (``extract_possessed_definites``) writes no candidate."""
    owner = next((k for k in noun.children if k.dep_ == "poss"), None)
    if owner is None or noun.dep_ != "dobj" or noun.head.pos_ != "VERB":
        return False
    if not (_is_person(owner) or owner.pos_ == "PROPN"):
        return False
    if first_sense_lexname(verb_lemma(noun.head), "VERB") != "verb.contact":
        return False
    senses = wordnet().synsets(noun.lemma_.lower(), "n")
    if any(_body_part_sense(s) for s in _usual_senses(senses)):
        return False  # a literal body part: ``_inalienable``
    return any(_body_part_sense(s) for s in senses)


def _usual_senses(senses: list[Any]) -> list[Any]:
    """The first WordNet sense when it is a body noun, else the two most frequent: "heart" is
    first the centre of feeling (heart.n.01, noun.cognition) and only second the organ
    (heart.n.02), which "Maria's heart was racing" means; "beard" (noun.body, hair) stays
    informative."""
    return senses[:1] if senses and senses[0].lexname() == "noun.body" else senses[:2]


#: The bodily constituents every person has, in their most frequent WordNet sense: blood
#: (blood.n.01), hair (hair.n.01, the covering, not a single hair), skin (skin.n.01). With body
#: parts and kin they are the core of inalienable possession (Chappell & McGregor 1996 ch. 1;
#: Heine 1997 *Possession* ch. 1 lists "blood" among the inalienables), so "Fred has blood" is
#: true by the meaning of "person" (stop 50, pr60: "Fred has a blood", "The children have a
#: hair" on dev text). Only these synsets, not their hyponyms: "beard" (under hair.n.01) is
#: no part every possessor has and keeps its draft. Stop 50, pr62: tissue (tissue.n.01 "part of
#: an organism consisting of an aggregate of cells") and flesh (flesh.n.01), the body's stuff
#: as blood is, noncount in this sense (Quirk et al. 1985 §5.4): "the organism's own healthy
#: tissue" drafted "*The organism has a healthy tissue" on wikivital dev text.
BODILY_CONSTITUENT_SYNSETS = frozenset(
    {"blood.n.01", "hair.n.01", "skin.n.01", "tissue.n.01", "flesh.n.01"}
)


def _resultative_participle(k: Token) -> bool:
    """A modifier of a body part that names a state the part came into: a past participle
    ("bruised", "broken", "tanned", "bandaged"), the resultative (target-state) adjectival
    passive (Kratzer 2000 "Building statives"; Embick 2004 "On the structure of resultative
    participles in English"). Such a state is an event in the possessor's history, so "Diaz
    had a bruised shoulder" says something the sentence takes for granted. Not a resultative:
    an ordinary adjective of build, size or colour ("Angelo's thin shoulder", "Madden's dark
    face", "Romeo's small body"), which describes the part as every such possessor's body may
    be, so "Angelo had a thin shoulder" is an odd restatement of a trivially satisfied
    existence (Carlson 1977 on individual-level properties; the stop-49 blind review's body-part
    rejects); a present participle ("the man's flailing fist"), a momentary activity like a
    posture (``POSTURE_PARTICIPLES``); and a participle of emotion only ("Pip's frightened
    eyes"), a transferred epithet that describes the possessor's feeling, not the part (Quirk
    et al. 1985 §7.20 note on transferred epithets / hypallage)."""
    if k.tag_ not in ("VBN", "JJ") or not k.lower_.endswith(("ed", "en")):
        return False
    # WordNet's look-up reduces the inflected form to its verb ("bruised" -> bruise)
    lexnames = {s.lexname() for s in wordnet().synsets(k.lower_, "v")}
    return bool(lexnames) and lexnames != {"verb.emotion"}


#: Prepositions that introduce an argument of an event nominal ("the band's return to the arena",
#: "the army's attack on the city", "the firm's move into Asia"): Grimshaw 1990 *Argument
#: Structure* ch. 3 - a complex event nominal takes the verb's arguments, so its genitive is the
#: event's subject, not a possessor.
EVENT_ARGUMENT_PREPS = frozenset({"to", "from", "into", "onto", "against", "on", "at", "toward"})


#: WordNet lexicographer files of measure and attribute nouns: quantities ("the district's water
#: volumes"), attributes ("the Caliph's authority", "the tower's height") and, for a possessor
#: that is no person, sums of money ("the company's revenues", "the firm's profits"). Their
#: genitive names what is measured or the bearer of a property (Barker 1995 *Possessive
#: Descriptions* ch. 2 on non-possessive relational readings), so "The company had revenues" or
#: "The Caliph has an authority" is near-vacuous or unidiomatic; IMPPRES's possessed definites
#: use concrete possessa (Jeretic et al. 2020 §3).
MEASURE_LEXNAMES = frozenset({"noun.quantity", "noun.attribute"})


def _person_possessor(noun: Token) -> bool:
    """The genitive possessor of ``noun`` is a person: a personal possessive ("her", "their";
    not "its"), a PERSON name or a noun whose first sense is a person ("that actor's")."""
    possessor = next((k for k in noun.children if k.dep_ == "poss"), None)
    return possessor is not None and (
        possessor.lower_ in PERSONAL_PRONOUNS
        or possessor.lower_ in ("my", "your", "his", "our", "their")
        or possessor.ent_type_ == "PERSON"
        or first_sense_lexname(possessor.lemma_.lower(), "NOUN") == "noun.person"
    )


def _epithet_possessor(noun: Token) -> bool:
    """ "Alexander the Great's generals", "Pliny the Elder's letters": the possessor is a name
    with an epithet ("the Great"), a single proper name (Huddleston & Pullum 2002 ch. 5 §20 on
    proper names; Quirk et al. 1985 §17.68), and the genitive clitic goes on the whole name
    (the group genitive, Quirk §5.117). The parser makes "the Great" the possessor and hangs
    "Alexander" on the possessed noun, so the draft comes out "The Great had Alexander
    generals" (review s1202e): no draft when a proper name stands right before "the" + a
    capitalised possessor."""
    possessor = next((k for k in noun.children if k.dep_ == "poss"), None)
    if possessor is None or not possessor.is_title or possessor.i < 2:
        return False
    doc = noun.doc
    det, name = doc[possessor.i - 1], doc[possessor.i - 2]
    # "In March the Council's decision": a name that is the object of a preposition or a date
    # is another phrase, not the bearer of the epithet
    return (
        det.lower_ == "the"
        and det.head.i == possessor.i
        and name.pos_ == "PROPN"
        and name.dep_ != "pobj"
        and name.ent_type_ not in ("DATE", "TIME")
    )


def _measure_possessum(noun: Token) -> bool:
    """The possessed noun's most frequent WordNet sense is a quantity or an attribute, or a sum
    of money (``noun.possession``) of a possessor that is no person (``MEASURE_LEXNAMES``)."""
    if noun.pos_ != "NOUN":
        return False
    lex = first_sense_lexname(noun.lemma_.lower(), "NOUN")
    if lex in MEASURE_LEXNAMES:
        return True
    owner = next((k for k in noun.children if k.dep_ == "poss"), None)
    return lex == "noun.possession" and owner is not None and not _is_person(owner)


#: Flag of a possessed-definite draft whose possessor is demonstrative (pipeline/flags.py).
DEICTIC_POSSESSOR = "deictic-possessor"


def _deictic_possessor(noun: Token) -> bool:
    """The possessor has a demonstrative determiner ("that county's name"): it refers back to
    something outside the sentence, and "That county had a name" standing alone has no antecedent
    for "that" (Halliday & Hasan 1976 *Cohesion in English* ch. 2 on demonstrative reference);
    the hypothesis would not be a self-contained sentence."""
    owner = next((k for k in noun.children if k.dep_ == "poss"), None)
    return owner is not None and any(
        k.dep_ == "det" and k.lower_ in DEMONSTRATIVES for k in owner.children
    )


#: Verbs of killing (Levin 1993 §42.1 murder verbs, §42.2 poison verbs that entail death; not
#: "shoot", "stab", "poison", whose victim may live): their object no longer
#: exists after the event.
KILLING_VERBS = frozenset(
    {"kill", "murder", "slay", "assassinate", "execute", "massacre", "slaughter", "butcher",
     "strangle", "behead", "lynch", "smother", "suffocate"}
)  # fmt: skip
#: Event nominals of a death ("the murder of Tom's sister", "the killing of Lee's dog").
#: Verbs whose subject's event ends the subject's relation to a possessor: leaving a group or
#: post, and disappearance (Levin 1993 §51.2 "leave" verbs, §48.2; Quirk et al. 1985 §4.22 on
#: the resultative perfect): "The band's drummer has left" -> "The band had a drummer".
RELATION_ENDING_VERBS = frozenset(
    {
        "leave",
        "quit",
        "resign",
        "retire",
        "depart",
        "die",
        "perish",
        "vanish",
        "disappear",
        "divorce",
    }
)
DEATH_NOMINALS = frozenset(
    {"murder", "killing", "death", "assassination", "execution", "slaying", "massacre"}
)


def _ended_by_event(noun: Token) -> bool:
    """The possessed thing does not outlive the event the sentence reports: the object of a
    verb of killing ("killing Maria's brother"), the subject of "die" ("Tom's dog dies"), or the
    of-object of a death nominal ("the murder of Tom's sister"); other ending verbs ("burns the
    Geats' homes") leave room for what survives and keep the source's tense. Whatever the source's tense (a historical present: "Cade serves
    18 years for killing Maria's brother"), the possession is over: "Maria had a brother", not
    "has" (Musan 1997 on lifetime effects: a predicate of a dead individual takes the past;
    Levin 1993 §42.1, §48.2 for the verb classes)."""
    head = noun.head
    lemma = head.lemma_.lower()
    if not (_is_person(noun) or _animal_noun(noun)):
        # only a living being is killed: the murder verbs select an animate object (Levin 1993
        # §42.1), and "execute the else clause's suite", "the execution of the module's code"
        # are the perform sense (a generic present keeps "has"; review s1204l pres-033)
        return False
    if noun.dep_ in ("dobj", "nsubjpass") and head.pos_ in ("VERB", "AUX"):
        return lemma in KILLING_VERBS
    if noun.dep_ == "nsubj" and head.pos_ == "VERB":
        return lemma in ("die", "perish")
    if noun.dep_ == "pobj" and head.lower_ == "of":
        return head.head.lemma_.lower() in DEATH_NOMINALS
    return False


#: Attributive adjectives that relate the possessum to a time or a norm outside the noun
#: phrase rather than describe it: time-relating "current, present, previous, prior, erstwhile"
#: (Quirk et al. 1985 §7.36; Larson 1998 on noun-internal tense) and "normal, usual, customary",
#: which compare the possessum with the possessor's others ("the PC's normal RAM" = its main
#: memory). Under the genitive they are read against the possessor's relation (Barker 1995
#: ch. 2; Peters & Westerståhl 2013 §7 on possessives); copied into "X has a N" they turn into
#: a quality of the thing ("has current processors" = up-to-date ones, "has a normal RAM" =
#: ordinary; review s1204h pres-038/043). The existence draft drops them: "had/has an N" is
#: what the definite presupposes (NOPE App. B). "former" is the first of them: "Hubbell's
#: former brother-in-law" -> "Hubbell had a brother-in-law" (Larson 1998 "Events and
#: modification in nominals": a noun-internal tense).
RELATING_ADJECTIVES = frozenset(
    {
        "former",
        "current",
        "present",
        "previous",
        "prior",
        "erstwhile",
        "normal",
        "usual",
        "customary",
        "contemporary",
        "respective",
    }
)

#: Of ``RELATING_ADJECTIVES``, those that place the relation before the time spoken of, so the
#: draft is past as for "former" (Quirk et al. 1985 §7.36): "the firm's previous owner is rich"
#: -> "The firm had an owner".
EARLIER_RELATING_ADJECTIVES = frozenset({"former", "previous", "prior", "erstwhile"})

#: Of ``RELATING_ADJECTIVES``, those whose anchor lies outside the noun phrase and the
#: possessor: "contemporary" = of the same time as something named elsewhere ("Intel's
#: contemporary processors" = those of the time of the chip described), "respective" =
#: distributed over a plural antecedent (Quirk et al. 1985 §6.62 on "respective"). Neither
#: dropping nor keeping them gives a faithful "X has N" (review s1204h pres-043): no draft.
ANCHORED_RELATING_ADJECTIVES = frozenset({"contemporary", "respective"})


def _relating_adjectives(noun: Token) -> set[str]:
    """The ``RELATING_ADJECTIVES`` that modify the possessed ``noun`` between its genitive and
    the noun itself (attributive adjectives, dependency amod)."""
    owner = _possessor_token(noun)
    if owner is None:
        return set()
    return {
        k.lower_
        for k in noun.children
        if k.dep_ == "amod"
        and owner.right_edge.i < k.i < noun.i
        and k.lower_ in RELATING_ADJECTIVES
    }


def _modifier_before_numeral(noun: Token) -> bool:
    """An adjective or adverb comes before a cardinal in the possessed noun phrase ("the team's
    top six players", "her first two novels"): a cardinal follows the determiners and precedes
    the adjectives (Quirk et al. 1985 §5.19-5.23, §17.102), so a modifier before it is a
    postdeterminer-like sequence that needs the definite determiner the genitive stood for
    ("the top six"); without it the draft ("The team had top six singles players") is no English,
    and reordering ("six top players") changes what is counted: no draft."""
    owner = next((k for k in noun.children if k.dep_ == "poss"), None)
    if owner is None:
        return False
    span = noun.doc[owner.right_edge.i + 1 : noun.i]
    return any(
        t.tag_ == "CD" and any(m.tag_ in ("JJ", "JJS", "JJR", "RB", "RBS") for m in span[:k])
        for k, t in enumerate(span)
    )


#: Modals whose perfect is a future perfect, not a past: "will have finished" (Quirk et al.
#: 1985 §4.45).
FUTURE_MODALS = frozenset({"will", "shall", "'ll", "wo"})


def _modal_perfect(verb: Token) -> bool:
    """A modal other than "will/shall" + perfect "have" + past participle ("would have
    extended", "might have seen", "must have owned"): the perfect after a modal is the only way
    to put a modal's proposition in the past (Quirk et al. 1985 §4.60; Huddleston & Pullum 2002
    ch. 3 §9.8), so the possession it speaks of held in the past: "had", not "has"."""
    kids = [c for c in verb.children if c.dep_ in ("aux", "auxpass")]
    return (
        verb.tag_ == "VBN"
        and any(c.tag_ == "MD" and c.lower_ not in FUTURE_MODALS for c in kids)
        and any(c.lower_ == "have" for c in kids)
    )


#: Subordinators of a temporal or habitual clause ("when he sank a putt", "whenever it rained").
HABITUAL_CLAUSE_MARKERS = frozenset({"when", "whenever", "as", "while"})


def _past_habitual_would(verb: Token) -> bool:
    """ "would" + a bare infinitive whose own temporal clause is in the past tense ("The roar
    of X's gallery would roll out when he sank a putt"): "would" is here the past of "will", the
    habitual past (Quirk et al. 1985 §4.58: "would" of characteristic behaviour in the past;
    Huddleston & Pullum 2002 ch. 3 §9.8), and the past-tense "when"-clause fixes the reference
    time in the past (Reichenbach 1947), so a possession it speaks of held then: "had", not
    "has". A "would" with no such clause (a conditional or future-in-the-past reading) keeps the
    present."""
    if not any(c.dep_ == "aux" and c.lower_ in ("would", "'d") for c in verb.children):
        return False
    if any(c.dep_ == "aux" and c.lemma_ == "have" for c in verb.children):
        return False  # "would have rolled": ``_modal_perfect``
    return any(
        k.dep_ == "advcl"
        and k.tag_ == "VBD"
        and any(
            g.lower_ in HABITUAL_CLAUSE_MARKERS and g.dep_ in ("advmod", "mark") for g in k.children
        )
        for k in verb.children
    )


def _code_name_suffix(noun: Token) -> str:
    """The call brackets written onto ``noun`` ("fileno()", ``_code_name_brackets``) and the
    common noun they name, when one follows ("feed() method"): the parser reads "fileno" as the
    head and hangs "()" and "method" on the verb, so the possessum ends before the brackets and
    the draft said "The object has a new fileno" (blind review s1205a, three pairs). A code name
    is spelt as the documentation spells it, and a name used attributively before a head noun
    ("the feed() method") keeps that head (Huddleston & Pullum 2002 ch. 5 §14.4 on attributive
    proper names); "" when no such brackets follow."""
    doc = noun.doc
    if noun.i + 2 >= len(doc) or not _code_name_brackets(doc[noun.i + 1], doc[noun.i + 2]):
        return ""
    if doc[noun.i + 1].text != "(":
        return ""
    after = doc[noun.i + 3] if noun.i + 3 < len(doc) else None
    if (
        after is not None
        and after.pos_ == "NOUN"
        and after.dep_ in ("nsubj", "nsubjpass", "compound")
    ):
        return f"() {after.text}"
    return "()"


def _draft_possessed(c: Candidate, doc: Doc, trig: Token, present: bool = False) -> Draft | None:
    """ "X's N" -> "X has/had a N": the possession holds at the time the sentence speaks of, so
    the draft follows the source's tense ("Mr. Black's first wife left" -> "Mr. Black had a first
    wife"); ``present`` writes IMPPRES's present wording ("Bill has a handyman", Table 5). No
    draft for an event/state nominal ("Obama's presidency"): ``NON_POSSESSION_LEXNAMES``."""
    if not present and _travel_event(trig) and not _coordinated_genitive(trig):
        return _draft_travel_event(c, doc, trig)
    if not _coordinated_genitive(trig):
        verb = _agent_event_verb(trig)
        if verb is not None:
            return _draft_agent_event(c, doc, trig, verb)
        if _agent_event_possessum(trig) or _agent_path_event(trig):
            return None
    if _abstract_possessum(trig) or _authored_work(trig) or _superlative(trig):
        return None
    if not present and _experienced_possessum(trig):
        return None  # "The lady had sensations": trivial (stop 83, pr175)
    if not present and (_state_plural_possessum(trig) or _companionship_possessum(trig)):
        return None  # "Harriet had tears", "Mr. Wickham had a society" (stop 84, pr178)
    if _epithet_possessor(trig):
        return None
    if _practised_profession(trig):
        return None
    if _said_content(trig):
        return None
    if _measure_possessum(trig) or _event_possessum(trig) or _verb_read_as_noun(trig):
        return None
    if _temporal_possessor(trig) or _classifying_people_genitive(trig):
        return None
    if _attribute_possessum(trig):
        return None
    if _relatum_possessum(trig) or _rendering_of_abstract(trig):
        return None  # "Intel's version runs at 16 MHz": a version of what? (no draft)
    if _bound_possessor(trig):
        return None  # "If X is called on a link, ... the link's target": no referent alone
    if _slash_joined_name(trig):
        return None  # "BSDI's BSD/OS": a product's name takes no "a"
    if _authors_acronym_name(trig):
        return None  # "Davidson's VPCC": the person's named work, not "*a VPCC" he owns
    if _coordinated_genitive(trig) or _clause_in_premodifiers(trig):
        return None
    if _recursive_genitive(trig) and _bare_plural(trig):
        return None
    f = c.features
    # the tense is the finite clause's: "reached back to grab the mother's hand" (a tenseless
    # to-infinitive, H&P 2002 ch. 14 §1) and "his father's friend" in a coordinated subject
    # (whose recorded clause head is the noun itself) are past with "reached" / "fell"
    head = _generic_matrix_clause(_finite_clause(token_at_char(doc, f.get("clause_head_char"))))
    # a past clause gives "had" also for a possession that may last ("Nazi Germany's camp",
    # "the hotel's bar"): a noun phrase has a time of its own (Enç 1986), so a past sentence
    # leaves open whether the possession still holds, and only the clause's time is entailed
    # (NOPE App. C: adjust the tense to the source; thirty-first pass, replacing the eleventh
    # pass's present for lasting possessions, which blind judges read as wrong for historical
    # possessors). A present clause keeps "has", also for a possessor that reads as historical:
    # that is not decided here. The present perfect is a present tense (its reference time is
    # now: Reichenbach 1947; Quirk et al. 1985 §4.22, as for ``_present_perfect`` in numeric
    # drafts): "X's product has created a platform" -> "X has a product", not "had" (two blind
    # judges of the stop-40 A/B draw wrote "has" on all 10 such pairs).
    # A perfect whose event ends the relation ("The band's drummer has left the group") keeps
    # "had": its result state is that the relation is over (Levin 1993 §51.2 leave verbs,
    # §48.2 disappearance; Quirk §4.22 on the resultative perfect).
    perfect_now = (
        head is not None
        and _present_perfect(head)
        and not (trig.dep_ in ("nsubj", "nsubjpass") and verb_lemma(head) in RELATION_ENDING_VERBS)
    )
    past = not present and (
        _ended_by_event(trig)
        or (
            head is not None
            and (_past(head) or _modal_perfect(head) or _past_habitual_would(head))
            and not perfect_now
        )
    )
    np = _without_loose_pps(f.get("noun_phrase") or f.get("noun"), trig)
    np = _without_premodifiers_before_possessor(np, trig)
    np = _with_head_noun_after(np, trig)
    np = _without_verb_adverbs(np, trig)
    np = _without_totality_modifiers(np, trig)
    if _recursive_genitive(trig):
        # "my brother's friend's car": the possessum is the whole noun phrase "my brother's
        # friend", whose own genitive ending determines "car" (``_recursive_genitive``), so
        # the draft is "My brother had a friend", not "*My brother had a friend's"
        np = GENITIVE_ENDING.sub("", np)
    if _modifier_before_numeral(trig):
        return None
    relating = _relating_adjectives(trig)
    if relating & ANCHORED_RELATING_ADJECTIVES:
        return None  # "Intel's contemporary processors": contemporary with what? (no draft)
    if relating:
        # "the PC's normal RAM" -> "The PC has RAM", "the firm's previous owner" -> "The firm
        # had an owner", "Hubbell's former brother-in-law" -> "Hubbell had a brother-in-law":
        # the relation held, not "*had/has a former brother-in-law" (``RELATING_ADJECTIVES``)
        np = " ".join(w for w in np.split(" ") if w.lower() not in relating)
        if relating & EARLIER_RELATING_ADJECTIVES:
            past = not present
    plural = bool(f.get("noun_plural"))
    head_run = _unpunctuated_apposition(trig)
    if head_run is not None:
        # "Apple's private menu extras APIs": the parser's head "menu" is a modifier
        np, plural = f"{np} {head_run[0]}", head_run[1]
    np = _first_coordinate_adjective(np, trig)
    np = _without_correlative_opener(np, trig)
    suffix = _code_name_suffix(trig)
    if suffix and np.endswith(trig.text):
        # "the object's new fileno() returns ...": "fileno()" is the name (``_code_name_suffix``)
        np = f"{np}{suffix}"
    have = "had" if past else "have" if f.get("possessor_plural") else "has"
    if np.lower().startswith("own "):
        # "the farmers' own truck": "own" is an emphatic possessive that needs a possessive
        # determiner, never an article ("*an own truck"; Quirk et al. 1985 §6.30, Huddleston &
        # Pullum 2002 ch. 5 §16.6): "their own" for a plural possessor, whose pronoun has no
        # gender; a singular possessor's pronoun would need its gender, so "own" goes ("Lee had
        # a house" is what "Lee's own house" presupposes)
        np = np[4:]
        if f.get("possessor_plural"):
            np = f"their own {np}"
    mass = not plural and (_mass_possessum(trig) or _memory_possessum(trig))
    if " " in suffix:
        mass = False  # "the parser's feed() method": the head is the count noun "method"
    if not plural and _practised_belief(trig):
        return None
    # a cardinal is a determiner of its own ("the Harbor's one squad car" -> "had one squad
    # car", not "*a one squad car"; Quirk et al. 1985 §5.9: a numeral fills the determiner slot)
    counted = np.split(" ", 1)[0].lower() in CARDINAL_WORDS
    art = (
        ""
        if plural or mass or counted or np.startswith("their own ")
        else indefinite_article(np) + " "
    )
    if art and np.lower().startswith("other "):
        # "Corll's other accomplice" -> "another accomplice", not "an other"
        art, np = "", "an" + np
    shared = _shared_head_conjunct(trig)
    if shared is not None:
        # "Syria's business, military, and other leaders": the conjuncts share the last one's
        # head (``_shared_head_conjunct``), so the possessum is the whole plural phrase
        np, art = _text(list(doc[trig.i : shared.i + 1])), ""
    else:
        tail = _coordinated_possessum_tail(trig)
        if tail == "":
            return None
        if tail is not None:
            # no "exactly one" wording for a coordination
            np, art, plural = f"{art}{np} {tail}", "", True
    possessor = _without_demonstrative_on_name(f["possessor"], trig)
    text = _symbol_case(_sentence(f"{possessor} {have} {art}{np}"), possessor)
    unique = (
        _symbol_case(_sentence(f"{possessor} {have} exactly one {np}"), possessor)
        if not plural and not np.startswith("their own ")
        else None
    )
    trivial_attribute = _trivial_attribute(trig)
    inalienable = _inalienable(trig) and not trivial_attribute
    if inalienable or _trivial_extent(trig) or trivial_attribute:
        # the candidate is a trigger (IMPPRES's "Marcus's nose"), but its pair is no diagnostic
        posture = {k.lower_ for k in trig.children if _posture_participle(k)}
        if posture:
            # "Roberts had a right thigh", not "*a sprawled right thigh" (POSTURE_PARTICIPLES)
            np = " ".join(w for w in np.split() if w.lower() not in posture)
            art = "" if not art else indefinite_article(np) + " "
            text = _sentence(f"{possessor} {have} {art}{np}")
            unique = _sentence(f"{possessor} {have} exactly one {np}") if unique else None
        flag = INALIENABLE_POSSESSION if inalienable else TRIVIAL_EXTENT
        return Draft(text, False, "possessed:inalienable", [flag], unique)
    if _deictic_possessor(trig) and possessor == f["possessor"]:
        # a trigger still (IMPPRES's "That actor's politics"); the draft's "this station" is
        # the premise's own and is read with it (a warning since stop 60, fl22: flags.DEMOTED),
        # checked after the defects above so that "This zombie had arms" stays refused
        return Draft(text, False, "possessed:deictic", [DEICTIC_POSSESSOR], unique)
    return Draft(text, True, "possessed:existence", [], imppres_wording=unique)


def _without_correlative_opener(np: str, noun: Token) -> str:
    """``np`` without the first half of a correlative coordinator ("either", "neither", "both",
    the parser's ``preconj``) that opens the possessed phrase: "either the latest release's
    source or a fresh clone" marks the coordination of the two objects, not the possessum
    (Quirk et al. 1985 §13.33 on correlatives; Huddleston & Pullum 2002 ch. 15 §2.4), so the
    draft is "The release has a source", not "*has an either source" (stop 75, pr147)."""
    openers = {
        k.lower_
        for t in (noun, *noun.subtree)
        for k in t.children
        if k.dep_ == "preconj" and k.i < noun.i
    }
    if not openers:
        return np
    return " ".join(w for w in np.split(" ") if w.lower() not in openers)


#: Determiners of a generic or universally quantified antecedent ("any package that ...").
GENERIC_ANTECEDENT_DETERMINERS = frozenset({"any", "all", "every", "each"})


def _generic_matrix_clause(head: Token | None) -> Token | None:
    """The clause whose tense the possessive draft follows. A past restrictive relative on a
    generic antecedent (a bare plural or "any/all/every N": "Packages that were not built by
    Debian's build servers will not be allowed in") restricts a kind the matrix clause states a
    rule about, in the present or future; the relative's past is relative to each instance
    (Carlson 1977 on bare plurals; Krifka et al. 1995 §1.2 on characterising sentences) and
    says nothing about when the possessor had the possessum, so the draft follows the matrix
    ("Debian has build servers", not "had": NOPE App. C, adjust the tense to the source's main
    clause). Past matrix clauses and definite antecedents ("The files that the firm's lawyers
    edited are here") keep the relative's own tense."""
    if head is None or head.dep_ != "relcl" or not _past(head):
        return head
    antecedent = _agreeing_antecedent(head)
    if antecedent.pos_ != "NOUN":
        return head
    dets = [c for c in antecedent.children if c.dep_ in ("det", "poss", "nummod")]
    if any(d.lower_ not in GENERIC_ANTECEDENT_DETERMINERS for d in dets):
        return head
    if not dets and antecedent.tag_ != "NNS":
        return head  # a bare singular is a mass noun or a name, no kind
    if antecedent.tag_ == "NNS" and any(c.lower_ == "was" for c in head.children):
        return head  # singular "was" does not agree with the plural: the parse is off
    matrix = _finite_clause(antecedent)
    if matrix is None or matrix.i == head.i or _past(matrix):
        return head
    return matrix


def _agreeing_antecedent(relative: Token) -> Token:
    """The antecedent of a relative clause: the parser's low noun, or the plural noun the PP
    holding it postmodifies when the relative's "were" disagrees with the singular low noun
    ("packages in the archive area that were not built ..."): a relative's verb agrees with its
    antecedent (Quirk et al. 1985 §10.34, §17.11 on the attachment ambiguity after "N1 P N2"),
    so the plural "were" shows the relative is on "packages"."""
    low = relative.head
    were = any(c.lower_ == "were" for c in relative.children) or relative.lower_ == "were"
    if not were or low.tag_ != "NN" or low.dep_ != "pobj":
        return low
    high = low.head.head
    return high if high.tag_ == "NNS" and low.head.dep_ == "prep" else low


def _possessor_token(noun: Token) -> Token | None:
    """The genitive determiner of the possessed ``noun`` ("Lisp" in "Lisp's nodes")."""
    return next((k for k in noun.children if k.dep_ == "poss"), None)


def _without_premodifiers_before_possessor(np: str, noun: Token) -> str:
    """``np`` without the words the parser hung on the possessed noun from before its genitive
    ("co-founder Monty Widenius's daughter": "founder" read as a compound of "daughter"). A
    determiner genitive fills the determiner slot of its noun phrase, and the head's
    premodifiers follow the determiner (Quirk et al. 1985 §5.115, §17.3; Huddleston & Pullum
    2002 ch. 5 §16.3), so a word before the genitive modifies the possessor ("co-founder
    Monty Widenius", a close apposition, Quirk §17.72), not what it has: "Monty Widenius had a
    daughter", not "*had a founder daughter"."""
    owner = _possessor_token(noun)
    if owner is None:
        return np
    start = owner.left_edge.i
    stray = [k for k in noun.lefts if k.i < start and k.dep_ in ("compound", "amod", "nmod")]
    if not stray:
        return np
    # the stray words as written, by whitespace: a list of them before the genitive ("Little
    # Smalltalk, Smalltalk/V, Kamin's interpreters") keeps its commas and slashes on the words
    # of ``np`` too, which token texts would not match ("Kamin has Smalltalk, Smalltalk/V,
    # interpreters": blind review s1204b pres-064)
    first = min(t.i for k in stray for t in k.subtree)
    words = {t.text for k in stray for t in k.subtree if t.i < start}
    words |= {w.strip(",;") for w in noun.doc[first:start].text.split()}
    kept = [w for w in np.split() if w not in words and w.strip(",;") not in words]
    return " ".join(kept) if kept else np


def _with_head_noun_after(np: str, noun: Token) -> str:
    """``np`` with the common noun right after the possessed noun that the parser made the
    possessed noun's head ("Lisp's two-part cons nodes", with "cons" read as a subject of
    "nodes"): a noun directly before another noun, with no punctuation between, is a
    premodifier in a noun-noun compound whose last noun is the head (Quirk et al. 1985
    §17.108-17.109; Huddleston & Pullum 2002 ch. 5 §14.2), so the possessum is the whole
    compound: "Lisp had two-part cons nodes", not "*Lisp had two-part cons"."""
    doc = noun.doc
    if noun.i + 1 >= len(doc) or not noun.whitespace_:
        return np
    nxt = doc[noun.i + 1]
    if nxt.tag_ not in ("NN", "NNS") or any(k.i < noun.i for k in nxt.children):
        return np
    # the parser made the noun after the possessum its head, or a second object or subject of
    # the same word (a clause has one direct object, H&P 2002 ch. 4 §4): a compound either way
    split = nxt.head.i == noun.head.i and nxt.dep_ == noun.dep_ and noun.dep_ != "conj"
    if noun.head.i != nxt.i and not split:
        return np
    if np.split()[-1:] != [noun.text]:
        return np
    return f"{np} {nxt.text}"


def _without_demonstrative_on_name(possessor: str, noun: Token) -> str:
    """The possessor without a demonstrative before a proper name ("this Turchin's compiler",
    a misparse of "Based on this, Turchin's compiler"): a proper name is definite by itself and
    takes no determiner in its ordinary use (Quirk et al. 1985 §5.60-5.65; Huddleston &
    Pullum 2002 ch. 5 §20.1), so the demonstrative belongs to the clause before (an anaphoric
    "this"), and "This Turchin has a compiler" misstates the possessor."""
    owner = _possessor_token(noun)
    if owner is not None:
        first = owner.left_edge
        doc = noun.doc
        if first.i >= 2 and _word_internal_hyphen(doc[first.i - 1]):
            # "co-founder Monty Widenius's": the span began inside a hyphenated word, which
            # is one word (Quirk et al. 1985 App. I.12); the whole compound is the possessor's
            prefix = doc[first.i - 2].text + doc[first.i - 1].text
            if possessor.startswith(first.text):
                possessor = prefix + possessor
    words = possessor.split(" ", 1)
    if (
        owner is None
        or owner.tag_ != "NNP"
        or len(words) < 2
        or words[0].lower() not in DEMONSTRATIVES
        or not any(k.dep_ == "det" and k.lower_ in DEMONSTRATIVES for k in owner.children)
    ):
        return possessor
    return words[1]


def _symbol_case(text: str, possessor: str) -> str:
    """``text`` with its first letter lower-case again when the possessor is a one-letter
    lower-case symbol ("h's body" -> "h has a body", not "H has a body"): a variable or
    identifier keeps its case at the start of a sentence, since its case is part of its form
    and the upper-case letter is another identifier (Chicago Manual of Style, 17th ed., 8.158 on
    lowercased terms at the start of a sentence). The article "a" and the pronoun "i" are no
    symbols. ``fitness.well_formed`` takes no sentence opening in lower case, so such a draft
    is refused in :func:`draft`: no pair rather than one about another identifier (review
    s1204a pres-084)."""
    if re.fullmatch(r"[b-hj-z]", possessor) and text[:1] == possessor.upper():
        return possessor + text[1:]
    return text


def _slash_joined_name(noun: Token) -> bool:
    """The capitalised possessum is a part of a slash-joined name ("BSDI's BSD/OS", "IBM's
    OS/2"; ``_word_internal_slash``): a product's proper name, which takes no indefinite article
    (Quirk et al. 1985 §5.60; H&P 2002 ch. 5 §20), and "BSDI has a BSD/OS" presents the one
    product as one of a kind (review s1203b pres-019/050). The trigger is real and its
    embedding pairs stay; only the existence draft goes. A slash-joined modifier of a common
    noun ("Apple's TCP/IP stack") keeps its draft."""
    if not noun.text[:1].isupper():
        return False
    if _slashed_product_name(noun):
        return True
    doc = noun.doc
    before = noun.i >= 1 and _word_internal_slash(doc[noun.i - 1])
    after = noun.i + 1 < len(doc) and _word_internal_slash(doc[noun.i + 1])
    return before or after


def _authors_acronym_name(noun: Token) -> bool:
    """A person's name possessing a bare acronym that is no common noun in WordNet
    ("Davidson's VPCC", "Wirth's PL360"): an acronym a person is said to "have" names the
    person's work, a proper name (the genitive of authorship, Barker 1995 ch. 2; Quirk et al.
    1985 §5.120 on the genitive of origin), and a proper name takes no indefinite article
    (Quirk §5.60), so "Davidson has a VPCC" reads the name as a kind of thing he owns. No
    existence draft; the trigger's embedding pairs stay. An organisation's or a device's
    acronym part ("the chip's MMU" -> "The chip has an MMU") and acronyms WordNet knows as
    common nouns ("Kim's PC") keep their drafts."""
    text = noun.text
    if len(text) < 2 or not text.isupper() or not any(ch.isalpha() for ch in text):
        return False
    if any(k.dep_ in ("amod", "compound", "nummod") for k in noun.lefts):
        return False
    if wordnet().synsets(text.lower(), "n"):
        return False
    owner = _possessor_token(noun)
    if owner is None or owner.pos_ != "PROPN" or owner.text.isupper():
        return False
    return owner.ent_type_ == "PERSON" or _is_person(owner)


def _slashed_product_name(noun: Token) -> bool:
    """The possessum is one token that is a capitalised name with a word-internal slash and a
    digit ("IBM's RS/6000", "IBM's System/360"): the tokenizer keeps such a model designation in
    one piece, so ``_word_internal_slash`` sees no slash token beside it. A genitive with a
    proper-name possessum names a product line of its maker, not an owned token (the relation
    a genitive expresses is fixed by context, Barker 1995 ch. 2, Peters & Westerståhl 2013 on
    the free relation R of possessives), and a proper name takes no indefinite article (Quirk
    et al. 1985 §5.60): "IBM had an RS/6000" reads as IBM owning one machine (review s1204h
    pres-052). No existence draft; the trigger's embedding pairs stay."""
    text = noun.text
    return "/" in text.strip("/") and any(ch.isdigit() for ch in text) and text[:1].isupper()


#: The genitive ending of a noun phrase ("friend's", "kids'"; Quirk et al. 1985 §5.112 ff.).
GENITIVE_ENDING = re.compile(r"\s*(?:['’]s|['’])$")


def _unpunctuated_apposition(noun: Token) -> tuple[str, bool] | None:
    """The rest of a possessed noun phrase that the parser cut after ``noun`` ("Apple's private
    menu [extras APIs]": "APIs" read as an appositive of "menu"), as its text and whether its
    last noun is plural; else None. A loose (non-restrictive) apposition is set off by
    punctuation, and a close one puts a name after a common noun ("the poet Burns"; Quirk et al.
    1985 §17.65, §17.72); a run of common nouns and acronyms after the noun with no comma is a
    noun-noun compound whose last noun is the head (§17.108), so the possessum is the whole run:
    "Apple had private menu extras APIs", not "a private menu"."""
    doc = noun.doc
    appos = [k for k in noun.children if k.dep_ == "appos" and k.i > noun.i]
    if len(appos) != 1:
        return None
    last = appos[0]
    run = doc[noun.i + 1 : last.i + 1]
    if not all(t.pos_ in ("NOUN", "PROPN") and t.ent_type_ != "PERSON" for t in run):
        return None
    if any(k.i > last.i for k in last.children):
        return None  # the appositive goes on ("menu extras APIs for the dock"): not known where
    acronyms = re.fullmatch(r"[A-Z]{2,}s", last.text) is not None
    if last.tag_ not in ("NN", "NNS") and not acronyms:
        return None  # a name after the noun: close apposition ("India's capital New Delhi")
    return run.text, last.tag_ == "NNS" or acronyms


#: A comma between two adjectives before a noun marks them as coordinate: each modifies the
#: noun on its own (Quirk et al. 1985 §17.114), and in news prose the later ones are mostly
#: the writer's comment ("Benchmark's original, unspecified stake": "unspecified" says what the
#: report does not know), not part of what the possessor has.
def _first_coordinate_adjective(np: str, noun: Token) -> str:
    """``np`` without the coordinate adjectives after the first (``adj1, adj2 noun`` ->
    ``adj1 noun``): the existence presupposition of a possessed noun phrase is that the
    possessor has a thing of the kind the restrictive modifiers name, and a comma-coordinated
    adjective is non-restrictive commentary (Quirk et al. 1985 §17.3 on non-restrictive
    premodification; blind review s1202c)."""
    doc = noun.doc
    adjs = [k for k in noun.lefts if k.dep_ == "amod" and k.pos_ == "ADJ"]
    drop: list[Token] = []
    for prev, adj in zip(adjs, adjs[1:], strict=False):
        if adj.i - prev.i == 2 and doc[prev.i + 1].text == ",":
            drop.append(doc[prev.i + 1])
            drop.extend(doc[adj.left_edge.i : adj.right_edge.i + 1])
    if not drop:
        return np
    cut = np
    for tok in sorted(drop, key=lambda t: -t.i):
        cut = re.sub(
            rf"\s*{re.escape(tok.text)}(?=\s|$)" if tok.text != "," else r"\s*,", "", cut, count=1
        )
    return re.sub(r"\s+", " ", cut).strip() or np


def _recursive_genitive(noun: Token) -> bool:
    """ "my brother's friend's car": the possessum "friend" is itself a genitive, the
    determiner of a further noun (a recursive genitive, [[my brother's friend]'s car]: the
    genitive attaches to a whole noun phrase, Quirk et al. 1985 §5.112 ff., Huddleston & Pullum
    2002 ch. 5 §16). The genitive ending belongs to the
    phrase "my brother's friend", not to what "my brother" has."""
    return noun.dep_ == "poss" and any(k.dep_ == "case" and k.i > noun.i for k in noun.children)


def _bare_plural(noun: Token) -> bool:
    """A plural common noun with no determiner or modifier of its own ("children's" in
    "Wollstonecraft's children's tales"): as a genitive it can be descriptive, naming a kind
    of tales ("children's tales", "men's club": Quirk et al. 1985 §5.123; Rosenbach 2006), and
    then the bracketing is [Wollstonecraft's [children's tales]] and no children are hers;
    or a specific genitive ("my friends' kids' names"). Nothing in the parse tells the two
    apart, so the recursive genitive of a bare plural gets no draft."""
    return noun.tag_ == "NNS" and not any(
        k.dep_ in ("det", "amod", "compound", "nummod") for k in noun.children
    )


#: WordNet lexicographer files of senses in which a noun names a thing one can own or belong to
#: (concrete things, bodies, groups): one of them among a noun's three most frequent senses makes
#: it a possible possessum ("Giffen's office", "Whipple's table", "Rourke's figure").
OWNED_SENSE_LEXNAMES = frozenset(
    {
        "noun.artifact", "noun.object", "noun.food", "noun.substance", "noun.plant",
        "noun.animal", "noun.body", "noun.group", "noun.possession",
    }
)  # fmt: skip
#: Senses of a verb's nominalization that name what the verb's subject does or says: acts,
#: events, processes, speech and thought ("return", "testimony", "suggestion", "direction").
DEVERBAL_READING_LEXNAMES = frozenset(
    {"noun.act", "noun.event", "noun.process", "noun.communication", "noun.cognition"}
)
#: Nominalizing suffixes that derive a noun from a verb (Quirk et al. 1985 App. I.34-I.35:
#: -ion, -ment, -al, -ure, -ance/-ence, -er of the agent or act, "ouster" < "oust").
NOMINALIZING_SUFFIXES = ("ion", "ment", "al", "ure", "ance", "ence", "er", "y")


def _deverbal_reading(lemma: str) -> bool:
    """Some act, event, speech or thought sense of the noun comes from a verb: WordNet draws a
    derivational pointer from one of its senses to a verb ("testimony" < testify, "return",
    "result", "suggestion"), or the noun is a verb plus a nominalizing suffix
    (``NOMINALIZING_SUFFIXES``: "direction" < direct, "ouster" < oust), which WordNet does not
    always link."""
    senses = wordnet().synsets(lemma, "n")
    if not any(s.lexname() in DEVERBAL_READING_LEXNAMES for s in senses):
        return False
    if _verb_sources(lemma, senses):
        return True
    return any(
        lemma.endswith(suf)
        and len(lemma) - len(suf) >= 3
        and wordnet().synsets(lemma[: -len(suf)], "v")
        for suf in NOMINALIZING_SUFFIXES
    )


#: WordNet root of facial expressions and gestures ("smile", "frown", "grin", "nod"): visible
#: features of a body, which English has as "have a (mocking) smile" (the have of
#: characteristic features, Quirk et al. 1985 §10.6; Barker 1995 ch. 2 on body-part relational
#: nouns), so their draft stays.
GESTURE_SYNSETS = frozenset({"gesture.n.02"})
#: WordNet's kind noun ("kind", "sort", "form", "type", "variety").
KIND_SYNSETS = frozenset({"kind.n.01"})


def _hypernym_names(synset: Any) -> set[str]:
    """The synset's own name and those of all its hypernyms."""
    return {synset.name(), *(h.name() for h in synset.closure(lambda x: x.hypernyms()))}


def _agent_like(tok: Token) -> bool:
    """The possessor can be the subject of an act: a person, an institution (WordNet
    ``noun.group``, NER ORG) or a name (``_is_person``)."""
    if _is_person(tok) or tok.ent_type_ == "ORG":
        return True
    senses = wordnet().synsets(tok.lemma_.lower(), "n")[:1]
    return bool(senses) and senses[0].lexname() == "noun.group"


#: WordNet lexicographer file of periods of time: a sense here ("prison_term.n.01": a sentence,
#: "term", "shift", "stint") names a term its bearer serves, the result of the event.
PERIOD_LEXNAME = "noun.time"


def _event_sense(lemma: str, synset: Any) -> bool:
    """``synset`` names an event of the verb ``lemma`` comes from: an act or event sense with a
    WordNet derivational pointer to a verb ("arrival" < arrive, "assassination"), or converted
    from a verb of the same form ("split", "move", "return": Quirk et al. 1985 App. I.43)."""
    if synset.lexname() not in EVENT_READING_LEXNAMES:
        return False
    if _verb_sources(lemma, [synset]):
        return True
    return synset.lexname() != "noun.process" and any(
        lem.name().lower() == lemma for v in wordnet().synsets(lemma, "v") for lem in v.lemmas()
    )


def _event_possessum(noun: Token) -> bool:
    """The possessed noun is read as an event nominal, not as a thing or a result: ONE rule,
    Grimshaw's (1990 *Argument Structure* ch. 3) complex-event vs result nominals. A complex
    event nominal ("the doctor's arrival", "McKinley's assassination", "Eichmann's testimony",
    "the band's return to the arena") takes its verb's arguments, and its genitive is the
    verb's subject or object (Quirk et al. 1985 §5.116 subjective and objective genitives;
    NomBank's ARG0/ARG1 of the noun, Meyers et al. 2004), not an owner: "McKinley had an
    assassination" misstates what is taken for granted (that the event happened), which the
    possession template cannot write. A result nominal ("the firm's investments", "Liu's prison
    sentence", "Helen's painting") names a thing or a term that its possessor has, and keeps
    its "have" draft.

    Only a singular noun is a complex event nominal (Grimshaw: they do not pluralise; a plural
    is a count, result use). The noun must have an event reading: an act, event or process
    sense derived from a verb in WordNet (``_event_sense``), or, for speech and thought, a
    communication or cognition sense so derived (``_deverbal_reading``: "testimony" <
    testify, "suggestion", "direction" < direct). That reading is the one meant when:
    - the context selects it: the noun takes one of its verb's arguments as a PP
      (``EVENT_ARGUMENT_PREPS``: "the band's split from the label") with an event sense among
      its two most frequent; or its possessor can act (``_agent_like``) or it takes an "of"
      complement, and none of its three most frequent senses is a concrete thing, a group, a
      place, a person or a period (``OWNED_SENSE_LEXNAMES``: "office", "class", "Dave's
      place", "teacher", and "sentence", whose prison-term sense is a term one serves), no
      right or title is among five ("the tenant's claim": a claim-right is held, Hohfeld
      1913), and it is no gesture ("smile") or kind noun ("form of government");
    - or the lexicon does: its first sense is not a thing one owns (``OWNABLE_LEXNAMES``) and
      its event senses are together at least as frequent in SemCor (``Lemma.count()``; by
      number of senses when none is counted) as its other senses together ("arrival",
      "assassination", "capture", "divorce")."""
    if noun.pos_ != "NOUN" or noun.tag_ != "NN":
        return False
    lemma = noun.lemma_.lower()
    senses = wordnet().synsets(lemma, "n")
    if not senses:
        return False
    events = [s for s in senses if _event_sense(lemma, s)]
    argument = any(k.dep_ == "prep" and k.lower_ in EVENT_ARGUMENT_PREPS for k in noun.children)
    if argument and any(s in events for s in senses[:2]):
        return True
    if _context_event_reading(noun, lemma, senses):
        return True
    if senses[0].lexname() in OWNABLE_LEXNAMES or not any(
        _verb_sources(lemma, [s]) for s in events
    ):
        return False
    event = sum(_sense_count(s, lemma) for s in senses if s.lexname() in EVENT_READING_LEXNAMES)
    other = sum(_sense_count(s, lemma) for s in senses if s.lexname() not in EVENT_READING_LEXNAMES)
    if event == 0 and other == 0:
        event = sum(1 for s in senses if s.lexname() in EVENT_READING_LEXNAMES)
        other = len(senses) - event
    return event >= other


def _context_event_reading(noun: Token, lemma: str, senses: list[Any]) -> bool:
    """The context branch of ``_event_possessum``: an agent-like possessor or an "of"
    complement picks the event reading of a deverbal noun with no concrete, group, place,
    person or period sense among its three most frequent senses."""
    top = senses[:3]
    if any(s.lexname() in OWNED_SENSE_LEXNAMES for s in top):
        return False
    if any(s.lexname() in ("noun.location", "noun.person", PERIOD_LEXNAME) for s in top):
        return False
    if any(s.lexname() == "noun.attribute" for s in senses[:5]):
        return False
    if any(GESTURE_SYNSETS & _hypernym_names(s) for s in top[:1]):
        return False
    if any(KIND_SYNSETS & _hypernym_names(s) for s in top):
        return False
    if not _deverbal_reading(lemma):
        return False
    owner = next((k for k in noun.children if k.dep_ == "poss"), None)
    of_complement = any(k.dep_ == "prep" and k.lower_ == "of" for k in noun.children)
    return of_complement or (owner is not None and owner.pos_ != "PRON" and _agent_like(owner))


#: WordNet roots of journeys and visits: travel.n.01 ("trip", "journey", "voyage", "flight",
#: "tour") and visit.n.01. English states that such an event took place with the light verb
#: "make" ("make a trip / a journey / a flight / a visit": Quirk et al. 1985 §2.28 and
#: §10.20 on eventive objects of light verbs; Jespersen 1942 MEG VI §6.4), whose subject is
#: the traveller the genitive names ("Lindbergh's flight" = Lindbergh flew).
TRAVEL_EVENT_SYNSETS = frozenset({"travel.n.01", "visit.n.01"})
#: Prepositions of the path or goal of a journey, kept in a light-verb draft ("made a flight
#: across the Atlantic"): the path and goal arguments of motion verbs (Jackendoff 1983 ch. 9;
#: Levin 1993 §51).
PATH_PREPS = frozenset({"to", "from", "into", "across", "over", "through", "around", "toward"})
#: Non-factive premodifiers of an event noun ("the planned trip", "his upcoming visit"): the
#: event has not (or not yet) happened (Partee 2010 on privative and modal adjectives; Larson
#: 1998 "Events and modification in nominals"), so "made a trip" is not entailed.
NON_FACTIVE_EVENT_MODIFIERS = frozenset(
    {
        "planned", "proposed", "intended", "upcoming", "future", "next", "projected",
        "scheduled", "expected", "aborted", "cancelled", "canceled", "postponed", "attempted",
        "failed", "abortive", "would-be", "possible", "potential", "hypothetical", "imaginary",
        "first", "last", "final", "only", "second", "third",
    }
)  # fmt: skip


def _travel_event(noun: Token) -> bool:
    """The possessed noun names a journey or a visit in its event reading: a singular noun whose
    most frequent travel or visit sense (``TRAVEL_EVENT_SYNSETS``) is among its two most
    frequent senses ("trip", "journey", "visit"; "flight", whose first sense is a formation of
    birds, is a journey when it takes a path PP: "the flight across the Atlantic")."""
    if noun.pos_ != "NOUN" or noun.tag_ != "NN":
        return False
    senses = wordnet().synsets(noun.lemma_.lower(), "n")
    travel = [i for i, s in enumerate(senses[:3]) if TRAVEL_EVENT_SYNSETS & _hypernym_names(s)]
    if not travel:
        return False
    path = any(k.dep_ == "prep" and k.lower_ in PATH_PREPS for k in noun.children)
    return travel[0] == 0 or (travel[0] <= 1 and (path or _event_possessum(noun)))


def _draft_travel_event(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    """ "Lindbergh's non-stop solo flight across the Atlantic" -> "Lindbergh made a non-stop
    solo flight across the Atlantic." (``TRAVEL_EVENT_SYNSETS``): a definite event description
    presupposes that the event took place (Strawson 1950; Grimshaw 1990 ch. 3 on complex event
    nominals), said with the light verb "make" and the journey's path or goal PPs. Only a
    past (or present perfect) clause dates the journey before the time spoken of; a present or
    future one may speak of a planned journey ("The queen's visit is next week"), and a
    non-factive or ordinal modifier ("the planned trip", "his first flight": "*made a first
    flight") leaves the event unasserted or needs a comparison class: no draft then."""
    f = c.features
    head = _finite_clause(token_at_char(doc, f.get("clause_head_char")))
    if head is None or not (_past(head) or _present_perfect(head)):
        return None
    if any(
        k.lower_ in NON_FACTIVE_EVENT_MODIFIERS or k.tag_ in ("JJS", "CD") for k in trig.children
    ):
        return None
    np = _without_loose_pps(f.get("noun_phrase") or f.get("noun"), trig)
    np = _without_verb_adverbs(np, trig)
    if not np or np.lower().startswith(("own ", "other ")):
        return None
    paths = [
        _text(list(k.subtree))
        for k in trig.children
        if k.dep_ == "prep" and k.lower_ in PATH_PREPS and k.i > trig.i
    ]
    tail = " ".join(p for p in paths if p and p not in np)
    text = _sentence(f"{f['possessor']} made {indefinite_article(np)} {np} {tail}".rstrip())
    return Draft(text, True, "possessed:event", [])


#: Relational, wh- and pronoun objects an event draft cannot state as its verb's object ("of
#: which", "of his own").
UNSTATABLE_OF_OBJECTS = frozenset({"which", "whom", "what", "own", "them", "it", "this", "that"})


def _agent_possessor(noun: Token) -> Token | None:
    """The noun's genitive when it can be the subject of an act (``_agent_like``: a person, an
    institution, a name; not a pronoun, whose draft needs its antecedent)."""
    owner = next((k for k in noun.children if k.dep_ == "poss"), None)
    if owner is None or owner.pos_ == "PRON" or not _agent_like(owner):
        return None
    return owner


def _source_verb(noun: Token) -> str | None:
    """The verb a singular event noun is derived from, by form: the noun itself (conversion,
    "launch", "award": Quirk et al. 1985 App. I.43) or the WordNet derivational source of one
    of its act or event senses sharing its first four letters ("acquisition" < acquire,
    "rejection" < reject, "invasion" < invade; App. I.34-35 suffixation). None when WordNet
    gives no such verb or the noun's most frequent sense is no act or event of that verb."""
    lemma = noun.lemma_.lower()
    senses = wordnet().synsets(lemma, "n")
    events = [s for s in senses[:2] if _event_sense(lemma, s)]
    if not events:
        return None
    if any(
        rel.name().lower() == lemma and rel.synset().pos() == "v"
        for sense in senses[:2]
        for lem in sense.lemmas()
        if lem.name().lower() == lemma
        for rel in lem.derivationally_related_forms()
    ):
        # conversion only where WordNet links one of the two most frequent noun senses to the
        # verb of the same form ("launch", "award", "attack"); a homonym verb is no source
        # ("the Federal Reserve's course of disinflation" is no act of coursing, and "course"
        # the verb, "move swiftly", is another word: Quirk et al. 1985 App. I.43 on conversion
        # as a relation of senses, not of spellings)
        return lemma
    if not _event_sense(lemma, senses[0]):
        # a suffixed noun whose most frequent sense is a result or content ("judgment" is first
        # an opinion, "interpretation" a reading, "grant" a sum): with an "of" phrase it is
        # usually the result nominal (Grimshaw 1990 ch. 3: "the court's judgment of discharge"
        # is the ruling that discharges, not an act of judging discharge), so no verb draft
        return None
    sources = sorted(
        v
        for v in _verb_sources(lemma, events)
        if len(v) >= 4 and v[:4] == lemma[:4] and "_" not in v
    )
    return sources[0] if sources else None


def _agent_event_verb(noun: Token) -> str | None:
    """ "The mayor's launch of the plan", "the company's acquisition of the startup": a
    singular deverbal noun with an agent-like genitive and an "of" object is a complex event
    nominal whose genitive is its verb's subject and whose "of" phrase is its object (Grimshaw
    1990 *Argument Structure* ch. 3: the of-argument forces the event reading; Quirk et al.
    1985 §5.116 subjective genitive, §17.52 "of" objects of nominalizations; NomBank ARG0/ARG1,
    Meyers et al. 2004). The definite description presupposes the event (Strawson 1950), which
    the verb states: "The mayor launched the plan". The verb is returned when such a draft
    can be written (``_draft_agent_event`` decides on tense and modifiers)."""
    if noun.pos_ != "NOUN" or noun.tag_ != "NN" or _agent_possessor(noun) is None:
        return None
    of = next((k for k in noun.children if k.dep_ == "prep" and k.lower_ == "of"), None)
    obj = next((k for k in of.children if k.dep_ == "pobj"), None) if of is not None else None
    if obj is None or obj.lower_ in UNSTATABLE_OF_OBJECTS or obj.tag_ in WH_TAGS:
        return None
    if any(k.dep_ in ("conj", "cc") for k in (*obj.children, *noun.children)):
        # "Milan's use of the 4-4-2 system and subsequent switch to ...": a coordination
        # after the object may join objects or whole event nouns (Quirk et al. 1985 §13.91 on
        # ambiguous coordination), and the parser cannot tell which: no verb draft
        return None
    return _source_verb(noun)


#: "to" after a deverbal noun is as often its relational argument as a goal ("the tenant's
#: claim to the land", "the firm's answer to the letter", "her right to vote": Quirk et al.
#: 1985 §17.43 on noun complementation by a prepositional phrase), and those nouns name a
#: thing held, which keeps the "have" draft (stop 46): only the unambiguous path prepositions
#: ("entry into", "expansion across") force the motion-event reading.
_RELATIONAL_TO = frozenset({"to"})


def _agent_path_event(noun: Token) -> bool:
    """ "Honeywell's entry into the computer business", "the firm's expansion into Asia": a
    singular deverbal noun (an act or event sense WordNet derives from a verb of its stem) with
    an agent-like genitive and a path phrase
    ("into", "across", ``PATH_PREPS`` but "to", ``_RELATIONAL_TO``) is a complex event nominal of motion, whose genitive is its
    verb's subject and whose path phrase is the verb's goal (Grimshaw 1990 ch. 3: argument
    phrases force the event reading; Levin 1993 §51 on verbs of motion and their path
    phrases). "Honeywell had an entry" states a thing owned and loses the event (review
    s1204d); the verb's draft ("Honeywell entered the computer business") would need the goal
    mapped onto the verb's own frame ("enter" takes an object, not "into"), so no draft."""
    if noun.pos_ != "NOUN" or noun.tag_ != "NN" or _agent_possessor(noun) is None:
        return False
    if not any(
        k.dep_ == "prep" and k.lower_ in PATH_PREPS - _RELATIONAL_TO and k.i > noun.i
        for k in noun.children
    ):
        return False
    # any act or event sense counts, not the most frequent only: the path phrase is an argument
    # and selects the event reading ("entry" is first a record's item, but "entry into" is the
    # act of entering)
    lemma = noun.lemma_.lower()
    senses = wordnet().synsets(lemma, "n")
    verbs = _verb_sources(lemma, senses, frozenset({"noun.act", "noun.event"}))
    return any(v[:3] == lemma[:3] for v in verbs)


#: Verbs of getting and giving (Levin 1993 §13.1, §13.5.2): their object is a thing
#: transferred, so they select the result reading of a noun like "award" (the prize), not the
#: act ("The film won the company's annual award": the company gives a prize, and keeps its
#: "have" draft, stop 48).
TRANSFER_VERBS = frozenset({"win", "receive", "get", "earn", "accept", "give", "present", "hand"})


def _agent_event_possessum(noun: Token) -> bool:
    """ "the court's award", "the District Court's punitive damages award": a singular noun
    whose most frequent sense (or both of its two most frequent) is an act or event of the
    verb it comes from (``_source_verb``), with an agent-like genitive, is the act of that
    agent (subjective genitive, Quirk et al. 1985 §5.116; Grimshaw 1990 ch. 3), not a thing
    it owns: "The court has an award" misstates it. Without an object to state the act with
    (``_agent_event_verb``) there is no draft."""
    if noun.pos_ != "NOUN" or noun.tag_ != "NN" or _agent_possessor(noun) is None:
        return False
    if noun.dep_ in ("dobj", "nsubjpass") and verb_lemma(noun.head) in TRANSFER_VERBS:
        return False
    lemma = noun.lemma_.lower()
    senses = wordnet().synsets(lemma, "n")
    return bool(senses) and _event_sense(lemma, senses[0]) and _source_verb(noun) is not None


def _draft_agent_event(c: Candidate, doc: Doc, trig: Token, verb: str) -> Draft | None:
    """ "The mayor's launch of the plan was a success" -> "The mayor launched the plan." (the
    subject genitive as subject, the "of" object as object, ``_agent_event_verb``). As for
    journeys (``_draft_travel_event``), only a past or present-perfect clause dates the event
    before the time spoken of; a present or future one may speak of a planned act ("The
    company's acquisition of X will close next month"), and a non-factive or ordinal modifier
    leaves it unasserted: no draft then (never the possession draft)."""
    head = _finite_clause(token_at_char(doc, c.features.get("clause_head_char")))
    if head is None or not (_past(head) or _present_perfect(head)):
        return None
    if any(
        k.lower_ in NON_FACTIVE_EVENT_MODIFIERS or k.tag_ in ("JJS", "CD") for k in trig.children
    ):
        return None
    of = next(k for k in trig.children if k.dep_ == "prep" and k.lower_ == "of")
    obj = _text([t for t in of.subtree if t.i != of.i])
    past = inflect(verb, "VBD")
    if not obj or not past:
        return None
    return Draft(_sentence(f"{c.features['possessor']} {past} {obj}"), True, "possessed:event", [])


def _attribute_possessum(noun: Token) -> bool:
    """ "Helva's tone", "Mills's early pace", "the dealer's cost": a singular noun one of whose
    three most frequent WordNet senses is an attribute (``noun.attribute``) and none of which
    is a concrete thing, a person, a group or a place. In the genitive it names a property of
    its bearer that every such bearer has (a voice has a tone, a runner a pace, a purchase a
    cost: Barker 1995 *Possessive Descriptions* ch. 2 on relational possessa; Löbner 1985 on
    functional nouns), so "Helva had a tone" is true whatever the sentence says and tests
    nothing: no draft. ``_measure_possessum`` looks at the first sense only, which for these
    nouns is a time, a message or a sum ("pace", "tone", "cost")."""
    if noun.pos_ != "NOUN" or noun.tag_ != "NN":
        return False
    senses = wordnet().synsets(noun.lemma_.lower(), "n")[:3]
    blocked = (OWNED_SENSE_LEXNAMES - {"noun.possession"}) | {"noun.person", "noun.location"}
    return any(s.lexname() == "noun.attribute" for s in senses) and not any(
        s.lexname() in blocked for s in senses
    )


def _coordinated_genitive(noun: Token) -> bool:
    """The possessor is coordinated: "John and Mary's house" (a group genitive: one house of
    both), "Wundt's and Titchener's elementalism" (independent genitives), "her mother's or
    grandmother's standards". The template writes one possessor, so it either drops the other
    ("Mary has a house" when the house is both of theirs) or, with two genitive markers in the
    phrase, garbles it ("Wundt had an Edward Titchener's elementalist"); under "or" neither
    possessor's possession is entailed (Quirk et al. 1985 §5.122 on group and independent
    genitives; Huddleston & Pullum 2002 ch. 5 §16.3): no draft."""
    owner = next((k for k in noun.children if k.dep_ == "poss"), None)
    if owner is None:
        return False
    if owner.dep_ == "conj" or any(k.dep_ in ("conj", "cc") for k in owner.children):
        return True
    doc = noun.doc
    markers = [t for t in doc[noun.left_edge.i : noun.i] if t.tag_ == "POS"]
    if len(markers) > 1:
        return True
    # "John and Mary's house" parsed as "John and [Mary's house]": two people's names, a
    # coordinator between them, read first as one group genitive of a couple or team (Quirk
    # §5.122), whichever way the parse joined them; places ("Paraguay and Brazil's states")
    # and institutions are not owners jointly and keep the draft of the last one
    i = owner.left_edge.i
    return (
        i >= 2
        and doc[i - 1].lower_ in ("and", "or")
        and all(
            t.pos_ == "PROPN"
            and t.ent_type_ not in PLACE_OR_BODY_ENTITIES
            and first_sense_lexname(t.lower_, "NOUN") not in ("noun.location", "noun.group")
            for t in (owner, doc[i - 2])
        )
    )


#: Named-entity types of places, facilities, nationalities and organisations, which are not
#: read as the joint owners of a group genitive.
PLACE_OR_BODY_ENTITIES = frozenset({"GPE", "LOC", "FAC", "NORP", "ORG"})


def _verb_read_as_noun(noun: Token) -> bool:
    """ "because the City of Milwaukee's Ethics Code excludes from its definition ...": the
    tagger read the verb's third-person "-s" form as a plural noun, whose lemma WordNet lists
    as a verb but not as a noun (there is no noun "exclude"). The possessed phrase is then the
    clause's subject and the possessum ends before the verb ("Ethics Code"), so the draft
    "Milwaukee has Ethics Code excludes" is garbled: no draft."""
    if noun.tag_ != "NNS":
        return False
    # the surface form, which WordNet's morphology reduces itself ("doings" is a noun)
    forms = (noun.lower_, noun.lemma_.lower())
    return not any(wordnet().synsets(w, "n") for w in forms) and bool(
        wordnet().synsets(noun.lemma_.lower(), "v")
    )


def _coordinated_possessum_tail(noun: Token) -> str | None:
    """The rest of a coordinated possessum after its first head noun, each conjunct with its own
    article: "the clan's village or encampment" -> "or an encampment", "the bear's tail and
    body" -> "and a body". The genitive determines the whole coordination (Quirk et al. 1985
    §5.122, §13.70 on coordinated heads after one determiner), so what is taken for granted is
    the possession of all of it ("The clan has a village or an encampment"); a draft of the
    first conjunct alone ("The clan has a village") turns "or" into a claim the sentence does
    not make (blind review stop 58). None when the head is not coordinated; "" (no draft) when
    a later conjunct has words of its own that the template cannot carry (pr95)."""
    chain, node = [], noun
    while True:
        nxt = next((k for k in node.children if k.dep_ == "conj" and k.i > node.i), None)
        if nxt is None:
            break
        chain.append(nxt)
        node = nxt
    if not chain or any(c.pos_ != "NOUN" for c in chain):
        # a name ("the Solar System's planets and Pluto") refers on its own and is no
        # possessum of the genitive: the first conjunct's draft stays
        return None
    doc = noun.doc
    words: list[str] = []
    for tok in doc[noun.i + 1 : chain[-1].i + 1]:
        if tok.dep_ in ("cc", "punct") and tok.head.i in {noun.i, *(c.i for c in chain)}:
            words.append(tok.text)
        elif tok in chain and not any(k.dep_ not in ("cc", "punct", "conj") for k in tok.children):
            plural = tok.tag_ in ("NNS", "NNPS")
            words.append(tok.text if plural else f"{indefinite_article(tok.text)} {tok.text}")
        else:
            return ""
    coordinators = {w.lower() for w in words} & {"and", "or", "nor"}
    if coordinators == {"and"}:
        # "My daughter's family and son": the genitive may determine the first conjunct only
        # ([my daughter's family] and [son], the speaker's son), an ambiguity of the scope of
        # the determiner over a coordination (Quirk et al. 1985 §13.70 ff.; Huddleston &
        # Pullum 2002 ch. 15 §4.2); the first conjunct's possession holds on either reading
        # and an "and" entails its first conjunct, so the draft keeps the first conjunct only
        # (review s1202j, pres-040). An "or" keeps the whole coordination (pr95: "The clan
        # had a village" alone is no entailment of "village or encampment").
        return None
    return re.sub(r" ([,;])", r"\1", " ".join(words))


def _shared_head_conjunct(noun: Token) -> Token | None:
    """The last conjunct of "X's business, military, and other leaders" when the possessed noun
    is the first of coordinated premodifiers that share that conjunct's head: the earlier
    conjuncts are bare singular words (no determiner or modifier of their own) and the last one
    is a plural with a premodifier of its own ("other leaders", "political leaders"). The
    parser reads "business" as the head and the rest as conjoined nouns, but a bare singular
    count noun cannot be a noun phrase on its own, so the words are premodifiers coordinated
    before one shared head (Quirk et al. 1985 §13.70 and §17.110 on coordinated premodifiers;
    Huddleston & Pullum 2002 ch. 15 §4.2, "delayed right constituent"): "X had a business"
    misreads the phrase, and the possessum is the whole plural ("Syria has business, military,
    and other leaders"). None otherwise."""
    if noun.tag_ != "NN":
        return None
    chain, node = [], noun
    while True:
        nxt = next((k for k in node.children if k.dep_ == "conj"), None)
        if nxt is None:
            break
        chain.append(nxt)
        node = nxt
    if not chain or chain[-1].tag_ != "NNS":
        return None
    last = chain[-1]
    if not any(k.dep_ in ("amod", "compound") and k.i < last.i for k in last.children):
        return None
    for word in [noun, *chain[:-1]]:
        # a PP after the whole phrase ("... leaders in Damascus") may hang on the first word
        own = [
            k
            for k in word.children
            if k.dep_ not in ("punct", "cc", "conj", "poss", "case") and k.i < last.i
        ]
        if own or word.tag_ not in ("NN", "JJ"):
            return None
    if any(t.dep_ == "conj" and t.tag_ not in ("NN", "JJ", "NNS") for t in chain):
        return None
    return last


def _clause_in_premodifiers(noun: Token) -> bool:
    """A finite verb or a subordinator stands between the possessor and the possessed noun
    ("her father's later, when the war was over, estate"): the parse took a parenthetical
    clause for a premodifier, and a noun's premodifiers are words and phrases, never a finite
    clause (Quirk et al. 1985 §17.97-17.107): the draft would be garbled, so none is written."""
    owner = next((k for k in noun.children if k.dep_ == "poss"), None)
    if owner is None:
        return False
    inside = {t.i for t in owner.subtree}
    span = [t for t in noun.doc[noun.left_edge.i : noun.i] if t.i not in inside]
    return any(t.tag_ in ("VBD", "VBZ", "VBP", "MD") or t.pos_ == "SCONJ" for t in span)


#: WordNet root of the heads a class of people classifies: organisations, committees, teams,
#: unions, clubs (organization.n.01 "a group of people who work together").
ORGANISATION_SYNSETS = frozenset({"organization.n.01"})
#: Kin groups WordNet files under organization.n.01 (family.n.01 "household" via unit.n.03): a
#: family is possessed as kin are, relationally ("the workers' families" are theirs; Barker 1995
#: ch. 2; Chappell & McGregor 1996 on kinship as inalienable possession), not classified.
KIN_GROUP_SYNSETS = frozenset({"family.n.01", "family.n.02", "kin.n.01", "household.n.01"})


def _classifying_people_genitive(noun: Token) -> bool:
    """ "the women's committee", "a farmers' union", "the players' association": a bare plural
    class of people (a lowercase plural common noun whose first WordNet sense is a person, with
    no determiner, modifier or complement of its own) before an organisation noun
    (``ORGANISATION_SYNSETS``) is a descriptive (classifying) genitive: it says what kind of
    committee it is, the "the" belongs to the head, and no particular women have it (Quirk et
    al. 1985 §5.123, §17.48; Biber et al. 1999 §4.6.8; Rosenbach 2006 "Descriptive genitives
    in English"). "The women have a committee" is not what the sentence takes for granted: no
    draft. The extractor's word list (pr64's module) names institution heads; this catches
    every organisation noun through WordNet. A determiner on the plural ("these women's
    committee") or a singular possessor ("the club's committee") keeps the draft."""
    owner = next((k for k in noun.children if k.dep_ == "poss"), None)
    if owner is None or owner.pos_ != "NOUN" or owner.tag_ != "NNS" or not owner.is_lower:
        return False
    # the parse hangs the head's "the" on the possessor ("[the women]'s"): it is the head's
    if any(
        k.dep_ != "case" and not (k.dep_ == "det" and k.lower_ == "the") for k in owner.children
    ):
        return False
    if not _is_person(owner):
        return False
    senses = wordnet().synsets(noun.lemma_.lower(), "n")[:1]
    return any(
        ORGANISATION_SYNSETS & {h.name() for h in s.closure(lambda x: x.hypernyms())}
        and not KIN_GROUP_SYNSETS
        & {s.name(), *(h.name() for h in s.closure(lambda x: x.hypernyms()))}
        for s in senses
    )


#: Functional nouns of a place's extent and people (Löbner 1985 "Definites", functional
#: concepts: each possessor has exactly one value): every country, city or region has a
#: population, a territory, an area and a surface by what a place is.
EXTENT_NOUNS = frozenset({"population", "territory", "area", "surface", "interior"})


def _trivial_extent(noun: Token) -> bool:
    """ "the country's population", "Iraq's territory", "Greg's area": a bare functional noun of
    extent or population (``EXTENT_NOUNS``) with no describing modifier. Its existence is given
    by the meaning of its possessor (Löbner 1985 on functional nouns; Barker 1995 ch. 2 on
    relational possessa), so "The country had a population" is true whatever the sentence says
    and tests nothing, like the inalienables ("The city has a name", ``_bare_name_noun``): the
    draft is flagged ``trivial-extent`` (a defect; ``inalienable-possession`` is a warning). A modifier ("the city's urban area", "its
    working population") keeps the draft informative."""
    return (
        noun.pos_ == "NOUN"
        and noun.tag_ == "NN"
        and noun.lemma_.lower() in EXTENT_NOUNS
        and not any(k.dep_ in ("amod", "compound", "nummod", "nmod") for k in noun.children)
    )


def _relatum_possessum(noun: Token) -> bool:
    """ "Intel's version", "AMD's copy", "the firm's side": a relational noun whose second
    argument is not the possessor (``wordlists/presupposition_relatum_nouns.txt``: a version
    or copy OF a work, a part or side OF a whole; Barker 1995 ch. 2 on relational nouns, whose
    relatum the genitive does not fill when it names a maker or holder; Partee & Borschev 2003)
    with no "of" phrase: the relatum is left to the context ("the chip", "the dispute"), and
    "Intel has a version." is incomplete as a sentence of its own (review s1202t: "version of
    what?"). With its "of" phrase ("Intel's version of the chip") the draft can say it."""
    if noun.lemma_.lower() not in word_set("presupposition_relatum_nouns"):
        return False
    return not any(k.dep_ == "prep" and k.lower_ == "of" for k in noun.children)


#: Relatum nouns of representation, a rendering of their of-object (Barker 1995 ch. 2 on
#: relational nouns; the others of ``presupposition_relatum_nouns``, "part", "side", "half",
#: are partitives: "Sony's part of the deal" is a share, which one has).
RENDERING_NOUNS = frozenset({"version", "variant", "edition", "copy"})


def _rendering_of_abstract(noun: Token) -> bool:
    """ "Juliet's version of cleanliness", "the defence's version of events": a rendering noun
    (``RENDERING_NOUNS``) whose of-phrase names no thing but an idea, a quality,
    a state or events (first WordNet sense in ``NON_POSSESSION_LEXNAMES`` or
    noun.communication). The genitive is then the holder of a rendering or conception (Barker
    1995 ch. 2: the genitive of a relational noun fills its role, here the one whose view it
    is; Partee & Borschev 2003 on the relation a relational head supplies), not an owner:
    "Juliet had a version of cleanliness" asserts a possession the sentence does not speak of.
    A version of a thing ("Intel's version of the chip", a product variant) keeps its draft."""
    if noun.lemma_.lower() not in RENDERING_NOUNS:
        return False
    of = next((k for k in noun.children if k.dep_ == "prep" and k.lower_ == "of"), None)
    pobj = next((g for g in of.children if g.dep_ == "pobj"), None) if of else None
    if pobj is None or pobj.pos_ != "NOUN":
        return False
    return _noun_lexname(pobj) in NON_POSSESSION_LEXNAMES | {"noun.communication"}


#: WordNet synset of beliefs and their practices (religions, cults, magic, sorcery):
#: ``_practised_belief``.
PRACTISED_BELIEF_SYNSETS = frozenset({"belief.n.01"})


def _practised_belief(noun: Token) -> bool:
    """ "Mrs. Gogol's voodoo", "the old woman's witchcraft": a possessed noun without an
    article (a noncount use) one of whose three most frequent WordNet senses falls under
    ``belief.n.01`` (religions, cults, magic). For such a non-relational noun the genitive's
    relation is supplied by what one does with the noun's denotation (Partee & Borschev 2003;
    Barker 1995 ch. 2 on extrinsic genitives, Jensen & Vikner 2004 on the "agentive" relation):
    Mrs. Gogol practises voodoo, she does not own it, and "Mrs. Gogol had voodoo" is no
    sentence a reader takes the premise to presuppose. No draft; a count use with an article
    ("Kim's religion" -> "Kim had a religion") is left to the other checks."""
    if noun.pos_ != "NOUN" or noun.tag_ != "NN" or not _mass_possessum(noun):
        return False
    for s in wordnet().synsets(noun.lemma_.lower(), "n")[:3]:
        above = {s.name()} | {h.name() for h in s.closure(lambda x: x.hypernyms())}
        if above & PRACTISED_BELIEF_SYNSETS:
            return True
    return False


#: Subordinators of a clause that restricts a conditional or quantificational operator (Lewis
#: 1975; Heim 1982 ch. 2 on "if/when" clauses as restrictors of donkey sentences).
RESTRICTOR_SUBORDINATORS = frozenset({"if", "when", "whenever", "unless", "once"})


def _bound_possessor(noun: Token) -> bool:
    """ "If stat is called on a symbolic link, it returns the properties of the link's target":
    the possessor "the link" is a definite anaphoric to an indefinite ("a symbolic link")
    inside an if/when clause of the sentence, a donkey anaphor bound by the conditional's
    quantification over cases (Heim 1982 ch. 2; Kamp 1981): it refers to no particular link,
    so the draft "The link has a target." has no referent (review s1202t: "'the link' is
    bound by the indefinite in the if-clause"). Told by a possessor "the N" whose head lemma
    heads an indefinite ("a/an/any N") earlier in a restrictor clause
    (``RESTRICTOR_SUBORDINATORS``)."""
    owner = next((k for k in noun.children if k.dep_ == "poss"), None)
    if owner is None or owner.pos_ != "NOUN":
        return False
    if not any(k.dep_ == "det" and k.lower_ == "the" for k in owner.children):
        return False
    lemma = owner.lemma_.lower()
    for tok in noun.doc[: owner.i]:
        if tok.lemma_.lower() != lemma or tok.pos_ != "NOUN":
            continue
        if not any(k.dep_ == "det" and k.lower_ in ("a", "an", "any") for k in tok.children):
            continue
        for anc in tok.ancestors:
            if anc.dep_ == "advcl" and any(
                m.dep_ in ("mark", "advmod") and m.lower_ in RESTRICTOR_SUBORDINATORS
                for m in anc.children
            ):
                return True
    return False


def _trivial_attribute(noun: Token) -> bool:
    """ "Jon's name", "the city's name", "the ship's age": a bare "name" or "age" is a functional
    noun whose value every entity of the possessor's kind has (Löbner 1985: a functional
    concept maps each possessor to exactly one value; Nichols 1988 and Heine 1997 list "name"
    among the inalienables), so "Jon has a name" is true by the meaning of the possessor and
    tests no projection (review s1202t, pres-074: "trivially true from world knowledge"). Like
    ``_trivial_extent`` the draft is flagged ``trivial-extent``, a defect: no pair is offered.
    A describing modifier keeps the draft ("the band's new name" -> "The band had a new
    name"), as ``_bare_name_noun`` already did for the warning it used to raise."""
    return (
        _bare_name_noun(noun)
        or _classified_name_noun(noun)
        or _bare_property_noun(noun)
        or _naming_noun(noun)
        or (
            noun.lemma_.lower() == "age"
            and noun.tag_ == "NN"
            and not any(k.dep_ in ("amod", "compound", "nummod") for k in noun.children)
        )
    )


#: Modifiers that pick out a part or variant of the name every person or thing has ("real",
#: "full", "legal", "given", "first", "last"): the noun stays functional (Löbner 1985: one
#: value per possessor; a person's real or legal name is what the name function yields),
#: unlike describing modifiers ("the band's new name" implies a renaming).
NAME_PART_MODIFIERS = frozenset({"real", "full", "legal", "given", "true", "first", "last"})


def _classified_name_noun(noun: Token) -> bool:
    """ "the user's real name", "her full name": a singular "name" whose only modifiers are
    ``NAME_PART_MODIFIERS``. Every user has a real name, so "The user has a real name" is
    true by world knowledge and tests no projection, as "Jon has a name" (review s1203c
    pres-059; Nichols 1988 and Heine 1997 list "name" among the inalienables)."""
    if noun.lemma_.lower() != "name" or noun.tag_ != "NN":
        return False
    mods = [k for k in noun.children if k.dep_ in ("amod", "compound", "nummod")]
    return bool(mods) and all(k.lower_ in NAME_PART_MODIFIERS for k in mods)


#: Relational nouns of a thing's properties (Barker 1995 ch. 2: their possessor fills their
#: argument; Löbner 1985 on relational and functional concepts): every entity has features,
#: properties, characteristics and attributes.
PROPERTY_NOUNS = frozenset({"feature", "property", "characteristic", "attribute"})


def _bare_property_noun(noun: Token) -> bool:
    """ "FreeBSD's features", "the metal's properties": a plural property noun
    (``PROPERTY_NOUNS``) with no describing modifier. Any system has features, so "FreeBSD has
    features" is true by what a thing is and is no diagnostic hypothesis (review s1203c
    pres-058: "trivially true"). A modifier keeps the draft ("FreeBSD's networking features"
    -> "FreeBSD has networking features"); "Lee's property" (an estate) is singular."""
    return (
        noun.tag_ == "NNS"
        and noun.lemma_.lower() in PROPERTY_NOUNS
        and not any(k.dep_ in ("amod", "compound", "nummod", "nmod") for k in noun.children)
    )


#: Nouns of naming: a term, word or expression is a relation between a speech community or
#: source and the thing it names (Barker 1995 ch. 2 on relational nouns; Löbner 1985), so
#: the possessor's genitive says whose usage it is ("FORTH's term for X", "Microsoft's word
#: for Y"), not a thing the possessor has.
NAMING_NOUNS = frozenset({"term", "word", "expression", "designation", "coinage"})


def _naming_noun(noun: Token) -> bool:
    """ "FORTH's term which encompasses keywords", "Microsoft's term for a mutex": a singular
    naming noun (``NAMING_NOUNS``). Its genitive names whose usage it is, and "FORTH has a
    term" drops the named thing, the relation's other argument, leaving a statement true of
    any language or firm (Barker 1995 ch. 2: a relational noun's possessor fills one argument
    and the sense needs the other), as "X has a name" or "X has features" (``_bare_name_noun``,
    ``_bare_property_noun``): flagged ``trivial-extent`` likewise (review s1204a pres-030/050/
    054). Only the bare noun: "the author's new term" (a describing modifier) keeps its draft."""
    return (
        noun.pos_ == "NOUN"
        and noun.tag_ == "NN"
        and noun.lemma_.lower() in NAMING_NOUNS
        and not any(k.dep_ in ("amod", "nummod") for k in noun.children)
    )


#: Cardinal numerals that open a possessed noun phrase as its determiner ("one squad car").
CARDINAL_WORDS = frozenset(
    {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "dozen"}
)


def _temporal_possessor(noun: Token) -> bool:
    """The genitive names a time ("Thursday's open date", "Monday's losses", "last year's
    crop"): a genitive of time locates the noun's referent in that time (Quirk et al. 1985
    §5.118, "temporal genitive"; Huddleston & Pullum 2002 ch. 5 §16.5 on non-possessive
    genitives), it does not say the time has anything, so "Thursday has an open date" states
    no presupposition of the sentence. The existence presupposition is of the thing itself,
    which the possessive template cannot write: no draft."""
    owner = next((k for k in noun.children if k.dep_ == "poss"), None)
    if owner is None or owner.pos_ == "PRON":
        return False
    return _time_noun(owner) or owner.lower_ in WEEKDAYS


#: The days of the week, times by themselves (the small model's NER may not tag them DATE).
WEEKDAYS = DAY_NAMES | {"today", "yesterday", "tomorrow", "tonight"}

#: Adverbs of frequency and time that the parser may hang on the possessed noun but that modify
#: the verb ("keeps up with the town's doings daily"): Quirk et al. 1985 §8.62-8.67 frequency,
#: §8.51 time-position adjuncts are clause elements; a noun takes an adverb after it only of
#: place or time-relation ("the room upstairs", "the day before", H&P 2002 ch. 5 §14.4).
VERB_TIME_ADVERBS = frozenset(
    {"daily", "weekly", "monthly", "yearly", "annually", "hourly", "nightly", "again",
     "often", "always", "sometimes", "usually", "regularly", "constantly", "frequently",
     "occasionally", "already", "still", "now", "then", "today", "yesterday", "tomorrow",
     "too", "also", "anyway", "once", "twice", "soon", "later", "recently", "together"}
)  # fmt: skip
#: Degree adjuncts (amplifiers) the parser may hang on the possessed noun when they follow the
#: object ("admires Elinor's drawings very much", "loved the captain's dogs a lot"): they
#: intensify the verb (Quirk et al. 1985 §8.104-8.108, amplifiers "much", "a lot", "greatly",
#: "deeply", "highly" as clause adjuncts), and a noun takes no degree adverb after it (H&P 2002
#: ch. 5 §14.4), so the draft "Elinor has drawings very much" carries the verb's material
#: (review s1205m, stop 84 pr178). Cut with ``_without_verb_adverbs``.
VERB_DEGREE_ADVERBS = frozenset(
    {"much", "lot", "greatly", "deeply", "highly", "dearly", "immensely", "enormously",
     "tremendously", "hugely", "exceedingly", "excessively", "extremely", "vastly",
     "prodigiously", "heartily", "sincerely", "warmly"}
)  # fmt: skip
#: The clause's adverbs ``_without_verb_adverbs`` cuts from a possessed noun phrase.
_CLAUSE_ADVERBS = VERB_TIME_ADVERBS | VERB_DEGREE_ADVERBS

#: Totality and identity modifiers of a possessed noun ("Lilly's whole family", "her entire
#: fortune", "his very life"): "whole/entire" say the predicate holds of all of the referent
#: and "very" (identity, emphasis) picks it out against alternatives (Quirk et al. 1985 §7.35
#: on emphasizers and §7.33 intensifying adjectives; Huddleston & Pullum 2002 ch. 6 §3 on
#: "very" as an adjective). They restrict nothing, so the existence presupposition is of the
#: noun without them, and with them the draft says something else ("Lilly had a whole family":
#: that it was complete; "*had a very life").
TOTALITY_MODIFIERS = frozenset({"whole", "entire", "very"})


def _without_verb_adverbs(np: str, noun: Token) -> str:
    """The possessed noun phrase without a frequency, time or degree adverb the parse put after
    its noun (``VERB_TIME_ADVERBS``, ``VERB_DEGREE_ADVERBS``): the adverb is the clause's, and
    "Our town has doings daily" states what the sentence does not. The cut runs to the end,
    like ``_without_loose_pps``."""
    for k in noun.children:
        if k.dep_ in ("advmod", "npadvmod") and k.i > noun.i and k.lower_ in _CLAUSE_ADVERBS:
            cut = np.find(" " + _text(list(k.subtree)))
            if cut > 0:
                np = np[:cut].rstrip(" ,")
    return np


def _without_totality_modifiers(np: str, noun: Token) -> str:
    """The possessed noun phrase without a totality or identity modifier of its noun
    (``TOTALITY_MODIFIERS``): "Lilly's whole family" presupposes "Lilly had a family"."""
    for k in noun.children:
        if k.dep_ == "amod" and k.i < noun.i and k.lower_ in TOTALITY_MODIFIERS:
            np = re.sub(rf"(?:^|(?<=\s)){re.escape(k.text)}\s+", "", np, count=1)
    return np


#: WordNet lexicographer files of material and food nouns: the concrete noncount nouns (Quirk et
#: al. 1985 §5.3-5.5: "water", "oil", "iron", "bread" name a substance, not a bounded thing).
MASS_LEXNAMES = frozenset({"noun.substance", "noun.food"})


def _invariable_noun(lemma: str, synsets: list[Any]) -> bool:
    """A noun with no plural form but itself in lemminflect's table ("clothing", "furniture",
    "luggage", "jewelry", "homework"): an aggregate or abstract noncount noun, which takes no
    indefinite article (Quirk et al. 1985 §5.3-5.5, Huddleston & Pullum 2002 ch. 5 §3.1:
    "*a furniture"), so "the agent's clothing" drafts "The agent had clothing", not "*had a
    clothing" (blind review s1130r). Zero-plural count nouns are set apart (Quirk §5.87-5.90):
    animal names ("sheep") and nouns already in -s ("species", "series")."""
    plurals = getAllInflections(lemma, upos="NOUN").get("NNS")
    if plurals != (lemma,) or lemma.endswith("s"):
        return False
    return not synsets or synsets[0].lexname() != "noun.animal"


def _mass_possessum(noun: Token) -> bool:
    """A singular possessed noun used as a mass noun ("the country's water", "Angola's oil"):
    its substance and food senses (``MASS_LEXNAMES``) together are more frequent in WordNet's
    tagged counts (``Lemma.count()``, SemCor) than all its other senses together, or it has
    only such senses. A noncount noun takes no indefinite article (Quirk et al. 1985 §5.3;
    Huddleston & Pullum 2002 ch. 5 §3.1), so the draft is "The country has water", not "*has a
    water" (IMPPRES writes "Rose has ice"). A noun whose count senses are as frequent keeps its
    article ("Einstein's paper" -> "Einstein had a paper": the essay senses outweigh the
    material)."""
    if noun.pos_ != "NOUN" or noun.tag_ != "NN":
        return False
    lemma = noun.lemma_.lower()
    synsets = wordnet().synsets(lemma, "n")
    if _invariable_noun(lemma, synsets):
        return True
    if lemma in word_set("presupposition_aggregate_noncount_nouns"):
        return True  # "the user's mail" -> "The user has mail" (Quirk et al. 1985 §5.4)
    if _verbal_ing_noun(lemma, synsets):
        return True
    if not synsets:
        return False
    if synsets[0].name() in BODILY_CONSTITUENT_SYNSETS:
        # "the children's hair", "Fred's blood": the body's stuff, noncount in this sense
        # (Quirk et al. 1985 §5.4: "hair" count only for single hairs), "have hair", not "*a hair"
        return True
    mass, count = 0, 0
    for s in synsets:
        n = sum(lem.count() for lem in s.lemmas() if lem.name().lower() == lemma)
        if _mass_sense(s):
            mass += n
        else:
            count += n
    if mass == 0 and count == 0:
        return all(_mass_sense(s) for s in synsets)
    return mass > count


#: WordNet's computer memory ("memory.n.04", with "RAM", "ROM" below it).
COMPUTER_MEMORY_SYNSET = "memory.n.04"


def _memory_possessum(noun: Token) -> bool:
    """A singular possessum whose first WordNet sense is computer memory ("RAM", "ROM"): memory
    as a store is a capacity measured out in units ("640K of RAM", "more RAM"), a noncount use
    (Quirk et al. 1985 §5.3, §5.8 on partitives; Huddleston & Pullum 2002 ch. 5 §3.1), so "the
    PC's RAM" drafts "The PC has RAM", not "*a RAM" (review s1204h pres-038). A common or proper
    tag alike: the parser tags the acronym NNP. "memory" itself has a mental first sense and
    stays with ``_mass_possessum``; so does a count noun of a memory's part ("the printer's
    buffer" -> "has a buffer"): only an all-capital acronym, the name of the memory type as
    "random-access memory" is, counts here."""
    if noun.tag_ not in ("NN", "NNP") or not noun.text.isupper():
        return False
    return first_sense_under(noun.lower_, "NOUN", (COMPUTER_MEMORY_SYNSET,))


def _verbal_ing_noun(lemma: str, synsets: list[Any]) -> bool:
    """A noun in -ing made from a verb that names only the activity ("networking",
    "scheduling", "programming"): WordNet has no noun sense for it or only act senses
    (noun.act), and the stem is a verb. Such a deverbal -ing noun is noncount (Quirk et al.
    1985 §17.54 on verbal nouns, §5.3; Huddleston & Pullum 2002 ch. 5 §3.1), so "Apollo's
    networking" drafts "Apollo had networking", not "*had a networking". An -ing noun with a
    concrete or event sense ("building", "meeting", "painting") counts."""
    if not lemma.endswith("ing") or len(lemma) < 6:
        return False
    if any(s.lexname() != "noun.act" for s in synsets):
        return False
    stem = lemma[:-3]
    return any(wordnet().synsets(v, "v") for v in (stem, stem + "e", stem[:-1]))


#: WordNet's unique beginner of matter ("matter.n.03": solids, liquids, gases, "substance").
MATTER_SYNSET = "matter.n.03"


def _mass_sense(synset: Any) -> bool:
    """A material or food sense (``MASS_LEXNAMES``), or a sense in WordNet's file of unique
    beginners (noun.Tops) under matter.n.03: food.n.01 "any substance that can be metabolized"
    and substance.n.07 sit in noun.Tops, not in noun.food/noun.substance, yet are the
    substance nouns of Quirk et al. 1985 §5.3 ("Foodplace has delicious food", not "*a
    delicious food"; review s1202j, pres-082)."""
    if synset.lexname() in MASS_LEXNAMES:
        return True
    return synset.lexname() == "noun.Tops" and MATTER_SYNSET in _hypernym_names(synset)


#: (noun lemma, preposition) of relational nouns whose PP is a complement the noun selects, not a
#: loose adjunct ("relations with Seoul", "ties to the mafia", "border with Chile"): without
#: it the noun says nothing ("Tokyo has relations"; Huddleston & Pullum 2002 ch. 5 §14.2 on
#: complements in NP structure, whose preposition the head noun selects; round 33 blind reviews).
#: Nouns of opportunity, which select a goal PP ("chance at the title").
OPPORTUNITY_NOUNS = frozenset({"chance", "opportunity", "shot"})
#: Nouns of control, power and influence, which select "over"/"on" + their domain (H&P 2002
#: ch. 5 §14.2; Quirk et al. 1985 §16.69): "control over X", "a hold on X", "influence on X".
CONTROL_NOUNS = frozenset(
    {"control", "power", "authority", "command", "influence", "hold", "grip", "mastery",
     "jurisdiction", "dominion", "sway", "sovereignty", "supremacy", "monopoly"}
)  # fmt: skip

NOUN_COMPLEMENT_PPS = frozenset(
    {
        (noun, prep)
        for noun in ("relation", "relationship", "tie", "link", "connection", "contact",
                     "dealing", "friendship", "rivalry", "alliance", "partnership", "treaty",
                     "border", "dispute", "feud", "trade")
        for prep in ("with", "to", "between")
    }
    # nouns of opportunity select "at/of/for" + their goal ("his chance at the title", "a shot
    # at the playoffs"): "He had his chance before" without it is vague or idiomatic (H&P 2002
    # ch. 5 §14.2; blind review s1129q); a credit is credit in/on/for a work (credit.n.05 "an
    # entry on a list of persons who contributed to a film or written work"): "X has credits"
    # without the work says nothing (blind review s1129s, "credits in this release")
    | {
        (noun, prep)
        for noun in OPPORTUNITY_NOUNS
        for prep in ("at", "of", "for")
    }
    | {("credit", prep) for prep in ("in", "on", "for")}
    # nouns of control and influence select "over" (and "on") + what is controlled: "control
    # over the budget", "a grip on the market", "influence on the result" (H&P 2002 ch. 5
    # §14.2, the preposition the head noun selects; Quirk et al. 1985 §16.69 on nouns with
    # prepositional complements, "control over"): without it the noun names no control at all,
    # so "regain the full control over X" -> "The full control has been gained before" loses
    # what the re-verb repeats (blind review s1204w pres-014/021; stop 79, pr165, as pr160 kept
    # the to-complement of "the need to include X")
    | {
        (noun, prep)
        for noun in CONTROL_NOUNS
        for prep in ("over", "on")
    }
)  # fmt: skip


def _without_loose_pps(np: str, noun: Token) -> str:
    """The possessed noun phrase without a prepositional phrase after the noun other than an
    of-phrase: post-nominal PPs are where the parser most often attaches to the noun what belongs
    to the verb ("the band's frontman [talked] about X"; Hindle & Rooth 1993, *Structural
    ambiguity and lexical relations*: "of" is the one preposition that attaches nominally almost
    always). Dropping a PP only weakens the draft, which stays entailed."""
    for k in noun.children:
        if (noun.lemma_.lower(), k.lower_) in NOUN_COMPLEMENT_PPS:
            continue  # "Tokyo's relations with Seoul": the PP is the noun's own complement
        if k.i > 0 and noun.doc[k.i - 1].text == "-" and not noun.doc[k.i - 1].whitespace_:
            continue  # "brother-in-law": a piece of a hyphenated compound, no PP
        infinitive = k.dep_ in ("acl", "relcl") and any(
            a.dep_ == "aux" and a.tag_ == "TO" and a.i == k.left_edge.i for a in k.children
        )
        clausal = k.dep_ in ("acl", "relcl") and k.i > noun.i
        # a relative or participle clause set off by a comma is supplementary: it adds a new
        # proposition about a referent already identified (Quirk et al. 1985 §17.22;
        # Huddleston & Pullum 2002 ch. 12 §1.3), not part of what the genitive presupposes
        # ("the telescope's main focal plane, after which it is collimated" -> "The telescope
        # has a main focal plane"; blind review s1129y); and a sentence parsed with no verb at
        # its root has its finite verb read as a modifier of some noun ("the nation's highways
        # [used to exist ...]"): a clause there is the sentence's predicate, not the noun's
        supplementary = clausal and (
            noun.doc[k.left_edge.i - 1].text == "," or noun.sent.root.pos_ not in ("VERB", "AUX")
        )
        # a name in apposition set off by a comma ("Ross's new girlfriend, Bonnie,") is a
        # supplementary appositive: it adds that the girlfriend is Bonnie, a proposition of its
        # own (Quirk et al. 1985 §17.65 non-restrictive apposition), and without its comma
        # "has a new girlfriend Bonnie" is no English (blind review s1201m): it goes. The
        # parser hangs such a name on the noun as appos or npadvmod
        appositive = (
            k.i > noun.i
            and (k.dep_ == "appos" or (k.dep_ == "npadvmod" and k.pos_ == "PROPN"))
            and noun.doc[k.left_edge.i - 1].text in (",", "-")
        )
        # a relative after a possessed noun that is itself the object of a preposition
        # postmodifying another noun ("an extension to Landin's machine that supports lazy
        # evaluation") may attach high, to that other noun, as well as low: relative-clause
        # attachment after "N1 P N2" is ambiguous (Cuetos & Mitchell 1988; Quirk et al. 1985
        # §17.11 on the ambiguity of postmodification), and the parser's low attachment is no
        # evidence; the possessive draft keeps the relative only where it can attach to the
        # possessum alone, else it goes, which only weakens the draft (review s1204i pres-016)
        high = clausal and _relative_may_attach_higher(noun)
        if (
            (k.dep_ == "prep" and k.i > noun.i and k.lower_ != "of")
            or (infinitive and k.i > noun.i)
            or supplementary
            or appositive
            or high
        ):
            # an infinitive after the noun is as often the verb's purpose adjunct ("went over
            # to Dave's place to hang out"; Quirk et al. 1985 §15.46 vs §17.31): cut like a PP
            cut = np.find(" " + _text(list(k.subtree)))
            if cut > 0:
                np = np[:cut].rstrip(" ,")
    return np


def _relative_may_attach_higher(noun: Token) -> bool:
    """Whether ``noun`` is the object of a preposition other than "of" whose phrase
    postmodifies another noun ("an extension [to Landin's machine]"), so that a relative clause
    after it may belong to that noun instead (``_without_loose_pps``)."""
    prep = noun.head
    return (
        noun.dep_ == "pobj"
        and prep.dep_ == "prep"
        and prep.i < noun.i
        and prep.head.pos_ in ("NOUN", "PROPN", "PRON")
    )


def _possessed_head(trig: Token) -> bool:
    """Whether the noun the numeric determiner quantifies has a determiner-genitive or
    possessive pronoun ("both his group's shows", "both her sisters", "all three of the
    players' wives"); a genitive inside a relative clause ("the doctors who met Guy's
    senators") does not count."""
    noun = trig
    for _ in range(3):  # "both" -> "shows"; "all" -> "three" -> "of" -> "wives"
        if noun.pos_ in ("NOUN", "PROPN") or noun.head.i == noun.i:
            break
        noun = noun.head
    nouns = [noun, *(g for c in noun.children if c.lower_ == "of" for g in c.children)]
    return any(c.dep_ == "poss" for n in nouns for c in n.children)


#: Relational part nouns that come in twos ("both ends", "both sides", "both banks"): their
#: whole is an implicit argument (Barker 1995 *Possessive Descriptions* on relational nouns;
#: Löbner 1985 on functional nouns), the domain "both" quantifies over.
PAIRED_PART_NOUNS = frozenset({"end", "side", "bank", "shore", "flank", "half", "wing"})
#: Prepositions of the locative PP such a part noun heads ("at both ends", "on both sides").
PART_LOCATIVE_PREPS = frozenset({"at", "on", "along", "from", "to", "in"})


def _part_whole(noun: Token) -> Token | None:
    """The whole whose parts a bare "both N" counts, when the clause names it: "The pitch has
    goalposts at both ends", "The bridge has towers on both sides" (the subject of "have"),
    "Trees lined the road on both sides" (the object of the verb the locative PP modifies).
    The part noun is relational and its whole is the locus the clause is about (Barker 1995;
    Vikner & Jensen 2002 on part-whole genitives), so the presupposition "two N in the
    restricted domain" (von Fintel 1994) is stated with its domain: "The pitch has two ends",
    which blind review s1130o asked for over NOPE's "two relevant ends". A whole that is no
    definite noun phrase, or a clause without one, gives None (the NOPE wording stays)."""
    if noun.lemma_.lower() not in PAIRED_PART_NOUNS or noun.dep_ != "pobj":
        return None
    prep = noun.head
    if prep.lower_ not in PART_LOCATIVE_PREPS:
        return None
    host = prep.head
    verb = host.head if host.pos_ in ("NOUN", "PROPN") and host.dep_ == "dobj" else host
    if verb.pos_ not in ("VERB", "AUX"):
        return None
    if verb.lemma_.lower() == "have":
        whole = next((k for k in verb.children if k.dep_ == "nsubj"), None)
    else:
        # the verb's own object; not the noun the PP hangs on ("painted stripes on both sides")
        whole = next((k for k in verb.children if k.dep_ == "dobj" and k.i != host.i), None)
        if whole is None and host.i == verb.i:
            whole = _located_subject(verb)
            if whole is not None:
                return whole
    if whole is None or whole.i > noun.i:
        return None
    definite = whole.pos_ == "PROPN" or any(
        k.dep_ in ("det", "poss") and (k.lower_ in DEFINITE_DETERMINERS or k.dep_ == "poss")
        for k in whole.children
    )
    return whole if definite and whole.pos_ != "PRON" else None


def _located_subject(verb: Token) -> Token | None:
    """ "A candle burns the most brightly at both ends", "The rope was frayed at both ends":
    with no object, the locative PP of a paired part noun places the event on the subject's
    own parts when the subject is a physical thing (a part noun takes the nearest whole as
    its implicit possessor, Barker 1995; Vikner & Jensen 2002; a thing, not a person who
    could stand at the ends of something else): "A candle has two ends", which review
    s1202m asked for over "There are two relevant ends" (class 3, pr106). A singular noun
    phrase with a definite or an indefinite article (the generic "A candle ..."), not a
    pronoun; else None."""
    subj = next((k for k in verb.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None or subj.pos_ != "NOUN" or subj.tag_ != "NN":
        return None
    if first_sense_lexname(subj.lemma_.lower(), "NOUN") not in ("noun.artifact", "noun.object"):
        return None
    dets = [k for k in subj.children if k.dep_ in ("det", "poss")]
    if not dets or not all(
        k.dep_ == "poss" or k.lower_ in DEFINITE_DETERMINERS or k.lower_ in ("a", "an")
        for k in dets
    ):
        return None
    return subj


def _distributed_part(noun: Token) -> bool:
    """ "little hallways ... with heavy metal doors on both ends": a relational part noun
    counted by "both" (``PAIRED_PART_NOUNS``) whose locative PP modifies a plural or quantified
    noun phrase has its whole bound by that plurality: each door is on an end of its own
    hallway, the "both" takes narrow scope under the plural's distributive operator (Link 1983;
    Beghelli & Stowell 1997 on distributivity), and the two ends are two per hallway. "There
    are two relevant ends" states one pair for the whole sentence, which is false of it (blind
    review s1202g); when ``_part_whole`` finds no singular whole to name, no draft."""
    if noun.lemma_.lower() not in PAIRED_PART_NOUNS or noun.dep_ != "pobj":
        return False
    prep = noun.head
    host = prep.head
    if prep.lower_ not in PART_LOCATIVE_PREPS or host.pos_ not in ("NOUN", "PROPN"):
        return False
    if first_sense_lexname(host.lemma_.lower(), "NOUN") not in ("noun.artifact", "noun.object"):
        # "mercenaries on both sides" (of a war): people are not placed on each one's own
        # ends; the per-thing whole is a physical object's (doors, posts, hallways)
        return False
    whole = _placed_on(host)
    if whole is None:
        # no whole found: the thing placed stands in for it, as before
        whole = host
    return whole.tag_ in ("NNS", "NNPS") or any(
        c.dep_ in ("det", "nummod") and c.lower_ in DISTRIBUTIVE_WORDS for c in whole.children
    )


def _placed_on(host: Token) -> Token | None:
    """ "a hallway with doors on both ends" -> "hallway": the whole whose ends (sides) are
    counted is the noun the thing placed ("doors") belongs to, through "with" (on that noun,
    or on an existential "be" whose pivot it is) or through "have" (its subject); the number
    of the thing placed says nothing of how many wholes there are (rt1 finding 3). None when
    the clause names no such noun."""
    owner = None
    if host.dep_ == "pobj" and host.head.lower_ == "with":
        owner = host.head.head
        if owner.pos_ in ("VERB", "AUX") and owner.lemma_.lower() == "be":
            owner = next((k for k in owner.children if k.dep_ == "attr"), None)
    elif host.dep_ == "dobj" and host.head.lemma_.lower() == "have":
        owner = next((k for k in host.head.children if k.dep_ == "nsubj"), None)
    if owner is None or owner.pos_ not in ("NOUN", "PROPN"):
        return None
    return owner


#: Relational part nouns: the referent is a part of an implicit whole (Barker 1995 on relational
#: nouns; Löbner 1985 on functional nouns), so a bare count of them ("at both ends") needs that
#: whole named. The paired ones of ``PAIRED_PART_NOUNS`` plus the other parts of a shape.
RELATIONAL_PART_NOUNS = PAIRED_PART_NOUNS | frozenset({"edge", "corner", "part", "face", "tip"})


def _with_modified_whole(noun: Token) -> Token | None:
    """ "a line with a handle on both ends" -> "line": a relational part noun
    (``RELATIONAL_PART_NOUNS``) in a locative PP on the thing a "with"-phrase places on a
    singular noun before it takes that noun as its implicit possessor (Barker 1995; Vikner &
    Jensen 2002 on part-whole relations): the ends are the line's. Blind review s1204u asked
    for "The line has two ends" over "There are two relevant ends" (stop 78, pr162). None when
    the part noun is not in such a PP or the noun the "with"-phrase modifies is not a singular
    common noun before it (``_placed_on``)."""
    if noun.lemma_.lower() not in RELATIONAL_PART_NOUNS or noun.dep_ != "pobj":
        return None
    prep = noun.head
    if prep.lower_ not in PART_LOCATIVE_PREPS or prep.head.pos_ not in ("NOUN", "PROPN"):
        return None
    host = prep.head
    if host.dep_ != "pobj" or host.head.lower_ != "with":
        return None
    owner = _placed_on(host)
    verb = host.head.head
    if owner is None and verb.pos_ in ("VERB", "AUX"):
        # "you have a line, with a node at both ends": the parser hangs the "with"-phrase on
        # the verb; a possessive "with" (Quirk et al. 1985 §9.45) describes the verb's object
        # right before it, the nearest preceding noun
        owner = next((k for k in verb.children if k.dep_ == "dobj" and k.i < host.head.i), None)
    if owner is None or owner.tag_ != "NN" or owner.i > host.i:
        return None
    return owner


def indefinite_part_whole(c: Candidate, doc: Doc, rule: str) -> Token | None:
    """The whole that a part-whole count draft ("The line has two ends", ``_with_modified_whole``)
    names, when the premise introduced it by an indefinite ("displays a line with a handle on
    both ends"), else None. Under a modal, a question, "if" or negation such an indefinite
    introduces no discourse referent (Karttunen 1976), so the ends' presupposition is bound
    locally, inside the operator (Heim 1983 on local accommodation; van der Sandt 1992 on
    binding to an antecedent in the same embedded context): "It might display a line with a
    handle on both ends" takes no line for granted, and "The line has two ends" points back to
    a line the premise never commits to (blind review s1204w pres-042/045/085). The plain
    original asserts the line, so its pair is unaffected; ``pairs`` labels the embedded pairs
    neutral as for ``indefinite_draft_subject`` (stop 79, pr165)."""
    if c.subtype != "numeric_determiners" or rule != "numeric:part_whole":
        return None
    noun = _trigger_token(c, doc)
    for _ in range(3):  # "both" -> "ends"; "all" -> "four" -> "corners"
        if noun is None or noun.pos_ in ("NOUN", "PROPN") or noun.head.i == noun.i:
            break
        noun = noun.head
    owner = _with_modified_whole(noun) if noun is not None else None
    return owner if owner is not None and _indefinite_np(owner) else None


def _relational_locative(noun: Token) -> bool:
    """A relational part noun (``RELATIONAL_PART_NOUNS``) as the object of a locative
    preposition ("at both ends", "on both edges"): the spatial part reading, whose whole is
    implicit (Barker 1995), unlike "Both sides agreed" (the parties to something)."""
    if not (
        noun.lemma_.lower() in RELATIONAL_PART_NOUNS
        and noun.dep_ == "pobj"
        and noun.head.lower_ in PART_LOCATIVE_PREPS
    ):
        return False
    return noun.lemma_.lower() != "side" or not _people_on_sides(noun.head.head)


def _people_on_sides(host: Token) -> bool:
    """ "mercenaries on both sides", "The soldiers fought on both sides": people placed on
    sides are parties to a contest (WordNet side.n.04 "one of two or more contesting groups"),
    a group reading whose whole (the war) the domain draft "There were two relevant sides"
    leaves to context as NOPE's experts do; the located thing is a person or group noun (the
    PP's noun host, or the subject of its verb) or a personal pronoun."""
    located = host
    if host.pos_ in ("VERB", "AUX"):
        located = next((k for k in host.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    if located is None:
        return False
    if located.pos_ == "PRON":
        return located.lower_ not in ("it", "this", "that")
    lexname = first_sense_lexname(located.lemma_.lower(), "NOUN")
    return located.pos_ == "PROPN" or lexname in ("noun.person", "noun.group")


def _definite_whole(whole: Token) -> str:
    """ "a marked horizontal line" -> "The marked horizontal line": the whole named again in the
    draft is given by the premise, so it takes the definite article (Heim 1982 on familiarity);
    its premodifiers stay (they restrict which line), its determiner and postmodifiers go."""
    mods = [k for k in whole.lefts if k.dep_ in ("amod", "compound", "nmod")]
    start = min((m.left_edge.i for m in mods), default=whole.i)
    words = [t for t in whole.doc[start : whole.i + 1] if t.dep_ not in ("det", "poss")]
    return "The " + tokens_text(words).strip()


def _numeral_in_compound(trig: Token) -> bool:
    """The trigger's numeral is glued by a hyphen to the word after it ("all one-step
    extensions", "a two-part node"): a numeral in a hyphenated compound adjective is part of a
    premodifier, not a determiner of the noun (Quirk et al. 1985 App. I.44 on compound
    adjectives such as "a three-day visit"; H&P 2002 ch. 19 §4.2), so there is no count of
    the noun to presuppose and the draft would be "*There are one -step"."""
    doc = trig.doc
    for tok in doc[max(trig.i - 1, 0) : trig.i + 3]:
        if tok.like_num and tok.i + 1 < len(doc) and _word_internal_hyphen(doc[tok.i + 1]):
            return True
    return False


def _locative_postmodifier(noun: Token) -> str:
    """ "a flyby of all four pirate systems here in the south" -> " here in the south": a
    locative "here/there" + PP right after the counted noun phrase restricts the domain the
    quantifier counts over (von Fintel 1994 on domain restriction; Quirk et al. 1985 §17.9 on
    adverbial postmodifiers of nouns), whichever word the parser hung it on; without it the
    draft "There are four pirate systems" drops the restriction (blind review s1202g). Empty
    when nothing of the kind follows."""
    doc = noun.doc
    end = noun.right_edge.i + 1
    if end >= len(doc):
        return ""
    adv = doc[end]
    if adv.lower_ not in ("here", "there") or adv.dep_ != "advmod":
        return ""
    if not any(c.dep_ == "prep" for c in adv.children):
        return ""
    return " " + tokens_text(list(adv.subtree)).strip(" ,")


def _bare_restrictor(np: str, noun: str | None) -> bool:
    """The counted noun phrase is its head noun alone ("both schools", "all three teams"): no
    modifier restricts it, so "There were two schools" is true of the world at large and says
    nothing about the pair the sentence counts. "Both N" presupposes two N in the contextually
    restricted domain (von Fintel 1994 *Restrictions on Quantifier Domains*; NOPE App. B: the
    presupposition carries the restrictor), which NOPE's experts spell "two relevant sides" or
    "two situations under discussion" when the noun is bare (8 and 9 of their 65 numeric
    presuppositions); the draft says "relevant" (it fits either tense)."""
    return bool(noun) and np == noun and np.isalpha() and np.islower()


PIECE_RESULT_VERBS = word_set("presupposition_separation_verbs")


def _filtered_part_count(trig: Token) -> bool:
    """ "If the vase breaks, you get to keep both pieces": the counted noun is a part noun
    (WordNet's first sense under part.n.02/part.n.03: piece, fragment, chunk; or "half") and a
    clause it depends on has an if/when/once-clause whose verb is a verb of breaking or cutting
    (``presupposition_separation_verbs``). The antecedent's result state entails that there are
    pieces, so the presupposition of "both pieces" is filtered (Karttunen 1973; Heim 1983) and
    only "if it breaks, there are two pieces" is taken for granted, which deleting the
    condition cannot state: no draft (review s1202v)."""
    noun = trig.head if trig.dep_ in ("det", "nummod", "predet") else trig
    lemma = noun.lemma_.lower()
    if lemma not in ("half", "halve") and not first_sense_under(
        lemma, "NOUN", ("part.n.02", "part.n.03")
    ):
        return False
    return any(
        k.dep_ == "advcl"
        and verb_lemma(k) in PIECE_RESULT_VERBS
        and any(m.dep_ == "mark" and m.lower_ in ("if", "when", "once") for m in k.children)
        for node in noun.ancestors
        for k in node.children
    )


def _relative_of_another_head(noun: Token) -> bool:
    """Whether a relative clause the parser hangs on ``noun`` disagrees with it in number: "the
    two systems which connects their interfaces" (plural head, singular verb) or "a component
    which connect". A relative pronoun subject takes the number of its antecedent and the verb
    agrees with it (Quirk et al. 1985 ch. 10 on subject-verb concord, ch. 17 on relative pronouns;
    Huddleston & Pullum 2002 ch. 12 §3.2), so the disagreement shows that the clause modifies
    another noun ("some component between the two systems which connects ..."): the draft would
    say the wrong thing of the wrong noun and get the agreement wrong (review s1203a). Only a
    restrictive relative (no comma before it): a comma-led "which is" after a plural is the
    sentential relative, whose antecedent is the whole clause and which is singular ("he has to
    play both parts, which is even harder"; Quirk §15.57), and the draft drops it anyway."""
    plural = noun.tag_ in ("NNS", "NNPS")
    singular = noun.tag_ in ("NN", "NNP")
    for rel in (k for k in noun.children if k.dep_ == "relcl"):
        if not any(k.dep_ == "nsubj" and k.tag_ in ("WDT", "WP") for k in rel.children):
            continue
        if rel.left_edge.i > 0 and rel.doc[rel.left_edge.i - 1].text == ",":
            continue  # non-restrictive, possibly sentential: see above
        verbs = [rel, *(k for k in rel.children if k.dep_ == "aux")]
        if plural and any(v.tag_ == "VBZ" or v.lower_ == "was" for v in verbs):
            return True
        if singular and any(v.tag_ == "VBP" or v.lower_ == "were" for v in verbs):
            return True
    return False


def _draft_numeric(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    f = c.features
    if f.get("floating") or not f.get("noun_phrase"):
        return (
            Draft("", False, "numeric:floating", ["floating_quantifier"])
            if f.get("floating")
            else None
        )
    num = f.get("number") or "two"
    np = f["noun_phrase"]
    if _numeral_in_compound(trig):
        return None  # "all one-step extensions": the numeral is part of an adjective
    if _filtered_part_count(trig):
        return None  # "If it breaks, you keep both pieces": the antecedent makes the pieces
    if _relative_of_another_head(trig.head if trig.dep_ in ("nummod", "det", "predet") else trig):
        return None  # "the two systems which connects ...": the relative is not the systems'
    if _possessed_head(trig):
        # "both his group's shows": a determiner-genitive or possessive pronoun takes the
        # determiner slot (Quirk et al. 1985 §5.115), so "There are two his group's shows" is
        # no English; the existence the draft states is the possession's, a different draft
        return None
    head = token_at_char(doc, f.get("clause_head_char"))
    if head is not None:
        head = _tensed_host(_infinitive_host(head))
    # the source's tense ("Both sides had agreed" -> "There were two sides"); IMPPRES's wording
    # (present, "exactly") is kept apart
    be = "were" if head is not None and _past(head) and not _present_perfect(head) else "are"
    if be == "were" and head is not None and _bracketed_absolute_in_present(trig, head):
        be = "are"
    counted = next((t for t in doc[trig.i :] if t.text == f.get("noun")), None)
    if be == "were" and counted is not None and _present_restrictive_relative(counted):
        be = "are"
    if counted is not None:
        # "She has to do both roles, which is even harder": a comma-set-off relative is a
        # supplement, not a restrictor of the counted noun (Huddleston & Pullum 2002 ch. 12
        # §4), and with a sentential antecedent it is about the whole clause; "There are two
        # roles which is harder" turns it into a restrictive relative (round 46 reviews).
        # Dropping it only weakens the draft: the count of the noun stays (NOPE App. B)
        kept = list(counted.subtree)
        supplement = [doc[i] for i in sorted(_supplementary_relatives(kept))]
        # only the commas that open and close the supplement go: one inside it ("which are in
        # a family, Sirenidae") is part of its text, and dropping it left the cut unfound
        while supplement and supplement[0].text == ",":
            supplement = supplement[1:]
        while supplement and supplement[-1].text == ",":
            supplement = supplement[:-1]
        words = supplement
        if words:
            cut = np.find(" " + _text(words))
            if cut > 0:
                np = np[:cut].rstrip(" ,")
    # a count in figures ("all 48 pixels") restricts no more than a count in words: "There are
    # 48 pixels" is as true of the world at large as "There are two ends", so the domain word
    # goes in either way (von Fintel 1994; one draft shape for every numeral, blind review
    # s1204t pres-042: "use 'There are 48 relevant pixels'"; stop 78, pr161)
    bare = _bare_restrictor(np, f.get("noun"))
    noun = next((t for t in doc[trig.i :] if t.text == np), None)
    if noun is not None and noun.tag_ in ("NN", "NNP") and num not in ("one", 1, "1"):
        # "too radical for both Churchill", "both the setting": a singular noun counted by two
        # has no plural reading ("There were two Churchill"); the counted noun of "both/all N"
        # is plural (Quirk et al. 1985 §5.16): a misread trigger, no draft
        return None
    if any(k.i < trig.i and any(g.dep_ == "cc" for g in k.children) for k in trig.head.children):
        # "on one or both sides of a road": "both" is the second of two coordinated
        # determiners (Quirk et al. 1985 §13.33 on coordinated determinatives), and the noun
        # phrase the feature kept ("one or sides") is no restrictor: no draft
        return None
    lemma = noun.lemma_.lower() if noun is not None else np
    if bare and first_sense_lexname(lemma, "NOUN") == "noun.body":
        # "lifted the box with both hands": the count is of a body's parts, which every person
        # has (inalienable possession; Chappell & McGregor 1996): "There were two hands" tests
        # nothing, and the possessor-anchored wording ("She has two hands") is as trivial.
        # The count still belongs to a body, the clause's subject whose parts they are, and an
        # existential loses it ("There were two eyes" for "watched the storm with both eyes",
        # review s1202x class 2): the draft names the possessor when the clause has a subject
        # ("The sailor had two eyes"; Nichols 1988 on the possessor of inalienable nouns),
        # and is flagged as before
        # the subject of the verb that governs the counted noun, of its own: a participle or
        # infinitive with no subject ("..., holding up both hands") leaves the owner to
        # control, which the draft does not guess ("You have two hands" for the hands of "a
        # few of the Korath ... greet you when you land, holding up both hands")
        verb = (noun if noun is not None else trig).head
        while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
            verb = verb.head
        owner = next((k for k in verb.children if k.dep_ in ("nsubj", "nsubjpass")), None)
        if owner is not None and (owner.dep_ == "expl" or owner.is_ancestor(trig)):
            owner = None  # "Both eyes were red": the counted parts are the subject themselves
        who = _subject_np(owner) if owner is not None else None
        if who is not None and owner.tag_ not in ("WP", "WDT", "EX"):
            have = "have" if _plural(owner) or owner.lower_ in ("i", "you") else "has"
            text = _sentence(f"{who} {have if be == 'are' else 'had'} {num} {np}")
        else:
            text = _sentence(f"There {be} {num} {np}")
        return Draft(text, False, "numeric:inalienable", [INALIENABLE_COUNT])
    if str(trig.lower_) == "both" and lemma in OCCASION_NOUNS:
        # "Very good food both times I have been here": "time" as an occasion (WordNet 3.0
        # time.n.01 "an instance or single occasion for some event") is counted in English by
        # a frequency adverb ("I have been here twice"), not by an existential ("There are two
        # relevant times" is no English for it: blind review, "a clumsy rewrite"); the
        # adverbial wording needs the occasion's clause, which the parser rarely gives
        # ("both times I have been here" comes out without its contact relative): no draft
        return None
    if bare and str(trig.lower_) == "both" and lemma in GENERAL_NOUNS:
        # "The gauge was accurate in both cases" (ANAPHORIC_GENERAL_NOUN)
        text = _sentence(f"There {be} {num} relevant {np}")
        return Draft(text, False, "numeric:anaphoric", [ANAPHORIC_GENERAL_NOUN])
    whole = _part_whole(noun) if bare and noun is not None else None
    if whole is None and bare and noun is not None and _distributed_part(noun):
        # "hallways ... with doors on both ends" (``_distributed_part``): no draft
        return None
    if whole is None and bare and noun is not None and _relational_locative(noun):
        # "a line with a handle on both ends" -> "The line has two ends"; "put a mark at both
        # ends" (ends of what?) gets no draft: "There were two relevant ends" names no whole
        # (``_with_modified_whole``; Barker 1995; review s1204u, stop 78 pr162)
        owner = _with_modified_whole(noun)
        if owner is None:
            return None
        have = "has" if be == "are" else "had"
        return Draft(
            _sentence(f"{_definite_whole(owner)} {have} {num} {np}"),
            True,
            "numeric:part_whole",
            [],
            imppres_wording=_sentence(f"There are exactly {num} {np}"),
        )
    if counted is not None:
        np = np + _locative_postmodifier(counted)
    if whole is not None:
        # "The pitch has goalposts at both ends" -> "The pitch has two ends" (``_part_whole``)
        have = ("have" if _plural(whole) else "has") if be == "are" else "had"
        return Draft(
            _sentence(f"{_np(whole)} {have} {num} {np}"),
            True,
            "numeric:part_whole",
            [],
            imppres_wording=_sentence(f"There are exactly {num} {np}"),
        )
    text = _sentence(f"There {be} {num} {'relevant ' if bare else ''}{np}")
    return Draft(
        text,
        True,
        "numeric:domain" if bare else "numeric:cardinality",
        [],
        imppres_wording=_sentence(f"There are exactly {num} {np}"),
    )


def _present_restrictive_relative(noun: Token) -> bool:
    """ "You set the two colors that make up your texture": the counted noun's restrictive
    relative clause is in the simple present, so the referents it picks out have their
    property now, at speech time (a relative clause has its own deictic tense, Huddleston &
    Pullum 2002 ch. 3 §5.2 and ch. 12 §3), and they exist now: "There are two colors that make
    up your texture". The past existential "There were two colors that make up ..." mixes the
    two times inside one clause (blind review s1204y pres-051; the tagger also reads a base
    form like "set", "put" as a past there). Stop 80, pr166."""
    for rel in noun.children:
        if rel.dep_ != "relcl" or rel.i < noun.i:
            continue
        if any(a.dep_ in ("aux", "auxpass") and a.tag_ not in ("VBZ", "VBP") for a in rel.children):
            continue  # "that were made", "that will make", "that have made"
        # every auxiliary left is present: a present one other than the perfect "have"
        if rel.tag_ in ("VBZ", "VBP") or any(
            a.dep_ in ("aux", "auxpass") and a.lemma_ != "have" for a in rel.children
        ):
            return True
    return False


def _bracketed_absolute_in_present(trig: Token, head: Token) -> bool:
    """ "If it's safe, get dragon (enemy mid still visible, both bot laners pushed out/dead)":
    the count sits in brackets whose clause is a subject with a bare participle or adjective and
    no finite verb, an absolute clause (Quirk et al. 1985 §15.58; Huddleston & Pullum 2002 ch.
    14 §9.3), which has no tense of its own and takes its time from the sentence around it.
    The tagger may read the participle as a past ("pushed"/VBD); when the words outside the
    brackets are present or imperative, with no past, the domain exists now: "There are two
    bot laners", not "were" (the blind review's generic advice)."""
    doc = trig.doc
    opened = max((t.i for t in doc[: trig.i] if t.text == "("), default=None)
    if opened is None or any(t.text == ")" for t in doc[opened : trig.i]):
        return False
    closed = next((t.i for t in doc[trig.i :] if t.text == ")"), len(doc))
    inside = range(opened, closed + 1)
    if head.i not in inside or head.tag_ not in ("VBD", "VBN"):
        return False
    if any(
        t.tag_ in ("VBZ", "VBP", "MD") or t.dep_ in ("aux", "auxpass") for t in doc[opened:closed]
    ):
        return False
    outside = [t for t in doc if t.i not in inside]
    if any(t.tag_ == "VBD" for t in outside):
        return False
    return any(
        t.tag_ in ("VBZ", "VBP", "MD") or (t.tag_ == "VB" and t.dep_ in ("ROOT", "advcl"))
        for t in outside
    )


def _infinitive_host(verb: Token) -> Token:
    """The finite verb a to-infinitive clause takes its time from ("It was long enough to hold
    all eighteen boys": "hold" is tenseless, "was" past). A non-finite clause has no tense of
    its own; its time is that of the clause it depends on (Huddleston & Pullum 2002 ch. 14 §1,
    ch. 3 §1 on primary vs secondary tense), so the existential draft follows the finite verb:
    "There were eighteen boys", not "are" (blind review s1202p)."""
    node = verb
    for _ in range(6):
        if node.tag_ != "VB" or not any(
            c.dep_ == "aux" and c.lower_ == "to" for c in node.children
        ):
            return node
        host = node.head
        while host.pos_ not in ("VERB", "AUX") and host.head.i != host.i:
            host = host.head
        if host.i == node.i or host.pos_ not in ("VERB", "AUX"):
            return node
        node = host
    return node


def _tensed_host(verb: Token) -> Token:
    """The verb whose tense a participle without auxiliaries takes: a reduced relative or
    participle clause ("a prequel set before both those stories") has no tense of its own and
    takes the time of the clause it sits in (Huddleston & Pullum 2002 ch. 14 §1; Quirk et al.
    1985 §17.27 on reduced relatives): "The story is a prequel set before both stories" ->
    "There are two relevant stories", not "were" (round 46 reviews). A participle with its own
    auxiliary, or a finite verb, is its own host. The parser may read "a prequel set" as a noun
    phrase headed by the participle (an "attr" of the copula): the copula is its host then."""
    node = verb
    for _ in range(6):
        # a subjectless "acl" tagged VBD ("set", "put") is the participle of a verb whose past
        # and participle share a form, which the tagger misread
        bare = node.tag_ in ("VBN", "VBG", "VBD") and not any(
            k.dep_ in ("aux", "auxpass", "nsubj", "nsubjpass") for k in node.children
        )
        # a participle as the predicative complement of a copula ("can be dual-homed to both
        # concentrators", acomp of "be") has no tense either: the copula carries it (Quirk et
        # al. 1985 §16.21 on predicative complements; review s1202z "There were ...")
        if not bare or node.dep_ not in ("acl", "amod", "attr", "acomp") or node.head.i == node.i:
            return node
        host = node.head
        while host.pos_ not in ("VERB", "AUX") and host.head.i != host.i:
            host = host.head
        if host.pos_ not in ("VERB", "AUX"):
            return node
        node = host
    return node


def _present_perfect(verb: Token) -> bool:
    """``verb`` is in the present perfect ("have signed", "has been closed"): its reference
    time is the present (Reichenbach 1947; Quirk et al. 1985 §4.22), so the domain a numeric
    determiner presupposes exists now ("Both countries have signed" -> "There are two
    countries"), whatever the past participle's look-alike past form suggests."""
    return any(
        a.dep_ == "aux"
        and (a.lemma_ == "have" or a.lower_ in HAVE_FORMS)
        and a.tag_ in ("VBZ", "VBP")
        for a in verb.children
    )


#: Reflexive pronouns (Quirk et al. 1985 §6.23).
REFLEXIVES = frozenset(
    {"itself", "themselves", "himself", "herself", "myself", "yourself", "ourselves", "yourselves"}
)


def _draft_re_verb(c: Candidate, doc: Doc, trig: Token) -> Draft:
    """ "re-V X" -> "X had been V-ed before" (NOPE App. C prefers the passive). The perfect
    follows the trigger's clause: a past clause gets the past perfect, a present or future one
    the present perfect ("She rewrites the script" -> "The script has been written before"; NOPE
    App. C: adjust tense to the source). A present perfect ("I've recompiled xine") and an
    imperative ("Reinstall the modules") are anchored in the present too (``_now_anchored``)."""
    drafts = _draft_re_verb_past(c, doc, trig)
    bearer = _nonfinite_tense_bearer(trig)
    if (_time_of(bearer) == "past" and not _now_anchored(bearer)) or not drafts.text:
        return drafts
    subj = _controller(trig) or _subject(trig)
    obj = next((t for t in trig.children if t.dep_ in ("dobj", "obj")), None)
    if drafts.rule == "re:goal_object" and c.features.get("stem") in RESTITUTIVE_STATE_STEMS:
        # "I'm going to rejoin my dinner party" -> "I was with my dinner party before", not
        # "I have joined my dinner party before": the present perfect of an event with
        # "before" is experiential, 'on some earlier occasion(s)' (Quirk et al. 1985 §4.20;
        # Comrie 1976 ch. 3), which the restitutive re- of a goal verb does not presuppose; it
        # presupposes the state the event restores, being part of the group or in the place
        # (von Stechow 1996; Dowty 1979 ch. 5 on restitutive "again"), which a simple past
        # states (blind review s1201k). "visit" keeps the repetition ("have visited X before")
        state = _restored_state(subj, obj)
        if state is not None:
            return replace(drafts, text=state, rule="re:restored_state")
    if drafts.rule in ("re:passive", "re:middle"):
        pronoun_theme = obj is not None and (obj.lower_ in SUBJECT_CASE or obj.lower_ == "it")
        theme = obj if obj is not None and (obj.pos_ != "PRON" or pronoun_theme) else subj
    else:
        theme = subj
    plural = theme is not None and (
        _plural(theme) or theme.lower_ in ("i", "you", "me", "us", "them")
    )
    if plural and theme is not None and theme.tag_ in ("NN", "NNP"):
        # a singular head made plural only by conjuncts the draft leaves out ("the set" with
        # the mis-parsed verb "stores" as its conjunct): the auxiliary agrees with the subject
        # as the draft writes it (Quirk et al. 1985 §10.34), so "The set has", not "have"
        subject_text = drafts.text.split(" had ", 1)[0]
        plural = any(k.text in subject_text for k in theme.conjuncts)
    has = "have" if plural else "has"
    return replace(drafts, text=re.sub(r"\bhad\b", has, drafts.text, count=1))


def _pronoun_theme(obj: Token, trig: Token) -> str | bool | None:
    """The noun phrase that names the pronoun object ``obj`` of a re-verb in the draft, False
    when the sentence offers it more than one antecedent, None when it offers none.

    The draft is read as a sentence of its own. A pronoun whose antecedent is in the premise
    ("... requests for the value of the expression will not attempt to re-evaluate it") names
    nothing in "It has been evaluated before" (IMPPRES §3: the presupposition stated as a
    sentence that holds alone; review s1204g pres-047), so it is resolved where one noun phrase
    before it agrees in number and gender and is no clause-mate subject (Hobbs 1978; Lappin &
    Leass 1994; Principle B, Chomsky 1981: ``anaphora.pronoun_antecedent``). With two or more
    candidates ("the value", "the expression") the choice is a guess: no draft. With none
    ("The council renamed it": the council is its clause-mate subject) the premise names no
    referent either, premise and draft share the discourse referent, and the pronoun stays
    (forty-eighth pass, blind review s1130o). So with a lone bare name before "him": it is a
    possible referent but gives "he" no gender to be written for it (``gender_agrees``), as
    ``_unresolved_subject_pronoun`` counts no such name as an antecedent left behind (stop 78,
    mn80)."""
    exclude = clause_mate_subject(trig)
    found = pronoun_antecedent(obj, exclude=exclude, with_it=True)
    if found is not None:
        return found.text
    candidates = antecedent_candidates(obj, exclude, with_it=True)
    if len(candidates) == 1 and not gender_agrees(subject_form(obj), candidates[0]):
        return None
    return False if candidates else None


#: Goal stems whose re- restores a state of the subject (being in a group or a place): "join",
#: "enter" (GOAL_OBJECT_STEMS less "visit", which repeats an event).
RESTITUTIVE_STATE_STEMS = frozenset({"join", "enter"})


def _restored_state(subj: Token | None, obj: Token | None) -> str | None:
    """ "SUBJ was with/in OBJ before": "with" a group or people one is part of (join.v.01
    "become part of"; WordNet noun.group/noun.person), "in" a place or anything else entered.
    None without a subject or object to name."""
    if subj is None or obj is None or subj.lower_ in REFLEXIVES:
        return None
    agent = SUBJECT_CASE.get(subj.lower_) or _np(subj)
    head = obj.lemma_.lower()
    group = obj.pos_ == "PROPN" or first_sense_lexname(head, "NOUN") in (
        "noun.group",
        "noun.person",
    )
    prep = "with" if group else "in"
    return _sentence(f"{agent} {_be(subj)} {prep} {_object_np(obj)} before")


#: Relations by which a non-finite verb hangs on the verb whose tense it shares: a gerund or
#: infinitive complement ("entails reorganising", "plans to rebuild"), a coordinated gerund
#: ("canceling or reorganising"), the gerund object of a preposition.
NONFINITE_LINKS = frozenset({"xcomp", "pcomp", "dobj", "conj", "ccomp", "csubj", "pobj"})


def _now_anchored(bearer: Token) -> bool:
    """Whether a re-verb's tense bearer puts its reference time at the moment of speaking though
    ``_time_of`` reads it as past (stop 56, pr86, e-mail text):

    - the present perfect ("I've also recompiled xine", "The chapters have been reorganized"):
      its reference time is the present (Reichenbach 1947; Quirk et al. 1985 §4.22), so the
      earlier event is anterior to now, "Xine has been compiled before"; the past perfect
      needs a past reference time the sentence does not give (as ``_present_perfect`` does
      for numeric and possessive drafts, acf6f83);
    - an imperative ("Reinstall the relevant perl modules", "... and recreate the
      repository"): a directive is about a future act (Quirk et al. 1985 §11.24; Huddleston &
      Pullum 2002 ch. 10 §9), so what it presupposes holds now, "The repository has been
      created before". Imperative re-verbs are kept at lower confidence (NOPE §3.2 exception).
    """
    if _present_perfect(bearer):
        return True
    host = bearer
    while host.dep_ == "conj" and host.head is not host and host.head.pos_ in ("VERB", "AUX"):
        host = host.head  # "mirror ..., symlink ... and recreate X": the first conjunct's mood
    return (
        host.dep_ == "ROOT"
        and _base_form_host(host)
        and _base_form_host(bearer)
        and not any(
            k.dep_ in ("nsubj", "nsubjpass", "expl") for k in (*host.children, *bearer.children)
        )
    )


def _nonfinite_tense_bearer(verb: Token) -> Token:
    """The verb whose tense places a non-finite re-verb in time: "Divorce usually entails
    canceling or reorganising the duties" is a generic present, and so is the reorganising;
    a gerund or bare infinitive has no tense of its own and takes the time of the clause it is
    a complement of (Quirk et al. 1985 §3.56, §4.2: non-finite verb phrases; NOPE App. C:
    adjust tense to the source), so its draft is not the past perfect of a narrative. A finite
    or auxiliated verb bears its own tense."""
    tok = verb
    for _ in range(6):
        own_tense = tok.tag_ in ("VBD", "VBZ", "VBP", "MD") or any(
            a.dep_ in ("aux", "auxpass") and a.tag_ != "TO" and not _nonfinite_passive_be(a)
            for a in tok.children
        )
        # a first conjunct gerund the tagger took for a noun ("closing or reorganising") is
        # still a gerund when it stands as a verb's complement; a passive infinitive ("needs
        # to be rebuilt", "will have to be retooled") is non-finite too: its base-form "be" has
        # no tense (Quirk et al. 1985 §3.56), so the clause it complements dates it
        gerund = (
            tok.tag_ in ("VBG", "VB")
            or (tok is not verb and tok.tag_ == "NN" and tok.lower_.endswith("ing"))
            or (
                tok.tag_ == "VBN"
                and any(_nonfinite_passive_be(a) for a in tok.children)
                and any(a.tag_ == "TO" for a in tok.children)
            )
        )
        if own_tense or not gerund or tok.dep_ not in NONFINITE_LINKS:
            return tok
        if tok.head is tok:
            return tok
        tok = tok.head
    return tok


def _subject_of_auxiliary(verb: Token) -> Token | None:
    """A subject the parser hung on the verb's auxiliary: "He was re - elected", with the
    hyphenated verb split into three tokens, makes "He" a dependent of "was" (a tokenizer
    artefact; the auxiliary's subject is the clause's, Huddleston & Pullum 2002 ch. 3 §2)."""
    return next(
        (
            g
            for a in verb.children
            if a.dep_ in ("aux", "auxpass") and a.i < verb.i
            for g in a.children
            if g.dep_ in ("nsubj", "nsubjpass") and g.i < a.i
        ),
        None,
    )


def _nonfinite_passive_be(aux: Token) -> bool:
    """The base-form passive auxiliary of a to-infinitive ("to *be* rebuilt"): no tense."""
    return aux.dep_ == "auxpass" and aux.lower_ == "be" and aux.tag_ == "VB"


#: Stems whose intransitive with an inanimate subject is an inchoative, not a middle: Levin 1993
#: §45.4 (other alternating verbs of change of state: -en/-ify verbs, freeze, melt, open) and
#: §48.1.1 (verbs of appearance: surface, emerge, appear). "The town rebuilt" (build has no
#: inchoative) keeps the passive draft.
INCHOATIVE = frozenset(
    {
        "strengthen", "weaken", "intensify", "deepen", "widen", "tighten", "awaken", "surface",
        "emerge", "appear", "form", "unite", "merge", "converge", "open", "close", "freeze",
        "melt", "ignite", "kindle", "heat", "cool", "flood", "combine", "connect",
    }
)  # fmt: skip


#: Stems of getting and taking (Levin 1993 §13.5.2 obtain verbs, §10.5 steal/capture verbs):
#: with a possessive object ("regained her gold", "recaptured their capital") the possessive
#: already says the subject had it, and re- is restitutive ("get back": Dowty 1979 on
#: restitutive "again"; von Stechow 1996), so "Her gold had been gained before" is no sentence
#: an expert keeps: no draft.
ACQUISITION_STEMS = frozenset(
    {"gain", "claim", "capture", "take", "acquire", "win", "obtain", "occupy", "conquer",
     "seize", "possess", "purchase", "buy", "get"}
)  # fmt: skip


#: Stems whose object is the goal the subject moves into or becomes part of, not a theme the
#: event affects: "enter" (Levin 1993 §51.1, verbs of inherently directed motion), "join" a group
#: or place (join.v.01/.04 "become part of"; "go to and join"), "visit" (visit.v.01 "go to see a
#: place"). Nothing happens to the object (Dowty 1991: no proto-patient entailment of change),
#: so re- repeats the subject's V-ing, or restores the subject's being there (restitutive re-,
#: von Stechow 1996): "She rejoined the choir" presupposes that she had been in it, and the
#: passive NOPE App. C prefers ("The choir had been joined before") drops the only participant
#: the presupposition is about. The active keeps it: "She had joined the choir before".
GOAL_OBJECT_STEMS = frozenset({"join", "enter", "visit"})


#: Finite auxiliaries of the third person singular: a subject they cannot agree with is not
#: theirs.
THIRD_SINGULAR_AUXILIARIES = frozenset({"is", "was", "has", "does", "'s"})


def _borrowed_subject_disagrees(trig: Token, subj: Token | None) -> bool:
    """ "I think about Greensburg, a town that was destroyed by a tornado, but is being rebuilt
    by its residents": the parse made "is being rebuilt" a conjunct of "think", so the re-verb
    borrowed "I" as its subject ("I have been built before"). A finite auxiliary agrees with its
    subject in person and number (Quirk et al. 1985 §10.34; Huddleston & Pullum 2002 ch. 3
    §1.1), and "I ... is" does not: the conjunct's real subject lies elsewhere (here the
    relative "that" of "a town"), and no draft names it safely."""
    if subj is None or any(k.dep_ in ("nsubj", "nsubjpass") for k in trig.children):
        return False
    finite = next(
        (a for a in trig.children if a.dep_ in ("aux", "auxpass") and a.tag_ in ("VBZ", "VBD")),
        None,
    )
    if finite is None or finite.lower_ not in THIRD_SINGULAR_AUXILIARIES:
        return False
    if finite.lower_ == "was" and subj.lower_ == "i":
        return False  # "I was ..." agrees
    return subj.lower_ in NON_THIRD_SINGULAR or _plural(subj)


def _shared_object(trig: Token) -> Token | None:
    """ "enabled them to rebuild and strengthen their herds": coordinated verbs share the object
    after the last of them (Quirk et al. 1985 ch. 13 on coordinated predicators with a shared
    complement; right node raising), which the parse hangs on the last conjunct only, so the
    re-verb's object is that one, not its subject ("Our aid had been built before")."""
    if not any(k.dep_ == "cc" for k in trig.children):
        return None
    cc = min(k.i for k in trig.children if k.dep_ == "cc")
    if any(
        trig.i < k.i < cc and not k.is_punct and k.dep_ not in ("cc", "conj") for k in trig.children
    ):
        # "It can reconnect later and complete the task": a dependent after the re-verb before
        # the coordinator closes its own verb phrase, so no complement is shared: in right node
        # raising only the final constituent is shared and each earlier conjunct ends where
        # the coordinator begins (Quirk et al. 1985 §13.82; Postal 1974 ch. 4), and the later
        # conjunct's object belongs to that verb alone (review s1202t: "The task has been
        # connected before")
        return None
    for conj in (k for k in trig.children if k.dep_ == "conj" and k.pos_ == "VERB"):
        if any(k.dep_ in ("dobj", "obj") for k in conj.children if k.i < conj.i):
            continue
        obj = next((k for k in conj.children if k.dep_ in ("dobj", "obj")), None)
        if obj is not None and not any(
            k.dep_ in ("nsubj", "nsubjpass", "aux") for k in conj.children
        ):
            return obj
    return None


def _draft_re_verb_past(c: Candidate, doc: Doc, trig: Token) -> Draft:
    stem_vbn = inflect(c.features["stem"], "VBN")
    obj = next((t for t in trig.children if t.dep_ in ("dobj", "obj")), None)
    # "The president asked us to reconsider": the understood subject of an object-control
    # infinitive is the matrix object (``_controller``), so the earlier considering is ours,
    # not the president's (blind review s1201f); ``_subject`` alone climbs to the matrix subject
    subj = _controller(trig) or _subject(trig) or _subject_of_auxiliary(trig)
    passive = any(t.dep_ == "auxpass" for t in trig.children)
    if _borrowed_subject_disagrees(trig, subj):
        return Draft("", False, "re:no_subject", ["draft", "no_subject"])
    if obj is None and not passive:
        obj = _shared_object(trig)
    if passive and obj is not None:
        # "It was later renamed POLY Pascal", "He was re-elected president": the noun phrase
        # after a passive complex-transitive verb is the subject's complement, the new name or
        # office (Quirk et al. 1985 §16.48, §10.6; H&P 2002 ch. 4 §5), not the theme of the
        # earlier event. "X was renamed Y" presupposes that X was named before, under another
        # name (Karttunen 1974 on presupposed prior states); the theme is the passive
        # subject: "It had been named before", not "*POLY Pascal had been named before"
        obj = None
    if (
        obj is not None
        and c.features["stem"] == "gain"
        and any(k.dep_ == "nummod" for k in obj.children)
    ):
        # "All your units regain two extra hitpoints per turn": "regain" is restitutive re-
        # (WordNet regain.v.01 "get or find back"; von Stechow 1996): the units had the amount
        # and lost it, which is a state of the units, not an earlier gaining of that amount, so
        # "Two extra hitpoints have been gained before" is not presupposed (review s1202e)
        return Draft("", False, "re:restored_amount", ["draft", "restored_amount"])
    if _reassembly_after_separation(trig, c.features["stem"]):
        # "split into packets which are transmitted and reassembled at the receiver": the
        # restitutive re- of a combining verb undoing a split (``_reassembly_after_separation``)
        # presupposes the whole before the split, not an earlier assembling: no draft
        return Draft("", False, "re:restitutive_reassembly", ["draft", "restitutive_reassembly"])
    pp = _combining_pp(trig, c.features["stem"])
    if pp and _reunion_with_people(trig, c.features["stem"]):
        # "Su reunited with his wife and son", "Morris was reunited with Brad Maule": the
        # reunion sense (WordNet reunite.v.01 "have a reunion"), a restitutive re- whose
        # presupposition is that they had been together (von Stechow 1996), not an earlier
        # "uniting" ("*Su had united with his wife before"): no draft
        return Draft("", False, "re:reunion", ["draft", "reunion"])
    if (
        obj is not None
        and c.features["stem"] in ACQUISITION_STEMS
        and any(k.dep_ == "poss" and k.pos_ == "PRON" for k in obj.children)
    ):
        return Draft("", False, "re:possessed_object", ["draft", "possessed_object"])
    if (
        obj is not None
        and subj is not None
        and subj.pos_ in ("NOUN", "PROPN")
        and any(k.dep_ == "poss" and k.tag_ == "PRP$" for k in obj.children)
        and any(k.lower_ == "own" and k.dep_ == "amod" for k in obj.children)
    ):
        # "Črnuče reestablished their own squad": "own" makes the possessive an anaphor bound
        # in its sentence (Huddleston & Pullum 2002 ch. 17 §2.3 on emphatic "own"), here by the
        # subject, which the passive would drop ("Their own squad had been established": an
        # anaphor with no antecedent, blind reviews, twenty-fifth pass): the active keeps it
        return Draft(
            _sentence(f"{_np(subj)} had {stem_vbn} {_object_np(obj)} before"),
            True,
            "re:active",
            ["draft"],
        )
    if (
        obj is not None
        and not passive
        and c.features["stem"] in GOAL_OBJECT_STEMS
        and (subj := _controller(trig) or subj) is not None
        and subj.lower_ not in REFLEXIVES
    ):
        # "She rejoined the choir" -> "She had joined the choir before" (GOAL_OBJECT_STEMS)
        agent = SUBJECT_CASE.get(subj.lower_) or _np(subj)
        return Draft(
            _sentence(f"{agent} had {stem_vbn} {_object_np(obj)} before"),
            True,
            "re:goal_object",
            ["draft"],
        )
    if obj is not None and obj.pos_ != "PRON":
        # NOPE App. C: prefer the passive, the presupposition holds of the event, not the agent
        return Draft(
            _sentence(f"{_object_np(obj)} had been {stem_vbn}{pp} before"),
            True,
            "re:passive",
            ["draft"],
        )
    if obj is not None and (obj.lower_ in SUBJECT_CASE or obj.lower_ == "it"):
        # "The committee renamed it in 1948": the pronoun object is the theme the re- prefix is
        # about. Re- takes scope over the verb and its internal argument only, not over the
        # agent (Keyser & Roeper 1992, "Re: the abstract clitic hypothesis", on re- and the
        # direct object; Marchand 1969 §3.48): what was done before is the naming of it, by
        # whoever, so the passive with the pronoun in the subject case ("It had been named
        # before"), not "The committee had named it before" (blind review s1130o)
        named = _pronoun_theme(obj, trig)
        if named is False:
            return Draft("", False, "re:ambiguous_pronoun", ["draft", "ambiguous_pronoun"])
        theme = named or SUBJECT_CASE.get(obj.lower_, "It")
        return Draft(
            _sentence(f"{theme} had been {stem_vbn} before"), True, "re:passive", ["draft"]
        )
    if passive and subj is not None:
        return Draft(
            _sentence(f"{_np(subj)} had been {stem_vbn}{pp} before"), True, "re:passive", ["draft"]
        )
    if subj is not None and obj is not None and obj.lower_ in REFLEXIVES:
        # "The society renamed itself": the re-verb presupposes the subject had been named, not
        # that it had named itself (the earlier event's agent is open; NOPE App. C prefers the
        # passive, which leaves it open; blind review #4, nineteenth pass)
        return Draft(
            _sentence(f"{_np(subj)} had been {stem_vbn} before"), True, "re:passive", ["draft"]
        )
    if subj is not None and obj is None and _non_agent(subj) and c.features["stem"] in INCHOATIVE:
        # "The storm restrengthened", "The debate resurfaced": the stem's intransitive is itself
        # the change (an inchoative, Levin 1993 §45.4 / §48.1.1), so no agent is implied and the
        # passive ("had been strengthened") says what the source does not
        return Draft(
            _sentence(f"{_np(subj)} had {stem_vbn}{pp} before"), True, "re:inchoative", ["draft"]
        )
    if subj is not None and obj is None and _non_agent(subj):
        # "The town rebuilt": an intransitive re-verb with an inanimate subject is the middle /
        # inchoative of the causative alternation (Levin 1993 §1.1.2; Keyser & Roeper 1984): its
        # subject is the theme, so the presupposition is the passive (NOPE App. C prefers it)
        return Draft(
            _sentence(f"{_np(subj)} had been {stem_vbn}{pp} before"), True, "re:middle", ["draft"]
        )
    if subj is not None:
        rest = f" {_object_np(obj)}" if obj is not None else ""
        agent = SUBJECT_CASE.get(subj.lower_) or _np(subj)  # a controller is in the object case
        return Draft(
            _sentence(f"{agent} had {stem_vbn}{rest}{pp} before"), True, "re:active", ["draft"]
        )
    return Draft(
        _sentence(f"Someone had {stem_vbn} before"), False, "re:no_subject", ["draft", "no_subject"]
    )


#: Stems of Levin's (1993) §22 combining verbs (mix, amalgamate, shake, tape), whose "with"/"into"/
#: "to" phrase is an argument, the other party of the union: "unite with X", "incorporate into
#: X", "attach to X". Without it "The country had been united before" reads as an internal
#: unification (review s1202e), so the re-verb's draft keeps it.
COMBINING_STEMS = frozenset(
    {"unite", "unify", "incorporate", "integrate", "merge", "join", "connect", "attach", "link",
     "combine", "annex", "amalgamate", "fuse", "ally", "couple", "absorb", "assimilate", "wed",
     "marry", "affiliate", "associate", "align", "admit", "embed", "insert"}
)  # fmt: skip
COMBINING_PREPOSITIONS = frozenset({"with", "into", "to"})


def _combining_pp(trig: Token, stem: str) -> str:
    """ " into Congo" of "was reincorporated into Congo": the argument PP of a combining stem
    (``COMBINING_STEMS``), which the re-verb's presupposition needs (the earlier union was with
    the same party: "Katanga had been incorporated into Congo before"), else ""."""
    if stem not in COMBINING_STEMS:
        return ""
    prep = next(
        (
            k
            for k in trig.children
            if k.dep_ == "prep"
            and k.lower_ in COMBINING_PREPOSITIONS
            and k.i > trig.i
            and any(g.dep_ == "pobj" for g in k.children)
        ),
        None,
    )
    if prep is None:
        return ""
    pobj = next(g for g in prep.children if g.dep_ == "pobj")
    return f" {prep.text} {_object_np(pobj)}"


#: Stems of putting together whose re- verb can undo a division: Levin's (1993) §22 combining
#: verbs (``COMBINING_STEMS``) and "assemble" (§26.1 build verbs, WordNet assemble.v.01 "create
#: by putting components or members together"), "concatenate" and "piece" (§22.1 mix verbs).
REASSEMBLY_STEMS = COMBINING_STEMS | {"assemble", "concatenate", "piece"}


def _reassembly_after_separation(trig: Token, stem: str) -> bool:
    """ "The message may be split into packets which are transmitted independently and
    reassembled at the receiver": a re-verb of putting together (``REASSEMBLY_STEMS``) after a
    verb of dividing a theme into pieces in the same sentence (``presupposition_separation_
    verbs``: split, divide, break, ...) undoes that division, the restitutive reading of re-
    (von Stechow 1996; Dowty 1979 ch. 5 on restitutive "again"): it presupposes only the
    state before the split, that the whole was in one piece, not an earlier act of assembling
    ("*The message had been assembled before", blind review s1204f pres-037). Which noun
    names the whole (the message, or the packets' sum) the parse does not say reliably, so no
    state draft is sure either. "The crew reassembled the engine" (no split) keeps the
    repetitive draft."""
    if stem not in REASSEMBLY_STEMS:
        return False
    return any(
        t.i < trig.i and t.pos_ == "VERB" and t.lemma_.lower() in PIECE_RESULT_VERBS
        for t in trig.sent
    )


def _reunion_with_people(trig: Token, stem: str) -> bool:
    """ "reunite with" + a person (a PERSON entity, a pronoun or a noun.person noun)."""
    if stem != "unite":
        return False
    prep = next((k for k in trig.children if k.dep_ == "prep" and k.lower_ == "with"), None)
    pobj = next((g for g in prep.children if g.dep_ == "pobj"), None) if prep else None
    return (
        pobj is not None
        and (
            pobj.ent_type_ == "PERSON"
            or pobj.pos_ == "PRON"
            # "his wife", "college acquaintance Brad Maule": a person noun in one of its three most
            # frequent senses (acquaintance.n.03 "a person with whom you are acquainted")
            or any(
                syn.lexname() == "noun.person"
                for syn in wordnet().synsets(pobj.lemma_.lower(), "n")[:3]
            )
        )
    )


def _object_np(obj: Token) -> str:
    """The re-verb's object without the PPs and to-infinitives after its noun (or after the
    noun of its partitive "of"): "remade some of her oldest songs for this album" -> "some of
    her oldest songs". The re-verb presupposes an earlier event with the same object, not with
    the same purpose, beneficiary or place (NOPE App. C: "O had been V-ed before"), and the
    parser attaches those adjuncts of the verb to the noun (Hindle & Rooth 1993), so the
    draft keeps the object alone (blind reviews, twenty-fifth pass). Dropping them only
    weakens the draft."""
    np = _np(obj) or ""
    own = _own_infinitive(obj)
    if own is not None:
        # "the need to include X": the infinitive is the noun's complement, kept
        complement = " " + _text(list(own.subtree))
        cut = np.find(complement)
        if cut > 0:
            return _without_swallowed_stop(np[: cut + len(complement)], obj)
    nouns = [
        obj,
        *(
            p
            for k in obj.children
            if k.dep_ == "prep" and k.lower_ == "of"
            for p in k.children
            if p.dep_ == "pobj"
        ),
    ]
    for noun in nouns:
        np = _without_loose_pps(np, noun)
    return _without_swallowed_stop(np, obj)


#: Abstract nouns whose to-infinitive is their own complement (word list header: Quirk et al.
#: 1985 §17.26, §17.31).
INFINITIVE_COMPLEMENT_NOUNS = word_set("presupposition_infinitive_complement_nouns")


def _own_infinitive(obj: Token) -> Token | None:
    """The to-infinitive right after an abstract noun of ``INFINITIVE_COMPLEMENT_NOUNS`` ("the
    need to include X", "the decision to close Y"), or None. Such an infinitive is the noun's
    complement (Quirk et al. 1985 §17.26: it says which need or decision is meant), not a
    purpose adjunct of the verb that the parser hung on the noun, which ``_without_loose_pps``
    cuts; a re-verb draft without it ("The need has been considered before") names no
    particular need, so it stays in the object."""
    if obj.lemma_.lower() not in INFINITIVE_COMPLEMENT_NOUNS:
        return None
    for k in obj.children:
        if (
            k.dep_ in ("acl", "relcl")
            and k.left_edge.i == obj.i + 1
            and any(a.dep_ == "aux" and a.tag_ == "TO" and a.i == k.left_edge.i for a in k.children)
        ):
            return k
    return None


#: Abbreviations whose final period is the word's own, not a sentence's (Quirk et al. 1985 App.
#: I.14 on abbreviations): kept as they are.
OWN_PERIOD_ABBREVIATIONS = frozenset({"inc.", "co.", "jr.", "sr.", "ltd.", "corp.", "bros.", "st."})


def _without_swallowed_stop(np: str, obj: Token) -> str:
    """``np`` without a sentence's full stop that the tokenizer glued onto its last word ("the
    conventions of R&B. He also ..." parsed as one sentence, "R&B." one token): a full stop
    ends a sentence and never stands inside a noun phrase (Quirk et al. 1985 App. III.4), so
    "The conventions of R&B. had been shaped before" is mis-punctuated. Only a word with no
    other period ("U.S." is an abbreviation) that is not an abbreviation with its own period,
    before a capitalised word."""
    last = obj.subtree
    end = max(t.i for t in last)
    tok = obj.doc[end]
    if (
        np.endswith(".")
        and tok.text.endswith(".")
        and tok.text.count(".") == 1
        and len(tok.text) > 1
        and tok.lower_ not in OWN_PERIOD_ABBREVIATIONS
        and end + 1 < len(obj.doc)
        and obj.doc[end + 1].text[:1].isupper()
    ):
        return np[:-1]
    return np


def _overreaching_clause(clause: Token) -> bool:
    """Whether the parse gave the time clause words of its neighbour, so that its draft would
    swallow them (stop 50, pr60; dev text: "after Rousseau had given the contract a twist with
    his notion of the General Will, the same philosophy, it may be said, became ..." -> "...
    General Will, the same philosophy."; "while Jones followed the dogs, and Means and Loveless
    had taken another route" -> "Jones followed the dogs, and Means and Loveless."):

    - two direct objects on the clause's verb: a clause has one (Huddleston & Pullum 2002 ch. 4
      §4; a ditransitive's first object is ``dative``), so one of them is the main clause's
      subject read into the time clause;
    - the clause is followed at once by a finite verb or auxiliary of a coordinated clause
      that has no subject: the noun phrases before it are that clause's subject (a finite
      clause has one, H&P ch. 4 §2), which the time clause took as coordinated objects."""
    if sum(k.dep_ == "dobj" for k in clause.children) > 1:
        return True
    after = clause.right_edge.i + 1
    if after >= len(clause.doc):
        return False
    nxt = clause.doc[after]
    verb = nxt if nxt.pos_ == "VERB" else nxt.head if nxt.dep_ in ("aux", "auxpass") else None
    return (
        verb is not None
        and verb.dep_ == "conj"
        and verb.i != clause.i
        and (nxt.tag_ in FINITE_TAGS or nxt.tag_ == "MD")
        and not any(k.dep_ in ("nsubj", "nsubjpass", "expl") for k in verb.children)
    )


#: Nouns of an age measure after a cardinal ("five years old", "ten years of age").
AGE_UNITS = frozenset({"year", "month", "week", "day"})
#: Predicates of a stage of life ("since I was little", "when she was a kid"): like an age in
#: years they place the time on the subject's lifetime (Quirk et al. 1985 §8.53).
LIFE_STAGE_PREDICATES = frozenset(
    {"little", "young", "kid", "child", "baby", "teenager", "teen", "toddler"}
)


def _age_clause(clause: Token) -> bool:
    """Whether a time clause only states an age: "be" + a cardinal ("since she was five",
    "when I was 12 years old") or a stage of life (``LIFE_STAGE_PREDICATES``: "since I was
    little"). Such a clause dates the main clause by the subject's age, a
    point on a scale every person passes through (Quirk et al. 1985 §8.53 on time-when
    adjuncts; the clause works as "since age five"): its content is no presupposition worth a
    pair, and "This woman was five." is trivial and odd as a hypothesis (blind review s1201m)."""
    if clause.lemma_ != "be":
        return False
    preds = [k for k in clause.children if k.dep_ in ("attr", "acomp", "npadvmod", "dobj")]
    if len(preds) != 1:
        return False
    pred = preds[0]
    if pred.lemma_.lower() in LIFE_STAGE_PREDICATES and not any(
        k.dep_ in ("prep", "relcl", "acl") for k in pred.children
    ):
        return True
    if pred.like_num:
        return not list(pred.children)
    if pred.lower_ == "old" or pred.lemma_.lower() in AGE_UNITS:
        nums = [t for t in pred.subtree if t.like_num]
        return bool(nums)
    return False


#: Flag of a temporal draft that only states an age (``_age_clause``).
AGE_CLAUSE = "age-clause"


def _draft_temporal(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    """The temporal clause's content (``_draft_temporal_clause``); a clause that only states an
    age or stage of life (``_age_clause``: "since she was five") is flagged, not well formed:
    the draft is a trigger's content but a trivial hypothesis (blind review s1201m)."""
    draft = _draft_temporal_clause(c, doc, trig)
    clause = trig.head if trig.dep_ == "mark" else None
    if draft is not None and draft.text and clause is not None and _age_clause(clause):
        return replace(draft, ok=False, flags=[*draft.flags, AGE_CLAUSE])
    return draft


def _draft_temporal_clause(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    if c.features.get("nonveridical_before"):
        return None  # "before she could stop him": she may never have (Condoravdi 2010)
    clause = (
        trig.head
        if trig.dep_ == "mark"
        else next((t for t in trig.children if t.dep_ == "pcomp"), None)
    )
    if clause is None:
        return None
    if trig.dep_ == "mark" and _hypothetical_present(clause):
        return None
    if trig.dep_ == "mark" and _overreaching_clause(clause):
        return None
    if trig.dep_ == "mark" and not _subjectless_gerund(clause):
        # the clause after the subordinator: a measure phrase before it ("Two years after they
        # married") modifies the subordinator, not the clause
        core = _clause_core(clause, [t for t in clause.subtree if t.i > trig.i])
        if core is None:
            return None
        trailing = (
            _trailing_supplement(clause)
            | _main_clause_conjunct(clause)
            | _purpose_infinitives(clause)
            | _matrix_that_clause(clause)
        )
        core = [t for t in core if t.i not in trailing]
        if clause.tag_ == "VBG" and any(
            t.dep_ in ("nsubj", "nsubjpass") and t.i > clause.i for t in clause.children
        ):
            # "before layering Af": English puts a subject before its verb outside inversion
            # (Quirk et al. 1985 §2.11, §18.23), and a non-finite clause has no inversion, so a
            # "subject" after the gerund is its object misparsed: "Af layered" gives the
            # object the agent's role (blind review s1201f). No draft (the parse is wrong).
            return None
        if (
            clause.tag_ == "VBG"
            and any(t.dep_ in ("nsubj", "nsubjpass") for t in clause.children)
            and not any(t.dep_ in ("aux", "auxpass") for t in clause.children)
        ):
            # "while Queequeg, turning his back upon him, lighted his pipe": the parse made the
            # supplementive participle (Quirk et al. 1985 §15.58) the time clause's head and
            # cut off the finite verb, so the draft "Queequeg, turning his back upon him." is no
            # clause; a time clause with a subject is finite (H&P 2002 ch. 14 §9), and without
            # its finite verb there is no proposition to draft (presupposition forty-first pass)
            return None
        forms: dict[int, str] | None = {}
        if trig.lower_ in ("after", "before") and _present_tensed(clause) is not None:
            forms = _present_in_time_clause(c, doc, clause)
            if forms is None:
                return None
        elif trig.lower_ == "while" and _present_tensed(clause) is not None:
            # "The plan will protect the needy while it triggers a recovery": a while-clause
            # takes the present for future time too (Quirk et al. 1985 §14.27), so under a
            # future host the draft is "It will trigger a recovery", not a present fact; under
            # a present host "while" states a simultaneous current state ("While more Americans
            # are living better, ..."), not occasions, so the present draft stays (forty-first
            # pass)
            finite = _present_tensed(clause)
            if finite is not None and (finite.i == clause.i or finite.lemma_ in ("be", "have")):
                forms = _present_in_time_clause(c, doc, clause) or {}
        last = _last_occasion(clause) if trig.lower_ == "since" else None
        if last is not None:
            # "since you last fired a weapon" -> "You once fired a weapon": "last" picks the
            # latest of the occasions the clause presupposes, and with the "since" frame gone
            # it has no reference time to be latest before (Quirk et al. 1985 §7.53 on "last"
            # as a time adverb); what projects is that there was such an occasion (review
            # s1202i pres-083)
            forms = {**(forms or {}), last.i: "once"}
        shifted = _pluperfect_to_past(clause)
        if shifted is not None:
            had, past_forms = shifted
            core = [t for t in core if t.i != had]
            forms = {**(forms or {}), **past_forms}
        named = bound_pronoun_forms(clause, possessives=False) or None
        if named is not None:
            forms = {**(forms or {}), **named}
        kept = {t.i for t in core}
        others = _named_pronouns(clause, kept)
        if others is not None:
            forms = {**(forms or {}), **others}
        if named is not None or others:
            text = _clause_text(core, doc[0], forms)
        else:
            text = _clause_text(core, doc[0]) if not forms else _text(core, forms)
        text = _with_main_frame(text, clause.head, trig, core[0] if core else None)
        if others is None:
            # "The church attacked Manichaeism after Augustine left it": "it" is one of two
            # things the main clause names, and the draft alone has no antecedent for it
            return Draft(_sentence(text), False, "temporal:clause", [PRONOUN_UNRESOLVED])
        return Draft(_sentence(text), True, "temporal:clause")
    # gerund: "after working in X" -> "<main subject> worked in X"
    if trig.dep_ == "mark" and _infinitival_host(clause):
        return None
    main = token_at_char(doc, c.features.get("clause_head_char"))
    if main is not None:
        main = _adjunct_host(main, trig)
    if main is not None and _swallowed_subject(main, trig):
        return None
    subj = _subject(main) if main is not None else None
    if subj is None:
        # a bare gerund ("Going to the river with mother.") is a fragment, not a sentence
        return None
    if subj.dep_ == "expl" or (subj.lower_ == "it" and main is not None and main.lemma_ == "be"):
        # "There was a party after giving birth": a dummy subject controls no gerund (only an
        # argument does, Huddleston & Pullum 2002 ch. 14 §6), so no "There gave birth"
        return None
    if (
        main is not None
        and (main.lemma_ == "be" or any(k.dep_ == "auxpass" for k in main.children))
        and _non_agent(subj)
    ):
        # "The arteries were clamped while talking to the patient", "The race was revived
        # before adding a class": a passive or copular main clause whose subject cannot act
        # leaves the -ing clause unattached (Quirk et al. 1985 §15.61; its understood subject
        # is the implicit agent or the discourse's), so "The arteries talked" names the wrong
        # doer (blind reviews, twenty-fifth pass); "The storm killed ... before striking" keeps
        # its draft
        return None
    if main is not None and _unattached_participle(main, subj):
        return None
    if _non_agent(subj) and verb_lemma(clause) in VOLITIONAL_GERUND_VERBS:
        return None  # "This function shows X again, after using both functions": the user did
    if main is not None and _considered_theme_controller(main, subj):
        return None  # "A and B were considered before settling on C": the deciders settled
    if _objectless_transitive_gerund(clause):
        return None  # "stored 5 MB after formatting": the drive was formatted, it formatted nothing
    time = _gerund_time(main) if main is not None else "past"
    if time is None:
        return None
    aux = next((t for t in clause.children if t.dep_ == "auxpass" and t.lower_ == "being"), None)
    rest = [t for t in clause.subtree if t.i != clause.i and (aux is None or t.i != aux.i)]
    supplements = (
        _supplementary_relatives(rest)
        | _purpose_infinitives(clause)
        | _finite_conjuncts_of_gerund(clause)
    )
    rest = [t for t in rest if t.i not in supplements]
    if time == "future":
        # "She will rest after finishing the race" -> "She will finish the race" (the -ing
        # clause is tenseless and takes the main clause's future time, H&P 2002 ch. 14 §1)
        verb = f"will be {clause.text}" if aux is not None else f"will {verb_lemma(clause)}"
        forms = {t.i: verb_lemma(t) for t in rest if _coordinated_gerund(t, clause)}
    else:
        past = time == "past"
        tense = "VBD" if past else ("VBP" if _plural(subj) or subj.lower_ in ("i", "me") else "VBZ")
        verb = f"{_be(subj, past)} {clause.text}" if aux is not None else None
        # lemminflect's lemma: spaCy's small model mis-lemmatises rarer forms ("reboarding")
        verb = verb or inflect(verb_lemma(clause), tense)
        # a coordinated gerund takes the same tense ("after leaving the firm and observing X"
        # -> "She left the firm and observed X", not "... and observing X")
        forms = {t.i: inflect(verb_lemma(t), tense) for t in rest if _coordinated_gerund(t, clause)}
    named = (
        _named_pronouns(clause, {t.i for t in rest}, host=main, controller=subj)
        if main is not None
        else {}
    )
    pieces = [
        # a controller in the object case ("features him swearing vengeance after witnessing
        # X") is the draft's subject, in the subject case: "He witnesses X", not "*Him
        # witnesses" (Quirk et al. 1985 §6.3: a subject pronoun takes the subjective case)
        SUBJECT_CASE.get(subj.lower_) or _np(subj) or "",
        verb,
        _text([t for t in rest if t.i > clause.i], forms | (named or {})),
    ]
    text = " ".join(p for p in pieces if p)
    if main is not None:
        text = _with_main_frame(text, main, trig, subj)
    text = _sentence(text)
    if named is None:
        # "leaked the line and the memo before presenting it": two things "it" may be
        return Draft(text, False, "temporal:gerund", ["draft", PRONOUN_UNRESOLVED])
    return Draft(text, True, "temporal:gerund", ["draft"])


def _last_occasion(clause: Token) -> Token | None:
    """The time adverb "last" before the since-clause's verb ("since you last fired")."""
    return next(
        (
            k
            for k in clause.children
            if k.dep_ == "advmod" and k.lower_ == "last" and k.i < clause.i
        ),
        None,
    )


#: Subordinators of simultaneity (Quirk et al. 1985 §15.25-15.27): the time clause's event
#: overlaps the main clause's, so it lies within the main clause's time or place frame.
SIMULTANEITY_SUBORDINATORS = frozenset({"while", "whilst", "when", "as"})


#: Plural period nouns of an era frame ("in earlier times", "in the old days", "in those
#: years": Quirk et al. 1985 §9.36 on "in" with periods).
PERIOD_PLURALS = frozenset({"time", "day", "year"})


def _period_frames(main: Token) -> set[int]:
    """Fronted "in" phrases of ``main`` whose object is a plural period noun with a modifier
    ("In earlier times,", "In the old days,"), before the subject: era frames, which
    ``_frame_adjuncts`` (dates, named periods) does not list."""
    subj = next((k for k in main.children if k.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    if subj is None:
        return set()
    return {
        k.i
        for k in main.children
        if k.dep_ == "prep"
        and k.lower_ == "in"
        and k.i < subj.left_edge.i
        and any(
            o.dep_ == "pobj" and o.tag_ == "NNS" and o.lemma_ in PERIOD_PLURALS
            and any(m.dep_ in ("amod", "det") for m in o.children)
            for o in k.children
        )
    }  # fmt: skip


def _with_main_frame(text: str, main: Token, trig: Token, first: Token | None) -> str:
    """``text`` (a time clause's draft) behind the fronted time or place frame of the main
    clause ``main`` (``_frame_adjuncts``: "In earlier times, Navajo children may have sung ...
    while herding sheep" -> "In earlier times, Navajo children herded sheep"). A frame before
    the subject scopes over the whole sentence (Quirk et al. 1985 §8.17, §8.51), and a while-
    or when-clause is simultaneous with its host (§15.25), so its event lies within the frame;
    without it a habitual or generic draft is stronger than what the sentence takes for
    granted (Krifka et al. 1995 §1.2.3 on the restrictor of a generic). An after- or
    before-clause is not simultaneous ("In 1990 he moved to Paris after he had left Rome in
    1985"): left alone. ``first`` is the source token of the draft's first word, lowered
    after the frame unless it keeps its capital ("I", a name)."""
    if trig.lower_ not in SIMULTANEITY_SUBORDINATORS:
        return text
    doc = main.doc
    frames = sorted(
        k
        for k in _frame_adjuncts(main) | _period_frames(main)
        if k < trig.i and not doc[k].left_edge.i <= trig.i <= doc[k].right_edge.i
    )
    if not frames:
        return text
    frame = ", ".join(_text(list(main.doc[k].subtree)) for k in frames)
    if first is not None and not keeps_capital(first) and text[:1].isupper():
        text = text[:1].lower() + text[1:]
    return f"{capitalise(frame)}, {text}"


#: Verbs whose subject is no agent of theirs: linking verbs, which ascribe a property to it,
#: and raising verbs, whose subject belongs to the infinitive after them ("things began to
#: materialize", "the movie seemed to be X"; Quirk et al. 1985 §16.21 and §16.47 on "seem",
#: "begin", "happen" with a raised subject; Huddleston & Pullum 2002 ch. 14 §4.1).
NON_AGENTIVE_MAIN_VERBS = frozenset(
    {"be", "become", "seem", "appear", "remain", "look", "sound", "begin", "start",
     "continue", "tend", "happen", "cease", "prove", "get"}
)  # fmt: skip


#: Dependents that fill a gerund's object or complement slot.
GERUND_COMPLEMENT_DEPS = frozenset(
    {"dobj", "obj", "dative", "ccomp", "oprd", "attr", "acomp", "prt", "nsubj", "nsubjpass"}
)


def _objectless_transitive_gerund(gerund: Token) -> bool:
    """ "The ST-506 stored 5 MB after formatting using MFM encoding": the time clause's gerund
    is a verb that never occurs without its object in WordNet's sense-tagged counts (no
    sense with the intransitive frames 1 "Something ----s" or 2 "Somebody ----s" among its
    tagged uses, ``transitive_share``: "format", "install", "boot", "use", "test"), and here
    it has none. An obligatorily transitive verb does not drop its object (Levin 1993 §1.2.1:
    the unspecified-object alternation is lexically restricted to "eat", "read", "write" and
    the like), so the object is understood from context - here the main subject itself, a
    concealed passive ("after formatting" = after being formatted; H&P 2002 ch. 14 §6.3 on
    the understood subject of gerund-participials, Quirk et al. 1985 §15.61) - and the active
    draft "The ST-506 formatted ..." makes the theme the agent (review s1203c pres-024). No
    draft. "She left after eating" (eat drops its object) keeps it."""
    if gerund.tag_ != "VBG" or gerund.pos_ != "VERB":
        return False
    kids = list(gerund.children)
    if any(k.dep_ in GERUND_COMPLEMENT_DEPS for k in kids):
        return False
    if any(
        k.dep_ == "xcomp" and any(g.dep_ == "aux" and g.lower_ == "to" for g in k.children)
        for k in kids
    ):
        return False  # "after trying to fix it": the infinitive is the complement
    if any(k.dep_ == "prep" for k in kids) and transitive_share(
        verb_lemma(gerund), frames_of=frozenset({4, 12, 13, 22, 27})
    ):
        return False  # "after moving to X": a prepositional frame fills the slot
    transitive = transitive_share(verb_lemma(gerund))
    intransitive = transitive_share(verb_lemma(gerund), frames_of=frozenset({1, 2}))
    return transitive == 1.0 and intransitive == 0.0


#: Verbs whose subject must act with intent: the use verbs (Levin 1993 §105.1: use, employ,
#: utilize) and the choosing and interface acts of an operator (choose, select, click, press,
#: type), all entailing volition (Dowty 1991 proto-agent properties). Under a main subject that
#: cannot act (``_non_agent``: a function, a tool, "it"), an adverbial -ing clause of such a
#: verb is unattached: its understood doer is the generic user (Quirk et al. 1985 §15.60-15.61),
#: so "<the function> uses X" names the wrong doer (blind review s1204t pres-034). Stop 78, pr161.
VOLITIONAL_GERUND_VERBS = frozenset(
    {"use", "employ", "utilize", "utilise", "choose", "select", "click", "press", "type"}
)


def _unattached_participle(main: Token, subj: Token) -> bool:
    """Whether the -ing clause of a time adjunct has no controller in its main clause: the main
    subject cannot act (``_non_agent``: "it", "this", a thing, a film, a scene) and the main
    verb does not make it act: a linking or raising verb (``NON_AGENTIVE_MAIN_VERBS``: "it
    becomes clearer, long after viewing", "things began to materialize after moving to the next
    team member") or an intransitive verb with no object, whose non-agent subject is the
    theme of an event that happened to it ("the scene abruptly ended after crossing the
    street"; Levin 1993 §1.1.2 on the causative alternation). The understood subject of an
    adverbial participle is the main clause's subject only when that could do what the
    participle says; otherwise it is unattached and its doer is the speaker or someone in
    the discourse (Quirk et al. 1985 §15.59-15.61), so "The scene crossed the street" names the
    wrong doer: no draft. A non-agent subject with an object ("The storm killed ten people
    before striking the coast", "It delivered oil before arriving at ...") does act."""
    if not _non_agent(subj):
        return False
    if verb_lemma(main) in NON_AGENTIVE_MAIN_VERBS:
        return True
    objects = ("dobj", "obj", "dative", "attr", "oprd", "ccomp", "xcomp", "acomp")
    return main.pos_ == "VERB" and not any(k.dep_ in objects for k in main.children)


def _purpose_infinitives(verb: Token) -> set[int]:
    """Indices of the to-infinitive purpose adjuncts of a time clause's verb, with a comma before
    them: "left after graduating to take on roles on Broadway" -> "Howard graduated", not
    "Howard graduated to take on roles" (round 46 reviews). A subjectless to-infinitive after a
    verb that selects no clause ("graduate", "retire"; WordNet frames, ``takes_clause``) or one
    the parser already reads as an adjunct is a purpose adjunct (Quirk et al. 1985 §15.48;
    Huddleston & Pullum 2002 ch. 14 §5 on catenatives vs adjuncts), and it may as well state the
    purpose of the main clause's act: the attachment is ambiguous. Dropping it only weakens the
    draft: "after V-ing to X" presupposes "V-ed" on either attachment. A catenative's complement
    ("after deciding to study law", "after failing to win") stays."""
    out: set[int] = set()
    if verb_lemma(verb) in ("go", "come"):
        # "before going to work again" -> "The gamekeeper goes to work again", not "The
        # gamekeeper goes.": "go/come to V" is one event, the infinitive its goal (Pullum 1990
        # "Constraints on intransitive quasi-serial verb constructions"; Quirk et al. 1985
        # §16.39), and a bare "goes" is a truncated draft (review s1202r pres-084)
        return out
    for k in verb.children:
        if k.i < verb.i or k.tag_ != "VB" or k.dep_ not in ("xcomp", "advcl"):
            continue
        to = k.doc[k.left_edge.i]
        if to.lower_ != "to" or to.head.i != k.i:
            continue
        if any(c.dep_ in ("nsubj", "nsubjpass") for c in k.children):
            continue
        if k.dep_ == "xcomp" and takes_clause(verb_lemma(verb)) is not False:
            continue
        out |= {t.i for t in k.subtree}
        if k.left_edge.i > 0 and k.doc[k.left_edge.i - 1].text == ",":
            out.add(k.left_edge.i - 1)
    return out


def _infinitival_host(clause: Token) -> bool:
    """A reduced "while/after/before V-ing" clause attached to a to-infinitive ("..., to let
    other threads use the processor while waiting for the I/O"): a subjectless adverbial
    clause takes the subject of the clause it attaches to (Quirk et al. 1985 §15.59), and an
    infinitive without a subject of its own (a purpose or other adverbial infinitive, whose
    understood subject is often no argument of the sentence) leaves the doer out of it ("This
    waited" named the wrong one; review s1204l pres-022). Such an infinitival clause also
    denotes a potential, not an actual, situation (Huddleston & Pullum 2002 ch. 14 §1; Quirk
    et al. 1985 §15.48 on purpose clauses), so the -ing event is not asserted to have
    happened: no draft. An infinitive with its own subject ("was allowing a gang to stay ...
    while selling drugs") names the doer and keeps its draft, and so does an infinitive whose
    subject is recoverable from the matrix clause (``_controlled_infinitive``, mn75)."""
    host = clause.head
    return (
        host.i != clause.i
        and any(k.dep_ == "aux" and k.tag_ == "TO" for k in host.children)
        and not any(k.dep_ in ("nsubj", "nsubjpass") for k in host.children)
        and not _controlled_infinitive(host)
    )


def _controlled_infinitive(host: Token) -> bool:
    """Is the to-infinitive ``host`` the complement (``xcomp``) of a matrix verb whose own
    subject is its understood subject: raising or passive hearsay ("The poet is said to have
    written the letter while staying in Venice": Quirk et al. 1985 §16.50 on subject-to-
    subject raising) or subject control ("She tried to read while waiting"; Huddleston &
    Pullum 2002 ch. 14 §4)? Then the -ing clause's doer is that matrix subject, and the
    subject of the draft is known. Chains of catenatives ("seems to be trying to ...") are
    followed up to the first verb with a subject. Not an infinitive after an object (object
    control "asked her to wait", whose doer is the object), nor an adverbial infinitive
    (purpose "to"/"in order to", ``advcl``) or one under a subjectless matrix (an imperative),
    which keep pr146's no-draft."""
    node = host
    while node.dep_ == "xcomp" and node.head.i != node.i:
        node = node.head
        if any(k.dep_ in ("dobj", "dative", "iobj") for k in node.children):
            return False
        if any(k.dep_ in ("nsubj", "nsubjpass") for k in node.children):
            return True
    return False


def _adjunct_host(verb: Token, adjunct: Token) -> Token:
    """The verb a preposed adverbial ``adjunct`` ("after reading the letter") really modifies
    when the parser hung it on the verb of a later subordinate clause: "But after reading X's
    letter, ..., that he and Peter had lied, the investors decided" attaches "after" to "lied".
    A subordinate clause begins with its subordinator ("that", "because"): nothing of the
    clause precedes it (Quirk et al. 1985 §14.11; Huddleston & Pullum 2002 ch. 11 §1), so an
    adjunct before the subordinator belongs to a higher clause, whose subject controls the
    -ing clause (Quirk et al. 1985 §15.58): "The investors read X's letter", not "He and Peter
    read X's letter" (round 46 reviews)."""
    node = verb
    while (
        node.dep_ in ("advcl", "ccomp")
        and node.head.i != node.i
        and any(k.dep_ == "mark" and adjunct.i < k.i < node.i for k in node.children)
    ):
        node = node.head
    return node


def _swallowed_subject(verb: Token, adjunct: Token) -> bool:
    """Whether a preposed -ing clause without a closing comma ends in a name that is the
    subject of the finite ``verb`` right after it ("but after turning again to the north
    Nicholas transitioned to a cyclone"), read by the parser as the clause's own object. A
    finite clause's subject precedes its verb (Quirk et al. 1985 §2.13), and the -ing clause's
    understood subject is that main-clause subject (§15.58): the boundary between the two is
    not known, so neither "The storm turned again to the north Nicholas" nor the clause moved
    after the verb ("... after turning again to the north Nicholas", which takes the subject
    along) is a faithful rewrite (round 46 reviews). No draft, no move."""
    if verb.tag_ not in ("VBD", "VBZ", "VBP") or adjunct.i >= verb.i:
        return False
    if any(k.dep_ in ("nsubj", "nsubjpass", "expl", "csubj") for k in verb.children):
        return False
    last = verb.doc[verb.i - 1]
    return (
        last.pos_ == "PROPN"
        and adjunct.left_edge.i <= last.i <= adjunct.right_edge.i
        and last.text != ","
    )


def _gerund_time(main: Token) -> str | None:
    """The time of a subjectless -ing clause after a temporal preposition or subordinator
    ("after shedding jobs", "while acting as governor"): a non-finite clause has no tense of its
    own and takes the time of the finite verb it depends on (Huddleston & Pullum 2002 ch. 14
    §1; ``_tense_bearer``). "past" for a past or present-perfect main clause ("has returned
    after spending years abroad" -> "She spent years abroad"), "future" for a future one
    ("will rest after finishing" -> "She will finish"), "present" for a dynamic simple present,
    habitual or narrative, whose -ing clause is stated as the same habit ("the guide takes the
    group to the next stop after reboarding the bus" -> "The guide reboards the bus").
    None when the present main clause is a state, a progressive or a modal: a present state
    after or before an event leaves the event's time open ("The rate is 14.1 percent after
    shedding jobs", "The player has three lives before being allowed to start over", "They
    want to limit the tax before signing"; states, Quirk et al. 1985 §4.28, Vendler 1957), an
    ongoing event or a possibility does not make the -ing event a habit, and the simple present
    draft ("The rate sheds jobs", "They sign off on the bill") states what the source does not
    (blind reviews, twenty-fifth pass)."""
    bearer = _tense_bearer(main)
    if bearer.dep_ == "advcl" and any(a.dep_ == "aux" and a.tag_ == "TO" for a in bearer.children):
        # "... experiment with the settings to understand the differences before creating your
        # first real file": a to-infinitive adjunct is a purpose, the goal of its host, no
        # event that happened (Quirk et al. 1985 §15.48; Huddleston & Pullum 2002 ch. 14 §1,
        # non-finite clauses are tenseless), and a "before"/"after" clause inside it is part of
        # that goal, so its event has no time the draft could state ("You created your first
        # real file" for advice about the future; blind review s1204q; stop 77, pr154). Under a
        # past realis host ("She moved to Paris to study before opening a studio") the time
        # clause may as well modify the host, whose past it then shares: the draft stays
        return "past" if _gerund_time(bearer.head) == "past" else None
    auxes = [a for a in bearer.children if a.dep_ in ("aux", "auxpass")]
    perfect = any(a.lemma_ == "have" or a.lower_ in HAVE_FORMS for a in auxes)
    if not perfect and any(a.dep_ == "aux" and a.lower_ in NON_FACTUAL_MODALS for a in auxes):
        # a modal of the past ("may have experienced abuse before being abandoned") leaves
        # the -ing event a past fact, as for finite time clauses (``_hypothetical_present``)
        return None
    time = _time_of(bearer)
    if time != "present":
        return time
    if bearer.tag_ == "VBG" or verb_lemma(bearer) in STATIVE_VERBS | PRESENT_STATES:
        return None
    if bearer.lemma_ == "be" or any(a.lemma_ == "be" and a.dep_ == "aux" for a in auxes):
        return None
    return "present"


#: Verbs of volition, attitude and keeping, stative in the simple present (Quirk et al. 1985
#: §4.28-4.29: "want", "like", "hope", ...; "retain" = continue to have), besides
#: ``STATIVE_VERBS``.
PRESENT_STATES = frozenset(
    {"want", "wish", "need", "like", "love", "hate", "prefer", "hope", "intend", "retain"}
)


def _pluperfect_to_past(clause: Token) -> tuple[int, dict[int, str]] | None:
    """A time clause in the past perfect ("after we'd had breakfast", "after the bridge had
    been built"): the perfect places the event before the main clause's past time (Reichenbach
    1947; Quirk et al. 1985 §4.24, the past perfect needs a past reference point), which the
    standalone draft no longer has, so it states the simple past ("We had breakfast", "The
    bridge was built"; blind review #4, nineteenth pass). Returns the index of "had" and the
    new forms of the verb (or the passive "been"), or None."""
    participle = clause.tag_ == "VBN" or (
        # "we'd had lunch": the tagger reads a participle that looks like the past as VBD
        clause.tag_ == "VBD" and clause.lower_ == inflect(verb_lemma(clause), "VBN")
    )
    if not participle:
        return None
    had = next(
        (
            k
            for k in clause.children
            if k.dep_ == "aux" and k.lower_ in ("had", "'d", "’d") and k.i < clause.i
        ),
        None,
    )
    if had is None:
        return None
    been = next((k for k in clause.children if k.dep_ == "auxpass" and k.lower_ == "been"), None)
    if been is not None:
        subj = next((k for k in clause.children if k.dep_ == "nsubjpass"), None)
        return had.i, {been.i: _be(subj, past=True)}
    return had.i, {clause.i: inflect(verb_lemma(clause), "VBD")}


def _matrix_that_clause(clause: Token) -> set[int]:
    """Indices of a that-clause after the time clause that belongs to the matrix "it be ...":
    the relative part of an it-cleft ("It was shortly after her father died that Anna sold the
    farm": the time clause is the cleft's focus, "that Anna sold the farm" its backgrounded
    relative, Huddleston & Pullum 2002 ch. 16 §9) or an extraposed subject ("It was obvious
    before the game started that the coach was nervous", ch. 16 §7). The parser hangs it on the
    nearer verb of the time clause, so the draft read "Her father died that Anna sold the farm"
    (blind review s1129v). The time clause's own content never ends in a that-clause of its
    verb here, since "it" + "be" in the matrix is the clause that licenses one."""
    host = clause.head
    if clause.dep_ != "advcl" or host.lemma_ != "be":
        return set()
    if not any(k.dep_ in ("nsubj", "expl") and k.lower_ == "it" for k in host.children):
        return set()
    out: set[int] = set()
    for k in clause.children:
        if k.dep_ in ("ccomp", "advcl", "relcl") and k.i > clause.i:
            mark = next((m for m in k.children if m.i < k.i and m.dep_ in ("mark", "nsubj")), None)
            if mark is not None and mark.lower_ == "that" and mark.i == min(t.i for t in k.subtree):
                out.update(t.i for t in k.subtree)
    return out


def _trailing_supplement(clause: Token) -> set[int]:
    """Indices of a comma-set-off -ing clause that ends the adverbial clause ("after the cast
    left the show, bringing the total to eleven") and its comma. A supplementive clause at the
    end of the sentence is predicated of the main clause (Quirk et al. 1985 §15.58-15.60 on
    supplementive clauses; Kortmann 1991), wherever the parser attaches it: "bringing the total
    to eleven" is what filming more episodes did. Dropping it only weakens the draft. So is a
    comma-set-off outcome infinitive "only to V" ("swung the boat around after the crew were
    washed overboard, only to see a wave crash": Quirk et al. 1985 §15.48, Huddleston & Pullum
    2002 ch. 14 §8.2 on the unexpected-outcome "only to" clause, whose understood subject is
    the main clause's; twenty-fifth pass)."""
    end = clause.right_edge.i
    for c in clause.children:
        outcome = (
            c.tag_ == "VB"
            and c.dep_ in ("advcl", "xcomp")
            and c.left_edge.i + 1 < c.i
            and c.doc[c.left_edge.i].lower_ == "only"
            and c.doc[c.left_edge.i + 1].lower_ == "to"
        )
        if (
            c.dep_ in ("advcl", "xcomp", "conj")
            and (c.tag_ == "VBG" or outcome)
            and c.i > clause.i
            and c.right_edge.i == end
            and c.left_edge.i > 0
            and clause.doc[c.left_edge.i - 1].text == ","
            and not any(k.dep_ in ("nsubj", "nsubjpass", "mark") for k in c.children)
        ):
            return {t.i for t in c.subtree} | {c.left_edge.i - 1}
    return set()


#: Verbs of one-off events in a life ("be born", "die", "marry"): achievements (Vendler 1957),
#: punctual, so a subjectless conjunct after them ("after Shana was born and gradually got more
#: pronounced") does not continue them; it is the main clause's second predicate the parser
#: attached to the time clause.
ONE_OFF_EVENTS = frozenset({"bear", "born", "die", "marry", "wed"})
#: Adverbs of gradual change (Quirk et al. 1985 §8.79 on process adjuncts; Dowty 1979 on degree
#: achievements): "gradually got more pronounced" describes a process, the main clause's
#: inchoative subject's, not the punctual event of a time clause.
GRADUAL_ADVERBS = frozenset(
    {"gradually", "progressively", "steadily", "increasingly", "slowly", "continually"}
)


def _main_clause_conjunct(clause: Token) -> set[int]:
    """Indices of a subjectless verb conjunct of the time clause's verb (with its coordinator and
    comma) that belongs to the main clause: "It began after Shana was born and gradually got more
    pronounced" -> "Shana was born", not "Shana was born and gradually got more pronounced" (the
    parser attaches the main clause's second predicate to the nearer verb). The time clause's
    verb is a one-off event (``ONE_OFF_EVENTS``), or the conjunct is a gradual process
    (``GRADUAL_ADVERBS``). Dropping a conjunct that did belong to the time clause only weakens
    the draft: "after A and B" presupposes A (blind review, twenty-first pass)."""
    doc = clause.doc
    for conj in clause.children:
        if conj.dep_ != "conj" or conj.pos_ not in ("VERB", "AUX") or conj.i < clause.i:
            continue
        if any(k.dep_ in ("nsubj", "nsubjpass", "expl") for k in conj.children):
            continue
        if conj.lemma_.lower() in ("raise", "breed", "bred", "raised"):
            continue  # "born and raised in Ohio": an irreversible binomial (Malkiel 1959)
        one_off = clause.lemma_.lower() in ONE_OFF_EVENTS or clause.lower_ == "born"
        gradual = any(k.dep_ == "advmod" and k.lower_ in GRADUAL_ADVERBS for k in conj.children)
        if not (one_off or gradual):
            continue
        drop = {t.i for t in conj.subtree}
        start = conj.left_edge.i
        # the coordinator and a comma before it, when nothing else stands between them
        for k in clause.children:
            if (
                k.dep_ in ("cc", "punct")
                and clause.i < k.i < start
                and all(doc[j].dep_ in ("cc", "punct") for j in range(k.i, start))
            ):
                drop.add(k.i)
        return drop
    return set()


#: Flag of a temporal draft keeping a pronoun whose antecedent could be any of several nouns of
#: the main clause (pipeline/flags.py: a cut leaves "it/he/they" without antecedent).
PRONOUN_UNRESOLVED = "pronoun-antecedent-dropped"
#: Object and possessive pronouns of a time clause and the subject form ``_agrees`` reads.
ANAPHORIC_NON_SUBJECTS = {
    "it": "it",
    "its": "it",
    "them": "they",
    "their": "they",
    "him": "he",
    "his": "he",
    "her": "she",
}


def _named_pronouns(
    clause: Token, kept: set[int], host: Token | None = None, controller: Token | None = None
) -> dict[int, str] | None:
    """``{pronoun index: noun phrase}`` for the object and possessive pronouns of a time clause
    whose antecedent is the one noun of the main clause they agree with ("The villagers repaired
    the bridge after the flood damaged it" -> "The flood damaged the bridge"): NOPE's annotators
    spell out the antecedent, the hypothesis has to stand alone (Parrish et al. 2021 §3.2).
    The pronoun's own clause's subject is no antecedent of its object (binding Principle B,
    Chomsky 1981), and a noun of the draft before the pronoun ("after the firm moved its
    office") resolves it inside the draft. ``{}`` when nothing is to replace (no such pronoun,
    or no agreeing noun in the main clause: the antecedent is outside the sentence, in the
    premise too); None when two or more nouns of the main clause agree: the pronoun is
    unresolved in the draft. The subject pronoun is :func:`bound_pronoun_forms`'s. A subjectless
    gerund ("leaked the story before presenting it to Congress") passes its ``host`` (the main
    verb) and its ``controller`` (the main subject, its understood subject, Huddleston & Pullum
    2002 ch. 14 §6), which Principle B keeps from being its object's antecedent."""
    if host is None:
        if clause.dep_ != "advcl":
            return {}
        host = clause.head
    inside = {t.i for t in clause.subtree} | ({clause.head.i} if controller is not None else set())
    if controller is not None:
        inside |= {t.i for t in controller.subtree}
    forms: dict[int, str] = {}
    for pron in clause.subtree:
        as_subject = ANAPHORIC_NON_SUBJECTS.get(pron.lower_)
        accusative = pron.lower_ in ("him", "them") and pron.dep_ == "nsubj"
        # "made him a prosperous author": an accusative subject of a verbless small clause is
        # the verb's object in form and role (Quirk et al. 1985 §16.43), resolved as one
        if as_subject is None or pron.i not in kept:
            continue
        if pron.dep_ in ("nsubj", "nsubjpass") and not accusative:
            continue
        if pron.lower_ == "her" and pron.dep_ != "poss" and pron.tag_ == "PRP$":
            continue
        verb = pron.head.head if accusative else pron.head
        if pron.lower_ == "it" and (
            verb.lemma_ == "make"  # "made it to the final", "we made it"
            # "took it easy", "take it out on him": "take it" with a complement after it is
            # an idiom (Quirk et al. 1985 §16.52 on idiomatic "it"); a bare "took it" is
            # literal and its "it" refers ("After the South took it, the fort endured ...")
            or (
                verb.lemma_ == "take"
                and any(
                    k.i > pron.i and k.dep_ in ("advmod", "acomp", "oprd", "prt", "prep")
                    for k in verb.children
                )
            )
            or any(k.dep_ in ("ccomp", "xcomp", "oprd") for k in verb.children)  # "found it hard"
        ):
            continue
        co_subject = {
            t.i
            for k in verb.children
            if k.dep_ in ("nsubj", "nsubjpass") and pron.dep_ != "poss"
            for t in k.subtree
        }
        local = [
            t
            for t in clause.subtree
            if t.i < pron.i
            and t.i not in co_subject
            and t.pos_ in ("NOUN", "PROPN")
            and (_agrees_as(as_subject, t) or _collective_they(as_subject, t))
        ]
        own = pron.head
        while own.pos_ not in ("VERB", "AUX") and own.head.i != own.i:
            own = own.head
        if pron.dep_ == "poss" and any(
            k.dep_ in ("nsubj", "nsubjpass") and k.lower_ == as_subject and k.i < pron.i
            for k in own.children
        ):
            # "after she finished her degree": a possessive bound by its own clause's subject
            # pronoun (Reinhart 1983 on bound readings), which :func:`bound_pronoun_forms` names;
            # naming both gives "Maria finished Maria's degree" (round 46 check sentences)
            continue
        if local:
            continue
        nouns = [
            t
            for t in host.subtree
            if t.i not in inside
            and t.pos_ in ("NOUN", "PROPN")
            and t.dep_ not in ("compound", "attr", "oprd")
            # a predicative noun ("was an obscure clergyman") ascribes a property to the
            # subject and refers to no one else (Higgins 1979; Partee 1987): no rival
            and not _time_noun(t)
        ]
        if any(
            t.i not in inside and t.lower_ in ("it", "they", "he", "she", "them", "him", "her")
            for t in host.subtree
        ):
            continue  # the main clause's own pronoun: the premise leaves it unresolved too
        agreeing = [t for t in nouns if _agrees_as(as_subject, t)]
        parallel = [
            k
            for k in host.children
            if controller is not None
            and pron.dep_ == "dobj"
            and k.dep_ == "dobj"
            and k.pos_ in ("NOUN", "PROPN")
            and _agrees_as(as_subject, k)
            # "gave the dog a bone before walking it": two objects, no one parallel object
            and not any(d.dep_ == "dative" for d in host.children)
        ]
        if parallel:
            # a gerund's object pronoun and the main verb's object in the same role ("leaked
            # the report to the press before sending it"): the parallel-function preference
            # resolves it to the object (Smyth 1994 "Pronoun resolution in sentences";
            # Kehler 2002 *Coherence, Reference, and the Theory of Grammar* ch. 6)
            agreeing = parallel
        elif not agreeing:
            continue
        # a name of unknown kind ("Manichaeism", "Smith" tagged ORG) may be anything's
        # antecedent, as in :func:`bound_pronoun_forms`
        names = [t for t in nouns if t.pos_ == "PROPN" and _possible_name_antecedent(pron, t)]
        if not parallel and len({t.i for t in agreeing} | {t.i for t in names}) > 1:
            return None
        if not gender_agrees(as_subject, agreeing[0]):
            continue  # a bare name gives "he"/"she" no gender to agree with: the pronoun stays
        np = _np(agreeing[0])
        if not np:
            return None
        if pron.dep_ == "poss" or pron.lower_ in ("its", "their", "his"):
            np = np + ("'" if np.endswith("s") and _plural(agreeing[0]) else "'s")
        forms[pron.i] = np
    return forms


def _collective_they(pron: str, noun: Token) -> bool:
    """ "after the band released their debut album": a singular collective noun (WordNet's
    noun.group: band, team, committee, family) takes a plural pronoun by notional concord
    (Quirk et al. 1985 §10.40; Huddleston & Pullum 2002 ch. 5 §5.3), so a noun of the time
    clause before "their/them" is its antecedent there, not a plural of the main clause."""
    return (
        pron == "they"
        and noun.pos_ == "NOUN"
        and noun.tag_ == "NN"
        and first_sense_lexname(noun.lemma_.lower(), "NOUN") == "noun.group"
    )


def _possible_name_antecedent(pron: Token, name: Token) -> bool:
    """Whether the name ``name`` could be the antecedent of the object or possessive ``pron``:
    a person's name is not "it"'s, a place's or a date's is not "him"/"her"'s, a singular one
    is not "them"'s."""
    as_subject = ANAPHORIC_NON_SUBJECTS[pron.lower_]
    if as_subject == "they":
        return _plural(name)
    if as_subject == "it":
        return name.ent_type_ != "PERSON"
    return name.ent_type_ not in NON_PERSON_NAMES


#: Subject pronouns an adverbial clause's draft replaces by the main clause's subject.


def _agrees(pron: Token, np: Token) -> bool:
    """``np`` can be the antecedent of ``pron`` by number and animacy ("he"/"she": one person;
    "it": one non-person; "they": a plural)."""
    return _agrees_as(pron.lower_, np)


def _agrees_as(pron: str, np: Token) -> bool:
    """:func:`_agrees` for a pronoun's subject form (``"it"`` for "its"). A gendered noun of
    the other gender is no candidate ("the actress" for "he": ``anaphora.gender_clash``, Quirk
    et al. 1985 §5.104-5.107; agreement is a hard filter, Lappin & Leass 1994), here for every
    caller (stop 78, mn80: four resolvers skipped it). A bare name passes: it is a possible
    referent and a rival; the antecedent a caller writes passes :func:`_writable_antecedent`."""
    if gender_clash(pron, np):
        return False
    if pron == "they":
        return _plural(np)
    if _plural(np):
        return False
    if pron != "it" and np.pos_ == "PROPN":
        # a name is a person's only when NER says so ("Queen" may be the band)
        return np.ent_type_ == "PERSON"
    return _is_person(np) == (pron != "it")


def _writable_antecedent(pron: str, np: Token) -> bool:
    """May ``np`` be written for the pronoun whose subject form is ``pron``: it agrees
    (:func:`_agrees_as`) and its gender is one the grammar can check
    (``anaphora.gender_agrees``: not a bare name for "he"/"she", Hobbs 1978; Lappin & Leass
    1994; stop 78, mn80)."""
    return _agrees_as(pron, np) and gender_agrees(pron, np)


def _hypothetical_present(clause: Token) -> bool:
    """A present-tense time clause under a main clause with a modal of possibility or
    hypothesis ("This may be during a period while it is facing pressure") or a base form
    (``_base_form_host``): the time clause is
    part of the possibility the modal sets up, not a fact the speaker takes for granted
    (Karttunen 1973 on modals as filters of presupposition; Heim 1992; round 34 blind reviews:
    "It is facing pressure" is not presupposed). A past time clause ("She may have left after
    he arrived") still is."""
    host = clause.head
    if not any(
        k.dep_ == "aux" and k.lower_ in NON_FACTUAL_MODALS for k in host.children
    ) and not _base_form_host(host):
        return False
    tensed = [clause, *(k for k in clause.children if k.dep_ in ("aux", "auxpass"))]
    return any(t.tag_ in ("VBZ", "VBP") for t in tensed) and not any(
        t.tag_ in ("VBD",) for t in tensed
    )


def _base_form_host(host: Token) -> bool:
    """The main clause is a bare base form, no modal, "to" or do-support: an imperative ("Act
    before it is too late") or a mandative subjunctive ("I propose that ... the Nation develop a
    policy"; Quirk et al. 1985 §3.58-3.59, §16.32). Neither asserts an actual event, so a
    present-tense time clause attached to it names a future, possibly averted, situation
    (Heinämäki 1974; Condoravdi 2010 on non-veridical "before"; blind review s1130f pres-010).
    Under "will" or a volitional to-infinitive the drafts are put in the future ("The session
    will end.", thirty-seventh pass) and stay: on the SOTU pool half of the "will" ones were
    good."""
    return host.tag_ == "VB" and not any(
        k.dep_ == "aux" and (k.tag_ in ("MD", "TO") or k.lemma_.lower() in ("do", "to"))
        for k in host.children
    )


#: Entity types of names that cannot be the antecedent of "he"/"she": places, dates, times,
#: events, nationalities (the tagger's ORG is left out: it often tags a surname, "Smith").
NON_PERSON_NAMES = frozenset({"GPE", "LOC", "FAC", "DATE", "TIME", "EVENT", "NORP"})


#: Determiners and pronoun heads of a matrix subject that is a quantifier ("every student ...
#: he", "no one ... they"): a pronoun it binds is a variable (Reinhart 1983 ch. 7; Heim &
#: Kratzer 1998 ch. 5), and there is no referential noun phrase to put in its place ("Every
#: student finished" states another proposition), so :func:`bound_pronoun_forms` leaves such a
#: pronoun alone. An indefinite ("a gunman ... he") introduces a discourse referent the pronoun
#: picks up (Karttunen 1976; Heim 1982), named by the indefinite at its first mention, as
#: ``verb_complement_fragments.indefinite_antecedent`` and the round-28 time-clause drafts do.
NON_REFERENTIAL_DETS = frozenset(
    {
        "another",
        "any",
        "all",
        "both",
        "each",
        "either",
        "every",
        "few",
        "many",
        "most",
        "neither",
        "no",
        "several",
        "some",
    }
)
NON_REFERENTIAL_HEADS = frozenset(
    {"everyone", "everybody", "everything", "someone", "somebody", "anyone", "anybody", "one"}
)
#: Personal pronouns by the subject form of their family (for rivals in the sentence).
PRONOUN_FAMILIES = {
    "he": frozenset({"he", "him", "his"}),
    "she": frozenset({"she", "her"}),
    "it": frozenset({"it", "its"}),
    "they": frozenset({"they", "them", "their"}),
}


def _referential_subject(subj: Token) -> bool:
    """A matrix subject that a bound pronoun can be replaced by: a noun or a name, not a
    pronoun or a quantified noun phrase (``NON_REFERENTIAL_DETS``)."""
    if subj.pos_ not in ("NOUN", "PROPN") or subj.lower_ in NON_REFERENTIAL_HEADS:
        return False
    return not any(
        c.dep_ in ("det", "predet", "amod", "nummod") and c.lower_ in NON_REFERENTIAL_DETS
        for c in subj.children
    )


def _institution(noun: Token) -> bool:
    """A company, committee, government ...: a name NER types ORG or GPE, or a common noun whose
    first WordNet sense is a group (noun.group)."""
    if noun.pos_ == "PROPN":
        return noun.ent_type_ in ("ORG", "GPE")
    return first_sense_lexname(noun.lemma_.lower(), "NOUN") == "noun.group"


def bound_pronoun_forms(clause: Token, possessives: bool = True) -> dict[int, str]:
    """``{pronoun index: noun phrase}`` for the pronouns of a subordinate clause (an adverbial
    clause, "after she lost the vote", or a content clause, "stated that they had agreed") bound
    by the subject of the clause it depends on: "Maria Lopez resigned after she lost the vote"
    -> "Maria Lopez lost the vote", "The two officials stated that they had agreed" -> "The two
    officials had agreed", "The actress knew that her husband had left" -> "The actress's husband
    had left". The draft or hypothesis stands alone, so a pronoun whose referent the sentence
    names is unresolved in it (NOPE's annotators spell antecedents out, Parrish et al. 2021
    §3.2). A pronoun in a clause subordinate to the matrix and agreeing with the matrix subject
    is bound by / coreferent with it (c-command and bound anaphora, Reinhart 1983; H&P 2002 ch.
    17 §2), and the subject is the preferred antecedent (Crawley & Stevenson 1990; for content
    clauses of saying and thinking the reported speaker, Sells 1987, Kuno 1987 ch. 3). Only when
    that subject agrees (number, person/non-person, gender of a gendered noun), is a noun
    phrase (not a pronoun or a quantifier: :func:`_referential_subject`) and no other noun or
    pronoun of the sentence could be the antecedent (any name is a possible rival; so is a
    pronoun inside the subject, "Her owner said that she ..."): otherwise the pronoun stays. The subject pronoun's form is the whole subject minus
    its relatives and appositives (:func:`_np`); a possessive "his/her/its/their" becomes
    "X's" (only with ``possessives``; not one bound by its own clause's subject pronoun: "she
    finished her degree" keeps "her" once "she" is named).

    Not ``rewrite.complement.pronoun_antecedent``, which resolves another relation: an object
    pronoun (an infinitive's controller) that its clause-mate subject cannot bind (Principle
    B), named by the one agreeing noun phrase anywhere before it; here the antecedent is the
    binder, the subject of the clause this one is subordinate to (stop 70 read-through, mdAB)."""
    if clause.dep_ not in ("advcl", "ccomp"):
        return {}
    host = clause.head
    subj = _subject(host)
    if subj is None or subj.i in {t.i for t in clause.subtree} or not _referential_subject(subj):
        return {}
    if (
        clause.dep_ == "ccomp"
        and host.lemma_ in MANDATIVE_VERBS
        and not any(
            t.tag_ == "VBD"
            for t in (clause, *clause.children)
            if t.i == clause.i or t.dep_ == "aux"
        )
    ):
        # "The lawyers requested that they remain anonymous": a suasive verb's mandative
        # clause puts forward a course of action, mostly for another party than the one who
        # asks (Quirk et al. 1985 §16.32; directives aim at the hearer's action, Searle 1976):
        # no antecedent to choose (a content clause: a time clause, advcl, is never mandative). A past indicative ("insisted that he did") is a report
        return {}
    own = next((k for k in clause.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    prons = []
    if (
        own is not None
        and own.lower_ in ANAPHORIC_SUBJECTS
        and not own.text[:1].isupper()
        and not (own.lower_ == "it" and _expletive_it(clause))
    ):
        prons.append((own, own.lower_))
    if possessives:
        for t in clause.subtree:
            if t.dep_ != "poss" or t.lower_ not in ANAPHORIC_NON_SUBJECTS:
                continue
            as_subject = ANAPHORIC_NON_SUBJECTS[t.lower_]
            if own is not None and own.i < t.i and own.lower_ == as_subject:
                continue  # bound by its own clause's subject pronoun, which is named instead
            prons.append((t, as_subject))
    if subj.left_edge.pos_ == "ADV" or any(k.dep_ == "acl" for k in subj.children):
        # "Regretfully Sam explained", "Barco, apprehended for larceny, began": a sentence
        # adverb the parse hung on the subject, or a participial supplement, is no part of
        # the name (Quirk et al. 1985 §17.96 on supplementive -ed clauses): no clean NP
        return {}
    inside = {t.i for t in clause.subtree}
    outside = {t.i for t in host.subtree} - inside
    # the subject's head and its name parts and appositives are the antecedent itself; any
    # other noun inside it ("the trainer's owner", "the leader of the rebels") may be a rival
    skip = {subj.i} | {
        t.i for k in subj.children if k.dep_ in ("compound", "flat", "appos") for t in k.subtree
    }
    np = None
    forms: dict[int, str] = {}
    for pron, as_subject in sorted(prons, key=lambda p: p[0].i):
        if forms:
            # "... her fellow students had collected money for her family": the first mention
            # is named and the later pronouns go on referring to it (a full noun phrase, then
            # pronouns: Ariel 1990 on accessibility; as ``indefinite_antecedent``)
            break
        if not _writable_antecedent(as_subject, subj):
            continue
        if pron.lower_ == "it" and clause.dep_ == "ccomp" and not _institution(subj):
            # (possessive "its" stays: anticipatory and situation "it" have no genitive, so
            # "its findings" always refers, Quirk et al. 1985 §6.17, §10.40; "The report
            # acknowledged that its findings ..." -> "The report's findings ...", pr91)
            # "Our experience has taught us that it pays to ...", "Stacy replied that it would
            # ...": the "it" of a content clause is mostly anticipatory or the discourse's
            # situation; the subject of a verb of saying or knowing that "it" can stand for
            # is an institution acting as one agent ("The committee announced that it ...";
            # Dowty 1991 proto-agents; Quirk et al. 1985 §10.40 on corporate nouns)
            continue
        personal = as_subject in ("he", "she")
        if any(t.lower_ in PRONOUN_FAMILIES[as_subject] for t in subj.subtree if t.i != subj.i):
            # "Her owner explained that she ...": the subject's own possessor agrees too, and
            # is the likelier antecedent (the one the whole sentence is about)
            continue
        rivals = [
            t
            for t in clause.doc
            if t.i not in skip
            and (t.i < pron.i or t.i in outside)
            and (
                (
                    t.pos_ in ("NOUN", "PROPN")
                    and t.dep_ != "compound"
                    and not _predicative(t)
                    and not _time_noun(t)
                    and (
                        (t.pos_ == "PROPN" and not (personal and t.ent_type_ in NON_PERSON_NAMES))
                        or _agrees_as(as_subject, t)
                    )
                )
                # an object pronoun is no one the subject binds (Principle B, Chomsky 1981):
                # another referent; a possessive ("quit her job") may be the subject's own
                or (t.lower_ in PRONOUN_FAMILIES[as_subject] and t.dep_ != "poss")
            )
        ]
        if rivals:
            continue
        np = np or _np(subj)
        if not np:
            return {}
        if pron.dep_ == "poss":
            forms[pron.i] = np + ("'" if np.endswith("s") and _plural(subj) else "'s")
        else:
            forms[pron.i] = np
    return forms


def _expletive_it(clause: Token) -> bool:
    """ "it" subject of a content clause that need not refer: anticipatory "it" of a copula with
    an extraposed clause (:func:`_anticipatory_it`), the empty "it" of weather and time ("it was
    late", "it rained") and of raising "seem/appear/happen" (Quirk et al. 1985 §10.26-10.27,
    §18.33); a copular clause is left alone altogether, as "it was late" cannot be told from "it
    was profitable" without the noun's sense. So is the "it" of any clause with an extraposed
    content clause after its verb or its predicative ("after it became clear that the alliance
    was failing", "once it turned out that ...", "it occurred to them that ..."): the
    anticipatory "it" of the extraposed subject (Quirk et al. 1985 §18.33; Huddleston & Pullum
    2002 ch. 16 §7), which names nothing (review s1202s pres-017: "This term became clear that
    ..." from "This term began to be used after it became clear that ...")."""
    if clause.lemma_ == "be" or clause.lemma_ in ("seem", "appear", "happen", "rain", "snow"):
        return True
    return any(_extraposed_content_clause(k) for k in clause.children if k.i > clause.i) or any(
        _extraposed_content_clause(g)
        for k in clause.children
        if k.dep_ in ("acomp", "attr", "oprd") and k.i > clause.i
        for g in k.children
        if g.i > k.i
    )


def _extraposed_content_clause(tok: Token) -> bool:
    """``tok`` heads a finite "that"/"whether" content clause (``ccomp``) or a subject
    infinitive hung as such: the extraposed subject of an anticipatory "it"."""
    if tok.dep_ not in ("ccomp", "csubj"):
        return False
    first = min(tok.subtree, key=lambda t: t.i)
    return first.lower_ in ("that", "whether", "if") or tok.dep_ == "csubj"


def _predicative(noun: Token) -> bool:
    """Whether ``noun`` is a predicative complement or a conjunct of one ("has been a cannabis
    activist and entrepreneur since he was a teenager"): a predicative noun ascribes a property
    to the subject and refers to no one else (Higgins 1979; Partee 1987; Huddleston & Pullum
    2002 ch. 4 §5), so it is no rival antecedent of a pronoun (round 46 reviews: "He was a
    teenager" for "DeAngelo was a teenager")."""
    node = noun
    while node.dep_ == "conj" and node.head.i != node.i:
        node = node.head
    return node.dep_ in ("attr", "oprd")


def _resolved_main_subject(trig: Token, text: str) -> str | None:
    """``text`` with its opening subject pronoun replaced by its antecedent when the sentence
    names it in an adverbial clause fronted before the pronoun ("After the company lost money,
    it stopped paying dividends" -> "The company had been paying dividends before", not "It had
    been ..."): the draft stands alone, so a pronoun whose referent the sentence names is left
    unresolved in it (round 31, class 4). The subject of a preceding adverbial clause is the
    preferred antecedent of the main clause's subject pronoun (subject/parallelism preference,
    Crawley & Stevenson 1990; Kehler 2002 ch. 6); only when it agrees and no other noun of that
    clause could be the antecedent (as :func:`bound_pronoun_forms`); otherwise None."""
    reporter = _reporter_antecedent(trig, text)
    if reporter is not None:
        return reporter
    head = trig
    while _subject(head) is None and head.dep_ not in ("ROOT", "conj") and head.head.i != head.i:
        head = head.head
    pron = _subject(head)
    if pron is None or pron.lower_ not in ANAPHORIC_SUBJECTS:
        return None
    if pron.lower_ == "it" and _anticipatory_it(head):
        return None
    opening = pron.text[:1].upper() + pron.text[1:] + " "
    if not text.startswith(opening):
        return None
    clauses = [c for c in head.children if c.dep_ == "advcl" and c.i < pron.i]
    if not clauses and head.dep_ == "conj" and head.head.i < pron.i:
        # "Eddie shook hands, and then he left the stage": the first conjunct's subject
        clauses = [head.head]
    if not clauses:
        # "Peace cannot be kept by force; it can only be achieved by understanding": a clause
        # before a semicolon or colon, which the parser hangs on the pronoun's clause; its
        # subject is the preferred antecedent of the next clause's subject pronoun (centering's
        # backward-looking center, Grosz, Joshi & Weinstein 1995; the subject preference above)
        clauses = [
            k
            for k in head.children
            if k.dep_ in ("ccomp", "parataxis")
            and k.right_edge.i < pron.i
            and any(t.text in (";", ":") for t in head.doc[k.right_edge.i + 1 : pron.i])
        ]
    reported = (
        head.dep_ == "ccomp"
        and head.head.i < pron.i
        and not any(
            (k := _subject(c)) is not None and k.pos_ in ("NOUN", "PROPN") and _agrees(pron, k)
            for c in clauses
        )
    )
    if reported:
        # "Luong explains that, soon after the takeover, she began planning ...": the subject
        # of a verb of saying or thinking is the antecedent a reader takes for the subject
        # pronoun of its complement clause (the reported speaker, logophoric reference: Sells
        # 1987 "Aspects of logophoricity"; Kuno 1987 *Functional Syntax* ch. 3), when it is
        # the sentence's only agreeing noun before the pronoun
        clauses = [head.head]
    if len(clauses) != 1:
        return None
    clause = clauses[0]
    subj = _subject(clause)
    if (
        subj is None
        or subj.pos_ not in ("NOUN", "PROPN")
        or not _writable_antecedent(pron.lower_, subj)
    ):
        return None
    own = (
        {t.i for t in clause.subtree}
        if clause.dep_ == "advcl"
        else {t.i for t in clause.doc if t.i < pron.i}
        if reported
        else {t.i for t in clause.subtree if t.i < pron.i} - {t.i for t in head.subtree}
    )
    rivals = [
        t
        for t in clause.doc
        if t.i in own
        and t.i not in {s.i for s in subj.subtree}
        and t.pos_ in ("NOUN", "PROPN")
        and t.dep_ != "compound"
        and _rival_antecedent(pron, t)
    ]
    if rivals:
        return None
    np = _np(subj)
    if not np:
        return None
    return capitalise(np) + " " + text[len(opening) :]


def _reporter_antecedent(trig: Token, text: str) -> str | None:
    """ "Thousands of users found that they could use the program" -> "Thousands of users could
    use the program": a draft made of the embedding verb's content clause opens with that
    clause's subject pronoun ("he", "she", "they"), whose antecedent is the subject of the verb
    of finding, saying or thinking, the experiencer whose view the clause gives (logophoric
    reference, Sells 1987; Kuno 1987 ch. 3). The draft stands alone, and "They could use ..."
    names nobody (review s1204d), so the subject noun phrase takes the pronoun's place, when it
    agrees with it and no other noun between them, inside the subject's own modifiers too,
    could be the antecedent. A
    downward-entailing subject ("No users found that they ...", "Few users ...") does not give
    the clause of its members: no substitution (Ladusaw 1979)."""
    subj = _subject(trig)
    if subj is None or subj.pos_ not in ("NOUN", "PROPN") or subj.i > trig.i:
        return None
    pron = reported_subject_pronoun(trig)
    if pron is None:
        return None
    opening = pron.text[:1].upper() + pron.text[1:] + " "
    if not text.startswith(opening) or not _writable_antecedent(pron.lower_, subj):
        return None
    if any(
        k.dep_ in ("det", "amod", "advmod", "neg")
        and (k.lower_ in NEGATIVE_DETERMINERS or k.lower_ in ("few", "little", "not"))
        for k in [subj, *subj.children]
    ):
        return None
    if any(_agrees(pron, t) for t in intervening_nouns(subj, pron)):
        # any noun after the subject's own phrase ("Thousands of office workers") may be
        # the antecedent, a clause or apposition on the subject too ("The nurse, looking
        # at her patient, saw that he had a fever": the patient)
        return None
    np = _np(subj)
    return capitalise(np) + " " + text[len(opening) :] if np else None


def _unresolved_subject_pronoun(trig: Token, text: str) -> bool:
    """The draft opens with the subject pronoun of the trigger's clause ("It takes my mind off
    myself") whose antecedent :func:`_resolved_main_subject` could not name, while the
    sentence has a noun before the pronoun that agrees with it ("I've given up reading; I find
    it takes my mind off myself"): read alone, the draft's pronoun loses the referent the
    sentence gives it (Halliday & Hasan 1976 ch. 2 on endophoric reference), and the
    hypothesis says something of an unknown thing (blind review s1202w). Across a semicolon
    or colon, which joins independent clauses with no syntactic link between them (Quirk et
    al. 1985 App. III.18-III.21), and, since stop 76 (pr152), whenever the pronoun is the
    subject of an independent clause (:func:`_independent_clause`: the root, a coordinated or
    comma-spliced clause): "The use of the flag is discouraged as the mechanism is unreliable,
    and it might only work with 8-bit locales" -> "It works with 8-bit locales." leaves the
    premise's mechanism behind (review s1204o pres-005; the right hypothesis names it, which
    :func:`_resolved_main_subject` does when one subject is the clear antecedent). A pronoun
    of a time or content clause under the matrix keeps the reference its host gives it ("The
    coach praised him after he scored" -> "He scored."), as the time-clause drafts always
    have, and so do the nouns of an adverbial clause fronted on the pronoun's own clause,
    which :func:`_resolved_main_subject` weighs. A pronoun with no agreeing subject or object
    before it (``_ARGUMENT_DEPS``) refers
    outside the sentence, as the premise's same pronoun does: premise and hypothesis share
    the referent (NLI items routinely do, MNLI and NOPE among them), and the draft stays
    ("This only works on debug builds" -> "This works on debug builds", kept by the judge,
    s1204o; stop 76 pr150's rule against it is withdrawn)."""
    head = trig
    while _subject(head) is None and head.dep_ not in ("ROOT", "conj") and head.head.i != head.i:
        head = head.head
    main = _independent_clause(head)
    # the trigger's own clause, or the content clause a factive's draft is made of
    heads = [head, *(k for k in trig.children if k.dep_ == "ccomp")]
    for head in heads:
        pron = _subject(head)
        if pron is None or pron.lower_ not in ANAPHORIC_SUBJECTS or pron.i == 0:
            continue
        if pron.lower_ == "it" and _empty_it(head):
            continue
        if not text.startswith(pron.text[:1].upper() + pron.text[1:] + " "):
            continue
        independent = main and head is heads[0]
        # nouns of an adverbial clause fronted on the pronoun's own clause ("When the boys met
        # the girls, they ...") are :func:`_resolved_main_subject`'s to weigh; what it leaves
        # ambiguous stays as before (fourteenth pass)
        fronted = {
            t.i for k in head.children if k.dep_ == "advcl" and k.i < pron.i for t in k.subtree
        }
        # a bare name is no agreeing antecedent of "he"/"she" (``gender_agrees``,
        # dx02: gender agreement is a hard filter and a name gives the grammar none), so it is
        # not one the draft leaves behind: "Mary sold her car, and she left Boston" -> "She was
        # in Boston before.", the premise's own pronoun (stop 77, mn79)
        return any(
            t.pos_ in ("NOUN", "PROPN")
            and _writable_antecedent(pron.lower_, t)
            and (
                t.dep_ in _ARGUMENT_DEPS or (t.dep_ == "compound" and t.head.dep_ in _ARGUMENT_DEPS)
            )
            and (
                (independent and t.i not in fronted)
                or any(k.text in (";", ":") for k in pron.doc[t.i + 1 : pron.i])
            )
            for t in pron.doc[: pron.i]
        )
    return False


def _copular_change(clause: Token) -> bool:
    """ "(It is starting to) get dark / grow cold": a change-of-state copula with a predicative
    adjective, whose "it" may be the empty "it" of weather and time (Quirk et al. 1985 §10.27);
    as ``_expletive_it`` does for "be", the clause is left alone, since "it got dark" cannot be
    told from "it got slow" without the adjective's sense."""
    return verb_lemma(clause) in ("get", "grow", "become", "turn") and any(
        c.dep_ == "acomp" for c in clause.children
    )


def _independent_clause(head: Token) -> bool:
    """``head`` is the verb of an independent clause: the root, or a clause coordinated with
    or spliced onto one ("conj", "parataxis"), as opposed to a subordinate clause under a host
    (Quirk et al. 1985 §14.4 on coordinate vs subordinate clauses; App. III.19 on the comma
    splice, which joins independent clauses as a semicolon does)."""
    while head.dep_ in ("conj", "parataxis") and head.head.i != head.i:
        head = head.head
    return head.dep_ == "ROOT"


def _empty_it(head: Token) -> bool:
    """The "it" subject of ``head`` (or of its infinitive/content complement) is the empty
    "it" of weather, time, raising or extraposition, which names nothing (``_expletive_it``,
    ``_anticipatory_it``, ``AMBIENT_IT_VERBS``, :func:`_copular_change`)."""
    clauses = [head, *(k for k in head.children if k.dep_ in ("xcomp", "ccomp"))]
    return _anticipatory_it(head) or any(
        _expletive_it(k) or verb_lemma(k) in AMBIENT_IT_VERBS or _copular_change(k) for k in clauses
    )


def _subordinate_it_apart(trig: Token, text: str) -> bool:
    """The draft opens with "It", the subject of a subordinate clause ("..., x++, returns x's
    original value before it was incremented" -> "It was incremented"), whose host clause has a
    noun subject, not "it". Read alone the draft's "it" takes the most salient referent of
    the premise, its main subject (centering's preferred center, Grosz, Joshi & Weinstein
    1995), while in the sentence it refers to a noun the draft drops, that subject or another
    (Halliday & Hasan 1976 ch. 2 on endophoric reference): the hypothesis speaks of an unknown
    thing (review s1204a pres-020/058). A host clause whose own subject is "it" ("Shortly after
    being turned on, it detects ...") shares the referent, and its draft stays; so does a
    subject :func:`_resolved_main_subject` names."""
    if not text.startswith("It "):
        return False
    head = trig
    while _subject(head) is None and head.dep_ not in ("ROOT", "conj") and head.head.i != head.i:
        head = head.head
    pron = _subject(head)
    if pron is None or pron.lower_ != "it" or head.dep_ not in ("advcl", "ccomp"):
        return False
    if _anticipatory_it(head, _RAISING_COPULAS) or verb_lemma(head) in AMBIENT_IT_VERBS:
        return False
    host = head.head
    while _subject(host) is None and host.dep_ == "conj" and host.head.i != host.i:
        host = host.head
    subj = _subject(host)
    return subj is not None and subj.pos_ in ("NOUN", "PROPN")


#: Dependencies of a clause's arguments: a subject pronoun's likely antecedents are the
#: subjects and objects before it (Crawley & Stevenson 1990; Kehler 2002 ch. 6), not the noun
#: of an adverbial phrase ("by the time it was built").
_ARGUMENT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "obj", "attr"})
#: Verbs of weather, whose "it" is the ambient subject with no referent (the word list's header
#: gives the sources: Huddleston & Pullum 2002 ch. 17 §2.4 on dummy "it", Bolinger 1977).
AMBIENT_IT_VERBS = word_set("verb_complement_weather_verbs")


#: Copulas that take an anticipatory "it" with an extraposed clause besides "be" ("it became
#: clear that ...", "it seemed likely that ..."; Quirk et al. 1985 §18.33, §16.21 on copular
#: "become/seem/appear/remain").
_RAISING_COPULAS = frozenset({"be", "become", "seem", "appear", "remain"})


def _anticipatory_it(head: Token, copulas: frozenset[str] = frozenset({"be"})) -> bool:
    """Whether "it" subject of ``head`` is anticipatory or empty, not a referring pronoun: a
    copula with a clause after its complement ("it was only a matter of time before Damon
    appeared", "it is clear that ...", "it was hard to leave"; Quirk et al. 1985 §18.33 on
    anticipatory "it"; Huddleston & Pullum 2002 ch. 16 §7 on extraposition). Such an "it"
    has no antecedent, so the subject of an earlier clause must not replace it ("The fake feud
    was a matter of time before ...": blind reviews, twenty-fifth pass)."""
    if head.lemma_ not in copulas:
        return False
    return any(
        k.dep_ in ("ccomp", "xcomp", "advcl", "csubj") and k.i > head.i for k in head.children
    ) or any(
        k.dep_ in ("acomp", "attr")
        and any(g.dep_ in ("ccomp", "xcomp", "advcl", "acl") for g in k.children)
        for k in head.children
    )


def _rival_antecedent(pron: Token, noun: Token) -> bool:
    """Whether ``noun`` in the fronted clause could be the antecedent of ``pron`` instead of
    that clause's subject: for "he"/"she" a person or a name not typed as a place or
    organisation ("When Mary moved to Boston, she ..."), for "it" another subject (an object
    loses to the subject for a subject pronoun, Crawley & Stevenson 1990: "After the company
    lost money, it ..."), for "they" any plural."""
    if pron.lower_ in ("he", "she"):
        if noun.pos_ == "PROPN":
            return noun.ent_type_ not in ("GPE", "LOC", "FAC", "ORG", "DATE", "EVENT", "NORP")
        return _agrees(pron, noun)
    if pron.lower_ == "it":
        return noun.dep_ in ("nsubj", "nsubjpass") and _agrees(pron, noun)
    return _agrees(pron, noun)


def _tense_bearer(verb: Token) -> Token:
    """The finite verb that fixes the time of a non-finite clause ("was allowing them [to stay]
    while selling": "stay" has no tense of its own, "was allowing" is past). A bare, to- or
    -ing complement takes its time from the verb it depends on (Huddleston & Pullum 2002 ch. 14
    §1: non-finite clauses are tenseless), so the gerund draft follows that verb."""
    cur = verb
    for _ in range(len(verb.doc)):
        own = any(c.dep_ in ("aux", "auxpass") and c.lower_ != "to" for c in cur.children)
        if own or cur.tag_ not in ("VB", "VBG") or cur.dep_ not in ("xcomp", "ccomp"):
            return cur
        cur = cur.head
    return cur


def _finite_conjuncts_of_gerund(clause: Token) -> set[int]:
    """The words of a finite verb phrase the parser coordinated with the -ing time clause, with
    the coordinator and comma before it: "He made his discoveries while living in poverty and
    died at 26" (the draft was "He lived in poverty and died at 26"). Coordination joins
    like with like (Huddleston & Pullum 2002 ch. 15 §4.1; Quirk et al. 1985 §13.43): a tensed
    verb cannot be a conjunct of a tenseless gerund, so it is the main clause's second
    predicate, outside the time clause, and no part of what the clause presupposes."""
    if clause.tag_ != "VBG":
        return set()
    out: set[int] = set()
    for conj in clause.children:
        if conj.dep_ != "conj" or conj.tag_ not in FINITE_TAGS:
            continue
        out.update(t.i for t in conj.subtree)
        i = conj.left_edge.i - 1
        while i > clause.i and (clause.doc[i].dep_ == "cc" or clause.doc[i].is_punct):
            out.add(i)
            i -= 1
    return out


def _coordinated_gerund(tok: Token, clause: Token) -> bool:
    """Whether ``tok`` is a gerund coordinated with the gerund ``clause``: a conj of it, or the
    first word of its conjunct parsed as a participle modifier ("browsing or [downloading
    content]": the small model makes "downloading" an amod of the conjunct "content")."""
    if tok.tag_ != "VBG":
        return False
    if tok.dep_ == "conj" and tok.head.i == clause.i:
        return True
    conj = tok.head
    return (
        tok.dep_ == "amod"
        and conj.dep_ == "conj"
        and conj.head.i == clause.i
        and tok.i == conj.left_edge.i
        and tok.nbor(-1).dep_ == "cc"
    )


def _subjectless_gerund(clause: Token) -> bool:
    """Whether a subordinator's clause is a subjectless -ing clause ("while averaging 18
    points", "when leaving the house"). Its understood subject is the main clause's (subject
    control of adverbial -ing clauses, Huddleston & Pullum 2002 ch. 14 §6; Quirk et al. 1985
    §15.58), like that of a gerund after a preposition ("after leaving"), so the draft is the
    same: "He averaged 18 points", not the fragment "Averaging 18 points"."""
    return clause.tag_ == "VBG" and not any(
        c.dep_ in ("nsubj", "nsubjpass", "expl", "csubj", "aux", "auxpass")
        for c in clause.children
        if c.lower_ != "being"
    )


def _present_tensed(clause: Token) -> Token | None:
    """The finite present-tense word of a time clause: the verb itself ("travels", "is
    complete") or its first auxiliary when that is a present form ("is released", "are
    playing", "has violated"); None for a past, modal or non-finite clause. The present perfect
    and the present passive or progressive of a time clause stand for future (or generic) time
    like the simple present (Huddleston & Pullum 2002 ch. 3 §4.2.1; Quirk et al. 1985 §14.27:
    "I'll call after he has left")."""
    auxes = sorted(
        (k for k in clause.children if k.dep_ in ("aux", "auxpass") and k.i < clause.i),
        key=lambda k: k.i,
    )
    if not auxes:
        return clause if simple_present(clause, passive=False) else None
    if any(k.tag_ in ("VBD", "MD") for k in auxes) or auxes[0].tag_ not in ("VBZ", "VBP"):
        return None
    return auxes[0]


#: Verbs of volition and intention whose to-infinitive names a later event (Quirk et al. 1985
#: §16.38 "future orientation" of the infinitive after want/hope/plan/intend/expect/decide;
#: Huddleston & Pullum 2002 ch. 14 §7): not verbs of habit or liking ("tend", "like"), whose
#: infinitive under a present is a generic occasion.
FUTURE_ORIENTED_VERBS = frozenset(
    {"want", "hope", "plan", "intend", "expect", "decide", "promise", "wish", "aim", "mean",
     "vow", "pledge", "agree", "offer", "prepare", "arrange"}
)  # fmt: skip


def _present_in_time_clause(c: Candidate, doc: Doc, clause: Token) -> dict[int, str] | None:
    """Word forms that restate a present-tense after/before-clause in its real time, or None.

    English time clauses use the present for future time ("They will celebrate after the
    minister travels"; Huddleston & Pullum 2002 ch. 3 §4.2.1, Quirk et al. 1985 §14.27): the
    presupposition is "the minister will travel" ("after the trophy is presented" -> "The
    trophy will be presented"). Under a generic/habitual present main clause ("After the
    training is complete, employees receive a badge"; "Strikes occur after a human has violated
    its space") the clause quantifies over occasions (Carlson & Pelletier 1995): no particular
    event is presupposed, so no draft."""
    main = token_at_char(doc, c.features.get("clause_head_char"))
    finite = _present_tensed(clause)
    if main is None or finite is None:
        return None
    time = _time_of(main)
    if (
        main.dep_ == "xcomp"
        and any(a.tag_ == "TO" for a in main.children if a.dep_ == "aux")
        and main.head.lemma_.lower() in FUTURE_ORIENTED_VERBS
        and _time_of(main.head) in ("present", "future")
    ):
        # "I want to go back after I graduate": the infinitive of a verb of volition or
        # intention names an event after the wanting (Quirk et al. 1985 §16.38; H&P 2002 ch. 14
        # §7), so the time clause's present is the present for future of §14.27 and the draft
        # needs "will" ("I will graduate"), not a bare present (blind review s1129y)
        time = "future"
    host = main
    while time != "future" and host.dep_ == "xcomp" and host.head.i != host.i:
        # "Glass keeps glowing / continues to glow after the lamp stops": a non-finite
        # complement of an aspectual or raising verb is tenseless (Quirk et al. 1985 §3.56;
        # H&P 2002 ch. 14 §1) and takes its time from the finite verb above it, here a generic
        # present, so the after-clause quantifies over occasions (Carlson & Pelletier 1995)
        # and "The lamp stops." would be an episodic claim the source does not make
        host = host.head
        time = _time_of(host)
    if time == "future":
        if finite.i != clause.i:
            # "is presented" -> "will be presented", "has left" -> "will have left"
            aux = "have" if finite.lower_ in HAVE_FORMS or finite.lemma_ == "have" else "be"
            # a contracted auxiliary ("before I'm ready", "before we're done") is a clitic that
            # ``tokens_text`` attaches to the word before it; the full "will be" that replaces it
            # is a separate word ("I will be ready", not "Iwill be ready": pr86, e-mail text)
            space = " " if finite.lower_ in FINITE_CLITICS else ""
            return {finite.i: f"{space}will {aux}"}
        lemma = "be" if clause.lemma_ == "be" else verb_lemma(clause)
        space = " " if clause.lower_ in FINITE_CLITICS else ""  # "before I'm back"
        return {clause.i: f"{space}will {lemma}"}
    if time == "present":
        return None
    return {}


def _coordinated_wh_clause(clause: Token) -> bool:
    """Whether the wh-clause is coordinated with another wh-clause ("judge how the plan works and
    what it costs"): each conjunct is a question with its own presupposition (Karttunen 1977
    treats a conjunction of questions as a set of questions), so dropping the first wh-word
    writes a hybrid ("The plan works and what it costs"); no single draft states both."""
    for conj in (c for c in clause.children if c.dep_ == "conj"):
        first = next(iter(conj.subtree))
        if first.tag_ in ("WRB", "WP", "WDT", "WP$"):
            return True
    # the parser may hang the second question anywhere ("deciding what features belong to
    # what object and which are background": "which are" as an adverbial clause): a
    # coordinator right before a wh-word that opens a finite clause coordinates questions
    # (review s1202z)
    doc = clause.doc
    for t in clause.subtree:
        if t.dep_ != "cc" or t.i + 1 >= len(doc):
            continue
        nxt = doc[t.i + 1]
        opens = nxt.head.pos_ in ("VERB", "AUX") and nxt.head.i > nxt.i
        if nxt.tag_ in ("WRB", "WP", "WDT", "WP$") and opens and nxt.head.tag_ in FINITE_TAGS:
            return True
    return False


#: Linking (copular) verbs whose predicative complement is obligatory (Quirk et al. 1985
#: §16.21-16.22): "how" is that complement in "how she felt / looked / seemed / was".
LINKING_VERBS = frozenset(
    {"be", "feel", "look", "seem", "sound", "appear", "become", "taste", "smell", "get"}
)


#: Wh-words that can be in situ in a multiple wh-question ("who did what", "who went where").
IN_SITU_WH = frozenset({"who", "whom", "what", "which", "where", "when", "why", "how", "whose"})


def _multiple_wh(clause: Token, wh: Token) -> bool:
    """A second, in-situ wh-word in the question's own clause ("who's doing what out there",
    "who went where"): a multiple wh-question asks for pairs, and its presupposition is a
    pair-list one ("someone is doing something"; Dayal 1996, Comorovski 1996), which replacing the
    fronted wh-word alone does not state ("Someone's doing what out there."). Wh-words of a
    relative clause inside it are not in situ ("who bought the house where I grew up"), nor are
    those of a question embedded in it ("how women have figured out who won't chat", "why the
    council forgot about who wrote it": IMPPRES's own nested questions, each with one wh-word)."""
    for t in clause.subtree:
        if t.i == wh.i or t.lower_ not in IN_SITU_WH or t.tag_ not in ("WP", "WDT", "WRB", "WP$"):
            continue
        node, in_other_clause = t, False
        while node.i != clause.i and node.head.i != node.i:
            if node.dep_ in ("relcl", "acl", "advcl") or (
                # a complement clause that the wh-word opens is a question of its own; an
                # in-situ one inside a declarative complement ("who said that she bought what")
                # still belongs to the multiple question
                node.dep_ in ("ccomp", "pcomp", "csubj")
                and node.left_edge.i == t.i
                # a noun the parser calls a pcomp ("belong to what object") is a wh-phrase
                # in situ, no clause of its own (review s1202z)
                and node.pos_ in ("VERB", "AUX")
            ):
                in_other_clause = True
                break
            node = node.head
        if not in_other_clause:
            return True
    return False


#: Prepositions of comparison and exception whose reflexive object is an override (exempt)
#: reflexive, referring outside its clause ("people like himself", "unlike themselves",
#: "than herself", "except myself"): Huddleston & Pullum 2002 ch. 17 §3 (override
#: reflexives); Pollard & Sag 1992 "Anaphors in English and the scope of binding theory".
OVERRIDE_REFLEXIVE_PREPS = frozenset({"like", "unlike", "as", "than", "except", "besides", "but"})

#: The plain personal pronoun that alternates with each reflexive (Quirk et al. 1985 §6.23).
PLAIN_OF_REFLEXIVE = {
    "myself": "me", "yourself": "you", "himself": "him", "herself": "her", "itself": "it",
    "ourselves": "us", "yourselves": "you", "themselves": "them",
}  # fmt: skip


def _override_reflexives(words: list[Token]) -> dict[int, str]:
    """Plain pronouns for the override reflexives of a wh-clause ("wondered who, like herself,
    had stayed behind"): the reflexive takes its antecedent from the matrix clause ("she"),
    which the draft leaves behind, so "Someone, like herself, had stayed behind" has a reflexive
    with no antecedent. An override reflexive alternates freely with the plain pronoun ("people
    like herself / her", H&P 2002 ch. 17 §3), which, like any pronoun of a draft, takes its
    referent from the context: "Someone, like her, had stayed behind"."""
    return {
        t.i: PLAIN_OF_REFLEXIVE[t.lower_]
        for t in words
        if t.lower_ in PLAIN_OF_REFLEXIVE
        and t.dep_ == "pobj"
        and t.head.lower_ in OVERRIDE_REFLEXIVE_PREPS
    }


WH_TAGS = frozenset({"WRB", "WP", "WDT", "WP$"})


def _without_asyndetic_wh_clauses(clause: Token, words: list[Token]) -> list[Token]:
    """The embedded question without a second wh-clause joined to it by a comma alone ("noticed
    how he frowned, how the corner of his mouth dropped"): the two questions are asyndetically
    coordinated (or the second is in apposition to the first; Quirk et al. 1985 §13.1 on
    asyndetic coordination, §17.65 on apposition), each a complement of the verb with its own
    presupposition, but the parser hangs the second on the first's verb. The first's draft
    ends before the comma ("He frowned."), not "*He frowned, how the corner ... dropped"."""
    doc = clause.doc
    for k in clause.children:
        if (
            k.i > clause.i
            and k.dep_ in ("ccomp", "conj", "parataxis", "advcl")
            and k.left_edge.tag_ in WH_TAGS
            and k.left_edge.i > 0
            and doc[k.left_edge.i - 1].text == ","
        ):
            return [t for t in words if not k.left_edge.i - 1 <= t.i <= k.right_edge.i]
    return words


def _without_matrix_conjunct(clause: Token, words: list[Token]) -> list[Token]:
    """The embedded question without a subjectless finite verb conjunct that belongs to the
    matrix clause: "This chapter explains why some sensors may be slow and gives an example".
    The parser hangs "gives" on the embedded verb, but it cannot be coordinated there: a
    conjunct without a subject of its own shares the first conjunct's auxiliary or modal
    (Quirk et al. 1985 §13.46), and after "may" or "are" a finite "-s" or past form is no
    possible continuation (coordination of likes: Sag, Gazdar, Wasow & Weisler 1985); nor can
    a third-person singular verb share a plural subject (Quirk et al. 1985 §10.34, agreement).
    It is a second predicate of the matrix subject, outside the question, and the draft ends
    before it and its coordinator (blind review s1204s pres-033). A conjunct with its own
    subject or auxiliary ("why X failed and what Y did") is left alone."""
    subj = next((k for k in clause.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    has_operator = any(k.dep_ in ("aux", "auxpass") for k in clause.children) or (
        clause.lemma_ == "be" and clause.tag_ in ("VB", "VBN", "VBG")
    )
    plural = subj is not None and (
        subj.tag_ in ("NNS", "NNPS") or subj.lower_ in NON_THIRD_SINGULAR
    )
    for k in clause.children:
        if (
            k.dep_ != "conj"
            or k.i < clause.i
            or k.pos_ not in ("VERB", "AUX")
            or k.tag_ not in ("VBZ", "VBD", "VBP")
            or any(x.dep_ in ("nsubj", "nsubjpass", "expl", "aux", "auxpass") for x in k.children)
        ):
            continue
        if not (has_operator or (plural and k.tag_ == "VBZ")):
            continue
        start = k.left_edge.i
        cc = [x.i for x in clause.children if x.dep_ == "cc" and clause.i < x.i < k.i]
        if cc:
            start = min(start, cc[-1])
        doc = clause.doc
        if start > 0 and doc[start - 1].text == ",":
            start -= 1
        return [t for t in words if not start <= t.i <= k.right_edge.i]
    return words


#: Verbs whose place is an argument, not an adjunct: the locative copula, verbs of motion with a
#: goal or source (Levin 1993 §51.1-51.2), of putting (§9.1), of existence and position at a
#: place (§47.1, §50: "live", "stay", "lie", "sit", "stand") and "belong" (Huddleston & Pullum
#: 2002 ch. 4 §5 on locative complements; Quirk et al. 1985 §16.19): "Ma went" or "He put the
#: keys" is no complete clause without it.
LOCATIVE_ARGUMENT_VERBS = frozenset(
    {
        "be", "go", "come", "head", "move", "travel", "get", "live", "reside", "stay",
        "remain", "lie", "sit", "stand", "belong", "put", "place", "set", "lay", "keep",
        "end",
    }
)  # fmt: skip
#: The verb's dependents that "somewhere" follows in a where-question's draft: particle, objects
#: and predicative, the core of the verb phrase (Quirk et al. 1985 §8.21 on end position of
#: place adjuncts after the complementation): "He had hidden the keys somewhere".
WHERE_BEFORE_DEPS = frozenset({"prt", "dobj", "dative", "iobj", "attr", "acomp", "oprd"})


#: Adverbial wh-words of reason and manner ("how / why X could have V-ed").
SURPRISE_WH = frozenset({"how", "why"})
#: Modals of the "how could X have V-ed" question of surprise or incredulity.
SURPRISE_MODALS = frozenset({"could", "would"})


def _surprise_modal_perfect(clause: Token) -> tuple[set[int], dict[int, str]]:
    """The modal and "have" of a "how / why X could (would) have V-ed" question, to drop, and the
    past form that replaces the participle: "One wonders how FLYNN could have failed so badly"
    presupposes "FLYNN failed so badly", not "FLYNN could have failed" (a possibility, which no
    one doubts). The modal perfect here asks for the reason or manner of a past fact the speaker
    takes for granted (Karttunen 1977: a question presupposes its existential answer; Quirk et
    al. 1985 §11.15 on "how could ...?" of surprise, §14.25 on the putative use of modals in
    such clauses); the draft states that fact. ((), {}) when the clause has no such modal
    perfect: "how X could win" (no perfect) may ask about a mere possibility, and is left."""
    auxes = sorted((k for k in clause.children if k.dep_ in ("aux", "auxpass")), key=lambda t: t.i)
    if (
        len(auxes) < 2
        or auxes[0].lower_ not in SURPRISE_MODALS
        or auxes[1].lower_ != "have"
        or clause.tag_ != "VBN"
    ):
        return set(), {}
    subj = next((k for k in clause.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    dropped = {auxes[0].i, auxes[1].i}
    if len(auxes) > 2 and auxes[2].lower_ == "been":
        return dropped, {auxes[2].i: _be(subj)}  # "could have been chosen" -> "was chosen"
    if verb_lemma(clause) == "be":
        return dropped, {clause.i: _be(subj)}  # "could have been so naive" -> "was so naive"
    return dropped, {clause.i: inflect(verb_lemma(clause), "VBD")}


#: Subjects of a "why ... would" question that name no one in particular ("why anyone would
#: want to live here"): the question is hypothetical and presupposes no fact (Quirk et al.
#: 1985 §6.62 on non-assertive "any"-forms; §6.59 on generic "one").
NONSPECIFIC_SUBJECTS = frozenset(
    {"anyone", "anybody", "anything", "someone", "somebody", "something", "one", "nobody"}
)
#: Stative verbs whose "would" in a why-question is putative (``_putative_would``).
PUTATIVE_WOULD_STATIVES = word_set("presupposition_putative_would_statives")


def _putative_would(clause: Token, trig: Token) -> tuple[set[int], dict[int, str]] | None:
    """The "would" to drop, and the finite form that replaces the bare verb, of a "why X would
    V" question (``({}, {})`` when the clause has no "would"); None when the draft cannot be
    made. "wondering why Katya would be friends with X" presupposes "Katya is friends with X",
    not "Katya would be friends with X" (a hypothetical nobody asserted; blind review s1202h):
    in a why-question "would" is the putative modal, which adds no tense or doubt of its own
    (Quirk et al. 1985 §14.25; Karttunen 1977: a why-question presupposes its proposition). The
    draft takes the present, or the past after a past matrix verb ("She wondered why Katya
    would be ..." -> "Katya was ...": backshift, Quirk et al. §14.31). Only stative verbs
    (``PUTATIVE_WOULD_STATIVES``): with an eventive verb "would" may be habitual past ("why he
    would walk through the bay every night"), future in the past or hypothetical, and no tense
    of the draft is right; nor with a subject that names no one ("why anyone would want ..."),
    whose question is hypothetical; nor with a negation in the clause ("why he wouldn't
    come": refusal, volitional "would"). A clitic "'d" before a participle is "had"
    (``negation.clitic_had``: "why she'd left"), no modal, so the clause stays as it is."""
    modal = next(
        (
            k
            for k in clause.children
            if k.dep_ == "aux"
            and k.lower_ in ("would", "'d", "’d")
            and not clitic_had(k)  # "why she'd left": "'d" = "had", no modal
        ),
        None,
    )
    if modal is None:
        return set(), {}
    subj = next((k for k in clause.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    if (
        subj is None
        or subj.lower_ in NONSPECIFIC_SUBJECTS
        or clause.tag_ != "VB"
        or verb_lemma(clause) not in PUTATIVE_WOULD_STATIVES
        or any(
            k.dep_ in ("neg", "auxpass") or k.dep_ == "aux" and k.i > modal.i
            for k in clause.children
        )
    ):
        return None
    past = _past(trig) or any(_past(h) for h in trig.ancestors if h.pos_ in ("VERB", "AUX"))
    lemma = verb_lemma(clause)
    if lemma == "be":
        form = _be(subj, past)
    elif past:
        form = inflect(lemma, "VBD")
    else:
        plural = _plural(subj) or subj.lower_ in ("i", "you")
        form = inflect(lemma, "VBP" if plural else "VBZ")
    return {modal.i}, {clause.i: form}


#: Volitional "would" verbs whose wh-object is what the subject wants, not what it has or
#: does: "asked them what they would have" (= wanted; OED "will" v.1 B.I.1, Jespersen MEG IV
#: §15.5 on "would" of volition; Quirk et al. 1985 §4.58-4.60), "what he would like".
VOLITIONAL_WOULD_VERBS = frozenset({"have", "like", "prefer"})


def _volitional_would_have(clause: Token, wh: Token) -> bool:
    """ "she asked them what they would have / like": "would" with "have", "like" or
    "prefer" and the wh-word as their object asks what the subject wants (volitional
    "would", ``VOLITIONAL_WOULD_VERBS``), a wish that need not exist and that "They would
    have something" misstates as a possession: no draft."""
    return (
        verb_lemma(clause) in VOLITIONAL_WOULD_VERBS
        and wh.head.i == clause.i
        and wh.dep_ == "dobj"
        and any(k.dep_ == "aux" and k.lower_ in ("would", "'d", "’d") for k in clause.children)
    )


#: Verbs of functioning and behaving whose bare "how X V-s" asks for a mechanism or manner of
#: behaving only (see ``_bare_manner_question``).
FUNCTIONING_VERBS = frozenset(
    {"work", "function", "operate", "behave", "interact", "respond", "react", "perform", "act"}
)
#: Dependents a bare intransitive clause may have besides "how": its subject and verb group.
BARE_CLAUSE_DEPS = frozenset({"nsubj", "aux", "neg", "punct", "advmod"})


def _bare_manner_question(clause: Token, wh: Token) -> bool:
    """ "learn how web applications work", "see how the parts interact": a manner question over
    an intransitive verb with nothing but its subject. It presupposes that X works in some way
    (Karttunen 1977: the existential answer), and dropping the manner leaves "Web applications
    work", which reads as the stative "function properly" or states the trivial (NOPE App. B
    rejects trivial presuppositions; review s1202a): no draft. A clause with an object or
    complement ("how he fixed the bug" -> "He fixed the bug") keeps its draft. The clause head
    may be tagged a noun ("how web applications work": "work" NN), so only its dependents count.
    Only verbs of functioning and behaving (``FUNCTIONING_VERBS``): their bare intransitive
    use is the evaluative sense "function properly, succeed" (WordNet work.v.03 "perform as
    expected when applied", function.v.01, operate.v.03), not the mechanism the question asks
    about, and "X interacts / behaves / responds" holds of anything the question is asked of.
    Other verbs keep their draft ("forgot how Aaron hid" -> "Aaron hid", IMPPRES's wording,
    Jeretic et al. 2020 Table 5): that the event happened is the informative presupposition."""
    return (
        wh.lower_ == "how"
        and wh.head.i == clause.i
        and wh.dep_ == "advmod"
        and any(k.dep_ == "nsubj" for k in clause.children)
        and clause.lemma_.lower() in FUNCTIONING_VERBS
        and all(k.dep_ in BARE_CLAUSE_DEPS for k in clause.children)
        and sum(k.dep_ == "advmod" for k in clause.children) == 1
    )


#: Intransitive verbs whose "how" fills an obligatory manner or degree adverbial: "X compares
#: (to Y)" (compare.v.02 "be comparable", WordNet 3.0) and "X fares" need "well / badly /
#: favourably" (Quirk et al. 1985 §2.16: the SVA clause type, whose adverbial is obligatory).
OBLIGATORY_MANNER_VERBS = frozenset({"compare", "fare"})


def _obligatory_manner_question(clause: Token, wh: Token) -> bool:
    """ "examine how your actual costs compare to your budget", "see how the two fared": "how"
    is the verb's obligatory manner/degree adverbial (``OBLIGATORY_MANNER_VERBS``). The
    question presupposes that the costs compare to the budget in some way (Karttunen 1977),
    which is vacuous; dropping "how" leaves "Your actual costs compare to your budget", which
    asserts that they are comparable (compare.v.02), something the question does not say,
    or the incomplete "The two fared": no draft (review s1204q pres-034). With an object ("how
    she compared the two offers" -> "She compared the two offers") "compare" is compare.v.01
    "examine and note the similarities", the event happened, and the draft stays."""
    return (
        wh.lower_ == "how"
        and wh.head.i == clause.i
        and wh.dep_ == "advmod"
        and clause.lemma_.lower() in OBLIGATORY_MANNER_VERBS
        and not any(k.dep_ in ("dobj", "obj", "nsubjpass", "auxpass") for k in clause.children)
    )


#: Light verbs of dealing with something whose content is the manner itself: "treat" in the
#: sense "deal with in a certain way" takes an obligatory manner adverbial (Quirk et al. 1985
#: §2.16, §16.28 SVOA "treat them kindly"), "handle", "do" and "deal with" name no more than
#: that something is done to the thing (Jespersen's light verbs; Quirk et al. 1985 §2.56).
LIGHT_MANNER_VERBS = frozenset({"treat", "handle", "do", "deal", "manage"})


def _light_passive_manner_question(clause: Token, wh: Token) -> bool:
    """ "determine how the panels will be treated", "shows how the files are handled": a manner
    question over a bare passive of a light verb (``LIGHT_MANNER_VERBS``) with nothing but its
    subject, auxiliaries and "how" (a stranded "with" of "dealt with" allowed). The question
    presupposes that the event happens in some manner (Karttunen 1977, the existential answer);
    with the manner dropped, "The panels will be treated" says only that something is done to
    them, or reads as another sense (medical "treated", completive "is done"), a vacuous or
    wrong draft (NOPE App. B rejects trivial presuppositions; blind review s1204t pres-066):
    no draft. A passive of a contentful verb ("how the files are compressed" -> "The files are
    compressed") keeps its draft, as does an active light verb with an object. Stop 78, pr161."""
    if wh.lower_ != "how" or wh.head.i != clause.i or wh.dep_ != "advmod":
        return False
    if verb_lemma(clause) not in LIGHT_MANNER_VERBS:
        return False
    kids = list(clause.children)
    if not any(k.dep_ == "auxpass" for k in kids):
        return False
    allowed = ("nsubjpass", "aux", "auxpass", "neg", "punct", "advmod")
    return all(
        k.dep_ in allowed or (k.dep_ == "prep" and k.lower_ == "with" and not list(k.children))
        for k in kids
    )


#: Quantifier words that bind a later pronoun as a variable: negative, universal and
#: free-choice determiners and compound pronouns (Reinhart 1983 ch. 7; Heim & Kratzer 1998 ch.
#: 5). The existential "some-" words and the indefinite "a" are left out: they introduce a
#: discourse referent a pronoun may pick up (Karttunen 1976; Heim 1982).
BINDING_QUANTIFIER_PRONOUNS = {
    "nobody": "person", "no-one": "person", "noone": "person", "everybody": "person",
    "everyone": "person", "anybody": "person", "anyone": "person",
    "nothing": "thing", "everything": "thing", "anything": "thing",
}  # fmt: skip
BINDING_QUANTIFIER_DETS = frozenset({"no", "every", "each", "any"})
#: Bound-variable pronouns by the kind of binder they agree with ("they" is also the
#: singular of a person quantifier: "Everyone knows where they stand").
_PERSON_VARIABLES = frozenset({"he", "him", "his", "himself", "she", "her", "herself",
                               "they", "them", "their", "themselves"})  # fmt: skip
_THING_VARIABLES = frozenset({"it", "its", "itself"})
_BOUND_VARIABLES = _PERSON_VARIABLES | _THING_VARIABLES


def quantifier_bound_pronoun(clause: Token) -> bool:
    """Whether a third-person pronoun of ``clause`` (a wh- or content clause the draft states
    on its own) agrees with a quantifier of the sentence before it, outside the clause:
    "Nobody ever forgets where he buried the hatchet", "The way to love anything is to realize
    that it might be lost". Under the bound reading the pronoun is a variable, and the
    presupposition of its clause projects from the quantifier's scope universally ("everyone
    buried the hatchet somewhere"), not as the plain sentence "He buried the hatchet" (Heim 1983
    "On the projection problem for presuppositions"; Chemla 2009), which names no one. A
    draft cannot spell that out by deleting the matrix, so none is written (review s1202v).
    The binders are ``BINDING_QUANTIFIER_PRONOUNS`` and noun phrases with a determiner of
    ``BINDING_QUANTIFIER_DETS`` ("no driver ... he"); "it" as the anticipatory or weather
    subject is no variable (:func:`_expletive_it`)."""
    doc = clause.doc
    inside = {t.i for t in clause.subtree}
    first = min(inside)
    binders: list[tuple[Token, str]] = []
    for t in doc[clause.sent.start : first]:
        kind = BINDING_QUANTIFIER_PRONOUNS.get(t.lower_)
        if kind is None and t.lower_ == "one" and t.i > 0 and doc[t.i - 1].lower_ == "no":
            kind = "person"
        if (
            kind is None
            and t.pos_ == "NOUN"
            and not _plural(t)
            and any(c.dep_ == "det" and c.lower_ in BINDING_QUANTIFIER_DETS for c in t.children)
        ):
            kind = "noun"
        if kind is not None:
            binders.append((t, kind))
    if not binders:
        return False
    # a reflexive is bound inside its own clause (Chomsky 1981, binding principle A): with a
    # subject of the clause that is no variable itself ("Nobody knows who hurt himself": "who"),
    # it is that subject's, not the quantifier's
    local_subject = any(
        c.dep_ in ("nsubj", "nsubjpass") and c.lower_ not in _BOUND_VARIABLES
        for c in clause.children
    )
    for t in clause.subtree:
        low = t.lower_
        if local_subject and low.endswith(("self", "selves")):
            continue
        if low in _THING_VARIABLES:
            if t.dep_ in ("nsubj", "nsubjpass") and _expletive_it(t.head):
                continue
            if any(k in ("thing", "noun") for _, k in binders):
                return True
        elif (
            low in _PERSON_VARIABLES
            and t.pos_ == "PRON"
            and any(k in ("person", "noun") for _, k in binders)
        ):
            return True
    return False


def _generic_when_question(trig: Token, clause: Token, wh: Token) -> bool:
    """ "A used car salesman knows when he's lying", "Good cooks know when the sauce is ready":
    a when-question under a matrix verb in the simple present with an indefinite singular or
    bare plural subject is a characterizing (generic) sentence (Carlson 1977; Krifka et al. 1995
    "Genericity: an introduction"): it quantifies over occasions, and what it takes for granted
    is that such occasions occur ("salesmen sometimes lie"), not the episodic "He's lying" the
    deleted matrix leaves (review s1202v). No draft when the embedded clause is present tense
    too (a past episode, "knows when he lied to her", stays)."""
    if wh.lower_ not in ("when", "whenever") or trig.tag_ not in ("VBZ", "VBP"):
        return False
    if any(c.dep_ in ("aux", "auxpass") for c in trig.children):
        return False
    subj = _subject(trig)
    if subj is None or subj.pos_ != "NOUN":
        return False
    det = next((c for c in subj.children if c.dep_ == "det"), None)
    generic = (det is not None and det.lower_ in ("a", "an")) or (det is None and _plural(subj))
    if not generic or not any(t.lower_ in _BOUND_VARIABLES for t in clause.subtree):
        # only a question with a pronoun the generic subject binds ("when he's lying"); a
        # question about someone else ("Museums know when Donald neglects ...", IMPPRES) keeps
        # its draft
        return False
    tensed = [clause, *(c for c in clause.children if c.dep_ in ("aux", "auxpass"))]
    return all(t.tag_ not in ("VBD", "MD") for t in tensed) and any(
        t.tag_ in ("VBZ", "VBP") for t in tensed
    )


def _stranded_wh_preposition(clause: Token, body: list[Token]) -> Token | None:
    """The last word of the wh-clause's body (before punctuation), when it is a preposition
    without an object of its own hung on the clause's verb or its object ("what he saved the
    money for", "who she talked to"): the stranded preposition whose object is the fronted wh-word."""
    words = [t for t in body if not t.is_punct]
    if not words:
        return None
    last = words[-1]
    if last.dep_ != "prep" or last.pos_ != "ADP" or any(True for _ in last.children):
        return None
    if last.head.i == clause.i:
        return last
    # "what they were digging holes for": the parser may hang it on the verb's object
    return last if last.head.dep_ in ("dobj", "obj") and last.head.head.i == clause.i else None


def _draft_embedded_question(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    clause = token_at_char(doc, c.features.get("embedded_question_head_char"))
    if clause is None:
        return None
    words = _without_asyndetic_wh_clauses(clause, list(clause.subtree))
    words = _without_matrix_conjunct(clause, words)
    wh = words[0]
    forms = _override_reflexives(words)
    if _coordinated_wh_clause(clause):
        return None
    if _multiple_wh(clause, wh):
        return None
    if (
        wh.lower_ == "how"
        and wh.head.pos_ in ("ADJ", "ADV")
        and wh.head.i > wh.i
        and all(t.pos_ == "ADV" for t in doc[wh.i + 1 : wh.head.i])
    ):
        # (also "how incredibly close Travis is": a degree adverb between "how" and its head)
        # "how great he can sound": a degree question; its presupposition is "he can sound
        # great to some degree", which dropping "how" does not state ("Great he can sound.")
        return None
    if wh.lower_ == "how" and (
        wh.dep_ in ("acomp", "attr", "oprd")
        or (wh.dep_ == "advmod" and verb_lemma(wh.head) in LINKING_VERBS)
    ):
        # "how she felt", "how it looked": "how" is the linking verb's predicative complement
        # (Quirk et al. 1985 §16.21), so "She felt." has lost its predicate (round 6 of #11)
        return None
    if _bare_manner_question(clause, wh) or _obligatory_manner_question(clause, wh):
        return None
    if _light_passive_manner_question(clause, wh):
        return None
    if _volitional_would_have(clause, wh):
        return None
    if _generic_when_question(trig, clause, wh):
        return None
    if quantifier_bound_pronoun(clause):
        return None
    nxt = doc[wh.i + 1] if wh.i + 1 < len(doc) else None
    if nxt is not None and nxt.is_punct and wh.i == clause.i:
        # "you'll understand why, as ...": a sluiced question (Ross 1969), its clause elided
        return None
    if wh.dep_ == "attr" and verb_lemma(wh.head) == "be":
        # "saw what the trouble was", "knew who the winner was": the wh-word is the copula's
        # predicative, an identification question (Higgins 1973 on specificational and
        # identificational copular clauses; Karttunen 1977: the question presupposes its
        # existential answer), whose existential "The trouble was something" is true of any
        # referent and tests nothing (NOPE App. B rejects trivial presuppositions; stop 50,
        # pr60, dev text): no draft
        return None
    if wh.dep_ == "pobj" and wh.head.pos_ != "ADP":
        # "what this labor is worth": the parser hangs the wh-word on the verb as if it were a
        # preposition's object; its real head ("worth", a preposition-like adjective taking a
        # noun phrase, Huddleston & Pullum 2002 ch. 7 §2.2) is unknown, so the indefinite
        # lands in the wrong place ("This labor is something worth"): no draft
        return None
    if (
        any(t.head.i == wh.i and t.dep_ in ("advmod", "acomp", "amod") for t in words)
        or wh.tag_ in ("WDT", "WP$")
        or wh.dep_ == "det"
    ):
        return Draft(
            _sentence(_text(words[1:], forms)), False, "question:complex_wh", ["complex_wh_phrase"]
        )
    body = [t for t in words if t.i != wh.i]
    if wh.tag_ == "WRB":
        core = _clause_core(clause, body)
        if core is None:
            return None
        if wh.lower_ in SURPRISE_WH:
            dropped, past = _surprise_modal_perfect(clause)
            if not dropped and wh.lower_ == "why":
                putative = _putative_would(clause, trig)
                if putative is None:
                    return None
                dropped, past = putative
            core = [t for t in core if t.i not in dropped]
            forms = {**forms, **past}
        if (
            wh.lower_ == "where"
            and wh.head.i == clause.i
            and verb_lemma(clause) in LOCATIVE_ARGUMENT_VERBS
        ):
            # "where Ma went" presupposes that Ma went somewhere (Karttunen 1977: a wh-question
            # presupposes its existential answer; Quirk et al. 1985 §6.62 "somewhere" as the
            # assertive place pro-form): the locative is the verb's argument, so dropping it
            # leaves "Ma went." or "Every vehicle might be on the 31st" (stop 50, pr60, dev
            # text). "somewhere" follows the verb's core (WHERE_BEFORE_DEPS). With another verb
            # the place is an adjunct, and the clause without it is IMPPRES's wording ("forgot
            # where that hat did twirl" -> "That hat did twirl", Jeretic et al. 2020 Table 5).
            tail = [t.right_edge for t in clause.children if t.dep_ in WHERE_BEFORE_DEPS]
            anchor = max([clause, *tail], key=lambda t: t.i)
            forms = {**forms, anchor.i: f"{forms.get(anchor.i, anchor.text)} somewhere"}
        return Draft(_sentence(_clause_text(core, doc[0], forms)), True, "question:adverbial_wh")
    indefinite = "someone" if wh.lower_ in ("who", "whom") else "something"
    if wh.dep_ in ("nsubj", "nsubjpass"):
        clitic = body[0] if len(body) > 1 and body[0].lower_ in ("'s", "\u2019s") else None
        if clitic is not None and body[1].pos_ in ("NOUN", "PROPN", "ADJ", "NUM"):
            # "who's boss" -> "Someone is boss", not "Someone's boss": after an indefinite
            # pronoun the enclitic "is/has" is spelled like the genitive ("someone's boss" =
            # the boss of someone; Quirk et al. 1985 §3.23 enclitic forms, §5.115 genitive of
            # "someone"), so before a word a genitive could determine (a noun, adjective or
            # numeral) the draft writes the verb in full (blind review s1201m); "Someone's
            # doing it" has no genitive reading and keeps the clitic
            forms = {**forms, clitic.i: "has" if clitic.lemma_ == "have" else "is"}
        return Draft(
            _sentence(f"{indefinite} {_text(body, forms)}"), True, "question:subject_wh", ["draft"]
        )
    stranded = _stranded_wh_preposition(clause, body)
    if stranded is not None and wh.lower_ == "what":
        # "what they wore masks for": the fronted wh-word is the object of the preposition left
        # at the end (preposition stranding, Huddleston & Pullum 2002 ch. 7 §4.1), so the
        # indefinite goes after it, not after the verb ("wearing something masks for"); "what
        # ... for" is the purpose question, 'why' (Quirk et al. 1985 §15.48 note; OED s.v.
        # "what" pron. 'what ... for': for what purpose), whose answer is a reason
        filler = "some reason" if stranded.lower_ == "for" else indefinite
        forms = {**forms, stranded.i: f"{forms.get(stranded.i, stranded.text)} {filler}"}
        return Draft(
            _sentence(_text(body, forms)), True, "question:stranded_preposition_wh", ["draft"]
        )
    head = wh.head
    tail = [t for t in head.children if t.dep_ == "prt"]
    anchor = max([head, *tail], key=lambda t: t.i)
    before = [t for t in body if t.i <= anchor.i]
    after = [t for t in body if t.i > anchor.i]
    text = f"{_text(before, forms)} {indefinite} {_text(after, forms)}".strip()
    return Draft(_sentence(text), True, "question:argument_wh", ["draft"])


#: The opening of an implicative template that evaluates the complement's event
#: (``wordlists/implicatives.tsv``: "have the misfortune" -> "It is unfortunate to {vp}").
EVALUATED_EVENT_DRAFT = "It is unfortunate"


def _draft_implicative(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    pred = c.features.get("predicate", trig.lemma_)
    template = draft_template(pred)
    comp = next(
        (
            t
            for t in trig.subtree
            if t.dep_ in ("xcomp", "ccomp", "pcomp", "acl", "relcl")
            and t.pos_ in ("VERB", "AUX")
            and t.i > trig.i
        ),
        None,
    )
    subj = _subject(trig)
    flags = ["draft"]
    if comp is None or c.features.get("complement_form") == "NP":
        # the extractor found a noun-phrase object, not a verbal complement: a verb further
        # down ("avoid those price rises that are possible", "avoid mistakes by computerizing
        # records") belongs to a relative clause or an adjunct, not to "avoid"
        return _draft_avoided_np(c, trig, pred)
    if "tried" in template and subj is not None and _non_agent(subj, authors_act=True):
        # "The strategy failed to cut costs" presupposes no attempt: trying needs an agent with
        # intentions (Karttunen 1971 "Implicative verbs": the "try" presupposition of "fail"
        # holds of agentive subjects; Dowty 1991 proto-agent volition); with an inanimate subject
        # "fail to" is plain "not"
        return None
    vp = _vp_base(comp)
    if template.startswith(EVALUATED_EVENT_DRAFT):
        # "These animals have the misfortune to produce X": the misfortune is these animals'
        # producing X, a particular event, so the evaluation needs its subject ("It would be
        # unfortunate for these animals to produce X", hypothetical like "It would take
        # effort to V", so that it holds under every embedding; Quirk et al. 1985 §16.40 on "for"
        # subjects, §16.75 on evaluative adjectives with extraposed clauses). Without one, "It
        # is unfortunate to produce X" judges anyone's producing X, which is not presupposed.
        # "manage" and "dare" keep IMPPRES's subjectless wording: the effort or courage they
        # presuppose is the action's own (Karttunen 1971 "Implicative verbs").
        if subj is None or _np(subj) is None:
            return None
        who = OBJECT_CASE.get(subj.lower_, _np(subj))
        text = f"It would be unfortunate for {who} to {vp}"
        return Draft(_sentence(text), True, f"implicative:{pred}", flags)
    subj_text = _np(subj) if subj is not None else "someone"
    if subj is None:
        flags.append("no_subject")
    if "{subj}" not in template and subj is not None and _pronoun_needs_subject(comp):
        # "The Republicans managed to pass their bill" -> "It would take effort for the
        # Republicans to pass their bill": a subjectless "It would take effort to pass their
        # bill" leaves the pronoun without its antecedent, the matrix subject (Quirk et al. 1985
        # §16.40 on "for"-subjects of infinitives; blind review #11, twenty-second pass)
        who = OBJECT_CASE.get(subj.lower_, subj_text)
        template = re.sub(r" to \{vp\}$", f" for {who} to {{vp}}", template, count=1)
    text = template.format(subj=subj_text, be=_be(subj, _past(trig)), vp=vp)
    return Draft(
        _sentence(text), subj is not None or "{subj}" not in template, f"implicative:{pred}", flags
    )


#: Adjectives of possibility and likelihood (Quirk et al. 1985 §4.50 on modal adjectives).
MODAL_ADJECTIVES = frozenset({"possible", "likely", "probable", "inevitable", "unavoidable"})


def _tensed_verb(verb: Token) -> Token:
    """The verb whose tense a bare infinitive or a tenseless conjunct takes: "can do many
    things and still avoid X" (the conjunct shares "can"), "Our concern is to avoid X" (the
    infinitive is timed by "is"): a non-finite verb has no tense of its own (Huddleston &
    Pullum 2002 ch. 14 §1), so the draft follows the nearest finite or auxiliated verb."""
    cur = verb
    for _ in range(6):
        if any(k.dep_ in ("aux", "auxpass") and k.tag_ != "TO" for k in cur.children):
            return cur
        if cur.tag_ not in ("VB", "VBG") or cur.dep_ not in ("conj", "xcomp", "ccomp", "advcl"):
            return cur
        if cur.head.i == cur.i or cur.head.pos_ not in ("VERB", "AUX"):
            return cur
        cur = cur.head
    return cur


#: WordNet lexicographer files of what can happen: acts, events, states, processes.
EVENTUALITY_LEXNAMES = frozenset(
    {"noun.act", "noun.event", "noun.state", "noun.process", "noun.phenomenon"}
)


def _draft_avoided_np(c: Candidate, trig: Token, pred: str) -> Draft | None:
    """ "avoid" + a noun phrase naming an eventuality ("avoid dangerous mistakes", "avoided a
    shutdown", "should avoid unnecessary price increases") presupposes that the eventuality was
    (or is) a possibility, not that it "was expected": NOPE App. A's "the event was expected"
    is the wording of the agentive "avoid V-ing", whose subject was expected to act (Karttunen
    1971); with an event object, "avoid" is "prevent from happening" (WordNet avoid.v.03
    "prevent the occurrence of"), whose precondition is that it could happen (Beaver & Geurts
    2014 on preconditions of verbs of prevention). The draft keeps the source's time: a past or
    perfect "avoided" speaks of a past possibility, a present, modal or generic one ("can
    avoid", "should avoid") of a present one (NOPE App. C: adjust tense to the source).

    No draft for other objects: a concrete thing or place ("avoided the main road") is avoided,
    not prevented; an obligation ("avoid responsibility", WordNet duty.n.01 and below) is evaded,
    and "Responsibility was possible" is not what the sentence takes for granted; "resist" and
    "bother" with an object are not implicative ("resist change" = oppose, "bother him" = annoy).
    """
    if pred != "avoid":
        return None
    obj = next((t for t in trig.children if t.dep_ in ("dobj", "obj", "nsubjpass")), None)
    if obj is None or obj.pos_ != "NOUN":
        return None
    synsets = wordnet().synsets(obj.lemma_.lower(), "n")
    if not synsets or synsets[0].lexname() in CONCRETE_LEXNAMES:
        return None
    if not any(s.lexname() in EVENTUALITY_LEXNAMES for s in synsets[:2]):
        return None
    duty = wordnet().synset("duty.n.01")
    if any(s == duty or duty in s.closure(lambda x: x.hypernyms()) for s in synsets[:1]):
        return None
    if any(t.lemma_.lower() in MODAL_ADJECTIVES for t in obj.subtree):
        # "avoid those price rises that are possible only in wartime": the noun phrase already
        # says so, and "Those price rises that are possible are possible" says nothing
        return None
    coordinated = any(k.dep_ == "conj" for k in obj.children)
    past = _time_of(_tensed_verb(trig)) == "past"
    be = ("were" if past else "are") if coordinated else _be(obj, past)
    # "avoided world war on the one hand, and appeasement on the other": the correlative
    # conjunct "on the one hand" is an adverbial of the clause (Quirk et al. 1985 §8.137), not
    # part of what was possible
    np = re.sub(r",?\s*on the (?:one|other) hand\b,?", "", c.features.get("complement", ""))
    if not np.strip():
        return None
    # a coordinated object often drags adjuncts of the verb into its last conjunct ("avoided
    # world war on the one hand, and appeasement on the other"): drafted, not vouched for
    return Draft(_sentence(f"{np} {be} possible"), not coordinated, "implicative:np", ["draft"])


#: Third-person pronouns (and reflexives) whose antecedent in an implicative's complement is
#: usually the matrix subject ("managed to pass their bill", "dared to show himself").
SUBJECT_BOUND_PRONOUNS = frozenset(
    {
        "his", "her", "its", "their", "him", "them", "himself", "herself", "itself",
        "themselves", "my", "our", "me", "us", "myself", "ourselves",
    }
)  # fmt: skip


def _pronoun_needs_subject(comp: Token) -> bool:
    """The complement VP holds a pronoun bound by the matrix subject (``SUBJECT_BOUND_PRONOUNS``):
    a subjectless draft of it would leave the pronoun without its antecedent."""
    return any(
        t.lower_ in SUBJECT_BOUND_PRONOUNS and t.i > comp.i and t.pos_ == "PRON"
        for t in comp.subtree
    )


#: Pronouns that stand for an activity after light "do": "doing it/that/something".
ACTIVITY_PRO_FORMS = frozenset(
    {"it", "that", "this", "so", "something", "anything", "nothing", "everything", "what"}
)


def _pro_form_activity(comp: Token) -> bool:
    """The complement is "do" + a pro-form ("stopped doing it", "kept doing that", "started
    doing something about the noise", "continued doing what they were doing"): "do it/that" is
    a VP pro-form whose activity is named elsewhere in the discourse (Hankamer & Sag 1976, deep
    anaphora; Quirk et al. 1985 §12.22-12.26), so "had not been doing something before" names
    no activity (blind review #11, eleventh pass): no draft."""
    if comp.lemma_.lower() != "do":
        return False
    for k in comp.children:
        if k.dep_ in ("dobj", "obj") and (k.lower_ in ACTIVITY_PRO_FORMS or k.tag_ == "WP"):
            return True
        if k.dep_ == "advmod" and k.lower_ == "so" and k.i == comp.i + 1:
            return True  # "continue to do so": the pro-form "do so" (Quirk et al. 1985 §12.22)
        if k.dep_ in ("ccomp", "dobj") and any(
            t.tag_ == "WP" and t.lower_ == "what" for t in k.subtree if t.i < k.i
        ):
            return True  # "doing [what they were doing]": a free relative
    return False


#: Degree adverbs that presuppose the activity already went on ("began to dwindle further",
#: "started to talk more", "continued to rise even more"): comparative degree on the event
#: (Kennedy & Levin 2008 on degree achievements with "further"/"more"). With them the inceptive
#: prior state "had not been dwindling before" is false and the continuative one "had been
#: rising even more before" states a different degree: no draft (blind review #1, nineteenth
#: pass). Repetitive "again" stays a transition adverb (``TRANSITION_ADVERBS``): it repeats the
#: start, and the state just before it ("has not been smiling") still held (round 8).
PRIOR_OCCURRENCE_ADVERBS = frozenset({"further", "farther", "more"})


def _presupposes_prior_occurrence(comp: Token) -> bool:
    """The complement verb has an adverb of ``PRIOR_OCCURRENCE_ADVERBS`` ("dwindle further",
    "rise even more", "smile again")."""
    return any(
        k.dep_ == "advmod" and k.lower_ in PRIOR_OCCURRENCE_ADVERBS
        for v in (comp, *_coordinated_vps(comp))
        for k in v.children
    )


def _specificational_infinitive(trig: Token) -> bool:
    """The aspectual verb is the infinitive value of a copular "is to V" whose subject is no
    agent: a specificational subject ("The best way is to begin enforcing the law", "The plan
    was to start hiring") or a pseudo-cleft's free relative ("What we need is to start saving").
    The subject names a role the infinitive fills (Higgins 1979 on specificational copular
    sentences; Quirk et al. 1985 §18.29 on pseudo-clefts), not the one who begins or stops, so
    "The best way had not been enforcing the law before" is nonsense (blind review #11,
    twenty-second pass): no draft."""
    return _specificational_subject(trig) is not None


def _specificational_subject(trig: Token) -> Token | None:
    """The subject (or clausal subject) of ``_specificational_infinitive``'s copula, or None.
    A later conjunct of the infinitive value counts like the first ("Our business in life is
    not to succeed but to continue to fail": "continue" is a conjunct of "succeed", review
    s1202x pres-032). The infinitive marker of the first conjunct is shared by the later ones
    ("is to ignore them all and continue transmitting": "to [ignore ... and continue ...]", a
    coordination of bare verb phrases under one "to"; Quirk et al. 1985 §13.45 on ellipsis of
    the infinitive marker in coordination; H&P 2002 ch. 15 §4), so the later conjunct without
    a "to" of its own counts too (review s1203b pres-074)."""
    verb = trig
    while verb.dep_ == "conj" and verb.head.i < verb.i:
        verb = verb.head
    head = verb.head
    if verb.dep_ not in ("xcomp", "ccomp", "attr") or head.lemma_ != "be" or head.i > verb.i:
        return None
    if not any(k.dep_ == "aux" and k.lower_ == "to" for k in (*trig.children, *verb.children)):
        return None
    csubj = next((k for k in head.children if k.dep_ == "csubj"), None)
    if csubj is not None:
        return csubj  # "What we need is to start saving"
    subj = next((k for k in head.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is not None and (subj.tag_ in ("WP", "WDT") or _non_agent(subj)):
        return subj
    if (
        subj is not None
        and subj.pos_ == "NOUN"
        and not _is_person(subj)
        and any(k.dep_ == "poss" and k.tag_ == "PRP$" for k in subj.children)
    ):
        # "Our business in life is to ...", "My job is to ...": a possessed non-person noun
        # before "is to V" names the possessor's task, whatever the noun's first sense (a
        # "business" is also a firm, an agent by ``_non_agent``); ``_possessor_controller``
        return subj
    return None


def _possessor_controller(trig: Token) -> str | None:
    """The subject pronoun of the possessor of a specificational subject whose infinitive value
    is the aspectual trigger: "Our business in life is to continue to fail" -> "we", "My job
    is to stop the leaks" -> "I". The understood subject of the value's infinitive is
    controlled by the possessor of the role noun (the one whose business or job it is:
    Higgins 1979 on specificational sentences; Chomsky 1981, Manzini 1983 on control by a
    possessor), so the prior-state draft is about it ("We had been failing before"), not about
    the role ("*Our business in life had been failing", review s1202x pres-032). None when
    the subject has no possessive pronoun: then there is no draft."""
    subj = _specificational_subject(trig)
    if subj is None:
        return None
    poss = next((k for k in subj.children if k.dep_ == "poss" and k.tag_ == "PRP$"), None)
    if poss is None:
        return None
    return _POSSESSIVE_SUBJECT_FORM.get(poss.lower_)


#: The verb forms the aspectual templates agree with a third-person singular subject, and the
#: forms of a plural or first/second-person pronoun subject (Quirk et al. 1985 §10.2 on concord).
_PRONOUN_CONCORD = {"has": "have", "is": "are", "was": "were"}


def _controller_concord(text: str, pronoun: str) -> str:
    """``text`` with the verb after the opening ``pronoun`` in the pronoun's concord: the
    templates agreed it with the specificational subject ("Our business ... has"), which the
    possessor's pronoun replaced ("We have", "I was" stays, "You were")."""
    who = capitalise(pronoun)
    if not text.startswith(who + " "):
        return text
    rest = text[len(who) + 1 :]
    verb, _, tail = rest.partition(" ")
    plural = pronoun.lower() in ("we", "they", "you")
    if pronoun.lower() == "i":
        verb = {"has": "have", "is": "am"}.get(verb, verb)
    elif plural:
        verb = _PRONOUN_CONCORD.get(verb, verb)
    return f"{who} {verb} {tail}" if tail else text


def _subject_from_subordinate_root(trig: Token) -> bool:
    """The trigger takes its subject from a first conjunct that the parser made the root of
    the sentence although a subordinator opens it ("When he released his grip the hand shot up
    and started tickling ..."). A clause under "when"/"if"/"because" is subordinate
    (Quirk et al. 1985 §14.11, §15.2) and cannot be the main clause: the sentence's main clause,
    and the subject of the conjoined verb, lie elsewhere ("the hand"), so the inherited subject
    is unreliable ("He had not been tickling ..." changes the agent; blind review s1129l)."""
    if any(k.dep_ in ("nsubj", "nsubjpass", "expl") for k in trig.children):
        return False
    root = trig
    while root.dep_ == "conj" and root.head.i != root.i:
        root = root.head
    if root is trig or root.dep_ != "ROOT":
        return False
    start = root.sent.start
    return any(
        k.i == start
        and (k.dep_ == "mark" or (k.dep_ == "advmod" and k.tag_ == "WRB"))
        and k.lower_ != "how"
        for k in root.children
    )


def _infinitive_time(verb: Token) -> str:
    """``_time_of`` for a trigger that may be a bare to-infinitive ("They plan to continue to
    shine"): an infinitive has no tense of its own, its reference time is that of the finite
    verb it depends on (Quirk et al. 1985 §4.3, §14.4 on non-finite clauses), so "plan" in the
    present gives "They have been shining", not the past perfect of a narrative."""
    time = _time_of(verb)
    cur = verb
    while (
        time == "past"
        and cur.dep_ == "xcomp"
        and cur.tag_ == "VB"
        and not any(a.dep_ in ("aux", "auxpass") and a.tag_ != "TO" for a in cur.children)
        and cur.head.i != cur.i
    ):
        cur = cur.head
        time = _time_of(cur)
    return time


def _stranded_object(comp: Token) -> bool:
    """The word right after the complement verb is a noun the parser hung outside the verb's
    phrase ("Gandhi continued to pursue swaraj", "swaraj" an advcl of "continued"): the verb's
    object, lost by the parse. A draft built from the verb's own subtree drops it ("Gandhi had
    been pursuing before", blind review s1201k), and a transitive verb without its object is
    another predicate or no English (Quirk et al. 1985 §16.19 on the obligatory object of
    monotransitive verbs), so there is no draft."""
    doc = comp.doc
    nxt = doc[comp.i + 1] if comp.i + 1 < len(doc) else None
    if nxt is None or nxt.pos_ not in ("NOUN", "PROPN") or nxt.head.i == comp.i:
        return False
    return not any(t.i == nxt.i for t in comp.subtree) and not any(
        c.dep_ in ("dobj", "obj", "ccomp", "xcomp", "prt") for c in comp.children
    )


#: Continuatives whose future ("will continue to V") presupposes an activity going on up to now.
#: A stative complement keeps the present ("Rents will continue to be high" -> "Rents are
#: high": a state holds at a time, no activity runs up to it; Vendler 1957), and "keep V-ing"
#: (iterative/persistent, Quirk et al. 1985 §16.40) keeps "I am watching".
FUTURE_CONTINUATIVES = frozenset({"continue"})


#: Dependents that complete a verb phrase (objects, complements, a particle, a PP).
COMPLEMENT_DEPS = frozenset(
    {"dobj", "obj", "dative", "attr", "acomp", "oprd", "prep", "xcomp", "ccomp", "prt"}
)


def _modal_level_conjuncts(trig: Token, comp: Token) -> set[int]:
    """Token indices of bare-infinitive VP conjuncts of ``comp`` (with their coordinator) when
    ``trig`` is itself a bare infinitive under a modal or "to": "must continue to improve it and
    restart the process" can coordinate "restart" with "continue" under "must" as well as with
    "improve" under "to" (Quirk et al. 1985 §13.99 on ambiguous VP coordination; the two
    readings differ in what "continue" takes for granted). Only the first conjunct is under
    "continue" on both readings, so the draft states it alone (review s1202d: "has been ...
    restarting the process" is not presupposed). "began to sing and dance" (a finite trigger)
    keeps both."""
    out: set[int] = set()
    for k in comp.children:
        if k.dep_ == "conj" and k.i > comp.i:
            # "continue to track and to honor miles": a conjunct with its own "to" is an
            # infinitive under "continue" too; its "to" goes with the -ing form ("tracking and
            # honoring miles", not "tracking and to honoring")
            out.update(a.i for a in k.children if a.dep_ == "aux" and a.lower_ == "to")
    if trig.tag_ != "VB" or not any(
        c.dep_ == "aux" and (c.tag_ == "MD" or c.lower_ == "to") for c in trig.children
    ):
        return out
    if not any(c.dep_ in COMPLEMENT_DEPS for c in comp.children):
        # "continue to sustain and assist in the process": the first verb has no complement of
        # its own, it shares the last conjunct's (Quirk et al. 1985 §13.92 on shared
        # complements), so both are one predicate under "continue"
        return out
    for k in comp.children:
        if (
            k.dep_ == "conj"
            and k.tag_ == "VB"
            and k.i > comp.i
            and not any(a.dep_ == "aux" and a.lower_ == "to" for a in k.children)
        ):
            out.update(t.i for t in k.subtree)
            out.update(
                x.i for x in comp.children if x.dep_ in ("cc", "punct") and comp.i < x.i < k.i
            )
    return out


def _finite_concord(verb: Token) -> bool | None:
    """Is the subject plural by the source verb's own concord? A finite present verb with no
    auxiliary shows its subject's number (Quirk et al. 1985 §10.34-10.36 on subject-verb
    concord: the third person singular takes "-s", the plural the base form), and that is a
    better witness than the parse of the subject noun phrase, which a dialect spelling or an
    unmarked coordination can break ("women 'round here start" parsed as "women's round";
    "after death hair and fingernails continue" with "hair" hung on "death"): the draft
    keeps the number the writer gave the subject, "have", not "has" (review s1202u). None when
    the verb is not a present-tense finite form on its own."""
    if any(k.dep_ in ("aux", "auxpass") for k in verb.children):
        return None
    if verb.tag_ == "VBP":
        return True
    if verb.tag_ == "VBZ":
        return False
    return None


def _determined_singular(subj: Token) -> bool:
    """ "the member of Parliament begin questioning": a singular count noun with a singular or
    definite determiner is an unambiguous witness of its number, so a plural verb after it is
    the source's slip and the aspectual draft keeps standard concord ("has"), not the verb's
    (``_finite_concord``)."""
    return subj.tag_ == "NN" and any(
        k.dep_ == "det" and k.lower_ in ("the", "a", "an", "this", "that") for k in subj.children
    )


def _purpose_after_adjunct(comp: Token) -> str | None:
    """Whether the aspectual's complement verb has a to-infinitive after a PP adjunct ("began
    teaching at the age of 16 to help support his family"): an infinitive that follows an
    adjunct rather than the verb or its object is an adjunct of purpose (Quirk et al. 1985
    §15.48 purpose clauses; Huddleston & Pullum 2002 ch. 8 §14.2), which says why the new
    activity was taken up, not part of the activity whose earlier absence is presupposed. The
    draft would carry it into the prior state ("He had not been teaching to help support his
    family before the age of 16"; review s1203a): a draft that keeps it is refused. Returns the
    purpose clause's text, or None."""
    for inf in comp.children:
        if inf.dep_ not in ("xcomp", "advcl") or inf.i < comp.i or inf.tag_ != "VB":
            continue
        if not any(k.dep_ == "aux" and k.lower_ == "to" for k in inf.children):
            continue
        if any(k.dep_ == "prep" and comp.i < k.i < inf.i for k in comp.children):
            return comp.doc[inf.left_edge.i : inf.right_edge.i + 1].text
    return None


_PPI_WORD = re.compile(r"\b(?:" + "|".join(sorted(PPI_SWAPS, key=len, reverse=True)) + r")\b", re.I)


def _assertive_to_non_assertive(vp: str, comp: Token) -> str | None:
    """The complement VP of an inceptive's negated prior state ("They have not been losing ___")
    with its positive polarity items in their non-assertive forms: "begin to lose some of their
    power" presupposes "have not been losing any of their power"; "*have not been losing some
    of their power" keeps only the wide-scope, specific reading of "some", which is not the
    prior state (Baker 1970 on PPIs; Ladusaw 1979 on NPI licensing; Quirk et al. 1985
    §10.59-10.62 on some-/any-; blind review s1204q). The swaps are the negation rewriter's own
    (``negation.polarity_swaps``); None (no draft) when a PPI has no counterpart ("somehow")
    or when the words of the VP and the swaps do not line up one to one."""
    swaps, flags = polarity_swaps(comp)
    if flags:
        return None
    found = list(_PPI_WORD.finditer(vp))
    if not found:
        return vp
    if len(found) != len(swaps):
        return None  # a set phrase ("for some time") besides a swappable item: unsure which
    new = iter(swaps[i] for i in sorted(swaps))
    return _PPI_WORD.sub(lambda m: next(new), vp)


#: Adjectives that place the noun's referents later in a series than others of their kind
#: ("consecutive clicks", "subsequent versions", "further calls"; Quirk et al. 1985 §7.36 and
#: Huddleston & Pullum 2002 ch. 7 §4 on ordering and "successive" adjectives).
SERIES_ADJECTIVES = frozenset(
    {
        "consecutive",
        "successive",
        "subsequent",
        "later",
        "following",
        "further",
        "additional",
        "next",
        "future",
    }
)


def _series_subject(subj: Token) -> bool:
    """ "Consecutive clicks will continue drawing lines", "Future versions will keep supporting
    the format": the subject names the later members of a series, and the aspectual verb says
    the series goes on with them. The state before the transition is the earlier members'
    ("earlier clicks drew lines"), not the subject's own, while the drafts keep the subject
    ("Consecutive clicks have been drawing lines" says the later clicks drew before; blind
    review s1204y pres-033/035: "the future consecutive clicks have not been drawing"). An
    aspectual verb presupposes the prior state of the same individual (Karttunen 1973; Simons
    2001; IMPPRES change of state: "Michelle does wake up" -> "Michelle is asleep"), which a
    series subject does not have: no draft. Stop 80, pr166."""
    return any(
        c.dep_ == "amod" and c.lower_ in SERIES_ADJECTIVES and c.i < subj.i for c in subj.children
    )


def _draft_aspectual(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    draft = _draft_aspectual_built(c, doc, trig)
    comp = next(
        (
            t
            for t in trig.children
            if t.dep_ in ("xcomp", "ccomp") and t.tag_ in ("VBG", "VB", "VBN")
        ),
        None,
    )
    purpose = _purpose_after_adjunct(comp) if comp is not None else None
    if draft is not None and purpose and purpose in draft.text:
        return None  # the purpose adjunct carried into the prior state (``_purpose_after_adjunct``)
    return draft


def _draft_aspectual_built(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    comp = next(
        (
            t
            for t in trig.children
            if t.dep_ in ("xcomp", "ccomp") and t.tag_ in ("VBG", "VB", "VBN")
        ),
        None,
    )
    # "My sister told me to stop worrying" -> "I had been worrying ...": the understood subject
    # of an infinitival aspectual after an object is the object (object control of "tell,
    # ask, order, persuade"; Rosenbaum 1967; Huddleston & Pullum 2002 ch. 14 §4.2), whose
    # pronoun takes the subject case (``_subject_np``), not the matrix subject ("My sister had
    # been worrying", hundred-eighth pass)
    subj = _controller(trig) or _subject(trig)
    if comp is None or _pro_form_activity(comp) or _presupposes_prior_occurrence(comp):
        return None
    if subj is not None and _series_subject(subj):
        return None  # "Consecutive clicks will continue drawing lines" (``_series_subject``)
    if (
        _modal_transition(trig)
        # "Some of the villagers may have stopped paying the tax": a modal with the perfect
        # puts the transition in the past (``_modal_perfect``), so the activity before it is
        # in the actual past, where the template dates it; the presupposition projects through
        # the modal (a hole, Karttunen 1973; IMPPRES's modal environments; stop 77, mn79)
        and not _modal_perfect(trig)
        and trig.lemma_.lower() not in ("continue", "keep")
    ):
        # "You can start typing a name", "you would stop paying once ...": the transition is
        # only possible or hypothetical, so the activity (or its absence) before it holds at
        # the modal's reference time, inside the possibility, and the templates' "have not
        # been V-ing" / "had been V-ing before" state it as a fact of the actual past (Karttunen
        # 1973 and Heim 1992 on modals; Reichenbach 1947 on reference time; blind review
        # s1204q: "You have not been typing an account name", "You had been depreciating the
        # asset before"). No draft rather than a misdated one, as for the change-of-state
        # verbs (``_modal_transition``; stop 77, pr154). A continuative keeps its draft ("You
        # may continue exploring" -> "You have been exploring"): its prior activity runs up to
        # the modal's now, where the possibility or duty is about it (ninety-fifth pass)
        return None
    controller = _possessor_controller(trig)
    if controller is None and _specificational_infinitive(trig):
        return None  # "The best way is to begin enforcing the law": the subject is no agent
    if comp.lower_ == "re" and comp.i + 1 < len(doc) and doc[comp.i + 1].text == "-":
        return None  # "began re - visioning": the parser took the split prefix for the verb
    if _stranded_object(comp):
        return None  # "continued to pursue swaraj" -> "had been pursuing before": object lost
    lemma = trig.lemma_.lower()
    who = _subject_np(subj) if subj is not None else "Someone"
    if controller is not None:
        # "Our business in life is to continue to fail" -> "We had been failing before"
        # (``_possessor_controller``); the templates' agreement is fixed after them
        who = capitalise(controller)
    stray = _stray_subject_adjective(trig, subj)
    if stray is not None:
        who = (
            f"{stray.text} {lower_first(who)}"
            if who[:1].isupper() and not keeps_capital(subj.left_edge)
            else f"{stray.text} {who}"
        )
    frame = _fronted_domain_pp(trig, subj)
    if frame is not None and lemma in FUTURE_CONTINUATIVES and _occasion_frame(trig, subj):
        # "In this installment, we will continue to discuss X", "At the next meeting, the board
        # will continue to review Y": the fronted PP names the occasion of the continuation
        # (a text part, a session), a time-position adjunct (Quirk et al. 1985 §8.51-8.57) that
        # locates the continuing, while the activity it continues ran before that occasion
        # ("In this installment, we have been discussing X" puts it in the installment). A place
        # or domain frame ("In the Middle East, officials will continue to resist ...") restricts
        # the prior activity too and stays (``_fronted_domain_pp``; pr88)
        frame = None
    if frame is not None:
        # "On the local level, compacts continue to grab ..." -> "On the local level, compacts
        # have been grabbing ...": the fronted PP restricts the clause (``_fronted_domain_pp``)
        who = f"{frame}, {who}"
    if lemma == "repeat":
        return Draft(
            _sentence(f"{who} had {_vp_base(comp)} before"),
            False,
            "aspectual:repeat",
            ["prior_state_draft"],
        )
    neg = " not" if lemma in INCEPTIVE else ""
    time = _infinitive_time(trig)
    if time == "future" and lemma in FUTURE_CONTINUATIVES and not _stative(comp):
        # "In this installment, we will continue to discuss methodology": "continue" takes for
        # granted the activity before the continuation (Karttunen 1973; NOPE App. A "continue"
        # -> "had been V-ing"), and a future continuation's "before" is now, so the prior
        # activity is the present perfect progressive "We have been discussing methodology"
        # (Quirk et al. 1985 §4.27, the perfect progressive of a situation up to now), not the
        # simple present "We are discussing" (review s1202a)
        time = "present"
    if time == "present" and any(
        k.dep_ == "advmod" and k.lower_ in NARRATIVE_SEQUENCE_ADVERBS for k in trig.children
    ):
        # "Seth is introduced as a guest but later begins appearing in a recurring role": a
        # present that is ordered after another event of the text is a narrative present
        # (plot summaries; Quirk et al. 1985 §4.18-4.20), whose reference time is a point of
        # the story, not the moment of speech, so the present perfect ("has not been
        # appearing") is wrong; the prior state precedes that point: "had not been ... before"
        time = "past"
    progressive_start = (
        time == "present"
        and neg
        and trig.tag_ == "VBG"
        and any(a.dep_ == "aux" and a.lemma_ == "be" for a in trig.children)
    )
    if progressive_start:
        # "We're beginning to get the reports": the progressive of an inceptive places the
        # transition around now, so the state before it lies before a point that is already
        # partly past (Quirk et al. 1985 §4.26-4.29 on the progressive; Dowty 1979 ch. 3 on
        # the imperfective of achievements): "have not been getting" denies what the present
        # already asserts, "had not been getting ... before" is the prior state (blind review
        # s1129q/r: "have not been getting", "has not seemed"); a clausal complement takes
        # "previously" after "had" so "before" does not attach to the last clause
        time = "past"
    simple_present_start = (
        time == "present"
        and neg
        and trig.tag_ in ("VBZ", "VBP")
        and not any(a.dep_ in ("aux", "auxpass") for a in trig.children)
        and _stative(comp)
    )
    if simple_present_start:
        # "You begin to believe that elevators have windows" -> "You did not previously
        # believe that ...", not "You have not believed that ...": a stative complement has no
        # progressive, and its bare present perfect reads as the experiential "have (never)
        # believed", a state up to the very now at which the sentence says it holds (Quirk et
        # al. 1985 §4.22 on the experiential perfect); the state before the transition is the
        # simple past with "previously" (§4.14), as for the stative complement of "is
        # beginning" above (review s1202x pres-041). A dynamic complement keeps the perfect
        # progressive ("She starts working there" -> "She has not been working there", the
        # twenty-ninth pass), whose continuous recent past ends where the start is
        progressive_start = True
        time = "past"
    adjuncts, when = _transition_adjuncts(comp)
    adjuncts = set(adjuncts) | _modal_level_conjuncts(trig, comp)
    if lemma in ("continue", "keep"):
        adjuncts |= _continuation_manner(trig, comp)
    vp = _vp_ing(comp, adjuncts)
    # a stative complement takes the perfect, not the progressive: "continues to be popular" ->
    # "has been popular", not "has been being popular" (``STATIVE_VERBS``)
    been = "" if _stative(comp) else "been "
    if not been:
        vp = _vp_perfect(comp, adjuncts)
        if time == "future":
            if not vp.startswith("been "):
                return None  # "will continue to own it": no progressive, no simple draft here
            vp = vp[len("been ") :]  # "Prices will continue to be high" -> "Prices are high"
    if neg:
        vp = _assertive_to_non_assertive(vp, comp)
        if vp is None:
            return None
    dynamic_passive = (
        lemma in ("continue", "keep")
        and time in ("past", "present")
        and comp.tag_ == "VBN"
        and any(k.dep_ == "auxpass" and k.lemma_ == "be" for k in comp.children)
        and verb_lemma(comp) not in STATIVE_VERBS
        and vp.startswith("been ")
    )
    if dynamic_passive:
        # "The port continued to be developed until 1990" -> "The port was being developed
        # before", not "had been developed before": "continue" presupposes the process going
        # on before (Karttunen 1973; NOPE App. A "had been V-ing"), and the passive of a
        # dynamic verb has its progressive in "being" (Quirk et al. 1985 §3.54, §4.28); the
        # perfect passive "had been developed" reads as a finished development (review s1202t).
        # The perfect progressive passive "had been being developed" is avoided in use
        # (Quirk et al. 1985 §3.54 note), so the past progressive before the continuation
        text = _sentence(f"{who} {_be(subj)} being {vp[len('been ') :]} before")
    elif time == "future":  # "She will stop smoking" -> "She is smoking"
        text = _sentence(f"{who} {_be(subj, past=False)}{neg} {vp}")
    elif time == "present":  # "It continues to elude doctors" -> "It has been eluding doctors"
        # "Someone" (no subject found: an imperative, "start sending pieces") is a singular
        # indefinite pronoun and takes "has" (the compound pronouns in -one/-body take singular
        # concord: Quirk et al. 1985 ch. 6 on indefinite pronouns, ch. 10 on concord):
        # "*Someone have not been sending"
        has = (
            "has"
            if subj is None or not (_plural(subj) or subj.lower_ in ("i", "you", "me"))
            else "have"
        )
        concord = _finite_concord(trig)
        if (
            concord is not None
            and subj is not None
            and subj.lower_ not in ("i", "you", "me")
            and not _determined_singular(subj)
        ):
            has = "have" if concord else "has"
        text = _sentence(f"{who} {has}{neg} {been}{vp}")
    else:
        # "began publishing it in May 2011" -> "had not been publishing it before May 2011"
        clausal = progressive_start and any(
            t.dep_ in ("ccomp", "xcomp", "advcl", "relcl", "acl")
            for t in comp.subtree
            if t is not comp
        )
        if clausal and not when and been:
            # "You are also starting to study more spells that focus on ...": the present
            # progressive's prior state is a past progressive before now (the s1201l reasoning
            # below), with "previously" so that "before" does not attach to the last clause;
            # "had not previously been studying" is a past in the past the present sentence
            # has no reference point for (blind review s1202g, stop 59, pr96)
            text = _sentence(f"{who} {_be(subj)}{neg} previously {vp}")
        elif progressive_start and not been:
            # (a clause inside the stative complement changes nothing: "is beginning to resemble
            # a state that has no borders" -> "did not previously resemble ..."; rt1 finding 10)
            # "The project is beginning to resemble a super state": a stative complement has no
            # progressive, and the state before a transition going on now is no "past in the
            # past" ("had not resembled ... before" needs a past reference point the present
            # sentence lacks; Quirk et al. 1985 §4.22), so the simple past with "previously",
            # before the time of speaking (§4.14; review s1202e: "did not previously resemble")
            base = _assertive_to_non_assertive(_vp_base(comp, adjuncts), comp)
            if base is None:
                return None
            if base.startswith("be "):
                text = _sentence(f"{who} {_be(subj)}{neg} previously {base[3:]}")
            else:
                text = _sentence(f"{who} did{neg} previously {base}")
        elif progressive_start and been:
            # "It is starting to get dark" -> "It was not getting dark before": the state before
            # a transition that is going on now is a past progressive, not a past perfect, which
            # needs a past reference point the present sentence does not have (Quirk et al. 1985
            # §4.22 past perfect = "past in the past"; §4.26 past progressive; blind review
            # s1201l: "had not been getting dark out there before" for a present premise)
            text = _sentence(f"{who} {_be(subj)}{neg} {vp} before{' ' + when if when else ''}")
        elif been and _present_perfect(trig):
            # "We've continued tracking X" -> "We were tracking X before": the present perfect's
            # reference time is now (Reichenbach 1947; Quirk et al. 1985 §4.22), so the activity
            # before the continuation or start is a past progressive before now, not a past
            # perfect, which needs a past reference point (blind review s1202h: "We had been
            # tracking X before"); a clausal complement takes "previously" so that "before" does
            # not attach to its last clause (the pr96 reasoning above)
            clausal_comp = any(
                t.dep_ in ("ccomp", "xcomp", "advcl", "relcl", "acl")
                for t in comp.subtree
                if t is not comp
            )
            if clausal_comp and not when:
                text = _sentence(f"{who} {_be(subj)}{neg} previously {vp}")
            else:
                text = _sentence(f"{who} {_be(subj)}{neg} {vp} before{' ' + when if when else ''}")
        else:
            text = _sentence(f"{who} had{neg} {been}{vp} before{' ' + when if when else ''}")
    if controller is not None:
        text = _controller_concord(text, controller)
    # "kept it going": the complement has its own subject, which the template would misplace
    own_subject = any(t.dep_ in ("nsubj", "nsubjpass") for t in comp.children)
    if subj is not None and _subject_from_subordinate_root(trig):
        return Draft(
            text,
            False,
            f"aspectual:{'inceptive' if neg else 'continuative'}",
            ["prior_state_draft", "subject_from_subordinate_clause"],
        )
    return Draft(
        text,
        subj is not None and not own_subject,
        f"aspectual:{'inceptive' if neg else 'continuative'}",
        ["prior_state_draft", *(["complement_has_own_subject"] if own_subject else [])],
    )


#: Prepositions of space and domain adjuncts ("In rural areas,", "Among teenagers,", "For most
#: families,"; Quirk et al. 1985 §8.79, §8.48 respect/viewpoint): a fronted PP with one of them
#: restricts where or for whom the clause holds. Cause, concession, comparison and time
#: prepositions ("Because of", "Despite", "Like", "After") do not restrict the domain.
DOMAIN_PREPOSITIONS = frozenset(
    {"in", "on", "at", "among", "amongst", "within", "across", "throughout", "outside", "inside",
     "for"}
)  # fmt: skip
#: Nouns of the fixed PPs that are conjuncts or disjuncts, not frames ("On the other hand,", "At
#: the same time,", "In this way,", "In response,", "In spite of"; Quirk et al. 1985 §8.134-8.137).
CONNECTIVE_PP_NOUNS = frozenset(
    {"hand", "time", "meantime", "meanwhile", "end", "way", "response", "spite", "case",
     "order", "view", "light", "addition", "fact", "contrast", "turn", "general", "particular",
     "effect", "sum", "short", "sense", "part", "respect", "regard", "words", "event", "lieu",
     "place", "course", "all", "least", "most", "last", "first", "whole", "balance", "practice",
     "theory", "principle", "reality", "truth", "doing", "result", "consequence", "return"}
)  # fmt: skip


#: Modifiers that order occasions in a sequence ("the next meeting", "the following section").
SEQUENCE_MODIFIERS = frozenset(
    {"next", "following", "coming", "upcoming", "subsequent", "later", "second", "third", "final"}
)
#: Lexicographer files of places, things and institutions: "in this country / house / company"
#: is a domain that restricts the clause, not an occasion.
DOMAIN_LEXNAMES = frozenset(
    {"noun.location", "noun.artifact", "noun.object", "noun.group", "noun.body", "noun.person"}
)


def _occasion_frame(trig: Token, subj: Token | None) -> bool:
    """Whether a PP fronted before the subject names an occasion of the discourse or a coming
    one ("In this installment", "In the next chapter", "At the following session"): its noun is
    ordered by a sequence modifier, or pointed at by "this"/"these" and no place, thing or
    institution (``DOMAIN_LEXNAMES``)."""
    if subj is None:
        return False
    for k in trig.children:
        if k.dep_ != "prep" or k.i >= subj.left_edge.i:
            continue
        for obj in (o for o in k.children if o.dep_ == "pobj"):
            mods = {c.lower_ for c in obj.children if c.dep_ in ("det", "amod")}
            if mods & SEQUENCE_MODIFIERS:
                return True
            if mods & {"this", "these"} and _noun_lexname(obj) not in DOMAIN_LEXNAMES:
                return True
    return False


def _fronted_domain_pp(trig: Token, subj: Token | None) -> str | None:
    """The text of a prepositional phrase fronted before the aspectual verb's subject that
    restricts where or for whom the clause holds ("On the local level,", "In rural areas,",
    "Among teenagers,"), else None. A fronted space or domain adjunct scopes over the whole
    clause (Quirk et al. 1985 §8.17 on the scope of fronted adjuncts, §8.79 on restrictive
    space adjuncts; Huddleston & Pullum 2002 ch. 8 §4 on domain adjuncts), the aspectual verb's
    prior state included, so a draft without it generalises past what the sentence says ("On
    the local level, compacts continue to grab a larger share" does not entail that compacts
    have been grabbing a larger share everywhere; blind review s1201f). The draft keeps it.
    Left out, as before: a PP timed by a date or period (it places the transition, Dowty 1979,
    and the draft's own "before" orders the prior state), a discourse connective
    (``DISCOURSE_PPS``, ``CONNECTIVE_PP_NOUNS``; Quirk §8.134-8.137), a PP of cause,
    concession or comparison (not in ``DOMAIN_PREPOSITIONS``), a PP with punctuation inside (an
    appositive the cut could split) and one no comma closes (the parse may have misplaced it)."""
    if subj is None or subj.i < trig.left_edge.i:
        return None
    for k in trig.children:
        if k.dep_ != "prep" or k.i >= subj.left_edge.i:
            continue
        words = list(k.subtree)
        phrase = " ".join(t.lower_ for t in words)
        objs = [t for t in words if t.dep_ == "pobj"]
        if (
            phrase in DISCOURSE_PPS
            or k.lower_ not in DOMAIN_PREPOSITIONS
            or not objs
            or objs[0].lemma_.lower() in CONNECTIVE_PP_NOUNS
            # "Even on his tough constitution,": a focus particle makes the PP scalar or
            # concessive, with a presupposition of its own (König 1991 ch. 3), no frame
            or any(t.lower_ in NP_FOCUS_PARTICLES for t in words if t.dep_ == "advmod")
            or any(t.is_punct and not _word_internal_hyphen(t) for t in words)
            or any(_time_noun(o) or o.ent_type_ in ("DATE", "TIME") for o in objs)
        ):
            continue
        # a comma must close it: without one the PP may be the parser's, not a fronted frame
        after = k.doc[k.right_edge.i + 1] if k.right_edge.i + 1 < len(k.doc) else None
        if after is None or after.text != ",":
            continue
        return _text(words)
    return None


#: Adverbs that place an event after another one of the text ("later", "then", "eventually"):
#: with a present-tense aspectual verb they mark a narrative present (``_draft_aspectual``).
NARRATIVE_SEQUENCE_ADVERBS = frozenset(
    {"later", "then", "eventually", "subsequently", "afterwards", "afterward", "soon"}
)

#: Adverbs that locate or qualify the transition itself, not the state before it: "began to
#: smile again" is one more start, "soon started working" a quick one (Dowty 1979 ch. 2 on the
#: aspectual verbs' change; Quirk et al. 1985 §8.51-8.57, time position and frequency adjuncts).
TRANSITION_ADVERBS = frozenset(
    {
        "again",
        "anew",
        "once",
        "then",
        "now",
        "soon",
        "later",
        "eventually",
        "finally",
        "suddenly",
        "gradually",
        "immediately",
        "today",
        "yesterday",
        "tomorrow",
        "further",
        # "began drinking early in her marriage", "started painting late in life": time
        # position of the start (Quirk et al. 1985 §8.51), with the PP that follows them
        "early",
        "late",
    }
)
#: Prepositions of a time-position adjunct ("in May 2011", "on March 19", "towards the end
#: of the decade", "by the 1930s"; Quirk et al. 1985 §9.33-9.40).
TIME_POSITION_PREPS = frozenset({"in", "on", "at", "around", "towards", "toward", "by", "during"})


#: Month names, capitalised: the object of a time-position preposition ("on 5 May", "in June").
MONTHS = frozenset(m.capitalize() for m in MONTH_NAMES)
#: A year or decade written in figures: "1990", "1990s", "2010's" (years 1000-2099).
YEAR = re.compile(r"(?:1\d|20)\d\d(?:'?s)?")


#: Era designations after a year ("3000 BCE", "AD 410"): the phrase is a date (Quirk et al.
#: 1985 §9.35 on dates as time-position adjuncts).
ERAS = frozenset({"BC", "BCE", "AD", "CE", "B.C.", "A.D."})


def _era(tok: Token) -> bool:
    """``tok`` is an era designation with its year ("around 3000 BCE"; the parser may make
    the year a sibling right before it)."""
    return tok.text in ERAS and (
        any(k.like_num for k in tok.children) or (tok.i > 0 and tok.doc[tok.i - 1].like_num)
    )


def _frequency_np(tok: Token) -> bool:
    """A time NP of frequency ("every morning", "each week"): a quantifier over occasions
    belongs to the habitual activity (Quirk et al. 1985 §8.64 on frequency adjuncts), not to
    the time position of one transition."""
    return any(k.dep_ == "det" and k.lower_ in ("every", "each") for k in tok.children)


def _time_noun(tok: Token) -> bool:
    """A date, a time or a period noun ("May 2011", "the end of the decade"), or a year
    ("in 1990", "in the 1990s"), which the run's parse may have no entity type for when the
    pipeline runs without NER."""
    if tok.ent_type_ in ("DATE", "TIME") or YEAR.fullmatch(tok.text) or tok.text in MONTHS:
        return True
    nouns = word_set("presupposition_temporal_nouns")
    if _era(tok):
        return True
    if tok.lower_ == "age" and any(t.like_num for t in tok.subtree if t.i > tok.i):
        # "at the age of forty", "at age twelve": a point in a life, a time-position adjunct
        # (Quirk et al. 1985 §9.33-9.37 on "at" of time position), a DATE for spaCy's NER
        return True
    return tok.lemma_.lower() in nouns or tok.lower_ in ("end", "beginning", "start", "middle")


#: Prepositions and subordinators of a time adjunct that gives an end point ("until the
#: eruption", "till it closed"; Quirk et al. 1985 §9.39, §15.25 on "until" as the end of a
#: duration).
ENDPOINT_WORDS = frozenset({"until", "till", "til"})


def _endpoint_adjunct(child: Token) -> bool:
    """``child`` is an "until" phrase or clause of the complement verb."""
    if child.dep_ == "prep":
        return child.lower_ in ENDPOINT_WORDS
    if child.dep_ == "advcl":
        return any(k.dep_ == "mark" and k.lower_ in ENDPOINT_WORDS for k in child.children)
    return False


#: Prepositions of a duration ("for hours") or of an extent past a point ("well past the point
#: of exhaustion", "far into the night", "beyond midnight"; Quirk et al. 1985 §8.55-8.57 and
#: §9.39-9.42 on duration and "past"/"beyond"/"into"/"through" of time).
DURATION_PREPS = frozenset({"for", "past", "beyond", "into", "through", "throughout"})
#: Degree adverbs that make a "past"/"beyond" PP an extent ("well past", "far beyond", "way past",
#: "long into"; Quirk et al. 1985 §7.56 on intensifiers of prepositional phrases).
EXTENT_ADVERBS = frozenset({"well", "far", "way", "long", "deep", "late"})
#: Nouns of an unspecified stretch of time the NER does not mark ("for a while", "for ages").
STRETCH_NOUNS = frozenset({"while", "ages", "time", "moment", "minute", "hour", "stretch"})


def _duration_adjunct(child: Token) -> bool:
    """``child`` is a duration or extent PP of the complement verb: "for" + a time ("for hours",
    "for three more years", "for a while"), or "past"/"beyond"/"into"/"through" + a time or
    under a degree adverb ("well past the point of exhaustion"). "worked for the company" and
    "walked past the house" (a beneficiary, a path) stay."""
    if child.dep_ != "prep" or child.lower_ not in DURATION_PREPS:
        return False
    obj = next((t for t in child.children if t.dep_ == "pobj"), None)
    if obj is None:
        return False
    timed = _time_noun(obj) or obj.lemma_.lower() in STRETCH_NOUNS or _measure_of_time(obj)
    if child.lower_ == "for":
        return timed
    extent = any(k.dep_ == "advmod" and k.lower_ in EXTENT_ADVERBS for k in child.children)
    return timed or extent or _extent_adverb_before(child)


#: Nouns of a measure that "of time" makes a duration ("a certain length of time", "a short
#: period of time", "a long span of time"; Quirk et al. 1985 §5.9 on partitive measure nouns).
TIME_MEASURE_NOUNS = frozenset({"length", "period", "span", "amount", "stretch", "space"})


def _measure_of_time(obj: Token) -> bool:
    """ "for a certain length of time", "for a short period of time": a measure noun of
    ``TIME_MEASURE_NOUNS`` with an "of" complement that is a time noun is itself a duration
    (the head of a partitive measure phrase names the quantity of time, Quirk et al. 1985 §5.9),
    so "for" + it is a duration adjunct like "for hours" (review s1202z)."""
    if obj.lemma_.lower() not in TIME_MEASURE_NOUNS:
        return False
    return any(
        k.dep_ == "prep"
        and k.lower_ == "of"
        and any(g.dep_ == "pobj" and g.lemma_.lower() in STRETCH_NOUNS for g in k.children)
        for k in obj.children
    )


def _extent_adverb_before(prep: Token) -> bool:
    """A degree adverb right before ``prep`` that the parser hung on the verb ("far into")."""
    if prep.i == 0:
        return False
    before = prep.doc[prep.i - 1]
    return before.dep_ == "advmod" and before.head == prep.head and before.lower_ in EXTENT_ADVERBS


#: Prepositions that order an event before or after another ("before the wedding", "after the
#: war"; Quirk et al. 1985 §9.38 time-relation prepositions).
SEQUENCE_PREPS = frozenset({"before", "after"})


#: Subordinators of a time clause that locates an event at a point ("when the music ended",
#: "as soon as she arrived", "once it opened"; Quirk et al. 1985 §15.25).
POINT_TIME_SUBORDINATORS = frozenset({"when", "once", "as", "after", "before"})


def _time_clause(clause: Token) -> bool:
    """``clause`` is introduced by a point-time subordinator (``POINT_TIME_SUBORDINATORS``).
    The parser sometimes hangs "when the bell rang" on a gerund as a ccomp; a ccomp counts only
    under a verb that takes no question complement (``presupposition_question_predicates``),
    so "asking when it opened" keeps its complement."""
    if clause.dep_ == "ccomp" and clause.head.lemma_.lower() in word_set(
        "presupposition_question_predicates"
    ):
        return False
    return any(
        k.dep_ in ("mark", "advmod") and k.i < clause.i and k.lower_ in POINT_TIME_SUBORDINATORS
        for k in clause.children
    )


#: -ly adverbs that are no manner adverbs (focus, degree, truth and hedge subjuncts: Quirk et
#: al. 1985 §8.116-8.127): they stay in a continuation draft.
DRAFT_KEPT_LY = frozenset(
    {"only", "really", "simply", "merely", "nearly", "hardly", "barely", "actually",
     "literally", "truly", "largely", "mostly", "mainly", "partly", "fully", "entirely",
     "practically", "virtually", "basically", "apparently", "probably", "certainly"}
)  # fmt: skip


def _stray_subject_adjective(trig: Token, subj: Token | None) -> Token | None:
    """ "as otherworldly visitors began to prey upon the weak": the tagger read the -ly
    adjective "otherworldly" as an adverb and the parser hung it on the verb, so the draft's
    subject lost it ("Visitors had not been preying ..." is about all visitors). An -ly word
    right before the subject's first word that WordNet has as an adjective and not as an
    adverb (otherworldly, ghostly, friendly, lonely: adjectives in -ly, Quirk et al. 1985
    §7.71) is the subject's premodifier: a premodifier restricts the noun and belongs to the
    description the presupposition is about."""
    if subj is None:
        return None
    first = subj.left_edge
    if first.i == 0:
        return None
    prev = first.doc[first.i - 1]
    if prev.head.i != trig.i or prev.dep_ != "advmod" or not prev.lower_.endswith("ly"):
        return None
    wn = wordnet()
    if wn.synsets(prev.lower_, "r") or not (
        wn.synsets(prev.lower_, "a") or wn.synsets(prev.lower_, "s")
    ):
        return None
    return prev


def _continuation_manner(trig: Token, comp: Token) -> set[int]:
    """A manner adverb between "continue/keep" and its -ing or infinitive complement ("just
    continues quietly clicking through photos", "kept nervously tapping"): "continue" takes
    for granted the activity before the reference time and asserts that it goes on
    (Karttunen 1973; NOPE App. A), and a manner adverb placed there describes the going on,
    the asserted part (Davidson 1967: a manner adverb predicates of the event it modifies;
    Ernst 2002 ch. 2): "he stops commenting and continues quietly clicking" does not take for
    granted that the earlier clicking was quiet. The draft keeps the bare activity ("He has been
    clicking through photos"). So does an adverb after the verb ("kept clicking quietly",
    "continue reading it carefully"): the draft states the prior activity with its object and
    without its manner (IMPPRES change-of-state templates; Simons 2001; blind review s1204v;
    stop 79, pr163), and a weaker draft is still entailed. Told by an -ly adverb (not
    ``DRAFT_KEPT_LY``) whose WordNet adverb sense derives from an adjective (a pertainym:
    quietly <- quiet). A "without" adjunct after the verb goes too (``_circumstance_adjunct``)."""
    out: set[int] = set()
    for k in comp.children:
        if _circumstance_adjunct(comp, k):
            out.update(t.i for t in k.subtree)
            continue
        if k.dep_ != "advmod" or not (trig.i < k.i != comp.i) or k.tag_ != "RB":
            continue
        word = k.lower_
        if not word.endswith("ly") or word in DRAFT_KEPT_LY:
            continue
        if any(
            p
            for syn in wordnet().synsets(word, "r")[:2]
            for lem in syn.lemmas()
            for p in lem.pertainyms()
        ):
            out.update(t.i for t in k.subtree)  # with its degree word ("too quickly")
    return out


#: Prepositions of an adjunct that tells the circumstances in which an activity goes on, not
#: what the activity is: "without V-ing/NP" (a negative accompanying circumstance, Quirk et al.
#: 1985 §9.50-9.51, §15.59 on "without" + -ing as an adverbial of attendant circumstance).
CIRCUMSTANCE_PREPOSITIONS = frozenset({"without"})


def _circumstance_adjunct(comp: Token, k: Token) -> bool:
    """A "without" adjunct after the complement of "continue/keep" ("continue editing without
    checking the log", "kept walking without a map"): "continue" presupposes the prior activity
    and asserts that it goes on (Karttunen 1973; Simons 2001; IMPPRES's change-of-state
    templates state the bare prior activity), and an attendant-circumstance adjunct describes
    the going on, the asserted part, as a manner adverb does (``_continuation_manner``):
    "You can continue editing without worrying about it" does not take for granted that the
    editing so far was carefree (blind review s1204v pres-038/079). The object of the
    activity stays: it is part of what was going on."""
    return (
        k.dep_ == "prep"
        and k.lower_ in CIRCUMSTANCE_PREPOSITIONS
        and k.i > comp.i
        and any(c.dep_ in ("pobj", "pcomp") for c in k.children)
    )


def _transition_adjuncts(comp: Token) -> tuple[set[int], str | None]:
    """The words of an aspectual complement that time or qualify the change, and the time to
    write after "before". The prior state of "began publishing it in May 2011" held before May
    2011, not in it, and "had not been smiling again" contradicts itself: the adjunct modifies
    the transition the aspectual verb asserts, and the presupposed prior state precedes it
    (Dowty 1979; Karttunen 1973 on "stop"/"begin"). A single time-position PP becomes "before
    <time>"; the rest is left out ("... before")."""
    drop: set[int] = set()
    times: list[Token] = []
    verbs = [comp, *_coordinated_vps(comp)]
    for child in (k for v in verbs for k in v.children):
        if child.i < comp.i and child.dep_ != "advmod":
            continue
        if child.dep_ == "advmod" and child.lower_ in TRANSITION_ADVERBS:
            drop.add(child.i)
        elif (
            child.dep_ == "prep"
            and child.i - 1 in drop
            and child.doc[child.i - 1].lower_ in ("early", "late")
        ):
            # "early [in her marriage]": the parser hangs the adverb's PP on the verb
            drop.update(t.i for t in child.subtree)
        elif child.dep_ in ("advcl", "ccomp") and child.i > comp.i and _time_clause(child):
            # "stopped talking when the music ended": the clause times the transition
            drop.update(t.i for t in child.subtree)
        elif (
            child.dep_ == "npadvmod"
            and not _frequency_np(child)
            and (child.ent_type_ in ("DATE", "TIME") or _era(child) or _time_noun(child))
        ):
            # "stopped drinking last winter": the parser hangs the time NP on the gerund, but
            # it locates the transition, not the prior activity, which held before it (the
            # run's parse may have no NER, hence ``_time_noun``; pr106). "every morning" is
            # a frequency adjunct of the habitual activity and stays (``_frequency_np``),
            # whether or not NER types it TIME: a frequency adjunct quantifies over occasions
            # of the activity, it locates no one transition (Quirk et al. 1985 §8.64 on
            # frequency vs. time-position adjuncts; stop 76, mn77)
            drop.update(t.i for t in child.subtree)
        elif child.dep_ == "advmod" and child.lower_ == "ago" and child.i > comp.i:
            # "stopped working long ago": "ago" dates the transition (Quirk et al. 1985
            # §9.65), the prior activity held before it (pr106)
            drop.update(t.i for t in child.subtree)
        elif child.i > comp.i and _duration_adjunct(child):
            # "continued swimming for hours", "kept swimming well past the point of
            # exhaustion": how long the activity went on after the reference time, not part of
            # the bare activity the aspectual verb presupposes (Dowty 1979 ch. 2)
            drop.update(t.i for t in child.subtree)
            if _extent_adverb_before(child):
                drop.add(child.i - 1)  # "far [into the night]": the parser hangs "far" on the verb
        elif _endpoint_adjunct(child):
            # "continued to build up until the eruption": the end of the continuation, which
            # comes after the transition, not part of the state before it
            drop.update(t.i for t in child.subtree)
        elif child.dep_ == "prep" and child.lower_ in SEQUENCE_PREPS and child.i > comp.i:
            # "stopped smoking before the wedding": the PP orders the transition, and the
            # template's own "before" would double it ("... before the wedding before")
            drop.update(t.i for t in child.subtree)
        elif child.i > comp.i and _purpose_adjunct(child):
            # "started painting with the expectation that she would dazzle people": the aim
            # the activity was begun with, not part of the activity that had not been going on
            drop.update(t.i for t in child.subtree)
            if child.left_edge.i > 0 and child.doc[child.left_edge.i - 1].text == ",":
                drop.add(child.left_edge.i - 1)
        elif child.dep_ == "prep" and child.lower_ in TIME_POSITION_PREPS:
            pobjs = [t for t in child.children if t.dep_ == "pobj"]
            obj = pobjs[0] if pobjs else None
            if obj is not None and obj is not pobjs[-1] and _era(pobjs[-1]):
                # "around 3000 BCE" parsed as two objects: a date, but no one phrase to repeat
                # ("before 3000" would be a year of the common era)
                drop.update(t.i for t in child.subtree)
            elif obj is not None and _time_noun(obj):
                drop.update(t.i for t in child.subtree)
                times.append(obj)
        start = _appended_start(child, comp)
        if start is not None:
            # "started writing "Here", working with co-writers", "began to flow - sobs she
            # never expected": set-off material that comments on the matrix event
            drop.update(range(start, child.right_edge.i + 1))
    for child in (k for v in verbs for k in v.children):
        if child.i > comp.i and child.i not in drop and _cause_adjunct(child):
            # "stopped regenerating due to the monsters nearby": the cause explains the
            # change the aspectual verb asserts, not the prior activity, which had no such
            # cause (Abusch 2002, 2010: the presupposition of a change-of-state predicate is
            # the prior state alone; Quirk et al. 1985 §15.45 on reason adjuncts)
            drop.update(t.i for t in child.subtree)
    for tok in comp.subtree:
        if tok.lower_ == "even" and tok.dep_ == "advmod" and tok.i > comp.i:
            # "continued to insist on leading them even into her dotage": "even" marks its
            # associate as the far end of a scale the continuation is asserted to reach
            # (Karttunen & Peters 1979 on "even"); the presupposed earlier activity is the
            # activity before that point, not "into her dotage before". A verb associate
            # ("started to sing and even dance") is a conjoined activity of the complement,
            # not a point on that scale: only "even" goes, or the coordinator is left dangling
            # ("*had not been singing and before")
            adjunct = tok.head.i == tok.i + 1 and tok.head.pos_ not in ("VERB", "AUX")
            span = tok.head if adjunct else tok
            drop.add(tok.i)
            drop.update(t.i for t in span.subtree)
    drop |= _dashed_span(comp)
    drop |= _parenthesised_clauses(comp)
    times.extend(_title_time_objects(comp, drop))
    when = None
    if len(times) == 1:
        obj = times[0]
        when = _text([t for t in obj.subtree if not (t.is_punct and t.i == obj.right_edge.i)])
    return drop, when


def _cause_adjunct(child: Token) -> bool:
    """A reason adjunct of the complement's verb: a "because of / due to / owing to / thanks
    to" PP or a "because"-clause (Quirk et al. 1985 §9.44, §15.45)."""
    if child.dep_ == "prep" and child.lower_ in CAUSAL_OPENERS:
        return True
    return child.dep_ == "advcl" and any(
        m.dep_ == "mark" and m.lower_ == "because" for m in child.children
    )


#: Dependents that a comma sets off as a supplementive adjunct of the complement's event: a
#: participle or verbless clause ("working with co-writers"), a PP or adverb ("despite the
#: injury") after a comma.
SUPPLEMENT_DEPS = frozenset({"advcl", "prep", "advmod", "npadvmod"})
#: Dashes that set off appended material; a hyphen counts only when spaced (" - ").
DASHES = frozenset({"-", "--", "\u2013", "\u2014"})


#: Dependents that make the words around a spaced hyphen one compound modifier ("maximum -
#: security prison", "Thirty - four"): a hyphen inside a word, whatever its spacing.
COMPOUND_PART_DEPS = frozenset({"amod", "compound", "nmod", "nummod", "quantmod", "npadvmod"})


def _spaced_dash(tok: Token) -> bool:
    """A dash that sets off material: an en or em dash, a double hyphen, or a hyphen with a
    space on both sides in running text that is not a compound ("maximum - security")."""
    if tok.text not in DASHES:
        return False
    if tok.text != "-":
        return True
    if tok.i == 0 or tok.i + 1 >= len(tok.doc):
        return False
    prev, nxt = tok.doc[tok.i - 1], tok.doc[tok.i + 1]
    # a tokenized source ("securely , Caldern") spaces every hyphen: there it says nothing
    if not (prev.whitespace_ and tok.whitespace_) or looks_tokenized(tok.doc.text):
        return False
    compound = nxt.dep_ in COMPOUND_PART_DEPS or (
        prev.dep_ in COMPOUND_PART_DEPS and prev.head == nxt
    )
    return not compound


def _appended_start(child: Token, comp: Token) -> int | None:
    """Where the set-off material of ``child`` starts, if ``child`` follows the complement verb
    behind a comma (a supplementive clause or adjunct: "started writing it, working with
    co-writers"); the words after a spaced dash (appended material: "began to flow
    uncontrollably - sobs she never expected", which the parser may hang on the verb as an
    object) are ``_dashed_span``. Such material is
    loosely attached: a supplementive clause gives circumstances of the matrix event (Quirk et
    al. 1985 §15.58-15.60, Huddleston & Pullum 2002 ch. 14 §9) and a dash marks an appendix or
    afterthought (Quirk et al. 1985 §17.65, Appendix III.20), not part of the activity whose
    prior absence or presence "start"/"stop"/"continue" presuppose (Karttunen 1973; Dowty 1979
    ch. 2); kept, it runs into the draft as a garbled clause (blind review s1129l)."""
    if child.i <= comp.i:
        return None
    before = child.left_edge.i - 1
    if before <= comp.i:
        return None
    if child.doc[before].text == "," and child.dep_ in SUPPLEMENT_DEPS:
        return before
    return None


def _dashed_span(comp: Token) -> set[int]:
    """The words of the complement from a spaced dash after the verb to the closing dash, or to
    the end of the complement if none closes it ("began to rise - slowly at first"): appended
    or parenthetic material (``_appended_start``), whatever word the parser hung it on."""
    words = [t for t in comp.subtree if t.i > comp.i]
    for k, t in enumerate(words):
        if _spaced_dash(t):
            end = next((u.i for u in words[k + 1 :] if _spaced_dash(u)), comp.right_edge.i)
            return set(range(t.i, end + 1))
    return set()


def _parenthesised_clauses(comp: Token) -> set[int]:
    """The words of a bracketed clause after the complement verb, brackets included ("began to
    design the chip (later renamed the ARM)"): a parenthesis is a supplement, outside the
    clause's integrated content (Huddleston & Pullum 2002 ch. 15 §5; Quirk et al. 1985
    §17.65), and a verb inside it adds its own event ("later renamed"), which the prior state
    the aspectual verb presupposes does not include; its words without the brackets read as a
    restrictive reduced relative ("the chip later renamed the ARM", review s1202z)."""
    doc = comp.doc
    out: set[int] = set()
    words = [t for t in comp.subtree if t.i > comp.i]
    for t in words:
        if t.text != "(":
            continue
        close = next((u.i for u in doc[t.i + 1 : comp.right_edge.i + 1] if u.text == ")"), None)
        if close is None:
            continue
        if any(u.pos_ in ("VERB", "AUX") for u in doc[t.i + 1 : close]):
            out.update(range(t.i, close + 1))
    return out


def _title_time_objects(comp: Token, drop: set[int]) -> list[Token]:
    """A time-position PP after a quoted title that the parser hung on a word of the title
    ("with "Stop the Music" in 1949": "in 1949" under "Stop"). The quotation marks close the
    title, a name that takes no adjunct of its own (Quirk et al. 1985 §17.87 on titles as
    names), so the PP times the clause: dropped from the draft like the complement's own time
    PP, its object returned for "before <time>"."""
    out: list[Token] = []
    pairs = _quote_pairs(comp.doc)
    for a, b in pairs:
        if not (comp.i < a and b <= comp.right_edge.i):
            continue
        for t in comp.doc[a + 1 : b]:
            for child in t.children:
                if child.i <= b or child.i in drop:
                    continue
                if child.dep_ != "prep" or child.lower_ not in TIME_POSITION_PREPS:
                    continue
                obj = next((k for k in child.children if k.dep_ == "pobj"), None)
                if obj is not None and _time_noun(obj):
                    drop.update(x.i for x in child.subtree)
                    out.append(obj)
    return out


#: Nouns of aim or attitude whose PP with a clause is a purpose adjunct ("with the expectation
#: that ...", "in the hope that ...", "with the aim of ...", "with the intention to ...").
PURPOSE_NOUNS = frozenset(
    {"expectation", "hope", "intention", "aim", "goal", "idea", "purpose", "object", "view",
     "belief", "wish", "desire", "intent", "plan", "ambition", "dream", "order"}
)  # fmt: skip


def _purpose_adjunct(child: Token) -> bool:
    """A purpose adjunct of an aspectual complement: "in order to"/"so as to"/"so that" clauses
    and a "with/in" PP whose aim noun takes a clause ("with the expectation that she would
    dazzle people", "in the hope of winning"). It gives the purpose or attitude of the agent at
    the transition (Quirk et al. 1985 §8.90 and §15.48 on purpose adjuncts), which the prior
    state ("had not been painting before") does not include (blind review, twenty-first pass)."""
    if child.dep_ in ("advcl", "xcomp"):
        words = [t.lower_ for t in child.doc[child.left_edge.i : child.i]]
        if words[:2] in (["in", "order"], ["so", "as"]) or words[:2] == ["so", "that"]:
            return True
        # "continue to transmit for a while to ensure that all nodes detect it": a bare
        # "to"-infinitive adverbial clause after the object and adjuncts is a purpose clause
        # as well ("to" alone marks purpose, Quirk et al. 1985 §15.48; Huddleston & Pullum
        # 2002 ch. 8 §14.1), the aim at the transition, not part of the earlier activity; an
        # xcomp ("keeps trying to win") is the verb's own complement and stays (review s1202z)
        return (
            child.dep_ == "advcl"
            and child.tag_ == "VB"
            and words[:1] == ["to"]
            and not any(k.dep_ in ("nsubj", "nsubjpass") for k in child.children)
        )
    if child.dep_ != "prep" or child.lower_ not in ("with", "in"):
        return False
    obj = next((t for t in child.children if t.dep_ == "pobj"), None)
    if obj is None or obj.lemma_.lower() not in PURPOSE_NOUNS:
        return False
    return any(
        k.dep_ in ("acl", "ccomp", "relcl")
        or (k.dep_ == "prep" and k.lower_ == "of" and any(g.tag_ == "VBG" for g in k.children))
        for k in obj.children
    )


#: Quantity words on a noun: "the most / more / the fewest / fewer / many / several prizes".
#: "The most prizes" is a quantity superlative ("more prizes than any other", the relative
#: superlative of "many": Szabolcsi 1986 "Comparative superlatives"; Hackl 2009 on "most" as the
#: superlative of "many"), a count of what was won over time, not a thing the subject lacked
#: before: "Japan has won the most prizes" -/-> "Japan did not have the most prizes before"
#: (blind review s1130i). Only a direct dependent of the noun counts: in "the most famous
#: prize", "most" modifies the adjective.
QUANTITY_WORDS = frozenset({"most", "more", "fewest", "fewer", "least", "less", "many", "several"})


def _non_referential_object(obj: Token | None) -> bool:
    """Whether ``obj`` is an indefinite, bare or quantified NP ("three titles", "a job", "some
    money", "titles"): it does not name a thing that existed before the event. Its quantifier
    outscopes the change ("for three titles x, she did not have x before"), so a prior-state
    draft that puts it under "not" or counts it ("She did not have three titles before",
    "She had 10 pounds before") states another proposition (May 1985 on quantifier scope;
    Heim 1982: an indefinite introduces a new referent, it does not pick up an old one)."""
    if obj is None or obj.pos_ == "PRON":
        return False
    kids = list(obj.children)
    if any(k.lower_ in QUANTITY_WORDS and k.dep_ in ("amod", "det", "advmod") for k in kids):
        # "won the most prizes", "won more titles": a quantity, not a referent, even after
        # "the" (``QUANTITY_WORDS``)
        return True
    if obj.pos_ == "PROPN":
        # a name is referential, unless an article or numeral makes it a common noun for an
        # award or product: "won an Emmy", "won two Grammys" (a name used as a count noun,
        # Quirk et al. 1985 §5.66)
        return any(
            (k.dep_ == "det" and k.lower_ in INDEFINITE_DETS) or k.dep_ == "nummod"
            for k in kids
            if k.i < obj.i
        )
    if any(k.dep_ == "nummod" or k.tag_ == "CD" for k in kids if k.i < obj.i):
        return True
    if any(k.dep_ == "poss" for k in kids):
        return False
    return not any(k.dep_ == "det" and k.lower_ in DEFINITE_DETERMINERS for k in kids)


#: Determiners that make a name a common count noun ("an Emmy", "another Oscar").
INDEFINITE_DETS = frozenset({"a", "an", "another", "some", "any", "no"})

#: Adverbs that say the event happened before ("won it again", "re-elected once more").
REPETITIVE_ADVERBS = frozenset({"again", "anew", "repeatedly"})

#: Object case of the subject pronouns, for a subject that a template puts after "by".
OBJECT_CASE = {"i": "me", "we": "us", "they": "them", "he": "him", "she": "her"}
#: Subject case of the object pronouns, for an object that a template puts first.
SUBJECT_CASE = {k: v[0].upper() + v[1:] for k, v in NOMINATIVE.items()}

#: Prior-state templates that say the object was (not) had or employed before: the ones a
#: non-referential or pronoun object cannot fill (``_draft_change_of_state``).
_POSSESSION_TEMPLATE = re.compile(r"\b(?:have|had) \{obj\}|^\{obj\} \{be\} (?:not )?employed")


def _without_role_pp(comp: Token) -> list[Token]:
    """The words of a "remain"/"stay" complement without an "as" PP of role inside it:
    "remained with the team as a coach" -> "with the team". The "as" phrase gives the capacity
    the state is held in from the reference time on (Quirk et al. 1985 §9.61, §16.48 on "as"
    role adjuncts); the presupposed earlier state is being with the team, possibly in another
    capacity ("He retired from racing but remained with the team as a coach": he was a rider
    there before; blind review s1129l)."""
    drop: set[int] = set()
    for t in comp.subtree:
        if (
            t.i != comp.i
            and t.dep_ == "prep"
            and t.lower_ == "as"
            and any(k.dep_ == "pobj" and k.pos_ in ("NOUN", "PROPN") for k in t.children)
        ):
            drop.update(x.i for x in t.subtree)
        elif (
            t.i != comp.i
            and t.dep_ == "prep"
            and t.left_edge.i > 0
            and t.doc[t.left_edge.i - 1].text == ","
        ):
            # "remained the duke's stronghold, with Dijon as its seat": a comma-set-off PP
            # is a supplement (Huddleston & Pullum 2002 ch. 15 §5), here a "with" absolute
            # (Quirk et al. 1985 §15.58), no part of the state that held before
            drop.update(x.i for x in t.subtree)
    words = [t for t in comp.subtree if t.i not in drop]
    while words and words[-1].is_punct:
        words.pop()
    return words


def _parallel_antecedent(trig: Token, obj: Token | None) -> str | None:
    """The antecedent of an object "it" of a second conjoined verb, as a definite NP: the
    singular common-noun object of the first conjunct ("The ninjas find a clue but drop it" ->
    "the clue"). In a VP coordination the pronoun in the parallel object position picks up the
    first conjunct's object (Smyth 1994 on parallel function in pronoun resolution; Kehler 2002
    ch. 4 on parallel coherence), and a second mention of an indefinite's referent is definite
    (Heim 1982). A draft that keeps "it" leaves it without antecedent (blind review s1129l)."""
    if obj is None or obj.lower_ != "it" or trig.dep_ != "conj" or trig.head.pos_ != "VERB":
        return None
    ant = next((k for k in trig.head.children if k.dep_ == "dobj"), None)
    if ant is None or ant.pos_ != "NOUN" or ant.tag_ != "NN":
        return None
    if any(k.dep_ == "dobj" and k.i != obj.i for k in trig.children):
        return None
    if any(k.dep_ in ("poss", "nummod", "conj") for k in ant.children):
        return None
    mods = [k for k in ant.children if k.dep_ in ("amod", "compound") and k.i < ant.i]
    if any(k.i != ant.i - len(mods) + n for n, k in enumerate(mods)):
        return None  # a modifier with words of its own in between: leave the pronoun alone
    return "the " + _text([*mods, ant])


def _opaque_pronoun(obj: Token | None) -> bool:
    """Whether the object is "it"/"them"/"that": the sense check of a possession template
    (win/lose a contest vs a prize: lose.v.02 / win.v.01 by WordNet hypernym, ``is_contest``)
    needs a noun; with a pronoun the sense is unclear ("She won it" may be the game), so no
    prior-state draft (round 6 of #11: drop where the sense is unclear)."""
    return obj is not None and obj.lower_ in ("it", "them", "that", "this", "one")


#: Adverb particles of English phrasal verbs (Quirk et al. 1985 §16.3, the particles that also
#: work as adverbs; "home" and "together" left out: they add a goal or manner, no new lexeme).
#: spaCy's small model often labels them ``advmod`` ("fell/VBD apart/RB"), not ``prt``.
PARTICLE_ADVERBS = frozenset(
    {
        "aback", "about", "across", "ahead", "along", "apart", "around", "aside", "away",
        "back", "behind", "by", "down", "forth", "forward", "in", "off", "on", "out", "over",
        "round", "through", "under", "up",
    }
)  # fmt: skip


def _particle(verb: Token) -> str | None:
    """The particle of a phrasal verb ("fell apart", "broke down"), or None: a ``prt`` (or RP)
    dependent, or a word of ``PARTICLE_ADVERBS`` attached as ``advmod`` or ``prep`` with no
    object of its own (so not a preposition: "fell off the roof" keeps its draft)."""
    for k in verb.children:
        if k.dep_ == "prt" or k.tag_ == "RP":
            return k.lower_
        if k.dep_ == "advmod" and k.lower_ in PARTICLE_ADVERBS and not list(k.children):
            return k.lower_
        if (
            k.dep_ == "prep"
            and k.lower_ in PARTICLE_ADVERBS
            and not any(g.dep_ in ("pobj", "pcomp") for g in k.children)
        ):  # "broke out of jail": particle + preposition, "out" has no object of its own
            return k.lower_
    return None


def _double_object(verb: Token) -> bool:
    """The verb has a double-object (dative) frame: "The effort won the team many awards" is
    "won many awards for the team", a creation/transfer frame (Levin 1993 §2.1, dative
    alternation; Goldberg 1995 ch. 6, the ditransitive construction): the subject gains nothing
    and the prior-state template ("did not have X before") has no referent to fill."""
    objects = [k for k in verb.children if k.dep_ in ("dobj", "obj")]
    return len(objects) > 1 or any(k.dep_ == "dative" and k.pos_ != "ADP" for k in verb.children)


#: Predicative adjectives of "fall ADJ" that the tagger reads as adverbs ("fell/VBD ill/RB"):
#: WordNet fall.v.03's states of body or mind.
FALL_INTO_STATE = frozenset({"ill", "sick", "asleep", "silent", "quiet", "still"})


#: Prepositions of place that head a predicative complement of "stay"/"remain" ("stayed in
#: Paris", "remained at home"): the locative complement of a current copula (Quirk et al. 1985
#: §16.21, §9.15 prepositions of place).
LOCATIVE_PREPOSITIONS = frozenset(
    {
        "in", "at", "on", "inside", "outside", "near", "behind", "under", "beneath", "above",
        "below", "beside", "between", "among", "within", "with", "aboard", "abroad", "home",
        "out", "away", "there", "here", "off", "onboard", "indoors", "outdoors", "underground",
    }
)  # fmt: skip


def _controller(verb: Token) -> Token | None:
    """The object that controls the understood subject of an infinitival trigger ("I persuaded
    her to stay": she stayed), or None. With a direct object before the to-infinitive the object
    is the controller (object control: persuade, convince, force, ask; Rosenbaum 1967;
    Huddleston & Pullum 2002 ch. 14 §4.2; "promise" is the rare subject-control exception)."""
    if verb.dep_ != "xcomp" or any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children):
        return None
    return next((c for c in verb.head.children if c.dep_ in ("dobj", "obj") and c.i < verb.i), None)


def _passive_agent(verb: Token) -> Token | None:
    """The object of the by-phrase of a passive verb ("used by him": him), or None."""
    agent = next((k for k in verb.children if k.dep_ == "agent"), None)
    return next((g for g in agent.children if g.dep_ == "pobj"), None) if agent else None


def _under_passive_non_agent(verb: Token, subj: Token | None) -> bool:
    """``verb`` is a subjectless infinitive under a passive verb whose subject cannot act ("The
    painting was used [by him] to win the prize"): a purpose infinitive, whose understood
    subject is the passive's agent, not its subject (Huddleston & Pullum 2002 ch. 14 §4.3 on
    purpose adjuncts; Jones 1991 on purpose clauses; blind review #2, nineteenth pass). A person
    subject stays the controller ("He was persuaded to stay": object control passivised)."""
    if verb.dep_ not in ("xcomp", "advcl") or subj is None:
        return False
    if any(k.dep_ in _SUBJECT_DEPS for k in verb.children):
        return False
    if not any(k.dep_ == "aux" and k.lower_ == "to" for k in verb.children):
        return False
    passive = any(k.dep_ == "auxpass" for k in verb.head.children)
    return passive and subj.head.i == verb.head.i and _non_agent(subj)


#: Verbs of motion whose prior state is a location (leave: "was in X before"; arrive/come:
#: "was not at X before"; return: "was away from X before"; Levin 1993 §51.1 verbs of
#: inherently directed motion). The draft names the place: a bare "there" has no antecedent
#: inside the draft ("He left" -> "He was there before", blind review #11, round 11).
MOTION_PLACE_VERBS = frozenset({"leave", "arrive", "come", "return"})

#: Deictic place adverbs that stand on their own in a draft ("came here" -> "was not here").
DEICTIC_PLACES = frozenset({"here", "home", "abroad", "overseas", "indoors", "outdoors"})


def _place_np(tok: Token) -> str | None:
    """A place noun phrase for the draft: not a person ("left her husband" is leave.v.04
    "abandon", no location) and no pronoun ("left it": the antecedent is outside the draft)."""
    if tok.pos_ == "PRON" or _is_person(tok):
        return None
    return _np(tok) and _without_loose_pps(_np(tok), tok)


def _motion_place(trig: Token, lemma: str) -> str | None:
    """Where the subject was (leave) or was not (arrive, come) before, or what it was away
    from (return), as a locative phrase: "in Liverpool", "at the station", "here", "away from
    the city"; None when the clause names no place."""
    kids = [k for k in trig.children if k.i > trig.i]
    if lemma == "leave":
        obj = next((k for k in kids if k.dep_ in ("dobj", "obj")), None)
        if obj is None:
            return None
        if obj.lower_ == "home":
            return "at home"
        place = _place_np(obj)
        return f"in {place}" if place else None
    for k in kids:
        if k.dep_ == "advmod" and k.lower_ in DEICTIC_PLACES:
            if lemma == "return":
                return f"away from {k.lower_}"
            return "at home" if k.lower_ == "home" else k.lower_
        if k.dep_ == "prep" and k.lower_ in ("to", "in", "at", "into", "on", "onto"):
            pobj = next((g for g in k.children if g.dep_ == "pobj"), None)
            if pobj is not None and _time_noun(pobj):
                # "returned for two more fights in 2007": a time-position adjunct (Quirk et al.
                # 1985 §9.33) dates the transition, it is no place ("*away from 2007 before")
                continue
            place = _place_np(pobj) if pobj is not None else None
            if not place:
                return None
            if lemma == "return":
                return f"away from {place}"
            if k.lower_ in ("in", "into") or pobj.ent_type_ in ("GPE", "LOC"):
                return f"in {place}"
            return f"on {place}" if k.lower_ in ("on", "onto") else f"at {place}"
    # "He returned" -> "He was away before": "away" needs no antecedent (from where he is now)
    return "away" if lemma == "return" else None


def _fall_in_pp(trig: Token) -> tuple[Token, str] | None:
    """The "in" PP of "fall" whose object is a state, feeling, act or event ("in love", "in
    battle"), with that object's first-sense lexicographer file; None for a place ("fell in the
    river") or no such PP."""
    for t in trig.children:
        if t.dep_ != "prep" or t.lower_ != "in" or t.i < trig.i:
            continue
        pobj = next((g for g in t.children if g.dep_ == "pobj"), None)
        if pobj is None:
            continue
        lexname = _noun_lexname(pobj)
        if lexname in ("noun.feeling", "noun.state") and any(
            g.dep_ in ("det", "poss") for g in pobj.children
        ):
            # "fell sharply in the drought": a determined NP is a circumstance adjunct (when);
            # the resulting-state PPs of "fall" are bare ("in love", "in debt"; Quirk et al. 1985
            # §5.40 on bare nouns in idiomatic PPs)
            continue
        if lexname in ("noun.feeling", "noun.state", "noun.act", "noun.event"):
            return t, lexname
    return None


def _body_part_pp(verb: Token, adjective: Token) -> list[Token]:
    """The "in/at" + body-part PP right after the adjective of "go ADJ" ("went weak in the
    knees / at the knees", "went red in the face"): it locates the state on the body and is part
    of the predicate the idiom names (Quirk et al. 1985 §16.21 on resulting copulas with an
    adjective complement; blind review #2, nineteenth pass): "He was not weak before" says
    something else. A place ("went sour in the fridge") is an adjunct and stays out."""
    for k in verb.children:
        if k.dep_ == "prep" and k.i == adjective.right_edge.i + 1 and k.lower_ in ("in", "at"):
            obj = next((g for g in k.children if g.dep_ == "pobj"), None)
            if obj is not None and _noun_lexname(obj) == "noun.body":
                return list(k.subtree)
    return []


#: Modals of possibility, necessity and hypothesis (Quirk et al. 1985 §4.49-4.58); "will" and
#: "shall" (future) are not among them: "will return" still presupposes the prior state.
NON_FACTUAL_MODALS = frozenset({"can", "could", "may", "might", "must", "should", "would", "ought"})


def _modal_transition(trig: Token) -> bool:
    """The change of state is under a modal ("It can be fixed", "the river could rise"): the
    transition is only possible, so the state it presupposes is the one holding now ("it is
    broken"), not a past one, and the template's "was ... before" misdates it (round 34 blind
    reviews; a modal is a hole that projects the presupposition at the reference time of the
    modal clause, Karttunen 1973, Heim 1992). No draft rather than a misdated one."""
    # a gapped passive conjunct shares the first conjunct's modal (``_shared_auxiliaries``)
    return any(
        k.dep_ == "aux" and k.lower_ in NON_FACTUAL_MODALS for k in _shared_auxiliaries(trig)
    )


#: Ordinal adjectives that make the object of "win"/"lose" the first of its kind for the subject
#: ("won her first Emmy", "his maiden title", "lost his first tooth").
FIRST_ORDINALS = frozenset({"first", "maiden"})


def _first_of_kind(obj: Token | None) -> str | None:
    """ "her first Daytime Emmy Award" -> "a Daytime Emmy Award": the object of "win"/"lose"
    with a possessive or definite determiner and the ordinal "first", as an indefinite. "X won
    her first Emmy" presupposes that she had not won an Emmy before (the ordinal's own
    presupposition, that no earlier member of the series exists: Huddleston & Pullum 2002 ch.
    5 §13 on ordinals; and the change of state of win.v.02, NOPE App. A); "She did not have her
    first Emmy before" is odd, since the first Emmy is defined by the winning (blind review
    s1129t). None for any other object."""
    if obj is None or obj.tag_ not in ("NN", "NNP"):
        return None
    before = [k for k in obj.children if k.i < obj.i]
    if not any(k.dep_ == "amod" and k.lower_ in FIRST_ORDINALS for k in before):
        return None
    if not any(k.dep_ in ("det", "poss") for k in before):
        return None
    drop: set[int] = set()
    for k in before:
        if k.dep_ in ("det", "poss") or k.lower_ in FIRST_ORDINALS:
            drop.update(t.i for t in k.subtree)
    words = [t for t in obj.subtree if t.i not in drop]
    if not words:
        return None
    np = _without_loose_pps(_text(words), obj)
    return f"{indefinite_article(np)} {np}"


#: Prepositions of a source an object is torn or broken away from ("tore the poster from the
#: wall", "snapped the branch off the tree", "ripped the page out of the book").
SOURCE_PREPOSITIONS = frozenset({"from", "off"})
#: Verbs of separating (Levin 1993 §23.2 "split" verbs: break, snap, split, tear; "I tore the
#: page from the book"), whose source PP names what the theme was joined to.
SEPARATION_VERBS = frozenset({"tear", "break", "snap", "split", "rip"})

#: Verbs of physical integrity that also mean "decipher" or "surpass" with the right object.
DECIPHER_VERBS = frozenset({"break", "crack"})
#: Objects that break/crack in the decipher or surpass sense (WordNet code.n.02 "a coding
#: system used for transmitting messages requiring brevity or secrecy", cipher.n.01,
#: password.n.01, mystery.n.01 "something that baffles understanding" (enigma), riddle.n.01,
#: record.n.04; Levin 1993 §45.1 lists the break verbs of physical change, which these are not).
DECIPHERED_NOUNS = frozenset(
    {"code", "cipher", "cypher", "encryption", "cryptosystem", "password", "passphrase",
     "passcode", "enigma", "riddle", "puzzle", "record", "hash", "crypto"}
)  # fmt: skip
#: Modifiers that make any head a secrecy scheme ("the content scrambling system", "the
#: encryption scheme"): WordNet scramble.v.03 "make unintelligible", encrypt.v.01.
DECIPHER_MODIFIERS = frozenset({"encryption", "crypto", "cryptographic", "scrambling", "cipher"})
#: Modifiers that make "key" a cryptographic key ("the DES key", "a 128-bit key").
CRYPTO_KEY_MODIFIERS = frozenset(
    {"encryption", "crypto", "cryptographic", "private", "public", "session", "bit", "rsa",
     "des", "pgp", "gpg", "wep", "aes"}
)  # fmt: skip


def _deciphered(tok: Token | None) -> bool:
    """Whether ``tok`` is something broken in the decipher/surpass sense (``DECIPHERED_NOUNS``),
    a key named by a cryptographic modifier, or a noun with such a modifier ("the encryption
    scheme")."""
    if tok is None:
        return False
    lemma = tok.lemma_.lower()
    mods = {k.lower_ for k in tok.children if k.dep_ in ("compound", "amod", "nmod")}
    mods |= {m.split("-")[-1] for m in mods}
    if lemma in DECIPHERED_NOUNS or mods & DECIPHER_MODIFIERS:
        return True
    return lemma == "key" and bool(mods & CRYPTO_KEY_MODIFIERS)


#: Sources nothing is physically joined to: institutions, acts, events, ideas ("split from the
#: party", "broke from tradition"). Texts (noun.communication) stay: a page is torn out of a
#: book, whose first WordNet sense is the written work; so do states, whose first sense may be
#: the condition of being fixed to the place (anchorage.n.01 "the condition of being secured to
#: a base").
SOURCE_NOT_JOINED = ABSTRACT_LEXNAMES - {"noun.communication", "noun.state"}


def _separation_source(trig: Token) -> str | None:
    """The prior state of a split verb with a source PP: "The storm tore the roof off the house"
    -> "attached to the house"; "tore the letter from his hands" (a body part) -> "in his
    hands". With a source the verb is the separating use of Levin 1993 §23.2 ("tear X from Y"),
    whose presupposed prior state is the theme's being joined to Y, not its being intact (the
    theme need not break at all: "had been torn from its anchorage" -/-> "was intact before",
    blind review s1129t). A person as the source ("tore the child from his mother") is no place
    the theme was joined to: "" (no draft). None when there is no source PP."""
    obj = next((t for t in trig.children if t.dep_ in ("dobj", "obj")), None)
    # the parser often hangs the source PP on the object ("tore [the letter from her hands]")
    preps = [*trig.children, *(obj.children if obj is not None else [])]
    for k in preps:
        if k.dep_ != "prep" or k.i < trig.i:
            continue
        prep = k.lower_
        pobj = next((g for g in k.children if g.dep_ == "pobj"), None)
        if prep == "out" and pobj is None:
            of = next((g for g in k.children if g.dep_ == "prep" and g.lower_ == "of"), None)
            pobj = next((g for g in of.children if g.dep_ == "pobj"), None) if of else None
        elif prep not in SOURCE_PREPOSITIONS:
            continue
        if pobj is None:
            continue
        if _is_person(pobj) or pobj.pos_ == "PRON" or _noun_lexname(pobj) in SOURCE_NOT_JOINED:
            # "tore the child from his mother", "split from the party": no place it was joined to
            return ""
        place = _np(pobj)
        if not place:
            return ""
        if _noun_lexname(pobj) == "noun.body":
            return f"in {place}"
        return f"attached to {place}"
    return None


#: Prepositions of place after "appear" ("appeared at the door / in the doorway / on the
#: stairs").
APPEAR_PLACE_PREPOSITIONS = frozenset({"at", "in", "on", "inside"})
#: First-sense lexicographer files of places one can turn up at: locations and buildings
#: ("the house", "the window", "the doorway").
APPEAR_PLACE_LEXNAMES = frozenset({"noun.location", "noun.artifact"})


#: Artifacts that are worn or that depict ("appeared in a dress / in a mask", "appeared on the
#: cover", "appeared in a photograph"): WordNet covering.n.02 (clothing, masks, covers) and
#: representation.n.02 (pictures); with them "appear" is about how or where one is shown, no
#: place one came to be at.
NO_PLACE_SYNSETS = frozenset({"covering.n.02", "representation.n.02"})


def _appearance_place(trig: Token, subj: Token | None, *, arrival: bool) -> str | None:
    """The place named by a PP after "appear" ("at the window", "on the active layer") where
    the subject comes to be, as "PREP NP"; None when there is none. Levin 1993 §48.1.1 puts
    "appear" with the verbs of appearance, whose locative names where the entity comes to be:
    the change is from not being there to being there, so the prior state is "X is not at /
    on L" (IMPPRES change-of-state templates: the prior state is the negated result), not "X
    is not visible". Worn or depicting artifacts ("in a dress", "in a photograph":
    ``_worn_or_depicting``) name no place. An animal's coming into view ("appeared in the
    clearing", round 13) keeps "not visible" in both readings.

    ``arrival`` (the past-tense "appear_place" draft): a person as subject is the arrival
    sense (WordNet 3.0 appear.v.02 "come into sight or view" of a mover, whose synonyms are
    "show up", "turn up": arrive.v.01 "reach a destination"; blind review s1129t: "Hardwick
    was not visible before"), with a place by entity type (FAC, GPE, LOC) or first sense
    (``APPEAR_PLACE_LEXNAMES``): "Hardwick appeared at Swift's house" -> "at Swift's house".

    Not ``arrival`` (the "appear_location" draft, any tense): a thing as subject (no person,
    animal or pronoun), and only an artifact by its first WordNet sense (a layer, a screen, a
    wall, a window) is a support or container: "The texture will appear on the active layer"
    -> "on the active layer" (judges rejected "not visible" when the place is named, review
    s1204v; stop 79, pr164). A place of the visual field ("on the horizon", "in the
    distance") is where a thing comes into view, and keeps "not visible" (stop 70 pr124)."""
    if subj is None or _is_person(subj) != arrival:
        return None
    if not arrival and (_animal_noun(subj) or subj.pos_ == "PRON"):
        return None
    for k in trig.children:
        if k.dep_ != "prep" or k.i < trig.i or k.lower_ not in APPEAR_PLACE_PREPOSITIONS:
            continue
        pobj = next((g for g in k.children if g.dep_ == "pobj"), None)
        if pobj is None:
            continue
        if arrival:
            if _is_person(pobj) or pobj.pos_ == "PRON":
                continue
            if _worn_or_depicting(pobj):
                return None  # "appeared in a dress / in a photograph": no place
            if pobj.ent_type_ not in ("FAC", "GPE", "LOC") and (
                _noun_lexname(pobj) not in APPEAR_PLACE_LEXNAMES
            ):
                continue
        else:
            if pobj.pos_ != "NOUN" or pobj.ent_type_ in ("DATE", "TIME"):
                continue
            if _noun_lexname(pobj) != "noun.artifact" or _worn_or_depicting(pobj):
                return None
        place = _place_np(pobj)
        return f"{k.lower_} {place}" if place else None
    return None


def _worn_or_depicting(noun: Token) -> bool:
    synsets = wordnet().synsets(noun.lemma_.lower(), "n") if noun.pos_ == "NOUN" else []
    if not synsets:
        return False
    names = {synsets[0].name()} | {h.name() for h in synsets[0].closure(lambda x: x.hypernyms())}
    return bool(names & NO_PLACE_SYNSETS)


#: Adjectives that pick out the earliest members of a kind ("the first mammals", "the earliest
#: known scripts"; Quirk et al. 1985 §7.85 on ordinals and superlatives as restrictive
#: premodifiers).
EARLIEST_MODIFIERS = frozenset({"first", "earliest", "oldest"})


def _earliest_appearance(trig: Token, subj: Token) -> bool:
    """ "Mammals first appeared 200 million years ago", "The earliest scripts appeared in
    Sumer": "appear" said of the first occurrence of a kind or of its earliest members is
    appear.v.05 "come into being or existence" (WordNet 3.0; Levin 1993 §48.1.1, verbs of
    appearance, whose prior state is the entity's non-existence, not its being out of sight).
    The prior state is that the subject had not existed before; "were not visible before"
    (appear.v.02 "come into sight") says something else of what did not yet exist. "first"
    or "for the first time" on the verb (``_first_occurrence``), an earliest-member modifier
    on the subject, or a date in millions of years ago marks it."""
    if _first_occurrence(trig) or subj.lower_ in EARLIEST_MODIFIERS:
        return True  # "The earliest of the scripts appeared": a fused head (H&P 2002 ch. 5 §9)
    if any(k.dep_ == "amod" and k.lower_ in EARLIEST_MODIFIERS for k in subj.children):
        return True
    # "appeared about 250 million years ago": a date on the geological scale is the origin of
    # a kind, which nobody saw come into view
    return any(
        k.lower_ == "ago" and any(t.lower_ in ("million", "billion") for t in k.subtree)
        for k in trig.children
    )


#: WordNet 3.0 senses of printed or recorded works one appears "in": publication.n.01 (books,
#: magazines, journals, newspapers) and its periodical.n.01.
PUBLICATION_SYNSETS = frozenset({"publication.n.01", "periodical.n.01"})
#: Entity types of places: a proper name of one after "in" is where something came into view.
PLACE_ENTITY_TYPES = frozenset({"GPE", "LOC", "FAC"})


def _publication_venue(trig: Token) -> str | None:
    """ "Hunt the Wumpus appeared in Creative Computing (, Vol 1, ...)" -> "Creative
    Computing": "appear in" a publication is appear.v.03 "be issued or published" (WordNet 3.0;
    Levin 1993 §48.1.1 lists "appear" with the verbs of appearance, whose location names where
    the thing comes to be, here the work it is printed in). The prior state is that the thing had
    not appeared in that work, not that it "was not visible", which is false of what existed
    unpublished (blind review s1203a). The venue is a noun whose first WordNet sense is a
    publication (``PUBLICATION_SYNSETS``) or a proper name that is not a place; the name alone
    is kept (its compounds), without appositions or issue numbers. None otherwise."""
    for k in trig.children:
        if k.dep_ != "prep" or k.i < trig.i or k.lower_ != "in":
            continue
        pobj = next((g for g in k.children if g.dep_ == "pobj"), None)
        if pobj is None:
            continue
        if pobj.pos_ == "PROPN":
            if pobj.ent_type_ in PLACE_ENTITY_TYPES or _noun_lexname(pobj) in APPEAR_PLACE_LEXNAMES:
                continue
            senses = wordnet().synsets(pobj.lower_, "n")[:1]
            if pobj.ent_type_ in ("DATE", "TIME", "EVENT") or any(
                s.lexname() == "noun.time" for s in senses
            ):
                continue  # "appeared in the Triassic": a period, when the kind came to be
        elif pobj.pos_ == "NOUN":
            lemma = pobj.lemma_.lower()
            if not first_sense_under(lemma, "NOUN", PUBLICATION_SYNSETS, instances=False):
                continue
        else:
            continue
        mods = [t.left_edge.i for t in pobj.children if t.i < pobj.i]
        name = pobj.doc[min([pobj.i, *mods]) : pobj.i + 1]
        return None if any(t.is_punct for t in name) else name.text
    return None


#: First-sense lexicographer files of things that can come into sight: a person, an animal,
#: a light or a cloud (noun.phenomenon), a shape, a natural object (the moon), a body part.
VISIBLE_LEXNAMES = frozenset(
    {"noun.person", "noun.animal", "noun.phenomenon", "noun.shape", "noun.object", "noun.body"}
)


def _kind_appearance(trig: Token, subj: Token) -> bool:
    """ "DRAMs with more than one data line appeared", "Compilers for the language appeared":
    a bare plural or bare mass subject names a kind (Carlson 1977), and a kind of artifact or
    idea that "appears" is appear.v.05 "come into being or existence" (WordNet 3.0; Levin 1993
    §48.1.1 verbs of appearance), so the prior state is that it had not existed, not that it
    "was not visible" (blind review s1203a). Only with no locative PP ("appeared on the
    horizon" is coming into view) and a first noun sense that is not a visible thing
    (``VISIBLE_LEXNAMES``: "Lights appeared" keeps "were not visible")."""
    if subj.pos_ != "NOUN" or subj.tag_ not in ("NNS", "NN"):
        return False
    if any(k.dep_ in ("det", "poss", "nummod") for k in subj.children):
        return False
    lexname = _noun_lexname(subj)  # None for a noun WordNet does not know
    if lexname is None or lexname in VISIBLE_LEXNAMES:
        return False
    return not any(
        k.dep_ == "prep"
        and k.i > trig.i
        and k.lower_ in APPEAR_PLACE_PREPOSITIONS | {"over", "above", "near"}
        and not any(g.dep_ == "pobj" and g.ent_type_ in ("DATE", "TIME") for g in k.children)
        for k in trig.children
    )


#: Nouns of the whole span of an entity's existence or activity ("its history", "her career",
#: "his life"): a duration adjunct over (most of) it leaves no time before the state.
LIFESPAN_NOUNS = frozenset(
    {"life", "lifetime", "career", "existence", "history", "activity", "tenure", "reign",
     "run", "lifespan", "childhood", "youth"}
)  # fmt: skip
#: Quantifiers of a span that reach back to (nearly) its start ("most of its history", "all
#: his life", "her entire career").
WHOLE_SPAN_WORDS = frozenset({"most", "all", "much", "entire", "whole", "full"})


def _whole_span_duration(trig: Token) -> bool:
    """ "It remained underground for most of its short activity", "stayed single all her life",
    "remained in print throughout its history": "remain"/"stay" with a duration adjunct over
    (most of) the subject's own existence. A continuation verb presupposes that the state held
    at the start of its reference interval (Abrusán 2011 on aspectual and continuation
    presuppositions; NOPE App. A "was in the same state just before"); when that interval is the
    subject's whole life or career there is no earlier time the draft's "before" can name
    (blind review s1129t: "It was underground before" has no reference time)."""
    for k in trig.children:
        if k.i < trig.i:
            continue
        span = None
        if k.dep_ == "prep" and k.lower_ in ("for", "throughout", "during", "over"):
            span = next((g for g in k.children if g.dep_ == "pobj"), None)
            whole = k.lower_ == "throughout"
        elif k.dep_ == "npadvmod":  # "all her life"
            span, whole = k, False
        if span is None:
            continue
        if span.lower_ in WHOLE_SPAN_WORDS:  # "most of its history": the noun is after "of"
            whole = True
            of = next((g for g in span.children if g.dep_ == "prep" and g.lower_ == "of"), None)
            span = next((g for g in of.children if g.dep_ == "pobj"), None) if of else None
            if span is None:
                continue
        if span.lemma_.lower() not in LIFESPAN_NOUNS:
            continue
        if not any(g.dep_ == "poss" for g in span.children):
            continue
        if whole or any(g.lower_ in WHOLE_SPAN_WORDS for g in span.children if g.i < span.i):
            return True
    return False


#: Negative implicative verbs: "fail to V", "neglect to V", "refuse to V", "decline to V"
#: entail "not V" (Karttunen 1971 "Implicative verbs"; Karttunen 2012 "Simple and phrasal
#: implicatives": the -/o signature of fail, neglect; refuse/decline entail not-V in the past).
NEGATIVE_IMPLICATIVES = frozenset({"fail", "neglect", "refuse", "decline"})


def _first_occurrence(trig: Token) -> bool:
    """The verb is modified by "first" or "for the first time" (Quirk et al. 1985 §8.66: "first"
    as a time-relationship adjunct of sequence, "for the first time")."""
    for k in trig.children:
        if k.dep_ == "advmod" and k.lower_ == "first" and k.i < trig.i:
            return True
        if k.dep_ == "prep" and k.lower_ == "for":
            time = next((g for g in k.children if g.dep_ == "pobj"), None)
            if (
                time is not None
                and time.lower_ == "time"
                and any(g.lower_ == "first" for g in time.children if g.dep_ == "amod")
                # "for the first time since Aug. 3 / in ten years" counts from an earlier
                # occurrence: a recurrence after a gap, whose prior state is the template's
                # ("in ten years", a duration noun, not "in 1907", a date)
                and not any(
                    g.dep_ == "prep"
                    and (
                        g.lower_ == "since"
                        or g.lower_ == "in"
                        and any(o.dep_ == "pobj" and o.pos_ == "NOUN" for o in g.children)
                    )
                    for g in (*time.children, *trig.children)
                )
            ):
                return True
    return False


#: Plural number nouns that head a partitive of indefinite quantity ("thousands of residents",
#: "dozens of ships": Quirk et al. 1985 §5.25 on quantifying nouns, §6.64 on numeral nouns).
NUMBER_NOUNS = frozenset(
    {"dozens", "scores", "hundreds", "thousands", "millions", "billions", "tens"}
)


def _counted_np(tok: Token | None) -> bool:
    """``tok`` heads a quantified noun phrase: a bare numeral or weak scalar determiner
    (``clause_scope.counting_word``: "Roughly 300 workers", "An estimated 2 million people",
    "Many soldiers", "Two of the brothers"), a number noun ("Thousands of residents") or a
    quantity partitive ("A number of ships"). A change-of-state verb with such an argument
    presupposes the prior state of each individual it counts (Heim 1983, "On the projection
    problem for presuppositions": a quantified NP's presupposition is about the members of its
    domain), and a weak determiner is no referring expression a draft could pick them up with
    (Barwise & Cooper 1981 on weak determiners; Milsark 1977). "Roughly 300 workers were alive
    before" is a new cardinal claim about any 300 workers, true by world knowledge, and its
    "before" has no event to be anaphoric to (blind review s1130o): no draft."""
    if tok is None or tok.pos_ == "PRON" and tok.lower_ not in PLURAL_QUANTIFIER_PRONOUNS:
        return False
    if tok.lower_ in NUMBER_NOUNS and any(
        c.dep_ == "prep" and c.lower_ == "of" for c in tok.children
    ):
        return True
    word = counting_word(tok)
    if word is not None and word.dep_ == "advmod" and word.head.pos_ in ("ADJ", "ADV"):
        word = None  # "the most famous prize": a superlative degree word, no quantifier
    return _partitive_of(tok) is not None or word is not None


def _iterated(trig: Token) -> bool:
    """A count adverbial on the verb: "twice", "thrice", "N times", "several times"."""
    for k in trig.children:
        if k.dep_ not in ("advmod", "npadvmod", "dobj"):
            continue
        if k.lower_ in ("twice", "thrice"):
            return True
        if (
            k.lemma_.lower() == "time"
            and k.tag_ == "NNS"
            and any(g.dep_ in ("nummod", "amod") for g in k.children)
        ):
            return True
    return False


#: Heads of the names of prizes and honours ("the Nobel Prize", "an Emmy Award", "the gold
#: medal", "the Booker"), whose category and work PPs name which one was won.
AWARD_HEADS = frozenset(
    {"prize", "award", "medal", "trophy", "cup", "honour", "honor", "fellowship", "grant",
     "scholarship", "oscar", "emmy", "grammy", "tony", "citation"}
)  # fmt: skip
#: Prepositions of an award's category or occasion ("for General Nonfiction", "in Physics",
#: "for her novel").
AWARD_PREPOSITIONS = frozenset({"for", "in"})


def _award_np(trig: Token, obj: Token | None) -> str | None:
    """ "won the Pulitzer Prize for General Nonfiction for her book" -> "the Pulitzer Prize for
    General Nonfiction for her book": the object of "win" that names an award keeps the
    category and work PPs after it, whether the parser hung them on the noun or on the verb.
    A prize name is a kind with many instances (one per year, category and work: Carlson 1977
    on kind-denoting names), and the PPs pick out the instance won; without them "did not have
    the Pulitzer Prize before" says the subject had never had any, which winning one does not
    presuppose (blind review s1130y). A PP with a year ("in 1990") is the time of the win and
    ends the name. None for other objects and verbs."""
    if obj is None or trig.lemma_.lower() != "win" or obj.lemma_.lower() not in AWARD_HEADS:
        return None
    if obj.pos_ != "PROPN" and not any(
        k.dep_ == "compound" and k.pos_ == "PROPN" for k in obj.children
    ):
        # a common-noun description ("the most famous prize in science") already picks out
        # one prize, its PP being the superlative's comparison class (Heim 1999; Quirk et al.
        # 1985 §7.84): only a prize name is a kind with one instance per category
        return None
    base = _np(obj)
    if base is None:
        return None
    doc = trig.doc
    end = obj.right_edge.i
    extra: list[Token] = []
    for k in sorted(trig.children, key=lambda t: t.i):
        if k.i != end + 1 or k.dep_ != "prep" or k.lower_ not in AWARD_PREPOSITIONS:
            continue
        if _dated(k):
            break
        extra.extend(doc[k.i : k.right_edge.i + 1])
        end = k.right_edge.i
    if not extra and not any(
        k.dep_ == "prep" and k.lower_ in AWARD_PREPOSITIONS and not _dated(k) for k in obj.children
    ):
        return None
    return f"{base} {_text(extra)}".strip() if extra else base


#: Verb + preposition frames that select a sense with no physical prior state: "rise (up)
#: against" is rebel.v.01 (WordNet 3.0 lemmas "rebel, arise, rise, rise up": take part in a
#: rebellion), no change of height; "erupt into" is the inchoative "break out / turn into"
#: (erupt.v.03 "start abruptly"; Levin 1993 §45.4 and §26.6 "turn" verbs take the result state
#: in an into-PP), whose prior state is not "quiet" but not being the result, which the draft
#: cannot name ("It erupted into mutinies" -/-> "It was quiet before").
NON_PHYSICAL_FRAMES = frozenset({("rise", "against"), ("erupt", "into"), ("arise", "against")})


def _not_a_physical_change(trig: Token, lemma: str) -> bool:
    """Whether a ``NON_PHYSICAL_FRAMES`` preposition hangs on the verb ("rose up against Ming
    rule", "erupted into other mutinies"): the frame picks the sense, so the template's
    height or quiet state is another sense's (Katz & Fodor 1963 on selectional
    disambiguation)."""
    return any(
        k.dep_ in ("prep", "prt") and (lemma, k.lower_) in NON_PHYSICAL_FRAMES
        for k in trig.children
    )


def _office_goal(trig: Token, subj: Token) -> bool:
    """ "He ascended to the throne", "She rose to the highest offices of state": a person who
    rises or ascends to a noun with an office sense among its first three WordNet senses
    (noun.act: throne.n.03 "the position and power of one who occupies a throne", office
    function.n.03, chair professorship.n.01, "the presidency", "leadership") takes that office
    (ascend.v.08 "appear to move to a better position in life or to a better job", rise.v.11
    "rise in rank or status"), no height: the draft "He was lower before" names the literal
    sense's prior state (Katz & Fodor 1963). The standing noun ("rose to prominence") is
    ``_status_goal``'s; "rose to the surface" (no act sense) keeps the height draft."""
    if not _is_person(subj):
        return False
    for k in trig.children:
        if k.dep_ != "prep" or k.lower_ != "to":
            continue
        goal = next((g for g in k.children if g.dep_ == "pobj"), None)
        if goal is None or goal.pos_ != "NOUN":
            continue
        senses = wordnet().synsets(goal.lemma_.lower(), "n")[:3]
        if any(s.lexname() == "noun.act" for s in senses):
            return True
    return False


#: Durative prepositions: "for 700,000 years", "for decades" (Dowty 1979 ch. 2: a "for"
#: adverbial of duration combines with states and activities, not with achievements).
DURATIVE_PREPOSITIONS = frozenset({"for"})


def _stative_participle(trig: Token) -> bool:
    """ "the oldest permafrost has been continuously frozen for around 700,000 years", "the
    road was closed for two years": a past participle after "be" with a duration "for"-PP is
    the adjectival (stative) passive, the resultant state held over that span (Kratzer 2000
    on target and resultant states; Dowty 1979: "for" selects a state, not the change of
    state), so the sentence asserts no change whose "before" the draft could name."""
    if trig.tag_ != "VBN" or not any(
        k.dep_ in ("auxpass", "aux") and k.lemma_.lower() == "be" for k in trig.children
    ):
        return False
    for k in trig.children:
        if k.dep_ != "prep" or k.lower_ not in DURATIVE_PREPOSITIONS or k.i < trig.i:
            continue
        span = next((g for g in k.children if g.dep_ == "pobj"), None)
        if span is not None and (_noun_lexname(span) == "noun.time" or span.ent_type_ == "DATE"):
            return True
    return False


#: Change-of-state verbs of the causative alternation (Levin 1993 §45.1 break verbs "crash",
#: §45.4 other alternating verbs "collapse", "sink", "ripen", §45.5 "rot") whose prior-state
#: template in ``presupposition_change_of_state_prior`` is written for the intransitive, with
#: the undergoer as {subj}.
CAUSATIVE_ALTERNATING_VERBS = frozenset({"collapse", "crash", "sink", "ripen", "rot"})


def _causative_use_of_undergoer_template(
    lemma: str, template: str | None, obj: Token | None, passive: bool
) -> bool:
    """A verb of ``CAUSATIVE_ALTERNATING_VERBS`` used transitively ("collapse it", "crashed the
    car") with a template about its subject only. In the causative alternation the undergoer
    is the subject of the intransitive and the object of the transitive (Levin 1993 §45;
    Levin & Rappaport Hovav 1995 ch. 3), so "You were standing before" for "collapse it by
    pressing -" states a prior state of the causer, and the transitive often has another sense
    besides (collapse.v.03 "fold or close up", a UI panel; blind review s1204w pres-044): no
    draft unless the word list has a template for the transitive ({theme} or {obj})."""
    return (
        lemma in CAUSATIVE_ALTERNATING_VERBS
        and template is not None
        and obj is not None
        and not passive
        and "{theme}" not in template
        and "{obj}" not in template
    )


#: Universal determiners of a subject: "all", "every", "each" (Quirk et al. 1985 §5.14).
UNIVERSAL_SUBJECT_DETERMINERS = frozenset({"all", "every", "each"})


def _universal_theme(theme: Token | None) -> bool:
    """ "All cloned pixels will appear in this layer" -> "All cloned pixels are not in this
    layer": a negative prior state ("not in X", "not alive") under a universal subject is read
    "not all" as readily as "none" ("All that glitters is not gold"; Horn 1989 ch. 4 on the
    scope ambiguity of "all ... not"; Quirk et al. 1985 §10.64), while the verb presupposes
    that each of them was not (IMPPRES's change-of-state prior states are of a definite
    theme). The draft states a weaker or an ambiguous claim (blind review s1204y pres-070):
    no draft. Stop 80, pr166."""
    if theme is None:
        return False
    return any(
        c.dep_ in ("det", "predet") and c.lower_ in UNIVERSAL_SUBJECT_DETERMINERS
        for c in theme.children
    )


def _draft_change_of_state(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    """The prior state of the verb's lexicon entry (``presupposition_change_of_state_prior``).
    No draft when the entry is not about this use: a particle verb ("the talks fell apart") is a
    lexeme of its own (Quirk et al. 1985 §16.2; Dehé 2002), so only a "verb particle" entry of
    the list drafts it; a double-object frame has no theme that changed (``_double_object``)."""
    lemma = trig.lemma_.lower()
    if _double_object(trig) or _modal_transition(trig):
        return None
    particle = _particle(trig)
    if (lemma in SEPARATION_VERBS and particle == "out") and any(
        k.lower_ == "out" and any(g.lower_ == "of" for g in k.children) for k in trig.children
    ):
        # "tore the page out of the book": "out" with an of-PP is the complex preposition "out
        # of" (Quirk et al. 1985 §9.7), not the particle of a phrasal verb
        particle = None
    subj = _controller(trig) or _subject(trig)
    if _under_passive_non_agent(trig, subj):
        # "The painting was used by him to win the prize": the purpose infinitive's understood
        # subject is the agent of "used", not the instrument in subject position
        subj = _passive_agent(trig.head)
        if subj is None:
            return None
    obj = next((t for t in trig.children if t.dep_ in ("dobj", "obj")), None)
    passive = any(t.dep_ == "auxpass" for t in trig.children)
    theme = obj if obj is not None else subj
    if _counted_np(subj):
        # "An estimated two million people died" -/-> "An estimated two million people were
        # alive before": ``_counted_np``
        return Draft(
            "", False, "change_of_state:quantified_theme", ["prior_state_draft", "quantified_theme"]
        )
    key = f"{lemma} {particle}" if particle is not None else lemma
    template, selection = _prior_state_table().get(key, (None, None))
    if particle is not None and template is None:
        return None
    if template is not None and " not " in f" {template} " and _universal_theme(theme):
        return None  # "All cloned pixels will appear here" (``_universal_theme``)
    if _causative_use_of_undergoer_template(lemma, template, obj, passive):
        return None
    if (
        template is not None
        and " not " not in template
        # a motion verb's prior state is a place ("first returned to Rome" -> "away from
        # Rome"), which holds before a first arrival too
        and "{place}" not in template
        and _first_occurrence(trig)
    ):
        # "It first opened May 17, 2004", "opened for the first time in 1998": the event is the
        # first entry into the result state, so what it presupposes is that the theme had never
        # been in that state (Levin 1993 §45 on the result state of change-of-state verbs;
        # IMPPRES §3 drafts the prior state as the result's negation, "not open"), not that it
        # was in the template's antonym state: a new museum was never "closed before" (blind
        # review s1129z). An antonym template has no wording for "never"; no draft
        return None
    if lemma == "fall" and any(_bare_role_noun(k) for k in trig.children):
        # "fell victim / prey / heir to ...": a singular count noun without a determiner after
        # the verb can only be a predicative complement (Quirk et al. 1985 §10.16, §16.44:
        # "turn traitor", "fall victim"), so this is the copular "fall" = "become" (WordNet
        # fall.v.04 "pass suddenly and passively into a state"), which changes no height
        return None
    if lemma == "win" and _iterated(trig):
        # "won the award twice / three times": a count adverbial makes the event a series
        # (Comrie 1976 §1.2 on iterativity; Quirk et al. 1985 §8.64 frequency adjuncts), and
        # the prior state "did not have X" held only before the first win, not before the
        # series the clause asserts; no draft
        return None
    if _not_a_physical_change(trig, lemma):
        return None
    if _stative_participle(trig):
        return None
    if lemma in ("rise", "ascend") and subj is not None and _office_goal(trig, subj):
        return None
    if lemma in ("rise", "fall") and particle is None and not passive:
        status = _status_goal(trig)
        if status is not None:
            if lemma == "rise" and subj is not None and _time_of(trig) == "past":
                # "rose to (political) prominence / power / the rank of general": WordNet 3.0
                # rise.v.11 "rise in rank or status" / ascend.v.08 "move to a better position
                # in life", the subject comes to have that standing; its prior state is
                # lacking it, not a height
                # (Levinson 1983 ch. 4: the presupposed prior state is the one of the sense
                # used; Katz & Fodor 1963 on selection)
                adjective = _status_adjective(status)
                if adjective is not None:
                    # "rose to prominence" -> "was not prominent before": the standing noun
                    # is the nominalisation of a gradable adjective (WordNet derivationally
                    # related form; Quirk et al. 1985 §17.104 on deadjectival abstract nouns),
                    # and the prior state is said with the adjective, as a speaker would
                    return Draft(
                        _sentence(f"{_np(subj)} {_be(subj)} not {adjective} before"),
                        True,
                        "change_of_state:rise_to_status",
                        ["prior_state_draft"],
                    )
                return Draft(
                    _sentence(f"{_np(subj)} did not have {_np(status)} before"),
                    True,
                    "change_of_state:rise_to_status",
                    ["prior_state_draft"],
                )
            return None  # "fell from power / to the invaders": not a height either
        if lemma == "fall" and _captured_place(trig, subj):
            return None
    if lemma == "sink" and theme is not None and _vessel(theme):
        # "The ships have sunk": sink.v.01 of a vessel is going under the water, so the prior
        # state is being afloat, not a height (WordNet vessel.n.02 "a craft designed for water
        # transportation"; blind review #11, twenty-second pass)
        template, selection = "{subj} {be} afloat before", None
    if lemma in DECIPHER_VERBS and _deciphered(subj if passive and obj is None else obj):
        # "They broke the DES key", "the cipher was cracked": WordNet break.v.51 "find the
        # solution or key to", not break.v.02 "destroy the integrity of": nothing was intact
        # before; the only prior state is "had not been broken", and a record that is broken is
        # surpassed (better.v.01), it stood and stays a record. The "intact" draft is wrong and
        # no template of that sense is in the word list: no draft (pr88, review s1201n).
        return None
    if (
        lemma in SEPARATION_VERBS
        and particle is None
        and theme is not None
        and not _is_person(theme)
    ):
        # before the selection check: the "intact" template selects a physical theme, the
        # separating use does not ("tore the page out of the book")
        source = _separation_source(trig)
        time = _time_of(trig)
        if source == "" or (source is not None and time == "present"):
            return None  # a generic separation: no single prior state
        if source is not None:
            anchor = subj if passive else theme
            name = SUBJECT_CASE.get(anchor.lower_) or _without_loose_pps(_np(anchor), anchor)
            # a future separation presupposes the attachment now, as the template path does
            # ("The storm will tear the roof off" -> "The roof is attached to the barn")
            when = " before" if time == "past" else ""
            return Draft(
                _sentence(f"{name} {_be(anchor, past=time == 'past')} {source}{when}"),
                True,
                f"change_of_state:{lemma}_source",
                ["prior_state_draft"],
            )
    fall = _fall_template(trig, key, theme, template, selection)
    if fall is None:
        return None
    template, selection = fall
    if selection is not None and not _fits_selection(
        selection, subj if passive and obj is None else obj, subj if passive else theme
    ):
        return None  # "broke the record", "the government fell": another sense, another state
    if lemma == "escape" and _escape_from_danger(trig, None if passive else obj):
        return None
    if lemma in ("remain", "stay") and _whole_span_duration(trig):
        return None
    first_of_kind = _first_of_kind(obj) if lemma in ("win", "lose") and not passive else None
    if first_of_kind is not None and subj is not None and _time_of(trig) == "past":
        # "won her first Emmy" -> "She had not won an Emmy before" (``_first_of_kind``)
        return Draft(
            _sentence(f"{_np(subj)} had not {inflect(lemma, 'VBN')} {first_of_kind} before"),
            True,
            f"change_of_state:{lemma}_first",
            ["prior_state_draft"],
        )
    if lemma == "appear" and not passive and _time_of(trig) == "past":
        place = _appearance_place(trig, subj, arrival=True)
        if place is not None:
            return Draft(
                _sentence(f"{_np(subj)} {_be(subj)} not {place} before"),
                True,
                "change_of_state:appear_place",
                ["prior_state_draft"],
            )
        # the earliest members of a plural kind ("Dinosaurs first appeared in the Triassic",
        # "The earliest known coins appeared in Lydia") came into existence wherever they
        # appeared (``_earliest_appearance``): no publication venue to read in the place
        earliest = subj is not None and _earliest_appearance(trig, subj)
        kind_origin = earliest and subj.tag_ in ("NNS", "NNPS")
        venue = None if kind_origin else _publication_venue(trig)
        if subj is not None and venue is not None:
            # "The game appeared in Creative Computing" (``_publication_venue``)
            return Draft(
                _sentence(
                    f"{SUBJECT_CASE.get(subj.lower_) or _np(subj)} had not appeared in {venue} before"
                ),
                True,
                "change_of_state:appear_publication",
                ["prior_state_draft"],
            )
        if subj is not None and (earliest or _kind_appearance(trig, subj)):
            # "Mammals first appeared 200 million years ago" (``_earliest_appearance``), "DRAMs
            # with more than one data line appeared" (``_kind_appearance``: a common noun, so
            # never in ``SUBJECT_CASE``)
            return Draft(
                _sentence(f"{SUBJECT_CASE.get(subj.lower_) or _np(subj)} had not existed before"),
                True,
                "change_of_state:appear_existence",
                ["prior_state_draft"],
            )
    if lemma == "appear" and not passive:
        location = _appearance_place(trig, subj, arrival=False)
        time = _time_of(trig)
        if location is not None and time == "present":
            return None  # a generic appearance: no single prior state
        if location is not None and subj is not None:
            # "The texture will appear on the layer" -> "The texture is not on the layer"; a
            # future event's prior state holds now (``_time_of``)
            when = " before" if time == "past" else ""
            return Draft(
                _sentence(
                    f"{_subject_np(subj)} {_be(subj, past=time == 'past')} not {location}{when}"
                ),
                True,
                "change_of_state:appear_location",
                ["prior_state_draft"],
            )
    acomp = next(
        (
            t
            for t in trig.children
            # "kept falling asleep": under an aspectual verb the parser labels the adjective of
            # a resulting copula "oprd" (Quirk et al. 1985 §16.21), the same complement
            if t.dep_ in ("acomp", "oprd") or (t.dep_ == "advmod" and t.lower_ in FALL_INTO_STATE)
        ),
        None,
    )
    if lemma == "fall" and theme is not None:
        in_pp = _fall_in_pp(trig)
        if in_pp is not None and in_pp[1] in ("noun.act", "noun.event"):
            # "fell in battle / in action": fall.v.07 "die, as in battle or in a hunt" (WordNet 3.0), no
            # height; the prior state (alive) is not the template's
            return None
        if in_pp is not None:
            # "She fell (madly) in love with the painter": fall.v.03 "pass suddenly and
            # passively into a state of body or mind" with a state PP (Quirk et al. 1985
            # §16.21 resulting copulas): the prior state is not being in that state (NOPE
            # App. A: "was in a different state just before"), never a height
            state = _text(list(in_pp[0].subtree))
            return Draft(
                _sentence(
                    f"{_subject_np(theme)} {_be(theme, past=_past(trig))} not {state} before"
                ),
                True,
                "change_of_state:fall_in_state",
                ["prior_state_draft"],
            )
    if lemma == "fall" and acomp is not None and theme is not None:
        # "She fell ill/asleep/silent": fall.v.03 "pass suddenly and passively into a state of
        # body or mind" (WordNet), a copular change of state like "go sour": the prior state is the
        # adjective's negation, not a height (Quirk et al. 1985 §16.21 on current/resulting
        # copulas)
        # a gerund under an aspectual verb ("kept falling asleep") takes the tense of that verb
        tensed = trig.head if trig.dep_ == "xcomp" and trig.tag_ == "VBG" else trig
        return Draft(
            _sentence(
                f"{_subject_np(theme)} {_be(theme, past=_past(tensed))} not {acomp.text} before"
            ),
            True,
            "change_of_state:fall_adjective",
            ["prior_state_draft"],
        )
    if template is None:
        if _time_of(trig if trig.dep_ not in ("xcomp", "acomp") else trig.head) == "present":
            # "He climbs down the ladder every day": no single prior state (generic_present)
            return Draft(
                "",
                False,
                "change_of_state:generic_present",
                ["prior_state_draft", "generic_present"],
            )
        acomp = next((t for t in trig.children if t.dep_ == "acomp"), None)
        if lemma == "go" and acomp is not None and theme is not None:
            # "The milk went sour" (go.v.03 "become"): the prior state is the adjective's
            # negation (IMPPRES change_of_state "go + ADJ")
            be = _be(theme, past=True)
            state = _text([*acomp.subtree, *_body_part_pp(trig, acomp)])
            return Draft(
                _sentence(f"{_subject_np(theme)} {be} not {state} before"),
                True,
                "change_of_state:go_adjective",
                ["prior_state_draft"],
            )
        return Draft(
            # the participle, not the source's form ("had not climbs before", round 6)
            _sentence(f"{_np(theme) or 'Something'} had not {inflect(lemma, 'VBN')} before"),
            False,
            "change_of_state:generic",
            ["prior_state_draft"],
        )
    if trig.dep_ == "xcomp" and trig.head.lemma_.lower() in NEGATIVE_IMPLICATIVES:
        # "he tried but failed to win the Prix de Rome": a negative implicative entails that
        # its complement's event did not happen (Karttunen 1971 "Implicative verbs": "fail to
        # V" -> "not V"), so there is no change whose "before" the prior-state draft could
        # name, and the state it names ("did not have the Prix") is the state after too
        # (blind review s1129w). The embedded forms of the trigger sentence keep their pairs
        return None
    # "stay for dinner", "remained until 1990", "stayed some years longer": a purpose, time or
    # duration adjunct is no predicative complement of the current copula (Quirk et al. 1985
    # §16.21), so it is skipped; a locative after it ("stayed two years longer in the army")
    # is the complement, and with none there is no prior state to name
    comp = next(
        (
            t
            for t in trig.children
            if t.i > trig.i
            and (
                t.dep_ in ("acomp", "attr", "oprd")
                or (t.dep_ in ("advmod", "prep") and t.lower_ in LOCATIVE_PREPOSITIONS)
                # "remained the Umayyads' core power base": a current copula takes no object
                # (Quirk et al. 1985 §16.21), so a nominal the parser calls its dobj is the
                # subject complement; a time noun is a duration ("stayed the night")
                or (
                    t.dep_ == "dobj"
                    and lemma in ("remain", "stay")
                    and _noun_lexname(t) != "noun.time"
                    and t.ent_type_ not in ("DATE", "TIME")
                )
            )
        ),
        None,
    )
    slots = {
        # a controller in object case ("persuaded him to stay") is the draft's subject: "He"
        "subj": SUBJECT_CASE.get(subj.lower_, _np(subj)) if subj is not None else None,
        # a PP after the noun is more often the verb's ("found her keys [under the sofa]"):
        # dropped, as in possession drafts (_without_loose_pps)
        "obj": _award_np(trig, obj) or (_np(obj) and _without_loose_pps(_np(obj), obj)),
        "theme": _subject_np(theme) and _without_loose_pps(_subject_np(theme), theme),
        "complement": _text(_without_role_pp(comp)) if comp is not None else None,
        "place": _motion_place(trig, lemma) if lemma in MOTION_PLACE_VERBS else None,
    }
    if (
        obj is not None
        and slots["obj"]
        and obj.lemma_.lower() in OPPORTUNITY_NOUNS
        and not any((obj.lemma_.lower(), k.lower_) in NOUN_COMPLEMENT_PPS for k in obj.children)
    ):
        # "lost his chance at the title", the PP hung on the verb: a noun of opportunity
        # selects its goal (NOUN_COMPLEMENT_PPS); with it cut, "He had his chance before" is
        # vague or idiomatic (blind review s1129q): a PP of the verb right after the object is
        # taken along, else no draft
        infinitive = [
            k
            for k in obj.children
            if k.dep_ in ("acl", "relcl") and any(a.tag_ == "TO" for a in k.children)
        ]
        nxt = next(
            (k for k in trig.children if k.dep_ == "prep" and k.i == obj.right_edge.i + 1), None
        )
        if infinitive:  # "lost her chance to compete": the infinitive is the noun's goal
            slots["obj"] = _np(obj)
        elif nxt is None or (obj.lemma_.lower(), nxt.lower_) not in NOUN_COMPLEMENT_PPS:
            return None
        else:
            slots["obj"] = f"{slots['obj']} {_text(list(nxt.subtree))}"
    if passive:  # "the window was broken" -> the subject is the theme
        slots["theme"] = slots["subj"]
        if obj is None and template.startswith("{obj}"):  # "He was fired" -> "He was employed"
            slots["obj"], obj = slots["subj"], subj
            if "by {subj}" in template:
                # "You were hired to market X" -> "You were not employed by you before": the
                # passive subject is the theme, the hirer is the by-agent (Quirk et al. 1985
                # §3.63-3.66 on the passive); with no agent the hirer is unknown, and "not
                # employed before" (by anyone) is more than the sentence presupposes: no draft
                agent = next((c for c in trig.children if c.dep_ == "agent"), None)
                pobj = (
                    next((g for g in agent.children if g.dep_ == "pobj"), None) if agent else None
                )
                if pobj is None:
                    return None
                slots["subj"], subj = _text(list(pobj.subtree)), pobj
    needed = [
        k for k in ("subj", "obj", "theme", "complement", "place") if "{" + k + "}" in template
    ]
    if any(slots[k] is None for k in needed):
        return Draft(
            "", False, "change_of_state:missing_argument", ["prior_state_draft", "missing_argument"]
        )
    if _POSSESSION_TEMPLATE.search(template) and any(
        k.dep_ == "advmod" and k.lower_ in REPETITIVE_ADVERBS for k in trig.children
    ):
        # "won the title again": "again" presupposes an earlier win (Fabricius-Hansen 2001,
        # repetitive "again"), and a title or seat won before may still be held (a defending
        # champion, an incumbent): "did not have the title before" does not follow
        return None
    if (
        _POSSESSION_TEMPLATE.search(template)
        and (_non_referential_object(obj) or _opaque_pronoun(obj))
        or (obj is not None and _counted_np(obj) and ("{obj}" in template or "{theme}" in template))
    ):
        # "She won three titles" -/-> "She did not have three titles before"; "He got a job"
        return Draft(
            "", False, "change_of_state:quantified_theme", ["prior_state_draft", "quantified_theme"]
        )
    if (
        "a student" in template
        and subj is not None
        and subj.pos_ == "NOUN"
        and not _is_person(subj)
    ):
        # "Networks have graduated from songs to films": graduate.v.02 "move on to a higher
        # stage" (WordNet), not the end of studies; a thing was never a student
        return None
    # the slot the template opens with agrees with {be} ("{obj} {be} not employed by {subj}")
    first = min(
        (k for k in ("theme", "subj", "obj") if "{" + k + "}" in template),
        key=lambda k: template.index("{" + k + "}"),
    )
    if first in ("obj", "theme") and obj is not None and obj.lower_ in SUBJECT_CASE:
        # "He was not employed", not "Him was"; "found him" -> "He was in an unknown location"
        slots[first] = SUBJECT_CASE[obj.lower_]
    if "by {subj}" in template and subj is not None and subj.lower_ in OBJECT_CASE:
        slots["subj"] = OBJECT_CASE[subj.lower_]  # "employed by them", not "by they"
    antecedent = _parallel_antecedent(trig, obj)
    if antecedent is not None:
        # "find a clue but drop it" -> "were holding the clue before", not "holding it"
        for k in ("obj", "theme"):
            if k == "obj" or theme is obj:
                slots[k] = antecedent if k != first else capitalise(antecedent)
    anchor = {"subj": subj, "obj": obj, "theme": subj if passive else theme}[first]
    time = _time_of(trig if trig.dep_ not in ("xcomp", "acomp") else trig.head)
    if time == "present" and template.rstrip().endswith("before"):
        # a generic/habitual present ("I leave early every day") has a prior state before each
        # occurrence; "I am there before" is not English (anaphoric "before" wants a past or
        # perfect), and the past would state one past fact: no draft
        return Draft(
            "", False, "change_of_state:generic_present", ["prior_state_draft", "generic_present"]
        )
    text = template.format(
        be=_be(anchor, past=time == "past"), **{k: v or "" for k, v in slots.items()}
    )
    if time == "future" or (lemma in CONTINUATION_LEMMAS and _prospective_be_to(trig)):
        # "The bridge will collapse" -> "The bridge is standing" (now); "The order was to
        # remain in force" -> "The order was in force" (``_prospective_be_to``)
        text = re.sub(r"\s+before$", "", text.rstrip())
    return Draft(_sentence(text), True, f"change_of_state:{lemma}", ["prior_state_draft"])


#: Continuation verbs of the change-of-state word list ("remain", "stay"): IMPPRES's and NOPE's
#: continuation triggers, which presuppose that the state holds at the start of the interval
#: they speak of (NOPE App. A).
CONTINUATION_LEMMAS = frozenset({"remain", "stay"})


def _prospective_be_to(verb: Token) -> bool:
    """ "The order was to remain in force for 10 days": the infinitive of "be to", the
    arrangement or future-in-the-past construction (Quirk et al. 1985 §4.48; Huddleston &
    Pullum 2002 ch. 3 §9.7). The continuation it speaks of starts at the past reference time
    the "be" gives, so what a continuation verb presupposes is that the state held then ("The
    order was in force"), not before it ("was in force before" dates it earlier than the
    order itself, the blind review's objection)."""
    be = verb.head
    return (
        verb.dep_ in ("xcomp", "ccomp")
        and verb.tag_ == "VB"
        and be.lemma_ == "be"
        and be.tag_ in ("VBD", "VBZ", "VBP")
        # "it might be very difficult to remain objective": a predicative adjective makes the
        # infinitive an extraposed subject (Quirk et al. 1985 §18.33), no "be to"
        and not any(k.dep_ in ("acomp", "attr", "aux") for k in be.children)
        and any(k.tag_ == "TO" for k in verb.children)
    )


def _split_zero_relative(trig: Token, comp: Token) -> bool:
    """ "notice that the ship Foster warned you about has been following you": the parse read
    the zero relative ("the ship [that] Foster warned you about", Quirk et al. 1985 §17.15) as
    the content clause and hung its predicate ("has been following you") beside it as a second
    complement with no subject. A finite clause has a subject (Huddleston & Pullum 2002 ch. 14
    §1), so a subjectless finite complement right after the first is the rest of one content
    clause, and the draft from the first is a noun phrase ("The ship Foster warned you about."):
    no draft (blind review s1202i pres-082)."""
    doc = trig.doc
    for k in trig.children:
        if k.dep_ != "ccomp" or k.i <= comp.i or k.left_edge.i != comp.right_edge.i + 1:
            continue
        if any(t.dep_ in ("nsubj", "nsubjpass", "expl", "csubj", "mark") for t in k.children):
            continue
        first = doc[k.left_edge.i]
        tensed = first.i == k.i or (first.head.i == k.i and first.dep_ in ("aux", "auxpass"))
        if tensed and first.tag_ in ("VBZ", "VBP", "VBD", "MD"):
            return True
    return False


def _mismatched_progressive_conjunct(comp: Token) -> bool:
    """ "is showing the same thinning feathers and disheveled appearance": a subjectless
    past-tense "conjunct" of a progressive verb. Conjoined verb phrases under one auxiliary
    take the form that auxiliary selects (Quirk et al. 1985 §13.46; Huddleston & Pullum 2002
    ch. 15 §4 on coordination of like constituents), so "is showing ... and disheveled ..." is
    no VP coordination: the tagger made a participial adjective ("disheveled appearance") a
    verb, and the draft cuts the noun phrase coordination short ("... the same thinning
    feathers."): no draft (blind review s1202i pres-085). A past-tense conjunct is otherwise a
    second finite VP, not under the auxiliary ("was running down the hill and fell": two
    coordinated finite VPs, Huddleston & Pullum ch. 15 §4.1), so the misparse needs its signs:
    the progressive has an object the "conjunct" could coordinate with, the "conjunct" has an
    adjective sense in WordNet (disheveled.s.01) and its "object" follows it directly with no
    determiner, the shape of a bare noun phrase ("disheveled appearance")."""
    if comp.tag_ != "VBG" or not any(k.dep_ == "aux" and k.lemma_ == "be" for k in comp.children):
        return False
    if not any(k.dep_ == "dobj" for k in comp.children):
        return False
    return any(
        k.dep_ == "conj"
        and k.tag_ == "VBD"
        and not any(t.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass") for t in k.children)
        and _adjective_before_bare_noun(k)
        for k in comp.children
    )


def _adjective_before_bare_noun(verb: Token) -> bool:
    """``_mismatched_progressive_conjunct``: a VBD with a WordNet adjective sense whose object
    is the very next word (no determiner), as a participial adjective before its noun."""
    if not any(s.pos() in ("a", "s") for s in wordnet().synsets(verb.lower_)):
        return False
    doc = verb.doc
    nxt = doc[verb.i + 1] if verb.i + 1 < len(doc) else None
    return (
        nxt is not None
        and nxt.dep_ == "dobj"
        and nxt.head.i == verb.i
        and not any(c.dep_ in ("det", "poss") for c in nxt.children)
    )


#: Verbs of a lapse of awareness whose state a final "until"-clause bounds.
LAPSE_VERBS = frozenset({"forget"})


def _forgetting_bound(trig: Token, comp: Token) -> set[int]:
    """ "You forget that you have a passenger until she asks you a question": a final
    "until"-clause that the parser hung on the complement of "forget" ends the forgetting. An
    until-clause marks the end point of a durative situation (Quirk et al. 1985 §15.25;
    Karttunen 1974 "Until"; Mittwoch 1977), and the lapse is the durative situation here: the
    factive complement is a fact taken for granted before and after (the passenger is still
    there when she asks), so "You have a passenger until she asks" states an end the sentence
    does not give (blind review s1202o pres-058/086). The clause's tokens, or none."""
    if trig.lemma_.lower() not in LAPSE_VERBS:
        return set()
    last = next(
        (
            k
            for k in comp.children
            if k.dep_ == "advcl"
            and k.i > comp.i
            and k.right_edge.i >= comp.right_edge.i - 1
            and any(m.dep_ == "mark" and m.lower_ in ("until", "till") for m in k.children)
        ),
        None,
    )
    if last is None:
        return set()
    return {t.i for t in last.subtree}


def _comparative_correlative(span: Span) -> bool:
    """ "found that the more you use it, the more frustrated you become": the content clause is
    a comparative correlative, two clauses each opened by "the" + a comparative, which only
    together make one proposition (Quirk et al. 1985 §15.51 proportional clauses; Culicover &
    Jackendoff 1999). The parser makes the second half the clause head and the first an
    adjunct, so the draft keeps one half, a fragment with a different meaning ("The more
    frustrated you become ...", blind review s1204t pres-086): no draft. One "the" +
    comparative ("found that the larger file loads faster") is an ordinary noun phrase."""
    opened = [
        t
        for t in span
        if t.lower_ == "the" and t.i + 1 < len(t.doc) and t.doc[t.i + 1].tag_ in ("JJR", "RBR")
    ]
    return len(opened) >= 2


def _draft_clause_embedding(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    comp = next((t for t in trig.children if t.dep_ == "ccomp" and t.i > trig.i), None)
    if comp is None:
        return None
    if any(t.tag_ in ("WRB", "WP", "WDT", "WP$") for t in comp.doc[comp.left_edge.i : comp.i]):
        return None  # "remember (exactly) how it was": a question, not a proposition to state
    opener = next(
        (t for t in doc[trig.i + 1 : comp.i] if t.lower_ in ("whether", "if", "that")), None
    )
    if opener is not None and (
        opener.lower_ == "whether" or opener.lower_ == "if" and opener.head.i == comp.i
    ):
        # "cannot know whether conformity increased or declined": a closed interrogative
        # complement (Huddleston & Pullum 2002 ch. 11 §5.2), which presupposes no answer
        # (Karttunen 1977: a yes/no question's answers are P and not-P), so "Conformity
        # increased" is not taken for granted (stop 50, pr60, dev text): no draft. The first
        # subordinator after the verb decides; the parser may hang "whether" on a fronted PP
        # of the clause ("whether even for church members ..."); a "whether" after "that"
        # opens a conditional adjunct inside a declarative complement
        return None
    if any(
        k.dep_ == "ccomp" and k.i > comp.i and (k.tag_ in FINITE_TAGS or k.tag_ == "MD")
        for k in trig.children
    ) and any(k.dep_ == "nsubj" and k.lower_ == "that" and k.tag_ == "IN" for k in comp.children):
        # "find that avocado is ...": the complementizer "that" (tagged a subordinator) made
        # the subject of a first content clause, and the real one hung beside it as a second:
        # a verb takes one content clause, or a coordination of them (Huddleston & Pullum
        # 2002 ch. 11 §4), and the first is a fragment ("That avocado."): no draft. Other
        # pairs of ccomps are left to the run-on repair (``_complement_run_on``), and a
        # verbless second one ("knew she was not sulking, not even angry") is no misparse.
        return None
    if _split_zero_relative(trig, comp) or _mismatched_progressive_conjunct(comp):
        return None
    if _perceived_participle(trig, comp):
        return None
    if _dangling_fronted_coordinator(comp):
        return None
    if _resumed_by_then(comp):
        return None
    if _comparative_correlative(doc[trig.i + 1 : comp.right_edge.i + 1]):
        return None
    cond = _fronted_condition(comp)
    if cond is None:
        cond = _fronted_restriction(comp)
    stray = _matrix_predicate_conjunct(trig, comp) | _matrix_subject_conjunct(trig, comp)
    # "knew that the plan would fail and that nobody would help": the second complementizer
    # marks the second conjunct as embedded, which the draft no longer is (one main clause
    # "A and B"; Huddleston & Pullum 2002 ch. 11 §3 on "that" in coordinated content clauses)
    stray |= {
        m.i
        for k in comp.children
        if k.dep_ == "conj" and k.i > comp.i
        for m in k.children
        if m.dep_ == "mark" and m.lower_ == "that" and m.i == k.left_edge.i
    }
    # a final supplement of the matrix ("found that P, overturning ...", "P, based on ...",
    # "P beyond doubt"): no part of the content clause (complement.matrix_supplement)
    right = comp.right_edge.i + 1
    stray |= set(range(matrix_supplement(comp.doc, comp.left_edge.i, right), right))
    stray |= _forgetting_bound(trig, comp)
    words = _clause_core(
        comp,
        [t for t in comp.subtree if t.i > trig.i and t.i not in stray],
        keep=cond,
        keep_hedges=True,
    )
    if words is None:
        return None
    if cond is not None and not any(t.i == cond.i for t in words):
        return None  # the restriction could not be kept: no draft rather than an unrestricted one
    if _dangling_subordinator(words):
        words = _complement_run_on(trig, words)
        if words is None:
            return None
    quoted = _trailing_quotation(comp)
    if quoted is not None:
        if not quoted:
            return None
        words = [*words, *quoted]
    words = _restore_opening_quote(words)
    words = [*_interrupting_adjunct(trig, comp), *words]
    flags = [] if c.features.get("factive") else ["non_factive_predicate"]
    # "The senator realised that she had missed the deadline" -> "The senator had missed ...":
    # a pronoun bound by the matrix subject is named (shared with verb complements)
    forms = bound_pronoun_forms(comp) or _quantified_binder_forms(comp)
    if not forms and quantifier_bound_pronoun(comp):
        return None  # "to love anything is to realize that it might be lost": a variable
    text = _sentence(_clause_text(words, doc[0], forms))
    if quoted:
        # the quotation's own stop ends the draft: 'shouted, "Come back!"', not '"Come back!".'
        text = re.sub(r'([.!?]["\u201d])\.$', r"\1", text)
    if _antecedent_in_dropped_matrix(words, forms, comp):
        return Draft(text, False, "clause:complement", [*flags, PRONOUN_UNRESOLVED])
    return Draft(text, True, "clause:complement", flags)


def _interrupting_adjunct(trig: Token, comp: Token) -> list[Token]:
    """ "Then I knew this time I would do it": a noun-phrase adjunct ("this time", "that
    night") the parser hung on the matrix verb although it stands, with no comma, between the
    verb and a content clause without "that". A verb and its complement are not separated by
    an adjunct of the verb's own clause without a prosodic break (Quirk et al. 1985 ch. 8 on
    adjunct positions; Huddleston & Pullum 2002 ch. 6 on the order of complements and
    adjuncts), so the adjunct opens the content clause and belongs in its draft ("This time I
    would do it", not "I would do it", which drops the time the prediction was about). The
    future-in-the-past "would" of such a complement is kept: "knew that the plan would fail"
    presupposes that it would (Kiparsky & Kiparsky 1970), a past-prospective sentence of
    narrative on its own (Quirk et al. 1985 ch. 4 on the future in the past)."""
    if any(k.dep_ == "mark" for k in comp.children):
        return []
    span = comp.doc[trig.i + 1 : comp.left_edge.i]
    if not len(span) or any(t.is_punct for t in span):
        return []
    return [
        t
        for k in trig.children
        if k.dep_ == "npadvmod" and trig.i < k.left_edge.i and k.right_edge.i < comp.left_edge.i
        for t in k.subtree
    ]


def _resumed_by_then(comp: Token) -> bool:
    """ "God knows that in the day ye eat thereof, then your eyes shall be opened": the
    parsed complement ends at a comma followed by a resumptive "then" whose clause the parse
    left outside it. "then" resumes a fronted adjunct (the correlative "if/when ..., then
    ...", Quirk et al. 1985 ch. 15 on conditional and temporal clauses with a resumptive
    "then"):
    what the parse took for the complement is the fronted adjunct of the real complement
    clause, which follows "then" and which the parse hung elsewhere. The draft would state
    the adjunct alone ("In the day ye eat thereof"): no draft."""
    doc = comp.doc
    end = comp.right_edge.i
    if end + 2 >= len(doc) or doc[end + 1].text != ",":
        return False
    then = doc[end + 2]
    inside = {t.i for t in comp.subtree}
    return then.lower_ == "then" and then.head.i not in inside


#: Third-person pronouns of a content clause and the subject form ``_agrees_as`` reads: object,
#: possessive and reflexive forms, and the subjects "he/she/they" ("it" as a subject is often
#: expletive or situational, "knew it was raining", and stays out).
COMPLEMENT_PRONOUNS = {
    "he": "he", "him": "he", "his": "he", "himself": "he",
    "she": "she", "her": "she", "herself": "she",
    "they": "they", "them": "they", "their": "they", "themselves": "they",
    "its": "it", "itself": "it",
}  # fmt: skip


def _partitive_pronoun(pron: Token) -> bool:
    """The pronoun is the set of a partitive ("a lot of them", "some of it", "none of us"): the
    quantifier ranges over the antecedent's set, so without it the draft quantifies over
    nothing a reader can identify ("A lot of them last one punch"; Huddleston & Pullum 2002 ch. 5
    §9.1 on partitives). A personal pronoun that is itself an argument ("He had tears in his
    eyes") refers as the premise's does and is kept: NLI hypotheses keep such pronouns, and the
    A/B judge of stop 51 kept four of four such drafts the flag had refused."""
    head = pron.head
    return (
        pron.dep_ == "pobj"
        and head.lower_ == "of"
        and head.head.pos_ in ("DET", "NUM", "NOUN", "PRON", "ADJ")
    )


#: Determiners of a plural quantified subject whose nuclear scope projects a presupposition
#: universally or nearly so (Heim 1983; Chemla 2009 on "most/many/all/some"): "Most climate
#: models admit they do clouds poorly" takes "Most climate models do clouds poorly" for granted.
#: "no", "few" (downward entailing) and the singular "every/each" ("every student knew that he
#: ..." names no plural NP for "they") stay out.
PROJECTING_QUANTIFIER_DETS = frozenset({"most", "many", "all", "several", "both"})


def _quantified_binder_forms(comp: Token) -> dict[int, str]:
    """``{pronoun index: noun phrase}`` for the subject "they" of a content clause bound by a
    quantified plural matrix subject ("Most climate models admit they do clouds very poorly"
    -> "Most climate models do clouds very poorly"): a bound pronoun has no referent of its
    own (Reinhart 1983; H&P 2002 ch. 17 §2.3), so "They do clouds very poorly" loses the
    quantifier that binds it, while the quantified phrase states what each of them takes for
    granted (the presupposition projects from the quantifier's scope, Heim 1983; review s1202a).
    Only when nothing else in the sentence is plural to compete (as in
    :func:`bound_pronoun_forms`); possessive "their" stays (its scope would change)."""
    if comp.dep_ != "ccomp":
        return {}
    subj = _subject(comp.head)
    if subj is None or subj.pos_ != "NOUN" or not _plural(subj):
        return {}
    det = next((c for c in subj.children if c.dep_ in ("det", "amod", "predet")), None)
    if det is None or det.lower_ not in PROJECTING_QUANTIFIER_DETS:
        return {}
    own = next((k for k in comp.children if k.dep_ == "nsubj"), None)
    if own is None or own.lower_ != "they":
        return {}
    rivals = [
        t
        for t in comp.doc
        if t.i != subj.i
        and t.i < own.i
        and t.pos_ in ("NOUN", "PROPN")
        and t.dep_ != "compound"
        and _plural(t)
    ]
    if rivals or any(k.dep_ in ("relcl", "acl", "prep") for k in subj.children):
        return {}
    np = _np(subj)
    return {own.i: np} if np else {}


def _antecedent_in_dropped_matrix(words: list[Token], forms: dict[int, str], comp: Token) -> bool:
    """A pronoun the draft keeps ("discovered that a lot of them last one punch") whose only
    possible antecedents are nouns of the matrix the draft drops ("did some research on
    fistfights"): the hypothesis has to stand alone (NOPE's annotators spell antecedents out,
    Parrish et al. 2021 §3.2), and a pronoun is resolved by a noun phrase before it in the
    discourse (Huddleston & Pullum 2002 ch. 17 §2), here one the reader of the draft never sees.
    A pronoun named by :func:`bound_pronoun_forms`, one with an agreeing noun before it inside
    the draft, or one with no agreeing noun in the dropped words (its antecedent is outside the
    sentence, so the premise leaves it open too) is no defect. Such drafts are flagged
    ``pronoun-antecedent-dropped`` (as time-clause drafts are) rather than rewritten: which
    dropped noun it is, and in which form ("a lot of fistfights"), is not decided here."""
    kept = {t.i for t in words}
    # only the matrix's own nouns: a noun inside an adverbial clause of the matrix ("When he saw
    # the expression in her eyes, he knew he couldn't send them on") ranks below the main
    # clause's arguments as an antecedent (Grosz, Joshi & Weinstein 1995 on centering and
    # grammatical-role salience), and the flag must only say what is bad
    dropped = [
        t
        for t in comp.doc[comp.sent.start : comp.left_edge.i]
        if t.i not in kept
        and t.pos_ in ("NOUN", "PROPN")
        and t.dep_ != "compound"
        and not any(a.dep_ == "advcl" and comp not in a.subtree for a in (t, *t.ancestors))
    ]
    if not dropped:
        return False
    for pron in words:
        form = COMPLEMENT_PRONOUNS.get(pron.lower_)
        if form is None or pron.i in forms or pron.pos_ != "PRON":
            continue
        if not _partitive_pronoun(pron):
            continue
        inside = [t for t in words if t.i < pron.i and t.pos_ in ("NOUN", "PROPN")]
        if any(_agrees_as(form, t) or _collective_they(form, t) for t in inside):
            continue
        if any(_agrees_as(form, t) or _collective_they(form, t) for t in dropped):
            return True
    return False


#: Verbs of perception and observation (Levin 1993 §30.1 "see" verbs, §30.2 "sight" verbs) that
#: take a non-finite clause of the perceived event ("saw the bottle snatched"); the word list is
#: also extract.py's (_direct_perception).
PERCEPTION_VERBS = word_set("presupposition_perception_verbs")


def _perceived_participle(trig: Token, comp: Token) -> bool:
    """ "saw Johnson's bottle snatched from his hand", "saw the outriggers moored there",
    "noted the lawn: each blade of grass cropped": a perception verb's complement without "that"
    whose verb is a bare participle form (the small model tags it VBD, but it has no auxiliary,
    no object though its verb is transitive-capable, and its form is the past participle) is a
    non-finite -ed clause of direct perception (Quirk et al. 1985 §16.52; Huddleston & Pullum
    2002 ch. 14 §5.3), passive in meaning and with no tense of its own, so the draft is a
    verbless fragment ("Johnson's bottle snatched from his hand."), and which tense to restore
    is not decided here: no draft. A bare infinitive or -ing ("saw it go") is the same
    construction. "saw that the bottle had been snatched" keeps its draft."""
    if verb_lemma(trig) not in PERCEPTION_VERBS:
        return False
    if any(t.lower_ == "that" and t.dep_ == "mark" for t in comp.children):
        return False
    if any(k.dep_ in ("aux", "auxpass", "dobj") for k in comp.children):
        return False
    if comp.tag_ in ("VB", "VBG", "VBN"):
        return True
    return comp.tag_ == "VBD" and comp.lower_ == inflect(verb_lemma(comp), "VBN").lower()


def _trailing_quotation(comp: Token) -> list[Token] | None:
    """The direct quotation that follows the complement clause ``comp`` after a comma ("that
    he had heard her boast, over and over, "..."): the tokens from its opening to its closing
    mark; an empty list when the closing mark is missing; None when no quotation follows.
    Direct speech is the object of the reporting verb that ends the clause (Quirk et al. 1985
    §14.29-14.31; Huddleston & Pullum 2002 ch. 11 §9.2 on quotation as complement), though the
    parser hangs it on the matrix verb as a second complement: a draft cut before it leaves
    "boast, over and over again." without what was said (blind review s1130p, rubric c)."""
    doc = comp.doc
    end = comp.right_edge.i
    if doc[end].text != ",":
        if end + 1 >= len(doc) or doc[end + 1].text != ",":
            return None
        end += 1
    opening = end + 1
    if opening >= len(doc) or doc[opening].text not in DOUBLE_QUOTES:
        return None
    closing = next((b for a, b in _quote_pairs(doc) if a == opening), None)
    if closing is None:
        return []
    return list(doc[comp.right_edge.i + 1 : closing + 1])


def _foreign_aux_conjunct(comp: Token, conj: Token) -> bool:
    """A subjectless conjunct with its own finite auxiliary ("noted that there are too many
    pundits and has decided on a tax") that cannot share the complement's subject: that subject
    is existential "there", a dummy that only "be" and a few verbs of existence take (Quirk et
    al. 1985 §18.44-18.50; Huddleston & Pullum 2002 ch. 16 §5), or the auxiliary disagrees in
    number with the complement's finite verb ("are ... has"). Such a conjunct is the matrix
    subject's second predicate, hung on the complement by the parser (review s1202v)."""
    aux = next(
        (k for k in conj.children if k.dep_ in ("aux", "auxpass") and k.tag_ in FINITE_TAGS),
        None,
    )
    if aux is None or aux.i > conj.i:
        return False
    if any(k.dep_ == "expl" and k.lower_ == "there" for k in comp.children):
        return True
    finite = next(
        (t for t in (*(k for k in comp.children if k.dep_ in ("aux", "auxpass")), comp)
         if t.tag_ in ("VBZ", "VBP")),
        None,
    )  # fmt: skip
    return finite is not None and {finite.tag_, aux.tag_} == {"VBZ", "VBP"}


def _matrix_predicate_conjunct(trig: Token, comp: Token) -> set[int]:
    """Indices of a subjectless finite verb conjunct that the parser hung on the complement's
    verb ("realised that airships could be of great use and in 1909 ordered construction of an
    airship", "noticed that the door was open and walked in"), with its coordinator. Such a
    conjunct is either the matrix subject's second predicate, which the factive does not
    presuppose (coordinates of a shared modal must both take its base form, so "could be ...
    and ordered" cannot be one complement; Huddleston & Pullum 2002 ch. 15 §4.1), or the
    complement's, and then "know [A and B]" presupposes A as well: dropping it is right in the
    first case and only weakens the draft in the second (blind reviews, twenty-fifth pass: a
    second conjunct copied). ``trig`` is the matrix verb."""
    if comp.i < trig.i:
        return set()
    doc = comp.doc
    for conj in comp.children:
        if conj.dep_ != "conj" or conj.i < comp.i:
            continue
        if any(k.dep_ in ("nsubj", "nsubjpass", "expl") for k in conj.children):
            continue
        if any(k.dep_ in ("aux", "auxpass") for k in conj.children):
            # an auxiliary of its own ("... and has decided on a tax"): the matrix subject's
            # predicate only where it cannot share the complement's subject
            if not _foreign_aux_conjunct(comp, conj):
                continue
        elif conj.tag_ not in ("VBD", "VBZ", "VBP") and not _matrix_base_conjunct(trig, comp, conj):
            continue
        drop = {t.i for t in conj.subtree}
        for k in comp.children:
            if (
                k.dep_ in ("cc", "punct")
                and comp.i < k.i < conj.left_edge.i
                and all(doc[j].dep_ in ("cc", "punct") for j in range(k.i, conj.left_edge.i))
            ):
                drop.add(k.i)
        return drop
    return set()


def _matrix_base_conjunct(trig: Token, comp: Token, conj: Token) -> bool:
    """A subjectless bare infinitive conjunct ("do") hung on a finite or participial complement
    verb ("pip will notice that the version is already installed and do nothing"): coordinates
    share their form (Huddleston & Pullum 2002 ch. 15 §4.1), and a base form cannot coordinate
    with "is installed", so it is the second base-form predicate of the matrix's modal or "to"
    ("will [notice ... and do nothing]"), not part of what is noticed (review s1204l pres-012).
    A complement in the base form itself ("knows that you will come and stay") keeps its
    conjunct; the matrix verb must be a base form too (after a modal, "do" or "to")."""
    return (
        conj.tag_ == "VB"
        and comp.tag_ != "VB"
        and is_finite_clause(comp)
        and trig.tag_ == "VB"
        and not any(k.dep_ in ("aux", "auxpass") for k in conj.children)
    )


#: Dependents of the complement's verb that belong to its clause core, not to a fronted adjunct.
CLAUSE_CORE_LEFT_DEPS = frozenset(
    {"nsubj", "nsubjpass", "csubj", "expl", "aux", "auxpass", "mark", "neg"}
)


def _dangling_fronted_coordinator(comp: Token) -> bool:
    """Whether a fronted adjunct of the complement ends in a coordinator with no conjunct of its
    own: "discovered that by adding more energy to the projectiles they could do more damage,
    and the Thrasher Cannon was born". The parser made "they could do ..." a relative clause in
    the "by"-phrase and "the Thrasher Cannon was born" the complement's clause, with ", and"
    left hanging on the phrase. A coordinator joins two coordinates of one kind (Huddleston &
    Pullum 2002 ch. 15 §1-2), so one with none after it marks a misparse. Two causes: two
    coordinated main clauses (the real complement is the first, "by adding ..., they could do
    ...", the second is asserted, not presupposed: blind review s1202h), or a coordinated
    adjunct whose second member the parser left unattached ("by noon and after lunch the shop
    would close": "after lunch" hangs on the verb). The draft is wrong in both (the second one
    comes out as "By noon and the shop would close."), so no draft either way (stop 60, md9:
    refusing is the precise choice until the draft can rebuild the coordinated adjunct)."""
    for k in comp.children:
        if k.i > comp.i or k.dep_ in CLAUSE_CORE_LEFT_DEPS:
            continue
        for t in k.subtree:
            if t.dep_ == "cc" and not any(c.dep_ == "conj" and c.i > t.i for c in t.head.children):
                return True
    return False


#: Subject pronouns whose agreement with the matrix subject ``_matrix_subject_conjunct`` reads.
CONJUNCT_SUBJECT_PRONOUNS = frozenset({"he", "she", "they", "we", "i"})


def _people_name(tok: Token) -> bool:
    """A capitalised plural name of a people tagged as a singular name ("Mongolians" NNP): the
    plural of a WordNet person noun ("mongolian"), one group, never one person (Quirk et al.
    1985 §5.65; the form test of extract's ``_plural_name``, which this module cannot import)."""
    return (
        tok.tag_ == "NNP"
        and tok.text[:1].isupper()
        and tok.lower_.endswith("s")
        and first_sense_lexname(tok.lower_[:-1], "NOUN") == "noun.person"
    )


def _matrix_subject_conjunct(trig: Token, comp: Token) -> set[int]:
    """Indices of a finite clause conjunct, with its coordinator, that the parser hung on a verb
    of the complement (or of a complement nested in it) although its subject pronoun can only
    pick up the matrix subject: "Mongolians know that it means that Raah devours the Moon and
    they make a lot of noise" ("they" agrees with "Mongolians" and with no subject of the
    content clauses). A pronoun takes the nearest agreeing antecedent (Huddleston & Pullum 2002
    ch. 17 §2), so "they make ..." is a second main clause about the knowers, coordinated with
    "know" (ch. 15 §2 on clause coordination), and no part of what is known: the draft stops at
    the content clause's own right edge (pr97, dev text: the draft ran on into it). A conjunct
    whose pronoun agrees with a subject inside the complement ("knew that the guards slept and
    they snored") may be embedded and stays; so does one with a full noun subject."""
    if comp.i < trig.i:
        return set()
    binder = next((k for k in trig.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    if binder is None or binder.lower_ in ("it", "this", "that"):
        return set()
    doc = comp.doc
    chain = [comp]
    k = 0
    while k < len(chain):
        chain.extend(c for c in chain[k].children if c.dep_ == "ccomp" and c.i > chain[k].i)
        k += 1
    inner_subjects = [
        s for v in chain for s in v.children if s.dep_ in ("nsubj", "nsubjpass", "expl")
    ]
    for verb in chain:
        for conj in verb.children:
            if conj.dep_ != "conj" or conj.i < verb.i or conj.tag_ not in ("VBD", "VBZ", "VBP"):
                continue
            subj = next((s for s in conj.children if s.dep_ in ("nsubj", "nsubjpass")), None)
            if subj is None or subj.lower_ not in CONJUNCT_SUBJECT_PRONOUNS:
                continue
            pron = subj.lower_
            if pron in ("we", "i"):
                agrees = binder.lower_ == pron or (pron == "i" and binder.lower_ == "me")
                inner = any(s.lower_ == pron for s in inner_subjects if s.i < subj.i)
            else:
                agrees = binder.lower_ == pron or (
                    binder.pos_ in ("NOUN", "PROPN")
                    and (_agrees_as(pron, binder) or pron == "they" and _people_name(binder))
                )
                inner = any(
                    s.lower_ == pron or (s.pos_ in ("NOUN", "PROPN") and _agrees_as(pron, s))
                    for s in inner_subjects
                    if s.i < subj.i
                )
            if not agrees or inner:
                continue
            drop = {t.i for t in conj.subtree}
            for j in range(conj.left_edge.i - 1, verb.i, -1):
                if doc[j].dep_ in ("cc", "punct") and doc[j].head.i in (verb.i, conj.i):
                    drop.add(j)
                else:
                    break
            return drop
    return set()


#: Subordinators of a conditional or generic-temporal clause ("if", "unless", "when"): they
#: restrict the proposition of the clause they modify (Kratzer 1986, "Conditionals": an
#: if-clause restricts the operator of its matrix; Quirk et al. 1985 §15.33 on contingency).
RESTRICTING_MARKS = CONDITION_SUBORDINATORS | {"provided"}


#: Fronted prepositional phrases that are discourse connectives or stance adjuncts, not part
#: of the complement's proposition (Quirk et al. 1985 §8.134-8.137 conjuncts, §8.121 content
#: disjuncts): "that in fact ...", "that of course ...".
DISCOURSE_PPS = frozenset(
    {"in fact", "of course", "in short", "in addition", "for example", "for instance",
     "in particular", "as a result", "in general", "at least", "after all", "above all",
     "in turn", "in other words", "by the way", "in truth", "in reality", "in effect",
     "at last", "in sum", "on the contrary", "in any case", "at any rate", "by contrast",
     "in contrast", "on balance", "to be sure", "of late", "at first"}
)  # fmt: skip


def _word_internal_hyphen(tok: Token) -> bool:
    """A hyphen with no space on either side inside a compound word ("Non-Self-Governing",
    "long-term"), not a dash that opens an appositive ("that day-the day he spoke"): the word
    after it is no determiner or pronoun starting a new phrase."""
    doc = tok.doc
    if tok.text not in ("-", "‐", "‑") or tok.whitespace_ or tok.i + 1 >= len(doc):
        return False
    if not inside_word(doc, tok.i):  # glued to the word before: one word (Quirk App. I.12)
        return False
    return doc[tok.i + 1].pos_ not in ("DET", "PRON")


def _word_internal_slash(tok: Token) -> bool:
    """A slash with no space on either side joins the parts of one written word or name
    ("TCP/IP", "BSD/OS", "and/or"): the solidus in such a form is no punctuation of the clause
    but part of the word (Quirk et al. 1985 App. III.33 on the oblique/solidus; H&P 2002 ch.
    20 §6), so dropping it splits the word ("Apple's TCP IP stack", review s1203b pres-007/051)."""
    doc = tok.doc
    return (
        tok.text == "/"
        and 0 < tok.i < len(doc) - 1
        and not doc[tok.i - 1].whitespace_
        and not tok.whitespace_
    )


def _fronted_restriction(comp: Token) -> Token | None:
    """A prepositional phrase fronted inside the complement, before its subject ("know that in
    our presence they are secure"): inside a content clause a fronted PP is part of the
    proposition the predicate embeds, a frame that restricts it (Quirk et al. 1985 §8.26 on
    space/time adjuncts; Huddleston & Pullum 2002 ch. 11), so "They are secure" is not what is
    presupposed (blind review s1130e, pres-002). Discourse connectives (``DISCOURSE_PPS``)
    are left to ``_clause_core`` to drop."""
    subj = next((c for c in comp.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    if subj is None:
        return None
    for c in comp.children:
        if c.dep_ == "prep" and c.i < subj.left_edge.i:
            phrase = " ".join(t.lower_ for t in c.subtree)
            if any(t.is_punct and not _word_internal_hyphen(t) for t in c.subtree):
                # (a hyphen inside a compound word, "for many Non-Self-Governing Territories",
                # is no phrase boundary: stop 53, pr76)
                # "on that day-the day he addressed ...": an appositive the draft would cut
                # ("On that day- he spoke"); the unrestricted draft stays as before
                continue
            if phrase not in DISCOURSE_PPS:
                return c
    return None


def _fronted_condition(comp: Token) -> Token | None:
    """The head of an if/when/unless clause fronted inside the complement ("found that if a
    suspect was black, the articles were longer"), else None. The complement's proposition is
    the conditional, not its consequent: the draft must keep the clause ("If a suspect was
    black, the articles were longer"), which ``_clause_core`` would drop as a fronted adjunct."""
    subj = next((c for c in comp.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    start = subj.left_edge.i if subj is not None else comp.i
    for c in comp.children:
        if c.dep_ == "advcl" and c.i < start:
            marks = {m.lower_ for m in c.children if m.dep_ in ("mark", "advmod") and m.i < c.i}
            if marks & RESTRICTING_MARKS:
                return c
    return None


#: Subordinators that open an adverbial clause ("when", "until"): one followed by words but no
#: verb in a draft is a clause the parse cut off ("It stopped when all of a sudden.").
CLAUSE_SUBORDINATORS = frozenset(
    {"when", "while", "whenever", "until", "till", "because", "if", "unless", "although",
     "though", "whereas", "once"}
)  # fmt: skip


def _dangling_subordinator(words: list[Token]) -> bool:
    """``words`` hold a subordinator followed by words but no verb: an adverbial clause whose
    verb the parse put outside the complement ("I realized it stopped when all of a sudden I
    heard my laughter": "heard" hangs on "realized"). A subordinator introduces a finite clause
    (Quirk et al. 1985 §14.12, §15.17), so the draft is a fragment (blind review, 21st pass)."""
    for k, t in enumerate(words):
        if t.lower_ in CLAUSE_SUBORDINATORS and t.dep_ in ("mark", "advmod"):
            after = [a for a in words[k + 1 :] if not a.is_punct]
            if after and not any(a.pos_ in ("VERB", "AUX") for a in after):
                return True
    return False


def _complement_run_on(trig: Token, words: list[Token]) -> list[Token] | None:
    """``words`` continued to the end of the trigger's clause when what follows is the cut-off
    clause's subject and verb ("... when all of a sudden" + "I heard my laughter"); None when
    it is not (no finite verb with its subject there)."""
    doc = trig.doc
    end = trig.right_edge.i
    rest = [t for t in doc[words[-1].i + 1 : end + 1]]
    while rest and rest[-1].is_punct:
        rest.pop()
    verbs = [t for t in rest if t.pos_ in ("VERB", "AUX") and _has_subject(t)]
    if not verbs or any(t.text in (";", ":") for t in rest):
        return None
    if _dangling_subordinator([*words, *rest]):
        return None
    return [*words, *rest]


def _copula(subject: str, plural: bool, past: bool) -> str:
    """be agreeing with the draft's subject in person and number, in the source's tense."""
    word = subject.lower()
    if word == "i":
        return "was" if past else "am"
    if plural or word in ("you", "we", "they"):
        return "were" if past else "are"
    return "was" if past else "is"


def _same_sort(standard: Token, noun: Token) -> bool:
    """Whether the comparative's standard is a common noun of the compared noun's sort (the
    same first-sense WordNet lexicographer file: "a bigger car than the van", both
    noun.artifact), so that it can be a member of the comparison class ("The van is a car";
    NOPE App. C). A name, a pronoun or a noun of another sort ("better results than Linear",
    "sharper edges than the old filter") is compared with the clause's subject instead (Huddleston
    & Pullum 2002 ch. 13 §2 on reduced comparative clauses: the standard and the term it is set
    against are of one type). Stop 79, pr164."""
    if standard.pos_ != "NOUN" or noun.pos_ != "NOUN":
        return False
    sort = _noun_lexname(noun)
    return sort is not None and _noun_lexname(standard) == sort


def _draft_comparative(c: Candidate, doc: Doc, trig: Token) -> Draft | None:
    f = c.features
    std = f.get("standard")
    if not std:
        return None
    noun_tok = next((t for t in doc if t.text == f.get("noun")), None)
    plural = noun_tok is not None and noun_tok.tag_ == "NNS"
    std_tok = token_at_char(doc, f.get("standard_head_char"))
    std_plural = std_tok is not None and (
        std_tok.tag_ in ("NNS", "NNPS") or std_tok.lower_ in ("us", "them", "we", "they")
    )
    if std_tok is not None and std_tok.tag_ == "PRP" and std.lower() in NOMINATIVE:
        std = NOMINATIVE[std.lower()]
    head = token_at_char(doc, f.get("clause_head_char"))
    past = head is not None and _past(head)
    noun = f["noun"]
    if noun_tok is not None and _abstract_possessum(noun_tok):
        # "better size than Sapp": the noun is an attribute the standard has, not a class it
        # belongs to, so "Sapp is a size" is false; the comparison-class draft (NOPE App. C)
        # needs a sortal noun (the WordNet test of possessed definites)
        return None
    if noun_tok is not None and noun_tok.dep_ == "pobj":
        # "were inspected at lower rates than high-risk ones": a noun inside an adjunct PP is
        # the measure of the comparison, not the class of what is compared (the standard is
        # set against the clause's subject), so "X is a N" (NOPE App. C comparison class)
        # would be false
        return None
    if (
        noun_tok is not None
        and noun_tok.dep_ in ("dobj", "obj")
        and std_tok is not None
        and _is_person(std_tok)
        and not _is_person(noun_tok)
    ):
        # "They sold more expensive cars than their rivals": a person as the standard of an
        # object's comparative is compared with the subject (than their rivals [sold]), a
        # reduced comparative clause (Huddleston & Pullum 2002 ch. 13 §2), so "Their rivals were
        # cars" is false
        return None
    if (
        noun_tok is not None
        and noun_tok.dep_ in ("dobj", "obj")
        and std_tok is not None
        and not _same_sort(std_tok, noun_tok)
    ):
        # "This gives better results than Linear": the standard is not of the noun's sort, so
        # it is compared with the subject (than Linear [gives results]), a reduced comparative
        # clause (Huddleston & Pullum 2002 ch. 13 §2), and "Linear is a result" is false
        # (review s1204u). The comparison-class draft (NOPE App. C) needs a standard that can
        # be a member of the class: a common noun of the noun's sort. Stop 79, pr164
        return None
    if std_tok is not None and std_tok.lemma_.lower() == "one" and std_tok.tag_ == "NNS":
        # "than high-risk ones": the pro-form's antecedent lies outside the draft
        return None
    be = _copula(std, std_plural, past)
    if std_plural:
        from lemminflect import getInflection

        noun_pl = noun if plural else (getInflection(noun, tag="NNS") or (noun + "s",))[0]
        text = f"{std} {be} {noun_pl}"
    else:
        lemma = noun_tok.lemma_ if noun_tok is not None else noun
        text = f"{std} {be} {indefinite_article(lemma)} {lemma}"
    return Draft(_sentence(text), True, "comparative:comparison_class", ["draft"])


DRAFTERS = {
    "clefts": _draft_clefts,
    "only": _draft_only,
    "possessed_definites": _draft_possessed,
    "numeric_determiners": _draft_numeric,
    "re_verbs": _draft_re_verb,
    "temporal_adverbs": _draft_temporal,
    "embedded_question": _draft_embedded_question,
    "implicative_predicates": _draft_implicative,
    "aspectual_verbs": _draft_aspectual,
    "change_of_state": _draft_change_of_state,
    "clause_embedding_predicates": _draft_clause_embedding,
    "comparatives": _draft_comparative,
}


def _trigger_token(c: Candidate, doc: Doc) -> Token | None:
    span = doc.char_span(c.char_start, c.char_end, alignment_mode="expand")
    if span is None or not len(span):
        return None
    if c.subtype == "clefts":
        return next((t for t in span if t.lemma_ == "be"), span[-1])
    if c.subtype == "re_verbs":
        return span[-1]  # "re-entered": the verb, after the split-off prefix
    return span.root if c.subtype == "possessed_definites" else span[0]


#: ``options["presupposition_tense"]``: "source" (default) drafts possession in the source's
#: tense; "imppres" in the present, as IMPPRES's possessed-definite paradigms do (its eval uses it).
TENSE_OPTION = "presupposition_tense"


#: Subordinators of a time clause that, with both clauses in the simple present, quantify over
#: occasions ("When a bee stings, it dies" = whenever; Declerck 1997 "When-clauses and temporal
#: structure" ch. 4; Farkas & Sugioka 1983 on generic when-clauses).
GENERIC_TIME_MARKS = frozenset({"when", "whenever", "before", "after", "once", "as soon as"})


def _generic_by_time_clause(trig: Token) -> bool:
    """Whether the trigger's verb states a habit or law over the occasions of a time clause
    ("Before a storm arrives, the birds stop singing"): both clauses in the simple present, so
    the sentence is generic (Krifka et al. 1995 "Genericity: an introduction" §1.2,
    characterising sentences) and a drafted prior state in the present perfect ("The birds have
    been singing") turns the habit into one episode (round 31, class 4). No draft then."""
    if not simple_present(trig):
        return False
    # the parser often hangs the time clause on the aspectual verb's complement ("characters
    # start [talking when the player approaches]"): the clause times the whole habit all the same
    comps = [k for k in trig.children if k.dep_ in ("xcomp", "ccomp") and k.i > trig.i]
    for clause in (k for v in (trig, *comps) for k in v.children):
        if clause.dep_ != "advcl" or not simple_present(clause):
            continue
        if any(
            m.dep_ in ("mark", "advmod") and m.lower_ in GENERIC_TIME_MARKS for m in clause.children
        ):
            return True
    return False


#: "the former" / "the latter" as a noun phrase of its own (not "the former mayor").
ORDERING_ANAPHOR = re.compile(r"\b[Tt]he (?:former|latter)\b")
#: Relations of the noun phrases that can be the antecedents of "the former/latter".
ANTECEDENT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr", "appos", "conj"})


def _resolved_ordering_anaphor(doc: Doc, text: str) -> str | None:
    """``text`` with "the former" / "the latter" replaced by its antecedent, or None when that is
    not one of exactly two noun phrases before it in the sentence; ``text`` unchanged when the
    sentence has no such noun phrase ("the former mayor" is an adjective).

    "The former" and "the latter" are ordering anaphors: they pick the first or the second of
    two entities just mentioned, by their order in the preceding text (Huddleston & Pullum 2002
    ch. 17 §7 on "former/latter"; Quirk et al. 1985 §6.52), so a hypothesis read on its own
    ("The latter was a child") has no antecedent at all, and the NLI item is uninterpretable
    (NOPE App. B: the presupposition must be a sentence that stands alone; blind review
    s1201c). With exactly two full noun phrases before the anaphor (pronouns are themselves
    anaphors) the antecedent is fixed and the drafted hypothesis names it ("Mark has known Anna
    since the latter was a child" -> "Anna was a child"); otherwise no draft."""
    anaphor = next(
        (
            t
            for t in doc
            if t.lower_ in ("former", "latter")
            and t.i > 0
            and doc[t.i - 1].lower_ == "the"
            and t.dep_ not in ("amod", "compound")
            and t.pos_ in ("NOUN", "ADJ", "PROPN")
        ),
        None,
    )
    if anaphor is None:
        return text
    if not re.search(rf"\b[Tt]he {anaphor.lower_}\b", text):
        return text
    heads = [
        ch
        for ch in doc.noun_chunks
        if ch.end <= anaphor.i - 1
        and ch.root.pos_ in ("NOUN", "PROPN")
        and ch.root.dep_ in ANTECEDENT_DEPS
    ]
    if len(heads) != 2:
        return None
    chunk = heads[0] if anaphor.lower_ == "former" else heads[1]
    words = chunk.text
    # "The mayor" opening the sentence is "the mayor" inside the hypothesis; names keep capitals
    words = lower_first(chunk[0]) + words[len(chunk[0].text) :]

    def put(m: re.Match[str]) -> str:
        return capitalise(words) if m.start() == 0 else words

    return re.sub(rf"\b[Tt]he {anaphor.lower_}\b", put, text, count=1)


def _demonstrative_antecedent_dropped(doc: Doc, text: str) -> bool:
    """The draft opens with a demonstrative pronoun subject of the source ("Brief minutes had
    been adopted, but these only noted that ..." -> "These noted that ..."), and words before
    it in the sentence, which the draft drops, may hold its antecedent. A demonstrative pronoun
    is anaphoric, pointing back to a discourse referent (Quirk et al. 1985 §6.40-6.45; Halliday
    & Hasan 1976 ch. 2 on demonstrative reference): alone, the draft's "These" has none, so the
    pair is flagged (``PRONOUN_UNRESOLVED``). A sentence-initial one ("These are great") refers
    outside the sentence for premise and draft alike, and so does one with no noun before
    it ("I realize this is a complicated issue": the topic of the talk): left alone."""
    words = text.split(" ", 2)
    if len(words) < 2:
        return False
    for t in doc:
        if not (
            t.lower_ in DEMONSTRATIVES
            and t.text.lower() == words[0].lower()
            and t.dep_ in ("nsubj", "nsubjpass")
            and t.pos_ == "PRON"
        ):
            continue
        # the draft goes on with the source's next word (a focus particle or sentence adverb
        # the draft dropped aside): it is this demonstrative's clause
        nxt = next(
            (
                x
                for x in doc[t.i + 1 :]
                if x.lower_ not in NP_FOCUS_PARTICLES and x.lower_ not in SENTENCE_ADVERBS
            ),
            None,
        )
        if nxt is None or nxt.text != words[1].rstrip(".,;:!?"):
            continue
        # a noun before it that the draft drops may be its antecedent
        if any(x.pos_ in ("NOUN", "PROPN") and x.text not in text for x in doc[: t.i]):
            return True
    return False


def draft(c: Candidate, doc: Doc, options: dict[str, Any] | None = None) -> Draft | None:
    """The presupposition of candidate ``c`` as a sentence, or None when no draft can be made."""
    trig = _trigger_token(c, doc)
    if trig is None:
        return None
    if c.subtype in ("aspectual_verbs", "change_of_state") and _generic_by_time_clause(trig):
        return None
    if sum(k.dep_ in ("nsubj", "nsubjpass") for k in trig.children) > 1:
        # "She married X, with whom she had children but he later died": a verb with two
        # subjects is a misparse (a clause has one subject, Huddleston & Pullum 2002 ch. 4 §2),
        # and the template takes the wrong one ("She was alive before"); no draft
        return None
    if c.subtype == "possessed_definites":
        present = (options or {}).get(TENSE_OPTION) == "imppres"
        made = _draft_possessed(c, doc, trig, present=present)
    else:
        made = DRAFTERS[c.subtype](c, doc, trig)
    if made is None or not made.text:
        return made
    named = _resolved_main_subject(trig, made.text)
    if named is not None:
        made.text = named
    elif _unresolved_subject_pronoun(trig, made.text) or _subordinate_it_apart(trig, made.text):
        return None
    if c.subtype in POSSESSOR_GENITIVE_SUBTYPES:
        made.text = _possessor_antecedent(trig, made.text)
    # "I-I have to go before ..." -> "I have to go.", "Your-your dog has a name.": a stutter's
    # first copy is a reparandum, abandoned by the speaker (Shriberg 1994 ch. 3), no word of the
    # proposition; the shared repair (discourse.py, dl3) writes each repeated word once
    made.text = repaired_text(doc, made.text)
    made.text = speaker_free(doc, made.text, epistemic=True)  # "indeed", ", Scott" (dl4)
    if made.imppres_wording:
        made.imppres_wording = repaired_text(doc, made.imppres_wording)
    if ORDERING_ANAPHOR.search(made.text):
        resolved = _resolved_ordering_anaphor(doc, made.text)
        if resolved is None:
            return None  # "the latter was a child" read alone has no antecedent: no draft
        made.text = resolved
    if _quoted_deixis(doc, made.text):
        return None
    if made.ok and _demonstrative_antecedent_dropped(doc, made.text):
        made.ok, made.flags = False, [*made.flags, PRONOUN_UNRESOLVED]
    vocative = _final_vocative(doc)
    if vocative and made.text.endswith(f", {vocative}{made.text[-1]}"):
        # '"I know it was, Tim."' -> "It was.": the addressee is no part of the proposition
        made.text = made.text[: -len(vocative) - 3] + made.text[-1]
    if made.text.split(" ", 1)[0].lower() in NEGATIVE_QUANTIFIERS or _broad_negative(made.text):
        # "No mayor has died" presupposes that every mayor was alive: a trigger under a
        # negative quantifier projects universally (Heim 1983; Chemla 2009), so the template's
        # "No mayor was alive before" states the opposite; no draft
        return None
    if not well_formed(made.text):
        return None  # better no pair than a garbled one
    if _negated_correlative(made.text):
        return None
    if made.imppres_wording and not well_formed(made.imppres_wording):
        made.imppres_wording = None
    if made.ok and unlicensed_npi(made.text):
        made.ok = False
        made.flags = [*made.flags, UNLICENSED_NPI]
    return made


#: The triggers whose passive draft keeps the possessed object of the clause and drops its
#: subject, the pronoun's antecedent: re- and change-of-state verbs (NOPE App. C's passive). A
#: time clause's draft is its own clause, whose pronoun keeps the reference the source gives it.
POSSESSOR_GENITIVE_SUBTYPES = frozenset({"re_verbs", "change_of_state"})
#: Possessive pronouns that a passive draft may open on, with their subject forms, for the
#: agreement with an antecedent (``_agrees_as``: number and animacy, Quirk et al. 1985 §6.10).
_POSSESSIVE_SUBJECT_FORM = {"its": "it", "their": "they", "his": "he", "her": "she"} | {
    "my": "I",
    "your": "you",
    "our": "we",
}
#: An opening possessive pronoun, its noun and the passive that follows ("Their order had been").
_PASSIVE_POSSESSED = re.compile(r"^(Its|Their|His|Her) (.+?) (?:had|has|have) been\b")


def _possessor_antecedent(trig: Token, text: str) -> str:
    """``text`` with an opening possessive pronoun written as its antecedent's genitive when a
    passive draft keeps the possessed object and drops the clause's subject, which the pronoun
    refers back to: "Pictures on the wall began to re-organize their order" -> "Pictures' order
    had been organized before", "The company rebuilt its factory" -> "The company's factory had
    been built before". A personal pronoun refers by identity to a referent named before it
    (Halliday & Hasan 1976 ch. 2, endophoric reference); read alone, the draft's "Their order"
    has none, and the passive (NOPE App. C) is kept. Only for a noun subject that agrees with
    the pronoun (``_agrees_as``, as for the subject pronouns of ``_resolved_main_subject``); a
    pronoun subject ("He rebuilt his house") or one that does not agree is left as it is."""
    m = _PASSIVE_POSSESSED.match(text)
    if m is None:
        return text
    subj = _controller(trig) or _subject(trig) or _subject_of_auxiliary(trig)
    if subj is None or subj.pos_ not in ("NOUN", "PROPN"):
        return text
    pronoun = m.group(1).lower()
    poss = [
        t
        for t in trig.doc
        if t.lower_ == pronoun
        and t.dep_ == "poss"
        and re.search(rf"\b{re.escape(t.head.text)}$", m.group(2))
        and t.i > subj.i
    ]
    if len(poss) != 1:
        return text
    form = _POSSESSIVE_SUBJECT_FORM[pronoun]
    if not _writable_antecedent(form, subj):
        return text  # "Ross rebuilt its ...": "its" is not Ross; "Ross ... her": no gender
    plural = _plural(subj)
    words = [t for t in subj.subtree if t.i <= subj.i and t.dep_ not in ("punct", "relcl")]
    name = capitalise("".join(t.text_with_ws for t in words).strip())
    genitive = name + ("'" if plural and name.endswith("s") else "'s")
    return genitive + text[len(m.group(1)) :]


#: The broad negatives (Quirk et al. 1985 §10.64: "hardly", "scarcely", "barely") before an
#: indefinite ("Hardly a window has been broken"): an approximate negative quantifier, "almost
#: no window" (Horn 1989 ch. 4 on approximatives), under which a trigger projects as under
#: "no" (``NEGATIVE_QUANTIFIERS``), so the template's "Hardly a window was intact before"
#: states nearly the opposite of what the sentence takes for granted (stop 50, pr60).
_BROAD_NEGATIVE = re.compile(
    r"^(?:hardly|scarcely|barely)\s+(?:a|an|any|anyone|anybody|anything|one)\b", re.IGNORECASE
)


def _broad_negative(text: str) -> bool:
    """The draft opens on a broad negative over an indefinite (``_BROAD_NEGATIVE``)."""
    return _BROAD_NEGATIVE.match(text) is not None


#: Nouns of address that take no determiner (Quirk et al. 1985 §10.53: titles and epithets used
#: as vocatives, "Doctor", "sir", "smart aleck"), told from an appositive by their bare singular.
_VOCATIVE_TAGS = frozenset({"NNP", "NNPS", "NN"})


def _final_vocative(doc: Doc) -> str | None:
    """The text of a vocative that closes a direct quotation ('"I know it was, Tim."', '"I
    can speak both kinds of Latin, smart aleck."'), or None. A vocative names the addressee
    and is no part of the clause's proposition (Quirk et al. 1985 §10.52-10.55; Huddleston &
    Pullum 2002 ch. 10 §4.6), so a draft that keeps it ("It was, Tim.") states a fragment
    (stop 50, pr60, dev text). Told by position and form: the last words inside the quotation,
    after a comma and before its final stop, a proper name (up to three words) or a bare
    singular noun with at most adjectives before it; no determiner, possessive or verb, which
    an appositive noun phrase or a clause would have ("... kinds of Latin, the old and the
    new" stays)."""
    marks = [t.i for t in doc if t.text in DOUBLE_QUOTES]
    if len(marks) < 2:
        return None
    close = marks[-1]
    stop = close - 1
    if stop < 0 or doc[stop].text not in (".", "?", "!"):
        return None
    comma = next(
        (i for i in range(stop - 1, max(marks[-2], stop - 5), -1) if doc[i].text == ","), None
    )
    if comma is None or comma <= marks[-2] + 1:
        return None
    words = doc[comma + 1 : stop]
    if not words or not all(
        t.tag_ in _VOCATIVE_TAGS or t.tag_ == "JJ" and t.i < words[-1].i for t in words
    ):
        return None
    if words[-1].tag_ == "NN" and len(words) > 2:
        return None
    return words.text


_NOT_ONLY = re.compile(r"\bnot only\b", re.IGNORECASE)
_CLAUSE_NEGATION = re.compile(r"\bnot\b|n't\b|\bnever\b", re.IGNORECASE)


def _negated_correlative(text: str) -> bool:
    """The draft puts the correlative "not only X but (also) Y" under a clausal negation ("They
    have not noticed not only the noise but the smell"): "not only" is itself a negated focus
    marker that opens a correlative coordination and does not occur inside the scope of another
    negation (Quirk et al. 1985 ch. 13 on correlative coordinators; Huddleston & Pullum 2002
    ch. 15 on "not only ... but"); the negative prior-state template of an aspectual or
    change-of-state trigger ("have not been seeing") makes such a string from a source whose
    complement is a correlative (blind reviews, stop 36). Rewording it needs the scope of the
    negation over each conjunct, which the template cannot decide: no draft."""
    m = _NOT_ONLY.search(text)
    return m is not None and _CLAUSE_NEGATION.search(text[: m.start()]) is not None


#: Negative quantifiers and determiners that can open a draft's subject (Quirk et al. 1985
#: §6.62, §10.58).
NEGATIVE_QUANTIFIERS = frozenset({"no", "none", "nobody", "nothing", "neither", "nor"})
#: First- and second-person pronouns: their referent is fixed by who speaks to whom (Lyons
#: 1977 ch. 15; Levinson 1983 ch. 2 on person deixis).
PERSON_DEICTICS = frozenset(
    {"i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "ourselves"}
    | {"you", "your", "yours", "yourself", "yourselves"}
)
_QUOTE_TOGGLES = frozenset({'"', "``", "''"})


#: A quotation inside a draft, with its marks ('shouted, "I will come back!"').
_DRAFT_QUOTATION = re.compile(r'"[^"]*"|\u201c[^\u201d]*\u201d')


def _quoted_deixis(doc: Doc, text: str) -> bool:
    """Whether the draft keeps a first- or second-person pronoun that the source has only
    inside a direct quotation framed by the narrator's words ('"I know she'll always be there
    for me," he says' -> "She'll always be there for me."). Direct speech keeps the quoted
    speaker's deictic centre (Quirk et al. 1985 §14.29-14.31; Huddleston & Pullum 2002 ch. 17
    §10), so "me" there is "he"; the draft, outside the quotation marks, is in the narrator's
    voice, where "me" is the narrator (blind reviews, twenty-fifth pass: person slips in drafts
    from quoted speech). Shifting the person needs the quoted speaker, which the reporting
    clause does not always name: no draft. A sentence that is all quotation has no other voice,
    and keeps its drafts."""
    inside: set[int] = set()
    quoted = False
    for t in doc:
        if t.text in _QUOTE_TOGGLES or t.text in ("\u201c", "\u201d"):
            quoted = t.text != "\u201d" and (t.text == "\u201c" or not quoted)
            continue
        if quoted:
            inside.add(t.i)
    if not inside:
        return False
    if all(t.i in inside or t.is_punct for t in doc):
        return False  # all quotation: one voice
    # the draft's pronouns as written: a capital inside it is a name or title ("Make Mine
    # Manhattan"), not the pronoun; its first word is capitalised anyway
    # a quotation the draft keeps whole, marks and all, keeps its speaker's deictic centre:
    # only the draft's own words are the narrator's
    found = re.findall(r"[A-Za-z]+", _DRAFT_QUOTATION.sub(" ", text))
    words = {w.lower() for i, w in enumerate(found) if i == 0 or w == "I" or w.islower()}
    deictic = words & PERSON_DEICTICS
    if not deictic:
        return False
    used = [t for t in doc if t.lower_ in deictic]
    return bool(used) and all(t.i in inside for t in used)


#: Flag of a draft with a negative-polarity item that nothing in it licenses (pipeline/flags.py).
UNLICENSED_NPI = "unlicensed-npi"
#: Negative-polarity items (Ladusaw 1979; Quirk et al. 1985 §10.59-10.62, the non-assertive
#: forms): licensed in the source by "before", a negation or a question outside the draft.
NPI_WORDS = frozenset({"any", "anyone", "anybody", "anything", "anywhere", "ever", "at_all"})
#: What licenses them inside the draft: negation and negative adverbs, "only", "few",
#: conditionals, questions, comparatives, "before", "without", and modals or universals (the
#: free-choice "any": "You can take any book", "Anyone who ... "; Giannakidou 2001).
NPI_LICENSERS = frozenset(
    {"not", "n't", "never", "no", "nobody", "nothing", "none", "neither", "nor", "without",
     "hardly", "barely", "scarcely", "seldom", "rarely", "few", "only", "if", "whether",
     "before", "than", "unless", "can", "could", "may", "might", "must", "should", "would",
     "will", "every", "all", "who", "whoever", "refuse", "refused", "deny", "denied", "doubt"}
)  # fmt: skip
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?|n't|\?")


def unlicensed_npi(text: str) -> bool:
    """Does the draft keep an NPI that its source licensed from outside it ("Before I am asked
    to answer any question, ..." -> "I am asked to answer any question"; "left before anyone
    noticed" -> "Anyone noticed the fire")? A "before" clause licenses NPIs because it is
    non-veridical (Condoravdi 2010 "NPI licensing in temporal clauses"; Ladusaw 1979): with an
    NPI in it, its event need not have happened, so the draft is both ungrammatical and not
    presupposed (fifteenth pass, class 3)."""
    words = _WORD.findall(text.lower())
    # "at all" is a minimiser NPI (Quirk et al. 1985 §10.61; Ladusaw 1979), and its "all" is
    # no universal that licenses anything: "It's afterwards that it becomes anything like a
    # story at all", from "It's only afterwards ...", keeps two NPIs whose licensor "only"
    # the prejacent removed (review s1202u)
    words = [
        "at_all" if w == "all" and i and words[i - 1] == "at" else w for i, w in enumerate(words)
    ]
    if not NPI_WORDS.intersection(words):
        return False
    if "before" in words and not any(w in NPI_WORDS for w in words[words.index("before") + 1 :]):
        # "before" licenses only the NPIs of the clause it introduces, after it (Condoravdi
        # 2010): the draft's final adverb "before" ("You were holding any socks before", from
        # "You did not drop any socks", s1201k) licenses nothing before it
        words = [w for w in words if w != "before"]
    last_npi = max(i for i, w in enumerate(words) if w in NPI_WORDS)
    if any(
        _superlative_word(w) and _definite_before(words, i) for i, w in enumerate(words[:last_npi])
    ):
        # "the most recommended defragmenter ever built", "the best film anyone has made": a
        # superlative licenses NPIs in the noun phrase it heads (Ladusaw 1979; Giannakidou 1998
        # on superlatives as non-veridical licensers; Quirk et al. 1985 §7.84 "the best ever")
        return False
    return not NPI_LICENSERS.intersection(words) and "?" not in words


#: Superlatives that do not end in "-est" or are built with "most"/"least" (Quirk et al. 1985
#: §7.74-7.80): the irregular forms and the periphrastic degree words.
IRREGULAR_SUPERLATIVES = frozenset({"most", "least", "best", "worst", "first", "last"})
#: Adjectives in "-est" that are positives, not superlatives of a shorter adjective.
NOT_SUPERLATIVES = frozenset({"modest", "honest", "earnest", "manifest"})


# ARTICLE_OR_POSSESSIVE_DETERMINERS (lexicon.closed_class) make the superlative's noun phrase
# definite ("the best", "his worst").


def _definite_before(words: list[str], i: int) -> bool:
    """A definite determiner or genitive within the three words before ``words[i]`` ("the most
    recommended", "the 10 worst"): the licensing superlative is the definite one (Ladusaw 1979;
    "There are 10 worst movies I have ever seen" licenses nothing and is odd on its own)."""
    return any(
        w in ARTICLE_OR_POSSESSIVE_DETERMINERS or w.endswith("'s") for w in words[max(0, i - 3) : i]
    )


def _superlative_word(word: str) -> bool:
    """Whether ``word`` is a superlative: "most"/"least"/"best"/... or an "-est" form of a
    WordNet adjective ("biggest" <- big, "latest" <- late, "happiest" <- happy). "honest",
    "interest", "forest" are not: their stem is no adjective."""
    if word in IRREGULAR_SUPERLATIVES:
        return True
    if not word.endswith("est") or len(word) < 5 or word in NOT_SUPERLATIVES:
        return False
    if wordnet().synsets(word, "n") or wordnet().synsets(word, "v"):
        return False  # "forest", "interest", "request": a noun or verb of its own
    stem = word[:-3]
    stems = {stem, stem + "e"}
    if stem.endswith("i"):
        stems.add(stem[:-1] + "y")
    if len(stem) > 2 and stem[-1] == stem[-2]:
        stems.add(stem[:-1])
    return any(
        s.name().split(".")[0] == cand and s.pos() in ("a", "s")
        for cand in stems
        for s in wordnet().synsets(cand, "a")
    )


# -- pairs ---------------------------------------------------------------------------------------


def _referential_count(subject: Token) -> bool:
    """A counted-looking subject that refers: a definite superlative ("The most that was
    done"), or a singular "one N" with no partitive ("One study, which involved 1,524 pupils,
    ..."), a specific indefinite that takes wide scope (Fodor & Sag 1982), so that "One study
    didn't find that ..." denies what that study found. "One of the ships" counts a member of
    a set and stays a quantifier (Horn 1989 §4.3)."""
    if any(c.dep_ == "det" and c.lower_ in DEFINITE_DETERMINERS for c in subject.children):
        return True
    if subject.lower_ == "one":
        return not any(c.dep_ == "prep" and c.lower_ == "of" for c in subject.children)
    return any(c.dep_ == "nummod" and c.lower_ == "one" for c in subject.children)


#: Substitutive markers: "instead of", "rather than" (Quirk et al. 1985 §9.7, §15.49).
SUBSTITUTIVE_MARKERS = frozenset({("instead", "of"), ("rather", "than")})


def _substitutive_adjunct(target: Token) -> bool:
    """Does an "instead of / rather than" phrase modify ``target``'s clause (the target or an
    xcomp of it: "stopped drinking instead of quitting", "Instead of fleeing, they continued
    to fight")? One inside a complement clause ("knew that he had left instead of staying")
    is the complement's, which the negation of the matrix leaves alone."""
    doc = target.doc
    for tok in doc[:-1]:
        if (tok.lower_, doc[tok.i + 1].lower_) not in SUBSTITUTIVE_MARKERS:
            continue
        head = doc[tok.i + 1].head
        while head.pos_ not in ("VERB", "AUX") and head.head.i != head.i:
            head = head.head
        if head.i == target.i or (head.dep_ == "xcomp" and head.head.i == target.i):
            return True
    return False


def _negated_part(doc: Doc, target: Token | None) -> Rewritten:
    """The negated premise, flagged where the negation cannot take the sentence as it stands
    (round 28 of #11, classes 1 and 4): a "but"/"yet" conjunct or clause set against the
    trigger's (``discourse-clash:contrast``: "They didn't manage to win, but would lose 12 of
    14 games" breaks the denial of expectation, Lakoff 1971), a sentence-initial speaker-
    oriented adverb (``speaker-adverb``: "Naturally, dissension didn't start to arise"; Ernst
    2009). The other embeddings leave both out (:func:`~pipeline.rewrite.embedding.
    trigger_part`); the negation is flagged instead of cut because NOPE's experts negated the
    sentence whole (NOPE App. C), so a cut premise would match no expert negation.

    Other independent clauses are cut, though (issue #11, stop 61, pr103): a clause coordinated
    with a subject of its own, one after a semicolon or spliced with a comma
    (``embedding._own_clause_negated``; ``other-clause-dropped``): "They didn't know I was
    guilty, and they kept trying to arrest me" went on from what it had just denied (blind
    review s1202k), and the family-of-sentences test negates the trigger's clause, not the
    discourse around it. A trigger whose clause cannot be cut alone (a pronoun losing its
    antecedent) is flagged ``pronoun-antecedent-dropped``, which the pairs refuse (pr183)."""
    part = trigger_part(doc, target, "negated")
    cut = (
        target is not None
        and negation_takes_own_clause(doc, target)
        and isinstance(part, tuple)
        and "other-clause-dropped" in part[2]
        and target.i in part[1]
    )
    if cut:
        doc, target = part[0], part[0][part[1][target.i]]
    result = negate(doc, target, above_only=True)
    result = _under_shared_auxiliary(doc, target, result)
    # "The loud voice of the man, finally woke him" -> "... didn't finally wake him": the
    # source's stray subject-verb comma is dropped here as in every embedding (one helper)
    result = without_subject_comma(doc, target, result)
    head = finite_clause_head(doc, target)
    if head is None or suspect_parse(head):
        return result
    if cut:
        result = replace(result, flags=(*result.flags, "other-clause-dropped"))
    flags = []
    if not cut and part == "pronoun-antecedent-dropped" and negation_takes_own_clause(doc, target):
        flags.append(part)  # the clause alone loses its antecedent: pairs.py refuses (pr183)
    elif not cut and (isinstance(part, str) or (part is not None and part[2])):
        flags.append("discourse-clash:contrast")
    if speaker_adverb(doc, head) is not None:
        flags.append("speaker-adverb")
    if _finite_conjunct_of_infinitive(head):
        flags.append("one-conjunct-negated")
    if correlative_not_only(doc) is not None:
        flags.append("correlative-not-only")  # "He not only stopped X but also didn't start Y"
    if directive(doc):
        # "Both teams don't take the field!": an imperative has no truth value to deny
        # (Huddleston & Pullum 2002 ch. 10 §9), as the other embeddings refuse (embedding.py)
        flags.append("imperative")
    subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    added = result.rule.startswith("negation:add") and "only-wide-negation" not in result.flags
    if added and _counted_np(subject) and not _referential_count(subject):
        # "At least 300 workers didn't stop", "Many sailors didn't leave": a counted or
        # weakly quantified subject takes scope over the negation added after it (surface
        # scope; Jackendoff 1972 ch. 8), and Q(not p) is compatible with Q(p): "300 did not
        # die" and "300 died" can both be true, so the premise is no denial of the sentence
        # (Horn 1989 §4.3, subcontraries). The project has no other negation of such a
        # sentence (the wide "It's not the case that" frame is kept for "only"): flagged,
        # with the flag verb veridicality gives the same clash
        flags.append("negated-under-quantified-subject:counted")
    elif added and subject is not None and (quantifier := downward_entailing_subject(subject)):
        # "Very little wasn't done", "Hardly anyone didn't stop": a "not" under a negative
        # quantifier is a double negation readers misread, and no denial of the sentence (the
        # verb-complement check of the same name; syntax.downward_entailing_subject)
        flags.append(f"negated-under-downward-subject:{quantifier}")
    if evaluative_at_least(head) is not None or evaluative_at_least(head.sent.root) is not None:
        # "At least he didn't stop drinking": the disjunct's evaluation stays outside the
        # negation and now praises the opposite (Quirk et al. 1985 §8.127)
        flags.append("evaluative-disjunct")
    new = tuple(f for f in flags if f not in result.flags)
    if not new:
        return result
    return Rewritten(result.text, False, result.rule, (*result.flags, *new), result.clash)


#: Do-support that the negation puts on a verb: "didn't find", "does not know".
_DO_NOT = re.compile(r"(?:did|does|do)(?:n't| not) (\S+)")


def _shares_auxiliary(target: Token | None) -> bool:
    """Whether ``target`` is a verb conjunct under the auxiliary of the first conjunct: "She
    would have called and found that ...", "He has tried the door and realized that ...". Verb
    phrases coordinated below one auxiliary share it and have its form (Huddleston & Pullum
    2002 ch. 15 §4: coordination of like constituents), so the second conjunct has no
    auxiliary or subject of its own and the same inflection as the first (a past form that is
    also the past participle counts as one: "tried ... and realized")."""
    if target is None or target.dep_ != "conj" or target.pos_ != "VERB":
        return False
    first = target.head
    if first.pos_ not in ("VERB", "AUX") or first.i > target.i:
        return False
    if any(k.dep_ in ("aux", "auxpass", "nsubj", "nsubjpass", "neg") for k in target.children):
        return False
    if not any(k.dep_ in ("aux", "auxpass") and k.i < first.i for k in first.children):
        return False
    if any(k.dep_ == "cc" and k.lower_ in ("but", "yet") for k in first.children):
        # a contrastive conjunct ("had formed in 1990 but split in 1995") is more often a
        # finite clause of its own, with its own time (Quirk et al. 1985 §13.23 on "but")
        return False
    if target.tag_ == first.tag_ and target.tag_ in ("VB", "VBG"):
        return True
    # the perfect's "have" (a passive "was noted and appeared" shares no auxiliary: "appeared"
    # is no passive participle, so it is a finite past of its own)
    perfect = any(k.dep_ == "aux" and k.lemma_ == "have" and k.i < first.i for k in first.children)
    if any(k.dep_ == "auxpass" for k in first.children):
        return False
    participle = target.tag_ in ("VBN", "VBD") and target.lower_ == inflect(target.lemma_, "VBN")
    present = any(k.lower_ in ("has", "have", "'s", "'ve") for k in first.children if k.i < first.i)
    if present and _definite_past_time(target):
        # "She has worked here and stopped smoking last spring": the present perfect takes no
        # definite past time adjunct (Huddleston & Pullum 2002 ch. 3 §5.3), so "stopped" is a
        # finite past of its own
        return False
    return perfect and participle


#: Words of a definite past time adjunct ("last spring", "two years ago", "yesterday").
PAST_TIME_WORDS = frozenset({"yesterday", "ago", "last"})


def _definite_past_time(verb: Token) -> bool:
    """Whether ``verb``'s phrase has a past time adjunct: a word of ``PAST_TIME_WORDS`` or a
    year ("in 1999"), outside a that-clause or other finite clause of its own."""
    inner = {t.i for k in verb.children if k.dep_ in ("ccomp", "advcl", "relcl") for t in k.subtree}
    words = [w for w in verb.subtree if w.i not in inner and w.i > verb.i]
    if any(w.lower_ in PAST_TIME_WORDS for w in words):
        return True
    return any(w.like_num and len(w.text) == 4 and w.text.isdigit() for w in words)


def _under_shared_auxiliary(doc: Doc, target: Token | None, result: Rewritten) -> Rewritten:
    """The negation of a verb conjunct under a shared auxiliary with "not" before the verb
    ("She would have called and not found that the line was dead"), not do-support, which a
    non-finite verb phrase does not take ("*would have called and didn't find"; Huddleston &
    Pullum 2002 ch. 3 §2.1: do-support only in a finite clause with no other auxiliary; blind
    review s1129x). Only the words from the verb on change; anything else the negation did
    there (NPI forms) stays."""
    if not _shares_auxiliary(target):
        return result
    start = target.idx
    if result.text[:start] != doc.text[:start]:
        return result
    found = _DO_NOT.match(result.text, start)
    if found is None or found.group(1).lower() != target.lemma_.lower():
        return result
    text = f"{result.text[:start]}not {target.text}{result.text[found.end() :]}"
    return replace(result, text=text, rule=f"{result.rule}:shared-auxiliary")


def _finite_conjunct_of_infinitive(head: Token) -> bool:
    """Does a finite verb hang as a conjunct on a to-infinitive of ``head`` ("consented to
    stay in my room and never once complained")? A to-infinitive coordinates only with base
    forms (Huddleston & Pullum 2002 ch. 15 §4.1), so the finite conjunct is the main verb's,
    which the parser misattached: the negation of the main verb alone ("didn't consent to
    stay ... and never once complained") negates one conjunct and asserts the other, like
    negation.py's ``one-conjunct-negated`` (blind review s1129o)."""
    return bool(misattached_finite_conjuncts(head))


def _main_clause(head: Token | None) -> Token | None:
    """The clause NOPE negates for a trigger whose clause is headed by ``head`` (NOPE §3.2, App. C).

    "We added sentential negation to the main clause of the sentence or, in the case of clausal
    coordination, to the conjunct that contains the trigger"; a trigger inside the complement of
    a verb of saying/thinking (an "innocent embedding", App. C) is negated inside the complement
    ('"It's not a nicer mower," I reasoned'). So: climb from the trigger's clause through
    adverbial, relative and infinitival embeddings, stopping at a conjunct, at a speech-verb
    complement, or at the root.
    """
    if head is None:
        return None
    cur = head
    while cur.dep_ not in ("ROOT", "conj") and cur.head.i != cur.i:
        if cur.dep_ in ("ccomp", "parataxis") and cur.head.lemma_.lower() in SPEECH_VERBS:
            break
        if semicolon_clause(cur) or spliced_clause(cur):
            break  # "The rain stopped; the players returned": an independent clause, also
            # one the parser hung on the clause after it ("The cows died before we knew, the
            # men went out": the comma splice, clause_scope.spliced_clause)
        cur = cur.head
    return cur


def _finite_clause(head: Token | None) -> Token | None:
    """The nearest finite clause containing ``head``: NOPE's experts negate the clause in which a
    nominal trigger occurs, even inside an adverbial ("While both groups didn't take in ...")."""
    cur = head
    while cur is not None and cur.dep_ != "ROOT" and not is_finite_clause(cur):
        cur = cur.head
    return cur


#: Flag of a negated "only" + numeral premise (pipeline/flags.py): the label is unclear.
ONLY_NUMERAL_NEGATED = "only-numeral-under-negation"
#: Flag of an embedded trigger whose presupposition an earlier conjunct may satisfy.
FILTERED_BY_CONJUNCT = "presupposition-filtered-by-conjunct"
#: The locative pro-form that points back into an earlier conjunct ("moved to Lisbon and stayed
#: there"): the earlier conjunct then supplies the place of the trigger's prior state.
BACK_POINTERS = frozenset({"there"})


def _filtering_conjunct(trig: Token | None, target: Token | None) -> bool:
    """Whether the trigger verb is a later conjunct whose presupposition the earlier conjunct
    supplies (Karttunen 1973; Heim 1983 on conjunction as update), as a locative pro-form that
    points back into it shows ("joined the club and remained there": being there is what
    joining brought about). A trigger in an adverbial of the conjunct ("went back after
    graduating") or a conjunct without such a link ("retired but remained with the team") is
    not filtered."""
    if trig is None or target is None or trig.i != target.i or target.dep_ != "conj":
        return False
    if target.head.i > target.i or target.head.pos_ not in ("VERB", "AUX"):
        return False
    return any(
        t.lower_ in BACK_POINTERS and t.dep_ == "advmod" and t.head.i == target.i
        for t in target.children
    )


def _only_over_modal(trig: Token | None) -> bool:
    """ "Farms can only be planted on grassland", "your Fighters will only suffer a 40% chance",
    "Sabotage may only be attempted at war": a preverbal "only" after a modal auxiliary takes
    scope over the modal (only > can: 'grassland is the only place where farms can be
    planted'; von Fintel & Iatridou 2007 on "only" and modals, Horn 1969 on the scope of
    "only"). The negation the rewriter puts on the auxiliary ("Farms can't only be planted on
    grassland", "won't only suffer") is read below the modal and above "only" (not > can >
    only: 'it is not possible to plant farms on grassland alone'), which is no negation of the
    original sentence, and a bare "not only" with no "but also" reads as a broken additive
    correlative (Huddleston & Pullum 2002 ch. 15 §2.2). Blind review stop 58 rejected these
    premises ("can't only receive", "won't only suffer"): no negated premise (pr95). IMPPRES's
    "wasn't only biking" has no modal and keeps its pair."""
    if trig is None:
        return False
    clause = _only_clause(trig)
    if trig.i > clause.i:
        return False
    return any(
        k.dep_ == "aux" and k.lower_ in MODAL_FORMS and k.i < trig.i for k in clause.children
    )


def _only_under_modal(target: Token | None) -> bool:
    """A preverbal "only" after a modal auxiliary of ``target``'s clause ("you can only wake me
    up", "it could only have wings by ..."): "only" takes scope over the modal (von Fintel &
    Iatridou 2007; Horn 1969, as in ``_only_over_modal``), whatever the clause's trigger, so a
    "not" put on the modal is read between the two (not > can > only) and is no negation of the
    sentence; the negation of such a clause is "not only"/"not just" on the focus (Beaver &
    Clark 2008 ch. 9), which the rewriter does not write for a preverbal "only"."""
    if target is None:
        return False
    for only in target.children:
        if only.lower_ != "only" or only.dep_ != "advmod" or only.i > target.i:
            continue
        if any(k.dep_ == "aux" and k.tag_ == "MD" and k.i < only.i for k in target.children):
            return True
    return False


#: Relations of a clause that is a dependent of another clause (not "conj" or "acl", which a
#: noun phrase also bears).
_CLAUSAL_DEPENDENT_DEPS = frozenset({"ccomp", "advcl", "relcl", "parataxis"})


def _interrupting_when(clause: Token | None, main: Token | None) -> bool:
    """``clause`` is a "when" clause after ``main``, a progressive clause ("was chatting ...
    when the waiter dumped ..."): the when-clause names the event that breaks in."""
    if clause is None or main is None:
        return False
    if not any(k.lower_ == "when" and k.i < clause.i for k in clause.children):
        return False
    return main.tag_ == "VBG" and any(
        k.dep_ == "aux" and k.lemma_.lower() == "be" for k in main.children
    )


def _mistagged_finite_clause(head: Token | None, target: Token | None) -> bool:
    """The trigger's clause (``head``, the extractor's) is a dependent clause, but the tagger
    read its verb as a noun ("We see that the camera pans into the fox's den": "pans" as NNS
    under "see" as ccomp, "camera" as its compound or subject), so ``_finite_clause`` climbed
    past it and the negation went on
    the matrix ("We don't see ..."): the operator is on a clause other than the trigger's
    (IMPPRES §4; review s1202x pres-012), and no negated pair is written. A bare infinitive
    or participle clause with a subject ("We saw the camera pan ...") is non-finite as
    tagged, and the matrix is its negation's place (NOPE App. C)."""
    if head is None or target is None or head.i == target.i:
        return False
    if head.dep_ not in _CLAUSAL_DEPENDENT_DEPS or head.pos_ not in ("NOUN", "VERB", "PROPN"):
        return False
    return head.tag_ in ("NN", "NNS", "NNP", "NNPS")


def _counted_numeral(num: Token) -> bool:
    """Whether a cardinal counts the noun it modifies ("two weeks", "fourteen years", "one
    hour"), even inside a DATE or TIME entity: a counting cardinal above one takes a plural
    head (Huddleston & Pullum 2002 ch. 5 §7 on cardinal numerals and number agreement), so a
    numeral before a singular noun ("5 pm", "the 1990 season") names a point, not an amount.
    A calendar year is never a count (``calendar_year``)."""
    head = num.head
    return (
        num.dep_ == "nummod"
        and head.pos_ == "NOUN"
        and (head.tag_ == "NNS" or num.lower_ in ("one", "1"))
        and not calendar_year(num.text)
    )


def _point_numeral(num: Token) -> bool:
    """A cardinal that locates rather than counts: a year or a clock time ("in 1990", "at 5",
    "5 pm"; a DATE/TIME entity that counts no noun, ``_counted_numeral``). The named-entity
    type alone does not decide: spaCy types durations and ages ("two weeks", "fourteen years
    old") DATE as well, and those are measure phrases, scales of the number (stop 76, mn77)."""
    return num.ent_type_ in ("DATE", "TIME") and not _counted_numeral(num)


def _numeral_focus(trig: Token | None) -> bool:
    """Whether "only" focuses a cardinal: "only 7 caps" (only on the numeral) or "only scored
    two goals" (only on the verb, whose object is counted). A year ("in 1990") is no count;
    a duration or an age is ("only two weeks", "only fourteen years old": ``_point_numeral``)."""
    if trig is None:
        return False
    head = trig.head
    if head.tag_ == "CD":
        return not _point_numeral(head)
    if head.tag_ == "$" or (
        head.pos_ in ("NOUN", "SYM")
        and any(k.dep_ == "nummod" and k.tag_ == "CD" for k in head.children)
    ):
        # a measure phrase: "only $20", "only two weeks" (a numeral-headed quantity, Quirk et
        # al. 1985 §5.25; the scale is the number's, as with the bare numeral)
        return not any(_point_numeral(k) and k.tag_ == "CD" for k in head.children)
    if head.pos_ not in ("VERB", "AUX"):
        return False
    return any(
        k.dep_ == "nummod" and k.tag_ == "CD" and not _point_numeral(k)
        for o in head.children
        if o.dep_ in ("dobj", "obj") and o.i > trig.i
        for k in o.children
    )


def _only_on_subject(c: Candidate, doc: Doc) -> bool:
    trig = _trigger_token(c, doc)
    return (
        trig is not None and trig.head.dep_ in ("nsubj", "nsubjpass") and trig.i < trig.head.head.i
    )


def _negated_below_only(c: Candidate, doc: Doc) -> bool:
    """The predicate of a subject focused by "only" is itself negated ("Only the captain
    didn't compete"): the negation is in the scope of "only"."""
    trig = _trigger_token(c, doc)
    if trig is None:
        return False
    verb = trig.head.head
    return any(k.dep_ == "neg" for k in verb.children)


@dataclass(slots=True)
class Rewrites:
    """What the pairs of one presupposition candidate are built from."""

    draft: Draft | None  # the presupposition, or None when no draft could be written
    embedded: dict[str, Rewritten]  # kind (negated, modal, interrogative, conditional) -> premise
    negation: str  # "added" or "removed": what the negated premise did to the original
    #: the negated clause has epistemic may/might: "may not p" is "possibly not p", which is
    #: compatible with "may p" (Palmer 2001 §3.2; Lyons 1977 §17.2), so the control is neutral
    epistemic_modal: bool = False
    #: kind -> flag of an embedded premise whose presupposition pair has no clean label (its
    #: control pair stays): "only" + numeral under negation, Karttunen filtering
    refused: dict[str, str] = field(default_factory=dict)
    #: whether the negated premise denies the sentence, so that its control is a contradiction;
    #: not when the negation went into a subordinate clause (then neutral)
    #: (``_operator_clause_subordinate``)
    negated_control: bool = True


def rewrites(c: Candidate, doc: Doc, options: dict[str, Any] | None = None) -> Rewrites:
    """The draft and the embedded premises of one candidate (NOPE App. C, IMPPRES Table 1)."""
    hyp = draft(c, doc, options)
    head = token_at_char(doc, c.features.get("clause_head_char"))
    misplaced_negation = False  # the negation cannot go on the trigger's own clause
    target = _finite_clause(head) if c.subtype in NOMINAL_TRIGGERS else _main_clause(head)
    if hyp is not None and hyp.ok and _pronoun_bound_by_conditional(hyp.text, target, c, doc):
        bound = (
            PRONOUN_BOUND_BY_CONDITIONAL_INDEFINITE
            if target is not None and _pronoun_takes_up_indefinite(hyp.text, target, c, doc)
            else PRONOUN_BOUND_IN_CONDITIONAL
        )
        hyp = replace(hyp, ok=False, flags=[*hyp.flags, bound])
    if hyp is not None and hyp.ok and _CONDITIONAL_THEN_TIME_WORD.search(hyp.text):
        # "Felling axes had been produced by the building if it is enhanced to an ax workshop
        # before.": the template's final "before/again" attaches to the nearest verb, the
        # conditional's ("is enhanced ... before"), not to the prior-state clause (Quirk et al.
        # 1985 §8.8 on end-position adjuncts; review s1202r pres-028): garbled, not clean
        hyp = replace(hyp, ok=False, flags=[*hyp.flags, "time-word-after-conditional"])
    if c.subtype in NOMINAL_TRIGGERS and _postposed_time_clause(target):
        # "fond of horses ever since he was a boy on his father's farm": negated in place, the
        # time clause names no event to date the main clause by ("ever since he wasn't a boy",
        # "before it didn't merge"; Heinämäki 1974 on before/after, de Swart 1996: a negated
        # clause is no bounded event); a postposed time clause is a restrictive adjunct inside
        # the main clause's negation, modal and question (Quirk et al. 1985 §8.8, §15.25), so
        # they go on the main clause and the trigger still projects from below them
        time_clause = target
        target = _main_clause(target)
        # but after a progressive main clause, a "when" clause is the event that breaks in on
        # the background ("The blond was chatting ... when the waiter dumped a martini down the
        # back of the blonde's dress"): the foreground of the sentence, not a restrictive time
        # adjunct (Declerck 1997 on "when"-clauses and temporal structure; Quirk et al. 1985
        # §15.25 note on the "when" of sudden events), so the main clause's negation ("The
        # blond wasn't chatting when ...") denies the background and leaves the trigger's
        # clause asserted: IMPPRES §4 and NOPE App. C put the negation on the trigger's
        # clause, and when it cannot carry one, no negated pair (review s1202x pres-019).
        # The modal, question and "if" still take the whole sentence and stay; the "ever
        # since" and "before" clauses of stop 45 keep their main-clause negation
        misplaced_negation = _interrupting_when(time_clause, target)
    work = doc
    trig = _trigger_token(c, doc)
    if c.subtype in NOMINAL_TRIGGERS and _mistagged_finite_clause(head, target):
        misplaced_negation = True
    if c.subtype == "temporal_adverbs" and c.features.get("preposed") and target is not None:
        # NOPE §3.2: "we rewrote sentences where the adverbial clause is preposed, in order to
        # allow negation to scope over the adverbial (Before it rained, we danced becomes We
        # danced before it rained)"; the other embeddings then scope over it too
        moved = _postposed(doc, trig, target)
        if moved is not None:
            work, index = moved
            target = work[index[target.i]]
            trig = work[index[trig.i]] if trig is not None else None
    unmoved = c.subtype == "temporal_adverbs" and c.features.get("preposed") and work is doc
    prefixed = _split_re_prefix(doc, trig)
    if prefixed is not None:
        # "re-released" split as "re" "-" "released" (the parser reads "re" as the verb): the
        # embeddings are built on the sentence without the prefix and "re-" goes back on the
        # verb, so negation and modals stay outside the word ("didn't re-release", never
        # "re-didn't release"; Quirk et al. 1985 App. I.21: re- is a verbal prefix)
        work, trig = prefixed
        target = _main_clause(trig)
    embedded = {"negated": _negated_part(work, target)}
    scoped, scoped_target = work, target
    if work is doc and prefixed is None:
        framed = _preposed_time_clause(target, trig)
        moved = _postposed(doc, framed, target) if framed is not None else None
        if moved is not None and target is not None:
            # "After graduating, Dana came to LA" -> "Did Dana come to LA after graduating?", not
            # "After graduating, did Dana come ...": a time clause left before the question, modal
            # or "if" is outside it, and the item reads as testing that clause (NOPE §3.2 moves
            # preposed adverbials before embedding). The negation stays in place, as NOPE's
            # experts negate the main clause of a trigger outside the adverbial (negation.py).
            scoped, index = moved
            scoped_target = scoped[index[target.i]]
    for kind in NEUTRAL_CONTROLS:
        embedded[kind] = embed(scoped, kind, scoped_target)
        cut = embedded[kind]
        nominal = trig is not None and trig.pos_ not in ("VERB", "AUX")  # a verb re-inflects
        word = rf"(?<!\w){re.escape(trig.text)}(?!\w)" if nominal else ""
        if word and PART_OF_SENTENCE.intersection(cut.flags) and not re.search(word, cut.text):
            # the cut kept a clause the parser put the trigger outside of: no clean pair
            embedded[kind] = replace(cut, ok=False, flags=(*cut.flags, "trigger-dropped"))
        elif _verb_trigger_dropped(trig, cut.text):
            # "Hunting spears are produced in the workshop (but cease to be produced ...)" ->
            # "Hunting spears might be produced in the workshop.": the cut kept the first
            # conjunct and the trigger verb went with the second; an operator that does not
            # take the trigger's clause tests no projection (IMPPRES §4: the embedding scopes
            # over the trigger's clause; review s1202r pres-052), so no pair and no control
            embedded[kind] = replace(cut, ok=False, flags=(*cut.flags, "trigger-dropped"))
    if "interrogative" in embedded and scoped_target is not None:
        embedded["interrogative"] = _do_support_question(embedded["interrogative"], scoped_target)
    if _in_absolute_clause(trig, target) or _in_preposed_supplement(trig, target):
        # "David kept the job, his pay rising to $40,000": the operators go on the main clause
        # and the absolute clause stays outside them, like a preposed clause that could not be
        # moved (the same warning: still asserted, so entailed, but no projection is tested),
        # or the cut drops it, and a premise without the trigger entails nothing of it
        # ("Did David keep that job?" -/-> "His pay was lower before"): a defect (round 12)
        embedded = {k: _outside_scope(p, trig) for k, p in embedded.items()}
    else:
        # "She might have been the first mayor, founding a school after leaving the army", "If
        # Jo, who was one of Linda's bridesmaids, said ..., it's okay": the operator is on a
        # clause whose supplement holds the trigger, and a supplement is outside every
        # operator of its host (Potts 2005 ch. 4), so no projection is tested (the pair is no
        # IMPPRES/NOPE item; blind reviews s1130o/p, rubric b)
        embedded = {
            k: _supplement_outside(p, trig, target if k == "negated" else None)
            for k, p in embedded.items()
        }
    if (
        not unmoved
        and c.subtype == "temporal_adverbs"
        and _in_preposed_supplement(trig, target)
        and not any(t.tag_ in ("``", "''") or t.text in ('"', "“", "”") for t in doc)
    ):
        # "Released after he left the band, the album was produced by friends": the time clause
        # sits in a preposed supplementive participle clause, which the clause-level modal
        # leaves outside ("..., the album might have been produced by friends" speculates about
        # the main clause only; blind reviews s1129u, s1130a: b0) and which cannot move to the
        # end, since it describes the subject (Quirk et al. 1985 §15.58-15.60). IMPPRES Table
        # 1's sentential frame takes the whole sentence, the supplement too: "It's possible
        # that, released after he left the band, the album was produced by friends", and the
        # time clause's presupposition projects from it (Karttunen 1973: "possible" is a hole).
        # The same as for a preposed time clause that could not be moved (below).
        wide = _wide_modal(doc, target)
        first = doc[0].text
        opening = rf"\bthat (?={re.escape(first[:1].lower() + first[1:])}\b)"
        if wide is not None and re.search(opening, wide.text):
            # a medial supplementive clause is set off by commas on both sides (Quirk et al.
            # 1985 §15.58): "It's possible that, released after he left, the album was ..."
            embedded["modal"] = replace(wide, text=re.sub(opening, "that, ", wide.text, count=1))
    if unmoved:
        # the trigger is the preposed clause itself and it could not be moved (a lower verb
        # would capture it): "After he left the club, he didn't start coaching" leaves the
        # clause outside the negation (and the modal, question, conditional), so the pair
        # tests no projection (NOPE §3.2 moves it for that reason): flagged, not clean. A
        # trigger in the main clause keeps the preposed clause where it is.
        embedded = {
            k: replace(p, ok=False, flags=(*p.flags, PREPOSED_OUTSIDE_SCOPE))
            for k, p in embedded.items()
        }
        root = doc[0].sent.root
        whole = (
            target is not None
            and target.i == root.i
            and not any(k.dep_ == "conj" and k.pos_ in ("VERB", "AUX") for k in root.children)
        )
        supplement = _in_absolute_clause(trig, target) or _in_preposed_supplement(trig, target)
        # not over direct speech ("It's possible that right after he left I thought, 'how
        # stupid'": a quotation is the speaker's report, outside any operator, Quirk et al. 1985
        # §14.30; the conditional refuses it too), nor over a contrastive "while" clause with
        # its own subject ("While this was not expected, ..."), a peripheral clause that no
        # operator takes in (Haegeman 2004; Quirk et al. 1985 §15.50)
        quoted = any(t.tag_ in ("``", "''") or t.text in ('"', "“", "”") for t in doc)
        contrast = (
            trig is not None
            and trig.lower_ == "while"
            and trig.dep_ == "mark"
            and any(k.dep_ in ("nsubj", "nsubjpass") for k in trig.head.children)
        )
        wide = sentential_modal(doc) if whole and not (supplement or quoted or contrast) else None
        if wide is not None and wide.ok and embedded["modal"].text != doc.text:
            # "After elaborating on X, we might have wanted to identify Y" leaves the clause
            # outside "might" (round 46 reviews: the premise reads as speculating about the
            # main clause only); IMPPRES Table 1's sentential frame takes the whole sentence,
            # the preposed clause too: "It's possible that after elaborating on X, we wanted
            # to identify Y", from which the clause's presupposition projects (Karttunen 1973:
            # "possible" is a hole)
            embedded["modal"] = wide
        elif target is not None and target.i == root.i and not (supplement or quoted or contrast):
            # "After he took questions, he turned to leave, but the door wouldn't open": the
            # modal takes the trigger's clause alone (trigger_part), and on it the same
            # sentential frame, so that the preposed clause is inside the possibility: "It's
            # possible that after he took questions, he turned to leave", not "After he took
            # questions, he might have turned to leave" (blind review s1130d: the clause left
            # outside the modal)
            part = trigger_part(doc, target, "modal")
            if part is not None and not isinstance(part, str):
                wide = sentential_modal(part[0])
                if wide.ok and wide.text != part[0].text:
                    embedded["modal"] = replace(wide, flags=(*wide.flags, *part[2]))
    if c.subtype == "temporal_adverbs" and _contrastive_while(trig):
        # "I connected with it while many people found it too slow": contrastive "while", a
        # peripheral clause outside every operator of its host (``_contrastive_while``)
        embedded = {
            k: replace(p, ok=False, flags=(*p.flags, CONTRASTIVE_WHILE))
            for k, p in embedded.items()
        }
    if "conditional" in embedded:
        embedded["conditional"] = _conditional_frame(embedded["conditional"])
    wide = "only-wide-negation" in embedded["negated"].flags  # "It's not the case that only ..."
    if c.subtype == "only" and _only_on_subject(c, doc) and not wide:
        # "Only Lucille went" -> "Only Lucille didn't go": 'only' outscopes the negation, so this
        # is not the negation of the trigger sentence (IMPPRES negates VP-only: "wasn't only")
        neg = embedded["negated"]
        embedded["negated"] = replace(neg, ok=False, flags=(*neg.flags, "negation_below_only"))
    if c.subtype == "only" and _only_on_subject(c, doc) and _negated_below_only(c, doc):
        # "Only the captain didn't compete" -> "Didn't only the captain compete?": the question
        # puts the negation above "only" and asks whether only the captain competed, which
        # presupposes that the captain competed, the opposite of the prejacent (Horn 1969 on
        # the scope of "only" and negation): same defect as the negated premise
        for kind in ("interrogative", "negated"):
            if kind in embedded and "negation_below_only" not in embedded[kind].flags:
                p = embedded[kind]
                embedded[kind] = replace(p, ok=False, flags=(*p.flags, "negation_below_only"))
    neg = embedded["negated"]
    refused: dict[str, str] = {}
    # "He didn't gather only 7 caps", "I wasn't only fourteen years old", "It's not the case
    # that only 33% worry": with a scalar focus "not only N" says more than N (Horn 1969 on
    # "only" + numeral; Horn 1972 the two-sided reading of numerals; Beaver & Clark 2008 ch. 9
    # on scalar "only"), so the prejacent "He gathered 7 caps", read "exactly 7", is
    # contradicted, not entailed, and the negated sentence itself is an odd denial that blind
    # reviews s1201l-n rejected as a premise of the control pair too (unnatural): no negated
    # premise at all (pr88; round 33 kept the control, which the judges did not)
    drop_negated = (
        c.subtype == "only"
        and (_numeral_focus(trig) or _only_over_modal(trig))
        and neg.rule.startswith("negation:add")
    )
    if target is not None and neg.rule.startswith("negation:add") and _substitutive_adjunct(target):
        # "He stopped drinking instead of quitting his job" -> "He didn't stop drinking instead
        # of quitting his job": "A instead of B" asserts A in place of the alternative B (Quirk
        # et al. 1985 §9.7, §15.49 on substitutive "instead of / rather than"), so the phrase
        # takes A's occurrence for granted; the clause negated in place denies what the phrase
        # still presupposes (Karttunen 1973: the negation is a hole for the trigger, not for the
        # adjunct's own presupposition), a clash, and the adjunct cannot be left out of a
        # clause it modifies without changing what is denied: no negated premise (hundred-eighth
        # pass)
        drop_negated = True
    if misplaced_negation and neg.rule.startswith("negation:add"):
        drop_negated = True
    if neg.rule.startswith("negation:add") and _only_under_modal(target):
        # "You can only wake me up" -> "*You can't only wake me up", "Bill could only reach
        # Mary's house by walking" -> "*Bill couldn't only reach ...": the negation lands
        # between the modal and an "only" that takes scope over the modal (``_only_over_modal``
        # for the trigger "only"; the same clause with another trigger in it); no negated
        # premise (review s1202x, pres-067 and the "Walter's horse" pair)
        drop_negated = True
    if target is not None and neg.rule.startswith("negation:add") and _option_conditional(target):
        # "You may continue playing if you wish" -> "You may not continue playing if you
        # wish": "if you wish/like/want" is a conditional of the speech act (Austin 1956
        # "Ifs and cans"; Sweetser 1990 ch. 5): it grants an option at the addressee's will,
        # and denying the option under that very licence is incoherent (review s1202r
        # pres-040): no negated premise
        drop_negated = True
    if _filtering_conjunct(trig, target):
        # "If he joined the club and remained there, ...": "A and B" presupposes only "if A then
        # p(B)" when A supplies B's presupposition (Karttunen 1973 filtering), so under the
        # modal, question and "if" the prejacent is not entailed; A is asserted in the plain
        # and negated sentences ("... and didn't remain there"), which still entail it
        refused.update({k: FILTERED_BY_CONJUNCT for k in NEUTRAL_CONTROLS})
    if target is not None and neg.rule.startswith("negation:add") and additive_particle(target):
        # "She also stopped drinking" -> "She also didn't stop drinking" is also(not p): its
        # additive presupposition (someone else did not) is not the original's (someone else
        # did); the negation would be "... either" (Klima 1964; König 1991)
        flags = (*neg.flags, "discourse-clash:additive")
        embedded["negated"] = replace(neg, ok=False, flags=flags)
    if embedded["negated"].clash == "still" and target is not None:
        # "They still need help" -> "They no longer need help", not "still don't need"
        embedded["negated"] = _no_longer(work, target) or embedded["negated"]
    if prefixed is not None:
        embedded = {k: _restore_re_prefix(p, trig) for k, p in embedded.items()}
    if c.subtype == "clefts" and trig is not None and _speaker_adverb_on_copula(trig):
        # "If it was obviously the dog that ...", "Was it evidently his brother who ...?":
        # ``_speaker_adverb_on_copula``; the negation keeps it above "not" ("It was obviously
        # not the dog ...")
        embedded = {k: p for k, p in embedded.items() if k == "negated"}
    if target is not None and _trailing_concessive(target):
        # "Is this guide free in both senses, though it is not software?": a concessive clause
        # is a disjunct, a separate assertion outside the question and the supposition (Quirk
        # et al. 1985 §8.124, §15.40: concessive disjuncts are not within the scope of
        # interrogation; IMPPRES §4: the operator scopes over the trigger's clause only), and
        # the rewriter cannot take it out: no question and no conditional (review s1202t)
        for kind in ("interrogative", "conditional"):
            embedded.pop(kind, None)
    if target is not None and _fronted_at_last(target, before_subject=False):
        # "The clerk at last stopped ..." -> "*The clerk at last didn't stop / might have
        # stopped": the same, before the verb (the question moves it to the end and reads)
        embedded.pop("modal", None)
        drop_negated = True
    if target is not None and _fronted_at_last(target):
        # "At last the clerk stopped complaining" -> "*At last the clerk might have stopped
        # ...", "*At last, did the clerk stop ...?", "At last the clerk didn't stop ...":
        # fronted "at last" presents the event as the awaited one that came (Quirk et al. 1985
        # §8.93 on "at last"/"finally"), a fact the clause asserts outside any operator put
        # after it; the rewriter cannot take it into the scope, so no negated, modal or
        # question premise (review s1202x, class 1); the supposition "If at last ..." reads
        embedded.pop("modal", None)
        embedded.pop("interrogative", None)
        drop_negated = True
    coordinator = _conjunct_after_preposed_clause(doc)
    if coordinator is not None:
        # "If I waited and waited and when no message came I knew it, it's okay": the
        # antecedent would hold a coordination whose later conjunct opens with its own
        # preposed adverbial clause, which "if" cannot take as one condition (the when-clause
        # reads as a second frame inside the if-clause; Quirk et al. 1985 §13.21 on the
        # coordination of clauses, §15.17 on initial adverbial clauses); no conditional premise
        # (review s1202x pres-052). The question of the same sentence leaves the first
        # conjuncts asserted before it ("We knocked and when the door opened, did we stop
        # ...?"), a declarative and an interrogative coordinated, which asks nothing of the
        # sentence: no question either, unless it was cut to the trigger's conjunct ("When
        # the door opened, did we stop shouting?" keeps none of the first conjuncts)
        embedded.pop("conditional", None)
        before = doc[: coordinator.i].text.strip().lower()
        question = embedded.get("interrogative")
        if question is not None and before and before in question.text.lower():
            del embedded["interrogative"]
    neg_rule = embedded["negated"].rule
    if drop_negated:
        del embedded["negated"]
    # an embedding that failed returns the sentence unchanged: a "negated"/"modal" premise that
    # is the original sentence would be a mislabelled pair, so it is not emitted at all
    source = (doc.text.strip(), work.text.strip())
    embedded = {k: p for k, p in embedded.items() if p.text.strip() not in source}
    quoted = _partial_quotation(trig, target)
    if quoted is not None:
        # 'the firm "stopped paying its workers"': a quotation that begins inside the clause,
        # after its subject, is someone's words; an operator put inside it ('"didn't stop
        # paying ..."') misquotes them (Clark & Gerrig 1990 on demonstrated quotations), so
        # only the premises that keep the quoted words as they were are emitted
        embedded = {k: p for k, p in embedded.items() if quoted in p.text}
    embedded = {k: _without_dangling_coordinator(p) for k, p in embedded.items()}
    # an operator embeds the trigger's text-clause only (``_operator_over_text_clauses``): no
    # premise of that kind when it runs on over the next one (one already refused with a flag,
    # like ``conditional-over-colon``, keeps its flag)
    embedded = {
        k: p
        for k, p in embedded.items()
        if not (p.ok and _operator_over_text_clauses(doc, k, p.text))
    }
    if ":remove" in neg_rule and "negated" in embedded and _orphan_npi(target):
        # the removed negation licensed an NPI or a negative-polarity idiom (``_orphan_npi``):
        # the premise is no English, flagged as the draft's orphan NPIs are (``unlicensed_npi``)
        neg = embedded["negated"]
        if UNLICENSED_NPI not in neg.flags:
            embedded["negated"] = replace(neg, ok=False, flags=(*neg.flags, UNLICENSED_NPI))
    for kind, premise in embedded.items():
        if kind not in refused and MISSED_TRIGGER.intersection(premise.flags):
            # the operator does not scope over the trigger (a supplement, Potts 2005 ch. 4; a
            # fronted clause the main clause's operator leaves outside, NOPE §3.2): the premise
            # still asserts the trigger's content, so the entailment is no projection, and the
            # pair is no IMPPRES/NOPE item (stop 53 review, pr74 dev audit: 47 of 53 such
            # supplement and all 35 such preposed-clause premises judged bad); its control pair
            # (the same premise against the sentence) compares the embedding alone and stays
            refused[kind] = EMBEDDING_MISSES_TRIGGER
    negation = "removed" if ":remove" in neg_rule or c.features.get("clause_negated") else "added"
    if _reduced_passive_fragment(doc) or _operator_across_coordination(target, trig):
        embedded = {}
    control = not (c.subtype in NOMINAL_TRIGGERS and _operator_clause_subordinate(target))
    return Rewrites(hyp, embedded, negation, _epistemic_possibility(target), refused, control)


def _operator_across_coordination(target: Token | None, trig: Token | None) -> bool:
    """Does the operator's clause (headed by ``target``) lie in another conjunct of a clause
    coordination than the trigger? The family-of-sentences test embeds the clause that carries
    the trigger (Chierchia & McConnell-Ginet 1990 ch. 6); NOPE's experts negated "the conjunct
    that contains the trigger" (NOPE §3.2, App. C), and IMPPRES embeds the trigger's clause.
    An operator on another conjunct leaves the trigger asserted, outside it: "A new idea darted
    into Catherine's mind, and ..., she might have exclaimed ..." (the parser hung the first
    conjunct on a noun), "her friends didn't attend her into the house, and Miss Tilney,
    before they parted, ... petitioned ..." (the second conjunct lost to a "dep" arc; review
    s1205m, class 2). Then no premise at all: the pair and its control would test the wrong
    clause.

    A coordination boundary lies between the two: a semicolon, or a coordinator after a comma
    or semicolon that joins verbs (Quirk et al. 1985 §13.11 on clause coordination, App.
    III.14 on the semicolon), followed before the later of the two by a clause of its own: a
    subject whose clause holds the later of the two (``_opens_later_clause``), or the
    operator's own coordinator with no verb conjunct after it (the parser lost the conjunct).
    A coordinator inside a noun phrase or a shared-subject verb phrase opens no clause."""
    if target is None or trig is None or target.doc is not trig.doc or target.i == trig.i:
        return False
    doc = target.doc
    lo, hi = sorted((target.i, trig.i))
    for b in doc[lo + 1 : hi]:
        after_mark = b.i > 0 and doc[b.i - 1].text in (",", ";")
        coordinator = b.dep_ == "cc" and after_mark and b.head.pos_ in ("VERB", "AUX")
        if b.text != ";" and not coordinator:
            continue
        if any(_opens_later_clause(doc[i], doc[hi], trig) for i in range(b.i + 1, hi)):
            return True
        if not coordinator or not (b.head.i == target.i < b.i):
            continue
        # the operator's own coordinator: a verb's conjunct after it is a verb; a noun hung on
        # the verb there as a conjunct or "dep" ("and Mr. Hale, before ..." under "walked") is
        # the next clause's subject, its verb lost in the parse, if a finite verb still follows
        # it. A verbless conjunct ("..., but with twice the impact"; "I am dark, but lovely,
        # you daughters of Jerusalem, like Kedar's tents": a vocative and a simile, A/B ab84)
        # opens no clause
        lost_subject = any(
            k.dep_ in ("conj", "dep")
            and b.i < k.i < hi
            and k.pos_ in ("NOUN", "PROPN", "PRON")
            and any(t.tag_ in FINITE_TAGS for t in doc[k.i + 1 :])
            for k in target.children
        )
        if lost_subject and not any(
            k.dep_ == "conj" and k.i > b.i and k.pos_ in ("VERB", "AUX") for k in target.children
        ):
            return True
    return False


#: Marks that separate text-clauses: the semicolon and colon of asyndetic co-ordination and a
#: sentence end the splitter missed (Quirk et al. 1985 §§19.9-19.11; Nunberg 1990 on
#: text-clauses: each is a separate assertion).
_TEXT_CLAUSE_MARKS = frozenset({";", ":"})
_SENTENCE_ENDS = frozenset({".", "!", "?"})
#: Openers of a sentence-level frame put before a whole premise: the wide negation and the
#: sentential modal (IMPPRES Table 1), whose complement is what the operator embeds.
_SENTENTIAL_FRAMES = re.compile(
    r"^(?:it's|it is) (?:not the case|possible) that\b", flags=re.IGNORECASE
)
#: The premise kinds whose operator takes a whole clause (question and
#: conditional always, negation and modal only in their sentential frames).
_CLAUSAL_OPERATORS = frozenset({"interrogative", "conditional"})


def _finite_clause_in(tokens: Span) -> bool:
    """``tokens`` hold a subject and a finite verb: a clause that can be asserted alone."""
    return any(t.tag_ in FINITE_TAGS for t in tokens) and any(
        t.dep_ in ("nsubj", "nsubjpass", "expl") for t in tokens
    )


def _text_clause_boundaries(doc: Doc) -> list[Token]:
    """The marks of ``doc`` that end one text-clause and open another: a semicolon or colon, or
    a ".", "!" or "?" followed (after quotes or a dash) by a capitalised word, with a finite
    clause on both sides. A colon before a list ("three things: a, b and c") or a quotation
    inside a clause opens no text-clause of its own."""
    marks = [
        t
        for t in doc
        if t.text in _TEXT_CLAUSE_MARKS or (t.text in _SENTENCE_ENDS and _capital_follows(t))
    ]
    out = []
    starts = [0, *(m.i + 1 for m in marks)]
    ends = [*(m.i for m in marks), len(doc)]
    for n, mark in enumerate(marks):
        if _finite_clause_in(doc[starts[n] : ends[n]]) and _finite_clause_in(
            doc[starts[n + 1] : ends[n + 1]]
        ):
            out.append(mark)
    return out


def _capital_follows(mark: Token) -> bool:
    """The first word after ``mark`` (past quotes and dashes) is capitalised: a new sentence."""
    for t in mark.doc[mark.i + 1 :]:
        if t.is_punct or t.is_space:
            continue
        return t.text[:1].isupper()
    return False


def _operator_over_text_clauses(doc: Doc, kind: str, text: str) -> bool:
    """Does the premise ``text`` of ``kind`` put a clausal operator over more than one
    text-clause of ``doc`` ("Did Maria have a moment's struggle, and only a moment's: when her
    father ceased, she was able to answer?", "If she was conscious that she ought to have
    prevented them.—She felt ..., it's okay")? Clauses joined by ";" or ":" or by a sentence
    break are separate assertions (Quirk et al. 1985 §§19.9-19.11; Nunberg 1990), and an
    operator embeds the text-clause that holds the trigger, never the next one (IMPPRES §4):
    a question or "if" over both is ungrammatical, and over one declarative and one question it
    asks nothing of the sentence (review s1205n pres-055, pres-082). The question and the
    conditional always take a whole clause; the negation and the modal only in their sentential
    frames ("It's not the case that", "It's possible that")."""
    if kind not in _CLAUSAL_OPERATORS and not _SENTENTIAL_FRAMES.match(text):
        return False
    if kind == "conditional":
        text = text.rsplit(f", {CONDITIONAL_CONSEQUENT}", 1)[0]
    for mark in _text_clause_boundaries(doc):
        words = [t.text for t in doc[mark.i + 1 :] if not (t.is_punct or t.is_space)][:2]
        if not words:
            continue
        gap = r"[\s\"'“”‘’—–-]*"
        pattern = re.escape(mark.text) + gap + r"\W*".join(map(re.escape, words)) + r"\b"
        if re.search(pattern, text, flags=re.IGNORECASE):
            return True
    return False


def _opens_later_clause(subject: Token, later: Token, trig: Token) -> bool:
    """Is ``subject`` the subject of a clause that holds ``later`` (its verb is ``later`` or an
    ancestor of it), other than the trigger's own subordinate clause ("before they parted")?"""
    if subject.dep_ not in ("nsubj", "nsubjpass"):
        return False
    verb = subject.head
    if trig.dep_ == "mark" and verb.i == trig.head.i:
        return False
    return verb.i == later.i or verb.is_ancestor(later)


#: Negative-polarity idioms ("minimizers" and the "can't help" construction): licensed only by
#: the negation they occur with, so the sentence without it is no English ("*He could help
#: seeing", "*She lifted a finger"). Baker 1970 "Double negatives" (can't help); Ladusaw 1979;
#: Israel 2011 "The Grammar of Polarity" ch. 2-3 (minimizers: lift a finger, bat an eye, sleep a
#: wink, budge an inch, give a damn).
NPI_IDIOMS = re.compile(
    r"\b(?:lift(?:s|ed|ing)? a finger|bat(?:s|ted|ting)? an? (?:eye|eyelid)"
    r"|sle(?:ep|eps|pt|eping) a wink|budge[sd]? an inch|g[ai]ve?s? a (?:damn|hoot|fig))\b",
    flags=re.IGNORECASE,
)
#: NPIs that a modal does not turn into free choice ("*I could ever walk"), and the
#: indefinites that it does ("You can take any book"; Giannakidou 2001).
_STRICT_NPIS = frozenset({"ever", "yet"})
_FREE_CHOICE_NPIS = frozenset({"any", "anyone", "anybody", "anything", "anywhere"})
#: Licensors that may stand between the removed negation and an NPI and license it themselves
#: (Ladusaw 1979; Quirk et al. 1985 §10.59-10.62): "before" only as the subordinator or
#: preposition, not the adverb ("I did not know before that you ever walked this way").
_OWN_LICENSORS = frozenset(
    {"if", "whether", "than", "only", "without", "few", "never", "no", "nobody", "nothing",
     "none", "neither", "nor", "hardly", "barely", "scarcely", "seldom", "rarely", "unless"}
)  # fmt: skip


def _orphan_npi(target: Token | None) -> bool:
    """Does the negation of ``target``'s clause license an NPI or a negative-polarity idiom
    that its removal would leave unlicensed? "He could not help seeing that ..." -> "*He could
    help seeing" ("can't help V-ing/but" is a negative-polarity idiom: Baker 1970; Israel
    2011), "I did not know before that you ever walked this way" -> "*I knew before that you
    ever walked this way" (Ladusaw 1979: "ever" needs a downward-entailing licensor). The
    negation_removed premise would be ungrammatical (review s1205n pres-000, pres-052, pres-088).
    """
    if target is None:
        return False
    neg = next((k for k in target.children if k.dep_ == "neg"), None)
    if neg is None:
        return False
    # MODAL_FORMS has spaCy's "ca"/"wo" of "can't"/"won't" ("He can't help seeing", rv20)
    modal = any(k.dep_ == "aux" and k.lower_ in MODAL_FORMS for k in target.children)
    if target.lemma_.lower() == "help" and modal:
        after = target.doc[target.i + 1] if target.i + 1 < len(target.doc) else None
        gerund = any(k.tag_ == "VBG" and k.i > target.i for k in target.children)
        if gerund or (after is not None and after.lower_ == "but"):
            return True
    scope = [t for t in target.subtree if t.i > neg.i]
    if scope and NPI_IDIOMS.search(target.doc[scope[0].i : scope[-1].i + 1].text):
        return True
    for t in scope:
        if t.lower_ in _OWN_LICENSORS or (t.lower_ == "before" and t.dep_ in ("mark", "prep")):
            return False  # a licensor of its own stands before any later NPI
        if t.tag_ in ("JJS", "RBS"):
            return False  # "the best ... ever": the superlative licenses it (Ladusaw 1979)
        if t.lower_ in _STRICT_NPIS and t.dep_ == "advmod":
            return True
        if t.lower_ in _FREE_CHOICE_NPIS and not modal:
            return True
        if t.lower_ == "all" and t.i and t.doc[t.i - 1].lower_ == "at":
            return True
    return False


def _fronted_at_last(target: Token, before_subject: bool = True) -> bool:
    """``target``'s clause opens with "at last" before its subject ("At last the clerk
    stopped", "And at last, he came"); with ``before_subject`` False, anywhere before its verb
    ("The clerk at last stopped")."""
    doc = target.doc
    subject = next((k for k in target.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    end = subject.left_edge.i if subject is not None and before_subject else target.i
    return any(
        doc[i].lower_ == "at" and doc[i + 1].lower_ == "last" and target.is_ancestor(doc[i])
        for i in range(target.left_edge.i, end - 1)
    )


def _conjunct_after_preposed_clause(doc: Doc) -> Token | None:
    """A coordinator followed at once by an adverbial clause and then by a clause with its
    own subject ("I waited and waited and when no message came I knew it"), however the parser
    hangs the conjuncts (as "conj" of the first verb, or the first as a "ccomp" of the last):
    the coordinator, or None."""
    for cc in doc:
        if cc.dep_ != "cc" or cc.lower_ not in ("and", "but", "or") or cc.i + 1 >= len(doc):
            continue
        opener = doc[cc.i + 1]
        clause = opener.head
        if opener.dep_ not in ("mark", "advmod") or clause.dep_ != "advcl":
            continue
        if clause.left_edge.i != opener.i:
            continue
        host = clause.head
        subject = next((k for k in host.children if k.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is not None and clause.right_edge.i < subject.i < host.i:
            return cc
    return None


#: Subordinators of concessive and contrastive clauses (Quirk et al. 1985 §15.40, §15.43).
CONCESSIVE_MARKS = frozenset({"though", "although", "whereas"})


def _trailing_concessive(target: Token) -> bool:
    """The trigger's clause ends in a comma-set concessive clause ("..., though X", "...,
    although X", "..., whereas X"): an adverbial clause of ``target`` after it whose first word
    is one of ``CONCESSIVE_MARKS`` (or "even" before "though") and which a comma opens."""
    for k in target.children:
        if k.dep_ != "advcl" or k.i < target.i:
            continue
        first = k.left_edge
        if first.lower_ == "even" and first.i + 1 < len(first.doc):
            first = first.doc[first.i + 1]
        if first.lower_ not in CONCESSIVE_MARKS or first.dep_ != "mark":
            continue
        before = k.left_edge.i - 1
        if before >= 0 and target.doc[before].text == ",":
            return True
    return False


#: Verbs of believing that take an infinitive only with an object or in the passive (Postal
#: 1974 raising to object; Quirk et al. 1985 §16.52; H&P 2002 ch. 14 §5.3): "*They assumed to
#: be right" is no sentence, so "X assumed to be V-ing" is X + a reduced passive relative.
#: ("think to V", "expect to V", "claim to V" are subject control and stay out.)
_OBJECT_ONLY_BELIEF_VERBS = frozenset(
    {"believe", "assume", "presume", "suppose", "consider", "allege", "rumor", "rumour", "deem"}
)


def _reduced_passive_fragment(doc: Doc) -> bool:
    """ "The agency's trawling program sometimes assumed to be reading the net": the tagger read
    the participle of a reduced passive relative ("(that is) sometimes assumed to be ...") as
    the past tense, but a believe-class verb takes its infinitive only after an object
    (``_OBJECT_ONLY_BELIEF_VERBS``), so the root with an infinitive, no object and no auxiliary
    is a participle and the source a verbless gloss with no finite main clause (a dictionary
    entry's definiens; Quirk et al. 1985 §17.97 on reduced relatives, §12.33 on block language).
    An operator has no clause to go on ("... might have sometimes assumed to be reading", review
    s1202s pres-063): no embedded premise; the plain sentence's pair stays."""
    root = doc[0].sent.root
    if root.tag_ not in ("VBD", "VBN") or root.lemma_.lower() not in _OBJECT_ONLY_BELIEF_VERBS:
        return False
    kids = list(root.children)
    if any(k.dep_ in ("dobj", "aux", "auxpass", "ccomp", "attr", "oprd") for k in kids):
        return False
    return any(
        k.dep_ == "xcomp" and any(a.dep_ == "aux" and a.lower_ == "to" for a in k.children)
        for k in kids
    )


#: Openers of adverbial clauses whose negation leaves the matrix asserted: time "when", cause
#: "because/since/as" and place "where" (Quirk et al. 1985 §15.25, §15.45).
_SUBORDINATE_OPENERS = frozenset({"when", "whenever", "because", "since", "as", "where"})


def _operator_clause_subordinate(target: Token | None) -> bool:
    """The clause a nominal trigger's operators go on (``_finite_clause``) is, or lies inside,
    a relative clause, a when-/because-/where-clause or a whether/if-question: "..., when it was
    reported at the university's computing site" -> "..., when it wasn't reported at ...",
    "confusion as to whether the adapter has pins" -> "... whether the adapter doesn't have
    pins". NOPE's experts negate the trigger's own clause (the operator scopes over the
    trigger's clause, IMPPRES §4), so the presupposition pair stays, but the negation of a
    subordinate clause is no denial of the sentence: the matrix is still asserted (Quirk et al.
    1985 §15.25 on the independence of adverbial clauses; an embedded question's polarity is
    not the sentence's, Karttunen 1977), so the negated premise does not contradict the plain
    sentence and the control is labelled neutral, not IMPPRES Table 1's contradiction (review
    s1202s pres-060, pres-080)."""
    cur = target
    while cur is not None and cur.dep_ != "ROOT":
        if cur.dep_ in ("relcl", "acl") and is_finite_clause(cur) and not _misread_main_verb(cur):
            return True
        if cur.dep_ == "advcl" and any(
            k.dep_ in ("mark", "advmod") and k.lower_ in _SUBORDINATE_OPENERS and k.i < cur.i
            for k in cur.children
        ):
            return True
        if cur.dep_ in ("ccomp", "pcomp", "csubj") and any(
            k.dep_ == "mark" and k.lower_ in ("whether", "if") for k in cur.children
        ):
            return True
        if cur.head.i == cur.i:
            break
        cur = cur.head
    return False


def _misread_main_verb(clause: Token) -> bool:
    """ "The doctor glared at both of them", parsed with "doctor" as the root and "glared" as
    its clausal modifier: a finite verb with neither a subject nor a relative word of its own
    cannot modify a noun, since a reduced relative is non-finite and a finite relative clause
    without a relative word has its own subject ("the book I read"; Quirk et al. 1985 §17.16,
    §17.12; Huddleston & Pullum 2002 ch. 12 §3), so the verb is the main verb and the noun its
    subject: the negation of that clause is the sentence's own (stop 72, pr134)."""
    if clause.dep_ != "acl" or clause.head.dep_ != "ROOT" or clause.head.pos_ in ("VERB", "AUX"):
        return False
    if clause.tag_ not in ("VBD", "VBZ", "VBP"):
        return False
    return not any(
        k.dep_ in ("nsubj", "nsubjpass", "expl") or k.tag_ in WH_TAGS or k.lower_ == "that"
        for k in clause.children
    )


#: Flag of a draft whose pronoun takes its antecedent from a conditional clause the draft
#: leaves out ("If you build two farms, only one of them ..." -> "One of them ...").
PRONOUN_BOUND_IN_CONDITIONAL = "pronoun-bound-in-conditional"
#: ... where the pronoun takes up an indefinite argument of the conditional clause (a donkey
#: pronoun, ``_pronoun_takes_up_indefinite``): a defect under any label (mn75).
PRONOUN_BOUND_BY_CONDITIONAL_INDEFINITE = "pronoun-bound-by-conditional-indefinite"
#: Verbs of the addressee's will in an option conditional ("if you wish / like / want / prefer").
_OPTION_VERBS = frozenset({"wish", "like", "want", "prefer", "choose", "please", "desire"})


def _option_conditional(target: Token) -> bool:
    """The clause has an "if you wish"-type adjunct: "if" + second-person subject + a verb of
    will with no object clause of its own ("if you wish", "if you like", "if you want to")."""
    for adv in target.children:
        if adv.dep_ != "advcl" or adv.lemma_.lower() not in _OPTION_VERBS:
            continue
        kids = list(adv.children)
        if not any(k.dep_ == "mark" and k.lower_ == "if" for k in kids):
            continue
        if not any(k.dep_ == "nsubj" and k.lower_ == "you" for k in kids):
            continue
        if any(k.dep_ in ("dobj", "ccomp") for k in kids):
            continue  # "if you want the gold, ...": an ordinary condition
        return True
    return False


#: A draft whose template put "before"/"again"/"anymore" at its end after a conditional clause.
_CONDITIONAL_THEN_TIME_WORD = re.compile(
    r"\b(?:if|unless)\b[^.;]*\b(?:before|again|anymore|any more)\s*\.$", re.I
)
#: Subordinators of a conditional (or conditional-like "when(ever)") adjunct clause.
_CONDITIONAL_MARKS = frozenset({"if", "unless", "when", "whenever"})
_BOUND_PRONOUNS = re.compile(r"\b(?:they|them|their|theirs|it|its|themselves|itself)\b", re.I)
#: Determiners of an indefinite (a discourse referent the conditional introduces).
_INDEFINITE_DETS = frozenset({"a", "an", "some", "any", "another", "several", "many", "few"})


def _pronoun_bound_by_conditional(text: str, target: Token | None, c: Candidate, doc: Doc) -> bool:
    """The draft has a third-person pronoun, and the trigger's clause has a conditional
    adjunct ("if/unless/when ...") outside the trigger that introduces an indefinite ("two
    farms", "a farm", bare "farms"): the pronoun is bound by that indefinite (donkey
    anaphora: Geach 1962; Kamp 1981; Heim 1982: the indefinite in the antecedent binds the
    pronoun of the consequent only under the conditional), so a draft without the conditional
    has an unbound pronoun and asserts the consequent unconditionally (review s1202r pres-013,
    pres-053: "One of them will start working immediately")."""
    if target is None or not _BOUND_PRONOUNS.search(text):
        return False
    return bool(_conditional_indefinites(target, c, doc))


def _conditional_indefinites(target: Token, c: Candidate, doc: Doc) -> list[Token]:
    """The indefinite nouns of the conditional adjuncts of ``target`` outside the trigger (see
    ``_pronoun_bound_by_conditional``)."""
    span = doc.char_span(c.char_start, c.char_end, alignment_mode="expand")
    inside = {t.i for t in span} if span is not None else set()
    found = []
    for adv in target.children:
        if adv.dep_ != "advcl":
            continue
        if not any(k.dep_ == "mark" and k.lower_ in _CONDITIONAL_MARKS for k in adv.children):
            continue
        tokens = list(adv.subtree)
        if inside & {t.i for t in tokens}:
            continue
        for n in tokens:
            if n.pos_ != "NOUN" or n.dep_ not in ("dobj", "nsubj", "nsubjpass", "pobj", "attr"):
                continue
            dets = [k for k in n.children if k.dep_ in ("det", "nummod", "poss")]
            if any(k.dep_ == "nummod" or k.lower_ in _INDEFINITE_DETS for k in dets):
                found.append(n)
            elif not dets and n.tag_ == "NNS":
                found.append(n)  # a bare plural: "If you build farms, ..."
    return found


#: Third-person pronouns of the draft by number, to match an indefinite they take up.
_PLURAL_PRONOUNS = re.compile(r"\b(?:they|them|their|theirs|themselves)\b", re.I)
_SINGULAR_PRONOUNS = re.compile(r"\b(?:it|its|itself)\b", re.I)


def _pronoun_takes_up_indefinite(text: str, target: Token, c: Candidate, doc: Doc) -> bool:
    """Does a pronoun of the draft take up an indefinite argument of the conditional clause
    ("If you train three archers, only one of them will guard the gate" -> "One of them will
    guard the gate")? Such a donkey pronoun has its antecedent only under the conditional
    (Kamp 1981; Heim 1982), so the draft alone is uninterpretable whatever its label. Only an
    argument (subject, object, prepositional object) that agrees with the pronoun in number
    counts: a predicative noun phrase ("If the first character is a P, ... it's an
    extension") ascribes a property and introduces no discourse referent (Kamp & Reyle 1993
    §3.1 on predicative NPs; Huddleston & Pullum 2002 ch. 4 §5.1), so the pronoun there is
    situational and the draft labelled neutral is a fair item (``flags._conditional_tolerated``)."""
    plural = bool(_PLURAL_PRONOUNS.search(text))
    singular = bool(_SINGULAR_PRONOUNS.search(text))
    for n in _conditional_indefinites(target, c, doc):
        if n.dep_ == "attr":
            continue
        many = n.tag_ == "NNS" or any(
            k.dep_ == "nummod" and k.lower_ not in ("one", "1") for k in n.children
        )
        if (plural and many) or (singular and not many):
            return True
    return False


def _verb_trigger_dropped(trig: Token | None, premise: str) -> bool:
    """Whether the premise has no form of the verb trigger ``trig`` (any inflection of its
    lemma, lemminflect): the embedding was built on a clause without the trigger. A premise
    the trigger was rewritten out of on purpose ("still" -> "no longer") has a non-verb
    trigger and is not checked."""
    if trig is None or trig.pos_ != "VERB" or not trig.lemma_.isalpha():
        return False  # an auxiliary ("it's" of a cleft) is contracted and need not show
    lemma = trig.lemma_.lower()
    forms = {lemma, trig.lower_}
    for tagged in getAllInflections(lemma, upos="VERB").values():
        forms.update(f.lower() for f in tagged)
    words = set(re.findall(r"[a-z]+", premise.lower()))
    return not forms & words


#: A premise cut after a coordinator: "might have managed to kick out the Genoese and.", "If
#: ..., and, it's okay." (the parser took the following clause for a conjunct of a lower verb and
#: the cut kept the coordinator, review s1202e).
_PREMISE_DANGLING_COORDINATOR = re.compile(
    r"(?:,\s*)?\s+(?:and|or|but|nor)\s*(?=(?:,\s*it's okay)?\s*[.?!]\s*$)", re.I
)


def _without_dangling_coordinator(premise: Rewritten) -> Rewritten:
    """The premise without a coordinator left at its end by a cut. A coordinator joins two
    coordinates and cannot end its coordination (Quirk et al. 1985 §13.5: the coordinator stands
    before the last coordinate), so "... the Genoese and." is no sentence; what is left once
    the coordinator goes is the first coordinate under the operator, while the second is dropped:
    the premise is part of the sentence (``other-conjunct-dropped``), so its control against
    the whole sentence is not written (``PART_OF_SENTENCE``)."""
    text = _PREMISE_DANGLING_COORDINATOR.sub("", premise.text, count=1)
    if text == premise.text:
        return premise
    flags = premise.flags
    if not PART_OF_SENTENCE.intersection(flags):
        flags = (*flags, "other-conjunct-dropped")
    return replace(premise, text=text, flags=flags)


#: The do-support forms of a finite lexical verb by its tag (Quirk et al. 1985 §3.37).
def _lexical_verb_inverted(verb: Token) -> Token | None:
    """The finite token of ``verb``'s clause that the interrogative builder inverts although it
    is a lexical verb, or None. Two such verbs: passive "get" ("they get recreated"), which is
    a main verb, not an auxiliary, and so takes do-support ("Do they get recreated?", never
    "*Get they recreated?"; Quirk et al. 1985 §3.68, H&P 2002 ch. 16 §10.1), and possessive
    "have" with an object and no "got" ("I have scars on my hands"), which in the American and
    informal usage of mined text takes do-support ("Do I have ...?"; "Have I scars ...?" is
    formal British, Quirk §3.34)."""
    aux = [k for k in verb.children if k.dep_ in ("aux", "auxpass")]
    gets = [k for k in aux if k.dep_ == "auxpass" and k.lemma_.lower() == "get"]
    if gets and len(aux) == 1 and gets[0].tag_ in DO_FORMS:
        return gets[0]
    if (
        not aux
        and verb.lemma_.lower() == "have"
        and verb.tag_ in DO_FORMS
        and any(k.dep_ == "dobj" for k in verb.children)
        and not any(k.lower_ == "got" for k in verb.children)
    ):
        return verb
    return None


def _do_support_question(premise: Rewritten, target: Token) -> Rewritten:
    """``premise`` (the interrogative) with do-support for a lexical verb the builder inverted
    (``_lexical_verb_inverted``): "Get they recreated ...?" -> "Do they get recreated ...?".
    The inverted verb and the subject are found as written; the premise is left as it is when
    the builder did not invert the verb ("Does it have ...?")."""
    verb = _lexical_verb_inverted(target)
    subj = next((k for k in target.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    if verb is None or subj is None or not premise.ok:
        return premise
    subject = target.doc[subj.left_edge.i : subj.right_edge.i + 1].text
    inverted = rf"\b{re.escape(verb.text)} {re.escape(subject)}\b"
    m = re.search(inverted, premise.text, flags=re.IGNORECASE)
    if m is None:
        return premise  # not inverted: the builder already gave do-support ("Does it have")
    do = DO_FORMS[verb.tag_]
    base = "get" if verb.lemma_.lower() == "get" else "have"
    if m.group(0)[0].isupper():
        do = do.capitalize()
    said = m.group(0)[len(verb.text) + 1 :]
    text = premise.text[: m.start()] + f"{do} {said} {base}" + premise.text[m.end() :]
    return replace(premise, text=text, flags=(*premise.flags, "do-support"))


#: Refusal of the presupposition pair of an embedded premise whose operator does not reach the
#: trigger (pr74): a defect, where the premise's own flag (:data:`MISSED_TRIGGER`) is a warning
#: that stays on its control pair.
EMBEDDING_MISSES_TRIGGER = "embedding-misses-trigger"
#: The premise flag of an operator put on the main clause while the trigger stays in a clause
#: before it that the operator does not take in (a preposed adverbial or supplementive clause
#: that could not be moved; NOPE §3.2 moves it so that the negation scopes over it).
PREPOSED_OUTSIDE_SCOPE = "preposed-clause-outside-scope"
#: The premise flags that say the operator leaves the trigger outside its scope.
MISSED_TRIGGER = frozenset({"trigger-in-supplement", PREPOSED_OUTSIDE_SCOPE})


#: Speaker-oriented adverbs: conviction and evaluative disjuncts (``FRONTED_DISJUNCTS``:
#: "obviously", "clearly", "evidently"), hedges and epistemic adverbs (clause_scope).
CLEFT_SPEAKER_ADVERBS = FRONTED_DISJUNCTS | HEDGE_ADVERBS | EPISTEMIC_ADVERBS


def _speaker_adverb_on_copula(copula: Token) -> bool:
    """A speaker-oriented adverb on the copula of an it-cleft ("It was obviously the sound of
    the argument that ..."). A copula has no manner for "clearly" to modify, so the adverb is
    the speaker's comment on the whole proposition; such adverbs are positive polarity items
    that resist the antecedent of a conditional, a question and a modal's scope (Ernst 2009,
    "Speaker-oriented adverbs", NLLT 27; Nilsen 2003; Bellert 1977): "If it was obviously the
    dog that ate the cake, ..." and "Was it evidently his brother who paid?" are not the
    IMPPRES embeddings of the cleft (blind review s1130p, rubric b). Those premises are not
    written."""
    return any(k.dep_ == "advmod" and k.lower_ in CLEFT_SPEAKER_ADVERBS for k in copula.children)


QUOTES = frozenset({'"', "\u201c", "\u201d"})


def _partial_quotation(trig: Token | None, target: Token | None) -> str | None:
    """The quoted words around the trigger when the quotation opens after the subject of the
    trigger's clause ('the firm "stopped paying its workers" in 2010'), else None. A quotation
    that holds the whole clause is direct speech, which the negation handles (NOPE App. C)."""
    if trig is None or target is None or trig.doc is not target.doc:
        return None
    doc = trig.doc
    marks = [t.i for t in doc if t.text in QUOTES]
    opening = [i for i in marks[::2] if i < trig.i]
    if not opening:
        return None
    start = opening[-1]
    end = next((i for i in marks if i > trig.i), None)
    if end is None or marks.index(start) % 2 or marks.index(end) != marks.index(start) + 1:
        return None
    subject = next((k for k in target.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.i > start:
        return None
    return doc[start + 1 : end].text


#: Subordinators of a preposed clause that only locates the main clause in time, so that it can go
#: after it unchanged (Quirk et al. 1985 §15.25-15.27); "since" and "while" are left out, as they
#: also head reason and concessive clauses (§15.45, §15.46), whose place is not free.
TIME_SUBORDINATORS = frozenset({"after", "before", "when", "once", "until", "till"})


def _postposed_time_clause(clause: Token | None) -> bool:
    """Is ``clause`` an adverbial clause after its head verb, introduced by a time subordinator
    (``TIME_SUBORDINATORS``, or "ever since": bare "since" is also causal, Quirk et al. 1985
    §15.45) with no comma before it (a set-off clause may be a supplement)?"""
    if clause is None or clause.dep_ != "advcl" or clause.i < clause.head.i:
        return False
    doc = clause.doc
    start = clause.left_edge.i
    if start == 0 or doc[start - 1].text in (",", ";", "—", "–", "("):
        return False
    for k in clause.children:
        if k.dep_ not in ("mark", "advmod") or k.i > clause.i:
            continue
        if k.lower_ in TIME_SUBORDINATORS:
            return True
        if k.lower_ == "since" and k.i > 0 and doc[k.i - 1].lower_ == "ever":
            return True
    return False


def _preposed_time_clause(target: Token | None, trig: Token | None) -> Token | None:
    """The marker ("after", "when") of a time clause set before ``target``'s subject and after
    nothing but itself ("When the war ended, she returned"), when the trigger is not inside it;
    else None. ``_postposed`` moves the clause behind the main clause."""
    if target is None:
        return None
    for child in target.lefts:
        if child.dep_ not in ("advcl", "prep") or child.left_edge.i != target.sent.start:
            continue
        if trig is not None and child.left_edge.i <= trig.i <= child.right_edge.i:
            return None
        if child.dep_ == "prep":
            pcomp = any(t.dep_ == "pcomp" for t in child.children)
            return child if child.lower_ in TIME_SUBORDINATORS and pcomp else None
        marker = next(
            (t for t in child.children if t.dep_ in ("mark", "advmod") and t.i < child.i), None
        )
        if marker is not None and marker.lower_ in TIME_SUBORDINATORS:
            return marker if marker.dep_ == "mark" or marker.tag_ == "WRB" else None
    return None


def _split_re_prefix(doc: Doc, trig: Token | None) -> tuple[Doc, Token] | None:
    """The sentence re-parsed without the split-off prefix of "re - V" ("The band re-released
    the album" -> "The band released the album") and the verb in it, or None when the trigger
    has no split prefix. The prefix is put back by ``_restore_re_prefix``."""
    if trig is None or trig.i < 2:
        return None
    prefix, hyphen = trig.doc[trig.i - 2], trig.doc[trig.i - 1]
    if prefix.lower_ != "re" or hyphen.text != "-":
        return None
    from .conjuncts import reparser

    text = trig.doc.text[: prefix.idx] + trig.doc.text[trig.idx :]
    if prefix.text[0].isupper():
        text = text[: prefix.idx] + text[prefix.idx].upper() + text[prefix.idx + 1 :]
    work = reparser("")(text)
    span = work.char_span(prefix.idx, prefix.idx + len(trig.text))
    if span is None or len(span) != 1 or span[0].pos_ not in ("VERB", "AUX"):
        return None
    return work, span[0]


def _restore_re_prefix(premise: Rewritten, verb: Token) -> Rewritten:
    """``premise`` with "re-" back on the one form of ``verb`` in it; flagged (not ok) when the
    verb's lemma occurs other than once, where the place of the prefix is not known."""
    forms = {verb.lower_} | {
        f.lower() for fs in getAllInflections(verb.lemma_).values() for f in fs
    }
    hits = [m for m in re.finditer(r"[A-Za-z]+", premise.text) if m.group(0).lower() in forms]
    if len(hits) != 1:
        return replace(premise, ok=False, flags=(*premise.flags, "re-prefix-not-restored"))
    m = hits[0]
    word = m.group(0)
    prefixed = ("Re-" if word[0].isupper() else "re-") + word[0].lower() + word[1:]
    return replace(premise, text=premise.text[: m.start()] + prefixed + premise.text[m.end() :])


def _outside_scope(premise: Rewritten, trig: Token) -> Rewritten:
    """``premise`` flagged for a trigger its operator does not scope over: ``trigger-dropped``
    when no form of the trigger word is left in it, else ``preposed-clause-outside-scope``."""
    forms = {trig.lower_}
    if trig.pos_ in ("VERB", "AUX"):
        forms |= {f.lower() for fs in getAllInflections(trig.lemma_).values() for f in fs}
    words = set(re.findall(r"[\w'-]+", premise.text.lower()))
    flag = PREPOSED_OUTSIDE_SCOPE if forms & words else "trigger-dropped"
    return replace(premise, ok=False, flags=(*premise.flags, flag))


def _wide_modal(doc: Doc, target: Token | None) -> Rewritten | None:
    """The sentential modal frame ("It's possible that ...") over the whole sentence when
    ``target`` is its only main clause, else over the trigger's conjunct (``trigger_part``), or
    None when neither can be built."""
    if target is None:
        return None
    root = doc[0].sent.root
    if target.i != root.i:
        return None
    if not any(k.dep_ == "conj" and k.pos_ in ("VERB", "AUX") for k in root.children):
        wide = sentential_modal(doc)
        return wide if wide.ok and wide.text != doc.text else None
    part = trigger_part(doc, target, "modal")
    if part is None or isinstance(part, str):
        return None
    wide = sentential_modal(part[0])
    if not wide.ok or wide.text == part[0].text:
        return None
    return replace(wide, flags=(*wide.flags, *part[2]))


def _in_absolute_clause(trig: Token | None, target: Token | None) -> bool:
    """Whether the trigger sits in an absolute clause below ``target``: a non-finite (-ing/-en)
    clause with a subject of its own attached as an adjunct ("..., his pay rising to $40,000").
    An absolute clause is a supplementive adjunct (Quirk et al. 1985 §15.58; Huddleston & Pullum
    2002 ch. 14 §9.3) outside the scope of the main clause's negation, modal and question."""
    if trig is None or target is None:
        return False
    node = trig
    while True:
        own_subject = any(c.dep_ in ("nsubj", "nsubjpass") for c in node.children)
        if (
            node.tag_ in ("VBG", "VBN")
            and own_subject
            and node.dep_ in ("advcl", "npadvmod", "conj", "ccomp")
            and not any(c.dep_ in ("mark", "aux", "auxpass", "cc") for c in node.children)
        ):
            return True  # the parser may attach it as a conjunct ("..., his pay rising")
        if node.i == target.i or node.head.i == node.i:
            return False
        node = node.head


#: Flag of an embedded premise whose operator leaves the trigger in a supplement of its clause.
TRIGGER_IN_SUPPLEMENT = "trigger-in-supplement"
#: Punctuation that sets a supplement off from its host (Huddleston & Pullum 2002 ch. 15 §5:
#: supplements are prosodically detached, in writing by commas, dashes or brackets).
SUPPLEMENT_OPENERS = frozenset({",", "—", "–", "--", "("})


def _supplement(node: Token) -> bool:
    """Is ``node`` the head of a supplement set off from its host: a supplementary relative
    clause (", who was ..."), an appositive (", Linda's cousin,"), a detached -ed/-ing clause
    after a noun (", known as ...") or a trailing supplementive participle clause after the
    verb (", founding a school", ", renamed after ...") with no subordinator, subject or
    auxiliary of its own?

    Supplements are not part of their host's at-issue content and take no scope below its
    operators (Potts 2005 ch. 4 on supplementary relatives and appositives; Huddleston &
    Pullum 2002 ch. 15 §5; Quirk et al. 1985 §15.58-15.60 on supplementive clauses). A
    restrictive relative, an integrated appositive ("the poet Burns") or an adverbial clause
    without a comma is inside the operator's scope, and stays."""
    if node.dep_ not in ("relcl", "appos", "acl", "advcl"):
        return False
    if node.dep_ == "advcl" and participial_adjunct(node):
        return True  # ", founding a school": clause_scope's trailing -ing supplement
    doc = node.doc
    start = node.left_edge.i
    if start == 0 or doc[start - 1].text not in SUPPLEMENT_OPENERS:
        return False
    if node.dep_ == "relcl":
        return True
    if node.dep_ == "appos":
        # "A, B, C and D" is often parsed as a chain of appositives: a noun in a coordination
        # or a chain is more likely a list item (inside the operator's scope) than a supplement
        if node.head.dep_ == "appos":
            return False
        chain = (node, node.head)
        return not any(
            c.dep_ in ("conj", "cc", "appos") and c.i != node.i for t in chain for c in t.children
        )
    tags = ("VBG", "VBN") if node.dep_ == "acl" else ("VBN",)  # "-ing" advcl: see above
    if node.tag_ not in tags or start < node.head.i:
        return False  # a finite clause, or one set before its host ("Born in Ohio, she ...")
    # no subordinator, subject or auxiliary of its own; no conjunct: "weren't put in chains,
    # paraded before the crowd, and sent away" is a list of participles under the negation
    own = ("mark", "nsubj", "nsubjpass", "aux", "auxpass", "expl", "conj", "cc")
    return not any(c.dep_ in own for c in node.children)


def _detached_final_adjunct(node: Token, top: Token) -> bool:
    """Is ``node`` a prepositional phrase or adverbial clause of the negated clause ``top`` set
    off by a comma at the end of the sentence ("She didn't chair the board, during her
    husband's two terms"; "He didn't coach the team, before retiring")?

    A final adjunct detached by a comma is a separate tone unit outside the focus and scope of
    the clause's negation (Quirk et al. 1985 §8.14 on disjunct-like final adjuncts, §10.66 on
    the scope of negation ending before a separated adjunct): the negation denies the main
    event and the adjunct stays asserted, so a trigger in it is not embedded (the same case as
    a supplement, Potts 2005 ch. 4). Without the comma the adjunct is in the negation's scope
    and stays: "He didn't coach the team before retiring"."""
    if node.head.i != top.i or node.i < top.i or node.dep_ not in ("prep", "advcl"):
        return False
    doc = node.doc
    start = node.left_edge.i
    if start == 0 or doc[start - 1].text != ",":
        return False
    if node.dep_ == "advcl" and not any(c.dep_ == "mark" for c in node.children):
        return False  # an unmarked clause: participles are _supplement's, others unclear
    end = node.right_edge.i + 1
    rest = doc[end : node.sent.end]
    return all(t.is_punct and t.text not in (",", ";", ":") for t in rest)


def _supplement_above(trig: Token, top: Token | None) -> Token | None:
    """The head of the supplement (:func:`_supplement`) holding ``trig`` below ``top`` (the
    sentence root when None), or None; also None when ``top`` is not above ``trig``. Below a
    negated clause ``top``, a comma-detached final adjunct counts (:func:`_detached_final_adjunct`)."""
    node = trig
    while top is None or node.i != top.i:
        if _supplement(node) or (top is not None and _detached_final_adjunct(node, top)):
            return node
        if node.head.i == node.i:
            return None
        node = node.head
    return None


#: Flag of an embedded premise whose trigger sits in a fronted "with/without" absolute clause.
TRIGGER_IN_ABSOLUTE = "trigger-in-absolute"


def _in_fronted_absolute(trig: Token) -> bool:
    """Whether ``trig`` sits in a fronted absolute clause introduced by "with" / "without"
    ("With Anna's brother gone, the house might be quiet"): a supplementive verbless or
    non-finite clause with its own subject (Quirk et al. 1985 §15.58-15.60; H&P 2002 ch. 14
    §9.3) set before the main clause it describes the circumstances of. It is not-at-issue
    (Tonhauser et al. 2013 on at-issueness; Potts 2005 ch. 4) and takes no scope below the
    main clause's modal, question or conditional, so an embedding of the main clause embeds no
    trigger (NOPE App. B), and "If with X gone, ..., it's okay" is no sentence either. A
    post-verbal "with" absolute and a plain fronted PP ("With the help of Anna's brother, ...",
    a prep, not a clause) are left to the other checks."""
    node = trig
    while node.head.i != node.i:
        if (
            node.dep_ == "advcl"
            and node.i < node.head.i
            and any(c.dep_ == "mark" and c.lower_ in ("with", "without") for c in node.children)
        ):
            return True
        node = node.head
    return False


def _supplement_outside(premise: Rewritten, trig: Token | None, top: Token | None) -> Rewritten:
    """``premise`` flagged ``trigger-in-supplement`` when ``trig`` sits in a supplement of the
    clause the operator goes on: ``top`` for the negation (the clause it negates), the
    sentence root for the modal, question and conditional, which take the main clause. The
    premise still entails the trigger's content, but as the speaker's side assertion, not by
    projection, so the pair tests nothing (IMPPRES §4, NOPE §3: the operator must embed the
    trigger); its control pair, too, embeds no trigger."""
    if trig is None or TRIGGER_IN_SUPPLEMENT in premise.flags:
        return premise
    if _in_fronted_absolute(trig) and TRIGGER_IN_ABSOLUTE not in premise.flags:
        return replace(premise, ok=False, flags=(*premise.flags, TRIGGER_IN_ABSOLUTE))
    if _supplement_above(trig, top) is None:
        return premise
    return replace(premise, ok=False, flags=(*premise.flags, TRIGGER_IN_SUPPLEMENT))


def _in_preposed_supplement(trig: Token | None, target: Token | None) -> bool:
    """Whether the trigger sits in a preposed participle clause of ``target`` ("Released after
    he left the band, it was produced by Roth"): a supplementive clause set before the subject
    (Quirk et al. 1985 §15.58-15.60) that the main clause's negation, modal and question do not
    take in ("..., it wasn't produced by Roth" still says it was released after he left), and
    that NOPE §3.2's remedy (moving a preposed adverbial clause to the end) does not fit, since
    it describes the subject. The trigger's own preposed adverbial clause ("After he left, ...")
    is not this case: ``rewrites`` moves it."""
    if trig is None or target is None or trig.i == target.i:
        return False
    node = trig
    while node.head.i != target.i:
        if node.head.i == node.i:
            return False
        node = node.head
    subject = next((c for c in target.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    return (
        node.i != trig.i
        and node.dep_ == "advcl"
        and node.tag_ in ("VBN", "VBG")
        and subject is not None
        and node.i < subject.i
        and not any(
            c.dep_ in ("mark", "nsubj", "nsubjpass", "aux", "auxpass") for c in node.children
        )
    )


def _continuative_still(head: Token, still: Token) -> bool:
    """Whether "still" on ``head`` is the aspectual "still" of continuation ("They still need
    help", "She is still working"), whose negation is "no longer" / "not anymore" (Löbner 1989,
    the duality of still/no longer; Ippolito 2007). Continuative "still" needs a state or an
    imperfective: a copula or "have" (in any tense), a progressive or a simple present; with an
    event verb in the past or future ("but she still managed to finish") it is the concessive
    "still" = "nevertheless" (Michaelis 1993), whose negation is no "no longer"."""
    if still.i == still.sent.start or (still.i + 1 < len(still.doc) and still.nbor().text == ","):
        return False  # "Still, he went": the concessive connective
    auxes = [c for c in head.children if c.dep_ in ("aux", "auxpass")]
    if head.lemma_.lower() in ("be", "have") or head.tag_ in ("VBP", "VBZ"):
        return True  # "is still open", "will still have", "still need"
    return head.tag_ == "VBG" and any(a.lemma_.lower() == "be" for a in auxes)


def _no_longer(doc: Doc, head: Token) -> Rewritten | None:
    """The negation of a clause with continuative "still": "still" -> "no longer" (the dual of
    "still" under negation, Löbner 1989; IMPPRES/NOPE negate the trigger sentence, and "They
    still don't need help" is the continuation of a negative state, not the negation of "They
    still need help"). None when "still" is not continuative or another clash remains."""
    still = next(
        (
            c
            for c in head.children
            if c.dep_ == "advmod" and c.lower_ == "still" and c.i < head.i + 2
        ),
        None,
    )
    if still is None or not _continuative_still(head, still):
        return None
    if discourse_clash(head, ignore=still) is not None:
        return None
    edit = SurfaceEdit(doc)
    edit.replace(still, "no longer")
    return Rewritten(edit.render(), True, "negation:add:no-longer", ("still-no-longer",))


#: Personal pronouns that, as a main-clause argument, c-command a postposed adverbial clause.
CATAPHORIC_PRONOUNS = frozenset({"he", "she", "they", "him", "her", "them"})


def _cataphor_before(doc: Doc, body: list[int], moved: list[int]) -> bool:
    """Would the move put a pronoun argument of the main clause before a name it takes up in
    the preposed clause? "After Jesse left school, he came home" is cataphora; "He came home
    after Jesse left school" has "he" c-command "Jesse", which Principle C bars from
    coreferring (Chomsky 1981; Reinhart 1983 on backwards anaphora into preposed adverbials):
    the moved premise changes who came home (blind review s1129n). The clause stays put. A
    possessive ("his mom") does not c-command it and stays movable. The order is kept rather
    than the name and pronoun swapped: without the pronoun's gender a swap could pair the name
    with the wrong referent."""
    # the name as the clause's subject, the pronoun as the main clause's: subject-to-subject
    # cataphora, the common case ("After Jesse left, he came"); a place or an organisation
    # ("in Toronto") is not taken up by "he/she", and a common noun is left alone (the
    # pronoun mostly names someone else: "After her dad fixed his jaw, he nodded")
    if _thing_cataphor(doc, body, moved):
        return True
    names = [
        doc[i]
        for i in moved
        if doc[i].pos_ == "PROPN"
        and doc[i].dep_ in ("nsubj", "nsubjpass")
        and doc[i].ent_type_ in ("PERSON", "")
    ]
    if not names:
        return False
    return any(
        doc[i].lower_ in CATAPHORIC_PRONOUNS and doc[i].dep_ in ("nsubj", "nsubjpass") for i in body
    )


def _thing_cataphor(doc: Doc, body: list[int], moved: list[int]) -> bool:
    """The non-personal case of :func:`_cataphor_before` (stop 74, ng02; blind review s1204i):
    the main clause's subject "it" or "they" takes up the subject of the preposed clause, a
    noun of its number ("While the processor handles an interrupt, it ignores others"). Moved
    after the main clause, the pronoun would precede and c-command the noun, which Principle
    C bars from coreferring (Chomsky 1981; Reinhart 1983; Quirk et al. 1985 §12.9 on
    cataphora, which needs the pronoun in the subordinate clause): "It ignores others while
    the processor handles an interrupt" leaves "it" with no antecedent. An expletive or
    extraposing "it" ("it was decided that ...", "it is easy to ...") refers to nothing and
    does not count."""
    numbers = {
        "singular" if doc[i].tag_ in ("NN", "NNP") else "plural"
        for i in moved
        if doc[i].dep_ in ("nsubj", "nsubjpass")
        and doc[i].tag_ in ("NN", "NNP", "NNS", "NNPS")
        and doc[i].ent_type_ != "PERSON"
    }
    for i in body:
        pronoun = doc[i]
        if pronoun.dep_ not in ("nsubj", "nsubjpass"):
            continue
        if pronoun.lower_ == "it" and "singular" in numbers:
            extraposed = any(c.dep_ in ("ccomp", "csubj", "xcomp") for c in pronoun.head.children)
            if not extraposed:
                return True
        if pronoun.lower_ == "they" and "plural" in numbers:
            return True
    return False


def _crossed(doc: Doc, main: Token, rest: list[int], cut: int) -> bool:
    """Would a clause put before ``rest[cut]`` (old indices of the main clause and what follows
    it) cross a dependency arc: a phrase after it that hangs on the main clause before it with
    one of ``STRANDABLE_DEPS`` (embedding's ``SUPPLEMENT_DEPS``: what ``embedding.stranded_supplement`` refuses: "..., largely
    on the basis of X", "..., instead of two"), or a word before it whose head is after it?
    The main verb's own coordination ("and committed to ...") and punctuation cross nothing,
    nor does a supplementary relative clause: it may be extraposed from its noun past an
    adjunct ("He moved to Paris after the war ended, where he opened a bakery"; Quirk et al.
    1985 §18.39 on discontinuous noun phrases; thirty-fifth pass)."""
    before = {i for i in rest[:cut] if i >= main.i}
    for i in rest[cut:]:
        token = doc[i]
        if token.dep_ == "relcl" or token.is_punct:
            continue
        if token.dep_ in STRANDABLE_DEPS and token.head.i in before:
            return True
        if _verb_phrase_part(token, before):
            # "she was tempted, by the pleasantness of the morning, to stop": a complement of
            # the main clause's verb after the place. A verb and its complement make one
            # phrase that a heavy adverbial clause does not split: it goes to end position,
            # after the complements (Quirk et al. 1985 §8.14, §15.19 on final adverbial
            # clauses, §18.9 end weight); put before the complement it wedged the clause
            # between "tempted" and "to stop" (stop 84, pr180; review s1205m)
            return True
    after = set(rest[cut:])
    return any(doc[i].head.i in after and not doc[i].is_punct for i in rest[:cut])


def _complement_after(doc: Doc, main: Token, rest: list[int], cut: int) -> bool:
    """Is a complement (``clause_scope.COMPLEMENT_DEPS``) of the main clause's verb phrase
    after the place ``rest[cut]``, where a moved time clause would split the verb from it
    (``_crossed``)?"""
    before = {i for i in rest[:cut] if i >= main.i}
    return any(_verb_phrase_part(doc[i], before) for i in rest[cut:])


def _verb_phrase_part(token: Token, before: set[int]) -> bool:
    """Is ``token`` a complement of a verb in ``before`` (``clause_scope.COMPLEMENT_DEPS``), or
    a to-infinitive hung on one, which the parser often labels an adverbial ("tempted ... to
    stop": the verb's complement, Quirk et al. 1985 §16.38; a purpose infinitive, §15.48, is
    no better place to split off from its verb by a heavy clause)?"""
    if token.head.i not in before:
        return False
    if token.dep_ in VERB_COMPLEMENT_DEPS:
        return True
    return token.dep_ == "advcl" and any(k.tag_ == "TO" and k.i < token.i for k in token.children)


def _boundary(doc: Doc, main: Token, rest: list[int], k: int) -> bool:
    """Is the place before ``rest[k]`` (or the end, ``k == len(rest)``) a comma, semicolon or dash
    boundary of the main clause that no arc crosses (``_crossed``)? A moved time clause may go
    there."""
    if k < len(rest) and doc[rest[k]].text not in (",", ";", "--", "—"):
        return False
    return not _crossed(doc, main, rest, k)


def _opens_supplement(noun: Token, first: Token) -> bool:
    """``first``, the word after a comma that follows ``noun``, opens a supplement of that noun:
    a non-restrictive relative ("Diah, who studied in Vienna") or an appositive noun phrase the
    parser hangs on it ("Diah, a broadcaster who ..."). A supplement is anchored to the noun
    before it (Huddleston & Pullum 2002 ch. 15 §5; Quirk et al. 1985 §17.65 on apposition), so
    a time clause put at that comma strands it after the clause ("met Diah while working at
    Radio Hosokyoku, a broadcaster who ...": the blind review read it as the radio's)."""
    if first.lower_ in ("who", "whom", "whose", "which"):
        return True
    return any(
        k.dep_ == "appos" and k.i > noun.i and first.i in {t.i for t in k.subtree}
        for k in noun.children
    )


def _appositive_after(doc: Doc, rest: list[int], cut: int) -> bool:
    """Whether the comma at ``rest[cut]`` opens an appositive of the noun before it: a short
    verbless noun phrase closed by a second comma ("the driver, Chu, a packet")."""
    if cut == 0 or cut >= len(rest) or doc[rest[cut]].text != ",":
        return False
    if doc[rest[cut - 1]].pos_ not in ("NOUN", "PROPN"):
        return False
    span = []
    for i in rest[cut + 1 :]:
        if doc[i].text == ",":
            return (
                0 < len(span) <= 4
                and all(t.pos_ in ("PROPN", "NOUN", "DET", "ADJ", "PUNCT") for t in span)
                and any(t.pos_ in ("PROPN", "NOUN") for t in span)
            )
        span.append(doc[i])
        if len(span) > 4:
            return False
    return False


def _postposed(
    doc: Doc, marker: Token | None, target: Token | None = None
) -> tuple[Doc, dict[int, int]] | None:
    """The sentence with its preposed adverbial clause (headed by ``marker``) moved to the end of
    the main clause, as a Doc with the tree carried over, and the old -> new index map. The
    clause may follow a detachable opening (``_detachable_opening``: "But after ...", "Third,
    after ...", "It fit, and after ..."), which stays where it is, when the clause modifies
    ``target`` (the clause to embed; a misattached clause is not moved). None otherwise."""
    if marker is None:
        return None
    # a subordinator ("after he left") or a wh-adverb heading the clause ("when the war ended")
    subordinator = marker.dep_ == "mark" or (marker.dep_ == "advmod" and marker.tag_ == "WRB")
    clause = (
        marker.head
        if subordinator
        else next((t for t in marker.children if t.dep_ == "pcomp"), None)
    )
    if clause is None:
        return None
    # the marker's own degree modifier goes with it ("Shortly after graduating", "Long before
    # the war": a measure phrase modifies the preposition, Huddleston & Pullum 2002 ch. 7 §4.2)
    start = min(marker.left_edge.i, clause.left_edge.i)
    end = max(marker.i, clause.right_edge.i) + 1
    main = clause.head if subordinator else marker.head
    if not subordinator and _swallowed_subject(main, marker):
        return None  # "after turning north Nicholas weakened": the clause would take "Nicholas"
    if end >= len(doc) or not _detachable_opening(doc[:start], main):
        return None
    if start > 0 and target is not None and main.i != target.i:
        return None  # "In 1990, after X ("I reached ..."), Clark moved": "after" hangs on "reached"
    opening = list(range(start))
    moved = list(range(start, end))
    rest = list(range(end, len(doc)))
    comma = None
    while rest and doc[rest[0]].is_punct and doc[rest[0]].text in ",;":
        comma = rest.pop(0)  # the comma after the preposed clause
    while rest and doc[rest[-1]].is_punct and doc[rest[-1]].text not in ",;":
        rest.pop()  # closing punctuation and quotes stay last
    if not rest:
        return None
    # the clause goes after the main clause's core: before the first comma, semicolon or dash, or
    # before a coordinated VP ("joined the group [after ...] and committed to ..."), so that
    # trailing appositions and relatives stay where they were
    # A comma between the items of a phrasal list ("worked for Ford, Boeing and IBM") is no
    # such boundary: the clause put there would split the coordination ("for Ford after
    # retiring, Boeing and IBM"), whose conjuncts form one constituent that an adverbial does
    # not interrupt (Quirk et al. 1985 §13.2; round 46 reviews); it goes after the whole list
    inside_list = {
        j
        for t in doc
        if t.dep_ == "conj" and t.head.i != main.i and t.head.i > main.i
        # with the supplements the parser hangs on the first item ("Reed, Whaler and Gokeys,
        # a luggage maker"): the whole coordination's phrase
        for j in range(t.head.i + 1, t.head.right_edge.i + 1)
    }
    cut = next(
        (
            k
            for k, i in enumerate(rest)
            if i > main.i
            and i not in inside_list
            and (
                doc[i].text in (",", ";", "--", "—")
                or (doc[i].dep_ == "cc" and doc[i].head.i == main.i)
            )
        ),
        len(rest),
    )
    body = rest[:cut]
    if not body:
        return None
    closing: list[int] = []
    if (
        0 < cut < len(rest) - 1
        and doc[rest[cut]].text == ","
        and doc[rest[cut - 1]].pos_ in ("NOUN", "PROPN")
        and _opens_supplement(doc[rest[cut - 1]], doc[rest[cut + 1]])
    ):
        # "he met Anna Kovacs, a broadcaster who had studied in Vienna": the clause put at
        # the comma would strand the supplement after it (``_opens_supplement``), so it goes
        # after the supplement, set off by the comma that followed it where it stood ("He
        # didn't meet Anna Kovacs, a broadcaster who ..., while working at the station"),
        # when the supplement ends the sentence (nothing after it hangs on the main verb);
        # else it is not moved
        if comma is None or any(
            doc[i].head.i == main.i and not doc[i].is_punct for i in rest[cut + 1 :]
        ):
            return None
        body, cut, closing = rest, len(rest), [comma]
    if _appositive_after(doc, rest, cut):
        # "Lu gave the driver, Chu, a packet": a noun and its appositive are one noun phrase
        # (Quirk et al. 1985 §17.65), which the clause put at the comma would split ("gave the
        # driver before she got on the cart, Chu, a packet"; blind review s1129y): not moved
        return None
    if _crossed(doc, main, rest, cut) and comma is not None and not closing:
        # "After Gillette moved for summary judgment, the court granted the motion, largely on
        # the basis of our decision": put at the first comma, the clause would leave the
        # main clause's trailing adjunct after it, where it reads as part of the time clause
        # (ng22 refuses such premises, ``stranded_supplement``). A sentence as written has no
        # crossing arcs (Quirk et al. 1985 §17.2: a phrase is split only by extraposition), so
        # the clause goes to the first later boundary that no arc crosses, set off by the
        # comma that followed it where it stood ("granted the motion, largely on the basis of
        # our decision, after Gillette moved ..."); none found: not moved
        later = next(
            (k for k in range(cut + 1, len(rest) + 1) if _boundary(doc, main, rest, k)), None
        )
        if later is None:
            return None
        body, cut, closing = rest[:later], later, [comma]
    if _complement_after(doc, main, rest, cut):
        # no comma set the clause off where it stood, so no later place was sought: moved
        # before the verb's complement it would split the verb phrase (``_crossed``); it stays
        # fronted, and the caller writes no premise that needs it moved
        return None
    if _cataphor_before(doc, body, moved):
        return None
    if attachment_ambiguous(main, clause if subordinator else marker, body[-1] + 1):
        # "I was sorry I had hit him after everything stopped": "after" would modify "hit"
        return None
    order = opening + body + closing + moved + rest[cut:] + list(range(rest[-1] + 1, len(doc)))
    first = order[len(opening) + len(body) + len(closing)]
    return _rebuilt(doc, order, {first: lower_first(doc[first])} if start == 0 else None)


#: Left dependents of the main verb that may stay before it when its preposed adverbial clause
#: is moved: connectives, sentence adverbs and framing adjuncts ("But", "Third,", "At the end of
#: the season,"). They are outside the clause's core (Quirk et al. 1985 §8.88-8.91, disjuncts
#: and conjuncts; §15.17 on the ordering of initial adverbials), so the core still reads as a
#: clause with the adverbial after it.
_OPENING_DEPS = frozenset({"cc", "advmod", "prep", "npadvmod", "intj", "punct", "discourse"})


def _detachable_opening(opening: Span, main: Token) -> bool:
    """Whether the words before a preposed adverbial clause can stay in front when the clause
    moves after ``main``'s core (NOPE §3.2 moves preposed adverbials so that negation scopes over
    them; the move was limited to sentence-initial clauses, so "Third, after examining them, I
    decided" and "It fit, and after I cleaned it, it worked" kept the clause outside the scope).
    True for nothing, or for words that end in a comma or a coordinator and are either outside
    ``main``'s clause (an earlier conjunct) or inside one of its connective or adjunct
    dependents. A subject or verb of ``main`` before the clause ("He, after eating, left") is
    not detachable."""
    if len(opening) == 0:
        return True
    last = opening[-1]
    if not (last.text == "," or last.dep_ == "cc"):
        return False
    inside = {t.i for t in main.subtree}
    for tok in opening:
        if tok.i not in inside:
            continue  # an earlier clause: "It fit snugly, and"
        node = tok
        while node.head.i != main.i and node.head.i != node.i:
            node = node.head
        if node.i == main.i or node.head.i != main.i or node.dep_ not in _OPENING_DEPS:
            return False
    return True


_NO_SPACE_BEFORE = frozenset({"'s", "n't", "'re", "'ve", "'ll", "'d", "'m"})


def _rebuilt(
    doc: Doc, order: list[int], forms: dict[int, str] | None = None
) -> tuple[Doc, dict[int, int]]:
    """A Doc of the tokens ``order`` (old indices, in their new order; tokens may be left out)
    with the dependency tree carried over, and the old -> new index map. A kept token whose head
    was left out attaches to its nearest kept ancestor; the first word is capitalised."""
    index = {old: new for new, old in enumerate(order)}
    words = [(forms or {}).get(i, doc[i].text) for i in order]
    words[0] = capitalise(words[0])
    spaces = [True] * len(order)
    for k in range(len(order) - 1):
        nxt = doc[order[k + 1]]
        spaces[k] = (
            not (nxt.is_punct and nxt.text in ",.;:!?") and nxt.lower_ not in _NO_SPACE_BEFORE
        )
        if order[k] + 1 == order[k + 1]:
            spaces[k] = bool(doc[order[k]].whitespace_)
    spaces[-1] = False

    def head_of(i: int) -> int:
        cur = doc[i]
        while cur.head.i != cur.i and cur.head.i not in index:
            cur = cur.head
        return index.get(cur.head.i, index[i]) if cur.head.i != cur.i else index[i]

    new = Doc(
        doc.vocab,
        words=words,
        spaces=spaces,
        heads=[head_of(i) for i in order],
        deps=[doc[i].dep_ for i in order],
        tags=[doc[i].tag_ for i in order],
        pos=[doc[i].pos_ for i in order],
        lemmas=[doc[i].lemma_ for i in order],
        morphs=[str(doc[i].morph) for i in order],
    )
    return new, index


#: Modals of epistemic possibility whose negation scopes under them ("may not" = "possibly not").
EPISTEMIC_POSSIBILITY = frozenset({"may", "might"})


def _epistemic_possibility(head: Token | None) -> bool:
    return head is not None and any(
        c.dep_ == "aux" and c.lower_ in EPISTEMIC_POSSIBILITY for c in head.children
    )


#: Verbal triggers whose draft is about an argument of the trigger verb: "exposed fault lines"
#: -> "Fault lines were hidden before", "A man stopped smoking" -> "A man had been smoking".
ARGUMENT_DRAFT_SUBTYPES = frozenset({"change_of_state", "aspectual_verbs", "re_verbs"})
#: The trigger verb's argument relations; a bare plural counts only as an (underlying) object.
ARGUMENT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj"})
BARE_PLURAL_DEPS = frozenset({"dobj", "nsubjpass"})
#: Determiners and quantifying adjectives of an indefinite noun phrase (Quirk et al. 1985 §5.12).
INDEFINITE_QUANTIFIERS = frozenset({"a", "an", "another", "some", "any", "several", "many", "few"})


def _indefinite_np(arg: Token) -> bool:
    """Whether ``arg`` is an indefinite or an existential bare plural: "a window", "some
    lines", "three men", "fault lines that run ..." (not a partitive "three of the men", a name,
    a pronoun, a possessed or definite noun). A bare plural subject of an active verb is left
    out: it is mostly kind-referring or contextually definite ("Prices continued to rise",
    "Sanctions remain in place"; Carlson 1977), and a kind's presupposition projects."""
    if arg.pos_ != "NOUN":
        return False
    kids = list(arg.children)
    if any(
        k.dep_ == "poss" or (k.dep_ == "det" and k.lower_ in DEFINITE_DETERMINERS) for k in kids
    ):
        return False
    premodifiers = arg.doc[arg.left_edge.i : arg.i]
    if any(k.dep_ == "prep" and k.lower_ == "of" for k in kids) or any(
        t.lower_ == "of" or t.dep_ in ("poss", "case") for t in premodifiers
    ):
        # "four billion of the world's seven billion people": a partitive of a definite set
        return False
    before = arg.doc[arg.left_edge.i - 1] if arg.left_edge.i > 0 else None
    if arg.i > arg.head.i and before is not None and before.text in (",", "(", "—", "–"):
        # "republished At Home on the Range, a 1947 cookbook ...": set off by a comma, the
        # indefinite is an appositive to a name, which it describes (Quirk et al. 1985 §17.65)
        return False
    if any(
        (k.lower_ in INDEFINITE_QUANTIFIERS and k.dep_ in ("det", "amod"))
        or (k.dep_ == "nummod" and k.i < arg.i)
        for k in kids
    ):
        return True
    has_det = any(k.dep_ == "det" for k in kids)
    return not has_det and arg.tag_ == "NNS" and arg.dep_ in BARE_PLURAL_DEPS


#: Continuative aspectual verbs that are raising verbs: "There continue to be problems", "There
#: keep being delays" (an expletive subject belongs to the complement; Perlmutter 1970 on the two
#: "begin"s; Huddleston & Pullum 2002 ch. 14 §5.2 on raising catenatives).
RAISING_CONTINUATIVES = frozenset({"continue", "keep"})


def _raised_continuative_subject(c: Candidate, trig: Token) -> bool:
    """Whether the trigger is a continuative raising verb ("continue", "keep") with a verbal
    complement: its subject is the complement's, raised, so the indefinite ("A few bullets
    continue to plink off your hull") is inside the proposition whose prior truth "continue"
    presupposes, "a few bullets have been plinking", an existential proposition that projects
    out of a question, a modal or "it's possible that" as a whole (Karttunen 1973; IMPPRES's
    embeddings). It is no argument of the trigger whose existence the operator takes away, as
    the object of "open a window" is (``indefinite_draft_subject``)."""
    return (
        c.subtype == "aspectual_verbs"
        and trig.lemma_.lower() in RAISING_CONTINUATIVES
        and any(t.dep_ in ("xcomp", "ccomp") and t.tag_ in ("VBG", "VB") for t in trig.children)
    )


def indefinite_draft_subject(c: Candidate, doc: Doc, text: str) -> Token | None:
    """The argument of a verbal trigger that the draft ``text`` is about, when it is an
    indefinite or existential bare plural (``_indefinite_np``), else None.

    Such a draft ("Has the Arab Spring exposed fault lines ...?" -> "Fault lines were hidden
    before") does not project out of negation, a modal, a question or "if": there the
    indefinite introduces no discourse referent (Karttunen 1976 "Discourse referents"; Heim
    1982, 1983 on indefinites and projection), so nothing is presupposed about one: "He didn't
    open a window" presupposes no closed window, only "if he opened a window, it was closed".
    The trigger's clause asserts the indefinite's existence, which the operator takes away,
    unlike a possessed definite ("a friend's car"), whose existence is presupposed. The plain
    episodic original still asserts a referent, so its pair is unaffected."""
    if c.subtype not in ARGUMENT_DRAFT_SUBTYPES:
        return None
    trig = _trigger_token(c, doc)
    if trig is None or trig.pos_ not in ("VERB", "AUX"):
        return None
    if _raised_continuative_subject(c, trig):
        return None
    if _characterizing_continuation(trig) or _characterizing_present(trig):
        return None
    start = text.lower()
    for arg in trig.children:
        if arg.dep_ not in ARGUMENT_DEPS or not _indefinite_np(arg):
            continue
        words = doc[arg.left_edge.i : arg.i + 1].text.lower()
        if start.startswith(words):
            return arg
    return None


def _characterizing_continuation(trig: Token) -> bool:
    """ "An irradiated cranberry will remain edible nearly forever": a continuation verb
    (``CONTINUATION_LEMMAS``) with an adjective complement, in the simple present or under
    "will"/"can", with a singular indefinite subject, is a characterizing sentence about the kind
    (Krifka et al. 1995 "Genericity: an introduction" §1.2; Carlson 1977): its indefinite is
    generic and introduces no episodic referent that an operator could take away, so the
    generic prior state ("An irradiated cranberry is edible") projects from "won't remain"
    as IMPPRES's embeddings do (blind review s1202i pres-045). "A guard will remain at the
    gate" (a place, no property) keeps its neutral embeddings."""
    if trig.lemma_.lower() not in CONTINUATION_LEMMAS:
        return False
    if not any(k.dep_ == "acomp" for k in trig.children):
        return False
    subj = next((k for k in trig.children if k.dep_ == "nsubj"), None)
    if subj is None or subj.tag_ != "NN":
        return False
    if not any(k.dep_ == "det" and k.lower_ in ("a", "an") for k in subj.children):
        return False
    auxes = [k for k in trig.children if k.dep_ == "aux"]
    if trig.tag_ in ("VBZ", "VBP"):
        return not auxes
    return trig.tag_ == "VB" and any(a.lower_ in ("will", "'ll", "wo", "can", "ca") for a in auxes)


def _characterizing_present(trig: Token) -> bool:
    """ "A value is recalculated whenever a value it depends on changes": a singular indefinite
    subject ("a"/"an" + common noun) of a verb in the simple present, active with no auxiliary
    or passive with a present "is"/"are" alone, makes a characterizing sentence about the kind
    (Krifka et al. 1995 "Genericity: an introduction" §1.2 and §3 on habitual and generic
    simple presents; Carlson 1977), the register of definitions. Its indefinite is generic and
    introduces no episodic referent for negation, a modal, a question or "if" to take away,
    so the trigger's presupposition, about the kind too ("A value has been calculated before"),
    projects as IMPPRES's embeddings do (blind review s1204b pres-073: "A value isn't
    recalculated ..." against it is entailment). The episodic past ("A guard reopened the
    gate") and any auxiliary ("can", "has") keep ``indefinite_draft_subject``'s neutral."""
    subj = next((k for k in trig.children if k.dep_ in ("nsubj", "nsubjpass")), None)
    if subj is None or subj.tag_ != "NN":
        return False
    if not any(k.dep_ == "det" and k.lower_ in ("a", "an") for k in subj.children):
        return False
    auxes = [k for k in trig.children if k.dep_ in ("aux", "auxpass")]
    if trig.tag_ == "VBZ":
        return not auxes
    return (
        trig.tag_ == "VBN"
        and len(auxes) == 1
        and auxes[0].dep_ == "auxpass"
        and auxes[0].lower_ in ("is", "are")
    )


CONTRASTIVE_WHILE = "contrastive-while"

#: Conjuncts that link a sentence to the discourse before it (Quirk et al. 1985 §8.134-8.137:
#: "then" of sequence, "now" of transition, "also" additive): the conditional frame leaves them
#: before "if" ("Then, if he sat down, it's okay"), where "then" reads as "in that case" and
#: none of them belongs to the condition (blind review: "drop 'Then,'").
CONDITIONAL_DROPPED_CONJUNCTS = re.compile(r"^(?:Then|And then|Now|Also|So),\s+(?=if\b)")
#: The flag of a conditional premise whose antecedent holds a colon or semicolon.
CONDITIONAL_OVER_COLON = "conditional-over-colon"


def _conditional_frame(premise: Rewritten) -> Rewritten:
    """The conditional premise without a discourse conjunct left before "if"
    (``CONDITIONAL_DROPPED_CONJUNCTS``), and refused (``conditional-over-colon``) when its
    antecedent holds a colon or semicolon: "If recent events suggest one explanation: the
    rulers have grown wary, it's okay". What follows a colon is a second main clause that
    elaborates the first (Quirk et al. 1985 App. III.21; Huddleston & Pullum 2002 ch. 20
    §5.3), which an if-clause cannot contain: the frame is ungrammatical and the trigger in
    the second clause is outside the condition (blind review, rubric b)."""
    text = CONDITIONAL_DROPPED_CONJUNCTS.sub("", premise.text)
    if text != premise.text:
        text = capitalise(text)
        premise = replace(premise, text=text)
    antecedent = text.rsplit(f", {CONDITIONAL_CONSEQUENT}", 1)[0]
    if re.search(r"[:;]\s", antecedent):
        return replace(premise, ok=False, flags=(*premise.flags, CONDITIONAL_OVER_COLON))
    return premise


#: Verbs of opinion and private judgement ("while many people found it slow", "while I
#: noticed ..."): a simple-tense judgement is a stance set against another, not a stretch of time.
OPINION_VERBS = frozenset(
    {"find", "think", "feel", "believe", "consider", "notice", "agree", "disagree", "like"}
    | {"love", "hate", "prefer", "admit", "acknowledge", "concede", "appreciate"}
)
#: Degree adverbs on a gradable predicative adjective ("was very impressive").
DEGREE_ADVERBS = frozenset(
    {"very", "quite", "extremely", "really", "pretty", "rather", "fairly", "so", "too"}
    | {"highly", "incredibly", "truly", "somewhat", "already"}
)


def _contrastive_while(trig: Token | None) -> bool:
    """Whether a "while" clause with its own subject is contrastive or concessive ("whereas,
    although"), not temporal: its verb carries emphatic "do" ("while the district did hold
    that ..."), is a simple-tense verb of opinion ("while many people found this film too
    slow"), or is a copula with a degree-modified adjective ("While Twin Warriors was very
    impressive"). Emphatic "do" affirms a proposition conceded against another (Quirk et al.
    1985 §18.59; Huddleston & Pullum 2002 ch. 3 §2.1 on emphatic polarity), and a judgement or an
    evaluation names no stretch of time to frame the main clause; contrastive "while" is a
    peripheral adverbial clause (Quirk et al. 1985 §15.22, §15.45; Haegeman 2004, 2012), outside
    the negation, modal, question or "if" of its host, so an embedded premise tests no projection
    of a temporal trigger (blind review: "'while' is concessive")."""
    if trig is None or trig.lower_ != "while" or trig.dep_ != "mark":
        return False
    verb = trig.head
    kids = list(verb.children)
    if not any(k.dep_ in ("nsubj", "nsubjpass", "expl") for k in kids):
        return False
    if any(k.dep_ == "neg" for k in kids):
        return False
    if any(k.dep_ == "aux" and k.lemma_ == "do" for k in kids) and verb.tag_ == "VB":
        return True
    progressive = verb.tag_ == "VBG" or any(k.dep_ == "aux" and k.lemma_ == "be" for k in kids)
    if verb_lemma(verb) in OPINION_VERBS and not progressive:
        return True
    if verb_lemma(verb) == "be":
        return any(
            k.dep_ == "acomp"
            and k.pos_ == "ADJ"
            and any(a.dep_ == "advmod" and a.lower_ in DEGREE_ADVERBS for a in k.children)
            for k in kids
        )
    return False
