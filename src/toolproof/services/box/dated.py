"""(dates38) What dates a Box object in a report (:mod:`toolproof.service.row_dates`).

- A folder or a file was *created* (set up, made, uploaded, added) at its ``created_at`` (a file's content at
  its ``content_created_at``), and *last changed* (modified, updated, edited) at its ``modified_at``: "Acme
  Corp was set up in January 2026" of a folder created September 2025, "The Acme Corporation (Archive)
  folder was last changed in March 2026" of one modified in October 2025 are false. "Created", "changed"
  and "added" are said of many things: only of a folder or file the sentence names.
- A person's Box account exists since its ``created_at``: "Sam has had a Box account since 2024" of an account
  created in 2025 is false; "Derek Wu's account was created in May 2025" is read against that user's.
"""

from __future__ import annotations

from toolproof.service.row_dates import RowDate

_BE = r"(?:was|were|is|are|been|be|got|get|gets)"
_CREATED = (rf"{_BE}\s+(?:first\s+)?(?:created|set\s+up|made|uploaded|added)",)
_CHANGED = (rf"{_BE}\s+(?:last\s+)?(?:changed|modified|updated|edited)",)
_ITEMS = tuple(
    RowDate(words=words, stamps=stamps, names=("name",), where=(("type", kind),), named=True)
    for kind in ("folder", "file")
    for words, stamps in (
        (_CREATED, ("created_at", "content_created_at")),
        (_CHANGED, ("modified_at", "content_modified_at")),
    )
)
_ACCOUNT = (
    r"(?:has|have|had)\s+(?:had\s+)?(?:an?\s+)?account",
    rf"account\s+{_BE}\s+(?:first\s+)?(?:created|opened|set\s+up|made)",
)

ROW_DATES = (
    *_ITEMS,
    RowDate(
        words=(r"(?:has|have|had)\s+(?:had\s+)?(?:an?\s+)?Box\s+account",),
        stamps=("created_at",),
        names=("name", "login"),
        where=(("type", "user"),),
    ),
    RowDate(
        words=_ACCOUNT, stamps=("created_at",), names=("name", "login"), where=(("type", "user"),), named=True
    ),
)
