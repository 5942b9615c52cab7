"""verb_complement, stop 72 round one (branch vc122): triggers and labels from s1204c / s1204b.

Constructed sentences through the real pipeline (``mined_pairs``, real spaCy parse), each class
next to a good neighbour that must stay:

1. wrong trigger, noun complement: a that-clause right after a content noun in a prepositional
   phrase of the verb ("with the consolation, however, that P") is the noun's, not the verb's;
2. wrong trigger, purpose infinitives: the subjectless adverbial participle "used to V" after
   a noun (a reduced relative: instrument + purpose); a "complement" that starts after a
   semicolon (the next list item); active "write to V" with no object (purpose);
3. labels: "mean that" with a bare gerund, a capitalised keyword or the speaker as subject is
   a definition (o/o, neutral); evidential "indicate" with a provisional subject ("research to
   date") is hedged (o/o, neutral).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _by_kind(text: str) -> dict[str, tuple[str, str, str]]:
    return {
        p.premise_kind: (p.premise, p.hypothesis, p.heuristic_label)
        for p in mined_pairs(text, "verb_complement")
    }


def _hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in mined_pairs(text, "verb_complement")}


# 1. noun complement after a prepositional noun


def test_that_clause_of_a_prepositional_content_noun_is_no_complement():
    text = (
        "Students have been known to fail their exams with the consolation, however, "
        "that they won the chess cup."
    )
    assert "They won the chess cup." not in _hypotheses(text)


def test_that_clause_of_the_verb_itself_stays():
    pairs = _by_kind("The students knew, however, that they had won the chess cup.")
    assert pairs["original"][1:] == ("The students had won the chess cup.", "entailment")


# 2. purpose infinitives read as complements


def test_subjectless_used_to_after_a_noun_is_a_reduced_relative():
    text = (
        "Records are sorted by their key fields with XML tags used to mark "
        "the sections of each record."
    )
    assert not mined_pairs(text, "verb_complement")


def test_habitual_used_to_with_a_subject_stays():
    pairs = _by_kind("Our team used to write the reports by hand.")
    assert pairs["original"][1] == "Our team wrote the reports by hand."


def test_complement_after_a_semicolon_is_the_next_list_item():
    text = (
        "It requires gcc or clang for compilation; make or ninja for the build "
        "and pandoc or LaTeX to format the manual."
    )
    assert not [p for p in mined_pairs(text, "verb_complement") if "format" in p.hypothesis]


def test_requires_with_its_own_infinitive_stays():
    pairs = _by_kind("The contract requires the vendor to deliver the parts by May.")
    assert pairs["original"][1] == "The vendor delivers the parts by May."


def test_write_to_without_object_is_purpose():
    text = "She wrote to ask the vendor for a refund."
    assert not mined_pairs(text, "verb_complement")


# 3. definitional "mean", hedged "indicate"


def test_gerund_subject_of_mean_defines_an_action_type():
    pairs = _by_kind("Caching means that repeated requests return the stored value at once.")
    assert pairs["original"][1:] == (
        "Repeated requests return the stored value at once.",
        "neutral",
    )


def test_capitalised_keyword_subject_of_mean_is_a_gloss():
    pairs = _by_kind("MUST or REQUIRED means the server has to reject the request.")
    assert pairs["original"][2] == "neutral"


def test_speaker_subject_of_mean_is_a_stipulation():
    pairs = _by_kind("By stable, we mean that the output never changes between runs.")
    assert pairs["original"][2] == "neutral"


def test_inferential_this_means_stays_entailment():
    pairs = _by_kind("This means that the stored value is returned at once.")
    assert pairs["original"][1:] == ("The stored value is returned at once.", "entailment")


def test_provisional_evidence_indicate_is_neutral():
    pairs = _by_kind("Research to date indicates that static schedulers waste less memory.")
    assert pairs["original"][1:] == ("Static schedulers waste less memory.", "neutral")


def test_plain_evidence_indicate_stays_entailment():
    pairs = _by_kind("The benchmark indicates that static schedulers waste less memory.")
    assert pairs["original"][1:] == ("Static schedulers waste less memory.", "entailment")
