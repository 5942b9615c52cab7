"""Stop 86, vc173: verb_complement precision on the s1205q (Bible) blind-review rejects.

A finite "that ... may/might" clause set off by a comma after a verb of motion or posture
("moved, that he might strike", s1205q verb-019/verb-068) is the purpose clause "so that ...
might" (Quirk et al. 1985 §15.48), no complement: no pair. Constructed sentences, with good
neighbours (a verb of saying, the mandative "move that", a motion verb's own "to") untouched.
"""

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.hypothesis_kind == "complement"]


def test_purpose_that_after_motion_verb_gives_no_pair() -> None:
    assert (
        _pairs("The soldiers marched all night, that they might reach the city before dawn.") == []
    )
    assert _pairs("The pilgrims rose early, that they may see the sunrise from the hill.") == []
    assert _pairs("He and his servants moved, that they might cross the river before night.") == []


def test_saying_verb_before_comma_that_keeps_pairs() -> None:
    pairs = _pairs("He said, that he might come.")
    assert {p.hypothesis for p in pairs} == {"He might come."}


def test_mandative_move_keeps_its_clause() -> None:
    pairs = _pairs("She moved that the meeting be adjourned.")
    assert pairs
    assert all(p.hypothesis.startswith("The meeting") for p in pairs)


def _labels(text: str) -> dict[tuple[str, str], str]:
    return {(p.premise_kind, p.hypothesis): p.heuristic_label for p in _pairs(text)}


def test_negative_subject_reads_the_negative_column() -> None:
    # force +/o: "Nobody forced him" says nothing on whether he went
    assert _labels("Nobody forced him to go.") == {("original", "He went."): "neutral"}
    # compel +/o, the hypothesis keeps "not even": no one (not even the captain) was compelled
    labels = _labels("Not even the captain was compelled to resign.")
    assert labels == {("original", "Not even the captain resigned."): "neutral"}
    # manage +/-: no one managed -> no one escaped
    assert _labels("Nobody managed to escape.") == {("original", "Nobody escaped."): "entailment"}


def test_negative_subject_gives_no_double_negated_premise() -> None:
    assert all(
        p.premise_kind == "original"
        for p in _pairs("Not even the captain was compelled to resign.")
    )


def test_plain_subject_keeps_both_pairs() -> None:
    labels = _labels("The captain was compelled to resign.")
    assert labels == {
        ("original", "The captain resigned."): "entailment",
        ("negated", "The captain resigned."): "neutral",
    }


def test_generic_relative_restrictor_flags_the_original_pair() -> None:
    for text in (
        "Someone who tries to cheat always loses in the end.",
        "Everyone who hoped to win was disappointed.",
    ):
        pairs = _pairs(text)
        assert pairs
        assert all(not p.well_formed for p in pairs), text


def test_episodic_someone_who_keeps_its_original_pair() -> None:
    pairs = _pairs("Someone who wanted to help called the office yesterday.")
    original = [p for p in pairs if p.premise_kind == "original"]
    assert original and all(p.well_formed for p in original)


def test_he_who_relative_object_is_no_complement_subject() -> None:
    assert _pairs("He who believes the prophet obeys the law.") == []


def test_all_that_relative_object_is_no_content_clause() -> None:
    text = (
        "The children of Israel who lived in Judea heard all that Holofernes the chief captain"
        " of Nebuchadnezzar king of the Assyrians had done to the nations, and how he had"
        " plundered all their temples and destroyed them utterly."
    )
    assert _pairs(text) == []


def test_content_clause_after_adverb_all_along_keeps_pairs() -> None:
    labels = _labels("He knew all along that she was lying.")
    assert labels[("original", "She was lying.")] == "entailment"
