"""Ninety-fifth pass (cj92): aliases, collective scope, "try and not".

A coordination inside an initialised institution name is no candidate (the work-title,
"whether" and "A or some other N" checks of the branch were not merged: they reversed earlier
passes' deliberate pairs, docs/conjnli.md); a collective
preposition does not reach coordinated prepositions modifying its object; an appositive list
after the predicate is not in a quantifier's restrictor; "try and not V" is pseudo-
coordination. Sentences are constructed; they run the real pipeline."""

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, kind: str = "conjunct_removed") -> dict[str, str]:
    """hypothesis (removal) or premise (addition) -> label, of one kind of pair."""
    out = {}
    for p in mined_pairs(text, "conjunction"):
        if p.hypothesis_kind == kind:
            out[p.hypothesis if kind == "conjunct_removed" else p.premise] = p.heuristic_label
    return out


def test_initialism_after_a_three_conjunct_name_gives_no_pair() -> None:
    text = (
        "The probe was built by the National Institute of Standards and Technology, or NIST,"
        " an agency that tests things."
    )
    assert mined_pairs(text, "conjunction") == []


def test_initialism_of_a_name_starting_before_the_conjuncts() -> None:
    text = "It was run by the Bureau of Alcohol and Tobacco, or BAT, last year."
    assert mined_pairs(text, "conjunction") == []


def test_bracketed_initialism_blocks_the_inner_and_only() -> None:
    removals = _pairs("She asked the Food and Drug Administration (FDA) or her doctor.")
    assert not any("Drug Administration (FDA)" in h and "Food" not in h for h in removals)
    assert "She asked her doctor." in removals


def test_plain_or_still_pairs() -> None:
    assert _pairs("You can choose tea or coffee.").get("You can choose tea.") == "entailment"


def test_coordinated_prepositions_under_between_are_not_collective() -> None:
    text = (
        "The merged tool lets admins and users extend encryption to every device for sharing"
        " of data between teams within and beyond the company."
    )
    labels = {h: lab for h, lab in _pairs(text).items() if "teams within the company" in h}
    assert labels and "contradiction" not in labels.values()


def test_between_its_own_object_stays_collective() -> None:
    assert mined_pairs("The match between Spain and Portugal was close.", "conjunction") == [] or (
        "entailment" not in _pairs("The match between Spain and Portugal was close.").values()
    )


def test_appositive_list_after_the_predicate_is_boolean() -> None:
    text = "Many big countries are now in the middle of change -- most importantly Brazil, Mexico, and Chile."
    hyp = "Many big countries are now in the middle of change -- most importantly Brazil and Chile."
    assert _pairs(text).get(hyp) == "entailment"


def test_quantified_restrictor_keeps_its_neutral_label() -> None:
    assert _pairs("Many people from France and Spain came.").get(
        "Many people from France came."
    ) == ("neutral")


def test_try_and_not_is_pseudo_coordination() -> None:
    removals = _pairs("They'll try and not pay you anything and ignore your letters.")
    assert "They'll not pay you anything and ignore your letters." not in removals
    assert not any(h.startswith("They'll try you") for h in removals)
    assert _pairs("I'll try and not be late for the meeting.") == {}
