"""(dates37) What dates a Stripe object in a report (:mod:`toolproof.service.row_dates`).

- A customer's account was *opened* (created, signed up) at its ``created``: "The example.com
  account was opened in January 2026" of a customer created in February is false.
- A subscription's *next invoice* (its next bill, charge or payment; it *renews*, a trial *converts* or
  *ends*) comes at its ``current_period_end`` (a trial's ``trial_end``); a subscription's invoice line
  bills a period whose ``period.end`` is when its next invoice comes (a one-off line's period is only when
  it was added). "His next invoice is due on 2 January" of a period ending 2 December is false.
- An invoice is *due* at its ``due_date`` (absent for one charged automatically: then nothing dates it).

"Opened", "created" and "due" are said of issues, tasks and channels too: they date a customer or an invoice
only in a sentence that names it (its name or address, its number).

(dates38) An invoice was *issued* (created, finalized, raised, generated, sent out) at its ``created`` or
when it was finalized (``status_transitions.finalized_at``, ``effective_at``): "The invoice was issued on 1
October" of an invoice created 4 October is false. Only in a sentence that says "invoice" right before the
word ("The invoice was issued", "Invoice 209EF1A5-0002 was finalized") or names the invoice: "issued" is said
of refunds and cards too.
"""

from __future__ import annotations

from toolproof.service.row_dates import RowDate

#: A subscription's next bill, said as the thing or as its renewal: "next invoice is due", "renews".
_NEXT = (
    r"next\s+(?:invoice|bill|billing(?:\s+date)?|charge|payment|renewal)(?:\s+(?:is|was|will\s+be|comes?|goes\s+out"
    r"|falls))?(?:\s+(?:due|issued|sent|created|made|taken|charged|out))?",
    r"renews?",
    r"renewed",
    r"(?:trial\s+)?converts?",
    r"trial\s+(?:ends?|expires?|runs\s+out)",
)

ROW_DATES = (
    RowDate(
        words=(r"(?:was|were|is|are|been|be|got|get|gets)\s+(?:opened|created)", r"signed\s+up"),
        stamps=("created",),
        names=("name", "email"),
        where=(("object", "customer"),),
        named=True,
    ),
    RowDate(
        words=_NEXT,
        stamps=("current_period_end", "trial_end"),
        names=("customer_name", "customer_email"),
        where=(("object", "subscription"),),
    ),
    # a subscription's line only: a one-off line's period is the instant it was added, no renewal
    RowDate(words=_NEXT, stamps=("period.end",), where=(("object", "line_item"), ("type", "subscription"))),
    RowDate(
        words=(r"(?:is|was|were|are)\s+due", r"falls\s+due"),
        stamps=("due_date",),
        names=("number",),
        where=(("object", "invoice"),),
        named=True,
    ),
    RowDate(
        words=(
            r"(?:was|were|is|are|been|be|got|get|gets)\s+(?:first\s+)?(?:issued|created|finali[sz]ed|raised|generated|sent\s+out)",
        ),
        stamps=("created", "status_transitions.finalized_at", "effective_at"),
        names=("number",),
        where=(("object", "invoice"),),
        kinds=(r"\binvoices?\b(?!\s+items?\b)",),
    ),
)
