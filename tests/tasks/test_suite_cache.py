"""``tests/support/suites.py``: the lazy task maps and the on-disk cache of parsed suites (ci34).

Why these matter: some eighty test modules read the built-in suites, and a mistake here would not fail
loudly on its own: an id scan that missed a task would silently drop its parametrised cases, and a stale
cache would test yesterday's tasks. So the scan must equal the parse, a map must not parse for its keys,
and the cache must be read only when every input is the same."""

from __future__ import annotations

import os
import pickle
import time
from pathlib import Path
from typing import Any

import pytest

from tests.support import suites
from toolproof.tasks import Task, suite_names
from toolproof.tasks import loader as real_loader
from toolproof.tasks.yaml_text import load_task_yaml

pytestmark = pytest.mark.skipif("linear" not in suite_names(), reason="the linear suite is not installed")


def _no_parse(name: str) -> tuple[Task, ...]:
    raise AssertionError(f"the {name} suite was parsed")


def test_the_id_scan_of_every_built_in_suite_equals_the_ids_the_loader_gives() -> None:
    # linear is small enough to parse here; the others are checked on every parse (suites._builtin).
    assert suites.suite_ids("linear") == tuple(t.id for t in real_loader.load_suite("linear"))
    for name in suite_names():
        ids = suites.suite_ids(name)
        assert ids, name
        assert len(set(ids)) == len(ids), name


def test_a_task_map_gives_its_ids_without_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(suites, "_cached_parse", _no_parse)
    tasks = suites.task_map(["fanout", "linear", "no-such-suite"])
    listed = suites.task_list(["fanout", "no-such-suite"])
    assert len(tasks) == len(suites.suite_ids("fanout")) + len(suites.suite_ids("linear"))
    assert "fanout-review.n010" in tasks
    assert "nope" not in tasks
    assert sorted(tasks)[0].startswith("fanout-")
    assert len(listed) == len(suites.suite_ids("fanout"))
    assert listed


def test_a_task_map_parses_the_suite_of_the_task_read_and_only_it(monkeypatch: pytest.MonkeyPatch) -> None:
    parsed: list[str] = []
    real = suites._cached_parse

    def recording(name: str) -> tuple[Task, ...]:
        parsed.append(name)
        return real(name)

    monkeypatch.setattr(suites, "_cached_parse", recording)
    # both per-process caches: an earlier test of this worker may have read linear through either
    suites._builtin.cache_clear()
    suites._by_id.cache_clear()
    try:
        tasks = suites.task_map(["fanout", "linear"])
        first = suites.suite_ids("linear")[0]
        assert tasks[first].id == first
        assert parsed == ["linear"]
    finally:
        suites._builtin.cache_clear()
        suites._by_id.cache_clear()


def test_a_scan_that_disagrees_with_the_parse_fails_loudly(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(suites, "suite_ids", lambda name: ("linear.invented",))
    suites._builtin.cache_clear()
    try:
        with pytest.raises(AssertionError, match=r"invented \['linear.invented'\]"):
            suites._builtin("linear")
    finally:
        suites._builtin.cache_clear()


def test_the_disk_cache_is_read_when_the_inputs_are_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TOOLPROOF_TEST_CACHE", str(tmp_path / "cache"))
    first = suites._cached_parse("linear")
    (kept,) = (tmp_path / "cache").glob("linear-*.pickle")
    assert pickle.loads(kept.read_bytes()) == first
    monkeypatch.setattr(suites, "_parse", _no_parse)
    assert suites._cached_parse("linear") == first  # read back, not parsed


def test_a_damaged_cache_file_is_parsed_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TOOLPROOF_TEST_CACHE", str(tmp_path / "cache"))
    first = suites._cached_parse("linear")
    (kept,) = (tmp_path / "cache").glob("linear-*.pickle")
    kept.write_bytes(b"not a pickle")
    assert suites._cached_parse("linear") == first
    assert pickle.loads(kept.read_bytes()) == first


def test_a_changed_input_makes_a_new_key(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TOOLPROOF_TEST_CACHE", str(tmp_path / "cache"))
    suites._cached_parse("linear")
    monkeypatch.setenv("TOOLPROOF_SOMETHING_THAT_CHANGES", "1")
    suites._sources_digest.cache_clear()
    try:
        suites._cached_parse("linear")
    finally:
        monkeypatch.delenv("TOOLPROOF_SOMETHING_THAT_CHANGES")
        suites._sources_digest.cache_clear()
    assert len(list((tmp_path / "cache").glob("linear-*.pickle"))) == 2


def test_no_cache_in_a_folder_others_may_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    os.chmod(shared, 0o777)
    monkeypatch.setenv("TOOLPROOF_TEST_CACHE", str(shared))
    assert suites._cache_dir() is None
    monkeypatch.setenv("TOOLPROOF_TEST_CACHE", "off")
    assert suites._cache_dir() is None


# -- the YAML each task file decodes to, kept for the process (suitecost50) ------------------------------


def test_the_loaders_decode_through_the_shared_decoder_for_the_session() -> None:
    from toolproof.tasks import catalog

    off = os.environ.get("TOOLPROOF_TEST_CACHE", "") == "off"
    expected = load_task_yaml if off else suites.decoded_yaml
    assert vars(catalog)["load_task_yaml"] is expected
    assert vars(real_loader)["load_task_yaml"] is expected


def test_a_text_is_decoded_once_and_each_caller_gets_its_own_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    decoded: list[str] = []
    real = load_task_yaml

    def counted(text: str) -> Any:
        decoded.append(text)
        return real(text)

    monkeypatch.setattr(suites, "load_task_yaml", counted)
    monkeypatch.setattr(suites, "_DECODED", {})
    text = "base: &b {when: 2026-01-05, on: yes}\ntasks:\n  - {id: a, first: *b, second: *b}\n"
    first = suites.decoded_yaml(text)
    first["tasks"][0]["id"] = "changed by the first caller"
    second, third = suites.decoded_yaml(text), suites.decoded_yaml(text)
    assert decoded == [text]
    assert second == third == real(text)
    assert second is not third
    assert second["tasks"] is not third["tasks"]
    assert second["tasks"][0]["id"] == "a"
    assert second["base"] == {"when": real(text)["base"]["when"], "on": "yes"}  # a date, a YAML 1.2 string
    task = second["tasks"][0]
    assert task["first"] is task["second"]  # an alias stays one object, as the decoder gives it


def test_a_text_that_does_not_decode_is_refused_each_time_and_not_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(suites, "_DECODED", {})
    text = "tasks:\n  - {id: a, id: b}\n"  # a key written twice
    for _ in range(2):
        with pytest.raises(Exception, match="id") as refused:
            suites.decoded_yaml(text)
        with pytest.raises(type(refused.value)):
            load_task_yaml(text)
    assert suites._DECODED == {}


def test_the_shared_decoder_is_off_with_the_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    from toolproof.tasks import catalog

    monkeypatch.setenv("TOOLPROOF_TEST_CACHE", "off")
    with pytest.MonkeyPatch.context() as patch:
        monkeypatch.setattr(catalog, "load_task_yaml", load_task_yaml)
        monkeypatch.setattr(real_loader, "load_task_yaml", load_task_yaml)
        suites.share_decoded_yaml(patch)
        assert vars(catalog)["load_task_yaml"] is load_task_yaml
        assert vars(real_loader)["load_task_yaml"] is load_task_yaml


# -- the disk cache pruned: the most recently used keys kept (suitecost51) --------------------------------


def _aged(path: Path, age_s: float) -> Path:
    path.write_bytes(b"x")
    when = time.time() - age_s
    os.utime(path, (when, when))
    return path


def test_prune_keeps_the_most_recently_used_keys_and_those_read_lately(tmp_path: Path) -> None:
    hour = 3600.0
    keys = [_aged(tmp_path / f"fanout-{i:032x}.pickle", hour * (i + 1)) for i in range(7)]
    recent = _aged(tmp_path / f"fanout-{99:032x}.pickle", 60.0)  # read a minute ago
    other = _aged(tmp_path / f"core-{0:032x}.pickle", 10 * hour)
    killed = _aged(tmp_path / f"fanout-{0:032x}.123.tmp", 2 * hour)
    writing = _aged(tmp_path / f"fanout-{1:032x}.456.tmp", 5.0)
    lock = _aged(keys[3].with_suffix(".lock"), 0.0)
    removed = suites.prune(tmp_path, "fanout", keep=4, idle_s=900.0)
    # newest first: recent (1 min), keys 0..2 (1–3 h) kept; keys 3..6 beyond four and idle go
    assert sorted(removed) == sorted([*keys[3:], lock, killed])
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        p.name for p in [recent, *keys[:3], other, writing]
    )


def test_prune_keeps_a_key_beyond_the_count_while_it_is_read(tmp_path: Path) -> None:
    keys = [_aged(tmp_path / f"linear-{i:032x}.pickle", 60.0 * (i + 1)) for i in range(6)]
    assert suites.prune(tmp_path, "linear", keep=4, idle_s=900.0) == []  # all read in the last 15 min
    assert suites.prune(tmp_path, "linear", keep=4, idle_s=330.0) == [keys[5]]  # 6 min idle, 6th


def test_a_new_key_prunes_the_stale_ones_and_a_read_marks_its_key_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "cache"
    monkeypatch.setenv("TOOLPROOF_TEST_CACHE", str(folder))
    folder.mkdir(mode=0o700)
    old = [_aged(folder / f"linear-{i:032x}.pickle", 86400.0 + i) for i in range(5)]
    suites._cached_parse("linear")
    (kept,) = set(folder.glob("linear-*.pickle")) - set(old)
    assert sorted(folder.glob("linear-*.pickle")) == sorted([kept, *old[:3]])  # the newest 4 of 6
    os.utime(kept, (time.time() - 86400.0 * 2,) * 2)
    monkeypatch.setattr(suites, "_parse", _no_parse)
    suites._cached_parse("linear")  # read back: its time is now
    assert time.time() - kept.stat().st_mtime < 600
