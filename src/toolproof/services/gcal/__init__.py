"""Google Calendar API v3 double (``gcal``): an organisation's calendars, driven by the official
``google-api-python-client`` over HTTP at ``/gcal/calendar/v3``. See README.md in this folder."""

from toolproof.services.gcal import company, fixture_small, fixtures, operations
from toolproof.services.gcal.service import service

__all__ = ["company", "fixture_small", "fixtures", "operations", "service"]
