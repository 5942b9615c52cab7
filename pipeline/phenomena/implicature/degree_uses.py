"""Scalar items whose scale is not at issue in jokes, quotations and aphorisms (seventy-fifth
pass, im68; blind review s1202v, the fortune-mod data).

A weak scalar word licenses "not STRONGER" only where it predicates a degree on the scale that
the stronger word shares (Horn 1972; Hirschberg 1985; van Tiel et al. 2016 on the low rates of
adjective scales). Each check below reads one cue that the word is used in another sense, under
a negative-polarity coordinator, in a clause that no speaker asserts, or as the exact endpoint of
a count, and returns a short reason (the extractor then writes no candidate, called by
``_review_class`` through ``_mail_use``, off in the IMPPRES inventory ``wide``). The ordinary use
keeps its pair (tests/test_implicature_seventy_fifth_pass.py).
"""

from __future__ import annotations

from spacy.tokens import Token

from ...syntax import SPEAKER_PRONOUNS, subject_of

#: Subjects that make "fine/okay/all right" the formula "nothing is wrong" ("All was fine",
#: "Everything is okay"): a universal subject over the situation (Quirk et al. 1985 §6.46 on
#: "all" = "everything"), with the absolute, minimum-standard reading of the adjective (Kennedy
#: & McNally 2005; Kennedy 2007: "fine" = free of problems), which no stronger degree exceeds.
_SITUATION_SUBJECTS = frozenset({"all", "everything", "things"})
_SATISFACTORY = frozenset({"fine", "okay", "ok", "alright"})
#: "good" of the same bare situation subjects ("everything is good now", "all is good", "things
#: are good again"): the "satisfactory, in order, all right" sense (OED "good" adj., the sense of
#: "all good", "we're good"; WordNet "good" s. "in excellent physical condition ... all right"),
#: a state the situation is in or not, like "fine/okay" above, and no point on IMPPRES's ⟨good,
#: excellent⟩, whose pairs grade a thing ("This cart is good"; Jeretic et al. 2020 Table 4):
#: "not everything is excellent now" is no alternative a speaker weighs (Horn 1989 ch. 4,
#: scale-mates share the use; stop 92, im113, blind review s1208a on tweets). The training rows
#: have no "good" of these subjects; the evaluative "It's good (that) ..."/"That's good" was kept
#: 0 of 5. A restricted universal ("Everything on the menu was good") keeps its pair as with
#: "fine" below.
_SETTLED_GOOD = frozenset({"good"})

#: Adjectives and verbs of fear and worry: "afraid that p" is not monotone in p (an attitude of
#: desire or fear compares p with its alternatives: Heim 1992; von Fintel 1999), so the local
#: implicature of a quantifier in p does not project ("afraid that many repairs are too hard"
#: does not say the speaker fears that not all are; Chierchia, Fox & Spector 2012 on embedded
#: implicatures needing a monotone host), and the hypothesis "afraid that not all ..." states
#: another fear (blind review s1202v).
_FEAR_ADJECTIVES = frozenset({"afraid", "scared", "frightened", "worried", "anxious", "fearful"})
_FEAR_VERBS = frozenset({"fear", "worry", "dread"})

#: Verbs of narrowing and counting down: "narrowed it down to three", "whittled the list down to
#: five", "cut the field down to two". The numeral names the endpoint the process reached, which
#: is read exactly (Kennedy 2015 on numerals as exact in the argument of an end-state; Horn 1992
#: on exact readings of numerals), so "not narrowed down to more than three" is incoherent.
_NARROWING_VERBS = frozenset({"narrow", "whittle", "pare", "cut", "boil", "reduce", "trim"})


def let_alone_item(tok: Token) -> str | None:
    """The item after "let alone" ("too trivial to be significant, let alone funny", "can't
    afford one car, let alone two"): "let alone" joins a weaker and a stronger proposition under
    a negative or downward-entailing context (Fillmore, Kay & O'Connor 1988), so the item after
    it is in that context, where the scalar implicature of the positive form does not arise
    (Horn 1989 ch. 4; Chierchia 2004 on scale reversal), and its host is negated already. Read
    from "let alone" before the item with no clause break between them."""
    doc = tok.doc
    for i in range(tok.i - 1, 0, -1):
        word = doc[i]
        if word.text in (".", ";", ":", "!", "?"):
            return None
        if word.lower_ == "alone" and doc[i - 1].lower_ == "let":
            return "let-alone"
    return None


def corrective_contrast(tok: Token) -> str | None:
    """A predicative adjective set against a negated parallel predicate earlier in the sentence
    ("I didn't get rich -- I just got old", "It wasn't brave, it was just stupid"): a corrective
    "not X, (just) Y" gives the alternatives X and Y from the context (Rooth 1992 on contrast and
    focus alternatives; Jasinskaja 2010 on corrective contrast), so the speaker chose Y over X,
    not over a stronger degree of Y, and "I didn't get exhausted" answers no question the
    sentence raised (s1202v: "tired" meaning jaded, set against "sophisticated")."""
    if tok.pos_ != "ADJ" or tok.dep_ not in ("acomp", "attr", "oprd"):
        return None
    verb = tok.head
    for other in tok.doc[: verb.i]:
        if other.pos_ != "ADJ" or other.dep_ not in ("acomp", "attr", "oprd"):
            continue
        host = other.head
        if host.i == verb.i or host.lemma_.lower() != verb.lemma_.lower():
            continue
        if any(c.dep_ == "neg" for c in host.children):
            return "corrective-contrast"
    return None


def situation_formula(tok: Token) -> str | None:
    """ "fine/okay" of a bare universal subject over the situation ("all was fine", "everything is
    okay"): the formula "nothing was wrong" (see :data:`_SITUATION_SUBJECTS`); "not all was
    great" is no inference (s1202v). "The food was fine" keeps its pair, and so does a
    restricted universal ("Everything on the menu was fine" -> "Not everything on the menu was
    great", fifty-fifth pass): it ranges over items, each of which is fine or great."""
    if tok.lower_ not in _SATISFACTORY | _SETTLED_GOOD or tok.dep_ not in ("acomp", "attr"):
        return None
    subject = subject_of(tok.head)
    if subject is None or subject.lower_ not in _SITUATION_SUBJECTS:
        return None
    if subject.n_lefts or subject.n_rights:
        return None  # "Everything on the menu was fine": a restricted domain of items, graded
    return "situation-formula"


def exclaimed_degree(tok: Token) -> str | None:
    """A predicative gradable adjective that ends its clause right before a run of two or more
    exclamation marks ("The line-up is good!!", "the show was good !!!"). The repeated mark is
    the writer's emphatic, exclamative delivery: in written computer-mediated text repeated
    punctuation is an intensity cue (Vandergriff 2013, J. Pragmatics 51, on emotive punctuation;
    Quirk et al. 1985 App. III.26 on "!" for emotive emphasis), and an exclamation over a
    degree says that the degree is remarkable, beyond the expected (Rett 2011 on degree
    exclamations; Zanuttini & Portner 2003 on widening), which is at odds with the upper bound
    "not excellent": like an intensifier (stop 83, im98) it puts the weak item high on its scale,
    and the implicature needs the weak item said plainly (Horn 1972). A single "!" is the
    ordinary end of an informal sentence and keeps its pair (training rows: gradable adjectives
    before one "!" kept 1 of 3, none before a repeated one; stop 92, im113, blind review s1208a
    on tweets)."""
    if tok.pos_ != "ADJ" or tok.dep_ not in ("acomp", "attr", "oprd"):
        return None
    doc = tok.doc
    marks = 0
    for word in doc[tok.i + 1 :]:
        if word.text and set(word.text) == {"!"}:
            marks += len(word.text)
            continue
        break
    return "exclaimed-degree" if marks >= 2 else None


def fear_complement(tok: Token) -> str | None:
    """The item inside the that-clause of an adjective or verb of fear ("afraid that many
    repairs are too hard", "We fear that some of them are lost"): see :data:`_FEAR_ADJECTIVES`."""
    for node in (tok, *tok.ancestors):
        head = node.head
        if node.dep_ != "ccomp" or head.i == node.i:
            continue
        word = head.lemma_.lower()
        if head.lower_ == "afraid" and _speaker_hedge(head):
            continue
        if (head.pos_ == "ADJ" and head.lower_ in _FEAR_ADJECTIVES) or (
            head.pos_ == "VERB" and word in _FEAR_VERBS
        ):
            return "fear-complement"
    return None


def _speaker_hedge(afraid: Token) -> bool:
    """ "I'm afraid (that) p" in the present with a first-person subject: the parenthetical hedge
    "I regret to say", which asserts p (Urmson 1952 on parenthetical verbs; Quirk et al. 1985
    §15.54 on comment clauses): "I'm afraid some of the guests left" keeps "not all"."""
    verb = afraid.head
    subject = subject_of(verb)
    return (
        subject is not None
        and subject.lower_ in SPEAKER_PRONOUNS
        and verb.tag_ in ("VBP", "VBZ")
        and verb.lemma_ == "be"
    )


def narrowing_endpoint(tok: Token) -> str | None:
    """A numeral that ends a narrowing or counting-down process ("narrowed it down to three
    ties", "whittled the list down to five names"): see :data:`_NARROWING_VERBS`. Read from a
    "to" whose head is such a verb, with the numeral its object or the object's number."""
    if not tok.like_num and tok.pos_ != "NUM":
        return None
    node = tok.head if tok.dep_ == "nummod" else tok
    prep = node.head if node.dep_ == "pobj" else None
    if prep is None or prep.lower_ != "to":
        return None
    verb = prep.head
    down = verb.lower_ == "down"  # "narrowed the list down to four": "to" hung on "down"
    if down:
        verb = verb.head
    if verb.pos_ != "VERB" or verb.lemma_.lower() not in _NARROWING_VERBS:
        return None
    down = down or any(c.dep_ in ("prt", "advmod") and c.lower_ == "down" for c in verb.children)
    if not down and verb.lemma_.lower() not in ("narrow", "whittle", "pare"):
        return None  # "cut X to two" may be a plain reduction by an amount; "down" marks the end
    return "narrowing-endpoint"


#: Singular verb forms that agree with a singular subject only (Quirk et al. 1985 §10.34).
_SINGULAR_VERBS = frozenset({"is", "was", "has", "does"})


def agreement_slip_source(doc) -> str | None:
    """The source sentence has a plural common-noun subject with a singular verb ("Them bats is
    smart", "The dogs was hungry"): non-standard or slipped agreement (Quirk et al. 1985 §10.34;
    H&P 2002 ch. 7 §14.1), which every premise and hypothesis would copy ("Them bats isn't
    brilliant", s1202v). The plural test is the flag registry's
    (``flags.plural_noun_singular_verb``: lemminflect's plurals that WordNet does not list as
    singular nouns, so "news", "politics", "species" are left alone); the pair would carry its
    flag only where a rewrite made the slip, so the source is skipped here."""
    from ... import flags

    for tok in doc:
        if tok.dep_ not in ("nsubj", "nsubjpass") or tok.tag_ != "NNS":
            continue
        verb = tok.head
        finite = [verb, *(c for c in verb.children if c.dep_ in ("aux", "auxpass"))]
        for word in finite:
            slip = word.lower_ in _SINGULAR_VERBS and word.i > tok.i
            if slip and flags.plural_noun_singular_verb(f"{tok.lower_} {word.lower_}"):
                return "agreement-slip-source"
    return None


def detached_opening_phrase(head: Token) -> str | None:
    """The sentence opens on a noun phrase that has no role in the clause, set off by a comma
    ("Lots of little snakes, everybody is happy"; the parse hangs it on the clause as an
    unattached ``dep``): a verbless fragment juxtaposed with the clause, the block language of
    informal and humorous writing (Quirk et al. 1985 §11.41-11.44 on nonsentences; H&P 2002
    ch. 10 §1 on fragments). Every premise and hypothesis would copy it ("Lots of little
    snakes, not everybody is ecstatic", s1202v), and it is no part of the clause a rewrite can
    negate or embed, so no candidate. A temporal noun phrase ("Last week, everyone was happy")
    is an adverbial (``npadvmod``) and keeps its pair."""
    doc = head.doc
    first = next((t for t in doc if not t.is_punct), None)
    if first is None or first.dep_ != "dep" or first.pos_ not in ("NOUN", "PROPN"):
        return None
    if first.head.i != head.i and first.head.i not in (a.i for a in head.ancestors):
        return None
    after = first.right_edge.i + 1
    if after < len(doc) and doc[after].text == ",":
        return "detached-opening-phrase"
    return None


#: Causative verbs with a resulting-state complement ("make X ADJ", "keep X ADJ"; Quirk et al.
#: 1985 §16.45 on complex-transitive verbs with an object complement of result).
_CAUSATIVE_VERBS = frozenset({"make", "keep", "render", "get"})


def goal_result_state(tok: Token) -> str | None:
    """A gradable adjective that is the result state of a causative verb in an infinitive of
    purpose or goal ("I drink to make other people interesting", "she sings to keep the room
    warm"; seventy-sixth pass, s1202w class 4). The infinitive states a goal, not a fact (Quirk
    et al. 1985 §15.48: purpose clauses are putative), so no degree is asserted of which a
    stronger one could be denied; and the hypothesis "I don't drink to make other people
    fascinating" negates the matrix verb, denying the link to the goal rather than the degree.
    A finite causative ("The sun made the room warm") asserts the result and keeps its pair."""
    if tok.pos_ != "ADJ" or tok.dep_ not in ("ccomp", "oprd", "xcomp", "acomp"):
        return None
    verb = tok.head
    if verb.lemma_.lower() not in _CAUSATIVE_VERBS or verb.tag_ != "VB":
        return None
    if verb.dep_ not in ("xcomp", "advcl") or not any(c.tag_ == "TO" for c in verb.children):
        return None
    if any(c.dep_ in ("nsubj", "nsubjpass") for c in verb.children):
        return None
    return "goal-result-state"


#: Adjectives of a bodily need whose degree grows with the time it goes unmet: hunger with time
#: without food, tiredness with time awake or at work (Wierzbicka 1996 on "hungry"/"tired" as
#: states caused by what one did or did not do). Only the weak members of the listed scales
#: (wordlists/implicature_scales_gradable_adjectives.txt: <hungry, starving>, <tired,
#: exhausted>).
_NEED_STATE_ADJECTIVES = frozenset({"hungry", "tired"})

#: Time units of a measured stretch ("forty days", "five or six days", "twelve hours"); "time",
#: "while" and "moment" measure no stretch that could deepen a need.
_STRETCH_UNITS = frozenset({"minute", "hour", "day", "night", "week", "month", "year"})

#: Vague multiplicatives that measure a long stretch as a cardinal does ("for many days").
_MANY_WORDS = frozenset({"many", "several", "countless"})


def need_after_stretch(tok: Token) -> str | None:
    """A need adjective ("hungry", "tired") in a sentence that measures a stretch of time in
    days or hours ("When he had fasted forty days and forty nights, he was hungry afterward",
    "five or six days later you're hungry again"; stop 87, im105). The measured deprivation is
    the cause the sentence gives for the state, and its length makes the stronger degree
    likely, so the context suspends the upper bound the weak word would otherwise implicate:
    implicatures are cancelled by a context they clash with (Gazdar 1979 ch. 3: a potential
    implicature is added only if consistent with the context; Levinson 2000 §1.3 on generalised
    implicatures defeated by background assumptions; Geurts 2010 ch. 2), and "he wasn't starving
    after forty days of fasting" is no inference a reader draws (blind review s1205r impl-010:
    "after a 40-day fast context blocks the hungry -> not starving implicature"; all three judged
    pairs of this kind were rejected). A sentence with no measured stretch ("I was hungry but
    could not go out") keeps its pair."""
    if (
        tok.lemma_.lower() not in _NEED_STATE_ADJECTIVES
        and tok.lower_ not in _NEED_STATE_ADJECTIVES
    ):
        return None
    for word in tok.sent:
        if word.lemma_.lower() not in _STRETCH_UNITS or word.tag_ != "NNS":
            continue
        if any(
            c.dep_ == "nummod" or (c.dep_ == "amod" and c.lower_ in _MANY_WORDS)
            for c in word.children
        ):
            return "need-after-stretch"
    return None
