"""Ninety-first pass (cj86): removal spans on e-mail text. A preposition shared by unlike
conjuncts stays, a quoted conjunct goes with its quotation marks, a removal never leaves half a
bracket or quotation, and the first conjunct is not dropped when the later clauses may continue
a "when" relative clause. Sentences are constructed; they run the real pipeline."""

from tests.phenomenon_support import mined_removals


def test_shared_preposition_stays_before_noun_conjunct() -> None:
    removals = mined_removals(
        "Tensions persist, including over the budget of the city's police and fire services, "
        "and the timing of the next election."
    )
    assert "Tensions persist, including over the timing of the next election." in removals
    assert "Tensions persist, the timing of the next election." not in removals


def test_reporting_frame_stays_before_ing_conjunct() -> None:
    removals = mined_removals(
        "The Guardian quoted Smith as saying the plan was dead, and then adding that it could "
        "come back."
    )
    assert "The Guardian quoted Smith as adding that it could come back." in removals
    assert "The Guardian adding that it could come back." not in removals


def test_removal_never_cuts_a_parenthesis() -> None:
    removals = mined_removals(
        "I have met many clever people (both in a narrow academic sense and a broad sense), "
        "and I can't name one who was happy."
    )
    assert not any(r.count("(") != r.count(")") for r in removals)
    assert (
        "I have met many clever people (in a broad sense), and I can't name one who was happy."
        in removals
    )


def test_quoted_conjunct_goes_with_its_quotes() -> None:
    removals = mined_removals(
        'This is called "pseudo-packages" or "meta-packages" and Debian has been using them '
        "for ages."
    )
    assert 'This is called "meta-packages" and Debian has been using them for ages.' in removals
    assert not any('""' in r for r in removals)


def test_clause_after_when_relative_not_lifted() -> None:
    removals = mined_removals(
        "The sun was low, from the time when roads were empty, but horses were cheap, and "
        "nobody locked a door."
    )
    assert "Nobody locked a door." not in removals
    assert "Horses were cheap, and nobody locked a door." not in removals
    # the later conjuncts can still go: the relative clause stays
    assert (
        "The sun was low, from the time when roads were empty, but horses were cheap." in removals
    )


def test_plain_clauses_unchanged() -> None:
    # control: no relative clause, no preposition: both removals stay
    removals = mined_removals("The roads were empty, and nobody locked a door.")
    assert "Nobody locked a door." in removals
    assert "The roads were empty." in removals
