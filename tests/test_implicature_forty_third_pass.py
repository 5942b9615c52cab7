"""Forty-third pass (stop 52, im36): hypotheses of the blind review's classes, on constructed
sentences through the real pipeline.

1. "Not all" placement: a quantified subject of a perception/causative complement ("seeing some
   X return") negates the matrix clause; a universal pronoun subject ("everything") takes the
   negation itself ("Not everything ...").
2. A kept independent clause (comma splice, or a coordinated clause with its own subject that
   the cut left) and "each" beside "all" under the negation: no pair.
3. Idioms the negation changes ("not about to", "not a little", "most of all"): no pair.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "implicature")
        if p.subtype == subtype and p.premise_kind == "original" and kept(p)
    }


def test_small_clause_subject_negates_the_matrix_clause() -> None:
    hyps = _hypotheses("We are seeing some old fears return.", "quantifiers")
    assert hyps == {"We aren't seeing all old fears return."}


def test_plain_subject_keeps_not_all() -> None:
    hyps = _hypotheses("Some old fears return.", "quantifiers")
    assert hyps == {"Not all old fears return."}


def test_universal_pronoun_subject_takes_the_negation() -> None:
    hyps = _hypotheses("The film was long, but everything else was good.", "gradable_adjectives")
    assert hyps == {"Not everything else was excellent."}


def test_comma_spliced_clause_gives_no_pair() -> None:
    # fifty-sixth pass: the spliced clause is cut, the hypothesis is the item's clause alone
    text = "The story is classic, some students play a prank on the new boy."
    assert _hypotheses(text, "quantifiers") == {"Not all students play a prank on the new boy."}


def test_spliced_where_clause_gives_no_pair() -> None:
    text = "The music is fine, where this show suffers is in a lack of pace."
    assert not _hypotheses(text, "gradable_adjectives")


def test_clause_with_comment_clause_keeps_pair() -> None:
    hyps = _hypotheses("Most of the guests knew the bride, I think.", "quantifiers")
    assert any(h.startswith("Not all of the guests knew the bride") for h in hyps)


def test_each_beside_all_gives_no_pair() -> None:
    text = "Then Tom gave each of his sisters some of the apples in the basket."
    assert not _hypotheses(text, "quantifiers")


def test_about_to_gives_no_pair() -> None:
    text = "I am about to spend most of the next five months in Spain."
    assert not _hypotheses(text, "quantifiers")


def test_without_about_to_keeps_pair() -> None:
    hyps = _hypotheses("I spent most of the last five months in Spain.", "quantifiers")
    assert hyps == {"I didn't spend all of the last five months in Spain."}


def test_a_little_before_adjective_gives_no_pair() -> None:
    assert not _hypotheses("I'm a little tired after the long drive.", "gradable_adjectives")
