"""Stop 78, mn80: pronoun gender agreement in one place (``anaphora.gender_agrees``).

Agreement in gender is a hard filter on an antecedent (Hobbs 1978; Lappin & Leass 1994 §2.1).
``gender_agrees`` (no ``gender_clash`` and no ``ungendered_name_antecedent``) is the check of
the noun phrase a resolver writes for a pronoun; the candidate filters
(``anaphora.antecedent_candidates``, ``rewrite.presupposition._agrees_as``) drop the clashing
nouns and keep a bare name as a rival. The sites that skipped a check before:

- presupposition's time-clause object pronouns (``_named_pronouns``), the main-clause subject
  pronoun (``_resolved_main_subject``), the passive draft's possessor (``_possessor_antecedent``)
  and the reporter's rivals (``_reporter_antecedent``) did not ask for a gender clash;
- ``pronoun_antecedent`` (a re-verb's object, an infinitive's object controller) wrote a bare
  name for "him";
- the complement rewriter's addressee of a verb of telling had no gender check at all;
- ``verb_complement_fragments.bound_pronoun`` took "he" for the bound variable of "every
  actress".

Constructed sentences through the real spaCy model and the real pipeline; each bad case has a
good neighbour that is still resolved.
"""

from __future__ import annotations

import pytest

from pipeline.phenomena import verb_complement_fragments as fragments
from pipeline.rewrite import anaphora, complement, presupposition
from tests.phenomenon_support import mined_pairs


def _original(text: str, phenomenon: str) -> dict[str, object]:
    return {p.hypothesis: p for p in mined_pairs(text, phenomenon) if p.premise_kind == "original"}


# -- one place --------------------------------------------------------------------------------


def test_the_resolvers_bind_the_one_agreement_check():
    assert presupposition.gender_agrees is anaphora.gender_agrees
    assert complement.gender_agrees is anaphora.gender_agrees
    assert fragments.gender_agrees is anaphora.gender_agrees
    assert not hasattr(presupposition, "ungendered_name_antecedent")
    assert not hasattr(complement, "ungendered_name_antecedent")


def test_gender_agrees_is_no_clash_and_no_bare_name(nlp):
    doc = nlp("The actress met Lena and Mrs Patel and the actor.")
    actress, lena, patel, actor = (doc[1], doc[3], doc[6], doc[9])
    assert not anaphora.gender_agrees("he", actress)
    assert anaphora.gender_agrees("she", actress)
    assert not anaphora.gender_agrees("she", lena)
    assert anaphora.gender_agrees("she", patel)
    assert anaphora.gender_agrees("he", actor)
    assert anaphora.gender_agrees("they", lena)


# -- presupposition: the four sites that skipped the clash --------------------------------------


def test_time_clause_object_is_not_named_by_a_clashing_subject():
    hyps = _original("The actress left the party after the guards insulted him.", "presupposition")
    assert "The guards insulted the actress." not in hyps
    assert "The guards insulted him." in hyps


def test_time_clause_object_is_named_by_an_agreeing_subject():
    hyps = _original("The actor left the party after the guards insulted him.", "presupposition")
    assert "The guards insulted the actor." in hyps


def test_main_subject_pronoun_is_not_named_by_a_clashing_fronted_subject():
    hyps = _original(
        "After the actress lost the vote, he stopped paying the rent.", "presupposition"
    )
    assert "The actress had been paying the rent before." not in hyps
    assert "He had been paying the rent before." in hyps


def test_main_subject_pronoun_is_named_by_an_agreeing_fronted_subject():
    hyps = _original("After the actor lost the vote, he stopped paying the rent.", "presupposition")
    assert "The actor had been paying the rent before." in hyps


def test_second_conjunct_pronoun_is_not_named_by_a_clashing_subject():
    hyps = _original("The actress sold her car, and he left Boston.", "presupposition")
    assert "The actress was in Boston before." not in hyps
    assert "He was in Boston before." in hyps


def test_second_conjunct_pronoun_is_named_by_an_agreeing_subject():
    hyps = _original("The actor sold his car, and he left Boston.", "presupposition")
    assert "The actor was in Boston before." in hyps


def test_passive_possessor_is_not_a_clashing_subject():
    hyps = _original("The actress rebuilt his house.", "presupposition")
    assert "The actress's house had been built before." not in hyps
    assert "His house had been built before." in hyps


def test_passive_possessor_is_an_agreeing_subject():
    hyps = _original("The actor rebuilt his house.", "presupposition")
    assert "The actor's house had been built before." in hyps


# -- pronoun_antecedent: no bare name for "him" --------------------------------------------------


def test_re_verb_object_is_not_a_bare_name():
    hyps = _original("Peter said that the club would rehire him.", "presupposition")
    assert "Peter had been hired before." not in hyps
    assert "He had been hired before." in hyps


def test_re_verb_object_is_a_gendered_noun():
    hyps = _original("The landlord said that the club would rehire him.", "presupposition")
    assert "The landlord had been hired before." in hyps


def test_object_controller_is_not_a_bare_name():
    hyps = _original("Peter said the manager forced him to leave the building.", "verb_complement")
    assert "Peter left the building." not in hyps
    assert "He left the building." in hyps


def test_object_controller_is_a_gendered_noun():
    hyps = _original(
        "The actor said the manager forced him to leave the building.", "verb_complement"
    )
    assert "The actor left the building." in hyps


# -- complement: the addressee of a verb of telling ----------------------------------------------


def test_addressee_is_not_a_bare_name():
    hyps = _original(
        "The chairman told Lena that she should restart the server.", "verb_complement"
    )
    assert "Lena should restart the server." not in hyps
    assert "She should restart the server." in hyps


def test_addressee_is_a_common_noun():
    hyps = _original(
        "The actor told the waiter that he should restart the server.", "verb_complement"
    )
    assert "The waiter should restart the server." in hyps


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # a teller of the other gender is no rival: the addressee is the one candidate
        ("The actress told the manager that he had won the prize.", True),
        # a teller of the same gender may be meant: the pronoun stays
        ("The actor told the manager that he had won the prize.", False),
    ],
)
def test_a_clashing_teller_is_no_rival(text, named):
    hyps = _original(text, "verb_complement")
    assert ("The manager had won the prize." in hyps) is named


# -- verb_complement_fragments: bound variables ------------------------------------------------


def test_every_actress_does_not_bind_he():
    pairs = _original("Every actress thinks that he is talented.", "verb_complement")
    pair = pairs["He is talented."]
    assert not any(f.startswith("dangling-anaphor:bound") for f in pair.features["flags"])


def test_every_actor_binds_he():
    pairs = _original("Every actor thinks that he is talented.", "verb_complement")
    pair = pairs["He is talented."]
    assert "dangling-anaphor:bound:every:he" in pair.features["flags"]
