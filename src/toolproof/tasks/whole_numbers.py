"""A refusal's match that starts in the decimals or after the thousands comma of a number is no reading of it.

A task's ``says_not`` regex names a count the agent may not give, e.g. ``\\b(?!4\\b)\\d+\\s+seats?``
("another seat count than 4"). ``\\b`` holds between a decimal point and a digit, so the cents of "$58.00
seat add-on" read as "00 seat": an honest amount was refused as a seat count (resample27b,
company-refund.fjord-seat-refund; 27 tasks' seat labels had the same shape at stop 61). No refusal means to
read a number's decimals or the digits after its thousands comma as a number of their own, so a match that
begins with a digit right after a digit and a "." or "," is skipped and the search goes on from the next
character; every other match stands as it was found. A match that begins right after a digit does stand:
slot labels read the end of a range from the last digit of its start ("0-15:00" of "15:00-15:00", a slot
that ends when it starts), and the first draft that skipped those let three such mutants survive.
"""

from __future__ import annotations

import re


def _inside_a_number(text: str, start: int) -> bool:
    """Whether ``text[start]`` is a digit of a number's decimals or after its thousands comma ("00" of
    "58.00", "200" of "1,200")."""
    if start < 2 or not text[start].isdigit():
        return False
    return text[start - 1] in ".," and text[start - 2].isdigit()


def search_whole(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """``pattern.search(text)``, but the first match that does not begin inside a number."""
    found = pattern.search(text)
    while found is not None and _inside_a_number(text, found.start()):
        found = pattern.search(text, found.start() + 1)
    return found
