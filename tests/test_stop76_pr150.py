"""Stop 76 round one, branch pr150: presupposition drafts an expert keeps.

Two rules and two pinned behaviours, from the blind review of the Python-docs and KStars slices:

- an attributive participle that the parser made the main verb after misreading the "-s" verb
  as a plural noun ("The menu lists recently closed windows") is no change-of-state trigger
  (``extract._attributive_after_misread_verb``; Wasow 1977, adjectival participles);
- a draft whose subject is "it/they/this/these/..." with no noun before it in the sentence was
  not written (withdrawn by stop 76 pr152: the premise has the same pronoun, so premise and
  hypothesis share the referent; the tests below now expect the draft);
- pinned: "recommend/suggest/propose that" are non-factive (Kiparsky & Kiparsky 1970), so their
  complement is never an entailed presupposition;
- pinned: the aspectual draft takes the trigger verb's own subject, not a relative clause's.

Sentences are constructed (not from any review slice) and go through the real spaCy model and
the real pipeline."""

from __future__ import annotations

from pipeline.flags import settle
from pipeline.process import run_texts
from pipeline.records import Pair


def _pairs(text: str) -> list[Pair]:
    _, result = run_texts([text], ["presupposition"], assess_sources=True)
    return [settle(p) for p in result.pairs]


def _drafts(text: str, subtype: str | None = None) -> list[Pair]:
    """The non-control pairs (the hypothesis is a presupposition draft, not the sentence)."""
    return [
        p
        for p in _pairs(text)
        if not p.label_rule.startswith("imppres:control")
        and (subtype is None or p.subtype == subtype)
    ]


def _candidates(text: str, subtype: str) -> list[Pair]:
    return [p for p in _pairs(text) if p.subtype == subtype]


# -- 1. attributive participles after a misread "-s" verb ------------------------------------


def test_participle_after_misread_list_verb_is_no_change_of_state():
    """ "lists" read as a noun, "closed" as the main verb: no "Windows were open before"."""
    assert (
        _candidates(
            "The menu lists recently closed windows and lets you restore them.", "change_of_state"
        )
        == []
    )


def test_participle_after_misread_display_verb_is_no_change_of_state():
    assert (
        _candidates(
            "The viewer displays recently opened images in a side panel.", "change_of_state"
        )
        == []
    )


def test_real_closing_event_keeps_its_prior_state():
    """Good neighbour: the participle is the verb of a clause with a real subject."""
    pairs = _drafts(
        "The operators closed the observatory doors before the storm.", "change_of_state"
    )
    hits = [p for p in pairs if p.label_rule == "presupposition:projects"]
    assert hits and hits[0].well_formed and hits[0].heuristic_label == "entailment"
    assert "open" in hits[0].hypothesis


# -- 2. subject pronouns whose antecedent is in an earlier sentence ---------------------------


def test_sentence_initial_it_draft_is_written():
    """stop 76, pr152: the premise's own "It", shared with the draft."""
    assert _drafts("It stopped working in version 2.6.", "aspectual_verbs") != []


def test_sentence_initial_demonstrative_draft_is_written():
    assert _drafts("These continue to work in Python 3.", "aspectual_verbs") != []


def test_sentence_initial_they_draft_is_written():
    assert _drafts("They stopped shipping the old binary in version 3.", "aspectual_verbs") != []


def test_demonstrative_determiner_with_its_noun_keeps_the_draft():
    """Good neighbour: "These functions" is a full noun phrase, interpretable alone."""
    hits = [
        p
        for p in _drafts("These functions continue to work in Python 3.", "aspectual_verbs")
        if p.label_rule == "presupposition:projects"
    ]
    assert hits and hits[0].hypothesis == "These functions have been working in Python 3."
    assert hits[0].well_formed and hits[0].heuristic_label == "entailment"


def test_weather_it_keeps_the_draft():
    """Good neighbour: the empty "it" of "rain" names nothing and needs no antecedent."""
    hits = [
        p
        for p in _drafts("It started raining before the session ended.", "aspectual_verbs")
        if p.label_rule == "presupposition:projects"
    ]
    assert hits and hits[0].hypothesis == "It had not been raining before."


def test_pronoun_whose_antecedent_the_sentence_names_keeps_the_draft():
    """Good neighbour: a noun before the pronoun in the sentence ("After the mount ..., it")
    is its antecedent; the draft names it."""
    hits = [
        p
        for p in _drafts(
            "After the mount finished the slew, it continued to track the comet.",
            "aspectual_verbs",
        )
        if p.label_rule == "presupposition:projects"
    ]
    assert hits and hits[0].hypothesis.startswith("The mount ")


# -- 3. non-factive verbs of proposal (pinned) -------------------------------------------------


def test_recommend_that_is_no_factive():
    for text in (
        "We recommend that you clear the cache after the upgrade.",
        "The manual suggests that users back up their settings first.",
        "The committee proposes that the module be removed in the next release.",
    ):
        assert _candidates(text, "clause_embedding_predicates") == [], text


def test_factive_neighbour_of_recommend_projects():
    """Good neighbour: "regret" is factive; its complement is an entailed presupposition."""
    hits = [
        p
        for p in _drafts("The maintainers regret that the format changed.")
        if p.label_rule == "presupposition:projects"
    ]
    assert hits and hits[0].hypothesis == "The format changed."
    assert hits[0].heuristic_label == "entailment"


# -- 4. the trigger verb's own subject (pinned) ------------------------------------------------


def test_aspectual_draft_takes_the_main_verb_subject_not_the_relative_clause():
    """ "The tool, which stopped working last year, continues to confuse new users": the
    continuation's subject is "the tool"; the relative clause's trigger is another clause."""
    hyps = {
        p.hypothesis
        for p in _drafts(
            "The tool, which stopped working last year, continues to confuse new users.",
            "aspectual_verbs",
        )
    }
    assert "The tool has been confusing new users." in hyps
