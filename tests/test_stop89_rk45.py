"""Stop 89 (rk45): s1205u and s1205v (World English Bible chunks six and seven, web_pool lines
29,601-31,200 and 31,201-32,800, judged blind at int88 3b2f199c and main 9ee1822e) and the blind
A/B verdicts of ab88, ab88b join the keep prior's rows with their records, and the prior is refit
on them (pipeline/ranking/prior/README.md, "Stop 89: rk45")."""

from __future__ import annotations

from collections import Counter

from tests.ranking_support import PRIOR_DECISIONS, PRIOR_SLICES, assert_slice_rows

#: The judged rows of each slice (rows, kept, rows per phenomenon: conjunction, implicature,
#: presupposition, verb_complement); every judged pair item matched one warehouse pair (133 and
#: 131 verdicts are of trigger-only candidate items, without an ``e``).
S1205U = (278, 225, (89, 27, 89, 73))
S1205V = (276, 205, (90, 22, 89, 75))
#: The A/B rows: (rows, kept) per directory.
AB88 = {"ab-review:ab88:e": (39, 12), "ab-review:ab88b:e": (83, 39)}


def test_the_rows_hold_s1205u_the_ab88_rows_and_s1205v_last_with_records() -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.train_prior import read_rows_file

    rows = read_rows_file()
    assert_slice_rows(rows, "s1205u", S1205U)
    assert_slice_rows(rows, "s1205v", S1205V)
    # stop 90 (rk46): + s1205w
    # stop 90 (rk47): + s1206a, s1206b
    # stop 91 (rk48): + s1207a, s1207b
    # stop 92 (rk49): + s1208a
    # stop 93 (rk50): + s9301; stop 94 (rk51): + s9302; (rk52): + s9401, s9403
    # stop 95 (rk53): + s9402, s9404, s9501
    # stop 96 (rk54): + s9502, s9601
    # stop 97 (rk55): + s9602
    # stop 98 (rk56): + s9701, s9702
    # stop 99 (rk57): + s9801, s9802
    # stop 100 (rk59): + s10001
    # stop 101 (rk60): + s10002
    # stop 101 (rk61): + s10101, s10102
    # stop 103 (rk63): + s10201
    # stop 103 (rk64): + s10301
    # stop 104 (rk65): + s10302, s10401
    assert slice_order(rows)[-32:-28] == ["s1205s", "s1205t", "s1205u", "s1205v"]
    assert len(rows) == PRIOR_DECISIONS
    for s in ("s1205u", "s1205v"):
        assert loro.register_of({"origin": f"blind-review:{s}:e"}) == "bible"
    # file order: s1205t, s1205u, the ab88/ab88b rows, s1205v
    origins = [r["origin"] for r in rows]
    ab88 = [i for i, o in enumerate(origins) if o in AB88]
    last_u = max(i for i, o in enumerate(origins) if o == "blind-review:s1205u:e")
    assert last_u < min(ab88) and max(ab88) < origins.index("blind-review:s1205v:e")


def test_the_ab88_rows_join_with_their_own_origin_and_no_slice() -> None:
    """rk43's decision for A/B verdicts (prior README "Stop 88: rk43"), re-measured
    time-ordered for ab88* (``benchmarks/rk45_ab88_rows.py``): no slice, record and draw kept."""
    from pipeline.ranking import loro
    from pipeline.ranking.loso import slice_of
    from pipeline.ranking.train_prior import read_rows_file

    ab = [r for r in read_rows_file() if r["origin"] in AB88]
    assert Counter(r["origin"] for r in ab) == {k: n for k, (n, _) in AB88.items()}
    for origin, (_, kept) in AB88.items():
        assert sum(r["label"] for r in ab if r["origin"] == origin) == kept
    assert all(r.get("record") and r["draw"] in ("old", "new") for r in ab)
    assert not any(slice_of(r) for r in ab)
    assert {loro.text_register_of(r) for r in ab} == {"bible"}
    # one ab88 pair ("I do not wish that Job were tried ...") was drawn as old and as new and
    # judged not kept both times: both verdicts stay
    twice = Counter(r["record"]["pair_id"] for r in ab)
    assert sorted(twice.values()).count(2) == 1 and max(twice.values()) == 2


def test_the_prior_is_refit_with_s1205u_s1205v_and_its_cv_holds() -> None:
    import json

    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # stop 90 (rk46): the refit with ab89, s1205w, ab89b pins the model id (test_stop90_rk46.py)
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    assert data["trained_on"]["rows"]["blind-review:s1205u:e"] == S1205U[0]
    assert data["trained_on"]["rows"]["blind-review:s1205v:e"] == S1205V[0]
    for origin, (n, _) in AB88.items():
        assert data["trained_on"]["rows"][origin] == n
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES
    # rk44's prior: 0.80462; the refit with s1205u, ab88*, s1205v: 0.80470
    assert data["cv_auc"] >= 0.8047 - 0.003


def test_the_measured_trailing_clause_reads_a_reason_or_purpose_clause_after_punctuation() -> None:
    """rk45's measured-and-left-out feature (benchmarks/rk45_trailing_clause.py; prior README,
    "Stop 89: rk45"): a clause of reason or purpose after clause punctuation in the hypothesis;
    a prepositional 'for' phrase and a complement 'that' without punctuation are not."""
    import importlib.util
    import sys
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "benchmarks" / "rk45_trailing_clause.py"
    spec = importlib.util.spec_from_file_location("rk45_trailing_clause", path)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)

    assert mod.trailing_adjunct_clause("The gate was shut, for the guards feared the crowd.")
    assert mod.trailing_adjunct_clause("She stayed home, because the road was flooded.")
    assert mod.trailing_adjunct_clause("He sent the letter early, so that they might read it.")
    assert not mod.trailing_adjunct_clause("The gate was shut for the night.")
    assert not mod.trailing_adjunct_clause("Some birds, for example the crows, stayed behind.")
    assert not mod.trailing_adjunct_clause("The guards knew that the gate was shut.")
    row = {"phenomenon": "verb_complement", "features": {"bias.all": 1.0}, "record": {}}
    row["record"]["hypothesis"] = "The gate was shut, for the guards feared the crowd."
    assert set(mod.with_feature(row)["features"]) == {
        "bias.all",
        mod.NAME,
        f"verb_complement*{mod.NAME}",
    }
    # the measured rows are not the shipped ones: no stored row carries the feature
    from pipeline.ranking.train_prior import read_rows_file

    assert not any(k.endswith(mod.NAME) for r in read_rows_file() for k in r["features"])
