"""Stop 97, vc206: "mean to" of intention, the modal of "can afford to", and infinitives that
belong to a relativised object (blind reviews s9601/s9602; issue #12).

- the present active "mean to" is "intend to" (Quirk et al. 1985 §16.38; White & Rawlins 2018
  on "intend"): o/o, neutral both ways, the complement in the will-future; Karttunen's (1971)
  o/+ stays for the past accidental "didn't mean to" and the first-person disclaimer;
- "can/cannot afford to V": the hypothesis is the bare event, not "can V", and neutral both
  ways; "could (not) afford to V" has no pair (past or remote ability);
- "the last chance we'll get to V", "the money she found to spend": the head noun is the
  verb's relativised object and owns the infinitive (Quirk et al. 1985 §17.31; H&P 2002 ch. 12
  §7): no implicative "get to" pair.
Sentences are constructed; each bad case fails on the base code (5404c577) except the "money
... found to spend" one, which the base already dropped (kept as a guard of the rule).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> dict[str, tuple[str, str]]:
    """premise -> (hypothesis, label) of the complement pairs of ``text``."""
    return {
        p.premise: (p.hypothesis, p.heuristic_label)
        for p in mined_pairs(text, "verb_complement")
        if p.hypothesis_kind == "complement"
    }


# -- "mean to" of intention ---------------------------------------------------------------------


def test_present_mean_to_is_intention_with_a_future_hypothesis():
    pairs = _pairs("The rebels mean to burn the bridge at dawn.")
    assert pairs["The rebels mean to burn the bridge at dawn."] == (
        "The rebels will burn the bridge at dawn.",
        "neutral",
    )


def test_negated_present_mean_to_is_neutral():
    text = "The duke does not mean to surrender the castle."
    assert _pairs(text)[text] == ("The duke will surrender the castle.", "neutral")


def test_past_accidental_mean_to_keeps_its_entailment():
    # near miss: Karttunen's o/+ ("didn't mean to" of an act done unintentionally)
    text = "The boy didn't mean to break the window."
    assert _pairs(text)[text] == ("The boy broke the window.", "entailment")


def test_first_person_disclaimer_keeps_its_entailment():
    # near miss: "I don't mean to V, but ..." disclaims the act being done (Fraser 1975)
    text = "I don't mean to interrupt, but dinner is ready."
    assert _pairs(text).get(text, ("", ""))[1] != "neutral"


def test_passive_meant_to_stays_unchanged():
    # near miss: the passive "be meant to" of purpose keeps its own o/o, no "will"
    hypotheses = {h for h, _ in _pairs("The bell is meant to warn the village.").values()}
    assert not any("will" in h for h in hypotheses)


# -- "can afford to" -----------------------------------------------------------------------------


def test_cannot_afford_to_has_the_bare_event():
    text = "We cannot afford to waste any more time on this road."
    hypothesis, label = _pairs(text)[text]
    assert hypothesis == "We waste any more time on this road."
    assert label == "neutral"


def test_can_afford_to_has_the_bare_event():
    text = "She can afford to hire a good lawyer."
    assert _pairs(text)[text] == ("She hires a good lawyer.", "neutral")


def test_could_not_afford_to_has_no_pair():
    assert not _pairs("The family could not afford to repair the roof.")


def test_can_of_an_implicative_is_kept():
    # near miss: a two-way implicative hands its modal on (Karttunen 1971)
    text = "They can manage to finish the wall by noon."
    assert _pairs(text)[text][0] == "They can finish the wall by noon."


# -- an infinitive owned by the relativised object -------------------------------------------


def test_chance_we_get_to_v_has_no_pair():
    assert not _pairs("It may be the only chance we'll get to speak with her.")


def test_money_she_found_to_spend_has_no_pair():
    assert not _pairs("That was all the money she found to spend on the trip.")


def test_plain_get_to_keeps_its_pair():
    # near miss: the catenative "get to" with no relativised object
    text = "We'll get to meet the queen."
    assert _pairs(text)[text] == ("We'll meet the queen.", "entailment")


def test_subject_relative_get_to_keeps_its_pair():
    # near miss: the relative pronoun is the subject, "get to" is the implicative
    text = "Those are the children who get to ride the pony."
    assert _pairs(text)[text] == ("Those are the children who ride the pony.", "entailment")


def test_modal_have_to_with_a_relativised_object_keeps_its_pair():
    # near miss: the relativised noun is the infinitive's object, "had to" the modal
    text = "These are the books we had to sell last winter."
    assert text in _pairs(text)


def test_signifying_mean_to_gets_no_will():
    # near miss: a thing cannot intend; "mean" is "signify" (flagged signifying-mean)
    text = "An empty box means to skip the question."
    assert not any("will" in h for h, _ in _pairs(text).values())
