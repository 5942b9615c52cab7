"""Read-through of stop 63's merged changes in conjunction, implicature, flags and fitness (mdE).

Two false ``do-support-inflected`` refusals of ``flags.inflected_after_do`` fixed: the plural
noun of "you guys" / "you kids" (a personal pronoun used as a determiner, Postal 1966) read as an
inflected verb after do-support, so the interrogative premise "Did you guys take some of the
gold ...?" that the embeddings build was refused; and a main-verb "do" after its own subject
pronoun read as an operator inverted with the next clause's subject ("Everything he did he did
for the crew"). Real sentences through the real spaCy
model and the real pipeline, or the real text check.
"""

from __future__ import annotations

import pytest

from pipeline import flags
from tests.phenomenon_support import mined_pairs


@pytest.mark.parametrize(
    "text",
    [
        "Do you guys want to come with us?",
        "Did you kids eat the rest of the bread?",
        "Do we humans really matter to them?",
        "Don't you guys ever sleep?",
    ],
)
def test_plural_noun_after_you_or_we_is_no_inflected_verb(text):
    assert not flags.inflected_after_do(text)


@pytest.mark.parametrize(
    "text",
    [
        "Do you wants more bread?",  # "wants" after "you" alone is the verb
        "Did you knows the way?",
        "Did it fires at the target?",
    ],
)
def test_inflected_verb_after_you_is_still_a_slip(text):
    assert flags.inflected_after_do(text)


def test_interrogative_premise_with_you_guys_keeps_its_pair():
    pairs = mined_pairs("You guys took some of the gold from the vault.", "implicature")
    asked = [p for p in pairs if p.premise_kind == "interrogative"]
    assert [p.premise for p in asked] == ["Did you guys take some of the gold from the vault?"]
    for pair in asked:
        assert "do-support-inflected" not in (pair.features.get("flags") or [])
        assert pair.well_formed


@pytest.mark.parametrize(
    "text",
    [
        "What he did he did for love.",
        "Whatever they did they regretted later.",
        "No more than they did I thought.",
    ],
)
def test_do_after_its_own_subject_pronoun_is_no_operator(text):
    assert not flags.inflected_after_do(text)


@pytest.mark.parametrize(
    "text",
    [
        "Never did he dreams of it.",  # an inverted operator after a negative adverbial
        "He doesn't knows the way.",  # the negated operator keeps its check
        "They did it. Did he knew?",
    ],
)
def test_inverted_or_negated_operator_is_still_checked(text):
    assert flags.inflected_after_do(text)


def test_fronted_object_with_main_verb_do_keeps_its_conjunction_pairs():
    pairs = mined_pairs("Everything he did he did for the crew and the ship.", "conjunction")
    assert {p.hypothesis for p in pairs} >= {"Everything he did he did for the ship."}
    for pair in pairs:
        assert "do-support-inflected" not in (pair.features.get("flags") or []), pair.hypothesis
        assert pair.well_formed


# -- conjunction: the degree-postmodifier guard of ``_split_prepositional_object`` -------------


def test_content_clause_that_is_no_degree_demonstrative():
    # the subordinator "that" after an indirect object starts the first member the parse gave;
    # it is no "a crew this small" demonstrative, and both clauses can be removed
    text = "He told the crew that many ships were lost and that the war was over."
    hyps = {p.hypothesis for p in mined_pairs(text, "conjunction")}
    assert "He told the crew that the war was over." in hyps
    assert "He told the crew that many ships were lost." in hyps


def test_degree_postmodifier_members_still_get_no_removal():
    text = "We need a crew this small and a cargo hold this large."
    hyps = {p.hypothesis for p in mined_pairs(text, "conjunction")}
    assert not any(h.startswith("We need a crew this small.") for h in hyps)
    assert "We need a cargo hold this large." not in hyps
