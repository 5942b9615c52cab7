"""verb_complement, fifty-eighth pass (branch vc51): non-constructions from the s1130y/z rejects.

Classes: a rationale infinitive after a passive verb that takes no object + infinitive in the
active ("is added to keep", "was built to hold") or after passive "chosen"; "try" whose object
is the relativised noun ("the methods they tried to calm him"); the preposition "to" after
"amount/translate to"; a past participle read as a past tense after a past or non-finite
"see"; a clause the parser hung on "remember" after its gerund complement; the concessive
formula "it must be said that". Constructed sentences through ``pipeline.process.run_texts``
(the real model, prefilter, extractor and rewriters); each test failed on the base, except
the guards (marked).
"""

from __future__ import annotations

from pipeline.process import run_texts


def _lemmas(text: str) -> list[str]:
    """The trigger lemmas of the verb_complement candidates of ``text``."""
    _, result = run_texts([text], ["verb_complement"])
    return [c.trigger_lemma for c in result.candidates]


def _hypotheses(text: str) -> list[str]:
    _, result = run_texts([text], ["verb_complement"])
    return [p.hypothesis for p in result.pairs]


# 1. rationale infinitives after a passive (Quirk et al. 1985 §15.48; Jones 1991)


def test_passive_add_purpose_is_no_candidate():
    assert "add" not in _lemmas("An extra hour is added to keep the clocks aligned with the sun.")


def test_passive_build_purpose_is_no_candidate():
    # already so on the base (kept as a guard of the class)
    assert "build" not in _lemmas("The hall was built to hold five thousand people.")


def test_passive_choose_purpose_is_no_candidate():
    text = "The steel for the bridge was chosen to withstand strong winds and salt spray."
    assert "choose" not in _lemmas(text)


def test_relativised_object_of_try_is_no_candidate():
    text = "The doctors spoke of remedies they had tried to cure the fever."
    assert "try" not in _lemmas(text)


def test_guard_passive_object_control_stays():
    # guard: "ask NP to V" is object control, its passive a complement
    assert "ask" in _lemmas("He was asked to leave the room.")


def test_guard_passive_perception_stays():
    # guard: "be seen to V" is the passive of a perception verb with an infinitive
    assert "see" in _lemmas("She was seen to leave the building.")


def test_guard_active_choose_stays():
    # guard: RP19's subject-control "choose to V"
    assert "choose" in _lemmas("She chose to stay at home.")


def test_guard_subject_relative_try_stays_flagged():
    # guard: the noun is the subject of "tried", the infinitive its complement
    _, result = run_texts(
        ["The nurses who tried to calm the patient were tired."], ["verb_complement"]
    )
    found = [c for c in result.candidates if c.trigger_lemma == "try"]
    assert len(found) == 1
    assert found[0].features["non_construction"] == "restrictive-relative"


# 2. prepositional "to", participle small clauses, clauses inside a gerund


def test_translate_to_noun_is_no_candidate():
    assert "translate" not in _lemmas("The title roughly translates to river in the old language.")


def test_see_participle_read_as_past_is_no_candidate():
    text = (
        "The old minister died and did not live to see the long dispute over the border "
        "settled through a treaty after the war."
    )
    assert "see" not in _lemmas(text)


def test_past_see_with_ambiguous_participle_is_no_candidate():
    # flagged participle-small-clause before (review10), now dropped
    assert "see" not in _lemmas("The guard saw the prisoner escaped.")


def test_guard_present_see_with_finite_clause_stays():
    # guard: present "see" = realise with a that-less finite clause
    assert "see" in _lemmas("I see you finished the report.")


def test_remember_gerund_yields_no_fragment():
    text = "I remember being told it would rain so hard people would think the sky had fallen."
    assert "remember" not in _lemmas(text)
    assert not any(h.startswith("So hard") for h in _hypotheses(text))


def test_guard_remember_finite_clause_stays():
    # guard: "remember" with a that-less finite clause
    assert "remember" in _lemmas("I remember he was told to wait.")


# 3. the concessive formula "it must be said that" (Quirk et al. 1985 §15.53-15.55)


def test_it_must_be_said_that_is_no_candidate():
    assert "say" not in _lemmas("It must be said that the staff worked very hard.")


def test_it_has_to_be_admitted_that_is_no_candidate():
    lemmas = _lemmas("It has to be admitted that the food was cold.")
    assert "admit" not in lemmas and "have" not in lemmas


def test_guard_it_was_said_that_stays():
    # guard: a plain impersonal report of saying
    assert "say" in _lemmas("It was said that the king had fled.")


def test_specificational_copula_is_no_candidate():
    # was a guard of the flagged candidate; no candidate since the ninety-sixth pass (vc90)
    _, result = run_texts(
        ["The main problem is that nobody reads the manual."], ["verb_complement"]
    )
    assert not [c for c in result.candidates if c.trigger_lemma == "be"]
