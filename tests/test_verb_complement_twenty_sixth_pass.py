"""verb_complement precision, twenty-sixth pass (issue #12, branch vc18): one test per error
class the blind judges reported after the twenty-fifth pass (material of the matrix event
copied into the complement hypothesis, scalar "even", the matrix modal).

Constructed sentences through the real spaCy model and the real extractor/rewriters; each test
failed on the code before this change (74a0a53), except where the docstring says it guards
behaviour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, pairs_of

# class 2: a sentential ", which ..." relative comments on the matrix event


def test_sentential_which_after_a_that_clause_leaves_the_hypothesis(mine):
    """ "U.S. troops showed that they were willing to stay, which sent a clear message" -> the
    hypothesis kept ", which sent a clear message ...": the showing sent it, not the
    willingness (sentential relative, Quirk et al. 1985 §15.57)."""
    original, negated = pairs_of(
        mine(
            "U.S. troops showed that they were willing to stay, which sent a clear message "
            "to the enemy."
        ),
        "show",
    )
    assert original.hypothesis == "U.S. troops were willing to stay."
    assert (original.heuristic_label, negated.heuristic_label) == ("entailment", "neutral")


def test_sentential_which_after_an_infinitive_leaves_the_hypothesis(mine):
    """ "She started to cry, which surprised everyone" -> "She cried.", was "She cried, which
    surprised everyone." (the parser hangs the clause on the infinitive)."""
    (pairs,) = [
        p
        for c, p in mine("She started to cry, which surprised everyone.")
        if c.trigger_lemma == "start"
    ]
    original = pairs[0]
    assert original.hypothesis == "She cried."
    assert kept(original)
    # Stop 79 (ng15): the negated premise is refused (`negated-sentential-relative`): the
    # ", which" clause comments on the event the negation would deny.
    assert len(pairs) == 1


def test_which_relative_of_a_noun_stays(mine):
    """Guard: a non-restrictive relative of a noun of the complement describes a participant
    and stays ("the museum, which was closed"), as does one inside a that-clause."""
    original, _ = pairs_of(mine("She managed to visit the museum, which was closed."), "manage")
    assert original.hypothesis == "She visited the museum, which was closed."
    original, _ = pairs_of(
        mine("He realized that the plan, which was secret, had failed."), "realize"
    )
    assert original.hypothesis == "The plan, which was secret, had failed."


# class 5: scalar "even" on the matrix verb


def test_even_on_the_matrix_verb_leaves_the_hypothesis(mine):
    """ "He even managed to host the game" -> "He hosted the game.", was "He even hosted the
    game.": "even" ranks the managing (Karttunen & Peters 1979), not the hosting."""
    original, negated = pairs_of(mine("He even managed to host the game."), "manage")
    assert (original.hypothesis, original.heuristic_label) == ("He hosted the game.", "entailment")
    assert negated.heuristic_label == "contradiction"
    original, _ = pairs_of(mine("She even tried to call him."), "try")
    assert original.hypothesis == "She called him."


def test_even_inside_the_infinitive_stays(mine):
    """Guard: an "even" of the complement's own verb is part of what S says of it."""
    original, _ = pairs_of(mine("He managed to even win the final."), "manage")
    assert original.hypothesis == "He even won the final."


# class 1: a negative adverb of the trigger that the hypothesis does not keep


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags") or [])


def test_no_longer_on_an_object_control_trigger_takes_the_negative_column(mine):
    """ "They no longer forced him to stay" -> "He stayed." was entailment (force +/o, positive
    column): "no longer" negates the clause (Klima 1964; Quirk et al. 1985 §10.61-10.64), and
    the hypothesis has no "no longer", so the label is the negative column: neutral."""
    original, _ = pairs_of(mine("They no longer forced him to stay."), "force")
    assert (original.hypothesis, original.heuristic_label) == ("He stayed.", "neutral")
    assert kept(original)


def test_approximate_negator_lost_from_the_hypothesis_is_flagged(mine):
    """ "They seldom forced her to work late" -> "She worked late." (entailment): "seldom" is
    downward entailing but no negation (Horn 1989), neither column gives the label."""
    original, _ = pairs_of(mine("They seldom forced her to work late."), "force")
    assert "negative-adverb-lost:seldom" in _flags(original)
    assert not kept(original)


def test_negative_adverb_kept_in_place_or_under_o_o_stays(mine):
    """Guard: a subject-control hypothesis keeps the adverb ("They no longer called", bother
    +/-: entailment), and an o/o or factive trigger gives the same label either way."""
    original, _ = pairs_of(mine("They no longer bothered to call."), "bother")
    assert (original.hypothesis, original.heuristic_label) == (
        "They no longer called.",
        "entailment",
    )
    assert kept(original)
    original, _ = pairs_of(mine("He could hardly believe that she was gone."), "believe")
    assert (original.hypothesis, original.heuristic_label) == ("She was gone.", "neutral")
    assert kept(original)


# class 3: the matrix modal of a passive or object-control non-implicative


def test_modal_of_a_passive_request_is_not_the_complement_s(mine):
    """ "Specific gladiators could be requested to fight" -> "Specific gladiators could fight."
    (neutral): the "could" is of the requesting; on "fight" it reads as the gladiators' ability
    (Quirk et al. 1985 §4.49-4.58; Kratzer 1981). Both pairs are flagged."""
    original, negated = pairs_of(
        mine("Specific gladiators could be requested to fight."), "request"
    )
    assert "matrix-modal-in-hypothesis:could" in _flags(original)
    assert not kept(original) and not kept(negated)
    # the active object-control frame drops the modal since the hundred-eighth pass
    # (_outer_modal: the modal is the asker's), so nothing is left to flag
    original, _ = pairs_of(mine("They could ask him to fight."), "ask")
    assert original.hypothesis == "He will fight."  # stop 96 (vc199): FUTURE_DIRECTIVES
    assert not any(f.startswith("matrix-modal-in-hypothesis") for f in _flags(original))


def test_modal_of_an_implicative_or_subject_control_trigger_stays(mine):
    """Guard: an implicative passes its modality on (Karttunen 1971: "can manage to finish" ->
    "can finish"), and so does a subject-control trigger's own modal ("He will want to leave")."""
    original, negated = pairs_of(mine("He can manage to finish it."), "manage")
    assert (original.hypothesis, original.heuristic_label) == ("He can finish it.", "entailment")
    assert kept(original) and kept(negated)
    original, _ = pairs_of(mine("She could be forced to leave."), "force")
    assert (original.hypothesis, original.heuristic_label) == ("She could leave.", "entailment")
    assert kept(original)
    original, _ = pairs_of(mine("He will want to leave."), "want")
    assert original.hypothesis == "He will leave."
    assert kept(original)


# class 4: a second infinitive the parser hung on the object as a noun


def test_bare_verb_read_as_a_noun_conjunct_takes_the_tense(mine):
    """ "keep their scholarships or transfer[NN]" -> "... or transfer." (uninflected): a
    determinerless singular after a determined object, more often a verb than a noun, is the
    second verb (Quirk et al. 1985 §5.52, §13.41)."""
    original, _ = pairs_of(mine("He managed to keep their scholarships or transfer."), "manage")
    assert original.hypothesis == "He kept their scholarships or transferred."
    original, _ = pairs_of(mine("She decided to keep her job or leave."), "decide")
    assert original.hypothesis == "She kept her job or left."


def test_mass_noun_conjunct_of_the_object_stays_a_noun(mine):
    """Guard: "bread and butter", "coffee and water" are noun phrases (more noun senses)."""
    original, _ = pairs_of(mine("He managed to eat the bread and butter."), "manage")
    assert original.hypothesis == "He ate the bread and butter."
    original, _ = pairs_of(mine("He managed to drink his coffee and water."), "manage")
    assert original.hypothesis == "He drank his coffee and water."
