"""Stop 84, branch vc168: a "that ... may/might" purpose clause is no verb complement.

A finite purpose clause is "(so) that" + may/might, an adjunct of the whole clause before it and
set off by a comma (Quirk et al. 1985 §15.48; CGEL ch. 8 §14.1). A content clause follows its
verb directly or after the verb's object, never after a further verb of the trigger's clause, so
"V ... VERB ..., that X may/might Y" is the purpose of what precedes, not the complement of V
(``verb_complement._purpose_that_after_complete_clause``): no pair. A list of content clauses
closed by "and that" keeps its middle items; "V that X might Y" without the comma stays.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str) -> dict[str, set[str]]:
    """Hypothesis -> labels of the well-formed pairs mined from ``text``."""
    found: dict[str, set[str]] = {}
    for p in mined_pairs(text, "verb_complement", assess_sources=True):
        if p.well_formed:
            found.setdefault(p.hypothesis, set()).add(p.heuristic_label)
    return found


def test_purpose_clause_after_relative_object_is_no_complement():
    text = "You should follow that which is fair, that your children may prosper in the valley."
    assert "Your children may prosper in the valley." not in _hypotheses(text)


def test_purpose_clause_after_bare_complement_is_no_complement():
    text = "The elders said the road was closed, that the travellers might turn back."
    assert "The travellers might turn back." not in _hypotheses(text)


def test_purpose_clause_after_factive_complement_is_no_complement():
    text = "They saw that the gates were shut, that the travellers might find no rest."
    found = _hypotheses(text)
    assert "The travellers might find no rest." not in found
    # the real complement of "saw" stays
    assert found.get("The gates were shut.") == {"entailment"}, found


def test_modal_complement_without_comma_stays():
    found = _hypotheses("We learned that the travellers might rest in the town.")
    assert found.get("The travellers might rest in the town.") == {"entailment"}, found


def test_comma_right_after_trigger_stays():
    # nothing between the verb and the comma: an old-style comma before a content clause
    found = _hypotheses("The herald announced to the crowd, that the gates might open at noon.")
    assert "The gates might open at noon." in found, found


def test_coordinated_purpose_clauses_are_no_complement():
    text = (
        "Listen, my children, and learn what is right, that it may go well with you, "
        "and that your fields may flourish."
    )
    found = _hypotheses(text)
    assert not any(h.startswith("It may go well") for h in found), found


def test_middle_item_of_content_clause_list_stays():
    text = (
        "The scouts reported that the bridge was down, that the river might flood, "
        "and that the pass was closed."
    )
    found = _hypotheses(text)
    assert any("the river might flood" in h.lower() for h in found), found
