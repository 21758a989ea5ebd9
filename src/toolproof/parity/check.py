"""``parity check``: replay cassettes against the double and report every difference.

The double is served on a loopback port in this process (real HTTP, the same path an SDK takes);
each cassette gets a fresh world from its fixture and seed, its calls are played in order with their
references resolved against the double's own answers, and each normalised response is compared with
the stored one (:mod:`toolproof.parity.compare`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toolproof.parity.cassette import Cassette
from toolproof.parity.compare import Difference, compare_response
from toolproof.parity.http import send
from toolproof.parity.play import Played, PlayError, Step, play, rules_of
from toolproof.service.parity import WireRequest
from toolproof.service.service import Service

if TYPE_CHECKING:
    from toolproof.faults import FaultPlan


def shipped_dir() -> Path:
    """Where the cassettes shipped with the package are (``parity/cassettes/<service>/*.json``)."""
    return Path(str(resources.files("toolproof.parity") / "cassettes"))


def shipped(services: Iterable[str] | None = None) -> list[Path]:
    """The shipped cassettes, of ``services`` only when given, in a stable order."""
    root = shipped_dir()
    wanted = set(services) if services is not None else None
    return sorted(p for p in root.glob("*/*.json") if wanted is None or p.parent.name in wanted)


@dataclass(slots=True)
class CallReport:
    index: int
    op: str
    provenance: str
    differences: list[Difference] = field(default_factory=list)
    error: str | None = None

    @property
    def ok(self) -> bool:
        return not self.differences and self.error is None

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "op": self.op,
            "provenance": self.provenance,
            "ok": self.ok,
            "error": self.error,
            "differences": [d.to_dict() for d in self.differences],
        }


@dataclass(slots=True)
class CassetteReport:
    path: str
    service: str
    calls: list[CallReport]

    @property
    def differences(self) -> int:
        return sum(len(c.differences) + (c.error is not None) for c in self.calls)

    def to_dict(self) -> dict[str, Any]:
        return {
            "cassette": self.path,
            "service": self.service,
            "ok": self.differences == 0,
            "differences": self.differences,
            "calls": [c.to_dict() for c in self.calls],
        }


class Served:
    """An already running ``toolproof serve`` to replay against: its base URL and admin token.

    Each cassette gets a world of its own through the admin surface (created with the cassette's
    fixture and seed, deleted afterwards), so the served instance's other worlds are untouched.
    """

    def __init__(self, base_url: str, admin_token: str) -> None:
        self.base_url, self.admin_token = base_url.rstrip("/"), admin_token

    def _admin(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        import json

        from toolproof.transports.http.admin import ADMIN_PREFIX

        data = b"" if body is None else json.dumps(body).encode()
        wire = WireRequest(
            method, ADMIN_PREFIX + path, headers={"Content-Type": "application/json"}, body=data
        )
        answer = send(self.base_url, wire, {"Authorization": f"Bearer {self.admin_token}"})
        if answer.status >= 400:
            error = answer.body.get("error", {}) if isinstance(answer.body, dict) else {}
            message = error.get("message") if isinstance(error, dict) else None
            raise PlayError(
                f"{self.base_url}: the admin surface answered {answer.status}: {message or answer.body}"
            )
        return answer.body

    def replay(self, cassette: Cassette, service: Service) -> list[Played]:
        made = self._admin(
            "POST",
            "/worlds",
            {
                "services": [cassette.service],
                "seed": cassette.seed,
                "fixture": cassette.fixture,
                "rate_limits": False,
            },
        )
        try:
            return play(
                service,
                _steps(cassette),
                base_url=self.base_url + service.mount,
                credential=made["credentials"][cassette.service]["token"],
                variables=dict(cassette.vars),
                world_id=made["id"],
            )
        finally:
            self._admin("DELETE", f"/worlds/{made['id']}")


def _steps(cassette: Cassette) -> list[Step]:
    return [Step(i.op, i.params, i.name, i.credential) for i in cassette.interactions]


def check(
    cassettes: Sequence[Cassette], *, faults: FaultPlan | None = None, served: Served | None = None
) -> list[CassetteReport]:
    """Replay every cassette against the double and compare.

    By default the doubles are served on a loopback port in this process; ``served`` replays against
    a running ``toolproof serve`` instead. ``faults`` (in process only) applies a plan to each world.
    """
    from toolproof.service import registry
    from toolproof.transports.http.server import start_in_thread

    if not cassettes:
        return []
    if served is not None:
        return [
            _report(cassette, served.replay(cassette, registry.get(cassette.service)))
            for cassette in cassettes
        ]
    names = sorted({c.service for c in cassettes})
    running = start_in_thread(names, fixture="empty", rate_limits=False)
    try:
        return [_check_one(running, cassette, faults) for cassette in cassettes]
    finally:
        running.stop()


def _check_one(running: Any, cassette: Cassette, faults: FaultPlan | None) -> CassetteReport:
    hub = running.hub
    service = hub.services[cassette.service]
    try:
        world = hub.create(
            [cassette.service], seed=cassette.seed, fixture=cassette.fixture, rate_limits=False
        )
    except LookupError as exc:  # an unknown fixture: the cassette cannot be replayed here
        raise PlayError(f"{_display(cassette.path)}: {exc}") from None
    try:
        if faults is not None:
            hub.set_faults(world, faults)
        credential = service.dialect.credentials(world.id)["token"]
        played = play(
            service,
            _steps(cassette),
            base_url=running.info.services[cassette.service],
            credential=credential,
            variables=dict(cassette.vars),
            world_id=world.id,
        )
    finally:
        hub.delete(world.id)
    return _report(cassette, played)


def _report(cassette: Cassette, played: Sequence[Played]) -> CassetteReport:
    rules = rules_of(registry_service(cassette.service))
    calls: list[CallReport] = []
    for index, (interaction, result) in enumerate(zip(cassette.interactions, played, strict=True), 1):
        report = CallReport(index, interaction.op, interaction.provenance)
        if result.error is not None:
            report.error = result.error
        else:
            report.differences = compare_response(
                interaction.response, result.response, interaction.compare, rules.compared_headers
            )
        calls.append(report)
    return CassetteReport(_display(cassette.path), cassette.service, calls)


def registry_service(name: str) -> Service:
    from toolproof.service import registry

    return registry.get(name)


def _display(path: Path | None) -> str:
    """A cassette's path as people type it: relative to the current folder when it is below it."""
    if path is None:
        return "<cassette>"
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def render(reports: Sequence[CassetteReport]) -> str:
    """A report people read: one line per cassette, then each failing call and its differences."""
    lines: list[str] = []
    for report in reports:
        calls = len(report.calls)
        verdict = "ok" if report.differences == 0 else f"{report.differences} difference(s)"
        lines.append(f"{report.path}  {report.service}, {calls} call(s): {verdict}")
        for call in report.calls:
            if call.ok:
                continue
            lines.append(f"  #{call.index} {call.op}  [{call.provenance}]")
            if call.error is not None:
                lines.append(f"      error   {call.error}")
            for diff in call.differences:
                lines.append(f"      {diff.kind:<7} {diff.message}")
    total = sum(r.differences for r in reports)
    calls_total = sum(len(r.calls) for r in reports)
    lines.append(
        f"{len(reports)} cassette(s), {calls_total} call(s): "
        + ("no differences" if total == 0 else f"{total} difference(s)")
    )
    return "\n".join(lines)
