"""The flag registry (pipeline/flags.py): every emitted flag is registered, warnings leave a pair
well formed and defects do not, through a real `mine run` into a real DuckDB warehouse; and the
narrowed ``item-in-subordinate-clause`` check (concessive, contrastive and absolute clauses)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pipeline import flags
from pipeline.process import run_texts
from pipeline.query import query

MINE = [sys.executable, "-c", "from pipeline.cli import main; main()"]

SAMPLES = Path(__file__).resolve().parents[1] / "pipeline" / "samples"
PHENOMENA = ["conjunction", "implicature", "presupposition", "verb_complement"]


def _texts() -> list[str]:
    """The bundled sample texts (one per line or JSON ``text``) and constructed sentences that
    reach the checks the samples may miss."""
    out = [line.strip() for line in (SAMPLES / "text.txt").read_text().splitlines()]
    for line in (SAMPLES / "jsonl.jsonl").read_text().splitlines():
        if line.strip():
            out.append(json.loads(line).get("text", ""))
    for line in (SAMPLES / "mnli.jsonl").read_text().splitlines():
        if line.strip():
            item = json.loads(line)
            out += [item.get("sentence1", ""), item.get("sentence2", "")]
    out += [
        "John and Mary came to the party, and they sang all night.",
        "Don't forget to clean the kitchen.",
        "Although some of the guests left early, the party went on.",
        "People who ate some of the cake got sick.",
        "She stopped smoking because she was tired, but she didn't manage to quit drinking.",
        "He worked on anatomy and influenced many scientists.",
        "They either merged in 1990 or split, and the band is set to do two shows.",
        "It is not surprising that she no longer smokes, but he still hasn't stopped.",
        "Only Maria realised that the store, which sold some books, had closed.",
    ]
    return [t for t in out if t]


def test_every_emitted_flag_is_registered():
    _, res = run_texts(_texts(), PHENOMENA, assess_sources=True)
    emitted = {f for p in res.pairs for f in p.features.get("flags") or []}
    assert emitted, "the texts should fire some checks"
    unregistered = sorted(f for f in emitted if not flags.is_registered(f))
    assert not unregistered, f"register these flags in pipeline/flags.py: {unregistered}"


def test_every_flag_literal_in_the_code_is_registered():
    """Flag names written as literals where rewriters append them."""
    import re

    pattern = re.compile(
        r"(?:flags\.append|own\.append|out\.append|\(\*[\w.]*flags,)\s*\(?\s*\"([a-z_'-]+)\""
    )
    root = Path(flags.__file__).resolve().parent
    found = set()
    for path in [*root.glob("rewrite/*.py"), *root.glob("phenomena/**/*.py")]:
        found |= set(pattern.findall(path.read_text(encoding="utf-8")))
    assert len(found) > 30, found  # the pattern still finds the rewriters' flags
    missing = sorted(f for f in found if not flags.is_registered(f))
    assert not missing, missing


def test_severity_rules():
    assert flags.severity("lost_antecedent", "conjunction", "conjunct_added") == "warning"
    assert flags.severity("lost_antecedent", "conjunction", "conjunct_removed") == "defect"
    assert flags.severity("coordination_lost", "conjunction") == "warning"
    assert flags.severity("no-subject", "implicature") == "warning"
    assert flags.severity("no-subject", "verb_complement") == "defect"
    assert flags.severity("no-subject", "presupposition") == "defect"
    assert flags.severity("source:truncated", "conjunction") == "defect"
    assert flags.severity("removed-never", "presupposition") == "warning"
    assert flags.severity("never-seen-before", "conjunction") == "defect"
    # the stop-28 audit over four judged slices (docs/flags.md): kept as is 8 of 13 and 3 of 4
    assert flags.severity("preposed-clause-outside-scope", "presupposition") == "warning"
    assert flags.severity("focus-in-coordination", "implicature") == "warning"
    assert flags.severity("focus-in-coordination", "verb_complement") == "defect"
    assert not flags.is_registered("never-seen-before")


def _run(tmp_path: Path, texts: list[str], phenomenon: str) -> list[tuple]:
    src = tmp_path / "in.jsonl"
    src.write_text(
        "".join(json.dumps({"id": f"d{i}", "text": t}) + "\n" for i, t in enumerate(texts))
    )
    wh = tmp_path / "wh"
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[1]))
    proc = subprocess.run(
        [
            *MINE,
            "run",
            "--input",
            str(src),
            "--source",
            "jsonl",
            "--phenomenon",
            phenomenon,
            "--warehouse",
            str(wh),
            "--workers",
            "1",
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    table = query(wh, "select hypothesis_kind, well_formed, features from pairs")
    return [tuple(r.values()) for r in table.to_pylist()]


def test_a_warning_leaves_a_pair_well_formed_and_a_defect_does_not(tmp_path):
    rows = _run(
        tmp_path,
        [
            "John and Mary came to the party, and they sang all night.",
            "The director and screenwriter, and producers and the actors were both present.",
            # "there" loses "Paris" (the ninetieth pass writes no removal of "John" above)
            "She studied law and moved to Paris, and she met him there.",
        ],
        "conjunction",
    )
    by_flags = [(json.loads(f).get("flags") or [], wf, k) for k, wf, f in rows]
    lost = [(wf, k) for fl, wf, k in by_flags if fl == ["lost_antecedent"]]
    # a warning on conjunct_added: well formed, the flag kept for the ranker; the same check
    # on conjunct_removed (the pronoun in the hypothesis) is a defect
    assert {k for _, k in lost} == {"conjunct_added", "conjunct_removed"}
    assert all(wf == (k == "conjunct_added") for wf, k in lost)
    defects = [
        wf
        for fl, wf, k in by_flags
        if any(flags.severity(f, "conjunction", k) == "defect" for f in fl)
    ]
    assert defects and not any(defects)


def test_a_preposed_clause_outside_the_negation_is_a_warning(tmp_path):
    # "After he left the club, he didn't say he was tired": the clause stays asserted outside
    # the negation, so the pair tests no projection but its entailment label is still right
    rows = _run(tmp_path, ["After he left the club, he said he was tired."], "presupposition")
    outside = [
        (wf, k)
        for k, wf, f in rows
        if "preposed-clause-outside-scope" in (json.loads(f).get("flags") or [])
    ]
    # pr74 (stop 53): the presupposition pair is refused (embedding-misses-trigger), the
    # control pair (the premise against the sentence) keeps the warning and stays well formed
    assert outside
    assert all(wf == (k == "original") for wf, k in outside)


def test_an_inalienable_possession_draft_is_a_warning(tmp_path):
    # "The viewer had eyes" is true by the meaning of "viewer", so the pair cannot test
    # projection: a defect in stops 45-63, a warning again since stop 64 (fl27: judged in
    # s1202k-p, 4 of 7 kept as is, none of the 3 rejections for the possession; docs/flags.md).
    # Stop 89 (pr195) re-decided the pin's sentence: a body part every person has, of a person
    # ("The viewer had eyes"), now also carries the defect universal-body-part (judged bad 13
    # of 13 in s1205q-v); an animal's part keeps the warning alone. Stop 99 (pr229) re-decided
    # the pin's sentence again: the dog's eyes are part of every vertebrate's body ("His horse
    # had a leg", judged trivial in s9801) and now carry universal-body-part too; a paw, a part
    # of some animals only, keeps the warning alone
    rows = _run(tmp_path, ["The dog's paw left a print in the soft mud."], "presupposition")
    trivial = [
        wf for _, wf, f in rows if "inalienable-possession" in (json.loads(f).get("flags") or [])
    ]
    assert trivial and all(trivial)


@pytest.mark.parametrize(
    ("text", "flagged"),
    [
        ("This was their tenth visit, although they had officially missed five meetings.", False),
        # "The show was a hit, with many viewers tuning in, some of them tweeting as they
        # watched." left: since stop 59 (im54) its bare absolute "some of them tweeting" gives no
        # pair at all ("Not all of them tweeting ..." has no verb; implicature sixty-first pass)
        ("The keys followed a Boehm system, while the other model had six sensors.", False),
        # issue #11 sixth pass: a marked adverbial clause ("when they maintain some traditions")
        # is cut to a main clause or gives no pair; an unmarked participial one is still flagged
        ("Having tried some of the dishes, the guests left.", True),
        ("People who ate some of the cake got sick.", True),
    ],
)
def test_item_in_subordinate_clause_spares_asserted_adjuncts(text, flagged):
    """The flag is on pairs of backgrounded-clause triggers, which only IMPPRES's inventory
    extracts (the default leaves them out: docs/implicature.md); asserted adjuncts are in both."""
    _, res = run_texts([text], ["implicature"], options={"implicature_inventory": "imppres"})
    hyps = [p for p in res.pairs if p.hypothesis_kind == "implicature"]
    assert hyps
    fired = any("item-in-subordinate-clause" in (p.features.get("flags") or []) for p in hyps)
    assert fired is flagged
