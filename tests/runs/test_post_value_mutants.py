"""(posts13) Wrong values inside the oracle's posts (:mod:`toolproof.runs.post_value_mutants`): drawn per
value of a text at a declared word column, kept only where the posted-values check reads the slip."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

from tests.support.suites import load_suite
from toolproof.agents.reference import StepRecord
from toolproof.runs.post_value_mutants import post_value_slips, read_in_post
from toolproof.runs.validation import validate_task
from toolproof.tasks import Task
from toolproof.world.diff import Diff, TableDiff
from toolproof.world.ledger import LedgerEntry, RowEffect

SERVICES = ("slack", "stripe")
TEXT = "Heads up: Fjord pays $290.00 a month, billed on 17 November."


def _task() -> Task:
    """A task of Slack's (its services declare the word columns; its instruction grounds nothing here)."""
    return next(t for t in load_suite("core") if t.id == "cross.move-standup-and-announce")


def _entry(operation: str, params: Any, body: Any, writes: bool) -> LedgerEntry:
    changes = (RowEffect("slack_messages", ("C01", "2.0"), "insert"),) if writes else ()
    entry = LedgerEntry(0, 0.0, operation, params, 200, "ok", writes, writes, changes=changes)
    entry.response = SimpleNamespace(body=body, transport_fault=None)
    return entry


def test_each_value_of_a_post_is_slipped_and_other_arguments_are_not() -> None:
    records = [
        StepRecord(0, "stripe.subscriptions.list", {"customer": "cus_1"}, False),
        StepRecord(1, "slack.chat.postMessage", {"channel": "C01", "text": TEXT}, True),
        StepRecord(
            2, "stripe.refunds.create", {"charge": "ch_1", "reason": "Refund of $290.00 as agreed"}, True
        ),
    ]
    slips = post_value_slips(SERVICES, records)
    assert [s.mutant.id for s in slips] == [
        "wrong-amount@2:text:1:x100",
        "wrong-amount@2:text:1:div100",
        "wrong-amount@2:text:1:plus1",
        "wrong-date@2:text:1:minus1",
        "wrong-date@2:text:1:plus1",
    ]
    assert slips[0].now == "Heads up: Fjord pays $29,000.00 a month, billed on 17 November."
    assert slips[0].mutant.replace == (("text", slips[0].now),)
    assert slips[0].mutant.at == 1


def test_a_slip_is_drawn_only_where_the_check_reads_it() -> None:
    records = [StepRecord(1, "slack.chat.postMessage", {"channel": "C01", "text": TEXT}, True)]
    slips = {s.mutant.id: s for s in post_value_slips(SERVICES, records)}
    read = {"data": [{"id": "sub_1", "plan": {"amount": 29000, "currency": "usd"}}]}
    ledger = [
        _entry("stripe.subscriptions.list", {"customer": "cus_1"}, read, False),
        _entry("slack.chat.postMessage", {"channel": "C01", "text": TEXT}, {"ok": True}, True),
    ]
    diff = Diff({"slack_messages": TableDiff(added=[{"channel": "C01", "ts": "2.0", "text": TEXT}])})
    drawn = {k for k, s in slips.items() if read_in_post(s, _task(), {}, diff, ledger, None)}
    # the amount is grounded before the post, so its slips are read; the day is grounded nowhere
    assert drawn == {
        "wrong-amount@2:text:1:x100",
        "wrong-amount@2:text:1:div100",
        "wrong-amount@2:text:1:plus1",
    }


def test_the_slips_of_an_announcement_are_killed() -> None:
    report = asyncio.run(validate_task(_task(), only_mutants=("wrong-date@",)))
    assert {m.id: m.outcome for m in report.mutants} == {
        "wrong-date@5:text:1:minus1": "killed",
        "wrong-date@5:text:1:plus1": "killed",
    }
    # killed by the posted-values check itself, the post's day one off the moved event's
    killed_by = (
        "\u2717 the episode's posts state no value the episode had not shown: post \"Heads up: Friday's ("
    )
    assert [m.detail[: len(killed_by)] for m in report.mutants] == [killed_by, killed_by]
    # the post's 10:00, read on the slipped day, is a day off a 10:00 the episode shows
    assert report.mutants[0].detail.endswith(
        "'10:00' (a day off 10:00 America/New_York on 2026-11-04, which the episode shows)"
    )


def test_a_post_s_clock_time_beside_a_city_is_slipped_and_killed() -> None:
    """(posts14) "18:00 Oslo time" is read in Oslo's zone: the post's hour slips are drawn and the
    posted-values check kills them; the final message's "17:00 Oslo" is killed by the moments check,
    with the task's own says_not for it retired."""
    task = next(t for t in load_suite("company") if t.id == "company-people.fjord-renewal-reminder")
    assert not any("Oslo time than 18:00" in item.label for item in task.expect.says_not)
    report = asyncio.run(validate_task(task, only_mutants=("wrong-time",)))
    assert {m.id: m.outcome for m in report.mutants} == {
        "wrong-time:1:minus1h": "killed",
        "wrong-time:1:plus1h": "killed",
        "wrong-time:2:minus1h": "killed",
        "wrong-time:2:plus1h": "killed",
        "wrong-time@4:text:1:minus1h": "killed",
        "wrong-time@4:text:1:plus1h": "killed",
    }
    detail = {m.id: m.detail for m in report.mutants}
    assert detail["wrong-time:1:minus1h"] == (
        "\u2717 the final message states no date or time the episode does not show: the final message says "
        "'17:00' (an hour off 18:00 Europe/Oslo on 2026-11-23, which the episode shows)"
    )
    assert detail["wrong-time@4:text:1:plus1h"].endswith(
        "\u2717 the episode's posts state no value the episode had not shown: post 'Hi Anders and Sigrid, a "
        "reminder of our renewal call on Monday 23 November at 1\u2026': '19:00' (an hour off 18:00 "
        "Europe/Oslo on 2026-11-23, which the episode shows)"
    )
