"""What Linear's data says that a report may restate (:mod:`toolproof.service.stated`): a comment is
what its ``user`` said (as a row, ``user_id``; in a response, ``user`` with the user's ``id`` or name)."""

from __future__ import annotations

from toolproof.service.stated import Utterance

UTTERANCES = (Utterance("linear_users", ("user", "user_id", "userId"), ("body",)),)
