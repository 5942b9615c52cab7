"""vc222: differences of the veridicality gold that an NLI annotator does not read as content.

Ross & Pavlick's (2019) complements and negated sentences were written by an automatic
pipeline: "was" after every subject, the source sentence's edge quotes, "did not used to".
The scorer folds these (``veridicality._immaterial``, ``_text.spelling_variants``); everything
else, tense above all, still counts. Constructed sentences only; each fold has a near miss.
"""

from __future__ import annotations

import csv

import pytest

from pipeline.evaluation import negation as neg_eval
from pipeline.evaluation import veridicality as ver
from pipeline.evaluation._text import normalise, spelling_variants


@pytest.mark.parametrize(
    ("ours", "gold"),
    [
        # number agreement of "be": the gold writes "was" after a plural subject
        ("The lanterns were quite bright.", "The lanterns was quite bright."),
        ("The rivers are cold in spring.", "The rivers is cold in spring."),
        ("I am very tired,", "I is very tired,"),
        # quotation marks and stray punctuation at the edges
        ("'We are nearly home,'", "' we are nearly home,."),
        ("'She thinks so.", "' she thinks so."),
        ("They sold everything at all/", "They sold everything at all."),
        # one form, two spellings after do-support
        ("He did not use to swim at night.", "He did not used to swim at night."),
        ("She didn't use to sing.", "She didn't used to sing."),
    ],
)
def test_immaterial_differences_agree(ours, gold):
    assert ver._same(ours, gold)


@pytest.mark.parametrize(
    ("ours", "gold"),
    [
        # tense is content: the fold keeps past and present of "be" apart
        ("The lanterns are quite bright.", "The lanterns was quite bright."),
        ("They were mostly French.", "They are mostly French."),
        # the will-future of a future-oriented complement against RP19's present
        ("We will visit the museum again.", "We visit the museum again."),
        # the subject itself: a pronoun and its antecedent differ
        ("The farmers have a vote.", "They have a vote."),
        # a quote or slash inside the text is not folded
        ("He said 'go' at once.", "He said go at once."),
        ("the red/blue flag waved", "the red blue flag waved"),
        # "used to" without do-support: the past habitual against a present "use to"
        ("I used to swim.", "I use to swim."),
        # "used" that is not the "used to" of habit: the verb "use" with an object
        ("He did not used the tools.", "He did not use the tools."),
        # "were" as a lexical word inside another word is untouched
        ("The werewolf howled.", "The wasewolf howled."),
    ],
)
def test_near_misses_still_differ(ours, gold):
    assert not ver._same(ours, gold)


def test_spelling_variants_only_after_do_support():
    assert spelling_variants(normalise("Did it used to rain?")) == normalise("Did it used to rain?")
    assert spelling_variants("it did not used to rain") == "it did not use to rain"
    assert spelling_variants("it never used to rain") == "it never used to rain"


def test_negation_eval_uses_the_same_spelling_fold():
    assert neg_eval.same("He did not use to swim.", "He did not used to swim.")
    assert neg_eval.same_structure("He didn't use to swim.", "He did not used to swim.")
    assert not neg_eval.same("He did not use to swim.", "He used to swim.")


_COLUMNS = [
    "index",
    "task",
    "verb",
    "sentence",
    "neg_sentence",
    "complement",
    "turker_pos_ratings",
    "turker_neg_ratings",
    "bert_pos_entailment_prob",
    "bert_pos_contradiction_prob",
    "bert_pos_neutral_prob",
    "bert_neg_entailment_prob",
    "bert_neg_contradiction_prob",
    "bert_neg_neutral_prob",
    "signature",
]


def _gold_file(path, rows):
    with open(path, "w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh, delimiter="\t", quoting=csv.QUOTE_NONE, escapechar="\\")
        writer.writerow(_COLUMNS)
        for i, (task, verb, sentence, neg, complement) in enumerate(rows):
            writer.writerow([i, task, verb, sentence, neg, complement, "", "", *["0"] * 6, "+/-"])
    return path


def test_evaluate_counts_the_gold_agreement_slip_but_not_a_tense_change(tmp_path):
    """Real parses through ``mine eval veridicality``: the first row's gold has RP19's "was"
    after a plural subject and the first two rows' negations RP19's "did not used to"; the
    third row's gold complement is in the present where the matrix is past, a real miss."""
    path = _gold_file(
        tmp_path / "gold.tsv",
        [
            (
                "to",
                "prove",
                "The old bridges proved to be sturdy.",
                "The old bridges did not prove to be sturdy.",
                "The old bridges was sturdy.",
            ),
            (
                "to",
                "use",
                "My uncle used to fish in the lake.",
                "My uncle did not used to fish in the lake.",
                "My uncle fished in the lake.",
            ),
            (
                "to",
                "manage",
                "The climbers managed to reach the summit.",
                "The climbers did not manage to reach the summit.",
                "The climbers reach the summit.",
            ),
        ],
    )
    report = ver.evaluate(path)
    assert report["detection_recall"]["all"]["hits"] == 3
    assert report["complement_agreement"]["all"]["hits"] == 2
    assert report["negation_agreement"]["all"]["hits"] == 3
    (miss,) = report["agreement_misses"]
    assert (miss["index"], miss["field"], miss["gold"]) == (
        "2",
        "complement",
        "The climbers reach the summit.",
    )
    assert miss["ours"].rstrip(".") == "The climbers reached the summit"
