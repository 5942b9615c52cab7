"""Stop 87, branch im105: implicature, the plain <original, implicature> pairs.

* (withdrawn at integration: no pair for a scalar item under a universal subject. "Not
  everyone/all ... <stronger>" follows from the local reading "each ... exactly/only" as well
  as from the global one, so the hypothesis is entailed under both; the judged rejects were of
  one exact-numeral sentence, "Everyone had four faces", and pinned pairs such as "Everything
  on the menu was fine" -> "Not everything on the menu was great" are right);
* a need adjective ("hungry", "tired") in a sentence that measures a stretch of deprivation
  ("fasted forty days", "walked for eleven hours"): the context makes the stronger degree
  likely and cancels the upper bound (Gazdar 1979 ch. 3; Levinson 2000 §1.3): no candidate
  (``degree_uses.need_after_stretch``).

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str, subtype: str) -> list[str]:
    return [p.hypothesis for p in mined_pairs(text, "implicature") if p.subtype == subtype]


def _original(text: str, subtype: str) -> list[str]:
    return [
        p.hypothesis
        for p in mined_pairs(text, "implicature")
        if p.subtype == subtype and p.premise_kind == "original" and p.well_formed
    ]


# --- (class 1 withdrawn) a universal subject keeps its pair ---------------------------------------


def test_adjective_under_everyone_keeps_its_not_everyone_pair():
    hyps = _hypotheses("Everyone at the party was happy.", "gradable_adjectives")
    assert any("not everyone" in h.lower() for h in hyps), hyps


def test_neighbour_quantifier_subject_keeps_its_not_all_pair():
    hyps = _original("Most of the guests stayed for dinner.", "quantifiers")
    assert "Not all of the guests stayed for dinner." in hyps


def test_neighbour_plain_subject_keeps_its_adjective_pair():
    hyps = _original("The rooms at the inn were small.", "gradable_adjectives")
    assert "The rooms at the inn weren't tiny." in hyps


# --- class 2: a need adjective after a measured stretch of deprivation ----------------------------


def test_hungry_after_days_of_fasting_gives_no_pair():
    text = "When the monks had fasted for nine days, they were hungry."
    assert not _hypotheses(text, "gradable_adjectives")


def test_tired_after_hours_of_walking_gives_no_pair():
    text = "The sailors were tired after sixteen hours at the pumps."
    assert not _hypotheses(text, "gradable_adjectives")


def test_hungry_days_later_gives_no_pair():
    assert not _hypotheses(
        "Three days later the children were hungry again.", "gradable_adjectives"
    )


def test_neighbour_hungry_without_a_stretch_keeps_its_pair():
    hyps = _original("I was hungry, so I went down to the kitchen.", "gradable_adjectives")
    assert "I wasn't starving." in hyps
