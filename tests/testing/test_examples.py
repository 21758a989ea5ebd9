"""The pytest plugin's own examples (examples/pytest) pass, run as a user runs them: in a fresh pytest
with only the installed plugin (pytester), under virtual time."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "pytest"

pytest_plugins = ["pytester"]


def test_the_examples_pass_with_the_installed_plugin(pytester: pytest.Pytester) -> None:
    for file in EXAMPLES.glob("test_*.py"):
        shutil.copy(file, pytester.path / file.name)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-q")
    result.assert_outcomes(passed=7)  # 2 in process, 2 over the SDK, 3 suite cases (a task, 2 variants)


def test_a_thirty_second_fault_plan_takes_no_real_time_in_virtual_time(pytester: pytest.Pytester) -> None:
    shutil.copy(EXAMPLES / "test_sdk_faults.py", pytester.path / "test_sdk_faults.py")
    started = time.monotonic()
    result = pytester.runpytest_inprocess(
        "-p", "no:cacheprovider", "-q", "-k", "without_retries", "test_sdk_faults.py"
    )
    result.assert_outcomes(passed=1)
    # The plan holds the lost response 30 s; virtual time advances the clock, not the wall. (A loose
    # bound: this is a behaviour check, that the hold was not waited out, not a performance claim.)
    assert time.monotonic() - started < 20


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
