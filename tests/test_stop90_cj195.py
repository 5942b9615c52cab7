"""Stop 90, cj195: conjunction removals that leave an ungrammatical premise or hypothesis.

* a gapped adverbial remnant ("They shall fear you while the sun endures; and as long as the
  moon"): without the first clause the remnant has no verb, so that removal is not made
  (gapping, Huddleston & Pullum 2002 ch. 15 §4.2; ``rewrite.conjuncts.gapped_adverbial_remnant``);
* a member of two coordinations ("A, but B; ..., but C"): taking B out through either "but"
  joins A and C, a contrast the source never drew (H&P 2002 ch. 15 §2.3, §4.1;
  ``rewrite.conjuncts.bridges_two_coordinations``);
* a prepositional phrase after two like noun phrases is shared by both (right-node raising,
  H&P 2002 ch. 15 §4.4; Quirk et al. 1985 §13.72) and stays when the last one goes
  (``rewrite.conjuncts._right_node_phrase_start``);
* the quoted question's end mark goes with the quotation (CMOS 6.72;
  ``rewrite.conjuncts._end_mark_of_removed_quotation``);
* a remainder whose only finite verb is inside a relative clause is a noun phrase, no clause:
  ``conjunction_premises.verbless_remainder`` flags it ``no_verb`` (Quirk et al. 1985 §17.8).

Sentences go through the real spaCy model and the real pipeline."""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _sides(text: str, *, well_formed_only: bool = False) -> set[str]:
    """The shortened sentence of every removal pair (hypothesis of a removal, premise of an
    addition); with ``well_formed_only`` only those of well-formed pairs."""
    out = set()
    for p in mined_pairs(text, "conjunction"):
        if well_formed_only and not p.well_formed:
            continue
        if p.hypothesis_kind == "conjunct_removed":
            out.add(p.hypothesis)
        elif p.hypothesis_kind == "conjunct_added":
            out.add(p.premise)
    return out


# -- gapping ------------------------------------------------------------------------------------


def test_gapped_adverbial_remnant_is_not_left_alone():
    text = (
        "The birds will sing in the garden while the day lasts; and as long as the summer, in "
        "every tree."
    )
    sides = _sides(text)
    assert not any(s.startswith("The birds will as long as") for s in sides), sides
    # the remnant itself still goes: the full first clause is a sentence
    assert "The birds will sing in the garden while the day lasts." in sides, sides


def test_gapped_remnant_of_the_judged_verse():
    text = (
        "They shall fear you while the sun endures; and as long as the moon, throughout all "
        "generations."
    )
    sides = _sides(text)
    assert "They shall as long as the moon, throughout all generations." not in sides, sides
    assert "They shall fear you while the sun endures." in sides, sides


# -- a member of two coordinations ------------------------------------------------------------


def test_no_cut_across_two_buts():
    text = "We called, but no one came; even to the priest, but he did not open the door."
    sides = _sides(text)
    assert "We called, but he did not open the door." not in sides, sides
    # the outer members still go, each through its own "but"
    assert "We called, but no one came; even to the priest." in sides, sides


def test_no_cut_across_two_buts_without_semicolon():
    text = "She knocked, but nobody answered, but the door was open."
    sides = _sides(text)
    assert "She knocked, but the door was open." not in sides, sides
    assert "She knocked, but nobody answered." in sides, sides


def test_and_list_parsed_as_chain_is_untouched():
    # a list of "and" clauses is no pair of binary coordinations: the middle member goes
    sides = _sides("He came, and she sang, and they danced.")
    assert "He came, and they danced." in sides, sides


# -- right-node phrase ----------------------------------------------------------------------


def test_shared_phrase_after_two_predicate_nouns_stays():
    text = "You will be a comfort and a help to those who love you."
    sides = _sides(text)
    assert "You will be a comfort." not in sides, sides
    assert "You will be a comfort to those who love you." in sides, sides
    assert "You will be a help to those who love you." in sides, sides


def test_shared_phrase_of_the_judged_verse():
    text = "We will be an offense and a reproach to those who take us for a possession."
    sides = _sides(text)
    assert "We will be an offense." not in sides, sides
    assert "We will be an offense to those who take us for a possession." in sides, sides


def test_parallel_phrases_each_keep_their_own():
    # each noun has its own phrase: parallel clusters, no shared one
    sides = _sides("He saw a son at Harvard and a daughter at Yale.")
    assert "He saw a son at Harvard." in sides, sides


# -- the quotation's end mark ---------------------------------------------------------------


def test_question_mark_of_removed_quotation_goes_with_it():
    text = "Every traveller who sees it will wonder and ask, 'Who built this tower in the desert?'"
    sides = _sides(text)
    assert not any(s.endswith("?") and "Who built" not in s for s in sides), sides
    assert "Every traveller who sees it will wonder." in sides, sides


def test_question_mark_of_the_judged_verse():
    text = (
        "This house, which is so high, everyone who passes by it will be astonished and say, "
        "'Why has Yahweh done this to this land and to this house?'"
    )
    sides = _sides(text)
    assert "This house, which is so high, everyone who passes by it will be astonished?" not in (
        sides
    ), sides
    assert "This house, which is so high, everyone who passes by it will be astonished." in sides, (
        sides
    )


def test_quotation_kept_keeps_its_question_mark():
    text = "The guards will be silent and shout, 'Who goes there?'"
    sides = _sides(text)
    assert "The guards will shout, 'Who goes there?'" in sides, sides
    assert "The guards will be silent." in sides, sides


def test_kept_question_keeps_its_mark():
    # the kept main clause is itself a question (auxiliary before its subject): its mark stays
    text = (
        "But if you tell me, 'We trust in Yahweh our God,' isn't that he whose high places and "
        "whose altars Hezekiah has taken away, and has said to Judah and to Jerusalem, 'You "
        "shall worship before this altar in Jerusalem?'"
    )
    sides = _sides(text)
    assert not any(s.endswith("has taken away.") for s in sides), sides


# -- subject-only remainder ---------------------------------------------------------------------


def test_noun_phrase_with_relative_clause_is_no_remainder():
    text = (
        "Those who are near and those who are far from you will mock you, you infamous one, "
        "full of tumult."
    )
    assert "Those who are near." not in _sides(text, well_formed_only=True)


def test_relative_clause_beside_the_main_verb_is_untouched():
    text = "Those who were near and those who were far from him will weep for him."
    sides = _sides(text, well_formed_only=True)
    assert "Those who were near will weep for him." in sides, sides


def test_misread_main_verb_beside_a_relative_clause_still_counts():
    # "promotes" tagged a plural noun inside the relative clause's phrase is the sentence's verb
    text = "He who covers an offense promotes love; but he who repeats a matter separates best friends."
    assert "He who covers an offense promotes love." in _sides(text, well_formed_only=True)


def test_shared_be_takes_a_predicative_remnant():
    # "I'm [reloading] or [out of ammunition]": the kept "'m" carries the phrase, nothing gapped
    sides = _sides("If I'm reloading or out of ammunition, the screen will tell me.")
    assert "If I'm out of ammunition, the screen will tell me." in sides, sides


def test_main_verb_buried_in_a_relative_clause_still_counts():
    # "fears" tagged a plural noun inside the relative clause, before its object "Yahweh"
    text = (
        "He who walks in his uprightness fears Yahweh, but he who is perverse in his ways "
        "despises him."
    )
    assert "He who walks in his uprightness fears Yahweh." in _sides(text, well_formed_only=True)
