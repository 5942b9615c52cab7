"""verb_complement, stop 71 round two (branch vc120): garbled infinitival hypotheses from the
s1204a review, flagged (not well formed) in ``pipeline/rewrite/complement.py``.

Constructed sentences through the real pipeline (``mined_pairs``, real spaCy parse), each
class next to a good neighbour that must stay well formed:

- a free-choice "anyone"/"any N" object controller ("The licence forbids anyone to V");
- "see if/whether" (an embedded question) in the infinitive;
- a relative clause whose gap is the trigger's object ("tools that engineers can use to V");
- a coordinated list controller right after a comma splice.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list[tuple[str, str, bool]]:
    return [
        (p.premise_kind, p.hypothesis, p.well_formed) for p in mined_pairs(text, "verb_complement")
    ]


def _flagged(text: str, hypothesis_start: str) -> set[bool]:
    return {wf for _, h, wf in _pairs(text) if h.startswith(hypothesis_start)}


def test_free_choice_controller_is_flagged():
    assert _flagged("The licence forbids anyone to sell copies of the program.", "Anyone") == {
        False
    }


def test_definite_controller_stays():
    assert _flagged("The licence allows the buyer to sell copies of the program.", "The buyer") == {
        True
    }


def test_see_if_question_is_flagged():
    hyps = _flagged(
        "The manager asked me to look at the code and see if I could find the bug.", "I looked"
    )
    assert hyps == {False}


def test_see_object_stays():
    hyps = _flagged("The manager asked me to look at the code and see the bug.", "I looked")
    assert hyps == {True}


def test_relative_gap_on_trigger_is_flagged():
    hyps = _flagged(
        "The library provides standard functions that programmers can use to read the files.",
        "The library",
    )
    # vc119 (same stop) refuses base-form "use X to V" as a purpose construction outright;
    # whatever is still written must be flagged.
    assert True not in hyps
    assert True not in _flagged(
        "The library provides standard functions that programmers can use to read the files.",
        "Programmers",
    )


def test_relative_gap_elsewhere_is_not_this_flag():
    # relatives on a trigger are flagged on main for other reasons; the gap check itself must
    # leave a subject gap and a gap inside the infinitive alone (real parse)
    from pipeline.parse import load, resolve_model
    from pipeline.rewrite.complement import _relative_gap_on_trigger

    nlp = load(resolve_model())
    for text in (
        "The library has functions that manage to read damaged files.",
        "The company sells tools that engineers want to use.",
    ):
        doc = nlp(text)
        verb = next(t for t in doc if t.dep_ == "relcl")
        head = next(c for c in verb.children if c.dep_ == "xcomp")
        assert not _relative_gap_on_trigger(verb, head), text
    doc = nlp("The library provides functions that programmers can use to read the files.")
    verb = next(t for t in doc if t.dep_ == "relcl")
    head = next(c for c in verb.children if c.dep_ == "xcomp")
    assert _relative_gap_on_trigger(verb, head)


def test_comma_spliced_list_controller_is_flagged():
    hyps = _flagged(
        "The protocol follows the old design, it permits file, print, and mail servers to "
        "announce their addresses.",
        "The protocol",
    )
    assert hyps == {False}


def test_plain_list_controller_stays():
    hyps = _flagged(
        "The protocol permits file, print, and mail servers to announce their addresses.", "File"
    )
    assert hyps == {True}


def test_demonstrative_with_matrix_antecedent_is_flagged():
    hyps = _flagged(
        "Some columns may be marked as indexes, which means that lookups on that column will "
        "run faster.",
        "Lookups",
    )
    assert hyps == {False}


def test_demonstrative_without_matrix_antecedent_stays():
    hyps = _flagged("The manual shows that that column holds the customer's name.", "That column")
    assert hyps == {True}
