"""What its rows are called: the look-alike-name check and mutants read it (`toolproof.service.names`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from toolproof.service.names import Named


def dm_members(channel: Mapping[str, Any]) -> tuple[str, ...]:
    """(names13) Whom a message in ``channel`` reaches as such: both people of a DM (its ``creator``
    and its ``im_user``); a public or private channel reaches no one in particular."""
    if channel.get("kind") != "im":
        return ()
    return tuple(u for u in (channel.get("creator"), channel.get("im_user")) if isinstance(u, str) and u)


NAMES = (
    Named("slack_users", ("real_name", "display_name"), ids=("email",), people=True),
    Named("slack_channels", ("name",), prefix="#", reaches=dm_members),
    Named("slack_usergroups", ("name", "handle"), prefix="@"),
    Named("slack_bookmarks", ("title",)),
    Named("slack_files", ("title", "name")),
)
