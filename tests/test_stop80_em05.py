"""Stop 80 round one, branch em05: clause structures that take no subject-auxiliary inversion
(or no operator at all), checked once in ``rewrite/embedding.embed`` for every phenomenon.

1. A wh-clause standing alone ("How far the two panels are from the border."): a subordinate
   interrogative with no main clause; no modal, question or conditional takes it
   (``wh-fragment``).
2. Predicative inversion ("Common to both filters is that ..."): a root transformation; no
   operator takes it (``predicative-inversion``), while a quantified subject ("Most of the
   filters are ...") and the ordinary order ("The mode is common to both filters") stay.
3. A content clause as subject ("That the filter stopped ... is ..."): the question is refused
   (``clausal-subject``); the modal and the conditional keep it, and a fused relative subject
   ("What the filter stopped ...") still inverts.

Sentences are constructed and go through the real spaCy model: the embedder directly (each
class) and the real pipeline (``mined_pairs``) for one sentence per class.
"""

from __future__ import annotations

from functools import cache

from pipeline import parse
from pipeline.rewrite.embedding import embed
from tests.phenomenon_support import mined_pairs

KINDS = ("modal", "interrogative", "conditional")


@cache
def _nlp():
    return parse.load(parse.resolve_model())


def _embedded(text: str) -> dict[str, tuple[bool, str, tuple[str, ...]]]:
    doc = _nlp()(text)
    out = {}
    for kind in KINDS:
        r = embed(doc, kind)
        out[kind] = (r.ok, r.text, r.flags)
    return out


def _premises(text: str, phenomenon: str = "implicature") -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for p in mined_pairs(text, phenomenon, assess_sources=True):
        if p.premise_kind != "original":
            out.setdefault(p.premise_kind, set()).add(p.premise)
    return out


# 1. a wh-clause standing alone


def test_wh_fragment_takes_no_operator():
    got = _embedded("How far the two panels are from the outer border of the page.")
    for kind in KINDS:
        ok, _, flags = got[kind]
        assert not ok and "wh-fragment" in flags, (kind, got[kind])


def test_adverbial_when_clause_is_no_fragment():
    # good neighbour: a fronted "when" clause before the main clause
    got = _embedded("When the job ends, the panel closes again.")
    assert got["interrogative"][:2] == (True, "When the job ends, does the panel close again?")


def test_real_wh_question_keeps_its_own_refusal():
    got = _embedded("How far are the two panels from the border?")
    assert "wh-fragment" not in got["interrogative"][2]


# 2. predicative inversion


def test_predicative_inversion_takes_no_operator():
    got = _embedded("Common to both filters is that the mode switches to the darker layer.")
    for kind in KINDS:
        ok, _, flags = got[kind]
        assert not ok and "predicative-inversion" in flags, (kind, got[kind])


def test_comparative_predicative_inversion_takes_no_operator():
    got = _embedded("More useful is the second option, which keeps the layer visible.")
    for kind in KINDS:
        assert "predicative-inversion" in got[kind][2], (kind, got[kind])


def test_quantified_subject_is_no_fronted_predicate():
    # good neighbour: "Most of the filters" is a fused partitive subject, not a predicate
    got = _embedded("Most of the filters are available through the menu of the dialog.")
    assert got["interrogative"][:2] == (
        True,
        "Are most of the filters available through the menu of the dialog?",
    )


def test_ordinary_order_keeps_the_question():
    # good neighbour: the predicate after the copula
    got = _embedded("The darker mode is common to both filters.")
    assert got["interrogative"][:2] == (True, "Is the darker mode common to both filters?")


def test_predicative_inversion_through_the_pipeline():
    # the "both" presupposition was embedded as "*Is common to both filters that ...?"
    premises = _premises(
        "Common to both filters is that the mode switches to the darker layer.", "presupposition"
    )
    for kind in KINDS:
        assert kind not in premises, premises[kind]


def test_wh_fragment_through_the_pipeline():
    # the possessive's presupposition was embedded as "*If how far the two panels are ..."
    premises = _premises(
        "How far the two panels are from the border of the user's page.", "presupposition"
    )
    for kind in KINDS:
        assert kind not in premises, premises[kind]


def test_ordinary_order_through_the_pipeline():
    # good neighbour: the same content in the ordinary order keeps all three operators
    premises = _premises("The mode switches to the darker layer in both filters.", "presupposition")
    assert premises.get("interrogative") == {
        "Does the mode switch to the darker layer in both filters?"
    }
    assert "modal" in premises and "conditional" in premises


# 3. a content clause as subject


def test_that_clause_subject_refuses_the_question_only():
    got = _embedded("That the filter stopped working is common to both versions.")
    assert not got["interrogative"][0] and "clausal-subject" in got["interrogative"][2]
    assert got["conditional"][0] and got["modal"][0]


def test_whether_clause_subject_refuses_the_question():
    got = _embedded("Whether the filter stopped working depends on the mode.")
    assert "clausal-subject" in got["interrogative"][2]


def test_fused_relative_subject_still_inverts():
    # good neighbour: a fused relative is a noun phrase and inverts
    got = _embedded("What the filter stopped is shown in the log.")
    assert got["interrogative"][:2] == (True, "Is what the filter stopped shown in the log?")
