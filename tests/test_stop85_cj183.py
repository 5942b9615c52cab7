"""Stop 85, cj183: conjunction precision, round two (classes A and D of the still-not-kept
conjunction pairs). Constructed sentences through the real spaCy pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hyps(text: str, kind: str = "conjunct_removed") -> set[str]:
    return {p.hypothesis for p in mined_pairs(text, "conjunction") if p.hypothesis_kind == kind}


def _premises_of_additions(text: str) -> set[str]:
    return {
        p.premise for p in mined_pairs(text, "conjunction") if p.hypothesis_kind == "conjunct_added"
    }


def test_noun_read_as_adjective_beside_adjective_is_not_cut():
    # "flame" parsed amod beside "cold": never "bursts of flame wind" (noun_read_as_adjective)
    text = "Witnesses spoke of bursts of flame or cold wind near the tower."
    hyps = _hyps(text) | _premises_of_additions(text)
    assert not any("flame wind" in h for h in hyps), hyps


def test_noun_premodifier_beside_adjective_still_cut():
    # good neighbour: a noun parsed as a noun premodifier ("steel") is a like premodifier
    assert "The hall had wooden chairs." in _hyps("The hall had steel and wooden chairs.")


def test_other_after_premodifier_not_cut():
    # "[the shooter] and [other members]" read as premodifiers "shooter/other": never "the
    # shooter members" (other_after_premodifier)
    text = "Violating this rule could result in injury or death to the shooter and other members of the team."
    hyps = _hyps(text) | _premises_of_additions(text)
    assert not any("shooter members" in h for h in hyps), hyps


def test_gerund_beside_object_of_gerund_not_cut():
    # "relieving the burden of [pain] and [earning] forgiveness": the gerund is relieving's
    # partner, never "the burden of earning forgiveness" (gerund_beside_object_of_gerund)
    text = (
        "The monks pray in hopes of relieving the heavy burden of pain and earning "
        "forgiveness for their sins."
    )
    hyps = _hyps(text) | _premises_of_additions(text)
    assert not any("burden of earning" in h for h in hyps), hyps


def test_gerund_and_noun_neighbour_still_cut():
    # good neighbour: a noun and a gerund with no higher gerund coordinate as likes
    assert "The food was excellent." in _hyps("The food and drinking were excellent.")


def test_suspended_prefix_member_not_cut():
    # "North- and South-America": a suspended hyphen, a coordination below the word
    text = "The storms hit coastal North- and South-America, Europe, Eastasia, South and Southeast Asia."
    hyps = _hyps(text) | _premises_of_additions(text)
    assert not any("North- and Europe" in h or "North-," in h for h in hyps), hyps
    assert not any(h.count("North-") and "South-America" not in h for h in hyps), hyps


def test_dash_before_final_stop_dropped():
    # "may arise—but ..." minus the second clause: "may arise.", never "may arise—."
    hyps = _hyps("A small dispute may arise—but there is usually a way to settle it.")
    assert "A small dispute may arise." in hyps, hyps
    assert not any("—." in h for h in hyps), hyps


def test_split_antonyms_not_cut():
    # "young and old" of a plural: split over its parts, never "Old they came" (split_antonyms)
    text = "Young and old they came to the fair."
    hyps = _hyps(text) | _premises_of_additions(text)
    assert not any(h.startswith(("Old they", "Young they")) for h in hyps), hyps
    assert "The guests were old." not in _hyps("The guests were young and old.")


def test_non_antonym_adjectives_still_cut():
    # good neighbour: "young and eager" are not antonyms, a Boolean "and"
    assert "The visitors were eager." in _hyps("The visitors were young and eager.")


def _labels(text: str) -> dict[tuple[str, str], tuple[str, str]]:
    return {
        (p.hypothesis_kind, p.hypothesis): (p.heuristic_label, p.label_rule)
        for p in mined_pairs(text, "conjunction")
    }


def test_coordination_restricting_focused_noun_is_upward():
    # "only at a site with A, B and C": the list restricts the focused noun, a requirement;
    # dropping one is entailed, not contradicted (``_restricts_focused_noun``)
    text = "The tower can only be built at a site with a quarry, a mill and a forge."
    labels = _labels(text)
    hyp = "The tower can only be built at a site with a quarry and a forge."
    assert labels[("conjunct_removed", hyp)] == ("entailment", "boolean_and"), labels
    assert labels[("conjunct_added", text)][0] == "neutral", labels


def test_relative_clause_restricting_focused_noun_is_upward():
    text = "The award goes only to pupils who have a good record and a signed form."
    labels = _labels(text)
    hyp = "The award goes only to pupils who have a signed form."
    assert labels[("conjunct_removed", hyp)][0] == "entailment", labels


def test_coordination_that_is_the_focus_stays_exclusive():
    # good neighbour: "only A and B" with the list as the focus itself
    labels = _labels("Only the nurses and the doctors may enter.")
    assert labels[("conjunct_removed", "Only the doctors may enter.")] == (
        "contradiction",
        "exclusive_focus",
    ), labels
    labels = _labels("The shelf can only be built with a hammer and nails.")
    assert labels[("conjunct_removed", "The shelf can only be built with nails.")][0] == (
        "contradiction"
    ), labels
