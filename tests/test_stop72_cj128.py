"""Stop 72, branch cj128: conjunct boundaries and shared material of the blind review s1204d
(FOLDOC). Sentences go through the real spaCy model. Where a rule answers a parser error,
the test sentence has to reproduce that error, so it stays close to the reviewed sentence;
the others are constructed. Controls (good neighbours that must keep their pairs) say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _texts(run, text: str) -> set[str]:
    pairs = run(text)[1]
    return {p.hypothesis for p in pairs} | {p.premise for p in pairs}


def _removed(run, text: str) -> set[str]:
    return set(removed(run(text)[1]))


# a premodifier coordinated in place of its head -----------------------------------------------


def test_noun_premodifier_after_of_phrase(run):
    """ "firms of all [sizes] and [home] computers": no "firms of all home computers"."""
    text = "The network linked universities, firms of all sizes and home computers."
    assert not any("all home computers" in t for t in _texts(run, text))


def test_adverb_premodifier_keeps_first_removal(run):
    """ "block-structured and weakly typed": no "block-structured typed"; removing the first
    conjunct leaves the adverb with its participle ("weakly typed")."""
    out = _removed(run, "The language is block-structured and weakly typed.")
    assert "The language is block-structured typed." not in out
    assert "The language is weakly typed." in out


def test_determined_nouns_stay_removable(run):
    """Control: "a web browser and a media player", each with its own article and head."""
    text = "The machine has a keyboard and a screen, and a web browser and a media player."
    assert "The machine has a keyboard and a screen, and a web browser." in _removed(run, text)


def test_singular_premodifiers_of_one_head_stay(run):
    """Control: "the power and data signal lines": coordinated singular premodifiers of one
    head, either removal is right."""
    out = _removed(run, "The cable carries the power and data signal lines to the drive.")
    assert "The cable carries the data signal lines to the drive." in out
    assert "The cable carries the power signal lines to the drive." in out


def test_adverbs_with_own_participles_stay_removable(run):
    """Control: "lexically scoped and strongly typed": each adverb has its participle."""
    out = _removed(run, "The dialect is lexically scoped and strongly typed.")
    assert "The dialect is strongly typed." in out
    assert "The dialect is lexically scoped." in out


# approximative "or" after a numeral -------------------------------------------------------------


def test_zero_or_more_is_no_coordination(run):
    """ "zero or more payload blocks" is one quantity: no "a header and zero."."""
    text = "A packet consists of a header and zero or more payload blocks."
    out = _texts(run, text)
    assert "A packet consists of a header and zero." not in out
    assert not any("header or more" in t for t in out)


def test_plain_or_stays(run):
    """Control: "an op code or an operand", a real disjunction."""
    out = _removed(run, "An instruction consists of an op code or an operand.")
    assert "An instruction consists of an op code." in out


# "for example" before a list --------------------------------------------------------------------


def test_for_example_keeps_its_noun(run):
    """ "for example source code, reports, images, and letters": no "for reports, ..."; the
    later members' removals keep the connective."""
    text = "It is useful for files that change often, for example source code, reports, images, and letters."
    out = _removed(run, text)
    assert not any("often, for reports" in t for t in out)
    assert (
        "It is useful for files that change often, for example source code, reports, and images."
        in out
    )


# "others" / "the rest" after the removed conjunct --------------------------------------------


def test_others_keeps_its_contrast_set(run):
    """ "the first request ... is served and others are queued": no removal of the conjunct
    that names the set "others" contrasts with; "others" itself may go."""
    text = (
        "Each request is checked and the first request that passes is served and others are queued."
    )
    out = _removed(run, text)
    assert not any(t.endswith("is checked and others are queued.") for t in out)
    assert "Each request is checked and the first request that passes is served." in out


def test_the_rest_keeps_its_contrast_set(run):
    """ "A and B and the rest C": no "A and the rest C" (A reads as the false antecedent); a
    removed first conjunct is left to the ``lost_antecedent`` flag (stop 65b)."""
    text = "Each request is checked and the first request is served and the rest are queued."
    out = _removed(run, text)
    assert "Each request is checked and the rest are queued." not in out
    assert "Each request is checked and the first request is served." in out


# shared participial adjunct after bare participles --------------------------------------------


def test_shared_using_adjunct_stays(run):
    """ "created, edited and deleted using the shell": no "created and edited." without the
    adjunct the three participles may share."""
    out = _removed(run, "The files are created, edited and deleted using the shell.")
    assert "The files are created and edited." not in out
    assert "The files are edited and deleted using the shell." in out


# fronted adverbial shared by coordinated imperatives -------------------------------------------


def test_fronted_purpose_clause_stays_with_both(run):
    """ "To build a larger grid, take A and connect B": no "Connect B." without the purpose."""
    text = (
        "To build a larger grid, take two small grids and connect each cell on one grid "
        "to the matching cell on the other."
    )
    out = _removed(run, text)
    assert not any(t.startswith("Connect") for t in out)
    assert "To build a larger grid, take two small grids." in out


def test_clause_with_own_subject_after_fronted_adverbial(run):
    """Control: "When X, A is read and B is written": the later conjunct has its own subject,
    so the first removal is not this check's business."""
    text = "When the job starts, the input is read and the output is written."
    assert "When the job starts, the input is read." in _removed(run, text)


# "of" object or sister of the head noun ----------------------------------------------------


def test_of_object_or_sister(run):
    """ "difficulty of [assembly] and [low yield]": no "difficulty of low yield"; removing the
    last is right on both readings."""
    out = _removed(run, "Drawbacks are difficulty of assembly and low yield.")
    assert "Drawbacks are difficulty of low yield." not in out
    assert "Drawbacks are difficulty of assembly." in out


def test_like_of_objects_stay(run):
    """Control: "cost of manufacture and maintenance", two bare "of" objects."""
    out = _removed(run, "Problems are cost of manufacture and maintenance.")
    assert "Problems are cost of maintenance." in out


# a connective opening the next conjunct --------------------------------------------------------


def test_connective_needs_the_conjunct_before(run):
    """ "The disk was full and therefore the job failed": no "Therefore the job failed." with
    the reason gone; removing the consequence stays (already so at the base, kept as a
    regression check: s1204d's conj-088 has the connective before the whole coordination)."""
    out = _removed(run, "The disk was full and therefore the job failed.")
    assert not any(t.lower().startswith("therefore") for t in out)
    assert "The disk was full." in out


def test_plain_clauses_keep_both_removals(run):
    """Control: no connective, both removals."""
    out = _removed(run, "The disk was full and the job failed.")
    assert {"The disk was full.", "The job failed."} <= out
