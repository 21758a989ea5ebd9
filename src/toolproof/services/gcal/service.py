"""The ``gcal`` service object every operation module registers on."""

from __future__ import annotations

from toolproof.service import Service
from toolproof.service.contacts import Contact
from toolproof.services.gcal.benign import BENIGN
from toolproof.services.gcal.claims import CLAIM_WORDS, CLAIMS, COUNTED
from toolproof.services.gcal.dialect import GcalDialect
from toolproof.services.gcal.member_flags import MEMBER_FLAGS
from toolproof.services.gcal.names import NAMES
from toolproof.services.gcal.parity import PARITY
from toolproof.services.gcal.ratelimits import rate_limits, service_time
from toolproof.services.gcal.server_set import SERVER_SET
from toolproof.services.gcal.tables import ALL_TABLES

service = Service(
    "gcal",
    mount="/gcal/calendar/v3",
    dialect=GcalDialect(),
    tables=ALL_TABLES,
    benign=BENIGN,
    claims=CLAIMS,
    claim_words=CLAIM_WORDS,
    counted=COUNTED,
    names=NAMES,
    server_set=SERVER_SET,
    member_flags=MEMBER_FLAGS,
    rate_limits=rate_limits,
    service_time=service_time,
    parity=PARITY,
    contacts=(
        Contact(
            "email",
            (
                "gcal.events.insert",
                "gcal.events.import",
                "gcal.events.quickAdd",
                "gcal.events.patch",
                "gcal.events.update",
                "gcal.events.delete",
                "gcal.events.move",
                "gcal.acl.insert",
                "gcal.acl.patch",
                "gcal.acl.update",
            ),
            "Google e-mails an event's guests when it is created, changed or cancelled (sendUpdates), and "
            "(gcal12) the person a calendar is shared with (sendNotifications)",
        ),
    ),
    # A person's address acts as them (their OAuth token): ``primary`` is theirs, ACLs decide the rest.
    principal_table="gcal_users",
    description="Google Calendar API v3: an organisation's calendars, events, ACLs and free/busy.",
)
