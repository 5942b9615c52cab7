"""Stop 103, im07 (implicature): scalar readings an expert keeps.

1. an episodic "Some N(pl) VERBed ..." with no domain for "all" (``domain_uses.
   undomained_episodic_some``; a mentioned set gives "Not all of the N": ``context_domain_some``);
2. "could/can boast" (possession) off the ⟨can, have to⟩ scale (``domain_uses.possession_boast``);
3. a scalar item inside one of two sequenced or coordinated prepositional phrases
   (``implicature._sequenced_prepositional_phrase``, the "or" check in ``connective_triggers``);
4. manner and effort adjuncts between "try" and its infinitive leave the hypothesis
   (``pairs.effort_adjunct_cut``).

Constructed sentences through the real pipeline (``run_texts``); each class has a near miss that
keeps its pair. Sources are cited at the rules.
"""

from __future__ import annotations

from functools import cache

from pipeline import ids, parse, registry
from pipeline.process import Selection, process, run_texts
from pipeline.records import RunContext, Sentence


@cache
def _run(text: str):
    _, result = run_texts([text], ["implicature"])
    return result


def _original(text: str, subtype: str) -> list[str]:
    return [
        p.hypothesis
        for p in _run(text).pairs
        if p.subtype == subtype and p.premise_kind == "original"
    ]


def _original_after(context: str, text: str, subtype: str) -> list[str]:
    """As :func:`_original`, for ``text`` with ``context`` as the sentence just before it (the
    ``context2`` of a mined document; ``run_texts`` gives none)."""
    selection = Selection.build(["implicature"], ())
    backend = registry.parsers.get("dependency")(None)
    nlp = parse.load(parse.resolve_model(None), selection.components)
    backend.configure(nlp)
    ctx = RunContext(model=parse.model_label(nlp), parser=backend.label, options={})
    sentence = Sentence(
        ids.sentence_id("text", "0", 1, text), "0", "text", 1, text, None, context, None
    )
    result = process([sentence], selection, nlp, ctx, None, True, False)
    return [
        p.hypothesis for p in result.pairs if p.subtype == subtype and p.premise_kind == "original"
    ]


# -- 1. episodic "some N" with no domain --------------------------------------------------------


def test_episodic_some_with_no_domain_gives_no_pair():
    assert _original("Some herons were standing in the shallows.", "quantifiers") == []


def test_episodic_simple_past_some_with_no_domain_gives_no_pair():
    assert _original("Some strangers walked into the kitchen.", "quantifiers") == []


def test_partitive_some_keeps_its_pair():
    assert _original("Some of the herons were standing in the shallows.", "quantifiers") == [
        "Not all of the herons were standing in the shallows."
    ]


def test_some_with_a_mentioned_set_names_it():
    context = "The herons had come back in the spring."
    text = "Some herons were standing in the shallows."
    assert _original_after(context, text, "quantifiers") == [
        "Not all of the herons were standing in the shallows."
    ]


def test_some_after_a_context_without_its_noun_gives_no_pair():
    context = "The lake was calm in the spring."
    text = "Some herons were standing in the shallows."
    assert _original_after(context, text, "quantifiers") == []


def test_characterizing_present_some_keeps_its_pair():
    # a generalisation over the students who sit the exam: "not all" is live (Krifka et al. 1995)
    assert _original("Some students fail the final exam every year.", "quantifiers") == [
        "Not all students fail the final exam every year."
    ]


def test_restricted_some_keeps_its_pair():
    assert _original(
        "Some herons from the colony were standing in the shallows.", "quantifiers"
    ) == ["Not all herons from the colony were standing in the shallows."]


# -- 2. possession "can/could boast" ------------------------------------------------------------


def test_could_boast_an_object_gives_no_pair():
    assert _original("The hamlet could boast a fine stone bridge.", "modals") == []


def test_could_boast_of_gives_no_pair():
    assert _original("The hamlet could boast of a fine stone bridge.", "modals") == []


def test_could_build_keeps_its_pair():
    assert _original("The hamlet could build a fine stone bridge.", "modals") == [
        "The hamlet didn't need to build a fine stone bridge."
    ]


def test_boast_about_keeps_its_pair():
    assert _original("The champions could boast about their trophy.", "modals") == [
        "The champions didn't need to boast about their trophy."
    ]


# -- 3. scalar items inside one of two prepositional phrases ------------------------------------


def test_numeral_in_a_then_sequence_of_phrases_gives_no_pair():
    assert _original("She glanced at the old farmer, then at two girls.", "numerals") == []


def test_or_inside_a_coordinated_phrase_gives_no_pair():
    text = "She was talking to the captain and to either the cook or the mate."
    assert _original(text, "connectives") == []


def test_numeral_in_a_single_phrase_keeps_its_pair():
    assert _original("She glanced at two girls.", "numerals") == [
        "She didn't glance at more than two girls."
    ]


def test_or_in_a_single_phrase_keeps_its_pair():
    assert _original("She was talking to either the cook or the mate.", "connectives") == [
        "She wasn't talking to both the cook and the mate."
    ]


# -- 4. effort adjuncts of "try" ----------------------------------------------------------------


def test_tried_hard_drops_the_adverb():
    assert _original("She tried very hard to lift the crate.", "gradable_verbs") == [
        "She didn't manage to lift the crate."
    ]


def test_tried_with_a_means_phrase_drops_it():
    assert _original("She tried with all her strength to lift the crate.", "gradable_verbs") == [
        "She didn't manage to lift the crate."
    ]


def test_tried_in_earnest_drops_it():
    assert _original("She tried in earnest to lift the crate.", "gradable_verbs") == [
        "She didn't manage to lift the crate."
    ]


def test_tried_with_a_time_adjunct_keeps_it():
    assert _original("She tried in 1990 to sell the crate.", "gradable_verbs") == [
        "She didn't manage in 1990 to sell the crate."
    ]


def test_tried_with_a_comma_set_adjunct_drops_it_and_its_commas():
    assert _original("She tried, without any help, to lift the crate.", "gradable_verbs") == [
        "She didn't manage to lift the crate."
    ]
