"""verb_complement, stop 82 round two (branch vc159): a trigger must be a verb.

A word form the morphological lexicon (lemminflect) knows only as a noun or an adjective is no
verb-complement trigger even when the parser tags it VB* ("W shortcut to close ...", "The rangers
unashamed to mock ..."): CGEL ch. 14 §5-6 (catenative complements are complements of verbs);
RP19's signatures are verb signatures. Constructed sentences through the real pipeline, each with
a neighbour whose verb keeps its pairs.
"""

from __future__ import annotations

from pipeline.phenomena.verb_complement import lexically_non_verb
from tests.phenomenon_support import assessed_vcomp_pairs

_pairs = assessed_vcomp_pairs


def _hypotheses(text: str) -> list[str]:
    return [p.hypothesis for p in _pairs(text)] + [p.hypothesis for p in _pairs(text, "negated")]


def test_adjective_tagged_as_verb_is_no_trigger():
    text = "The rangers unashamed to mock the old rules of the guild."
    assert not any("mock" in h for h in _hypotheses(text))


def test_verb_neighbour_keeps_its_pair():
    text = "The rangers refused to mock the old rules of the guild."
    assert any("mock" in h for h in _hypotheses(text))


def test_noun_tagged_as_verb_is_no_trigger():
    text = "W shortcut to close the Layers panel."
    assert not any("close" in h.lower() for h in _hypotheses(text))


def test_lexicon_check_on_parsed_tokens(nlp):
    doc = nlp("W shortcut to close the panel, and they managed to leave.")
    by_word = {t.lower_: t for t in doc}
    assert lexically_non_verb(by_word["shortcut"]) is (by_word["shortcut"].tag_.startswith("VB"))
    assert not lexically_non_verb(by_word["managed"])
    assert not lexically_non_verb(by_word["close"])
