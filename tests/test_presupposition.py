"""Presupposition triggers on real parses: matches, non-matches (in the style of NOPE's expert
rejections), drafts per type, pairs, and the prefilter as a necessary condition."""

from __future__ import annotations

import pytest

from pipeline import prefilter
from pipeline.phenomena.presupposition import SUBTYPES, Presupposition

PHEN = Presupposition()


def _subtypes(parsed, ctx, text: str, subtype: str) -> list:
    doc, sent = parsed(text)
    return list(PHEN.extract(doc, sent, frozenset({subtype}), ctx))


MATCH = [
    ("change_of_state", "A moment later, the images on the screen snapped into focus."),
    ("change_of_state", "The old bridge collapsed during the storm."),
    ("aspectual_verbs", "My neighbour started playing the trumpet again."),
    ("aspectual_verbs", "The committee continued to shape the debate for years."),
    ("clause_embedding_predicates", "The inspectors realized that the seal had failed."),
    ("clause_embedding_predicates", "Most of the residents know the river will flood again."),
    ("clefts", "It was her brother who sold the farm."),
    ("clefts", "It is the small details that make the difference."),
    ("clefts", "It's not just teenagers who spend too much time online."),
    ("comparatives", "A baked potato is a healthier side than french fries."),
    ("comparatives", "The new stadium had become a bigger attraction than the old museum."),
    ("embedded_question", "The whole village knows why the mill closed."),
    ("embedded_question", "She wondered where her brother had hidden the letters."),
    ("implicative_predicates", "The climbers managed to reach the summit before dark."),
    ("implicative_predicates", "Earlier studies have failed to show such an effect."),
    # passive complements; a past form the tagger leaves unlemmatised ("forgot")
    ("implicative_predicates", "The senator declined to be interviewed by reporters."),
    ("implicative_predicates", "Nobody can avoid being hurt sometimes."),
    ("implicative_predicates", "I forgot to mention the deadline."),
    ("numeric_determiners", "Both candidates attended the debate in Ohio."),
    ("numeric_determiners", "All three judges on the panel rejected the appeal."),
    ("re_verbs", "The council rebuilt the library after the fire."),
    ("re_verbs", "The woman slowly regained consciousness in the ambulance."),
    ("temporal_adverbs", "She opened a bakery after she moved to Boston."),
    ("temporal_adverbs", "He studied law in Chicago before moving to Denver."),
    ("only", "Only Martha answered the letter."),
    ("only", "The committee only discussed the budget."),
    ("possessed_definites", "Maria's bicycle was stolen last night."),
    # NOPE App. B keeps stay/remain (a prior state), outside the progressive
    ("change_of_state", "After the revolution the palace remained empty."),
    # negative existential comparatives keep their comparison class
    ("comparatives", "There is no better teacher than experience."),
    # anaphoric "all NUM"
    ("numeric_determiners", "All four were released on bail."),
    # a gerund clause, passive, and a clause inside another adverbial (lower confidence)
    ("temporal_adverbs", "The reporters were freed after being held for a week."),
    ("temporal_adverbs", "She smiled as she read the letter before answering it."),
    # subject hung on the auxiliary by the parser is still a subject (not an imperative)
    ("only", "Donna only did cure Regina."),
]

NO_MATCH = [
    # continuation, not a change of state (NOPE experts: "staying")
    ("change_of_state", "He is staying with his cousins for the winter."),
    # raising / copular "appear"
    ("change_of_state", "It appears that the witnesses disagreed."),
    # imperative (no declarative minimal pair)
    ("change_of_state", "Just leave the keys on the table!"),
    # aspectual verb with a nominal object / purpose infinitive
    ("aspectual_verbs", "The guard stopped the car at the gate."),
    ("aspectual_verbs", "We stopped to buy some water."),
    # question
    ("clause_embedding_predicates", "Do you think the store is still open?"),
    # referential 'it' with an indefinite pivot (NOPE §3.2 footnote 1)
    ("clefts", "It is a tradition that goes back to the nineteenth century."),
    ("clefts", "It's time that we admitted our mistake."),
    ("clefts", "It was the only road that led to the village."),
    # comparatives without a real comparison class
    ("comparatives", "There are more cars than bicycles in the city."),
    ("comparatives", "Her argument is more a matter of taste than of principle."),
    ("comparatives", "The new plan is a very different approach than what we tried before."),
    # free relative / formula
    ("embedded_question", "He repeats what his father says."),
    ("embedded_question", "We have to learn how to cook rice."),
    # imperative implicative; personal object of avoid
    ("implicative_predicates", "Don't forget to lock the door."),
    ("implicative_predicates", "She avoided her landlord for a week."),
    # correlative both
    ("numeric_determiners", "The shop sells both books and magazines."),
    # re- that is not repetitive
    ("re_verbs", "The company reported higher profits this year."),
    ("re_verbs", "She removed the painting from the wall."),
    # adjectival participle
    ("re_verbs", "A tailor zipped up the redesigned costume."),
    # prepositional phrase, not a clause; relative clause attachment
    ("temporal_adverbs", "Because of the fog, the flight was delayed."),
    ("temporal_adverbs", "Anyone who felt dizzy after taking the drug called the clinic."),
    # adjectival only
    ("only", "She was the only student in the room."),
    ("only", "He not only painted the fence but also fixed the gate."),
    # temporal possessor
    ("possessed_definites", "Yesterday's storm damaged the roof."),
    # speech tag, degree change of a quantity, stative passive (NOPE App. A: no prior state)
    ("change_of_state", '"I liked the film," returned the critic.'),
    ("change_of_state", "Sales dropped 30% in the first quarter."),
    ("change_of_state", "The museum is filled with old maps."),
    # cleft look-alikes: ordinal and light-noun pivots describe a referential 'it'
    ("clefts", "It was the first time that she had flown."),
    ("clefts", "It's the way that my grandmother cooked."),
    # metalinguistic comparison, than + clause
    ("comparatives", "Traveling is less casual recreation than a necessity for us."),
    ("comparatives", "He is a much smarter player than the reports would have you believe."),
    # correlative "both" inside the noun phrase / before a preposition; genitive inside a name
    ("numeric_determiners", "Prices rose as both oil and gas prices soared."),
    ("numeric_determiners", "Thinkers both in Europe and in America admired him."),
    ("possessed_definites", "She works for the Health Visitors' Association in Leeds."),
    # "it wasn't long before": a measure of time
    ("temporal_adverbs", "It wasn't long before the guests arrived."),
]


@pytest.mark.parametrize(("subtype", "text"), MATCH)
def test_trigger_matches(parsed, ctx, subtype, text):
    cands = _subtypes(parsed, ctx, text, subtype)
    assert cands, f"{subtype} should match: {text}"
    c = cands[0]
    assert c.phenomenon == "presupposition" and c.subtype == subtype
    assert text[c.char_start : c.char_end] == c.trigger
    assert 0 < c.confidence <= 1


@pytest.mark.parametrize(("subtype", "text"), NO_MATCH)
def test_trigger_does_not_match(parsed, ctx, subtype, text):
    assert not _subtypes(parsed, ctx, text, subtype), f"{subtype} should not match: {text}"


def test_subtypes_are_the_contract_vocabulary():
    assert set(SUBTYPES) == {
        "change_of_state",
        "aspectual_verbs",
        "clause_embedding_predicates",
        "clefts",
        "comparatives",
        "embedded_question",
        "implicative_predicates",
        "numeric_determiners",
        "re_verbs",
        "temporal_adverbs",
        "only",
        "possessed_definites",
    }


def test_prefilter_is_necessary_on_the_fixtures(parsed, ctx):
    """Every sentence that yields a candidate passes the prefilter of that subtype."""
    pf = prefilter.build([(PHEN, frozenset(SUBTYPES))])
    for subtype, text in MATCH:
        cands = _subtypes(parsed, ctx, text, subtype)
        assert ("presupposition", subtype) in pf.match(text)
        assert cands


def test_features_carry_nope_trigger_data(parsed, ctx):
    (c,) = _subtypes(
        parsed,
        ctx,
        "The inspectors realized that the seal had failed.",
        "clause_embedding_predicates",
    )
    assert c.features["predicate"] == "realized"
    assert c.features["embedded_clause"] == "that the seal had failed"
    (t,) = _subtypes(
        parsed, ctx, "She opened a bakery after she moved to Boston.", "temporal_adverbs"
    )
    assert t.features["preposition"] == "after"
    (k,) = _subtypes(
        parsed, ctx, "A baked potato is a healthier side than french fries.", "comparatives"
    )
    assert (k.features["adjective"], k.features["noun"]) == ("healthier", "side")


def test_embedding_lowers_confidence(parsed, ctx):
    main = _subtypes(
        parsed, ctx, "The climbers managed to reach the summit.", "implicative_predicates"
    )
    said = _subtypes(
        parsed,
        ctx,
        "The guide said the climbers managed to reach the summit.",
        "implicative_predicates",
    )
    assert main and said and said[0].confidence < main[0].confidence


def test_prefilter_keeps_forms_missing_from_the_lemminflect_dictionary(parsed, ctx):
    """lemminflect's dictionary lists "dare" with its base form only; the extractor still
    matches "daring", so the prefilter must let it through."""
    text = "I'm just daring to tell the story."
    assert _subtypes(parsed, ctx, text, "implicative_predicates")
    pf = prefilter.build([(PHEN, frozenset(SUBTYPES))])
    assert ("presupposition", "implicative_predicates") in pf.match(text)
