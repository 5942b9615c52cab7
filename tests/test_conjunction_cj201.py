"""Branch cj201 (stop 92): conjunction on tweets. Constructed sentences through the real spaCy
model; the first tests of each class fail on 1d60a3a3, the others are controls."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, removed, replaced


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- class 1: figurative binomials are one unit --------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The mayor has to win the hearts and minds of the young voters.",
        "The whole launch was smoke and mirrors from the start.",
        "The defence of the plan was a song and dance about costs.",
    ],
)
def test_figurative_binomial_gives_no_pair(run, text):
    """ "hearts and minds" (support), "smoke and mirrors" (deception): a half alone is not what
    was said, so the binomial is no coordination to remove from or replace in."""
    _, pairs = run(text)
    assert not pairs


def test_literal_pair_keeps_its_removal(run):
    """Control: "hearts and lungs" is a free coordination of two organs."""
    _, pairs = run("The surgeons examined the hearts and lungs of the donors.")
    assert "The surgeons examined the hearts of the donors." in removed(pairs)


# -- class 2: no replacement of a disjunct adverb ------------------------------------------------


@pytest.mark.parametrize(
    "text, bad",
    [
        ("Hopefully the parcel will be repaired and I can stay a regular client.", "Hopelessly"),
        ("Sadly the shop was closed and the cafe was full.", "Happily"),
    ],
)
def test_disjunct_adverb_is_never_replaced(run, text, bad):
    """A speaker-oriented sentence adverb is outside the clause (Quirk et al. 1985 §8.121-8.127):
    its antonym is no contradiction of a conjunct ("Hopelessly the parcel will be repaired")."""
    _, pairs = run(text)
    assert not [h for h in replaced(pairs) if h.startswith(bad)]


def test_conjunct_word_after_a_disjunct_is_still_replaced(run):
    """Control: the disjunct stays as it is, and a conjunct's own adjective is still swapped."""
    _, pairs = run("Hopefully the train will be early and the hotel will be warm.")
    hyp = "Hopefully the train will be early and the hotel will be cool."
    assert replaced(pairs)[hyp].heuristic_label == "contradiction"


def test_manner_use_of_a_listed_adverb_is_no_disjunct(nlp):
    """Control: "honestly" after its verb is a manner adjunct inside the clause, not a disjunct;
    sentence-initial before the subject it is one."""
    from pipeline.phenomena.conjunction_replacements import disjunct_adverb

    doc = nlp("He answered the question honestly and left the room.")
    assert not disjunct_adverb(next(t for t in doc if t.lower_ == "honestly"))
    doc = nlp("Honestly the staff were rude and the room was dirty.")
    assert disjunct_adverb(doc[0])


# -- class 3: "but then" and a prefatory hedge go with their clause ------------------------------


@pytest.mark.parametrize(
    "text, kept",
    [
        ("I like the idea, but then nobody asked me.", "Nobody asked me."),
        ("I liked the film, but then again the critics hated the ending.", "The critics hated the ending."),
    ],
)
def test_but_then_goes_with_the_removed_clause(run, text, kept):
    """ "but then (again)" points at the clause before it (concessive "on the other hand" or
    sequential "after that"): without that clause the kept one loses "then" too."""
    _, pairs = run(text)
    hyps = removed(pairs)
    assert kept in hyps and hyps[kept].well_formed
    assert not [h for h in hyps if h.startswith("Then")]


def test_now_then_contrast_keeps_its_then(run):
    """Control: "Now ..., but then ..." contrasts two times; "then" is a time adjunct of its
    own and stays."""
    _, pairs = run("Now we see it dimly, but then we will see it clearly.")
    assert "Then we will see it clearly." in removed(pairs)


@pytest.mark.parametrize(
    "text, kept",
    [
        ("I love this place, and not to be rude, but the soup was cold.", "I love this place."),
        ("The staff are kind, no offense, but the rooms are tiny.", "The staff are kind."),
    ],
)
def test_prefatory_hedge_goes_with_the_but_clause(run, text, kept):
    """A disclaimer before "but" hedges the clause after it (Hewitt & Stokes 1975): removing
    that clause removes the hedge ("I love this place, and not to be rude." was the output)."""
    _, pairs = run(text)
    hyps = removed(pairs)
    assert kept in hyps
    assert not [h for h in hyps if "rude." in h or "offense." in h]


def test_predicative_sorry_is_no_hedge(run):
    """Control: "I was sorry, but ..." has "sorry" as its predicate, not a parenthetical hedge."""
    _, pairs = run("I was sorry, but the soup was cold.")
    assert "I was sorry." in removed(pairs)


# -- class 4: a group genitive subject with a singular verb --------------------------------------


@pytest.mark.parametrize(
    "text, bad, good",
    [
        (
            "Mom and Dad's house is to be sold next year.",
            "Mom is to be sold next year.",
            "Dad's house is to be sold next year.",
        ),
        (
            "Jenkins and Walsh's punishment is to be the new coach of the team!",
            "Jenkins is to be the new coach of the team!",
            "Jenkins's punishment is to be the new coach of the team!",
        ),
    ],
)
def test_group_genitive_subject_keeps_its_possessed_noun(run, text, bad, good):
    """The singular verb shows one subject noun phrase, "[Mom and Dad]'s house" (Quirk et al.
    1985 §10.34, §5.123): a removal keeps "'s house" on the other possessor."""
    _, pairs = run(text)
    hyps = removed(pairs)
    assert bad not in hyps
    assert good in hyps


def test_plural_verb_is_no_agreement_cue(nlp):
    """Control: with a plural verb "[Mom] and [Dad's cars]" is a possible subject, so the
    agreement rule does not apply."""
    from pipeline.phenomena.conjunction import _singular_subject_agreement

    doc = nlp("Mom and Dad's cars are in the garage.")
    names = [doc[0:1], doc[2:3]]
    assert not _singular_subject_agreement(doc, doc[0], doc[4], names)
    doc = nlp("Mom and Dad's house is in the town.")
    assert _singular_subject_agreement(doc, doc[0], doc[4], [doc[0:1], doc[2:3]])
