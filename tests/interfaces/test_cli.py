"""``toolproof run --interface/--perturb``: bad input is one line before any episode (no run folder)."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolproof.cli import main


@pytest.mark.parametrize(
    ("flags", "expected"),
    [
        (["--interface", "vendor,quick"], "toolproof run: unknown interface 'quick'"),
        (["--perturb", "typos,nope"], "toolproof run: unknown perturbation 'nope'"),
        (["--perturb", "group:vibes"], "toolproof run: unknown perturbation group 'vibes'"),
    ],
)
def test_bad_conditions_are_refused_before_any_episode(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], flags: list[str], expected: str
) -> None:
    out = tmp_path / "run"
    code = main(["run", "--agent", "careful", "--out", str(out), "--quiet", *flags])
    err = capsys.readouterr().err.strip()
    assert code == 2
    assert err.startswith(expected)
    assert "\n" not in err
    assert not out.exists()
