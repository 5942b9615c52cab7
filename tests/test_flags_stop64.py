"""Flag promises, stop 64 (fl27; docs/flags.md "Stop 64: flag promises (fl27)").

Issue #12, "a flag is a promise: what is flagged must be bad, and what a check can catch must be
flagged". Three surface slips of every phenomenon are new defects: an operator put before the
source's coordinator or "of course" ("If of course it was hard ..."), a reflexive pronoun as a
finite verb's subject ("Themselves was embodied"), and a negator added beside a negative word
("did not seem to offer him no resistance"). Two refusals that did not promise a bad pair are
warnings (``inalienable-possession`` of presupposition, ``rare_word`` of conjunction), and the
participial-adjunct clash leaves a trailing participle of the subject's bodily activity ("She
didn't freeze, staring over his shoulder"). The review page names defects and hints apart.
Real sentences through the real spaCy model and the real pipeline, or the real text checks.
"""

from __future__ import annotations

import pytest

from pipeline import flags
from pipeline.records import Pair
from pipeline.rewrite import clause_scope
from tests.phenomenon_support import mined_pairs

PHENOMENA = ("conjunction", "presupposition", "implicature", "verb_complement")


def _pair(phenomenon: str, premise: str, hypothesis: str, kind: str = "presupposition") -> Pair:
    return Pair(
        pair_id="p",
        candidate_id="c",
        sentence_id="s",
        phenomenon=phenomenon,
        subtype="x",
        premise=premise,
        hypothesis=hypothesis,
        premise_kind="conditional",
        hypothesis_kind=kind,
        heuristic_label="entailment",
        label_rule="r",
    )


# -- an operator before the source's connective ------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Do and long after the towers fell, the traders still sell their wares?",
        "If (2) And missed the target entirely, it's okay.",
        "If of course the climb was hard, it's okay.",
        "Did of course the guards notice the gap?",
        "It's possible that and then the bell rang.",
        "Was but a moment enough?",
    ],
)
def test_operator_before_connective_is_a_slip(text):
    assert flags.connective_after_operator(text)


@pytest.mark.parametrize(
    "text",
    [
        "If and when the rain stops, we leave.",
        "If and only if the key fits, the door opens.",
        "Is or was she a member of the guild?",
        "And long after the towers fell, the traders still sell their wares.",
        "Does Anderson know the way?",
        "If Andrew calls, tell him.",
        "Of course, was the climb hard?",
    ],
)
def test_operator_before_a_subject_is_fine(text):
    assert not flags.connective_after_operator(text)


def test_if_of_course_refuses_the_mined_conditional():
    pairs = mined_pairs(
        "Of course it was hard to remember what the guide had said.", "presupposition"
    )
    framed = [p for p in pairs if p.premise.lower().startswith("if of course")]
    for pair in framed:
        assert "connective-after-operator" in pair.features["flags"]
        assert not pair.well_formed
    # the other frames keep "Of course" outside the operator or as found: untouched
    others = [p for p in pairs if not p.premise.lower().startswith("if ")]
    assert others and all(
        "connective-after-operator" not in p.features.get("flags", []) for p in others
    )


def test_settle_refuses_an_operator_before_and():
    pair = _pair(
        "presupposition",
        "Do and long after the towers fell, the traders still sell their wares?",
        "The towers fell.",
    )
    flags.settle(pair)
    assert "connective-after-operator" in pair.features["flags"]
    assert not pair.well_formed


# -- a reflexive subject ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Themselves was embodied in the statue.",
        "Herself is the only heir.",
        "He said that himself was ill.",
    ],
)
def test_reflexive_subject_is_a_slip(text):
    assert flags.reflexive_subject(text)


@pytest.mark.parametrize(
    "text",
    [
        "My brother and myself are grateful.",
        "Himself a farmer, he knew the soil.",
        "They protected themselves from the raiders.",
        "The king himself was there.",
    ],
)
def test_reflexive_object_or_emphatic_is_fine(text):
    assert not flags.reflexive_subject(text)


# -- a negator added beside a negative word --------------------------------------------------------


@pytest.mark.parametrize(
    ("premise", "hypothesis"),
    [
        (
            "The gate did not seem to offer them no resistance.",
            "The gate offered them no resistance.",
        ),
        ("She isn't no fool.", "She is no fool."),
        ("He hadn't noticed no one at the door.", "He had noticed no one at the door."),
    ],
)
def test_added_double_negation_is_a_slip(premise, hypothesis):
    assert flags.added_double_negation(premise, hypothesis)


@pytest.mark.parametrize(
    ("premise", "hypothesis"),
    [
        # another clause after the negated verb: each clause's own negative
        ("The court did not indicate there is no need.", "The court indicated there is no need."),
        ("I don't think there's no hope.", "I think there's no hope."),
        ("They didn't say they wanted no part.", "They said they wanted no part."),
        ("He did not leave because no one came.", "He left because no one came."),
        # "no" as the response particle
        ("I did not say no.", "I said no."),
        # both sides: the source's own dialect, source:nonstandard's to flag
        ("I don't know nothing.", "Joe said I don't know nothing."),
    ],
)
def test_other_clause_or_source_negative_is_fine(premise, hypothesis):
    assert not flags.added_double_negation(premise, hypothesis)


def test_double_negation_refuses_the_mined_verb_complement_pair():
    pairs = mined_pairs("The wheel seemed to offer him no resistance at all.", "verb_complement")
    doubled = [p for p in pairs if "not seem to offer him no" in p.premise]
    for pair in doubled:
        assert any(f.startswith("double-negation") for f in pair.features["flags"])
        assert not pair.well_formed
    # the found premise with its own "no" is untouched
    found = [p for p in pairs if p.premise.startswith("The wheel seemed")]
    assert found and all(p.well_formed for p in found)


def test_new_slips_are_registered_defects():
    for flag in ("connective-after-operator", "reflexive-subject", "double-negation:not-no"):
        assert flags.is_registered(flag)
        for phenomenon in PHENOMENA:
            assert flags.severity(flag, phenomenon) == flags.DEFECT


# -- participial adjunct: the subject's bodily activity ----------------------------------------


@pytest.mark.parametrize(
    ("text", "compatible"),
    [
        ("She froze, staring over his shoulder.", True),
        ("He waited at the door, smiling.", True),
        ("They argued for hours, sitting on the steps.", True),
        ("This station slowly rotates, exposing both of its sides to the star.", False),
        ("The skin radiates smoke, making its camouflage harder to see.", False),
        ("The room changed, looking pale and cold.", False),  # linking "look": a result
    ],
)
def test_attendant_activity_participle(text, compatible, nlp):
    doc = nlp(text)
    clause = next(t for t in doc if t.dep_ == "advcl")
    assert clause_scope.participial_adjunct(clause)
    assert clause_scope.denial_compatible_supplement(clause) is compatible


def test_negated_freeze_with_staring_is_no_clash():
    pairs = mined_pairs("The girl froze, staring over his shoulder.", "presupposition")
    negated = [p for p in pairs if p.premise_kind == "negated" and p.hypothesis_kind == "original"]
    assert negated
    for pair in negated:
        assert not any(f.startswith("discourse-clash") for f in pair.features.get("flags", []))
        assert pair.well_formed


def test_negated_rotate_with_exposing_still_clashes():
    pairs = mined_pairs(
        "This station slowly rotates, exposing both of its sides to the star.", "presupposition"
    )
    negated = [p for p in pairs if p.premise_kind == "negated" and p.hypothesis_kind == "original"]
    assert negated
    assert all("discourse-clash:participial-adjunct" in p.features["flags"] for p in negated)
    # stop 98 (fl95): on this "original" side the clash is a warning (the contradiction holds
    # under either reading of the participle); the presupposition side keeps it a defect
    assert all(p.well_formed for p in negated)


# -- demoted: inalienable-possession (presupposition), rare_word (conjunction) ----------------------


def test_inalienable_possession_is_a_warning_for_presupposition():
    assert flags.severity("inalienable-possession", "presupposition") == flags.WARNING
    pair = _pair(
        "presupposition", "Did the mummy whisper in the girl's ear?", "The girl had an ear."
    )
    pair.well_formed = False
    pair.features["flags"] = ["inalienable-possession"]
    flags.settle(pair)
    assert pair.well_formed
    # a source defect beside it still refuses the pair
    other = _pair(
        "presupposition", "Small generators mounted in the user's palm.", "The user has a palm."
    )
    other.well_formed = False
    other.features["flags"] = ["inalienable-possession", "source:description"]
    flags.settle(other)
    assert not other.well_formed


def test_rare_word_alone_leaves_a_conjunction_pair_well_formed():
    pairs = mined_pairs("Dry and sugary, these crackers will leave you thirsty.", "conjunction")
    rare = [p for p in pairs if "rare_word" in (p.features.get("flags") or [])]
    assert rare
    assert all(p.well_formed for p in rare)
    assert flags.severity("rare_word", "conjunction") == flags.WARNING


# -- review page: defects and hints apart ----------------------------------------------------------


def test_review_splits_defects_from_hints():
    from pipeline.review.store import _split_flags

    pair = {
        "phenomenon": "presupposition",
        "hypothesis_kind": "presupposition",
        "features": {"flags": ["prior_state_draft", "no-subject", "inalienable-possession"]},
    }
    defects, hints = _split_flags(pair)
    assert defects == ["no-subject"]
    assert hints == ["prior_state_draft", "inalienable-possession"]


def test_settle_refuses_reflexive_subject_and_added_double_negation():
    reflexive = _pair(
        "verb_complement",
        "The gods did not permit themselves to be embodied in him.",
        "Themselves was embodied in him.",
        kind="complement",
    )
    flags.settle(reflexive)
    assert "reflexive-subject" in reflexive.features["flags"] and not reflexive.well_formed
    doubled = _pair(
        "verb_complement",
        "The wheel did not seem to offer him no resistance at all.",
        "The wheel offered him no resistance at all.",
        kind="complement",
    )
    flags.settle(doubled)
    assert "double-negation:not-no" in doubled.features["flags"] and not doubled.well_formed


def test_inalienable_count_stays_a_defect():
    # "There were two hands": the possessor is lost as well, judged unanchored; since stop 68
    # (pr118) the draft names the possessor ("The porter had two hands"), still trivial
    pairs = mined_pairs("The porter lifted the heavy crate with both hands.", "presupposition")
    counts = [p for p in pairs if p.hypothesis == "The porter had two hands."]
    assert counts
    for pair in counts:
        assert "inalienable-count" in pair.features["flags"]
        assert not pair.well_formed
    assert flags.severity("inalienable-count", "presupposition") == flags.DEFECT


def test_review_item_pairs_carry_defects_and_hints(nlp, tmp_path):
    # the page reads these keys from the real store over a real warehouse
    from pipeline.review import store
    from tests.review_support import build_base, fresh_copy

    wh = fresh_copy(build_base(nlp, tmp_path / "base"), tmp_path / "wh")
    con = store.connect(wh)
    try:
        pairs = [p for cid in store.queue(con, "ann") for p in store.item(con, cid, "ann")["pairs"]]
    finally:
        con.close()
    assert pairs
    for pair in pairs:
        every = pair["features"].get("flags") or []
        assert sorted(pair["defect_flags"] + pair["hint_flags"]) == sorted(every)
        assert all(
            flags.severity(f, pair["phenomenon"], pair["hypothesis_kind"]) == flags.DEFECT
            for f in pair["defect_flags"]
        )
