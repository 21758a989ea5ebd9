"""``toolproof experiment interfaces|perturbations`` on a small subset of core: the printed table and the
results.json numbers have the documented structure, and the known direction holds (the
interface-aware agent duplicates under ``bare`` and never under ``effect-aware``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from toolproof.cli import main
from toolproof.perturb import GROUPS

TASKS = ["--task", "slack.reply-in-complaint-thread", "--task", "gcal.add-attendee"]


def test_interfaces_prints_agent_by_interface_and_effect_aware_ends_duplicates(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "iface"
    assert main(["experiment", "interfaces", *TASKS, "--out", str(out), "--quiet"]) == 0
    printed = capsys.readouterr().out
    header = "| agent | interface | accuracy | duplicate effects | unsafe commits | false claims | recovery |"
    assert header in printed
    rows = [line.split(" | ") for line in printed.splitlines() if line.startswith("| ") and "---" not in line]
    assert len(rows) == 1 + 4 * 4  # the header, then every reference agent × every interface
    metrics = json.loads((out / "results.json").read_text())
    deltas = metrics["interface_deltas"]
    assert sorted(deltas) == ["blind-retry", "careful", "interface-aware", "naive"]
    aware = deltas["interface-aware"]
    assert list(aware) == ["vendor", "bare", "effect-aware", "resumable"]
    for row in aware.values():
        assert row["episodes"] == 2
    assert aware["bare"]["duplicate_effects"] > aware["effect-aware"]["duplicate_effects"] == 0
    assert aware["bare"]["false_completion_claims"] > aware["resumable"]["false_completion_claims"] == 0
    assert aware["effect-aware"]["delta_vs_vendor"]["duplicate_effects"] < 0
    # Careful verifies by reading: safe on every interface.
    assert {r["duplicate_effects"] for r in deltas["careful"].values()} == {0}
    # The printed table is the JSON's numbers.
    line = next(r for r in rows if r[0] == "| interface-aware" and r[1] == "bare")
    assert int(line[3]) == aware["bare"]["duplicate_effects"]
    assert (out / "report.html").exists()
    assert header in (out / "experiment.md").read_text()


def test_perturbations_prints_drops_per_type_and_group_and_drift_tolerance(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "perturb"
    sample = "typos,renamed-tools,missing-descriptions,drift-new-required-param"
    assert (
        main(["experiment", "perturbations", *TASKS, "--perturb", sample, "--out", str(out), "--quiet"]) == 0
    )
    printed = capsys.readouterr().out
    assert "| condition | group | careful clean | careful perturbed | careful drop |" in printed
    assert "| agent | schema-drift tolerance |" in printed
    drops = json.loads((out / "results.json").read_text())["perturbation_drops"]
    assert sorted(drops) == ["careful", "naive"]
    for agent in drops.values():
        assert sorted(agent["by_condition"]) == sorted(sample.split(","))
        assert sorted(agent["by_group"]) == sorted(GROUPS)
        for row in agent["by_condition"].values():
            assert row["episodes"] == 2
            assert row["accuracy_drop"] == pytest.approx(row["clean_accuracy"] - row["accuracy"])
        drift = agent["by_group"]["transition"]
        if drift["clean_accuracy"]:
            assert agent["schema_drift_tolerance"] == pytest.approx(
                drift["accuracy"] / drift["clean_accuracy"]
            )
    # The careful agent solves both tasks clean; a typo in the instruction does not stop it.
    assert drops["careful"]["by_condition"]["typos"]["clean_accuracy"] == 1.0
    assert drops["careful"]["by_condition"]["typos"]["accuracy_drop"] == 0.0


def test_list_and_bad_input(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["experiment", "perturbations", "--list"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert len(listed) == 22
    assert listed[0].split()[:2] == ["typos", "observation"]
    out = tmp_path / "never"
    assert (
        main(["experiment", "interfaces", "--interface", "vendor,quick", "--out", str(out), "--quiet"]) == 2
    )
    err = capsys.readouterr().err.strip()
    assert err.startswith("toolproof experiment interfaces: unknown interface 'quick'")
    assert "\n" not in err
    assert not out.exists()
