"""Stop 76 (rk25): the leave-one-register-out measurement of the prior (pipeline/ranking/loro.py).

No pipeline output depends on it; these tests pin what the measurement reads: which slices form
a register, that the development slices are never held out, and that a variant leaves out only
its own feature family.
"""

from __future__ import annotations

from pipeline.ranking import loro


def _row(origin: str, **features: float) -> dict:
    return {"origin": origin, "features": features, "label": 1}


def test_registers_of_fresh_slices() -> None:
    assert loro.register_of(_row("blind-review:s1204l:e")) == "pydoc"
    assert loro.register_of(_row("blind-review:s1204b:e")) == "foldoc"
    assert loro.register_of(_row("blind-review:s1202s:e")) == "foldoc"  # Jargon File
    assert loro.register_of(_row("blind-review:s1202v:e")) == "fortune"
    assert loro.register_of(_row("blind-review:s1130e:e")) == "sotu"
    assert loro.register_of(_row("blind-review:s1201d:e")) == "wiki"


def test_development_slices_and_nope() -> None:
    assert loro.register_of(_row("blind-review:s1129t:e")) == loro.DEV
    assert loro.register_of(_row("blind-review:mid-1124:e")) == loro.DEV
    assert loro.register_of(_row("nope:appropriate?")) is None


def test_every_stored_slice_has_a_register() -> None:
    from pipeline.ranking.train_prior import read_rows_file

    regs = {loro.register_of(r) for r in read_rows_file()}
    assert regs - {None, loro.DEV} == {
        "brown", "debian", "foldoc", "fortune", "games", "mail", "moby", "news",
        "gnucash", "nlpcorpus", "oanc", "pydoc", "sotu", "wiki",
        "gimp",  # stop 79 (rk29): s1204t, s1204u, s1204v
        "crossfire",  # stop 81 (rk33): s1205c, s1205d, s1205e
        "freeorion",  # stop 82 (rk34): s1205f
        "ufoai",  # stop 82 (rk35): s1205h (s1205g is crossfire); stop 82 (rk36): s1205i
        "austen",  # stop 83 (rk37): s1205j; stop 84 (rk38): s1205k; (rk39): m, n; 85 (rk40): p
        "bible",  # stop 84 (rk38): s1205l; 86 (rk41): s1205q; (rk42): r; 88 (rk43/44): s, t
        # stop 89 (rk45): s1205u, s1205v; stop 90 (rk46): s1205w
        "finefoods",  # stop 90 (rk47): s1206a, s1206b (Amazon food reviews)
        "tweets",  # stop 92 (rk49): s1208a (CrowdFlower tweets, features only)
        "vader",  # stop 94 (rk52): s9403 (NYT editorials, critics' snippets; features only)
        # stop 95 (rk53): s9404 is vader, s9402 finefoods, and s9501 (Wesnoth) games: no new one
        # stop 96 (rk54): s9502 and s9601 (Wesnoth) are games: no new one
        # stop 97 (rk55): s9602 (Wesnoth) is games: no new one
        "gutenberg",  # stop 98 (rk56): s9701, s9702 (the norvig pool's Project Gutenberg books)
        # stop 99 (rk57): s9801 and s9802 (the norvig pool) are gutenberg: no new one
        # stop 100 (rk59): s10001 (the norvig pool) is gutenberg: no new one
        # stop 101 (rk60): s10002 (the norvig pool) is gutenberg: no new one
        # stop 101 (rk61): s10101 and s10102 (the norvig pool) are gutenberg: no new one
        # stop 103 (rk63): s10201 (the norvig pool) is gutenberg: no new one
        # stop 103 (rk64): s10301 (the wikivital pool) is wiki: no new one
        # stop 104 (rk65): s10302 (the wikivital pool) is wiki, s10401 (the State of the Union
        # pool) sotu: no new one
    }  # fmt: skip


def test_variant_drops_only_its_family() -> None:
    feats = {
        "lemma=presupposition:stop": 1.0,
        "lemma=conjunction:and": 1.0,
        "premise_kind=negated": 1.0,
        "sent.first_person*premise_kind=negated": 1.0,
    }
    assert set(loro.VARIANTS["nolemma_pv"](feats)) == set(feats) - {"lemma=presupposition:stop"}
    assert set(loro.VARIANTS["nopkcross"](feats)) == set(feats) - {
        "sent.first_person*premise_kind=negated"
    }
    assert set(loro.VARIANTS["nopk"](feats)) == {
        "lemma=presupposition:stop",
        "lemma=conjunction:and",
    }
    assert loro.VARIANTS["base"] is None
