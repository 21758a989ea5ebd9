"""Slack Web API methods, one module per family; importing this package registers them all."""

from toolproof.services.slack.operations import auth, chat, conversations, pins, reactions, search, users

__all__ = ["auth", "chat", "conversations", "pins", "reactions", "search", "users"]
