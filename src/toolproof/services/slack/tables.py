"""The Slack workspace as SQLite tables.

One row per thing Slack stores: the team, users, the scopes each token was granted, conversations,
memberships, messages (scheduled ones too), reactions, pins, ephemeral messages, each member's read
cursor and open DMs, presence, reminders, user groups and their members, channel bookmarks, and
files with where they were shared.
Thread counters
(``reply_count``, ``latest_reply``…) are not stored: they are computed from the messages on read,
so a scheduled reply that becomes due shows up in its thread without any write.
"""

from __future__ import annotations

from toolproof.service.schema import Table

TEAM = Table("slack_team", {"id": "text", "name": "text", "domain": "text", "created": "int"})

USERS = Table(
    "slack_users",
    {
        "id": "text",
        "name": "text",
        "real_name": "text",
        "display_name": "text",
        "email": "text",
        "title": "text",
        "phone": "text",
        "tz": "text",
        "tz_label": "text",
        "tz_offset": "int",
        "color": "text",
        "is_bot": "bool",
        "bot_id": "text",
        "app_id": "text",
        "is_admin": "bool",
        "is_owner": "bool",
        "is_restricted": "bool",
        "deleted": "bool",
        "status_text": "text",
        "status_emoji": "text",
        "updated": "int",
    },
    indexes=(("name",),),
)

#: The scopes granted to each token: ``principal`` is ``bot`` for the app's bot token, else a user id.
TOKENS = Table(
    "slack_tokens",
    {"principal": "text", "user_id": "text", "token_type": "text", "scopes": "json"},
    primary_key=("principal",),
)

CHANNELS = Table(
    "slack_channels",
    {
        "id": "text",
        "name": "text",
        "kind": "text",  # public | private | im | mpim
        "legacy_group": "bool",  # private channel created before 2021: G id, is_group true
        "is_archived": "bool",
        "is_general": "bool",
        "creator": "text",
        "created": "int",
        "im_user": "text",
        "topic": "text",
        "topic_creator": "text",
        "topic_last_set": "int",
        "purpose": "text",
        "purpose_creator": "text",
        "purpose_last_set": "int",
        "previous_names": "json",
    },
    indexes=(("name",),),
)

MEMBERS = Table(
    "slack_members",
    {"channel": "text", "user": "text", "joined": "int"},
    primary_key=("channel", "user"),
    indexes=(("user",),),
)

#: The subtypes of the notices Slack posts itself for a membership, topic, purpose, name or archive
#: change (no field of them is the caller's; no search finds them; no claim of a post is made true by one).
NOTICE_SUBTYPES = (
    "channel_join",
    "channel_leave",
    "channel_topic",
    "channel_purpose",
    "channel_name",
    "channel_archive",
    "channel_unarchive",
)

MESSAGES = Table(
    "slack_messages",
    {
        "channel": "text",
        "ts": "text",
        "user": "text",
        "bot_id": "text",
        "subtype": "text",
        "text": "text",
        "blocks": "json",
        "attachments": "json",
        "thread_ts": "text",
        "edited_user": "text",
        "edited_ts": "text",
        "visible_at": "int",  # when the message appears (post_at for scheduled messages)
        "scheduled_id": "text",
        "created": "int",
    },
    primary_key=("channel", "ts"),
    indexes=(("channel", "thread_ts"), ("scheduled_id",), ("user",)),
)

REACTIONS = Table(
    "slack_reactions",
    {"channel": "text", "ts": "text", "name": "text", "user": "text", "created": "int"},
    primary_key=("channel", "ts", "name", "user"),
    indexes=(("user",),),
)

PINS = Table(
    "slack_pins",
    {"channel": "text", "ts": "text", "pinned_by": "text", "created": "int"},
    primary_key=("channel", "ts"),
)

EPHEMERAL = Table(
    "slack_ephemeral",
    {"channel": "text", "ts": "text", "user": "text", "sender": "text", "text": "text", "thread_ts": "text"},
    primary_key=("channel", "ts", "user"),
)

#: Each member's own view of a conversation: the read cursor (``conversations.mark``) and, for DMs
#: and group DMs, whether it is closed in their sidebar (``conversations.close``). No row: never
#: marked, open.
VIEWS = Table(
    "slack_views",
    {"channel": "text", "user": "text", "last_read": "text", "is_open": "bool"},
    primary_key=("channel", "user"),
)

#: A user's presence as set by ``users.setPresence``: ``away`` (set by hand) or ``auto``. No row: auto.
PRESENCE = Table(
    "slack_presence",
    {"user": "text", "presence": "text", "set_at": "int"},
    primary_key=("user",),
)

#: Reminders (``reminders.*``): ``user`` gets it, ``creator`` set it; ``phrase`` is the ``time`` argument
#: as written ("every Thursday"), ``time`` the next firing, ``complete_ts`` 0 until completed.
REMINDERS = Table(
    "slack_reminders",
    {
        "id": "text",
        "creator": "text",
        "user": "text",
        "text": "text",
        "time": "int",
        "recurring": "bool",
        "phrase": "text",
        "complete_ts": "int",
        "created": "int",
    },
    indexes=(("user",), ("creator",)),
)

#: User groups (``usergroups.*``, Slack's "subteams", mentioned as ``<!subteam^S…>``): ``channels`` are
#: the default channels (ids, JSON list); a disabled group has ``date_delete`` > 0 and ``deleted_by``.
USERGROUPS = Table(
    "slack_usergroups",
    {
        "id": "text",
        "name": "text",
        "handle": "text",
        "description": "text",
        "channels": "json",
        "created_by": "text",
        "updated_by": "text",
        "deleted_by": "text",
        "date_create": "int",
        "date_update": "int",
        "date_delete": "int",
    },
)

#: Who is in each user group: one row per member, so a grader sees exactly who was added or dropped.
USERGROUP_MEMBERS = Table(
    "slack_usergroup_members",
    {"usergroup": "text", "user": "text"},
    primary_key=("usergroup", "user"),
    indexes=(("user",),),
)

#: Channel bookmarks (``bookmarks.*``): links in a conversation's header, ordered by ``rank``.
BOOKMARKS = Table(
    "slack_bookmarks",
    {
        "id": "text",
        "channel": "text",
        "title": "text",
        "link": "text",
        "emoji": "text",
        "type": "text",
        "rank": "text",
        "created_by": "text",
        "date_created": "int",
        "updated_by": "text",
        "date_updated": "int",
    },
    indexes=(("channel",),),
)

#: Files (``files.*``, the v2 upload flow): ``state`` is ``pending`` from ``files.getUploadURLExternal``
#: until ``files.completeUploadExternal`` makes it ``complete``; ``length`` is what the uploader
#: announced, ``size`` and ``content`` (the bytes, a BLOB) what reached the upload URL (``size`` NULL:
#: nothing yet). A deleted file keeps its row (``date_delete`` > 0, ``content`` NULL): ``file_deleted``.
FILES = Table(
    "slack_files",
    {
        "id": "text",
        "user": "text",
        "name": "text",
        "title": "text",
        "filetype": "text",
        "mimetype": "text",
        "length": "int",
        "size": "int",
        "content": "blob",
        "alt_txt": "text",
        "snippet_type": "text",
        "state": "text",
        "created": "int",
        "date_delete": "int",
    },
    indexes=(("user",),),
)

#: Where each file was shared: the message (``channel``, ``ts``) that carries it.
FILE_SHARES = Table(
    "slack_file_shares",
    {"file": "text", "channel": "text", "ts": "text", "user": "text", "created": "int"},
    primary_key=("file", "channel", "ts"),
    indexes=(("channel", "ts"),),
)

TABLES = [
    TEAM, USERS, TOKENS, CHANNELS, MEMBERS, MESSAGES, REACTIONS, PINS, EPHEMERAL, VIEWS, PRESENCE, REMINDERS,
    USERGROUPS, USERGROUP_MEMBERS, BOOKMARKS, FILES, FILE_SHARES,
]  # fmt: skip
