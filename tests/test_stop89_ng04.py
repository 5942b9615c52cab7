"""Stop 89, ng04: the question and the conditional embeddings of three sentence forms judged
unnatural in s1205v (pres-002/069, pres-055, pres-029).

* a second/third-person "shall" is asked with "will" ("Will you remember that ...?", not
  "Shall you ...?"): interrogative "shall" is first person only in present-day English (Quirk
  et al. 1985 §4.57-4.58); "Shall I/we ...?" stays; a negated "shall" of another person (a
  prohibition, "You shall not ...") has no question (a negative yes/no question is conducive,
  §11.11, and reverses the directive): refused as ``deontic-shall-negated``;
* a fronted process/time adverb with no comma ("Immediately they left") goes to the medial
  position in both operators ("If they immediately left ...", "Did they immediately leave
  ...?"; Quirk et al. 1985 §8.20; ``embedding.fronted_process_adverb``);
* a set-off reason clause ("..., because ...", "..., for ...") is cut from the question, which
  asks about the main clause (Quirk et al. 1985 §8.137, §15.45; ``embedding.
  set_off_reason_span``); the conditional still refuses it (``set-off-reason``, stop 87).

Constructed sentences go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _premises(text: str, kind: str) -> set[str]:
    """The well-formed premises of ``kind`` of the presupposition pairs mined from ``text``."""
    return {
        p.premise
        for p in mined_pairs(text, "presupposition")
        if p.premise_kind == kind and p.well_formed
    }


# --- "shall" in questions ----------------------------------------------------------------------


def test_second_person_shall_is_asked_with_will():
    text = "You shall remember that your mother fed you in the desert."
    assert _premises(text, "interrogative") == {
        "Will you remember that your mother fed you in the desert?"
    }


def test_third_person_shall_is_asked_with_will():
    text = "The priest shall know that the man stopped working on the sabbath."
    written = _premises(text, "interrogative")
    assert written, written
    assert all(p.startswith("Will the priest") for p in written), written


def test_negated_deontic_shall_has_no_question():
    text = "You shall not forget that the king gave you this land."
    written = _premises(text, "interrogative")
    assert not written, written


def test_first_person_shall_question_stays():
    # neighbour: "Shall we ...?" is the present-day first-person question (Quirk §4.58)
    text = "We shall remember that our father stopped working."
    assert _premises(text, "interrogative") == {
        "Shall we remember that our father stopped working?"
    }


# --- a fronted process adverb ------------------------------------------------------------------


def test_fronted_adverb_goes_to_medial_position_in_the_conditional():
    text = "Suddenly the boy stopped crying."
    assert _premises(text, "conditional") == {"If the boy suddenly stopped crying, it's okay."}


def test_fronted_adverb_goes_to_medial_position_in_the_question():
    text = "Suddenly the boy stopped crying."
    assert _premises(text, "interrogative") == {"Did the boy suddenly stop crying?"}


def test_fronted_adverb_after_an_auxiliary():
    text = "Quickly the soldiers had left the city they had taken."
    conditional = _premises(text, "conditional")
    assert conditional, conditional
    assert all(p.startswith("If the soldiers had quickly left") for p in conditional), conditional


def test_reviewed_fronted_adverb_sentence():
    text = "Immediately they left their nets, and followed him."
    assert "If they immediately left their nets, and followed him, it's okay." in _premises(
        text, "conditional"
    )


def test_set_off_fronted_phrase_is_untouched():
    # neighbour: a fronted phrase with its comma stays before the question's auxiliary
    text = "In the morning, the boy stopped crying."
    assert _premises(text, "interrogative") == {"In the morning, did the boy stop crying?"}


# --- a set-off reason clause in the question -----------------------------------------------------


def test_because_clause_is_cut_from_the_question():
    text = "The farmers will stop working, because the rain has flooded their fields."
    assert _premises(text, "interrogative") == {"Will the farmers stop working?"}


def test_for_clause_is_cut_from_the_question():
    text = "The old woman stopped weeping, for her son had come home."
    assert _premises(text, "interrogative") == {"Did the old woman stop weeping?"}


def test_reason_clause_cut_leaves_no_control_against_the_whole_sentence():
    text = "The farmers will stop working, because the rain has flooded their fields."
    controls = [
        p
        for p in mined_pairs(text, "presupposition")
        if p.premise_kind == "interrogative" and p.hypothesis_kind == "original"
    ]
    assert not controls, [(c.premise, c.hypothesis) for c in controls]


def test_restrictive_because_clause_stays_in_the_question():
    # neighbour: with no comma the reason is inside the questioned proposition (Quirk §15.45)
    text = "The farmers stopped working because the rain flooded their fields."
    assert _premises(text, "interrogative") == {
        "Did the farmers stop working because the rain flooded their fields?"
    }


def test_conditional_still_refuses_the_reason_clause():
    text = "The farmers will stop working, because the rain has flooded their fields."
    assert not _premises(text, "conditional")


def test_reason_clause_inside_quoted_speech_is_not_cut():
    # neighbour: the reason clause belongs to the quoted utterance, which stays whole
    text = 'The old man stopped working and said, "Go home, because the night is cold."'
    assert _premises(text, "interrogative") == {
        'Did the old man stop working and say, "Go home, because the night is cold"?'
    }
