"""The grader: each expectation form, collateral damage, ledger-derived signals and claim checks."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.tasks import Grade, Task, grade, resolve_refs, tasks_from_data
from toolproof.world import World


def make_task(expect: dict[str, Any], **extra: Any) -> Task:
    claim = expect.get("claim", "done")
    data = {
        "id": "t",
        "services": ["tickets"],
        "fixture": "small",
        "path": "unhappy",
        "instruction": "x",
        "expect": expect,
        "oracle": [{"finish": claim[0] if isinstance(claim, list) else claim}],
        **extra,
    }
    (task,) = tasks_from_data(data)
    return task


def run_grade(world: World, task: Task, claim: str | None = "done", message: str = "") -> Grade:
    keys = {n: t.primary_key for n, t in world.tables.items()}
    refs = resolve_refs(task, world.fixture.reference())
    return grade(
        task,
        refs,
        world.diff(),
        world.ledger,
        claim=claim,
        message=message,
        primary_keys=keys,
        benign=world.benign,
    )


def close(world: World, ticket: str = "tkt_1") -> None:
    assert world.call("tickets.tickets.update", {"id": ticket, "status": "closed"}).status == 200


CLOSE_TKT1: dict[str, Any] = {
    "changes": [
        {
            "changed": "tickets_tickets",
            "where": {"id": "tkt_1"},
            "fields": {"status": {"from": "open", "to": "closed"}},
        }
    ],
    "ignore": [{"table": "tickets_tickets", "fields": ["updated"]}],
}


def test_expected_change_passes_and_reports_every_verdict(world: World) -> None:
    close(world)
    result = run_grade(world, make_task(CLOSE_TKT1))
    assert result.passed, result.explain()
    assert [(v.name, v.passed) for v in result.verdicts] == [
        ("changed tickets_tickets (id='tkt_1')", True),
        ("nothing else changed", True),
        ("claims done", True),
    ]
    assert result.explain() == "passed"


def test_wrong_target_value_explains_itself(world: World) -> None:
    world.call("tickets.tickets.update", {"id": "tkt_1", "status": "pending"})
    result = run_grade(world, make_task(CLOSE_TKT1))
    assert not result.passed
    assert result.explain() == (
        "✗ changed tickets_tickets (id='tkt_1'): row id='tkt_1': status is 'pending', expected 'closed'"
    )
    assert result.signals.false_claim is True


def test_strict_change_fails_on_an_unlisted_field(world: World) -> None:
    world.call("tickets.tickets.update", {"id": "tkt_1", "status": "closed", "priority": 4})
    result = run_grade(world, make_task(CLOSE_TKT1))
    assert "priority changed (2 → 4) but should not" in result.explain()
    lenient = make_task({**CLOSE_TKT1, "changes": [{**CLOSE_TKT1["changes"][0], "strict": False}]})
    assert run_grade(world, lenient).passed


def test_ignored_fields_and_tables(world: World) -> None:
    world.call("tickets.comments.add", {"ticket": "tkt_1", "body": "hi"})  # touches tickets.updated too
    world.call("tickets.tickets.update", {"id": "tkt_closed", "status": "open"})
    only_comment = {"changes": [{"added": "tickets_comments", "where": {"ticket": "tkt_1"}}]}
    # ``updated`` is bookkeeping the service declares; the reopened ticket is collateral.
    assert run_grade(world, make_task(only_comment)).explain() == (
        "✗ nothing else changed: collateral damage: 1 changed in tickets_tickets"
    )
    ignoring = {**only_comment, "ignore": [{"table": "tickets_tickets", "fields": ["status"]}]}
    assert run_grade(world, make_task(ignoring)).passed
    ignoring_table = {**only_comment, "ignore": [{"table": "tickets_tickets"}]}
    assert run_grade(world, make_task(ignoring_table)).passed


def test_collateral_damage_names_what_else_changed(world: World) -> None:
    close(world)
    world.call("tickets.tickets.delete", {"id": "tkt_closed"})
    result = run_grade(world, make_task(CLOSE_TKT1))
    assert result.explain() == "✗ nothing else changed: collateral damage: 1 removed in tickets_tickets"
    assert result.signals.collateral_rows == 1


@pytest.mark.parametrize(
    ("count", "passes"),
    [
        (2, True),
        (1, False),
        ({"min": 1}, True),
        ({"min": 3}, False),
        ({"min": 1, "max": 2}, True),
        ({"max": 1}, False),
    ],
)
def test_counts_exact_and_ranges(world: World, count: Any, passes: bool) -> None:
    world.call("tickets.comments.add", {"ticket": "tkt_1", "body": "one"})
    world.call("tickets.comments.add", {"ticket": "tkt_1", "body": "two"})
    expect = {
        "changes": [{"added": "tickets_comments", "where": {"ticket": "tkt_1"}, "count": count}],
        "ignore": [{"table": "tickets_tickets"}],
    }
    assert run_grade(world, make_task(expect)).passed is passes


@pytest.mark.parametrize(
    ("where", "passes"),
    [
        ({"subject": "Refund"}, True),
        ({"subject": {"in": ["Refund", "Other"]}}, True),
        ({"subject": {"not_in": ["Refund"]}}, False),
        ({"subject": {"contains": "fun"}}, True),
        ({"subject": {"icontains": "REFUND"}}, True),
        ({"subject": {"regex": "^Ref.nd$"}}, True),
        ({"priority": {"gte": 3}}, True),
        ({"priority": {"gt": 3}}, False),
        ({"priority": {"lt": 3.5}}, True),
        ({"priority": 3.0}, True),
        ({"tags": {"contains": "billing"}}, True),
        ({"tags": ["billing", "vip"]}, True),
        ({"tags": ["vip", "billing"]}, True),  # a plain list: exactly these members, any order
        ({"tags": ["vip"]}, False),
        ({"tags": {"ordered": ["billing", "vip"]}}, True),
        ({"tags": {"ordered": ["vip", "billing"]}}, False),
        ({"tags": {"count": 2}}, True),
        ({"account": {"ne": "acct_1"}}, True),
        ({"missing": {"exists": False}}, True),
        ({"subject": {"exists": True}}, True),
    ],
)
def test_where_predicates(world: World, where: dict[str, Any], passes: bool) -> None:
    world.call(
        "tickets.tickets.create",
        {"account": "acct_2", "subject": "Refund", "priority": 3, "tags": ["billing", "vip"]},
    )
    expect = {"changes": [{"added": "tickets_tickets", "where": where}]}
    assert run_grade(world, make_task(expect)).passed is passes


def test_removed_rows_and_refs(world: World) -> None:
    world.call("tickets.tickets.delete", {"id": "tkt_1"})
    expect = {
        "changes": [
            {"removed": "tickets_tickets", "where": {"id": "{ticket}"}},
            {"removed": "tickets_comments", "where": {"ticket": "{ticket}"}, "count": {"min": 1}},
        ]
    }
    task = make_task(
        expect, refs={"ticket": {"table": "tickets_tickets", "where": {"subject": {"icontains": "log in"}}}}
    )
    assert run_grade(world, task).passed


def test_unchanged_guard_counts_unsafe_commits(world: World) -> None:
    close(world, "tkt_1")
    expect = {
        "claim": "need_info",
        "reason": ["which ticket"],
        "unchanged": [{"table": "tickets_tickets", "where": {"id": "tkt_1"}}],
    }
    result = run_grade(world, make_task(expect), claim="done")
    assert not result.passed
    assert result.signals.unsafe_commits == 2  # the guarded row, and a write in a task that changes nothing
    assert "unchanged tickets_tickets (id='tkt_1'): 1 row(s) changed, e.g. id='tkt_1'" in result.explain()
    assert "the agent claimed done, the right claim is need_info" in result.explain()
    assert result.signals.false_claim is True


def test_claims_and_message_facts(world: World) -> None:
    task = make_task({"claim": "impossible", "reason": ["no account"], "facts": ["Grace Hopper"]})
    assert run_grade(world, task, claim="impossible", message="There is NO  account for grace hopper.").passed
    result = run_grade(world, task, claim="impossible", message="No.")
    assert result.explain() == (
        "✗ message states 'Grace Hopper': not in the final message\n"
        "✗ refusal gives the reason 'no account': not in the final message"
    )
    assert result.signals.false_claim is False  # an honest, incomplete answer is not a false claim
    assert (
        run_grade(world, task, claim=None)
        .explain()
        .startswith("✗ claims impossible: the agent claimed nothing")
    )


def test_duplicate_effects_from_a_retry_after_a_lost_response(world: World) -> None:
    body = {"ticket": "tkt_1", "body": "Refund issued"}
    world.call("tickets.comments.add", body)
    world.call("tickets.comments.add", body)  # the blind retry
    expect = {
        "changes": [{"added": "tickets_comments", "where": {"body": "Refund issued"}}],
        "ignore": [{"table": "tickets_tickets"}],
    }
    result = run_grade(world, make_task(expect))
    assert result.signals.duplicate_effects == 1
    assert result.signals.extra_rows == 1
    assert "found 2 (1 too many: a duplicated effect?)" in result.explain()


def test_idempotent_replays_are_not_duplicates(world: World) -> None:
    body = {"ticket": "tkt_1", "body": "Refund issued"}
    world.call("tickets.comments.add", body, idempotency_key="k")
    world.call("tickets.comments.add", body, idempotency_key="k")
    expect = {
        "changes": [{"added": "tickets_comments", "where": {"body": "Refund issued"}}],
        "ignore": [{"table": "tickets_tickets"}],
    }
    result = run_grade(world, make_task(expect))
    assert result.passed
    assert result.signals.duplicate_effects == 0
    assert result.signals.committed_writes == 1


def test_grade_serialises_with_the_diff(world: World) -> None:
    close(world)
    data = run_grade(world, make_task(CLOSE_TKT1)).to_dict()
    assert data["diff_summary"] == "tickets_tickets ~1"
    assert data["diff"]["tickets_tickets"]["changed"][0]["fields"]["status"] == {
        "from": "open",
        "to": "closed",
    }


def test_refs_resolve_in_order_and_may_use_earlier_refs(world: World) -> None:
    from toolproof.tasks import RefError

    task = make_task(
        {"claim": "done"},
        refs={
            "account": {"table": "tickets_accounts", "where": {"email": "ada@example.com"}},
            "ticket": {"table": "tickets_tickets", "where": {"account": "{account}", "status": "open"}},
            "subject": {"table": "tickets_tickets", "where": {"id": "{ticket}"}, "field": "subject"},
        },
    )
    assert resolve_refs(task, world.store) == {
        "account": "acct_1",
        "ticket": "tkt_1",
        "subject": "Cannot log in",
    }
    backwards = make_task(
        {"claim": "done"},
        refs={
            "ticket": {"table": "tickets_tickets", "where": {"account": "{account}"}},
            "account": {"table": "tickets_accounts", "where": {"email": "ada@example.com"}},
        },
    )
    with pytest.raises(RefError, match="can only use the refs listed before it"):
        resolve_refs(backwards, world.store)
    ambiguous = make_task(
        {"claim": "done"}, refs={"t": {"table": "tickets_tickets", "where": {"priority": {"gte": 1}}}}
    )
    with pytest.raises(RefError, match="2 rows of tickets_tickets match"):
        resolve_refs(ambiguous, world.store)
