"""What Box's data says that a report may restate (:mod:`toolproof.service.stated`): a comment is what
its ``created_by`` said (an id as a row, a user object in a response); a user's ``status`` said as a
state of the person or the account ("Kris is inactive", "his account is active").

The twelfth re-sample (``docs/reviews/resample12c.md``) found reports stating a person's account state
that no check read. A user's ``status`` is ``active``, ``inactive``, ``cannot_delete_edit`` or
``cannot_delete_edit_upload`` (Box's enum); an item's ``status`` (``active``, ``trashed``) and a
collaboration's (``accepted``, ``pending``) share the key, so their ``active`` grounds a user's too: the
check only ever passes more for it."""

from __future__ import annotations

from toolproof.service.stated import EnumField, Utterance

#: (claims16) A collaboration's ``status`` is its invitee's answer (Box: "accepted", "pending",
#: "rejected"): "accepted" makes "Raj accepted the invite" true, "rejected" "Raj declined it"; a pending
#: one says nothing. Its invitee is ``user_id`` in a row, ``accessible_by`` in a response. A status is
#: no message: Box accepts a managed user's collaboration as it is made, so it grounds "accepted", never
#: "Raj replied" (the invented-reply mutants of the Box tasks stay).
UTTERANCES = (
    Utterance("box_users", ("created_by",), ("message",)),
    Utterance(
        "box_users",
        ("accessible_by", "user_id"),
        ("status",),
        silent=("pending",),
        answers=(("accepted", ("accepted",)), ("rejected", ("declined",))),
    ),
)

#: What stands right before a state said of a person or an account: "is", "was", "'s", "now"…
_IS = (
    r"(?:\b(?:is|was|are|were|been|being|looks|seems|remains|stays|now|still|already)\b|['\u2019]s\b)"
    r"(?:\s+(?:still|already|now|currently|also|actually|just))*"
)

USER_STATUS = EnumField(
    "user status",
    ("status",),
    {
        "active": ("active",),
        "inactive": ("inactive", "deactivated", "disabled"),
        "cannot_delete_edit": (),
        "cannot_delete_edit_upload": (),
    },
    (_IS, r"\bstatus(?:\s*(?::|=|-|\bwas\b|\bis\b|\bnow\b))*"),
    row_only=True,
)

#: (fields14) A user's ``job_title``, free text: said right after the person, in brackets or after a
#: comma, a dash or "is"/"as" ("Priya Shah (Support Engineer)", "Dana, our Finance Lead", "Dana is the
#: Procurement Lead"). Only the titles the world's users hold are read (the thirteenth re-sample's
#: "Priya Shah (Support Engineer)", Priya Sharma's title).
JOB_TITLE = EnumField(
    "job title",
    ("job_title",),
    {},
    (
        r"(?:\(|,|\u2014|\u2013|\s-|:)\s*(?:(?:our|your|their|his|her|its)\s+)?",
        r"\b(?:is|was|as|works\s+as)\s+(?:(?:our|your|their|his|her|its)\s+)?",
    ),
    row_only=True,
    held_in=("box_users", "job_title"),
)

ENUMS = (USER_STATUS, JOB_TITLE)
