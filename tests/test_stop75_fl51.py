"""Stop 75 round one, branch fl51: flags that keep their promise on s1204l's flagged draw.

A conditional-antecedent flag on a pair already labelled neutral is a warning
(``flags._conditional_tolerated``); a shell variable named as an example or beside "variable" is
no template slot (``source_noise._mentioned``); a camel-case name written with call parentheses
or an attribute dot is a code identifier, no glued words (``fitness._code_identifier``). Also
pinned: "The X to the Y." changelog fragments stay ``source:fragment``.
Sentences are constructed in the shape of the reviewed ones and go through the real spaCy model
and the real pipeline; controls (bad neighbours that must stay flagged) say so."""

from __future__ import annotations

import pytest

from pipeline import fitness, source_noise
from pipeline.flags import settle
from pipeline.parse import load, resolve_model
from pipeline.process import run_texts
from pipeline.records import Pair


@pytest.fixture(scope="module")
def nlp():
    return load(resolve_model())


def _pairs(text: str, phenomenon: str) -> list[Pair]:
    _, result = run_texts([text], [phenomenon], assess_sources=True)
    return [settle(p) for p in result.pairs]


def _pair(label: str, flags: list[str], phenomenon: str = "verb_complement") -> Pair:
    return Pair(
        pair_id="x",
        candidate_id="c",
        sentence_id="s",
        phenomenon=phenomenon,
        subtype="to",
        premise="If you choose to stay, it is fine.",
        hypothesis="You stay.",
        premise_kind="original",
        hypothesis_kind="complement",
        heuristic_label=label,
        label_rule="r",
        well_formed=False,
        features={"flags": list(flags)},
    )


# -- a conditional antecedent under a neutral label ------------------------------------------------


def test_verb_complement_trigger_in_if_clause_stays_flagged():
    """ "If you decide to take the long road, ..." -> "You take the long road." (neutral): for
    verb_complement the neutral label comes from the "if", not the verb; still a defect."""
    pairs = _pairs(
        "If you decide to take the long road, you will reach the coast by night.",
        "verb_complement",
    )
    hit = [p for p in pairs if p.hypothesis == "You take the long road."]
    assert hit and hit[0].heuristic_label == "neutral"
    assert not hit[0].well_formed
    assert "conditional-clause:if" in hit[0].features["flags"]


def test_conditional_clause_with_entailment_label_stays_a_defect():
    """Control: the same flag on a pair that claims entailment is still a defect."""
    pair = settle(_pair("entailment", ["conditional-clause:if"]))
    assert not pair.well_formed
    assert pair.features["flags"] == ["conditional-clause:if"]


def test_conditional_clause_neutral_with_another_defect_stays_ill_formed():
    """Control: the renamed warning does not excuse a second defect on the pair."""
    pair = settle(_pair("neutral", ["conditional-clause:if", "nominal-gerund"]))
    assert not pair.well_formed


def test_pronoun_bound_in_conditional_neutral_is_a_warning():
    """A filtered presupposition labelled neutral ("If the tag is a P, you know that it is an
    extension" -> "It is an extension.") is a correct item."""
    pair = settle(
        _pair(
            "neutral",
            ["non_factive_predicate", "pronoun-bound-in-conditional"],
            phenomenon="presupposition",
        )
    )
    assert pair.well_formed
    assert "pronoun-bound-in-conditional-neutral" in pair.features["flags"]


def test_pronoun_bound_in_conditional_entailment_stays_a_defect():
    """Control: "If it is installed ..., will it affect ...?" -> "It will affect ..." claimed
    as entailment drops the condition the pronoun needs."""
    pair = settle(
        _pair("entailment", ["pronoun-bound-in-conditional"], phenomenon="presupposition")
    )
    assert not pair.well_formed


# -- a shell variable mentioned, not used ----------------------------------------------------------


def test_dollar_name_after_such_as_is_no_placeholder(nlp):
    text = "The tool defines a few extra names that may be missing from your shell, such as $ARCH."
    assert source_noise.placeholders(text) == []
    assert "placeholder" not in fitness.assess(text, nlp(text))


def test_dollar_name_beside_variable_is_no_placeholder():
    assert source_noise.placeholders("Set the $HOME variable before you start.") == []
    assert source_noise.placeholders("The variable $PATH lists the directories.") == []


def test_dollar_name_used_as_a_slot_stays_a_placeholder(nlp):
    """Control: a slot in the place of a value ("$NAME joins your party")."""
    text = "$NAME joins your party and brings $ITEM with him."
    assert source_noise.placeholders(text) == ["$NAME", "$ITEM"]
    assert "placeholder" in fitness.assess(text, nlp(text))


# -- a code identifier is no pair of glued words ----------------------------------------------------


def test_camel_case_call_is_not_garbled(nlp):
    text = "In this example, does the setLevel() call change the handler (using the root logger)?"
    assert "garbled" not in fitness.assess(text, nlp(text))


def test_camel_case_attribute_is_not_garbled(nlp):
    text = "You can call logging.basicConfig once at the start of the program."
    assert "garbled" not in fitness.assess(text, nlp(text))


def test_glued_words_still_garbled():
    """Control: a frequent word glued to a name by a lost space ("the choiceDole")."""
    assert fitness._glued_words("Voters made the choiceDole would win.")
    assert fitness._glued_words("Voters made the choiceDole.")


# -- what a check can catch is flagged -------------------------------------------------------------


def test_changelog_headline_without_verb_is_fragment(nlp):
    text = "The chown() function to the shutil module."
    assert "fragment" in fitness.assess(text, nlp(text))


def test_declarative_neighbour_is_no_fragment(nlp):
    """Control: the same content with its verb is a sentence."""
    text = "The chown() function was added to the shutil module."
    assert "fragment" not in fitness.assess(text, nlp(text))
