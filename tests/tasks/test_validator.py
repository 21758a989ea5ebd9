"""The validator proves good tasks and catches every kind of defect it is fed."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from toolproof.service import Context, Dialect, Params, Service, register
from toolproof.service.schema import Table
from toolproof.tasks import load_path, tasks_from_data
from toolproof.runs.validation import TaskReport, render_table, validate

DATA = Path(__file__).parent / "data"


def _report(path: Path) -> TaskReport:
    (report,) = validate(load_path(path))
    return report


def _defects(report: TaskReport) -> dict[str, str]:
    return {c.name: c.detail for c in report.defects()}


def test_good_tasks_validate_with_every_check() -> None:
    reports = validate(load_path(DATA / "good"))
    assert [r.task for r in reports] == [
        "tickets.resolve-login",
        "tickets.unknown-customer",
        "tickets.which-ticket",
    ]
    assert all(r.ok for r in reports), render_table(reports)
    names = [c.name for c in reports[0].checks]
    assert names == [
        "refs resolve",
        "ids exist",
        "reset deterministic",
        "fixture deterministic",
        "oracle passes",
        "oracle deterministic",
        "no-op fails",
        "[lost-comment-response] oracle passes",
        "[lost-comment-response] faults fire",
        "[close-silently-ignored] oracle passes",
        "[close-silently-ignored] faults fire",
        "[throttled] oracle passes",
        "[throttled] faults fire",
    ]
    assert render_table(reports).endswith("3 task(s), 0 with defects")


def test_catches_an_oracle_that_fails() -> None:
    defects = _defects(_report(DATA / "broken" / "oracle-fails.yaml"))
    assert list(defects) == ["oracle passes"]
    assert "status is 'pending', expected 'closed'" in defects["oracle passes"]


def test_catches_a_task_a_do_nothing_agent_passes() -> None:
    assert _defects(_report(DATA / "broken" / "noop-passes.yaml")) == {
        "no-op fails": "a do-nothing agent passes this task"
    }


def test_catches_a_fault_that_never_fires() -> None:
    assert _defects(_report(DATA / "broken" / "fault-never-fires.yaml")) == {
        "[wrong-operation] faults fire": "rule(s) never fired under the oracle: never"
    }


def test_catches_a_dangling_ref() -> None:
    report = _report(DATA / "broken" / "dangling-ref.yaml")
    assert [c.name for c in report.checks] == ["refs resolve"]
    assert (
        report.checks[0].detail == "ref 'ticket': no row of tickets_tickets matches {'account': 'acct_grace'}"
    )


def test_catches_a_dangling_id() -> None:
    defects = _defects(_report(DATA / "broken" / "dangling-id.yaml"))
    assert defects == {
        "ids exist": "no row of tickets_tickets matches {'id': 'tkt_nope'} in the initial state"
    }


# A service whose fixture is not deterministic: it draws from the OS, not from the world's RNG.
flaky = Service("flaky", mount="/flaky", dialect=Dialect(), tables=[Table("flaky_rows", {"id": "text"})])


@flaky.fixture("default")
def _flaky_fixture(ctx: Context) -> None:
    ctx.db.execute("INSERT INTO flaky_rows VALUES (?)", (os.urandom(8).hex(),))


class _Touch(Params):
    id: str


@flaky.operation("flaky.touch", "POST", "/touch", writes=True)
def _touch(ctx: Context, p: _Touch) -> dict[str, Any]:
    ctx.db.execute("INSERT INTO flaky_rows VALUES (?)", (p.id,))
    return {"id": p.id}


register(flaky)


def test_catches_a_non_deterministic_fixture() -> None:
    (task,) = tasks_from_data(
        {
            "id": "broken.flaky-fixture",
            "services": ["flaky"],
            "instruction": "Add row x.",
            "expect": {"changes": [{"added": "flaky_rows", "where": {"id": "x"}}]},
            "oracle": [{"call": "flaky.touch", "args": {"id": "x"}}, {"finish": "done"}],
        }
    )
    (report,) = validate([task])
    assert _defects(report) == {"fixture deterministic": "building the fixture twice gave different bytes"}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (
            {"oracle": [{"finish": "impossible"}]},
            "the oracle finishes with 'impossible' but the task expects 'done'",
        ),
        ({"oracle": [{"call": "tickets.tickets.get"}]}, "the oracle must end with a 'finish' step"),
        (
            {"path": "impossible", "expect": {"claim": "done", "changes": [{"added": "t"}]}},
            "expects no changes",
        ),
        ({"expect": {"changes": [{"added": "t", "where": {"n": {"gt": "x"}}}]}}, "'gt' needs a number"),
        ({"id": "Bad Id"}, "String should match pattern"),
        ({"colour": "red"}, "colour: Extra inputs are not permitted"),
    ],
)
def test_malformed_tasks_are_refused_at_load_with_the_reason(data: dict[str, Any], message: str) -> None:
    from toolproof.tasks import TaskLoadError

    base = {"id": "t", "services": ["tickets"], "instruction": "x", "oracle": [{"finish": "done"}]}
    with pytest.raises(TaskLoadError, match=message.replace("(", r"\(").replace(")", r"\)")):
        tasks_from_data({**base, **data}, "inline")


def test_oracle_may_use_saved_results_but_not_unknown_names() -> None:
    base = {
        "id": "t.saved",
        "services": ["tickets"],
        "fixture": "small",
        "instruction": "Comment on Ada's ticket and tell me the comment number.",
        "expect": {
            "changes": [{"added": "tickets_comments", "where": {"ticket": "tkt_1"}}],
            "ignore": [{"table": "tickets_tickets", "fields": ["updated"]}],
        },
    }
    good = {
        **base,
        "oracle": [
            {"call": "tickets.comments.add", "args": {"ticket": "tkt_1", "body": "On it"}, "save": "comment"},
            {"finish": "done", "message": "Added comment {comment.n} to tkt_1."},
        ],
    }
    (report,) = validate(tasks_from_data(good))
    assert report.ok, report.defects()
    bad = {
        **good,
        "id": "t.unknown",
        "oracle": [good["oracle"][0], {"finish": "done", "message": "{nope.n}"}],
    }
    (report,) = validate(tasks_from_data(bad))
    assert _defects(report) == {
        "ids exist": "oracle step finish uses {nope}, which no ref or earlier step saves"
    }
