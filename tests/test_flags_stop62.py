"""Flag promises, stop 62 (fl25; docs/flags.md "Stop 62: flag promises (fl25)").

Issue #12, "a flag is a promise: what is flagged must be bad, and what a check can catch must be
flagged". ``discourse-clash:participial-adjunct`` no longer fires on a trailing participle that
a denial of the matrix leaves coherent (a participle-derived subordinator, "assuming ...", or a
cognitive-state participle, "hoping ...", "fearing ..."); ``lost_antecedent`` no longer fires
when the removed conjunct is a bare word coordinated with adjectives (no noun phrase, so no
antecedent); two surface slips of every phenomenon are new defects: an inflected "go/come"
before a bare verb ("came find you") and a "no" moved before the modal ("no will longer").
Real sentences through the real spaCy model and the real pipeline, or the real text checks.
"""

from __future__ import annotations

import pytest

from pipeline import flags
from tests.phenomenon_support import mined_pairs

CLASH = "discourse-clash:participial-adjunct"


def _negated(text: str, phenomenon: str = "presupposition") -> list:
    return [p for p in mined_pairs(text, phenomenon) if p.premise_kind == "negated"]


# -- participial-adjunct: only a supplementive that reports an event -------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "She stopped answering the phone, fearing a trap.",
        "He continued to wait at the station, hoping his sister would arrive.",
        "You need to recharge the battery, assuming the cells are still good.",
    ],
)
def test_state_or_subordinator_participle_is_no_clash(text):
    negated = _negated(text)
    assert negated, "the trigger should still give a negated premise"
    for pair in negated:
        assert CLASH not in (pair.features.get("flags") or []), pair.premise


@pytest.mark.parametrize(
    "text",
    [
        "The river stopped flooding the valley, leaving the farms dry.",
        "The company began to export grain, making the town rich.",
    ],
)
def test_event_participle_still_clashes(text):
    negated = _negated(text)
    assert negated
    assert all(CLASH in (p.features.get("flags") or []) for p in negated)
    # stop 98 (fl95): a warning on the "original" side, whose contradiction holds under either
    # reading of the participle; a defect where the hypothesis is the presupposition
    assert any(p.hypothesis_kind != "original" for p in negated)
    assert not any(p.well_formed for p in negated if p.hypothesis_kind != "original")


def test_meaning_that_still_clashes():
    # "..., meaning that p" draws a conclusion from the matrix event, like "suggesting that p"
    negated = _negated("The guards stopped patrolling the wall, meaning that the gate was open.")
    assert negated
    assert all(CLASH in (p.features.get("flags") or []) for p in negated)


# -- lost_antecedent: an adjective conjunct is no antecedent ---------------------------------------


def test_adjective_conjunct_cut_keeps_no_lost_antecedent():
    # the tagger reads "pale"/"grey" as a proper noun here (NNP), and "its" found no other
    # antecedent before it
    text = "Shapeless and pale, its body drifts through the water."
    removed = [
        p
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed" and "pale" not in p.hypothesis
    ]
    assert removed
    for pair in removed:
        assert "lost_antecedent" not in (pair.features.get("flags") or []), pair.hypothesis


def test_noun_conjunct_cut_still_loses_its_antecedent():
    from pipeline import parse
    from pipeline.rewrite import conjuncts

    doc = parse.load(parse.resolve_model())("Anna and her sister came to the fair.")
    assert [t.text for t in doc[0:4]] == ["Anna", "and", "her", "sister"]
    # removing "Anna" takes away the only antecedent of "her"
    assert conjuncts._lost_antecedent(doc, [(0, 1), (2, 4)], 0) == ("lost_antecedent",)
    # an adjective coordination: no noun phrase removed, nothing lost
    doc = parse.load(parse.resolve_model())("Eyeless and grey, its head turns toward the noise.")
    assert conjuncts._lost_antecedent(doc, [(0, 1), (2, 3)], 1) == ()


# -- surface slips: "came find you", "no will longer" ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I came find you after the storm.",
        "She went get the keys from the car.",
        "He goes see them every week.",
    ],
)
def test_inflected_go_come_before_bare_verb_is_a_slip(text):
    assert flags.inflected_go_come(text)


@pytest.mark.parametrize(
    "text",
    [
        "Come see us when the harvest is in.",
        "I'll go find him before dark.",
        "They went down the hill at dawn.",
        "We came back the next day.",
        "The guard came running.",
        "The thief went that way.",
        "It comes with a manual.",
        "I went shopping the day after.",
        "Winter came early this year.",
    ],
)
def test_go_come_with_adverb_particle_or_plain_form_is_fine(text):
    assert not flags.inflected_go_come(text)


@pytest.mark.parametrize(
    "text,slip",
    [
        ("You no will longer move.", True),
        ("The key no could be found anywhere.", True),
        ("There is no will to fight left in them.", False),
        ("No can do, said the trader.", False),
        ("You will no longer move.", False),
    ],
)
def test_no_before_modal(text, slip):
    assert bool(flags._NO_BEFORE_MODAL.search(text)) is slip


def test_surface_slip_refuses_a_mined_pair():
    # a found sentence with the slip: every pair quoting it is refused, whatever the phenomenon
    # (an "after" clause: stop 70 builds no pair for a trigger inside a "because" clause)
    pairs = mined_pairs("I came find you after you forgot to lock the door.", "verb_complement")
    quoting = [p for p in pairs if "came find" in p.premise + p.hypothesis]
    assert quoting
    for pair in quoting:
        assert "inflected-go-come" in pair.features["flags"]
        assert not pair.well_formed


def test_new_slips_are_registered_defects():
    for flag in ("inflected-go-come", "misplaced-no"):
        assert flags.is_registered(flag)
        assert flags.severity(flag, "conjunction") == flags.DEFECT


# -- negated-fronted-time-adverb: the adverb's own clause only -------------------------------------


def _fronted_flags(text: str) -> list[list[str]]:
    return [
        list(p.features.get("flags") or [])
        for p in mined_pairs(text, "verb_complement")
        if p.premise_kind == "negated"
    ]


def test_fronted_adverb_of_an_earlier_coordinated_clause_is_no_flag():
    negated = _fronted_flags(
        "Then the bridge collapsed, and the driver realized that the road was closed."
    )
    assert negated
    for flags_ in negated:
        assert not any(f.startswith("negated-fronted-time-adverb") for f in flags_), flags_


def test_fronted_adverb_of_the_triggers_own_clause_is_still_flagged():
    negated = _fronted_flags("Then the driver realized that the road was closed.")
    assert negated
    assert all("negated-fronted-time-adverb:then" in f for f in negated)
