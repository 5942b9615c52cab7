"""Stop 85, pr184: presupposition precision on the blind-review rejects still written.

Constructed sentences (not the judged ones) for five classes:
- VP "only" over the limiting "so much / many / far / long" ("can only carry so many crates"):
  no prejacent, deleting "only" says the opposite, no "only" candidate;
- a verbless "X only" appended after a colon or dash ("strict about this: paying members
  only"), and the fixed phrase "in name only": no "only" candidate;
- "recollect" ('remember') is no repetitive re-verb, as "recall" is not;
- "anyways", the informal "anyway", is a concessive conjunct the draft leaves out;
- an inceptive over a negated complement ("started not eating meat"): no double-negated
  prior-state draft.
Each with a good neighbour that keeps its pair.
"""

from tests.phenomenon_support import mined_pairs


def _drafts(text: str, subtype: str) -> set[str]:
    return {
        p.hypothesis
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


def test_vp_only_over_so_many_gives_no_pair() -> None:
    assert _drafts("A porter can only carry so many crates in one trip.", "only") == set()
    assert _drafts("You can only do so much before the guards notice.", "only") == set()


def test_vp_only_with_result_so_or_plain_focus_keeps_pair() -> None:
    assert "She ate so much that she got sick." in _drafts(
        "She only ate so much that she got sick.", "only"
    )
    assert "The guard can open the gate at dawn." in _drafts(
        "The guard can only open the gate at dawn.", "only"
    )


def test_colon_appended_verbless_only_gives_no_pair() -> None:
    assert _drafts("The final raid is brutal: seasoned players only.", "only") == set()
    assert _drafts("The club is strict about this: paying members only.", "only") == set()


def test_in_name_only_gives_no_pair() -> None:
    assert _drafts("By then the two kingdoms were allies in name only.", "only") == set()


def test_clausal_only_after_colon_and_postposed_only_in_clause_keep_pair() -> None:
    assert "The lounge is open to trained staff." in _drafts(
        "The lounge is open to trained staff only.", "only"
    )
    assert _drafts("The course is hard: it is for trained pilots only.", "only")


def test_recollect_is_no_repetitive_re_verb() -> None:
    assert _drafts("I cannot recollect the name of the inn.", "re_verbs") == set()


def test_repetitive_re_verb_keeps_pair() -> None:
    assert "The rifle had been loaded before." in _drafts("She reloaded the rifle.", "re_verbs")


def test_anyways_left_out_of_the_prior_state_draft() -> None:
    drafts = _drafts("This old sword started annoying me anyways.", "aspectual_verbs")
    assert drafts == {"This old sword had not been annoying me before."}
    drafts = _drafts("He began to ignore us anyways.", "aspectual_verbs")
    assert drafts == {"He had not been ignoring us before."}


def test_inceptive_over_negated_complement_gives_no_draft() -> None:
    assert _drafts("She started not eating meat.", "aspectual_verbs") == set()
    assert _drafts("He began to never answer the phone.", "aspectual_verbs") == set()
    assert (
        _drafts("By spring, he was beginning to have no longer any doubt.", "aspectual_verbs")
        == set()
    )


def test_inceptive_over_positive_complement_keeps_draft() -> None:
    assert "He had not been answering the phone before." in _drafts(
        "He began to answer the phone.", "aspectual_verbs"
    )


def test_limiting_only_before_a_role_as_phrase_gives_no_candidate():
    # rv23's finding: "as" + an indefinite noun phrase is the preposition of role (Quirk et al.
    # 1985 §9.6), not the standard of a comparison, so "only ... so much" is still the limit
    for text in (
        "You can only do so much as a volunteer.",
        "A porter can only carry so many crates as a rule.",
    ):
        hyps = [p.hypothesis for p in mined_pairs(text, "presupposition")]
        assert not any("so m" in h and "only" not in h for h in hyps), hyps


def test_only_so_much_as_a_clause_keeps_its_candidate():
    hyps = [
        p.hypothesis
        for p in mined_pairs(
            "He could only give so much as his father had given.", "presupposition"
        )
    ]
    assert "He could give so much as his father had given." in hyps
