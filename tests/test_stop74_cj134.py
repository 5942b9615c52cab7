"""Stop 74 round one, branch cj134: conjunct boundaries and removal residue of the blind review
s1204i (FOLDOC): a list counted by a cardinal, a member cut inside an orthographic word, the
article of a proper-name first member, an adverb after a shared modal, a copula shared by a
participle member, a member opened by "e.g." after a comma, and a deverbal noun with its own
prepositional phrase coordinated below "N of". Sentences go through the real spaCy model; they
are constructed, in the shape of the reviewed ones. Controls (good neighbours) say so."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


def _removed(run, text: str) -> set[str]:
    return set(removed(run(text)[1]))


def _premises_added(run, text: str) -> set[str]:
    return {p.premise for p in run(text)[1] if p.hypothesis_kind == "conjunct_added"}


def test_list_counted_by_cardinal_is_not_reduced(run):
    """ "three parts: A, B, and C": a removal contradicts the numeral (Quirk §13.42)."""
    text = "A parser has three parts: a lexer, a checker, and a printer."
    assert _removed(run, text) == set()
    assert _premises_added(run, text) == set()


def test_list_after_plain_plural_is_reduced(run):
    """Control: "several parts: A, B, and C" counts nothing; removals stay."""
    out = _removed(run, "A parser has several parts: a lexer, a checker, and a printer.")
    assert "A parser has several parts: a printer." in out


def test_postposed_label_number_is_no_count(run):
    """Control: "RFC 1347, RFC 1526 and RFC 1561": a number after its noun is a label."""
    out = _removed(run, "It is described in RFC 1347, RFC 1526 and RFC 1561.")
    assert "It is described in RFC 1347 and RFC 1526." in out


def test_member_cut_inside_word_is_not_removed(run):
    """ "news:comp.lang, news:news.misc and news:alt.misc": the parse cuts inside the names."""
    text = "The notes go to news:comp.lang, news:news.misc and news:alt.misc."
    assert _removed(run, text) == set()


def test_whole_word_members_are_removed(run):
    """Control: the same list without the glued prefix is a list of whole words."""
    out = _removed(run, "The notes go to comp.lang, news.misc and alt.misc.")
    assert "The notes go to comp.lang and alt.misc." in out


def test_article_goes_with_proper_name_first_member(run):
    """ "the United Kingdom, France and Spain": never "the France and Spain" (H&P ch. 5 §20)."""
    text = "The firm has offices worldwide, including the United Kingdom, France and Spain."
    out = _removed(run, text)
    assert "The firm has offices worldwide, including France and Spain." in out
    assert not any("the France" in h for h in out)


def test_article_of_common_nouns_is_shared(run):
    """Control: "the cups and saucers" share the article."""
    assert "The firm sells the saucers." in _removed(run, "The firm sells the cups and saucers.")


def test_adverb_after_shared_modal_stays(run):
    """ "might well A and then B": "well" stays with the modal (Quirk §8.20-8.22)."""
    text = "A compiler might well reuse the same parser and then check the resulting tree."
    out = _removed(run, text)
    assert "A compiler might well check the resulting tree." in out
    assert "A compiler might check the resulting tree." not in out


def test_modal_without_adverb_unchanged(run):
    """Control: no adverb after the modal, the cut is as before."""
    out = _removed(run, "A compiler might reuse the parser and check the tree.")
    assert "A compiler might check the tree." in out


def test_copula_shared_by_participle_member(run):
    """ "is a charity, but not considered a school": never "The club not considered a school"."""
    out = _removed(run, "The club is a charity, but not considered a school.")
    assert "The club not considered a school." not in out
    assert "The club is a charity." in out


def test_example_marker_after_comma_opens_no_member(run):
    """ "keys, e.g. restart or volume control": never "... keys or volume control"."""
    text = "Most boards have power keys and reset keys, e.g. restart or volume control."
    out = _removed(run, text) | _premises_added(run, text)
    assert not any("keys or volume control" in h or "or e.g." in h for h in out)


def test_example_marker_in_brackets_keeps_removals(run):
    """Control: "(e.g. a name or a number ...)": the coordination is the marker's own."""
    text = "A token is a unit with no inner structure (e.g. a name or a number in a program)."
    assert "A token is a unit with no inner structure (e.g. a name)." in _removed(run, text)


def test_deverbal_noun_with_own_phrase_below_of(run):
    """ "regulation of A and restrictions on B": never "regulation of restrictions on B"."""
    text = "The group opposed regulation of encryption and restrictions on free speech."
    out = _removed(run, text)
    assert "The group opposed regulation of restrictions on free speech." not in out
    assert "The group opposed regulation of encryption on free speech." not in out


def test_plain_noun_shares_phrase(run):
    """Control: "the design of chips and boards for the market": removals stay."""
    out = _removed(run, "It supports the design of chips and boards for the market.")
    assert "It supports the design of chips for the market." in out
