"""Ninety-eighth pass (cj96): shared determiners, shared heads and the case of a singular place
noun.

A "the" before a list of examples of a plural noun of peoples ("tribes such as the Marcomanni
and Quadi") is shared by the names, whatever the entity tagger calls them; a place noun an
ethnonym modifies stays lowercase in the singular ("the Lao state"), while a classifier that is
part of each name is capitalised again ("the Vistula River"). Sentences are constructed; they
run the real pipeline."""

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, kind: str = "conjunct_removed") -> dict[str, str]:
    """hypothesis (removal, replacement) or premise (addition) -> label, of one kind of pair."""
    out = {}
    for p in mined_pairs(text, "conjunction"):
        if p.hypothesis_kind == kind:
            out[p.premise if kind == "conjunct_added" else p.hypothesis] = p.heuristic_label
    return out


TRIBES = (
    "The Suebians included the Germanic tribes from the Elbe river basin, such as the"
    " Marcomanni and Quadi."
)


def test_people_examples_share_the_article() -> None:
    removals = _pairs(TRIBES)
    prefix = "The Suebians included the Germanic tribes from the Elbe river basin, such as"
    assert f"{prefix} the Quadi." in removals
    assert f"{prefix} the Marcomanni." in removals
    assert f"{prefix} Quadi." not in removals


def test_country_examples_keep_the_article_with_its_name() -> None:
    removals = _pairs("Many countries, such as the United States and Germany, signed it.")
    assert "Many countries, such as Germany, signed it." in removals
    assert not any("the Germany" in h for h in removals)


def test_ethnonym_place_noun_stays_lowercase() -> None:
    removals = _pairs("The Lao and Dai Viet states fought a long war.")
    assert "The Lao state fought a long war." in removals
    assert "The Dai Viet state fought a long war." in removals
    assert not any("State" in h for h in removals)


def test_name_classifier_is_capitalised_again() -> None:
    removals = _pairs("The Oder and Vistula rivers flooded every spring.")
    assert "The Vistula River flooded every spring." in removals


def test_article_of_first_name_goes_with_it_past_an_untyped_name() -> None:
    removals = _pairs("Authors have located them in the Ukraine, Asia Minor, or Libya.")
    assert not any("the Asia Minor" in h for h in removals)
    assert "Authors have located them in Asia Minor or Libya." in removals


def test_include_with_a_people_subject_shares_the_article() -> None:
    removals = _pairs(
        "Other Salishan tribes include the Bella Coola (Nuxalk), Spokane and Coeur d'Alene."
    )
    assert "Other Salishan tribes include the Spokane and Coeur d'Alene." in removals
    assert "Other Salishan tribes include Spokane and Coeur d'Alene." not in removals


def test_ethnonym_origin_stays_lowercase() -> None:
    removals = _pairs(
        "The army showed influences from the ruling elite's Mongolian and Turkic origins."
    )
    assert not any("Origin" in h for h in removals)


def test_fused_head_adjectives_share_the_article() -> None:
    removals = _pairs("The islands were contested by the Spanish, Portuguese and English.")
    assert "The islands were contested by the Portuguese and English." in removals
    assert "The islands were contested by Portuguese and English." not in removals
