"""The pytest plugin's own examples (examples/pytest) pass, run as a user runs them: in a fresh pytest
with only the installed plugin (pytester), under virtual time."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "pytest"

pytest_plugins = ["pytester"]


def test_the_examples_pass_with_the_installed_plugin(pytester: pytest.Pytester) -> None:
    for file in EXAMPLES.glob("test_*.py"):
        shutil.copy(file, pytester.path / file.name)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-q")
    result.assert_outcomes(passed=8)  # 2 in process, 3 over the SDK, 3 suite cases (a task, 2 variants)


def test_thirty_second_fault_plans_take_no_real_time_in_virtual_time(pytester: pytest.Pytester) -> None:
    shutil.copy(EXAMPLES / "test_sdk_faults.py", pytester.path / "test_sdk_faults.py")
    result = pytester.inline_run(
        "-p", "no:cacheprovider", "-q", "-k", "without_retries or thirty_second", "test_sdk_faults.py"
    )
    result.assertoutcome(passed=2)
    calls = {r.nodeid.rsplit("::", 1)[-1]: r.duration for r in result.getreports() if r.when == "call"}
    assert set(calls) == {
        "test_a_client_without_retries_sees_the_lost_response",  # a 30-second timeout
        "test_a_thirty_second_latency_moves_the_clock_not_the_wall",  # two 30-second latencies
    }
    # The plans hold 90 s in all; virtual time advances the clock, not the wall. (A loose bound: this is
    # a behaviour check, that no hold was waited out, not a performance claim; measured: ~0.1 s.)
    assert sum(calls.values()) < 10


def test_markers_and_options_are_documented_by_the_plugin(pytester: pytest.Pytester) -> None:
    result = pytester.runpytest_subprocess("--markers")
    result.stdout.fnmatch_lines(["*@pytest.mark.toolproof(services=None*", "*@pytest.mark.faults(plan)*"])
    help_text = pytester.runpytest_subprocess("--help").stdout.str()
    assert "--toolproof-real-time" in help_text


def test_a_wrong_marker_argument_is_one_clear_error(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        """
        import pytest

        @pytest.mark.toolproof(service=["stripe"])
        def test_x(toolproof_world):
            pass
        """
    )
    result = pytester.runpytest_subprocess("-q")
    assert result.ret != 0
    result.stdout.fnmatch_lines(["*@pytest.mark.toolproof takes services, seed, fixture, virtual_time*"])


def test_the_plain_script_example_runs() -> None:
    proc = subprocess.run(
        [sys.executable, str(EXAMPLES / "script_serve.py")], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("posted to C")
    assert proc.stdout.strip().endswith("slack_messages +1")
