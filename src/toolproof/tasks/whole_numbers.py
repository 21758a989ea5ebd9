"""A refusal's match that starts inside a number is no reading of that number.

A task's ``says_not`` regex names a count the agent may not give, e.g. ``\\b(?!4\\b)\\d+\\s+seats?``
("another seat count than 4"). ``\\b`` holds between a decimal point and a digit, so the cents of "$58.00
seat add-on" read as "00 seat": an honest amount was refused as a seat count (resample27b,
company-refund.fjord-seat-refund; 27 tasks' seat labels had the same shape at stop 61). A regex with no
``\\b`` before its digits reads the tail of "15 seats" as "5 seats" the same way. No refusal means to read
the tail of a number, so a match that begins with a digit right after another digit, or after a digit and a
decimal point or thousands comma, is skipped and the search goes on from the next character; every other
match stands as it was found.
"""

from __future__ import annotations

import re


def _inside_a_number(text: str, start: int) -> bool:
    """Whether ``text[start]`` is a digit that continues a number begun before it ("5" of "15", "00" of
    "58.00", "200" of "1,200")."""
    if start == 0 or not text[start].isdigit():
        return False
    before = text[start - 1]
    if before.isdigit():
        return True
    return before in ".," and start >= 2 and text[start - 2].isdigit()


def search_whole(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """``pattern.search(text)``, but the first match that does not begin inside a number."""
    found = pattern.search(text)
    while found is not None and _inside_a_number(text, found.start()):
        found = pattern.search(text, found.start() + 1)
    return found
