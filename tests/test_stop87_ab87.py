"""Stop 87 integration, from the blind A/B ab87 (main vs round one on World English Bible lines
20,001-22,000): rules narrowed or added where the judges' verdicts showed a class.

* a removal after a semicolon keeps a later subjectless verb when the clause before has the same
  subject ("they went out ...; and [they went three days ...], and found no water": kept);
* a first conjunct whose determiner the parse left outside its span is not removed when the
  other conjunct is an independent possessive pronoun ("my [spirit] and [yours]"; Quirk et al.
  1985 §6.29);
* removing the first of two verb phrases never leaves a finite clause without a subject, even
  when the parse hung the subject on a preposition ("For the Canaanites ... will hear of it, and
  will surround us" -> "Will surround us").

Sentences go through the real spaCy model and the real pipeline; each is constructed."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _removed(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "conjunction")
        if p.premise_kind == "original" and p.hypothesis_kind == "conjunct_removed"
    }


def test_same_subject_after_a_semicolon_keeps_the_removal():
    text = (
        "The scouts crossed the river, and they climbed into the hills; and they walked two"
        " days in the hills, and found no shelter."
    )
    assert (
        "The scouts crossed the river, and they climbed into the hills, and found no shelter."
        in _removed(text)
    ), _removed(text)


def test_a_new_subject_after_a_semicolon_still_refuses_it():
    # neighbour: cj187's class stays ("A prudent man sees danger and suffer for it")
    text = "A careful driver sees the ice and slows down; but the reckless speed on, and crash."
    assert not any(h.startswith("A careful driver sees the ice and crash") for h in _removed(text))


def test_independent_possessive_keeps_the_first_noun():
    removed = _removed("The letter cheered my heart and yours.")
    assert "The letter cheered my yours." not in removed, removed
    assert "The letter cheered my heart." in removed, removed


def test_shared_determiner_still_removes():
    assert "They praised my courage." in _removed("They praised my spirit and courage.")


def test_subject_read_as_an_object_of_for_is_not_removed():
    text = (
        "For the farmers and all the herdsmen of the valley will hear of it, and will gather"
        " their flocks, and leave the plain."
    )
    removed = _removed(text)
    assert not any(h.startswith("Will ") for h in removed), removed


# --- from ab87b and s1205s (final draws) -------------------------------------------------------


def _temporal_drafts(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "temporal_adverbs" and p.premise_kind == "original"
    }


def test_displaced_duration_of_the_main_verb_stays_out_of_the_draft():
    text = "Mara lived after she became the mother of Tobin sixty years, and raised other children."
    drafts = _temporal_drafts(text)
    assert drafts and not any("sixty years" in d for d in drafts), drafts


def test_duration_of_an_atelic_time_clause_stays_in_the_draft():
    drafts = _temporal_drafts("The guard left after he had waited three hours.")
    assert "The guard waited three hours." in drafts, drafts


def test_happen_with_its_own_subject_takes_a_purpose_that_clause():
    pairs = mined_pairs(
        "These things happened that the prophecy might be fulfilled.", "verb_complement"
    )
    assert pairs == [], [p.hypothesis for p in pairs]


def test_scalar_item_inside_single_quoted_speech_gives_no_pair():
    text = "The guests said to the cook, 'Give us some of your bread, for we are hungry.'"
    assert mined_pairs(text, "implicature") == []
