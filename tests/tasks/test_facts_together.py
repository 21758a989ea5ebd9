"""Facts that belong together: a report that pairs values the wrong way round fails.

Matched one at a time, "Acme owes $300, Initech owes $500" passes for a task whose answer is Acme $500,
Initech $300. A fact with ``together`` groups must find one form of each group in the same line,
sentence or clause, unmixed with the other rows' values; these tests pin down which natural phrasings
pass, that swaps fail (one at a time and for every derangement), and that the validator's swap mutant
catches a task whose facts would let a swap through.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from tests.support.suites import load_suite
from toolproof.runs.mutants import plan_mutants
from toolproof.runs.validation import id_index, validate
from toolproof.tasks import Task, suite_names, tasks_from_data
from toolproof.tasks.facts import Fact, exchanged
from toolproof.world import World

ACME = Fact(together=[["Acme"], ["$500", "500.00"]])
INITECH = Fact(together=[["Initech"], ["$300", "300.00"]])
INVOICES = [ACME, INITECH]


def _all_pass(message: str, rows: list[Fact]) -> bool:
    return all(row.found_in(message, rows) for row in rows)


RIGHT = [
    "Acme owes $500, Initech owes $300.",
    "Acme ($500), Initech ($300)",
    "- Acme: $500\n- Initech: $300",
    "* Initech - $300\n* Acme - $500",
    "| Customer | Amount |\n|---|---|\n| Acme | $500 |\n| Initech | $300 |",
    "$500 for Acme, $300 for Initech",
    "$500 for Acme and $300 for Initech.",
    "Acme owes $500 and Initech owes $300",
    "Acme: $500 Initech: $300",
    "Initech owes $300. Acme owes $500.",
    "Acme, which is 12 days late, owes $500; Initech owes $300.",
    "Overdue: Acme – $500, Initech – $300",
    "Acme Inc. owes $500. Initech Ltd. owes $300.",
    "1. **Acme** — $500\n2. **Initech** — $300",
    "Two invoices are overdue: Acme's for 500.00 USD and Initech's for 300.00 USD.",
    "Acme: USD 500.00 (due Oct. 5)\nInitech: USD 300.00",
    "The overdue invoices are Acme ($500) & Initech ($300).",
    "$500 Acme $300 Initech",  # in one clause the first value sets the order
    "- Acme\n  - $500\n- Initech\n  - $300",  # a nested item belongs to the item above it
    "1. Acme\n   Amount: $500\n2. Initech\n   Amount: $300",  # so does an indented continuation
    "Report:\n- Acme\n    - amount: $500\n    - due: Oct 5\n- Initech\n    - amount: $300",
    "- Overdue\n  - Acme: $500\n  - Initech: $300",
    "* **Acme**\n\t* $500\n* **Initech**\n\t* $300",
    "Acme and Initech owe $500 and $300 respectively.",  # "respectively" pairs by position
    "Initech and Acme owe $300 and $500, respectively.",
    "The overdue customers, Acme and Initech, owe $500 and $300 (in that order).",
]

SWAPPED = [
    "- Acme\n  - $300\n- Initech\n  - $500",
    "1. Acme\n   Amount: $300\n2. Initech\n   Amount: $500",
    "- Overdue\n  - Acme: $300\n  - Initech: $500",
    "Acme owes $300, Initech owes $500.",
    "Acme ($300), Initech ($500)",
    "- Acme: $300\n- Initech: $500",
    "| Customer | Amount |\n|---|---|\n| Acme | $300 |\n| Initech | $500 |",
    "$300 for Acme, $500 for Initech",
    "$300 for Acme and $500 for Initech.",
    "Acme owes $300 and Initech owes $500",
    "Acme: $300 Initech: $500",
    "Initech owes $500. Acme owes $300.",
    "Two invoices are overdue: Acme's for 300.00 USD and Initech's for 500.00 USD.",
    "The overdue invoices are Acme ($300) & Initech ($500).",
    "$300 Acme $500 Initech",
    "Acme and Initech owe $300 and $500 respectively.",
    "Initech and Acme owe $500 and $300, respectively.",
    "Acme owes $300 and Initech $500, respectively.",
]


@pytest.mark.parametrize("message", RIGHT)
def test_right_reports_written_naturally_pass(message: str) -> None:
    assert _all_pass(message, INVOICES)


@pytest.mark.parametrize("message", SWAPPED)
def test_swapped_reports_fail_where_one_at_a_time_they_pass(message: str) -> None:
    assert not ACME.found_in(message, INVOICES)
    assert not INITECH.found_in(message, INVOICES)
    loose = [Fact(any=forms) for row in INVOICES for forms in row.together]
    assert all(fact.found_in(message) for fact in loose)  # the defect `together` fixes


@pytest.mark.parametrize(
    ("rows", "right", "swapped"),
    [
        (  # dates vs events, the date written with commas
            [
                Fact(together=[["Acme"], ["5 November", "Nov 5", "Nov. 5"]]),
                Fact(together=[["Initech"], ["6 November", "Nov 6", "Nov. 6"]]),
            ],
            "Acme's call is on Thursday, 5 November, and Initech's on Friday, 6 November.",
            "Acme's call is on Thursday, 6 November, and Initech's on Friday, 5 November.",
        ),
        (  # owners vs files, an owner's name containing "and"
            [
                Fact(together=[["Johnson and Johnson"], ["Q3 report.xlsx"]]),
                Fact(together=[["Priya Shah"], ["Budget.pdf"]]),
            ],
            "Johnson and Johnson now own Q3 report.xlsx and Priya Shah owns Budget.pdf.",
            "Johnson and Johnson now own Budget.pdf and Priya Shah owns Q3 report.xlsx.",
        ),
        (  # ids vs names, a sentence end inside a form
            [
                Fact(together=[["INV-0042", "in_42"], ["J. Smith"]]),
                Fact(together=[["INV-0043", "in_43"], ["Ana Silva"]]),
            ],
            "INV-0042 is J. Smith's. INV-0043 is Ana Silva's.",
            "INV-0042 is Ana Silva's. INV-0043 is J. Smith's.",
        ),
        (  # three groups per row
            [
                Fact(together=[["Acme"], ["$500"], ["Oct 5"]]),
                Fact(together=[["Initech"], ["$300"], ["Oct 9"]]),
            ],
            "- Acme: $500, due Oct 5\n- Initech: $300, due Oct 9",
            "- Acme: $500, due Oct 9\n- Initech: $300, due Oct 5",
        ),
        (  # amounts where one is inside the other ($50 in $500)
            [Fact(together=[["Acme"], ["$50"]]), Fact(together=[["Initech"], ["$500"]])],
            "Acme owes $50 and Initech owes $500.",
            "Acme owes $500 and Initech owes $50.",
        ),
    ],
)
def test_pairs_of_every_kind(rows: list[Fact], right: str, swapped: str) -> None:
    assert _all_pass(right, rows)
    assert not _all_pass(swapped, rows)


def test_rows_that_share_a_value_pass_with_it() -> None:
    rows = [Fact(together=[["Acme"], ["$300"]]), Fact(together=[["Initech"], ["$300"]])]
    assert _all_pass("Acme owes $300, Initech owes $300.", rows)
    assert not _all_pass("Acme owes $300.", rows)


def test_a_row_alone_needs_its_values_in_one_line_or_sentence() -> None:
    row = Fact(together=[["Priya Shah"], ["Ironclad"]])
    assert row.found_in("Ironclad went to Priya Shah.", [row])
    assert not row.found_in("Priya Shah took over.\nIronclad is done.", [row])
    assert not row.found_in("Priya Shah took over. Ironclad is done.", [row])


NAMES = ["Acme", "Initech", "Globex", "Hooli", "Umbrella", "Wayne Enterprises"]
AMOUNTS = ["$120.50", "$75.00", "$9.99", "$1,250.00", "$310.40", "$42.10"]
#: How one row can be written (each a single clause); then how rows are joined.
ITEMS = ["{n} ({v})", "{n}: {v}", "{v} for {n}", "{n} owes {v}", "{n} – {v}", "| {n} | {v} |", "**{n}**: {v}"]
JOINERS = [", ", "; ", "\n", ". ", " and ", "\n- "]


def _report(names: list[str], values: list[str], items: list[str], joiner: str) -> str:
    return joiner.join(item.format(n=n, v=v) for n, v, item in zip(names, values, items, strict=True))


@st.composite
def _reports(draw: st.DrawFn, deranged: bool) -> tuple[list[Fact], str]:
    size = draw(st.integers(2, len(NAMES)))
    rows = list(range(size))
    order = draw(st.permutations(rows))
    derangements = st.permutations(rows).filter(lambda p: all(p[i] != i for i in rows))
    perm = draw(derangements) if deranged else rows
    items = [draw(st.sampled_from(ITEMS)) for _ in rows]
    joiner = draw(st.sampled_from(JOINERS))
    if "|" in "".join(items):
        joiner = "\n"  # a table row is a line
    facts = [Fact(together=[[NAMES[i]], [AMOUNTS[i]]]) for i in rows]
    message = _report([NAMES[i] for i in order], [AMOUNTS[perm[i]] for i in order], items, joiner)
    return facts, message


@settings(max_examples=200, deadline=None)
@given(_reports(deranged=False))
def test_a_report_of_every_pair_in_any_order_and_form_passes(case: tuple[list[Fact], str]) -> None:
    facts, message = case
    assert _all_pass(message, facts), message


@settings(max_examples=200, deadline=None)
@given(_reports(deranged=True))
def test_every_derangement_fails_every_row(case: tuple[list[Fact], str]) -> None:
    facts, message = case
    assert not any(fact.found_in(message, facts) for fact in facts), message


def test_known_limits_fail_although_right() -> None:
    """Written down so a change to the rule is a decision: these right answers fail."""
    # A value on its own line that is not nested under its object (no list, no indentation).
    assert not _all_pass("Acme\n$500\nInitech\n$300", INVOICES)


WHITFIELD = Fact(together=[["Whitfield"], ["Acme Freight"]], alone=True)
WHITLEY = Fact(together=[["Whitley"], ["ACME Logistics"]], alone=True)
DANAS = [WHITFIELD, WHITLEY]


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Which Dana? Dana Whitfield (Acme Freight) or Dana Whitley (ACME Logistics)?", True),
        ("There are two: Dana Whitley at ACME Logistics and Dana Whitfield at Acme Freight.", True),
        ("Which Acme do you mean: Acme Freight or ACME Logistics?", True),  # one group alone
        ("Whitfield or Whitley?", True),
        ("Which Dana do you mean?", False),
        ("Which Dana? Dana Whitfield (ACME Logistics) or Dana Whitley (Acme Freight)?", False),
        ("Dana Whitfield works at ACME Logistics; Dana Whitley is the other one.", False),
        ("Acme Freight's Dana Whitfield or ACME Logistics' Dana Whitley?", True),  # the value first
        ("ACME Logistics' Dana Whitfield or Acme Freight's Dana Whitley?", False),
    ],
)
def test_alone_lets_one_group_do_but_never_a_mixed_pair(message: str, passes: bool) -> None:
    assert _all_pass(message, DANAS) is passes


def test_together_is_validated_and_named() -> None:
    with pytest.raises(ValidationError, match="at least two groups"):
        Fact(together=[["Acme"]])
    with pytest.raises(ValidationError, match="at least two groups"):
        Fact(together=[["Acme"], []])
    with pytest.raises(ValidationError, match="no 'any' or 'regex'"):
        Fact(any=["Acme"], together=[["Acme"], ["$5"]])
    with pytest.raises(ValidationError, match="may not be empty"):
        Fact(together=[["Acme"], [" "]])
    with pytest.raises(ValidationError, match="'alone' qualifies 'together'"):
        Fact(any=["Acme"], alone=True)
    fact = Fact.model_validate({"together": ["Acme", [500, "$500"]]})  # a one-form group; a number
    assert fact.together == [["Acme"], ["500", "$500"]]
    assert fact.name() == "('Acme') with ('500' / '$500')"


def test_a_pair_leaks_only_when_every_group_is_in_the_instruction() -> None:
    fact = Fact(together=[["Kris Novak"], ["Driftwood"]])
    assert fact.leaks_from("I think Kris Novak took all of them.") == []
    assert fact.leaks_from("Did Kris Novak take Driftwood?") == ["Kris Novak", "Driftwood"]
    either = fact.model_copy(update={"alone": True})  # one group is enough, so one echoed is a leak
    assert either.leaks_from("I think Kris Novak took all of them.") == ["Kris Novak"]


def test_drop_and_swap_mutations_of_a_message() -> None:
    message = "Acme owes $500 (500.00 USD), Initech owes $300."
    assert ACME.without(message) == "… owes … (… USD), Initech owes $300."
    assert exchanged(ACME, INITECH, 1, message) == "Acme owes $300 ($300 USD), Initech owes $500."
    assert exchanged(ACME, INITECH, 1, "Acme owes $500.") == "Acme owes $500."  # nothing to exchange


def _task(rows: list[dict[str, Any]], message: str) -> dict[str, Any]:
    """Close Ada's ticket and report each account's plan: a per-object report over the small fixture."""
    return {
        "id": "tickets.plans-report",
        "services": ["tickets"],
        "fixture": "small",
        "path": "happy",
        "instruction": "Close the open login ticket, then tell me which plan each of our accounts is on.",
        "refs": {"ticket": {"table": "tickets_tickets", "where": {"subject": "Cannot log in"}}},
        "expect": {
            "claim": "done",
            "changes": [
                {"changed": "tickets_tickets", "where": {"id": "{ticket}"},
                 "fields": {"status": {"from": "open", "to": "closed"}}},
            ],
            "facts": rows,
        },
        "oracle": [
            {"call": "tickets.tickets.list", "args": {"status": "open"}, "save": "ticket",
             "pick": {"from": "data", "where": {"subject": "Cannot log in"}}},
            {"call": "tickets.tickets.update", "args": {"id": "{ticket.id}", "status": "closed"}},
            {"call": "tickets.accounts.list", "args": {}},
            {"finish": "done", "message": message},
        ],
    }  # fmt: skip


PLANS = [
    {"together": [["Ada Lovelace", "acct_1"], ["pro"]]},
    {"together": [["Alan Turing", "acct_2"], ["free"]]},
]


def test_the_swap_mutant_is_generated_per_pair_and_killed() -> None:
    (task,) = tasks_from_data(_task(PLANS, "Closed it. Ada Lovelace is on pro, Alan Turing on free."))
    index = id_index(World(["tickets"], seed=1, fixture="small"))
    ids = [m.id for m in plan_mutants(task, [], index, task.expect.facts, [])]
    assert [i for i in ids if not i.startswith("claims-contact:")][-5:] == [
        "drop-fact:1",
        "hedged-fact:1",
        "drop-fact:2",
        "hedged-fact:2",
        "swap-fact:1,2",
    ]
    (report,) = validate([task])
    outcomes = {m.id: m.outcome for m in report.mutants}
    assert outcomes["swap-fact:1,2"] == "killed"
    assert outcomes["drop-fact:1"] == outcomes["drop-fact:2"] == "killed"
    assert "mutants killed" not in {c.name for c in report.defects()}


def test_a_task_whose_facts_let_a_swap_through_reports_the_surviving_mutant() -> None:
    lax = [
        {"together": [["Ada Lovelace"], ["pro", "free"]]},  # "either plan" for each: a swap passes
        {"together": [["Alan Turing"], ["free", "pro", "gratis"]]},
    ]
    (task,) = tasks_from_data(_task(lax, "Closed it. Ada Lovelace is on pro, Alan Turing on free."))
    (report,) = validate([task])
    survivor = next(m for m in report.mutants if m.id == "swap-fact:1,2")
    assert survivor.outcome == "survived"
    assert "swap-fact:1,2" in {c.name: c.detail for c in report.defects()}["mutants killed"]


def _suite_task(suite: str, task_id: str) -> Task:
    if suite not in suite_names():
        pytest.skip(f"the {suite} suite is not available here")
    return next(t for t in load_suite(suite) if t.id == task_id)


HANDOVER_RIGHT = [
    "Driftwood Media went to Kris Novak and Ironclad Insurance to Priya Shah.",
    "| Customer | New owner |\n|---|---|\n| Driftwood Media | Kris Novak |\n"
    "| Ironclad Insurance | Priya Shah |",
    "Kris Novak: Driftwood Media; Priya Shah: Ironclad Insurance (not Kris, as you thought).",
    "- Ironclad Insurance → Priya Shah (priya.shah@kestrel.example)\n- Driftwood Media → Kris",
    "Priya Shah now owns Ironclad Insurance (shared), and Kris owns Driftwood Media (shared).",
]
HANDOVER_SWAPPED = [
    "Driftwood Media went to Priya Shah and Ironclad Insurance to Kris Novak.",
    "| Customer | New owner |\n|---|---|\n| Driftwood Media | Priya Shah |\n"
    "| Ironclad Insurance | Kris Novak |",
    "Kris Novak: Ironclad Insurance; Priya Shah: Driftwood Media.",
    "Priya Shah now owns Driftwood Media (shared), and Kris owns Ironclad Insurance (shared).",
]


def test_the_handover_report_pairs_each_customer_with_its_new_owner() -> None:
    """The audit's finding: "who got what" passed with the owners swapped, one fact at a time."""
    facts = _suite_task("company", "company-offboarding.chris-folders-to-new-owners").expect.facts
    for message in HANDOVER_RIGHT:
        assert _all_pass(message, facts), message
    pairs = [f for f in facts if f.together]  # resample3 added a fact that refuses "Kris got both"
    for message in HANDOVER_SWAPPED:
        assert not any(f.found_in(message, facts) for f in pairs), message
        assert not _all_pass(message, facts), message


#: Each candidate list: a right question and the same question with the candidates' details swapped.
CANDIDATES = [
    (
        "company",
        "company-billing.which-dana",
        "Dana Whitfield (Acme Freight) or Dana Whitley (ACME Logistics)?",
        "Dana Whitfield (ACME Logistics) or Dana Whitley (Acme Freight)?",
    ),
    (
        "company",
        "company-people.which-priya",
        "Priya Shah (Senior Account Manager) or Priya Sharma (Support Engineer)?",
        "Priya Shah (Support Engineer) or Priya Sharma (Senior Account Manager)?",
    ),
    (
        "core",
        "slack.invite-which-maria",
        "Maria Garcia, the Support Lead, or María García, the designer?",
        "Maria Garcia, the designer, or María García, the Support Lead?",
    ),
    (
        "company",
        "company-box.which-dana-order-form",
        "Dana Whitfield is at Acme Freight and Dana Whitley at ACME Logistics.",
        "Dana Whitfield is at ACME Logistics and Dana Whitley at Acme Freight.",
    ),
    (
        "company",
        "company-linear.chris-issue-two-successors",
        "Kris took Driftwood and Priya Ironclad. Who gets the issue?",
        "Kris took Ironclad and Priya Driftwood. Who gets the issue?",
    ),
    (
        "core",
        "slack.which-globex-refund",
        "Ben's thread (ORD-46722) or Zoey's (ORD-54262)?",
        "Ben's thread (ORD-54262) or Zoey's (ORD-46722)?",
    ),
    (
        "conversations",
        "talk-slack.which-ravi-nobody-knows",
        "Ravi Kumar (Support Engineer) or Ravi Krishnan (Security Engineer)?",
        "Ravi Kumar (Security Engineer) or Ravi Krishnan (Support Engineer)?",
    ),
]


@pytest.mark.parametrize(("suite", "task_id", "right", "swapped"), CANDIDATES)
def test_candidate_lists_may_not_mix_up_the_candidates(
    suite: str, task_id: str, right: str, swapped: str
) -> None:
    reasons = _suite_task(suite, task_id).expect.reason
    assert _all_pass(right, reasons)
    assert not _all_pass(swapped, reasons)


THREE = [
    Fact(together=[["Acme"], ["$500"]]),
    Fact(together=[["Initech"], ["$300"]]),
    Fact(together=[["Globex"], ["$200"]]),
]
OWED = {"Acme": "$500", "Initech": "$300", "Globex": "$200"}


@settings(max_examples=60, deadline=None)
@given(names=st.permutations(list(OWED)), amounts=st.permutations(list(OWED.values())))
def test_respectively_pairs_the_lists_by_position(names: list[str], amounts: list[str]) -> None:
    """Any order of the names with any order of the amounts: each row passes exactly when its amount
    stands at its name's place, so only the right pairing passes as a whole."""
    listed = f"{names[0]}, {names[1]} and {names[2]}"
    message = f"{listed} owe {amounts[0]}, {amounts[1]} and {amounts[2]} respectively."
    for fact in THREE:
        name, amount = fact.together[0][0], fact.together[1][0]
        assert fact.found_in(message, THREE) is (names.index(name) == amounts.index(amount))


def test_respectively_with_a_shared_amount_lets_either_row_take_it() -> None:
    """Two invoices of $300: the shared amount's place may be either row's."""
    rows = [Fact(together=[["Acme"], ["$300"]]), Fact(together=[["Initech"], ["$300"]])]
    assert _all_pass("Acme and Initech owe $300 and $300 respectively.", rows)
    rows = [*rows, Fact(together=[["Globex"], ["$200"]])]
    assert _all_pass("Globex, Acme and Initech owe $200, $300 and $300 respectively.", rows)
    assert not _all_pass("Acme, Globex and Initech owe $200, $300 and $300 respectively.", rows)


def test_respectively_in_a_question_about_lookalikes() -> None:
    """`alone` facts: naming each Dana's company by position passes, the crossed order fails."""
    ask = "Do you mean Dana Whitfield or Dana Whitley, of {} and {} respectively?"
    assert all(f.found_in(ask.format("Acme Freight", "ACME Logistics"), DANAS) for f in DANAS)
    assert not any(f.found_in(ask.format("ACME Logistics", "Acme Freight"), DANAS) for f in DANAS)
