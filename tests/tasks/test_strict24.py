"""(strict24) Generic checks that failed honest answers (over-strict), each read narrowly so the honest
form passes and its wrong neighbours still fail (``docs/validity.md``'s "(strict24)" section)."""

from __future__ import annotations

from functools import cache

import pytest

from tests.support.graded import failures_of
from tests.support.suites import load_suite
from toolproof.tasks import Task, suite_names

needs_fanout = pytest.mark.skipif("fanout" not in suite_names(), reason="the fanout suite is not installed")

POSTS = "the episode's posts state no value the episode had not shown"


@cache
def _fanout(task_id: str) -> Task:
    return next(t for t in load_suite("fanout") if t.id == task_id)


def _posted(task_id: str, text: str) -> dict[str, str]:
    """The failing verdicts of ``task_id``'s oracle with its summary post's text replaced by ``text``."""
    task = _fanout(task_id)
    steps = [
        s.model_copy(update={"args": {**s.args, "text": text}}) if s.call == "slack.chat.postMessage" else s
        for s in task.oracle
    ]
    return failures_of(task, steps)


ANOTHER = "which another row of its table shows, not it"
IVAN, OLEG = "Iv\u00e1n Garc\u00eda", "\u041e\u043b\u0435\u0433 Haddad"  # the 70 newest's two ends
TOTAL = (
    f"All 70 newest customers ({IVAN} back to {OLEG}, 25 Jul) now have a -$5.00 November outage credit "
    "({said})."
)


@needs_fanout
@pytest.mark.parametrize(
    ("said", "failed"),
    [
        # (resample21b) the batch's total in a clause with its two end names: the batch's, not theirs
        ("$350.00 in all", {}),
        ("$350.00 in total", {}),
        ("$350.00 altogether", {}),
        # an amount of each row (another customer's balance shows $350.00): theirs, as before
        ("$350.00 each", {POSTS: f"'$350.00' of {IVAN}, {OLEG}, {ANOTHER}"}),
    ],
)  # fmt: skip
def test_a_total_in_all_is_the_batchs_not_the_end_names(said: str, failed: dict[str, str]) -> None:
    got = _posted("fanout-credit.n070", TOTAL.format(said=said))
    assert {k: v.partition(": ")[2] for k, v in got.items()} == failed
