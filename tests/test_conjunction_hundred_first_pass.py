"""Hundred-first pass (cj100): conjunct removal under a negative or downward-entailing operator
that scopes over the coordination, joint material premodifiers ("a wood and steel frame"),
adverbs of equality ("equally", "alike"), and one shared list of proportional adverbs.

Every sentence is constructed for these tests (none is copied from a review) and runs the real
pipeline (spaCy parse, extraction, rewriting, labels, flags)."""

from pipeline.lexicon.tables import table
from pipeline.phenomena.implicature import SHARE_ADVERBS
from tests.phenomenon_support import mined_pairs


def _removals(text: str) -> dict[str, tuple[str, str]]:
    """Removal hypothesis -> (label, rule)."""
    return {
        p.hypothesis: (p.heuristic_label, p.label_rule)
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


# 1. negation or an approximate negator over coordinated predicates


def test_no_longer_over_predicates_misread_as_nouns_refuses() -> None:
    # the parse tags "paints" a noun; "no longer" scopes over both verbs
    removals = _removals("The hermit no longer writes and paints.")
    assert "The hermit paints." not in removals
    assert "The hermit no longer writes." not in removals


def test_no_longer_over_a_predicate_and_its_partner_both_misread_refuses() -> None:
    # the parse tags both verbs nouns, the first one with the subject
    removals = _removals("The old bird no longer sings and flies.")
    assert "The old bird no longer sings." not in removals


def test_never_over_predicates_refuses() -> None:
    removals = _removals("My uncle never sings and dances at weddings.")
    assert "My uncle never sings." not in removals
    assert not any(h.startswith("My uncle dances") for h in removals)


def test_approximate_negator_over_predicates_refuses() -> None:
    removals = _removals("The patient hardly eats and sleeps these days.")
    assert "The patient sleeps these days." not in removals
    assert "The patient hardly eats these days." not in removals


def test_seldom_over_predicates_refuses() -> None:
    removals = _removals("She seldom reads and writes letters.")
    assert "She writes letters." not in removals


def test_negator_repeated_in_each_predicate_keeps_removals() -> None:
    # "never A and never B": each predicate has its own negation, a plain boolean "and"
    removals = _removals("The old guard never smiled and never laughed.")
    assert removals.get("The old guard never laughed.", ("",))[0] == "entailment"


def test_unnegated_predicates_keep_removals() -> None:
    removals = _removals("The robot walks and talks.")
    assert removals.get("The robot walks.", ("",))[0] == "entailment"
    assert removals.get("The robot talks.", ("",))[0] == "entailment"


def test_separate_clause_after_approximate_negator_keeps_removal() -> None:
    removals = _removals("She seldom reads, and she writes letters every day.")
    assert "She writes letters every day." in removals


def test_no_longer_over_an_or_of_objects_is_negated_or() -> None:
    # "no longer" hangs on "longer" in the parse; it is the clause's negation: De Morgan
    removals = _removals("The tower no longer guards the bridge or the gate.")
    assert removals.get("The tower no longer guards the bridge.") == ("entailment", "negated_or")


def test_no_longer_before_disjoined_verbs_stays_with_either() -> None:
    # the span took "no longer" with the first verb: "The hermit paints." (or_boolean)
    removals = _removals("The hermit no longer writes or paints.")
    assert removals.get("The hermit no longer paints.") == ("entailment", "negated_or")
    assert "The hermit paints." not in removals


def test_approximate_negator_before_disjoined_finite_verbs_stays_with_either() -> None:
    removals = _removals("The patient hardly eats or sleeps these days.")
    assert removals.get("The patient hardly sleeps these days.", ("",))[0] == "entailment"
    assert "The patient sleeps these days." not in removals


def test_manner_adverb_before_disjoined_verbs_is_shared() -> None:
    """Since stop 80 (cj164) a manner adverb before coordinated bare verbs with a shared object
    belongs to the coordination (Huddleston & Pullum 2002 ch. 15 §4.4) and stays with the kept
    verb; before, it went with the removed first verb."""
    removals = _removals("He quickly ate or drank something.")
    assert "He quickly drank something." in removals
    assert "He drank something." not in removals


def test_no_longer_over_an_and_of_indefinites_is_neutral() -> None:
    removals = _removals("The knight no longer carries a sword and a shield.")
    assert removals.get("The knight no longer carries a sword.", ("",))[0] != "entailment"


def test_not_only_is_no_negation() -> None:
    removals = _removals("It not only has wings and fins.")
    assert all(rule != "negated_and_homogeneous" for _, rule in removals.values())


# 2. joint material premodifiers


def test_material_premodifiers_of_one_object_refuse() -> None:
    removals = _removals("He welded a wood and steel frame for the bed.")
    assert not any("a steel frame" in h or "a wood frame" in h for h in removals)


def test_material_premodifiers_of_a_part_refuse() -> None:
    removals = _removals("The desk has a glass and metal top.")
    assert not removals


def test_materials_of_a_plural_head_split() -> None:
    removals = _removals("He built steel and glass towers.")
    assert "He built steel towers." in removals


def test_materials_as_objects_stay_removable() -> None:
    removals = _removals("The company sells steel and glass.")
    assert "The company sells steel." in removals


def test_materials_before_a_noun_that_is_no_object_stay() -> None:
    removals = _removals("They own an oil and gas company.")
    assert "They own an oil company." in removals


# 3. equality adverbs


def test_equally_after_the_object_refuses() -> None:
    assert not _removals("He loves cats and dogs equally.")


def test_equally_before_the_prepositional_object_refuses() -> None:
    assert not _removals("The rule applies equally to men and women.")


def test_equally_on_the_predicate_of_a_coordinated_subject_refuses() -> None:
    assert not _removals("Tom and Mary are equally tall.")


def test_evenly_after_the_object_refuses() -> None:
    assert not _removals("The heirs split the gold and the silver evenly.")


def test_postposed_alike_is_distributive() -> None:
    # "alike" after the object coordination = "both" (the fortieth pass removes it with a member)
    removals = _removals("The law protects buyers and sellers alike.")
    assert "The law protects buyers." in removals


def test_floating_alike_is_distributive() -> None:
    removals = _removals("Cats and dogs alike need water.")
    assert removals.get("Dogs need water.", ("",))[0] == "entailment"


def test_initial_equally_is_a_connective() -> None:
    removals = _removals("Equally, cats and dogs need water.")
    assert "Equally, dogs need water." in removals


# 5. one list of proportional adverbs


def test_one_table_of_proportional_adverbs_serves_both() -> None:
    rows = table("proportion_adverbs")
    assert {r["adverb"] for r in rows if r["amount_list"] == "yes"} == SHARE_ADVERBS
    assert {"mostly", "mainly", "largely", "chiefly", "primarily", "predominantly"} == SHARE_ADVERBS
    assert {"partly", "partially", "principally", "overwhelmingly"} <= {r["adverb"] for r in rows}


def test_partly_still_refuses_in_conjunction() -> None:
    removals = _removals("The coast is partly sandy beaches and rocky cliffs.")
    assert not any("cliffs" not in h or "beaches" not in h for h in removals)


# 4. idiomatic binomials


def test_idiomatic_binomials_have_no_removal() -> None:
    for text in (
        "In this day and age, few people mend their own shoes.",
        "The miners toiled day and night.",
        "The rebels resisted tooth and nail.",
        "After the party the hall was spick and span.",
        "Repairs are the bread and butter of the workshop.",
        "The verdict seemed cut and dried.",
        "They scattered far and wide.",
        "By and large, the harvest was good.",
    ):
        assert not _removals(text), text


def test_literal_halves_of_binomial_words_stay_removable() -> None:
    assert "The night was cold." in _removals("The day was warm and the night was cold.")
    assert "She bought milk." in _removals("She bought bread and milk.")
