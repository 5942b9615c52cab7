"""Stop 85, blind A/B ab85 (main vs the stop's code on 2,770 fresh Jane Austen lines): the three
rules whose removals the judges kept, narrowed. Constructed sentences, real pipeline."""

from tests.phenomenon_support import mined_pairs


def _replaced(text: str):
    return [p for p in mined_pairs(text, "conjunction") if p.hypothesis_kind == "conjunct_replaced"]


def test_complementaries_under_a_shared_negation_stay_contradictory():
    # "not impossible" = possible, "not possible" = impossible (Cruse 1986 §9.1): cj182's
    # refusal of swaps under a negator is for contraries ("not many" / "not few") only
    pairs = _replaced(
        "After a while, Fanny found it not impossible to rest, and she was calm; but her aunt was restless."
    )
    swap = [p for p in pairs if "not possible to rest" in p.hypothesis]
    assert swap and swap[0].heuristic_label == "contradiction"


def test_contraries_under_a_negator_in_their_phrase_are_still_refused():
    pairs = _replaced("This is a fine place to live, and not many people get to see it.")
    assert not any("not few" in p.hypothesis for p in pairs)


def test_as_if_clause_is_no_conditional_antecedent():
    # a clause of comparison states how things appear (Quirk et al. 1985 §15.53)
    pairs = _replaced(
        "Anne was glad to sit down; and she soon heard the two of them in the lane, behind her, "
        "as if making their way back along the rough path, down the middle."
    )
    # (stop 102: "the rough, wild sort of path" became "the rough path": cj225 refuses a swap
    # of a member of an asyndetic list inside a conjunct, the s10102 "wild, free" rejection)
    swap = [p for p in pairs if "the smooth path" in p.hypothesis]
    assert swap and swap[0].heuristic_label == "contradiction"


def test_if_clause_replacement_stays_neutral():
    pairs = _replaced("If the road is rough and wild, we will stay.")
    assert pairs and all(p.heuristic_label == "neutral" for p in pairs)


def test_subject_control_infinitive_before_a_glued_dash_is_rewritten_in_place():
    pairs = mined_pairs(
        "Harriet looked pale, and he was trying to cheer her.—The gates were not twenty yards off.",
        "verb_complement",
    )
    assert any(
        p.hypothesis.startswith("Harriet looked pale, and he was cheering her.") for p in pairs
    )


def test_extracted_complement_across_a_glued_dash_is_still_refused():
    pairs = mined_pairs(
        "I thought him very sly;—he hardly ever mentioned your name.", "verb_complement"
    )
    assert not any("sly;—he" in p.hypothesis for p in pairs)
