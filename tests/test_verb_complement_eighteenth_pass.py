"""verb_complement precision, eighteenth pass (issue #12, branch vc10): one test per error class
of the latest blind reviews (from 830b8a7).

Constructed sentences through the real spaCy model and the real extractor/rewriters; each test
failed on the code before this change (830b8a7), except where the docstring says it guards
behaviour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, pair_flags, pairs_of

# non-constructions


def test_comma_set_i_like_to_think_is_a_comment_clause(mine):
    """ "The plan, I like to think, was a good one": the aside comments on the host clause."""
    for text, lemma in (
        ("The plan, I like to think, was a good one.", "like"),
        ("The plan, I hate to say, failed.", "hate"),
    ):
        original, negated = pairs_of(mine(text), lemma)
        assert "non-construction:parenthetical-comment-clause" in pair_flags(original), text
        assert not kept(original) and not kept(negated), text


def test_like_to_think_about_stays(mine):
    """Guard: "I like to think about the sea" is an ordinary complement."""
    original, _ = pairs_of(mine("I like to think about the sea."), "like")
    assert kept(original)
