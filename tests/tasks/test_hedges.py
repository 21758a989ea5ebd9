"""A guess is not a statement: a fact (refusal reason, reported fact, ``together`` row) stated only
behind a hedge ("It may have been refunded on October 1") fails, generically, with a verdict that quotes
the guess; plain statements, negations, "it looks like" and hedges about something else still pass."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.suites import load_suite
from toolproof.agents.reference import Mutation, PlanAgent
from toolproof.agents.run import run_episode
from toolproof.runs.mutants import plan_mutants
from toolproof.runs.validation import id_index, validate
from toolproof.tasks import Grade, Task, grade, resolve_refs, tasks_from_data
from toolproof.tasks.facts import Fact, hedged
from toolproof.tasks.hedges import hedge, regions, stated
from toolproof.world import World

REFUNDED = Fact(any=["refunded"])
OCT_1 = Fact(any=["October 1", "Oct 1"])
LEFT = Fact(any=["left the company", "has left"])


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("It may have been refunded on October 1.", "It …"),
        ("Chris might have left.", "Chris …"),
        ("It could be that the invoice was paid.", "It …"),
        ("Perhaps the account is inactive?", "…"),
        ("I think Chris has left the company.", "…"),
        ("Was it refunded on October 1?", "…"),
        ("Has Owen left? Should I still message him?", "… Should I still message him?"),
        ("Was the demo cancelled, or should I move it?", "…"),
        ("Do you mean Dana of Acme, or Dana of Initech?", "Do you mean Dana of Acme, or Dana of Initech?"),
        ("Is it Dana of Acme or Dana of Initech?", "Is it Dana of Acme or Dana of Initech?"),
        ("Invoice 123 is paid; maybe 124 is not?", "Invoice 123 is paid; …"),
        ("Invoice 123 is paid; maybe you meant 124?", "Invoice 123 is paid; maybe you meant 124?"),
        ("Invoice 123 is paid, is it 124?", "Invoice 123 is paid, …"),
        (
            "If you want, I can resend invoice 123, which was paid.",
            "…, I can resend invoice 123, which was paid.",
        ),
        ("I can't confirm whether it was refunded on October 1.", "I can't confirm …"),
        (
            "Maybe I missed something, but it was refunded on October 1.",
            "…, but it was refunded on October 1.",
        ),
        ("- Acme: $500\n- Possibly Initech: $300", "- Acme: $500\n- …: $300"),
        ("Chris left the company, I think.", "Chris left the company, …"),
    ],
)
def test_the_stated_text_blanks_each_guess_from_its_cue_to_its_reach(message: str, expected: str) -> None:
    assert stated(message) == expected


#: Messages that state the fact (nothing before it in its part of the sentence is a guess).
STATEMENTS = [
    "It was refunded on October 1.",
    "It looks like the charge was already refunded on October 1.",
    "It seems the charge was refunded on Oct 1.",
    "The charge appears to have been refunded on October 1.",
    "I couldn't refund it: it was refunded on October 1.",
    "I could not refund it because it was refunded on October 1.",
    "I can't refund it, it was refunded on October 1.",
    "I cannot do that: the charge was refunded on October 1.",
    "The charge was refunded on October 1; maybe you meant the other charge?",
    "The charge was refunded on October 1, maybe you meant another one?",
    "It was refunded on October 1. If you want, I can look for another charge.",
    "It was refunded on October 1 - if you want I can check the other one.",
    "I checked whether it was refunded: it was, on October 1.",
    "Maybe I'm missing something, but it was refunded on October 1.",
    "It was refunded on October 1 (probably by the support team).",
    "Which one did you mean: the one refunded on October 1?",
    "Did you mean the charge refunded on October 1?",
    "Should I look at the charge refunded on October 1 instead?",
    "Is it the charge refunded on October 1 or the one from October 3?",
    "I can't tell whether you meant the charge refunded on October 1 or the one from October 3.",
    "Maybe you meant the charge that was refunded on October 1?",
]


@pytest.mark.parametrize("message", STATEMENTS)
def test_a_statement_states_the_fact(message: str) -> None:
    assert REFUNDED.found_in(message), stated(message)
    assert OCT_1.found_in(message), stated(message)
    assert REFUNDED.guessed_in(message) == OCT_1.guessed_in(message) == ""


#: Messages that only guess: each names the refund and the date but claims neither.
GUESSES = [
    "It may have been refunded on October 1.",
    "It might already have been refunded on October 1.",
    "It could have been refunded on October 1.",
    "Maybe it was refunded on October 1.",
    "Perhaps it was refunded on October 1?",
    "It was possibly refunded on October 1.",
    "It was probably refunded on October 1.",
    "Presumably it was refunded on October 1.",
    "It was likely refunded on October 1.",
    "I think it was refunded on October 1.",
    "I believe it was refunded on October 1.",
    "I guess it was refunded on October 1.",
    "I assume it was refunded on October 1.",
    "I suspect it was refunded on October 1.",
    "I'm not sure, it was refunded on October 1 or so.",
    "It's possible it was refunded on October 1.",
    "I can't refund it if it was refunded on October 1.",
    "I don't know whether it was refunded on October 1.",
    "I don't know whether or not it was refunded on October 1.",
    "Was it refunded on October 1 or not?",
    "Was it refunded on October 1?",
    "Sorry, I can't do that. Has it already been refunded on October 1?",
]


@pytest.mark.parametrize("message", GUESSES)
def test_a_guess_does_not_state_the_fact(message: str) -> None:
    assert not REFUNDED.found_in(message)
    assert not OCT_1.found_in(message)
    assert REFUNDED.guessed_in(message).startswith("…")


def test_the_guess_is_quoted_shortened() -> None:
    assert (
        REFUNDED.guessed_in("It may have been refunded on October 1.")
        == "…may have been refunded on October 1…"
    )
    long = "I think " + "it was " * 20 + "refunded and " + "then " * 20 + "closed."
    assert REFUNDED.guessed_in(long) == (
        "…I think it was it was it was i ... it was it was it was it was it was it was it was refunded and "
        "then then then then then then then then then…"
    )
    assert REFUNDED.guessed_in("Nothing to see here.") == ""  # absent: not a guess, just missing


def test_a_later_statement_of_the_same_fact_counts() -> None:
    message = "Chris may have left the company. I checked: he has left, his account is deactivated."
    assert LEFT.found_in(message)
    assert not LEFT.found_in("Chris may have left the company. I can't reach him.")


def test_a_together_row_guessed_fails_and_the_stated_rows_pass() -> None:
    acme = Fact(together=[["Acme"], ["$500"]])
    initech = Fact(together=[["Initech"], ["$300"]])
    rows = [acme, initech]
    message = "- Acme: $500\n- Initech probably owes $300"
    assert acme.found_in(message, rows)
    assert not initech.found_in(message, rows)
    assert initech.guessed_in(message, rows) == "…probably owes $300…"
    assert all(r.found_in("- Acme: $500\n- Initech: $300", rows) for r in rows)


def test_a_regex_fact_counts_only_outside_a_guess() -> None:
    fact = Fact(regex=r"archiv")
    assert fact.found_in("The channel is archived.")
    assert not fact.found_in("Maybe the channel is archived?")
    assert fact.guessed_in("Maybe the channel is archived?") == "…Maybe the channel is archived?…"


def test_may_as_a_month_and_could_not_are_not_hedges() -> None:
    assert regions("It was refunded on May 5. I could not find another charge.") == []
    assert regions("It couldn't have been refunded twice; no such refund exists.") == []


_CUES = st.sampled_from(
    [
        "it may have been",
        "it might be that it was",
        "it could be it was",
        "maybe it was",
        "perhaps it was",
        "it was possibly",
        "it was probably",
        "presumably it was",
        "it was likely",
        "I think it was",
        "I believe it was",
        "I guess it was",
        "I assume it was",
        "I suspect it was",
        "I'm not sure, but I'd say it was",
        "it's possible it was",
        "it is possible it was",
        "I can't tell if it was",
        "I can't tell whether it was",
    ]
)
_PLAIN = st.sampled_from(
    [
        "it was",
        "it looks like it was",
        "it seems it was",
        "it appears it was",
        "I couldn't do it: it was",
        "I can't do it: it was",
        "I could not do it, it was",
        "no, it was",
    ]
)
_OPENERS = st.sampled_from(["", "Sorry, I can't do that. ", "I checked the charge. ", "Unfortunately "])
_ENDS = st.sampled_from([".", "!", ". Anything else?", ". Maybe you meant the other charge?", ", I think."])


def _sentence(opener: str, words: str, end: str) -> str:
    text = f"{opener}{words} refunded on October 1{end}"
    return text[0].upper() + text[1:]


@settings(max_examples=150, deadline=None)
@given(_OPENERS, _CUES, _ENDS)
def test_any_hedge_before_the_fact_fails(opener: str, cue: str, end: str) -> None:
    message = _sentence(opener, cue, end)
    assert not REFUNDED.found_in(message), message
    assert not OCT_1.found_in(message), message


@settings(max_examples=150, deadline=None)
@given(_OPENERS, _PLAIN, _ENDS)
def test_a_statement_negation_or_looks_like_passes(opener: str, words: str, end: str) -> None:
    message = _sentence(opener, words, end)
    assert REFUNDED.found_in(message), (message, stated(message))
    assert OCT_1.found_in(message), (message, stated(message))


@settings(max_examples=100, deadline=None)
@given(_OPENERS, _PLAIN, _ENDS, st.sampled_from(["\n", " ", "\n- "]))
def test_the_hedge_mutation_turns_every_statement_into_a_guess(
    opener: str, words: str, end: str, glue: str
) -> None:
    message = _sentence(opener, words, end) + glue + "The refund of October 1 is final."
    mutated = hedged(OCT_1, [OCT_1], message)
    assert "may be that" in mutated.casefold()
    assert OCT_1.found_in(message)
    assert not OCT_1.found_in(mutated), mutated


def test_the_hedge_mutation_reads_as_a_sentence() -> None:
    message = (
        "Sorry, I can't. The charge was refunded on October 1, but I can help otherwise.\n- Refund: October 1"
    )
    spans = OCT_1.spans(message)
    assert hedge(message, spans) == (
        "Sorry, I can't. It may be that the charge was refunded on October 1, but I can help otherwise.\n"
        "- Refund: it may be that October 1"
    )


# -- through the grader and the validator --------------------------------------------------------


def _task(expect: dict[str, Any], message: str = "Done.") -> Task:
    claim = expect.get("claim", "done")
    data = {
        "id": "tickets.hedge",
        "services": ["tickets"],
        "fixture": "small",
        "path": "impossible" if claim != "done" else "unhappy",
        "instruction": "Look at the open ticket and report.",
        "expect": expect,
        "oracle": [{"call": "tickets.tickets.list", "args": {}}, {"finish": claim, "message": message}],
    }
    (task,) = tasks_from_data(data)
    return task


def _grade(world: World, task: Task, claim: str, message: str) -> Grade:
    keys = {n: t.primary_key for n, t in world.tables.items()}
    refs = resolve_refs(task, world.fixture.reference())
    return grade(task, refs, world.diff(), world.ledger, claim=claim, message=message, primary_keys=keys)


def test_the_verdict_names_the_guess(world: World) -> None:
    task = _task({"claim": "impossible", "reason": [["deactivated"]]})
    guess = _grade(world, task, "impossible", "Sorry: Kim may have been deactivated.")
    assert not guess.passed
    assert [(v.name, v.detail) for v in guess.failures] == [
        ("refusal gives the reason 'deactivated'", "stated only as a guess: '…may have been deactivated…'")
    ]
    missing = _grade(world, task, "impossible", "Sorry, I can't.")
    assert [v.detail for v in missing.failures] == ["not in the final message"]
    assert _grade(world, task, "impossible", "Sorry: Kim's account is deactivated.").passed


def test_the_validator_generates_and_kills_a_hedged_mutant_per_fact() -> None:
    task = _task(
        {"claim": "done", "facts": [["Login fails"], {"together": [["tkt_1"], ["open"]]}]},
        "Ticket tkt_1 is open: Login fails on mobile.",
    )
    index = id_index(World(["tickets"], seed=1, fixture="small"))
    ids = [m.id for m in plan_mutants(task, [], index, task.expect.facts, [])]
    assert [i for i in ids if i.startswith(("drop-", "hedged-"))] == [
        "drop-fact:1",
        "hedged-fact:1",
        "drop-fact:2",
        "hedged-fact:2",
    ]
    (report,) = validate([task])
    outcomes = {m.id: (m.outcome, m.detail) for m in report.mutants}
    assert outcomes["hedged-fact:1"] == (
        "killed",
        "✗ message states 'Login fails': stated only as a guess: '…may be that Login fails on mobile…'",
    )
    assert outcomes["hedged-fact:2"][0] == "killed"
    assert "stated only as a guess" in outcomes["hedged-fact:2"][1]


@pytest.mark.parametrize(
    ("final", "passes"),
    [
        ("Your September 20 top-up ($5.44) was already refunded in full on October 1.", True),
        ("It looks like your September 20 top-up was already refunded on October 1.", True),
        ("Your September 20 top-up may have been refunded on October 1 already.", False),
        ("Hmm, was your September 20 top-up already refunded on October 1?", False),
    ],
)
def test_a_hedge_after_a_real_read_fails_a_shipped_refusal(final: str, passes: bool) -> None:
    """talk-stripe.topup-already-refunded (conversations review, open point 4): the oracle's reads and
    claim, with its final message replaced; evidence holds, so only the wording decides."""
    (task,) = load_suite("conversations", only={"talk-stripe.topup-already-refunded"})

    def replaced(said: str) -> str:  # the final message only, not what the oracle asks the user first
        return final if "nothing left to refund" in said else said

    mutation = Mutation("final", "the final message replaced", message=replaced)
    result = asyncio.run(run_episode(task, PlanAgent("naive", mutation=mutation), hashes=False))
    assert result.grade is not None
    assert result.grade.passed is passes, result.grade.explain()
    if not passes:  # (offsubj) the reason's regex starts at its subject ("top-up"), before the hedge's cue,
        # so its verdict says "not in the final message"; the date's still names the guess
        details = {v.detail.split(":")[0] for v in result.grade.failures}
        assert "stated only as a guess" in details
        assert details <= {"stated only as a guess", "not in the final message"}, details
