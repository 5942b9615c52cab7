"""Negated presupposition premises outside the family of sentences (stop 48, pr56;
docs/presupposition.md, fifty-ninth pass; docs/negation.md).

- A negated premise flagged ``subordinate-clause``, ``preposed-clause-outside-scope``,
  ``one-conjunct-negated``, ``no-subject`` or ``discourse-clash:*`` is no member of the trigger's
  family of sentences (Chierchia & McConnell-Ginet 1990; NOPE App. B): neither the
  ⟨negated, presupposition⟩ nor the ⟨negated, original⟩ pair is written; the other embeddings
  stay.
- The shared rewriter: "ought" as the clause head takes "not" itself ("ought not to be", Quirk
  et al. 1985 §3.45), never "*doesn't ought"; a fronted "unlike X" is a contrast the added
  negation reverses (``discourse-clash:contrast``).

Constructed sentences through the real pipeline; each test also asserts a good counterpart."""

from __future__ import annotations

from pipeline.parse import load, resolve_model
from pipeline.rewrite.negation import negate
from tests.phenomenon_support import mined_pairs


def _kinds(text: str, subtype: str) -> set[str]:
    return {p.premise_kind for p in mined_pairs(text, "presupposition") if p.subtype == subtype}


def _negated(text: str, subtype: str) -> list:
    return [
        p
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.premise_kind == "negated"
    ]


def _negate(text: str):
    return negate(load(resolve_model())(text))


# -- presupposition: negated premises out of the family --------------------------------------------


def test_concessive_clash_writes_no_negated_pair() -> None:
    text = "Although she left the band in 1990, she remained a famous singer."
    kinds = _kinds(text, "change_of_state")
    assert "negated" not in kinds
    assert {"original", "modal"} <= kinds


def test_result_participle_writes_no_negated_pair() -> None:
    text = "The farmer's plough broke, forcing him to borrow one."
    assert not _negated(text, "possessed_definites")
    assert not _negated(text, "change_of_state")
    assert "modal" in _kinds(text, "possessed_definites")


def test_one_conjunct_negated_writes_no_negated_pair() -> None:
    text = "He walked to the desk while the clerk was away, took out a pen, and signed the form."
    assert not _negated(text, "temporal_adverbs")


def test_negation_in_preposed_reason_clause_writes_no_negated_pair() -> None:
    text = "Because most of the town's streets are narrow, buses are rare."
    assert not _negated(text, "possessed_definites")


def test_fronted_unlike_writes_no_negated_pair() -> None:
    text = "Unlike most birds, the kiwi's main sense is smell."
    kinds = _kinds(text, "possessed_definites")
    assert "negated" not in kinds
    assert "modal" in kinds


def test_plain_negated_pair_stays() -> None:
    pairs = _negated("She stopped smoking in 1990.", "aspectual_verbs")
    assert {p.premise for p in pairs} == {"She didn't stop smoking in 1990."}
    assert {p.hypothesis_kind for p in pairs} == {"presupposition", "original"}


def test_ought_negated_pair_is_written_with_ought_not() -> None:
    pairs = _negated(
        "The mayor's budget ought to be a concern of the council.", "possessed_definites"
    )
    assert {p.premise for p in pairs} == {
        "The mayor's budget ought not to be a concern of the council."
    }


# -- the shared negation rewriter ------------------------------------------------------------------


def test_ought_takes_not_itself() -> None:
    r = _negate("The town's slow growth ought to be a concern of the council.")
    assert r.text == "The town's slow growth ought not to be a concern of the council."
    assert r.ok
    assert _negate("He ought to have known.").text == "He ought not to have known."


def test_fronted_unlike_is_a_contrast_clash() -> None:
    r = _negate("Unlike most birds, the kiwi's main sense is smell.")
    assert "discourse-clash:contrast" in r.flags
    assert not r.ok


def test_unlike_after_the_verb_is_no_clash() -> None:
    r = _negate("The kiwi hunts at night, unlike most birds.")
    assert not any(f.startswith("discourse-clash") for f in r.flags)
