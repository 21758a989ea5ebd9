"""(posts13) The values inside the texts the agent posted, against what the episode had shown before the
post (:mod:`toolproof.tasks.posted_values`).

The amounts, dates and times, counts and row-bound values checks read only the final message: a wrong
value in a Slack post, a DM or a comment passed. Each post is now read against its phase (what the
episode had received and sent before the write that posted it), the agent's own posts no ground.
(posts14) Its clock times too, a city beside one read as its zone; the changed rows as they stood then."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from toolproof.tasks.posted_values import false_posts, phase_of, posts
from toolproof.tasks.stood_rows import primary_keys, stood_before
from toolproof.world.diff import Diff, RowChange, TableDiff
from toolproof.world.ledger import LedgerEntry, RowEffect

SERVICES = ("slack", "stripe")
SUBSCRIPTION = {"id": "sub_1", "customer": "cus_1", "plan": {"amount": 29000, "currency": "usd"}}
READ = ("stripe.subscriptions.list", {"customer": "cus_1"}, {"data": [SUBSCRIPTION]})


def _entry(operation: str, params: dict[str, Any], body: Any, *, writes: bool = False) -> LedgerEntry:
    changes = (RowEffect("slack_messages", ("C01", "2.0"), "insert"),) if writes else ()
    entry = LedgerEntry(0, 0.0, operation, params, 200, "ok", writes, writes, changes=changes)
    entry.response = SimpleNamespace(body=body, transport_fault=None)
    return entry


def _post(text: str, ts: str = "2.0") -> LedgerEntry:
    params = {"channel": "C01", "text": text}
    return _entry(
        "slack.chat.postMessage", params, {"ok": True, "message": {"text": text, "ts": ts}}, writes=True
    )


def _history(*texts: str) -> LedgerEntry:
    body = {"messages": [{"user": "U_BOT", "text": t, "ts": "2.0"} for t in texts]}
    return _entry("slack.conversations.history", {"channel": "C01"}, body)


def _posted(*texts: str) -> Diff:
    rows = [{"channel": "C01", "ts": f"{n}.0", "text": t} for n, t in enumerate(texts, 2)]
    return Diff({"slack_messages": TableDiff(added=rows)})


def _false(texts: tuple[str, ...], entries: list[LedgerEntry], instruction: str = "") -> list[str]:
    found = false_posts(SERVICES, instruction, _posted(*texts), entries, [instruction], [])
    return [f.describe() for f in found]


def test_a_wrong_amount_in_a_post_fails_with_the_slip_it_is() -> None:
    text = "Heads up: Fjord pays $29,000.00 a month."
    assert _false((text,), [_entry(*READ), _post(text)]) == [
        "post 'Heads up: Fjord pays $29,000.00 a month.': "
        "'$29,000.00' (a hundredfold slip of 290.00, which the episode shows)"
    ]


def test_the_right_amount_in_a_post_passes() -> None:
    text = "Heads up: Fjord pays $290.00 a month."
    assert _false((text,), [_entry(*READ), _post(text)]) == []


def test_an_earlier_post_read_back_is_no_ground() -> None:
    first, second = "Fjord pays $29,000.00 a month.", "As I said, Fjord pays $29,000.00 a month."
    entries = [_entry(*READ), _post(first), _history(first), _post(second, "3.0")]
    # the second post's phase holds the history read, without the agent's own post in it
    phase = phase_of(3, entries, [""], [], (first, second), frozenset({"text"}))
    assert phase.bodies == [{"data": [SUBSCRIPTION]}, {"ok": True, "message": None}, {"messages": [None]}]
    assert _false((first, second), entries) == [
        f"post {first!r}: '$29,000.00' (a hundredfold slip of 290.00, which the episode shows)",
        f"post {second!r}: '$29,000.00' (a hundredfold slip of 290.00, which the episode shows)",
    ]


def test_a_post_written_before_the_read_that_grounds_it_is_a_guess() -> None:
    # the invoice of $40.01 was read before the post; the $40.00 charge only after it
    invoice = ("stripe.invoices.list", {"customer": "cus_1"}, {"data": [{"id": "in_1", "amount_due": 4001,
                                                                         "currency": "usd"}]})  # fmt: skip
    charge = ("stripe.charges.list", {"customer": "cus_1"}, {"data": [{"id": "ch_1", "amount": 4000,
                                                                       "currency": "usd"}]})  # fmt: skip
    text = "Dana's charge of $40.00 is the duplicate one."
    before = [_entry(*invoice), _post(text), _entry(*charge)]
    assert _false((text,), before) == [
        f"post {text!r}: '$40.00' (a one-minor-unit slip of 40.01, which the episode shows)"
    ]
    after = [_entry(*invoice), _entry(*charge), _post(text)]
    assert _false((text,), after) == []


def test_a_wrong_day_in_an_announcement_fails() -> None:
    event = (
        "gcal.events.get",
        {"eventId": "e1"},
        {"id": "e1", "start": {"dateTime": "2026-11-17T15:00:00Z"}},
    )
    text = "Reminder: the renewal call is on Wednesday 18 November."
    assert _false((text,), [_entry(*event), _post(text)]) == [
        f"post {text!r}: 'Wednesday 18 November' (a day off 2026-11-17, which the episode shows)"
    ]
    right = "Reminder: the renewal call is on Tuesday 17 November."
    assert _false((right,), [_entry(*event), _post(right)]) == []


def test_a_value_the_instruction_gives_grounds_the_post() -> None:
    text = "Refunding $29,000.00 now."
    assert (
        _false((text,), [_entry(*READ), _post(text)], "Post 'Refunding $29,000.00 now.' in #billing.") == []
    )


def test_the_post_is_placed_at_the_write_that_sent_it() -> None:
    entries = [_entry(*READ), _post("one two three four"), _history(), _post("five six seven eight", "3.0")]
    found = posts(SERVICES, _posted("one two three four", "five six seven eight"), entries)
    assert [(p.text, p.at) for p in found] == [("one two three four", 1), ("five six seven eight", 3)]


@given(cents=st.integers(min_value=101, max_value=10_000_000))
def test_a_hundredfold_amount_in_a_post_fails_and_the_right_one_passes(cents: int) -> None:
    read: tuple[str, dict[str, Any], Any] = (
        "stripe.invoices.list",
        {},
        {"data": [{"id": "in_1", "amount_due": cents, "currency": "usd"}]},
    )
    right = f"The invoice is for ${cents / 100:,.2f}."
    wrong = f"The invoice is for ${cents:,.2f}."
    assert _false((right,), [_entry(*read), _post(right)]) == []
    assert len(_false((wrong,), [_entry(*read), _post(wrong)])) == 1


def test_a_one_word_post_is_not_looked_for_inside_other_strings() -> None:
    issue = (
        "linear.issue",
        {"id": "i1"},
        {"issue": {"id": "i1", "state": {"name": "Done"}, "estimate": "Done 3"}},
    )
    phase = phase_of(1, [_entry(*issue), _post("Done")], [""], [], ("Done",), frozenset({"text"}))
    # a string that is the post is emptied; one that only holds the word is kept
    assert phase.bodies == [{"issue": {"id": "i1", "state": {"name": ""}, "estimate": "Done 3"}}]


def test_a_clock_time_beside_a_city_is_read_in_its_zone() -> None:
    """(posts14) "18:00 Oslo time" is the instant's wall clock in Europe/Oslo (17:00 UTC): it passes, and
    "17:00 Oslo time" is an hour off it (posts13 left every clock time in a post unread for this)."""
    event = (
        "gcal.events.get",
        {"eventId": "e1"},
        {"id": "e1", "start": {"dateTime": "2026-11-23T09:00:00-08:00", "timeZone": "America/Los_Angeles"}},
    )
    right = "Reminder: our renewal call is on Monday 23 November at 18:00 Oslo time."
    assert _false((right,), [_entry(*event), _post(right)]) == []
    wrong = "Reminder: our renewal call is on Monday 23 November at 17:00 Oslo time."
    assert _false((wrong,), [_entry(*event), _post(wrong)]) == [
        f"post {wrong!r}: '17:00' (an hour off 18:00 Europe/Oslo on 2026-11-23, which the episode shows)"
    ]


def _refund(at_cents: int) -> tuple[LedgerEntry, dict[str, Any]]:
    """A refund write and the row it added (its arguments name no amount: the row alone shows it)."""
    row = {"id": "re_1", "charge": "ch_1", "amount": at_cents, "currency": "usd"}
    entry = LedgerEntry(0, 0.0, "stripe.refunds.create", {"charge": "ch_1"}, 200, "ok", True, True,
                        changes=(RowEffect("stripe_refunds", ("re_1",), "insert"),))  # fmt: skip
    entry.response = SimpleNamespace(body=None, transport_fault=None)
    return entry, row


def test_a_row_the_episode_changed_after_the_post_is_no_ground_of_it() -> None:
    """(posts14) The changed rows ground a post as they stood before its write: a refund of $290.00
    added after the post that says "$290.00" grounds nothing, so the post is the hundredfold slip of the
    $2.90 it had read; the same refund added before the post grounds it."""
    small: tuple[str, dict[str, Any], Any] = (
        "stripe.invoices.list",
        {},
        {"data": [{"id": "in_1", "amount_due": 290, "currency": "usd"}]},
    )
    text = "Refunded $290.00 to Fjord."
    refund, row = _refund(29000)
    diff = _posted(text)
    diff.tables["stripe_refunds"] = TableDiff(added=[row])
    late = false_posts(SERVICES, "", diff, [_entry(*small), _post(text), refund], [""], [])
    assert [f.describe() for f in late] == [
        f"post {text!r}: '$290.00' (a hundredfold slip of 2.90, which the episode shows)"
    ]
    assert false_posts(SERVICES, "", diff, [_entry(*small), refund, _post(text)], [""], []) == []


def test_the_rows_as_they_stood_before_a_write() -> None:
    """(posts14) Before entry ``at``: every changed row as the episode found it, and the rows only the
    writes before it added or changed, as they left them; nothing of a row added from ``at`` on."""
    early, early_row = _refund(100)
    late, _ = _refund(200)
    late.changes = (
        RowEffect("stripe_refunds", ("re_2",), "insert"),
        RowEffect("stripe_charges", ("ch_2",), "update"),
    )
    was, now = {"id": "ch_2", "refunded": False}, {"id": "ch_2", "refunded": True}
    touched = {"id": "ch_1", "refunded": False}, {"id": "ch_1", "refunded": True}
    early.changes = (*early.changes, RowEffect("stripe_charges", ("ch_1",), "update"))
    diff = Diff(
        {
            "stripe_refunds": TableDiff(added=[early_row, {"id": "re_2", "amount": 200}]),
            "stripe_charges": TableDiff(
                changed=[RowChange(("ch_1",), *touched), RowChange(("ch_2",), was, now)]
            ),
        }
    )
    keys = primary_keys(SERVICES)
    stood = stood_before(1, diff, [early, late], keys)
    assert (stood.before, stood.after) == ([touched[0], was], [early_row, touched[1]])
    assert stood_before(0, diff, [early, late], keys).after == []
