"""Forty-seventh pass (stop 53, im40): scalar items that are not used scalarly, on constructed
sentences through the real pipeline, each with a near twin that keeps its pair.

1. A numeral in the subject of a present-tense naming verb ("Two people singing together is
   called a duet"): definitional, no upper bound at issue; an episode ("were called") stays.
2. Evaluative "cool" of a situation ("this is cool", a gerund subject); "This water is cool"
   stays.
3. A scalar item in the complement of a desire, need, attempt or directive predicate ("want to
   make her happy", "need 2 things", "told us to take some") or of a counterfactual "wish";
   the asserted twin stays.
4. A scalar item in a to-infinitive evaluated by an adjective of approval or difficulty ("It
   was neat to see some of ...").
"""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs


def _hypotheses(text: str, subtype: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "implicature")
        if p.subtype == subtype and p.premise_kind == "original" and kept(p)
    }


def test_numeral_defining_a_term_gives_no_pair() -> None:
    assert _hypotheses("Two people singing together is called a duet.", "numerals") == set()


def test_numeral_defining_a_term_with_known_as_gives_no_pair() -> None:
    text = "Four voices singing in harmony are known as a quartet."
    assert _hypotheses(text, "numerals") == set()


def test_numeral_in_an_episode_of_calling_keeps_its_pair() -> None:
    hyps = _hypotheses("Two men were called to the stand.", "numerals")
    assert hyps == {"No more than two men were called to the stand."}


def test_approval_cool_of_a_demonstrative_gives_no_pair() -> None:
    text = "Wow, this is cool, the museum has a real mammoth skeleton."
    assert _hypotheses(text, "gradable_adjectives") == set()


def test_approval_cool_of_a_gerund_gives_no_pair() -> None:
    text = "Sure, being the person who writes the songs is cool, but it is just a job."
    assert _hypotheses(text, "gradable_adjectives") == set()


def test_cool_of_a_thing_keeps_its_pair() -> None:
    assert _hypotheses("This water is cool.", "gradable_adjectives") == {"This water isn't cold."}


def test_adjective_under_want_gives_no_pair() -> None:
    text = "He is kind and wants to make his mother happy."
    assert _hypotheses(text, "gradable_adjectives") == set()


def test_asserted_adjective_keeps_its_pair() -> None:
    assert _hypotheses("His mother was happy.", "gradable_adjectives") == {
        "His mother wasn't ecstatic."
    }


def test_numeral_as_object_of_need_gives_no_pair() -> None:
    assert _hypotheses("I need 3 things from the store.", "numerals") == set()


def test_numeral_under_want_to_gives_no_pair() -> None:
    assert _hypotheses("We want to buy two tickets for the show.", "numerals") == set()


def test_quantifier_under_a_directive_verb_gives_no_pair() -> None:
    text = "The teacher told us to read some of the poems."
    assert _hypotheses(text, "quantifiers") == set()


def test_numeral_of_an_asserted_purchase_keeps_its_pair() -> None:
    hyps = _hypotheses("We bought two tickets for the show.", "numerals")
    assert hyps == {"We didn't buy more than two tickets for the show."}


def test_sampling_try_with_an_object_keeps_its_pair() -> None:
    hyps = _hypotheses("We tried two restaurants on that street.", "numerals")
    assert hyps == {"We didn't try more than two restaurants on that street."}


def test_quantifier_in_a_counterfactual_wish_gives_no_pair() -> None:
    text = "I wish the book had pictures for some of the harder chapters."
    assert _hypotheses(text, "quantifiers") == set()


def test_quantifier_under_an_evaluative_infinitive_gives_no_pair() -> None:
    text = "It was neat to see some of the old photographs again."
    assert _hypotheses(text, "quantifiers") == set()


def test_asserted_quantifier_keeps_its_pair() -> None:
    hyps = _hypotheses("We saw some of the old photographs again.", "quantifiers")
    assert hyps == {"We didn't see all of the old photographs again."}
