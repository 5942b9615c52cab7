"""Checks of the sixtieth pass (docs/implicature.md, "Sixtieth pass (stop 58, im53: gapping,
exclusive either-or, past capacity could)"): the blind review s1202e (Freeciv manual text)
rejected items off their scale and hypotheses whose negation reached another conjunct.

The candidate checks (``exclusive_either_or``, ``capacity_could``) return a short reason or
``None``; the extractor then writes no candidate (called by ``_review_class`` through
``_mail_use``, off in the IMPPRES inventory ``wide``). The pair checks (``gapped_conjunct``,
``tense_clash_conjunct``) are called by ``pairs.implicature_pairs``.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ...syntax import PRESENT_TAGS, subject_of

#: Necessity operators whose scope an exclusive "either ... or" fills: "must", "have/has/had
#: to", "need to", "required to" (Quirk et al. 1985 §4.51-4.54 on necessity).
_NECESSITY = frozenset({"must", "have", "has", "had", "need", "needs", "required"})
#: Nominal parts of speech: a conjunct of a verb with one of these heads has no verb of its own.
_NOMINAL = frozenset({"NOUN", "PROPN", "NUM", "PRON", "ADJ"})
#: Adverbs that set a clause in the speech time (Quirk et al. 1985 §8.55 on "now", §4.23).
_NOW_ADVERBS = frozenset({"now", "today", "currently", "nowadays"})


def exclusive_either_or(tok: Token) -> str | None:
    """ "either A or B" under a necessity operator ("You must run either a monarchy or a
    republic", "Players have to pick either the red team or the blue team"): the correlative
    offers two options of which one is required, and the options exclude each other (one
    government, one team), so "not both" is already part of what is said, not an upper-bounding
    implicature of a weak <or, and> item (Horn 1972 ch. 1 §1.5 and Horn 1989 §4.4 on exclusive
    "either ... or"; Quirk et al. 1985 §13.36: "either" stresses the exclusive reading). The
    control "You don't need to run either A or B" is moreover read as "neither is required"
    (s1202e impl-035, candidate 14). Plain "or" under "must" keeps its candidate."""
    if tok.lower_ != "or":
        return None
    first = tok.head
    if not any(t.lower_ == "either" and t.i < tok.i for t in first.subtree):
        return None
    chain = {first.i, *(a.i for a in first.ancestors)}
    for t in tok.doc[: first.i]:
        if t.lower_ == "must" and t.tag_ == "MD" and t.head.i in chain:
            return "exclusive-either-or"
        after = tok.doc[t.i + 1] if t.i + 1 < len(tok.doc) else None
        if t.lower_ in _NECESSITY and t.i in chain and after is not None and after.lower_ == "to":
            return "exclusive-either-or"
    return None


#: Verbs of use whose participle ("used", "employed") takes a purpose infinitive or a "for"
#: phrase naming what a tool or an operator serves for (Levin 1993 §105 "use" verbs; Quirk et
#: al. 1985 §15.48 on purpose infinitives).
USE_PARTICIPLES = frozenset({"use", "employ"})


def applicable_either_or(tok: Token) -> str | None:
    """ "either A or B" as the object of the purpose infinitive, or of the "for" phrase, of the
    participle "used"/"employed" ("The operator is used to add either integers or reals", "a
    tool used for either reading or writing"): the disjunction lists the kinds of argument the
    thing applies to, each of which it serves (Zimmermann 2000 on disjunction as a list of
    options; Geurts 2005 on "or" as a list of possibilities; Horn 1989 §4.4: no upper bound
    where both disjuncts are said to hold), so "It isn't used to add both" contradicts the
    sentence instead of being implicated (s1204b impl-008, 009, 060). Habitual "used to"
    ("He used to eat either rice or bread": VBD, no passive) keeps its candidate, and so does
    a plain "or" without "either"."""
    if tok.lower_ != "or":
        return None
    first = tok.head
    if first.dep_ not in ("dobj", "pobj"):
        return None
    if not any(t.lower_ == "either" and t.i < first.i for t in first.subtree):
        return None
    governor = first.head
    if first.dep_ == "pobj":
        if governor.lower_ != "for":
            return None
        use = governor.head
    else:
        if not any(c.dep_ == "aux" and c.lower_ == "to" for c in governor.children):
            return None
        if governor.dep_ not in ("xcomp", "advcl"):
            return None
        use = governor.head
    if use.tag_ != "VBN" or use.lemma_.lower() not in USE_PARTICIPLES:
        return None
    return "applicable-either-or"


#: Verbs and adjectives whose "in" phrase names the forms, sizes or versions something exists or
#: is offered in ("comes in", "is available in", "exists in", "is sold in"; Levin 1993 §47.1
#: verbs of existence; Quirk et al. 1985 §9.44 on "in" of state and manner: "in two forms").
VARIETY_PREDICATES = frozenset({"come", "available", "exist", "occur", "sell", "offer", "make"})


def variety_in_phrase(tok: Token) -> str | None:
    """ "either A or B" as the object of the "in" of a predicate of varieties ("It comes in either
    a strong form or a fast form", "The potion is available in either a red flask or a blue
    flask"): the disjunction lists the varieties the kind comes in, each of which exists; the
    subject is a kind or a product line, and "or" lists its members as options for whoever
    picks one (Krifka et al. 1995 §1.2 on characterizing sentences over kinds; Zimmermann 2000
    on disjunction as a list of options: "A or B" = "A is an option and B is an option"). Both
    varieties existing is what the sentence says, so "It doesn't come in both forms" contradicts
    it instead of being implicated (s1202o candidate 20). A disjunction after "in" of another
    verb ("rode in either a cart or a wagon": one occasion, one vehicle) keeps its candidate."""
    if tok.lower_ != "or":
        return None
    first = tok.head
    prep = first.head
    if first.dep_ != "pobj" or prep.lower_ != "in":
        return None
    predicate = prep.head
    if predicate.lemma_.lower() not in VARIETY_PREDICATES:
        return None
    if predicate.lemma_.lower() in ("sell", "offer", "make") and not any(
        c.dep_ == "auxpass" for c in predicate.children
    ):
        return None  # "is sold/offered/made in": only the passive describes the product
    if predicate.lemma_.lower() == "come" and predicate.tag_ not in PRESENT_TAGS:
        return None  # "He came in either a cart or a wagon": an arrival, one occasion
    return "variety-list"


def capacity_could(tok: Token) -> str | None:
    """Past "could" of a quantity ("At its height the kingdom could field as many as 10,000
    men", "The hall could seat 400 guests"): "could" with a measured object states a past
    capacity, dynamic modality (Palmer 2001 §4.3; Coates 1983 ch. 5 on ability "could";
    Quirk et al. 1985 §4.51), the largest number the subject was able to reach, not a
    permission on the root <can, have to> scale; "didn't need to field as many as 10,000 men"
    is no alternative the speaker denies (s1202e impl-063, candidate 2). A numeral counting the
    verb's object or "as many/much as" in it marks the quantity; "That teenager could yell" keeps its
    candidate."""
    if tok.lower_ != "could" or tok.dep_ != "aux":
        return None
    verb = tok.head
    for obj in (c for c in verb.children if c.dep_ in ("dobj", "attr", "npadvmod")):
        words = [t for t in obj.subtree]
        lowers = [t.lower_ for t in words]
        if obj.tag_ == "CD" or any(
            c.tag_ == "CD" and c.dep_ == "nummod" for c in obj.children
        ):  # the object's own count ("field 20,000 pikemen"), not a count inside a modifier
            # of it ("name a squad of thirty players": a permission, the thirty-second pass)
            return "capacity-could"
        for i in range(len(lowers) - 2):
            if lowers[i] == "as" and lowers[i + 1] in ("many", "much") and lowers[i + 2] == "as":
                return "capacity-could"
    return None


def gapped_conjunct(doc: Doc, f: dict) -> bool:
    """Is the trigger inside a verbless conjunct of its clause's verb ("Communist societies
    require twice as much, and Fundamentalist ones three times as much"; "Gives one luxury to
    every city, and six luxuries to the capital")? The conjunct is a gapped clause or an
    argument cluster whose verb is recovered from the first conjunct (Ross 1970; Jackendoff
    1971; Quirk et al. 1985 §13.92 on gapping). Negating the verb then negates the FIRST
    conjunct ("... don't require twice as much, and ... more than three times as much", s1202e
    impl-000/032/054, and the argument cluster of impl-049), and a question or "might" wraps a
    gapped clause it cannot restore. The "no more than" hypothesis would have to be built on the
    conjunct's own subject and restored verb; the code cannot restore it, so no pair. A trigger
    in the first conjunct is cut to its own clause as before."""
    if f.get("token_i") is None or f.get("clause_head_i") is None:
        return False
    head = doc[f["clause_head_i"]]
    if head.pos_ not in ("VERB", "AUX"):
        return False
    for conj in head.children:
        if conj.dep_ != "conj" or conj.pos_ not in _NOMINAL or conj.i < head.i:
            continue
        if not any(c.dep_ == "cc" and head.i < c.i < conj.i for c in head.children):
            continue
        if any(t.pos_ in ("VERB", "AUX") and t.dep_ in ("ROOT", "conj") for t in conj.subtree):
            continue
        start = min(t.i for t in conj.subtree)
        if f["token_i"] >= start or f["token_i"] in {t.i for t in conj.subtree}:
            return True
    return False


def tense_clash_conjunct(head: Token) -> bool:
    """Does a later verb conjunct without a subject of its own stand in present time while the
    clause's verb is a plain past ("They farmed most of the valley and now number over 3,000
    people")? A fronted "did" or "might have" heads every shared predicate in one tense (Quirk
    et al. 1985 §3.23, §13.93 on the shared operator), and "now" or a present form sets the
    conjunct in the speech time, so "Did they farm most of the valley and now number ...?"
    and "They might have farmed ... and now number ..." are ill formed (s1202e impl-027). No
    question and no "might" premise; the original and the conditional stay. A conjunct in the
    past ("... and sold the grain") is shared as before."""
    if head.tag_ != "VBD" or any(c.dep_ in ("aux", "auxpass") for c in head.children):
        return False
    for t in head.doc:
        if t.i <= head.i or t.dep_ != "conj":
            continue  # (a conjunct with "now" is a verb even when tagged as a noun: "and now
            # number/NN over 2,000", a present plural the parse misread)
        if subject_of(t) is not None or any(c.dep_ in ("aux", "auxpass") for c in t.children):
            continue
        if any(c.dep_ == "advmod" and c.lower_ in _NOW_ADVERBS for c in t.children):
            return True
        if t.head.i == head.i and t.pos_ in ("VERB", "AUX") and t.tag_ in PRESENT_TAGS:
            return True
    return False


#: Subordinators of a conditional or temporal-conditional clause (Quirk et al. 1985 §15.33).
_CONDITIONAL_MARKS = frozenset({"if", "when", "whenever", "unless", "once"})


def definitional_conditional(tok: Token) -> str | None:
    """A gradable adjective predicated of an indefinite singular generic subject with a
    conditional clause ("A recipe is good if the steps are clear"; "If most citizens are
    content, a city is happy"): an indefinite singular generic states a rule or definition
    (Krifka et al. 1995 §1.2; Cohen 2001; Greenberg 2003 on "in virtue of" generics), and the
    conditional gives the criterion under which the adjective applies, so it fixes the
    adjective's standard rather than placing the subject below a stronger scalemate: "A recipe
    isn't excellent if the steps are clear" is no implicature of the rule (s1202e candidate 35,
    a defined game state). A definite subject ("The soup is warm if you heat it first") keeps its
    candidate."""
    if tok.pos_ != "ADJ" or tok.dep_ != "acomp":
        return None
    verb = tok.head
    if verb.lemma_ != "be" or verb.tag_ != "VBZ":
        return None
    subject = subject_of(verb)
    if subject is None or subject.tag_ != "NN":
        return None
    if not any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in subject.children):
        return None
    for clause in (c for c in verb.children if c.dep_ == "advcl"):
        if any(m.dep_ == "mark" and m.lower_ in _CONDITIONAL_MARKS for m in clause.children):
            return "definitional-conditional"
    return None
