"""Recording against a local stand-in for the live API (no network here), then checking the result.

The stand-in is the double itself served on 127.0.0.1 (``toolproof.testing.serve``): what recording
must get right does not depend on who answers: every call sent in order with references resolved,
ids replaced by placeholders that stay consistent across the cassette, volatile values marked, the
user's credential taken from the service's environment variable and never stored.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from toolproof.cli import main
from toolproof.parity import Cassette
from toolproof.testing import serve

SCENARIO = """\
service: stripe
fixture: small
vars: {customer: cus_alice}
calls:
  - name: created
    op: stripe.customers.create
    params: {email: ada@example.com, metadata: {team: parity}}
  - op: stripe.customers.retrieve
    params: {customer: "${created.id}"}
  - name: intent
    op: stripe.payment_intents.create
    params: {amount: 1200, currency: usd, customer: "${vars.customer}"}
  - op: stripe.customers.retrieve
    params: {customer: cus_missing}
"""


@pytest.fixture
def scenario(tmp_path: Path) -> Path:
    path = tmp_path / "customers.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    return path


def _record(scenario: Path, out: Path, base_url: str, *extra: str) -> int:
    return main(
        [
            "parity",
            "record",
            "--service",
            "stripe",
            "--scenario",
            str(scenario),
            "--base-url",
            base_url,
            "--out",
            str(out),
            *extra,
        ]
    )


def test_record_against_a_stand_in_then_check_passes(
    scenario: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "cassettes"
    with serve(["stripe"], fixture="small") as live:
        monkeypatch.setenv("STRIPE_API_KEY", live.token("stripe"))
        assert _record(scenario, out, live.base_urls["stripe"]) == 0
        real_id = live.world.rows("stripe_customers")[-1]["id"]
    printed = capsys.readouterr().out
    assert printed.strip() == f"{out / 'customers.json'}: 4 call(s) recorded (statuses 200, 200, 200, 404)"
    text = (out / "customers.json").read_text(encoding="utf-8")
    cassette = Cassette.load(out / "customers.json")
    created, retrieved, intent, missing = cassette.interactions
    # Ids become placeholders, the same one wherever the id appears (response, later URL, later body).
    assert created.response["body"]["id"] == "<cus:1>"
    assert retrieved.request["path"] == "/v1/customers/<cus:1>"
    assert retrieved.response["body"]["id"] == "<cus:1>"
    assert intent.request["form"][2] == ["customer", "<cus:2>"]
    assert intent.response["body"]["customer"] == "<cus:2>"
    assert missing.request["path"] == "/v1/customers/<cus:3>"
    # Volatile values are marked, not stored; values the caller chose are kept.
    assert created.response["body"]["created"] == "<created>"
    assert intent.response["body"]["client_secret"] == "<client_secret>"
    assert created.response["body"]["email"] == "ada@example.com"
    assert created.response["headers"]["request-id"] == "<request-id>"
    assert created.response["headers"]["stripe-version"] == "2024-04-10"
    assert missing.response["status"] == 404
    assert missing.response["body"]["error"]["code"] == "resource_missing"
    # No raw id and no credential in the file; the scenario's references are kept for replay.
    assert real_id not in text
    assert "sk_test_" not in text
    assert retrieved.params == {"customer": "${created.id}"}
    assert cassette.provenance["recorded_from"].startswith("http://127.0.0.1:")
    assert all(i.compare.values == "all" for i in cassette.interactions)

    assert main(["parity", "check", str(out / "customers.json")]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "1 cassette(s), 4 call(s): no differences"


def test_a_difference_between_the_live_api_and_the_double_is_reported(
    scenario: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "cassettes"
    # A "live API" that differs from the double: its customers carry one more field and say so.
    drift = tmp_path / "drift.yaml"
    drift.write_text(
        "name: live\nrules:\n  - operation: stripe.customers.retrieve\n"
        "    fault: {kind: schema_drift, add: {tax_country: NZ}}\n",
        encoding="utf-8",
    )
    with serve(["stripe"], fixture="small", faults=str(drift)) as live:
        monkeypatch.setenv("STRIPE_API_KEY", live.token("stripe"))
        assert _record(scenario, out, live.base_urls["stripe"]) == 0
    capsys.readouterr()
    assert main(["parity", "check", str(out / "customers.json")]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert "  #2 stripe.customers.retrieve  [recorded from http" in lines[1]
    assert "      shape   body.tax_country: missing (expected string 'NZ')" in lines
    assert lines[-1] == "1 cassette(s), 4 call(s): 1 difference(s)"


def test_record_without_a_credential_says_which_variable_to_set(
    scenario: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("STRIPE_API_KEY", raising=False)
    assert _record(scenario, tmp_path, "http://127.0.0.1:9") == 1
    err = capsys.readouterr().err
    assert err.startswith("toolproof: set STRIPE_API_KEY to your own stripe credential")
    assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--var", "nope"], "toolproof: --var takes NAME=VALUE, got 'nope'"),
        (
            ["--var", "coupon=x"],
            "toolproof: --var coupon: the scenario has no such var (it has: ['customer'])",
        ),
    ],
)
def test_bad_vars_are_one_line(
    scenario: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    args: list[str],
    message: str,
) -> None:
    monkeypatch.setenv("STRIPE_API_KEY", "sk_test_x")
    assert _record(scenario, tmp_path, "http://127.0.0.1:9", *args) == 2
    assert capsys.readouterr().err.strip() == message


def test_an_unreachable_base_url_is_one_line(
    scenario: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("STRIPE_API_KEY", "sk_test_x")
    assert _record(scenario, tmp_path, "http://127.0.0.1:9") == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith("toolproof: POST http://127.0.0.1:9/v1/customers: ")
    assert "\n" not in err


def test_scenario_and_cassette_mistakes_are_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("STRIPE_API_KEY", "sk_test_x")
    bad = tmp_path / "bad.yaml"
    bad.write_text("service: stripe\ncalls: []\n", encoding="utf-8")
    assert _record(bad, tmp_path, "http://127.0.0.1:9") == 1
    assert capsys.readouterr().err.strip() == (
        f"toolproof: {bad}: a scenario needs `service` and a non-empty list of `calls`"
    )
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({"format": 1, "service": "stripe"}), encoding="utf-8")
    assert main(["parity", "check", str(broken)]) == 2
    assert capsys.readouterr().err.strip() == (
        f"toolproof: {broken}: a cassette needs `service` and a list of `interactions`"
    )
    assert main(["parity", "check", "--service", "tickets"]) == 2
    assert capsys.readouterr().err.strip() == (
        "toolproof: service 'tickets' declares no parity rules, so it cannot be recorded or checked"
    )


def test_a_cassette_for_a_fixture_the_double_lacks_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "c.json"
    cassette = {
        "format": 1,
        "service": "stripe",
        "fixture": "production",
        "interactions": [{"op": "stripe.customers.list", "params": {}, "response": {"status": 200}}],
    }
    path.write_text(json.dumps(cassette), encoding="utf-8")
    assert main(["parity", "check", str(path)]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith("toolproof: ")
    assert err.endswith(
        "service 'stripe' has no fixture 'production' (fixtures: company, default, small, empty)"
    )


def test_check_against_a_running_server_uses_a_world_per_cassette(capsys: pytest.CaptureFixture[str]) -> None:
    from toolproof.parity import shipped

    gcal = [str(p) for p in shipped(["gcal"])]
    with serve(["gcal"], fixture="small") as running:
        base_url = running.base_url
        token = running.running.info.admin_token
        before = set(running.running.hub.worlds)
        assert main(["parity", "check", "--base-url", running.base_url, "--admin-token", token, *gcal]) == 0
        assert capsys.readouterr().out.splitlines()[-1] == "1 cassette(s), 38 call(s): no differences"
        assert set(running.running.hub.worlds) == before  # its worlds are gone again
        assert main(["parity", "check", "--base-url", running.base_url, "--admin-token", "wrong", *gcal]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"toolproof: {base_url}: the admin surface answered 401: ")
    assert "\n" not in err
