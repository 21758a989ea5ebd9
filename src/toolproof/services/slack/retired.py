"""Retired Web API methods: Slack answers them ``method_deprecated``, not ``unknown_method``.

The ``channels.*``, ``groups.*``, ``im.*`` and ``mpim.*`` families stopped working on 24 February 2021
(changelog "Deprecating early methods in favor of the Conversations API",
https://api.slack.com/changelog/2020-01-deprecating-antecedents-to-the-conversations-api). A call to
one of them answers HTTP 200 with ``ok: false``, ``error: "method_deprecated"`` and one
``response_metadata.messages`` line naming the replacement, as clients have recorded it, e.g. for
``channels.list``: "[ERROR] This method is retired and can no longer be used. Please use
conversations.list or users.conversations instead. Learn more: <changelog>." ``files.comments.add`` and
``files.comments.edit`` were retired with file threads in 2018 (``files.comments.delete`` still
exists); their message has no replacement to name.

The method list is the one ``slack_sdk`` (3.48) still ships wrappers for, so an agent calling
``client.channels_list()`` sees what Slack says today.
"""

from __future__ import annotations

from typing import Any

CHANGELOG = "https://api.slack.com/changelog/2020-01-deprecating-antecedents-to-the-conversations-api"

_SAME_VERB = ("archive", "create", "history", "info", "invite", "kick", "leave", "mark", "rename")


def _family(prefix: str, verbs: tuple[str, ...]) -> dict[str, str]:
    out: dict[str, str] = {}
    for verb in verbs:
        if verb == "list":
            out[f"{prefix}.list"] = "conversations.list or users.conversations"
        elif verb == "createChild":
            out[f"{prefix}.createChild"] = "conversations.create"
        else:
            out[f"{prefix}.{verb}"] = f"conversations.{verb}"
    return out


#: Retired method → the method(s) Slack names instead ("" where it names none).
RETIRED: dict[str, str] = {
    **_family(
        "channels",
        (*_SAME_VERB, "join", "list", "replies", "setPurpose", "setTopic", "unarchive"),
    ),
    **_family(
        "groups",
        (*_SAME_VERB, "createChild", "list", "open", "replies", "setPurpose", "setTopic", "unarchive"),
    ),
    **_family("im", ("close", "history", "list", "mark", "open", "replies")),
    **_family("mpim", ("close", "history", "list", "mark", "open", "replies")),
    "files.comments.add": "",
    "files.comments.edit": "",
}


def retired_answer(method: str) -> dict[str, Any] | None:
    """The ``ok: false`` body Slack sends for a retired ``method`` (``None`` if it is not retired)."""
    if method not in RETIRED:
        return None
    instead = RETIRED[method]
    message = "[ERROR] This method is retired and can no longer be used."
    if instead:
        message += f" Please use {instead} instead. Learn more: {CHANGELOG}."
    return {"ok": False, "error": "method_deprecated", "response_metadata": {"messages": [message]}}
