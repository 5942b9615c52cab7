"""verb_complement precision, twenty-fifth pass (issue #12, branch vc17): one test per error
class found reading random pairs of the dev slices dev-vc17-1/2 against the classes the blind
judges reported (factive labels, non-verbal triggers, "had to" complements, tense).

Constructed sentences through the real spaCy model and the real extractor/rewriters; each test
failed on the code before this change (a056dca), except where the docstring says it guards
behaviour that must stay.
"""

from __future__ import annotations

from tests.phenomenon_support import kept, pairs_of


def _lemmas(found) -> list[str]:
    return [c.trigger_lemma for c, _ in found]


def _candidate(found, lemma: str):
    hits = [c for c, _ in found if c.trigger_lemma == lemma]
    assert len(hits) == 1, _lemmas(found)
    return hits[0]


# class 3: "had to" in the content clause of a past verb of knowing or feeling is backshifted


def test_had_to_under_a_past_cognitive_verb_is_neutral(mine):
    """ "I knew I had to do something" -> "I knew I did something" was entailment: the "had
    to" is the backshifted present of what was known ("I have to do something"), with no
    actuality entailment (Quirk et al. 1985 §14.31; Bhatt 1999)."""
    for text, hypothesis in (
        # (stop 102, vc225: under an asserted veridical host the hypothesis is the trigger's
        # own clause, "I did something.", not the in-place "I knew I did something."; "feel"
        # is no veridical host and keeps its frame)
        ("I knew I had to do something.", "I did something."),
        ("He realized he had to act quickly.", "He acted quickly."),
        ("They felt they had to respond.", "They felt they responded."),
    ):
        found = mine(text)
        original, _ = pairs_of(found, "have")
        assert original.hypothesis == hypothesis, text
        assert original.heuristic_label == "neutral", text
        assert _candidate(found, "have").features["signature_source"] == "have-to:backshifted"


def test_had_to_under_a_negated_past_factive_is_neutral(mine):
    """ "He did not know that he had to pay": the host's own "did" makes it past."""
    original, _ = pairs_of(mine("He did not know that he had to pay."), "have")
    assert original.heuristic_label == "neutral"


def test_main_clause_had_to_keeps_its_actuality_entailment(mine):
    """Guard: a main-clause past "had to" still entails its complement (+/o), also under a
    present factive ("I know I had to do it": no backshift from a present verb)."""
    for text, hypothesis in (
        ("She had to leave early.", "She left early."),
        ("We had to cancel the trip because of the storm.", "We canceled the trip."),
        ("I know I had to do it.", "I did it."),
    ):
        original, negated = pairs_of(mine(text), "have")
        assert (original.hypothesis, original.heuristic_label) == (hypothesis, "entailment"), text
        assert negated.heuristic_label == "neutral", text


def test_factive_host_of_a_backshifted_had_to_keeps_its_entailment(mine):
    """Guard: the factive itself stays +/+ ("He realized he had to act quickly" -> "He had to
    act quickly", entailment under negation too)."""
    original, negated = pairs_of(mine("He realized he had to act quickly."), "realize")
    assert original.hypothesis == "He had to act quickly."
    assert (original.heuristic_label, negated.heuristic_label) == ("entailment", "entailment")


# hypothesis: "that" before a compound pronoun is the complementizer


def test_that_before_nobody_is_the_complementizer(mine):
    """ "She realized that nobody cared" -> "That nobody cared." ("nobody" is tagged NN and its
    first WordNet sense is a person, so "that" was taken for its determiner)."""
    for text, hypothesis in (
        ("She realized that nobody cared.", "Nobody cared."),
        ("He knew that nobody would come.", "Nobody would come."),
        ("She left when she realized that nobody cared.", "Nobody cared."),
    ):
        original, negated = pairs_of(mine(text), "realize" if "reali" in text else "know")
        assert original.hypothesis == hypothesis, text
        assert negated.hypothesis == hypothesis, text


def test_demonstrative_that_before_a_person_noun_stays(mine):
    """Guard: "that woman" is still a demonstrative subject (sixteenth pass)."""
    original, _ = pairs_of(mine("She acknowledged that woman would not be her."), "acknowledge")
    assert original.hypothesis == "That woman would not be her."


# hypothesis: an emotive participle the tagger keeps a VBN under "be"


def test_emotive_participle_tagged_vbn_loses_its_copula(mine):
    """ "She was shocked to discover that her car was gone" -> "She was discovered that her car
    was gone." (the copula stayed as a passive auxiliary): now "She discovered ..."."""
    original, negated = pairs_of(
        mine("She was shocked to discover that her car was gone."), "shock"
    )
    assert original.hypothesis == "She discovered that her car was gone."
    assert negated.premise == "She was not shocked to discover that her car was gone."
    assert negated.hypothesis == "She discovered that her car was gone."


def test_other_emotive_participles_and_passives_stay(mine):
    """Guard: adjective-tagged participles and true passives are rebuilt as before."""
    for text, lemma, hypothesis in (
        (
            "She was amazed to find that the house was empty.",
            "amaze",
            "She found that the house was empty.",
        ),
        ("The plan was intended to help farmers.", "intend", "The plan helped farmers."),
        ("He was forced to resign.", "force", "He resigned."),
    ):
        original, _ = pairs_of(mine(text), lemma)
        assert original.hypothesis == hypothesis, text


# class 2: a complex subordinator's "that" read as the verb's complementizer


def test_now_that_after_the_verbs_complement_is_no_complement(mine):
    """ "He asked about the plan now that the election is over": no "ask that" pair."""
    for text in (
        "He asked about the plan now that the election is over.",
        "Asked about whether this will continue now that Hall and Jagger are divorcing, "
        "Boglione answers unreservedly.",
    ):
        assert "ask" not in _lemmas(mine(text)), text


def test_in_that_and_provided_that_are_flagged_under_a_listed_verb(mine):
    """ "noticed the change in that P", "will sign provided that P": the clause is a reason or
    condition adjunct; a verb with a signature row is flagged, not dropped. Since the
    hundred-second pass (vc96) the subjectless conditional "provided/providing (that)" is no
    verb at all (`conditional-participle`, with "assuming/supposing"): no pair."""
    found = mine("He noticed the change in that the room was brighter.")
    assert _candidate(found, "notice").features["non_construction"] == "complex-subordinator"
    original, negated = pairs_of(found, "notice")
    assert not kept(original) and not kept(negated)
    for text in (
        "She will sign the contract provided that the terms are fair.",
        "Provided that the terms are fair, she will sign.",
    ):
        assert "provide" not in _lemmas(mine(text)), text


def test_verb_complements_next_to_now_and_provide_stay(mine):
    """Guard: "says now that P" ("now" is the verb's adverb), "realize now that P" and the verb
    "provide that P" with a subject keep well-formed pairs."""
    for text, lemma, hypothesis in (
        (
            "He says now that he liked being in charge because he saw the potential.",
            "say",
            "He liked being in charge because he saw the potential.",
        ),
        ("I realize now that I was wrong.", "realize", "I was wrong."),
        (
            "The contract provided that the seller would pay the taxes.",
            "provide",
            "The seller would pay the taxes.",
        ),
    ):
        original, _ = pairs_of(mine(text), lemma)
        assert original.hypothesis == hypothesis, text
        assert kept(original), text


# class 4: a fronted subjectless adjunct keeps the matrix subject as its controller


def test_fronted_participle_leaves_an_object_controlled_hypothesis(mine):
    """ "After stalling her with errands, Gram had finally allowed Marlie to head out the door"
    -> "After stalling her with errands, Marlie had headed out the door": the participle's
    understood subject became Marlie (Quirk et al. 1985 §15.58-15.60)."""
    for text, lemma, hypothesis in (
        (
            "After uncharacteristically stalling her with errands, Gram had finally allowed "
            "Marlie to head out the door.",
            "allow",
            "Marlie had headed out the door.",
        ),
        ("Having finished the report, she asked him to read it.", "ask", "He read it."),
        ("Tired of waiting, the manager ordered the staff to leave.", "order", "The staff left."),
    ):
        original, negated = pairs_of(mine(text), lemma)
        assert original.hypothesis == hypothesis, text
        assert negated.hypothesis == hypothesis, text


def test_fronted_adjuncts_stay_when_the_controller_is_the_subject(mine):
    """Guard: with subject control the controller does not change ("Walking home, she decided
    to stay" -> "Walking home, she stayed."), and a fronted time or concessive phrase stays
    with an object controller ("In 1990, the board forced him to resign" -> "In 1990, he
    resigned.")."""
    for text, lemma, hypothesis in (
        ("Walking home, she decided to stay.", "decide", "Walking home, she stayed."),
        ("In 1990, the board forced him to resign.", "force", "In 1990, he resigned."),
        (
            "Despite the rain, she persuaded him to stay.",
            "persuade",
            "Despite the rain, he stayed.",
        ),
    ):
        original, _ = pairs_of(mine(text), lemma)
        assert original.hypothesis == hypothesis, text


# class 3: the matrix modal in the hypothesis


def test_counterfactual_would_have_liked_keeps_would(mine):
    """ "I would have liked to see the show" -> "I will have seen the show." (a future perfect):
    the counterfactual wish keeps its modal in place ("I would have seen the show.")."""
    for text, lemma, hypothesis in (
        ("I would have liked to see the show.", "like", "I would have seen the show."),
        ("I would have liked you to stay.", "like", "You would have stayed."),
    ):
        original, negated = pairs_of(mine(text), lemma)
        assert original.hypothesis == hypothesis, text
        assert negated.hypothesis == hypothesis, text
        assert original.heuristic_label == "neutral", text


def test_present_would_like_still_becomes_will(mine):
    """Guard: "I would like to see the show" -> "I will see the show." (issue #12)."""
    original, _ = pairs_of(mine("I would like to see the show."), "like")
    assert original.hypothesis == "I will see the show."
