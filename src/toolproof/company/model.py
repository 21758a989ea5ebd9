"""The company's records: plain frozen dataclasses, one per kind of thing a service fixture maps.

Nothing here knows a vendor. A service's ``company`` fixture reads a :class:`Roster` and writes its own
tables from it (a customer becomes a billing customer in one double, a guest and a channel in another,
a renewal call in a third), so the same people, e-mail addresses and dates appear everywhere. Keys
(``E07``, ``C03``, ``BUG-104``) are the roster's own, stable for a seed; vendor ids are minted by each
fixture. Dates are ISO strings in UTC (``2026-10-30``) or local wall-clock times with a time zone.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Company:
    """The company itself: whose workspace, calendars and billing account the services hold."""

    name: str
    domain: str
    chat_workspace: str  # the chat workspace's display name
    chat_domain: str
    timezone: str  # head office


@dataclass(frozen=True, slots=True)
class Employee:
    """A person on the payroll (or who was: ``left`` is the last day, ``None`` while employed)."""

    key: str
    name: str
    email: str
    handle: str  # chat handle
    title: str
    team: str  # key of a :class:`Team`
    timezone: str
    manager: str | None  # an employee key
    left: str | None = None
    approves_refunds: bool = False

    @property
    def active(self) -> bool:
        return self.left is None


@dataclass(frozen=True, slots=True)
class Team:
    """A department (``sales``, ``support``…) with its lead."""

    key: str
    name: str
    lead: str  # an employee key


@dataclass(frozen=True, slots=True)
class Contact:
    """A person at a customer. ``role`` is ``billing``, ``admin`` or ``champion``; ``active`` is false
    for someone who left the customer (their address bounces; billing moved to someone else)."""

    key: str
    customer: str
    name: str
    email: str
    role: str
    timezone: str
    active: bool = True
    in_shared_channel: bool = False  # a guest in the customer's shared chat channel


@dataclass(frozen=True, slots=True)
class Customer:
    """A paying (or formerly paying) company.

    ``status`` is the subscription's: ``active``, ``past_due``, ``trialing`` or ``canceled``.
    ``stale_email`` is the billing address of an older duplicate billing record (a second sign-up,
    a different case, an old domain), ``None`` when there is none. ``shared_channel`` names the chat
    channel shared with the customer (``None``: no shared channel).
    """

    key: str
    name: str
    domain: str
    plan: str  # Starter | Pro | Team | Enterprise
    interval: str  # month | year
    seats: int
    account_manager: str  # an employee key
    previous_account_manager: str | None
    renewal: str  # ISO date of the next renewal
    status: str
    since: str  # ISO date the subscription started
    stale_email: str | None = None
    shared_channel: str | None = None
    segment: str = "mid-market"
    story: bool = False  # hand-written (tasks rely on it) rather than generated filler


@dataclass(frozen=True, slots=True)
class Payment:
    """A card payment the billing double must hold for a customer, beyond its subscription invoices.

    ``kind``: ``charge`` (a plain payment), ``duplicate`` (the same amount twice, a day apart),
    ``declined`` (a failed attempt), ``refunded`` (paid, then refunded in full), ``disputed`` (paid,
    then disputed by the customer's bank).
    """

    key: str
    customer: str
    kind: str
    amount: int  # cents
    description: str
    day: str  # ISO date (UTC) of the (first) payment
    hour: int = 15


@dataclass(frozen=True, slots=True)
class Complaint:
    """Something a customer's contact reported in chat: who, about what, where, and when."""

    key: str
    customer: str
    contact: str  # a contact key
    channel: str  # chat channel name
    topic: str  # billing | bug | renewal | access
    text: str
    day: str
    hour: int
    relayed_by: str | None = None  # an employee key who posted it on the contact's behalf
    payment: str | None = None  # a :class:`Payment` key it is about
    bug: str | None = None  # a :class:`Bug` key it is about


@dataclass(frozen=True, slots=True)
class Project:
    """A product area with its lead and the tracker team that owns its bugs."""

    key: str
    name: str
    lead: str
    tracker_team: str


@dataclass(frozen=True, slots=True)
class TrackerTeam:
    """An issue-tracker team (for the issue-tracker double): key prefix, name, members."""

    key: str
    name: str
    members: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Bug:
    """A defect: which customer reported it (``None``: found internally), how bad (``S1`` worst)."""

    key: str
    title: str
    project: str
    severity: str
    status: str  # open | in_progress | fixed | wont_fix
    customer: str | None
    reporter: str | None  # a contact key
    assignee: str | None  # an employee key
    reported: str  # ISO date
    duplicate_of: str | None = None


@dataclass(frozen=True, slots=True)
class TrackerIssue:
    """A bug as the issue tracker shows it: ``identifier`` is ``<team>-<number>``."""

    identifier: str
    bug: str
    team: str
    title: str
    priority: int  # 1 urgent … 4 low
    state: str  # Backlog | Todo | In Progress | Done | Canceled
    assignee: str | None
    labels: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Folder:
    """A shared folder per customer (for the file-storage double): owner and external collaborators."""

    key: str
    customer: str
    name: str
    owner: str  # an employee key
    collaborators: tuple[str, ...]  # contact keys


@dataclass(frozen=True, slots=True)
class Document:
    """A file in a customer's folder."""

    key: str
    folder: str
    name: str
    modified: str  # ISO date
    author: str  # an employee key
    size: int


@dataclass(frozen=True, slots=True)
class Meeting:
    """A calendar event: on ``calendar`` (an employee key), local ``start`` in ``timezone``.

    ``kind``: ``renewal``, ``qbr``, ``onboarding``, ``support``, ``internal``. ``guests`` are e-mail
    addresses (employees' or contacts'); ``recurrence`` an RFC 5545 rule or ``None``.
    """

    key: str
    kind: str
    title: str
    calendar: str
    start: str  # local ISO date-time, no offset
    minutes: int
    timezone: str
    guests: tuple[str, ...]
    customer: str | None = None
    cancelled: bool = False
    recurrence: str | None = None
    event_id: str | None = None  # a readable id for the calendar double


@dataclass(frozen=True, slots=True)
class Roster:
    """The whole company for one seed. Look things up with the helpers; every list is in key order."""

    seed: int
    company: Company
    teams: tuple[Team, ...]
    employees: tuple[Employee, ...]
    customers: tuple[Customer, ...]
    contacts: tuple[Contact, ...]
    payments: tuple[Payment, ...]
    complaints: tuple[Complaint, ...]
    projects: tuple[Project, ...]
    tracker_teams: tuple[TrackerTeam, ...]
    bugs: tuple[Bug, ...]
    tracker_issues: tuple[TrackerIssue, ...]
    folders: tuple[Folder, ...]
    documents: tuple[Document, ...]
    meetings: tuple[Meeting, ...]

    def employee(self, key: str) -> Employee:
        return next(e for e in self.employees if e.key == key)

    def customer(self, key: str) -> Customer:
        return next(c for c in self.customers if c.key == key)

    def contact(self, key: str) -> Contact:
        return next(c for c in self.contacts if c.key == key)

    def contacts_of(self, customer: str) -> tuple[Contact, ...]:
        return tuple(c for c in self.contacts if c.customer == customer)

    def billing_contact(self, customer: str) -> Contact:
        """The active billing contact (the address on the billing record)."""
        return next(c for c in self.contacts_of(customer) if c.role == "billing" and c.active)
