"""The prior on a register nobody tuned on (stop 42): ``ranking.holdout`` holds out every slice
of the State of the Union register together (fit on NOPE and all other slices, score each held
slice and pooled, per phenomenon); ``loso --exclude-origins`` gives the leave-one-slice-out
figure of the development rows alone; the shipped prior is the fit with the C that held-out
figure chose (0.01)."""

from __future__ import annotations

import gzip
import json

import pytest

from pipeline.ranking import holdout as ho
from pipeline.ranking import loso
from pipeline.ranking.model import KeepModel
from pipeline.ranking.train_prior import MODEL, PRIOR_C, read_rows_file, write_rows


def _row(slice_: str, i: int, feats: dict[str, float], phen: str = "conjunction") -> dict:
    origin = "nope:appropriate?" if slice_ == "nope" else f"blind-review:{slice_}:e"
    return {
        "features": feats,
        "label": i % 2,
        "weight": 10.0,
        "group": f"blind:{slice_}:{i}",
        "origin": origin,
        "phenomenon": phen,
    }


def _register_rows() -> list[dict]:
    """Two development slices with a shared good-pair feature; two slices of another register
    whose label only a register quirk (``quirk``, absent from development text) predicts."""
    rows = []
    for s in ("dev1", "dev2"):
        rows += [_row(s, i, {"good": float(i % 2)}) for i in range(40)]
    for s in ("reg1", "reg2"):
        for i in range(40):
            phen = "conjunction" if i < 20 else "implicature"
            rows.append(_row(s, i, {"quirk": float(i % 2), "bias": 1.0}, phen))
    rows += [_row("nope", i, {"good": float(i % 2)}) for i in range(10)]
    return rows


def test_holding_out_the_whole_register_never_trains_on_any_of_its_slices():
    """Held out together, neither register slice can teach the other its quirk: both rank at
    chance (0.5). Held out alone, ``reg1`` is ranked perfectly by what ``reg2`` taught: the
    figure a single-slice hold-out would report for a register the model has already seen."""
    rows = _register_rows()
    both = ho.holdout(rows, ["reg1", "reg2"], 0.1)
    assert set(both["slices"]) == {"reg1", "reg2"}
    assert both["slices"]["reg1"]["all"]["auc"] == 0.5
    assert both["slices"]["reg2"]["all"]["auc"] == 0.5
    assert both["pooled"]["all"]["n"] == 80 and both["pooled"]["all"]["kept"] == 40
    assert set(both["pooled"]) == {"all", "conjunction", "implicature"}
    assert both["n_train"] == 90  # dev1, dev2 and NOPE's rows
    alone = ho.holdout(rows, ["reg1"], 0.1)
    assert alone["slices"]["reg1"]["all"]["auc"] == 1.0


def test_both_spellings_of_an_origin_and_nope_stays_in_training():
    rows = _register_rows()
    train, held = ho.split(rows, ["reg1", "blind-review:reg2:e"])
    assert {loso.slice_of(r) for r in held} == {"reg1", "reg2"}
    assert {loso.slice_of(r) for r in train} == {"dev1", "dev2", None}
    assert sum(r["origin"].startswith("nope:") for r in train) == 10
    assert ho.held_name("blind-review:s1130g:e") == "s1130g" == ho.held_name(" s1130g")


def test_a_held_out_slice_without_rows_is_an_error_not_a_silent_pass():
    with pytest.raises(ValueError, match="s1130z"):
        ho.holdout(_register_rows(), ["reg1", "s1130z"], 0.1)


def test_the_shipped_rows_hold_out_the_three_state_of_the_union_slices():
    """On the shipped rows: s1130e, s1130f and s1130g (State of the Union) are held, no row of
    theirs trains, NOPE's, the sixty-one development slices' and s1130h's rows do."""
    rows = read_rows_file()
    train, held = ho.split(rows, ["s1130e", "s1130f", "s1130g"])
    assert {loso.slice_of(r) for r in held} == {"s1130e", "s1130f", "s1130g"}
    assert len(held) == 312 + 329 + 309
    assert not {loso.slice_of(r) for r in train} & {"s1130e", "s1130f", "s1130g"}
    assert any(r["origin"] == "nope:appropriate?" for r in train)
    # with Moby-Dick s1130h, Wikipedia s1130i, s1130j, s1130l, s1130m, s1130o, s1130q, s1130s and s1130u (leads), news s1130k,
    # Brown s1130n, s1130p, s1130r and s1130t; stop 46: Wikipedia leads s1130u and s1130w,
    # Brown s1130v and s1130x; stop 47: Wikipedia leads s1130y and s1201a, Brown s1130z and s1201b;
    # stop 48: OANC s1201c, CoNLL-2010 Wikipedia s1201d; stop 49: OANC s1201e; stop 50: OANC and
    # Brown s1201f; stop 51: nlp-corpus s1201g and s1201h; stop 52: nlp-corpus s1201i; stop 53: nlp-corpus s1201j;
    # stop 54: nlp-corpus 3.3.0 (Friends) s1201k; stop 55: s1201l, s1201m; stop 56: s1201n and
    # the SpamAssassin mail slices s1202a, s1202b; stop 61: Cataclysm: DDA s1202k, s1202l; stop 62: s1202m, Dungeon Crawl s1202n;
    # stop 63: Naev s1202o, NetHack s1202p; stop 64: FreedroidRPG s1202q, Widelands s1202r; stop 65: Jargon File s1202s, FOLDOC s1202t; stop 66: fortunes s1202u, s1202v; stop 67: s1202w, s1202x; stop 68: s1202y;
    # stop 69: FOLDOC, Widelands and Jargon File s1202z, FOLDOC s1203a; stop 71: FOLDOC s1204a,
    # s1204b; stop 73: FOLDOC s1204f, s1204g, s1204h; stop 74: FOLDOC s1204i, s1204j;
    # stop 75: Python docs s1204k, s1204l, s1204m; stop 76: Python docs s1204o;
    # stop 77: GnuCash s1204p, s1204q; stop 78: Debian Developer's Reference s1204r, GnuCash s1204s;
    # stop 79: GIMP User Manual s1204t, s1204u, s1204v; stop 80: s1204w, s1204x, s1204y;
    # stop 81: GIMP s1204z, Python docs s1205a, s1205b; Crossfire s1205c, s1205d, s1205e (rk33)
    # stop 82: FreeOrion s1205f (rk34); stop 82 (rk35): Crossfire s1205g, UFO: AI s1205h
    # stop 82 (rk36): UFO: AI s1205i; stop 83 (rk37): Austen s1205j; stop 84 (rk38): Austen
    # s1205k, the World English Bible s1205l; stop 84 (rk39): Austen s1205m, s1205n; stop 85
    # (rk40): Austen s1205p; stop 86 (rk41): the World English Bible s1205q; (rk42): s1205r;
    # stop 88 (rk43): s1205s; (rk44): s1205t; stop 89 (rk45): s1205u, s1205v; stop 90 (rk46):
    # s1205w; (rk47): s1206a, s1206b; stop 91 (rk48): s1207a, s1207b; stop 92 (rk49): s1208a;
    # stop 93 (rk50): s9301; stop 94 (rk51): s9302; (rk52): s9401, s9403; stop 95 (rk53):
    # s9402, s9404, s9501; stop 96 (rk54): s9502, s9601; stop 97 (rk55): s9602; stop 98
    # (rk56): s9701, s9702; stop 99 (rk57): s9801, s9802; stop 100 (rk59): s10001; stop 101
    # (rk60): s10002; (rk61): s10101, s10102; stop 103 (rk63): s10201; (rk64): s10301; stop 104
    # (rk65): s10302, s10401 (the State of the Union pool, but not one of the three named here)
    assert len({s for r in train if (s := loso.slice_of(r))}) == 197


def test_the_command_reads_extra_rows_and_prints_a_table_per_c(tmp_path, capsys):
    rows = _register_rows()
    extra = [r for r in rows if loso.slice_of(r) == "reg2"]
    write_rows([r for r in rows if loso.slice_of(r) != "reg2"], tmp_path / "rows.jsonl.gz")
    with gzip.open(tmp_path / "extra.jsonl.gz", "wt", encoding="utf-8") as fh:
        for r in extra:
            fh.write(
                json.dumps(
                    r | {"feature_version": json.loads(MODEL.read_text())["feature_version"]}
                )
                + "\n"
            )
    ho.main(
        [
            "--rows",
            str(tmp_path / "rows.jsonl.gz"),
            "--extra-rows",
            str(tmp_path / "extra.jsonl.gz"),
        ]
        + ["--holdout-origins", "reg1,reg2", "--cs", "0.1,0.01"]
    )
    out = capsys.readouterr().out
    assert "| held-out (C = 0.1) |" in out and "| held-out (C = 0.01) |" in out
    assert "| reg2 | 0.500 (40) | 0.500 (20) | 0.500 (20) |" in out
    assert "| pooled | 0.500 (80) |" in out


def test_extra_rows_of_another_feature_version_are_refused(tmp_path):
    path = tmp_path / "old.jsonl"
    path.write_text(json.dumps(_row("reg1", 0, {"x": 1.0}) | {"feature_version": "0"}) + "\n")
    with pytest.raises(Exception, match="E143"):
        ho.read_extra_rows(path)


def test_loso_on_the_development_rows_only(tmp_path, capsys):
    write_rows(_register_rows(), tmp_path / "rows.jsonl.gz")
    loso.main(
        ["--rows", str(tmp_path / "rows.jsonl.gz"), "--cs", "0.1"]
        + ["--exclude-origins", "reg1,reg2"]
    )
    out = capsys.readouterr().out
    assert "| dev1 |" in out and "| dev2 |" in out
    assert "reg1" not in out and "reg2" not in out


def test_the_shipped_prior_is_fit_with_the_held_out_register_c():
    """C = 0.01 (held-out State of the Union pooled AUC 0.767 vs 0.760 at 0.03): model.json is
    that refit, every stored precision is at least 1/C, and the trigger-lemma identities shrink
    further (none reaches 1 in log-odds; the 0.03 prior had lemma weights up to 1.35)."""
    prior = KeepModel.from_json(MODEL.read_text(encoding="utf-8"))
    assert PRIOR_C == 0.01
    assert prior.trained_on["C"] == PRIOR_C
    assert min(prior.precision.values()) >= 1 / PRIOR_C - 1e-3
    lemmas = [abs(v) for k, v in prior.weights.items() if k.startswith("lemma=")]
    assert lemmas and max(lemmas) < 1.0
