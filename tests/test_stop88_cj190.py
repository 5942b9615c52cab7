"""Stop 88, cj190: reference after a conjunct is removed (or added back).

- a plural pronoun whose only plural antecedent was an "and" coordination of singular noun
  phrases, reduced to one singular conjunct, breaks number concord (Quirk et al. 1985 §6.18,
  §10.66): ``plural_antecedent``, a defect on the addition's premise too;
- "the one ... the other" after a two-member coordination refers to its two members (Quirk et
  al. 1985 §6.59): with one removed, ``plural_antecedent``;
- an emphatic reflexive ("Peter himself") opens no pronoun chain of its own (binding principle
  A; Quirk et al. 1985 §6.24), and the subject the parser read as the object of a clause-opening
  "For" is still the subject for principle B: "bound him" loses "him"'s antecedent;
- "those of" after a singular noun is no substitute for it ("that of" / "those of" agree in
  number with the noun they stand for, Quirk et al. 1985 §6.41-6.42): no ``lost_antecedent``.
"""

from tests.phenomenon_support import mined_pairs


def _pairs(text: str) -> list:
    return mined_pairs(text, "conjunction")


def _removal(text: str, hypothesis: str):
    found = [
        p
        for p in _pairs(text)
        if p.hypothesis_kind == "conjunct_removed" and p.hypothesis == hypothesis
    ]
    assert found, [p.hypothesis for p in _pairs(text)]
    return found[0]


def _addition(text: str, premise: str):
    found = [
        p for p in _pairs(text) if p.hypothesis_kind == "conjunct_added" and p.premise == premise
    ]
    assert found, [p.premise for p in _pairs(text)]
    return found[0]


def test_plural_pronoun_left_with_one_singular_conjunct_is_flagged_on_both_sides():
    text = "Anna took her brother and her sisters, and drove them to school."
    shortened = "Anna took her brother, and drove them to school."
    removal = _removal(text, shortened)
    assert "plural_antecedent" in removal.features["flags"] and not removal.well_formed
    addition = _addition(text, shortened)
    assert "plural_antecedent" in addition.features["flags"] and not addition.well_formed


def test_bible_plural_pronoun_after_reduced_coordination():
    text = "Moses took his wife and his sons, and set them on a donkey, and he returned to the land of Egypt."
    addition = _addition(
        text, "Moses took his wife, and set them on a donkey, and he returned to the land of Egypt."
    )
    assert not addition.well_formed


def test_plural_survivor_keeps_the_pronoun_antecedent():
    text = "Anna took her brother and her sisters, and drove them to school."
    removal = _removal(text, "Anna took her sisters, and drove them to school.")
    assert removal.well_formed and "plural_antecedent" not in removal.features["flags"]


def test_the_one_the_other_loses_its_pair():
    text = (
        "She spoke with the teacher and with the priest: the one praised her, the other blamed her."
    )
    removal = _removal(
        text, "She spoke with the priest: the one praised her, the other blamed her."
    )
    assert "plural_antecedent" in removal.features["flags"] and not removal.well_formed


def test_other_with_its_own_noun_is_no_pair_reference():
    text = "She spoke with the teacher and with the priest, and the other guests praised her."
    removal = _removal(text, "She spoke with the priest, and the other guests praised her.")
    assert removal.well_formed and "plural_antecedent" not in removal.features["flags"]


def test_emphatic_reflexive_opens_no_chain_and_for_subject_is_principle_b_disjoint():
    text = "For Peter himself had gone out and found Mark and brought him home."
    removal = _removal(text, "For Peter himself had gone out and brought him home.")
    assert "lost_antecedent" in removal.features["flags"] and not removal.well_formed


def test_kept_antecedent_after_other_removal_is_untouched():
    text = "For Peter himself had gone out and found Mark and brought him home."
    removal = _removal(text, "For Peter himself had found Mark and brought him home.")
    assert removal.well_formed and "lost_antecedent" not in removal.features["flags"]


def test_personal_those_after_a_singular_noun_is_no_substitute():
    text = "All the city of Rome and all those of Naples came to him."
    removal = _removal(text, "All those of Naples came to him.")
    assert removal.well_formed and "lost_antecedent" not in removal.features["flags"]


def test_those_of_after_a_plural_noun_still_substitutes():
    text = "We must address the problems of poverty but also those of health."
    removal = _removal(text, "We must address those of health.")
    assert "lost_antecedent" in removal.features["flags"] and not removal.well_formed


def test_pronominal_those_left_before_the_plural_pronoun_keeps_it_bound():
    text = "Those who worked with the teacher and the priest were proud of their school."
    addition = _addition(text, "Those who worked with the teacher were proud of their school.")
    assert "plural_antecedent" not in addition.features["flags"] and addition.well_formed
