"""Adding a phenomenon takes one module, one pattern file and one word list (issue #18).

The test copies the package to a temporary folder, adds exactly three files --
``pipeline/phenomena/toy_intensifier.py``, ``patterns/toy_intensifier.json`` and
``wordlists/toy_intensifiers.txt`` -- and runs ``mine run`` on it in a real subprocess. Nothing
else is edited: the registry discovers the module, the prefilter takes its words from the list,
the extractor names pattern nodes by ``RIGHT_ID``, the rewrite uses the shared text editor, and
the pairs land in the warehouse. docs/ARCHITECTURE.md walks through the same three files.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

MODULE = '''"""Toy phenomenon: an intensifier on an adjective ("very hot" -> "hot", entailment)."""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Doc

from ..lexicon.tables import word_set
from ..records import Candidate, Pair, Sentence
from ..registry import phenomena
from ..rewrite._result import SurfaceEdit
from ..syntax import dependency_matches
from ._base import Lexical, Phenomenon, RunContext, make_pair


@phenomena.register("toy_intensifier")
class ToyIntensifier(Phenomenon):
    name = "toy_intensifier"
    subtypes = ("intensifier",)

    def prefilter(self) -> dict[str, Lexical]:
        return {"intensifier": Lexical.any_of(word_set("toy_intensifiers"))}

    def extract(
        self, doc: Doc, sentence: Sentence, subtypes: frozenset[str], ctx: RunContext
    ) -> Iterator[Candidate]:
        for _, node in dependency_matches(doc, "toy_intensifier"):
            if node["intensifier"].lower_ in word_set("toy_intensifiers"):
                yield self.candidate(
                    sentence, ctx, "intensifier", node["intensifier"],
                    features={"adjective": node["adjective"].text},
                )

    def rewrite(
        self, candidate: Candidate, doc: Doc, sentence: Sentence, ctx: RunContext
    ) -> Iterator[Pair]:
        edit = SurfaceEdit(doc)
        edit.delete(doc.char_span(candidate.char_start, candidate.char_end)[0])
        yield make_pair(
            candidate, doc.text, edit.render(),
            premise_kind="original", hypothesis_kind="intensifier_removed",
            label="entailment", rule="toy:intensifier_removed",
        )
'''

PATTERN = {
    "_comment": "An adverb modifying an adjective (spaCy DependencyMatcher).",
    "intensified_adjective": [
        {"RIGHT_ID": "adjective", "RIGHT_ATTRS": {"POS": "ADJ"}},
        {
            "LEFT_ID": "adjective",
            "REL_OP": ">",
            "RIGHT_ID": "intensifier",
            "RIGHT_ATTRS": {"DEP": "advmod"},
        },
    ],
}

WORDLIST = "# Intensifiers (a toy list for tests/test_toy_phenomenon.py).\nvery\nextremely\n"


def test_a_phenomenon_from_a_module_a_pattern_and_a_word_list(tmp_path):
    copy = tmp_path / "checkout"
    for folder in ("pipeline", "patterns", "wordlists", "warehouse"):
        shutil.copytree(ROOT / folder, copy / folder, ignore=shutil.ignore_patterns("*.pyc"))
    (copy / "pipeline" / "phenomena" / "toy_intensifier.py").write_text(MODULE)
    (copy / "patterns" / "toy_intensifier.json").write_text(json.dumps(PATTERN))
    (copy / "wordlists" / "toy_intensifiers.txt").write_text(WORDLIST)
    corpus = tmp_path / "corpus.jsonl"
    lines = [
        {"id": "d1", "text": "The soup was very hot."},
        {"id": "d2", "text": "The mountain looked rather steep."},
        {"id": "d3", "text": "Nothing happened."},
    ]
    corpus.write_text("".join(json.dumps(line) + "\n" for line in lines))
    env = dict(os.environ, PYTHONPATH=str(copy))
    mine = [sys.executable, "-c", "from pipeline.cli import main; main()"]
    warehouse = tmp_path / "wh"
    run = subprocess.run(
        [*mine, "run", "--source", "jsonl", "--input", str(corpus)]
        + ["--phenomenon", "toy_intensifier", "--workers", "1", "--warehouse", str(warehouse)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=600,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    query = subprocess.run(
        [*mine, "query", "--warehouse", str(warehouse), "-f", "json"]
        + ["select premise, hypothesis, heuristic_label, label_rule from pairs"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=600,
    )
    assert query.returncode == 0, query.stdout + query.stderr
    rows = json.loads(query.stdout)
    assert rows == [
        {
            "premise": "The soup was very hot.",
            "hypothesis": "The soup was hot.",
            "heuristic_label": "entailment",
            "label_rule": "toy:intensifier_removed",
        }
    ]
