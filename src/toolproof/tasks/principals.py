"""Whom the agent acts as: a task's ``acts_as``, filled from its refs and checked on the initial state.

Most tasks are done as a service's default principal (the app's bot, the account's key). A task where
the agent works for a person (their reminders, a search only a user token may make) names that person
per service: ``acts_as: {slack: "{alice.id}"}``. Every call of that service in the episode then acts as
them, whichever way it arrives (in-process tools, MCP, the HTTP credentials a served world hands out),
and the ledger records it on every entry.

A principal is checked against the table the service declares for them (``Service.principal_table``):
one that does not exist is the task's error, reported like a ref that names nothing, never an episode
in which every call is refused.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from toolproof.service import registry
from toolproof.tasks.template import UnresolvedPlaceholder, fill

if TYPE_CHECKING:
    from toolproof.tasks.model import Task
    from toolproof.world.store import Store


class PrincipalError(LookupError):
    """An ``acts_as`` entry that names nobody the service knows: a defect of the task."""


def acting_principals(task: Task, refs: Mapping[str, Any]) -> dict[str, str]:
    """``task.acts_as`` with its placeholders filled from ``refs``: service name → principal."""
    out: dict[str, str] = {}
    for service, value in task.acts_as.items():
        try:
            principal = fill(value, refs)
        except UnresolvedPlaceholder as exc:
            raise PrincipalError(f"acts_as {service}: {exc}") from None
        if not isinstance(principal, str) or not principal:
            raise PrincipalError(f"acts_as {service}: {value!r} is {principal!r}, not a principal's name")
        out[service] = principal
    return out


def check_principals(principals: Mapping[str, str], store: Store) -> None:
    """Raise :class:`PrincipalError` unless each principal is a row of its service's principal table."""
    for service, principal in principals.items():
        table = registry.get(service).principal_table
        if table is None:
            raise PrincipalError(
                f"acts_as {service}: the {service} double has a single principal; a task cannot choose one"
            )
        key = store.tables[table].primary_key[0]
        if next(store.select(table, {key: principal}), None) is None:
            raise PrincipalError(
                f"acts_as {service}: no principal {principal!r} in this world ({table}.{key} lists them)"
            )
