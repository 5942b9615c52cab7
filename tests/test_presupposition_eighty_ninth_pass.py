"""Eighty-ninth pass (stop 56, pr86; docs/presupposition.md): e-mail and quoted news.

Re- drafts whose source is anchored in the present though ``_time_of`` reads it as past: the
present perfect (Reichenbach 1947; Quirk et al. 1985 §4.22), the imperative (Quirk §11.24) and
the passive to-infinitive under a present or future verb ("needs to be rebuilt"; the base-form
"be" has no tense, Quirk §3.56); and gerund drafts re-inflected from the verb lemma, not spaCy's
("hoping" -> "hop"). Constructed sentences through the real pipeline; each class has a
counterpart that keeps the old draft.
"""

from __future__ import annotations

from tests.phenomenon_support import original_draft_pairs


def test_present_perfect_re_verb_takes_the_present_perfect() -> None:
    drafts = original_draft_pairs("I've recompiled the kernel with sound support.", "re_verbs")
    assert "The kernel has been compiled before." in drafts
    assert "The kernel had been compiled before." not in drafts


def test_present_perfect_passive_re_verb_takes_the_present_perfect() -> None:
    drafts = original_draft_pairs(
        "The chapters have been reorganized into three parts.", "re_verbs"
    )
    assert "The chapters have been organized before." in drafts


def test_imperative_re_verb_takes_the_present_perfect() -> None:
    drafts = original_draft_pairs("Reinstall the printer driver and try again.", "re_verbs")
    assert "The printer driver has been installed before." in drafts


def test_coordinated_imperative_re_verb_takes_the_present_perfect() -> None:
    drafts = original_draft_pairs("Just copy the files and rebuild the index.", "re_verbs")
    assert "The index has been built before." in drafts


def test_passive_infinitive_under_a_present_verb_takes_the_present_perfect() -> None:
    drafts = original_draft_pairs("The index needs to be rebuilt after every upgrade.", "re_verbs")
    assert "The index has been built before." in drafts


def test_passive_infinitive_under_will_takes_the_present_perfect() -> None:
    drafts = original_draft_pairs("The economy will have to be retooled.", "re_verbs")
    assert "The economy has been tooled before." in drafts


def test_past_perfect_re_verb_keeps_the_past_perfect() -> None:
    drafts = original_draft_pairs("I had recompiled the kernel before the crash.", "re_verbs")
    assert "The kernel had been compiled before." in drafts


def test_simple_past_re_verb_keeps_the_past_perfect() -> None:
    drafts = original_draft_pairs("She rewrote the installer last year.", "re_verbs")
    assert "The installer had been written before." in drafts


def test_reported_past_re_verb_keeps_the_past_perfect() -> None:
    drafts = original_draft_pairs("He said he rebuilt the engine.", "re_verbs")
    assert "The engine had been built before." in drafts


def test_gerund_draft_is_inflected_from_the_verb_lemma() -> None:
    drafts = original_draft_pairs(
        "I will keep watching and hoping that somebody answers.", "aspectual_verbs"
    )
    # stop 94, pr211: a future "keep" drafts the perfect progressive, as "continue" does
    assert "I have been watching and hoping that somebody answers." in drafts
    assert not any("hopping" in d for d in drafts)


def test_gerund_draft_keeps_a_regular_verb() -> None:
    # stop 76, pr152: the sentence-initial "They" is the premise's own pronoun, so its draft is
    # written again (pr150's rule withdrawn); the named subject is pinned as well. Stop 94,
    # pr211: a future "keep" drafts the perfect progressive, as "continue" does
    assert "They have been waiting and praying for rain." in original_draft_pairs(
        "They will keep waiting and praying for rain.", "aspectual_verbs"
    )
    drafts = original_draft_pairs(
        "The farmers will keep waiting and praying for rain.", "aspectual_verbs"
    )
    assert "The farmers have been waiting and praying for rain." in drafts


def test_future_time_clause_draft_spaces_a_contracted_am() -> None:
    drafts = original_draft_pairs("The server will crash before I'm back.", "temporal_adverbs")
    assert "I will be back." in drafts
    assert "Iwill be back." not in drafts


def test_future_time_clause_draft_spaces_a_contracted_are() -> None:
    drafts = original_draft_pairs("It'll be a week before we're done.", "temporal_adverbs")
    assert "We will be done." in drafts


def test_future_time_clause_draft_with_a_full_auxiliary() -> None:
    drafts = original_draft_pairs(
        "It will be several days before I am ready to build it.", "temporal_adverbs"
    )
    assert "I will be ready to build it." in drafts
