"""The order in which the review page shows candidates (issue #20).

Three orders (``mine review --order``):

- ``score`` (default): highest ``keep_score`` first, the model's estimate that a reviewer keeps a
  pair (``pipeline.ranking``, column of the ``pairs`` view). A candidate's score is the best of its
  pairs' scores: a candidate is kept when any of its pairs is. Without a ``keep_score`` (no model
  yet, or a warehouse from before ranking) the candidate ``confidence`` stands in. **Controls**
  (pairs with the original sentence as hypothesis under an embedded premise, as ImpPres's: they
  test the embedding, not the trigger, and are kept more often) do not lift a candidate: its score
  is the best of its *diagnostic* pairs' scores, and candidates made of controls only are capped
  at ``CONTROL_SHARE`` of every prefix of the queue (``cap_controls``). The reviewer's first items
  are ranked by the diagnostic pairs, which are what the review is for;
- ``uncertain``: score closest to 0.5 first (active learning: the decisions that teach the model
  most, as Prodigy's ``prefer_uncertain``);
- ``random``: a seeded shuffle, stable per candidate and seed, for honest measurement (how often
  are pairs kept, independent of any model).

``score`` and ``uncertain`` are then *spread* (``spread``): a ranked list puts near-identical items
next to each other (one sentence yields several candidates; a corpus repeats a sentence; rewrites of
one pattern differ by a token), and a reviewer judging the same thing twice in a row judges the
second one less carefully. ``random`` is left as drawn: its point is that nothing chose it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

import duckdb

from .. import ids

T = TypeVar("T")
ORDERS = ("score", "uncertain", "random")
DEFAULT_ORDER = "score"
#: Near-duplicate candidates are kept at least this many positions apart (when possible).
DEFAULT_GAP = 4
#: How far ahead ``spread`` looks for an item that fits; bounds the cost on long queues.
LOOKAHEAD = 200
#: Hypotheses whose token multisets differ by at most this many tokens (either way) are near-dupes.
MAX_TOKEN_DIFF = 2
#: In the ``score`` order, controls take at most this share of the first N items, for every N
#: (``cap_controls``): 10 of the first 40. A control is cheap to judge and says little about the
#: extractor; a queue that is ranked by keep_score alone put 29 controls among the first 40
#: presupposition pairs of a blind slice (docs/review.md).
CONTROL_SHARE = 0.25
_TOKEN = re.compile(r"\w+|[^\w\s]", re.UNICODE)
_WORD = re.compile(r"\w+", re.UNICODE)


def tokens(text: str) -> Counter[str]:
    """Lower-cased word and punctuation tokens of ``text``, as a multiset."""
    return Counter(_TOKEN.findall(text.casefold()))


def _norm(text: str) -> str:
    """Words only, lower-cased: the same sentence with other punctuation or spacing is the same."""
    return " ".join(_WORD.findall(text.casefold()))


def near_texts(a: Counter[str], b: Counter[str], max_diff: int = MAX_TOKEN_DIFF) -> bool:
    """Two texts differing by a token or two: each has at most ``max_diff`` tokens the other lacks
    and those are at most a third of the longer text (so that "It rained." and "It snowed." count,
    but two different three-word sentences sharing one word do not)."""
    len_a, len_b = a.total(), b.total()
    if abs(len_a - len_b) > max_diff:  # cheap: the difference is at least the length difference
        return False
    if len(a.keys() ^ b.keys()) > 2 * max_diff:  # cheap: each distinct word is one extra token
        return False
    extra_a = sum((a - b).values())
    extra_b = sum((b - a).values())
    diff = max(extra_a, extra_b)
    longest = max(len_a, len_b, 1)
    return diff <= max_diff and diff * 3 <= longest


@dataclass
class QueueItem:
    """What ordering needs to know of one candidate."""

    candidate_id: str
    sentence_id: str = ""
    premise: str = ""
    hypotheses: Sequence[str] = ()
    confidence: float = 0.0
    keep_score: float | None = None
    #: every pair of the candidate is a control (see the module docstring)
    control: bool = False
    _premise_key: str = field(default="", init=False, repr=False)
    #: per hypothesis: (number of tokens, distinct tokens, token multiset), for quick rejections
    _hyps: list[tuple[int, frozenset[str], Counter[str]]] = field(
        default_factory=list, init=False, repr=False
    )

    def __post_init__(self) -> None:
        self._premise_key = _norm(self.premise)
        for h in self.hypotheses:
            toks = tokens(h)
            self._hyps.append((toks.total(), frozenset(toks), toks))

    @property
    def score(self) -> float:
        """``keep_score`` when the model scored this candidate, else its confidence."""
        return self.confidence if self.keep_score is None else self.keep_score


def near_duplicates(a: QueueItem, b: QueueItem) -> bool:
    """Same source sentence, same premise text (a sentence repeated in the corpus), or two
    hypotheses that differ by a token or two."""
    if a.sentence_id and a.sentence_id == b.sentence_id:
        return True
    if a.premise and a._premise_key == b._premise_key:
        return True
    for len_a, set_a, toks_a in a._hyps:
        for len_b, set_b, toks_b in b._hyps:
            # near_texts' own quick rejections, inlined: most pairs of items end here
            if abs(len_a - len_b) > MAX_TOKEN_DIFF or len(set_a ^ set_b) > 2 * MAX_TOKEN_DIFF:
                continue
            if near_texts(toks_a, toks_b):
                return True
    return False


def spread(
    ranked: Sequence[QueueItem],
    gap: int = DEFAULT_GAP,
    conflict: Callable[[QueueItem, QueueItem], bool] = near_duplicates,
    lookahead: int = LOOKAHEAD,
    after: Sequence[QueueItem] = (),
    control_share: float = 1.0,
) -> list[QueueItem]:
    """``ranked`` re-ordered so that no two items of one sentence are next to each other and no two
    near-duplicates are fewer than ``gap`` positions apart, moving each item as little as possible.
    ``control_share`` < 1 keeps the cap of ``cap_controls``: a move never puts more controls in a
    prefix than that share while non-controls are left.

    Stable greedy: each next position takes the highest-ranked remaining item that conflicts with
    none of the last ``gap - 1`` placed items (looking at most ``lookahead`` items ahead); when none
    fits, the highest-ranked one not of the sentence just placed. One exception keeps "never back
    to back" possible to the end: when one sentence holds more than half of what is left, its
    best item goes next (else its items would end up together at the tail). Only a queue that is
    mostly one sentence puts two of it back to back. Nothing is dropped.

    ``after``: items already in the queue before these (their last ones count as just placed).
    """
    if gap <= 1 or not ranked:
        return list(ranked)
    rest = list(ranked)
    left = Counter(it.sentence_id for it in rest if it.sentence_id)
    biggest = max(left.values(), default=0)  # groups only shrink: a bound on the largest
    before = list(after)[-(gap - 1) :]
    out: list[QueueItem] = list(before)
    placed = n_controls = 0
    others_left = sum(not it.control for it in rest)
    while rest:
        last = out[-1].sentence_id if out else None
        # a control may come next only while the prefix is under its share
        capped = others_left > 0 and n_controls + 1 > control_share * (placed + 1)
        pick = None
        if left and 2 * biggest > len(rest):
            sid, n = left.most_common(1)[0]
            biggest = n
            if 2 * n > len(rest) and sid != last:
                pick = next(
                    (i for i, c in enumerate(rest) if c.sentence_id == sid and _fits(c, capped)),
                    None,
                )
        if pick is None:
            recent = out[-(gap - 1) :]
            window = [c for c in rest[:lookahead] if _fits(c, capped)] or [
                next(c for c in rest if _fits(c, capped))
            ]
            i = next(
                (i for i, c in enumerate(window) if not any(conflict(c, r) for r in recent)), None
            )
            chosen = window[i if i is not None else _least_close(window, recent, conflict, last)]
            pick = next(j for j, c in enumerate(rest) if c is chosen)
        item = rest.pop(pick)
        placed += 1
        n_controls += bool(item.control)
        others_left -= not item.control
        if item.sentence_id:
            left[item.sentence_id] -= 1
            if not left[item.sentence_id]:
                del left[item.sentence_id]
        out.append(item)
    return out[len(before) :]


def _fits(item: QueueItem, capped: bool) -> bool:
    """May ``item`` come next? Not a control while the prefix holds its share (``capped``)."""
    return not (capped and item.control)


def _least_close(
    window: Sequence[QueueItem],
    recent: Sequence[QueueItem],
    conflict: Callable[[QueueItem, QueueItem], bool],
    last: str | None,
) -> int:
    """When every item near the top has a near-duplicate among the ``recent`` ones: the best-ranked
    item whose closest near-duplicate is farthest back, never one of the sentence just placed
    (unless nothing else is left)."""
    best, best_distance = 0, -1
    for i, cand in enumerate(window):
        if cand.sentence_id and cand.sentence_id == last:
            continue
        distance = next(
            (d for d, r in enumerate(reversed(recent), 1) if conflict(cand, r)), len(recent) + 1
        )
        if distance > best_distance:
            best, best_distance = i, distance
    return best


def cap_controls(
    ranked: Sequence[T],
    share: float = CONTROL_SHARE,
    is_control: Callable[[T], bool] = lambda it: bool(it.control),  # type: ignore[attr-defined]
) -> list[T]:
    """``ranked`` with controls moved down so that no prefix holds more than ``share`` of them
    (so with 25% the first control can come 4th): each position takes the next ranked item, unless
    it is a control and the cap is reached, then the next non-control. Order within controls and
    within non-controls is kept; when no non-control is left the controls follow in order.
    ``share`` >= 1 leaves the order as is. ``is_control``: review queue items carry ``control``;
    the export passes ``is_control_pair`` for its pair rows."""
    if share >= 1:
        return list(ranked)
    controls = [it for it in ranked if is_control(it)]
    others = [it for it in ranked if not is_control(it)]
    rank = {id(it): i for i, it in enumerate(ranked)}
    out: list[T] = []
    ci = oi = n_controls = 0
    while ci < len(controls) or oi < len(others):
        take_control = ci < len(controls) and (
            oi >= len(others) or rank[id(controls[ci])] < rank[id(others[oi])]
        )
        if take_control and oi < len(others) and n_controls + 1 > share * (len(out) + 1):
            take_control = False
        if take_control:
            out.append(controls[ci])
            ci += 1
            n_controls += 1
        else:
            out.append(others[oi])
            oi += 1
    return out


def random_key(seed: int, candidate_id: str) -> str:
    """A candidate's place in the ``random`` order: stable for a seed, whatever else is queued."""
    return ids.stable_id("review-order", seed, candidate_id)


def ordered(
    items: Sequence[QueueItem],
    order: str = DEFAULT_ORDER,
    *,
    seed: int = 0,
    gap: int = DEFAULT_GAP,
    after: Sequence[QueueItem] = (),
    control_share: float = CONTROL_SHARE,
) -> list[str]:
    """Candidate ids of ``items`` in ``order`` (see the module docstring); ``after``: the items
    queued before them, which spreading keeps the first of them apart from; ``control_share``:
    the cap on controls in the ``score`` order (1 = no cap)."""
    if order == "random":
        return [
            it.candidate_id
            for it in sorted(items, key=lambda it: random_key(seed, it.candidate_id))
        ]
    if order == "uncertain":
        ranked = sorted(
            items, key=lambda it: (abs(it.score - 0.5), -it.confidence, it.candidate_id)
        )
    elif order == "score":
        ranked = sorted(items, key=lambda it: (-it.score, -it.confidence, it.candidate_id))
        ranked = cap_controls(ranked, control_share)
    else:
        raise ValueError(f"unknown order {order!r}; choose one of {', '.join(ORDERS)}")
    share = control_share if order == "score" else 1.0
    return [it.candidate_id for it in spread(ranked, gap, after=after, control_share=share)]


# -- reading what ordering needs from the warehouse ----------------------------------------------


def has_keep_score(con: duckdb.DuckDBPyConnection) -> bool:
    """Whether the ``pairs`` view carries the ranking model's ``keep_score``."""
    cols = con.execute("SELECT * FROM pairs LIMIT 0").description
    return any(d[0] == "keep_score" for d in cols)


#: A control pair: the original sentence as hypothesis of an embedded (negated, modal, ...)
#: premise, as ImpPres's controls (Jeretic et al. 2020).
_CONTROL = "(hypothesis_kind = 'original' AND premise_kind <> 'original')"


def is_control_pair(row: dict) -> bool:
    """``_CONTROL`` on a pair row (a dict with ``premise_kind``/``hypothesis_kind``)."""
    pk, hk = row.get("premise_kind"), row.get("hypothesis_kind")
    return hk == "original" and pk is not None and pk != "original"


def has_pair_kinds(con: duckdb.DuckDBPyConnection) -> bool:
    """Whether the ``pairs`` view has ``premise_kind``/``hypothesis_kind`` (older ones did not)."""
    cols = {d[0] for d in con.execute("SELECT * FROM pairs LIMIT 0").description}
    return {"premise_kind", "hypothesis_kind"} <= cols


def queue_items(con: duckdb.DuckDBPyConnection, candidate_ids: Sequence[str]) -> list[QueueItem]:
    """``QueueItem`` of each of ``candidate_ids`` (in that order; unknown ids are left out)."""
    if not candidate_ids:
        return []
    control = _CONTROL if has_pair_kinds(con) else "false"
    # the best diagnostic pair's score; a candidate with controls only takes its best control's
    score = (
        f"coalesce(max(keep_score) FILTER (WHERE NOT {control}), max(keep_score))"
        if has_keep_score(con)
        else "CAST(NULL AS DOUBLE)"
    )
    rows = con.execute(
        f"""
        WITH wanted AS (SELECT unnest($ids::VARCHAR[]) AS candidate_id),
        ps AS (
            SELECT candidate_id, {score} AS keep_score, list(hypothesis ORDER BY pair_id) AS hyps,
                bool_and({control}) AS control
            FROM pairs WHERE candidate_id IN (SELECT candidate_id FROM wanted)
            GROUP BY candidate_id
        )
        SELECT c.candidate_id, any_value(c.sentence_id), any_value(s.text),
            max(c.confidence), any_value(ps.keep_score), any_value(ps.hyps),
            coalesce(any_value(ps.control), false)
        FROM candidates c
        JOIN sentences s ON s.sentence_id = c.sentence_id
        LEFT JOIN ps ON ps.candidate_id = c.candidate_id
        WHERE c.candidate_id IN (SELECT candidate_id FROM wanted)
        GROUP BY c.candidate_id
        """,
        {"ids": list(candidate_ids)},
    ).fetchall()
    # scored: the model scored some of these candidates' pairs (pairs written before ranking
    # existed have none), read off the rows rather than by another scan of ``pairs``
    scored = any(r[4] is not None for r in rows)
    by_id = {
        r[0]: QueueItem(
            candidate_id=r[0],
            sentence_id=r[1] or "",
            premise=r[2] or "",
            confidence=float(r[3] or 0.0),
            # a candidate the rewriters wrote no pair for has nothing a reviewer could keep: in a
            # scored warehouse it goes last, not by its extraction confidence ahead of the pairs
            keep_score=(0.0 if scored and r[5] is None else None) if r[4] is None else float(r[4]),
            hypotheses=tuple(r[5] or ()),
            control=bool(r[6]),
        )
        for r in rows
    }
    return [by_id[c] for c in candidate_ids if c in by_id]


def order_candidates(
    con: duckdb.DuckDBPyConnection,
    candidate_ids: Sequence[str],
    order: str = DEFAULT_ORDER,
    *,
    seed: int = 0,
    gap: int = DEFAULT_GAP,
    after: Sequence[str] = (),
) -> list[str]:
    """``candidate_ids`` re-ordered by ``order``, reading scores from the warehouse; ``after``:
    ids queued before them (kept apart from the first of them)."""
    if order not in ORDERS:
        raise ValueError(f"unknown order {order!r}; choose one of {', '.join(ORDERS)}")
    items = queue_items(con, candidate_ids)
    known = {it.candidate_id for it in items}
    context = queue_items(con, list(after)[-gap:]) if after and gap > 1 else []
    got = ordered(items, order, seed=seed, gap=gap, after=context)
    return got + [c for c in candidate_ids if c not in known]
