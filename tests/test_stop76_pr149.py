"""Stop 76, pr149: presupposition projection out of subordinate clauses.

Three error classes of the blind review of the KStars Handbook and Python documentation slices:
a re- verb in the purpose infinitive of an instruction (an anankastic conditional: the goal is
hypothetical, ``pairs._directive_purpose``), a trigger inside a "because"-clause, which a
main-clause operator leaves asserted (``pairs._in_reason_clause``), and a habitual simple present
whose bare-plural or indefinite argument is bound generically, so its presupposition projects
out of the question, negation, modal and "if" (``pairs._characterizing_trigger``). Sentences
constructed for these tests, parsed by the real spaCy model through the real run path.
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs, presupposition_pairs_by_kind

# -- class 1: the purpose infinitive of an instruction -------------------------------------------


def test_re_verb_in_the_purpose_of_an_imperative_is_neutral():
    pairs = presupposition_pairs_by_kind(
        "Use the alignment tool to re-align the mount.", "re_verbs"
    )
    assert pairs["original"] == (
        "Use the alignment tool to re-align the mount.",
        "The mount has been aligned before.",
        "neutral",
    )


def test_re_verb_in_the_purpose_of_an_addressee_can_is_neutral_under_every_operator():
    pairs = presupposition_pairs_by_kind(
        "You can use the slew tool to re-center the telescope.", "re_verbs"
    )
    assert {"original", "negated", "interrogative"} <= set(pairs)
    assert {label for _, _, label in pairs.values()} == {"neutral"}


def test_re_verb_in_the_purpose_of_a_realis_host_stays_entailed():
    pairs = presupposition_pairs_by_kind(
        "The operator used the slew tool to re-center the telescope.", "re_verbs"
    )
    assert pairs["original"][1:] == ("The telescope had been centered before.", "entailment")
    assert pairs["interrogative"][2] == "entailment"
    assert pairs["negated"][2] == "entailment"


def test_re_verb_in_an_object_control_complement_stays_entailed():
    # "tell X to V" takes its infinitive as a complement, no purpose adjunct
    pairs = presupposition_pairs_by_kind("Tell the operator to restart the slew.", "re_verbs")
    assert pairs["original"][2] == "entailment"


def test_re_verb_as_the_instructed_verb_itself_stays_entailed():
    pairs = presupposition_pairs_by_kind("You should restart the slew.", "re_verbs")
    assert pairs["original"][2] == "entailment"
    assert pairs["negated"][2] == "entailment"


# -- class 2: a trigger inside a "because"-clause ------------------------------------------------


def test_trigger_in_a_because_clause_has_no_embedded_premise():
    text = "The image was blurred because the camera moved after the shutter opened."
    pairs = presupposition_pairs_by_kind(text, "temporal_adverbs")
    assert pairs == {"original": (text, "The shutter opened.", "entailment")}
    controls = [
        p
        for p in mined_pairs(text, "presupposition")
        if p.subtype == "temporal_adverbs" and p.hypothesis_kind == "original"
    ]
    assert not controls


def test_numeric_determiner_in_a_because_clause_keeps_only_its_plain_pair():
    pairs = presupposition_pairs_by_kind(
        "The session ended early, because clouds covered both telescopes.", "numeric_determiners"
    )
    assert set(pairs) == {"original"}
    assert pairs["original"][2] == "entailment"


def test_trigger_in_the_main_clause_before_a_because_clause_keeps_its_family():
    pairs = presupposition_pairs_by_kind(
        "The image was blurred after the shutter opened.", "temporal_adverbs"
    )
    assert {"negated", "modal", "interrogative", "conditional"} <= set(pairs)
    assert pairs["interrogative"][1:] == ("The shutter opened.", "entailment")


# -- class 3: questions are holes for a habitual re- verb ----------------------------------------


def test_habitual_re_verb_with_a_bare_plural_projects_out_of_the_question():
    pairs = presupposition_pairs_by_kind(
        "KStars recomputes positions whenever the clock changes.", "re_verbs"
    )
    assert pairs["interrogative"] == (
        "Does KStars recompute positions whenever the clock changes?",
        "Positions have been computed before.",
        "entailment",
    )
    assert {label for _, _, label in pairs.values()} == {"entailment"}


def test_episodic_past_re_verb_with_a_bare_plural_stays_neutral_under_the_question():
    pairs = presupposition_pairs_by_kind("The script reloaded catalogs at startup.", "re_verbs")
    assert pairs["original"][2] == "entailment"
    assert pairs["interrogative"][2] == "neutral"
    assert pairs["negated"][2] == "neutral"
