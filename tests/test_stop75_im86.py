"""Stop 75, im86: implicature rewrites from the s1204n blind review (KStars Handbook).

Constructed sentences through the real pipeline and the real spaCy model. The sources are cited
at the rules: ``pairs._with_participle_supplement`` (class 1: an appositive and the participle
clause after its closing comma go together) and ``supplements.imperative_frame`` (class 2: the
hypothesis of an item under "Note that P" is built from P alone).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_implicature_pairs


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {
        p.hypothesis for p in mined_implicature_pairs(text, subtype) if p.premise_kind != "negated"
    }


# -- 1. an appositive cut takes the participle clause after its closing comma ------------------


def test_participle_after_appositive_goes_with_it():
    text = (
        "Reflecting telescopes use two mirrors in order to create an image, a large primary "
        "mirror, which collects the incoming light, forming an image near the tube and the "
        "secondary mirror, which is acting as a relay."
    )
    hypotheses = _hypotheses(text, "numerals")
    assert hypotheses, "the numeral item is still mined"
    assert not any("forming" in h for h in hypotheses)


def test_participle_on_the_clause_stays():
    text = "Most visitors saw the comet, a bright object, using small telescopes."
    assert _hypotheses(text, "quantifiers") == {
        "Not all visitors saw the comet using small telescopes."
    }


# -- 2. "Note that P": the hypothesis is P, without the imperative frame -----------------------


def test_imperative_frame_is_dropped_from_the_hypothesis():
    text = "Remember that the label indicates that 6 moons are matched."
    assert _hypotheses(text, "numerals") == {
        "The label indicates that no more than 6 moons are matched."
    }


def test_coordinated_complement_without_the_trigger_goes():
    text = "Remember that most of the guests arrive late, and that the kitchen closes at ten."
    assert _hypotheses(text, "quantifiers") == {"Not all of the guests arrive late."}


def test_plain_declarative_is_untouched():
    text = "The label indicates that 6 moons are matched."
    assert _hypotheses(text, "numerals") == {
        "The label indicates that no more than 6 moons are matched."
    }
