"""Stop 89, ng03: one embedding rewriter for coordinated verb-phrase lists and appositive
subjects under negation, question and modal.

* a list of verb phrases "A, B, and C" sharing one subject, whose middle member the parser hung
  on A as an adverbial clause ("fell on his face, *wept* on him, and *kissed* him"), is one
  coordination under the operator (``clause_scope.listed_verb_phrases``; H&P 2002 ch. 15 §4.3,
  Quirk et al. 1985 §13.59-13.60): the question's do-support takes every member in the plain
  form, the modal's "have" every member in the participle, and the negation, whose "didn't"
  would take one member or the whole list (a scope ambiguity; NOPE and IMPPRES negate one
  clause), is refused as ``one-conjunct-negated`` like any comma-set finite conjunct;
* a last list member tagged as a participle whose form is also the past ("and wept [VBN]")
  takes the question's do-support too (``embedding._past_read_as_participle``);
* "Name the Epithet" ("John the Baptist", "Zabdiel the Arabian") is one subject noun phrase
  (Quirk et al. 1985 §17.65-17.80), not a vocative and a subject: the question inverts around
  the whole of it (``negation.name_before_epithet``).

Sentences go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _premises(text: str, kind: str) -> set[str]:
    """The well-formed premises of ``kind`` of the presupposition pairs (hypothesis: the
    presupposition) mined from ``text``. The "original" hypothesis beside a one-conjunct
    negation is a ranker's doubt by design (flags.py, stop 87 fl74), not asserted here."""
    return {
        p.premise
        for p in mined_pairs(text, "presupposition")
        if p.premise_kind == kind and p.well_formed and p.hypothesis_kind == "presupposition"
    }


# --- coordinated verb-phrase lists -------------------------------------------------------------


def test_question_takes_every_list_member_in_the_plain_form():
    text = "The king fell on his knees, wept before the altar, and prayed."
    assert _premises(text, "interrogative") == {
        "Did the king fall on his knees, weep before the altar, and pray?"
    }


def test_question_on_the_reviewed_list():
    text = "Joseph fell on his father's face, wept on him, and kissed him."
    assert _premises(text, "interrogative") == {
        "Did Joseph fall on his father's face, weep on him, and kiss him?"
    }


def test_negation_of_one_list_member_is_not_written():
    for text in (
        "The boy fell on the floor, cried for his mother, and slept.",
        "Joseph fell on his father's face, wept on him, and kissed him.",
    ):
        written = _premises(text, "negated")
        assert not any("didn't fall" in p for p in written), written
        refused = [
            p
            for p in mined_pairs(text, "presupposition")
            if p.premise_kind == "negated"
            and p.hypothesis_kind == "presupposition"
            and "didn't fall" in p.premise
        ]
        assert refused and all("one-conjunct-negated" in p.features["flags"] for p in refused), (
            refused
        )


def test_past_list_member_tagged_as_participle_takes_do_support():
    text = "Maria opened the box, read the letter, and wept."
    assert _premises(text, "interrogative") == {
        "Did Maria open the box, read the letter, and weep?"
    }


def test_noun_tagged_as_participle_after_and_is_not_a_verb():
    # neighbour: "and to those ... of her own kindred [VBN]" is no past verb after "and"
    text = (
        "She distributed her goods before she died to all those who were nearest of kin to "
        "Manasses her husband, and to those who were nearest of her own kindred."
    )
    questions = _premises(text, "interrogative")
    assert questions and all(q.endswith("of her own kindred?") for q in questions), questions


def test_modal_keeps_the_whole_list_in_the_participle():
    # a good neighbour: the modal's "have" already carried the list ("wept" is also the
    # participle), and it still does
    text = "The king fell on his knees, wept before the altar, and prayed."
    assert _premises(text, "modal") == {
        "The king might have fallen on his knees, wept before the altar, and prayed."
    }


def test_list_under_an_auxiliary_is_untouched():
    # neighbour: "had fallen, wept, and kissed" is a list of participles under one "had"
    text = "Joseph had fallen on his face, wept on him, and kissed him."
    assert _premises(text, "interrogative") == {
        "Had Joseph fallen on his face, wept on him, and kissed him?"
    }


# --- "Name the Epithet" subjects ---------------------------------------------------------------


def test_question_inverts_around_name_with_epithet():
    assert _premises("John the Baptist stopped preaching in the desert.", "interrogative") == {
        "Did John the Baptist stop preaching in the desert?"
    }
    text = "Zabdiel the Arabian took off Alexander's head, and sent it to Ptolemy."
    premises = {p.premise for p in mined_pairs(text, "presupposition")}
    assert "Did Zabdiel the Arabian take off Alexander's head, and send it to Ptolemy?" in premises
    assert not any(p.startswith("Zabdiel, did") for p in premises), premises


def test_time_name_before_subject_stays_an_adverbial():
    # neighbour: a day name before "the N" is a time adverbial, not a name with an epithet
    pairs = mined_pairs("Monday the office opened its doors.", "presupposition")
    questions = {p.premise for p in pairs if p.premise_kind == "interrogative"}
    assert not any(q.startswith("Did Monday the office") for q in questions), questions
