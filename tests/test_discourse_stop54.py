"""Stop 54 (dl1): spoken-language material kept out of the rewrites (pipeline/rewrite/discourse.py).

Blind review s1201k (Friends transcripts) rejected premises that copied stutters ("She-she had
two beers"), leading fillers ("Oh good, you might not ...", "Yeah, if I see ..."), apologies
("I'm sorry, when I was a kid, did I ...?"), "by the way" and vocatives into a built
conditional, question or modal. Real sentences written for these tests, through the real parser.
"""

from __future__ import annotations

import pytest

from pipeline.rewrite.discourse import clean_text, dialogue_cut, fused_repair, stutter_reparanda
from pipeline.rewrite.embedding import embed
from pipeline.rewrite.negation import negate

from .phenomenon_support import mined_pairs


def _words(doc, indices) -> list[str]:
    return [doc[i].text for i in sorted(indices)]


@pytest.mark.parametrize(
    ("text", "clean"),
    [
        ("He-he sold three bikes last week.", "He sold three bikes last week."),
        ("The, the garage was locked.", "The garage was locked."),
        ("Oh good, you found the keys.", "You found the keys."),
        ("Yeah, I know what she wants.", "I know what she wants."),
        (
            "By the way, he moved to Boston after the wedding.",
            "He moved to Boston after the wedding.",
        ),
        ("I'm sorry, when I was young I broke a window.", "When I was young I broke a window."),
        ("Dude, you broke my lamp.", "You broke my lamp."),
        ("Mom, Dad, you remember the lake house?", "You remember the lake house?"),
        ("I mean she's smart, she-she reads a lot.", "She's smart, she reads a lot."),
        ("Umm, we were late again.", "We were late again."),
    ],
)
def test_clean_text_drops_spoken_material(nlp, text, clean):
    assert clean_text(nlp(text)) == clean


@pytest.mark.parametrize(
    "text",
    [
        "So many people came to the party.",  # degree "so", part of the subject
        "Rachel, Monica and Phoebe left early.",  # a list of names is the subject
        "Joey, Chandler is here.",  # vocative or comma-joined subject: left alone
        "You know she left early.",  # factive "know" with its complement, no comment clause
        "The bye-bye song is long.",  # content-word reduplication, no stutter
        "Now they live in Ohio.",  # temporal adverb, not a filler
    ],
)
def test_no_cut_where_the_material_belongs_to_the_clause(nlp, text):
    assert dialogue_cut(nlp(text)) == set()


def test_stutter_reparandum_is_the_first_copy_and_its_hyphen(nlp):
    doc = nlp("She-she had two beers at lunch.")
    assert _words(doc, stutter_reparanda(doc)) == ["She", "-"]


def test_fused_clitic_repair_is_detected(nlp):
    assert fused_repair(nlp("We-we've seen that movie."))
    assert not fused_repair(nlp("We-we saw that movie."))


@pytest.mark.parametrize(
    ("text", "kind", "premise"),
    [
        (
            "He-he sold three bikes last week.",
            "interrogative",
            "Did he sell three bikes last week?",
        ),
        ("He-he sold three bikes last week.", "modal", "He might have sold three bikes last week."),
        (
            "By the way, he moved to Boston after the wedding.",
            "conditional",
            "If he moved to Boston after the wedding, it's okay.",
        ),
        ("Oh good, you found the keys.", "modal", "You might have found the keys."),
        ("Yeah, she knows what you mean.", "conditional", "If she knows what you mean, it's okay."),
        ("Well, he left the party early.", "interrogative", "Did he leave the party early?"),
        # the negation leaves the vocative in place, outside its scope (NOPE keeps it)
        ("Dude, she stole my sandwich.", "negated", "Dude, she didn't steal my sandwich."),
        ("She-she stole my sandwich.", "negated", "She didn't steal my sandwich."),
    ],
)
def test_embedding_is_built_without_dialogue_material(nlp, text, kind, premise):
    result = embed(nlp(text), kind)
    assert result.ok
    assert result.text == premise


def test_fused_clitic_stutter_refuses_the_embedding(nlp):
    result = embed(nlp("We-we've seen that movie twice."), "interrogative")
    assert not result.ok
    assert "suspect-parse" in result.flags


def test_negation_repairs_the_stutter(nlp):
    result = negate(nlp("She-she had two beers at lunch."))
    assert result.text == "She didn't have two beers at lunch."


def test_negation_leaves_a_sentence_without_stutter_alone(nlp):
    assert negate(nlp("She had two beers at lunch.")).text == "She didn't have two beers at lunch."


def test_presupposition_premises_carry_no_stutter_or_filler():
    pairs = mined_pairs("Oh yeah, she-she stopped smoking last year.", "presupposition")
    built = [
        p.premise for p in pairs if p.premise_kind in ("modal", "interrogative", "conditional")
    ]
    assert built, "the change-of-state trigger should give embedded premises"
    for premise in built:
        assert "she-she" not in premise.lower()
        assert not premise.lower().startswith(("oh", "yeah"))


def test_contracted_gotta_refuses_the_question_and_modal(nlp):
    doc = nlp("Look, they gotta leave tonight.")
    assert not embed(doc, "interrogative").ok
    assert not embed(doc, "modal").ok
    assert embed(doc, "conditional").text == "If they gotta leave tonight, it's okay."


def test_spaced_dash_between_copies_is_no_repair(nlp):
    # a spaced dash sets off material: "as -- as she did" keeps both words
    assert stutter_reparanda(nlp("He talked as -- as his father did.")) == []
