"""(dates37) What dates a Slack message in a report (:mod:`toolproof.service.row_dates`): it was *posted* at
its ``ts``. "The resolution was posted on 2 November" of a message whose ``ts`` is 29 October is false
whatever else the episode shows on the 2nd. Only the passive is read (an active "I posted it on …" says the
agent's own post); "sent" is said of invoices and e-mails too, and is not read.

(dates38) A post is also *shared*: "the runbook Noah Müller shared on 31 October", "the runbook was shared
on 31 October" of a post of 31 October 14:59 UTC failed the date check as a day off the 30th (the episode
shows it) though the post the sentence talks of is of the 31st. "Shared" is said of files, folders and
calendars too, so it only grounds a day a post the sentence talks of (by a word of its text) was made on,
and fails none; "posted" (the passive, and "the runbook Noah posted on …") grounds the same way.

(dates38) A channel was *created* (made, set up, opened, started) at its ``created``: "#ext-fjord-payments
was created in 2024" of a channel created in 2026 is false. Only where the sentence names the channel as
"#name" right before the word ("#general was made", "the #general channel was created"): "general" alone
is an English word ("In general, …")."""

from __future__ import annotations

from toolproof.service.row_dates import RowDate

ROW_DATES = (
    RowDate(
        words=(r"(?:was|were|is|are|been|be|got|get|gets)\s+posted",),
        stamps=("ts",),
        names=(),
        where=(("type", "message"),),
        texts=("text",),
    ),
    RowDate(
        words=(r"(?:(?:was|were|is|are|been|be|got|get|gets)\s+)?(?:shared|posted)",),
        stamps=("ts",),
        names=(),
        where=(("type", "message"),),
        texts=("text",),
        grounds_only=True,
    ),
    RowDate(
        words=(
            r"(?:was|were|is|are|been|be|got|get|gets)\s+(?:first\s+)?(?:created|made|set\s+up|opened|started)",
        ),
        stamps=("created",),
        names=("name",),
        where=(("is_channel", True),),
        named=True,
        name_prefix="#",
        kinds=(r"#[\w\-]+", r"\bchannels?\b"),
    ),
)
