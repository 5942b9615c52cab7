"""verb_complement precision, sixteenth pass (issue #12, branch vc8): one test per error class
of the latest three blind reviews (from 43d634b).

Constructed sentences through the real spaCy model and the real extractor/rewriters; each test
failed on the code before this change (43d634b), except where the docstring says it guards
behaviour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import pair_flags, pairs_of

# 2. complement form


def test_hyphenated_verb_inflects_its_last_part(mine):
    """ "co-operate" is split "co - operate": the tail takes the tense, not "coed-operate"."""
    for text, lemma, hypothesis in (
        (
            "They refused to co-operate with the police.",
            "refuse",
            "They co-operated with the police.",
        ),
        ("He tried to pre-empt the attack.", "try", "He pre-empted the attack."),
    ):
        original, _ = pairs_of(mine(text), lemma)
        assert original.hypothesis == hypothesis, text


# 3. labels


def test_figure_out_that_is_a_semifactive(mine):
    """ "figure out that" presupposes its complement like "find out that" (Karttunen 1971)."""
    original, negated = pairs_of(mine("She figured out that the key was missing."), "figure")
    assert original.heuristic_label == "entailment"
    assert negated.heuristic_label == "entailment"


def test_figure_that_without_out_stays_neutral(mine):
    """Guard: "I figured that he was busy" (= supposed) presupposes nothing."""
    original, negated = pairs_of(mine("I figured that he was busy."), "figure")
    assert original.heuristic_label == negated.heuristic_label == "neutral"


# 4. negation


def test_removing_the_negation_in_a_when_clause_is_flagged(mine):
    """ "Jean was upset when she did not learn that ..." -> "... when she learned that ...": the
    edit changes the backgrounded "when" clause, not the sentence's claim."""
    original, removed = pairs_of(
        mine("Jean was upset when she did not learn that her son had left."), "learn"
    )
    assert removed.premise_kind == "negation_removed"
    assert "negated-adverbial-clause" in pair_flags(removed)
    assert not removed.well_formed
    assert original.well_formed


def test_removing_the_negation_of_the_main_clause_stays(mine):
    """Guard: "She did not manage to finish the work." -> "She managed to ..." is the main claim."""
    _, removed = pairs_of(mine("She did not manage to finish the work."), "manage")
    assert removed.premise_kind == "negation_removed"
    assert removed.well_formed


def test_trigger_in_a_disjunct_is_flagged(mine):
    """ "They either failed to pay or left early": S asserts neither disjunct (Gazdar 1979), so
    "fail"'s contradiction does not hold of "They either paid or left early"."""
    for text, lemma in (
        ("They either failed to pay or left early.", "fail"),
        ("Either she managed to escape or the guards let her go.", "manage"),
    ):
        hits = [p for c, p in mine(text) if c.trigger_lemma == lemma]
        assert len(hits) == 1, text
        original, *negated = hits[0]  # round 35: the negation refuses one disjunct
        # (split-disjunction), so the negated pair may not be built at all
        assert "disjunct-trigger:or" in pair_flags(original), text
        assert not original.well_formed, text
        assert all(not p.well_formed for p in negated), text


def test_disjunction_inside_the_complement_is_no_disjunct_trigger(mine):
    """Guard: "or" inside the infinitive ("to stay or to leave", "fish or meat") is the
    complement's own content."""
    for text, lemma in (
        ("She wanted to stay or to leave.", "want"),
        ("He refused to eat fish or meat.", "refuse"),
    ):
        original, _ = pairs_of(mine(text), lemma)
        assert not any(f.startswith("disjunct-trigger") for f in pair_flags(original)), text


# 2. complement boundary


def test_matrix_conjunct_that_agrees_only_with_the_matrix_subject_is_cut(mine):
    """ "am" takes "I", "is" a singular, "are" a plural: the conjunct is the matrix's."""
    for text, lemma, hypothesis in (
        ("I think this is awful and am feeling tired.", "think", "This is awful."),
        ("She says the kids are fine and is happy about it.", "say", "The kids are fine."),
    ):
        original, _ = pairs_of(mine(text), lemma)
        assert original.hypothesis == hypothesis, text


def test_conjunct_that_agrees_with_the_complement_subject_stays(mine):
    """Guard: "the dogs are hungry and are barking": "are" agrees with "the dogs"."""
    original, _ = pairs_of(mine("I think the dogs are hungry and are barking."), "think")
    assert original.hypothesis == "The dogs are hungry and are barking."


def test_infinitive_list_hung_on_the_matrix_verb_takes_the_tense(mine):
    """ "find" (VB) parsed as a conjunct of "decided": a bare verb cannot coordinate with a past
    tense, so it continues the infinitive; the pair is clean, not matrix-conjunct flagged."""
    original, _ = pairs_of(
        mine("She decided to move the piece, find out the rules and leave."), "decide"
    )
    assert original.hypothesis == "She moved the piece, found out the rules and left."
    assert original.well_formed


def test_tensed_matrix_conjunct_stays_flagged(mine):
    """Guard: "decided to leave and went home": "went" is the matrix's second predicate."""
    # re-decided (stop 89 vc183: the conjunct after a future-oriented matrix is cut, not flagged: a second real act beside an unrealised one, narrated in sequence with it, Levinson 2000 §2.3; the pair is mended. RP19's gold is unchanged: no gold item has it after these verbs)
    original, _ = pairs_of(mine("She decided to leave and went home."), "decide")
    assert original.hypothesis == "She left."


def test_factual_shell_copula_gives_no_pair(mine):
    """ "The fact/problem is that P" asserted P (entailment, flagged copula-that-clause since
    the twenty-second pass); the ninety-sixth pass (vc90) drops the copula's candidate."""
    for text in ("The fact is that the road was closed.", "The problem is that nobody came."):
        assert not [c for c, _ in mine(text) if c.trigger_lemma == "be"], text


def test_non_factual_shell_copula_gives_no_pair(mine):
    """ "The hope is that P": no candidate either since the ninety-sixth pass (vc90)."""
    assert not [c for c, _ in mine("The hope is that prices will fall.") if c.trigger_lemma == "be"]


def test_result_so_clause_parsed_as_host_is_cut_from_the_hypothesis(mine):
    """ "..., so she missed the bus" is the matrix's result clause (the parser made it the
    host of "decided"): the hypothesis is the complement alone."""
    for text, lemma, hypothesis in (
        ("She decided to leave early, so she missed the bus.", "decide", "She left early."),
        ("He refused to pay the fine, so they arrested him.", "refuse", "He paid the fine."),
    ):
        original, _ = pairs_of(mine(text), lemma)
        assert original.hypothesis == hypothesis, text


def test_initial_discourse_marker_is_dropped_from_the_hypothesis(mine):
    """ "You know," / "Well," manage the talk (Schiffrin 1987), not the complement."""
    for text, lemma, hypothesis in (
        ("You know, he wanted to leave the town.", "want", "He left the town."),
        ("Well, you know, I managed to fix the car.", "manage", "I fixed the car."),
        ("Well, he persuaded her to stay.", "persuade", "She stayed."),
    ):
        original, _ = pairs_of(mine(text), lemma)
        assert original.hypothesis == hypothesis, text


def test_word_starting_with_a_marker_stays(mine):
    """Guard: "Well-known actors" is no discourse marker."""
    original, _ = pairs_of(mine("Well-known actors refused to sign."), "refuse")
    assert original.hypothesis == "Well-known actors signed."


def test_discourse_marker_opening_a_that_clause_is_dropped(mine):
    original, _ = pairs_of(
        mine("We were told that, you know, the missions were mostly successful."), "tell"
    )
    assert original.hypothesis == "The missions were mostly successful."


def test_demonstrative_that_before_a_person_noun_stays_in_the_hypothesis(mine):
    """ "that woman" is the subject: "Woman would not be her." has a bare count noun."""
    original, _ = pairs_of(mine("She acknowledged that woman would not be her."), "acknowledge")
    assert original.hypothesis == "That woman would not be her."


def test_complementizer_before_a_mass_noun_stays_a_complementizer(mine):
    """Guard: "said that information was missing": "information" can be a bare subject."""
    original, _ = pairs_of(mine("She said that information was missing."), "say")
    assert original.hypothesis == "Information was missing."


# 1. not a complement construction


def test_infinitive_after_a_prepositional_phrase_of_an_unlisted_verb_is_dropped(mine):
    """ "lean on assistants to climb" (purpose), "called on the council to resign" (the
    prepositional object controls): no complement of the subject."""
    for text, lemma in (
        ("The climbers lean on assistants to climb the wall.", "lean"),
        ("He called on the council to resign.", "call"),
    ):
        assert lemma not in [c.trigger_lemma for c, _ in mine(text)], text


def test_listed_verb_before_a_prepositional_phrase_stays(mine):
    """Guard: "decided after the meeting to resign": "decide to" has a signature."""
    original, _ = pairs_of(mine("He decided after the meeting to resign."), "decide")
    assert original.hypothesis == "He resigned."


def test_passive_know_to_takes_its_complement_as_true(mine):
    """ "is known to V" is the raising passive of factive "know": entailment / neutral."""
    original, negated = pairs_of(mine("The drug is known to cause headaches."), "know")
    assert original.heuristic_label == "entailment"
    assert negated.heuristic_label == "neutral"


def test_active_know_to_stays_neutral(mine):
    """Guard: "She knows to wait" (= knows she should wait) does not say she waits."""
    original, _ = pairs_of(mine("She knows to wait for the signal."), "know")
    assert original.heuristic_label == "neutral"
