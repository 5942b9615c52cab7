"""Issue 12, nineteenth pass (branch cj10): error classes of the latest blind reviews;
constructed sentences through the real spaCy model. Each test fails on 5af4fc3 unless its
docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner
from tests.phenomenon_support import pairs_with as _pairs_with


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- class 1: a shortened sentence that lost its main clause -------------------------------------


@pytest.mark.parametrize(
    ("text", "broken"),
    [
        # "The curriculum must fit the plan, and be relevant ..." is no longer cut: the removal
        # keeps the shared modal (cj60, tests/test_conjunction_sixty_sixth_pass.py)
        (
            "The company was a small bakery in Leeds and owned by a local family.",
            "The company owned by a local family.",
        ),
    ],
)
def test_a_removal_that_takes_the_tense_along_is_flagged(run, text, broken):
    """The modal or the copula of the first verb phrase went with it, the kept verb phrase has
    no tense: both pairs that use the shortened sentence are flagged ``broken_clause`` (before:
    well formed). Since stop 75 (cj142, a copula shared with a passive participle, Quirk
    §13.53) the removal is refused outright, which keeps the promise more strongly: the
    shortened sentence is never written as a well-formed pair."""
    _, pairs = run(text)
    assert pairs, "the sentence's other pairs are still written"
    for kind in ("conjunct_removed", "conjunct_added"):
        found = _pairs_with(pairs, broken, kind)
        assert all(not p.well_formed and "broken_clause" in p.features["flags"] for p in found)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("The team played well, but lost the final.", "The team lost the final."),
        ("The birds sing and dance every spring.", "The birds dance every spring."),
        ("She has written and produced two plays.", "She has produced two plays."),
    ],
)
def test_a_tensed_or_shared_tense_verb_is_not_broken(run, text, kept):
    """Control: a past form the model tags VBN ("lost"), a plural present tagged VB ("dance")
    and a participle whose auxiliary is shared stay well formed."""
    _, pairs = run(text)
    found = _pairs_with(pairs, kept)
    assert found and all("broken_clause" not in p.features["flags"] for p in found)


# -- class 3: a coordination inside a longer capitalised name ------------------------------------


def test_coordination_inside_a_capitalised_name_is_no_candidate(run):
    """ "the Commonwealth Scientific and Industrial Research Organisation": the coordination
    sits between capitalised words of one name (before: "the Commonwealth Industrial Research
    Organisation")."""
    cands, pairs = run(
        "He worked for the Commonwealth Scientific and Industrial Research Organisation in Canberra."
    )
    assert not pairs


def test_list_of_names_before_a_name_head_stays(run):
    """Control: "at Harvard and Yale University" starts at the first conjunct, nothing
    capitalised before it; the pairs stay."""
    _, pairs = run("She studied at Harvard and Yale University.")
    assert "She studied at Yale University." in {p.hypothesis for p in pairs}


# -- class 4: a plural classifier shared by two one-word names -----------------------------------


def test_plural_township_tagged_nnp_is_singularised(run):
    """ "Springfield and Union Townships" minus Union: the small model tags "Townships" NNP, the
    plural was kept ("Springfield Townships"); now "Springfield Township"."""
    _, pairs = run("The road runs through Springfield and Union Townships.")
    hyps = {p.hypothesis for p in pairs if p.hypothesis_kind == "conjunct_removed"}
    assert "The road runs through Springfield Township." in hyps
    assert "The road runs through Springfield Townships." not in hyps


# -- class 2: a premodifier that may or may not be shared ----------------------------------------


def test_descriptive_adjective_kept_on_the_second_noun_is_flagged(run):
    """ "fresh bread and cakes" -> "fresh cakes": "fresh" may modify "bread" alone; the
    removal pair is flagged ``ambiguous_modifier`` (before: well formed), the reverse pair
    (premise "The shop sells fresh cakes.") stays."""
    _, pairs = run("The shop sells fresh bread and cakes.")
    hyp = _pairs_with(pairs, "The shop sells fresh cakes.")
    assert hyp and all(not p.well_formed for p in hyp)
    assert all("ambiguous_modifier" in p.features["flags"] for p in hyp)
    assert all(
        p.well_formed for p in _pairs_with(pairs, "The shop sells fresh cakes.", "conjunct_added")
    )


def test_determinative_adjective_stays_with_the_kept_noun(run):
    """Control: "various" scopes over the whole coordination: "various magazines" stays."""
    _, pairs = run("The shop sells various books and magazines.")
    hyp = _pairs_with(pairs, "The shop sells various magazines.")
    assert hyp and all(p.well_formed for p in hyp)


def test_proper_adjective_stays_with_the_kept_noun(run):
    """Control: a nationality adjective classifies the one person both nouns describe."""
    _, pairs = run("She is a Spanish singer and actress.")
    hyp = _pairs_with(pairs, "She is a Spanish actress.")
    assert hyp and all("ambiguous_modifier" not in p.features["flags"] for p in hyp)
