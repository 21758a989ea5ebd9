"""The Slack double: a lived-in workspace behind the Web API, exact enough for ``slack_sdk``.

``service`` is what the registry loads; importing the operations and fixtures registers them.
"""

from toolproof.services.slack import fixtures, operations
from toolproof.services.slack.service import service

__all__ = ["fixtures", "operations", "service"]
