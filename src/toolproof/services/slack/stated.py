"""What Slack's data says that a report may restate (:mod:`toolproof.service.stated`): a message is what
its ``user`` said (a reply, an answer, a confirmation is one)."""

from __future__ import annotations

from toolproof.service.stated import Utterance

UTTERANCES = (Utterance("slack_users", ("user",), ("text",)),)
