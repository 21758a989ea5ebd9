"""``toolproof run --user``: a model plays the user (against the scripted OpenAI-compatible server), the
choice is kept for --resume, and a bad spec is one clear line."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolproof.agents.scripted_llm import ScriptedLLM
from toolproof.cli import main
from toolproof.commands.run import execute

DATA = Path(__file__).parents[1] / "tasks" / "data" / "conversation"
TASK = "talk.close-my-ticket"


def _run(out: Path, **given: object) -> dict[str, object]:
    settings: dict[str, object] = dict(
        suite=str(DATA), agents=["careful"], trials=1, faults="none", out=out, resume=False,
        concurrency=None, workers=1, task_ids=[TASK], quiet=True,
    )  # fmt: skip
    settings.update(given)
    return execute(**settings)  # type: ignore[arg-type]


def test_a_model_backed_user_answers_the_careful_agent(tmp_path: Path) -> None:
    with ScriptedLLM(["It's ada@example.com, thanks."]) as llm:
        metrics = _run(tmp_path, user="openai:user-model", user_options=[f"base_url={llm.base_url}"])
        (request,) = llm.requests
    assert request["model"] == "user-model"
    system = request["messages"][0]["content"]
    assert "You are playing a user" in system
    assert "ada@example.com" in system  # its hidden fact, to reveal when asked
    assert request["messages"][1:] == [
        {"role": "user", "content": "Sure. What is the e-mail address on your account?"}
    ]
    run = metrics["run"]
    assert isinstance(run, dict)
    assert (run["user"], run["user_options"]) == ("openai:user-model", [f"base_url={llm.base_url}"])
    agents = metrics["agents"]
    assert isinstance(agents, dict)
    assert agents["careful"]["session_accuracy"] == 1.0
    code = main(["run", "--resume", "--out", str(tmp_path), "--user", "scripted", "--quiet"])
    assert code == 2


def test_the_default_user_is_scripted(tmp_path: Path) -> None:
    metrics = _run(tmp_path)
    run = metrics["run"]
    assert isinstance(run, dict)
    assert (run["user"], run["user_options"]) == ("scripted", [])


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--user", "robot"], "unknown user 'robot': use scripted (the default) or openai:MODEL"),
        (["--user", "openai:"], "give the user's model: --user openai:MODEL"),
        (["--user-opt", "base_url=http://127.0.0.1:9"], "--user-opt sets an openai:MODEL user"),
        (["--user", "openai:m", "--user-opt", "colour=blue"], "unknown setting 'colour'"),
        (["--user", "openai:m", "--user-opt", "api_key_env=TOOLPROOF_NO_SUCH_VAR"], "no such environment"),
    ],
)
def test_a_bad_user_is_one_clear_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    code = main(["run", "--suite", str(DATA), "--task", TASK, "--out", str(tmp_path / "x"), *args])
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1, err
    assert message in err
    assert not (tmp_path / "x").exists()
