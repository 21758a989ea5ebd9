"""``parity record``: run a scenario against a live API and store what it answered as a cassette.

The credential is the user's own (the environment variable the service names, e.g. a test-mode
key); nothing is sent anywhere but ``base_url``. Every call is stored with its normalised request and
response and compared in full on replay (``values: all``), minus what the scenario says to ignore.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from typing import Any

from toolproof.parity.cassette import Cassette, Interaction
from toolproof.parity.play import PlayError, Step, play, rules_of
from toolproof.parity.scenario import Scenario
from toolproof.service import registry


class RecordError(ValueError):
    """Recording cannot start (no credential, unknown service): one line saying what to do."""


def credential_for(service_name: str, explicit: str | None = None) -> str:
    """The user's credential for ``service_name``: ``explicit`` or the service's environment variable."""
    rules = rules_of(registry.get(service_name))
    value = explicit or os.environ.get(rules.credential_env, "")
    if not value:
        raise RecordError(
            f"set {rules.credential_env} to your own {service_name} credential (a test-mode or "
            "sandbox one) to record against the live API"
        )
    return value


def record(
    scenario: Scenario,
    *,
    base_url: str | None = None,
    credential: str,
    overrides: dict[str, Any] | None = None,
    source: str = "",
) -> Cassette:
    """Play ``scenario`` against ``base_url`` (default: the live API) and return its cassette.

    ``overrides`` replace ``vars`` for this recording only (your account's objects); the cassette
    keeps the scenario's own vars, which name the double's objects for replay.
    """
    try:
        service = registry.get(scenario.service)
    except registry.UnknownService as exc:
        raise RecordError(str(exc)) from None
    rules = rules_of(service)
    url = base_url or rules.live_base_url
    variables = {**scenario.vars, **(overrides or {})}
    steps = [Step(c.op, c.params, c.name, None) for c in scenario.calls]
    try:
        played = play(service, steps, base_url=url, credential=credential, variables=variables)
    except PlayError as exc:
        raise RecordError(str(exc)) from None
    interactions = []
    for call, result in zip(scenario.calls, played, strict=True):
        if result.error is not None:
            raise RecordError(f"{call.op}: {result.error}")
        interactions.append(
            Interaction(
                op=call.op,
                params=call.params,
                response=result.response,
                request=result.request,
                name=call.name,
                credential=call.credential,
                compare=call.compare,
                provenance=call.provenance or f"recorded from {url}",
            )
        )
    return Cassette(
        service=scenario.service,
        interactions=interactions,
        fixture=scenario.fixture,
        seed=scenario.seed,
        vars=dict(scenario.vars),
        provenance={
            "recorded_from": url,
            "recorded_at": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "scenario": source,
        },
        description=scenario.description,
    )
