"""A service's harmless-changes policy: which changes a grader must not call collateral damage.

Graders are strict by default: any change no expectation explains fails the task. Some changes are
never a user's concern, and counting them fails right answers:

- **bookkeeping** that the API changes by itself on every write (``etag``, ``updated``, a change
  sequence): always ignored, even on rows a task guards;
- **harmless** side effects a careful agent may well cause: free-text notes (``metadata``, a
  description, a cancellation reason), the e-mails an invitation sends, joining a public channel to
  post in it. They are not collateral damage, but they still count as touching a row a task says
  must stay unchanged, and a task (or suite) can forbid any of them.

The policy is declared once per service, next to its tables, and read by the grader; each entry
says why, because a grader that forgives a change must be able to justify it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

BenignKind = Literal["bookkeeping", "harmless"]


@dataclass(frozen=True, slots=True)
class Benign:
    """One harmless change: ``fields`` (dotted paths into columns) of ``table``; or, with no fields,
    whole rows of it (added, removed or changed); or only the rows that calls of ``operation`` wrote
    (joining a channel adds a membership row, inviting someone else adds one too: only the first is
    harmless, and only the ledger can tell them apart)."""

    table: str
    fields: tuple[str, ...] = ()
    kind: BenignKind = "harmless"
    why: str = ""
    operation: str | None = None
    #: With ``fields``: only keys *added* under them are harmless (a new note beside the others); a
    #: key that held a value and was changed or removed is not (it may be another system's record).
    only_additions: bool = False

    def __post_init__(self) -> None:
        if not self.why:
            raise ValueError(f"benign change on {self.table}: say why it is harmless")
        if self.kind == "bookkeeping" and not self.fields:
            raise ValueError(f"bookkeeping on {self.table}: name the fields the API maintains itself")
        if self.operation is not None and self.fields:
            raise ValueError(f"benign rows of {self.table} written by {self.operation}: rows, not fields")
        if self.only_additions and (not self.fields or self.kind != "harmless"):
            raise ValueError(f"only_additions on {self.table}: a harmless rule on fields")
