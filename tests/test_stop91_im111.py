"""Stop 91, im111: implicature hypotheses on review text (blind review s1207b).

Constructed sentences of the classes, not the judged rows: a time or aspect adverb is cut from
the negated hypothesis, a label heading before a colon is cut, an equative-modified gradable
adjective is no candidate; and good neighbours stay as they were."""

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in mined_pairs(text, "implicature")}


def test_final_now_cut_from_negated_hypothesis():
    hyps = _hypotheses("We have tasted 4 different blends now.")
    assert "We haven't tasted more than 4 different blends." in hyps
    assert not any(h.endswith("blends now.") for h in hyps)


def test_eventually_cut_from_negated_hypothesis():
    hyps = _hypotheses("She eventually ate 3 bowls of the soup.")
    assert "She didn't eat more than 3 bowls of the soup." in hyps
    assert not any("eventually" in h for h in hyps)


def test_fronted_time_phrase_cut_with_its_comma():
    hyps = _hypotheses("Over time, I have ordered two boxes.")
    assert "I haven't ordered more than two boxes." in hyps
    assert not any("time" in h for h in hyps)


def test_so_far_bounds_the_count_and_stays():
    # integration (s1207a: "... so far" kept 5 of 5; ab91b: cut, judged a claim on the total)
    hyps = _hypotheses("I've had two shipments of this product so far.")
    assert "I haven't had more than two shipments of this product so far." in hyps


def test_quantified_subject_keeps_its_adverb():
    # "Not all N" negates the quantifier, not the clause: the adverb is no focus and stays
    hyps = _hypotheses("Many stores now carry it.")
    assert "Not all stores now carry it." in hyps


def test_label_heading_cut_before_colon():
    hyps = _hypotheses("Serving tip: the box makes two loaves of bread.")
    assert "The box doesn't make more than two loaves of bread." in hyps
    assert not any("tip" in h for h in hyps)


def test_clause_before_colon_untouched_by_label_rule():
    # a lowercase opening or a clause is no label
    pairs = mined_pairs("I have two dogs: they love it.", "implicature")
    assert not any(p.hypothesis.startswith("They") for p in pairs)


def test_equative_gradable_adjective_is_no_candidate():
    assert not any("excellent" in h for h in _hypotheses("The second bag was equally good."))


def test_plain_gradable_adjective_still_a_candidate():
    assert "The second bag wasn't excellent." in _hypotheses("The second bag was good.")


def test_approximating_appositive_cut():
    hyps = _hypotheses("The jars are big, roughly the size of a softball, and they ship well.")
    assert "The jars aren't enormous." in hyps
    assert not any("softball" in h for h in hyps)


def test_now_of_a_present_state_stays():
    # "now" framing a present state is at home under the negation; only the perfect's
    # culminative "now" ("by now") goes
    assert "They don't have more than two puppies now." in _hypotheses("They have two puppies now.")
