"""Seventy-sixth pass (stop 53, pr73; docs/presupposition.md): drafts.

- Possessed event nominals with an agent genitive: with an "of" object in a past clause the
  draft states the act with its verb ("The mayor launched the plan"); otherwise no "has" draft
  ("The court had an award" misstates a subjective genitive).
- Adverbs of quantification before a complement's subject stay in the draft.
- A while-clause's draft keeps the main clause's fronted time or place frame.
- A draft that opens with a demonstrative pronoun whose antecedent it drops is flagged.
- "asked them what they would have" (volitional "would") gets no existential draft.

Constructed sentences through the real pipeline; each class has a good counterpart."""

from __future__ import annotations

from tests.phenomenon_support import original_draft_pairs

# -- event nominals with an agent genitive ------------------------------------------------------


def test_event_nominal_with_of_object_drafted_with_its_verb() -> None:
    drafts = original_draft_pairs(
        "The mayor's launch of the recycling plan was a success.", "possessed_definites"
    )
    assert drafts == {"The mayor launched the recycling plan.": True}


def test_event_nominal_without_object_gets_no_possession_draft() -> None:
    drafts = original_draft_pairs(
        "The appeals court's award was vacated last spring.", "possessed_definites"
    )
    assert not any("had an award" in d for d in drafts)


def test_event_nominal_in_present_clause_gets_no_draft() -> None:
    drafts = original_draft_pairs(
        "The governor's launch of the new program is especially timely.", "possessed_definites"
    )
    assert not any("launch" in d for d in drafts)


def test_owned_thing_keeps_possession_draft() -> None:
    drafts = original_draft_pairs(
        "The mayor's car was parked outside the town hall.", "possessed_definites"
    )
    assert drafts == {"The mayor had a car.": True}


# -- adverbs of quantification in complements ---------------------------------------------------


def test_fronted_frequency_adverb_stays_in_complement_draft() -> None:
    drafts = original_draft_pairs(
        "We all know that sometimes the work gets a bit too much.", "clause_embedding_predicates"
    )
    assert drafts == {"Sometimes the work gets a bit too much.": True}


def test_fronted_discourse_adjunct_still_dropped() -> None:
    drafts = original_draft_pairs(
        "She realized that, in fact, the train had already left.", "clause_embedding_predicates"
    )
    assert drafts == {"The train had already left.": True}


# -- the main clause's frame in while-clause drafts ---------------------------------------------


def test_while_draft_keeps_fronted_era_frame() -> None:
    drafts = original_draft_pairs(
        "In earlier times, the shepherds may have sung old songs while herding sheep.",
        "temporal_adverbs",
    )
    assert drafts == {"In earlier times, the shepherds herded sheep.": True}


def test_while_draft_keeps_fronted_date_frame() -> None:
    drafts = original_draft_pairs(
        "In 1990, he lived in Paris while his brother was studying law.", "temporal_adverbs"
    )
    assert drafts == {"In 1990, his brother was studying law.": True}


def test_after_draft_does_not_take_the_frame() -> None:
    drafts = original_draft_pairs(
        "In 1990, he moved to Paris after his brother had finished school.", "temporal_adverbs"
    )
    assert not any(d.startswith("In 1990") for d in drafts)


# -- demonstrative pronoun subjects -------------------------------------------------------------


def test_demonstrative_with_dropped_antecedent_is_flagged() -> None:
    drafts = original_draft_pairs(
        "Brief notes had been taken on Monday, but these only recorded that the vote had passed.",
        "only",
    )
    assert drafts == {"These recorded that the vote had passed.": False}


def test_demonstrative_with_no_antecedent_in_sentence_is_kept() -> None:
    drafts = original_draft_pairs("These only cost ten dollars at the market.", "only")
    assert all(drafts.values())


# -- volitional "would" in embedded questions ---------------------------------------------------


def test_volitional_would_have_gets_no_existential_draft() -> None:
    drafts = original_draft_pairs(
        "A woman opened the door, and she asked them what they would have.", "embedded_question"
    )
    assert drafts == {}


def test_plain_embedded_question_keeps_draft() -> None:
    drafts = original_draft_pairs(
        # "asked them what ..." embeds no presupposed question since the hundred-eighth pass
        "A woman opened the door, and she saw what they had brought.",
        "embedded_question",
    )
    assert drafts == {"They had brought something.": True}
