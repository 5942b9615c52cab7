"""fl101: ``lost_antecedent`` (conjunction) narrowed where the judges kept the pair as is.

1. Anticipatory "it" of a verb that extraposes its finite clause ("but it turns out that ...",
   "it seems that ..."; Quirk et al. 1985 §16.39, §18.33; Huddleston & Pullum 2002 ch. 16 §7.2)
   refers to nothing, so removing a singular noun before it takes no antecedent
   (``conjuncts._raising_verb_it``). Near miss: the raised subject of a "to"-infinitive ("it
   turned out to be empty") may refer and stays flagged.
2. Sequential "then" after a removed middle member of a verb-phrase series keeps the kept
   member before it as its anchor ("A, B, C, and then D" minus C; Quirk et al. 1985 §8.137;
   Halliday & Hasan 1976 ch. 5 §5.4) (``conjuncts._then_after_kept_event``). Near miss: a
   first conjunct removed leaves "then" with no event before it and stays flagged.

Constructed sentences, the real pipeline and parse.
"""

from tests.phenomenon_support import fitness_reasons, mined_pairs, pair_flags, removed


def _removals(text: str) -> dict:
    return removed(mined_pairs(text, "conjunction"))


def test_turn_out_that_it_is_no_anaphor() -> None:
    removals = _removals(
        "I thought I was guarding the king and the castle, but it turned out that I was "
        "guarding a stranger."
    )
    pair = removals[
        "I thought I was guarding the king, but it turned out that I was guarding a stranger."
    ]
    assert "lost_antecedent" not in pair_flags(pair)


def test_seem_that_it_is_no_anaphor() -> None:
    removals = _removals(
        "We painted the fence and the shed, but it seems that the rain washed everything off."
    )
    pair = removals["We painted the fence, but it seems that the rain washed everything off."]
    assert "lost_antecedent" not in pair_flags(pair)


def test_near_miss_raised_subject_of_infinitive_stays_flagged() -> None:
    removals = _removals(
        "I thought I was guarding the king and the castle, but it turned out to be empty."
    )
    pair = removals["I thought I was guarding the king, but it turned out to be empty."]
    assert "lost_antecedent" in pair_flags(pair)


def test_then_after_a_kept_event_of_the_series() -> None:
    removals = _removals(
        "She opened the door, looked around the room, sat down by the window, and then wrote "
        "a letter."
    )
    pair = removals["She opened the door, looked around the room, and then wrote a letter."]
    assert "lost_antecedent" not in pair_flags(pair)


def test_near_miss_then_after_a_removed_first_event_stays_flagged() -> None:
    removals = _removals("She lit the lamp, and he then opened the book.")
    assert "lost_antecedent" in pair_flags(removals["He then opened the book."])


# Surface checks (``flags.surface_slips``) for two rewrite slips that s10102's judges rejected in
# the random (well-formed) draw: "*He have talked" and "*more clearer".


def test_singular_pronoun_with_plural_verb_is_flagged() -> None:
    """The rewrite that wrote "She have sung" is fixed since (vc223: a trigger inside a perfect
    infinitive); the check still catches the slip on the text it would produce."""
    from pipeline.flags import singular_pronoun_plural_verb as slip

    text = "They seemed not to have expected her to sing like a professional."
    pairs = mined_pairs(text, "verb_complement")
    assert pairs and not any(p.hypothesis.startswith("She have ") for p in pairs)
    assert slip(text, "She have sung like a professional.")


def test_near_miss_well_formed_complement_is_not_flagged() -> None:
    pairs = mined_pairs("We did not expect him to have finished the work.", "verb_complement")
    assert pairs
    assert not any("singular-pronoun-plural-verb" in pair_flags(p) for p in pairs)


def test_singular_pronoun_plural_verb_text_cases() -> None:
    from pipeline.flags import singular_pronoun_plural_verb as slip

    assert slip("They expected him to have talked.", "He have talked like anybody else.")
    # the mandative subjunctive stands in a subordinate clause, not at the start
    assert not slip("I insist that he have a seat.", "I insist that he have a seat now.")
    # the source's own dialect form on both sides is the source's
    assert not slip("He don't know the way.", "He don't know.")


def test_stranded_more_before_a_comparative_is_flagged() -> None:
    """The removal that wrote "more brighter" is fixed since (cj225: "more" goes with its first
    member); the check still catches the slip on the text it would produce."""
    from pipeline.flags import double_comparative as slip

    text = "All the rooms of the house were more spacious and brighter than ever."
    pairs = mined_pairs(text, "conjunction")
    by_hyp = {p.hypothesis: p for p in pairs if p.hypothesis_kind == "conjunct_removed"}
    assert "All the rooms of the house were more brighter than ever." not in by_hyp
    assert slip(text, "All the rooms of the house were more brighter than ever.")
    # near miss: removing the other conjunct leaves "more spacious than ever"
    good = by_hyp["All the rooms of the house were more spacious than ever."]
    assert "double-comparative" not in pair_flags(good) and good.well_formed


def test_double_comparative_text_cases() -> None:
    from pipeline.flags import double_comparative as slip

    assert slip("She was more active and clearer.", "She was more clearer.")
    # "more" quantifying a noun phrase: grammatical
    assert not slip("There are more older people.", "There are more older people than ever.")
    # "-er" of the stem, and a time adverb after the pronoun "more"
    assert not slip("It was more bitter.", "It was more bitter than ever.")
    assert not slip("I will tell you.", "I will tell you more later.")


# ``source:truncated`` (``fitness._bare_attribution``): a verb of saying beside a second
# predicate, or with its object shifted past an adjunct, reports a complete event.


def test_denied_or_quantified_saying_is_no_bare_attribution(nlp) -> None:
    for text in (
        "He said no more, but wrote his answer on a card.",
        "She said no more and left.",
        "Nobody replied, and the chairman closed the meeting.",
    ):
        assert "truncated" not in fitness_reasons(nlp, text), text


def test_object_shifted_past_an_adjunct_is_what_is_told(nlp) -> None:
    text = (
        "Anna, smiling with pleasure, told them in clear, simple English many amusing stories "
        "about the harbour and the ships."
    )
    assert "truncated" not in fitness_reasons(nlp, text)


def test_near_miss_bare_attributions_stay_truncated(nlp) -> None:
    # a second clause alone does not supply what was said
    for text in (
        "A woman's voice said, and then he heard a sort of cry from the street.",
        "He told us at the station.",
    ):
        assert "truncated" in fitness_reasons(nlp, text), text
