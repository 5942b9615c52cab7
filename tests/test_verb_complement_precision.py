"""verb_complement precision (issue #12): non-constructions, NPI complements, unnatural negations.

One test per error class, each on constructed sentences through the real spaCy model and the
real extractor/rewriters; every test failed before the fix (the matches were kept as
well-formed verb-complement pairs).
"""

from __future__ import annotations

import pytest

from pipeline.phenomena.verb_complement import VerbComplement

BOTH = frozenset({"to", "that"})


@pytest.fixture(scope="module")
def vc():
    return VerbComplement()


@pytest.fixture(scope="module")
def mine(parsed, ctx, vc):
    """``mine(text) -> [(candidate, [pairs])]`` from the real parse."""

    def _mine(text: str):
        doc, sent = parsed(text)
        out = []
        for cand in vc.extract(doc, sent, BOTH, ctx):
            out.append((cand, list(vc.rewrite(cand, doc, sent, ctx))))
        return out

    return _mine


def lemmas(found) -> list[str]:
    return [c.trigger_lemma for c, _ in found]


def one(found, lemma: str):
    hits = [(c, p) for c, p in found if c.trigger_lemma == lemma]
    assert len(hits) == 1, lemmas(found)
    return hits[0]


def assert_flagged(found, lemma: str, reason: str) -> None:
    cand, pairs = one(found, lemma)
    assert cand.features["non_construction"] == reason
    assert cand.features["filtered"] is True
    assert cand.confidence == 0.5
    assert len(pairs) == 2 and not any(p.well_formed for p in pairs)
    assert all(f"non-construction:{reason}" in p.features["flags"] for p in pairs)


@pytest.mark.parametrize(
    "text", ["She used to live in Jamaica.", "My grandfather used to read all of the time."]
)
def test_habitual_used_to_is_flagged(mine, text):
    assert_flagged(mine(text), "use", "habitual-used-to")


@pytest.mark.parametrize(
    "text", ["The knife was used to cut the rope.", "They used the money to buy food."]
)
def test_use_with_purpose_infinitive_is_dropped(mine, text):
    assert "use" not in lemmas(mine(text))


@pytest.mark.parametrize(
    "text,lemma",
    [
        ("He stopped to shred the documents.", "stop"),
        ("They went to get some water from the well.", "go"),
        ("She smiled to hide her fear.", "smile"),
    ],
)
def test_purpose_infinitive_after_unlisted_verb_is_dropped(mine, text, lemma):
    assert lemma not in lemmas(mine(text))


def test_purpose_infinitive_after_listed_motion_verb_is_flagged(mine):
    assert_flagged(mine("The tourists came to see the cherry trees."), "come", "purpose-infinitive")
    assert_flagged(mine("So he turned to face the judge."), "turn", "purpose-infinitive")


def test_inchoative_come_to_stays_a_construction(mine):
    cand, pairs = one(mine("She had come to know the senator very well."), "come")
    assert cand.features["non_construction"] is None
    assert pairs[0].hypothesis == "She had known the senator very well."
    assert all(p.well_formed for p in pairs)


@pytest.mark.parametrize(
    "text",
    ["I know how to swim.", "She could not decide whether to stay.", "We learned where to look."],
)
def test_wh_infinitive_is_dropped(mine, text):
    found = mine(text)
    assert not [c for c, _ in found if c.subtype == "to"], lemmas(found)


@pytest.mark.parametrize(
    "text,lemma,reason",
    [
        ("We've got to find Tommy.", "get", "modal-have-got-to"),
    ],
)
def test_modal_have_to_is_flagged(mine, text, lemma, reason):
    assert_flagged(mine(text), lemma, reason)


@pytest.mark.parametrize(
    "text,lemma,npi",
    [
        ("I don't know that there were any.", "know", "any"),
        ("I don't think he ever came back.", "think", "ever"),
        ("He refused to provide any information.", "refuse", "any"),
        ("She doubts that the money has arrived yet.", "doubt", "yet"),
    ],
)
def test_npi_licensed_outside_the_complement_is_flagged(mine, text, lemma, npi):
    assert_flagged(mine(text), lemma, f"npi-in-complement:{npi}")


@pytest.mark.parametrize(
    "text,lemma",
    [
        ("He said that nobody ever came back.", "say"),
        ("It seemed that Monday was just like any other day.", "seem"),
        ("She believes that any child can learn to read.", "believe"),
        ("The report warned that the economy has yet to feel the effects.", "warn"),
    ],
)
def test_licensed_or_free_choice_npi_is_not_flagged(mine, text, lemma):
    cand, pairs = one(mine(text), lemma)
    assert cand.features["non_construction"] is None
    assert pairs[0].well_formed


def test_negating_a_negative_adverb_clause_is_flagged(mine):
    cand, pairs = one(mine("I rarely fail to finish the crossword."), "fail")
    original, negated = pairs
    assert original.well_formed
    assert not negated.well_formed
    assert "negated-negative-adverb:rarely" in negated.features["flags"]
    assert (
        cand.confidence < one(mine("I often fail to finish the crossword."), "fail")[0].confidence
    )


def test_double_negation_and_questions_sort_later(mine):
    plain = one(mine("She managed to leave the party early."), "manage")[0].confidence
    other_negation = one(
        mine("She managed to leave the party early, but nobody noticed."), "manage"
    )[0].confidence
    question = one(mine("Did she manage to leave the party early?"), "manage")[0].confidence
    assert plain == 1.0
    assert other_negation < plain
    assert question < plain


# -- the negated premise ¬S: negation on the complement-taking verb -------------------------------


def negated(found, lemma: str):
    _, pairs = one(found, lemma)
    return next(p for p in pairs if p.premise_kind == "negated")


@pytest.mark.parametrize(
    "text,lemma,expected",
    [
        (
            "Finally, convinced that the storm had passed, he walked outside.",
            "convince",
            "Finally, not convinced that the storm had passed, he walked outside.",
        ),
        (
            "Dave found himself struggling to keep his balance.",
            "struggle",
            "Dave found himself not struggling to keep his balance.",
        ),
    ],
)
def test_nonfinite_trigger_is_negated_in_place(mine, text, lemma, expected):
    pair = negated(mine(text), lemma)
    assert pair.premise == expected
    assert pair.well_formed


def test_verb_phrase_conjunct_gets_its_own_negation(mine):
    pair = negated(mine("Orrin Hatch trusts the generals and learned to fly planes."), "learn")
    assert pair.premise == "Orrin Hatch trusts the generals and did not learn to fly planes."
    assert pair.well_formed


@pytest.mark.parametrize(
    "text,lemma,expected",
    [
        (
            "Cassidy seemingly admits that he made a mistake.",
            "admit",
            "Cassidy seemingly does not admit that he made a mistake.",
        ),
        (
            "She is purposefully trying to avoid us.",
            "try",
            "She is purposefully not trying to avoid us.",
        ),
        (
            "The agency further recognizes that its rules affect state funding.",
            "recognize",
            "The agency further does not recognize that its rules affect state funding.",
        ),
    ],
)
def test_evidential_agentive_and_connective_adverbs_stay_outside_negation(
    mine, text, lemma, expected
):
    assert negated(mine(text), lemma).premise == expected


def test_adverb_heading_a_phrase_is_not_split_by_do_support(mine):
    pair = negated(
        mine("Helms, who just two years ago threatened to end the funding, was charmed."),
        "threaten",
    )
    assert pair.premise == (
        "Helms, who just two years ago did not threaten to end the funding, was charmed."
    )


# -- tokenized sources (COCA, MNLI parses) -----------------------------------------------------------


def test_tokenized_text_is_detokenized_in_pairs(mine):
    found = mine("She said that she was n't coming , so we decided to leave .")
    _, say = one(found, "say")
    assert say[0].premise == "She said that she wasn't coming, so we decided to leave."
    assert say[0].hypothesis == "She wasn't coming."
    assert say[1].premise == "She did not say that she wasn't coming, so we decided to leave."
    _, decide = one(found, "decide")
    from pipeline.fitness import detokenize

    assert detokenize("I ' m sure he didn ' t care .") == "I'm sure he didn't care."
    assert decide[0].hypothesis == "She said that she wasn't coming, so we left."


def test_coordinated_that_clause_loses_its_complementizer(mine):
    _, pairs = one(mine("They knew that he was lying and that she was telling the truth."), "know")
    assert pairs[0].hypothesis == "He was lying and she was telling the truth."


def test_preposition_to_before_a_noun_is_not_an_infinitive(mine):
    found = mine(
        "After reducing Troy to shambles in years of fighting in 1200, the Greeks sailed home."
    )
    assert "reduce" not in lemmas(found)


@pytest.mark.parametrize(
    "text,expected",
    [
        ("They have forced him to go.", "He has gone."),
        ("They are forcing him to go.", "He is going."),
        ("They will force him to go.", "He will go."),
    ],
)
def test_object_control_complement_keeps_the_matrix_auxiliaries(mine, text, expected):
    _, pairs = one(mine(text), "force")
    assert pairs[0].hypothesis == expected
    assert pairs[0].well_formed


def test_object_control_under_a_tenseless_verb_takes_its_host_clause_tense(mine):
    # stop 70 (vc114): a supplementive -ing clause takes its time from its host clause (Quirk
    # §15.58), so the complement is finite in the host's tense; it was flagged nonfinite before
    _, pairs = one(
        mine("The bishops failed to act, thus enabling abusers to strike again."), "enable"
    )
    assert pairs[0].hypothesis == "Abusers struck again."
    assert pairs[0].well_formed


def test_gerund_conjunct_with_a_shared_auxiliary_is_negated_in_place(mine):
    pair = negated(
        mine(
            "The group was tarnishing the image of the country and threatening to erode the gains."
        ),
        "threaten",
    )
    assert pair.premise == (
        "The group was tarnishing the image of the country and not threatening to erode the gains."
    )


def test_negative_adverb_in_the_infinitive_is_flagged(mine):
    pair = negated(mine("It is a vast machine that seems to hardly need people."), "seem")
    assert "negated-negative-adverb:hardly" in pair.features["flags"]
    assert not pair.well_formed


def test_gerund_in_a_temporal_clause_negated_in_place_is_flagged(mine):
    pair = negated(
        mine("He glanced at the bait and looked away before realizing there was a shadow."),
        "realize",
    )
    assert "negated-temporal-gerund" in pair.features["flags"]
    assert not pair.well_formed


def test_adjective_headed_by_the_parse_with_passive_be_is_negated(mine):
    pair = negated(
        mine("Apparently the board was concerned that they might be used for gambling."), "concern"
    )
    assert pair.premise == (
        "Apparently the board was not concerned that they might be used for gambling."
    )
    assert pair.well_formed


@pytest.mark.parametrize(
    "text,lemma",
    [
        ("Once you have the letters, you must rearrange them to make a word.", "rearrange"),
        ("It makes sense to draw shadow patterns with the complement of the local color.", "make"),
        ("The office resells the seats in about the time it takes to read this sentence.", "take"),
    ],
)
def test_purpose_after_object_and_extraposed_infinitives_are_dropped(mine, text, lemma):
    assert lemma not in lemmas(mine(text))


def test_object_control_verbs_keep_their_complements(mine):
    """Guard for the purpose-after-object rule (passes on the old code too)."""
    _, pairs = one(mine("The committee persuaded her to stay on the board."), "persuade")
    assert pairs[0].hypothesis == "She stayed on the board."


def test_reflexive_controller_becomes_its_antecedent(mine):
    _, pairs = one(mine("They force themselves to smile every morning."), "force")
    assert pairs[0].hypothesis == "They smile every morning."


def test_negating_a_no_longer_clause_is_flagged(mine):
    pair = negated(mine("As a result, developers no longer need to choose a platform."), "need")
    assert "negated-negative-adverb:no longer" in pair.features["flags"]


def test_trigger_in_an_adverbial_clause_sorts_later(mine):
    inside = one(mine("Mary rereads the letter whenever she wants to remember him."), "want")[0]
    main = one(mine("Mary wants to remember him."), "want")[0]
    assert inside.confidence < main.confidence


def test_turn_out_to_is_raising_not_purpose(mine):
    cand, _ = one(mine("Their two visions often turn out to be tangled."), "turn")
    assert cand.features["non_construction"] is None


# -- issue #12, second review ----------------------------------------------------------------------


def original(found, lemma: str):
    _, pairs = one(found, lemma)
    return next(p for p in pairs if p.premise_kind == "original")


def test_matrix_negation_on_the_copula_is_not_left_in_the_complement(mine):
    # "She was not surprised to find ..." gave "She not found ...": the copula's "not" stayed
    pair = original(mine("She was not surprised to find the door open."), "surprise")
    assert pair.hypothesis == "She found the door open."


@pytest.mark.parametrize(
    "text,expected",
    [
        ("I'd like to see the garden.", "I would not like to see the garden."),
        ("I'd have liked to see the garden.", "I would not have liked to see the garden."),
    ],
)
def test_clitic_would_is_spelled_out_under_negation(mine, text, expected):
    # "I'd not like" is marginal and "'d" before "not" reads as "had"
    assert negated(mine(text), "like").premise == expected


@pytest.mark.parametrize(
    "text,lemma",
    [
        ("She was too tired to finish the report.", "tire"),
        ("He left early enough to catch the train.", "leave"),
        ("He was sufficiently worried to call.", "worry"),
    ],
)
def test_degree_complement_is_dropped(mine, text, lemma):
    # the infinitive belongs to "too"/"enough", not to the verb
    assert lemma not in lemmas(mine(text))


def test_additive_too_is_no_degree_word(mine):
    assert "want" in lemmas(mine("She too wanted to leave."))


@pytest.mark.parametrize(
    "text,lemma",
    [
        ("He drifted off to sleep.", "drift"),
        ("The ball came to rest near the hole.", "come"),
    ],
)
def test_goal_to_before_a_state_noun_is_dropped(mine, text, lemma):
    assert lemma not in lemmas(mine(text))


@pytest.mark.parametrize(
    # "The problem is that P" (a factual shell noun) asserts P since the sixteenth pass
    # (tests/test_verb_complement_sixteenth_pass.py); "hope" is no factual noun. "It is
    # important that we leave now." was flagged here too until the fifty-second pass (vc45):
    # the clause is the adjective's extraposed subject, dropped (test below)
    "text",
    ["The hope is that nobody came."],
)
def test_copula_that_clause_is_no_candidate(mine, text):
    # flagged until the ninety-sixth pass (vc90), which drops the copula's candidate
    assert "be" not in lemmas(mine(text))


def test_it_adjective_that_clause_is_dropped(mine):
    assert "be" not in lemmas(mine("It is important that we leave now."))


@pytest.mark.parametrize(
    "text,signature,labels,hypothesis",
    [
        # past perfective necessity: actuality entailment (Bhatt 1999; Hacquard 2009)
        (
            "The committee had to postpone the vote.",
            "+/o",
            ("entailment", "neutral"),
            "The committee postponed the vote.",
        ),
        ("She has had to overcome a lot.", "+/o", ("entailment", "neutral"), None),
        # present or under a modal: no candidate since vc75 (eighty-first pass)
    ],
)
def test_modal_have_to_has_an_actuality_entailment_only_in_the_past(
    mine, text, signature, labels, hypothesis
):
    cand, pairs = one(mine(text), "have")
    assert cand.features["signature"] == signature
    assert cand.features["non_construction"] is None
    assert tuple(p.heuristic_label for p in pairs) == labels
    assert all(p.well_formed for p in pairs)
    if hypothesis:
        assert pairs[0].hypothesis == hypothesis


def test_have_with_a_relative_infinitive_is_no_modal(mine):
    assert "have" not in lemmas(mine("I have work to do."))


@pytest.mark.parametrize(
    "text",
    ["She was surprised to find the door open.", "She was not surprised to find the door open."],
)
def test_emotive_factive_entails_its_infinitive_under_negation(mine, text):
    # Kiparsky & Kiparsky 1968: "(not) surprised to find X" presupposes she found X
    _, pairs = one(mine(text), "surprise")
    assert [p.heuristic_label for p in pairs] == ["entailment", "entailment"]
    assert all(p.hypothesis == "She found the door open." for p in pairs)


def test_negating_a_trigger_in_an_adverbial_clause_is_flagged(mine):
    # "When the guests did not refuse to leave, ..." negates the "when" clause, not the
    # sentence. (Until stop 87 the sentence was "When the lies began to hurt, he left town": an
    # inceptive in a time clause dates the onset, which the simple verb cannot, so it has no
    # candidate since vc175 (Quirk et al. 1985 §15.25; Dowty 1979 ch. 3).)
    pair = negated(mine("When the guests refused to leave, he called the police."), "refuse")
    assert "negated-adverbial-clause" in pair.features["flags"]
    assert not pair.well_formed


def test_removing_an_existing_negation_says_so(mine):
    _, pairs = one(mine("Norman did not want to participate."), "want")
    assert [p.premise_kind for p in pairs] == ["original", "negation_removed"]
    assert pairs[0].hypothesis == "Norman participated."
    assert pairs[1].premise == "Norman wanted to participate."


@pytest.mark.parametrize(
    "text,lemma,expected",
    [
        ("She seemed to like him and to trust him.", "seem", "She liked him and trusted him."),
        ("He wanted to leave and sleep.", "want", "He left and slept."),
        ("She asked him to stay and to help us.", "ask", "He stayed and helped us."),
    ],
)
def test_coordinated_infinitives_are_all_inflected(mine, text, lemma, expected):
    # was "She liked him and to trust him.", "He left and sleep."
    assert original(mine(text), lemma).hypothesis == expected


@pytest.mark.parametrize(
    "text,lemma,expected",
    [
        ("It wasn't that he refused to help.", "refuse", "He helped."),
        ("He acted as if he wanted to leave.", "want", "He left."),
        ("If you manage to finish early, call me.", "manage", "You finish early."),
    ],
)
def test_complement_under_a_non_assertive_frame_leaves_the_frame(mine, text, lemma, expected):
    # was "It wasn't that he helped.", "He acted as if he left.", "If you finish early, call me."
    pair = original(mine(text), lemma)
    assert pair.hypothesis == expected
    assert pair.heuristic_label == "neutral"  # a conditional asserts nothing (implicatives too)


def test_cleft_is_no_non_assertive_frame(mine):
    pair = original(mine("That's why we tried to win."), "try")
    assert pair.hypothesis == "That's why we won."


def test_negating_a_trigger_in_a_concessive_clause_is_not_flagged(mine):
    # a "though" clause is asserted: "though I do not think he won" negates an assertion, so
    # it is no `negated-adverbial-clause`; but the added negation reverses the concession's
    # clash of expectations ("lost, though he did not play well"), which blind judges rejected:
    # `discourse-clash:concessive` since the thirty-sixth pass (docs/verb_complement.md)
    pair = negated(mine("He lost the match, though I think he played well."), "think")
    assert pair.premise == "He lost the match, though I do not think he played well."
    flags = pair.features["flags"]
    assert "negated-adverbial-clause" not in flags
    assert "discourse-clash:concessive" in flags


def test_effort_object_is_no_controller(mine):
    # was "My utmost has remained patient."
    pair = original(mine("I have tried my utmost to remain patient."), "try")
    assert pair.hypothesis == "I have remained patient."
