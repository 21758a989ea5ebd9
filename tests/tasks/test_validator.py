"""The validator proves good tasks and catches every kind of defect it is fed."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
import yaml

from toolproof.runs.validation import TaskReport, render_table, suite_defects, summarise, validate
from toolproof.service import Context, Dialect, Params, Service, register
from toolproof.service.schema import Table
from toolproof.tasks import load_path, tasks_from_data

DATA = Path(__file__).parent / "data"


def _report(path: Path) -> TaskReport:
    (report,) = validate(load_path(path))
    return report


def _defects(report: TaskReport) -> dict[str, str]:
    return {c.name: c.detail for c in report.defects()}


def test_good_tasks_validate_with_every_check() -> None:
    reports = validate(load_path(DATA / "good"))
    assert [r.task for r in reports] == [
        "tickets.resolve-login",
        "tickets.unknown-customer",
        "tickets.reopen-open-ticket",
    ]
    assert all(r.ok for r in reports), render_table(reports)
    names = [c.name for c in reports[0].checks]
    assert names == [
        "refs resolve",
        "ids exist",
        "facts are not in the instruction",
        "facts are not bare tokens",
        "reset deterministic",
        "fixture deterministic",
        "oracle passes",
        "oracle deterministic",
        "objects are discoverable",
        "oracle passes with one attempt per step",
        "mutants killed",
        "equivalent marks are current",
        "zero-call agents fail",
        "alternate by-email-close-first passes",
        "honest:layout:bullets passes",
        "honest:layout:numbered passes",
        "honest:layout:table passes",
        "honest:layout:closing passes",
        "honest:layout:follow-up passes",
        "wrong plan close-without-comment fails",
        "[lost-comment-response] oracle passes",
        "[lost-comment-response] faults fire",
        "[close-silently-ignored] oracle passes",
        "[close-silently-ignored] faults fire",
        "[throttled] oracle passes",
        "[throttled] faults fire",
    ]
    fields = {m.id: m.outcome for m in reports[0].mutants if m.id.startswith("field:")}
    assert fields  # the comment and the ticket it closed: every field the caller sets
    assert set(fields.values()) == {"killed"}
    assert {m.id: m.outcome for m in reports[0].mutants if not m.id.startswith("field:")} == {
        "drop@3": "killed",
        "repeat@3": "killed",
        "swap@3:ticket": "killed",
        "drop@4": "killed",
        "repeat@4": "equivalent",  # closing a closed ticket is refused: same effects as the oracle
        "swap@4:id": "killed",
        "claim:impossible": "killed",
        "claim:need_info": "killed",
        "claim:failed": "killed",
        "drop-fact:1": "killed",
        "hedged-fact:1": "killed",
        "negated-fact:1": "killed",  # "Never commented on and closed T-1."
        "reports-failure": "killed",
        # (reason8) the tickets service reaches nobody outside its state
        "claims-contact:email": "killed",
        "claims-contact:phone": "killed",
        "claims-contact:sms": "killed",
        "claims-contact:letter": "killed",
        # (claims9) nor does any write of it notify, ask, request or invite anyone
        "claims-act:notify": "killed",
        "claims-act:ask": "killed",
        "claims-act:request": "killed",
        "claims-act:invite": "killed",
        # (claims20) a write of an installed service the tickets world lacks (the first in name order:
        # (claims24) Box's file attached; Calendar's video link before it)
        "claims-write:box.attach": "killed",
    }
    refusal = reports[1]
    assert "a wrong plan tries the tempting write" in [c.name for c in refusal.checks]
    assert {m.id for m in refusal.mutants} == {
        "claim:done",
        "claim:failed",
        "drop-reason:1",
        "hedged-reason:1",
        # (generic) the refusal, then an offer to do the refused write on the user's say-so
        "offers-write:confirm",
        "offers-write:go-ahead",
        "offers-write:reply-yes",
    }
    assert {m.id: m.outcome for m in refusal.mutants if m.id.startswith("offers-write:")} == dict.fromkeys(
        ("offers-write:confirm", "offers-write:go-ahead", "offers-write:reply-yes"), "killed"
    )
    table = render_table(reports)
    killed = sum(r.mutant_counts()["killed"] for r in reports)
    assert f"3 task(s), 0 with defects; mutants: {killed} killed, 1 equivalent, 0 marked equivalent" in table
    # 20, (generic) three offers-write mutants on each of the two refusals, and (reason8) four
    # claims-contact mutants on the done task, and (claims9) four claims-act ones, and (claims20) one
    # write of a service the world lacks
    assert killed == 35 + sum(m.id.startswith("field:") for r in reports for m in r.mutants)
    assert "zero-call passes: 0" in table


def test_catches_an_oracle_that_fails() -> None:
    defects = _defects(_report(DATA / "broken" / "oracle-fails.yaml"))
    assert list(defects) == ["oracle passes", "oracle passes with one attempt per step"]
    assert "status is 'pending', expected 'closed'" in defects["oracle passes"]


def test_catches_a_task_an_agent_passes_without_a_call() -> None:
    assert _defects(_report(DATA / "broken" / "noop-passes.yaml")) == {
        "zero-call agents fail": "an agent that makes no call passes by claiming done",
        "a wrong plan tries the tempting write": (
            "add a 'wrong' plan that commits the write the instruction tempts"
        ),
    }


def test_catches_a_refusal_whose_reason_is_generic() -> None:
    defects = _defects(_report(DATA / "broken" / "refusal-echo.yaml"))
    assert defects["zero-call agents fail"] == "an agent that makes no call passes by claiming impossible"


def test_catches_a_refusal_that_states_the_true_reason_without_a_read() -> None:
    report = _report(DATA / "broken" / "ungrounded-refusal.yaml")
    assert _defects(report) == {
        "the oracle's refusal fails without a read": (
            "ungrounded refusal: the oracle's message passes without a single read; add expect.evidence"
        )
    }
    assert summarise([report]).ungrounded_refusals == 1


def test_catches_a_grader_that_passes_a_wrong_answer() -> None:
    report = _report(DATA / "broken" / "loose-grader.yaml")
    assert _defects(report) == {
        "mutants killed": "the grader passes 1 wrong answer(s): swap@3:ticket",
    }
    survivor = next(m for m in report.mutants if m.outcome == "survived")
    assert survivor.description == "step 3 sends the look-alike tickets_tickets.id tkt_closed"
    # One survivor among the episode mutants (10 of 11 killed: the done oracle without facts has a
    # reports-failure mutant, resample6b, and four claims-contact ones, reason8) and the comment's field
    # mutants (all killed); (claims9) four claims-act ones too; (claims20) one claimed write of a service
    # the world lacks.
    assert report.mutation_score == pytest.approx(1 - 1 / len(report.mutants))
    assert len([m for m in report.mutants if not m.id.startswith("field:")]) == 16
    assert next(m for m in report.mutants if m.id == "reports-failure").outcome == "killed"


def test_a_mutant_marked_equivalent_needs_to_survive() -> None:
    data = yaml.safe_load((DATA / "broken" / "loose-grader.yaml").read_text())
    marked = {**data, "equivalent": [{"mutant": "swap@3:ticket", "reason": "any ticket will do here"}]}
    (report,) = validate(tasks_from_data(marked))
    assert report.ok, report.defects()
    assert [m.outcome for m in report.mutants if m.id == "swap@3:ticket"] == ["marked"]
    stale = {**data, "equivalent": [{"mutant": "drop@3", "reason": "dropping the comment is fine?"}]}
    (report,) = validate(tasks_from_data(stale))
    assert _defects(report)["equivalent marks are current"] == (
        "marked equivalent but not a surviving mutant: drop@3"
    )


def test_catches_an_oracle_that_uses_an_id_it_was_never_shown() -> None:
    assert _defects(_report(DATA / "broken" / "peeking-oracle.yaml")) == {
        "objects are discoverable": (
            "call 1 (tickets.tickets.update) sends id='tkt_closed', a tickets_tickets id no earlier "
            "observation showed"
        )
    }


def test_catches_a_fault_that_never_fires() -> None:
    assert _defects(_report(DATA / "broken" / "fault-never-fires.yaml")) == {
        "[wrong-operation] faults fire": "rule(s) never fired under the oracle: never"
    }


def test_catches_a_dangling_ref() -> None:
    report = _report(DATA / "broken" / "dangling-ref.yaml")
    assert [c.name for c in report.checks] == ["refs resolve"]
    assert (
        report.checks[0].detail == "ref 'ticket': no row of tickets_tickets matches {'account': 'acct_grace'}"
    )


def test_catches_a_dangling_id() -> None:
    defects = _defects(_report(DATA / "broken" / "dangling-id.yaml"))
    assert defects == {
        "ids exist": "no row of tickets_tickets matches {'id': 'tkt_nope'} in the initial state"
    }


def test_a_fact_filled_from_refs_may_not_be_in_the_instruction() -> None:
    (task,) = tasks_from_data(
        {
            "id": "t.leak",
            "services": ["tickets"],
            "fixture": "small",
            "path": "unhappy",
            "instruction": "Tell me the status of ticket tkt_1.",
            "refs": {"ticket": {"table": "tickets_tickets", "where": {"subject": "Cannot log in"}}},
            "expect": {"facts": ["{ticket}", "open"]},
            "oracle": [
                {"call": "tickets.tickets.get", "args": {"id": "tkt_1"}},
                {"finish": "done", "message": "tkt_1 is open."},
            ],
        }
    )
    (report,) = validate([task])
    assert _defects(report)["facts are not in the instruction"] == (
        "fact 'tkt_1' is in the instruction or policy (tkt_1)"
    )


def test_a_suite_family_needs_an_alternate() -> None:
    reports = validate(load_path(DATA / "broken" / "dangling-id.yaml"))
    assert suite_defects(summarise(reports)) == []
    reports = validate(load_path(DATA / "broken" / "oracle-fails.yaml"))
    assert suite_defects(summarise(reports)) == ["family broken has no alternate solution"]


# A service whose fixture is not deterministic: it draws from the OS, not from the world's RNG.
flaky = Service("flaky", mount="/flaky", dialect=Dialect(), tables=[Table("flaky_rows", {"id": "text"})])


@flaky.fixture("default")
def _flaky_fixture(ctx: Context) -> None:
    ctx.db.execute("INSERT INTO flaky_rows VALUES (?)", (os.urandom(8).hex(),))


class _Touch(Params):
    id: str


@flaky.operation("flaky.touch", "POST", "/touch", writes=True)
def _touch(ctx: Context, p: _Touch) -> dict[str, Any]:
    ctx.db.execute("INSERT INTO flaky_rows VALUES (?)", (p.id,))
    return {"id": p.id}


register(flaky)


def test_catches_a_non_deterministic_fixture() -> None:
    (task,) = tasks_from_data(
        {
            "id": "broken.flaky-fixture",
            "services": ["flaky"],
            "instruction": "Add row x.",
            "expect": {"changes": [{"added": "flaky_rows", "where": {"id": "x"}}]},
            "oracle": [{"call": "flaky.touch", "args": {"id": "x"}}, {"finish": "done"}],
        }
    )
    (report,) = validate([task])
    assert _defects(report) == {"fixture deterministic": "building the fixture twice gave different bytes"}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (
            {"oracle": [{"finish": "impossible"}], "path": "unhappy"},
            "the oracle finishes with 'impossible' but the task accepts ['done']",
        ),
        ({"oracle": [{"call": "tickets.tickets.get"}]}, "the oracle must end with a 'finish' step"),
        (
            {"path": "impossible", "expect": {"claim": "done", "changes": [{"added": "t"}]}},
            "an impossible task expects no changes",
        ),
        ({"expect": {"changes": [{"added": "t", "where": {"n": {"gt": "x"}}}]}}, "'gt' needs a number"),
        (
            {"expect": {"changes": [{"added": "t", "where": {"attendees.0.email": "a@b.c"}}]}},
            "list positions are not graded",
        ),
        ({"expect": {"claim": "impossible"}, "path": "impossible"}, "needs 'reason'"),
        (
            {"expect": {"claim": ["impossible", "impossible"], "reason": ["x"]}},
            "lists each accepted claim once",
        ),
        (
            {"expect": {"changes": [{"added": "t"}], "facts": ["Ada"]}, "instruction": "Close Ada's ticket."},
            "fact 'Ada' is already in the instruction",
        ),
        (
            {
                "expect": {"changes": [{"added": "t"}]},
                "refs": {"ticket": {"table": "t"}},
                "oracle": [{"call": "tickets.tickets.get", "args": {"id": "{ticket}"}}, {"finish": "done"}],
            },
            "uses {ticket}, which no earlier step saves",
        ),
        (
            {
                "expect": {"changes": [{"added": "t"}]},
                "oracle": [{"call": "tickets.tickets.list", "pick": {"from": "data"}}, {"finish": "done"}],
            },
            "give the step a 'save' name",
        ),
        (
            {
                "expect": {"changes": [{"added": "t"}]},
                "alternates": [{"name": "a", "description": "d", "steps": [{"finish": "impossible"}]}],
            },
            "alternate 'a' claims 'impossible'",
        ),
        ({"id": "Bad Id"}, "String should match pattern"),
        ({"colour": "red"}, "colour: Extra inputs are not permitted"),
    ],
)
def test_malformed_tasks_are_refused_at_load_with_the_reason(data: dict[str, Any], message: str) -> None:
    from toolproof.tasks import TaskLoadError

    base = {
        "id": "t",
        "services": ["tickets"],
        "instruction": "x",
        "path": "unhappy",
        "oracle": [{"finish": "done"}],
    }
    with pytest.raises(
        TaskLoadError, match=message.replace("(", r"\(").replace(")", r"\)").replace("[", r"\[")
    ):
        tasks_from_data({**base, **data}, "inline")


def test_a_wrong_plan_that_cannot_run_to_its_end_proves_nothing() -> None:
    """A typo in a wrong plan (a pick that finds nothing) must not pass for "the grader fails it"."""
    data = yaml.safe_load((DATA / "good" / "tickets.yaml").read_text())
    (task,) = [t for t in data["tasks"] if t["id"] == "tickets.unknown-customer"]
    task = {**data.get("defaults", {}), **task}
    task["wrong"] = [
        {
            "name": "typo",
            "description": "picks an account by a name nobody has, then opens a ticket on it",
            "steps": [
                {"call": "tickets.accounts.list", "args": {}, "save": "account",
                 "pick": {"from": "data", "where": {"name": "Grase Hoper"}}},
                {"call": "tickets.tickets.create", "args": {"account": "{account.id}", "subject": "Billing"}},
                {"finish": "done", "message": "Opened it."},
            ],
        }
    ]  # fmt: skip
    (report,) = validate(tasks_from_data(task))
    assert _defects(report)["wrong plan typo fails"] == (
        "it never ran step 2 (tickets.tickets.create): an earlier pick found nothing or a placeholder names "
        "nothing; a wrong plan proves something only if it runs to its end"
    )


def _unknown_customer_with_wrong(steps: list[dict[str, Any]]) -> Any:
    data = yaml.safe_load((DATA / "good" / "tickets.yaml").read_text())
    (task,) = [t for t in data["tasks"] if t["id"] == "tickets.unknown-customer"]
    task = {**data.get("defaults", {}), **task}
    task["wrong"] = [{"name": "broken", "description": "a wrong plan whose call is refused", "steps": steps}]
    return task


def test_a_wrong_plan_broken_by_its_own_call_proves_nothing() -> None:
    """A call the plan does not expect to be refused (a misspelt argument, a bad selection) ends the
    plan's point there: its failing grade says nothing about the grader."""
    steps: list[dict[str, Any]] = [
        {"call": "tickets.tickets.create", "args": {"account": "acct_nosuch", "subject": "Billing"}},
        {"finish": "done", "message": "Opened it."},
    ]
    (report,) = validate(tasks_from_data(_unknown_customer_with_wrong(steps)))
    assert _defects(report)["wrong plan broken fails"] == (
        "its step 1 (tickets.tickets.create) was answered with an error the plan does not expect: mark a "
        "refusal the plan relies on with 'expect_error', or mend the call"
    )
    relied_on = [{**steps[0], "expect_error": True}, steps[1]]  # "tries the refused write, claims done"
    (report,) = validate(tasks_from_data(_unknown_customer_with_wrong(relied_on)))
    assert "wrong plan broken fails" not in _defects(report)


def test_validating_in_worker_processes_gives_the_same_reports_in_the_same_order() -> None:
    tasks = load_path(DATA / "good")
    seen: list[str] = []
    side_by_side = validate(tasks, workers=2, progress=lambda r: seen.append(r.task))
    in_order = validate(tasks)
    assert [r.task for r in side_by_side] == [t.id for t in tasks]
    assert sorted(seen) == sorted(t.id for t in tasks)
    assert [r.to_dict() for r in side_by_side] == [r.to_dict() for r in in_order]


def test_a_stated_count_one_off_is_a_mutant_the_count_check_kills() -> None:
    """(counts10) The ``wrong-count`` family on a suite task whose question states a count: both
    mutants are generated and killed by the grounded count check, not by a task-written regex."""
    from toolproof.tasks.loader import load_suite

    task = load_suite("core", only={"stripe.ambiguous-customer-refund"})[0]
    (report,) = validate([task], only_mutants=("wrong-count",))
    assert {m.id: m.outcome for m in report.mutants} == {
        "wrong-count:1:plus1": "killed",
        "wrong-count:1:minus1": "killed",
    }
    assert all(
        "the final message states no count the episode does not show" in m.detail for m in report.mutants
    )


def test_another_rows_value_given_to_a_named_row_is_a_mutant_the_row_check_kills() -> None:
    """(rows11) The ``row-value`` family on a suite task whose report names the Roadmap jam it cancelled
    and gives its day: the other jam's day the oracle read, said instead, is killed by the row-bound
    check (:mod:`toolproof.tasks.row_values`), which no task-written regex of this task reads."""
    from toolproof.tasks.loader import load_suite

    task = load_suite("core", only={"gcal.cancel-one-roadmap-jam"})[0]
    (report,) = validate([task], only_mutants=("row-value",))
    assert {m.id: m.outcome for m in report.mutants} == {"row-value:1": "killed"}
    (mutant,) = report.mutants
    assert "'Tuesday 17 November' another row's dateTime (2026-11-05)" in mutant.description
    assert "the final message gives a named row no other row's date, time or amount" in mutant.detail


def test_a_claim_on_a_look_alike_row_or_an_unwritten_field_is_a_mutant_the_row_check_kills() -> None:
    """(claims11) The ``claims-row`` and ``claims-field`` families on a suite task whose oracle voids an
    invoice (a Stripe "cancel" kind: the invoice's status): the write claimed on the look-alike of the
    invoice's customer, and at the period's end, both killed by the row- and field-level reading of the
    claimed-writes check, not by the kind-level one (a write of that kind was made)."""
    from toolproof.tasks.loader import load_suite

    task = load_suite("core", only={"stripe.void-wrong-invoice"})[0]
    (report,) = validate([task], only_mutants=("claims-row", "claims-field"))
    assert {m.id: m.outcome for m in report.mutants} == {
        "claims-row:stripe.cancel": "killed",
        "claims-field:stripe.cancel": "killed",
    }
    details = {m.id: m.detail for m in report.mutants}
    assert '(no write of that kind on "Bo Johansson Ivanova' in details["claims-row:stripe.cancel"]
    assert (
        # (claims21) the subscription's own fields are named too ("the subscription")
        "(no row it wrote has cancel_at_period_end/cancel_at/ended_at written)"
        in details["claims-field:stripe.cancel"]
    )


def test_a_reaction_claimed_with_another_emoji_and_a_count_never_listed_are_mutants_it_kills() -> None:
    """(claims12) ``claims-value`` on a suite task whose oracle reacts with :eyes:: the reaction claimed
    with ✅'s name, killed by the emoji the clause names; ``unread-count`` on one whose oracle never lists
    the old price's subscriptions (nor the channel's pins): "There are 7 subscribers." killed as a
    guess."""
    from toolproof.tasks.loader import load_suite

    task = load_suite("core", only={"slack.ack-escalation-with-eyes"})[0]
    (report,) = validate([task], only_mutants=("claims-value", "unread-count"))
    assert {m.id: m.outcome for m in report.mutants} == {
        "claims-value:slack.react": "killed",
        "unread-count:pin": "killed",
    }
    details = {m.id: m.detail for m in report.mutants}
    assert "(no row it wrote has name white_check_mark)" in details["claims-value:slack.react"]
    task = load_suite("core", only={"stripe.raise-yearly-price"})[0]
    (report,) = validate([task], only_mutants=("claims-value", "unread-count"))
    assert {m.id: m.outcome for m in report.mutants} == {"unread-count:subscriber": "killed"}
    assert "(the episode listed no subscribers: a count of them is a guess)" in report.mutants[0].detail


def test_a_share_or_its_e_mail_claimed_for_a_look_alike_person_is_a_mutant_the_row_check_kills() -> None:
    """(gcal12) The share's e-mail and the role, claimed for the look-alike of the person the oracle
    shared the calendar with (Bilal Haddad for Yara Haddad): killed by the row reading of the
    claimed-writes check, not the kind-level one (the oracle's share e-mailed her and gave her a role)."""
    from toolproof.tasks.loader import load_suite

    task = load_suite("conversations", only={"talk-gcal.share-calendar-with-assistant-novice"})[0]
    (report,) = validate([task], only_mutants=("claims-row", "claims-field"))
    assert {m.id: m.outcome for m in report.mutants} == {
        "claims-row:gcal.email": "killed",
        "claims-row:gcal.share-writer": "killed",
    }
    for mutant in report.mutants:
        assert "(no write of that kind on 'Bilal Haddad')" in mutant.detail


@pytest.mark.parametrize(
    ("suite", "task_id", "family", "verdict"),
    [
        ("core", "stripe.refund-to-another-card", "wrong-last4", "states no card digits"),
        ("company", "company-billing.cobalt-dm-account-manager", "wrong-enum", "states no field value"),
        ("conversations", "talk-slack.dm-which-jon", "invented-reply", "claims no reply from someone"),
    ],
)
def test_a_wrong_card_enum_value_or_reply_is_a_mutant_the_generic_checks_kill(
    suite: str, task_id: str, family: str, verdict: str
) -> None:
    """(values11) The ``wrong-last4``, ``wrong-enum`` and ``invented-reply`` families on suite tasks
    whose oracle states such a value or names a person: each mutant is generated and killed by the
    grounded check (card digits, enum values, replies), whatever the task's own ``says_not`` adds."""
    from toolproof.tasks.loader import load_suite

    task = load_suite(suite, only={task_id})[0]
    (report,) = validate([task], only_mutants=(family,))
    assert report.mutants
    assert {m.outcome for m in report.mutants} == {"killed"}
    assert all(f"the final message {verdict}" in m.detail for m in report.mutants)


def test_a_tenfold_amount_is_a_mutant_only_where_the_amounts_check_reads_a_slip() -> None:
    """(values12) ``wrong-amount:K:x10``: "$258.80" for the $25.88 captured is a tenfold slip the amounts
    check reads, and kills; where the oracle's episode shows a ten or the tenfold value itself
    (stripe.remove-lapsed-discount's totals) no generic check can tell it from a right value, so the
    mutant is not generated."""
    from toolproof.tasks.loader import load_suite

    read, dropped = load_suite(
        "core", only={"stripe-multi.capture-and-announce", "stripe.remove-lapsed-discount"}
    )
    if read.id != "stripe-multi.capture-and-announce":
        read, dropped = dropped, read
    reports = validate([read, dropped], only_mutants=("wrong-amount",))
    tenfold = {(r.task, m.id): m.outcome for r in reports for m in r.mutants if m.id.endswith(":x10")}
    assert tenfold == {("stripe-multi.capture-and-announce", "wrong-amount:1:x10"): "killed"}
    (mutant,) = [m for m in reports[0].mutants if m.id.endswith(":x10")]
    assert "'$258.80' (a tenfold slip of 25.88, which the episode shows)" in mutant.detail
