"""(dates37) What dates a Slack message in a report: it was *posted* (or sent) at its ``ts``
(:mod:`toolproof.service.row_dates`). "The resolution was posted on 2 November" of a message whose ``ts`` is
29 October is false whatever else the episode shows on the 2nd."""

from __future__ import annotations

from toolproof.service.row_dates import RowDate

ROW_DATES = (RowDate(words=(r"posted", r"sent"), stamps=("ts",), names=(), where=(("type", "message"),)),)
