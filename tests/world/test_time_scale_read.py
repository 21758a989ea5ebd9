"""(perf42) ``clock._setting`` reads ``TOOLPROOF_TIME_SCALE`` from ``os.environ``'s storage without
``Mapping.get``'s ``KeyError`` (every pooled world's renewal reads it): the same string as
``os.environ.get`` for every state of the environment, and ``wall_time_scale`` the same answer (or the
same refusal) as the code before, copied here."""

from __future__ import annotations

import math
import os

import pytest

from toolproof.world import clock
from toolproof.world.clock import TIME_SCALE_ENV, wall_time_scale


def _old_wall_time_scale() -> float:
    """The function before perf42, verbatim but for its name."""
    raw = os.environ.get(TIME_SCALE_ENV, "").strip()
    if not raw:
        return 1.0
    try:
        scale = float(raw)
    except ValueError:
        scale = math.nan
    if not math.isfinite(scale) or scale <= 0:
        raise ValueError(f"{TIME_SCALE_ENV} must be a number > 0 (real seconds per second), not {raw!r}")
    return scale


def _same_answer() -> None:
    assert clock._setting() == os.environ.get(TIME_SCALE_ENV, "")
    try:
        expected: float | str = _old_wall_time_scale()
    except ValueError as exc:
        expected = str(exc)
    try:
        got: float | str = wall_time_scale()
    except ValueError as exc:
        got = str(exc)
    assert got == expected
    assert type(got) is type(expected)


VALUES = ["", " ", "1", "0.01", " 0.25 ", "2e-3", "0", "-1", "nan", "inf", "abc", "1,5", "é"]
VALUES += ["\u2003 3 \u2003"]  # (a Unicode space: strip() takes it too)


def test_unset_is_one() -> None:
    saved = os.environ.pop(TIME_SCALE_ENV, None)
    try:
        assert clock._setting() == ""
        assert wall_time_scale() == 1.0
        _same_answer()
    finally:
        if saved is not None:
            os.environ[TIME_SCALE_ENV] = saved


@pytest.mark.parametrize("value", VALUES)
def test_each_value_reads_as_before(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv(TIME_SCALE_ENV, value)
    assert clock._setting() == value
    _same_answer()
    monkeypatch.delenv(TIME_SCALE_ENV)
    _same_answer()  # removed again: unset, not the last value read


def test_a_value_not_utf8_decodes_as_os_environ_does(monkeypatch: pytest.MonkeyPatch) -> None:
    # Bytes that are not UTF-8 come back as os.environ decodes them (surrogateescape on POSIX).
    if os.name != "posix":
        pytest.skip("POSIX environment bytes")
    monkeypatch.setitem(os.environ._data, os.environ.encodekey(TIME_SCALE_ENV), b"\xff0.5")  # type: ignore[attr-defined]
    assert clock._setting() == os.environ[TIME_SCALE_ENV] == "\udcff0.5"
    _same_answer()


def test_another_mapping_in_os_environ_is_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "environ", {TIME_SCALE_ENV: "0.5"})
    assert clock._setting() == "0.5"
    assert wall_time_scale() == 0.5
    monkeypatch.setattr(os, "environ", {})
    assert clock._setting() == ""
    assert wall_time_scale() == 1.0


def test_a_renewed_world_reads_the_setting_each_time(monkeypatch: pytest.MonkeyPatch) -> None:
    from toolproof.world import World

    monkeypatch.setenv(TIME_SCALE_ENV, "0.01")
    world = World(["stripe"], seed=0, rewind=True)
    assert world.wall_time_scale == 0.01
    monkeypatch.setenv(TIME_SCALE_ENV, "0.5")
    world.renew()
    assert world.wall_time_scale == 0.5
    monkeypatch.delenv(TIME_SCALE_ENV)
    world.renew()
    assert world.wall_time_scale == 1.0
    world.close()
