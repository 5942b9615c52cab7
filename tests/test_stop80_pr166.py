"""Stop 80 round one, branch pr166: presupposition drafts and triggers (blind review s1204y,
GIMP manual).

1. Causal "since" with a present passive clause ("since X is stored ..."): the tense sits on the
   passive "be", so the clause is a present state, no left boundary (Quirk et al. 1985 §15.45).
2. "only" inside a control's name ("the X only option", a quoted '"X only"', a determinerless
   "X only" before a modal) is no focus particle (Rooth 1992); the other "only" of a sentence
   with an unquoted name is refused too.
3. Drafts: a present relative clause in the counted NP keeps the existential present; a series
   subject ("consecutive clicks") has no prior state of its own for an aspectual verb; a
   universal theme makes a negative prior state scope-ambiguous ("All X are not ...").

Sentences are constructed and go through the real spaCy model and the real pipeline
(``run_texts`` with sources assessed, as in a run). Each rule has a bad case and a close good
neighbour.
"""

from __future__ import annotations

from tests.phenomenon_support import settled_presupposition_run, well_formed_draft_labels


def _triggers(text: str, subtype: str) -> set[str]:
    return {t for s, t in settled_presupposition_run(text)[0] if s == subtype}


_drafts = well_formed_draft_labels


# 1. causal "since" with a present passive


def test_since_with_present_passive_is_causal():
    text = "Since a file is stored on disk as a series of bytes, conventions have been developed."
    assert _triggers(text, "temporal_adverbs") == set()


def test_since_with_past_passive_stays_temporal():
    text = "Since the old bridge was closed, traffic has been heavy on the ring road."
    assert _drafts(text, "temporal_adverbs") == {"The old bridge was closed.": "entailment"}


# 2. "only" in a name


def test_only_before_setting_noun_is_a_name():
    text = "In Preview only mode, the canvas shows only the result."
    assert _triggers(text, "only") == set()


def test_only_before_setting_noun_with_verb_tag():
    text = "With the Wireframe only setting, the viewer renders only the edges."
    assert _triggers(text, "only") == set()


def test_setting_noun_without_only_in_name_keeps_focus_only():
    text = "With the wireframe setting, the viewer renders only the edges."
    assert _drafts(text, "only") == {
        "With the wireframe setting, the viewer renders the edges.": "entailment"
    }


def test_quoted_label_only_is_a_name():
    text = 'In the dialog, the "Visible only" box hides the other layers.'
    assert _triggers(text, "only") == set()


def test_quoted_sentence_keeps_focus_only():
    assert _drafts('"It only works once," she said.', "only") == {"It works once.": "entailment"}


def test_determinerless_name_before_modal():
    assert _triggers("Outline only will draw only the border of the text.", "only") == set()
    assert _triggers("Stencil only can print only the letters.", "only") == set()


def test_determined_subject_keeps_focus_only():
    text = "The stencil will draw only the border of the text."
    assert _drafts(text, "only") == {"The stencil will draw the border of the text.": "entailment"}


# 3. drafts


def test_present_relative_keeps_existential_present():
    text = "Yesterday she painted the two walls that face the garden."
    assert _drafts(text, "numeric_determiners") == {
        "There are two walls that face the garden.": "entailment"
    }


def test_past_relative_keeps_existential_past():
    text = "Yesterday she painted the two walls that faced the garden."
    assert _drafts(text, "numeric_determiners") == {
        "There were two walls that faced the garden.": "entailment"
    }


def test_series_subject_has_no_prior_activity():
    assert _drafts("Successive taps will continue moving the cursor.", "aspectual_verbs") == {}
    assert _drafts("Future releases will keep supporting the old format.", "aspectual_verbs") == {}


def test_plain_subject_keeps_continue_draft():
    drafts = _drafts("The old release will keep supporting the file format.", "aspectual_verbs")
    assert len(drafts) == 1
    assert next(iter(drafts)).startswith("The old release ")


def test_universal_theme_has_no_negative_prior_state():
    assert _drafts("All the guests arrived at the hotel.", "change_of_state") == {}
    assert _drafts("In the end, all the soldiers will appear at the gate.", "change_of_state") == {}


def test_definite_theme_keeps_negative_prior_state():
    assert _drafts("The guests arrived at the hotel.", "change_of_state") == {
        "The guests were not at the hotel before.": "entailment"
    }
