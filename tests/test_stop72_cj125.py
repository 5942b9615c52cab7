"""Stop 72, branch cj125: conjunct spans and removal residue of the blind reviews s1204c and
s1204b (FOLDOC). Sentences go through the real spaCy model. Where a rule answers a parser
error, the test sentence has to reproduce that error, so it stays close to the reviewed
sentence; the other sentences are constructed. Controls (good neighbours that must keep their
pairs) say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _removed(run, text: str) -> set[str]:
    return set(removed(run(text)[1]))


def _texts(run, text: str) -> set[str]:
    pairs = run(text)[1]
    return {p.hypothesis for p in pairs} | {p.premise for p in pairs}


# shared dependents after the last conjunct ----------------------------------------------------


def test_shared_of_complement_stays_with_bare_nouns(run):
    """ "reduction, analysis, and plotting of survey data": the "of" complement may be every
    noun's, so the last noun is not removed with it; the other removals keep it."""
    out = _removed(
        run, "The package supports fast reduction, analysis, and plotting of survey data."
    )
    assert "The package supports fast reduction and analysis." not in out
    assert "The package supports fast analysis and plotting of survey data." in out


def test_determined_nouns_keep_the_last_removal(run):
    """Control: "the reduction and the analysis of X", each with its own article."""
    out = _removed(run, "The package supports the reduction and the analysis of survey data.")
    assert "The package supports the reduction." in out


def test_shared_adverbial_clause_stays_with_bare_participles(run):
    """ "saved and restored when switching tasks": no "has to be saved." without the "when"
    clause that both participles may share; removing "saved" keeps it."""
    out = _removed(run, "Very little state has to be saved and restored when switching tasks.")
    assert "Very little state has to be saved." not in out
    assert "Very little state has to be restored when switching tasks." in out


def test_clause_conjuncts_keep_their_own_adverbials(run):
    """Control: "as Unix has evolved and disks have dropped in price": the last conjunct is a
    clause with its own subject, its "in price" is its own."""
    text = "These optional extras have grown in size as Unix has evolved and disks have dropped in price."
    assert "These optional extras have grown in size as Unix has evolved." in _removed(run, text)


# spans cut short or run together ---------------------------------------------------------------


def test_parallel_year_after_last_conjunct_blocks_its_removal(run):
    """ "her B.A. ... in 1990, her M.A. ... in 1992, and her Ph.D. ... at X in 1996": never
    "... in 1992 at Urbana-Champaign in 1996"."""
    text = (
        "She received her B.A. from the University of Leeds in 1990, her M.A. from the "
        "University of York in 1992, and her Ph.D. in physics from the University of Illinois "
        "at Urbana-Champaign in 1996."
    )
    assert not any("1992 at Urbana" in t for t in _texts(run, text))


def test_shared_adjunct_after_plain_objects_stays(run):
    """Control: "apples and pears at the market" keeps both removals."""
    out = _removed(run, "He bought apples and pears at the market.")
    assert {"He bought apples at the market.", "He bought pears at the market."} <= out


def test_subordinate_clause_is_not_the_main_clause(run):
    """ "In the days before A and B, main clause": never the PP fragment "In the days before
    A.", nor the main clause removed."""
    text = (
        "In the days before Internet access was widespread and UUCP mail links were common, "
        "mail servers could be used to provide remote services."
    )
    assert "In the days before Internet access was widespread." not in _texts(run, text)


def test_coordinated_main_clauses_keep_their_removals(run):
    """Control: two main clauses and a "so" clause, no subordinator on the first."""
    text = "The server was slow and the disk was full, so users lost mail."
    assert "The disk was full, so users lost mail." in _removed(run, text)


def test_of_object_in_open_comma_list_is_not_cut(run):
    """ "programs, small sets of data and simple interfaces": the "and" may close the outer
    list, so neither "small sets of data." nor "small sets of simple interfaces"."""
    text = "It is useful only for short programs, small sets of data and simple interfaces."
    texts = _texts(run, text)
    assert "It is useful only for short programs, small sets of data." not in texts
    assert not any("sets of simple interfaces" in t for t in texts)


def test_modal_conjunct_after_relative_clause_is_refused(run):
    """ "may be stored in the file in which the table is defined and may be compiled": the
    second "may" repeats the main clause's, so its attachment is undecided."""
    text = (
        "The routine may be stored in the same file in which the table is defined and may be "
        "compiled to save time."
    )
    assert not any("which the table may be compiled" in t for t in _texts(run, text))


def test_conjunct_running_across_a_dash_is_not_removed(run):
    """ "had no address bus - code and data memory access": the span "bus - code" runs across
    the dash; never "had no address data memory access"."""
    text = (
        "The chip itself had no address bus - code and data memory access were kept in "
        "separate units."
    )
    assert not any("no address data memory" in t for t in _texts(run, text))


def test_dash_afterthought_of_the_last_conjunct_goes_with_it(run):
    """Control: the last conjunct's head is before the dash, its afterthought is its own."""
    text = (
        "A relationship connects two entities and says how many instances of each participate "
        "in the relationship - one-to-one, one-to-many or many-to-many."
    )
    assert "A relationship connects two entities." in _removed(run, text)


def test_ampersand_name_is_not_split(run):
    """ "Motorola, and Johnson & Johnson": never "Motorola & Johnson"; the other members can
    still go."""
    text = "The design was licensed by companies such as Intel, Motorola, and Johnson & Johnson."
    texts = _texts(run, text)
    assert not any("Motorola & Johnson" in t for t in texts)
    assert "The design was licensed by companies such as Motorola and Johnson & Johnson." in (
        _removed(run, text)
    )


def test_and_inside_quoted_expansion_is_not_removed(run):
    """'stands for "Jump if Flag set and then CLear the flag"': the quoted expansion is a name."""
    text = 'The opcode JFCL stands for "Jump if Flag set and then CLear the flag".'
    assert not _removed(run, text)


def test_correlative_both_on_a_larger_noun_phrase(run):
    """ "Both Independent Logical File (ILF) databases and relational databases": the parse cuts
    the first conjunct short; never "Both ... databases are value-based" with one conjunct."""
    text = "Both Independent Logical File (ILF) databases and relational databases are value-based."
    assert not any(t.startswith("Both") and " and " not in t for t in _texts(run, text))


def test_gapped_remnant_keeps_its_verb(run):
    """ "was typed and had the usual flow control, but only 3-address expressions": removing
    "had ..." leaves the remnant "but only ..." without its verb."""
    text = "L0 was typed and had the usual flow control, but only 3-address expressions."
    assert "L0 was typed, but only 3-address expressions." not in _texts(run, text)


def test_full_clause_after_but_keeps_the_removal(run):
    """Control: "but he did not sleep" is a clause of its own."""
    text = "He ate the bread and drank the wine, but he did not sleep."
    assert "He ate the bread, but he did not sleep." in _removed(run, text)


# the article a bare singular conjunct shares --------------------------------------------------


def test_shared_article_kept_before_postmodified_noun(run):
    """ "A successor and rewrite of Lisp ...": the bare singular "rewrite" shares the article."""
    out = _removed(run, "A successor and rewrite of Lisp with added macros.")
    assert "A rewrite of Lisp with added macros." in out
    assert "Rewrite of Lisp with added macros." not in out
