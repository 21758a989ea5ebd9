"""What Box's data says that a report may restate (:mod:`toolproof.service.stated`): a comment is what
its ``created_by`` said (an id as a row, a user object in a response); a user's ``status`` said as a
state of the person or the account ("Kris is inactive", "his account is active").

The twelfth re-sample (``docs/reviews/resample12c.md``) found reports stating a person's account state
that no check read. A user's ``status`` is ``active``, ``inactive``, ``cannot_delete_edit`` or
``cannot_delete_edit_upload`` (Box's enum); an item's ``status`` (``active``, ``trashed``) and a
collaboration's (``accepted``, ``pending``) share the key, so their ``active`` grounds a user's too: the
check only ever passes more for it."""

from __future__ import annotations

from toolproof.service.stated import EnumField, Utterance, WordDetail

#: (claims16) A collaboration's ``status`` is its invitee's answer (Box: "accepted", "pending",
#: "rejected"): "accepted" makes "Raj accepted the invite" true, "rejected" "Raj declined it"; a pending
#: one says nothing. Its invitee is ``user_id`` in a row, ``accessible_by`` in a response. A status is
#: no message: Box accepts a managed user's collaboration as it is made, so it grounds "accepted", never
#: "Raj replied" (the invented-reply mutants of the Box tasks stay).
UTTERANCES = (
    Utterance("box_users", ("created_by",), ("message",)),
    Utterance(
        "box_users",
        ("accessible_by", "user_id"),
        ("status",),
        silent=("pending",),
        answers=(("accepted", ("accepted",)), ("rejected", ("declined",))),
    ),
)

#: What stands right before a state said of a person or an account: "is", "was", "'s", "now"…
_IS = (
    r"(?:\b(?:is|was|are|were|been|being|looks|seems|remains|stays|now|still|already)\b|['\u2019]s\b)"
    r"(?:\s+(?:still|already|now|currently|also|actually|just))*"
)

USER_STATUS = EnumField(
    "user status",
    ("status",),
    {
        "active": ("active",),
        "inactive": ("inactive", "deactivated", "disabled"),
        "cannot_delete_edit": (),
        "cannot_delete_edit_upload": (),
    },
    (_IS, r"\bstatus(?:\s*(?::|=|-|\bwas\b|\bis\b|\bnow\b))*"),
    row_only=True,
)

#: (fields14) A user's ``job_title``, free text: said right after the person, in brackets or after a
#: comma, a dash or "is"/"as" ("Priya Shah (Support Engineer)", "Dana, our Finance Lead", "Dana is the
#: Procurement Lead"). Only the titles the world's users hold are read (the thirteenth re-sample's
#: "Priya Shah (Support Engineer)", Priya Sharma's title).
JOB_TITLE = EnumField(
    "job title",
    ("job_title",),
    {},
    (
        r"(?:\(|,|\u2014|\u2013|\s-|:)\s*(?:(?:our|your|their|his|her|its)\s+)?",
        r"\b(?:is|was|as|works\s+as)\s+(?:(?:our|your|their|his|her|its)\s+)?",
    ),
    row_only=True,
    held_in=("box_users", "job_title"),
)

ENUMS = (USER_STATUS, JOB_TITLE)

#: (traits19) A collaborator's role said of the person: "Dana Whitfield is already an editor" (a viewer:
#: ``docs/reviews/resample14a.md``), "Rachel Adams from Ironclad, who is also an editor" (a viewer:
#: ``resample15b.md``), "Chris Novak stays on each folder as a viewer" (co-owner: ``resample15a.md``),
#: each held only by its task's ``says_not``. A collaboration is of two rows and made by a third (its
#: ``accessible_by``/``user_id``, its ``item``, its ``created_by``): read through its holder, the person.
#: "Editor" and "viewer" are plain English too ("a PDF viewer", "she or an editor can delete it"), so
#: they are read only right after "is", "as", "stays", "'s", "(" (a bracket's last item: "(Cobalt's
#: admin, editor of their folder)"), ", the", "role:", or right before "access"/"role"/"rights". The
#: plural ("Box doesn't let viewers delete") is said of no one. "Co owner" is left out: its first word,
#: "co", is in most messages, so the cheap look before clauses are read would never skip one. A change
#: asked, offered or made ("upgrade her to editor", "should I make him a viewer?") is no statement of
#: the role held; a role the agent's write gave is grounded by its changed row. "Owner" is the item's
#: ``owned_by``, not a role.
ROLE = WordDetail(
    "collaboration role",
    ("role",),
    (
        ("editor", ("editor",)),
        ("viewer", ("viewer",)),
        ("previewer", ("previewer",)),
        ("uploader", ("uploader",)),
        ("previewer uploader", ("previewer uploader", "previewer-uploader")),
        ("viewer uploader", ("viewer uploader", "viewer-uploader")),
        ("co-owner", ("co-owner", "coowner")),
    ),
    before=(
        r"(?:(?:\b(?:is|was|are|were|be|been|being|stays?|stayed|remains?|remained|became|becomes|as)\b"
        r"|['\u2019](?:s|re)\b)(?:\s+(?:still|already|now|also|only|just|currently|again|on|both))*\s+"
        r"|\(\s*(?:[^()]{0,40}?,\s*)?|,\s*(?=(?:the|an?)\s)|\brole\s*[:=]\s*)"
        r"(?:(?:an?|the|their|its|his|her)\s+)?[\"\u201c'\u2018]?"
    ),
    after=r"[\"\u201d'\u2019]?\s+(?:access|role|rights|permissions?|privileges?)\b",
    unless=(
        r"\b(?:mak\w*|made|chang\w*|switch\w*|set|sets|setting|upgrad\w*|downgrad\w*|promot\w*|demot\w*|"
        r"convert\w*|turn\w*|can|could|would|should|shall|will|want\w*|wish\w*|ask\w*|request\w*|need\w*|"
        r"if|once|until|unless|whether|to\s+be)\b|['\u2019]ll\b"
    ),
    row_only=True,
    holders=("accessible_by", "user_id"),
)

#: (links21) A shared link's ``access`` said in words: "anyone with the link can open it" (``open``),
#: "company-only" (``company``), "collaborators only" (``collaborators``). Four re-samples
#: (``docs/reviews/resample8.md``, ``resample13c.md``, ``resample14c.md``, ``resample2.md``) found a
#: post or report telling a customer that anyone with the link can open a collaborators-only file,
#: each held only by its task's ``says_not``. A link is no named row ("the agenda in Borealis Health
#: (shared): anyone with the link can open it" names the folder, not the link), so the word is read
#: against every access the episode showed or wrote (``unbound``). Only whole phrases are read:
#: "open" alone is a verb, and "anyone with the link can't open it" says no access. A link offered or
#: asked ("I can make it open to anyone", "should it be company-only?") is no statement.
LINK_ACCESS = WordDetail(
    "shared link access",
    ("access",),
    (
        (
            "open",
            (
                *(f"anyone with the link can {v}" for v in ("open", "view", "see", "access", "download")),
                *(f"anyone who has the link can {v}" for v in ("open", "view", "see", "access", "download")),
                "open to anyone",
                "open to anyone with the link",
                "open to everyone",
                "public link",
                "open link",
                "open access",
                "without a box account",
                "no box account needed",
                "no box account required",
            ),
        ),
        (
            "company",
            (
                "company-only",
                "company only",
                "anyone in the company",
                "anyone at the company",
                "anyone in your company",
                "people in your company",
                "people in the company",
            ),
        ),
        (
            "collaborators",
            (
                "collaborators only",
                "collaborators-only",
                "only collaborators",
                "only invited collaborators",
                "invited collaborators only",
            ),
        ),
    ),
    unless=(
        r"\b(?:can|could|would|should|shall|will|want\w*|wish\w*|ask\w*|request\w*|need\w*|prefer\w*|if|"
        r"once|until|unless|whether)\b|['\u2019]ll\b|\?"
    ),
    unbound=True,
)

WORD_DETAILS = (ROLE, LINK_ACCESS)
