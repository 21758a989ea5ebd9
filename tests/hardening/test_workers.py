"""``toolproof serve --workers 2``: worlds pinned to a worker behind one port, the official SDK unchanged,
faults relayed byte for byte, admin listings gathered from every worker, workers gone with the router."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import stripe

from tests.support.cli import LAUNCH, ROOT
from toolproof.transports.http.relay import worker_of


@pytest.fixture(scope="module")
def served() -> Iterator[tuple[subprocess.Popen[str], dict[str, Any]]]:
    args = ["serve", "--services", "stripe", "--port", "0", "--json", "--workers", "2"]
    process = subprocess.Popen(
        [sys.executable, "-c", LAUNCH, *args], stdout=subprocess.PIPE, text=True, cwd=ROOT
    )
    assert process.stdout is not None
    info = json.loads(process.stdout.readline())
    yield process, info
    if process.poll() is None:
        process.terminate()
        process.wait(timeout=20)
    process.stdout.close()


def admin(info: dict[str, Any]) -> httpx.Client:
    return httpx.Client(
        base_url=info["base_url"] + "/_toolproof",
        headers={"Authorization": f"Bearer {info['admin_token']}"},
        timeout=10,
    )


def test_worlds_live_on_both_workers_and_the_sdk_reaches_each(
    served: tuple[subprocess.Popen[str], dict[str, Any]],
) -> None:
    _process, info = served
    with admin(info) as client:
        made = [client.post("/worlds", json={}).json()["id"] for _ in range(4)]
        assert {worker_of(w, 2) for w in made} == {0, 1}
        listed = {w["id"] for w in client.get("/worlds").json()["worlds"]}
        assert set(made) | {info["world"]} <= listed
        assert client.get("/health").json()["workers"] == 2
        for world in made:
            sdk = stripe.StripeClient(
                f"sk_test_{world}", base_addresses={"api": info["base_url"] + "/stripe"}
            )
            customer = sdk.v1.customers.create(params={"email": f"{world}@example.com"})
            assert sdk.v1.customers.retrieve(customer.id).email == f"{world}@example.com"
            entries = client.get(f"/worlds/{world}/ledger").json()["entries"]
            assert [e["operation"] for e in entries] == [
                "stripe.customers.create",
                "stripe.customers.retrieve",
            ]


def test_a_reset_the_worker_makes_on_purpose_reaches_the_client_as_a_reset(
    served: tuple[subprocess.Popen[str], dict[str, Any]],
) -> None:
    _process, info = served
    with admin(info) as client:
        world = client.post("/worlds", json={}).json()["id"]
        plan = {
            "rules": [
                {
                    "operation": "stripe.customers.create",
                    "nth": 1,
                    "fault": {"kind": "transport", "phase": "after", "fault": "connection_reset"},
                }
            ]
        }
        assert client.put(f"/worlds/{world}/faults", json=plan).status_code == 200
        with pytest.raises(httpx.TransportError):
            httpx.post(
                info["base_url"] + "/stripe/v1/customers",
                data={"email": "lost@example.com"},
                headers={"Authorization": f"Bearer sk_test_{world}"},
            )
        (entry,) = client.get(f"/worlds/{world}/ledger").json()["entries"]
        assert (entry["committed"], entry["delivered"]) == (True, False)


def test_workers_exit_when_the_router_is_killed(served: tuple[subprocess.Popen[str], dict[str, Any]]) -> None:
    process, _info = served
    children = _children(process.pid)
    assert len(children) >= 2
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=10)
    deadline = time.monotonic() + 30  # generous: only a failing case waits it out (a loaded machine)
    while time.monotonic() < deadline and any(_alive(pid) for pid in children):
        time.sleep(0.1)
    assert not any(_alive(pid) for pid in children)


def _children(pid: int) -> list[int]:
    out = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                out.append(int(entry))
    return out


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False
