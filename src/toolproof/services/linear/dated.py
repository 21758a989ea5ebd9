"""(dates38) What dates a Linear issue in a report (:mod:`toolproof.service.row_dates`): it was *created*
(filed, opened, reported, raised, logged) at its ``createdAt``, *completed* (closed, done, finished,
resolved) at its ``completedAt`` and *last updated* (changed, edited) at its ``updatedAt``. "PLAT-318 was
filed in March 2026" of an issue created 5 June is false. These words are said of channels, events and
folders too, so only an issue the sentence names (its identifier, its title) is read. An issue's responses
name no type: it is an object with an ``identifier``."""

from __future__ import annotations

from toolproof.service.row_dates import RowDate

_BE = r"(?:was|were|is|are|been|be|got|get|gets)"
_NAMES = ("identifier", "title")

ROW_DATES = tuple(
    RowDate(words=(words,), stamps=(stamp,), names=_NAMES, keys=("identifier",), named=True)
    for words, stamp in (
        (rf"{_BE}\s+(?:first\s+)?(?:created|filed|opened|reported|raised|logged)", "createdAt"),
        (rf"{_BE}\s+(?:completed|closed|done|finished|resolved|marked\s+(?:done|complete))", "completedAt"),
        (rf"{_BE}\s+last\s+(?:updated|changed|edited|touched)", "updatedAt"),
    )
)
