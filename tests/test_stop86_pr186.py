"""Stop 86, pr186: presupposition precision on the classes blind judges rejected (s1205q, s1205p).

Constructed sentences (not the judged ones) for six classes, each with a good neighbour:
- a bare kind noun in the genitive at the start of the sentence ("Serpent's venom"), which the
  tagger reads as a name: a descriptive genitive, no possessor;
- a possessed noun that is the effected object of a verb of building or creating ("will
  construct the mayor's office"): its existence is the event's result, not presupposed;
- "after him" / "before them" parsed as a clause with an objective-case subject: a PP;
- (withdrawn at integration: a question built from an already negative clause is written again;
  the blind A/Bs ab86/ab86b kept 5 of the 10 judged pairs it removed, "bias but fine");
- an NPI "ever" in an embedded wh-question ("who would ever ..."): rhetorical, no candidate;
- a bare "that" purpose clause with "may/might" after a comma: negating inside it is no
  negation of the sentence (flagged subordinate-clause, never clean).
"""

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "presupposition") if p.subtype == subtype]


def _drafts(text: str, subtype: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text, subtype) if p.hypothesis_kind == "presupposition"}


def test_sentence_initial_bare_kind_genitive_gives_no_pair() -> None:
    assert _pairs("Serpent's venom was on his tongue.", "possessed_definites") == []
    assert _pairs("Hornet's venom burns for a day.", "possessed_definites") == []


def test_determined_kind_genitive_and_given_name_keep_pair() -> None:
    assert "The viper had poison." in _drafts(
        "The viper's poison was in the cup.", "possessed_definites"
    )
    assert "Robin had poison." in _drafts("Robin's poison was in the cup.", "possessed_definites")
    # a capitalised kind word before an owned individual is a given name ("Lily's dog")
    assert "Lily had a dog." in _drafts("Lily's dog chased the postman.", "possessed_definites")


def test_effected_object_of_building_verb_gives_no_pair() -> None:
    assert (
        _pairs("They will construct the mayor's new office next year.", "possessed_definites") == []
    )
    assert _pairs("The workers built the governor's bridge of stone.", "possessed_definites") == []


def test_affected_object_keeps_pair() -> None:
    assert "The king had a palace." in _drafts(
        "They burned the king's palace on the hill.", "possessed_definites"
    )


def test_objective_pronoun_after_preposition_is_no_time_clause() -> None:
    assert (
        _pairs(
            "He ruled with justice, so that after him was no one like him in the land.",
            "temporal_adverbs",
        )
        == []
    )


def test_finite_time_clause_keeps_pair() -> None:
    assert "He finished the letter." in _drafts(
        "He left after he had finished the letter.", "temporal_adverbs"
    )


def test_question_of_positive_sentence_kept() -> None:
    pairs = _pairs("I hid my face from shame and spitting.", "change_of_state")
    assert "Did I hide my face from shame and spitting?" in {
        p.premise for p in pairs if p.premise_kind == "interrogative"
    }


def test_npi_ever_in_embedded_question_gives_no_candidate() -> None:
    assert (
        _pairs("I do not know who would ever look at him in that coat.", "embedded_question") == []
    )


def test_embedded_question_without_npi_keeps_pair() -> None:
    assert "Someone would look at him in that coat." in _drafts(
        "I do not know who would look at him in that coat.", "embedded_question"
    )


def test_negation_in_bare_that_purpose_clause_is_flagged() -> None:
    negated = [
        p
        for p in _pairs(
            "She fasted seven days, that she might fulfill the three vows which she had made.",
            "numeric_determiners",
        )
        if p.premise_kind == "negated"
    ]
    assert negated
    for p in negated:
        assert not p.well_formed
        assert "subordinate-clause" in p.features["flags"]


def test_negation_in_content_clause_stays_clean() -> None:
    negated = [
        p
        for p in _pairs(
            "She said that she might fulfill the three vows which she had made.",
            "numeric_determiners",
        )
        if p.premise_kind == "negated"
    ]
    assert negated and all(p.well_formed for p in negated)
