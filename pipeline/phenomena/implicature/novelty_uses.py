"""Candidate checks of stop 76's second round (im88; docs/implicature.md, "Stop 76: im88"): the
blind review s1204o (Python documentation) rejected items whose weak quantifier quantifies over
no given set, or whose clause is one value of a specificational list.

- weak "some/many" with an additive or alternative modifier ("Some additional rules apply for
  certain operators", "Many extra checks run in debug builds"): "additional, extra, further,
  more, other" are anaphoric, they denote Ns beyond (or besides) a set already given (Quirk et
  al. 1985 §5.26 on "more/other" after a quantifier; Huddleston & Pullum 2002 ch. 5 §7 on
  "other" and additive "more"), so the noun phrase introduces new referents, the increment,
  rather than picking a part of a given whole: the novelty of the indefinite (Heim 1982 ch. 2),
  read with the weak, cardinal "sm" (Milsark 1974). There is then no set of "additional rules"
  for "all" to exhaust, and "Not all additional rules apply" is no implicature (Horn 1989 ch. 4:
  <some, all> needs a domain). The numeral extractor refuses the same words after a cardinal
  ("two more penalties", ``DIFFERENTIAL_WORDS``); this is its quantifier counterpart. A
  partitive ("Some of the additional rules apply only to integers") names the set and keeps its
  candidate. "new" is not one of the words: it classifies ("the new features of 3.8" is a given
  class), and "new" Ns that come to be with the event are the effected subjects of the verbs of
  creation and introduction (tenth pass; im87).
- a scalar item inside one member of a list of gerund-participle values of a specificational
  copula ("The main aims for the release are fixing some of the old bugs, adding small
  features, and improving the docs"): a role noun subject ("aim, goal, theme, task": a variable,
  Higgins 1979) and the "be" that gives its value, which a list gives exhaustively (Declerck
  1988 ch. 1 on specificational sentences; Mikkelsen 2005 ch. 7). Cut to one member, the
  embedded premise ("Are the main aims fixing some of the old bugs?") misstates the value and
  reads as a progressive with the aims as agents, and the hypothesis ("The main aims aren't
  fixing all of the old bugs") denies a value the sentence never gave alone. The role nouns:
  ``wordlists/implicature_specificational_nouns.txt``.
- a numeral that gives a width as the goal of a verb ("Each value is padded with zeros to six
  places", "Names are truncated to eight characters", "rounded to two decimal places"): the
  "to" phrase of a change of state names the final degree, the result (Hay, Kennedy & Levin
  1999 on degree achievements; Kennedy & Levin 2008), and a width in positions ("places",
  "digits", "characters", "columns") is a measure of the result, not a count of individuals
  (Schwarzschild 2006 on measure phrases). Padding to eight places does not include padding to
  six, so there is no lower-bounded "at least six" for "not more than six" to strengthen
  (Kennedy 2015 on exact readings): the numeral is read exactly and "isn't padded to more than
  six places" is entailed if anything, and odd. The width nouns:
  ``wordlists/implicature_width_units.txt``. A recipient goal ("sent to five people") counts
  individuals and keeps its candidate.

- (stop 96, im119) weak "some" on the substitute "ones" ("Some fresh ones are coming our
  way", "Some new ones arrive on Monday"): the pro-form "one(s)" takes over only the descriptive
  content of its antecedent noun, never its reference, and the modifier it carries is the new,
  contrastive information (Halliday & Hasan 1976 ch. 3 on nominal substitution; Quirk et al.
  1985 ch. 12 on the substitute "one"). With an adjective of novelty or replacement ("new",
  "fresh", "different", ``NOVELTY_ADJECTIVES``) the phrase sets the new Ns against the ones at
  hand, like "other" above: it introduces new referents (Heim 1982) with the weak, cardinal "sm"
  (Milsark 1977), and there is no given set of "fresh ones" for "all" to exhaust (Horn 1989 ch.
  4; Geurts 2010 ch. 3 on the existential "some"). With any adjective, "some ADJ ones" as the
  subject of a verb of arrival or appearance ("Some cheap ones are showing up at the market";
  ``ARRIVAL_VERBS``, the there-insertion class of Levin 1993 §6.1 and §48.1.1 / §51.1: "there
  came some fresh ones") is the pivot of a presentational clause, again with no domain. Kept: a
  partitive ("Some of the fresh ones are rotten" names the set), a full noun with an arrival
  verb ("Some students came late": "students" can name a given set, the class, so "Not all
  students came late" is the speaker's weighed alternative; the same reason that keeps "Many
  guests turned up" in the extractor's ``existential_subject`` cue), and "ones" with another
  adjective and another verb ("Some cheap ones are broken").

Each check returns a short reason or ``None``; the extractor then writes no candidate (called by
``_review_class``, off in the IMPPRES inventory ``wide``).
"""

from __future__ import annotations

from spacy.tokens import Token

from ...lexicon.tables import word_set
from ...syntax import NOMINAL_SUBJECT_DEPS

#: Words after a cardinal or on a quantified noun that make it count an increment or a
#: complement set ("two more penalties", "some additional rules"; Quirk et al. 1985 §5.26).
DIFFERENTIAL_WORDS = frozenset({"more", "other", "additional", "extra", "further", "fewer", "less"})
#: Weak quantifiers read cardinally on new referents (Milsark 1974); "most" is proportional and
#: presupposes its domain ("Most additional rules apply to integers" keeps its candidate).
_WEAK = frozenset({"some", "many"})
#: Relations of a modifier of the quantified noun that carries the differential word.
_MODIFIER_DEPS = frozenset({"amod", "advmod", "compound"})
#: Tags of a gerund-participle member of a value list.
_GERUND_TAG = "VBG"
#: Relations that join a later member of a list to an earlier one (the parser hangs a member
#: after a comma as an adverbial clause as often as a conjunct).
_MEMBER_DEPS = frozenset({"conj", "advcl"})


def additive_quantifier(tok: Token) -> str | None:
    """Is ``tok`` a determiner "some/many" whose noun has an additive or alternative modifier
    ("some additional rules", "many extra checks", "some further restrictions")? See the module
    docstring."""
    if tok.lower_ not in _WEAK or tok.dep_ not in ("det", "amod"):
        return None
    noun = tok.head
    if noun.pos_ not in ("NOUN", "PROPN") or noun.i < tok.i:
        return None
    if any(c.dep_ == "prep" and c.lower_ == "of" for c in tok.children):
        return None  # a partitive names the set
    modifiers = (c for c in noun.children if c.dep_ in _MODIFIER_DEPS and tok.i < c.i < noun.i)
    if any(c.lower_ in DIFFERENTIAL_WORDS for c in modifiers):
        return "additive-quantifier"
    return None


#: Adjectives of novelty or replacement that, on the substitute "ones", set the new Ns against
#: the ones at hand (Halliday & Hasan 1976 ch. 3: the modifier of the substitute is contrastive;
#: "fresh" of a new supply, "new" of a replacement, "different" of an alternative, as "other").
NOVELTY_ADJECTIVES = frozenset({"new", "fresh", "different", "replacement"})
#: Verbs of arrival and appearance that allow presentational "there"-insertion ("there came
#: some fresh ones", Levin 1993 §6.1; §48.1.1 verbs of appearance; §51.1 "arrive", "come").
ARRIVAL_VERBS = frozenset({"come", "arrive", "approach", "appear", "emerge"})
#: Verbs that are verbs of arrival with the particle "up" ("turn up", "show up", "pop up").
ARRIVAL_UP_VERBS = frozenset({"turn", "show", "pop"})


def novel_proform_some(tok: Token) -> str | None:
    """Is ``tok`` a determiner "some" on the substitute "ones" that carries an adjective of
    novelty ("some fresh ones"), or any adjective when "ones" is the subject of a verb of
    arrival ("Some cheap ones are showing up")? See the module docstring (stop 96, im119)."""
    if tok.lower_ != "some" or tok.dep_ not in ("det", "amod"):
        return None
    noun = tok.head
    if noun.lower_ != "ones" or noun.i < tok.i:
        return None
    if any(c.dep_ == "prep" and c.lower_ == "of" for c in tok.children):
        return None  # a partitive names the set
    modifiers = [c for c in noun.children if c.dep_ in _MODIFIER_DEPS and tok.i < c.i < noun.i]
    if any(c.lower_ in NOVELTY_ADJECTIVES for c in modifiers):
        return "novel-proform"
    if modifiers and noun.dep_ == "nsubj" and _arrival(noun.head):
        return "arriving-proform"
    return None


def _arrival(verb: Token) -> bool:
    """Is ``verb`` a verb of arrival or appearance (``ARRIVAL_VERBS``, or ``ARRIVAL_UP_VERBS``
    with "up") with no direct object?"""
    lemma = verb.lemma_.lower()
    arriving = lemma in ARRIVAL_VERBS or (
        lemma in ARRIVAL_UP_VERBS
        and any(c.dep_ == "prt" and c.lower_ == "up" for c in verb.children)
    )
    return arriving and not any(c.dep_ in ("dobj", "obj") for c in verb.children)


def _value_list_members(member: Token) -> list[Token]:
    """The gerund-participle members of the list ``member`` belongs to: ``member``, the members
    hung on it and the one it hangs on, each after a comma or a coordinator."""
    root = member
    while root.dep_ in _MEMBER_DEPS and root.head.tag_ == _GERUND_TAG and root.head.i < root.i:
        root = root.head
    members = [root]
    stack = [root]
    while stack:
        node = stack.pop()
        for c in node.children:
            if c.dep_ in _MEMBER_DEPS and c.tag_ == _GERUND_TAG and c.i > node.i:
                before = c.doc[c.left_edge.i - 1] if c.left_edge.i > 0 else None
                if before is not None and (before.text == "," or before.dep_ == "cc"):
                    members.append(c)
                    stack.append(c)
    return members


def specificational_list_member(tok: Token) -> str | None:
    """Is ``tok`` inside one gerund-participle member of a list that gives the value of a
    specificational "be" whose subject is a role noun ("The main aims are fixing some of X,
    adding Y, and improving Z")? See the module docstring."""
    node = tok
    while node.tag_ != _GERUND_TAG or node.dep_ not in ("ROOT", "attr", "acomp", "xcomp", "ccomp"):
        if node.head.i == node.i or node.dep_ in NOMINAL_SUBJECT_DEPS:
            return None
        node = node.head
    gerund = node
    if gerund.dep_ == "ROOT":  # "are fixing" parsed as a progressive
        be = next((c for c in gerund.children if c.dep_ == "aux" and c.lemma_ == "be"), None)
        clause = gerund
    else:
        be = gerund.head if gerund.head.lemma_ == "be" else None
        clause = be
    if be is None or clause is None:
        return None
    subject = next((c for c in clause.children if c.dep_ in NOMINAL_SUBJECT_DEPS), None)
    if subject is None or subject.lemma_.lower() not in word_set(
        "implicature_specificational_nouns"
    ):
        return None
    if len(_value_list_members(gerund)) < 2:
        return None
    return "specificational-list-member"


def width_goal_numeral(tok: Token) -> str | None:
    """Is ``tok`` the numeral of a width noun ("places", "characters") that is the object of a
    "to" phrase on a verb ("padded with zeros to six places")? See the module docstring."""
    noun = tok.head if tok.dep_ == "nummod" else tok
    if noun.lemma_.lower() not in word_set("implicature_width_units"):
        return None
    if noun.dep_ != "pobj" or noun.head.lower_ != "to":
        return None
    verb = noun.head.head
    participle = verb.pos_ == "ADJ" and verb.lower_.endswith("ed")  # "rounded/JJ": the parse
    # tags the passive participle as an adjective (Quirk et al. 1985 §3.74 on the gradience)
    if verb.pos_ not in ("VERB", "AUX") and not participle:
        return None
    return "width-goal-numeral"
