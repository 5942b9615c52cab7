"""Stop 60, second pass (ng33): negation and embeddings on the blind review of s1202j.

The blind judges rejected "Is it been a while ...?" / "It might be been a while ..." (the
clitic "'s" read as "is" before "been"), "If hopefully the fleet is managing ..." (a speaker
adverb left inside the conditional), "Storage space, might have mounted outside ..." (a
verbless item description given a modal) and a premise built on the subjectless "Will slowly
recharge ...". Sentences are from the reviewed text or built like it, run through the real
parser and rewriters."""

from __future__ import annotations

import pytest

from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import clitic_had, clitic_has, negate, participle_fragment


def _token(doc, word: str):
    return next(t for t in doc if t.text == word)


WHILE = "It's been a while since I last saw the fleet."


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        ("negated", "It hasn't been a while since I last saw the fleet."),
        ("modal", "It might have been a while since I last saw the fleet."),
        ("interrogative", "Has it been a while since I last saw the fleet?"),
    ],
)
def test_clitic_s_before_been_is_has(nlp, kind, expected):
    doc = nlp(WHILE)
    assert clitic_has(_token(doc, "'s"))
    result = embed(doc, kind)
    assert result.ok, result.flags
    assert result.text == expected


def test_clitic_s_before_been_passive_is_has(nlp):
    doc = nlp("The ship's been destroyed.")
    assert embed(doc, "interrogative").text == "Has the ship been destroyed?"
    assert embed(doc, "modal").text == "The ship might have been destroyed."


def test_clitic_s_before_participle_without_passive_is_has(nlp):
    doc = nlp("It's happened before.")
    assert embed(doc, "interrogative").text == "Has it happened before?"
    assert negate(doc).text == "It hasn't happened before."


@pytest.mark.parametrize("text", ["It's closed on Sundays.", "He's tired of waiting."])
def test_clitic_s_before_passive_or_adjective_stays_is(nlp, text):
    doc = nlp(text)
    assert not clitic_has(_token(doc, "'s"))
    assert embed(doc, "interrogative").text.startswith("Is ")


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        ("negated", "She hadn't seen the ship before."),
        ("modal", "She might have seen the ship before."),
        ("interrogative", "Had she seen the ship before?"),
        ("conditional", "If she'd seen the ship before, it's okay."),
    ],
)
def test_clitic_d_before_participle_is_had(nlp, kind, expected):
    doc = nlp("She'd seen the ship before.")
    assert clitic_had(_token(doc, "'d"))
    result = embed(doc, kind)
    assert result.ok, result.flags
    assert result.text == expected


def test_clitic_d_before_infinitive_stays_would(nlp):
    doc = nlp("I'd go there if I could.")
    assert not clitic_had(_token(doc, "'d"))
    assert negate(doc).text == "I wouldn't go there if I could."
    modal = embed(doc, "modal")
    assert not modal.ok
    assert "already-modal" in modal.flags


HOPEFULLY = "Hopefully the Wanderer fleet is managing to hold its own against the drones."


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        (
            "conditional",
            "If the Wanderer fleet is managing to hold its own against the drones, it's okay.",
        ),
        ("interrogative", "Is the Wanderer fleet managing to hold its own against the drones?"),
        ("modal", "The Wanderer fleet might be managing to hold its own against the drones."),
    ],
)
def test_speaker_adverb_without_comma_left_out(nlp, kind, expected):
    result = embed(nlp(HOPEFULLY), kind)
    assert result.ok, result.flags
    assert result.text == expected


def test_speaker_adverb_list_covers_luckily_and_frankly(nlp):
    assert embed(nlp("Luckily the ship survived the storm."), "conditional").text == (
        "If the ship survived the storm, it's okay."
    )
    assert embed(nlp("Frankly, the plan worked."), "interrogative").text == "Did the plan work?"


def test_manner_adverb_before_verb_is_kept(nlp):
    result = embed(nlp("The crew quickly repaired the hull."), "conditional")
    assert result.text == "If the crew quickly repaired the hull, it's okay."


STORAGE = "Storage space, mounted outside your vehicle's armor and vulnerable to damage."
PIPES = (
    "A collection of pipes, cams, and straps, mounted on the edge of a vehicle and used to "
    "support another vehicle for transport."
)


@pytest.mark.parametrize("text", [STORAGE, PIPES])
@pytest.mark.parametrize("kind", ["negated", "modal", "interrogative", "conditional"])
def test_comma_parted_participle_fragment_is_refused(nlp, text, kind):
    doc = nlp(text)
    assert participle_fragment(doc[0].sent.root)
    result = embed(doc, kind)
    assert not result.ok
    assert "participle-fragment" in result.flags


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The ship sailed at dawn.", "The ship might have sailed at dawn."),
        (
            "The old man, exhausted, collapsed on the floor.",
            "The old man, exhausted, might have collapsed on the floor.",
        ),
        (
            "The ship, however, sailed at dawn.",
            "The ship, however, might have sailed at dawn.",
        ),
        (
            "The old bridge, which had stood for a century, collapsed in the flood.",
            "The old bridge, which had stood for a century, might have collapsed in the flood.",
        ),
    ],
)
def test_finite_past_is_no_participle_fragment(nlp, text, expected):
    doc = nlp(text)
    assert not participle_fragment(doc[0].sent.root)
    result = embed(doc, "modal")
    assert result.ok, result.flags
    assert result.text == expected


@pytest.mark.parametrize("kind", ["negated", "modal", "interrogative"])
def test_subjectless_will_description_gets_no_embedding(nlp, kind):
    doc = nlp("Will slowly recharge the vehicle's electrical power when built over shallow water.")
    result = embed(doc, kind)
    assert not result.ok
    assert "no-subject" in result.flags
