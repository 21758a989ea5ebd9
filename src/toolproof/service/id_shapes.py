"""(ids18) What a vendor's object ids look like, so a report that names one can be held to it.

A final message that gives an id ("refund re_5MDs… issued") is a claim a reader acts on: they paste the
id into the dashboard. The episode either showed that id (a response, the instruction, a call's
arguments) or the agent invented it or copied another row's. Each dialect declares the shapes of its
ids (``Dialect.id_shapes``); the shown-ids check (:mod:`toolproof.tasks.shown_ids`) reads them, and
nothing in tasks/ knows a vendor's prefixes.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class IdShape:
    """One kind of id of a vendor, as a regular expression of the whole id (no anchors, no
    boundaries: the check adds them, so an id inside a URL's path is read too).

    ``noun``: what the id names, for the verdict's message ("Stripe refund"). ``pattern``: the id.
    ``keyed``: the pattern has a group ``key`` (a Linear team key, ``ENG`` of ``ENG-155``), and an id of
    it is read as an id only when the episode showed some id of that shape with that key: a key the
    episode never showed is some other code's ("UTF-8", "ISO-8601"), not a row's."""

    noun: str
    pattern: str
    keyed: bool = False
