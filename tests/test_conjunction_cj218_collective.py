"""cj218 (issue 12): collective predicates over an "and" subject.

1. Verbs of constitution ("constitute", "comprise", "make up", "form") with an object that
   names the whole or an amount, and "outnumber", hold of the members' sum (Link 1983; Winter
   2001 ch. 2; ConjNLI §4's collective "and"): a removal is neutral (``collective_verb``).
   "constitute" used to be listed for the passive "by" agent only, so the active subject fell
   to the boolean default.
2. "A and B were the whole/entire N" identifies the sum with all of N (Moltmann 1997): no
   removal, like "the only N".
3. A postposed "combined" ("have ten children combined") is a collective trigger: its lemma
   "combine" hid it.
4. A verb of gathering (Levin 1993 §47.5.2) left with one singular member ("Tom gathered in
   the hall") is anomalous: flagged ``plural_antecedent``.

Constructed sentences, real spaCy parses; near misses the rules must leave alone."""

from tests.phenomenon_support import mined_pairs


def _removals(text: str) -> dict:
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "conjunction")
        if p.hypothesis_kind == "conjunct_removed"
    }


def test_constitute_the_whole_crew_is_not_entailed() -> None:
    cut = _removals("Tom and Mary constituted the whole crew.")["Tom constituted the whole crew."]
    assert cut.heuristic_label == "neutral"
    assert cut.label_rule == "collective_verb"


def test_make_up_a_share_is_not_entailed() -> None:
    removals = _removals("Women and children make up 40 percent of the refugees.")
    cut = removals["Women make up 40 percent of the refugees."]
    assert cut.heuristic_label == "neutral"


def test_form_a_committee_and_outnumber_are_collective() -> None:
    formed = _removals("The teachers and the parents formed a committee.")
    assert formed["The teachers formed a committee."].heuristic_label == "neutral"
    outnumbered = _removals("The rebels and their allies outnumbered the army.")
    assert outnumbered["The rebels outnumbered the army."].heuristic_label == "neutral"


def test_distributive_objects_keep_entailment_near_miss() -> None:
    # "form opinions", "make up a story", "constitute part of": said of each member
    opinions = _removals("Tom and Mary formed strong opinions.")
    assert opinions["Tom formed strong opinions."].heuristic_label == "entailment"
    story = _removals("Tom and Mary made up a story.")
    assert story["Tom made up a story."].heuristic_label == "entailment"
    part = _removals("Wood and stone constitute part of the wall.")
    assert part["Wood constitutes part of the wall."].heuristic_label == "entailment"


def test_distributive_predicates_keep_entailment_near_miss() -> None:
    signed = _removals("Tom and Mary signed the letter.")
    assert signed["Tom signed the letter."].heuristic_label == "entailment"
    met = _removals("Both Tom and Mary met the mayor.")
    assert met["Tom met the mayor."].heuristic_label == "entailment"


def test_the_whole_crew_predicate_is_not_cut() -> None:
    assert _removals("Tom and Mary were the whole crew.") == {}
    assert _removals("The pilot and the cook were the entire staff.") == {}


def test_a_crew_predicate_near_miss() -> None:
    # no totality: "members of the crew" distributes over the members
    removals = _removals("Tom and Mary were members of the crew.")
    assert removals["Tom was a member of the crew."].heuristic_label == "entailment"


def test_postposed_combined_is_a_collective_trigger() -> None:
    removals = _removals("Tom and Mary have ten children combined.")
    cut = removals["Tom has ten children combined."]
    assert cut.heuristic_label != "entailment"
    assert "plural_antecedent" in cut.features["flags"]


def test_ten_children_without_combined_near_miss() -> None:
    removals = _removals("Tom and Mary have ten children.")
    cut = removals["Tom has ten children."]
    assert "plural_antecedent" not in cut.features["flags"]


def test_gathering_verb_with_one_singular_member_left_is_flagged() -> None:
    removals = _removals("Tom and Mary gathered in the hall.")
    assert "plural_antecedent" in removals["Tom gathered in the hall."].features["flags"]


def test_gathering_verb_with_a_plural_left_near_miss() -> None:
    removals = _removals("Crowds and reporters gathered outside the court.")
    cut = removals["Crowds gathered outside the court."]
    assert "plural_antecedent" not in cut.features["flags"]
    assert cut.heuristic_label == "entailment"
    transitive = _removals("Tom and Mary gathered wood.")
    assert "plural_antecedent" not in transitive["Tom gathered wood."].features["flags"]


def test_reciprocal_and_symmetric_predicates_are_not_cut() -> None:
    assert _removals("Tom and Mary married each other.") == {}
    assert _removals("Tom and Mary are friends.") == {}
    assert _removals("Tom and Mary are similar.") == {}
    assert _removals("Tom and Mary met.") == {}
