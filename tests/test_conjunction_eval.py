"""``mine eval conjnli``: the ``misses`` list and the second figure ``same_conjunct_removed``
(issue 12, second round), through the real CLI in a subprocess on a small constructed gold file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from pipeline.evaluation.conjnli import removed_core

MINE = [sys.executable, "-c", "from pipeline.cli import main; main()"]

GOLD = (
    "Premise\tHypothesis\tLabel\n"
    "Anna sang and danced at the party.\tAnna danced at the party.\tentailment\n"
    # ConjNLI-style defect: the list is left as "A, C" without its conjunction
    "The market sells apples, pears and plums.\tThe market sells apples, plums.\tentailment\n"
    # a removal we never make (a different conjunct span)
    "The market sells apples, pears and plums.\tThe market sells plums.\tneutral\n"
)


def test_removed_core_ignores_list_punctuation_conjunctions_and_articles():
    original = "The market sells apples, pears and plums."
    assert removed_core(original, "The market sells apples, plums.") == ("pears",)
    assert removed_core(original, "The market sells apples and plums.") == ("pears",)
    assert removed_core("It is a tree or a shrub.", "It is shrub.") == ("tree",)


def test_eval_reports_misses_and_the_same_conjunct_figure(tmp_path: Path):
    gold = tmp_path / "conj_dev.tsv"
    gold.write_text(GOLD, encoding="utf-8")
    out = tmp_path / "report.json"
    env = {**os.environ, "COLUMNS": "200"}
    proc = subprocess.run(
        [*MINE, "eval", "conjnli", str(gold), "--json", str(out)],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr
    report = json.loads(out.read_text(encoding="utf-8"))
    row = report["by_conjunction_and_operation"]["all/remove"]
    assert row["gold"] == 3
    assert row["found"] == round(1 / 3, 3)  # the exact figure is kept as it was
    assert row["same_conjunct_removed"] == round(2 / 3, 3)
    misses = {m["gold_hypothesis"]: m for m in report["misses"]}
    assert set(misses) == {"The market sells apples, plums.", "The market sells plums."}
    a_c = misses["The market sells apples, plums."]
    assert a_c["ours_closest"] == "The market sells apples and plums."
    assert a_c["same_conjunct_removed"] and not a_c["found_words"]
    assert not misses["The market sells plums."]["same_conjunct_removed"]


def test_exact_comparison_ignores_the_spaces_of_tokenised_dashes():
    # ConjNLI's text is tokenised ("old - fashioned"), ours is not; a real dash compares too
    from pipeline.evaluation.conjnli import _key

    assert _key("It is served in an old - fashioned glass .") == _key(
        "It is served in an old-fashioned glass."
    )
    assert _key("He is a singer \u2013 songwriter.") == _key("He is a singer\u2013songwriter.")
    assert _key("It is old - fashioned.") != _key("It is old and fashioned.")
