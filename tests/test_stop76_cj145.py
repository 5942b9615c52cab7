"""Stop 76 round two, branch cj145: leftovers anchored to a removed conjunct and a span that
stops short of its member (s1204o classes 2 and 3). Sentences go through the real spaCy model;
they are constructed, in the shape of the reviewed ones. Controls (good neighbours) say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _removed(run, text: str) -> dict:
    return removed(run(text)[1])


def test_in_which_case_keeps_last_member(run):
    """ "in which case" takes the last disjunct as antecedent (Quirk et al. 1985 §17.22)."""
    text = "Names can be short or long, in which case they're truncated to ten characters."
    out = _removed(run, text)
    assert "Names can be short, in which case they're truncated to ten characters." not in out


def test_plain_clause_after_members_keeps_removal(run):
    """Control: a coordinated clause after the members is no relative on the last one."""
    out = _removed(run, "Names can be short or long, and they're truncated to ten characters.")
    assert "Names can be short, and they're truncated to ten characters." in out


def test_indicated_gloss_keeps_last_member(run):
    """An "i.e." gloss after the last member is its appositive (Quirk et al. 1985 §17.80)."""
    text = "The class stores keys, values and slots (i.e. a fixed table of attribute names)."
    out = _removed(run, text)
    assert not any("values (i.e." in h for h in out)
    assert "The class stores keys and slots (i.e. a fixed table of attribute names)." in out


def test_member_not_named_again_is_removed(run):
    """Control: without the later mention the member goes."""
    out = _removed(run, "Objects (instances of dict, set, or frozenset) can be hashed quickly.")
    assert "Objects (instances of dict or frozenset) can be hashed quickly." in out


def test_stray_premodifier_read_as_verb_is_not_stranded(run):
    """ "include" read as a verb of the other number than "specifies" (Quirk §10.34)."""
    text = (
        "For the module, it specifies compiler flags, include directories, library paths and "
        "libraries."
    )
    out = _removed(run, text)
    assert not any("include library" in h for h in out)
    assert "For the module, it specifies compiler flags, include directories and libraries." in out


def test_shared_verb_before_first_member_keeps_removal(run):
    """Control: the verb right before the first member is its shared governor."""
    out = _removed(run, "The compiler reads directories, files and libraries.")
    assert "The compiler reads files and libraries." in out
