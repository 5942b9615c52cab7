"""Stop 78 round one, branch pr158: presupposition triggers that are not triggers (blind review
s1204s, GnuCash manuals).

1. Clefts: a present "it is / it might be the N relcl" whose N names a term, a quantity or a
   form slot is a definition on a referential "it", no cleft (Declerck 1988; Hedberg 2000).
2. Numeric determiners: a numeral before a superlative sizes a top-N set ("the seven largest
   accounts"; Milsark 1977 on "*There are the seven largest ..."), and "both N, which may be
   the same" cancels the distinctness of "both" (Gazdar 1979; Levinson 1983 ch. 4).
3. Change of state: data are typed in, not gone into, also when "enter" shares its object with
   a coordinated verb (right node raising); an indefinite display window named for its
   content is created by "open"; "opens with a screen" is "begins with"; "must be filled" is a
   required state.

Sentences are constructed and go through the real spaCy model and the real pipeline
(``run_texts`` with sources assessed, as in a run). Each rule has a bad case and a close good
neighbour.
"""

from __future__ import annotations

from pipeline.flags import settle
from pipeline.process import run_texts
from pipeline.records import Pair


def _run(text: str) -> tuple[set[tuple[str, str]], list[Pair]]:
    """(subtype, trigger) of the candidates and the settled pairs of ``text``."""
    cands, result = run_texts([text], ["presupposition"], assess_sources=True)
    del cands
    return {(c.subtype, c.trigger.lower()) for c in result.candidates}, [
        settle(p) for p in result.pairs
    ]


def _triggers(text: str, subtype: str) -> set[str]:
    return {t for s, t in _run(text)[0] if s == subtype}


def _drafts(text: str, subtype: str) -> dict[str, str]:
    """Well-formed <original, presupposition> drafts of ``subtype``: hypothesis -> label."""
    return {
        p.hypothesis: p.heuristic_label
        for p in _run(text)[1]
        if p.subtype == subtype
        and p.premise_kind == "original"
        and p.hypothesis_kind == "presupposition"
        and p.well_formed
    }


# 1. definitions on a referential "it" are no clefts


def test_definition_of_a_term_is_no_cleft():
    assert _triggers("It is the term that describes an overdue invoice.", "clefts") == set()


def test_modal_definition_of_an_amount_is_no_cleft():
    assert _triggers("It might be the amount that the bank charges each month.", "clefts") == set()


def test_cleft_on_a_role_noun_stays():
    drafts = _drafts("It is the treasurer who signs the cheques.", "clefts")
    assert drafts.get("Someone signs the cheques.") == "entailment"


def test_past_narrative_cleft_on_an_amount_stays():
    assert _triggers("It was the amount that surprised the auditors.", "clefts")


def test_focused_amount_stays_a_cleft():
    assert _triggers("It is only the amount that counts here.", "clefts")


# 2. numeric determiners


def test_top_n_superlative_has_no_count_draft():
    text = "The chart lists the five biggest expenses that were recorded this year."
    assert not any("five biggest" in h for h in _drafts(text, "numeric_determiners"))
    assert _triggers(text, "numeric_determiners") == set()


def test_plain_numeral_with_relative_keeps_its_count_draft():
    text = "The chart lists the five expenses that were recorded this year."
    assert _triggers(text, "numeric_determiners") == {"the five"}


def test_both_with_identity_left_open_has_no_draft():
    text = "The user has to pick both these folders, which may be identical."
    assert _triggers(text, "numeric_determiners") == set()
    text = "Users must select both these folders, which can be the same."
    assert _triggers(text, "numeric_determiners") == set()


def test_both_with_a_relative_of_difference_keeps_its_draft():
    text = "Users must select both these folders, which must be different."
    assert _drafts(text, "numeric_determiners").get("There are two relevant folders.") == (
        "entailment"
    )


# 3. change of state


def test_entering_coordinated_data_is_no_change_of_location():
    text = "The ledger screen is used to enter and correct your invoice data."
    assert "enter" not in _triggers(text, "change_of_state")


def test_entering_a_place_with_a_coordinated_verb_stays():
    text = "The guards enter and search the building."
    assert "enter" in _triggers(text, "change_of_state")


def test_opening_a_new_content_window_is_creation():
    text = "Clicking the button will open a search window in which the results are listed."
    assert "open" not in _triggers(text, "change_of_state")


def test_opening_a_definite_or_physical_window_keeps_the_prior_state():
    drafts = _drafts("She opened a kitchen window to let the steam out.", "change_of_state")
    assert drafts.get("A kitchen window was closed before.") == "entailment"
    assert "opened" in _triggers("He opened the search window and typed a name.", "change_of_state")


def test_opening_with_a_screen_is_beginning():
    text = "The export wizard opens with a page that explains each step."
    assert "opens" not in _triggers(text, "change_of_state")


def test_opening_with_a_sound_keeps_the_prior_state():
    drafts = _drafts("The heavy gate opened with a loud creak.", "change_of_state")
    assert drafts.get("The heavy gate was closed before.") == "entailment"


def test_required_filled_field_is_no_change_of_state():
    text = "At least one of the phone fields must be filled."
    assert "filled" not in _triggers(text, "change_of_state")


def test_past_filling_keeps_the_prior_state():
    assert "filled" in _triggers("The workers filled the trench with gravel.", "change_of_state")
