"""Candidate checks of the fifty-seventh pass (docs/implicature.md, "Fifty-seventh pass"): the
blind reviews s1202b and s1202c (SpamAssassin e-mail, 2002) rejected pairs whose item stood in
a use with no stronger alternative to deny.

A scale relates senses and frames, not words (Hirschberg 1985 ch. 5; van Tiel et al. 2016):
"Many thanks" is a formula, "good and bad" a pair of nominal adjectives, "so small that ..." a
degree fixed by its result clause, "talk is cheap" a judgement of worth, "could always" the
offer of an option, "would have tried" a counterfactual, "two companies, X and Y" a counted
list and "two cups ... increases" a measure. Each check returns a short reason, or ``None``;
the extractor then writes no candidate (called by ``_review_class``, off in the IMPPRES
inventory ``wide``).
"""

from __future__ import annotations

import re

from spacy.tokens import Doc, Token

#: Quantifier formulae (Quirk et al. 1985 §§11.53-11.55 on formulaic utterances): "Many
#: thanks", "many happy returns". The noun names the act of thanking or wishing, not a set of
#: which "not all" could hold ("Not all thanks are due to X" is nonsense).
_FORMULA_NOUNS = frozenset({"thanks", "returns", "congratulations", "apologies", "regards"})
#: Degree words that take a result or excess complement: "so ADJ that ...", "too ADJ to ..."
#: ("soo" is the mail spelling). The clause fixes the degree (Kennedy & McNally 2005; H&P
#: ch. 11 §4.6), so the bare adjective is not asserted as a point on the scale.
_RESULT_DEGREE = frozenset({"so", "soo", "sooo", "too", "such"})
#: Subjects of the proverbial "X is cheap" (= of little worth: "talk is cheap", "ideas are
#: cheap", "words are cheap"; OED "cheap" adj. 3b). The <cheap, free> scale is one of price
#: and needs a thing that is bought; these nouns name no purchase.
_WORTH_SUBJECTS = frozenset(
    {"talk", "idea", "word", "promise", "charisma", "opinion", "advice", "life", "thought"}
)
#: Antonyms with which a scalar adjective is coordinated as a nominal pair ("There's good and
#: bad", "the good and the bad"): the nominal adjective names a kind of thing, not a grade
#: (Quirk et al. 1985 §7.23), and both poles are said, so no upper bound is implicated.
_ANTONYMS = {
    "good": {"bad", "evil", "ill"},
    "bad": {"good"},
    "cheap": {"expensive", "dear"},
    "hot": {"cold"},
    "warm": {"cold", "cool"},
}
#: Modals of a counterfactual or hypothetical frame over "try" ("Maybe he would have tried"):
#: no attempt is asserted (Iatridou 2000), so there is no <try, succeed> implicature.
_COUNTERFACTUAL_MODALS = frozenset({"would", "could", "might", "should", "'d"})
_LIST_MARKERS = frozenset({"-", "--", "–", "—", ":"})
#: Minimum-standard adjectives (Kennedy & McNally 2005: "dirty, wet, bent" hold of an object
#: with any degree of the property) and the verbs of becoming that take them as the result
#: state (Quirk et al. 1985 §16.21 on current vs resulting copulas; Levin 1993 §45.4). "get
#: dirty" says the thing comes to have some dirt, a change of state with no grade on the scale,
#: so "didn't get filthy" denies nothing the sentence suggested (fifty-eighth pass, class 5).
_MINIMUM_STANDARD = frozenset({"dirty", "wet", "damp", "bent", "sick", "ill"})
_BECOMING_VERBS = frozenset({"get", "become", "go", "grow", "turn"})


def formula_quantifier(tok: Token) -> str | None:
    """ "Many thanks (are due to X)", "many happy returns": a formula, no quantifier."""
    if tok.lower_ == "many" and tok.head.lower_ in _FORMULA_NOUNS:
        return "quantifier-formula"
    return None


def nominal_antonym_pair(tok: Token) -> str | None:
    """ "There's good and bad": the adjective coordinated with its antonym (see _ANTONYMS)."""
    antonyms = _ANTONYMS.get(tok.lower_)
    if not antonyms:
        return None
    pair = {c.lower_ for c in tok.conjuncts} | {c.lower_ for c in tok.head.conjuncts}
    if pair & antonyms:
        return "nominal-antonym-pair"
    return None


def result_degree(tok: Token) -> str | None:
    """ "so small that you could just read them again", "too tired to go": a degree word on
    the adjective and a that-clause or to-infinitive after it (see _RESULT_DEGREE)."""
    doc = tok.doc
    if tok.i == 0 or doc[tok.i - 1].lower_ not in _RESULT_DEGREE:
        return None
    rest = [t.lower_ for t in doc[tok.i + 1 : tok.i + 3]]
    if rest and (rest[0] in ("that", "to") or doc[tok.i + 1].dep_ in ("ccomp", "advcl")):
        return "result-degree"
    if len(rest) == 2 and rest[0] == "," and rest[1] == "that":
        return "result-degree"
    return None


def worth_cheap(tok: Token) -> str | None:
    """ "Ideas and charisma are cheap", "talk is cheap": "cheap" of worth (_WORTH_SUBJECTS)."""
    if tok.lower_ != "cheap":
        return None
    verb = tok.head
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    for subject in subjects:
        if {subject.lemma_.lower(), *(c.lemma_.lower() for c in subject.conjuncts)} & (
            _WORTH_SUBJECTS
        ):
            return "worth-cheap"
    return None


def option_could(tok: Token) -> str | None:
    """ "you could always run away": "could always" offers an option that stays open ("there's
    always the option of"; H&P ch. 3 §9.8 on suggestion "could"), not a weak point of the
    <could, have to> scale, and "didn't need to always" makes "always" a frequency."""
    if tok.lower_ != "could":
        return None
    doc = tok.doc
    if tok.i + 1 < len(doc) and doc[tok.i + 1].lower_ == "always":
        return "option-could"
    return None


def counterfactual_try(tok: Token) -> str | None:
    """ "would have tried", "could have tried": see _COUNTERFACTUAL_MODALS."""
    if tok.lemma_.lower() != "try":
        return None
    if any(c.dep_ == "aux" and c.lower_ in _COUNTERFACTUAL_MODALS for c in tok.children):
        return "counterfactual-try"
    return None


def enumerated_numeral(tok: Token, value: int | None = None) -> str | None:
    """ "Two companies, X and Y, are ...", "four forces - A, B, and C": the members are listed
    after the counted noun, so the list fixes the cardinality; "no more than two" is no
    implicature and the list cannot stand after "more than four" (Horn 1972: an exhaustive
    listing entails, not implicates, the bound). The list is an appositive of the noun with a
    coordination, or a dash or colon after the noun's phrase followed by one, or (stop 79,
    im93) an asyndetic appositive list of exactly ``value`` members closing the sentence (see
    _asyndetic_members)."""
    noun = tok.head if tok.dep_ == "nummod" else None
    if noun is None:
        return None
    if any(c.dep_ == "appos" and (c.conjuncts or _has_and(c)) for c in noun.children):
        return "enumerated-numeral"
    if value is not None and value >= 2 and _asyndetic_members(noun) == value:
        return "enumerated-numeral"
    doc = tok.doc
    clause_end = next(
        (t.i for t in doc[noun.i + 1 :] if t.lower_ in _LIST_MARKERS or t.text in (".", ";")),
        None,
    )
    if clause_end is None or doc[clause_end].lower_ not in _LIST_MARKERS:
        return None
    tail = [t.lower_ for t in doc[clause_end + 1 :]]
    if "," in tail and ("and" in tail or "or" in tail):
        return "enumerated-numeral"
    if value is not None and value >= 2 and _dash_pair_members(doc, clause_end) == value:
        return "enumerated-numeral"  # "Two kinds are found—the wild and the tame" (stop 98, im122)
    return None


def _dash_pair_members(doc: Doc, marker_i: int) -> int | None:
    """The number of noun-phrase members of a coordinated list with no comma ("the wild and the
    tame") that runs from the dash or colon at ``marker_i`` to the end of the sentence, or
    ``None``. The comma branch of :func:`enumerated_numeral` needs a comma, so a two-member list
    "X and Y" after a dash was no list: "Two varieties are met with—the acute and the chronic"
    kept its pair and every premise embedding carried the list ("Are two varieties met
    with—the acute and the chronic?"). The list names the members of the counted set (an
    enumerating apposition, Quirk et al. 1985 §17.77-17.80), so the bound is entailed, not
    implicated (Horn 1972), and the appositive, not at issue (Potts 2005 ch. 4), cannot be
    questioned or made conditional. Only a list with as many members as the numeral counts, and
    with no finite verb ("—the rest were sold" is a clause), counts (stop 98, im122)."""
    end = doc[marker_i].sent.end
    words = [t for t in doc[marker_i + 1 : end] if not (t.is_punct and t.i == end - 1)]
    if not words or any(t.tag_ in _FINITE_TAGS for t in words):
        return None
    members: list[list[Token]] = [[]]
    for t in words:
        if t.lower_ in ("and", "or"):
            members.append([])
            continue
        if t.is_punct:
            return None
        members[-1].append(t)
    if len(members) < 2 or any(not m or m[0].pos_ not in _MEMBER_OPENERS for m in members):
        return None
    return len(members)


#: First words that cannot open a member of an appositive noun-phrase list: a member that
#: opens with a subordinator, relative, adverb or verb is a clause or modifier, not a name of
#: one of the counted things.
_MEMBER_OPENERS = frozenset({"NOUN", "PROPN", "DET", "NUM", "ADJ", "PUNCT", "X", "SYM"})
#: Finite tags: a member with one is a clause, not an appositive noun phrase.
_FINITE_TAGS = frozenset({"VBZ", "VBP", "VBD", "MD"})


def _asyndetic_members(noun: Token) -> int | None:
    """The number of members of a comma list that directly follows the counted ``noun`` and
    runs to the end of the sentence (or to a semicolon or colon), when every member is a noun
    phrase with no finite verb ("three grayscale layers, layer "L" for luminance, layer "A" for
    the red-green axis, layer "B" for the blue-yellow axis"); else ``None``. An enumerating
    apposition names the members of the counted set (Quirk et al. 1985 §17.77-17.80), so when
    the list has exactly as many members as the numeral counts, the count is exact and the
    hypothesis "not more than three layers, layer L, ..." is incoherent. The member count must
    equal the numeral, so that a list that merely follows the noun is not read as one."""
    doc = noun.doc
    end = noun.sent.end
    if noun.i + 1 >= end or doc[noun.i + 1].text != ",":
        return None
    members: list[list[Token]] = [[]]
    for t in doc[noun.i + 2 : end]:
        if t.text in (";", ":") or t.is_sent_end and t.is_punct:
            break
        if t.text == ",":
            members.append([])
            continue
        members[-1].append(t)
    if len(members) < 2 or any(not m for m in members):
        return None
    for member in members:
        words = [t for t in member if not t.is_quote and t.lower_ not in ("and", "or")]
        if not words:
            return None
        if words[0].pos_ not in _MEMBER_OPENERS and words[0].lower_ != noun.lemma_.lower():
            return None  # the counted noun repeated ("layer "L" for ...") opens a member even
            # where the parser tags it a verb in the list
        if any(t.tag_ in _FINITE_TAGS for t in member):
            return None
    return len(members)


def change_of_state(tok: Token) -> str | None:
    """ "The heads get dirty": a minimum-standard adjective as the result of a verb of becoming
    (see _MINIMUM_STANDARD)."""
    if tok.lower_ not in _MINIMUM_STANDARD or tok.dep_ not in ("acomp", "oprd", "xcomp"):
        return None
    if tok.head.lemma_.lower() in _BECOMING_VERBS:
        return "change-of-state"
    return None


def _has_and(tok: Token) -> bool:
    return any(t.lower_ == "and" for t in tok.subtree)


def measure_numeral(tok: Token) -> str | None:
    """ "Two full cups swallowed before an evening out increases breast size": a plural
    numeral subject with a singular verb is a measure phrase, one amount (notional concord:
    "Two cups is enough"; Quirk et al. 1985 §10.35), not a count of individuals, so "no more
    than two cups ... increases" tests no upper bound."""
    noun = tok.head if tok.dep_ == "nummod" else None
    if noun is None or noun.dep_ not in ("nsubj", "nsubjpass") or noun.tag_ != "NNS":
        return None
    verb = noun.head
    finite = [verb, *(c for c in verb.children if c.dep_ in ("aux", "auxpass"))]
    if any(t.tag_ == "VBZ" or t.lower_ in ("was", "is", "'s") for t in finite):
        return "measure-numeral"
    return None


#: Parenthetical hedges of a lower bound ("Most people I know, at the very least, have ..."):
#: next to the new "Not all" they read as hedging the negation (s1202c), and the implicature
#: is the plain "not all" (Geurts & Nouwen 2007 on "at least" as a speaker's hedge).
_PARENTHETICAL_HEDGE = re.compile(
    r",\s+at (?:the (?:very )?)?(?:least|minimum),(?=\s)", flags=re.IGNORECASE
)
#: Clause-final additive "as well" / "too": a positive polarity item, "either" in a negative
#: clause (Klima 1964; Quirk et al. 1985 §8.118), so under the hypothesis's new negation it
#: is no English ("I haven't received all of these as well").
_ADDITIVE_END = re.compile(r",?\s+(?:as well|too)(?=[.!?]*$)", flags=re.IGNORECASE)
_NEGATION = re.compile(r"\b(?:not|no more than|never)\b|n't\b", flags=re.IGNORECASE)


def without_parenthetical_hedge(text: str) -> str:
    """``text`` without a lower-bound hedge between commas and without a clause-final additive
    "as well/too" when it is negated (see _PARENTHETICAL_HEDGE, _ADDITIVE_END)."""
    text = _PARENTHETICAL_HEDGE.sub("", text)
    if _NEGATION.search(text):
        text = _ADDITIVE_END.sub("", text)
    return text
