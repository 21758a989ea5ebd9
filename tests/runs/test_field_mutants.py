"""Field mutants: every field of a row the oracle wrote, set to another value in its final state.

Real parts only: the gcal and Slack doubles' worlds, the core suite's out-of-office task (the held-out
re-sample's weekly rule on a one-day block) and the validator's own control.
"""

from __future__ import annotations

import asyncio
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.suites import load_suite
from toolproof.agents.reference import PlanAgent
from toolproof.agents.run import run_episode
from toolproof.runs.field_mutants import REMOVED, FieldMutant, apply, field_mutants
from toolproof.runs.validation import MutantResult, validate_task
from toolproof.service import registry
from toolproof.tasks import Task
from toolproof.tasks.predicates import MISSING, field_value
from toolproof.world import World

OOO = "gcal.block-out-of-office-day"
RECURRENCE = "field:gcal_events.body.recurrence"


@cache
def _ooo() -> Task:
    (task,) = [t for t in load_suite("core") if t.id == OOO]
    return task


def _without_recurrence_pin(task: Task) -> Task:
    """The task as it was before the re-sample: the one-day block's recurrence unpinned."""
    data = task.model_dump(by_alias=True, exclude_unset=True)
    where = data["expect"]["changes"][0]["where"]
    del where["body.recurrence"]
    return Task.model_validate(data)


def _posted(seed: int) -> tuple[World, list[FieldMutant]]:
    """A Slack world in which the bot posted one message, and that state's field mutants."""
    world = World(["slack"], seed=seed)
    channel = next(r for r in world.rows("slack_channels") if r["kind"] == "public" and not r["is_archived"])
    world.call("slack.conversations.join", {"channel": channel["id"]})
    response = world.call("slack.chat.postMessage", {"channel": channel["id"], "text": "Deploy finished."})
    assert response.status == 200, response
    return world, field_mutants(world, world.diff())


def _value(world: World, mutant: FieldMutant) -> Any:
    row = world.store.row_by_key(mutant.table, mutant.key)
    assert row is not None
    found = field_value(row, mutant.path)
    return REMOVED if found is MISSING else found


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(min_value=0, max_value=50))
def test_the_same_seed_gives_the_same_mutants_and_none_keeps_the_value(seed: int) -> None:
    world, mutants = _posted(seed)
    again, twice = _posted(seed)
    assert [(m.id, m.path, m.value) for m in mutants] == [(m.id, m.path, m.value) for m in twice]
    assert mutants, "a posted message has fields a caller sets"
    ids = [m.id for m in mutants]
    assert len(ids) == len(set(ids))
    start = world.snapshot()
    for mutant in mutants:
        before = _value(world, mutant)
        apply(world, mutant)
        after = _value(world, mutant)
        assert after != before, mutant.id
        assert after == mutant.value or (mutant.value is REMOVED and after is REMOVED)
        world.restore(start)
        assert _value(world, mutant) == before
    again.close()
    world.close()


def test_a_messages_thread_is_mutated_and_its_author_is_not() -> None:
    world, mutants = _posted(0)
    world.close()
    paths = {m.path for m in mutants if m.table == "slack_messages"}
    assert "thread_ts" in paths  # a channel message posted as a reply is the re-sample's kind
    assert "text" in paths
    # The author is the token's identity, the ts the key: no client sets them.
    assert not paths & {"user", "ts", "channel", "created", "bot_id"}
    thread = next(m for m in mutants if m.path == "thread_ts")
    assert thread.value is not None
    assert thread.id == "field:slack_messages.thread_ts"  # one row of the table written: no @key


def test_a_mutant_is_a_normal_final_state_in_the_journal() -> None:
    """The mutated world diffs and hashes like one a call wrote: the grader sees a plain final state."""
    world, mutants = _posted(0)
    start = world.snapshot()
    thread = next(m for m in mutants if m.path == "thread_ts")
    apply(world, thread)
    (added,) = world.diff().tables["slack_messages"].added
    assert added["thread_ts"] == thread.value
    assert world.state_hash() == world.state_hash(full=True)
    world.restore(start)
    (added,) = world.diff().tables["slack_messages"].added
    assert added["thread_ts"] is None
    world.close()


def _field(report_mutants: list[MutantResult], mutant: str) -> MutantResult:
    (found,) = [m for m in report_mutants if m.id == mutant]
    return found


def test_a_pinned_recurrence_kills_the_weekly_rule() -> None:
    report = asyncio.run(validate_task(_ooo(), only_mutants=("field",)))
    result = _field(report.mutants, RECURRENCE)
    assert result.outcome == "killed"
    assert "1 other added row(s) in gcal_events did not match" in result.detail
    assert all(m.id.startswith("field:") for m in report.mutants)


def test_an_unpinned_recurrence_lets_the_weekly_rule_survive() -> None:
    task = _without_recurrence_pin(_ooo())
    report = asyncio.run(validate_task(task, only_mutants=("field",)))
    result = _field(report.mutants, RECURRENCE)
    assert result.outcome == "survived"
    assert "RRULE" in result.description
    check = next(c for c in report.checks if c.name == "mutants killed")
    assert not check.ok
    assert RECURRENCE in check.detail


def test_a_survivor_marked_equivalent_is_marked_and_a_stale_mark_is_refused() -> None:
    data = _without_recurrence_pin(_ooo()).model_dump(by_alias=True, exclude_unset=True)
    data["equivalent"] = [{"mutant": RECURRENCE, "reason": "only to prove the mark is honoured"}]
    report = asyncio.run(validate_task(Task.model_validate(data), only_mutants=("field",)))
    assert _field(report.mutants, RECURRENCE).outcome == "marked"
    pinned = {**_ooo().model_dump(by_alias=True, exclude_unset=True), "equivalent": data["equivalent"]}
    stale = asyncio.run(validate_task(Task.model_validate(pinned), only_mutants=("field",)))
    check = next(c for c in stale.checks if c.name == "equivalent marks are current")
    assert not check.ok
    assert RECURRENCE in check.detail


def test_the_final_world_is_left_as_the_oracle_left_it() -> None:
    """Grading the mutants rolls each back: the oracle's diff is the same before and after."""
    from toolproof.runs.field_controls import field_controls

    task = _ooo()
    kept: list[Any] = []

    async def keep(episode: Any) -> None:
        kept.append(episode)
        await PlanAgent("naive")(episode)

    result = asyncio.run(run_episode(task, keep, clock_tick=0.0))
    assert result.passed
    episode = kept[0]
    before = episode.world.diff()
    assert result.grade is not None
    verdicts = field_controls(task, {}, episode, ("", None, ""))
    assert verdicts
    assert {v.outcome for v in verdicts} <= {"killed", "survived", "open", "marked"}
    assert episode.world.diff() == before


@pytest.mark.parametrize("name", registry.available())
def test_every_declared_column_exists(name: str) -> None:
    service = registry.get(name)
    for declared in service.server_set:
        table = service.tables[declared.table]
        assert {*declared.when, *declared.when_set} <= set(table.columns), declared
        for column in declared.columns:
            if column == "*":
                assert declared.conditional, f"{declared.table}: every column only of the rows 'when' names"
                continue
            head = column.split(".", 1)[0]
            assert head in table.columns, f"{declared.table}.{column}"
            assert head not in table.primary_key, f"{declared.table}.{column} is a key: always skipped"
            if "." in column:
                assert table.columns[head] == "json", f"{declared.table}.{column}: a key of a JSON column"
        assert declared.why


def test_an_unknown_declared_column_is_refused() -> None:
    from toolproof.service.server_set import ServerSet
    from toolproof.service.service import Service

    slack = registry.get("slack")
    with pytest.raises(ValueError, match="unknown in slack_messages"):
        Service(
            "slack",
            mount="/x",
            dialect=slack.dialect,
            tables=slack.tables.values(),
            server_set=[ServerSet("slack_messages", ("no_such_column",), "a typo must not hide a field")],
        )
    with pytest.raises(ValueError, match="say why"):
        ServerSet("slack_messages", ("user",), "")


def test_a_notice_slack_posts_itself_has_no_field_mutant() -> None:
    """A topic change posts a channel_topic notice: its fields are Slack's (a ``when`` declaration)."""
    world = World(["slack"], seed=0)
    channel = next(r for r in world.rows("slack_channels") if r["kind"] == "public" and not r["is_archived"])
    world.call("slack.conversations.join", {"channel": channel["id"]})
    world.call("slack.conversations.setTopic", {"channel": channel["id"], "topic": "Release freeze"})
    diff = world.diff()
    (notice,) = [r for r in diff.tables["slack_messages"].added if r["subtype"] == "channel_topic"]
    mutants = field_mutants(world, diff)
    assert not [m for m in mutants if m.table == "slack_messages"], notice
    assert {m.path for m in mutants if m.table == "slack_channels"} >= {"topic"}
    world.close()


def test_an_open_survivor_is_reported_apart_and_a_stale_one_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    from toolproof.runs import field_controls
    from toolproof.runs.validation import summarise

    listed = {OOO: frozenset({RECURRENCE})}
    monkeypatch.setattr(field_controls, "open_field_mutants", lambda: listed)
    monkeypatch.setattr("toolproof.runs.validation.open_field_mutants", lambda: listed)
    report = asyncio.run(validate_task(_without_recurrence_pin(_ooo()), only_mutants=("field",)))
    assert _field(report.mutants, RECURRENCE).outcome == "open"
    killed = next(c for c in report.checks if c.name == "mutants killed")
    assert RECURRENCE not in killed.detail  # reported as open, not failed
    summary = summarise([report])
    assert summary.mutants["open"] == 1
    assert summary.mutants["survived"] == len([m for m in report.mutants if m.outcome == "survived"])
    assert summary.mutation_score < 1
    stale = asyncio.run(validate_task(_ooo(), only_mutants=("field",)))
    check = next(c for c in stale.checks if c.name == "equivalent marks are current")
    assert not check.ok
    assert RECURRENCE in check.detail
