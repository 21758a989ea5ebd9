"""What Box's data says that a report may restate (:mod:`toolproof.service.stated`): a comment is what
its ``created_by`` said (an id as a row, a user object in a response); a user's ``status`` said as a
state of the person or the account ("Kris is inactive", "his account is active").

The twelfth re-sample (``docs/reviews/resample12c.md``) found reports stating a person's account state
that no check read. A user's ``status`` is ``active``, ``inactive``, ``cannot_delete_edit`` or
``cannot_delete_edit_upload`` (Box's enum); an item's ``status`` (``active``, ``trashed``) and a
collaboration's (``accepted``, ``pending``) share the key, so their ``active`` grounds a user's too: the
check only ever passes more for it."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from toolproof.service.stated import (
    DENIED_BEFORE,
    PERSON_ZONE,
    EnumField,
    StartRows,
    StartTrait,
    Utterance,
    WordDetail,
    declare_start_traits,
    match_denied,
    name_agrees,
    none_denied,
    person_zone_said,
    words_part_of,
    zone_held,
)
from toolproof.services.box import item_traits
from toolproof.services.box.render import USER_TIMEZONE

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


_ITEMS = ("box_items",)
#: (world33) A person's or a folder's name said as a value: capitalised words (a folder's may hold
#: digits, "&" and a last bracket: "Q3 Reports", "Kite & Co", "Cobalt Robotics (shared)"), no pronoun
#: or thing; a full stop ends it.
_NAME = (
    r"(?-i:(?!(?:It|This|That|The|These|Those|There|Here|You|Your|I|We|Our|They|He|She|Me|Him|Her|Them|"
    r"Someone|Nobody|No|Not|Box|All)\b)[A-Z][\w'\u2019-]*(?:\.(?=\w)[\w-]+)?(?:\s+(?:&\s+)?[A-Z0-9][\w'\u2019-]*){0,3}"
    r"(?:\s+\([\w .-]{1,40}\))?)"
)


def _owner_said(m: re.Match[str]) -> str | None:
    group = next(g for g in ("v", "v2", "v3") if m.group(g))
    if match_denied(m):
        return None
    return re.sub(r"['\u2019]s$", "", m.group(group)).casefold() or None


def _owner_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """The owner's login and name (a first name of it is theirs)."""
    owner = row.get("owner_id")
    if not isinstance(owner, str) or not owner or row.get("status") not in (None, "active"):
        return frozenset()
    user = start.row("box_users", (owner,))
    if user is None:
        return frozenset()
    return frozenset(v.casefold() for v in (user.get("name"), user.get("login")) if isinstance(v, str) and v)


#: (traits44) The kind of item a clause names by a common noun: "the folder", "the file" / "the PDF" /
#: "the document" / "the spreadsheet".
_FOLDER_NOUN = re.compile(r"\b(?:the|this|that|its|their|your)\s+(?:\w+\s+)?folder\b", re.IGNORECASE)
_FILE_NOUN = re.compile(
    r"\b(?:the|this|that|its|their|your)\s+(?:\w+\s+)?(?:file|pdf|document|doc|spreadsheet|deck)\b",
    re.IGNORECASE,
)


def _is_folder(row: Mapping[str, Any]) -> bool:
    return row.get("type") == "folder"


def _is_file(row: Mapping[str, Any]) -> bool:
    return row.get("type") == "file"


def item_kind(clause: str) -> Callable[[Mapping[str, Any]], bool] | None:
    """(traits44) The kind of Box item a clause naming none says its trait of ("The folder is owned by
    Anders": the folders the message, or else the told texts, name; ``StartTrait.kind``): a folder or a
    file; ``None`` where it says neither or both."""
    folder, file = _FOLDER_NOUN.search(clause) is not None, _FILE_NOUN.search(clause) is not None
    if folder == file:
        return None
    return _is_folder if folder else _is_file


#: (world33) Who owns a file or a folder, said where nobody read it: "Chris owns the Q3 folder", "owned
#: by Dana", "the owner is Priya" (the re-samples' owners, held by ``says_not`` only). Against the item's
#: ``owner_id`` as the episode started (its user's name; a first name of it is theirs). An item the
#: episode changed is not read (ownership moved is the new owner's); a told text grounds it only by saying
#: the same owner; a response about the item (its ``owned_by``) grounds it. (traits44) A clause naming
#: no item but "the folder" / "the file" is read of the items of that kind the message or the told texts
#: name ("The folder is owned by Anders": resample39c's, of Marcus's folder, held by a label only).
OWNER = StartTrait(
    "owner",
    _ITEMS,
    re.compile(
        rf"\bowned\s+by\s+(?P<v>{_NAME})"
        rf"|\b(?P<v2>{_NAME})\s+(?:(?:still\s+|also\s+)?owns\b|(?:is|was)\s+(?:still\s+)?(?:the|its)\s+owner\b)"
        rf"|\bowner\s*(?::|\bis\b|\bwas\b)\s*(?P<v3>{_NAME})",
        re.IGNORECASE,
    ),
    _owner_said,
    shown=True,
    held_at=_owner_held,
    agrees=name_agrees,
    unless_changed=True,
    told_whole=True,
    kind=item_kind,
)


def _folder_said(m: re.Match[str]) -> str | None:
    if DENIED_BEFORE.search(m.string, 0, m.start()):
        return None
    return re.sub(r"['\u2019]s$", "", (m.group("v") or m.group("v2") or m.group("v3")).casefold())


def _folder_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """The names of the folders the item is in, its parent's and each one's above it (a file in
    "Customers / Cobalt Robotics (shared)" is in the Customers folder too), and ``All Files``."""
    if not isinstance(row.get("parent_id"), str) or row.get("status") not in (None, "active"):
        return frozenset()
    out = {"all files"}
    parent = row.get("parent_id")
    for _ in range(32):  # a path is short; a cycle in bad data ends here
        folder = start.row("box_items", (parent,)) if isinstance(parent, str) else None
        if folder is None:
            break
        if isinstance(folder.get("name"), str):
            out.add(folder["name"].casefold())
        parent = folder.get("parent_id")
    return frozenset(out)


#: (world33) The folder a file or a folder is in, said where nobody read it: "the contract is in the Q3
#: folder", "it sits in the Legal folder" of an item elsewhere. Read only after "is/sits/lives/'s/are/saved/
#: stored (still) in (the)" and before "folder", in a clause whose named items (the file and the folder
#: named) are read: some named item must be in a folder so called (the folder itself names none). An item
#: the episode changed (moved) is not read; a response about the item (its ``parent``) grounds it.
FOLDER = StartTrait(
    "folder",
    _ITEMS,
    re.compile(
        rf"(?:\b(?:is|are|was|were|sits|sit|lives|live|saved|stored|kept|filed)|['\u2019]s)\s+(?:still\s+|already\s+|also\s+|now\s+)?"
        rf"(?:in|under|inside)\s+(?:the\s+|their\s+|its\s+)?(?:(?P<v>{_NAME})\s+folder\b|folder\s+[\"\u201c']?(?P<v2>{_NAME}))"
        # (traits45) "Granite Legal's folder lives under Clients": "under" a name alone says its parent
        rf"|(?:\b(?:is|are|was|were|sits|sit|lives|live|saved|stored|kept|filed)|['\u2019]s)\s+"
        rf"(?:still\s+|already\s+|also\s+|now\s+)?under\s+(?:the\s+)?(?P<v3>{_NAME})(?!\s+folder\b)",
        re.IGNORECASE,
    ),
    _folder_said,
    shown=True,
    held_at=_folder_held,
    agrees=words_part_of,
    unless_changed=True,
    value_apart=True,
)

_UNITS = {
    "b": 1, "byte": 1, "bytes": 1, "kb": 1000, "mb": 1000**2, "gb": 1000**3,
    "kib": 1024, "mib": 1024**2, "gib": 1024**3,
}  # fmt: skip
_BOUND = re.compile(
    r"\b(?:up\s+to|at\s+(?:most|least)|more\s+than|less\s+than|over|under|above|below|max(?:imum)?|limit"
    r"|than|exceeds?|by|from|to)\s+$",
    re.IGNORECASE,
)
#: (traits43) A size said roughly: "about 2 KB", "~2 MB".
_ROUGHLY = re.compile(
    r"(?:\b(?:about|around|roughly|approximately|approx\.?|some|nearly|almost)\s+|~\s*)$", re.I
)


def _size_said(m: re.Match[str]) -> str | None:
    """The size said ("2.4 mb"); (traits43) "~" before it where it is said roughly ("about 2 KB")."""
    before = m.string[max(0, m.start() - 30) : m.start()]
    if DENIED_BEFORE.search(before) or _BOUND.search(before):
        return None
    rough = "~" if _ROUGHLY.search(before) else ""
    return f"{rough}{m.group('v').replace(',', '')} {m.group('u').casefold()}"


def _size_held(row: Mapping[str, Any]) -> frozenset[str]:
    size = row.get("size")
    if row.get("type") != "file" or not isinstance(size, int) or row.get("status") not in (None, "active"):
        return frozenset()
    return frozenset({str(size)})


def _size_agrees(value: str, held: frozenset[str]) -> bool:
    """Whether "2.4 mb" is one of the sizes held (bytes), to the said number's precision, in either
    base (a kilobyte as 1,000 or 1,024 bytes; Box's web app says 1,024)."""
    number, unit = value.split()
    rough = number.startswith("~")
    number = number.removeprefix("~")
    digits = len(number.partition(".")[2])
    said = float(number)
    base = _UNITS.get(unit, 1)
    bases = (
        (base,)
        if base == 1 or unit.endswith("ib")
        else (base, 1024 ** {1000: 1, 1000**2: 2, 1000**3: 3}[base])
    )
    half = 0.5 * 10**-digits
    if rough:
        # (traits43) roughly: anything within half the number said either way ("about 2 KB" of 1.2 KB)
        half = max(half, 0.5 * said)
    return any(abs(int(h) / b - said) <= half + 1e-9 for h in held for b in bases)


#: (world33) A file's size, said where nobody read it: "the 4.2 MB deck" of a 1.1 MB file. Read as a
#: number and a unit (B, KB, MB, GB, KiB…) in a clause naming a file; not a bound ("under 50 MB", "up to 2
#: GB") nor a denial; against the file's ``size`` as the episode started, to the said number's precision
#: in either base ("2.4 MB" of 2,431,120 bytes; "2.3 MB" too, as 2.32 MiB). A size a response showed or a
#: new version's (a changed row) grounds it.
SIZE = StartTrait(
    "size",
    _ITEMS,
    re.compile(
        r"(?<![\w.,$-])(?P<v>\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)\s?(?P<u>(?i:bytes|byte|[kmg]i?b))\b"
    ),
    _size_said,
    _size_held,
    agrees=_size_agrees,
    either=True,
    sole=True,
)


#: (traits38) A folder said as where the item sits ("It sits in Marketing › Brand Assets, uploaded by
#: Aisha Bello": the file's maker, not the folders'): a clause saying a place names rows that are not the
#: maker's item, so its maker is not read there.
_PLACED = re.compile(
    r"\b(?:in|inside|under|within|into)\s+(?:the\s+|their\s+|our\s+|your\s+)?(?-i:[A-Z])|[\u203a/>]"
)


def _creator_said(m: re.Match[str]) -> str | None:
    if match_denied(m):
        return None
    if _PLACED.search(m.string):
        return None
    return re.sub(r"['\u2019]s$", "", m.group("v")).casefold() or None


def _creator_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """(traits38) The item's maker (``created_by``): their login and name (a first name of it is theirs)."""
    maker = row.get("created_by")
    user = start.row("box_users", (maker,)) if isinstance(maker, str) and maker else None
    if user is None:
        return frozenset()
    return frozenset(v.casefold() for v in (user.get("name"), user.get("login")) if isinstance(v, str) and v)


#: (traits38) Who made a file or a folder, said where another did: "The Acme Logistics folder was created
#: by Chris Novak" (Kris Novak made it; the re-sample 33b's, held by ``says_not`` only). "created/made/set
#: up/uploaded by <Name>", against the item's ``created_by`` as the episode started. The maker never
#: changes, so an item the episode moved or handed over is read too; a told text grounds it only by saying
#: the same maker (a response naming another person near the item, its owner, does not); a denial is
#: not read.
CREATOR = StartTrait(
    "creator",
    _ITEMS,
    re.compile(rf"\b(?:created|made|set\s+up|uploaded|started)\s+by\s+(?P<v>{_NAME})", re.IGNORECASE),
    _creator_said,
    held_at=_creator_held,
    agrees=name_agrees,
    told_whole=True,
)


#: (traits38) A person's time zone said outright ("His time zone is New York": the re-sample 33a's, of a
#: Box user, held by ``says_not`` only; :data:`toolproof.service.stated.PERSON_ZONE`). Box keeps no zone
#: per user here: every user's shows :data:`~toolproof.services.box.render.USER_TIMEZONE`, so that is
#: the zone a Box user holds.
PERSON_ZONE_TRAIT = StartTrait(
    "person's time zone",
    ("box_users",),
    PERSON_ZONE,
    person_zone_said,
    lambda row: zone_held(USER_TIMEZONE),
    shown=True,
    alone=True,
)

#: (traits41) What each collaboration role lets its person do, in the words a report says it in.
_ROLE_RIGHTS = {
    "editor": ("edit", "view", "upload"),
    "co-owner": ("edit", "view", "upload"),
    "viewer": ("view", "view only"),
    "previewer": ("view", "view only"),
    "viewer uploader": ("view", "upload"),
    "previewer uploader": ("view", "upload"),
    "uploader": ("upload",),
}


def _rights_said(m: re.Match[str]) -> str | None:
    if none_denied(m):
        return None
    word = m.group("v").casefold()
    if word in ("view-only", "view only", "read-only", "read only"):
        return "view only"
    return {"editing": "edit", "write": "edit", "viewing": "view", "read": "view"}.get(word, word)


def _rights_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """(traits41) The rights a person's collaborations give them (any item's); nothing for one with none."""
    out: set[str] = set()
    for collab in start.where("box_collaborations", "user_id", row.get("id")):
        out.update(_ROLE_RIGHTS.get(str(collab.get("role") or "").casefold(), ()))
    return frozenset(out)


#: (traits41) The rights a person's collaboration gives, said in words no role is named in: "Mei Tanaka also
#: has edit rights on the folder" of a viewer (resample35c's held, her role read). ``ROLE`` reads a role's
#: name ("an editor"); this reads "edit / view-only / upload rights, access, permissions" of the person the
#: clause names, against the roles of their collaborations as the episode started and as its writes left
#: them (a right the agent gave is theirs). Only a third person's ("You only have view-only access" is the
#: user's, whoever else the clause names).
RIGHTS = StartTrait(
    "collaboration rights",
    ("box_users",),
    re.compile(
        r"(?<!\byou\s)(?<!\bwe\s)(?<!\bi\s)(?<!\bthey\s)"
        r"\b(?:has|had|gets|got|keeps|kept|holds|held)\s+(?:\w+\s+){0,2}?"
        r"(?P<v>edit|editing|write|view-only|view\s+only|read-only|read\s+only|upload)\s+"
        r"(?:rights|access|permissions?|privileges?)\b",
        re.IGNORECASE,
    ),
    _rights_said,
    held_at=_rights_held,
    either=True,
)

#: (traits41) A count said in words, as a folder's files are counted ("a dozen files").
_COUNT_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "a dozen": 12, "fifteen": 15, "twenty": 20,
}  # fmt: skip
_COUNT = r"\d{1,4}|a\s+dozen|" + "|".join(w for w in _COUNT_WORDS if " " not in w)


def _files_said(m: re.Match[str]) -> str | None:
    if none_denied(m):
        return None
    word = " ".join(m.group("v").casefold().split())
    return str(_COUNT_WORDS[word]) if word in _COUNT_WORDS else str(int(word))


def _files_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """(traits41) How many live files a folder holds right inside it; nothing for a file (not read)."""
    if row.get("type") != "folder":
        return frozenset()
    inside = start.where("box_items", "parent_id", row.get("id"))
    return frozenset({str(sum(1 for r in inside if r.get("type") == "file" and r.get("status") == "active"))})


#: (traits42) A folder's name in capitals too short for the name index ("HR": names of two letters are no
#: names it reads), said as a clause's subject.
_SHORT_NAME = re.compile(
    r"^\s*(?:the\s+)?(?P<n>(?-i:[A-Z]{2,3}))(?:\s+folder)?\s+(?:has|had|holds|held|contains)\b"
)


def _short_folders(clause: str, start: StartRows) -> tuple[tuple[str, tuple[Any, ...], str], ...]:
    """(traits42) The folders a clause that names no row calls by a short name in capitals at its start
    ("HR has a dozen files": resample36a's, left open by traits41), each a live folder so named."""
    m = _SHORT_NAME.match(clause)
    if m is None:
        return ()
    name = m.group("n")
    return tuple(
        ("box_items", (r.get("id"),), name)
        for r in start.where("box_items", "name", name)
        if r.get("type") == "folder" and r.get("status") == "active"
    )


#: (traits41) How many files a folder holds, said of it: "HR has a dozen files" of a folder holding 14
#: (resample36a's held; counts of a named row's parts, open since counts39). "<folder> has/holds/contains
#: N files" (a number or its word, "a dozen"; "only", "just", "exactly" may stand before it, and nothing
#: else: a bound or a hedge, "about a dozen", "at least 3", is not read), nor a count of some of them ("3
#: PDF files": only "N files" is read), against the files right inside the folder as the episode started
#: and as its writes left it (a file the agent moved in counts). A folder named "HR" is no named row (the
#: name index reads no name that short); (traits42) a clause naming no row and opening with such a name
#: in capitals is read of the live folders so named (:func:`_short_folders`).
FILE_COUNT = StartTrait(
    "file count",
    _ITEMS,
    re.compile(
        rf"\b(?:has|had|holds|held|contains|contained|with|containing|holding)\s+(?:only\s+|just\s+|exactly\s+)?"
        rf"(?P<v>{_COUNT})\s+files\b",
        re.IGNORECASE,
    ),
    _files_said,
    held_at=_files_held,
    either=True,
    yours=_short_folders,
)


def _sheets_held(row: Mapping[str, Any]) -> frozenset[str]:
    """(traits43) A live file holds no sheet count the double keeps (its content is a text): "none kept"."""
    if row.get("type") != "file" or row.get("status") not in (None, "active"):
        return frozenset()
    return frozenset({"none kept"})


#: (traits43) How many tabs or sheets a spreadsheet has, said of a file: "The spreadsheet has three tabs"
#: (resample38c's, held by box.remove-salary-link's ``says_not`` only). Box keeps no such count: no
#: response of the double (nor of Box's API: an item's fields, its versions) says how many sheets a file's
#: content has, and the double's contents are texts. So a count said is invented unless a text the agent
#: was told or a write says it; a denial is not read. Read of the file the clause names, or, naming none
#: ("The spreadsheet …"), of the files the message names.
SHEET_COUNT = StartTrait(
    "sheet count",
    _ITEMS,
    re.compile(
        rf"\b(?:has|had|holds|held|contains|contained|with|containing|holding)\s+(?:only\s+|just\s+|exactly\s+)?"
        rf"(?P<v>{_COUNT})\s+(?:(?:separate|different)\s+)?(?:tabs?|worksheets?|sheets?)\b",
        re.IGNORECASE,
    ),
    _files_said,
    _sheets_held,
    sole=True,
)


def _link_edit_said(m: re.Match[str]) -> str | None:
    if none_denied(m) or _EDIT_ASKED.search(m.string, 0, m.start()):
        return None
    return "editable"


def _link_edit_held(row: Mapping[str, Any]) -> frozenset[str]:
    """(traits44) Whether everyone the item's shared link reaches may edit it: the link's
    ``permissions.can_edit``; an item with no link is editable by no "everyone" (its collaborators are
    named people)."""
    if row.get("status") not in (None, "active"):
        return frozenset()
    link = row.get("shared_link")
    permissions = link.get("permissions") if isinstance(link, Mapping) else None
    if isinstance(permissions, Mapping) and permissions.get("can_edit") is True:
        return frozenset({"editable"})
    return frozenset({"not editable by everyone"})


#: (traits44) A change offered or asked, no statement of what the link allows.
_EDIT_ASKED = re.compile(
    r"\b(?:if|whether|should|could|would|can\s+I|want\w*|once|unless)\b[^.;!?\n]*$|\?", re.IGNORECASE
)

#: (traits44) An item said editable by everyone its link reaches: "Anyone with the link can edit it",
#: "editable by everyone", "everyone can edit the file" (resample19a's of box.open-brand-guidelines-link,
#: resample39c's "The file is editable by everyone", held by labels only). Against the item's shared
#: link's ``can_edit`` as the episode started and as its writes left it (a link the agent made editable
#: agrees); a clause naming no item is read of the items the message, else the told texts, name. A
#: denial ("nobody can edit it", "can't edit") and a change asked or offered are not read.
LINK_EDIT = StartTrait(
    "shared link editing",
    _ITEMS,
    re.compile(
        r"\b(?:anyone|everyone|everybody|people)\s+(?:who\s+(?:has|have|gets?)\s+the\s+link|with\s+the\s+link"
        r"|(?:at|in)\s+the\s+company)?\s*(?:can|could|may)\s+(?:now\s+|also\s+|still\s+)*(?P<v>edit)\b"
        r"|\b(?P<v2>editable)\s+by\s+(?:anyone|everyone|everybody|all)\b"
        r"|\b(?:link|it)\s+(?:now\s+)?(?:lets|allows)\s+(?:anyone|everyone|people)\s+(?:to\s+)?(?P<v3>edit)\b",
        re.IGNORECASE,
    ),
    _link_edit_said,
    _link_edit_held,
    either=True,
    sole=True,
)


START_TRAITS = (OWNER, FOLDER, SIZE, PERSON_ZONE_TRAIT, CREATOR)
TRAITS41 = (RIGHTS, FILE_COUNT)
declare_start_traits("box", (*START_TRAITS, *TRAITS41, SHEET_COUNT, LINK_EDIT, item_traits.FILE_TYPE))
