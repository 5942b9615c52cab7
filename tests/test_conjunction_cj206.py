"""Branch cj206 (stop 94, issue #12, from the blind NYT-editorial slice s9403): material that
every conjunct shares, lost with a removed conjunct because the parse drew the members wrong.
Three shapes are refused (``conjunction_misparse``): a subjectless present-tense verb member
that cannot agree with the first member's subject (a misread adjective), a bare verb member
joined to a finite verb above a "to"-infinitive it belongs with, and an extraposed "that"-clause
of an "it" clause hung inside the last member. Constructed sentences through the real spaCy
model; the first test(s) of each class fail on the base c58c54d0 (5), the others are near
misses that keep their pairs (7)."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _all_sentences(pairs) -> set[str]:
    return {p.premise for p in pairs} | {p.hypothesis for p in pairs}


# -- class 1: a present-tense verb member that cannot share the first member's subject ----------


def test_misread_adjective_verb_member_does_not_drop_the_shared_object(run):
    """ "brings a tragic dimension and savage ... wit and cunning to the old king": the tagger
    read "savage" as a plural present verb beside "brings"; before, the removal of that "verb
    phrase" dropped the shared "to the old king" ("(Morgan) brings a tragic dimension.")."""
    _, pairs = run(
        "(Morgan) brings a tragic dimension and savage full bodied wit and cunning to the old king."
    )
    sentences = _all_sentences(pairs)
    assert "(Morgan) brings a tragic dimension." not in sentences
    assert not [s for s in sentences if s.startswith("(Morgan) savage")]


def test_agreeing_verb_members_keep_their_removals(run):
    """Near miss: two "-s" verbs share the subject; the removal of the second stays."""
    _, pairs = run("The band plays old songs and sings new ones at the fair.")
    assert any(h.startswith("The band plays old songs") for h in removed(pairs))


# -- class 2: a bare verb member joined to a finite verb above a "to"-infinitive ---------------


def test_bare_verb_after_infinitive_does_not_drop_shared_ready_to(run):
    """ "you're ready to forgive them, or really laugh at them": the parse joins "laugh" to
    "'re"; before, "When you really laugh at them, the story turns." lost the shared
    "'re ready to" (and the reduced premise of the addition pair lost it too)."""
    _, pairs = run("When you're ready to forgive them, or really laugh at them, the story turns.")
    assert "When you really laugh at them, the story turns." not in _all_sentences(pairs)


def test_coordinated_infinitives_keep_their_removals(run):
    """Near miss: the parse joins the two bare verbs under one "to"; removals stay."""
    _, pairs = run("They want to leave early and go home.")
    assert "They want to leave early." in removed(pairs)


# -- class 3: an extraposed "that"-clause hung inside the last member ---------------------------


def test_extraposed_clause_on_last_noun_member_is_not_dropped(run):
    """ "It is a pity, and a real shame, that the shop closed": the subject clause belongs to
    the whole clause; before, "It is a pity." was written (entailment)."""
    _, pairs = run("It is a pity, and a real shame, that the shop closed.")
    assert "It is a pity." not in _all_sentences(pairs)


def test_extraposed_clause_read_as_clause_member_is_not_dropped(run):
    """ "It's a credit to the writer, and to his editor, that ...": the parse makes the
    "that"-clause a clause member; before, "It's a credit to the writer." and "To his patient
    editor, that the book is so readable." were written."""
    _, pairs = run(
        "It's a credit to the writer, and to his patient editor, that the book is so readable."
    )
    sentences = _all_sentences(pairs)
    assert "It's a credit to the writer." not in sentences
    assert not [s for s in sentences if s.startswith("To his patient editor")]


def test_extraposed_clause_outside_the_coordination_keeps_removals(run):
    """Near miss: the "that"-clause hangs on the copula, outside the members; it stays."""
    _, pairs = run("It is clear and obvious that the plan failed.")
    assert "It is clear that the plan failed." in removed(pairs)


def test_that_clause_object_inside_a_clause_member_keeps_removals(run):
    """Near miss: "said that ..." is the last clause's own object, not an extraposed subject."""
    _, pairs = run("It rained all day and he said that it was over.")
    assert "It rained all day." in removed(pairs)


def test_that_clause_of_degree_inside_a_but_clause_keeps_removals(run):
    """Near miss (food reviews): "enough that ..." is the last clause's own result clause."""
    _, pairs = run("It's not a cure, but it makes the pain mild enough that you can sleep.")
    assert "It's not a cure." in removed(pairs)


def test_referential_it_before_a_that_clause_member_keeps_removals(run):
    """Near miss: "how it looks" has a referential "it" and no copula; a "that"-clause member
    beside an embedded question is a member of its own."""
    _, pairs = run("I think she likes how it looks on the shelf and that it was cheap.")
    assert "I think she likes how it looks on the shelf." in removed(pairs)


def test_plain_first_verb_before_an_s_form_keeps_removals(run):
    """Near miss: "It taste great and is cheap": the writer's slip is in the first verb; the
    members are drawn right, so the removals stay (flagged or not, as before)."""
    _, pairs = run("It taste great and is a cheap way to start the day.")
    assert any(h.startswith("It taste great") for h in removed(pairs))


def test_outer_clause_coordination_does_not_cut_the_extraposed_clause(run):
    """The same "it" clause as the last member of a clause coordination: before, removing it
    left "... watchful gaze, and to her clever director, that the trip is ..." """
    _, pairs = run(
        "This quiet road movie pretty much takes place in Morton's ever watchful gaze and it's a"
        " tribute to the actress, and to her clever director, that the trip is such a moving one."
    )
    assert not [s for s in _all_sentences(pairs) if "gaze, and to her clever director" in s]
