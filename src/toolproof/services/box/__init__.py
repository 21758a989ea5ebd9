"""Box Content API 2.0 double (``box``): an enterprise's files and folders, driven by the official
``boxsdk`` (``box_sdk_gen``) over HTTP at ``/box/2.0`` (uploads at ``/box/upload/2.0``). See README.md."""

from toolproof.services.box import company, fixtures, operations
from toolproof.services.box.service import service

__all__ = ["company", "fixtures", "operations", "service"]
