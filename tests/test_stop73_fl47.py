"""Stop 73 round two (fl47): definitional noun-phrase fragments repaired, not flagged. A
definiens opened by free-choice "any" ("Any collection of data ..., or any system for ...") or
by a weak definite, "the" with an "of" complement after the head ("The electronic equivalent of
..."), and a term gloss with its own article ("A humorous term for ...") are made the copular
clause they stand for ("It is ..."); a definite genus with only a relative clause stays
``source:fragment`` (stop 72, fl44). Constructed sentences after s1204g's FOLDOC pairs, parsed
by the real model.
"""

from __future__ import annotations

from tests.phenomenon_support import every_pair_flagged, model_fitness_reasons, source_flags
from tests.phenomenon_support import source_assessed_pairs as _pairs


def _all_mended(pairs, start: str) -> None:
    assert pairs
    for pair in pairs:
        assert pair.premise.startswith(start), pair.premise
        assert pair.hypothesis.startswith(start), pair.hypothesis
        assert not source_flags(pair)
        assert "copular-definition" in pair.features["flags"]
    assert any(pair.well_formed for pair in pairs)


def test_free_choice_any_definiens_is_mended():
    text = (
        "Any collection of records including maps, charts and tables, or any tool for viewing them."
    )
    assert model_fitness_reasons(text) == ["description"]
    _all_mended(_pairs(text), "It is any collection of records including")


def test_weak_definite_with_of_complement_is_mended():
    text = (
        "The electronic counterpart of the paper diaries found in some old inns, in which guests"
        " can write their names and notes."
    )
    _all_mended(_pairs(text), "It is the electronic counterpart of the paper diaries")


def test_term_gloss_with_its_own_article_is_mended():
    text = (
        "A jocular term for the lock - the object that gives its holder sole access to the code"
        " and the logs."
    )
    _all_mended(_pairs(text), "It is a jocular term for the lock")


def test_definite_genus_with_only_a_relative_clause_stays_a_fragment():
    pairs = _pairs("The program that sorts and merges files on the mainframe.")
    assert every_pair_flagged(pairs, "source:fragment", source_flags)


def test_bare_term_gloss_stays_a_fragment():
    text = "Jocular term for the lock that gives its holder sole access to the code and the logs."
    pairs = _pairs(text)
    assert every_pair_flagged(pairs, "source:fragment", source_flags)


def test_clause_with_any_subject_is_no_definiens():
    text = "Any collection of records including maps and charts is stored on the server."
    assert model_fitness_reasons(text) == []
