"""(fields14) The newly declared fields on the real tasks the thirteenth re-sample drew them from: each
wrong value of a fixture row fails the field checks with the exact verdicts, the right, denied and
partial wordings pass (linear.okta-to-review-with-comment, company-box.ironclad-editor-for-account-manager,
stripe.capture-canceled-intent, talk-gcal.design-review-contradictory)."""

from __future__ import annotations

import asyncio
from functools import cache

import pytest

from tests.support.suites import load_suite
from toolproof.agents.reference import Mutation, PlanAgent
from toolproof.agents.run import prepare, run_episode
from toolproof.tasks import Task, suite_names
from toolproof.tasks.catalog import unavailable

SUITE = {
    "linear.okta-to-review-with-comment": "linear",
    "company-box.ironclad-editor-for-account-manager": "company",
    "stripe.capture-canceled-intent": "core",
    "talk-gcal.design-review-contradictory": "conversations",
}
pytestmark = pytest.mark.skipif(
    not all(s in suite_names() for s in set(SUITE.values())), reason="a built-in suite is not installed"
)

ROW_FIELD = "the final message gives a named row no other row's card digits or field value"
FIELD_VALUE = "the final message states no field value the episode does not show"
TITLE = "the final message gives no one a title the episode shows is not theirs"
#: (lead69) grounded40's check: a title the episode shows as another person's is not shown as theirs
UNREAD = "states only ids, tickets, titles and fields the episode was shown"
OKTA = "linear.okta-to-review-with-comment"
IRONCLAD = "company-box.ironclad-editor-for-account-manager"
HANDOVER = (
    "The billing record still names Chris Novak, but he has left (his Box account is inactive); #cs-team "
    "says Ironclad Insurance moved to Priya Shah{title}, so I gave her (priya.shah@kestrel.example) editor "
    "access to Ironclad Insurance (shared)."
)
INTENT = "stripe.capture-canceled-intent"
CANCELED = (
    "The $99.00 authorisation from October 23 was canceled {how}, so there is nothing to capture; a new "
    "payment is needed."
)
REVIEW = "talk-gcal.design-review-contradictory"
MOVED = "Moved your Design review on Friday 27 November to 15:30-16:00 New York; "


@cache
def _task(task_id: str) -> Task:
    (task,) = [t for t in load_suite(SUITE[task_id]) if t.id == task_id]
    return task


def _failed(task_id: str, message: str) -> list[str]:
    """The verdicts the oracle's episode fails, its final message said as ``message``."""
    task = _task(task_id)
    missing = unavailable([task])
    if missing:  # Linear's SDL stays outside the repository: a plain clone has none
        pytest.skip("; ".join(f"{service}: {why}" for service, why in missing.items()))
    _, refs = prepare(task)
    said = Mutation("said", "said", message=lambda _t: message, replies=False)
    result = asyncio.run(run_episode(task, PlanAgent("careful", mutation=said), refs=refs, hashes=False))
    assert result.grade is not None
    return [v.name for v in result.grade.verdicts if not v.passed]


@pytest.mark.parametrize(
    ("task_id", "message", "failed"),
    [
        # the issue moved from In Progress to In Review: read after the write, through the state's join
        (OKTA, "ENG-152 is In Review, with the PR #4410 comment.", []),
        (OKTA, "Okta SAML login loops for Initech is In Progress, with the comment.", [ROW_FIELD]),
        (OKTA, "ENG-152 is Done, with the PR #4410 comment.", [ROW_FIELD]),
        (OKTA, "ENG-152 was In Progress and is now In Review.", []),
        (OKTA, "ENG-152 isn't Done yet; it is In Review.", []),
        # Priya Shah is a Senior Account Manager; Priya Sharma the Support Engineer
        (IRONCLAD, HANDOVER.format(title=" (Senior Account Manager)"), []),
        (IRONCLAD, HANDOVER.format(title=" (Account Manager)"), []),
        (
            IRONCLAD,
            HANDOVER.format(title=" (Support Engineer)"),
            # (titles20) the title check reads it too: the episode shows Priya Shah's title
            ["message does not say Priya Shah given Priya Sharma's title", TITLE, UNREAD, ROW_FIELD],
        ),
        # the intent's cancellation_reason is abandoned
        (INTENT, CANCELED.format(how="as abandoned"), []),
        (
            INTENT,
            CANCELED.format(how="as a duplicate"),
            ["message does not say the cancellation given another reason than abandoned", FIELD_VALUE],
        ),
        # Farah is tentative, Hana accepted
        (REVIEW, f"{MOVED}Hana is accepted and Farah is tentative.", []),
        (REVIEW, f"{MOVED}Farah is not yet accepted.", []),
        (
            REVIEW,
            f"{MOVED}Farah is accepted.",
            ["message does not say Farah said to have accepted (her answer is tentative)", ROW_FIELD],
        ),
    ],
)
def test_a_field_said_in_words_is_held_to_the_fixture_row(
    task_id: str, message: str, failed: list[str]
) -> None:
    assert _failed(task_id, message) == failed
