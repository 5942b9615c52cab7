"""Stop 46, ng15: material appended to a complete main clause stays out of the modal, question
and conditional embeddings (``clause_scope.appended_part``, ``embedding.trigger_part``).

- a second independent clause after a colon or a single dash: no "If A: B, it's okay";
- a clause after ", then": "If A, then B, it's okay" reads B as the consequent (a garden path);
- a final comment clause (", especially since ...", ", not least because ...", ", which is
  why ...", ", so that ..."): a disjunct comments on the whole assertion and falls outside a
  question or a condition (Quirk et al. 1985 §8.121-8.137).

With the target in the main clause the operator takes the main clause alone
(``other-clause-dropped``); with the target (or the implicature's focus) in the appended part the
embedding is refused (``appended-clause``). Constructed sentences, real parses."""

from __future__ import annotations

from functools import cache

import pytest

from pipeline.rewrite.embedding import embed


def _word(doc, text: str):
    return next(t for t in doc if t.text == text)


@pytest.mark.parametrize(
    ("sentence", "target", "kind", "expected"),
    [
        # a colon clause explicating the first, which the parser hangs the first clause on
        (
            "The bridge over the river was closed: it would stay shut for weeks.",
            "closed",
            "conditional",
            "If the bridge over the river was closed, it's okay.",
        ),
        # a single dash before an afterthought clause
        (
            "The village's only school had stopped teaching Latin - the teacher retired.",
            "stopped",
            "interrogative",
            "Had the village's only school stopped teaching Latin?",
        ),
        # an em dash, the modal
        (
            "The village's only school had stopped teaching Latin — the teacher had retired.",
            "stopped",
            "modal",
            "The village's only school might have stopped teaching Latin.",
        ),
        # ", then" + a clause of its own: the garden path "If A, then B, it's okay"
        (
            "Many farmers plant wheat in the spring, then they harvest it in the autumn.",
            "plant",
            "conditional",
            "If many farmers plant wheat in the spring, it's okay.",
        ),
        # a focused reason disjunct
        (
            "Her sister stopped driving, especially as the roads were icy.",
            "stopped",
            "conditional",
            "If her sister stopped driving, it's okay.",
        ),
        (
            "The factory's owner sold the land, not least because taxes had risen.",
            "sold",
            "interrogative",
            "Did the factory's owner sell the land?",
        ),
        # a sentential relative comment
        (
            "The king's army retreated, which is why the town was spared.",
            "retreated",
            "modal",
            "The king's army might have retreated.",
        ),
    ],
)
def test_operator_takes_the_main_clause_without_the_appended_part(
    parsed, sentence: str, target: str, kind: str, expected: str
) -> None:
    doc, _ = parsed(sentence)
    result = embed(doc, kind, _word(doc, target))
    assert (result.text, result.ok) == (expected, True)
    assert "other-clause-dropped" in result.flags


@pytest.mark.parametrize(
    ("sentence", "target"),
    [
        ("The bridge over the river was closed: it would stay shut for weeks.", "stay"),
        ("Many farmers plant wheat in the spring, then they harvest it in the autumn.", "harvest"),
        ("The council rejected the plan, especially since the mayor's budget was short.", "was"),
    ],
)
@pytest.mark.parametrize("kind", ["modal", "interrogative", "conditional"])
def test_target_in_the_appended_part_is_refused(parsed, sentence: str, target: str, kind: str):
    doc, _ = parsed(sentence)
    result = embed(doc, kind, _word(doc, target))
    assert not result.ok
    assert "appended-clause" in result.flags
    assert result.text == sentence


def test_focus_in_the_appended_part_is_refused(parsed) -> None:
    """The implicature passes its scalar word as ``focus``: the operator may not leave it out."""
    doc, _ = parsed("The old mill closed, especially since most workers had left.")
    result = embed(doc, "interrogative", _word(doc, "closed"), focus=_word(doc, "most"))
    assert (result.ok, result.flags) == (False, ("appended-clause",))


def test_set_off_result_clause_is_cut_but_a_purpose_clause_stays(parsed) -> None:
    """ ", so that" sets off a result clause commenting on the whole (Quirk et al. 1985 §15.49);
    "so that" without the comma is a purpose adjunct inside the clause, which a question asks
    about (§15.48)."""
    doc, _ = parsed("The river's level rose, so that the road was closed.")
    assert embed(doc, "conditional").text == "If the river's level rose, it's okay."
    doc, _ = parsed("The committee moved the vote to Friday so that everyone could attend.")
    assert embed(doc, "interrogative").text == (
        "Did the committee move the vote to Friday so that everyone could attend?"
    )


def test_colon_after_a_speech_verb_and_paired_dashes_stay(parsed) -> None:
    """A colon after a verb of saying introduces its complement, and a pair of dashes encloses
    a parenthesis inside the clause: neither appends a clause (the guards of the cut), while a
    colon after a complete clause does."""
    doc, _ = parsed("The mayor - a lawyer by training - resigned in May.")
    assert (
        embed(doc, "interrogative").text == "Did the mayor - a lawyer by training - resign in May?"
    )
    doc, _ = parsed("He said: the meeting was over.")
    assert "appended-clause" not in embed(doc, "conditional").flags
    doc, _ = parsed("The hall's roof had collapsed: nobody could enter it.")
    result = embed(doc, "conditional", _word(doc, "collapsed"))
    assert result.text == "If the hall's roof had collapsed, it's okay."


def test_semicolon_keeps_the_question_on_the_second_clause(parsed) -> None:
    """ "A; B" joins two coordinate sentences: the question still takes B alone (issue #12),
    and with the target in A it takes A alone, without B."""
    doc, _ = parsed("The rain stopped; the players returned to the field.")
    assert embed(doc, "interrogative", _word(doc, "returned")).text == (
        "Did the players return to the field?"
    )
    doc, _ = parsed("The museum's director had resigned; the board met in June.")
    result = embed(doc, "conditional", _word(doc, "resigned"))
    assert (result.text, result.ok) == ("If the museum's director had resigned, it's okay.", True)


@cache
def _pairs(text: str) -> tuple:
    from pipeline.process import run_texts

    _, result = run_texts([text], ["presupposition"])
    return tuple(result.pairs)


def test_presupposition_pairs_embed_the_main_clause_and_drop_their_controls() -> None:
    """The projection pair keeps its entailment label on the cut premise (the presupposition
    comes from the main clause's trigger), and no control pair compares the cut premise with
    the whole sentence (PART_OF_SENTENCE)."""
    text = "The ferry's engine had stopped working: it would stay in port for weeks."
    pairs = [p for p in _pairs(text) if p.subtype == "possessed_definites"]
    conditional = [p for p in pairs if p.premise_kind == "conditional"]
    assert {(p.premise, p.hypothesis_kind, p.heuristic_label) for p in conditional} == {
        ("If the ferry's engine had stopped working, it's okay.", "presupposition", "entailment")
    }
