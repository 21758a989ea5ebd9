"""Box's ``As-User`` header: an admin's token making a call as one of the enterprise's users.

Box lets the enterprise's primary admin (and a co-admin with "Log in to users' accounts") act as a
managed user by sending ``As-User: <user id>`` beside their own token; the call is then that user's in
every respect (their root folder, their collaborations' roles, ``created_by``/``modified_by``). Box
refuses it with 403 ``access_denied_insufficient_permissions`` when the token's user may not: a plain
user, a co-admin acting as another co-admin or as the primary admin
(https://support.box.com/hc/en-us/articles/360043693434). An id that names no active user of the
enterprise is refused the same way here (Box's answer for it is not documented).

The dialect cannot read the world, so it passes both names on as one principal,
``as-user:<token's user>:<target id>`` (the token's user empty for the world's default token); the
check happens when the call first asks who is calling (:func:`toolproof.services.box.items.me`). The
ledger records that principal as is: who called, and as whom.
"""

from __future__ import annotations

PREFIX = "as-user:"


def as_user_principal(token_user: str | None, target: str) -> str:
    """The principal of a call with ``As-User: target`` made with ``token_user``'s token."""
    return f"{PREFIX}{token_user or ''}:{target}"


def split(principal: str) -> tuple[str | None, str] | None:
    """``(token's user or None, target)`` of an ``As-User`` principal; ``None`` for any other."""
    if not principal.startswith(PREFIX):
        return None
    caller, _, target = principal[len(PREFIX) :].rpartition(":")
    return (caller or None), target


def may_act_as(caller_role: str, caller_id: str, target_role: str, target_id: str) -> bool:
    """Whether a user of ``caller_role`` may send ``As-User`` for a user of ``target_role``: the primary
    admin for anyone, a co-admin for plain users only, nobody else for anyone (acting as oneself is
    always allowed)."""
    if caller_id == target_id:
        return True
    if caller_role == "admin":
        return True
    return caller_role == "coadmin" and target_role == "user"
