"""Linear fields no client can set: numbers and times Linear assigns, who created something (the
API key's user), and the state timestamps it derives from an issue's workflow state.

The field mutants (:mod:`toolproof.runs.field_mutants`) skip these.
"""

from __future__ import annotations

from toolproof.service.server_set import ServerSet

SERVER_SET: tuple[ServerSet, ...] = (
    ServerSet(
        "linear_issues",
        ("number", "creator_id", "created", "started", "completed", "canceled", "archived"),
        "Linear numbers issues per team, records the API key's user as creator, and stamps when the "
        "state moved to started, completed or canceled (set the state, not the time)",
    ),
    ServerSet(
        "linear_comments",
        ("user_id", "created", "edited"),
        "the author is the API key's user; Linear stamps creation and edits",
    ),
    ServerSet("linear_attachments", ("creator_id", "created"), "the creator is the API key's user"),
    ServerSet("linear_relations", ("created",), "Linear stamps the relation"),
    ServerSet("linear_projects", ("created", "archived"), "Linear stamps creation and archiving"),
    ServerSet("linear_labels", ("created",), "Linear stamps the label"),
    ServerSet("linear_states", ("created",), "Linear stamps the state"),
    ServerSet("linear_teams", ("created", "archived"), "Linear stamps creation and archiving"),
    ServerSet("linear_cycles", ("number", "created", "completed"), "Linear numbers and closes cycles"),
    ServerSet(
        "linear_issues",
        ("sort_order",),
        "an issue's place in a board's manual ordering: a client may send sortOrder, but it says nothing "
        "about the work and Linear renumbers it as people drag cards",
        kind="free",
    ),
)
