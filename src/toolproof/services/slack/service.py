"""The ``slack`` Service object, in its own module so operation modules can import it."""

from __future__ import annotations

from toolproof.service.service import Service
from toolproof.services.slack.benign import BENIGN
from toolproof.services.slack.claims import CLAIM_WORDS, CLAIMS, COUNTED
from toolproof.services.slack.dialect import SlackDialect
from toolproof.services.slack.emoji import load as load_emoji
from toolproof.services.slack.names import NAMES
from toolproof.services.slack.parity import PARITY
from toolproof.services.slack.ratelimits import rate_limits, service_time
from toolproof.services.slack.server_set import SERVER_SET
from toolproof.services.slack.tables import TABLES
from toolproof.services.slack.upload_url import MOUNT

#: Slack methods answer GET (query string) and POST (form or JSON body) alike.
BOTH = ("GET", "POST")

service = Service(
    "slack",
    mount=MOUNT,
    dialect=SlackDialect(),
    tables=TABLES,
    benign=BENIGN,
    claims=CLAIMS,
    claim_words=CLAIM_WORDS,
    counted=COUNTED,
    names=NAMES,
    server_set=SERVER_SET,
    description="Slack Web API: conversations, messages, threads, reactions, pins, users, search, reminders,"
    " user groups, bookmarks, files (the v2 upload flow).",
    default_principal="bot",
    # A user id acts as that user (``xoxp-`` token): reminders and search need one (``acts_as``).
    principal_table="slack_tokens",
    rate_limits=rate_limits,
    service_time=service_time,
    parity=PARITY,
    warm=load_emoji,
)
