"""What its rows are called: the look-alike-name check and mutants read it (`toolproof.service.names`)."""

from __future__ import annotations

from toolproof.service.names import Named

NAMES = (
    Named("slack_users", ("real_name", "display_name"), ids=("email",), people=True),
    Named("slack_channels", ("name",), prefix="#"),
    Named("slack_usergroups", ("name", "handle"), prefix="@"),
    Named("slack_bookmarks", ("title",)),
    Named("slack_files", ("title", "name")),
)
