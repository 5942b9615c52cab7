"""Presupposition triggers and drafts (stop 46, pr45; NOPE App. B, IMPPRES §3; rubric a, c).

- "lighter-than-air craft": a comparative closed up by hyphens with "than" and its standard is
  a phrasal compound that classifies the head (Quirk et al. 1985 App. I.44; Bauer 1983 §7.2),
  no comparison of the head with the standard: no comparative candidate.
- Genitive compounds WordNet lists as nouns ("Queen Anne's lace", "St. John's wort"): a
  lexicalised descriptive genitive naming a kind (Quirk §5.123): no possessed definite.
- Floated "both" over a coordination of two NPs: the duality is asserted, not presupposed
  (Brisson 2003; H&P 2002 ch. 5 §9.2.2): no numeric-determiner candidate.
- "open someone's eyes": idiomatic when the subject is not the eyes' owner (Levin 1993 §40.3
  on body-part actions; Oxford Dictionary of English Idioms): no change of state.
- "hide the fact that S": hiding a proposition is no change of location; "was out in the open
  before" does not follow (prior-state selection ``not_abstract:obj``).
- The group genitive "William of Malmesbury's chronicle" (Quirk §5.117): the possessor is the
  whole name, not the name inside the of-phrase.
- Invariable noncount nouns ("furniture", "clothing": no plural in lemminflect's table) take
  no indefinite article in the draft (Quirk §5.3-5.5).
- A wh-word fronted from a stranded preposition ("knew what he was about") heads a wh-clause:
  no that-clause candidate of "know".

Constructed sentences through the real pipeline; each class has its good counterpart."""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import kept_presupposition_drafts as _drafts


def _triggers(text: str, subtype: str) -> list[str]:
    """The trigger lemmas of the candidates of ``subtype`` for ``text``."""
    _, result = run_texts([text], ["presupposition"])
    return [c.trigger_lemma for c in result.candidates if c.subtype == subtype]


# -- hyphenated comparative compounds ----------------------------------------------------------


def test_hyphenated_comparative_compound_is_no_comparative() -> None:
    assert (
        _triggers("The museum displays lighter-than-air craft such as blimps.", "comparatives")
        == []
    )


def test_free_comparative_with_than_stays() -> None:
    assert _triggers("Maria bought a faster car than Tom.", "comparatives") != []


# -- genitive compounds ------------------------------------------------------------------------


def test_genitive_compound_plant_name_is_no_possessed_definite() -> None:
    assert _drafts("Queen Anne's lace grew along the old road.", "possessed_definites") == set()
    assert (
        _drafts("The meadow was full of St. John's wort in July.", "possessed_definites") == set()
    )


def test_ordinary_genitive_of_a_name_keeps_its_draft() -> None:
    assert any(
        "Queen Anne had" in d
        for d in _drafts("Queen Anne's carriage stopped at the gate.", "possessed_definites")
    )


# -- floated "both" over a coordination --------------------------------------------------------


def test_floated_both_over_coordinated_subject_is_no_candidate() -> None:
    text = "The Liberals and the Greens both opposed the new budget."
    assert _triggers(text, "numeric_determiners") == []


def test_floated_both_over_plural_subject_stays_a_candidate() -> None:
    text = "The two parties both opposed the new budget."
    assert _triggers(text, "numeric_determiners") == ["both"]


# -- "open someone's eyes" ---------------------------------------------------------------------


def test_opened_her_eyes_with_inanimate_subject_is_an_idiom() -> None:
    assert _drafts("That trip to Paris had opened her eyes.", "change_of_state") == set()
    assert _drafts("The report opened my eyes to the problem.", "change_of_state") == set()


def test_opening_ones_own_eyes_keeps_the_change_of_state() -> None:
    assert _drafts("She opened her eyes slowly.", "change_of_state") == {
        "Her eyes were closed before."
    }


# -- "hide the fact" ---------------------------------------------------------------------------


def test_hiding_a_fact_has_no_out_in_the_open_draft() -> None:
    assert _drafts("He hid the fact that he was ill.", "change_of_state") == set()


def test_hiding_a_thing_keeps_its_draft() -> None:
    assert _drafts("He hid the key under the mat.", "change_of_state") == {
        "The key was not hidden before."
    }


# -- group genitive ----------------------------------------------------------------------------


def test_group_genitive_possessor_is_the_whole_name() -> None:
    # Stop 90 (pr198), pin re-decided: the trigger span now keeps to the genitive's own phrase,
    # so its root is the possessed "chronicle", not "William"; a chronicle names the author's
    # work (the agentive relation, Pustejovsky 1995; ``possessive._authored_work``: "Ann's
    # novel" -> no "Ann had a novel"), which "have" does not express, so no draft is written,
    # and never one of the wrong possessor "Malmesbury". A possessum that is owned keeps the
    # whole name as possessor.
    drafts = _drafts(
        "The tale is first found in 1140 in William of Malmesbury's chronicle.",
        "possessed_definites",
    )
    assert "Malmesbury has a chronicle." not in drafts
    assert _drafts(
        "The letter is kept in William of Malmesbury's house.", "possessed_definites"
    ) == {"William of Malmesbury has a house."}


def test_common_noun_of_phrase_keeps_its_own_possessor() -> None:
    drafts = _drafts("The captain of Rome's army fell ill.", "possessed_definites")
    assert drafts == {"Rome had an army."}


# -- invariable noncount possessa --------------------------------------------------------------


def test_noncount_possessum_takes_no_article() -> None:
    drafts = _drafts("Her sister's furniture was sold at auction.", "possessed_definites")
    assert drafts == {"Her sister had furniture."}


def test_count_possessum_keeps_its_article() -> None:
    drafts = _drafts("Her sister's house was sold at auction.", "possessed_definites")
    assert drafts == {"Her sister had a house."}


# -- wh-clause with a stranded preposition -----------------------------------------------------


def test_stranded_preposition_wh_clause_is_no_that_clause() -> None:
    assert _triggers("He knew what he was about.", "clause_embedding_predicates") == []


def test_that_clause_of_know_stays() -> None:
    assert _triggers("He knew that the plan was risky.", "clause_embedding_predicates") == ["know"]
