"""Stop 78, pr160: presupposition leftovers of blind review s1204s/s1204r. All sentences are
constructed.

1. A past restrictive relative on a generic antecedent does not make the possessive draft past:
   the draft follows the matrix clause (Carlson 1977; Krifka et al. 1995; NOPE App. C).
2. A re-verb whose object is the effected object of an earlier coordinated creation verb gives
   no draft (Quirk et al. 1985 §10.8; Karttunen 1974).
3. The to-infinitive of an abstract noun (need, decision) is its complement and stays in the
   re-verb draft (Quirk et al. 1985 §17.26).
4. "open X ... and close X": the earlier conjunct satisfies the later one's presupposition,
   which does not project (Karttunen 1974).
"""

from __future__ import annotations

from tests.phenomenon_support import well_formed_original_drafts as _drafts

# -- 1. possessive draft follows the matrix of a generic antecedent -----------------------------


def test_generic_antecedent_past_relative_present_matrix():
    text = "Packages that were not built by Debian's official servers will not be allowed to enter the archive."
    hyps = _drafts(text, "possessed_definites")
    assert "Debian has official servers." in hyps, hyps
    assert "Debian had official servers." not in hyps, hyps


def test_any_antecedent_past_relative_present_matrix():
    hyps = _drafts(
        "Any report that was signed by the mayor's assistant is valid.", "possessed_definites"
    )
    assert "The mayor has an assistant." in hyps, hyps


def test_definite_antecedent_keeps_relative_past():
    """A definite antecedent names particular files: the relative's past stays."""
    text = "The files that were edited by the company's lawyers are stored separately."
    hyps = _drafts(text, "possessed_definites")
    assert "The company had lawyers." in hyps, hyps


def test_past_matrix_keeps_past():
    text = "Files that were edited by the company's lawyers were stored separately."
    hyps = _drafts(text, "possessed_definites")
    assert "The company had lawyers." in hyps, hyps


# -- 2. effected objects of an earlier creation verb ----------------------------------------


def test_reverb_over_clone_of_earlier_conjunct_gives_no_draft():
    hyps = _drafts(
        "You should clone the repository and rebuild the clone on your machine.", "re_verbs"
    )
    assert not hyps, hyps


def test_reverb_over_created_object_gives_no_draft():
    hyps = _drafts("She created a draft and then rewrote the draft twice.", "re_verbs")
    assert not hyps, hyps


def test_reverb_after_non_creation_verb_keeps_draft():
    """Downloading does not create the repository: its earlier building is presupposed."""
    hyps = _drafts("You should download the repository and rebuild it on your machine.", "re_verbs")
    assert "The repository has been built before." in hyps, hyps


def test_reverb_without_coordination_keeps_draft():
    hyps = _drafts("The editor rewrote the chapter last week.", "re_verbs")
    assert "The chapter had been written before." in hyps, hyps


# -- 3. the noun's to-complement stays in the re-verb draft -------------------------------------


def test_need_keeps_its_infinitive():
    hyps = _drafts("The committee will reconsider the need to include older records.", "re_verbs")
    assert "The need to include older records has been considered before." in hyps, hyps
    assert "The need has been considered before." not in hyps, hyps


def test_decision_keeps_its_infinitive():
    hyps = _drafts("The board reconsidered the decision to close the branch.", "re_verbs")
    assert "The decision to close the branch had been considered before." in hyps, hyps


def test_bare_decision_unchanged():
    hyps = _drafts("The board reconsidered the decision.", "re_verbs")
    assert "The decision had been considered before." in hyps, hyps


# -- 4. local satisfaction of "close" by an earlier "open" --------------------------------------


def test_close_after_open_in_same_coordination_gives_no_draft():
    text = "You open the drawer, take out the keys and close the drawer again."
    hyps = _drafts(text, "change_of_state")
    assert "The drawer was open before." not in hyps, hyps


def test_close_without_earlier_open_keeps_draft():
    hyps = _drafts("You take out the keys and close the drawer again.", "change_of_state")
    assert "The drawer was open before." in hyps, hyps


def test_relative_agreeing_with_higher_generic_noun():
    """ "were" agrees with "parcels", not with "area": the relative restricts the generic."""
    text = "Parcels in the storage area that were not packed by the firm's workers will not be shipped."
    hyps = _drafts(text, "possessed_definites")
    assert "The firm has workers." in hyps, hyps


def test_singular_relative_on_low_definite_noun_keeps_past():
    """ "was" agrees with "the storage area", a definite: the relative's past stays."""
    text = "Parcels in the storage area that was cleaned by the firm's workers will not be shipped."
    hyps = _drafts(text, "possessed_definites")
    assert "The firm had workers." in hyps, hyps
