"""verb_complement, fifty-fifth pass (branch vc48, from 432ec44): matrix material in the
hypothesis.

Classes of the s1130q-v rejects on rubric (c) where the extracted complement carried material
of the matrix clause: adverbs of a passive report ("is now thought to be"), a final participle
or "based on" supplement, an evidential ", which" relative or a "beyond doubt" standard of
proof after a that-clause, a tensed predicate of the matrix subject hung deep inside an ECM
infinitive, and a stranded "did" whose antecedent precedes the complement (flagged).
Constructed sentences through the real model and pipeline (``verb_complement_pairs``); each
test failed on 432ec44 except the guards (outputs that must stay). The presupposition drafts
of factive verbs share the cut (``complement.matrix_supplement``).
"""

from __future__ import annotations

from tests.phenomenon_support import kept, kept_presupposition_drafts, verb_complement_pairs


def _original(text: str, lemma: str):
    return verb_complement_pairs(text, lemma)["original"]


# 1. adverbs of a passive report verb (Quirk et al. 1985 §8.12; word list)


def test_now_before_passive_report_leaves_the_hypothesis():
    pair = _original("The river is now thought to be the longest in the region.", "think")
    assert pair.hypothesis == "The river is the longest in the region."


def test_also_sometimes_before_passive_report_leave_the_hypothesis():
    pair = _original(
        "He is also sometimes considered to be the founder of the movement.", "consider"
    )
    assert pair.hypothesis == "He is the founder of the movement."


def test_guard_also_before_active_verb_stays_as_in_rp19():
    pair = _original("The company also seeks to own the land.", "seek")
    assert pair.hypothesis == "The company also owns the land."


# 2. final supplements of a that-clause (Quirk et al. 1985 §15.57, §15.60-15.61, §8.127)


def test_final_participle_supplement_is_cut():
    pair = _original(
        "She found that the drug worked, overturning earlier views on the disease.", "find"
    )
    assert pair.hypothesis == "The drug worked."
    assert kept(pair)


def test_final_based_on_is_cut():
    pair = _original(
        "Many critics also believe that the film failed, based on the early reviews of the festival.",
        "believe",
    )
    assert pair.hypothesis == "The film failed."


def test_beyond_reasonable_doubt_is_cut():
    pair = _original(
        "The prosecution must prove that the defendant is guilty beyond a reasonable doubt.",
        "prove",
    )
    assert pair.hypothesis == "The defendant is guilty."


def test_evidential_which_relative_is_cut():
    pair = _original(
        "Her team showed that the virus spreads through the air, which overturned the view that "
        "it needs contact.",
        "show",
    )
    assert pair.hypothesis == "The virus spreads through the air."


def test_guard_other_which_relative_and_while_clause_stay():
    pair = _original(
        "Her team showed that the virus spreads through the air, which surprised the doctors.",
        "show",
    )
    assert pair.hypothesis == "The virus spreads through the air, which surprised the doctors."
    pair = _original("He said that the troops crossed the river, killing three guards.", "say")
    assert pair.hypothesis == "The troops crossed the river, killing three guards."


def test_factive_draft_shares_the_cut():
    drafts = kept_presupposition_drafts(
        "She found that the drug worked, overturning earlier views on the disease.",
        "clause_embedding_predicates",
    )
    assert drafts == {"The drug worked."}


# 3. a tensed predicate of the matrix subject deep inside an ECM infinitive (Quirk §13.41)


def test_matrix_predicate_below_ecm_infinitive_is_cut():
    pair = _original(
        "The council considered the bridge to be a structure designed to carry light traffic "
        "and quickly closed the road to trucks.",
        "consider",
    )
    assert pair.hypothesis == "The bridge was a structure designed to carry light traffic."


def test_guard_coordinated_infinitive_below_ecm_stays():
    pair = _original(
        "She wanted him to be a doctor trained to heal the poor and to serve the town.", "want"
    )
    assert pair.hypothesis == "He was a doctor trained to heal the poor and to serve the town."


# 4. a stranded "did" whose antecedent precedes the complement (Sag 1976; Quirk §12.21)


def test_stranded_did_in_fronted_conditional_is_flagged():
    pairs = verb_complement_pairs("He knew that if he did, he would lose the race.", "know")
    assert "non-construction:elliptical-complement" in pairs["original"].features["flags"]
    assert not kept(pairs["original"])


def test_guard_did_with_antecedent_inside_complement_stays():
    pair = _original(
        "They said that nobody would come, and if anyone did, the doors would be locked.", "say"
    )
    flags = pair.features.get("flags") or []
    assert "non-construction:elliptical-complement" not in flags
    # vc80: the future-in-the-past "would" of a past report is flagged (Comrie 1985)
    assert "future-in-past-complement" in flags
