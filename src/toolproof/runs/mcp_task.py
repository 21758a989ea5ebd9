"""One task served over MCP: its services' tools, its instruction, a ``finish`` tool, and the grade.

A conversation task (one with a ``user:`` block) also gets ``ask_user(question) -> answer``: the
question goes to the episode's simulated user (scripted by default, or any
:data:`~toolproof.users.UserFactory`) and its answer comes back as the tool result; the transcript is
graded like any other conversation (asked before acting, confirmed before writing, told the facts).

``toolproof mcp --task ID`` gives every session the task's world (its services, fixture and seed, its
refs resolved, and a fault variant's plan when one is chosen). The instruction is offered three ways
(server instructions, the ``task`` prompt, the ``toolproof://task/instruction`` resource) because MCP
clients differ in which they show a model. The agent ends the episode with ``finish(claim, message)``;
the grade is computed from the world's final state, never shown to the agent, and reported when the
session ends (stdio) or on the admin surface (HTTP, ``GET /_toolproof/mcp/episodes``).

Task mode lives here, with episode running, rather than in the transport: the MCP server only knows
an :class:`~toolproof.transports.mcp.episodes.EpisodeMode`, and :class:`TaskEpisodes` is the one for a
task (the functions below wire it into the stdio and HTTP servers).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

import anyio

from toolproof.agents.episode import CLAIMS
from toolproof.agents.run import fault_plan_of
from toolproof.faults import FaultPlan, install
from toolproof.service.errors import Unauthorized
from toolproof.tasks import Grade, Task, grade, load_suite, resolve_refs
from toolproof.tasks.conversation import UserSimulator
from toolproof.tasks.model import FaultVariant
from toolproof.tasks.names import index_of
from toolproof.tasks.principals import acting_principals
from toolproof.tasks.start_view import start_of
from toolproof.transports.http.hub import WorldHub
from toolproof.transports.mcp.episodes import EpisodeFactory
from toolproof.transports.mcp.results import ToolOutcome
from toolproof.transports.mcp.sdk import Document, ToolSpec
from toolproof.transports.mcp.server import (
    McpHttpInfo,
    McpTools,
    RunningMcpServer,
    episode_tools,
    serve_episodes_stdio,
    serve_http,
    start_http_in_thread,
)
from toolproof.transports.mcp.sessions import SessionLimits
from toolproof.users import UserFactory, scripted_users
from toolproof.world import World
from toolproof.world.fixtures import derive_seed

FINISH_TOOL = "finish"
WAIT_TOOL = "wait"
ASK_TOOL = "ask_user"
INSTRUCTION_URI = "toolproof://task/instruction"

#: The longest one ``wait`` call sleeps: MCP clients commonly time a request out after 60 s.
MAX_WAIT_SECONDS = 55.0


class TaskNotFound(LookupError):
    pass


def find_task(task_id: str, suite: str = "core") -> Task:
    """The task ``task_id`` of ``suite`` (a built-in suite name or a path to task files)."""
    tasks = load_suite(suite)
    for task in tasks:
        if task.id == task_id:
            return task
    known = ", ".join(t.id for t in tasks[:8])
    raise TaskNotFound(
        f"no task {task_id!r} in suite {suite!r} (e.g. {known}{', …' if len(tasks) > 8 else ''})"
    )


def variant_of(task: Task, name: str | None) -> FaultVariant | None:
    if name is None:
        return None
    for variant in task.faults:
        if variant.name == name:
            return variant
    names = ", ".join(v.name for v in task.faults) or "none"
    raise TaskNotFound(f"task {task.id!r} has no fault variant {name!r} (variants: {names})")


def instruction_text(task: Task) -> str:
    text = task.instruction.strip()
    if task.user is not None:
        text = f"The user wrote:\n{text}"
    if task.policy:
        text += "\n\nPolicy:\n" + task.policy.strip()
    if task.user is not None:
        text += (
            f"\n\nTo ask the user something (a detail they left out, or their go-ahead), call "
            f"`{ASK_TOOL}` with your message; its result is their answer."
        )
    return (
        text + f"\n\nIf a call is rate limited (HTTP 429), call `{WAIT_TOOL}` for its Retry-After seconds "
        f"before trying again. When you are done, call `{FINISH_TOOL}` with claim 'done', or 'impossible' / "
        "'need_info' / 'failed' if the task cannot be completed, and a short message for the user."
    )


def finish_spec() -> ToolSpec:
    return ToolSpec(
        FINISH_TOOL,
        "End the task: say whether it is done (or impossible, needs more information, or failed) and "
        "give the final message for the user. No tool can be called after this.",
        {
            "type": "object",
            "properties": {
                "claim": {"type": "string", "enum": list(CLAIMS), "description": "The outcome."},
                "message": {
                    "type": "string",
                    "description": "The final message for the user.",
                    "default": "",
                },
            },
            "required": ["claim"],
            "additionalProperties": False,
        },
        {"title": "Finish the task", "readOnlyHint": True, "idempotentHint": False, "openWorldHint": False},
    )


def ask_spec() -> ToolSpec:
    """``ask_user(question)``: one message to the user, whose answer is the result."""
    return ToolSpec(
        ASK_TOOL,
        "Send a message to the user (a question, or a request to confirm before you act) and get their "
        "answer. The answer is empty once the user has left the conversation.",
        {
            "type": "object",
            "properties": {
                "question": {"type": "string", "minLength": 1, "description": "Your message to the user."}
            },
            "required": ["question"],
            "additionalProperties": False,
        },
        {"title": "Ask the user", "readOnlyHint": True, "idempotentHint": False, "openWorldHint": True},
    )


def wait_spec() -> ToolSpec:
    """``wait(seconds)``: really sleep (served worlds run their rate limits on the wall clock), so an
    agent whose client has no sleep of its own can honour a 429's Retry-After."""
    return ToolSpec(
        WAIT_TOOL,
        "Wait before calling again, e.g. for the Retry-After seconds of a rate-limited (429) call.",
        {
            "type": "object",
            "properties": {
                "seconds": {
                    "type": "number",
                    "minimum": 0,
                    "maximum": MAX_WAIT_SECONDS,
                    "description": "How long to wait, in seconds.",
                }
            },
            "required": ["seconds"],
            "additionalProperties": False,
        },
        {"title": "Wait", "readOnlyHint": True, "idempotentHint": True, "openWorldHint": False},
    )


def wait_seconds(arguments: Mapping[str, Any] | None) -> float | None:
    """The seconds a ``wait`` call asks for, or ``None`` if the arguments are not valid."""
    args = dict(arguments or {})
    seconds = args.get("seconds")
    if set(args) != {"seconds"} or isinstance(seconds, bool) or not isinstance(seconds, int | float):
        return None
    return float(seconds) if 0 <= seconds <= MAX_WAIT_SECONDS else None


async def wait(arguments: Mapping[str, Any] | None) -> ToolOutcome:
    """Answer a ``wait`` call: sleep the seconds asked for, or say what is wrong with them."""
    seconds = wait_seconds(arguments)
    if seconds is None:
        return ToolOutcome((f"wait needs seconds: a number from 0 to {MAX_WAIT_SECONDS:g}.",), None, True, {})
    await anyio.sleep(seconds)
    return ToolOutcome((f"Waited {seconds:g} s.",), None, False, {})


#: What a sealed episode's world answers every call with (its credentials are no longer valid).
EPISODE_ENDED = (
    "This episode has ended: its world is sealed and its credentials are no longer valid. "
    "The grade was fixed when the episode ended."
)


@dataclass(slots=True)
class TaskEpisode:
    """One session's attempt at the task: its world, the refs resolved at the start, the claim.

    The grade is fixed when the episode ends (``finish``, or the session ending without it): the
    grade, the state hash and the diff are captured then and the world is sealed, so nothing done
    afterwards (a tool call, the world's credential over HTTP) can change the result; those later
    calls are refused in the vendor's shape and recorded in the ledger.
    """

    task: Task
    variant: FaultVariant | None
    world: World
    refs: dict[str, Any]
    #: The person ``ask_user`` talks to (every episode has one; only conversation tasks expose it).
    user: UserSimulator
    claim: str | None = None
    message: str = ""
    graded: dict[str, Any] = field(default_factory=dict)
    ended: bool = False
    read: bool = False
    #: Called once with the report when the episode ends: a client that keeps its session (and so the
    #: server process) alive after ``finish`` still gets its grade written at once.
    on_end: Callable[[dict[str, Any]], None] | None = None

    @property
    def finished(self) -> bool:
        return self.claim is not None

    def end(self) -> None:
        """Fix the grade now and seal the world (idempotent)."""
        if self.ended:
            return
        self.graded = self._settle()
        self.ended = True
        self.world.seal(Unauthorized(EPISODE_ENDED, credential="revoked"))
        if self.on_end is not None:
            self.on_end(dict(self.graded))

    def finish(self, arguments: Mapping[str, Any] | None) -> ToolOutcome:
        args = dict(arguments or {})
        claim, message = args.get("claim"), args.get("message", "")
        if self.finished:
            return ToolOutcome(("The task is already finished.",), None, True, {})
        if claim not in CLAIMS or not isinstance(message, str) or set(args) - {"claim", "message"}:
            return ToolOutcome(
                (f"finish needs claim (one of {', '.join(CLAIMS)}) and an optional message string.",),
                None,
                True,
                {},
            )
        self.claim, self.message = str(claim), message
        self.end()
        return ToolOutcome(
            (f"Finished with claim '{claim}'.",), None, False, {"toolproof/world": self.world.id}
        )

    async def ask(self, arguments: Mapping[str, Any] | None) -> ToolOutcome:
        """Pass the agent's message to the user; their answer is the result."""
        args = dict(arguments or {})
        question = args.get("question")
        if self.finished:
            return ToolOutcome(("The task is finished: no more calls.",), None, True, {})
        if set(args) != {"question"} or not isinstance(question, str) or not question.strip():
            return ToolOutcome((f"{ASK_TOOL} needs question: your message to the user.",), None, True, {})
        if self.user.ended:
            return ToolOutcome(("The user has left the conversation.",), None, False, {})
        answer = await self.user.respond(question, len(self.world.ledger))
        return ToolOutcome((answer or "(no answer)",), None, False, {})

    def grade(self) -> Grade:
        keys = {name: table.primary_key for name, table in self.world.tables.items()}
        return grade(
            self.task,
            self.refs,
            self.world.diff(),
            self.world.ledger,
            claim=self.claim,
            message=self.message,
            primary_keys=keys,
            benign=self.world.benign,
            transcript=self.user.transcript,
            # read as run_episode reads them, so an MCP agent is graded as any other (names: who is who;
            # start: the rows as the episode started, for a trait or a past state said of them)
            names=index_of(self.world),
            start=start_of(self.world),
        )

    def report(self) -> dict[str, Any]:
        """The episode's result: task, variant, world, claim, whether it passed, and the whole grade.

        Once the episode has ended this is the result fixed then; before, it is graded as things stand
        (``ended: false``).
        """
        return dict(self.graded) if self.ended else self._settle()

    def _settle(self) -> dict[str, Any]:
        result = self.grade()
        diff = self.world.diff()
        return {
            "task": self.task.id,
            "variant": None if self.variant is None else self.variant.name,
            "world": self.world.id,
            "claim": self.claim,
            "message": self.message,
            "calls": len(self.world.ledger),
            "passed": result.passed,
            "explain": result.explain(),
            "grade": result.to_dict(),
            "ended": self.ended or self.claim is not None,
            "transcript": self.user.transcript.to_dict(),
            "state_hash": self.world.state_hash(),
            "diff": {"summary": diff.summary(), "tables": diff.to_dict()},
        }


#: Ended episodes whose reports are kept (the oldest forgotten first).
KEEP_REPORTS = 4096


class TaskEpisodes:
    """Creates each session's episode: a world from ``create``, the task's refs, the variant's plan.

    It is the MCP server's :class:`~toolproof.transports.mcp.episodes.EpisodeMode` for a task: its
    tools are ``wait``, ``ask_user`` (conversation tasks only) and ``finish``.

    ``on_read(world_id)`` is called for each ended episode once its report has been read (the server
    then lets the world go; the report stays).
    """

    def __init__(
        self,
        task: Task,
        variant: FaultVariant | None,
        create: Callable[[], World],
        users: UserFactory = scripted_users,
    ) -> None:
        self.task, self.variant, self._create = task, variant, create
        self.users = users
        self.episodes: dict[str, TaskEpisode] = {}
        self.on_read: Callable[[str], None] | None = None
        self.on_end: Callable[[dict[str, Any]], None] | None = None
        talk = [ask_spec()] if task.user is not None else []
        self._tools = (wait_spec(), *talk, finish_spec())

    @property
    def keep(self) -> frozenset[str]:
        """The task's operations: always listed when the tool list is capped."""
        return frozenset(self.task.operations())

    @property
    def tools(self) -> Sequence[ToolSpec]:
        return self._tools

    def instructions(self) -> str:
        return instruction_text(self.task)

    def ended(self, world: World) -> bool:
        return self.of(world).ended

    async def call(self, world: World, name: str, arguments: Mapping[str, Any] | None) -> ToolOutcome:
        """``finish``, ``ask_user`` or ``wait`` in the episode of ``world``."""
        episode = self.of(world)
        if name == FINISH_TOOL:
            return episode.finish(arguments)
        if name == ASK_TOOL and self.task.user is not None:
            return await episode.ask(arguments)
        if name == WAIT_TOOL:
            if episode.finished:
                return ToolOutcome(("The task is finished: no more calls.",), None, True, {})
            return await wait(arguments)
        return ToolOutcome((f"Unknown tool: {name}",), None, True, {})

    def end(self, world: World) -> None:
        """The session of ``world`` ended: fix its grade and seal it."""
        episode = self.episodes.get(world.id)
        if episode is not None:
            episode.end()

    def read_reports(self) -> list[dict[str, Any]]:
        """Every episode's report; ended ones are marked read and their worlds let go."""
        reports = [e.report() for e in self.episodes.values()]
        for episode in list(self.episodes.values()):
            if episode.ended and not episode.read:
                episode.read = True
                if self.on_read is not None:
                    self.on_read(episode.world.id)
                    episode.world.ledger.clear()  # the report holds what mattered; free the rest
        ended = [k for k, e in self.episodes.items() if e.ended]
        for key in ended[: max(0, len(ended) - KEEP_REPORTS)]:
            del self.episodes[key]
        return reports

    def new_world(self) -> World:
        world = self._create()
        refs = resolve_refs(self.task, world.store)
        # The session's tools and its world's HTTP credentials act as whom the task says (acts_as).
        world.principals = acting_principals(self.task, refs) if self.task.acts_as else {}
        if self.variant is not None:
            install(world, fault_plan_of(self.variant))
        # As in a run: the user's seed comes from the world's, and the answer key is theirs to keep.
        secrets = [str(v) for v in refs.values() if isinstance(v, str | int) and not isinstance(v, bool)]
        user = self.users(self.task.user, self.task.instruction, derive_seed(world.rng.seed, "user"), secrets)
        self.episodes[world.id] = TaskEpisode(self.task, self.variant, world, refs, user, on_end=self.on_end)
        return world

    def of(self, world: World) -> TaskEpisode:
        return self.episodes[world.id]

    def document(self) -> Document:
        return Document(
            name="task",
            uri=INSTRUCTION_URI,
            title=self.task.title or self.task.id,
            text=instruction_text(self.task),
        )


def task_tools(
    task: Task,
    variant: FaultVariant | None,
    create: Callable[[], World],
    *,
    hub: WorldHub | None = None,
    limits: SessionLimits | None = None,
) -> McpTools:
    """The tools of ``task``: its services' operations plus ``finish``, one episode per session.

    ``tools.episodes`` is the :class:`TaskEpisodes` (``tools.episodes.of(world)`` is a session's).
    """
    return episode_tools(task.services, TaskEpisodes(task, variant, create), hub=hub, limits=limits)


def task_episodes(task: Task, variant: FaultVariant | None = None) -> EpisodeFactory:
    """What the HTTP server needs to make each session an episode of ``task`` (``variant``'s plan)."""

    def make(create: Callable[[], World]) -> TaskEpisodes:
        return TaskEpisodes(task, variant, create)

    return make


def serve_task_stdio(
    task: Task,
    *,
    variant: FaultVariant | None = None,
    faults: FaultPlan | None = None,
    on_end: Callable[[dict[str, Any]], None] | None = None,
) -> TaskEpisode:
    """Serve ``task`` to one MCP client over stdin/stdout; returns the episode (grade it) at the end.

    ``faults`` replaces the variant's plan when both are given. ``on_end(report)`` runs once, as soon
    as the episode ends: when the agent calls ``finish``, or else when the client goes.
    """

    def create() -> World:
        world = World(task.services, seed=task.seed, fixture=task.fixture)
        world.wall_clock_resources = True
        return world

    episodes = TaskEpisodes(task, None if faults is not None else variant, create)
    episodes.on_end = on_end
    world = serve_episodes_stdio(task.services, episodes, faults=faults)
    return episodes.of(world)


def _fixture(task: Task) -> str:
    # A task's fixture is a name or an inline fixture; the hub takes both.
    return cast(str, task.fixture)


def serve_task_http(
    task: Task,
    *,
    variant: FaultVariant | None = None,
    faults: FaultPlan | None = None,
    host: str = "127.0.0.1",
    port: int = 8766,
    admin_token: str | None = None,
    on_ready: Callable[[McpHttpInfo], None] | None = None,
    limits: SessionLimits | None = None,
) -> None:
    """Serve ``task`` over streamable HTTP until interrupted: every MCP session is an episode of it
    (its services, fixture and seed). ``faults`` replaces the variant's plan (on every world)."""
    serve_http(
        task.services,
        host=host,
        port=port,
        seed=task.seed,
        fixture=_fixture(task),
        admin_token=admin_token,
        faults=faults,
        on_ready=on_ready,
        episodes=task_episodes(task, None if faults is not None else variant),
        limits=limits,
    )


def start_task_http_in_thread(
    task: Task,
    *,
    variant: FaultVariant | None = None,
    faults: FaultPlan | None = None,
    host: str = "127.0.0.1",
    limits: SessionLimits | None = None,
) -> RunningMcpServer:
    """:func:`serve_task_http` on a free loopback port in a daemon thread (tests, notebooks)."""
    return start_http_in_thread(
        task.services,
        host=host,
        seed=task.seed,
        fixture=_fixture(task),
        faults=faults,
        episodes=task_episodes(task, None if faults is not None else variant),
        limits=limits,
    )
