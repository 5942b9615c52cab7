"""Bar charts for the review notebook where every value stays visible, zero and undefined too.

A plain ``ax.bar`` draws nothing for 0.0 (a worker with no correct filler, κ = 0) and the notebook
used to drop undefined κ, so "zero" and "n/a" looked alike (issue #17). ``value_bars`` writes each
value above its bar, marks a zero with a short thick line on the axis, and draws an undefined
value as an empty hatched bar labelled ``n/a``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

NA = "n/a"


def value_label(value: float | None, fmt: str = "{:.2f}") -> str:
    """The text written above a bar: the value, or ``n/a`` when undefined."""
    return NA if value is None else fmt.format(value)


def value_bars(
    ax: Any,
    positions: Sequence[float],
    values: Sequence[float | None],
    *,
    width: float = 0.8,
    color: str | Sequence[str] = "tab:blue",
    label: str | None = None,
    fmt: str = "{:.2f}",
    na_height: float = 0.1,
) -> list[Any]:
    """Bars at ``positions`` with their values written on them; returns the bar artists.

    Zero-height bars get a marker on the axis in their colour; ``None`` gets an empty hatched bar
    of ``na_height`` so an undefined statistic is not mistaken for a zero one.
    """
    colors = [color] * len(values) if isinstance(color, str) else list(color)
    drawn = [0.0 if v is None else v for v in values]
    bars = ax.bar(positions, drawn, width=width, color=colors, label=label)
    for x, v, c in zip(positions, values, colors, strict=True):
        if v is None:
            ax.bar(x, na_height, width=width, fill=False, hatch="//", edgecolor="grey")
        elif v == 0:
            ax.plot([x - width / 2, x + width / 2], [0, 0], color=c, linewidth=4, clip_on=False)
        top = na_height if v is None else max(v, 0)
        ax.text(x, top + 0.02, value_label(v, fmt), ha="center", va="bottom", fontsize=8)
    return list(bars)
