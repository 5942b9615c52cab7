"""Stop 81 round two, branch pr170: presupposition triggers misread in narrative and dialogue.

1. A re- verb whose dominant WordNet sense is a redo by the pro-verb "do" sharing nothing with
   the stem ("remodel" = do over a house) is no repetitive re- verb (``lexicon.
   _dominant_sense_redoes``); "redecorate" ("redo the decoration", under decorate.v.01) and
   "rebuild" stay.
2. "come" with a "from" source in the simple present is habitual or origin, no arrival
   (``extract._present_come_from``); the past and the perfect stay.
3. A clause-embedding predicate at the root of an inverted protasis with no comma after it
   ("Should you find X tell them ...") has no content clause (``extract._protasis_root``).
4. First-person present "remember/recall" loses its complement under the speaker's own
   negation (``FIRST_PERSON_DENIALS``): the negated pair is labelled neutral; third person
   stays entailment.

Sentences are constructed and go through the real spaCy model and the real pipeline.
"""

from __future__ import annotations

from pipeline.phenomena.presupposition import lexicon as lex
from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str) -> list:
    return [p for p in mined_pairs(text, "presupposition") if p.subtype == subtype]


def _presupposition_labels(text: str, subtype: str) -> dict[str, str]:
    return {
        p.premise_kind: p.heuristic_label
        for p in _pairs(text, subtype)
        if p.hypothesis_kind == "presupposition" and p.well_formed
    }


# 1. re- verbs whose dominant sense redoes something other than the stem


def test_remodel_is_no_repetitive_re_verb() -> None:
    assert lex.repetitive_re_stem("remodel") is None
    assert lex.repetitive_re_stem("remodel", with_object=True) is None


def test_redo_sense_under_the_stem_stays_repetitive() -> None:
    assert lex.repetitive_re_stem("redecorate") == "decorate"
    assert lex.repetitive_re_stem("rebuild") == "build"


def test_remodeling_tavern_writes_no_re_verb_pair() -> None:
    assert (
        _pairs("Sorry about the noise, the dwarves are remodeling the old tavern.", "re_verbs")
        == []
    )


def test_rebuilding_tavern_keeps_its_re_verb_pair() -> None:
    pairs = _pairs("The dwarves rebuilt the old tavern after the fire.", "re_verbs")
    assert any(
        p.hypothesis_kind == "presupposition" and p.well_formed and "built before" in p.hypothesis
        for p in pairs
    )


# 2. present "come ... from": habit or origin


def test_present_come_from_is_no_change_of_state() -> None:
    text = "The goblins come here from the caves beyond the ridge."
    assert _pairs(text, "change_of_state") == []


def test_past_come_from_keeps_its_change_of_state() -> None:
    text = "The goblins came here from the caves beyond the ridge."
    labels = _presupposition_labels(text, "change_of_state")
    assert labels.get("original") == "entailment"


# 3. a clause-embedding predicate heading an inverted protasis with no main clause


def test_protasis_root_find_writes_no_clause_pair() -> None:
    text = "Still, should you find brave sailors of the harbour suggest they visit the lighthouse keeper."
    assert _pairs(text, "clause_embedding_predicates") == []


def test_declarative_find_that_keeps_its_clause_pair() -> None:
    text = "You will find that the old lantern is missing."
    labels = _presupposition_labels(text, "clause_embedding_predicates")
    assert labels.get("original") == "entailment"


# 4. first-person "remember" under the speaker's own negation


def test_first_person_negated_remember_is_neutral() -> None:
    labels = _presupposition_labels(
        "I remember the feast is on the third day of spring.", "clause_embedding_predicates"
    )
    assert labels.get("negated") == "neutral"
    assert labels.get("original") == "entailment"


def test_third_person_negated_remember_stays_entailment() -> None:
    labels = _presupposition_labels(
        "She remembers the feast is on the third day of spring.", "clause_embedding_predicates"
    )
    assert labels.get("negated") == "entailment"
