"""Issue 12, seventeenth pass (branch cj8): error classes of the latest blind reviews;
constructed sentences through the real spaCy model. Each test fails on 830b8a7 unless its
docstring says it is a control."""

from __future__ import annotations

import pytest

from tests.phenomenon_support import conjunction_runner, kept, pair_flags, removed


@pytest.fixture(scope="module")
def run(parsed, ctx):
    """``run(text)`` -> (candidates, pairs) of the whole sentence."""
    return conjunction_runner(parsed, ctx)


# -- class 1: lost antecedent -------------------------------------------------------------------


def test_removed_name_named_again_later(run):
    """ "Smith and Jones were champions, but Jones ..." minus "Jones": the later "Jones" lost its
    antecedent (before: well formed, no flag)."""
    _, pairs = run("Smith and Jones were the defending champions, but Jones chose not to play.")
    pair = removed(pairs)["Smith was the defending champion, but Jones chose not to play."]
    assert "lost_antecedent" in pair_flags(pair)
    assert not kept(pair)


def test_kept_name_named_again_is_not_flagged(run):
    """Control: removing "Smith" leaves the repeated name's antecedent (passes on 830b8a7)."""
    _, pairs = run("Smith and Jones were the defending champions, but Jones chose not to play.")
    pair = removed(pairs)["Jones was the defending champion, but Jones chose not to play."]
    assert "lost_antecedent" not in pair_flags(pair)
