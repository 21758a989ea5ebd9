"""perf33: what an episode builds around its calls, made with less work and the same result.

- The answer key's strings (``secrets``) go only to a user factory other than the scripted one (which
  never reads them): another factory gets exactly the list it got before; the default gets none.
- A surface without an interface variant shares one frozen vendor :class:`Interface`.
- :func:`grade` calls :mod:`.grade_memo`'s and :mod:`.grade_program`'s functions through their
  modules (kept at the first grade, no import statement per episode): a patched one is still called.
- :meth:`Episode.call` reads the ledger's list directly: invalid calls are counted, and each
  trajectory item's ``ledger_seq`` is the ledger's length, as before.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from typing import Any

import pytest

from tests.support.suites import load_suite
from toolproof.agents import run_episode
from toolproof.agents.episode import Episode
from toolproof.interfaces import Interface
from toolproof.perturb.surface import Surface
from toolproof.tasks import grade_memo, grade_program
from toolproof.tasks.conversation import UserSimulator, UserSpec
from toolproof.users.factory import scripted_users
from toolproof.world import World
from toolproof.world.pool import WorldPool

TASK = "stripe.partial-refund-damaged-item"


def _task() -> Any:
    return next(t for t in load_suite("core") if t.id == TASK)


async def _refund(episode: Episode) -> None:
    charge = next(str(v) for k, v in episode_refs.items() if k == "charge")
    seen = await episode.call("stripe.charges.retrieve", {"charge": charge})
    await episode.call("stripe.refunds.create", {"charge": seen.body["id"], "amount": 800})
    episode.finish("done", "Refunded $8.00 of order #10245.")


episode_refs: dict[str, Any] = {}


def _run(task: Any, **kwargs: Any) -> Any:
    from toolproof.tasks.refs import resolve_refs

    world = World(task.services, seed=task.seed, fixture=task.fixture)
    episode_refs.clear()
    episode_refs.update(resolve_refs(task, world.store))
    return asyncio.run(run_episode(task, _refund, refs=dict(episode_refs), **kwargs))


def _plain(result: Any) -> dict[str, Any]:
    out: dict[str, Any] = result.to_dict()
    out.pop("seconds")
    return out


def test_another_user_factory_gets_the_secrets_it_got_before_and_the_default_none() -> None:
    task = _task()
    handed: list[list[str]] = []

    def factory(spec: UserSpec | None, opening: str, seed: int, secrets: Iterable[str]) -> UserSimulator:
        handed.append(list(secrets))
        return scripted_users(spec, opening, seed, secrets)

    custom = _run(task, user_factory=factory)
    refs = episode_refs
    assert handed == [[str(v) for v in refs.values() if isinstance(v, str | int) and not isinstance(v, bool)]]
    assert handed[0]  # the task has refs to hide
    default = _run(task)
    named = _run(task, user_factory=scripted_users)
    assert custom.passed
    assert _plain(custom) == _plain(default) == _plain(named)


@pytest.mark.parametrize("interface", [None, "", "vendor"])
def test_a_plain_surface_shares_the_vendor_interface(interface: str | None) -> None:
    world = World(["stripe"])
    surfaces = [Surface(world, interface=interface) for _ in range(2)]
    assert surfaces[0].interface is surfaces[1].interface
    assert surfaces[0].interface == Interface("vendor")
    assert surfaces[0].plain
    assert surfaces[0].perturbations == []
    assert surfaces[0].session.interface is surfaces[0].interface


def test_a_variant_or_a_perturbation_is_built_as_before() -> None:
    world = World(["stripe"])
    bare = Surface(world, interface="bare")
    assert bare.interface == Interface("bare")
    assert not bare.plain
    perturbed = Surface(world, perturbation="typos", seed=5)
    assert [type(p).__name__ for p in perturbed.perturbations]
    assert not perturbed.plain
    with pytest.raises(Exception, match="unknown interface"):
        Surface(world, interface="nonsense")


def test_grade_calls_the_memo_and_program_through_their_modules(monkeypatch: pytest.MonkeyPatch) -> None:
    task = _task()
    _run(task)  # the modules kept
    calls: list[str] = []
    graded, program_for = grade_memo.graded, grade_program.program_for

    def spy_graded(*args: Any, **kwargs: Any) -> Any:
        calls.append("graded")
        return graded(*args, **kwargs)

    def spy_program(*args: Any, **kwargs: Any) -> Any:
        calls.append("program_for")
        return program_for(*args, **kwargs)

    monkeypatch.setattr(grade_memo, "graded", spy_graded)
    monkeypatch.setattr(grade_program, "program_for", spy_program)
    assert _run(task).passed
    assert calls == ["program_for", "graded"]


def test_invalid_calls_and_ledger_places_are_counted_as_before() -> None:
    task = _task()
    pool = WorldPool()

    async def agent(episode: Episode) -> None:
        await episode.call("stripe.charges.retrieve", {"charge": "ch_x", "bogus": 1})  # 400, invalid
        await episode.call("stripe.charges.retrieve", {"charge": "ch_nosuch"})  # 404: a valid call
        await episode.call("no_such_tool", {})  # unknown: no ledger entry
        await episode.call("stripe.charges.retrieve", ["not", "a", "dict"])  # type: ignore[arg-type]
        episode.finish("failed", "nothing")

    result = asyncio.run(run_episode(task, agent, pool=pool))
    calls = [t for t in result.trajectory if t["type"] == "call"]
    assert [(c["status"], c["valid"], c.get("ledger_seq")) for c in calls] == [
        (400, True, 1),
        (404, True, 2),
        (None, False, None),
        (None, False, None),
    ]
    assert result.invalid_calls == 3
    assert result.calls == 2
