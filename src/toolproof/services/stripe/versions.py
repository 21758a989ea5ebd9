"""``Stripe-Version``: which API versions exist, so a request naming one that does not is refused.

Stripe answers an unknown version with 400 ``invalid_request_error`` "Invalid Stripe API version: X"
before it does anything else. Versions up to 2024-06-20 are plain dates from the published changelog;
since 2024-09-30 every version is a date with its release's name (``2024-09-30.acacia``,
``2026-10-28.endive``), and the SDKs send the one they were built for. Beta flags ride along after a
semicolon (``2024-06-20; checkout_server_update_beta=v1``). The double answers in 2024-04-10 shapes
whatever version is asked for (see README).
"""

from __future__ import annotations

import datetime
import re

#: Dated versions before the named releases, as Stripe's changelog lists them.
_DATED = """
    2011-06-21 2011-06-28 2011-08-01 2011-09-15 2011-11-17 2012-02-23 2012-03-25 2012-06-18 2012-07-09
    2012-09-24 2012-10-26 2012-11-07 2013-02-11 2013-02-13 2013-07-05 2013-08-12 2013-08-13 2013-10-29
    2013-12-03 2014-01-31 2014-03-13 2014-03-28 2014-05-19 2014-06-13 2014-06-17 2014-07-22 2014-07-26
    2014-08-04 2014-08-20 2014-09-08 2014-10-07 2014-11-05 2014-11-20 2014-12-08 2014-12-17 2014-12-22
    2015-01-11 2015-01-26 2015-02-10 2015-02-16 2015-02-18 2015-03-24 2015-04-07 2015-06-15 2015-07-07
    2015-07-13 2015-07-28 2015-08-07 2015-08-19 2015-09-03 2015-09-08 2015-09-23 2015-10-01 2015-10-12
    2015-10-16 2016-02-03 2016-02-19 2016-02-22 2016-02-23 2016-02-29 2016-03-07 2016-06-15 2016-07-06
    2016-10-19 2017-01-27 2017-02-14 2017-04-06 2017-05-25 2017-06-05 2017-08-15 2017-12-14 2018-01-23
    2018-02-05 2018-02-06 2018-02-28 2018-05-21 2018-07-27 2018-08-23 2018-09-06 2018-09-24 2018-10-31
    2018-11-08 2019-02-11 2019-02-19 2019-03-14 2019-05-16 2019-08-14 2019-09-09 2019-10-08 2019-10-17
    2019-11-05 2019-12-03 2020-03-02 2020-08-27 2022-08-01 2022-11-15 2023-08-16 2023-10-16 2024-04-10
    2024-06-20
"""
DATED = frozenset(_DATED.split())

#: The first named release; every version from it on carries a release name.
FIRST_NAMED = datetime.date(2024, 9, 30)

_NAMED = re.compile(r"^(\d{4})-(\d{2})-(\d{2})\.([a-z]+)$")
_BETA = re.compile(r"^[a-z0-9_]+=v\d+$")


def is_valid(version: str) -> bool:
    """Whether Stripe would accept ``version`` in a ``Stripe-Version`` header."""
    base, *betas = (part.strip() for part in version.split(";"))
    if any(not _BETA.match(beta) for beta in betas):
        return False
    if base in DATED:
        return True
    m = _NAMED.match(base)
    if m is None:
        return False
    try:
        day = datetime.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    except ValueError:
        return False
    return day >= FIRST_NAMED


def invalid_message(version: str) -> str:
    return f"Invalid Stripe API version: {version}"
