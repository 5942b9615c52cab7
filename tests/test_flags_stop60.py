"""Flag calibration, stop 60 (fl21; docs/fitness.md "Flag calibration, stop 60 (fl21)").

``title_or`` fires on a one-word title-case "X or Y" only with a cue that it is a title (a
capitalised non-noun, a predicate naming a work), not on capitalised terms of art; ``no_verb``
no longer fires when both parses read a clause's "-s" verb as a plural noun. Real sentences
through the real pipeline.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs, pair_flags


def _conj(text: str) -> list:
    return mined_pairs(text, "conjunction")


def test_capitalised_terms_of_art_are_no_title():
    pairs = _conj("You can become a Republic or Democracy once you learn the required technology.")
    hyps = {p.hypothesis for p in pairs if p.hypothesis_kind == "conjunct_removed"}
    assert "You can become a Democracy once you learn the required technology." in hyps
    assert pairs and all("title_or" not in pair_flags(p) and kept(p) for p in pairs)


def test_title_with_a_capitalised_pronoun_stays_flagged():
    pairs = _conj("Something or Nothing was a comedy show on the radio.")
    assert pairs and all("title_or" in pair_flags(p) and not kept(p) for p in pairs)


def test_title_with_a_capitalised_determiner_stays_flagged():
    pairs = _conj("All or Nothing was an event held in 2003.")
    assert pairs and all("title_or" in pair_flags(p) and not kept(p) for p in pairs)


def test_plural_noun_misread_verb_is_no_verbless_remainder():
    text = (
        "They interrupt their conversation when they see you approaching, and the human "
        "gestures for you to join them."
    )
    pairs = _conj(text)
    short = [p for p in pairs if p.premise == "The human gestures for you to join them."]
    assert short and all("no_verb" not in pair_flags(p) and kept(p) for p in short)
    assert short[0].hypothesis_kind == "conjunct_added"
    assert short[0].heuristic_label == "neutral"


def test_verbless_remainder_still_flagged():
    """Control: a kept conjunct with no finite verb at all keeps ``no_verb``."""
    pairs = _conj("The men fought hard, and the women with them, to be sure.")
    flagged = [p for p in pairs if "no_verb" in pair_flags(p)]
    assert flagged and all(not kept(p) for p in flagged)


TITAN = (
    "Fungi bloom from the crevices in the ossified plates of this ponderous bone titan, and it "
    "seems even its eyes are lost to it."
)


def _conj_from(text: str, source: str) -> list:
    from pipeline.process import run_texts

    _, result = run_texts([text], ["conjunction"], source=source)
    return list(result.pairs)


def test_description_record_it_is_the_entry_topic():
    pairs = _conj_from(TITAN, "cdda-descriptions")
    cut = [p for p in pairs if p.hypothesis == "It seems even its eyes are lost to it."]
    assert cut and all("lost_antecedent" not in pair_flags(p) and kept(p) for p in cut)
    assert all("pronoun_antecedent_removed" in pair_flags(p) for p in cut)


def test_dialogue_it_keeps_lost_antecedent():
    """Control: outside a description record the lost "it" stays a defect."""
    pairs = _conj_from(TITAN, "cdda-dialogue")
    cut = [p for p in pairs if p.hypothesis == "It seems even its eyes are lost to it."]
    assert cut and all("lost_antecedent" in pair_flags(p) and not kept(p) for p in cut)


def test_compound_read_verb_head_is_no_lost_verb():
    """ "Fungi bloom": the parse's noun compound heads a finite clause conjunct, so "bloom" is
    the verb; the first clause alone keeps it (before: flagged ``no_verb``)."""
    pairs = _conj_from(TITAN, "cdda-dialogue")
    short = "Fungi bloom from the crevices in the ossified plates of this ponderous bone titan."
    cut = [p for p in pairs if short in (p.premise, p.hypothesis)]
    assert cut and all("no_verb" not in pair_flags(p) and kept(p) for p in cut)
