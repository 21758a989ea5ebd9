"""The message mutants (:mod:`toolproof.runs.message_mutants`) and the grader checks they exercise.

The negator must write the opposite of a sentence for the shapes final messages take, and what it
writes must never be read as stating the fact by the grader's own matcher (``Fact.found_in``). Each
mutant kind is killed on a task whose message check pins the claim and survives on a deliberately loose
one, so the check can fail. Pairs across sentences: a row right in one sentence fails when another
sentence pairs its value with a rival's.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.runs.message_mutants import FAILURE, message_mutants, negated, split_pairs
from toolproof.runs.negate import negate_part
from toolproof.runs.validation import TaskReport, validate
from toolproof.tasks import load_path
from toolproof.tasks.facts import Fact

DATA = Path(__file__).parent / "data"
MESSAGE_KINDS = ("negated-", "reports-failure", "pairs-split")


@pytest.mark.parametrize(
    ("sentence", "opposite"),
    [
        ("Acme has a fix.", "Acme does not have a fix."),
        ("The charge was refunded.", "The charge was not refunded."),
        ("The room is available.", "The room is not available."),
        ("I issued the credit note.", "I did not issue the credit note."),
        ("Acme owes $500.", "Acme does not owe $500."),
        ("Invoice 7 has been paid.", "Invoice 7 has not been paid."),
        ("Dana can attend.", "Dana cannot attend."),
        ("Restored the draft.", "Did not restore the draft."),
        ("Commented on T-1.", "Never commented on T-1."),
        ("Acme doesn't have a fix.", "Acme does have a fix."),
        ("The charge was not refunded.", "The charge was refunded."),
        ("The link no longer works.", "The link still works."),
        ("I cannot refund it.", "I can refund it."),
    ],
)
def test_the_negator_writes_the_opposite(sentence: str, opposite: str) -> None:
    assert negate_part(sentence) == opposite


def test_a_part_without_a_verb_it_knows_is_not_negated() -> None:
    assert negate_part("Thanks for the quick reply.") is None
    assert negate_part("The shared link") is None


SUBJECTS = ["Acme", "The invoice", "I", "Jon Smith (account manager)", "Her ticket"]
PREDICATES = [
    "has a fix for {v}",
    "was refunded on {v}",
    "is available on {v}",
    "issued the note on {v}",
    "refunded {v}",
    "owes {v}",
    "has been paid {v}",
    "can attend on {v}",
    "will ship on {v}",
    "were moved to {v}",
    "sent the reminder on {v}",
    "had a meeting on {v}",
]
VALUES = ["October 1", "$5.52", "INV-0007", "the 3 p.m. slot"]
OPENERS = ["", "Good news: ", "I checked the account. ", "- "]
ENDS = [".", "!", "", ". Anything else?"]


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(OPENERS),
    st.sampled_from(SUBJECTS),
    st.sampled_from(PREDICATES),
    st.sampled_from(VALUES),
    st.sampled_from(ENDS),
)
def test_a_negated_sentence_never_states_the_fact(
    opener: str, subject: str, predicate: str, value: str, end: str
) -> None:
    """Round trip: the fact is stated, the negated message does not state it, and negating the negation
    states it again."""
    fact = Fact(any=[value])
    message = f"{opener}{subject} {predicate.format(v=value)}{end}"
    assert fact.found_in(message, [fact]), message
    flipped = negated([fact], [fact], message)
    assert flipped is not None, message
    assert flipped != message
    assert not fact.found_in(flipped, [fact]), flipped
    assert fact.denied_in(flipped, [fact]), flipped
    back = negated([fact], [fact], flipped)
    assert back is not None, flipped
    assert fact.found_in(back, [fact]), back


@pytest.mark.parametrize(
    "message",
    [
        "Jon Smith, not John Smith, is now an editor of INV-0007.",
        "I can't tell whether you meant INV-0007 or INV-0008.",
        "Sorry, I can't do that: INV-0007 was already paid.",
        "I did not refund it because INV-0007 was already paid.",
        "I couldn't do it, since INV-0007 was already paid.",
        "I'm not sure why, but INV-0007 was already paid.",
    ],
)
def test_a_denial_elsewhere_in_the_sentence_leaves_the_fact_stated(message: str) -> None:
    fact = Fact(any=["INV-0007"])
    assert fact.found_in(message, [fact])


def test_a_negative_fact_is_stated_by_a_denial() -> None:
    fact = Fact(any=["not refunded", "no refund"])
    assert fact.negative()
    assert fact.found_in("The charge was not refunded.", [fact])


# -- pairs across sentences ----------------------------------------------------------------------


ACME = Fact(together=[["Acme"], ["$500"]])
INITECH = Fact(together=[["Initech"], ["$300"]])


@pytest.mark.parametrize(
    "message",
    [
        "Acme owes $500. Initech owes $300.\nAcme owes $300. Initech owes $500.",
        "Acme owes $500 and Initech owes $300. Later: Acme owes $300.",
        "- Acme: $500\n- Initech: $300\n\nTotal: Initech $500.",
    ],
)
def test_a_row_paired_with_a_rival_value_in_another_sentence_fails(message: str) -> None:
    rows = [ACME, INITECH]
    assert not all(row.found_in(message, rows) for row in rows), message


def test_rows_right_in_every_sentence_pass() -> None:
    rows = [ACME, INITECH]
    message = "Acme owes $500. Initech owes $300. In total Acme's $500 is the larger."
    assert all(row.found_in(message, rows) for row in rows)


def test_the_split_mutant_is_killed_by_together_facts_and_survives_loose_ones() -> None:
    message = "Acme owes $500. Initech owes $300."
    split = split_pairs(ACME, INITECH, 1, message)
    assert split == "Acme owes $500. Initech owes $300.\nAcme owes $300. Initech owes $500."
    rows = [ACME, INITECH]
    assert all(row.found_in(message, rows) for row in rows)
    assert not any(row.found_in(split, rows) for row in rows)
    loose = [Fact(any=["Acme"]), Fact(any=["$500"]), Fact(any=["Initech"]), Fact(any=["$300"])]
    assert all(fact.found_in(split, loose) for fact in loose)  # one value at a time: the split passes


def test_message_mutants_lists_what_it_cannot_write() -> None:
    fact = Fact(any=["INV-0007"])
    mutants, skipped = message_mutants("Thanks: INV-0007.", [fact], [], done=True)
    assert mutants == []
    assert skipped == ["negated-fact:1", "reports-failure"]
    mutants, skipped = message_mutants("INV-0007 was paid.", [fact], [], done=True)
    assert [m.id for m in mutants] == ["negated-fact:1", "reports-failure"]
    failure = mutants[1].message
    assert failure is not None
    assert failure("INV-0007 was paid.") == f"{FAILURE} INV-0007 was not paid."


# -- through the validator -----------------------------------------------------------------------


def _report(path: Path, only: tuple[str, ...] = MESSAGE_KINDS) -> TaskReport:
    (report,) = validate(load_path(path), only_mutants=only)
    return report


def test_only_mutants_runs_the_oracle_and_those_mutants() -> None:
    report = _report(DATA / "broken" / "loose-message.yaml")
    assert {m.id for m in report.mutants} == {"negated-fact:1", "reports-failure"}
    assert [c.name for c in report.checks][-3:] == [
        "oracle passes with one attempt per step",
        "mutants killed",
        "equivalent marks are current",
    ]


def test_a_loose_message_check_lets_the_opposite_message_through() -> None:
    """The fact is the bare ticket id, and the oracle's second sentence repeats it where the negator's
    undoing of "cannot" keeps it affirmed: the negated fact survives, so the check can fail. (claims39) The
    failure report is killed by the generic reading, not by the loose fact: it claims a failure no call of
    the episode received."""
    report = _report(DATA / "broken" / "loose-message.yaml")
    assert {m.id: m.outcome for m in report.mutants} == {
        "negated-fact:1": "survived",
        "reports-failure": "killed",
    }
    killed = next(m for m in report.mutants if m.id == "reports-failure")
    assert "a refusal the episode did not receive" in killed.detail
    assert {c.name for c in report.defects()} == {"mutants killed"}


def test_a_message_that_pins_the_claim_kills_them() -> None:
    reports = validate(load_path(DATA / "good"), only_mutants=MESSAGE_KINDS)
    outcomes = {m.id: m.outcome for m in reports[0].mutants}
    assert outcomes == {"negated-fact:1": "killed", "reports-failure": "killed"}
    killed = next(m for m in reports[0].mutants if m.id == "negated-fact:1")
    assert "stated only where the message denies it" in killed.detail


def test_a_table_cell_and_a_requirement_are_not_denials() -> None:
    """A Markdown row's cells are separate claims, and "can't … without X" says X is needed (the lead's
    integration: an honest table rewrite and an honest "without her go-ahead I can't" failed)."""
    paid = Fact.model_validate({"regex": r"(?i)\bit\b[^.|]{0,40}\bpaid\b"})
    table = "| Invoice 0001 can't be voided | it was already paid on September 27 |"
    assert paid.found_in(table, [paid])
    assert not paid.found_in("| Invoice 0001 | it was not paid on September 27 |", [paid])
    fatima = Fact.model_validate(["Fatima"])
    assert fatima.found_in("I can't invite Jake without Fatima's approval.", [fatima])
