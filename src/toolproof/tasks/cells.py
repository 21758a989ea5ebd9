"""A Markdown table's cells with their column's header: what a cell's bare value is of.

"| Customer | Seats |\n| --- | --- |\n| Acme | 8 |" states 8 seats, though "8" stands alone in its cell:
its unit is the column's header. The typed count (:mod:`.values`: ``{count: 8, of: seats}``) and a
change's direction (:mod:`.direction`: "| Before | After |") take a cell's header from here.

A table is a line with a ``|`` followed by a rule line (``| --- | :---: |``); its data rows are the lines
with a ``|`` after the rule, up to the first line without one. A row's cells are split at ``|`` (a
leading and a trailing bar are borders), and the i-th cell is under the i-th header.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

_RULE = re.compile(r"^\s*\|?\s*:?-{3,}")
#: Markup around a cell's value or a header ("**8**", "`8`", "**Seats:**").
_MARKUP = " \t*_`"
#: What may stand around the noun of a header of counts: "Number of seats", "# seats", "Seat count".
COUNT_BEFORE = r"(?:(?:number|no\.?|\#|count|total)\s+of\s+|\#\s*)?"
COUNT_AFTER = r"(?:\s+(?:count|total|number|qty|quantity))?"


@dataclass(frozen=True, slots=True)
class Cell:
    """One data cell: its text's offsets in the message (spaces around it included) and its column's
    header, stripped."""

    start: int
    end: int
    header: str

    @property
    def title(self) -> str:
        """The header without its markup and a trailing colon."""
        return self.header.strip(_MARKUP + ":")

    def value(self, text: str) -> tuple[int, int]:
        """Where the cell's value stands in ``text``, without the spaces and markup around it."""
        cell = text[self.start : self.end]
        return self.start + len(cell) - len(cell.lstrip(_MARKUP)), self.end - (
            len(cell) - len(cell.rstrip(_MARKUP))
        )


@lru_cache(maxsize=1024)
def under_headers(text: str) -> tuple[Cell, ...]:
    """Every data cell of every Markdown table in ``text``, in order, with its column's header (a cell
    past the header's last column has none and is left out)."""
    if "|" not in text:
        return ()
    out: list[Cell] = []
    lines = text.split("\n")
    at = 0
    header: list[str] | None = None
    for n, line in enumerate(lines):
        start, at = at, at + len(line) + 1
        if "|" not in line:
            header = None
            continue
        cells = line.strip().strip("|").split("|")
        if header is None:
            if n + 1 < len(lines) and _RULE.match(lines[n + 1]):
                header = [c.strip() for c in cells]
            continue
        if _RULE.match(line):
            continue
        pos = start + line.index(line.strip()) + (1 if line.strip().startswith("|") else 0)
        for i, cell in enumerate(cells):
            if i < len(header):
                out.append(Cell(pos, pos + len(cell), header[i]))
            pos += len(cell) + 1
    return tuple(out)
