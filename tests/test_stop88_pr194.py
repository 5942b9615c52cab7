"""Stop 88, pr194: presupposition drafts of creation-verb objects, predeterminers before a
name's genitive, the bare pluperfect "had gone", present relatives in past possessive drafts,
and triggers inside a direct quotation with the operator on the quoting clause (s1205u)."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _hyps(text: str, subtype: str | None = None) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.hypothesis_kind == "presupposition" and (subtype is None or p.subtype == subtype)
    }


@pytest.mark.parametrize(
    "text, refused",
    [
        # the judged class (s1205u pres-003/053), object misparsed as the infinitive's subject
        (
            "You shall speak to the wise, that they make Aaron's garments to sanctify him.",
            "Aaron has garments.",
        ),
        # constructed: Levin §26.1 build verbs
        ("She will sew the queen's new robe tomorrow.", "The queen has a new robe."),
        ("The smith will forge the captain's sword.", "The captain has a sword."),
    ],
)
def test_creation_verb_object_has_no_existence_draft(text, refused):
    assert refused not in _hyps(text)


def test_affected_object_keeps_its_draft():
    # an affected object exists before the event: the draft stays
    assert "The king had a palace." in _hyps("They burned the king's palace.")


def test_make_with_non_artifact_object_keeps_its_draft():
    assert "The king had a servant." in _hyps("He made the king's servant angry.")


def test_complex_transitive_make_keeps_its_draft():
    # "make X like Y": causative, X exists (Quirk §16.43)
    assert "Ahab has a house." in _hyps(
        "I will make Ahab's house like the house of Jeroboam the son of Nebat."
    )


@pytest.mark.parametrize(
    "text, good, bad",
    [
        # stop 95 (pr214): "Yahweh's words" -> "Yahweh had words" is the idiom "have words"
        # (quarrel; WordNet have_words), refused since; a concrete plural keeps the pin
        (
            "They burned all Ahab's chariots.",
            "Ahab had chariots.",
            "All Ahab had chariots.",
        ),
        (
            "They sent both Saul's daughters home.",
            "Saul had daughters.",
            "Both Saul had daughters.",
        ),
    ],
)
def test_predeterminer_before_name_genitive_is_not_the_possessor(text, good, bad):
    hyps = _hyps(text)
    assert good in hyps
    assert bad not in hyps


def test_predeterminer_before_the_genitive_still_handled():
    hyps = _hyps("Joab took all the king's servants.")
    assert "The king had servants." in hyps


def test_bare_had_gone_keeps_the_perfect():
    hyps = _hyps("After he had gone, his servants came and saw that the doors were locked.")
    assert "He had gone." in hyps
    assert "He went." not in hyps


def test_pluperfect_with_goal_or_other_verb_keeps_simple_past():
    assert "The guests went home." in _hyps(
        "After the guests had gone home, she cleaned the house."
    )
    assert "The men ate the bread." in _hyps("After the men had eaten the bread, they left.")


def test_present_relative_dropped_from_past_possessive_draft():
    hyps = _hyps(
        "David went to Baalah to bring up from there God Yahweh's ark that sits above the cherubim."
    )
    assert "God Yahweh had an ark." in hyps
    assert not any("sits above" in h for h in hyps)
    hyps = _hyps("He sold his brother's house that stands by the gate.")
    assert "His brother had a house." in hyps


def test_agreeing_relative_stays():
    assert "His brother had a house that stood by the gate." in _hyps(
        "He sold his brother's house that stood by the gate."
    )
    assert "His brother has a house that stands by the gate." in _hyps(
        "He sells his brother's house that stands by the gate."
    )


@pytest.mark.parametrize(
    "text",
    [
        'The children of Israel said to Samuel, "Don\'t stop crying to Yahweh our God for us."',
        'The elders told the king, "Please continue speaking to your people."',
    ],
)
def test_no_embedded_premise_when_trigger_quoted_and_operator_outside(text):
    embedded = [
        p
        for p in mined_pairs(text, "presupposition")
        if p.premise_kind in ("negated", "modal", "interrogative", "conditional")
    ]
    assert embedded == [], [(p.premise, p.hypothesis) for p in embedded]


def test_quoted_trigger_with_operator_inside_untouched():
    # the whole clause quoted after the subject: the operator goes inside (partial quotation)
    pairs = mined_pairs('The farmer stopped "crying to Yahweh" at noon.', "presupposition")
    assert any(p.premise_kind == "negated" and p.hypothesis_kind == "presupposition" for p in pairs)
