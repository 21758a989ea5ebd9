"""The Slack double: a lived-in workspace behind the Web API, exact enough for ``slack_sdk``.

``service`` is what the registry loads; importing the operations and fixtures registers them.
"""

import toolproof.services.slack.company
import toolproof.services.slack.fixtures
import toolproof.services.slack.operations  # noqa: F401
from toolproof.services.slack.service import service

__all__ = ["service"]
