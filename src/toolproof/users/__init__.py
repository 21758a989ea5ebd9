"""Simulated users: the person an agent talks to during an episode.

:class:`ScriptedUser` (deterministic, no model) follows a task's ``user:`` block; :class:`ModelUser`
plays it with a language model through any OpenAI-compatible endpoint. Both reveal hidden facts only
when asked and record a :class:`~toolproof.tasks.conversation.Transcript` the grader reads.
"""

from toolproof.users.factory import UserFactory, scripted_users
from toolproof.users.model_backed import ModelUser, model_user_factory
from toolproof.users.scripted import ScriptedUser

__all__ = ["ModelUser", "ScriptedUser", "UserFactory", "model_user_factory", "scripted_users"]
