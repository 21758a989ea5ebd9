"""``wire.later_response`` is ``Response(status, body, later=…)``: every slot, every behaviour."""

from __future__ import annotations

import copy
import pickle

from toolproof.service.wire import Response, later_response


def _headers() -> dict[str, str]:
    return {"Request-Id": "req_1"}


def test_a_later_response_is_the_constructors() -> None:
    fast = later_response(200, {"id": "x"}, _headers)
    slow = Response(200, {"id": "x"}, later=_headers)
    for name in Response.__slots__:  # a slot added to Response fails here until set in both
        assert getattr(fast, name) == getattr(slow, name), name
    assert fast == slow
    assert fast.headers == slow.headers == {"Request-Id": "req_1"}
    assert fast._later is None
    assert pickle.loads(pickle.dumps(fast)) == slow
    assert copy.copy(fast) == fast.copy() == slow.copy()
    assert repr(fast) == repr(slow)
