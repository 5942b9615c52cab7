"""Seventy-eighth pass (stop 53, pr75; docs/presupposition.md): trigger leftovers of pr72.

- a preposed, non-progressive while-clause about a parallel subject ("While the first round
  was effective, the second round ...") and a
  while-clause answered by a concessive "yet" are contrast/concession, not time (Quirk et al.
  1985 §15.50, §15.38);
- a classifying genitive after a singular determiner ("a women's magazine") or a numeral
  compound ("the 22-player women's section") owns nothing (Quirk et al. 1985 §5.123, §17.48).

Constructed sentences through the real pipeline; each class has a good counterpart."""

from __future__ import annotations

from tests.phenomenon_support import presupposition_triggers

_triggers = presupposition_triggers


def test_re_verb_under_want_keeps_its_candidate() -> None:
    # the repetition's presupposition projects from the complement of an attitude verb
    # ("They decided to rebuild the mill": it was built before; Heim 1992), so it stays
    assert _triggers("The host wanted to reunite the old band.", "re_verbs")


def test_preposed_parallel_while_is_contrast() -> None:
    text = "While the first round of cuts was effective, the second round has done little."
    assert _triggers(text, "temporal_adverbs") == set()


def test_preposed_progressive_while_stays_temporal() -> None:
    text = "While the first train was leaving the station, the second train arrived."
    assert _triggers(text, "temporal_adverbs") == {"While"}


def test_concessive_yet_while_is_no_time() -> None:
    text = "While the painter did not invent this style, yet its success is owed to him."
    assert _triggers(text, "temporal_adverbs") == set()


def test_temporal_while_without_yet_stays() -> None:
    text = "While the painter was living in Paris, his brother ran the shop."
    assert _triggers(text, "temporal_adverbs") == {"While"}


def test_numeral_compound_before_class_genitive() -> None:
    text = "Anna won the 22-player women's section with nine points."
    assert _triggers(text, "possessed_definites") == set()


def test_singular_determiner_before_plural_genitive() -> None:
    text = "She edited a women's magazine in Boston for ten years."
    assert not any("women" in t for t in _triggers(text, "possessed_definites"))


def test_possessive_plural_genitive_keeps_its_candidate() -> None:
    text = "The twenty workers' union was dissolved, but the farmers' houses were sold."
    assert "the farmers' houses" in _triggers(text, "possessed_definites")
