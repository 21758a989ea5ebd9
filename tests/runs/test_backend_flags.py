"""Backend flags of ``toolproof run``: what each Ray worker may ask for, and one line for bad input."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolproof.cli import main
from toolproof.runs.ray_backend import actor_options, parse_resources


def test_resources_map_to_ray_actor_options() -> None:
    hints = parse_resources("cpu=2, gpu=0.5, memory=4G, my_accelerator=1")
    assert hints == {"cpu": 2.0, "gpu": 0.5, "memory": 4 * 2**30, "my_accelerator": 1.0}
    assert actor_options(hints) == {
        "num_cpus": 2.0,
        "num_gpus": 0.5,
        "memory": 4 * 2**30,
        "resources": {"my_accelerator": 1.0},
    }
    assert actor_options({}) == {"num_cpus": 1.0}


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (["--backend", "ray", "--resources", "gpu=lots"],
         "bad resource 'gpu=lots': use NAME=AMOUNT, e.g. cpu=1,gpu=1,memory=4G"),
        (["--backend", "ray", "--resources", "gpu=2G"],
         "bad resource 'gpu=2G': only memory takes a K/M/G/T suffix"),
        (["--address", "auto"], "--address and --resources apply to --backend ray only"),
        (["--resources", "gpu=1"], "--address and --resources apply to --backend ray only"),
        (["--resume"], "--resume needs the run's folder: --out DIR"),
    ],
)  # fmt: skip
def test_bad_backend_flags_get_one_line_and_no_run_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], line: str
) -> None:
    out = tmp_path / "run"
    if "--resume" not in args:
        args = [*args, "--out", str(out)]
    assert main(["run", "--quiet", *args]) == 2
    assert capsys.readouterr().err == f"toolproof run: {line}\n"
    assert not out.exists()
