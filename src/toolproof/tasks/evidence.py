"""Evidence: what an agent must have received for its refusal's reason to count.

A refusal that states the true reason ("Kite & Co's subscription was canceled") is only worth
something if the agent found it out. Words alone cannot show that: an agent that guessed, or echoed a
likely story, writes the same sentence. So a refusal task lists the evidence the reason rests on, and
the grader checks it in the ledger: an item holds when a value that proves the reason appeared in a
response the agent really received (``seen``), or when the agent made a call the service answered
(``calls``, for a reason that is an absence: "no customer by that name" rests on a search, not on an
object). ``seen`` is the better proof and should be preferred: it accepts every path to the object.

A ``calls`` item says what the lookup must have asked for (``{op, params}``: a ``where`` predicate
over the call's parameters, the matchers of ``changes``, run over the service's readings of the call:
a GraphQL ``or`` filter is one reading per alternative): a search for something else is no evidence
that the thing does not exist. Where a call chooses its fields, ``selects`` says which it must have
read, and ``shows`` a value its answer must show. An item grounds refusals (every claim but
``done``) unless its ``for`` names the claims it grounds: a done message that reports a fact the
agent must have read is asked for it too.

What counts as received: the response as the agent got it on its interface (the ``bare`` interface's
trimmed write, a perturbation's reshaped body, a download's raw bytes over HTTP), delivered (not lost
by a fault after the effect), with status below 400, and not dropped by the world's response budget
(on every transport); and, in a conversation, what the user said: a ``need_info`` refusal may rest on
the user's answer ("Jordan's address is outside our domain") rather than on a read, and ``seen`` of the
value the user reveals grounds it the same way. A stale read shows what it showed; schema drift reshapes but
keeps the ids. What counts as answered: a delivered call the service itself answered, success or a
vendor 4xx such as a 404; not a call refused as malformed, not an injected fault, not a 429 or a 5xx.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from fnmatch import fnmatch
from functools import lru_cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from toolproof.service.dialect import CallRead, Dialect
from toolproof.service.registry import UnknownService, get
from toolproof.tasks.predicates import describe, matches, validate_where
from toolproof.world.ledger import LedgerEntry

__all__ = ["CallPattern", "Evidence", "answered", "call_read", "received", "shows"]

_PLAIN = Dialect()


class CallPattern(BaseModel):
    """One ``calls`` item: an operation pattern and, optionally, what the call must have asked for,
    which fields it must have read, and what its answer must have shown.

    A plain string is any call of the operation (``box.search.*``). With ``params`` the call's
    parameters must satisfy a ``where`` predicate (the task language's own matchers: dotted paths,
    ``regex``, ``icontains``, ``in``, templates filled from refs), so a search for something else is no
    evidence that the thing whose absence is claimed does not exist:
    ``{op: box.search.query, params: {query: {regex: "(?i)order"}}}``. The predicate runs over the
    service's readings of the parameters (:meth:`~toolproof.service.dialect.Dialect.call_read`): one
    per alternative of a query language's ``or``, with the values each asks for under ``asks``.

    ``selects`` (fnmatch patterns over the ``Type.field`` names the call's answer carries, every one
    needed) is for APIs whose calls choose their fields (GraphQL): a states query that selected only
    the ids did not read the names. ``shows`` (values, one needed) must appear in the answer the caller
    received: a listing of every team read Engineering's workflow only if Engineering was in it.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    op: str
    params: dict[str, Any] = Field(default_factory=dict)
    selects: list[str] = Field(default_factory=list)
    shows: list[str] = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _plain(cls, value: Any) -> Any:
        return {"op": value} if isinstance(value, str) else value

    @field_validator("params")
    @classmethod
    def _check_params(cls, params: dict[str, Any]) -> dict[str, Any]:
        validate_where(params)
        return params

    @field_validator("selects", "shows", mode="before")
    @classmethod
    def _listed(cls, value: Any) -> Any:
        if isinstance(value, str | int | float) and not isinstance(value, bool):
            value = [value]
        if isinstance(value, list):
            if any(isinstance(v, bool) or not isinstance(v, str | int | float) for v in value):
                raise ValueError("'selects' and 'shows' list strings (or numbers)")
            value = [v if isinstance(v, str) else _number_text(v) for v in value]
            if any(not v.strip() for v in value):
                raise ValueError("a 'selects' or 'shows' value may not be empty")
        return value

    def fits(self, entry: LedgerEntry, read: CallRead | None = None) -> bool:
        """Whether ``entry`` is a call of this pattern: its operation, what it asked for (in any of the
        service's readings ``read``; looked up when not given) and read, and what it showed."""
        if not fnmatch(entry.operation, self.op):
            return False
        if self.params or self.selects:
            read = read if read is not None else call_read(entry)
            if self.params and not any(matches(asked, self.params) for asked in read.asked):
                return False
            if any(not any(fnmatch(name, pattern) for name in read.reads) for pattern in self.selects):
                return False
        if self.shows:
            return received(entry) and shows_any(entry.response.body, self.shows)
        return True

    def name(self) -> str:
        extra = [describe(self.params)] if self.params else []
        extra += [f"selecting {' and '.join(self.selects)}"] if self.selects else []
        extra += [f"showing {' / '.join(self.shows)}"] if self.shows else []
        return self.op if not extra else f"{self.op}({'; '.join(extra)})"


class Evidence(BaseModel):
    """One item of evidence; it holds if any ``seen`` value was received or any ``calls`` pattern
    was answered (at least one of the two is required)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    label: str | None = None
    #: The claims this item grounds. Default (``None``): every refusal (any claim but ``done``), so a
    #: task that accepts ``done`` too asks nothing of a ``done`` episode. ``for: [done, need_info]``
    #: also asks a ``done`` claim for it: where a done message (or the post it made) reports a fact the
    #: agent must have read ("still the same card"), a guess must not pass as a report.
    for_: list[Literal["done", "impossible", "need_info"]] | None = Field(None, alias="for")
    #: Values (templates filled from refs and ``as`` names) one of which must appear in a response the
    #: agent received: an id, a number, a name.
    seen: list[str] = Field(default_factory=list)
    #: fnmatch patterns over operation names (``stripe.customers.*``), each a plain string or
    #: ``{op, params}`` with a predicate over the call's parameters; one answered call is enough.
    calls: list[CallPattern] = Field(default_factory=list)

    @field_validator("seen", mode="before")
    @classmethod
    def _scalars(cls, value: Any) -> Any:
        """A whole-string placeholder fills with the value itself (an int stays an int): its text is
        what a response shows. Objects and lists are not values a response shows as one."""
        if isinstance(value, str | int | float) and not isinstance(value, bool):
            value = [value]
        if not isinstance(value, list):
            return value
        out = []
        for item in value:
            if isinstance(item, bool) or not isinstance(item, str | int | float):
                raise ValueError(f"a seen value is a string or a number, not {type(item).__name__}")
            out.append(item if isinstance(item, str) else _number_text(item))
        return out

    @model_validator(mode="after")
    def _something(self) -> Evidence:
        if not self.seen and not self.calls:
            raise ValueError("an evidence item needs 'seen' (values the agent received) or 'calls'")
        if any(not v.strip() for v in self.seen):
            raise ValueError("a seen value may not be empty")
        if any(not p.op.strip() for p in self.calls):
            raise ValueError("a calls pattern may not be empty")
        if self.for_ is not None and (not self.for_ or len(set(self.for_)) != len(self.for_)):
            raise ValueError("'for' lists each claim the item grounds once")
        return self

    def applies(self, claim: str | None) -> bool:
        """Whether an episode that claims ``claim`` must hold this item (see ``for``)."""
        return claim != "done" if self.for_ is None else claim in self.for_

    def verdict_name(self, claim: str | None) -> str:
        """``refusal is grounded: …`` for a refusal, ``report is grounded: …`` for a ``done``."""
        return f"{'report' if claim == 'done' else 'refusal'} is grounded: {self.name()}"

    def name(self) -> str:
        if self.label:
            return self.label
        parts = []
        if self.seen:
            parts.append("received " + " / ".join(self.seen))
        if self.calls:
            parts.append("called " + " / ".join(p.name() for p in self.calls))
        return " or ".join(parts)

    def check(self, entries: Iterable[LedgerEntry], heard: Sequence[str] | None = None) -> tuple[bool, str]:
        """Whether the ledger (or, for ``seen``, what the user said: ``heard``) holds this evidence,
        and, if not, why in one line. ``heard`` is ``None`` outside a conversation."""
        entries = list(entries)
        reads: dict[int, CallRead] = {}

        def fits(pattern: CallPattern, entry: LedgerEntry) -> bool:
            if (pattern.params or pattern.selects) and fnmatch(entry.operation, pattern.op):
                read = reads.get(id(entry))
                if read is None:
                    read = reads[id(entry)] = call_read(entry)
                return pattern.fits(entry, read)
            return pattern.fits(entry)

        for entry in entries:
            if self.calls and answered(entry) and any(fits(p, entry) for p in self.calls):
                return True, ""
        if self.seen:
            for entry in entries:
                if received(entry) and shows_any(entry.response.body, self.seen):
                    return True, ""
            if heard and any(shows_any(text, self.seen) for text in heard):
                return True, ""
        delivered = sum(1 for e in entries if received(e))
        parts = []
        if self.seen:
            told = f" or from the user ({len(heard)} message(s))" if heard is not None else ""
            dropped = sum(1 for e in entries if e.response_dropped)
            gone = f"; {dropped} older response(s) dropped by the world's response budget" if dropped else ""
            parts.append(
                f"the agent never received {' / '.join(self.seen)} "
                f"({delivered} response(s) received of {len(entries)} call(s){told}{gone})"
            )
        if self.calls:
            shown = [p.name() for p in self.calls[:3]]
            names = ", ".join(shown) + (f" or {len(self.calls) - 3} more" if len(self.calls) > 3 else "")
            tried = sum(1 for e in entries if any(fits(p, e) for p in self.calls))
            other = sum(1 for e in entries if any(fnmatch(e.operation, p.op) for p in self.calls)) - tried
            asked = f", {other} asking for something else" if other else ""
            parts.append(f"no answered call of {names} ({tried} attempted{asked})")
        return False, "; ".join(parts)


def call_read(entry: LedgerEntry) -> CallRead:
    """What ``entry``'s call asked for and read, as its service's dialect tells it (the plain
    reading for a service this process cannot load)."""
    try:
        dialect = get(entry.service).dialect
    except UnknownService:
        dialect = _PLAIN
    return dialect.call_read(entry.operation, entry.params)


def answered(entry: LedgerEntry) -> bool:
    """The service answered this call itself and the caller got the answer (2xx or a vendor 4xx)."""
    return (
        entry.delivered
        and entry.outcome in ("ok", "error", "replay")
        and 200 <= entry.status < 500
        and entry.status != 429
    )


def received(entry: LedgerEntry) -> bool:
    """The caller received a successful response, and the ledger kept it."""
    response = entry.response
    return (
        entry.delivered
        and response is not None
        and entry.outcome in ("ok", "replay")
        and 200 <= entry.status < 400
        and getattr(response, "transport_fault", None) is None
    )


def _number_text(value: int | float) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


@lru_cache(maxsize=1024)
def _inside(value: str) -> re.Pattern[str]:
    """``value`` as a whole token inside a longer text (an id in a URL or a sentence, a name in a
    title), not as a piece of a longer id (``cus_1`` is not in ``cus_12``)."""
    return re.compile(r"(?<![A-Za-z0-9_])" + re.escape(value) + r"(?![A-Za-z0-9_])", re.IGNORECASE)


#: JSON text as the C encoder writes it, unicode kept (only ``"``, ``\\`` and control characters
#: escaped); no cycle tracking (a body is a tree; a cycle ends in RecursionError, caught).
_DUMP = json.JSONEncoder(ensure_ascii=False, check_circular=False).encode
#: A value made only of digits (and a sign) may be shown by an integral float whose JSON text is
#: ``1e+16``: such values skip the text test.
_DIGITS = re.compile(r"-?[0-9]+")


@lru_cache(maxsize=1024)
def _needle(value: str) -> str | None:
    """``value`` lower-cased for :func:`shows_any`'s text test, or ``None`` when the test cannot rule
    it out: not plain ASCII, a character JSON escapes, or digits only."""
    if not value.isascii() or _DIGITS.fullmatch(value) or '"' in value or "\\" in value:
        return None
    if any(ord(c) < 0x20 for c in value):
        return None
    return value.lower()


#: The only characters beyond ASCII that a case-insensitive ASCII pattern matches (İ, ı, ſ and the
#: Kelvin sign: ``re``'s extra case pairs; tests/tasks/test_evidence.py scans every code point).
_ASCII_LOOKALIKES = re.compile("[\u0130\u0131\u017f\u212a]")


def _folded_text(body: Any) -> str | None:
    """``body``'s JSON text lower-cased (``None``: not JSON, or holding a character that matches an
    ASCII one ignoring case, where case-insensitive matching is more than ``lower``)."""
    try:
        text = _DUMP(body)
    except (TypeError, ValueError, RecursionError):
        return None
    if not text.isascii() and _ASCII_LOOKALIKES.search(text):
        return None
    return text.lower()


def shows_any(body: Any, values: Sequence[str]) -> bool:
    """Whether ``body`` shows any of ``values`` (:func:`shows`).

    Walking a large body in Python for every value costs a grade more than the rest of it, and
    most bodies show none of the values. So the body is first written as JSON text once (the C
    encoder): every way :func:`shows` can find a plain ASCII value (a key or a leaf equal to it, a
    whole token in a text, a number's digits) leaves the value in that text, ignoring case, unless
    the text holds one of the four characters that match an ASCII letter ignoring case. A value
    absent from it is not shown; where the text alone tells the rest (:func:`_text_shows`), it
    answers; the walk decides what is left.
    """
    folded: str | None = None
    dumped = False
    for value in values:
        needle = _needle(value)
        if needle is not None:
            if not dumped:
                folded, dumped = _folded_text(body), True
            if folded is not None:
                if needle not in folded:
                    continue
                known = _text_shows(folded, needle, value)
                if known is not None:
                    if known:
                        return True
                    continue
        if shows(body, value):
            return True
    return False


#: A value :func:`shows` may find as a number's text (a float's ``repr``: ``1.5``, ``2e-05``, ``inf``).
_NUMBERISH = re.compile(r"[-+0-9.eE]*|-?inf|-?nan")


@lru_cache(maxsize=1024)
def _token(needle: str) -> re.Pattern[str]:
    """``needle`` (lower case) as a whole token in lower-cased text: :func:`_inside` on folded text."""
    return re.compile(r"(?<![a-z0-9_])" + re.escape(needle) + r"(?![a-z0-9_])")


def _text_shows(folded: str, needle: str, value: str) -> bool | None:
    """Whether the body whose JSON text lower-cased is ``folded`` shows ``value`` (``needle``: it lower-
    cased, :func:`_needle`), decided from the text alone; ``None`` where only the walk can tell.

    The text decides when it holds no backslash (so no escape: every character of a string literal is
    the string's own, and every ``"`` opens or closes one), ``value`` could not be a number's text,
    and no key spells it (``"value": ``, which the walk compares case-sensitively). Then the walk finds
    ``value`` exactly when a string value (not a key) holds it as a whole token: a token match of
    ``needle`` inside a literal (an odd count of ``"`` before it) whose closing ``"`` is not followed
    by ``:``. A literal's quotes stand where the string starts and ends, which are token edges for the
    walk too, and ``lower`` keeps every other character's place and its being a letter, a digit or
    neither (the four characters where it does not are not in ``folded``: :func:`_folded_text`).
    """
    if not needle or "\\" in folded or _NUMBERISH.fullmatch(value) or f'"{needle}": ' in folded:
        return None
    for match in _token(needle).finditer(folded):
        start = match.start()
        if folded.count('"', 0, start) % 2 == 1:
            close = folded.find('"', match.end())
            if folded[close + 1 : close + 2] != ":":
                return True
    return False


def shows(body: Any, value: str) -> bool:
    """Whether ``body`` (decoded JSON, walked lazily) shows ``value``: a leaf or key equal to it, or
    a text containing it as a whole token."""
    pattern: re.Pattern[str] | None = None
    stack = [body]
    while stack:
        item = stack.pop()
        kind = type(item)
        # Exact dicts and lists (nearly every node of a decoded body) first, without the ABC checks.
        if kind is dict:
            for key, inner in item.items():
                if key == value:
                    return True
                stack.append(inner)
        elif kind is list:
            stack.extend(item)
        elif isinstance(item, str):
            if item == value:
                return True
            if len(item) >= len(value):
                pattern = pattern or _inside(value)
                if pattern.search(item):
                    return True
        elif isinstance(item, Mapping):
            for key, inner in item.items():
                if key == value:
                    return True
                stack.append(inner)
        elif isinstance(item, list | tuple):
            stack.extend(item)
        elif isinstance(item, int | float) and not isinstance(item, bool):
            if _number_text(item) == value:
                return True
        elif isinstance(item, bytes | bytearray):
            try:
                stack.append(item.decode())
            except UnicodeDecodeError:
                continue
    return False
