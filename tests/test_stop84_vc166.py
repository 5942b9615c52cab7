"""verb_complement, stop 84 (branch vc166): veridical uses that were labelled neutral, and
implicatives inside a non-veridical "of"-gerund.

1. "oblige to" (+/o, Karttunen 1971 on "be forced to", like the K12 rows "force/compel to"):
   a past positive coercion was discharged ("The guard obliged her to open the box" -> "She
   opened the box"); the present or modal duty ("We are obliged to report losses") is o/o
   (Bhatt 1999 ch. 5 on the actuality entailment of the perfective past).
2. "perceive that" (+/+, the cognitive use of a perception verb, like RP19's "notice/see that"):
   the complement projects out of negation.
3. A subjectless "of"-gerund of an intention noun or an ability adjective ("the plan of helping
   them to carry it", "capable of helping them to carry it") names a possible activity, not an
   event (Giannakidou 1998 on non-veridical operators): the implicative inside asserts nothing.

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import assessed_vcomp_labels, assessed_vcomp_pairs

# 1. "oblige to": past positive coercion entails its complement


def test_past_active_oblige_entails():
    labels = assessed_vcomp_labels(
        "The warden obliged the visitor to sign the register.", "The visitor signed the register."
    )
    assert labels.get("original") == "entailment"
    assert labels.get("negated") == "neutral"


def test_past_passive_oblige_entails():
    labels = assessed_vcomp_labels(
        "The clerk was obliged to stamp every form.", "The clerk stamped every form."
    )
    assert labels.get("original") == "entailment"


def test_negated_past_oblige_leaves_open():
    labels = assessed_vcomp_labels(
        "The clerk was not obliged to stamp every form.", "The clerk stamped every form."
    )
    assert labels.get("original") == "neutral"


def test_present_duty_oblige_stays_neutral():
    labels = assessed_vcomp_labels(
        "Tenants are obliged to repaint the walls.", "Tenants repaint the walls."
    )
    assert labels.get("original") == "neutral"


def test_modal_oblige_stays_neutral():
    text = "The clerk would be obliged to stamp every form."
    assert set(assessed_vcomp_labels(text, "The clerk would stamp every form.").values()) <= {
        "neutral"
    }


# 2. "perceive that": factive under negation


def test_negated_perceive_keeps_complement():
    labels = assessed_vcomp_labels(
        "The sailor did not perceive that the tide had turned.", "The tide had turned."
    )
    assert labels.get("original") == "entailment"


def test_positive_perceive_entails():
    labels = assessed_vcomp_labels(
        "The sailor perceived that the tide had turned.", "The tide had turned."
    )
    assert labels.get("original") == "entailment"


# 3. an implicative inside an "of"-gerund of intention or ability asserts nothing


def _detached(text: str) -> set[str]:
    """labels of the original-premise pairs of ``text`` (any hypothesis)."""
    return {p.heuristic_label for p in assessed_vcomp_pairs(text, "original")}


def test_gerund_of_intention_noun_is_neutral():
    assert _detached("Their plan of helping them to carry the piano failed.") == {"neutral"}


def test_gerund_of_ability_adjective_is_neutral():
    assert _detached("We hired a porter capable of helping them to carry the piano.") == {"neutral"}


def test_gerund_after_verb_preposition_keeps_entailment():
    assert "entailment" in _detached("She thanked him for helping them to carry the piano.")
