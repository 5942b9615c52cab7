"""Stop 89, pr197: presupposition rejects of s1205v. Benefactive possessive idioms ("for the
king's profit"), a name of a person or place (trivially had: the pr195-era defect
``trivial-extent`` stays), "return to" a goal that is no place ("return to the dust"), a serial
ordinal before a plural possessor ("the second women's apartment"), a comma-set purpose clause
read as a factive complement ("remember all the way ..., that he might humble you"), and "find"
over a modal wh-question ("couldn't find what they might do")."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str, subtype: str) -> dict[str, bool]:
    """Presupposition hypotheses of ``subtype`` (any premise kind) -> well formed anywhere."""
    out: dict[str, bool] = {}
    for p in mined_pairs(text, "presupposition"):
        if p.subtype == subtype and p.hypothesis_kind == "presupposition":
            out[p.hypothesis] = out.get(p.hypothesis, False) or p.well_formed
    return out


def _subtypes(text: str) -> set[str]:
    return {p.subtype for p in mined_pairs(text, "presupposition")}


# --- benefactive possessive idioms: "for X's profit / benefit", "to X's advantage" ---------


@pytest.mark.parametrize(
    "text",
    [
        # the judged class (s1205v pres-017, pres-059)
        "Therefore it is not for the king's profit to allow them to remain.",
        # constructed
        "She said it for her brother's benefit.",
        "The treaty was not to the emperor's advantage.",
    ],
)
def test_benefactive_genitive_idiom_is_no_possessed_definite(text):
    assert "possessed_definites" not in _subtypes(text)


def test_a_counted_profit_is_still_a_possessed_definite():
    # a good neighbour: "the king's profit" as an object, no benefactive frame
    assert "possessed_definites" in _subtypes("The merchant counted the king's profit.")


# --- a name every person or place has: the defect stays (no change, pinned) ----------------


@pytest.mark.parametrize(
    "text, hypothesis",
    [
        (
            "His mother's name was Hamutal the daughter of Jeremiah of Libnah.",
            "His mother had a name.",
        ),
        ("The city's name was Luz at the first.", "The city had a name."),
    ],
)
def test_a_bare_name_draft_is_never_well_formed(text, hypothesis):
    drafts = _hypotheses(text, "possessed_definites")
    assert drafts.get(hypothesis) is False


# --- "return to" a goal that is no place -----------------------------------------------------


@pytest.mark.parametrize(
    "text, refused",
    [
        # the judged class (s1205v pres-021)
        (
            "You take away their breath; they die and return to the dust.",
            "They were away from the dust before.",
        ),
        # constructed
        (
            "The clerk returned to the application.",
            "The clerk was away from the application before.",
        ),
    ],
)
def test_return_to_a_non_place_has_no_prior_location_draft(text, refused):
    assert refused not in _hypotheses(text, "change_of_state")


def test_return_to_a_place_keeps_its_prior_location_draft():
    drafts = _hypotheses("The soldiers returned to the camp.", "change_of_state")
    assert drafts.get("The soldiers were away from the camp before.") is True


# --- a serial ordinal before a plural possessor: "the second [women's apartment]" -------------


@pytest.mark.parametrize(
    "text, refused",
    [
        # the judged class (s1205v pres-045)
        (
            "She enters in the evening, and in the morning she departs to the second women's "
            "apartment, where Hegai the king's chamberlain is keeper of the women.",
            "The second women have an apartment.",
        ),
        # constructed
        ("The third sons' portion was small.", "The third sons had a portion."),
    ],
)
def test_serial_ordinal_before_plural_possessor_is_classifying(text, refused):
    assert refused not in _hypotheses(text, "possessed_definites")


def test_first_before_plural_possessor_keeps_its_possession():
    drafts = _hypotheses("They visited the first settlers' cabin.", "possessed_definites")
    assert drafts.get("The first settlers had a cabin.") is True


# --- a comma-set purpose clause after a filled object is no factive complement -----------------


@pytest.mark.parametrize(
    "text",
    [
        # the judged class (s1205v pres-050)
        "You shall remember all the way which Yahweh your God has led you these forty years in "
        "the wilderness, that he might humble you, to test you, to know what was in your heart, "
        "whether you would keep his commandments or not.",
        # constructed
        "She remembered the road which they had taken, that they might escape the soldiers.",
    ],
)
def test_purpose_that_clause_is_no_clause_embedding_trigger(text):
    assert "clause_embedding_predicates" not in _subtypes(text)


def test_remember_with_a_that_complement_keeps_its_trigger():
    drafts = _hypotheses(
        "She remembered that they had escaped the soldiers.", "clause_embedding_predicates"
    )
    assert drafts.get("They had escaped the soldiers.") is True


# --- "find" over a modal wh-question: a search for an option, no answer presupposed ------------


@pytest.mark.parametrize(
    "text",
    [
        # the judged class (s1205v pres-041)
        "They couldn't find what they might do, for all the people hung on to every word that he said.",
        # constructed
        "She found where she could hide.",
    ],
)
def test_find_over_a_modal_question_is_no_embedded_question_trigger(text):
    assert "embedded_question" not in _subtypes(text)


def test_find_over_a_factual_question_keeps_its_trigger():
    drafts = _hypotheses("He didn't find who had taken the money.", "embedded_question")
    assert drafts.get("Someone had taken the money.") is True
