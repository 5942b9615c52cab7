"""Stop 80 round one, branch cj166: conjunction labels from the polarity of the coordination.

1. ``conjunction_frames._before_shared_determiner`` and ``_frame_governs``: a contrastive frame
   ("rather than", "instead of", "unlike") denies its object like "not", a downward-entailing
   position (Ladusaw 1979; ConjNLI §1), so a disjunct removed under it is entailed and one
   added is not. The frame was missed when the conjuncts share a determiner ("rather than a
   function or expression") or when the parse took "rather than" for a coordinator; the pairs
   then got the upward labels (or-introduction).
2. ``conjunction_frames.denied_gerund_frame``: "instead of / rather than V-ing ... A or B": the
   frame denies the whole gerund action, so a disjunct inside it is in a downward position too
   (like "without [V-ing A or B]"); for "or" only.
3. ``conjunction._parallel_subordinate_clause``: "open it when A and close it when B": a later
   conjunct with its own adverbial clause of the same subordinator shows that the coordination
   is of two main verb phrases, each with its own adjunct (parallelism of coordination, Sag et
   al. 1985), so the first "when" clause is no generic restrictor over it: boolean labels.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import written_conjunction_pairs as _written

# 1. a contrastive frame over a coordination with a shared determiner


def test_rather_than_with_shared_determiner_removal_is_entailed():
    text = "We store plain lists of numbers rather than a table or map."
    removed = _written(text, "conjunct_removed")
    p = removed["We store plain lists of numbers rather than a map."]
    assert (p.heuristic_label, p.label_rule) == ("entailment", "contrastive_frame")


def test_rather_than_with_shared_determiner_addition_is_neutral():
    text = "We store plain lists of numbers rather than a table or map."
    added = _written(text, "conjunct_added")
    p = added["We store plain lists of numbers rather than a table."]
    assert (p.heuristic_label, p.label_rule) == ("neutral", "contrastive_frame")


def test_instead_of_with_shared_possessive_is_contrastive():
    text = "She rode the bus instead of her scooter or bicycle."
    removed = _written(text, "conjunct_removed")
    p = removed["She rode the bus instead of her bicycle."]
    assert (p.heuristic_label, p.label_rule) == ("entailment", "contrastive_frame")


def test_plain_disjunction_without_frame_stays_boolean():
    text = "We store the numbers in a table or map."
    removed = _written(text, "conjunct_removed")
    p = removed["We store the numbers in a map."]
    assert (p.heuristic_label, p.label_rule) == ("neutral", "or_boolean")


# 2. a disjunction inside the gerund object of "instead of" / "rather than"


def test_disjunction_inside_denied_gerund_removal_is_entailed():
    text = (
        "The bank adds the charge to the total instead of listing it on the receipt or in the app."
    )
    removed = _written(text, "conjunct_removed")
    p = removed["The bank adds the charge to the total instead of listing it in the app."]
    assert (p.heuristic_label, p.label_rule) == ("entailment", "contrastive_frame")


def test_disjunction_inside_denied_gerund_addition_is_neutral():
    text = "He cycled to work rather than taking a tram or a ferry."
    added = _written(text, "conjunct_added")
    p = added["He cycled to work rather than taking a tram."]
    assert (p.heuristic_label, p.label_rule) == ("neutral", "contrastive_frame")


def test_disjunction_in_relative_after_the_gerund_stays_boolean():
    text = "He cycled to work instead of taking the van, which needs new tyres or brakes."
    removed = _written(text, "conjunct_removed")
    p = removed["He cycled to work instead of taking the van, which needs new brakes."]
    assert p.heuristic_label == "neutral" and p.label_rule != "contrastive_frame"


# 3. parallel adverbial clauses in the conjuncts


def test_parallel_when_clauses_are_upward():
    text = "Painters usually open the tray when they need a brush and close it when they finish."
    removed = _written(text, "conjunct_removed")
    p = removed["Painters usually open the tray when they need a brush."]
    assert (p.heuristic_label, p.label_rule) == ("entailment", "boolean_and")


def test_coordination_inside_one_when_clause_stays_downward():
    text = "Painters usually open the tray when they need a brush and want a quick sketch."
    removed = _written(text, "conjunct_removed")
    p = removed["Painters usually open the tray when they need a brush."]
    assert (p.heuristic_label, p.label_rule) == ("neutral", "downward_and")
