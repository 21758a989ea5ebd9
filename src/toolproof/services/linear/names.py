"""What its rows are called: the look-alike-name check and mutants read it (`toolproof.service.names`).

(names13) An issue is also called by its identifier (``SUP-82``: its team's key and its number), which
no column holds (:func:`identifiers` derives it) and which Linear's ``issue(id:)`` takes as its id.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from toolproof.service.names import Derived, Named, Rows


def identifiers(rows: Rows) -> Derived:
    """A Linear issue's ``identifier`` (``SUP-82``), from its team's key and its number, as
    :meth:`toolproof.services.linear.reader.Reader.identifier` renders it."""
    keys = {team["id"]: team["key"] for team in rows("linear_teams")}

    def derived(issue: Mapping[str, Any]) -> Mapping[str, Any]:
        key, number = keys.get(issue.get("team_id")), issue.get("number")
        return {"identifier": f"{key}-{number}"} if key and isinstance(number, int) else {}

    return derived


NAMES = (
    Named("linear_users", ("name", "display_name"), ids=("email",), people=True),
    Named("linear_teams", ("name",)),
    Named("linear_projects", ("name",)),
    Named("linear_labels", ("name",)),
    Named("linear_cycles", ("name",)),
    Named(
        "linear_issues",
        ("title", "identifier"),
        ids=("identifier",),
        derived=("identifier",),
        derive=identifiers,
    ),
)
