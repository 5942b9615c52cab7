"""Stop 73, branch cj130: conjunct removals, replacements and labels of the blind reviews
s1204f and s1204e (FOLDOC). Sentences go through the real spaCy model. Where a rule answers a
parser error, the test sentence has to reproduce that error, so it stays close to the reviewed
sentence; the other sentences are constructed. Controls (good neighbours that must keep their
pairs) say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _removed(run, text: str) -> set[str]:
    return set(removed(run(text)[1]))


def _replaced(run, text: str) -> set[str]:
    return {p.hypothesis for p in run(text)[1] if p.hypothesis_kind == "conjunct_replaced"}


def _labels(run, text: str, kind: str) -> dict[tuple[str, str], str]:
    return {
        (p.premise, p.hypothesis): p.heuristic_label
        for p in run(text)[1]
        if p.hypothesis_kind == kind
    }


# removal residue --------------------------------------------------------------------------------


def test_that_clause_not_left_as_sentence(run):
    """ "He felt A, which it was, and that B": never "That B." as a sentence."""
    text = (
        "He felt this was patently dishonest, which it was, and that it hurt his integrity "
        "as a writer, which it did, so he refused to do it."
    )
    assert not any(h.startswith("That ") for h in _removed(run, text))


def test_singular_complement_of_plural_subject(run):
    """ "Other improvements are a A and a B": never "Other improvements are a B"."""
    text = "Other improvements are a faster write buffer and an enlarged cache in the MMU."
    out = _removed(run, text)
    assert "Other improvements are an enlarged cache in the MMU." not in out
    assert "Other improvements are a faster write buffer." not in out


def test_plural_complement_of_plural_subject_kept(run):
    """Control: plural members agree with the plural subject whichever stays."""
    out = _removed(run, "The main features are faster buses and larger caches.")
    assert "The main features are larger caches." in out


def test_infinitive_stays_with_last_verb(run):
    """ "loves or pursues or desires to obtain": never "pursues to obtain"."""
    text = "Nor again is there anyone who loves or pursues or desires to obtain pain of itself."
    out = _removed(run, text)
    assert "Nor again is there anyone who loves or pursues to obtain pain of itself." not in out


def test_shared_adjective_not_dropped(run):
    """ "the earlier A and B algorithms": never "the B algorithms" without "earlier"."""
    text = "MPEG-4 extends the earlier MPEG-1 and MPEG-2 algorithms with synthesis of speech."
    out = _removed(run, text)
    assert "MPEG-4 extends the MPEG-2 algorithms with synthesis of speech." not in out


def test_compatible_keeps_its_standard(run):
    """ "IBM PC and compatible computers": never "compatible computers" alone."""
    text = "Windows had been shipped with IBM PC and compatible computers since 1981."
    assert "Windows had been shipped with compatible computers since 1981." not in _removed(
        run, text
    )


def test_other_under_quantity_noun(run):
    """ "the key and a variety of other information": never "a variety of other information"."""
    text = "The CA issues a certificate containing the public key and a variety of other data."
    out = _removed(run, text)
    assert "The CA issues a certificate containing a variety of other data." not in out
    assert "The CA issues a certificate containing the public key." in out


def test_antecedent_of_demonstrative_kept(run):
    """ "storing management data and passing this data": never "passing this data" alone."""
    text = (
        "The concept provides a basis for storing management information with versions and "
        "passing this information between individual tools."
    )
    out = _removed(run, text)
    assert (
        "The concept provides a basis for passing this information between individual tools."
        not in out
    )
    assert "The concept provides a basis for storing management information with versions." in out


def test_anaphoric_mention_is_no_antecedent(run):
    """Control: "the rights to this patent ..., and you may infringe this patent": the first
    "this patent" is anaphoric itself, so removing its clause strips no antecedent."""
    text = (
        "The exclusive rights to this patent are held by a company called Public Key Partners, "
        "and you may be infringing this patent if you use PGP in the USA."
    )
    assert "You may be infringing this patent if you use PGP in the USA." in _removed(run, text)


# replacements -----------------------------------------------------------------------------------


def test_decade_not_duplicated(run):
    """ "the 1980s and early 1990s" -> never "the 1990s and early 1990s"."""
    text = (
        "Nintendo started by making playing cards, but was later dominant in video games "
        "throughout the 1980s and early 1990s worldwide."
    )
    assert not any("the 1990s and early 1990s" in h for h in _replaced(run, text))


def test_gates_in_logic_sense_not_swapped(run):
    """ "logic elements, either gates or lookup tables": no "doors" for logic gates."""
    text = (
        "An FPGA consists of an array of logic elements, either gates or lookup table RAMs, "
        "flip-flops and programmable interconnect wiring."
    )
    assert not any("doors" in h for h in _replaced(run, text))


# labels -----------------------------------------------------------------------------------------


def test_added_disjunct_under_allow_is_neutral(run):
    """ "allow any tier to be replaced" -> "... to be upgraded or replaced": free choice under
    permission, a new permission: neutral; the removal is entailed."""
    text = "The design is intended to allow any of the three tiers to be upgraded or replaced independently."
    added = _labels(run, text, "conjunct_added")
    short = "The design is intended to allow any of the three tiers to be replaced independently."
    assert added[(short, text)] == "neutral"
    assert _labels(run, text, "conjunct_removed")[(text, short)] == "entailment"
