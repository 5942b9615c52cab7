"""Stop 86, vc174: verb_complement round two on the s1205q (Bible) blind-review rejects.

- The complement is the content clause's own subtree (Huddleston & Pullum 2002 ch. 11 §3-4):
  a subjectless finite predicate after a comma that the parser hung on the matrix verb
  ("Judas, thinking that they would be profitable, agreed to live in peace", s1205q
  verb-021) is the matrix clause's own predicate, no part of the hypothesis.
- A final ", which also happened ..." relative with a verb of occurrence takes the reported
  state of affairs as antecedent (Quirk et al. 1985 §15.57, §17.22): it belongs to the
  matrix (s1205q verb-055). A noun's own relative inside the clause stays.
- A "saying" supplementive of a false-report verb ("slandered X, saying that P", s1205q
  verb-026) marks P false, as "falsely said that P" does (Kiparsky & Kiparsky 1970 on
  counterfactive matrices; Quirk et al. 1985 §15.60 on supplementive clauses).

Constructed sentences, with good neighbours untouched.
"""

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.hypothesis_kind == "complement"]


def _original(text: str) -> dict[str, str]:
    """hypothesis -> label of the pairs whose premise is the sentence as written (that-subtype)."""
    return {
        p.hypothesis: p.heuristic_label
        for p in _pairs(text)
        if p.premise_kind == "original" and p.subtype == "that"
    }


def test_participial_clause_parsed_inside_keeps_its_complement() -> None:
    # good neighbour: the parser closes this clause itself, and the cut changes nothing
    text = "The captain, thinking that the storm would soon pass in a few hours, agreed to wait."
    hyps = _original(text)
    assert hyps, text
    assert all("agreed" not in h for h in hyps), hyps
    assert "The storm would soon pass in a few hours." in hyps


def test_matrix_predicate_cut_on_the_evidence_shape() -> None:
    text = (
        "So the king, thinking that they would be useful in many things, agreed to make "
        "peace with them; and they returned to their homes."
    )
    hyps = _original(text)
    assert hyps == {"They would be useful in many things.": "neutral"}, hyps


def test_final_occurrence_relative_goes_with_the_matrix() -> None:
    text = (
        "The prophet declared that there would be a drought in the land, which also "
        "happened two years later."
    )
    hyps = _original(text)
    assert hyps == {"There would be a drought in the land.": "neutral"}, hyps


def test_noun_relative_inside_the_clause_stays() -> None:
    text = "He knew that the meeting, which occurred on Monday, had been cancelled."
    hyps = _original(text)
    assert "The meeting, which occurred on Monday, had been cancelled." in hyps, hyps


def test_saying_after_false_report_verb_is_contradiction() -> None:
    hyps = _original("The steward slandered his master, claiming that he had stolen the horses.")
    assert hyps == {"He had stolen the horses.": "contradiction"}, hyps
    hyps = _original("The boy lied, saying that his sister had broken the vase.")
    assert hyps == {"His sister had broken the vase.": "contradiction"}, hyps


def test_saying_after_other_verbs_stays_neutral() -> None:
    hyps = _original("The steward praised his master, saying that he had saved the horses.")
    assert hyps == {"He had saved the horses.": "neutral"}, hyps
    # "lay" is the verb of posture, not "lie" = say what is false
    hyps = _original("The boy lay on the bed, saying that he was tired.")
    assert hyps == {"The boy was tired.": "neutral"}, hyps
