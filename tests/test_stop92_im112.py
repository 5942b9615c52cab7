"""Stop 92, branch im112: implicature pairs on review text (blind reviews s1206a/s1207a/s1207b,
Amazon food reviews).

* a sentence that states a total ("in all", "in total", "altogether", "all told", "N total",
  "a total of N") gives no numeral candidate: the total is exact by what it says, and its
  factors or parts ("three sachets of each one") are read exactly with it
  (``tally_uses.summed_numeral``); a per-member count with no total ("two jars of each
  flavor") and an adjective "total" ("the total price") keep their pairs;
* the speaker's own present "I/we know (that) P" leaves the hypothesis and the embedded
  premises, which state P's implicature alone (``supplements.knowledge_frame``; IMPPRES form);
  "We found that ...", "I think ..." and a third-person "She knows ..." keep their frame;
* an embedded premise that the embedder cut short (``other-conjunct-dropped``) while the
  hypothesis keeps the cut words is not paired
  (``scope.premise_drops_hypothesis_words``); a predicate coordination kept whole in the
  premise keeps its pairs.

Sentences are constructed (not the reviewed ones) and go through the real spaCy model and the
real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "implicature") if p.subtype == subtype]


def _by_kind(text: str, subtype: str) -> dict[str, tuple[str, str]]:
    return {
        p.premise_kind: (p.premise, p.hypothesis)
        for p in _pairs(text, subtype)
        if p.hypothesis_kind == "implicature"
    }


# --- a stated total ---------------------------------------------------------------------------


def test_numeral_before_in_all_gets_no_pair():
    assert _pairs("We bought eight bottles in all.", "numerals") == []


def test_numeral_before_altogether_gets_no_pair():
    assert _pairs("We bought six jars altogether.", "numerals") == []


def test_part_of_a_stated_total_gets_no_pair():
    pairs = _pairs(
        "It is a total of five flavors, three sachets of each one in every pack.", "numerals"
    )
    assert pairs == [], [(p.premise, p.hypothesis) for p in pairs]


def test_neighbour_per_member_count_without_total_keeps_its_pair():
    kinds = _by_kind("I bought two jars of each flavor.", "numerals")
    assert kinds["original"][1] == "I didn't buy more than two jars of each flavor.", kinds


def test_neighbour_adjective_total_keeps_its_pair():
    kinds = _by_kind("I paid the total price for two jars.", "numerals")
    assert "original" in kinds, kinds


# --- the speaker's own "I know" ---------------------------------------------------------------


def test_zero_that_know_frame_leaves_the_hypothesis():
    kinds = _by_kind(
        "I have sold cars for decades and I know most dealers do add fees at the end.",
        "quantifiers",
    )
    assert kinds["original"][1] == "Not all dealers add fees at the end.", kinds
    for kind, (premise, _) in kinds.items():
        if kind != "original":
            assert "know" not in premise, (kind, premise)


def test_that_know_frame_leaves_the_hypothesis():
    kinds = _by_kind("I know that many buyers read the reviews.", "quantifiers")
    assert kinds["original"][1] == "Not all buyers read the reviews.", kinds
    assert kinds["interrogative"][0] == "Do many buyers read the reviews?", kinds


def test_neighbour_found_that_keeps_its_frame():
    kinds = _by_kind("We found that most buyers read the reviews.", "quantifiers")
    assert kinds["original"][1] == "We found that not all buyers read the reviews.", kinds


def test_neighbour_third_person_know_keeps_its_frame():
    kinds = _by_kind("She knows most buyers read the reviews.", "quantifiers")
    assert kinds["original"][1] == "She knows not all buyers read the reviews.", kinds


def test_neighbour_i_think_keeps_its_frame():
    kinds = _by_kind("I think most buyers read the reviews.", "quantifiers")
    assert kinds["original"][1] == "I think not all buyers read the reviews.", kinds


# --- an embedded premise cut short ------------------------------------------------------------


def test_question_that_drops_a_listed_predicate_is_not_paired():
    kinds = _by_kind("Many teas have caffeine, bitter notes, or are too strong.", "quantifiers")
    assert "interrogative" not in kinds, kinds
    assert kinds["original"][1] == "Not all teas have caffeine, bitter notes, or are too strong."


def test_neighbour_whole_coordination_keeps_its_question():
    kinds = _by_kind("Most cooks added salt and pepper.", "quantifiers")
    assert kinds["interrogative"] == (
        "Did most cooks add salt and pepper?",
        "Not all cooks added salt and pepper.",
    ), kinds
