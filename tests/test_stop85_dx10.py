"""Stop 85, dx10: one definition for each concept that two modules defined apart and that
treated the same sentence differently.

- ``syntax.FUTURE_AUXILIARIES``: the will/shall future in every form the tokenizer gives it
  ("wo" of "won't", "sha" of "shan't", "'ll"/"’ll", "ll" of "youll"; Quirk et al. 1985
  §4.42-4.45). rewrite.complement's copy lacked "wo", so "You won't believe that P until Q"
  kept the matrix's temporal clause in the complement (Quirk et al. 1985 ch. 4, the present for
  future time in a temporal clause depends on the future matrix); the stance module's copy
  lacked "’ll", so "I don't think I’ll stay" (the speaker's own future, no reliable label) kept
  pairs that "I'll" did not.
- ``lexicon.wordnet.person_noun``: a noun denotes a person when its first WordNet sense is
  person.n.01 or one of its hyponyms. conjunction's and conjunction_remainders' ``_person``
  tested the noun.person file only, which misses "person" itself (person.n.01 is filed under
  noun.Tops; Miller 1990), so "the other person for the supporting role" was no gapped remnant
  (Ross 1970; Hankamer 1973) as "Jones for the supporting role" is, and "a painter and sports
  person" no pair of stacked modifiers on a person noun.
- ``lexicon.verb_frames.needs_object`` / ``needs_object_or_clause``: the two tests of "this verb
  needs what follows it" in one module. ``needs_object`` now counts WordNet frames 5 and 30 as
  having their object ("greet", "persuade"), so "Five daughters greeted at the door ...!" is the
  verbless exclamation "brought up at home" is (Quirk et al. 1985 §11.41; no "Did five daughters
  greet at the door?"); ``needs_object_or_clause`` counts frame 27 "Somebody ----s to somebody"
  as having neither ("cater to"), so "was renovated and catered to families" keeps its active
  "catered", and a later verb with its own that-clause is no shared passive participle.

Sentences are constructed and go through the real spaCy model and the real pipeline.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _hypotheses(text: str, phenomenon: str) -> set[str]:
    return {p.hypothesis for p in mined_pairs(text, phenomenon)}


# -- 3. future modals ---------------------------------------------------------------------------


def test_wont_matrix_takes_its_temporal_clause_as_will_does() -> None:
    text = "You won't believe that he is honest until you meet him."
    hyps = _hypotheses(text, "verb_complement")
    assert "He is honest." in hyps
    assert "He is honest until you meet him." not in hyps


def test_will_matrix_and_past_complement_are_untouched() -> None:
    assert "He is honest." in _hypotheses(
        "You will believe that he is honest until you meet him.", "verb_complement"
    )
    # a past complement keeps its own temporal clause (no present for future time)
    assert "The door was locked until the police arrive." in _hypotheses(
        "We won't forget that the door was locked until the police arrive.", "verb_complement"
    )


def test_curly_apostrophe_future_of_the_speaker_is_no_opinion_pair() -> None:
    assert not mined_pairs("I don't think I’ll stay here.", "verb_complement")
    assert not mined_pairs("I don't think I'll stay here.", "verb_complement")


def test_another_persons_curly_future_keeps_its_neutral_pair() -> None:
    pairs = mined_pairs("I don't think she’ll stay here.", "verb_complement")
    assert {p.heuristic_label for p in pairs} == {"neutral"}
    assert pairs


# -- 1. person nouns ----------------------------------------------------------------------------


def test_person_remnant_of_gapping_is_treated_as_a_name_is() -> None:
    # "Jones for the supporting role" is a gapped clause and writes no removal; so is "the other
    # person for the supporting role"
    assert not mined_pairs(
        "Smith was chosen for the lead role and Jones for the supporting role.", "conjunction"
    )
    assert not mined_pairs(
        "Smith was chosen for the lead role and the other person for the supporting role.",
        "conjunction",
    )


def test_modifier_stacked_on_person_is_not_removed_as_a_conjunct() -> None:
    hyps = _hypotheses("He is a painter and sports person.", "conjunction")
    assert "He is a painter person." not in hyps


def test_plain_coordination_of_person_nouns_keeps_its_removals() -> None:
    hyps = _hypotheses("He is a painter and sculptor.", "conjunction")
    assert {"He is a painter.", "He is a sculptor."} <= hyps
    hyps = _hypotheses("Smith was chosen for the lead role and the supporting role.", "conjunction")
    assert "Smith was chosen for the lead role." in hyps


# -- 4. obligatory objects and complements -------------------------------------------------------


def test_objectless_participle_of_a_verb_with_object_frames_5_or_30_is_verbless() -> None:
    assert not mined_pairs("Five daughters greeted at the door without a word!", "implicature")


def test_finite_clause_with_the_same_verb_keeps_its_pairs() -> None:
    pairs = mined_pairs("Five daughters greeted us at the door without a word.", "implicature")
    assert pairs


def test_verb_with_a_to_phrase_frame_after_a_passive_stays_active() -> None:
    hyps = _hypotheses("The hotel was renovated in 2010 and catered to families.", "conjunction")
    assert "The hotel catered to families." in hyps
    assert "The hotel was catered to families." not in hyps


def test_later_verb_with_its_own_that_clause_is_no_shared_passive() -> None:
    hyps = _hypotheses(
        "The company was founded in 1990 and announced that it would expand.", "conjunction"
    )
    assert "The company was announced that it would expand." not in hyps


def test_obligatorily_transitive_later_verb_still_shares_was() -> None:
    hyps = _hypotheses("The album was recorded in Paris and released in May.", "conjunction")
    assert "The album was released in May." in hyps
    assert "The album released in May." not in hyps
