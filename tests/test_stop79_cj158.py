"""Stop 79 round one, branch cj158: conjunct removals that took less or more than the conjunct.

1. ``rewrite.conjuncts._gapped_mapping_list``: "dark gray to red, pale gray to blue and ..." is a
   coordination of verbless "X to Y" remnants (gapping, Huddleston & Pullum 2002 ch. 15 §4.2);
   the parse's single-word conjuncts would glue two remnants together: no removal.
2. ``rewrite.conjuncts._own_later_coordinate``: "You can't X, but you can Y, and Z" with "and Z"
   hung on Y: removing Y alone leaves Z under X's negation ("but" joins two coordinates, the
   second being [Y and Z]: Huddleston & Pullum 2002 ch. 15 §2.3): no removal of Y.
3. ``rewrite.conjuncts._interrogative_beside_declarative``: an embedded interrogative parsed as
   coordinated with a main clause (unlike coordinates, Sag et al. 1985): the interrogative is not
   removed ("You can choose you can quit").
4. ``phenomena.conjunction._repeated_head_noun``: a noun repeating the last conjunct's head
   inside a supplementary relative of the first conjunct is no parallel phrase (the comma pair
   closes the relative: Huddleston & Pullum 2002 ch. 12 §4.2): the parse's conjuncts stand.

Sentences are constructed and go through the real spaCy model and the real pipeline
(``mined_pairs``, sources assessed as in a run); rule 3's misparse is rare, so its bad case is a
constructed parse. Each rule has a bad case and a close good neighbour."""

from __future__ import annotations

from spacy.tokens import Doc
from spacy.vocab import Vocab

from pipeline.rewrite.conjuncts import _interrogative_beside_declarative
from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return list(mined_pairs(text, "conjunction", assess_sources=True))


def _shortened(text: str) -> set[str]:
    """The shortened side of every well-formed removal/addition pair of ``text``."""
    out: set[str] = set()
    for p in _pairs(text):
        if p.hypothesis_kind == "conjunct_removed" and p.well_formed:
            out.add(p.hypothesis)
        if p.hypothesis_kind == "conjunct_added" and p.well_formed:
            out.add(p.premise)
    return out


# 1. gapped "X to Y" remnants


def test_three_mapping_remnants_make_no_removal():
    text = "The dial settings map to speeds: low to slow, medium to steady and high to fast."
    assert _shortened(text) == set()


def test_two_mapping_remnants_after_colon_make_no_removal():
    text = "The buttons set the colors: dark gray to red and pale gray to blue."
    assert not any("red to" in s or "gray to pale" in s for s in _shortened(text))
    assert _shortened(text) == set()


def test_prepositional_ranges_are_still_conjuncts():
    text = "She drove from Paris to Lyon and from Lyon to Nice."
    assert "She drove from Paris to Lyon." in _shortened(text)


# 2. "A, but B, and C": C belongs to B's side


def test_middle_clause_of_but_and_is_not_removed():
    text = (
        "You can't edit the old files in this mode, but you can copy them to a new folder, "
        "and rename them there."
    )
    short = _shortened(text)
    assert not any(s.startswith("You can't edit the old files in this mode, and") for s in short)
    assert "You can't edit the old files in this mode, but you can copy them to a new folder." in (
        short
    )


def test_middle_clause_of_but_or_is_not_removed():
    text = (
        "The printer might be out of paper, but maybe the cable is loose, "
        "or maybe the driver is simply too old."
    )
    short = _shortened(text)
    assert not any(s.startswith("The printer might be out of paper, or") for s in short)
    assert "The printer might be out of paper, but maybe the cable is loose." in short


def test_two_clause_but_is_still_removed():
    text = "You can't edit the old files in this mode, but you can copy them to a new folder."
    assert "You can't edit the old files in this mode." in _shortened(text)


# 3. embedded interrogative parsed as a coordinate of a main clause


def _misparsed() -> Doc:
    """ "You can then pick which pages you want to print, or you can close the dialog" as the
    parser reads such sentences at times: "or" joins "want" (the complement of "pick") and
    "close" (a main clause with its own subject)."""
    words = [
        "You",
        "can",
        "then",
        "pick",
        "which",
        "pages",
        "you",
        "want",
        "to",
        "print",
        ",",
        "or",
        "you",
        "can",
        "close",
        "the",
        "dialog",
        ".",
    ]
    heads = [3, 3, 3, 3, 5, 7, 7, 3, 9, 7, 7, 7, 14, 14, 7, 16, 14, 3]
    deps = ["nsubj", "aux", "advmod", "ROOT", "det", "dobj", "nsubj", "ccomp", "aux", "xcomp",
            "punct", "cc", "nsubj", "aux", "conj", "det", "dobj", "punct"]  # fmt: skip
    tags = ["PRP", "MD", "RB", "VB", "WDT", "NNS", "PRP", "VBP", "TO", "VB", ",", "CC", "PRP",
            "MD", "VB", "DT", "NN", "."]  # fmt: skip
    return Doc(Vocab(), words=words, heads=heads, deps=deps, tags=tags)


def test_interrogative_coordinated_with_main_clause_is_detected():
    doc = _misparsed()
    assert _interrogative_beside_declarative(doc, [(4, 10), (12, 17)])


def test_main_clause_first_is_no_interrogative_coordination():
    doc = _misparsed()
    # a first coordinate that is no embedded interrogative (the main clause) is not this misparse
    assert not _interrogative_beside_declarative(doc, [(12, 17), (4, 10)])


def test_main_clause_coordination_keeps_both_removals():
    text = (
        "You can then choose which layers you would like to merge, or you can cancel the command."
    )
    short = _shortened(text)
    assert "You can then choose which layers you would like to merge." in short
    assert not any("merge you" in s or "choose you" in s for s in short)


# 4. the repeated head noun inside a supplementary relative is no parallel phrase


def test_noun_inside_supplementary_relative_is_not_the_first_conjunct():
    text = "The kit holds a black pen, which marks the other pen, and a white pen."
    short = _shortened(text)
    assert "The kit holds a black pen, which marks a white pen." not in short
    assert "The kit holds a white pen." in short
    assert "The kit holds a black pen, which marks the other pen." in short


def test_repeated_head_noun_without_relative_still_parallel():
    text = "The museum shows the art of opera in Armenia and opera by Armenian composers."
    short = _shortened(text)
    assert "The museum shows the art of opera by Armenian composers." in short
    assert "The museum shows the art of opera in Armenia." in short
