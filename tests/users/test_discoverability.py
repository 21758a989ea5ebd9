"""The validator's discoverability check counts what the user said as an observation: an id the user
gives when asked may be used; the same id used before anyone said it is still caught."""

from __future__ import annotations

from typing import Any

from toolproof.runs.validation import validate
from toolproof.tasks import tasks_from_data


def _task(oracle: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "id": "talk.reopen-by-id",
        "services": ["tickets"],
        "fixture": "small",
        "path": "happy",
        "instruction": "My old ticket was closed by mistake. Please reopen it.",
        "user": {
            "persona": "terse",
            "facts": [{"name": "ticket", "about": ["ticket", "id", "number"], "value": "tkt_closed"}],
        },
        "expect": {
            "changes": [
                {
                    "changed": "tickets_tickets",
                    "where": {"id": "tkt_closed"},
                    "fields": {"status": {"from": "closed", "to": "open"}},
                }
            ]
        },
        "oracle": oracle,
    }


ASK = {"say": "Which ticket id is it?", "save": "ticket", "pick": {"regex": "tkt_\\w+"}}
REOPEN = {"call": "tickets.tickets.update", "args": {"id": "tkt_closed", "status": "open"}}


def _discoverable(oracle: list[dict[str, Any]]) -> tuple[bool, str]:
    (task,) = tasks_from_data(_task(oracle), "talk.yaml")
    (report,) = validate([task])
    (check,) = [c for c in report.checks if c.name == "objects are discoverable"]
    return check.ok, check.detail


def test_an_id_the_user_gave_counts_as_seen() -> None:
    assert _discoverable([ASK, REOPEN, {"finish": "done"}]) == (True, "")


def test_an_id_used_before_the_user_gave_it_is_still_unseen() -> None:
    passed, detail = _discoverable([REOPEN, ASK, {"finish": "done"}])
    assert not passed
    assert "sends id='tkt_closed'" in detail
