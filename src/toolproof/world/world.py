"""The World: services sharing one state, one clock, one seeded RNG, one ledger.

``world.call("stripe.refunds.create", {...})`` is the single path every transport ends in: it
validates the parameters against the operation's model, runs the handler inside a savepoint (an
error leaves no partial write; a call whose only write is one row its handler hands over last needs
none: the world runs that one statement itself, atomic with its triggers), records the call in the
ledger with the rows it changed, and returns exactly what an SDK user would observe, rendered by the
service's dialect.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import time
import traceback
from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol

from pydantic import ValidationError

from toolproof.service import registry
from toolproof.service.benign import Benign
from toolproof.service.compiled import compile_params
from toolproof.service.context import CLEAN, REMEMBERED, Context, carry_remembered, new_context
from toolproof.service.dialect import Dialect
from toolproof.service.errors import (
    IdempotencyMismatch,
    InternalError,
    InvalidParams,
    ObjectLocked,
    ParamError,
    RateLimited,
    ServiceError,
)
from toolproof.service.inputs import (
    IntegerOutOfRange,
    depth_exceeds,
    may_hold_numbers,
    out_of_range,
    range_walk_fields,
    too_deep,
)
from toolproof.service.limits import Limit, RateLimitRule, operation_limits
from toolproof.service.rows import run_statement
from toolproof.service.service import IdempotencyPolicy, Service
from toolproof.service.wire import Response
from toolproof.world.canonical import canonical_json, dumps_canonical
from toolproof.world.clock import DEFAULT_EPOCH, Clock, wall_time_scale
from toolproof.world.diff import (
    Diff,
    diff_keys,
    diff_read,
    diff_stores,
    end_of,
    read_touched,
    touched_keys,
)
from toolproof.world.fixtures import FixtureKey, FrozenFixture, frozen_fixture
from toolproof.world.hashing import combine, hash_read
from toolproof.world.idempotency import IdempotencyCache, SavedResponse
from toolproof.world.ids import new_world_id
from toolproof.world.ledger import Ledger, LedgerEntry, RowEffect
from toolproof.world.ledger import new_entry as blank_entry
from toolproof.world.limiter import SlidingWindowLimiter
from toolproof.world.rewind import StateConnection, change_mark, settled
from toolproof.world.rng import Rng
from toolproof.world.store import Store, open_database, thaw

if TYPE_CHECKING:
    from toolproof.service.operation import Operation

log = logging.getLogger(__name__)


def _key_of(text: str) -> tuple[Any, ...]:
    """A journal row's primary key (the JSON array its trigger wrote) as a tuple.

    Most keys are one id: ``json_array`` writes it as ``["…"]``, escaping every quote, backslash and
    control character, so text with neither a quote nor a backslash inside is the string itself;
    anything else goes through the JSON decoder.
    """
    if text.startswith('["') and text.endswith('"]'):
        inner = text[2:-2]
        if "\\" not in inner:
            if '"' not in inner:
                return (inner,)
            # Keys of strings only (a Calendar event's calendar and id): with every quote inside a
            # string escaped (and no backslash here), ``","`` can only sit between two of them.
            parts = inner.split('","')
            if not any('"' in part for part in parts):
                return tuple(parts)
    return tuple(json.loads(text))


def _refused(hit: tuple[Limit, float]) -> RateLimited:
    """The refusal of a call over ``hit``'s window (the limit, seconds to wait)."""
    limit, wait = hit
    return RateLimited(
        f"Rate limit of {limit.limit} per {limit.per_seconds:g} s exceeded; retry in {wait:g} s.",
        retry_after=wait,
        limit_key=limit.key,
    )


class UnknownOperation(LookupError):
    pass


class Lineage:
    """One unbroken run of a world's state: from a reset or a restore, changed only through the journal.

    Within a lineage the change journal only grows, so the state at journal position ``h`` plus the
    journal entries after ``h`` is the current state. A restore starts a new lineage whose ``parent``
    is the restored snapshot's ``(lineage, position)``; a reset starts one from the fixture (``parent``
    ``None``, ``from_fixture``). So any two states of the same fixture whose history is known share a
    last common state (:meth:`fork`), and a diff between them is read off both journals after it
    (:meth:`World.diff`). Identity is the object: a snapshot that crossed a process boundary (pickled,
    persisted) has no known lineage and is diffed row by row.
    """

    __slots__ = ("from_fixture", "parent")

    def __init__(self, parent: tuple[Lineage, int] | None = None, *, from_fixture: bool = False) -> None:
        self.parent = parent
        #: A root lineage started at the fixture (a reset), not at a snapshot of unknown history.
        self.from_fixture = from_fixture and parent is None

    def _path(self, head: int) -> Iterator[tuple[Lineage, int]]:
        node, at = self, head
        while True:
            yield node, at
            if node.parent is None:
                return
            node, at = node.parent

    def fork(self, head: int, origin: tuple[Lineage, int]) -> int | None:
        """The journal position up to which this lineage's state at ``head`` and the state at ``origin``
        share their history (both journals hold the same entries up to it), or ``None`` if unknown.

        Their last common state is on the first lineage both descend from, at the earlier of their
        two positions on it; two histories that meet nowhere but both start at the fixture share
        only the fixture (position 0, the journal being empty there).
        """
        mine: dict[Lineage, int] = {}
        root = self
        for node, at in self._path(head):
            mine[node] = at
            root = node
        other = origin[0]
        for node, at in other._path(origin[1]):
            if node in mine:
                return min(at, mine[node])
            other = node
        return 0 if root.from_fixture and other.from_fixture else None


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A world frozen at one point: the state bytes plus the clock, RNG position and idempotency cache."""

    fixture: FixtureKey
    data: bytes
    clock: float
    rng: Mapping[str, int]
    idempotency: IdempotencyCache
    journal_seq: int
    #: Where this state sits in the world's history (lineage, journal head): lets a diff since it be
    #: read from the journal. ``None`` for a snapshot rebuilt from elsewhere (persisted to disk).
    origin: tuple[Lineage, int] | None = field(default=None, compare=False, repr=False)

    def store(self, tables: Any) -> Store:
        return Store(thaw(self.data), tables)


@dataclass(slots=True)
class Call:
    """One call on its way through the world (what an interceptor sees)."""

    operation: Operation
    params: Any
    idempotency_key: str | None
    principal: str | None
    transport: str


Execute = Callable[[Call, bool], tuple[Response, LedgerEntry]]

_new = object.__new__
#: A declared row effect's three slots set by their member descriptors: ``object.__setattr__`` (how a
#: frozen dataclass sets them) looks each name up in the type first; the descriptor sets it directly.
_set_table = RowEffect.__dict__["table"].__set__
_set_key = RowEffect.__dict__["key"].__set__
_set_op = RowEffect.__dict__["op"].__set__
#: ``sqlite3.Connection.in_transaction`` itself (``StateConnection`` overrides it with a property).
_open = sqlite3.Connection.in_transaction.__get__


def _keep_row(
    rows: dict[str, dict[tuple[Any, ...], tuple[Any, ...]]],
    table: str,
    key: tuple[Any, ...],
    row: tuple[Any, ...] | None,
) -> None:
    """After a declared write of ``key`` taken without reading the journal: the row it handed back
    is now the one stored there (``None``: none handed back, so whatever was kept is stale)."""
    kept = rows.get(table)
    if row is not None:
        if kept is None:
            rows[table] = {tuple(key): row}
        else:
            kept[tuple(key)] = row
    elif kept is not None:
        kept.pop(tuple(key), None)


class Interceptor(Protocol):
    """Wraps every call (fault injection lives here). ``execute(call, commit)`` runs it for real.

    If the interceptor also has a ``reset(world)`` method, :meth:`World.reset` calls it, so its
    counters start over with the state (same plan + same seed ⇒ the same decisions after a reset).
    """

    def intercept(self, world: World, call: Call, execute: Execute) -> tuple[Response, LedgerEntry]: ...


@dataclass(frozen=True, slots=True)
class _Plan:
    """What every call of one operation looks up, looked up once per world and operation.

    The service, its dialect and the parameter model's validator never change for a world, and
    whether the validated parameters can hold a number (the 64-bit range check) is a property of the
    model: computed here, the per-call path does none of that work again.
    """

    op: Operation
    svc: Service
    dialect: Dialect
    validate: Callable[[Any], Any]
    #: Whether the validated parameters may hold a number (else the range check has nothing to walk).
    numbers: bool
    #: The fields of which the caller must have set one for the range check to walk (``None``: it
    #: always walks; see :func:`~toolproof.service.inputs.range_walk_fields`).
    walked: frozenset[str] | None
    #: The handler's :attr:`Operation.alone` test (``None``: every write call runs in a savepoint).
    alone: Callable[[Any], bool] | None
    #: The service's rate-limit rule when the plan was made, and the windows it names for every call
    #: of the operation if it is declared :func:`~toolproof.service.limits.by_operation` (else
    #: ``None``: asked per call). Used only while the service still has that rule.
    rules: RateLimitRule | None = None
    limits: Sequence[Limit] | None = None


#: The key in ``world.derived`` of ``(total_changes, journal position)`` when the world last knew the
#: journal's head: while nothing has written since, the journal's last row is at that position.
#: Emptied with ``derived`` by reset, restore and stale reads.
JOURNAL_HEAD = "toolproof.journal_head"

#: The key in a frozen fixture's ``derived`` of its tables' next ``seq`` read so far (:meth:`World.next_seq`).
NEXT_SEQS = "toolproof.next_seqs"

#: The key in a frozen fixture's ``derived`` of its tables' primary-key map (:attr:`World.primary_keys`).
PRIMARY_KEYS = "toolproof.primary_keys"

#: Whether the change journal names a table (see :meth:`World.pristine`).
_JOURNAL_NAMES = "SELECT 1 FROM _tp_journal WHERE tbl = ? LIMIT 1"

#: What may nest inside parameters (``depth_exceeds`` walks only parameters holding one of these).
_CONTAINERS = (dict, list, tuple)

#: What the ledger records instead of parameters nested too deeply to store or encode safely.
OMITTED_TOO_DEEP = {"_toolproof": "parameters omitted: nested too deeply"}


class World:
    """A live instance of one or more services.

    Same services + fixture + seed ⇒ the same bytes, the same hash and the same ids, in any process.
    """

    def __init__(
        self,
        services: Sequence[str | Service],
        *,
        seed: int = 0,
        fixture: str | Mapping[str, str] = "default",
        epoch: float = DEFAULT_EPOCH,
        clock_tick: float = 1.0,
        world_id: str | None = None,
        rewind: bool = False,
    ) -> None:
        if not services:
            raise ValueError("a world needs at least one service")
        self.services: dict[str, Service] = {}
        for s in services:
            svc = registry.get(s) if isinstance(s, str) else s
            self.services[svc.name] = svc
        self.operations: dict[str, Operation] = {}
        for svc in self.services.values():
            self.operations.update(svc.operations)
        self._plans: dict[str, _Plan] = {}
        names = {n: fixture for n in self.services} if isinstance(fixture, str) else dict(fixture)
        self.seed = int(seed)
        self.fixture: FrozenFixture = frozen_fixture(list(self.services.values()), names, self.seed, epoch)
        self.tables = self.fixture.tables
        #: Per table with a ``seq`` column (or another declared one, ``Table.sequence``), its position in
        #: the table's rows (:meth:`_next_seq_after`).
        self._seq_at: dict[str, int] = {
            name: table.column_names.index(column)
            for name, table in self.tables.items()
            if (column := table.sequence_column) is not None
        }
        #: (perf54) Per such table, the statement :meth:`next_seq` answers: one past the highest value
        #: of its sequence column (``seq``, or the column the table declares: ``Table.sequence``).
        self._seq_sql: dict[str, str] = {
            name: f'SELECT coalesce(max("{column}"), 0) + 1 FROM "{name}"'
            for name, table in self.tables.items()
            if (column := table.sequence_column) is not None
        }
        self.conn: sqlite3.Connection = open_database()
        self.store = Store(self.conn, self.tables)
        #: Whether resets go back through a rewind point (:mod:`toolproof.world.rewind`): a reset costs
        #: what the state changed since, not a copy of the fixture. Pooled worlds ask for it.
        self.rewindable = rewind
        self._thawed: tuple[Snapshot, Store] | None = None
        #: :attr:`benign` and :attr:`primary_keys`, made on first read: both follow from the services
        #: and tables, fixed for the world's life, and every graded episode reads both.
        self._benign: tuple[Benign, ...] | None = None
        self._primary_keys: dict[str, tuple[str, ...]] | None = None
        self.renew(clock_tick=clock_tick, world_id=world_id)

    def renew(self, *, clock_tick: float = 1.0, world_id: str | None = None) -> None:
        """Make this world exactly what ``World(same services, seed, fixture, clock_tick=…)`` would be.

        Everything an episode may change is created afresh (clock, RNG, ledger, caches, interceptor,
        switches, id); only the services, the frozen fixture and the database connection are kept, so a
        pool of worlds (:mod:`toolproof.world.pool`) hands out a clean one for the cost of a reset.
        """
        self.id = world_id or new_world_id()
        self.clock = Clock(self.fixture.clock, clock_tick)
        self.rng = Rng(self.seed)
        self.ledger = Ledger()
        self.idempotency = IdempotencyCache()
        #: Idempotency for services whose real API has none (an ``effect-aware`` or ``resumable``
        #: interface variant sets it; :mod:`toolproof.interfaces`). Not vendor-exact, by design.
        self.emulated_idempotency: IdempotencyPolicy | None = None
        self.interceptor: Interceptor | None = None
        #: Services' own rate limits (Slack tiers…). Switch off per world with ``rate_limits_enabled``.
        self.rate_limits_enabled = True
        self.limiter = SlidingWindowLimiter()
        #: Rate limits, concurrency and ``Retry-After`` accounting run on the wall clock when the world
        #: is served over HTTP (a client really sleeps), on the virtual clock in-process.
        self.wall_clock_resources = False
        #: Real seconds per planned second of the waits a served world makes (timeouts, latency):
        #: ``TOOLPROOF_TIME_SCALE``, default 1. Tests shrink it; the virtual clock never scales.
        self.wall_time_scale = wall_time_scale()
        #: Real seconds per faulted second in a served world's holds (timeouts, latency): 1 really waits
        #: what the plan says; 0 is virtual time (the clock still advances the full amount, the request
        #: is held a millisecond), so a 30-second plan takes no real time in a test.
        self.wall_scale = 1.0
        #: Requests in flight per service (the HTTP layer holds one per request; see :meth:`hold`).
        self.inflight: dict[str, int] = {}
        #: Objects held by in-flight calls (a service's ``locks`` rule names them; see :meth:`hold`).
        self.locked: dict[str, int] = {}
        self._last_429: dict[str, tuple[float, float, float | None]] = {}
        self.conn = self.store.conn
        #: A cursor of ``conn`` for the statements a write call runs around its handler (see _run_write).
        self._cursor: sqlite3.Cursor | None = None
        self._journal_seq = 0
        #: The keys of every journal row since the state was last the fixture's, by table, as this
        #: world's own operations read them (``None``: unknown, after a restore). Complete while the
        #: journal's head is the one the world last saw (:meth:`_touched`).
        self._written: dict[str, set[tuple[Any, ...]]] | None = {}
        #: Of those keys, the rows a declared write handed back (``Context.declare_update``'s
        #: ``row``) and nothing wrote since, by table: the end reads none of them (:meth:`end`).
        #: ``None`` exactly when ``_written`` is.
        self._rows: dict[str, dict[tuple[Any, ...], tuple[Any, ...]]] | None = {}
        #: (perf53) Per table with a ``seq`` column (perf54: or another declared sequence column,
        #: ``Table.sequence``), the number ``SELECT coalesce(max(seq), 0) + 1``
        #: answers now, as far as the world knows it (:meth:`next_seq`); ``None`` exactly when
        #: ``_written`` is. Valid only while the journal's head is the one the world last saw.
        self._seqs: dict[str, int] | None = {}
        self._lineage = Lineage(from_fixture=True)
        if self._thawed is not None:
            self._thawed[1].conn.close()
        #: The last snapshot a diff was taken against, thawed (one per world: repeated diffs against
        #: the same checkpoint skip the copy and the schema parse of a fresh connection).
        self._thawed = None
        #: Whether each ledger entry keeps a reference to the response its caller was handed (what a
        #: refusal's ``seen`` evidence and a message's grounded values are checked against at grade
        #: time). On by default, so a served world can be graded on anything; every episode keeps it
        #: on (every claim a task accepts states values grounded in the responses). Only a caller that
        #: sets it itself turns it off.
        self.keep_responses = True
        #: Set by :meth:`seal`: every later call is refused with this error (and recorded).
        self.sealed: ServiceError | None = None
        #: Whom a call that names no principal acts as, per service (a task's ``acts_as``: an agent
        #: working for a person); a service not listed uses its ``default_principal``.
        self.principals: dict[str, str] = {}
        #: Data a service derives from the state and may reuse between calls (a calendar's decoded
        #: rows…). Emptied whenever the state is replaced (reset, restore, stale reads); entries must
        #: also check ``conn.total_changes``, which moves with every write.
        self.derived: dict[str, Any] = {}
        # What reset() would do besides the database and the journal's head is done above on objects
        # made afresh (their clears and a second lineage would change nothing): only the clock's time
        # is set as reset sets it (the fixture's value as it is, where ``Clock`` made it a float).
        self._to_fixture()
        self.clock.now = self.fixture.clock

    # -- state lifecycle ---------------------------------------------------------------------
    def reset(self) -> None:
        """Back to the fixture: state, clock and RNG as at the start; ledger and caches emptied."""
        self._to_fixture()
        self._lineage = Lineage(from_fixture=True)
        self.clock.now = self.fixture.clock
        self.rng.set_state({})
        self.ledger.clear()
        self.idempotency.clear()
        self.limiter.clear()
        self._last_429.clear()
        reset_interceptor = getattr(self.interceptor, "reset", None)
        if reset_interceptor is not None:
            reset_interceptor(self)

    def _to_fixture(self) -> None:
        """The database back to the fixture's bytes (rewound, or copied back), the derived data
        emptied and the journal's head known: the part of :meth:`reset` that :meth:`renew`, whose
        clock, RNG, ledger and caches are new objects, shares with it."""
        store, conn = self.store, self.conn
        if conn is not store.conn:
            conn.deserialize(self.fixture.data)
        elif type(conn) is StateConnection and conn.rewind():
            # Rolled back to the rewind point, opened on the fixture's bytes: the pages the episode
            # changed got their original images back, nothing else was touched.
            store.pristine = conn.opened
        elif store.pristine is None or store.pristine != change_mark(conn):
            conn.deserialize(self.fixture.data)
            store.pristine = change_mark(conn)
        # else: nothing changed the database since it was last the fixture (a pooled world whose
        # episode only read): the copy would write the same bytes.
        if self.rewindable and type(conn) is StateConnection and conn is store.conn:
            conn.open_rewind()
        self.derived.clear()
        self._journal_seq = 0
        if conn is store.conn:
            # The fixture's journal is empty (build_fixture installs it after the rows): its head is
            # 0 at this count of rows written, which the first write's declared inserts and the end's
            # touched keys (:meth:`_touched`) can rely on without reading it.
            self._written = {}
            self._rows = {}
            # The fixture's next ``seq`` per table, as far as a world of it has read them (shared by
            # every world of this frozen fixture in the process: the fixture's rows never change).
            self._seqs = dict(self.fixture.derived.get(NEXT_SEQS, ()))
            self.derived[JOURNAL_HEAD] = (conn.total_changes, 0)
        else:
            self._written = None
            self._rows = None
            self._seqs = None

    def snapshot(self) -> Snapshot:
        # Inside ``reading_from`` the bytes are another database's: no lineage to claim for them.
        own = self.conn is self.store.conn
        return Snapshot(
            fixture=self.fixture.key,
            data=self.conn.serialize(),
            clock=self.clock.now,
            rng=self.rng.state(),
            idempotency=self.idempotency.copy(),
            journal_seq=self._journal_seq,
            origin=(self._lineage, self.store.journal_head()) if own else None,
        )

    def restore(self, snapshot: Snapshot) -> None:
        """Return to ``snapshot``: state, clock, RNG position, idempotency cache. The ledger keeps its log."""
        if snapshot.fixture != self.fixture.key:
            raise ValueError("this snapshot was taken from a world with other services, fixture or seed")
        if self.conn is self.store.conn:
            self.store.pristine = None
        self.conn.deserialize(snapshot.data)
        self._lineage = Lineage(snapshot.origin)
        self.derived.clear()
        self.clock.now = snapshot.clock
        self.rng.set_state(dict(snapshot.rng))
        self.idempotency = snapshot.idempotency.copy()
        self._journal_seq = snapshot.journal_seq
        self._written = None  # the snapshot's journal: not what this world saw
        self._rows = None
        self._seqs = None
        if not self.wall_clock_resources:
            # The virtual clock went back: rate-limit windows counted on it start over with it.
            self.limiter.clear()

    def state_hash(self, *, full: bool = False) -> str:
        """Canonical hash of the graded state (bookkeeping excluded).

        Incremental by default: the fixture's digests updated with the rows the journal says changed.
        ``full=True`` does not read the journal (same value; used to check the incremental path): it
        rescans every table whose pages are not byte for byte the fixture's.
        """
        if full:
            return combine(self.store, self.fixture.scan(self.store))
        if self._at_fixture():
            return self.fixture.state_hash()
        touched = self._touched()
        if not touched:
            return self.fixture.state_hash()
        fixture = self.fixture
        rows = read_touched(fixture.reference(), self.store, touched, fixture.rows)
        return hash_read(
            fixture.table_sums(), self.store, rows, before_digest=fixture.row_digest, layout=fixture.layout()
        )

    def pristine(self, table: str, conn: sqlite3.Connection | None = None) -> object | None:
        """The fixture's token (:attr:`FrozenFixture.token`) if ``table`` still holds exactly the
        fixture's rows on ``conn`` (default: this world's; a handler passes its own, which is another
        during a stale read), else ``None``.

        Judged by the change journal, the rule the incremental state hash relies on: the state is the
        fixture's plus the rows the journal names, and its triggers name every row written (through
        a call, a state fault's edit or a raw statement around the world, in the same statement; a
        rolled-back write takes its entries with it). A reset or a renewal empties the journal; a
        restore brings back the snapshot's. So no entry for ``table`` means its rows are the
        fixture's. Conservative: a row changed and changed back still counts as changed.
        """
        if table not in self.tables:
            raise ValueError(f"no table {table!r} in this world")
        db = self.conn if conn is None else conn
        if db.execute(_JOURNAL_NAMES, (table,)).fetchone() is not None:
            return None
        return self.fixture.token

    def diff_and_hash(self) -> tuple[Diff, str]:
        """``(self.diff(), self.state_hash())``, from one read of the journal and of the rows it names.

        The end of an episode needs both (its grade reads the diff, its result stores the hash), and
        each on its own reads the journal and the same rows on both sides.
        """
        diff, final, _image = self.end()
        return diff, final

    def end(self) -> tuple[Diff, str, object | None]:
        """:meth:`diff_and_hash`, and an object standing for the diff's value while nobody changes
        the diff: the remembered end's image (:func:`toolproof.world.diff.end_of`), held by the end
        memo, or ``None`` (a read-only end, an end not remembered). The episode runner hands it to the
        grade (``diff_image``), whose memo then keys the diff by it instead of walking the diff."""
        if self._at_fixture():
            return Diff(), self.fixture.state_hash(), None
        # ``self._touched(copy=False)``, inline, knowing which way it went: the rows declared writes
        # handed back (``_rows``) are the stored ones only while the world saw every write.
        written, conn, rows = self._written, self.conn, self._rows
        if (
            written is not None
            and conn is self.store.conn
            and self.derived.get(JOURNAL_HEAD) == (conn.total_changes, self._journal_seq)
        ):
            touched: Mapping[str, set[tuple[Any, ...]]] = written
        else:
            touched, rows = touched_keys(self.store.journal()), None
        fixture = self.fixture
        if not touched:
            return Diff(), fixture.state_hash(), None
        return end_of(fixture, self.store, touched, rows or None)

    def _at_fixture(self) -> bool:
        """Whether the database is known to be the fixture's bytes without reading it: a pooled world
        renewed (or just built) and written nothing since (:attr:`StateConnection.at_rewind_point`).
        Then its journal is the fixture's, which is empty (:func:`build_fixture` installs the journal
        after the rows), so the incremental hash is the fixture's and the diff empty: what reading the
        journal would say, one statement less on every episode's initial hash and every read-only end."""
        conn = self.conn
        return type(conn) is StateConnection and conn is self.store.conn and conn.at_rewind_point

    def _touched(self, *, copy: bool = True) -> Mapping[str, set[tuple[Any, ...]]]:
        """``touched_keys(store.journal())``: the keys of the rows written since the fixture, by table.

        Without a statement when the world saw every journal row: it started from the fixture's
        (empty) journal at a reset, its operations read each row after it (:meth:`_collect_changes`,
        or a write's declared inserts) and the journal's head is still the one it last saw at the
        current count of rows written (``JOURNAL_HEAD``; any write since, a raw one included, moves
        ``total_changes``, and a restore or another connection forgets it). Otherwise read.
        """
        written, conn = self._written, self.conn
        if (
            written is not None
            and conn is self.store.conn
            and self.derived.get(JOURNAL_HEAD) == (conn.total_changes, self._journal_seq)
        ):
            # ``copy=False``: the world's own sets, for a reader that neither changes nor keeps them.
            return {table: set(keys) for table, keys in written.items()} if copy else written
        return touched_keys(self.store.journal())

    @property
    def benign(self) -> tuple[Benign, ...]:
        """The harmless-changes policy of this world's services, for graders (made once: a tuple of
        the services' own rules, which never change)."""
        rules = self._benign
        if rules is None:
            rules = self._benign = tuple(rule for svc in self.services.values() for rule in svc.benign)
        return rules

    @property
    def primary_keys(self) -> dict[str, tuple[str, ...]]:
        """Each table's primary-key columns, for graders (callers must not change it).

        (perf43) Made once per frozen fixture and kept in its ``derived`` (the tables are the
        fixture's), so every world of a fixture hands out the same map: the grade memo keys it by the
        start view's identity (:func:`toolproof.tasks.start_view.start_of` holds it) instead of
        serialising its ≈ 14 entries into every grade key."""
        keys = self._primary_keys
        if keys is None:
            fixture = self.fixture
            if self.tables is fixture.tables:
                keys = fixture.derived.get(PRIMARY_KEYS)
                if keys is None:
                    made = {name: table.primary_key for name, table in self.tables.items()}
                    keys = fixture.derived.setdefault(PRIMARY_KEYS, made)
            else:
                keys = {name: table.primary_key for name, table in self.tables.items()}
            self._primary_keys = keys
        return keys

    def diff(self, since: Snapshot | None = None) -> Diff:
        """What changed since reset (default) or since ``since``.

        Since a snapshot whose history is known (taken by a world of this fixture in this process:
        an ancestor of this state, another branch, another world's), only the rows the two journals
        name after the last state both share (:meth:`Lineage.fork`) are compared; a snapshot of
        unknown history is compared row by row. Both give the same diff.
        """
        if since is None:
            if self._at_fixture():
                return Diff()
            touched = self._touched()
            reference = self.fixture.reference()
            return diff_read(
                reference, self.store, read_touched(reference, self.store, touched, self.fixture.rows)
            )
        if since.origin is not None and since.fixture == self.fixture.key:
            fork = self._lineage.fork(self.store.journal_head(), since.origin)
            if fork is not None:
                touched = touched_keys(self.store.journal(fork))
                if fork < since.origin[1]:  # the snapshot moved on from the fork too: its rows count
                    before = self._snapshot_store(since)
                    for table, keys in touched_keys(before.journal(fork)).items():
                        touched.setdefault(table, set()).update(keys)
                    return diff_keys(before, self.store, touched) if touched else Diff()
                if not touched:
                    return Diff()
                return diff_keys(self._snapshot_store(since), self.store, touched)
        return diff_stores(self._snapshot_store(since), self.store)

    def _snapshot_store(self, snapshot: Snapshot) -> Store:
        """A read-only view of ``snapshot``'s state, kept for the next diff against the same one."""
        if self._thawed is not None:
            if self._thawed[0] is snapshot:
                return self._thawed[1]
            self._thawed[1].conn.close()
        store = snapshot.store(self.tables)
        self._thawed = (snapshot, store)
        return store

    def rows(self, table: str) -> list[dict[str, Any]]:
        """Every row of a table, canonical values, primary-key order (for tests and graders)."""
        return list(self.store.rows(table))

    def close(self) -> None:
        self.conn.close()
        if self._thawed is not None:
            self._thawed[1].conn.close()
            self._thawed = None

    def seal(self, error: ServiceError) -> None:
        """Refuse every later call with ``error`` (rendered by each service's dialect), recording each.

        An MCP task seals its world when the episode ends: the grade was fixed then, and the world's
        credentials must not be usable to change (or probe) it afterwards.
        """
        self.sealed = error

    # -- calls -------------------------------------------------------------------------------
    def principal_of(self, service: str) -> str | None:
        """Whom a call of ``service`` that names no principal acts as (see :attr:`principals`)."""
        found = self.principals.get(service)
        return found if found is not None else self.services[service].default_principal

    def operation(self, name: str) -> Operation:
        op = self.operations.get(name)
        if op is None:
            known = ", ".join(sorted(self.operations)[:12])
            raise UnknownOperation(f"no operation {name!r} in this world (e.g. {known}, …)")
        return op

    def call(
        self,
        name: str,
        params: Mapping[str, Any] | None = None,
        *,
        idempotency_key: str | None = None,
        principal: str | None = None,
        transport: str = "python",
    ) -> Response:
        """Run one operation as a client would and return what the client observes.

        Under a fault plan the response may be a lost one: ``transport_fault`` names what the client
        saw instead (``body`` is ``None``; see :mod:`toolproof.faults.transport`, whose
        ``raise_for_transport`` raises it as an HTTP client library would).
        """
        plan = self._plans.get(name)
        if plan is None:
            plan = self._plan(name)
        op = plan.op
        who = principal
        if who is None:
            who = self.principals.get(op.service) if self.principals else None
            if who is None:
                who = plan.svc.default_principal
        raw = dict(params) if params is not None else {}
        # Most calls' parameters are one flat object (no container inside): nothing to walk.
        for child in raw.values():
            if isinstance(child, _CONTAINERS):
                deep = depth_exceeds(raw)
                break
        else:
            deep = False
        if deep:
            # Refused before anything recurses into it (idempotency fingerprint, validation, the
            # ledger's encoder); the ledger keeps a note instead of the unbounded structure.
            omitted = dict(OMITTED_TOO_DEEP)
            return self.reject(name, too_deep("The parameters"), omitted, transport=transport, principal=who)
        if self.sealed is not None:
            return self.reject(name, self.sealed, raw, transport=transport, principal=who, outcome="error")
        # ``Call(op, raw, idempotency_key, who, transport)`` without its ``__init__`` frame: every slot
        # set as the dataclass sets it (test_call_path holds it to the constructor).
        call = _new(Call)
        call.operation = op
        call.params = raw
        call.idempotency_key = idempotency_key
        call.principal = who
        call.transport = transport
        self.clock.now += self.clock.tick
        if self.interceptor is None:
            response, entry = self._execute(call, True)
        else:
            response, entry = self.interceptor.intercept(self, call, self._execute)
        if self._last_429 or response.status == 429:
            self._track_retry_after(call, response, entry)
        if self.keep_responses:
            entry.response = response
        self.ledger.entries.append(entry)
        return response

    def _plan(self, name: str) -> _Plan:
        """Look up (once) what every call of operation ``name`` needs; see :class:`_Plan`."""
        op = self.operation(name)
        svc = self.services[op.service]
        rules = svc.rate_limits
        plan = _Plan(
            op,
            svc,
            svc.dialect,
            compile_params(op.params) or op.params.__pydantic_validator__.validate_python,
            may_hold_numbers(op.params),
            range_walk_fields(op.params),
            op.alone,
            rules,
            None if rules is None else operation_limits(rules, op),
        )
        self._plans[name] = plan
        return plan

    # -- resources and helpers for interceptors ------------------------------------------------
    def resource_time(self) -> float:
        """The clock rate limits run on: wall (monotonic) seconds over HTTP, virtual seconds in-process."""
        return time.monotonic() if self.wall_clock_resources else self.clock.now

    @contextmanager
    def hold(self, service: str, locks: Sequence[str] = ()) -> Iterator[None]:
        """Count one request in flight on ``service`` (holding ``locks``) for the duration of the block.

        The HTTP layer holds one per request, from arrival until the last byte is sent, so concurrency
        caps see real overlapping requests; the in-process virtual-time scheduler holds each call for
        its service time the same way (:meth:`acquire` / :meth:`release`).
        """
        self.acquire(service, locks)
        try:
            yield
        finally:
            self.release(service, locks)

    def acquire(self, service: str, locks: Sequence[str] = ()) -> None:
        """One more call in flight on ``service``, holding ``locks`` (released by :meth:`release`)."""
        self.inflight[service] = self.inflight.get(service, 0) + 1
        for key in locks:
            self.locked[key] = self.locked.get(key, 0) + 1

    def release(self, service: str, locks: Sequence[str] = ()) -> None:
        self.inflight[service] -= 1
        for key in locks:
            left = self.locked[key] - 1
            if left:
                self.locked[key] = left
            else:
                del self.locked[key]

    def locks_of(self, call: Call) -> Sequence[str]:
        """The objects ``call`` locks while in flight (its service's ``locks`` rule)."""
        rule = self.services[call.operation.service].locks
        return () if rule is None else rule(call.operation, call.params, call.principal)

    def new_entry(self, call: Call) -> LedgerEntry:
        """A ledger entry describing ``call`` before anything happened (not yet appended)."""
        op = call.operation
        # Positional, without the dataclass's __init__: this runs on every call.
        return blank_entry(
            len(self.ledger.entries) + 1,
            self.clock.now,
            op.name,
            call.params,
            op.writes,
            call.transport,
            call.principal,
            call.idempotency_key,
        )

    def render_error(self, call: Call, error: ServiceError) -> Response:
        """``error`` as the service of ``call`` renders it (vendor shape)."""
        op = call.operation
        ctx = self._context(op, call.principal, call.idempotency_key)
        return self.services[op.service].dialect.render_error(error, ctx)

    def edit(self, statements: Sequence[tuple[str, Sequence[Any]]]) -> tuple[RowEffect, ...]:
        """Apply raw SQL edits outside any operation (state faults), atomically; return the rows changed.

        The journal position advances past them, so the next call's ledger entry shows only its own rows.
        """
        self.conn.execute("SAVEPOINT tp_edit")
        try:
            for sql, args in statements:
                self.conn.execute(sql, tuple(args))
        except BaseException:
            self.conn.execute("ROLLBACK TO tp_edit")
            self.conn.execute("RELEASE tp_edit")
            settled(self.conn)
            raise
        self.conn.execute("RELEASE tp_edit")
        settled(self.conn)
        return self._collect_changes()

    @contextmanager
    def reading_from(self, conn: sqlite3.Connection) -> Iterator[None]:
        """Run calls in the block against another database (a thawed earlier snapshot: stale reads)."""
        current = self.conn
        self.conn = conn
        self.derived.clear()
        try:
            yield
        finally:
            self.conn = current
            self.derived.clear()

    def _track_retry_after(self, call: Call, response: Response, entry: LedgerEntry) -> None:
        """After a 429 on an operation, record on the next call of it whether it waited ``Retry-After``."""
        name = call.operation.name
        if self._last_429:
            previous = self._last_429.pop(name, None)
            if previous is not None:
                virtual, wall, wanted = previous
                # Measured on the clock the rate limits run on (see resource_time): wall seconds when the
                # world is served (HTTP, MCP), virtual ones in-process. The virtual clock already moved
                # one tick for this call; the wait is measured before it.
                waited = (
                    time.monotonic() - wall
                    if self.wall_clock_resources
                    else self.clock.now - self.clock.tick - virtual
                )
                entry.retry_after = {
                    "required": wanted,
                    "waited": round(waited, 3),
                    "honoured": None if wanted is None else waited >= wanted,
                }
        if response.status == 429:
            required: float | None = None
            for key, value in response.headers.items():
                if key.lower() == "retry-after":
                    try:
                        required = float(value)
                    except ValueError:
                        required = None
            self._last_429[name] = (self.clock.now, time.monotonic(), required)

    def reject(
        self,
        name: str,
        error: ServiceError,
        params: Any,
        *,
        transport: str,
        principal: str | None,
        outcome: Literal["invalid", "error"] = "invalid",
    ) -> Response:
        """Record and render a request refused before it could be parsed (malformed body…), or refused
        because the world is sealed (``outcome="error"``)."""
        op = self.operation(name)
        self.clock.now += self.clock.tick
        call = Call(op, params, None, principal, transport)
        response = self.render_error(call, error)
        entry = self.new_entry(call)
        entry.status, entry.outcome, entry.error_code = response.status, outcome, error.code
        self.ledger.append(entry)
        return response

    def _context(self, op: Operation, principal: str | None, idempotency_key: str | None = None) -> Context:
        return new_context(self.conn, self.clock, self.rng, op.service, op, principal, self, idempotency_key)

    def _execute(self, call: Call, commit: bool) -> tuple[Response, LedgerEntry]:
        """Validate, run in a savepoint, save for idempotent replay, and describe it for the ledger.

        With ``commit=False`` the handler runs and its effect is rolled back (a silent no-op that still
        answers with the real success body).
        """
        op = call.operation
        plan = self._plans.get(op.name)
        if plan is None or plan.op is not op:
            plan = self._plan(op.name)
        svc = plan.svc
        dialect = plan.dialect
        policy = svc.idempotency or self.emulated_idempotency
        key = call.idempotency_key if (policy is not None and op.writes) else None
        # ``self._context`` and ``self.new_entry`` written out: ``context.new_context`` and
        # ``ledger.new_entry``'s bodies, inline (two Python frames fewer per call; test_call_path holds
        # both to the functions, which hold them to the constructors).
        clock = self.clock
        conn = self.conn
        # The cursor the call's savepoint statements run on, also the handler's ``ctx.cursor``: a
        # statement run on it and read at once (one row by its key) leaves nothing running on it, so
        # the next statement, this call's or a later one's, finds it free (no cursor object made and
        # freed for that read). A world's calls run one at a time (its ``tp_call`` savepoints too).
        cursor = self._cursor
        if cursor is None or cursor.connection is not conn:
            cursor = self._cursor = conn.cursor()
        ctx: Context = _new(Context)
        ctx.db = conn
        ctx.cursor = cursor
        ctx.clock = clock
        ctx.rng = self.rng
        ctx.service = op.service
        ctx.operation = op
        ctx.principal = call.principal
        ctx.world = self
        ctx.idempotency_key = key
        ctx.seed = None
        ctx.declared = None
        ctx.returned = None
        ctx.pending = None
        entry: LedgerEntry = _new(LedgerEntry)
        entry.seq = len(self.ledger.entries) + 1
        entry.time = clock.now
        entry.operation = op.name
        entry.params = call.params
        entry.status = 0
        entry.outcome = "ok"
        entry.committed = False
        entry.writes = op.writes
        entry.transport = call.transport
        entry.principal = call.principal
        entry.idempotency_key = call.idempotency_key
        entry.error_code = None
        entry.changes = ()
        entry.delivered = True
        entry.fault = None
        entry.note = None
        entry.retry_after = None
        entry.response = None
        entry.response_bytes = 0
        entry.response_dropped = False
        # ``self._rate_limited(svc, call)`` written out (one Python call fewer on every call of a
        # service with limits): the limiter counts the call unless it refuses it.
        limited: ServiceError | None = None
        rules = svc.rate_limits
        if rules is not None and self.rate_limits_enabled:
            # A rule declared ``by_operation`` was asked once, when the plan was made.
            limits = plan.limits
            if limits is None or rules is not plan.rules:
                limits = rules(op, call.params, call.principal)
            now = time.monotonic() if self.wall_clock_resources else clock.now  # self.resource_time()
            # ``self.limiter.check(limits, now)``'s one-window path when the window exists and has
            # room, or does not exist yet and allows calls, written out (one Python call fewer on
            # every call of such a service): the entries past the horizon dropped, the call counted.
            # Anything else goes to ``check`` (which drops nothing more at the same ``now``), as before.
            if len(limits) == 1:
                limit = limits[0]
                windows = self.limiter.windows
                window = windows.get(limit.key)
                if window is not None:
                    horizon = now - limit.per_seconds
                    while window and window[0] <= horizon:
                        window.popleft()
                    if len(window) < limit.limit:
                        window.append(now)
                        hit = None
                    else:
                        hit = self.limiter.check(limits, now)
                elif limit.limit > 0:
                    # ``check``'s first call of a window (every renewed world's first read and first
                    # write): the window made holding this call.
                    windows[limit.key] = deque((now,))
                    hit = None
                else:
                    hit = self.limiter.check(limits, now)
            else:
                hit = self.limiter.check(limits, now)
            if hit is not None:
                limited = _refused(hit)
        if limited is None and self.locked:
            limited = self._lock_conflict(call)
        if limited is not None:
            response = dialect.render_error(limited, ctx)
            entry.status, entry.outcome, entry.error_code = response.status, "error", limited.code
            return response, entry
        fingerprint = ""
        if key is not None and policy is not None:
            fingerprint = dumps_canonical(canonical_json(call.params))
            saved = self.idempotency.lookup(svc.name, key, self.clock.now, policy.ttl_seconds)
            if saved is not None:
                if saved.operation == op.name and saved.fingerprint == fingerprint:
                    response = dialect.replayed(saved.response.copy(), ctx)
                    entry.status, entry.outcome = response.status, "replay"
                    return response, entry
                reason: Literal["params", "endpoint"] = "endpoint" if saved.operation != op.name else "params"
                what = "for the same endpoint" if reason == "endpoint" else "with the same parameters"
                error: ServiceError = IdempotencyMismatch(
                    f"Keys for idempotent requests can only be used {what} they were first used "
                    f"{'for' if reason == 'endpoint' else 'with'}. Try using a key other than '{key}' if you "
                    "meant to execute a different request.",
                    key=key,
                    reason=reason,
                    first_path=saved.operation,
                )
                response = dialect.render_error(error, ctx)
                entry.status, entry.outcome, entry.error_code = response.status, "error", error.code
                return response, entry
        try:
            params = plan.validate(call.params)
        except ValidationError as exc:
            error = InvalidParams.from_validation(exc)
            response = dialect.render_error(error, ctx)
            entry.status, entry.outcome, entry.error_code = response.status, "invalid", error.code
            return response, entry
        if type(params) is not op.params:
            problem = out_of_range(params)
        elif not plan.numbers:
            problem = None
        elif plan.walked is not None and params.__pydantic_fields_set__.isdisjoint(plan.walked):
            problem = None  # what out_of_range answers before its walk, without the call
        else:
            problem = out_of_range(params)
        if problem is not None:
            # SQLite (like the vendors) stores 64-bit integers: a larger one is the caller's error.
            error = IntegerOutOfRange([problem])
            response = dialect.render_error(error, ctx)
            entry.status, entry.outcome, entry.error_code = response.status, "invalid", error.code
            return response, entry
        if op.writes:
            # Whether the write starts from a committed state (``before``: its connection and
            # ``total_changes``) is settled here, so that a write run alone (``Operation.alone``) goes
            # to ``_run_alone`` without passing through ``_run_write`` (one Python call fewer).
            if type(conn) is StateConnection:  # ``conn.in_transaction`` (a property) inline
                busy = _open(conn) and (not conn.rewinding or conn.total_changes != conn._settled)
            else:
                busy = conn.in_transaction
            before = None if busy else (id(conn), conn.total_changes)
            alone = plan.alone
            if alone is not None and commit and before is not None and alone(params):
                response = self._run_alone(op, dialect, ctx, params, entry, before)
            else:
                response = self._run_write(op, dialect, ctx, params, entry, commit, before)
        else:
            # A read, run here (one Python frame fewer on every read). ``key`` is ``None`` for a read
            # (only writes are replayed), so its answer is returned as it is.
            before_read = self.conn.total_changes
            try:
                result = op.handler(ctx, params)
            except ServiceError as error:
                response = dialect.render_error(error, ctx)
                entry.status, entry.outcome, entry.error_code = response.status, "error", error.code
                return response, entry
            except OverflowError as exc:
                return self._overflow(op, ctx, exc, entry), entry
            except Exception as exc:
                return self._internal_error(op, ctx, exc, entry), entry
            if self.conn.total_changes != before_read:
                # A read that wrote is a bug in the double; never let it pass silently.
                raise RuntimeError(f"read operation {op.name} changed the state; declare it writes=True")
            response = dialect.render_result(ctx, result)
            entry.status = response.status
            return response, entry
        if key is not None:
            self.idempotency.save(
                svc.name, key, SavedResponse(op.name, fingerprint, response.copy(), self.clock.now)
            )
        return response, entry

    def _rate_limited(self, svc: Service, call: Call) -> RateLimited | None:
        """The service's own rate limit, if this call would exceed one (counted only when accepted)."""
        if svc.rate_limits is None or not self.rate_limits_enabled:
            return None
        hit = self.limiter.check(
            svc.rate_limits(call.operation, call.params, call.principal),
            time.monotonic() if self.wall_clock_resources else self.clock.now,  # self.resource_time()
        )
        return None if hit is None else _refused(hit)

    def _lock_conflict(self, call: Call) -> ObjectLocked | None:
        """Another in-flight call holds an object this one locks (never for a lone sequential caller)."""
        if not self.locked:
            return None
        for key in self.locks_of(call):
            if key in self.locked:
                return ObjectLocked(
                    "This object cannot be accessed right now because another API request or process "
                    "is currently accessing it. If you see this error intermittently, retry the request.",
                    limit_key=key,
                )
        return None

    def _run_write(
        self,
        op: Operation,
        dialect: Dialect,
        ctx: Context,
        params: Any,
        entry: LedgerEntry,
        commit: bool,
        before: tuple[int, int] | None,
    ) -> Response:
        """A write in a savepoint. ``before`` (the connection and its ``total_changes``, ``None`` when
        the call starts inside an unsettled transaction): a savepoint opened on a committed state,
        so what the handler reads before it writes may be remembered, and what was remembered
        outlives the call for the tables it did not write."""
        conn = self.conn
        derived = self.derived
        # SAVEPOINT and RELEASE return no rows: one cursor of this connection runs them on every
        # write (``conn.execute`` makes and frees a cursor object per statement).
        cursor = self._cursor
        if cursor is None or cursor.connection is not conn:
            cursor = self._cursor = conn.cursor()
        cursor.execute("SAVEPOINT tp_call")
        if before is not None:
            derived[CLEAN] = before
        try:
            result = op.handler(ctx, params)
        except ServiceError as error:
            self._roll_back(before)
            response = dialect.render_error(error, ctx)
            entry.status, entry.outcome, entry.error_code = response.status, "error", error.code
            return response
        except OverflowError as exc:
            self._roll_back(before)
            return self._overflow(op, ctx, exc, entry)
        except Exception as exc:
            self._roll_back(before)
            return self._internal_error(op, ctx, exc, entry)
        finally:
            derived.pop(CLEAN, None)
        if not commit:
            response = dialect.render_result(ctx, result)
            self._roll_back(before)
            entry.status = response.status
            return response
        cursor.execute("RELEASE tp_call")
        if type(conn) is StateConnection and conn.rewinding:  # settled(conn), inline
            conn._settled = conn.total_changes
        self._committed(ctx, before, entry)
        response = dialect.render_result(ctx, result)
        entry.status = response.status
        return response

    def _committed(self, ctx: Context, before: tuple[int, int] | None, entry: LedgerEntry) -> None:
        """After a write call committed: its ledger row effects, the journal position, the memo."""
        conn = self.conn
        derived = self.derived
        declared = ctx.declared
        if (
            declared is not None
            and before is not None
            and conn.total_changes - before[1] == 2 * len(declared)
            and derived.get(JOURNAL_HEAD) == (before[1], self._journal_seq)
        ):
            # Every row written is a declared insert or update plus its journal row (nothing else
            # moved total_changes), and the journal's head was known when the call started: the
            # journal now holds exactly those rows after it, in order. Same effects, no read-back.
            written, rows, returned = self._written, self._rows, ctx.returned
            if len(declared) == 1:  # (most writes: one row; no generator, no set comprehension)
                table, key, op = declared[0]
                # ``RowEffect(table, key, op)``: the frozen dataclass's ``__init__`` body, inline.
                effect = _new(RowEffect)
                _set_table(effect, table)
                _set_key(effect, key)
                _set_op(effect, op)
                entry.changes = (effect,)
                if written is not None:
                    found = written.get(table)
                    if found is None:
                        written[table] = {tuple(key)}
                    else:
                        found.add(tuple(key))
                if rows is not None:
                    _keep_row(rows, table, key, None if returned is None else returned.get((table, key)))
                seqs = self._seqs
                if seqs:
                    # ``self._next_seq_after(seqs, table, row)``'s body, inline (one Python call fewer
                    # on every create that binds the number it was told).
                    known = seqs.get(table)
                    if known is not None:
                        row = None if returned is None else returned.get((table, key))
                        at = self._seq_at.get(table) if row is not None else None
                        if at is not None and row is not None and type(row[at]) is int and row[at] == known:
                            seqs[table] = known + 1
                        else:
                            del seqs[table]
                tables = {table}
            else:
                # The same, row by row in one loop (a refund: its insert and its charge's update):
                # no generator, no ``__init__`` per effect, no set comprehension (Python frames each).
                effects: list[RowEffect] = []
                tables = set()
                for table, key, op in declared:
                    effect = _new(RowEffect)
                    _set_table(effect, table)
                    _set_key(effect, key)
                    _set_op(effect, op)
                    effects.append(effect)
                    tables.add(table)
                    if written is not None:
                        found = written.get(table)
                        if found is None:
                            written[table] = {tuple(key)}
                        else:
                            found.add(tuple(key))
                    if rows is not None:
                        _keep_row(rows, table, key, None if returned is None else returned.get((table, key)))
                    seqs = self._seqs
                    if seqs and table in seqs:
                        self._next_seq_after(
                            seqs, table, None if returned is None else returned.get((table, key))
                        )
                entry.changes = tuple(effects)
            self._journal_seq += len(declared)
            derived[JOURNAL_HEAD] = (conn.total_changes, self._journal_seq)
            entry.committed = True
        else:
            entry.changes = self._collect_changes()
            entry.committed = bool(entry.changes)
            tables = {change.table for change in entry.changes}
        if before is not None and REMEMBERED in derived:  # (no memo: nothing to carry)
            carry_remembered(derived, conn, before, tables)

    def _next_seq_after(self, seqs: dict[str, int], table: str, row: tuple[Any, ...] | None) -> None:
        """After a declared write of one row of ``table`` (whose next ``seq`` was known: ``seqs``),
        taken without reading the journal: the next ``seq`` still known only when the row handed back
        holds that very number (it was ``max(seq) + 1``, so it is the maximum now, whatever the row
        held before); otherwise (no row handed, another number) it is forgotten and read again."""
        known = seqs[table]
        at = self._seq_at.get(table) if row is not None else None
        if at is not None and row is not None and type(row[at]) is int and row[at] == known:
            seqs[table] = known + 1
        else:
            del seqs[table]

    def known_seq(self, table: str) -> int | None:
        """What :meth:`next_seq` answers, when it answers without a statement of this world's own
        (known, or read once for this frozen fixture by any world of it); else ``None``."""
        conn = self.conn
        seqs = self._seqs
        if (
            seqs is not None
            and conn is self.store.conn
            and self.derived.get(JOURNAL_HEAD) == (conn.total_changes, self._journal_seq)
        ):
            known = seqs.get(table)
            if known is None and self._journal_seq == 0:
                # No journal row since the fixture: the number is the fixture's, read once for it.
                known = self._read_seq(seqs, table)
            return known
        return None

    def next_seq(self, table: str) -> int:
        """``SELECT coalesce(max(seq), 0) + 1 FROM table`` on the world's database as it is now: the
        ``seq`` a row inserted now takes (what the services' ``NEXT_SEQ`` subquery computes). (perf54)
        For a table that declares another sequence column (``Table.sequence``: a calendar's
        ``change_seq``), one past the highest value of that column, kept by the same rules.

        Without a statement while the world knows it (perf53): it read it at a state it saw every
        write since (the journal's head unchanged, ``JOURNAL_HEAD``, which any write moves, a raw one
        or this call's own included), or from the fixture, and every write of ``table`` since was a
        declared one that handed back a row holding exactly that number (:meth:`_next_seq_after`).
        Anything else (a write through the journal, a restore, another database) forgets it, and a
        number read inside a call after it wrote is not kept (the call may be rolled back). Held to
        ``SELECT max(seq) + 1`` after every kind of write by ``tests/world/test_next_seq.py``."""
        conn = self.conn
        seqs = self._seqs
        if (
            seqs is not None
            and conn is self.store.conn
            and self.derived.get(JOURNAL_HEAD) == (conn.total_changes, self._journal_seq)
        ):
            known = seqs.get(table)
            if known is not None:
                return known
            value = self._read_seq(seqs, table)
            if value is not None:
                return value
        # (as read: what the insert's subquery would bind, whatever its type)
        return conn.execute(self._seq_statement(table)).fetchone()[0]  # type: ignore[no-any-return]

    def _seq_statement(self, table: str) -> str:
        """The statement :meth:`next_seq` reads ``table``'s number with: ``max`` of its sequence column
        (``Table.sequence``, else ``seq``) plus one; a table without one is asked for ``seq`` (which
        fails there, as it always did)."""
        sql = self._seq_sql.get(table)
        return sql if sql is not None else f'SELECT coalesce(max(seq), 0) + 1 FROM "{table}"'

    def _read_seq(self, seqs: dict[str, int], table: str) -> int | None:
        """The next ``seq`` of ``table`` read at a state the world knows (the journal's head it last
        saw), kept from now on (``None`` if it is no integer: not kept, the caller reads it as it
        is); at the fixture's state (no journal row since), kept for every world of the fixture."""
        value = self.conn.execute(self._seq_statement(table)).fetchone()[0]
        if type(value) is not int:
            return None
        seqs[table] = value
        if self._journal_seq == 0:
            # No journal row since the fixture: every table holds the fixture's rows.
            fixture_seqs = self.fixture.derived.get(NEXT_SEQS)
            if fixture_seqs is None:
                fixture_seqs = self.fixture.derived[NEXT_SEQS] = {}
            fixture_seqs[table] = value
        return value

    def _run_alone(
        self,
        op: Operation,
        dialect: Dialect,
        ctx: Context,
        params: Any,
        entry: LedgerEntry,
        before: tuple[int, int],
    ) -> Response:
        """A committed write whose only statement is the insert the handler hands over last
        (:attr:`Operation.alone`), run without ``SAVEPOINT``/``RELEASE``.

        One SQLite statement is atomic with its triggers (no table or trigger declares another
        conflict resolution than ``ABORT``): in autocommit mode it commits alone, inside a pooled
        world's rewind point it is undone alone if it fails. The handler runs first on the committed
        state (what it reads may be remembered, as at a clean savepoint's start) and writes nothing
        itself; the world then runs the insert. So a refusal or a failure anywhere leaves nothing
        written, as the savepoint's rollback did, and a success is the savepoint's commit: the same
        rows, journal rows, row effects and bytes (``tests/world/test_write_alone.py``). A handler
        that writes anything itself breaks the promise and is a bug in the double: refused loudly,
        as a read that writes is.
        """
        conn = self.conn
        ctx.pending = ()
        try:
            result = op.handler(ctx, params)
        except ServiceError as error:
            self._wrote_alone(op, before)
            response = dialect.render_error(error, ctx)
            entry.status, entry.outcome, entry.error_code = response.status, "error", error.code
            return response
        except OverflowError as exc:
            self._wrote_alone(op, before)
            return self._overflow(op, ctx, exc, entry)
        except Exception as exc:
            self._wrote_alone(op, before)
            return self._internal_error(op, ctx, exc, entry)
        if conn.total_changes != before[1]:
            self._wrote_alone(op, before)
        pending = ctx.pending
        if pending:
            try:
                write, values = pending
                if write is run_statement:
                    # ``run_statement(conn, values)`` run here on the world's own cursor (the one
                    # ``_run_write``'s savepoints use): the same statement, without the function's
                    # Python call or the cursor ``conn.execute`` makes and frees per statement.
                    cursor = self._cursor
                    if cursor is None or cursor.connection is not conn:
                        cursor = self._cursor = conn.cursor()
                    cursor.execute(values[0], values[1])
                else:
                    write(conn, values)
            except Exception as exc:
                # The statement (and its trigger's rows) undone by SQLite; nothing else was written.
                settled(conn)
                carry_remembered(self.derived, conn, before, None)
                if isinstance(exc, OverflowError):
                    return self._overflow(op, ctx, exc, entry)
                return self._internal_error(op, ctx, exc, entry)
            if type(conn) is StateConnection and conn.rewinding:  # settled(conn), inline
                conn._settled = conn.total_changes
        self._committed(ctx, before, entry)
        response = dialect.render_result(ctx, result)
        entry.status = response.status
        return response

    def _wrote_alone(self, op: Operation, before: tuple[int, int]) -> None:
        """Refuse a handler run without its savepoint that wrote by itself (nothing could undo it)."""
        if self.conn.total_changes != before[1]:
            raise RuntimeError(
                f"write operation {op.name} wrote outside the one insert its 'alone' test promises"
            )

    def _roll_back(self, before: tuple[int, int] | None) -> None:
        """Undo the call's savepoint: the state is again the one it started from."""
        conn = self.conn
        conn.execute("ROLLBACK TO tp_call")
        conn.execute("RELEASE tp_call")
        settled(conn)
        if before is not None:
            carry_remembered(self.derived, conn, before, None)

    def _collect_changes(self) -> tuple[RowEffect, ...]:
        """Journal rows since the last call, as row effects; advances the journal position."""
        store = self.store
        journal = store.journal(self._journal_seq)
        if journal:
            self._journal_seq = journal[-1][0]
        written, rows = self._written, self._rows
        seqs = self._seqs
        if seqs:
            # Anything written that no declaration handed back: no next ``seq`` is known any more
            # (each is read again by the next ``next_seq`` of its table, and known from there).
            seqs.clear()
        if written is not None and store.conn is self.conn:
            for _s, t, k, _o in journal:
                row_key = _key_of(k)
                written.setdefault(t, set()).add(row_key)
                if rows:  # a row written but not handed back: the end reads it
                    kept = rows.get(t)
                    if kept is not None:
                        kept.pop(row_key, None)
        elif written is not None:
            self._written = None  # another database's journal (reading_from): no longer ours
            self._rows = None
            self._seqs = None
        conn = store.conn
        if conn is self.conn and not conn.in_transaction:
            # The journal's head at this count of rows written (see _run_write's declared inserts).
            self.derived[JOURNAL_HEAD] = (conn.total_changes, self._journal_seq)
        if not journal:
            return ()
        return tuple(RowEffect(t, _key_of(k), o) for _s, t, k, o in journal)  # type: ignore[arg-type]

    def _overflow(self, op: Operation, ctx: Context, exc: OverflowError, entry: LedgerEntry) -> Response:
        """A number from the request too large for SQLite's 64-bit integers (a search query's literal…):
        the caller's error in the vendor's shape, not a 500."""
        error = IntegerOutOfRange([ParamError((), "invalid", "Invalid integer: a number is out of range")])
        response = self.services[op.service].dialect.render_error(error, ctx)
        entry.status, entry.outcome, entry.error_code = response.status, "invalid", error.code
        entry.note = f"OverflowError: {exc}"[:200]
        return response

    def _internal_error(self, op: Operation, ctx: Context, exc: Exception, entry: LedgerEntry) -> Response:
        log.exception("operation %s failed", op.name)
        error = InternalError("An unexpected error occurred in the double. It has been recorded.")
        response = self.services[op.service].dialect.render_error(error, ctx)
        entry.status, entry.outcome, entry.error_code = response.status, "error", error.code
        entry.note = "".join(traceback.format_exception_only(exc)).strip()
        return response

    def __repr__(self) -> str:
        return f"World({self.id!r}, services={list(self.services)}, seed={self.seed})"
