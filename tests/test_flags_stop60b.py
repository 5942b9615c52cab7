"""Flag calibration, stop 60 (fl22; docs/fitness.md "Flag calibration, stop 60 (fl22)").

``source:fragment`` of a well-formed verbless description ("A medical cream that provides ...",
"Your skill in ...") is now ``source:description``: a warning on conjunction pairs, which keep
the description as found on both sides, a defect on the others. Headlines, captions with a
comma-set participle, coordinator-initial dialogue fragments and subject-dropped verbs stay
``fragment``; a "-s" verb misread as a noun before its "that" clause is no fragment. Real
sentences through the real spaCy model and the real pipeline.
"""

from __future__ import annotations

import pytest

from pipeline import fitness, flags
from tests.phenomenon_support import kept, mined_pairs, pair_flags


def _reasons(nlp, text: str) -> list[str]:
    return fitness.assess(text, nlp(text))


@pytest.mark.parametrize(
    "text",
    [
        "A medical cream that provides both vascular restriction and anesthetic properties.",
        "A magical flexible stonelike substance for protection and attack.",
        "Your skill in engineering, maintaining and repairing vehicles and other mechanical "
        "systems.",
        "A game where players traverse around the board buying property and swindling their "
        "friends.",
        "Sugary, sweet, and bad for your teeth.",
        # a supplementary relative stays inside the noun phrase
        "A very fast unit, which is very useful for hunting down enemy Transports.",
    ],
)
def test_description_is_not_a_fragment(nlp, text):
    reasons = _reasons(nlp, text)
    assert "description" in reasons
    assert "fragment" not in reasons


@pytest.mark.parametrize(
    "text",
    [
        # a caption whose clause lost its auxiliary: the participle is set off by a comma
        "Magnum ammunition, developed from early handgun hunting efforts and popularized by law "
        "enforcement usage.",
        # a dialogue turn opening on a coordinator
        "And my nephew, Ash, Boris and Stan's son.",
        # subject-dropped verbs
        # (stop 62, cj102: "Provides storage for 2 long arms and rifles." is item text with its
        # subject left out, now ``subjectless``: tests/test_conjunction_hundred_third_pass.py)
        # (stop 92, fl81: "Became famous in the wastes after ..." is a past-tense verb with no
        # subject anywhere, now ``subjectless`` like the -s item text above and the same clause
        # tagged VBN: ``fitness.past_subject_drop``, tests/test_flags_stop92_fl81.py)
        # headline and news fragments: no article or possessive, a numeral, a proper noun
        "Sidebar solution for the busy family.",
        "Two trials in which he is acquitted.",
        "Sinai Hospital, which had done more of these operations.",
    ],
)
def test_other_fragments_stay_fragments(nlp, text):
    reasons = _reasons(nlp, text)
    assert "fragment" in reasons
    assert "description" not in reasons


def test_cut_description_is_no_description(nlp):
    reasons = _reasons(nlp, "A guitar that belongs to.")
    assert "description" not in reasons
    assert "truncated" in reasons


def test_misread_verb_before_content_clause_is_a_sentence(nlp):
    text = (
        "The label purports that these pills are able to treat flu-like symptoms and maintain "
        "general wellness."
    )
    assert _reasons(nlp, text) == []
    # control: a real noun with its relative clause stays a fragment
    assert "fragment" in _reasons(nlp, "The claims that he made.")


def test_description_is_a_warning_only_for_conjunction():
    assert flags.severity("source:description", "conjunction", "conjunct_removed") == "warning"
    for phenomenon in ("presupposition", "implicature", "verb_complement"):
        assert flags.severity("source:description", phenomenon) == "defect"


def test_conjunction_pair_on_a_description_is_kept():
    text = "A magical flexible stonelike substance for protection and attack."
    pairs = mined_pairs(text, "conjunction", assess_sources=True)
    # stop 71 (fl41): the definition is mended into the copular clause it stands for
    # (process._copular_definitions), so the description flag goes with the fragment
    short = [
        p
        for p in pairs
        if p.hypothesis == "It is a magical flexible stonelike substance for attack."
    ]
    assert short
    assert all("copular-definition" in pair_flags(p) and kept(p) for p in short)
    assert not any("source:fragment" in pair_flags(p) for p in pairs)


def test_conjunction_pair_on_a_caption_stays_refused():
    text = (
        "Magnum ammunition, developed from early handgun hunting efforts and popularized by law "
        "enforcement usage."
    )
    pairs = mined_pairs(text, "conjunction", assess_sources=True)
    # Since stop 71 (cj122) the parse's "from" with both an object ("handgun") and a clause
    # ("hunting efforts") is a misparse and the coordination is refused outright; whatever
    # is written from a caption must still be flagged.
    assert all("source:fragment" in pair_flags(p) and not kept(p) for p in pairs)
    assert not any(kept(p) for p in mined_pairs(text, "conjunction"))


def test_presupposition_pair_on_a_description_stays_refused():
    text = "A metal plating that replaces the flesh on the user's arms."
    pairs = mined_pairs(text, "presupposition", assess_sources=True)
    assert pairs
    assert all("source:description" in pair_flags(p) and not kept(p) for p in pairs)


# -- deictic-possessor: a warning, checked after the possessum's defects ---------------------------


def _possession_drafts(text: str) -> list:
    return [
        p
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "possessed_definites" and p.hypothesis_kind == "presupposition"
    ]


def test_demonstrative_possessor_draft_is_kept_with_a_warning():
    pairs = _possession_drafts(
        "This station's hull is pockmarked by weapons fire and torn open by larger explosions."
    )
    assert pairs and {p.hypothesis for p in pairs} == {"This station has a hull."}
    assert all("deictic-possessor" in pair_flags(p) and kept(p) for p in pairs)
    assert flags.severity("deictic-possessor", "presupposition") == "warning"


def test_demonstrative_possessor_of_a_body_part_keeps_its_flag():
    # a warning since stop 64 (fl27), as deictic-possessor is; stop 89 (pr195) re-decided the
    # pin: a zombie is a person (WordNet noun.person, a reanimated body), and arms are a part
    # every person has, so "This zombie has arms" is true by the meaning of "zombie" and tests
    # no projection (the prior's rows judged "This zombie has a face" bad): the defect
    # universal-body-part now comes with the warning, and the pair is not kept
    pairs = _possession_drafts("This zombie's arms have stretched far beyond human limits.")
    assert pairs and {p.hypothesis for p in pairs} == {"This zombie has arms."}
    assert all("inalienable-possession" in pair_flags(p) for p in pairs)
    assert all("universal-body-part" in pair_flags(p) and not kept(p) for p in pairs)
