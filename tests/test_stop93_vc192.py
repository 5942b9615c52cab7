"""Stop 93, vc192: the remaining verb-complement classes of the tweets review s9301.

- "tell NP to V1 ... to V2" where the tagger misread "to V1 NP" as a prepositional phrase
  ("told the dancers to fake smiles to please the judges"): the infinitive the parser kept is
  the purpose adjunct, no complement; no pair. A real PP before the infinitive ("said to me
  to wait") and a plain "told NP to V" keep their pairs;
- directive "say to V" with a capitalised, sentence-initial inanimate sayer the tagger read
  as a proper noun ("Manual says to ..."): no pair, as with "The manual says to ..."; an
  animate sayer ("He said to ...", RP19's o/o items) keeps its pairs;
- a subjectless imperative spliced on after the reported clause ("Dad says the oven is hot,
  wear gloves"): no pair; a coordinated bare verb sharing a modal ("will cook, clean and
  shop") keeps its pairs;
- a final relevance comment (", which shouldn't matter") leaves the that-complement; a
  relative of relevance inside the complement stays;
- a dislocated topic resumed by a pronoun in the clause ("those old receipts, you never
  kept their copies") writes no pair (vc191's NP + spliced clause rule covers it).
- a wh-word extracted from the complement ("Who do we need to send the forms to?") writes no
  pair: the complement is an open proposition; a subject wh-word of the matrix keeps its pair.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _complement_pairs(text: str) -> list:
    return [p for p in mined_pairs(text, "verb_complement") if p.hypothesis_kind == "complement"]


def _by_kind(text: str) -> dict:
    return {p.premise_kind: p for p in _complement_pairs(text)}


def _hypotheses(text: str) -> set[str]:
    return {p.hypothesis for p in _complement_pairs(text)}


# -- misread first infinitive -----------------------------------------------------------------


def test_misread_first_infinitive_gives_no_purpose_pair():
    hyps = _hypotheses("He admitted he told the dancers to fake smiles to please the judges.")
    assert not any("please" in h and "fake" not in h for h in hyps), hyps


def test_plain_told_to_keeps_its_pair():
    original = _by_kind("The coach told the players to run laps.")["original"]
    assert original.hypothesis == "The players ran laps."


def test_pronoun_pp_before_infinitive_keeps_its_pair():
    assert "She waited." in _hypotheses("She said to me to wait.")


# -- directive "say to V" with a capitalised inanimate sayer -----------------------------------


def test_capitalised_inanimate_sayer_of_say_to_gives_no_pair():
    assert _complement_pairs("Manual says to restart the router.") == []


def test_animate_sayer_of_say_to_keeps_its_pairs():
    pairs = _by_kind("He said to restart the router.")
    assert pairs["original"].hypothesis == "He restarted the router."


# -- spliced imperative ----------------------------------------------------------------------


def test_spliced_imperative_after_reported_clause_gives_no_pair():
    assert _complement_pairs("My neighbour says the oven is broken, call a repairman.") == []


def test_modal_shared_by_bare_conjuncts_keeps_its_pairs():
    original = _by_kind("She says she will cook, clean and shop.")["original"]
    assert original.hypothesis == "She will cook, clean and shop."


# -- final relevance comment -----------------------------------------------------------------


def test_final_relevance_comment_is_cut_from_the_hypothesis():
    text = "He claimed that the shipment came from Ohio, which should not matter."
    original = _by_kind(text)["original"]
    assert original.hypothesis == "The shipment came from Ohio."


def test_relevance_relative_inside_the_complement_stays():
    original = _by_kind("She knows the car, which matters to her, was stolen.")["original"]
    assert original.hypothesis == "The car, which matters to her, was stolen."


# -- dislocated topic resumed in the clause --------------------------------------------------


def test_dislocated_topic_resumed_by_a_pronoun_gives_no_pair():
    text = "So does that mean the old receipts from the store, you never kept their copies?"
    assert not any("their copies" in h for h in _hypotheses(text))


# -- wh-word extracted from the complement ---------------------------------------------------


def test_wh_word_extracted_from_infinitive_gives_no_pair():
    assert _complement_pairs("Who do we need to send the forms to?") == []


def test_subject_wh_question_keeps_its_pair():
    assert "The store was closed." in _hypotheses("Who said that the store was closed?")
