"""``toolproof.inspect``: Inspect AI runs toolproof tasks end to end, in process, with its mock model.

The mock model (``mockllm``) is scripted by a function that reads the conversation as a model would:
it calls the refund tool, reads the tool result (a 429 with Retry-After, or the refund), waits or
retries, and finishes. Every call goes through a real episode on the sample's own world, and the log
carries toolproof's grade and metrics. No model, no network: the scripted outputs carry their token
usage (without it Inspect would fetch a tokenizer to count tokens).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

inspect_ai = pytest.importorskip("inspect_ai", reason="the inspect extra (inspect-ai) is not installed")

from inspect_ai.model import (  # noqa: E402
    ChatMessage,
    ChatMessageTool,
    ModelOutput,
    ModelUsage,
    get_model,
)

from toolproof.agents.run import prepare  # noqa: E402
from toolproof.tasks.catalog import entries, load_selected  # noqa: E402

pytestmark = [
    # Inspect sets up its model retries with tenacity's deprecated ``initial=`` (not ours to fix).
    pytest.mark.filterwarnings("ignore:The 'initial' parameter is deprecated:DeprecationWarning"),
    # Inspect's sample runner leaves one anyio receive stream per sample to the garbage collector.
    pytest.mark.filterwarnings("ignore:Unclosed <MemoryObjectReceiveStream:ResourceWarning"),
    pytest.mark.filterwarnings(
        "ignore:Exception ignored in. <function MemoryObjectReceiveStream.__del__"
        ":pytest.PytestUnraisableExceptionWarning"
    ),
]

TASK = "stripe.refund-remaining-balance"
THROTTLED = TASK + "-throttled"
MOCK = "mockllm/model"


def _suite(folder: Path) -> Path:
    """Two tasks: the core task as it is (no fault variants), and the same task asked with a "Thanks!"
    (so the script can tell them apart) under a 30-second Retry-After on the refund."""
    data = next(e.data for e in entries("core") if e.id == TASK)
    plain = {**data, "faults": []}
    throttled = {
        **data,
        "id": THROTTLED,
        "instruction": data["instruction"].strip() + " Thanks!",
        "faults": [
            {
                "name": "throttled-refund",
                "description": "the refund is answered 429 with Retry-After: 30 once",
                "plan": {
                    "rules": [
                        {
                            "id": "throttle-refund",
                            "operation": "stripe.refunds.create",
                            "nth": 1,
                            "fault": {"kind": "rate_limit", "retry_after": 30},
                        }
                    ]
                },
            }
        ],
    }
    path = folder / "tasks.yaml"
    path.write_text(yaml.safe_dump({"tasks": [plain, throttled]}, sort_keys=False), encoding="utf-8")
    return path


class Script:
    """A model that does the task: refund, wait out a 429 (every other time it retries at once
    instead), finish. On the plain task it claims done without doing anything in every other
    conversation: a false completion claim."""

    def __init__(self, charge: str) -> None:
        self.charge = charge
        self.plain_starts = 0
        self.throttled = 0

    def __call__(self, messages: list[ChatMessage], *_: Any) -> ModelOutput:
        output = self._next(messages)
        output.usage = ModelUsage(input_tokens=10, output_tokens=10, total_tokens=20)
        return output

    def _next(self, messages: list[ChatMessage]) -> ModelOutput:
        tools = [m for m in messages if isinstance(m, ChatMessageTool)]
        refund = {"charge": self.charge, "amount": 528}
        if not tools:
            question = str(messages[1].content)
            if "Thanks!" not in question:
                self.plain_starts += 1
                if self.plain_starts % 2 == 0:
                    return self._finish("Done.")
            return ModelOutput.for_tool_call(MOCK, "stripe_refunds_create", refund)
        last = tools[-1]
        seen = json.loads(last.text)
        if last.function == "stripe_refunds_create" and seen.get("status") == 429:
            self.throttled += 1
            if self.throttled % 2 == 1:
                return ModelOutput.for_tool_call(MOCK, "wait", {"seconds": seen["retry_after"]})
            return ModelOutput.for_tool_call(MOCK, "stripe_refunds_create", refund)
        if last.function == "wait":
            return ModelOutput.for_tool_call(MOCK, "stripe_refunds_create", refund)
        assert seen["status"] == 200, seen
        return self._finish("Refunded the remaining $5.28 of her top-up.")

    @staticmethod
    def _finish(message: str) -> ModelOutput:
        return ModelOutput.for_tool_call(MOCK, "finish", {"claim": "done", "message": message})


def test_inspect_eval_runs_real_episodes_and_logs_toolproofs_metrics(tmp_path: Path) -> None:
    from inspect_ai import eval as inspect_eval

    _, refs = prepare(load_selected("core", [TASK])[0])
    script = Script(refs["charge"])
    from toolproof.inspect import suite

    [log] = inspect_eval(
        # The task object itself: how `inspect eval toolproof/suite` finds it by name is checked in a
        # fresh process below (Inspect's registry is global state that other tests in a process share).
        # 16 tools: the task's own operations and their siblings (fewer schemas for Inspect to log).
        suite(path=str(_suite(tmp_path)), epochs=2, tool_limit=16),
        model=get_model(MOCK, custom_outputs=script),
        log_dir=str(tmp_path / "logs"),
        display="none",
        max_samples=1,
    )
    assert log.status == "success", log.error
    # Inspect prefixes the package name only where it recognises an installed package in this process
    # (an editable install seen through src/toolproof.egg-info is not): the name users type is proven by
    # the fresh-interpreter test below.
    assert log.eval.task.rsplit("/", 1)[-1] == "suite"
    ids = sorted({str(s.id) for s in log.samples or []})
    assert ids == [TASK, THROTTLED, f"{THROTTLED}[throttled-refund]"]
    [scores] = log.results.scores if log.results else []
    metrics = {name: m.value for name, m in scores.metrics.items()}
    # 6 episodes: the plain task passed once and falsely claimed done once; the rest passed.
    assert metrics["session_accuracy"] == pytest.approx(5 / 6)
    assert metrics["pass^1"] == pytest.approx((0.5 + 1 + 1) / 3)
    assert metrics["pass^2"] == pytest.approx((0 + 1 + 1) / 3)
    assert metrics["false_completion_claims"] == 1
    assert metrics["duplicate_effects"] == 0
    # Both throttled episodes had the 429 reach them and recovered; one waited Retry-After, one did not.
    assert metrics["error_recovery_rate"] == 1.0
    assert metrics["retry_after_honoured"] == 0.5

    by_id: dict[str, list[Any]] = {}
    for sample in log.samples or []:
        by_id.setdefault(str(sample.id), []).append(sample)
    for sample in by_id[f"{THROTTLED}[throttled-refund]"]:
        result = sample.store["toolproof:episode"]
        statuses = [e["status"] for e in result["ledger"]]
        assert statuses == [429, 200]  # the same world saw the 429 and then the refund
        assert result["grade"]["diff_summary"] == "stripe_charges ~1; stripe_refunds +1"
        score = sample.scores["toolproof_scorer"]
        assert score.explanation == "passed"
    waited = [
        e for s in by_id[f"{THROTTLED}[throttled-refund]"] for e in s.store["toolproof:episode"]["trajectory"]
        if e["type"] == "sleep"
    ]  # fmt: skip
    assert [e["seconds"] for e in waited] == [30]  # virtual time: 30 s cost nothing real
    failed = [s for s in by_id[TASK] if s.scores["toolproof_scorer"].value["passed"] == 0]
    assert len(failed) == 1
    assert "the agent claimed done" in failed[0].scores["toolproof_scorer"].explanation or (
        "stripe_refunds" in failed[0].scores["toolproof_scorer"].explanation
    )


def test_each_suite_is_an_inspect_task_with_one_sample_per_task_and_variant() -> None:
    from toolproof.inspect import core

    task = core(tasks=TASK)
    ids = [s.id for s in task.dataset]
    variants = [v.name for v in load_selected("core", [TASK])[0].faults]
    assert ids == [TASK, *(f"{TASK}[{v}]" for v in variants)]
    first = task.dataset[0]
    assert first.input == load_selected("core", [TASK])[0].instruction.strip()
    assert first.metadata == {"suite": "core", "task": TASK, "variant": None, "services": ["stripe"]}
    assert [s.id for s in core(tasks=TASK, faults=False).dataset] == [TASK]


def test_inspect_finds_every_suite_by_name_through_the_entry_point() -> None:
    """What `inspect eval toolproof/core` does first, in a fresh interpreter as the CLI would."""
    code = (
        "from inspect_ai._util.registry import registry_lookup\n"
        "for name in ('core', 'conversations', 'fanout', 'company', 'suite'):\n"
        "    assert registry_lookup('task', 'toolproof/' + name) is not None, name\n"
        "print('found')\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=300, check=False
    )
    assert (proc.returncode, proc.stdout.strip()) == (0, "found"), proc.stderr


def test_the_linear_and_company_suites_are_inspect_tasks_over_their_runnable_tasks() -> None:
    """One sample per task the machine can run: where Linear's schema is absent, the company suite's
    tracker tasks are left out (the dataset logs why) and the linear suite has nothing to offer."""
    from toolproof.inspect import company, suite
    from toolproof.tasks.catalog import runnable

    company_tasks, _ = runnable(load_selected("company", []))
    samples = list(company(faults=False).dataset)
    assert [s.id for s in samples] == [t.id for t in company_tasks]
    assert len(samples) >= 59
    assert [(s.metadata or {}).get("services") for s in samples] == [list(t.services) for t in company_tasks]
    linear_tasks, why = runnable(load_selected("linear", []))
    if why is not None:
        assert linear_tasks == []
        pytest.skip(f"the linear half: {why}")
    linear = list(suite("linear", faults=False).dataset)
    assert [s.id for s in linear] == [t.id for t in linear_tasks]
    assert len(linear) >= 10
    assert all("linear" in (s.metadata or {})["services"] for s in linear)
