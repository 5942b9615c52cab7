"""Stop 99, branch ng13 (issues #11/#12): embedded premises that came out broken.

1. A clause opened by the conjunction "only" (= "except that": Quirk et al. 1985 §13.5 note;
   OED "only" C.2) after a finished clause takes no question, modal or "if" of its own
   ("*Did only she realize ...?"): ``embedding.contrastive_only``, refusal
   ``contrastive-only``. A trigger in the first clause is embedded alone as before; a focusing
   "only" ("Only she realized ...", "..., and only she realized ...") is unchanged.
3. A clause head with two uncoordinated subjects is a lost verb ("Something like two smiles
   played [acl] continually round [VBP] the mouth"): a clause has one subject (Quirk et al.
   1985 §2.13; Huddleston & Pullum 2002 ch. 4 §3), so ``negation.suspect_parse`` refuses every
   operator on it (``negation._two_subjects``). A well-parsed approximator subject ("Something
   like three small boats sailed") keeps its question "Did ... sail".
5. An evaluative "to one's surprise" (or a post-verbal value-judgement adverb) in the clause:
   the negation is flagged ``evaluative-disjunct`` and the question, modal and "if" refuse it
   (``negation.evaluative_adjunct``; Quirk et al. 1985 §8.127; Ernst 2002 ch. 2). A goal "to
   his house" and a preverbal disjunct ("had luckily realized", ng25's placement) are unchanged.

Sentences are constructed and go through the real spaCy model and the real rewriters."""

from __future__ import annotations

from pipeline.rewrite.embedding import contrastive_only, embed
from pipeline.rewrite.negation import evaluative_adjunct, negate, suspect_parse
from pipeline.syntax import finite_clause_head

OPERATORS = ("modal", "interrogative", "conditional")

# --- 1. the conjunction "only" --------------------------------------------------------------------


def test_conjunction_only_clause_takes_no_operator(nlp):
    doc = nlp(
        "She would have stayed for dinner, only she realized that the train was leaving soon."
    )
    target = next(t for t in doc if t.text == "realized")
    assert contrastive_only(finite_clause_head(doc, target)) is not None
    for kind in OPERATORS:
        result = embed(doc, kind, target)
        assert not result.ok and "contrastive-only" in result.flags, kind
        assert "only she" not in result.text.replace(", only she", "")


def test_first_clause_before_conjunction_only_is_embedded_alone(nlp):
    doc = nlp("He realized that the roof was leaking, only he was too tired to fix it.")
    target = next(t for t in doc if t.text == "realized")
    question = embed(doc, "interrogative", target)
    assert question.ok and question.text == "Did he realize that the roof was leaking?"


def test_near_miss_focusing_only_is_unchanged(nlp):
    doc = nlp("Only she realized that the train was leaving soon.")
    target = next(t for t in doc if t.text == "realized")
    assert contrastive_only(finite_clause_head(doc, target)) is None
    question = embed(doc, "interrogative", target)
    assert question.ok and question.text == "Did only she realize that the train was leaving soon?"
    doc = nlp("They were tired, and only she realized that the train was leaving soon.")
    target = next(t for t in doc if t.text == "realized")
    assert contrastive_only(finite_clause_head(doc, target)) is None



def test_near_miss_only_after_a_fronted_if_clause_is_focusing(nlp):
    # the clause before the comma is an adjunct of the "only" clause itself: no coordination
    doc = nlp("If the door is locked, only the janitor can open it.")
    target = next(t for t in doc if t.text == "open")
    assert contrastive_only(finite_clause_head(doc, target)) is None
    assert "contrastive-only" not in embed(doc, "interrogative", target).flags

# --- 3. two subjects on one head: the verb was lost -----------------------------------------------


def test_two_subjects_refuse_every_operator(nlp):
    doc = nlp(
        "Something like two distinct smiles played continually round the two corners of the mouth."
    )
    target = doc[2]
    head = finite_clause_head(doc, target)
    assert suspect_parse(head)
    for kind in OPERATORS:
        result = embed(doc, kind, target)
        assert not result.ok and "suspect-parse" in result.flags, kind
    negated = negate(doc, target)
    assert not negated.ok and "suspect-parse" in negated.flags


def test_near_miss_well_parsed_approximator_subject_keeps_its_question(nlp):
    doc = nlp("Something like three small boats sailed slowly across the bay.")
    head = finite_clause_head(doc, doc[2])
    assert not suspect_parse(head)
    question = embed(doc, "interrogative", doc[2])
    assert question.ok
    assert question.text == "Did something like three small boats sail slowly across the bay?"
    modal = embed(doc, "modal", doc[2])
    assert modal.ok and "might have sailed" in modal.text


# --- 5. evaluative disjuncts under the operator ---------------------------------------------------


def test_to_his_surprise_is_flagged_under_negation_and_refused_by_operators(nlp):
    doc = nlp("The clerk had noticed to his surprise that the safe was open.")
    target = next(t for t in doc if t.text == "noticed")
    assert evaluative_adjunct(target).text == "surprise"
    negated = negate(doc, target)
    assert negated.text == "The clerk hadn't noticed to his surprise that the safe was open."
    assert not negated.ok and "evaluative-disjunct" in negated.flags
    for kind in OPERATORS:
        result = embed(doc, kind, target)
        assert not result.ok and "evaluative-disjunct" in result.flags, kind


def test_postverbal_fortunately_is_flagged(nlp):
    doc = nlp("The guard noticed, fortunately, that the door was unlocked.")
    target = next(t for t in doc if t.text == "noticed")
    negated = negate(doc, target)
    assert "evaluative-disjunct" in negated.flags


def test_near_miss_goal_phrase_and_preverbal_disjunct_are_unchanged(nlp):
    doc = nlp("He walked to his house and realized that the gate was open.")
    target = next(t for t in doc if t.text == "walked")
    assert evaluative_adjunct(target) is None
    negated = negate(doc, target)
    assert negated.ok and "evaluative-disjunct" not in negated.flags
    doc = nlp("She had luckily realized that the bridge was closed.")
    target = next(t for t in doc if t.text == "realized")
    negated = negate(doc, target)
    assert negated.ok and negated.text == "She had luckily not realized that the bridge was closed."
