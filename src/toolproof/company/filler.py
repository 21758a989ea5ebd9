"""Generated filler around the story: more employees, customers, bugs, documents and meetings.

Every generated item draws from its own random stream, ``(seed, section, item)``: adding customers
never moves an employee, a bug or another customer's values, and growing one section only appends to
it. Names come from small word lists, so look-alikes (two "Nguyen"s, a second "Harbor …") happen.
"""

from __future__ import annotations

from datetime import date, timedelta

from toolproof.company import story
from toolproof.company.model import Bug, Contact, Customer, Document, Employee, Folder, Meeting
from toolproof.world.fixtures import derive_seed
from toolproof.world.rng import Rng

TODAY = date(2026, 11, 2)  # the virtual clock's first day (Monday)

FIRST = [
    "Alex",
    "Beatriz",
    "Carlos",
    "Deepa",
    "Erik",
    "Fatima",
    "Hugo",
    "Ines",
    "Jamal",
    "Keiko",
    "Lars",
    "Maya",
    "Nikolai",
    "Oona",
    "Pavel",
    "Rosa",
    "Santiago",
    "Tariq",
    "Ulla",
    "Wen",
    "Yasmin",
    "Zane",
]
LAST = [
    "Nguyen",
    "Okoro",
    "Lindgren",
    "Costa",
    "Haddad",
    "Ivanova",
    "Brennan",
    "Kowalczyk",
    "Moreau",
    "Sato",
    "Villanueva",
    "Osei",
    "Nguyen",
    "Ferreira",
    "Holm",
    "Reyes",
]
PREFIX = [
    "Harbor",
    "Summit",
    "Atlas",
    "Beacon",
    "Copper",
    "Delta",
    "Ember",
    "Falcon",
    "Glacier",
    "Horizon",
    "Juniper",
    "Lantern",
    "Meridian",
    "Northstar",
    "Orchid",
    "Pioneer",
    "Quartz",
    "Redwood",
    "Sable",
]
SUFFIX = [
    "Logistics",
    "Health",
    "Labs",
    "Studios",
    "Partners",
    "Retail",
    "Energy",
    "Foods",
    "Systems",
    "Analytics",
    "Capital",
    "Freight",
    "Dental",
    "Realty",
]
PLANS = [
    ("Starter", "month"),
    ("Pro", "month"),
    ("Pro", "year"),
    ("Team", "month"),
    ("Team", "year"),
    ("Enterprise", "year"),
]
TZS = [story.NY, story.LA, story.CHI, story.LON, story.BER, story.KOL]
TITLES = [
    ("Backend Engineer", "eng"),
    ("Support Engineer", "support"),
    ("Sales Development Rep", "sales"),
    ("Data Engineer", "eng"),
    ("Customer Success Manager", "cs"),
    ("QA Engineer", "eng"),
]
BUG_TITLES = [
    "Chart legend overlaps on small screens",
    "Scheduled report e-mails arrive twice",
    "Filter chips reset after refresh",
    "API token page shows the wrong expiry",
    "Slow dashboard load for large workspaces",
    "Date picker ignores the week start setting",
    "Export to PDF cuts off the last column",
    "Webhook retries stop after the first failure",
]
DOC_NAMES = [
    "Order form {y}.pdf",
    "Security questionnaire.xlsx",
    "QBR {q} {y}.pptx",
    "Renewal quote {n}.pdf",
    "Data processing agreement.pdf",
    "Onboarding plan.docx",
    "Usage report {q}.csv",
]
MEETING_TITLES = [
    "1:1",
    "Focus time",
    "Interview loop",
    "Design review",
    "Pipeline sync",
    "Lunch & learn",
    "Hiring sync",
    "Roadmap review",
]


def rng_for(seed: int, section: str, item: str) -> Rng:
    """The random stream of one item of one section."""
    return Rng(derive_seed(seed, "company", section, item))


def _day(offset: int) -> str:
    return (TODAY + timedelta(days=offset)).isoformat()


def employees(seed: int, count: int) -> list[Employee]:
    out = []
    for i in range(count):
        rng = rng_for(seed, "employees", str(i))
        first, last = rng.choice(FIRST), rng.choice(LAST)
        title, team = rng.choice(TITLES)
        local = f"{first}.{last}{40 + i}".lower()  # the number keeps look-alike names apart
        left = _day(-rng.randint(20, 300)) if rng.random() < 0.12 else None
        lead = next(t.lead for t in story.TEAMS if t.key == team)
        out.append(
            Employee(
                f"E{40 + i:02d}",
                f"{first} {last}",
                f"{local}@{story.COMPANY.domain}",
                local,
                title,
                team,
                rng.choice(TZS),
                lead,
                left,
            )
        )
    return out


def customers(seed: int, count: int) -> tuple[list[Customer], list[Contact]]:
    out: list[Customer] = []
    contacts: list[Contact] = []
    for i in range(count):
        rng = rng_for(seed, "customers", str(i))
        name = f"{rng.choice(PREFIX)} {rng.choice(SUFFIX)}"
        domain = name.lower().replace(" ", "") + f"{i}.example"
        plan, interval = rng.choice(PLANS)
        roll = rng.random()
        status = (
            "active"
            if roll < 0.75
            else "past_due"
            if roll < 0.85
            else "canceled"
            if roll < 0.95
            else "trialing"
        )
        key = f"C{100 + i}"
        since = _day(-rng.randint(40, 700))
        renewal = _day(rng.randint(1, 120) if status != "canceled" else -rng.randint(5, 90))
        person = [f"{rng.choice(FIRST)} {rng.choice(LAST)}" for _ in range(rng.randint(1, 2))]
        for j, who in enumerate(person):
            local = who.lower().replace(" ", ".")
            contacts.append(
                Contact(
                    f"K{100 + i}{j}",
                    key,
                    who,
                    f"{local}@{domain}",
                    "billing" if j == 0 else "admin",
                    rng.choice(TZS),
                )
            )
        stale = f"{person[0].split()[0].upper()}@{domain}" if rng.random() < 0.1 else None
        out.append(
            Customer(
                key,
                name,
                domain,
                plan,
                interval,
                rng.randint(2, 40 if plan != "Starter" else 3),
                rng.choice(story.ACCOUNT_MANAGERS),
                None,
                renewal,
                status,
                since,
                stale,
                segment=rng.choice(["smb", "mid-market", "enterprise"]),
            )
        )
    return out, contacts


def bugs(seed: int, count: int) -> list[Bug]:
    out = []
    reporters = [c for c in story.CONTACTS if c.active]
    for i in range(count):
        rng = rng_for(seed, "bugs", str(i))
        contact = rng.choice(reporters) if rng.random() < 0.6 else None
        project = rng.choice(story.PROJECTS)
        out.append(
            Bug(
                f"B{100 + i}",
                rng.choice(BUG_TITLES),
                project.key,
                rng.choice(["S2", "S3", "S3", "S4"]),
                rng.choice(["open", "open", "in_progress", "fixed", "wont_fix"]),
                contact.customer if contact else None,
                contact.key if contact else None,
                rng.choice([project.lead, "E05", "E14", "E18", None]),
                _day(-rng.randint(1, 120)),
            )
        )
    return out


def folder_for(customer: Customer, contacts: list[Contact]) -> Folder:
    """One shared folder per customer, owned by its account manager, shared with its active contacts."""
    mine = tuple(c.key for c in contacts if c.customer == customer.key and c.active)
    return Folder(
        f"F{customer.key}", customer.key, f"{customer.name} (shared)", customer.account_manager, mine
    )


def documents(seed: int, folder: Folder) -> list[Document]:
    rng = rng_for(seed, "documents", folder.key)
    names = sorted({rng.choice(DOC_NAMES) for _ in range(rng.randint(2, 5))})
    out = []
    for n, template in enumerate(names):
        name = template.format(
            y=rng.choice([2025, 2026]), q=rng.choice(["Q1", "Q2", "Q3"]), n=rng.randint(1, 4)
        )
        out.append(
            Document(
                f"{folder.key}-D{n}",
                folder.key,
                name,
                _day(-rng.randint(1, 300)),
                folder.owner,
                rng.randint(20_000, 4_000_000),
            )
        )
    return out


def meetings(seed: int, owner: Employee, colleagues: list[Employee]) -> list[Meeting]:
    """A few ordinary meetings on one person's calendar (never with customers)."""
    rng = rng_for(seed, "meetings", owner.key)
    out = []
    for n in range(rng.randint(2, 6)):
        day = TODAY + timedelta(days=rng.randint(-14, 21))
        if day.weekday() >= 5:
            day -= timedelta(days=2)
        start = f"{day.isoformat()}T{rng.randint(9, 16):02d}:{rng.choice([0, 0, 30]):02d}"
        title = rng.choice(MEETING_TITLES)
        guests = tuple(
            sorted({rng.choice(colleagues).email for _ in range(rng.randint(0, 3))} - {owner.email})
        )
        out.append(
            Meeting(
                f"{owner.key}-N{n}",
                "internal",
                title,
                owner.key,
                start,
                rng.choice([30, 30, 45, 60]),
                owner.timezone,
                guests,
            )
        )
    return out


def renewal_call(seed: int, customer: Customer, contact: Contact, owner: Employee) -> Meeting | None:
    """A renewal call on the account manager's calendar when a generated customer renews within a month."""
    renewal = date.fromisoformat(customer.renewal)
    if customer.status == "canceled" or not TODAY < renewal <= TODAY + timedelta(days=30):
        return None
    rng = rng_for(seed, "meetings", customer.key)
    day = renewal - timedelta(days=rng.randint(2, 7))
    if day.weekday() >= 5:
        day -= timedelta(days=2)
    if day <= TODAY:
        return None
    start = f"{day.isoformat()}T{rng.randint(9, 15):02d}:00"
    return Meeting(
        f"R{customer.key}",
        "renewal",
        f"{customer.name} renewal",
        owner.key,
        start,
        30,
        owner.timezone,
        (contact.email,),
        customer=customer.key,
    )
