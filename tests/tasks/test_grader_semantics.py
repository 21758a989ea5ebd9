"""The grader follows meaning, not form: one passing and one failing case per semantic.

Lists are sets, e-mail case does not matter, harmless changes are not collateral (unless forbidden),
claims may be a set, refusals must give their reason, facts have equivalent forms and must name the
rows that really exist.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.tasks import Grade, Task, TaskLoadError, grade, resolve_refs, tasks_from_data
from toolproof.world import World


def task(expect: dict[str, Any], services: list[str], **extra: Any) -> Task:
    claim = expect.get("claim", "done")
    (out,) = tasks_from_data(
        {
            "id": "t",
            "services": services,
            "path": "unhappy",
            "instruction": "Do the thing.",
            "expect": expect,
            "oracle": [{"finish": claim[0] if isinstance(claim, list) else claim}],
            **extra,
        }
    )
    return out


def graded(world: World, t: Task, claim: str = "done", message: str = "") -> Grade:
    keys = {n: table.primary_key for n, table in world.tables.items()}
    refs = resolve_refs(t, world.fixture.reference())
    return grade(
        t,
        refs,
        world.diff(),
        world.ledger,
        claim=claim,
        message=message,
        primary_keys=keys,
        benign=world.benign,
    )


# -- lists of objects: sets by default ------------------------------------------------------------

EVENT = "kickoff20261110"
ATTENDEES = [
    {"email": "alice@orbital.example", "responseStatus": "accepted"},
    {"email": "Bilal@Orbital.example", "displayName": "Bilal Haddad"},
    {"email": "chen@orbital.example"},
]


@pytest.fixture(scope="module")
def cal_template() -> World:
    return World(["gcal"], seed=0)


@pytest.fixture
def cal(cal_template: World) -> World:
    cal_template.reset()
    return cal_template


def insert(world: World, attendees: list[dict[str, Any]], summary: str = "Kickoff") -> None:
    body = {
        "id": EVENT,
        "summary": summary,
        "start": {"dateTime": "2026-11-10T10:00:00-05:00"},
        "end": {"dateTime": "2026-11-10T10:45:00-05:00"},
        "attendees": attendees,
    }
    response = world.call("gcal.events.insert", {"calendarId": "primary", "body": body})
    assert response.status == 200, response.body


def added_event(condition: Any) -> dict[str, Any]:
    return {"changes": [{"added": "gcal_events", "where": {"id": EVENT, "body.attendees": condition}}]}


@pytest.mark.parametrize(
    ("condition", "passes"),
    [
        # a member that matches these fields; other fields (displayName) may be anything
        ({"contains": {"email": "bilal@orbital.example"}}, True),
        ({"any": {"email": "bilal@orbital.example", "responseStatus": "needsAction"}}, True),
        ({"contains": {"email": "emeka@orbital.example"}}, False),
        # each matched by a different member, others allowed
        ({"all_of": [{"email": "chen@orbital.example"}, {"email": "bilal@orbital.example"}]}, True),
        ({"all_of": [{"email": "chen@orbital.example"}, {"email": "emeka@orbital.example"}]}, False),
        # exactly these people, in any order
        (
            {
                "only": [
                    {"email": "chen@orbital.example"},
                    {"email": "alice@orbital.example"},
                    {"email": "bilal@orbital.example"},
                ]
            },
            True,
        ),
        ({"only": [{"email": "chen@orbital.example"}, {"email": "bilal@orbital.example"}]}, False),
        # a plain list means the same as only
        (
            [
                {"email": "bilal@orbital.example"},
                {"email": "chen@orbital.example"},
                {"email": "alice@orbital.example"},
            ],
            True,
        ),
        # order only when asked for
        ({"ordered": [{"email": "alice@orbital.example"}, {}, {"email": "chen@orbital.example"}]}, True),
        ({"ordered": [{"email": "chen@orbital.example"}, {}, {"email": "alice@orbital.example"}]}, False),
        ({"count": 3}, True),
        ({"count": {"max": 2}}, False),
        ({"none": {"email": "emeka@orbital.example"}}, True),
        ({"none": {"email": "chen@orbital.example"}}, False),
    ],
)
def test_lists_of_objects_are_sets(cal: World, condition: Any, passes: bool) -> None:
    insert(cal, ATTENDEES)
    result = graded(cal, task(added_event(condition), ["gcal"]))
    assert result.passed is passes, result.explain()


def test_emails_compare_case_insensitively(cal: World) -> None:
    insert(cal, ATTENDEES)
    upper = added_event({"contains": {"email": "CHEN@ORBITAL.EXAMPLE"}})
    assert graded(cal, task(upper, ["gcal"])).passed
    other = added_event({"contains": {"email": "chen@orbital.example.com"}})
    assert not graded(cal, task(other, ["gcal"])).passed


def test_list_positions_are_refused_at_load() -> None:
    with pytest.raises(TaskLoadError, match="list positions are not graded"):
        task({"changes": [{"added": "gcal_events", "where": {"body.attendees.0.email": "a@b.c"}}]}, ["gcal"])


def test_a_read_modify_write_that_reorders_and_keeps_names_passes(cal: World) -> None:
    insert(cal, ATTENDEES)
    cal.reset()
    insert(
        cal, [ATTENDEES[2], ATTENDEES[1], {"email": "alice@orbital.example", "responseStatus": "accepted"}]
    )
    condition = [
        {"email": "alice@orbital.example"},
        {"email": "bilal@orbital.example"},
        {"email": "chen@orbital.example"},
    ]
    assert graded(cal, task(added_event(condition), ["gcal"])).passed


# -- changed rows: strict on paths inside JSON ----------------------------------------------------


def test_a_changed_json_column_is_strict_per_path(cal: World) -> None:
    insert(cal, ATTENDEES)
    snapshot_task = {"changes": [{"added": "gcal_events", "where": {"id": EVENT}}]}
    assert graded(cal, task(snapshot_task, ["gcal"])).passed
    before = cal.snapshot()
    patch = {"attendees": [*ATTENDEES, {"email": "emeka@orbital.example"}]}
    assert (
        cal.call("gcal.events.patch", {"calendarId": "primary", "eventId": EVENT, "body": patch}).status
        == 200
    )
    diff = cal.diff(since=before)
    (change,) = diff.tables["gcal_events"].changed
    from toolproof.tasks.paths import changed_paths

    assert "body.attendees" in changed_paths(change)
    assert "body.summary" not in changed_paths(change)


def test_strictness_names_the_json_path_that_should_not_change() -> None:
    from toolproof.tasks.grader import _field_problems
    from toolproof.tasks.model import Change
    from toolproof.world.diff import RowChange

    change = RowChange(
        ("c", "e"),
        {"id": "e", "body": {"summary": "Retro", "attendees": [{"email": "a@x.io"}]}},
        {"id": "e", "body": {"summary": "Retro!", "attendees": [{"email": "a@x.io"}, {"email": "b@x.io"}]}},
    )
    spec = Change.model_validate({"changed": "gcal_events", "fields": {"body.attendees": {}}})
    assert _field_problems(change, spec, set()) == [
        "body.summary changed ('Retro' → 'Retro!') but should not"
    ]
    allowed = Change.model_validate({"changed": "gcal_events", "fields": {"body": {}}})
    assert _field_problems(change, allowed, set()) == []


# -- the harmless-changes policy -------------------------------------------------------------------


def test_harmless_changes_are_not_collateral_unless_forbidden(world: World) -> None:
    world.call("tickets.tickets.update", {"id": "tkt_1", "status": "closed"})
    world.store.conn.execute(
        "UPDATE tickets_accounts SET metadata = '{\"note\": \"called\"}' WHERE id = 'acct_2'"
    )
    close = {
        "changes": [{"changed": "tickets_tickets", "where": {"id": "tkt_1"}, "fields": {"status": "closed"}}]
    }
    result = graded(world, task(close, ["tickets"], fixture="small"))
    assert result.passed, result.explain()
    assert result.signals.harmless_rows == 1
    forbidding = task(
        close,
        ["tickets"],
        fixture="small",
        benign={"forbid": [{"table": "tickets_accounts", "fields": ["metadata"]}]},
    )
    assert graded(world, forbidding).explain() == (
        "✗ nothing else changed: collateral damage: 1 changed in tickets_accounts"
    )


def test_a_harmless_change_still_touches_a_guarded_row(world: World) -> None:
    world.store.conn.execute("UPDATE tickets_accounts SET metadata = '{\"x\": 1}' WHERE id = 'acct_1'")
    guard = {
        "claim": "need_info",
        "reason": ["which"],
        "unchanged": [{"table": "tickets_accounts", "where": {"id": "acct_1"}}],
    }
    result = graded(world, task(guard, ["tickets"], fixture="small"), claim="need_info", message="Which one?")
    assert "unchanged tickets_accounts (id='acct_1'): 1 row(s) changed" in result.explain()


def test_a_task_can_allow_a_harmless_change_the_service_does_not(world: World) -> None:
    world.call("tickets.tickets.update", {"id": "tkt_1", "priority": 4})
    nothing = {"claim": "need_info", "reason": ["which"]}
    assert not graded(world, task(nothing, ["tickets"], fixture="small"), "need_info", "which?").passed
    allowing = task(
        nothing,
        ["tickets"],
        fixture="small",
        benign={"allow": [{"table": "tickets_tickets", "fields": ["priority"]}]},
    )
    assert graded(world, allowing, "need_info", "which?").passed


@pytest.fixture(scope="module")
def slack_template() -> World:
    return World(["slack"], seed=0)


def test_joining_a_channel_is_harmless_but_inviting_someone_is_not(slack_template: World) -> None:
    world = slack_template
    world.reset()
    channels = world.call("slack.conversations.list", {"limit": 200}).body["channels"]
    outside = next(c for c in channels if not c["is_member"] and not c["is_archived"])
    assert world.call("slack.conversations.join", {"channel": outside["id"]}).body["ok"]
    nothing = {"claim": "need_info", "reason": ["which"]}
    result = graded(world, task(nothing, ["slack"]), "need_info", "Which?")
    assert result.passed, result.explain()
    assert result.signals.harmless_rows == 2  # the membership and Slack's join message
    users = world.call("slack.users.list", {"limit": 200}).body["members"]
    someone = next(u for u in users if not u["is_bot"] and not u.get("deleted") and u["id"] != "USLACKBOT")
    invited = world.call("slack.conversations.invite", {"channel": outside["id"], "users": someone["id"]})
    assert invited.body["ok"], invited.body
    assert "collateral damage" in graded(world, task(nothing, ["slack"]), "need_info", "Which?").explain()


def test_bookkeeping_is_ignored_even_on_guarded_rows(cal: World) -> None:
    insert(cal, ATTENDEES)
    before = cal.fixture.reference()
    assert before is not None
    nothing = {"claim": "need_info", "reason": ["which"]}
    # gcal notifications for the invitation are harmless; the event itself is what a task would grade
    assert "1 added in gcal_events" in graded(cal, task(nothing, ["gcal"]), "need_info", "which?").explain()


# -- claims, reasons and facts --------------------------------------------------------------------


def test_a_claim_set_accepts_each_defensible_claim(world: World) -> None:
    both = task(
        {"claim": ["impossible", "need_info"], "reason": ["no account"]}, ["tickets"], fixture="small"
    )
    for claim in ("impossible", "need_info"):
        assert graded(world, both, claim, "There is no account for her.").passed
    result = graded(world, both, "done", "There is no account for her.")
    assert (
        result.explain() == "✗ claims impossible or need_info: the agent claimed done, "
        "the right claim is impossible or need_info"
    )


def test_a_refusal_without_its_reason_fails(world: World) -> None:
    refusal = task(
        {"claim": "impossible", "reason": [["already refunded", "was refunded"]]},
        ["tickets"],
        fixture="small",
    )
    assert graded(world, refusal, "impossible", "It WAS refunded on the 3rd.").passed
    assert graded(world, refusal, "impossible", "Sorry, I can't do that.").explain() == (
        "✗ refusal gives the reason 'already refunded' / 'was refunded': not in the final message"
    )


def test_a_refusal_task_must_declare_a_reason() -> None:
    with pytest.raises(TaskLoadError, match="needs 'reason'"):
        task({"claim": "impossible"}, ["tickets"])


def test_facts_list_equivalent_forms(world: World) -> None:
    world.call("tickets.tickets.update", {"id": "tkt_1", "status": "closed"})
    close = {
        "changes": [{"changed": "tickets_tickets", "where": {"id": "tkt_1"}, "fields": {"status": "closed"}}],
        "facts": [{"any": ["tkt_1", "Cannot log in"], "label": "the ticket"}, {"regex": r"\$?25(\.00)?\b"}],
    }
    t = task(close, ["tickets"], fixture="small")
    assert graded(world, t, message="Closed 'Cannot log in' ($25 balance).").passed
    assert graded(world, t, message="Closed tkt_1, balance 25.00").passed
    assert graded(world, t, message="Closed it, balance 25").explain() == (
        "✗ message states the ticket: not in the final message"
    )


@pytest.mark.parametrize(
    ("form", "message", "found"),
    [
        ("doesn't exist", "The channel doesn\u2019t exist.", True),  # the apostrophe chat models write
        ("\u201cweekly\u201d", 'It is called "weekly".', True),
        ("10-10:45", "Booked 10\u201310:45 am.", True),  # en dash
        ("doesn't exist", "The channel does exist.", False),
    ],
)
def test_facts_ignore_typography(form: str, message: str, found: bool) -> None:
    from toolproof.tasks.facts import Fact

    assert Fact(any=[form]).found_in(message) is found
    if form.isascii():  # an ASCII regex matches typographic text too
        assert Fact(regex=form.replace("-", "[-]")).found_in(message) is found
    if found:  # the drop-fact mutant really drops it, whichever apostrophe the message used
        assert not Fact(any=[form]).found_in(Fact(any=[form]).without(message))


def test_a_fact_in_the_instruction_is_refused_at_load() -> None:
    with pytest.raises(TaskLoadError, match="is already in the instruction"):
        task({"claim": "done", "facts": [["the thing", "tkt_9"]]}, ["tickets"])


def test_reports_must_name_the_row_that_really_exists(world: World) -> None:
    made = world.call("tickets.tickets.create", {"account": "acct_1", "subject": "Refund"}).body
    report = {
        "changes": [{"added": "tickets_tickets", "where": {"subject": "Refund"}, "as": "opened"}],
        "facts": ["{opened.id}"],
    }
    t = task(report, ["tickets"], fixture="small")
    assert graded(world, t, message=f"Opened {made['id']}.").passed
    assert graded(world, t, message="Opened tkt_abc123.").explain() == (
        f"✗ message states {made['id']!r}: not in the final message"
    )


def test_a_fact_bound_to_a_missing_row_explains_why(world: World) -> None:
    report = {
        "changes": [{"added": "tickets_tickets", "where": {"subject": "Refund"}, "as": "opened"}],
        "facts": ["{opened.id}"],
    }
    result = graded(world, task(report, ["tickets"], fixture="small"), message="Opened tkt_9.")
    assert (
        "message states '{opened.id}': depends on {opened.id}, which the state does not show"
        in result.explain()
    )


def test_a_harmless_field_does_not_break_a_strict_changed_row(world: World) -> None:
    world.call("tickets.tickets.update", {"id": "tkt_1", "status": "closed"})
    world.store.conn.execute("UPDATE tickets_accounts SET metadata = '{\"n\": 1}' WHERE id = 'acct_1'")
    note = {"changes": [{"changed": "tickets_accounts", "where": {"id": "acct_1"}, "fields": {"email": {}}}]}
    assert "nothing else changed" in graded(world, task(note, ["tickets"], fixture="small")).explain()
    world.store.conn.execute("UPDATE tickets_accounts SET email = 'ADA@example.com' WHERE id = 'acct_1'")
    closing = {
        "changes": [
            {"changed": "tickets_accounts", "where": {"id": "acct_1"}, "fields": {"email": {}}},
            {"changed": "tickets_tickets", "where": {"id": "tkt_1"}, "fields": {"status": "closed"}},
        ]
    }
    assert graded(world, task(closing, ["tickets"], fixture="small")).passed
    forbidding = task(
        closing,
        ["tickets"],
        fixture="small",
        benign={"forbid": [{"table": "tickets_accounts", "fields": ["metadata"]}]},
    )
    assert "metadata.n changed ((absent) → 1) but should not" in graded(world, forbidding).explain()
