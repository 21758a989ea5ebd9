"""``expect.evidence``: a refusal's reason counts only when the agent received what proves it.

The format's validation errors, the grader's verdicts (grounded, ungrounded, a response lost to a fault,
a 404 as the evidence of an absence, what the user said), what ``shows`` finds in a body, and the
validator's control that replays a refusing oracle's own words with zero calls.
"""

from __future__ import annotations

import asyncio
import re
import sys
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from tests.faults.helpers import with_plan
from toolproof.agents.run import prepare
from toolproof.runs.validation import UNGROUNDED, UNGROUNDED_REPORT, render_table, summarise, validate_task
from toolproof.tasks.conversation import Transcript, Turn
from toolproof.tasks.evidence import Evidence, shows, shows_any
from toolproof.tasks.grader import Grade, grade
from toolproof.tasks.model import Expectations, Task
from toolproof.world import World

EMAIL = "lukasznakamura87@corp.example.io"
SUB = "sub_bs4ujeGAEj2dAwayklUtqGI7"  # his only subscription, cancelled on August 30
MESSAGE = "His Enterprise subscription was already cancelled on August 30: nothing to cancel."


def task_data(**expect: Any) -> dict[str, Any]:
    """A refusal task on the default Stripe fixture: the subscription is cancelled already."""
    return {
        "id": "evidence.cancel-cancelled",
        "services": ["stripe"],
        "path": "impossible",
        "instruction": f"Cancel the Enterprise subscription of the customer with e-mail {EMAIL}.",
        "refs": {
            "customer": {"table": "stripe_customers", "where": {"email": EMAIL}},
            "sub": {"table": "stripe_subscriptions", "where": {"customer": "{customer}"}},
        },
        "expect": {
            "claim": "impossible",
            "reason": [{"label": "already cancelled", "any": ["already cancelled", "already canceled"]}],
            **expect,
        },
        "oracle": [
            {
                "call": "stripe.customers.list",
                "args": {"email": EMAIL},
                "save": "customer",
                "pick": {"from": "data", "where": {"email": EMAIL}},
            },
            {"call": "stripe.subscriptions.list", "args": {"customer": "{customer.id}", "status": "all"}},
            {"finish": "impossible", "message": MESSAGE},
        ],
        "wrong": [
            {
                "name": "cancel-it-anyway",
                "description": "cancels without reading anything",
                "steps": [
                    {"call": "stripe.subscriptions.cancel", "args": {"subscription_exposed_id": "sub_x"}},
                    {"finish": "done", "message": "Cancelled."},
                ],
            }
        ],
    }


SEEN = [{"label": "read his cancelled subscription", "seen": ["{sub}"]}]
GROUNDED = "refusal is grounded: read his cancelled subscription"


def make(**expect: Any) -> Task:
    return Task.model_validate(task_data(**expect))


def graded(task: Task, world: World, refs: dict[str, Any], claim: str = "impossible", **kw: Any) -> Grade:
    return grade(task, refs, world.diff(), world.ledger, claim=claim, message=MESSAGE, **kw)


def verdict(result: Grade, name: str) -> tuple[bool, str]:
    found = [v for v in result.verdicts if v.name == name]
    assert len(found) == 1, [v.name for v in result.verdicts]
    return found[0].passed, found[0].detail


@pytest.fixture(scope="module")
def task() -> Task:
    return make(evidence=SEEN)


@pytest.fixture
def world_refs(task: Task) -> tuple[World, dict[str, Any]]:
    return prepare(task)


# -- the format ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("expect", "message"),
    [
        ({"evidence": [{"label": "nothing"}]}, "an evidence item needs 'seen'"),
        ({"evidence": [{"seen": [""]}]}, "a seen value may not be empty"),
        ({"evidence": [{"calls": [" "]}]}, "a calls pattern may not be empty"),
        ({"evidence": [{"seen": [{"id": 1}]}]}, "a seen value is a string or a number, not dict"),
        ({"evidence": [{"seen": [True]}]}, "a seen value is a string or a number, not bool"),
        ({"evidence": [{"seen": ["x"], "label": "x", "extra": 1}]}, "Extra inputs are not permitted"),
        (
            {"evidence": [{"calls": ["stripe.*"]}], "no_evidence_because": "policy"},
            "'evidence' and 'no_evidence_because' exclude each other",
        ),
        ({"no_evidence_because": ""}, "at least 1 character"),
    ],
)
def test_malformed_evidence_is_a_load_error(expect: dict[str, Any], message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        Expectations.model_validate({"claim": "impossible", "reason": ["cancelled"], **expect})


def test_evidence_belongs_to_tasks_that_accept_a_refusal() -> None:
    for extra in ({"evidence": [{"calls": ["x.*"]}]}, {"no_evidence_because": "policy"}):
        with pytest.raises(ValidationError, match="ground a refusal; this task accepts only 'done'"):
            Expectations.model_validate({"claim": "done", **extra})
    both = Expectations.model_validate(
        {"claim": ["done", "need_info"], "reason": ["which"], "evidence": [{"calls": ["x.*"]}]}
    )
    assert [p.op for p in both.evidence[0].calls] == ["x.*"]


def test_evidence_names_only_refs_and_as_names() -> None:
    with pytest.raises(ValidationError, match=r"evidence 'typo' uses \{subb\}: not a ref or an 'as' name"):
        make(evidence=[{"label": "typo", "seen": ["{subb}"]}])


def test_a_number_and_a_lone_value_are_values_as_text() -> None:
    item = Evidence.model_validate({"seen": 25035})
    assert item.seen == ["25035"]
    assert Evidence.model_validate({"seen": [2.0, "x"]}).seen == ["2", "x"]
    assert item.name() == "received 25035"
    assert Evidence.model_validate({"calls": ["a.*", "b"]}).name() == "called a.* / b"


# -- the grader ------------------------------------------------------------------------------------


def test_zero_calls_with_the_true_reason_fail_only_with_evidence(
    world_refs: tuple[World, dict[str, Any]],
) -> None:
    world, refs = world_refs
    assert graded(make(), world, refs).passed  # the defect: words alone pass
    result = graded(make(evidence=SEEN), world, refs)
    assert not result.passed
    assert verdict(result, GROUNDED) == (
        False,
        f"the agent never received {SUB} (0 response(s) received of 0 call(s))",
    )
    assert [v.name for v in result.failures] == [GROUNDED]


def test_the_oracles_reads_ground_it(task: Task, world_refs: tuple[World, dict[str, Any]]) -> None:
    world, refs = world_refs
    customer = world.call("stripe.customers.list", {"email": EMAIL}).body["data"][0]["id"]
    listed = world.call("stripe.subscriptions.list", {"customer": customer, "status": "all"})
    assert [s["id"] for s in listed.body["data"]] == [SUB]
    result = graded(task, world, refs)
    assert verdict(result, GROUNDED) == (True, "")
    assert result.passed


def test_only_a_refusal_is_asked_for_evidence(task: Task, world_refs: tuple[World, dict[str, Any]]) -> None:
    world, refs = world_refs
    result = graded(task, world, refs, claim="done")
    assert GROUNDED not in [v.name for v in result.verdicts]


def test_a_read_of_something_else_is_not_evidence(
    task: Task, world_refs: tuple[World, dict[str, Any]]
) -> None:
    world, refs = world_refs
    world.call("stripe.customers.list", {"email": EMAIL})
    world.call("stripe.subscriptions.list", {"customer": refs["customer"]})  # active only: not his
    passed, detail = verdict(graded(task, world, refs), GROUNDED)
    assert (passed, detail) == (
        False,
        f"the agent never received {SUB} (2 response(s) received of 2 call(s))",
    )


def test_a_response_lost_after_the_read_was_not_seen(
    task: Task, world_refs: tuple[World, dict[str, Any]]
) -> None:
    world, refs = world_refs
    with_plan(
        world,
        {
            "operation": "stripe.subscriptions.retrieve",
            "nth": 1,
            "fault": {"kind": "transport", "fault": "timeout"},
        },
    )
    lost = world.call("stripe.subscriptions.retrieve", {"subscription_exposed_id": SUB})
    assert lost.transport_fault == "timeout"
    assert world.ledger[-1].delivered is False
    assert verdict(graded(task, world, refs), GROUNDED)[0] is False
    again = world.call("stripe.subscriptions.retrieve", {"subscription_exposed_id": SUB})
    assert again.status == 200
    assert verdict(graded(task, world, refs), GROUNDED) == (True, "")


def test_an_error_response_is_not_seen_even_if_it_names_the_value(
    task: Task, world_refs: tuple[World, dict[str, Any]]
) -> None:
    world, refs = world_refs
    refused = world.call("stripe.subscriptions.cancel", {"subscription_exposed_id": SUB})
    assert refused.status == 404
    assert SUB in refused.body["error"]["message"]
    assert verdict(graded(task, world, refs), GROUNDED)[0] is False


def test_a_404_is_the_evidence_of_an_absence(world_refs: tuple[World, dict[str, Any]]) -> None:
    world, refs = world_refs
    looked = make(
        evidence=[{"label": "looked the subscription up", "calls": ["stripe.subscriptions.retrieve"]}]
    )
    name = "refusal is grounded: looked the subscription up"
    assert verdict(graded(looked, world, refs), name) == (
        False,
        "no answered call of stripe.subscriptions.retrieve (0 attempted)",
    )
    invalid = world.call("stripe.subscriptions.retrieve", {"subscription_exposed_id": ["sub_nope"]})
    assert invalid.status == 400
    assert world.ledger[-1].outcome == "invalid"
    assert verdict(graded(looked, world, refs), name) == (
        False,
        "no answered call of stripe.subscriptions.retrieve (1 attempted)",
    )
    missing = world.call("stripe.subscriptions.retrieve", {"subscription_exposed_id": "sub_nope"})
    assert missing.status == 404
    assert missing.body["error"]["code"] == "resource_missing"
    assert verdict(graded(looked, world, refs), name) == (True, "")


LOOKED_HIM_UP = {
    "label": "looked him up",
    "calls": [
        {"op": "stripe.customers.list", "params": {"email": "{customer_email}"}},
        {"op": "stripe.customers.search", "params": {"query": {"regex": "(?i)nakamura"}}},
    ],
}
LOOKED = "refusal is grounded: looked him up"


def _looked_up(world: World, refs: dict[str, Any]) -> tuple[bool, str]:
    """The verdict of an item whose params are filled from a ref (his e-mail, as the state has it)."""
    data = task_data(evidence=[LOOKED_HIM_UP])
    data["refs"]["customer_email"] = {
        "table": "stripe_customers",
        "where": {"email": EMAIL},
        "field": "email",
    }
    return verdict(graded(Task.model_validate(data), world, {**refs, "customer_email": EMAIL}), LOOKED)


def test_a_lookup_of_something_else_is_not_evidence_of_an_absence(
    world_refs: tuple[World, dict[str, Any]],
) -> None:
    world, refs = world_refs
    assert world.call("stripe.customers.list", {"email": "someone.else@example.com"}).status == 200
    assert world.call("stripe.customers.search", {"query": "name:'Grace Hopper'"}).status == 200
    assert world.call("stripe.customers.list", {}).status == 200
    assert _looked_up(world, refs) == (
        False,
        f"no answered call of stripe.customers.list(email={EMAIL!r}), "
        "stripe.customers.search(query regex '(?i)nakamura') (0 attempted, 3 asking for something else)",
    )
    assert world.call("stripe.customers.search", {"query": "name~'Nakamura'"}).status == 200
    assert _looked_up(world, refs) == (True, "")


def test_a_filled_params_template_compares_like_changes_do(world_refs: tuple[World, dict[str, Any]]) -> None:
    world, refs = world_refs
    assert world.call("stripe.customers.list", {"email": EMAIL.upper()}).status == 200  # e-mail: any case
    assert _looked_up(world, refs) == (True, "")


def test_a_plain_calls_pattern_is_still_any_call_of_the_operation() -> None:
    item = Evidence.model_validate({"calls": ["stripe.customers.*", {"op": "box.search.query"}]})
    assert [(p.op, p.params) for p in item.calls] == [("stripe.customers.*", {}), ("box.search.query", {})]
    assert item.name() == "called stripe.customers.* / box.search.query"


@pytest.mark.parametrize(
    ("calls", "message"),
    [
        ([{"op": "box.search.query", "params": {"query": {"regex": "("}}}], "bad regex"),
        ([{"op": "box.search.query", "param": {}}], "Extra inputs are not permitted"),
        ([{"op": " ", "params": {"query": "x"}}], "a calls pattern may not be empty"),
        ([{"params": {"query": "x"}}], "op"),
    ],
)
def test_a_malformed_params_predicate_is_a_load_error(calls: list[Any], message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        Evidence.model_validate({"calls": calls})


_WORDS = st.text(alphabet="abcdefghijklmnopqrstuvwxyz ", min_size=0, max_size=20)


@settings(max_examples=80, deadline=None)
@given(before=_WORDS, after=_WORDS, other=_WORDS)
def test_a_search_counts_exactly_when_it_asks_for_the_thing(before: str, after: str, other: str) -> None:
    from toolproof.world.ledger import LedgerEntry

    item = Evidence.model_validate(
        {"calls": [{"op": "box.search.*", "params": {"query": {"regex": "(?i)order"}}}]}
    )

    def entry(query: str) -> LedgerEntry:
        return LedgerEntry(0, 0.0, "box.search.query", {"query": query}, 200, "ok", False, False)

    assert item.check([entry(before + "Order" + after)])[0] is True
    assert item.check([entry(other)])[0] is ("order" in other)


def test_an_injected_error_is_not_an_answer(world_refs: tuple[World, dict[str, Any]]) -> None:
    world, refs = world_refs
    looked = make(evidence=[{"label": "searched", "calls": ["stripe.customers.*"]}])
    with_plan(
        world, {"operation": "stripe.customers.list", "nth": 1, "fault": {"kind": "error", "status": 404}}
    )
    assert world.call("stripe.customers.list", {"email": EMAIL}).status == 404
    assert world.ledger[-1].outcome == "fault"
    assert verdict(graded(looked, world, refs), "refusal is grounded: searched")[0] is False
    assert world.call("stripe.customers.list", {"email": EMAIL}).status == 200
    assert verdict(graded(looked, world, refs), "refusal is grounded: searched") == (True, "")


def test_what_the_user_said_grounds_a_seen_value(world_refs: tuple[World, dict[str, Any]]) -> None:
    world, refs = world_refs
    told = make(evidence=[{"label": "heard the address", "seen": ["jordan.lee@client.example"]}])
    name = "refusal is grounded: heard the address"
    transcript = Transcript([Turn("agent", "What's Jordan's address?", 0, question=True)])
    assert verdict(graded(told, world, refs, transcript=transcript), name) == (
        False,
        "the agent never received jordan.lee@client.example (0 response(s) received of 0 call(s) "
        "or from the user (0 message(s)))",
    )
    transcript.turns.append(Turn("user", "It's jordan.lee@client.example.", 0))
    assert verdict(graded(told, world, refs, transcript=transcript), name) == (True, "")


def test_an_unresolved_placeholder_fails_with_its_name(world_refs: tuple[World, dict[str, Any]]) -> None:
    world, refs = world_refs
    task = make(evidence=SEEN)
    passed, detail = verdict(graded(task, world, {k: v for k, v in refs.items() if k != "sub"}), GROUNDED)
    assert (passed, detail) == (False, "depends on {sub}, which the state does not show")


# -- what a body shows -----------------------------------------------------------------------------


def test_shows_finds_values_as_whole_tokens() -> None:
    body = {
        "data": [{"id": "cus_12", "url": "/v1/customers/cus_12/x", "n": 25035, "f": 2.0}],
        "has_more": False,
    }
    assert shows(body, "cus_12")
    assert not shows(body, "cus_1")
    assert shows(body, "25035")
    assert shows(body, "2")
    assert shows({"Ravi Kumar (Support)": 1}, "Ravi Kumar (Support)")
    assert shows("Posted by Jake Thompson yesterday", "jake thompson")
    assert not shows(body, "False")
    assert shows(b'{"id": "file_9"}', "file_9")


_SAFE = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789_", min_size=3, max_size=12)


@settings(max_examples=60, deadline=None)
@given(value=_SAFE, path=st.lists(st.sampled_from(["data", "items", "0", "object"]), max_size=4), pad=_SAFE)
def test_a_value_anywhere_is_found_and_a_longer_id_is_not(value: str, path: list[str], pad: str) -> None:
    body: Any = {"before": f"see {value}, please"}
    for key in reversed(path):
        body = [body] if key == "0" else {key: body}
    assert shows(body, value)
    assert shows({"x": [None, True, value]}, value)
    assert not shows({"x": value + pad, "y": pad + value}, value)


_LEAF_TEXT = st.text(
    alphabet=st.sampled_from(list('aAbBkKsS_-. 1290"\\\u017f\u212a\u0130\u00e9\n')), max_size=10
)
_LEAVES = st.one_of(
    st.none(), st.booleans(), st.integers(-(10**20), 10**20),
    st.floats(allow_nan=True, allow_infinity=True), st.sampled_from([1e16, 3.0, -0.0, 1e22, 2.5]),
    _LEAF_TEXT,
)  # fmt: skip
_BODIES = st.recursive(
    _LEAVES,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.tuples(inner, inner),
        st.dictionaries(st.one_of(_LEAF_TEXT, st.integers(0, 99)), inner, max_size=4),
    ),
    max_leaves=12,
)


@settings(max_examples=400, deadline=None)
@given(body=st.one_of(_BODIES, st.binary(max_size=8)), values=st.lists(_LEAF_TEXT, min_size=1, max_size=3))
def test_the_text_test_answers_as_the_walk_does(body: Any, values: list[str]) -> None:
    """shows_any rules values out from the body's JSON text first: never one the walk would find (the
    Kelvin sign and the long s match k and s ignoring case, an integral float 1e16 shows 10…0)."""
    for leaf in body if isinstance(body, list) else [body]:
        if isinstance(leaf, float) and leaf.is_integer():
            values.append(str(int(leaf)))  # how shows reads an integral float
        elif not isinstance(leaf, list | dict | tuple | bytes):
            values.append(str(leaf))
    assert shows_any(body, values) == any(shows(body, v) for v in values)
    for value in values:
        assert shows_any(body, [value]) == shows(body, value)


#: Texts the JSON text alone decides (no character JSON escapes): the separators ``: `` and ``, ``,
#: quotes' neighbours, case, token edges and number-like words, as keys and as values.
_PLAIN_TEXT = st.text(
    alphabet=st.sampled_from(list("aAkK_-.: ,1e5{}[]\u00e9")), max_size=8
) | st.sampled_from(
    ["inf", "nan", "1.5", "2e-05", "-2.5", "true", "null", "a: b", "a, b", "k", "K", ": ", ", "]
)
_PLAIN_BODIES = st.recursive(
    st.one_of(
        st.none(), st.booleans(), st.integers(-99, 99), st.sampled_from([1.5, -2.5, 2e-05]), _PLAIN_TEXT
    ),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(_PLAIN_TEXT, inner, max_size=4)),
    max_leaves=12,
)


@settings(max_examples=500, deadline=None)
@given(body=_PLAIN_BODIES, values=st.lists(_PLAIN_TEXT, min_size=1, max_size=3))
def test_the_text_alone_answers_as_the_walk_does(body: Any, values: list[str]) -> None:
    """Where the body's text has no escape, shows_any answers from it (a token inside a string value,
    not a key): the same answer as the walk, for keys, values and their pieces too."""
    texts = [body] if isinstance(body, str) else []
    if isinstance(body, dict):
        texts += [*body, *(v for v in body.values() if isinstance(v, str))]
    for text in texts:
        values += [text, *text.split(), text.upper()]
    for value in values:
        assert shows_any(body, [value]) == shows(body, value), value


def test_the_text_decides_tokens_in_values_not_in_keys() -> None:
    assert shows_any({"note": "paid by cus_1, today"}, ["cus_1"])
    assert not shows_any({"cus_1 note": "x"}, ["cus_1"])  # a token in a key is not shown
    assert shows_any({"cus_1": "x"}, ["cus_1"])  # a key equal to it is (the walk says)
    assert not shows_any({"a": "cus_1x", "b": "xcus_1"}, ["cus_1"])
    assert shows_any(["A: Cus_1"], ["cus_1"])
    assert not shows_any({"n": -1.5}, ["1.5"])  # -1.5 does not show 1.5
    assert shows_any({"n": 1.5}, ["1.5"])


def test_only_four_characters_beyond_ascii_match_an_ascii_one_ignoring_case() -> None:
    """What the text test relies on for non-ASCII bodies: no other code point matches ASCII text."""
    beyond = "".join(chr(c) for c in range(128, sys.maxunicode + 1) if not 0xD800 <= c < 0xE000)
    found = {c for a in map(chr, range(128)) for c in re.findall(re.escape(a), beyond, re.IGNORECASE)}
    assert found == {"\u0130", "\u0131", "\u017f", "\u212a"}


def test_the_text_test_leaves_what_it_cannot_rule_out_to_the_walk() -> None:
    assert shows_any({"n": 1e16}, ["10000000000000000"])  # the text says 1e+16
    assert shows_any({"who": "\u212aate"}, ["kate"])  # the Kelvin sign is a k, ignoring case
    assert shows_any(["Mo\u017fes"], ["moses"])  # and the long s an s
    assert shows_any({"who": "moses"}, ["mo\u017fes"])  # both ways
    assert shows_any({"who": "Jos\u00e9 Kate"}, ["josé kate", "JOSÉ"])  # beyond ASCII, lower() will do
    assert shows_any({"who": "Jos\u00e9 \u212aate"}, ["kate"])
    assert shows_any({"q": 'say "hi"'}, ['"hi"'])
    assert shows_any(b"file_9 ready", ["file_9"])  # bytes are no JSON: walked
    assert not shows_any({"id": "cus_12"}, ["cus_1", "12"])


# -- the validator's control -----------------------------------------------------------------------


def _check(task: Task) -> tuple[bool, str]:
    report = asyncio.run(validate_task(task))
    found = [c for c in report.checks if c.name == UNGROUNDED]
    assert len(found) == 1
    summary = summarise([report])
    assert summary.refusal_tasks == 1
    assert summary.ungrounded_refusals == (0 if found[0].ok else 1)
    assert f"ungrounded refusals: {summary.ungrounded_refusals}/1" in render_table([report])
    return found[0].ok, found[0].detail


#: (lead69) the instruction's own words for the subscription's state: since grounded40, a status said that no
#: text of the episode holds ("already cancelled" with no read) fails on its own, which would ground the
#: refusal below without any evidence and hide the control's negative branch
MAYBE_CANCELLED = " It may have been cancelled already."


def _status_told(data: dict[str, Any]) -> Task:
    return Task.model_validate({**data, "instruction": data["instruction"] + MAYBE_CANCELLED})


def test_the_control_flags_a_refusal_without_evidence_and_passes_one_with_it() -> None:
    assert _check(make()) == (True, "")  # the status said unread fails the zero-call replay (grounded40)
    assert _check(_status_told(task_data())) == (
        False,
        "ungrounded refusal: the oracle's message passes without a single read; add expect.evidence",
    )
    assert _check(make(evidence=SEEN)) == (True, "")
    why = "the instruction says the subscription was cancelled"
    assert _check(_status_told(task_data(no_evidence_because=why))) == (
        True,
        f"passes; no evidence needed: {why}",
    )


def test_an_episode_keeps_the_responses_its_grade_reads() -> None:
    """Every task's final message (a report, a refusal's reason, a question: gtmut9) has its amounts,
    dates and times checked against the responses the agent received, so every task's episode keeps
    them, with evidence or without."""
    for task in (make(evidence=SEEN), make(), make(evidence=[{"calls": ["stripe.*"]}])):
        kept, _ = prepare(task)
        assert kept.keep_responses is True
        kept.call("stripe.customers.list", {"email": EMAIL})
        assert kept.ledger[-1].response.body["data"][0]["email"] == EMAIL


def test_the_guides_evidence_example_is_valid() -> None:
    import re
    from pathlib import Path

    import yaml

    guide = Path(__file__).resolve().parents[2] / "src" / "toolproof" / "docs" / "writing-tasks.md"
    blocks = re.findall(r"  ```yaml\n(.*?)  ```", guide.read_text(encoding="utf-8"), re.S)
    example = next(b for b in blocks if "evidence:" in b)
    data = yaml.safe_load(re.sub(r"^  ", "", example, flags=re.M))
    expect = Expectations.model_validate(data["expect"])
    assert [(e.name(), e.seen, [p.name() for p in e.calls]) for e in expect.evidence] == [
        ("read Kite & Co's subscription", ["{kite_sub}"], []),
        (
            "looked Kite & Co up (by e-mail or name)",
            [],
            [
                "stripe.customers.list(email='ap@kite.example')",
                "stripe.customers.search(query regex '(?i)kite')",
            ],
        ),
    ]


# -- evidence on done reports ----------------------------------------------------------------------

REPORT_MESSAGE = "Nothing to do: his Enterprise subscription was already cancelled on August 30."


def report_data(**expect: Any) -> dict[str, Any]:
    """The same world, asked as a check: claiming done with the fact is the right answer."""
    data = task_data()
    data["id"] = "evidence.report-cancelled"
    data["path"] = "unhappy"
    data["instruction"] = f"Make sure the customer with e-mail {EMAIL} no longer has an active subscription."
    data["expect"] = {
        "claim": "done",
        "facts": [{"label": "already cancelled", "any": ["already cancelled"]}],
    }
    data["expect"].update(expect)
    data["oracle"][-1] = {"finish": "done", "message": REPORT_MESSAGE}
    return data


REPORT_SEEN = [{"label": "read his cancelled subscription", "seen": ["{sub}"], "for": ["done"]}]
REPORTED = "report is grounded: read his cancelled subscription"


def test_an_item_for_done_is_allowed_where_only_done_is_accepted() -> None:
    task = Task.model_validate(report_data(evidence=REPORT_SEEN))
    assert task.expect.evidence[0].for_ == ["done"]
    with pytest.raises(ValidationError, match="ground a refusal; this task accepts only 'done'"):
        Task.model_validate(report_data(evidence=[{"seen": ["{sub}"]}]))
    with pytest.raises(ValidationError, match="is for need_info, a claim this task does not accept"):
        Task.model_validate(report_data(evidence=[{"seen": ["{sub}"], "for": ["done", "need_info"]}]))
    with pytest.raises(ValidationError, match="'for' lists each claim the item grounds once"):
        Evidence.model_validate({"seen": ["x"], "for": []})


def test_a_done_report_is_asked_for_the_items_for_done(world_refs: tuple[World, dict[str, Any]]) -> None:
    world, refs = world_refs
    task = Task.model_validate(report_data(evidence=REPORT_SEEN))

    def report() -> Grade:
        return grade(task, refs, world.diff(), world.ledger, claim="done", message=REPORT_MESSAGE)

    assert verdict(report(), REPORTED) == (
        False,
        f"the agent never received {SUB} (0 response(s) received of 0 call(s))",
    )
    customer = world.call("stripe.customers.list", {"email": EMAIL}).body["data"][0]["id"]
    world.call("stripe.subscriptions.list", {"customer": customer, "status": "all"})
    assert verdict(report(), REPORTED) == (True, "")
    assert report().passed


def test_an_item_for_every_claim_names_each_verdict_by_the_claim(
    world_refs: tuple[World, dict[str, Any]],
) -> None:
    world, refs = world_refs
    data = task_data(evidence=[{**SEEN[0], "for": ["done", "impossible"]}])
    data["expect"]["claim"] = ["impossible", "done"]
    data["path"] = "unhappy"
    task = Task.model_validate(data)
    names = {c: [v.name for v in graded(task, world, refs, claim=c).failures] for c in ("done", "impossible")}
    assert names == {
        "done": ["report is grounded: read his cancelled subscription"],
        "impossible": [GROUNDED],
    }


def test_the_control_flags_a_done_report_without_evidence() -> None:
    def check(task: Task) -> tuple[bool, str]:
        report = asyncio.run(validate_task(task))
        found = [c for c in report.checks if c.name == UNGROUNDED_REPORT]
        assert len(found) == 1
        return found[0].ok, found[0].detail

    assert check(_status_told(report_data())) == (
        False,
        "ungrounded report: the oracle's done message passes without a single read; add expect.evidence "
        "with for: [done]",
    )
    assert check(Task.model_validate(report_data(evidence=REPORT_SEEN))) == (True, "")
