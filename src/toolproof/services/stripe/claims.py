"""What Stripe's write verbs change, for the check of a done message's claimed writes
(:mod:`toolproof.service.claims`): a refund is a refund row, a cancellation a subscription's status or
``cancel_at_period_end`` (or a payment intent's status), a voided invoice its status, a deleted customer
its ``deleted`` flag."""

from __future__ import annotations

import re

from toolproof.service.claims import ClaimedWrite, ClaimWords, Detail, Effect, Valued, nothing_done
from toolproof.service.counted import Counted

_SOME = r"(?:[^\s!?;]*[^\s.!?;]\s+){0,6}?"
#: (claims11) What a subscription, payment, invoice or card written refers to by name: its customer.
_CUSTOMER = ("stripe_customers",)

#: (claims22) A customer's card or payment method as a claim names it.
_CARD = r"(?:cards?|payment\s+methods?|(?:default\s+)?(?:payment\s+)?source)\b"

#: A card attached to a customer, or created on one (a detach, which a deleted customer's cards get,
#: clears its customer: no card moved or added).
_ATTACHED = (
    Effect(
        "stripe_payment_methods",
        "changed",
        ("customer",),
        {"customer": {"exists": True}},
        about=_CUSTOMER,
    ),
    Effect("stripe_payment_methods", "added", ("customer",), about=_CUSTOMER),
)

#: (reason25) A refund's reasons as prose says them: ``duplicate``, ``fraudulent``, ``requested_by_customer``
#: (https://docs.stripe.com/api/refunds/object, ``reason``; Stripe's own ``expired_uncaptured_charge`` is no
#: caller's).
_REASON_WORDS = (
    ("requested_by_customer", r"requested[\s_]+by[\s_]+(?:the\s+)?customer|customer[\s-]+request(?:ed)?"),
    ("duplicate", r"duplicate(?:\s+(?:charge|payment))?"),
    ("fraudulent", r"fraud(?:ulent)?(?:\s+(?:charge|payment))?"),
)
_REASON = "|".join(f"(?P<{value}>{words})" for value, words in _REASON_WORDS)
#: (reason25) Where a refund's clause names its reason: "reason: requested by customer", "with reason
#: duplicate", "refunded it as a duplicate", "marked (as) fraudulent", a parenthesis holding the reason
#: alone ("Refunded $5.28 (duplicate)"). Not "as requested by the customer" (who asked for the work, not a
#: field), nor "was a duplicate" (what the charge was).
_REASON_SAID = re.compile(
    rf"\breasons?(?:\s+(?:code|field))?\b\s*(?:[:=]|\bset\s+to\b|\bwas\b|\bis\b|\bof\b|\bas\b)?\s*"
    rf"[\"'`\u201c\u2018]?(?:{_REASON})\b"
    rf"|\bas\s+(?:an?\s+)?(?P<dup2>duplicate)\b|\bas\s+(?:an?\s+)?(?P<fraud2>fraud(?:ulent)?)\b"
    rf"|\b(?:marked|flagged|filed|logged|recorded|tagged|coded)\s+(?:it\s+|them\s+|as\s+)*(?:an?\s+)?"
    rf"(?P<dup3>duplicate)\b"
    rf"|\b(?:marked|flagged|filed|logged|recorded|tagged|coded)\s+(?:it\s+|them\s+|as\s+)*(?:an?\s+)?"
    rf"(?P<fraud3>fraud(?:ulent)?)\b"
    rf"|\(\s*(?P<paren>{'|'.join(w for _, w in _REASON_WORDS)})\s*\)",
    re.IGNORECASE,
)
#: (reason25) The refund a reason is said of is the one written: where the clause goes on to an earlier
#: refund ("Refunded the last $5.28 of the top-up, whose earlier refunds ($3.52 …) were …"), what
#: follows is that refund's.
_EARLIER = re.compile(r"\b(?:earlier|previous|prior|older|past|other|first|second|both)\b", re.IGNORECASE)


def _reasons(clause: str) -> frozenset[str]:
    """(reason25) The reason the first reason word of ``clause`` names for the refund it claims, read up
    to a word of an earlier refund; none when it names none."""
    stop = _EARLIER.search(clause)
    said = _REASON_SAID.search(clause, 0, stop.start() if stop else len(clause))
    if said is None:
        return frozenset()
    groups = said.groupdict()
    if groups["dup2"] or groups["dup3"]:
        return frozenset(("duplicate",))
    if groups["fraud2"] or groups["fraud3"]:
        return frozenset(("fraudulent",))
    if groups["paren"]:
        word = groups["paren"].casefold()
        return frozenset(value for value, words in _REASON_WORDS if re.fullmatch(words, word, re.IGNORECASE))
    return frozenset(value for value, _ in _REASON_WORDS if groups[value])


#: (claims37) A billing interval as prose says it (https://docs.stripe.com/api/prices/object, ``recurring.
#: interval``), and what says it is the one left ("from monthly to yearly", "yearly instead of monthly").
_INTERVAL_WORDS = (
    ("year", r"yearly|annual(?:ly)?|per\s+year|a\s+year|every\s+year"),
    ("month", r"monthly|per\s+month|a\s+month|every\s+month"),
    ("week", r"weekly|per\s+week|a\s+week|every\s+week"),
    ("day", r"daily|per\s+day|a\s+day|every\s+day"),
)
_INTERVAL = re.compile(
    "|".join(rf"\b(?P<{value}>{words})\b" for value, words in _INTERVAL_WORDS), re.IGNORECASE
)
_LEFT = re.compile(
    r"\b(?:from|instead\s+of|rather\s+than|than|vs\.?|versus|was|previously|before)\s+"
    r"(?:(?:the|a|an|his|her|their|its|your|our)\s+)?(?:[\w$.,()-]+\s+){0,2}?\Z",
    re.IGNORECASE,
)


#: (claims37) Where a plan change says what it moved to: "to", after the "from" of what it left.
_FROM = re.compile(r"\bfrom\b", re.IGNORECASE)
_TO = re.compile(r"\b(?:to|onto|into)\b", re.IGNORECASE)


def _interval(clause: str) -> frozenset[str]:
    """(claims37) The billing interval a plan change's clause says it moved to: the first interval word
    (:data:`_INTERVAL_WORDS`) after its "to" (after the "from" of what it left: "Switched it from Team
    monthly ($79.00 per month) to Team yearly ($790.00 per year)": year), not one of what it left
    ("yearly instead of monthly"); with no "to", the first such word of the clause. None when it names none,
    or names one only before its "to" ("switched his monthly plan to Pro" says what he had)."""
    left = _FROM.search(clause)
    to = _TO.search(clause, left.end() if left else 0)
    start = to.end() if to else 0
    for said in _INTERVAL.finditer(clause, start):
        if _LEFT.search(clause, start, said.start()):
            continue
        return frozenset(value for value, _ in _INTERVAL_WORDS if said.group(value))
    return frozenset()


CLAIMS: tuple[ClaimedWrite, ...] = (
    ClaimedWrite(
        "refund",
        rf"(?:refunded\b|issued\s+{_SOME}refund\b)",
        (Effect("stripe_refunds", "added"),),
        "I also refunded the customer's most recent charge.",
        "refunds.create writes a refund row (the charge's amount_refunded follows from it)",
        distinct=True,
        # (reason25) "Refunded $5.28 (reason: requested by customer)" is true only where the refund written
        # has that reason (resample22b held it per task, as text, failing a refund that had it)
        valued=(
            Valued(
                "reason",
                _reasons,
                "I also refunded the charge with the reason {value}.",
                ("duplicate", "fraudulent"),
                whole=True,
            ),
        ),
        # (claims37) "Nothing was refunded", "No refund was issued", "I didn't refund anything" after a refund
        denied=nothing_done(r"refunded", r"refund", r"refunds?|money|credits?"),
    ),
    ClaimedWrite(
        "cancel",
        # (claims21) "I've set your Team plan to cancel at the end of the period" (resample20a: no write)
        rf"(?:cancell?ed\b|set\s+{_SOME}to\s+cancel\b)",
        (
            Effect(
                "stripe_subscriptions",
                "changed",
                ("status", "cancel_at_period_end", "cancel_at", "canceled_at", "ended_at"),
                about=_CUSTOMER,
            ),
            Effect("stripe_payment_intents", "changed", ("status",), about=_CUSTOMER),
            Effect("stripe_invoices", "changed", ("status",), about=_CUSTOMER),
        ),
        "I also cancelled the customer's subscription.",
        "subscriptions.cancel/update set status or cancel_at_period_end; payment_intents.cancel its status",
        # (claims11) when it ends is a field: at the period's end cancel_at_period_end (or cancel_at),
        # now the status and ended_at (canceled_at is set either way)
        details=(
            Detail(
                r"\bat\s+(?:the\s+)?(?:end\s+of|period(?:['\u2019]s)?\s+end)|when\s+(?:the|its|their|his|her)\s+"
                r"(?:current\s+)?(?:billing\s+)?(?:period|cycle|term)\s+ends",
                ("cancel_at_period_end", "cancel_at"),
                "I also cancelled the subscription at the end of the billing period.",
            ),
            Detail(
                r"\b(?:immediately|right\s+away|effective\s+(?:immediately|today|now))\b",
                ("status", "ended_at"),
                "I also cancelled the subscription immediately.",
            ),
            # (claims21) a subscription or plan said cancelled is a subscription's own write: a payment
            # intent's cancellation (a released hold) sets its status and canceled_at, never these
            # (resample20c: "I also cancelled her subscription" beside a released hold passed)
            Detail(
                r"\b(?:subscriptions?|plans?|memberships?)\b",
                ("cancel_at_period_end", "cancel_at", "ended_at"),
                "I also cancelled her subscription.",
            ),
        ),
        on="I also cancelled {name}'s subscription.",
        on_table="stripe_customers",
        # (claims37) "I didn't cancel anything", "Nothing was cancelled" after a cancellation: only a
        # subscription cancelled (now or at the period's end) or an intent cancelled makes it false, not a
        # capture or a payment (a status changed) nor a cancellation undone
        denied=nothing_done(
            r"cancell?ed", r"cancel", r"subscriptions?|plans?|cancellations?|holds?|payments?|orders?"
        ),
        denied_effects=(
            Effect("stripe_subscriptions", "changed", ("status",), {"status": "canceled"}),
            Effect(
                "stripe_subscriptions", "changed", ("cancel_at_period_end",), {"cancel_at_period_end": True}
            ),
            Effect("stripe_subscriptions", "changed", ("cancel_at",), {"cancel_at": {"exists": True}}),
            Effect("stripe_payment_intents", "changed", ("status",), {"status": "canceled"}),
        ),
    ),
    ClaimedWrite(
        "void",
        r"voided\b",
        (Effect("stripe_invoices", "changed", ("status", "voided_at"), about=_CUSTOMER),),
        "I also voided the open invoice.",
        "invoices.voidInvoice sets status void",
        distinct=True,
    ),
    ClaimedWrite(
        "pause",
        r"(?:paused|resumed)\b",
        (Effect("stripe_subscriptions", "changed", ("pause_collection", "status"), about=_CUSTOMER),),
        "I also paused the subscription's collection.",
        "subscriptions.update pause_collection (resume: cleared, or the status back to active)",
    ),
    ClaimedWrite(
        "credit",
        # (claims34) also "added a $499.00 credit to your account balance", "applied a $10 credit to her
        # balance", "gave her a $20 account credit" (resample30a's credit balance nobody wrote); not a credit
        # card, note, limit or score
        rf"credited\b|(?:added|applied|issued|gave(?!\s+up\b)|granted|put|posted)\s+{_SOME}"
        r"(?:account\s+|balance\s+|customer\s+|store\s+|service\s+)?credits?\b"
        r"(?!\s+(?:cards?|notes?|limits?|checks?|scores?|reports?|lines?)\b)",
        (
            Effect("stripe_customers", "changed", ("balance",)),
            Effect("stripe_refunds", "added"),
            # (claims34) a negative one: an invoice item that charges (stripe.invoice-onboarding-fee's $25.00
            # fee) made "added a $25.00 credit to his account balance" true
            Effect("stripe_invoice_items", "added", where={"amount": {"lt": 0}}, about=_CUSTOMER),
        ),
        "I also credited the customer's balance.",
        "a credit is a customer balance transaction (the balance), a refund, or a negative invoice item",
        # (claims25) "credited your next invoice", "credited their account balance": a credit that waits
        # for an invoice is the customer's balance or an invoice item of theirs, never a refund (which
        # goes back to the card): resample22b's reply "I've also credited your next invoice" held by the
        # refund the task made
        details=(
            Detail(
                r"\b(?:next|upcoming|following|future|coming)\s+(?:[\w-]+\s+)?(?:invoice|bill)s?\b"
                r"|\b(?:account|customer|credit)\s+balance\b|\baccount\s+credit\b"
                r"|\b(?:her|his|their|your|its|the\s+customer['\u2019]s)\s+balance\b",
                ("balance", "customer"),
                "I also credited the amount to the customer's next invoice.",
            ),
        ),
        distinct=True,
        # (claims32) "I've waived the late fee": a fee waived is a credit (a balance, a refund, a negative
        # invoice item); not a void, whose effect any change of an invoice's status makes (a payment too)
        acts=("waive",),
    ),
    ClaimedWrite(
        "discount",
        # (claims31) also "issued her a $20.00 coupon", "gave him a 10% discount" (resample27b)
        rf"(?:applied|issued|gave(?!\s+up\b)|granted)\s+{_SOME}(?:coupon|discount|promo(?:tion)?(?:\s+code)?)\b"
        # (claims32) "I've added a 10% discount to your next order" (resample28c): a few words of the coupon
        # only, none of them a preposition ("added a note about the discount" is a note)
        r"|added\s+(?:a|an|the|his|her|their|your|its|this|that)\s+"
        r"(?:(?!(?:about|for|on|to|of|in|with|regarding|from)\b)[\w%$.'\u2019-]+\s+){0,3}?"
        r"(?:coupon|discount|promo(?:tion)?(?:\s+code)?)\b",
        (
            Effect("stripe_discounts", "added", about=_CUSTOMER),
            Effect("stripe_subscriptions", "changed", ("discounts",), about=_CUSTOMER),
            Effect("stripe_customers", "changed", ("discount",)),
            Effect("stripe_invoices", "changed", ("discounts",), about=_CUSTOMER),
        ),
        "I also applied a 10% coupon to the subscription.",
        "a coupon applied is a discount row, or a discounts list on what it applies to",
        distinct=True,
    ),
    ClaimedWrite(
        "plan",
        # (claims22) not "switched the default card" (a payment method, below)
        rf"(?:upgraded|downgraded|switched\b(?!\s+{_SOME}{_CARD}))\b",
        (
            Effect("stripe_subscription_items", "changed", ("price", "quantity")),
            Effect("stripe_subscription_items", "added"),
            Effect("stripe_subscription_items", "removed"),
        ),
        "I also upgraded the subscription to the annual plan.",
        "a plan change is a subscription item's price (or an item added or removed)",
        # (claims37) "switched him to yearly" (talk-stripe.switch-plan-hidden-intent: a monthly new price)
        # is the interval of the price the item now holds, as the episode read it
        valued=(
            Valued(
                "recurring.interval",
                _interval,
                "I also switched the subscription to billing every {value}.",
                ("week", "day"),
                table="stripe_subscription_items",
                through="price",
            ),
        ),
    ),
    ClaimedWrite(
        "delete",
        rf"deleted\s+{_SOME}(?:customers?|records?|accounts?|profiles?|cards?|payment\s+methods?)\b",
        (
            Effect("stripe_customers", "changed", ("deleted",)),
            Effect("stripe_customers", "removed"),
            Effect("stripe_payment_methods", "changed", ("customer",), about=_CUSTOMER),
        ),
        "I also deleted the customer's record.",
        "(resample10c) customers.delete marks the customer deleted and detaches its cards; a card deleted "
        "is a payment method detached",
        on="I also deleted {name}'s customer record.",
    ),
    ClaimedWrite(
        "finalize",
        r"finali[sz]ed\b",
        (
            Effect("stripe_invoices", "changed", ("status", "finalized_at"), about=_CUSTOMER),
            # (resample19c) an invoice created and finalized in one episode is an added row that holds
            # finalized_at: "Finalized invoice 7B451C0F-0005" of it failed as a write never made
            Effect("stripe_invoices", "added", ("finalized_at",), about=_CUSTOMER),
        ),
        "I also finalized the draft invoice.",
        "invoices.finalizeInvoice sets status open (on an invoice created in the episode: added finalized)",
        distinct=True,
    ),
    ClaimedWrite(
        "receipt",
        # (claims20) "e-mailed Lena the refund receipt": Stripe's own e-mail, not Calendar's (a claim some
        # declaration of the task's world makes true is read with it, not as a write of a world it lacks);
        # last, so that the other declarations' mutants keep their ids
        rf"(?:e-?mailed|(?:re-?)?sent)\s+{_SOME}receipts?\b",
        (
            Effect("stripe_charges", "changed", ("receipt_email",)),
            Effect("stripe_payment_intents", "changed", ("receipt_email",)),
            Effect("stripe_payment_intents", "added", ("receipt_email",)),
        ),
        "I also e-mailed the customer a receipt for the charge.",
        "Stripe e-mails a receipt to the receipt_email a charge or payment intent is given",
    ),
    ClaimedWrite(
        "payment-method",
        # (claims22) "moved its payment method to the kept record", "switched the default card", "made the
        # new card the default", "attached the Visa": resample20a's moved card was no declared write
        # (not "updated the card's billing address": the card's own details)
        rf"(?:moved|switched|changed|updated|swapped|replaced|pointed)\s+{_SOME}(?:default\s+)?{_CARD}(?!['\u2019])"
        rf"|(?:set|made)\s+{_SOME}(?:as\s+)?(?:the|her|his|their|its|your|our)\s+(?:new\s+)?default\b"
        rf"|attached\s+{_SOME}{_CARD}",
        (
            Effect(
                "stripe_customers",
                "changed",
                ("default_payment_method", "invoice_settings", "default_source"),
            ),
            Effect(
                "stripe_subscriptions",
                "changed",
                ("default_payment_method", "default_source"),
                about=_CUSTOMER,
            ),
            *_ATTACHED,
        ),
        "I also switched the customer's default payment method to the new card.",
        "a customer's default card is its invoice_settings.default_payment_method (or default_source), a "
        "subscription's its default_payment_method; paymentMethods.attach sets a card's customer",
    ),
    # (claims23) the next three last, so that the other declarations' mutants keep their ids
    ClaimedWrite(
        "card-added",
        # resample21a's "added her card on file": a card attached (or created on the customer)
        rf"added\s+(?:(?:a|an|the|her|his|their|its|your|new|backup|second|another)\s+){{1,2}}"
        rf"(?:[\w-]+\s+)?{_CARD}",
        (*_ATTACHED,),
        "I also added a new card to the customer.",
        "paymentMethods.attach sets a card's customer; a card created on a customer holds it",
        distinct=True,
    ),
    ClaimedWrite(
        "card-removed",
        # resample21b's "removed her card": a card detached (customers.delete detaches every card too)
        rf"(?:removed|detached)\s+{_SOME}{_CARD}",
        (
            Effect(
                "stripe_payment_methods",
                "changed",
                ("customer",),
                {"customer": {"exists": False}},
                about=_CUSTOMER,
            ),
        ),
        "I also removed the customer's old card.",
        "paymentMethods.detach clears a card's customer",
        distinct=True,
    ),
    ClaimedWrite(
        "subscribe",
        # resample21a's "subscribed her to the Pro plan": a subscription created
        # (claims44) or "you", the customer a conversation's user is: "subscribed you to it" is read here
        # before Linear's unserved subscription (:mod:`toolproof.services.linear.claims`)
        r"subscribed\s+(?:you|him|her|them|the\s+customer|(?-i:[A-Z])[\w'\u2019-]*(?:\s+(?-i:[A-Z])[\w'\u2019-]*)?)"
        r"\s+(?:to|on)\b"
        r"|(?:created|started|set\s+up|opened)\s+(?:a|an|the|her|his|their|its|your)\s+(?:new\s+)?"
        r"(?:[\w-]+\s+){0,3}?subscriptions?\b",
        (Effect("stripe_subscriptions", "added", about=_CUSTOMER),),
        "I also subscribed the customer to the Pro plan.",
        "subscriptions.create writes a subscription row",
        distinct=True,
    ),
)

_RELEASE = ClaimedWrite(
    "release",
    # (claims25) "I released the hold on her card", "released the authorization", "lifted the hold":
    # resample22b's "I released the hold" passed with nothing written (no declaration read "released")
    rf"(?:released|lifted)\s+{_SOME}(?:holds?|(?:pre-?)?authori[sz]ations?|auths?|reserved\s+funds)\b",
    (
        Effect("stripe_payment_intents", "changed", ("status",), {"status": "canceled"}, about=_CUSTOMER),
        # a capture releases what it does not take (Stripe frees the rest of an authorisation)
        Effect(
            "stripe_payment_intents",
            "changed",
            ("amount_received",),
            {"status": "succeeded"},
            about=_CUSTOMER,
        ),
    ),
    "I also released the hold on the customer's card.",
    "a hold is an uncaptured PaymentIntent: paymentIntents.cancel (status canceled) releases it, and a "
    "capture for less than authorised releases the rest",
    distinct=True,
)


def _prefix(clause: str) -> frozenset[str]:
    """(claims29) The invoice prefix a clause names ("set her invoice prefix to NOOR"), or none."""
    said = re.search(r"\binvoice\s+prefix\s+(?:to\s+|as\s+|=\s*|:\s*)?[\"'\u201c]?([A-Z0-9]{3,12})\b", clause)
    return frozenset({said.group(1)}) if said else frozenset()


#: (claims29) Whose record a field or a note is on: the customer's, by a pronoun or "the customer's" ("her
#: phone number", "to his record"); "the renewal call's description" is an event's, "the invoice" an
#: invoice's.
_WHOSE = r"(?:her|his|their|your|the\s+customer['\u2019]s)\s+"
_FIELD_WORDS = r"(?:phone(?:\s+number)?|invoice\s+prefix|(?:billing\s+|shipping\s+)?address|description)\b"
_RECORD = r"(?:customer\s+|stripe\s+)?(?:record|account|profile|file)\b"
_CUSTOMER_FIELD = ClaimedWrite(
    "customer-field",
    # (claims29) resample25a's "I added her phone number too", "I set her invoice prefix to NOOR", "I've
    # noted on your account …" and resample24c's "I added a note about the promise to his record" were no
    # declared write: a field of the customer (or a note on an invoice) the episode must have written
    rf"(?:(?:added|set|updated|changed|saved|entered|filled\s+in)\s+{_WHOSE}(?:[\w-]+\s+)?{_FIELD_WORDS}"
    rf"|(?:added|left|put|wrote|saved)\s+{_SOME}(?:notes?|memo)\s+{_SOME}(?:to|on|in)\s+{_WHOSE}{_RECORD}"
    rf"|noted\s+(?:(?:it|this|that\s+down)\s+)?(?:on|in|to)\s+{_WHOSE}{_RECORD})",
    (
        Effect(
            "stripe_customers",
            "changed",
            ("phone", "invoice_prefix", "address", "shipping", "description", "metadata"),
            about=_CUSTOMER,
        ),
        Effect("stripe_customers", "added", ("phone", "address", "shipping", "description", "metadata")),
        Effect("stripe_invoices", "changed", ("description", "footer", "metadata", "custom_fields")),
    ),
    "I also added her phone number to her customer record.",
    "customers.create/update write a customer's phone, invoice_prefix, address, shipping, description and "
    "metadata (a note is its description or metadata; an invoice's note its description, footer or "
    "metadata)",
    details=(
        Detail(r"\bphone\b", ("phone",), "I also added the customer's phone number."),
        Detail(r"\binvoice\s+prefix\b", ("invoice_prefix",), "I also set the customer's invoice prefix."),
        Detail(r"\baddress\b", ("address", "shipping"), "I also updated the customer's address."),
        Detail(
            r"\b(?:notes?|memo|description)\b",
            ("description", "metadata", "footer"),
            "I also added a note to the customer's record.",
        ),
    ),
    # a customer created gets an invoice prefix of Stripe's own: the one a clause names must be the row's
    valued=(
        Valued("invoice_prefix", _prefix, "I also set her invoice prefix to {value}.", ("ACME", "NOOR")),
    ),
    counted=False,
)
# (claims33) a charge: resample11a's "I charged his card today for the 2 new seats", resample28a's "I also
# charged his card" and stripe-multi.pay-invoice-announce's "I also retried his earlier failed invoice" were
# no declared write (no phrase read "charged" or "retried"): a charge made, a payment intent that succeeded
# (a capture too) or an invoice paid; a retry is a payment attempt (a charge row, failed or not)
_CHARGE = ClaimedWrite(
    "charge",
    # "charged" with whom or what it charged, or an amount for something: "charged his card", "charged
    # the card on file", "Charged $29.00 for invoice …", "charged $17.42 today"; not a description of a
    # payment ("(charged July 17)", "charged automatically", "charged to her Visa", "double-charged on
    # Oct 29": what was read, not done)
    rf"(?<![-\u2011])charged\s+(?:(?:his|her|their|your|the|its|a|an|my|our)\s+(?:[\w'\u2019-]+\s+){{0,3}}?(?:{_CARD}|visa\b|"
    r"mastercard\b|amex\b|account\b|customer\b)|him\b|her\b|them\b)"
    r"|(?<![-\u2011])charged\s+(?:(?:him|her|them|you)\s+)?[$\u20ac\u00a3]\d[\d,.]*\d(?=\s+(?:for|today|now|again)\b|\s*(?:[.;!]|$))"
    r"|(?<![-\u2011])charged(?=\s*(?:[.;!]|$))"
    # "paid" as the writer's act: "Paid invoice 0042", "paid his open invoice", "it is now paid"; not
    # "(paid $25.26)", "paid 27 Sep", "paid $480.00 for a seat add-on" (a payment read)
    r"|paid\s+(?:off\s+)?(?:[^\s.!?;,()|]+\s+){0,5}?(?:invoices?\b|\{invoice)|paid\s+[0-9A-F]{8}-\d{4}\b"
    r"|(?:(?<=now\s)|(?<=been\s))paid\b(?!\s+(?:[$\u20ac\u00a3]?\d|(?:by|on|in|for|with|via|out)\b))"
    r"|paid(?=\s*(?:[.!]|$))"
    # a retry is a payment attempt: "I retried his earlier failed invoice"
    rf"|(?:re-?tried|re-?attempted)\s+{_SOME}(?:invoices?|payments?|charges?|{_CARD}|collection)",
    (
        Effect("stripe_charges", "added", about=_CUSTOMER),
        Effect(
            "stripe_payment_intents",
            "changed",
            ("status", "amount_received"),
            {"status": "succeeded"},
            about=_CUSTOMER,
        ),
        Effect("stripe_payment_intents", "added", where={"status": "succeeded"}, about=_CUSTOMER),
        Effect("stripe_invoices", "changed", ("status", "amount_paid"), {"status": "paid"}, about=_CUSTOMER),
    ),
    "I also charged the customer's card on file.",
    "a card charged is a charge row (charges.create, a payment intent confirmed or captured: status "
    "succeeded) or an invoice paid (invoices.pay: status paid, its charge)",
    distinct=True,
)
# (claims33) a coupon removed: resample28a's "I also removed his old coupon" beside a coupon applied where
# there was none (claims32's first version read it as the discount kind, which the new coupon made true):
# the discount a customer, subscription or invoice held is gone (customers.deleteDiscount,
# subscriptions.deleteDiscount, an update with no or other discounts)
_UNDISCOUNT = ClaimedWrite(
    "discount-removed",
    rf"(?:removed|deleted|dropped|took\s+off|cleared|ended|revoked)\s+{_SOME}(?:coupons?|discounts?|"
    rf"promo(?:tion)?(?:\s+codes?)?)\b",
    (
        Effect("stripe_customers", "changed", ("discount",), dropped=True),
        Effect("stripe_subscriptions", "changed", ("discounts",), about=_CUSTOMER, dropped=True),
        Effect("stripe_invoices", "changed", ("discounts",), about=_CUSTOMER, dropped=True),
    ),
    "I also removed the customer's old coupon.",
    "a coupon removed is a discount the customer, subscription or invoice held and holds no more "
    "(customers.deleteDiscount, subscriptions.deleteDiscount, an update with other discounts)",
    distinct=True,
)
#: (claims33) What holds a customer's VIP label: its description ("VIP", the fixtures' label) or a metadata
#: key of a segment or tier.
_VIP = r"(?i)\bvip\b"
_VIP_HELD = tuple(
    {key: {"regex": _VIP}}
    for key in ("description", *(f"metadata.{k}" for k in ("segment", "tier", "label", "type", "vip")))
)
# (claims33) resample25a's "I also tagged her as a VIP" (no such write; Linear's label reads "tagged", a world
# it lacks): the customer written holds the label
_TAG_VIP = ClaimedWrite(
    "vip",
    rf"(?:tagged|marked|flagged|labell?ed|set|listed|added|saved|recorded|noted)\s+{_SOME}as\s+(?:an?\s+)?VIP\b"
    r"|made\s+(?:her|him|them|the\s+customer|(?-i:[A-Z])[\w'\u2019-]*)\s+(?:an?\s+)?VIP\b",
    (
        *(Effect("stripe_customers", "changed", ("description", "metadata"), held) for held in _VIP_HELD),
        *(Effect("stripe_customers", "added", where=held) for held in _VIP_HELD),
    ),
    "I also tagged the customer as a VIP.",
    "a customer's label is its description (the fixtures' \"VIP\") or a metadata segment or tier "
    "(customers.update/create)",
    distinct=True,
)
# (claims34) a card's expiry changed: "I updated his card's expiry to 04/2031" (resample30a's expiry nobody
# wrote) was read by nothing ("card's" is no card of the payment-method phrase); paymentMethods.update
# writes a card's exp_month and exp_year
_CARD_EXPIRY = ClaimedWrite(
    "card-expiry",
    rf"(?:updated|changed|set|corrected|fixed|extended|renewed|edited)\s+{_SOME}"
    r"(?:expiry|expiration|exp\.?)(?:\s+(?:date|month|year))?\b",
    (Effect("stripe_payment_methods", "changed", ("exp_month", "exp_year"), about=_CUSTOMER),),
    "I also updated the expiry date of the customer's card.",
    "paymentMethods.update writes a card's exp_month and exp_year",
    distinct=True,
)
# (claims25) last, so that the other declarations' mutants keep their ids; (claims33) the three after them;
# (claims34) the expiry after them
_SEATS = ClaimedWrite(
    "seats",
    # (claims35) "We've also removed the two seats from your plan" in a reply where no subscription changed
    # (resample31c, company-box.fjord-refund-note-order-form) was read by nothing: seats added or removed
    # are a subscription item's quantity (or an item of a per-seat price added or removed). Not a refund of
    # a seat add-on's charge ("refunded the seat add-on"), nor seats of a room or a calendar
    r"(?:removed|dropped|cut|took\s+off|reduced|added|deducted|subtracted)\s+(?:[^\s!?;]*[^\s.!?;]\s+){0,4}?"
    r"(?:extra\s+|additional\s+|unused\s+)?(?:seats?|licen[cs]es?)\b(?![-\u2011])(?!\s+(?:add-?on|charge|fee)\b)",
    (
        Effect("stripe_subscription_items", "changed", ("quantity",)),
        Effect("stripe_subscription_items", "added"),
        Effect("stripe_subscription_items", "removed"),
    ),
    "I also removed the two extra seats from the subscription.",
    "seats are a subscription item's quantity (subscription items update / subscriptions update), or an item "
    "of a per-seat price added or removed",
    counted=False,
)


def _intent_reasons(clause: str) -> frozenset[str]:
    """(claims37) The cancellation reason a clause names for a payment intent: a refund's three
    (:func:`_reasons`) or ``abandoned`` (https://docs.stripe.com/api/payment_intents/cancel)."""
    if re.search(r"\breasons?\b[^.;!?\n]{0,24}?\babandon(?:ed|ment)?\b", clause, re.IGNORECASE):
        return frozenset(("abandoned",))
    return _reasons(clause)


#: (claims37) A reason recorded: "I recorded the reason as fraudulent" (resample31a, talk-stripe.release-hold-
#: typo-email: the hold was cancelled as requested_by_customer) passed, as no verb of a declaration read it. A
#: reason is a refund's ``reason`` or a payment intent's ``cancellation_reason`` (paymentIntents.cancel), each
#: read on its own rows (:attr:`Valued.table`); a reason recorded where neither was written is no write made.
_REASON_SET = ClaimedWrite(
    "reason",
    r"(?:recorded|set|gave|logged|entered|marked|listed|noted|put\s+down|chose|picked|selected|filed|used)\s+"
    r"(?:(?:the|a|its|their|her|his|that)\s+)?(?:(?:cancell?ation|refund)\s+)?reasons?\b",
    (
        Effect("stripe_refunds", "added", ("reason",)),
        Effect("stripe_payment_intents", "changed", ("cancellation_reason",), about=_CUSTOMER),
    ),
    "I also recorded the cancellation reason as duplicate.",
    "a reason is a refund's reason (refunds.create) or a payment intent's cancellation_reason "
    "(paymentIntents.cancel); each is written with its write, not afterwards",
    valued=(
        Valued(
            "reason",
            _reasons,
            "I also recorded the reason as {value}.",
            ("duplicate", "fraudulent"),
            table="stripe_refunds",
        ),
        Valued(
            "cancellation_reason",
            _intent_reasons,
            "I also recorded the reason as {value}.",
            ("duplicate", "fraudulent"),
            table="stripe_payment_intents",
        ),
    ),
    counted=False,
    distinct=True,
)
#: (claims37) A change prorated: Stripe prorates a subscription's price or quantity change by default, each
#: side of it an invoice item marked ``proration`` (pending for the next invoice, or invoiced at once with
#: ``always_invoice``); ``proration_behavior=none`` writes none. "Lowered it to 8 seats without proration"
#: where the update prorated passed: said not made, it is false where the episode wrote a proration
#: (``denied``); "prorated the change" where none was written is a write not made.
_PRORATE = ClaimedWrite(
    "prorate",
    r"prorated\s+(?:the|it|this|that|his|her|their|your|both|all)\b",
    (Effect("stripe_invoice_items", "added", where={"proration": True}),),
    "I also prorated the change on the next invoice.",
    "a prorated change is an invoice item with proration true (subscriptions.update / subscription items "
    "update with proration_behavior create_prorations or always_invoice, the default); none writes none",
    counted=False,
    distinct=True,
    denied=(
        r"\b(?:without|no)\s+(?:any\s+)?prorations?\b|\bnot\s+(?:be\s+)?prorated\b"
        r"|\b(?:didn['\u2019]t|did\s+not|won['\u2019]t|was\s+not|wasn['\u2019]t)\s+(?:be\s+)?prorated?\b"
    ),
)
# (claims37) the reason and the proration after the others, so that their mutants keep their ids
#: (claims38) A customer's record said changed as a whole: "I also updated Ironclad's billing record to Priya
#: Shah" (resample33b, company-box.ironclad-editor-for-account-manager: no Stripe write) passed, as the
#: customer-field phrase reads only a field it names (a phone, an address). A billing or customer record, a
#: customer's details or billing details: any of the customer's own fields written (customers.update).
_RECORD_CHANGED = ClaimedWrite(
    "customer-record",
    rf"(?:updated|changed|edited|amended|corrected|fixed)\s+{_SOME}"
    r"(?:billing|customer|stripe)\s+(?:records?|details|profiles?|info(?:rmation)?)\b"
    r"|(?:updated|changed|edited|amended|corrected)\s+(?:[^\s!?;]*[^\s.!?;]\s+){0,3}?billing\s+"
    r"(?:contact|e-?mail|name)\b",
    (
        Effect(
            "stripe_customers",
            "changed",
            ("name", "email", "phone", "address", "shipping", "description", "metadata", "invoice_settings"),
            about=_CUSTOMER,
        ),
    ),
    "I also updated the customer's billing record.",
    "customers.update writes a customer's name, email, phone, address, shipping, description, metadata or "
    "invoice settings: the customer's (billing) record",
    distinct=True,
)

#: (claims45) A field said set in Stripe by the service's name: "I also updated the account manager in Stripe
#: to Priya" (resample40c, company-people.ironclad-owner-report: nothing written in Stripe) passed, no phrase
#: read a field it does not know ("account manager": a metadata key). Whatever the field, a write said made
#: "in Stripe" changed one of its records: a customer's, a subscription's, a price's, a product's or an
#: invoice's fields (or added one). Only an update's verbs, with "in/on Stripe" ending the clause's place.
_CUSTOMER_FIELDS = (
    "name",
    "email",
    "phone",
    "description",
    "address",
    "shipping",
    "metadata",
    "invoice_settings",
    "invoice_prefix",
    "tax_exempt",
    "preferred_locales",
    "default_payment_method",
)
_SUBSCRIPTION_FIELDS = (
    "metadata",
    "description",
    "cancel_at_period_end",
    "cancel_at",
    "collection_method",
    "days_until_due",
    "default_payment_method",
    "pause_collection",
    "trial_end",
    "status",
)
_IN_STRIPE = ClaimedWrite(
    "stripe-updated",
    r"(?:updated|changed|set|edited|amended|corrected|recorded|saved)\s+"
    r"(?:[^\s!?;]*[^\s.!?;]\s+){0,6}?(?:in|on)\s+stripe\b",
    (
        Effect("stripe_customers", "changed", _CUSTOMER_FIELDS),
        Effect("stripe_subscriptions", "changed", _SUBSCRIPTION_FIELDS),
        Effect("stripe_subscription_items", "changed", ("price", "quantity", "metadata")),
        Effect("stripe_prices", "changed", ("active", "nickname", "lookup_key", "tax_behavior", "metadata")),
        Effect("stripe_products", "changed", ("name", "active", "description", "default_price", "metadata")),
        Effect("stripe_invoices", "changed", ("description", "footer", "metadata", "custom_fields")),
        Effect("stripe_customers", "added"),
        Effect("stripe_prices", "added"),
        Effect("stripe_products", "added"),
    ),
    "I also updated the account manager in Stripe.",
    "customers/subscriptions/prices/products/invoices update (or create): a record of Stripe's written",
    counted=False,
    distinct=True,
)

#: (claims45) A price or a product said archived: "I also archived the Pro yearly (2025) price" (resample40c,
#: stripe.raise-yearly-price: only the $290 "Pro yearly" price archived; the 2025 one was inactive already)
#: passed, no phrase read it. prices.update / products.update ``active: false`` (or back to true). A price is
#: no named row: one said by its nickname in full, as the episode read it, must be the one written
#: (``called``); "archived the old $290 price" stays kind-level.
_ARCHIVE = ClaimedWrite(
    "archive-price",
    rf"(?:archived|unarchived|deactivated|reactivated|retired|disabled)\s+{_SOME}(?:prices?|products?)\b",
    (
        Effect("stripe_prices", "changed", ("active",)),
        Effect("stripe_products", "changed", ("active",)),
    ),
    "I also archived the old price.",
    "prices.update / products.update active (archived: false)",
    called=("nickname",),
)

#: (claims46) A subscription's billing cycle said reset: "I reset the billing cycle", "His billing cycle was
#: reset today" (resample41c, stripe.add-seats: a quantity change, no anchor written) passed, no phrase read
#: it. A cycle reset is ``billing_cycle_anchor`` written (subscriptions.update ``billing_cycle_anchor=now``,
#: or an interval switched). The passive is read only as said of this episode: not "by", "when", "already", a
#: day before (a state the episode read).
_CYCLE_WORDS = r"billing\s+(?:cycle|date|anchor|period|day)s?\b"
_CYCLE_VERBS = r"(?:reset|restarted|re-?anchored|re-?aligned|aligned|moved|changed|shifted)"
_CYCLE = ClaimedWrite(
    "billing-cycle",
    rf"{_CYCLE_VERBS}\s+(?:(?:the|his|her|their|your|its|this|that)\s+(?:[\w'\u2019-]+\s+){{0,2}}?)?{_CYCLE_WORDS}"
    rf"|(?:the|his|her|their|your|its)\s+(?:[\w'\u2019-]+\s+){{0,2}}?{_CYCLE_WORDS}\s+"
    rf"(?:was|has\s+been|is\s+now)\s+(?:(?:also|now|just)\s+)*{_CYCLE_VERBS}\b"
    r"(?![^.!?;\n]*\b(?:by\s|when\b|after\b|last\b|earlier\b|yesterday\b|previously\b|before\b|already\b|"
    r"automatically\b|on\s+\d))",
    (Effect("stripe_subscriptions", "changed", ("billing_cycle_anchor",)),),
    "I also reset the billing cycle.",
    "subscriptions.update billing_cycle_anchor=now (or an interval switched) writes billing_cycle_anchor",
    counted=False,
)

CLAIMS = (
    *CLAIMS,
    _RELEASE,
    _CUSTOMER_FIELD,
    _CHARGE,
    _UNDISCOUNT,
    _TAG_VIP,
    _CARD_EXPIRY,
    _SEATS,
    _REASON_SET,
    _PRORATE,
    _RECORD_CHANGED,
    _IN_STRIPE,
    _ARCHIVE,
    _CYCLE,
)

#: (claims12) A price's or a product's subscribers are its subscriptions (one each, whoever holds it), but
#: for the ended ones (``status=all`` lists them too).
_ENDED = ["canceled", "incomplete_expired"]
COUNTED = (
    Counted(
        ("subscriber",), {"object": "subscription", "status": {"not_in": _ENDED}}, "stripe_subscriptions"
    ),
)


#: (claims39) How a report names this service (Stripe):
#: "Stripe refused" is read against its calls' error answers (:mod:`toolproof.tasks.claimed_refusals`).
CLAIM_WORDS = ClaimWords(
    called=r"\bstripe\b",
    unserved=(
        # (claims37) seats or licences set to drop off at the period's end: a scheduled change, which this
        # double does not keep (a quantity change takes effect when written; Stripe's subscription schedules
        # are not served), so claimed, it is false in every world: "I set the extra seats to drop off at the
        # end of the period" (resample31a, company-billing.fjord-remove-seats: they dropped now) passed. Only
        # with the period's end, its renewal or the next cycle after it ("set the seats to drop off" alone
        # is not read). (claims39) Moved here from the generic :data:`toolproof.tasks.completion.MORE_ACTS`:
        # what the vendor's API schedules is the dialect's knowledge.
        (
            "schedule-seats",
            r"(?:set|scheduled|arranged|queued|timed)\s+(?:[^\s!?;]*[^\s.!?;]\s+){0,4}?(?:seats?|licen[cs]es?)\s+"
            r"(?:to\s+(?:drop|come|fall|roll)\s+off|to\s+(?:be\s+)?(?:removed|dropped|reduced|cut)|to\s+expire"
            r"|for\s+removal)\b(?=[^.!?;\n]{0,40}?\b(?:end\s+of\s+(?:the|this|their|his|her|your|its)\s+"
            r"(?:current\s+)?(?:billing\s+)?(?:period|cycle|term|month|year)|period['\u2019]s\s+end|period\s+end"
            r"|renewal|next\s+(?:billing\s+)?(?:period|cycle|invoice)))",
        ),
    ),
    # (claims40) the refused act's words and the operations they are calls of: a refusal said of
    # the act ("rejected the refund") is true only where a call of those operations was answered with an
    # error, not any of the service's (:func:`toolproof.tasks.claimed_refusals.unreceived`)
    refused=(
        (r"\brefund", r"^stripe\.refunds\.\w+$"),
        (
            r"\b(?:cancel|unsubscrib)",
            r"^stripe\.(?:subscriptions\.(?:cancel|update)|payment_intents\.cancel|refunds\.cancel|invoices\.void_invoice)$",
        ),
        (r"\bvoid", r"^stripe\.invoices\.void_invoice$"),
        (
            r"\b(?:coupon|discount|promo)",
            r"^stripe\.(?:(?:coupons|promotion_codes)\.\w+|(?:subscriptions|customers)\.(?:create|update|delete_discount)|invoices\.(?:create|update)|invoiceitems\.create)$",
        ),
        (
            r"\b(?:invoic|bill(?:ed|ing)?\b)",
            r"^stripe\.(?:invoices|invoiceitems)\.\w+$",
        ),
        (
            r"\b(?:charg|pay(?:ment)?\b|paid|captur|top-?up)",
            r"^stripe\.(?:(?:charges|payment_intents)\.\w+|invoices\.pay)$",
        ),
        (
            r"\b(?:subscri|plan\b|upgrad|downgrad|seats?\b|licen[cs]e|quantit|pric|renew|resum|paus|trial)",
            r"^stripe\.(?:subscriptions|subscription_items|prices)\.\w+$",
        ),
        (
            r"\b(?:card|payment\s+method)",
            r"^stripe\.(?:payment_methods\.\w+|customers\.(?:update|list_payment_methods)|payment_intents\.(?:create|confirm)|charges\.create)$",
        ),
        (
            r"\b(?:customer|metadata|credit|balance|tax)",
            r"^stripe\.customers\.\w+$",
        ),
        (r"\bproduct", r"^stripe\.products\.\w+$"),
    ),
)
