"""verb_complement precision, thirtieth pass (branch vc22): round-44 blind rejects whose negated
premise (¬S) is unnatural, and one hypothesis form.

Constructed sentences through the real spaCy model and the real extractor/rewriters (no reject
sentence is copied); each flagging test failed on the code before this change (ecf79ca); the
guards pin pairs that must stay well formed.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, pairs_of

# -- class 1: ¬S inside the complement of a backgrounded clause ---------------------------------


def test_trigger_in_complement_of_relative_clause_is_flagged(mine):
    """ "an indictment that says the mayor did not conspire to ...": the relative clause is not
    asserted, nor is what it embeds."""
    text = "The lawyers filed an indictment that says the mayor conspired to hide the funds."
    original, negated = pairs_of(mine(text), "conspire")
    assert negated.premise == (
        "The lawyers filed an indictment that says the mayor did not conspire to hide the funds."
    )
    assert "negated-subordinate-clause" in negated.features["flags"]
    assert not kept(negated)
    assert kept(original)


def test_trigger_in_complement_inside_purpose_infinitive_is_flagged(mine):
    """ "put out reports to let people know they are not continuing to ...": the purpose
    infinitive states an aim, and the negation lands deep inside it."""
    text = "They put out reports to let people know they are continuing to enrich uranium."
    _, negated = pairs_of(mine(text), "continue")
    assert "they are not continuing to enrich uranium" in negated.premise
    assert "negated-subordinate-clause" in negated.features["flags"]
    assert not kept(negated)


def test_trigger_in_complement_of_main_clause_speech_verb_stays(mine):
    """Guard: NOPE App. C negates inside the complement of a main-clause verb of saying, also
    two levels down."""
    _, negated = pairs_of(mine("She said that he had managed to escape."), "manage")
    assert negated.premise == "She said that he had not managed to escape."
    assert negated.hypothesis == "She said that he had escaped."
    assert kept(negated)
    text = "He thinks she said that the mayor refused to resign."
    _, negated = pairs_of(mine(text), "refuse")
    assert negated.premise == "He thinks she said that the mayor did not refuse to resign."
    assert kept(negated)


# -- class 2: positive polarity under the added negation ----------------------------------------


def test_approximative_adverb_before_the_trigger_is_flagged(mine):
    """ "had not just about convinced", "did not nearly forget": approximatives resist a
    clausemate negation (metalinguistic reading only)."""
    text = "I had just about convinced myself that the storm was over when the phone rang."
    _, negated = pairs_of(mine(text), "convince")
    assert negated.premise.startswith("I had not just about convinced myself")
    assert "ppi-under-negation:just about" in negated.features["flags"]
    assert not kept(negated)
    _, negated = pairs_of(mine("He nearly forgot to lock the door."), "forget")
    assert negated.premise == "He did not nearly forget to lock the door."
    assert "ppi-under-negation:nearly" in negated.features["flags"]
    assert not kept(negated)


def test_approximative_inside_the_complement_is_not_flagged(mine):
    """Guard: "almost" on a quantifier after the trigger is not on the negated verb."""
    _, negated = pairs_of(mine("He managed to finish almost all of the work."), "manage")
    assert negated.premise == "He did not manage to finish almost all of the work."
    assert kept(negated)


def test_degree_ppi_under_neg_raising_is_flagged(mine):
    """ "I do not think I was a little taken aback": the raised negation is read in the
    complement, where the degree PPI is anti-licensed."""
    text = "I think I was a little startled by his question."
    _, negated = pairs_of(mine(text), "think")
    assert negated.premise == "I do not think I was a little startled by his question."
    assert "ppi-under-negation:a little" in negated.features["flags"]
    assert not kept(negated)
    _, negated = pairs_of(mine("She believes the film is pretty good."), "believe")
    assert negated.premise == "She does not believe the film is pretty good."
    assert "ppi-under-negation:pretty" in negated.features["flags"]


def test_quantity_a_little_and_non_raising_verbs_stay(mine):
    """Guards: "a little money" is a quantity, and "say" is no neg-raiser, so "did not say the
    weather was pretty bad" is a plain denial of the report."""
    _, negated = pairs_of(mine("I think we need a little help."), "think")
    assert negated.premise == "I do not think we need a little help."
    assert kept(negated)
    _, negated = pairs_of(mine("They said the weather was pretty bad."), "say")
    assert negated.premise == "They did not say the weather was pretty bad."
    assert kept(negated)


# -- class 3: a hypothesis that starts in lower case --------------------------------------------


def test_hypothesis_after_an_opening_quote_is_capitalised(mine):
    original, negated = pairs_of(mine('"I forbid you to swim out to that rock!"'), "forbid")
    assert original.hypothesis == "You swim out to that rock."
    assert negated.hypothesis == "You swim out to that rock."


# -- class 4: the get-passive takes do-support ---------------------------------------------------


def test_get_passive_trigger_is_negated_with_do_support(mine):
    """ "They got told that ..." -> "They did not get told ...", not "*They got not told"."""
    original, negated = pairs_of(mine("They got told that the concert was cancelled."), "tell")
    assert negated.premise == "They did not get told that the concert was cancelled."
    assert negated.features["negation_rule"] == "negation:add:do-support"
    assert kept(negated)
    assert original.hypothesis == "The concert was cancelled."


def test_be_passive_keeps_not_after_the_auxiliary(mine):
    """Guard: the be-passive's auxiliary is an operator: "was not told"."""
    _, negated = pairs_of(mine("He was told that the concert was cancelled."), "tell")
    assert negated.premise == "He was not told that the concert was cancelled."
    assert kept(negated)
