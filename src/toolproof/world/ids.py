"""A world's id: unique in this process, across its forked workers and across runs, without a system
call per world.

A world is renewed per episode (:meth:`~toolproof.world.world.World.renew`) and each renewal used to
draw 64 random bits (``secrets.token_hex(8)``: a ``getrandom`` call, ≈ 4 µs). What the id is for: a
hub's dictionary key and the name its admin surface and MCP sessions show (a hub names its own worlds,
:meth:`~toolproof.transports.http.hub.Hub.new_id`), a Slack upload URL bound to the world that issued
it, and telling two worlds apart in a ``repr``. All need it unique among the worlds that can meet, none
needs it unguessable (a world's admin surface is guarded by its admin token, not its id).

So an id is this process's random prefix (48 bits, drawn once) and a counter (``itertools.count``:
one C call, atomic under the GIL, so threads never share a value): unique within the process by the
counter, between processes by the prefix, which a forked child draws again (``os.register_at_fork``)
so a runner's workers, forked from one driver, never share one. Two processes share a prefix with
probability 2⁻⁴⁸ per pair. The id is 16 hex digits (12 of prefix, 4 of count) until a process has made
65,536 worlds; the count then takes more digits, so ids stay distinct.
"""

from __future__ import annotations

import itertools
import os
import secrets

_prefix = secrets.token_hex(6)
_counter = itertools.count()


def new_world_id() -> str:
    """A fresh world id (see the module's docstring for why it is unique)."""
    return f"{_prefix}{next(_counter):04x}"


def _redraw() -> None:
    """In a forked child: a prefix of its own (the parent's would repeat the parent's ids)."""
    global _prefix, _counter
    _prefix = secrets.token_hex(6)
    _counter = itertools.count()


if hasattr(os, "register_at_fork"):  # (no fork, so nothing to redraw, where it is missing)
    os.register_at_fork(after_in_child=_redraw)
