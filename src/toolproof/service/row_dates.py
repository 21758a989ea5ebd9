"""(dates37) Which of an object's instants a report's verb names: a Slack message is *posted* at its ``ts``,
a calendar event *booked* at its ``created``, a Stripe customer *opened* at its ``created``, a subscription's
*next invoice* at its ``current_period_end``.

"The resolution was posted on 2 November" (posted 29 October), "The call was booked on 20 October" (created
1 November), "The example.com account was opened in January 2026" (created February), "His next invoice is
due on 2 January" (the period ends 2 December) passed: the date check holds a date false only beside a
grounded neighbour, and today, or nothing, grounded these. Which stamp a verb names is vendor knowledge, so
each dialect declares its objects (``Dialect.row_dates``); the reading (:mod:`toolproof.tasks.row_dates`)
knows no vendor's verbs or keys.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RowDate:
    """An object dated by a verb. ``words``: regular expressions of what a report says before the date
    ("posted", "next invoice"), matched whole-word, case-insensitively; ``stamps``: dotted paths of the
    instants that word names (Unix seconds, as number or text, an ISO date-time or an ISO date), every
    one present read (a booking is its creation or its day); ``names``: dotted paths of what people call
    the object (an event's ``summary``, a customer's ``name`` and ``email``), by which a sentence names
    it; ``where``: (field, value) pairs the object must hold (``("object", "customer")``)."""

    words: tuple[str, ...]
    stamps: tuple[str, ...]
    names: tuple[str, ...] = ()
    where: tuple[tuple[str, str | bool], ...] = ()
    #: Read only against the rows the sentence names: a word said of many kinds of things ("created",
    #: "due") dates this kind only when the sentence names one of its rows.
    named: bool = False
    #: (dates38) Dotted paths of the object's free text (a Slack message's ``text``): an object with no name
    #: is talked of by its words ("the runbook … shared on 31 October" of the post "New runbook for …"). Read
    #: only to *ground* a date (:func:`toolproof.tasks.row_dates.holds`), never to fail one.
    texts: tuple[str, ...] = ()
    #: (dates38) The word only grounds a date said of a row it names or talks of, and fails none: "shared"
    #: is said of files, folders and calendars too, so a day no post has is left to the other checks.
    grounds_only: bool = False
    #: (dates38) Regular expressions of the words a report calls this kind by ("invoice", "#general",
    #: "channel"): when given, the word reads a row only in a sentence that says one of them right before
    #: it (at most four words between: "The invoice was issued on …", "#general was made in 2024"), so
    #: "issued" or "made" said of a refund or a file reads no invoice or channel.
    kinds: tuple[str, ...] = ()
    #: (dates38) What a report writes before a name ("#" of a Slack channel: "#general"; "general" alone is
    #: an English word, "In general, …").
    name_prefix: str = ""
    #: (dates38) Keys the object must hold (a Linear issue has an ``identifier``; its responses name no type).
    keys: tuple[str, ...] = ()
