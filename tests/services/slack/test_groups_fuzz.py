"""Hypothesis over user group and bookmark arguments: an answer is ``ok`` or one of the method's codes,
and a refusal leaves the state exactly as it was (nothing half-applied)."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.services.slack.spec import error_codes, validate_success
from toolproof.world import World

ADA, ONCALL, GENERAL, HANDBOOK = "U0ADA000001", "S0ONCALL001", "C0GENERAL01", "Bk0GENERAL01"

_WORLD = World(["slack"], fixture="small")
_WORLD.rate_limits_enabled = False

text = st.one_of(
    st.text(max_size=30),
    st.sampled_from(["oncall", "On-call", "ada", "general", "here", "@ops", "a b", "", " ", "ok.handle_1"]),
)
ids = st.one_of(
    st.text(max_size=14),
    st.sampled_from([ADA, "U0ALAN00001", "U0GONE00001", "U0BOT000001", "UNOSUCH", GENERAL, ONCALL]),
)
links = st.one_of(
    st.text(max_size=30),
    st.sampled_from(["https://x.example", "http://a", "ftp://x", "<https://x.example|x>", "x.example", ""]),
)


def _answer(method: str, args: dict[str, Any]) -> None:
    _WORLD.reset()
    before = _WORLD.state_hash()
    response = _WORLD.call(f"slack.{method}", args, principal=ADA)
    assert response.status == 200, response.body
    body = response.body
    if body.get("ok") is True:
        validate_success(method, body)
        return
    assert body["error"] in error_codes(method), (method, args, body)
    assert _WORLD.state_hash() == before, (method, args, body)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=text, handle=st.one_of(st.none(), text), channels=st.one_of(st.none(), ids))
def test_usergroups_create(name: str, handle: str | None, channels: str | None) -> None:
    args: dict[str, Any] = {"name": name}
    if handle is not None:
        args["handle"] = handle
    if channels is not None:
        args["channels"] = channels
    _answer("usergroups.create", args)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(usergroup=ids, users=st.lists(ids, max_size=4).map(",".join))
def test_usergroups_users_update(usergroup: str, users: str) -> None:
    _answer("usergroups.users.update", {"usergroup": usergroup, "users": users})


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    channel=ids,
    title=text,
    kind=st.sampled_from(["link", "file", "", "LINK"]),
    link=links,
    emoji=st.one_of(st.none(), st.sampled_from([":books:", "books", ":x", "::", ":a b:"])),
)
def test_bookmarks_add(channel: str, title: str, kind: str, link: str, emoji: str | None) -> None:
    args: dict[str, Any] = {"channel_id": channel, "title": title, "type": kind, "link": link}
    if emoji is not None:
        args["emoji"] = emoji
    _answer("bookmarks.add", args)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    bookmark=st.one_of(ids, st.just(HANDBOOK)),
    title=st.one_of(st.none(), text),
    link=st.one_of(st.none(), links),
)
def test_bookmarks_edit(bookmark: str, title: str | None, link: str | None) -> None:
    args: dict[str, Any] = {"channel_id": GENERAL, "bookmark_id": bookmark}
    if title is not None:
        args["title"] = title
    if link is not None:
        args["link"] = link
    _answer("bookmarks.edit", args)
