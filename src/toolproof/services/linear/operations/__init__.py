"""Linear's root fields, one operation each; importing this package registers them all."""

import toolproof.services.linear.operations.issues
import toolproof.services.linear.operations.issues_read
import toolproof.services.linear.operations.links
import toolproof.services.linear.operations.queries  # noqa: F401
