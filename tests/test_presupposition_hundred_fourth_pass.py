"""Hundred-fourth pass (stop 60, pr101; docs/presupposition.md): blind review s1202j.

Lexicalised re- verbs (WordNet: the "again" sense must repeat the stem), a re- verb in a
passive ability statement, a "while"-gerund restricting an adverb of quantification, possessive
drafts (mass nouns, "latest", coordinated possessee), "before" in a planned complement, and
Karttunen filtering in a conditional. Real sentences through the real run path; each class has
a counterpart that keeps its output.
"""

from __future__ import annotations

from pipeline.phenomena.presupposition import lexicon as lex
from tests.phenomenon_support import mined_pairs
from tests.phenomenon_support import original_presupposition_drafts as _drafts


def _labels(text: str, subtype: str) -> dict[str, str]:
    return {
        p.premise_kind: p.heuristic_label
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == "presupposition"
    }


# -- 1. lexicalised re- verbs --------------------------------------------------------------------


def test_reconstitute_is_lexicalised():
    assert lex.repetitive_re_stem("reconstitute") is None
    assert _drafts("This milk has been reconstituted from a processed milk.", "re_verbs") == set()


def test_refit_repeats_phrasal_fit_out_not_fit():
    assert lex.repetitive_re_stem("refit") is None
    text = "The old frigate was refitted with new guns."
    assert _drafts(text, "re_verbs") == set()


def test_repetitive_re_verbs_keep_their_stem():
    for verb, stem in [("rebuild", "build"), ("reload", "load"), ("reissue", "issue"),
                       ("reopen", "open"), ("re-emerge", "emerge"), ("retake", "take")]:  # fmt: skip
        assert lex.repetitive_re_stem(verb) == stem, verb
    assert _drafts("The bridge was rebuilt in 1950.", "re_verbs") == {
        "The bridge had been built before."
    }


# -- 2. generic ability / quantified habit -------------------------------------------------------


def test_passive_ability_re_verb_is_no_candidate():
    # stop 71, pr128: labelled neutral from this pass on, refused since review s1203c judged
    # the ability passive ("could be rewritten about 1000 times") no trigger at all (pres-061)
    text = "It can be reloaded using detachable magazines and is an overall much more effective weapon."
    assert _labels(text, "re_verbs") == {}


def test_active_modal_re_verb_still_projects():
    assert _labels("You can rebuild the city.", "re_verbs")["original"] == "entailment"


def test_while_gerund_under_never_gives_no_candidate():
    assert _drafts("You never stop moving while performing the ginga.", "temporal_adverbs") == set()


def test_episodic_while_gerund_keeps_draft():
    assert _drafts("You stopped moving while performing the ginga.", "temporal_adverbs") == {
        "You performed the ginga."
    }


# -- 3. possessive drafts ------------------------------------------------------------------------


def test_mass_food_possessum_takes_no_article():
    # stop 94: a person's food (the pin read a firm, "Foodplace"; pr210 refuses a firm's name
    # before premodified food as the genitive of origin, so the article question is asked of a
    # person, as it was meant)
    text = "You're not sure Grandma's delicious food is going to be enough for them."
    assert _drafts(text, "possessed_definites") == {"Grandma has delicious food."}


def test_count_possessum_keeps_article():
    assert _drafts("The city's bus station closed.", "possessed_definites") == {
        "The city had a bus station."
    }


def test_superlative_on_compound_modifier_gives_no_draft():
    text = (
        "The military's latest powered infantry exoskeleton has been released for widespread use."
    )
    assert _drafts(text, "possessed_definites") == set()


def test_coordinated_possessum_with_and_drafts_first_conjunct():
    text = "My daughter's family and son live down the road."
    assert _drafts(text, "possessed_definites") == {"My daughter has a family."}


def test_coordinated_possessum_with_or_keeps_whole_coordination():
    text = "The chief guarded the clan's village or encampment."
    assert _drafts(text, "possessed_definites") == {"The clan had a village or an encampment."}


# -- 4. "before" inside a planned for-to complement ----------------------------------------------


def test_before_in_arranged_complement_gives_no_candidate():
    text = (
        "An hour later, you meet up with Amy, and arrange for her to join you on your ship "
        "before it takes off."
    )
    assert _drafts(text, "temporal_adverbs") == set()


def test_past_after_clause_in_arranged_complement_keeps_draft():
    text = "You arranged for her to join you after the ship had landed."
    assert _drafts(text, "temporal_adverbs") == {"The ship landed."}


# -- 5. Karttunen filtering in a conditional ---------------------------------------------------


def test_die_after_if_survive_is_filtered():
    assert _drafts("If we survive today, we'll die the day after.", "change_of_state") == set()
    assert (
        _drafts("If we are alive tomorrow, we will die the day after.", "change_of_state") == set()
    )


def test_die_after_unrelated_antecedent_keeps_draft():
    assert _drafts("If we fight today, we'll die the day after.", "change_of_state") == {
        "We are alive."
    }
