"""Stop 87, pr189: presupposition drafts that were grammatical fragments of the wrong shape
(review s1205r).

* A predeterminer before a determinative genitive ("all the king's sons") quantifies the
  possessum, not the possessor (Quirk et al. 1985 §5.15, §5.119): "The king had sons".
* A concrete noncount possessum ("money", "cash": plural a hundred times rarer than the
  singular, concrete WordNet file) takes no indefinite article (Quirk §5.3-5.4).
* A name's gender is read off its own predicates (a gendered predicative noun, a reflexive
  object), so "Reu ... after he became the father of Serug, and became the father of more sons"
  names Reu in the time clause's draft.
* A time clause's subject pronoun whose main subject cannot be its antecedent (another person,
  number or gender) is named by the one agreeing noun of the main clause; two leave it
  unresolved (flagged).

Sentences are constructed (not the review's text).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _drafts(text: str, subtype: str) -> dict[str, object]:
    return {
        p.hypothesis: p
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


def test_all_before_a_genitive_is_the_possessums():
    hyps = _drafts("All the queen's horses ran away.", "possessed_definites")
    assert "The queen had horses." in hyps, sorted(hyps)
    assert not any(h.startswith("All ") for h in hyps), sorted(hyps)


def test_genitive_without_predeterminer_unchanged():
    hyps = _drafts("The queen's horses ran away.", "possessed_definites")
    assert "The queen had horses." in hyps, sorted(hyps)


def test_concrete_noncount_possessum_takes_no_article():
    hyps = _drafts("The thief took the widow's cash.", "possessed_definites")
    assert "The widow had cash." in hyps, sorted(hyps)
    hyps = _drafts("The merchant counted his partner's money.", "possessed_definites")
    assert "His partner had money." in hyps, sorted(hyps)


def test_count_possessum_keeps_its_article():
    hyps = _drafts("The thief took the widow's purse.", "possessed_definites")
    assert "The widow had a purse." in hyps, sorted(hyps)


def test_name_gendered_by_its_predicative_noun_is_named():
    hyps = _drafts(
        "Enosh lived ninety years after he became the father of Kenan, and became the father "
        "of more sons.",
        "temporal_adverbs",
    )
    assert "Enosh became the father of Kenan." in hyps, sorted(hyps)
    assert "He became the father of Kenan." not in hyps, sorted(hyps)


def test_bare_name_without_gender_evidence_keeps_the_pronoun():
    hyps = _drafts("Kalani stayed in Ohio after she lost her job.", "temporal_adverbs")
    assert "She lost her job." in hyps, sorted(hyps)


def test_time_clause_subject_named_by_the_main_clause_object():
    hyps = _drafts("She read the letters before they burned.", "temporal_adverbs")
    assert "The letters burned." in hyps, sorted(hyps)
    hyps = _drafts("I called my brother after he arrived.", "temporal_adverbs")
    assert "My brother arrived." in hyps, sorted(hyps)


def test_time_clause_hung_on_an_object_noun():
    hyps = _drafts(
        "He described the old roads and the ruined towers before they fell.", "temporal_adverbs"
    )
    # stop 90 (fl79): the unresolved "they" is flagged ``time-clause-pronoun-kept``, a warning
    # for presupposition (the premise keeps the same "they"; time-clause drafts judged 5 of 9
    # kept as is on int90), so the plain premises are written well formed, flagged
    assert (
        "They fell." not in hyps
        or "time-clause-pronoun-kept" in hyps["They fell."].features["flags"]
    ), sorted(hyps)


def test_two_agreeing_objects_leave_the_subject_pronoun_unresolved():
    hyps = _drafts("We fed the dogs and the horses before they slept.", "temporal_adverbs")
    assert hyps, "no draft"
    # stop 90 (fl79): flagged, a warning now (see above)
    assert all("time-clause-pronoun-kept" in p.features["flags"] for p in hyps.values()), [
        (h, p.features.get("flags")) for h, p in hyps.items()
    ]


def test_agreeing_main_subject_keeps_its_reading():
    hyps = _drafts("The old fisherman sold his boat after he retired.", "temporal_adverbs")
    assert "The old fisherman retired." in hyps, sorted(hyps)
