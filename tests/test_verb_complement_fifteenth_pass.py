"""verb_complement precision, fifteenth pass (issue #12, branch vc7): one test per error class
of the latest two blind reviews (from 87d2e5d).

Constructed sentences through the real spaCy model and the real extractor/rewriters; each test
failed on the code before this change (87d2e5d), except where the docstring says it guards
behaviour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import pair_flags, pairs_of

# 3. negation placement and naturalness


def test_hardly_ever_counts_as_a_negative_adverb(mine):
    """ "I hardly ever do not manage to finish" is a double negation: ¬S flagged."""
    original, negated = pairs_of(mine("I hardly ever manage to finish a novel."), "manage")
    assert "negated-negative-adverb:hardly ever" in pair_flags(negated)
    assert not negated.well_formed
    assert original.well_formed


def test_negative_complement_of_a_neg_raising_verb_flags_the_negation(mine):
    for text, lemma, word in (
        ("I think no one played the old piano.", "think", "no"),
        ("They believe that nothing happened at the lake.", "believe", "nothing"),
    ):
        original, negated = pairs_of(mine(text), lemma)
        assert f"double-negation:{word}" in pair_flags(negated), text
        assert not negated.well_formed, text
        assert original.well_formed, text


def test_negative_complement_of_a_verb_of_saying_stays(mine):
    """Guard: "say" is no neg-raiser; "She did not say that nobody came" is a fine denial."""
    _, negated = pairs_of(mine("She said that nobody came to the party."), "say")
    assert not any(f.startswith("double-negation") for f in pair_flags(negated))


def test_first_person_present_discovery_factive_is_moore_paradoxical(mine):
    original, negated = pairs_of(mine("I realize that I am late for the meeting."), "realize")
    assert negated.premise == "I do not realize that I am late for the meeting."
    assert "moore-paradox:realize" in pair_flags(negated)
    assert not negated.well_formed
    assert original.well_formed


def test_third_person_or_emotive_factive_is_no_moore_paradox(mine):
    """Guard: "She does not realize that ..." and "I do not regret that ..." are natural."""
    for text, lemma in (
        ("She realizes that she is late for the meeting.", "realize"),
        ("I regret that I sold the house.", "regret"),
    ):
        _, negated = pairs_of(mine(text), lemma)
        assert not any(f.startswith("moore-paradox") for f in pair_flags(negated)), text


def test_also_under_the_added_negation_is_flagged(mine):
    """The text stays as RP19 writes its negations ("has also not indicated"), flagged."""
    for text, lemma in (
        ("The tenants have also begun to complain.", "begin"),
        ("Her brother also agreed that the car was old.", "agree"),
    ):
        original, negated = pairs_of(mine(text), lemma)
        assert "negated-additive:also" in pair_flags(negated), text
        assert not negated.well_formed, text
        assert original.well_formed, text


def test_listing_also_is_no_additive_under_negation(mine):
    """Guard: a sentence-initial "Also," is a listing conjunct outside the negated clause."""
    _, negated = pairs_of(mine("Also, her brother agreed that the car was old."), "agree")
    assert not any(f.startswith("negated-additive") for f in pair_flags(negated))


# 2. matrix material carried into the complement hypothesis


def test_fronted_pp_of_a_second_matrix_predicate_is_flagged(mine):
    """ "and in 2004 opened a store" is a second predicate of "The firm" (a PP cannot be
    coordinated with an infinitive): the hypothesis says more than the complement."""
    # re-decided (stop 89 vc183: the conjunct after a future-oriented matrix is cut, not flagged: a second real act beside an unrealised one, narrated in sequence with it, Levinson 2000 §2.3; the pair is mended. RP19's gold is unchanged: no gold item has it after these verbs)
    original, _ = pairs_of(mine("The firm decided to expand and in 2004 opened a shop."), "decide")
    assert original.hypothesis == "The firm expanded."
    assert original.well_formed


def test_tensed_conjunct_of_a_subject_control_infinitive_is_flagged(mine):
    """ "paid" is parsed as a conjunct of the infinitive "sign"; a past form cannot be
    coordinated with an infinitive, so it is the club's second predicate."""
    text = "The club agreed to sign the striker and paid a record fee."
    # re-decided (stop 89 vc183: the conjunct after a future-oriented matrix is cut, not flagged: a second real act beside an unrealised one, narrated in sequence with it, Levinson 2000 §2.3; the pair is mended. RP19's gold is unchanged: no gold item has it after these verbs)
    original, _ = pairs_of(mine(text), "agree")
    assert original.hypothesis == "The club signed the striker."


def test_coordinated_infinitives_stay_clean(mine):
    """Guard: "to sing and dance" coordinates two bare infinitives: both are the complement."""
    original, _ = pairs_of(mine("She wanted to sing and dance at the party."), "want")
    assert original.hypothesis == "She sang and danced at the party."
    assert original.well_formed


def test_result_supplementive_of_the_matrix_is_dropped(mine):
    for text, lemma, hypothesis in (
        (
            "She refused to sign the treaty, thus starting a long war.",
            "refuse",
            "She signed the treaty.",
        ),
        (
            "He agreed to lower the rent, thereby ending the dispute.",
            "agree",
            "He lowered the rent.",
        ),
    ):
        original, _ = pairs_of(mine(text), lemma)
        assert original.hypothesis == hypothesis, text
        assert original.well_formed, text


# 4. labels


def test_negated_find_that_is_neutral(mine):
    """RP19's annotators rated no negated "find that" item true: "did not find that P" (a study
    that failed to establish P) leaves P open: +/o."""
    original, negated = pairs_of(mine("The survey found that the river was polluted."), "find")
    assert original.heuristic_label == "entailment"
    assert negated.premise == "The survey did not find that the river was polluted."
    assert negated.heuristic_label == "neutral"


def test_habitual_have_to_entails_its_complement(mine):
    original, negated = pairs_of(mine("We often have to walk to the station."), "have")
    assert original.hypothesis == "We often walk to the station."
    assert original.heuristic_label == "entailment"
    assert negated.heuristic_label == "neutral"


def test_plain_present_have_to_is_a_flagged_candidate(mine):
    """RP19's annotators rate "We have to accept it" neutral, so the candidate stays (detection);
    since vc75 present deontic "have to" is a semi-auxiliary and its pairs are flagged, never
    well formed (test_verb_complement_eighty_first_pass); since stop 59 (fl20) a one-clause
    declarative root "have to" is well formed again, so a relative clause keeps the flag."""
    original, _ = pairs_of(mine("Children who have to walk to the station are tired."), "have")
    assert original.heuristic_label == "neutral" and not original.well_formed


def test_passive_shown_to_is_veridical(mine):
    original, negated = pairs_of(mine("The new vaccine is shown to work in mice."), "show")
    assert original.heuristic_label == "entailment"
    assert negated.heuristic_label == "neutral"


def test_first_person_present_performative_flags_both_pairs(mine):
    # "I say we sell the boat now" is a proposal and gives no pair since vc71
    # (test_verb_complement_seventy_seventh_pass). Re-decided at stop 90 (vc185): "I tell you
    # that P" to the hearer asserts P (Austin 1962 lecture V; Searle 1976), so S is labelled
    # entailment and written; only the negated "I do not tell you that P" stays flagged. A
    # commissive ("I promise that P") keeps the flag on both pairs.
    for text, lemma in (("I tell you that the bridge collapsed.", "tell"),):
        original, negated = pairs_of(mine(text), lemma)
        assert original.heuristic_label == "entailment" and original.well_formed, text
        assert not negated.well_formed, text


def test_reported_saying_is_no_performative(mine):
    """Guard: a past or third-person report of saying stays a clean o/o pair."""
    for text in ("I said that the bridge collapsed.", "She says that the bridge collapsed."):
        original, _ = pairs_of(mine(text), "say")
        assert original.well_formed, text


# 5. not a complement construction


def test_semi_modal_participles_are_no_candidates(mine):
    for text in (
        "You are supposed to pay at the door.",
        "The project was destined to fail.",
        "He is bound to notice the mistake.",
    ):
        assert not [c for c, _ in mine(text)], text


def test_verb_suppose_with_a_that_clause_stays(mine):
    """Guard: "supposed that" is the verb of opinion, a real complement."""
    original, _ = pairs_of(mine("He supposed that the train was late."), "suppose")
    assert original.hypothesis == "The train was late."


def test_suppositional_say_is_no_verb_of_saying(mine):
    """ "Say you wanted ..." = "suppose": no "say" candidate, and the trigger under it is in a
    conditional protasis: both pairs flagged."""
    found = mine("Say you wanted to buy a boat.")
    assert [c.trigger_lemma for c, _ in found] == ["want"]
    # hundred-twelfth pass (vc106): no ¬S pair in a conditional antecedent, only S's, flagged
    (original,) = next(p for c, p in found if c.trigger_lemma == "want")
    assert "conditional-clause:say" in pair_flags(original)
    assert not original.well_formed


def test_reported_say_to_stays(mine):
    """Guard: RP19's "Jon said to hurry up" is a past report, no supposition."""
    original, _ = pairs_of(mine("Jon said to close the gate."), "say")
    assert original.well_formed


def test_negated_hearsay_passive_of_think_and_suspect_is_flagged(mine):
    for text, lemma in (
        ("It was thought that the dialect is spoken in the valley.", "think"),
        ("It is suspected that the virus causes the rash.", "suspect"),  # impersonal (stop 45)
    ):
        original, negated = pairs_of(mine(text), lemma)
        assert "negated-reporting-passive" in pair_flags(negated), text
        assert original.well_formed, text
