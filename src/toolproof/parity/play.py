"""Playing calls against a base URL: resolve references, encode, send, normalise, in order.

Recording (against the real API) and checking (against the double) run the same loop, so a
cassette and its replay are produced by exactly the same steps.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from toolproof.parity.http import Answer, send
from toolproof.parity.normalise import Normaliser
from toolproof.parity.refs import RefError, resolve
from toolproof.service.parity import ParityRules, WireRequest
from toolproof.service.service import Service


@dataclass(frozen=True, slots=True)
class Step:
    """One call to play: the operation, its parameters (with references) and who makes it."""

    op: str
    params: dict[str, Any]
    name: str | None = None
    credential: str | None = None


@dataclass(frozen=True, slots=True)
class Played:
    """What one step did: the normalised request and response, and the raw answer."""

    request: dict[str, Any]
    response: dict[str, Any]
    answer: Answer | None
    error: str | None = None


class PlayError(ValueError):
    """A step that cannot be sent (an unknown operation, a reference to nothing): one line."""


def rules_of(service: Service) -> ParityRules:
    if service.parity is None:
        raise PlayError(f"service {service.name!r} declares no parity rules (services/<name>/parity.py)")
    return service.parity


def play(
    service: Service,
    steps: Sequence[Step],
    *,
    base_url: str,
    credential: str,
    variables: dict[str, Any],
    world_id: str = "",
) -> list[Played]:
    """Send ``steps`` in order; a step whose references cannot resolve is reported, not sent."""
    rules = rules_of(service)
    normaliser = Normaliser(rules)
    scope: dict[str, Any] = {"vars": variables}
    out: list[Played] = []
    for step in steps:
        operation = service.operations.get(step.op)
        if operation is None:
            raise PlayError(f"{step.op}: no such operation of {service.name} (toolproof tools lists them)")
        try:
            params = resolve(step.params, scope)
        except RefError as exc:
            out.append(Played({}, {}, None, f"not sent: {exc}"))
            continue
        wire: WireRequest = rules.encode(operation, params)
        who = step.credential.replace("{world}", world_id) if step.credential else credential
        request = normaliser.request(wire)
        answer = send(base_url, wire, rules.auth_headers(who))
        response = normaliser.response(answer.status, answer.headers, answer.body)
        if step.name:
            scope[step.name] = answer.body
        out.append(Played(request, response, answer))
    return out
