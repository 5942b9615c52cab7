"""Fifty-eighth pass (docs/implicature.md, "Fifty-eighth pass (stop 57, im51: the trigger's
clause only)").

A coordinated independent clause that the parse hung on the root is cut from the hypothesis
and the embeddings; a predicate coordination under a quantified subject is kept whole; a
preposed because-clause whose comma the parse put inside it is cut from the hypothesis; no
question or "possible that" frame around evidential "seem to"; no candidate for "get dirty".
Constructed sentences through the real pipeline; each class has a twin."""

from __future__ import annotations

from tests.phenomenon_support import implicature_hypotheses, mined_pairs

_hypotheses = implicature_hypotheses


def _premises(text: str, subtype: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for p in mined_pairs(text, "implicature"):
        if p.subtype == subtype:
            out.setdefault(p.premise_kind, set()).add(p.premise)
    return out


_MISATTACHED = (
    "Many of these towns are thoroughly corrupt, and the administration of the law is "
    "arbitrary and capricious (they do have their own judges)."
)


def test_misattached_coordinated_clause_is_cut_from_hypothesis() -> None:
    assert _hypotheses(_MISATTACHED, "quantifiers") == {
        "Not all of these towns are thoroughly corrupt."
    }


def test_misattached_coordinated_clause_is_cut_from_embeddings() -> None:
    premises = _premises(_MISATTACHED, "quantifiers")
    assert premises["interrogative"] == {"Are many of these towns thoroughly corrupt?"}
    assert all(
        "administration" not in p for k, ps in premises.items() if k != "original" for p in ps
    )


def test_conjoined_clause_twin_still_cut() -> None:
    assert _hypotheses("Many admins are lazy, but the tools are good.", "quantifiers") == {
        "Not all admins are lazy."
    }


def test_predicate_coordination_under_quantified_subject_is_kept_whole() -> None:
    text = "Most users do consider Linux to be drifting into irrelevancy and therefore ignore it."
    assert _hypotheses(text, "quantifiers") == {
        "Not all users consider Linux to be drifting into irrelevancy and therefore ignore it."
    }


def test_predicate_conjunct_with_referential_subject_still_cut() -> None:
    assert _hypotheses("The coast is rocky but has three beaches.", "numerals") == {
        "The coast doesn't have more than three beaches."
    }


def test_preposed_because_clause_with_inner_comma_is_cut() -> None:
    text = (
        "Because mesh networks use Wi-Fi, the equipment and infrastructure needed to create "
        "them is cheap and readily available."
    )
    assert _hypotheses(text, "gradable_adjectives") == {
        "The equipment and infrastructure needed to create them isn't free."
    }


def test_evidential_seem_gets_no_question_or_modal_frame() -> None:
    kinds = set(_premises("Some of you seem to have hardcoded the default server.", "quantifiers"))
    assert "interrogative" not in kinds and "modal" not in kinds
    assert "original" in kinds


def test_plain_verb_twin_keeps_question_frame() -> None:
    kinds = set(_premises("Some of you have hardcoded the default server.", "quantifiers"))
    assert "interrogative" in kinds


def test_get_dirty_gives_no_pair() -> None:
    assert (
        _hypotheses("If you leave it outside the case gets dirty.", "gradable_adjectives") == set()
    )


def test_copular_dirty_twin_keeps_pair() -> None:
    assert _hypotheses("The case is dirty.", "gradable_adjectives") == {"The case isn't filthy."}
