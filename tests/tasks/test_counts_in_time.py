"""(claims12) Counts read against the list the sentence is about, at the time it counts, and a count of a
declared noun the episode never listed: counts.py's ``_against_lists``."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolproof.service import registry
from toolproof.tasks.counts import false_counts, ground_episode

COUNTED = (*registry.get("slack").counted, *registry.get("gcal").counted, *registry.get("stripe").counted)


def _false(message: str, before: list[Any] = (), after: list[Any] = (), **kw: Any) -> list[str]:  # type: ignore[assignment]
    nets = kw.get("nets", ())
    grounds = ground_episode(
        message, kw.get("texts", ()), (), kw.get("tallies", ()), before=before, after=after, nets=nets,
        counted=COUNTED,
    )  # fmt: skip
    return [f.said for f in false_counts(message, grounds, [t for t, *_ in nets])]


def _pins(n: int) -> dict[str, Any]:
    return {"items": [{"type": "message", "channel": "C1", "created_by": "U1"} for _ in range(n)]}


def _acl(writers: int) -> dict[str, Any]:
    rules = [{"kind": "calendar#aclRule", "role": "owner"}, {"kind": "calendar#aclRule", "role": "reader"}]
    rules += [{"kind": "calendar#aclRule", "role": "writer"} for _ in range(writers)]
    return {"kind": "calendar#acl", "items": rules}


def _refunds(n: int) -> dict[str, Any]:
    return {"object": "list", "data": [{"object": "refund", "amount": 100} for _ in range(n)]}


PINNED: dict[str, Any] = {"after": [_pins(4)], "nets": [("slack_pins", 1, 0, 0)]}


@pytest.mark.parametrize(
    ("message", "false"),
    [
        ("Pinned it; the channel has 5 pins now.", ["5 pins"]),
        ("Pinned it; the channel has 4 pins now.", []),
        ("Pinned it; 4 pins there now, next to the 3 older pins.", []),
        ("Pinned it, next to the 4 older pins.", ["4 older pins"]),
        ("Pinned it; the channel has 6 pins.", ["6 pins"]),
    ],
)
def test_a_declared_count_is_read_against_the_list_at_its_time(message: str, false: list[str]) -> None:
    assert _false(message, **PINNED) == false


@pytest.mark.parametrize(
    ("message", "false"),
    [
        ("Goran joins the 4 other editors besides Alice.", ["4 other editors"]),
        ("Kept as they were: Alice (owner), the 5 other writers.", []),
        ("The calendar now has 6 writers.", []),
        ("The calendar now has 5 writers.", ["5 writers"]),
    ],
)
def test_a_share_counts_the_rules_of_the_role_it_names(message: str, false: list[str]) -> None:
    assert _false(message, before=[_acl(5)], nets=[("gcal_acl", 1, 0, 0)]) == false


def test_a_count_of_before_the_writes_is_not_grounded_by_a_list_read_after_them() -> None:
    refunded: dict[str, Any] = {"after": [_refunds(3)], "nets": [("stripe_refunds", 1, 0, 0)]}
    said = "Refunded the rest; three earlier partial refunds covered the rest."
    assert _false(said, **refunded) == ["three earlier partial refunds"]
    assert _false("- Earlier: 2 partial refunds\n- Refunded now: USD 5.28", **refunded) == []
    assert _false("It now has 3 refunds.", **refunded) == []
    assert _false("It now has 2 refunds.", **refunded) == ["2 refunds"]
    # the rows it wrote itself count whatever the time word: 4 refunds made beside 4 listed before
    made: dict[str, Any] = {"before": [_refunds(4)], "nets": [("stripe_refunds", 4, 0, 0)]}
    tallies = [("stripe_refunds", 4)]
    assert _false("Created 4 refunds in total.", **made, tallies=tallies) == []
    assert _false("It has 8 refunds now.", **made, tallies=tallies) == []


def test_a_declared_noun_the_episode_never_listed_is_a_guess() -> None:
    assert _false("Archived the $290 price; its 7 yearly subscribers keep paying it.") == [
        "7 yearly subscribers"
    ]
    # told: the instruction's number grounds it
    assert _false("Its 7 subscribers keep paying it.", texts=["The 7 subscribers keep their price."]) == []
    # a noun no service declares stays with the old rules: nothing fails an unread count of it
    assert _false("Its 7 customers keep paying it.") == []
    # a counting field of no noun (a channel's ``num_members``) does not count pins
    assert _false("There are 7 pins.", before=[{"num_members": 7}]) == ["7 pins"]
    assert _false("There are 7 members.", before=[{"num_members": 7}]) == []


@given(st.integers(0, 30), st.integers(0, 3), st.integers(-3, 3))
def test_a_pin_count_after_a_pin_passes_only_at_the_list_plus_the_pins_made(
    listed: int, made: int, off: int
) -> None:
    after = listed + made
    said = f"The channel has {after + off} pins now."
    false = _false(said, before=[_pins(listed)], nets=[("slack_pins", made, 0, 0)])
    if after + off < 0 or (listed == 0):
        return
    assert false == ([] if off == 0 else [f"{after + off} pins"])


TABLE = """Pinned the resolution.

| Channel | Pins before | Pins after |
| --- | --- | --- |
| #incidents | {before} | {after} |
"""
ROWS = """| | Was | Now |
|---|---|---|
| Writers | {before} | **{after}** |
"""


@pytest.mark.parametrize(
    ("before", "after", "false"),
    [(3, 4, []), (3, 5, ["5"]), (4, 4, ["4"]), ("three", "four", []), ("four", "four", ["four"])],
)
def test_a_table_column_says_when_its_count_counts(before: object, after: object, false: list[str]) -> None:
    said = TABLE.format(before=before, after=after)
    assert _false(said, after=[_pins(4)], nets=[("slack_pins", 1, 0, 0)]) == false


@pytest.mark.parametrize(("before", "after", "false"), [(5, 6, []), (6, 6, ["6"]), (5, 5, ["5"])])
def test_a_row_label_names_what_the_was_and_now_columns_count(
    before: int, after: int, false: list[str]
) -> None:
    said = ROWS.format(before=before, after=after)
    assert _false(said, before=[_acl(5)], nets=[("gcal_acl", 1, 0, 0)]) == false


def test_a_history_that_marks_pinned_messages_lists_the_pins() -> None:
    """(claims12) A message of a channel's history with ``pinned_to`` is one of its pins: "the other two
    pins are untouched" after unpinning one of three the history showed is grounded, three is not."""
    history: dict[str, Any] = {
        "messages": [{"type": "message", "text": f"m{i}", "pinned_to": ["C1"]} for i in range(3)]
    }
    history["messages"].append({"type": "message", "text": "not pinned"})
    unpinned: dict[str, Any] = {"before": [history], "nets": [("slack_pins", 0, 1, 0)]}
    assert _false("Unpinned it; the other two pins are untouched.", **unpinned) == []
    assert _false("Unpinned it; the other three pins are untouched.", **unpinned) == ["three pins"]


def _invoices(n: int) -> dict[str, Any]:
    return {"object": "list", "data": [{"object": "invoice", "status": "paid", "amount_due": 1200}] * n}


#: (dates16) One of six invoices voided: the listing before the write shows six, the rows it left five.
VOIDED: dict[str, Any] = {"before": [_invoices(6)], "nets": [("stripe_invoices", 0, 0, 1)]}


@pytest.mark.parametrize(
    ("message", "false"),
    [
        # the rows other than the one voided (the listing less the changed row), or the listing before
        ("Voided it. His five earlier invoices (June to October) were paid.", []),
        ("Voided it. His six earlier invoices were paid.", []),
        ("Voided it; the previous five invoices were paid.", []),
        ("Voided it; his 5 older invoices and 5 prior invoices are paid.", []),
        # a count neither reading gives still fails
        ("Voided it. His four earlier invoices were paid.", ["four earlier invoices"]),
        ("Voided it. His seven earlier invoices were paid.", ["seven earlier invoices"]),
        ("Voided it; the previous four invoices were paid.", ["four invoices"]),
        # "had" dates a count before the writes and sets no rows apart: five is not what he had
        ("Voided it. He had 5 invoices.", ["5 invoices"]),
        # words of both times leave it any of them (the "earlier" reading does not narrow it)
        ("Voided it; his 6 earlier invoices, 6 now.", []),
        ("Voided it; his 7 earlier invoices, 7 now.", ["7 earlier invoices"]),
        # a count with no word of time may be any of them
        ("Voided it; he has 5 paid invoices.", []),
    ],
)
def test_an_earlier_count_is_the_rows_before_the_writes_or_the_rows_they_left(
    message: str, false: list[str]
) -> None:
    """(dates16) "his five earlier invoices" after voiding one of six counts the invoices other than the
    one voided, as "his other five invoices" does: both 6 (before) and 5 (left) pass, nothing else."""
    assert _false(message, **VOIDED) == false


@given(
    st.integers(2, 12), st.integers(1, 3), st.integers(0, 15), st.sampled_from(["earlier", "older", "prior"])
)
def test_an_earlier_count_passes_only_at_the_listing_or_the_listing_less_the_changed(
    listed: int, changed: int, said: int, word: str
) -> None:
    """(dates16) Every listing, every number of rows changed, every count said: an "earlier" count
    passes exactly when it is the listing before the writes or the listing less the changed rows."""
    if changed >= listed:
        return
    message = f"Done. His {said} {word} invoices were paid."
    false = _false(message, before=[_invoices(listed)], nets=[("stripe_invoices", 0, 0, changed)])
    assert (false == []) == (said in (listed, listed - changed)), (message, false)
