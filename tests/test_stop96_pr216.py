"""Stop 96, pr216: aspectual drafts with stative complements, the anchor of present inceptive
drafts, and expletive "it" taken for the controller of an extraposed infinitive (issue #11;
blind review s9601 as evidence of the classes). All sentences are constructed; each class has
a near miss that keeps its old output.

- A stative complement of an inceptive takes no progressive (Quirk et al. 1985 §4.28-4.29;
  Vendler 1957): "is starting to detest" -> "did not previously detest", not "was not
  detesting ... before". A to-infinitive of inert perception ("began to hear") is stative
  after an inceptive; the -ing form ("started hearing rumours") keeps the progressive.
- A present inceptive with a dynamic complement carries its anchor "before".
- "It was hard to stay calm": the anticipatory "it" of an extraposed infinitive is not the
  infinitive's subject (Quirk et al. 1985 §18.33; arbitrary PRO): no draft. A noun subject
  that controls ("The guard was eager to stay awake") keeps it.
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import original_presupposition_drafts as _drafts


@pytest.mark.parametrize(
    ("text", "good", "bad"),
    [
        (
            "My aunt is starting to detest the neighbours.",
            "My aunt did not previously detest the neighbours.",
            "My aunt was not detesting the neighbours before.",
        ),
        (
            "The voters are beginning to distrust the mayor.",
            "The voters did not previously distrust the mayor.",
            "The voters were not distrusting the mayor before.",
        ),
        (
            "Every morning the sailors begin to see the coastline.",
            "The sailors did not previously see the coastline.",
            "The sailors have not been seeing the coastline.",
        ),
    ],
)
def test_stative_complement_of_inceptive_takes_no_progressive(text, good, bad):
    drafts = _drafts(text, "aspectual_verbs")
    assert bad not in drafts, drafts
    assert good in drafts, drafts


def test_past_inceptive_of_a_stative_takes_the_past_perfect():
    drafts = _drafts("The old farmer began to dislike the city.", "aspectual_verbs")
    assert "The old farmer had not disliked the city before." in drafts, drafts


def test_gerund_of_perception_keeps_the_progressive():
    # near miss: the -ing form after "start" is the dynamic reading (Quirk et al. 1985 §16.40)
    drafts = _drafts("The reporters started hearing rumours.", "aspectual_verbs")
    assert "The reporters had not been hearing rumours before." in drafts, drafts


def test_continuative_of_perception_keeps_the_progressive():
    drafts = _drafts("The two families continue to see each other.", "aspectual_verbs")
    assert "The two families have been seeing each other." in drafts, drafts


def test_present_inceptive_draft_carries_before():
    drafts = _drafts("The new clerk starts working at the bank.", "aspectual_verbs")
    assert "The new clerk has not been working at the bank before." in drafts, drafts
    assert "The new clerk has not been working at the bank." not in drafts, drafts


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("It was hard to stay calm during the storm.", "change_of_state"),
        ("It has been difficult to remain silent about the fraud.", "change_of_state"),
        ("It seemed wise to stop talking about the money.", "aspectual_verbs"),
        ("It was painful to return home after the war.", "change_of_state"),
    ],
)
def test_extraposed_infinitive_has_no_it_draft(text, subtype):
    drafts = _drafts(text, subtype)
    assert not any(d.startswith("It ") for d in drafts), drafts


@pytest.mark.parametrize(
    ("text", "subtype", "draft"),
    [
        # near misses: a raising verb with no predicative raises the infinitive's own subject
        # (Postal 1974; CGEL ch. 14 §5.2), a noun or "it", whose draft stays
        (
            "The engine seemed to stop working.",
            "aspectual_verbs",
            "The engine had been working before.",
        ),
        ("It seemed to stop working.", "aspectual_verbs", "It had been working before."),
    ],
)
def test_raised_subject_keeps_its_draft(text, subtype, draft):
    assert draft in _drafts(text, subtype)
