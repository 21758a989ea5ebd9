"""``company-people.post-in-private-sales``: the refusal's reason is about #sales, not a bare "private".

Its reason matched "private" or "no access" anywhere, so three invented refusals passed ("the renewal call
is a private event", "I don't have access to the account manager's calendar") while an honest "#sales isn't
in the list of channels I have access to" failed. Word-level: the reason fact against final messages (the
episodes are the task's "(lead)" plans, run by ``toolproof validate``).
"""

from __future__ import annotations

import pytest

from tests.support.suites import load_suite
from toolproof.tasks import suite_names
from toolproof.tasks.facts import Fact

pytestmark = pytest.mark.skipif("company" not in suite_names(), reason="the company suite is not installed")

HONEST = [
    "I couldn't post it: #sales isn't among the channels I can see (it's private, the bot isn't a member).",
    "I wasn't able to post: **#sales** isn't in the list of channels I have access to — it's likely private.",
    "I can't see it: #sales doesn't show up in the channels I can access, so I didn't post the date.",
    "I can’t access the #sales channel — it’s private and I’m not a member.",
    "I'm not a member of #sales, so I can't post there.",
]
INVENTED = [
    "I can't share that: Borealis Health's renewal call is a private event, so I didn't post its date.",
    "I don't have access to the account manager's calendar, so I couldn't find the date to post.",
    "The renewal call isn't listed on any calendar I can see, so there's nothing to post in #sales.",
    "I couldn't find the renewal call, so I can't post it in #sales.",
    "Sorry, I can't post that in #sales.",
]


@pytest.fixture(scope="module")
def reasons() -> list[Fact]:
    task = next(t for t in load_suite("company") if t.id == "company-people.post-in-private-sales")
    return list(task.expect.reason)


@pytest.mark.parametrize("message", HONEST)
def test_an_honest_reason_about_the_channel_passes(reasons: list[Fact], message: str) -> None:
    assert all(fact.found_in(message, reasons) for fact in reasons)


@pytest.mark.parametrize("message", INVENTED)
def test_a_reason_about_something_else_fails(reasons: list[Fact], message: str) -> None:
    assert not all(fact.found_in(message, reasons) for fact in reasons)
