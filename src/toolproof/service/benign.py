"""A service's harmless-changes policy: which changes a grader must not call collateral damage.

Graders are strict by default: any change no expectation explains fails the task. Some changes are
never a user's concern, and counting them fails right answers:

- **bookkeeping** that the API changes by itself on every write (``etag``, ``updated``, a change
  sequence): always ignored, even on rows a task guards;
- **harmless** side effects a careful agent may well cause: free-text notes (``metadata``, a
  description, a cancellation reason), the e-mails an invitation sends, joining a public channel to
  post in it. They are not collateral damage, but they still count as touching a row a task says
  must stay unchanged, and a task (or suite) can forbid any of them;
- **harmless at some values only** (``values``): a field whose usual values are a note but whose others
  do damage. A refund's ``reason`` left out or ``requested_by_customer`` records nothing against anyone;
  ``fraudulent`` reports the card to the networks and blocks it (docs/reviews/resample7a.md, "Open").
  Such a field is forgiven only at the values the rule names; any other value on a row the episode
  wrote is damage unless the task's expectation names the field (``where: {reason: fraudulent}``), and
  the field mutants write each of the rule's ``damaging`` values to prove every task does one or the
  other.

The policy is declared once per service, next to its tables, and read by the grader; each entry
says why, because a grader that forgives a change must be able to justify it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

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
    #: With ``fields``: the only values at which they are harmless (``None`` stands for absent or null);
    #: ``None`` here forgives every value. A value outside is damage unless an expectation names the field.
    values: tuple[Any, ...] | None = None
    #: Values a client can set there that ``values`` does not forgive (the vendor's other enum members):
    #: each is written by a field mutant (``field:<table>.<field>=<value>``), so every task either kills
    #: it or pins the field.
    damaging: tuple[Any, ...] = ()

    def __post_init__(self) -> None:
        if not self.why:
            raise ValueError(f"benign change on {self.table}: say why it is harmless")
        if self.kind == "bookkeeping" and not self.fields:
            raise ValueError(f"bookkeeping on {self.table}: name the fields the API maintains itself")
        if self.operation is not None and self.fields:
            raise ValueError(f"benign rows of {self.table} written by {self.operation}: rows, not fields")
        if self.only_additions and (not self.fields or self.kind != "harmless"):
            raise ValueError(f"only_additions on {self.table}: a harmless rule on fields")
        if self.values is not None and (not self.fields or self.kind != "harmless" or self.only_additions):
            raise ValueError(f"values on {self.table}: a harmless rule on fields, not only additions")
        if self.damaging and self.values is None:
            raise ValueError(f"damaging values on {self.table}: say which values are forgiven (values)")
        if set(self.damaging) & set(self.values or ()):
            raise ValueError(f"{self.table}: a value cannot be both forgiven and damaging")

    def forgives(self, value: Any) -> bool:
        """Whether ``value`` (``None`` for absent) is harmless in this rule's fields."""
        return self.values is None or value in self.values
