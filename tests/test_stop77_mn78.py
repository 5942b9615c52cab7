"""Stop 77, mn78: one place for "a norm noun" (docs/verb_complement.md, "Stop 77: mn78").

verb_complement's hand list of norm nouns (vc139: a norm as the subject of "not allow" keeps
the o/o of "allow") and the presupposition extractor's WordNet test (pr151: "break" a norm is
violate, no change of state) are one helper, ``pipeline.lexicon.wordnet.norm_noun``. The tests
pin its verdict on words (the vc139 list, the synsets added for it, the words left out with a
reason) and run one sentence of each phenomenon through the real model and pipeline, each with
a close neighbour that must keep its pair.
"""

from __future__ import annotations

import pytest

from pipeline.lexicon.wordnet import norm_noun
from tests.phenomenon_support import mined_pairs
from tests.phenomenon_support import presupposition_triggers as _triggers

# -- the helper on words ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "word",
    [
        # vc139's hand list, all but "code" (below)
        *("law", "rule", "policy", "regulation", "contract", "agreement", "constitution"),
        *("treaty", "convention", "etiquette"),
        # missed by pr151's synsets, covered by the ones added at stop 77
        "licence",  # license.n.01, third sense of "licence"
        "license",
        "statute",  # legislative_act.n.01 under act.n.01
        "guideline",  # guidepost.n.01 under rule.n.01
        "curfew",  # act.n.01
        "restriction",  # rule.n.01
        # commitments
        *("promise", "vow"),
    ],
)
def test_norm_nouns(word: str) -> None:
    assert norm_noun(word), word


@pytest.mark.parametrize(
    "word",
    [
        # a coding system or a program as much as a body of rules (code.n.02, code.n.03)
        "code",
        # legal documents that are held or spent, not complied with (legal_document.n.01 is not
        # a norm root): "this option allows you to" names a program's setting
        *("option", "share", "ticket"),
        # things and states broken in body or ended (pr151's controls)
        *("window", "seal", "habit", "silence"),
        # vc139's artifacts
        *("dialog", "program", "model", "button"),
    ],
)
def test_not_norm_nouns(word: str) -> None:
    assert not norm_noun(word), word


def test_the_two_readers_have_no_list_of_their_own() -> None:
    """One place: neither module binds its own norm list or test again."""
    from pipeline.phenomena import verb_complement
    from pipeline.phenomena.presupposition import extract

    for module in (verb_complement, extract):
        for name in ("_NORM_NOUNS", "NORM_SYNSETS", "NORM_SENSES", "_norm_noun"):
            assert not hasattr(module, name), (module.__name__, name)
    assert extract.norm_noun is verb_complement.norm_noun is norm_noun


# -- verb_complement: a licence as the subject of "not allow" ----------------------------------


def _vc_kind(text: str, kind: str):
    return next((p for p in mined_pairs(text, "verb_complement") if p.premise_kind == kind), None)


def test_licence_not_allow_stays_neutral() -> None:
    """A licence grants a permission that can be defied (Kratzer 1981): o/o, neutral."""
    p = _vc_kind(
        "The licence does not allow you to copy the fonts onto other computers.", "original"
    )
    assert p is not None and p.heuristic_label == "neutral"


def test_statute_not_allow_stays_neutral() -> None:
    """ "statute" was on vc139's list and missed by pr151's synsets: act.n.01 now covers it."""
    p = _vc_kind("The statute does not allow you to sell the land before the harvest.", "original")
    assert p is not None and p.heuristic_label == "neutral"


def test_installer_not_allow_is_contradiction() -> None:
    """Neighbour: a program as the subject prevents the act (vc139): contradiction."""
    p = _vc_kind(
        "The program does not allow you to copy the fonts onto other computers.", "original"
    )
    assert p is not None and p.heuristic_label == "contradiction"


# -- presupposition: "break" a norm the old synsets missed ---------------------------------------


def test_break_the_curfew_has_no_candidate() -> None:
    """ "break the curfew" is violate.v.01 (act.n.01, a decree): no prior state presupposed."""
    assert (
        _triggers("The students broke the curfew on the last night of the trip.", "change_of_state")
        == set()
    )


def test_break_the_guidelines_has_no_candidate() -> None:
    text = "The new report format breaks the guidelines for naming columns."
    assert _triggers(text, "change_of_state") == set()


def test_break_the_fence_keeps_its_candidate() -> None:
    """Neighbour: a physical theme, a change of integrity, keeps its candidate."""
    text = "The students broke the fence on the last night of the trip."
    assert _triggers(text, "change_of_state") == {"broke"}
