"""Stop 72 (pr134): presupposition embeddings, drafts and labels (reviews s1204c, s1204b).

Constructed sentences run through the real parser and pipeline; each class has a neighbour that
keeps its pair:

1. a negation put into a relative or adverbial clause round a nominal trigger is no denial of
   the sentence: no negated premise (pairs.py);
2. an added "not only" after a word that is not the clause's operator is the additive
   correlative, ungrammatical alone: no well-formed negated premise (embedding.additive_not_only);
3. a singular indefinite subject of a simple present is generic: its presupposition projects
   (rewrite.presupposition._characterizing_present);
4. list members before a genitive are not the possessum ("Budd has interpreters");
5. an "apposition" opened by a coordinator is the broken-up subject of the next clause: no
   draft or premise keeps it (embedding.coordinator_led_apposition).
"""

from __future__ import annotations

from tests.phenomenon_support import mined_pairs


def _pairs(text: str, subtype: str, hyp_kind: str = "presupposition") -> dict[str, tuple]:
    """premise kind -> (premise, hypothesis, label, well_formed) of ``subtype``'s pairs."""
    return {
        p.premise_kind: (p.premise, p.hypothesis, p.heuristic_label, p.well_formed)
        for p in mined_pairs(text, "presupposition")
        if p.subtype == subtype and p.hypothesis_kind == hyp_kind
    }


# -- 1. negation inside a subordinate clause ----------------------------------------------------


def test_negation_inside_a_where_clause_writes_no_negated_premise():
    text = (
        "Beta testing is a stage where an early version of the product is tested at the "
        "customer's site, and is then fixed accordingly."
    )
    assert "negated" not in _pairs(text, "possessed_definites")
    assert "negated" not in _pairs(text, "possessed_definites", "original")
    assert "original" in _pairs(text, "possessed_definites")  # the plain pair stays


def test_negation_of_a_matrix_clause_keeps_its_negated_premise():
    text = "The firm restored the city's old theatre in 1990."
    assert _pairs(text, "possessed_definites")["negated"][2] == "entailment"
    assert _pairs(text, "possessed_definites", "original")["negated"][2] == "contradiction"


# -- 2. "not only" after a word that is not the operator ----------------------------------------


def test_not_only_after_a_phrase_is_no_kept_negated_premise():
    text = "The cheap model may be shipped as a board only without the case."
    for kind, (premise, _, _, well_formed) in _pairs(text, "only").items():
        if "not only" in premise:
            assert not well_formed, (kind, premise)
    assert _pairs(text, "only")["original"][3]


def test_contracted_not_only_after_the_operator_stays():
    pairs = _pairs("The record was only equalled in 1990.", "only")
    assert pairs["negated"][0] == "The record wasn't only equalled in 1990."
    assert pairs["negated"][3]


# -- 3. generic indefinite subject --------------------------------------------------------------


def test_generic_indefinite_subject_projects_from_negation():
    text = "A page is reloaded automatically whenever a file on which it depends changes."
    pairs = _pairs(text, "re_verbs")
    assert pairs["negated"][0].startswith("A page isn't reloaded")
    assert pairs["negated"][1] == "A page has been loaded before."
    assert pairs["negated"][2] == "entailment"


def test_episodic_indefinite_subject_stays_neutral():
    pairs = _pairs("A student rejoined the club after the war.", "re_verbs")
    assert pairs["negated"][2] == "neutral"
    assert pairs["original"][2] == "entailment"


# -- 4. list members before the genitive -----------------------------------------------------


def test_list_before_a_genitive_is_not_the_possessum():
    text = "Other versions include Little Smalltalk, Smalltalk/V, Budd's interpreters."
    assert _pairs(text, "possessed_definites")["original"][1] == "Budd has interpreters."
    text = "Other versions include Tiny Prolog, Prolog/V, Clocksin's interpreters."
    assert _pairs(text, "possessed_definites")["original"][1] == "Clocksin has interpreters."


def test_premodified_possessum_keeps_its_modifier():
    pairs = _pairs("Lee's old truck broke down in 1990.", "possessed_definites")
    assert pairs["original"][1] == "Lee had an old truck."


# -- 5. apposition opened by a coordinator -----------------------------------------------------


def test_coordinator_led_apposition_leaves_draft_and_premises():
    text = (
        "The new decoder has been designed with only a small amount of extra circuitry, so "
        "chip size and thus cost do not increase."
    )
    pairs = _pairs(text, "only")
    draft = "The new decoder has been designed with a small amount of extra circuitry."
    assert pairs["original"][1] == draft
    assert "chip size" not in pairs["modal"][0]
    assert pairs["modal"][0] == (
        "The new decoder might have been designed with only a small amount of extra circuitry."
    )


def test_true_apposition_stays_in_the_draft():
    pairs = _pairs("Lee, the new manager, only hired two clerks.", "only")
    assert "the new manager" in pairs["original"][1]


def test_misparsed_main_verb_keeps_its_negated_premise():
    # the parser reads "glared" as a modifier of "doctor"; it is the main verb
    pairs = _pairs("The doctor glared at both of them.", "numeric_determiners", "original")
    assert pairs["negated"][0] == "The doctor didn't glare at both of them."
    assert pairs["negated"][2] == "contradiction"
