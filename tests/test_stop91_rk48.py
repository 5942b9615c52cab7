"""Stop 91 (rk48): the next two Amazon food-review slices, s1207a (``finefoods_pool`` lines
9,201-10,800, judged blind at main efb7b223) and s1207b (lines 13,801-15,400, judged blind at int91
5a7fe52d), and the blind A/B verdicts of ab91 (lines 10,801-13,800) join the keep prior's rows
with their records, as rk47 added s1206a, ab90, s1206b, ab90b, and the prior is refit on them
(pipeline/ranking/prior/README.md, "Stop 91: rk48")."""

from __future__ import annotations

from collections import Counter

from tests.ranking_support import PRIOR_DECISIONS, PRIOR_SLICES, assert_slice_rows

#: The judged rows (rows, kept, rows per phenomenon: conjunction, implicature, presupposition,
#: verb_complement); every judged pair item matched one warehouse pair (154 and 160 verdicts are
#: of trigger-only candidate items, without an ``e``).
S1207A = (333, 225, (89, 69, 87, 88))
S1207B = (334, 232, (90, 69, 89, 86))
#: The A/B rows: (rows, kept); every judged item matched in its draw's warehouse.
AB91 = {"ab-review:ab91:e": (86, 37)}


def test_the_rows_hold_s1207a_ab91_s1207b_last_with_records() -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.train_prior import read_rows_file

    rows = read_rows_file()
    assert_slice_rows(rows, "s1207a", S1207A)
    assert_slice_rows(rows, "s1207b", S1207B)
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
    assert slice_order(rows)[-26:-23] == ["s1206b", "s1207a", "s1207b"]
    assert len(rows) == PRIOR_DECISIONS
    for s in ("s1207a", "s1207b"):
        assert loro.register_of({"origin": f"blind-review:{s}:e"}) == "finefoods"
    # file order (judging order): the ab90b rows, s1207a, ab91, s1207b
    origins = [r["origin"] for r in rows]

    def at(origin: str) -> list[int]:
        return [i for i, o in enumerate(origins) if o == origin]

    a, b, ab91 = at("blind-review:s1207a:e"), at("blind-review:s1207b:e"), at("ab-review:ab91:e")
    assert max(at("ab-review:ab90b:e")) < min(a)
    assert max(a) < min(ab91) and max(ab91) < min(b)
    # stop 92 (rk49): s1208a, ab92b, ab92 follow (test_stop92_rk49.py)
    assert max(b) < min(at("blind-review:s1208a:e"))


def test_the_ab91_rows_join_with_their_own_origin_no_slice_and_the_register() -> None:
    """rk43's decision for A/B verdicts (prior README "Stop 88: rk43"), re-measured
    time-ordered for ab91 (``benchmarks/rk45_ab88_rows.py --new ab91``)."""
    from pipeline.ranking import loro
    from pipeline.ranking.loso import slice_of
    from pipeline.ranking.train_prior import read_rows_file

    ab = [r for r in read_rows_file() if r["origin"] in AB91]
    assert Counter(r["origin"] for r in ab) == {k: n for k, (n, _) in AB91.items()}
    for origin, (_, kept) in AB91.items():
        assert sum(r["label"] for r in ab if r["origin"] == origin) == kept
    assert all(r.get("record") and r["draw"] in ("old", "new") for r in ab)
    assert Counter(r["draw"] for r in ab) == {"old": 75, "new": 11}
    assert not any(slice_of(r) for r in ab)
    assert {loro.text_register_of(r) for r in ab} == {"finefoods"}
    # no pair judged twice (unlike ab90b, no pair id comes in both draws)
    assert max(Counter(r["record"]["pair_id"] for r in ab).values()) == 1


def test_the_finefoods_register_names_four_slices_and_three_ab_directories() -> None:
    """All four slices and the three A/Bs are one register, so ``loro.leave_one_register_out``
    holds all of them out of the fit that scores the review slices."""
    from pipeline.ranking import loro
    from pipeline.ranking.train_prior import read_rows_file

    # stop 92 (rk49): ab92b's rows are finefoods too; stop 93 (rk50): and ab92d's; stop 94
    # (rk51): and most of ab93's and ab93b's; count rk47's and rk48's origins
    # (rk52): and s9401's; stop 95 (rk53): and s9402's
    later = {"ab-review:ab92b:e", "ab-review:ab92d:e", "ab-review:ab93:e", "ab-review:ab93b:e"}
    later |= {"blind-review:s9401:e", "blind-review:s9402:e"}
    regs = Counter(loro.text_register_of(r) for r in read_rows_file() if r["origin"] not in later)
    # rk47's 318 + 317 + 5 + 61 rows, and these
    assert regs["finefoods"] == 701 + S1207A[0] + S1207B[0] + sum(n for n, _ in AB91.values())
    assert {s for s, g in loro.REGISTERS.items() if g == "finefoods"} == {
        "s1206a",
        "s1206b",
        "s1207a",
        "s1207b",
        "s9401",  # stop 94 (rk52)
        "s9402",  # stop 95 (rk53)
    }
    assert {"ab90", "ab90b", "ab91"} <= {
        a for a, g in loro.AB_REGISTERS.items() if g == "finefoods"
    }


def test_the_prior_is_refit_with_s1207a_ab91_s1207b_and_its_cv_holds() -> None:
    import json

    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # stop 92 (rk49): the refit with s1208a, ab92b, ab92 pins the model id (test_stop92_rk49.py)
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    assert data["trained_on"]["rows"]["blind-review:s1207a:e"] == S1207A[0]
    assert data["trained_on"]["rows"]["blind-review:s1207b:e"] == S1207B[0]
    for origin, (n, _) in AB91.items():
        assert data["trained_on"]["rows"][origin] == n
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES
    # rk47's prior: 0.80470; the refit with s1207a, ab91, s1207b: 0.80502
    assert data["cv_auc"] >= 0.8050 - 0.003
