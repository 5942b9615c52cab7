"""Remove, add and replace conjuncts (ConjNLI §3.3), with a re-parse well-formedness check.

- ``remove_conjunct``: the sentence without one conjunct, the leftover conjunction and commas fixed
  ("A, B and C" minus B -> "A and C"; two conjuncts minus one -> the other alone, a correlative
  "either"/"neither"/"both" dropped with it) and subject agreement repaired when a plural "and"
  subject becomes singular ("X and Y were" -> "X was", via ``pipeline.lexicon.inflection``).
  The *add* operation is the reverse pair (premise = the shorter sentence), built by the caller.
- ``replacements``: one conjunct word replaced by a number + 1 (formatting kept: "1,035,496" ->
  "1,035,497"), a person name by another PERSON name of the same shard, a word by a WordNet
  antonym, or a noun by a WordNet co-hyponym (``pipeline.lexicon.wordnet``).
- ``removal_flags``/``replacement_flags``: the reasons an output is not well formed (dangling
  punctuation or conjunction, the coordination not gone/kept as intended), read from its re-parse
  with the run's spaCy model. ``reparse_all`` re-parses a shard's distinct outputs in one batched
  ``nlp.pipe`` with only tagger and parser; ``check_removals``/``check_replacements`` do both for
  one candidate. Callers keep flagged rows with ``well_formed=False``.

Offsets are spaCy token indices ``[start, end)`` of the conjuncts in the original Doc.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import cache

from lemminflect import getAllInflections, getAllLemmas, getInflection, getLemma
from spacy.attrs import TAG
from spacy.language import Language
from spacy.tokens import Doc, Span, Token

from .. import parse
from ..lexicon import inflection, verb_frames, wordnet
from ..lexicon.articles import indefinite_article
from ..lexicon.closed_class import (
    ARTICLE_OR_POSSESSIVE_DETERMINERS,
    ASPECT_VOICE_AUXILIARIES,
    DAY_NAMES,
    DEFINITE_DETERMINERS,
    INDEFINITE_DETERMINERS,
    MONTH_NAMES,
    POSSESSIVE_DETERMINERS,
    RESULTIVE_CONNECTIVES,
    SET_OFF_INTERJECTIONS,
)
from ..lexicon.inflection import is_finite_verb_form, only_a_finite_verb
from ..lexicon.tables import word_set
from ..source_noise import is_elided
from ..syntax import (
    ANAPHORIC_SUBJECTS,
    AUX_DEPS,
    DASH_TOKENS,
    FINITE_TAGS,
    INDEPENDENT_POSSESSIVES,
    NOMINAL_SUBJECT_DEPS,
    NOUN_MODIFIER_DEPS,
    PLURAL_PERSONAL_PRONOUNS,
    PREMODIFIER_DEPS,
    SUBJECT_DEPS,
    TENSED_TAGS,
    VERB_TAGS,
    WH_TAGS,
    agreeing_word,
    demonstrative_substitute,
    is_finite_clause,
    verb_after_subject_phrase,
)
from ._result import SurfaceEdit
from .anaphora import gender_clash, person_noun, principle_b_disjoint, prop_it
from .conjunct_shared import (
    NAME_SHARING_MODIFIERS,
    auxiliary_left_stranded,
    coordinator_of_outer_list,
    crosses_sentence_end,
    cuts_inner_coordination,
    distributive_other_conjunct,
    inside_word,
    misattached_span,
    nominal_premodifiers_stranded,
    objectless_verb,
    participle_member_outside,
    shared_spans,
    verb_list_member_inside,
    verb_phrase_read_as_noun,
    with_own_determiner,
)
from .discourse import MEDIAL_FILLERS

CONJUNCTIONS = frozenset({"and", "or", "but", "nor"})
PRECONJUNCTIONS = frozenset({"either", "neither", "both"})
SINGULAR_TAGS = frozenset({"NN", "NNP"})
SINGULAR_PRONOUNS = frozenset({"he", "she", "it", "this", "that"})
#: spaCy POS of words the antonym/co-hyponym replacement may change (ConjNLI §3.3).
REPLACEABLE_POS = frozenset({"NOUN", "ADJ", "VERB", "ADV"})
#: Parts of speech whose words may take a WordNet antonym: adjectives and adverbs, and verbs only
#: as participles read as adjectives (see ``_antonym``).
ANTONYM_POS = frozenset({"ADJ", "ADV", "VERB"})
#: Verbs too light to carry a replaceable meaning.
LIGHT_VERBS = frozenset({"be", "have", "do", "get", "make", "take"})

#: Output defects a re-parse or a glance finds; each is (flag, pattern).
_DEFECTS = (
    ("dangling_punctuation", re.compile(r"(^\s*[,;:])|([,;:]\s*[,;:.!?])|(\(\s*\))")),
    ("dangling_conjunction", re.compile(r"\b(and|or|but|nor)\s*([,;:.!?)]|$)", re.I)),
    (
        "doubled_conjunction",
        re.compile(r"\b(and|or|but|nor|either|neither|both)\s+(and|or|but|nor)\b", re.I),
    ),
    ("dangling_preconjunction", re.compile(r"\b(either|neither)\s*[,.;:!?]", re.I)),
    # a word written twice in a row ("can can mimic", "tree-fern fern" is caught by the parse)
    ("duplicated_word", re.compile(r"\b([^\W\d_]+)\s+\1\b", re.I)),
)
#: Bracket pairs whose balance a removal must keep ("The Club (and Stadium)" -> never "Club)").
_BRACKETS = (("(", ")"), ("[", "]"), ("{", "}"), ("\u201c", "\u201d"))
#: Correlative word -> the conjunction it needs later in the sentence.
_CORRELATIVE_PARTNER = {"either": "or", "neither": "nor"}
#: Negative-polarity items licensed by "neither ... nor" that the positive sentence left after
#: removing the correlative cannot keep (Ladusaw 1979): "neither any tea nor any soup" -> "tea",
#: "Neither A nor B had ever thrown" -> "B had thrown" (as ConjNLI's own pairs do).
NPI_DETERMINERS = frozenset({"any"})
NPI_ADVERBS = frozenset({"ever"})
_NUMBER = re.compile(r"\d{1,3}(?:,\d{3})+(?!\d)|\d+")


@dataclass(frozen=True, slots=True)
class Removal:
    text: str
    flags: tuple[str, ...] = ()
    remaining: int = 1  # conjuncts left in the coordination
    #: token span ``[start, end)`` of the removed conjunct in the original Doc, when known: the
    #: ``no_verb`` check trusts the original parse that a verb outside it survives
    removed: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class Replacement:
    text: str
    kind: str  # "number" | "decade" | "person" | "antonym" | "cohyponym"
    old: str
    new: str
    conjunct: int
    flags: tuple[str, ...] = field(default=())


# -- remove ---------------------------------------------------------------------------------------


def _chars(doc: Doc, span: tuple[int, int]) -> tuple[int, int]:
    start, end = span
    return doc[start].idx, doc[end - 1].idx + len(doc[end - 1].text)


#: Functions of a "both"/"either" that is itself an argument, a fused-head determiner.
_FUSED_HEAD_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "pobj", "attr"})


def _but_also(doc: Doc, cc: Token) -> bool:
    """ "but also": the second half of a correlative pair."""
    return cc.lower_ == "but" and cc.i + 1 < len(doc) and doc[cc.i + 1].lower_ == "also"


def _parallel_adjunct_correlative(doc: Doc, cc: Token, tok: Token, first: tuple[int, int]) -> bool:
    """ "can print both when moving left to right and when moving right to left": the parse made
    "both" the verb's object, but it stands right before the first conjunct, which opens with a
    subordinator or preposition that the conjunct after "and" repeats. Adjunct conjuncts with a
    parallel opening are what correlative "both ... and" marks (Quirk et al. 1985 §13.33;
    Huddleston & Pullum 2002 ch. 15 §2.2), and an object "both" takes no adjunct clause right
    after it as its partner, so "both" is the correlative and goes with the coordination: no
    "can print both when moving right to left" (cj112, s1202t class 5)."""
    if tok.dep_ != "dobj" or tok.i != first[0] - 1 or cc.i + 1 >= len(doc):
        return False
    opener = doc[first[0]]
    if opener.pos_ not in {"SCONJ", "ADP"} and opener.tag_ not in {"WRB", "IN"}:
        return False
    return doc[cc.i + 1].lower_ == opener.lower_


def _verbless_whether(doc: Doc, cc: Token, first: tuple[int, int]) -> bool:
    """ "They travel whether [by train] or [by bus]": a verbless exhaustive conditional, whose
    "whether" the parse hangs on the first alternative. The construction needs its alternatives
    ("whether by train or by bus", "whether or not"; Huddleston & Pullum 2002 ch. 11 §5.3.2;
    Quirk et al. 1985 §15.41 on alternative conditional-concessive clauses), so with one
    alternative left "whether" goes too, like a correlative: "They travel by bus", never "They
    travel whether by train". A "whether" that marks a clause of its own ("asked whether [Anna]
    or [Ben] had called") hangs on that clause's verb, outside the first conjunct, and stays."""
    a, b = first
    if cc.lower_ != "or" or a == 0 or doc[a - 1].lower_ != "whether":
        return False
    head = doc[a:b].root
    return a <= doc[a - 1].head.i < b and head.pos_ not in {"VERB", "AUX"}


def _preconjunction(doc: Doc, cc: Token, first: tuple[int, int]) -> Token | None:
    """ "either"/"neither"/"both" opening the coordination: right before the first conjunct, or
    a ``preconj`` of its head a few words further left ("both [Billboard's] A and B")."""
    head = doc[first[0] : first[1]].root
    if _verbless_whether(doc, cc, first):
        return doc[first[0] - 1]
    for i in range(first[0] - 1, max(-1, first[0] - 4), -1):
        tok = doc[i]
        if tok.lower_ not in PRECONJUNCTIONS:
            continue
        if tok.lower_ == "both" and cc.lower_ != "and" and not _but_also(doc, cc):
            # "both X, but also Y", a blend of "both ... and" with "not only ... but also":
            # "both" still marks the coordination and goes with it (cj97)
            return None
        if tok.dep_ in _FUSED_HEAD_DEPS:
            if _parallel_adjunct_correlative(doc, cc, tok, first):
                return tok  # "print both when moving left and when moving right" (cj112)
            # "[Both] sound great, and cheap": "both" is the subject, a fused-head determiner
            # whose understood head is anaphoric (Huddleston & Pullum 2002 ch. 5 §9.3), no
            # correlative marker of this coordination, so it stays (cj90)
            return None
        if i == first[0] - 1 or (tok.dep_ == "preconj" and tok.head.i == head.i):
            return tok
        if i == first[0] - 2 and doc[i + 1].pos_ == "ADP" and tok.dep_ == "preconj":
            return tok  # "either from [the river] or [the lake]": displaced before the preposition
        between = doc[i + 1]
        if i == first[0] - 2 and tok.dep_ == "preconj" and _shared_article(between, tok.head):
            # "both the [old] and [new] outline": the article is the noun phrase's, shared by
            # the coordinated premodifiers (``_determiner_of_coordinated_premodifiers``), and
            # "both" before it still marks the coordination (cj161)
            return tok
    return None


#: Verbal clitics: a contracted auxiliary or copula is a word of its own written on its host
#: (Zwicky & Pullum 1983, "Cliticization vs. inflection: English n't"; Zwicky 1977 on simple
#: clitics): "He'd" is the subject "He" and the auxiliary "'d", two constituents.
_VERBAL_CLITICS = frozenset({"'d", "'re", "'ll", "'ve", "'m", "'s"})


def verbal_clitic(tok: Token) -> bool:
    """A contracted auxiliary or copula ("'d", "'re", "’ll", "'s" as "is/has", not the
    genitive): no atom with its host, so a conjunct may start at it."""
    text = tok.text.lower().replace("\u2019", "'")
    return text in _VERBAL_CLITICS and tok.pos_ in {"AUX", "VERB"}


def remove_conjunct(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], k: int
) -> Removal | None:
    """The sentence without conjunct ``k`` of the coordination ``cc`` joins (spans in order)."""
    if len(spans) < 2 or not 0 <= k < len(spans):
        return None
    if cc.lower_ == "but" and len(spans) > 2:
        # "but" joins exactly two coordinates (Huddleston & Pullum 2002 ch. 15 §2.3; Quirk et
        # al. 1985 §13.19): a third span is a parse error ("Kale, also called X, belongs to Y,
        # but it is Z" with the subject and its participle as a "conjunct"), so no removal
        return None
    if _interjection_member(doc, spans[0]):
        # '"Oh, [cruel] and [faithless] friend!"': the interjection set off by its comma stands
        # outside the phrase (``_interjection_member``); it stays, and only the real conjuncts
        # can go, never taking it with them
        if k == 0 or len(spans) < 3:
            return None
        spans, k = spans[1:], k - 1
    absolute = _absolute_member(doc, spans)
    if absolute is not None:
        # "He sat, [his face pale] and [drawn]": the absolute clause's subject scopes over the
        # coordinated predicates after it (``_absolute_member``)
        i, subject_end = absolute
        if k < i or len(spans) - i < 2:
            return None
        spans, k = [(subject_end, spans[i][1]), *spans[i + 1 :]], k - i
    if len(spans) > 2 and _supplementive_member(doc, spans):
        # "Baker, [blindfolded], [put the card back] and [drew another one]": the participle
        # set off between the subject and its verb is a supplementive clause, no list member
        # (``_supplementive_member``), so it stays and only the real conjuncts can go
        if k == 0:
            return None
        spans, k = spans[1:], k - 1
    if len(spans) > 2 and _governor_before_depictives(doc, spans):
        # "your King [comes to you], [humble], and [riding on a donkey]": the first "conjunct"
        # is the verb the depictives are predicated with, not a member; it stays, and only
        # the depictives can go (``_governor_before_depictives``)
        if k == 0:
            return None
        spans, k = spans[1:], k - 1
    depictives = _depictives_after_clause(doc, spans)
    if any(_filler_only(doc, s) for s in spans):
        # "since there are three babies and [umm], we ...": a hesitation filler is no
        # constituent (Clark & Fox Tree 2002), so "and umm" coordinates nothing; the "and" is
        # the speaker's restart, and no removal is a conjunct's
        return None
    if k == 0 and len(spans) == 2 and gapped_clause_remnant(doc, cc, *_roots(doc, spans)):
        # "Mary ordered tea, and [John coffee]": the gapped clause's remnant has no verb
        # without the first clause, and no re-spanning below can give it one (cj188)
        return None
    if k == 0 and len(spans) == 2 and gapped_adverbial_remnant(doc, spans):
        # "They shall fear you while the sun endures; and [as long as the moon]": the adverbial
        # remnant's verb is understood from the first clause (stop 90, cj195)
        return None
    if bridges_two_coordinations(doc, cc, spans, k):
        # "They cried, but [there was no one to save; even to Yahweh], but he didn't answer
        # them": the member of two coordinations goes with neither (stop 90, cj195)
        return None
    if (
        k < len(spans) - 1
        and _clause_read_as_phrase(doc, cc, spans[-1])
        and not _clause_partner(doc, spans[0])
    ):
        # "remission of [sins]; and [by him everyone who believes is justified]": the last
        # "conjunct" is a clause, so its partner is the whole clause before (like categories,
        # Quirk et al. 1985 §13.41), not a phrase inside it, and a removal that keeps the
        # clause while cutting that phrase splices the two ("remission of by him everyone");
        # a conjunct never ends inside another clause's phrase (stop 88, cj189)
        return None
    compared = _coordinated_comparison_phrases(doc, spans)
    if compared is not None:  # "be [wise as serpents] and [harmless as doves]" (cj189)
        spans = compared
    repeated = _repeated_head_member(doc, cc, spans)
    if repeated is not None:  # "the wall of Gath, [the wall of Jabneh], and [the wall of Y]"
        return _repeated_head_removed(doc, cc, spans, k, repeated)
    spans = _respanned(doc, cc, spans)
    if k == 0 and _layered_coordination(doc, cc, spans[k]):
        return None
    if len(spans) > 2 and _coordinator_inside_list_member(doc, cc, spans):
        # "mail, [interactive newspapers] and [magazines], conferencing, ..., and classes": the
        # "and" joins the two members beside it only; the comma list goes on past them
        if k < len(spans) - 2:
            return _outer_list_member_removed(doc, spans, k)
        spans, k = spans[-2:], k - (len(spans) - 2)
    if k == 0 and (_unclosed_list_in_first(doc, spans) or _first_conjunct_cut_short(doc, spans)):
        return None
    last_end = _nominal_conjunct_end(doc, spans)
    if last_end is not None:  # "to a program or [system] to the point where": the tail is shared
        spans = [*spans[:-1], (spans[-1][0], last_end)]
    last_end = _right_node_phrase_start(doc, cc, spans)
    if last_end is not None:  # "an offense and [a reproach] to those who ...": shared (cj195)
        spans = [*spans[:-1], (spans[-1][0], last_end)]
    comma = verb_list_member_inside(doc, spans)
    if comma is not None:
        # "[A, B], and [C]" with A a verb phrase the parse hung on B: a list of three whose
        # coordinator stays before the new last member, "A and C" or "A and B" (cj101)
        text, end = doc.text, doc[spans[1][1] - 1]
        if k == 0:
            out = f"{text[: comma.idx].rstrip()} {cc.text} {text[doc[spans[1][0]].idx :]}"
        else:
            b = doc[spans[0][1] - 1]
            kept = text[doc[comma.i + 1].idx : b.idx + len(b.text)]
            out = f"{text[: comma.idx].rstrip()} {cc.text} {kept}{text[end.idx + len(end.text) :]}"
        gone = (comma.i + 1, spans[0][1]) if k == 0 else spans[1]
        return Removal(out, _lost_antecedent(doc, spans, k), 2, gone)
    if misattached_span(doc, cc, spans, k) is not None:  # stop 52: the parse's head is wrong
        return None
    if auxiliary_left_stranded(doc, spans, k):  # "Targets are [stunned], take X" (cj97)
        return None
    if nominal_premodifiers_stranded(doc, spans, k):  # "An [report about X] and [Y]" (cj97)
        return None
    if _serial_comma_closes_outer_list(doc, cc, spans):  # "a map, a rope which he tied round
        return None  # [his waist], and [a lamp]" (cj224)
    if coordinator_of_outer_list(doc, spans) and _classifying_gerund(doc, spans) is None:
        # "from A, B surrounded by [C] and [D]" (cj97); a classifying "-ing" premodifier the
        # parse made the clause ("roads, trading posts, logging [camps] and [small mills]") is
        # the list's own member, handled by the forty-ninth pass's ``_classifying_gerund``
        return None
    if distributive_other_conjunct(doc, spans):  # "one barrel in [X] and [two other]" (cj97)
        return None
    spans = with_own_determiner(doc, spans)  # "by [the United States] and [Germany]"
    if _determiner_left_headless(doc, spans, k):  # "A [block of ice ...], but [worked by X]"
        return None
    if _verb_conjunct_after_relative(doc, cc, spans):  # "X, which was founded ..., and is Y"
        return None
    if _ambiguous_premodifier_nouns(doc, spans):  # "some frozen [corn] and [turkey] sausage"
        return None
    if _numeral_opening_noun_phrase(doc, spans):  # "4-5 hours on [high] or [8] hours on low"
        return None
    if k == 0 and _object_pronoun_after_genitive_of(doc, spans):  # "the favorite of X and me"
        return None
    if k == 0 and _gapped_object_remnant(doc, spans):  # "made a bag at home and [a bag for Y]"
        return None
    if k == 0 and _clause_opened_by_its(doc, spans):  # "to be [a green chili] and [its actually
        return None  # a red chili]" (cj197)
    if k == 0 and _shared_determiner_of_numerals(doc, cc, spans):  # "tried [the 3, 4], and [5]"
        return None
    if _list_member_as_premodifier(doc, spans):  # "poet, [essayist] and [stage] designer"
        return None
    if _coordinate_adjective_member(doc, spans):  # "both [the drizzly], [mossy ... scene] and"
        return None
    if _finite_verb_and_noun(doc, spans):  # "He [limps], and [the man who hit you], he limped"
        return None
    if _noun_premodifier_read_as_verb(doc, spans, k):  # "the [delimiter] and [control] characters"
        return None
    if _finite_verb_beside_preposition(doc, spans, k):  # "It [made X], and [among Y]"
        return None
    if _phrase_for_noun_phrase(doc, spans):  # "defined [in X] and [Y usage]": misparsed
        return None
    if k == 0 and _clause_left_without_verb(doc, cc, spans):  # "A, but only in B": "Only in B"
        return None
    if len(spans) > 2 and _parenthetical_member(doc, spans[0]):
        # "helps, [in particular], farmers and ranchers": the parse made the parenthetical
        # connective a list member; it is none (Quirk et al. 1985 §8.89), so it stays and only
        # the real conjuncts can go ("helps, in particular, ranchers")
        if k == 0:
            return None
        spans, k = spans[1:], k - 1
    absolute = _absolute_after_last(doc, spans)
    if absolute is not None:
        # "A, but [there is B], a common one being C": the absolute goes with the clause before
        # it (``_absolute_after_last``)
        spans = [*spans[:-1], (spans[-1][0], absolute)]
    opened = _particularized_member(doc, spans)
    if opened is not None:
        # "modern metals, notably [steel], [copper] and [tin]": the particularizer focuses the
        # whole list after it, so it stays before whichever member comes first; members before
        # it are the appositive's host, no list member (``_particularized_member``)
        narrow = any(doc[a].lower_ in _NARROW_SCOPE_OPENERS for a, _ in spans[opened + 1 :])
        if k < opened or (narrow and k == opened and len(spans) - opened > 2):
            return None  # "mainly silver, gold and some bronze": the scope is undecided
        if not narrow:
            spans = [(spans[opened][0] + 1, spans[opened][1]), *spans[opened + 1 :]]
            k -= opened
    gerund = _classifying_gerund(doc, spans) if len(spans) == 2 else None
    if gerund is not None:
        # "huts, [logging] camps and small sawmills": the gerund is the first conjunct's, and the
        # two conjuncts are the last members of the outer comma list, so the list keeps its
        # coordinator before its new last member ("huts and small sawmills", "huts and logging
        # camps"; Quirk et al. 1985 §13.21 on the conjunction before the last list member)
        text, comma = doc.text, doc[gerund.i - 1]
        kept = (gerund.i, spans[0][1]) if k == 1 else spans[1]
        a, b = _chars(doc, kept)
        tail = text[_chars(doc, spans[1])[1] :]
        out = f"{text[: comma.idx].rstrip()} {cc.text} {text[a:b]}{tail}"
        gone = spans[1] if k == 1 else (gerund.i, spans[0][1])
        return Removal(out, _lost_antecedent(doc, spans, k), 2, gone)
    if doc[spans[0][0]].dep_ == "det" and _parenthetical_premodifier(doc, cc, spans):
        # "[a brief], but memorable, career": the article determines the noun phrase, both
        # adjectives included, so it stays ("a memorable career")
        spans = [(spans[0][0] + 1, spans[0][1]), *spans[1:]]
    if _determiner_of_coordinated_premodifiers(doc, spans):
        # "the [old] and [new] outline", "in both the [old] and [new] outline": the article
        # stays with the noun (cj161)
        spans = [(spans[0][0] + 1, spans[0][1]), *spans[1:]]
    if k == len(spans) - 1 and _attributive_adjective_after_small_clause(doc, spans):
        return None  # "make [the edges softer] and [thin] lines themselves wider" (cj161)
    if cuts_inner_coordination(doc, cc, spans, k):  # "clean it out and [toss] or give away X"
        return None
    if k == len(spans) - 1 and _split_name_modifier(doc, spans):  # "North and [South Korean]"
        return None
    if k == len(spans) - 1 and _shared_surname(doc, spans):  # "Roger and [Mary Busfield]"
        return None
    if _repeated_conjuncts(doc, spans):  # "you, you, and only you"
        return None
    if k == 0 and _gapped_auxiliary(doc, spans):  # "Two were killed and [five] injured"
        return None
    if _gapped_remnants(doc, spans):  # "a day to build X and [2.5 days each] to build Y"
        return None
    if _gapped_mapping_list(doc, cc):  # "red to blue, green to gray and tan to gold" (cj158)
        return None
    if _gapped_mapping_after_clause(doc, cc, spans):  # "made darker to 84 and B to 171" (cj161)
        return None
    if k >= 1 and _own_later_coordinate(doc, cc, spans[k]):  # "A, but [B], and C" (cj158)
        return None
    if k == 0 and _interrogative_beside_declarative(doc, spans):  # "choose [which to keep], or
        return None  # [you can quit]" (cj158)
    if k == 0 and _gapped_subject_remnant(doc, cc, spans):  # "I am keen on A and [you on B]"
        return None  # (cj90; removing the gapped remnant itself leaves the full first clause)
    if k == 0 and _clauses_after_time_relative(doc, spans):  # "the time when A, but B, and C"
        return None
    if k == 0 and _stranded_subject(doc, spans):  # "Moods [come and go], but [greatness endures]"
        return None
    if verb_phrase_read_as_noun(doc, spans):  # "reached number one and [was certified gold]"
        return None
    if _asyndetic_pairs(doc, cc, spans):  # "wrong or [right], good or bad"
        return None
    if k == 0 and _infinitive_marker_unshared(doc, spans):  # "a motion to [dismiss] or demurrer"
        return None
    if _strands_conditional_then(doc, spans, k):  # "[if A], and [B], then C" -> "B, then C"
        return None
    if _imperative_neither(doc, cc, spans):  # "Neither curse them, nor bless them" (cj192)
        return None
    lo, hi = spans[k]
    head = doc[lo:hi].root
    if head.tag_ in ("NN", "NNS") and only_a_finite_verb(head.lower_) and lo > head.left_edge.i:
        # "the mayor's home phone [rang], and Tom found ...": a clause whose verb the parse
        # tagged a noun; its span leaves its subject behind ("the mayor's Tom found")
        return None
    if k == len(spans) - 1 and _orphans_after(doc, spans):  # "and has [co -] produced for X"
        return None
    if k == len(spans) - 1 and _result_clause_after(doc, spans):  # "A but B, so that C"
        return None
    if _comparative_standard_removed(doc, cc, spans, k):  # "taller than Y, but [has] two fewer"
        return None
    if _subject_removed_with_first(doc, spans, k):  # "[He was raised ...; attended X]; moved"
        return None
    if _strands_later_verb(doc, spans, k):  # "A; but [the whale eluded them], and vanished"
        return None
    if _across_clause_boundary(doc, spans, k):  # "sees X and [hides; but the simple go], and
        return None  # suffer" (cj187)
    if k == 0 and _determiner_not_shared(doc, spans):  # "my [spirit] and [yours]"
        return None
    relative = _relative_list_before(doc, cc, spans)
    if relative is not None:  # "a house which was old, [which stood alone], and [which ...]"
        return _relative_list_removed(doc, cc, spans, k, relative)
    tail = _appositive_list_before(doc, cc, spans) if k == 0 and len(spans) == 2 else None
    if tail is None and len(spans) == 2:
        tail = _content_clause_member(doc, spans) or _predicate_list_before(doc, cc, spans)
        if tail is not None and k == 1:
            # "the model, the price, [what she paid] and [when it broke]" minus the last: the
            # list keeps its coordinator before its new last member (cj160)
            return _list_end_removed(doc, cc, spans, tail)
    if tail is not None:
        # "A, B, [C], and [D]" parsed with C an appositive of B: the coordination is the tail
        # of a longer list, whose coordinator stays before its last member (Quirk et al. 1985
        # §13.21): "A, B, and D", never "A, B, D" (cj90)
        after = doc.text[doc[spans[1][0]].idx :]
        comma = "," if any(t.text == "," for t in doc[spans[0][1] : cc.i]) else ""
        out = f"{doc.text[: tail.idx].rstrip()}{comma} {cc.text} {after}"
        return Removal(out, _lost_antecedent(doc, spans, k), 2, spans[k])
    if k == 0 and participle_member_outside(doc, spans):
        # "opened in 1897 by X, [rebuilt in 1915], and closed in 1938": the middle member of a
        # list of three goes, the coordinator stays between the other two
        comma, last = doc[spans[0][0] - 1], doc[spans[1][0]]
        out = f"{doc.text[: comma.idx].rstrip()} {cc.text} {doc.text[last.idx :]}"
        return Removal(out, _lost_antecedent(doc, spans, k), 2, spans[k])
    shared = shared_spans(doc, cc, spans)  # "equal to or exceeds [X]", "too A and too B [to V]"
    if shared is None or k in shared.unbuildable:
        return None
    spans = shared.spans
    if k == 0 and _clause_level_undecided(doc, cc, spans):
        return None  # "Thought [I was dead] and [picked up the sword]": which clause? (cj174)
    if k == len(spans) - 1 and _modifier_left_on_last(doc, cc, spans):
        # "XML boot and [script technology] that makes it easy": the singular relative is the
        # last conjunct's alone
        return None
    if _words_between_conjuncts(doc, cc, spans, shared.delete):
        return None
    if crosses_sentence_end(doc, spans, k):  # "but [this show is great!!!It's so funny]"
        return None
    if inside_word(doc, spans[k][0]) or inside_word(doc, spans[k][1]):
        # "a sectionalized or [multi]-phase program": the span ends inside the hyphenated
        # compound, so the removal would glue "sectionalized" to "-phase" (``inside_word``)
        return None
    outside = _shared_left_dependents(doc, cc, spans)
    if outside is not None:
        # "was again [reviewed] and [reorganized]", "in stored [potatoes], [onions] and [beets]":
        # the left dependent scopes over every conjunct, so it stays before whichever is first
        spans = [(outside, spans[0][1]), *spans[1:]]
    text = doc.text
    bracketed = _bracketed_addition(doc, cc, spans)
    if bracketed is not None:
        return _remove_bracketed(doc, cc, spans, k, bracketed)
    # the depictives' comma before them sets them off from the clause, no list comma
    serial = None if depictives else _serial_list_comma(doc, cc, spans)
    if serial is not None and serial[1] < spans[0][0]:
        # "title, year, [new authors], and publisher": the member's own premodifiers go with it
        spans = [(serial[1], spans[0][1]), *spans[1:]]
    if doc[spans[0][0]].lower_ == "whether" and _verbless_whether(
        doc, cc, (spans[0][0] + 1, spans[0][1])
    ):  # the parse's first conjunct may hold the "whether" itself ("[whether by train]")
        spans = [(spans[0][0] + 1, spans[0][1]), *spans[1:]]
    pre = _preconjunction(doc, cc, spans[0])
    adjacent = pre is not None and pre.i == spans[0][0] - 1
    region_start = pre.idx if adjacent else _chars(doc, spans[0])[0]
    keep = [s for i, s in enumerate(spans) if i != k]
    not_only = _not_only_words(doc, cc, spans) if len(keep) == 1 else []
    if len(keep) == 1 and not not_only:
        loose = _loose_not_only(doc, cc, spans)
        if loose is _CUT_INSIDE:
            return None
        not_only = loose or []
    if not_only or (len(keep) == 1 and k == 0 and cc.lower_ in {"and", "but", "yet"}):
        # "A and also B" minus A: the additive presupposes the removed conjunct (Kripke 2009);
        # "A but still B" minus A: so does the concessive
        keep = [
            _without_additive(
                doc,
                keep[0],
                contrast=cc.lower_ in {"but", "yet"},
                sequence=cc.lower_ == "and" and not not_only,
                but_then=cc.lower_ == "but"
                and not not_only
                and len(spans) == 2
                and not _now_then_contrast(doc, spans, 0),
            )
        ]
    if len(keep) == 1 and k == 1 and cc.lower_ == "but":
        # "I appreciate that, and not to be rude, but ..." minus the but-clause: the hedge
        # goes with the clause it hedges (``_without_prebut_hedge``)
        keep = [_without_prebut_hedge(doc, cc, keep[0])]
    if len(keep) == 1 and k == 0 and cc.lower_ == "or":
        keep = [_without_scalar_even(doc, _without_reformulation_marker(doc, keep[0]))]
    # "Cafés serve tea, but many also offer wine" minus the first clause: the additive inside
    # the kept clause lost its antecedent too (``_inner_additive``)
    stranded: list[Token] | None = []
    if not_only or (len(keep) == 1 and k == 0 and cc.lower_ in _ADDITIVE_HOSTS):
        stranded = _inner_additive(doc, keep[0])
    if stranded is None:
        return None
    parts = [text[slice(*_chars(doc, s))] for s in keep]
    if not_only or stranded:
        inside = [t for t in not_only if keep[0][0] <= t.i < keep[0][1]]
        parts = [_text_without(doc, keep[0], [*inside, *stranded])]
        if not_only and k != 0 and _inverted_after_not_only(doc, keep[0], not_only):
            # "Not only [are the prices cheap] but ..." -> "the prices are cheap"; a clause
            # whose subject the parse missed would stay a question form: no pair
            uninverted = _not_only_uninverted(doc, keep[0], [*inside, *stranded])
            if uninverted is None:
                return None
            parts = [uninverted]
    inner = _raised_complement_inside(doc, cc, spans) if k == 0 and len(keep) == 1 else None
    if inner is not None and not not_only and not stranded:  # "will not seek, to dominate"
        a, b = keep[0]
        parts = [
            "".join(
                t.text + " " if t.i == inner.i - 1 else t.text_with_ws
                for t in doc[a:b]
                if t.i != inner.i
            ).strip()
        ]
    members = _bare_list_members(doc, cc, spans[0]) if k == len(spans) - 1 == 1 else []
    if len(members) > 1 and len(parts) == 1 and not not_only and not stranded:
        # "sells fresh bread, homemade jam, and cheese" with "jam" parsed an appositive of
        # "bread": the first conjunct is itself the list's first members, and without the last
        # one the list keeps its coordinator before its new last member (Quirk et al. 1985
        # §13.21): "fresh bread and homemade jam", never the asyndetic "fresh bread, homemade
        # jam" (``_bare_list_members``)
        last = members[-1][0]
        a, b = _chars(doc, (spans[0][0], last - 1))
        parts = [f"{text[a:b].rstrip()} {cc.text} {text[slice(*_chars(doc, (last, spans[0][1])))]}"]
    inner_comma = (
        _inner_clause_comma(doc, cc, spans)
        if k == len(spans) - 1 and len(parts) == 1 and not not_only and not stranded
        else None
    )
    if inner_comma is not None:  # "A, B, and C" minus C: "A, and B" (``_inner_clause_comma``)
        a, b = _chars(doc, spans[0])
        cut = inner_comma.idx + 1
        parts = [f"{text[a:cut]} {cc.text} {text[cut:b].lstrip()}"]
    if len(parts) == 1:
        region = parts[0]
    else:
        # a list whose members hold commas of their own is punctuated with semicolons between
        # every two members ("coins; the vases, which came from Crete; and the masks"; Quirk et
        # al. 1985 App. III.17), and the shortened list keeps them, before its coordinator too:
        # never "the helmets, found in a tomb and the masks" (the comma of a member beside the
        # coordinator would pass for the list's; without one, "A; B and C" is fine)
        gaps = [doc[a:b] for (_, a), (b, _) in zip(spans[:-1], spans[1:-1], strict=False)]
        gaps.append(doc[spans[-2][1] : cc.i])
        sep = ";" if all(any(t.text == ";" for t in g) for g in gaps) else ","
        serial = any(t.text == sep for t in doc[spans[-2][1] : cc.i])
        head = f"{sep} ".join(parts[:-1])
        beside = (parts[-2].rsplit(";", 1)[-1], parts[-1])  # the members around the coordinator
        member_commas = sep == ";" and any("," in p for p in beside)
        comma = sep if serial and (len(parts) > 2 or member_commas) else ""
        # "cheap, simple, and, above all, fair": the comma after the conjunction opens the
        # parenthetical its last conjunct closes, and commas around an interpolated adverbial
        # come in pairs (Huddleston & Pullum 2002 ch. 20; as in ``_opens_parenthetical``), so it
        # stays with the conjunction ("cheap and, above all, fair")
        opened = keep[-1] == spans[-1] and _comma_opened_after(doc, cc, spans[-1])
        region = f"{head}{comma} {cc.text}{',' if opened else ''} {parts[-1]}"
        if adjacent:
            region = f"{pre.text} {region}"
    if pre is not None and pre.lower_ == "neither" and len(parts) == 1:
        region = _drop_npi_determiner(doc, keep[0], region)
    modal = _shared_modal_of_kept(doc, spans, k, keep) if len(parts) == 1 else None
    if modal == "":  # "should not have paid X, and have left": the negation's scope is undecided
        return None
    if modal is not None:  # "should have paid X, and have thanked Y" -> "should have thanked Y"
        region = f"{modal} {region}"
    shared_article = _shared_indefinite(doc, spans, k, keep)
    if shared_article is not None:
        region = f"{shared_article} {region}"
    source = _shared_source_from(doc, spans, k, keep)
    if source is not None:  # "come from A and throughout B" -> "come from throughout B"
        region = f"{source.text} {region}"
    if _opens_parenthetical(doc, cc, spans, k, keep):
        region = f", {region}"
    pronoun = _pronoun_subject(doc, cc, spans, keep) if len(parts) == 1 else None
    if pronoun is not None and region.strip() == pronoun.text:
        region = region.replace(pronoun.text, _subject_case(pronoun))
    named = _named_antecedents(doc, spans, k) if len(keep) == 1 and len(parts) == 1 else []
    plain = len(keep) == 1 and region == text[slice(*_chars(doc, keep[0]))]
    if named and not plain and any(keep[0][0] <= p.i < keep[0][1] for p, _ in named):
        named = []  # the kept conjunct was rewritten: the pronoun's offset is no longer known
    for pron, name in sorted(named, key=lambda pn: -pn[0].i):
        if keep[0][0] <= pron.i < keep[0][1]:  # "Ross came in and [he said]" -> "Ross said"
            at = pron.idx - doc[keep[0][0]].idx
            region = region[:at] + name + region[at + len(pron.text) :]
    edit = SurfaceEdit(doc)
    for pron, name in named:
        if pron.i >= spans[-1][1]:
            edit.replace(pron, name)
    start = pre.i if adjacent else spans[0][0]
    edit.replace_span(start, spans[-1][1], region)
    if (
        start > 0
        and not doc[start - 1].whitespace_
        and verbal_clitic(doc[start])
        and not region.startswith(doc[start].text)
    ):
        # a conjunct that began with a contracted auxiliary ("They['re tired] and want ...") is
        # gone: its host word stands alone again ("They want ...", never "Theywant")
        edit.spaces[start - 1] = " "
    if pre is not None and not adjacent and len(parts) == 1:
        edit.delete_span(pre.i, pre.i + 1)  # the word and the space after it
    if pre is not None and pre.lower_ == "neither" and len(parts) == 1:
        for tok in _npi_adverbs(doc, cc, spans):
            edit.delete(tok)
    for tok in not_only:
        if not spans[0][0] <= tok.i < spans[-1][1]:
            edit.delete(tok)
    if len(keep) == 1 and cc.lower_ == "and" and not not_only:
        additive = _trailing_additive(doc, spans[-1][1])
        if additive:  # the region's trailing space sits at ``start``; punctuation follows
            edit.delete_span(additive[0].i, additive[-1].i + 1)
            edit.spaces[start] = ""
    comma = _polysyndetic_comma(doc, cc, spans) if len(spans) == 2 else None
    if comma is not None:  # "like Google, and eBay, and Tesla" -> "like eBay and Tesla"
        edit.delete(comma)
    alike = _distributive_alike(doc, spans[-1][1]) if len(keep) == 1 else None
    if alike is not None and cc.lower_ == "and":  # "benefit A and B countries alike" -> "A
        edit.delete(alike)  # countries", never "A countries alike"
        if alike.i == spans[-1][1]:  # right after the region, whose trailing space is at start
            edit.spaces[start] = ""
    article = _article_edit(doc, spans, k, keep)
    if article is not None and article[1]:
        edit.replace(*article)
    elif article is not None:
        edit.delete(article[0])
    list_comma = _list_tail_comma(doc, cc, spans) if len(parts) == 1 and not depictives else None
    if list_comma is None and serial is not None and len(parts) == 1:
        list_comma = serial[0]  # "strings, I/O, and arrays" minus one: "strings and arrays"
    # "Drought, hail, disease, and insects take" minus "insects": the comma list before the
    # coordination keeps its last pair ("Drought, hail and disease"), so the subject stays a
    # coordination and stays plural (Quirk et al. 1985 §10.34): no agreement edit then
    still_listed = (
        list_comma is not None or inner_comma is not None or (len(members) > 1 and len(keep) == 1)
    )
    verb_edit = None if still_listed else _agreement_edit(doc, cc, spans, keep)
    if verb_edit is None and not still_listed:
        verb_edit = _existential_agreement_edit(doc, spans, keep)
    if verb_edit is not None:
        edit.replace(*verb_edit)
    if pronoun is not None and verb_edit is None and not still_listed:
        verb_edit = _pronoun_verb_edit(doc, spans, pronoun)
        if verb_edit is not None:
            edit.replace(*verb_edit)
    noun_edit = _predicate_noun_edit(doc, cc, spans, keep) if verb_edit is not None else None
    for tok, new in noun_edit or ():
        edit.replace(tok, new)
    for tok, new in _distributed_plural_edit(doc, cc, spans, keep):
        edit.replace(tok, new)
    for tok, new in _shared_plural_head_edit(doc, cc, spans, keep):
        edit.replace(tok, new)
    for tok, new in _object_predicative_edit(doc, cc, spans, keep):
        edit.replace(tok, new)
    for tok, new in _one_left_edit(doc, spans, keep):
        edit.replace(tok, new)
    for tok in _orphaned_parenthetical_commas(doc, cc, spans, k) if len(keep) == 1 else ():
        edit.delete(tok)
    for i in shared.delete:
        edit.delete(doc[i])
    perfect = _unshared_perfect(doc, spans, k) if len(keep) == 1 else None
    if perfect is not None:  # "has spent X and formerly led Y" -> "formerly led Y"
        edit.delete(perfect)
    if list_comma is not None:  # the list keeps its last pair: "directed and written by X"
        edit.replace(list_comma, f" {cc.text}")
    closing = _comma_before_verb_of_subject(doc, cc, spans) if k == len(spans) - 1 else None
    if closing is not None:  # "The rise of X and [the debates around it], shaped Y" (cj221)
        edit.delete(closing)
    out = edit.render()
    sentence_start = (
        region_start == 0
        or (article is not None and not article[1] and article[0].i == 0)
        or _only_not_only_before(doc, start, not_only)
    )  # "A [cat] and [two dogs] ..." -> "Two dogs ...": the article went, the sentence still opens
    if sentence_start:
        out = out.lstrip()  # "Not only " went from the sentence's start
    if sentence_start and text[:1].isupper() and out[:1].islower():
        first_kept = doc[keep[0][0]]
        if first_kept.pos_ != "PROPN":
            out = out[:1].upper() + out[1:]
    elif _quotation_start_lowered(text, out, region_start):
        # 'She said, "We sold the car and we bought a boat."' -> '"We bought a boat."'
        out = out[:region_start] + out[region_start].upper() + out[region_start + 1 :]
    out = _final_comma_in_quote(re.sub(r"\s{2,}", " ", out).replace(" ,", ",").strip())
    out = _dash_before_final_stop(text, out)
    out = _abbreviation_stop(_restored_full_stop(text, out))
    out = _capitalised_start(doc, text, _no_leading_pause(text, out))
    out = _exclamation_of_removed_clause(doc, cc, spans, k, out)
    out = _without_widowed_opener(text, _without_widowed_single_closer(text, out))
    out = _end_mark_of_removed_quotation(doc, spans, k, out)
    if _imbalance(out) != _imbalance(text):
        # "people (both in A and B), and I can't" -> "people (in I can't", '"A" or "B"' ->
        # '""B"': the span crossed a bracket or quotation boundary. A parenthesis or quotation
        # is a unit of its own (Quirk et al. 1985 App. III.16-17; CMOS 6.95, 6.9), so a conjunct
        # lies wholly inside it or wholly outside it; a removal that leaves half of one is no
        # sentence and no pair (stop 56; the check used to flag it only)
        return None
    flags = _plural_left(doc, spans, k) if len(keep) == 1 and cc.lower_ == "and" else ()
    partitive = any(new.startswith("one of ") for _, new in noun_edit or ())
    flags = (*flags, *_lost_antecedent(doc, spans, k, partitive))
    if "lost_antecedent" in flags and _pronoun_into_removed_verb_phrase(doc, spans, k):
        return None  # "seize the criminals and throw them in jail" minus the first (cj90)
    if named:  # the name written for the pronoun keeps its referent (``_named_antecedents``)
        flags = tuple(f for f in flags if f != "pronoun_antecedent_removed")
    if named and not _own_clause(doc, spans[k]):
        # the possessive the removed name bound is now that name's genitive
        # (``possessor_named``), the sentence's only lost reference
        flags = tuple(f for f in flags if f != "lost_antecedent")
    if len(keep) == 1 and (
        _lost_pair_pronoun(doc, spans)
        or _lost_one_other_pair(doc, spans)
        or (cc.lower_ == "and" and _plural_pronoun_of_coordination(doc, spans, k))
    ):
        flags = (*flags, "plural_antecedent")
    if _juxtaposed_prepositions(doc, cc, spans, k, list_comma is not None):
        flags = (*flags, "repeated_preposition")
    if noun_edit is not None:
        flags = tuple(f for f in flags if f != "number_mismatch")
    if _plural_classifier(doc, cc, spans, keep):
        flags = (*flags, "number_mismatch")
    remaining = len(keep) + (1 if list_comma is not None else 0)
    if len(members) > 1 and len(keep) == 1:  # the list's first members stay coordinated
        remaining = len(members)
    if inner_comma is not None:
        # "A, B, and C" minus C is "A, and B": two clauses stay coordinated by the kept
        # coordinator (``_inner_clause_comma``), so ``removal_flags`` expects it there and
        # does not report ``conjunction_not_removed`` (stop 82, fl67)
        remaining = 2
    return Removal(out, flags, remaining, spans[k])


def _roots(doc: Doc, spans: Sequence[tuple[int, int]]) -> tuple[Token, Token]:
    """The heads of the first and the last span."""
    return doc[slice(*spans[0])].root, doc[slice(*spans[-1])].root


def _coordinator_inside_list_member(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> bool:
    """ "offers [electronic mail], [interactive newspapers] and [magazines], conferencing,
    software libraries, and on-line classes": in a list only the last member takes the
    coordinator (Quirk et al. 1985 §13.21; Huddleston & Pullum 2002 ch. 15 §2.1), so an "and"
    with no comma before it, followed by a comma that carries the list on to a later comma and
    the same coordinator, joins the two members beside it into one member of the outer list
    (a nested coordination), not the members before it. Removing an earlier comma member
    through this "and" took the wrong coordinator and re-punctuated the list ("electronic
    mail and interactive newspapers, conferencing, ...")."""
    if cc.i == 0 or doc[cc.i - 1].text in {",", ";"}:
        return False
    end = spans[-1][1]
    if end >= len(doc) or doc[end].text != ",":
        return False
    rest = doc[end:]
    for t in rest:
        if t.text in {";", ".", "!", "?", ":"} or t.tag_ in FINITE_TAGS:
            return False  # the list ends with its clause
        if t.lower_ == cc.lower_ and t.dep_ == "cc" and doc[t.i - 1].text == ",":
            return True
    return False


def _outer_list_member_removed(
    doc: Doc, spans: Sequence[tuple[int, int]], k: int
) -> Removal | None:
    """ "to do [technology mapping], [partitioning] and [placement], routing, and binary
    output" minus the first: a member before the nested coordination belongs to the outer
    comma list (``_coordinator_inside_list_member``), so it goes with its own comma and the
    rest of the list stays as it was ("to do partitioning and placement, routing, and binary
    output"). Not when a determiner before the span hangs inside it ("its [three million
    subscribers electronic mail]", the parse's span swallowed another phrase): the member's
    bounds are not known, and no removal is made."""
    lo, hi = spans[k]
    if hi >= len(doc) or doc[hi].text != "," or lo == 0:
        return None
    if doc[lo:hi].root.pos_ not in {"NOUN", "PROPN"}:
        return None  # "[include device control], [algorithms], ...": the verb is no member
    before = doc[lo - 1]
    if before.dep_ in {"det", "poss", "nummod", "amod", "compound"} and lo <= before.head.i < hi:
        return None
    if any(t.dep_ in {"nmod", "npadvmod"} for t in doc[lo:hi]):
        return None  # "subscribers electronic mail": a second noun phrase inside the member
    text = doc.text
    out = text[: doc[lo].idx] + text[doc[hi + 1].idx :] if hi + 1 < len(doc) else None
    if out is None:
        return None
    return Removal(out, _lost_antecedent(doc, spans, k), len(spans) - 1, (lo, hi))


def _unclosed_list_in_first(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "is [a major supplier of A, B and C software, D, E products], [F], and [G]": the
    first conjunct swallowed a comma list whose last member came after a bare comma, with no
    coordinator of its own. A list closes with its coordinator (Quirk et al. 1985 §13.21), so
    that list is the one the outer "and" closes and F and G are its members, not partners of
    "a major supplier"; removing the first "conjunct" would cut the predicate ("Amdahl is
    F and G"). The first conjunct's removal is undecided: none is made."""
    lo, hi = spans[0]
    inner = [t for t in doc[lo:hi] if t.dep_ == "conj" and lo <= t.head.i < hi]
    if not inner:
        return False
    last = max(inner, key=lambda t: t.i)
    edge = last.left_edge.i
    if edge <= lo or doc[edge - 1].text != ",":
        return False
    return not any(c.dep_ in {"cc", "preconj"} for c in last.head.children if c.i < last.i)


def _first_conjunct_cut_short(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "evaluates [systems and operational procedures] and [reports findings]": a later
    conjunct hangs on a head before the first span ("reports" on "evaluates"), so the real
    first conjunct is the verb phrase from that head; conjuncts are constituents of the same
    function (Huddleston & Pullum 2002 ch. 15 §4.1), and removing only the object strands
    the verb ("evaluates reports findings"). The first conjunct's removal is not made."""
    lo = spans[0][0]
    first = doc[lo : spans[0][1]].root
    if first.dep_ not in {"dobj", "attr", "pobj", "dative"}:
        return False  # "to [things seen]: nor [to things unseen]": sibling phrases of one head
    for a, b in spans[1:]:
        root = doc[a:b].root
        verbal = root.pos_ in {"VERB", "AUX"} or any(c.dep_ == "dobj" for c in root.children)
        if root.dep_ == "conj" and verbal and root.head.i == first.head.i and root.head.i < lo:
            return True  # the object of the verb the later verb phrase is joined to
    return False


def _nominal_conjunct_end(doc: Doc, spans: Sequence[tuple[int, int]]) -> int | None:
    """ "television and [web set-top] boxes": the last span runs past its noun into a
    premodifier the parse hangs on the first conjunct ("top" on "television"), before the
    shared head noun. A conjunct is a constituent (Huddleston & Pullum 2002 ch. 15 §4.1), and a
    premodifier between the last conjunct and the head that attaches outside it is shared by
    all the conjuncts (Quirk et al. 1985 §13.71 on shared premodification), so it stays when
    the conjunct goes ("television set-top boxes"): the span ends with the noun's own phrase.
    Not when the first conjunct has a phrase of its own after its noun ("a son at Harvard and
    another son at Princeton": parallel clusters). A shared prepositional tail ("to a program
    or [system to the point] where") is left: the parse gives it the same shape as a gapped
    cluster ("the bus to town and the train to the coast"). Returns the new end, or None."""
    lo, hi = spans[-1]
    root = next(
        (t for t in doc[lo:hi] if t.dep_ == "conj" and spans[0][0] <= t.head.i < lo),
        doc[lo:hi].root,
    )  # the noun the parse joins to an earlier conjunct, not a stray head of the tail
    if root.pos_ not in {"NOUN", "PROPN"}:
        return None
    end = root.right_edge.i + 1
    if end >= hi or root.left_edge.i < lo:
        return None
    first = doc[spans[0][0] : spans[0][1]].root
    after_partner = doc[root.head.i + 1 : spans[0][1]] if root.dep_ == "conj" else doc[0:0]
    if any(not spans[0][0] <= t.head.i < spans[0][1] for t in after_partner) or (
        doc[end].pos_ == "ADP" and any(c.dep_ == "prep" and c.i > first.i for c in first.children)
    ):
        # "a son [at Harvard] and another son [at Princeton]": the first conjunct has a phrase
        # of its own after its noun too, so the two are parallel clusters, each with its phrase
        return None
    tail = doc[end:hi]
    if any(t.is_punct for t in tail[:1]):
        return None
    outside = [t for t in tail if not lo <= t.head.i < hi]
    if not outside or any(t.head.i >= hi for t in outside):
        return None
    premodifier = (
        hi < len(doc)
        and doc[hi].pos_ == "NOUN"
        and all(t.pos_ in {"NOUN", "PROPN", "PUNCT"} for t in tail)
        and all(spans[0][0] <= t.head.i < spans[0][1] for t in outside)
    )  # "television and [web] [set-top] boxes": a premodifier of the shared head
    return end if premodifier else None


#: Functions of a noun phrase whose head a right-node phrase may follow: a predicative
#: complement ("will be an offense and a reproach to those ...") or a direct object ("gave a
#: blessing and a curse to his sons").
_RIGHT_NODE_HOSTS = frozenset({"attr", "dobj"})


def _right_node_phrase_start(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> int | None:
    """ "We will be [an offense] and [a reproach to those who take us for a possession]": the
    prepositional phrase after the last of two like noun phrases is shared by both (right-node
    raising of a postmodifier, Huddleston & Pullum 2002 ch. 15 §4.4; Quirk et al. 1985 §13.72
    on shared postmodification: "an offense and a reproach" are both "to those ..."), though the
    parse hangs it on the last noun. Removing the last conjunct with it drops what the first
    one keeps ("We will be an offense.", the s1205w judges, conj-068), so the span ends before
    the phrase, which stays: "We will be an offense to those who take us for a possession."
    Only the narrow shape: two noun phrases joined by "and", each a determiner and a common
    noun of the same number and nothing else, the predicative complement or object of the
    clause; the last noun's one dependent after it is the phrase, which ends the conjunct.
    Returns the phrase's first token, the last conjunct's new end, or None."""
    if len(spans) != 2 or cc.lower_ != "and":
        return None
    first, last = _roots(doc, spans)
    if first.dep_ not in _RIGHT_NODE_HOSTS or last.dep_ != "conj" or last.head.i != first.i:
        return None
    if first.pos_ != "NOUN" or last.pos_ != "NOUN" or first.tag_ != last.tag_:
        return None
    (a, b), (lo, hi) = spans
    if [t.dep_ for t in doc[a:b]] != ["det", first.dep_] or doc[lo].dep_ != "det":
        return None  # "an offense": a determiner and the noun, no modifier of the first alone
    if doc[lo + 1].i != last.i:
        return None
    after = [c for c in last.children if c.i > last.i]
    if len(after) != 1 or after[0].dep_ != "prep" or after[0].i != last.i + 1:
        return None
    if after[0].lower_ == "of":
        # "the waters and the springs of the waters": an "of" phrase is mostly the complement
        # its own head selects (Quirk et al. 1985 §17.38-17.39), not a postmodifier shared
        return None
    if after[0].right_edge.i + 1 != hi:
        return None
    return after[0].i


def _exclamation_of_removed_clause(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], k: int, out: str
) -> str:
    """ "This house may be called a shipyard, but [my ships are longer than one yard]!" minus
    its last clause: in a compound sentence the end mark is chosen by the last clause (Quirk et
    al. 1985 App. III.7), so the exclamation went with the removed clause, and the declarative
    clause left keeps the unmarked full stop ("This house may be called a shipyard.")."""
    if k != len(spans) - 1 or not out.endswith("!") or not doc.text.rstrip().endswith("!"):
        return out
    gone = doc[spans[k][0] : spans[k][1]].root
    if gone.pos_ not in {"VERB", "AUX"} or not any(
        c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in gone.children
    ):
        return out  # a phrase's removal leaves the clause whose exclamation it is
    if any(t.text in _OPENING_QUOTES for t in doc[spans[k][1] :]):
        return out
    return out[:-1] + "."


#: A sentence whose end mark stands inside the closing quotation mark: the quotation's own.
_QUOTATION_END_MARK = re.compile(r"[?!]['\"\u2019\u201d]\s*$")


def _end_mark_of_removed_quotation(
    doc: Doc, spans: Sequence[tuple[int, int]], k: int, out: str
) -> str:
    """ "This house, which is so high, everyone who passes by it will be astonished and [say,
    'Why has Yahweh done this to this land?']" minus its last conjunct: the question mark
    inside the closing quotation mark is the quoted question's (CMOS 6.72: a question mark
    goes inside the quotation marks when it belongs to the quoted matter; Quirk et al. 1985
    App. III.7 on the end mark chosen by the clause it ends), so it went with the quotation,
    and the declarative clause left keeps the unmarked full stop ("... will be astonished.";
    the ab89 judges, conj-006/029: "a stray '?' carried over from the removed quoted
    question"). Not when the kept main clause is itself a question (an auxiliary before its
    subject: "isn't that he whose altars Hezekiah has taken away?"), whose mark it may be."""
    if k != len(spans) - 1 or not re.search(r"[?!]\s*$", out):
        return out
    if not _QUOTATION_END_MARK.search(doc.text):
        return out
    lo, hi = spans[k]
    if not any(t.tag_ == "``" or t.text in {"\u2018", "\u201c"} for t in doc[lo:hi]):
        return out  # the quotation opened before the removed conjunct and is still there
    root = next((t for t in doc if t.dep_ == "ROOT"), None)
    if root is None or lo <= root.i < hi:
        return out
    opener = next((t for t in doc if not t.is_punct and t.dep_ not in {"cc", "intj"}), None)
    if opener is None or opener.tag_ in {"MD", "WRB", "WP", "WDT"} or opener.pos_ == "AUX":
        return out  # "Will you come and say, 'Who is he?'": the kept clause asks
    subject = next((c for c in root.children if c.dep_ in {"nsubj", "nsubjpass", "expl"}), None)
    if subject is None and root.pos_ == "AUX":
        return out  # "isn't that he ...": an auxiliary with no subject before it asks
    if subject is None and root.tag_ == "VB":
        return out  # "Set two men before him!": an imperative's own exclamation (ab89 kept it)
    if subject is not None and (
        (root.pos_ == "AUX" and root.i < subject.i)
        or any(c.dep_ in AUX_DEPS and c.i < subject.i for c in root.children)
    ):
        return out  # "isn't that he ..., and has said, 'You shall worship here?'"
    return out.rstrip()[:-1] + "."


#: Double quotation marks that open a quotation (single ones are also apostrophes).
_OPENING_QUOTES = frozenset({'"', "\u201c"})


def _quotation_start_lowered(text: str, out: str, start: int) -> bool:
    """The removal began a direct quotation ('She said, "[We sold the car] and [we bought a
    boat]."') and left its new first word in lower case ('"we bought a boat."'). Quoted
    speech that is a full sentence opens with a capital whatever precedes the quotation mark
    (Quirk et al. 1985 App. III.32; The Chicago Manual of Style 17th ed. §13.13), as the
    sentence did before the removal, so the kept word is capitalized like a sentence start
    (stop 55). Only an opening mark counts: one at the start of the text or after a space, a
    colon, a comma or a semicolon."""
    if start < 1 or text[start - 1] not in _OPENING_QUOTES or not text[start : start + 1].isupper():
        return False
    if start > 1 and not (text[start - 2].isspace() or text[start - 2] in ":,;"):
        return False
    return out.startswith(text[:start]) and out[start : start + 1].islower()


#: A sentence closed by terminal punctuation, maybe inside closing quotes or brackets.
_CLOSED = re.compile(r"[.!?][\"'\u201d\u2019)\]]*\s*$")


#: An abbreviation's period left before the sentence's full stop ("to Washington D.C..").
_DOUBLED_STOP = re.compile(r"(?<=\b[A-Za-z])\.\.$")
#: Abbreviations that close a company name or a list ("Inc.", "Corp.", "etc."): their period
#: doubles as the full stop at a sentence's end (CMOS 6.13), like a single letter's (cj90).
_WORD_ABBREVIATION_STOP = re.compile(
    r"\b(Inc|Corp|Ltd|Co|Bros|Jr|Sr|etc|al|Dept|Univ|Intl|Assn)\.\.$"
)


def _abbreviation_stop(out: str) -> str:
    """ "We flew to Washington D.C. and then drove on." minus the last conjunct leaves the
    abbreviation "D.C." before the sentence's own full stop. A period that ends an abbreviation
    at the end of a sentence doubles as the full stop (CMOS 6.13), so one of the two goes.
    A real ellipsis ("and then...") has three points and is left alone."""
    return _WORD_ABBREVIATION_STOP.sub(r"\1.", _DOUBLED_STOP.sub(".", out))


def _restored_full_stop(text: str, out: str) -> str:
    """ "I was on a plane and the air hostess said, "Want some headphones?"" minus the last
    conjunct: the sentence's closing mark stood inside the removed quotation (or was glued to its
    last word: "made fun of..", "signed with Texas A&M."), so what is left ends on a bare word.
    A sentence ends with terminal punctuation (Quirk et al. 1985 App. III.5); the remaining
    main clause is a statement (or a command), so it takes a full stop ("I was on a plane.")."""
    if _CLOSED.search(text) and out[-1:].isalnum():
        return f"{out}."
    return out


def _respanned(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The conjunct spans once material the parse put inside a conjunct but that lies outside
    the coordination is moved out of it (stop 48):

    - an independent clause after a semicolon: a semicolon joins main clauses (Quirk et al.
      1985 App. III.13; Huddleston & Pullum 2002 ch. 20 §3), so a "but"/"and" conjunct ends
      before it and the clause after it survives either removal ("A, but only B; it is C" ->
      "A; it is C", never "A.");
    - a gerund-participial second object of a preposition: "accused of [theft] and [bribing
      the judges]" is parsed with "bribing" a verb conjunct of "accused"; a preposition takes a
      gerund-participial clause as complement and coordination joins it with a noun phrase
      (Huddleston & Pullum 2002 ch. 14 §4.3 and ch. 15 §4.3 on unlike coordinates), so the
      first conjunct is the object only and "accused of" is shared ("accused of bribing");
    - a shared "of" complement of attribute nouns: "the size and the shape of the garden" is
      right-node raising of the complement both relational heads take (Huddleston & Pullum
      2002 ch. 15 §4.4 on shared dependents; ch. 5 §16 on relational nouns), so it stays after
      whichever conjunct is left ("the size of the garden", never "the size");
    - a noun premodifier tagged as a verb: "like river tales, mountain legends and [railroad]
      songs up as folk art" parsed "railroad" a verb with "songs" its object and the particle
      "up" and the "as" phrase of the main verb its dependents; a base-form "verb" conjoined to
      a noun is a noun (coordination of likes, Huddleston & Pullum 2002 ch. 15 §4), so the
      conjunct ends with its "object" and what follows belongs to the main verb;
    - a plain-form verb conjunct parsed as the partner of the verb whose "to"-infinitive ends
      the first conjunct (``_infinitive_partner_start``, stop 55);
    - a direct object left after a verb conjunct whose partner is passive (``_own_object_after``);
    - a main clause before a semicolon inside the first conjunct (``_clause_after_semicolon``);
    - an "of" complement after the last conjunct that the parse hung on an earlier head
      (``_own_of_complement_after``);
    - a preposition shared by unlike-headed conjuncts (``_shared_preposition_start``, stop 56):
      "including over [A], and [B]", "quoted X as [saying A], and [then adding B]";
    - left dependents of a bare first verb conjunct that the whole coordination shares
      (``shared_left_dependents_end``, stop 80): "[automatically detects] and [uses] X".
    """
    out = list(spans)
    out = [_with_own_quotes(doc, s) for s in out]
    out[-1] = _without_closing_dash(doc, out[-1])
    shared_left = shared_left_dependents_end(doc, out)
    if shared_left is not None:  # "GIMP [automatically detects] and [uses] X" (cj164)
        out[0] = (shared_left, out[0][1])
    if len(out) == 2:
        complement = _predicative_partner(doc, out)
        if complement is not None:  # "Both sound [great], and [cheap]" (cj90)
            out[0] = complement
        headed = _own_headed_modifier(doc, out)
        if headed is not None:  # "its [Windows platform] and [Mono initiative]" (cj90)
            out = headed
    version = _shared_product_name(doc, out)
    if version is not None:
        out[0] = (version, out[0][1])
    shared_prep = _shared_preposition_start(doc, cc, out)
    if shared_prep is not None:
        out[0] = (shared_prep, out[0][1])
    noun = _noun_read_as_verb(doc, out)
    if noun is not None:
        out[-1] = (out[-1][0], noun)
    semicolon = _semicolon_clause_in(doc, out[-1])
    if semicolon is not None:
        out[-1] = (out[-1][0], semicolon)
    opened = _clause_after_semicolon(doc, out[0])
    if opened is not None:
        out[0] = (opened, out[0][1])
    if len(out) == 2:
        obj = _gerund_partner_object(doc, cc, out)
        if obj is not None:
            out[0] = (obj, out[0][1])
        start = _infinitive_partner_start(doc, cc, out)
        if start is not None:
            out[0] = (start, out[0][1])
    of = _shared_of_complement(doc, out)
    if of is not None:
        out[-1] = (out[-1][0], of)
    own_of = _own_of_complement_after(doc, out)
    if own_of is not None:
        out[-1] = (out[-1][0], own_of)
    own = _own_object_after(doc, out)
    if own is None:
        own = _own_prepositional_complement_after(doc, out)
    if own is not None:
        out[-1] = (out[-1][0], own)
    return out


#: Relations of a left dependent that, before a bare verb conjunct, belong to the whole
#: coordination (cj164): an adverbial ("automatically", "in most cases", "today"). No "neg"
#: (negation scope over coordinated verbs is its own question), no "preconj" (a correlative
#: goes with its conjunct), no auxiliary or subject: whether an operator is shared depends on
#: the later verb's form ("is formed and pursues": a finite verb takes none), which the
#: operator rules of ``remove_conjunct`` decide on the parse's span.
_SHARED_LEFT_DEPS = frozenset({"advmod", "npadvmod", "prep"})
#: Subject relations: a later conjunct with one of its own is a clause, no predicate sharing
#: the first one's left material.
_SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "expl", "csubj"})


def shared_left_dependents_end(doc: Doc, spans: Sequence[tuple[int, int]]) -> int | None:
    """Where the first conjunct really starts when the parse put the coordination's shared left
    dependents into it: "GIMP [automatically detects] and [uses] the system language".

    Coordinates are syntactically alike, and material outside the coordination belongs to every
    coordinate (Huddleston & Pullum 2002 ch. 15 §4.4 on shared dependents; Quirk et al. 1985
    ch. 13 on ellipsis in coordination). A dependency parse has no node for
    the coordination, so it hangs a shared left dependent on the first conjunct's head. It is
    shared when (1) the first conjunct is a bare verb: its span ends at its head, and the last
    verb has a complement after it (``_RAISED_ARGUMENTS``), so the dependents after the
    coordination (the object "the system language") are shared too and the adverb stands
    before the whole verb coordination, "automatically [detects and uses]"; and (2) no later
    conjunct has a left dependent of the same relation ("carefully reads and silently rewrites":
    each verb has its own adverb, both go with their verbs). The first conjunct is then its verb
    alone, so removing it keeps the adverb: "GIMP automatically uses the system language", never
    "GIMP uses the system language" (the s1204x judges: "drops the shared adverb"). With a full
    verb phrase as first conjunct ("quietly reads the file and writes a backup") the adverb may
    scope over the first conjunct only, so the span is left as parsed. Every word before the
    verb in the span must be such a dependent (``_SHARED_LEFT_DEPS``; no wh-adverb) or None."""
    a, b = spans[0]
    head = doc[a:b].root
    if head.i == a or head.pos_ not in _PREDICATE_HEADS or head.dep_ in {"aux", "auxpass"}:
        return None
    later = [doc[c:d].root for c, d in spans[1:]]
    if not later or any(t not in head.conjuncts for t in later):
        return None
    if any(g.dep_ in _SUBJECT_DEPS for t in later for g in t.children):
        return None  # "A was plugged in, but it had B": coordinated clauses share nothing
    shared = [c for c in head.lefts if c.i >= a]
    if not shared or shared[0].left_edge.i != a:
        return None
    covered = {t.i for c in shared for t in c.subtree}
    if any(i not in covered and not doc[i].is_punct for i in range(a, head.i)):
        return None
    if all(_floating_quantifier(c, later) for c in shared):
        return head.i  # "are [all grayed out] and [inactive]": "all" quantifies the subject
    bare = all(t.dep_ == "prt" and t.head.i == head.i for t in doc[head.i + 1 : b])
    if not bare or any(t.pos_ not in {"VERB", "AUX"} for t in (head, *later)):
        return None
    if not any(g.dep_ in _RAISED_ARGUMENTS and g.i > later[-1].i for g in later[-1].children):
        return None  # "slightly raised and separated by joins": no argument the verbs share
    for c in shared:
        if c.dep_ not in _SHARED_LEFT_DEPS or c.tag_ == "WRB":
            return None
        if any(g.dep_ == c.dep_ and g.i < t.i for t in later for g in t.children):
            return None  # a parallel dependent of its own: each conjunct has one
    return head.i


#: Complements after the last verb conjunct that show the verbs share what follows them (right
#: node raising, Huddleston & Pullum 2002 ch. 15 §4.4): the bare first verb lacks its object
#: ("detects and uses the system language"); an adjunct ("separated by joins") is no evidence.
_RAISED_ARGUMENTS = frozenset({"dobj", "ccomp", "xcomp", "attr", "oprd", "dative"})
#: Heads of predicates whose coordination may share a left dependent.
_PREDICATE_HEADS = frozenset({"VERB", "AUX", "ADJ"})
#: Quantifiers that float off the subject to before the predicate ("The presets are all
#: grayed out"); "both" is left out, since before a coordination it is mostly the correlative
#: of "and" ("are both grayed out and inactive"), which goes with its conjunct.
_FLOATING_QUANTIFIERS = frozenset({"all", "each"})


def _floating_quantifier(tok: Token, later: Sequence[Token]) -> bool:
    """``tok`` is a quantifier floated off the subject before the first predicate ("The presets
    are [all grayed out] and [inactive]"): it quantifies the subject (Sportiche 1988, "A theory
    of floating quantifiers and its corollaries for constituent structure", Linguistic Inquiry
    19), which every coordinate shares, so it is outside the coordination
    whatever the first predicate's size ("are all inactive", never "are inactive": the
    s1204y judges). A one-word "all"/"each", not the subject itself, after a subject of the
    same predicate, and no later conjunct with its own."""
    head = tok.head
    if tok.lower_ not in _FLOATING_QUANTIFIERS or tok.dep_ in {"nsubj", "nsubjpass", "det"}:
        return False
    if tok.left_edge.i != tok.i or tok.right_edge.i != tok.i:
        return False  # "all of them" is a phrase of its own
    if not any(c.dep_ in {"nsubj", "nsubjpass"} and c.i < tok.i for c in head.children):
        return False
    return not any(g.lower_ == tok.lower_ for t in later for g in t.lefts)


#: Dashes that can close an interpolated apposition.
_DASHES = DASH_TOKENS


def _without_closing_dash(doc: Doc, span: tuple[int, int]) -> tuple[int, int]:
    """ "the see-lecks—companies like A, B, and [C—and] into other companies": the span took the
    dash that closes the apposition and the coordinator after it, both dependents of words
    outside the span. Paired dashes set off an interpolation as a unit (CMOS 6.85; Quirk et al.
    1985 App. III.22), and what follows the closing dash continues the host clause ("—and into
    other ..."), so the span ends before the dash and the removal keeps it (cj90)."""
    a, b = span
    end = b
    while (
        end - 1 > a
        and (doc[end - 1].dep_ == "cc" or doc[end - 1].text in _DASHES)
        and not a <= doc[end - 1].head.i < end
    ):
        end -= 1
    if end < b and doc[end].text in _DASHES and not doc[a:end].root.is_punct:
        return (a, end)
    return span


#: Functions of a verb's predicative complement.
_PREDICATIVE_DEPS = frozenset({"acomp", "oprd"})


def _predicative_partner(doc: Doc, spans: Sequence[tuple[int, int]]) -> tuple[int, int] | None:
    """ "Both sound [great], and [cheap]": the parse made the adjective a conjunct of the verb,
    so the first span was the verb phrase and removing it left the fragment "Cheap.".
    Coordination joins likes (Sag et al. 1985; Huddleston & Pullum 2002 ch. 15 §4): a bare
    adjective with no verb of its own coordinates with the verb's adjectival predicative
    complement, so the subject and the verb are shared ("Both sound cheap."). Returns the
    first span narrowed to that complement, or None."""
    (a, b), (c, d) = spans
    verb, last = doc[a:b].root, doc[c:d].root
    if verb.pos_ not in {"VERB", "AUX"} or last.pos_ != "ADJ":
        return None
    if last.head.i != verb.i and not (last.head.head.i == verb.i and a <= last.head.i < b):
        return None  # the adjective hangs on the verb or on its complement
    if any(t.pos_ in {"VERB", "AUX"} or t.dep_ in NOMINAL_SUBJECT_DEPS for t in doc[c:d]):
        return None
    comps = [t for t in verb.children if t.dep_ in _PREDICATIVE_DEPS and a <= t.i < b]
    if len(comps) != 1 or comps[0].pos_ != "ADJ" or comps[0].left_edge.i < a:
        return None
    return (comps[0].left_edge.i, b)


def _own_headed_modifier(
    doc: Doc, spans: Sequence[tuple[int, int]]
) -> list[tuple[int, int]] | None:
    """ "its Windows [platform] and [Mono] initiative": the parse coordinated two premodifiers
    of "initiative", so removing either made a compound no one wrote ("Windows platform
    initiative"). A common noun that heads a compound of its own ("Windows platform") names a
    thing, not a kind of initiative, and coordination joins likes (Sag et al. 1985): beside a
    bare proper name it is a whole noun phrase, and the name with the noun after it is the
    other one ("[its Windows platform] and [Mono initiative]", Huddleston & Pullum 2002 ch. 15
    §4.4 on what is and is not shared). Only for a first conjunct that is a singular or plural
    common noun with a compound modifier, a last conjunct that is one proper name, and the
    head noun right after it. Returns the two noun phrase spans, or None."""
    (a, b), (c, d) = spans
    first, last = doc[a:b].root, doc[c:d].root
    if first.tag_ not in {"NN", "NNS"} or first.dep_ not in {"nmod", "compound"}:
        return None
    if d - c != 1 or last.tag_ != "NNP" or d >= len(doc):
        return None
    head = doc[d]
    if first.head.i != head.i or head.pos_ != "NOUN":
        return None
    own = [t for t in first.lefts if t.dep_ in {"compound", "nmod"}]
    if not own:
        return None
    return [(min(a, own[0].left_edge.i), b), (c, head.i + 1)]


_QUOTE_MARKS = frozenset({'"', "\u201c", "\u201d", "``", "''"})


#: A version number: digits with a point or a letter suffix ("0.9x", "7.2", "802.11g", "2.0").
_VERSION = re.compile(r"^\d+(\.\d+)+[a-z]?$|^\d+(\.\d+)*[a-z]$")


def _shared_product_name(doc: Doc, spans: Sequence[tuple[int, int]]) -> int | None:
    """ "RSS [0.9x] and [2.0]", "Red Hat [7.2] and [7.3]", "IEEE [802.11a] and [802.11g]": the
    parse put the product name in the first conjunct, so removing it left "support 2.0". The
    name is a shared left dependent of every version number (right-node raising's mirror,
    Huddleston & Pullum 2002 ch. 15 §4.4; a bare version number names nothing without its
    product, Quirk et al. 1985 §17.93 on appositive numerals "Version 2"), so it stays before
    whichever version is kept ("RSS 2.0"). Only when the first span ends in a version number
    after a capitalised name word and every later conjunct is a version number alone: dates
    ("26 February 1921 and 25 March 1940") and ranges ("between 1988 and 1992") have no point
    or letter suffix and are left as they are. Returns the new start of the first span."""
    a, b = spans[0]
    if b - a < 2 or not _VERSION.match(doc[b - 1].text):
        return None
    if not all(e - s == 1 and _VERSION.match(doc[s].text) for s, e in spans[1:]):
        return None
    name = doc[a : b - 1]
    if not all(t.text[:1].isupper() for t in name):
        return None
    return b - 1


#: Dependencies a verb has one of per clause (one object, one clausal complement).
_UNIQUE_FUNCTIONS = frozenset({"dobj", "xcomp", "ccomp", "advcl", "dative"})


def _gapped_remnants(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "It took a full day [to build X] and [2.5 days each] to build Y": a gapped clause, whose
    verb ("took") is left out of the second clause and whose remnants ("2.5 days each", "to build
    Y") are no constituent (Quirk et al. 1985 §13.92; Huddleston & Pullum 2002 ch. 15 §4.4). The
    parse makes the first remnant the conjunct and hangs the second on the verb before the
    coordination, which then has two dependents of one function, as no clause has (one object,
    one infinitival complement per verb). Removing either span leaves a remnant
    with no clause of its own ("a day to build X to build Y"), so no removal is made."""
    end = spans[-1][1]
    if end >= len(doc):
        return False
    after = doc[end]
    if after.tag_ == "TO" and after.dep_ == "aux":  # "to build Y": the infinitive is the remnant
        after = after.head
    head = after.head
    if head.i >= spans[0][0] or any(s <= head.i < e for s, e in spans):
        return False
    frame = doc[slice(*spans[0])].root.head
    if after.pos_ == "VERB" and frame.i < spans[0][0] and after.lemma_ == frame.lemma_:
        # "to build [X] and [2.5 days each] to build Y": the verb governing the first conjunct
        # comes again after the last, the second clause's own verb
        return True
    if after.dep_ not in _UNIQUE_FUNCTIONS:
        # a repeated preposition is no sign: "lived in Paris and in London in 1990" shares "in
        # 1990", and such cuts are flagged downstream (twenty-third pass)
        return False
    return any(c.dep_ == after.dep_ and c.i < spans[-1][0] for c in head.children)


#: Words that join the two remnants of a verbless mapping ("dark red to pink"): the directional
#: preposition of a gapped "X corresponds to Y" / "X turns into Y" clause.
_MAPPING_PREPOSITIONS = frozenset({"to", "into"})


def _mapping_remnant(toks: Sequence[Token]) -> bool:
    """Whether ``toks`` is a verbless "X to Y" remnant: words before and after one directional
    preposition, no verb or modal before it, no finite verb anywhere, and no preposition that
    opens it ("from 1 to 5" is one prepositional phrase, a conjunct of its own)."""
    at = [i for i, t in enumerate(toks) if t.lower_ in _MAPPING_PREPOSITIONS]
    if len(at) != 1 or at[0] == 0 or at[0] == len(toks) - 1:
        return False
    before = toks[: at[0]]
    if before[0].pos_ == "ADP" or any(t.pos_ in ("VERB", "AUX") or t.tag_ == "MD" for t in before):
        return False
    return not any(t.tag_ in ("VBD", "VBZ", "MD") for t in toks) and all(t.is_alpha for t in before)


def _gapped_mapping_list(doc: Doc, cc: Token) -> bool:
    """ "Levels map to hues: dark gray to orange, mid gray to green and light gray to magenta":
    a coordination of verbless "X to Y" remnants is gapping, the shared verb ("maps") left out
    of every coordinate (Huddleston & Pullum 2002 ch. 15 §4.2; Quirk et al. 1985 §13.92). Each
    coordinate is the remnant pair, which is no constituent, so the parse's conjuncts are single
    words ("green", "light") and removing one glues two remnants together ("mid gray to green
    gray to magenta"). The coordinates are the stretches between the list's punctuation and the
    coordinator; when the ones on both sides of it are such remnants and the list is set off by a
    colon or runs to three remnants, no removal is made (a lone pair of "X to Y" stretches can
    be noun phrases with infinitival relatives, "files to keep and files to drop")."""
    lo = _stretch_start(doc, cc.i)
    hi = cc.i + 1
    while hi < len(doc) and not doc[hi].is_punct:
        hi += 1
    if not (_mapping_remnant(doc[lo : cc.i]) and _mapping_remnant(doc[cc.i + 1 : hi])):
        return False
    if lo == 0 or doc[lo - 1].text not in {",", ":"}:
        return False
    if doc[lo - 1].text == ":":
        return True
    return _mapping_remnant(doc[_stretch_start(doc, lo - 1) : lo - 1])


def _gapped_mapping_after_clause(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> bool:
    """ "Shadows are set lighter to 30 and Midtones to 120": the stretch after the coordinator is
    a verbless "X to Y" remnant (``_mapping_remnant``) and the first conjunct is the object of
    the same directional preposition ending the full clause before it. That is gapping of one
    clause after a full one, the remnants being the gapped clause's subject and its "to"
    phrase (Huddleston & Pullum 2002 ch. 15 §4.2; Quirk et al. 1985 §13.92), the same mechanism
    as ``_gapped_mapping_list`` with the first coordinate written in full. The parse joined the
    numeral with the next subject, so either removal glues remnants ("set lighter to Midtones to
    120", "set lighter to 30 to 120"): no removal."""
    if len(spans) != 2:
        return False
    first = doc[spans[0][0] : spans[0][1]].root
    if first.dep_ != "pobj" or first.head.lower_ not in _MAPPING_PREPOSITIONS:
        return False
    hi = cc.i + 1
    while hi < len(doc) and not doc[hi].is_punct:
        hi += 1
    return hi - cc.i > 3 and _mapping_remnant(doc[cc.i + 1 : hi])


def _stretch_start(doc: Doc, i: int) -> int:
    """The first token after the list punctuation (comma, colon, semicolon) before token ``i``."""
    lo = i
    while lo > 0 and doc[lo - 1].text not in {",", ":", ";"}:
        lo -= 1
    return lo


def _own_later_coordinate(doc: Doc, cc: Token, span: tuple[int, int]) -> bool:
    """ "You can't X, but [you can Y], and Z": the parse hangs "and Z" on Y, and a coordinate
    after "but" is everything up to the next clause boundary, [Y and Z] together ("but" joins
    exactly two coordinates, contrasting the first with the whole second: Huddleston & Pullum
    2002 ch. 15 §2.3). Removing Y alone leaves Z coordinated with X by the other coordinator,
    where a verb phrase falls under X's auxiliary and negation ("You can't X, and Z") or an
    "or" offers an alternative to a clause it never was one to ("A, or maybe C"). So a removed
    coordinate whose head has a later coordinate of its own, joined by a different coordinator
    and left outside the span, is removed with less than its own subtree: no removal when that
    coordinate is a verb phrase (no subject of its own, so it falls under the first clause's
    auxiliary and negation: only when that clause has a negation or a modal, and not after a
    second "but") or an alternative ("or", "nor"); a full clause added by "and" ("A, but B, and
    the wrapper needs C") keeps its own subject and its sense beside A. Only
    clauses and verb phrases: a nominal "masts or buildings and chimneys" is a scope ambiguity
    of its own (either grouping is a reading), no clause left under the wrong operator."""
    head = doc[slice(*span)].root
    if head.pos_ not in ("VERB", "AUX"):
        return False
    for conj in head.children:
        if conj.dep_ != "conj" or conj.i < span[1] or conj.pos_ not in ("VERB", "AUX"):
            continue
        joiners = [t for t in doc[span[1] : conj.i] if t.dep_ == "cc" and t.head.i == head.i]
        if not joiners or joiners[-1].i == cc.i or joiners[-1].lower_ == cc.lower_:
            continue
        if joiners[-1].lower_ in ("or", "nor"):
            return True
        own_subject = any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in conj.children)
        if not own_subject and joiners[-1].lower_ != "but" and _scoping_operator(head):
            return True
    return False


def _scoping_operator(head: Token) -> bool:
    """Whether the first coordinate of ``head``'s coordination carries a negation or a modal
    that a verb phrase joined to it by "and" would fall under ("You can't X, and Z" denies Z
    too). Without one, "The band split up, and released an album" keeps both events as the
    source asserted them; after "but" the contrast stops the negation ("not fed, but locked")."""
    first = head
    while first.dep_ == "conj" and first.head.i < first.i:
        first = first.head
    return any(c.dep_ == "neg" or (c.dep_ == "aux" and c.tag_ == "MD") for c in first.children)


def _interrogative_opener(tok: Token) -> bool:
    """A word that opens an embedded interrogative clause: a wh-word or "whether"."""
    return tok.tag_ in WH_TAGS or tok.lower_ == "whether"


def _interrogative_beside_declarative(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "You can choose which files to keep, or you can quit": the parse coordinates the
    embedded interrogative "which files to keep" (the complement of "choose") with the main
    clause "you can quit". An embedded interrogative and a declarative main clause are no like
    coordinates (coordination of likes: Sag et al. 1985; Huddleston & Pullum 2002 ch. 11 §5 and
    ch. 15 §4), so the real coordinates are the two main clauses; removing the interrogative
    strips the verb "choose" of its complement ("You can choose you can quit"): the caller makes
    no removal of the first span then. Removing the later main clause leaves the first main
    clause whole ("You can choose which files to keep"), which is that clause's removal."""
    first = doc[slice(*spans[0])].root
    if first.dep_ not in ("ccomp", "xcomp") or first.head.i >= spans[0][0]:
        return False
    opener = doc[first.left_edge.i]
    if not _interrogative_opener(opener):
        return False
    for lo, hi in spans[1:]:
        root = doc[lo:hi].root
        subject = any(c.dep_ in ("nsubj", "nsubjpass") for c in root.children)
        if subject and not _interrogative_opener(doc[lo]):
            return True
    return False


#: Dependents a gapped clause's remnant keeps after its subject: "and you [in B]".
_REMNANT_DEPS = frozenset({"prep", "dobj", "npadvmod", "acomp", "attr", "advmod"})


def _gapped_subject_remnant(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> bool:
    """ "I am more interested in typical cases and [you in extreme ones]": gapping (Ross 1970;
    Quirk et al. 1985 §13.92): the second clause left out the verb ("are more interested") and
    keeps only a subject and a remnant. The parse makes the subject pronoun or noun a conjunct
    of the first clause's verb, with the remnant its dependent, so removing the first clause
    left "I you in extreme". ConjNLI counts gapping among its hard cases (Saha et al. 2020). A
    conjunct whose head is a nominal in subject case or a noun with a determiner, conjoined to a
    verb that has a subject, with a remnant dependent and no verb of its own: the first clause
    is not removed. Removing the gapped remnant is: it leaves the full first clause ("Version 1
    is available in Stable"), which the blind A/B `ab64` kept (stop 57; cj90 had refused both)."""
    if len(spans) != 2:
        return False
    (a, b), (c, d) = spans
    verb, last = doc[a:b].root, doc[c:d].root
    if verb.pos_ not in {"VERB", "AUX"} or last.pos_ not in {"PRON", "NOUN", "PROPN"}:
        return False
    if last.head.i != verb.i or last.dep_ != "conj":
        return False
    if gapped_clause_remnant(doc, cc, verb, last):
        return True
    if not any(t.dep_ in NOMINAL_SUBJECT_DEPS for t in verb.children):
        return False
    if any(t.pos_ in {"VERB", "AUX"} for t in doc[c:d]):
        return False
    return any(t.dep_ in _REMNANT_DEPS and t.i > last.i for t in last.children)


#: Subject-case personal pronouns: one opening a verbless remnant is its subject.
_SUBJECT_CASE_PRONOUNS = frozenset({"i", "he", "she", "we", "they"})


def _person_subject(tok: Token) -> bool:
    """A subject that a person's name can contrast with: a personal pronoun, a PERSON name, a
    name the tagger left untyped, or a noun whose first WordNet sense is a person."""
    if tok.tag_ == "PRP":
        return tok.lower_ in _SUBJECT_CASE_PRONOUNS
    if tok.pos_ == "PROPN":
        return tok.ent_type_ in ("PERSON", "")
    return wordnet.first_sense_lexname(tok.lemma_.lower(), "NOUN") == "noun.person"


def _subject_after_conjunction_for(verb: Token) -> Token | None:
    """ "For the law shall go out of Zion": sentence-initial "for" is the conjunction of reason
    (Quirk et al. 1985 §13.18-13.19 on "for" between coordinator and subordinator), but the
    parse reads it as a preposition whose object is the clause's subject. The object of such a
    "for" right before the verb's own auxiliary or the verb is the subject."""
    first = verb.doc[verb.sent.start] if verb.doc.has_annotation("SENT_START") else verb.doc[0]
    if first.lower_ != "for" or first.dep_ != "prep" or first.head.i != verb.i:
        return None
    obj = next((c for c in first.children if c.dep_ == "pobj"), None)
    if obj is None or obj.right_edge.i + 1 >= verb.i + 1:
        return None
    nxt = verb.doc[obj.right_edge.i + 1]
    if nxt.i == verb.i or (nxt.dep_ in ("aux", "auxpass") and nxt.head.i == verb.i):
        return obj
    return None


#: Heads of an adverbial remnant: an adverb ("as long as the moon"), a preposition ("then to
#: the store") or a subordinator ("and while they slept").
_ADVERBIAL_REMNANT_POS = frozenset({"ADV", "ADP", "SCONJ"})


def gapped_adverbial_remnant(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """Is the last of two conjuncts an adverbial remnant whose verb is understood from the
    first, a verb phrase? "They shall fear you while the sun endures; and [as long as the
    moon], throughout all generations": the second clause is gapped, its verb phrase "fear you"
    left out and only the contrasting adverbial kept (gapping, Huddleston & Pullum 2002 ch. 15
    §4.2; Quirk et al. 1985 §13.92-13.93). Coordination joins like categories (Sag et al. 1985),
    so an adverbial beside a verb phrase is the remnant of a clause, and without the first
    conjunct the remainder keeps the subject and the auxiliary with no verb ("They shall as long
    as the moon"; the s1205w judges, conj-032). The parse hangs the remnant's head on the verb
    as its conjunct; the remnant holds no verb of its own."""
    first, last = _roots(doc, spans)
    if first.pos_ != "VERB" or last.dep_ != "conj" or last.head.i != first.i:
        return False
    # "Product arrived [well packaged] and [quickly]": the first conjunct is a secondary
    # predicate of a verb outside the coordination, which stays and takes the adverbial
    # ("Product arrived quickly"), so nothing is gapped (blind A/B ab90 kept that removal)
    outer = first.head
    inside = any(lo <= outer.i < hi for lo, hi in spans)
    if outer.i != first.i and outer.pos_ in {"VERB", "AUX"} and not inside:
        return False
    if last.pos_ not in _ADVERBIAL_REMNANT_POS:
        return False
    if last.pos_ == "ADV" and any(c.dep_ in {"pobj", "dobj"} for c in last.children):
        return False  # "translate and proofread/RB the manuals": an adverb takes no object
    lo, hi = spans[-1]
    if any(t.pos_ in {"VERB", "AUX"} for t in doc[lo:hi]):
        return False
    # "if I'm [reloading] or [out of ammunition]": a kept "be" before the first conjunct takes
    # the remnant as its predicative ("I'm out of ammunition"; Quirk et al. 1985 §13.45 on a
    # shared auxiliary), so nothing is gapped; a modal or "do" takes only a verb
    return not any(
        c.dep_ in {"aux", "auxpass"} and c.lemma_ == "be" and c.i < spans[0][0]
        for c in first.children
    )


#: Coordinators that join exactly two coordinates (Huddleston & Pullum 2002 ch. 15 §2.3; Quirk
#: et al. 1985 §13.19), so that a chain of them is nested binary coordinations, never a list.
_BINARY_COORDINATORS = frozenset({"but", "yet"})


def bridges_two_coordinations(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], k: int
) -> bool:
    """Is conjunct ``k`` the member of two coordinations at once, the later coordinate of one
    and the first of the next? "They cried, but [there was no one to save; even to Yahweh], but
    he didn't answer them": the middle clause is the second coordinate of the first "but" and
    the first of the second. Taking it out through either coordinator leaves the other one
    joining the clauses on either side, "They cried, but he didn't answer them", a contrast
    the source never drew, cut across two coordinations (a removal must take one coordinate of
    one coordination, Huddleston & Pullum 2002 ch. 15 §4.1; the s1205w judges, conj-010/060:
    "a non-constituent span across two 'but's", with "he" losing "Yahweh"). Only when the chain
    is no list: both coordinators join exactly two coordinates ("but", "yet"), or a semicolon
    inside the member marks a clause-level break of its own (Quirk et al. 1985 App. III.17-18).
    "A, and B, and C" lists stay removable, and so does "A, but B, and C" ("The town is small,
    and the harbour is full of boats"; cj191's "but" member with its continuation)."""
    lo, hi = spans[k]
    head = doc[lo:hi].root
    if head.dep_ != "conj":
        return False
    before = [c for c in head.head.children if c.dep_ == "cc" and c.i < lo and c.i > head.head.i]
    after = [c for c in head.children if c.dep_ == "cc" and c.i >= hi]
    if not before or not after:
        return False
    if not any(c.dep_ == "conj" and c.i > after[0].i for c in head.children):
        return False
    if cc.i not in {before[-1].i, after[0].i}:
        return False
    words = {before[-1].lower_, after[0].lower_}
    return words <= _BINARY_COORDINATORS or any(t.text == ";" for t in doc[lo:hi])


def gapped_clause_remnant(doc: Doc, cc: Token, verb: Token, last: Token) -> bool:
    """Is the nominal ``last``, which the parse made a conjunct of ``verb`` after ``cc``, the
    subject of a gapped clause, with the rest of its phrase the clause's other remnant? "Mary
    ordered tea, and [John coffee]", "the law shall go out of Zion, and [Yahweh's word from
    Jerusalem]": gapping leaves out the verb of the second clause and keeps two or more
    constituents, typically its subject and an object or adverbial (Ross 1970; Quirk et al.
    1985 §13.92-13.93; Huddleston & Pullum 2002 ch. 15 §4.2). The parse hangs the remnant on
    the verb like an argument-cluster conjunct ("received [a BA in 1967] and [a PhD in 1973]",
    whose subject is shared), so the span code paired it with the verb's object or
    prepositional phrase, and a removal spliced the subject into the first clause ("Mary
    ordered John coffee"). Three signs that the remnant opens with a subject of its own: a
    subject-case pronoun ("and [he coffee]"); a person's name glued as a compound onto a common
    noun object remnant when the clause's subject is a person too ("and [John coffee]": a name
    does not classify a drink; the contrast is Mary/John); or a noun phrase with its own
    prepositional phrase after a clause whose remnant slot is prepositional only (no object):
    a bare noun phrase cannot be a coordinate of a prepositional phrase (like categories, Sag
    et al. 1985), so with a second phrase after it it is the gapped clause's subject. The
    verb has a nominal subject before it (gapping contrasts subjects) and the remnant no verb.
    ConjNLI counts gapping among its hard cases (Saha et al. 2020). (cj188)"""
    if verb.pos_ not in {"VERB", "AUX"} or last.dep_ != "conj" or last.head.i != verb.i:
        return False
    if last.pos_ not in {"NOUN", "PROPN", "PRON"} or last.i < cc.i:
        return False
    subject = next((c for c in verb.children if c.dep_ in NOMINAL_SUBJECT_DEPS), None)
    if subject is None:
        subject = _subject_after_conjunction_for(verb)
    if subject is None or subject.i > verb.i:
        return False
    remnant = list(last.subtree)
    if len(remnant) < 2 or any(t.pos_ in {"VERB", "AUX"} for t in remnant):
        return False
    opener = remnant[0]
    if opener.tag_ == "PRP" and opener.lower_ in _SUBJECT_CASE_PRONOUNS:
        return True
    cluster = [c for c in verb.rights if c.i < cc.i and not c.is_punct and c.dep_ != "cc"]
    chain = _catenative_chain_end(verb, cluster, cc)
    if chain is not None:
        # "The children ought not to save up for the parents, but [the parents for the
        # children]": gapping leaves out the whole verb chain, catenative and infinitive
        # ("ought not to save up"; Quirk et al. 1985 §13.92 on the gap, §3.49 on catenatives),
        # so the remnant's parallels are the phrases of the chain's last verb (stop 88, cj189)
        cluster = [c for c in chain.rights if c.i < cc.i and not c.is_punct and c.dep_ != "prt"]
    if not cluster:
        return False
    if (
        last.pos_ == "NOUN"
        and opener.dep_ == "compound"
        and opener.head.i == last.i
        and opener.pos_ == "PROPN"
        and opener.ent_type_ == "PERSON"
        and _person_subject(subject)
        and any(c.dep_ == "dobj" for c in cluster)
    ):
        return True
    if (
        last.pos_ == "PROPN"
        and last.ent_type_ == "PERSON"
        and _person_subject(subject)
        and any(c.dep_ == "dobj" for c in cluster)
        and any(
            c.dep_ == "appos" and c.pos_ == "NOUN" and c.i > last.i and not _person_subject(c)
            for c in last.children
        )
    ):
        # "Tom painted the door, and [Maria the fence]": an appositive names its anchor's
        # referent (Quirk et al. 1985 §17.65), and a person is no fence: the noun phrase is the
        # gapped clause's object after its subject
        return True
    if any(c.dep_ not in {"prep", "advmod", "npadvmod"} for c in cluster):
        return False
    if not any(c.dep_ == "prep" for c in cluster):
        return False
    return any(c.dep_ == "prep" and c.i > last.i and c.lower_ != "of" for c in last.children)


#: Words that open the standard of an equative or comparative phrase ("wise as serpents",
#: "whiter than snow"; Quirk et al. 1985 §15.63-15.65).
_STANDARD_MARKERS = frozenset({"as", "than"})


def _coordinated_comparison_phrases(
    doc: Doc, spans: Sequence[tuple[int, int]]
) -> list[tuple[int, int]] | None:
    """ "be wise as [serpents] and [harmless] as doves": two adjective phrases, each with its
    own standard of comparison ("wise as serpents", "harmless as doves"), which the parse
    paired as the first standard's noun and the second adjective. The conjuncts are the whole
    adjective phrases (coordinated predicatives, Quirk et al. 1985 §13.41; the standard is
    the adjective's complement, §15.63-15.65), so a removal takes one whole ("be harmless as
    doves"), never "be wise as harmless as doves". The respanned conjuncts run from the first
    adjective (with its premodifiers) to the first standard's end, and from the second
    conjunct's start to its own standard's end, when the word after the second conjunct
    repeats the first standard's marker. None otherwise (stop 88, cj189)."""
    if len(spans) != 2:
        return None
    (a, b), (c, d) = spans
    noun = doc[a:b].root
    marker = noun.head
    if noun.dep_ != "pobj" or marker.lower_ not in _STANDARD_MARKERS:
        return None
    if marker.i != noun.left_edge.i - 1 or not marker.i < a <= noun.i or b != noun.i + 1:
        return None  # the standard's own noun phrase, "as [a lamb]", ending at its head
    adjective = marker.head
    if adjective.pos_ not in {"ADJ", "ADV"} or adjective.i >= marker.i:
        return None
    if d >= len(doc) or doc[d].lower_ != marker.lower_ or d - c > 3:
        return None
    standard = [t for t in doc[d].children if t.dep_ == "pobj"]
    if len(standard) != 1 or any(t.pos_ in {"VERB", "AUX"} for t in doc[c:d]):
        return None
    return [(adjective.left_edge.i, b), (c, standard[0].right_edge.i + 1)]


def _clause_read_as_phrase(doc: Doc, cc: Token, span: tuple[int, int]) -> bool:
    """ "...; and [by him everyone who believes is justified from all things]": the parse made
    a clause with a fronted prepositional phrase a noun phrase or a prepositional phrase. Two
    readings of the small model: the noun "everyone" as head with "by him" its left
    dependent, although a noun phrase takes no prepositional phrase before its head
    (postmodifiers follow it, Quirk et al. 1985 §17.2-17.3); or "by" as head with the clause's
    subject its object, after "; and", where the semicolon joins independent clauses (Quirk et
    al. 1985 App. III.15). Either way a tensed verb follows the noun inside the conjunct: the
    phrase is a fronted adverbial and the conjunct a clause ("everyone ... is justified")."""
    lo, hi = span
    head = doc[lo:hi].root
    if head.pos_ in {"NOUN", "PROPN", "PRON"}:
        noun = head
        if not any(
            c.dep_ == "prep" and c.left_edge.i == lo and c.i < head.i for c in head.children
        ):
            return False
    elif head.i == lo and head.pos_ == "ADP":
        if not any(t.text == ";" for t in doc[max(0, cc.i - 2) : cc.i]):
            return False
        noun = next((c for c in head.children if c.dep_ == "pobj"), None)
        if noun is None or noun.pos_ not in {"NOUN", "PROPN", "PRON"}:
            return False
        # "; but [to the Levites he gave no inheritance]": after the semicolon any tensed verb
        # after the object is the clause's, however the parse attached it
        return any(t.tag_ in TENSED_TAGS | {"MD"} for t in doc[noun.i + 1 : hi])
    else:
        return False
    # or two tensed predicates after the noun, neither a conjunct of the other: a relative clause
    # of the noun has one ("the things that are God's", an argument cluster's remnant: "and [to
    # God the things that are God's]"), and the second is the clause's own ("everyone who
    # believes is justified")
    heads = {
        (t.head if t.dep_ in AUX_DEPS else t).i
        for t in doc[noun.i + 1 : hi]
        if t.tag_ in TENSED_TAGS | {"MD"}
    }
    if len(heads) < 2:
        return False
    return not any(doc[i].dep_ == "conj" and doc[i].head.i in heads for i in heads)


def _clause_partner(doc: Doc, span: tuple[int, int]) -> bool:
    """The span is a clause of its own: its head is a verb with its subject inside the span."""
    lo, hi = span
    head = doc[lo:hi].root
    return head.pos_ in {"VERB", "AUX"} and any(
        c.dep_ in NOMINAL_SUBJECT_DEPS and lo <= c.i < hi for c in head.children
    )


def _catenative_chain_end(verb: Token, cluster: list[Token], cc: Token) -> Token | None:
    """The last verb of a catenative chain that is ``verb``'s only phrase before ``cc``: "ought
    (not) to save up for X" -> "save". A to-infinitive complement (xcomp) of a modal or
    catenative verb with no object of its own before it, followed down while the chain goes on
    (Quirk et al. 1985 §3.49 on catenative verbs; Huddleston & Pullum 2002 ch. 14 §5)."""
    if len(cluster) != 1 or cluster[0].dep_ != "xcomp" or cluster[0].pos_ not in {"VERB", "AUX"}:
        return None
    node = cluster[0]
    while True:
        nxt = [c for c in node.rights if c.i < cc.i and c.dep_ == "xcomp" and c.pos_ == "VERB"]
        if len(nxt) != 1:
            return node
        node = nxt[0]


#: Functions of a pronoun that is a verb phrase's own complement or a possessor in it.
_NON_SUBJECT_PRONOUN_DEPS = frozenset({"dobj", "pobj", "dative", "poss", "iobj"})


def _pronoun_into_removed_verb_phrase(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "The guards should seize the criminals and throw them in jail" minus the first verb
    phrase: "them" in the kept verb phrase had its only agreeing antecedent in the removed one
    (``_lost_pronouns``). Two verb phrases under one subject are one clause's predicates, and
    a pronoun in the second is read through the first (cohesion by reference, Halliday & Hasan
    1976 ch. 2); the hypothesis is that one clause again, with nothing the pronoun could point
    at ("The guards should throw them in jail"), so a reader of the hypothesis alone cannot
    interpret it. Such a removal was flagged ``lost_antecedent``; it is now not written. Only
    for the first of two verb-phrase conjuncts (the second has no subject of its own) and an
    object or possessive pronoun inside the kept one; a removed clause with its own subject
    keeps its warning (``_lost_antecedent``)."""
    if k != 0 or len(spans) != 2:
        return False
    (a, b), (c, d) = spans
    first, last = doc[a:b].root, doc[c:d].root
    if first.pos_ not in {"VERB", "AUX"} or last.pos_ not in {"VERB", "AUX"}:
        return False
    if any(t.dep_ in NOMINAL_SUBJECT_DEPS and t.head.i == last.i for t in doc[c:d]):
        return False
    if _object_pronoun(doc, spans, k) is not None:
        return True
    return any(
        c <= p.i < d and p.dep_ in _NON_SUBJECT_PRONOUN_DEPS for p in _lost_pronouns(doc, spans, k)
    )


def _appositive_list_before(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> Token | None:
    """The comma before the first conjunct when that conjunct is the parse's appositive of an
    earlier noun of like class set off by that comma ("the promotion of X, [a redefinition of
    Y], and [the pooling of Z]"): the coordination is then the end of a longer comma list, and
    the earlier noun is a list member too. Returns that comma, or None."""
    a, b = spans[0]
    head = doc[a:b].root
    if a < 2 or doc[a - 1].text != "," or head.dep_ != "appos":
        return None
    host = head.head
    if host.i >= a or host.pos_ not in {"NOUN", "PROPN"} or head.pos_ != host.pos_:
        return None
    if any(t.text in {"-", "—", "--", ":"} for t in doc[host.i : a]):
        return None
    start = host.left_edge.i
    if start == 0 or doc[start - 1].text != ",":
        return None  # "A, [B], and [C]" keeps two members, which the plain removal joins
    return doc[a - 1]


#: Dependencies of a predicative or manner list member right after its verb: a predicative
#: complement ("were [large], ..."), a manner or degree adverb ("arrived [quickly], ..."), an
#: object predicative ("made it [soft], ..."), a predicative verb-phrase complement.
_PREDICATE_LIST_DEPS = frozenset({"acomp", "advmod", "oprd", "xcomp"})

#: Copular verbs that take an adjective phrase as subject predicative (Quirk et al. 1985
#: §16.21-16.22: current and resulting copulas).
_ADJECTIVE_COPULAS = frozenset(
    {
        "be",
        "seem",
        "appear",
        "look",
        "taste",
        "smell",
        "feel",
        "sound",
        "become",
        "get",
        "stay",
        "remain",
        "turn",
        "grow",
    }
)


def _predicate_list_before(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> Token | None:
    """The comma before the first conjunct when the phrase before that comma is the first member
    of a predicative list the parse did not link by ``conj`` (cj199): "arrived [quickly], [well
    packaged] and [in good condition]" (the adverb and the participle both hang on the verb),
    "were [very large], [moist] and [delicious]" (the first adjective made a premodifier of a
    bare singular "moist" read as a noun; a singular count noun needs a determiner, Huddleston
    & Pullum 2002 ch. 5 §7, and it is coordinated with an adjective, so it is an adjective:
    coordinates are of like function, H&P ch. 15 §4.1). In a predicative list of three only the
    last member takes the coordinator (Quirk et al. 1985 §13.21; H&P ch. 15 §2.1), and unlike
    attributive adjectives before a noun ("a long, tiring trip", Quirk et al. §7.36) predicative
    members are not left asyndetic: "were very large, moist." and "arrived quickly, in good
    condition" are lists without their coordinator. The member must follow its verb directly
    (no parenthetical "was, however, fresh and warm") and be short (at most a degree adverb
    before it). Returns that comma, or None."""
    if cc.lower_ not in {"and", "or"}:
        return None
    a, b = spans[0]
    if a < 3 or doc[a - 1].text != ",":
        return None
    first = doc[a:b].root
    last = doc[spans[1][0] : spans[1][1]].root
    member = doc[a - 2]
    if member.pos_ not in {"ADJ", "ADV"} or member.right_edge.i not in {member.i, a - 1}:
        return None
    lo = member.left_edge.i
    if member.i - lo > 1 or any(t.pos_ != "ADV" for t in doc[lo : member.i]):
        return None  # "very large": one degree adverb at most
    if member.head.i == first.head.i and member.head.i == lo - 1:
        # sisters on one verb: "arrived [quickly], [well-packaged] and ..."
        if member.dep_ not in _PREDICATE_LIST_DEPS or first.dep_ not in _PREDICATE_LIST_DEPS:
            return None
        if member.pos_ == "ADV" and not member.lower_.endswith("ly"):
            return None  # "here", "too", "so": no manner adjunct of the verb's list
        if first.pos_ not in {"ADJ", "VERB", "ADV"} or first.tag_ not in {"JJ", "VBN", "RB"}:
            return None
        return doc[a - 1]
    if member.head.i == first.i and member.dep_ == "amod" and member.pos_ == "ADJ":
        # "were very large, [moist] and [delicious]" with "moist" a bare singular noun
        verb = first.head
        if first.tag_ != "NN" or first.dep_ not in {"attr", "acomp", "oprd"}:
            return None
        if verb.i != lo - 1 or verb.lemma_ not in _ADJECTIVE_COPULAS or last.pos_ != "ADJ":
            return None
        if any(t.dep_ in {"det", "poss", "nummod", "compound"} for t in first.children):
            return None
        return doc[a - 1]
    return None


#: Wh-words that open no relative clause with an antecedent: "what" and "how" head fused
#: relatives and interrogative content clauses only, and "whether" is a subordinator
#: (Huddleston & Pullum 2002 ch. 12 §3.1, ch. 11 §5), so after a comma and a noun such a clause
#: is a list member of its own, not a relative of that noun.
_NON_RELATIVE_WH = frozenset({"what", "how", "whether"})


def _content_clause_member(doc: Doc, spans: Sequence[tuple[int, int]]) -> Token | None:
    """The comma before the first conjunct when that conjunct is a wh-clause that cannot be a
    relative ("what tool you used", "how it failed", "which step you took" with "which" a
    determiner; ``_NON_RELATIVE_WH``) and the parse hung it as a relative clause on the noun
    before the comma, or as the verb's complement clause after a comma-listed noun ("your name, your city, [what tool you used] and [what went wrong]"). The
    clause is an interrogative content clause, a noun-phrase-like list member (H&P 2002 ch. 11
    §5.3), so the coordination is the tail of a longer comma list whose earlier members are the
    nouns before it, like ``_appositive_list_before``'s. Returns that comma, or None."""
    a, b = spans[0]
    if a < 2 or doc[a - 1].text != ",":
        return None
    head, prev = doc[a:b].root, doc[a - 2]
    if head.dep_ == "relcl":
        if head.head.i >= a or head.head.pos_ not in {"NOUN", "PROPN"}:
            return None
    elif head.dep_ == "ccomp":
        # "give us details like your system, the version, [what tool you used] and ...": the
        # parse hung the clause on the verb; the noun before the comma is a member of a comma
        # list itself (an appositive or conjunct set off by a comma before it), so the clause
        # continues that list (no comma separates a verb from its complement clause, Quirk et
        # al. 1985 App. III.14)
        start = prev.left_edge.i
        if prev.pos_ not in {"NOUN", "PROPN"} or prev.dep_ not in {"appos", "conj"}:
            return None
        if start == 0 or doc[start - 1].text != ",":
            return None
    else:
        return None
    first = doc[a]
    if first.lower_ in _NON_RELATIVE_WH or (first.lower_ == "which" and first.dep_ == "det"):
        return doc[a - 1]
    return None


def _repeated_head_member(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> Token | None:
    """The head of a noun phrase that ends the first conjunct after a comma, which the parse made
    an appositive but which is a list member: "broke down [the wall of Gath, the wall of
    Jabneh], and [the wall of Ashdod]". Its head noun is the last conjunct's (same lemma and
    tag) and both open with the same word, and the phrase it is hung on has that head too:
    a list repeating its head noun (Quirk et al. 1985 §13.60 on parallel list members), not a
    descriptive appositive, which names its host in other words ("Smith, the mayor, and
    Jones", §17.65). The serial comma before the coordinator marks a list of three or more
    (§13.21). None: no such member."""
    if cc.lower_ not in {"and", "or"} or len(spans) != 2 or doc[cc.i - 1].text != ",":
        return None
    a, b = spans[0]
    last = doc[spans[1][0] : spans[1][1]].root
    if last.pos_ != "NOUN":
        return None
    end = b - 2 if doc[b - 1].text == "," else b - 1
    member = next((t for t in doc[a:b] if t.dep_ == "appos" and t.right_edge.i == end), None)
    if member is None or member.lemma_ != last.lemma_ or member.tag_ != last.tag_:
        return None
    start = member.left_edge.i
    if start <= a or doc[start - 1].text != ",":
        return None
    if doc[start].lower_ != doc[spans[1][0]].lower_:
        return None
    host = member.head
    while host.dep_ in {"pobj", "prep"} and host.head.i < host.i:
        host = host.head
    if host.lemma_ != member.lemma_ or not host.i < start:
        return None
    return member


def _repeated_head_removed(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], k: int, member: Token
) -> Removal:
    """The list of ``_repeated_head_member`` without one of its last two members, the
    coordinator before its new last member (Quirk et al. 1985 §13.21): "the wall of Gath and
    the wall of Jabneh" or "the wall of Gath and the wall of Ashdod", never the asyndetic "the
    wall of Gath, the wall of Jabneh". The serial comma stays only if three members remain."""
    text = doc.text
    start = member.left_edge.i
    comma = doc[start - 1]
    host_start = member.head
    while host_start.dep_ in {"pobj", "prep"} and host_start.head.i < host_start.i:
        host_start = host_start.head
    lo = host_start.left_edge.i
    serial = "," if lo > 0 and doc[lo - 1].text == "," else ""
    head_text = text[: comma.idx].rstrip()
    if k == 1:
        a, b = _chars(doc, (start, spans[0][1]))
        end = _chars(doc, spans[1])[1]
        out = f"{head_text}{serial} {cc.text} {text[a:b].rstrip(', ')}{text[end:]}"
        gone = spans[1]
    else:
        out = f"{head_text}{serial} {cc.text} {text[doc[spans[1][0]].idx :]}"
        gone = (start, spans[0][1])
    return Removal(out, _lost_antecedent(doc, spans, k), 2, gone)


#: Relative words that open a wh-relative clause (Huddleston & Pullum 2002 ch. 12 §3).
_RELATIVE_OPENERS = frozenset({"which", "who", "whom", "whose", "where", "when"})


def _relative_list_before(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> Token | None:
    """The comma before the first conjunct when that conjunct is a wh-relative clause and the
    same noun has one earlier wh-relative clause ending at that comma ("a house [which was old],
    which stood alone, and which had no roof"): the parse hung the first relative on the noun
    and coordinated the other two, but the three are one list of relatives of like function
    (Huddleston & Pullum 2002 ch. 15 §4.1; Quirk et al. 1985 §13.21, §17.2 on coordinated
    relative clauses), whose coordinator stands before its last member. So the shortened list
    keeps the "and" between its two remaining members ("which was old and which had no roof"),
    never the asyndetic "which was old, which had no roof" (cj224). Returns that comma, or
    None."""
    if len(spans) != 2 or cc.lower_ not in {"and", "or"}:
        return None
    a, b = spans[0]
    first = doc[a:b].root
    if a < 3 or doc[a - 1].text != "," or first.dep_ != "relcl":
        return None
    if doc[a].lower_ not in _RELATIVE_OPENERS or doc[spans[1][0]].lower_ not in _RELATIVE_OPENERS:
        return None
    earlier = [
        c for c in first.head.children if c.dep_ == "relcl" and c.i < a and c.right_edge.i == a - 2
    ]
    if len(earlier) != 1 or doc[earlier[0].left_edge.i].lower_ not in _RELATIVE_OPENERS:
        return None
    if earlier[0].left_edge.i != first.head.right_edge.i and any(
        c.dep_ == "relcl" and c.i < earlier[0].i for c in first.head.children
    ):
        return None  # a fourth member before: the list keeps more than two
    return doc[a - 1]


def _relative_list_removed(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], k: int, comma: Token
) -> Removal | None:
    """The list of three relatives of ``_relative_list_before`` without member ``k`` of the
    coordination: its two remaining members joined by the coordinator (cj224). None when the
    relatives' noun is the parse's root: the sentence's own verb was read into the last relative
    ("The house which was old, ..., and which had no roof was sold"), whose span is then wrong."""
    if doc[slice(*spans[0])].root.head.dep_ == "ROOT":
        return None
    text = doc.text
    end = _chars(doc, spans[1])[1]
    kept = (_chars(doc, spans[1])[0], end) if k == 0 else _chars(doc, spans[0])
    out = f"{text[: comma.idx].rstrip()} {cc.text} {text[slice(*kept)]}{text[end:]}"
    return Removal(out, _lost_antecedent(doc, spans, k), 2, spans[k])


def _list_end_removed(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], comma: Token
) -> Removal:
    """ "your name, your city, what tool you used and what went wrong" minus the last member:
    a list of three or more has its coordinator before the last member (Quirk et al. 1985
    §13.21, §13.59), so the new last member takes it, with the serial comma as the source wrote
    it ("A, B and C" or "A, B, and C"): never the asyndetic "A, B, C" the plain cut leaves. The
    mirror of the middle member's rejoin (``_appositive_list_before``)."""
    text = doc.text
    serial = "," if any(t.text == "," for t in doc[spans[0][1] : cc.i]) else ""
    a, b = _chars(doc, spans[0])
    end = _chars(doc, spans[1])[1]
    out = f"{text[: comma.idx].rstrip()}{serial} {cc.text} {text[a:b]}{text[end:]}"
    return Removal(out, _lost_antecedent(doc, spans, 1), 2, spans[1])


#: Finite verb forms marked singular: a relative clause with one of these agrees with one noun.
_SINGULAR_VERBS = frozenset({"was", "wasn't"})


def _modifier_left_on_last(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> bool:
    """ "features XML boot and [script technology] that makes it easy to configure": a relative
    clause right after the last conjunct (outside every span, so treated as shared) whose
    relative pronoun is its subject and whose verb is singular ("makes", "is", "was", "has").
    A relative pronoun takes the number of its antecedent, and noun phrases joined by "and"
    are plural (Quirk et al. 1985 §10.34 and §17.13 on concord with the antecedent; Huddleston
    & Pullum 2002 ch. 5 §18), so a singular relative verb shows the clause modifies the last
    conjunct alone; removing it strands the clause on a conjunct it never described ("XML
    boot that makes it easy"). Under "or" a singular verb fits the whole disjunction ("a novel
    or an account that didn't aspire"), and a plural or modal verb ("risks and uncertainties
    which could affect", "fees and restrictions associated with") or a participle clause shows
    nothing, so those removals stay: the earlier narrower-than-meaning check (any post-modifier)
    cost ten good removals on dev text for five bad ones."""
    end = spans[-1][1]
    if cc.lower_ != "and" or end >= len(doc):
        return False
    after = doc[end]
    if after.tag_ not in {"WDT", "WP"} or after.dep_ not in {"nsubj", "nsubjpass"}:
        return False
    verb = after.head
    if verb.dep_ != "relcl" or not any(s <= verb.head.i < e for s, e in spans):
        return False
    finite = [verb, *(c for c in verb.children if c.dep_ in {"aux", "auxpass"})]
    return any(t.tag_ == "VBZ" or t.lower_ in _SINGULAR_VERBS for t in finite)


#: Marks of a pause or a trailing-off: an ellipsis (one character or three stops) or a dash.
_LEADING_PAUSE = re.compile(r"^(?:\u2026|\.{3}|\u2014|\u2013|--)\s*")


def _no_leading_pause(text: str, out: str) -> str:
    """ "X, but… some people get away with it." minus the first clause began with the pause
    that followed the coordinator: "… some people get away with it." An ellipsis or dash after
    a coordinator marks a hesitation between the clauses (CMOS 13.39 on ellipsis points for
    faltering speech; Quirk et al. 1985 App. III.24), not the start of the kept clause, and a
    sentence opens on its first word (stop 62, cj102: rejected in s1202l). Kept when the
    sentence itself opened with the mark."""
    if _LEADING_PAUSE.match(text):
        return out
    return _LEADING_PAUSE.sub("", out, count=1)


def _capitalised_start(doc: Doc, text: str, out: str) -> str:
    """'"X," said the L.A. Times, but [an anonymous official said Y]' minus the first conjunct
    began with "an anonymous": the kept clause now opens the sentence, and a sentence opens with
    a capital (Quirk et al. 1985 App. III.5; CMOS 6.1/8.1), as the original did. Only when the
    original opened with a capital (after any opening quotation mark) and the new first word is
    no lower-case-by-design name ("iPhone", "eBay": a capital inside the word) nor a proper name."""
    lead = len(out) - len(out.lstrip("\"'\u201c("))
    first = out[lead : lead + 1]
    if not first.islower():
        return out
    tlead = len(text) - len(text.lstrip("\"'\u201c("))
    if not text[tlead : tlead + 1].isupper():
        return out
    word = re.match(r"[A-Za-z'\u2019]*", out[lead:]).group(0)
    if not word or any(c.isupper() for c in word[1:]):
        return out
    if any(t.text == word and t.pos_ == "PROPN" for t in doc):
        return out
    return out[:lead] + first.upper() + out[lead + 1 :]


def _with_own_quotes(doc: Doc, span: tuple[int, int]) -> tuple[int, int]:
    """The span with the quotation mark it lost: '"pseudo-packages" or "meta-packages"' was
    spanned [pseudo-packages"] and ["meta-packages"], so removing the first left '""meta-...'.
    A quoted conjunct is a quotation whole, marks included (CMOS 6.9; Quirk et al. 1985 App.
    III.17): a span holding an odd number of marks takes the one right outside it."""
    a, b = span
    if sum(1 for t in doc[a:b] if t.text in _QUOTE_MARKS) % 2 == 0:
        return span
    if a > 0 and doc[a - 1].text in _QUOTE_MARKS:
        return (a - 1, b)
    if b < len(doc) and doc[b].text in _QUOTE_MARKS:
        return (a, b + 1)
    return span


def _clauses_after_time_relative(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """The first conjunct ends in a "when" relative clause of a time noun and the later
    conjuncts are finite clauses: "It is an old term, from the time when [divorce was
    difficult], but walking was easy, and identity was not so locked down": the clauses after
    the relative clause may continue it (the nearest clause; coordination inside a relative
    clause, Huddleston & Pullum 2002 ch. 12 §3 and ch. 15 §2), describing that past time, not
    the present. Dropping the first conjunct would assert one of them as the whole sentence
    ("Identity was not so locked down as it is today."), which the premise does not: no
    removal of the first conjunct (stop 56). Later removals keep the relative clause and stay."""
    a, b = spans[0]
    later = [doc[c:d].root for c, d in spans[1:]]
    if not all(is_finite_clause(v) for v in later):
        return False
    first = doc[a:b].root
    for rel in doc[a:b]:
        if rel.dep_ != "relcl" or not any(
            x.lower_ == "when" and x.dep_ == "advmod" for x in rel.children
        ):
            continue
        tail = doc[rel.right_edge.i + 1 : b]
        if all(
            t.is_punct
            or t.dep_ == "cc"
            or any(
                x.dep_ == "conj" and x.head.i == first.i and x.i > rel.i for x in [t, *t.ancestors]
            )
            for t in tail
        ):
            return True
    return False


def _like_class(tok: Token) -> str | None:
    """The word class that coordination of likes matches a conjunct head on: a noun or a
    gerund-participle ("-ing" form); None for any other head."""
    if tok.tag_ in {"NN", "NNS", "NNP", "NNPS"}:
        return "noun"
    return "ing" if tok.tag_ == "VBG" else None


def _shared_preposition_start(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> int | None:
    """Where the first conjunct starts when the parse joined the later conjuncts to a head
    ABOVE a preposition whose complement is their like: "Differences remain, [including over
    the development of X], and [the pace of Y]" hangs "pace" on "remain", and "quoted Smith
    [as saying A], and [then adding B]" hangs "adding" on "quoted". Coordination joins
    constituents of like category (Sag, Gazdar, Wasow & Weisler 1985; Huddleston & Pullum 2002
    ch. 15 §4), so a noun-phrase conjunct coordinates with the noun phrase the preposition
    governs, and an "-ing" conjunct with its "-ing" complement: the preposition and all before
    it scope over both conjuncts and stay whichever is removed ("including over the pace of
    Y", "quoted Smith as then adding B"), never "Differences remain, the pace of Y." The match
    is taken on the first conjunct's right spine (the words whose subtree ends where the
    conjunct ends), only below a preposition, and only where the first head is of another
    class than every later head."""
    a, b = spans[0]
    end = b - 1
    while end > a and doc[end].is_punct:
        end -= 1
    if cc.i < b:
        return None
    want = {_like_class(doc[c:d].root) for c, d in spans[1:]}
    if len(want) != 1 or None in want:
        return None
    (want_class,) = want
    node = doc[a:b].root
    if _like_class(node) == want_class:
        return None
    if sum(1 for t in doc[a:b] if not t.is_punct and not a <= t.head.i < b) > 1:
        # "in [the teaching, in the breaking of bread], and [prayer]": a span of several
        # phrases, no one phrase whose right spine ends the conjunct (stop 88, cj189)
        return None
    under_prep = False
    while True:
        spine = [x for x in node.rights if x.i <= end and x.right_edge.i == end and not x.is_punct]
        if not spine:
            return None
        nxt = spine[-1]
        if under_prep and nxt.dep_ in {"pobj", "pcomp"} and _like_class(nxt) == want_class:
            start = nxt.left_edge.i
            return start if a < start else None
        under_prep = nxt.dep_ in {"prep", "agent"} or nxt.pos_ == "ADP"
        node = nxt


def _own_object_after(doc: Doc, spans: Sequence[tuple[int, int]]) -> int | None:
    """Where the last conjunct ends once the direct object the parse left after it is put back
    ("The system [was damaged] and [needed] repair"): right-node raising shares an object that
    every conjunct takes (Huddleston & Pullum 2002 ch. 15 §4.4), but a passive participle takes
    no direct object (Quirk et al. 1985 §3.65), so when an earlier conjunct is passive the object
    is the last verb's alone and goes with it ("The system was damaged", never "The system was
    damaged repair"; "A posse is formed", never "is formed the robbers")."""
    lo, hi = spans[-1]
    verb = doc[lo:hi].root
    if verb.pos_ not in {"VERB", "AUX"}:
        return None
    objects = [c for c in verb.children if c.dep_ in {"dobj", "obj"} and c.i >= hi]
    if not objects or objects[0].left_edge.i != hi:
        return _own_predicative_after(doc, spans)
    if verb.pos_ != "VERB":
        return None
    firsts = [doc[a:b].root for a, b in spans[:-1]]
    if all(any(c.dep_ == "auxpass" for c in f.children) for f in firsts):
        return objects[0].right_edge.i + 1
    if all(
        f.pos_ == "VERB" and any(c.dep_ in {"dobj", "obj"} and a <= c.i < b for c in f.children)
        for f, (a, b) in zip(firsts, spans[:-1], strict=True)
    ):
        # "Baker put [the card] back and drew another one": every earlier verb has its own
        # object inside its span, and a verb takes one direct object, so nothing is raised
        # from them and the object after the last verb is its own (right-node raising shares
        # a constituent missing from every conjunct, Huddleston & Pullum 2002 ch. 15 §4.4)
        return objects[0].right_edge.i + 1
    if all(objectless_verb(doc, s) for s in spans[:-1]):
        # "He [laughed] and [left] the room": an earlier verb that takes no object cannot share
        # one (``objectless_verb``), so the object is the last verb's, and so is what follows
        # it ("chased the cat down the street"): the conjunct runs to the verb's last word
        # ("He laughed.", never "He laughed the room.")
        end = verb.right_edge.i
        while end > objects[0].right_edge.i and doc[end].is_punct:
            end -= 1
        return end + 1
    if all(_inchoative_with_undergoer(doc, s) for s in spans[:-1]):
        # "clots, which [dry] and [form] a crust": the earlier verb is read intransitively
        # (``_inchoative_with_undergoer``), so the object and all after it is the last verb's
        # ("clots, which dry.", never "clots, which dry a crust"; cj213)
        end = verb.right_edge.i
        while end > objects[0].right_edge.i and doc[end].is_punct:
            end -= 1
        return end + 1
    return None


#: WordNet lexicographer files of the nouns for matter that undergoes a change of state and
#: causes none: body parts and fluids, substances, plants, foods ("clots", "the paint", "the
#: leaves", "the dough").
_UNDERGOER_LEXNAMES = frozenset({"noun.body", "noun.substance", "noun.plant", "noun.food"})


def _inchoative_with_undergoer(doc: Doc, span: tuple[int, int]) -> bool:
    """The span is a bare change-of-state verb of the causative alternation (first WordNet
    sense in ``verb.change`` and a "Something ----s" frame: "dry", "curl", "melt", "harden")
    whose subject is matter that undergoes a change (``_UNDERGOER_LEXNAMES``; a relative
    pronoun is read as its antecedent). In the alternation the intransitive (inchoative)
    variant's subject is the thing that changes and the transitive variant's subject is the
    agent or cause (Levin 1993 §1.1.2.1; Quirk et al. 1985 §10.22 on ergative verbs; Levin &
    Rappaport Hovav 1995 ch. 3): with such a subject the verb is the inchoative, which takes no
    object, so right-node raising cannot share the last verb's object with it (Postal 1974;
    Huddleston & Pullum 2002 ch. 15 §4.4). A person, artifact or natural force as subject ("The
    sun dried and cracked the mud", "The cooks dry and salt the fish") may be the causer and is
    left as parsed."""
    verb = doc[span[0] : span[1]].root
    words = [t for t in doc[span[0] : span[1]] if not t.is_punct]
    if verb.pos_ != "VERB" or any(t.i != verb.i and t.dep_ != "advmod" for t in words):
        return False
    lemma = verb.lemma_.lower()
    if wordnet.first_sense_lexname(lemma, "VERB") != "verb.change":
        return False
    if not verb_frames.thing_subject_without_object(lemma):
        return False
    node = verb
    while node.dep_ == "conj" and not any(c.dep_ in {"nsubj", "nsubjpass"} for c in node.children):
        node = node.head
    subj = next((c for c in node.children if c.dep_ == "nsubj"), None)
    if subj is None:
        return False
    if subj.tag_ == "WDT" and node.dep_ == "relcl":
        subj = node.head  # "clots, which dry": the relative pronoun's antecedent
    if subj.pos_ != "NOUN":
        return False
    return wordnet.first_sense_lexname(subj.lemma_.lower(), "NOUN") in _UNDERGOER_LEXNAMES


def _own_predicative_after(doc: Doc, spans: Sequence[tuple[int, int]]) -> int | None:
    """Where the last conjunct ends when a predicative complement follows its verb ("a show
    [aired] and [became] an instant classic") and no earlier bare verb takes one
    (``objectless_verb`` with ``predicative``): the complement is the last verb's alone, not
    raised (Huddleston & Pullum 2002 ch. 15 §4.4), so it goes with it ("a show aired.", never
    "a show aired an instant classic")."""
    lo, hi = spans[-1]
    verb = doc[lo:hi].root
    preds = [c for c in verb.children if c.dep_ in {"attr", "acomp"} and c.i >= hi]
    if not preds or preds[0].left_edge.i != hi:
        return None
    if not all(objectless_verb(doc, s, verb_frames.PREDICATIVE_FRAMES) for s in spans[:-1]):
        return None
    end = verb.right_edge.i
    while end > preds[0].right_edge.i and doc[end].is_punct:
        end -= 1
    return end + 1


def _prepositional_verb(verb: Token, prep: str) -> bool:
    """ "look at", "laugh at", "rely on": WordNet lists the verb with its preposition as one
    lemma, a prepositional verb whose preposition it selects (Quirk et al. 1985 §16.5)."""
    return bool(wordnet.lexnames(f"{verb.lemma_.lower()}_{prep}", "VERB"))


def _own_prepositional_complement_after(doc: Doc, spans: Sequence[tuple[int, int]]) -> int | None:
    """Where the last conjunct ends when the phrase after it is the complement of a
    prepositional verb ("She [paused] and [looked] at him"): the preposition is selected by the
    last verb (``_prepositional_verb``), and an earlier bare verb whose frequent senses have no
    prepositional frame ("pause", "sleep", "grin"; ``objectless_verb``) cannot share it, so the
    phrase is the last verb's own and not raised onto the others (Huddleston & Pullum 2002
    ch. 15 §4.4): "She paused.", never "She paused at him". "stare and look at him" ("stare"
    has frame 22 "Somebody ----s PP") keeps sharing it. The conjunct runs to the verb's last
    word."""
    lo, hi = spans[-1]
    verb = doc[lo:hi].root
    if verb.pos_ != "VERB" or hi >= len(doc):
        return None
    prep = doc[hi]
    if prep.dep_ != "prep" or prep.head.i != verb.i or not _prepositional_verb(verb, prep.lower_):
        return None
    firsts = [doc[a:b].root for a, b in spans[:-1]]
    if not all(
        objectless_verb(doc, s, verb_frames.PREPOSITIONAL_FRAMES)
        and not _prepositional_verb(f, prep.lower_)
        for f, s in zip(firsts, spans[:-1], strict=True)
    ):
        return None
    end = verb.right_edge.i
    while end > prep.i and doc[end].is_punct:
        end -= 1
    return end + 1


def _noun_read_as_verb(doc: Doc, spans: Sequence[tuple[int, int]]) -> int | None:
    """Where the last conjunct ends when it is a base-form "verb" conjoined to a noun whose
    object noun follows it directly (``_respanned``)."""
    lo, hi = spans[-1]
    root = doc[lo:hi].root
    if root.tag_ != "VB" or root.dep_ != "conj" or root.head.pos_ != "NOUN" or root.i != lo:
        return None
    if any(doc[a:b].root.pos_ != "NOUN" for a, b in spans[:-1]):
        return None
    obj = [x for x in root.rights if x.dep_ == "dobj" and x.i == root.i + 1 and x.pos_ == "NOUN"]
    if not obj or obj[0].right_edge.i + 1 >= hi:
        return None
    return obj[0].i + 1


def _bare_list_members(doc: Doc, cc: Token, span: tuple[int, int]) -> list[tuple[int, int]]:
    """The first conjunct split into its list members: a bare noun phrase and bare appositives
    after commas, the last one closed by a comma before the coordinator. An appositive noun
    phrase without a determiner after a bare one, right before a comma and the coordinator, is
    the next member of the list, not an appositive (descriptive appositives are determined,
    Quirk et al. 1985 §17.65; the coordinator stands before the last member, §13.21). Bare
    cardinals after a determined one ("tried the 3, 4, and 5") are such members too: a numeral
    describes nothing, so it is no appositive of another, and the first one's determiner is
    the whole list's (the multiple coordination of Quirk et al. 1985 §13.19: "the 3 and 4",
    never "the 3, 4"; stop 91, cj197)."""
    lo, hi = span
    head = doc[lo:hi].root
    numeral = head.tag_ == "CD"
    if doc[hi].text != "," or cc.i != hi + 1 or (head.pos_ != "NOUN" and not numeral):
        return [span]
    if not numeral and any(c.dep_ in {"det", "poss"} for c in head.children):
        return [span]
    members = [x for x in head.rights if x.dep_ == "appos" and x.i < hi]
    if not members or members[-1].right_edge.i != hi - 1:
        return [span]
    out, start = [], lo
    for m in members:
        comma = m.left_edge.i - 1
        if doc[comma].text != "," or m.tag_ != head.tag_:
            return [span]
        if m.pos_ != "NOUN" and not (numeral and m.left_edge.i == m.i == m.right_edge.i):
            return [span]
        if any(c.dep_ in {"det", "poss"} for c in m.children):
            return [span]
        out.append((start, comma))
        start = m.left_edge.i
    return [*out, (start, hi)]


def _semicolon_clause_in(doc: Doc, span: tuple[int, int]) -> int | None:
    """The index of a semicolon inside ``span`` that opens a clause with a subject of its own
    (None: none)."""
    lo, hi = span
    for t in doc[lo + 1 : hi - 1]:
        if t.text != ";":
            continue
        if any(
            x.dep_ in NOMINAL_SUBJECT_DEPS and x.head.i > t.i and x.head.pos_ in {"VERB", "AUX"}
            for x in doc[t.i + 1 : hi]
        ):
            return t.i
    return None


def _clause_after_semicolon(doc: Doc, span: tuple[int, int]) -> int | None:
    """Where the first conjunct starts when its span holds a main clause and a semicolon before
    the clause the coordinator joins ("Third, the point is that they are keen; [they see its
    use], and this sense of purpose carries over"): a semicolon joins main clauses (Quirk et al.
    1985 App. III.13; Huddleston & Pullum 2002 ch. 20 §3), so the "and" conjunct starts after
    it and the clause before it survives the removal ("Third, the point is that they are keen;
    this sense of purpose carries over"), never the whole opening sentence dropped with the
    conjunct. The first conjunct's head verb must follow the semicolon and have its own subject
    there (the mirror of ``_semicolon_clause_in`` for the last conjunct)."""
    lo, hi = span
    root = doc[lo:hi].root
    if root.pos_ not in {"VERB", "AUX"}:
        return None
    semicolons = [t.i for t in doc[lo + 1 : root.i] if t.text == ";"]
    if not semicolons:
        return None
    cut = semicolons[-1] + 1
    if not any(c.dep_ in NOMINAL_SUBJECT_DEPS and c.i >= cut for c in root.lefts):
        return None
    return cut


#: Endings of action nominalisations, which take their verb's object as an "of" complement
#: ("the melting of ice", "the imitation of motifs"; Quirk et al. 1985 App. I.30-I.33 on
#: deverbal noun suffixes).
_NOMINALISATION_SUFFIXES = ("tion", "sion", "ment", "ing", "ance", "ence", "ure", "al")


@cache
def _part_noun(lemma: str) -> bool:
    """Whether a sense of ``lemma`` is a part, member or substance of a whole in WordNet
    ("branch" of a tree, "wall" of a room): such a noun is relational, its whole expressed by
    an "of" complement (Barker 1995)."""
    return any(
        s.part_holonyms() or s.member_holonyms() or s.substance_holonyms()
        for s in wordnet.wordnet().synsets(lemma, "n")
    )


def _own_of_complement_after(doc: Doc, spans: Sequence[tuple[int, int]]) -> int | None:
    """Where the last conjunct ends once the "of" phrase right after it, which the parse hung on
    an earlier conjunct's head, is given back to it ("charged with [fraud] and [obstruction] of
    justice", "of [perjury] or [obstruction] of justice"): a post-head complement goes with the
    nearest head unless every head is a relational noun that takes it (the shared "of"
    complement of ``_shared_of_complement``, noun.attribute only; Huddleston & Pullum 2002 ch. 5
    §16 and ch. 15 §4.4), so removing the last conjunct takes the "of" phrase with it ("charged
    with fraud", never "charged with fraud of justice", which names another offence). Only
    after a bare first conjunct: "the history and philosophy of religion" has a definite article
    whose referent the shared complement identifies (Hawkins 1978 on establishing complements;
    "the history" alone has none), so the parse's shared reading stands there; an "of" phrase
    of time ("events and individuals of the 5th century") is a modifier of both, not a
    complement, and one with quotation marks is left as it is (its closing mark may lie past
    the phrase). None when
    nothing is to be moved. Nor when the first head takes an "of" complement of its own kind:
    an action nominalisation inherits its verb's object as an "of" phrase ("precipitation and
    melting of the powder", "imitation and borrowing of motifs"; Chomsky 1970, Grimshaw 1990 on
    complex event nominals), and a noun of office is relational ("vice president and general
    manager of the company"; Barker 1995), so either can share it; so can two nouns of one
    semantic kind (one WordNet lexicographer file), which like coordinates take the same
    complements (H&P ch. 15 §4.1); and so can a part noun, relational by its whole
    ("branches or trunks of infected hosts"; Barker 1995 on part nouns, ``_part_noun``).
    Two conjuncts only: after a
    longer list of bare nouns ("the radulae, cephalopod beaks and gladii of molluscs") the
    phrase more often closes the whole list."""
    hi = spans[-1][1]
    if len(spans) != 2 or hi >= len(doc) or doc[hi].lower_ != "of" or doc[hi].dep_ != "prep":
        return None
    heads = [doc[a:b].root for a, b in spans]
    if doc[hi].head.i not in {h.i for h in heads[:-1]}:
        return None
    if any(h.pos_ != "NOUN" for h in heads) or heads[-1].i != hi - 1:
        return None
    before = doc[min(h.left_edge.i for h in heads) : spans[0][0]]
    if any(t.dep_ in {"det", "poss"} for t in (*before, *heads[0].children, *heads[1].children)):
        return None  # "the silent, accumulating contempt and hatred of a people"
    if _inside_of_complement(heads[0], heads[-1]):
        return None  # "the degree of truth or acceptability of a conclusion"
    phrase = doc[hi : doc[hi].right_edge.i + 1]
    if any(t.ent_type_ in {"DATE", "TIME"} or t.is_quote for t in phrase):
        return None  # "events and individuals of the 5th century": a time modifier of both
    first = heads[0].lemma_.lower()
    kind = wordnet.first_sense_lexname(first, "NOUN")
    if first.endswith(_NOMINALISATION_SUFFIXES) or kind == "noun.person":
        return None
    if kind is not None and kind == wordnet.first_sense_lexname(heads[1].lemma_.lower(), "NOUN"):
        return None
    if _part_noun(first):
        return None
    if all(
        wordnet.first_sense_lexname(h.lemma_.lower(), "NOUN") in _RELATIONAL_NOUN_LEXNAMES
        for h in heads
    ):
        return None
    return doc[hi].right_edge.i + 1


def _inside_of_complement(head: Token, last: Token) -> bool:
    """Whether the coordination headed by ``head`` is itself the "of" complement of a noun
    ("the degree of [truth] or [acceptability] of a conclusion", "the level of [skill] and
    [care] of the staff"). Such a head noun is relational (a degree, level or kind of
    something; Huddleston & Pullum 2002 ch. 5 §16), and the second "of" phrase after the
    coordination is either its second, stacked complement ("the degree of truth of a
    conclusion") or one every conjunct shares; in neither reading is it the last conjunct's
    alone, so ``_own_of_complement_after`` leaves it where the parse put it and removing the
    last conjunct keeps it ("the degree of truth of a conclusion", never "the degree of
    truth."). Stop 51's "of" rule (cj64) lost it. Not when the outer head and the last
    conjunct are both nouns of a person's role ("the father of nuclear chemistry and
    [discoverer] of nuclear fission"): role nouns are relational and coordinate as the roles of
    one person (Barker 1995; like coordinates, Huddleston & Pullum 2002 ch. 15 §4.1), so the
    last conjunct is the outer head's partner that the parse hung inside, and the "of" phrase
    is its own."""
    outer = head.head
    if head.dep_ != "pobj" or outer.lower_ != "of" or outer.head.pos_ != "NOUN":
        return False
    role = "noun.person"
    return not (
        wordnet.first_sense_lexname(outer.head.lemma_.lower(), "NOUN") == role
        and wordnet.first_sense_lexname(last.lemma_.lower(), "NOUN") == role
    )


def _gerund_partner_object(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> int | None:
    """Where the first conjunct starts when it is the nominal object of a preposition that ends
    the first verb-phrase conjunct and the second is a bare "-ing" verb (``_respanned``)."""
    (a, b), (c, d) = spans
    first, second = doc[a:b].root, doc[c:d].root
    if second.tag_ != "VBG" or second.head.i != first.i or first.tag_ not in {"VBN", "VBD"}:
        return None
    if first.lemma_.lower() not in word_set("conjunction_judgment_verbs"):
        return None  # "designed for one person and consisting of ...": two participles
    if cc.i != b or any(
        x.dep_ in NOMINAL_SUBJECT_DEPS or x.dep_ in AUX_DEPS for x in second.children
    ):
        return None
    prep = [x for x in first.rights if x.dep_ == "prep" and x.i < b]
    if not prep or prep[-1].right_edge.i != b - 1:
        return None
    obj = [x for x in prep[-1].children if x.dep_ == "pobj" and x.tag_ in {"NN", "NNS"}]
    if not obj or obj[0].right_edge.i != b - 1:
        return None
    return obj[0].left_edge.i


#: Verb forms that differ from the plain form: a plain-form conjunct cannot coordinate with
#: them (the present "VBP" is excluded, since it is spelt like the plain form).
_NON_PLAIN_VERB_TAGS = frozenset({"VBG", "VBD", "VBZ", "VBN"})


def _infinitive_partner_start(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> int | None:
    """Where the first conjunct starts when the parse joined a plain-form verb to a finite or
    participle verb whose "to"-infinitive complement ends the first conjunct: "we was going to
    [smoke some weed] and [just have a few beers]" was parsed with "have" a conjunct of
    "going", so removing the first conjunct took "originally going to" along ("we was just
    have a few beers"). Coordinates are of like form (Huddleston & Pullum 2002 ch. 15 §4.1;
    Quirk et al. 1985 §13.62): a plain-form verb with no subject or auxiliary of its own
    cannot be the partner of "going", "tried", "wants" or "started", only of the plain-form
    infinitive, and the "to" before the first infinitive is shared by both (Quirk et al. 1985
    §13.64 on an unrepeated infinitive marker), so the first conjunct starts after "to" and
    "going to" stays ("we was going to just have a few beers"). With its own "to" the second
    conjunct is a whole "to"-infinitive and the first starts at its "to" (``_respanned``)."""
    (a, b), (c, d) = spans
    first, second = doc[a:b].root, doc[c:d].root
    if second.tag_ != "VB" or second.head.i != first.i or first.tag_ not in _NON_PLAIN_VERB_TAGS:
        return None
    if cc.i != b or any(x.dep_ in NOMINAL_SUBJECT_DEPS for x in second.children):
        return None
    own_to = [x for x in second.lefts if x.dep_ == "aux" and x.lower_ == "to"]
    if any(x.dep_ in AUX_DEPS for x in second.children if x not in own_to):
        return None
    infinitives = [
        x for x in first.rights if x.dep_ == "xcomp" and x.tag_ == "VB" and x.right_edge.i == b - 1
    ]
    if not infinitives:
        return None
    to = [x for x in infinitives[-1].lefts if x.dep_ == "aux" and x.lower_ == "to"]
    if not to or to[0].i <= a:
        return None
    return to[0].i if own_to else to[0].i + 1


#: Noun classes whose nouns name a dimension of an argument and take it as an "of" complement
#: (WordNet lexicographer file noun.attribute: "size", "shape", "length", "height", "nature").
#: Stop 48's first version also took noun.cognition, .relation, .quantity and .state, and read
#: "measurement of stellar masses and test theories of stellar evolution" as sharing "of
#: stellar evolution" ("theory" is noun.cognition): kinds of content, not dimensions.
_RELATIONAL_NOUN_LEXNAMES = frozenset({"noun.attribute"})


def _shared_of_complement(doc: Doc, spans: Sequence[tuple[int, int]]) -> int | None:
    """The index of the "of" that opens a complement shared by every conjunct (``_respanned``):
    the last conjunct's head has it as its only post-head dependent, every other conjunct ends
    at its head noun, and every head is a relational noun (``_RELATIONAL_NOUN_LEXNAMES``)."""
    heads = [doc[a:b].root for a, b in spans]
    if any(h.pos_ != "NOUN" for h in heads):
        return None
    if any(h.i != b - 1 for h, (_, b) in zip(heads[:-1], spans[:-1], strict=True)):
        return None
    last, hi = heads[-1], spans[-1][1]
    rights = [x for x in last.rights if x.i < hi]
    if len(rights) != 1 or rights[0].lower_ != "of" or rights[0].right_edge.i != hi - 1:
        return None
    if any(
        wordnet.first_sense_lexname(h.lemma_.lower(), "NOUN") not in _RELATIONAL_NOUN_LEXNAMES
        for h in heads
    ):
        return None
    return rights[0].i


def _verb_conjunct_after_relative(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> bool:
    """ "It is run by the Water Company, which was founded in 1901, and is the largest ...": a
    subjectless verb conjunct right after a supplementary relative clause that closes the first
    conjunct may coordinate inside the relative clause (its subject the relative word) as well
    as with the main verb; Huddleston & Pullum 2002 ch. 15 §5 (attachment of the later
    coordinate) and ch. 12 §4 (supplementary relatives). On the relative reading the removals
    make the main subject the subject of the relative's predicate, so no removal is written.
    An integrated (restrictive) relative closing the first conjunct has the same two attachments
    ("This is the same dog that went through a red Kong in a day, and will liquefy any ball":
    the dog liquefies, not "this"; H&P ch. 12 §3 on integrated relatives), and so has one whose
    antecedent noun phrase, coordinated on past it, closes the conjunct ("the dog that went
    through [X in a day], and [Y in a few months], and will ..."; stop 91, cj197)."""
    if len(spans) != 2:
        return False
    (a, b), (c, d) = spans
    second = doc[c:d].root
    if second.pos_ not in {"VERB", "AUX"} or any(
        x.dep_ in NOMINAL_SUBJECT_DEPS for x in second.children
    ):
        return False
    if doc[b].text != "," or cc.i not in {b, b + 1}:
        return False
    for rel in doc[a:b]:
        if rel.dep_ != "relcl" or rel.left_edge.i <= a:
            continue
        wh = doc[rel.left_edge.i]
        if wh.tag_ not in _WH_RELATIVE_TAGS:
            continue
        if rel.right_edge.i == b - 1 and doc[wh.i - 1].text == ",":
            return True
        integrated = doc[wh.i - 1].text != "," and wh.i - 1 == rel.head.i
        if integrated and b - 1 in {rel.right_edge.i, rel.head.right_edge.i}:
            return True
    return False


def _ambiguous_premodifier_nouns(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "add some frozen [corn] and [turkey] sausage": two bare nouns the parse coordinated as
    premodifiers of the noun after them, with a further premodifier before the first. Such a
    string is ambiguous between coordinated noun phrases ("[frozen corn] and [turkey
    sausage]") and coordinated premodifiers ("[corn and turkey] sausage"; Quirk et al. 1985
    §13.64 on the ambiguity of premodifier coordination), and the removals read it one way
    each: "frozen corn sausage" merges the first noun into the second's head, "frozen turkey
    sausage" hands the first's modifier to the second. Which one the writer meant is unknown,
    so no removal is written (stop 91, cj197). "apple and orange juice", with nothing before
    the coordination, stays a premodifier coordination, and so does one of a plural head ("the
    biggest meat and cheese products": meat products and cheese products, the segregatory
    reading the plural invites; the s1206b judge kept its pair, conj-030): only a singular
    head, which on the premodifier reading is one thing made of both, is ambiguous."""
    if len(spans) != 2 or any(b - a != 1 for a, b in spans):
        return False
    first, second = doc[spans[0][0]], doc[spans[1][0]]
    if first.pos_ != "NOUN" or second.pos_ != "NOUN" or first.dep_ not in {"compound", "nmod"}:
        return False
    head = first.head
    if head.i != spans[1][1] or head.pos_ != "NOUN" or head.tag_ != "NN":
        return False
    lexical = {"ADJ", "NOUN", "PROPN", "VERB"}  # not a quantifier the parse made "amod"
    return any(
        c.dep_ in {"amod", "compound", "nmod"} and c.pos_ in lexical and c.i < first.i
        for c in head.children
    ) or any(c.dep_ in {"amod", "compound"} and c.pos_ in lexical for c in first.children)


def _numeral_opening_noun_phrase(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "4-5 hours on [high] or [8] hours on low": a lone cardinal conjunct directly before a
    noun opens a quantified noun phrase of its own ("8 hours on low"), and coordinates share
    one function (Huddleston & Pullum 2002 ch. 15 §4.7), so a partner that is no numeral
    ("high") shows the parse cut the coordination inside two larger phrases ("[4-5 hours on
    high] or [8 hours on low]"): the removals leave "on high hours on low" or "on 8 hours on
    low" (stop 91, cj197). "one or 2 hours" (two numerals) stays."""
    if len(spans) != 2:
        return False
    (a, b), (c, d) = spans
    if d - c != 1 or doc[c].tag_ != "CD" or d >= len(doc) or doc[d].pos_ != "NOUN":
        return False
    return not any(t.tag_ == "CD" or t.pos_ in {"NUM", "DET"} for t in doc[a:b])


#: Object-case personal pronouns that have a distinct possessive form for the "of"-genitive.
_OBJECT_CASE_PRONOUNS = frozenset({"me", "us", "him", "them"})


def _object_pronoun_after_genitive_of(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "the favorite of [my family] and [me]" minus the first: a noun's "of"-phrase that keeps
    only an object-case personal pronoun. A coordination takes "me" there, but a pronoun alone
    as the possessor of a noun takes its genitive form ("my favorite", "a friend of mine"; Huddleston
    & Pullum 2002 ch. 5 §16.3 on the oblique genitive), and "the favorite of me" is no English
    the judges keep (stop 91, cj197)."""
    if len(spans) != 2 or spans[1][1] - spans[1][0] != 1:
        return False
    pron = doc[spans[1][0]]
    if pron.lower_ not in _OBJECT_CASE_PRONOUNS:
        return False
    first = doc[slice(*spans[0])].root
    of = first.head
    return first.dep_ == "pobj" and of.lower_ == "of" and of.head.pos_ in {"NOUN", "PROPN"}


def _gapped_object_remnant(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "I made [a bag at home] and [a bag for all my co-workers]": the second conjunct opens
    with a noun phrase that repeats the head of the first conjunct's object, with adjuncts of
    its own: it is a gapped remnant whose verb (and subject) are understood from the first
    clause (Quirk et al. 1985 §13.92 on gapping; Hankamer 1979), whatever the parse made it.
    Without the first conjunct the remnant has no verb ("A bag for all my co-workers and ...";
    stop 91, cj197)."""
    if len(spans) != 2:
        return False
    verb = doc[slice(*spans[0])].root
    if verb.pos_ not in {"VERB", "AUX"}:
        return False
    objects = {c.lemma_.lower() for c in verb.children if c.dep_ in {"dobj", "obj"}}
    if not objects:
        return False
    for t in doc[spans[1][0] : spans[1][1]]:
        if t.pos_ in {"DET", "ADJ", "NUM"} or t.dep_ in {"det", "amod", "nummod", "poss"}:
            continue
        # the substitute "one(s)" repeats no head ("the chocolate ones, but the orange ones
        # are ...", Halliday & Hasan 1976 §3.2), and a noun right before a verb is that
        # clause's own subject
        followed = t.i + 1 < len(doc) and doc[t.i + 1].pos_ in {"AUX", "VERB"}
        if t.lemma_.lower() == "one" or followed:
            return False
        return t.pos_ == "NOUN" and t.lemma_.lower() in objects
    return False


def _clause_opened_by_its(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "it was suppose to be [a green chili] and [its actually a red chili]": "its" followed by
    an adverb, determiner or verb determines no noun there; it is "it's" written without its
    apostrophe, and the last conjunct is a clause (subject "it" and its verb), so its partner
    is the clause before, not the noun phrase the parse chose (like categories, Quirk et al.
    1985 §13.41): cutting the noun phrase splices "to be its actually ..." (stop 91, cj197)."""
    lo, hi = spans[-1]
    if doc[lo].lower_ != "its" or lo + 1 >= hi:
        return False
    nxt = doc[lo + 1]
    return nxt.pos_ in {"DET", "VERB", "AUX", "PART"} or (
        nxt.pos_ == "ADV" and lo + 2 < hi and doc[lo + 2].pos_ in {"DET", "VERB", "AUX"}
    )


def _shared_determiner_of_numerals(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> bool:
    """ "tried [the 3, 4], and [5]": the determiner before the first of a list of bare cardinals
    is the whole list's (``_bare_list_members``), so removing the first conjunct would take it
    from the last one as well: "tried 5" counts five things (stop 91, cj197)."""
    if len(spans) != 2:
        return False
    head = doc[slice(*spans[0])].root
    if head.tag_ != "CD" or not any(c.dep_ in {"det", "poss"} for c in head.children):
        return False
    return len(_bare_list_members(doc, cc, spans[0])) > 1


def _list_member_as_premodifier(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "a poet, essayist and stage designer": the parse made "essayist" and "stage" two
    premodifiers of "designer", but a person noun after a comma that follows another person
    noun heading a noun phrase is the next member of a list ending in "stage designer" (the
    coordinator comes before the last member, Quirk et al. 1985 §13.21); the spans are wrong,
    so no removal."""
    if len(spans) != 2 or spans[0][1] - spans[0][0] != 1:
        return False
    first, after = doc[spans[0][0]], spans[-1][1]
    if first.dep_ not in {"compound", "nmod", "amod"} or first.head.i < after:
        return False
    if first.pos_ != "NOUN" or first.i < 2 or doc[first.i - 1].text != ",":
        return False
    # "a stage, film and radio actor" is a list of premodifiers, which is fine: only person
    # nouns on both sides of the comma ("poet, essayist") are read as heads, since a person
    # noun seldom classifies another person noun (Quirk et al. 1985 §17.108 on noun premodifiers)
    before = doc[first.i - 2]
    if before.pos_ != "NOUN" or before.head.i == first.head.i:
        return False
    return all(
        wordnet.first_sense_lexname(t.lemma_.lower(), "NOUN") == "noun.person"
        for t in (before, first)
    )


#: Dependency labels of a noun phrase's head in an argument position.
_NP_HEAD_DEPS = frozenset({"pobj", "dobj", "nsubj", "nsubjpass", "attr", "appos", "conj"})


def _coordinate_adjective_member(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "of both [the drizzly], [mossy natural scene] and [of Asian art]": the parse made an
    adjective before a comma a list member of its own, when it is the first of two coordinate
    adjectives of one noun ("the drizzly, mossy natural scene"; coordinate adjectives are
    separated by a comma, not by a coordinator, Quirk et al. 1985 §17.116; H&P ch. 20 §4.2). A
    member whose head is an adjective (tagged so, or no noun in WordNet but an adjective there)
    followed by a comma and a member whose noun opens with an adjective premodifier is no list
    member: the spans are wrong ("both mossy natural scene", "both the drizzly and of Asian
    art"), so no removal. Only where the adjective, after an article, heads a noun phrase in
    the parse (an argument: "the drizzly" as an object): a list of predicative adjectives
    ("tall, thin and blond") or of premodifiers ("spiritual, symbolic, conceptual, documentary
    and other purposes") is left alone."""
    for (a, b), (c, d) in zip(spans[:-1], spans[1:], strict=False):
        word, after = doc[b - 1], doc[c:d]
        if b >= len(doc) or doc[b].text != "," or c != b + 1 or doc[c].tag_ != "JJ":
            continue
        if doc[c].dep_ != "amod" or after.root.pos_ != "NOUN" or doc[c].head.i != after.root.i:
            continue
        adjective = word.tag_ == "JJ" or (
            not wordnet.lexnames(word.lower_, "NOUN") and bool(wordnet.lexnames(word.lower_, "ADJ"))
        )
        determined = b - a > 1 and doc[a].tag_ == "DT"  # "the drizzly": an article, no noun
        if adjective and determined and doc[a:b].root.i == word.i and word.dep_ in _NP_HEAD_DEPS:
            return True
    return False


def _finite_verb_and_noun(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "He [limps], and [the man who hit you and took the cane], he limped": the parse made a
    noun phrase the conjunct of a finite verb. Coordinates must each fit the function the
    coordination fills (Huddleston & Pullum 2002 ch. 15 §4.1; Sag et al. 1985 on unlike
    coordination), and a noun phrase is no predicate beside a finite verb: it is the fronted
    (left-dislocated) subject of the clause after it, so the spans are wrong and removing the
    "conjunct" takes that clause's subject ("He limps, he limped"). No removal. Only when a
    comma sets the noun phrase off from more words (``_set_off_before_more``): a noun phrase
    that ends the sentence is an object coordinated with the verb's own object that the parse
    hung on the verb ("heard footsteps crossing the yard, and Jess's curses"), and one followed
    by its verb is a clause's subject ("and adagio is the medium"): their removals are right."""
    heads = [doc[a:b].root for a, b in spans]
    if not any(_finite_with_subject(h) for h in heads):
        return False
    return any(
        _determined_noun(h) and _set_off_before_more(doc, b)
        for h, (_, b) in zip(heads, spans, strict=True)
    )


def _bare_verb_beside_noun(verb: Token) -> bool:
    """``verb`` is a base-form "verb" the parse coordinated with a noun, or with a tensed verb
    that has no auxiliary (a plain form shares no tense with it, so the two are no like verb
    phrases), in the local shape "singular noun + and/or + verb + bare noun": right after the
    coordinator, which follows a singular common noun, with no subject, auxiliary or "to" of
    its own and a bare noun "object" (no determiner) right after it ("the delimiter and
    [control] characters", "partial type and [effect] reconstruction", "strips the delimiter
    and [control] characters"). A plural noun before the coordinator is left alone: the
    coordinated premodifiers of one head are singular (Quirk et al. 1985 §17.108)."""
    host = verb.head
    tensed = host.tag_ in {"VBZ", "VBD"} and not any(c.dep_ in AUX_DEPS for c in host.children)
    doc = verb.doc
    if verb.i < 2 or doc[verb.i - 1].lower_ not in {"and", "or"} or doc[verb.i - 2].tag_ != "NN":
        return False
    return (
        verb.tag_ == "VB"
        and verb.dep_ == "conj"
        and (host.pos_ in {"NOUN", "PROPN"} or tensed)
        and not any(
            c.dep_ in {"nsubj", "nsubjpass", "aux", "auxpass", "mark"} for c in verb.children
        )
        and any(
            c.dep_ == "dobj"
            and c.left_edge.i == verb.i + 1
            and c.tag_ in {"NN", "NNS"}
            and not any(d.dep_ in {"det", "poss"} for d in c.children)
            for c in verb.children
        )
    )


def _noun_premodifier_read_as_verb(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "the numerous obscure [delimiter] and [control characters]": a noun coordinated with a
    base-form verb and its object. A plain verb form cannot be coordinated with a noun (likes
    are coordinated, Huddleston & Pullum 2002 ch. 15 §4.1): the "verb" is a noun premodifier
    ("control characters") and the two premodifiers share the head noun after them (Quirk et
    al. 1985 §13.64 on coordinated premodifiers), so the spans are wrong: removing the last
    takes the shared head ("parodies the numerous obscure delimiter"): no removal. A
    coordination inside the misread "object" ("[reconstruction] and [first-class modules]")
    loses its first member's premodifier with it ("type and effect first-class modules"): no
    removal of that member."""
    heads = [doc[a:b].root for a, b in spans]
    if any(_bare_verb_beside_noun(h) for h in heads):
        return True
    return k == 0 and heads[0].dep_ == "dobj" and _bare_verb_beside_noun(heads[0].head)


def _determined_noun(head: Token) -> bool:
    """A noun with a determiner of its own ("the man"): a bare "noun" beside a finite verb is
    often a verb the tagger read as one ("When it rains or [snows]", "[Fans] like the stages",
    "the phone [rang]")."""
    if head.pos_ not in {"NOUN", "PROPN"} or only_a_finite_verb(head.lower_):
        return False
    return any(c.dep_ in {"det", "poss"} for c in head.children)


def _set_off_before_more(doc: Doc, end: int) -> bool:
    """Whether a comma closes the phrase ending at ``end`` and words follow it: a dislocated
    phrase is set off by a comma from the clause that takes it up ("the man who hit you, he
    limped"; Quirk et al. 1985 §18.36 on left dislocation)."""
    while end < len(doc) and doc[end].is_quote:
        end += 1
    return end < len(doc) and doc[end].text == "," and any(not t.is_punct for t in doc[end:])


def _finite_with_subject(head: Token) -> bool:
    """A finite verb with a subject of its own: a plural noun the tagger took for a verb ("in
    both singles and doubles", "singles" VBZ) has none."""
    if head.pos_ not in {"VERB", "AUX"} or head.tag_ not in TENSED_TAGS:
        return False
    return any(c.dep_ in NOMINAL_SUBJECT_DEPS for c in head.children)


def _finite_verb_beside_preposition(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "It [made the same division of power between A], and [among B]": the parse made a
    prepositional phrase the conjunct of a finite verb, when it is coordinated with an adjunct
    inside the verb's phrase ("between A, and among B"; like coordinates, Huddleston & Pullum
    2002 ch. 15 §4.1). Removing the verb conjunct leaves the subject before a bare preposition
    phrase ("It among B"), so that removal is not made; removing the phrase still leaves a
    sentence ("It made the same division of power between A"). Only for a verb whose subject
    stands before its span: a clause with its own subject ("..., and of the beauty there, and
    he promised himself ...") goes whole."""
    head = doc[spans[k][0] : spans[k][1]].root
    # a tensed verb coordinated with an earlier verb shares that verb's subject ("Noah built an
    # altar, and [took of every clean animal], and [of every clean bird]": removing "took"
    # leaves "and of every clean bird" beside "built"; conjuncts are of like category, Quirk
    # et al. 1985 §13.41; cj187)
    shared = (
        head.dep_ == "conj"
        and head.tag_ in TENSED_TAGS
        and head.pos_ in {"VERB", "AUX"}
        and _finite_with_subject(head.head)
    )
    if not (_finite_with_subject(head) or shared):
        return False
    # a verb with its subject inside its own span is a clause of its own ("and he promised
    # ..."): its removal strands nothing
    if any(c.dep_ in NOMINAL_SUBJECT_DEPS and c.i >= spans[k][0] for c in head.children):
        return False
    return any(doc[a:b].root.pos_ == "ADP" for i, (a, b) in enumerate(spans) if i != k)


def _clause_left_without_verb(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> bool:
    """ "He finished it, but only in draft": a contrastive conjunct with no verb of its own is
    a reduced remnant that needs the first clause (Huddleston & Pullum 2002 ch. 15 §4.2 on
    reduced coordinates), so when the first conjunct is a clause with a verb, removing it
    leaves no clause ("Only in draft") and no removal is written."""
    if cc.lower_ not in {"but", "yet"} or len(spans) != 2:
        return False
    (a, b), (c, d) = spans
    if not any(t.pos_ in {"VERB", "AUX"} for t in doc[a:b]):
        return False
    return not any(t.pos_ in {"VERB", "AUX"} for t in doc[c:d])


#: Parts of speech of words no span may leave between two conjuncts: words of a phrase, not
#: connective adverbs ("and also", "but perhaps") or correlatives, which the rewrite handles.
_PHRASE_POS = frozenset({"NOUN", "PROPN", "PRON", "VERB", "AUX", "ADP", "DET", "ADJ", "NUM"})


def _words_between_conjuncts(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], delete: Sequence[int]
) -> bool:
    """Words of a phrase between two conjunct spans (or a second coordinator): conjuncts are
    adjacent, with only the coordinator, list punctuation and a connective or correlative
    between them (Huddleston & Pullum 2002 ch. 15 §2-3; Quirk et al. 1985 §13.5-13.19), so
    such words are in no conjunct and the parse's spans are not the coordination's. The region
    is rebuilt from the spans alone, so every removal lost those words: "A on my left, [B] on
    my right, and C" -> "A on my left and C", "the history and [philosophy] of religion, [modern
    art] and [design]" -> "the history and philosophy and design". No removal then."""
    for (_, end), (start, _) in zip(spans, spans[1:], strict=False):
        for tok in doc[end:start]:
            if tok.i == cc.i or tok.i in delete or tok.is_punct or tok.dep_ == "preconj":
                continue
            if tok.pos_ in _PHRASE_POS or tok.dep_ == "cc":
                return True
    return False


#: A comma just inside a closing quotation mark, then the sentence-final stop: what a removal of
#: the clause after a quoted word leaves ('the poem called "Autumn," and we ...').
_FINAL_COMMA_IN_QUOTE = re.compile(r",([\"\u201d\u2019']+)\s*([.!?])$")


#: A dash (em dash, spaced en dash, "--" or a spaced hyphen) right before the sentence's final
#: stop, with any closing quotation marks or brackets after the stop.
_DASH_BEFORE_STOP = re.compile(r"\s*(?:\u2014|\s\u2013|--|\s-)\s*(?=[.!?]+[\"'\u201d\u2019)\]]*$)")


def _dash_before_final_stop(text: str, out: str) -> str:
    """ "A dispute may arise\u2014but there is a way to settle it" minus the second clause: the
    dash set off what followed it (an interpolation, an afterthought or the next clause; Quirk
    et al. 1985 App. III.22; Chicago Manual of Style 17th ed. §6.84-6.85), and with that gone
    it sets off nothing, so it goes: "A dispute may arise.", never "may arise\u2014." A dash the
    original sentence itself ended with ("He began to say\u2014.") stays."""
    if _DASH_BEFORE_STOP.search(text):
        return out
    return _DASH_BEFORE_STOP.sub("", out)


def _final_comma_in_quote(out: str) -> str:
    """'read the poem called "Autumn," and we liked it' minus its last clause: the comma inside
    the closing quote is the separator before the removed clause, set inside the quote by the
    American typographical convention (Chicago Manual of Style 6.9; Quirk et al. 1985 App. III
    §III.20), not part of the quotation. At the end of the sentence the stop takes its place in
    the same position: 'called "Autumn."', never 'called "Autumn,".'."""
    return _FINAL_COMMA_IN_QUOTE.sub(r"\2\1", out)


#: Prepositions and adverbs of place that "from" takes as its complement ("from behind the
#: curtain", "from throughout the world", "from abroad"): a source is named by "from" plus a
#: locative phrase (Huddleston & Pullum 2002 ch. 7 §4.1 on prepositions with PP complements;
#: Quirk et al. 1985 §9.7 on complex prepositional phrases "from among", "from under").
_FROM_COMPLEMENTS = frozenset(
    {
        "throughout", "across", "around", "behind", "beneath", "beyond", "inside", "outside",
        "under", "underneath", "within", "among", "abroad", "overseas", "afar", "elsewhere",
    }
)  # fmt: skip


def _infinitive_marker_unshared(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """The first conjunct is a bare infinitive whose marker "to" stands before its span (so a
    removal keeps it), and the next conjunct is no bare infinitive: "a motion to [dismiss] or
    demurrer", "a glaze to [set in shadow] or mixed with oil". The infinitival "to" takes a verb
    in the base form (Quirk et al. 1985 §3.54; Huddleston & Pullum 2002 ch. 14 §1.2), and a "to"
    shared by coordinated verb phrases governs each of them, so coordinated infinitives are all
    bare ("to buy or rent"); a noun or a participle after the coordinator is no infinitive and
    the coordination joins something else (the parse's error). Without the first conjunct, "to"
    would stand before it ("a motion to demurrer"). A next conjunct with its own "to" ("to stay
    or to go") keeps its marker."""
    first = doc[spans[0][0] : spans[0][1]].root
    if first.tag_ != "VB":
        return False
    marker = [c for c in first.lefts if c.tag_ == "TO" and c.i < spans[0][0] and c.dep_ in AUX_DEPS]
    if not marker:
        return False
    nxt = doc[spans[1][0] : spans[1][1]].root
    if any(c.tag_ == "TO" and spans[1][0] <= c.i for c in nxt.lefts):
        return False
    return not _base_verb_form(nxt.lower_)


#: Relative words of a wh-relative clause (Huddleston & Pullum 2002 ch. 12 §3).
_WH_RELATIVE_TAGS = frozenset({"WP", "WP$", "WDT"})


def supplementary_relative_after(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> bool:
    """Noun phrases coordinated by "and", then a comma and a wh-relative clause whose verb does
    not agree with a plural antecedent: "a party for the pigs and local farmers, with whom he
    celebrates", "social anthropology and cultural anthropology, which describes ...". A
    supplementary (non-restrictive) relative takes its antecedent the way an anaphoric pronoun
    does (Huddleston & Pullum 2002 ch. 12 §4.1; Quirk et al. 1985 §17.22): the whole
    coordination or only the last conjunct, the nearest noun phrase. Without the last conjunct
    the clause is said of the earlier ones ("for the pigs, with whom he celebrates"), which the
    last-conjunct reading does not entail, so the removal pair is not made (the caller's job:
    the reverse pair, which adds the conjunct back, is neutral on both readings and stays). Agreement settles it where
    the relative word is the clause's subject: noun phrases joined by "and" are plural (Quirk
    et al. 1985 §10.34), so a plural verb ("soil properties and climate, which are ...") takes
    the whole coordination and the removal stays (unless one singular noun is left, which the
    plural verb no longer agrees with), and a singular one takes the last conjunct.
    Removing an earlier conjunct leaves the clause on the same noun phrase under either reading
    and stays; "or" is left alone (a disjunction agrees with its nearest disjunct, §10.39, so
    agreement tells nothing)."""
    if cc.lower_ != "and":
        return False
    lo, hi = spans[-1]
    if doc[lo:hi].root.pos_ not in {"NOUN", "PROPN", "PRON"}:
        return False
    i = hi
    comma = False
    while i < len(doc) and doc[i].is_punct and doc[i].text not in {"(", ")", ";", ":", "."}:
        comma = comma or doc[i].text == ","
        i += 1
    if not comma or i >= len(doc):
        return False
    rel = next((a for a in [doc[i], *doc[i].ancestors] if a.dep_ == "relcl"), None)
    if rel is None or rel.left_edge.i != i:
        return False
    if rel.head.i not in {doc[a:b].root.i for a, b in spans}:
        return False
    wh = [t for t in doc[i : min(i + 3, rel.i)] if t.tag_ in _WH_RELATIVE_TAGS]
    if not wh:
        return False
    if not _plural_agreement(rel, wh[0]):
        return True
    # "the soil and the climate, which are ...": one singular noun left keeps a plural verb
    # ("the soil, which are"), an agreement error; plural or several conjuncts left are fine
    return len(spans) == 2 and doc[spans[0][0] : spans[0][1]].root.tag_ in {"NN", "NNP"}


def _plural_agreement(verb: Token, wh: Token) -> bool:
    """The relative word ``wh`` is the subject of ``verb``'s clause and the first finite verb
    of that clause shows plural agreement ("which are", "who were", "who have")."""
    if wh.dep_ not in {"nsubj", "nsubjpass"} or wh.head.i != verb.i:
        return False
    finite = [a for a in verb.lefts if a.dep_ in {"aux", "auxpass"}] or [verb]
    first = finite[0]
    return first.tag_ == "VBP" or first.lower_ == "were"


def _base_verb_form(form: str) -> bool:
    """``form`` is itself a verb lemma in WordNet ("contract", "mature"; not "flees", "mixed",
    "demurrer"): read off the word and not its tag, which the parse gets wrong both ways
    ("demurrer" VB, "mature" JJ after a coordinator)."""
    return any(
        lem.name().lower() == form
        for syn in wordnet.wordnet().synsets(form, "v")
        for lem in syn.lemmas()
    )


def _shared_source_from(
    doc: Doc, spans: Sequence[tuple[int, int]], k: int, keep: Sequence[tuple[int, int]]
) -> Token | None:
    """The "from" of a removed first conjunct that the kept locative conjunct shares: "students
    come [from other parts of the state] and [throughout the world]" means "from throughout the
    world" (the source preposition is understood in the second conjunct, right after "and";
    ``_FROM_COMPLEMENTS``), so the removal keeps it: "come from throughout the world", never
    "come throughout the world"."""
    if k != 0 or len(keep) != 1 or len(spans) != 2:
        return None
    first, kept = doc[spans[0][0]], doc[keep[0][0]]
    if first.lower_ != "from" or first.i != doc[slice(*spans[0])].root.i:
        return None
    if kept.lower_ not in _FROM_COMPLEMENTS or kept.i != doc[slice(*keep[0])].root.i:
        return None
    return first


#: Subordinators a correlative "then" resumes in a conditional sentence: "if ..., then ..."
#: (Quirk et al. 1985 §15.33-15.35 on "then" taking up the condition; Huddleston & Pullum 2002
#: ch. 11 §4.1: "then" in the apodosis is anaphoric to the protasis).
_CONDITIONAL_SUBORDINATORS = frozenset({"if"})


def _strands_conditional_then(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "and behold, [if the itch hasn't spread], and [its appearance isn't deeper], then the
    priest shall pronounce him clean": a removal that takes the "if" away with a conjunct while
    the consequent's "then" after the coordination stays leaves "then" resuming no condition
    ("Its appearance isn't deeper than the skin, then the priest shall ...": ungrammatical;
    Quirk et al. 1985 §15.35, the correlative "then" needs its "if"). A conjunct of a
    conditional clause may go only with the subordinator kept, which a removal that deletes it
    does not do, so no removal (stop 88, cj192). An "if" that stays (in a kept conjunct, or
    before the coordination) still licenses the "then"."""
    lo, hi = spans[0][0], spans[-1][1]
    kept = {i for j, (a, b) in enumerate(spans) if j != k for i in range(a, b)}
    lost = [t for t in doc[lo:hi] if t.lower_ in _CONDITIONAL_SUBORDINATORS and t.i not in kept]
    if not lost:
        return False
    sent_end = doc[lo].sent.end
    then = next((t for t in doc[hi:sent_end] if t.lower_ == "then" and t.dep_ == "advmod"), None)
    if then is None:
        return False
    # an "if" before the coordination, or one in a kept conjunct, still opens the condition
    sent_start = doc[lo].sent.start
    return not any(
        t.lower_ in _CONDITIONAL_SUBORDINATORS and (t.i < lo or t.i in kept)
        for t in doc[sent_start : then.i]
    )


def _imperative_neither(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> bool:
    """ "Neither curse them at all, nor bless them at all": the parse made "Neither" the subject
    of the bare verb, but a pronoun "neither" is singular ("neither curses") and a plain-form
    verb with "nor" and a second plain-form verb after it is the imperative correlative
    "neither V1 nor V2" (Quirk et al. 1985 §13.38 on "neither ... nor"; §11.26 on the
    negative imperative). Removing one member leaves "Neither curse them at all." (the
    correlative without its "nor", ungrammatical), and dropping "neither" as in a declarative
    ("He neither ate nor drank" -> "He ate", ConjNLI's positive) leaves a positive command
    with its negative-polarity "at all" unlicensed; the negation would have to become "do not"
    ("Do not curse them at all"), a different pair with a different label, so no removal
    (stop 88, cj192)."""
    if cc.lower_ != "nor" or len(spans) != 2:
        return False
    first, second = doc[slice(*spans[0])].root, doc[slice(*spans[1])].root
    subject = next((c for c in first.children if c.dep_ == "nsubj"), None)
    return (
        subject is not None
        and subject.lower_ == "neither"
        and subject.i < first.i
        and first.tag_ in {"VB", "VBP"}
        and second.tag_ == "VB"
        and not any(c.dep_ in {"nsubj", "nsubjpass"} for c in second.children)
    )


def _orphans_after(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """A word after the last conjunct depends on a word inside it that is not its head, and the
    first conjunct cannot share it: the span is no constituent ("works mainly on jazz music, and
    has [co - produced] for singers X", where the parse split "co-produced" and hung "for
    singers X" on "produced" inside the conjunct), and deleting it would leave the dependents
    behind, attached to nothing ("works mainly on jazz music for singers X"). Dependents the
    coordination shares hang on the last conjunct's head (right-node raising, Huddleston &
    Pullum 2002 ch. 15 §4.4: "equal to or exceeds [one million]"), or on its last word when
    that is a preposition whose object is raised ("similar to, and different from, [the old
    ones]") or when the first conjunct has no right dependent of its own and can share them
    ("wrote or [co - wrote] one of the songs"). After an earlier conjunct come the later ones,
    whose attachment inside a nested coordination says nothing about the span ("A, and B, but
    C"), so only the last conjunct is checked."""
    lo, hi = spans[-1]
    if hi >= len(doc):
        return False
    root = doc[lo:hi].root
    last = next((t for t in reversed(doc[lo:hi]) if not t.is_punct), root)
    first = doc[slice(*spans[0])].root
    shareable = not any(
        first.i < c.i < spans[0][1] and not c.is_punct and c.dep_ not in {"cc", "conj"}
        for c in first.children
    )
    heads = {root.i}
    if last.pos_ == "ADP" or last.dep_ in {"prep", "agent"} or shareable:
        heads.add(last.i)
    return any(lo <= t.head.i < hi and t.head.i not in heads for t in doc[hi:] if not t.is_punct)


def _asyndetic_pairs(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> bool:
    """ "wrong or right, good or bad", "hits and flops, marriages and divorces": pairs, each with
    its own coordinator, listed with commas between them. The parse chains them flat ("right"
    the last conjunct of "wrong or right" and the first of "right, good or bad"), but in a flat
    list only the last gap has the coordinator (Quirk et al. 1985 §13.60), so a chain whose
    gaps alternate coordinator, comma, coordinator is a layered coordination [[A or B], [C or D]]
    (Huddleston & Pullum 2002 ch. 15 §2.3). Removing one member of one pair breaks the pairing
    ("wrong, good or bad", "wrong or right or bad"), so no such removal is made. A chain that
    opens with a comma ("worms, insects and fish, mice and snakes"), mixes coordinators or has a
    preconjunction ("between A and either B, C or D": a list inside a pair) is left alone."""
    start = doc[slice(*spans[0])].root
    while start.dep_ == "conj" and start.head.i < start.i:
        start = start.head
    gaps, cur = [], start
    for _ in range(len(doc)):
        nxt = next((c for c in cur.children if c.dep_ == "conj" and c.i > cur.i), None)
        if nxt is None or nxt.left_edge.i < 1:
            break
        before = doc[nxt.left_edge.i - 1]
        if before.tag_ == "CC" and before.lower_ == cc.lower_:
            gaps.append("cc")
        else:
            gaps.append("comma" if before.text == "," else "other")
        if any(t.lower_ in PRECONJUNCTIONS for t in doc[before.i : nxt.i]):
            return False  # "and either Derby, Nottingham or Sheffield": a list inside a pair
        cur = nxt
    if len(gaps) < 3 or gaps[0] != "cc" or "other" in gaps:
        return False
    commas = [i for i, g in enumerate(gaps) if g == "comma"]
    return bool(commas) and all(i + 1 < len(gaps) and gaps[i + 1] == "cc" for i in commas)


def _opens_parenthetical(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], k: int, keep: Sequence[tuple[int, int]]
) -> bool:
    """ "The flowers produce nectar and, while they are young, are attractive": the comma after the
    conjunction opens a parenthetical that a second comma closes inside the kept conjunct. Commas
    around an interpolated adverbial come in pairs (Huddleston & Pullum 2002 ch. 20), so with the
    first conjunct and the conjunction gone the opening comma stays ("The flowers, while they
    are young, are attractive"), not "The flowers while they are young, are"."""
    if k != 0 or len(keep) != 1 or spans[0][0] == 0 or cc.i + 1 >= len(doc):
        return False
    if doc[cc.i + 1].text != "," or keep[0][0] <= cc.i + 1:
        return False
    if doc[spans[0][0] - 1].is_punct:
        return False
    return any(t.text == "," for t in doc[keep[0][0] : keep[0][1]])


def _comma_opened_after(doc: Doc, cc: Token, last: tuple[int, int]) -> bool:
    """ "and, above all, fair": a comma right after the conjunction, before the last conjunct,
    and a second comma inside that conjunct closing the interpolated phrase."""
    if cc.i + 1 >= len(doc) or doc[cc.i + 1].text != "," or last[0] != cc.i + 2:
        return False
    return any(t.text == "," for t in doc[last[0] : last[1]])


def _orphaned_parenthetical_commas(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], k: int
) -> list[Token]:
    """Commas come in pairs around an interpolated phrase (Huddleston & Pullum 2002 ch. 20 §4;
    no single comma separates a subject from its predicate, Quirk et al. 1985 App. III.11), so a
    removal that takes one comma of a pair takes the other too:

    - "The Sun, for example, was born long ago and is expected to last" minus the first verb
      phrase: the parenthetical "for example," before its head verb goes with it, and so does the
      comma that opened it ("The Sun is expected to last", never "The Sun, is expected");
    - "The judging, and the anger at it, was visible" minus either conjunct: the comma before
      "and" goes with the conjunction, and so does the one that closed the pair ("The judging
      was visible", never "The judging, was visible"; "The anger at it was visible").
    """
    lo, hi = spans[0][0], spans[-1][1]
    if k == 0 and lo > 0 and doc[lo - 1].text == ",":
        root = doc[spans[0][0] : spans[0][1]].root
        if root.pos_ in {"VERB", "AUX"} and any(t.text == "," for t in doc[lo : root.i]):
            return [doc[lo - 1]]
    # not after "or": ", or B," renames (an alias, flagged ``alias`` by the extractor)
    if len(spans) == 2 and cc.lower_ != "or" and cc.i > 0 and doc[cc.i - 1].text == ",":
        root = doc[spans[0][0] : spans[0][1]].root
        if (
            hi < len(doc)
            and doc[hi].text == ","
            and root.dep_ in NOMINAL_SUBJECT_DEPS
            and root.head.i > hi
            and not any(t.text == "," for t in doc[spans[0][0] : spans[0][1]])
        ):
            return [doc[hi]]
    if _raised_complement_after_commas(doc, cc, spans):
        return [doc[hi]]
    if _parenthetical_premodifier(doc, cc, spans):
        return [doc[hi]]
    return []


def _gapped_auxiliary(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "Two soldiers were killed and more than forty wounded": the second clause is gapped, its
    auxiliary recovered from the first (Huddleston & Pullum 2002 ch. 15 §4.2 on gapping; Quirk
    et al. 1985 §13.92). A past participle with a subject of its own but no auxiliary, after a
    first clause whose verb has one, cannot stand without that clause: removing the first would
    leave "More than forty wounded", so that removal is not made (the second one can go)."""
    first, last = (doc[a:b].root for a, b in (spans[0], spans[-1]))
    if last.tag_ != "VBN" or first.pos_ not in {"VERB", "AUX"}:
        return False
    own = {c.dep_ for c in last.children}
    if own & {"aux", "auxpass"} or not own & {"nsubj", "nsubjpass"}:
        return False
    return any(c.dep_ in {"aux", "auxpass"} for c in first.children)


def _classifying_gerund(doc: Doc, spans: Sequence[tuple[int, int]]) -> Token | None:
    """ "The settlers built villages, fishing huts, logging camps and small sawmills": the parse
    read the list member "logging camps" as a verb with its object and made "camps and small
    sawmills" the verb's coordinated objects. A bare "-ing" form directly before a bare noun, as
    one member of a comma list of noun phrases, is a classifying premodifier of that noun
    ("fishing huts", "logging camps"; Quirk et al. 1985 §17.99 and §17.104 on -ing
    premodifiers; Huddleston & Pullum 2002 ch. 19 §5.2 on gerund-participial compounds): it
    belongs to the first conjunct alone, so it goes with it ("villages, fishing huts, small
    sawmills"), never "villages, fishing huts, logging small sawmills"."""
    lo, hi = spans[0]
    head = doc[lo:hi].root
    if lo < 2 or head.dep_ != "dobj" or head.i != lo or head.tag_ not in {"NN", "NNS"}:
        return None
    gerund = doc[lo - 1]
    if gerund.tag_ != "VBG" or head.head != gerund or doc[lo - 2].text != ",":
        return None
    if gerund.dep_ not in {"acl", "conj", "appos"} or gerund.head.tag_ not in {"NN", "NNS"}:
        return None
    if any(c.i != head.i for c in gerund.children if c.dep_ not in {"punct", "cc", "conj"}):
        return None  # the gerund has more of its own (an adverb, a particle): a real verb
    return gerund


def _parenthetical_premodifier(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> bool:
    """ "a brief, but memorable, career": two attributive adjectives of one noun, the second with
    its conjunction set off by a pair of commas (Huddleston & Pullum 2002 ch. 20 §4 on paired
    punctuation around a supplement; Quirk et al. 1985 §13.66 on a marked coordinated
    premodifier). With either adjective gone the pair goes too: the region takes the first
    comma, so the closing one before the noun goes with it ("a brief career", never "a brief,
    career"; no comma separates a lone premodifier from its head, Quirk et al. App. III.11)."""
    lo, hi = spans[0][0], spans[-1][1]
    if len(spans) != 2 or cc.i == 0 or doc[cc.i - 1].text != ",":
        return False
    if hi + 1 >= len(doc) or doc[hi].text != ",":
        return False
    roots = [doc[a:b].root for a, b in spans]
    if any(
        r.tag_ not in _ATTRIBUTIVE_TAGS or r.i != b - 1
        for r, (_, b) in zip(roots, spans, strict=True)
    ):
        return False  # each conjunct ends in its adjective: nothing follows it inside the span
    if any(t.text == "," for t in doc[lo : spans[0][1]]):
        return False
    # the head noun right after the closing comma (the parse may make it a third conjunct)
    return doc[hi + 1].tag_ in {"NN", "NNS"} and not doc[hi + 1].is_stop


#: Tags of an attributive premodifier: adjectives and participial adjectives ("a [most commonly
#: used] operation"; Quirk et al. 1985 §7.15-16 on participial adjectives in attributive use).
_ATTRIBUTIVE_TAGS = frozenset({"JJ", "JJR", "JJS", "VBN", "VBG"})


def _shared_article(det: Token, noun: Token) -> bool:
    """``det`` is an article or possessive determiner of the noun ``noun`` (or of an attributive
    adjective of it, where the parse may hang it: an attributive adjective takes no determiner
    of its own, Huddleston & Pullum 2002 ch. 5 §4, so the determiner is the noun's)."""
    if det.dep_ not in {"det", "poss"} or (det.lower_ not in _ARTICLE_WORDS and det.tag_ != "PRP$"):
        return False
    if noun.tag_ not in {"NN", "NNS"}:
        return False
    owner = det.head
    return owner.i == noun.i or (owner.dep_ == "amod" and owner.head.i == noun.i)


_ARTICLE_WORDS = frozenset({"the", "a", "an"})


def _determiner_of_coordinated_premodifiers(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "the old and new outline", "the simplest and most often used method": the conjuncts are
    attributive premodifiers of one noun right after the coordination, and the first span opens
    with the article. Coordination here is of premodifiers inside one noun phrase (Quirk et al.
    1985 §13.66; Huddleston & Pullum 2002 ch. 15 §4.1), and the determiner is the whole noun
    phrase's, outside the coordination, so it stays whichever conjunct goes ("the new outline",
    never "in new outline"; a singular count noun needs its determiner, H&P ch. 5 §4). A later
    conjunct with an article of its own ("the red and the blue car") makes each article its
    conjunct's, and the span stands."""
    lo, hi = spans[0]
    end = spans[-1][1]
    if len(spans) < 2 or hi - lo < 2 or end >= len(doc):
        return False
    noun = doc[end]
    if not _shared_article(doc[lo], noun):
        return False
    for a, b in [(lo + 1, hi), *spans[1:]]:  # the article aside, it may pass for the root
        root = doc[a:b].root
        if root.tag_ not in _ATTRIBUTIVE_TAGS or root.i != b - 1:
            return False  # each conjunct ends in its adjective, the noun comes right after
        if root.dep_ not in {"amod", "conj"}:
            return False
    return not any(doc[a].dep_ in {"det", "poss"} for a, _ in spans[1:])


def _attributive_adjective_after_small_clause(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "make [the edges softer] and [thin] lines themselves wider": the first conjunct is (the
    predicate of) a verbless small clause (a noun phrase and its predicative adjective, the complement of
    "make"), and the parse took the adjective opening the second small clause for the whole
    last conjunct. An adjective right before a noun is that noun's attributive modifier, no
    predicative coordinate of "softer" (English attributive adjectives precede their head:
    Huddleston & Pullum 2002 ch. 6 §4), so the real last conjunct is the whole small clause
    "thin lines themselves wider" and removing the span alone glued "softer lines". Small
    clauses go whole or not at all: no removal of the last span."""
    lo, hi = spans[-1]
    first_lo, first_hi = spans[0]
    if hi - lo != 1 or hi >= len(doc) or doc[lo].tag_ not in {"JJ", "JJR"}:
        return False
    if doc[hi].tag_ not in {"NN", "NNS"}:
        return False
    first = doc[first_hi - 1]  # the predicative adjective ends the small clause
    if first.tag_ not in {"JJ", "JJR", "RBR"}:
        return False
    # the small clause's subject inside the span, or right before a span the parse cut to the
    # adjective ("to blackened areas [smoother]"): an adjective after a noun is no attributive
    # premodifier of it, so it is the predicative one
    before = doc[max(0, first_lo - 1) : first.i]
    return any(t.tag_ in {"NN", "NNS", "PRP"} for t in before)


#: Complements a right-node-raised constituent fills for every conjunct ("has not sought, and
#: will not seek, [to dominate education]"; "supported, and will support, [the farmers]").
_RAISED_COMPLEMENT_DEPS = frozenset(
    {"dobj", "xcomp", "ccomp", "attr", "acomp", "oprd", "dative", "prep"}
)


def _raised_complement_after_commas(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> bool:
    """ "The Government has not sought, and will not seek, to dominate education": a delayed
    right constituent shared by two verbal conjuncts, the second conjunct interpolated between a
    pair of commas (Huddleston & Pullum 2002 ch. 15 §4.4 on delayed right constituent
    coordination; ch. 20 on paired commas). With either conjunct gone the pair goes too, never
    "will not seek, to dominate" nor "have supported, the farmers"."""
    if len(spans) != 2 or cc.i == 0 or doc[cc.i - 1].text != ",":
        return False
    lo, hi = spans[0][0], spans[-1][1]
    if hi + 1 >= len(doc) or doc[hi].text != ",":
        return False
    if any(t.text == "," for t in doc[spans[-1][0] : hi]):
        return False
    roots = [doc[a:b].root for a, b in spans]
    if any(r.pos_ not in {"VERB", "AUX"} for r in roots):
        return False
    after = doc[hi + 1 :]
    # a noun phrase right after the closing comma that the parse hung on the last verb as a
    # conjunct of it ("won, [their] right" read as "won, and right") is that shared object: a
    # noun and a verb are unlike categories, no coordination (Sag et al. 1985)
    return any(
        lo <= t.head.i < hi
        and (
            t.dep_ in _RAISED_COMPLEMENT_DEPS
            or (
                t.dep_ == "conj"
                and t.pos_ in {"NOUN", "PROPN"}
                and t.head.pos_ == "VERB"
                and t.left_edge.i == hi + 1
            )
        )
        for t in after
    )


def _raised_complement_inside(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]
) -> Token | None:
    """The same with the shared complement parsed into the last conjunct ("has not sought, and
    [will not seek, to dominate education]"): the closing comma of the pair sits inside it,
    right after its verb, and the first verb has no complement of its own. Removing the first
    conjunct takes that comma too ("will not seek to dominate education")."""
    if len(spans) != 2 or cc.i == 0 or doc[cc.i - 1].text != ",":
        return None
    first, last = (doc[a:b].root for a, b in spans)
    if first.pos_ not in {"VERB", "AUX"} or last.pos_ not in {"VERB", "AUX"}:
        return None
    # a stranded preposition ("asked for, and received, a copy") is no complement of its own:
    # its object is the shared one (Huddleston & Pullum 2002 ch. 15 §4.4)
    if any(
        c.dep_ in _RAISED_COMPLEMENT_DEPS
        and not (c.dep_ == "prep" and not any(g.dep_ == "pobj" for g in c.children))
        for c in first.children
    ):
        return None
    j = last.i + 1
    # the comma may also end the conjunct when the shared complement was cut off after it
    if j >= spans[-1][1] or j + 1 >= len(doc) or doc[j].text != ",":
        return None
    if any(t.text == "," for t in doc[spans[-1][0] : j]):
        return None
    if not any(t.head.i == last.i and t.dep_ in _RAISED_COMPLEMENT_DEPS for t in doc[j + 1 :]):
        return None
    return doc[j]


#: Parenthetical connectives that a pair of commas sets off before a coordination ("It must aid,
#: for example, A and B alike"): appositional and listing conjuncts and focusing adjuncts of the
#: prepositional-phrase form (Quirk et al. 1985 §8.89 on "for example", "for instance", "in
#: particular", "above all"; §17.65 on their paired commas). The comma closing one is not a
#: list comma and the phrase is no list member.
_PARENTHETICAL_CONNECTIVES = frozenset(
    {
        "for example", "for instance", "in particular", "above all", "in short", "in fact",
        "of course", "in general", "in addition", "in turn", "at least", "in part", "in sum",
        "in brief", "by contrast", "in contrast", "that is", "e.g.", "i.e.", "say",
        "in other words", "as a result", "above all else", "most of all", "first of all",
    }
)  # fmt: skip


def _closes_parenthetical_connective(doc: Doc, comma: int) -> bool:
    """The comma at ``comma`` closes a parenthetical connective opened by a comma or by the
    sentence start ("He bought, for instance, apples and pears")."""
    j = comma - 1
    while j >= 0 and doc[j].text not in {",", ";", ":", "(", "\u2014", "--", "-"}:
        j -= 1
    words = " ".join(t.lower_ for t in doc[j + 1 : comma])
    return words in _PARENTHETICAL_CONNECTIVES


def _result_clause_after(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "He was kind but shy, so that few knew him": a result or purpose clause opened by "so
    that"/"such that" (Quirk et al. 1985 §15.48-15.49) right after the last conjunct has that
    conjunct, or the whole coordination, as its cause; never the earlier conjuncts alone.
    Without the last conjunct it would hang on the one before ("He was kind, so that few knew
    him"), a causal claim the sentence does not make, as a hypothesis and as a premise alike."""
    i = spans[-1][1]
    if i < len(doc) and doc[i].text == ",":
        i += 1
    if i + 1 >= len(doc) or doc[i].lower_ not in {"so", "such"} or doc[i + 1].lower_ != "that":
        return False
    return doc[i + 1].dep_ == "mark" and doc[i + 1].head.dep_ == "advcl"


#: Particularizing focus adverbs (Quirk et al. 1985 §8.116-8.117; ``wordlists/particularizers.txt``).
_PARTICULARIZERS = word_set("particularizers")
#: First words of a later list member that give a particularizer narrow scope over the member it
#: opens only ("mainly silver and some gold", "chiefly wheat and occasionally rye"): a quantified
#: or frequency-marked member is a further part of the whole, not a further focus of the adverb.
_NARROW_SCOPE_OPENERS = frozenset({"some", "a", "few", "several", "other", "also", "occasionally"})
#: Appositive indicators that open a noun phrase set off after a comma and restate or extend the
#: one before it: "perceived through the things that are made, even his power and divinity"
#: (Quirk et al. 1985 §17.65-17.80 on appositive indicators; "even" in the sense "namely, that
#: is to say", OED s.v. even adv. 8, the apposition of the Authorized Version and its heirs, or
#: the inclusive "even" of §17.78). Like a particularizer's, the appositive's host before the
#: comma is no conjunct of the "and" inside it (stop 88, cj189). The equivalence markers
#: "namely", "i.e.", "that is" are ``conjunction_residue.member_in_equivalence_gloss``'s.
_APPOSITIVE_INDICATORS = frozenset({"even"})


def _particularized_member(doc: Doc, spans: Sequence[tuple[int, int]]) -> int | None:
    """The index of a list member, not the last, that opens with a particularizer ("notably",
    "especially", "mainly" ...; Quirk et al. 1985 §8.116) after a comma: "new metals, [notably
    steel], copper and aluminium". The particularizer has the list after it as its focus, an
    appositive that singles out members of the noun phrase before it (particularizing apposition,
    Quirk et al. 1985 §17.78), so it belongs to no one member: with the first member gone it
    stays before the new first ("notably copper and aluminium", never "new metals, copper and
    aluminium", which makes the appositive a list member). When the parse took that host noun
    phrase for a list member too ("[modern materials], [especially iron], glass and concrete"),
    the member index is past 0, and the host members are no conjuncts. When a later member
    opens with a quantifier or adverb of its own (``_NARROW_SCOPE_OPENERS``) the scope is narrow
    ("mostly Muslim but also Christian": the particularizer goes with its member) or, with more
    members after it, undecided (no removal of the particularized member). None when the
    particularized member is the last ("A, and especially B" is ``particularized_last``'s) or a
    verb phrase ("mostly consists of A but also includes B": the adverb is its own). The
    appositive "even" (``_APPOSITIVE_INDICATORS``) opens such a member too: "through the things
    that are made, [even his power] and [divinity]" has the host "the things that are made",
    which neither a removal nor an addition may treat as a conjunct (stop 88, cj189)."""
    for j, (lo, hi) in enumerate(spans[:-1]):
        first = doc[lo]
        marker = first.lower_ in _PARTICULARIZERS or first.lower_ in _APPOSITIVE_INDICATORS
        if not marker or first.dep_ != "advmod" or hi - lo < 2:
            continue
        if doc[lo:hi].root.pos_ in {"VERB", "AUX"}:
            return None
        if lo == 0 or doc[lo - 1].text != ",":
            return None
        return j
    return None


def _comma_before_verb_of_subject(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]
) -> Token | None:
    """The comma right after the last conjunct that stands between the subject the
    coordination ends and that subject's verb: "The rise of radio and [the debates around it],
    shaped the election". A subject is not separated from its predicate by a single comma
    (Quirk et al. 1985 App. III.14; Huddleston & Pullum 2002 ch. 20 §5); a writer may put one
    after a long subject, to close its last conjunct, but once that conjunct is gone the comma
    closes nothing ("The rise of radio, shaped the election"), so it goes with it (cj221). Not
    when a comma before the coordination inside the subject may open a parenthesis this one
    closes ("The rise, and fall, of X"), nor before anything but the verb and its auxiliaries."""
    comma = spans[-1][1]
    if comma + 1 >= len(doc) or doc[comma].text != ",":
        return None
    subject = next((t for t in [cc, *cc.ancestors] if t.dep_ in NOMINAL_SUBJECT_DEPS), None)
    if subject is None or subject.right_edge.i not in {comma - 1, comma}:
        return None
    verb = subject.head
    if verb.i <= comma or verb.pos_ not in {"VERB", "AUX"}:
        return None
    between = doc[comma + 1 : verb.i]
    if any(t.head.i != verb.i or t.dep_ not in {*AUX_DEPS, "neg"} for t in between):
        return None
    if any(t.text == "," for t in doc[subject.left_edge.i : spans[0][0]]):
        return None
    if len(spans) == 2 and any(t.text == "," for t in doc[spans[0][1] : cc.i]):
        return None  # "The North Province, or simply the North, is": a parenthesis's pair
    return doc[comma]


def _interjection_member(doc: Doc, span: tuple[int, int]) -> bool:
    """The span is one interjection set off by a comma after it ('"Oh, cruel and faithless
    friend!"', parsed as a list member "Oh"). An interjection stands outside clause and phrase
    structure (Quirk et al. 1985 §11.54-11.55; Huddleston & Pullum 2002 ch. 16 §4.3), so it is
    no coordinate, whose members are alike in function (Huddleston & Pullum 2002 ch. 15 §4.1),
    and a removal never edits it (cj221)."""
    lo, hi = span
    return hi - lo == 1 and doc[lo].tag_ == "UH" and hi < len(doc) and doc[hi].text == ","


#: Tags of the predicate head of an absolute clause: an adjective, a participle, or a noun the
#: small model tags for an adjective ("his face pale/NN"; Quirk et al. 1985 §15.58).
_ABSOLUTE_PREDICATE_TAGS = frozenset({"JJ", "VBN", "VBG", "NN", "RB"})


def _absolute_member(doc: Doc, spans: Sequence[tuple[int, int]]) -> tuple[int, int] | None:
    """A member that opens with the subject of an absolute clause: "He sat, [his face pale] and
    [drawn], his eyes dim", "Settlers came from A, B, and [Illinois hoping to buy land]". An
    absolute clause is a nonfinite or verbless clause with a subject of its own, set off by a
    comma from the clause it depends on (Quirk et al. 1985 §15.58; Huddleston & Pullum 2002
    ch. 14 §9.2). The parse makes it a member of a list with the finite clause or its predicates,
    but a finite clause and an absolute are no like coordinates (Huddleston & Pullum 2002 ch. 15
    §4.1). When the later members have no subject of their own, the coordination is of the
    absolute's predicates, and its subject scopes over all of them ("his face [pale] and
    [drawn]"), so it stays: removing "pale" leaves "his face drawn", never "He sat, drawn".
    Members before the absolute belong to no coordination of these predicates, and an absolute
    that is the last member ("[Illinois hoping ...]") has no partner to keep: no removal.
    Returns (the member's index, the end of its subject), or None (cj221)."""
    for i, (lo, hi) in enumerate(spans):
        before = lo - 2 if lo > 1 and doc[lo - 1].lower_ in CONJUNCTIONS else lo - 1
        if before < 0 or doc[before].text != ",":
            continue  # set off by a comma, before the coordinator too (", and Illinois hoping")
        root = doc[lo:hi].root
        if root.tag_ not in _ABSOLUTE_PREDICATE_TAGS:
            continue
        if any(c.dep_ in AUX_DEPS or c.dep_ == "cop" for c in root.children):
            continue
        if root.tag_ == "VBN" and root.dep_ == "conj" and root.head.tag_ == "VBD":
            # "He hid his coin, but [the other one traded with his]": a participle with its own
            # subject coordinated with a past-tense verb is that past tense mistagged (the
            # regular "-ed" form is both); coordinates are alike in function (Huddleston &
            # Pullum 2002 ch. 15 §4.1), so it is a finite clause, no absolute
            continue
        subject = next(
            (c for c in root.children if c.dep_ in NOMINAL_SUBJECT_DEPS and c.i < root.i), None
        )
        if subject is None or subject.left_edge.i != lo or subject.pos_ not in {"NOUN", "PROPN"}:
            continue
        if any(
            c.dep_ in SUBJECT_DEPS and a <= c.i < b
            for a, b in spans[i + 1 :]
            for c in doc[a:b].root.children
        ):
            return None  # "his face pale and his eyes dim": two absolutes, each its own subject
        end = subject.right_edge.i + 1
        return (i, end) if end < hi else None
    return None


def _parenthetical_member(doc: Doc, span: tuple[int, int]) -> bool:
    """The span is a parenthetical connective set off by commas ("helps, in particular, A")."""
    lo, hi = span
    words = " ".join(t.lower_ for t in doc[lo:hi])
    return (
        words in _PARENTHETICAL_CONNECTIVES
        and lo > 0
        and doc[lo - 1].text == ","
        and hi < len(doc)
        and doc[hi].text == ","
    )


#: Tags of the head of a supplementive verbless or nonfinite clause: an adjective or a participle
#: (the small model tags an "-ed" participle after a subject VBD, "Baker, blindfolded, ...").
_SUPPLEMENTIVE_TAGS = frozenset({"JJ", "VBN", "VBD", "VBG"})


def _supplementive_member(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """Whether the first of three or more verb-phrase "conjuncts" is a supplementive clause
    the parse made a list member: "Baker, [blindfolded], [put the card back] and [drew another
    one]" (parsed with "blindfolded" the root and "put" its conjunct). A subject is not
    separated from its predicate by a single comma (Quirk et al. 1985 App. III.14; Huddleston &
    Pullum 2002 ch. 20 §5), so a word group set off by commas right after the subject is an
    interpolated supplementive adjective or participle clause, predicated of the subject
    (Quirk et al. 1985 §15.58-15.60), and the coordination starts after it: "Baker,
    blindfolded, drew another one", never "Baker, put the card back and drew another one" nor
    "Baker, blindfolded and drew another one". The first span must be a short adjective or
    participle phrase with no object, subject or auxiliary of its own, between a comma after
    the subject and a comma before the second conjunct, which is a verb with no subject of its
    own."""
    (lo, hi), (lo1, hi1) = spans[0], spans[1]
    if lo < 2 or doc[lo - 1].text != "," or hi >= len(doc) or doc[hi].text != "," or lo1 != hi + 1:
        return False
    head, second = doc[lo:hi].root, doc[lo1:hi1].root
    if hi - lo > 4 or head.tag_ not in _SUPPLEMENTIVE_TAGS or second.pos_ not in {"VERB", "AUX"}:
        return False
    own = {"dobj", "ccomp", "aux", "auxpass", *NOMINAL_SUBJECT_DEPS}
    if any(c.dep_ in own and lo <= c.i < hi for c in head.children):
        return False
    subjects = [c for c in head.children if c.dep_ in NOMINAL_SUBJECT_DEPS and c.i < lo]
    if not subjects or subjects[-1].right_edge.i not in {lo - 2, lo - 1}:  # comma on it or not
        return False
    return not any(c.dep_ in NOMINAL_SUBJECT_DEPS for c in second.children)


def _governor_before_depictives(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """Whether the first of three or more "conjuncts" is the finite verb whose subject the later
    ones describe: "your King [comes to you], [humble], and [riding on a donkey]", parsed with
    "humble" a conjunct of "comes". An adjective or participle phrase set off after a clause,
    with no subject or auxiliary of its own, is a supplementive (depictive) predication on the
    clause's subject (Quirk et al. 1985 §15.58-15.60; Huddleston & Pullum 2002 ch. 8 §4 on
    depictives), and a finite verb and such phrases are unlike constituents, no list (§13.60):
    the coordination is the depictives' own ("humble, and riding on a donkey"), and removing
    the verb would leave "your King humble and riding" (s1205q conj-040). The first span's
    head is a finite verb (no auxiliary: "was walking, humming, and whistling" shares one)
    with its subject before it; every later head is an adjective or a participle with neither
    (stop 86, cj186)."""
    first = doc[spans[0][0] : spans[0][1]].root
    if first.tag_ not in {"VBZ", "VBD", "VBP"} or any(c.dep_ in AUX_DEPS for c in first.children):
        return False
    if not any(c.dep_ in NOMINAL_SUBJECT_DEPS and c.i < first.i for c in first.children):
        return False
    for lo, hi in spans[1:]:
        head = doc[lo:hi].root
        if head.tag_ not in {"JJ", "VBG", "VBN"}:
            return False
        if any(c.dep_ in NOMINAL_SUBJECT_DEPS or c.dep_ in AUX_DEPS for c in head.children):
            return False
    before = doc[spans[1][0] - 2]
    if before.tag_ in {"JJ", "VBG", "VBN"} and before.head.i == first.i:
        # "the flocks produced [streaked], [speckled], and [spotted]": the word before the comma
        # is the verb's own adjective complement, the first member of a list of like
        # constituents the parse split (Quirk et al. 1985 §13.60), no clause before depictives
        # (blind A/B ab86b kept 4 of the 5 judged pairs of that list cut with its "and")
        return False
    return doc[spans[1][0] - 1].text == ","


def _depictives_after_clause(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """Whether the conjuncts are depictives set off by a comma after the finite clause whose
    subject they describe ("Your brother comes to you, [tired], and [carrying a heavy load]"):
    adjective or participle heads with no subject or auxiliary, the first right after a comma,
    hung on a finite verb before it. The comma sets the supplementive off from its clause
    (Quirk et al. 1985 §15.58-15.60), it is no list comma: the clause is no earlier member,
    and a removal keeps "comes to you, carrying a heavy load", never "comes to you and
    carrying" (stop 86, cj186)."""
    lo = spans[0][0]
    if lo < 2 or doc[lo - 1].text != ",":
        return False
    heads = [doc[a:b].root for a, b in spans]
    if any(h.tag_ not in {"JJ", "VBG", "VBN"} for h in heads):
        return False
    if any(c.dep_ in NOMINAL_SUBJECT_DEPS or c.dep_ in AUX_DEPS for h in heads for c in h.children):
        return False
    verb = heads[0].head
    before = doc[lo - 2]
    if before.tag_ in {"JJ", "VBG", "VBN"} and before.head.i == verb.i:
        # "produced streaked, speckled, and spotted": the word before the comma is the verb's
        # own adjective complement, the first member of a list of like constituents (Quirk et
        # al. 1985 §13.60), which the parse split; no supplementive (blind A/B ab86b kept 4 of
        # the 5 judged pairs of the list cut with its "and")
        return False
    return (
        verb.i < lo
        and verb.tag_ in {"VBZ", "VBD", "VBP"}
        and any(c.dep_ in NOMINAL_SUBJECT_DEPS and c.i < verb.i for c in verb.children)
    )


def _list_tail_comma(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> Token | None:
    """The comma before a two-conjunct coordination that is really the tail of a longer list
    the parse split ("was [directed], [written] and [produced] by X", with "written" parsed as a
    clause of "directed"): the member before the comma is the head of the first conjunct (or
    its dependent) with the same tag. With one conjunct left, the list's last pair must keep the
    conjunction ("directed and written by X", never "directed, written by X"): an "A, B"
    asyndetic pair is not how English closes a list (Quirk et al. 1985 §13.60)."""
    lo = spans[0][0]
    head = doc[spans[0][0] : spans[0][1]].root
    while (
        lo > 0
        and doc[lo - 1].tag_ == "DT"
        and doc[lo - 1].head.i == head.i
        and doc[lo - 1].lower_ not in PRECONJUNCTIONS  # "both words and music" opens here
    ):
        lo -= 1  # "a song, [an] [old candle ...], and three minutes": the article stays outside
    if cc.lower_ not in {"and", "or"} or lo < 2 or doc[lo - 1].text not in {",", ";"}:
        return None
    if doc[lo - 1].text == ";" and not any(t.text == ";" for t in doc[spans[-2][1] : cc.i]):
        # "a lawyer; [a doctor]; and [a teacher]": a list whose members are set off by
        # semicolons has one before its coordinator too (Quirk et al. 1985 App. III.17; CMOS
        # 6.60), so the semicolon before the pair is the list's; without one before the
        # coordinator ("fixed the roof; [the walls] and [the floor] were left") it ends a clause
        return None
    if _closes_parenthetical_connective(doc, lo - 1):  # "bought, for instance, A and B"
        return None
    last = lo - 2
    if last > 0 and doc[last].tag_ == "''":
        last -= 1  # 'to "The Times", "Harper's" and ...': the quoted member ends at its quote
    if doc[last].lower_ in SET_OFF_INTERJECTIONS:
        # "to the land, behold, [darkness] and [distress]": the comma closes the interjection,
        # no list member, so it stays ("behold, distress", never "behold and distress"; cj192)
        return None
    before = _member_head_before(doc[last], head)
    if not _like_tags(before, head) or before.is_punct:
        return None
    if (
        head.dep_ == "ccomp"
        and head.head.i == before.i
        and not any(before.i < c.i < lo - 1 and c.dep_ != "punct" for c in before.children)
    ):
        # "He said, [the doors were open], and [the lights were on]": the verb before the comma
        # is the reporting frame of the clauses after it (Quirk et al. 1985 §14.30), no member
        return None
    if (
        before.i != head.head.i
        and head.i != before.head.i
        and not _unlinked_member(before, head)
        and not _sibling_premodifiers(before, head)
        and not _sibling_appositive(doc, head, last)
        and not _member_read_as_second_subject(before, head)
    ):
        return None
    if any(_member_coordinator(t, before) for t in doc[before.left_edge.i : lo]):
        return None
    end = spans[-1][1]
    if any(
        t.dep_ == "conj"
        and t.left_edge.i >= end  # not the shared head noun: "the A, B, C and D currents"
        and not any(w.dep_ == "cc" for w in doc[end : t.i])
        for t in (*head.children, *before.children)
    ):
        # "in logic, the history and philosophy of religion, modern art, and the Bible": a
        # further member follows after a comma alone, so the pair is one member of the list,
        # not its last pair (the list's one coordinator comes before its last member, Quirk
        # et al. 1985 §13.21), and its comma stays ("logic, the philosophy of religion, ...")
        return None
    return doc[lo - 1]


#: Dependencies of a noun's own premodifiers and determiner, which stand inside its list member.
_MEMBER_PREMODIFIER_DEPS = NOUN_MODIFIER_DEPS | {"det", "poss"}


def _serial_member_start(doc: Doc, spans: Sequence[tuple[int, int]]) -> int:
    """Where the first conjunct's list member starts: its own determiner and premodifiers left
    of the span ("year, [new] authors, and publisher"), and an adjective the parse made the
    head of the member's noun ("[format-free] I/O", with "I" a ``dep`` of "free"), belong to
    the member. A shared premodifier stands before the whole coordination (Quirk et al. 1985
    §13.64), never after a list comma, so these are the member's own."""
    lo, hi = spans[0]
    head = doc[lo:hi].root
    if head.dep_ == "dep" and head.head.i == lo - 1 and head.head.pos_ == "ADJ":
        lo = head.head.left_edge.i
    while lo > 0 and doc[lo - 1].head.i == head.i and doc[lo - 1].dep_ in _MEMBER_PREMODIFIER_DEPS:
        lo = doc[lo - 1].left_edge.i if doc[lo - 1].left_edge.i < lo - 1 else lo - 1
    return lo


def _clause_member(verb: Token, end: int) -> bool:
    """``verb`` heads a main clause: a verb with a subject of its own and no subordinator, and
    with a complement or adjunct after it before ``end`` (a bare "He said," before a clause is
    the reporting frame of that clause, Quirk et al. 1985 §14.30, no list member of its own)."""
    return (
        verb.pos_ in {"VERB", "AUX"}
        and any(c.dep_ in NOMINAL_SUBJECT_DEPS for c in verb.children)
        and not any(c.dep_ == "mark" for c in verb.children)
        and verb.dep_ not in {"relcl", "advcl", "acl", "csubj"}
        and any(verb.i < c.i < end and c.dep_ != "punct" for c in verb.children)
    )


def _serial_list_comma(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]
) -> tuple[Token, int] | None:
    """The list comma before a two-conjunct coordination that is the tail of a longer serial
    list the parse split ("It has [A], [B], and [C]" with only B and C as the conjuncts), and
    where B's member starts (``_serial_member_start``); None when the coordination is no such
    tail. A serial comma before the coordinator marks a list of three or more (Quirk et al.
    1985 §13.21, App. III.14), and with one member gone the list's last two keep the
    coordinator ("A and C", never the asyndetic "A, C", §13.60; ``_list_tail_comma`` for the
    lists whose like members the parse links). The member before the comma must be like B:
    a noun after its clause's verb (not a fronted adjunct, "In 1990, A, and B") beside a
    nominal B, or a main clause (a subject, no subordinator: not "When he came, A, and B")
    beside a clause or a gapped clause remnant hung on its verb ("the first byte is placed in
    X, the next in Y, and the third in Z", Quirk et al. 1985 §13.92 on gapping)."""
    if cc.lower_ not in {"and", "or"} or len(spans) != 2 or doc[cc.i - 1].text != ",":
        return None
    head = doc[spans[0][0] : spans[0][1]].root
    lo = _serial_member_start(doc, spans)
    if lo < 2 or doc[lo - 1].text != "," or _closes_parenthetical_connective(doc, lo - 1):
        return None
    last = doc[lo - 2]
    if last.tag_ == "''" and lo > 2:
        last = doc[lo - 3]
    if head.pos_ in {"NOUN", "PROPN"}:
        verb = next((a for a in head.ancestors if a.pos_ in {"VERB", "AUX"}), None)
        ok = (
            last.pos_ in {"NOUN", "PROPN"}
            and last.dep_ in {"dobj", "pobj", "conj", "appos", "attr"}
            and verb is not None
            and verb.i < last.i
            and verb in last.ancestors
        )
        return (doc[lo - 1], lo) if ok else None
    verb = next((a for a in (last, *last.ancestors) if a.pos_ in {"VERB", "AUX"}), None)
    if verb is not None and verb.i < lo and _verb_phrase_member(doc, verb, head, spans, lo):
        return doc[lo - 1], lo
    if verb is None or not _clause_member(verb, lo - 1) or verb.i >= lo:
        return None
    own = _clause_member(head, len(doc)) and not (head.head.i == verb.i and head.dep_ == "ccomp")
    gapped = head.pos_ not in {"VERB", "AUX"} and head.head.i == verb.i
    return (doc[lo - 1], lo) if own or gapped else None


def _verb_phrase_member(
    doc: Doc, verb: Token, head: Token, spans: Sequence[tuple[int, int]], lo: int
) -> bool:
    """``verb`` heads a verb-phrase member of the same serial list as the two conjuncts ("than
    [listen patiently], [soften every grievance], and [excuse each to the other]", with the
    parse hanging "soften" elsewhere): a list of predicates sharing one subject or none
    (Quirk et al. 1985 §13.44 on coordinated predicates, §13.21 on the coordinator before the
    last list member). The three verbs have one form (the members of a list are like
    constituents, §13.60), none has a subject of its own, and the member before the comma
    holds no other comma (a fronted adjunct "In 1990, he ..." is no such member); an
    infinitive marker on the earlier verb alone ("To win, practise, and rest") makes it a
    purpose adjunct, not a member (stop 86, cj186)."""
    last = doc[spans[1][0] : spans[1][1]].root
    verbs = (verb, head, last)
    if not all(v.pos_ == "VERB" and v.tag_ == head.tag_ for v in verbs):
        return False
    if head.tag_ not in {"VB", "VBD", "VBG", "VBN", "VBZ", "VBP"}:
        return False
    if any(c.dep_ in NOMINAL_SUBJECT_DEPS for v in (head, last) for c in v.children):
        return False
    if any(c.dep_ in NOMINAL_SUBJECT_DEPS and c.i > verb.left_edge.i for c in verb.children):
        return False  # "He stood up, ..." shares its subject; a clause after an adjunct does not
    to = [any(c.lower_ == "to" and c.dep_ == "aux" for c in v.children) for v in (verb, head)]
    if to[0] and not to[1]:
        return False
    if any(c.dep_ == "mark" and c.lower_ != "than" for c in verb.children):
        return False  # "When it rains, close X, and Y": a subordinate clause, no member
    return not any(t.text in {",", ";", ":"} for t in doc[verb.i : lo - 1])


def _inner_clause_comma(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> Token | None:
    """The comma inside the first conjunct between two main clauses the parse put in one span
    ("[Its bus runs at X, it has Y], and [it comes in Z]", with the first clause hung on the
    second): a list of three clauses, whose first two stay when the last goes and keep the
    coordinator before the new last member ("X, and it has Y"; Quirk et al. 1985 §13.21), never
    the comma splice "X, it has Y" (None: no such comma). The earlier clause may reach left of
    the span: a sentence connective the parse hung on it ("[But] in those days the sun will
    darken, the moon will fail, the stars will fall, and ...") stands outside the coordination
    (Quirk et al. 1985 §8.134 on conjuncts in initial position) and the list is the same
    (stop 84, cj178)."""
    if cc.lower_ not in {"and", "or"} or len(spans) != 2 or doc[cc.i - 1].text != ",":
        return None
    lo, hi = spans[0]
    verb = doc[lo:hi].root
    if not _clause_member(verb, hi):
        return None
    subject = next((c for c in verb.children if c.dep_ in NOMINAL_SUBJECT_DEPS), None)
    start = subject.left_edge.i if subject is not None else verb.i
    if start - 1 <= lo or doc[start - 1].text != ",":
        return None
    earlier = [
        c
        for c in verb.children
        if c.i < start - 1
        and c.dep_ in {"ccomp", "conj", "parataxis"}
        and (
            c.left_edge.i == lo
            or (
                c.left_edge.i < lo
                and all(t.dep_ in {"cc", "advmod", "punct"} for t in doc[c.left_edge.i : lo])
            )
        )
    ]
    if not earlier or not _clause_member(earlier[0], start - 1):
        return None
    return doc[start - 1]


def _phrase_for_noun_phrase(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "as defined [in STD 18, RFC 904] and [EGP usage in the backbone]": a prepositional
    phrase and a noun phrase the parse joined. Coordinates share one function (Huddleston &
    Pullum 2002 ch. 15 §4.7; Quirk et al. 1985 §13.41), and a bare noun phrase cannot stand
    where the adjunct "in X" stands, so the pair is misparsed or joins at a higher level:
    without the phrase the noun phrase would follow the phrase's head directly ("as defined
    EGP usage"), and without the noun phrase what the sentence coordinated is unknown. A time noun ("in 1990 and the next year") is an adjunct itself."""
    if len(spans) != 2:
        return False
    first = doc[spans[0][0] : spans[0][1]].root
    rest = doc[spans[1][0] : spans[1][1]].root
    return (
        first.pos_ == "ADP"
        and first.i == spans[0][0]
        and first.dep_ in {"prep", "agent"}
        and rest.pos_ in {"NOUN", "PROPN"}
        and doc[spans[1][0]].pos_ != "ADP"
        and rest.head.i != first.i
        and not _time_noun(rest)
    )


def _member_coordinator(tok: Token, before: Token) -> bool:
    """Whether ``tok`` coordinates the list member headed by ``before`` with something ("cats
    and dogs, birds and fish": the member is itself a coordination, no list member of one),
    rather than words inside one of its dependents ("held the chair between 1959 [and] 1982,
    was elected ... and was a member": the coordination of the two years is one constituent
    inside the member's adjunct, Quirk et al. 1985 §13.60 on list members as units). Only a
    coordination under a preposition of the member is inside it: a coordination of the
    member's premodifiers ("biotic and abiotic stress tolerance, [grain] or [biomass] yield")
    leaves the member's noun itself in doubt."""
    if tok.dep_ != "cc":
        return tok.lower_ in CONJUNCTIONS
    node = tok.head
    while node.i != before.i and node.head.i != node.i:
        if node.dep_ in {"prep", "agent"}:
            return False
        node = node.head
    return True


def _like_tags(before: Token, head: Token) -> bool:
    """List members are like constituents (Quirk et al. 1985 §13.60): the same tag, or the same
    kind of noun in either number, since number is no category ("a song, an old candle, and
    three minutes"), or finite verbs in any tense or person ("The students read, wrote and
    argued": tense is no category either, and "read" is tagged present). A proper noun before a common one is not taken for a member: it is a
    premodifier ("a Broward County, Florida, prosecutor and judge")."""
    common, proper, finite = {"NN", "NNS"}, {"NNP", "NNPS"}, {"VBD", "VBP", "VBZ"}
    return before.tag_ == head.tag_ or any(
        before.tag_ in kind and head.tag_ in kind for kind in (common, proper, finite)
    )


def _member_head_before(last: Token, head: Token) -> Token:
    """The head of the list member that ends right before the comma: "choose between [bribing the
    guard], [forging a pass], or [climbing ...]" ends in "guard", but the member is the gerund
    phrase headed by "bribing". Members of one list are like constituents (Quirk et al. 1985
    §13.60), so the climb goes leftwards up the member's own heads (at most a few steps) and stops
    at the first word of the conjunct head's tag."""
    tok = last
    for _ in range(3):
        if _like_tags(tok, head) or tok.head.i >= tok.i:
            break
        tok = tok.head
    return tok


def _sibling_premodifiers(before: Token, head: Token) -> bool:
    """ "a British [stage], [film] and [radio] actor": the list's members are premodifiers of one
    noun; the parse hangs each on "actor" with the same relation instead of linking them, so they
    are siblings, not head and dependent. Premodifiers of one head joined by commas and a final
    conjunction are one list (Quirk et al. 1985 §13.60, §17.108 on coordinated premodifiers).
    The parse may also make the first member the head and the modified noun its apposition
    ("stage" <- appos "actor" <- nmod "film") or its conjunct ("among the executive <- conj
    branches <- amod legislative"); the noun then closes the phrase (no dependent
    after it), which an apposition with its own material ("the daughter, film star Anna Lee")
    does not."""
    noun = head.head
    if before.i > head.i or head.dep_ not in {"compound", "amod", "nmod"} or noun.i < head.i:
        return False
    if before.head.i == noun.i and before.dep_ == head.dep_:
        return True
    return (
        noun.head.i == before.i
        and noun.dep_ in {"appos", "conj"}
        and before.tag_ in {"NN", "JJ"}
        and not any(c.i > noun.i for c in noun.children)
    )


def _sibling_appositive(doc: Doc, head: Token, last: int) -> bool:
    """ "all that is in the world—[the lust of the flesh], [the lust of the eyes], and [the pride
    of life]—": an appositive list whose members the parse hangs one by one on the noun they
    rename, so the member before the comma is a sibling appositive of the first conjunct, not
    its head or dependent. An appositive may be a coordination of several noun phrases (Quirk
    et al. 1985 §17.65), and a list's one coordinator stands before its last member (§13.21), so
    the sibling ending at ``last`` (the word before the comma) is the list's member: with one
    conjunct gone the last pair keeps the "and" ("the lust of the flesh and the pride of
    life"), never the asyndetic "the lust of the flesh, the pride of life" (stop 84, cj178)."""
    if head.dep_ != "appos" or head.pos_ not in {"NOUN", "PROPN"}:
        return False
    return any(
        c.dep_ == "appos"
        and c.i < head.i
        and c.right_edge.i in {last, last + 1}  # the comma may hang on the member
        and _like_tags(c, head)
        for c in head.head.children
    )


def _member_read_as_second_subject(before: Token, head: Token) -> bool:
    """ "The old house with its garden, [its pond] and [its orchard] was sold": the parse made
    the pair the subject of the verb, beside the real subject "The old house". A clause has one
    subject (Huddleston & Pullum 2002 ch. 4 §3), so the pair continues a list inside the real
    subject, whose member before the comma ("its garden") is the list's first: with one member
    gone the pair keeps its coordinator ("with its garden and its orchard"), never the
    asyndetic "with its garden, its orchard" (Quirk et al. 1985 §13.21)."""
    if head.dep_ not in {"nsubj", "nsubjpass"} or before.pos_ not in {"NOUN", "PROPN"}:
        return False
    return any(
        c.dep_ in {"nsubj", "nsubjpass"} and c.i < before.i <= c.right_edge.i
        for c in head.head.children
        if c.i != head.i
    )


def _unlinked_member(before: Token, head: Token) -> bool:
    """ "impacted by the issues with [the Fed bailouts], [interest rate cuts] and [the
    devaluation]": the parse hangs "cuts" on the verb, away from "bailouts", but a noun of the
    same tag right before the comma, both after the verb of their clause, is the first member of
    the same list (a list of like constituents, Quirk et al. 1985 §13.60). A fronted adjunct
    ("In the mornings, cats and dogs play") comes before the verb and is left alone."""
    if before.pos_ not in {"NOUN", "PROPN"} or head.pos_ not in {"NOUN", "PROPN"}:
        return False
    verb = next((a for a in head.ancestors if a.pos_ in {"VERB", "AUX"}), None)
    return verb is not None and verb.i < before.i and before.dep_ in {"pobj", "dobj", "conj"}


def _stranded_subject(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "Moods [come and go], but [greatness endures]": the first conjunct is a verb whose subject
    stands before its span, and the next conjunct is a clause with a subject of its own. That
    subject is the first verb's alone (a subject is shared only by coordinated verb phrases,
    Huddleston & Pullum 2002 ch. 15 §4.3; a clause with its own subject shares none), so
    removing the verb strands it before the other clause ("Moods greatness endures"): no
    removal of the first conjunct is made."""
    if len(spans) < 2:
        return False
    first, nxt = doc[slice(*spans[0])].root, doc[slice(*spans[1])].root
    if first.pos_ not in {"VERB", "AUX"}:
        return False
    outer = any(c.dep_ in NOMINAL_SUBJECT_DEPS and c.i < spans[0][0] for c in first.children)
    subject = max((c.i for c in first.children if c.dep_ in NOMINAL_SUBJECT_DEPS), default=-1)
    # "The park has [paved] and [gravel paths]": the auxiliary the parse gave the first conjunct
    # is the main verb the noun phrases share ("has gravel paths"). Only when the first conjunct
    # is a bare participle or adjective premodifier of the noun (one word, Quirk et al. 1985
    # §17.98-17.101): a longer verb phrase after "had", "was", "to be" ("had [looked on with
    # ...]", "was [buttoned up to his chin]") is a perfect or passive whose auxiliary is no main
    # verb to share ("his drab vesture was spectacles on nose")
    bare = spans[0][1] - spans[0][0] == 1 and doc[spans[0][0]].tag_ in {"VBN", "VBG", "JJ"}
    main = bare and any(
        t.lemma_ in ASPECT_VOICE_AUXILIARIES for t in doc[subject + 1 : spans[0][0]]
    )
    if outer and not main and nxt.pos_ in {"NOUN", "PROPN"} and spans[1][1] - spans[1][0] > 1:
        # a verb and a noun phrase are no like constituents (Quirk et al. 1985 §13.60): the parse
        # read a clause as a noun phrase ("[style] endures" tagged a compound noun) or hung an
        # object on the verb ("propose a fund ..., and [tax incentives]"); a verb form the parse
        # tagged a noun at the head of the conjunct ("ripped and [swore] astern") is a verb
        # phrase sharing the subject
        return not (nxt.i == spans[1][0] and only_a_finite_verb(nxt.lower_))
    if nxt.pos_ not in {"VERB", "AUX"}:
        return False
    own = any(
        c.dep_ in NOMINAL_SUBJECT_DEPS | {"expl"} and spans[1][0] <= c.i < spans[1][1]
        for c in nxt.children
    )
    return outer and own


#: WordNet classes of the common nouns that classify names of bodies, documents, places and
#: structures ("Department", "Act", "County", "Bridge"; proper names with a classifier,
#: Huddleston & Pullum 2002 ch. 5 §20).
_NAME_CLASSIFIER_LEXNAMES = frozenset(
    {"noun.group", "noun.communication", "noun.location", "noun.artifact"}
)


def _split_name_modifier(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "North and South Korean leaders", "North and South Dakota": the first conjunct is one
    capitalised premodifier and the last is a name of two words or more that opens with a word
    of the same tag, so the first conjunct shares the last one's final word ("North [Korean]",
    "North [Dakota]"; right-node raising inside a compound name, Huddleston & Pullum 2002
    ch. 15 §4.4) and a name part alone names nothing ("North leaders", "North"). The parse takes
    the last conjunct whole, so removing it leaves the stray part: no removal of the last
    conjunct is made (removing the first, "South Korean leaders", is right)."""
    if len(spans) != 2 or spans[0][1] - spans[0][0] != 1:
        return False
    w = doc[spans[0][0]]
    lo, hi = spans[-1]
    words = [t for t in doc[lo:hi] if not t.is_punct]
    if len(words) < 2 or not all(t.is_title for t in [w, *words]):
        return False
    head = doc[lo:hi].root
    if words[0].tag_ != w.tag_ or words[0].head.i != head.i or head.i == words[0].i:
        return False
    if w.dep_ not in {"amod", "compound", "nmod"}:
        return False
    # the first part is a directional or ordinal name part ("North", "Upper", "Second"), or the
    # shared final word is a common-noun classifier of names ("Medical Leave Act", "Navy
    # Department"); two whole names ("Taliban and Al Qaida") share nothing
    classifier = wordnet.first_sense_lexname(words[-1].lower_, "NOUN") in _NAME_CLASSIFIER_LEXNAMES
    if w.lower_ not in NAME_SHARING_MODIFIERS and not classifier:
        return False
    # the parse hangs the first part on the shared word ("North [Dakota]") or on the noun the
    # whole coordination modifies ("North ... leaders")
    return lo <= w.head.i < hi or (w.head.i >= hi and head.dep_ in {"conj", "amod", "compound"})


#: Relations of a finite clause embedded in another clause (a complement, adverbial or
#: relative clause): a coordination at its right edge can join clauses inside it or outside it.
#: A relative clause is left out: its verb phrases share the relative word as subject, and a
#: verb phrase after it is read inside it ("a curve which is defined ... and has ...").
_EMBEDDED_FINITE_DEPS = frozenset({"ccomp", "advcl", "acl"})


def _finite_with_own_subject(verb: Token) -> bool:
    """A finite clause with a subject of its own, no relative word ("whereas [scrolls] act",
    "[I] was dead"; not "which is defined")."""
    return is_finite_clause(verb) and any(
        c.dep_ in NOMINAL_SUBJECT_DEPS | {"expl"} and c.tag_ not in WH_TAGS and c.lower_ != "that"
        for c in verb.children
    )


def _finite_form(verb: Token) -> str:
    """The tag of the word that carries a verb phrase's inflection: its first auxiliary, or the
    verb itself ("have recorded" -> VBP, "picked" -> VBD)."""
    return agreeing_word(verb, to=False).tag_


def _diary_drop_past(tok: Token) -> bool:
    """A capitalised past-tense verb form opening a stretch (at the start or after a colon),
    which the tagger read as a name: "the mistake: Thought I was dead" (subject drop in diary
    and note style, Haegeman 1990; the tagger has no subject to tell it a verb follows)."""
    if not tok.text[:1].isupper() or tok.tag_ not in {"NNP", "NN"}:
        return False
    if tok.i > 0 and tok.doc[tok.i - 1].text not in {":", ";"}:
        return False
    word = tok.lower_
    return any(
        word in (getInflection(lemma, "VBD") or ()) for lemma in getAllLemmas(word).get("VERB", ())
    )


def _subjectless_matrix_verb(first: Token) -> str | None:
    """The inflection tag of the verb that takes the clause headed by ``first`` as complement
    or adjunct, when that verb has no subject of its own ("Thought [I was dead]"); the word
    right before the clause stands in when the parse hung the clause elsewhere ("the mistake:
    Thought I was dead" with "was" a modifier of "mistake")."""
    head = first.head
    if head.pos_ not in {"VERB", "AUX"} and first.left_edge.i > 0:
        head = first.doc[first.left_edge.i - 1]
        if _diary_drop_past(head):
            return "VBD"
    if head.pos_ not in {"VERB", "AUX"} or head.tag_ not in FINITE_TAGS:
        return None
    if any(c.dep_ in SUBJECT_DEPS for c in head.children):
        return None
    return _finite_form(head)


def _clause_level_undecided(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> bool:
    """ "Thought I was dead and picked up the sword": the first conjunct is a finite clause
    with its own subject embedded in a verb phrase that has none, and the last conjunct is a
    verb phrase without a subject, in the inflection of that matrix verb. Coordination joins
    constituents of one level (Huddleston & Pullum 2002 ch. 15 §2-4), and the subjectless verb
    phrase can be the coordinate of the subjectless matrix verb phrase ("[Thought I was dead]
    and [picked up the sword]": like coordinates like, ch. 15 §4.1) as well as of the embedded
    one ("Thought [I was dead and picked up the sword]"). The parse decides that attachment
    blindly; removing the first conjunct as it drew it crosses the clause boundary on the other
    reading ("Thought I picked up the sword": who did what changes), the removal that Ross's
    (1967) Coordinate Structure Constraint rules out. Removing the last conjunct leaves the
    same words on both readings ("Thought I was dead."), so only the first conjunct's removal
    (and the addition built on it) is refused. Left alone: a matrix verb with its own subject
    ("Master says that you are X and must be destroyed": the bare verb phrase shares a subject
    with the embedded clause only), a last conjunct in another inflection than the matrix verb
    ("realized that they are big and want ...": "want" cannot continue "realized"), a
    relative clause (its verb phrases share the relative word), an infinitival or participial
    complement, and a last conjunct with a subject of its own."""
    if len(spans) != 2 or not spans[0][1] <= cc.i < spans[1][0]:
        return False
    first, last = doc[slice(*spans[0])].root, doc[slice(*spans[1])].root
    if first.pos_ not in {"VERB", "AUX"} or last.pos_ not in {"VERB", "AUX"}:
        return False
    if last.dep_ != "conj" or last.head.i != first.i:
        return False
    if any(c.dep_ in SUBJECT_DEPS for c in last.children):
        return False  # "..., and [unselected areas are transparent]": a clause says its subject
    if first.dep_ not in _EMBEDDED_FINITE_DEPS or not _finite_with_own_subject(first):
        return False
    return _subjectless_matrix_verb(first) == _finite_form(last)


def _shared_surname(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "the son of professor [Roger] and [nurse Mary Busfield]": every earlier conjunct is a
    lowercase title noun and one given name, and the last is headed
    by a name of two or more words. The family name is then shared by the
    coordination (right-node raising inside a name, Huddleston & Pullum 2002 ch. 15 §4.4;
    Quirk et al. 1985 §13.70 on shared final elements), so removing the last conjunct would
    leave "professor Roger" without it: no removal. Removing an earlier one keeps the full
    name ("nurse Mary Busfield")."""
    *earlier, (lo, hi) = spans
    last = doc[lo:hi]
    run = 0
    for t in reversed(last):
        if t.pos_ != "PROPN":
            break
        run += 1
    if run < 2 or doc[hi - 1].ent_type_ != "PERSON":
        return False
    if doc[lo:hi].root.pos_ != "PROPN":
        return False  # "mounted in Texas, and [was hosted by Larry Hagman]": no name conjunct
    for a, b in earlier:
        # "professor [Roger]": a common-noun title, then one given name that heads the
        # conjunct; a bare surname ("Watson and Chairman Kenneth Lay") or a name of several
        # words ("Ursula le Guin", "John Rhys-Davies") is a whole name of its own
        end = doc[b - 1]
        if end.pos_ != "PROPN":
            return False
        if not (b - 1 > a and doc[b - 2].pos_ == "NOUN" and doc[b - 2].is_lower):
            return False
    return True


def _repeated_conjuncts(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """Two conjuncts with the same words ("you, you, and only you"; "over and over", "ran and
    ran"): repetition for emphasis or iteration (Quirk et al. 1985 §13.101 on repetition with
    "and"; Huddleston & Pullum 2002 ch. 15 §2.5), not a coordination of distinct members, so
    removing one is no conjunct operation and the judges read it as none: no removal."""
    words = [tuple(t.lower_ for t in doc[a:b] if not t.is_punct) for a, b in spans]
    words = [w for w in words if w]
    return len(set(words)) < len(words)


#: Personal pronouns by the antecedents they need (number, and person gender for he/she), and
#: locative "there" (a place). See ``_lost_antecedent``.
_PRONOUN_FAMILIES = {
    "plural": PLURAL_PERSONAL_PRONOUNS,
    "it": frozenset({"it", "its", "itself"}),
    "he": frozenset({"he", "him", "his", "himself"}),
    "she": frozenset({"she", "her", "hers", "herself"}),
    "there": frozenset({"there"}),
}
_PLACE_ENTITIES = frozenset({"GPE", "LOC", "FAC"})


def _lost_antecedent(
    doc: Doc, spans: Sequence[tuple[int, int]], k: int, partitive: bool = False
) -> tuple[str, ...]:
    """The flags of a removal that took away an antecedent: ``lost_substitute_antecedent`` for a
    nominal substitute of the next conjunct (``_lost_parallel_substitute``), with the pronoun
    and discourse-anaphor flags of ``_lost_reference``, which it does not replace."""
    substitute = ("lost_substitute_antecedent",) if _lost_parallel_substitute(doc, spans, k) else ()
    return (*substitute, *_lost_reference(doc, spans, k, partitive))


def _lost_reference(
    doc: Doc, spans: Sequence[tuple[int, int]], k: int, partitive: bool = False
) -> tuple[str, ...]:
    """Whether a pronoun (or locative "there") after the removed conjunct had a possible
    antecedent earlier in the sentence and the removal took away every one of them: "Anna and
    her sister came" -> "Her sister came"; "John and Mary came, and they sang" -> "Mary came,
    and they sang" (the plural antecedent was the coordination); "She moved to Paris and met him
    there" minus "moved to Paris". That is the defect ``lost_antecedent``, except for a pronoun
    in a later clause whose antecedent was in a removed clause of its own (``_own_clause``, and
    not bound by a coordinated subject, ``_bound_by_coordination``): "The hype was big, but it
    failed" -> "It failed" gets the warning ``pronoun_antecedent_removed``, since a hypothesis
    is read after its premise, which still names the referent (discourse anaphora across
    sentences, Halliday & Hasan 1976 ch. 2). A pronoun that had no antecedent in the sentence
    (it refers to the context) or whose chain starts with an earlier pronoun of its own kind is
    left alone: only a loss the sentence itself shows is flagged (binding of pronouns to the
    closest agreeing antecedent, Ariel 1990 on accessibility)."""
    lo, hi = spans[k]
    removed = set(range(lo, hi))
    if _lost_one_antecedent(doc, removed, hi) or _lost_that_of_antecedent(doc, spans, k):
        return ("lost_antecedent",)
    if _partner_pronoun(doc, spans, k) is not None or _object_pronoun(doc, spans, k) is not None:
        return ("lost_antecedent",)
    anchor = _lost_discourse_anchor(doc, spans, k)
    if anchor == "defect":
        return ("lost_antecedent",)
    # "A and B were the champions, but only B played" -> "A was one of the champions, but only
    # B played": the partitive the number edit made introduces the set of champions, and the
    # later name is accommodated as another member of it (bridging, Clark 1977); without it ("A
    # was the champion, but B ...") the name enters with no role and stays a defect
    if not partitive and _renamed_later(doc, spans, k):
        return ("lost_antecedent",)
    if _definite_reiteration_later(doc, spans, k):  # "in a [wallet] or purse ... the wallet"
        return ("lost_antecedent",)
    if introduced_in_removed_clause(doc, spans, k):  # "[you make a tool], and the tool ..."
        return ("lost_antecedent",)
    if created_in_removed_member(doc, spans, k):  # "lacks such guides, [write them] and send them"
        return ("lost_antecedent",)
    lost = list(_lost_pronouns(doc, spans, k))
    if not lost:
        return ("pronoun_antecedent_removed",) if anchor == "subject" else ()
    if (_own_clause(doc, spans[k]) or _read_against_premise(doc, spans, k, lost)) and not any(
        _bound_by_coordination(doc, spans, k, pron) for pron in lost
    ):
        # a pronoun, subject or object, whose antecedent was in a removed clause of its own is
        # read against the premise, which keeps it ("Sometimes he left off at once; but at
        # other times he would not attend to it" minus the first clause): a warning, not a
        # defect. cj75 (stop 53) made object and possessive pronouns a defect; the A/B draw
        # ab59's judge kept 8 of the 10 pairs that change turned bad, so it was taken back
        return ("pronoun_antecedent_removed",)
    return ("lost_antecedent",)


def lost_only_topic_it(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """Whether ``_lost_antecedent``'s defect rests only on a lost neuter "it/its/itself": no
    other pronoun, name, "one" or discourse anchor lost its antecedent. In a description record
    (an item's or creature's entry) such an "it" needs no antecedent in the sentence: the entry
    is about one thing, the record's topic, and "it" picks out that topic ("It can be used to
    ..."; the most accessible referent takes the reduced form, Ariel 1990; topic continuity,
    Givon 1983), so the cut leaves it with its referent (stop 60, fl21)."""
    lost = list(_lost_pronouns(doc, spans, k))
    if not lost or any(p.lower_ not in _PRONOUN_FAMILIES["it"] for p in lost):
        return False
    lo, hi = spans[k]
    if _lost_one_antecedent(doc, set(range(lo, hi)), hi) or _lost_that_of_antecedent(doc, spans, k):
        return False
    partner = _partner_pronoun(doc, spans, k)
    if partner is not None and partner.lower_ not in _PRONOUN_FAMILIES["it"]:
        return False
    if _object_pronoun(doc, spans, k) is not None:
        return False
    if _lost_discourse_anchor(doc, spans, k) == "defect":
        return False
    return not (_renamed_later(doc, spans, k) or _definite_reiteration_later(doc, spans, k))


def _filler_only(doc: Doc, span: tuple[int, int]) -> bool:
    """The span holds nothing but hesitation fillers and punctuation ("umm,")."""
    words = [t for t in doc[span[0] : span[1]] if not t.is_punct]
    return bool(words) and all(t.lower_ in MEDIAL_FILLERS for t in words)


def _layered_coordination(doc: Doc, cc: Token, span: tuple[int, int]) -> bool:
    """The conjunct is itself two clauses joined by another coordinator ("I know it sounds
    crazy, and [it's not like me, but she's so perfect], and we have much in common"). Mixed
    coordinators layer (Huddleston & Pullum 2002 ch. 15 §2.2), and "but" contrasts with all
    that precedes it, so which clauses the inner coordination joins is undecided: taking the
    span away removes material across two coordinators and re-links what was left ("I know it
    sounds crazy, and we have much in common" lets "I know" reach the new neighbour). Only
    clause-level inner coordinations count: "A and [B or C]" of nouns is an ordinary nesting;
    and only a span that a coordinator of the sentence precedes, which then links what was
    before the span to what follows it (a first conjunct opening the sentence leaves the
    other conjunct on its own: "A, and B, but C" minus "A, and B" is "C")."""
    lo, hi = span
    before = next((t for t in reversed(doc[:lo]) if not t.is_punct), None)
    if before is None or before.lower_ not in CONJUNCTIONS:
        return False
    for t in doc[lo:hi]:
        if t.dep_ != "cc" or t.lower_ == cc.lower_ or t.lower_ not in CONJUNCTIONS:
            continue
        head = t.head
        if not (lo <= head.i < hi and head.pos_ in {"VERB", "AUX"}):
            continue
        if any(
            c.dep_ == "conj" and lo <= c.i < hi and _finite_with_subject(c) for c in head.children
        ):
            return True
    return False


#: Pronominal quantifiers over exactly two ("you don't have either", "neither worked"): once a
#: two-member coordination lost a member they count what is no longer there (Huddleston & Pullum 2002 ch. 5 §9.3 on "either", "neither", "both" as fused-head
#: determiners whose understood head is anaphoric).
_PAIR_PRONOUNS = frozenset({"either", "neither", "both"})
#: Dependents that fill a verb's complement slot, so a clause-final "either" is not its object.
_OWN_COMPLEMENT_DEPS = frozenset({"dobj", "ccomp", "xcomp", "attr", "acomp", "prep", "dative"})


def _lost_pair_pronoun(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """A pronominal "either"/"neither"/"both" after a two-member coordination, anywhere later in
    the sentence ("we wanted to throw you a surprise and a shower, and now you don't have
    either"): its understood head is the pair, which the removal broke. The parse tags the
    pronoun "either" at the end of a clause as the additive adverb ("I don't like it either");
    it is the pronoun when it fills the object slot of a verb that has no intransitive use
    (``verb_frames.INTRANSITIVE_FRAMES``) and no complement of its own ("don't have either").
    Only a coordination of nouns counts; a partitive ("neither of us") names its own set;
    determiners ("either way"), correlatives ("either A or B") and a floating "both" are left
    to ``_plural_left``."""
    if len(spans) != 2 or doc[spans[0][0] : spans[0][1]].root.pos_ not in {"NOUN", "PROPN"}:
        return False  # the pair is of things: "either" counts entities, not clauses
    for t in doc[spans[-1][1] :]:
        if t.lower_ not in _PAIR_PRONOUNS or t.dep_ in {"det", "preconj", "cc"}:
            continue
        nxt = doc[t.i + 1] if t.i + 1 < len(doc) else None
        if nxt is not None and nxt.lower_ == "of":
            continue  # "neither of us": the partitive names its own set
        if t.lower_ == "both":
            continue  # pronominal and floating "both" are ``_plural_left``'s
        if t.dep_ in {"nsubj", "nsubjpass", "dobj", "pobj"}:
            return True
        if _object_either(t):
            return True
    return False


#: The two halves of distributive "the one ... the other" (see ``_lost_one_other_pair``).
_ONE_OTHER = ("one", "other")


def _lost_one_other_pair(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "in those who are saved and in those who perish: to the one a stench ..., to the other
    a sweet aroma ...": "the one ... the other" after a two-member coordination refers
    distributively to its two members, in order (Quirk et al. 1985 §6.59 on "the one ... the
    other" as reference to a pair; Huddleston & Pullum 2002 ch. 5 §9.4 on fused-head "one" and
    "other", whose understood heads are anaphoric). With one member removed there is no pair
    left for the two halves to pick out, on either side of the pair. Only when both halves
    ("the one" and a later "the other") follow the coordination, each a fused head (no noun of
    its own after it: "the other side" brings its own head), and no plural noun outside the
    coordination stands before "the one" to supply another pair ("two boys ..., the one ...,
    the other")."""
    if len(spans) != 2:
        return False
    after = doc[spans[-1][1] :]
    halves = []
    for want in _ONE_OTHER:
        start = halves[-1].i + 1 if halves else after.start
        tok = next(
            (
                t
                for t in doc[start:]
                if t.lower_ == want and t.i > 0 and doc[t.i - 1].lower_ == "the"
            ),
            None,
        )
        if tok is None:
            return False
        nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
        if nxt is not None and nxt.pos_ in {"NOUN", "PROPN"} and tok.head.i == nxt.i:
            return False  # "the other side": a determiner of its own noun, not a fused head
        halves.append(tok)
    inside = {i for lo, hi in spans for i in range(lo, hi)}
    return not any(
        t.tag_ in {"NNS", "NNPS"} and t.i not in inside for t in doc[spans[-1][1] : halves[0].i]
    )


def _plural_pronoun_of_coordination(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "Moses took his wife and his sons, and set them on a donkey" minus "and his sons" ->
    "Moses took his wife, and set them on a donkey": a plural personal pronoun ("they", "them",
    "their", "themselves") whose only plural antecedent was the "and" coordination of singular
    noun phrases (a split antecedent, Quirk et al. 1985 §6.18), now reduced to one singular
    conjunct. A pronoun agrees in number with its antecedent (Quirk et al. 1985 §10.66), so the
    shortened sentence is not well formed whichever side of the pair it stands on: it is no
    context-dependent pronoun (which ``lost_antecedent`` leaves a doubt on the premise side) but
    a plural that the sentence itself gives a singular. Only a coordination of nouns in an
    argument position (a vocative "O lord and master" is no antecedent of a third-person
    pronoun: Quirk et al. 1985 §10.52), the survivor singular, and a pronoun
    ``_lost_pronouns`` finds with no other plural left before it, counting what
    ``_lost_pronouns`` does not: a pronominal "those"/"these" ("those who are created ... their
    ways", Quirk et al. 1985 §6.42) and a collective noun, which takes "they" by notional
    concord ("our race ... against them", Quirk et al. 1985 §10.39, §6.17)."""
    head = doc[spans[0][0] : spans[0][1]].root
    if head.pos_ not in {"NOUN", "PROPN", "PRON"} or head.tag_ in {"NNS", "NNPS"}:
        return False
    if head.dep_ not in _PLURAL_ANTECEDENT_DEPS or (head.i > 0 and doc[head.i - 1].lower_ == "o"):
        return False
    kept = [doc[a:b].root for i, (a, b) in enumerate(spans) if i != k]
    if len(kept) != 1 or kept[0].tag_ in {"NNS", "NNPS"} or kept[0].lower_ in {"we", "they"}:
        return False
    if kept[0].tag_ == "NN" and kept[0].lower_ in (getInflection(kept[0].lemma_, "NNS") or ()):
        # "burned up the sheep and the servants, and consumed them": a noun with a zero plural
        # (Quirk et al. 1985 §5.90) may be the plural the pronoun takes up
        return False
    lo, hi = spans[k]
    for pron in _lost_pronouns(doc, spans, k):
        if pron.lower_ not in _PRONOUN_FAMILIES["plural"]:
            continue
        if any(a <= pron.i < b for a, b in spans):
            # "the fear and the dread of them": a pronoun inside the coordination cannot refer
            # to the phrase that contains it (the i-within-i condition, Chomsky 1981), so the
            # coordination was never its antecedent
            continue
        if not any(
            not lo <= t.i < hi and (_plural_pronominal(t) or _collective_noun(t))
            for t in doc[: pron.i]
        ):
            return True
    return False


#: Argument positions of a coordination that a plural pronoun takes up (``_plural_pronoun_of_
#: coordination``): subject and object. cj190 bound a wider set (with pobj, dative, attr, appos)
#: under the name of the later ``_ARGUMENT_DEPS``, which shadowed it, so the rule was built and
#: measured with these three; the wider set is unmeasured (stop 88 integration).
_PLURAL_ANTECEDENT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj"})


def _plural_pronominal(t: Token) -> bool:
    """A demonstrative "those"/"these" heading its own noun phrase ("those who are saved"), not
    a determiner: the personal or anaphoric plural pronoun (Quirk et al. 1985 §6.42)."""
    return t.lower_ in {"those", "these"} and t.dep_ not in {"det", "predet"}


def _collective_noun(t: Token) -> bool:
    """A singular common noun whose first WordNet sense is a group ("race", "family", "army",
    ``noun.group``): a collective, which takes plural "they" by notional concord (Quirk et al.
    1985 §10.39, §6.17)."""
    return t.tag_ == "NN" and wordnet.first_sense_lexname(t.lower_, "NOUN") == "noun.group"


def _object_either(t: Token) -> bool:
    """Clause-final "either"/"neither" parsed as an adverb that is the object pronoun: its verb
    has no intransitive use (``verb_frames.INTRANSITIVE_FRAMES``) and no complement of its own
    ("you don't have either"), so the additive reading ("I don't like it either") has no verb
    phrase to attach to."""
    verb = t.head
    if t.lower_ not in {"either", "neither"} or t.dep_ != "advmod" or verb.pos_ != "VERB":
        return False
    if t.i < verb.i:
        return False
    frames = verb_frames._frames().get(verb.lemma_)
    objects = [c for c in verb.children if c.dep_ in _OWN_COMPLEMENT_DEPS]
    return bool(frames) and not frames & verb_frames.INTRANSITIVE_FRAMES and not objects


def _named_antecedents(
    doc: Doc, spans: Sequence[tuple[int, int]], k: int
) -> list[tuple[Token, str]]:
    """Names to write for "he"/"she" pronouns of the kept clause whose only antecedent, a
    person's name, was in the removed clause: "I was talking to Ross and he said you were
    looking" minus the first clause -> "Ross said you were looking". The pronoun is a reference
    item that presupposes its referent (Halliday & Hasan 1976 ch. 2), and the kept clause alone
    no longer supplies it; repeating the name (reiteration, their ch. 6) keeps the referent, so
    the hypothesis says what the premise said of that person. Only when the removed conjunct
    is a clause of its own (``_own_clause``), the name is the one agreeing candidate in the
    sentence before the pronoun (no choice is made) and a subject, or the only noun of its
    clause, and the pronoun is a personal or possessive one ("his" -> "Ross's"); a reflexive
    or a chain is left as it was."""
    if not _own_clause(doc, spans[k]):
        return possessor_named(doc, spans, k)
    lo, hi = spans[k]
    out: list[tuple[Token, str]] = []
    for pron in _lost_pronouns(doc, spans, k):
        if pron.lower_ not in {"he", "him", "his", "she", "her"}:
            return []
        if _bound_by_coordination(doc, spans, k, pron):
            return []
        family = "he" if pron.lower_ in _PRONOUN_FAMILIES["he"] else "she"
        chain = [t for t in doc[: pron.i] if t.lower_ in _PRONOUN_FAMILIES[family]]
        binders = [t for t in doc[: pron.i] if chain and _binds_adverbial_subject(t, chain[0])]
        cands = [t for t in doc[: pron.i] if _agrees(t, family, spans, True) or t in binders]
        ents = {e for t in cands for e in doc.ents if e.start <= t.i < e.end}
        if not ents and len(cands) == 1 and cands[0] in binders:
            ents = {doc[cands[0].i : cands[0].i + 1]}  # the binding name the tagger left untyped
        if len(ents) != 1 or any(not lo <= t.i < hi for t in cands):
            return []
        ent = ents.pop()
        if ent.label_ != "PERSON" and (ent.root not in binders or ent.label_):
            # a binding name the tagger typed as a place ("Jehoiachin" GPE) may be one ("Paris
            # was asleep when he arrived"): the pronoun is lost (flagged), the name not written
            return []
        if len(ent) > 3 or any(t.pos_ != "PROPN" for t in ent):
            return []
        nouns = [t for t in doc[lo:hi] if t.pos_ in {"NOUN", "PROPN"} and t not in ent]
        if ent.root.dep_ not in NOMINAL_SUBJECT_DEPS and nouns:
            # "I pitched the idea to my boss at Ralph Lauren and she loved it": a name that is
            # no subject, beside other nouns, competes with them ("my boss"), whose persons the
            # check cannot see; the subject is the most accessible antecedent (centering, Grosz
            # et al. 1995), and a name with no other noun in its clause has no competitor
            return []
        possessive = pron.tag_ == "PRP$" or pron.lower_ == "his"
        out.append((pron, ent.text + ("'s" if possessive else "")))
    return out


#: Possessive determiners a removed name may have bound in the next conjunct
#: (``possessor_named``).
_BOUND_POSSESSIVES = frozenset({"his", "her", "its"})


def possessor_named(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> list[tuple[Token, str]]:
    """ "Arthur and his knights rode on" minus "Arthur and" -> "Arthur's knights rode on", not
    "His knights rode on": a possessive determiner that opens the next conjunct and whose only
    antecedent in the sentence was the removed name (``_lost_pronouns``). The determiner is a
    reference item that presupposes its possessor (Halliday & Hasan 1976 ch. 2), which the
    remaining sentence no longer supplies; the genitive of the name is the same determiner
    with the possessor spelled out (Quirk et al. 1985 §5.115-5.117, §6.27 on possessive
    determiners as genitives of personal pronouns), so the hypothesis says what the premise
    said of those companions (the s9501 judges proposed just that). Only for two conjuncts,
    the name (up to three proper-noun words, not a genitive itself) removed before the kept
    conjunct, and no other pronoun of the name's kind later in the sentence, which would lose
    its antecedent too; otherwise the removal keeps its ``lost_antecedent`` flag (cj209)."""
    if len(spans) != 2 or k != 0:
        return []
    lo, hi = spans[0]
    name = [t for t in doc[lo:hi] if not t.is_punct]
    if not name or len(name) > 3 or any(t.pos_ != "PROPN" for t in name):
        return []
    if name[-1].i + 1 < len(doc) and doc[name[-1].i + 1].tag_ == "POS":
        return []
    pron = doc[spans[1][0]]
    if pron.lower_ not in _BOUND_POSSESSIVES or pron.dep_ != "poss":
        return []
    if not spans[1][0] < pron.head.i < spans[1][1]:
        return []
    family = "he" if pron.lower_ == "his" else "she" if pron.lower_ == "her" else "it"
    if pron.lower_ == "her" and pron.tag_ != "PRP$":
        return []  # an object "her", no determiner
    lost = list(_lost_pronouns(doc, spans, 0))
    if lost != [pron]:
        return []
    if any(t.lower_ in _PRONOUN_FAMILIES[family] for t in doc[pron.i + 1 :]):
        return []  # "Anna and her sister came, and she sang": another reference to the name
    text = doc[name[0].i : name[-1].i + 1].text
    return [(pron, text + "'s")]


#: Coordinators that, kept between two phrases, join them (see ``_juxtaposed_prepositions``).
_KEPT_COORDINATORS = frozenset({"and", "or", "but", "nor"})


def _juxtaposed_prepositions(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], k: int, cc_kept: bool = False
) -> bool:
    """The removal put two phrases with the same preposition and the same kind of object next to
    each other, where the premise had the removed words between them: "Earl of Nottingham in 1483
    and of Berkeley in 1488" -> "Earl of Nottingham of Berkeley in 1488" or "... in 1483 in
    1488", "views to the south and the hills to the west" -> "views to the south to the west".
    Such a coordination is gapped (each conjunct a cluster of parallel phrases, Huddleston &
    Pullum 2002 ch. 15 §4.3; the parse cuts the clusters wrongly), and "P X P Y" with two
    objects of one kind (two places, two years, two directions) stacks a second value of the
    same attribute on the first instead of modifying it: a defect (``repeated_preposition``). A
    shared phrase of another kind stays ("lived in Paris and in London in 1990" -> "lived in
    Paris in 1990": a place and a year)."""
    lo, hi = spans[k]
    if k == 0 and _cluster_before_coordination(doc, spans):
        return True
    # the coordinator goes with the removed conjunct it introduces (or with the first of two),
    # unless a list keeps its last pair (``cc_kept``: "A but B, and C" minus B -> "A but C");
    # a middle conjunct leaves it before the last one ("in A, in B or in C" minus "in B" -> "in
    # A or in C": conjuncts of a coordination that stays, stop 45, fl3)
    introduces = (k > 0 and spans[k - 1][1] <= cc.i < lo) or (k == 0 and len(spans) == 2)
    removed = set(range(lo, hi)) | ({cc.i} if introduces and not cc_kept else set())
    kept = [t for t in doc if t.i not in removed and not t.is_punct]
    for a, first in enumerate(kept):
        if first.pos_ != "ADP":
            continue
        for b in range(a + 2, min(a + 7, len(kept))):
            second = kept[b]
            if second.pos_ in {"VERB", "AUX"} or second.dep_ == "cc":
                break
            if second.pos_ == "CCONJ" or second.lower_ in _KEPT_COORDINATORS:
                # "not only across our land but across the seas": a kept coordinator (the parse
                # may tag correlative "but" a preposition) makes the two phrases conjuncts of a
                # coordination that stays, where repeating the preposition is the normal form
                # (Huddleston & Pullum 2002 ch. 15 §2.6, §4.1), not one attribute stacked on the
                # other
                break
            if second.pos_ != "ADP":
                continue
            # the removed words stand right before the second preposition, and what is kept
            # between the two is the first one's own phrase ("in dichloromethane, sparingly
            # soluble in ether" has a head of its own between them)
            cut = any(i in removed for i in range(kept[b - 1].i + 1, second.i))
            own = {t.i for t in first.subtree}
            if second.lower_ == first.lower_ and cut and all(t.i in own for t in kept[a:b]):
                if _kept_list_members(first, second, spans, k):
                    return False
                if _juxtaposed_in_source(doc, own, second, removed):
                    return False
                x, y = _object_of(first, kept[a + 1 : b]), _object_of(second, kept[b + 1 :])
                if x is not None and _shared_postmodifier(doc, second, x, spans[k]):
                    return False
                return x is not None and y is not None and _same_kind(x, y)
            break
    return False


def _kept_list_members(
    first: Token, second: Token, spans: Sequence[tuple[int, int]], k: int
) -> bool:
    """ "fled from the swords, [from the drawn sword,] from the bent bow, and from the heat of
    battle": each preposition opens a kept member of the coordination whose middle member the
    removal took, and the list keeps a third member and its coordinator, so the two phrases are
    still conjuncts of one coordination ("from A, from B, and from C"), where repeating the
    preposition in each member is the normal form (Huddleston & Pullum 2002 ch. 15 §2.6, §4.1,
    as for a kept coordinator above), not one attribute stacked on the other. Judged kept as is: s1205s ("from the swords, from the
    bent bow, and from the heat of battle") and the prior's rows ("with all your heart, with all
    your mind, and with all your strength"); stop 88, fl76. A two-member coordination minus one
    member leaves no list, and a gapped cluster ("of A in 1483 and of B in 1488") has members
    that open with different prepositions: both stay flagged."""
    if len(spans) < 3:
        return False
    starts = {lo for i, (lo, _) in enumerate(spans) if i != k}
    return first.i in starts and second.i in starts


def _juxtaposed_in_source(doc: Doc, own: set[int], second: Token, removed: set[int]) -> bool:
    """ "for high-mass stars [and low-mass stars], for stars born hot": the removed conjunct lay
    inside the first preposition's own phrase (a conjunct of its object), and in the premise the
    second phrase already stood right after that phrase, with only punctuation between. The
    "P X, P Y" is then the source's own (an appositive or a restatement that specifies the first
    phrase, Quirk et al. 1985 §17.65, §17.72), not a juxtaposition the removal made: the cut
    stacks nothing, it shortens the first phrase (stop 67, fl33: s1202v's flagged draw kept such
    a pair as is; the same removal of the first conjunct was never flagged). ``own``: the
    indices of the first preposition's subtree, as the caller has them."""
    if second.i in own or not removed <= own:
        return False
    end = max(own)
    return second.i > end + 1 and all(doc[i].is_punct for i in range(end + 1, second.i))


def _shared_postmodifier(doc: Doc, prep: Token, obj: Token, removed: tuple[int, int]) -> bool:
    """ "accounts of the aims [and methods] of each program": the removed conjunct is a bare
    noun under the kept one's determiner ("the [aims and methods]", a coordination of nominals
    below the determiner), and the phrase after it hangs on the kept noun. A dependent after
    such a coordination is shared by its heads (Huddleston & Pullum 2002 ch. 15 §4.1), so the
    removal leaves it postmodifying the kept noun, nested in that phrase ("the aims of each
    program"; Quirk et al. 1985 §17.36 on multiple postmodification), not a second value stacked
    beside it. A conjunct with a determiner of its own ("a bicycle or [other types] of
    vehicles") is a whole noun phrase whose postmodifier is its own (stop 45, fl3)."""
    if prep.dep_ != "prep" or prep.head.i != obj.i:
        return False
    head = doc[removed[0] : removed[1]].root
    if head.pos_ != "NOUN" or head.dep_ != "conj" or head.head.i != obj.i:
        return False
    return not any(
        c.dep_ in {"det", "poss", "nummod", "predet"} or c.lower_ in DETERMINATIVE_ADJECTIVES
        for c in head.children
    )


def _cluster_before_coordination(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "Earl [of Nottingham] [in 1483] and [of Berkeley in 1488]": the conjuncts open with two
    different prepositions and the phrase right before the first opens with the second one's.
    The real conjuncts are the clusters "of Nottingham in 1483" and "of Berkeley in 1488" (a
    gapped coordination, Huddleston & Pullum 2002 ch. 15 §4.3), cut by the parse after the
    first phrase; removing the first conjunct stacks "of Berkeley" on "of Nottingham"."""
    (lo, _), (lo2, _) = spans[0], spans[1]
    p0, p1 = doc[lo], doc[lo2]
    if p0.pos_ != "ADP" or p1.pos_ != "ADP" or p0.lower_ == p1.lower_:
        return False
    for tok in reversed(doc[max(0, lo - 5) : lo]):
        if tok.pos_ == "ADP":
            return tok.lower_ == p1.lower_
        if tok.pos_ in {"VERB", "AUX", "CCONJ"} or tok.is_punct or tok.lower_ in _KEPT_COORDINATORS:
            # a coordinator before the first conjunct ("not only across A but [to B], and
            # [across C]") joins the phrase before it to that conjunct: no gapped cluster
            return False
    return False


def _object_of(prep: Token, after: list[Token]) -> Token | None:
    """The head noun of ``prep``'s object among the kept words ``after`` it (its ``pobj``, or a
    noun conjunct of it the removal left in its place)."""
    nouns = [t for t in after if t.pos_ in {"NOUN", "PROPN", "NUM"}]
    direct = [t for t in nouns if t.dep_ == "pobj" and t.head.i == prep.i]
    return (direct or nouns or [None])[-1] if nouns else None


def _same_kind(x: Token, y: Token) -> bool:
    """Two heads of one kind: the same named-entity type (two places, two dates), or common
    nouns of one WordNet lexicographer file (noun.location: "south", "west")."""
    if x.ent_type_ or y.ent_type_:
        return x.ent_type_ == y.ent_type_
    if x.like_num or y.like_num:
        return x.like_num and y.like_num
    kind = wordnet.first_sense_lexname(x.lower_, "NOUN")
    return kind is not None and kind == wordnet.first_sense_lexname(y.lower_, "NOUN")


def _renamed_later(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """The removed conjunct is a proper name that the sentence names again after the
    coordination: "Smith and Jones were the champions, but Jones chose not to play" minus
    "Jones" -> "Smith was the champion, but Jones chose not to play". The second mention is a
    repeated-name anaphor (Halliday & Hasan 1976 §6.1, reiteration), whose antecedent the
    removal took away: "Jones" now enters unannounced and the contrast of "but" loses the
    shared role it was built on, the same defect as a pronoun whose antecedent is gone
    (``lost_antecedent``). Only a conjunct that is all proper-noun words counts, and the name
    (its head word, the surname of a person) must not occur in a kept conjunct too."""
    lo, hi = spans[k]
    words = [t for t in doc[lo:hi] if not t.is_punct and t.dep_ != "det"]
    if not words or not all(t.pos_ == "PROPN" for t in words):
        return False
    name = doc[lo:hi].root.text
    kept = {t.text for i, (a, b) in enumerate(spans) if i != k for t in doc[a:b]}
    if name in kept:
        return False
    # a name that premodifies a common noun ("the Dirty Harry series") is an attributive
    # classifier inside a full noun phrase that identifies its referent by itself (H&P 2002
    # ch. 5 §14.3 on nominal premodifiers; a full description is a low-accessibility marker,
    # Ariel 1990), not a repeated-name anaphor of the removed conjunct
    later = [
        t
        for t in doc[spans[-1][1] :]
        if t.text == name
        and t.pos_ == "PROPN"
        and not (t.dep_ == "compound" and t.head.pos_ == "NOUN")
    ]
    # stop 49 (fl8): only where a contrastive connective stands between the coordination and
    # the later name. "but" (and "yet", "while", ...) needs the two sides to share a role the
    # contrast is built on (Lakoff 1971; Umbach 2005 on "but" and a common question), and that
    # role was the removed conjunct's. After additive "and" the later name is a clause of its
    # own: a full proper name is a low-accessibility marker that introduces its referent by
    # itself (Ariel 1990), so "Buffy and the others watch, and Buffy lectures them" minus
    # "Buffy" still names her
    return any(
        any(t.lower_ in _CONTRASTIVE_CONNECTIVES for t in doc[spans[-1][1] : n.i]) for n in later
    )


#: Connectives of contrast and concession (Quirk et al. 1985 §8.137, §15.19-15.25; H&P 2002
#: ch. 15 §2.5 on "but"): the clause they introduce is set against a role the coordination had.
_CONTRASTIVE_CONNECTIVES = frozenset(
    {"but", "yet", "although", "though", "while", "whereas", "however", "only", "instead"}
)


# DEFINITE_DETERMINERS (lexicon.closed_class) make a repeated noun an anaphor of its earlier
# mention (Halliday & Hasan 1976 §6.1 on reiteration "the same word" with a definite determiner;
# Huddleston & Pullum 2002 ch. 5 §6.1 on the familiarity of the definite article).


def _definite_reiteration_later(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """The removed conjunct is a common noun phrase whose head noun the sentence repeats after
    the coordination under a definite determiner: "The card is kept in a wallet or purse, and
    read by holding the wallet or purse near the reader" minus "wallet" -> "kept in a purse, and
    read by holding the wallet ...". The repeated definite noun is an anaphor of the first
    mention (reiteration, Halliday & Hasan 1976 §6.1), and without that mention "the wallet"
    refers to nothing the sentence introduced: ``lost_antecedent``, as for a repeated name
    (``_renamed_later``). Only when the removed mention is not itself definite and no kept
    conjunct has the same head noun."""
    lo, hi = spans[k]
    head = doc[lo:hi].root
    if head.pos_ != "NOUN":
        return False
    if _premodifier_of_outside_noun(doc, spans, k):
        # "during the summer and winter months" minus "summer": a noun premodifier classifies
        # its head and introduces no referent of its own (Quirk et al. 1985 §17.104-17.108),
        # so a later "the summer ..." is no anaphor of it (fl105; s10302's judges kept the pair)
        return False
    # the removed mention must introduce its referent (an indefinite or bare noun): a definite
    # first mention ("the performers or bands ..., whereas ... the performers") is definite on its
    # own, and so is the later one (Heim 1982 on familiarity; Hawkins 1978 on larger-situation
    # uses), so no reading hangs on the removed words
    determiners = [c for c in head.children if c.dep_ in {"det", "poss"}]
    if not determiners and k > 0:
        first = doc[slice(*spans[0])].root
        determiners = [c for c in first.children if c.dep_ in {"det", "poss"}]
    if any(c.dep_ == "poss" or c.lower_ in DEFINITE_DETERMINERS for c in determiners):
        return False
    kept = {doc[a:b].root.lemma_.lower() for i, (a, b) in enumerate(spans) if i != k}
    lemma = head.lemma_.lower()
    if lemma in kept:
        return False

    def definite(t: Token) -> bool:  # "the wallet", and "purse" of "the wallet or purse"
        heads = [t, t.head] if t.dep_ == "conj" and t.head.pos_ == "NOUN" else [t]
        return any(
            c.dep_ == "det" and c.lower_ in DEFINITE_DETERMINERS and c.i < t.i
            for h in heads
            for c in h.children
        )

    def established(t: Token) -> bool:
        # "to represent the sending state": a participial modifier or a relative clause gives
        # the definite a role in the described situation that identifies its referent on its
        # own (Hawkins 1978 on establishing relatives and associative uses; Löbner 1985 on
        # functional nouns), so it needs no earlier mention (stop 45, fl3)
        heads = [t, t.head] if t.dep_ == "conj" and t.head.pos_ == "NOUN" else [t]
        # an "of" complement does the same ("to estimate the size of DNA fragments" after
        # "by charge or size"): a relational noun with its argument is unique by its own
        # content, Hawkins 1978's NP-complement use, Löbner 1985's functional concepts (fl105)
        return any(
            (c.dep_ == "amod" and c.tag_ in {"VBG", "VBN"} and c.i < h.i)
            or c.dep_ in {"relcl", "acl"}
            or (c.dep_ == "prep" and c.lower_ == "of" and c.i > h.i and _has_object(c))
            for h in heads
            for c in h.children
        ) or _new_compound(t, head)

    return any(
        t.pos_ == "NOUN" and t.lemma_.lower() == lemma and definite(t) and not established(t)
        for t in doc[spans[-1][1] :]
    )


def _has_object(prep: Token) -> bool:
    return any(c.dep_ == "pobj" for c in prep.children)


def _premodifier_of_outside_noun(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """The coordination is of noun premodifiers before one head noun outside every conjunct
    ("the summer and winter months"): the removed conjunct's root modifies that noun (or is a
    conjunct of the modifier that does)."""
    lo, hi = spans[k]
    first = doc[slice(*spans[0])].root
    root = doc[lo:hi].root
    modifier = first if root.dep_ == "conj" else root
    if modifier.dep_ not in ("nmod", "compound", "amod"):
        return False
    outside = modifier.head
    return outside.pos_ == "NOUN" and all(not a <= outside.i < b for a, b in spans) and (
        outside.i > modifier.i
    )


def _new_compound(later: Token, first: Token) -> bool:
    """The later noun carries a noun modifier (``compound``) that the first mention lacks: "All
    objects and state ... within the module object", "the profit, which is the difference
    revenue - expenses" after "revenues and expenses". A noun-noun compound names a subkind,
    a description of its own (Quirk et al. 1985 §17.108 on compounds as classifying names), and
    a definite identified by its own descriptive content needs no earlier mention (Hawkins 1978
    on definites that establish their referent; Poesio & Vieira 1998: premodified definites are
    mostly discourse-new), whereas reiteration repeats the noun the first mention had
    (Halliday & Hasan 1976 §6.1: "a wallet" ... "the wallet"). So it is no anaphor of the
    removed mention, and removing that mention strands nothing (stop 83, fl68)."""
    own = {c.lemma_.lower() for c in first.children if c.dep_ == "compound"}
    return any(
        c.dep_ == "compound" and c.i < later.i and c.lemma_.lower() not in own
        for c in later.children
    )


#: Adjuncts that locate a situation wholly in the past: the present perfect takes none of them
#: ("*has formerly led", "*has left two years ago"; Huddleston & Pullum 2002 ch. 3 §4.2.2,
#: Quirk et al. 1985 §4.22 on the present perfect and definite past-time adverbials).
_PAST_TIME_ADVERBS = frozenset({"formerly", "ago", "yesterday"})


def _unshared_perfect(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> Token | None:
    """ "Sanghi has spent three decades in the Valley and formerly led the venture arm" minus the
    first conjunct: the present-perfect "has" before the first conjunct is shared by the kept
    one only if that one is a past participle that takes the perfect. A verb tagged preterite
    with a different past-participle form ("went", not "gone"), or with a past-time adjunct
    ("formerly led", "left in 1990"), is a preterite with its own tense (a present perfect
    takes no definite past-time adjunct: Huddleston & Pullum 2002 ch. 3 §4.2.2), so the
    auxiliary belongs to the removed conjunct and goes with it: "Sanghi formerly led the venture
    arm", never "Sanghi has formerly led". The auxiliary to delete, or None."""
    if k != 0 or len(spans) != 2:
        return None
    first, kept = doc[slice(*spans[0])].root, doc[slice(*spans[1])].root
    if kept.pos_ != "VERB" or kept.tag_ not in {"VBD", "VBN"}:
        return None
    if any(c.dep_ in AUX_DEPS or c.dep_ in NOMINAL_SUBJECT_DEPS for c in kept.children):
        return None
    aux = [
        c for c in first.children
        if c.dep_ == "aux" and c.lemma_ == "have" and c.tag_ in {"VBZ", "VBP"}
        and c.i < spans[0][0]
    ]  # fmt: skip
    if not aux:
        return None
    participle = getInflection(kept.lemma_, tag="VBN")
    distinct = bool(participle) and kept.lower_ not in {f.lower() for f in participle}
    past_time = any(
        (c.dep_ in {"advmod", "npadvmod"} and c.lower_ in _PAST_TIME_ADVERBS)
        or (
            c.dep_ == "prep"
            and c.lower_ == "in"
            and any(
                g.dep_ == "pobj" and re.fullmatch(r"1\d{3}|20\d{2}", g.text) for g in c.children
            )
        )
        or (c.dep_ in {"advmod", "npadvmod"} and any(g.lower_ == "ago" for g in c.subtree))
        for c in kept.children
    )
    return aux[0] if (kept.tag_ == "VBD" and distinct) or past_time else None


def _determiner_not_shared(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "For they refreshed my [spirit] and [yours]": the parse leaves the first conjunct's
    determiner outside its span, as if shared by both ("my spirit and soul"), but the second is
    an independent possessive pronoun, a noun phrase of its own that takes no determiner (Quirk
    et al. 1985 §6.29), so the determiner is the first conjunct's alone and removing the first
    leaves "my yours" (ab87 conj-023)."""
    lo = spans[0][0]
    first = doc[slice(*spans[0])].root
    kept = doc[slice(*spans[1])]
    if lo == 0 or doc[lo - 1].dep_ not in {"poss", "det"} or doc[lo - 1].head.i != first.i:
        return False
    return kept[0].lower_ in INDEPENDENT_POSSESSIVES


def _subject_removed_with_first(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "He was raised in Ohio; attended a prep school; graduated from Oberlin; and has worn
    glasses since" minus the first conjunct, whose span the parse drew from the start of the
    sentence and so over the subject: the remainder "Graduated from Oberlin and has worn
    glasses ..." is a finite clause without a subject, which English allows only inside a
    verb-phrase coordination whose subject stands before the first conjunct (Huddleston &
    Pullum 2002 ch. 15 §4.3 on shared subjects; ch. 10 §1 on imperatives, the one subjectless
    main clause). True when the removed first conjunct starts the sentence, its head is the
    clause's root, and the kept conjunct's verb is finite or a participle with no subject of
    its own and no imperative base form."""
    if k != 0 or spans[0][0] != 0:
        return False
    first, kept = doc[slice(*spans[0])].root, doc[slice(*spans[1])].root
    if first.dep_ != "ROOT" or kept.pos_ not in {"VERB", "AUX"}:
        return False
    own = NOMINAL_SUBJECT_DEPS | {"expl", "csubj"}
    for t in doc[slice(*spans[1])]:
        on_kept = t.head.i == kept.i or (t.head.dep_ in AUX_DEPS and t.head.head.i == kept.i)
        if t.dep_ in own and (t.i < kept.i or on_kept):
            return False  # its own subject, also on the auxiliary ("the cafe are closed") or
            # inverted ("so were the singers")
    subjects = [t for t in doc if t.dep_ in NOMINAL_SUBJECT_DEPS | {"expl"}]
    if not any(spans[0][0] <= t.i < spans[0][1] for t in subjects) and not _subject_words(
        doc[spans[0][0] : first.i]
    ):
        # an imperative or subjectless source: nothing was lost. Words before the first verb
        # are its subject even when the parse hung them elsewhere ("For [the Canaanites ...]
        # will hear of it, and will surround us", the subject read as the object of "For":
        # ab87 conj-028, "Will surround us ...")
        return False
    finite = {"VBD", "VBZ", "VBP", "VBN", "MD"}
    opener = doc[spans[1][0]]
    return kept.tag_ in finite or opener.tag_ in finite - {"VBN"}


def _strands_later_verb(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "The dogs chased the cat; but [the cat escaped them], and soon vanished": the removed
    conjunct is a clause with its own subject, and a verb coordinated with its verb after the
    span ("vanished") has none of its own. A subjectless coordinated verb phrase shares the
    subject of the clause it is coordinated with (Huddleston & Pullum 2002 ch. 15 §4.3 on
    shared subjects), so removing that clause leaves the verb to the subject of the kept one
    ("The dogs chased the cat, and soon vanished"), a different proposition, or with none at
    all: no removal is made."""
    lo, hi = spans[k]
    head = doc[lo:hi].root
    roots = [doc[slice(*s)].root for s in spans]
    if any(r.pos_ not in {"VERB", "AUX"} for r in roots):
        return False  # a clause inside a list of noun phrases ("whatever else could be caught")
    own = NOMINAL_SUBJECT_DEPS | {"expl", "csubj"}
    subject = next((c for c in head.children if c.dep_ in own and lo <= c.i < hi), None)
    if subject is None:
        return False
    # the kept clause before it has the same subject word ("we must do X; and we must do Y,
    # and Z"): the verb keeps the same subject, no other proposition
    before = [c for r in roots[:k] for c in r.children if c.dep_ in own]
    if before and before[-1].lower_ == subject.lower_ and subject.tag_ == "PRP":
        return False
    last = spans[-1][1]
    for c in head.children:
        if c.dep_ != "conj" or c.i < hi or c.pos_ not in {"VERB", "AUX"}:
            continue
        if any(lo2 <= c.i < hi2 for lo2, hi2 in spans) and c.i < last:
            continue  # a member of this coordination, not a verb after it
        if any(t.dep_ in own for t in doc[hi : c.i]):
            continue  # a clause with its own subject stands between: the parse's attachment
        if not any(g.dep_ in own for g in c.children):
            return True
    return False


#: Clause boundaries inside a sentence: a semicolon, and the contrastive coordinators that open
#: a clause of their own after one (Quirk et al. 1985 App. III.15 on the semicolon between
#: independent clauses; §13.19 on "but"/"yet" joining clauses).
_CLAUSE_BOUNDARY_WORDS = frozenset({";", "but", "yet"})


def _to_infinitive(tok: Token) -> bool:
    """A bare verb with its own "to" and no finite auxiliary: a to-infinitive clause."""
    kids = list(tok.children)
    return (
        tok.tag_ == "VB"
        and any(c.tag_ == "TO" and c.i < tok.i for c in kids)
        and not any(c.dep_ in {"aux", "auxpass"} and c.tag_ in TENSED_TAGS | {"MD"} for c in kids)
    )


def _subject_words(words: Span) -> bool:
    """Words before a verb other than auxiliaries, negation, adverbs, punctuation and
    coordinators: a subject, the parse's or one it read as the verb's modifier."""
    return any(t.dep_ not in {"aux", "auxpass", "neg", "advmod", "punct", "cc"} for t in words)


def _same_subject(verb: Token, words: Span) -> bool:
    """The verb's own subject is word for word the subject in ``words`` (a repeated pronoun or
    noun phrase: the later subjectless verb agrees with either, Quirk et al. 1985 §13.48)."""
    subject = next((c for c in verb.children if c.dep_ in NOMINAL_SUBJECT_DEPS), None)
    if subject is None:
        return False
    mine = [t.lower_ for t in subject.subtree]
    theirs = [
        t.lower_ for t in words if t.dep_ not in {"aux", "auxpass", "neg", "advmod", "punct", "cc"}
    ]
    return mine == theirs


def _own_subject(verb: Token) -> bool:
    """The verb has a subject (or expletive) of its own among its dependents."""
    return any(c.dep_ in NOMINAL_SUBJECT_DEPS | {"expl", "csubj"} for c in verb.children)


def _finite_clause_head(tok: Token) -> bool:
    """A verb that is tensed itself or carries a tensed or modal auxiliary ("shall be baptized")."""
    if tok.pos_ not in {"VERB", "AUX"}:
        return False
    if tok.tag_ in TENSED_TAGS and _own_subject(tok):
        return True  # "to enjoy X and [live] in peace": a VBP without a subject shares the "to"
    return any(
        c.dep_ in {"aux", "auxpass"} and c.tag_ in TENSED_TAGS | {"MD"} for c in tok.children
    )


def _across_clause_boundary(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """The parse's conjunct spans cross a clause boundary, so a removal would splice two clauses:

    * the removed conjunct (not the last) holds a semicolon or a clause-opening "but"/"yet"
      followed by a subject of its own ("sees danger and [hides himself; but the simple pass
      on], and suffer for it"): the conjunct after it is a verb phrase that shares the subject of
      the clause it stands in (a subjectless conjunct agrees with the same subject as the verb
      it is coordinated with, Quirk et al. 1985 §13.48), here the one after the boundary, so
      removing the span hands it to the first clause's subject ("A prudent man sees danger and
      suffer for it");
    * the first conjunct's subject stands before its span and a semicolon separates it from the
      next conjunct: what follows a semicolon is an independent clause (Quirk et al. 1985 App.
      III.15), so removing the first conjunct strands its subject before that clause ("A
      prudent man the simple pass on");
    * a finite clause and a to-infinitive are coordinated ("you [shall be baptized ...]; but [to
      sit at my right hand ...]"): conjuncts are of like category and function (Quirk et al.
      1985 §13.41; Huddleston & Pullum 2002 ch. 15 §4.1), so the pairing is the parse's
      error, the infinitive being the subject of a later clause, and either removal leaves a
      wreck ("and you to sit ...").
    No removal is made (stop 87, cj187)."""
    lo, hi = spans[k]
    nxt = doc[slice(*spans[k + 1])].root if k < len(spans) - 1 else None
    if nxt is not None and nxt.pos_ in {"VERB", "AUX"} and not _own_subject(nxt):
        for t in doc[lo:hi]:
            boundary = t.text == ";" or (t.lower_ in _CLAUSE_BOUNDARY_WORDS and t.dep_ == "cc")
            verb = next((u for u in doc[t.i + 1 : hi] if u.pos_ in {"VERB", "AUX"}), None)
            # a clause of its own after the boundary: words before its verb ("; but [the
            # simple] pass on"); "..., but gave X, and struck Y" goes on with the same subject
            if boundary and verb is not None and _subject_words(doc[t.i + 1 : verb.i]):
                return True
    head = doc[lo:hi].root
    # a subject before the verb inside the span (the parse may have read it as the verb's
    # determiner, "the simple pass"): an imperative ("; and see how they are, and bring
    # back news") has none, and its later verbs stay the hearer's
    subject_first = _subject_words(doc[lo : head.i])
    if (
        k > 0
        and subject_first
        and any(t.text == ";" for t in doc[spans[k - 1][1] : lo])
        and not _same_subject(doc[slice(*spans[k - 1])].root, doc[lo : head.i])
    ):
        # "[sees danger]; but [the simple pass on], and suffer for it" minus the clause after
        # the semicolon: its subjectless verb "suffer" would pass to the clause before. Not
        # when the clause before has the same subject ("they went out into Shur; and [they
        # went three days ...], and found no water": "found" keeps "they"; ab87 kept it)
        for c in head.children:
            if c.dep_ == "conj" and c.i >= hi and c.pos_ in {"VERB", "AUX"} and not _own_subject(c):
                return True
    first = doc[slice(*spans[0])].root
    if k == 0 and first.pos_ in {"VERB", "AUX"}:
        outer = any(c.dep_ in NOMINAL_SUBJECT_DEPS and c.i < spans[0][0] for c in first.children)
        nxt0 = doc[slice(*spans[1])].root
        # only when the clause after the semicolon has a subject of its own, the parse's or
        # one it read as a modifier ("; but [the simple] pass on"): a subjectless verb phrase
        # after it shares the first subject ("My aunt came on Tuesday; and was so good as to
        # stay" minus the first keeps "My aunt was so good as to stay")
        own = _own_subject(nxt0) or _subject_words(doc[spans[1][0] : nxt0.i])
        if outer and own and any(t.text == ";" for t in doc[spans[0][1] : spans[1][0]]):
            return True
    roots = [doc[slice(*s)].root for s in spans]
    # a tensed verb with words before it in its span has a subject there, the parse's or not
    # ("[at my left hand is] not mine to give"); a bare one after an infinitive shares its
    # "to" ("to enjoy tranquillity and [live] in peace")
    finite = [
        _finite_clause_head(r)
        or (r.pos_ in {"VERB", "AUX"} and r.tag_ in TENSED_TAGS and _subject_words(doc[a : r.i]))
        for r, (a, _) in zip(roots, spans, strict=True)
    ]
    # an infinitive with a subject of its own ("and the human gestures for [you] to join them",
    # the finite verb read as a noun) is a for-to clause the parse hung there, not the
    # subjectless infinitive a finite clause cannot be paired with (stop 87 integration)
    return any(_to_infinitive(r) and not _own_subject(r) for r in roots) and any(finite)


#: Demonstratives that, fronted in a clause, point back at the clause before ("consistent with
#: this goal", "because of that"): discourse deixis (Webber 1991).
_DISCOURSE_DEICTIC_WORDS = frozenset({"this", "that", "these", "those", "such"})


def _inside_kept_conjunct(tok: Token, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """Is ``tok`` inside the phrase of a conjunct other than ``k`` (in its span, or a dependent
    of its head: "ignore [the latter]")?"""
    doc = tok.doc
    for j, (a, b) in enumerate(spans):
        if j != k and (a <= tok.i < b or doc[a:b].root in tok.ancestors):
            return True
    return False


def _lists_referents(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """Does removed conjunct ``k``, with its own dependents after its start (not the other
    conjuncts', nor a subject the conjuncts share before them), hold a noun phrase that "the
    former/latter" could pick?"""
    others = {t.i for j, (a, b) in enumerate(spans) if j != k for t in doc[a:b].root.subtree}
    lo, hi = spans[k]
    root = doc[lo:hi].root
    words = [t for t in root.subtree if t.i >= lo and t.i not in others] + list(doc[lo:hi])
    return any(t.pos_ in ("NOUN", "PROPN", "PRON", "NUM") for t in words)


def _attributive_of_stretch(tok: Token) -> bool:
    """ "the latter end of January", "the former part of the day": "former"/"latter" as the
    attributive adjective of a noun right after it that has an "of" complement of its own. The
    adjective means "later"/"earlier" part of the stretch the "of" phrase names (Quirk et al.
    1985 §7.36 on attributive-only adjectives, §6.54 on the fused-head pronouns "the former/the
    latter"); the noun phrase is complete with its own head, so it picks no conjunct. A head
    noun with no "of" after it ("the latter dates from 1200", often parsed with "latter" as its
    modifier) stays an anaphor."""
    doc = tok.doc
    head = tok.head
    if tok.dep_ != "amod" or head.i != tok.i + 1 or head.pos_ != "NOUN":
        return False
    return head.i + 1 < len(doc) and doc[head.i + 1].lower_ == "of"


def _property_conjunct(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """Is removed conjunct ``k`` an adjective or adverb ("most [important] and valuable") with
    no noun phrase in it? An adjective names a property, not a referent, and "the former/the
    latter" are fused-head noun phrases that pick one of the *referents* listed before them
    (Quirk et al. 1985 §6.54; Halliday & Hasan 1976 §2.5 on comparative reference to entities):
    removing a property from a list of properties leaves the referents "the latter" picks from
    as they were. A removed verb phrase or clause may still list actions that "the latter" can
    take up, so it is not covered here."""
    root = doc[spans[k][0] : spans[k][1]].root
    return root.pos_ in {"ADJ", "ADV"} and not _lists_referents(doc, spans, k)


def _lost_former_latter(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "the former"/"the latter" after the coordination pick the first/last of the referents
    listed just before (Quirk et al. 1985 §6.54): with one referent left, or with the picked one
    removed, they point at nothing or at another thing. Not when a coordination of its own
    stands before it in the same kept conjunct ("[saw a castle and a mill, the latter old]")."""
    last = len(spans) - 1
    for tok in doc[spans[k][1] :]:
        if tok.lower_ not in {"former", "latter"} or tok.i == 0 or doc[tok.i - 1].lower_ != "the":
            continue
        if tok.lower_ == "former" and tok.dep_ == "amod":
            continue  # "the former capital": the adjective "one-time", no anaphor ("the latter
            # dates from 1200" is often parsed so, and stays an anaphor)
        if _attributive_of_stretch(tok):
            continue  # "the latter end of January": the adjective "later", no anaphor (fl70)
        if _property_conjunct(doc, spans, k):
            continue  # "a most important and valuable assistant to the latter" minus
            # "important": an adjective conjunct names a property, no referent (fl70)
        own = [(a, b) for a, b in spans if a <= tok.i < b]
        if own and any(t.dep_ == "conj" for t in doc[own[0][0] : tok.i]):
            continue
        if _inside_kept_conjunct(tok, spans, k) and not _lists_referents(doc, spans, k):
            continue  # "detect and ignore the latter" minus "detect": an anaphor inside a
            # conjunct cannot take its own coordination for the referents it picks from (no
            # phrase refers to one that contains it, the i-within-i condition: Chomsky 1981,
            # H&P 2002 ch. 17 §2), and a removed conjunct with no noun phrase lists none (stop 65)
        if (
            len(spans) < 3
            or (tok.lower_ == "former" and k == 0)
            or (tok.lower_ == "latter" and k == last)
        ):
            return True
    return False


def _lost_discourse_anchor(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> str | None:
    """Discourse anaphors whose antecedent or contrast set was the removed conjunct:

    - "the former"/"the latter" pick the first/last of the listed referents (Quirk et al. 1985
      §6.54): with one referent left, or with the picked one removed, they point at nothing or
      at another thing ("a castle, a mill and a church; the latter ..." minus the church);
    - a fronted demonstrative in the next conjunct ("He set a goal, and consistent with this
      goal, he ...") points at the clause before it (discourse deixis, Webber 1991), which the
      removal took away; time phrases ("this year") are deictic, not anaphoric, and stay.

    These return ``"defect"``. A demonstrative determining the *subject* of the next clause
    ("..., but this plan was cancelled in 1941", "but that game was canceled") returns
    ``"subject"``, the warning ``pronoun_antecedent_removed``: it is the demonstrative subject
    of the ninth pass ("but this has been disproved") with a noun that names what it points at,
    a full noun phrase whose referent a reader recovers from the premise across the sentence
    boundary (demonstrative noun phrases mark referents less accessible than pronouns do,
    Ariel 1990; Gundel, Hedberg & Zacharski 1993), unlike a fronted adjunct, which hangs the
    kept clause on the removed one.
    """
    last = len(spans) - 1
    if _lost_former_latter(doc, spans, k):
        return "defect"
    if k == last:
        return None
    removed_root = doc[spans[k][0] : spans[k][1]].root
    if removed_root.pos_ not in {"VERB", "AUX"}:
        return None
    lo, hi = spans[k + 1]
    root = doc[lo:hi].root
    # a fronted adjunct the parse made the conjunct itself ("and [consistent with this goal], he
    # ..."): all of it is before the clause's verb
    end = root.i if root.pos_ in {"VERB", "AUX"} else hi
    for tok in doc[lo:end]:
        if tok.lower_ == "then" and tok.dep_ == "advmod" and not _hyphen_part(tok):
            if k == 0 and len(spans) == 2 and tok.i == lo and doc[lo - 1].lower_ in {"and", "but"}:
                continue  # "A and/but then B" minus A: "then" goes with A (``_without_additive``)
            if _now_then_contrast(doc, spans, k):
                continue  # "Now I know in part, but then I will know fully": see the function
            if _then_after_kept_event(doc, spans, k):
                continue  # "A, B, C, and then D" minus C: "then" follows B (see the function)
            return "defect"  # "and then she left": "after that", the removed event ("then-Governor"
            # is a modifier of its own noun, the office holder at the time of the sentence)
        if tok.lower_ not in _DISCOURSE_DEICTIC_WORDS or tok.dep_ in NOMINAL_SUBJECT_DEPS:
            continue
        if _intensive_such(tok):
            continue  # "and such a throwing of rice has seldom been witnessed": degree, no anaphor
        if tok.dep_ == "mark" or tok.tag_ not in {"DT", "PDT", "JJ"}:
            continue  # the complementizer "that" ("and that he was 43") points at nothing
        if tok.dep_ == "det" and tok.lower_ in _DISTAL and _time_noun(tok.head):
            return "defect"  # "and at that time he was poor": the time of the removed clause
        if tok.dep_ == "det" and tok.head.ent_type_ in {"DATE", "TIME"}:
            continue
        if tok.dep_ == "det" and _time_noun(tok.head):
            continue  # "this time", "this year": the occasion of its own clause, or now
        if tok.dep_ == "det" and tok.lower_ == "this" and tok.head.lemma_.lower() in _TEXT_NOUNS:
            continue  # "for this discussion", "in this chapter": the text being read
        if tok.dep_ == "det" and tok.head.dep_ in NOMINAL_SUBJECT_DEPS:
            return "subject"  # "but this plan was cancelled"
        return "defect"
    return None


def _then_after_kept_event(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """A middle member of a series of verb-phrase conjuncts removed, with a kept verb-phrase
    conjunct right before it: "she smiled, bent over, paused, and then kissed him" minus
    "paused". Sequential "then" ("after that", Quirk et al. 1985 §8.137; Halliday & Hasan 1976
    ch. 5 §5.4 on simple temporal conjunction) takes the event of the conjunct before it; the
    kept one before the removed one is such an event, and the order of the narrated events is
    kept (D after C after B gives D after B), so "then" still has its anchor and the
    shortened series is entailed. s10102's judge kept such a pair as is. A first conjunct
    removed ("he then opened the book" with nothing before) keeps the defect, and so does a
    noun-phrase conjunct before the removed one (no event for "then" to follow)."""
    if k == 0:
        return False
    before = doc[spans[k - 1][0] : spans[k - 1][1]].root
    return before.pos_ in {"VERB", "AUX"}


def _now_then_contrast(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """The removed conjunct has time adjunct "now" and "but" joins it to the next one, whose
    "then" is its partner in the contrast of two times ("Now I know in part, but then I will
    know fully"; "now we see in a mirror, but then face to face"). That "then" is the time
    adjunct "at that time" (Quirk et al. 1985 §8.55 on "then" as a time-position adjunct), set
    against "now", not the sequential conjunct "after that" (Quirk et al. 1985 §8.137; Halliday
    & Hasan 1976 ch. 5 on temporal conjunction), whose preceding event a removal takes away:
    contrastive "but" marks no sequence of events. "Then I will know fully" keeps a time of its
    own reading (s1205t's judge kept it as is)."""
    lo, hi = spans[k]
    if not any(t.lower_ == "now" and t.dep_ == "advmod" for t in doc[lo:hi]):
        return False
    return any(t.lower_ == "but" for t in doc[hi : spans[k + 1][0] + 1])


#: Nouns that name a text or a stretch of discourse. Proximal "this" with one of them ("for this
#: discussion", "in this chapter", "this message") points at the text that contains it, the
#: discourse-deictic use Levinson (1983 §2.2.5) and Fillmore (1997, lecture 5) separate from
#: anaphora: it needs no antecedent clause, just as "this year" points at the time of speaking.
_TEXT_NOUNS = frozenset(
    {"discussion", "chapter", "section", "article", "paper", "book", "essay", "review"}
    | {"message", "mail", "email", "e-mail", "post", "thread", "page", "note", "letter"}
)


#: Distal demonstratives: with a time noun ("at that time", "in those days") they point back at
#: a time the discourse named (anaphoric), while proximal "this year" is deictic, the time of
#: speaking or of its own clause (Fillmore 1997, Lectures on Deixis, lecture 4; Levinson 1983
#: §2.2.2).
_DISTAL = frozenset({"that", "those"})


def _time_noun(noun: Token) -> bool:
    return noun.lemma_ == "time" or wordnet.first_sense_lexname(noun.lower_, "NOUN") == "noun.time"


def _intensive_such(tok: Token) -> bool:
    """ "such a throwing of rice ... has seldom been witnessed": "such" before the indefinite
    article is the predeterminer of degree ("so great a", Quirk et al. 1985 §6.62 on "such" as an
    intensifier, H&P 2002 ch. 5 §7.2 on exclamative "such"), whose noun brings its own
    description; it points back at no clause. With a comparison "as" after the noun ("such a
    gift as this") it is comparative reference (Halliday & Hasan 1976 §2.5) and stays."""
    nxt = tok.nbor(1) if tok.i + 1 < len(tok.doc) else None
    if tok.lower_ != "such" or nxt is None or nxt.lower_ not in {"a", "an"}:
        return False
    return not any(t.lower_ == "as" for t in tok.head.subtree if t.i > tok.head.i)


def _non_referential_it(pron: Token) -> bool:
    """ "it" that takes no antecedent from the sentence: vague situational "it" with a floating
    "all" ("make it all okay", "it all fell apart": the whole situation, Quirk et al. 1985 §10.26
    on situational "it"; Halliday & Hasan 1976 §2.4.2 on extended and vague reference), and the
    "it" of an it-cleft ("it was my love for you that made me"), a dummy subject whose clause
    re-states its focus (Huddleston & Pullum 2002 ch. 16 §9). Removing a conjunct takes no
    antecedent from either."""
    if pron.lower_ != "it":
        return False
    doc = pron.doc
    if pron.i + 1 < len(doc) and doc[pron.i + 1].lower_ == "all":
        return True
    head = pron.head
    if _raising_verb_it(pron):
        return True
    if pron.dep_ != "nsubj" or head.lemma_ != "be":
        return False
    if _extraposition_it(pron):
        return True
    focus = [c for c in head.children if c.dep_ == "attr" and c.i > head.i]
    if not focus:
        return False
    if prop_it(pron, ambiguous=False):
        return True  # "it is time": prop "it" (stop 82, fl67)
    # the cleft clause after the focus, which the parse hangs on the focus (relcl) or on "be"
    # (ccomp): it opens with "that"/"who"
    clauses = [c for f in focus for c in f.children if c.dep_ == "relcl"] + [
        c for c in head.children if c.dep_ in {"ccomp", "relcl"} and c.i > focus[0].i
    ]
    return any(doc[c.left_edge.i].lower_ in {"that", "who"} for c in clauses)


#: Verbs whose subject "it" anticipates an extraposed finite clause: "it seems/appears/happens
#: that ...", "it turns out that ...", "it transpires that ..." (Quirk et al. 1985 §16.39 on
#: "seem"-type verbs with a "that" clause, §18.33 on anticipatory "it"; Huddleston & Pullum 2002
#: ch. 16 §7.2: the extraposition of a clause is obligatory with these verbs, and their "it" is
#: a dummy). "turn" counts only with its particle "out".
_EXTRAPOSING_VERBS = frozenset({"seem", "appear", "happen", "transpire", "chance"})


def _raising_verb_it(pron: Token) -> bool:
    """ "but it turns out that I am serving Barclay", "it seems that the bridge was closed":
    the subject "it" of a ``_EXTRAPOSING_VERBS`` verb (or "turn out") that has a finite clause
    with a subject of its own after it. That "it" is anticipatory and refers to nothing, so no
    removal takes its antecedent (stop 102, fl101: s10102's judge kept the pair). With a
    "to"-infinitive instead ("but it turned out to be empty") the "it" is the raised subject of
    the infinitive and may well refer (H&P 2002 ch. 14 §4.2): left to the pronoun search."""
    if pron.lower_ != "it" or pron.dep_ != "nsubj":
        return False
    head = pron.head
    lemma = head.lemma_.lower()
    if lemma == "turn":
        if not any(c.dep_ == "prt" and c.lower_ == "out" for c in head.children):
            return False
    elif lemma not in _EXTRAPOSING_VERBS:
        return False
    return any(
        c.dep_ == "ccomp"
        and c.i > head.i
        and is_finite_clause(c)
        and any(s.dep_ in NOMINAL_SUBJECT_DEPS | {"expl"} for s in c.children)
        for c in head.children
    )


def _extraposition_it(pron: Token) -> bool:
    """ "it was possible that we might stay", "it is evident that ...": anticipatory "it", the
    subject of "be" with an adjective complement whose real subject, a finite "that" clause,
    is extraposed after it (Quirk et al. 1985 §18.33; Huddleston & Pullum 2002 ch. 16 §7). It
    refers to nothing, so no removal takes its antecedent (cj215)."""
    head = pron.head
    adjectives = [c for c in head.children if c.dep_ == "acomp" and c.i > head.i]
    clauses = [
        c
        for t in (head, *adjectives)
        for c in t.children
        if c.dep_ in {"ccomp", "xcomp", "csubj"} and c.i > head.i
    ]
    # only a finite clause: with a "to"-infinitive "it" may be referential, the subject of a
    # tough or raising adjective ("the treatment ..., but it is less likely to be successful",
    # "it is easy to move through"; Huddleston & Pullum 2002 ch. 14 §6.2)
    return bool(adjectives) and any(
        any(m.dep_ == "mark" and m.lower_ in {"that", "whether", "if"} for m in c.children)
        for c in clauses
    )


def introduced_in_removed_clause(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """The removed conjunct is a clause that introduces a referent with an indefinite noun
    phrase ("you have to create a little function"), and a kept part after it takes that
    referent up with a definite noun phrase of the same head noun ("... if the little function
    needs more information"). The definite is an anaphor of the indefinite first mention
    (reiteration, Halliday & Hasan 1976 §6.1; familiarity, Heim 1982: "the N" needs a
    referent the discourse has already introduced), so without the removed clause it refers to
    nothing the sentence introduced and the shortened sentence is not interpretable alone, as
    ConjNLI asks of a hypothesis (Saha et al. 2020 §3): ``lost_antecedent``, the clause-level
    case of ``_definite_reiteration_later`` (cj139, s1204k class 1: "the little function"). A
    kept earlier mention of the same noun, or a definite identified on its own by a relative
    clause or participle (Hawkins 1978, establishing relatives), keeps the pair. Only a
    definite that repeats the first mention's descriptive premodifier ("the little function" of
    "a little function") is taken as its reiteration: a bare "the object" after "takes an
    arbitrary object" also reads as an associative definite, the argument any such function
    has (Hawkins 1978 on associative uses; bridging, Clark 1977), which the judges kept."""
    lo, hi = spans[k]
    if not any(t.pos_ in {"VERB", "AUX"} for t in doc[lo:hi]):
        return False  # a noun conjunct is ``_definite_reiteration_later``'s
    introduced = {
        t.lemma_.lower(): _premodifier_lemmas(t)
        for t in doc[lo:hi]
        if t.pos_ == "NOUN"
        and any(
            c.dep_ == "det" and c.lower_ in INDEFINITE_DETERMINERS and c.i < t.i for c in t.children
        )
    }
    if not introduced:
        return False
    for t in doc[hi:]:
        low = t.lemma_.lower()
        if t.pos_ != "NOUN" or low not in introduced:
            continue
        words = _premodifier_lemmas(t)
        if not words or not words <= introduced[low]:
            continue  # a bare "the object" may be associative (see the docstring)
        if any(u.lemma_.lower() == low and words <= _premodifier_lemmas(u) for u in doc[:lo]):
            return False  # mentioned before the removed clause: the referent stays
        if not any(
            c.dep_ == "det" and c.lower_ in DEFINITE_DETERMINERS and c.i < t.i for c in t.children
        ):
            continue
        if any(
            c.dep_ in {"relcl", "acl"} or (c.dep_ == "amod" and c.tag_ in {"VBG", "VBN"})
            for c in t.children
        ):
            continue  # "the function that you pass": identified on its own (Hawkins 1978)
        return True
    return False


#: Privative verbs, which assert that their object is not had ("the work lacks such pages").
_PRIVATIVE_VERBS = frozenset({"lack", "miss"})


def created_in_removed_member(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "If the library lacks such guides, consider writing them and sending them to the
    editors" -> "... consider sending them to the editors": the removed member's verb is a verb
    of creation (first WordNet sense in ``verb.creation``: "write", "build", "draft") whose
    object is a pronoun, a later kept member takes up the same pronoun, and every noun before
    the removed member that the pronoun could refer to stands where its existence is denied (the
    object of a negated verb, of a privative verb "lack", of "without", or a noun with "no").
    The object of a creation verb is an effected object, one that the event brings into being
    (Quirk et al. 1985 ch. 10 on affected and effected objects; Fillmore 1968's factitive case),
    and a noun under negation sets up no discourse referent for a later pronoun (Karttunen
    1976, "Discourse referents"): the only things "them" can be are those the removed member
    creates, so without it the kept member acts on things the sentence says do not exist (the
    s1204r judges: "refers to manual pages the work does not have"). ``lost_antecedent``. An
    antecedent that exists ("If the library has such guides, consider copying them and sending
    them") or a verb that does not create ("reading them") keeps the pair."""
    lo, hi = spans[k]
    created = {
        c.lower_
        for t in doc[lo:hi]
        if t.pos_ == "VERB"
        and wordnet.first_sense_lexname(t.lemma_.lower(), "VERB") == "verb.creation"
        for c in t.children
        if c.dep_ == "dobj" and c.tag_ == "PRP" and lo <= c.i < hi
    }
    later = [
        t for a, b in spans[k + 1 :] for t in doc[a:b] if t.tag_ == "PRP" and t.lower_ in created
    ]
    if not later:
        return False
    family = next((f for f, ws in _PRONOUN_FAMILIES.items() if later[0].lower_ in ws), None)
    if family is None or family == "there":
        return False
    candidates = [t for t in doc[:lo] if _agrees(t, family, spans, True)]
    return bool(candidates) and all(_existence_denied(t) for t in candidates)


def _existence_denied(noun: Token) -> bool:
    """Whether ``noun`` stands where the sentence denies that its referent exists or is had: the
    object of a negated verb ("does not have such pages") or of a privative verb ("lacks such
    pages"), the object of "without", or a noun with the determiner "no" (Karttunen 1976: no
    discourse referent is set up there)."""
    if any(c.dep_ == "det" and c.lower_ == "no" for c in noun.children):
        return True
    head = noun.head
    if noun.dep_ == "pobj":
        return head.lower_ == "without"
    if noun.dep_ != "dobj":
        return False
    return head.lemma_.lower() in _PRIVATIVE_VERBS or any(c.dep_ == "neg" for c in head.children)


def _premodifier_lemmas(noun: Token) -> set[str]:
    """The adjective and noun premodifiers of ``noun`` ("little" of "the little function"): a
    reiterating definite repeats the description of its antecedent (Halliday & Hasan 1976
    §6.1), so an earlier "an existing built-in function" is no antecedent of "the little
    function"."""
    return {
        c.lemma_.lower() for c in noun.children if c.dep_ in {"amod", "compound"} and c.i < noun.i
    }


def _own_clause(doc: Doc, span: tuple[int, int]) -> bool:
    """The conjunct is a whole clause with its own subject ("Walmart was an anchor", in "...,
    but it moved"): the kept clause then stands as a sentence of its own, whose pronoun the
    premise resolves. A verb phrase that shared its subject ("grabbed a remote and [aimed it]")
    or a noun phrase is not: what is left of it was built around the removed part, and a
    pronoun loss there goes with a broken remainder too often ("We need to strengthen, not
    trash them"). Nor is a subordinate clause with its own subordinator ("ensure not only
    [that your key is safe], but also that it is backed up"): the kept clause stays the
    complement of the shared matrix verb, not an independent sentence (coordinated
    subordinate clauses share their matrix, Huddleston & Pullum 2002 ch. 15 §2), so the
    hypothesis is one claim whose pronoun has no referent in it, not a new sentence read
    against the premise (discourse anaphora links independent sentences, Halliday & Hasan 1976
    ch. 2): the loss is a defect (s1204r conj-077; cj151)."""
    root = doc[span[0] : span[1]].root
    if any(c.dep_ == "mark" and span[0] <= c.i < span[1] for c in root.children):
        return False
    return root.pos_ in {"VERB", "AUX"} and any(
        c.dep_ in NOMINAL_SUBJECT_DEPS | {"expl", "csubj"} and span[0] <= c.i < span[1]
        for c in root.children
    )


def _sentence_member(doc: Doc, span: tuple[int, int]) -> bool:
    """The member is a clause-level conjunct that stands as a sentence once the coordination is
    cut: a clause with its own subject (``_own_clause``) or a verb phrase, which takes the shared
    subject back. A member with a subordinator of its own ("that it is backed up") stays the
    complement of the shared matrix verb (``_own_clause``), and a noun phrase is no sentence."""
    root = doc[span[0] : span[1]].root
    if any(c.dep_ == "mark" and span[0] <= c.i < span[1] for c in root.children):
        return False
    return _own_clause(doc, span) or root.pos_ in {"VERB", "AUX"}


def _read_against_premise(
    doc: Doc, spans: Sequence[tuple[int, int]], k: int, lost: Sequence[Token]
) -> bool:
    """A pronoun that lost its antecedent with a removed *clause-level* member that is no clause
    of its own (``_own_clause`` covers that one): a verb phrase sharing the subject ("I tried one
    of these and was impressed by how good it was" -> "I was impressed by how good it was") or
    a verbless predicative member beside a clause ("Too slow to win a crowd, but it is
    notable ..." -> "It is notable ..."). Every lost pronoun sits in a kept later member of the
    same coordination, and that member stands as a sentence (``_sentence_member``): a verb
    phrase with the subject restored, or a clause of its own. The hypothesis is then a sentence
    read after its premise, which still names the referent: NLI pairs are read as about one
    situation, so a hypothesis pronoun takes its antecedent from the premise (Bowman et al. 2015
    and Williams et al. 2018 on the shared-scenario reading; ConjNLI's own pairs keep pronouns
    whose antecedent is in neither sentence, "It premiered on 28 June 2016 and airs ...",
    Saha et al. 2020 Table 10), discourse anaphora across sentences (Halliday & Hasan 1976
    ch. 2): a warning, ``pronoun_antecedent_removed``, as for a removed clause of its own.
    Not here, so still a defect: a pronoun outside the coordination's members ("We need to
    strengthen and expand such laws, not trash them": the remainder was built around the removed
    verb phrase, the eighth pass's broken remainders), a removed noun phrase (the pronoun's own
    coordination binds it, ``_bound_by_coordination``; Reinhart 1983), and a kept member with a
    subordinator of its own (cj151)."""
    if not lost:
        return False
    root = doc[spans[k][0] : spans[k][1]].root
    if root.pos_ in {"NOUN", "PROPN", "PRON", "NUM", "DET"}:
        return False  # a noun-phrase member: the pronoun's antecedent was a sibling noun phrase
    if any(c.dep_ == "mark" and spans[k][0] <= c.i < spans[k][1] for c in root.children):
        return False  # a subordinate clause of its own: the kept one stays under the matrix
    for pron in lost:
        home = next(
            (j for j, (lo, hi) in enumerate(spans) if j > k and lo <= pron.i < hi), None
        )
        if home is None or not _sentence_member(doc, spans[home]):
            return False
        if root.pos_ not in {"VERB", "AUX"} and not _own_clause(doc, spans[home]):
            return False  # a verbless member: only beside a clause with its own subject
        if _own_clause(doc, spans[home]):
            continue
        # a verb phrase takes the shared subject back, the nearest accessible antecedent of
        # what follows (Ariel 1990): an object pronoun ("praised Marcus and rewarded him" ->
        # "rewarded him") or a personal possessive then reads as another referent or rebinds
        # to the subject (cj22, cj188); only a subject pronoun of an embedded clause ("how good
        # it was") or a neuter possessive, which a personal subject cannot bind, is read
        # against the premise
        if pron.dep_ not in NOMINAL_SUBJECT_DEPS and not (
            pron.dep_ == "poss" and pron.lower_ in _PRONOUN_FAMILIES["it"]
        ):
            return False
        if pron.head.i == doc[spans[home][0] : spans[home][1]].root.i:
            return False  # the subject slot of the kept verb itself is the restored subject's
    return True


def _lost_pronouns(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> Iterator[Token]:
    """The pronouns (and locative "there") after conjunct ``k`` whose every possible antecedent
    in the sentence was in it (see ``_lost_antecedent``)."""
    lo, hi = spans[k]
    removed = set(range(lo, hi))
    kept_coordination = len(spans) > 2
    if _adjective_coordination(doc, spans, k):
        return
    for pron in doc[hi:]:
        family = next((f for f, ws in _PRONOUN_FAMILIES.items() if pron.lower_ in ws), None)
        if family is None or pron.dep_ == "expl" or _non_referential_it(pron):
            continue
        if family == "there" and (pron.dep_ != "advmod" or pron.head.lemma_ == "be"):
            continue
        before = list(doc[: pron.i])
        # a reflexive opens no chain of its own: it is bound by a noun phrase of its own clause
        # (binding principle A, Chomsky 1981), the emphatic one by the noun it follows ("Herod
        # himself", Quirk et al. 1985 §6.24), and that binder stands among the candidates
        # below: "For Herod himself had sent out and arrested John and bound him" minus
        # "arrested John" loses "him"'s antecedent (cj190, ab87 conj-020)
        chain = [
            t
            for t in before
            if t.lower_ in _PRONOUN_FAMILIES[family] and not t.lower_.endswith("self")
        ]
        if any(t.i not in removed for t in chain):
            continue  # the chain starts with a pronoun: its antecedent is not ours to judge
        # a noun that is the (shared) subject of an object pronoun's own verb was never its
        # antecedent (binding principle B, Chomsky 1981): "Mordecai didn't bow down or pay him
        # homage" had none in the sentence, and loses none (cj188)
        orig = [
            t
            for t in before
            if _agrees(t, family, spans, True) and not principle_b_disjoint(t, pron)
        ]
        orig += [t for t in before if chain and _binds_adverbial_subject(t, chain[0])]
        if family == "plural" and speaker_subject(pron):
            # "felt amazement at what they were saying" after "[to these plans and shouts]":
            # the subject of a verb of communication is a speaker (Levin 1993 §37; an animate
            # agent, the selectional restriction of Chomsky 1965 ch. 2 §3.4), so a plural noun
            # that names no person, group or animal was never its antecedent; with no other
            # it refers to the context, exophora (Halliday & Hasan 1976 ch. 2 §2.4), and the
            # removal takes no antecedent away (stop 97, fl94)
            orig = [t for t in orig if possible_speaker(t)]
        if not orig or (chain and not _chain_anchored(chain[0], orig)):
            # a chain whose pronouns were all in the removed conjunct is the removed
            # conjunct's when its first pronoun is anchored there: "Jehoiachin was 18 when he
            # began to reign, and he reigned" minus the first clause loses "he"'s antecedent
            # with the whole chain (cj188, s1205r); other chains refer to the context
            continue
        kept = [t for t in before if t.i not in removed]
        if any(
            _agrees(t, family, spans, kept_coordination) and not principle_b_disjoint(t, pron)
            for t in kept
        ):
            # a kept noun that is the (shared) subject of the pronoun's own verb is no
            # antecedent of a plain object pronoun (binding principle B, Chomsky 1981): "King
            # Ahasuerus promoted Haman, and advanced him" minus "promoted Haman" (cj188)
            continue
        if family == "plural" and _plural_left_in(kept, removed):
            continue
        if _object_of_coordinated_subject(doc, spans, pron):
            continue
        if _controller_of_supplementive(doc, spans, pron):
            continue
        yield pron


#: WordNet noun classes whose members can speak or be spoken of as speaking: people, their
#: groups and institutions, animals (the animate agents of verbs of communication, Levin 1993
#: §37).
_SPEAKER_LEXNAMES = frozenset({"noun.person", "noun.group", "noun.animal"})


def speaker_subject(pron: Token) -> bool:
    """Is ``pron`` the subject of a verb whose first WordNet sense is one of communication
    ("they were saying", "they shouted", "they told him"; Levin 1993 §37)?"""
    if pron.dep_ != "nsubj" or pron.head.pos_ != "VERB":
        return False
    return wordnet.first_sense_lexname(pron.head.lemma_.lower(), "VERB") == "verb.communication"


#: Written sources, which verbs of saying take as subject by metonymy for their authors ("the
#: reports say", "the letters told him"; Levin 1993 §37.7 on "say" verbs): WordNet synsets
#: whose hyponyms they are.
_WRITTEN_SOURCE_ROOTS = frozenset(
    {"writing.n.02", "document.n.01", "publication.n.01", "nonfiction.n.01", "print_media.n.01"}
)


def possible_speaker(tok: Token) -> bool:
    """Could ``tok``, a candidate antecedent, be the subject of a verb of communication? Not a
    common noun none of whose WordNet senses is a person, a group or an animal and whose first
    sense is no written source ("plans", "shouts", "surmises"); a name, a pronoun, a noun
    WordNet does not know, or a document ("reports", "letters") may be."""
    if tok.pos_ != "NOUN":
        return True
    lemma = tok.lemma_.lower()
    senses = wordnet.lexnames(lemma, "NOUN")
    if not senses or senses & _SPEAKER_LEXNAMES:
        return True
    return wordnet.first_sense_under(lemma, "NOUN", _WRITTEN_SOURCE_ROOTS)


#: Indefinite and free-relative person pronouns that a later singular "he/him/his" takes up
#: ("whoever drinks of the water that I will give him"; "everyone ... his"): the generic
#: masculine of older and Bible English (Quirk et al. 1985 §6.11, §6.30; H&P 2002 ch. 5 §17.2).
_GENERIC_PERSON_ANTECEDENTS = frozenset(
    {"whoever", "whosoever", "whomever", "everyone", "everybody", "anyone", "anybody"}
    | {"someone", "somebody", "nobody"}
)


def pronouns_rebound_by_removal(
    doc: Doc, spans: Sequence[tuple[int, int]], k: int
) -> Iterator[Token]:
    """The third-person pronouns after conjunct ``k`` whose nearest agreeing antecedent was in
    it: "he gave a double portion to Hannah, for he loved Hannah, but Yahweh had shut up her
    womb" minus the middle clause makes "her" take Peninnah; "scales the city of the mighty,
    and brings down the strength of its confidence" minus the first member leaves "its" with
    nothing. A personal pronoun takes up the most accessible referent the text before it has
    introduced (Webber 1978; Ariel 1990 on accessibility; Kamp & Reyle 1993 on accessible
    antecedents), which is in practice the nearest one that agrees in number and gender (Hobbs
    1978; Lappin & Leass 1994 on recency); when that one goes, the pronoun is either left with
    no referent in its sentence or silently rebinds to an earlier noun, and the shortened
    sentence says something of someone else (ConjNLI's removals keep each sentence
    self-contained, Saha et al. 2020). ``_lost_pronouns`` asks whether every candidate went;
    this asks whether the nearest did. Refused when another candidate is left to take the
    pronoun over (the sentence now says it of someone else), or when none is and the kept part
    is no clause of its own ("A wise man brings down the strength of its confidence"); a
    pronoun left with no referent in a kept clause of its own is read against the premise,
    which keeps it (``_lost_antecedent``'s warning, the ab59 judges). A removed member that is
    itself the antecedent noun phrase is left to the kept members of its coordination: "bought
    a lamp and a rug, and her brother carried it" minus "a rug" gives "it" the lamp, which has
    the removed member's place (``_lost_pronouns`` judges a whole list's loss).

    The candidates are the nouns that ``_agrees`` with the pronoun's family, earlier pronouns of
    the same family (a chain: when the nearest is one in the removed member, the chain is
    followed back to what that one took up, so "He came, and he saw, and he conquered" minus
    "he saw" keeps "He"), and for "he" an indefinite or free-relative person pronoun
    (``_GENERIC_PERSON_ANTECEDENTS``). Not a candidate: a noun whose phrase holds the pronoun
    (the i-within-i condition, Chomsky 1981: "the strength of its confidence" is not its own
    strength's), a subject its object pronoun is disjoint from (binding principle B,
    ``principle_b_disjoint``), a gendered noun of the other gender (``anaphora.gender_clash``),
    a noun whose possessor is a pronoun of the same family ("his spirit ..., and he": the
    chain runs through the possessor), and the subject of the pronoun's own clause for a
    possessive: "Yahweh had shut up her womb"
    may read "her" as the subject's, but which referent the possessive takes from the
    discourse is decided by the nearest one outside its clause (centering, Grosz et al. 1995).
    Among the candidates, one in the pronoun's own function goes first ("I gave them my
    statutes and showed them my ordinances": the second "them" is the first's, parallelism,
    Smyth 1994; Lappin & Leass 1994), then the nearest.
    A pronoun with no candidate in the sentence refers to the context and is left alone."""
    lo, hi = spans[k]
    if _adjective_coordination(doc, spans, k):
        return
    for pron in doc[hi:]:
        family = next((f for f, ws in _PRONOUN_FAMILIES.items() if pron.lower_ in ws), None)
        if family in (None, "there", "plural") or pron.dep_ == "expl" or _non_referential_it(pron):
            # "they" is left to ``_lost_pronouns``: a plural pronoun takes split and summed
            # antecedents (Quirk et al. 1985 §6.18), so the nearest plural noun says little
            continue
        if pron.lower_.endswith(("self", "selves")) or pron.tag_ not in ("PRP", "PRP$"):
            continue
        if family == "it" and pron.lower_ != "its":
            # "it" is also the dummy and ambient pronoun (Quirk et al. 1985 §10.26-27), and an
            # object "it" is often the context's ("when he wrote it"): only "its" here
            continue
        source = _nearest_antecedent(pron, pron, family, spans)
        while (
            source is not None
            and lo <= source.i < hi
            and source.lower_ in _PRONOUN_FAMILIES[family]
        ):
            # follow the chain back; each step looks only before the last link, so it ends
            earlier = _nearest_antecedent(source, pron, family, spans)
            source = earlier if earlier is None or earlier.i < source.i else None
        if source is None or not lo <= source.i < hi:
            continue
        rival = _nearest_antecedent(pron, pron, family, spans, skip=(lo, hi))
        if rival is None and _own_clause(doc, spans[k]):
            # no referent left in the sentence and the kept clause is a sentence of its own:
            # read against the premise, a warning (``_lost_antecedent``; the ab59 judges)
            continue
        if source.i == doc[lo:hi].root.i:
            continue  # "a lamp and [a rug], and her brother carried it", "the children of
            # Ammon, [Moab], and Mount Seir ...; and they were struck": the kept members of the
            # same coordination stand in the removed one's place (s1205u conj-074, kept)
        yield pron


def _nearest_antecedent(
    start: Token,
    pron: Token,
    family: str,
    spans: Sequence[tuple[int, int]],
    skip: tuple[int, int] = (0, 0),
) -> Token | None:
    """The candidate antecedent of ``pron`` before ``start`` and outside ``skip`` (see
    ``pronouns_rebound_by_removal``): the nearest in the pronoun's own function, else the
    nearest."""
    doc = pron.doc
    ancestors = {a.i for a in pron.ancestors}
    own_subject = None
    if pron.tag_ == "PRP$":
        verb = pron.head
        while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
            verb = verb.head
        while verb.dep_ == "conj" and not any(
            c.dep_ in NOMINAL_SUBJECT_DEPS for c in verb.children
        ):
            verb = verb.head  # "The company bought a plant and expanded its output": shared
        subject = next((c for c in verb.children if c.dep_ in NOMINAL_SUBJECT_DEPS), None)
        if subject is not None and subject.i < start.i and not skip[0] <= subject.i < skip[1]:
            if subject.lower_ in _PRONOUN_FAMILIES[family] or _clearly_agrees(subject, family):
                return subject  # a possessive is bound by its clause's subject when it agrees
            own_subject = subject.i
    found: list[Token] = []
    for t in reversed(doc[: start.i]):
        if skip[0] <= t.i < skip[1] or t.i in ancestors or t.i == own_subject:
            continue
        if principle_b_disjoint(t, pron):
            continue
        if (
            t.lower_ in _PRONOUN_FAMILIES[family] and not t.lower_.endswith(("self", "selves"))
        ) or (family == "he" and t.lower_ in _GENERIC_PERSON_ANTECEDENTS):
            found.append(t)
        elif family in ("he", "she") and gender_clash(family, t):
            continue
        elif any(c.dep_ == "poss" and c.lower_ in _PRONOUN_FAMILIES[family] for c in t.children):
            continue  # "his spirit was troubled, and he sent": the chain runs through "his"
        elif _agrees(t, family, spans, True):
            found.append(t)
    # a candidate in the pronoun's own function before the nearest ("I gave them A and showed
    # them B": parallelism, Smyth 1994; Kehler 2002; Lappin & Leass 1994 weigh it). Subjects
    # are not preferred: with no gender for bare names, any earlier subject name would win
    # ("Elkanah ... her womb")
    if pron.tag_ != "PRP$":
        same = [t for t in found if t.dep_ == pron.dep_]
        if same:
            return same[0]
    return found[0] if found else None


def _clearly_agrees(noun: Token, family: str) -> bool:
    """Does the subject ``noun`` agree with a possessive of ``family`` on what the grammar knows,
    not on a guess: "it" a singular common noun that is no person ("The company bought a plant
    and expanded its output"), "he"/"she" a common person noun of no other gender, "they" a
    plural noun. A bare name gives no gender and "it" also takes the tagger's untyped names, so
    a name does not bind here ("Yahweh had shut up her womb")."""
    if noun.pos_ != "NOUN":
        return False
    if family == "it":
        return noun.tag_ == "NN" and not person_noun(noun)
    if family in ("he", "she"):
        return noun.tag_ == "NN" and person_noun(noun) and not gender_clash(family, noun)
    return family == "plural" and noun.tag_ == "NNS"


def _chain_anchored(first: Token, orig: Sequence[Token]) -> bool:
    """Does the first pronoun of a chain take its antecedent from the sentence? Either a name
    binds it as the subject of its adverbial clause (``_binds_adverbial_subject``), or it is a
    subject whose one agreeing candidate before it is a subject too: subjects continue the
    topic from clause to clause (centering, Grosz et al. 1995; Ariel 1990 on accessibility).
    An object or possessive opening a chain ("God opened her eyes", "take them") is left to the
    context, as it was."""
    if any(_binds_adverbial_subject(t, first) for t in orig):
        return True
    if first.dep_ not in NOMINAL_SUBJECT_DEPS:
        return False
    earlier = [t for t in orig if t.i < first.i]
    return len(earlier) == 1 and earlier[0].dep_ in NOMINAL_SUBJECT_DEPS


def _binds_adverbial_subject(name: Token, pron: Token) -> bool:
    """ "Jehoiachin was eighteen years old when he began to reign": a bare singular proper name,
    subject of a clause, and "he"/"she" the subject of that clause's own adverbial clause. A
    personal pronoun takes up a referent the text has introduced (Webber 1978), and the subject
    of the matrix clause is the most accessible one for the subject of its adverbial clause
    (centering, Grosz et al. 1995; Quirk et al. 1985 §15.11 on coreferent subjects of matrix
    and adverbial clause), so the name is the pronoun's antecedent whatever entity type the
    small tagger gave it (it types names of antiquity as places: cj188, s1205r conj-086)."""
    if pron.lower_ not in {"he", "she"} or pron.dep_ not in NOMINAL_SUBJECT_DEPS:
        return False
    if name.tag_ != "NNP" or name.dep_ not in NOMINAL_SUBJECT_DEPS or name.i > pron.i:
        return False
    if any(c.dep_ in ("det", "poss") for c in name.children):
        return False
    clause = pron.head
    return clause.dep_ == "advcl" and clause.head.i == name.head.i


def _adjective_coordination(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """Is conjunct ``k`` a bare word coordinated with adjectives only ("Featureless and pale,
    its face ...", "cold and damp, it ...")? Coordination joins constituents of like category
    (Quirk et al. 1985 §13.14; Sag, Gazdar, Wasow & Weisler 1985), so such a word is an
    adjective whatever the tagger says ("pale" as NNP), and an adjective phrase refers to
    nothing a pronoun could take up: only noun phrases antecede personal pronouns (H&P 2002
    ch. 17 §2). Judged in stop 62's blind slices (fl25): a `lost_antecedent` on such a cut was
    kept as is."""
    lo, hi = spans[k]
    if hi - lo != 1 or doc[lo].tag_ in ("PRP", "PRP$") or doc[lo].ent_type_:
        return False
    others = [doc[a:b].root for i, (a, b) in enumerate(spans) if i != k]
    return bool(others) and all(r.tag_ in ("JJ", "JJR", "JJS") for r in others)


def _controller_of_supplementive(doc: Doc, spans: Sequence[tuple[int, int]], pron: Token) -> bool:
    """Is ``pron`` the subject of the clause that a fronted coordination of subjectless
    participle clauses modifies ("Founded in 970, and associated with the institution in Cairo,
    it is ...")?

    The understood subject of a supplementive participle clause is the matrix subject (Quirk et
    al. 1985 §15.58-15.60; H&P 2002 ch. 14 §9), so the pronoun controls each participle, and a
    noun inside one ("the institution", "Cairo") is a co-argument of its understood subject,
    which binding keeps apart from it (condition B/C, Chomsky 1981): the pronoun refers to the
    sentence topic, never to the removed material (stop 48, fl6)."""
    if pron.dep_ not in NOMINAL_SUBJECT_DEPS:
        return False
    first = doc[spans[0][0] : spans[0][1]].root
    if first.dep_ != "advcl" or first.head.i != pron.head.i or spans[-1][1] > pron.i:
        return False
    roots = [doc[lo:hi].root for lo, hi in spans]
    # a later conjunct with no subject of its own shares the participle's form, whatever the
    # tagger says of a past form ("Founded ..., and linked with ...": VBD for VBN)
    return first.tag_ in {"VBN", "VBG"} and all(
        r.tag_ in {"VBN", "VBG", "VBD"}
        and not any(c.dep_ in NOMINAL_SUBJECT_DEPS | {"mark"} for c in r.children)
        for r in roots
    )


#: Prepositions whose object is an argument of a prepositional verb or an indirect object
#: ("looked after them", "waited for them", "spoke of/about them", "gave it to them"), where
#: coreference with the subject needs a reflexive; spatial ones ("put it near them", "took the
#: dog with them") take a personal pronoun for it (Quirk et al. 1985 §6.24).
_ARGUMENT_PREPOSITIONS = frozenset({"after", "for", "of", "about", "to"})


def _object_of_coordinated_subject(doc: Doc, spans: Sequence[tuple[int, int]], pron: Token) -> bool:
    """Is the personal pronoun ``pron`` an object in the clause whose subject is the coordination
    ("Tom and Anna have gone after them", "Sam and Lucy invited them")?

    A non-reflexive pronoun cannot take the subject of its own clause as antecedent (binding
    condition B, Chomsky 1981; Reinhart 1983; nor part of it, Lasnik 1981 on overlapping
    reference): "they" there would be "themselves". So the conjuncts were never its
    antecedent, it refers to the context, and removing one loses nothing (stop 46, fl4)."""
    head = doc[spans[0][0] : spans[0][1]].root
    if head.dep_ not in NOMINAL_SUBJECT_DEPS or pron.lower_.endswith(("self", "selves")):
        return False
    if pron.dep_ in ("dobj", "dative"):
        verb = pron.head
    elif pron.dep_ == "pobj" and pron.head.lower_ in _ARGUMENT_PREPOSITIONS:
        verb = pron.head.head
    else:
        return False
    while verb.i != head.head.i:  # a verb-phrase conjunct shares the subject of its head
        if verb.dep_ != "conj" or any(c.dep_ in NOMINAL_SUBJECT_DEPS for c in verb.children):
            return False
        verb = verb.head
    return verb.pos_ in {"VERB", "AUX"}


def _partner_pronoun(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> Token | None:
    """A pronoun in the conjunct right after the removed noun phrase that agrees with it: "the Air
    Force or [its predecessors]", "Richard Lee and [his descendants]", "Bogart or [a character who
    looks like him]". The preceding conjunct is the closest antecedent a pronoun in the next one
    has (Ariel 1990 on accessibility), so once it is gone the pronoun either refers to nothing
    or silently to another noun ("The list names the aircraft used by its predecessors"), even
    when other nouns are left before it; only an agreeing subject of the clause, the most
    accessible antecedent there, can bind it instead ("customers buy them from shops or their
    employers")."""
    if k + 1 >= len(spans):
        return None
    head = doc[spans[k][0] : spans[k][1]].root
    if head.pos_ not in {"NOUN", "PROPN"}:
        return None
    # every conjunct stands where the first one does, so the clause is found above the first
    # conjunct: the parse hangs a later one on an earlier noun conjunct ("to sing A, B, C, and
    # some songs of their own"), which is no reduced relative
    top = head
    while top.dep_ == "conj" and top.head.i < top.i:
        top = top.head
    subjects = partner_clause_subjects(top, spans)
    for pron in doc[spans[k + 1][0] : spans[k + 1][1]]:
        family = next((f for f, ws in _PRONOUN_FAMILIES.items() if pron.lower_ in ws), None)
        if family is None or family == "there" or pron.dep_ == "expl" or _non_referential_it(pron):
            continue  # a cleft's dummy "it" ("but it was my love that made me") refers to nothing
        if pron.lower_.endswith("self") and (
            spans[k + 1][0] <= pron.head.i < spans[k + 1][1]
            or _emphatic_after_noun(pron, spans[k + 1])
        ):
            # "or society itself": an emphatic reflexive in apposition to a noun of its own
            # conjunct is bound by that noun (Quirk et al. 1985 §6.24; a reflexive takes a
            # local antecedent, Chomsky 1981 condition A), never by the removed conjunct
            continue
        if any(_agrees(s, family, spans, True) for s in subjects):
            continue  # "customers buy from ridestores or their employers": the subject binds it
        if subject_possessor_binds(subjects, family, spans):
            continue  # "the captain's daughter wrote to her uncle and his friends" (fl100)
        if _agrees(head, family, spans, False) and not any(
            t.lower_ in _PRONOUN_FAMILIES[family] for t in doc[: pron.i]
        ):
            return pron
    return None


def partner_clause_subjects(top: Token, spans: Sequence[tuple[int, int]]) -> list[Token]:
    """The subjects before the coordination of the clause that holds it, for
    ``_partner_pronoun``: the nearest subject up the verb chain ("were able to buy"). A noun
    reached after a verb heads a reduced relative, a clause of its own ("the aircraft used by A
    or its B"), and ends the search. A noun reached before any verb is the head of the noun
    phrase whose prepositional complement the coordination is ("was an inspiration to A and
    his B", "a letter to A and his B"): that noun phrase is inside the clause, and Hobbs's
    (1978) search climbs through such noun-phrase nodes to the clause and proposes its subject
    (fl100; before, the search stopped at "inspiration" and "his" lost every antecedent)."""
    passed_verb = False
    for a in top.ancestors:
        if a.pos_ in {"NOUN", "PROPN", "PRON"}:
            if passed_verb or a.pos_ == "PRON":
                return []
            continue
        if a.pos_ in {"VERB", "AUX"}:
            passed_verb = True
        subjects = [c for c in a.children if c.dep_ in NOMINAL_SUBJECT_DEPS and c.i < spans[0][0]]
        if subjects:
            return subjects
    return []


def subject_possessor_binds(
    subjects: Sequence[Token], family: str, spans: Sequence[tuple[int, int]]
) -> bool:
    """Does a noun possessor of the clause's subject agree with a pronoun of the family
    ``family`` (fl100)? "The captain's daughter wrote to her uncle and his friends" minus "her
    uncle and": "his" keeps an antecedent in its own clause, "the captain". Hobbs's (1978)
    search proposes, once the pronoun's own noun phrase is passed, the noun phrases of its
    clause left to right and breadth first: the subject ("the captain's daughter", which does
    not agree) and then the possessor inside it; Lappin & Leass (1994 §2.1) rank a subject's
    possessor above any noun of an earlier clause (same-sentence recency, a possessor being
    an argument of its head). So the shortened sentence gives the pronoun an antecedent the
    sentence itself holds, and nothing the reader can see is lost. A possessor that does not
    agree ("the queen's daughter ... and his friends") or a noun elsewhere in the clause (a
    reduced relative's object, "the aircraft used by its predecessors") binds nothing here,
    and the flag stays. Only a noun possessor counts: a possessive pronoun ("her daughter")
    is a link of a chain whose head the sentence may not hold."""
    return any(
        c.dep_ == "poss" and c.pos_ in {"NOUN", "PROPN"} and _agrees(c, family, spans, True)
        for s in subjects
        for c in s.children
    )


def _emphatic_after_noun(pron: Token, span: tuple[int, int]) -> bool:
    """A reflexive right after a noun of its own conjunct, whatever arc the parse gave it: "only
    Mopoon or Wist himself knows" (the parse hangs "himself" on "Mopoon" as a third conjunct).
    A reflexive directly after a noun phrase is the emphatic one in apposition to it ("the
    president himself", Quirk et al. 1985 §6.24), bound by that noun (Chomsky 1981 condition
    A), so the removed conjunct was never its antecedent (stop 83, fl68)."""
    before = pron.doc[pron.i - 1] if pron.i > span[0] else None
    return before is not None and before.pos_ in {"NOUN", "PROPN"}


#: Object positions of a personal pronoun, where the subject of its own clause cannot bind it.
_OBJECT_PRONOUN_DEPS = frozenset({"dobj", "pobj", "dative"})


def _object_pronoun(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> Token | None:
    """An object "it"/"them" in the verb phrase right after the removed one whose closest
    possible antecedent was in it: "made by pouring rum into a small glass and [dropping it into
    a mug]" -> "made by dropping it into a mug". The noun phrase of the preceding conjunct is the
    most accessible antecedent of a pronoun in the next one (Ariel 1990), and the verb phrases'
    shared subject cannot bind a personal pronoun that is the object in its own clause (binding
    condition B, Chomsky 1981; Reinhart 1983), so once the conjunct is gone the pronoun refers to
    nothing or silently to another noun ("dropping the drink into a mug"). Verb phrases only (a
    removed clause of its own gets the premise's referent, ``pronoun_antecedent_removed``);
    possessives ("expanded its output") are often bound by the subject and are left alone."""
    if k + 1 >= len(spans) or _own_clause(doc, spans[k]):
        return None
    if doc[slice(*spans[k])].root.pos_ != "VERB":
        return None
    lo, hi = spans[k + 1]
    if doc[lo:hi].root.pos_ != "VERB":
        return None
    subjects = {
        c.i
        for a in (doc[lo:hi].root, *doc[lo:hi].root.ancestors)
        for c in a.children
        if c.dep_ in NOMINAL_SUBJECT_DEPS
    }
    lo_k = spans[k][0]
    for pron in doc[lo:hi]:
        if pron.lower_ not in {"it", "them"} or pron.dep_ not in _OBJECT_PRONOUN_DEPS:
            continue
        family = "it" if pron.lower_ == "it" else "plural"
        before = doc[: pron.i]
        # the chain starts with a pronoun: its antecedent is not ours to judge. The verb
        # phrases' shared subject is no such start: it cannot bind the object pronoun of its own
        # clause (condition B), so "They have been charging orders and NOT filling them" minus
        # the first verb phrase leaves "them" with nothing (stop 91, cj197)
        if any(t.lower_ in _PRONOUN_FAMILIES[family] and t.i not in subjects for t in before):
            continue
        nouns = [
            t
            for t in before
            if t.dep_ != "compound" and t.i not in subjects and _agrees(t, family, spans, False)
        ]
        if nouns and spans[k][0] <= nouns[-1].i < spans[k][1]:
            # "Eye contact: make eye contact and maintain it": the same noun kept before the
            # removed one names the same referent (reiteration, Halliday & Hasan 1976 §6.1), so
            # the pronoun's chain survives the removal
            if any(t.lemma_.lower() == nouns[-1].lemma_.lower() for t in nouns if t.i < lo_k):
                continue
            return pron
    return None


def _bound_by_coordination(doc: Doc, spans: Sequence[tuple[int, int]], k: int, pron: Token) -> bool:
    """The pronoun is bound by the coordinated noun phrases themselves: it sits inside a kept
    conjunct ("Richard Lee and [his descendants]", "the Air Force or [its predecessors]", "Bogart
    or [a character who looks like him]"), or the coordination is the subject of a clause that
    contains the pronoun ("Anna and Ben sold their house", "John and Mary came, and they sang").
    A subject c-commands its clause and is the most accessible antecedent of the pronouns in it
    (Reinhart 1983; Ariel 1990), and a conjunct is the closest antecedent of a pronoun in the next
    one, so without the removed conjunct the pronoun has nothing in its own phrase or clause to
    refer to: the shortened sentence is broken as a text, not merely dependent on its context
    ("The Lees of Virginia included his descendants")."""
    head = doc[spans[0][0] : spans[0][1]].root
    if head.pos_ not in {"NOUN", "PROPN", "PRON", "NUM"}:
        return False  # clauses and verb phrases: the pronoun's antecedent is discourse material
    if any(lo <= pron.i < hi for j, (lo, hi) in enumerate(spans) if j != k):
        return True
    if head.dep_ not in NOMINAL_SUBJECT_DEPS:
        return False
    clause = head.head
    return clause.left_edge.i <= pron.i <= clause.right_edge.i and pron.i not in range(*spans[k])


def _pro_form_one(tok: Token) -> bool:
    """Nominal "one"/"ones" as a pro-form ("his last one", "a new one", "the red ones"): tagged
    as a noun with a determiner, possessive or adjective before it and no "of" after it, which
    leaves out the numeral ("one of them") and generic "one" ("one can"). Nor is the "one" of
    "no one" a pro-form: "no one" is the compound pronoun "nobody", a quantified pronoun with no
    antecedent at all (Quirk et al. 1985 §6.45; as in ``_substitute_head``), though the parser
    makes "no" its determiner ("No one sues in righteousness, and no one pleads in truth", kept
    as is in s1205t with its first clause removed)."""
    if tok.lower_ not in {"one", "ones"} or tok.tag_ not in {"NN", "NNS"}:
        return False
    if tok.lower_ == "one" and tok.i > 0 and tok.doc[tok.i - 1].lower_ == "no":
        return False
    if any(c.dep_ == "prep" and c.lower_ == "of" for c in tok.rights):
        return False
    return any(c.dep_ in {"det", "poss", "amod"} for c in tok.lefts)


def _determiner_left_headless(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "A block of ice shaped like a statue, but worked by no hands" -> "A worked by no hands":
    the determiner right before the removed conjunct belongs to a noun inside it, and what the
    removal puts after the determiner is no nominal (a verb, preposition, adverb or clause
    word). A determiner is a dependent in a noun phrase and needs that phrase's head after it
    (Huddleston & Pullum 2002 ch. 5 §3, §6), so the parse cut the phrase apart: the noun was
    not a conjunct of the participle. A shared determiner before a noun that stays ("a [cat]
    and [dog]" -> "a dog") is left alone (cj105)."""
    lo, hi = spans[k]
    if lo == 0 or k == len(spans) - 1:
        return False
    det = doc[lo - 1]
    if det.dep_ not in {"det", "poss", "predet"} or not lo <= det.head.i < hi:
        return False
    if det.lower_ in PRECONJUNCTIONS:  # "in [both] singles and doubles": the correlative
        return False  # marker goes with the coordination, no determiner of the noun
    after = next(
        (t for t in doc[hi:] if not t.is_punct and t.dep_ != "cc" and t.pos_ != "CCONJ"), None
    )
    if after is None or after.dep_ in {"amod", "compound", "nummod"}:
        return False  # "its [accuracy] and near-complete lack": a premodifier of a kept noun
    if after.pos_ == "ADV":
        return after.head.pos_ in {"VERB", "AUX"}
    return after.pos_ in {"VERB", "AUX", "ADP", "SCONJ", "PART"}


def _lost_one_antecedent(doc: Doc, removed: set[int], hi: int) -> bool:
    """The pro-form "one" ("his last one") after the removed conjunct stands for the head noun of
    an earlier noun phrase (one-substitution, Halliday & Hasan 1976 §3.2; Baker 1978). Flagged
    only when the removed conjunct had a common noun and none is left before "one" outside it
    ("She bought a car and moved to Paris, but her new one broke" minus the purchase): with any
    common noun left the antecedent cannot be ruled out, so nothing is flagged."""
    for tok in doc[hi:]:
        if not _pro_form_one(tok) or _restrictive_clause_after(tok):
            continue  # "the one you want", "every one concerned": identified by its clause (fl70)
        if demonstrative_substitute(tok):
            continue  # "until I tried this one": can point at the situation (fl83)
        before = [t for t in doc[: tok.i] if t.pos_ == "NOUN" and not _pro_form_one(t)]
        if any(t.i in removed for t in before) and not any(t.i not in removed for t in before):
            return True
    return False


#: Nominal substitutes that stand for a count noun head named elsewhere in the text ("one",
#: "ones"; "another" = "one more/other N"): Halliday & Hasan 1976 §3.2 (nominal substitution);
#: Huddleston & Pullum 2002 ch. 5 §9.4 (fused heads). See ``_lost_parallel_substitute``.
_NOMINAL_SUBSTITUTES = frozenset({"one", "ones", "another"})
#: Argument positions of a noun phrase inside a clause: the substitute and its antecedent are
#: compared by these (parallel coordinate structures, ``_lost_parallel_substitute``).
_SUBSTITUTE_DEPS = frozenset({"dobj", "pobj", "attr", "dative", "oprd", "appos"})


def _substitute_head(tok: Token) -> bool:
    """Is ``tok`` a nominal substitute heading a noun phrase in an argument position ("mean
    [another]", "robbed her of [one]", "give [one]")? Not the numeral before a noun ("one
    thing", dep ``nummod``), not a partitive ("one of them", its antecedent is its own "of"
    phrase), not reciprocal "one another", and not a substitute with a relative or other clause
    after it ("the one you want", "the ones who left"): a fused head with a restrictive modifier
    identifies its referent by that modifier and can be non-anaphoric (Huddleston & Pullum 2002
    ch. 5 §9.4)."""
    if tok.lower_ not in _NOMINAL_SUBSTITUTES or tok.dep_ not in _SUBSTITUTE_DEPS:
        return False
    if tok.pos_ not in {"NUM", "PRON", "DET", "NOUN"}:
        return False
    doc = tok.doc
    if tok.lower_ == "another" and tok.i > 0 and doc[tok.i - 1].lower_ == "one":
        return False  # reciprocal "one another"
    if tok.i + 1 < len(doc) and doc[tok.i + 1].lower_ == "another":
        return False
    if tok.lower_ == "one" and tok.i > 0 and doc[tok.i - 1].lower_ == "no":
        return False  # "no one" = "nobody", a compound pronoun (Quirk et al. 1985 §6.45; ab84b)
    return not any(c.dep_ == "prep" and c.lower_ == "of" for c in tok.rights) and not (
        _restrictive_clause_after(tok)
    )


def _restrictive_clause_after(tok: Token) -> bool:
    """Has the fused head ``tok`` ("one", "ones", "another") a relative or other clause after it
    ("the one you want", "every one concerned", "the ones who left")? A fused head with a
    restrictive modifier identifies its referent by that modifier and can be non-anaphoric
    (Huddleston & Pullum 2002 ch. 5 §9.4): no antecedent noun need be found for it."""
    return any(c.dep_ in {"relcl", "acl"} for c in tok.rights)


def _count_noun_use(tok: Token) -> bool:
    """A common noun used as a count noun: plural, or singular with a determiner, possessive or
    numeral. "one" substitutes only a count noun head (*"red wine and white one", Halliday &
    Hasan 1976 §3.2.1; Huddleston & Pullum 2002 ch. 5 §9.4), and a bare singular is the
    non-count use (Quirk et al. 1985 §5.3: "remove death penalty"), no antecedent of "one"."""
    if tok.pos_ != "NOUN":
        return False
    if tok.tag_ == "NNS":
        return True
    doc = tok.doc
    return any(
        c.dep_ in {"det", "poss", "nummod", "predet"}
        # "a little" is the quantifier of a non-count noun ("buy a little land": Quirk et al.
        # 1985 §5.24), not the count article (A/B ab84: "buy a little land and build one")
        and not (c.lower_ in ("a", "an") and c.i + 1 < tok.i and doc[c.i + 1].lower_ == "little")
        for c in tok.lefts
    )


#: Quantity nouns: in "in large numbers", "in small quantities" they measure how many or how
#: much of something there is, an adjunct of quantity (Quirk et al. 1985 §5.8 on quantity
#: nouns; Huddleston & Pullum 2002 ch. 5 on quantificational nouns), and name no entity a
#: substitute "one" could repeat: "sometimes there is only one" is the numeral one of the same
#: things, not "one number" (stop 99 fl97, s9801: the pair kept as is).
_QUANTITY_NOUNS = frozenset({"number", "quantity", "amount"})


def _quantity_adjunct(tok: Token) -> bool:
    """``tok`` is a quantity noun as the object of "in" ("in large numbers", "in great
    quantities"): an adjunct of quantity, no antecedent for a substitute "one"."""
    return tok.lemma_.lower() in _QUANTITY_NOUNS and tok.dep_ == "pobj" and tok.head.lower_ == "in"


#: Distributive determiners whose noun phrase sets up the set "another" picks a second member
#: of: "each command follows from another", "every wave pushes another" (the distributive
#: "each ... another" of a reciprocal-like relation inside one clause: Huddleston & Pullum 2002
#: ch. 17 on reciprocals; Quirk et al. 1985 ch. 6 on "each", "every", "another").
_DISTRIBUTIVE_DETERMINERS = frozenset({"each", "every"})


def _distributive_subject_before(tok: Token, start: int) -> bool:
    """The substitute "another" (``tok``) has, inside its own conjunct (from ``start``) and
    before it, a subject that is a count noun under a distributive determiner ("each command
    ... another"): "another" names a second member of the set that subject ranges over, so that
    noun is the head it repeats (Halliday & Hasan 1976 §3.2.1: the substitute repeats a count
    noun head of the text), and no antecedent went with the removed conjunct. Not "one" ("the
    officers had rifles, and each soldier carried one" still loses "rifles": "one" is no second
    member of the soldiers), and not a subject with "the" or "a" ("the war robbed her of
    another"), which names another thing than the substitute."""
    if tok.lower_ != "another":
        return False
    doc = tok.doc
    return any(
        t.dep_ in {"nsubj", "nsubjpass"}
        and t.pos_ == "NOUN"
        and any(c.dep_ == "det" and c.lower_ in _DISTRIBUTIVE_DETERMINERS for c in t.children)
        for t in doc[start : tok.i]
    )


def _lost_parallel_substitute(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """The conjunct after the removed one holds a nominal substitute whose antecedent was the
    removed conjunct's noun: "she had had two sons; but the crime ... had robbed her of [one]",
    "say one thing so positively, and mean [another]", "to form an opinion ..., and on no
    account to give [one]". Substitution is a relation in the wording: "one"/"another" repeat a
    count noun head of the text and have no meaning without it (Halliday & Hasan 1976 §3.2, ch.
    3 on substitution vs reference), and in a coordination the elided or substituted head is
    resolved from the parallel position of the conjunct before (Quirk et al. 1985 §12.9 on
    ellipsis in coordination; Hobbs & Kehler 1997 on parallelism). So with that conjunct gone the
    substitute has nothing to stand for: "why he should mean another", "had robbed her of one".
    Unlike a pronoun ("it", "he"), which a reader can resolve against the context or the other
    side of the pair (``pronoun_antecedent_removed``), a substitute has no deictic use, so this is
    a defect on either side of the pair. Only when the removed conjunct has a common noun in an
    argument position and the kept conjunct names none in the substitute's own position before
    it: "bought a car and sold a bike and a van, then kept one" leaves an antecedent in place."""
    if k + 1 >= len(spans):
        return False
    lo, hi = spans[k]
    if not any(
        _count_noun_use(t) and not _quantity_adjunct(t)
        for t in doc[lo:hi]
        if t.dep_ in _SUBSTITUTE_DEPS
    ):
        return False
    a, b = spans[k + 1]
    for tok in doc[a:b]:
        if not _substitute_head(tok):
            continue
        if _distributive_subject_before(tok, a):
            # "but each command follows from another": the substitute's antecedent is the
            # distributive subject of its own clause (stop 99 fl97)
            continue
        if demonstrative_substitute(tok):
            # "... but would not buy this one again": a demonstrative substitute can point at
            # the referent in the situation (``syntax.demonstrative_substitute``; stop 94 fl83,
            # s9401: three such pairs flagged, all kept as is by the judge)
            continue
        if any(
            _count_noun_use(t) and t.dep_ in _SUBSTITUTE_DEPS
            for t in doc[a : tok.i]
            if t.pos_ == "NOUN"
        ) or any(t.pos_ == "NOUN" and t.dep_ == tok.dep_ for t in doc[a : tok.i]):
            # "and sold a van and kept one": the kept conjunct names its own antecedent. Any
            # argument position counts, not only the substitute's own: "one" repeats a count
            # noun head whatever the case role and number of the phrase it heads ("keep my old
            # jars to refill from this big one" = "big jar"; Halliday & Hasan 1976 §3.2.1: the
            # substitute carries its own number and modifiers; Quirk et al. 1985 §12.9)
            continue
        return True
    return False


def _lost_that_of_antecedent(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """A later conjunct headed by "that"/"those" with an "of" phrase ("the problems of poverty but
    also [those of health]") substitutes for the head noun of the conjunct before it, its
    parallel (Quirk et al. 1985 ch. 6 on demonstratives; Halliday & Hasan 1976 ch. 2): with that conjunct removed,
    "address those of health" has no antecedent left."""
    if k + 1 >= len(spans) or doc[spans[k][0] : spans[k][1]].root.pos_ not in {"NOUN", "PROPN"}:
        return False
    head = doc[spans[k + 1][0] : spans[k + 1][1]].root
    if head.lower_ == "those" and _singular_noun(doc[spans[k][0] : spans[k][1]]):
        # "All the country of Judea and all those of Jerusalem went out to him": the substitute
        # agrees in number with the head it stands for ("that of" for a singular, "those of"
        # for a plural: Quirk et al. 1985 §6.41; Huddleston & Pullum 2002 ch. 5 §9.4), so
        # "those" after a singular noun is no substitute for it but the personal "those" (=
        # "the people", Quirk et al. 1985 §6.42), which names its own referents (cj190; s1205s
        # conj-016, kept as is)
        return False
    return (
        head.lower_ in {"that", "those"}
        and head.pos_ in {"DET", "PRON"}
        and any(c.dep_ == "prep" and c.lower_ == "of" for c in head.rights)
    )


def _singular_noun(span: Span) -> bool:
    """A conjunct headed by a singular common noun or name, with no coordination inside it (a
    coordinated "A and B" is plural)."""
    head = span.root
    return head.tag_ in {"NN", "NNP"} and not any(
        c.dep_ == "conj" and span.start <= c.i < span.end for c in head.children
    )


def _plural_left_in(kept: list[Token], removed: set[int]) -> bool:
    """Plural antecedents a plural pronoun can still take among the kept words: a split
    antecedent of two or more persons ("Beatty ..., with Keaton as his wife, ... their
    friends"), another coordination of nouns whose members both survive, and a collective noun
    that its verb already treats as plural ("Marseille were ...", British agreement with
    organisations; Quirk et al. 1985 §10.40)."""
    persons = {t.i for t in kept if t.ent_type_ == "PERSON" and t.ent_iob_ == "B"}
    if len(persons) >= 2:
        return True
    siblings: dict[int, int] = {}  # kept nominal conjuncts per head: two of one list survive
    for t in kept:
        if t.pos_ not in {"NOUN", "PROPN"}:
            continue
        if t.dep_ == "conj" and t.head.pos_ in {"NOUN", "PROPN"}:
            siblings[t.head.i] = siblings.get(t.head.i, 0) + 1
            if t.head.i not in removed or siblings[t.head.i] >= 2:
                return True
        if t.dep_ in NOMINAL_SUBJECT_DEPS and (
            t.head.tag_ == "VBP" or t.head.lower_ in {"were", "are"}
        ):
            return True
    return False


def _agrees(
    t: Token, family: str, spans: Sequence[tuple[int, int]], coordination_plural: bool
) -> bool:
    """Whether ``t`` can be the antecedent of a pronoun of ``family``; a noun heading an "and"
    coordination counts as plural, ours only while ``coordination_plural`` (two conjuncts or
    more remain)."""
    if family == "there":
        return t.ent_type_ in _PLACE_ENTITIES and t.pos_ == "PROPN"
    if family == "plural" and t.pos_ == "PRON" and t.lower_ not in _PRONOUN_FAMILIES["plural"]:
        # "He and Charlene ... their yacht": a pronoun coordinated by "and" is a plural
        # antecedent of its own (split antecedents, Quirk et al. 1985 §6.18), ours only while
        # the coordination keeps two members; "they ... their" is a chain, handled by the caller
        ours = t.i == t.doc[spans[0][0] : spans[0][1]].root.i
        coordinated = any(c.dep_ == "conj" for c in t.children) and any(
            c.lower_ == "and" for c in t.children
        )
        return coordinated and (coordination_plural or not ours)
    if family in {"it", "he", "she"} and _partitive_one(t):
        # "removed one of the stones and sent it ...": a partitive "one of the N" is a singular
        # noun phrase whose gender is its set's (Quirk et al. 1985 §6.62 on partitive "one";
        # Huddleston & Pullum 2002 ch. 5 §9.4): a candidate of "it" when the set is of things,
        # of "he"/"she" when it is of people (stop 98, cj215)
        of = next(c for c in t.children if c.lower_ == "of")
        members = [c for c in of.children if c.dep_ == "pobj"]
        return bool(members) and (family == "it") != person_noun(members[0])
    if t.pos_ not in {"NOUN", "PROPN"}:
        return False
    if family == "plural":
        if t.tag_ in {"NNS", "NNPS"} or _plural_demonstrative(t) or _foreign_plural(t):
            return True
        if t.tag_ == "NNP" and t.ent_type_ == "ORG" and t.ent_iob_ != "O":
            # stop 49 (fl8): the name of an organisation takes plural concord, and "they" for
            # it, as a collective noun does ("GM say they will ...", "the BBC ... they";
            # Quirk et al. 1985 §10.39 on notional concord, §6.17 on collectives)
            return True
        ours = t.i == t.doc[spans[0][0] : spans[0][1]].root.i
        coordinated = any(c.dep_ == "conj" for c in t.children) and any(
            c.lower_ == "and" for c in t.children
        )
        return coordinated and (coordination_plural or not ours)
    if t.tag_ not in SINGULAR_TAGS or _foreign_plural(t):
        return False
    if family == "it":
        # a common noun whose first sense is a person ("the surgeon", "the nurse") takes "he" or
        # "she", not "it": English pronoun gender is personal vs non-personal (Quirk et al. 1985
        # §5.104, §6.10; agreement in gender is a hard filter on an antecedent, Hobbs 1978,
        # Lappin & Leass 1994 §2.1), so it is no candidate that keeps an "it" resolved (cj215)
        return t.ent_type_ != "PERSON" and not (t.tag_ == "NN" and person_noun(t))
    return t.ent_type_ == "PERSON" or _untyped_name(t)


def _foreign_plural(t: Token) -> bool:
    """ "the vertebrae", "the fungi", "the criteria": a noun the tagger read as singular (NN)
    whose form is only the plural of another lemma. Foreign plurals keep their source
    language's ending (Quirk et al. 1985 §5.90-5.97), and the small tagger often misses them;
    number agreement with "they/them/their" then needs the lexicon's word (lemminflect's
    inflection tables). A form that is a lemma of its own ("data", "bacteria", "media") stays
    as tagged. A lower-case word tagged as a singular name ("the vertebrae" as NNP) is the
    same misreading of a common noun (cj215)."""
    if t.tag_ != "NN" and not (t.tag_ == "NNP" and t.is_lower):
        return False
    form = t.lower_
    lemmas = getAllLemmas(form, "NOUN").get("NOUN", ())
    if not lemmas or form in lemmas:
        return False
    return any(form in getAllInflections(lemma, "NOUN").get("NNS", ()) for lemma in lemmas)


def _partitive_one(t: Token) -> bool:
    """ "one of the stones": the pronoun or numeral "one" with an "of" complement."""
    return (
        t.lower_ == "one"
        and t.pos_ in {"NUM", "PRON", "NOUN"}
        and any(c.lower_ == "of" and c.dep_ == "prep" for c in t.children)
    )


def _plural_demonstrative(t: Token) -> bool:
    """A noun under "these"/"those": the demonstrative agrees in number with its head (Quirk et
    al. 1985 §5.12; H&P 2002 ch. 5 §7.2), so "these alien craft" is plural whatever the tagger
    says of an invariable plural ("craft", "aircraft", "sheep": Quirk et al. 1985 §5.90) and
    antecedes "they"/"their" (stop 82, fl67)."""
    return any(c.dep_ == "det" and c.lower_ in {"these", "those"} for c in t.children)


def _untyped_name(t: Token) -> bool:
    """ "We must sail north, find Garrow and persuade him", "find the old ferryman and ask
    him": a possible antecedent of "he"/"she" that the entity tagger missed. A personal
    pronoun takes up a discourse referent the sentence introduced (Webber 1978): a bare
    singular proper name introduces one whatever the tagger made of it (the small model types
    invented names of fiction and game text as nothing or as an organisation), and so does a
    singular noun whose first WordNet sense is a person (``noun.person``; Fellbaum 1998). A
    name with a determiner ("the North") or typed as a place, date or number is no person
    (cj110, s1202r class 3)."""
    if t.tag_ != "NNP" and t.tag_ != "NN":
        return False
    if t.dep_ not in NOMINAL_SUBJECT_DEPS | {"dobj", "pobj", "dative", "appos", "conj", "attr"}:
        return False
    if t.tag_ == "NN":
        return wordnet.first_sense_lexname(t.lower_, "NOUN") == "noun.person"
    return (
        t.pos_ == "PROPN"
        and t.ent_type_ in ("", "ORG")
        and not any(c.dep_ in ("det", "poss") for c in t.children)
    )


#: Words that need a plural antecedent: the floating quantifier "both" and reciprocals
#: ("A and B both won", "A and B met each other"); with one conjunct left they dangle.
PLURAL_ANTECEDENT_WORDS = frozenset({"both", "each other", "one another"})


#: Words read relative to the members of a plural subject: the internal readings of "same",
#: "different", "similar" ("A and B had different outcomes": outcomes different from each
#: other; Carlson 1987, "Same and different"; Barker 2007 "Parasitic scope"), and adverbs and
#: floating quantifiers distributing over or gathering the members ("each", "together",
#: "jointly", "alike", "respective"; Lasersohn 1995 ch. 9-10). With a one-member subject the
#: comparison or the gathering has nothing to range over ("B had different outcomes").
INTERNAL_PLURALITY_WORDS = frozenset(
    {"same", "different", "similar", "each", "together", "jointly", "alike", "respective"}
    | {"combined"}
)
#: Prepositions that give "same"/"different"/"similar" an external standard ("different from C").
_COMPARISON_STANDARDS = frozenset({"from", "than", "to", "as"})


def _own_noun_both(tok: Token) -> bool:
    """ "both sides of the case", "both indoor and outdoor pools": "both" as the determiner of
    a noun or as the correlative of a coordination of its own brings what it quantifies over
    (Huddleston & Pullum 2002 ch. 5 §9.3, ch. 15 §2.4), unlike floating or pronominal "both"
    ("A and B both won", "both were scrapped"), which needs the plural antecedent."""
    if tok.lower_ != "both":
        return False
    if tok.dep_ == "det":
        return True
    if tok.dep_ == "preconj" and any(
        c.dep_ == "cc" and c.lower_ == "and" and c.i > tok.i for c in tok.head.children
    ):
        return True
    # correlative "both X and Y" the parse did not link ("performs solos, both live and in the
    # studio", "in both the public and private sectors"): an "and" follows within the phrase,
    # before any verb or punctuation; floating "both" is followed by its verb ("both won") or
    # ends its clause
    for t in tok.doc[tok.i + 1 : tok.i + 8]:
        if t.is_punct or t.pos_ in {"VERB", "AUX"}:
            return False
        if t.lower_ == "and":
            return t.i > tok.i + 1
    return False


def _other_clause(tok: Token, verb: Token) -> bool:
    """``tok`` sits in a clause with a subject of its own under ``verb`` ("A and B absorb more,
    and iron plays a similar role"): a plural-dependent word there is licensed by that clause's
    plural, not by our subject; the internal readings of "same"/"different"/"similar" and
    floating "both" need their plural in their own clause (Carlson 1987; Huddleston & Pullum
    2002 ch. 5 §9.3 on floating quantifiers)."""
    for a in (tok, *tok.ancestors):
        if a.i == verb.i:
            return False
        if (
            a.pos_ in {"VERB", "AUX"}
            and a.dep_ != "relcl"
            and any(c.dep_ in NOMINAL_SUBJECT_DEPS | {"expl"} for c in a.children)
        ):
            return True  # a relative clause's subject ("A and B, who both won") is ours
    return False


def _internal_plurality(tok: Token) -> bool:
    """``tok`` is one of ``INTERNAL_PLURALITY_WORDS`` in its plural-dependent use: not the
    determiner "each" ("each year"), not a comparison with its own standard ("the same as C",
    "different from C")."""
    word = tok.lower_
    if word not in INTERNAL_PLURALITY_WORDS or (word == "each" and tok.dep_ == "det"):
        return False
    if word == "combined" and tok.i < tok.head.i + 1:
        # only postposed, "have ten children combined" (the members' sum; ConjNLI §4 names
        # "combined" a collective trigger; cj218): not the verb "A and B combined their
        # savings", nor the attributive "a combined income", which modifies its own noun
        return False
    # the standard hangs on the word, its noun or that noun's verb ("attended the same school
    # as their father")
    holders = [tok, tok.head, tok.head.head] if word in {"same", "different", "similar"} else [tok]
    return not any(
        c.dep_ == "prep" and c.lower_ in _COMPARISON_STANDARDS for h in holders for c in h.children
    )


def _herd_verb_singular(verb: Token, survivor: Token) -> bool:
    """An intransitive verb of gathering (``wordlists/conjunction_herd_verbs.txt``, Levin 1993
    §47.5.2) whose subject is now ``survivor``, one singular member that is no group noun:
    "Tom gathered in the hall" is anomalous, the verb needs a plurality (Dowty 1987). A plural
    ("Crowds gathered"), a group noun ("The crowd gathered") or a reciprocal "you/we/they" left
    behind still satisfies it."""
    if verb.lemma_.lower() not in word_set("conjunction_herd_verbs"):
        return False
    if any(c.dep_ in {"dobj", "nsubjpass"} for c in verb.children) or verb.tag_ == "VBN":
        return False
    if survivor.tag_ in {"NNS", "NNPS"} or survivor.lower_ in {"we", "they", "you", "us", "them"}:
        return False
    return "noun.group" not in wordnet.lexnames(survivor.lemma_.lower(), "NOUN")


def _plural_left(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> tuple[str, ...]:
    """Flags for what still needs the plural of an "and" coordination that is now one conjunct:
    ``plural_antecedent`` for a floating "both" or a reciprocal after the coordination that the
    removal kept, ``number_mismatch`` for a plural predicate noun of a coordinated subject ("A
    and B were the defending champions" -> "B was the defending champions")."""
    head = doc[spans[0][0] : spans[0][1]].root
    verb = head.head if head.dep_ in NOMINAL_SUBJECT_DEPS else head
    while verb.pos_ not in {"VERB", "AUX"} and verb.head.i != verb.i:
        verb = verb.head
    lo, hi = spans[k]
    after = [
        t
        for t in doc[spans[0][1] : max(verb.right_edge.i, spans[-1][1] - 1) + 1]
        if not lo <= t.i < hi
    ]
    after = [t for t in after if not _other_clause(t, verb)]
    kept = [s for i, s in enumerate(spans) if i != k]
    survivor = doc[kept[0][0] : kept[0][1]].root if len(kept) == 1 else None
    # a plural survivor ("Cats and dogs are pets" -> "Dogs are pets") still agrees
    plural_left = survivor is not None and survivor.tag_ in {"NNS", "NNPS"}
    # "both were tall, both loved languages, especially A and B, both were ...": a pronominal
    # "both" after an earlier one continues that chain, whose antecedent is not the coordination
    # (as for personal pronouns, ``_lost_pronouns``); a postposed "alike" goes with the removed
    # conjunct (``_distributive_alike``); floating "each" distributes over any plural, so a
    # plural survivor still gives it members ("Cakes and pies are each baked weekly" -> "Pies
    # are each baked weekly"; Huddleston & Pullum 2002 ch. 5 §9.2; stop 45, fl3)
    chained = any(t.lower_ == "both" and not _own_noun_both(t) for t in doc[: spans[0][0]])
    alike = _distributive_alike(doc, spans[-1][1])
    after = [
        t
        for t in after
        if not (t.lower_ == "both" and chained)
        and not (alike is not None and t.i == alike.i)
        and not (t.lower_ == "each" and plural_left)
    ]
    words = " " + " ".join(t.lower_ for t in after if not _own_noun_both(t)) + " "
    flags = []
    if any(f" {w} " in words for w in PLURAL_ANTECEDENT_WORDS) or (
        head.dep_ in NOMINAL_SUBJECT_DEPS and any(_internal_plurality(t) for t in after)
    ):
        flags.append("plural_antecedent")
    elif head.dep_ == "nsubj" and survivor is not None and _herd_verb_singular(verb, survivor):
        flags.append("plural_antecedent")  # "Tom and Mary gathered" -> "Tom gathered" (cj218)
    if (
        head.dep_ in NOMINAL_SUBJECT_DEPS
        and not plural_left
        and any(c.dep_ == "attr" and c.tag_ in {"NNS", "NNPS"} for c in verb.children)
    ):
        flags.append("number_mismatch")
    return tuple(flags)


def _drop_npi_determiner(doc: Doc, kept: tuple[int, int], region: str) -> str:
    """ "any tea" -> "tea" once "neither" is gone (see ``NPI_DETERMINERS``)."""
    first = doc[kept[0]]
    if first.lower_ in NPI_DETERMINERS and kept[1] - kept[0] > 1 and region.startswith(first.text):
        rest = region[len(first.text) :].lstrip()
        return rest[:1].upper() + rest[1:] if first.text[:1].isupper() else rest
    return region


def _npi_adverbs(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> list[Token]:
    """ "ever" in the clause of a "neither ... nor" coordination, outside the conjuncts."""
    clause = doc[spans[0][0] : spans[-1][1]].root
    while clause.pos_ not in {"VERB", "AUX"} and clause.head.i != clause.i:
        clause = clause.head
    inside = {i for lo, hi in spans for i in range(lo, hi)}
    return [
        t
        for t in clause.subtree
        if t.lower_ in NPI_ADVERBS and t.i not in inside and t.head.i == clause.i
    ]


def _bracketed_addition(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]
) -> tuple[int, int] | None:
    """The bracket pair around "(and B)" when the conjunction opens a parenthesis that closes
    right after the last conjunct ("The Club (and Stadium) are ..."): the aside is an addition to
    the first conjunct, not a list, so only the whole parenthesis can go."""
    if len(spans) != 2 or cc.i == 0 or doc[cc.i - 1].text not in {"(", "["}:
        return None
    close = spans[-1][1]
    if close < len(doc) and doc[close].text in {")", "]"}:
        return cc.i - 1, close
    return None


def _remove_bracketed(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], k: int, brackets: tuple[int, int]
) -> Removal | None:
    """Removing the bracketed conjunct drops the whole parenthesis; removing the first one would
    leave a dangling "(and": no removal."""
    if k != len(spans) - 1:
        return None
    lo, hi = brackets
    edit = SurfaceEdit(doc)
    edit.delete_span(lo, hi + 1)
    if lo > 0:
        edit.spaces[lo - 1] = doc[hi].whitespace_
    verb_edit = _agreement_edit(doc, cc, spans, [spans[0]])
    if verb_edit is not None:
        edit.replace(*verb_edit)
    out = re.sub(r"\s{2,}", " ", edit.render()).strip()
    return Removal(out, (), 1, spans[k])


def _agreement_edit(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], keep: Sequence[tuple[int, int]]
) -> tuple[Token, str] | None:
    """ "X and Y were" -> "X was": a subject coordination, one singular survivor. "and" makes the
    subject plural; "or"/"nor" let the verb agree with the nearest disjunct (proximity
    agreement, Huddleston & Pullum 2002 ch. 5 §18.3; Quirk et al. 1985 §10.41), so a plural verb
    after a plural last disjunct goes singular when that disjunct goes ("No installation or
    updates are required" -> "No installation is required")."""
    if len(keep) != 1:
        return None
    if cc.lower_ in {"or", "nor"}:
        last = doc[spans[-1][0] : spans[-1][1]].root
        if last.tag_ not in {"NNS", "NNPS"} or tuple(keep[0]) == tuple(spans[-1]):
            return None
    elif cc.lower_ != "and":
        return None
    first = doc[spans[0][0] : spans[0][1]].root
    if first.dep_ not in NOMINAL_SUBJECT_DEPS:
        return _relative_subject_agreement(doc, cc, spans, keep)
    if spans[-1][1] < len(doc) and doc[spans[-1][1]].tag_ == "POS":
        # "Enron and Dynegy's books are": the conjuncts are the possessor of a group genitive
        # (Quirk et al. 1985 §5.118), the subject is the possessed noun, and its number stays
        return None
    survivor = doc[keep[0][0] : keep[0][1]].root
    # a gerund heading a subject ("[Hunting] and fishing are") is singular too: a gerund-
    # participial clause as subject takes a singular verb (Huddleston & Pullum 2002 ch. 5 §17.2)
    gerund = survivor.tag_ == "VBG" and not any(c.dep_ in AUX_DEPS for c in survivor.children)
    singular = survivor.tag_ in SINGULAR_TAGS or survivor.lower_ in SINGULAR_PRONOUNS or gerund
    # "five aircraft": a numeral above one makes the noun phrase plural whatever the tag of a
    # noun whose plural is its singular (Huddleston & Pullum 2002 ch. 5 §3.2 on number)
    counted = [c for c in survivor.children if c.dep_ == "nummod" and c.i < survivor.i]
    if not singular or (counted and counted[-1].lower_ not in {"one", "1", "a"}):
        return None
    verb = first.head
    if _bare_infinitival(verb):  # "make their land or their lives flourish": no finite verb
        return None
    finite = [
        c for c in verb.children if c.dep_ in AUX_DEPS and c.tag_ in {"VBP", "VBD"} and c.i < verb.i
    ]
    target = finite[0] if finite else verb
    if target.tag_ == "VBP":
        new = inflection.agree_verb(target, True)
    elif _bare_form_as_present(target):  # "Ruiz and Kowalski visit[VB] the town"
        new = inflection.inflect(target.lemma_, "VBZ")
        new = new.capitalize() if target.text[:1].isupper() else new
    elif target.tag_ == "VBD" and target.lower_ == "were":
        new = inflection.agree_be(target.text, True)
    else:
        return None
    if new == target.text:
        return None
    return target, new


def _relative_subject_agreement(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], keep: Sequence[tuple[int, int]]
) -> tuple[Token, str] | None:
    """ "the command that apt and aptitude also accept" minus "apt" -> "that aptitude also
    accepts": right after a relativizer, the coordination is the subject of the relative
    clause, and its verb follows the last conjunct (adverbs between). The parse often reads the
    first conjunct as a modifier of the antecedent ("apt" an adjective of "command"), so the
    subject link is missing; the verb still agrees with what survives (Quirk et al. 1985
    §10.34; cj94). Only a plain present verb goes singular, and only a non-plural survivor."""
    if cc.lower_ != "and" or spans[0][0] == 0:
        return None
    rel = doc[spans[0][0] - 1]
    if rel.lower_ not in {"that", "which"} or rel.tag_ != "WDT":
        return None
    i = spans[-1][1]
    while i < len(doc) and doc[i].pos_ == "ADV":
        i += 1
    if i >= len(doc) or doc[i].tag_ != "VBP":
        return None
    survivor = doc[keep[0][0] : keep[0][1]].root
    if survivor.tag_ in {"NNS", "NNPS"} or survivor.pos_ in {"PRON", "VERB", "AUX"}:
        return None
    new = inflection.agree_verb(doc[i], True)
    return (doc[i], new) if new != doc[i].text else None


#: Objective pronouns and their subject forms: "Me and my mate went" minus "my mate".
_SUBJECT_CASE = {"me": "I", "him": "he", "her": "she", "us": "we", "them": "they"}
#: "be" after a first-person singular subject.
_FIRST_PERSON_BE = {"are": "am", "were": "was"}


def _pronoun_subject(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], keep: Sequence[tuple[int, int]]
) -> Token | None:
    """The pronoun left alone as the subject when one conjunct of an "and" subject survives
    ("My wife and I are moving" minus "My wife": "I")."""
    if len(keep) != 1 or cc.lower_ != "and":
        return None
    first = doc[spans[0][0] : spans[0][1]].root
    survivor = doc[keep[0][0] : keep[0][1]]
    if first.dep_ not in NOMINAL_SUBJECT_DEPS or len(survivor) != 1 or survivor[0].pos_ != "PRON":
        return None
    return survivor[0]


def _subject_case(pron: Token) -> str:
    """ "Me and my mate went" minus "my mate" -> "I went", never "Me went". A coordinated subject
    pronoun is often objective in speech ("me and him", Quirk et al. 1985 §6.5; Huddleston &
    Pullum 2002 ch. 5 §16.2.2), but a pronoun that is the whole subject takes the subjective
    case."""
    subject = _SUBJECT_CASE.get(pron.lower_)
    if subject is None:
        return pron.text
    return subject if subject == "I" or not pron.text[:1].isupper() else subject.capitalize()


def _pronoun_verb_edit(
    doc: Doc, spans: Sequence[tuple[int, int]], pron: Token
) -> tuple[Token, str] | None:
    """ "My wife and I are moving" minus "My wife" -> "I am moving", never "I are": the verb
    agrees with the person and number of a pronoun subject ("I am", "he is"; Quirk et al. 1985
    §10.34), which the plural of the coordination no longer gives."""
    subject = _SUBJECT_CASE.get(pron.lower_, pron.lower_).lower()
    verb = doc[spans[0][0] : spans[0][1]].root.head
    finite = [c for c in verb.children if c.dep_ in AUX_DEPS and c.i < verb.i]
    target = finite[0] if finite else verb
    if target.i < pron.i:  # a question or an inversion: the verb is not after its subject
        return None
    new = None
    if subject == "i":
        new = _FIRST_PERSON_BE.get(target.lower_)
    elif subject in {"he", "she"} and target.lemma_ in {"be", "have", "do"}:
        new = inflection.agree_be(target.text, True)
    elif subject in {"he", "she"} and target.tag_ == "VBP":
        new = inflection.agree_verb(target, True)
    return (target, new) if new and new != target.text else None


def _existential_agreement_edit(
    doc: Doc, spans: Sequence[tuple[int, int]], keep: Sequence[tuple[int, int]]
) -> tuple[Token, str] | None:
    """ "There is no data or follow-up actions" minus "data" -> "There are no follow-up
    actions": in an existential the verb agrees with the displaced subject after it (Quirk et
    al. 1985 §10.25 and §18.46; Huddleston & Pullum 2002 ch. 16 §3.3.2), which the parse labels
    ``attr`` of "be" with an expletive "there". With one conjunct left, the verb takes the number
    of that conjunct: a plural noun ("actions", "two dogs") wants "are"/"were", a singular one
    ("a map", "no doctor") "is"/"was" ("There were no doctor" is no English). Only full forms
    of "be" (and perfect "have"): a contracted "There's" is left as written. Number of the
    survivor: a plural tag or a counting numeral above one makes it plural, a singular tag
    singular; anything else (a pronoun, a proper name) stays unedited. A singular verb before a
    surviving first conjunct agreed with it already (proximity, Quirk et al. 1985 §10.41: "There
    is no data or ..." keeps "is no data")."""
    if len(keep) != 1:
        return None
    first = doc[spans[0][0] : spans[0][1]].root
    verb = first.head
    if first.dep_ != "attr" or verb.lemma_ != "be" or verb.i > first.i:
        return None
    if not any(c.dep_ == "expl" and c.lower_ == "there" for c in verb.children):
        return None
    survivor = doc[keep[0][0] : keep[0][1]].root
    counted = [c for c in survivor.children if c.dep_ == "nummod" and c.i < survivor.i]
    plural = survivor.tag_ in {"NNS", "NNPS"}
    if plural or (counted and counted[-1].lower_ not in {"one", "1"}):
        singular = False
    elif survivor.tag_ == "NN":
        singular = True
    else:
        return None
    finite = [c for c in verb.children if c.dep_ in AUX_DEPS and c.i < verb.i]
    target = finite[0] if finite else verb
    if target.lower_ not in {"is", "are", "was", "were", "has", "have"}:
        return None
    if tuple(keep[0]) == tuple(spans[0]) and target.lower_ in {"is", "was", "has"}:
        return None  # "There is no data or ..." -> "There is no data": it agreed already
    new = inflection.agree_be(target.text, singular)
    return (target, new) if new != target.text else None


#: Verbs whose complement is a bare infinitival clause with its own subject: causatives "make",
#: "let", "have", "help" and the verbs of perception (Huddleston & Pullum 2002 ch. 14 §5.1-5.2;
#: Quirk et al. 1985 §16.52-16.53): "made the farms and the factories flourish".
_BARE_INFINITIVE_MATRIX = frozenset(
    {"make", "let", "have", "help", "see", "watch", "hear", "feel", "notice", "observe", "bid"}
)


def _bare_infinitival(verb: Token) -> bool:
    """The verb heads the bare infinitival complement of a causative or perception verb ("make
    [their land or their lives] flourish"): a non-finite verb, which agrees with nothing (H&P
    ch. 14 §5.1), whatever the tagger says (the small model tags "flourish" there VBP), so the
    removal of a subject conjunct leaves it as it is, never "make their land flourishes"."""
    if verb.dep_ not in {"ccomp", "xcomp"} or verb.head.lemma_ not in _BARE_INFINITIVE_MATRIX:
        return False
    if verb.tag_ not in {"VB", "VBP"} or verb.lower_ != verb.lemma_.lower():
        return False
    return not any(c.dep_ in AUX_DEPS or c.dep_ == "mark" for c in verb.children)


def _bare_form_as_present(verb: Token) -> bool:
    """A verb tagged base form (VB) that heads a clause with its own subject and no auxiliary,
    infinitive "to" or modal: English has no finite base form there but the present plural,
    which is spelled the same, so this is a tagger slip for VBP ("Ruiz and Kowalski visit[VB]
    the town each year", the small spaCy model with unknown names). A subjunctive ("demands
    that A and B be ...") is a "be" under "that" and is left alone."""
    if verb.tag_ != "VB" or verb.lemma_ == "be" or verb.lower_ != verb.lemma_.lower():
        return False
    if any(c.dep_ in AUX_DEPS or c.dep_ == "mark" or c.tag_ == "MD" for c in verb.children):
        return False
    return verb.dep_ in {"ROOT", "conj"} and any(
        c.dep_ in NOMINAL_SUBJECT_DEPS for c in verb.children
    )


#: Comparatives whose standard may be left to the context ("fewer", "more", "taller"): with no
#: "than" phrase the standard is recovered from the preceding text (Quirk et al. 1985 §15.63 on
#: comparative ellipsis; H&P 2002 ch. 13 §4.2). "no longer"/"any more" are aspectual, no standard.
_ASPECTUAL_BEFORE_COMPARATIVE = frozenset({"no", "any"})


def _comparative_standard_removed(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], k: int
) -> bool:
    """Conjunct ``k`` holds a comparative or a "than" phrase and a comparative later in the
    sentence has no "than" of its own ("X is taller than Y, but has two fewer floors"; "A had
    more collaborations, and B had considerably fewer"): the later comparative takes its
    standard from the removed conjunct (comparative ellipsis, ``_ASPECTUAL_BEFORE_COMPARATIVE``),
    so without it "B had considerably fewer" has no comparandum: no removal (and no addition,
    whose premise this is)."""
    lo, hi = spans[k]
    removed = doc[lo:hi]
    than = any(t.lower_ == "than" for t in removed)
    if not than and not any(t.tag_ in {"JJR", "RBR"} for t in removed):
        return False
    rest = doc[hi : cc.sent.end]
    if any(t.lower_ in {"than", "as"} for t in rest):
        return False
    for t in rest:
        if t.tag_ not in {"JJR", "RBR"}:
            continue
        if t.i > 0 and doc[t.i - 1].lower_ in _ASPECTUAL_BEFORE_COMPARATIVE:
            continue
        if than or _stranded_quantity(t):
            return True
    return False


def _stranded_quantity(tok: Token) -> bool:
    """ "more"/"fewer"/"less" with no noun of its own ("B had considerably fewer"): the noun is
    elided too and comes from the conjunct before (Quirk et al. 1985 §12.27 on nominal ellipsis
    after quantifiers). Without "than" in the removed conjunct ("She had more money but less
    time", "ran faster and jumped higher") each comparative is read against the context alike,
    and the removal is left alone."""
    if tok.lower_ not in {"more", "fewer", "less"}:
        return False
    return not (tok.dep_ in {"amod", "advmod"} and tok.head.pos_ in {"NOUN", "PROPN", "ADJ"})


#: Exclusive focus particles that "not" turns into the additive correlative "not only/merely/
#: just A but (also) B": "not" denies the exclusive ("only A", i.e. nothing beyond A), so A is
#: asserted and B added (Horn 1989 ch. 6 and Horn 2002 on "not only" as metalinguistic /
#: additive; Huddleston & Pullum 2002 ch. 15 §2.4 on the correlative). Both conjuncts are
#: entailed, and with one of them gone the correlative goes too ("was not merely repaired but
#: rebuilt" -> "was rebuilt", never "was not rebuilt").
_NOT_ONLY_FOCUS = frozenset({"only", "merely", "just", "simply", "solely"})


def _not_only_words(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> list[Token]:
    """ "not only A but (also) B" is a correlative coordination (Huddleston & Pullum 2002 ch. 15
    §2.4): with one conjunct left, "not only" goes with it (and the additive words of the kept
    conjunct, see ``_without_additive``): "The firm not only sells books but also prints them"
    -> "The firm prints them" / "The firm sells books". Where the conjuncts are clauses and
    "not only" stands after the first subject ("[The firm not only sells books] but [it also
    prints them]"), the words are inside the first conjunct and go all the same."""
    lo = spans[0][0]
    if cc.lower_ != "but":
        return []
    if lo >= 2 and doc[lo - 2].lower_ == "not" and doc[lo - 1].lower_ in _NOT_ONLY_FOCUS:
        return [doc[lo - 2], doc[lo - 1]]
    if (
        lo >= 1
        and spans[0][1] - lo > 1
        and doc[lo - 1].lower_ == "not"
        and doc[lo].lower_ in _NOT_ONLY_FOCUS
    ):
        # "was not [merely repaired] but rebuilt": the parse took the focus particle into the
        # first conjunct; the correlative is the same "not merely" and goes as a whole
        return [doc[lo - 1], doc[lo]]
    head = doc[lo : spans[0][1]].root
    for t in doc[lo : head.i]:
        # "He [not only] refused it but ...": the parse makes "not" a preconj; with "merely",
        # "just", "simply" it makes it the verb's "neg" and the particle the verb's advmod ("He
        # not merely refused the offer but laughed at it"), the same correlative (Quirk et al.
        # 1985 §13.33: "not only/merely/just ... but (also)"), which goes with the conjunct
        if (
            t.lower_ == "not"
            and t.dep_ in {"preconj", "neg"}
            and doc[t.i + 1].lower_ in _NOT_ONLY_FOCUS
            and doc[t.i + 1].head.i in {t.i, head.i}
        ):
            return [t, doc[t.i + 1]]
    return []


#: Words a displaced "not only" may stand before, outside the first conjunct: the verb or
#: preposition that takes the coordination, auxiliaries, adverbs, the particle "to".
_DISPLACED_OVER = frozenset({"VERB", "AUX", "ADP", "ADV", "PART"})
#: ``_loose_not_only``: the first conjunct was cut inside the noun phrase "not only" opens.
_CUT_INSIDE: list[Token] = []


def _loose_not_only(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> list[Token] | None:
    """The "not only" of a "but" coordination that ``_not_only_words`` does not see: the nearest
    "not only" left of "but" in its sentence, no other "but" between. The correlative belongs to
    the coordination as "either"/"both" do (H&P 2002 ch. 15 §2.4, §2.6), so with one conjunct
    left it goes, wherever it stands: inside the first conjunct ("[are active in not only A] but
    [are also in B]") or displaced left over the verb or preposition that takes the conjunct
    ("not only visited [Paris] but also [Rome]"). When any other word stands between it and
    the first conjunct (a noun, an adjective, a determiner: "not only problems of returning
    [veterans] but also [the ethics of war]", "not only local [families] but also [tourists]"),
    the correlative marks the left edge of the first conjunct (ch. 15 §2.4) and the parse cut
    that conjunct inside its noun phrase: ``_CUT_INSIDE``, no pair."""
    if cc.lower_ != "but":
        return None
    for i in range(cc.i - 2, cc.sent.start - 1, -1):
        if doc[i].lower_ == "but":
            return None
        if doc[i].lower_ != "not" or doc[i + 1].lower_ != "only":
            continue
        between = doc[i + 2 : spans[0][0]]
        if any(t.pos_ not in _DISPLACED_OVER for t in between):
            return _CUT_INSIDE
        return [doc[i], doc[i + 1]]
    return None


#: Coordinators after which the kept later conjunct may carry an additive for the removed one.
_ADDITIVE_HOSTS = frozenset({"and", "but", "yet", "or"})
#: Additive focus particles ("also", "too", negative "either"), scalar additive "even" (Kay 1990;
#: Karttunen & Peters 1979) and additive conjuncts ("likewise", "similarly", "moreover",
#: "furthermore", "additionally"; Quirk et al. 1985 §8.116 on additive subjuncts, §8.137 on
#: additive conjuncts): each presupposes a parallel proposition in the preceding discourse (Heim
#: 1992; Kripke 2009 on the anaphoric presupposition of "too"). In a kept clause whose parallel
#: was the removed conjunct they point at nothing ("Many also offer wine"); the particle adds no
#: truth condition, so without it the clause says the same and is still entailed.
_STRANDED_ADDITIVES = frozenset(
    {"also", "too", "even", "either", "likewise", "similarly", "moreover", "furthermore",
     "additionally"}
)  # fmt: skip
#: Words after "even" that make it part of another expression: a concessive subordinator ("even
#: though", "even if", "even when"; Quirk et al. 1985 §14.12) or a degree phrase ("even more").
_EVEN_BEFORE = frozenset({"though", "if", "when", "as", "so", "then", "after", "before", "while"})
#: Complements whose presence makes a clause-final "either" the additive adverb, not the pronoun
#: object ("did not want either", "either of them"; Huddleston & Pullum 2002 ch. 5 §7.4).
_EITHER_COMPLEMENTS = frozenset(
    {"dobj", "attr", "acomp", "prep", "xcomp", "ccomp", "oprd", "dative", "agent", "advmod"}
)


def _additive_word(tok: Token, root: Token) -> bool:
    """``tok`` is an additive of ``_STRANDED_ADDITIVES`` modifying the clause of ``root`` (not
    the degree "too" of "too big", not "even though", not "similarly shaped")."""
    if tok.lower_ not in _STRANDED_ADDITIVES or tok.dep_ != "advmod" or tok.head.i != root.i:
        return False
    if tok.lower_ == "even" and any(c.dep_ == "neg" and c.i < tok.i for c in root.children):
        # "and couldn't even spell X": "not even" is the scalar, negative-polarity "even" (the
        # least demanding alternative fails: Rooth 1985; Rullmann 1997, "Even, polarity, and
        # scope"), whose presupposition is a scale of likelihood, not the removed conjunct; the
        # kept clause reads as well alone and loses its emphasis without it (cj108)
        return False
    nxt = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    if tok.lower_ in {"even", "too"} and nxt is not None:
        return nxt.lower_ not in _EVEN_BEFORE and nxt.pos_ not in {"ADJ", "ADV", "SCONJ", "DET"}
    return True


#: Replacive and antithetic conjuncts ("instead", "rather"; Quirk et al. 1985 §8.137): like the
#: additives they are anaphoric, "instead" = "instead of [the alternative just named]", so in a
#: kept later conjunct whose alternative was the removed one ("did not call her but [wrote a
#: letter instead]") they point at nothing. They add no truth condition to their clause (the
#: replaced alternative is presupposed, not asserted), so the clause without them is still
#: entailed: "He wrote a letter." (cj213).
REPLACIVE_ADVERBS = frozenset({"instead", "rather"})
#: Words before "rather" that make it part of the modal idiom "would rather" ("had rather", "'d
#: rather"; Quirk et al. 1985 §3.45), a preference and no replacive conjunct.
_RATHER_MODALS = frozenset({"would", "had", "'d", "sooner"})


def replacive_word(tok: Token, root: Token) -> bool:
    """``tok`` is a replacive ``REPLACIVE_ADVERBS`` of the clause of ``root`` standing alone:
    not "instead of X" (its own complement names the alternative), not "rather than X", not the
    degree "rather" of "rather easily" (its head is the adverb or adjective, Quirk et al. 1985
    §7.56), not "would rather"."""
    if tok.lower_ not in REPLACIVE_ADVERBS or tok.dep_ != "advmod" or tok.head.i != root.i:
        return False
    if any(c.dep_ in {"prep", "pobj", "pcomp"} for c in tok.children):
        return False  # "instead of the soup"
    doc = tok.doc
    nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    if nxt is not None and (nxt.lower_ in {"of", "than"} or nxt.pos_ in {"ADJ", "ADV"}):
        return False
    return not (tok.lower_ == "rather" and tok.i > 0 and doc[tok.i - 1].lower_ in _RATHER_MODALS)


def _inner_additive(doc: Doc, kept: tuple[int, int]) -> list[Token] | None:
    """The additives (``_STRANDED_ADDITIVES``) and replacives (``REPLACIVE_ADVERBS``) inside a
    kept later conjunct ("but [it also prints them]", "and [he did not write either]", "but
    [wrote a letter instead]"): like the one at its start
    (``_without_additive``), they presuppose the removed conjunct, and go, with the commas that
    set them off ("it, too, sells" -> "it sells"). None when the clause ends in "either" after a
    negated verb with no complement ("but he did not want either"): the pronoun ("either of
    them") and the additive readings cannot be told apart, and both lost what they point at."""
    lo, hi = kept
    root = doc[lo:hi].root
    out: list[Token] = []
    for t in doc[lo + 1 : hi]:
        if not (_additive_word(t, root) or replacive_word(t, root)):
            continue
        if t.lower_ == "either":
            if t.i + 1 < hi and not doc[t.i + 1].is_punct:
                continue  # "either ... or": the correlative, not the additive
            if not any(c.dep_ == "neg" for c in root.children):
                continue  # "take either": the pronoun; the additive needs a negative clause
            if _object_either(t):
                return None  # "now you don't have either": the pronoun (``_object_either``)
            if not any(c.dep_ in _EITHER_COMPLEMENTS and c.i != t.i for c in root.children):
                return None
        out.append(t)
        if doc[t.i - 1].text == "," and t.i + 1 < hi and doc[t.i + 1].text == ",":
            out += [doc[t.i - 1], doc[t.i + 1]]
    return out


#: Finite auxiliaries (and copular "be") that a preposed "not only" inverts with the subject.
_INVERTED_TAGS = frozenset({"VBZ", "VBP", "VBD", "MD"})
_FINITE_POS = frozenset({"AUX", "VERB"})


def _not_only_uninverted(doc: Doc, span: tuple[int, int], drop: Sequence[Token]) -> str | None:
    """ "Not only [are the prices cheap], but they work fast" minus the second conjunct: a
    negative focus constituent preposed to the front of its clause triggers subject-auxiliary
    inversion (Quirk et al. 1985 §18.24; Huddleston & Pullum 2002 ch. 9 §2.2, ch. 15 §2.4 on
    "not only" fronted), and the inversion is licensed by the preposed "not only" alone. With
    the correlative gone the kept clause is a declarative again and takes the plain order:
    "the prices are cheap", never the yes/no question form "are the prices cheap." An inverted
    "do" is only there for the inversion (do-support, H&P ch. 3 §2.1): "does it keep the
    conversation going" -> "it keeps the conversation going", "did X justify" -> "X justified",
    unless a negation still needs it ("does it not work" -> "it does not work"). None when the
    kept conjunct does not open with a finite auxiliary followed by the whole subject."""
    gone = {t.i for t in drop}
    toks = [t for t in doc[span[0] : span[1]] if t.i not in gone]
    if len(toks) < 3 or toks[0].tag_ not in _INVERTED_TAGS or toks[0].pos_ not in {"AUX", "VERB"}:
        return None
    aux = toks[0]
    head = aux.head if aux.dep_ in {"aux", "auxpass"} else aux
    subj = next((c for c in head.children if c.dep_ in {"nsubj", "nsubjpass", "expl"}), None)
    if subj is None or subj.left_edge.i != aux.i + 1 or subj.right_edge.i >= span[1] - 1:
        return None
    subject = doc[aux.i + 1 : subj.right_edge.i + 1].text
    rest = (subj.right_edge.i + 1, span[1])
    negated = any(c.dep_ == "neg" for c in head.children)
    if aux.lemma_ == "do" and head is not aux and head.tag_ == "VB" and not negated:
        drop_do = [*drop, head]  # the verb is written inflected, before the rest of the clause
        verb = inflection.inflect(head.lemma_, aux.tag_)
        if head.i != rest[0]:
            return None  # "does it always keep": an adverb before the verb; left as it was
        tail = _text_without(doc, rest, drop_do)
        return f"{subject} {verb} {tail}".strip()
    return f"{subject} {aux.lower_} {_text_without(doc, rest, drop)}".strip()


def _inverted_after_not_only(doc: Doc, span: tuple[int, int], not_only: Sequence[Token]) -> bool:
    """The kept first conjunct opens right after the correlative "not only" with a finite
    auxiliary or copula, the inverted word order of a preposed negative (``_not_only_uninverted``):
    "Not only [are the prices cheap]", "that not only [did X justify Y]"."""
    first = doc[span[0]]
    if first.lower_ in _NOT_ONLY_FOCUS and span[1] - span[0] > 1:
        first = doc[span[0] + 1]
    before = {t.i for t in not_only}
    if not (first.i - 1 in before and first.tag_ in _INVERTED_TAGS and first.pos_ in _FINITE_POS):
        return False
    head = first.head if first.dep_ in {"aux", "auxpass"} else first
    subjects = [c for c in head.children if c.dep_ in {"nsubj", "nsubjpass", "expl"}]
    if subjects:  # "The shop not only sells books": the subject precedes, nothing is inverted
        return all(c.i > first.i for c in subjects)
    # no subject found: inverted only where "not only" opens its clause (after the sentence's
    # start, punctuation or a complementizer), not after a subject the parse missed
    opener = min(before)
    return opener == 0 or doc[opener - 1].is_punct or doc[opener - 1].dep_ == "mark"


def _only_not_only_before(doc: Doc, start: int, not_only: Sequence[Token]) -> bool:
    """Every word before the rewritten region is the deleted correlative "not only" ("Not only
    [are the prices cheap] but [they work fast]" minus the first conjunct): the kept clause now
    opens the sentence and takes its capital (Quirk et al. 1985 App. III.2)."""
    gone = {t.i for t in not_only}
    return bool(gone) and start > 0 and all(i in gone for i in range(start))


def _text_without(doc: Doc, span: tuple[int, int], drop: Sequence[Token]) -> str:
    """The text of ``span`` without the words ``drop``: one space where words went between two
    words ("it, too, sells" -> "it sells"), none before punctuation ("write either," ->
    "write,")."""
    gone = {t.i for t in drop}
    left = [t for t in doc[span[0] : span[1]] if t.i not in gone]
    out = ""
    # ``left`` may be empty (every word of the span dropped): zip over pairs, not [None] + left
    for prev, tok in zip([None, *left][: len(left)], left, strict=True):
        if prev is not None and prev.i + 1 == tok.i:
            out += prev.whitespace_
        elif prev is not None:
            out += "" if tok.is_punct and tok.text in _CLOSING_PUNCT else " "
        out += tok.text
    return out.strip()


#: Punctuation written against the word before it.
_CLOSING_PUNCT = frozenset({",", ".", ";", ":", "!", "?", ")", "]"})


#: Concessive adverbs opening the second conjunct of "but"/"yet" ("lost the final but still won
#: bronze"): they presuppose a contrasting proposition, the removed conjunct (König 1991, ch. 5;
#: Michaelis 1993 on concessive "still"). Without it "The pair still won bronze" reads as
#: aspectual still with a prior state nobody mentioned; without the word the kept conjunct is
#: still entailed.
_CONCESSIVES = frozenset({"still", "nevertheless", "nonetheless"})
#: Antithetic and replacive conjuncts opening the second conjunct of "but" ("considered playing
#: the role but, instead, the role was given to X"): "instead"/"rather" mean "instead of that",
#: an alternative to the proposition before them (Quirk et al. 1985 §8.137; Huddleston & Pullum
#: 2002 ch. 15 §2.2 on the replacive use), so with that conjunct removed "Instead, the role was
#: given to X" replaces nothing the sentence says; without the word the kept conjunct is still
#: entailed. "instead of V-ing" has its own complement and stays.
_REPLACIVES = frozenset({"instead", "rather"})


def _concessive_yet(doc: Doc, a: int, b: int) -> bool:
    """ "tired, and [yet eager to go]": "yet" right after the coordinator opens the conjunct as a
    concessive conjunct, contrasting it with the conjunct before (Quirk et al. 1985 §8.137 and
    §13.19 on "and yet"; Huddleston & Pullum 2002 ch. 15 §2.5). With that conjunct removed it
    contrasts with nothing, and "She was yet eager" reads as the aspectual "yet"; it goes with
    the coordinator (cj221). Not "yet" with its own complement ("and yet more trouble")."""
    return (
        b - a > 1
        and a > 0
        and doc[a].lower_ == "yet"
        and doc[a - 1].lower_ in {"and", "but"}
        and doc[a + 1].lower_ not in {"more", "another", "again"}
    )


def _trailing_additive(doc: Doc, end: int) -> list[Token]:
    """ "He liked apples and pears too.": an additive "too"/"as well" right after the last
    conjunct, closing the clause, marks that conjunct as an addition to the earlier one (Kripke
    2009 and Heim 1992 on the anaphoric presupposition of "too"); with one conjunct left there is
    nothing in the sentence for it to add to, so it goes with the coordination ("He liked
    apples.", never "He liked apples too.")."""
    if end >= len(doc):
        return []
    words = [doc[end]] if doc[end].lower_ == "too" else []
    if doc[end].lower_ == "as" and end + 1 < len(doc) and doc[end + 1].lower_ == "well":
        words = [doc[end], doc[end + 1]]
    after = words[-1].i + 1 if words else end
    if not words or (after < len(doc) and not doc[after].is_punct):
        return []
    return words


def _polysyndetic_comma(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> Token | None:
    """ "companies like Google, and eBay, and Tesla": a polysyndetic list whose first "and"
    joins only the first two members, the third following with ", and" of its own. Without the
    first member two are left, and a comma between the two members of a plain coordination is
    the list punctuation of three or more (Quirk et al. 1985 §13.60 on polysyndeton, Appendix III
    on the comma in coordination), so it goes ("like eBay and Tesla", not "like eBay, and
    Tesla"; without the second, "like Google and Tesla"). Only when exactly one member follows;
    a longer tail keeps its polysyndeton."""
    end = spans[1][1]
    if spans[0][1] >= len(doc) or doc[spans[0][1]].text != "," or end + 2 >= len(doc):
        return None
    if doc[end].text != "," or doc[end + 1].lower_ != cc.lower_:
        return None
    last = doc[spans[1][0] : end].root
    nxt = [ch for ch in last.children if ch.dep_ == "conj" and ch.i > end + 1]
    if len(nxt) != 1 or doc[end + 1].head.i not in {last.i, nxt[0].i}:
        return None
    if any(ch.dep_ in {"cc", "conj"} for ch in nxt[0].children):
        return None
    # clauses with a subject of their own keep the comma before their coordinator (Quirk et al.
    # 1985 App. III.11): "I know it concerns you, but their actions will ..."
    if any(ch.dep_ in {"nsubj", "nsubjpass", "expl"} for ch in nxt[0].children):
        return None
    return doc[end]


def _distributive_alike(doc: Doc, end: int) -> Token | None:
    """ "benefit the developing and industrialized countries alike": a postposed "alike" ("both
    A and B", "equally") after the coordination, or after the head noun its premodifiers share,
    distributes over the members of a plural or coordinated antecedent (Lasersohn 1995 ch. 9-10
    on distributing adverbs, as in ``INTERNAL_PLURALITY_WORDS``), so with one member left it has nothing to range over ("the developing countries alike") and goes with
    the coordination. Only nouns of the shared head may stand between the coordination and it."""
    i = end
    while i < len(doc) and doc[i].pos_ in {"NOUN", "PROPN"} and i - end < 3:
        i += 1
    if i >= len(doc) or doc[i].lower_ != "alike":
        return None
    return doc[i]


def _sequence_adverb(tok: Token) -> bool:
    """An adverb of ``_SEQUENCE_ADVERBS`` modifying a verb ("and [later] worked"), or opening a
    noun phrase conjunct ("bought apples and [then] a melon": the adverb of the verb the second
    conjunct shares, as in "and then bought a melon"; Quirk et al. 1985 §13.92 on "and then"),
    not part of a phrase of its own ("later that year", "then-Governor")."""
    opens_conjunct = (
        tok.head.dep_ == "conj"
        and tok.head.pos_ in {"NOUN", "PROPN"}
        and tok.i == tok.head.left_edge.i
    )
    # "and then fires flower": the parse hangs a clause-initial adverb on the subject of the
    # conjoined clause; it still opens that clause and modifies its verb (cj117)
    opens_clause = (
        tok.head.dep_ in {"nsubj", "nsubjpass"}
        and tok.head.head.dep_ == "conj"
        and tok.i == tok.head.left_edge.i
    )
    return (
        tok.lower_ in _SEQUENCE_ADVERBS
        and tok.dep_ == "advmod"
        and (tok.head.pos_ in {"VERB", "AUX"} or opens_conjunct or opens_clause)
        and not _hyphen_part(tok)
    )


#: Anaphoric sequence adverbs opening the second conjunct of "and" ("was founded in Ohio and
#: subsequently moved to Texas"): they locate their event after the one before, the removed
#: conjunct (temporal anaphora, Partee 1984 "Nominal and temporal anaphora"; Quirk et al. 1985
#: §8.84 on time relationship adjuncts). Left alone, "The company subsequently moved to Texas"
#: is after nothing; without the word the kept conjunct is still entailed. "then" is the same
#: adverb; "later" only as the bare adverb opening the conjunct.
_SEQUENCE_ADVERBS = frozenset(
    {"subsequently", "later", "then", "afterwards", "afterward", "thereafter", "thereupon"}
)


def _resultive_connective(tok: Token) -> bool:
    """A word of ``closed_class.RESULTIVE_CONNECTIVES`` modifying a verb or an adjective
    predicate: a resultive connective adjunct opening the second conjunct of "and" ("have never
    been defined and [thus] can be hard to handle"). Conjunctive cohesion ties the conjunct to
    the one before it as its consequence (Halliday & Hasan 1976 ch. 5 on causal conjunction;
    Quirk et al. 1985 §8.137 on resultive conjuncts). With that conjunct removed, "they thus can
    be hard to handle" draws a consequence from nothing; without the word the kept conjunct is
    still entailed."""
    return (
        tok.lower_ in RESULTIVE_CONNECTIVES
        and tok.dep_ == "advmod"
        and tok.head.pos_ in {"VERB", "AUX", "ADJ"}
    )


#: Reformulation markers after "or" ("Pedro de Oliveira or simply Pedrinho", "X, or
#: alternatively Y"): they present the second name as a shorter or other way of saying the first
#: (Quirk et al. 1985 §17.75 on reformulatory apposition; Huddleston & Pullum 2002 ch. 15 §2.2),
#: so with the first name gone they compare with nothing ("Simply Pedrinho is a footballer").
_REFORMULATION_MARKERS = frozenset({"simply", "alternatively"})


def _without_reformulation_marker(doc: Doc, kept: tuple[int, int]) -> tuple[int, int]:
    """The kept last disjunct without a reformulation marker at its start."""
    a, b = kept
    if b - a > 1 and doc[a].lower_ in _REFORMULATION_MARKERS and doc[a].dep_ == "advmod":
        a += 1
    return a, b


def _without_scalar_even(doc: Doc, kept: tuple[int, int]) -> tuple[int, int]:
    """ "translated by [teams] or [even individuals]" minus the first member: scalar "even"
    presupposes a contextual alternative that is more likely than its focus (Karttunen & Peters
    1979; Kay 1990), here the removed member, so it goes with it ("translated by individuals"),
    as an additive after "and" does (``_without_additive``). Not "even though/if", "even more"
    (``_additive_word``). The parse tags the particle before a noun "advmod" or "amod"; either
    counts when it hangs on the member's head. cj151 (s1204r conj-000)."""
    a, b = kept
    even = doc[a]
    if b - a < 2 or even.lower_ != "even" or even.pos_ != "ADV":
        return kept
    if even.dep_ not in {"advmod", "amod"} or even.head.i != doc[a:b].root.i:
        return kept
    nxt = doc[a + 1]
    if nxt.lower_ in _EVEN_BEFORE or nxt.tag_ in {"JJR", "RBR"} or nxt.lower_ in {"more", "less"}:
        return kept  # "even though", "even more", "even better": another expression
    return a + 1, b


def _without_prebut_hedge(doc: Doc, cc: Token, kept: tuple[int, int]) -> tuple[int, int]:
    """The kept first conjunct of "but" without a prefatory hedge of the but-clause at its end
    ("I appreciate that, and not to be rude, but it doesn't help" -> "I appreciate that."): a
    disclaimer or style disjunct of the list ``conjunction_prebut_hedges`` set off by a comma
    (or ", and") before it and standing right before "but" or ", but" hedges the utterance
    after it (Hewitt & Stokes 1975 on disclaimers; Quirk et al. 1985 §8.124 on style
    disjuncts), so it goes with the removed clause, and the linking "and" and comma with it
    (cj201)."""
    a, b = kept
    end = cc.i - 1 if cc.i > 0 and doc[cc.i - 1].text == "," else cc.i
    words = [t.lower_ for t in doc[a:end]]
    for phrase in sorted(word_set("conjunction_prebut_hedges"), key=len, reverse=True):
        hedge = phrase.split()
        n = len(hedge)
        if len(words) <= n + 1 or words[-n:] != hedge:
            continue
        start = end - n
        cut = start
        if doc[cut - 1].lower_ == "and" and cut - 2 > a:
            cut -= 1
        if doc[cut - 1].text != ",":
            continue  # "I was sorry, but ...": the predicate, no parenthetical
        cut -= 1
        if cut > a and start <= b:
            return a, cut
    return kept


def _without_additive(
    doc: Doc,
    kept: tuple[int, int],
    contrast: bool = False,
    sequence: bool = False,
    but_then: bool = False,
) -> tuple[int, int]:
    """The kept conjunct of "not only ... but" without its additive "also" at the start or "as
    well"/"too" at the end: they presuppose the removed conjunct (Kripke 2009 on "too"). After
    "but"/"yet" (``contrast``), a concessive at its start goes too (``_CONCESSIVES``); after
    "and" (``sequence``), a sequence adverb at its start (``_SEQUENCE_ADVERBS``) or the replacive
    "instead". Any other additive of ``_STRANDED_ADDITIVES`` at its start ("and even [Rome]",
    "and likewise ...") and "in addition" without its own "to" phrase go as "also" does.

    After "but" (``but_then``) the "then" (or "then again") of "but then" goes too (cj201):
    read as the concessive "but then (again)" = "but on the other hand" (Quirk et al. 1985
    §8.137 on concessive conjuncts; Halliday & Hasan 1976 ch. 5 on adversative conjunction) it
    sets the kept clause against the removed one, read as the sequential "after that" it places
    the kept event after the removed one (Partee 1984 on temporal anaphora, as
    ``_SEQUENCE_ADVERBS`` after "and"): either way it points at the removed clause ("Then TV
    didn't kill radio." from "I hope so, but then TV didn't kill radio."), and the clause
    without it is still entailed. Not in the "now ... but then" contrast of two times
    (``_now_then_contrast``), where "then" is a time adjunct of its own."""
    a, b = kept
    if (
        but_then
        and b - a > 2
        and doc[a].lower_ == "then"
        and doc[a].dep_ == "advmod"
        and not _hyphen_part(doc[a])  # "but then-Governor X refused"
    ):
        a += 2 if doc[a + 1].lower_ == "again" and b - a > 3 else 1
        if b - a > 1 and doc[a].text == ",":  # "but then again, nobody asked"
            a += 1
        return a, b
    if b - a > 2 and doc[a].lower_ == "in" and doc[a + 1].lower_ == "addition":
        if doc[a + 2].lower_ != "to":  # "in addition to X" has its own antecedent
            a += 2 if doc[a + 2].text != "," or b - a < 4 else 3
    elif b - a > 1 and (
        doc[a].lower_ == "also"
        or doc[a].lower_ not in {"too", "either"}
        and _additive_word(doc[a], doc[a:b].root)
        or doc[a].lower_ not in {"too", "either"}
        and _additive_word(doc[a], doc[a].head)
        and doc[a].head.pos_ in {"VERB", "AUX"}
        or sequence
        and doc[a].lower_ == "instead"
        and doc[a + 1].lower_ != "of"
        or contrast
        and doc[a].lower_ in _CONCESSIVES
        or _concessive_yet(doc, a, b)
        or contrast
        and doc[a].lower_ in _REPLACIVES
        and doc[a + 1].lower_ != "of"
        or sequence
        and (_sequence_adverb(doc[a]) or _resultive_connective(doc[a]))
    ):
        a += 1
        if b - a > 1 and doc[a].text == ",":  # "but, nevertheless, won"
            a += 1
    if b - a > 2 and doc[b - 2].lower_ == "as" and doc[b - 1].lower_ == "well":
        b -= 2
    elif b - a > 1 and doc[b - 1].lower_ == "too":
        b -= 1
    return a, b


def _article_edit(
    doc: Doc, spans: Sequence[tuple[int, int]], k: int, keep: Sequence[tuple[int, int]]
) -> tuple[Token, str] | None:
    """ "with a [written report] or [early warning]" minus the first conjunct: the
    indefinite article before the coordination now stands before the kept conjunct and must
    agree with its first word ("an early warning", never "a early"); before a
    noncount head it goes ("experimental research", ``_noncount_noun``)."""
    lo = spans[0][0]
    if k != 0 or lo == 0 or len(keep) != len(spans) - 1:
        return None
    art = doc[lo - 1]
    if art.lower_ not in {"a", "an"}:
        return None
    # the article before a list either belongs to the first conjunct or is shared by all
    # (a determiner shared by coordinated nominals, H&P ch. 15 §4): a later bare singular count
    # conjunct needs it ("a [television programming], [radio programming] and [podcast genre]",
    # the parse's reading of premodifiers of "genre"), so it is shared and stays
    shared = any(_bare_singular_count(doc[a:b]) for a, b in keep[1:])
    if _bare_name_after_common_noun(doc[spans[0][0] : spans[0][1]], doc[keep[0][0] : keep[0][1]]):
        return (art, "")  # "a [system bus], and [MMX]" -> "and MMX", never "an MMX"
    if _takes_no_indefinite(doc[keep[0][0] : keep[0][1]], noncount=not shared):
        return (art, "")  # "an [apple] and [other fruit]" -> "other fruit", never "an other"
    if not shared and _modified_abstract_after_modified(
        doc[slice(*spans[0])], doc[slice(*keep[0])]
    ):
        return (art, "")  # "a [worldwide announcement] and [professional use]" (cj156)
    agreed = indefinite_article(doc[keep[0][0]].text)
    if art.text[:1].isupper():
        agreed = agreed.capitalize()
    return (art, agreed) if agreed != art.text else None


#: WordNet lexicographer files of abstract nouns: acts, attributes, states, feelings,
#: cognitions and processes. Abstract nouns are typically noncount or of dual class (Quirk et
#: al. 1985 §5.3-5.5: "use", "access", "support"), read as noncount when bare.
_ABSTRACT_NOUN_FILES = frozenset(
    {"noun.act", "noun.attribute", "noun.state", "noun.feeling", "noun.cognition", "noun.process"}
)


def _modified_abstract_after_modified(gone: Span, kept: Span) -> bool:
    """ "to warrant a [worldwide announcement] and [professional use]" minus the first member:
    both members are full nominals with their own adjective premodifier, and the kept one is a
    bare singular abstract noun. Parallel premodified members each could take their own
    determiner, and a bare abstract noun after one with "a" is read as noncount ("professional
    use" = using it professionally; Quirk et al. 1985 §5.3-5.5 on dual-class abstract nouns),
    so the article was the first member's and goes with it: "to warrant professional use",
    never "a professional use" (the s1204t judges). A concrete or other count noun ("a written
    report and short summary") keeps the shared article, and so does an abstract noun mostly
    used as a count noun (mn82, stop 78): a dual-class noun's noncount use dominates, so its
    plural (count use only) is markedly rarer than its singular ("use"/"uses" 0.9 Zipf apart,
    ``DUAL_CLASS_PLURAL_GAP``), while count abstract nouns have plurals in ordinary use
    ("method"/"methods" 0.1, "estimate"/"estimates" 0.0, "approach" 0.7): "needs an early
    estimate", never "needs early estimate"."""
    head, first = kept.root, gone.root
    if head.tag_ != "NN" or any(c.dep_ in {"det", "poss", "nummod"} for c in head.children):
        return False
    if not any(c.dep_ == "amod" and c.i < head.i for c in head.children):
        return False
    if not any(c.dep_ in {"amod", "compound"} and c.i < first.i for c in first.children):
        return False
    noun = head.lemma_.lower()
    return (
        wordnet.first_sense_lexname(noun, "NOUN") in _ABSTRACT_NOUN_FILES
        and _plural_gap(noun) >= DUAL_CLASS_PLURAL_GAP
    )


def _bare_name_after_common_noun(gone: Span, kept: Span) -> bool:
    """ "has a P6 microarchitecture, a [system bus], and [MMX]": a proper name is a complete
    noun phrase that takes no determiner (Huddleston & Pullum 2002 ch. 5 §20.1), so an article
    before a common-noun first conjunct is that conjunct's own and goes with it; "an MMX"
    would invent a determiner the source never gave the name. A name after a name ("a [Ford]
    or [Toyota]", a make read as a count noun) may share the article and keeps it."""
    head = kept.root
    return (
        gone.root.tag_ in {"NN", "NNS"}
        and head.tag_ in {"NNP", "NNPS"}
        and all(t.tag_ in {"NNP", "NNPS"} for t in kept)
    )


def _takes_no_indefinite(kept: Span, noncount: bool = True) -> bool:
    """The kept conjunct cannot follow "a/an": it opens with a determinative of its own ("other",
    "such", "more", "another", a numeral) or its head is plural. The article then belonged to the
    removed first conjunct only (the indefinite article takes a singular count noun, Huddleston &
    Pullum 2002 ch. 5 §6.2), so it goes with it."""
    first, head = kept[0], kept.root
    if first.lower_ in {"other", "others", "another", "such", "more", "most", "some", "any"}:
        return True
    if first.tag_ == "CD" or first.dep_ in {"det", "poss"}:
        return True
    if noncount and head.tag_ == "NN" and _noncount_noun(head.lower_):
        return True  # "a [formal survey] or [further research]" -> "further research"
    # a plural form that is also the singular ("corps", "series", "aircraft") may be either
    return head.tag_ in {"NNS", "NNPS"} and head.lemma_.lower() != head.lower_


def _bare_singular_count(conjunct: Span) -> bool:
    """A conjunct headed by a singular count noun with no determiner of its own."""
    head = conjunct.root
    return (
        head.tag_ == "NN"
        and not any(c.dep_ in {"det", "poss", "nummod"} for c in head.lefts)
        and not _noncount_noun(head.lower_)
    )


#: How much rarer (Zipf units, ``wordfreq``; 2 = a hundred times) a noun's plural must be than
#: its singular for the noun to count as noncount.
NONCOUNT_PLURAL_GAP = 2.0

#: How much rarer (Zipf units; 0.85 = about seven times) an abstract noun's plural must be than
#: its singular for its bare singular to read as noncount after a premodified member with "a"
#: (``_modified_abstract_after_modified``; dual class, Quirk et al. 1985 §5.3-5.5).
DUAL_CLASS_PLURAL_GAP = 0.85


@cache
def _noncount_noun(noun: str) -> bool:
    """A common noun used (almost) only in the singular: "research", "information", "advice",
    "equipment", "evidence", "software". A noncount noun has no plural in ordinary use (Quirk et
    al. 1985 §5.3-5.5; Huddleston & Pullum 2002 ch. 5 §3.1), so its plural is at least a hundred
    times rarer than its singular in running text (``NONCOUNT_PLURAL_GAP``), while count nouns,
    even of unique things, have plurals in use ("sun"/"suns" 1.4 Zipf apart, "world"/"worlds"
    1.7, "approach"/"approaches" 0.7). The indefinite article takes a singular count noun (H&P
    ch. 5 §6.2), so before such a noun "a/an" belonged to the removed conjunct: "needs a formal
    survey or further research" minus its first conjunct is "needs further research", never
    "*needs a further research" (sixty-fifth pass, cj59).
    Zero-plural count nouns, whose plural is the singular form ("sheep", "salmon", "aircraft",
    "offspring", "series"; Quirk et al. 1985 §5.87-5.90: animal names, "-craft", nouns already in
    -s, and person nouns), are count nouns however rare an "-s" plural is, and are left out."""

    if noun.endswith(("s", "craft")) or wordnet.first_sense_lexname(noun, "NOUN") in {
        "noun.animal",
        "noun.person",
    }:
        return False
    return _plural_gap(noun) >= NONCOUNT_PLURAL_GAP


@cache
def _plural_gap(noun: str) -> float:
    """How much rarer (Zipf units, ``wordfreq``) the noun's plural is than its singular in
    running text; 0 for a singular unknown to the frequency list. A noncount use has no plural,
    so the more a noun is used as noncount, the wider the gap (``_noncount_noun``)."""
    from wordfreq import zipf_frequency

    plurals = [f for f in getAllInflections(noun, upos="NOUN").get("NNS", ()) if f != noun]
    plural = plurals[0] if plurals else noun + "s"
    singular_f = zipf_frequency(noun, "en")
    return singular_f - zipf_frequency(plural, "en") if singular_f > 0 else 0.0


#: Time, frequency and aspectual adverbs ("again", "often", "later"): in the position after the
#: auxiliary they take the whole verb phrase below it in their scope (Ernst 2002 ch. 3 on
#: aspectual and frequency adverbs, higher than the verb phrase; Quirk et al. 1985 §8.51-8.67 on
#: time adjuncts), so over coordinated participles they are shared. Manner adverbs ("quickly
#: tried and executed") sit inside the verb phrase and may go with the first verb only, and
#: focusing and negative adverbs ("only", "not") pick out one conjunct: neither is listed.
_SHARED_PREVERBAL_ADVERBS = frozenset(
    {
        "again", "already", "always", "often", "frequently", "usually", "once", "still",
        "soon", "later", "subsequently", "eventually", "originally", "initially", "first",
        "formerly", "previously", "recently", "repeatedly", "regularly", "sometimes",
        "occasionally", "generally", "commonly", "widely", "ultimately", "since", "twice",
    }
)  # fmt: skip


#: Words opening the last member of a list that make it the class of the earlier members ("and
#: other soft fruits", "and similar root vegetables").
_LIST_EXTENDERS = frozenset({"other", "similar", "related", "such"})


#: Operators a coordination of verb phrases can share from the first conjunct: modals and
#: infinitival "to" (Quirk et al. 1985 §13.73; Huddleston & Pullum 2002 ch. 15 §4.4). A shared
#: passive "be" or perfect "have" is settled by the extractor (``_passive_participle``,
#: ``_perfect_participle`` in ``conjunction.py``) and by ``_unshared_perfect``.
_SHAREABLE_OPERATOR_TAGS = frozenset({"MD", "TO"})


def shared_operator(doc: Doc, spans: Sequence[tuple[int, int]]) -> int | None:
    """Where the first conjunct starts once the modal or infinitival "to" it shares with the
    later ones is taken out of it: "All three [must compare notes] and [agree]", "the Pope
    [could die] and [quickly be made a saint]", "wanted [to take them away] and [put them
    out]". A later conjunct that is a bare predicate, no subject and no operator of its own,
    whose first verb word is the plain form the operator takes, is the operator's complement as
    much as the first one is: coordination of predications after one operator (Quirk et al.
    1985 §13.73; Huddleston & Pullum 2002 ch. 15 §4.4 on shared dependents). The operator then
    stays when the first conjunct goes ("All three must agree"), never "All three agree" (a
    modal claim made factual) or "the Pope quickly be made a saint". The tagger's tag of the
    later verb is not trusted (the small model tags "agree" VBP and "put" VBD there): its
    spelling decides, and a past or third-person form ("and agreed", "and agrees") is finite."""
    lo, hi = spans[0]
    head = doc[lo:hi].root
    if head.pos_ not in {"VERB", "AUX"} or head.i == lo or head.dep_ in PREMODIFIER_DEPS:
        return None
    ops = list(doc[lo : head.i])
    if any(t.head.i != head.i or t.dep_ not in AUX_DEPS for t in ops):
        return None
    if ops[-1].tag_ not in _SHAREABLE_OPERATOR_TAGS or head.lower_ != head.lemma_.lower():
        return None
    roots = {head.i}
    for a, b in spans[1:]:
        verb = doc[a:b].root
        own = [c for c in verb.children if c.i < verb.i and a <= c.i]
        # "can [slow down], [suspend], or [shut down] X": the parse may chain a later member on
        # the one before it, a list member all the same (one operator over the whole list)
        if verb.pos_ not in {"VERB", "AUX"} or verb.head.i not in roots or verb.dep_ != "conj":
            return None
        roots.add(verb.i)
        if any(c.dep_ in NOMINAL_SUBJECT_DEPS or c.dep_ == "aux" for c in own):
            return None
        # "and quickly [be] made a saint": the first verb word is the plain form
        first_verb = next((c for c in own if c.dep_ == "auxpass"), verb)
        if first_verb.lower_ != first_verb.lemma_.lower():
            return None
    return head.i


def _shared_preposition(doc: Doc, spans: Sequence[tuple[int, int]]) -> int | None:
    """Where the first conjunct starts once a preposition shared by every conjunct is taken out:
    "entries [from as far west as Wisconsin] and [as far south as Kentucky]", with the later
    conjunct hung on the preposition. Coordination joins likes (Huddleston & Pullum 2002 ch. 15
    §4.1), and a later conjunct that opens like the preposition's complement ("as far ...",
    "the ...") and has no preposition of its own is a second complement of the shared
    preposition (ch. 15 §4.4 on shared dependents), so it stays when the first conjunct goes
    ("entries from as far south as Kentucky", never "entries as far south as Kentucky"). A
    conjunct that opens otherwise ("at home and abroad") is a phrase of its own."""
    lo, hi = spans[0]
    prep = doc[lo]
    if prep.pos_ != "ADP" or doc[lo:hi].root.i != lo or hi - lo < 2:
        return None
    for a, b in spans[1:]:
        head = doc[a:b].root
        if head.head.i != prep.i or head.dep_ != "conj" or head.pos_ in {"VERB", "AUX", "ADP"}:
            return None
        if doc[a].lower_ != doc[lo + 1].lower_ or doc[a].pos_ == "ADP" and doc[a].dep_ == "prep":
            return None
    return lo + 1


def _shared_left_dependents(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> int | None:
    """Where the first conjunct starts once left dependents shared by every conjunct are taken
    out of it (None: nothing shared).

    - "The system was again [reviewed] and [reorganized]": an adverb between an auxiliary the
      conjuncts share and the first verb stands outside the coordinated participles, which are
      the complement of that auxiliary, so it scopes over both (Quirk et al. 1985 §13.73 on
      coordination of predications after a shared operator; Huddleston & Pullum 2002 ch. 15
      §4.4 on shared dependents): "was again reorganized", never "was reorganized". Not when a
      later conjunct has a left adverb of its own ("was briefly held and later freed": each
      verb its own); only time, frequency and aspectual adverbs
      (``_SHARED_PREVERBAL_ADVERBS``), and not with "but" (a contrast between the conjuncts).
    - "in stored [potatoes], [onions], [carrots] and [beets]": one adjective before the first of
      a list of three or more plural nouns whose middle members are bare is read with wide
      scope over the list (the shared premodifier of "old men and women", Quirk et al. 1985
      §13.64; Huddleston & Pullum 2002 ch. 15 §4.4; the bare parallel members favour it):
      "in stored onions, carrots and beets". A middle member with a modifier of its own
      ("stored potatoes, fresh onions and beets") marks the narrow reading, and two members
      ("old houses and churches") stay ambiguous: then nothing moves.
    """
    if cc.lower_ not in {"and", "or"} or len(spans) < 2:
        return None
    operator = shared_operator(doc, spans)
    if operator is None:
        operator = _shared_preposition(doc, spans)
    if operator is not None:
        return operator
    lo, hi = spans[0]
    head = doc[lo:hi].root
    if head.pos_ in {"VERB", "AUX"} and head.tag_ in VERB_TAGS:
        adverbs = [t for t in doc[lo : head.i] if t.dep_ == "advmod" and t.head.i == head.i]
        if not adverbs or len(adverbs) != head.i - lo or any(t.pos_ != "ADV" for t in adverbs):
            return None
        if any(t.lower_ not in _SHARED_PREVERBAL_ADVERBS for t in adverbs):
            return None
        if not any(c.dep_ in AUX_DEPS and c.i < lo for c in head.children):
            return None
        for a, b in spans[1:]:
            if doc[a:b].root.pos_ not in {"VERB", "AUX"} or doc[a].pos_ == "ADV":
                return None
        return head.i
    if head.tag_ == "NNS" and hi - lo == 2 and head.i == hi - 1:
        mod = doc[lo]
        if mod.dep_ != "amod" or mod.head.i != head.i or mod.tag_ not in {"JJ", "VBN"}:
            return None
        if lo > 0 and doc[lo - 1].dep_ in {"det", "poss", "nummod"}:
            return None
        middle = [doc[a:b] for a, b in spans[1:-1]]
        if len(spans) < 3 or any(len(m) != 1 or m.root.tag_ != "NNS" for m in middle):
            return None
        last = doc[spans[-1][0] : spans[-1][1]]
        # the last member may be a bare noun or the general extender "other/similar X" (which
        # takes the earlier members as kinds of X, Quirk et al. 1985 §13.66 n.); a modifier of
        # its own ("printed books, audiobooks and electronic books") contrasts with the first
        # member's, the narrow reading
        if len(last) > 1 and last[0].lower_ not in _LIST_EXTENDERS:
            return None
        return head.i
    return None


def _absolute_after_last(doc: Doc, spans: Sequence[tuple[int, int]]) -> int | None:
    """ "It is used to sell X, but [there are many uses], a common one being Y": where the last
    conjunct ends once a sentence-final nominative absolute after it is counted in (None: no
    such absolute). The parse hangs the absolute (a subject with a nonfinite "-ing"/"-ed" verb
    and no finite auxiliary, set off by a comma) on the last conjunct's verb as one more ``conj``
    without a coordinator, so the conjunct's span stops before it. An absolute is a
    supplementive clause that elaborates the clause it follows (Quirk et al. 1985 §15.58-15.59;
    Stump 1985 on absolutes), and a list's coordinator stands before its last member (Quirk et
    al. 1985 §13.21), so it is no member of its own: it belongs to the last conjunct, and
    removing that conjunct removes it too, never "It is used to sell X, a common one being Y"."""
    lo, hi = spans[-1]
    head = doc[lo:hi].root
    for child in head.children:
        if child.dep_ != "conj" or child.i < hi or child.tag_ not in {"VBG", "VBN"}:
            continue
        start = child.left_edge.i
        if start != hi + 1 or doc[hi].text != ",":
            continue
        # a nonfinite auxiliary ("one being [hauling]" as the parse has it) keeps it nonfinite
        if any(c.dep_ == "cc" for c in child.children) or any(
            c.dep_ in AUX_DEPS and c.tag_ not in {"VBG", "VBN"} for c in child.children
        ):
            continue
        if any(c.dep_ in NOMINAL_SUBJECT_DEPS and c.i < child.i for c in child.children):
            return child.right_edge.i + 1
    return None


def _shared_modal_of_kept(
    doc: Doc, spans: Sequence[tuple[int, int]], k: int, keep: Sequence[tuple[int, int]]
) -> str | None:
    """The modal(s) the first conjunct holds and the kept second conjunct shares, when the second
    is a verb phrase opened by a bare non-finite auxiliary ("We should [have paid our debts], and
    [have thanked them]"): a coordination of non-finite verb phrases after one modal shares that
    modal, a shared dependent on the left of the first conjunct (Huddleston & Pullum 2002 ch. 15
    §4.1; Quirk et al. 1985 §13.61 on ellipsis of the operator in the second clause). Without the
    first conjunct the modal must stay, "We should have thanked them", never the plain perfect
    "We have thanked them" (a different, factual claim). None when nothing is shared; "" (no
    removal) when the first conjunct's auxiliaries hold a negation, whose scope over the second
    is undecided ("should not have paid X, and have left"; cj224)."""
    if k != 0 or len(spans) != 2 or len(keep) != 1:
        return None
    first, kept = doc[slice(*spans[0])], doc[slice(*keep[0])]
    opener = kept[0]
    if opener.lower_ not in ASPECT_VOICE_AUXILIARIES or opener.dep_ not in {"aux", "auxpass"}:
        return None  # "[have thanked them]": a bare "have"/"be" whose operator is understood
    verb = opener.head
    if not keep[0][0] <= verb.i < keep[0][1]:
        return None
    if any(c.dep_ in SUBJECT_DEPS or c.tag_ == "MD" for c in verb.children):
        return None  # the kept clause has a subject or a modal of its own
    root = first.root
    auxes = [c for c in root.children if c.dep_ in {"aux", "auxpass", "neg"} and c.i < root.i]
    modals = [c for c in auxes if c.tag_ == "MD" and spans[0][0] <= c.i < spans[0][1]]
    if len(modals) != 1:
        return None
    return "" if any(c.dep_ == "neg" for c in auxes) else modals[0].text


def _serial_comma_closes_outer_list(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> bool:
    """ "The kit held a map (a copy), a rope which he tied round [his waist], and [a lamp]": a
    two-member coordination of noun phrases takes no comma before its coordinator, while the
    last member of a list of three or more may (the serial comma; Quirk et al. 1985 §13.21,
    App. III.12), so a comma before the "and" whose first conjunct lies inside a modifier clause
    of a noun that is itself set off by a comma (an appositive or list member after another
    noun or a bracket) closes that outer list; the parse's joining of the two nouns crosses the
    clause boundary, and a removal would splice the clause onto the list ("tied round a lamp").
    Widens ``coordinator_of_outer_list``, which leaves appositives alone (cj224)."""
    if len(spans) != 2 or cc.i < 1 or doc[cc.i - 1].text != ",":
        return False
    first, last = doc[slice(*spans[0])].root, doc[slice(*spans[-1])].root
    if first.pos_ not in {"NOUN", "PROPN"} or last.pos_ not in {"NOUN", "PROPN"}:
        return False
    node, seen_clause = first, False
    while node.i != node.head.i:
        node = node.head
        if node.pos_ in {"VERB", "AUX"} and node.dep_ in {"acl", "relcl"}:
            seen_clause = True
            continue
        if not seen_clause or node.pos_ not in {"NOUN", "PROPN"}:
            continue
        edge = node.left_edge.i
        return (
            node.dep_ in {"appos", "conj"}
            and edge >= 2
            and doc[edge - 1].text == ","
            and (doc[edge - 2].pos_ in {"NOUN", "PROPN"} or doc[edge - 2].text == ")")
        )
    return False


def _shared_indefinite(
    doc: Doc, spans: Sequence[tuple[int, int]], k: int, keep: Sequence[tuple[int, int]]
) -> str | None:
    """ "is a [keeper] or [warden] of the forest" parsed as "[a keeper] or [warden]": a bare
    singular common noun cannot head a noun phrase of its own (count nouns need a determiner,
    Huddleston & Pullum 2002 ch. 5 §3), so it shares the first conjunct's indefinite article
    (ConjNLI's flat-NP reading), and a removal of the first conjunct keeps an agreeing article:
    "is a warden", never "is warden"."""
    if k != 0 or len(keep) != 1:
        return None
    first, kept = doc[spans[0][0] : spans[0][1]], doc[keep[0][0] : keep[0][1]]
    if first[0].lower_ not in {"a", "an"}:
        return None
    if first.root.tag_ != "NN" and not (first.root.tag_ == "JJ" and first.root.i == first.end - 1):
        # "a [derivative] and [redesign]" with the noun tagged an adjective: after an article
        # with nothing after it, the word heads the noun phrase, so it is a noun (H&P 2002
        # ch. 5 §3: an adjective does not head a noun phrase with "a")
        return None
    if not all(t.pos_ in {"ADJ", "NOUN"} for t in first[1:]):
        return None
    head = kept.root
    if head.tag_ != "NN" or not all(
        t.pos_ in {"ADJ", "NOUN"} for t in kept[: head.i - kept.start + 1]
    ):
        # the premodifiers and head must be a bare singular noun; what follows the head is its
        # own postmodifier ("a [derivative] and [redesign of APL]" -> "a redesign of APL")
        return None
    if any(c.dep_ in {"det", "poss"} for c in head.children):
        return None
    article = indefinite_article(kept[0].text)
    return article.capitalize() if first[0].text[:1].isupper() else article


def _distributed_plural_edit(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], keep: Sequence[tuple[int, int]]
) -> list[tuple[Token, str]]:
    """ "the core centers of Tijuana and Mexicali" minus one conjunct -> "the core center of
    Tijuana": a plural functional noun (``wordlists/conjunction_functional_nouns.txt``) over
    coordinated singular "of" possessors is distributed over them, so with one possessor left it
    is singular; as a subject its verb agrees too ("The capitals ... are" -> "The capital ...
    is")."""
    if cc.lower_ != "and" or len(keep) != 1:
        return []
    first = doc[spans[0][0] : spans[0][1]].root
    survivor = doc[keep[0][0] : keep[0][1]].root
    if first.dep_ != "pobj" or first.head.lower_ != "of" or survivor.tag_ not in SINGULAR_TAGS:
        return []
    noun = first.head.head
    functional = word_set("conjunction_functional_nouns")
    if noun.tag_ != "NNS" or noun.lemma_ == noun.lower_:
        return []
    if noun.lemma_.lower() not in functional and not _appositive_of_names(noun, doc, spans):
        return []
    if not any(c.lower_ == "the" for c in noun.lefts):
        return []
    return _singular_noun_edits(noun)


def _appositive_of_names(noun: Token, doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "the counties of Cass and Clay", "the cities of Paris and Rome": a place classifier whose
    "of" phrase names it (the appositive "of" of "the city of Rome", Huddleston & Pullum 2002
    ch. 5 §14.3; Quirk et al. 1985 §17.46) is one place per name, so with one name left it is
    singular ("the county of Cass"), like "Perry and Conway Counties" (``place_classifier``).
    The conjuncts must all be proper names; the classifier's WordNet first sense is a location."""
    if any(doc[lo].pos_ != "PROPN" or doc[hi - 1].pos_ != "PROPN" for lo, hi in spans):
        return False
    lemma = noun.lemma_.lower()
    return wordnet.first_sense_lexname(lemma, "NOUN") in PLACE_CLASSIFIER_LEXNAMES


def _singular_noun_edits(noun: Token, lemma: str | None = None) -> list[tuple[Token, str]]:
    """``noun`` made singular and, as a subject, its verb (and predicate noun) agreeing."""
    lemma = lemma or noun.lemma_
    # the lemmatiser may capitalise the lemma of a lowercase noun after names ("Lao and Dai
    # Viet states" -> "State"): the singular keeps the case of the word it replaces (cj95)
    single = lemma.capitalize() if noun.text[:1].isupper() else lemma.lower()
    out = [(noun, single)]
    if noun.dep_ in NOMINAL_SUBJECT_DEPS:
        verb = noun.head
        target = agreeing_word(verb)
        if target.tag_ == "VBP":
            new = inflection.agree_verb(target, True)
        elif target.lower_ == "were":
            new = inflection.agree_be(target.text, True)
        else:
            new = target.text
        if new != target.text:
            out.append((target, new))
            out += _singular_predicate(verb) or []
    return out


#: WordNet classes of the classifier nouns of place names ("Conway County", "Missouri River",
#: "Long Island"): regions and natural objects (lexicographer files noun.location, noun.object).
PLACE_CLASSIFIER_LEXNAMES = frozenset({"noun.location", "noun.object"})


def place_classifier(noun: Token, lemma: str | None = None) -> bool:
    """``noun`` is a capitalised place classifier, the common-noun part of each place name it
    follows ("Perry and Conway Counties"; proper names with a classifier, Huddleston & Pullum
    2002 ch. 5 §20), not a noun with its own count ("Medicine and Health Sciences")."""
    lemma = lemma or (getLemma(noun.lower_, upos="NOUN") or (noun.lower_,))[0]
    return noun.is_title and wordnet.first_sense_lexname(lemma, "NOUN") in PLACE_CLASSIFIER_LEXNAMES


#: An ordinal modifier ("18th", "second", "last"): it picks out one member of a series, so
#: coordinated ordinals over a plural head ("the 18th and 19th centuries") name one referent
#: each (the split reading of coordinated dependents, Huddleston & Pullum 2002 ch. 15 §4.4), and
#: with one ordinal left the head is singular: "the 19th century", never "the 19th centuries".
_ORDINAL = re.compile(
    r"\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last"
)

#: A year ("1998"), and the WordNet classes of nouns naming an occasion (noun.event, noun.time,
#: noun.act: "elections", "seasons", "tournaments"): a year dates one occasion of a series, so
#: coordinated years over such a plural head name one occasion each, like ordinals ("the 1998
#: and 2002 elections" are two elections; split reading, Huddleston & Pullum 2002 ch. 15 §4.4),
#: and with one year left the head is singular: "the 1998 election". Other heads ("the 2010
#: and 2011 results") count no occasions per year and stay plural.
_YEAR_MODIFIER = re.compile(r"1[5-9]\d\d|20\d\d")
_OCCASION_LEXNAMES = frozenset({"noun.event", "noun.time", "noun.act"})
#: WordNet class of organisation classifiers ("Department", "Committee", "Ministry"): social
#: groups (noun.group), see ``_shared_plural_head_edit``.
_BODY_CLASSIFIER_LEXNAMES = frozenset({"noun.group"})


#: Positional opposites WordNet does not list as direct antonyms ("upper"/"lower"): each names
#: one of two parts that divide a whole (directional opposites, Cruse 1986 ch. 9).
POSITIONAL_OPPOSITES = frozenset(
    {
        frozenset(p)
        for p in (
            ("upper", "lower"), ("top", "bottom"), ("inner", "outer"), ("front", "back"),
            ("fore", "hind"), ("anterior", "posterior"), ("dorsal", "ventral"),
            ("left", "right"), ("interior", "exterior"), ("internal", "external"),
        )
    }
)  # fmt: skip


def complementary_adjectives(words: list[str]) -> bool:
    """Two adjectives that are opposites ("inner"/"outer", "upper"/"lower"): a plural noun they
    both modify is split into exactly one part for each (Heycock & Zamparelli 2005 on split
    coordinated adjectives), the reading a pairing with a second list needs."""
    if len(words) != 2:
        return False
    a, b = words
    return frozenset(words) in POSITIONAL_OPPOSITES or b in wordnet.antonyms(a, "ADJ")


#: WordNet class of body-part nouns ("intestine", "jaw", "lobe"): parts a body has a fixed
#: number of, see ``_split_body_parts``.
_BODY_PART_LEXNAMES = frozenset({"noun.body"})


def _split_body_parts(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "The small and large intestines were ..." minus "small" -> "The large intestine was":
    two opposite adjectives (``complementary_adjectives``) before a definite plural body-part
    noun split it into one part each (split coordination, Heycock & Zamparelli 2005; the
    plural only counts the conjuncts, Huddleston & Pullum 2002 ch. 15 §4.4), and a body has one
    small intestine, one upper jaw (parts as functional concepts, Löbner 1985), so with one
    adjective left the head is singular. Other nouns ("the old and new buildings") count no
    parts per adjective and stay plural."""
    if len(spans) != 2 or any(hi - lo != 1 for lo, hi in spans) or spans[-1][1] >= len(doc):
        return False
    words = [doc[lo] for lo, _ in spans]
    if any(w.pos_ != "ADJ" for w in words):
        return False
    if not complementary_adjectives([w.lower_ for w in words]):
        return False
    noun = doc[spans[-1][1]]
    if noun.tag_ != "NNS" or not any(c.dep_ == "det" and c.lower_ == "the" for c in noun.lefts):
        return False
    lemma = (getLemma(noun.lower_, upos="NOUN") or (noun.lower_,))[0]
    return wordnet.first_sense_lexname(lemma, "NOUN") in _BODY_PART_LEXNAMES


def _one_left_edit(
    doc: Doc, spans: Sequence[tuple[int, int]], keep: Sequence[tuple[int, int]]
) -> list[tuple[Token, str]]:
    """ "one or two cars" minus "two" -> "one car", never "one cars": the cardinal "one" takes a
    singular head (Huddleston & Pullum 2002 ch. 5 §7.1 on number with cardinal numerals), so
    the plural noun the numerals shared, and a verb agreeing with it, become singular."""
    if len(keep) != 1 or keep[0][1] - keep[0][0] != 1 or spans[-1][1] >= len(doc):
        return []
    one, noun = doc[keep[0][0]], doc[spans[-1][1]]
    if one.lower_ not in {"one", "1"} or noun.tag_ not in {"NNS", "NNPS"}:
        return []
    if noun not in doc[spans[-1][0]].ancestors:
        return []
    lemma = (getLemma(noun.lower_, upos="NOUN") or (noun.lower_,))[0]
    return [] if lemma == noun.lower_ else _singular_noun_edits(noun, lemma)


def _shared_plural_head_edit(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], keep: Sequence[tuple[int, int]]
) -> list[tuple[Token, str]]:
    """ "Perry and Conway Counties" minus Perry -> "Conway County": a place classifier
    (``place_classifier``) shared by coordinated one-word names is the common part of each name,
    one referent per name (right-node raising of the head, Huddleston & Pullum 2002 ch. 15 §4.4:
    "the Mississippi and Missouri Rivers" are two rivers), so with one name left it is singular.
    Another head ("Google and Apple engineers") counts no referents per name and stays plural."""
    if cc.lower_ != "and" or len(keep) != 1 or spans[-1][1] >= len(doc):
        return []
    ordinals = all(hi - lo == 1 and _ORDINAL.fullmatch(doc[lo].lower_) for lo, hi in spans)
    years = all(hi - lo == 1 and _YEAR_MODIFIER.fullmatch(doc[lo].text) for lo, hi in spans)
    # names of several words ("Grand and [San Juan] counties") are names all the same
    names = all(all(t.pos_ == "PROPN" for t in doc[lo:hi]) for lo, hi in spans)
    opposites = _split_body_parts(doc, spans)
    if not (ordinals or years or names or opposites):
        return []
    noun, last = doc[spans[-1][1]], doc[spans[-1][0]]
    lemma = (getLemma(noun.lower_, upos="NOUN") or (noun.lower_,))[0]
    # a capitalised plural the small model tags NNP ("Springfield and Union Townships") is
    # plural all the same: its noun lemma is shorter than the word
    plural = noun.tag_ in {"NNS", "NNPS"} or (
        noun.tag_ == "NNP" and noun.lower_.endswith("s") and lemma != noun.lower_
    )
    if not plural or noun not in last.ancestors:
        return []
    occasion = years and wordnet.first_sense_lexname(lemma, "NOUN") in _OCCASION_LEXNAMES
    # the classifier of place names is lower case in the plural ("Grand and San Juan
    # counties", Chicago Manual of Style 17th ed. §8.57) and capitalised again as part of one
    # name ("San Juan County")
    lower_place = (
        names
        and noun.is_lower
        and noun.tag_ == "NNS"
        and wordnet.first_sense_lexname(lemma, "NOUN") in PLACE_CLASSIFIER_LEXNAMES
    )
    # a capitalised organisation classifier after names ("the War and Navy Departments", "the
    # House and Senate Committees") is likewise the common part of each name, one body per name
    # (Chicago Manual of Style 17th ed. §8.62 on plural generic terms shared by names)
    body = (
        names
        and noun.is_title
        and wordnet.first_sense_lexname(lemma, "NOUN") in _BODY_CLASSIFIER_LEXNAMES
    )
    if lemma == noun.lower_ or not (
        ordinals or occasion or lower_place or body or opposites or place_classifier(noun, lemma)
    ):
        return []  # no singular known ("series"), or no part of each name ("Apple engineers")
    edits = _singular_noun_edits(noun, lemma)
    # only a classifier that is part of each name is capitalised again ("San Juan County");
    # a place noun an ethnonym or name modifies stays a common noun ("the Lao state", cj96)
    if lower_place and lemma in word_set("conjunction_name_classifiers"):
        edits[0] = (noun, edits[0][1].capitalize())
    return edits


def _plural_classifier(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], keep: Sequence[tuple[int, int]]
) -> bool:
    """ "running backs Smith and Jones" minus Jones -> "running backs Smith": a plural common noun
    right before coordinated names is a close appositive classifying each of them ("the brothers
    John and Paul", Quirk et al. 1985 §17.72), one per name, so with one name left the plural no
    longer agrees and the hypothesis is flagged ``number_mismatch``. The noun is not made
    singular: ConjNLI's gold keeps the plural ("the indie rock bands Zumpano"), so the pair is
    kept for it, flagged."""
    if cc.lower_ != "and" or len(keep) != 1 or spans[0][0] == 0:
        return False
    if any(doc[lo].pos_ != "PROPN" or doc[hi - 1].pos_ != "PROPN" for lo, hi in spans):
        return False
    noun = doc[spans[0][0] - 1]
    if noun.tag_ != "NNS" or noun.pos_ != "NOUN" or not noun.is_alpha:
        return False
    lemma = (getLemma(noun.lower_, upos="NOUN") or (noun.lower_,))[0]
    return lemma != noun.lower_  # no singular known ("series", "sheep"): no mismatch to see


# ARTICLE_OR_POSSESSIVE_DETERMINERS (lexicon.closed_class): the determiners of a plural predicate
# noun that "one of" can precede ("the defending champions" -> "one of the defending champions");
# a numeral or a quantifier ("two", "many") cannot.
#: Exclusive modifiers of a predicate noun ("the only researchers", "the sole owners").
_EXCLUSIVE_MODIFIERS = frozenset({"only", "sole"})


#: Words before a plural "as" complement that fix its number or reference: a determiner, a
#: possessive, a numeral ("as two sources", "as the main criteria": left as they are).
_COMPLEMENT_SPECIFIERS = frozenset({"det", "poss", "nummod", "predet", "quantmod"})


def _object_predicative_edit(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], keep: Sequence[tuple[int, int]]
) -> list[tuple[Token, str]]:
    """ "hypothesized quality and exposure as indicators of X" minus one conjunct -> "exposure as
    an indicator of X": the "as" complement of a coordinated object is predicated of it and
    agrees with it in number (object-predicative agreement, Huddleston & Pullum 2002 ch. 4 §5.2
    and ch. 5 §18; Quirk et al. 1985 §10.34-10.41 on number concord with coordinated nominals),
    so with one singular conjunct left the bare plural becomes singular with its indefinite
    article. A plural kept conjunct ("cats and dogs as pets" -> "dogs as pets") and a
    complement with its own determiner or numeral are left alone."""
    if cc.lower_ != "and" or len(keep) != 1:
        return []
    first = doc[spans[0][0] : spans[0][1]].root
    kept = doc[keep[0][0] : keep[0][1]].root
    if first.dep_ != "dobj" or kept.tag_ not in {"NN", "NNP"} or first.head.pos_ != "VERB":
        return []
    after = [
        c
        for c in first.head.children
        if c.dep_ == "prep" and c.lower_ == "as" and c.i >= spans[-1][1]
    ]
    nouns = [c for p in after for c in p.children if c.dep_ == "pobj"]
    if len(after) != 1 or len(nouns) != 1:
        return []
    noun = nouns[0]
    if noun.tag_ != "NNS" or any(c.dep_ in _COMPLEMENT_SPECIFIERS for c in noun.lefts):
        return []
    lemma = (getLemma(noun.lower_, upos="NOUN") or (noun.lower_,))[0]
    if lemma == noun.lower_:
        return []  # no singular known ("series", "data")
    start = noun.left_edge
    if start.i == noun.i:
        return [(noun, f"{indefinite_article(lemma)} {lemma}")]
    return [(start, f"{indefinite_article(start.text)} {start.text}"), (noun, lemma)]


def _predicate_noun_edit(
    doc: Doc, cc: Token, spans: Sequence[tuple[int, int]], keep: Sequence[tuple[int, int]]
) -> list[tuple[Token, str]] | None:
    """A plural predicate noun of a coordinated subject made singular with the verb: "A and B
    were the defending champions" -> "B was one of the defending champions" (a definite plural
    becomes a partitive, see ``_singular_predicate``), "A and B were teachers" ->
    "B was a teacher" (subject-predicative number agreement, Huddleston & Pullum 2002 ch. 5 §18;
    a singular count noun needs its article). Not under a numeral or quantifier ("two", "many"),
    which keep the ``number_mismatch`` flag."""
    return _singular_predicate(doc[spans[0][0] : spans[0][1]].root.head)


def _singular_predicate(verb: Token) -> list[tuple[Token, str]] | None:
    """The edits that make the plural predicate noun of ``verb`` singular (see
    ``_predicate_noun_edit``), None when there is none or it cannot be done."""
    attrs = [c for c in verb.children if c.dep_ in {"attr", "oprd"} and c.tag_ == "NNS"]
    if len(attrs) != 1:
        return None
    noun = attrs[0]
    if any(c.dep_ in {"nummod", "conj", "quantmod"} for c in noun.children):
        return None
    single = noun.lemma_
    if not single or single.lower() == noun.lower_ or not single.isalpha():
        return None
    single = single.capitalize() if noun.text[:1].isupper() else single
    dets = [c for c in noun.lefts if c.dep_ in {"det", "poss"}]
    if dets:
        # a definite singular claims the member alone filled the role ("B was the defending
        # champion": a uniqueness presupposition, Russell 1905, Löbner 1985), which the plural does
        # not give each member; membership is what distributes over the sum (Link 1983): "B was
        # one of the defending champions". The plural noun stays; the verb agrees with "one".
        det = dets[0]
        if det.lower_ not in ARTICLE_OR_POSSESSIVE_DETERMINERS or det.i != noun.left_edge.i:
            return None
        if any(c.dep_ == "neg" for c in verb.children):
            # "A and B are not the (only) researchers" -> "A is not the (only) researcher":
            # a denial holds of each member, uniqueness included
            return [(noun, single)]
        if any(c.lower_ in _EXCLUSIVE_MODIFIERS for c in noun.lefts):
            # "A and B were the sole owners": "one of the sole owners" is no English partitive
            # and "A was the sole owner" is false; the pair keeps its number_mismatch flag
            return None
        if det.dep_ == "poss" and det.tag_ != "PRP$":
            return None  # a possessor phrase ("the club's founders"): no simple "one of" to add
        return [(det, f"one of {det.text}")]
    if any(c.dep_ not in {"amod", "compound"} for c in noun.lefts):
        return None
    edge = noun.left_edge
    if edge.i == noun.i:
        return [(noun, f"{indefinite_article(single)} {single}")]
    return [(edge, f"{indefinite_article(edge.text)} {edge.text}"), (noun, single)]


# -- replace --------------------------------------------------------------------------------------


#: Numerical approximators (Huddleston & Pullum 2002 ch. 5 §6.1): an approximate number
#: ("about 40") neither entails nor excludes its neighbour; a round one after them moves at its
#: own scale (``_round_number_step``).
APPROXIMATORS = ("about", "around", "approximately", "roughly", "nearly", "almost", "some",
                 "circa", "an estimated", "estimated")  # fmt: skip


#: Time units of a distance in time ("30,000 years ago", "200 years earlier").
_TIME_UNITS = frozenset({"years", "decades", "centuries", "millennia", "months", "days"})
#: Words after a time unit that make the number a distance back or forward from a reference point.
_TIME_DISTANCE = frozenset({"ago", "earlier", "before", "later", "after", "old"})


def _approximate(num: Token) -> bool:
    """An approximator right before ``num`` (currency signs skipped): "nearly 250,000"; or a
    round number read approximately without one (Krifka 2007: round numbers are preferably
    read at their own granularity, above all in large measures): a distance in time ("30,000
    years ago", "500 years old": no reader contrasts it with "30,001 years ago"), or a
    comma-grouped number ending in three zeros before a noun ("30,000 people"). A small exact
    measure ("a 700 kW unit") keeps the step of one (``_round_number_step``)."""
    words = [t.lower_ for t in num.doc[max(num.i - 3, 0) : num.i] if not t.is_currency]
    if any(words[-len(a.split()) :] == a.split() for a in APPROXIMATORS):
        return True
    after = [t.lower_ for t in num.doc[num.i + 1 : num.i + 3]]
    if len(after) == 2 and after[0] in _TIME_UNITS and after[1] in _TIME_DISTANCE:
        return True
    nxt = num.doc[num.i + 1] if num.i + 1 < len(num.doc) else None
    return "," in num.text and num.text.endswith("000") and nxt is not None and nxt.pos_ == "NOUN"


def increment_number(token_text: str, approximate: bool = False) -> str | None:
    """The first number in ``token_text`` plus one, formatting kept ("1,035,496" -> "1,035,497",
    "09" -> "10", "7516.6" -> "7517.6"); None when there is no digit.

    A decade ("1930s") moves to the next decade ("1940s"): "1931s" names no period, so a plural
    numeral that does not end in 0 is not replaced at all. An ordinal keeps a matching suffix
    ("3rd" -> "4th")."""
    m = _NUMBER.search(token_text)
    if m is None:
        return None
    raw, suffix = m.group(0), token_text[m.end() :]
    grouped = "," in raw
    step = 1
    if suffix.lower() in {"s", "'s"}:  # a decade ("1930s", "'30s"): the next decade, or nothing
        if not raw.endswith("0"):
            return None
        step = 10
    elif approximate and suffix.lower() not in ORDINAL_SUFFIXES and not suffix.startswith("."):
        step = _round_number_step(raw)
    value = int(raw.replace(",", "")) + step
    new = f"{value:,}" if grouped else str(value).zfill(len(raw))
    if suffix.lower() in ORDINAL_SUFFIXES:  # "3rd" -> "4th", never "4rd"
        suffix = _ordinal_suffix(value)
    return token_text[: m.start()] + new + suffix


def _round_number_step(raw: str) -> int:
    """The step for a round number after an approximator: its granularity, the power of ten its
    trailing zeros show ("nearly 250,000" -> 10,000, "about 500" -> 100). A round number is read
    at that granularity (Krifka 2007, "Approximate interpretation of number words"), so "nearly
    250,001 items" is no alternative a reader contrasts with it, and the next value at its own
    scale ("260,000") is. An exact round number ("a 700 kW unit") keeps the step of one, as
    ConjNLI's expert-labelled replacements do. Four-digit numbers without a group comma are
    left at 1, as they are mostly years ("in 1900" -> "1901")."""
    digits = raw.replace(",", "")
    zeros = len(digits) - len(digits.rstrip("0"))
    if zeros < 2 or digits == "0" * len(digits) or ("," not in raw and _YEAR.match(digits)):
        return 1
    return 10 ** min(zeros, len(digits) - 1)


#: A decade written in digits ("1930s", "'30s", "1930's").
_DECADE = re.compile(r"^['\u2019]?\d*0['\u2019]?s$")
#: Suffixes of ordinals written in digits ("1st", "22nd", "3rd", "4th").
ORDINAL_SUFFIXES = frozenset({"st", "nd", "rd", "th"})


def _ordinal_suffix(value: int) -> str:
    """The English ordinal suffix of ``value`` (11th-13th are irregular)."""
    if value % 100 in {11, 12, 13}:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(value % 10, "th")


def _stable_index(key: str, n: int) -> int:
    return int(hashlib.blake2b(key.encode(), digest_size=4).hexdigest(), 16) % n


def replacements(
    doc: Doc, spans: Sequence[tuple[int, int]], person_names: Sequence[str], key: str = ""
) -> Iterator[Replacement]:
    """At most one replacement of each kind per conjunct (ConjNLI §3.3), deterministic.

    A replacement that turns a conjunct into a copy of another one ("1889 or 1890" -> "1890 or
    1890"), or puts the noun of another conjunct in ("cars and trucks" -> "trucks and trucks"),
    says nothing new and is skipped.
    """
    texts = [doc[s:e].text.lower() for s, e in spans]
    for rep in _candidates(doc, spans, person_names, key):
        s, e = spans[rep.conjunct]
        changed = doc[s:e].text.replace(rep.old, rep.new, 1).lower()
        if changed in texts:
            continue
        # a numeral raised to the one of the other conjunct ("15 or 16 rows" -> "16 or 16 rows")
        others = [t.text for k, (a, b) in enumerate(spans) if k != rep.conjunct for t in doc[a:b]]
        if rep.kind in {"number", "decade"} and rep.new in others:
            continue
        # a noun swapped for the sister kind another conjunct names ("300 cars and 40 trucks" ->
        # "300 trucks and 40 trucks"): the list names one kind twice, no alternative to it (an
        # antonym may repeat one: "many additions but few cuts" -> "few additions but few cuts")
        if rep.kind == "cohyponym" and rep.new.lower() in {o.lower() for o in others}:
            continue
        if rep.kind == "cohyponym" and _cohyponym_unlike_partners(doc, spans, rep):
            continue
        if rep.kind == "antonym" and _antonym_names_mentioned(doc, _last_replaced(doc, rep), rep):
            continue
        if rep.kind == "antonym" and _one_word_disjunct(_last_replaced(doc, rep)):
            continue
        if rep.kind == "antonym" and _inside_verbal_argument(doc, spans, rep):
            continue
        if rep.kind == "antonym" and _adjective_as_noun(_last_replaced(doc, rep)):
            continue
        if rep.kind == "antonym" and _inflected_under_shared_degree(_last_replaced(doc, rep), rep):
            continue
        if _in_shared_right_complement(doc, spans, rep):
            continue
        if rep.kind == "antonym" and _inside_verb_adjunct(doc, spans[rep.conjunct], rep):
            continue
        if _glossed(doc, _last_replaced(doc, rep), numeral=rep.kind in {"number", "decade"}):
            continue
        yield rep


def _inside_verb_adjunct(doc: Doc, span: tuple[int, int], rep: Replacement) -> bool:
    """ "walked through a long narrow corridor without finding anyone and was about to call"
    -> "... through a short narrow corridor ...": the conjunct is a verb phrase or clause and
    the swapped word sits inside a prepositional adjunct of its verb, a modifier of the noun of
    a place, time or manner phrase. ConjNLI builds its replacement pairs from the conjuncts
    themselves (Saha et al. 2020 §3.3: the antonym "of a conjunct"), so that the pair tests
    what the coordination asserts of each member; an adjective deep in an adjunct's noun phrase
    tests lexical antonymy that any sentence with that phrase would show, with or without the
    coordination (the blind review s1202p: "tests antonymy, not conjunction"). The head verb,
    its object and the words of its object stay replaceable, and so do a quantifier in the
    adjunct ("found in many places") and the predicative phrase of "be" ("the concentration is
    in the northern regions": the predicate itself, not an adjunct) (cj108)."""
    tok = _last_replaced(doc, rep)
    head = doc[span[0] : span[1]].root
    if tok is None or head.pos_ not in {"VERB", "AUX"} or tok.i == head.i:
        return False
    if head.lemma_.lower() == "be":
        return False  # "is in the northern regions": the phrase is the copula's predicate
    if tok.lower_ in _QUANTIFYING_ADJECTIVES:
        # "found in many bacteriophages" -> "in few": a quantifier of the phrase sets how much
        # of what the verb says holds (Barwise & Cooper 1981), the conjunct's own claim, not a
        # description inside an adjunct's noun
        return False
    t = tok
    while t.head.i != t.i and t.head.i != head.i:
        t = t.head
    return t.head.i == head.i and t.dep_ == "prep" and t.i != tok.i


def _cohyponym_unlike_partners(
    doc: Doc, spans: Sequence[tuple[int, int]], rep: Replacement
) -> bool:
    """The co-hyponym swap read the noun in a sense its coordination rules out, or named a
    partner's kind again under another name.

    Conjuncts are alike in meaning as well as in form: "and"/"or" join members of one semantic
    class, the "common integrator" of the coordination (Lang 1984; Quirk et al. 1985 §13.18 on
    semantic parallelism), so the other conjuncts show the sense of an ambiguous noun. WordNet's
    first sense, which ``wordnet.exclusive_cohyponyms`` takes, may be another one: in "animals
    such as seals and crocodiles" the seal is an animal, not the fastener whose sister is
    "button". When some other conjunct's head noun is known to WordNet and none of them has a
    sense in the replaced word's first-sense class (its lexicographer file, "noun.artifact" vs
    "noun.animal") and none names a kind above that sense ("trees and other woody plants"),
    the sense is not the one in context and no replacement is made.

    A sister that is a synonym of another conjunct ("trees and shrubs" -> "bushes and shrubs")
    names that conjunct's kind twice; like a repeated noun (see ``replacements``) it is no
    alternative to it (Cruse 1986 ch. 4: co-hyponyms contrast, synonyms do not)."""
    root = doc[spans[rep.conjunct][0] : spans[rep.conjunct][1]].root
    own = wordnet.first_sense_lexname(root.lemma_.lower(), "NOUN")
    partners = [doc[a:b].root for k, (a, b) in enumerate(spans) if k != rep.conjunct and b > a]
    nouns = [t for t in partners if t.pos_ == "NOUN" and wordnet.lexnames(t.lemma_.lower(), "NOUN")]
    new = {s.name() for s in wordnet.wordnet().synsets(rep.new.lower(), "n")}
    for t in nouns:
        if new & {s.name() for s in wordnet.wordnet().synsets(t.lemma_.lower(), "n")}:
            return True
    first = wordnet.wordnet().synsets(root.lemma_.lower(), "n")
    if not nouns or own is None or not first:
        return False
    # a partner that names a kind above the word's sense ("trees and other woody plants") is
    # of its class as well, whatever file WordNet files that hypernym in
    above = {s.name() for s in first[0].closure(lambda x: x.hypernyms())}
    return all(
        own not in wordnet.lexnames(t.lemma_.lower(), "NOUN")
        and not above & {s.name() for s in wordnet.wordnet().synsets(t.lemma_.lower(), "n")}
        for t in nouns
    )


#: Complements of a verb that a bare earlier verb conjunct may share.
_COMPLEMENT_DEPS = frozenset({"xcomp", "ccomp", "acomp", "oprd", "attr", "dobj"})


def _in_shared_right_complement(
    doc: Doc, spans: Sequence[tuple[int, int]], rep: Replacement
) -> bool:
    """ "statements known or assumed to be true" -> "... assumed to be false": the first
    conjunct ends in a bare verb with no complement of its own and the replaced word lies in the
    complement of the last conjunct's verb. That complement is shared by every conjunct (right
    node raising, Postal 1974; Huddleston & Pullum 2002 ch. 15 §4.4: "known [to be true] or
    assumed to be true"), so the swap changes what all conjuncts say, not one conjunct (ConjNLI
    §3.3 replaces a word of one conjunct), and the label rules, which compare one conjunct with
    its replacement, do not apply: no replacement is made."""
    if rep.conjunct != len(spans) - 1 or len(spans) < 2:
        return False
    # the verb that ends the conjunct before the last one, right before the coordinator (the
    # parse may hang it lower: "use statements known or assumed ...")
    bare = doc[spans[-2][1] - 1]
    if bare.pos_ != "VERB" or bare.tag_ not in {"VBN", "VBD"}:
        return False  # a participle or past form ("known or assumed"); a bare "VB" there is
        # mostly a mistagged noun ("from spinneret or extruder and winds ...")
    if any(c.dep_ in _COMPLEMENT_DEPS | {"prep", "agent"} for c in bare.children):
        return False
    tok = _last_replaced(doc, rep)
    s, e = spans[-1]
    if tok is None or not s <= tok.i < e:
        return False
    head = doc[s:e].root
    if head.pos_ not in {"VERB", "AUX"} or tok.i == head.i or head.i != s:
        return False  # the last conjunct opens with its verb: "or assumed to be true"
    if any(c.dep_ in {"aux", "auxpass", "nsubj", "nsubjpass"} for c in head.children):
        return False  # "is structured and is estimated to have ...": a verb phrase of its own
    return any(
        c.dep_ in _COMPLEMENT_DEPS and c.i > head.i and tok in c.subtree for c in head.children
    )


#: Degree words that form periphrastic comparatives and superlatives.
_PERIPHRASTIC_DEGREE = frozenset({"more", "most"})


def _syllables(word: str) -> int:
    """Vowel groups of ``word``, a final silent "e" not counted (enough for the comparison
    test in ``_inflected_under_shared_degree``)."""
    w = word.lower()
    groups = len(re.findall(r"[aeiouy]+", w))
    if w.endswith("e") and not w.endswith(("le", "ee")) and groups > 1:
        groups -= 1
    return max(groups, 1)


def _inflected_under_shared_degree(tok: Token | None, rep: Replacement) -> bool:
    """ "among the most complex and expensive forms" -> "the most simple and expensive": an
    adjective graded by a periphrastic "more"/"most" (its own, or the one before the first
    adjective of its coordination, which the later ones share) is swapped for an antonym that
    is compared by inflection: one syllable, or two ending in -y, -le, -ow or -er ("simpler,
    simplest", "cheaper"; Quirk et al. 1985 §7.76-7.80; Huddleston & Pullum 2002 ch. 6 §2.2).
    "most simple" is unidiomatic, and in a shared degree phrase the new adjective would need
    its own inflected form ("the simplest and most expensive"), which is another rewrite of the
    coordination: no replacement is made."""
    if tok is None or tok.pos_ != "ADJ":
        return False
    first = tok
    while first.dep_ == "conj" and first.head.i != first.i:
        first = first.head
    graded = any(
        c.dep_ == "advmod" and c.lower_ in _PERIPHRASTIC_DEGREE
        for t in {tok, first}
        for c in t.children
    )
    if not graded:
        return False
    new = rep.new.split()[-1].lower() if rep.new.split() else ""
    n = _syllables(new)
    return n == 1 or (n == 2 and new.endswith(("y", "le", "ow", "er")))


#: Dependents of a verb that predicate with it (manner, degree, resulting or depictive state):
#: an antonym there is a change to the conjunct's own predication.
_PREDICATING_DEPS = frozenset({"advmod", "acomp", "oprd", "xcomp", "attr", "neg"})


def _inside_verbal_argument(doc: Doc, spans: Sequence[tuple[int, int]], rep: Replacement) -> bool:
    """ "Followers can reap legions of undead, and gain other [useful] powers with which to make
    better use of souls" -> "useless powers": the conjunct is a verb phrase or clause and the
    swapped adjective modifies a noun inside one of its arguments, not the conjunct's head or a
    word predicating with it. ConjNLI's replacement (Saha et al. 2020 §3.3) changes a conjunct
    to test what the coordination asserts of it; an antonym buried in an argument's noun
    phrase changes a participant's description, which the rest of that phrase often presupposes
    ("powers with which to make better use"), and the label rules, which compare the conjunct
    with its opposite, do not apply to it: no replacement is made (cj105). A conjunct headed
    by a noun or adjective, and an adverb or predicative adjective of the conjunct's verb
    ("arrived early" -> "late", "became rich"), keep their replacements."""
    tok = _last_replaced(doc, rep)
    if tok is None or tok.pos_ != "ADJ" or tok.dep_ != "amod":
        return False
    lo, hi = spans[rep.conjunct]
    if not lo <= tok.i < hi:
        return False
    root = doc[lo:hi].root
    if root.pos_ not in {"VERB", "AUX"}:
        return False
    noun = tok.head
    if noun.i == root.i or noun.dep_ in _PREDICATING_DEPS:
        return False
    # only a noun with an infinitival relative ("powers with which to make better use", "a
    # safe place to hide"): the relative states what the thing is fit for, which the adjective
    # agrees with (infinitival relatives have a modal, purpose meaning: Huddleston & Pullum
    # 2002 ch. 12 §6), so its antonym makes the phrase incoherent. Swaps elsewhere in an
    # argument ("found in [many] bacteriophages" -> "few", "[low] ratings canceled X") are
    # ConjNLI's own (its gold keeps them) and stay
    return any(
        c.dep_ in {"acl", "relcl"} and c.i > noun.i and any(a.lower_ == "to" for a in c.subtree)
        for c in noun.children
    )


#: Quantifying words the tagger calls adjectives; as heads they are fused determiner-heads
#: ("many of them", "few choose"), whose antonyms are determinatives too (Huddleston & Pullum
#: 2002 ch. 5 §9), so they are no converted nouns.
_QUANTIFYING_ADJECTIVES = frozenset({"many", "few", "much", "little", "more", "less", "several"})


def _adjective_as_noun(tok: Token | None) -> bool:
    """ "vulnerable to heat and [cold]" -> "heat and hot": the tagger's adjective heads a noun
    phrase (object or subject, no noun after it), so the word is a noun converted from the
    adjective (Quirk et al. 1985 §7.23, App. I.43; "the cold" = coldness), and the adjective
    antonym WordNet gives ("hot") is no noun: no replacement (cj105)."""
    if tok is None or tok.pos_ != "ADJ" or tok.lemma_.lower() in _QUANTIFYING_ADJECTIVES:
        return False  # "many of them" -> "few of them": a fused-head quantifier, no conversion
    if tok.i > 0 and tok.doc[tok.i - 1].lower_ in {"a", "an"}:
        # "a wide, but short-ranged blast": an adjective of a noun further on; a noun
        # converted from an adjective takes no indefinite article ("the poor", "the cold";
        # Quirk et al. 1985 §7.23)
        return False
    if tok.dep_ in {"pobj", "dobj", "nsubj", "nsubjpass"}:
        return True
    return (
        tok.dep_ == "conj"
        and tok.head.pos_ == "NOUN"
        and tok.head.dep_ in {"pobj", "dobj", "nsubj", "nsubjpass"}
    )


def _one_word_disjunct(tok: Token | None) -> bool:
    """``tok`` is a bare word joined by "or" to other bare words ("wholly or partially", "wet or
    soiled"), also inside a larger conjunct of another coordination. Between single words "or"
    may be reformulatory or alternative (Quirk et al. 1985 §13.38), and an antonym of one
    disjunct contradicts on the first reading, not on the second: no reliable label, so no
    antonym replacement (as ``_one_word_modifier_disjuncts`` in
    ``pipeline/phenomena/conjunction.py`` for the "or" coordination itself)."""
    if tok is None or not tok.conjuncts:
        return False
    first = tok if tok.dep_ != "conj" else tok.head
    members = [first, *first.conjuncts]
    if not any(c.dep_ == "cc" and c.lower_ == "or" for m in members for c in m.children):
        return False
    return all(not any(c.dep_ not in {"cc", "punct", "conj"} for c in m.children) for m in members)


def _antonym_names_mentioned(doc: Doc, tok: Token | None, rep: Replacement) -> bool:
    """The antonym of an attributive adjective already modifies the same noun elsewhere in the
    sentence ("lap over the inner member and butt against the outer member" -> "... against
    the inner member"). The sentence then speaks of two things, one with each property, and
    the noun phrase with the swapped adjective picks out the other thing, which the sentence
    mentions, instead of giving the first one the opposite property: a restrictive modifier
    identifies the referent (Quirk et al. 1985 §17.3). Incompatibility needs one referent
    (Cruse 1986 ch. 4), so the pair is no contradiction, and nothing in the sentence says
    whether the predicate also holds of the other thing: no label is reliable, and no pair
    is made ("from the northern to the southern tropics" would even become "from the southern
    to the southern tropics")."""
    if tok is None or tok.dep_ not in {"amod", "compound", "nmod"}:
        return False
    noun = tok.head.lemma_.lower()
    new = rep.new.lower()
    for t in doc:
        if t.i == tok.i or t.lower_ != new:
            continue
        head = t.head
        while head.dep_ == "conj" and head.pos_ not in {"NOUN", "PROPN"} and head.head.i != head.i:
            head = head.head  # "the northern and southern tropics": the adjectives' shared noun
        if head.lemma_.lower() == noun or t.head.lemma_.lower() == noun:
            return True
    return False


def _last_replaced(doc: Doc, rep: Replacement) -> Token | None:
    """The last token of ``doc`` that ``rep`` changes (found from the common suffix of the two
    texts, so an agreed article before the word does not count)."""
    old, new = doc.text, rep.text
    n = 0
    while n < min(len(old), len(new)) and old[-1 - n] == new[-1 - n]:
        n += 1
    end = len(old) - n  # the changed region of the original ends before this character
    tok = next((t for t in doc if t.idx < end <= t.idx + len(t.text)), None)
    return tok


#: Dependents that sit inside the noun phrase of their head noun, before it: the premodifiers,
#: with the quantifier of a number ("about 20") and a degree adverb ("very old").
_NP_INTERNAL_DEPS = NOUN_MODIFIER_DEPS | {"quantmod", "advmod"}


def _glossed(doc: Doc, tok: Token | None, numeral: bool = False) -> bool:
    """The replaced word, or the noun phrase it premodifies, is followed at once by a
    parenthetical: "6 g (59 m/s2)", "low sensitivity (many false-negatives)", "patterned
    (flat)", "element 122 (306Ubb)". A parenthesis right after a phrase is an appositive
    reformulation of it (Quirk et al. 1985 §17.65, §17.74: the second unit restates the first,
    often in other units or other words; Wikipedia prints every measure so with its conversion),
    so the replacement leaves a sentence that contradicts itself ("7 g (59 m/s2)", "good
    specificity (many false-positives)") rather than an alternative to the premise: no
    replacement is made. Words inside the parenthesis are not affected. A numeral's gloss
    restates a quantity, so it has a figure of its own ("(59 m/s2)", "(306Ubb)"); a comment
    without one ("12 statues (mostly Roman)") says nothing of the count, and the number stays
    replaceable."""
    if tok is None:
        return False
    opening = tok.i + 1
    head = tok.head
    if (
        (opening >= len(doc) or doc[opening].text != "(")
        and tok.dep_ in _NP_INTERNAL_DEPS
        and tok.i < head.i <= tok.i + 4
        and not any(t.is_punct for t in doc[tok.i + 1 : head.i])
    ):
        opening = head.i + 1
    if opening >= len(doc) or doc[opening].text != "(":
        return False
    if not numeral:
        return True
    inside = []
    for t in doc[opening + 1 : opening + 12]:
        if t.text == ")":
            break
        inside.append(t)
    return any(ch.isdigit() for t in inside for ch in t.text)


def _candidates(
    doc: Doc, spans: Sequence[tuple[int, int]], person_names: Sequence[str], key: str
) -> Iterator[Replacement]:
    text = doc.text
    for k, (start, end) in enumerate(spans):
        if k == 0:
            start = _after_fronted_adjunct(doc, start, end)
        span = doc[start:end]
        num = next((t for t in span if any(ch.isdigit() for ch in t.text)), None)
        if num is not None and _replaceable_numeral(num):
            new = increment_number(num.text, approximate=_approximate(num))
            if new and not _range_crossed(num, new) and not _repeats_neighbour(num, new):
                kind = "decade" if _DECADE.match(num.text) else "number"
                rep = _counted_noun_agrees(
                    doc, num, _replace(text, num.idx, num.idx + len(num.text), new, kind, k)
                )
                yield _numeral_article_agrees(doc, num, rep)
        person = next(
            (
                e
                for e in doc.ents
                if e.label_ == "PERSON" and len(e) >= 2 and e.start >= start and e.end <= end
            ),
            None,
        )
        if (
            person is not None
            and _person_name(_bare_name(person.text))
            and not _quoted(doc, person.start, person.end)
        ):
            pool = sorted(
                {_bare_name(n) for n in person_names if _person_name(_bare_name(n))}
                - {_bare_name(person.text)}
            )
            pool = [n for n in pool if n not in text]
            if pool:
                new = pool[_stable_index(f"{key}:{k}", len(pool))]
                end_char = person.end_char
                if person[-1].tag_ == "POS" and len(person) > 2:  # "Mary Smith's": keep "'s"
                    end_char = person[-2].idx + len(person[-2].text)
                yield _replace(text, person.start_char, end_char, new, "person", k)
        yield from _lexical(doc, text, span, k)


def _after_fronted_adjunct(doc: Doc, start: int, end: int) -> int:
    """Where the first clause conjunct begins once a fronted adjunct is set aside: "[In 2015,]
    the series moved to NTV and the season aired in May". An adjunct before the first subject,
    closed by a comma, is a sentence adverbial over the whole coordination (Quirk et al. 1985
    §8.17, §13.79), not part of the first conjunct: a replacement there ("In 2016, ...")
    changes what both conjuncts say."""
    root = doc[start:end].root
    subject = next((c for c in root.lefts if c.dep_ in NOMINAL_SUBJECT_DEPS), None)
    if subject is None:
        return start
    first = min(subject.left_edge.i, subject.i)
    commas = [t.i for t in doc[start:first] if t.text == ","]
    return commas[-1] + 1 if commas else start


#: Entity types whose numerals are part of a name ("the Indianapolis 500", "Windows 95"): a
#: changed numeral names nothing ("the Indianapolis 501"), it is no other number of the same kind.
NAME_ENTITIES = frozenset(
    {"EVENT", "ORG", "PRODUCT", "WORK_OF_ART", "FAC", "LAW", "PERSON", "NORP", "LOC", "GPE"}
)


#: A numeral with a plural noun suffix is a team name ("the 49ers", "the 76ers"), no count.
_TEAM_NUMERAL = re.compile(r"^\d+ers$")


def _numeral_in_name(num: Token) -> bool:
    """A numeral that is part of a name: inside a name entity, or right after a proper noun
    outside a date ("the Indianapolis 500", "Apollo 11"; but "January 7" is a date), or before
    the singular proper noun it premodifies ("81 Produce", a firm: a numeral cannot count a
    singular name, so it is part of it; Huddleston & Pullum 2002 ch. 5 §20), or a team name
    ("the 49ers")."""
    if num.ent_type_ in NAME_ENTITIES or _TEAM_NUMERAL.match(num.text):
        return True
    head = num.head
    if (
        head.i == num.i + 1
        and head.tag_ == "NNP"
        and num.ent_type_ != "DATE"
        and head.ent_type_ not in {"DATE", "TIME"}
    ):
        return True
    prev = num.doc[num.i - 1] if num.i > 0 else None
    return (
        prev is not None
        and prev.pos_ == "PROPN"
        and num.ent_type_ != "DATE"
        and prev.ent_type_ != "DATE"
    )


def _replaceable_numeral(num: Token) -> bool:
    """A numeral whose neighbour value is an incompatible alternative: not part of a name
    (``_numeral_in_name``) or a code (``_code_numeral``), no rank cut-off (``_rank_threshold``),
    no year bounding an interval (``_interval_year``), no age in decades (``_age_decade``)."""
    return not (
        _numeral_in_name(num)
        or _code_numeral(num)
        or _rank_threshold(num)
        or _interval_year(num)
        or _interval_century(num)
        or _age_decade(num)
        or _last_day_of_month(num)
        or _citation_year(num)
        or _approximative_or(num)
        or _titled_numeral(num)
        or _split_decade(num)
        or _window_length(num)
    )


_MONTHS_AND_DAYS = MONTH_NAMES | DAY_NAMES


def _titled_numeral(num: Token) -> bool:
    """A numeral before a capitalised noun inside the sentence ("a version of 60 Minutes", "an
    episode of 48 Hours"): a common noun spelt with a capital mid-sentence is title or name
    capitalisation (Chicago Manual of Style §8.159 on title case), so the numeral is part of
    the name (Huddleston & Pullum 2002 ch. 5 §20: "Apollo 11" counts nothing) and "61 Minutes"
    names another show or nothing, no contradicting count. ``_numeral_in_name`` misses it when
    NER tags the name TIME. Months and weekdays ("5 May") are dates, left alone."""
    doc = num.doc
    if num.i + 1 >= len(doc) or num.i == num.sent.start:
        return False
    if _YEAR.match(num.text):  # "the 1988 Free Trade Agreement": a year dates the named thing
        return False
    head = doc[num.i + 1]
    return (
        num.head.i == head.i
        and head.tag_ in {"NNP", "NNPS", "NNS", "NN"}
        and head.text[:1].isupper()
        and head.text[1:].islower()
        and head.lower_ not in _MONTHS_AND_DAYS
    )


def _split_decade(num: Token) -> bool:
    """A year written apart from its plural "s" ("the late 1960 s", a source's split "1960s"):
    the two tokens name a decade, and "1961 s" names nothing (a decade is named by its first
    year: Huddleston & Pullum 2002 ch. 5 §7.2 on plural numerals)."""
    doc = num.doc
    return (
        bool(_YEAR.match(num.text))
        and num.i + 1 < len(doc)
        and doc[num.i + 1].lower_
        in {
            "s",
            "s.",
        }
    )


#: Words that open a window of time counted back or forward from the reference time ("the last
#: 100 years", "the past 20 days", "the next 5 years", "the first 10 minutes").
_WINDOW_WORDS = frozenset({"last", "past", "next", "previous", "preceding", "first", "final"})
#: The units of such a window, as lemmas ("year", "day"); not ``_TIME_UNITS``, the plural word
#: forms of a distance in time that ``_approximate`` reads ("30,000 years ago").
_WINDOW_UNITS = frozenset(
    {"second", "minute", "hour", "day", "week", "month", "year", "decade", "century", "season"}
)


def _window_length(num: Token) -> bool:
    """The length of a window of time ("the best president during the last 100 years", "in
    the past 20 days"): the window is the domain a superlative, a count or a universal ranges
    over (von Fintel 1994 on contextual domain restriction), and a window one unit longer or
    shorter overlaps the original, so a claim over "the last 101 years" neither follows from
    nor contradicts the claim over "the last 100 years" (intervals of time, Kamp & Reyle 1993
    ch. 5, as for ``_interval_year``)."""
    doc = num.doc
    if num.i == 0 or doc[num.i - 1].lower_ not in _WINDOW_WORDS:
        return False
    if doc[num.i - 1].pos_ in {"VERB", "AUX"}:  # "is supposed to last 25 years": a duration
        return False
    head = num.head if num.head.i > num.i else None
    return head is not None and head.lemma_.lower() in _WINDOW_UNITS


def _approximative_or(num: Token) -> bool:
    """A numeral joined by "or" to a numeral next to it ("every 100 or 200 yards", "15 or 16
    rows"): "n or m" between numerals is an approximator, a vague range the speaker does not
    commit to either end of (Channell 1994, "Vague Language", ch. 3 on approximative "or"), not a
    Boolean choice between two exact values, so a changed end ("every 101 or 200 yards") is
    neither excluded by the premise nor a natural alternative to it. Ordinals and years are left
    out: "3rd or 5th" names two positions in a series and "in 1889 or 1890" two points in time,
    a real choice between discrete values, not an approximate quantity ("1889 or 1891" stays
    a neutral replacement in the "or"; a copy of the other year is ``_repeats_neighbour``)."""
    doc, i = num.doc, num.i

    def numeral(j: int) -> bool:
        if not 0 <= j < len(doc) or not any(ch.isdigit() for ch in doc[j].text):
            return False
        ordinal = doc[j].lower_.endswith(tuple(ORDINAL_SUFFIXES))
        return not ordinal and not _YEAR.fullmatch(doc[j].text)

    after = i + 1 < len(doc) and doc[i + 1].lower_ == "or" and numeral(i + 2)
    before = i > 0 and doc[i - 1].lower_ == "or" and numeral(i - 2)
    return after or before


def _repeats_neighbour(num: Token, new: str) -> bool:
    """``new`` copies the numeral coordinated right next to ``num`` ("in 1935 or 1936" ->
    "in 1936 or 1936"), whichever coordination is rewritten: a disjunction or conjunction of one
    value twice says nothing new (the repetition check of ``replacements``, which only sees the
    conjuncts of the coordination at hand)."""
    doc, i = num.doc, num.i
    right = i + 2 < len(doc) and doc[i + 1].lower_ in {"or", "and"} and doc[i + 2].text == new
    left = i >= 2 and doc[i - 1].lower_ in {"or", "and"} and doc[i - 2].text == new
    return right or left


#: Words opening a range of values before its lower bound ("between 1922 and 1935", "from 5 to 9").
RANGE_OPENERS = frozenset({"between", "from"})
#: Words between the two bounds of such a range.
RANGE_LINKS = frozenset({"and", "to", "-", "\u2013", "\u2014"})


def _range_crossed(num: Token, new: str) -> bool:
    """``num`` is the lower bound of a range ("between 1922 and 1923", "from 10 to 12") and
    ``new`` reaches or passes the upper bound: "between 1923 and 1923" or "between 1924 and
    1923" is no period at all (a range needs a lower bound below its upper one: "between" denotes
    an interval, Zwarts & Winter 2000 on the interval semantics of "between"), so the hypothesis
    is ill-formed rather than a contradiction."""
    doc, i = num.doc, num.i
    if i == 0 or doc[i - 1].lower_ not in RANGE_OPENERS or i + 2 >= len(doc):
        return False
    if doc[i + 1].lower_ not in RANGE_LINKS:
        return False
    upper, low = _NUMBER.search(doc[i + 2].text), _NUMBER.search(new)
    if upper is None or low is None:
        return False
    return int(low.group(0).replace(",", "")) >= int(upper.group(0).replace(",", ""))


#: Days in each month (February at its leap-year length).
_MONTH_DAYS = {
    **dict.fromkeys(["january", "march", "may", "july", "august", "october", "december"], 31),
    **dict.fromkeys(["april", "june", "september", "november"], 30),
    "february": 29,
}


def _last_day_of_month(num: Token) -> bool:
    """A day of the month next to its month name whose next value is no date ("December 31" ->
    "December 32", blind review s1128z): the calendar, not the text, says it cannot be."""
    doc = num.doc
    if not num.text.isdigit() or not 1 <= int(num.text) <= 31:
        return False  # "May 2001": a year after a month is no day of it
    months = [doc[i].lower_ for i in (num.i - 1, num.i + 1, num.i + 2) if 0 <= i < len(doc)]
    days = next((_MONTH_DAYS[m] for m in months if m in _MONTH_DAYS), None)
    return days is not None and int(num.text) + 1 > days


def _citation_year(num: Token) -> bool:
    """A year in an author-date citation ("(Smith, 1997)", "Smith (1997)", "(Lee et al. 2004)"):
    it names a publication (APA §8.11), so "1998" is another reference, not a contradicting
    fact."""
    doc = num.doc
    if not _YEAR.match(num.text):
        return False
    left = doc[max(num.i - 4, 0) : num.i]
    if not any(t.text == "(" for t in left):
        return False
    names = [t for t in left if t.text[:1].isupper() and t.is_alpha]
    before_paren = doc[num.i - 2] if num.i >= 2 and doc[num.i - 1].text == "(" else None
    return bool(names) or (before_paren is not None and before_paren.text[:1].isupper())


#: A numeral glued to capital letters: a model, vaccine, route or part code ("PCV-13", "T-34",
#: "KV-1", "MP3", "A4"). Such a code is a name (Huddleston & Pullum 2002 ch. 5 §20 on numerals
#: in proper names: "Apollo 11" does not count anything), so "PCV-14" is another product or
#: nothing, not a contradicting number.
_CODE = re.compile(r"[A-Z][A-Za-z]*[-‐‑]?\d|\d[-‐‑]?[A-Z]")


def _code_numeral(num: Token) -> bool:
    """``num`` is a code (``_CODE``) in one token, or split from its capital letters by a
    hyphen ("T - 34")."""
    if _CODE.search(num.text):
        return True
    doc = num.doc
    if num.i >= 2 and doc[num.i - 1].text in _HYPHENS and not doc[num.i - 1].whitespace_:
        prev = doc[num.i - 2]
        return prev.text[:1].isupper() and not prev.whitespace_
    return False


#: Prepositions that make a year the open boundary of an interval ("since 1998", "by 1990",
#: "before 1990", "after 2004", "from 1990"): a boundary moved by one year describes an interval
#: that overlaps the original, and "has lived there since 1998" even entails "since 1999", "had
#: left by 1990" entails "by 1991" (intervals of time, Kamp & Reyle 1993 ch. 5; Huddleston &
#: Pullum 2002 ch. 7 §6). So the year replaced is no contradiction, and no replacement is made.
#: Not "until"/"till": "aired until 1998" is read with the end of the airing in 1998 (the
#: cessation inference of "until", Karttunen 1974; Declerck 1995), which "until 1999" denies;
#: ConjNLI's expert labels treat it so too.
INTERVAL_PREPOSITIONS = frozenset({"since", "by", "before", "after", "from"})
_YEAR = re.compile(r"^(1\d|20)\d\d$")


def _interval_year(num: Token) -> bool:
    """A four-digit year right after an ``INTERVAL_PREPOSITIONS`` word ("since 1998", "until
    early 2005")."""
    if not _YEAR.match(num.text):
        return False
    doc = num.doc
    first = num.i  # "as of 2015 and [2016]": the years of one coordination share the preposition
    while first > 0 and (doc[first - 1].like_num or doc[first - 1].lower_ in {"and", "or", ","}):
        first -= 1
    words = [t.lower_ for t in doc[max(first - 3, 0) : first]]
    if words[-2:] == ["as", "of"] or (words[-3:-1] == ["as", "of"] and not doc[first - 1].like_num):
        # "as of 2015": the time a state is reported at; the state may hold a year later too
        # (a reference time, not the state's boundary: Reichenbach 1947; Kamp & Reyle 1993 ch. 5)
        return True
    return bool(words) and (
        words[-1] in INTERVAL_PREPOSITIONS
        or (len(words) >= 2 and words[-2] in INTERVAL_PREPOSITIONS and not doc[first - 1].like_num)
    )


#: Words between an interval preposition and a century ordinal: "by [the early] 20th century",
#: "by [the turn of the] 21st century", "since [the mid-]20th century".
_CENTURY_FRAME = frozenset(
    {"the", "early", "late", "mid", "-", "turn", "end", "beginning", "start", "middle", "of"}
)
_CENTURY_ORDINAL = re.compile(r"^(mid-?)?\d{1,2}(st|nd|rd|th)$", re.IGNORECASE)


def _interval_century(num: Token) -> bool:
    """ "used in China by the 10th century", "by the turn of the 21st century", "since the
    mid-20th century": a century bounding an interval, as ``_interval_year`` does a year
    (``INTERVAL_PREPOSITIONS``: "by T" is "at some time not later than T", so "by the 10th
    century" entails "by the 11th century"; Kamp & Reyle 1993 ch. 5; Huddleston & Pullum 2002
    ch. 7 §6). The next century is no contradiction, so no replacement is made."""
    doc = num.doc
    nxt = doc[num.i + 1] if num.i + 1 < len(doc) else None
    if not _CENTURY_ORDINAL.match(num.text) or nxt is None:
        return False
    if nxt.lower_ not in {"century", "centuries", "millennium"}:
        return False
    i = num.i - 1
    while i >= 0 and num.i - i <= 6 and doc[i].lower_ in _CENTURY_FRAME:
        i -= 1
    return i >= 0 and i < num.i - 1 and doc[i].lower_ in INTERVAL_PREPOSITIONS


# POSSESSIVE_DETERMINERS (lexicon.closed_class): the determiners of an age given in decades
# ("in his early 20s", "in their 30s").


def _age_decade(num: Token) -> bool:
    """ "in her early 20s": a two-digit decade with a possessive before it is an age range, a
    vague span (early/mid/late) of a life (Quirk et al. 1985 §5.115 "in his twenties"), whose
    neighbour decade is not a fact of the same kind the sentence states precisely; the blind
    review judged such swaps unusable, so none is made."""
    if not re.fullmatch(r"\d0['\u2019]?s", num.text):
        return False
    before = num.doc[max(num.i - 3, 0) : num.i]
    return any(t.lower_ in POSSESSIVE_DETERMINERS or t.tag_ == "PRP$" for t in before)


#: Words before a numeral that make it a rank cut-off rather than a count: "the top 40", "the
#: Top 10", "the bottom 3", "a top-20 hit". A chart position "reached the top 40" entails "the top
#: 41", so the numeral is a threshold (an upper bound on the rank, Kennedy 2007 on numerals in
#: scalar contexts), not an exact value another number contradicts.
RANK_THRESHOLD_WORDS = frozenset({"top", "bottom"})
_HYPHENS = frozenset({"-", "\u2010", "\u2011"})
#: One token of a rank threshold word, a hyphen and a numeral ("top-10").
_RANK_THRESHOLD_TOKEN = re.compile(
    rf"(?i)(?:{'|'.join(sorted(RANK_THRESHOLD_WORDS))})[{''.join(sorted(_HYPHENS))}]\d"
)


def _rank_threshold(num: Token) -> bool:
    """The numeral follows "top"/"bottom" (``RANK_THRESHOLD_WORDS``), hyphenated or not."""
    if _RANK_THRESHOLD_TOKEN.match(num.text):  # one token: "top-10"
        return True
    i = num.i - 1
    if i >= 0 and num.doc[i].text in _HYPHENS:
        i -= 1
    return i >= 0 and num.doc[i].lower_ in RANK_THRESHOLD_WORDS


def _counted_noun_agrees(doc: Doc, num: Token, rep: Replacement) -> Replacement:
    """ "for 1 week" -> "for 2 weeks", never "2 week": the noun a cardinal counts takes plural
    number unless the cardinal is one (Quirk et al. 1985 §5.86), so a noun counted by a replaced
    "1" is made plural (and a noun counted by a numeral that becomes "1", singular). The noun
    must be the numeral's head, at most two words after it ("1 full week"); unit abbreviations
    ("1 km") stay as they are."""
    noun = num.head
    if num.dep_ != "nummod" or noun.pos_ != "NOUN" or not 0 < noun.i - num.i <= 3:
        return rep
    old_one, new_one = _is_one(rep.old), _is_one(rep.new)
    if old_one == new_one:
        return rep
    if (noun.tag_ == "NN") == new_one:  # already in the number the new numeral takes
        return rep
    forms = getInflection(noun.lemma_.lower(), tag="NN" if new_one else "NNS")
    # a unit abbreviation has no plural ("2 km", never "2 kms"): only forms lemminflect knows
    if not forms or not _attested_inflection(noun.lemma_.lower(), forms[0]):
        return rep
    shift = len(rep.new) - len(rep.old)  # the numeral before the noun changed length
    lo, hi = noun.idx + shift, noun.idx + len(noun.text) + shift
    return replace(rep, text=rep.text[:lo] + forms[0] + rep.text[hi:])


_LEADING_DIGITS = re.compile(r"\d+")


def _numeral_article(numeral: str) -> str | None:
    """ "a" or "an" before ``numeral`` read as a cardinal ("an 8-bit bus", "an 11-year-old", "a
    9-bit bus"): the indefinite article follows the sound of the word it precedes, so a numeral
    takes it by the first sound of its spoken form (Quirk et al. 1985 §5.26; "eight", "eleven",
    "eighteen", "eighty" begin with a vowel). ``None`` if the numeral has no leading digits."""
    m = _LEADING_DIGITS.match(numeral.strip())
    if m is None or len(m.group()) > 12:
        return None
    return indefinite_article(_number_words(int(m.group())))


@cache
def _number_words(n: int) -> str:
    import inflect  # the engine ``lexicon.articles`` uses; loaded only for a numeral replaced

    return inflect.engine().number_to_words(n)


def _numeral_article_agrees(doc: Doc, num: Token, rep: Replacement) -> Replacement:
    """ "an 8-bit data bus" -> "a 9-bit data bus", never "an 9-bit": an indefinite article right
    before a replaced numeral is made to agree with the new numeral's spoken form
    (``_numeral_article``), as ``_replace_word`` does for a replaced word. Only where the
    article before the old numeral agrees with its spoken cardinal: a numeral read otherwise
    ("an 1800s house", eighteen hundred) keeps its article."""
    art = doc[num.i - 1] if num.i > 0 else None
    if art is None or art.lower_ not in {"a", "an"} or rep.kind != "number":
        return rep
    old, new = _numeral_article(rep.old), _numeral_article(rep.new)
    if old is None or new is None or old != art.lower_ or new == old:
        return rep
    agreed = new.capitalize() if art.text[:1].isupper() else new
    return replace(rep, text=rep.text[: art.idx] + agreed + rep.text[art.idx + len(art.text) :])


def _is_one(numeral: str) -> bool:
    return numeral.replace(",", "").strip() in {"1", "01"}


def _quoted(doc: Doc, start: int, end: int) -> bool:
    """The tokens ``[start, end)`` are enclosed in quotes: a quoted name is a title ("Barney
    Miller", a television series), not the person's name it contains."""
    quotes = {'"', "“", "”", "``", "''"}
    return (
        start > 0 and end < len(doc) and doc[start - 1].text in quotes and doc[end].text in quotes
    )


def _in_compound(tok: Token) -> bool:
    """Part of a noun compound ("mother tongue", "land frontier"): compounds are lexicalised
    units, so swapping one part ("father tongue", "land bush") gives an anomaly, not a
    contradiction."""
    return tok.dep_ == "compound" or any(c.dep_ == "compound" for c in tok.lefts)


def _person_noun(tok: Token) -> bool:
    """A noun for a person ("son", "brother"): its WordNet antonyms are gender or kin converses
    ("daughter", "sister") that clash with the pronouns and names that refer to the same person
    ("He is the daughter of ...")."""
    return tok.pos_ == "NOUN" and wordnet.first_sense_lexname(tok.lemma_.lower(), "NOUN") == (
        "noun.person"
    )


def _rarity_flags(form: str, bar: float | None = None) -> tuple[str, ...]:
    """``rare_word`` when the new word form is rare (under ``bar``, by default
    ``MIN_COHYPONYM_ZIPF``): "biggest" -> "littlest" is an antonym but reads oddly."""
    from wordfreq import zipf_frequency

    limit = MIN_COHYPONYM_ZIPF if bar is None else bar
    return ("rare_word",) if zipf_frequency(form.lower(), "en") < limit else ()


#: A person name fit to stand in for another: two to four capitalised words of letters (with
#: inner hyphens, apostrophes, initials). NER spans with quotes, digits or lower-case words
#: ('Tha Carter IV"') are titles or noise, not names of the same type (ConjNLI §3.3 swaps names).
_PERSON_NAME = re.compile(r"^[^\W\d_][\w'.\-]*(?: [^\W\d_][\w'.\-]*){1,3}$")


#: A word of a name that is a frequent common noun (Zipf >= this, ``wordfreq``) whose first
#: WordNet sense is not a person marks the name of a place, work, organisation or event.
MIN_COMMON_NOUN_ZIPF = 3.5
PLACE_LEXNAMES = frozenset({"noun.object", "noun.location"})
#: WordNet classes of common nouns that head names of organisations, works, events and buildings
#: and places ("Myrrh Records", "Tony Award", "Marcinkance Ghetto"): surnames
#: that are common nouns are mostly persons, objects, plants or attributes ("Baker", "Stone",
#: "Bush", "Brown"); a few ("Hall", "Park") are lost, which only means fewer swaps.
HEAD_LEXNAMES = frozenset(
    {
        "noun.act", "noun.communication", "noun.group", "noun.artifact", "noun.time",
        "noun.possession", "noun.event", "noun.location", "noun.cognition",
    }
)  # fmt: skip


def _person_name(name: str) -> bool:
    """Whether an NER "PERSON" span reads as a person's name fit for a swap: two to four words,
    each capitalised (``_PERSON_NAME``; "atmospheric oxygen" is tagger noise), none of them a
    frequent common noun for a place, thing, group or event ("Lake Baikal", "Tony Award", "Myrrh
    Records", "Nick Cave and the Bad Seeds"): the small NER model tags such names PERSON, and
    swapping them with a person ("Lisa Marie Presley is a rift lake") breaks the sentence's
    selectional restrictions rather than contradicting it (ConjNLI §3.3 swaps like for like)."""
    if not _PERSON_NAME.match(name):
        return False
    from wordfreq import zipf_frequency

    words = name.split()
    if not all(w[:1].isupper() for w in words):
        return False

    def common(word: str, lexnames: frozenset[str] | None) -> bool:
        low = word.lower().strip(".")
        lexname = wordnet.first_sense_lexname(low, "NOUN")
        if lexname in {None, "noun.person"} or zipf_frequency(low, "en") < MIN_COMMON_NOUN_ZIPF:
            return False
        return lexnames is None or lexname in lexnames

    # the last word heads the name (a surname, or "Records", "Award"); a first word is only a
    # classifier when it names a place or natural object ("Lake"): "John" is no toilet
    return not common(words[-1], HEAD_LEXNAMES) and not common(words[0], PLACE_LEXNAMES)


def _bare_name(name: str) -> str:
    """A person name without a possessive the entity may have swallowed ("Mary Smith's"): the
    swap replaces the name and keeps the sentence's own "'s" and grammatical role."""
    return re.sub(r"\s*['\u2019]s?$", "", name)


def _lexical(doc: Doc, text: str, span: object, k: int) -> Iterator[Replacement]:
    """At most one antonym and one co-hyponym replacement in a conjunct.

    Antonyms only of adjectives and adverbs (and participles used as adjectives): WordNet's direct
    antonymy is the gradable/complementary opposition of adjectives (Gross & Miller 1990); noun
    and verb "antonyms" are converses or reversives ("buy"/"sell") that rarely contradict.
    Co-hyponyms only from :func:`wordnet.exclusive_cohyponyms` (mutually exclusive sister kinds):
    a loose sister ("volume" -> "probability", "canyons" -> "gorges") is nonsense or a synonym,
    not a contradiction, so it is not emitted at all (issue 12 blind review: 2 of 11 kept).
    """
    words = [
        t
        for t in span  # type: ignore[attr-defined]
        if t.pos_ in ANTONYM_POS
        and t.is_alpha
        and t.ent_type_ == ""
        and t.lemma_ not in LIGHT_VERBS
        and not _in_compound(t)
        and not _person_noun(t)
        and t.lower_ not in DEICTIC_WORDS
    ]
    for tok in sorted(words, key=lambda t: (t.pos_ != "ADJ", t.i)):
        found = _antonym(tok)
        # a word coordinated with its own antonym ("southern and northern Alsace") would become
        # a repetition ("northern and northern Alsace"), not a contrast
        if found and found.lower() in {c.lower_ for c in tok.conjuncts}:
            continue
        if found and _is_word(found) and not _much_rarer(found, tok.text):
            rep = _replace_word(doc, text, tok, found, "antonym", k)
            yield replace(rep, flags=_rarity_flags(found, RARE_ANTONYM_ZIPF))
            break
    root = span.root  # type: ignore[attr-defined]
    if root.pos_ == "NOUN" and root.is_alpha and root.ent_type_ == "" and not _in_compound(root):
        lemma = root.lemma_.lower()
        for sister in wordnet.exclusive_cohyponyms(lemma, "NOUN"):
            form = _inflect_like(sister, root)
            if form and _is_word(form) and not _much_rarer(form, root.text):
                rep = _replace_word(doc, text, root, form, "cohyponym", k)
                yield replace(rep, flags=_rarity_flags(form))
                break


#: Deictic and existential pro-forms: "there"/"here", "then"/"now" point at a place or time fixed
#: by the context (Fillmore 1997, Lectures on Deixis), and existential "there" ("there is",
#: "is there") is no locative at all, so WordNet's "there"/"here" antonymy gives no
#: contradiction ("the crowd there" -> "the crowd here").
DEICTIC_WORDS = frozenset({"there", "here", "then", "now"})


def _attested_inflection(lemma: str, form: str) -> bool:
    """``form`` is an inflection of ``lemma`` in lemminflect's lexicon, not one its fallback
    rules made up for a word without that form ("many" + JJR -> "manier")."""
    known = {f for forms in getAllInflections(lemma).values() for f in forms}
    return form in known


def _is_word(form: str) -> bool:
    """A replacement must be an English word: lemminflect's regular rules inflect irregular or
    defective lemmas into non-words ("fewer" -> "manier"), which have Zipf frequency 0 in
    ``wordfreq`` (its lists cover every form seen in its corpora)."""
    from wordfreq import zipf_frequency

    return all(zipf_frequency(part, "en") > 0 for part in form.lower().split())


#: A replacement word rarer than this (Zipf scale, ``wordfreq``) is flagged ``rare_word``: a rare
#: word ("littlest") reads as an anomaly in running text.
MIN_COHYPONYM_ZIPF = 3.0
#: The ``rare_word`` bar for a WordNet antonym (first sense). A lexical antonym is the
#: conventional opposite of its word, learnt and used as a pair (Justeson & Katz 1991 on the
#: co-occurrence of antonyms; Charles & Miller 1989), so a form a little under the cohyponym bar
#: ("energetic" -> "lethargic", Zipf 2.8) is ordinary English, and ``_much_rarer`` already keeps
#: out the opposites far rarer than their word. Under 2.5 (fewer than about three per ten
#: million words) a form is one many readers do not use, often a prefixed pseudo-opposite
#: ("detachable" -> "attachable", 1.9).
RARE_ANTONYM_ZIPF = 2.5
#: A rare replacement (under ``MIN_COHYPONYM_ZIPF``) that is also this many Zipf points (a factor
#: of about 30) rarer than the word it replaces is not made at all.
MAX_ZIPF_DROP = 1.5


def _much_rarer(new: str, old: str) -> bool:
    """The new word is rare and far rarer than the one it replaces ("large" -> "littlest"): in
    the old word's context it reads as an anomaly, not as a plain contradiction (a reader
    notices the odd word before the changed fact). Words frequent in their own right stay."""
    from wordfreq import zipf_frequency

    fresh = zipf_frequency(new.lower(), "en")
    return fresh < MIN_COHYPONYM_ZIPF and fresh < zipf_frequency(old.lower(), "en") - MAX_ZIPF_DROP


def _antonym(tok: Token) -> str | None:
    """A WordNet antonym of ``tok`` in its form, from the word's first sense only, when that sense
    dominates the word's uses and has exactly one direct antonym (direct antonymy is a binary
    opposition, Gross & Miller 1990: "early" -> "middle"/"late" is no clear opposite); a participle
    used as an adjective (a modifier or predicative complement, not a passive: "signed with a
    label" is a verb) also tries its adjective reading ("structured" -> "unstructured").
    Morphological negations that are much rarer than their base are left out (see
    :func:`plain_antonym`)."""
    if _hyphen_part(tok) or _compound_determiner(tok) or _not_descriptive(tok):
        return None
    if _noun_modifier(tok):
        return None
    lemma = tok.lemma_.lower()
    if _sense_dependent_opposition(lemma, tok.pos_) or _lexicalised_phrase(tok):
        return None
    if tok.pos_ in {"ADJ", "ADV"} and _dominant_first_sense(lemma, tok.pos_):
        direct = wordnet.first_sense_antonyms(lemma, tok.pos_)
        if len(direct) == 1:
            form = _inflect_like(direct[0], tok)
            degree = tok.tag_ in DEGREE_TAGS and tok.lower_ != lemma
            if degree and form and form.lower() == direct[0].lower():
                return None  # no comparative/superlative of the antonym ("best" -> "ill")
            if (
                form
                and plain_antonym(tok.lower_, form.lower())
                and form.lower() not in DETERMINATIVE_ADJECTIVES
            ):
                return form
    if tok.tag_ in {"VBN", "VBG"} and _adjectival(tok):
        if not _dominant_first_sense(tok.lower_, "ADJ"):
            return None
        if _sense_dependent_opposition(tok.lower_, "ADJ"):
            return None
        ants = wordnet.first_sense_antonyms(tok.lower_, "ADJ")
        if len(ants) == 1 and " " not in ants[0] and plain_antonym(tok.lower_, ants[0].lower()):
            return ants[0].capitalize() if tok.text[:1].isupper() else ants[0]
    return None


#: The least share of a word's sense-tagged uses (WordNet's SemCor counts) that must be nominal
#: for the word to be read as a noun after an ordinal: "round" (46% nominal), "home", "square",
#: "light" qualify; "public" (35%: "her second public appearance"), "major", "full", "good" keep
#: their adjective reading.
MIN_NOUN_SHARE_AFTER_ORDINAL = 0.4


def _noun_modifier(tok: Token) -> bool:
    """A noun modifying another noun, not an adjective: tagged as a noun or attached as a
    ``compound``, or a word with a common noun reading between an ordinal and a noun ("her
    second round match", "its first home game"). An ordinal counts the members of a series
    named by a noun (Huddleston & Pullum 2002 ch. 5 §6.2 on ordinals), so "second round" is the
    tournament round and "round match" a noun compound, even where the tagger says adjective.
    WordNet's direct antonymy is a relation between adjectives (Gross & Miller 1990; Fellbaum
    1998 ch. 2): a noun modifier has no antonym, and the adjective's ("square") swaps in a shape
    for a stage of a tournament, a word-sense error rather than a contradiction."""
    if tok.tag_.startswith("NN") or tok.dep_ == "compound":
        return True
    doc, i = tok.doc, tok.i
    if i == 0 or i + 1 >= len(doc) or doc[i + 1].pos_ not in {"NOUN", "PROPN"}:
        return False
    if not _ORDINAL.fullmatch(doc[i - 1].lower_):
        return False
    return _noun_share(tok.lower_) >= MIN_NOUN_SHARE_AFTER_ORDINAL


def _noun_share(word: str) -> float:
    """The share of ``word``'s sense-tagged uses as a noun among its noun and adjective uses."""

    def uses(pos: str) -> int:
        return sum(
            wordnet._count(lem)  # noqa: SLF001 - the SemCor counts first_sense_share reads
            for syn in wordnet._synsets(word, pos)  # noqa: SLF001
            for lem in syn.lemmas()
            if lem.name().lower() == word
        )

    noun, adj = uses("NOUN"), uses("ADJ")
    return noun / (noun + adj) if noun + adj else 0.0


#: Degree and comparative quantity words and polarity items (Huddleston & Pullum 2002 ch. 5 §7
#: on determinatives, ch. 6 §7 on degree adverbs; Klima 1964 on "ever"/"never"): WordNet lists
#: "more"/"less", "most"/"fewest", "never"/"ever" as antonyms, but they grade or count what the
#: conjunct says rather than say it ("even less is it a poem" -> "even more"; "three more
#: episodes" (additional) -> "three less"; "most of his life" -> "fewest of his life"; "but
#: never completed" -> "but ever completed"). "many"/"few" stay: as determiners of a plural noun
#: they are contrary quantifiers ("found in many bacteriophages" -> "in few", as ConjNLI's own
#: replacements do; Horn 1989 on contraries). Issue 12, second round.
QUANTITY_WORDS = frozenset(
    {
        "fewer", "fewest", "much", "little", "less", "least", "more", "most",
        "several", "enough", "never", "ever", "very", "too", "so", "quite", "rather",
    }
)  # fmt: skip


#: Contrary quantifiers (Horn 1989) that WordNet pairs as antonyms.
_CONTRARY_QUANTIFIERS = frozenset({"many", "few"})
#: Comparative quantity words after "many"/"few" ("many more", "few fewer").
_COMPARATIVE_AFTER = frozenset({"more", "fewer", "less", "other"})


def _degree_quantifier(tok: Token) -> bool:
    """ "many"/"few" that count no plural noun of their own: before a comparative ("many more
    songs", "a few more days") they measure a difference (Huddleston & Pullum 2002 ch. 5 §7.3 on
    "many/few more"), and after "a" ("a few") "few" is the existential, positive quantifier
    (ch. 5 §7.5): neither has a contrary to swap in ("few more songs", "a many days")."""
    if tok.lower_ not in _CONTRARY_QUANTIFIERS:
        return False
    doc = tok.doc
    after = doc[tok.i + 1].lower_ if tok.i + 1 < len(doc) else ""
    before = doc[tok.i - 1].lower_ if tok.i > 0 else ""
    return after in _COMPARATIVE_AFTER or before == "a"


def _referring_modifier(tok: Token) -> bool:
    """An adjective premodifying the head noun of a definite subject ("The separate agencies and
    the police handled the case"): the description picks out what the sentence is about
    (Donnellan 1966 on referential descriptions; Strawson 1950), so its antonym ("The joint
    agencies ...") changes the referent and asserts nothing against the premise: no
    contradiction. The contrary quantifiers stay ("many people came" -> "few people came")."""
    if tok.dep_ != "amod" or tok.pos_ != "ADJ" or tok.lower_ in _CONTRARY_QUANTIFIERS:
        return False
    noun = tok.head
    while noun.dep_ == "conj" and noun.head.i != noun.i:
        noun = noun.head
    if noun.dep_ not in NOMINAL_SUBJECT_DEPS:
        return False
    return any(c.dep_ in {"det", "poss"} and c.lower_ not in {"a", "an"} for c in tok.head.children)


def _not_descriptive(tok: Token) -> bool:
    """A word whose WordNet antonym is no contradiction of the conjunct's content: a quantifying
    or degree word (``QUANTITY_WORDS``), an adverb modifying an adjective or adverb (a degree
    modifier: "far more", "relatively old"), a dimensional adjective with a measure phrase
    ("636 kilometres long": only the unmarked pole takes one, Bierwisch 1989, Kennedy 2007, so
    "636 kilometres short" is no antonym claim), and a capitalised word inside the sentence (part
    of a name or title: "Little or South Fawley")."""
    if tok.lower_ in QUANTITY_WORDS or tok.lemma_.lower() in QUANTITY_WORDS:
        return True
    if _degree_quantifier(tok) or _referring_modifier(tok):
        return True
    if tok.pos_ == "ADV" and tok.dep_ == "advmod" and tok.head.pos_ in {"ADJ", "ADV"}:
        return True
    if any(c.dep_ == "npadvmod" and any(g.like_num for g in c.subtree) for c in tok.children):
        return True
    return tok.i > 0 and tok.text[:1].isupper() and not tok.doc[tok.i - 1].is_sent_end


def _sense_dependent_opposition(lemma: str, pos: str) -> bool:
    """The word's senses have different antonyms ("fresh": stale bread, salt water; "old": new
    car, young man; "general": specific, local): which one opposes the word depends on the sense
    in context, and the first-sense guess fails exactly where it matters ("fresh water" ->
    "stale water"). Only an opposition that holds whatever the sense is used (direct antonymy
    is a relation between word forms in a sense, Gross & Miller 1990)."""
    return len(wordnet.antonyms(lemma, pos)) > 1


def _lexicalised_phrase(tok: Token) -> bool:
    """The adjective and the noun it modifies form a lexicalised compound that WordNet lists as one
    lemma ("fresh water", "primary election", "long jump", "heavy metal", "internal
    combustion"): the compound names a kind, and swapping its modifier ("secondary election",
    "short jump") gives another or no kind, not the opposite property (Bauer 1983 on
    lexicalisation; WordNet's collocations, Fellbaum 1998)."""
    doc = tok.doc
    nouns = []
    if tok.dep_ in {"amod", "compound"} and tok.head.i > tok.i:
        nouns.append(tok.head)
    if tok.i + 1 < len(doc) and doc[tok.i + 1].pos_ in {"NOUN", "PROPN"}:
        nouns.append(doc[tok.i + 1])
    for noun in nouns:
        for form in {noun.lemma_.lower(), noun.lower_}:
            if _wordnet_lemma(f"{tok.lower_}_{form}") or _wordnet_lemma(
                f"{tok.lemma_.lower()}_{form}"
            ):
                return True
    return False


def _wordnet_lemma(name: str) -> bool:
    """``name`` (words joined by "_") is a WordNet lemma of any part of speech."""
    return bool(wordnet.wordnet().synsets(name))


#: Comparative and superlative tags: their antonym must take the same degree.
DEGREE_TAGS = frozenset({"JJR", "JJS", "RBR", "RBS"})
#: The first sense must cover at least this share of the word's sense-tagged uses to be taken as
#: the sense in context (the first-sense heuristic works when that sense is the majority one,
#: McCarthy et al. 2004): "common" (45%: "a common misconception" is not "shared by a
#: community") and "poor" (38%) have no safe antonym without disambiguation.
MIN_ANTONYM_SENSE_SHARE = 0.5


def _dominant_first_sense(lemma: str, pos: str) -> bool:
    share = wordnet.first_sense_share(lemma, pos)
    return share is not None and share >= MIN_ANTONYM_SENSE_SHARE


def _hyphen_part(tok: Token) -> bool:
    """Part of a hyphenated word ("latter-day", "high-bypass"): a lexicalised unit like a noun
    compound, so swapping a part ("former-day") gives an anomaly."""
    doc = tok.doc
    before = tok.i > 0 and doc[tok.i - 1].text == "-" and not doc[tok.i - 1].whitespace_
    after = tok.i + 1 < len(doc) and doc[tok.i + 1].text == "-" and not tok.whitespace_
    return before or after


#: Anaphoric/determinative adjectives (Huddleston & Pullum 2002 ch. 5 §7, ch. 6 §3): they
#: identify a referent relative to the context rather than describe it, so "other countries" ->
#: "same countries" is no contradiction but an anomaly.
DETERMINATIVE_ADJECTIVES = frozenset({"other", "same", "such", "certain", "own"})


def _compound_determiner(tok: Token) -> bool:
    """ "a few", "a little" are compound determiners (Huddleston & Pullum 2002 ch. 5 §7.6), not
    the adjective "few": "a many" is no antonym; likewise the idiom "as well" ("as ill") and the
    determinative adjectives (``DETERMINATIVE_ADJECTIVES``)."""
    doc, i = tok.doc, tok.i
    if tok.lower_ in DETERMINATIVE_ADJECTIVES:
        return True
    if tok.lower_ == "well" and i > 0 and doc[i - 1].lower_ == "as":
        return True
    return tok.lower_ in {"few", "little"} and i > 0 and doc[i - 1].lower_ == "a"


#: Dependencies of a participle that is used as an adjective ("a structured approach").
ADJECTIVAL_DEPS = frozenset({"amod", "acomp", "oprd"})


def _adjectival(tok: Token) -> bool:
    """A participle read as an adjective: a modifier or complement, or a bare stative passive
    ("the gang is structured"); one with complements of its own ("signed with a label", "signed
    by the club") is a verb, and its adjective antonym ("unsigned") does not fit."""
    if tok.dep_ in ADJECTIVAL_DEPS:
        return True
    own = [c for c in tok.rights if not c.is_punct and c.dep_ not in {"cc", "conj"}]
    # coordinated participles share their complements: "written and directed by X" is a verb
    shared = [c for t in tok.conjuncts for c in t.rights if c.dep_ in {"agent", "dobj", "prep"}]
    return any(c.dep_ == "auxpass" for c in tok.lefts) and not own and not shared


#: Negative prefixes of English morphological antonyms (Zimmer 1964; Horn 1989 §5).
NEGATIVE_PREFIXES = ("un", "in", "im", "il", "ir", "dis", "non", "non-", "a")
#: A morphological negation below this Zipf frequency (``wordfreq``; van Heuven et al. 2014 put
#: high-frequency words at Zipf 4-7) is accepted only if it is common: rarer derivations are
#: often lexicalised with a meaning of their own ("indecent" = obscene, "unsigned" = of a number
#: or an artist) and do not simply deny the base word in context.
MIN_NEGATION_ZIPF = 4.0


def plain_antonym(word: str, antonym: str) -> bool:
    """Whether replacing ``word`` by ``antonym`` stays an ordinary contradictory. A prefixal
    negation of either word by the other ("decent"/"indecent") counts only when the negated form
    is a high-frequency word (``MIN_NEGATION_ZIPF``): "able"/"unable", "legal"/"illegal", but not
    "a decent salary" -> "an indecent salary"."""
    base, derived = (word, antonym) if len(word) <= len(antonym) else (antonym, word)
    if not any(derived == p + base for p in NEGATIVE_PREFIXES):
        return True
    from wordfreq import zipf_frequency

    return zipf_frequency(derived, "en") >= MIN_NEGATION_ZIPF


def _inflect_like(lemma: str, tok: Token) -> str | None:
    if " " in lemma:
        return None
    # A word that is its own lemma ("most" tagged JJS) has an antonym already in that form
    # ("fewest"); inflecting it again would give "fewestest".
    if tok.lower_ != tok.lemma_.lower() and tok.tag_ in {
        "NNS",
        "VBD",
        "VBZ",
        "VBG",
        "VBN",
        "VBP",
        "JJR",
        "JJS",
    }:
        forms = getInflection(lemma, tag=tok.tag_)
        if not forms or not _attested_inflection(lemma, forms[0]):
            return None
        lemma = forms[0]
    return lemma.capitalize() if tok.text[:1].isupper() else lemma


def _replace(text: str, start: int, end: int, new: str, kind: str, k: int) -> Replacement:
    return Replacement(text[:start] + new + text[end:], kind, text[start:end], new, k)


def _replace_word(doc: Doc, text: str, tok: Token, new: str, kind: str, k: int) -> Replacement:
    """``tok`` replaced by ``new``, with an indefinite article right before it made to agree
    ("a fair advantage" <- "an unfair advantage", never "an fair")."""
    rep = _replace(text, tok.idx, tok.idx + len(tok.text), new, kind, k)
    art = doc[tok.i - 1] if tok.i > 0 else None
    if art is None or art.lower_ not in {"a", "an"}:
        return rep
    agreed = indefinite_article(new)
    if art.text[:1].isupper():
        agreed = agreed.capitalize()
    if agreed == art.text:
        return rep
    out = text[: art.idx] + agreed + text[art.idx + len(art.text) : tok.idx] + new
    return replace(rep, text=out + text[tok.idx + len(tok.text) :])


# -- well-formedness by re-parse ------------------------------------------------------------------


@cache
def reparser(model_label: str) -> Language:
    """The spaCy pipeline of the run (``ctx.model`` is "name@version"), loaded once per process.

    Uses the parse stage's cache, so in the common case it is the very pipeline that parsed the
    originals; falls back to the default model when the label names no installed package.
    """
    name = model_label.split("@", 1)[0]
    installed = parse.installed_models()
    return parse.load(name if name in installed else parse.resolve_model(), parse.WITH_NER)


#: What the well-formedness check reads (fine-grained tags and dependencies); everything else is
#: switched off while re-parsing (NER, lemmatizer, the attribute ruler that maps tags to coarse
#: POS, a constituency pipe): each rewrite costs one re-parse, so this is the rewriter's hot path.
#: The parse stage's guard against a sentence start after an inner abbreviation ("ca. 20 sites")
#: stays on, so that a rewrite is parsed the way its source was.
RECHECK_PIPES = frozenset({"tok2vec", "tagger", parse.KEEP_ABBREVIATIONS, "parser"})
_VERB_TAGS = VERB_TAGS | {"MD"}


def _verb_indices(doc: Doc) -> list[int]:
    """Indices of the verbs and auxiliaries (by Penn tag: the check's re-parse has no coarse
    POS), read from the Doc's tag array: iterating the Doc builds a Token object per token, and
    the checks ask this of every candidate's sentence several times."""
    strings = doc.vocab.strings
    verbs = {strings[tag] for tag in _VERB_TAGS}
    return [i for i, tag in enumerate(doc.to_array(TAG).tolist()) if tag in verbs]


def _has_verb(doc: Doc) -> bool:
    """Has a verb or auxiliary (by Penn tag: the check's re-parse has no coarse POS)."""
    return bool(_verb_indices(doc))


def _keeps_a_verb(new: Doc) -> bool:
    """The rewrite still has a verb: the re-parse tags one, or a finite verb form follows the
    subject but was tagged as a preposition. The small model reads "Fans like the mountain
    stages." as a fragment with "like" IN, in the original sentence and in the rewrite alike; the
    rewrite did not remove a verb, so it is not flagged ``no_verb``. Nor is a word tagged a noun
    after a noun when English has it only as a finite verb ("The mystery endures.", "the phone
    rang.": lemminflect knows "endures" and "rang" only as verb forms). Nor an "-s" verb after
    its subject noun phrase read as a plural ("The power of death surges/NNS in ...":
    ``syntax.verb_after_subject_phrase``, stop 96, fl91)."""
    if _has_verb(new) or _sense_copula_read_as_noun(new):
        return True
    if any(verb_after_subject_phrase(t, t.sent.start) for t in new):
        return True
    return any(
        t.i > 0
        and (
            t.tag_ == "IN"
            and new[t.i - 1].tag_ in ("NNS", "NNP", "NNPS", "PRP")
            and is_finite_verb_form(t.lower_)
            or t.tag_ in ("NN", "NNS")
            and new[t.i - 1].tag_ in ("NN", "NNS", "NNP", "NNPS", "PRP")
            and only_a_finite_verb(t.lower_)
        )
        for t in new
    )


#: Copular verbs of perception whose plain form is also a noun (Quirk et al. 1985 §16.21, the
#: current copulas "feel, look, smell, sound, taste"; H&P 2002 ch. 4 §5.2).
_SENSE_COPULAS = frozenset({"feel", "look", "smell", "sound", "taste"})
#: Plural demonstratives: as determiners they take a plural noun only (H&P 2002 ch. 5 §7.1;
#: Quirk et al. 1985 §6.40), so before a singular form they are the subject pronoun.
_PLURAL_DEMONSTRATIVES = frozenset({"these", "those"})


def _sense_copula_read_as_noun(new: Doc) -> bool:
    """ "These taste okay.": the tagger read a copular verb of perception as a singular noun
    after a plural demonstrative, and made the adjective after it the root. "These" and "those"
    determine plural nouns only (``_PLURAL_DEMONSTRATIVES``), so "these taste" is no noun
    phrase: the demonstrative is the subject pronoun and "taste" its plural-agreeing present
    verb with a predicative adjective (stop 95, fl86: s9402's "These taste okay." kept as is
    under ``no_verb``). "This taste is okay." (singular determiner, its own verb) is untouched."""
    return any(
        t.tag_ == "NN"
        and t.lower_ in _SENSE_COPULAS
        and t.i > 0
        and new[t.i - 1].lower_ in _PLURAL_DEMONSTRATIVES
        and t.i + 1 < len(new)
        and new[t.i + 1].tag_ in ("JJ", "JJR", "RB")
        for t in new
    )


#: Adjective-tagged quantifying determinatives: heads of a noun phrase, not of a predicative
#: adjective phrase ("More of the same.": H&P 2002 ch. 5 §7).
_DETERMINATIVE_ADJECTIVES = frozenset({"more", "less", "fewer", "much", "many", "few", "enough"})


#: Adjectives that take a hollow infinitival complement ("easy to use"): H&P 2002 ch. 14 §6.1
#: (the "tough" class; Quirk et al. 1985 §16.76). Their "to" is infinitival, so one followed by
#: no verb is a cut, not a predicative phrase.
_HOLLOW_CLAUSE_ADJECTIVES = frozenset(
    {"easy", "hard", "difficult", "tough", "simple", "impossible", "convenient", "pleasant"}
)


def predicative_verbless_clause(new: Doc) -> bool:
    """Is the rewrite one verbless clause whose head is a predicative adjective phrase (or a past
    participle used as one) opening it, with no subject: "So helpful.", "Stuck in the airport.",
    "Not so sure about the game."? That is the subjectless verbless clause of comment and
    evaluation (Quirk et al. 1985 §11.41-11.44 and §12.47 on situational ellipsis of subject and
    copula; H&P 2002 ch. 10 §4), which a reader takes as "(It is / I am) so helpful": a complete
    utterance of reviews and messages, the register the source is in, not a clause that lost its
    verb. Only a negator or degree adverb may precede the head. A noun-phrase or preposition-
    phrase remainder ("Thanks to the director's control of the mood.", "A product title and
    Salmon Meal!") and a subject left without its verb ("My teacher sometimes obtuse.":
    ``stranded_predicate``) stay ``no_verb``. Judged (stop 95, fl86): of the 12 conjunction
    pairs still ``no_verb`` on the judged sets, the 5 kept and not otherwise flagged are such
    clauses or a misread verb (``_sense_copula_read_as_noun``), the 5 rejected are noun or
    preposition phrases and garbled cuts."""
    roots = [t for t in new if t.dep_ == "ROOT"]
    if len(roots) != 1:
        return False
    root = roots[0]
    if root.tag_ not in ("JJ", "JJR", "VBN") or root.lower_ in _DETERMINATIVE_ADJECTIVES:
        return False
    if any(c.dep_ in SUBJECT_DEPS for c in root.children):
        return False
    after = new[root.i + 1] if root.i + 1 < len(new) else None
    if root.lower_ in _HOLLOW_CLAUSE_ADJECTIVES and after is not None and after.lower_ == "to":
        # "Easy to Great taste." ("Easy to use and Great taste" cut): the "to" after an
        # adjective of this class opens its infinitival complement, never a noun phrase
        return False
    return all(
        t.is_punct or t.tag_ in ("RB", "RBR") and t.head.i == root.i for t in new[: root.i]
    ) and not any(t.tag_ in ("PRP", "NNP") and t.dep_ in SUBJECT_DEPS for t in new)


def reparse(texts: Sequence[str], model: str) -> list[Doc]:
    """Parse ``texts`` with the run's pipeline, only the components the checks read."""
    nlp = reparser(model or "")
    off = [name for name in nlp.pipe_names if name not in RECHECK_PIPES]
    with nlp.select_pipes(disable=off):
        return list(nlp.pipe(texts, batch_size=parse.BATCH_SIZE))


@dataclass(frozen=True, slots=True)
class Reparsed:
    """What the well-formedness checks read from the re-parse of one rewritten sentence.

    Kept instead of the ``Doc`` so that a shard's re-parses cost a few bytes each: the checks
    of a whole shard are decided after one batched ``nlp.pipe`` over its distinct rewrites.
    """

    coordinators: dict[str, int]  # lowercased coordinating word -> times used as cc/CC
    keeps_verb: bool
    predicative: bool = False  # a verbless predicative clause (``predicative_verbless_clause``)

    def count(self, word: str) -> int:
        return self.coordinators.get(word, 0)


def summarize(doc: Doc) -> Reparsed:
    """The :class:`Reparsed` facts of a re-parsed rewrite."""
    counts: dict[str, int] = {}
    for t in doc:
        low = t.lower_
        if low in CONJUNCTIONS and (t.dep_ == "cc" or t.tag_ == "CC"):
            counts[low] = counts.get(low, 0) + 1
    return Reparsed(counts, _keeps_a_verb(doc), predicative_verbless_clause(doc))


def reparse_all(texts: Sequence[str], model: str) -> dict[str, Reparsed | Exception]:
    """Each distinct text re-parsed once, in one batched ``nlp.pipe``; a text that breaks the
    parser maps to its exception (only its candidates are quarantined), found by re-parsing one
    by one when the batch fails."""
    unique = list(dict.fromkeys(texts))
    if not unique:
        return {}
    try:
        return {t: summarize(d) for t, d in zip(unique, reparse(unique, model), strict=True)}
    except Exception:  # noqa: BLE001 - find the text that breaks the parser
        out: dict[str, Reparsed | Exception] = {}
        for text in unique:
            try:
                out[text] = summarize(reparse([text], model)[0])
            except Exception as exc:  # noqa: BLE001
                out[text] = exc
        return out


def text_defects(original: str, rewritten: str) -> list[str]:
    """Defects the rewrite introduced (patterns already in the original do not count):
    dangling punctuation, conjunctions or correlatives, a doubled conjunction or word, and
    brackets or quotes the rewrite unbalanced."""
    out = []
    for flag, pattern in _DEFECTS:
        if len(pattern.findall(rewritten)) > len(pattern.findall(original)):
            out.append(flag)
    if _imbalance(rewritten) != _imbalance(original):
        out.append("unbalanced_brackets")
    if _lone_correlatives(rewritten) > _lone_correlatives(original):
        out.append("dangling_correlative")
    if _dash_left_unpaired(original, rewritten):
        out.append("dangling_punctuation")
    return out


#: A dash that sets off a parenthesis: "--", an em dash, or a spaced en dash (an unspaced en
#: dash joins a range, "1990–2000", and a hyphen joins a word).
_DASH = re.compile(r"--|\u2014|(?<=\s)\u2013(?=\s)")


def _dash_left_unpaired(original: str, rewritten: str) -> bool:
    """Dashes that came in pairs, one of them gone: parenthetical dashes pair like brackets
    (Quirk et al. 1985 App. III.25; Huddleston & Pullum 2002 ch. 20 §5), so a removal that
    takes one of a pair leaves the other dangling ("keep the man who paid them -- from
    leaving" after "those two -- Smith and" went). Only from an even count to an odd one: a
    single dash closing a sentence may go with its clause and leave none."""
    before = len(_DASH.findall(original))
    if not (before > 0 and before % 2 == 0 and len(_DASH.findall(rewritten)) % 2 == 1):
        return False
    # "older than I -- forty-four -- but full of spring" minus the clause after "but": the
    # sentence now ends inside the parenthesis, and a single dash may set off a final
    # appendage ("older than I -- forty-four."; Quirk et al. 1985 App. III.25)
    stem = rewritten.rstrip().rstrip(".!?").rstrip()
    rest = original[len(stem) :] if original.startswith(stem) else ""
    return not _DASH_BEFORE_CLAUSE.match(rest)


#: The closing dash of a pair right before a clause coordinator (" -- but ...").
_DASH_BEFORE_CLAUSE = re.compile(r"\s*(?:--|\u2014|\u2013)\s*(?:and|but|or|yet)\b", re.I)


#: A straight single quote opening a quotation (after a space or bracket, before a word) and
#: one closing it (after a word or punctuation, before a space, punctuation or the end).
_SINGLE_OPENER = re.compile(r"(?:^|(?<=[\s(\[]))'(?=(\w+))")
_SINGLE_CLOSER = re.compile(r"(?<=[\w.,!?])'(?=[\s.,;:!?)\]]|$)")


#: A straight single quote right after a stop, comma or other end mark and before a space or
#: the end: a closing quotation mark, never an apostrophe (a possessive "s'" follows a letter).
_SINGLE_CLOSER_AFTER_MARK = re.compile(r"(?<=[.,!?;:])'(?=[\s)\]]|$)")


def _single_openers(text: str) -> int:
    """The straight single quotes of ``text`` that open a quotation; an apostrophe of omission
    ("stop 'em", "'til dawn") opens none (CMOS 7.30; source_noise.is_elided; stop 48)."""
    return sum(1 for m in _SINGLE_OPENER.finditer(text) if not is_elided(m.group(1)))


def _without_widowed_single_closer(text: str, out: str) -> str:
    """ "I know whom I have chosen; but that the Scripture may be fulfilled, 'He who eats ...
    against me.'" minus its last clause: the removal took the single quotation's opening mark
    and left the closing one, which the sentence's end carried ("I know whom I have chosen.'").
    Quotation marks come in pairs (CMOS 6.9; Quirk et al. 1985 App. III.28-III.29), so a cut
    that takes the opener takes its closer too (the s1205u judges, conj-013/060; the
    double-quote and reduced-clause twin is ``_result.widowed_quotes``). Only a closer after an
    end mark at the very end, and only when the cut lost an opener: a possessive "s'" never
    stands after punctuation."""
    if _single_openers(out) >= _single_openers(text):
        return out
    m = re.search(r"([.!?])'(\s*)$", out)
    if m is None or _single_openers(out) >= len(_SINGLE_CLOSER.findall(out)):
        return out
    return out[: m.start()] + m.group(1)


#: A comma, semicolon or colon and an opening single quotation mark right before the final stop
#: ("'I will judge the nation,' said God, '."): the opener of a quotation whose words were cut.
_WIDOWED_OPENER_AT_END = re.compile(r"\s*[,;:]\s*['\u2018]\s*([.!?])\s*$")


def _without_widowed_opener(text: str, out: str) -> str:
    """ "'I will judge the nation to which they will be in bondage,' said God, 'and after that
    they will come out and serve me in this place.'" minus its last conjunct: the removal took
    the second quotation's words and closer and left its opener before the stop ("said God,
    '."). An opening mark encloses words (CMOS 6.9; Quirk et al. 1985 App. III.28), and the
    comma before it introduced them (CMOS 6.40), so both go with the cut: "... said God." (the
    ab89b judges, conj-002/003). A straight single opener is invisible to ``_imbalance`` (it
    counts one only before a letter), so it is mended here; a double one changes the parity
    and the removal is refused there."""
    m = _WIDOWED_OPENER_AT_END.search(out)
    if m is None or _WIDOWED_OPENER_AT_END.search(text):
        return out
    return out[: m.start()] + m.group(1)


def _imbalance(text: str) -> tuple[int, ...]:
    """Per bracket pair, openers minus closers; the parity of straight double quotes; and
    straight single quotation marks, openers minus closers ('kind and generous' minus
    "generous" leaves "'kind"), counted when the text opens a single quotation at all: a
    closer alone is mostly a plural possessive ("the students' union"). With no opener, the
    closers after an end mark count instead (negative): those are quotation marks, never
    possessives ("I know whom I have chosen.'"; cj193)."""
    single = _single_openers(text)
    if single:  # only unclosed openers count: a possessive closer is no quotation mark
        single = max(0, single - len(_SINGLE_CLOSER.findall(text)))
    else:
        single = -len(_SINGLE_CLOSER_AFTER_MARK.findall(text))
    return (
        *(text.count(a) - text.count(b) for a, b in _BRACKETS),
        text.count('"') % 2,
        single,
    )


def _lone_correlatives(text: str) -> int:
    """ "either"/"neither" more often than the "or"/"nor" they need after them."""
    words = re.findall(r"[^\W\d_]+", text.lower())
    return sum(
        max(0, words.count(pre) - words.count(partner))
        for pre, partner in _CORRELATIVE_PARTNER.items()
    )


def _count(doc: Doc, word: str) -> int:
    return sum(1 for t in doc if t.lower_ == word and (t.dep_ == "cc" or t.tag_ == "CC"))


def _known(summary: Reparsed | Exception) -> Reparsed:
    if isinstance(summary, Exception):
        raise summary
    return summary


_WORD = {w: re.compile(rf"(?<![^\W\d_]){w}(?![^\W\d_])") for w in CONJUNCTIONS}


def _word_count(text: str, word: str) -> int:
    """Occurrences of ``word`` not inside a longer word: an upper bound of the tokens a parse can
    read as that coordinating word (spaCy never splits a run of letters to make one)."""
    return len(_WORD[word].findall(text.lower()))


def _verb_survives(doc: Doc, removed: tuple[int, int] | None) -> bool:
    """The original parse has a verb outside the removed conjunct: cutting a constituent out
    leaves it, so a re-parse that tags none (the small model reads "The forests contain
    hardwood." with no verb now and then) is the re-parse's error, not the rewrite's."""
    if removed is None:
        return False
    lo, hi = removed
    return any(
        t.tag_ in _VERB_TAGS
        or _mistagged_verb_conjunct(t, lo, hi)
        or _mistagged_verb_head(t, lo, hi)
        or _mistagged_coordinate_head(t, lo, hi)
        for t in doc
        if not lo <= t.i < hi
    )


#: Dependents that may stand before an imperative verb: an adverb ("Just head ..."), a fronted
#: adjunct ("For refreshments, place ..."), a subordinate clause, an interjection, punctuation.
_IMPERATIVE_LEFT_DEPS = frozenset({"advmod", "prep", "advcl", "npadvmod", "intj", "punct", "mark"})


def _mistagged_coordinate_head(token: Token, lo: int, hi: int) -> bool:
    """The root of the parse is tagged a noun, but its removed conjunct is a verb of the same
    form: "Just head/NN towards the booth and pay/VB for your ticket", "For refreshments,
    place/NN 7 gp on the table, or place/VB 25 gp on ...", "This dialog window displays/NNS
    the selection and gives/VBZ you access". Coordination joins like categories (Huddleston &
    Pullum 2002 ch. 15 §4.1) and coordinated verb phrases share their inflection (two
    imperatives, two third-singular presents; Quirk et al. 1985 §13.46), so the first
    conjunct's head is the verb the tagger missed, and removing the second conjunct leaves it:
    no ``no_verb``. The tag is not trusted, the word and the arcs are; the conjunct has no
    subject of its own, and either (imperative) the root is a bare verb lemma in WordNet with
    nothing but adverbials before it and no determiner, possessive, adjective or numeral (a
    verb has none), or (present) it is a third-singular verb form (lemminflect) with a direct
    object, an arc only a verb takes, and a noun before it read as its compound (the subject:
    "This dialog window", whose determiner the parse may hang on the root too), nothing nominal
    after it. The mirror case, a kept conjunct of a tagged verb, is
    ``_mistagged_verb_conjunct``; a subject read as a compound with a finite clause conjunct
    is ``_mistagged_verb_head`` (stop 83, fl68)."""
    if token.dep_ != "ROOT" or token.tag_ not in {"NN", "NNS"}:
        return False
    nominal = [c for c in token.children if c.dep_ in _NOMINAL_DEPENDENTS]
    for verb in token.children:
        if verb.dep_ != "conj" or not lo <= verb.i < hi:
            continue
        subject = any(c.dep_ in {"nsubj", "nsubjpass", "expl"} for c in verb.children)
        if subject:
            continue
        if verb.tag_ == "VB" and token.tag_ == "NN" and _base_verb_form(token.lower_):
            left = [c for c in token.children if c.i < token.i]
            if not nominal and all(c.dep_ in _IMPERATIVE_LEFT_DEPS for c in left):
                return True
        if (
            verb.tag_ == "VBZ"
            and token.tag_ == "NNS"
            and is_finite_verb_form(token.lower_)
            and any(c.dep_ == "dobj" and c.i > token.i for c in token.children)
            and any(c.dep_ == "compound" for c in nominal)
            and all(c.i < token.i for c in nominal)
        ):
            return True
    return False


def _mistagged_verb_head(token: Token, lo: int, hi: int) -> bool:
    """ "Fungi bloom from the crevices ..., and it seems ...": the parse reads "Fungi bloom" as
    one noun (the root, "Fungi" its compound) and hangs the removed finite clause "it seems"
    on it as a conjunct. Coordination joins like categories (Huddleston & Pullum 2002 ch. 15
    §4.1), so the head of a finite clause's conjunct is a finite verb too, and its "compound"
    is its subject. Only a root that is a verb form (lemminflect) with a plural or proper noun
    before it as that "compound", and a removed conjunct with a subject and a finite verb of
    its own (stop 60, fl21)."""
    if token.dep_ != "ROOT" or token.tag_ not in {"NN", "NNS"}:
        return False
    if not is_finite_verb_form(token.lower_):
        return False
    clause = any(
        c.dep_ == "conj"
        and lo <= c.i < hi
        and c.tag_ in _FINITE_TAGS
        and any(g.dep_ in {"nsubj", "nsubjpass", "expl"} for g in c.children)
        for c in token.children
    )
    return clause and any(
        c.dep_ == "compound" and c.i < token.i and c.tag_ in {"NNS", "NNP", "NNPS"}
        for c in token.children
    )


def _mistagged_verb_conjunct(token: Token, lo: int, hi: int) -> bool:
    """A conjunct of a verb is a verb whatever its tag: coordination joins like categories
    (Huddleston & Pullum 2002 ch. 15 §4.1); the small model tags "thaw" NN in "The lakes freeze
    and thaw every year." Only when the verb's subject survives the removal too ("The lakes
    thaw every year."), so a misparse that leaves a bare noun ("Credit.") still counts as no
    verb; and only a word that is a verb form (lemminflect)."""
    head = token.head
    if token.dep_ != "conj" or head.tag_ not in _VERB_TAGS:
        return False
    subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or lo <= subject.i < hi:
        return False
    if any(c.dep_ in _NOMINAL_DEPENDENTS for c in token.children):
        return False  # "but not an immediate cease-fire": a verb takes no determiner
    return is_finite_verb_form(token.lower_)


#: Dependents only a noun takes: with one of them the "conjunct" is a noun phrase.
_NOMINAL_DEPENDENTS = frozenset({"det", "amod", "poss", "nummod", "compound", "case"})


def removal_in_doubt(doc: Doc, cc: Token, removed: tuple[int, int], rem: Removal) -> bool:
    """Whether the checks of a removal need its re-parse; otherwise the original parse decides.

    Cutting a conjunct out along its constituent boundaries leaves the rest of the sentence as
    it was parsed, so a re-parse can only tell (a) that a coordination of three or more that
    should survive did not (always re-parsed), (b) that the coordinating word was not removed,
    impossible when the text no longer contains it as a word more often than the check allows,
    and (c) that no verb is left, which the original parse answers when a token outside the
    removed conjunct is a verb there.
    """
    if rem.remaining > 1:
        return True
    if _word_count(rem.text, cc.lower_) > _count(doc, cc.lower_) - 1:
        return True
    verbs = _verb_indices(doc)
    if not verbs:
        return False
    lo, hi = removed
    return not any(not lo <= i < hi for i in verbs)


def replacement_in_doubt(cc: Token, rep: Replacement) -> bool:
    """Whether a replacement's check needs its re-parse: only when the replaced or the new words
    contain the coordinating word ("George and Ross" -> "Sergio Casal"). Otherwise one word (or
    name) of a conjunct became another of its kind and the coordination is the original's."""
    return _word_count(rep.old, cc.lower_) > 0 or _word_count(rep.new, cc.lower_) > 0


def removal_flags(
    doc: Doc,
    cc: Token,
    rem: Removal,
    new: Reparsed | Exception | None,
    text: str | None = None,
) -> list[str]:
    """Why the removal ``rem`` is not well formed (empty list = fine), given its re-parse.

    When one conjunct remains, the coordinating word must be gone (one fewer "and" than before);
    when several remain it must still coordinate; the sentence must keep a verb if it had one;
    and no dangling comma, conjunction or correlative may be left. ``text`` is ``doc.text``
    (pass it when known: spaCy rebuilds it on every access). ``new=None``: not re-parsed, as
    :func:`removal_in_doubt` allows, so only the text checks apply.
    """
    text = doc.text if text is None else text
    flags = text_defects(text, rem.text)
    if len(rem.text) < 3 or rem.text == text:
        flags.append("empty_or_unchanged")
    if new is None:
        return sorted(set(flags))
    new = _known(new)
    # the candidate's own word counts even where the parse made it no coordinator: the
    # exceptive "but" of "all but one of the songs" is a preposition (cj165)
    before = _count(doc, cc.lower_) + (cc.dep_ != "cc" and cc.tag_ != "CC")
    if rem.removed is not None:  # "[rock and roll], country and jazz": its own "and" goes too
        lo, hi = rem.removed
        before -= sum(1 for t in doc[lo:hi] if t.lower_ == cc.lower_ and t.i != cc.i)
    expected = before - 1 if rem.remaining == 1 else before
    if new.count(cc.lower_) > expected:
        flags.append("conjunction_not_removed")
    if rem.remaining > 1 and new.count(cc.lower_) < expected:
        flags.append("coordination_lost")
    if _has_verb(doc) and not new.keeps_verb and not _verb_survives(doc, rem.removed):
        # a verbless clause of comment ("So helpful.") is a complete utterance of the source's
        # register: a doubt for the ranker, no defect (``predicative_verbless_clause``)
        flags.append("verbless-predicative" if new.predicative else "no_verb")
    return sorted(set(flags))


def replacement_flags(
    doc: Doc,
    cc: Token,
    rep: Replacement,
    new: Reparsed | Exception | None,
    text: str | None = None,
) -> list[str]:
    """The coordination must survive the re-parse of the replacement and nothing may dangle
    (``new=None``: not re-parsed, see :func:`replacement_in_doubt`)."""
    text = doc.text if text is None else text
    flags = [*rep.flags, *text_defects(text, rep.text)]
    if rep.text == text:
        flags.append("empty_or_unchanged")
    if new is not None and _known(new).count(cc.lower_) < _count(doc, cc.lower_):
        flags.append("coordination_lost")
    return sorted(set(flags))


#: Penn tags of a finite verb form or a modal.
_FINITE_TAGS = frozenset({"VBD", "VBZ", "VBP", "MD"})
# ASPECT_VOICE_AUXILIARIES (lexicon.closed_class) are the verbs whose tense a coordinated
# participle shares when they head the first conjunct: the copula and the perfect/passive
# auxiliaries ("was [a company] and [distributed by X]").


def _finite(verb: Token) -> bool:
    """``verb`` heads a finite clause: a tensed form or a tensed auxiliary/modal of its own."""
    return verb.tag_ in _FINITE_TAGS or any(
        c.dep_ in AUX_DEPS and c.tag_ in _FINITE_TAGS for c in verb.children
    )


def _kept_main_verb(
    doc: Doc, spans: Sequence[tuple[int, int]], k: int
) -> tuple[Token, bool] | None:
    """The main verb the sentence without conjunct ``k`` keeps, read from the original parse,
    and whether it is still tensed; None when the original is no single finite verbal clause (a
    title, a fragment, two sentences: nothing to compare). The root stays when it is outside the
    removed conjunct; when it heads the removed conjunct, the kept verb conjunct coordinated with
    it takes over ("They [sang] and [danced]" -> "They danced"). That verb is untensed when it is
    a base form ("must [fit the plan], and [be relevant]" -> "The curriculum be relevant") or a
    participle after a removed "be"/"have" ("was [a company] and [distributed by X]") whose
    tensed auxiliary or modal went with the removed conjunct (a participle after a lexical verb
    is mostly a past tense the small model tags VBN: "played ..., but lost")."""
    roots = [t for t in doc if t.dep_ == "ROOT"]
    if len(roots) != 1 or roots[0].tag_ not in _VERB_TAGS or not _finite(roots[0]):
        return None
    root = roots[0]
    lo, hi = spans[k]
    if not lo <= root.i < hi:
        return root, True
    a, b = next(s for i, s in enumerate(spans) if i != k)
    verb = next((t for t in doc[a:b] if t.dep_ == "conj" and t.head.i == root.i), None)
    if verb is None or verb.tag_ not in _VERB_TAGS:
        return None
    shared = any(
        c.dep_ in AUX_DEPS and c.tag_ in _FINITE_TAGS and not lo <= c.i < hi for c in root.children
    )
    return verb, shared or _finite(verb) or not _untensed(verb, root)


def _untensed(verb: Token, root: Token) -> bool:
    """A kept verb conjunct that cannot be read as tensed: "be" or a form lemminflect knows only
    as a base form or participle ("taken", "known"), or a passive participle with its agent
    after a removed "be"/"have" ("was [a company] and [distributed by X]"). A word that is
    also a present or past form ("push", "lost", "distributed") is not: the small model tags
    "People crowd and push" VB and "was the nominee, but lost" VBN."""
    if verb.tag_ not in {"VB", "VBN"}:
        return False
    word = re.split(r"[-‐‑]", verb.lower_)[-1]  # "co-wrote": its verb is "wrote"
    if word == "be" or (getAllLemmas(word, upos="VERB") and not is_finite_verb_form(word)):
        return True  # a form lemminflect does not know is no evidence either way
    return (
        verb.tag_ == "VBN"
        and root.lemma_.lower() in ASPECT_VOICE_AUXILIARIES
        and any(c.dep_ == "agent" for c in verb.children)
    )


def clause_changed(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """Whether the sentence without conjunct ``k`` lost its main clause (``broken_clause``).

    Cutting a conjunct out along its constituent boundaries leaves the main verb standing (or
    the kept verb conjunct in the removed one's place), tensed as before. Two ways it is not,
    both read on the original parse:

    - the tense went with the removed conjunct (``_kept_main_verb``): "The curriculum must fit
      the plan, and be relevant" -> "The curriculum be relevant";
    - the main verb sat between the conjuncts, outside all of them, and the rebuilt coordination
      dropped it: "His best role is the tough, but eloquent Mr. Larson" with conjuncts "the
      tough" ... "eloquent" misread -> "His best role eloquent Mr. Larson".

    No re-parse is used: measured on two dev slices (cj10, docs/conjnli.md), a
    re-parse of the shortened sentence with another root, another subject, an untensed root
    or a non-verbal root was a broken sentence in about half of the cases only; the small
    model misreads grammatical short sentences ("Her lips open into a smile": "open" JJ) as
    often as the cut breaks them.
    """
    kept = _kept_main_verb(doc, spans, k)
    if kept is None:
        return False
    if not kept[1]:
        return True
    verb = kept[0]
    inside = spans[0][0] <= verb.i < spans[-1][1]
    return inside and not any(lo <= verb.i < hi for lo, hi in spans)


def check_removals(
    doc: Doc, cc: Token, removals: Sequence[Removal | None], model: str
) -> list[list[str]]:
    """Per removal, why it is not well formed (empty list = fine); see :func:`removal_flags`."""
    parsed = reparse_all([r.text for r in removals if r is not None], model)
    return [[] if r is None else removal_flags(doc, cc, r, parsed[r.text]) for r in removals]


def check_replacements(
    doc: Doc, cc: Token, reps: Sequence[Replacement], model: str
) -> list[list[str]]:
    """Per replacement, why it is not well formed; see :func:`replacement_flags`."""
    parsed = reparse_all([r.text for r in reps], model)
    return [replacement_flags(doc, cc, r, parsed[r.text]) for r in reps]


# -- the shortened sentence must stand alone ------------------------------------------------------

#: Determiners and quantifiers that head a noun phrase whose noun is elided ("some will spread",
#: "many danced", "the rest were sold", "others raised cattle", "four more were added"): the noun
#: is recovered from an antecedent phrase (nominal ellipsis, Halliday & Hasan 1976 §4.2-4.3;
#: Huddleston & Pullum 2002 ch. 5 §9.4 "fused-head" noun phrases). Left without that antecedent
#: the phrase names nothing. "one" is the pro-form of ``_lost_one_antecedent``; "all"/"each"/"both"
#: are mostly floating quantifiers of a kept subject, so they are not listed.
ELLIPTIC_HEADS = frozenset(
    {"some", "many", "most", "several", "few", "others", "another", "rest", "more", "none"}
)
#: Argument positions of a pronoun that needs an antecedent (``syntax.ANAPHORIC_SUBJECTS``; not
#: "I", "you", "we": the speech situation gives those).
_ARGUMENT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj"})


def dangling_premise(
    doc: Doc, spans: Sequence[tuple[int, int]], k: int, rem: Removal
) -> str | None:
    """Why the sentence without conjunct ``k`` does not stand alone, or None. As the premise of a
    ``conjunct_added`` pair such a sentence has no referent for part of it (a premise is read
    first and on its own), so no such pair is made. The reasons:

    - ``"bound"``: a pronoun in the next conjunct lost the conjunct it referred to
      (``_partner_pronoun``: "The estate passed to his descendants", "used by its predecessors";
      ``_object_pronoun``: "made by dropping it into a mug").
    - ``"ellipsis"``: an elided verb phrase after the removed conjunct took it as antecedent
      (``_lost_ellipsis_antecedent``: "..., and his wife did so too" -> "His wife did so").
    - ``"pronoun"``: a subject pronoun after the removed conjunct took its antecedent from it
      and no noun is left before it ("The lake froze, but it didn't melt" -> "It didn't melt");
      counted only when the removal already lost that antecedent (a flag in ``rem.flags``).
    - ``"fused_head"``: a fused-head noun phrase ("some", "four more", "the rest",
      ``ELLIPTIC_HEADS``) or "some of them" whose noun was in the removed conjunct ("The seeds
      were planted, and some will spread" -> "Some will spread"); an "of" phrase with a noun
      ("some of the seeds") supplies the noun itself.
    - ``"demonstrative"``: a pronoun "this"/"that" pointing back at the removed clause
      (``_discourse_deictic``).
    - ``"former_latter"``: "the former"/"the latter" left with one referent or without the one
      it picked (``_lost_former_latter``): unlike a pronoun, it selects by order among referents
      listed in the text just before it (Quirk et al. 1985 §6.54), so no earlier context of
      the premise supplies them.

    As a hypothesis, the ellipsis and fused-head sentences are flagged ``lost_antecedent`` by the
    caller: an elided verb phrase or noun is surface anaphora, which needs a linguistic antecedent
    in its own text (Hankamer & Sag 1976), unlike a pronoun the premise resolves."""
    if "lost_antecedent" in rem.flags and (
        _partner_pronoun(doc, spans, k) is not None or _object_pronoun(doc, spans, k) is not None
    ):
        return "bound"
    if _object_pronoun_of_removed_clause(doc, spans, k):
        return "bound"
    if _lost_identity_antecedent(doc, spans, k):
        return "demonstrative"
    if _lost_former_latter(doc, spans, k):
        return "former_latter"
    if _lost_ellipsis_antecedent(doc, spans, k):
        return "ellipsis"
    lo, hi = spans[k]
    removed = set(range(lo, hi))
    if not any(t.pos_ in {"NOUN", "PROPN"} for t in doc[lo:hi]):
        return None
    lost = {"lost_antecedent", "pronoun_antecedent_removed"} & set(rem.flags)
    for tok in doc[hi:]:
        if (
            tok.lower_ in THERE_PRONOMINAL_ADVERBS
            and re.search(rf"\b{tok.lower_}\b", rem.text.lower())  # the removal may take it along
            and _discourse_deictic_adverb(doc, tok, removed)
        ):
            return "demonstrative"
        if tok.dep_ not in _ARGUMENT_DEPS:
            continue
        kept_before = [t for t in doc[: tok.i] if t.i not in removed]
        if any(t.pos_ in {"NOUN", "PROPN"} and t.dep_ != "npadvmod" for t in kept_before):
            break  # a noun phrase is left that can be the antecedent
        if tok.lower_ in ANAPHORIC_SUBJECTS and tok.dep_ != "dobj":
            if lost:
                return "pronoun"
            continue
        if _discourse_deictic(tok, doc[lo:hi]):
            return "demonstrative"
        if _fused_head(tok):
            return "fused_head"
        if lost and _partitive_of_pronoun(tok):
            return "fused_head"  # "some of them" once "them" lost the students
    if any(_lost_prepositional_fused_head(doc, tok, removed) for tok in doc[hi:]):
        return "fused_head"
    return None


def _object_pronoun_of_removed_clause(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "Clicking A swaps the two colors, and clicking B resets them" minus the first clause: an
    object "it"/"them" in a later kept member whose every agreeing antecedent in the sentence
    was in the removed clause (``_lost_pronouns``). The pronoun is endophoric, its referent
    set up by the text just before it (Halliday & Hasan 1976 ch. 2 §2.4), and the nouns that
    stay in its own clause do not agree with it ("symbol", "corner" for "them"); a premise is
    read first and on its own, so "Clicking B resets them" acts on nothing (the s1204t judges:
    "'resets them' has lost its antecedent 'the two colors'"). ``_object_pronoun`` covers a
    removed verb phrase; this covers a removed clause of its own, whose loss is only a warning
    on the hypothesis side (``pronoun_antecedent_removed``), since there the premise names the
    referent. Subject pronouns keep their own rule (``"pronoun"`` in ``dangling_premise``):
    a subject is the sentence's topic and may continue one of the context (Givon 1983), and
    the judges kept such premises ("It's a small inconvenience")."""
    if not _own_clause(doc, spans[k]):
        return False
    kept_later = [range(a, b) for a, b in spans[k + 1 :]]
    return any(
        p.lower_ in {"it", "them"}
        and p.dep_ in _OBJECT_PRONOUN_DEPS
        and any(p.i in r for r in kept_later)
        for p in _lost_pronouns(doc, spans, k)
    )


def _lost_prepositional_fused_head(doc: Doc, tok: Token, removed: set[int]) -> bool:
    """ "The map and the chart differ, but the captain keeps copies of both" minus the first
    clause: a fused head as a preposition's object (``_prepositional_fused_head``) whose only
    possible antecedents were in the removed conjunct. A noun that contains the phrase is no
    antecedent of it (the i-within-i condition, Chomsky 1981 §5.1: "copies" for "of both"), and
    "each"/"both"/"either"/"neither" distribute over a set of two or more, so theirs is plural
    or coordinated (Quirk et al. 1985 §6.49): a singular noun left before them is none (cj105)."""
    if not _prepositional_fused_head(tok):
        return False
    kept = [t for t in doc[: tok.i] if t.i not in removed and t not in tok.ancestors]
    if tok.lower_ in _DISTRIBUTIVE_FUSED_HEADS:
        kept = [
            t
            for t in kept
            if t.tag_ in {"NNS", "NNPS"} or any(c.dep_ == "conj" for c in t.children)
        ]
    had = any(t.pos_ in {"NOUN", "PROPN"} for t in doc[: tok.i] if t.i in removed)
    return had and not any(t.pos_ in {"NOUN", "PROPN"} and t.dep_ != "npadvmod" for t in kept)


def _lost_identity_antecedent(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """ "The state tried to convict a man under a state law, but a federal law existed on the
    same subject" -> "A federal law existed on the same subject": "the same N" with no "as"
    phrase or relative clause of its own is an anaphoric comparison of identity, the same as
    something the discourse named (Quirk et al. 1985 §10.69, §12.53; Huddleston & Pullum 2002
    ch. 5 §8.4 on "same"), here in the removed clause; like discourse-deictic "this", the
    premise has nothing for it to be the same as. Only after a removed clause (a verb in it);
    a coordinated subject's internal reading ("A and B wore the same dress") is
    ``plural_antecedent``'s business."""
    if k + 1 >= len(spans) or not any(t.pos_ in {"VERB", "AUX"} for t in doc[slice(*spans[k])]):
        return False
    lo, hi = spans[k + 1]
    for tok in doc[lo:hi]:
        if tok.lower_ != "same" or tok.i == 0 or doc[tok.i - 1].lower_ != "the":
            continue
        if any(
            t.lower_ in {"as", "that", "which", "who", "whom", "where"} for t in doc[tok.i : hi]
        ):
            continue  # "the same subject as the state law": its standard of comparison
        if _plural_subject(doc[lo:hi].root) or _plural_subject(doc[slice(*spans[k])].root):
            continue  # "They lived ... and worked in the same office": the same as each other
        return True
    return False


def _plural_subject(verb: Token) -> bool:
    """The subject of ``verb``'s clause (or of the verb it is coordinated with) is plural or
    coordinated: "same" then has its internal reading, identity among the subject's members
    (Carlson 1987; Barker 2007)."""
    for v in (verb, verb.head if verb.dep_ == "conj" else verb):
        for c in v.children:
            if c.dep_ in NOMINAL_SUBJECT_DEPS:
                plural = c.tag_ in {"NNS", "NNPS"} or c.lower_ in {
                    "they",
                    "we",
                    "you",
                    "these",
                    "those",
                }
                if plural or any(g.dep_ == "conj" for g in c.children):
                    return True
    return False


#: The compounds of "there" with a preposition: "therein" = "in that/it", "thereby" = "by that"
#: (Quirk et al. 1985 on the formal pronominal adverbs "there-" + preposition; OED s.vv.). Their
#: "there" is the anaphoric demonstrative, so each needs an antecedent, a noun phrase or a clause.
THERE_PRONOMINAL_ADVERBS = frozenset(
    {"therein", "thereof", "thereby", "therefrom", "thereto", "thereupon", "therewith",
     "thereafter", "thereunder", "thereon", "thereat"}
)  # fmt: skip


def _discourse_deictic_adverb(doc: Doc, tok: Token, removed: set[int]) -> bool:
    """ "The town is off the beaten track, but therein lies its charm" -> "Therein lies its
    charm": a "there-" compound after a removed clause points at what that clause said (or at a
    noun in it), like a demonstrative pronoun (discourse deixis, Webber 1991); with no noun phrase
    left before it, the sentence without that clause has nothing for it to point at."""
    if not any(doc[i].pos_ in {"VERB", "AUX"} for i in removed):
        return False
    return not any(
        t.pos_ in {"NOUN", "PROPN"} and t.dep_ != "npadvmod"
        for t in doc[: tok.i]
        if t.i not in removed
    )


def _discourse_deictic(tok: Token, removed: Span) -> bool:
    """ "The introduction claimed that ..., but this has been disproved" -> "This has been
    disproved": a demonstrative pronoun ("this", "that") after a removed clause refers to what
    that clause said (discourse deixis, Webber 1991), so without it the sentence says nothing
    identifiable; unlike a personal pronoun it has no noun of its own to fall back on."""
    return (
        tok.lower_ in {"this", "that"}
        and tok.pos_ == "PRON"
        and not list(tok.children)
        and any(t.pos_ in {"VERB", "AUX"} for t in removed)
    )


#: Auxiliaries and the pro-verb "do" that can stand for an elided verb phrase ("his wife did
#: too", "so were the singers", "but she can't"; Hankamer & Sag 1976 on VP ellipsis, Quirk et al.
#: 1985 §12.21-12.28 on "do so" and operator ellipsis).
_ELLIPSIS_OPERATORS = frozenset({"do", "be", "have", "can", "could", "will", "would", "shall",
                                 "should", "may", "might", "must"})  # fmt: skip
#: What an operator may keep beside its subject when its verb phrase is elided: "so"/"too"/
#: "either"/"not"/"also"/"as well"/"likewise" (additive and polarity words, "did so").
_ELLIPSIS_COMPANIONS = frozenset({"so", "too", "either", "not", "n't", "also", "neither", "nor",
                                  "likewise", "well", "as", "then", "still", "now"})  # fmt: skip
_ELLIPSIS_DEPS = frozenset({"nsubj", "nsubjpass", "expl", "advmod", "neg", "punct", "cc", "mark",
                            "aux", "prep"})  # fmt: skip


def _elided_verb_phrase(tok: Token, removed: range = range(0)) -> bool:
    """``tok`` is an operator whose verb phrase is elided: an auxiliary, modal or "do" heading its
    own clause (not the ``aux`` of a verb) with a subject and nothing else but polarity and
    additive words ("his wife did too", "so were the singers", "I knew I was", "did so"). An
    object, complement or adjective makes it a full verb ("did the dishes", "was happy").
    A later verb-phrase conjunct of ``tok`` inside ``removed`` (the conjunct a removal takes
    out: "He would not, [but went ...]") does not count; a complement inside it does, since
    its kept partner takes its place ("is [this room and] the spirits")."""
    if tok.lemma_.lower() not in _ELLIPSIS_OPERATORS or tok.dep_ in AUX_DEPS:
        return False
    if tok.pos_ not in {"AUX", "VERB"} or not any(
        c.dep_ in NOMINAL_SUBJECT_DEPS | {"expl"} for c in tok.children
    ):
        return False
    if _relative_object_gap(tok):
        return False
    for c in tok.children:
        if c.i in removed and c.dep_ == "conj":
            continue
        if c.dep_ not in _ELLIPSIS_DEPS:
            return False
        if c.dep_ in {"advmod", "neg", "prep"} and c.lower_ not in _ELLIPSIS_COMPANIONS:
            return False
        if c.dep_ == "prep" and list(c.children) and c.lower_ != "as":
            return False
        if (
            c.dep_ == "prep"
            and tok.lemma_.lower() == "be"
            and any(g.dep_ == "pobj" for g in c.children)
        ):
            # "their gold will be as an unclean thing": a copula with a prepositional
            # predicative is a full predication (Quirk et al. 1985 §10.8, §16.13), no ellipsis
            # (blind A/B ab86b kept its removal, which cj185's refusal had taken)
            return False
    return True


def _relative_object_gap(tok: Token) -> bool:
    """``tok`` ("does") is the transitive verb of a fronted relative pronoun object, not an
    operator with an elided verb phrase: "my ordinances, which if a man does, he will live in
    them" is "if a man does them (the ordinances)". The gap of a relative clause may lie inside
    a clause embedded in it, here a conditional adjunct (Huddleston & Pullum 2002 ch. 12 §3.2
    on the gap at any depth; Quirk et al. 1985 §17.10), and the parser hangs the object
    pronoun "which" on the relative clause's verb ("live", which takes no object). So: ``tok``
    is inside a relative clause, between its object relative pronoun and that clause's verb,
    and heads an adverbial clause of it with no object of its own. An operator after the
    relative clause's verb ("the book, which he read and she did too") is left alone."""
    host = next((a for a in tok.ancestors if a.dep_ == "relcl"), None)
    if host is None or not tok.i < host.i or tok.dep_ != "advcl" or tok.head != host:
        return False
    return any(c.dep_ == "dobj" and c.tag_ in {"WDT", "WP"} and c.i < tok.i for c in host.children)


def _comparative_clause(tok: Token) -> bool:
    """``tok`` heads a comparative clause, marked "as" or "than" ("as fast as he could", "more
    than she did")."""
    return tok.dep_ in {"advcl", "ccomp", "pcomp"} and any(
        c.dep_ == "mark" and c.lower_ in {"as", "than"} for c in tok.children
    )


def _lost_ellipsis_antecedent(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """A kept conjunct after the removed one has an elided verb phrase (``_elided_verb_phrase``)
    and the removed conjunct held the only verb before it that could be its antecedent: "He
    wanted to leave, and his wife did too" -> "His wife did too"; "The players were good, but so
    were the singers" -> "So were the singers". VP ellipsis is surface anaphora: it needs a
    linguistic antecedent in the text itself (Hankamer & Sag 1976), which the shortened sentence
    no longer has."""
    lo, hi = spans[k]
    if not any(t.pos_ in {"VERB", "AUX"} for t in doc[lo:hi]):
        return False
    for a, b in spans[k + 1 :]:
        for tok in doc[a:b]:
            if not _elided_verb_phrase(tok):
                continue
            host = next((t for t in tok.ancestors if t.pos_ in {"VERB", "AUX"}), None)
            if _comparative_clause(tok) and host is not None and not lo <= host.i < hi:
                # "..., and he backed off as fast as he could": the elided verb phrase of a
                # comparative clause is the one the comparison is made in ("backed off"), the
                # clause it is contained in (Quirk et al. 1985 §15.70-15.71; Huddleston &
                # Pullum 2002 ch. 13 §2.2), which the removal kept (stop 45, fl3)
                continue
            kept_verbs = [  # a verb phrase cannot be the antecedent of an ellipsis inside it
                t
                for t in doc[: tok.i]
                if t.pos_ in {"VERB", "AUX"} and not lo <= t.i < hi and t not in tok.ancestors
            ]
            if not any(_ellipsis_antecedent(t) for t in kept_verbs):
                return True
    return False


def _ellipsis_antecedent(verb: Token, removed: range = range(0)) -> bool:
    """Whether kept verb ``verb`` can be the antecedent of an elided verb phrase: a lexical
    verb, or an operator with a verb phrase or predicative of its own ("was happy"). An operator
    whose own verb phrase is elided (``_elided_verb_phrase``, ``removed`` as there), including
    a stranded "do" the parser calls a VERB ("I couldn't, and he did"), supplies none: it is
    surface anaphora itself (Hankamer & Sag 1976; Quirk et al. 1985 §12.21-12.28). The one
    test of a clause whose elided verb phrase has lost its antecedent, for a later conjunct
    (``_lost_ellipsis_antecedent``) and for the whole remainder (``only_elliptical_clause``)."""
    if verb.pos_ == "VERB" and verb.lemma_.lower() != "do":
        return True
    return not _elided_verb_phrase(verb, removed)


def only_elliptical_clause(doc: Doc, spans: Sequence[tuple[int, int]], k: int) -> bool:
    """Without conjunct ``k`` the sentence is nothing but a clause whose verb phrase is elided:
    "I tried to see it, and I couldn't" -> "I couldn't"; "He would not, but went and cast him
    into prison" -> "He would not". VP ellipsis is surface anaphora, whose content is recovered
    from a verb phrase in the text (Hankamer & Sag 1976; Quirk et al. 1985 §12.21-12.28 on
    operator ellipsis): either the removed conjunct held it, or it lies before the sentence, and
    either way the remainder states no proposition of its own that a pair could test (the
    s1205q judges: "'He would not.' is a context-dependent elliptical fragment; uninformative as
    an NLI item"). Every verb left is such an operator (``_elided_verb_phrase``, its dependents
    in the removed conjunct aside) and no lexical verb is left."""
    lo, hi = spans[k]
    removed = range(lo, hi)
    kept = [t for t in doc if t.i not in removed]
    verbs = [t for t in kept if t.pos_ in {"VERB", "AUX"} and t.dep_ not in AUX_DEPS]
    return bool(verbs) and not any(_ellipsis_antecedent(t, removed) for t in verbs)


def _phrase_ends_after(tok: Token) -> bool:
    """The noun phrase ``tok`` heads ends after it (or after "more"/"others": "four more"): the
    next word is punctuation, a preposition, an adverb, or a verb form lemminflect knows ("will",
    "raised"), not a word the small model may have misread as a verb ("conductorless")."""
    doc = tok.doc
    i = tok.i + 1
    if i < len(doc) and tok.like_num and doc[i].lower_ in {"more", "others", "other"}:
        i += 1
    if i >= len(doc):
        return True
    nxt = doc[i]
    if nxt.is_punct or nxt.pos_ in {"ADP", "ADV", "PART"}:
        return True
    return nxt.pos_ in {"VERB", "AUX"} and bool(getAllLemmas(nxt.lower_, upos="VERB"))


def _partitive_of_pronoun(tok: Token) -> bool:
    """``tok`` is a quantifier whose "of" phrase is a personal pronoun ("some of them", "many
    of it"): the set is named only by the pronoun, so with its antecedent gone the phrase
    names nothing, like a fused head."""
    return tok.lower_ in ELLIPTIC_HEADS | {"all", "each", "both", "one"} and any(
        c.dep_ == "prep"
        and c.lower_ == "of"
        and any(o.dep_ == "pobj" and o.lower_ in {"them", "it"} for o in c.children)
        for c in tok.children
    )


#: Distributive and dual determinatives that head a noun phrase of their own as the object of a
#: preposition ("with each", "aspects of both", "on either"): a floating quantifier stands
#: beside its host noun phrase, never as a preposition's object, so there the word is a fused
#: determiner-head whose noun is recovered from an antecedent (Huddleston & Pullum 2002 ch. 5
#: §9.2-9.3; Quirk et al. 1985 §6.49 on "each", "both", "either", "neither" as pronouns) (cj105).
_DISTRIBUTIVE_FUSED_HEADS = frozenset({"each", "both", "either", "neither"})


def _prepositional_fused_head(tok: Token) -> bool:
    """``tok`` is the object of a preposition and a fused head (``ELLIPTIC_HEADS`` or
    ``_DISTRIBUTIVE_FUSED_HEADS``) with no "of" phrase of its own: "by bashing monsters with
    each", "aspects of both", "some of them" excluded (its "of" phrase names the set)."""
    if tok.dep_ != "pobj" or tok.pos_ not in {"DET", "PRON", "ADJ", "NOUN"}:
        return False
    if tok.lower_ not in ELLIPTIC_HEADS | _DISTRIBUTIVE_FUSED_HEADS or tok.lower_ == "more":
        return False
    return not any(c.dep_ == "prep" and c.lower_ == "of" for c in tok.children) and not any(
        c.dep_ in {"compound", "amod"} for c in tok.children
    )


def _remainder_rest(tok: Token) -> bool:
    """Is "rest" the remainder noun, a fused head whose set comes from an antecedent ("the rest
    stayed")? That noun takes the definite article and no adjective ("the rest", "all the rest";
    H&P 2002 ch. 5 §9.4, Quirk et al. 1985 §5.8 on partitive "the rest"); "peaceful rest", "a
    good rest", "rest" with no determiner are the noun of repose, which heads its own phrase."""
    return any(c.dep_ == "det" and c.lower_ == "the" for c in tok.children) and not any(
        c.dep_ == "amod" for c in tok.children
    )


def _fused_head(tok: Token) -> bool:
    """``tok`` heads a noun phrase without a noun: an ``ELLIPTIC_HEADS`` word, or a numeral with
    "more"/"others" ("four more"), and no "of" phrase naming the set."""
    if any(c.dep_ == "prep" and c.lower_ == "of" for c in tok.children):
        return False
    if not _phrase_ends_after(tok):
        return False  # "many conductorless orchestras" misparsed: the noun is there
    if tok.lower_ == "rest" and not _remainder_rest(tok):
        return False  # "found peaceful rest": the noun of repose, a head of its own (stop 65)
    if tok.lower_ in ELLIPTIC_HEADS and tok.pos_ != "VERB":
        return tok.lower_ != "more" or tok.dep_ != "dobj"  # "wants more" is a mass amount
    return tok.like_num and any(c.lower_ in {"more", "others", "other"} for c in tok.children)
