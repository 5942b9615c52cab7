"""verb_complement, seventy-third pass (branch vc67, stop 52).

Constructed sentences through the real pipeline (``mined_pairs``): the idiom "set to work" and
an emotive -ing adjective ("It is striking that P") give no pair, nor does a gerund subject
after a coordinator ("so seeing another flat can only distract us"); the speaker's "I would
not say that P" is a contradiction, "Don't doubt that P" an entailment; "cease to V" with a
fixed reference time is -/+.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "verb_complement")


def _labels(text: str) -> dict[str, str]:
    return {p.premise: p.heuristic_label for p in _pairs(text)}


def _flags(pair) -> list[str]:
    return list(pair.features.get("flags", []))


# -- candidates that are no verb-complement construction -----------------------------------------


def test_set_to_work_gives_no_pair():
    pairs = _pairs("She dried her tears and set to work to tidy the kitchen.")
    assert not pairs, [p.hypothesis for p in pairs]


def test_passive_set_to_work_gives_no_pair():
    pairs = _pairs("The farmers were quickly set to work to repair the dam.")
    assert not pairs, [p.hypothesis for p in pairs]


def test_work_to_keeps_its_pairs():
    pairs = _pairs("She worked to improve the school.")
    assert "She improved the school." in {p.hypothesis for p in pairs}


def test_set_out_to_keeps_its_pairs():
    pairs = _pairs("They set out to find the river.")
    assert "They found the river." in {p.hypothesis for p in pairs}


def test_emotive_ing_adjective_gives_no_pair():
    for text in (
        "Indeed, it is striking that most voters distrust their leaders.",
        "It is worrying that the river is rising.",
    ):
        pairs = _pairs(text)
        assert not pairs, [p.hypothesis for p in pairs]


def test_strike_with_an_object_keeps_its_pairs():
    pairs = _pairs("It struck me that nobody came.")
    assert "Nobody came." in {p.hypothesis for p in pairs}


def test_gerund_subject_after_coordinator_gives_no_pair():
    for text in (
        "We move tomorrow, so seeing another flat can only distract us.",
        "The exam is tomorrow, and hearing the rumours will only upset her.",
    ):
        pairs = _pairs(text)
        assert not pairs, [p.hypothesis for p in pairs]


def test_supplementive_after_coordinator_keeps_its_pairs():
    pairs = _pairs("He packed a coat and, thinking it was cold, left early.")
    assert "It was cold." in {p.hypothesis for p in pairs}
    pairs = _pairs("He smiled, and thinking it was easy, they started the climb.")
    assert "It was easy." in {p.hypothesis for p in pairs}


# -- labels --------------------------------------------------------------------------------------


def test_speaker_would_not_say_is_contradiction():
    labels = _labels("I wouldn't say the film was boring.")
    assert labels["I wouldn't say the film was boring."] == "contradiction"
    assert labels["I would say the film was boring."] == "neutral"


def test_negated_speaker_would_say_is_contradiction():
    pairs = _pairs("All things considered, I'd say that the bakery has earned my trust.")
    negated = [p for p in pairs if p.premise_kind == "negated"]
    assert [p.heuristic_label for p in negated] == ["contradiction"]
    # the fronted absolute clause is no universal subject
    assert all(p.well_formed for p in negated), [_flags(p) for p in negated]


def test_another_would_not_say_stays_neutral():
    labels = _labels("He would not say that the hotel was clean.")
    assert labels["He would not say that the hotel was clean."] == "neutral"
    labels = _labels("I would not have said that the hotel was clean.")
    assert labels["I would not have said that the hotel was clean."] == "neutral"


def test_universal_subject_still_flags_the_negation():
    pairs = _pairs("All the farmers said that the harvest was poor.")
    negated = [p for p in pairs if p.premise_kind == "negated"]
    assert negated
    assert all("negated-under-universal-subject:all" in _flags(p) for p in negated)


def test_dont_doubt_imperative_is_entailment():
    for text in (
        "So don't doubt that you deserve a holiday.",
        "Do not doubt that the bridge will hold.",
    ):
        assert _labels(text)[text] == "entailment"


def test_cease_with_a_time_clause_is_contradiction():
    text = "When the rain came, the fire ceased to burn."
    labels = _labels(text)
    assert labels[text] == "contradiction"
    assert labels["When the rain came, the fire did not cease to burn."] == "entailment"


def test_cease_with_a_year_and_in_the_future():
    # stop 74 (vc131): "in 1950" dates the change, inside a year in which the mill still
    # operated up to then, so RP19's o/o stays (s1204i verb-024's judge: neutral)
    assert _labels("The old mill ceased to operate in 1950.") == {
        "The old mill ceased to operate in 1950.": "neutral",
        "The old mill did not cease to operate in 1950.": "neutral",
    }
    assert _labels("The shop will cease to exist.")["The shop will cease to exist."] == (
        "contradiction"
    )


def test_bare_past_cease_stays_neutral():
    labels = _labels("The old mill ceased to operate.")
    assert labels["The old mill ceased to operate."] == "neutral"


def test_would_not_say_under_a_condition_stays_neutral():
    text = "If the rain stops, I would not say that the trip was ruined."
    assert _labels(text)[text] == "neutral"


def test_imperative_show_that_is_neutral():
    for text in (
        "Use a firm voice to show that you mean it.",
        "You should give her some space, but show that you are the same kind man.",
    ):
        assert _labels(text)[text] == "neutral"
    # since the hundred-first pass (vc95) a bare imperative trigger gives no pair at all
    assert "Show her that you care about her." not in _labels("Show her that you care about her.")


def test_declarative_show_that_keeps_entailment():
    text = "The films show that he was unhappy."
    assert _labels(text)[text] == "entailment"


def test_imperative_factive_keeps_entailment():
    text = "Remember that you are in control."
    assert _labels(text)[text] == "entailment"
