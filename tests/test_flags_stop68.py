"""Stop 68 (fl35): flag promises on s1202x's flagged draw.

"A flag is a promise: what is flagged must be bad." Pooled over the ten flagged draws s1202k-x
(docs/flags.md, stop 68, fl35), three detections fired where the pair was fine:

- ``source:stage_direction`` on a list whose members are each set in capitals ("range from CC,
  OUNCE, SHOT ... to FIFTH, LITER, MAGNUM and BLOTTO"): a comma now ends the capitals run;
- ``no-subject`` on a content clause with locative inversion ("that over the desk was a
  horseshoe"): the subject stands after the verb;
- ``draft-not-a-clause`` on a presupposition draft whose gerund subject holds a supplement in
  paired commas ("Reading old letters, like ..., made her sad"), read by the parser as an
  adverbial clause.

And two classes of s1202x's unflagged rejects get a surface check for every phenomenon:

- ``clitic-on-noun-phrase``: a pronoun's clitic left on the noun phrase put in the pronoun's
  place ("they're" -> "The engineers're");
- ``negated-perfect-now``: "now" kept under an added negation ("has now won" -> "hasn't now
  won").

Sentences are constructed.
"""

from __future__ import annotations

import pytest

from pipeline import fitness
from pipeline import flags as F
from pipeline.process import run_texts
from pipeline.records import Pair


def _pairs(text: str, phenomenon: str, assess: bool = False):
    _, res = run_texts([text], [phenomenon], source="test", assess_sources=assess)
    return res.pairs


def _pair(premise: str, hypothesis: str, phenomenon: str, premise_kind: str = "original"):
    return Pair(
        pair_id="p",
        candidate_id="c",
        sentence_id="s",
        phenomenon=phenomenon,
        subtype="x",
        premise=premise,
        hypothesis=hypothesis,
        premise_kind=premise_kind,
        hypothesis_kind="x",
        heuristic_label="neutral",
        label_rule="x",
    )


# -- severities: the new checks are defects, the decisions left the others as they were -------


@pytest.mark.parametrize("flag", ["clitic-on-noun-phrase", "negated-perfect-now"])
@pytest.mark.parametrize(
    "phenomenon", ["conjunction", "verb_complement", "presupposition", "implicature"]
)
def test_new_surface_flags_are_registered_defects(flag, phenomenon):
    assert F.is_registered(flag)
    assert F.severity(flag, phenomenon) == F.DEFECT


@pytest.mark.parametrize(
    "flag",
    [
        "negated-contrast-conjunct:but",
        "non-construction:restrictive-relative",
        "negated-subordinate-clause",
        "no-subject",
    ],
)
def test_kept_defects_stay_defects_for_verb_complement(flag):
    assert F.severity(flag, "verb_complement") == F.DEFECT


# -- source:stage_direction: a list of capitalised items is no caps run ------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "The grades range from POOR, FAIR and GOOD to SUPERB, MAGNIFICENT and PERFECT.",
        "Valid modes are READ, WRITE, APPEND and DELETE.",
    ],
)
def test_capitalised_list_is_no_stage_direction(parsed, sentence):
    doc, _ = parsed(sentence)
    assert "stage_direction" not in fitness.assess(sentence, doc)


@pytest.mark.parametrize(
    "sentence",
    [
        "BRIGHT GREEN SMOKE fills the hall as the guards run in.",
        "The old man TURNS AROUND slowly and stares at the door.",
    ],
)
def test_capitalised_phrase_stays_stage_direction(parsed, sentence):
    doc, _ = parsed(sentence)
    assert "stage_direction" in fitness.assess(sentence, doc)


def test_capitalised_list_conjunction_pairs_carry_no_stage_direction():
    pairs = _pairs("Valid modes are READ, WRITE, APPEND and DELETE.", "conjunction", True)
    assert pairs
    assert all("source:stage_direction" not in (p.features.get("flags") or []) for p in pairs)


# -- no-subject: locative inversion in a content clause ----------------------------------------


@pytest.mark.parametrize(
    ("sentence", "hypothesis"),
    [
        (
            "I realized that behind the door was a small garden.",
            "Behind the door was a small garden.",
        ),
        ("She noticed that in the corner stood an old piano.", "In the corner stood an old piano."),
    ],
)
def test_locative_inversion_complement_has_its_subject(sentence, hypothesis):
    pairs = [p for p in _pairs(sentence, "verb_complement") if p.hypothesis == hypothesis]
    assert pairs
    for p in pairs:
        assert "no-subject" not in (p.features.get("flags") or [])
    assert any(p.well_formed for p in pairs)


def test_subjectless_complement_still_flagged():
    # a fronted phrase, a verb and no noun phrase after it: no inversion, no subject
    pairs = _pairs("He knew that on Monday left early.", "verb_complement")
    assert pairs
    assert all("no-subject" in (p.features.get("flags") or []) for p in pairs)


# -- clitic-on-noun-phrase ---------------------------------------------------------------------


def test_clitic_on_resolved_subject_is_written_out():
    """The rewriter that put "they're" on its antecedent left "The students're" (s1202x); since
    vc110 (merged beside this branch) it writes the auxiliary out, so no pair reaches the flag
    below, which still guards every other builder (the parametrized cases)."""
    sentence = "The point of the course is to make the students realize that they're not experts."
    hyps = [p.hypothesis for p in _pairs(sentence, "verb_complement")]
    assert not any("students're" in h for h in hyps), hyps
    assert any("students are not experts" in h for h in hyps), hyps


@pytest.mark.parametrize(
    ("premise", "hypothesis", "phenomenon", "kind", "fires"),
    [
        ("We hoped that they've left.", "The guests've left.", "verb_complement", "original", True),
        # the source's own spelling, on both sides
        (
            "She said the kids're asleep.",
            "The kids're asleep.",
            "verb_complement",
            "original",
            False,
        ),
        # in the found premise only (a presupposition draft on it)
        (
            "Now the kids're asleep again.",
            "The kids were asleep before.",
            "presupposition",
            "original",
            False,
        ),
        # a complementizer "that" and its pronoun subject, in a built premise
        (
            "The aim is to make the pilots see that they're ready.",
            "They're ready.",
            "verb_complement",
            "negated",
            False,
        ),
        # a pronoun host is the written norm
        ("He said that they're late.", "They're late.", "verb_complement", "original", False),
        # the possessive and "is" attach to any noun
        ("He said the car's broken.", "The car's broken.", "verb_complement", "negated", False),
        # conjunction keeps the source's words on both sides
        (
            "The kids're asleep and the dog is fed.",
            "The dog is fed.",
            "conjunction",
            "original",
            False,
        ),
    ],
)
def test_clitic_on_noun_phrase_check(premise, hypothesis, phenomenon, kind, fires):
    assert F.clitic_on_noun_phrase(_pair(premise, hypothesis, phenomenon, kind)) is fires


# -- negated-perfect-now -----------------------------------------------------------------------


def test_negated_perfect_now_no_longer_built_by_implicature():
    """Implicature built "Lopez hasn't now won ..." (s1202x); since im70 (merged beside this
    branch) its repair deletes the medial "now" under added negation, so the flag is left to
    guard the other builders (presupposition, below)."""
    pairs = _pairs("Lopez has now won 3 titles this year.", "implicature")
    assert pairs
    assert not any("n't now" in p.hypothesis or "n't now" in p.premise for p in pairs)
    assert any("hasn't won" in p.hypothesis or "hasn't won" in p.premise for p in pairs), [
        (p.premise, p.hypothesis) for p in pairs
    ]


def test_negated_perfect_now_in_presupposition_premise():
    pairs = _pairs("The river has now stopped rising.", "presupposition")
    negated = [p for p in pairs if p.premise_kind == "negated"]
    assert negated
    assert all("negated-perfect-now" in p.features["flags"] for p in negated)
    # the other premises keep no negation and are not flagged for it
    others = [p for p in pairs if p.premise_kind != "negated" and "n't now" not in p.hypothesis]
    assert others
    assert all("negated-perfect-now" not in (p.features.get("flags") or []) for p in others)


@pytest.mark.parametrize(
    ("premise", "hypothesis", "phenomenon", "kind", "fires"),
    [
        (
            "Lee has now sold 4 cars.",
            "Lee hasn't now sold more than 4 cars.",
            "implicature",
            "original",
            True,
        ),
        # "yet" is the negated perfect's word
        (
            "Lee has now sold 4 cars.",
            "Lee hasn't yet sold more than 4 cars.",
            "implicature",
            "original",
            False,
        ),
        # the source's own, found in the premise and kept in the complement
        (
            "He said Lee has not now been seen.",
            "Lee has not now been seen.",
            "verb_complement",
            "original",
            False,
        ),
        # a modal with "now" is no perfect
        ("I can now recall it.", "I can't now recall it.", "implicature", "original", False),
        # conjunction adds no negation
        (
            "The bridge has not now been used.",
            "The bridge has not now been used, and it is shut.",
            "conjunction",
            "original",
            False,
        ),
    ],
)
def test_negated_perfect_now_check(premise, hypothesis, phenomenon, kind, fires):
    assert F.negated_perfect_now(_pair(premise, hypothesis, phenomenon, kind)) is fires


# -- draft-not-a-clause: a gerund subject with a supplement in paired commas -------------------


@pytest.mark.parametrize(
    ("draft", "clause"),
    [
        ("Reading old letters, like the ones from her aunt, made her sad.", True),
        ("Running every morning keeps him fit.", True),
        # one comma: a participial adjunct and no subject
        ("Walking home, saw a dog.", False),
        ("Quietly leaving the room before dawn.", False),
    ],
)
def test_gerund_subject_draft_is_a_clause(nlp, draft, clause):
    from pipeline.rewrite.presupposition import is_clause

    assert is_clause(nlp(draft)) is clause
