"""Stop 69, pr123: presupposition triggers and drafts (review slice s1202z, FOLDOC / Jargon).

Classes, each with the bad case (now dropped or mended) and a good neighbour that stays:
eponymous and cut possessives, superlative genitives on a compound head; prior-state drafts
of "continue" with duration and purpose adjuncts and with a bracketed clause; coordinated
embedded questions; a fronted partitive before "only"; the tense of a "both" draft after a
modal copula; "rename" with the new name as its only object; a trigger in scare quotes.
Sentences constructed for these tests, parsed by the real spaCy model through the real run
path.
"""

from __future__ import annotations

from tests.phenomenon_support import original_presupposition_drafts, presupposition_triggers

# -- class 1: possessives ---------------------------------------------------------------------


def test_eponymous_taxonomy_has_no_owner():
    drafts = original_presupposition_drafts(
        "Flynn's taxonomy classifies computers by their instruction streams.",
        "possessed_definites",
    )
    assert "Flynn has a taxonomy." not in drafts


def test_eponymous_operator_has_no_owner():
    drafts = original_presupposition_drafts(
        "Reynolds's K operator captures the current continuation.", "possessed_definites"
    )
    assert not any(d.startswith("Reynolds has") for d in drafts)


def test_personal_possession_keeps_its_draft():
    assert original_presupposition_drafts(
        "Flynn's car broke down on the bridge.", "possessed_definites"
    ) == {"Flynn had a car."}


def test_genitive_on_a_noun_modifier_gets_no_draft():
    drafts = original_presupposition_drafts(
        "ACME's pilot Data Archive service stores tapes for the university.",
        "possessed_definites",
    )
    assert "ACME has a pilot." not in drafts


def test_ordinal_on_a_compound_modifier_is_a_comparison_class():
    drafts = original_presupposition_drafts(
        "The firm announced the release of the industry's first open operating system - "
        "ZX/2 on 4 May 1991.",
        "possessed_definites",
    )
    assert not any(d.startswith("The industry") for d in drafts)


# -- class 2: drafts --------------------------------------------------------------------------


def test_continue_draft_leaves_out_duration_and_purpose():
    drafts = original_presupposition_drafts(
        "The stations continue to send for a short period of time to make sure that every "
        "station hears the noise.",
        "aspectual_verbs",
    )
    assert drafts == {"The stations have been sending."}


def test_continue_draft_keeps_a_plain_object():
    assert original_presupposition_drafts(
        "She continued to write letters to her brother.", "aspectual_verbs"
    ) == {"She had been writing letters to her brother before."}


def test_begin_draft_leaves_out_a_bracketed_clause():
    drafts = original_presupposition_drafts(
        "In 1990 Zenith began to design the Zenith Video Chip, a cheap chip (later renamed the "
        "ZVC).",
        "aspectual_verbs",
    )
    assert drafts == {"Zenith had not been designing the Zenith Video Chip before."}


def test_coordinated_questions_get_no_draft():
    drafts = original_presupposition_drafts(
        "The hard part is deciding what pixels belong to what shape and which are noise.",
        "embedded_question",
    )
    assert not any(d.startswith("Something") for d in drafts)


def test_single_question_keeps_its_draft():
    assert original_presupposition_drafts(
        "She found out who had taken the money.", "embedded_question"
    ) == {"Someone had taken the money."}


def test_only_draft_keeps_a_fronted_partitive():
    drafts = original_presupposition_drafts(
        "Of the three rooms, only the kitchen is heated, the rest being cold.", "only"
    )
    assert drafts == {"Of the three rooms, the kitchen is heated, the rest being cold."}


def test_only_draft_without_partitive_is_unchanged():
    assert original_presupposition_drafts("Only the kitchen is heated.", "only") == {
        "The kitchen is heated."
    }


def test_both_after_modal_copula_is_present():
    drafts = original_presupposition_drafts(
        "Then all other servers can be connected to both switches.", "numeric_determiners"
    )
    assert drafts == {"There are two relevant switches."}


def test_both_in_past_stays_past():
    assert original_presupposition_drafts(
        "All the servers were connected to both switches.", "numeric_determiners"
    ) == {"There were two relevant switches."}


def test_rename_with_the_new_name_only_is_no_trigger():
    assert not presupposition_triggers("Ported, made free and renamed Quux.", "re_verbs")


def test_rename_with_its_object_stays():
    drafts = original_presupposition_drafts("They renamed the town last year.", "re_verbs")
    assert drafts == {"The town had been named before."}


# -- class 3: scare quotes ----------------------------------------------------------------------


def test_scare_quoted_trigger_is_no_trigger():
    assert not presupposition_triggers('She "rediscovered" the lost valley of Kora.', "re_verbs")


def test_unquoted_trigger_stays():
    assert presupposition_triggers("She rediscovered the lost valley of Kora.", "re_verbs")


def test_ha_ha_only_serious_is_no_only_trigger():
    assert not presupposition_triggers(
        "The phrase is taken as a ha ha only serious forecast of things to come.", "only"
    )


def test_only_before_serious_elsewhere_stays():
    assert presupposition_triggers("Only serious projects get money from the fund.", "only")
