"""verb_complement (issue #12, branch vc211): complement extraction and label errors from stop
97's slices (s9702): negative degree adverbs, "not long", the "it" of a matrix wh-question,
"that"-clauses after a colon, triggers in a relative clause under negation, "see fit to", a
coordinator left before a cut, a fronted restrictor of an impersonal passive report.

Constructed sentences through the real spaCy model and the real extractor/rewriters. Sentences
of the same shapes gave the old outputs when mined at the base (main 3742c832) before the
change; this file itself was not run there. Tests marked "near miss" guard what must not change.
"""

from __future__ import annotations


def _pairs(found, lemma: str):
    return [p for c, ps in found if c.trigger_lemma == lemma for p in ps]


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags", []))


def _original(found, lemma: str):
    hits = [p for p in _pairs(found, lemma) if p.premise_kind == "original"]
    assert len(hits) == 1, [(p.premise_kind, p.hypothesis) for p in _pairs(found, lemma)]
    return hits[0]


# class 1: "hardly/scarcely/barely" on the matrix verb


def test_negative_degree_adverb_leaves_the_hypothesis_and_the_pair_is_refused(mine):
    pair = _original(mine("They scarcely managed to reach the harbour before dark."), "manage")
    assert pair.hypothesis == "They reached the harbour before dark."
    assert not pair.well_formed
    assert "negative-adverb-lost:scarcely" in _flags(pair)


def test_barely_on_remember_goes_too(mine):
    pair = _original(mine("He barely remembered to switch off the oven."), "remember")
    assert "barely" not in pair.hypothesis.lower()
    assert not pair.well_formed


def test_near_miss_o_o_trigger_keeps_its_neutral_pair(mine):
    """An o/o trigger gives "neutral" either way: the adverb goes, the pair stays good."""
    pair = _original(mine("She hardly wanted to leave the garden party."), "want")
    assert "hardly" not in pair.hypothesis.lower()
    assert pair.heuristic_label == "neutral"
    assert pair.well_formed


def test_near_miss_frequency_negator_stays(mine):
    """ "rarely" quantifies over occasions of the whole event: kept, as before."""
    pair = _original(mine("He rarely managed to finish his meals on time."), "manage")
    assert "rarely" in pair.hypothesis


# class 2: "has long ceased to" / "has not long ceased to"


def test_duration_long_leaves_the_hypothesis_and_no_negated_pair(mine):
    found = mine("The old ferry has long ceased to carry passengers across the bay.")
    pairs = _pairs(found, "cease")
    assert [p.premise_kind for p in pairs] == ["original"]
    assert "long" not in pairs[0].hypothesis.split()


def test_near_miss_not_long_after_is_a_time_adjunct(mine):
    """ "Not long after X" is local negation inside the adjunct (Quirk §10.64): both pairs stay."""
    found = mine("Not long after the flood, the villagers managed to rebuild the bridge.")
    kinds = sorted(p.premise_kind for p in _pairs(found, "manage"))
    assert kinds == ["negated", "original"]


# class 3: specificational "it" for a matrix wh-clause


def test_it_of_a_matrix_wh_question_is_a_dangling_anaphor(mine):
    text = (
        "When he asked himself what worried him, he had to admit that it was the cost of the roof."
    )
    bare = [p for p in _pairs(mine(text), "admit") if p.hypothesis.startswith("It was")]
    assert bare
    assert all(not p.well_formed for p in bare)
    assert all("dangling-anaphor:it-specifies-wh-clause" in _flags(p) for p in bare)


def test_near_miss_free_relative_subject_is_kept(mine):
    pair = _original(mine("She knew that what mattered most was the harvest."), "know")
    assert pair.hypothesis == "What mattered most was the harvest."
    assert pair.well_formed


def test_near_miss_it_with_an_adjective_predicate(mine):
    found = mine("He wondered what the time was, and she said that it was late.")
    pair = _original(found, "say")
    assert pair.hypothesis == "It was late."
    assert "dangling-anaphor:it-specifies-wh-clause" not in _flags(pair)


# class 4: "that"-clauses after a colon


def test_that_after_a_colon_goes_from_the_hypothesis(mine):
    text = (
        "The miller said that the harvest was poor for one reason only: that the spring"
        " was dry, and that by midsummer the river had shrunk."
    )
    pair = _original(mine(text), "say")
    assert ": the spring was dry" in pair.hypothesis
    assert "that" not in pair.hypothesis.split()


def test_near_miss_colon_without_that(mine):
    pair = _original(mine("She knew that the answer was simple: the door had been open."), "know")
    assert pair.hypothesis == "The answer was simple."


# class 5: a trigger in a relative clause under negation


def test_relative_under_never_gives_no_pair(mine):
    found = mine("She never thanked the neighbours who managed to repair her fence.")
    assert _pairs(found, "manage") == []


def test_relative_under_negative_subject_gives_no_pair(mine):
    found = mine("No teacher praised the pupils who tried to copy the answers.")
    assert _pairs(found, "try") == []


def test_near_miss_relative_in_a_positive_clause_stays(mine):
    pair = _original(mine("She thanked the neighbours who managed to repair her fence."), "manage")
    assert pair.hypothesis == "She thanked the neighbours who repaired her fence."


# class 6: "see fit to"


def test_see_fit_controller_is_the_subject(mine):
    pair = _original(mine("The landlord saw fit to ignore our complaints."), "see")
    assert pair.hypothesis == "The landlord ignored our complaints."


# class 7a: a coordinator before a cut conjunct


def test_coordinator_and_parenthesis_before_a_cut_conjunct_go(mine):
    text = (
        "The porter replied that he could not open the gate and, shrugging, began to walk"
        " back to his lodge."
    )
    that_pairs = [p for p in _pairs(mine(text), "reply") if p.premise_kind == "original"]
    assert [p.hypothesis for p in that_pairs] == ["The porter could not open the gate."]


def test_near_miss_parenthesis_inside_the_coordination(mine):
    pair = _original(mine("She said that she had bought apples and, of course, pears."), "say")
    assert pair.hypothesis == "She had bought apples and pears."  # "of course" is a filler


# class 7b: a fronted restrictor of an impersonal passive report


def test_fronted_restrictor_of_an_impersonal_report_is_kept(mine):
    text = "In the case of a young child, it is generally thought that the fever passes quickly."
    pair = _original(mine(text), "think")
    assert pair.hypothesis == "In the case of a young child, the fever passes quickly."


def test_near_miss_fronted_date_is_left_out_as_in_rp19(mine):
    """RP19's gold drops a fronted date of an impersonal report from the complement."""
    pair = _original(mine("In 1920, it was estimated that the herd had doubled."), "estimate")
    assert pair.hypothesis == "The herd had doubled."


def test_near_miss_present_time_deictic_dates_the_report(mine):
    pair = _original(mine("Today, it is believed that the comet is made of ice."), "believe")
    assert pair.hypothesis == "The comet is made of ice."


def test_near_miss_personal_report_keeps_its_adjunct_out(mine):
    text = "At the meeting, the chairman said that the budget was approved."
    pair = _original(mine(text), "say")
    assert pair.hypothesis == "The budget was approved."
