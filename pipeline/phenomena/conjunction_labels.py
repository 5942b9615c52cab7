"""The heuristic labels of the conjunction pairs (ConjNLI §4.1 and App. A.2, plus the
non-boolean rules of issue 3).

``LabelFacts`` is what the label rules look at, computed once per candidate by
``conjunction.label_facts``; ``label_removal``, ``label_addition`` and ``label_replacement``
decide the label of the pair that removes, adds or replaces a conjunct, first matching rule
wins. The rules read only the facts and the rewrite, never the parse, so they are separate from
the walks over the parse that compute the facts (``conjunction``) and can be read as one
decision table per pair kind.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from spacy.tokens import Doc, Token

from ..lexicon import wordnet
from ..resources import listed_pair, wordlist
from ..rewrite import conjuncts as ops
from ..syntax import (
    NOMINAL_SUBJECT_DEPS,
)
from .conjunction_conjunct import (
    CONJUNCT_DEP,
    VERBAL_POS,
    Conjunct,
)
from .conjunction_quantifiers import (
    PROPORTIONAL_QUANTIFIERS,
)
from .conjunction_replacements import (
    replaced_token,
    restrictor_label,
)


@dataclass(frozen=True, slots=True)
class LabelFacts:
    """What the label heuristics look at, computed once per candidate."""

    word: str
    preconjunction: str | None
    in_name: bool
    collective: str | None  # the collective trigger word in the clause
    measure_sum: bool  # "9 minutes and 9 seconds"
    negated: bool
    downward: str | None
    exclusive_focus: str | None  # "only"
    exclusive_alternatives: bool  # "1889 or 1890"
    comparative_alternative: bool  # "three or fewer"
    equivalence: bool  # "64 stories or 711 ft"
    open_list: bool = False  # "including A, B and C": examples, not an exhaustive list
    particularizer: str | None = None  # "chiefly in A, B and C": a ranked list (cj214)
    extender: bool = False  # "A, B or other N": "or other N" makes A and B examples of N
    distributed_count: bool = False  # "won seven titles at A and B": one total over the conjuncts
    polar: bool = False  # "may or may not": a conjunct and its own negation
    free_choice: str | None = None  # "can play as A or B": "modal"; "any A or B": "any";
    # "designed to A or B": "goal" (a necessity, cj228)
    generic: bool = False  # "Dogs or cats make good pets": "or" in a generic subject
    # "A, a white map and B: this results in X": the list sets up a case (``_result_setup``)
    result_setup: bool = False
    options: bool = False  # "a suffix denoting A or B", "is compiled into A or B": options
    question: bool = False  # "Did he sell A and B?": no truth-conditional entailment
    corrective: str | None = None  # "not A but B": where the negator of the denied conjunct is
    consequence: int | None = None  # "A and therefore B": index of the conjunct stated to follow
    # "A and B were the champions": "role"; "the authors of the report": "relational"
    definite_plural_predicate: str | None = None
    exclusive_cue: bool = False  # "A or not": the alternatives exclude each other
    sum_bound: str | None = None  # "killed at least 3,185": the bound on a collective's number
    membership: bool = False  # "a consortium of A and B": a group's membership (``_group_members``)
    naming: bool = False  # "a term for A and B": what one name denotes (``_named_by_one_term``)
    bounds: tuple[tuple[int, str, str], ...] = ()  # (conjunct, number, "lower"/"upper"/"approx")
    homogeneous: bool = False  # "doesn't use drills and quizzes": the "neither" reading
    # "between 1936 and 1985 over 70 ...": the amount's bound; "period" for a period without one
    date_range: str | None = None
    # "many species of fish and amphibians": the quantifier whose restrictor holds the coordination
    restrictor: str | None = None
    names: tuple[bool, ...] = ()  # per conjunct: a proper name ("Hertfordshire", "Beilin Museum")
    comma_or: bool = False  # "X, or Y": two noun phrases an alias reading may join
    # per conjunct: a bare or indefinite noun phrase in an "and" list ("great speed, good balance
    # and physical strength"): another member may be added beside it
    open_members: tuple[bool, ...] = ()
    contrast: str | None = None  # "unlike A or B": a contrastive frame over each member
    # "everyone except A and B": an exceptive under a universal names the exact exceptions
    exceptive: bool = False
    # "None but Jake managed": a negative pronoun hosting an exceptive "but" (cj109)
    exceptive_host: bool = False
    # "A and B ... C and D respectively": member k goes from both lists (``respective_partner``)
    respective: bool = False
    # "treats A, B and C the same": a symmetric relation among the members (cj154)
    sameness: bool = False
    exhaustive: str | None = None  # "consists of A, B and C": the complete list of parts
    # "must consist of A and B": a modal makes the list a constraint on kinds of parts
    exhaustive_modal: bool = False
    # "consists of A and B, as well as other N": a general extender leaves the list open;
    # "after" (it follows the list) or "member" (it is the last member: "A, B and other N")
    extended: str | None = None
    # "The founders were A, B and C": a specificational copula gives the whole list
    specificational: bool = False
    # "All you need to do is A and B": the value of an exhaustive "all"/"the only" cleft
    exhaustive_cleft: bool = False
    # "A and B is what X is all about": the coordination is the value of a pseudo-cleft
    pseudo_cleft: bool = False
    # "better than A or than B": "or" in the standard of a comparison (``comparison_list``)
    comparison_list: bool = False
    # "A and B have everything needed": a cumulative universal object (``cumulative_universal``)
    cumulative: bool = False
    # "Tom and Mary's house": the possessor of a group genitive (``_joint_genitive``)
    joint_genitive: bool = False
    # "While not at A or B, ...": "or" under a negation inside a restrictor clause
    negated_restrictor: bool = False
    # "the first democratic and secular republic": the coordination restricts the noun of an
    # ordinal or superlative ("first", "largest", "only")
    ordinal_restrictor: bool = False
    counted_restrictor: bool = False
    # "didn't meet the people who sing and dance": an "and" in the restrictive relative clause of
    # a plural definite under a downward operator (``_downward_definite_relative``, dx09)
    definite_relative: bool = False
    # "a wise and learned person will listen": an "and" in the restrictor of a generic singular
    # subject (``_generic_restrictor``, cj181)
    generic_restrictor: bool = False
    # "So often did it appear in A and in B that ...": a degree result clause over the sum
    degree_result: bool = False
    # "the most savory and hilarious film", "so A and B that ...", "too A and B to ...": one
    # degree operator over coordinated adjectives (``conjunction_degree``, cj207)
    degree_scope: str | None = None
    converse: bool = False
    exact_count: bool = False  # "11 of which he wrote or co-wrote": an exact numeral over "or"
    # "couldn't say if A or B": an alternative question under a predicate of ignorance
    ignorance: bool = False
    # "whether or not X": "or not" spells out the polar question's negative answer
    polar_question: bool = False
    # "whether it is writeable or read-only": a two-member alternative question of predicates
    alternative_question: bool = False
    # "many came as soldiers, traders, or officials": "or" over the kinds of a plurality
    enumeration: bool = False
    # "The paste operations, A, B or C, also create X": "or" listing the members of a plural
    # subject in an appositive (``_appositive_enumeration``, cj155)
    appositive_enumeration: bool = False
    # "mad because A and B": the coordination states a reason (``stated_reason``)
    reason: bool = False
    # "a male and female version": antonymous adjectives over one singular noun
    contrary_modifiers: bool = False
    members: int = 2  # number of conjuncts: "neither A, B nor C" keeps "neither" with one removed
    predicate_gloss: bool = False  # "appeared or seemed": synonymous verbs, no second name
    # "kind and patient only with children": an "and" in the background of an exclusive
    # particle whose focus is elsewhere, non-monotone (``conjunction_contexts.focus_background``)
    focus_background: bool = False
    # "Modula-2 plus exceptions and threads": the sum an additive "plus" builds in an
    # identifying description (``plus_composition``)
    plus_sum: bool = False
    # "A and B have replaced C", "A and B merged", "A and B make up the team": a collective,
    # cumulative or constitution verb over an "and" subject
    # (``conjunction_nonboolean.collective_verb``)
    collective_verb: bool = False
    # "useful when you have A, and you want B": the later clause continues the generic "when"
    # clause, though parsed as a conjunct of the main clause (``when_clause_continued``)
    continued_restrictor: bool = False
    # "by opening A, choosing B and pressing C", "To add X, open A and click B": the steps of
    # one procedure, "means" or "purpose" (``conjunction_nonboolean.procedure_steps``)
    procedure: str | None = None
    # "An X is something that A, or that B": a disjunctive definition of a kind
    # (``conjunction_nonboolean.disjunctive_definition``)
    definition_or: bool = False


#: Collective triggers that relate the members to one another rather than sum them. Only
#: "among" (after a relational noun, ``_relational_among``): "between" keeps its contradiction
#: (the twenty-first pass: "a cage match between the teams of A, B and C" names the exact
#: participants of one match, so a match between two of them is another match).
RELATIONAL_COLLECTIVES = frozenset({"among"})


def label_removal(f: LabelFacts, removed: int) -> tuple[str, str]:
    """Label of (original, original minus conjunct ``removed``), first matching rule wins.

    Rules, in order (ConjNLI §4.1 and App. A.2; issue 3's non-boolean readings):
    named entity/title -> neutral; a question -> neutral; "neither A nor B" -> contradiction (the
    remaining conjunct is now asserted); corrective "not A but B" (``corrective_not``); exclusive
    focus ("only A and B") -> contradiction; summed measures ("9 minutes
    and 9 seconds") and collective triggers ("in total", "combined") with "and" -> contradiction, unless the total is bounded ("at least
    N": neutral; "at most N": entailment); a definite plural predicate with an argument ("were the authors of the report") ->
    neutral, a bare role noun ("were the defending champions") is distributive -> entailment; a cardinal count spread over the conjuncts ("won seven titles at A and B",
    ``distributed_count``) -> neutral; a noun-phrase coordination in the restrictor of a vague or
    proportional quantifier ("many species of fish and amphibians", ``quantified_restrictor``,
    ``conjunction_quantifiers``) -> neutral;
    bare, proper or definite noun phrases joined by "and" under sentential negation ("doesn't use
    drills and quizzes") have the "neither" reading (``_homogeneous_plurality``) -> entailment;
    under negation or a downward-entailing quantifier (also the restrictor of "every"/"all" and
    a generic "when"/"whenever"/"if" clause): "not A or B" -> entailment, "not (A and B)"
    -> neutral; "or": equivalent alternatives (also an appositive ", or also called Y") ->
    entailment, exclusive numeric alternatives
    ("1889 or 1890") and comparative ones ("three or fewer") -> neutral, polar alternatives ("may
    or may not have X" -> "may have X") and free-choice "or" ("can play as A or B") -> entailment,
    a list of examples ("such as A, B, or C" -> "such as A or C", ``or_open_list``) ->
    entailment: an exemplifying list names instances of a kind (Quirk et al. 1985 §17.84), its
    "or" enumerates them like "and" and a shorter list still names true instances; ConjNLI App.
    A.2 labels every "or" removal entailment; otherwise neutral too:
    "A or B" does not entail "A" (ConjNLI App. A.2 labels these entailment on the guess that
    equivalence "or" is frequent; equivalence is its own rule above, and the expert-labelled
    dev pairs are neutral more often, 14 of 25); "and"/"but" -> entailment (boolean).
    """
    if f.respective:  # "A and B in C and D respectively" -> "A in C": one of the conjoined
        return "entailment", "respective_members"  # propositions (``respective_partner``)
    if f.polar_question:  # "whether or not X" -> "whether X": the same question
        return "entailment", "polar_question"
    if f.alternative_question:  # "whether it is A or B" -> "whether it is A": the same question
        return "entailment", "alternative_question"
    # before the name rule: the recogniser often runs a list of country names into one span
    # ("except Portugal, Spain and Greece"), and the exception set holds whatever the span
    if f.exceptive:  # "everyone except A and B came" -> "everyone except B came": A came now
        return "contradiction", "exceptive_universal"  # (``exceptive_universal``)
    if f.sameness and f.members > 2 and not f.negated and not f.downward:
        # "treats A, B and C the same" -> "treats B and C the same": the relation is pairwise
        # and symmetric, so it holds of any two members (``sameness_over_members``); before the
        # name rule, since the recogniser often runs such a list of labels into one name
        return "entailment", "sameness_list"
    if f.in_name:
        return "neutral", "named_entity"
    # "None but Jake won" -> "None won" denies it; -> "Jake won" follows (after the name rule:
    # a title '"None but that!"' is a name)
    if f.exceptive_host:
        return ("contradiction" if removed else "entailment"), "exceptive_host"
    if f.ignorance:  # "couldn't say if A or B" -> "couldn't say if B" (``_ignorance_alternatives``)
        return "entailment", "ignorance_alternatives"
    if f.question:
        return "neutral", "question"
    if f.contrast:  # "unlike cats or dogs" -> "unlike dogs": the frame holds of each member
        return "entailment", "contrastive_frame"
    if f.exhaustive and f.exhaustive_modal:  # "must consist of A and B" -> "must consist of A"
        return "neutral", "exhaustive_list_modal"  # a stricter constraint (``modal_composition``)
    if f.exhaustive and f.extended:  # "consists of A, B and other N" -> "... of B and other N"
        # or "... of A and B": a removed member may be among the "other N", and without the
        # catch-all the list reads as closed: neither entailed nor excluded (cj95)
        return "neutral", "exhaustive_list_extended"
    if f.exhaustive:  # "consists of A, B and C" -> "consists of A and B": another composition
        return "contradiction", "exhaustive_list"
    if f.specificational:  # "The founders were A, B and C" -> "... were A and B": another list
        return "contradiction", "specificational_list"
    if f.exhaustive_cleft:  # "All you need is A and B" -> "All you need is B": B is not all
        return "contradiction", "exhaustive_cleft"
    if f.pseudo_cleft:  # "A and B is what X is about" -> "B is what X is about": another value
        return "neutral", "pseudo_cleft"
    if f.joint_genitive:  # "Tom and Mary's house" -> "Tom's house": another owner
        return "neutral", "joint_genitive"
    if f.word == "nor" and f.preconjunction == "neither" and f.members > 2:
        # "neither A, B nor C" -> "neither B nor C": the removal keeps "neither ... nor", and
        # denying each of three denies each of two (a shorter negative list, ConjNLI §4.1 on
        # "nor" as negated "and"; Huddleston & Pullum 2002 ch. 15 §2.4 on multiple "nor")
        return "entailment", "neither_nor_list_removed"
    if f.word == "nor" and f.preconjunction == "neither":
        return "contradiction", "neither_nor_removed"
    if f.corrective:
        if removed == 1:  # "not A but B" -> "not A": the denial stays true
            return "entailment", "corrective_asserted_removed"
        if f.corrective == "verb":  # "did not study A but B" -> "did not study B"
            return "contradiction", "corrective_negation_kept"
        return "entailment", "corrective_denied_removed"  # -> "studied B"
    if f.exclusive_focus and f.word == "or" and f.free_choice == "modal":
        # "A tile can only be red or blue" -> "A tile can only be blue": under a root
        # possibility modal "or" is free choice, "can be red and can be blue" (Kamp 1973;
        # Zimmermann 2000), and "only" says nothing else is possible (Horn 1969), so the shorter
        # list denies a possibility the premise grants: a contradiction (the s1204u and s1204z
        # judges on conj-011 and conj-044; cj173). Without the modal it stays neutral (below).
        return "contradiction", "exclusive_free_choice"
    if f.exclusive_focus and f.word == "or" and not _range_or(f):  # "only with A or B" -> "A"
        return "neutral", "exclusive_focus_or"  # narrower, not excluded (``label_addition``)
    if f.exclusive_focus:
        return "contradiction", "exclusive_focus"
    if f.particularizer and not f.negated and not f.downward:
        # "seen chiefly in A, B and C" -> "seen chiefly in B and C": the particularizer ranks
        # the members against the rest (Quirk et al. 1985 §8.116), and the shorter list names
        # other chief cases: not entailed, not excluded (``particularizer_over_list``; cj214)
        return "neutral", "particularizer_list"
    if f.collective in RELATIONAL_COLLECTIVES and not f.measure_sum:
        # "a balance among A, B and C" -> "a balance among A and C": a relation among three
        # holds of its own plurality, neither of a sub-plurality nor against it (Lasersohn 1995
        # ch. 1; Hoeksema 1988): another relation, not an incompatible sum
        return "neutral", "relational_collective"
    if f.naming:  # "a term for A and B" -> "a term for A": another denotation
        return "neutral", "naming_relation"
    if f.plus_sum:  # "Y plus A and B" -> "Y plus B": another composition (``plus_composition``)
        return "neutral", "plus_composition"
    if f.membership:  # "a consortium of A and B" -> "a consortium of A": another group
        return "neutral", "group_membership"
    if (f.measure_sum or f.collective) and f.sum_bound in {"lower", "upper"}:
        # "A and B killed at least N" -> "B killed at least N": neutral; "at most N": entailed
        return ("neutral" if f.sum_bound == "lower" else "entailment"), f"collective_{f.sum_bound}"
    if f.measure_sum:
        return "contradiction", "collective_sum"
    if f.collective:
        return "contradiction", "collective_trigger"
    if f.collective_verb:
        # "A and B replaced C" -> "B replaced C" (cj136), "A and B constituted the whole crew"
        # -> "A constituted the whole crew" (cj218): the predicate holds of the members' sum,
        # a collective predicate (Link 1983; Winter 2001 ch. 2), so one member alone is not
        # entailed; it is not excluded either (the member did take part): neutral
        return "neutral", "collective_verb"
    if f.cumulative:  # "A and B have everything needed" -> "B has everything needed"
        return "neutral", "cumulative_universal"
    if f.definite_plural_predicate:  # "A and B were the defending champions" -> "B was one of
        # the defending champions": the removal makes a partitive (``_singular_predicate`` in
        # pipeline/rewrite/conjuncts.py), and membership in the sum distributes over its members
        # whether the noun is a bare role or relational ("one of the authors of the report";
        # Link 1983); the definite singular, which claimed uniqueness, is no longer made
        return "entailment", "distributive_plural_predicate"
    if f.distributed_count:  # "seven titles at A and B" -> "seven titles at A"
        return "neutral", "distributed_count"
    if f.ordinal_restrictor:  # "the first democratic and secular republic" -> "the first
        # democratic republic": another set, possibly another first member
        return "neutral", "ordinal_restrictor"
    if f.counted_restrictor:  # "one of six schools funded and run by X" -> "... funded by X"
        return "neutral", "counted_restrictor"
    if f.definite_relative:  # "didn't meet the people who sing and dance" -> "... who dance":
        # the dancers who don't sing may be among those met (``_downward_definite_relative``)
        return "neutral", "definite_relative"
    if f.generic_restrictor:  # "a wise and learned person will listen" -> "a wise person will
        # listen": the wise who are not learned are not spoken of (``_generic_restrictor``)
        return "neutral", "generic_restrictor"
    if f.degree_result:  # "so often in A and in B that C" -> "so often in B that C"
        return "neutral", "degree_result"
    if f.degree_scope:  # "the most savory and hilarious film" -> "the most hilarious film":
        # the degree is measured on the conjoined property (``conjunction_degree``, cj207)
        return "neutral", f"degree_scope_{f.degree_scope}"
    if f.restrictor and not f.open_list:  # "many species of fish and amphibians" -> "... of
        # amphibians"; "many processes such as A and B": the examples after "such as" are an
        # exemplifying apposition (Quirk et al. 1985 §17.84), outside the quantifier's
        # restrictor, and a shorter list names true examples still
        return "neutral", "quantified_restrictor"
    if f.homogeneous:  # "doesn't use drills and quizzes" -> "... quizzes": neither is used
        return "entailment", "negated_and_homogeneous"
    if f.reason:  # "mad because A and B" -> "mad because A": another reason (see the function)
        return "neutral", "stated_reason"
    if f.procedure and not (f.negated or f.downward):  # "by opening A, choosing B and pressing
        # C" -> "by opening A and pressing C": another, incomplete method (``procedure_steps``)
        return "neutral", "procedure_steps"
    if f.negated_restrictor:  # "while not at A or B, X" -> "while not at B, X": more times
        return "neutral", "negated_restrictor_or"
    if f.contrary_modifiers:  # "a male and female version" -> "a female version": a split
        return "neutral", "contrary_modifiers"  # coordination (``_contrary_modifiers``)
    if f.focus_background:  # "kind and patient only with children" -> "kind only with
        # children": others may get kindness without patience (``focus_background``, cj222)
        return "neutral", "focus_background"
    if f.downward == "negated_report" and not f.negated:
        # "didn't say that A or B" -> "didn't say that A": non-monotone (``_negated_report``)
        return "neutral", "negated_report"
    if f.negated or f.downward:
        kind = "negated" if f.negated else "downward"
        if f.word in {"or", "nor"}:
            return "entailment", f"{kind}_or"
        return "neutral", f"{kind}_and"
    if f.word == "nor":
        # "They did not win, nor did they lose": "nor" is "and not" (H&P 2002 ch. 15 §2.4),
        # each clause is asserted, so dropping either is entailed, as for boolean "and"
        return "entailment", "nor_removed"
    if f.word in {"or", "nor"}:
        if f.definition_or and not (f.negated or f.downward):  # a narrower definition
            return "neutral", "disjunctive_definition"
        if f.comparison_list:  # "better than A or than B" -> "better than A"
            return "entailment", "or_comparison_list"
        if f.equivalence:
            return "entailment", "or_equivalence"
        if f.exclusive_alternatives:
            return "neutral", "or_exclusive"
        if f.comparative_alternative:
            return "neutral", "or_comparative"
        if f.polar:
            return "entailment", "or_polar"
        if f.free_choice == "goal":  # "designed to A or B" -> "designed to A": a goal
            return "neutral", "or_goal"  # under necessity (``conjunction_units_cj228``)
        if f.free_choice:
            return "entailment", "or_free_choice"
        if f.appositive_enumeration:  # "The N, A, B or C, do X" -> "The N, B or C, do X"
            return "entailment", "or_appositive_enumeration"
        if f.generic:
            return "entailment", "or_generic"
        if f.open_list:  # "such as A, B or C" -> "such as A or C": still true examples
            return "entailment", "or_open_list"
        if f.extender:  # "in A, B or other N" -> "in A or other N"
            return "entailment", "or_other_extender"
        return "neutral", "or_boolean"
    return "entailment", "boolean_and" if f.word == "and" else f"boolean_{f.word}"


def _range_or(f: LabelFacts) -> bool:
    """ "magnitude 6.0 or greater", "1889 or 1890": an "or" of numbers or of a number and a
    comparative names one value or range of a scale, not alternatives (Quirk et al. 1985
    §13.38; Horn 1989 ch. 4 on scalar "or more"), so under "only" the focus is that one value,
    and another value is excluded like another list under "only A and B" (``exclusive_focus``;
    ConjNLI's gold keeps "Only 6.0 earthquakes" vs "Only 6.0 or greater" a contradiction)."""
    return f.comparative_alternative or f.exclusive_alternatives


def label_addition(f: LabelFacts, removed: int) -> tuple[str, str]:
    """Label of (original minus a conjunct, original): the reverse of ``label_removal``.

    named entity -> neutral; "neither A nor B" added -> contradiction; "only" -> contradiction;
    summed measures and collective triggers -> contradiction (the total now covers a different
    group); negated "or" -> neutral, negated "and" -> entailment (not A entails not (A and B));
    "or": exclusive alternatives ("in 871" -> "in 870 or 871") and comparative ones ("7 points" ->
    "7 or more points": the premise value satisfies the open range) -> entailment; an added
    example (``or_open_list``), an added name (``or_equivalence_added``: new information), an
    exclusive-or cue ("or not"; not "either", an implicature) and free choice ("can play as A
    or B") -> neutral;
    any other added disjunct -> entailment (or-introduction, ``or_introduction``: the expert
    judges' reading; ConjNLI App. A.2 says neutral, docs/conjnli.md gives the cost);
    a count spread over the conjuncts -> neutral; a proportional quantifier's restrictor ("most
    A" -> "most A and B", ``quantified_restrictor``) -> neutral; boolean "and"/"but" -> neutral (ConjNLI §4.1).
    """
    if f.respective:  # "A in C" -> "A and B in C and D respectively": more is said
        return "neutral", "respective_members"
    if f.polar_question:  # "whether X" -> "whether or not X": the same question
        return "entailment", "polar_question"
    if f.alternative_question:  # "whether it is A" -> "whether it is A or B": the same question
        return "entailment", "alternative_question"
    if f.exceptive:  # "everyone except B came" says A came; "... except A and B" denies it
        return "contradiction", "exceptive_universal"
    if f.in_name:
        return "neutral", "named_entity"
    if f.exceptive_host:  # "None won" -> "None but Jake won": denied; "Jake won" -> it: more
        return ("contradiction" if removed else "neutral"), "exceptive_host"
    if f.question:
        return "neutral", "question"
    if f.contrast:  # "unlike dogs" says nothing of cats
        return "neutral", "contrastive_frame"
    if f.exhaustive and f.exhaustive_modal:  # "must consist of A" -> "... of A and B"
        return "neutral", "exhaustive_list_modal"
    if f.exhaustive and (f.extended == "after" or (f.extended and removed < f.members - 1)):
        # "consists of B, as well as other N" may count A among the other N: the shorter list
        # was never the whole composition (``extended_list``); an added extender itself ("A
        # and B" -> "A, B and other N") still changes the composition
        return "neutral", "exhaustive_list_extended"
    if f.exhaustive:  # "consists of A and B" -> "consists of A, B and C": another composition
        return "contradiction", "exhaustive_list"
    if f.specificational:  # "The founders were A and B" -> "... were A, B and C"
        return "contradiction", "specificational_list"
    if f.exhaustive_cleft:  # "All you need is B" -> "All you need is A and B": not B alone
        return "contradiction", "exhaustive_cleft"
    if f.pseudo_cleft:  # "B is what X is about" -> "A and B is what X is about"
        return "neutral", "pseudo_cleft"
    if f.joint_genitive:  # "Tom's house" -> "Tom and Mary's house"
        return "neutral", "joint_genitive"
    if f.word == "nor" and f.preconjunction == "neither" and f.members > 2:
        return "neutral", "neither_nor_list_added"  # "neither B nor C" says nothing of A
    if f.word == "nor" and f.preconjunction == "neither":
        return "contradiction", "neither_nor_added"
    if f.corrective:
        if removed == 0 and f.corrective == "verb":  # "did not study B" -> "... not A but B"
            return "contradiction", "corrective_negation_kept"
        return "neutral", "corrective_added"
    if f.exclusive_focus and f.word == "or" and f.free_choice == "modal":
        # "can only be blue" -> "can only be red or blue": the free-choice disjunction grants
        # "can be red", which the premise's "only" denied (``label_removal``; cj173)
        return "contradiction", "exclusive_free_choice"
    if f.exclusive_focus and f.word == "or" and not _range_or(f):
        # "deals only with A" -> "deals only with A or B": "only" excludes what lies outside
        # its focus (Horn 1969), and what lies outside A lies outside "A or B" too, while A
        # entails "A or B": an added disjunct under exclusive focus is entailed, never a
        # contradiction (the s1204d judges on conj-031; cj127). Removing one is neutral.
        return "entailment", "exclusive_focus_or"
    if f.exclusive_focus:
        return "contradiction", "exclusive_focus"
    if f.collective in RELATIONAL_COLLECTIVES and not f.measure_sum:
        return "neutral", "relational_collective"  # "a balance among A and C" -> "... A, B and C"
    if f.naming:  # "a term for A" -> "a term for A and B": another denotation
        return "neutral", "naming_relation"
    if f.plus_sum:  # "Y plus B" -> "Y plus A and B": another composition
        return "neutral", "plus_composition"
    if f.membership:  # "a consortium of A" -> "a consortium of A and B": another group
        return "neutral", "group_membership"
    if (f.measure_sum or f.collective) and f.sum_bound in {"lower", "upper"}:
        # "B killed at least N" -> "A and B killed at least N": entailed; "at most N": neutral
        return ("entailment" if f.sum_bound == "lower" else "neutral"), f"collective_{f.sum_bound}"
    if f.measure_sum:
        return "contradiction", "collective_sum"
    if f.collective:
        return "contradiction", "collective_trigger"
    if f.collective_verb:  # "B replaced C" -> "A and B replaced C": a new claim (cj136)
        return "neutral", "collective_verb"
    if f.cumulative:  # "B has everything needed" -> "A and B have everything needed"
        return "neutral", "cumulative_universal"
    if f.definite_plural_predicate:
        return "neutral", "definite_plural_predicate"
    if f.distributed_count:
        return "neutral", "distributed_count"
    if f.ordinal_restrictor:  # "the first democratic republic" says nothing of the first
        # democratic and secular one
        return "neutral", "ordinal_restrictor"
    if f.counted_restrictor:  # "one of six schools run by X" says nothing of the schools
        # funded and run by X, nor of how many there are
        return "neutral", "counted_restrictor"
    if f.definite_relative:  # "if you invite the people who dance, ..." says nothing of the
        # smaller set who sing and dance (``_downward_definite_relative``)
        return "neutral", "definite_relative"
    if f.generic_restrictor:  # "a wise person will listen" says nothing of every wise and
        # learned one: a generic admits exceptions (``_generic_restrictor``)
        return "neutral", "generic_restrictor"
    if f.degree_scope:  # "not the most hilarious film" says nothing of the most savory and
        # hilarious one, under a negation or not (``conjunction_degree``, cj207)
        return "neutral", f"degree_scope_{f.degree_scope}"
    if f.restrictor in PROPORTIONAL_QUANTIFIERS:  # "most A" says nothing of "most A and B"
        return "neutral", "quantified_restrictor"
    if f.homogeneous:  # "doesn't use quizzes" says nothing about drills
        return "neutral", "negated_and_homogeneous"
    if (f.negated or f.downward) and f.extender and removed < f.members - 1:
        # "does not cover drinks or other expenses" -> "... meals, drinks, or other expenses":
        # "or other N" makes every named member an example of N (Overstreet 1999 ch. 3), so
        # the added member is already inside "other N" of the shorter list, which the negation
        # denies: entailed. An added extender itself ("meals or drinks" -> "meals, drinks, or
        # other expenses") widens what is denied and stays ``negated_or`` (neutral).
        return "entailment", "or_other_extender"
    if f.reason:  # "mad because A" -> "mad because A and B": a reason not given
        return "neutral", "stated_reason"
    if f.negated_restrictor:  # "while not at B, X" -> "while not at A or B, X": fewer times
        return "entailment", "negated_restrictor_or"
    if f.focus_background:  # "kind only with children" says nothing of patience (cj222)
        return "neutral", "focus_background"
    if f.downward == "negated_report" and not f.negated:
        # "didn't say that A" -> "didn't say that A or B": non-monotone (``_negated_report``)
        return "neutral", "negated_report"
    if f.negated or f.downward:
        kind = "negated" if f.negated else "downward"
        if f.word in {"or", "nor"}:
            return "neutral", f"{kind}_or"
        return "entailment", f"{kind}_and"
    if f.word == "nor":  # "They did not win." says nothing of losing: ConjNLI §4.1's "and"
        return "neutral", "nor_added"
    if f.converse:  # "Money was lent" -> "Money was lent and borrowed": the same transfer
        return "entailment", "converse_passive"
    if f.consequence is not None and removed == f.consequence and f.word == "and":
        # "A" -> "A and therefore/thus B": the connective presents B as a conclusion the speaker
        # draws from A (Blakemore 1987: "so/therefore" constrain B to be processed as a
        # contextual implication of A), i.e. from A together with assumptions of the speaker's
        # context that the premise does not state; B itself stays a new assertion: neutral
        return "neutral", "added_inference"
    if f.consequence is not None and removed == f.consequence:
        # "but didn't" after a counterfactual modal perfect: the premise already implicates it
        return "entailment", "added_consequence"
    if f.word in {"or", "nor"}:
        if f.definition_or and not (f.negated or f.downward):  # "An X is something that A" ->
            # "... that A, or that B": a wider definition (``disjunctive_definition``)
            return "neutral", "disjunctive_definition"
        if f.comparison_list:  # "better than A" -> "better than A or than B": a new comparison
            return "neutral", "or_comparison_list"
        if f.exclusive_alternatives:
            return "entailment", "or_exclusive"
        if f.comparative_alternative:
            return "entailment", "or_comparative"
        if f.open_list:  # an added example is not asserted by the shorter list
            return "neutral", "or_open_list"
        if f.equivalence and f.predicate_gloss and not (f.negated or f.downward):
            return "entailment", "or_synonym_added"  # "appeared" -> "appeared or seemed"
        if f.equivalence:  # "The Stele Forest" -> "The Stele Forest, or Beilin Museum": a new name
            return "neutral", "or_equivalence_added"
        # "either A or B" is no cue here: its "not both" is a scalar implicature that
        # "either" reinforces but does not make part of what is said (Gazdar 1979; Horn 1989
        # ch. 4; Huddleston & Pullum 2002 ch. 15 §2.2), so A still entails "either A or B" by
        # or-introduction in an upward context, as without "either" (cj141; s1204m conj-019 vs
        # conj-088). Downward contexts, free choice and questions are handled above and below.
        if f.exclusive_cue:  # "A or not"
            return "neutral", "or_exclusive_cue"
        if f.free_choice == "epistemic":
            # "may be landings" -> "may be stairwells or landings": an epistemic possibility
            # modal is upward monotone in its prejacent (Kratzer 1981: "may p" is true if p holds
            # in some world compatible with what is known, and a world where B holds is one
            # where "A or B" holds), so the weaker possibility is entailed; the free-choice
            # reading ("may be A and may be B") is an implicature on top (Kratzer & Shimoyama
            # 2002; Fox 2007), and with epistemic modals "or" mostly conveys ignorance. The blind
            # expert judges labelled such a pair entailment (s1129q). Deontic and ability "can/
            # may" keep the addition neutral: "You may post the letter" does not give "You may
            # post it or burn it" (Ross 1941's paradox), nor does free-choice "any".
            return "entailment", "or_free_choice_weakened"
        if f.free_choice == "goal":  # "designed to A" -> "designed to A or B" (Ross 1941)
            return "neutral", "or_goal"
        if f.free_choice:  # "can play as A or B" says he can play as B too (Kamp 1973)
            return "neutral", "or_free_choice"
        if f.generic:  # "Dogs or cats make good pets" says it of dogs too
            return "neutral", "or_generic"
        if f.exact_count:  # "11 of which he wrote" -> "... wrote or co-wrote": another count
            return "neutral", "or_exact_count"
        if f.enumeration:  # "many came as A or C" -> "as A, B, or C": some came as B
            return "neutral", "or_plural_enumeration"
        if f.appositive_enumeration:  # an added member is a new claim about it
            return "neutral", "or_appositive_enumeration"
        if f.options and not f.extender:  # "a suffix denoting A" -> "... A or B": one more
            # option; an added "or other N" names no new option (Overstreet 1999 ch. 3)
            return "neutral", "or_options"  # ``option_list``: free choice without a modal
        # Or-introduction: A entails "A or B" in an upward-entailing context (downward ones are
        # handled above). The blind expert judges labelled every such pair entailment; ConjNLI's
        # crowd gold mostly says neutral (App. A.2), which costs label accuracy on conj_dev
        # (docs/conjnli.md).
        return "entailment", "or_introduction"
    return "neutral", "boolean_and" if f.word == "and" else f"boolean_{f.word}"


#: Determiners that make a plural noun phrase definite (one group, whose members the
#: antonym then excludes): "the/these/those" and possessives.
_DEFINITE_PLURAL_DETS = frozenset({"the", "these", "those", "all", "both", "every", "each"})


def _scalar_value_of_singular(doc: Doc, conj: Conjunct, rep: ops.Replacement) -> bool:
    """ "He had a long career and a happy marriage" -> "a short career": an antonym of a
    gradable adjective, a value of one attribute (WordNet's attribute link: "long"/"short" are
    values of duration, "slow"/"fast" of speed; Miller 1998 on WordNet's descriptive adjectives;
    Cruse 1986 ch. 9 on gradable antonyms), on a singular noun: the one career has one length,
    so the other value contradicts it. A classifying adjective ("physical"/"mental strength",
    no attribute) names another kind of the thing, which may be there as well: the neutral
    ``replaced_in_open_np_list`` stays, as it does for plurals ("several international
    observers")."""
    for tok in doc[conj.start : conj.end]:
        if tok.text != rep.old or tok.dep_ != "amod" or tok.head.tag_ != "NN":
            continue
        synsets = wordnet.wordnet().synsets(tok.lower_, "a")
        return bool(synsets) and bool(synsets[0].attributes())
    return False


_TIME_PREPOSITIONS = frozenset({"in", "during"})
#: The adverbs of "as early as" / "as late as" before a time (the earliest or latest time of
#: the event, stressing that it is early or late).
_TIME_EDGES = frozenset({"early", "late"})


def _decade_of_once_only_event(doc: Doc, conj: Conjunct, rep: ops.Replacement) -> bool:
    """ "The house was built in the 1950s" -> "... built in the 1960s": the decade locates an
    event that happens once to its participant (``conjunction_once_only_verbs``; Krifka 1998),
    so the sentence asserts that decade exclusively and another one in the same slot is a
    contradiction (ConjNLI §4.1's boolean replacement rule). A decade of a state or a recurring
    event ("played in the 1950s", "music of the 1950s") stays neutral (``replaced_decade``)."""
    once = wordlist("conjunction_once_only_verbs")
    for tok in doc[conj.start : conj.end]:
        if tok.text != rep.old:
            continue
        while tok.dep_ == CONJUNCT_DEP and tok.head.i != tok.i:
            tok = tok.head  # "built in the 1950s and 1960s": the first decade holds the slot
        prep = tok.head
        verb = prep.head
        if prep.lower_ == "as" and verb.lower_ in _TIME_EDGES and verb.dep_ == "advmod":
            # "began as early as the 1920s": the time adverb locates the event at that decade
            # as well ("as early as X" = at X, which is early: Huddleston & Pullum 2002 ch. 13
            # §4.2 on comparative "as ... as" with a time complement)
            verb = verb.head
        elif tok.dep_ != "pobj" or prep.lower_ not in _TIME_PREPOSITIONS:
            return False
        if tok.dep_ != "pobj" or verb.pos_ not in VERBAL_POS:
            return False
        return verb.lemma_.lower() in once or _attained_status(verb)
    return False


#: Verbs of attaining and the statuses a polity attains once ("gained independence").
_ATTAINING_VERBS = frozenset({"gain", "achieve", "attain", "win", "obtain", "declare"})
_ONCE_ONLY_STATUSES = frozenset({"independence", "statehood", "sovereignty"})


def _attained_status(verb: Token) -> bool:
    """ "gained independence during the 1940s": attaining independence or statehood is an
    achievement that brings about a lasting resultant state (Dowty 1979 §2.3 on achievements;
    Moens & Steedman 1988 on consequent states), a change a polity undergoes once (Krifka 1998's
    unique events), so its decade excludes another (ConjNLI §4.1's date replacement: a
    contradiction, as the blind review s1202e judged, cj95)."""
    return verb.lemma_.lower() in _ATTAINING_VERBS and any(
        c.dep_ == "dobj" and c.lemma_.lower() in _ONCE_ONLY_STATUSES for c in verb.children
    )


def _antonym_of_indefinite_plural(doc: Doc, conj: Conjunct, rep: ops.Replacement) -> bool:
    """ "criticized by several international observers" -> "several national observers": an
    antonym of a modifier of an indefinitely quantified plural noun phrase
    introduces other things of the opposite kind, which can exist beside the first ones
    (indefinites introduce no unique referent, Heim 1982; incompatibility needs one referent,
    Cruse 1986 ch. 4), so the pair is neutral, as in a list of such noun phrases
    (``replaced_in_open_np_list``). A definite or possessed plural ("the wide scales") keeps its
    contradiction, and so does a counted one ("five white petals": a number counts one set).
    Quantifiers are no kind modifiers: "many" -> "few" stays a contradiction."""
    if rep.kind != "antonym":
        return False
    for tok in doc[conj.start : conj.end]:
        if tok.text != rep.old or tok.dep_ != "amod" or tok.lower_ in _QUANTITY_ADJECTIVES:
            continue
        noun = tok.head
        if noun.tag_ not in {"NNS", "NNPS"}:
            return False
        lefts = [c for c in noun.children if c.i < noun.i]
        if any(c.dep_ in {"poss", "nummod"} or c.lower_ in _DEFINITE_PLURAL_DETS for c in lefts):
            return False
        return any(c.lower_ in _INDEFINITE_PLURAL_DETS for c in lefts)
    return False


#: Words a list of numbers may run through back to its determiner ("various 16, 32, and 64").
_NUMBER_LIST_LINKS = frozenset({",", "and", "or", "-"})


def _number_of_indefinite_plural(doc: Doc, rep: ops.Replacement) -> bool:
    """ "Ports were made to various 16, 32, and 64 bit architectures" -> "various 17, 32, and 64
    bit architectures": a number that classifies the things of an indefinitely quantified plural
    ("various/several/some ... Xs", ``_INDEFINITE_PLURAL_DETS``; a size or class modifier, not
    a count) introduces things of another class, which can exist beside the first ones. It is
    the reason of ``_antonym_of_indefinite_plural`` for a number: an indefinite introduces no
    unique referent (Heim 1982) and incompatibility needs one (Cruse 1986 ch. 4), so the pair
    is neutral, not a contradiction (the s1204b judges, conjunction class 4; cj124). Found by the
    words before the number: back over the other numbers of its list to the determiner. A
    downward "few" is left out (Ladusaw 1979)."""
    if rep.kind != "number":
        return False
    tok = replaced_token(doc, rep)
    if tok is None or tok.like_num is False:
        return False
    i = tok.i - 1
    while i >= 0 and (doc[i].like_num or doc[i].text in _NUMBER_LIST_LINKS):
        i -= 1
    return i >= 0 and doc[i].lower_ in _INDEFINITE_PLURAL_DETS - _DOWNWARD_PLURAL_DETS


#: Verbs whose bare plural object is a set of parts of the subject ("has long legs"), one
#: definite group, not an existential one (Quirk et al. 1985 §10.27 on "have" of possession).
_HAVE_LEMMAS = frozenset({"have"})


def _antonym_of_bare_plural_object(doc: Doc, rep: ops.Replacement) -> bool:
    """ "ARM designs and licenses peripheral chips" -> "... central chips": an antonym of a
    modifier of a bare plural object of a present simple verb. A present simple sentence with
    an activity verb is characterizing, and its bare plural object has the existential reading
    ("designs chips" = designs some chips: Carlson 1977; Krifka et al. 1995 §1.3.1), an
    indefinite with no unique referent, so things of the opposite kind can be designed beside
    them: neutral, for the reason of ``_antonym_of_indefinite_plural`` (Heim 1982; Cruse 1986
    ch. 4; the s1204b judges, conjunction class 4; cj124). Not under "have" (a set of the
    subject's parts, ``_HAVE_LEMMAS``), nor a determined, possessed or counted plural, nor a
    negated verb."""
    if rep.kind != "antonym":
        return False
    tok = replaced_token(doc, rep)
    if tok is None or tok.dep_ != "amod" or tok.lower_ in _QUANTITY_ADJECTIVES:
        return False
    noun, verb = tok.head, tok.head.head
    if noun.tag_ not in {"NNS", "NNPS"} or noun.dep_ != "dobj":
        return False
    if verb.tag_ not in {"VBZ", "VBP"} or verb.lemma_.lower() in _HAVE_LEMMAS:
        return False
    if any(c.dep_ == "neg" for c in verb.children):
        return False
    return not any(c.dep_ in {"det", "poss", "nummod"} for c in noun.children if c.i < noun.i)


def _antonym_under_existential_subject(doc: Doc, rep: ops.Replacement) -> bool:
    """ "Some RDBMSs allow a column to be labelled as a foreign key and only allow values that
    exist in the primary key column" -> "... secondary key column": an antonym in the predicate
    of a main clause whose subject is an indefinitely quantified plural ("some/several/many ... Xs",
    ``_INDEFINITE_PLURAL_DETS``). An existential subject asserts the predicate of some members
    only (Barwise & Cooper 1981), so the sentence with the antonym can be true of other members
    beside the original (incompatibility needs one referent, Cruse 1986 ch. 4; the same reason as
    ``_antonym_of_indefinite_plural``, one level up): neutral, not contradiction (cj112, s1202t
    class 5). A definite or bare plural subject keeps its contradiction."""
    if rep.kind != "antonym":
        return False
    tok = replaced_token(doc, rep)
    if tok is None:
        return False
    subj = None
    for anc in tok.ancestors:  # the subject of the main clause (or main-clause conjunct) it is
        if anc.pos_ not in {"VERB", "AUX"} or anc.dep_ not in {"ROOT", "conj"}:
            continue  # in: subordinate and non-finite clauses ("if they exist") are skipped
        subj = next((c for c in anc.children if c.dep_ in NOMINAL_SUBJECT_DEPS), None)
        if subj is not None or anc.dep_ == "ROOT":
            break  # a verb phrase conjunct without one shares the subject above it
    if subj is None or subj.tag_ not in {"NNS", "NNPS"} or tok in subj.subtree:
        return False  # "Very few regions" -> "Very many regions": the quantifier itself
    lefts = [c for c in subj.children if c.i < subj.i]
    if any(c.lower_ in _DOWNWARD_PLURAL_DETS for c in lefts):
        return False  # "few ships": not existential (downward entailing, Ladusaw 1979)
    if any(c.dep_ in {"poss", "nummod"} or c.lower_ in _DEFINITE_PLURAL_DETS for c in lefts):
        return False
    return any(c.lower_ in _INDEFINITE_PLURAL_DETS for c in lefts)


#: Plural determiners that are downward entailing, not existential (Ladusaw 1979).
_DOWNWARD_PLURAL_DETS = frozenset({"few"})
#: Determiners of an indefinite plural: a bare plural is often specific ("low ratings canceled
#: the plans", where ConjNLI's experts keep the contradiction), so only these count.
_INDEFINITE_PLURAL_DETS = frozenset(
    {"several", "some", "various", "numerous", "many", "multiple", "other", "few"}
)
#: Quantifying adjectives ("many" -> "few" changes the quantity, not the kind) and the reason a
#: counted plural ("five white petals") is left out above: a number counts one set of things.
_QUANTITY_ADJECTIVES = frozenset(
    {"many", "few", "several", "numerous", "much", "little", "multiple", "single"}
)


def _compatible_antonyms(old: str, new: str) -> bool:
    """ "orphaned, hungry and alone" -> "orphaned, thirsty and alone": WordNet lists the two as
    direct antonyms, but they are not incompatible (one can be hungry and thirsty at once), so
    the swap does not contradict (Cruse 1986 ch. 9: contradiction needs contradictories or
    contraries on one scale). The pairs are in ``wordlists/conjunction_compatible_antonyms.txt``."""
    return listed_pair("conjunction_compatible_antonyms", old, new)


#: Verbs of a stated outcome whose subject "this"/"that" refers back to a described case ("this
#: results in X", "this gives X"): Quirk et al. 1985 §12.19 on demonstratives referring to a
#: preceding clause or text; the set is kept to verbs of producing a result.
_RESULT_VERBS = frozenset({"result", "give", "produce", "yield", "cause", "create"})


def _result_setup(doc: Doc, conj: list[Conjunct]) -> bool:
    """ "A 100-pixel image, a plain white map and a coefficient of 10: this results in a shift
    of 10 pixels.": the coordination stands before a colon and the clause after it has the
    demonstrative subject "this"/"that" and a verb of outcome (``_RESULT_VERBS``). The list
    sets up a case, the antecedent of a conditional stated as a result ("if A, B and C, then
    X"; Quirk et al. 1985 §15.33 on conditions; Lasersohn 1995 on the whole list as one case),
    so a member replaced ("a plain black map") describes another case, whose result the
    premise does not state: neutral, not contradiction (stop 79, cj159; the s1204v judge on
    conj-081). A removal keeps its label (a case with fewer stated parts is not this one
    either, but that is the rule of the removal code, not this label)."""
    if not conj:
        return False
    colon = next((t for t in doc[conj[-1].end :] if t.text == ":"), None)
    if colon is None or any(t.text == ":" for t in doc[: conj[0].start]):
        return False
    verb = next((t for t in doc[colon.i + 1 :] if t.pos_ in {"VERB", "AUX"}), None)
    if verb is None or verb.lemma_.lower() not in _RESULT_VERBS:
        return False
    # a "det" on a verb is the parse's misreading of the demonstrative pronoun subject ("this
    # results in ..."): a determiner has no verb to modify
    return any(
        c.dep_ in {"nsubj", "det"} and c.lower_ in {"this", "that"} and c.i > colon.i
        for c in verb.children
    )


#: Determinatives that state the size of a noun's set ("many others" -> "few others"): no
#: property of one of several open referents but the quantity of the one set the noun phrase
#: denotes (Barwise & Cooper 1981; "many"/"few" are determinatives, Huddleston & Pullum 2002
#: ch. 5 §7.6). "many N" and "few N" over the same noun in one clause are contraries, so the
#: open-list reason for a neutral antonym (another referent may have the opposite property)
#: does not apply and the swap keeps the boolean contradiction (cj200).
_QUANTITY_DETERMINATIVES = frozenset({"many", "few"})


def label_replacement(f: LabelFacts, rep: ops.Replacement) -> tuple[str, str]:
    """Label of (original, a conjunct word replaced): ConjNLI §4.1 boolean rule (contradiction),
    except inside a name (neutral), in a question (neutral), with "or" (the other alternative may
    hold: neutral) and under negation (not A and not B says nothing about C: neutral) and in a list
    of examples ("including A and B" does not exclude C: neutral), and an antonym in a bare or
    indefinite member of an "and" list of noun phrases ("had great speed, good balance and
    physical strength" -> "mental strength", ``replaced_in_open_np_list``): such a list asserts
    that each thing exists or is had, and a thing with the opposite property can be had beside
    them (incompatibility needs one referent, Cruse 1986 ch. 4; an indefinite or bare noun
    phrase introduces no unique referent, Heim 1982), so it is neutral; an equivalence "or" ("64
    stories or 711 ft") states one fact twice, so changing either half contradicts it.

    Only incompatible replacements contradict: antonyms, exact numbers, another person's name in
    the same role. A decade is a period, not a value: a property of the music of the 1940s does
    not exclude the 1950s (like co-hyponyms below), so a decade replaced is neutral. A
    co-hyponym is no antonym ("gates" -> "doors": a palace can have both; Cruse
    1986 ch. 4 separates incompatibility from co-hyponymy), so it is neutral. A number under a
    bound (``_number_bound``) is compared with its neighbour: "over 41" entails "over 40", not
    "over 42"; "under 40" entails "under 41"; an approximate number is neutral.
    """
    if f.in_name:
        return "neutral", "named_entity"
    if f.question:
        return "neutral", "question"
    if f.result_setup:  # "A, a white map and B: this results in X" -> "a black map": another
        return "neutral", "replaced_in_result_setup"  # case, whose result is not stated
    if f.open_list:
        return "neutral", "replaced_in_open_list"
    if (
        rep.kind == "antonym"
        and f.open_members
        and f.open_members[rep.conjunct]
        and rep.old.lower() not in _QUANTITY_DETERMINATIVES
    ):
        return "neutral", "replaced_in_open_np_list"
    if rep.kind == "antonym" and _compatible_antonyms(rep.old, rep.new):
        return "neutral", "replaced_compatible_antonym"
    if f.equivalence:
        return "contradiction", f"replaced_{rep.kind}_equivalence"
    if f.word in {"or", "nor"} or f.negated:
        return "neutral", "replaced_in_" + ("negation" if f.negated else "or")
    # "deduct all ordinary and necessary expenses" -> "... unnecessary ...": another set
    # "useful when you have A, and you want B" -> "useless ...": with ``continued_restrictor``
    # the first conjunct the parse gives is the main clause itself, where the antonym falls,
    # outside the "when" restrictor; the restrictor's downward reading does not reach it
    down = bool(f.downward) and not (f.continued_restrictor and rep.conjunct == 0)
    quantified = restrictor_label(down, f.restrictor) if rep.kind == "antonym" else None
    if quantified is not None:
        return quantified
    if f.contrast:  # "unlike cats and dogs" -> "unlike cats and foxes": says nothing of foxes
        return "neutral", "replaced_in_contrastive_frame"
    if rep.kind == "cohyponym":
        return "neutral", "replaced_cohyponym"
    if rep.kind == "decade":  # "music of the 1930s and 1940s" -> "... 1930s and 1950s"
        return "neutral", "replaced_decade"
    if rep.kind == "number" and f.date_range == "lower":
        return _date_range_label(rep)
    if rep.kind == "number" and f.date_range is not None and rep.conjunct == 0:
        return _narrowed_period_label()
    if rep.kind == "number":
        bound = next((b for k, n, b in f.bounds if k == rep.conjunct and n == rep.old), None)
        if bound is not None:
            return _bounded_number_label(bound, rep)
    return "contradiction", f"replaced_{rep.kind}"


def _first_number(text: str) -> float | None:
    m = re.search(r"\d[\d,]*(?:\.\d+)?", text)
    return float(m.group(0).replace(",", "")) if m else None


def _bounded_number_label(bound: str, rep: ops.Replacement) -> tuple[str, str]:
    """ "over 41" -> "over 40": entailment (a lower bound entails any smaller one); "over 41" ->
    "over 42": neutral; the reverse for an upper bound; an approximate number: neutral."""
    old, new = _first_number(rep.old), _first_number(rep.new)
    if bound == "approx" or old is None or new is None or old == new:
        return "neutral", f"replaced_number_{bound}"
    weaker = new < old if bound == "lower" else new > old
    return ("entailment" if weaker else "neutral"), f"replaced_number_{bound}"


def _narrowed_period_label() -> tuple[str, str]:
    """ "Between 1953 and 1962 the band had two dozen hits" -> "between 1954 and 1962": the
    replacement raises the start by one, so the new period lies inside the old one. A period
    narrowed in this way contradicts nothing the sentence says: a state or activity that held
    over the period also holds over any subinterval (the subinterval property, Bennett & Partee
    1972; Dowty 1979 ch. 3), and events located in the period (Kamp & Reyle 1993 ch. 5) may or
    may not all fall inside the narrower one. Only an exhaustive "exactly these bounds" reading
    would clash, and that is an implicature, not what was said. Neutral, whatever the clause
    counts; a later end (a wider period) keeps the contradiction of a duration ("served between
    1990 and 1996") unless ``_date_range_label`` applies."""
    return "neutral", "replaced_date_range"


def _date_range_label(rep: ops.Replacement) -> tuple[str, str]:
    """ "Between 1936 and 1985 over seventy companies were acquired" -> "between 1936 and 1986":
    an amount with a lower bound ("over", "at least") reached within a period is reached within
    any period containing it (temporal location is upward monotone, Kamp & Reyle 1993 ch. 5;
    "over N" is upward monotone, Barwise & Cooper 1981), so a widened period (a later end) is
    entailed and a narrowed one (a later start) is neutral. Without such a bound the period may
    be a duration ("existed between 2002 and 2010") or bound an exact count ("released ten
    albums"), and the boolean contradiction label stays. The replacement always raises a number
    by one: the end widens, the start narrows."""
    return ("entailment" if rep.conjunct == 1 else "neutral"), "replaced_date_range"
