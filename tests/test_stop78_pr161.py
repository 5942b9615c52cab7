"""Stop 78, pr161: presupposition drafts rejected on blind review s1204t. All sentences are
constructed.

1. A fronted "with" phrase, "else/otherwise" or "in that case / in most cases" restricts the
   clause, and the "only" prejacent keeps it (Quirk et al. 1985 §15.35 implicit conditions).
2. A bracketed while-clause of parallel present statements about another subject is the
   contrastive "while" = "whereas" (Quirk et al. 1985 §15.22, §15.50): no temporal draft.
3. An adverbial -ing clause of a volitional verb under a main subject that cannot act is
   unattached (Quirk et al. 1985 §15.60-15.61): no draft with the main subject as doer.
4. A manner question over a bare passive of a light verb ("how X will be treated") gives no
   vacuous draft (Karttunen 1977; NOPE App. B).
5. A comparative correlative complement ("that the more ..., the more ...") gives no half
   draft (Quirk et al. 1985 §15.51; Culicover & Jackendoff 1999).
6. A count in figures with a bare noun is restricted like one in words ("There are 12
   relevant files"; von Fintel 1994).
"""

from __future__ import annotations

from tests.phenomenon_support import well_formed_original_drafts as _drafts

# -- 1. fronted restricting adjuncts stay in the "only" draft ------------------------------------


def test_fronted_with_phrase_kept():
    hyps = _drafts("With a larger radius, only the outer edge is blurred.", "only")
    assert "With a larger radius, the outer edge is blurred." in hyps, hyps
    assert "The outer edge is blurred." not in hyps, hyps


def test_fronted_with_phrase_before_colon_kept():
    text = "With the exact shade of the red region: only this red shade is removed."
    hyps = _drafts(text, "only")
    assert "This red shade is removed." not in hyps, hyps
    assert "With the exact shade of the red region: this red shade is removed." in hyps, hyps


def test_fronted_otherwise_kept():
    hyps = _drafts("Otherwise, you will see a blank page only.", "only")
    assert "Otherwise, you will see a blank page." in hyps, hyps
    assert "You will see a blank page." not in hyps, hyps


def test_fronted_in_that_case_kept():
    hyps = _drafts("In that case, only the selected area is copied.", "only")
    assert "In that case, the selected area is copied." in hyps, hyps


def test_in_any_case_still_dropped():
    """ "In any case" is a concessive conjunct and restricts nothing."""
    hyps = _drafts("In any case, only the owner can delete the file.", "only")
    assert "The owner can delete the file." in hyps, hyps


def test_unfronted_only_unchanged():
    hyps = _drafts("Only the background color becomes transparent.", "only")
    assert "The background color becomes transparent." in hyps, hyps


# -- 2. bracketed contrastive "while" -------------------------------------------------------------


def test_bracketed_parallel_while_no_temporal_draft():
    text = (
        "It offers plain text, rich text, and 32 font sizes (while Notepad offers only one size)."
    )
    assert _drafts(text, "temporal_adverbs") == set()


def test_bracketed_while_of_another_verb_stays_temporal():
    text = "The program saves a backup copy (while the editor remains open)."
    assert "The editor remains open." in _drafts(text, "temporal_adverbs")


# -- 3. unattached -ing clause of a volitional verb -----------------------------------------------


def test_function_does_not_use():
    text = "This command hides all layers again, after using the two previous commands."
    hyps = _drafts(text, "temporal_adverbs")
    assert "This command uses the two previous commands." not in hyps, hyps


def test_dialog_does_not_click():
    hyps = _drafts("The dialog closes itself after clicking the OK button.", "temporal_adverbs")
    assert "The dialog clicks the OK button." not in hyps, hyps


def test_person_subject_keeps_gerund_draft():
    text = "She closed the window after using the two previous commands."
    assert "She used the two previous commands." in _drafts(text, "temporal_adverbs")


def test_non_agent_with_non_volitional_gerund_keeps_draft():
    text = "The storm destroyed the bridge before striking the coast."
    assert "The storm struck the coast." in _drafts(text, "temporal_adverbs")


# -- 4. light passive under "how" -----------------------------------------------------------------


def test_how_treated_no_draft():
    text = (
        "The settings you pick here decide how the main window, and the panels that hold "
        "tools, will be treated."
    )
    assert _drafts(text, "embedded_question") == set()


def test_how_handled_no_draft():
    assert _drafts("This page explains how empty files are handled.", "embedded_question") == set()


def test_how_contentful_passive_keeps_draft():
    hyps = _drafts("This page explains how empty files are compressed.", "embedded_question")
    assert "Empty files are compressed." in hyps, hyps


def test_how_active_light_verb_keeps_draft():
    text = "This page explains how the program handles empty files."
    assert "The program handles empty files." in _drafts(text, "embedded_question")


# -- 5. comparative correlative complement --------------------------------------------------------


def test_correlative_complement_no_half_draft():
    text = "She found that the more she practised, the better she played."
    hyps = _drafts(text, "clause_embedding_predicates")
    assert "She played." not in hyps, hyps
    assert not any(h.startswith("The better") for h in hyps), hyps


def test_single_comparative_keeps_draft():
    text = "He realized that the older version was better."
    assert "The older version was better." in _drafts(text, "clause_embedding_predicates")


# -- 6. counts in figures take the domain word ----------------------------------------------------


def test_figure_count_bare_noun_relevant():
    hyps = _drafts("All 12 files are copied to the backup folder.", "numeric_determiners")
    assert "There are 12 relevant files." in hyps, hyps
    assert "There are 12 files." not in hyps, hyps


def test_figure_count_modified_noun_no_relevant():
    hyps = _drafts("All 12 hidden files are copied to the backup folder.", "numeric_determiners")
    assert "There are 12 hidden files." in hyps, hyps
