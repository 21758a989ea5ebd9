"""One fictional company that lives in every service: the roster the ``company`` fixtures map.

Kestrel Analytics (``kestrel.example``), a B2B reporting product: employees (some left, look-alike
names), customers with contacts, plans, account managers and renewals (past-due, disputed, duplicate
billing records), payments and complaints, projects, bugs and their tracker issues, shared folders
and documents per customer, and meetings. Plain data with no vendor knowledge; each service's
``company`` fixture maps it into its own tables, so the same e-mail addresses, names and dates appear
in all of them. Built from a seed with one random stream per (section, item)
(:func:`build_roster`); the hand-written story (:mod:`toolproof.company.story`) is the same for
every seed.
"""

from toolproof.company.model import (
    Bug,
    Company,
    Complaint,
    Contact,
    Customer,
    Document,
    Employee,
    Folder,
    Meeting,
    Payment,
    Project,
    Roster,
    Team,
    TrackerIssue,
    TrackerTeam,
)
from toolproof.company.roster import Sizes, build_roster, roster

__all__ = [
    "Bug",
    "Company",
    "Complaint",
    "Contact",
    "Customer",
    "Document",
    "Employee",
    "Folder",
    "Meeting",
    "Payment",
    "Project",
    "Roster",
    "Sizes",
    "Team",
    "TrackerIssue",
    "TrackerTeam",
    "build_roster",
    "roster",
]
