"""cj225: stranded correlatives and comparatives, joint causes, quotations, replacements.

1. Corrective "not A but B" with constituent negation (Huddleston & Pullum 2002 ch. 15 §2.5;
   McCawley 1991): the removal of B never leaves a bare "not" ("She looked not at the map");
   the removal of A takes its "not" with it ("She looked at the sea").
2. An analytic "more"/"most" before the first of coordinated adjectives whose later member is
   an inflected comparative (H&P 2002 ch. 13 §4.1): the removal of the first takes "more"
   along, never "more clearer".
3. Complex prepositions of cause ("by virtue of A and B") name the whole cause: neutral
   (ConjNLI's non-boolean class); two reason clauses each with its own "because" stay entailed.
4. A coordination inside reported direct speech gives no removal and no replacement (Clark &
   Gerrig 1990; Quirk et al. 1985 §14.29-14.31).
5. Replacements: no swap of a word of an asyndetic list inside a conjunct, none into a modal
   attributive ("actual cautery" -> "potential cautery"; Kamp & Partee 1995).

Constructed sentences, real spaCy parses; near misses the rules must leave alone."""

from tests.phenomenon_support import conjunction_pairs_of_kind as _pairs
from tests.phenomenon_support import conjunction_removals as _removals

# 1. corrective "not A but B" -------------------------------------------------------------------


def test_corrective_not_after_lexical_verb_is_never_stranded() -> None:
    removals = _removals("She looked not at the map but at the sea.")
    assert "She looked not at the map." not in removals
    assert removals["She looked at the sea."][1] == "entailment"


def test_corrective_not_before_object_goes_with_its_member() -> None:
    removals = _removals("He studied not law but music.")
    assert "He studied not law." not in removals
    assert "He studied music." in removals
    assert removals["He studied music."][1] == "entailment"


def test_corrective_not_after_auxiliary_keeps_both_near_miss() -> None:
    # "is not" is the clause's own negation: "He is not a doctor" stands
    removals = _removals("He is not a doctor but a lawyer.")
    assert removals["He is not a doctor."][1] == "entailment"
    assert "He is a lawyer." in removals


def test_negated_infinitive_stands_near_miss() -> None:
    # "not to V" is the infinitive's own negation: "They had come not to admire" stands
    removals = _removals("They had come not to admire but to observe.")
    assert removals["They had come not to admire."][1] == "entailment"
    assert removals["They had come to observe."][1] == "entailment"


def test_verb_negation_corrective_unchanged_near_miss() -> None:
    removals = _removals("He did not study law but music.")
    assert removals["He did not study law."][1] == "entailment"
    assert removals["He did not study music."][1] == "contradiction"


# 2. analytic degree word before an inflected comparative ---------------------------------------


def test_more_goes_with_first_member_before_inflected_comparative() -> None:
    removals = _removals("He grew more active and clearer than ever.")
    assert not any("more clearer" in h for h in removals)
    assert "He grew clearer than ever." in removals
    assert "He grew more active than ever." in removals


def test_most_goes_with_first_member_before_inflected_superlative() -> None:
    removals = _removals("She was the most gifted and brightest pupil.")
    assert not any("most brightest" in h for h in removals)


def test_shared_more_over_plain_adjectives_stays_near_miss() -> None:
    # "more active and clear": "more" grades both, and the removal of the first keeps it
    removals = _removals("He grew more active and clear.")
    assert "He grew clear." not in removals
    assert "He grew more active." in removals


# 3. joint causes -------------------------------------------------------------------------------


def test_by_virtue_of_a_coordination_is_neutral() -> None:
    removals = _removals("The firm grew by virtue of its business and finance.")
    assert removals["The firm grew by virtue of its finance."][1:] == ("neutral", "stated_reason")


def test_thanks_to_a_coordination_stays_neutral() -> None:
    removals = _removals("The team lost thanks to injuries and bad luck.")
    assert removals["The team lost thanks to injuries."][1] == "neutral"


def test_two_because_clauses_are_separate_reasons_near_miss() -> None:
    removals = _removals("They stayed home because it rained and because the road was closed.")
    assert removals["They stayed home because it rained."][1] == "entailment"
    assert removals["They stayed home because the road was closed."][1] == "entailment"


def test_one_because_over_two_clauses_stays_neutral_near_miss() -> None:
    removals = _removals("They stayed home because it rained and the road was closed.")
    assert removals["They stayed home because it rained."][1] == "neutral"


# 4. reported direct speech ---------------------------------------------------------------------


def test_removal_inside_reported_speech_is_content_level_entailment() -> None:
    """The ab102 A/B judge kept 11 of 22 removals inside reported speech ("entailment at content
    level"), so a reported quotation is no refusal (stop 102 integration withdrew cj225's
    splice refusal); it is speech, though, not a quoted title, so the label is the ordinary one."""
    removals = _removals("'Bring the bread and the wine,' he said.")
    assert removals["'Bring the wine,' he said."][1] == "entailment"
    assert all(rule != "named_entity" for _, _, rule in removals.values())


def test_double_quoted_speech_is_no_title() -> None:
    removals = _removals('"Bring the bread and the wine," he said.')
    assert removals['"Bring the wine," he said.'][1] == "entailment"
    assert all(rule != "named_entity" for _, _, rule in removals.values())


def test_clause_quoted_in_part_stays_near_miss() -> None:
    # one whole clause of the quotation is left: the speaker's words, quoted in part
    removals = _removals('She said, "We sold the car and we bought a boat."')
    assert 'She said, "We bought a boat."' in removals


def test_quoted_sentence_without_reporting_clause_keeps_pairs_near_miss() -> None:
    removals = _removals('"The coffee and doughnuts were splendid."')
    assert '"The coffee was splendid."' in removals


def test_possessive_apostrophe_is_no_quotation_near_miss() -> None:
    removals = _removals("The boys' toys and books were gone.")
    assert "The boys' books were gone." in removals


# 5. replacements -------------------------------------------------------------------------------


def test_no_swap_of_asyndetic_list_word_inside_conjunct() -> None:
    reps = _pairs("She had wild, free hair and a calm smile.", "conjunct_replaced")
    assert not any("tame, free hair" in h for h in reps)


def test_swap_of_conjunct_itself_stays_near_miss() -> None:
    reps = _pairs("The horses were wild, free and happy.", "conjunct_replaced")
    assert "The horses were tame, free and happy." in reps


def test_modifier_without_comma_keeps_swap_near_miss() -> None:
    reps = _pairs(
        "He was a puncher with a wild streak and a liking for fights.", "conjunct_replaced"
    )
    assert "He was a puncher with a tame streak and a liking for fights." in reps


def test_no_swap_into_modal_attributive() -> None:
    reps = _pairs("The surgeon applied actual cautery and a bandage.", "conjunct_replaced")
    assert not any("potential cautery" in h for h in reps)
