"""verb_complement, fifty-seventh pass (branch vc50, from cb6d9e3): candidates without a verb
taking the clause.

Classes from the s1130q-v rejects ("candidate without a real trigger"): an infinitive after a
predicative adjective of "seem/appear" (the adjective's complement or an extraposed subject);
"it" + "be" + "not/just" + that-clause (the inferential construction, no clause-embedding
verb); the reformulation marker "that/which is to say"; "start" = set out with a source or goal
phrase before a purpose infinitive; the deliberative "consider NP" before an eventive infinitive
that modifies the noun. Constructed sentences through ``pipeline.process.run_texts`` (the real
model, prefilter, extractor, rewriters and flag settling); each test failed on cb6d9e3, except
the guards (marked).
"""

from __future__ import annotations

from pipeline.process import run_texts


def _lemmas(text: str) -> list[str]:
    """The trigger lemmas of the verb_complement candidates of ``text``."""
    _, result = run_texts([text], ["verb_complement"])
    return [c.trigger_lemma for c in result.candidates]


def _candidate(text: str, lemma: str):
    _, result = run_texts([text], ["verb_complement"])
    found = [c for c in result.candidates if c.trigger_lemma == lemma]
    assert len(found) == 1, [c.trigger_lemma for c in result.candidates]
    return found[0]


# 1. an infinitive after a predicative adjective belongs to the adjective (CGEL ch. 14 §7)


def test_seem_adjective_infinitive_is_no_seem_candidate():
    assert "seem" not in _lemmas("It seems logical to expect some delays in the spring.")


def test_modal_seem_adjective_infinitive_is_no_seem_candidate():
    assert "seem" not in _lemmas("It would seem prudent to wait for the report.")


def test_seem_with_experiencer_and_adjective_is_no_candidate():
    assert "seem" not in _lemmas("It seemed to me logical to expect delays.")


def test_guard_seem_to_stays():
    # guard: the raising "seem to V" with nothing between
    assert "seem" in _lemmas("She seemed to enjoy the film.")


# 2. "it" + "be" + (not/just) + that-clause: the inferential construction (Delahunty 2001)


def test_it_was_not_that_is_no_candidate():
    assert "be" not in _lemmas("It was not that she disliked her brother.")


def test_contracted_it_isnt_that_is_no_candidate():
    assert "be" not in _lemmas("It isn't that the food was bad.")


def test_noun_subject_is_that_is_no_candidate():
    # RP19's "be that" rows have a noun subject; were flagged until the ninety-sixth pass
    # (vc90): a copula + that-clause is no candidate
    assert "be" not in _lemmas("The fact is that he lied.")


def test_it_is_the_case_that_is_no_candidate():
    # a predicative noun between "be" and "that": no inferential construction, but a copula +
    # that-clause all the same (no candidate since the ninety-sixth pass, vc90)
    assert "be" not in _lemmas("It is the case that the bridge is closed.")


# 3. the reformulation marker "that/which is to say" (Quirk et al. 1985 §8.141)


def test_which_is_to_say_is_no_say_candidate():
    text = "Most land is owned by the state, which is to say that the farmers are tenants."
    assert "say" not in _lemmas(text)


def test_that_is_to_say_with_a_bare_clause_is_no_say_candidate():
    text = "The laws are enacted by parliament, that is to say the elected members decide them."
    assert "say" not in _lemmas(text)


def test_guard_noun_subject_is_to_say_stays():
    # guard: "be to" of arrangement with a noun subject ("The spokesman is to say that P")
    assert "say" in _lemmas("The spokesman is to say that the talks failed.")


# 4. "start" = set out with a source or goal phrase (Levin 1993 §51.1; Quirk et al. §15.48)


def test_start_from_a_place_with_purpose_infinitive_is_no_candidate():
    assert "start" not in _lemmas("The army started from the coast to reach the capital.")


def test_start_toward_a_place_with_purpose_infinitive_is_no_candidate():
    assert "start" not in _lemmas("The hikers started towards the river to fetch water.")


def test_guard_aspectual_start_stays():
    # guard: the aspectual "start to V"
    assert "start" in _lemmas("The army started to cross the river.")


# 5. the deliberative "consider NP" before an eventive infinitive (Quirk et al. §16.43)


def test_consider_noun_with_eventive_infinitive_is_no_candidate():
    assert "consider" not in _lemmas("The ministry will consider new rules to protect the coast.")


def test_guard_consider_him_to_be_stays():
    # guard: the ECM "consider NP to be"
    assert "consider" in _lemmas("The committee considers him to be the best candidate.")


def test_guard_consider_with_perfect_infinitive_stays():
    # guard: a perfect infinitive is stative
    assert "consider" in _lemmas("We consider the treaty to have failed.")
