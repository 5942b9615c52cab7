"""Stop 87, cj188: gapped clauses read as coordinated phrases, and antecedents lost by a removal.

* Gapping (Ross 1970; Quirk et al. 1985 §13.92-13.93): "X ordered tea, and [Y coffee]" keeps a
  subject and an object of a clause whose verb is left out. The parse hung the remnant on the
  verb like an argument-cluster conjunct, so a removal spliced the second subject into the first
  clause. Only the whole first clause is kept ("X ordered tea.").
* A pronoun chain that opens in the removed clause loses its antecedent with it ("Z was forty
  when he became king, and he ruled" -> "Z ruled"); a kept subject of the pronoun's own verb is
  no antecedent of an object pronoun (binding principle B).

Sentences are constructed (not the slices' text).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _removed(text: str) -> dict[str, object]:
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


def _premises(text: str) -> set[str]:
    return {p.premise for p in mined_pairs(text, "conjunction")}


def test_gapped_object_remnant_after_a_name_is_not_spliced():
    rem = _removed("Anna drank tea, and John coffee.")
    assert set(rem) == {"Anna drank tea."}, sorted(rem)


def test_gapped_object_remnant_read_as_an_appositive_is_not_spliced():
    rem = _removed("Tom painted the door, and Maria the fence.")
    assert set(rem) == {"Tom painted the door."}, sorted(rem)


def test_gapped_subject_and_adverbial_after_for_clause():
    text = "For the bread shall come out of Egypt, and the oil from Tyre."
    rem = _removed(text)
    assert set(rem) == {"For the bread shall come out of Egypt."}, sorted(rem)
    assert not any("out of the oil" in p for p in _premises(text))


def test_good_neighbour_objects_of_one_verb_keep_their_pairs():
    rem = _removed("He flew to Madrid, and Lisbon.")
    assert {"He flew to Madrid.", "He flew to Lisbon."} <= set(rem), sorted(rem)


def test_good_neighbour_argument_cluster_keeps_both_removals():
    rem = _removed("She received a prize in 2001, and a medal in 2005.")
    assert {"She received a prize in 2001.", "She received a medal in 2005."} <= set(rem)


def test_chain_opened_in_the_removed_clause_names_its_antecedent():
    text = "Zerubbabel was forty years old when he became king, and he ruled Judah for ten years."
    rem = _removed(text)
    assert "Zerubbabel ruled Judah for ten years." in rem, sorted(rem)
    assert "He ruled Judah for ten years." not in rem
    assert "He ruled Judah for ten years." not in _premises(text)


def test_chain_under_a_name_typed_as_a_place_is_flagged_not_named():
    rem = _removed("Paris was asleep when he arrived, and he went to a hotel.")
    assert "Paris went to a hotel." not in rem, sorted(rem)
    pair = rem["He went to a hotel."]
    assert "pronoun_antecedent_removed" in pair.features["flags"], pair.features["flags"]


def test_object_pronoun_beside_the_shared_subject_loses_its_antecedent():
    text = (
        "After the battle the general praised Marcus the son of Lucius the Roman, "
        "and rewarded him, and gave his men gold."
    )
    bad = "After the battle the general rewarded him and gave his men gold."
    assert bad not in _removed(text)
    assert bad not in _premises(text)


def test_good_neighbour_reflexive_keeps_its_kept_subject():
    rem = _removed("The garden was full of roses, and the children hid themselves behind the wall.")
    pair = rem["The children hid themselves behind the wall."]
    assert not pair.features["flags"], pair.features["flags"]


def test_object_pronoun_with_no_antecedent_in_the_sentence_loses_none():
    rem = _removed("But Tobias didn't kneel or pay him homage.")
    assert "But Tobias didn't pay him homage." in rem, sorted(rem)
