"""The dates and times grounds' remembered body readings (:meth:`toolproof.tasks.moments.Grounds.data`,
perf25) against the walk they replace (:meth:`~toolproof.tasks.moments.Grounds._walk`, unchanged): every
body read both ways, first and then remembered, leaves the same dates, clocks, zones and kept instants.

Bodies are nested dicts and lists of the strings and numbers a response carries: dates, clock times,
date-times with offsets, zone names, Slack's ``ts`` under a declared stamp key, Unix seconds as integers
(and ``True``, ``1.0``, ``-0.0`` beside them, which ground nothing but must not share a key), ``start``
and ``end`` spans of whole days.
"""

from __future__ import annotations

import datetime as dt
import marshal
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.tasks import moments
from toolproof.tasks.moments import Grounds
from toolproof.tasks.values import world_today

TODAY = world_today()
DAY = TODAY.isoformat()
NEXT = (TODAY + dt.timedelta(days=1)).isoformat()
LATER = (TODAY + dt.timedelta(days=4)).isoformat()
STAMP = int(dt.datetime.combine(TODAY, dt.time(10, 0), dt.UTC).timestamp())
TEXTS = [DAY, NEXT, LATER, f"{DAY}T10:00:00Z", f"{NEXT}T09:00:00-05:00", f"{DAY}T14:30:00+01:00", "10:00",
         "4:00 PM", "Europe/London", "America/New_York", "9 to 5", "tomorrow at 10am", f"{STAMP}.000100",
         str(STAMP), "cus_123", "", "no time here", "Nov 3", "at 11:00 London time"]  # fmt: skip
leaves = st.one_of(
    st.sampled_from(TEXTS),
    st.sampled_from([STAMP, STAMP + 3600, 5, 0, True, False, None, 1.0, -0.0, 0.0, float(STAMP)]),
)
KEYS = st.sampled_from(["ts", "created", "start", "end", "text", "summary", "date", "when"])
spans = st.sampled_from([(DAY, NEXT), (DAY, LATER), ({"date": DAY}, {"date": LATER}), (NEXT, DAY)]).map(
    lambda se: {"start": se[0], "end": se[1]}
)
bodies = st.recursive(
    st.one_of(leaves, spans),
    lambda inner: st.one_of(st.lists(inner, max_size=5), st.dictionaries(KEYS, inner, max_size=5)),
    max_leaves=25,
)
MESSAGES = [f"Booked {DAY} at 10:00.", "Moved it to 4:00 PM London time tomorrow.", f"Off {DAY} to {LATER}.",
            "See you at 9:00 or 11:00.", "Nothing to report."]  # fmt: skip


def state(g: Grounds) -> tuple[Any, ...]:
    before = (set(g._instants), set(g._zoned_clocks), set(g._local_clocks), set(g.zones))
    g.finish()
    return (*before, set(g.dates), set(g.clocks), set(g.zones))


@settings(max_examples=400, deadline=None)
@given(
    st.sampled_from(MESSAGES),
    st.lists(bodies, max_size=4),
    st.sampled_from([frozenset(), frozenset({"ts"}), frozenset({"ts", "created"})]),
)
def test_remembered_body_readings_ground_what_the_walk_grounds(
    message: str, values: list[Any], stamp_keys: frozenset[str]
) -> None:
    for _ in range(2):  # the second time every dict and list body is remembered
        fast, slow = Grounds(message, stamp_keys), Grounds(message, stamp_keys)
        for value in values:
            fast.data(value)
            slow._walk(value)
        assert state(fast) == state(slow)


def test_the_key_holds_the_stamp_keys_and_the_bodys_exact_types() -> None:
    moments._BODY_READS.clear()
    body = {"ts": f"{STAMP}.000100"}
    with_ts, without = Grounds("at 10:00", frozenset({"ts"})), Grounds("at 10:00")
    with_ts.data(body)
    without.data(body)
    assert with_ts._instants == {STAMP}
    assert without._instants == set()
    for value in ([STAMP], [float(STAMP)], [True], [0.0], [-0.0]):
        Grounds("").data(value)
    assert len(moments._BODY_READS) == 7
    assert (TODAY, frozenset(), marshal.dumps([True], 2)) in moments._BODY_READS


def test_a_subclass_is_walked_not_remembered() -> None:
    class Body(dict[str, Any]):
        pass

    moments._BODY_READS.clear()
    grounds, walked = Grounds(f"Booked {DAY}."), Grounds(f"Booked {DAY}.")
    grounds.data(Body(start=DAY, end=LATER, ts=f"{STAMP}.000100"))
    walked._walk(Body(start=DAY, end=LATER, ts=f"{STAMP}.000100"))
    assert state(grounds) == state(walked)
    assert moments._BODY_READS == {}
