"""verb_complement, stop 79 round one (branch vc148): complement extraction on a manual's
prose (s1204t, s1204u).

1. A hyphenated verb the parser split into sibling clauses ("to re-arrange" as "re", "-",
   "arrange") keeps its whole word: the tail is the head (Quirk et al. 1985 App. I.12), not
   "You re." (s1204u verb-082).
2. A capitalised command name as the subject of "means that" ("Cut means that P") is a label
   mentioned and glossed (Lyons 1977 §7.1; Quine 1940 §4): a definition, o/o, neutral
   (s1204u verb-074).
3. The object "it" of a trigger in a non-restrictive relative clause ("X uses Y, which allows
   it to V") is disjoint from the relative's head (Principle B) and resolved to the host
   clause's subject (Grosz, Joshi & Weinstein 1995): "X Vs", not "It Vs" (s1204t verb-014).
4. A numeric range after a colon that the parser hung on the trigger ("in the range: 0 to
   255") is an apposition of the noun before it (Quirk et al. 1985 App. III §III.16) and
   stays in the hypothesis (s1204t verb-022).

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import (
    assessed_vcomp_hypotheses,
    assessed_vcomp_label,
    assessed_vcomp_pairs,
)

_pairs = assessed_vcomp_pairs
_hypotheses = assessed_vcomp_hypotheses
_label = assessed_vcomp_label


# 1. hyphenated verb


def test_object_control_keeps_hyphenated_verb():
    hyps = _hypotheses("This panel allows you to re-arrange the tiles of the mosaic.")
    assert hyps == ["You re-arrange the tiles of the mosaic."]


def test_object_control_keeps_hyphenated_verb_under_negation():
    hyps = _hypotheses("This panel allows you to co-ordinate the colours.", "negated")
    assert hyps == ["You co-ordinate the colours."]


def test_will_future_goes_before_the_hyphenated_word():
    assert _hypotheses("She wants to re-read the contract.") == ["She will re-read the contract."]


def test_plain_verb_neighbour_unchanged():
    assert _hypotheses("This panel allows you to arrange the tiles of the mosaic.") == [
        "You arrange the tiles of the mosaic."
    ]


# 2. command label subject of "means that"


def test_command_label_means_is_neutral():
    text = "Cut means that the shape is removed from the canvas and kept on the clipboard."
    hyp = "The shape is removed from the canvas and kept on the clipboard."
    assert _label(text, hyp) == "neutral"


def test_command_label_tagged_as_person_is_neutral():
    text = "Flatten means that all the sheets are joined into one."
    assert _label(text, "All the sheets are joined into one.") == "neutral"


def test_fact_subject_means_keeps_entailment():
    text = "This change means that the shape is removed from the canvas."
    assert _label(text, "The shape is removed from the canvas.") == "entailment"


def test_named_event_means_keeps_entailment():
    assert _label("Brexit means that prices will rise.", "Prices will rise.") == "entailment"


# 3. "it" controlled in a non-restrictive relative clause


def test_relative_clause_it_resolved_to_host_subject():
    text = "The program uses a new codec, which allows it to decode WebP files."
    assert _hypotheses(text) == ["The program decodes WebP files."]
    assert _hypotheses(text, "negated") == ["The program decodes WebP files."]


def test_relative_clause_you_neighbour_unchanged():
    text = "The program uses a new codec, which allows you to decode WebP files."
    assert _hypotheses(text) == ["You decode WebP files."]


def test_person_host_subject_not_taken_for_it():
    text = "The editor now ships a new engine, which allows it to render fonts faster."
    assert "The editor renders fonts faster." not in _hypotheses(text)


# 4. a numeric range after a colon


def test_range_after_colon_stays_in_hypothesis():
    text = "The knob allows you to set a hardness value in the range: -5.0 (soft) to +5.0 (hard)."
    assert _hypotheses(text) == [
        "You set a hardness value in the range: -5.0 (soft) to +5.0 (hard)."
    ]


def test_clause_after_colon_stays_out():
    text = "This option allows you to set the value: 3 to 5 pixels wide is common."
    assert _hypotheses(text) == ["You set the value."]
