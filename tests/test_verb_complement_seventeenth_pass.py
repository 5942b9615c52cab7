"""verb_complement precision, seventeenth pass (issue #12, branch vc9): one test per error class
of the latest blind reviews (from 965ce65).

Constructed sentences through the real spaCy model and the real extractor/rewriters; each test
failed on the code before this change (965ce65), except where the docstring says it guards
behaviour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, pair_flags, pairs_of

# 1. future complements


def test_expected_dynamic_verb_in_the_present_is_flagged(mine):
    """ "Problems are expected to persist" -> "Problems persist": a dynamic verb's present
    without a time adverbial is flagged for the ranker; a warning since the stop 39 audit (7
    judged, 5 kept as is: the neutral label holds and judges accept the present). Since the
    fiftieth pass "expect" takes "will" instead (docs/verb_complement.md)."""
    text = "The firm intends to move its offices to Denver."
    original, negated = pairs_of(mine(text), "intend")
    # since the eighty-second pass (vc76) "intend" takes the will-future, no warning
    assert original.hypothesis == "The firm will move its offices to Denver.", text
    assert "future-complement-eventive" not in pair_flags(original), text
    assert kept(original) and kept(negated), text
    original, _ = pairs_of(mine("Problems are expected to persist through the winter."), "expect")
    assert original.hypothesis == "Problems will persist through the winter."


def test_expected_state_or_timed_event_stays_a_warning(mine):
    """Guard: "is expected to have 120 brands" -> "has 120 brands" (kept by judges) and a
    futurate present with a time adverbial ("opens next week") stay warnings."""
    for text in (
        "The new store is expected to have 120 brands.",
        "The museum is expected to open next week.",
    ):
        original, _ = pairs_of(mine(text), "expect")
        assert "future-complement-eventive" not in pair_flags(original), text
        assert kept(original), text


# 2. trigger not in the asserted matrix


def test_trigger_that_is_itself_a_wh_infinitive_is_flagged(mine):
    """ "did not know where to begin to determine": an embedded question asserts nothing."""
    original, negated = pairs_of(
        mine("She did not know where to begin to determine the cause."), "begin"
    )
    assert "wh-infinitive-trigger:where" in pair_flags(original)
    assert not original.well_formed and not negated.well_formed


def test_gerund_value_of_a_specificational_copula_is_flagged(mine):
    """ "The point of the program was helping to build" -> "... was building": flagged."""
    original, negated = pairs_of(
        mine("The point of the program was helping to build new schools."), "help"
    )
    assert "nominal-gerund" in pair_flags(original)
    assert not original.well_formed and not negated.well_formed


def test_progressive_with_an_ordinary_subject_stays(mine):
    """Guard: "The teacher was helping to build ..." is a progressive, no specificational."""
    original, _ = pairs_of(mine("The teacher was helping to build new schools."), "help")
    assert "nominal-gerund" not in pair_flags(original)


def test_parenthetical_comment_clause_is_no_trigger_of_the_infinitive(mine):
    """ "He felt lucky, he thought, to have survived": the infinitive is the adjective's."""
    original, negated = pairs_of(mine("He felt lucky, he thought, to have survived."), "think")
    assert "non-construction:parenthetical-comment-clause" in pair_flags(original)
    assert not original.well_formed and not negated.well_formed


def test_infinitive_after_an_interrupting_adverb_stays(mine):
    """Guard: "He decided, however, to leave" -> "He, however, left" (no parenthetical clause)."""
    original, _ = pairs_of(mine("He decided, however, to leave."), "decide")
    assert original.well_formed
    assert not any(f.startswith("non-construction") for f in pair_flags(original))


# 3. complement form


def test_hypothetical_past_after_a_present_wish_is_undone(mine):
    """ "I wish that I didn't have to work today" -> "I didn't have to work today" is another
    time than the one S is about (fake past, Iatridou 2000): since vc78 the hypothesis states
    the present ("I don't have to work today") and carries no flag (stop 54 end)."""
    original, _ = pairs_of(mine("I wish that I didn't have to work today."), "wish")
    assert original.hypothesis == "I don't have to work today."
    assert "hypothetical-past-complement" not in pair_flags(original)


def test_past_wish_with_a_past_complement_stays(mine):
    """Guard: "He wished that his brother was there" -> "His brother was there" (same time)."""
    original, _ = pairs_of(mine("He wished that his brother was there."), "wish")
    assert "hypothetical-past-complement" not in pair_flags(original)


def test_trigger_in_a_no_matter_clause_is_flagged(mine):
    """ "No matter how hard she tried to breathe, ..." is a universal concessive conditional."""
    # hundred-twelfth pass (vc106): no ¬S pair in a conditional antecedent, only S's, flagged
    found = mine("No matter how hard she tried to breathe, the air was thin.")
    (original,) = next(p for c, p in found if c.trigger_lemma == "try")
    assert "conditional-clause:no-matter" in pair_flags(original)
    assert not original.well_formed


def test_main_clause_after_a_no_matter_clause_stays(mine):
    """Guard: the main clause's "have to" after "No matter what ..." is asserted."""
    found = mine("No matter what the states might wish to do, they had to stay within the law.")
    hits = [p for c, p in found if c.trigger_lemma == "have"]
    assert len(hits) == 1
    original = hits[0][0]
    assert not any(f.startswith("conditional-clause") for f in pair_flags(original))
    # stop 91 (ng07) re-decided: no negated pair, the "not" would fall under the universal
    # concessive and give the contrary, not the denial (Quirk et al. 1985 §15.24)
    assert len(hits[0]) == 1


def test_just_of_an_inceptive_verb_is_dropped(mine):
    """ "were just starting to simmer" -> "were simmering", not "were just simmering"."""
    for text, lemma, hypothesis in (
        (
            "The onions were just starting to simmer when the phone rang.",
            "start",
            "The onions were simmering when the phone rang.",
        ),
        ("The soup was just beginning to boil.", "begin", "The soup was boiling."),
    ):
        original, _ = pairs_of(mine(text), lemma)
        assert original.hypothesis == hypothesis, text


def test_just_of_other_verbs_stays(mine):
    """Guard: "had just managed to escape" -> "had just escaped" (recent past, same claim)."""
    original, _ = pairs_of(mine("They had just managed to escape."), "manage")
    assert original.hypothesis == "They had just escaped."


# 4. labels


def test_originally_scheduled_is_flagged(mine):
    """ "He initially refused to sign" implicates that he signed later, against the
    contradiction label. Since the forty-third pass only a non-neutral label is flagged: judges
    kept 3 of 3 neutral "originally planned/scheduled" pairs (the open outcome is what neutral
    says), so "was originally scheduled to open in May" and the neutral ¬S are not flagged."""
    original, negated = pairs_of(mine("He initially refused to sign the contract."), "refuse")
    assert any(f.startswith("superseded-state:") for f in pair_flags(original))
    assert not original.well_formed and negated.well_formed
    original, negated = pairs_of(
        mine("The bridge was originally scheduled to open in May."), "schedule"
    )
    assert not any(f.startswith("superseded-state:") for f in pair_flags(original))
    assert original.well_formed and negated.well_formed


def test_belief_denied_by_a_but_clause_is_flagged(mine):
    """ "She thought she had escaped, but at last you are in my clutches": the "but" denies the
    belief, so "She had escaped" is not open (neutral) but read as false."""
    for text, lemma in (
        ("She thought she had escaped, but at last you are in my clutches.", "think"),
        ("I assumed she would come, but she never showed up.", "assume"),
    ):
        original, negated = pairs_of(mine(text), lemma)
        assert "belief-contrasted:but" in pair_flags(original), text
        assert not original.well_formed and not negated.well_formed, text


def test_difference_of_opinion_after_but_stays(mine):
    """Guard: "I thought it was funny, but my wife did not" -> "It was funny" (neutral) stays."""
    original, _ = pairs_of(mine("I thought it was funny, but my wife did not."), "think")
    assert "belief-contrasted:but" not in pair_flags(original)
    assert original.well_formed


def test_fronted_past_adjunct_of_the_complement_is_flagged(mine):
    """ "As the night wore on, he says that the guests grew tired": the adjunct times the
    complement, which the hypothesis "The guests grew tired" loses."""
    original, negated = pairs_of(
        mine("As the night wore on, he says that the guests grew tired."), "say"
    )
    assert "fronted-complement-adjunct:as" in pair_flags(original)
    assert not original.well_formed and not negated.well_formed


def test_fronted_adjunct_of_a_past_saying_stays(mine):
    """Guard: "After the storm passed, he said the roads were closed" times the saying."""
    original, _ = pairs_of(mine("After the storm passed, he said the roads were closed."), "say")
    assert not any(f.startswith("fronted-complement-adjunct") for f in pair_flags(original))


def test_negating_a_verb_beside_a_factive_is_refused(mine):
    """ "The agency has learned and confirmed that the plant closed": ¬S "... has learned and did
    not confirm that ..." still presupposes the complement through "learn". Flagged
    `negated-beside-factive` until stop 102; vc224 refuses a ¬S that negates one of two verbs
    sharing the complement (CGEL ch. 15 §4), so only the original pair is left."""
    found = mine("The agency has learned and confirmed that the plant closed.")
    [pairs] = [p for c, p in found if c.trigger_lemma == "confirm"]
    assert [p.premise_kind for p in pairs] == ["original"]


def test_verbs_with_their_own_clauses_are_not_shared(mine):
    """Guard: "learned that she left and confirmed that she was safe": two clauses."""
    found = mine("He learned that she left and confirmed that she was safe.")
    _, negated = pairs_of(found, "confirm")
    assert not any(f.startswith("negated-beside-factive") for f in pair_flags(negated))


def test_backshifted_had_to_in_a_report_is_neutral(mine):
    """ "He said we had to leave" reports "We have to leave": no actuality entailment."""
    original, _ = pairs_of(mine("He said we had to leave."), "have")
    assert original.heuristic_label == "neutral"


def test_episodic_had_to_keeps_its_entailment(mine):
    """Guard: "He had to leave early" -> "He left early" (Bhatt 1999) stays entailment."""
    original, _ = pairs_of(mine("He had to leave early."), "have")
    assert original.heuristic_label == "entailment"
