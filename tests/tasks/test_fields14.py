"""(fields14) Field values said in words that no service declared before: a Box user's job title (free
text, the world's titles its members), a Linear issue's workflow state (joined by ``state_id``), Stripe
statuses said without the word "status", a payment intent's cancellation reason and a refund's reason,
"X is accepted" of a Calendar attendee, and booleans said in words (a subscription's
``cancel_at_period_end``, a Slack reminder's ``recurring``). Each: the right value passes, the wrong one
fails with its exact reason, a denied one states nothing."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from toolproof.runs.row_field_mutants import row_field_mutants
from toolproof.runs.value_mutants import wrong_enum_mutants
from toolproof.service.names import Named
from toolproof.services.box.stated import JOB_TITLE
from toolproof.services.linear.stated import STATE, STATE_NAMES
from toolproof.tasks import enums
from toolproof.tasks.names import NameIndex, joined, worded
from toolproof.tasks.row_fields import false_row_fields
from toolproof.tasks.row_values import Episode

# --- a Linear issue's workflow state, read through its join -------------------------------------------

_LINEAR: dict[str, list[dict[str, Any]]] = {
    "linear_issues": [
        {"id": "i1", "identifier": "ENG-1", "title": "Okta SAML login loops", "state_id": "s-todo"},
        {"id": "i2", "identifier": "ENG-2", "title": "Safari renderer blocks", "state_id": "s-review"},
    ],
    "linear_states": [
        {"id": "s-todo", "name": "Todo"},
        {"id": "s-progress", "name": "In Progress"},
        {"id": "s-review", "name": "In Review"},
        {"id": "s-done", "name": "Done"},
    ],
}
LINEAR = NameIndex.of(
    (Named("linear_issues", ("title", "identifier"), ids=("identifier",)),), lambda t: _LINEAR[t], {}
)
LINEAR.joined = joined(STATE.joins, lambda t: _LINEAR[t], {})


def _issue(issue: str, identifier: str, state: str) -> dict[str, Any]:
    return {"data": {"issue": {"id": issue, "identifier": identifier, "state": {"id": "x", "name": state}}}}


#: ENG-1 is read as Todo; nothing else about it is shown.
READ_TODO = Episode([], [], [], [], [({"id": "i1"}, _issue("i1", "ENG-1", "Todo"))])


def _linear(message: str, episode: Episode = READ_TODO) -> list[str]:
    return [s.describe() for s in false_row_fields(message, LINEAR, episode, frozenset(), ("linear",))]


def test_an_issues_state_is_read_of_the_issue_named() -> None:
    assert _linear("ENG-1 is Todo.") == []
    assert _linear("ENG-1 is In Review.") == ["'In Review' of ENG-1, whose own data shows another value"]
    assert _linear("Okta SAML login loops is still in In Progress.") == [
        "'In Progress' of Okta SAML login loops, whose own data shows another value"
    ]
    # denied, or a state's word qualifying another word, states nothing
    assert _linear("ENG-1 isn't In Review yet.") == []
    assert _linear("ENG-1 is not done.") == []
    assert _linear("ENG-1 is a new issue.") == []
    # an issue whose state the episode never shows is unsupported, not contradicted
    assert _linear("ENG-2 is Done.") == []


def test_a_changed_state_is_read_through_the_join_by_phase() -> None:
    moved = Episode(
        [],
        [],
        [_LINEAR["linear_issues"][0], {**_LINEAR["linear_issues"][0], "state_id": "s-review"}],
        [{"id": "i1", "input": {"stateId": "s-review"}}],
        [],
        before=[_LINEAR["linear_issues"][0]],
        after=[{**_LINEAR["linear_issues"][0], "state_id": "s-review"}],
    )
    assert _linear("ENG-1 is In Review.", moved) == []
    assert _linear("ENG-1 is Todo.", moved) == ["'Todo' of ENG-1, whose own data shows another value"]
    # said of before the write
    assert _linear("ENG-1 was Todo and is now In Review.", moved) == []
    assert _linear("Moved ENG-1 from Todo to In Review.", moved) == []


@given(st.sampled_from(STATE_NAMES))
def test_every_state_name_is_read(name: str) -> None:
    (said,) = enums.stated(f"ENG-1 is {name}.", (STATE,))
    assert said.member == name
    expected = [] if name == "Todo" else [f"{name!r} of ENG-1, whose own data shows another value"]
    assert _linear(f"ENG-1 is {name}.") == expected


def test_a_state_mutant_is_drawn_and_killed() -> None:
    message = "ENG-1 is Todo."
    (mutant,) = row_field_mutants(LINEAR, message, READ_TODO, False, ("linear",))
    assert mutant.id == "row-enum:1"
    assert mutant.message is not None
    assert _linear(mutant.message(message)) != []


# --- a Box user's job title, free text ---------------------------------------------------------------


def _person(uid: str, name: str, login: str, title: str) -> dict[str, Any]:
    return {"id": uid, "name": name, "login": f"{login}@kestrel.example", "job_title": title}


_BOX: dict[str, list[dict[str, Any]]] = {
    "box_users": [
        _person("u1", "Priya Shah", "priya.shah", "Senior Account Manager"),
        _person("u2", "Priya Sharma", "priya.sharma", "Support Engineer"),
        _person("u3", "Dana Ruiz", "dana", "Procurement Lead"),
        _person("u4", "Omar Haddad", "omar", "Finance Lead"),
    ],
}
BOX = NameIndex.of((Named("box_users", ("name",), ids=("login",), given=True),), lambda t: _BOX[t], {})
BOX.worded = worded((JOB_TITLE,), lambda t: _BOX[t])
TITLES = tuple(sorted(u["job_title"] for u in _BOX["box_users"]))


def _user(row: dict[str, Any]) -> dict[str, Any]:
    return {"type": "user", **row}


#: The people search showed both Priyas and Dana with their titles.
READ_PEOPLE = Episode(
    [], [], [], [], [({"filter_term": "priya"}, {"entries": [_user(u) for u in _BOX["box_users"]]})]
)


def _box(message: str) -> list[str]:
    return [s.describe() for s in false_row_fields(message, BOX, READ_PEOPLE, frozenset(), ("box",))]


def test_a_job_title_said_beside_the_person_is_hers() -> None:
    assert _box("Ironclad moved to Priya Shah (Senior Account Manager).") == []
    assert _box("Ironclad moved to Priya Shah (Support Engineer).") == [
        "'Support Engineer' of Priya Shah, which another row of its table shows, not it"
    ]
    assert _box("Ask Dana, our Finance Lead.") == [
        "'Finance Lead' of Dana Ruiz, which another row of its table shows, not it"
    ]
    assert _box("Ask Dana, our Procurement Lead.") == []
    # some of her title's words are hers; case aside
    assert _box("Priya Shah (account manager) owns it.") == []
    # a title no user of the world holds is no title the check reads; nor one said of nobody
    assert _box("Priya Shah (Head of Renewals) owns it.") == []
    assert _box("The Finance Lead owns it.") == []
    # denied
    assert _box("Priya Shah is not the Support Engineer.") == []


@given(st.sampled_from(TITLES), st.sampled_from(["Priya Shah", "Priya Sharma", "Dana Ruiz"]))
def test_each_title_follows_the_person(title: str, person: str) -> None:
    held = {u["name"]: u["job_title"] for u in _BOX["box_users"]}[person]
    said = _box(f"Ask {person} ({title}).")
    assert said == (
        [] if title == held else [f"{title!r} of {person}, which another row of its table shows, not it"]
    )


def test_the_free_text_field_needs_the_worlds_titles() -> None:
    # declared without values: the field-level readers never see it
    assert JOB_TITLE not in enums.declared(("box",))
    assert worded((JOB_TITLE,), lambda _t: [{"job_title": ""}]) == ()


# --- Stripe: statuses without the word, reasons, cancel_at_period_end ----------------------------------


def _read(text: str) -> list[tuple[str, str]]:
    return [(s.field.name, s.member) for s in enums.stated(text, enums.declared(("stripe",)))]


def test_a_stripe_status_said_without_the_word() -> None:
    assert _read("The invoice is paid.") == [("status", "paid")]
    assert _read("The payment intent has been canceled.") == [("status", "canceled")]
    assert _read("The subscription is past due.") == [("status", "past_due")]
    assert _read("The refund is still pending.") == [("status", "pending")]
    # denied or hedged: nothing stated
    assert _read("The invoice isn't paid.") == []
    assert _read("The invoice is not paid yet.") == []
    assert _read("The invoice is probably paid.") == []
    # a status yet to come is the timing's, not the status
    assert _read("The subscription is canceled at the end of the period.") == [
        ("cancellation timing", "at period end")
    ]


def _sub(cancel_at_period_end: bool, status: str = "active") -> dict[str, Any]:
    return {
        "id": "sub_1",
        "object": "subscription",
        "status": status,
        "cancel_at_period_end": cancel_at_period_end,
    }


def _false(message: str, bodies: list[Any], texts: tuple[str, ...] = ()) -> list[str]:
    return [f.describe() for f in enums.false_values(message, ("stripe",), texts, [], bodies)]


def test_a_status_without_the_word_is_held_to_what_the_episode_shows() -> None:
    invoice = {"id": "in_1", "object": "invoice", "status": "open"}
    assert _false("The invoice is open.", [invoice]) == []
    assert _false("The invoice is paid.", [invoice]) == ["'paid' as the status (the episode shows open)"]
    assert _false("The invoice isn't paid.", [invoice]) == []


def test_a_subscriptions_cancel_at_period_end_said_in_words() -> None:
    assert _false("It cancels at the end of the billing period.", [_sub(True)]) == []
    assert _false("It cancels at the end of the billing period.", [_sub(False, "canceled")]) == [
        "'at the end of the billing period' as the cancellation timing (the episode shows immediately)"
    ]
    assert _false("It was canceled immediately.", [_sub(True)]) == [
        "'immediately' as the cancellation timing (the episode shows at period end)"
    ]
    assert _false("It is not set to cancel at period end.", [_sub(False)]) == []


def test_an_intents_cancellation_reason_and_a_refunds_reason() -> None:
    intent = {
        "id": "pi_1",
        "object": "payment_intent",
        "status": "canceled",
        "cancellation_reason": "abandoned",
    }
    assert _false("It was canceled as abandoned.", [intent]) == []
    assert _false("It was canceled at the customer's request.", [intent]) == [
        '"customer\'s request" as the cancellation reason (the episode shows abandoned)'
    ]
    assert _false("Cancellation reason: duplicate.", [intent]) == [
        "'duplicate' as the cancellation reason (the episode shows abandoned)"
    ]
    assert _false("It was canceled, but not as a duplicate.", [intent]) == []
    refund = {"id": "re_1", "object": "refund", "status": "succeeded", "reason": "requested_by_customer"}
    assert _false("Refunded at the customer's request.", [refund]) == []
    assert _false("Refunded as a duplicate.", [refund]) == [
        "'duplicate' as the refund reason (the episode shows requested_by_customer)"
    ]
    # the instruction's words ground it
    assert _false("Refunded as a duplicate.", [refund], ("Refund the duplicate charge.",)) == []


# --- a Slack reminder's recurring, a Calendar attendee "is accepted" ----------------------------------


def test_a_reminders_repetition_said_in_words() -> None:
    once = {"reminder": {"id": "Rm1", "text": "Call Yuki", "recurring": False}}
    out = [
        f.describe()
        for f in enums.false_values("Set; it repeats every Wednesday.", ("slack",), (), [], [once])
    ]
    assert out == ["'repeats' as the reminder repetition (the episode shows one-off)"]
    for fine in ("Set; it's a one-off.", "Set; it does not repeat.", "Set; it is not recurring."):
        assert enums.false_values(fine, ("slack",), (), [], [once]) == []


def test_an_attendee_is_accepted() -> None:
    fields = enums.declared(("gcal",))
    said = [(s.field.name, s.member) for s in enums.stated("Farah is accepted; Hana has declined.", fields)]
    assert said == [("response status", "accepted"), ("response status", "declined")]
    for nothing in ("Farah is not yet accepted.", "Farah hasn't accepted yet.", "It was declined for fraud."):
        assert enums.stated(nothing, fields) == []


def test_a_wrong_enum_mutant_says_a_member_the_check_fails() -> None:
    message = "The invoice is paid."
    (blind,) = wrong_enum_mutants(message, True, ("stripe",))
    assert blind.message is not None
    assert blind.message(message) == "The invoice is uncollectible."
    # the next member grounded (the check passes it): the one after it
    (seen,) = wrong_enum_mutants(message, True, ("stripe",), lambda text: "uncollectible" not in text)
    assert seen.id == "wrong-enum:1"
    assert seen.message is not None
    assert seen.message(message) == "The invoice is void."
    # every other member grounded: none drawn
    assert wrong_enum_mutants(message, True, ("stripe",), lambda _text: False) == []
