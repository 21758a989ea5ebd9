"""Building the roster for a seed: the story plus generated filler, section by section."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from toolproof.company import filler, story
from toolproof.company.model import Bug, Meeting, Roster, TrackerIssue
from toolproof.world.fixtures import derive_seed
from toolproof.world.rng import Rng

PRIORITY = {"S1": 1, "S2": 2, "S3": 3, "S4": 4}
STATE = {"open": "Todo", "in_progress": "In Progress", "fixed": "Done", "wont_fix": "Canceled"}


@dataclass(frozen=True, slots=True)
class Sizes:
    """How much filler each section gets. Changing one never changes another section's items."""

    employees: int = 12
    customers: int = 24
    bugs: int = 14


def build_roster(seed: int = 0, sizes: Sizes = Sizes()) -> Roster:
    """The company for ``seed``: the same call always gives an equal roster."""
    employees = [*story.EMPLOYEES, *filler.employees(seed, sizes.employees)]
    generated, generated_contacts = filler.customers(seed, sizes.customers)
    customers = [*story.CUSTOMERS, *generated]
    contacts = [*story.CONTACTS, *generated_contacts]
    bugs = [*story.BUGS, *filler.bugs(seed, sizes.bugs)]
    folders = [filler.folder_for(c, contacts) for c in customers]
    documents = [d for f in folders for d in filler.documents(seed, f)]
    by_key = {e.key: e for e in employees}
    active = [e for e in story.EMPLOYEES if e.active]
    meetings: list[Meeting] = list(story.MEETINGS)
    for e in employees:
        if e.active:
            meetings += filler.meetings(seed, e, active)
    for c in generated:
        billing = next(k for k in generated_contacts if k.customer == c.key)
        call = filler.renewal_call(seed, c, billing, by_key[c.account_manager])
        if call is not None:
            meetings.append(call)
    return Roster(
        seed=seed,
        company=story.COMPANY,
        teams=story.TEAMS,
        employees=tuple(employees),
        customers=tuple(customers),
        contacts=tuple(contacts),
        payments=story.PAYMENTS,
        complaints=story.COMPLAINTS,
        projects=story.PROJECTS,
        tracker_teams=story.TRACKER_TEAMS,
        bugs=tuple(bugs),
        tracker_issues=_tracker_issues(seed, bugs),
        folders=tuple(folders),
        documents=tuple(documents),
        meetings=tuple(meetings),
    )


@functools.lru_cache(maxsize=8)
def roster(seed: int = 0) -> Roster:
    """The default-sized roster for ``seed``, built once per process (fixtures of every service share it)."""
    return build_roster(seed)


def _tracker_issues(seed: int, bugs: list[Bug]) -> tuple[TrackerIssue, ...]:
    """One issue per bug, numbered per tracker team in bug order (more bugs only append numbers)."""
    start = Rng(derive_seed(seed, "company", "tracker")).randint(100, 400)
    teams = {p.key: p.tracker_team for p in story.PROJECTS}
    counters: dict[str, int] = {}
    out = []
    for bug in bugs:
        team = teams[bug.project]
        counters[team] = counters.get(team, start) + 1
        labels = ("bug", "customer") if bug.customer else ("bug",)
        out.append(
            TrackerIssue(
                f"{team}-{counters[team]}",
                bug.key,
                team,
                bug.title,
                PRIORITY[bug.severity],
                STATE[bug.status],
                bug.assignee,
                labels,
            )
        )
    return tuple(out)
