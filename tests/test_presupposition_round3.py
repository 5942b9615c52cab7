"""Issue #11, presupposition third round: one test per error class left over from the second
round, on constructed sentences through the real spaCy model. Each failed on the code before the
fix."""

from __future__ import annotations

from pipeline.phenomena.presupposition import Presupposition
from tests.phenomenon_support import presupposition_candidates as _candidates
from tests.phenomenon_support import presupposition_drafts as _drafts

PHEN = Presupposition()


# -- 1. hyphenated re- that is only a spelling of a lexicalised verb ---------------------------


def test_hyphenated_spelling_variant_is_no_re_verb(parsed, ctx):
    _, cands = _candidates(parsed, ctx, "The council re-enforced the old dam.", "re_verbs")
    assert cands == []
    # the hyphen that marks repetition against a lexicalised solid form stays a trigger
    _, cands = _candidates(parsed, ctx, "The club re-signed the goalkeeper.", "re_verbs")
    assert [c.trigger_lemma for c in cands] == ["re-sign"]
    _, cands = _candidates(parsed, ctx, "The senator resigned in March.", "re_verbs")
    assert cands == []


# -- 2. genitives in fixed phrases are no possession ------------------------------------------


def test_possessive_idioms_are_not_possession(parsed, ctx):
    for text in (
        "There was no mistake on the woman's part.",
        "The deal was signed at the plaintiffs' expense.",
        "In the judge's view, the contract was void.",
        "The plaintiffs' bar opposed the new rule.",
    ):
        _, cands = _candidates(parsed, ctx, text, "possessed_definites")
        assert cands == [], text
    # a real possession in a prepositional phrase keeps its draft
    assert _drafts(parsed, ctx, "She slept at the woman's house.", "possessed_definites") == [
        "The woman had a house."
    ]
    assert _drafts(parsed, ctx, "We met at the hotel's bar.", "possessed_definites") == [
        "The hotel had a bar."  # the clause's past (thirty-first pass)
    ]


# -- 3. a bare-NP time adverbial inside the counted NP is not part of the existence draft -----


def test_numeric_draft_drops_np_internal_time_phrase(parsed, ctx):
    assert _drafts(
        parsed, ctx, "All four players this season have scored.", "numeric_determiners"
    ) == ["There are four relevant players."]  # present perfect: present (twenty-third pass)
    drafts = _drafts(
        parsed,
        ctx,
        "The five primary races last night that Clinton won were close.",
        "numeric_determiners",
    )
    assert drafts == ["There were five primary races that Clinton won."]
    # a prepositional time phrase stays ("There were two games on Monday" is well formed)
    assert _drafts(parsed, ctx, "Both games on Monday were close.", "numeric_determiners") == [
        "There were two games on Monday."
    ]


# -- 4. coordinated embedded questions get no single draft --------------------------------------


def test_coordinated_embedded_questions_get_no_draft(parsed, ctx):
    for text in (
        "The panel will judge how the plan works and what it costs.",
        "We know why he left and where he went.",
    ):
        _, cands = _candidates(parsed, ctx, text, "embedded_question")
        assert cands, text
        assert _drafts(parsed, ctx, text, "embedded_question") == [], text
    # a single wh-clause keeps its draft
    assert _drafts(parsed, ctx, "We know why he left.", "embedded_question") == ["He left."]
