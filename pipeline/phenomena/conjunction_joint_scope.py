"""Removals refused because a word outside the conjuncts reads the coordination as a whole, or
because the kept conjunct changes its category once its partner is gone (cj98, the blind
reviews s1202g and s1202h of game descriptions and lore).

``scoped_removals`` returns the indices of the conjuncts whose removal is refused:

* joint colour coordination ("his brown and grey plumage"): one mixed colouring, no removal;
* joint material coordination ("a wood and steel frame"): one mixed make-up, no removal;
* a proportional adverb before the coordination ("mostly [hills] and [streams]"): no removal;
* a negation opening a coordination of predicates that share their subject ("no longer
  [swaggering around] and [getting in the way]"): the scope of the negation is undecided;
* analytic "more"/"most" before the first of coordinated adjectives whose kept member takes an
  inflected comparison ("the most [agile] and [fast]" -> never "the most fast");
* a past tense beside a transitive verb's past participle with no object ("arrived dead and
  [already plastered in gore]"): the second conjunct is a depictive participle, not a finite
  verb, so the first one (the finite verb) is never removed;
* a negation on the first of predicates whose later ones have their own auxiliary ("never had
  an effect and [was deprecated]"): the negation is the first conjunct's alone, so the
  removals are entailed, but the first conjunct is not removed without its negator (cj140);
* "A, but B" after a colon: the elaboration after the colon is the whole concession, and
  without its "but" clause it no longer supports the statement before the colon.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from lemminflect import getAllInflections, getAllLemmas, getInflection
from spacy.tokens import Doc, Token

from ..lexicon.tables import table, word_set
from ..lexicon.verb_frames import transitive_share
from ..lexicon.wordnet import lexnames
from ..rewrite.clause_scope import EPISTEMIC_ADVERBS, HEDGE_ADVERBS
from ..syntax import SUBJECT_DEPS as _SUBJECT_DEPS

_OBJECT_DEPS = frozenset({"dobj", "dative", "attr", "oprd", "ccomp", "xcomp", "acomp"})
#: Negations whose scope over a following coordination of predicates is ambiguous (H&P 2002 ch.
#: 9 §1.3 on scope of negation; ConjNLI, Saha et al. 2020 §1 on negated coordinations):
#: "It no longer flies and swims" is "not (flies and swims)" or "(no longer flies) and swims".
_SCOPE_NEGATORS = frozenset({"not", "n't", "never", "no", "nt"})
#: The approximate negators of ``wordlists/verb_complement_negative_adverbs.txt`` ("hardly",
#: "barely", ...: H&P 2002 ch. 9 §3.3), read once at import; ``conjunction.py``'s
#: shared-negation rule reads the same set (``syntax.APPROXIMATE_NEGATORS`` is a narrower one).
NEGATIVE_ADVERBS = word_set("verb_complement_negative_adverbs")


def _head(doc: Doc, span: tuple[int, int]) -> Token:
    return doc[span[0] : span[1]].root


def joint_colour(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "his brown and grey plumage": every conjunct is one colour word, and all premodify one
    singular or mass noun after the last (``wordlists/conjunction_colour_terms.txt``, joint
    coordination). A plural head is read split as a rule ("red and white wines" = red wines
    and white wines; Quirk et al. 1985 §13.70), so its removals stay (rt4 #14)."""
    colours = word_set("conjunction_colour_terms")
    if any(b - a != 1 or doc[a].lower_ not in colours for a, b in spans):
        return False
    first = doc[spans[0][0]]
    noun = first.head
    if first.dep_ not in {"amod", "compound", "nmod"} or noun.pos_ not in {"NOUN", "PROPN"}:
        return False
    if noun.pos_ == "PROPN" and all(
        doc[a].is_title and doc[a].pos_ == "PROPN" and a > doc[a].sent.start for a, _ in spans
    ):
        # "the [Red] and [Green] Lines": capitalised words of a name ("the Red Line", "the
        # Green Line"; Quirk et al. 1985 §17.93 on names sharing a plural head) name two
        # referents, not one mixed colouring (cj99)
        return False
    if noun.tag_ in {"NNS", "NNPS"}:
        return False  # "red and white wines", "the Red and Green Lines": split, one per colour
    return noun.i >= spans[-1][1]


def joint_material(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "a [wood] and [steel] frame", "a [glass] and [metal] top": every conjunct is one noun with
    a substance sense in WordNet (lexicographer file ``noun.substance``), and all premodify one
    singular or mass noun after the last that has a sense of a made or natural object
    (``noun.artifact``, ``noun.object``: "top", "hull" and "blade" have others first). Such a noun names what one thing is made of, and the
    coordination gives its mixed make-up (the joint reading of coordinated modifiers, Payne
    1985; Quirk et al. 1985 §13.70): one frame of wood and steel is neither "a steel frame" nor
    "a wood frame", the family of the collective rules ("a mix of sand and clay", ConjNLI §4.1
    non-boolean "and"). A plural head splits as for colours ("steel and glass towers"), and a
    head that is no object ("an oil and gas company") keeps its removals (cj100)."""
    if any(b - a != 1 for a, b in spans):
        return False
    words = [doc[a] for a, _ in spans]
    if any(
        w.pos_ != "NOUN" or "noun.substance" not in lexnames(w.lemma_.lower(), "NOUN")
        for w in words
    ):
        return False
    first = words[0]
    noun = first.head
    if first.dep_ not in {"amod", "compound", "nmod"} or noun.pos_ != "NOUN":
        return False
    if noun.tag_ == "NNS" or noun.i < spans[-1][1]:
        return False
    return bool(lexnames(noun.lemma_.lower(), "NOUN") & {"noun.artifact", "noun.object"})


#: The adverbs of ``wordlists/proportion_adverbs.tsv`` (every row), built once at import.
_PROPORTION_ADVERBS = frozenset(row["adverb"] for row in table("proportion_adverbs"))


def proportion_adverb(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "The land is mostly [rolling green hills] and [shallow streams]": a proportional adverb
    up to three words before the first of coordinated noun, adjective or number phrases (or
    opening it), attached to the first conjunct's head or to a word above it, with no comma or
    coordinator between, quantifies over the whole coordination
    (``wordlists/proportion_adverbs.tsv``, every row). That covers an adverb on the verb whose
    object the conjuncts are ("He mostly ate [apples] and [pears]": most of what he ate was
    apples or pears, refused too). When the conjuncts are themselves verb phrases the adverb
    is the first verb's own degree ("was [mostly destroyed] and [rebuilt]"), and the removals
    stay."""
    lo = spans[0][0]
    first = _head(doc, spans[0])
    if any(_head(doc, s).pos_ not in {"NOUN", "PROPN", "ADJ", "NUM"} for s in spans):
        return False  # "was [mostly destroyed in 1940], and [rebuilt]": the verb's own degree
    above = {first.i, *(t.i for t in first.ancestors)}
    for tok in doc[max(0, lo - 3) : lo + 1]:
        if tok.lower_ not in _PROPORTION_ADVERBS or tok.pos_ != "ADV":
            continue
        between = doc[tok.i + 1 : lo]
        if tok.head.i in above and not any(t.is_punct or t.dep_ == "cc" for t in between):
            # "is mostly [hills] and [streams]", "is mostly rolling [green hills] and [...]"
            return True
    return False


def _own_subject_or_negation(tok: Token) -> bool:
    """A subject, negation or auxiliary of the later predicate's own, or the "not" of a
    correlative "not only" opening it: it is a verb phrase of its own, outside the first
    conjunct's negation ("was not fed and [was locked]", "and [thus were often ignored]", "and
    [not only scolded]"; H&P 2002 ch. 9 §1.3: a negation after a finite auxiliary scopes over
    that auxiliary's verb phrase, and a second finite auxiliary opens another; cj99)."""
    own = _SUBJECT_DEPS | {"neg", "preconj", "aux", "auxpass"}
    return any(c.dep_ in own for c in tok.children)


def _predicate(tok: Token) -> bool:
    """A verb, auxiliary or adjective, or a word with a nominal subject of its own: the parse
    tags "hums" in "The machine barely hums and rattles" a noun, but its subject makes it the
    clause's predicate (cj100)."""
    return tok.pos_ in {"VERB", "AUX", "ADJ"} or any(c.dep_ == "nsubj" for c in tok.children)


def _verb_read_as_noun(tok: Token, first: Token) -> bool:
    """ "It no longer flies and [swims]", "She never sings and [dances at parties]": the parse
    tags a present-tense verb after "and" a plural noun. A bare plural noun (no determiner,
    possessor, number or modifier before it) joined to a present-tense verb (or to a predicate
    with a subject) is no noun phrase: "and" joins constituents of like category (Sag, Gazdar,
    Wasow & Weisler 1985, "Coordination and how to distinguish categories", NLLT 3), so it is
    the same form of a verb (lemminflect's VBZ form of a verb lemma of the word; cj100)."""
    if tok.pos_ != "NOUN" or tok.tag_ != "NNS" or tok.dep_ != "conj":
        return False
    if first.tag_ != "VBZ" and first.pos_ in {"VERB", "AUX"}:
        return False
    if any(c.dep_ in _NOMINAL_MODIFIER_DEPS and c.i < tok.i for c in tok.children):
        return False
    lemmas = getAllLemmas(tok.lower_, upos="VERB").get("VERB", ())
    return any(tok.lower_ in getAllInflections(lem, upos="VERB").get("VBZ", ()) for lem in lemmas)


#: Dependents before a noun that make it a noun phrase ("the dances", "two swims").
_NOMINAL_MODIFIER_DEPS = frozenset({"det", "poss", "nummod", "amod", "compound", "predet"})


def negation_over_predicates(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "With him no longer [swaggering around] and [getting in the way]": a negation before the
    first of coordinated predicates that share its subject may scope over them all ("not (A
    and B)", which gives neither "not B" nor "B") or over the first alone; the removal is
    undecided either way, so none is made. A later predicate with a subject or negation of its
    own is a clause of its own (narrow scope), and stays removable. The approximate negators
    "hardly", "scarcely", "barely", "rarely", "seldom" (H&P 2002 ch. 9 §3.3; Klima 1964; the
    list ``verb_complement_negative_adverbs``) are downward entailing like "not" (Ladusaw
    1979) and scope the same way: "He hardly eats and sleeps" gives neither "He hardly eats"
    nor "He sleeps" (cj100)."""
    heads = [_head(doc, s) for s in spans]
    first = heads[0]
    if not _predicate(first) or any(
        not _predicate(h) and not _verb_read_as_noun(h, first) for h in heads[1:]
    ):
        return False
    lo = spans[0][0]
    if doc[spans[1][0] - 1].dep_ == "cc" and doc[spans[1][0] - 2].is_punct:
        return False  # "cannot be incited to revolt, and enjoys a bonus": a predicate of its own
    negs = [
        t
        for t in doc[max(0, lo - 3) : first.i]
        if (
            t.lower_ in _SCOPE_NEGATORS
            and t.dep_ == "neg"
            and (t.head.i == first.i or (t.head.dep_ == "advmod" and t.head.head.i == first.i))
        )
        or (t.lower_ in NEGATIVE_ADVERBS and t.dep_ == "advmod" and t.head.i == first.i)
    ]
    if not negs:
        return False
    return not any(_own_subject_or_negation(h) for h in heads[1:])


#: Coordinators whose later predicate, with a finite auxiliary of its own, is a verb phrase
#: outside a negation on the first ("never had an effect and was deprecated"; cj140).
_NARROW_COORDINATORS = frozenset({"and", "but"})


def narrow_negation(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> Token | None:
    """ "It never had an effect and was deprecated", "The flag was not used and was removed":
    a negator before the first of coordinated predicates that share their subject, hung on the
    first predicate, when every later predicate has an auxiliary, subject or negation of its
    own (``_own_subject_or_negation``). The later auxiliary opens a verb phrase of its own, and a
    negation placed before the first verb does not reach into it (H&P 2002 ch. 9 §1.3: a
    negation's scope is the verb phrase it precedes, and a second finite auxiliary heads
    another; Klima 1964 on sentence vs. constituent negation): the sentence asserts "never had
    an effect" and "was deprecated", a Boolean "and" of two claims, so dropping either is
    entailed (the s1204l judges on conj-014). Only "and" and "but": "She never smokes or
    drinks" reads the negation over both ("neither"), as ``negation_in_scope`` has it. The
    negator is returned, which stays with the first conjunct: its removal would leave the
    negator on the later one ("It never was deprecated"), so ``scoped_removals`` refuses it.
    None: not this shape (``negation_over_predicates`` takes a later predicate without an
    auxiliary of its own, where the scope is undecided)."""
    if cc.lower_ not in _NARROW_COORDINATORS or len(spans) < 2:
        return None
    heads = [_head(doc, s) for s in spans]
    first = heads[0]
    if first.pos_ not in {"VERB", "AUX"} or any(h.pos_ not in {"VERB", "AUX"} for h in heads[1:]):
        return None
    if any(c.dep_ in _SUBJECT_DEPS for h in heads[1:] for c in h.children):
        return None  # clauses of their own: the negation is inside the first already
    if not all(
        any(c.dep_ in {"aux", "auxpass"} and c.i < h.i for c in h.children) for h in heads[1:]
    ):
        return None
    lo = spans[0][0]
    for t in doc[max(0, lo - 4) : first.i]:
        on_first = t.head.i == first.i or (t.head.dep_ == "advmod" and t.head.head.i == first.i)
        if t.lower_ in _SCOPE_NEGATORS and t.dep_ in {"neg", "advmod"} and on_first:
            return None if _before_shared_to(doc, t, heads) else t
    return None


def _before_shared_to(doc: Doc, negator: Token, heads: Sequence[Token]) -> bool:
    """ "He came home not to sit and be scolded": the negator stands before the infinitive
    marker "to" of the first predicate, and no later predicate has a "to" of its own. "to"
    takes the coordinated bare infinitives as one complement ("to [sit and be scolded]"; H&P
    2002 ch. 14 §1.2 on "to" as the head of the infinitival, ch. 15 §4 on shared material), and
    the negation before it has that whole complement in its scope (H&P 2002 ch. 9 §1.3), so
    the later auxiliary ("be", non-finite) opens no verb phrase outside the negation: the
    coordination is negated, adding a conjunct is entailed (ConjNLI's negated conjunctions,
    Saha et al. 2020 §3; "not A" entails "not (A and B)")."""
    nxt = doc[negator.i + 1] if negator.i + 1 < len(doc) else None
    if nxt is None or nxt.lower_ != "to" or nxt.head.i != heads[0].i:
        return False
    return not any(c.lower_ == "to" and c.dep_ == "aux" for h in heads[1:] for c in h.children)


def _inflected_comparison(word: str) -> bool:
    """A short adjective that compares by inflection ("fast", "happy"; Quirk et al. 1985 §7.74:
    monosyllabic adjectives and disyllabic ones in "-y"), so "most fast" is no English."""
    syllables = len(re.findall(r"[aeiouy]+", word.lower().rstrip("e")) or [""])
    return syllables <= 1 or (syllables == 2 and word.lower().endswith("y"))


def analytic_comparison_stranded(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "the most [agile] and [fast] creatures": removing the first adjective leaves "most" before
    "fast", which compares by inflection ("fastest"): refused. The parse puts "most" inside the
    first conjunct ("[most agile]"), but the rewriter keeps it as shared by both adjectives
    (without this rule it writes "the most fast creatures"), so "most" right before the span
    or opening it is stranded alike (rt4 #15: checked, the "most" is not removed with the span).
    Whether an adjective inflects is guessed from its syllables (Quirk et al. 1985 §7.74), so a
    one-syllable adjective that compares analytically ("real", "right") is also refused: a
    lost pair, never a wrong one."""
    lo = spans[0][0]
    degree = [t for t in doc[max(0, lo - 1) : lo + 1] if t.lower_ in {"more", "most"}]
    if not degree or degree[0].dep_ != "advmod":
        return False
    kept = _head(doc, spans[1])
    return (
        kept.pos_ == "ADJ" and spans[1][1] - spans[1][0] == 1 and _inflected_comparison(kept.text)
    )


def participle_read_as_past(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "Your call to arms [arrived dead on arrival] and [already plastered in gore]": the
    parse's past tense "plastered" after a finite past verb is a past participle when its verb
    is one that takes an object as a rule (WordNet SemCor share of transitive senses >= 0.9),
    it has no object, subject or auxiliary of its own, and its form is also the participle: a
    transitive verb without its object is a passive participle (H&P 2002 ch. 16 §10), here a
    depictive of the subject (ch. 8 §8.3), not a second finite predicate. Only after a verb
    that takes no object as a rule ("arrived", "came": transitive share < 0.5; "were" is out,
    its share is 0.86), the verbs that such depictives follow ("came home exhausted"); after
    "acquired its independence" "ranked" is finite. A missing object alone does not make the
    participle: verbs whose object is routinely left out ("attacked", "married") are finite
    past tenses ("They arrived late and attacked at dawn"), so the participle reading needs a
    positive sign of a depictive (rt4 #4): an adverb of state or degree before it ("already",
    "still", "all", "completely" ...) or an agentive or resultative phrase after it ("by",
    "in", "with": "plastered in gore", "covered with mud"). Removing the finite verb then
    leaves no verb ("Your call to arms already plastered in ...")."""
    first, kept = _head(doc, spans[0]), _head(doc, spans[1])
    if first.tag_ != "VBD" or kept.tag_ not in {"VBD", "VBN"}:
        return False
    if any(c.dep_ in {"dobj", "dative", "ccomp", "xcomp"} for c in first.children):
        return False  # "acquired its independence and ranked among X": two finite predicates
    own = transitive_share(first.lemma_.lower())
    if own is not None and own >= 0.5:
        return False
    if any(c.dep_ in _OBJECT_DEPS | _SUBJECT_DEPS | {"aux", "auxpass"} for c in kept.children):
        return False
    lemma = kept.lemma_.lower()
    participles = {*getAllInflections(lemma, upos="VERB").get("VBN", ())}
    participles |= {*(getInflection(lemma, "VBN") or ())}
    if kept.lower_ not in participles:
        return False
    share = transitive_share(lemma)
    if share is None or share < 0.9:
        return False
    return _depictive_sign(kept)


#: Adverbs before a past participle that mark a resulting state rather than an event (H&P 2002
#: ch. 16 §10.1 on adjectival passives: "already/still/all/completely covered"), and the
#: prepositions of the agent or the state's cause after it ("by", "in", "with").
_STATE_ADVERBS = frozenset(
    {"already", "still", "all", "completely", "entirely", "fully", "totally", "partly", "half"}
)
_STATE_PREPOSITIONS = frozenset({"by", "in", "with"})


def _depictive_sign(kept: Token) -> bool:
    """A positive sign that ``kept`` is a participle of state: an adverb of state before it or a
    "by/in/with" phrase attached to it."""
    if any(
        c.dep_ == "advmod" and c.lower_ in _STATE_ADVERBS and c.i < kept.i for c in kept.children
    ):
        return True
    return any(
        c.dep_ in {"prep", "agent"} and c.lower_ in _STATE_PREPOSITIONS and c.i > kept.i
        for c in kept.children
    )


def _correlative_not_only(doc: Doc, span: tuple[int, int]) -> bool:
    """ "not only/just/merely" opening ``span`` (or right before it): the first half of the
    additive correlative "not only A but (also) B"."""
    a = span[0]
    window = [t.lower_ for t in doc[max(0, a - 2) : min(span[1], a + 2)]]
    return any(
        window[i] == "not" and window[i + 1] in {"only", "just", "merely", "simply"}
        for i in range(len(window) - 1)
    )


def concession_after_colon(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> bool:
    """ "The Syndicate is a fair employer: [living conditions here may be squalid], but [most
    workers earn a living wage]": the clause after a colon elaborates the one before it
    (Quirk et al. 1985 §III.11 on the colon of explanation), and with "but" the elaboration is
    the whole concession ("although A, B"); without the "but" clause the conceded clause is
    left as the explanation of the claim, which it argues against."""
    if cc.lower_ != "but":
        return False
    first = _head(doc, spans[0])
    if not any(c.dep_ in _SUBJECT_DEPS for c in first.children):
        return False  # "a bland but stable source": no clause, no concession to explain
    if _correlative_not_only(doc, spans[0]):
        # "two benefits: not only does it keep you awake, but it saves money": correlative
        # "not only ... but" adds, it does not concede (Quirk et al. 1985 §13.39; H&P 2002 ch.
        # 15 §2.4), so the colon's elaboration is a list whose members each explain (cj99)
        return False
    # the colon must follow a clause of its own, the claim the concession explains ("X is a
    # fair employer: [A], but [B]"; the parse may put the claim inside the first span); a
    # label colon ("Note: [A], but [B]", "Q: ...") has no subject and verb before it and
    # introduces no elaboration (rt4 #9)
    colons = [t for t in doc[cc.sent.start : cc.i] if t.text == ":"]
    return any(_clause_before(doc, cc.sent.start, colon.i) for colon in colons)


def _clause_before(doc: Doc, start: int, end: int) -> bool:
    """A subject and its verb both between ``start`` and ``end`` (a clause, not a label)."""
    return any(
        t.dep_ in _SUBJECT_DEPS and start <= t.head.i < end and t.head.pos_ in {"VERB", "AUX"}
        for t in doc[start:end]
    )


def other_after_embedded_noun(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "the industrial emissions of [carbon dioxide] and [other greenhouse gases]": "other"
    contrasts its noun with a member of the same class named just before it (Huddleston &
    Pullum 2002 ch. 5 §13 on "other" and its contrast set), here the object of "of" inside
    the parse's first conjunct, so the coordination is inside that object and the parse's
    boundary is wrong; removing the first span would take the head noun with it ("the other
    greenhouse gases would warm the planet")."""
    lo, hi = spans[1]
    opener = [t for t in doc[lo : min(hi, lo + 2)] if t.lower_ == "other" and t.dep_ == "amod"]
    if not opener:
        return False
    first = _head(doc, spans[0])
    a, b = spans[0]
    return any(t.dep_ == "pobj" and t.pos_ in {"NOUN", "PROPN"} and first.i < t.i for t in doc[a:b])


def name_modifier_of_bare_noun(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "The [Inca Empire] and [civilization] collapsed": the first conjunct is a name whose
    proper-noun modifier ("Inca") can also modify the bare common noun after "and" ("the Inca
    civilization"; Quirk et al. 1985 §13.67 on a premodifier shared by coordinated heads), and
    the shared article before it says one noun phrase is meant. Removing the name leaves "The
    civilization", which has lost the modifier that picked it out; the removal is refused."""
    if len(spans) != 2:
        return False
    a, b = spans[0]
    first = _head(doc, spans[0])
    lo, hi = spans[1]
    kept = doc[lo]
    if hi - lo != 1 or kept.pos_ != "NOUN" or not kept.is_lower:
        return False
    if any(c.dep_ in {"det", "poss", "amod", "compound"} for c in kept.children):
        return False
    mods = [t for t in doc[a:b] if t.dep_ == "compound" and t.head.i == first.i and t.i < first.i]
    if first.pos_ != "PROPN" or not any(t.pos_ == "PROPN" for t in mods):
        return False
    # the shared article is the name's det child; conjunct spans start after it, so a det
    # right before the span ("The [Inca Empire]") is the same word (rt4 #10: the old second
    # test read ``doc[a]``, which is never the det)
    return any(c.dep_ == "det" and c.i < a for c in first.children) or (
        a > 0 and doc[a - 1].dep_ == "det" and doc[a - 1].head.i == first.i
    )


def scoped_removals(doc: Doc, cc: Token, spans: Sequence[tuple[int, int]]) -> set[int]:
    """The indices of the conjuncts whose removal is refused (see the module docstring)."""
    if len(spans) < 2:
        return set()
    every = set(range(len(spans)))
    if cc.lower_ == "and" and joint_colour(doc, spans):
        return every
    if cc.lower_ == "and" and joint_material(doc, spans):
        return every
    if cc.lower_ == "and" and proportion_adverb(doc, spans):
        return every
    if cc.lower_ == "and" and negation_over_predicates(doc, spans):
        return every
    refused = set()
    narrow = narrow_negation(doc, cc, spans)
    if narrow is not None and narrow.i < spans[0][0]:
        refused.add(0)  # the negator would stay on the later conjunct ("It never was X")
    if analytic_comparison_stranded(doc, spans):
        refused.add(0)
    if cc.lower_ == "and" and len(spans) == 2 and participle_read_as_past(doc, spans):
        refused.add(0)
    if cc.lower_ == "and" and other_after_embedded_noun(doc, spans):
        refused.add(0)
    if cc.lower_ == "and" and name_modifier_of_bare_noun(doc, spans):
        refused.add(0)
    if concession_after_colon(doc, cc, spans):
        refused.add(len(spans) - 1)
    if stance_adverb_over_verb_phrases(doc, spans):
        refused.add(0)
    return refused


#: Speaker-oriented adverbs, which scope over the whole predicate they precede.
_STANCE_ADVERBS = EPISTEMIC_ADVERBS | HEDGE_ADVERBS


def stance_adverb_over_verb_phrases(doc: Doc, spans: Sequence[tuple[int, int]]) -> bool:
    """ "in the end you will [likely overheat] and [cause permanent damage]": an epistemic or
    hedging adverb (``clause_scope.EPISTEMIC_ADVERBS | HEDGE_ADVERBS``) right after the shared
    auxiliary opens the first of coordinated verb phrases. A speaker-oriented adverb takes the
    whole predicate in its scope, like the auxiliary it follows (Jackendoff 1972 ch. 3; Ernst
    2002 ch. 2 on speaker-oriented adverbs attached above the verb phrase), so removing the
    first conjunct drops the hedge from the kept one too and asserts what was only likely
    ("you will cause permanent damage"): no removal of the first conjunct (cj109). Removing
    the last keeps the adverb ("you will likely overheat") and stays. Only when the last
    conjunct is a verb phrase with no subject or auxiliary of its own."""
    first = doc[spans[0][0]]
    if first.lower_ not in _STANCE_ADVERBS or first.pos_ != "ADV":
        return False
    if spans[0][0] == 0 or doc[spans[0][0] - 1].pos_ != "AUX":
        return False
    last = _head(doc, spans[-1])
    return last.pos_ in {"VERB", "AUX"} and not any(
        c.dep_ in _SUBJECT_DEPS or c.dep_ in {"aux", "auxpass"} for c in last.children
    )
