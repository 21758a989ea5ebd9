"""Reading an agent's message the way a person would: what it asks about, and what kind of message it is.

A scripted user must answer what was *asked*, whatever the words: "What's the e-mail on the account?",
"Could you share your email address?" and "which address should I use to find you?" all ask about the
e-mail. Topics are lists of words and phrases written by the task author; a phrase matches when all its
words appear as words of the message (a plural or a common suffix is the same word). A fact is revealed
only to a question that touches its topic: a user never answers what nobody asked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_WORD = re.compile(r"[a-z0-9]+")
_INTERROGATIVE = re.compile(
    r"(^|[.!;:]\s*)(what|which|who|whom|whose|when|where|why|how|could you|can you|would you|"
    r"will you|do you|did you|is it|are you|are there|is there|"
    r"please (tell|share|send|give|provide|confirm|let me know))\b",
    re.I,
)
_REFUSAL = re.compile(
    r"\b(can ?not|can't|unable|not able|not allowed|not permitted|won't|will not|policy|approval|"
    r"i'm afraid|i am afraid|not possible)\b",
    re.I,
)


_QUOTED = re.compile(r'"[^"\n]*"|\u201c[^\u201d]*\u201d|`[^`]*`')
_SPLIT = re.compile(r"(?<=[.!?])[\"\u201d')\]]*\s+|\n+")
_LEAD = re.compile(
    r"^(?:(?:just|only) (?:to|so) (?:check|confirm|be sure|be safe|double-check)|"
    r"to (?:confirm|be sure|be safe)|before i (?:do that|go ahead|proceed|start)|"
    r"one (?:more|last) thing|quick question|so|and|or|then|also|now|great|perfect|thanks|thank you|"
    r"got it|understood|well|hi|hello|hmm)\b[\s,;:.!-]*"
    # words that also say yes ("OK if I…?") lead only when punctuation follows them ("OK, shall I…?")
    r"|^(?:ok(?:ay)?|alright|all right|right|sure|good|fine)\s*[,;:.!-]+\s*",
)
_WH = re.compile(r"^(?:what|which|who|whom|whose|when|where|why|how)\b")
#: After a quote that ends in a full stop, these open a new sentence even in lower case.
_OPENS_QUESTION = re.compile(
    r"(?:how about|what if|should|shall|can|could|may|would|will|is it|ok|okay|do you|does|just to)\b"
)
_HOW_ABOUT = re.compile(r"^how about (?:i|we|me|us)\b|^what if (?:i|we)\b")
#: "Can I have your e-mail?" asks for something: an agent-as-actor frame followed by these is no proposal.
_ASKS_FOR = (
    r"(?:have|get|grab|take|borrow|ask|know|see|trouble you|check with you)\s+"
    r"(?:your|you|for|what|which|who|whether|if|a|an|the (?:e-?mail|name|number|address|id))"
)
_WH_WORD = re.compile(r"\b(?:what|which|who|whom|whose|when|where|why|how)\b")
_ASKING = re.compile(rf"\b(?:can|could|may)\s+(?:i|we)\s+{_ASKS_FOR}")
_PROPOSAL = re.compile(
    # "shall I", "can we", "would I" … unless it asks for something
    rf"\b(?:shall|should|can|could|may|might|will|would)\s+(?:i|we)\b(?!\s+{_ASKS_FOR})"
    # "do you think I should", "are you sure we can"
    r"|\b(?:think|agree|sure|okay|ok|fine)\s+(?:that\s+)?(?:i|we)\s+(?:should|shall|can|may)\b"
    # "want me to", "would you like me to", "ready for me to", "happy for us to"
    r"|\b(?:want|like|need|ready|happy|prefer|okay|ok|fine|alright)\s+(?:for\s+)?(?:me|us)\s+to\b"
    # "is it okay if I", "OK if I", "mind if we", "fine by you if I"
    r"|\b(?:ok|okay|alright|all right|fine|good|mind|cool|allowed)\s+(?:(?:by|with) you\s+)?"
    r"(?:if|that|for)\s+(?:i|we|me|us)\b"
    # "go ahead with the refund?", "proceed?", "OK to proceed?", "good to go?"
    r"|^(?:(?:ok|okay|alright|fine|good|safe|clear)\s+to\s+)?(?:go ahead|proceed|continue|go)\b"
    # "OK to set it?", "Good to send?", "Fine for me to post this?" (resample2: read as no request)
    r"|^(?:ok|okay|alright|all right|fine|good|safe)\s+(?:for me\s+|for us\s+)?to\s+[a-z]+"
    r"|\b(?:is it|would it be|will it be)\s+(?:ok|okay|alright|all right|fine)\s+"
    r"(?:for me\s+|for us\s+)?to\s+[a-z]+"
    r"|\b(?:go ahead|proceed)\b[^?]*\?$"
    # "Would it work for you if I posted it in #general?" (resample3: read as no request)
    r"|\b(?:would|will|does|do)\s+it\s+(?:work|help|suit)\s+(?:(?:for\s+)?you\s+)?if\s+(?:i|we)\b"
)
_TAG = re.compile(
    r"(?:\b(?:is that|is this|that|this|does that|does this|would that be|will that be|sounds?|looks?)\s+)?"
    r"\b(?:ok|okay|alright|all right|fine|good|right|correct|accurate|what you (?:want|meant|need))\s*\?$"
    r"|\b(?:are you sure|do you confirm|agreed)\b"
    # (resample6a) a yes/no tag after the proposal: "Cancel the all-hands reminder in #general — yes?",
    # "…, yes or no?", "(y/n)?" (read as no request, so the user never said yes)
    r"|(?:[,—–:]|\s-)\s*(?:yes|y)\s*\?$|\byes or no\s*\?$|\(?\b(?:yes/no|y/n)\b\)?\s*\??$"
    # "I can set it to end on 19.11.2026. Do you want that?" (resample6b: an offer, then a yes/no about it)
    r"|^(?:(?:so|and|then)\s+)?(?:do\s+you\s+want|would\s+you\s+like|want|like)\s+(?:that|this|it)(?:\s+done)?\s*\?$"
)
#: (resample6a) A proposal put as an imperative question: "OK — cancel the postmortem follow-up in #incidents
#: instead?", "Refund the $20.81 ticket?" (read as no request). Only verbs of the writes agents ask leave
#: for, and never with a wh-word ("Cancel which one?" asks which); (resample14c) "change", "update",
#: "switch", "replace" and "set" too ("Change your account e-mail to …?").
_IMPERATIVE = re.compile(
    r"^(?:(?:ok|okay|alright|all right|right|yes|sure)\b[\s,;:.!—–-]*)?"
    r"(?:cancel|delete|remove|refund|charge|send|post|archive|share|book|move|pay|void|unpin|pin|invite|"
    r"reschedule|schedule|create|close|reopen|add|apply|upgrade|downgrade|capture|tag|"
    # (resample14c) "To confirm: change your account e-mail to ana.silva.lisboa@example.com? (yes/no)" was
    # read as a question about the account, and the user answered with her old address
    r"change|update|switch|replace|set)\b[^?]*\?$"
)
_CONFIRM_REQUEST = re.compile(
    r"\b(?:please confirm|(?:can|could) you confirm (?:that|whether|if|this|it|i|we)\b|"
    r"confirm (?:that|whether|if) (?:i|we)\b|let me know if (?:i|we) should|reply (?:yes|y) to)",
    re.I,
)


def sentences(text: str) -> list[str]:
    """The message's sentences, lower-case, without leading discourse words ("Just to check, so…") and
    with quoted text replaced by "it" (a quote that ends a sentence ends it)."""

    def quote(match: re.Match[str]) -> str:
        inner = match.group(0)[1:-1].rstrip()
        following = match.string[match.end() :].lstrip()
        ends = inner[-1:] in (".", "!", "?") and (
            not following or following[0].isupper() or _OPENS_QUESTION.match(following.lower()) is not None
        )
        return "it." if ends else "it"

    plain = _QUOTED.sub(quote, text)
    out = []
    for part in _SPLIT.split(plain):
        sentence = part.strip().lower()
        while True:
            shorter = _LEAD.sub("", sentence, count=1).strip()
            if shorter == sentence:
                break
            sentence = shorter
        if sentence:
            out.append(sentence)
    return out


#: "Is there something / anything (else) you'd like me to …?" asks the user what they want, as "What would
#: you like me to do?" does; it proposes nothing to say yes to (resample4: read as a confirmation request,
#: so the hidden intent was never asked for).
_OPEN_OFFER = re.compile(r"^(?:so |and )?(?:is|was) there (?:something|anything)\b")


def _proposes(sentence: str) -> bool:
    question = sentence.rstrip(" \"')]").endswith("?") or sentence.startswith(("shall i", "should i"))
    if not question:
        return False
    if _HOW_ABOUT.match(sentence):
        return True
    # "How about #general instead — want me to post it there?" suggests, then proposes: "how about" opens
    # no open question (resample3: read as none, so the yes that followed did not count)
    suggests = sentence.startswith("how about ")
    if (_WH.match(sentence) and not suggests) or _ASKING.search(sentence):
        return False  # an open question ("what would you like me to do?") or a request for information
    if _OPEN_OFFER.match(sentence):
        return False  # "Is there something you'd like me to set up with him?" asks *what* (resample4)
    start = len("how about ") if suggests else 0
    if _IMPERATIVE.match(sentence) and not _WH_WORD.search(sentence):
        return True
    for found in (_PROPOSAL.search(sentence), _TAG.search(sentence)):
        # "Can you tell me which one you want me to cancel?" asks *which*: the proposal is not yet made
        if found is not None and not _WH_WORD.search(sentence[start : found.start()]):
            return True
    return False


def words(text: str) -> list[str]:
    """Lower-case words, with hyphens and punctuation as separators (``e-mail`` → ``e``, ``mail``)."""
    return _WORD.findall(text.lower())


def _same_word(token: str, word: str) -> bool:
    if token == word:
        return True
    for suffix in ("es", "s", "ing", "ed"):
        if len(word) > 3 and token == word + suffix:
            return True
        if len(token) > 3 and word == token + suffix:
            return True
    return False


def mentions(text: str, phrase: str) -> bool:
    """Do all words of ``phrase`` occur, in order and next to each other, among the words of ``text``?"""
    tokens, wanted = words(text), words(phrase)
    if not wanted:
        return False
    for start in range(len(tokens) - len(wanted) + 1):
        if all(_same_word(tokens[start + i], w) for i, w in enumerate(wanted)):
            return True
    return False


def touches(text: str, topic: Iterable[str]) -> bool:
    """Does ``text`` mention any phrase of ``topic``?"""
    return any(mentions(text, phrase) for phrase in topic)


def offers(text: str, value: str) -> bool:
    """Does ``text`` offer ``value`` as one of its options ("Do you mean #3134 or #8377?")?

    A person answers a choice question that names what they know, whatever words it uses for the
    topic; the caller checks that ``text`` is a question and not a request to confirm.
    """
    if sum(ch.isalnum() for ch in value) < 3:
        return False  # "2" or "no" would be offered by questions about anything
    return "or" in words(text) and mentions(text, value)


def is_question(text: str) -> bool:
    return "?" in text or _INTERROGATIVE.search(text) is not None


def asks_to_confirm(text: str) -> bool:
    """Does the message ask the user to say yes or no to something the agent proposes to do?

    Read sentence by sentence, with quoted text (a drafted post, say) set aside: a confirmation request
    is a yes/no question, not one that asks *what* or *which* ("What would you like me to do?" is open),
    in which the agent proposes an action of its own ("Shall I…", "Can I go ahead…", "Is it okay if I…",
    "Want me to…", "Ready for me to…", "Go ahead with…?", "I'll refund $15, OK?") or asks whether what
    it said is right ("Is that correct?"); or an explicit request to confirm ("Please confirm").
    A question that asks for something the user knows ("Could you tell me…", "Can I have your e-mail?")
    is not one.
    """
    if _CONFIRM_REQUEST.search(text):
        return True
    return any(_proposes(sentence) for sentence in sentences(text))


#: A re-ask: the agent asks the user to say again what they were just asked ("Could you check it and send
#: it again?", "Sorry, which one?", "Can you repeat that?", "What was it again?"). Read per sentence and
#: kept narrow on purpose: "again" counts only after a verb of saying or sending, "what was it" only as a
#: whole sentence, so "What was that charge for?" or "Has it happened again?" are not re-asks.
_REASK = re.compile(
    r"\b(?:say|repeat|send|resend|type|give|tell|spell|share|write|enter|provide)\b"
    r"[^.?!]*\b(?:again|once more)\b"
    r"|\b(?:can|could|would|will) you (?:please )?repeat\b|\brepeat (?:that|it|this|yourself)\b"
    r"|^(?:sorry\W*)?what (?:was|were|is) (?:it|that|they)(?: again| you said)?\W*$"
    r"|\b(?:didn't|did not|couldn't|could not|don't|do not) (?:quite )?(?:catch|get|hear|follow) "
    r"(?:that|it|this|you|what)\b"
    r"|\bmissed (?:that|it|what you)\b|\bone more time\b|\bcome again\b"
    r"|^(?:sorry|pardon(?: me)?|excuse me|huh|what)\W*$"
    r"|^(?:sorry\W*)?which one(?: (?:was it|did you mean|do you mean|again))?\W*$"
)
#: A direct question about what the user wants or why they ask ("What do you need it for?", "Why do you
#: ask?", "How can I help?", "Is there something you'd like me to do?"): it reaches a fact marked
#: ``intent`` (the user's real request) whatever the task's topic words.
_INTENT = re.compile(
    r"\bwhat (?:do|would|did) you (?:want|need|mean|have in mind|like)\b"
    r"|\bwhat(?:'s| is| was) (?:this|it|that) (?:for|about)\b|\bwhat for\b|\bwhat(?:'s| is) up\b"
    r"|\bwhy (?:do|did|would) you (?:ask|want|need|wonder)\b|^why\W*$"
    r"|\b(?:what|how) (?:can|could|should|shall) i (?:do|help)\b|\bhelp you with\b|\bdo for you\b"
    r"|\b(?:is|was) there (?:something|anything) (?:(?:else|specific|in particular) )?(?:you|i)\b"
    r"|\banything (?:else )?(?:i can|you'?d like|you want|you need)\b"
    r"|\bwhat are you (?:trying|looking|hoping|planning|wanting) to\b"
    r"|\bwhat(?:'s| is) (?:the|your) (?:goal|aim|purpose|reason|plan)\b"
)


def asks_again(text: str) -> bool:
    """Does the message ask the user to repeat or clarify what they were just asked about, without
    naming it? A person answers such a re-ask about the previous question (the caller checks that it
    names no topic of its own and that the previous question was about exactly one thing)."""
    if not is_question(text) or asks_to_confirm(text):
        return False  # "Do you want me to send it again?" proposes; it asks for a yes
    return any(_REASK.search(s) for s in sentences(text))


def asks_intent(text: str) -> bool:
    """Does the message ask directly what the user wants, or why they ask? A user who hides their intent
    still answers that; only the opening is vague."""
    return is_question(text) and any(_INTENT.search(s) for s in sentences(text))


def pushes_back(text: str) -> bool:
    """A refusal or a hold ("I can't do that without approval", "policy requires…")."""
    return _REFUSAL.search(text) is not None


_YES = re.compile(r"\b(yes|yeah|yep|yup|sure|go ahead|please do|do it|ok|okay|correct|confirmed?|y)\b", re.I)
_NO = re.compile(r"^\W*(no|nope|nah|n|not|don't|do not|wait|hold|stop|actually)\b", re.I)


def says_yes(text: str) -> bool:
    """Does a free-text answer (a model-backed user's) agree? "Yes, and hurry" does; "No, 40" does not."""
    return _YES.search(text) is not None and _NO.search(text) is None
