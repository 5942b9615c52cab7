"""Stop 89, branch im108: implicature (blind review s1205v, Bible).

* a serial list of like prepositional phrases after a counted noun ("three rivers, of mud,
  of stone, and of salt") enumerates its members whatever the parse hangs each on: the count
  is fixed by the list (Quirk et al. 1985 §17.65, §13.61), so no upper-bound pair
  (``_serial_prepositions``); a list of another length keeps the pair;
* an exemplified numeral ("For instance, three men were arrested", "The guards, for example,
  arrested three men", "E.g. two ..."): the example is one case among others (Quirk et al.
  1985 §8.137), so no "no more than n" pair with the whole sentence as premise
  (``listing_uses.exemplified_numeral``); the neutral embeddings stay; "arrested for theft"
  and "some" under "for example" keep theirs;
* a clause after ", and behold," that the parse hung as a complement of the verb before it
  ("The priest showed me, and behold, two baskets ... were set") is a coordinated main clause:
  the draft is built from it alone (``clause_scope.coordinated_complement``); a "that"-clause
  stays a complement;
* the idiom "make good" ("the loss was made good") is off ⟨good, excellent⟩
  (``narrative_uses.make_good``); "made the soup good" keeps its pair.

Sentences are constructed (not the reviewed ones) and go through the real spaCy model and the
real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "implicature") if p.subtype == subtype]


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text, subtype)}


# --- serial prepositional enumeration ------------------------------------------------------


def test_serial_prepositional_list_of_the_counted_members_gives_no_pair():
    text = (
        "The army crossed three rivers, of mud, of stone, and of salt, before it reached the sea."
    )
    assert not _pairs(text, "numerals")


def test_no_hypothesis_keeps_a_serial_list_after_more_than():
    text = (
        "The pilgrims passed four gates, of bronze, of silver, of gold, and of pearl, on the way."
    )
    assert not any(", of " in h for h in _hypotheses(text, "numerals"))


def test_neighbour_plain_count_keeps_its_pair():
    hyps = _hypotheses("The army crossed three rivers before it reached the sea.", "numerals")
    assert any("more than three rivers" in h for h in hyps), hyps


# --- exemplified numerals -----------------------------------------------------------------


def _upper_bound_entailments(text: str) -> list:
    """The numeral pairs labelled entailment: the whole sentence as premise of "no more than n"."""
    return [
        p
        for p in _pairs(text, "numerals")
        if p.hypothesis_kind == "implicature" and p.heuristic_label == "entailment"
    ]


def test_for_instance_opener_gives_no_upper_bound_entailment():
    assert not _upper_bound_entailments("For instance, three men were arrested at the gate.")


def test_for_instance_opener_keeps_the_neutral_embeddings():
    pairs = _pairs("For instance, three men were arrested at the gate.", "numerals")
    kinds = {p.premise_kind for p in pairs if p.heuristic_label == "neutral"}
    assert "interrogative" in kinds, [(p.premise, p.hypothesis) for p in pairs]


def test_medial_for_example_gives_no_upper_bound_entailment():
    assert not _upper_bound_entailments("The guards, for example, arrested three men at the gate.")


def test_eg_opener_gives_no_upper_bound_entailment():
    assert not _upper_bound_entailments("E.g. two women were brought in for questioning.")


def test_neighbour_for_with_another_object_keeps_the_pair():
    hyps = _hypotheses("Three men were arrested at the gate for theft.", "numerals")
    assert any("No more than three men" in h for h in hyps), hyps


def test_neighbour_some_under_for_example_keeps_not_all():
    hyps = _hypotheses("For example, some of the guests left early.", "quantifiers")
    assert "Not all of the guests left early." in hyps, hyps


# --- coordinated clause after ", and behold," -----------------------------------------------


def test_clause_after_and_behold_is_drafted_on_its_own():
    text = "The priest showed me, and behold, two baskets of bread were set before the gate."
    originals = {p.hypothesis for p in _pairs(text, "numerals") if p.premise_kind == "original"}
    assert originals == {"No more than two baskets of bread were set before the gate."}, originals


def test_no_draft_grafts_the_clause_onto_showed():
    text = "The priest showed me, and behold, two baskets of bread were set before the gate."
    hyps = _hypotheses(text, "numerals")
    assert hyps and not any("showed me" in h for h in hyps), hyps


def test_neighbour_that_clause_is_no_coordinated_clause():
    from pipeline import parse
    from pipeline.rewrite.clause_scope import coordinated_complement

    nlp = parse.load(parse.resolve_model())
    doc = nlp("He said that two ships were waiting in the harbour.")
    verb = next(t for t in doc if t.lower_ == "waiting")
    assert verb.dep_ == "ccomp" and not coordinated_complement(verb)


# --- "make good" ----------------------------------------------------------------------------


def test_made_good_passive_gives_no_pair():
    assert not _pairs("The loss was made good by the company.", "gradable_adjectives")


def test_make_good_the_damage_gives_no_pair():
    assert not _pairs("The tenant made good the damage to the wall.", "gradable_adjectives")


def test_neighbour_made_the_soup_good_keeps_its_pair():
    hyps = _hypotheses("The cook made the soup good.", "gradable_adjectives")
    assert "The cook didn't make the soup excellent." in hyps, hyps
