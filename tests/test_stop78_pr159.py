"""Stop 78, pr159: presupposition drafts that state more, or other, than the trigger's clause
(blind review s1204s). All sentences are constructed.

1. A hedge that opens an adjunct ("..., probably because of X") scopes over that adjunct: the
   draft drops the adjunct with the hedge, not the hedge alone (Quirk et al. 1985 §8.127).
2. A fronted "when" clause (parsed as a wh-adverb) restricts an "only" prejacent like "if"; an
   appended ", rather than X" is the exclusion "only" asserts and leaves the draft (Horn 1969;
   Beaver & Clark 2008).
3. "not X but only Y": the subjectless "but" conjunct takes the subject and the auxiliary of
   the negated clause next to it, without its negation (McCawley 1991; Quirk et al. 1985
   §13.41, §13.46); a finite conjunct shares the subject only.
4. A finite subjectless conjunct that cannot share the embedded question's auxiliary or
   subject belongs to the matrix clause: the embedded-question draft ends before it.
"""

from __future__ import annotations

from tests.phenomenon_support import well_formed_original_drafts as _drafts

# -- 1. a hedged adjunct goes whole ------------------------------------------------------------


def test_hedged_reason_adjunct_is_dropped_with_its_hedge():
    hyps = _drafts("The tool runs only on Linux, probably because of the kernel interface.", "only")
    assert "The tool runs on Linux." in hyps, hyps
    assert not any("because of" in h for h in hyps), hyps


def test_hedged_purpose_adjunct_is_dropped_with_its_hedge():
    text = "Savings and Bonds are listed only in the tax report, apparently for compatibility with the old form."
    hyps = _drafts(text, "only")
    assert "Savings and Bonds are listed in the tax report." in hyps, hyps
    assert not any("compatibility" in h for h in hyps), hyps


def test_unhedged_adjunct_stays():
    """The neighbour without a hedge keeps its reason phrase, as before."""
    hyps = _drafts("The tool runs only on Linux, because of the kernel interface.", "only")
    assert "The tool runs on Linux, because of the kernel interface." in hyps, hyps


# -- 2. "when" restriction kept, "rather than" exclusion dropped -------------------------------


def test_fronted_when_clause_restricts_the_prejacent():
    hyps = _drafts("When a short listing is requested, only the top folders are printed.", "only")
    assert "When a short listing is requested, the top folders are printed." in hyps, hyps
    assert "The top folders are printed." not in hyps, hyps


def test_appended_rather_than_phrase_leaves_the_draft():
    text = "When a short listing is requested, usually only the top folders are printed, rather than every file."
    hyps = _drafts(text, "only")
    assert "When a short listing is requested, usually the top folders are printed." in hyps, hyps
    assert not any("rather than" in h for h in hyps), hyps


def test_comma_before_other_adjunct_keeps_it():
    """A comma-set phrase after "only" that is no substitutive one stays in the draft."""
    text = "When a short listing is requested, only the top folders are printed, in bold type."
    hyps = _drafts(text, "only")
    assert (
        "When a short listing is requested, the top folders are printed, in bold type." in hyps
    ), hyps


# -- 3. "not X but only Y" -----------------------------------------------------------------------


def test_corrective_but_conjunct_takes_the_negated_clause_subject():
    text = "This is a debt, because you are not given the money, but only loaned it for the purpose of buying supplies for the office."
    hyps = _drafts(text, "only")
    assert "You are loaned it for the purpose of buying supplies for the office." in hyps, hyps
    assert not any(h.startswith("This loaned") for h in hyps), hyps


def test_corrective_but_conjunct_shares_the_passive_auxiliary_not_the_negation():
    hyps = _drafts("The lid is not glued but only clipped onto the box.", "only")
    assert hyps == {"The lid is clipped onto the box."}, hyps


def test_and_conjunct_after_a_positive_passive_shares_the_auxiliary():
    hyps = _drafts("The files were copied and only kept for a week.", "only")
    assert "The files were kept for a week." in hyps, hyps


def test_finite_conjunct_after_a_modal_shares_the_subject_only():
    """A present "-s" conjunct has its own tense: no "will requires"."""
    text = "The wizard will fill in the defaults and requires only the account name."
    hyps = _drafts(text, "only")
    assert "The wizard requires the account name." in hyps, hyps
    assert not any("will requires" in h for h in hyps), hyps


# -- 4. a matrix conjunct after an embedded question ----------------------------------------------


def test_matrix_conjunct_after_modal_question_is_cut():
    text = "This chapter explains why some sensors may be slow or fast and gives a short example."
    hyps = _drafts(text, "embedded_question")
    assert "Some sensors may be slow or fast." in hyps, hyps
    assert not any("gives" in h for h in hyps), hyps


def test_matrix_conjunct_disagreeing_with_plural_subject_is_cut():
    text = "The guide describes why the sensors are slow and shows a fix."
    hyps = _drafts(text, "embedded_question")
    assert "The sensors are slow." in hyps, hyps


def test_embedded_conjunct_sharing_the_auxiliary_stays():
    """A participle conjunct shares the passive auxiliary: it is part of the question."""
    text = "The manual explains why the pumps were stopped and restarted."
    hyps = _drafts(text, "embedded_question")
    assert "The pumps were stopped and restarted." in hyps, hyps
