"""Declaring services: operations, tables, fixtures, dialects and typed errors."""

from toolproof.service.benign import Benign
from toolproof.service.context import Context
from toolproof.service.dialect import CallRead, Credential, Dialect
from toolproof.service.errors import (
    IdempotencyMismatch,
    InternalError,
    InvalidParams,
    MalformedBody,
    MethodNotAllowed,
    ParamError,
    PayloadTooLarge,
    RateLimited,
    ServiceError,
    Unauthorized,
    UnknownRoute,
    UnsupportedMediaType,
)
from toolproof.service.operation import NoParams, Operation, Params
from toolproof.service.registry import register
from toolproof.service.service import IdempotencyPolicy, Service
from toolproof.service.wire import HttpRequest, Response

__all__ = [
    "Benign",
    "CallRead",
    "Context",
    "Credential",
    "Dialect",
    "HttpRequest",
    "IdempotencyMismatch",
    "IdempotencyPolicy",
    "InternalError",
    "InvalidParams",
    "MalformedBody",
    "MethodNotAllowed",
    "NoParams",
    "Operation",
    "ParamError",
    "Params",
    "PayloadTooLarge",
    "RateLimited",
    "Response",
    "Service",
    "ServiceError",
    "Unauthorized",
    "UnknownRoute",
    "UnsupportedMediaType",
    "register",
]
