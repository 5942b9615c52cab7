"""Stop 80 round one, branch cj164: coordinate ellipsis keeps what lies outside the coordination.

``conjuncts.shared_left_dependents_end`` (called by ``_respanned``, which every
``remove_conjunct`` call goes through): a left dependent the parse hung on a bare first verb
conjunct ("automatically detects and uses X") belongs to the whole coordination when no later
conjunct has one of the same relation (Huddleston & Pullum 2002 ch. 15 §4.4), so removing the
first conjunct keeps it: "X automatically uses Y", never "X uses Y". The same span writes the
reduced premise of the ``conjunct_added`` pair. A quantifier floated off the subject ("are all
grayed out and inactive") is shared whatever the first predicate's size (Sportiche 1988).

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _texts(text: str, kind: str) -> set[str]:
    side = "premise" if kind == "conjunct_added" else "hypothesis"
    return {
        getattr(p, side)
        for p in mined_pairs(text, "conjunction", assess_sources=True)
        if p.hypothesis_kind == kind and p.well_formed
    }


def test_shared_adverb_stays_when_first_verb_goes():
    text = "The importer automatically detects and uses the embedded color profile."
    removed = _texts(text, "conjunct_removed")
    assert "The importer automatically uses the embedded color profile." in removed
    assert "The importer uses the embedded color profile." not in removed


def test_shared_adverb_stays_in_reduced_premise():
    text = "The importer automatically detects and uses the embedded color profile."
    added = _texts(text, "conjunct_added")
    assert "The importer automatically uses the embedded color profile." in added
    assert "The importer uses the embedded color profile." not in added


def test_shared_frequency_adverb_stays():
    text = "Users often select and copy the active layer."
    assert "Users often copy the active layer." in _texts(text, "conjunct_removed")


def test_second_verb_removal_is_unchanged():
    text = "The importer automatically detects and uses the embedded color profile."
    removed = _texts(text, "conjunct_removed")
    assert "The importer automatically detects the embedded color profile." in removed


def test_parallel_adverbs_go_with_their_verbs():
    # each verb has an adverb of its own: the first goes with its verb
    text = "The script carefully reads and silently rewrites the file."
    removed = _texts(text, "conjunct_removed")
    assert "The script silently rewrites the file." in removed
    assert "The script carefully silently rewrites the file." not in removed


def test_adverb_before_full_verb_phrase_is_left_as_parsed():
    # "quietly [reads the file]" may scope over the first verb phrase only: no change
    text = "The tool quietly reads the file and writes a backup."
    assert "The tool writes a backup." in _texts(text, "conjunct_removed")


def test_floating_all_stays_when_first_predicate_goes():
    text = "The old presets are all grayed out and inactive."
    removed = _texts(text, "conjunct_removed")
    assert "The old presets are all inactive." in removed
    assert "The old presets are inactive." not in removed
    assert "The old presets are all inactive." in _texts(text, "conjunct_added")


def test_floating_all_of_each_conjunct_goes_with_it():
    # each predicate has its own "all": the first goes with its predicate
    text = "The old presets are all grayed out and all inactive."
    removed = _texts(text, "conjunct_removed")
    assert "The old presets are all all inactive." not in removed


def test_adverb_of_bare_verb_without_shared_object_stays_with_it():
    # "separated by joins" has an adjunct, no object "raised" lacks: no right node raising, so
    # "slightly" grades "raised" only and goes with it
    text = "The tiles are slightly raised and separated by thin joins."
    removed = _texts(text, "conjunct_removed")
    assert "The tiles are slightly separated by thin joins." not in removed
