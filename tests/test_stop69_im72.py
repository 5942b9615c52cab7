"""Issue #11/#12 (implicature precision, stop 69, im72): blind-review classes of s1202x/s1202y
(fortune-mod lines and novel prose).

Constructed sentences through the real pipeline (``run_texts``) and the real spaCy model. The
sources are cited at the rules: ``_quantity_phrase_subject`` and ``_bare_numeral_subject``
(class 1), ``_located_distance`` (class 3) and ``elided_past_coinage`` (classes 3 and 5), all in
``pipeline.phenomena.implicature``. The controls check the uses that keep their pairs.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_implicature_pairs, mined_pairs

_pairs = mined_implicature_pairs


def _original(text: str, subtype: str) -> list[str]:
    return [p.hypothesis for p in _pairs(text, subtype) if p.premise_kind == "original"]


# -- 1. a vague-quantity or bare-numeral subject outscopes the added negation -----------------


def test_quantity_phrase_subject_gives_no_pair():
    text = "A number of carved pieces were occupying some of the squares."
    assert _pairs(text, "quantifiers") == []
    assert _original("The carved pieces were occupying some of the squares.", "quantifiers") == [
        "The carved pieces weren't occupying all of the squares."
    ]


def test_lot_and_couple_subjects_give_no_pair():
    assert _pairs("A lot of the guests ate some of the cakes.", "quantifiers") == []
    assert _pairs("A couple of kids broke some of the windows.", "quantifiers") == []


def test_bare_numeral_subject_gives_no_quantifier_pair():
    assert _pairs("Two men took some of the cakes.", "quantifiers") == []


def test_bare_numeral_subject_gives_no_object_numeral_pair():
    hypotheses = [p.hypothesis for p in _pairs("Three men carried two boxes home.", "numerals")]
    assert not any("more than two boxes" in h for h in hypotheses)


def test_definite_and_singular_subjects_keep_their_pairs():
    assert _original("The three men took some of the cakes.", "quantifiers") == [
        "The three men didn't take all of the cakes."
    ]
    assert _original("His three sons ate some of the pears.", "quantifiers") == [
        "His three sons didn't eat all of the pears."
    ]
    assert _original("A man took some of the cakes.", "quantifiers") == [
        "A man didn't take all of the cakes."
    ]


def test_whole_family_goes_with_the_hypothesis():
    """Class 6: the decision is made once per candidate; no embedding survives the original."""
    assert _pairs("A handful of students read some of the books.", "quantifiers") == []
    kept = _pairs("Some of the aches had gone.", "quantifiers")
    kinds = {p.premise_kind for p in kept}
    assert "original" in kinds and {"modal", "interrogative"} <= kinds
    assert len({p.hypothesis for p in kept if p.premise_kind != "negated"}) == 1


# -- 3. a numeral measuring a distance, verse elision ----------------------------------------


def test_distance_measure_gives_no_pair():
    assert _pairs("She lives two doors down from us.", "numerals") == []
    assert _pairs("He sat two seats behind me.", "numerals") == []


def test_counted_object_before_preposition_keeps_its_pair():
    assert _original("He carried two boxes down the stairs.", "numerals") == [
        "He didn't carry more than two boxes down the stairs."
    ]


def test_verse_elision_gives_no_pair():
    assert mined_pairs("Two shaggy claws Reach'd to the armpits of the beast.", "implicature") == []


def test_plain_spelling_keeps_its_pair():
    assert _original("Two shaggy claws reached to the armpits of the beast.", "numerals") == [
        "No more than two shaggy claws reached to the armpits of the beast."
    ]


# -- 5. an adjective after coined verbs --------------------------------------------------------


def test_coined_verbs_give_no_pair():
    text = "He rm'd, cp'd, and mv'd happily for days, and upon finding the file, he vi'd and was happy."
    assert _pairs(text, "gradable_adjectives") == []


def test_contraction_is_no_coinage():
    assert _original("She'd finished the work and was happy.", "gradable_adjectives") == [
        "She wasn't ecstatic."
    ]
