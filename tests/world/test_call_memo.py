"""The call path's per-call savings give exactly what the work they skip would give.

A journal key is read without the JSON decoder when it is one plain string, what a read remembers
(``Context.remembered``) is forgotten by any write and never kept from inside one, and a statement's
row as a dict (``Context.record``) has the columns a ``sqlite3.Row`` has.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.service.context import Context
from toolproof.world import World
from toolproof.world.clock import Clock
from toolproof.world.rng import Rng
from toolproof.world.store import open_database
from toolproof.world.world import _key_of

_KEY_PART = st.one_of(
    st.text(max_size=12),
    st.text(alphabet='"\\\n\t\x00\x1f/é€😀 ab', max_size=8),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
)


@settings(max_examples=300)
@given(st.lists(_KEY_PART, min_size=1, max_size=3))
def test_a_journal_key_reads_as_the_json_decoder_reads_it(parts: list[Any]) -> None:
    conn = sqlite3.connect(":memory:")
    marks = ", ".join("?" for _ in parts)
    (text,) = conn.execute(f"SELECT json_array({marks})", parts).fetchone()
    assert _key_of(text) == tuple(json.loads(text)) == tuple(parts)


class _Owner:
    """What ``Context.remembered`` needs of a world: its ``derived`` dict."""

    def __init__(self) -> None:
        self.derived: dict[str, Any] = {}


def _context(conn: sqlite3.Connection, owner: Any) -> Context:
    return Context(conn, Clock(0.0, 1.0), Rng(0), service="x", world=owner)


def test_a_remembered_value_lasts_until_a_write_and_is_never_kept_from_inside_one() -> None:
    conn = open_database()
    conn.execute("CREATE TABLE t (v)")
    conn.execute("INSERT INTO t VALUES (1)")
    ctx = _context(conn, _Owner())
    reads: list[int] = []

    def value() -> int:
        reads.append(1)
        return int(conn.execute("SELECT sum(v) FROM t").fetchone()[0])

    assert ctx.remembered("sum", value) == 1
    assert ctx.remembered("sum", value) == 1
    assert len(reads) == 1  # the second read was remembered
    conn.execute("SAVEPOINT w")
    conn.execute("INSERT INTO t VALUES (10)")
    assert ctx.remembered("sum", value) == 11  # inside a write: read afresh…
    conn.execute("ROLLBACK TO w")
    conn.execute("RELEASE w")
    assert ctx.remembered("sum", value) == 1  # …and not kept: the rollback is seen
    conn.execute("UPDATE t SET v = 5")
    assert ctx.remembered("sum", value) == 5  # a committed write is seen
    assert len(reads) == 4


def test_without_a_world_nothing_is_remembered() -> None:
    conn = open_database()
    ctx = _context(conn, None)
    calls: list[int] = []
    for _ in range(3):
        ctx.remembered("k", lambda: calls.append(1))
    assert len(calls) == 3


def test_a_record_has_the_columns_of_a_row_and_follows_the_statement() -> None:
    conn = open_database()
    conn.execute("CREATE TABLE a (id, x, y)")
    conn.execute("CREATE TABLE b (id, z)")
    conn.execute("INSERT INTO a VALUES ('1', 2, NULL)")
    conn.execute("INSERT INTO b VALUES ('1', 'zz')")
    ctx = _context(conn, None)
    for sql in (
        "SELECT * FROM a WHERE id = ?",
        "SELECT * FROM b WHERE id = ?",
        "SELECT * FROM a WHERE id = ?",
    ):
        row = ctx.one(sql, ("1",))
        assert row is not None
        assert ctx.record(sql, ("1",)) == dict(zip(row.keys(), tuple(row), strict=True))
    assert ctx.record("SELECT * FROM a WHERE id = ?", ("2",)) is None


def test_a_world_forgets_what_its_reads_remembered_when_its_state_changes() -> None:
    """Slack remembers the calling token between reads: deactivating its user (a state fault's edit),
    a reset and a restore are each seen by the very next call."""
    world = World(["slack"], seed=0)
    channel = world.rows("slack_channels")[0]["id"]
    bot_user = "(SELECT user_id FROM slack_tokens WHERE principal = 'bot')"

    def info() -> Any:
        return world.call("slack.conversations.info", {"channel": channel}).body

    assert info()["ok"] is True
    assert info()["ok"] is True
    snapshot = world.snapshot()
    world.edit([(f"UPDATE slack_users SET deleted = 1 WHERE id = {bot_user}", ())])
    assert info() == {"ok": False, "error": "account_inactive"}
    world.restore(snapshot)
    assert info()["ok"] is True
    world.edit([(f"UPDATE slack_users SET deleted = 1 WHERE id = {bot_user}", ())])
    assert info()["ok"] is False
    world.reset()
    assert info()["ok"] is True
