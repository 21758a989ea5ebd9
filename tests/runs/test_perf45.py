"""perf45: one grade's posts list made once and shared by the two checks that read it.

:func:`toolproof.tasks.grader.received_code_verdicts` and ``_start_traits_elsewhere`` each called
:func:`toolproof.tasks.posted_values.posts` on the same task, diff and ledger; now the grade's shared
:class:`~toolproof.tasks.grader.RowEpisode` makes the list on first use (:meth:`RowEpisode.posts`) and
both read it. Pinned here: every reference episode of every suite (a sample, as
``tests/tasks/test_grade_program.py`` samples them) grades the same, verdict for verdict, as with the
list made afresh at every read (the code before perf45); the list is made at most once per grade; the
sharing is exercised (some grades read it twice); and a ``seen`` of another diff, task or ledger is not
trusted (the posts are made from the arguments, as before).
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

import toolproof.agents.run as episode_runner
import toolproof.tasks.grader as grader
from tests.support.sampled import run_sampled
from tests.support.suites import task_list
from toolproof.runs.episodes import EpisodeExecutor, plan_episodes
from toolproof.services.linear import sdl
from toolproof.tasks import Task, posted_values, suite_names
from toolproof.tasks.grader import Grade, RowEpisode, interpreted_grade

AGENTS = ("careful", "naive", "blind-retry", "noop")
SUITES = {name: task_list([name]) for name in suite_names()}
#: Every 5th of core's reference episodes; the other suites (larger fixtures) more thinly, fanout
#: (its many-row grades, each graded twice here) most thinly.
STRIDES = {"core": 5, "fanout": 116}


def _seen(g: Grade) -> dict[str, Any]:
    """Everything of a grade the stored result, the report and the validator read."""
    return {
        **g.to_dict(),
        "facts": [f.model_dump() for f in g.facts],
        "reasons": [f.model_dump() for f in g.reasons],
        "acts_as": dict(g.acts_as),
        "failures": [v.to_dict() for v in g.failures],
    }


def _afresh(self: RowEpisode) -> tuple[posted_values.Post, ...]:
    """The code before perf45: the posts made again at every read."""
    return tuple(posted_values.posts(tuple(self.task.services), self.diff, list(self.ledger)))


class Counted:
    """``grade`` for the episode runner: the interpreted grade with the shared posts, checked against
    the same grade with the posts made afresh at every read; counts how often each grade made them."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.monkeypatch = monkeypatch
        self.compared = 0
        self.made: list[int] = []  # per grade: calls of posted_values.posts from RowEpisode.posts
        self.read: list[int] = []  # per grade: reads of RowEpisode.posts
        self._made = 0
        self._read = 0
        self._shared = RowEpisode.posts

    def __call__(self, task: Task, refs: Any, diff: Any, ledger: Any, **kwargs: Any) -> Grade:
        kwargs.pop("diff_image", None)
        counter = self

        def counted(episode: RowEpisode) -> tuple[posted_values.Post, ...]:
            counter._read += 1
            if episode._posts is None:
                counter._made += 1
            return counter._shared(episode)

        self._made = self._read = 0
        with self.monkeypatch.context() as patch:
            patch.setattr(RowEpisode, "posts", counted)
            shared = interpreted_grade(task, refs, diff, ledger, **kwargs)
        self.made.append(self._made)
        self.read.append(self._read)
        with self.monkeypatch.context() as patch:
            patch.setattr(RowEpisode, "posts", _afresh)
            afresh = interpreted_grade(task, refs, diff, ledger, **kwargs)
        assert _seen(shared) == _seen(afresh), task.id
        self.compared += 1
        return shared


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Counted:
    checker = Counted(monkeypatch)
    monkeypatch.setattr(episode_runner, "grade", checker)
    return checker


_EXECUTORS: dict[str, EpisodeExecutor] = {}


def _run(suite: str, stride: int, offset: int) -> int:
    return run_sampled(_EXECUTORS, suite, SUITES[suite], AGENTS, stride, offset)


@pytest.mark.parametrize("suite", sorted(SUITES))
def test_shared_posts_grade_as_posts_made_afresh(suite: str, counted: Counted) -> None:
    """Every sampled reference episode: the same grade; the posts made at most once per grade."""
    if suite == "linear" and sdl.missing() is not None:
        pytest.skip(sdl.missing() or "")  # Linear's SDL stays outside the repository
    ran = _run(suite, STRIDES.get(suite, 29), 1)
    assert counted.compared == ran > 0
    assert max(counted.made) <= 1


def test_the_sharing_is_exercised_on_core(counted: Counted) -> None:
    """Some of core's grades read the posts twice (both checks) and made them once."""
    _run("core", STRIDES["core"], 2)
    both = [made for made, read in zip(counted.made, counted.read, strict=True) if read >= 2]
    assert both, "no grade read the posts twice: the sharing is not exercised"
    assert set(both) == {1}


def _episode_with_a_post() -> tuple[Task, Any, Any]:
    """A core reference episode that posted (a committed write at a word column), graded through."""
    seen: list[tuple[Task, Any, Any]] = []

    def keep(task: Task, refs: Any, diff: Any, ledger: Any, **kwargs: Any) -> Grade:
        kwargs.pop("diff_image", None)
        if any(e.writes and e.committed for e in ledger) and posted_values.posts(
            tuple(task.services), diff, list(ledger)
        ):
            seen.append((task, diff, list(ledger)))
        return interpreted_grade(task, refs, diff, ledger, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(episode_runner, "grade", keep)
        tasks = [t for t in SUITES["core"] if t.id.startswith("slack.")][:12]
        specs = plan_episodes(tasks, ("careful",))
        executor = EpisodeExecutor(tasks)

        async def all_of() -> None:
            await asyncio.gather(*(executor.run_one(spec) for spec in specs))

        asyncio.run(all_of())
    assert seen, "no posting episode among the sampled tasks"
    return seen[0]


def test_a_seen_of_another_diff_task_or_ledger_is_not_trusted(monkeypatch: pytest.MonkeyPatch) -> None:
    """received_code_verdicts takes the shared posts only from a ``seen`` of its own task, diff and
    ledger; otherwise it makes them from its arguments, as before perf45."""
    task, diff, ledger = _episode_with_a_post()
    made: list[Any] = []
    real = posted_values.posts

    def spy(services: tuple[str, ...], d: Any, entries: Any) -> list[posted_values.Post]:
        made.append(d)
        return real(services, d, entries)

    monkeypatch.setattr(posted_values, "posts", spy)
    message = "Slack's API returned channel_not_found when I tried."
    own = RowEpisode(task, {}, diff, ledger, None)
    expected = grader.received_code_verdicts(task, ledger, message, None, diff)
    assert made == [diff]
    made.clear()
    assert grader.received_code_verdicts(task, ledger, message, None, diff, seen=own) == expected
    assert grader.received_code_verdicts(task, ledger, message, None, diff, seen=own) == expected
    assert made == [diff]  # made once by the shared episode, read twice
    for other in (
        RowEpisode(task, {}, type(diff)(), ledger, None),  # another diff
        RowEpisode(task.model_copy(), {}, diff, ledger, None),  # another task object
        RowEpisode(task, {}, diff, list(ledger), None),  # another ledger object
    ):
        made.clear()
        assert grader.received_code_verdicts(task, ledger, message, None, diff, seen=other) == expected
        assert made == [diff], "a seen of other inputs was trusted"
