"""Read-through of stop 63's merged presupposition and verb_complement changes (branch mdD):
the defects it fixed, each through the real spaCy model, extractor and rewriters on constructed
sentences.

- complement._matrix_manner_adverb dropped speaker-oriented hedges with the manner adverbs of a
  commitment verb or negative implicative, so the hypothesis asserted what S only reports;
- presupposition._transition_adjuncts cut a verb associate of "even" with "even", leaving the
  coordinator dangling ("had not been singing and before");
- extract._opening_participle and verb_complement_context.conditional_or read the doc's first
  token as the sentence's, so neither fired in a second sentence of a record.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, pair_flags


def _hypotheses(text: str, phenomenon: str, premise_kind: str = "original") -> list[str]:
    return [p.hypothesis for p in mined_pairs(text, phenomenon) if p.premise_kind == premise_kind]


def test_hedge_on_negative_implicative_stays_in_hypothesis():
    hyps = _hypotheses("The minister supposedly refused to sign the treaty.", "verb_complement")
    assert hyps == ["The minister supposedly signed the treaty."]


def test_hedge_on_commitment_verb_stays_in_hypothesis():
    hyps = _hypotheses("The courier seemingly agreed to deliver the parcel.", "verb_complement")
    assert hyps == ["The courier seemingly delivered the parcel."]


def test_guard_manner_adverb_of_refusal_still_dropped():
    hyps = _hypotheses("The minister angrily refused to sign the treaty.", "verb_complement")
    assert hyps == ["The minister signed the treaty."]


def test_even_on_conjoined_verb_keeps_the_conjunct():
    hyps = _hypotheses("She started to sing and even dance on the table.", "presupposition")
    assert "She had not been singing and dancing on the table before." in hyps
    assert not any(h.endswith("and before.") for h in hyps)


def test_guard_even_on_scale_end_adjunct_still_dropped():
    text = "She continued to insist on leading them even into her old age."
    assert "She had been insisting on leading them before." in _hypotheses(text, "presupposition")


def test_opening_participle_in_second_sentence_is_no_possessor():
    text = (
        "The tower fell last year. Continuing Unicorp's PT series of cores, the PT-500 gives"
        " users more speed."
    )
    hyps = _hypotheses(text, "presupposition")
    assert "Unicorp has a PT series of cores." in hyps
    assert not any(h.startswith("Continuing") for h in hyps)


def test_conditional_or_after_directive_in_second_sentence_is_flagged():
    text = "The track is wet. Remember, no afterburners or you will not be allowed to race."
    (pair,) = [
        p for p in mined_pairs(text, "verb_complement") if p.premise_kind == "negation_removed"
    ]
    assert "discourse-clash:conditional:or" in pair_flags(pair)


def test_all_that_of_a_noun_phrase_stays_in_hypothesis():
    # "all that extra work" is a definite NP, not the degree NPI "all that" (+ adjective)
    hyps = _hypotheses("The manager doesn't seem to want all that extra work.", "verb_complement")
    assert hyps == ["The manager wants all that extra work."]


def test_guard_degree_all_that_still_dropped():
    hyps = _hypotheses("The plan doesn't seem to be all that well thought out.", "verb_complement")
    assert hyps == ["The plan is well thought out."]
