"""Correlative "both", comparative "while", prize and message genitives, "rise to prominence",
generic time clauses, swallowed full stops and fronted absolutes (stop 48, pr55;
docs/presupposition.md, fifty-eighth pass).

- "both A and B N": "and" between "both" and its head noun makes "both" the correlative over
  prenominal modifiers (H&P 2002 ch. 15 §2.4): no numeric-determiner candidate.
- "A decreased while B increased": two calibratable changes (Levin 1993 §45.6) of different
  subjects are compared, the "whereas" reading (Quirk et al. 1985 §15.50): no temporal pair.
- "received the mayor's medal": a conferred prize under a genitive of origin (Quirk §5.116):
  no "The mayor had a medal". "the captain's account": an account whose genitive is the teller
  (Pustejovsky 1995 AGENTIVE; Barker 1995): no "has/had" draft.
- "rose to prominence" -> "was not prominent before" (the deadjectival noun's adjective).
- "keeps glowing after the lamp stops": a tenseless complement takes the generic present of
  its finite verb: no episodic "The lamp stops."
- "reshaped the sound of R&B. It ...": the tokenizer's glued full stop leaves the draft.
- "With Anna's brother gone, ...": a fronted absolute is outside the embedding operators:
  flagged ``trigger-in-absolute`` (a defect).

Constructed sentences through the real pipeline; each test also asserts a good counterpart."""

from __future__ import annotations

from tests.phenomenon_support import kept, mined_pairs


def _pairs(text: str, subtype: str) -> list:
    return [
        p
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    ]


def _hyps(text: str, subtype: str) -> set[str]:
    return {p.hypothesis for p in _pairs(text, subtype)}


# -- correlative "both" over modifiers -------------------------------------------------------------


def test_both_over_coordinated_modifiers_is_correlative() -> None:
    assert not _pairs("Both hand-made and machine-made bricks were sold.", "numeric_determiners")


def test_both_with_plain_plural_noun_stays() -> None:
    assert "There were two relevant brothers." in _hyps(
        "Both brothers were arrested in the raid.", "numeric_determiners"
    )


# -- comparative "while" ---------------------------------------------------------------------------


def test_two_trends_while_is_no_time_clause() -> None:
    assert not _pairs("Prices decreased while wages increased.", "temporal_adverbs")


def test_temporal_while_with_other_verb_stays() -> None:
    assert "The minister was abroad." in _hyps(
        "Prices fell while the minister was abroad.", "temporal_adverbs"
    )


# -- prize and message genitives ---------------------------------------------------------------------


def test_conferred_prize_genitive_has_no_possession_draft() -> None:
    assert not _pairs("He received the mayor's medal in 1990.", "possessed_definites")


def test_prize_genitive_without_conferring_verb_stays() -> None:
    assert "The athlete had a medal." in _hyps(
        "The athlete's medal was stolen from the museum.", "possessed_definites"
    )


def test_account_genitive_is_the_teller() -> None:
    assert not _hyps(
        "The captain's account of the battle was published later.", "possessed_definites"
    )


def test_institutions_award_keeps_its_draft() -> None:
    assert "The company had an annual award." in _hyps(
        "The film won the company's annual award.", "possessed_definites"
    )


def test_institution_with_letters_keeps_its_draft() -> None:
    assert "The post office had letters." in _hyps(
        "The post office's letters were delayed.", "possessed_definites"
    )


# -- rise to prominence ------------------------------------------------------------------------------


def test_rise_to_prominence_uses_the_adjective() -> None:
    hyps = _hyps("He rose to prominence with his first novel.", "change_of_state")
    assert hyps == {"He was not prominent before."}


def test_rise_to_fame_plural_subject() -> None:
    assert _hyps("They rose to fame in the 1960s.", "change_of_state") == {
        "They were not famous before."
    }


def test_rise_to_power_keeps_the_noun() -> None:
    assert _hyps("She rose to power in 1933.", "change_of_state") == {
        "She did not have power before."
    }


# -- generic time clause under a tenseless complement ---------------------------------------------------


def test_generic_after_clause_under_keep_has_no_episodic_draft() -> None:
    assert not _pairs("Glass keeps glowing for some time after the lamp stops.", "temporal_adverbs")


def test_future_before_clause_gets_will() -> None:
    assert "The frost will arrive." in _hyps(
        "The plant will flower before the frost arrives.", "temporal_adverbs"
    )


# -- a full stop glued to the object's last word -------------------------------------------------------


def test_re_verb_draft_drops_swallowed_full_stop() -> None:
    hyps = _hyps("The band reshaped the sound of R&B. It also toured widely.", "re_verbs")
    assert hyps == {"The sound of R&B had been shaped before."}


def test_re_verb_draft_keeps_ordinary_object() -> None:
    assert _hyps("The storm reshaped the coast of Florida.", "re_verbs") == {
        "The coast of Florida had been shaped before."
    }


# -- fronted absolute -----------------------------------------------------------------------------------


def test_fronted_absolute_trigger_is_not_embedded() -> None:
    pairs = _pairs("With Anna's brother gone, the house is quiet.", "possessed_definites")
    embedded = [p for p in pairs if p.premise_kind != "original"]
    assert embedded
    assert not any(kept(p) for p in embedded)
    assert all("trigger-in-absolute" in p.features.get("flags", []) for p in embedded)


def test_fronted_prepositional_phrase_stays_embedded() -> None:
    pairs = _pairs("With the help of Anna's brother, the house was built.", "possessed_definites")
    modal = [p for p in pairs if p.premise_kind == "modal"]
    assert modal and all(kept(p) for p in modal)
    assert not any("trigger-in-absolute" in p.features.get("flags", []) for p in pairs)
