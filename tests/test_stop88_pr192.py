"""Stop 88, pr192: presupposition drafts in the source's tense and the span of time clauses.

* an existence draft takes the tense of the finite clause even when the parser recorded a noun
  conjunct as the trigger's clause head ("we greeted the guards, and both soldiers who kept the
  door" -> "There were two soldiers ...", not "are"; Enç 1986, IMPPRES's tense-matched templates);
* a time clause with its own subject keeps only its first verb phrase when the parser hung
  subjectless later VPs on it (Quirk et al. 1985 §13.4), and the embedded premises are refused
  when those VPs read as the main clause's (same lemma or semantic field as the main verb);
* a person's fall to the ground drafts the erect posture ("was upright before"), not the vague
  "was higher before" (WordNet fall.v.24; Levin 1993 §50);
* the copular prior-state draft of a possessed object writes the subject's genitive for its
  possessive pronoun when another noun of the sentence could take it up ("The cave's mouth
  was closed before" for "The cave opened its mouth and swallowed the cart").

Sentences go through the real spaCy model and the real pipeline; each is constructed."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str) -> list:
    return [
        p
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    ]


def _hyps(text: str, subtype: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text, subtype) if p.premise_kind == "original"}


# -- tense of existence drafts -------------------------------------------------------------------


def test_numeric_draft_under_noun_conjunct_is_past():
    text = "When the gates opened, we greeted the guards, and both soldiers who kept the door."
    hyps = _hyps(text, "numeric_determiners")
    assert "There were two soldiers who kept the door." in hyps, hyps
    assert not any(h.startswith("There are") for h in hyps), hyps


def test_numeric_draft_of_a_present_clause_stays_present():
    # neighbour: a present clause keeps "are"
    text = "We greet the guards and both soldiers who keep the door."
    hyps = _hyps(text, "numeric_determiners")
    assert hyps and all(h.startswith("There are two soldiers") for h in hyps), hyps


# -- span of the time clause ---------------------------------------------------------------------

JONAH = "Jonah escaped while the sailors waited, passed beyond the harbor, and escaped to Tarshish."


def test_time_clause_keeps_its_first_verb_phrase():
    hyps = _hyps(JONAH, "temporal_adverbs")
    assert hyps == {"The sailors waited."}, hyps


def test_main_clause_conjuncts_refuse_the_embedded_premises():
    kinds = {p.premise_kind for p in mined_pairs(JONAH, "presupposition")}
    assert kinds == {"original"}, kinds


def test_other_subject_drops_later_conjuncts_but_keeps_premises():
    text = "The guards slept while the prisoners dug a tunnel and crawled out."
    pairs = _pairs(text, "temporal_adverbs")
    assert {p.hypothesis for p in pairs} == {"The prisoners dug a tunnel."}, pairs
    assert "interrogative" in {p.premise_kind for p in pairs}


def test_time_clause_of_the_same_subject_keeps_its_conjuncts():
    # neighbour: the pronoun may take up the main subject, so the VPs stay together
    text = "The woman sang while she cooked and cleaned the house."
    assert "The woman cooked and cleaned the house." in _hyps(text, "temporal_adverbs")


# -- change-of-state prior states ----------------------------------------------------------------


def test_fall_to_the_ground_is_a_posture_change():
    hyps = _hyps("The old woman fell on her face before the king.", "change_of_state")
    assert hyps == {"The old woman was upright before."}, hyps


def test_fall_from_a_height_keeps_higher():
    # neighbour: a source path names a higher place
    assert _hyps("He fell off the roof.", "change_of_state") == {"He was higher before."}


def test_possessive_pronoun_with_a_rival_is_named_by_subject():
    # "its" could be the cart: the subject's genitive says whose mouth
    hyps = _hyps("The cave opened its mouth and swallowed the cart.", "change_of_state")
    assert hyps == {"The cave's mouth was closed before."}, hyps


def test_possessive_pronoun_without_a_rival_stays():
    # neighbour: no other noun "its" could take up ("the travelers" is plural)
    hyps = _hyps("The cave opened its mouth and swallowed the travelers.", "change_of_state")
    assert hyps == {"Its mouth was closed before."}, hyps
    assert _hyps("He opened his eyes.", "change_of_state") == {"His eyes were closed before."}


def test_present_conjunct_of_the_time_clauses_subject_keeps_the_premises():
    # neighbour: "stay" agrees with "the parents", not with "the child" (Quirk et al. 1985
    # §13.60), so it is the time clause's own, and the question is built
    text = "The child stays inside while the parents work and stay late."
    kinds = {p.premise_kind for p in _pairs(text, "temporal_adverbs")}
    assert {"original", "interrogative", "negated"} <= kinds, kinds
