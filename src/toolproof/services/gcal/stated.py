"""What Google Calendar's data says that a report may restate (:mod:`toolproof.service.stated`): an
attendee's ``responseStatus``, said as a response ("RSVP: declined", "response status tentative") or as
what the person did ("Farah accepted", "both have accepted", "Anders is tentative", "Hana hasn't
replied"), and who gave it (the attendee's ``email``; ``needsAction`` is no answer).

The twelfth re-sample (``docs/reviews/resample12a.md``) passed "Farah and Hana have both accepted it"
(Farah is tentative): only "response"/"RSVP" stood before a value the check read. A person's name (a
capitalised word) or "has"/"have" stands before "accepted", "declined" or "tentatively accepted", and
"is" before "tentative" or "a maybe", and only before those: "the card was declined" or "the plan is
accepted" say no attendee's answer. (fields14) "Farah is accepted" and "both are declined" say it too: the
thirteenth re-sample wrote them beside "Farah accepted"; a denial between ("Farah is not yet accepted")
states nothing."""

from __future__ import annotations

from toolproof.service.stated import EnumField, Utterance

_SAID = r"(?:\s*(?::|=|-|\bwas\b|\bis\b|\bof\b))*"
#: Words between a subject and its answer: "Farah has already accepted", "both have accepted".
_BETWEEN = r"(?:\s+(?:both|all|each|already|also|now|just|since|has|have|had|only))*\s+"
#: (fields14) A person said to be in an answer, "Farah is accepted", "Farah and Hana are declined": a
#: capitalised word that is no pronoun or thing ("It was declined" is a card's), before "is"/"are".
_IS_ANSWER = (
    r"(?-i:\b(?!(?:It|This|That|These|Those|There|Here|What|Which|Everything|Nothing)\b)[A-Z][a-z][\w'\u2019-]*)"
    r"(?:\s+(?:both|all|each|already|also|now|just|only))*\s+(?:is|are)"
    r"(?:\s+(?:both|all|each|already|also|now|just|only|still))*\s+(?=(?:accepted|declined)\b)"
)
#: What the person did, said after them.
_DID = r"(?=(?:accepted|declined|tentatively|has(?:n['\u2019]t|\s+not)\s+(?:replied|responded)))"

RESPONSE = EnumField(
    "response status",
    ("responseStatus",),
    {
        "accepted": ("accepted",),
        "declined": ("declined",),
        "tentative": ("tentative", "tentatively accepted", "maybe"),
        "needsAction": (
            "needs action",
            "not responded",
            "hasn't replied",
            "hasn\u2019t replied",
            "has not replied",
            "hasn't responded",
            "hasn\u2019t responded",
            "has not responded",
        ),
    },
    (
        rf"\b(?:response(?:\s+status)?|rsvp(?:\s+status)?){_SAID}",
        r"\brsvp['\u2019]?d\b",
        # a person (a capitalised word, not "I") or "has"/"have" before what they did
        rf"(?-i:\b[A-Z][a-z][\w'\u2019-]*){_BETWEEN}{_DID}",
        rf"\b(?:has|have|had){_BETWEEN}{_DID}",
        _IS_ANSWER,
        r"(?:\b(?:is|are|was|were|still)\b|['\u2019]s\b)(?:\s+(?:still|only|just|now))*\s+"
        r"(?=(?:tentative|(?:an?\s+)?maybe)\b)",
    ),
)

ENUMS = (RESPONSE,)
#: An attendee's ``responseStatus`` is what they answered (the Events resource: "needsAction" - the
#: attendee has not responded; "declined"; "tentative"; "accepted"): only "accepted" makes "X accepted"
#: or "X confirmed" true, only "declined" "X declined", and a tentative answer is a reply and no more.
UTTERANCES = (
    Utterance(
        "gcal_users",
        ("email",),
        ("responseStatus",),
        silent=("needsAction",),
        answers=(
            ("accepted", ("accepted", "replied")),
            ("declined", ("declined", "replied")),
            ("tentative", ("replied",)),
        ),
    ),
)
