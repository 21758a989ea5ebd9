"""(dates37) What dates a Slack message in a report (:mod:`toolproof.service.row_dates`): it was *posted* at
its ``ts``. "The resolution was posted on 2 November" of a message whose ``ts`` is 29 October is false
whatever else the episode shows on the 2nd. Only the passive is read (an active "I posted it on …" says the
agent's own post); "sent" is said of invoices and e-mails too, and is not read."""

from __future__ import annotations

from toolproof.service.row_dates import RowDate

ROW_DATES = (
    RowDate(
        words=(r"(?:was|were|is|are|been|be|got|get|gets)\s+posted",),
        stamps=("ts",),
        names=(),
        where=(("type", "message"),),
    ),
)
