"""Slack fields no client can set: ids and times Slack stamps, who did something (the token's
identity, not a parameter), and what Slack derives (a file's type and size, a timezone's label).

The field mutants (:mod:`toolproof.runs.field_mutants`) skip these.
"""

from __future__ import annotations

from toolproof.service.server_set import ServerSet
from toolproof.services.slack.tables import NOTICE_SUBTYPES

SERVER_SET: tuple[ServerSet, ...] = (
    ServerSet(
        "slack_users",
        (
            "tz_label",
            "tz_offset",
            "color",
            "is_bot",
            "bot_id",
            "app_id",
            "is_admin",
            "is_owner",
            "is_restricted",
            "deleted",
            "updated",
        ),
        "derived from the timezone, or set by workspace administration outside the Web API's writes",
    ),
    ServerSet(
        "slack_channels",
        ("created", "creator", "is_general", "legacy_group", "im_user", "previous_names"),
        "Slack stamps the creation and its creator (the token) and keeps the names a rename replaced",
    ),
    ServerSet("slack_members", ("joined",), "Slack stamps when a member joined"),
    ServerSet(
        "slack_messages",
        ("user", "bot_id", "subtype", "edited_user", "edited_ts", "scheduled_id", "created"),
        "the author is the token's identity; Slack stamps edits, schedules and the message kind",
    ),
    ServerSet("slack_reactions", ("created",), "Slack stamps the reaction"),
    ServerSet("slack_pins", ("pinned_by", "created"), "the pinner is the token's identity; Slack stamps it"),
    ServerSet("slack_ephemeral", ("sender",), "the sender is the token's identity"),
    ServerSet("slack_presence", ("set_at",), "Slack stamps when presence was set"),
    ServerSet(
        "slack_reminders",
        ("creator", "created", "complete_ts"),
        "the creator is the token's identity; Slack stamps creation and completion",
    ),
    ServerSet(
        "slack_usergroups",
        ("created_by", "deleted_by", "date_create", "date_delete"),
        "who and when are the token's identity and Slack's clock",
    ),
    ServerSet(
        "slack_bookmarks",
        ("created_by", "date_created", "rank"),
        "who and when are the token's identity and Slack's clock; Slack orders bookmarks itself",
    ),
    ServerSet(
        "slack_files",
        ("user", "mimetype", "length", "size", "state", "created", "date_delete"),
        "the uploader is the token's identity; Slack measures the upload and stamps its times",
    ),
    ServerSet(
        "slack_file_shares", ("user", "created"), "the sharer is the token's identity; Slack stamps it"
    ),
    ServerSet(
        "slack_messages",
        ("visible_at",),
        "when a posted message shows: Slack's clock at the post (a scheduled one, with its scheduled_id, "
        "shows at the post_at the client sets, and is mutated)",
        kind="derived",
        when={"scheduled_id": None},
    ),
    *(
        ServerSet(
            "slack_messages",
            ("*",),
            f"Slack posts the {subtype} notice itself for a membership, topic, purpose, name or archive "
            "change: the change is graded, and no field of the notice is the caller's",
            when={"subtype": subtype},
        )
        for subtype in NOTICE_SUBTYPES
    ),
    *(
        ServerSet(
            "slack_channels",
            ("*",),
            f"a direct message channel ({kind}) Slack opens itself for conversations.open: no name, "
            "topic or state of it is the caller's",
            when={"kind": kind},
        )
        for kind in ("im", "mpim")
    ),
    ServerSet(
        "slack_reminders",
        ("phrase",),
        "the words the client gave as the reminder's time; what they resolve to is the time column, "
        "which the mutants change (a phrase changed alone is a state no call makes)",
        kind="derived",
    ),
)
