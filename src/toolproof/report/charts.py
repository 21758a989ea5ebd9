"""Charts as inline SVG: a line chart for pass^1…pass^k and heatmaps for rates by category.

Drawn here rather than with a plotting library so the report stays one file with no scripts to load,
renders the same in every browser, and every point carries a ``<title>`` a reader can hover. Each chart
has a ``data-chart`` attribute and each mark a ``data-*`` of what it shows, so tests (and scrapers) can
find them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import pairwise

from toolproof.report.page import esc

#: Okabe–Ito: distinguishable with every common form of colour blindness.
PALETTE = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442"]


def colour(i: int) -> str:
    return PALETTE[i % len(PALETTE)]


def legend(names: Sequence[str]) -> str:
    items = "".join(
        f"<span><i style='background:{colour(i)}'></i>{esc(n)}</span>" for i, n in enumerate(names)
    )
    return f"<div class='legend'>{items}</div>"


def line_chart(
    series: Mapping[str, Sequence[tuple[int, float | None]]],
    *,
    chart: str,
    x_label: str,
    y_label: str,
    width: int = 520,
    height: int = 260,
) -> str:
    """Lines of percentages (0..1) over integer x values, one per series, with a legend."""
    xs = sorted({x for points in series.values() for x, v in points if v is not None})
    left, right, top, bottom = 48, 16, 12, 40
    inner_w, inner_h = width - left - right, height - top - bottom
    lo, hi = (xs[0], xs[-1]) if xs else (1, 1)

    def px(x: int) -> float:
        return left + (inner_w / 2 if hi == lo else (x - lo) / (hi - lo) * inner_w)

    def py(v: float) -> float:
        return top + (1 - v) * inner_h

    parts = [
        f"<svg role='img' data-chart='{esc(chart)}' viewBox='0 0 {width} {height}' width='100%' "
        f"style='max-width:{width}px' xmlns='http://www.w3.org/2000/svg'>"
        f"<title>{esc(y_label)} by {esc(x_label)}</title>"
    ]
    for tick in (0, 0.25, 0.5, 0.75, 1.0):
        y = py(tick)
        parts.append(f"<line class='grid' x1='{left}' x2='{width - right}' y1='{y:.1f}' y2='{y:.1f}'/>")
        parts.append(f"<text x='{left - 6}' y='{y + 4:.1f}' text-anchor='end'>{int(tick * 100)}%</text>")
    parts.append(f"<line class='axis' x1='{left}' x2='{width - right}' y1='{py(0):.1f}' y2='{py(0):.1f}'/>")
    for x in xs:
        parts.append(f"<text x='{px(x):.1f}' y='{height - bottom + 16}' text-anchor='middle'>{x}</text>")
    parts.append(
        f"<text x='{left + inner_w / 2:.1f}' y='{height - 6}' text-anchor='middle'>{esc(x_label)}</text>"
    )
    count = len(series)
    for i, (name, points) in enumerate(series.items()):
        shown = [(x, v) for x, v in points if v is not None]
        c = colour(i)
        dodge = (i - (count - 1) / 2) * 5  # series with equal values stay visible side by side
        if len(shown) > 1:
            coords = " ".join(f"{px(x) + dodge:.1f},{py(v):.1f}" for x, v in shown)
            parts.append(
                f"<polyline data-series='{esc(name)}' points='{coords}' fill='none' stroke='{c}' "
                "stroke-width='2.2'/>"
            )
        for x, v in shown:
            parts.append(
                f"<circle data-series='{esc(name)}' data-x='{x}' data-value='{v:.4f}' "
                f"cx='{px(x) + dodge:.1f}' "
                f"cy='{py(v):.1f}' r='4' fill='{c}'>"
                f"<title>{esc(name)}: {esc(y_label)} at {esc(x_label)}={x}: "
                f"{100 * v:.1f}%</title></circle>"
            )
    parts.append("</svg>")
    return "".join(parts) + legend(list(series))


def _heat(value: float) -> str:
    """Red (0) → yellow (0.5) → green (1)."""
    stops = [(0.0, (215, 48, 39)), (0.5, (254, 224, 139)), (1.0, (26, 152, 80))]
    value = min(1.0, max(0.0, value))
    for (a, ca), (b, cb) in pairwise(stops):
        if value <= b:
            t = (value - a) / (b - a)
            rgb = tuple(round(ca[i] + t * (cb[i] - ca[i])) for i in range(3))
            return "#{:02x}{:02x}{:02x}".format(*rgb)
    return "#1a9850"


def heatmap(
    rows: Sequence[str],
    cols: Sequence[str],
    cell: Callable[[str, str], tuple[float | None, int]],
    *,
    chart: str,
    title: str,
    cell_w: int = 84,
    cell_h: int = 36,
) -> str:
    """A rows × cols grid of rates (0..1) with the count under each; empty cells are grey dashes."""
    label_w = min(220, 12 + 7 * max((len(r) for r in rows), default=4))
    head_h = min(120, 20 + 6 * max((len(c) for c in cols), default=4))
    width, height = label_w + cell_w * len(cols) + 8, head_h + cell_h * len(rows) + 4
    parts = [
        f"<svg role='img' data-chart='{esc(chart)}' viewBox='0 0 {width} {height}' width='100%' "
        f"style='max-width:{width}px' xmlns='http://www.w3.org/2000/svg'><title>{esc(title)}</title>"
    ]
    for j, col in enumerate(cols):
        x = label_w + cell_w * j + cell_w / 2
        parts.append(
            f"<text transform='translate({x:.1f},{head_h - 6}) rotate(-30)' text-anchor='start'>"
            f"{esc(col)}</text>"
        )
    for i, row in enumerate(rows):
        y = head_h + cell_h * i
        parts.append(
            f"<text x='{label_w - 8}' y='{y + cell_h / 2 + 4:.1f}' text-anchor='end'>{esc(row)}</text>"
        )
        for j, col in enumerate(cols):
            x = label_w + cell_w * j
            value, n = cell(row, col)
            if value is None:
                parts.append(
                    f"<rect x='{x + 1}' y='{y + 1}' width='{cell_w - 2}' height='{cell_h - 2}' "
                    "fill='#f2f4f7' rx='3'/>"
                    f"<text x='{x + cell_w / 2:.1f}' y='{y + cell_h / 2 + 4:.1f}' text-anchor='middle' "
                    "fill='#98a2b3'>—</text>"
                )
                continue
            ink = "#ffffff" if value < 0.18 or value > 0.88 else "#1d2330"
            parts.append(
                f"<g data-row='{esc(row)}' data-col='{esc(col)}' data-value='{value:.4f}' data-n='{n}'>"
                f"<rect x='{x + 1}' y='{y + 1}' width='{cell_w - 2}' height='{cell_h - 2}' rx='3' "
                f"fill='{_heat(value)}'>"
                f"<title>{esc(row)} · {esc(col)}: {100 * value:.1f}% of {n}</title></rect>"
                f"<text x='{x + cell_w / 2:.1f}' y='{y + cell_h / 2 + 1:.1f}' text-anchor='middle' "
                f"style='fill:{ink};font-weight:600'>{100 * value:.0f}%</text>"
                f"<text x='{x + cell_w / 2:.1f}' y='{y + cell_h / 2 + 13:.1f}' text-anchor='middle' "
                f"style='fill:{ink};font-size:9.5px'>n={n}</text></g>"
            )
    parts.append("</svg>")
    return "".join(parts)
