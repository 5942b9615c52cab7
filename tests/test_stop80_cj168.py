"""Stop 80 round two, branch cj168: conjunct replacement pairs must replace a member.

``conjunction._shared_premodifier``: a modifier before the first of coordinated bare heads
("explicitly open or close") is shared by the coordination (Huddleston & Pullum 2002 ch. 15
§4.4), no member: no antonym swap of it. A first member with its own object is still swapped.

Sentences are constructed and go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _replaced(text: str) -> dict[str, object]:
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "conjunction", assess_sources=True)
        if p.hypothesis_kind == "conjunct_replaced" and p.well_formed
    }


# a premodifier shared by coordinated bare heads


def test_shared_adverb_of_bare_verbs_makes_no_replacement():
    assert not _replaced("You may want to explicitly open or close the file from a script.")


def test_adverb_of_first_full_member_is_still_replaced():
    text = "You may want to explicitly open the file or close the window from a script."
    replaced = _replaced(text)
    assert "You may want to implicitly open the file or close the window from a script." in (
        replaced
    )
