"""Stop 54 end: fillers in the middle of a clause ("I ah, didn't borrow it").

The review of ``s1201l`` rejected implicature pairs whose built premises and hypotheses kept a
filler set off by a comma after the subject ("I ah, didn't borrow ..."): "uh", "um", "ah", "er"
mark a delay in speaking (Clark & Fox Tree 2002) and are no word of the sentence. Constructed
sentences through the real parser (``nlp``) and the real pipeline (``mined_pairs``)."""

from __future__ import annotations

import pytest

from pipeline.rewrite.discourse import clean_text, dialogue_cut, medial_fillers, repaired_text

from .phenomenon_support import mined_pairs


@pytest.mark.parametrize(
    ("text", "clean"),
    [
        ("I ah, borrowed some of your books.", "I borrowed some of your books."),
        ("She uh, took the cookies home.", "She took the cookies home."),
    ],
)
def test_clean_text_drops_a_medial_filler(nlp, text, clean):
    assert clean_text(nlp(text)) == clean


def test_repaired_text_drops_a_medial_filler(nlp):
    doc = nlp("I ah, borrowed some of your books.")
    assert repaired_text(doc, doc.text, fillers=True) == "I borrowed some of your books."
    # a conjunct removal keeps it on both sides: its cut may fall next to the filler (ab61)
    assert repaired_text(doc, doc.text) == doc.text


@pytest.mark.parametrize(
    "text",
    [
        "Ah, I see what you mean.",  # a turn-opening interjection: leading_discourse's
        "He said ah when he saw it.",  # no comma: a mention, not a delay
        "Oh, well, they left early.",  # "oh", "well" can be words of the clause
    ],
)
def test_no_medial_filler_without_the_delay(nlp, text):
    assert medial_fillers(nlp(text)) == []


def test_dialogue_cut_includes_the_filler_and_its_comma(nlp):
    doc = nlp("I ah, borrowed some of your books.")
    assert sorted(doc[i].text for i in dialogue_cut(doc)) == [",", "ah"]


def test_embedded_implicature_premise_drops_the_filler():
    pairs = mined_pairs("I ah, borrowed some of your books.", "implicature")
    built = [p for p in pairs if p.premise_kind != "original"]
    assert built, [(p.premise_kind, p.premise) for p in pairs]
    assert not any(" ah," in p.premise or " ah," in p.hypothesis for p in built)
