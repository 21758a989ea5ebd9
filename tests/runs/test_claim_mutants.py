"""The ``claims-write:*`` mutants (:mod:`toolproof.runs.claim_mutants`): a done oracle's final message
with one more claimed write, of each kind a service of the task declares and the oracle did not make;
the validator's sweep kills every one on ``cross.book-and-dm`` (the lead's eighth re-sample)."""

from __future__ import annotations

import asyncio

from tests.support.suites import load_suite
from toolproof.runs.claim_mutants import claim_act_mutants, claim_write_mutants
from toolproof.runs.validation import validate_task
from toolproof.service import registry
from toolproof.world.diff import Diff, TableDiff

DONE = "Posted the reminder in #billing"


def test_one_mutant_per_declared_write_the_oracle_did_not_make() -> None:
    posted = Diff({"slack_messages": TableDiff(added=[{"channel": "C01", "ts": "1.0", "text": "hi"}])})
    mutants = claim_write_mutants(["slack"], posted, True)
    names = [c.name for c in registry.get("slack").claims]
    # the oracle posted a message (in a public channel): no "message" claim, still a "dm"; (claims29) a
    # "schedule" claim now (a post is no scheduled message), no "share" (a message posted now)
    assert [m.id for m in mutants] == [
        f"claims-write:slack.{n}" for n in names if n not in ("message", "share")
    ]
    pin = next(m for m in mutants if m.id == "claims-write:slack.pin")
    assert pin.message is not None
    assert pin.message(DONE) == "Posted the reminder in #billing. I also pinned it in the channel."
    assert pin.message("Done!") == "Done! I also pinned it in the channel."
    assert not pin.replies  # what the agent said on the way is left as it was


def test_none_for_a_refusal_nor_for_a_service_without_declarations() -> None:
    assert claim_write_mutants(["slack"], Diff(), False) == []
    assert claim_write_mutants(["nosuch"], Diff(), True) == []


def test_every_claims_write_mutant_of_book_and_dm_is_killed() -> None:
    task = next(t for t in load_suite("core") if t.id == "cross.book-and-dm")
    report = asyncio.run(validate_task(task, only_mutants=("claims-write", "claims-act")))
    assert report.ok, report.defects()
    ids = {m.id: m.outcome for m in report.mutants if m.id.startswith("claims-write")}
    # the oracle booked (gcal book; reschedule: a new event) and DMed (slack dm, message): none of those
    assert "claims-write:gcal.invite" in ids
    assert "claims-write:slack.pin" in ids
    assert not {"claims-write:gcal.book", "claims-write:slack.dm", "claims-write:slack.message"} & set(ids)
    assert set(ids.values()) == {"killed"}
    acts = {i: o for i, o in ids.items() if i.startswith("claims-act")}
    # (claims9) the DM makes a ping, a question and a request true; "invited … to it" is Calendar's own
    assert acts == {}
    # (claims20) and one write of a service the world lacks: (claims25) Linear's new ticket, the first
    # distinct declaration in name order that reads false here (was Stripe's refund); (claims38) Box's owner
    # now, Box's first distinct declaration (Box is installed before Linear)
    assert "claims-write:box.owner" in ids
    # (claims25) Slack's dm-by, like its dm, is made true by the oracle's DM
    # (claims29) Slack's share (any message posted now) is made true by the oracle too; its DM is no scheduled
    # message, so "schedule" is a mutant now. (stop 70, after claims41) Calendar's guest-named is a mutant
    # again, naming someone who is no guest of the booking ("I also added Anders Berg."), and it is killed
    assert ids["claims-write:gcal.guest-named"] == "killed"
    # (claims43) and Calendar's note: "left a note" is a Slack post too now, which the oracle's DM makes true
    assert "claims-write:gcal.note" not in ids
    # (claims44) and Calendar's calendar-add: the booking put the review on a calendar ("I also added it to
    # your calendar." is true); its auto-decline is a mutant, killed (the booking is no out-of-office event)
    assert "claims-write:gcal.calendar-add" not in ids
    assert ids["claims-write:gcal.auto-decline"] == "killed"
    assert len(ids) == len(registry.get("gcal").claims) + len(registry.get("slack").claims) - 8 + 1


def test_one_claims_act_mutant_per_act_the_oracle_did_not_make_true() -> None:
    """(claims9) :func:`claim_act_mutants`: the generic acts no declaration's own phrase reads."""
    posted = Diff({"slack_messages": TableDiff(added=[{"channel": "C01", "ts": "1.0", "text": "hi"}])})
    # a message makes a ping, a question and a request true; nobody was added anywhere, nothing else
    assert [m.id for m in claim_act_mutants(["slack"], posted, True)] == ["claims-act:invite"]
    # Stripe reaches nobody: every act but "start" (the refund is a change) is false
    refunded = Diff({"stripe_refunds": TableDiff(added=[{"id": "re_1", "amount": 100}])})
    assert [m.id for m in claim_act_mutants(["stripe"], refunded, True)] == [
        "claims-act:notify",
        "claims-act:ask",
        "claims-act:request",
        "claims-act:invite",
    ]
    # Google Calendar's invitation reads "invited Maria Garcia to it" itself: a claims-write mutant
    assert "claims-act:invite" not in [m.id for m in claim_act_mutants(["gcal"], Diff(), True)]
    assert "claims-act:start" in [m.id for m in claim_act_mutants(["gcal"], Diff(), True)]
    ping = claim_act_mutants(["stripe"], refunded, True)[0]
    assert ping.message is not None
    assert (
        ping.message("Refunded $1.00")
        == "Refunded $1.00. I've also pinged the account owner to let them know."
    )
    assert claim_act_mutants(["stripe"], refunded, False) == []
