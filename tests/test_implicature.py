"""Scalar implicature triggers, hypotheses and IMPPRES embedding pairs on real parses."""

from __future__ import annotations

import pytest

from pipeline import prefilter
from pipeline.evaluation._text import normalise
from pipeline.phenomena._base import RunContext
from pipeline.phenomena.implicature import SUBTYPES, Implicature, scales
from pipeline.rewrite.implicature import implicature_hypothesis


@pytest.fixture(scope="module")
def ctx(nlp):
    """IMPPRES's inventory of contexts (``implicature_inventory=imppres``): these tests cover
    every scale and wording; the narrower default is tested in test_implicature_fourth_pass."""
    from pipeline import parse
    from pipeline.phenomena._base import RunContext

    return RunContext(model=parse.model_label(nlp), options={"implicature_inventory": "imppres"})


PHEN = Implicature()
ALL = frozenset(SUBTYPES)


def candidates(parsed, ctx, text):
    doc, sentence = parsed(text)
    return doc, sentence, list(PHEN.extract(doc, sentence, ALL, ctx))


def found(parsed, ctx, text):
    """(subtype, trigger text) of every candidate."""
    return {(c.subtype, c.trigger) for c in candidates(parsed, ctx, text)[2]}


def implicature_text(parsed, ctx, text, subtype, options=None):
    doc, sentence, cands = candidates(parsed, ctx, text)
    run_ctx = RunContext(model=ctx.model, options=options or {})
    [cand] = [c for c in cands if c.subtype == subtype]
    pairs = list(PHEN.rewrite(cand, doc, sentence, run_ctx))
    [main] = [p for p in pairs if p.premise_kind == "original"]
    return main, pairs


# -- scales -----------------------------------------------------------------------------------


def test_scales_are_weak_to_strong_with_alternatives():
    some = scales("quantifiers")["some"]
    assert some.scale == ("some", "all") and some.position == 0 and some.alternative == "all"
    assert "all" not in scales("quantifiers")  # the top item is not a trigger
    assert scales("numerals")["two"].alternative == "three"
    assert scales("numerals")["ten"].alternative == "one hundred"
    assert scales("gradable_verbs")["go towards"].alternative == "get to"
    assert scales("modals")["could"].alternative == "have to"


# -- extraction: scalar uses match --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "subtype", "trigger"),
    [
        ("Some skateboards tipped over.", "quantifiers", "Some"),
        ("I ate some of the cake before dinner.", "quantifiers", "some"),
        ("Most of the students passed the exam.", "quantifiers", "Most"),
        ("Many farmers sold their land last year.", "quantifiers", "Many"),
        ("These cats or those fish appear.", "connectives", "or"),
        ("Jo paid with cash or a credit card.", "connectives", "or"),
        ("Jerry could wake up.", "modals", "could"),
        ("Visitors may park behind the library.", "modals", "may"),
        ("Ten bananas were scorching.", "numerals", "Ten"),
        ("She adopted two cats from the shelter.", "numerals", "two"),
        ("The soup is warm.", "gradable_adjectives", "warm"),
        ("It was a good movie.", "gradable_adjectives", "good"),
        ("Dawn went towards the hills.", "gradable_verbs", "went"),
        ("Theresa tried to concur.", "gradable_verbs", "tried"),
        ("My sister likes jazz.", "gradable_verbs", "likes"),
    ],
)
def test_scalar_uses_are_extracted(parsed, ctx, text, subtype, trigger):
    assert (subtype, trigger) in found(parsed, ctx, text)


@pytest.mark.parametrize(
    ("text", "subtype"),
    [
        ("Some 20 people came to the party.", "quantifiers"),  # approximation
        ("It is the most beautiful city in Europe.", "quantifiers"),  # superlative degree
        ("How many people came?", "quantifiers"),  # question
        ("In all, we counted everyone twice.", "quantifiers"),  # "all" is the top item
        ("We waited an hour or so.", "connectives"),  # approximation idiom
        ("It will happen sooner or later.", "connectives"),
        ("I bought two or three apples.", "connectives"),  # numeral approximation
        ("She asked whether we had tea or coffee.", "connectives"),  # alternative question
        ("Cats and dogs sleep a lot.", "connectives"),  # "and" is the top item
        ("He opened a can of soup.", "modals"),  # noun
        ("Can you pass the salt?", "modals"),  # question
        ("She can't swim.", "modals"),  # negated: scale reversed
        ("He was born in 1984.", "numerals"),  # year
        ("He left two years later.", "numerals"),  # duration (DATE)
        ("The two men left early.", "numerals"),  # definite
        ("At least two people complained.", "numerals"),  # lower-bounded
        ("Chapter 2 begins here.", "numerals"),  # list numbering
        ("The tree is 160 years old.", "gradable_adjectives"),  # measure phrase
        ("This is better than that.", "gradable_adjectives"),  # comparative
        ("The show begins at nine.", "gradable_verbs"),  # intransitive "begin"
        ("I would like some tea.", "gradable_verbs"),  # request, not the scalar "like"
        ("She runs a small company.", "gradable_verbs"),  # transitive "run"
        ("I did not like the movie.", "gradable_verbs"),  # negated
        ("If you like the film, tell your friends.", "gradable_verbs"),  # conditional
        ("No one ate some of the cake.", "quantifiers"),  # negative quantifier
        ("The tower will rise 64 stories or 711 feet.", "connectives"),  # conversion
        ("The board was run by three members or fewer.", "connectives"),  # explicit bound
        ("The board was run by three members or fewer.", "numerals"),
        ("The board was run by three members or fewer.", "gradable_verbs"),  # passive "run"
        ("The festival ran from July to September.", "gradable_verbs"),  # "run" = last
        ("The program ran.", "gradable_verbs"),  # inanimate subject (WordNet)
        ("It is an old-fashioned glass.", "gradable_adjectives"),  # compound adjective
        ("Only some students passed.", "quantifiers"),  # "not all" is asserted, not implicated
        ("His many friends came to the funeral.", "quantifiers"),  # "many" = numerous
        ("The committee may or may not approve it.", "connectives"),  # polarity alternative
        # free choice (Kamp 1973): "can pay with A and can pay with B", not "not both"
        ("You can pay with cash or a credit card.", "connectives"),
    ],
)
def test_non_scalar_uses_do_not_match(parsed, ctx, text, subtype):
    assert not any(s == subtype for s, _ in found(parsed, ctx, text)), text


def test_features_record_scale_position_and_alternative(parsed, ctx):
    _, _, cands = candidates(parsed, ctx, "Some skateboards tipped over.")
    [cand] = cands
    f = cand.features
    assert f["scale"] == ["some", "all"] and f["position"] == 0
    assert f["alternative"] == "all" and f["stronger"] == ["all"]
    assert cand.trigger_lemma == "some" and cand.char_start == 0 and cand.char_end == 4


# -- implicature hypotheses (IMPPRES Table 4 wording) ---------------------------------------------

IMPPRES = {"implicature_negation": "imppres", "implicature_scales": "imppres"}


@pytest.mark.parametrize(
    ("text", "subtype", "expected"),
    [
        ("Some skateboards tipped over.", "quantifiers", "Not all skateboards tipped over."),
        ("A dog is ascending some hills.", "quantifiers", "A dog isn't ascending all hills."),
        ("I ate some of the cake.", "quantifiers", "I didn't eat all of the cake."),
        (
            "These cats or those fish appear.",
            "connectives",
            "These cats and those fish don't both appear.",
        ),
        ("Jo or Amy is here.", "connectives", "Jo and Amy aren't both here."),
        (
            "The horse or the bull was hungry.",
            "connectives",
            "The horse and the bull weren't both hungry.",
        ),
        ("The senators ran.", "gradable_verbs", "The senators did not sprint."),
        ("Jo ate apples or pears.", "connectives", "Jo didn't eat both apples and pears."),
        ("Jerry could wake up.", "modals", "Jerry didn't need to wake up."),
        ("Ten bananas were scorching.", "numerals", "One hundred bananas weren't scorching."),
        ("Rose fixes two bicycles.", "numerals", "Rose doesn't fix three bicycles."),
        ("Banks are fine.", "gradable_adjectives", "Banks are not great."),
        ("It was a good movie.", "gradable_adjectives", "It was not an excellent movie."),
        ("Dawn went towards the hills.", "gradable_verbs", "Dawn did not get to the hills."),
        (
            "The person ran to the station.",
            "gradable_verbs",
            "The person did not sprint to the station.",
        ),
        ("Theresa tried to concur.", "gradable_verbs", "Theresa did not manage to concur."),
        ("Jo sang or danced.", "connectives", "Jo didn't both sing and dance."),
        (
            "The kids either swim or play tennis.",
            "connectives",
            "The kids don't both swim and play tennis.",
        ),
        (
            "She adopted 2 cats from the shelter.",
            "numerals",
            "She didn't adopt 3 cats from the shelter.",
        ),
    ],
)
def test_implicature_hypothesis_per_scale(parsed, ctx, text, subtype, expected):
    main, _ = implicature_text(parsed, ctx, text, subtype, IMPPRES)
    assert main.hypothesis == expected
    assert main.well_formed
    assert main.hypothesis_kind == "implicature"


def test_negation_style_option_switches_contraction(parsed, ctx):
    doc, _, cands = candidates(parsed, ctx, "The person ran to the station.")
    features = cands[0].features
    imppres = RunContext(model=ctx.model, options=IMPPRES)
    spelled = implicature_hypothesis(doc, "gradable_verbs", features, imppres).text
    assert spelled == "The person did not sprint to the station."
    doc, _, cands = candidates(parsed, ctx, "I've heard they ran to the station.")
    register = implicature_hypothesis(doc, "gradable_verbs", cands[0].features).text
    assert register == "I've heard they didn't sprint to the station."


def test_labels_pragmatic_and_logical(parsed, ctx):
    main, _ = implicature_text(parsed, ctx, "Some skateboards tipped over.", "quantifiers")
    assert main.heuristic_label == "entailment"
    assert main.features["label_pragmatic"] == "entailment"
    assert main.features["label_logical"] == "neutral"


def test_clausal_disjunction_gets_no_pair_repeating_the_sentence(parsed, ctx):
    # no rewrite for a clausal "or": the unchanged sentence is never emitted as its
    # "implicature" (issue #11, class 6)
    text = "The train was late or the clock was wrong."
    doc, sentence, cands = candidates(parsed, ctx, text)
    [cand] = [c for c in cands if c.subtype == "connectives"]
    assert cand.features["level"] == "clausal"
    assert list(PHEN.rewrite(cand, doc, sentence, RunContext(model=ctx.model))) == []


def test_lists_of_more_than_two_disjuncts_are_not_extracted(parsed, ctx):
    # an enumeration ranges over a variable; "not both" cannot be said (issue #11, class 1)
    text = "The race was held in Virginia, Maryland, or Ohio."
    assert ("connectives", "or") not in found(parsed, ctx, text)


def test_disjunction_of_modifiers_is_not_extracted(parsed, ctx):
    # "blue or purple flowers" describes a kind/variation; "both" has nowhere to go
    assert ("connectives", "or") not in found(parsed, ctx, "The plant has blue or purple flowers.")


def test_coordinated_item_is_repaired(parsed, ctx):
    # "was not hot and tasty" would negate the coordination, not just the scalar item; since
    # issue #12 the hypothesis keeps the item's conjunct alone instead of being flagged
    main, _ = implicature_text(parsed, ctx, "The soup was warm and tasty.", "gradable_adjectives")
    assert main.hypothesis == "The soup wasn't hot."
    assert main.well_formed and "coordinated-item" not in main.features["flags"]


def test_some_with_a_singular_noun_is_not_extracted(parsed, ctx):
    # specific indefinite "some guy" (Farkas 2002): no "all guy" alternative
    assert not any(s == "quantifiers" for s, _ in found(parsed, ctx, "He met some guy at the bar."))


# -- IMPPRES embeddings (Table 1) and pairs (Table 3, §2.2) ---------------------------------------


def test_embedding_pairs_for_a_referential_subject(parsed, ctx):
    _, pairs = implicature_text(parsed, ctx, "Jerry could wake up.", "modals", IMPPRES)
    by = {(p.premise_kind, p.hypothesis_kind): p for p in pairs}
    assert by[("negated", "original")].premise == "Jerry couldn't wake up."
    assert by[("negated", "original")].heuristic_label == "contradiction"
    assert by[("interrogative", "implicature")].premise == "Could Jerry wake up?"
    assert by[("conditional", "implicature")].premise == "If Jerry could wake up, it's okay."
    # ⟨embedded trigger, plain trigger⟩ controls are not emitted: the operator alone decides them
    assert not any(h == "original" and k != "negated" for k, h in by)
    cancelled = by[("conditional", "implicature")]
    assert cancelled.hypothesis == "Jerry didn't need to wake up."
    assert (
        cancelled.heuristic_label == "neutral" and cancelled.features["label_logical"] == "neutral"
    )
    # "might" cannot embed a sentence that already has a modal: no modal pairs at all
    assert not any(kind == "modal" for kind, _ in by)


def test_embedding_pairs_for_a_plain_trigger(parsed, ctx):
    _, pairs = implicature_text(
        parsed, ctx, "Dawn went towards the hills.", "gradable_verbs", IMPPRES
    )
    by = {(p.premise_kind, p.hypothesis_kind): p for p in pairs}
    assert by[("modal", "implicature")].premise == "Dawn might have gone towards the hills."
    assert by[("modal", "implicature")].heuristic_label == "neutral"
    assert by[("modal", "implicature")].hypothesis == "Dawn did not get to the hills."
    assert by[("negated", "original")].premise == "Dawn didn't go towards the hills."
    assert ("negated", "implicature") not in by  # relation depends on the scope of negation


def test_no_negated_control_for_quantified_subjects(parsed, ctx):
    # "Some skateboards didn't tip over" does not contradict "Some skateboards tipped over"
    _, pairs = implicature_text(parsed, ctx, "Some skateboards tipped over.", "quantifiers")
    assert not any(p.premise_kind == "negated" for p in pairs)
    assert any(
        p.premise_kind == "interrogative" and p.hypothesis_kind == "implicature" for p in pairs
    )


# -- prefilter: a necessary condition -------------------------------------------------------------

PREFILTER_SENTENCES = [
    "Some skateboards tipped over.",
    "Dawn went towards the hills.",
    "Theresa had tried to concur.",
    "My sister liked jazz.",
    "Visitors may park behind the library.",
    "She adopted two cats from the shelter.",
    "The soup is warm.",
    "These cats or those fish appear.",
    "The athletes were running to the stadium.",
    "He disliked the rumour.",
]


def test_prefilter_never_drops_a_sentence_with_a_candidate(parsed, ctx):
    pf = prefilter.build([(PHEN, ALL)])
    seen = 0
    for text in PREFILTER_SENTENCES:
        for cand in candidates(parsed, ctx, text)[2]:
            seen += 1
            assert ("implicature", cand.subtype) in pf.match(text), (text, cand.subtype)
    assert seen >= len(PREFILTER_SENTENCES)
    assert not pf.match("The committee approved the budget yesterday.")


# -- against IMPPRES (skips without ../shared/benchmarks) -----------------------------------------


def test_imppres_implicature_recall_and_hypotheses(shared_benchmarks):
    from pipeline.evaluation.imppres_implicature import evaluate

    report = evaluate(shared_benchmarks / "imppres" / "implicature", limit=10)
    overall = report["by_file"]["ALL"]
    assert overall["items"] == 70
    assert overall["recall_subtype"] >= 0.9
    assert report["by_file"]["quantifiers"]["hyp_match_imppres"] >= 0.9
    assert report["by_file"]["modals"]["hyp_match_imppres"] >= 0.9


def test_normalised_comparison_is_what_the_evaluation_uses():
    assert normalise("Jerry didn't need to wake up .", True) == normalise(
        "Jerry didn't need to wake up.", True
    )


def test_surface_edit_to_doc_carries_the_tree_over_word_edits(nlp):
    """The implicature rewrite edits words with the shared SurfaceEdit, then negates the Doc that
    ``to_doc`` gives: new words with their lemmas and tags, the tree kept (#18 one editor)."""
    from pipeline.rewrite._result import SurfaceEdit

    doc = nlp("Jo ate either apples or pears.")
    either, cc = doc[2], doc[4]
    assert (either.lower_, cc.lower_) == ("either", "or")
    edit = SurfaceEdit(doc)
    edit.replace(cc, "and", lemma="and", tag="CC")
    edit.delete(either)
    edit.insert_word(3, "both", "both", "CC", "CCONJ", 3)
    new, index = edit.to_doc()
    assert new.text == "Jo ate both apples and pears."
    assert [t.lemma_ for t in new][2:5] == ["both", "apple", "and"]
    assert new[index[4]].tag_ == "CC" and new[2].dep_ == "advmod"
    assert new[2].head.i == index[3]  # the inserted word hangs on the word it precedes
    assert [new[index[t.i]].head.i for t in doc if t.i != 2] == [
        index[t.head.i] for t in doc if t.i != 2
    ]  # every kept word keeps its head
    assert index[5] == 5 and 2 not in index
