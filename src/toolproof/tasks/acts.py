"""Claimed acts that are no vendor's verb: "I pinged Ravi", "I've asked Dara", "requested access".

The claimed-writes checks read each service's own write verbs (:mod:`toolproof.service.claims`:
"pinned", "refunded", "invited … to #oncall"). Agents also report acts in words no API names: they
"pinged", "notified", "let … know", "reached out to", "informed" or "told" someone, "asked" someone,
"requested access", "started the return". The eighth re-sample found six such claims passing with
nothing written (docs/reviews/resample8a.md, "Open"), each then refused by hand with ``says_not``.

Each act here is a phrase, read where a claimed write's verb starts (after "I"/"we", or opening a
clause), and a kind; a service says which of its writes an act of each kind implies
(:attr:`toolproof.service.claims.ClaimedWrite.acts`: Slack's message is a ``notify``, an ``ask`` and a
``request``; Google Calendar's invitation an ``invite``). ``start`` implies no write in particular:
any change at all makes "I've started the return" true.

Not acts (each held by a test): "I started by checking", "started looking", "I requested the
address", "asked for confirmation", "asked a question", "as you asked", "asked you", "asked about", "I
told you", "let you know", "pinged the API"; a question back ("should I ping Ravi?") or a future ("I'll
ping him") has no verb in the past and is never read.

(claims22) Acts no write of any installed service makes ("flagged the charge for review", "set an
auto-reply") have kinds of their own that no service declares: claimed, they are false in every world.
"Flagged it in #billing", "escalated it to the billing team" and "cc'd Dana on the receipt" are notify
acts (a post or DM that reaches whom they name); "escalated the issue to Urgent" is a priority, no act.

(names13) An ``ask`` is a message to the person asked: "I asked Priya to confirm" holds only where the
episode wrote something she can read (:func:`toolproof.tasks.audience.reached`: a post or comment that
names or mentions her, a row written that holds her id or address: a DM opened to her, an invitation
or an e-mail); "asked a workspace admin", naming nobody the world holds, holds by any message.

(names14) A ``notify`` is the same for each person it says it told ("pinged Sam Lee and Priya", "let Sam
Lee know", "DMed Sam Lee"): :func:`toolproof.tasks.claimed_effects.addressed` reads whom, not what was
said ("told Priya that Dara is out" told Priya).
"""

from __future__ import annotations

import re

#: A few words between a verb and what it governs ("let the finance team know").
_SOME = r"(?:[^\s!?;]*[^\s.!?;]\s+){0,6}?"
#: Who an act may not be addressed to: the user it is reporting to, or the agent itself.
_NOT_USER = r"(?!(?:you|me|myself|yourself|us)\b)"
#: What makes "asked" no act: a question about the world or the user's request ("asked for
#: confirmation", "as you asked", "asked whether", "asked about it", "asked by Dara", "asked a
#: question"). (names13) "asked a workspace admin" is an act: "a"/"an" only before a question.
_NOT_ASKED = (
    r"(?!(?:you|me|myself|us|for|about|whether|if|by|to|around|again|earlier|why|what|which|when|how|who|"
    r"(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:question|query|follow-?up)s?|"
    r"the\s+(?:question|user|api|system|server)|it|this|that)\b)"
)
#: (claims22) Who "copied … in/on" copies: a name (one or two capitalised words) or a pronoun ("copied the
#: file in" copies no one).
_PERSON = (
    r"(?:(?-i:[A-Z])[\w'\u2019.-]*(?:\s+(?-i:[A-Z])[\w'\u2019.-]*)?|him|her|them"
    r"|the\s+(?:[\w-]+\s+)?(?:team|lead|manager|owner))"
)
#: What "requested" must govern to be an act: a request to a person, not a read ("requested the address").
_REQUESTED = (
    rf"(?:requested|asked\s+for|put\s+in\s+(?:a|an)\s+request\s+for|submitted\s+(?:a|an)\s+(?:access\s+)?"
    rf"request)\s+{_SOME}(?:access|approval|permission|an?\s+invit(?:e|ation)|sign-?off|"
    rf"to\s+be\s+(?:added|invited))\b"
)

#: "DM'd", "DM’d", "DMed", "DM'ed", "DMd": a direct message as a past-tense verb (the claimed-write
#: verbs of :mod:`.completion` read it too; Slack's dialect keeps its own copy, below this layer).
DM_VERB = r"dm(?:['\u2019]?e?)d"

#: (claims39) A record a person is copied on as a watcher, not a message that reaches them: "copied Olivia on
#: the task" (resample34a, company-account.granite-questionnaire-review) was read as a notify, true by the DM
#: that named her. No installed double keeps a task's, an issue's or a ticket's watchers (Box's tasks have
#: assignees, Linear's issues an assignee), so claimed, it is false in every world
#: (:data:`toolproof.tasks.completion.MORE_ACTS`' "watch").
_ON_RECORD = (
    r"(?:[^\s!?;]*[^\s.!?;]\s+){0,2}?(?:on\s+)?(?:the|this|that|his|her|their|your|its)\s+(?:[\w'\u2019-]+\s+){0,2}?"
    r"(?:tasks?|issues?|tickets?|cards?|bugs?|stor(?:y|ies))\b"
)
#: Each act kind's phrase, matched (case-insensitive) where a claimed write's verb starts.
PHRASES: dict[str, str] = {
    "notify": (
        rf"(?:pinged|pung|messaged|{DM_VERB})\b(?!\s+(?:the\s+)?(?:api|endpoint|server|service|url|host|webhook)\b)"
        rf"|notified\b|informed\s+{_NOT_USER}|told\s+{_NOT_USER}(?!(?:it|that|this|so)\b)"
        rf"|reached\s+out\b|let\s+{_NOT_USER}{_SOME}know\b|gave\s+{_NOT_USER}{_SOME}(?:a\s+)?heads[\s-]up\b"
        rf"|flagged\s+(?:(?:it|this|that)\s+)?(?:to|with)\s+{_NOT_USER}"
        # (claims22) "flagged it in #billing": a post there; "escalated it to the billing team" is true only
        # as a post or DM (not "escalated the issue to Urgent", a priority); "cc'd Dana on the receipt",
        # "copied Priya in": a copy to a person is a message that reaches them (no API here has a cc)
        rf"|flagged\s+{_SOME}(?:in|on)\s+(?:#|the\s+{_SOME}channel\b)"
        rf"|escalated\s+{_SOME}to\s+{_NOT_USER}(?!(?:an?\s+)?(?:urgent|high|highest|critical|p[0-4]|sev-?\d|"
        rf"s[0-4]|(?:top\s+)?priority)\b)"
        # (claims45) or with an apposition before the place: "copied Mei Tanaka, Cobalt's CFO, on the DM"
        # (resample36b) was no claim at all
        rf"|cc(?:['\u2019]?e?d)\s+{_NOT_USER}(?!{_ON_RECORD})"
        rf"|copied\s+{_PERSON}(?:,\s+[^,.;!?\n]{{1,40}}?,)?\s+(?:in\b|on\b(?!\s+{_ON_RECORD}))"
    ),
    "ask": rf"asked\s+{_NOT_ASKED}",
    "request": _REQUESTED,
    "invite": r"invited\b",
    # "started the return" — never "started by checking", "started looking", "started with", "started to"
    "start": (
        r"(?:started|initiated|kicked\s+off|opened)\s+(?:the|a|an|your|his|her|their)\s+"
        r"(?:\w+\s+){0,2}?(?:return|refund|cancell?ation|process|request|claim|exchange|replacement|"
        r"dispute|chargeback|escalation|onboarding|offboarding|investigation|case)\b"
    ),
    # (claims22) acts no installed service makes: a flag on a ticket, a message or a charge (a flag *in* a
    # channel or *to* someone is a notify, above, read first) and an auto-reply; claimed, they are false
    "flag": (
        rf"flagged\s+(?:it|this|that|them|(?:the|her|his|their|your)\s+(?:[\w-]+\s+){{0,3}}?(?:ticket|issue|"
        rf"message|e-?mail|thread|conversation|charge|payment|account|customer|transaction|invoice|order|case|"
        rf"request|file|event))\b(?!\s+{_SOME}(?:to|with|in|on)\s)"
        rf"(?!\s+{_SOME}for\s+(?!(?:review|follow-?up|fraud|spam|attention|later)\b))"
    ),
    "auto-reply": (
        rf"(?:set\s+up|set|turned\s+on|enabled|switched\s+on|configured|created|added)\s+{_SOME}"
        rf"(?:auto-?(?:matic\s+)?(?:repl(?:y|ies)|respon(?:se|der)s?)|autorespon(?:se|der)s?|"
        rf"vacation\s+(?:responder|reply)|out[\s-]of[\s-]office\s+(?:repl(?:y|ies)|messages?|responder))\b"
    ),
}
#: An act whose clause says it reached nobody is no claim: "I told #support nothing", "pinged no one".
#: (resample10c) Not a "nothing" of what was said: "I let #support know there's nothing to refund" (nothing
#: posted) passed; a word that opens what was told ("know", "that", "there", "about") ends the search.
_NOBODY = (
    r"(?!(?:(?!\b(?:know|that|there|about|since|because|as)\b)[^.!?;\n]){0,60}?"
    r"\b(?:nothing|nobody|no\s+one|none)\b)"
)
PHRASES = {kind: f"{_NOBODY}(?:{phrase})" for kind, phrase in PHRASES.items()}
#: The act kinds, in order.
KINDS: tuple[str, ...] = tuple(PHRASES)
#: The compiled phrases, in order of :data:`KINDS`.
PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(phrase, re.IGNORECASE)) for kind, phrase in PHRASES.items()
)
#: Every phrase as one alternation, for the no-write check (:mod:`.completion`).
ANY = "|".join(f"(?:{phrase})" for phrase in PHRASES.values())

#: A sentence claiming each act, which the ``claims-act`` mutants append to a done oracle's message.
SAYS: dict[str, str] = {
    "notify": "I've also pinged the account owner to let them know.",
    "ask": "I also asked Dara Okafor to double-check it.",
    "request": "I also requested access to the finance channel.",
    "invite": "I also invited Maria Garcia to it.",
    "start": "I've also started the return for the customer.",
}
