"""``with toolproof.testing.serve(["stripe"]) as api:``: a served world for plain scripts and tests.

What moto users expect: the doubles start on a free loopback port in a background thread, every
official SDK is pointed at them by ``api.stripe()``, ``api.slack()``, ``api.gcal()``, the world is
``api.world`` (its diff, ledger, snapshots), and everything stops when the block ends. With
``virtual_time=True`` a fault plan's holds (a 30-second timeout, latency) advance the world's clock by
the full amount but hold the request only a millisecond, so fault tests take no real time.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import TracebackType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toolproof.faults import FaultPlan
    from toolproof.transports.http.server import RunningServer
    from toolproof.world import World


class Served:
    """Doubles served on 127.0.0.1 for the length of a ``with`` block (or until :meth:`stop`)."""

    def __init__(
        self,
        services: Sequence[str],
        *,
        seed: int = 0,
        fixture: str = "default",
        faults: FaultPlan | str | None = None,
        virtual_time: bool = False,
    ) -> None:
        self.services, self.seed, self.fixture = list(services), seed, fixture
        self.faults, self.virtual_time = faults, virtual_time
        self._running: RunningServer | None = None

    # -- lifecycle -----------------------------------------------------------------------------------
    def start(self) -> Served:
        from toolproof.faults import load_plan
        from toolproof.transports.http.server import start_in_thread

        plan = load_plan(self.faults) if isinstance(self.faults, str) else self.faults
        self._running = start_in_thread(self.services, seed=self.seed, fixture=self.fixture, faults=plan)
        if self.virtual_time:
            self._running.world.wall_scale = 0.0
        return self

    def stop(self) -> None:
        if self._running is not None:
            self._running.stop()
            self._running = None

    def __enter__(self) -> Served:
        return self.start()

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()

    # -- what a test reads -----------------------------------------------------------------------------
    @property
    def running(self) -> RunningServer:
        if self._running is None:
            raise RuntimeError("not serving: use `with serve([...]) as api:` or call start()")
        return self._running

    @property
    def world(self) -> World:
        """The served world: ``diff()``, ``ledger``, ``snapshot()``, ``reset()``…"""
        return self.running.world

    @property
    def base_url(self) -> str:
        return self.running.base_url

    @property
    def base_urls(self) -> dict[str, str]:
        """Each service's base URL, as its SDK wants it (``{"stripe": "http://127.0.0.1:…/stripe"}``)."""
        return dict(self.running.info.services)

    @property
    def credentials(self) -> dict[str, dict[str, str]]:
        return {k: dict(v) for k, v in self.running.info.credentials.items()}

    def token(self, service: str) -> str:
        return self.credentials[service]["token"]

    def reset(self) -> None:
        """The world back to its fixture (the ledger too): a clean slate between tests."""
        self.world.reset()

    def set_faults(self, plan: FaultPlan | str | None) -> None:
        """Apply a fault plan (a built-in name, a file, or a plan) to the served world from now on."""
        from toolproof.faults import load_plan

        loaded = load_plan(plan) if isinstance(plan, str) else plan
        self.running.hub.set_faults(self.world, loaded)

    # -- official SDK clients ----------------------------------------------------------------------------
    def stripe(self, **options: Any) -> Any:
        """A ``stripe.StripeClient`` on this world (``max_network_retries`` etc. as ``options``)."""
        import stripe

        stripe.enable_telemetry = False
        return stripe.StripeClient(
            self.token("stripe"), base_addresses={"api": self.base_urls["stripe"]}, **options
        )

    def slack(self, **options: Any) -> Any:
        """A ``slack_sdk.WebClient`` on this world."""
        from slack_sdk import WebClient

        return WebClient(token=self.token("slack"), base_url=self.base_urls["slack"] + "/", **options)

    def gcal(self) -> Any:
        """A Google Calendar v3 ``Resource`` (``googleapiclient``) on this world."""
        from google.oauth2.credentials import Credentials
        from google_auth_httplib2 import AuthorizedHttp
        from googleapiclient.discovery import build

        return build(
            "calendar",
            "v3",
            http=AuthorizedHttp(Credentials(token=self.token("gcal"))),  # type: ignore[no-untyped-call]
            client_options={"api_endpoint": self.base_urls["gcal"] + "/"},
            static_discovery=True,
        )


def serve(
    services: Sequence[str],
    *,
    seed: int = 0,
    fixture: str = "default",
    faults: FaultPlan | str | None = None,
    virtual_time: bool = False,
) -> Served:
    """Doubles served for a ``with`` block: ``with serve(["stripe"], faults="lost-responses") as api:``."""
    return Served(services, seed=seed, fixture=fixture, faults=faults, virtual_time=virtual_time)
