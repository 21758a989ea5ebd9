"""A world pool for the tests of an episode's end, with the end memo empty around each test.

The end of an episode is remembered module-wide (``toolproof.world.diff._END``): a test that compares an
end with its definitions must compute it, not be handed one an earlier test left. test_end_memo (the
memo itself), test_perf51 and test_perf52 (the rows declared writes hand back) each used a copy of this
fixture; each module now names it once: ``pool = pytest.fixture(end_memo.pool)``. Also the two checks
test_perf51 and test_perf52 hold every kept row and every end to, and the two lookups the three modules
shared: the first refundable charge and the rows a world keeps.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import Any

from toolproof.world import World
from toolproof.world.diff import diff_stores
from toolproof.world.pool import WorldPool
from toolproof.world.store import _keyed

#: The module (``toolproof.world.diff`` the attribute is a function re-exported by the package).
diff_module = importlib.import_module("toolproof.world.diff")


def pool() -> Iterator[WorldPool]:
    """A new pool, the end memo emptied before the test and after it (nothing kept for the next)."""
    diff_module._END.clear()
    yield WorldPool()
    diff_module._END.clear()


def refundable_charge(world: World, *, captured: bool = True) -> str:
    """The first charge of the fixture (in its row order) that can be refunded $10.00, captured or not
    (an uncaptured one with its payment intent, which is what refunds it)."""
    return next(
        str(row["id"])
        for row in world.rows("stripe_charges")
        if row["status"] == "succeeded"
        and bool(row["captured"]) is captured
        and not row["amount_refunded"]
        and row["amount"] >= 1000
        and (captured or row["payment_intent"])
    )


def kept_rows(world: World) -> dict[str, dict[tuple[Any, ...], tuple[Any, ...]]]:
    """The rows the world keeps (``World._rows``, the rows declared writes handed back); some must be."""
    rows = world._rows
    assert rows is not None
    return rows


def assert_kept_rows_are_read(world: World) -> int:
    """Every row the world keeps (the rows declared writes handed back, ``World._rows``) is what the
    end's keyed read returns now, value for value and type for type; returns how many are kept."""
    count = 0
    for table, rows in (world._rows or {}).items():
        reader = _keyed(world.tables[table])
        for key, row in rows.items():
            read = world.conn.execute(reader.one, key).fetchone()
            assert row == read
            assert [type(v) for v in row] == [type(v) for v in read]
            count += 1
    return count


def assert_end_is_the_read_one(world: World) -> None:
    """The end as :meth:`World.end` makes it equals the end read row by row (no kept rows), and the
    diff and hash by their definitions; both computed (the end memo emptied around them)."""
    diff_module._END.clear()
    diff, final, _image = world.end()
    diff_module._END.clear()
    touched = world._touched()
    read_diff, read_final, _ = diff_module.end_of(world.fixture, world.store, touched, None)
    assert (diff, final) == (read_diff, read_final)
    assert final == world.state_hash(full=True)
    assert diff == diff_stores(world.fixture.reference(), world.store)
