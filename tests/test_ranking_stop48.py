"""Per-phenomenon copies of the shared sentence/edit features (``model.with_interactions``,
stop 48): real pairs from the pipeline on constructed sentences, and fits on constructed rows."""

from __future__ import annotations

from pipeline.ranking.model import (
    PER_PHENOMENON,
    KeepModel,
    fit,
    is_defect,
    precision,
    with_interactions,
)
from tests.phenomenon_support import featured_pairs


def test_real_pairs_get_a_copy_of_each_shared_feature_under_their_phenomenon():
    """A presupposition pair and a verb-complement pair of constructed sentences: each shared
    feature the pair has is copied under its own phenomenon, with the same value, and never
    under another phenomenon's name; the stored features themselves are not changed."""
    for text, phen in [
        ("After the storm ended, the villagers slowly rebuilt their houses.", "presupposition"),
        ("The old farmer managed to repair the broken fence before winter.", "verb_complement"),
    ]:
        got = featured_pairs([text], phen)
        assert got, phen
        for _, f in got:
            before = dict(f)
            x = with_interactions(f)
            assert f == before
            shared = [k for k in f if k in PER_PHENOMENON]
            assert "sent.log_len" in shared and "hyp.log_len" in shared
            for k in shared:
                assert x[f"{phen}*{k}"] == f[k]
            others = {"conjunction", "implicature", "presupposition", "verb_complement"} - {phen}
            assert not any(k.split("*")[0] in others for k in x)
            assert set(x) - set(f) == {f"{phen}*{k}" for k in shared}


def test_a_row_without_a_phenomenon_indicator_is_left_alone():
    f = {"sent.log_len": 0.7, "bias.all": 1.0}
    assert with_interactions(f) == f


def test_a_defect_copy_stays_a_defect():
    """``hyp.new_word_rarity`` is bounded at <= 0; its per-phenomenon copy keeps the suffix and
    the bound."""
    assert is_defect("hyp.new_word_rarity")
    assert is_defect("implicature*hyp.new_word_rarity")
    assert not is_defect("implicature*hyp.starts_pronoun")


def _rows(phen: str, pronoun_kept: bool, n: int = 40) -> tuple[list[dict], list[int]]:
    rows, labels = [], []
    for i in range(n):
        pron = i % 2 == 0
        rows.append({"bias.all": 1.0, f"phenomenon={phen}": 1.0, "hyp.starts_pronoun": float(pron)})
        labels.append(int(pron == pronoun_kept))
    return rows, labels


def test_the_fit_learns_opposite_offsets_and_the_score_uses_them():
    """Constructed rows where a hypothesis opening with a pronoun is kept for conjunction and
    rejected for implicature: the shared weight cannot say both, the per-phenomenon copies do,
    and ``KeepModel.score`` applies them (the pronoun pair ranks above the other for
    conjunction, below it for implicature)."""
    conj, yc = _rows("conjunction", True)
    impl, yi = _rows("implicature", False)
    rows, labels = conj + impl, yc + yi
    b, w = fit(rows, labels, [1.0] * len(rows), c=1.0)
    assert w["conjunction*hyp.starts_pronoun"] > 0 > w["implicature*hyp.starts_pronoun"]
    m = KeepModel("t", "prior", b, w)
    for phen, sign in [("conjunction", 1), ("implicature", -1)]:
        with_p = m.score({"bias.all": 1.0, f"phenomenon={phen}": 1.0, "hyp.starts_pronoun": 1.0})
        without = m.score({"bias.all": 1.0, f"phenomenon={phen}": 1.0})
        assert sign * (with_p - without) > 0
    sure = precision(rows, [1.0] * len(rows), b, w, 1.0)
    assert "implicature*hyp.starts_pronoun" in sure and sure["implicature*hyp.starts_pronoun"] > 1.0


def test_an_old_model_without_the_copies_scores_as_before():
    """A model whose weights have no ``<phenomenon>*`` keys (the prior before stop 48) scores a
    row exactly as the plain dot product: the copies only add where a weight exists."""
    m = KeepModel("old", "prior", 0.2, {"sent.log_len": -0.5, "phenomenon=conjunction": 0.3})
    f = {"phenomenon=conjunction": 1.0, "sent.log_len": 0.8}
    import math

    z = 0.2 + 0.3 - 0.5 * 0.8
    assert abs(m.score(f) - 1 / (1 + math.exp(-z))) < 1e-12
