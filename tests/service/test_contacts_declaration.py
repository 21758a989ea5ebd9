"""The channels a service's calls reach (:mod:`toolproof.service.contacts`): each declared operation
exists and writes, so a typo cannot turn every honest "I've sent her the invitation by e-mail" into a
false claim (:mod:`toolproof.tasks.contacts`)."""

from __future__ import annotations

from fnmatch import fnmatch

import pytest

from toolproof.service import registry
from toolproof.service.contacts import Contact


@pytest.mark.parametrize("name", registry.installed())
def test_every_declared_operation_exists_and_writes(name: str) -> None:
    service = registry.get(name)
    for contact in service.contacts:
        for pattern in contact.operations:
            named = [op for op_name, op in service.operations.items() if fnmatch(op_name, pattern)]
            assert named, f"{name}: {pattern} names no operation"
            assert all(op.writes for op in named), f"{name}: {pattern} names a read"


def test_email_is_declared_where_the_vendor_sends_it() -> None:
    channels = {name: {c.channel for c in registry.get(name).contacts} for name in registry.installed()}
    assert channels["gcal"] == {"email"}
    assert channels["stripe"] == {"email"}
    assert channels["box"] == {"email"}
    assert channels["slack"] == set()
    assert channels["linear"] == set()


def test_a_contact_names_its_operations_and_says_how() -> None:
    with pytest.raises(ValueError, match="name the operations"):
        Contact("email", (), "x")
    with pytest.raises(ValueError, match="name the operations"):
        Contact("email", ("stripe.invoices.send_invoice",), "")
    assert Contact("email", ("gcal.events.*",), "x").reached_by("gcal.events.insert")
