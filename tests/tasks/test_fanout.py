"""Fan-out graphs and metrics: hand-built episodes, hand-computed bounds, HTTP against in process."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest

from tests.support.fanout_http import HttpEpisode
from tests.support.server import serve
from tests.support.suites import load_suite
from toolproof import World
from toolproof.agents.fanout_agents import FANOUT_AGENTS
from toolproof.agents.run import run_episode
from toolproof.faults.injector import install
from toolproof.faults.plan import FaultPlan
from toolproof.report.fanout import fanout_lines, fanout_section
from toolproof.runs.fanout import fanout_metrics, rank
from toolproof.tasks.fanout import (
    Fanout,
    episode_metrics,
    logical_metrics,
    lower_bound,
    peak_in_flight,
    physical_metrics,
)
from toolproof.tasks.model import FaultVariant, Task

GRAPH = Fanout.model_validate(
    {
        "width": 3,
        "graph": [
            {"id": "read", "call": "stripe.customers.list"},
            {"id": "tag", "call": "stripe.customers.update", "count": 3, "after": ["read"]},
            {
                "id": "summary",
                "call": "slack.chat.postMessage",
                "where": {"channel": "#billing"},
                "after": ["tag"],
            },
        ],
        "concurrency": {"stripe": 2},
    }
)


def call(op: str, args: dict[str, Any], start: float, end: float, status: int = 200) -> dict[str, Any]:
    return {"type": "call", "operation": op, "args": args, "status": status, "body": {}, "error": None,
            "start": start, "end": end}  # fmt: skip


def tag(c: str, start: float, end: float, status: int = 200) -> dict[str, Any]:
    return call("stripe.customers.update", {"customer": c, "metadata": {"k": "v"}}, start, end, status)


READ = call("stripe.customers.list", {"limit": 3}, 0.0, 0.15)
POST = call("slack.chat.postMessage", {"channel": "#billing", "text": "done"}, 2.0, 2.2)


def writes(op: str) -> bool:
    return op != "stripe.customers.list"


def test_a_perfect_episode_is_perfect_on_every_logical_count() -> None:
    calls = [READ, tag("a", 0.15, 0.5), tag("b", 0.15, 0.5), tag("c", 0.5, 0.85), POST]
    assert logical_metrics(GRAPH, calls, writes) == {
        "required": 5, "issued": 5, "dropped": 0, "redundant": 0,
        "order_violations": 0, "order_respected": True, "complete": True,
    }  # fmt: skip


def test_a_summary_sent_before_the_last_write_finished_breaks_the_order() -> None:
    early = call("slack.chat.postMessage", {"channel": "#billing", "text": "done"}, 0.6, 0.8)
    calls = [READ, tag("a", 0.15, 0.5), tag("b", 0.15, 0.5), tag("c", 0.5, 0.85), early]
    m = logical_metrics(GRAPH, calls, writes)
    assert (m["order_violations"], m["order_respected"], m["complete"]) == (1, False, True)


def test_refused_calls_are_not_issued_and_a_missing_one_is_dropped() -> None:
    calls = [READ, tag("a", 0.15, 0.5), tag("b", 0.15, 0.17, status=429), POST]
    m = logical_metrics(GRAPH, calls, writes)
    assert (m["issued"], m["dropped"], m["complete"], m["redundant"]) == (3, 2, False, 0)


def test_a_repeated_write_and_a_write_outside_the_graph_are_redundant() -> None:
    stray = call("stripe.customers.create", {"email": "x@example.com"}, 1.0, 1.3)
    calls = [
        READ,
        tag("a", 0.15, 0.5),
        tag("a", 0.5, 0.85),
        tag("b", 0.15, 0.5),
        tag("c", 0.5, 0.85),
        stray,
        POST,
    ]
    m = logical_metrics(GRAPH, calls, writes)
    assert (m["issued"], m["dropped"], m["redundant"]) == (5, 0, 2)


def test_peak_in_flight_is_the_most_overlapping_calls() -> None:
    calls = [
        tag("a", 0.0, 1.0),
        tag("b", 0.5, 1.5),
        tag("c", 1.0, 2.0),
        call("slack.chat.postMessage", {}, 0, 9),
    ]
    assert peak_in_flight(calls) == {"stripe": 2, "slack": 1}


def test_physical_metrics_count_only_self_inflicted_throttling() -> None:
    calls = [
        READ,
        tag("a", 0.15, 0.5),
        tag("b", 0.15, 0.5),
        tag("c", 0.15, 0.17, 429),
        tag("c", 1.17, 1.52),
        POST,
    ]
    ledger: list[dict[str, Any]] = [
        {
            "status": 429,
            "fault": {"kind": "concurrency", "rule": "concurrency"},
        },  # the cap: the agent's doing
        {"status": 429, "fault": None},  # a rate-limit window: the agent's doing
        {"status": 503, "fault": {"kind": "unavailable", "rule": "rule-1"}},  # injected: not the agent's
        {"status": 200, "fault": None},
    ]
    m = physical_metrics(GRAPH, calls, ledger, lower=1.0, waited=1.0, caps={"stripe": 2})
    assert m["peak_in_flight"] == {"stripe": 3, "slack": 1}
    assert (m["over_cap"], m["throttled_429"], m["overloaded_503"]) == (True, 2, 0)
    assert m["makespan"] == pytest.approx(2.2)
    assert m["efficiency"] == pytest.approx(1.0 / 2.2, abs=1e-6)
    assert m["throughput"] == pytest.approx(5 / 2.2, abs=1e-6)


def test_an_episode_record_counts_waiting_per_caller_and_ends_an_aborted_call_where_it_started() -> None:
    """Two callers each sleeping 1 s after a 429 wait 2 caller-seconds, though only 1 s passes; a call
    the episode never saw the end of counts as ending where it started (it adds no makespan)."""
    trajectory = [
        READ,
        tag("a", 0.15, 0.5),
        tag("b", 0.15, 0.17, 429),
        tag("c", 0.15, 0.17, 429),
        {"type": "sleep", "seconds": 1.0, "start": 0.17},
        {"type": "sleep", "seconds": 1.0, "start": 0.17},
        tag("b", 1.17, 1.52),
        tag("c", 1.17, 1.52),
        {k: v for k, v in POST.items() if k != "end"},
    ]
    ledger = [{"status": t["status"], "fault": None} for t in trajectory if t["type"] == "call"]
    m = episode_metrics(GRAPH, trajectory, ledger, lower=1.0, writes=writes)
    assert m["width"] == 3
    assert (m["logical"]["issued"], m["logical"]["dropped"], m["logical"]["complete"]) == (5, 0, True)
    assert m["logical"]["order_respected"] is True
    physical = m["physical"]
    assert physical["waiting"] == 2.0
    assert physical["throttled_429"] == 2
    # the aborted post spans no time: it is never counted in flight
    assert physical["peak_in_flight"] == {"stripe": 3, "slack": 0}
    assert physical["makespan"] == pytest.approx(2.0)  # the post starts at 2.0 and never ends
    assert physical["efficiency"] == pytest.approx(0.5)


def test_the_lower_bound_follows_the_graph_the_cap_and_the_published_rate() -> None:
    world = World(["stripe", "slack"])
    # read 0.15 s; 3 writes two at a time: 2 waves of 0.35 s; one post 0.2 s
    assert lower_bound(GRAPH, world) == pytest.approx(0.15 + 2 * 0.35 + 0.2)
    wide = Fanout.model_validate(
        {"width": 150, "graph": [{"id": "w", "call": "stripe.customers.update", "count": 150}]}
    )
    # no cap: Stripe's 25 writes a second admit 150 in 5 more seconds, the last one then takes 0.35 s
    assert lower_bound(wide, world) == pytest.approx(5 + 0.35)


def test_a_graph_lists_its_nodes_in_dependency_order() -> None:
    with pytest.raises(ValueError, match="not declared before it"):
        Fanout.model_validate(
            {"width": 1, "graph": [{"id": "a", "call": "x", "after": ["b"]}, {"id": "b", "call": "y"}]}
        )
    with pytest.raises(ValueError, match="widest"):
        Fanout.model_validate({"width": 5, "graph": [{"id": "a", "call": "x", "count": 3}]})


@pytest.fixture(scope="module")
def review() -> Task:
    return load_suite("fanout", only={"fanout-review.n010"})[0]


def test_the_scheduler_ranks_above_fire_everything_and_both_are_logically_perfect(review: Task) -> None:
    results = [
        asyncio.run(run_episode(review, FANOUT_AGENTS[name], agent_name=name)).to_dict()
        for name in ("fire-everything", "scheduling", "serialising")
    ]
    assert all(r["passed"] for r in results)
    summary = fanout_metrics(results)
    assert summary is not None
    for name in ("fire-everything", "scheduling"):
        logical = summary["agents"][name]["logical"]
        assert (logical["complete"], logical["order_respected"], logical["redundant"]) == (1.0, 1.0, 0)
    fire, sched = (
        summary["agents"]["fire-everything"]["physical"],
        summary["agents"]["scheduling"]["physical"],
    )
    assert (fire["peak_in_flight"]["stripe"], fire["throttled_429"], fire["over_cap"]) == (10, 2, 1.0)
    assert (sched["peak_in_flight"]["stripe"], sched["throttled_429"], sched["over_cap"]) == (6, 0, 0.0)
    assert rank(summary).index("scheduling") < rank(summary).index("fire-everything")
    assert summary["by_width"]["scheduling"]["10"]["episodes"] == 1
    html = fanout_section({"fanout": summary}, ["fire-everything", "scheduling", "serialising"])
    for chart in ("fanout-efficiency", "fanout-complete", "fanout-429"):
        assert f"data-chart='{chart}'" in html
    physical = html[html.index("data-table='fanout-physical'") :]
    assert physical.index("<td>scheduling</td>") < physical.index("<td>fire-everything</td>")
    lines = fanout_lines({"fanout": summary})
    assert lines[3].startswith("scheduling")
    assert "10/8" in lines[-1]


def test_the_same_episode_over_http_and_in_process_gives_the_same_logical_metrics(review: Task) -> None:
    agent = FANOUT_AGENTS["scheduling"]
    in_process = asyncio.run(run_episode(review, agent, agent_name="scheduling"))
    assert in_process.passed
    assert in_process.fanout is not None

    with serve(["stripe", "slack"]) as server:
        world = server.hub.create()
        install(world, FaultPlan(concurrency={"stripe": 8}))

        async def over_http() -> HttpEpisode:
            async with httpx.AsyncClient(timeout=10) as client:
                episode = HttpEpisode(review, server, world, client)
                await agent(episode)  # type: ignore[arg-type]
                return episode

        episode = asyncio.run(over_http())
        changed = world.diff().summary()
    assert episode.claim == "done"
    http_calls = [t for t in episode.trajectory if t["type"] == "call"]
    logical = logical_metrics(review.fanout, http_calls, lambda op: op != "stripe.customers.list")  # type: ignore[arg-type]
    assert logical == in_process.fanout["logical"]
    assert changed == "slack_messages +1; stripe_customers ~10"


def test_the_report_draws_the_width_curve_and_fire_everything_overloads_more_as_width_grows() -> None:
    """Two widths, two agents: the summary and the report's curves carry one point per width, and the
    fire-everything agent's self-inflicted 429s per episode grow with width while the scheduler's stay 0."""
    tasks = load_suite("fanout", only={"fanout-review.n010", "fanout-review.n020"})
    results = [
        asyncio.run(run_episode(task, FANOUT_AGENTS[name], agent_name=name)).to_dict()
        for task in tasks
        for name in ("fire-everything", "scheduling")
    ]
    assert all(r["passed"] for r in results)
    summary = fanout_metrics(results)
    assert summary is not None
    by_width = summary["by_width"]
    assert (
        sorted(by_width["scheduling"], key=int)
        == sorted(by_width["fire-everything"], key=int)
        == ["10", "20"]
    )
    fire = [by_width["fire-everything"][w]["physical"]["throttled_429"] for w in ("10", "20")]
    assert fire[0] < fire[1]
    assert [by_width["scheduling"][w]["physical"]["throttled_429"] for w in ("10", "20")] == [0, 0]
    for w in ("10", "20"):
        for agent in ("fire-everything", "scheduling"):
            assert by_width[agent][w]["logical"]["complete"] == 1.0
    html = fanout_section({"fanout": summary}, ["fire-everything", "scheduling"])
    chart = html[html.index("data-chart='fanout-429'") :]
    chart = chart[: chart.index("</svg>")]
    assert chart.count("<circle") >= 4, "one point per agent and width"


@pytest.mark.parametrize(
    ("plan", "self_inflicted"),
    [
        # An injected 429 on the first tag comes whatever the agent's pace (fanout review): not its own.
        (
            {"rules": [{"id": "injected", "operation": "stripe.customers.update", "nth": 1,
                        "fault": {"kind": "rate_limit", "retry_after": 1}}]},
            False,
        ),
        # A window the plan declares (two tags a second) is the agent's pace meeting a published limit.
        (
            {"rate_limits": [{"service": "stripe", "operation": "stripe.customers.update", "limit": 2,
                              "per_seconds": 1}]},
            True,
        ),
    ],
)  # fmt: skip
def test_only_refusals_the_agent_brought_on_itself_count_as_self_inflicted(
    review: Task, plan: dict[str, Any], self_inflicted: bool
) -> None:
    variant = FaultVariant(name="limits", plan=plan)
    agent = FANOUT_AGENTS["fire-everything"]
    result = asyncio.run(run_episode(review, agent, agent_name="fire-everything", variant=variant))
    assert result.passed
    assert result.fanout is not None
    refused = [e for e in result.ledger if e.get("status") == 429]
    assert refused, "the plan refused no call: the case proves nothing"
    # The injected rule fires once; everything else refused is the cap or the window.
    assert result.fanout["physical"]["throttled_429"] == len(refused) - (0 if self_inflicted else 1)
