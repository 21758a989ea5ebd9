"""(claims19) The objects of a vendor's responses that give a person's e-mail address (people21: and
phone number) with their name.

A report that says an address *of a person* ("김민준 (user128128@…)", "Jon Baker <jon.baker@…>") claims
that address is theirs, and the episode may show whose it is: a Stripe customer's ``email`` beside its
``name``, a Slack user's ``profile.email`` beside ``real_name``, a calendar guest's ``email`` beside
``displayName``. Each dialect declares its objects (``Dialect.person_contacts``); the check
(:mod:`toolproof.tasks.contact_owners`) reads them, and nothing in tasks/ knows a vendor's keys.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PersonContact:
    """An object that names a person and gives their e-mail address. ``names`` and ``emails``: dotted
    paths of the person's names as people say them (their first word is a name too) and of their
    address; an object is read when it gives at least one of each."""

    names: tuple[str, ...]
    emails: tuple[str, ...]
    #: (people21) Dotted paths of the person's phone numbers ("profile.phone"): a number said beside
    #: their name must be one of them. An empty value shows no number.
    phones: tuple[str, ...] = ()
