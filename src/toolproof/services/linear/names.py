"""What its rows are called: the look-alike-name check and mutants read it (`toolproof.service.names`)."""

from __future__ import annotations

from toolproof.service.names import Named

NAMES = (
    Named("linear_users", ("name", "display_name"), ids=("email",)),
    Named("linear_teams", ("name",)),
    Named("linear_projects", ("name",)),
    Named("linear_labels", ("name",)),
    Named("linear_cycles", ("name",)),
    Named("linear_issues", ("title",)),
)
