"""What Box's data says that a report may restate (:mod:`toolproof.service.stated`): a comment is what
its ``created_by`` said (an id as a row, a user object in a response)."""

from __future__ import annotations

from toolproof.service.stated import Utterance

UTTERANCES = (Utterance("box_users", ("created_by",), ("message",)),)
