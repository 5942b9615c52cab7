"""Stop 88 (rk43): s1205s (a fourth World English Bible chunk, web_pool lines 18,401-20,000,
judged blind at int87 90b24e39) joins the keep prior's rows with its records, and the prior is
refit on them (pipeline/ranking/prior/README.md, "Stop 88: rk43")."""

from __future__ import annotations

from tests.ranking_support import PRIOR_DECISIONS, PRIOR_SLICES, assert_slice_rows

#: The judged rows of the slice (rows, kept, rows per phenomenon: conjunction, implicature,
#: presupposition, verb_complement); every pair matched one warehouse pair.
S1205S = (280, 196, (90, 21, 89, 80))


def test_the_rows_hold_s1205s_once_last_with_records() -> None:
    from pipeline.ranking import loro
    from pipeline.ranking.holdout import slice_order
    from pipeline.ranking.train_prior import read_rows_file

    rows = read_rows_file()
    assert_slice_rows(rows, "s1205s", S1205S)
    # (rk44/45): + t, u, v
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
    assert slice_order(rows)[-35:-31] == ["s1205p", "s1205q", "s1205r", "s1205s"]
    assert len(rows) == PRIOR_DECISIONS
    assert loro.register_of({"origin": "blind-review:s1205s:e"}) == "bible"


def test_the_prior_is_refit_with_s1205s_and_its_cv_holds() -> None:
    import json

    from pipeline.ranking.train_prior import MODEL

    data = json.loads(MODEL.read_text())
    # stop 88 (rk44): the refit with s1205t pins the model id (tests/test_stop88_rk44.py)
    assert data["n_decisions"] == PRIOR_DECISIONS and data["feature_version"] == "9"
    assert data["trained_on"]["rows"]["blind-review:s1205s:e"] == S1205S[0]
    slices = {k.split(":")[1] for k in data["trained_on"]["rows"] if k.startswith("blind-review:")}
    assert len(slices) == PRIOR_SLICES
    # rk42's 168-slice prior: 0.8051; the refit with s1205s: 0.8041, and the A/B rows: 0.8046
    assert data["cv_auc"] >= 0.8051 - 0.003


def test_the_ab_rows_join_with_their_own_origin_and_no_slice() -> None:
    """The 199 blind A/B verdicts of ab87 (97, 46 kept) and ab87b (102, 31 kept) join as rows of
    origin ``ab-review:abN:e`` (held-out AUC did not drop; prior README, "Stop 88: rk43"): they
    are no slice (the slice count stays), each keeps its record and the draw it was judged on."""
    from collections import Counter

    from pipeline.ranking.loso import slice_of
    from pipeline.ranking.train_prior import read_rows_file

    # stop 89 (rk45): the ab88/ab88b rows join too (tests/test_stop89_rk45.py)
    ab87 = ("ab-review:ab87:", "ab-review:ab87b:")
    ab = [r for r in read_rows_file() if r["origin"].startswith(ab87)]
    assert Counter(r["origin"] for r in ab) == {"ab-review:ab87:e": 97, "ab-review:ab87b:e": 102}
    assert sum(r["label"] for r in ab) == 46 + 31
    assert all(r.get("record") and r["draw"] in ("old", "new") for r in ab)
    assert not any(slice_of(r) for r in ab)
    # three ab87b pairs (Genesis 36 sentences the text repeats) were drawn once as old and once
    # as new, and judged kept once and not kept once: both verdicts stay (as rk28's s1204s pairs)
    twice = Counter(r["record"]["pair_id"] for r in ab)
    assert sorted(twice.values()).count(2) == 3 and max(twice.values()) == 2


def test_leaving_the_bible_register_out_leaves_its_ab_rows_out() -> None:
    """A/B rows are never scored by the register hold-out, and a fit that holds out the Bible
    slices does not train on the Bible A/B rows (constructed rows: the A/B row's label is the
    opposite of the Bible slice's, so training on it would flip the held-out ranking)."""
    from pipeline.ranking import loro

    def row(origin: str, x: float, label: int) -> dict:
        return {"features": {"bias.all": 1.0, "x": x}, "label": label, "origin": origin}

    rows = [row("blind-review:s1205s:e", float(i % 2), i % 2) for i in range(20)]
    rows += [row("blind-review:s1205g:e", float(i % 2), i % 2) for i in range(20)]  # crossfire
    rows += [row("ab-review:ab87:e", float(i % 2), 1 - i % 2) for i in range(200)]
    assert loro.text_register_of(rows[-1]) == "bible" and loro.register_of(rows[-1]) is None
    res = loro.leave_one_register_out(rows)
    assert res["bible|all"][0] == 20 and res["bible|all"][1] == 1.0  # trained on crossfire only
    assert res["pooled|all"][0] == 40
