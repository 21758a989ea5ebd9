"""The Linear double: a lived-in workspace behind Linear's GraphQL API, exact enough for ``@linear/sdk``.

``service`` is what the registry loads; importing the operations and fixtures registers them.
"""

import toolproof.services.linear.company
import toolproof.services.linear.fixtures
import toolproof.services.linear.operations  # noqa: F401
from toolproof.services.linear.service import service

__all__ = ["service"]
