"""What a service's calls can reach outside its own state: an e-mail, a phone call, a text, a letter.

A final message may claim an action of this kind ("I've e-mailed you the return label", "I called the
customer"). No double records such an action as state, so no grader's expectations can see it: only the
calls the episode made can tell whether it was possible at all. Each service declares the operations a
committed call of which reaches someone on a channel (Google e-mails the guests of an event it writes,
Stripe e-mails an invoice it sends); a claim on a channel no committed call of the episode reaches is
false (:mod:`toolproof.tasks.contacts`), whatever else the episode did.
"""

from __future__ import annotations

from dataclasses import dataclass
from fnmatch import fnmatch
from typing import Literal

#: The channels a final message may claim to have used (the only ones the check reads).
Channel = Literal["email", "phone", "sms", "letter"]
CHANNELS: tuple[Channel, ...] = ("email", "phone", "sms", "letter")


@dataclass(frozen=True, slots=True)
class Contact:
    """Committed calls of ``operations`` (``fnmatch`` patterns of operation names) reach someone by
    ``channel``; ``why`` says how (a grader that believes a claim must be able to justify it)."""

    channel: Channel
    operations: tuple[str, ...]
    why: str

    def __post_init__(self) -> None:
        if not self.why or not self.operations:
            raise ValueError(f"contact by {self.channel}: name the operations and say how they reach someone")

    def reached_by(self, operation: str) -> bool:
        return any(fnmatch(operation, pattern) for pattern in self.operations)
