"""How an episode gets its user: a factory called once per episode."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from toolproof.tasks.conversation import UserSimulator, UserSpec
from toolproof.users.scripted import ScriptedUser

#: ``(spec, opening message, seed, secrets) -> user``: ``secrets`` are the answer key's strings a
#: model-backed user must never say.
UserFactory = Callable[[UserSpec | None, str, int, Iterable[str]], UserSimulator]


def scripted_users(spec: UserSpec | None, opening: str, seed: int, secrets: Iterable[str]) -> UserSimulator:
    """The default: a deterministic scripted user."""
    return ScriptedUser(spec, seed)
