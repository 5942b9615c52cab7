"""verb_complement (issue #12, branch vc214): a subjectless matrix conjunct after ", and"
carried into a that-complement's hypothesis, "begin/start to V but stopped/paused", past "had
to" under an impersonal "you/one", and first-person comment clauses ("I fancy", "I dare say",
"I take it").

Constructed sentences through the real spaCy model and the real extractor/rewriters. Sentences
of the same shapes showed each fault when mined at the base (main b677522a); this file was not
run there.
"""

from __future__ import annotations


def _pairs(found, lemma: str):
    """All pairs of the candidates whose trigger is ``lemma``."""
    return [pair for c, ps in found if c.trigger_lemma == lemma for pair in ps]


def _original(found, lemma: str):
    return [p for p in _pairs(found, lemma) if p.premise_kind == "original"]


def _negated(found, lemma: str):
    return [p for p in _pairs(found, lemma) if p.premise_kind != "original"]


# ---- class 1: ", and" + a subjectless predicate of the matrix subject ----------------------


def test_comma_and_matrix_conjunct_is_cut_from_that_complement(mine):
    """ "feared that the child was ill, and hurried to comfort her": the doctor hurried."""
    found = mine("The doctor feared that the child was ill, and hurried to comfort her.")
    hyps = {p.hypothesis for p in _pairs(found, "fear")}
    assert hyps == {"The child was ill."}


def test_comma_and_matrix_conjunct_after_report_is_cut(mine):
    found = mine("The captain said that the road was blocked, and sent a rider to the town.")
    hyps = {p.hypothesis for p in _pairs(found, "say")}
    assert hyps == {"The road was blocked."}


def test_near_miss_conjunct_without_comma_stays_in_the_clause(mine):
    """Near miss: without the comma the conjunct is the clause's own ("was ill and needed
    rest"), and the hypothesis keeps it."""
    found = mine("The doctor feared that the child was ill and needed rest.")
    hyps = {p.hypothesis for p in _pairs(found, "fear")}
    assert hyps == {"The child was ill and needed rest."}


def test_near_miss_clause_conjunct_with_its_own_subject_stays(mine):
    """Near miss: a conjunct with a subject of its own is no predicate of the matrix."""
    found = mine("The doctor feared that the child was ill, and that the nurse was away.")
    hyps = {p.hypothesis for p in _pairs(found, "fear")}
    assert all("hurried" not in h for h in hyps)
    assert any("nurse" in h for h in hyps)


# ---- class 2: inceptive + "but" + a verb of breaking off -----------------------------------


def test_began_to_but_stopped_is_neutral_and_cut(mine):
    found = mine("The old man began to describe the battle but stopped.")
    orig = _original(found, "begin")
    assert [(p.hypothesis, p.heuristic_label) for p in orig] == [
        ("The old man described the battle.", "neutral")
    ]
    assert orig[0].well_formed


def test_started_to_but_paused_gives_no_negated_pair(mine):
    """ "*She did not start to copy the page but paused": no ¬S pair."""
    found = mine("The clerk started to copy the page but paused.")
    orig = _original(found, "start")
    assert [(p.hypothesis, p.heuristic_label) for p in orig] == [
        ("The clerk copied the page.", "neutral")
    ]
    assert _negated(found, "start") == []


def test_near_miss_began_to_but_with_another_act_keeps_the_signature(mine):
    """Near miss: "but forgot it" is no breaking off; the inceptive's +/- stays."""
    found = mine("The old man began to describe the battle but soon forgot it.")
    orig = _original(found, "begin")
    assert orig and all(p.features["signature"] == "+/-" for p in orig)


# ---- class 3: "had to" under an impersonal "you/one" ----------------------------------------


def test_generic_you_had_to_is_neutral(mine):
    found = mine("In those days you had to pay a fee at the ferry.")
    orig = _original(found, "have")
    assert orig and all(p.heuristic_label == "neutral" for p in orig)


def test_generic_one_had_to_is_neutral(mine):
    found = mine("One had to kneel before the queen.")
    orig = _original(found, "have")
    assert orig and all(p.heuristic_label == "neutral" for p in orig)


def test_near_miss_episodic_we_had_to_keeps_entailment(mine):
    """Near miss: "We had to pay a fee" is episodic: Bhatt's actuality entailment."""
    found = mine("We had to pay a fee at the ferry.")
    orig = _original(found, "have")
    assert [p.heuristic_label for p in orig] == ["entailment"]


# ---- class 4: first-person comment clauses --------------------------------------------------


def test_fancy_comment_clause_leaves_the_hypothesis(mine):
    found = mine("I fancy the widow would like to be called Lady Anne.")
    hyps = {p.hypothesis for p in _pairs(found, "like")}
    assert hyps == {"The widow will be called Lady Anne."}


def test_dare_say_is_no_trigger(mine):
    found = mine("The thief got away, I dare say, to spite the police.")
    assert _pairs(found, "dare") == []
    found = mine("I dare say the bridge collapsed.")
    assert _pairs(found, "say") == [] and _pairs(found, "dare") == []


def test_fancy_that_is_no_trigger(mine):
    found = mine("I fancy that the boy hoped to win.")
    assert _pairs(found, "fancy") == []
    assert {p.hypothesis for p in _original(found, "hope")} == {"The boy won."}


def test_take_it_that_frame_and_complementizer_leave(mine):
    found = mine("I take it that the guests wanted to leave early.")
    assert {p.hypothesis for p in _original(found, "want")} == {"The guests left early."}


def test_near_miss_third_person_fancy_stays_a_trigger(mine):
    """Near miss: "She fancied that P" reports her belief: a trigger with a neutral pair."""
    found = mine("She fancied that the stranger was a prince.")
    assert {p.hypothesis for p in _original(found, "fancy")} == {"The stranger was a prince."}


def test_near_miss_dared_to_say_keeps_its_pair(mine):
    """Near miss: "dared to say" is the implicative of courage."""
    found = mine("He dared to say that the king was wrong.")
    assert any(
        p.hypothesis == "He said that the king was wrong." and p.heuristic_label == "entailment"
        for p in _original(found, "dare")
    )
