"""Stop 77, pr157: "only" drafts and trigger senses on policy prose (blind review s1204r).

1. A comma between coordinated premodifiers is inside one noun phrase: an "only" draft that
   stops at it ("issued for the old") is no draft (Quirk et al. 1985 §7.18).
2. A "while"/"whereas" clause about the focus's alternatives ("while others ...") is the
   exclusive part of "only", not its prejacent (Horn 1969; Quirk et al. 1985 §15.50).
3. "closes:" with its colon after a sentence-initial imperative is a field label, not a verb.
4. "see that" as a subjectless conjunct of a to-infinitive under "need" is "make sure".
All sentences are constructed.
"""

from __future__ import annotations

from pipeline.flags import settle
from pipeline.parse import load, resolve_model
from pipeline.phenomena.presupposition.extract import Found, colon_label_trigger
from pipeline.process import run_texts
from pipeline.records import Pair


def _pairs(text: str) -> list[Pair]:
    _, result = run_texts([text], ["presupposition"], assess_sources=True)
    return [settle(p) for p in result.pairs]


def _drafts(text: str, subtype: str) -> list[Pair]:
    """The well-formed non-control pairs of a subtype."""
    return [
        p
        for p in _pairs(text)
        if not p.label_rule.startswith("imppres:control") and p.subtype == subtype
    ]


# -- 1. a noun phrase cut at the comma between its premodifiers --------------------------------


def test_only_draft_never_stops_at_a_comma_inside_a_noun_phrase():
    text = "Security fixes are only shipped for the current, released stable branch, and not for nightly builds."
    hyps = {p.hypothesis for p in _drafts(text, "only") if p.well_formed}
    assert not any(h.rstrip(".").endswith("the current") for h in hyps), hyps


def test_only_draft_keeps_comma_separated_premodifiers_when_parsed_as_one_noun_phrase():
    text = "Updates are only shipped for the old, unsupported kernel series."
    hyps = {p.hypothesis for p in _drafts(text, "only") if p.well_formed}
    assert "Updates are shipped for the old, unsupported kernel series." in hyps


def test_only_draft_keeps_a_list_of_headless_adjective_noun_phrases():
    text = "Meals are only served to the poor, the sick and the old."
    hyps = {p.hypothesis for p in _drafts(text, "only") if p.well_formed}
    assert "Meals are served to the poor, the sick and the old." in hyps


# -- 2. "while others ...": the alternatives are not the prejacent -----------------------------


def test_only_draft_leaves_out_a_while_clause_about_the_others():
    text = "In this menu, only the first entry is editable while others are fixed labels that must not be changed."
    hyps = {p.hypothesis for p in _drafts(text, "only") if p.well_formed}
    assert hyps == {"The first entry is editable."}, hyps


def test_only_draft_leaves_out_a_while_clause_about_other_members():
    text = "Only the first entry is editable while other entries are fixed."
    hyps = {p.hypothesis for p in _drafts(text, "only") if p.well_formed}
    assert hyps == {"The first entry is editable."}, hyps


def test_only_draft_keeps_a_temporal_while_clause():
    text = "Only the first entry is editable while the program runs."
    hyps = {p.hypothesis for p in _drafts(text, "only") if p.well_formed}
    assert "The first entry is editable while the program runs." in hyps


# -- 3. "closes:" as a field label -------------------------------------------------------------


def test_colon_label_after_imperative_has_no_change_of_state_pair():
    text = "Add closes: statements for any bugs filed."
    assert not [p for p in _pairs(text) if p.subtype == "change_of_state"]


def _found(text: str, word: str) -> tuple[object, Found]:
    doc = load(resolve_model())(text)
    tok = next(t for t in doc if t.text == word)
    return doc, Found("change_of_state", tok, tok.lemma_, 0.5, {})


def test_colon_label_test_fires_on_the_imperative_label():
    doc, found = _found("Add closes: statements for any bugs filed.", "closes")
    assert colon_label_trigger(doc, found)


def test_colon_label_test_spares_a_verb_with_a_noun_subject_before_a_colon():
    doc, found = _found("The script stops: it has run out of memory.", "stops")
    assert not colon_label_trigger(doc, found)


# -- 4. "need to X and see that P" = make sure -------------------------------------------------


def test_see_that_conjoined_under_need_to_is_no_factive():
    text = "If you leave the project, you need to tell the team and see that your tickets are reassigned."
    assert not [
        p for p in _drafts(text, "clause_embedding_predicates") if p.heuristic_label == "entailment"
    ]


def test_see_that_with_a_perfect_complement_keeps_the_factive():
    text = "If you leave the project, you need to tell the team and see that your tickets have been reassigned."
    hyps = {
        p.hypothesis
        for p in _drafts(text, "clause_embedding_predicates")
        if p.heuristic_label == "entailment"
    }
    assert "Your tickets have been reassigned." in hyps


def test_see_that_after_a_comma_continues_the_infinitive_under_need():
    text = "If you can no longer run the service, you need to warn the users, and see that the server is shut down."
    assert not [
        p for p in _drafts(text, "clause_embedding_predicates") if p.heuristic_label == "entailment"
    ]


def test_finite_third_person_sees_that_keeps_the_factive():
    text = "She needs to warn the users and sees that the server is shut down."
    hyps = {
        p.hypothesis
        for p in _drafts(text, "clause_embedding_predicates")
        if p.heuristic_label == "entailment"
    }
    assert "The server is shut down." in hyps
