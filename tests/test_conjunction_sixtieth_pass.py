"""Stop 48 (branch cj54): conjunct spans and rendering.

1. A list whose first members the parse took for a noun phrase with an appositive keeps its
   coordinator when the last member goes ("A, B, and C" -> "A and B", never "A, B.").
2. Material outside the coordination survives: a clause after a semicolon, a shared "of"
   complement of relational nouns, an appositive marked by "usually/mostly" that belongs to the
   last conjunct (its removal is not written), the particle and "as" phrase of the main verb
   after a noun mis-tagged as a verb.
3. Gapping and attachment: a gerund second object of a preposition keeps the preposition; a
   comma list member parsed as a premodifier of the last noun gives no pair; a verb conjunct
   after a supplementary relative clause gives no removal.
4. A "but" remnant without a verb is never left alone; "but" with three spans gives no pair.

Constructed sentences through the real pipeline (``run_texts``)."""

from __future__ import annotations

import pytest

from pipeline.process import run_texts
from tests.phenomenon_support import mined_pairs, pairs_from, removal_hypotheses

LIST = "The shop sells fresh bread, homemade jam, and cheese made from goat milk."
SEMI = (
    "He has finished the report, but only in draft form; it is a document which will change soon."
)
OF = "It depends on the size and the shape of the garden."
OF_PERSON = "She met the mayor and the treasurer of the club."
APPOS = (
    "The walls are covered with old maps and painted tiles, usually scenes drawn by monks, "
    "which are typical of the region."
)
PARTICLE = (
    "Americans have taken simple and popular stories like river tales, mountain legends and "
    "railroad songs up as true folk art."
)
GERUND = "In 1920, he was accused of theft and bribing the judges."
PREMOD = "Anna Berg was a Swedish and Danish modern poet, essayist and stage designer."
RELATIVE = (
    "The town is served by the Central Water Company, which was founded in 1901, and is the "
    "largest supplier in the region."
)
BUT_THREE = (
    "Kale, also called leaf cabbage, belongs to a group of cultivars grown for their leaves, but "
    "it is also used as an ornamental plant."
)
BUT_CLAUSE = "Rye is grown mostly for its seeds, but it is also used as animal feed."

TEXTS = [
    LIST, SEMI, OF, OF_PERSON, APPOS, PARTICLE, GERUND, PREMOD, RELATIVE, BUT_THREE, BUT_CLAUSE,
]  # fmt: skip


@pytest.fixture(scope="module")
def pairs():
    return run_texts(TEXTS, ["conjunction"])[1].pairs


def _every(pairs, text: str) -> set[str]:
    """Every removal hypothesis, well formed or not (for what must never be written)."""
    return removal_hypotheses(pairs, text, keep_only=False)


def _added_premises(pairs, text: str) -> set[str]:
    return {
        p.premise for p in pairs if p.hypothesis == text and p.hypothesis_kind == "conjunct_added"
    }


# -- 1. the list keeps its coordinator -----------------------------------------------------------


def test_list_with_parsed_appositive_keeps_its_coordinator(pairs) -> None:
    got = removal_hypotheses(pairs, LIST)
    assert "The shop sells fresh bread and homemade jam." in got
    assert "The shop sells fresh bread, homemade jam." not in _every(pairs, LIST)
    assert "The shop sells fresh bread and homemade jam." in _added_premises(pairs, LIST)


# -- 2. material outside the coordination --------------------------------------------------------


def test_clause_after_semicolon_survives_but_removal(pairs) -> None:
    got = removal_hypotheses(pairs, SEMI)
    assert "He has finished the report; it is a document which will change soon." in got
    assert "He has finished the report." not in _every(pairs, SEMI)


def test_verbless_but_remnant_is_not_left_alone(pairs) -> None:
    assert not any(h.startswith("Only") for h in _every(pairs, SEMI))


def test_shared_of_complement_of_attribute_nouns_stays(pairs) -> None:
    got = removal_hypotheses(pairs, OF)
    assert got == {
        "It depends on the size of the garden.",
        "It depends on the shape of the garden.",
    }


def test_of_complement_of_person_nouns_is_not_shared(pairs) -> None:
    assert "She met the mayor of the club." not in _every(pairs, OF_PERSON)


def test_indicated_appositive_goes_with_the_last_conjunct(pairs) -> None:
    got = removal_hypotheses(pairs, APPOS)
    assert not any(
        h.startswith("The walls are covered with old maps,") for h in _every(pairs, APPOS)
    )
    assert any(h.startswith("The walls are covered with painted tiles, usually") for h in got)


def test_main_verb_particle_survives_last_removal(pairs) -> None:
    got = removal_hypotheses(pairs, PARTICLE)
    assert (
        "Americans have taken simple and popular stories like river tales and mountain legends "
        "up as true folk art." in got
    )
    assert not any(h.endswith("river tales and mountain legends.") for h in _every(pairs, PARTICLE))


# -- 3. gapping and attachment -------------------------------------------------------------------


def test_gerund_object_keeps_the_preposition(pairs) -> None:
    got = removal_hypotheses(pairs, GERUND)
    assert got == {
        "In 1920, he was accused of bribing the judges.",
        "In 1920, he was accused of theft.",
    }


def test_list_member_parsed_as_premodifier_gives_no_pair(pairs) -> None:
    got = removal_hypotheses(pairs, PREMOD)
    every = _every(pairs, PREMOD)
    assert not any("stage designer" in h and "essayist" not in h for h in every)
    assert not any("poet, stage" in h for h in every)
    assert "Anna Berg was a Swedish modern poet, essayist and stage designer." in got


def test_verb_conjunct_after_supplementary_relative_gives_no_removal(pairs) -> None:
    assert not _every(pairs, RELATIVE)


# -- 4. "but" ------------------------------------------------------------------------------------


def test_but_with_three_spans_gives_no_pair(pairs) -> None:
    assert not pairs_from(pairs, BUT_THREE)


def test_plain_but_clauses_keep_their_pairs(pairs) -> None:
    got = removal_hypotheses(pairs, BUT_CLAUSE)
    assert "Rye is grown mostly for its seeds." in got


# -- read-through of stop 48: the shared "of" and the shared preposition stay narrow ---------------

RNR_CONTENT = (
    "The survey allows direct measurement of river depths and test models of coastal erosion."
)
TWO_PARTICIPLES = (
    "A stool is a seat, typically designed for one person and consisting of a single leg."
)


def test_content_nouns_do_not_share_an_of_complement():
    # "theory/model" are kinds of content (noun.cognition), not dimensions of the argument
    pairs = mined_pairs(RNR_CONTENT, "conjunction")
    assert not {h for h in _every(pairs, RNR_CONTENT) if "depths of coastal" in h}


def test_a_purpose_for_phrase_is_not_shared_by_a_coordinated_participle():
    pairs = mined_pairs(TWO_PARTICIPLES, "conjunction")
    assert not {h for h in _every(pairs, TWO_PARTICIPLES) if "designed for consisting" in h}
