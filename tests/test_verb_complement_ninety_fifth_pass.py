"""verb_complement, ninety-fifth pass (branch vc89, stop 58: fragments, matrix agents and
purposes, outer modals).

Constructed sentences through the real pipeline (``complement_pairs``): subjectless help-text
fragments, an indefinite needed thing with a purpose infinitive, a relative verb without a
subject, a second infinitive of the matrix verb and a comma-set "probably not" are no
candidates; the matrix's extraposed agent, its purpose infinitive, its speed adverbs, the
continuative "still" of a necessity and the modal of an attitude verb stay out of the
hypothesis; an adverb-coordinated verb agrees; a noun phrase split at a parenthesis stays
whole; a heading before a semicolon goes; brackets are mended; "until" bounds "continue" under
negation. Guards keep the ordinary pairs next to them.
"""

from __future__ import annotations

from tests.phenomenon_support import complement_hypotheses, complement_pairs


def test_subjectless_help_text_fragment_is_refused_at_the_source() -> None:
    # one check for every phenomenon: fitness.telegraphic_verb_start, whose reason refuses the
    # sentence's verb-complement pairs (``source:subjectless``, a defect there)
    from pipeline import fitness, flags
    from pipeline.parse import load, resolve_model

    nlp = load(resolve_model())
    for text in (
        "Allows Workers and Migrants to build canals.",
        "Allows a town to grow past size 12 and lowers the risk of fire.",
    ):
        assert "subjectless" in fitness.assess(text, nlp(text))
    assert flags.severity("source:subjectless", "verb_complement") == flags.DEFECT


def test_sentence_with_subject_before_allows_stays() -> None:
    text = "This building allows Workers to build canals."
    assert "Workers build canals." in complement_hypotheses(text)


def test_indefinite_needed_thing_with_purpose_is_no_candidate() -> None:
    assert complement_pairs("Archers will need an escort to be safe in the field.") == []


def test_need_with_pronoun_object_stays() -> None:
    text = "We need you to sign the contract."
    assert "You will sign the contract." in complement_hypotheses(text)


def test_relative_verb_without_subject_is_no_candidate() -> None:
    text = "Each nation you have a treaty with that knows a technology reduces its research cost for you."
    assert not any(p.hypothesis.startswith("A spell") for p in complement_pairs(text))


def test_extraposed_agent_before_adjuncts_goes() -> None:
    text = "The villagers have been forced to move by the Romans several times in their history."
    assert "The villagers have moved several times in their history." in complement_hypotheses(text)


def test_extraposed_agent_before_coordinated_clause_goes() -> None:
    text = "The Goths were forced to leave their homes by the Huns and in winter they crossed the river."
    hypotheses = complement_hypotheses(text)
    assert "The Goths left their homes and in winter they crossed the river." in hypotheses


def test_by_phrase_of_means_stays() -> None:
    text = "He was asked to travel by train several times."
    assert "He traveled by train several times." in complement_hypotheses(text)


def test_second_infinitive_is_the_matrix_purpose() -> None:
    text = "The town needs to be on a river (next to a water tile) to build a harbour."
    pairs = complement_pairs(text, "original")
    assert {p.hypothesis for p in pairs} == {"The town will be on a river (next to a water tile)."}


def test_verb_coordinated_with_adverb_agrees() -> None:
    text = "This helps a town to grow faster and more easily resist disease."
    assert "A town grows faster and more easily resists disease." in complement_hypotheses(text)


def test_object_split_at_parenthesis_stays_whole() -> None:
    text = (
        "The tribes of Kiev invited the Varangian (Norse) king Oleg to bring order to their land."
    )
    hypotheses = complement_hypotheses(text)
    assert "The Varangian (Norse) king Oleg brought order to their land." in hypotheses


def test_heading_before_semicolon_goes() -> None:
    text = "Factories; each factory causes the workers to produce more goods."
    assert "The workers produce more goods." in complement_hypotheses(text)


def test_outer_modal_of_attitude_verb_goes() -> None:
    text = "Readers might want to know why the server is slow."
    # the present in the ninety-sixth pass (vc90), "will know" again since the ninety-ninth
    # (vc93: as without a modal, s1202j verb-044)
    assert "Readers will know why the server is slow." in complement_hypotheses(text)
    text = "However, you can decide not to upgrade it by unchecking the box."
    assert "However, you do not upgrade it by unchecking the box." in complement_hypotheses(text)


def test_speed_adverb_of_matrix_goes() -> None:
    text = "The author immediately agreed to revise the chapter."
    assert "The author revised the chapter." in complement_hypotheses(text)


def test_still_of_necessity_goes_and_of_hope_stays() -> None:
    assert "Some files will be copied by hand." in complement_hypotheses(
        "Some files still have to be copied by hand."
    )
    assert "We will still visit you next year." in complement_hypotheses(
        "We still hope to visit you next year."
    )


def test_probably_not_is_no_negation_of_the_trigger() -> None:
    text = "In that case, probably not, since no settings seem to have been changed since then."
    assert complement_pairs(text) == []


def test_bracket_closed_at_end_of_hypothesis() -> None:
    text = "It is useful if the cache needs to be kept in a different folder than the default (/var/cache)."
    assert any(p.hypothesis.endswith("(/var/cache).") for p in complement_pairs(text))


def test_until_bounds_continuation_under_negation() -> None:
    text = "The duchy did not continue to exist until the French invasion."
    pairs = complement_pairs(text, "original")
    assert [p.heuristic_label for p in pairs] == ["contradiction"]


def test_noun_in_parenthesis_is_no_conjunct_of_the_complement() -> None:
    text = "The old list tends to be replaced by the use of merge requests (or pull requests) these days."
    hypotheses = complement_hypotheses(text)
    assert any("(or pull requests)" in h for h in hypotheses)
    assert not any("pulls" in h for h in hypotheses)
