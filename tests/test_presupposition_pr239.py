"""presupposition (stop 102, branch pr239): embedded premises that stay grammatical and coherent.

- A medial time adjunct that is the trigger ("The guests, before leaving the party, thanked the
  host") moves after the verb for every operator, as NOPE §3.2 moved preposed adverbials "to
  allow negation to scope over the adverbial"; the question already moved it
  (``embedding.medial_adjuncts``, now the one test for the span). Where the move is not
  possible the ``preposed-clause-outside-scope`` flag stays.
- A copula "be" is the operator of its own clause only (Quirk et al. 1985 §3.30, §13.60): an
  active past conjunct after it ("was porous and admitted air") is not reached by its "not" or
  its inversion; a participle that may share "was" by ellipsis ("was injured and admitted to
  hospital") is left as it was.
- A clause the parser read as a noun conjunct of the verb ("and the princess used to dance")
  stays asserted outside a question or modal on the first clause: refused.
- A goal participle ("..., hoping to see her") under an added negation gives the aim of an act
  that did not happen: flagged ``negated-event-adjunct:participle``; a cognitive state with a
  finite clause ("hoping that ...") stays (``clause_scope.denial_compatible_supplement``).

Constructed sentences through the real spaCy model and the real extractor/rewriters.
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.clause_scope import clause_read_as_noun_conjunct
from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate
from tests.phenomenon_support import kept, mined_pairs, pair_flags

OUTSIDE = "preposed-clause-outside-scope"
GOAL = "negated-event-adjunct:participle"


def _pairs(text: str, subtype: str) -> dict[str, object]:
    return {
        p.premise_kind: p
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


def test_medial_time_adjunct_moves_after_the_verb_for_every_operator():
    pairs = _pairs("The guests, before leaving the party, thanked the host.", "temporal_adverbs")
    assert pairs["negated"].premise == "The guests didn't thank the host before leaving the party."
    assert (
        pairs["modal"].premise == "The guests might have thanked the host before leaving the party."
    )
    assert (
        pairs["interrogative"].premise == "Did the guests thank the host before leaving the party?"
    )
    assert pairs["conditional"].premise == (
        "If the guests thanked the host before leaving the party, it's okay."
    )
    for kind in ("negated", "modal", "interrogative", "conditional"):
        assert OUTSIDE not in pair_flags(pairs[kind]), pairs[kind].premise
        assert kept(pairs[kind]), pairs[kind].premise


def test_near_miss_medial_adjunct_that_cannot_move_stays_flagged():
    # put at the comma, the clause would strand the supplementary relative after it (not moved,
    # ``_postposed``): the operator leaves the time clause outside, as before
    text = "The host, after finishing the cake, washed the dishes, which were dirty."
    negated = _pairs(text, "temporal_adverbs")["negated"]
    assert negated.premise.startswith("The host, after finishing the cake, didn't wash")
    assert OUTSIDE in pair_flags(negated)
    assert not kept(negated)


def test_near_miss_medial_adjunct_of_another_trigger_stays_in_place():
    # the aspectual trigger is the verb itself: the medial phrase is no time clause to move
    pairs = _pairs("The senate, after a long debate, stopped funding the war.", "aspectual_verbs")
    assert pairs["negated"].premise == (
        "The senate, after a long debate, didn't stop funding the war."
    )


def test_active_past_after_a_copula_is_not_under_its_operator(parsed):
    doc, _ = parsed("The membrane was porous and admitted air.")
    asked = embed(doc, "interrogative")
    assert (asked.text, asked.ok) == ("Was the membrane porous?", True)
    assert "other-conjunct-dropped" in asked.flags
    denied = negate(doc)
    assert not denied.ok and "one-conjunct-negated" in denied.flags
    modal = embed(doc, "modal")
    assert (modal.text, modal.ok) == ("The membrane might have been porous and admitted air.", True)


def test_near_miss_passive_participle_may_share_the_copula(parsed):
    doc, _ = parsed("He was injured and admitted to hospital.")
    asked = embed(doc, "interrogative")
    assert (asked.text, asked.ok) == ("Was he injured and admitted to hospital?", True)
    assert negate(doc).ok


@pytest.mark.parametrize(
    "text",
    [
        "She stopped singing and the princess used to dance.",
        "She stopped singing, and the princess used to dance.",
    ],
)
def test_clause_read_as_noun_conjunct_refuses_question_and_modal(parsed, text):
    doc, _ = parsed(text)
    assert clause_read_as_noun_conjunct(doc[1]) is not None
    for kind in ("interrogative", "modal"):
        result = embed(doc, kind)
        assert not result.ok and "clausal-coordination" in result.flags, result.text


def test_near_miss_noun_conjunct_with_a_participle_is_a_noun_phrase(parsed):
    doc, _ = parsed("She thanked the singer and the princess dressed in blue.")
    assert clause_read_as_noun_conjunct(doc[1]) is None
    asked = embed(doc, "interrogative")
    assert (asked.text, asked.ok) == (
        "Did she thank the singer and the princess dressed in blue?",
        True,
    )


def test_goal_participle_under_added_negation_is_flagged():
    negated = _pairs("He opened his eyes again, hoping to see her.", "change_of_state")["negated"]
    assert negated.premise == "He didn't open his eyes again, hoping to see her."
    assert GOAL in pair_flags(negated)
    assert not kept(negated)


def test_near_miss_hope_with_a_finite_clause_stays():
    text = "He stopped drinking, hoping that his wife would stay."
    negated = _pairs(text, "aspectual_verbs")["negated"]
    assert GOAL not in pair_flags(negated)
    assert kept(negated)


def test_corrective_not_so_much_adjunct_under_negation_stays_flagged():
    # the shared negation rewriter already refuses a "not X" set off after the denied event
    # (discourse-clash:contrastive-not); the presupposition's negated premise goes through it
    text = "He opened his eyes again, not so much from fear as from habit."
    pairs = _pairs(text, "change_of_state")
    assert "discourse-clash:contrastive-not" in pair_flags(pairs["negated"])
    assert not kept(pairs["negated"])
    assert kept(pairs["interrogative"])
