"""Stop 85, branch im101: implicature pairs blind reviewers did not keep (s1205e/f/i/n).

* the noun "good" of "do (someone) good" is no <good, excellent> item: no pair
  (``formulae.benefit_good``; OED "good" n. B.5a; Horn 1972);
* a focus "even" on the subject leaves the hypothesis: it would say the subject is the least
  likely one *not* to have the stronger property (``repair.subject_focus_cut``; Karttunen &
  Peters 1979; Kay 1990);
* trailing ellipsis points leave the hypothesis, and the "It's possible that" frame ends on a
  full stop, not on the source's "!" or "..." (``pairs.plain_statement``,
  ``rewrite.embedding._sentential_modal``; Quirk et al. 1985 App. III.26-27; CMOS 13.53);
* a to-infinitive after a later adjective conjunct that the parse hung on the copula leaves
  with that conjunct ("aren't tiny", not "aren't tiny to spot"; Quirk et al. 1985 §16.75).

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "implicature", assess_sources=True) if p.well_formed]


def _by_kind(text: str) -> dict[str, tuple[str, str]]:
    return {p.premise_kind: (p.premise, p.hypothesis) for p in _pairs(text)}


# --- class 1: "do (someone) good" -----------------------------------------------------------------


def test_did_them_good_gives_no_pair():
    assert not [
        p for p in _pairs("The long walk did them good.") if p.subtype == "gradable_adjectives"
    ]


def test_did_him_good_gives_no_pair():
    pairs = _pairs("A week by the sea did him good.")
    assert not any("excellent" in p.hypothesis for p in pairs)


def test_predicative_good_neighbour_stays():
    assert _by_kind("The long walk was good.")["original"] == (
        "The long walk was good.",
        "The long walk wasn't excellent.",
    )


# --- class 2: "even" on the subject ---------------------------------------------------------------


def test_subject_even_leaves_the_hypothesis():
    kinds = _by_kind("Even the old bridge is cheap.")
    assert kinds["original"] == ("Even the old bridge is cheap.", "The old bridge isn't free.")
    assert kinds["modal"][1] == "The old bridge isn't free."


def test_subject_even_leaves_quantifier_hypothesis():
    hyps = {h for _, h in _by_kind("Even my brother owns some of these records.").values()}
    assert hyps == {"My brother doesn't own all of these records."}


def test_premises_keep_even():
    kinds = _by_kind("Even the old bridge is cheap.")
    assert kinds["interrogative"][0] == "Is even the old bridge cheap?"


def test_even_when_clause_neighbour_stays():
    kinds = _by_kind("Even when it rained, the old bridge was cheap.")
    assert kinds["original"][1] == "Even when it rained, the old bridge wasn't free."


# --- class 3: the source's "..." and "!" ----------------------------------------------------------


def test_trailing_ellipsis_leaves_hypothesis():
    kinds = _by_kind("Some of the old maps were torn...")
    assert kinds["original"] == (
        "Some of the old maps were torn...",
        "Not all of the old maps were torn.",
    )
    assert kinds["modal"] == (
        "It's possible that some of the old maps were torn.",
        "Not all of the old maps were torn.",
    )


def test_exclamation_leaves_sentential_modal():
    kinds = _by_kind("Most of the guests left early!")
    assert kinds["modal"][0] == "It's possible that most of the guests left early."
    assert kinds["original"][0] == "Most of the guests left early!"


def test_in_place_modal_neighbour_ends_on_full_stop():
    # re-decided at stop 91 (im110): the in-place modal hedges the assertion the "!" stressed,
    # as the sentential frame does, and takes a full stop too (rewrite.embedding
    # ._declarative_close; blind review s1206b impl-035)
    kinds = _by_kind("The soup was cheap!")
    assert kinds["modal"] == ("The soup might have been cheap.", "The soup wasn't free.")


# --- class 4: the later conjunct's to-infinitive --------------------------------------------------


def test_stranded_infinitive_leaves_with_its_conjunct():
    text = "Sadly, they are small and difficult to clean; it will generally require a soft brush."
    kinds = _by_kind(text)
    assert kinds["original"] == (text, "They aren't tiny.")
    assert kinds["modal"] == ("They might be small and difficult to clean.", "They aren't tiny.")


def test_stranded_infinitive_before_another_clause():
    kinds = _by_kind(
        "However, they are small and difficult to photograph; you will need a macro lens."
    )
    assert {h for _, h in kinds.values()} == {"They aren't tiny."}


def test_infinitive_on_its_adjective_neighbour_stays():
    kinds = _by_kind("These mines are small and difficult to find; a trained dog is needed.")
    assert kinds["original"][1] == "These mines aren't tiny."


def test_adjective_coordination_neighbour_stays():
    kinds = _by_kind("The new drones are small and quiet.")
    assert kinds["original"][1] == "The new drones aren't tiny."


def test_quotation_ending_neighbour_keeps_its_mark():
    kinds = _by_kind('Some critics use what historians call "the long peace."')
    assert (
        kinds["modal"][0]
        == 'It\'s possible that some critics use what historians call "the long peace."'
    )
