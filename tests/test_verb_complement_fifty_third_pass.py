"""verb_complement, fifty-third pass (branch vc46, from bac8445): hypothesis morphology.

Classes of the s1130q/r rejects on rubric (c), "complement with correct tense/agreement": a
quantified pronoun subject ("several", "many", "most of the N") given a singular verb, a clause
conjunct with its own subject read as sharing the first clause's passive auxiliary ("several
been"), and the passive infinitive of a forecast or schedule put in the simple present ("is
expected to be opened Tuesday" -> "is opened Tuesday"). Constructed sentences through
``pipeline.process.run_texts`` (the real model, extractor, rewriters and flag settling); each
test failed on bac8445 except the guards (forms that must stay).
"""

from __future__ import annotations

from pipeline.process import run_texts
from tests.phenomenon_support import kept


def _hypothesis(text: str, lemma: str) -> str:
    """The kept hypothesis of the original (un-negated) premise of the ``lemma`` candidate."""
    _, result = run_texts([text], ["verb_complement"])
    ids = {c.candidate_id for c in result.candidates if c.trigger_lemma == lemma}
    pairs = [p for p in result.pairs if p.candidate_id in ids and p.premise_kind == "original"]
    assert len(pairs) == 1, [(p.premise_kind, p.hypothesis) for p in result.pairs]
    assert kept(pairs[0]), pairs[0].features
    return pairs[0].hypothesis


# 1. number agreement with quantified pronoun heads (CGEL ch. 5 §9)


def test_partitive_most_of_plural_takes_plural_be():
    hyp = _hypothesis("Most of the settlers wanted to be paid in gold.", "want")
    assert hyp == "Most of the settlers were paid in gold."


def test_plural_quantifier_head_in_clause_conjunct_takes_were():
    hyp = _hypothesis(
        "The poems were ignored at first, and many proved to be popular with later readers.",
        "prove",
    )
    assert hyp.endswith("and many were popular with later readers.")


def test_clause_conjunct_with_own_subject_keeps_its_past_tense():
    # "proved" is not a participle sharing "were": the conjunct has its own subject
    hyp = _hypothesis(
        "The poems were ignored at first, and several proved to be popular with later readers.",
        "prove",
    )
    assert hyp.endswith("and several were popular with later readers.")


def test_partitive_of_mass_noun_stays_singular():
    hyp = _hypothesis("Most of the grain proved to be spoiled by the rain.", "prove")
    assert hyp == "Most of the grain was spoiled by the rain."


def test_singular_subject_unchanged():
    hyp = _hypothesis("The farmer wanted to be paid in gold.", "want")
    assert hyp == "The farmer was paid in gold."


# 2. passive infinitive of a forecast or schedule: the will-future


def test_expected_passive_infinitive_takes_will():
    hyp = _hypothesis("The new bridge is expected to be opened Tuesday.", "expect")
    assert hyp == "The new bridge will be opened Tuesday."


def test_scheduled_passive_infinitive_with_date_takes_will():
    hyp = _hypothesis("The final match is scheduled to be played in May 2031.", "schedule")
    assert hyp == "The final match will be played in May 2031."


def test_scheduled_active_infinitive_takes_will():
    hyp = _hypothesis("The committee is scheduled to meet in June.", "schedule")
    assert hyp == "The committee will meet in June."


def test_expected_state_keeps_present():
    # a state expected to hold: the present states it (Quirk et al. 1985 §4.4)
    hyp = _hypothesis("The museum is expected to be popular.", "expect")
    assert hyp == "The museum is popular."


def test_past_expected_passive_keeps_past():
    hyp = _hypothesis("The bridge was expected to be opened on Tuesday.", "expect")
    assert hyp == "The bridge was opened on Tuesday."


# 3. a speech-act manner adverb between the verb (and its object) and a that-less clause


def test_manner_adverb_before_bare_clause_stays_with_matrix():
    hyp = _hypothesis("She told the committee plainly we will not accept the offer.", "tell")
    assert hyp == "We will not accept the offer."


def test_disjunct_before_bare_clause_stays_in_complement():
    # a content disjunct belongs to the reported clause (Quirk et al. 1985 §8.127)
    hyp = _hypothesis("He said apparently the bridge was closed.", "say")
    assert hyp == "Apparently the bridge was closed."
