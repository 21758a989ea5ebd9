"""The people, channels and phrases the default workspace is built from.

Deliberately messy: near-identical names and display names, a deactivated user sharing an active
user's real name, guests, bots, seven time zones, channels whose names prefix each other
(``support`` / ``support-escalations`` / ``support-tier2``), legacy private channels with ``G`` ids,
archived channels, and a private channel the bot is not in.
"""

from __future__ import annotations

# (handle, real name, display name, title, tz, flags) — flags: a=admin, o=owner, d=deactivated, g=guest
PEOPLE: list[tuple[str, str, str, str, str, str]] = [
    ("dana", "Dana Whitfield", "Dana", "CEO", "America/New_York", "ao"),
    ("priya.n", "Priya Natarajan", "priya", "VP Engineering", "America/Los_Angeles", "a"),
    ("jon", "Jon Smith", "jon", "Support Engineer", "America/Chicago", ""),
    ("john.smith", "John Smith", "John S.", "Account Executive", "America/New_York", ""),
    ("jonathan", "Jonathan Smith", "jon.s", "Staff Engineer", "Europe/London", ""),
    ("maria", "Maria Garcia", "maria", "Support Lead", "Europe/Madrid", ""),
    ("maria.g", "María García", "María G", "Product Designer", "America/Mexico_City", ""),
    ("alex.kim", "Alex Kim", "alex", "Backend Engineer", "America/Los_Angeles", ""),
    ("akim", "Alex Kim", "Alex K", "Former Backend Engineer", "America/Los_Angeles", "d"),
    ("sam.lee", "Sam Lee", "sam", "SRE", "Asia/Singapore", ""),
    ("samantha", "Samantha Lee", "Sam L.", "Customer Success Manager", "Australia/Sydney", ""),
    ("chen.wei", "Chen Wei", "chen", "Data Engineer", "Asia/Shanghai", ""),
    ("wei.chen", "Wei Chen", "wei", "Frontend Engineer", "America/Los_Angeles", ""),
    ("fatima", "Fatima Al-Sayed", "fatima", "Billing Specialist", "Europe/Berlin", ""),
    ("olu", "Oluwaseun Adeyemi", "Seun", "Support Engineer", "Africa/Lagos", ""),
    ("ravi", "Ravi Kumar", "ravi", "Support Engineer", "Asia/Kolkata", ""),
    ("ravi.k", "Ravi Krishnan", "ravik", "Security Engineer", "Asia/Kolkata", ""),
    ("emma", "Emma Johansson", "emma", "Head of Support", "Europe/Stockholm", "a"),
    ("liam", "Liam O'Connor", "liam", "Sales Director", "Europe/Dublin", ""),
    ("noah", "Noah Müller", "noah", "Platform Engineer", "Europe/Berlin", ""),
    ("yuki", "Yuki Tanaka", "yuki", "QA Engineer", "Asia/Tokyo", ""),
    ("hana", "Hana Sato", "hana", "Localization Manager", "Asia/Tokyo", ""),
    ("lucas", "Lucas Silva", "lucas", "Marketing Manager", "America/Sao_Paulo", ""),
    ("isabela", "Isabela Costa", "bela", "Growth Marketer", "America/Sao_Paulo", ""),
    ("tom", "Tom Becker", "tom", "Finance Manager", "America/New_York", ""),
    ("tommy", "Thomas Becker", "Tommy", "Recruiter", "America/New_York", ""),
    ("grace", "Grace Okafor", "grace", "HR Business Partner", "Europe/London", ""),
    ("kofi", "Kofi Mensah", "kofi", "Engineering Manager", "Europe/London", ""),
    ("ana", "Ana Petrović", "ana", "Product Manager", "Europe/Belgrade", ""),
    ("ivan", "Ivan Petrov", "ivan", "DevOps Engineer", "Europe/Sofia", ""),
    ("zoe", "Zoe Martin", "zoe", "Support Engineer", "America/Denver", ""),
    ("zoey", "Zoey Martins", "zoey", "Support Engineer (contract)", "America/Denver", "g"),
    ("ben", "Ben Carter", "ben", "Solutions Engineer", "America/Chicago", ""),
    ("mei", "Mei Lin", "mei", "Data Scientist", "Asia/Taipei", ""),
    ("omar", "Omar Haddad", "omar", "Billing Engineer", "Asia/Dubai", ""),
    ("sofia", "Sofia Rossi", "sofia", "UX Researcher", "Europe/Rome", ""),
    ("pat", "Pat Morgan", "pat", "Office Manager", "America/New_York", "d"),
    ("kim.n", "Kim Nguyen", "kim", "Support Engineer", "America/Los_Angeles", "d"),
    ("derek", "Derek Hale", "derek", "Former Sales", "America/Chicago", "d"),
    ("auditor", "Riley Auditor", "riley (audit)", "External Auditor", "America/New_York", "g"),
    ("nina", "Nina Ivanova", "nina", "Frontend Engineer", "Europe/Warsaw", ""),
    ("jake", "Jake Thompson", "jake", "Account Executive", "America/Los_Angeles", ""),
    ("aisha", "Aisha Bello", "aisha", "Support Engineer", "Africa/Lagos", ""),
    ("leo", "Leo Fischer", "leo", "Intern", "Europe/Vienna", ""),
]

# (handle, real name, app name)
BOTS: list[tuple[str, str]] = [
    ("github", "GitHub"),
    ("jira", "Jira Cloud"),
    ("pagerduty", "PagerDuty"),
    ("google_calendar", "Google Calendar"),
]

#: The app whose bot token (``xoxb-``) a test or agent uses.
APP_BOT = ("ops-assistant", "Ops Assistant")

TZ = {
    "America/Los_Angeles": ("Pacific Standard Time", -28800),
    "America/Denver": ("Mountain Standard Time", -25200),
    "America/Chicago": ("Central Standard Time", -21600),
    "America/New_York": ("Eastern Standard Time", -18000),
    "America/Mexico_City": ("Central Standard Time", -21600),
    "America/Sao_Paulo": ("Brasilia Standard Time", -10800),
    "Europe/London": ("Greenwich Mean Time", 0),
    "Europe/Dublin": ("Greenwich Mean Time", 0),
    "Africa/Lagos": ("West Africa Standard Time", 3600),
    "Europe/Madrid": ("Central European Time", 3600),
    "Europe/Berlin": ("Central European Time", 3600),
    "Europe/Stockholm": ("Central European Time", 3600),
    "Europe/Rome": ("Central European Time", 3600),
    "Europe/Vienna": ("Central European Time", 3600),
    "Europe/Warsaw": ("Central European Time", 3600),
    "Europe/Belgrade": ("Central European Time", 3600),
    "Europe/Sofia": ("Eastern European Time", 7200),
    "Asia/Dubai": ("Gulf Standard Time", 14400),
    "Asia/Kolkata": ("India Standard Time", 19800),
    "Asia/Singapore": ("Singapore Standard Time", 28800),
    "Asia/Shanghai": ("China Standard Time", 28800),
    "Asia/Taipei": ("Taipei Standard Time", 28800),
    "Asia/Tokyo": ("Japan Standard Time", 32400),
    "Australia/Sydney": ("Australian Eastern Daylight Time", 39600),
}

# (name, kind, archived, bot is member, topic, weight of traffic, members hint)
# kind: public | private | legacy (private with a G id)
CHANNELS: list[tuple[str, str, bool, bool, str, int]] = [
    ("general", "public", False, True, "Company-wide announcements and work-based matters", 6),
    ("random", "public", False, False, "Non-work banter and water cooler conversation", 8),
    ("announcements", "public", False, True, "Read-only announcements from leadership", 1),
    ("engineering", "public", False, True, "All things engineering", 8),
    ("eng-backend", "public", False, False, "APIs, databases, queues", 5),
    ("eng-frontend", "public", False, False, "Web and mobile clients", 4),
    ("eng-infra", "public", False, True, "Kubernetes, Terraform, CI", 4),
    ("incidents", "public", False, True, "Active incidents only. Use a thread per incident.", 5),
    ("deploys", "public", False, True, "Deploy notifications from CI", 6),
    ("support", "public", False, True, "Customer support questions from the whole company", 12),
    ("support-escalations", "public", False, True, "Escalations to engineering: ticket link + impact", 7),
    ("support-tier2", "private", False, True, "Tier 2 support team", 5),
    ("sales", "public", False, False, "Deals, pipeline, wins", 4),
    ("sales-emea", "public", False, False, "EMEA sales", 2),
    ("marketing", "public", False, False, "Campaigns and content", 3),
    ("design", "public", False, False, "Design reviews and critique", 2),
    ("product", "public", False, False, "Roadmap and specs", 4),
    ("product-feedback", "public", False, True, "Customer feedback for the product team", 4),
    ("customer-success", "public", False, False, "Renewals, onboarding, health scores", 3),
    ("billing", "private", False, True, "Billing operations: refunds, invoices, disputes", 5),
    ("finance", "legacy", False, False, "Finance team", 2),
    ("leadership", "legacy", False, False, "Leadership team", 2),
    ("hr-private", "private", False, False, "HR only", 1),
    ("security", "private", False, True, "Security reports and reviews", 2),
    ("recruiting", "public", False, False, "Hiring pipeline", 2),
    ("onboarding", "public", False, False, "Help for new joiners", 1),
    ("social", "public", False, False, "Events and meetups", 2),
    ("pets", "public", False, False, "Pictures of pets. Mandatory.", 2),
    ("help-it", "public", False, True, "Laptops, accounts, access requests", 3),
    ("ops-alerts", "public", False, True, "Automated alerts from monitoring", 5),
    ("data", "public", False, False, "Data platform", 2),
    ("qa", "public", False, False, "Test plans and bug bashes", 2),
    ("project-atlas", "public", False, True, "Atlas: the new billing engine", 3),
    ("project-atlas-old", "public", True, False, "Superseded by #project-atlas", 1),
    ("release-2026-q3", "public", True, False, "Q3 release coordination (done)", 2),
    ("incident-2026-10-db-outage", "public", True, False, "Postmortem channel for the October DB outage", 2),
    ("old-marketing", "public", True, False, "Archived", 1),
    ("team-offsite-2025", "private", True, False, "Offsite planning", 1),
]

CUSTOMERS = [
    "Acme Corp",
    "Globex",
    "Initech",
    "Umbrella Health",
    "Stark Logistics",
    "Wayne Foods",
    "Hooli",
    "Vandelay Industries",
    "Soylent Co",
    "Tyrell Systems",
    "Acme Corporation",
    "Globex Europe",
]

TOPICS = {
    "support": [
        "{customer} can't log in after SSO change, ticket #{n}",
        "{customer} asking about invoice {inv}: charged twice?",
        "Anyone know why exports time out for {customer}? ticket #{n}",
        "{customer} wants a refund for order {order}",
        "Password reset emails not arriving for {customer} users",
        "{customer} reports 500s on the dashboard since this morning",
        "How do I change the billing contact for {customer}?",
        "{customer}: webhook deliveries failing with 410",
    ],
    "support-escalations": [
        "ESCALATION: {customer} data export stuck for 3 days, ticket #{n}, ARR impact high",
        "P1 for {customer}: API returning 429s at low volume, ticket #{n}",
        "Escalating #{n} ({customer}): duplicate charges on invoice {inv}",
        "{customer} SSO broken after IdP cert rotation, ticket #{n}",
    ],
    "support-tier2": [
        "Taking #{n} for {customer}",
        "Repro steps for #{n}: see {link}",
        "Who owns the refund queue this week?",
    ],
    "billing": [
        "Refund approved for {customer}, order {order}, amount ${amount}",
        "Invoice {inv} for {customer} disputed, evidence due Friday",
        "Stripe payout delayed again, checking with finance",
        "{customer} moved to annual plan, prorate the rest",
    ],
    "incidents": [
        "INC-{n}: elevated error rate on api-gateway, investigating",
        "INC-{n} resolved: root cause was a bad config push",
        "INC-{n}: database failover in progress, expect brief read-only",
        "Paging on-call for INC-{n}, {link}",
    ],
    "deploys": [
        "Deployed api v2.{n} to production ({link})",
        "Rollback of web v5.{n}: failing health checks",
        "Deploy of billing-worker v1.{n} started",
    ],
    "ops-alerts": [
        "[FIRING] HighLatency api-gateway p99 > 2s",
        "[RESOLVED] DiskPressure db-replica-{n}",
        "[FIRING] QueueBacklog billing-events > 10000",
    ],
    "*": [
        "Has anyone looked at {link}?",
        "Quick question about the {customer} account",
        "Reminder: planning meeting tomorrow at 10",
        "Thanks {mention}, that fixed it",
        "I'll be OOO on Friday, {mention} is covering",
        "Notes from today's sync: {link}",
        "Can someone review my PR? {link}",
        "Lunch order going out in 15 minutes",
        "See the thread in {channel} for context",
        "{mention} can you take a look when you have a minute?",
        "Updated the doc with the latest numbers",
        "+1 to what {mention} said",
    ],
}

REPLIES = [
    "Looking into it",
    "On it",
    "Can you share the ticket link?",
    "Fixed, please retry",
    "I think this is the same as last week's issue",
    "{mention} might know",
    "Thanks!",
    "Confirmed on my side",
    "Closing this out",
    "Escalated to {channel}",
    "Customer confirmed it works now",
    "Still happening for me",
]

REACTIONS = [
    "+1",
    "eyes",
    "white_check_mark",
    "heart",
    "tada",
    "joy",
    "pray",
    "fire",
    "shipit",
    "lgtm",
    "100",
]

LINKS = [
    "<https://github.com/northwind/api/pull/{n}|api#{n}>",
    "<https://northwind.atlassian.net/browse/SUP-{n}>",
    "<https://docs.google.com/document/d/1x{n}/edit|notes>",
    "<https://status.northwind.example/incidents/{n}>",
    "https://grafana.northwind.example/d/api?from=now-6h",
]
