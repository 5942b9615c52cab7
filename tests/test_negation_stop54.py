"""Stop 54 (docs/negation.md, "Stop 54 (ng25: per-item evaluation and negated premises)").

``mine eval negation --items FILE`` lists every gold item (id, verdict, ok, rule, flags,
source, gold, ours), so that two versions of the rewriter can be diffed item by item. The two
items stop 53 lost were parse errors meeting its new checks: a clause juxtaposed before a dash
is no complement in a later clause's negation scope, and "for whatever reason" is a noun phrase,
not a clause after a preposition.

Constructed sentences through the real parser and rewriter; each class has a counterpart that
keeps its flag."""

from __future__ import annotations

import csv

import pytest

from pipeline import parse
from pipeline.evaluation.negation import ITEM_COLUMNS, evaluate_negation
from pipeline.rewrite.negation import negate


@pytest.fixture(scope="module")
def nlp():
    return parse.load(parse.resolve_model())


def _negated(nlp, text: str, verb: str):
    doc = nlp(text)
    target = next(t for t in doc if t.text == verb)
    return negate(doc, target, contract=False)


def test_items_listing_has_one_line_per_gold_item(tmp_path):
    gold = tmp_path / "gold.tsv"
    rows = [
        ("7", "to", "manage", "She managed to open the door.", "She did not manage to open the door."),
        ("9", "that", "know", "He knows that the shop closed.", "He does not know that the shop closed."),
        ("11", "to", "try", "They tried to leave early.", "They have not tried to leave early."),
    ]  # fmt: skip
    with gold.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, delimiter="\t")
        writer.writerow(("index", "task", "verb", "sentence", "neg_sentence"))
        writer.writerows(rows)
    items = tmp_path / "items.tsv"
    report = evaluate_negation(gold, items=items)
    lines = items.read_text(encoding="utf-8").splitlines()
    assert lines[0].split("\t") == list(ITEM_COLUMNS)
    listed = [dict(zip(ITEM_COLUMNS, line.split("\t"), strict=True)) for line in lines[1:]]
    assert [item["id"] for item in listed] == ["7:to:manage", "9:that:know", "11:to:try"]
    assert [item["verdict"] for item in listed] == ["exact", "exact", "miss"]
    assert listed[2]["ours"] == "They did not try to leave early."
    assert report["overall"]["all"]["exact"] == 2


def test_no_listing_without_items(tmp_path):
    gold = tmp_path / "gold.tsv"
    gold.write_text(
        "index\ttask\tverb\tsentence\tneg_sentence\n"
        "1\tto\tmanage\tShe managed to win.\tShe did not manage to win.\n",
        encoding="utf-8",
    )
    evaluate_negation(gold)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["gold.tsv"]


@pytest.mark.parametrize(
    ("text", "verb", "negated"),
    [
        ("Both hands covered her face -- no words could describe what she saw.", "covered",
         "Both hands did not cover her face -- no words could describe what she saw."),
        ("The lamp flickered; nobody could tell why it happened.", "flickered",
         "The lamp did not flicker; nobody could tell why it happened."),
    ],
)  # fmt: skip
def test_clause_before_a_dash_is_not_governed_by_the_next_clause(nlp, text, verb, negated):
    result = _negated(nlp, text, verb)
    assert result.text == negated
    assert "double-negation:governing-clause" not in result.flags


def test_fronted_complement_after_a_comma_stays_governed(nlp):
    result = _negated(nlp, "I do not think he can stay for the party.", "stay")
    assert "double-negation:governing-clause" in result.flags
    assert not result.ok


@pytest.mark.parametrize(
    ("text", "verb", "negated"),
    [
        ("The treaty for whatever reason ceased to remain in force.", "ceased",
         "The treaty for whatever reason did not cease to remain in force."),
    ],
)  # fmt: skip
def test_free_choice_noun_phrase_after_a_preposition_is_no_clause(nlp, text, verb, negated):
    result = _negated(nlp, text, verb)
    assert result.text == negated
    assert "subordinate-clause" not in result.flags


def test_finite_clause_after_provided_stays_subordinate(nlp):
    text = "The plan could go ahead, provided that new ways were found to stop the trade."
    result = _negated(nlp, text, "found")
    assert "subordinate-clause" in result.flags


@pytest.mark.parametrize(
    ("text", "verb", "negated"),
    [
        # value-judgement disjunct before the verb
        ("She amazingly manages to stay calm during every storm.", "manages",
         "She amazingly does not manage to stay calm during every storm."),
        # truth disjunct before the verb
        ("The old queen undeniably woke before dawn.", "woke",
         "The old queen undeniably did not wake before dawn."),
        # conjunct after a non-modal operator
        ("The court has similarly erred in granting the motion.", "erred",
         "The court has similarly not erred in granting the motion."),
        # truth disjunct after a modal
        ("Open markets will manifestly fail to produce a fair price.", "fail",
         "Open markets will manifestly not fail to produce a fair price."),
    ],
)  # fmt: skip
def test_disjuncts_and_conjuncts_stay_above_the_negation(nlp, text, verb, negated):
    assert _negated(nlp, text, verb).text == negated


@pytest.mark.parametrize(
    ("text", "verb", "negated"),
    [
        # a manner adverb before the verb is the negation's focus, as before
        ("The waiter quickly left the table.", "left", "The waiter did not quickly leave the table."),
        ("She happily agreed to join the team.", "agreed",
         "She did not happily agree to join the team."),
    ],
)  # fmt: skip
def test_manner_adverbs_stay_under_the_negation(nlp, text, verb, negated):
    assert _negated(nlp, text, verb).text == negated


def test_disjunct_stays_above_the_negated_premise_of_the_pipeline():
    from tests.phenomenon_support import mined_pairs

    text = "She amazingly managed to finish the whole race without any help."
    premises = {
        p.premise for p in mined_pairs(text, "presupposition") if p.premise_kind == "negated"
    }
    assert premises, "no negated premise"
    assert all("amazingly didn't manage" in p for p in premises), premises
