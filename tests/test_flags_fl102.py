"""fl102: ``source:fragment`` narrowed on complete sentences the parse reads as a phrase.

Blind judges kept 6 of 8 conjunction pairs flagged ``source:fragment`` on the latest slices:
the sentences were complete clauses. Three classes (``fitness._clause_misread_as_phrase``):

1. A subject with a supplementary appositive of demonstrative "that" and its "of" phrase,
   set off by commas ("One feeling, that of relief, filled the room."): relative "that" takes
   no dependents and no comma-set relative (H&P 2002 ch. 12 §3.5, §4.1), so the verb after the
   second comma is the main verb (H&P 2002 ch. 15 §5.2). Near misses: "One feeling, that of
   relief." and "One feeling that filled the room." stay fragments.
2. A fronted conditional whose "-s" verb the tagger read as a plural noun, giving the main
   verb two subjects ("If rust forms, small holes are drilled, ..."): a clause has one subject
   (H&P 2002 ch. 4 §3; Quirk et al. 1985 §15.8). Near miss: the subordinate clause alone.
3. A relative clause on the subject, then the main verb hung inside the noun phrase ("The
   logging camps which in most valleys preceded settlement called for mills ..."): a relative
   clause has one finite verb of its own (H&P 2002 ch. 12 §3). Near misses: the noun phrase
   with its relative clause alone; a participle with a "by" agent or a naming participle with
   its name (reduced relatives, Quirk et al. 1985 §17.13).

Constructed sentences, the real parse and pipeline.
"""

import pytest

from tests.phenomenon_support import fitness_reasons, mined_pairs, pair_flags

UNFIT_PHRASE = {"fragment", "description"}


@pytest.mark.parametrize(
    "text",
    [
        "One feeling, that of relief, filled the room.",
        "If rust forms, small holes are drilled, one on each side, to drain the water.",
        "The logging camps which in most valleys preceded settlement called for mills to saw "
        "the timber.",
    ],
)
def test_complete_clause_is_no_fragment(nlp, text: str) -> None:
    assert not UNFIT_PHRASE & set(fitness_reasons(nlp, text))


@pytest.mark.parametrize(
    "text",
    [
        "One feeling, that of relief.",
        "One feeling that filled the room.",
        "If small holes are drilled, one on each side, to drain the water.",
        "The trading posts which in many regions preceded settlement.",
        "The mining firms which ran the valley.",
        "The mining firms which bought the land sold by the state.",
        "The mining firms which bought the land called Greenacre.",
    ],
)
def test_real_fragment_stays_unfit(nlp, text: str) -> None:
    assert "fragment" in fitness_reasons(nlp, text)


def test_appositive_with_relative_stays_a_phrase(nlp) -> None:
    # the verb is in a "which" relative on the appositive: no main verb
    reasons = fitness_reasons(nlp, "One feeling, that of relief, which filled the room.")
    assert UNFIT_PHRASE & set(reasons)


def _source_flags(text: str) -> set[str]:
    pairs = mined_pairs(text, "conjunction", assess_sources=True)
    assert pairs
    return {f for p in pairs for f in pair_flags(p) if f.startswith("source:")}


def test_conjunction_pairs_of_appositive_subject_unflagged() -> None:
    text = "One feeling, that of relief, filled the hall and the room."
    assert "source:fragment" not in _source_flags(text)


def test_conjunction_pairs_of_conditional_unflagged() -> None:
    text = (
        "If rust forms, small holes are drilled, one on each side, to drain the water and the oil."
    )
    assert "source:fragment" not in _source_flags(text)


def test_conjunction_pairs_of_relative_then_predicate_unflagged() -> None:
    text = "The logging camps which in most valleys preceded settlement called for roads and mills."
    assert "source:fragment" not in _source_flags(text)


def test_conjunction_pairs_of_relative_fragment_stay_flagged() -> None:
    text = "The logging camps which in most valleys preceded the farms and the towns."
    assert "source:fragment" in _source_flags(text)
