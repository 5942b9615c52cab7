"""Stop 73, pr139 (review s1204g, FOLDOC): presupposition triggers that presuppose nothing
here, and possessive spans (docs/presupposition.md, "Stop 73, pr139").

Constructed sentences of the reviewed kinds, parsed by the real model: the false trigger or
the bad draft is gone, and a neighbour without the configuration keeps its own.
"""

from __future__ import annotations

from tests.phenomenon_support import presupposition_run
from tests.phenomenon_support import presupposition_trigger_list as _triggers
from tests.phenomenon_support import well_formed_presupposition_drafts as _drafts

# -- a non-past time clause on a to-infinitive host (purpose, design) ---------------------------


def test_before_clause_on_a_purpose_infinitive_is_no_trigger():
    s = "The scanner was built for the operator to find faulty parts before they are shipped."
    assert _triggers(s, "temporal_adverbs") == []


def test_before_clause_on_a_used_to_infinitive_is_no_trigger():
    s = "The tool is used to remove old files before they fill the disk."
    assert _triggers(s, "temporal_adverbs") == []


def test_past_before_clause_on_a_purpose_infinitive_keeps_its_trigger():
    """Control: a past clause dates a fact of its own ("before the guests arrived")."""
    s = "She went home to change before the guests arrived."
    assert "The guests arrived." in _drafts(s, "temporal_adverbs")


def test_episodic_before_clause_keeps_its_trigger():
    s = "The scanner found the faulty parts before they were shipped."
    assert _triggers(s, "temporal_adverbs") == ["before"]


# -- a time clause with an indefinite subject under an ability modal ---------------------------


def test_while_clause_with_indefinite_subject_under_could_is_no_trigger():
    s = "Each worker could run a job while another worker was loaded from the disk."
    assert _triggers(s, "temporal_adverbs") == []


def test_reduced_while_clause_under_a_passive_modal_is_no_trigger():
    s = "Such marks can be detected while rewinding the tape at high speed."
    assert _triggers(s, "temporal_adverbs") == []


def test_while_clause_with_definite_subject_under_could_keeps_its_trigger():
    """Control: "while the captain was asleep" dates a state of a known referent."""
    s = "The old pilot could fly the plane while the captain was asleep."
    assert "The captain was asleep." in _drafts(s, "temporal_adverbs")


def test_perception_could_keeps_its_trigger():
    """Control: "could see" reports what was seen (Quirk et al. 1985 §4.58)."""
    s = "The pilot could see the runway while a plane was landing."
    assert _triggers(s, "temporal_adverbs") == ["while"]


# -- change of state in a modal passive with a generic subject ---------------------------------


def test_can_be_opened_with_generic_subject_is_no_change_of_state():
    s = "A ZIF socket can be opened and closed by means of a small lever."
    assert _triggers(s, "change_of_state") == []


def test_past_passive_opening_keeps_its_trigger():
    s = "The socket was opened by the engineer."
    assert _triggers(s, "change_of_state") == ["opened"]


# -- possessed noun phrase runs to the compound's head ------------------------------------------


def test_possessum_runs_to_the_compound_head():
    s = "The DX2's clock doubler allows the processor to run twice as fast as the bus."
    drafts = _drafts(s, "possessed_definites")
    assert "The DX2 has a clock doubler." in drafts
    assert "The DX2 has a clock." not in drafts


def test_plain_possessum_is_unchanged():
    s = "The program ran on Sun's main compiler."
    assert _drafts(s, "possessed_definites") == {"Sun had a main compiler."}


# -- a company's legal form after a comma ends the possessor -----------------------------------


def test_inc_possessor_is_the_whole_company_name():
    s = "Widgets are sold under Acme Tools, Ltd.'s brand name."
    drafts = _drafts(s, "possessed_definites")
    assert drafts == {"Acme Tools, Ltd. has a brand name."}


def test_inc_possessor_without_comma_is_unchanged():
    s = "Acme Ltd.'s staff went on strike."
    assert _drafts(s, "possessed_definites") == {"Acme Ltd. had a staff."}


# -- a possessive inside a coordinated predicative "as"-phrase ----------------------------------


def test_coordinated_as_phrase_possessive_is_no_trigger():
    s = (
        "The system became most used in the late 1980s as a monitor for several batch "
        "systems and as Sun's internal operating system of choice."
    )
    assert _triggers(s, "possessed_definites") == []


def test_possessive_outside_as_phrase_keeps_its_trigger():
    s = "The system ran on Sun's internal operating system."
    assert _triggers(s, "possessed_definites") != []


# -- a re- verb's presupposition projects past an antecedent that does not entail it -----------


def _re_labels(s: str) -> set[str]:
    return {
        p.heuristic_label
        for p in presupposition_run(s).pairs
        if p.subtype == "re_verbs" and p.hypothesis_kind == "presupposition"
    }


def test_rename_after_an_unrelated_antecedent_is_entailment():
    s = "If the file contains errors, the editor must resave the file."
    assert _re_labels(s) == {"entailment"}


def test_resave_after_an_antecedent_that_saves_stays_neutral():
    """Control: "if the file was saved" entails what "resave" presupposes: filtered."""
    s = "If the file was saved, the editor must resave the file."
    assert _re_labels(s) == {"neutral"}
