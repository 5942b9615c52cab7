"""verb_complement, stop 83 (branch vc163): the complement's span, what belongs to the matrix.

1. (Withdrawn at integration.) Cutting a trailing subjectless verb-phrase conjunct from the
   complement ("He added that X seemed unwilling and promised to call") changed five pairs
   that earlier stops pin (a shared perfect "had fixed the engine and painted the hull", a
   clause conjunct with its own subject): the remaining tests here still hold that
   "P or Q", a shared object and a conjunct with its own subject stay whole.
2. Correlative degree words (Quirk et al. 1985 §15.63-15.67): an "as"-phrase whose "so" is in
   the matrix goes with the matrix (``_matrix_correlative_as``); a "so much X" the parse hung
   on the trigger continues the complement, and only the result "that"-clause stays out
   (``_result_correlate_end``).
3. A relative clause's trigger whose relative word is the subject of a copular infinitive
   ("a duty which his heart pointed out to be necessary") leaves the in-place hypothesis with
   no gap: flagged ``relative-gap-lost`` (``complement._relative_gap_on_trigger``).

Constructed sentences through the real pipeline, each with a neighbour that must stay.
"""

from __future__ import annotations

from pipeline.flags import settle
from tests.phenomenon_support import mined_pairs


def _pairs(text: str):
    return [settle(p) for p in mined_pairs(text, "verb_complement", assess_sources=True)]


def _hypotheses(text: str, kind: str = "original") -> set[str]:
    return {p.hypothesis for p in _pairs(text) if p.premise_kind == kind and p.well_formed}


def test_or_conjunct_kept():
    # "P or Q" does not entail P
    assert _hypotheses("He said that she left or went home.") == {"She left or went home."}


def test_shared_object_conjunct_kept():
    assert _hypotheses("She said that he washed and dried the dishes.") == {
        "He washed and dried the dishes."
    }


def test_conjunct_with_own_subject_kept():
    hyps = _hypotheses("He said that she left and her brother went home.")
    assert "She left and her brother went home." in hyps


def test_result_clause_correlate_kept_in_complement():
    text = "I remember thinking it did the team so much good, that we kept the rule for years."
    assert "It did the team so much good." in _hypotheses(text)
    assert "It did the team." not in {p.hypothesis for p in _pairs(text)}


def test_matrix_so_takes_its_as_phrase():
    text = (
        "Never had he so clearly understood that she was right, as on that evening, when the"
        " letter came."
    )
    assert "She was right." in _hypotheses(text)
    assert not any(", as on" in p.hypothesis for p in _pairs(text))


def test_complements_own_as_correlate_kept():
    text = "He had never so clearly understood that she was as clever as her sister."
    assert "She was as clever as her sister." in _hypotheses(text)


def test_relative_word_subject_of_copular_infinitive_flagged():
    text = (
        "It was a duty which the kindness of his heart pointed out to be necessary to their"
        " comfort."
    )
    pairs = _pairs(text)
    assert pairs and all(not p.well_formed for p in pairs)
    assert all("relative-gap-lost" in p.features.get("flags", []) for p in pairs)


def test_relative_with_gap_in_infinitive_object_unchanged():
    # "tools that we want to use __": the gap survives in the infinitive (s1204a rule), so the
    # copular-infinitive case does not reach it
    pairs = _pairs("These are the tools that we want to use.")
    assert all("relative-gap-lost" not in p.features.get("flags", []) for p in pairs)


def test_conjunct_agreeing_with_clause_subject_only_kept():
    # "were" takes the plural clause subject, not the singular matrix subject: no ambiguity
    hyps = _hypotheses("The porter admitted that they slept and were late.")
    assert "They slept and were late." in hyps
