"""Stop 92, cj199: a predicative list of three the parse did not link by ``conj`` keeps its
coordinator when one member goes (``conjuncts._predicate_list_before``).

"arrived quickly, well packaged and in good condition" (adverb and participle both hang on the
verb) and "were very large, moist and delicious" (the first adjective made a premodifier of a
bare singular "moist") are lists of three; only the last member takes the coordinator (Quirk et
al. 1985 §13.21; Huddleston & Pullum 2002 ch. 15 §2.1), so the shortened list is "A and B",
never the asyndetic "A, B." a predicative list does not allow.

Sentences go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _removals(text: str) -> set[str]:
    """The hypothesis of every well-formed conjunct removal of ``text``."""
    return {
        p.hypothesis
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed" and p.well_formed
    }


def _reduced_premises(text: str) -> set[str]:
    """The premise of every conjunct addition pair of ``text``."""
    return {
        p.premise for p in mined_pairs(text, "conjunction") if p.hypothesis_kind == "conjunct_added"
    }


def test_sister_manner_and_predicative_members_keep_the_coordinator() -> None:
    text = "The package arrived quickly, well-packaged and in good condition."
    out = _removals(text)
    assert "The package arrived quickly and in good condition." in out
    assert "The package arrived quickly and well-packaged." in out
    assert not any("quickly, in good" in h or h.endswith("quickly, well-packaged.") for h in out)
    added = _reduced_premises(text)
    assert "The package arrived quickly and in good condition." in added


def test_adjective_read_as_a_bare_noun_keeps_the_coordinator() -> None:
    text = "The rolls were very large, moist and delicious."
    out = _removals(text)
    assert "The rolls were very large and delicious." in out
    assert "The rolls were very large and moist." in out
    assert "The rolls were very large, moist." not in out
    assert "The rolls were very large, delicious." not in out


def test_parenthetical_connective_is_no_list_member() -> None:
    # near miss: "however" is set off by commas on both sides, not a list member after the verb
    out = _removals("It was, however, fresh and warm.")
    assert "It was, however, fresh." in out
    assert not any("however and" in h for h in out)


def test_place_adverb_before_a_depictive_is_no_list_member() -> None:
    # near miss: "here" is no manner adjunct, the depictive pair after the comma is its own
    out = _removals("We drove here, tired and hungry.")
    assert "We drove here, tired." in out
    assert not any("here and" in h for h in out)


def test_linked_list_unchanged() -> None:
    # near miss: a list the parse links by conj already keeps its coordinator
    out = _removals("The soup tasted rich, creamy and spicy.")
    assert {"The soup tasted rich and creamy.", "The soup tasted rich and spicy."} <= out


def _replacements(text: str) -> set[str]:
    """The hypothesis of every conjunct replacement pair of ``text``."""
    return {
        p.hypothesis
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_replaced"
    }


def test_nominal_degree_modifier_keeps_its_adjective() -> None:
    # "ice cold" intensifies one end of the scale: "ice hot" is no contradiction, no English
    assert not any("ice hot" in h for h in _replacements("The water was ice cold and clear."))


def test_phrasal_degree_modifier_keeps_its_adjective() -> None:
    out = _replacements("The flavor is not in-your-face intense, but it is pleasant.")
    assert not any("in-your-face mild" in h for h in out)


def test_noun_after_participle_is_not_swapped_as_an_adjective() -> None:
    out = _replacements("I am worried about the saturated fat content and the price.")
    assert not any("saturated thin" in h for h in out)


def test_plain_adjectives_still_swapped() -> None:
    # near misses: no degree modifier, a scale-neutral degree adverb
    assert "The water was hot and clear." in _replacements("The water was cold and clear.")
    assert "The bread was very soft and cool." in _replacements("The bread was very soft and warm.")


def test_response_particle_is_no_salutation() -> None:
    from pipeline import source_noise

    assert not source_noise.salutation("Yes, It is a little expensive, but we like it.")
    assert not source_noise.salutation("Well, This one tastes better.")
    # near misses: a greeting and a vocative before a capitalised restart stay flagged
    assert source_noise.salutation("Hi Anna, It is the second box I ordered.")
    assert source_noise.salutation("Thanks Mark, That helped a lot.")


def test_quantifying_degree_phrase_is_scale_neutral() -> None:
    # near miss: "a bit" and "a tad" are compromisers on any scale, the swap stands
    out = _replacements("These bars are a bit high on the price scale, but they taste great.")
    assert any("a bit low on the price scale" in h for h in out)
