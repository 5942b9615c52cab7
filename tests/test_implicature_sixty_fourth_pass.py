"""Sixty-fourth pass (docs/implicature.md, "Sixty-fourth pass (stop 62, im57: ...)").

Blind review s1202l: a hortative "Lets" (lost apostrophe) is no subject; the clitic "'s" of an
existential with a plural pivot is negated "aren't", not "'s not"; a "someone" subject outscopes
the added negation; a bare "some people/folks" subject of an episodic clause is the existential
"sm". Constructed sentences through the real pipeline; each refusal has a twin that keeps its
pair."""

from __future__ import annotations

from tests.phenomenon_support import implicature_hypotheses, mined_pairs

_hypotheses = implicature_hypotheses


def _texts(text: str, subtype: str) -> set[str]:
    return {
        s
        for p in mined_pairs(text, "implicature")
        if p.subtype == subtype
        for s in (p.premise, p.hypothesis)
    }


# 1. hortative "Lets"


def test_hortative_lets_without_apostrophe_gets_no_pair() -> None:
    assert _texts("Lets dig three wells behind the barn.", "numerals") == set()
    assert _texts("Lets clean the stables and feed 4 horses.", "numerals") == set()


def test_verb_lets_with_a_subject_keeps_its_pair() -> None:
    hyps = _hypotheses("Mara lets us dig three wells.", "numerals")
    assert hyps and all(h.startswith("Mara doesn't let") for h in hyps)


# 2. existential "there's" + plural pivot


def test_existential_clitic_with_plural_pivot_negated_with_are() -> None:
    text = "There's wolves out in most of the northern forests."
    hyps = _hypotheses(text, "quantifiers")
    assert hyps == {"There aren't wolves out in all of the northern forests."}
    assert not any("There's not" in s for s in _texts(text, "quantifiers"))


def test_existential_clitic_with_singular_pivot_keeps_s_not() -> None:
    assert _hypotheses("There's a lamp in most of the cabins.", "quantifiers") == {
        "There's not a lamp in all of the cabins."
    }


# 3. "someone" over the added negation


def test_someone_subject_gets_no_pair() -> None:
    assert _texts("Someone has torn down most of the old posters.", "quantifiers") == set()
    assert _texts("Somebody stole three horses from the stable.", "numerals") == set()


def test_definite_subject_keeps_its_pair() -> None:
    assert _hypotheses("Most of the old posters have been torn down.", "quantifiers") == {
        "Not all of the old posters have been torn down."
    }


def test_everyone_subject_keeps_its_wide_negation() -> None:
    assert _hypotheses("Everyone ate some of the bread.", "quantifiers") == {
        "Not everyone ate all of the bread."
    }


# 4. episodic "some people/folks"


def test_some_folks_in_an_episodic_clause_get_no_pair() -> None:
    assert _texts("Some folks saw strange lights above the quarry.", "quantifiers") == set()
    assert _texts("Some people have been keeping goats in their yards.", "quantifiers") == set()


def test_characterizing_and_attitude_some_people_keep_their_pair() -> None:
    assert _hypotheses("Some people keep goats in their yards.", "quantifiers") == {
        "Not everyone keeps goats in their yards."
    }
    assert _hypotheses("Some people said that the quarry is cursed.", "quantifiers") == {
        "Not everyone said that the quarry is cursed."
    }


def test_some_people_with_a_verb_of_state_keep_their_pair() -> None:
    assert _hypotheses("Some people have had enough of the quarry.", "quantifiers") == {
        "Not everyone has had enough of the quarry."
    }
    assert _hypotheses("Some folks were furious about the new tax.", "quantifiers") == {
        "Not everyone was furious about the new tax."
    }


def test_restricted_or_situated_some_people_keep_their_pair() -> None:
    assert _hypotheses("Some people in the village saw strange lights.", "quantifiers") == {
        "Not all people in the village saw strange lights."
    }
    assert _hypotheses("When the gate opened, some people ran inside.", "quantifiers") == {
        "When the gate opened, not everyone ran inside."
    }
    assert _hypotheses("Some guards saw strange lights above the quarry.", "quantifiers") == {
        "Not all guards saw strange lights above the quarry."
    }


# 5. epithet nouns


def test_some_with_an_epithet_noun_gets_no_pair() -> None:
    text = "Some goons from the docks came and dragged him off to the harbor."
    assert _texts(text, "quantifiers") == set()
    assert _texts("Some morons left the gate open last night.", "quantifiers") == set()


def test_some_with_a_plain_noun_keeps_its_pair() -> None:
    assert _hypotheses("Some clerks from the office came and took him away.", "quantifiers") == {
        "Not all clerks from the office came and took him away."
    }


def test_some_people_with_a_definite_object_keep_their_pair() -> None:
    # a definite object names a given situation whose participants are the domain (IMPPRES's
    # "Some people were wearing the scarves" shape)
    assert _hypotheses("Some people were carrying the lanterns.", "quantifiers") == {
        "Not everyone was carrying the lanterns."
    }
