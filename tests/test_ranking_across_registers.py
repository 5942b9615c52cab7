"""The prior keep model across registers (stop 41): its C is chosen by a cross-corpus validation
(fit on the COCA rows, score the Wikipedia rows, and the reverse; ``ranking.cross_corpus``), the
shipped prior is the fit with that C, and a warehouse's decisions still teach a weight the prior
never saw as fast as before."""

from __future__ import annotations

import json
import subprocess
import sys

from pipeline import ranking
from pipeline.ranking.cross_corpus import corpus_of_groups, cross_corpus
from pipeline.ranking.model import KeepModel, fit
from pipeline.ranking.train_prior import LEARN_C, MODEL, PRIOR_C

MINE = [sys.executable, "-c", "from pipeline.cli import main; main()"]


def _row(group: str, label: int, feats: dict[str, float], origin: str) -> dict:
    return {"group": group, "label": label, "features": feats, "weight": 10.0, "origin": origin}


def test_cross_corpus_never_trains_on_the_corpus_it_scores():
    """Each corpus's rows carry a feature equal to their label, found in that corpus only (a
    corpus quirk). Scored from the other corpus, the model has no weight for it and ranks at
    chance; had a scored row leaked into the fit, the AUC would be 1.0. NOPE's rows (COCA) are
    fit with COCA's, never scored."""
    rows, corpus = [], {}
    for side in "cw":
        for i in range(40):
            g = f"blind:sA:{side}{i}"
            corpus[g] = side
            rows.append(_row(g, i % 2, {f"quirk_{side}": float(i % 2)}, "blind-review:sA:e"))
    rows += [_row(f"nope:{i}", i % 2, {"quirk_c": 1.0}, "nope:appropriate?") for i in range(6)]
    res = cross_corpus(rows, corpus, 0.1)
    to_wiki, to_coca = res["coca->wikipedia"]["all"], res["wikipedia->coca"]["all"]
    assert to_wiki["n"] == 40 and to_coca["n"] == 40
    assert to_wiki["kept"] == 20 and to_coca["kept"] == 20
    assert to_wiki["auc"] == 0.5 and to_coca["auc"] == 0.5


def test_corpus_of_groups_reads_the_doc_ids_of_a_real_warehouse(tmp_path):
    """A slice's rows are traced to their corpus through its warehouse: the group of a row is
    ``blind:<slice>:<sentence_id>`` and the sentence's doc id starts with c (COCA) or w
    (Wikipedia), as in a review slice's in.jsonl."""
    docs = tmp_path / "in.jsonl"
    texts = {
        "c7": "The senator said that the committee would vote on the bill and adjourn early.",
        "w3": "The bridge was completed in 1932 and carries two lanes of traffic.",
    }
    docs.write_text("".join(json.dumps({"id": k, "text": t}) + "\n" for k, t in texts.items()))
    wh = tmp_path / "reviews" / "sX" / "wh"
    res = subprocess.run(
        [*MINE, "run", "--source", "jsonl", "--input", str(docs), "--warehouse", str(wh)]
        + ["--phenomenon", "conjunction", "--workers", "1"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert res.returncode == 0, res.stderr
    corpus = corpus_of_groups(tmp_path / "reviews", ["sX", "missing"])
    assert sorted(corpus.values()) == ["c", "w"]
    assert all(g.startswith("blind:sX:") for g in corpus)


def test_the_shipped_prior_is_fit_with_the_cross_corpus_c():
    """model.json is the refit with PRIOR_C: its recorded C, and every stored precision at
    least 1/C (the penalty's share of the Hessian); a prior left at C = 0.1 has precisions of 10."""
    prior = KeepModel.from_json(MODEL.read_text(encoding="utf-8"))
    assert PRIOR_C == 0.01  # stop 42: 0.01, chosen on the held-out register (holdout.py)
    assert prior.trained_on["C"] == PRIOR_C
    assert min(prior.precision.values()) >= 1 / PRIOR_C - 1e-3
    # a stronger penalty shrinks the trigger-lemma identities: none reaches 2 in log-odds
    lemmas = [abs(v) for k, v in prior.weights.items() if k.startswith("lemma=")]
    assert lemmas and max(lemmas) < 2.0


def test_a_feature_the_prior_never_saw_is_learnt_at_the_learning_c_not_the_prior_c():
    """The prior's C (0.03) is how far its own rows may pull a weight; a warehouse's decisions
    on a feature the prior has no precision for are penalised at 1/LEARN_C as before, so ten
    rejected pairs of a new kind still sink it as far as they did with the 0.1 prior."""
    prior = KeepModel("prior-test", "prior", 0.0, {"known": 0.5}, precision={"known": 200.0})
    rows = [{"known": 1.0, "new_kind": 1.0}] * 10 + [{"known": 1.0}] * 10
    labels = [0] * 10 + [1] * 10
    model = ranking.learn(rows, labels, prior)
    _, stiff = fit(rows, labels, [10.0] * 20, PRIOR_C, anchor=prior)
    _, loose = fit(rows, labels, [10.0] * 20, LEARN_C, anchor=prior)
    assert LEARN_C == 0.1
    assert abs(model.weights["new_kind"] - loose["new_kind"]) < 1e-6
    assert model.weights["new_kind"] < stiff["new_kind"] - 0.5
    assert model.score({"known": 1.0, "new_kind": 1.0}) < 0.3 < 0.7 < model.score({"known": 1.0})
