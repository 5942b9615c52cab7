"""Uses of a weak scalar item in narrative text that carry no clean "not <stronger>" pair
(stop 86, im103; blind review s1205q, Bible). Each check returns a short reason or ``None``.
For the first two the extractor then writes no candidate (called by ``_review_class``, off in
the IMPPRES inventory ``wide``); for the third it writes no pair with the whole sentence as
premise (feature ``outcome_stated``), while the embedded premises, which wrap the item's own
clause only ("Did I try to see it?"), stay.

- "good" of approval ("good in the sight of all the people", "It seemed good to the king to
  send them away"): the judge phrase makes "good" mean "pleasing to, approved by", not a
  degree on ⟨good, excellent⟩;
- a clause whose subject is "one" or "the one" of the correlative "one ... another / the one
  ... the other": cut from its correlative, "one" becomes the generic pronoun;
- "tried to V" with a conjoined clause that says whether the attempt failed or succeeded
  ("I tried to see it, and I couldn't", "tried to lift it and succeeded"): the "didn't manage"
  inference is then asserted or cancelled, not implicated.
"""

from __future__ import annotations

from spacy.tokens import Token

from ...lexicon.closed_class import ATTENTION_INTERJECTIONS, DISTRIBUTIVE_CONTRASTIVE_SECOND
from ...syntax import NEGATION_DEPS, SUBJECT_DEPS, VP_NEGATORS, subject_of

#: Nouns of the judge phrase "in the sight/eyes of X", "in X's sight/eyes": the viewpoint of
#: an evaluator (Quirk et al. 1985 §8.95 on viewpoint adjuncts; OED "sight" n. 4b "in the sight
#: of: in the judgement or estimation of"; the Biblical "good/evil in the sight of the LORD").
_JUDGE_NOUNS = frozenset({"sight", "eyes", "eye"})
#: Copulas of the approval idiom "it seems good to X (to V)" (OED "good" adj. "to seem good
#: to": to be thought fit, to please; "it seemed good to me also ... to write", Luke 1:3).
_APPROVAL_COPULAS = frozenset({"seem", "appear"})


def approval_good(tok: Token) -> str | None:
    """ "good" with a judge phrase: "good in the sight/eyes of X", "good in X's eyes", or the
    extraposed "it seemed good to X (to V)". With a judge, "good" is the approval sense
    ("pleasing to, thought fit by": OED "good" adj. A.I.5; the Biblical "good in the sight of")
    whose content is the judge's acceptance, a yes/no matter rather than a degree on a quality
    scale: IMPPRES's ⟨good, excellent⟩ (Table 4) pairs gradable quality uses ("This cart is
    good"), and a scale-mate must share the use (Horn 1989 ch. 4; Hirschberg 1985), so "wasn't
    excellent in the sight of all the people" and "didn't seem excellent to the king" are no
    alternative a speaker weighs (blind review s1205q, impl-021/023/030/033, candidate 06).
    Kept: "good" with no judge ("The harvest was good"), and "seemed good" with a personal
    subject ("The plan seemed good to him": an evaluation of a thing, graded)."""
    if tok.lower_ != "good":
        return None
    holders = [tok, tok.head] if tok.dep_ in ("acomp", "oprd", "amod") else [tok]
    for holder in holders:
        for prep in (c for c in holder.children if c.dep_ == "prep" and c.lower_ == "in"):
            if any(o.dep_ == "pobj" and o.lower_ in _JUDGE_NOUNS for o in prep.children):
                return "approval-good"
    copula = tok.head
    if verdict_good(tok):
        return "verdict-good"
    if tok.dep_ not in ("acomp", "oprd") or copula.lemma_.lower() not in _APPROVAL_COPULAS:
        return None
    subject = subject_of(copula)
    if subject is None or subject.lower_ != "it":
        return None
    if any(c.dep_ == "prep" and c.lower_ == "to" for h in holders for c in h.children):
        return "approval-good"  # "it seemed good to the king (to send them away)"
    return None


#: Verbs of perception and judgement whose subject is the one who passes a verdict on the
#: "it" of their complement clause ("God saw that it was good", "They found that it was good";
#: Quirk et al. 1985 §16.32 on verbs of cognition taking a "that"-clause; Levin 1993 §29.4
#: "declare" verbs and §30.1 "see" verbs).
_VERDICT_VERBS = frozenset({"see", "find", "judge", "deem", "pronounce", "declare", "think"})


def verdict_good(tok: Token) -> bool:
    """ "good" as the predicate of a clause "that it was good" (or "it was good" with no "that")
    under a verb of perception or judgement ("God saw that it was good", "The elders judged
    that it was good"). The subject "it" refers to what was just made or done, and the clause
    states a verdict, approval or fitness for its purpose (OED "good" adj. A.I.5; the Genesis
    formula), a yes/no matter like the approval "good in the sight of" above: "excellent" is no
    alternative a speaker weighs for a verdict (Horn 1989 ch. 4, a scale-mate must share the
    use; IMPPRES, Jeretic et al. 2020 §4, builds ⟨good, excellent⟩ on gradable descriptions of
    a thing, "The cart is good"), so "God saw that it wasn't excellent" is no implicature
    (blind review s1205t impl-019, candidate 19; stop 88, im107). Kept: a subject naming the
    thing judged ("The cook saw that the bread was good": a quality, graded) and "good" in a
    main clause ("It was good")."""
    if tok.lower_ != "good" or tok.dep_ != "acomp":
        return False
    copula = tok.head
    if copula.lemma_.lower() != "be" or copula.dep_ != "ccomp":
        return False
    subject = subject_of(copula)
    if subject is None or subject.lower_ != "it":
        return False
    return copula.head.lemma_.lower() in _VERDICT_VERBS


def make_good(tok: Token) -> str | None:
    """ "good" right after a form of "make": the verb-adjective idiom "make good" ("the heart is
    made good", "the loss was made good", "made good the damage", "made good on a promise";
    OED "good" adj., phrase "to make good": to fulfil, repair, restore, make right, succeed;
    Quirk et al. 1985 ch. 16 on idiomatic verb + adjective combinations like "make sure").
    The idiom's "good" is "right, whole, fulfilled", a yes/no outcome, not a degree on the
    quality scale ⟨good, excellent⟩ (a scale-mate must share the dimension: Horn 1989 ch. 4;
    IMPPRES, Jeretic et al. 2020, builds the scale on quality descriptions, "The cart is
    good"), so "the heart isn't made excellent" and "the loss wasn't made excellent" are no
    alternatives a speaker weighs (blind review s1205v impl-013, candidate 08: "'made good' =
    morally improved, not scalar"; stop 89, im108). Kept: the resultative with an object
    between ("The cook made the soup good": a thing given a quality, graded) and "good" after
    other verbs."""
    if tok.lower_ != "good" or tok.i == 0:
        return None
    before = tok.doc[tok.i - 1]
    if before.lemma_.lower() == "make" and before.pos_ in ("VERB", "AUX"):
        return "make-good"
    return None


def presented_numeral(tok: Token) -> bool:
    """A numeral in the verbless noun phrase after a presentative "behold/lo," ("I lifted up
    my eyes and saw, and behold, four horns"). The phrase has no verb of its own; the parser
    hangs it on the verb before the interjection (as the object of "lifted"), and the rewriter
    then negates or embeds that verb with the phrase as its object ("I didn't lift up my eyes
    more than four horns", "Did I lift up my eyes four horns?"): a clause the sentence never
    had (blind review s1205t impl-004/028/036/037). No pair can be written about a verbless
    clause (the embeddings need a finite verb), so the numeral gets no candidate. Kept: the
    phrase as the subject of its own verb ("and behold, seven heads of grain came up on one
    stalk"), whose head then follows the interjection."""
    noun = tok.head if tok.dep_ in ("nummod", "quantmod") else tok
    verb = noun.head
    if verb.i > noun.i:
        return False  # the phrase has a verb of its own after it
    between = tok.doc[verb.i + 1 : noun.left_edge.i]
    return any(t.lower_ in ATTENTION_INTERJECTIONS for t in between) and (
        noun.left_edge.i > 0 and tok.doc[noun.left_edge.i - 1].text == ","
    )


#: Second members of the correlative pronoun pairs "one ... another", "the one ... the other",
#: "one ... the others" (Quirk et al. 1985 §6.53; Huddleston & Pullum 2002 ch. 5 §9.3).
_CORRELATIVE_SECONDS = DISTRIBUTIVE_CONTRASTIVE_SECOND


def correlative_one(tok: Token, head: Token) -> str | None:
    """The item's clause has the bare pronoun "one" or "the one" as its subject, and the
    sentence has its correlative "another / the other / others" ("One is hungry, and another is
    drunken"). "one" there refers to one member of a group that the pair divides (Quirk et al.
    1985 §6.53 on the correlative "one ... another"); the hypothesis keeps only its own clause,
    where a bare "one" reads as the generic personal pronoun (Quirk et al. 1985 §6.55: "one" =
    people in general), so "One isn't starving", "One might be hungry" and "If one is hungry,
    it's okay" speak of anybody, not of the person the sentence meant (blind review s1205q,
    impl-000/016/026/038). Kept: "One of them is hungry" (the partitive names the group) and
    "one" as a numeral determiner ("One brother was tall")."""
    subject = subject_of(head)
    if subject is None or subject.lower_ != "one" or subject.i == tok.i:
        return None
    if any(c.dep_ != "det" for c in subject.children):
        return None  # "One of them", "one who ...": the phrase gives the referent
    doc = tok.doc
    if any(t.lower_ in _CORRELATIVE_SECONDS and t.i > subject.i and t.dep_ != "det" for t in doc):
        return "correlative-one"  # a pronoun, not the determiner of "another chance"
    return None


#: Verbs that report the outcome of an attempt: "failed", "succeeded", "managed".
_OUTCOME_VERBS = frozenset({"fail", "succeed", "manage"})


def outcome_stated_try(tok: Token) -> str | None:
    """ "tried to V" with a conjoined clause about the same subject that says how the attempt
    came out: a negated clause ("I tried to see it, and I couldn't", "tried but could not") or a
    verb of outcome ("tried to open it but failed", "tried to lift it and succeeded"). The
    ⟨try, manage⟩ implicature "didn't manage to V" is then entailed by the sentence (a failure)
    or cancelled by it (a success); an implicature is neither (Grice 1975 on cancellability;
    Horn 1989 ch. 4: an upper-bounding inference must not be entailed), so the pair with the
    whole sentence tests no implicature (blind review s1205q impl-007); the embeddings of the
    attempt's own clause were kept by the same judges (impl-007's siblings). Kept: a conjunct
    about something else ("She tried to call him, and then she went home") and a conjunct with
    another subject ("I tried to help, and he didn't notice")."""
    if tok.lemma_.lower() != "try":
        return None
    own = subject_of(tok)
    attempted = {c.lemma_.lower() for c in tok.children if c.dep_ == "xcomp"}
    for conj in (c for c in tok.children if c.dep_ == "conj"):
        subject = next((c for c in conj.children if c.dep_ in SUBJECT_DEPS), None)
        other = subject is not None and own is not None and subject.lower_ != own.lower_
        if other and not (subject.tag_ == "PRP" and own.tag_ != "PRP"):
            continue  # "I tried to help, and he didn't notice": not this attempt's outcome
        if conj.lemma_.lower() in _OUTCOME_VERBS:
            return "outcome-stated-try"
        negated = any(c.dep_ in NEGATION_DEPS and c.lower_ in VP_NEGATORS for c in conj.children)
        # the negated conjunct is the attempted VP again, elided after a modal or "do" ("and I
        # couldn't", "but did not": H&P 2002 ch. 17 §7.1 on post-auxiliary ellipsis) or said in
        # full ("tried to see it but didn't see it")
        elided = conj.tag_ == "MD" or conj.lemma_.lower() == "do"
        if negated and (elided or conj.lemma_.lower() in attempted):
            return "outcome-stated-try"
    return None


#: Prepositions of an explicit comparison class after a gradable adjective ("small among my
#: brothers", "tall among her sisters"; Kennedy 2007 §2.2 on the comparison class that fixes a
#: relative adjective's standard; Quirk et al. 1985 §9.17 "among" + plural = membership of a
#: group).
_COMPARISON_CLASS_PREPOSITIONS = frozenset({"among", "amongst"})


def comparison_class_adjective(tok: Token) -> str | None:
    """A predicative gradable adjective with an explicit comparison class: "among" + a plural
    group ("I was small among my brothers", "She was tall among her sisters") or "of all" ("he
    was least of all"). The phrase ranks the subject within the group (the standard is the
    group's own, Kennedy 2007 §2.2; Klein 1980 on comparison classes), a reading of position,
    status or age ("small among my brothers" = the least, the youngest), not a degree on the
    scale the stronger word shares: ⟨small, tiny⟩, ⟨good, excellent⟩ are scales of one
    dimension of the thing itself (Horn 1989 ch. 4: scale-mates must share the dimension;
    IMPPRES, Jeretic et al. 2020, builds them on plain descriptions, "The cart is small"), and
    "I wasn't tiny among my brothers" is no alternative a speaker weighs (blind review s1205w
    impl-000/006/014/017, judged 4 times). Kept: the adjective with no group ("I was small"),
    a singular "among" object, and a superlative (no scalar trigger at all)."""
    if tok.pos_ != "ADJ" or tok.dep_ not in ("acomp", "oprd", "attr", "ROOT", "conj"):
        return None
    holders = [tok, tok.head] if tok.dep_ in ("acomp", "oprd", "attr") else [tok]
    for holder in holders:
        for prep in (c for c in holder.children if c.dep_ == "prep" and c.i > tok.i):
            objects = [o for o in prep.children if o.dep_ == "pobj"]
            if prep.lower_ in _COMPARISON_CLASS_PREPOSITIONS and any(
                o.tag_ in ("NNS", "NNPS") or o.lower_ in ("them", "us", "you") for o in objects
            ):
                return "comparison-class"
            if (
                prep.lower_ == "of"
                and prep.i == tok.i + 1
                and any(o.lower_ == "all" for o in objects)
            ):
                return "comparison-class"  # "least of all", "small of all"
    return None
