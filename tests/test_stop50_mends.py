"""Stop 50's end mends, where two of the day's branches met (docs/negation.md, docs/conjnli.md).

- ng18's ``clause_scope.discourse_formula`` is the one check for a writer's formula; verb
  complements drop ¬S of a reminder with it, and "would like to V" is a formula only with a
  speech-act verb (Fraser 1975), so a plain wish keeps a clean negated premise;
- a negative polar question is flagged for presupposition but stays a warning for verb
  complements (RP19 negate questions; the fortieth pass keeps them);
- a straight double quote set against the word before it closes a quotation: a title cut at its
  start is not an open quotation (cj61), so its pairs are written and flagged by the source check.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _negated(text: str, phenomenon: str):
    return [p for p in mined_pairs(text, phenomenon) if p.premise_kind == "negated"]


def test_plain_wish_keeps_a_clean_negated_premise() -> None:
    negated = _negated("I'd like to see the garden.", "verb_complement")
    assert [(p.premise, p.well_formed) for p in negated] == [
        ("I would not like to see the garden.", True)
    ]
    assert "negated-discourse-formula" not in (negated[0].features.get("flags") or [])


def test_hedged_thanks_keep_a_flagged_negated_premise() -> None:
    negated = _negated("I would like to thank the committee for its time.", "verb_complement")
    assert len(negated) == 1 and not negated[0].well_formed
    assert "negated-discourse-formula" in negated[0].features["flags"]


def test_reminder_has_no_negated_verb_complement_premise() -> None:
    for text in (
        "It should be noted that the bridge was closed in May.",
        "We must remember that the bridge was closed in May.",
    ):
        assert not _negated(text, "verb_complement"), text


def test_negated_question_is_a_defect_for_verb_complements() -> None:
    # a warning from stop 50 to stop 64; a defect since the hundred-eighth verb_complement
    # pass (s1202q: both negated questions judged were rejected; docs/verb_complement.md)
    negated = _negated("Have you thought that there must be a better way?", "verb_complement")
    assert [(p.premise, p.well_formed) for p in negated] == [
        ("Have you not thought that there must be a better way?", False)
    ]
    assert "negated-question" in negated[0].features["flags"]


def test_title_cut_at_its_start_is_no_open_quotation() -> None:
    # its pairs are written; the run flags them source:unbalanced_quote (test_fitness)
    assert mined_pairs('Ridicule" won three awards and two prizes at the festival.', "conjunction")
    assert not mined_pairs('"We need bread and milk, she said.', "conjunction")
    assert not mined_pairs('We need bread and milk," she said.', "conjunction")


def test_inverted_quoting_clause_gets_no_negated_or_embedded_premise() -> None:
    # '"...," said the spokesman': the quoting clause inverts only with a simple verb form
    # (Quirk et al. 1985 §14.29), so "*didn't say the spokesman" / "*might have said the
    # spokesman" are refused (clause_scope.quotative_inversion; six of six rejected in ab55)
    pairs = mined_pairs('"The plan will fail," said the mayor\'s spokesman.', "presupposition")
    assert [p.premise_kind for p in pairs if p.well_formed] == ["original"]


def test_uninverted_quoting_clause_keeps_its_premises() -> None:
    pairs = mined_pairs("The mayor's spokesman said that the plan will fail.", "presupposition")
    premises = {p.premise_kind: p.premise for p in pairs if p.well_formed}
    assert premises["negated"] == "The mayor's spokesman didn't say that the plan will fail."
    assert premises["modal"] == "The mayor's spokesman might have said that the plan will fail."
