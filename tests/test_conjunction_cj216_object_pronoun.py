"""cj216 (stop 99, issue 12): a removed verb phrase that held the antecedent of an object pronoun.

In "A was V-ing N and V-ing at him" the pronoun's nearest antecedent is N in the first verb
phrase; the shared subject cannot take it (binding principle B, Chomsky 1981; for the object of
a preposition the verb selects, Reinhart & Reuland 1993 §2). Removing the first verb phrase
leaves the pronoun with no antecedent in its sentence or with one from an earlier clause
(Hobbs 1978; Lappin & Leass 1994 §2.1), so the removal (and the addition pair built on it)
carries the doubt ``pronoun-rebound`` (``conjunction_antecedents.object_pronoun_left_to_its_subject``;
a warning, not a refusal, since the blind A/B ab99 kept all 18 judged pairs the first version
refused). A plural pronoun
whose antecedent was a coordination of noun phrases loses it when a member goes (CGEL ch. 17
§2.2 on split antecedents): those removals were refused before cj216 and are tested here too.

Constructed sentences, run through the real pipeline (the real spaCy parse); near misses the
rule must leave alone."""

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> tuple[set[str], set[str]]:
    """The removals' hypotheses and the additions' premises written without the doubt."""
    pairs = [
        p
        for p in mined_pairs(text, "conjunction")
        if "pronoun-rebound" not in (p.features.get("flags") or [])
    ]
    removed = {p.hypothesis for p in pairs if p.hypothesis_kind == "conjunct_removed"}
    added = {p.premise for p in pairs if p.hypothesis_kind == "conjunct_added"}
    return removed, added


def _doubted(text: str) -> set[str]:
    """The shortened sentences whose pair carries ``pronoun-rebound`` (and stays well formed)."""
    out = set()
    for p in mined_pairs(text, "conjunction"):
        if "pronoun-rebound" in (p.features.get("flags") or []):
            assert p.well_formed, p
            out.add(p.hypothesis if p.hypothesis_kind == "conjunct_removed" else p.premise)
    return out


def test_prepositional_object_left_to_the_shared_subject() -> None:
    removed, added = _pairs(
        "The officer was beating a prisoner with a stick and shouting at him in a loud voice."
    )
    assert "The officer was shouting at him in a loud voice." not in removed
    assert "The officer was shouting at him in a loud voice." not in added
    assert "The officer was shouting at him in a loud voice." in _doubted(
        "The officer was beating a prisoner with a stick and shouting at him in a loud voice."
    )
    assert "The officer was beating a prisoner with a stick." in removed


def test_plural_prepositional_object_beside_a_plural_direct_object() -> None:
    # "stones" is the verb's other object, a co-argument "them" is disjoint from too
    removed, added = _pairs("The boys teased the dogs and threw stones at them.")
    assert "The boys threw stones at them." not in removed
    assert "The boys threw stones at them." not in added
    assert "The boys threw stones at them." in _doubted(
        "The boys teased the dogs and threw stones at them."
    )
    assert "The boys teased the dogs." in removed


def test_object_of_a_controlled_infinitive_in_a_participle_clause() -> None:
    # "stealing" takes its subject from "a thief" (the noun the participle clause modifies):
    # "him" was the tourist's, and without him it can only be read as someone else
    removed, added = _pairs(
        "Looking out of the window, Anna saw a thief grabbing a tourist by the arm and trying "
        "to steal from him a wallet."
    )
    assert not any("tourist" not in h and "steal from him" in h for h in removed | added)


def test_antecedent_outside_the_coordination_near_miss() -> None:
    removed, _ = _pairs(
        "When the prisoner came in, the officer was beating a drum and shouting at him in a loud "
        "voice."
    )
    assert "When the prisoner came in, the officer was shouting at him in a loud voice." in removed


def test_locative_preposition_may_take_the_subject_near_miss() -> None:
    # "around him": a locative adjunct's pronoun may be the subject (Reinhart & Reuland 1993)
    removed, _ = _pairs("The old man put down the basket and drew the blanket around him.")
    assert "The old man drew the blanket around him." in removed


def test_chain_pronoun_in_the_removed_member_near_miss() -> None:
    # the removed member's "them" is a link of a chain that starts at "the cookies", which is
    # kept: the kept "them" keeps its referent
    removed, _ = _pairs(
        "We ordered the cookies online, bought a whole box of them and kept them in the pantry."
    )
    assert "We ordered the cookies online and kept them in the pantry." in removed


def test_plural_pronoun_of_a_coordinated_subject() -> None:
    removed, added = _pairs("The baker and his wife came in, and they sat down by the fire.")
    assert not any(h.startswith(("The baker came in", "His wife came in")) for h in removed)
    assert not any(p.startswith(("The baker came in", "His wife came in")) for p in added)
    assert "The baker and his wife came in." in removed
