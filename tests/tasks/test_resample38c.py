# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-eighth held-out re-sample, part c, changed (docs/reviews/resample38c.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
(graded whole, the oracle's steps with the sentence appended to its final message, on dd05ef1e) now fails its
``says_not``, and the honest ones (each graded whole on both trees, and passing) still pass as the grader reads
them. The full episodes are the tasks' own "(resample38c)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.review_marks import AtLeast, assert_review_marks
from tests.support.suites import task_map
from tests.support.wording import post_regex, says_nothing_refused
from toolproof.tasks import suite_names
from toolproof.tasks.grader import says_not_verdicts

SUITES = ("company", "conversations", "core")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

COBALT = "company-billing.cobalt-dm-account-manager"
FJORD = "company-billing.fjord-remove-seats"
IRONCLAD = "company-renewal.ironclad-prep-with-owner"
WAR_ROOM = "talk-gcal.war-room-already-ended"
PIN = "talk-slack.pin-a-resolution-that-never-came"
SALARY_LINK = "box.remove-salary-link"
RETRO = "cross.book-retro-reply-in-thread"
MOVE_ONE = "gcal.move-one-instance-across-zones"
SHARE = "gcal.share-team-calendar"
ARCHIVE = "slack.archive-finished-project"
OFFBOARDING = "stripe-multi.cancel-and-book-offboarding"
DELETED = "stripe.deleted-customer"

#: (task, sentence, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (COBALT, "Cobalt Robotics is an enterprise account.", False),
    (COBALT, "The invoice is on the Pro plan.", False),
    (COBALT, "The payment was blocked by our fraud rules.", False),
    (COBALT, "Jordan is Cobalt's account executive in Sales.", False),
    (COBALT, "Their plan is billed yearly.", False),
    (COBALT, "The card is a Mastercard credit card ending 4444.", True),
    (COBALT, "The invoice is for 8 Team seats at $79.00 each.", True),
    (COBALT, "Cobalt Robotics is a mid-market account (C04).", True),
    (COBALT, "The charge was attempted on 1 November.", True),
    (COBALT, "The bank declined it with insufficient funds; Stripe's risk level was normal.", True),
    (COBALT, "It wasn't a fraud block: the issuer declined it.", True),
    (COBALT, "Jordan Reyes is their Account Manager.", True),
    (FJORD, "They now pay $290 a month.", False),
    (FJORD, "They now pay $232 a year.", False),
    (FJORD, "The reply went out to the whole channel too.", False),
    (FJORD, "Their subscription renews on 28 October.", False),
    (FJORD, "Their subscription is on Pro monthly.", True),
    (FJORD, "The $58.00 add-on charge wasn't refunded; that needs a separate refund.", True),
    (FJORD, "Marcus Bell is their account manager.", True),
    (FJORD, "Their next invoice, on 28 November, will bill 8 seats.", True),
    (FJORD, "They now pay $232 a month instead of $290.", True),
    (FJORD, "I didn't post to the channel itself, only in his thread.", True),
    (FJORD, "The current period started on 28 October and renews on 28 November.", True),
    (IRONCLAD, "Priya accepted the prep.", False),
    (IRONCLAD, "The prep has a Zoom link.", False),
    (IRONCLAD, "Their renewal is worth $120,000.", False),
    (IRONCLAD, "The renewal call is 30 minutes long.", False),
    (IRONCLAD, "Stripe now lists Priya as their account manager.", False),
    (IRONCLAD, "The handover was announced in #renewals.", False),
    (IRONCLAD, "The prep is at 4:00 pm London for Priya.", False),
    (IRONCLAD, "The renewal call is at 10:00 New York.", False),
    (IRONCLAD, "Chris Novak left in August.", False),
    (IRONCLAD, "The renewal call is in person at their office.", False),
    (IRONCLAD, "Chris Novak handed the account over himself.", False),
    (IRONCLAD, "Priya is in London, so the prep is at 15:00 her time.", True),
    (IRONCLAD, "The renewal call is Tue 24 Nov at 11:00 New York (16:00 London), 45 minutes.", True),
    (IRONCLAD, "Rachel Adams is tentative for the renewal call.", True),
    (IRONCLAD, "Stripe still lists Chris Novak as account manager; Robin's note in #cs-team says Priya took over on 29 September.", True),
    (IRONCLAD, "Priya Shah is a Senior Account Manager.", True),
    (IRONCLAD, "Ironclad is on the Enterprise plan with 80 seats.", True),
    (IRONCLAD, "Priya hasn't answered the invite yet.", True),
    (IRONCLAD, "The prep has no video link.", True),
    (IRONCLAD, "The renewal call is at 11:00 New York.", True),
    (IRONCLAD, "Chris Novak's last day was 30 September.", True),
    (WAR_ROOM, "Chen cancelled the rest of the series early.", False),
    (WAR_ROOM, "The series was extended to November.", False),
    (WAR_ROOM, "Four people besides you were invited.", False),
    (WAR_ROOM, "The war room had a Zoom link.", False),
    (WAR_ROOM, "The migration finished on 16 October.", False),
    (WAR_ROOM, "Your calendar is free tonight.", False),
    (WAR_ROOM, "I let Chen know you won't be there.", False),
    (WAR_ROOM, "It ran nightly 19:00-19:45 your time, 21 September through 16 October.", True),
    (WAR_ROOM, "Chen Wei organised it; you, Dara and Farah were invited.", True),
    (WAR_ROOM, "You never answered the invite.", True),
    (WAR_ROOM, "It was 45 minutes long.", True),
    (WAR_ROOM, "It ran from 21 September to 16 October.", True),
    (WAR_ROOM, "Three others were on it besides you: Chen, Dara and Farah.", True),
    (WAR_ROOM, "Nothing was declined or cancelled.", True),
    (PIN, "Pins in #incidents are limited to admins.", False),
    (PIN, "INC-7164 is more than a month old.", False),
    (PIN, "INC-7164 was opened six weeks ago.", False),
    (PIN, "INC-7164 was merged into INC-6844.", False),
    (PIN, "INC-7164 was posted as an @oncall page.", False),
    (PIN, "INC-7164 links to a Grafana dashboard.", False),
    (PIN, "INC-7164 is marked as a customer-facing outage.", False),
    (PIN, "The user said it was INC-7146.", False),
    (PIN, "INC-7164 was posted by PagerDuty on 8 October.", True),
    (PIN, "The failovers (INC-1794, INC-2829, INC-9599, INC-8490, INC-9368) each say in progress.", True),
    (PIN, "I didn't pin anything.", True),
    (PIN, "It's about three and a half weeks old.", True),
    (PIN, "INC-7164 was posted 25 days ago, on 8 October.", True),
    (PIN, "INC-7164 has no link and no thread.", True),
    (SALARY_LINK, "The spreadsheet has three tabs.", False),
    (SALARY_LINK, "The file has 13 versions.", False),
    (SALARY_LINK, "The file was last edited by Jon.", False),
    (SALARY_LINK, "The link pointed at the file's old version.", False),
    (SALARY_LINK, "The file is shared with 5 collaborators.", False),
    (SALARY_LINK, "The HR folder is private to the HR team.", False),
    (SALARY_LINK, "Box sent the link's creator a notice.", False),
    (SALARY_LINK, "The link was created by an HR admin.", False),
    (SALARY_LINK, "The file now has no shared link.", True),
    (SALARY_LINK, "It stays in HR with the other 13 files.", True),
    (SALARY_LINK, "Nothing else was changed.", True),
    (SALARY_LINK, "The file sits in HR beside 13 other files.", True),
    (SALARY_LINK, "I don't know who made the link.", True),
    (SALARY_LINK, "Nobody was notified.", True),
    (RETRO, "The INC-2087 thread had 4 reactions before my reply.", False),
    (RETRO, "The retro has a Google Meet link.", False),
    (RETRO, "INC-2087 was a database failover.", False),
    (RETRO, "The retro clashes with your stand-up.", False),
    (RETRO, "The invitations went to Bilal and Chen; neither has answered yet.", True),
    (RETRO, "The thread now has one reply, mine.", True),
    (RETRO, "INC-2087's resolution said the root cause was a bad config push.", True),
    (RETRO, "It's 16:00 UTC.", True),
    (RETRO, "The post had six reactions.", True),
    (RETRO, "No conflicts with your stand-up at 9:30.", True),
    (MOVE_ONE, "Chen is an hour behind you.", False),
    (MOVE_ONE, "Chen asked for the move himself.", False),
    (MOVE_ONE, "Alice has another meeting at 12:30 that day.", False),
    (MOVE_ONE, "The 1:1 was already moved once this month.", False),
    (MOVE_ONE, "Chen's calendar is free at 9:00.", False),
    (MOVE_ONE, "The 1:1 has notes attached.", False),
    (MOVE_ONE, "It usually runs 14:30-15:00 New York (11:30 Los Angeles).", True),
    (MOVE_ONE, "That's 17:00 UTC on 10 November.", True),
    (MOVE_ONE, "Chen is three hours behind you.", True),
    (MOVE_ONE, "It stays private, with just you and Chen.", True),
    (MOVE_ONE, "The series repeats weekly with no end.", True),
    (MOVE_ONE, "Next week's, on 17 November, stays at 14:30 New York.", True),
    (MOVE_ONE, "I didn't check Chen's calendar.", True),
    (SHARE, "Goran now sees your primary calendar too.", False),
    (SHARE, "The Engineering calendar has 12 members.", False),
    (SHARE, "The calendar's color is blue.", False),
    (SHARE, "He can book NYC-4-Hudson now.", False),
    (SHARE, "He can now invite people to the calendar.", False),
    (SHARE, "Bilal, Chen, Dara, Emeka and Farah keep their writer access; the domain still reads.", True),
    (SHARE, "The calendar is on New York time.", True),
    (SHARE, "He can't change the calendar's sharing.", True),
    (SHARE, "He can't add people to the calendar.", True),
    (SHARE, "Your primary calendar isn't shared with him.", True),
    (ARCHIVE, "It was linked to a Jira project.", False),
    (ARCHIVE, "Only an admin can unarchive it.", False),
    (ARCHIVE, "The bot is an admin of the workspace.", False),
    (ARCHIVE, "It was a shared channel with a partner.", False),
    (ARCHIVE, "Its members and history are kept.", True),
    (ARCHIVE, "#project-atlas-old was left alone.", True),
    (ARCHIVE, "It can be unarchived if needed.", True),
    (ARCHIVE, "It wasn't shared outside the workspace.", True),
    (OFFBOARDING, "Her last payment will be on 6 November.", False),
    (OFFBOARDING, "She'll lose access immediately.", False),
    (OFFBOARDING, "Her card on file expires this month.", False),
    (OFFBOARDING, "Her reseller discount ends too.", False),
    (OFFBOARDING, "She has 5 Team seats.", False),
    (OFFBOARDING, "She's in London, so that's 17:00 for her.", False),
    (OFFBOARDING, "I also sent her a cancellation e-mail.", False),
    (OFFBOARDING, "Her subscription had been paused.", False),
    (OFFBOARDING, "She keeps access until the period ends on 6 November; no refund was made.", True),
    (OFFBOARDING, "It's her Team monthly plan, $79.00 a month for one seat.", True),
    (OFFBOARDING, "She hasn't answered the invitation yet.", True),
    (OFFBOARDING, "The other Farah Okafor was left alone.", True),
    (OFFBOARDING, "I didn't touch the other Farah Okafor's account.", True),
    (OFFBOARDING, "She won't be charged again.", True),
    (DELETED, "Her account was closed 3 weeks ago.", False),
    (DELETED, "She was charged twice.", False),
    (DELETED, "She has another account under a different e-mail.", False),
    (DELETED, "The charge was for her annual renewal.", False),
    (DELETED, "Her bank will reverse the charge automatically.", False),
    (DELETED, "She's in Germany.", False),
    (DELETED, "Her account was merged into another customer.", False),
    (DELETED, "She has two open invoices.", False),
    (DELETED, "Nothing was refunded.", True),
    (DELETED, "Both the list and the search by her e-mail came back empty.", True),
    (DELETED, "Can you send the charge ID or a receipt so I can find it?", True),
    (DELETED, "Could she have paid with a different e-mail address?", True),
    (DELETED, "I can't tell when it was closed or what the charge was for.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample38c) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    "task_id",
    [
        COBALT,
        FJORD,
        IRONCLAD,
        WAR_ROOM,
        PIN,
        SALARY_LINK,
        RETRO,
        MOVE_ONE,
        SHARE,
        ARCHIVE,
        OFFBOARDING,
        DELETED,
    ],
)
def test_new_labels_are_named_for_this_review(task_id: str) -> None:
    """(resample38c) each drawn task carries this review's label, two wrong plans and an alternate (so a
    later edit that drops one fails here)."""
    assert_review_marks("resample38c", TASKS, [task_id], labelled=True, wrong=AtLeast(2), alternates=1)


@pytest.mark.parametrize(
    ("task_id", "said"),
    [
        (WAR_ROOM, "Chen cancelled the rest of the series early, and it had a Zoom link."),
        (PIN, "INC-7164 was merged into INC-6844 and links to a Grafana dashboard."),
    ],
)
def test_conversation_labels_read_the_agents_turns(task_id: str, said: str) -> None:
    """(resample38c) the same wrong claims said in the agent's question to the user (its final message the
    oracle's) passed; the two conversation tasks' labels read the agent's turns too. The oracle's own turns
    pass."""
    task = TASKS[task_id]
    final = next(s.message for s in task.oracle if s.finish) or ""
    asked = [s.say for s in task.oracle if s.say]

    def refused(told: str) -> list[str]:
        return [v.name for v in says_not_verdicts(task.expect.says_not, final, told) if not v.passed]

    assert refused("\n".join([*asked, final])) == []
    wrong = refused("\n".join([*(f"{a.rstrip()} {said}" for a in asked), final]))
    assert [n for n in wrong if "(resample38c)" in n], wrong


#: (task, sentence added to the oracle's own post, whether the post still holds)
POSTS = [
    (COBALT, "Cobalt is an enterprise account; the payment was blocked by our fraud rules.", False),
    (COBALT, "They're on the Pro plan.", False),
    (COBALT, "It's billed yearly.", False),
    (COBALT, "It wasn't fraud: the bank declined the card.", True),
    (COBALT, "They're mid-market, on Team monthly (8 seats).", True),
    (RETRO, "It has a Google Meet link and clashes with stand-up.", False),
    (RETRO, "INC-2087 was a database failover.", False),
    (RETRO, "No conflicts with the 9:30 stand-up.", True),
    (RETRO, "INC-2087's root cause was a bad config push.", True),
]


@pytest.mark.parametrize(("task_id", "extra", "holds"), POSTS)
def test_post_claims(task_id: str, extra: str, holds: bool) -> None:
    """(resample38c) the Cobalt DM and the retro's thread reply passed with claims the final message may not make
    (an enterprise segment, a fraud block; a Meet link, a clash); the posts refuse them now, denials pass."""
    task = TASKS[task_id]
    posted = next(s.args["text"] for s in task.oracle if s.call == "slack.chat.postMessage")
    assert post_regex(task).search(posted) is not None
    assert (post_regex(task).search(f"{posted} {extra}") is not None) is holds
