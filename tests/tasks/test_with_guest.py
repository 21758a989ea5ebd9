# ruff: noqa: E501  (pinned wordings, kept one post per line where they fit)
"""(lead66) ", with <name>" after an event's time names the event's guest, as "(with <name>)" and "<event> with
<name>:" already did: resample23c's honest post "Renewal call: Thursday 19 November, 2:00 PM New York time, with
Noah Kim" failed the row-bound values check ("'Thursday 19 November' of Noah Kim, which another row of its table
shows"), open since stop 56. The event's own day and time are still read against the event (a wrong day fails).
docs/validity.md, "Stop 66 … (lead66)"."""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.graded import bare, failures_of

HARBOR = "company-account.harbor-renewal-pack"
PACK = "Harbor & Pine's renewal pack is ready in Box (Renewal 2026 in their shared folder, with the data processing agreement). "
ROW_BOUND = "the episode's posts state no value the episode had not shown"


def _posting(post: str) -> list[Any]:
    task = bare("company", HARBOR)
    return [
        s.model_copy(update={"args": {**s.args, "text": post}}) if s.call == "slack.chat.postMessage" else s
        for s in task.oracle
    ]


@pytest.mark.parametrize(
    "said",
    [
        "Renewal call: Thursday 19 November, 2:00 PM New York time, with Noah Kim.",
        "Renewal call: Thursday 19 November, 2:00 PM New York time, with Noah Kim and Jordan Reyes.",
        "Renewal call: Thursday 19 November, 2:00 PM New York time (with Noah Kim).",
        "Renewal call with Noah Kim: Thursday 19 November, 2:00 PM New York time.",
    ],
)
def test_a_guest_after_the_events_time_is_no_row_of_its_own(said: str) -> None:
    assert failures_of(bare("company", HARBOR), _posting(PACK + said)) == {}


@pytest.mark.parametrize(
    ("said", "detail"),
    [
        (
            "Renewal call: Friday 20 November, 2:00 PM New York time, with Noah Kim.",
            "'Friday 20 November' (a day off 2026-11-19",
        ),
        ("Renewal call: Thursday 19 November, 3:00 PM New York time, with Noah Kim.", "'3:00 PM'"),
    ],
)
def test_the_events_own_day_and_time_are_still_read(said: str, detail: str) -> None:
    assert detail in failures_of(bare("company", HARBOR), _posting(PACK + said)).get(ROW_BOUND, "")
