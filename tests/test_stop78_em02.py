"""Stop 78 round three, branch em02: a comma-less sentence-initial evaluative disjunct that the
parser hangs on a proper-noun subject ("Luckily GIMP provides ...") is still the speaker's
comment on the whole clause (Quirk et al. 1985 §8.121-8.127; Ernst 2009 §2): the modal, the
question and the conditional leave it out, as they do for "Luckily, the editor provides ...".

Sentences are constructed and go through the real spaCy model and the real pipeline
(``mined_pairs``, sources assessed as in a run): a bad case per parse (advmod, "compound") and
good neighbours (the adverb inside a relative clause stays; a common-noun subject as before).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _premises(text: str, phenomenon: str = "presupposition") -> dict[str, set[str]]:
    """Well-formed embedded premises of ``text`` by premise kind."""
    out: dict[str, set[str]] = {}
    for p in mined_pairs(text, phenomenon, assess_sources=True):
        if p.premise_kind != "original" and p.well_formed:
            out.setdefault(p.premise_kind, set()).add(p.premise)
    return out


def test_disjunct_on_proper_noun_subject_stays_out():
    premises = _premises("Luckily GIMP provides a new filter to fix both problems.")
    assert premises.get("modal") == {"GIMP might provide a new filter to fix both problems."}
    assert premises.get("interrogative") == {"Does GIMP provide a new filter to fix both problems?"}
    assert premises.get("conditional") == {
        "If GIMP provides a new filter to fix both problems, it's okay."
    }


def test_disjunct_parsed_as_compound_of_the_subject_stays_out():
    premises = _premises("Luckily GIMP stopped crashing.")
    assert premises.get("modal") == {"GIMP might have stopped crashing."}
    assert premises.get("interrogative") == {"Did GIMP stop crashing?"}


def test_common_noun_subject_as_before():
    premises = _premises("Luckily the editor provides a new filter to fix both problems.")
    assert premises.get("interrogative") == {
        "Does the editor provide a new filter to fix both problems?"
    }


def test_disjunct_inside_a_relative_clause_stays():
    premises = _premises("Anna stopped using the filter that GIMP luckily provides.")
    assert premises.get("interrogative") == {
        "Did Anna stop using the filter that GIMP luckily provides?"
    }
    assert premises.get("modal") == {
        "Anna might have stopped using the filter that GIMP luckily provides."
    }
