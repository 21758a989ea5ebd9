"""The agent's deadline: an agent that never waits is stepped once without the timer; every other
ends exactly as under ``async with asyncio.timeout(time_limit): await agent(episode)``."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Generator
from typing import Any

import pytest

import toolproof.agents.run as run_module
from toolproof.agents.episode import Episode
from toolproof.agents.run import EpisodeResult, run_episode
from toolproof.tasks import Task

TASK = "tickets.resolve-login"
Agent = Callable[[Episode], Awaitable[None]]


async def _timed_as_before(agent: Agent, episode: Episode, time_limit: float) -> None:
    """The agent under its deadline as run_episode awaited it before the first step was taken apart."""
    async with asyncio.timeout(time_limit):
        await agent(episode)


async def _ticket(episode: Episode) -> str:
    seen = await episode.call("tickets.tickets.list", {"account": "acct_1", "status": "open"})
    return str(seen.body["data"][0]["id"])


async def never_waits(episode: Episode) -> None:
    ticket = await _ticket(episode)
    await episode.call("tickets.comments.add", {"ticket": ticket, "body": "Resolved: login works"})
    await episode.call("tickets.tickets.update", {"id": ticket, "status": "closed"})
    episode.finish("done", f"Commented on and closed {ticket}.")


async def waits_between_calls(episode: Episode) -> None:
    ticket = await _ticket(episode)
    await asyncio.sleep(0)
    await episode.call("tickets.comments.add", {"ticket": ticket, "body": "Resolved: login works"})
    # A value the loop hands back through a future reaches the agent.
    future: asyncio.Future[str] = asyncio.get_running_loop().create_future()
    asyncio.get_running_loop().call_soon(future.set_result, "closed")
    status = await future
    await episode.call("tickets.tickets.update", {"id": ticket, "status": status})
    episode.finish("done", f"Commented on and closed {ticket}.")


async def waits_forever(episode: Episode) -> None:
    await _ticket(episode)
    await asyncio.Event().wait()


async def swallows_the_deadline(episode: Episode) -> None:
    await _ticket(episode)
    try:
        await asyncio.Event().wait()
    except asyncio.CancelledError:
        episode.finish("failed", "ran out of time")


async def fails_after_waiting(episode: Episode) -> None:
    await _ticket(episode)
    await asyncio.sleep(0)
    raise ValueError("lost the ticket")


async def fails_at_once(episode: Episode) -> None:
    await _ticket(episode)
    raise ValueError("lost the ticket")


async def too_many_steps(episode: Episode) -> None:
    await asyncio.sleep(0)
    for _ in range(5):
        await _ticket(episode)


async def never_claims(episode: Episode) -> None:
    await asyncio.sleep(0)
    await _ticket(episode)


class _Awaitable:
    """An agent's awaitable that is not a coroutine."""

    def __init__(self, episode: Episode) -> None:
        self.episode = episode

    def __await__(self) -> Generator[Any, None, None]:
        yield from asyncio.sleep(0).__await__()
        self.episode.finish("failed", "nothing done")


def not_a_coroutine(episode: Episode) -> Awaitable[None]:
    return _Awaitable(episode)


AGENTS: dict[str, tuple[Agent, str]] = {
    "never_waits": (never_waits, "finished"),
    "waits_between_calls": (waits_between_calls, "finished"),
    "waits_forever": (waits_forever, "time_limit"),
    "swallows_the_deadline": (swallows_the_deadline, "finished"),
    "fails_after_waiting": (fails_after_waiting, "agent_error"),
    "fails_at_once": (fails_at_once, "agent_error"),
    "too_many_steps": (too_many_steps, "step_limit"),
    "never_claims": (never_claims, "no_claim"),
    "not_a_coroutine": (not_a_coroutine, "finished"),
}


def _run(task: Task, agent: Agent) -> EpisodeResult:
    return asyncio.run(run_episode(task, agent, max_steps=3, time_limit=0.05))


def _stored(result: EpisodeResult) -> dict[str, Any]:
    data = result.to_dict()
    data.pop("seconds")
    return data


@pytest.mark.parametrize("name", sorted(AGENTS))
def test_every_agent_ends_as_under_asyncio_timeout(
    tasks: dict[str, Task], name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    agent, ended = AGENTS[name]
    task = tasks[TASK]
    now = _run(task, agent)
    monkeypatch.setattr(run_module, "_under_deadline", _timed_as_before)
    before = _run(task, agent)
    assert now.ended == ended
    assert _stored(now) == _stored(before)


def test_the_messages_of_the_ends(tasks: dict[str, Task]) -> None:
    task = tasks[TASK]
    assert _run(task, never_waits).passed
    assert _run(task, waits_between_calls).passed
    assert _run(task, waits_forever).error == "no claim within 0.05 s"
    assert _run(task, fails_after_waiting).error == "ValueError: lost the ticket"
    assert _run(task, too_many_steps).error == "more than 3 steps"
    assert _run(task, swallows_the_deadline).grade is not None
    assert _run(task, swallows_the_deadline).to_dict()["trajectory"][-1] == {
        "type": "finish",
        "claim": "failed",
        "message": "ran out of time",
    }


def test_an_episode_cancelled_from_outside_is_cancelled(tasks: dict[str, Task]) -> None:
    """The runner cancelling an episode's task while its agent waits: the cancellation is not the
    deadline's, and it reaches the caller (no result), as it did under asyncio.timeout."""
    reached: list[str] = []

    async def waits(episode: Episode) -> None:
        await _ticket(episode)
        try:
            await asyncio.Event().wait()
        except asyncio.CancelledError:
            reached.append("cancelled")
            raise

    async def main() -> bool:
        job = asyncio.create_task(run_episode(tasks[TASK], waits, time_limit=300.0))
        for _ in range(3):
            await asyncio.sleep(0)
        job.cancel()
        await asyncio.wait([job])
        return job.cancelled()

    assert asyncio.run(main()) is True
    assert reached == ["cancelled"]
