"""Stop 74 round one, branch cj135: conjunct replacements and the labels of added disjuncts
(blind reviews s1204i and s1204h, FOLDOC). A numeral inside a name, model number or version is
not replaced; an antonym under a verb of permission, or a postnominal adverb of place, gets
neutral; the shared head of coordinated modifiers is no conjunct; an "or" inside an indefinite
prepositional object of a verbless gloss is or-introduction (entailment). Sentences go through
the real spaCy model; they are constructed, in the shape of the reviewed ones. Controls (good
neighbours) say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, labels


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _replaced(run, text: str) -> dict[str, tuple[str, str]]:
    return labels(run(text)[1], text, "conjunct_replaced")


def _added(run, text: str) -> dict[str, tuple[str, str]]:
    """premise -> (label, rule) of the conjunct_added pairs whose hypothesis is ``text``."""
    return {
        p.premise: (p.heuristic_label, p.label_rule)
        for p in run(text)[1]
        if p.hypothesis == text and p.hypothesis_kind == "conjunct_added"
    }


# -- numbers inside identifiers -------------------------------------------------------------


def test_no_number_swap_inside_product_name(run):
    """ "the old OS/360 binaries" -> "OS/361": a digit inside a name is a label, not a value."""
    text = "She wanted to patch the kernel but it took days to relink the old OS/360 binaries."
    assert not any("OS/361" in h or "OS/359" in h for h in _replaced(run, text))


def test_no_number_swap_of_model_number(run):
    """ "the Intel 80386" -> "80387": a numeral modifying a proper noun names a model."""
    text = "The chip replaced the Intel 80286, and was replaced by the Intel 80386."
    assert not any("80387" in h or "80385" in h for h in _replaced(run, text))


def test_date_number_is_still_replaced(run):
    """Control: "in July 1996" is a date, a real value: the year swap is still made."""
    text = "The firm merged with a rival in July 1996 and later became part of a larger group."
    out = _replaced(run, text)
    assert any("July 1997" in h or "July 1995" in h for h in out)


def test_unit_suffixed_number_is_still_replaced(run):
    """Control: "the 8K model" is a quantity with its unit, not an identifier."""
    text = "Later versions supported the 8K model and the 16K disk-based model."
    out = _replaced(run, text)
    assert any("9K" in h or "7K" in h or "17K" in h or "15K" in h for h in out)


# -- antonyms under permission, postnominal place adverbs --------------------------------------


def test_antonym_under_allow_is_neutral(run):
    """ "checks the frames and allows automatic recovery" -> "manual": both can be allowed."""
    text = "The protocol checks every frame and allows automatic recovery of lost packets."
    out = _replaced(run, text)
    manual = [v for h, v in out.items() if "manual recovery" in h]
    assert manual and all(v == ("neutral", "replaced_under_permission") for v in manual)


def test_antonym_without_permission_stays_contradiction(run):
    """Control: "performs automatic recovery" asserts the fact: the swap contradicts."""
    text = "The protocol checks every frame and performs automatic recovery of lost packets."
    out = _replaced(run, text)
    manual = [v for h, v in out.items() if "manual recovery" in h]
    assert manual and all(v[0] == "contradiction" for v in manual)


def test_postnominal_place_adverb_is_neutral(run):
    """ "provides a service to the level above" -> "below": another level, no contrary."""
    text = (
        "Each level uses the level immediately below it and provides a service to the level above."
    )
    out = _replaced(run, text)
    below = [v for h, v in out.items() if h.endswith("a service to the level below.")]
    assert below and all(v == ("neutral", "replaced_place_referent") for v in below)


# -- the shared head of coordinated modifiers ------------------------------------------------


def test_shared_head_of_coordinated_adverbs_not_replaced(run):
    """ "both legally and financially separate from" -> "financially joint from": no conjunct."""
    text = "The audit is done by a firm that is both legally and financially separate from the company."
    out = _replaced(run, text)
    assert not any("joint" in h for h in out)


# -- or-introduction inside an indefinite prepositional object of a gloss ----------------------


def test_or_in_indefinite_pobj_of_gloss_is_entailment(run):
    """ "A capacitor attached to a line in a board or panel ..." minus "or panel": the
    indefinite is upward monotone: or-introduction."""
    text = "A capacitor attached to a power line in a board or panel for the purpose of filtering noise."
    out = _added(run, text)
    short = "A capacitor attached to a power line in a board for the purpose of filtering noise."
    assert out[short] == ("entailment", "or_introduction")


def test_or_in_gloss_head_stays_options(run):
    """Control: "A suffix denoting a scaled-down or crippled product": the definiens' own
    modifier lists the cases the term covers (cj121, s1203b): neutral."""
    text = "A suffix denoting a scaled-down or crippled product, often given away for free."
    out = _added(run, text)
    assert out and all(lab == "neutral" for lab, _ in out.values())


def test_or_in_definite_pobj_of_gloss_stays_options(run):
    """Control: a definite prepositional object ("in the register or cache") is not touched."""
    text = "A value stored in the register or cache of a processor during a call."
    out = _added(run, text)
    assert out and all(lab == "neutral" for lab, _ in out.values())
