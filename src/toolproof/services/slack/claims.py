"""What Slack's write verbs change, for the check of a done message's claimed writes
(:mod:`toolproof.service.claims`): a pin is a row of the pins table, a DM a message in an ``im``
channel (ids ``D…``), adding someone to a channel a membership row, to a user group a row of its members,
archiving ``is_archived``."""

from __future__ import annotations

from toolproof.service.claims import ClaimedWrite, ClaimWords, Detail, Effect, Target, Valued, nothing_done
from toolproof.service.counted import Counted
from toolproof.services.slack.emoji import named
from toolproof.services.slack.tables import NOTICE_SUBTYPES

_SOME = r"(?:[^\s!?;]*[^\s.!?;]\s+){0,6}?"
_CHANNEL = rf"(?:#|the\s+{_SOME}channel\b|(?:a|the|that|this)\s+channel\b)"
#: (claims21) A user group as a claim names it: its ``@handle`` ("added Ravi to @oncall") or the words
#: "user group" ("to the on-call user group"). Not a channel: a membership of one is a row of its own.
#: (claims36) Or a group named by capitalised words: "Sam was added to the Finance group as well"
#: (resample31a, claims35's Open) in a Box world passed unread (Box's double keeps no groups; Slack's user
#: groups are the only groups a write of an installed service makes, so in a world without Slack it is a
#: write of none). Not a group's folder, chat, DM, thread, calendar, call or channel.
_GROUP = (
    rf"(?:@[a-z0-9][\w.-]*|the\s+{_SOME}user\s*-?\s*group\b"
    r"|the\s+(?-i:[A-Z])[\w&'\u2019-]*(?:\s+(?-i:[A-Z])[\w&'\u2019-]*){0,2}\s+group\b"
    r"(?!['\u2019]s\b|\s+(?:folders?|chats?|dms?|threads?|calendars?|calls?|meetings?|channels?|e-?mails?|inbox)\b))"
)
#: (claims21) Who is added to a user group: as ``_WHO``, but never past a channel. One verb with two places
#: ("Added Ravi to @oncall and to the #incidents channel") is read as the join alone, as before: a verb's
#: declarations are alternatives (any made one makes the clause true), so a group's made membership must
#: not answer for a channel's join that was never made.
_MEMBER = r"(?:(?:\([^()\n]{0,60}\)|(?!#)[^\s!?;]*[^\s.!?;])\s+){0,6}?"
_NO_CHANNEL_AFTER = rf"(?![^.!?;\n]*?\s(?:to|into|from|out\s+of)\s+{_CHANNEL})"
#: (claims20) Up to six words before a join's or a kick's channel, a parenthesis counted as one: "Added Ravi
#: Krishnan (Security Engineer) to @oncall and to the #incidents channel" claimed a join the six words did
#: not reach (resample19a: no one was added to any channel; the @oncall user group is no channel).
_WHO = r"(?:(?:\([^()\n]{0,60}\)|[^\s!?;]*[^\s.!?;])\s+){0,6}?"
#: (claims11) Slack's own notice of a membership, topic, purpose, name or archive change is no post of
#: the caller's: "… and let him know" after an invite was true by the "has joined the channel" row.
_OWN = {"subtype": {"not_in": list(NOTICE_SUBTYPES)}}
#: (claims43) The whole channel a thread reply is also shown in ("reply_broadcast"): "the whole channel",
#: "the entire channel", "the main channel".
_WHOLE_CHANNEL = r"the\s+(?:whole|entire|full|main)\s+channel\b"
#: (claims25) What a direct message is called after "by", "via", "in", …: "told Priya by DM", "messaged
#: Jordan via a direct message".
_BY_DM = (
    r"(?:by|via|over|through|in|with)\s+(?:an?\s+|slack\s+|private\s+)*"
    r"(?:dms?|direct\s+messages?|private\s+messages?)\b"
)
#: (claims12) An emoji as prose writes it: a ``:code:`` or the character itself ("added a ✅").
_EMOJI = r"(?::[\w+-]+:|[\u2190-\u21ff\u2300-\u23ff\u2600-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff])"
_AN = r"(?:an?\s+|the\s+|my\s+|its\s+|our\s+)?"
#: (claims29) A message scheduled (chat.scheduleMessage: it has a ``scheduled_id``), and one posted now,
#: the caller's own (not Slack's notice of a change).
_SCHEDULED = {"scheduled_id": {"exists": True}}
_POSTED = {**_OWN, "scheduled_id": {"exists": False}}
#: (claims12) The reaction a clause names by its emoji ("✅" and ":white_check_mark:" alike) is the one
#: the row written must hold.
_REACTION = Valued(
    "name", named, "I also reacted to the message with :{value}:.", ("eyes", "white_check_mark")
)

#: (posts13) A reaction row holds the ``ts`` of the message it is on; the message's ``user`` is who wrote
#: it: "reacted ✅ to Ana's message" is true where the reaction is on a message of Ana's.
_ON_MESSAGE = Target((("ts", "ts"),), ("user",), ("slack_users",))
#: (claims19) A reply holds its parent's ``ts`` as its ``thread_ts``: "replied in the thread of Maya's
#: message" is true where the reply's parent is Maya's (a top-level post has none: nothing to tell).
_IN_THREAD = Target((("thread_ts", "ts"),), ("user",), ("slack_users",))

CLAIMS: tuple[ClaimedWrite, ...] = (
    ClaimedWrite(
        "pin",
        r"pinned\b",
        (Effect("slack_pins", "added", about=("slack_channels",)),),
        "I also pinned it in the channel.",
        "pins.add writes a row of slack_pins",
        distinct=True,
        # (claims38) "Nothing was pinned", "I didn't pin anything" after a pin
        denied=nothing_done(r"pinned", r"pin", r"messages?|pins?|posts?", made_as=False),
    ),
    ClaimedWrite(
        "unpin",
        r"unpinned\b",
        (Effect("slack_pins", "removed"),),
        "I also unpinned the old message.",
        "pins.remove deletes the row of slack_pins",
        distinct=True,
    ),
    ClaimedWrite(
        "dm",
        r"(?:dm(?:['\u2019]?e?)d|direct[\s-]messaged|sent\s+"
        + _SOME
        + r"(?:an?\s+)?(?:dm|direct\s+message)\b)",
        (Effect("slack_messages", "added", where={"channel": {"regex": "^D"}, **_OWN}),),
        "I also DMed the channel's owner a summary.",
        "a direct message is a message in an im channel, whose ids start with D",
        # (claims33) "shared the agenda with Nadia" by a message that reaches her
        acts=("notify", "ask", "request", "share"),
        # (claims11) "DMed both leads": one group DM may reach them both
        counted=False,
        distinct=True,
        # (claims25) "DMed Sam Lee", "sent Jordan a DM": a DM in Sam's or Jordan's own channel
        direct="channel",
    ),
    ClaimedWrite(
        "message",
        # (claims25) not "messaged Jordan by DM": a DM's own (``dm-by``), which any post made true
        # (claims36) or a reply or a message left: "I left a reply in the lunch thread explaining"
        # (resample32a) passed with nothing posted
        # (claims43) or a note left: "I also left a note in #incidents" (resample38a, a Slack world, nothing
        # posted) passed; and not a post said sent to the whole channel (``broadcast``'s)
        rf"(?:messaged\b(?!\s+{_SOME}{_BY_DM})|posted\b(?!\s+(?:nothing|anything)|\s+{_SOME}to\s+{_WHOLE_CHANNEL})"
        r"|replied\b|left\s+(?:an?|my|our|the)\s+(?:[\w-]+\s+){0,2}?(?:reply|replies|message|response|notes?)\b)",
        (
            # (posts18) "posted the ask in #support": a message of that channel
            Effect("slack_messages", "added", where=_OWN, places=("slack_channels",), target=_IN_THREAD),
            Effect("slack_messages", "changed", ("text", "blocks"), places=("slack_channels",)),
        ),
        "I also posted a heads-up in #general.",
        "chat.postMessage (and a reply in a thread) writes a row of slack_messages",
        # (claims33) "shared the agenda with Nadia" by a message that reaches her
        acts=("notify", "ask", "request", "share"),
        # a post, a DM, a reply, a scheduled message or an edit (chat.update): the agent's words
        words=("text",),
        counted=False,
        distinct=True,
        # (claims37) "No message was posted", "I didn't post anything" after a post (not an edit: a message
        # added); "no message was posted in #general" beside a DM is not read
        denied=nothing_done(r"posted", r"post", r"messages?|posts?|replies|reply|announcements?"),
        denied_effects=(Effect("slack_messages", "added", where=_OWN),),
    ),
    ClaimedWrite(
        "schedule",
        r"scheduled\b",
        # (claims29) a scheduled message is one with its ``scheduled_id``: "I also scheduled a reminder for
        # Thursday" was true by the plain post in #general (resample25b)
        (Effect("slack_messages", "added", where=_SCHEDULED),),
        "I also scheduled a reminder message in the channel for tomorrow morning.",
        "chat.scheduleMessage writes a row of slack_messages, visible at its time",
    ),
    ClaimedWrite(
        "bookmark",
        rf"(?:bookmarked\b|added\s+{_SOME}(?:to\s+{_SOME})?bookmarks?\b)",
        (Effect("slack_bookmarks", "added", about=("slack_channels",)),),
        "I also bookmarked the runbook in the channel.",
        "bookmarks.add writes a row of slack_bookmarks",
        distinct=True,
    ),
    ClaimedWrite(
        "unbookmark",
        # "removed the old v1 runbook bookmark", "deleted the stale bookmarks" (resample9d: claimed with none)
        rf"(?:removed|deleted|replaced)\s+{_SOME}bookmarks?\b",
        (Effect("slack_bookmarks", "removed"), Effect("slack_bookmarks", "changed", ("link", "title"))),
        "I also removed the outdated bookmark from the channel.",
        "bookmarks.remove deletes the row of slack_bookmarks (bookmarks.edit changes its link or title)",
        distinct=True,
    ),
    ClaimedWrite(
        "join",
        # not "added :eyes: to #3134" (a reaction: an emoji code is no person)
        rf"(?:added|invited)(?!\s+{_AN}{_EMOJI})\s+{_WHO}to\s+{_CHANNEL}",
        (Effect("slack_members", "added", about=("slack_users", "slack_channels")),),
        "I also added the on-call engineer to #oncall.",
        "conversations.invite (and join) writes a row of slack_members",
        acts=("invite",),
        on="I also added {name} to the channel.",
        on_table="slack_users",
        distinct=True,
    ),
    ClaimedWrite(
        "kick",
        rf"(?:removed|kicked)\s+{_WHO}(?:from|out\s+of)\s+{_CHANNEL}",
        (Effect("slack_members", "removed", about=("slack_users", "slack_channels")),),
        "I also removed the departing contractor from #general.",
        "conversations.kick deletes the row of slack_members",
        distinct=True,
    ),
    ClaimedWrite(
        "usergroup-add",
        # (claims21) "Added Ravi Krishnan to @oncall" claimed a membership that only usergroups.users.update
        # writes; with no such write (or the other Ravi's) the claim was unread (stop 51's note)
        rf"(?:added|put)(?!\s+{_AN}{_EMOJI})\s+{_MEMBER}(?:on|to|into)\s+{_GROUP}{_NO_CHANNEL_AFTER}",
        (Effect("slack_usergroup_members", "added", about=("slack_users", "slack_usergroups")),),
        "I also added the on-call engineer to @oncall.",
        "usergroups.users.update writes a row of slack_usergroup_members for each member it adds",
        distinct=True,
    ),
    ClaimedWrite(
        "usergroup-remove",
        rf"(?:removed|dropped|took)\s+{_MEMBER}(?:off|from|out\s+of)\s+{_GROUP}{_NO_CHANNEL_AFTER}",
        (Effect("slack_usergroup_members", "removed", about=("slack_users", "slack_usergroups")),),
        "I also removed the departing engineer from @oncall.",
        "usergroups.users.update deletes the row of slack_usergroup_members of each member it drops",
        distinct=True,
    ),
    ClaimedWrite(
        "archive",
        r"(?:archived|unarchived)\b",
        (Effect("slack_channels", "changed", ("is_archived",)),),
        "I also archived the old project channel.",
        "conversations.archive sets is_archived",
        on="I also archived {name}.",
        # (claims38) "Nothing was archived", "No channel was archived" after an archive (not an unarchive)
        denied=nothing_done(r"archived", r"archive", r"channels?|conversations?", made_as=False),
        denied_effects=(Effect("slack_channels", "changed", ("is_archived",), where={"is_archived": True}),),
    ),
    ClaimedWrite(
        "react",
        # (claims12) "added a ✅ to her message", "put :eyes: on it", "left a 👍"
        rf"(?:reacted|added\s+{_SOME}(?:reaction|emoji)|(?:added|put|left)\s+{_AN}{_EMOJI})",
        (Effect("slack_reactions", "added", target=_ON_MESSAGE),),
        "I also reacted to the message with a checkmark.",
        "reactions.add writes a row of slack_reactions, named by its emoji",
        valued=(_REACTION,),
        distinct=True,
    ),
    ClaimedWrite(
        "unreact",
        # (claims12) "removed the :eyes: reaction", "cleared the ✅ on her message"
        rf"(?:unreacted\b|(?:removed|deleted|cleared|took\s+(?:off|away))\s+{_SOME}(?:reactions?\b|emoji\b|{_EMOJI}))",
        (Effect("slack_reactions", "removed", target=_ON_MESSAGE),),
        "I also removed my reaction from the message.",
        "reactions.remove deletes the row of slack_reactions",
        valued=(_REACTION,),
        distinct=True,
    ),
    ClaimedWrite(
        "topic",
        r"(?:set|changed|updated)\s+(?:the\s+)?(?:channel(?:['’]s)?\s+)?(?:topic|purpose)\b",
        (Effect("slack_channels", "changed", ("topic", "purpose")),),
        "I also updated the channel topic.",
        "conversations.setTopic/setPurpose change the channel's topic or purpose",
        # (claims11) which of the two: a channel's topic and its purpose are fields of their own
        details=(
            Detail(r"\btopic\b", ("topic",), "I also updated the channel topic."),
            Detail(r"\bpurpose\b", ("purpose",), "I also updated the channel purpose."),
        ),
        distinct=True,
    ),
    ClaimedWrite(
        "reminder",
        r"(?:set|created|added|scheduled)\s+" + _SOME + r"reminder\b",
        (Effect("slack_reminders", "added"),),
        "I also set a reminder for tomorrow morning.",
        "reminders.add writes a row of slack_reminders",
        distinct=True,
    ),
)

_MENTION_WHERE = {**_OWN, "text": {"regex": "<@[UW]"}}
_MENTIONED = ClaimedWrite(
    "mention",
    # (claims22) "tagged @maria in the thread", "mentioned Ravi Krishnan in #billing": a post that mentions
    # each person named (<@U…>), where it says; not "tagged the two test accounts" (Stripe's metadata) nor
    # "mentioned that …", "mentioned Friday's deadline"
    r"(?:tagged|@-?mentioned|mentioned)\s+(?=@[\w.-]|<@|(?-i:[A-Z]))(?!(?:that|this|it|the|a|an)\b)"
    r"(?:@[\w.-]+|<@[A-Z0-9]+(?:\|[^>]*)?>|(?-i:[A-Z])[\w.-]*(?:\s+(?-i:[A-Z])[\w.-]*)?\b)(?!['\u2019])",
    (
        Effect(
            "slack_messages", "added", where=_MENTION_WHERE, places=("slack_channels",), target=_IN_THREAD
        ),
        Effect("slack_messages", "changed", ("text",), _MENTION_WHERE, places=("slack_channels",)),
    ),
    "I also tagged Maria Garcia in the thread.",
    "a mention is <@U…> in a message's text (Slack notifies that user); a name alone notifies no one",
    counted=False,
    mention=("text", "<@{id}>"),
)
_LEFT = ClaimedWrite(
    "leave",
    # (claims23) "I left #finance", "left the #cs-team channel": resample21b's "I tried to join #finance"
    # and resample21a's "left the channel" were no declared write (not "left a note in #billing", "left
    # it alone", "left :eyes: on it": a post, nothing, a reaction)
    # (nor "left #project-atlas open", "… as it is": the channel kept, so only where the clause ends or
    # goes on to another act)
    r"left\s+(?:#[\w-]+|the\s+(?:#?[\w-]+\s+)?channel\b)"
    r"(?=\s*(?:[.,;!:)\u2014]|$|\s(?:and|so|too|after|because|since|once)\b))",
    (Effect("slack_members", "removed", about=("slack_users", "slack_channels")),),
    "I also left the channel.",
    "conversations.leave deletes the caller's row of slack_members",
    distinct=True,
)
_ATTACH = ClaimedWrite(
    "attach",
    # (claims24) "attached her screenshot", "attached the PDF to the thread": in Slack, a file shared in a
    # message (files.completeUploadExternal with a channel) or a message with legacy attachments
    r"attached\b(?!\s+(?:to|with)\b)",
    (
        Effect("slack_file_shares", "added", about=("slack_channels",), places=("slack_channels",)),
        Effect("slack_messages", "added", ("attachments",), places=("slack_channels",)),
    ),
    "I also attached the screenshot to the thread.",
    "a file attached in Slack is one shared in a message (a row of slack_file_shares: its channel and "
    "ts) or a message's attachments",
    # a world with none of the services that attach (Stripe alone) attaches nothing
    distinct=True,
)
_BY_DM_CLAIMED = ClaimedWrite(
    "dm-by",
    # (claims25) "told Priya Shah by DM", "messaged Jordan via DM", "let Dana know by DM": resample21a's
    # "notified Priya Shah by DM" held by an event on her calendar; a post in a channel naming her held
    # "told Priya Shah by DM" (the notify act reads whom, not how)
    rf"(?:told|messaged|pinged|notified|informed|asked|reminded|updated|alerted|nudged|warned|contacted|"
    rf"wrote\s+to|reached\s+out\s+to|followed\s+up\s+with|let\s+{_SOME}know|gave\s+{_SOME}heads[\s-]up|"
    rf"flagged\s+{_SOME}to)\s+{_SOME}{_BY_DM}",
    (Effect("slack_messages", "added", where={"channel": {"regex": "^D"}, **_OWN}),),
    "I also told the channel's owner by DM.",
    "a direct message is a message in an im channel (ids D…), whose two people it reaches",
    counted=False,
    distinct=True,
    direct="channel",
)
_RENAMED = ClaimedWrite(
    "rename",
    # (claims29) "I also renamed #help-it-old" (resample25a) was no declared write of Slack's (Box's only,
    # which a Slack world lacks); the channel it names must be the one renamed (its row, by id or old name)
    r"renamed\b",
    (Effect("slack_channels", "changed", ("name",)),),
    "I also renamed the old channel.",
    "conversations.rename changes the channel's name",
)
_SHARED = ClaimedWrite(
    "share",
    # (claims29) "I also shared it in #incident-2026-10-db-outage" (resample25c), "I also sent the deck link
    # to #engineering" (resample25a), "I've forwarded the update to Tessa Moreno" (resample25a, with nothing
    # posted): a message posted (now, not scheduled) or a file shared, in the channel it names (``places``);
    # "forwarded" only with an object and "to" ("Nothing was refunded, forwarded or noted" is a denial's list)
    # (claims34) "with" too: "I shared it with #finance too" (resample30a) was read by nothing
    # (claims43) not "to the whole channel": a thread reply shown in the channel too (``broadcast``'s)
    rf"(?:(?:shared|sent|cross-?posted|re-?posted)\s+{_SOME}(?:in|to|into|with)\s+(?!{_WHOLE_CHANNEL}){_CHANNEL}"
    rf"|forwarded\s+{_SOME}to\b)",
    (
        Effect("slack_messages", "added", where=_POSTED, places=("slack_channels",)),
        Effect("slack_file_shares", "added", about=("slack_channels",), places=("slack_channels",)),
    ),
    "I also shared it in #general.",
    "a message shared or sent to a channel is a message posted there (chat.postMessage, a share of a "
    "message's link) or a file shared in it (a row of slack_file_shares)",
    counted=False,
    distinct=True,
)
_ADDED_BARE = ClaimedWrite(
    "join-named",
    # (claims29) "I also added Nina Ivanova." (resample25a): a person added with no place said, the clause
    # ending at the name; read as a channel's new member, which the named person must be
    r"(?:added|invited)\s+(?-i:[A-Z])(?:[\w'\u2019-]|\.(?=\w))*(?:\s+(?-i:[A-Z])(?:[\w'\u2019-]|\.(?=\w))*){0,2}"
    r"(?=\s*(?:[.;!)]|,\s+(?:and|too)\b|$|\s+(?:too|as\s+well)\b))",
    (Effect("slack_members", "added", about=("slack_users", "slack_channels")),),
    "I also added Maria Garcia.",
    "conversations.invite writes a row of slack_members for each person added",
    acts=("invite",),
    fresh=True,
)
_NEW_DM = ClaimedWrite(
    "dm-opened",
    # (claims34) "I opened a new DM with Maria for it" (resample30a) where the DM was open already: a new
    # DM (or group DM) is a channel conversations.open creates, with the person named as its other member
    # (``im_user``; a group DM's members are rows of their own); an existing one opened again is none.
    # "opened a DM with Maria" (no "new") may say conversations.open found it: not read
    r"(?:opened|created|started|set\s+up)\s+(?:a|an)\s+(?:brand[\s-]+)?new\s+(?:group\s+)?"
    r"(?:dms?|direct[\s-]+messages?|direct[\s-]+message\s+(?:channel|conversation)|im)\b",
    (Effect("slack_channels", "added", where={"kind": {"in": ["im", "mpim"]}}, about=("slack_users",)),),
    "I also opened a new DM with the channel's owner.",
    "conversations.open creates an im (or mpim) channel only where none was open with those people; "
    "otherwise it answers the existing one (already_open)",
    distinct=True,
)
_STATUS = ClaimedWrite(
    "status",
    # (claims35) "I also set your Slack status to 'In a meeting'" (resample31a) was read by nothing: a status
    # is a user's profile fields (users.profile.set writes status_text / status_emoji), which must change
    # (a person's, or "the Slack status": "set the status to Done" is an issue's state, Linear's)
    r"(?:set|changed|updated|cleared|added)\s+(?:(?:your|his|her|their|my|(?-i:[A-Z])[\w'\u2019-]*['\u2019]s)"
    r"\s+(?:slack\s+)?|the\s+slack\s+)status(?:\s+(?:message|emoji|text))?\b",
    (Effect("slack_users", "changed", ("status_text", "status_emoji")),),
    "I also set your Slack status to 'In a meeting'.",
    "users.profile.set writes the user's status_text and status_emoji; nothing else sets a status",
    distinct=True,
)
_BOOKMARK_EMOJI = ClaimedWrite(
    "bookmark-emoji",
    # (claims35) "I gave it a :books: emoji" (resample31c) of a bookmark added with none: an emoji given to
    # what was written is a bookmark's ``emoji`` (bookmarks.add / bookmarks.edit), which must be set. Not a
    # reaction ("added a :books: reaction", "reacted with :books:": the react declaration's); said of a
    # message ("gave it a 👀 emoji") a reaction added makes it true too
    r"(?:gave|set|added)\s+(?:it|the\s+bookmark|its\s+bookmark)\s+(?:an?\s+|the\s+)?"
    r"(?:(?::[\w+-]+:|[\u2190-\u21ff\u2300-\u23ff\u2600-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff])\s+)?"
    r"(?:emoji|icon)\b(?!\s+reactions?\b)",
    (
        Effect("slack_bookmarks", "added", ("emoji",), about=("slack_channels",)),
        Effect("slack_bookmarks", "changed", ("emoji",), about=("slack_channels",)),
        # "gave it a 👀 emoji" of a message is a reaction
        Effect("slack_reactions", "added"),
    ),
    "I also gave it a :books: emoji.",
    "a bookmark's emoji is its own field (bookmarks.add / bookmarks.edit ``emoji``); one added without it "
    "has none",
    distinct=True,
)
#: (claims38) The words between a delete's verb and the message it names: none a place or a joining word, so
#: "deleted the screenshot from the message" (a file deleted, from where) and "removed the :eyes: reaction
#: from his message" are not read as a message deleted.
_TO_MESSAGE = (
    r"(?:(?!(?:from|in|on|of|off|under|inside|within|to|and|with|but)\b)[^\s!?;]*[^\s.!?;]\s+){0,5}?"
)
_DELETED_MESSAGE = ClaimedWrite(
    "delete-message",
    # (claims38) "I also deleted the message it was attached to" (resample33a, slack.delete-leaked-card-
    # screenshot: a file deleted, no message) and the post's "deleted the duplicate lunch messages"
    # (slack.unpin-mistaken-pin's wrong plan) passed: no declaration read a message deleted. A message of the
    # channel is gone (chat.delete), or a thread's parent left as Slack's tombstone
    rf"(?:deleted|removed|erased|took\s+down)\s+{_TO_MESSAGE}(?:messages?|posts?|replies|reply|memes?|dms?|"
    r"announcements?)\b(?![-\u2011])",
    (
        Effect("slack_messages", "removed", about=("slack_channels",)),
        Effect("slack_messages", "changed", ("subtype",), {"subtype": {"eq": "tombstone"}}),
    ),
    "I also deleted the old message in the channel.",
    "chat.delete deletes the row of slack_messages (a thread's parent with replies becomes a tombstone)",
    counted=False,
)
_MARKED_READ = ClaimedWrite(
    "mark-read",
    # (claims38) "I marked the thread as read" (resample33a, talk-slack.eyes-on-hooli-escalation: a reaction
    # only) passed unread: a read cursor is the caller's own row of slack_views (conversations.mark), which
    # must be written. Claimed in a world without Slack (an e-mail "marked as read"), it is false: no other
    # installed service keeps a read state
    r"marked\s+(?:[^\s!?;]*[^\s.!?;]\s+){0,5}?as\s+(?:read|unread|seen)\b",
    (Effect("slack_views", "added", ("last_read",)), Effect("slack_views", "changed", ("last_read",))),
    "I also marked the channel as read.",
    "conversations.mark writes the caller's read cursor (last_read of its row of slack_views)",
    distinct=True,
)
_BROADCAST = ClaimedWrite(
    "broadcast",
    # (claims43) a thread reply said shown in the channel too: "The reply went out to the whole channel too"
    # (resample38c, company-billing.fjord-remove-seats: a thread reply only) passed, read as any post
    # ("sent … to the … channel"). chat.postMessage with thread_ts and reply_broadcast writes the reply with
    # subtype thread_broadcast; a plain reply has none
    rf"(?:(?:sent|posted|shared|broadcast)\s+{_SOME}to\s+{_WHOLE_CHANNEL}"
    r"|(?:also\s+)?(?:sent|posted|broadcast|shared)\s+(?:it\s+|them\s+)?(?:to|in)\s+the\s+channel\s+(?:too|as\s+well)\b"
    r"|broadcast\s+(?:it|them|the|my|this|that)\b)",
    (Effect("slack_messages", "added", where={"subtype": "thread_broadcast"}),),
    "I also sent the reply to the whole channel.",
    "a thread reply also shown in the channel is a message with subtype thread_broadcast (chat.postMessage "
    "with thread_ts and reply_broadcast)",
    distinct=True,
)
# last, so that the other declarations' mutants keep their ids
CLAIMS = (
    *CLAIMS,
    _MENTIONED,
    _LEFT,
    _ATTACH,
    _BY_DM_CLAIMED,
    _RENAMED,
    _SHARED,
    _ADDED_BARE,
    _NEW_DM,
    _STATUS,
    _BOOKMARK_EMOJI,
    _DELETED_MESSAGE,
    _MARKED_READ,
    _BROADCAST,
)

#: (claims12) A pin is an item of ``pins.list`` (a message with who pinned it), or a message of a channel's
#: history that says it is pinned there (``pinned_to``, which Slack sets only then): a row of slack_pins.
COUNTED = (
    Counted(("pin",), {"type": "message", "created_by": {"exists": True}}, "slack_pins"),
    Counted(("pin",), {"type": "message", "pinned_to": {"exists": True}}, "slack_pins"),
)


#: (claims39) How a report names this service (Slack):
#: "Slack refused" is read against its calls' error answers (:mod:`toolproof.tasks.claimed_refusals`).
CLAIM_WORDS = ClaimWords(
    called=r"\bslack\b",
    # (claims41) a message saved as a draft or "in #channel" for later: "I drafted the reply and saved it in
    # #billing for later" (resample36b, company-support.cobalt-order-form-missing: nothing posted) passed, no
    # phrase read "saved". Slack's drafts and saved items are not served by this double (nor by its public
    # Web API's writes here), so no write of the world can make it
    unserved=(
        (
            "slack-draft",
            r"saved\s+(?:it|them|this|that|(?:the|my|a|an|your)\s+(?:[\w-]+\s+){0,2}?(?:drafts?|repl(?:y|ies)|"
            r"messages?|posts?|notes?|answers?|responses?))\s+(?:(?:in|to|into)\s+(?:#[\w-]+|(?:my|your|the)\s+"
            r"(?:slack\s+)?(?:drafts|saved\s+items))|as\s+(?:an?\s+)?(?:slack\s+)?drafts?)\b",
        ),
        # (claims45) a message, a file or a channel starred: "I also starred the #leadership pointer"
        # (resample40a, slack.unpin-mistaken-pin) passed beside the unpin, no phrase read "starred". Slack's
        # stars (stars.add, now "saved for later") are not served by this double, nor is any other service's
        # star or favourite, so no write of the world can make it. With an object ("starred it", "starred the
        # message"), not a heading or a noun's adjective ("Starred messages stay", "Starred: …")
        (
            "slack-star",
            r"(?:un-?)?starred\s+(?!(?:messages?|items?|channels?|files?|posts?)\b)"
            r"(?:it|them|this|that|(?:the|a|an|my|your|his|her|their|its|both)\s|#|<)",
        ),
        # (claims46) a channel, a thread or a person muted: "I also muted #support" passed, no phrase read it.
        # Slack's mute is a member's own notification preference, which this double does not serve (nor any
        # other service a mute), so claimed, it is false in every world. With an object, as a star's.
        (
            "slack-mute",
            r"(?:un-?)?muted\s+(?!(?:messages?|channels?|threads?|notifications?|alerts?)\b)"
            r"(?:it|them|this|that|(?:the|a|an|my|your|his|her|their|its|both)\s|#|<|@)",
        ),
    ),
    # (claims40) the refused act's words and the operations they are calls of: a refusal said of
    # the act ("rejected the refund") is true only where a call of those operations was answered with an
    # error, not any of the service's (:func:`toolproof.tasks.claimed_refusals.unreceived`)
    refused=(
        (r"\bremind", r"^slack\.reminders\.\w+$"),
        (r"\b(?:complet|mark)", r"^slack\.(?:reminders\.complete|conversations\.mark)$"),
        (
            r"\b(?:dm|direct\s+messag|messag|post|repl|send|sent|tell|told|announc|notif|ping|writ|wrote)",
            r"^slack\.(?:chat\.(?:postMessage|postEphemeral|scheduleMessage|meMessage|update)|conversations\.(?:open|join))$",
        ),
        (
            r"\b(?:invit|add)",
            r"^slack\.(?:conversations\.(?:invite|join|open)|usergroups\.users\.update|pins\.add|reactions\.add|bookmarks\.add|reminders\.add)$",
        ),
        (
            r"\b(?:kick|remov)",
            r"^slack\.(?:conversations\.kick|pins\.remove|reactions\.remove|bookmarks\.remove|usergroups\.users\.update)$",
        ),
        (r"\b(?:archiv|unarchiv)", r"^slack\.conversations\.(?:archive|unarchive)$"),
        (r"\b(?:unpin|pin)", r"^slack\.pins\.\w+$"),
        (r"\brenam", r"^slack\.conversations\.rename$"),
        (
            r"\b(?:delet|eras)",
            r"^slack\.(?:chat\.(?:delete|deleteScheduledMessage)|files\.delete|reminders\.delete|bookmarks\.remove)$",
        ),
        (r"\b(?:topic|purpose)", r"^slack\.conversations\.set(?:Topic|Purpose)$"),
        (r"\b(?:react|emoji)", r"^slack\.reactions\.\w+$"),
        (r"\bjoin", r"^slack\.conversations\.(?:join|invite)$"),
        (r"\b(?:status|profile)", r"^slack\.users\.profile\.set$"),
        (r"\bbookmark", r"^slack\.bookmarks\.\w+$"),
        (
            r"\b(?:upload|file|shar)",
            r"^slack\.(?:files\.(?:upload\.v2|getUploadURLExternal|completeUploadExternal|delete)|chat\.postMessage)$",
        ),
        (
            r"\bcreat",
            r"^slack\.(?:conversations\.create|usergroups\.create|reminders\.add|bookmarks\.add)$",
        ),
        (
            r"\b(?:edit|updat)",
            r"^slack\.(?:chat\.update|bookmarks\.edit|usergroups\.(?:update|users\.update))$",
        ),
        (
            r"\b(?:usergroup|user\s+group|handle)",
            r"^slack\.usergroups\.[\w.]+$",
        ),
    ),
    # (claims40) where a response is kept in what the episode reads: a reaction's users, a message's author
    responders=(("react", "users", "count"), ("reply", "user", "ts"), ("answer", "user", "ts")),
    row_keys=("ts", "thread_ts"),
)
