"""Stop 56 (branch cj85): remainders, contexts and totals of the e-mail review s1202a.

- The sentence without a conjunct must stand alone: no removal leaves a plural pronoun whose
  antecedent was the coordination, a comparative without its standard,
  a relational noun without its shared "of" phrase, or a colon tail of the removed clause;
  no premise keeps "it" whose antecedent was the object of the removed clause.
- Non-Boolean "and": a total over a sum, a pseudo-imperative, reduplication and an
  interjection before "and" get no removal.
- Contexts: disjoined embedded questions under "know", free-choice "can A or can B" and a
  conditional antecedent whose consequent has a pronoun get no ``conjunct_added`` pair; a
  result "so" after a sub-clausal coordination makes its removal neutral.
- Replacements: no swap of a word that stands twice, "single" on a plural noun, or a
  classifier inside a compound.

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _kinds(text: str) -> dict[str, list]:
    out: dict[str, list] = {}
    for p in mined_pairs(text, "conjunction"):
        out.setdefault(p.hypothesis_kind, []).append(p)
    return out


def _hypotheses(text: str, kind: str) -> set[str]:
    return {p.hypothesis for p in _kinds(text).get(kind, [])}


def _premises(text: str, kind: str) -> set[str]:
    return {p.premise for p in _kinds(text).get(kind, [])}


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        (
            "Last year the agency spent $4.2 million on hardware and software, the report said.",
            "Last year the agency spent $4.2 million on software, the report said.",
        ),
        (
            "Sarah Jones is founder and president of a small design company.",
            "Sarah Jones is founder.",
        ),
        (
            "The fines are too many to list here, but they can be found in Section 2319: "
            "Criminal misuse of a trademark.",
            "The fines are too many to list here: Criminal misuse of a trademark.",
        ),
    ],
)
def test_broken_remainder_is_neither_hypothesis_nor_premise(text: str, bad: str) -> None:
    assert bad not in _hypotheses(text, "conjunct_removed")
    assert bad not in _premises(text, "conjunct_added")


def test_determined_head_keeps_its_shared_of_removal() -> None:
    text = "Their talks get past the fluff and hype of other meetings."
    assert "Their talks get past the fluff of other meetings." in _hypotheses(
        text, "conjunct_removed"
    )


def test_pseudo_imperative_has_no_removal() -> None:
    text = "Stare at Google News long enough, and you feel you are watching the world spin by."
    assert not _hypotheses(text, "conjunct_removed")


def test_interjection_is_never_left_alone() -> None:
    text = "Yikes and we thought we were late!"
    alone = [p for p in mined_pairs(text, "conjunction") if "Yikes!" in {p.premise, p.hypothesis}]
    assert all(not p.well_formed for p in alone)
    assert "We thought we were late!" in _hypotheses(text, "conjunct_removed")


def test_reduplicated_word_is_not_replaced() -> None:
    text = "Phones still get smarter and smarter and batteries get better and better every year."
    assert not _hypotheses(text, "conjunct_replaced")


def test_boolean_imperative_and_still_has_pairs_of_a_declarative() -> None:
    assert _hypotheses(
        "We waited long enough, and we saw the whole city wake up.", "conjunct_removed"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Engineers still do not know how the first chips failed or why the new batches don't "
        "quite work in some models.",
        "It's hard to know when the storm will hit, or what damage it will cause.",
    ],
)
def test_disjoined_questions_add_neutrally(text: str) -> None:
    added = _kinds(text)["conjunct_added"]
    assert added and {(p.heuristic_label, p.label_rule) for p in added} == {
        ("neutral", "question_disjunction")
    }


@pytest.mark.parametrize(
    "text",
    [
        "You can use the default store or you can use your own database, although the default "
        "is the best we offer today.",
        "If you want to stock up on wine and cheese for the holidays, then we want to make it "
        "cheaper for you.",
    ],
)
def test_context_without_an_agreed_addition_label(text: str) -> None:
    assert not _kinds(text).get("conjunct_added")
    assert _kinds(text).get("conjunct_removed")


def test_result_so_makes_the_removal_neutral() -> None:
    text = (
        "I have limited technical and financial resources at the new office so can't be "
        "buying new disks for them."
    )
    removed = _kinds(text)["conjunct_removed"]
    assert removed and {p.heuristic_label for p in removed} == {"neutral"}


def test_plain_and_without_so_stays_entailed() -> None:
    text = "I have limited technical and financial resources at the new office."
    removed = _kinds(text)["conjunct_removed"]
    assert removed and {p.heuristic_label for p in removed} == {"entailment"}


def test_single_on_a_plural_is_not_a_replacement() -> None:
    text = "It also has many features such as multiple accounts, thread display, and MIME support."
    assert not any("single accounts" in h for h in _hypotheses(text, "conjunct_replaced"))


def test_repeated_year_is_not_replaced() -> None:
    text = (
        "She joined the lab in 1994, after earning her B.S. (1990) in physics and her Ph.D. "
        "(1994) in chemistry."
    )
    assert not any("1995" in h for h in _hypotheses(text, "conjunct_replaced"))


def test_plural_pronoun_of_the_coordination_has_no_removal() -> None:
    text = "After lunch, the mayor and the judge were driven to a hall which welcomed them warmly."
    assert not _hypotheses(text, "conjunct_removed")


def test_plural_pronoun_with_another_antecedent_keeps_its_removals() -> None:
    text = "After lunch, the mayor and the judge met the students, who welcomed them warmly."
    assert _hypotheses(text, "conjunct_removed")


def test_shared_auxiliary_remainder_is_kept() -> None:
    text = "The cover page should list the title at the top and be followed by the summary."
    assert "The cover page should be followed by the summary." in _hypotheses(
        text, "conjunct_removed"
    )


def test_change_of_state_comparative_is_kept() -> None:
    text = "The old tools are not affected, but the new reports get better."
    assert "The new reports get better." in _hypotheses(text, "conjunct_removed")


def test_object_it_after_a_removed_clause_is_no_premise() -> None:
    text = "The old manual is long gone, but we bought the new edition and it is a useful book."
    assert not any(
        p.startswith("The old manual is long gone and it")
        for p in _premises(text, "conjunct_added")
    )


def test_conditional_of_verb_phrases_keeps_its_addition() -> None:
    text = "If you go to any folder and do a rescan, then it heals itself."
    assert _kinds(text).get("conjunct_added")


# -- cj89: the ninetieth pass narrowed where the older suite already held ---------------------


def test_a_bounded_total_keeps_its_neutral_removal() -> None:
    """ "over 21,000 in A and B" is a lower bound on the sum (Nouwen 2010), so "over 21,000 in
    B" is compatible with it: the older neutral ``distributed_count`` pair stays."""
    text = "He left over 40,000 in stocks and city bonds to his nephew."
    removed = {p.hypothesis: p for p in _kinds(text).get("conjunct_removed", [])}
    pair = removed.get("He left over 40,000 in city bonds to his nephew.")
    assert pair is not None
    assert (pair.heuristic_label, pair.label_rule) == ("neutral", "distributed_count")


def test_an_ordinal_is_no_amount() -> None:
    """ "the first use of A and B": an ordinal ranks, it does not measure (H&P ch. 5 §7.3)."""
    text = "The campaign saw the first use of radar and sonar."
    assert "The campaign saw the first use of radar." in _hypotheses(text, "conjunct_removed")


def test_a_bare_noun_outside_a_predicate_keeps_the_shared_of_rewrite() -> None:
    """A bare mass noun as a preposition's object is no role noun: "charged with fraud"."""
    text = "The mayor was charged with bribery and obstruction of justice."
    assert "The mayor was charged with bribery." in _hypotheses(text, "conjunct_removed")


def test_a_pronoun_inside_a_conjunct_does_not_refer_to_the_coordination() -> None:
    """ "the man who paid them": i-within-i, the pronoun points outside the coordination."""
    text = "Anna thanked the nurse and the doctor, who had treated them all night."
    assert _hypotheses(text, "conjunct_removed")


def test_a_possessive_in_the_copular_predicate_keeps_the_removals() -> None:
    """ "Smith and Jones were their coaches": the possessor is not the subject itself."""
    text = "Smith and Jones were their coaches."
    assert _hypotheses(text, "conjunct_removed")


def test_a_label_before_a_colon_is_no_pseudo_imperative() -> None:
    """ "Engineer: and we can ...": a noun before a colon is a label, not an imperative."""
    text = "Host: and we can check the new orders against that list."
    assert "We can check the new orders against that list." in _hypotheses(text, "conjunct_removed")
