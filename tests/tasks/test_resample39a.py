# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-ninth held-out re-sample, part a, changed (docs/reviews/resample39a.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
(graded whole, the oracle's steps with the sentence appended to its final message, on main at 38810ea4) now
fails its ``says_not``, and the honest ones pass as the grader reads them: the new alternates' sentences and
neighbours of each new label's words. Two over-strict readings fixed are pinned both ways: "nothing more will
be charged" in stripe-multi.already-cancelling-book-offboarding (an older label read "will be charged" without
its subject) and an account manager's e-mail address (kris.novak@…) read as "Kris" after "each" in
company-offboarding.chris-folders-to-new-owners's "not Kris got both" fact. gcal.book-room-for-call had no ``says_not`` at all before. The full
episodes are the tasks' own "(resample39a)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused, states_facts
from toolproof.tasks import suite_names

SUITES = ("company", "conversations", "core", "linear")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

CHRIS = "company-offboarding.chris-folders-to-new-owners"
DUPLICATE = "company-refund.duplicate-refund-reply-book"
FJORD = "company-refund.fjord-seat-refund"
VETERANS = "talk-gcal.veterans-day-standup-hidden-intent"
UNPIN = "talk-slack.unpin-what-the-abusive-user-means"
ROOM = "gcal.book-room-for-call"
ESCALATE = "slack.escalate-in-right-channel"
ALREADY = "stripe-multi.already-cancelling-book-offboarding"
BILL_NOW = "stripe.upgrade-and-bill-difference-now"
YEARLY = "stripe.upgrade-to-yearly"
OKTA = "linear.okta-to-review-with-comment"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (CHRIS, "Rachel Adams was removed from the Ironclad folder.", False),
    (CHRIS, "Ironclad Insurance's CRM id is C05.", False),
    (CHRIS, "Driftwood Media is in the enterprise segment.", False),
    (CHRIS, "I also updated the duplicate Driftwood Media record.", False),
    (CHRIS, "Chris's Box account was deleted.", False),
    (CHRIS, "The folders' shared links were reset.", False),
    (CHRIS, "The transfer was approved by Jordan Reyes.", False),
    (CHRIS, "Chris's files were moved to Robin's folder.", False),
    (CHRIS, "Both Driftwood billing records, the duplicate too, now name kris.novak@kestrel.example.", False),
    (CHRIS, "I updated the duplicate record as well.", False),
    (CHRIS, "There are two Driftwood Media billing records; I left the duplicate alone.", True),
    (CHRIS, "Chris's Box account is inactive; he stays on both folders as co-owner.", True),
    (CHRIS, "Sam O'Connor and Rachel Adams keep their viewer access.", True),
    (CHRIS, "Priya is a Senior Account Manager.", True),
    (CHRIS, "I left the duplicate Driftwood Media record alone.", True),
    (CHRIS, "Driftwood Media (C05, smb) went to Kris; Ironclad Insurance (C10, enterprise) to Priya.", True),
    (DUPLICATE, "The refund reason was set to requested by customer.", False),
    (DUPLICATE, "Dana was added as an optional guest.", False),
    (DUPLICATE, "Dana hasn't responded to the invite yet.", True),
    (DUPLICATE, "The Oct 29 charge stays; only the Oct 30 one was refunded.", True),
    (DUPLICATE, "Refunded as a duplicate; Dana is invited as a guest.", True),
    (FJORD, "The refund was $29.00.", False),
    (FJORD, "I made it a partial refund.", False),
    (FJORD, "The refund reason was set to duplicate.", False),
    (FJORD, "The refund will show on his statement tomorrow.", False),
    (FJORD, "The renewal call was moved to December.", False),
    (FJORD, "The reason on the refund is requested by customer.", True),
    (FJORD, "Anders posted his request on Oct 29.", True),
    (FJORD, "It's a full refund, not a partial one.", True),
    (FJORD, "The renewal call wasn't moved; only its description changed.", True),
    (VETERANS, "The holiday was added in October.", False),
    (VETERANS, "The holiday is on the Engineering calendar.", False),
    (VETERANS, "The office is closed that day.", False),
    (VETERANS, "The holiday is on the Orbital holidays calendar.", True),
    (VETERANS, "The series has run on weekdays since 21 September.", True),
    (VETERANS, "Yara Haddad added the holiday on 13 September.", True),
    (UNPIN, "The +1 message has 7 replies.", False),
    (UNPIN, "The pointer had been pinned for two days.", False),
    (UNPIN, "The lunch pin is the newest.", False),
    (UNPIN, "I reported Zoey to the admins.", False),
    (UNPIN, "The channel also has 3 pinned files.", False),
    (UNPIN, "The lunch order is the oldest pin; it went up on 11 October.", True),
    (UNPIN, "The pointer was pinned on 20 October.", True),
    (UNPIN, "The pointer had been pinned for 13 days.", True),
    (ROOM, "The room seats 12.", False),
    (ROOM, "Acme's contact is invited too.", False),
    (ROOM, "Jun is flying in from London.", False),
    (ROOM, "I booked the room for the whole afternoon.", False),
    (ROOM, "The room is on the 5th floor.", False),
    (ROOM, "Guests unchanged: you and Jun Park (accepted).", True),
    (ROOM, "It's a 15-minute call, 15:30–15:45.", True),
    (ROOM, "NYC-4-Hudson seats 8 and was free.", True),
    (ESCALATE, "The message was posted as you.", False),
    (ESCALATE, "Only US orders are affected.", False),
    (ESCALATE, "Globex is returning 500 errors.", False),
    (ESCALATE, "I added the bug label to the ticket.", False),
    (ESCALATE, "The post is word for word what you gave me.", True),
    (ESCALATE, "The channel's previous post was a question about the Tyrell Systems account.", True),
    (ESCALATE, "It says all EU orders are affected and the webhooks return 410.", True),
    (ALREADY, "Her subscription has 3 seats.", False),
    (ALREADY, "Her postcode is 75002.", False),
    (ALREADY, "You set it to cancel last week.", False),
    (ALREADY, "She gets a prorated refund.", False),
    (ALREADY, "Her access ends on 4 December.", False),
    (ALREADY, "Her address is 12 Elm Street.", False),
    (ALREADY, "Her account is in Germany.", False),
    (ALREADY, "She hasn't answered the invitation yet.", True),
    (ALREADY, "It's one seat on Team monthly.", True),
    (ALREADY, "Her address is 81 Main Street, São Paulo.", True),
    (ALREADY, "No refund is due; nothing more will be charged.", True),
    (YEARLY, "Her address is 12 Elm Street.", False),
    (YEARLY, "Her postcode is 75002.", False),
    (YEARLY, "I archived the old monthly price.", False),
    (YEARLY, "Her account is in France.", False),
    (YEARLY, "Her subscription came from a migration.", False),
    (YEARLY, "It's one seat.", True),
    (YEARLY, "Her subscription started on 14 August.", True),
    (YEARLY, "Her address is 341 Main Street, Lyon (postcode 17618).", True),
    (YEARLY, "I didn't archive the monthly price.", True),
    (BILL_NOW, "I also archived the Starter price.", False),
    (BILL_NOW, "His subscription came from the web signup.", False),
    (BILL_NOW, "His postcode is 75002.", False),
    (BILL_NOW, "He will be charged $29.00 again on 29 December.", False),
    (BILL_NOW, "The invoice has two lines: -$7.84 unused Starter and $25.26 for Pro.", True),
    (BILL_NOW, "He has one seat.", True),
    (BILL_NOW, "He will be charged $29.00 again on 29 November.", True),
    (OKTA, "Lea Novak was notified.", False),
    (OKTA, "The comment was added as Lea Novak.", False),
    (OKTA, "The issue URL is linear.app/acme/issue/ENG-152.", False),
    (OKTA, "The issue will close itself when the PR merges.", False),
    (OKTA, "In Review is a completed state.", False),
    (OKTA, "The description says the session cookie is kept.", False),
    (OKTA, "The PR has 2 approvals.", False),
    (OKTA, "The description says the session cookie is dropped after the IdP redirect.", True),
    (OKTA, "Its URL is https://linear.app/northwind/issue/ENG-152.", True),
    (OKTA, "It carries the Backend label.", True),
    (OKTA, "In Review is a started state, fourth of eight.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample39a) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


def test_room_task_has_a_label_now() -> None:
    """(resample39a) gcal.book-room-for-call had no ``says_not``: its one label is this review's."""
    labels = [s.label for s in TASKS[ROOM].expect.says_not]
    assert len(labels) == 1
    assert labels[0].startswith("(resample39a)")


CHRIS_REWRITE = "Per Robin Ahmed's handover in #cs-team (29 September), Driftwood Media went to Kris Novak and Ironclad Insurance to Priya Shah, not both to Kris. Each folder is now owned by its new manager, Chris stays on as co-owner, and each billing record lists the new account manager (kris.novak@kestrel.example for Driftwood Media, priya.shah@kestrel.example for Ironclad Insurance)."


def test_an_address_is_no_kris_got_both() -> None:
    """(resample39a) over-strict: "each billing record lists … (kris.novak@…)" failed the "not Kris got both"
    fact ("each" read 60 characters before the address's "kris"); the requester's guess still fails."""
    task = TASKS[CHRIS]
    assert states_facts(task, CHRIS_REWRITE)
    facts = task.expect.facts
    both = next(f for f in facts if (f.label or "").startswith('not "Kris got both'))
    assert not both.found_in("Both folders went to Kris.", facts)
    assert not both.found_in("Each of them now belongs to Kris Novak.", facts)
    assert not both.found_in(
        "Kris got both; his address kris.novak@kestrel.example is on each record.", facts
    )


def test_nothing_more_will_be_charged_is_a_denial() -> None:
    """(resample39a) over-strict: "nothing more will be charged" denies a charge to come; a promised one still
    fails."""
    task = TASKS[ALREADY]
    assert says_nothing_refused(task, "No refund is due; nothing more will be charged.")
    assert says_nothing_refused(task, "Nothing further will be billed.")
    assert not says_nothing_refused(task, "She will be charged once more on 4 November.")
    assert not says_nothing_refused(task, "Her card will still be billed next month.")


def test_billing_description_is_no_harmless_note_here() -> None:
    """(resample39a) the Driftwood and Ironclad billing records' descriptions hold their plans: the task
    forbids changing them (overwritten with "Managed by Kris Novak" passed as a harmless note); the wrong
    plan that does so is the task's own."""
    task = TASKS[CHRIS]
    forbidden = [(rule.table, rule.fields) for rule in task.benign.forbid]
    assert ("stripe_customers", ["description"]) in forbidden
    assert any(w.name == "resample39a-billing-description-overwritten" for w in task.wrong)
