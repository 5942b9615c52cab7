"""verb_complement (stop 101, branch vc219): non-constructions and the complement's tense.

Constructed sentences through the real spaCy model and the real extractor/rewriters. Each
fault's sentence (not the near misses) gave the rejected pair at the base (main eb0df25f).
"""

from __future__ import annotations

from tests.phenomenon_support import (
    kept,
    pair_flags,
    presupposition_pair_hypotheses,
    verb_complement_pairs_of_kind,
)
from tests.phenomenon_support import one_verb_complement_pair as _one


def _hypotheses(text: str, kind: str = "original") -> list[str]:
    return [p.hypothesis for p in verb_complement_pairs_of_kind(text, kind)]


# ---- class 1: no complement construction --------------------------------------------------


def test_infinitive_of_effort_after_support_verb_participle_gives_no_pair():
    """ "with no effort made to stop the leak": the infinitive is the noun's ("no effort to
    stop the leak was made"); the base wrote "With no effort stopped the leak, ..."."""
    assert (
        verb_complement_pairs_of_kind(
            "With no effort made to stop the leak, the tank ran dry.", "original"
        )
        == []
    )


def test_near_miss_report_of_the_effort_keeps_its_pair():
    """The report "said that ..." is a complement construction; its clause is kept whole."""
    text = "The company said there was no effort made to stop the leak."
    assert _hypotheses(text) == ["There was no effort made to stop the leak."]


def test_near_miss_made_with_a_person_subject_is_not_touched():
    """ "He was made to apologize": the passive of causative "make", no effort noun."""
    from pipeline.parse import load, resolve_model
    from pipeline.phenomena.verb_complement import _extraposed_noun_complement

    nlp = load(resolve_model(None))
    made = next(t for t in nlp("He was made to apologize.") if t.lower_ == "made")
    assert not _extraposed_noun_complement(made)
    doc = nlp("With no effort made to stop the leak, the tank ran dry.")
    assert _extraposed_noun_complement(next(t for t in doc if t.lower_ == "made"))


def test_adjectival_prepared_to_gives_no_pair():
    """ "be prepared to" = ready/willing, as the unlisted "determined/inclined to"."""
    for text in (
        "She was prepared to leave.",
        "They were prepared to vote against the bill.",
        "There were no delegates prepared to vote.",
    ):
        assert verb_complement_pairs_of_kind(text, "original") == [], text


def test_near_miss_verb_prepare_to_keeps_its_pair():
    pair = _one("She prepared to leave.", "original")
    assert pair.hypothesis == "She left."
    assert pair.heuristic_label == "neutral"


def test_determined_and_inclined_stay_refused():
    """The consistency the rule follows: unlisted participial adjectives were refused at the
    base already."""
    for text in ("She was determined to leave.", "He was inclined to agree."):
        assert verb_complement_pairs_of_kind(text, "original") == [], text


# ---- class 2a: the mandative clause under a past verb --------------------------------------


def test_hidden_mandative_under_past_verb_is_flagged():
    for text, hyp in (
        ("They demanded that the ministers resign.", "The ministers resign."),
        ("The rules required that members vote in person.", "Members vote in person."),
        ("They asked that the doors remain open.", "The doors remain open."),
    ):
        for kind in ("original", "negated"):
            pair = _one(text, kind)
            assert pair.hypothesis == hyp  # the text stays for RP19's gold
            assert "subjunctive-complement" in pair_flags(pair), (text, kind)
            assert not kept(pair)


def test_visible_subjunctive_stays_flagged():
    pair = _one("They demanded that he resign.", "original")
    assert "subjunctive-complement" in pair_flags(pair)
    assert not kept(pair)


def test_near_miss_mandative_under_present_verb_stays_a_warning():
    """The stop-87 keeps: under a present verb the present reading holds generally."""
    pair = _one("The law requires that employers pay a minimum wage.", "original")
    assert pair_flags(pair) == ["hidden-subjunctive-complement"]
    assert kept(pair)


def test_near_miss_indicative_after_insist_is_no_mandative():
    pair = _one("She insisted that they were innocent.", "original")
    assert pair.hypothesis == "They were innocent."
    assert kept(pair)


# ---- class 2b: the first-person "should" of the future in the past -------------------------


def test_first_person_should_of_perception_is_written_would():
    for kind in ("original", "negated"):
        pair = _one("She knew that I should notice it.", kind)
        assert pair.hypothesis == "I would notice it.", kind
        # the same future-in-the-past check as a written "would" under "know"
        assert "future-in-past-complement" in pair_flags(pair)


def test_first_person_should_in_factive_draft_is_written_would():
    """The presupposition draft of the factive is kept in step."""
    hyps = presupposition_pair_hypotheses(
        "She knew I should notice it.", "clause_embedding_predicates"
    )
    assert "I would notice it." in hyps
    assert "I should notice it." not in hyps


def test_near_miss_agentive_should_stays_deontic():
    """ "She knew we should leave early": leaving is an act, the obligation reading is as good
    as the future one, so "should" stays."""
    assert _hypotheses("She knew we should leave early.") == ["We should leave early."]


def test_near_miss_should_have_and_would_like_stay():
    assert _hypotheses("I knew I should have told her.") == ["I should have told her."]
    assert _hypotheses("I felt we should like the place.") == ["We should like the place."]


def test_near_miss_third_person_should_stays():
    assert _hypotheses("She knew he should notice it.") == ["He should notice it."]


# ---- class 3: a conjunct of the matrix subject the parse hung on the clause ----------------


def test_conjunct_whose_object_is_the_clause_subject_is_cut():
    for text, hyp in (
        ("Ann realized that he was asleep and woke him up.", "He was asleep."),
        ("She noticed that it was broken and fixed it.", "It was broken."),
        ("He knew that they were hungry and fed them.", "They were hungry."),
    ):
        for kind in ("original", "negated"):
            pair = _one(text, kind)
            assert pair.hypothesis == hyp, (text, kind)
            assert pair.heuristic_label == "entailment"


def test_near_miss_conjunct_without_a_bound_object_is_kept():
    assert _hypotheses("Ann realized that he was asleep and went to bed.") == [
        "He was asleep and went to bed."
    ]


def test_near_miss_prepositional_pronoun_is_no_coargument():
    """ "looked around him": a locative PP pronoun may be bound by its subject (no
    Principle B effect), so the conjunct may be the clause's; nothing is cut."""
    assert _hypotheses("Ann realized that he was asleep and looked around him.") == [
        "He was asleep and looked around him."
    ]
