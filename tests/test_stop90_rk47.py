"""Stop 90 (rk47): the first slices of a new register, Amazon food reviews (``finefoods_pool``:
Debian r-cran-modeldata's ``small_fine_foods``, MIT), s1206a (lines 1-1,600, judged blind at main
02b38654) and s1206b (lines 4,601-6,200, judged blind at int90 7089af54), and the blind A/B
verdicts of ab90 (lines 1,601-4,600) and ab90b (6,201-9,200) join the keep prior's rows with their
records, and the prior is refit on them (pipeline/ranking/prior/README.md, "Stop 90: rk47")."""

from __future__ import annotations

from collections import Counter

from tests.ranking_support import PRIOR_DECISIONS, PRIOR_SLICES, assert_slice_rows

#: The judged rows (rows, kept, rows per phenomenon: conjunction, implicature, presupposition,
#: verb_complement); every judged pair item matched one warehouse pair (150 and 144 verdicts are
#: of trigger-only candidate items, without an ``e``).
S1206A = (318, 233, (90, 61, 86, 81))
S1206B = (317, 212, (89, 53, 89, 86))
#: The A/B rows: (rows, kept) per directory; every judged item matched in its draw's warehouse.
AB90 = {"ab-review:ab90:e": (5, 2), "ab-review:ab90b:e": (61, 23)}


def test_the_rows_hold_s1206a_ab90_s1206b_ab90b_last_with_records() -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.train_prior import read_rows_file

    rows = read_rows_file()
    assert_slice_rows(rows, "s1206a", S1206A)
    assert_slice_rows(rows, "s1206b", S1206B)
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
    assert slice_order(rows)[-28:-25] == ["s1205w", "s1206a", "s1206b"]
    assert len(rows) == PRIOR_DECISIONS
    for s in ("s1206a", "s1206b"):
        assert loro.register_of({"origin": f"blind-review:{s}:e"}) == "finefoods"
    # file order (judging order): s1205w, the ab89b rows, s1206a, ab90, s1206b, ab90b
    origins = [r["origin"] for r in rows]

    def at(origin: str) -> list[int]:
        return [i for i, o in enumerate(origins) if o == origin]

    a, b = at("blind-review:s1206a:e"), at("blind-review:s1206b:e")
    ab90, ab90b = at("ab-review:ab90:e"), at("ab-review:ab90b:e")
    assert max(at("ab-review:ab89b:e")) < min(a)
    assert max(a) < min(ab90) and max(ab90) < min(b) and max(b) < min(ab90b)
    # stop 91 (rk48): s1207a, ab91, s1207b follow (test_stop91_rk48.py)
    assert max(ab90b) < min(at("blind-review:s1207a:e"))


def test_the_ab90_rows_join_with_their_own_origin_no_slice_and_the_new_register() -> None:
    """rk43's decision for A/B verdicts (prior README "Stop 88: rk43"), re-measured
    time-ordered for ab90* (``benchmarks/rk45_ab88_rows.py --new ab90,ab90b``)."""
    from pipeline.ranking import loro
    from pipeline.ranking.loso import slice_of
    from pipeline.ranking.train_prior import read_rows_file

    ab = [r for r in read_rows_file() if r["origin"] in AB90]
    assert Counter(r["origin"] for r in ab) == {k: n for k, (n, _) in AB90.items()}
    for origin, (_, kept) in AB90.items():
        assert sum(r["label"] for r in ab if r["origin"] == origin) == kept
    assert all(r.get("record") and r["draw"] in ("old", "new") for r in ab)
    assert not any(slice_of(r) for r in ab)
    assert {loro.text_register_of(r) for r in ab} == {"finefoods"}
    # no pair judged twice: 15 ab90b pair ids (premise and hypothesis) come in both draws, each
    # time with the other label (the relabelled pairs the A/B is about: 6 conjunction removals
    # from a "because" sentence, 9 verb-complement signatures), two pairs judged apart
    pairs = Counter((r["record"]["pair_id"], r["record"]["heuristic_label"]) for r in ab)
    assert max(pairs.values()) == 1
    twice = Counter(r["record"]["pair_id"] for r in ab)
    both = [r for r in ab if twice[r["record"]["pair_id"]] == 2]
    assert len(both) == 30 and {r["draw"] for r in both} == {"old", "new"}


def test_the_finefoods_register_names_both_slices_and_both_ab_directories() -> None:
    """Both slices and both A/Bs are one register, so ``loro.leave_one_register_out`` holds all
    of them out of the fit that scores the two slices."""
    from pipeline.ranking import loro
    from pipeline.ranking.train_prior import read_rows_file

    # stop 91 (rk48): s1207a, ab91, s1207b are finefoods too; count rk47's origins
    mine = {"blind-review:s1206a:e", "blind-review:s1206b:e", *AB90}
    regs = Counter(loro.text_register_of(r) for r in read_rows_file() if r["origin"] in mine)
    assert regs["finefoods"] == S1206A[0] + S1206B[0] + sum(n for n, _ in AB90.values())
    # stop 91 (rk48): + s1207a, s1207b, ab91 (test_stop91_rk48.py)
    assert {"s1206a", "s1206b"} <= {s for s, g in loro.REGISTERS.items() if g == "finefoods"}
    assert {"ab90", "ab90b"} <= {a for a, g in loro.AB_REGISTERS.items() if g == "finefoods"}


def test_the_prior_is_refit_with_s1206a_ab90_s1206b_ab90b_and_its_cv_holds() -> None:
    import json

    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # stop 91 (rk48): the refit with s1207a, ab91, s1207b pins the model id (test_stop91_rk48.py)
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    assert data["trained_on"]["rows"]["blind-review:s1206a:e"] == S1206A[0]
    assert data["trained_on"]["rows"]["blind-review:s1206b:e"] == S1206B[0]
    for origin, (n, _) in AB90.items():
        assert data["trained_on"]["rows"][origin] == n
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES
    # rk46's prior: 0.80516; the refit with s1206a, ab90, s1206b, ab90b: 0.80470
    assert data["cv_auc"] >= 0.8047 - 0.003
