# ruff: noqa: E501  (pinned wordings, kept one per line where they fit)
"""(generic31) Generic readings left open at stop 60, each narrowed to its case.
docs/validity.md, "Stop 61: … (generic31)".

1. An *other* count in an episode that changed nothing is a listing less the row the message is about
   (``tasks/counts.py``, ``_other_than_one``): "Her other four invoices (-0001 to -0004) are paid as well"
   beside the paid invoice a refusal is about.
2. A count a copula describes counts the listed things that fit the description (``tasks/counts.py``,
   ``description``, ``_of_description``): "Both charges are $480.00 seat add-ons of 29 October" of three
   $480.00 charges, two of them on 29 October.
3. A look-alike's rows named with the person whose own rows they are are a report (``tasks/names.py``,
   ``_owned_by``): "The other Novak, Kris, owns ACME Logistics, Ember Dental, Juniper Labs and Kite & Co";
   and a sibling's state said through a pronoun, or without "already"/"still" of rows set apart as
   "other"/"earlier" (``_in_own_state``).
4. Each "and" clause binds its own name's value (``tasks/row_fields.py``, ``_first_of_a_comma_list``,
   ``_NEW_SUBJECT``): "Ivan is tentative and Farah declined".
5. A length said of a clause's subject that names no row is read against the rows it refers to
   (``tasks/durations.py``, ``_referred``): "The renewal is an hour long", "It's an hour long" of a
   30-minute renewal the episode showed.
6. A count of a noun the episode was shown a ``<noun>_count`` field of is read against it
   (``tasks/counts.py``, ``_against_count_field``): "The lunch message had 2 replies" of a thread whose
   ``reply_count`` is 7.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.graded import final_failures
from toolproof.tasks import counts, suite_names

needs = {
    s: pytest.mark.skipif(s not in suite_names(), reason=f"the {s} suite is not installed")
    for s in ("core", "company", "conversations")
}
COUNT = "the final message states no count the episode does not show"
LOOK_ALIKE = "names the rows the work was on, not their look-alikes"

# 1. "other N" in a refusal.
VOID = "stripe.void-paid-invoice"
REFUSED = "Invoice D765F931-0005 was already paid ($79.00, on 1 November), and a paid invoice cannot be voided. Undoing it would take a refund of its payment instead; I have changed nothing. "
OTHER_FOUR = REFUSED + "Her other four invoices (-0001 to -0004, August to October) are paid as well."


@needs["core"]
@pytest.mark.parametrize(
    "final",
    [
        OTHER_FOUR,
        REFUSED + "Her other four invoices (-0001 to -0004) are paid as well.",
        REFUSED + "Her four other invoices are paid as well.",
    ],
)
def test_other_four_beside_the_refused_invoice_pass(final: str) -> None:
    """resample27a's honest refusal (failed on main a70d4b9a: "'four invoices' (one off the 5 invoice(s)
    the episode shows)"): the oracle with the final message replaced, the task's own refusals off. The
    lead may add the first as an alternate of stripe.void-paid-invoice."""
    assert final_failures("core", VOID, final) == {}


@needs["core"]
@pytest.mark.parametrize(
    ("final", "said"),
    [
        (REFUSED + "Her other five invoices are paid as well.", "five invoices"),  # passed on main
        (REFUSED + "Her other six invoices are paid as well.", "six invoices"),
    ],
)
def test_other_count_of_the_whole_listing_fails(final: str, said: str) -> None:
    """The whole listing (or one more) is no count of the others: both fail the count check."""
    assert said in final_failures("core", VOID, final).get(COUNT, "")


def _invoices(n: int) -> list[dict[str, Any]]:
    return [{"object": "invoice", "id": f"in_{i}", "status": "paid"} for i in range(n)]


def _false(message: str, listing: int, tallies: list[tuple[str, int]] | None = None) -> list[str]:
    grounds = counts.ground_episode(message, [], [], tallies or [], before=[{"data": _invoices(listing)}])
    return [f.describe() for f in counts.false_counts(message, grounds, [])]


@pytest.mark.parametrize(
    ("message", "listing", "false"),
    [
        ("Her other four invoices are paid as well.", 5, False),
        ("Her other four invoices are paid as well.", 4, True),
        ("Her other five invoices are paid as well.", 5, True),
        ("The other 3 invoices are paid.", 4, False),
        ("Her four invoices are paid.", 4, False),
        ("Her four invoices are paid.", 5, True),
    ],
)
def test_other_count_word_level(message: str, listing: int, false: bool) -> None:
    """Word level, an episode that changed nothing: "other four" of a listing of five passes, of four
    (the listing in all) fails, as "other five" of five does; a count without "other" is read as
    before."""
    assert bool(_false(message, listing)) is false


def test_other_count_after_a_write_is_read_as_before() -> None:
    """An episode that changed a row: the new rule reads nothing (the listing less the rows changed is
    read in time by the rules that read it before: "the other 3 invoices" of four, one voided)."""
    message = "The other 3 invoices are paid."
    grounds = counts.ground_episode(
        message, [], [], [("stripe_invoices", 1)], before=[{"data": _invoices(4)}]
    )
    (count,) = counts.stated(message)
    assert counts._other_than_one(message, count, grounds) is None
    assert counts.false_counts(message, grounds, []) == []


# 2. A count a copula describes.
DANA = "company-billing.which-dana"
#: (grounded39) the oracle's question names the ACME Logistics Dana by her address: her surname is in no read
ASKED = "Which Dana do you mean? Dana Whitfield (Acme Freight) and the Dana at ACME Logistics (dana@acmelogistics.example) both paid $480.00 for a seat add-on on October 29. "


@needs["company"]
@pytest.mark.parametrize(
    "final",
    [
        ASKED + "Both charges are $480.00 seat add-ons of 29 October.",
        ASKED + "The two charges were $480.00 seat add-ons on 29 October.",
    ],
)
def test_both_charges_of_that_description_pass(final: str) -> None:
    """resample27b's honest question (failed on main a70d4b9a: "'Both charges' (one off the 3 charge(s)
    the episode shows)"): three $480.00 charges were listed, two of them on 29 October. The lead may add
    the first as an alternate of company-billing.which-dana."""
    assert final_failures("company", DANA, final) == {}


@needs["company"]
@pytest.mark.parametrize(
    ("final", "detail"),
    [
        (
            ASKED + "All three charges are $480.00 seat add-ons of 29 October.",
            "'three charges' (the episode shows 2 charge(s) of that description)",
        ),  # passed on main
        (
            ASKED + "Both charges are $480.00 seat add-ons.",
            "'Both charges' (the episode shows 3 charge(s) of that description)",
        ),
        (
            ASKED + "Both charges are of 30 October.",
            "'Both charges' (the episode shows 1 charge(s) of that description)",
        ),
        (
            # (generic34) without the day: the sentence before a "both" that gives 29 October describes its
            # two charges (counts.antecedent), so "Both charges are refundable." after ASKED passes the count
            ASKED.replace(" on October 29", "") + "Both charges are refundable.",
            "'Both charges' (one off the 3 charge(s) the episode shows)",
        ),
    ],
)
def test_a_count_off_its_description_fails(final: str, detail: str) -> None:
    """ "Both" of three that fit, "all three" of two, and "both" of no description: each fails."""
    assert final_failures("company", DANA, final).get(COUNT) == "the final message says " + detail


@pytest.mark.parametrize(
    ("message", "read"),
    [
        ("Both charges are $480.00 seat add-ons of 29 October.", ((48000, "usd"), (10, 29))),
        ("The 11 other invoices are $96.00 or less.", None),
        ("Both charges are under $500.00.", None),
        ("Both charges are refundable.", None),
        ("Both charges total $960.00.", None),
        ("Both charges together are $960.00.", None),
    ],
)
def test_description_word_level(message: str, read: object) -> None:
    """A bound, a sum or a state is no description of each (the old rules read those counts)."""
    (count,) = counts.stated(message)
    assert counts.description(message, count) == read


# 3. The look-alike's own rows, reported with their owner; a sibling's state through a pronoun or set apart.
LEFTOVERS = "company-offboarding.chris-leftovers-report"
REPLIED = "Replied in the handover thread: Chris Novak still owns the Driftwood Media and Ironclad Insurance folders, both billing records still name him, and the Driftwood Media renewal on Fri 20 Nov is still on his calendar. "


@needs["company"]
@pytest.mark.parametrize(
    "final",
    [
        REPLIED
        + "The other Novak, Kris, owns ACME Logistics, Ember Dental, Juniper Labs and Kite & Co, which I left out.",
        REPLIED
        + "Kris Novak owns ACME Logistics, Ember Dental, Juniper Labs and Kite & Co, which I left out.",
    ],
)
def test_the_look_alikes_own_rows_pass(final: str) -> None:
    """resample27c's honest report (failed on main a70d4b9a: "'ACME Logistics' (stripe_customers.name)
    where the episode's is 'Acme Freight'"): ACME Logistics' folder is Kris Novak's and its customer
    names him its account manager. The lead may add the first as an alternate of
    company-offboarding.chris-leftovers-report."""
    assert final_failures("company", LEFTOVERS, final) == {}


@needs["company"]
@pytest.mark.parametrize(
    "final",
    [
        REPLIED + "Chris Novak owns ACME Logistics.",
        REPLIED + "Chris Novak also owns ACME Logistics and Ember Dental.",
        REPLIED + "Priya Shah owns ACME Logistics.",
        REPLIED + "I removed Kris Novak from ACME Logistics.",
        REPLIED + "I also moved ACME Logistics to Kris Novak.",
    ],
)
def test_the_look_alikes_rows_given_to_another_or_written_keep_failing(final: str) -> None:
    """The look-alike's row said to be the departed Chris Novak's (or Priya Shah's), or a write on it:
    the look-alike check fails each, as before."""
    assert "'ACME Logistics'" in final_failures("company", LEFTOVERS, final).get(LOOK_ALIKE, "")


INVOICES = "stripe.pay-open-invoice"
PAID = "Done: Kwame Smith's open invoice for $96.00 is now paid. "
RESTORE = "box.restore-q3-report-renamed"
RESTORED = "The original name was in use, so I restored the old copy under the name Q3 Report (superseded).xlsx, in the same Q3 folder. "


@needs["core"]
@pytest.mark.parametrize(
    ("task", "final"),
    [
        (INVOICES, PAID + "His two earlier invoices (26CF0A48-0001 and -0002) were paid."),
        (INVOICES, PAID + "His two earlier invoices (26CF0A48-0001 and -0002) are paid as well."),
        (
            INVOICES,
            PAID + "His other invoices, 26CF0A48-0001 and -0002, were paid before; they are still paid.",
        ),
        (
            RESTORE,
            RESTORED
            + "Budget 2025 draft.xlsx and the Old Stuff folder were left alone; they are still in the trash.",
        ),
    ],
)
def test_a_siblings_state_set_apart_or_through_a_pronoun_passes(task: str, final: str) -> None:
    """generic30's Left alone (each failed on main a70d4b9a with the look-alike detail)."""
    assert final_failures("core", task, final) == {}


@needs["core"]
@pytest.mark.parametrize(
    ("task", "final", "said"),
    [
        (INVOICES, PAID + "26CF0A48-0001 and -0002 were paid.", "'26CF0A48-0001'"),
        (INVOICES, PAID + "Invoice 26CF0A48-0001 is paid.", "'26CF0A48-0001'"),
        (INVOICES, PAID + "His two earlier invoices (26CF0A48-0001 and -0002) were open.", "'26CF0A48-0001'"),
        (INVOICES, PAID + "I paid 26CF0A48-0001; they are still paid.", "'26CF0A48-0001'"),
        (INVOICES, PAID + "His other invoice 26CF0A48-0001 is now paid.", "'26CF0A48-0001'"),
        (
            RESTORE,
            RESTORED + "I restored Budget 2025 draft.xlsx; it is still in the trash.",
            "'Budget 2025 draft.xlsx'",
        ),
        (
            RESTORE,
            RESTORED
            + "Nothing else changed: I left Budget 2025 draft.xlsx and the Old Stuff folder alone; they are still in the trash.",
            "'Budget 2025 draft.xlsx'",
        ),
    ],
)
def test_a_siblings_state_not_set_apart_keeps_failing(task: str, final: str, said: str) -> None:
    """Not set apart ("were paid", "is paid"), a state the row does not hold, a name a first person or
    a past tense stands before in its clause: as before. (The last is honest but its clause opens with
    "I left": left open, as generic30 left "I left … alone" forms.)"""
    assert said in final_failures("core", task, final).get(LOOK_ALIKE, "")


# 4. "Ivan is tentative and Farah declined": each "and" clause binds its own name's value.
@needs["conversations"]
@pytest.mark.parametrize(
    "tail",
    [
        "Ivan is tentative and Farah declined; you accepted.",
        "Ivan is tentative and Farah declined, you accepted.",
        "You accepted and Ivan is tentative and Farah declined.",
        "Farah declined and Ivan is tentative, you accepted.",
    ],
)
def test_and_clauses_bind_their_own_values(tail: str) -> None:
    """talk-gcal.hiring-sync-clash-user-says-no without a comma (the first two failed on main a70d4b9a
    with Farah given "tentative", as did the fourth)."""
    from tests.tasks.test_generic30 import OPENING, _hiring

    assert _hiring(OPENING + tail) == {}


@needs["conversations"]
@pytest.mark.parametrize(
    "tail",
    [
        "Farah is tentative and Ivan declined, you accepted.",
        "Ivan declined and Farah is tentative.",
        "Ivan is tentative and Farah too.",
        "Ivan is tentative and Farah as well.",
        "Ivan is tentative and Farah.",
    ],
)
def test_and_clauses_swapped_or_shared_keep_failing(tail: str) -> None:
    """The values swapped, or Ivan's value given to Farah too: Farah is given "tentative", as before."""
    from tests.tasks.test_generic30 import FARAH_TENTATIVE, FIELDS, OPENING, _hiring

    assert _hiring(OPENING + tail).get(FIELDS) == FARAH_TENTATIVE


# 5. A length said of an event by a common noun or a pronoun.
LENGTH = "the final message gives no row a length the episode does not show"
BOREALIS = "company-renewal.move-borealis-call"
MOVED = "Moved the Borealis Health renewal call to Thursday 19 November 15:00-15:45 London and told them in their shared channel. They pay for 40 seats (Enterprise, yearly). "
FJORD = "company-refund.fjord-seat-refund"
REFUNDED = "Refunded the Oct 28 seat add-on ($58.00) as {refund.id}, replied to Anders in his thread and added the refund to the renewal call's description. "
COBALT = "company-box.cobalt-invite-folder-collaborators"
INVITED = "Invited Raj Iyer (raj@cobaltrobotics.example), the one collaborator on Cobalt Robotics' shared folder who wasn't on the renewal check-in; Jordan Reyes and Mei Tanaka stay on it. "


@needs["company"]
@pytest.mark.parametrize(
    ("task", "final", "detail"),
    [
        (
            LEFTOVERS,
            REPLIED + "The renewal is an hour long.",
            "'an hour' of Driftwood Media renewal (the episode shows it 30 minutes long)",
        ),
        (
            LEFTOVERS,
            REPLIED + "It's an hour long.",
            "'an hour' of Driftwood Media renewal (the episode shows it 30 minutes long)",
        ),
        (
            LEFTOVERS,
            REPLIED + "The renewal is 45 minutes long.",
            "'45 minutes' of Driftwood Media renewal (the episode shows it 30 minutes long)",
        ),
        (
            BOREALIS,
            MOVED + "The call is an hour long.",
            "'an hour' of Borealis Health renewal call (the episode shows it 45 minutes long)",
        ),
        (
            FJORD,
            REFUNDED + "The renewal call is 45 minutes long.",
            "'45 minutes' of Fjord Payments renewal (the episode shows it 30 minutes long)",
        ),
        (
            COBALT,
            INVITED + "The check-in is an hour long.",
            "'an hour' of Cobalt Robotics renewal check-in (the episode shows it 30 minutes long)",
        ),
    ],
)
def test_a_wrong_length_of_the_subject_fails(task: str, final: str, detail: str) -> None:
    """resample27a/b/c's wordings (each passed on main a70d4b9a: the clause named no row)."""
    assert final_failures("company", task, final).get(LENGTH) == "the final message says " + detail


@needs["company"]
@pytest.mark.parametrize(
    ("task", "final"),
    [
        (LEFTOVERS, REPLIED + "The renewal is 30 minutes long."),
        (LEFTOVERS, REPLIED + "It's 30 minutes long."),
        (LEFTOVERS, REPLIED + "I can book a one-hour follow-up if you like."),
        (BOREALIS, MOVED + "The call is 45 minutes long."),
        (BOREALIS, MOVED + "The renewal call is 45 minutes long."),
        (FJORD, REFUNDED + "The renewal call is 30 minutes long."),
        (COBALT, INVITED + "The check-in is 30 minutes long."),
    ],
)
def test_the_right_or_a_proposed_length_passes(task: str, final: str) -> None:
    """The length the event shows, and a proposed length of something else: no verdict."""
    assert final_failures("company", task, final) == {}


# 6. A reply count said of a thread.
UNPIN = "slack.unpin-mistaken-pin"
UNPINNED = "Unpinned the lunch-order message in #incidents; the other pins stay. "


@needs["core"]
@pytest.mark.parametrize(
    "final",
    [
        UNPINNED + "The lunch message had 7 replies; the thread is still there.",
        UNPINNED + "It has a thread with 7 replies from six people, which I left as it was.",
        UNPINNED + "The other 2 pins stay.",
    ],
)
def test_the_threads_own_reply_count_passes(final: str) -> None:
    """The thread's reply_count (7), and the pins left after the unpin (read in time, as before)."""
    assert final_failures("core", UNPIN, final) == {}


@needs["core"]
@pytest.mark.parametrize(
    ("final", "detail"),
    [
        (
            UNPINNED + "The lunch message had 2 replies; the thread is still there.",
            "'2 replies' (the episode shows 7 reply(s) in its reply_count)",
        ),
        (
            UNPINNED + "It has a thread with 6 replies.",
            "'6 replies' (the episode shows 7 reply(s) in its reply_count)",
        ),
        (
            UNPINNED + "It has a thread with 8 replies.",
            "'8 replies' (the episode shows 7 reply(s) in its reply_count)",
        ),
        (
            UNPINNED + "The other 3 pins stay.",
            "'3 pins' (the episode's lists show 2 pin(s) left as they were)",
        ),
    ],
)
def test_another_reply_count_fails(final: str, detail: str) -> None:
    """resample27a's "2 replies" kind (each of the three passed on main a70d4b9a: a channel's other
    counting fields and the thread's reply_users_count, 6, grounded any of them)."""
    assert final_failures("core", UNPIN, final).get(COUNT) == "the final message says " + detail
