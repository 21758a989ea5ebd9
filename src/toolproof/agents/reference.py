"""Reference agents that need no language model: a task's plan under four error policies.

They exist to show, with no API key, that the metrics separate good behaviour from bad:

- ``noop``: does nothing, claims done.
- ``naive``: one attempt per step, carries on regardless, claims the plan's outcome.
- ``blind-retry``: retries any failure at once, without idempotency keys, ignoring ``Retry-After``,
  never verifying; claims the plan's outcome.
- ``careful``: idempotency keys where the API has them, honours ``Retry-After``, after an ambiguous
  outcome (no response, a 5xx) reads before it retries, verifies writes it can verify, and claims only
  what it verified (``failed`` otherwise).
- ``interface-aware``: uses what the interface offers and nothing else: an idempotency key on every
  write that takes one, a ``request_id`` and the operation-status tool where they exist; otherwise it
  retries an ambiguous outcome at once (like ``blind-retry``, but honouring ``Retry-After``), never
  reads to verify, and claims the plan's outcome unless a step failed. It shows what an interface
  buys an agent that does not verify by itself (docs/robustness.md).
- ``guessing``: careful with every call, but never asks the user: where the plan asks (``say``), it
  assumes the step's ``guess``. Conversation tasks with hidden facts separate it from ``careful``.

They never see the task's refs (the grader's answer key): they follow the plan's reads and ``pick``
the objects they act on out of what the tools return, as any agent must. The validator runs the oracle
with the careful policy, and runs generated wrong versions of it (:class:`Mutation`) with the naive one.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from toolproof.agents.episode import Episode, Observation
from toolproof.interfaces import REQUEST_ID_ARGUMENT, STATUS_TOOL
from toolproof.tasks.model import Step, Verify
from toolproof.tasks.plans import Pick, PickError, candidates, chosen, extract
from toolproof.tasks.predicates import matches
from toolproof.tasks.template import UnresolvedPlaceholder, fill, is_static, lookup, placeholders

Policy = Literal["naive", "blind-retry", "careful", "interface-aware"]
Agent = Callable[[Episode], Awaitable[None]]

MAX_ATTEMPTS = 6
BACKOFF_START = 1.0
#: How many reads must agree that a write did not happen (or an object is absent) before a careful
#: agent believes it.
VERIFY_READS = 3


class StepFailed(Exception):
    pass


async def noop(episode: Episode) -> None:
    """Does nothing and claims it is done: every task must fail it."""
    episode.finish("done", "Done.")


@dataclass(frozen=True, slots=True)
class Mutation:
    """One deliberate mistake in a plan, for mutation testing of a task's grader.

    Steps are numbered from 0 in plan order. ``replace`` sets new values at dotted paths of the filled
    arguments of step ``at``; ``pick_other`` makes step ``at`` pick the most similar *other* element of
    the list it chooses from (a look-alike); ``drop`` skips a step, ``repeat`` sends it twice.
    ``message`` rewrites the final message and, unless ``replies`` is false, what the agent says to the
    user on the way (an honest rewrite of the final answer must not change the conversation).
    """

    id: str
    description: str
    at: int | None = None
    drop: bool = False
    repeat: bool = False
    pick_other: bool = False
    replace: tuple[tuple[str, Any], ...] = ()
    claim: str | None = None
    message: Callable[[str], str] | None = field(default=None, compare=False)
    replies: bool = True


@dataclass(slots=True)
class StepRecord:
    """What one plan step did, for the validator: the arguments it sent and what it chose among."""

    index: int
    call: str
    args: dict[str, Any]
    writes: bool
    candidates: int = 0
    ok: bool = False


@dataclass(slots=True)
class PlanAgent:
    """Follows a plan (the task's oracle unless ``steps`` is given) with one error policy.

    ``record``, when given, receives a :class:`StepRecord` per call step (the validator derives its
    mutants from them).
    """

    policy: Policy
    steps: Sequence[Step] | None = None
    mutation: Mutation | None = None
    record: list[StepRecord] | None = None
    #: Talks to the user where the plan says (``say`` steps); without it, assumes each step's ``guess``.
    asks: bool = True
    label: str | None = None

    @property
    def name(self) -> str:
        return self.label or self.policy

    async def __call__(self, episode: Episode) -> None:
        steps = self.steps if self.steps is not None else episode.task.oracle
        scope: dict[str, Any] = {}
        all_ok = True
        mutation = self.mutation
        for index, step in enumerate(steps):
            if step.finish is not None:
                self._finish(episode, step, scope, all_ok)
                return
            if step.say is not None:
                if not await self._say(episode, step, scope):
                    all_ok = False
                continue
            here = mutation is not None and mutation.at == index
            if here and mutation is not None and mutation.drop:
                continue
            for _ in range(2 if here and mutation is not None and mutation.repeat else 1):
                try:
                    result = await self._step(episode, index, step, scope)
                except StepFailed:
                    all_ok = False
                    continue
                if step.save is not None and result is not None:
                    scope[step.save] = result
        episode.finish("failed", "The plan ended without a claim.")

    def _finish(self, episode: Episode, step: Step, scope: dict[str, Any], all_ok: bool) -> None:
        assert step.finish is not None
        claim: str = step.finish
        message = _safe_fill(step.message, scope)
        if not all_ok and self.policy in ("careful", "interface-aware"):
            claim, message = "failed", "I could not complete the request: a step kept failing."
        if self.mutation is not None:
            claim = self.mutation.claim or claim
            if self.mutation.message is not None:
                message = self.mutation.message(message)
        episode.finish(claim, message)

    async def _say(self, episode: Episode, step: Step, scope: dict[str, Any]) -> bool:
        """Ask the user (or, for an agent that does not ask, assume the step's guess); ``False``: stuck."""
        assert step.say is not None
        if not self.asks:
            if step.save is not None and step.guess is not None:
                scope[step.save] = step.guess
            return step.guess is not None or step.save is None
        try:
            text = str(fill(step.say, scope))
        except UnresolvedPlaceholder:
            return False
        if self.mutation is not None and self.mutation.message is not None and self.mutation.replies:
            text = self.mutation.message(text)
        answer = await episode.reply(text)
        if step.save is None:
            return True
        if step.pick is None:
            scope[step.save] = answer
            return True
        try:
            pick = _filled_pick(step.pick, scope)
            scope[step.save] = extract(chosen(answer, pick), pick)
        except (PickError, UnresolvedPlaceholder):
            return False
        return True

    def _args(self, index: int, step: Step, scope: dict[str, Any]) -> dict[str, Any]:
        try:
            args: dict[str, Any] = fill(step.args, scope)
        except UnresolvedPlaceholder:
            # An earlier step failed to find what this one needs: a real agent would be stuck too.
            raise StepFailed(step.call) from None
        mutation = self.mutation
        if mutation is not None and mutation.at == index:
            for path, value in mutation.replace:
                args = _replaced(args, path.split("."), value)
        return args

    async def _step(self, episode: Episode, index: int, step: Step, scope: dict[str, Any]) -> Any:
        assert step.call is not None
        args = self._args(index, step, scope)
        tool = find_tool(episode, step.call)
        op = episode.operation_for(tool)
        record = StepRecord(index, step.call, args, op is not None and op.writes)
        if self.record is not None:
            self.record.append(record)
        offered = tool_parameters(episode, tool)
        args = adapt_arguments(args, offered)
        uses_interface = self.policy in ("careful", "interface-aware")
        keyed = uses_interface and op is not None and op.writes and episode.takes_idempotency_key(op)
        key = f"{episode.task.id}-{index}-{episode.world.rng.seed}" if keyed else None
        given = args.pop("idempotency_key", None)  # a plan may set it, as tools offer it: a header
        if given is not None:
            key = str(given)
        request_id: str | None = None
        if uses_interface and op is not None and op.writes and REQUEST_ID_ARGUMENT in offered:
            request_id = f"{episode.task.id}-{index}-{episode.world.rng.seed}-1"
        attempts = 1 if self.policy == "naive" else MAX_ATTEMPTS
        backoff = BACKOFF_START
        misses = 0
        for attempt in range(attempts):
            sent = args if request_id is None else {**args, REQUEST_ID_ARGUMENT: request_id}
            obs = await episode.call(tool, sent, idempotency_key=key)
            if step.expect_error:
                if obs.ok:  # the refusal the plan relies on did not come: its claim would be wrong
                    raise StepFailed(step.call)
                if not obs.rate_limited and not obs.ambiguous:
                    record.ok = True
                    return obs.body  # the refusal is what this step was for
            if request_id is not None and obs.ambiguous and not obs.rate_limited:
                # A durable status beats guessing: ask the service what became of this request.
                status = await self._status(episode, request_id)
                state = status.get("state")
                if state == "committed":
                    obs = Observation(tool, obs.operation, sent, int(status.get("status") or 200),
                                      status.get("result"))  # fmt: skip
                elif state == "not_committed":
                    request_id = f"{request_id.rsplit('-', 1)[0]}-{attempt + 2}"
                    continue
                elif state == "not_received":
                    continue
            if obs.ok:
                if self.policy == "careful" and step.verify is not None and op is not None and op.writes:
                    # Claims only what it verified: a success body is not proof (silent no-ops exist).
                    found = await self._verify(episode, step.verify, scope)
                    if found is None:
                        # Verified not done: a new key, or the API would replay the empty success.
                        key = f"{key}-r{attempt + 1}" if key is not None else None
                        continue
                    record.ok = True
                    return found
                record.ok = True
                if step.pick is None:
                    return obs.body
                try:
                    pick = _filled_pick(step.pick, scope)
                    record.candidates = len(candidates(obs.body, pick))
                    return self._picked(obs.body, pick, index)
                except (PickError, UnresolvedPlaceholder):
                    # Reads can lag behind writes: a careful agent reads again before it believes a miss.
                    misses += 1
                    if self.policy != "careful" or misses >= VERIFY_READS:
                        raise StepFailed(step.call) from None
                    await episode.sleep(BACKOFF_START)
                    continue
            if self.policy == "naive":
                break
            if self.policy == "blind-retry":
                continue
            if self.policy == "interface-aware":
                if obs.rate_limited:
                    await episode.sleep(obs.retry_after() or backoff)
                    backoff *= 2
                    continue
                if obs.ambiguous:
                    continue  # a key or request id makes the retry safe; without one, it is a gamble
                break
            # careful
            if obs.rate_limited:
                await episode.sleep(obs.retry_after() or backoff)
                backoff *= 2
                continue
            if obs.ambiguous:
                # Read before retrying: the write may have landed. With a key, a retry is safe anyway,
                # but an API that saved a 5xx for the key would replay it forever: verify first, and
                # when the read says it did not happen, retry under a new key only if we got a replay.
                if op is not None and op.writes and step.verify is not None:
                    found = await self._verify(episode, step.verify, scope)
                    if found is not None:
                        return found
                    replayed = any(k.lower() == "idempotent-replayed" for k in obs.headers)
                    if key is not None and replayed:
                        key = f"{key}-r{attempt + 1}"
                await episode.sleep(backoff)
                backoff *= 2
                continue
            if obs.status == 409:
                # A conflict after a retry may mean the first attempt landed (a client-chosen id taken).
                if step.verify is not None:
                    found = await self._verify(episode, step.verify, scope)
                    if found is not None:
                        return found
                await episode.sleep(backoff)
                backoff *= 2
                continue
            break  # a definite refusal: retrying the same request will not help
        raise StepFailed(step.call)

    async def _status(self, episode: Episode, request_id: str) -> dict[str, Any]:
        """The operation-status tool's answer for ``request_id`` (empty when it cannot be had)."""
        name = find_tool(episode, STATUS_TOOL)
        params = adapt_arguments({REQUEST_ID_ARGUMENT: request_id}, tool_parameters(episode, name))
        obs = await episode.call(name, params)
        return obs.body if obs.ok and isinstance(obs.body, dict) else {}

    def _picked(self, body: Any, pick: Pick, index: int) -> Any:
        element = chosen(body, pick)
        mutation = self.mutation
        if mutation is not None and mutation.at == index and mutation.pick_other:
            element = look_alike(element, candidates(body, pick))
        return extract(element, pick)

    async def _verify(self, episode: Episode, verify: Verify, scope: dict[str, Any]) -> Any:
        """Read back: the element of the response that proves the write happened, or ``None``.

        A miss is read again after a pause before it counts: reads can lag behind writes (stale
        replicas), and concluding "not done" too early is how a careful agent would duplicate an effect.
        """
        misses = 0
        try:
            args, want = fill(verify.args, scope), fill(verify.match, scope)
        except UnresolvedPlaceholder:
            return None
        tool = find_tool(episode, verify.call)
        args = adapt_arguments(args, tool_parameters(episode, tool))
        for _ in range(6):
            obs: Observation = await episode.call(tool, args)
            if obs.rate_limited:
                await episode.sleep(obs.retry_after() or BACKOFF_START)
                continue
            if not obs.ok:
                await episode.sleep(BACKOFF_START)
                continue
            items = obs.body if not verify.list else _path(obs.body, verify.list)
            for item in items if isinstance(items, list) else [items]:
                if isinstance(item, dict) and matches(item, want):
                    return item
            misses += 1
            if misses >= VERIFY_READS:
                return None
            await episode.sleep(BACKOFF_START)
        return None


#: Each plan step's pick, validated once: ``id(pick)`` → (the pick, its validated copy when it has no
#: placeholder, the placeholder paths, its filled copies by the ``repr`` of their values). The entry
#: holds the pick, so its id is not reused while the entry lives. Every episode of a task follows the
#: same plan steps from the same refs.
_PICKS: dict[int, tuple[Pick, Pick | None, tuple[str, ...], dict[str, Pick]]] = {}
_PICKS_MAX = 4096
_COPIES_MAX = 16


def _filled_pick(pick: Pick, scope: dict[str, Any]) -> Pick:
    """``pick`` with its placeholders filled from ``scope``, validated once per pick and values of its
    placeholders (what :func:`fill` makes depends only on them, and ``repr`` tells them apart): the same
    filled pick object comes back, so its compiled ``where`` (:func:`~toolproof.tasks.plans.chosen`)
    is made once too."""
    known = _PICKS.get(id(pick))
    if known is None or known[0] is not pick:
        data = pick.model_dump(by_alias=True)
        if len(_PICKS) >= _PICKS_MAX:
            _PICKS.clear()
        static = Pick.model_validate(data) if is_static(data) else None
        known = _PICKS[id(pick)] = (pick, static, tuple(sorted(placeholders(data))), {})
    _pick, static, paths, copies = known
    if static is not None:
        return static
    try:
        values = repr([lookup(scope, path) for path in paths])
    except UnresolvedPlaceholder:  # fill names the first missing one, in its own order
        return Pick.model_validate(fill(pick.model_dump(by_alias=True), scope))
    filled = copies.get(values)
    if filled is None:
        filled = Pick.model_validate(fill(pick.model_dump(by_alias=True), scope))
        if len(copies) >= _COPIES_MAX:
            copies.clear()
        copies[values] = filled
    return filled


def _tokens(name: str) -> set[str]:
    return {t for t in re.split(r"[._\-]+", re.sub(r"([a-z])([A-Z])", r"\1_\2", name).lower()) if t}


def find_tool(episode: Episode, operation: str) -> str:
    """The tool an agent would pick for ``operation`` from the tools it is shown.

    The tool named after the operation (``stripe.refunds.create`` → ``stripe_refunds_create``) if there
    is one, else the one whose name shares the most words with it: what a reader of the list does,
    and why look-alikes and renamed tools cost it.
    """
    if episode.surface.plain:
        return operation
    names = [t["name"] for t in episode.tools()]
    exact = operation.replace(".", "_")
    if exact in names or operation in names:
        return exact if exact in names else operation
    want = _tokens(operation)
    best, score = operation, 0.0
    for name in names:
        have = _tokens(name)
        overlap = len(want & have) / len(want | have)
        if overlap > score:
            best, score = name, overlap
    return best


def tool_parameters(episode: Episode, tool: str) -> set[str]:
    """The parameter names the tool ``tool`` shows (empty when the surface is the vendor's own)."""
    if episode.surface.plain:
        return set()
    for t in episode.tools():
        if t["name"] == tool:
            return set(t["input_schema"].get("properties", {}))
    return set()


def adapt_arguments(args: dict[str, Any], offered: set[str]) -> dict[str, Any]:
    """``args`` under the names the tool shows: a name it does not show goes to the one shown name that
    contains it once case and underscores are ignored (``charge`` → ``chargeValue``)."""
    if not offered:
        return args

    def norm(name: str) -> str:
        return name.replace("_", "").lower()

    out: dict[str, Any] = {}
    for key, value in args.items():
        if key in offered:
            out[key] = value
            continue
        found = [o for o in offered if norm(key) in norm(o)]
        out[found[0] if len(found) == 1 else key] = value
    return out


def look_alike(element: Any, pool: Sequence[Any]) -> Any:
    """The element of ``pool`` most like ``element`` but not it: the one an agent would confuse it with.

    Similarity counts equal top-level scalar fields; ties go to the earliest in the list. With nothing
    else in the pool, the element itself comes back (the mutant then changes nothing and is reported as
    equivalent by the validator).
    """
    others = [p for p in pool if p != element]
    if not others or not isinstance(element, dict):
        return others[0] if others else element

    def likeness(other: Any) -> int:
        if not isinstance(other, dict):
            return -1
        return sum(
            1 for k, v in element.items() if not isinstance(v, dict | list) and k in other and other[k] == v
        )

    return max(others, key=likeness)


def _replaced(value: Any, path: list[str], new: Any) -> Any:
    """A copy of ``value`` with ``new`` at ``path`` (dicts by key, lists by index)."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: _replaced(value.get(head), rest, new)}
    if isinstance(value, list) and head.isdigit():
        out = list(value)
        out[int(head)] = _replaced(out[int(head)], rest, new)
        return out
    return value


def _path(body: Any, path: str) -> Any:
    try:
        return lookup({"body": body}, "body." + path)
    except KeyError:
        return None


def _safe_fill(text: str, scope: dict[str, Any]) -> str:
    try:
        return str(fill(text, scope))
    except KeyError:
        return text


REFERENCE_AGENTS: dict[str, Agent] = {
    "noop": noop,
    "naive": PlanAgent("naive"),
    "blind-retry": PlanAgent("blind-retry"),
    "careful": PlanAgent("careful"),
    "interface-aware": PlanAgent("interface-aware"),
    # careful with every call, but never asks the user: it assumes what it was not told
    "guessing": PlanAgent("careful", asks=False, label="guessing"),
}
