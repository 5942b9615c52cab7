"""Stop 73, pr140 (review s1204g, FOLDOC): where the embedding operator goes and how faithful the
presupposition draft is (docs/presupposition.md, "Stop 73, pr140").

Constructed sentences of the reviewed kinds, parsed by the real model: the misplaced operator or
the unfaithful draft is gone, and a neighbour without the configuration keeps its pair.
"""

from __future__ import annotations

from tests.phenomenon_support import kept_presupposition_drafts, mined_pairs


def _premises(text: str, kind: str) -> set[str]:
    return {
        p.premise
        for p in mined_pairs(text, "presupposition")
        if p.premise_kind == kind and p.well_formed
    }


# -- "might" before a restrictive "only" after the auxiliary ----------------------------------


def test_modal_goes_before_only_after_a_passive_auxiliary():
    premises = _premises("A row address is only required for the first access.", "modal")
    assert "A row address might only be required for the first access." in premises
    assert not any("might be only" in p for p in premises)


def test_only_after_a_copula_stays_with_its_complement():
    """Control: "is only a cache" focuses the complement; the modal takes the copula's place."""
    premises = _premises("The result is only a cache.", "modal")
    assert "The result might be only a cache." in premises


# -- the prejacent of "only" on a phrase shared by coordinated verbs ---------------------------


def test_only_on_a_shared_phrase_keeps_both_verbs():
    drafts = kept_presupposition_drafts(
        "Records of this kind are created and read only by the library routines.", "only"
    )
    assert drafts == {"Records of this kind are created and read by the library routines."}


def test_only_in_a_conjunct_sharing_the_auxiliary_gives_no_broken_draft():
    drafts = kept_presupposition_drafts("The files are opened and only read by the kernel.", "only")
    assert "The files read by the kernel." not in drafts


def test_only_in_a_conjunct_of_its_own_keeps_its_draft():
    """Control: "sings and only dances": no shared auxiliary, the conjunct is the prejacent."""
    drafts = kept_presupposition_drafts("She sings and only dances on Sundays.", "only")
    assert drafts == {"She dances on Sundays."}


# -- pronoun object of a re-verb ----------------------------------------------------------------


def test_re_verb_pronoun_with_several_antecedents_gets_no_draft():
    drafts = kept_presupposition_drafts(
        "Later requests for the value of the expression will not attempt to re-evaluate it.",
        "re_verbs",
    )
    assert "It has been evaluated before." not in drafts


def test_re_verb_pronoun_with_one_antecedent_is_resolved():
    drafts = kept_presupposition_drafts(
        "When the file is damaged, the editor rewrites it.", "re_verbs"
    )
    assert drafts == {"The file has been written before."}


def test_re_verb_pronoun_without_antecedent_stays():
    """Control (forty-eighth pass): the clause-mate subject is no antecedent; "It" stays."""
    drafts = kept_presupposition_drafts(
        "In 1950 the council renamed it after a local hero.", "re_verbs"
    )
    assert drafts == {"It had been named before."}


# -- a coordinator the parser split off -----------------------------------------------------------


def test_no_question_spliced_into_a_last_conjunct():
    text = (
        'Years ago, it is said, "KB" always meant kilobytes and "Kb" meant kilobits but '
        "recently this useful distinction has been lost."
    )
    assert not any("?" in p for p in _premises(text, "interrogative"))


def test_no_negation_before_a_split_but_clause():
    text = "The player's native format for audio is .ogg but it can handle many others."
    assert not any("isn't" in p for p in _premises(text, "negated"))


def test_negation_before_a_separate_but_sentence_stays():
    """Control: "But" after a full stop opens a sentence of its own."""
    text = "The player's native format for audio is .ogg. But it can handle many others."
    assert any("isn't .ogg" in p for p in _premises(text, "negated"))
