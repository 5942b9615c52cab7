"""Stop 95, branch im118: implicature (blind review s9501), scalar items not used scalarly.

* the fixed focusing expression "most of all" (= "above all") gives no quantifier candidate
  (Collins COBUILD, Merriam-Webster s.v. "most"; Quirk et al. 1985 §8.116ff);
* the hedge "one/you could say (that) p" gives no modal candidate (Quirk et al. 1985
  §8.124-8.127 on style disjuncts; Lakoff 1973);
* the postposed subject of a locative inversion ("All around the camp were many guards") is
  cardinal, like the pivot of a "there"-sentence (Milsark 1977; Bresnan 1994; Partee 1989);
* "That's good, because/since <clause>" is a response evaluation of a proposition, not a
  degree on ⟨good, excellent⟩ (Webber 1991; Pomerantz 1984; Horn 1989 ch. 4).

Sentences are constructed (not the reviewed ones) and go through the real spaCy model and the
real pipeline. Each rule has a near miss that keeps its candidate or pair."""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import implicature_hypotheses


def _triggers(text: str, subtype: str) -> list[str]:
    """The triggers of ``subtype`` extracted from ``text``."""
    _, result = run_texts([text], ["implicature"])
    return [c.trigger.lower() for c in result.candidates if c.subtype == subtype]


# --- "most of all" ------------------------------------------------------------------------


def test_sentence_initial_most_of_all_is_no_candidate():
    assert "most" not in _triggers(
        "And most of all, enjoy every hour, for it passes quickly.", "quantifiers"
    )


def test_most_of_all_with_a_noun_stays_a_candidate():
    assert "most" in _triggers("She ate most of all the cakes at the party.", "quantifiers")


def test_partitive_most_keeps_its_pair():
    assert implicature_hypotheses("Most of the guests left early.", "quantifiers") == {
        "Not all of the guests left early."
    }


# --- "one could say" ----------------------------------------------------------------------


def test_one_could_say_is_no_candidate():
    assert "could" not in _triggers(
        "The sailors... well, one could say they were slow to come to the captain's aid.",
        "modals",
    )  # the parser hangs the dangling topic "The sailors" on "say" as a first subject


def test_you_could_say_is_no_candidate():
    assert "could" not in _triggers("You could say the soup was a little thin.", "modals")


def test_specific_subject_could_say_stays_a_candidate():
    assert "could" in _triggers("His aunt could say the whole poem by heart.", "modals")


# --- locative inversion -------------------------------------------------------------------


def test_locative_inversion_many_is_no_candidate():
    assert "many" not in _triggers(
        "All around the camp were many guards, working hard to build the fence.", "quantifiers"
    )


def test_canonical_order_many_keeps_its_pair():
    assert implicature_hypotheses("Many guards were around the camp.", "quantifiers") == {
        "Not all guards were around the camp."
    }


# --- "That's good, because ..." -----------------------------------------------------------


def test_thats_good_because_is_no_candidate():
    assert "good" not in _triggers(
        "That's good, because the road looks so icy!", "gradable_adjectives"
    )


def test_thats_good_since_is_no_candidate():
    assert "good" not in _triggers("That's good, since we need the rain.", "gradable_adjectives")


def test_noun_subject_good_because_keeps_its_pair():
    assert implicature_hypotheses(
        "The ending is good, because it surprises you.", "gradable_adjectives"
    ) == {"The ending isn't excellent."}


def test_entity_anaphor_in_the_reason_keeps_the_candidate():
    assert "good" in _triggers(
        "This is good, because it has lots of garlic.", "gradable_adjectives"
    )
