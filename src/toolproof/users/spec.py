"""Who plays the user in a run: ``--user scripted`` (the default) or ``--user openai:MODEL``.

A run stores the spec and its ``--user-opt`` strings in its config (``--resume`` keeps them), and each
worker process turns them into a :data:`~toolproof.users.UserFactory` once. A model-backed user talks to
any OpenAI-compatible endpoint: ``OPENAI_BASE_URL`` / ``OPENAI_API_KEY`` from the environment as the
``openai`` SDK reads them, or ``--user-opt base_url=URL,api_key_env=NAME`` when the user's model is
served elsewhere than the agent's (the key itself is never stored in the run).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from functools import cache

from toolproof.users.factory import UserFactory, scripted_users

SCRIPTED = "scripted"
#: What ``--user-opt`` accepts.
OPTIONS = ("base_url", "api_key_env")


class UserSpecError(ValueError):
    """A ``--user`` / ``--user-opt`` that cannot be used (the message says how to fix it)."""


def user_options(items: Sequence[str]) -> dict[str, str]:
    """``["base_url=http://…,api_key_env=KEY"]`` → ``{"base_url": …, "api_key_env": "KEY"}``."""
    out: dict[str, str] = {}
    for item in items:
        for part in item.split(","):
            key, sep, value = part.strip().partition("=")
            if not part.strip():
                continue
            if not sep or not value.strip():
                raise UserSpecError(f"--user-opt {part.strip()!r}: write KEY=VALUE ({', '.join(OPTIONS)})")
            if key.strip() not in OPTIONS:
                raise UserSpecError(
                    f"--user-opt: unknown setting {key.strip()!r} (known: {', '.join(OPTIONS)})"
                )
            out[key.strip()] = value.strip()
    return out


def check_user(spec: str, options: Sequence[str] = ()) -> None:
    """Refuse a spec or options a run cannot use, before the run starts."""
    if spec == SCRIPTED:
        if options:
            raise UserSpecError("--user-opt sets an openai:MODEL user, and this run's user is scripted")
        return
    if not spec.startswith("openai:"):
        raise UserSpecError(f"unknown user {spec!r}: use {SCRIPTED} (the default) or openai:MODEL")
    if not spec.removeprefix("openai:"):
        raise UserSpecError("give the user's model: --user openai:MODEL (e.g. openai:gpt-4o-mini)")
    settings = user_options(options)
    key_env = settings.get("api_key_env")
    if key_env is not None and key_env not in os.environ:
        raise UserSpecError(f"--user-opt api_key_env={key_env}: no such environment variable is set")


def user_factory(spec: str = SCRIPTED, options: Sequence[str] = ()) -> UserFactory:
    """The factory a spec names (built once per process and spec)."""
    return _factory(spec, tuple(options))


@cache
def _factory(spec: str, options: tuple[str, ...]) -> UserFactory:
    check_user(spec, options)
    if spec == SCRIPTED:
        return scripted_users
    from toolproof.users.model_backed import model_user_factory

    settings = user_options(options)
    key_env = settings.get("api_key_env")
    api_key = os.environ[key_env] if key_env else None
    return model_user_factory(
        spec.removeprefix("openai:"), base_url=settings.get("base_url"), api_key=api_key
    )


__all__ = ["SCRIPTED", "UserSpecError", "check_user", "user_factory", "user_options"]
