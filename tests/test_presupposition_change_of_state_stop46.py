"""Change of state, aspectual and re- verbs (stop 46, pr48; NOPE App. A-C, IMPPRES §3).

- A re- verb glossed only with "back" whose stem has another sense ("repulse", "recoil": Latin
  and French re- 'back', Marchand 1969 §3.48) is no repetitive re-: no candidate. "regain"
  (gain back; shares get.v.01 with "gain") stays, and so does "recoil" with a direct object
  (no sense of recoil takes one in WordNet's frames: re- + transitive "coil").
- A re- verb whose object is a goal of the subject (join, enter, visit: Levin 1993 §51.1;
  Dowty 1991) presupposes the subject's earlier V-ing: the active draft keeps the subject
  ("She had joined the crew before"), not the passive ("The crew had been joined before").
- "appear" of the first members of a kind, or with "first", is coming into existence
  (appear.v.05; Levin 1993 §48.1.1): "had not existed before", not "were not visible before".
- "find" with a time as subject ("The next morning found them in Rome") sets a scene (Quirk
  et al. 1985 §10.19; witness.v.02): no change of state.
- An aspectual draft moves a time-position "at (the) age (of) N" before "before" and drops an
  era date ("around 3000 BCE") from the prior state (Dowty 1979; Quirk et al. 1985 §9.33-9.37).

Constructed sentences through the real pipeline; each class has its good counterpart."""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import kept_presupposition_drafts as _drafts
from tests.phenomenon_support import mined_pairs


def _triggers(text: str, subtype: str) -> list[str]:
    """The trigger lemmas of the candidates of ``subtype`` for ``text``."""
    _, result = run_texts([text], ["presupposition"])
    return [c.trigger_lemma for c in result.candidates if c.subtype == subtype]


# -- re- 'back' without the stem's sense -------------------------------------------------------


def test_latin_back_re_verbs_are_no_re_verbs() -> None:
    assert _triggers("The raiders were repulsed at the gate by the guards.", "re_verbs") == []
    assert _triggers("The rifle recoiled when he fired it.", "re_verbs") == []


def test_stem_done_back_stays_a_re_verb() -> None:
    assert _triggers("The rebels regained the fort in the spring.", "re_verbs") == ["regain"]


def test_intransitive_back_verb_with_an_object_is_re_plus_stem() -> None:
    # recoil.v.01-03 are all intransitive (WordNet frames): with an object it is coil again
    assert _drafts("The sailor recoiled the wet line after the storm.", "re_verbs") == {
        "The wet line had been coiled before."
    }


# -- goal objects of re- verbs ------------------------------------------------------------------


def test_rejoin_keeps_the_subject() -> None:
    assert _drafts("The captain persuaded her to rejoin the crew.", "re_verbs") == {
        "She had joined the crew before."
    }
    assert _drafts("He revisited the village of his childhood.", "re_verbs") == {
        "He had visited the village of his childhood before."
    }


def test_affected_object_keeps_the_passive() -> None:
    assert _drafts("They rebuilt the old mill.", "re_verbs") == {
        "The old mill had been built before."
    }


# -- appear = come into existence -------------------------------------------------------------


def test_first_appearance_of_a_kind_is_prior_non_existence() -> None:
    assert _drafts("Dinosaurs first appeared in the Triassic.", "change_of_state") == {
        "Dinosaurs had not existed before."
    }
    assert _drafts("The earliest known coins appeared in Lydia.", "change_of_state") == {
        "The earliest known coins had not existed before."
    }


def test_geological_date_and_fused_earliest_are_prior_non_existence() -> None:
    assert _drafts(
        "Members of the bird group appeared about 150 million years ago.", "change_of_state"
    ) == {"Members of the bird group had not existed before."}
    assert _drafts(
        "The earliest of the river towns appeared during the Bronze Age.", "change_of_state"
    ) == {"The earliest of the river towns had not existed before."}


def test_coming_into_view_keeps_not_visible() -> None:
    assert _drafts("A deer appeared in the clearing.", "change_of_state") == {
        "A deer was not visible before."
    }


# -- find with a time as subject ---------------------------------------------------------------


def test_time_subject_of_find_is_no_change_of_state() -> None:
    assert _triggers("The next morning found the travellers in Rome.", "change_of_state") == []


def test_finder_subject_of_find_stays() -> None:
    # re-pinned at stop 88: the draft keeps the found theme as its subject, but every "find"
    # pair is flagged find-not-change-of-state (judged kept 1 of 24), so none is kept as well formed
    assert not _drafts("The police found the travellers in Rome.", "change_of_state")
    hyps = {
        p.hypothesis
        for p in mined_pairs("The police found the travellers in Rome.", "presupposition")
        if p.hypothesis_kind == "presupposition"
    }
    assert "The travellers were in an unknown location before." in hyps


# -- time adjuncts of aspectual complements ----------------------------------------------------


def test_age_adjunct_is_the_time_of_the_start() -> None:
    assert _drafts("She began painting landscapes at the age of forty.", "aspectual_verbs") == {
        "She had not been painting landscapes before the age of forty."
    }
    assert _drafts("He started learning Greek at age twelve.", "aspectual_verbs") == {
        "He had not been learning Greek before age twelve."
    }


def test_era_date_is_left_out_of_the_prior_state() -> None:
    assert _drafts("Farmers began growing rice around 3000 BCE.", "aspectual_verbs") == {
        "Farmers had not been growing rice before."
    }
    # a year of the common era's range before the era is no common-era year: no "before 1500"
    assert _drafts("People began harvesting eggs around 1500 BCE.", "aspectual_verbs") == {
        "People had not been harvesting eggs before."
    }
