"""Stop 74, pr143 (reviews s1204j, s1204i, FOLDOC): presupposition triggers read in the wrong
sense and drafts that keep too much, drop a needed frame, or are ungrammatical
(docs/presupposition.md, "Stop 74, pr143").

Constructed sentences of the reviewed kinds, parsed by the real model: the wrong draft or
candidate is gone or mended, and a neighbour without the configuration keeps its own.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_triggers as _triggers
from tests.phenomenon_support import well_formed_presupposition_drafts as _drafts

# -- re- verbs: a nominal "-ing" with a noun premodifier is no verb -------------------------------


def test_nominal_renaming_after_a_noun_premodifier_is_no_re_verb():
    text = "The processor uses register renaming to avoid hazards."
    assert not _triggers(text, "re_verbs")


def test_nominal_renaming_in_a_coordination_is_no_re_verb():
    text = "It also features branch prediction and register renaming, and is fast."
    assert not _triggers(text, "re_verbs")


def test_verbal_renaming_with_an_object_stays():
    """Control: the gerund has its own object, a verb of the clause."""
    assert "renaming" in _triggers("They kept renaming the variables.", "re_verbs")


# -- possessed definites ---------------------------------------------------------------------------


def test_aggregate_noncount_possessum_takes_no_article():
    drafts = _drafts("The user's mail is stored on the server.", "possessed_definites")
    assert drafts == {"The user has mail."}


def test_count_possessum_keeps_its_article():
    """Control: a count noun keeps "a"."""
    assert _drafts("Kim's laptop crashed yesterday.", "possessed_definites") == {
        "Kim had a laptop."
    }


def test_a_persons_acronym_named_work_gets_no_existence_draft():
    text = "The tool is used by Davidson's VPCC and by other compilers."
    assert not _drafts(text, "possessed_definites")


def test_an_acronym_known_as_a_common_noun_keeps_its_draft():
    """Control: WordNet knows "PC" as a common noun: "Kim had a PC"."""
    assert _drafts("Kim's PC crashed yesterday.", "possessed_definites") == {"Kim had a PC."}


# -- temporal "before V-ing" under a passive verb of thought ---------------------------------------


def test_passive_consider_before_gerund_has_no_theme_controller():
    text = "Fortran and Algol were considered before settling on C."
    assert not _drafts(text, "temporal_adverbs")


def test_personal_subject_of_passive_consider_keeps_its_draft():
    """Control: a person can be the doer of the -ing clause."""
    text = "He was considered for the post before withdrawing his name."
    assert _drafts(text, "temporal_adverbs") == {"He withdrew his name."}


def test_active_main_clause_keeps_its_gerund_draft():
    text = "The team checked the files before sending them to the printer."
    assert _drafts(text, "temporal_adverbs") == {"The team sent the files to the printer."}


# -- "only": result "so" clause and dash clause after the prejacent, fronted setting frame ---------


def test_result_so_clause_after_only_is_cut():
    text = "The old compiler only handled integers so programs had to avoid floating point."
    assert _drafts(text, "only") == {"The old compiler handled integers."}


def test_so_that_purpose_clause_is_not_cut_as_result():
    """Control: "so that" is purpose, left alone (no cut to the bare first clause)."""
    text = "He only came early so that he could help."
    assert "He came early." not in _drafts(text, "only")


def test_clause_after_a_dash_is_cut_from_the_prejacent():
    assert _drafts("The firm only sells shoes - boots are sold elsewhere.", "only") == {
        "The firm sells shoes."
    }


def test_paired_dashes_cut_only_the_parenthesis():
    text = "The firm only sells shoes - its rivals sell boots - in the city centre."
    drafts = _drafts(text, "only")
    assert not any("rivals" in d for d in drafts)


def test_a_phrase_after_a_dash_stays():
    """Control: no clause after the dash, nothing is cut on that account."""
    drafts = _drafts("The firm only sells one thing - shoes.", "only")
    assert not drafts or all("shoes" in d for d in drafts)


def test_fronted_setting_frame_stays_in_the_prejacent():
    text = "In a write-back cache the block is only written to memory when it is evicted."
    assert _drafts(text, "only") == {
        "In a write-back cache the block is written to memory when it is evicted."
    }


def test_fronted_idiom_in_fact_still_goes():
    """Control: "In fact" is a discourse adverbial, not a setting."""
    drafts = _drafts("In fact the block is only written to memory when it is evicted.", "only")
    assert not any(d.startswith("In fact") for d in drafts)
