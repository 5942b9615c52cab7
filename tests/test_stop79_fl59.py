"""Stop 79 round one, branch fl59: agreement slips of non-native sources that the blind judges
rejected in every phenomenon (docs/flags.md, "Stop 79: fl59").

- ``agreement`` (``fitness._one_of_singular``): the partitive "one of" + a definite singular count
  noun ("one of the colour channel"; Quirk et al. 1985 §6.50), not a collective ("one of the
  crew", "one of their number"; Quirk et al. 1985 §10.40).
- ``agreement`` (``fitness._plural_noun_singular_verb``): a plural-only determiner + a plural
  head with a singular tensed word ("Those brushes has", "These two knobs and their fields does
  not"; Quirk et al. 1985 §10.34, §10.36), not a plural used as a singular ("These news").
- Notional agreement (Quirk et al. 1985 §10.35-10.41) stays unflagged: collective, quantity and
  "number of" subjects with a plural verb.

Each rule has a bad case and a close good neighbour. Sentences are constructed and go through
the real spaCy model and the real pipeline."""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline.flags import settle
from pipeline.process import run_texts
from pipeline.records import Pair
from tests.phenomenon_support import fitness_reasons as _reasons


def _pairs(text: str, phenomenon: str) -> list[Pair]:
    _, result = run_texts([text], [phenomenon], assess_sources=True)
    return [settle(p) for p in result.pairs]


ONE_OF = [
    "You can copy the values from one of the colour channel to the alpha layer.",
    "Select one of the main reason for the failure.",
    "Drag the marker onto one of your saved palette to add the colour.",
]

GOOD_ONE_OF = [
    "You can copy the values from one of the colour channels to the alpha layer.",
    "Select one of the main reasons for the failure.",
    "She was one of the family for twenty years.",  # a collective: a member of a group
    "He is one of the crew of the boat.",
    "One of the staff will answer your mail.",
    "He was one of their number.",
    "The widget is one of the best in the toolkit.",
    "This is one of the following: a file or a folder.",
]

PLURAL_SINGULAR = [
    "These two brushes and their masks does not change the opacity.",
    "Those filters has a preview window.",
    "Several options is available in the menu.",
]

GOOD_PLURAL_SINGULAR = [
    "These two brushes and their masks do not change the opacity.",
    "Those filters have a preview window.",
    "Several options are available in the menu.",
    "These news is good for the users.",  # a plural form used as a singular
    "The layers these filters use is shown in the dialog.",
]

#: Notional agreement (Quirk et al. 1985 §10.35-10.41): a plural verb with a collective or
#: quantity subject, or a singular verb with a measure phrase, is no slip.
NOTIONAL = [
    "The committee are divided on the new layout.",
    "A number of tools are listed in the toolbox.",
    "A lot of filters are slow on large images.",
    "The majority of the brushes are round.",
    "Ten minutes is enough to render the scene.",
    "The staff are busy with the release.",
]


@pytest.mark.parametrize("text", ONE_OF + PLURAL_SINGULAR)
def test_agreement_slip_is_flagged(nlp, text):
    assert "agreement" in _reasons(nlp, text)


@pytest.mark.parametrize("text", GOOD_ONE_OF + GOOD_PLURAL_SINGULAR + NOTIONAL)
def test_good_neighbour_not_flagged(nlp, text):
    assert "agreement" not in _reasons(nlp, text)


def test_one_of_check_reads_the_noun(nlp):
    assert fitness._one_of_singular(nlp(ONE_OF[0]))
    assert not fitness._one_of_singular(nlp(GOOD_ONE_OF[0]))


def test_plural_check_reads_the_auxiliary(nlp):
    assert fitness._plural_noun_singular_verb(nlp(PLURAL_SINGULAR[0]))
    assert not fitness._plural_noun_singular_verb(nlp(GOOD_PLURAL_SINGULAR[0]))


@pytest.mark.parametrize(
    ("bad", "good", "phenomenon"),
    [
        (
            "These settings allow you to move the values from one of the colour channel to "
            "another one.",
            "These settings allow you to move the values from one of the colour channels to "
            "another one.",
            "verb_complement",
        ),
        (
            "These two sliders and their fields lets you change the width and the height.",
            "These two sliders and their fields let you change the width and the height.",
            "conjunction",
        ),
    ],
)
def test_pipeline_flags_slip_and_keeps_neighbour(bad, good, phenomenon):
    bad_pairs = _pairs(bad, phenomenon)
    assert bad_pairs
    assert all(not p.well_formed for p in bad_pairs)
    assert any("agreement" in str(p.features.get("flags")) for p in bad_pairs)
    assert any(p.well_formed for p in _pairs(good, phenomenon))
