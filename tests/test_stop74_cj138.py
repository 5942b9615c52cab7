"""Stop 74 round three, branch cj138: conjunction classes of the blind review s1204k (Python 3.11
documentation): the range idiom "X or later", the exclusive bound "up to but not including", and
a verb conjunct cut from the object that follows it (internal "different": a control only).
Sentences go through the real spaCy model; they are constructed, in the shape of the reviewed
ones. Controls (good neighbours) say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, pair_texts, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _removed(run, text: str) -> set[str]:
    return set(removed(run(text)[1]))


def _texts(run, text: str) -> set[str]:
    return pair_texts(run(text)[1])


def test_version_or_later_is_one_range(run):
    """ "glibc of 2.17 or later" = at least 2.17 (H&P ch. 5 §6.1): no "glibc of later"."""
    text = (
        "The call is available on systems with a kernel version of 3.2 or later "
        "and glibc of 2.17 or later."
    )
    texts = _texts(run, text)
    assert not any("of later" in t or "2.17 and" in t or "3.2 and" in t for t in texts)
    # the "and" between the two requirements is still a coordination
    assert "The call is available on systems with a kernel version of 3.2 or later." in _removed(
        run, text
    )


def test_named_version_or_newer_has_no_pair(run):
    assert _texts(run, "The module needs Python 3.8 or newer.") == set()


def test_temporal_or_later_keeps_pairs(run):
    """Control: "now or later" is a disjunction of two times; its removals stay."""
    assert "You can run the job now." in _removed(run, "You can run the job now or later.")


def test_up_to_but_not_including_is_fixed(run):
    """The exclusive bound formula coordinates nothing (Quirk §13.99)."""
    text = "The slice holds everything up to but not including the last item."
    assert _texts(run, text) == set()


def test_but_clause_next_to_range_keeps_pairs(run):
    """Control: a real "but" coordination is still split."""
    text = "The slice holds the first item, but the copy holds the last item."
    assert _removed(run, text)


def test_different_on_object_of_and_subject_stays_flagged(run):
    """ "A and B use different paradigms": internal "different" (Carlson 1987); the existing
    ``plural_antecedent`` flag already keeps the shortened subject out (no second rule)."""
    text = "Linux and Windows use completely different paradigms."
    for p in run(text)[1]:
        if p.hypothesis_kind == "conjunct_removed":
            assert "plural_antecedent" in p.features["flags"]


def test_verb_conjunct_cut_from_its_object(run):
    """ "reading a file and [encounter] the line stop 1": no "reading a file the line"."""
    text = (
        "For example, if you're reading a file and encounter the line stop 1, "
        "you might wonder what it means."
    )
    assert not any("a file the line" in t for t in _texts(run, text))


def test_verb_conjunct_with_its_object_keeps_pairs(run):
    """Control: the verb has its object; the removal stays."""
    text = "If you open a file and read the first line, you can close it."
    assert "If you open a file, you can close it." in _removed(run, text)


def test_participle_premodifier_keeps_pairs(run):
    """Control: "informative and [debugging] messages": the -ing word premodifies the noun."""
    text = "By default, informational and debugging messages are suppressed and the log is empty."
    out = _removed(run, text)
    assert "By default, debugging messages are suppressed and the log is empty." in out
