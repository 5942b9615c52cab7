"""Issue 12, hundred-sixth pass (branch cj105): the s1202n blind review's conjunction rejects,
fixed by class; constructed sentences through the real spaCy model. Each test fails on main
(59d3203) unless its docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import added, conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _hypotheses(run, text: str) -> set[str]:
    return set(removed(run(text)[1]))


# -- "nor" + inverted operator misread as a main verb ------------------------------------------


def test_inverted_nor_operator_read_as_main_verb_is_not_kept_alone(run):
    """ "nor do the wind or the frost": the parse made "do" a main verb with "the wind" as its
    object; the clause is an inverted, elliptical one (H&P 2002 ch. 9 §5.2), so no removal keeps
    it without the first clause ("The oaks don't do the wind or the frost.")."""
    text = "The old oaks don't fear the storm, nor do the wind or the frost."
    hyps = _hypotheses(run, text)
    assert "The old oaks don't fear the storm." in hyps
    assert not any(h.startswith(("The old oaks don't do ", "The old oaks do the")) for h in hyps)


def test_inverted_nor_with_pronoun_subject_control(run):
    """Control: "nor did they eat" was already refused alone; the first clause stays."""
    hyps = _hypotheses(run, "The guards did not sleep, nor did they eat.")
    assert hyps == {"The guards did not sleep."}


# -- a plural noun the tagger read as a verb (agreement) ---------------------------------------


def test_s_word_after_a_non_third_person_subject_gives_no_pair(run):
    """ "You hear groans and [screams as it approaches]": "screams" (VBZ, no subject) cannot
    agree with "You"; the parse's spans are wrong, so no removal ("You screams as ...")."""
    text = "You hear groans and screams as it approaches, dragging its chains."
    assert _hypotheses(run, text) == set()


def test_s_word_joined_to_a_plural_noun_keeps_only_the_first_removal(run):
    """ "You hear growls and [roars as the beast approaches]": "roars" is a plural noun, the
    "as" clause the sentence's; "You hear growls." is refused, "You hear roars as ..." stays."""
    text = "You hear growls and roars as the beast approaches."
    assert _hypotheses(run, text) == {"You hear roars as the beast approaches."}


def test_real_verb_coordination_control(run):
    """Control: "We smell smoke and hear shouts": both verbs agree with "We"."""
    hyps = _hypotheses(run, "We smell smoke and hear shouts from the hall.")
    assert hyps == {"We hear shouts from the hall.", "We smell smoke."}


# -- a determiner left without its noun --------------------------------------------------------


def test_determiner_not_left_before_a_participle(run):
    """ "A block of marble shaped like a lion, but carved by no hands": removing the first
    "conjunct" (the noun phrase) left "A carved by ...": a determiner needs its noun (H&P 2002
    ch. 5 §3), so that removal is not made; the other one stays."""
    text = "A block of marble shaped like a lion, but carved by no living hands."
    hyps = _hypotheses(run, text)
    assert not any(h.startswith("A carved") for h in hyps)
    assert "A block of marble shaped like a lion." in hyps


def test_shared_determiner_before_a_kept_noun_control(run):
    """Control: "A cat and dog live here" -> "A dog lives here": the determiner has its noun."""
    assert "A dog lives here." in _hypotheses(run, "A cat and dog live here.")


# -- a fused head left without its antecedent --------------------------------------------------


def test_both_as_object_of_preposition_loses_its_antecedent(run):
    """ "copies of both": "both" is a fused head whose noun was in the removed clause; "copies"
    contains it (i-within-i) and "the captain" is singular, so neither is an antecedent: the
    hypothesis is flagged ``lost_antecedent`` and is no addition premise."""
    text = (
        "The old map and the new chart differ, but the captain keeps copies of both in his cabin."
    )
    pairs = run(text)[1]
    hyp = "The captain keeps copies of both in his cabin."
    rem = removed(pairs).get(hyp)
    # since stop 93 (cj203) the removal is refused outright (a dual pronoun in the later member
    # needs the member before it); before, it was written and flagged
    assert rem is None or (not rem.well_formed and "lost_antecedent" in rem.features["flags"])
    assert hyp not in added(pairs)


def test_each_as_object_of_preposition_loses_its_antecedent(run):
    """ "cares for each" after "The swords and the axes are sharp" is removed: flagged."""
    text = "The swords and the axes are sharp, and the smith cares for each."
    rem = removed(run(text)[1])["The smith cares for each."]
    assert "lost_antecedent" in rem.features["flags"]


def test_each_with_its_own_of_phrase_control(run):
    """Control: "each of his blades" names its set: no flag. (cj110: the subject is a noun,
    not "he", since "the smith" in the removed clause now antecedes "he", a warning.)"""
    text = "The smith made a sword, and the king is proud of each of his blades."
    rem = removed(run(text)[1])["The king is proud of each of his blades."]
    assert rem.well_formed


# -- coordinated prepositions sharing one object -----------------------------------------------


def test_preposition_read_as_adverb_is_not_left_stranded(run):
    """ "when in or under water": "water" is the object of both prepositions (right node
    raising); "when in." is no hypothesis."""
    hyps = _hypotheses(run, "The amulet raises your speed when in or under water.")
    assert not any(h.endswith("when in.") for h in hyps)


def test_prepositions_sharing_an_object_control(run):
    """Control: "in or near the pond" keeps both removals, the object shared."""
    hyps = _hypotheses(run, "The frogs live in or near the pond.")
    assert {"The frogs live in the pond.", "The frogs live near the pond."} <= hyps


# -- an antonym swapped inside a verb's argument -----------------------------------------------


def _replaced(run, text: str) -> set[str]:
    return {p.hypothesis for p in run(text)[1] if p.hypothesis_kind == "conjunct_replaced"}


def test_no_antonym_inside_an_argument_of_a_verbal_conjunct(run):
    """ "gain many other useful powers with which to make better use of the dead": the swap
    "useless" is inside the object of the conjunct's verb, not the conjunct: no replacement."""
    text = (
        "The cult can raise armies of undead, and gain many other useful powers with which "
        "to make better use of the dead."
    )
    assert not any("useless" in h for h in _replaced(run, text))


def test_antonym_of_an_adjective_conjunct_control(run):
    """Control: "dark and cold" -> "light and cold": the adjective is the conjunct."""
    assert "The room was light and cold." in _replaced(run, "The room was dark and cold.")


@pytest.mark.parametrize(
    "text",
    ["The shield protects you from heat and cold.", "The cloak guards against wind and cold."],
)
def test_no_adjective_antonym_for_a_converted_noun(run, text):
    """ "from heat and cold": "cold" heads a noun phrase (a noun converted from the adjective),
    so the adjective antonym "hot" gave "from heat and hot": no replacement with it."""
    assert not any(h.endswith("and hot.") for h in _replaced(run, text))


def test_noun_conjunct_after_a_correlative_both_control(run):
    """Control: "in both singles and doubles on the tour": "both" is the correlative, no
    determiner left headless, so the removal of "singles" stays."""
    text = "She is one of the best players in both singles and doubles on the tour."
    assert "She is one of the best players in doubles on the tour." in _hypotheses(run, text)


def test_verb_with_a_clausal_subject_control(run):
    """Control: "whatever is in the letter seems to please them": "seems" has a clause as its
    subject, so it is no subjectless "-s" verb and both clause removals stay."""
    text = "The scouts are eager to leave, and whatever is in the letter seems to please them."
    assert "The scouts are eager to leave." in _hypotheses(run, text)


def test_possessive_before_a_kept_premodified_noun_control(run):
    """Control: "its [accuracy] and near-complete lack of recoil" -> "its near-complete lack of
    recoil": the possessive has a noun after the adverb-adjective premodifier."""
    text = "The low capacity is offset by its accuracy and near-complete lack of recoil."
    assert "The low capacity is offset by its near-complete lack of recoil." in _hypotheses(
        run, text
    )


def test_quantifier_antonym_control(run):
    """Control: "many of our people" -> "few of our people": a fused-head quantifier, not a
    noun converted from an adjective, so the swap stays."""
    text = "The raiders burned the farms and killed many of our people."
    assert any("few of our people" in h for h in _replaced(run, text))
