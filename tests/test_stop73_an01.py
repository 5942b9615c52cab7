"""Stop 73, an01: one pronoun-antecedent resolver (``pipeline/rewrite/anaphora.py``).

The three resolvers that grew apart (``phenomena.verb_complement_fragments``: bound, indefinite
and definite matrix subjects; ``rewrite.complement``: an object controller's and a that-clause
subject's antecedent; ``rewrite.presupposition``: the reporter of a content clause) now take
Principle B, agreement, the c-commanding matrix subject and the reporter from one module.
Sentences are constructed and go through the real spaCy model; each resolution has a
neighbour that must keep its pronoun.
"""

from __future__ import annotations

import pytest

from pipeline.phenomena import verb_complement_fragments as fragments
from pipeline.rewrite import anaphora, complement, presupposition
from tests.phenomenon_support import mined_pairs
from tests.phenomenon_support import well_formed_presupposition_drafts as _drafts


def _hypotheses(text: str) -> set[tuple[str, str]]:
    return {(p.premise_kind, p.hypothesis) for p in mined_pairs(text, "verb_complement")}


def _original(text: str) -> set[str]:
    return {h for k, h in _hypotheses(text) if k == "original"}


# -- one place: the callers use the shared functions, none keeps a copy -----------------------


def test_the_callers_bind_the_shared_functions():
    assert complement.pronoun_antecedent is anaphora.pronoun_antecedent
    assert complement.relative_antecedent is anaphora.relative_antecedent
    assert complement.agrees is anaphora.agrees
    assert fragments.prop_it is anaphora.prop_it
    assert fragments.bindable_it_antecedent is anaphora.bindable_it_antecedent
    assert fragments.principle_b_disjoint is anaphora.principle_b_disjoint
    assert fragments.ORGANISATION_HEADS is anaphora.ORGANISATION_HEADS
    assert presupposition.reported_subject_pronoun is anaphora.reported_subject_pronoun


@pytest.mark.parametrize(
    ("module", "name"),
    [
        (complement, "_person"),
        (complement, "_agrees"),
        (complement, "_relative_antecedent"),
        (complement, "_clause_mate_subject"),
        (complement, "_RESOLVED_PRONOUNS"),
        (fragments, "_prop_it"),
        (fragments, "_bindable_it_antecedent"),
        (fragments, "_clause_mate_subject"),
        (fragments, "_PERSONAL_LEXNAMES"),
        (fragments, "_ORGANISATION_HEADS"),
    ],
)
def test_the_old_copies_are_gone(module, name):
    assert not hasattr(module, name)


# -- the shared relations on real parses -----------------------------------------------------


def test_principle_b_keeps_an_object_pronoun_off_its_clause_mate_subject(nlp):
    doc = nlp("A passenger said that a stranger had pushed her.")
    stranger = next(t for t in doc if t.lower_ == "stranger")
    her = next(t for t in doc if t.lower_ == "her")
    assert anaphora.principle_b_disjoint(stranger, her)
    assert anaphora.clause_mate_subject(her.head).i == stranger.i


def test_prop_it_of_an_extraposed_clause_and_a_referring_it(nlp):
    doc = nlp("The board said that it is clear that the plan failed.")
    assert anaphora.prop_it(next(t for t in doc if t.lower_ == "it"))
    doc = nlp("The board said that it was unable to pay.")
    assert not anaphora.prop_it(next(t for t in doc if t.lower_ == "it"))


def test_relative_antecedent_is_the_head_of_the_relative_clause(nlp):
    doc = nlp("The files, which were deleted, came back.")
    which = next(t for t in doc if t.lower_ == "which")
    assert anaphora.relative_antecedent(which).lower_ == "files"


def test_reported_subject_pronoun_of_a_content_clause(nlp):
    doc = nlp("The engineers found that they could restart the server.")
    found = next(t for t in doc if t.lower_ == "found")
    assert anaphora.reported_subject_pronoun(found).lower_ == "they"
    doc = nlp("The engineers found that the server could restart.")
    assert anaphora.reported_subject_pronoun(next(t for t in doc if t.lower_ == "found")) is None


# -- the three callers behave as before ---------------------------------------------------------


def test_reporter_of_a_found_clause_still_names_the_finders():
    s = "Hundreds of lab technicians found that they could rerun the tests overnight."
    assert _drafts(s, "clause_embedding_predicates") == {
        "Hundreds of lab technicians could rerun the tests overnight."
    }


def test_a_noun_between_reporter_and_pronoun_still_blocks_it():
    s = "The nurse, looking at her patient, found that he had a fever."
    assert "The nurse had a fever." not in _drafts(s, "clause_embedding_predicates")


def test_definite_subject_still_replaces_it():
    s = "The Acme Corporation announced that it had been unable to ship the new terminals."
    assert "The Acme Corporation had been unable to ship the new terminals." in _original(s)


def test_common_noun_subject_still_replaces_he():
    s = "The manager said that he devoted six months to the release."
    assert _original(s) == {"The manager devoted six months to the release."}


# -- a gendered noun is no antecedent of the other gender's pronoun ---------------------------


def test_a_feminine_subject_does_not_replace_he():
    s = "The actress said that he had left the theatre."
    assert _original(s) == {"He had left the theatre."}


def test_a_masculine_subject_still_replaces_he():
    s = "The actor said that he had left the theatre."
    assert _original(s) == {"The actor had left the theatre."}


def test_gender_clash_is_the_presupposition_drafts_own():
    assert presupposition.gender_clash is anaphora.gender_clash
