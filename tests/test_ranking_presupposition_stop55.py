"""Stop 55 (rk8): presupposition keep_score on a new register (s1201m, Friends dialogue).

No model change was kept (docs/review.md, "Stop 55 (rk8)"). What these tests hold is the
measurement every tried change went through, and the fact the tried features rest on: the
dialogue class the judges rejected most ("I know, ..." as an epistemic formula, not a factive
with a complement: Thompson & Mulac 1991) is visible in the stored features of a mined pair,
so a feature derived from them is learnt from every older slice's rows too."""

from __future__ import annotations

import functools
from typing import Any

import pytest

from pipeline.ranking import holdout
from pipeline.ranking.features import FEATURE_VERSION
from pipeline.ranking.train_prior import write_rows
from tests.phenomenon_support import featured_pairs


def _slice(name: str, n: int = 20) -> list[dict[str, Any]]:
    return [
        {
            "features": {"bias.all": 1.0, "x": float(i % 2)},
            "label": i % 2,
            "origin": f"blind-review:{name}:e",
            "phenomenon": "presupposition",
            "feature_version": FEATURE_VERSION,
        }
        for i in range(n)
    ]


def test_an_extra_slice_is_scored_by_a_fit_on_every_shipped_row(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--extra-rows NEW --time-ordered ...,NEW``: the extra rows come after the shipped ones,
    so the new slice is scored by a fit on NOPE and every shipped slice (how s1201m was
    measured), and an earlier slice still by the slices before it only."""
    shipped, extra = tmp_path / "rows.jsonl.gz", tmp_path / "new.jsonl.gz"
    nope = [{**r, "origin": "nope:x"} for r in _slice("n", 10)]
    write_rows([*nope, *_slice("a"), *_slice("b")], shipped)
    write_rows(_slice("new"), extra)
    seen: list[set[str]] = []
    real = holdout._fit_score

    def spy(train: list, test: list, c: float) -> list[float]:
        seen.append({r["origin"] for r in train})
        return real(train, test, c)

    monkeypatch.setattr(holdout, "_fit_score", spy)
    holdout.main(
        ["--rows", str(shipped), "--extra-rows", str(extra), "--time-ordered", "b,new", "--cs", "1"]
    )
    assert seen == [
        {"nope:x", "blind-review:a:e"},
        {"nope:x", "blind-review:a:e", "blind-review:b:e"},
    ]
    table = capsys.readouterr().out
    assert "| new | 1.000 (20) |" in table


@functools.cache
def _presupposition_features(text: str) -> list[dict[str, float]]:
    return [f for _, f in featured_pairs([text], "presupposition")]


def test_first_person_know_without_that_is_visible_in_the_stored_features() -> None:
    """ "I know it's stupid!": first person, no complementizer, lemma "know" — the features the
    tried interactions (first person x know, zero complementizer) were derived from."""
    feats = _presupposition_features("All right, I know it's stupid!")
    know = [f for f in feats if f.get("lemma=presupposition:know")]
    assert know, feats
    assert all(f.get("sent.first_person") == 1.0 for f in know)
    assert all("cand.complementizer=that" not in f for f in know)


def test_know_with_that_carries_the_complementizer() -> None:
    """The contrast: an overt "that" is stored, so a zero-complementizer feature can tell the
    two apart (Thompson & Mulac 1991: "that" is dropped where the matrix is a formula)."""
    feats = _presupposition_features("She knows that the shop is closed on Sundays.")
    know = [f for f in feats if f.get("lemma=presupposition:know")]
    assert know, feats
    assert all(f.get("cand.complementizer=that") == 1.0 for f in know)
    assert not any(f.get("sent.first_person") for f in know)
