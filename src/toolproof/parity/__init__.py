"""Parity: record what the real APIs answer, replay it against the doubles, report each difference.

``toolproof parity record`` plays a scenario against a live API and stores a cassette;
``toolproof parity check`` replays cassettes (the shipped ones by default) against the doubles. What
is vendor-specific (wire encoding, ids, volatile fields) each service declares in its
``parity.py``; this package is generic. Guide: ``toolproof docs parity``.
"""

from toolproof.parity.cassette import Cassette, CassetteError, Compare, Interaction
from toolproof.parity.check import CassetteReport, check, render, shipped
from toolproof.parity.compare import Difference, compare_response
from toolproof.parity.normalise import Normaliser
from toolproof.parity.record import RecordError, record
from toolproof.parity.scenario import Scenario, ScenarioError, load_scenario, parse_scenario

__all__ = [
    "Cassette",
    "CassetteError",
    "CassetteReport",
    "Compare",
    "Difference",
    "Interaction",
    "Normaliser",
    "RecordError",
    "Scenario",
    "ScenarioError",
    "check",
    "compare_response",
    "load_scenario",
    "parse_scenario",
    "record",
    "render",
    "shipped",
]
