"""Hundred-twelfth pass (stop 64, pr109; docs/presupposition.md): classes of the blind review
of literary text (s1202p).

1. Sentence-initial material stays outside the question/conditional frame: a comma-less
   "Of course", a fronted "a week later" the parser hung on the subject, and a
   capitalised name the tagger read as a common noun keeps its capital.
3. Drafts: the existential draft takes the tense of the finite verb over a to-infinitive; a
   hyphenated name keeps its hyphen.
4. Trigger senses: degree "only so ADJ" is no focus "only"; presentational "there" + verb and a
   copular to-infinitive are no change of state; reduced "while there" is no time clause.
5. An epistemic hedge over the "only" clause: no candidate (the prejacent is not entailed).

Constructed sentences through the real run path (real spaCy parses).
"""

from __future__ import annotations

from tests.phenomenon_support import (
    mined_pairs,
    presupposition_pairs_by_kind,
    presupposition_triggers,
)
from tests.phenomenon_support import presupposition_pair_hypotheses as _hypotheses

# -- 1. sentence-initial material outside the embedding ----------------------------------------


def test_commaless_of_course_stays_out_of_the_embeddings():
    premises = {
        p.premise_kind: p.premise
        for p in mined_pairs(
            "Of course it was easy to forget how the village had looked before the flood.",
            "presupposition",
        )
    }
    assert premises["conditional"].startswith("If it was easy"), premises["conditional"]
    assert premises["interrogative"].startswith("Was it easy"), premises["interrogative"]
    assert premises["negated"].startswith("Of course it wasn't")  # negation keeps it


def test_fronted_time_measure_is_not_part_of_the_subject():
    pairs = presupposition_pairs_by_kind(
        "A week later the old dog, who was tired from the road, finally arrived at the farm.",
        "change_of_state",
    )
    question, hypothesis = pairs["interrogative"][0], pairs["interrogative"][1]
    assert question.startswith("A week later, did the old dog"), question
    assert hypothesis == "The old dog was not at the farm before."


def test_name_read_as_common_noun_keeps_its_capital():
    pairs = presupposition_pairs_by_kind(
        "Rincewind knew he should have stayed in the library that night.",
        "clause_embedding_predicates",
    )
    assert pairs["conditional"][0].startswith("If Rincewind knew"), pairs["conditional"][0]


def test_common_noun_subject_still_lowercased_control():
    # control: a determiner-less plural common noun is lowercased inside the conditional
    pairs = presupposition_pairs_by_kind(
        "Farmers knew the river would flood in the spring.", "clause_embedding_predicates"
    )
    assert pairs["conditional"][0].startswith("If farmers knew"), pairs["conditional"][0]


# -- 3. drafts ----------------------------------------------------------------------------------


def test_existential_draft_takes_the_finite_tense_over_an_infinitive():
    hyps = _hypotheses(
        "The barn was wide enough to shelter all twelve horses from the storm.",
        "numeric_determiners",
    )
    assert hyps == {"There were twelve relevant horses."}


def test_existential_draft_present_control():
    hyps = _hypotheses(
        "The barn is wide enough to shelter all twelve horses from the storm.",
        "numeric_determiners",
    )
    assert hyps == {"There are twelve relevant horses."}


def test_hyphenated_name_keeps_hyphen_and_capital():
    # "from prison" since stop 90 (pr199): bare "escaped" is no change-of-state trigger
    pairs = presupposition_pairs_by_kind(
        "Jean-Baptiste eventually escaped from prison and sailed home to France.", "change_of_state"
    )
    assert {h for _, h, _ in pairs.values()} == {"Jean-Baptiste was captive before."}
    assert pairs["interrogative"][0].startswith("Did Jean-Baptiste"), pairs["interrogative"][0]


# -- 4. trigger senses --------------------------------------------------------------------------


def test_only_so_adjective_is_a_degree_limit():
    assert presupposition_triggers("There is only so long a candle can burn.", "only") == set()


def test_presentational_there_verb_is_no_change_of_state():
    assert (
        presupposition_triggers("There arrived at the gate a tall stranger.", "change_of_state")
        == set()
    )


def test_arrive_with_a_subject_stays_control():
    assert presupposition_triggers("A tall stranger arrived at the gate.", "change_of_state") == {
        "arrived"
    }


def test_copular_infinitive_is_no_change_of_state():
    assert (
        presupposition_triggers(
            "The best defence against the cold is to hide in a cave.", "change_of_state"
        )
        == set()
    )


def test_reduced_while_there_is_no_time_clause():
    assert (
        presupposition_triggers(
            "In 1850 she moved to Rome and while there painted the ruins of the forum.",
            "temporal_adverbs",
        )
        == set()
    )


# -- 5. epistemic hedge over "only" -------------------------------------------------------------


def test_hedged_only_clause_gives_no_candidate():
    assert presupposition_triggers("Maybe it was only a wooden horse.", "only") == set()


def test_unhedged_only_clause_stays_control():
    assert presupposition_triggers("It was only a wooden horse.", "only") == {"only"}


def test_gerund_subject_still_lowercased_control():
    # control: a bare gerund subject ("Sagging", no WordNet noun) is a common nominal, lowercased inside
    premises = {
        p.premise_kind: p.premise
        for p in mined_pairs(
            "Sagging is only a serious problem on the older bridges.", "presupposition"
        )
    }
    assert premises["conditional"].startswith("If sagging is"), premises["conditional"]


def test_reduced_had_better_is_not_embedded():
    pairs = mined_pairs("You better tell me where your sister hid the key.", "presupposition")
    kinds = {p.premise_kind for p in pairs}
    assert not kinds & {"conditional", "interrogative", "modal"}, kinds
    negated = {p.premise for p in pairs if p.premise_kind == "negated"}
    assert not any("don't better" in n or "didn't better" in n for n in negated), negated


def test_full_had_better_is_not_supposed_or_questioned():
    kinds = {
        p.premise_kind
        for p in mined_pairs(
            "You had better tell me where your sister hid the key.", "presupposition"
        )
    }
    assert not kinds & {"conditional", "interrogative", "modal"}, kinds
    assert "negated" in kinds  # "You hadn't better tell me ..." is English
