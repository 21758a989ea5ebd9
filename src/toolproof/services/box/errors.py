"""Box's own errors: a status, Box's ``code`` and, for some, a ``context_info`` object.

Handlers raise these; the dialect renders them in Box's envelope (``type: "error"``, ``status``,
``code``, ``message``, ``context_info``, ``help_url``, ``request_id``). Codes and messages are the ones
Box documents or returns (https://developer.box.com/guides/api-calls/permissions-and-errors/common-errors/).
"""

from __future__ import annotations

from typing import Any

from toolproof.service.errors import ServiceError


class BoxError(ServiceError):
    """An error Box returns; ``context_info`` is rendered as is when given."""

    def __init__(
        self, message: str, *, status: int, code: str, context_info: dict[str, Any] | None = None
    ) -> None:
        super().__init__(message, status=status, code=code)
        self.context_info = context_info


def not_found(what: str = "item", ident: str = "") -> BoxError:
    """Box's 404 for an id that does not exist or that the caller cannot see."""
    return BoxError("Not Found", status=404, code="not_found", context_info=None)


def trashed(ident: str) -> BoxError:
    """A GET or change of an item that is in the trash (Box answers 404 ``trashed``)."""
    return BoxError("Item is trashed", status=404, code="trashed")


def bad_request(message: str, name: str | None = None, reason: str = "invalid_parameter") -> BoxError:
    """A 400 ``bad_request`` whose ``context_info.errors`` names the parameter, as Box does."""
    info = None if name is None else {"errors": [{"reason": reason, "name": name, "message": message}]}
    return BoxError("Bad Request", status=400, code="bad_request", context_info=info)


def name_in_use(conflicts: Any) -> BoxError:
    """409 ``item_name_in_use``: ``conflicts`` is a list (folders, renames, copies) or one file mini
    (uploads), as Box returns them."""
    return BoxError(
        "Item with the same name already exists",
        status=409,
        code="item_name_in_use",
        context_info={"conflicts": conflicts},
    )


def precondition_failed() -> BoxError:
    """412: the ``If-Match`` etag is not the item's current one."""
    return BoxError(
        "The resource has been modified. Please retrieve the resource again and retry",
        status=412,
        code="precondition_failed",
    )


def forbidden(message: str = "Access denied - insufficient permission") -> BoxError:
    return BoxError(message, status=403, code="access_denied_insufficient_permissions")


def conflict(message: str, code: str = "conflict") -> BoxError:
    return BoxError(message, status=409, code=code)
