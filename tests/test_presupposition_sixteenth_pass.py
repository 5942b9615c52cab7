"""Presupposition error classes of the sixteenth pass (three blind reviews of round 33):
constructed sentences through the real spaCy model; each failed on the code before the fix."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import presupposition_candidates


def _premises(parsed, ctx, text: str, subtype: str) -> dict[str, set[str]]:
    """premise_kind -> premises of the sentence's ``subtype`` pairs (every hypothesis kind)."""
    from pipeline.phenomena.presupposition import Presupposition

    doc, sent = parsed(text)
    phen = Presupposition()
    cands = presupposition_candidates(parsed, ctx, text, subtype)[1]
    out: dict[str, set[str]] = {}
    for c in cands:
        for p in phen.rewrite(c, doc, sent, ctx):
            out.setdefault(p.premise_kind, set()).add(p.premise)
    return out


# -- 1. a preposed time clause goes after the main clause before the question/modal/"if" -----------


@pytest.mark.parametrize(
    ("text", "subtype", "question"),
    [
        (
            "After finishing medical school, Priya came to Boston.",
            "change_of_state",
            "Did Priya come to Boston after finishing medical school?",
        ),
        (
            "When the flood receded, the farmers returned to their fields.",
            "change_of_state",
            "Did the farmers return to their fields when the flood receded?",
        ),
        (
            "Once the strike ended, the buses started running again.",
            "aspectual_verbs",
            "Did the buses start running again once the strike ended?",
        ),
        (
            "Shortly after moving to Denver, Marcus joined a choir.",
            "temporal_adverbs",
            "Did Marcus join a choir shortly after moving to Denver?",
        ),
    ],
)
def test_preposed_time_clause_moves_inside_the_embedding(parsed, ctx, text, subtype, question):
    premises = _premises(parsed, ctx, text, subtype)
    assert premises["interrogative"] == {question}
    assert all(not p.startswith(text.split(",")[0]) for p in premises["modal"])


def test_reason_and_concessive_clauses_stay_where_they_are(parsed, ctx):
    # "since"/"while" also head reason and concessive clauses (Quirk et al. 1985 §15.45-15.46)
    premises = _premises(
        parsed, ctx, "While the team was popular, it stopped touring.", "aspectual_verbs"
    )
    assert all(p.startswith("While the team was popular") for p in premises["modal"])


# -- 2. change-of-state verbs in another sense or frame ----------------------------------------------


def _drafts(parsed, ctx, text: str, subtype: str) -> list[str]:
    from tests.phenomenon_support import presupposition_drafts

    return presupposition_drafts(parsed, ctx, text, subtype)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The twins kept falling ill that winter.", "The twins were not ill before."),
        ("The guard kept falling asleep at his post.", "The guard was not asleep before."),
    ],
)
def test_fall_into_a_state_under_an_aspectual_verb(parsed, ctx, text, expected):
    # fall.v.03 "pass suddenly and passively into a state": the prior state is not a height
    assert _drafts(parsed, ctx, text, "change_of_state") == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "The clerk entered a correction in the ledger.",
        "The nurse entered the results into the database.",
        "The lawyer entered a plea of not guilty.",
        "The two firms entered into a partnership last spring.",
    ],
)
def test_enter_as_record_or_participate_is_no_change_of_location(parsed, ctx, text):
    # enter.v.05 "make a record of", enter.v.02 "become a participant" (WordNet 3.0)
    assert not presupposition_candidates(parsed, ctx, text, "change_of_state")[1]


@pytest.mark.parametrize(
    "text", ["The troops entered the city in the morning.", "She entered the room in silence."]
)
def test_enter_a_place_stays_a_trigger(parsed, ctx, text):
    assert presupposition_candidates(parsed, ctx, text, "change_of_state")[1]


# -- 3. drafts: tense, idioms, the noun's complement, inchoatives ---------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a household or group has a lifetime like a person's (Musan 1997)
        ("The family's dogs were asleep by the fire.", "The family had dogs."),
        # a dated past sentence speaks of that time
        ("In 1871, the town's mill was rebuilt.", "The town had a mill."),
        # the noun selects the PP (Huddleston & Pullum 2002 ch. 5 §14.2)
        ("Chile's border with Peru was redrawn.", "Chile had a border with Peru."),
    ],
)
def test_possessed_draft_keeps_tense_and_complement(parsed, ctx, text, expected):
    assert _drafts(parsed, ctx, text, "possessed_definites") == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "After the election, she took up her mentor's mantle.",
        "Omar took Keisha's place in the lineup.",
        "Nobody could fill the founder's shoes.",
    ],
)
def test_verb_object_idioms_are_no_possession(parsed, ctx, text):
    # idiomatically combining expressions (Nunberg, Sag & Wasow 1994): nobody "had a mantle"
    assert not presupposition_candidates(parsed, ctx, text, "possessed_definites")[1]


def test_possession_after_take_stays(parsed, ctx):
    assert _drafts(parsed, ctx, "Omar took Keisha's bicycle to school.", "possessed_definites") == [
        "Keisha had a bicycle."
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The hurricane restrengthened over warm water.", "The hurricane had strengthened before."),
        ("The old rumour resurfaced last week.", "The old rumour had surfaced before."),
    ],
)
def test_inchoative_re_verb_is_no_passive(parsed, ctx, text, expected):
    # Levin 1993 §45.4 / §48.1.1: the intransitive is itself the change; nobody strengthened it
    assert _drafts(parsed, ctx, text, "re_verbs") == [expected]


# -- 4. labels: "only" + numeral under negation, Karttunen filtering ---------------------------------


def _pairs(parsed, ctx, text: str, subtype: str):
    from pipeline.phenomena.presupposition import Presupposition

    doc, sent = parsed(text)
    phen = Presupposition()
    cands = presupposition_candidates(parsed, ctx, text, subtype)[1]
    return [p for c in cands for p in phen.rewrite(c, doc, sent, ctx)]


def test_only_numeral_under_negation_has_no_clean_presupposition_pair(parsed, ctx):
    # "didn't sell only 40 tickets" says more than 40 were sold: "sold 40" reads "exactly 40".
    # Round 33 kept the negated control clean; blind reviews s1201l-n rejected that control too
    # (an odd denial, unnatural as a premise), so pr88 writes no negated premise at all: no
    # clean presupposition pair (the intent here) and now no negated control either, while the
    # other embeddings stay
    pairs = _pairs(parsed, ctx, "The club sold only 40 tickets for the dance.", "only")
    assert not [p for p in pairs if p.premise_kind == "negated"]
    assert any(p.premise_kind == "modal" and p.well_formed for p in pairs)


def test_only_without_numeral_keeps_its_negated_pair(parsed, ctx):
    pairs = _pairs(parsed, ctx, "The club sold only cheap tickets for the dance.", "only")
    assert any(
        p.premise_kind == "negated" and p.hypothesis_kind == "presupposition" and p.well_formed
        for p in pairs
    )


def test_presupposition_filtered_by_an_earlier_conjunct(parsed, ctx):
    # Karttunen 1973: "If A and B_p" presupposes only "if A then p" when A supplies p
    pairs = _pairs(
        parsed, ctx, "She moved to Lisbon in 1970 and stayed there for years.", "change_of_state"
    )
    embedded = [
        p
        for p in pairs
        if p.hypothesis_kind == "presupposition" and p.premise_kind in ("modal", "conditional")
    ]
    assert embedded and not any(p.well_formed for p in embedded)


# -- 5. body parts: every body-part draft of a person is flagged --------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # a name the tagger calls ORG ("Nathan" here) still owns a body part as a person
        "Nathan's thigh was bruised after the game.",
        "Nathan's thighs were sore the next morning.",
        # "heart" is first the seat of feeling (heart.n.01), second the organ
        "Maria's heart was racing.",
    ],
)
def test_every_body_part_draft_is_flagged(parsed, ctx, text):
    drafts = [p for p in _pairs(parsed, ctx, text, "possessed_definites")]
    presup = [p for p in drafts if p.hypothesis_kind == "presupposition"]
    assert presup
    assert all(
        not p.well_formed and "inalienable-possession" in p.features["flags"] for p in presup
    )


@pytest.mark.parametrize(
    "text",
    [
        # no pro-form links the conjuncts: retiring supplies no "was with the team"
        "Hollis retired from racing in 2015 but remained with the team as a coach.",
        # the trigger is in an adverbial of the later conjunct, not its verb
        "She taught for a year and then went abroad after finishing her degree.",
    ],
)
def test_unlinked_later_conjunct_is_not_filtered(parsed, ctx, text):
    pairs = [
        p for sub in ("change_of_state", "temporal_adverbs") for p in _pairs(parsed, ctx, text, sub)
    ]
    assert pairs
    assert not any("presupposition-filtered-by-conjunct" in p.features["flags"] for p in pairs)


def test_a_name_ending_in_s_is_one_person(parsed, ctx):
    # "Barras" tagged NNS: WordNet has no noun "barras", so it is a name (one person)
    drafts = _drafts(parsed, ctx, "Barras left the team in 2016.", "change_of_state")
    assert drafts == ["Barras was in the team before."]
