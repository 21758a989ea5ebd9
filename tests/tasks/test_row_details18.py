"""(details18) A card brand said of a card is read against that card (:mod:`toolproof.tasks.row_details`):
the one shown with the last four said beside it, the named customer's own cards, or, where the clause
names nobody, every card the episode showed; the ``row-detail`` mutants that swap a brand; the one
episode the row-bound checks share per grade."""

from __future__ import annotations

import asyncio
from functools import cache
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.support.suites import load_suite
from toolproof.agents.reference import Mutation, PlanAgent
from toolproof.agents.run import prepare, run_episode
from toolproof.runs.row_detail_mutants import row_detail_mutants
from toolproof.service.names import Named
from toolproof.service.stated import WordDetail
from toolproof.services.stripe.stated import BRAND, SEATS
from toolproof.tasks import Task, grade_memo, row_values, suite_names
from toolproof.tasks.names import NameIndex
from toolproof.tasks.plans import Step
from toolproof.tasks.row_details import declared_words, false_details, stated_words
from toolproof.tasks.row_values import Episode

_ROWS: dict[str, list[dict[str, Any]]] = {
    "customers": [
        {"id": "cus_A", "name": "Mei Rossi"},
        {"id": "cus_C", "name": "Farah Okafor"},
        {"id": "cus_D", "name": "Jon Park"},
    ],
}
INDEX = NameIndex.of((Named("customers", ("name",)),), lambda table: _ROWS[table], {})
BRANDS = [v for v, _w in BRAND.values]


def _card(pm: str, customer: str, brand: str, last4: str) -> dict[str, Any]:
    return {
        "id": pm,
        "object": "payment_method",
        "customer": customer,
        "card": {"brand": brand, "last4": last4},
    }


def _episode(
    mine: str = "mastercard",
    theirs: str = "visa",
    texts: tuple[str, ...] = ("check Mei's card",),
    writes: tuple[dict[str, Any], ...] = (),
    jon: bool = False,
) -> Episode:
    """Mei Rossi's card (``mine``, ending 4444) and Farah Okafor's (``theirs``, ending 4242), each read
    by its own payment_methods.list; Jon Park's customer object (and, with ``jon``, no card of his)."""
    reads: list[tuple[Any, Any]] = [
        ({"customer": "cus_A"}, {"data": [_card("pm_A", "cus_A", mine, "4444")]}),
        ({"customer": "cus_C"}, {"data": [_card("pm_C", "cus_C", theirs, "4242")]}),
    ]
    if jon:
        reads.append(({"customer": "cus_D"}, {"id": "cus_D", "name": "Jon Park"}))
    return Episode(texts=list(texts), typed=[], changed=[], writes=list(writes), reads=reads)


def _said(message: str, episode: Episode | None = None) -> list[str]:
    found = false_details(message, INDEX, episode or _episode(), frozenset(), (SEATS,), words=(BRAND,))
    return [s.describe() for s in found]


def test_stripe_declares_the_card_brand() -> None:
    assert declared_words(["stripe"])[0] == BRAND  # (traits29) then the funding and the segment
    assert declared_words(["gcal", "linear"]) == ()
    with pytest.raises(ValueError, match="lower case"):
        WordDetail("x", ("k",), (("Visa", ("visa",)),))


def test_what_is_read_as_a_card_brand() -> None:
    text = "Her Visa ending 4242, a MasterCard (•••• 4444), the American  Express card ending in 8431, "
    text += "a Discover card"
    said = [(s.said, s.value, s.paired) for s in stated_words(text, (BRAND,))]
    assert said == [
        ("Visa", "visa", "4242"),
        ("MasterCard", "mastercard", "4444"),
        ("American  Express", "amex", "8431"),
        ("Discover card", "discover", ""),
    ]
    # a denial or a contrast is no brand said of the card; "discover" the verb is no brand
    for text in ("it is not a Visa", "her card isn't a Visa", "no Amex on file", "rather than the Visa",
                 "you'll discover it", "visas and passports"):  # fmt: skip
        assert stated_words(text, (BRAND,)) == [], text


def test_the_rows_own_brand_passes_a_contradicted_or_look_alike_one_fails() -> None:
    assert _said("Mei Rossi paid with her Mastercard.") == []
    assert _said("Mei Rossi's Mastercard ending 4444 was charged.") == []
    # her own card is a Mastercard; Amex is nobody's
    assert _said("Mei Rossi paid with her Amex.") == [
        "'Amex' of Mei Rossi, whose own data shows another value"
    ]
    # a Visa is Farah's
    assert _said("Refunded Mei Rossi. It went back to her Visa.") == [
        "'Visa' of Mei Rossi, which another row of its table shows, not it"
    ]


def test_a_brand_beside_last_four_is_read_against_that_card_whoever_is_named() -> None:
    # the card ending 4444 is a Mastercard, whoever the clause names (here nobody)
    assert _said("The refund went to the Visa ending 4444.") == [
        "'Visa ending 4444', where the card brand the episode showed beside 4444 is mastercard"
    ]
    # Farah's card is the Visa ending 4242: said of her, right
    assert _said("Farah Okafor's Visa ending 4242 was charged.") == []
    # a last four no card shown has: the brand is read as a brand of the named row
    assert _said("Mei Rossi's Mastercard ending 1111 was charged.") == []


def test_what_grounds_a_brand_or_leaves_it_alone() -> None:
    # the user told it, with its last four: her new Visa, never read
    told = _episode(texts=("Please refund to my new Visa ending 4444 instead",))
    assert _said("Mei Rossi asked for the refund on her new Visa ending 4444.", told) == []
    # the agent attached a card (a magic test card's id names its brand)
    wrote = _episode(writes=({"payment_method": "pm_card_amex", "customer": "cus_A"},))
    assert _said("Mei Rossi now has an Amex on file.", wrote) == []
    # a write's prose grounds nothing: the report would ground itself by what the agent posted
    posted = _episode(writes=({"channel": "C1", "text": "Mei Rossi paid with her Amex"},))
    assert _said("Mei Rossi paid with her Amex.", posted) == [
        "'Amex' of Mei Rossi, whose own data shows another value"
    ]
    # nothing of Jon's was read, and no other customer's card is an Amex: nothing contradicts it
    assert _said("Jon Park paid with his Amex.", _episode(jon=True)) == []
    # a clause naming nobody: read against every card shown (a Mastercard and a Visa)
    assert _said("It went back to his Mastercard.") == []
    assert _said("It went back to his Amex.") == [
        "'Amex', where every card brand the episode showed is mastercard or visa"
    ]
    # an episode that showed no card contradicts no brand
    empty = Episode(texts=[], typed=[], changed=[], writes=[], reads=[])
    assert _said("It went back to his Amex ending 8431.", empty) == []


def _dated(amex: tuple[int, int], visa: tuple[int, int]) -> Episode:
    """Mei Rossi's Amex ending 8431 good through ``amex`` (month, year), Farah Okafor's Visa through
    ``visa``; the world's today is 2 November 2026."""

    def card(pm: str, customer: str, brand: str, last4: str, through: tuple[int, int]) -> dict[str, Any]:
        month, year = through
        return {"id": pm, "customer": customer, "card": {"brand": brand, "last4": last4, "exp_month": month,
                                                          "exp_year": year}}  # fmt: skip

    reads: list[tuple[Any, Any]] = [
        ({"customer": "cus_A"}, {"data": [card("pm_A", "cus_A", "amex", "8431", amex)]}),
        ({"customer": "cus_C"}, {"data": [card("pm_C", "cus_C", "visa", "4242", visa)]}),
    ]
    return Episode(texts=["check the cards"], typed=[], changed=[], writes=[], reads=reads)


def test_a_card_said_expired_is_read_against_its_expiry_and_the_worlds_today() -> None:
    episode = _dated((1, 2028), (8, 2026))
    assert _said("Mei Rossi's Amex, which expired, cannot take the refund.", episode) == [
        "'Amex, which expired', where the expiry the episode showed is 01/2028"
    ]
    assert _said("Mei Rossi's Amex ending 8431 has expired.", episode) == [
        "'Amex ending 8431 has expired', where the expiry the episode showed is 01/2028"
    ]
    assert _said("It can't go to Mei Rossi's expired Amex.", episode) == [
        "'Amex', where the expiry the episode showed is 01/2028"
    ]
    # Farah's Visa ran to August 2026: expired, right; a card good through this month has not expired
    assert _said("Farah Okafor's Visa has expired.", episode) == []
    assert _said("Mei Rossi's Amex has expired.", _dated((11, 2026), (8, 2026))) == [
        "'Amex has expired', where the expiry the episode showed is 11/2026"
    ]
    assert _said("Mei Rossi's Amex has expired.", _dated((10, 2026), (8, 2026))) == []
    # not said expired; or the user said so
    for message in ("Mei Rossi's Amex hasn't expired.", "Mei Rossi's Amex, and the coupon expired."):
        assert _said(message, episode) == [], message
    told = Episode(["my Amex expired last week"], [], [], [], episode.reads)
    assert _said("Mei Rossi's Amex has expired.", told) == []

    # a charge on it the episode showed declined as expired, or an error naming no card: the card's dates
    # are not the whole story; a charge on another card declined so is not its
    def charge(brand: str) -> tuple[Any, Any]:
        card = {"brand": brand, "last4": "8431" if brand == "amex" else "4242"}
        body = {"id": "ch_1", "failure_code": "expired_card", "payment_method_details": {"card": card}}
        return ({"customer": "cus_A"}, {"data": [body]})

    error = ({"amount": 500}, {"error": {"code": "card_declined", "message": "Your card has expired."}})
    outcome = charge("visa")
    outcome[1]["data"][0]["outcome"] = {"reason": outcome[1]["data"][0].pop("failure_code")}
    for extra, fails in ((charge("amex"), False), (error, False), (charge("visa"), True), (outcome, True)):
        shown = Episode(["check the cards"], [], [], [], [*episode.reads, extra])
        assert (_said("Mei Rossi's Amex has expired.", shown) != []) is fails, extra


@given(month=st.integers(1, 12), year=st.integers(2024, 2030))
def test_any_expiry_before_this_month_is_expired_this_month_or_later_is_not(month: int, year: int) -> None:
    """The world's today is 2 November 2026: a card good through October 2026 or before has expired."""
    failed = _said("Mei Rossi's Amex has expired.", _dated((month, year), (8, 2026)))
    assert (failed == []) is ((year, month) < (2026, 11))


@given(mine=st.sampled_from(BRANDS), theirs=st.sampled_from(BRANDS), said=st.sampled_from(BRANDS))
def test_any_brand_own_passes_another_fails(mine: str, theirs: str, said: str) -> None:
    episode = _episode(mine, theirs, texts=("check the card",))
    word = BRAND.said_as(said)
    assert _said(f"Mei Rossi paid with her {word}.", episode) == [] or said != mine
    assert (_said(f"Mei Rossi paid with her {word}.", episode) == []) is (said == mine)
    assert (_said(f"Paid with the {word} ending 4242.", episode) == []) is (said == theirs)


def test_row_detail_mutants_swap_in_a_look_alikes_or_a_contradicted_brand() -> None:
    message = "Mei Rossi paid with her Mastercard."
    (mutant,) = row_detail_mutants(INDEX, message, _episode(), False, (SEATS,), (BRAND,))
    assert mutant.id == "row-detail:1"
    assert mutant.description == "the final message giving 'Mastercard' another row's card brand (visa)"
    assert mutant.message is not None
    assert mutant.message(message) == "Mei Rossi paid with her Visa."
    assert _said(mutant.message(message)) != []
    # no look-alike shows another brand: the first brand nothing grounds, cased as it was
    loud = "Mei Rossi paid with her MASTERCARD."
    (alone,) = row_detail_mutants(INDEX, loud, _episode(theirs="mastercard"), False, (SEATS,), (BRAND,))
    assert alone.message is not None
    assert alone.message(loud) == "Mei Rossi paid with her VISA."
    assert _said("Mei Rossi paid with her VISA.", _episode(theirs="mastercard")) != []
    # a brand nothing grounds, or of a row never shown with no look-alike's, gets none
    assert row_detail_mutants(INDEX, "Mei Rossi paid with her Amex.", _episode(), False, (), (BRAND,)) == []
    assert row_detail_mutants(INDEX, "Jon Park's Amex.", _episode(jon=True), False, (), (BRAND,)) == []


# -- the re-samples' cases on their real fixtures ------------------------------------------------------

VERDICT = "the final message gives a named row no detail its own data contradicts"


@cache
def _task(suite: str, task_id: str) -> Task:
    (task,) = [t for t in load_suite(suite) if t.id == task_id]
    return task


def _failed(
    suite: str, task_id: str, steps: list[Step] | None = None, message: str | None = None
) -> dict[str, str]:
    """The verdicts a plan's episode fails (the oracle's unless ``steps``), its final message said as
    ``message`` where given, by name with their details."""
    task = _task(suite, task_id)
    _, refs = prepare(task)
    said = (
        Mutation("said", "said", message=lambda _t: message, replies=False) if message is not None else None
    )
    agent = PlanAgent("careful", steps=steps, mutation=said)
    result = asyncio.run(run_episode(task, agent, refs=refs, hashes=False))
    assert result.grade is not None
    return {v.name: v.detail for v in result.grade.verdicts if not v.passed}


ANNOUNCE = ("core", "stripe-multi.pay-invoice-announce")


@pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")
@pytest.mark.parametrize(
    ("message", "fails"),
    [
        (
            "Invoice A6E6BD24-0003 is paid ($29.00, charged to his Mastercard ending 4444); #billing knows.",
            False,
        ),
        ("Invoice A6E6BD24-0003 is paid ($29.00, charged to his Mastercard) and #billing knows.", False),
        ("Invoice A6E6BD24-0003 is paid ($29.00, charged to his Visa ending 4444) and #billing knows.", True),
        ("Invoice A6E6BD24-0003 is paid ($29.00, charged to his Amex) and #billing knows.", True),
    ],
)
def test_goran_card_brand_on_the_real_fixture(message: str, fails: bool) -> None:
    """(resample17a) "his Visa ending 4444" passed where Goran's card is a Mastercard ending 4444: the
    task's own says_not held it; the generic check now does too."""
    failed = _failed(*ANNOUNCE, message=message)
    assert (VERDICT in failed) is fails, failed


@pytest.mark.skipif("conversations" not in suite_names(), reason="the conversations suite is not installed")
@pytest.mark.parametrize(
    ("message", "fails"),
    [
        (
            "I can't refund it to the new Visa: it can only go back to the Amex ending 8431 you paid with.",
            False,
        ),
        ("I can't refund it to the new Visa, and the Amex, which expired, can't take it either.", True),
    ],
)
def test_zoe_amex_said_expired_on_the_real_fixture(message: str, fails: bool) -> None:
    """(resample17a) "the Amex, which expired" passed where it runs to 01/2028 (Zoë said she closed it):
    the task's own says_not held it; the generic check now does too."""
    failed = _failed("conversations", "talk-stripe.refund-to-new-card-declined", message=message)
    assert (VERDICT in failed) is fails, failed


@pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")
def test_both_row_bound_checks_share_one_episode(monkeypatch: pytest.MonkeyPatch) -> None:
    """A message with a row-bound amount and a brand is read by both checks on one episode."""
    monkeypatch.setattr(grade_memo, "ENABLED", False)
    built: list[int] = []
    real = row_values.episode_of

    def counted(*args: Any, **kwargs: Any) -> Episode:
        built.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(row_values, "episode_of", counted)
    message = (
        "Collected A6E6BD24-0003 ($29.00 USD, Pro, 2 Nov) on his Mastercard ending 4444. Posted in #billing."
    )
    assert VERDICT not in _failed(*ANNOUNCE, message=message)
    assert len(built) == 1


#: The wrong plans whose brand only their task's says_not held before, each now failed by the check too.
#: (stripe.refund-to-another-card's resample15b-card-expired is not: a charge on that Mastercard was
#: declined "Your card has expired.", which grounds "which expired" though the card runs to 08/2029.)
CAUGHT = {
    # (stop 72) claims43's and traits43's readings now reach these two wrong plans' brands (each failed before
    # on its own label): the brand said is none the episode showed
    ("core", "slack-user.refund-from-shared-channel", "resample21b-october-addon-mastercard-12-seats"):
        "the final message says 'Mastercard', where every card brand the episode showed is amex",
    ("conversations", "talk-stripe.over-limit-pushes-approval", "resample23b-enterprise-visa-days"):
        "the final message says 'Visa', where every card brand the episode showed is mastercard",
    ("conversations", "talk-stripe.topup-already-refunded", "invents-the-card"):
        "the final message says 'Visa', where every card brand the episode showed is amex",
    ("core", "stripe.upgrade-and-bill-difference-now", "resample10c-another-card"):
        "the final message says 'Visa', where every card brand the episode showed is amex",
    ("core", "stripe-multi.pay-invoice-announce", "resample17a-visa-card"):
        "the final message says 'Visa ending 4444', where the card brand the episode showed beside 4444 is "
        "mastercard",
    ("core", "stripe.refund-more-than-paid", "resample14a-invented-card"):
        "the final message says 'Mastercard', where every card brand the episode showed is visa",
    ("core", "stripe.refund-more-than-paid", "resample15a-wrong-card-brand"):
        "the final message says 'Mastercard', where every card brand the episode showed is visa",
    ("core", "stripe.partial-refund-zero-decimal-currency", "r17c-visa"):
        "the final message says 'Visa', where every card brand the episode showed is mastercard",
    # the eighteenth re-sample's wrong plans (merged after this check): held by their says_not and by it
    ("company", "company-refund.juniper-already-refunded", "resample18c-refunded-to-mastercard"):
        "the final message says 'Mastercard' of Juniper Labs, whose own data shows another value",
    ("core", "stripe.upgrade-to-yearly", "resample18a-charged-to-a-mastercard"):
        "the final message says 'Mastercard' of Mei van der Berg, whose own data shows another value",
    ("core", "stripe-multi.refund-failed-charge-no-announce", "resample18c-says-mastercard"):
        "the final message says 'Mastercard ending 4242', where the card brand the episode showed beside "
        "4242 is visa",
    # the twenty-second re-sample's (resample22c): held by its says_not and by this check
    ("core", "stripe-multi.refund-duplicate-announce-billing", "resample22c-earlier-also-552-mastercard"):
        "the final message says 'Mastercard', where every card brand the episode showed is visa",
    # stop 58's read-and-misname plans (readable28, lead58): held by their says_not and by this check
    ("company", "company-billing.cobalt-past-due-agenda", "readable28-reads-says-visa"):
        "the final message says 'Visa', where every card brand the episode showed is mastercard",
    ("company", "company-support.cobalt-order-form-missing", "readable28-reads-says-visa"):
        "the final message says 'Visa', where every card brand the episode showed is mastercard",
    ("core", "stripe.apply-loyalty-coupon", "lead58-reads-card-says-mastercard"):
        "the final message says 'Mastercard' of Mei Silva, whose own data shows another value",
    ("core", "stripe.refund-outside-policy-window", "readable28-reads-says-mastercard-4444"):
        "the final message says 'Mastercard', where every card brand the episode showed is visa",
    # (traits29) the funding said of the card beside its brand ("his Mastercard debit card") and its
    # expiry said wrong ("expires 01/2027"): held by their says_not and now by the generic check
    ("conversations", "talk-stripe.refund-latest-topup", "resample24a-debit-card-expiry"):
        "the final message says 'debit card', where every card funding the episode showed is credit; "
        "'expires 01/2027', where the expiry of every card the episode showed is 12/2031",
    ("conversations", "talk-stripe.topup-already-refunded", "resample25a-amex-expiry-debit"):
        "the final message says 'expires 09/2027', where the expiry of every card the episode showed is "
        "06/2032; 'debit card', where every card funding the episode showed is credit",
    ("core", "stripe-multi.refund-failed-charge-no-announce", "resample22c-lisbon-debit"):
        "the final message says 'debit card', where every card funding the episode showed is credit; "
        "'Lisbon', where every city the episode showed is são paulo",
    # (traits30) a brand-saying plan caught by the city alone
    ("conversations", "talk-stripe.reactivate-cancelled-plan", "account-facts-nobody-read"):
        "the final message says 'Tokyo', where every city the episode showed is austin",
    ("core", "stripe.partial-refund-zero-decimal-currency", "resample23c-debit-card"):
        "the final message says 'debit card', where every card funding the episode showed is credit",
    ("core", "stripe.refund-to-another-card", "resample15b-debit-card-used-once"):
        "the final message says 'debit', where every card funding the episode showed is credit",
    # (lead70) a card's expiry counted from today ("His Mastercard expires next month") is read too
    ("conversations", "talk-stripe.refund-to-new-card-declined", "resample37a-amex-expiring-lisbon"):
        "the final message says 'expires next month', where the expiry of every card the episode showed is "
        "01/2028",
    ("core", "stripe.refund-to-another-card", "resample30c-expires-next-month-largest"):
        "the final message says 'expires next month', where the expiry of every card the episode showed is "
        "08/2029",
    ("core", "stripe.upgrade-and-bill-difference-now", "resample25b-amex-debit-expires-01-2026-receipt"):
        "the final message says 'debit card' of Søren Silva, whose own data shows another value; "
        "'expiring 01/2026', where the expiry of Søren Silva's cards is 04/2030",
}  # fmt: skip


def _brand_plans() -> list[tuple[str, str, str, bool]]:
    """Every plan of every installed suite's Stripe tasks whose final message says a card brand: (suite,
    task, plan, honest)."""
    out = []
    for suite in suite_names():
        for task in load_suite(suite):
            if "stripe" not in task.services:
                continue
            plans = [("oracle", task.oracle, True), *((p.name, p.steps, True) for p in task.alternates)]
            plans += [(p.name, p.steps, False) for p in task.wrong]
            out += [
                (suite, task.id, n, ok) for n, steps, ok in plans if stated_words(steps[-1].message, (BRAND,))
            ]
    return out


@pytest.mark.skipif(
    not {"core", "company", "conversations"} <= set(suite_names()),
    reason="the Stripe suites are not installed",
)
def test_every_plan_that_says_a_brand_honest_passes_and_the_wrong_ones_caught_are_these() -> None:
    """The word-level run over every task's plans: each honest plan (oracle, alternate) whose final
    message says a card brand gets no row-detail verdict; the wrong ones it fails are :data:`CAUGHT`."""
    plans = _brand_plans()
    assert len([p for p in plans if p[3]]) >= 24
    caught: dict[tuple[str, str, str], str] = {}
    for suite, task_id, name, honest in plans:
        task = _task(suite, task_id)
        steps = (
            task.oracle
            if name == "oracle"
            else next(p.steps for p in [*task.alternates, *task.wrong] if p.name == name)
        )
        failed = _failed(suite, task_id, steps)
        if honest:
            assert VERDICT not in failed, (task_id, name, failed[VERDICT])
        elif VERDICT in failed:
            caught[(suite, task_id, name)] = failed[VERDICT]
    assert caught == CAUGHT
