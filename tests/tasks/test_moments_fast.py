"""The dates and times check's fast paths (:mod:`toolproof.tasks.moments`) against the straightforward
reading: the zones held for :meth:`~toolproof.tasks.moments.Grounds.finish` are the zones ``ZoneInfo``
gives."""

from __future__ import annotations

from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import pytest

from toolproof.tasks.moments import _zone_info

ZONES = [
    "UTC", "Europe/London", "America/New_York", "Europe/Oslo", "Asia/Tokyo", "Europe/Madrid",
    "America/Chicago", "America/Los_Angeles", "Australia/Sydney", "Europe/Berlin", "Asia/Kolkata",
]  # fmt: skip


def test_a_held_zone_is_the_object_zoneinfo_gives_for_more_zones_than_it_holds() -> None:
    held = [_zone_info(z) for z in ZONES]  # more than zoneinfo's eight
    assert [z is ZoneInfo(name) for z, name in zip(held, ZONES, strict=True)] == [True] * len(ZONES)
    assert [str(z) for z in held] == ZONES


@pytest.mark.parametrize("name", ["Mars/Olympus", "not a zone", "../etc/passwd"])
def test_a_name_that_is_no_zone_raises_as_zoneinfo_does_every_time(name: str) -> None:
    for _ in range(2):
        with pytest.raises((ZoneInfoNotFoundError, ValueError)) as held:
            _zone_info(name)
        with pytest.raises((ZoneInfoNotFoundError, ValueError)) as plain:
            ZoneInfo(name)
        assert type(held.value) is type(plain.value)
