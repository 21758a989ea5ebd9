"""A task's ``acts_as``: checked when the task loads (services, refs) and when its refs resolve (the
principal must exist), filled from refs, and recorded in the grade.

Run on the Slack double's ``small`` fixture (fixed ids): Ada and Alan have user tokens, the app's bot
has ``bot``; Stripe declares no principals a task could choose.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.tasks import RefError, TaskLoadError, grade, resolve_refs, tasks_from_data
from toolproof.tasks.model import Task
from toolproof.tasks.principals import acting_principals
from toolproof.world import World

ADA = "U0ADA000001"


def task(**overrides: Any) -> Task:
    data: dict[str, Any] = {
        "id": "acts.remind",
        "services": ["slack"],
        "fixture": "small",
        "instruction": "Remind me to send the deck in 15 minutes.",
        "refs": {"ada": {"table": "slack_users", "where": {"name": "ada"}}},
        "acts_as": {"slack": "{ada}"},
        "expect": {"changes": [{"added": "slack_reminders", "where": {"creator": "{ada}", "user": "{ada}"}}]},
        "oracle": [
            {"call": "slack.reminders.add", "args": {"text": "Send the deck", "time": "in 15 minutes"}},
            {"finish": "done"},
        ],
    }
    data.update(overrides)
    [loaded] = tasks_from_data(data, "test")
    return loaded


@pytest.fixture(scope="module")
def world() -> World:
    return World(["slack"], fixture="small")


def test_acts_as_fills_from_refs_and_the_principal_exists(world: World) -> None:
    t = task()
    refs = resolve_refs(t, world.store)
    assert refs == {"ada": ADA}
    assert acting_principals(t, refs) == {"slack": ADA}
    assert acting_principals(task(acts_as={"slack": "U0ALAN00001"}), refs) == {"slack": "U0ALAN00001"}
    assert acting_principals(task(acts_as={}), refs) == {}


def test_a_principal_the_world_does_not_know_is_a_ref_error(world: World) -> None:
    with pytest.raises(RefError) as caught:
        resolve_refs(task(acts_as={"slack": "U0NOBODY001"}), world.store)
    assert str(caught.value) == (
        "acts_as slack: no principal 'U0NOBODY001' in this world (slack_tokens.principal lists them)"
    )


def test_a_service_with_one_principal_cannot_be_acted_as() -> None:
    t = task(
        services=["slack", "stripe"],
        fixture={"slack": "small", "stripe": "default"},
        acts_as={"slack": "{ada}", "stripe": "acct_other"},
    )
    both = World(["slack", "stripe"], fixture={"slack": "small", "stripe": "default"})
    with pytest.raises(RefError) as caught:
        resolve_refs(t, both.store)
    assert str(caught.value) == (
        "acts_as stripe: the stripe double has a single principal; a task cannot choose one"
    )


@pytest.mark.parametrize(
    ("acts_as", "error"),
    [
        ({"stripe": "acct_1"}, "acts_as names stripe, not a service of this task (slack)"),
        ({"slack": "{alan}"}, "acts_as slack uses {alan}: not a ref (known: ada)"),
        ({"slack": "  "}, "acts_as slack: an empty principal"),
    ],
)
def test_acts_as_mistakes_are_load_errors(acts_as: dict[str, str], error: str) -> None:
    with pytest.raises(TaskLoadError) as caught:
        task(acts_as=acts_as)
    assert error in str(caught.value)
    assert str(caught.value).startswith("test: task 'acts.remind': ")


def test_the_grade_records_whom_the_agent_acted_as(world: World) -> None:
    t = task()
    refs = resolve_refs(t, world.store)
    result = grade(t, refs, world.diff(), world.ledger, claim="done", message="")
    assert result.acts_as == {"slack": ADA}
    assert result.to_dict()["acts_as"] == {"slack": ADA}
    plain = task(acts_as={})
    assert "acts_as" not in grade(plain, refs, world.diff(), world.ledger, claim="done").to_dict()
