"""Stop 84, cj180: conjunction rewrites that break a phrase.

* ``conjunction_replacements.phrasal_verb_particle``: no antonym for the particle of a phrasal
  verb WordNet lists as one lemma ("look forward" -> "look backward"; Sag et al. 2002), unless
  WordNet lists the particle swap as the lemma's antonym.
* ``conjunction_seams.nominal_member_after_object``: a later noun phrase the parse hung on the
  verb or adjective heading the first member pairs with the object ending that member (Quirk
  et al. 1985 §13.3): the first member's removal is not made, and under "between" none is
  (``removal_blocker``, Quirk §9.49).

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, written_conjunction_pairs


def _replacements(text: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "conjunction", assess_sources=True)
        if p.hypothesis_kind == "conjunct_replaced"
    }


def test_particle_of_a_phrasal_verb_is_not_swapped():
    text = "She had packed her bags early, and she looked forward to the evening."
    assert not any("looked backward" in h for h in _replacements(text)), _replacements(text)


def test_phrasal_verb_particle_check_reads_wordnet_lemmas():
    from pipeline.lexicon.wordnet import multiword_lemma

    assert multiword_lemma("look_forward", "VERB")
    assert multiword_lemma("switch_on", "VERB")
    assert not multiword_lemma("walk_quickly", "VERB")


def test_antonym_of_a_plain_adjective_conjunct_still_swapped():
    text = "The rain had stopped by noon, and the children were happy."
    assert any("unhappy" in h for h in _replacements(text)), _replacements(text)


def test_between_object_read_as_a_verb_phrase_loses_no_member():
    text = (
        "Her mind was restless that evening; torn between pity for the old gardener, "
        "and the wish to leave the house at once."
    )
    assert written_conjunction_pairs(text, "conjunct_removed") == {}


def test_first_member_cut_before_a_paired_object_is_not_made():
    text = (
        "On William's return from Bath, she made known to him and Harriet their sister's "
        "safety, thanking them with warmth for it."
    )
    removals = written_conjunction_pairs(text, "conjunct_removed")
    assert not any("she made Harriet" in h for h in removals), removals


def test_plain_verb_phrase_coordination_keeps_both_removals():
    text = "He sat between the two windows and read the letter."
    removals = written_conjunction_pairs(text, "conjunct_removed")
    assert "He sat between the two windows." in removals, removals
    assert "He read the letter." in removals, removals


def test_later_noun_phrase_removal_after_an_object_still_made():
    text = "She tried to understand the sort of meeting, and the sort of pain it caused."
    removals = written_conjunction_pairs(text, "conjunct_removed")
    assert "She tried to understand the sort of meeting." in removals, removals
