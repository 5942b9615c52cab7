"""Stop 90, pr199: presupposition triggers and drafts.

- "escape" without a confining source, object or captive subject is escape.v.04 "avoid" or
  flee.v.01 (Levin 1993 §51.1), no change-of-state trigger and no "captive before" draft
  (blind review s1205w pres-046, pres-059); a confining source or a captive subject keeps
  IMPPRES's captivity draft.
- An it-cleft clause that the parser cut at a comma, with a noun phrase hung on the copula or
  pivot, is refused rather than drafted without its object complement (Delin 1992; s1205w
  pres-085).
- A pluperfect time clause stands alone as the simple past in its own paradigm ("had lain" ->
  "lay", "had lied" -> "lied"; Quirk et al. 1985 §4.24; s1205w pres-044).
"""

from __future__ import annotations

import pytest

from tests.phenomenon_support import mined_pairs


def _drafts(text: str, subtype: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


def _subtype_pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "presupposition") if p.subtype == subtype]


@pytest.mark.parametrize(
    "text",
    [
        "The land of Egypt won't escape.",  # s1205w pres-046: escape judgment
        "The village did not escape the flood.",  # constructed: escape.v.04 avoid
        "Their priests will flee away, and escape, but they themselves will be burned.",
        "The soldiers fled and escaped before dawn.",  # constructed: flee
    ],
)
def test_escape_without_confinement_is_no_change_of_state(text):
    assert _subtype_pairs(text, "change_of_state") == []


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("He escaped from prison in 1962.", "He was captive before."),
        ("The prisoners escaped during the night.", "The prisoners were captive before."),
        ("The thief escaped his captors.", "The thief was captive before."),
    ],
)
def test_confinement_escape_keeps_its_draft(text, draft):
    assert draft in _drafts(text, "change_of_state")


def test_escape_from_a_place_keeps_the_trigger_without_captivity():
    # a "from" source keeps the change of place, but a city confines nobody
    pairs = _subtype_pairs("She escaped from the city at dawn.", "change_of_state")
    assert pairs
    assert not any("captive" in p.hypothesis for p in pairs)


@pytest.mark.parametrize(
    ("text", "cut"),
    [
        (
            "It was you who made the Sodomites, those workers of exceedingly iniquity, men "
            "notorious for their vices, an example to later generations, when you covered them "
            "with fire and brimstone.",
            "Someone made the Sodomites.",
        ),
        (
            "It was the senate who named Octavian, the adopted son of Caesar, a man of great "
            "ambition, the first emperor of Rome.",
            "Someone named Octavian.",
        ),
    ],
)
def test_cleft_clause_cut_short_is_refused(text, cut):
    drafts = _drafts(text, "clefts")
    assert cut not in drafts
    assert drafts == set()


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("It was John who painted the door red.", "Someone painted the door red."),
        ("It was Paris that she loved, the city of light.", "She loved something."),
        ("It was John who found the key, after a long search.", "Someone found the key."),
    ],
)
def test_whole_cleft_clauses_keep_their_draft(text, draft):
    assert draft in _drafts(text, "clefts")


@pytest.mark.parametrize(
    ("text", "draft", "wrong"),
    [
        (
            "Before they had lain down, she came up to them on the roof.",
            "They lay down.",
            "They had lain down.",
        ),
        (
            "After he had lied to the court, he was jailed.",
            "He lied to the court.",
            "He lay to the court.",
        ),
    ],
)
def test_pluperfect_time_clause_becomes_simple_past(text, draft, wrong):
    drafts = _drafts(text, "temporal_adverbs")
    assert draft in drafts
    assert wrong not in drafts


@pytest.mark.parametrize(
    ("text", "draft"),
    [
        ("After we had eaten, they left.", "We ate."),
        # "lain" tagged VBN: the simple past of intransitive "lie" was right before too
        (
            "After the dog had lain in the sun for an hour, it went inside.",
            "The dog lay in the sun for an hour.",
        ),
    ],
)
def test_pluperfect_neighbours_untouched(text, draft):
    assert draft in _drafts(text, "temporal_adverbs")
