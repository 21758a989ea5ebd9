"""(posts13) The values inside the texts the agent posted, against what the episode had shown before the
post (:mod:`toolproof.tasks.posted_values`).

The amounts, dates and times, counts and row-bound values checks read only the final message: a wrong
value in a Slack post, a DM or a comment passed. Each post is now read against its phase (what the
episode had received and sent before the write that posted it), the agent's own posts no ground."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from toolproof.tasks.posted_values import false_posts, phase_of, posts
from toolproof.world.diff import Diff, TableDiff
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
