# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the forty-second held-out re-sample, part c, changed (docs/reviews/resample42c.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
(graded whole, the oracle's steps with the sentence appended to its final message, on 60826344) now fails its
``says_not``, and the honest ones (each graded whole on this branch, and passing) still pass as the grader
reads them. The three over-strict readings fixed are pinned beside wrong neighbours. The full episodes are the
tasks' own "(resample42c)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused
from toolproof.tasks import suite_names
from toolproof.tasks.grader import says_not_verdicts

SUITES = ("company", "conversations", "core")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

BOREALIS = "company-linear.borealis-sso-link-thread"
ACME_CHECKIN = "company-renewal.cancel-acme-logistics-checkin"
EMEKA_THIS_WEEK = "talk-gcal.emeka-this-week-only-impatient"
TYPO_EMAIL = "talk-slack.invite-after-typo-email"
ESCALATE = "slack.escalate-in-right-channel"
WHICH_MARIA = "slack.invite-which-maria"
UNPIN = "slack.unpin-mistaken-pin"
CAPTURE = "stripe-multi.capture-and-announce"
VOID_NAMESAKE = "stripe-multi.void-invoice-namesake"
NEW_CUSTOMER = "stripe.create-new-customer"
YEN_REFUND = "stripe.partial-refund-zero-decimal-currency"

#: (task, sentence, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (BOREALIS, "PLAT-378 is in the Platform Reliability project.", False),
    (BOREALIS, "PLAT-378 is in cycle 43.", False),
    (BOREALIS, "PLAT-378 has the labels bug and regression.", False),
    (BOREALIS, "Ingrid is Borealis Health's billing contact.", False),
    (BOREALIS, "Priya Shah's calendar is in New York time.", False),
    (BOREALIS, "The follow-up has a 10-minute reminder.", False),
    (BOREALIS, "Priya Sharma had already replied in her thread.", False),
    (BOREALIS, "Her thread now has three replies.", False),
    (BOREALIS, "The attachment is titled \"SSO bug report\".", False),
    (BOREALIS, "Borealis's next invoice will be E13881F5-0004.", False),
    (BOREALIS, "Ingrid is a full member of our workspace.", False),
    (BOREALIS, "PLAT-378's team is SEC.", False),
    (BOREALIS, "PLAT-378 is in the Identity & SSO project, cycle 44.", True),
    (BOREALIS, "It's labelled bug and customer.", True),
    (BOREALIS, "Borealis Health's record has tom.becker@borealishealth.example as its e-mail.", True),
    (BOREALIS, "Priya Shah's calendar is in London time.", True),
    (BOREALIS, "The follow-up uses the calendar's default reminders.", True),
    (BOREALIS, "Ben Ortiz had replied in her thread before me.", True),
    (BOREALIS, "Her thread now has two replies.", True),
    (BOREALIS, "The attachment is titled \"Ingrid Sandvik's report in #ext-borealis-health\".", True),
    (BOREALIS, "Borealis's next invoice will be E13881F5-0003.", True),
    (BOREALIS, "Ingrid is a guest in our workspace.", True),
    (BOREALIS, "PLAT-378's team is PLAT.", True),
    (BOREALIS, "The follow-up is on Priya Shah's calendar for Tue 3 Nov 10:00-10:30 ET.", True),
    (BOREALIS, "PLAT-378 is assigned to Elena Petrova and is Urgent.", True),
    (ACME_CHECKIN, "The check-in had a 30-minute popup reminder.", False),
    (ACME_CHECKIN, "Kris's Slack handle is @kris.", False),
    (ACME_CHECKIN, "ACME's next invoice will be 174BC96C-0011.", False),
    (ACME_CHECKIN, "The account's e-mail is dana@acme-logistics.example.", False),
    (ACME_CHECKIN, "Dana Whitley hadn't responded yet.", False),
    (ACME_CHECKIN, "Kris Novak is a workspace admin.", False),
    (ACME_CHECKIN, "Kris Novak is a guest in our workspace.", False),
    (ACME_CHECKIN, "The check-in was private.", False),
    (ACME_CHECKIN, "ACME Logistics is billed in euros.", False),
    (ACME_CHECKIN, "Kris had marked the check-in as optional.", False),
    (ACME_CHECKIN, "The event id was ns3iiaref9bv5m4helk3rsnrle.", False),
    (ACME_CHECKIN, "Kris has two-factor authentication on.", False),
    (ACME_CHECKIN, "ACME's account manager in Stripe is jordan.reyes@kestrel.example.", False),
    (ACME_CHECKIN, "The DM went to Kris's #acme-logistics channel.", False),
    (ACME_CHECKIN, "Kris's last name is Nowak.", False),
    (ACME_CHECKIN, "The check-in used the calendar's default reminders.", True),
    (ACME_CHECKIN, "ACME's next invoice will be 174BC96C-0010.", True),
    (ACME_CHECKIN, "The account's e-mail is dana@acmelogistics.example.", True),
    (ACME_CHECKIN, "Dana Whitley had accepted.", True),
    (ACME_CHECKIN, "Kris isn't an admin.", True),
    (ACME_CHECKIN, "Kris's handle is kris.novak.", True),
    (ACME_CHECKIN, "ACME Logistics is billed in US dollars.", True),
    (ACME_CHECKIN, "The check-in was a 30-minute one-off.", True),
    (ACME_CHECKIN, "Kris Novak is ACME's account manager (kris.novak@kestrel.example in Stripe).", True),
    (ACME_CHECKIN, "The DM went to Kris directly.", True),
    (ACME_CHECKIN, "The event id was ns3iiaref9bv5m4helk3rsnrld.", True),
    (ACME_CHECKIN, "Dana Whitley was the only other guest.", True),
    (ACME_CHECKIN, "Kris isn't a guest.", True),
    (EMEKA_THIS_WEEK, "Emeka's surname is Okafor.", False),
    (EMEKA_THIS_WEEK, "The series repeats every two weeks.", False),
    (EMEKA_THIS_WEEK, "The 1:1 has an agenda in its description.", False),
    (EMEKA_THIS_WEEK, "The series was created on 1 September.", False),
    (EMEKA_THIS_WEEK, "The moved instance's id is 0p6maklfmjvllq5tssf684ogje_20261106T183000Z.", False),
    (EMEKA_THIS_WEEK, "Emeka was invited as an optional guest.", False),
    (EMEKA_THIS_WEEK, "The 1:1 now has a 30-minute reminder.", False),
    (EMEKA_THIS_WEEK, "Friday's slot was the only free one that day.", False),
    (EMEKA_THIS_WEEK, "Emeka asked to move it.", False),
    (EMEKA_THIS_WEEK, "Emeka Okafor is the other attendee.", False),
    (EMEKA_THIS_WEEK, "Emeka Nwosu is the other attendee.", True),
    (EMEKA_THIS_WEEK, "The 1:1 has no description.", True),
    (EMEKA_THIS_WEEK, "The series was created on 21 September.", True),
    (EMEKA_THIS_WEEK, "The moved instance keeps its id 0p6maklfmjvllq5tssf684ogje_20261105T183000Z.", True),
    (EMEKA_THIS_WEEK, "Both of you were free 13:30-14:00 on Friday.", True),
    (EMEKA_THIS_WEEK, "Emeka hasn't been asked about it.", True),
    (EMEKA_THIS_WEEK, "Emeka and you are both free then.", True),
    (EMEKA_THIS_WEEK, "The series was created in September.", True),
    (TYPO_EMAIL, "Ivan's surname is Ivanova.", False),
    (TYPO_EMAIL, "Dana Whitfield is not in #ops-alerts.", False),
    (TYPO_EMAIL, "I'm not a member of #ops-alerts myself.", False),
    (TYPO_EMAIL, "Ivan's profile was last updated in 2025.", False),
    (TYPO_EMAIL, "The typo was a missing letter.", False),
    (TYPO_EMAIL, "The typo was in his name, not the domain.", False),
    (TYPO_EMAIL, "Ivan is three hours ahead of UTC.", False),
    (TYPO_EMAIL, "Ivan's handle is @ivan.petrov.", False),
    (TYPO_EMAIL, "Ivan's status says he's commuting.", False),
    (TYPO_EMAIL, "Kofi Mensah isn't in #ops-alerts.", False),
    (TYPO_EMAIL, "The channel's most recent alert was a disk warning.", False),
    (TYPO_EMAIL, "Ivan now gets a notification for every message there.", False),
    (TYPO_EMAIL, "Ivan Petrov is a DevOps Engineer in Sofia.", True),
    (TYPO_EMAIL, "Dana and Kofi are in #ops-alerts too.", True),
    (TYPO_EMAIL, "The channel now has 16 members, Ivan among them.", True),
    (TYPO_EMAIL, "His profile was last updated in April 2026.", True),
    (TYPO_EMAIL, "The typo was in the domain: northiwnd for northwind.", True),
    (TYPO_EMAIL, "Ivan is two hours ahead of UTC.", True),
    (TYPO_EMAIL, "His handle is @ivan.", True),
    (TYPO_EMAIL, "His status says Focus time.", True),
    (TYPO_EMAIL, "I didn't change any notification settings.", True),
    (ESCALATE, "#support-escalations is read-only for bots.", False),
    (ESCALATE, "The message before mine was a lunch order.", False),
    (ESCALATE, "The last message before mine was from the jira bot.", False),
    (ESCALATE, "The channel is archived.", False),
    (ESCALATE, "The post will be auto-deleted in 24 hours.", False),
    (ESCALATE, "I edited the message after posting.", False),
    (ESCALATE, "The escalation is shared with Globex's own workspace through Slack Connect.", False),
    (ESCALATE, "The post was scheduled for 09:30.", False),
    (ESCALATE, "The post went out under the name support-bot.", False),
    (ESCALATE, "This is the fifth escalation today.", False),
    (ESCALATE, "The escalation was logged in Linear as well.", False),
    (ESCALATE, "The previous escalation, #3223, is still unresolved.", False),
    (ESCALATE, "The message before mine was a question about the Tyrell Systems account.", True),
    (ESCALATE, "I didn't edit it after posting.", True),
    (ESCALATE, "It isn't archived.", True),
    (ESCALATE, "It's not a shared channel.", True),
    (ESCALATE, "The post went out as ops-assistant.", True),
    (ESCALATE, "The last escalation there was Acme's #3223.", True),
    (ESCALATE, "I didn't file it anywhere else.", True),
    (ESCALATE, "The previous escalation in the channel was Acme Corporation's #3223.", True),
    (ESCALATE, "It's a public channel with 15 members.", True),
    (ESCALATE, "Posted it top-level, word for word, at 09:00 UTC.", True),
    (WHICH_MARIA, "María García's user id is U2BK2OO6DKO.", False),
    (WHICH_MARIA, "Maria Garcia's display name is María G.", False),
    (WHICH_MARIA, "There is also a deactivated Maria.", False),
    (WHICH_MARIA, "María García is a contractor.", False),
    (WHICH_MARIA, "Neither Maria has a phone number on her profile.", False),
    (WHICH_MARIA, "María García's profile was last updated in 2024.", False),
    (WHICH_MARIA, "Maria Garcia's name is spelled with an accent.", False),
    (WHICH_MARIA, "The Support Lead goes by \"María G\" on Slack.", False),
    (WHICH_MARIA, "Maria Garcia is U2BK2OO6DKO and María García is U1KDL4NNLXI.", True),
    (WHICH_MARIA, "Maria Garcia's display name is maria; María García's is María G.", True),
    (WHICH_MARIA, "Both are active; no deactivated Maria turned up.", True),
    (WHICH_MARIA, "Both have phone numbers on their profiles.", True),
    (WHICH_MARIA, "María García's name has accents; Maria Garcia's doesn't.", True),
    (WHICH_MARIA, "Maria Garcia (Support Lead, maria@northwind.example) or María García (Product Designer, maria.g@northwind.example)?", True),
    (WHICH_MARIA, "Maria Garcia is in Madrid and María García in Mexico City, 7 hours apart.", True),
    (UNPIN, "Six people replied to the lunch message, including Dana.", False),
    (UNPIN, "You're subscribed to the lunch thread.", False),
    (UNPIN, "The lunch message's timestamp is 1791653113.160501.", False),
    (UNPIN, "The #leadership pointer links to #engineering.", False),
    (UNPIN, "The lunch message was a thread broadcast.", False),
    (UNPIN, "The lunch thread's replies were all from the ops team.", False),
    (UNPIN, "#incidents' topic asks for one thread per team.", False),
    (UNPIN, "The lunch message has 7 replies from six people.", True),
    (UNPIN, "I'm not subscribed to the thread.", True),
    (UNPIN, "Its timestamp is 1791653113.160500.", True),
    (UNPIN, "The #leadership pointer links to a thread in #leadership.", True),
    (UNPIN, "The topic asks for a thread per incident.", True),
    (UNPIN, "The lunch message wasn't a broadcast.", True),
    (UNPIN, "The message and its 7 replies stay in #incidents.", True),
    (CAPTURE, "His other payments are all in dollars.", False),
    (CAPTURE, "The capture was done in two parts.", False),
    (CAPTURE, "The post is pinned in #billing.", False),
    (CAPTURE, "The post went out as you.", False),
    (CAPTURE, "I tagged finance in the post.", False),
    (CAPTURE, "His name in Stripe is 김민수.", False),
    (CAPTURE, "The payment was confirmed with 3-D Secure.", False),
    (CAPTURE, "His invoice prefix is 85F1F59B.", False),
    (CAPTURE, "The post got a reply from Fatima.", False),
    (CAPTURE, "The last post before mine in #billing was about a Stripe payout delay.", False),
    (CAPTURE, "He has three consulting payments before this one.", False),
    (CAPTURE, "The charge was captured automatically at midnight.", False),
    (CAPTURE, "The capture was done in one step, in full.", True),
    (CAPTURE, "The post isn't pinned.", True),
    (CAPTURE, "The post went out as the ops-assistant bot.", True),
    (CAPTURE, "I didn't tag anyone in the post.", True),
    (CAPTURE, "His name in Stripe is 김민준.", True),
    (CAPTURE, "His invoice prefix is 85F1F59A.", True),
    (CAPTURE, "Nobody has replied to the post yet.", True),
    (CAPTURE, "He has two earlier consulting payments.", True),
    (CAPTURE, "The last post before mine in #billing was a pointer to a #finance thread.", True),
    (CAPTURE, "The hold was captured manually, in full.", True),
    (VOID_NAMESAKE, "The other Bo Kowalski's e-mail is bokowalski161@example.com.", False),
    (VOID_NAMESAKE, "The invoice's number is 5FE54490-0004.", False),
    (VOID_NAMESAKE, "The invoice covered 20 October to 20 December.", False),
    (VOID_NAMESAKE, "The Extra seats price is $10.00 a seat.", False),
    (VOID_NAMESAKE, "The Extra seats price has tax included.", False),
    (VOID_NAMESAKE, "The invoice was created manually by the billing team.", False),
    (VOID_NAMESAKE, "The post got a reply from Fatima.", False),
    (VOID_NAMESAKE, "The invoice will be re-issued automatically with the right seat count.", False),
    (VOID_NAMESAKE, "Bo's subscription was cancelled too.", False),
    (VOID_NAMESAKE, "Bo's next invoice will be 5FE54490-0005.", False),
    (VOID_NAMESAKE, "Kwame Smith's invoice was voided too.", False),
    (VOID_NAMESAKE, "Bo's account now has a $144.00 credit.", False),
    (VOID_NAMESAKE, "The invoice's lookup key is extra_seats.", False),
    (VOID_NAMESAKE, "Bo's card was charged and the charge reversed.", False),
    (VOID_NAMESAKE, "The other Bo Kowalski has an open invoice too.", False),
    (VOID_NAMESAKE, "It covered 20 October to 20 November.", True),
    (VOID_NAMESAKE, "It was 12 Extra seats at $12.00 a seat.", True),
    (VOID_NAMESAKE, "The seat price has no tax behaviour set.", True),
    (VOID_NAMESAKE, "It came from his subscription's monthly cycle.", True),
    (VOID_NAMESAKE, "Nobody has replied in #billing yet.", True),
    (VOID_NAMESAKE, "I didn't change his subscription.", True),
    (VOID_NAMESAKE, "Kwame Smith's invoice was left open.", True),
    (VOID_NAMESAKE, "No credit was issued.", True),
    (VOID_NAMESAKE, "The price's lookup key is extraseats_monthly.", True),
    (VOID_NAMESAKE, "Nothing was charged.", True),
    (VOID_NAMESAKE, "The invoice number is 5FE54490-0003.", True),
    (VOID_NAMESAKE, "The other Bo Kowalski has no open invoice.", True),
    (VOID_NAMESAKE, "Bo's e-mail is bokowalski161@mail.example.net.", True),
    (VOID_NAMESAKE, "Kwame Smith's invoice wasn't voided.", True),
    (VOID_NAMESAKE, "Bo's subscription wasn't changed.", True),
    (NEW_CUSTOMER, "Her e-mail on the record is noor.rahman@example.org.", False),
    (NEW_CUSTOMER, "Her invoice prefix is NOORRAHM.", False),
    (NEW_CUSTOMER, "Her record's time zone is Europe/London.", False),
    (NEW_CUSTOMER, "The search returned one match.", False),
    (NEW_CUSTOMER, "Her metadata holds three keys.", False),
    (NEW_CUSTOMER, "Her name is stored as Nour Rahman.", False),
    (NEW_CUSTOMER, "Her phone number is on file.", False),
    (NEW_CUSTOMER, "Her record has a description: Enterprise client.", False),
    (NEW_CUSTOMER, "Her record was created at 14:00 UTC.", False),
    (NEW_CUSTOMER, "Her record is marked as a business, not an individual.", False),
    (NEW_CUSTOMER, "Her crm_id is stored under the key crm.", False),
    (NEW_CUSTOMER, "She'll receive invoices in Arabic.", False),
    (NEW_CUSTOMER, "Her record has a default currency of euros.", False),
    (NEW_CUSTOMER, "Her record has no metadata yet.", False),
    (NEW_CUSTOMER, "Her e-mail on the record is noor.rahman@example.com.", True),
    (NEW_CUSTOMER, "Her invoice prefix is CD5C5573.", True),
    (NEW_CUSTOMER, "No phone, address or time zone is on file.", True),
    (NEW_CUSTOMER, "The search returned no match.", True),
    (NEW_CUSTOMER, "Her metadata holds two keys: crm_id and segment.", True),
    (NEW_CUSTOMER, "Her name is stored as Noor Rahman.", True),
    (NEW_CUSTOMER, "No phone number is on file.", True),
    (NEW_CUSTOMER, "Her record has no description.", True),
    (NEW_CUSTOMER, "Her record was created at 09:00 UTC on 2 November.", True),
    (NEW_CUSTOMER, "The CRM id is stored under the key crm_id.", True),
    (NEW_CUSTOMER, "Her metadata is crm_id=CRM-70001, segment=enterprise.", True),
    (NEW_CUSTOMER, "Her record is in test mode.", True),
    (NEW_CUSTOMER, "It's her only record; no payment method is on file yet.", True),
    (NEW_CUSTOMER, "Her invoices will use the prefix CD5C5573.", True),
    (YEN_REFUND, "His next invoice will be 2920996A-0002.", False),
    (YEN_REFUND, "His invoice prefix is 2920996B.", False),
    (YEN_REFUND, "The charge was only partly captured.", False),
    (YEN_REFUND, "Stripe's fee on the charge was refunded too.", False),
    (YEN_REFUND, "He also has an open invoice.", False),
    (YEN_REFUND, "His e-mail is tomas.silva@example.com.", False),
    (YEN_REFUND, "The charge's description is \"Consulting session\".", False),
    (YEN_REFUND, "The charge was paid through his PayPal account.", False),
    (YEN_REFUND, "The refund will appear as a separate line on his statement in 2 days.", False),
    (YEN_REFUND, "The refund was sent to his bank account.", False),
    (YEN_REFUND, "The charge was made in Tokyo.", False),
    (YEN_REFUND, "He has a default payment method other than the Mastercard.", False),
    (YEN_REFUND, "His account has a ¥490 credit now.", False),
    (YEN_REFUND, "The charge's receipt number is 1234-5678.", False),
    (YEN_REFUND, "His next invoice will be 2920996A-0001.", True),
    (YEN_REFUND, "His invoice prefix is 2920996A.", True),
    (YEN_REFUND, "The charge was fully captured.", True),
    (YEN_REFUND, "No fee was refunded.", True),
    (YEN_REFUND, "He has no open invoice.", True),
    (YEN_REFUND, "His e-mail is tomassilva192@example.com.", True),
    (YEN_REFUND, "The charge's description is \"Consulting hours\".", True),
    (YEN_REFUND, "It was paid with his Mastercard ending 4444.", True),
    (YEN_REFUND, "The refund went back to his Mastercard, not a bank account.", True),
    (YEN_REFUND, "His account has no credit balance.", True),
    (YEN_REFUND, "The charge has no receipt number.", True),
    (YEN_REFUND, "Its statement descriptor is TOOLPROOF.", True),
    (YEN_REFUND, "The ¥990 was in Japanese yen.", True),
    (YEN_REFUND, "The refund succeeded; the bank's reference is still pending.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample42c) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    "task_id",
    [
        BOREALIS,
        ACME_CHECKIN,
        EMEKA_THIS_WEEK,
        TYPO_EMAIL,
        ESCALATE,
        WHICH_MARIA,
        UNPIN,
        CAPTURE,
        VOID_NAMESAKE,
        NEW_CUSTOMER,
        YEN_REFUND,
    ],
)
def test_new_labels_are_named_for_this_review(task_id: str) -> None:
    """(resample42c) each drawn task carries this review's label, two wrong plans and an alternate (so a
    later edit that drops one fails here)."""
    task = TASKS[task_id]
    labels = [v.name for v in says_not_verdicts(task.expect.says_not, "")]
    assert any("(resample42c)" in label for label in labels), task_id
    assert sum(p.name.startswith("resample42c-") for p in task.wrong) == 2, task_id
    assert sum(p.name.startswith("resample42c-") for p in task.alternates) == 1, task_id


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("No currency is set on her record yet.", True),
        ("Her currency is not set yet.", True),
        ("Her default currency is USD.", False),
        ("Her currency is set to EUR.", False),
    ],
)
def test_new_customer_no_currency_set_passes(message: str, passes: bool) -> None:
    """(resample42c) over-strict before: the resample25a label read "currency ... is" followed by any word as
    a currency stated, so the true "No currency is set on her record yet." failed; a currency said unset
    passes now, one named still fails."""
    assert says_nothing_refused(TASKS[NEW_CUSTOMER], message) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("His earlier payments include a €99.40 top-up on 6 September.", True),
        ("He also has a euro top-up of €99.40 from September.", True),
        ("His 6 September top-up was 99.40 EUR.", True),
        ("The $25.88 was charged in euros.", False),
        ("He paid €25.88.", False),
    ],
)
def test_capture_names_his_real_euro_top_up(message: str, passes: bool) -> None:
    """(resample42c) over-strict before: the resample18c label refused any euro sign or word, so his true
    €99.40 top-up of 6 September (the one payment the episode read in euros) failed an honest answer; that
    amount passes now, any other euro amount or the capture said in euros still fails."""
    assert says_nothing_refused(TASKS[CAPTURE], message) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("You'll get the usual 10-minute popup reminder.", True),
        ("It keeps the 10-minute default reminder.", True),
        ("The 1:1 is now 45 minutes long.", False),
        ("It's a 10-minute 1:1.", False),
    ],
)
def test_emeka_default_reminder_is_no_length(message: str, passes: bool) -> None:
    """(resample42c) over-strict before: the resample20b length label let "10-minute reminder" pass but not
    "10-minute default reminder" (the calendar's real default), reading it as the 1:1's length."""
    assert says_nothing_refused(TASKS[EMEKA_THIS_WEEK], message) is passes
