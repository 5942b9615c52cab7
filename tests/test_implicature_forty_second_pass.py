"""Forty-second pass (stop 51, im35): im34's leftovers and the blind review's classes, on
constructed sentences through the real pipeline.

1. A modal or evidential speaker-oriented adverb on the clause ("probably", "perhaps") is a
   positive-polarity item that cannot stand under the added negation: no pair. The clause
   without it keeps its pair.
2. A stranded "do" or auxiliary whose verb phrase is elided ("some women do") has its
   antecedent outside the hypothesis: no pair. "do well" (a main verb with a dependent) stays.
3. "Some N" with a comma-set participle or "who"/"which" supplement is a specific indefinite:
   no pair. The restrictive (unset) participle keeps its pair; numerals take the participle too.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "implicature")
        if p.subtype == subtype and p.premise_kind == "original" and kept(p)
    }


def test_probably_under_not_all_gives_no_pair() -> None:
    text = "The notes are short, and many readers are probably thankful for the maps."
    assert not any("readers" in h for h in _hypotheses(text, "quantifiers"))


def test_perhaps_under_not_all_gives_no_pair() -> None:
    assert not _hypotheses("Most of the guests perhaps knew the bride.", "quantifiers")


def test_clause_without_epistemic_adverb_keeps_pair() -> None:
    hyps = _hypotheses("Most of the guests knew the bride.", "quantifiers")
    assert hyps == {"Not all of the guests knew the bride."}


def test_stranded_do_gives_no_pair() -> None:
    text = "Perhaps she wanted a quiet life; some young widows with children do."
    assert not _hypotheses(text, "quantifiers")


def test_stranded_auxiliary_gives_no_pair() -> None:
    text = "He said the boys would help, and most of them did."
    assert not _hypotheses(text, "quantifiers")


def test_do_with_its_own_dependent_keeps_pair() -> None:
    hyps = _hypotheses("Some young widows with children do well in business.", "quantifiers")
    assert hyps == {"Not all young widows with children do well in business."}


def test_some_with_participle_supplement_gives_no_pair() -> None:
    text = "Some early sonnets, printed in a small magazine, were written in prison."
    assert not _hypotheses(text, "quantifiers")


def test_some_with_relative_supplement_gives_no_pair() -> None:
    text = "Some early sonnets, which he printed in a small magazine, were written in prison."
    assert not _hypotheses(text, "quantifiers")


def test_some_with_restrictive_participle_keeps_pair() -> None:
    text = "Some minor poems collected in the appendix were attributed to him."
    assert _hypotheses(text, "quantifiers")


def test_numeral_with_participle_supplement_gives_no_pair() -> None:
    text = "Two old barges, tied up at the pier, sank in the storm."
    assert not _hypotheses(text, "numerals")


def test_numeral_without_supplement_keeps_pair() -> None:
    assert _hypotheses("Two old barges sank in the storm.", "numerals")
