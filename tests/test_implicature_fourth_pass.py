"""Issue #11, fourth pass: trigger precision on unseen text, one test per error class.

Constructed sentences through the real spaCy model; each test failed on the code before this
change (aa77e23). Sources of every rule are in ``pipeline/phenomena/implicature/__init__.py``
and ``docs/implicature.md``. ``implicature_inventory=imppres`` restores IMPPRES's wider inventory.
"""

from __future__ import annotations

import pytest

from pipeline.phenomena._base import RunContext
from pipeline.phenomena.implicature import SUBTYPES, Implicature

PHEN = Implicature()
ALL = frozenset(SUBTYPES)


def found(parsed, ctx, text, options=None):
    doc, sentence = parsed(text)
    run_ctx = RunContext(model=ctx.model, options=options or {})
    return {(c.subtype, c.trigger.lower()) for c in PHEN.extract(doc, sentence, ALL, run_ctx)}


WIDE = {"implicature_inventory": "imppres"}


# -- numerals in ranges, totals, measures and frame adjuncts ------------------------------------


@pytest.mark.parametrize(
    "text, numeral",
    [
        ("All the pupils were in grades 9 through 12 last year.", "9"),  # a range
        ("The nurses conducted long visits, totaling four interviews.", "four"),  # a sum
        ("The striker scored again after six games.", "six"),  # temporal frame adjunct
        ("The new drive holds four gigabytes of photos.", "four"),  # a measure phrase
    ],
)
def test_numerals_in_ranges_totals_measures_and_frames_are_not_triggers(parsed, ctx, text, numeral):
    assert ("numerals", numeral) not in found(parsed, ctx, text)


def test_a_counting_numeral_in_an_argument_is_still_a_trigger(parsed, ctx):
    assert ("numerals", "two") in found(parsed, ctx, "The picture shows two men in a boat.")


# -- quantifiers and numerals under a modal --------------------------------------------------------


@pytest.mark.parametrize(
    "text, trigger",
    [
        ("The dogs may be shown in some rare breed clubs.", ("quantifiers", "some")),
        ("Each player had to win three matches.", ("numerals", "three")),
    ],
)
def test_items_under_a_modal_are_left_to_the_imppres_inventory(parsed, ctx, text, trigger):
    assert trigger not in found(parsed, ctx, text)
    assert trigger in found(parsed, ctx, text, WIDE)


def test_many_other_is_a_complement_set(parsed, ctx):
    text = "Many other theories have been put forward by the critics."
    assert ("quantifiers", "many") not in found(parsed, ctx, text)


# -- modals: ability/root possibility needs an agentive subject and an action ------------------


@pytest.mark.parametrize(
    "text",
    [
        "The company's payouts could grow next year.",  # inanimate subject: epistemic
        "Labeling the leaders as criminals could have a strong effect.",  # clausal subject
        "The farmer could have a large herd.",  # stative "have"
    ],
)
def test_non_agentive_or_stative_modals_are_not_triggers_by_default(parsed, ctx, text):
    assert not any(s == "modals" for s, _ in found(parsed, ctx, text))


def test_an_agentive_root_modal_is_still_a_trigger(parsed, ctx):
    assert ("modals", "could") in found(parsed, ctx, "The nurse could leave the ward early.")


# -- backgrounded clauses --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, trigger",
    [
        ("The man who ate some of the cookies left early.", ("quantifiers", "some")),
        ("She left because three guests were rude.", ("numerals", "three")),
    ],
)
def test_triggers_in_backgrounded_clauses_are_not_extracted(parsed, ctx, text, trigger):
    assert trigger not in found(parsed, ctx, text)
    assert trigger in found(parsed, ctx, text, WIDE)  # flagged and ranked low there


# -- the stronger alternative is said in the sentence ----------------------------------------------


@pytest.mark.parametrize(
    "text, trigger",
    [
        ("Some riders were warm, but the stages were hot.", ("gradable_adjectives", "warm")),
        ("Most stems are upright, but some spread over the ground.", ("quantifiers", "most")),
        ("The guests can stay, but they do not have to.", ("modals", "can")),
    ],
)
def test_an_explicit_stronger_alternative_or_partition_is_no_candidate(parsed, ctx, text, trigger):
    assert trigger not in found(parsed, ctx, text)


# -- adjectives: predicative only; expletive object "it" -------------------------------------------


def test_attributive_adjective_in_a_predicate_noun_is_left_to_imppres_inventory(parsed, ctx):
    text = "When the party wins, it is big news."
    assert ("gradable_adjectives", "big") not in found(parsed, ctx, text)


def test_make_it_possible_to_is_an_extraposed_evaluation(parsed, ctx):
    text = "The common standard makes it possible to use the same phones."
    assert ("gradable_adjectives", "possible") not in found(parsed, ctx, text)


# -- reliably scalar defaults: "either ... or", bounded verb scales --------------------------------


def test_plain_or_is_imppres_inventory_and_either_or_is_default(parsed, ctx):
    plain = "The board hired a lawyer or an accountant."
    assert ("connectives", "or") not in found(parsed, ctx, plain)
    assert ("connectives", "or") in found(parsed, ctx, plain, WIDE)
    either = "The board hired either a lawyer or an accountant."
    assert ("connectives", "or") in found(parsed, ctx, either)


def test_unbounded_verb_scales_are_imppres_inventory(parsed, ctx):
    like = "My sister likes jazz."
    assert ("gradable_verbs", "likes") not in found(parsed, ctx, like)
    assert ("gradable_verbs", "likes") in found(parsed, ctx, like, WIDE)
    assert ("gradable_verbs", "tried") in found(parsed, ctx, "Amelia tried to open the door.")


# -- second round on the tuning slice --------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The network believes that its anchors can do a weekly spot.",  # attitude complement
        "He figured he could play eighteen holes before lunch.",
        "The singer can rap well.",  # manner adverb: a skill
    ],
)
def test_modals_in_attitude_complements_or_with_manner_adverbs(parsed, ctx, text):
    assert not any(s == "modals" for s, _ in found(parsed, ctx, text))


def test_some_naming_the_rest_of_a_most_set(parsed, ctx):
    text = "Most of the species are native to Asia, but some are found elsewhere."
    assert ("quantifiers", "some") not in found(parsed, ctx, text)


def test_specificational_numeral_subject(parsed, ctx):
    text = "Two standard measures are the Diagnostic Schedule and the Rating Scale."
    assert ("numerals", "two") not in found(parsed, ctx, text)


def test_modal_with_a_specific_pronoun_subject_is_ability_or_possibility(parsed, ctx):
    assert not any(s == "modals" for s, _ in found(parsed, ctx, "She could hide in the attic."))
    assert ("modals", "could") in found(parsed, ctx, "She could hide in the attic.", WIDE)
    assert ("modals", "could") in found(parsed, ctx, "Teams could name a squad of thirty.")


def test_numeral_naming_the_parts_of_a_division(parsed, ctx):
    text = "The county is divided into four districts."
    assert ("numerals", "four") not in found(parsed, ctx, text)


def test_numeral_whose_members_are_listed_after_a_semicolon(parsed, ctx):
    text = "The tribe occupies three reserves; Curve Lake, Mud Lake, and Buckhorn Island."
    assert ("numerals", "three") not in found(parsed, ctx, text)
    kept = "The tribe occupies three reserves; its council meets in the largest one."
    assert ("numerals", "three") in found(parsed, ctx, kept)


def test_item_in_a_bare_infinitive_complement_is_flagged(parsed, ctx):
    # "make any food adventure seem good" had free-choice "any" in the object, which since the
    # seventy-eighth pass (im71) gets no pair at all; the same small clause with a definite
    # object keeps the flag this test is about
    doc, sentence = parsed("Chickens make the food adventure seem good.")
    run_ctx = RunContext(model=ctx.model, options={})
    [cand] = [c for c in PHEN.extract(doc, sentence, ALL, run_ctx) if c.subtype.startswith("grad")]
    [main] = [p for p in PHEN.rewrite(cand, doc, sentence, run_ctx) if p.premise_kind == "original"]
    assert not main.well_formed and "item-in-nonfinite-clause" in main.features["flags"]


def test_numeral_under_an_adverb_of_quantification(parsed, ctx):
    text = "Often the reporter wrote four features a week."
    assert ("numerals", "four") not in found(parsed, ctx, text)
    assert ("numerals", "four") in found(parsed, ctx, "The reporter wrote four features.")
    conjunct = "He has written three books and frequently works as an editor."
    assert ("numerals", "three") in found(parsed, ctx, conjunct)
    participle = "Each summer the company produces six plays, often including a musical."
    assert ("numerals", "six") in found(parsed, ctx, participle)
