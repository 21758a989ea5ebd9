"""What its rows are called: the look-alike-name check and mutants read it (`toolproof.service.names`)."""

from __future__ import annotations

from toolproof.service.names import Named

NAMES = (
    Named("box_users", ("name",), ids=("login",), people=True),
    Named("box_items", ("name",)),
    Named("box_metadata_templates", ("display_name",)),
)
