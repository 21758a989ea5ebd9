"""What Slack says about how a request was sent rather than what it asked: charset warnings on every
answer, and ``method_deprecated`` for the retired method families (through ``slack_sdk`` and raw HTTP)."""

from __future__ import annotations

import warnings
from collections.abc import Iterator

import httpx
import pytest
from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError

from tests.services.slack.conftest import Workspace
from toolproof.service import HttpRequest
from toolproof.services.slack.charset import charset_warning, with_warning
from toolproof.services.slack.retired import CHANGELOG, RETIRED

SMALL_GENERAL = "C0GENERAL01"


@pytest.fixture
def raw(ws: Workspace) -> Iterator[httpx.Client]:
    auth = {"Authorization": f"Bearer xoxb-{ws.world.id}"}
    with httpx.Client(base_url=ws.base_url + "/slack/api", headers=auth) as client:
        yield client


def general(ws: Workspace) -> str:
    return ws.channel("general")


@pytest.mark.parametrize(
    ("content_type", "warning"),
    [
        ("application/json", "missing_charset"),
        ("application/json; charset=utf-8", None),
        ("application/json;charset=UTF-8", None),
        ("application/x-www-form-urlencoded", None),
        ("application/x-www-form-urlencoded; charset=utf-8", "superfluous_charset"),
    ],
)
def test_charset_rules(content_type: str, warning: str | None) -> None:
    request = HttpRequest("POST", "/auth.test", headers={"content-type": content_type}, body=b"{}")
    assert charset_warning(request) == warning
    assert charset_warning(HttpRequest("GET", "/auth.test", headers={"content-type": content_type})) is None


def test_json_without_charset_warns_on_success_and_state_still_changes(
    ws: Workspace, raw: httpx.Client
) -> None:
    channel = general(ws)
    before = len(ws.messages(channel))
    r = raw.post(
        "/chat.postMessage",
        content=b'{"channel": "%s", "text": "hi"}' % channel.encode(),
        headers={"Content-Type": "application/json"},
    )
    body = r.json()
    assert r.status_code == 200
    assert body["ok"] is True
    assert body["warning"] == "missing_charset"
    assert body["response_metadata"] == {"warnings": ["missing_charset"]}
    assert len(ws.messages(channel)) == before + 1  # a warning never refuses the request


def test_warning_rides_on_errors_in_slacks_key_order(raw: httpx.Client) -> None:
    r = raw.post(
        "/chat.postMessage",
        content=b'{"channel": "C0NOSUCH00", "text": "hi"}',
        headers={"Content-Type": "application/json"},
    )
    # As Slack answers it: {"ok":false,"error":"channel_not_found","warning":"missing_charset",…}
    assert r.text == (
        '{"ok":false,"error":"channel_not_found","warning":"missing_charset",'
        '"response_metadata":{"warnings":["missing_charset"]}}'
    )


def test_form_with_charset_is_superfluous(ws: Workspace, raw: httpx.Client) -> None:
    r = raw.post(
        "/conversations.info",
        content=f"channel={general(ws)}".encode(),
        headers={"Content-Type": "application/x-www-form-urlencoded; charset=utf-8"},
    )
    body = r.json()
    assert body["ok"] is True
    assert body["channel"]["id"] == general(ws)
    assert (body["warning"], body["response_metadata"]["warnings"]) == (
        "superfluous_charset",
        ["superfluous_charset"],
    )


def test_charset_warning_joins_a_methods_own_warning(ws: Workspace, raw: httpx.Client) -> None:
    """Several warnings: comma-separated in ``warning``, each in ``response_metadata.warnings``."""
    r = raw.post(
        "/conversations.join",
        content=b'{"channel": "%s"}' % general(ws).encode(),
        headers={"Content-Type": "application/json"},
    )
    body = r.json()
    assert body["warning"] == "already_in_channel,missing_charset"
    assert body["response_metadata"]["warnings"] == ["already_in_channel", "missing_charset"]


def test_with_warning_does_not_touch_the_saved_body() -> None:
    saved = {"ok": True, "response_metadata": {"next_cursor": ""}}
    out = with_warning(saved, "missing_charset")
    assert saved == {"ok": True, "response_metadata": {"next_cursor": ""}}
    assert out["response_metadata"] == {"next_cursor": "", "warnings": ["missing_charset"]}


def test_official_sdk_never_earns_a_warning(ws: Workspace) -> None:
    """``slack_sdk`` declares the charset on JSON and not on forms, exactly as Slack asks."""
    posted = ws.bot.chat_postMessage(channel=general(ws), text="hello").data
    info = ws.bot.conversations_info(channel=general(ws)).data
    assert isinstance(posted, dict)
    assert isinstance(info, dict)
    assert "warning" not in posted
    assert "warning" not in info


def test_retired_families_answer_method_deprecated_through_the_sdk(ws: Workspace) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # slack_sdk's own deprecation warning
        with pytest.raises(SlackApiError) as info:
            ws.bot.channels_list()
    assert info.value.response.status_code == 200
    assert info.value.response.data == {
        "ok": False,
        "error": "method_deprecated",
        "response_metadata": {
            "messages": [
                "[ERROR] This method is retired and can no longer be used. Please use conversations.list "
                f"or users.conversations instead. Learn more: {CHANGELOG}."
            ]
        },
    }


@pytest.mark.parametrize("method", sorted(RETIRED))
def test_every_retired_method(method: str, raw: httpx.Client) -> None:
    body = raw.post(f"/{method}", data={"channel": SMALL_GENERAL}).json()
    assert (body["ok"], body["error"]) == (False, "method_deprecated")
    message = body["response_metadata"]["messages"][0]
    assert message.startswith("[ERROR] This method is retired and can no longer be used.")
    if RETIRED[method]:
        assert f"Please use {RETIRED[method]} instead." in message


def test_retired_list_matches_the_sdk_and_live_methods_stay_unknown(raw: httpx.Client) -> None:
    """Every retired family wrapper slack_sdk still ships is known; files.comments.delete is alive
    at Slack (and not implemented here), and a made-up method stays ``unknown_method``."""
    families = ("channels_", "groups_", "im_", "mpim_")
    wrappers = {m.replace("_", ".", 1) for m in dir(WebClient) if m.startswith(families)}
    assert wrappers <= set(RETIRED)
    assert raw.post("/files.comments.delete").json()["error"] == "unknown_method"
    assert raw.post("/channels.frobnicate").json()["error"] == "unknown_method"
