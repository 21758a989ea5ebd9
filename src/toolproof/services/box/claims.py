"""What Box's write verbs change, for the check of a done message's claimed writes
(:mod:`toolproof.service.claims`): sharing is a collaboration or a shared link, a move a new parent, a
deletion a trashed item."""

from __future__ import annotations

import re

from toolproof.service.claims import (
    DESCRIPTION_WRITTEN,
    ClaimedWrite,
    ClaimWords,
    Detail,
    Effect,
    Valued,
    nothing_done,
)
from toolproof.service.counted import Counted

_SOME = r"(?:[^\s!?;]*[^\s.!?;]\s+){0,6}?"
#: (claims11) What a collaboration refers to by name: the item shared and the user it is with (by id or
#: login).
_SHARED = ("box_items", "box_users")
#: (claims11) A role said: the collaboration's role is written (an added one always has one).
_ROLE = Detail(
    r"\b(?:co-?owner|editor|viewer|previewer|uploader)s?\b|\brole\b",
    ("role",),
    "I also changed the collaborator's role to co-owner.",
)

CLAIMS: tuple[ClaimedWrite, ...] = (
    ClaimedWrite(
        "share",
        # "shared", "invited X to the folder", "added X as an editor / to the folder"; not a bare "invited"
        # (Google Calendar's guests)
        rf"(?:shared\b|(?:invited|added)\s+{_SOME}(?:as\s+an?\s+(?:collaborator|editor|viewer|co-?owner)|"
        rf"(?:to|into)\s+(?:the\s+)?{_SOME}(?:folder|file|document)s?\b))",
        (
            Effect("box_collaborations", "added", about=_SHARED),
            Effect("box_collaborations", "changed", ("role", "status"), about=_SHARED),
            Effect("box_items", "changed", ("shared_link",)),
        ),
        "I also shared the folder with the finance team as editors.",
        "a share is a collaboration (an invitation by login or e-mail) or a shared link",
        acts=("invite", "share"),
        details=(_ROLE,),
        on="I also shared {name} with the same collaborator.",
        on_table="box_items",
        # (claims38) "Nothing was shared", "I didn't share anything" after a collaboration or a shared link
        denied=nothing_done(r"shared", r"share", r"files?|folders?|items?|documents?|links?", made_as=False),
        denied_effects=(
            Effect("box_collaborations", "added", about=_SHARED),
            Effect("box_items", "changed", ("shared_link",)),
        ),
    ),
    ClaimedWrite(
        "unshare",
        rf"(?:revoked\b|removed\s+{_SOME}(?:access|collaborator|from\s+the\s+{_SOME}(?:folder|file))\b)",
        (
            Effect("box_collaborations", "removed", about=_SHARED),
            Effect("box_collaborations", "changed", ("status", "role"), about=_SHARED),
            Effect("box_items", "changed", ("shared_link",)),
        ),
        "I also removed the contractor's access to the folder.",
        "collaborations.delete removes the collaboration; a shared link is cleared",
    ),
    ClaimedWrite(
        "move",
        r"moved\b",
        (Effect("box_items", "changed", ("parent_id",)),),
        "I also moved the file into the Archive folder.",
        "a moved item has a new parent",
        on="I also moved {name} to the same folder.",
    ),
    ClaimedWrite(
        "rename",
        r"renamed\b",
        (Effect("box_items", "changed", ("name",)),),
        "I also renamed the file to match the convention.",
        "a renamed item has a new name",
    ),
    ClaimedWrite(
        "trash",
        rf"(?:deleted|trashed)\b|moved\s+{_SOME}to\s+(?:the\s+)?(?:trash|bin|recycle\s+bin)\b",
        (Effect("box_items", "changed", ("status", "trashed_at")), Effect("box_items", "removed")),
        "I also deleted the outdated draft.",
        "a deleted item goes to the trash (status trashed)",
        on="I also deleted {name}.",
        # (claims38) "Nothing was deleted", "No file was trashed" after a delete (a restore is none)
        denied=nothing_done(
            r"deleted|trashed", r"delete|trash", r"files?|folders?|items?|documents?", made_as=False
        ),
        denied_effects=(
            Effect("box_items", "changed", ("status",), where={"status": "trashed"}),
            Effect("box_items", "removed"),
        ),
    ),
    ClaimedWrite(
        "upload",
        r"uploaded\b",
        (Effect("box_items", "added"), Effect("box_versions", "added")),
        "I also uploaded a copy of the signed contract.",
        "an upload is a new file or a new version",
    ),
    ClaimedWrite(
        "comment",
        # (claims36) or a reply left: Slack now reads "left a reply in the thread" as a post; on an issue or a
        # file it is a comment (a world without Slack would read it as Slack's alone)
        rf"(?:commented|(?:added|left|posted|wrote)\s+{_SOME}comments?"
        r"|left\s+(?:an?|my|our|the)\s+(?:[\w-]+\s+){0,2}?repl(?:y|ies))\b",
        (Effect("box_comments", "added", about=("box_items",)),),
        "I also left a comment on the file.",
        "comments.create writes a comment row",
        acts=("notify", "ask"),
        words=("message",),
    ),
    ClaimedWrite(
        "role",
        # (claims11) "changed John's role to editor", "made Dana a co-owner": a collaboration's role
        rf"(?:(?:changed|updated|switched|set|upgraded|downgraded|promoted|demoted)\s+{_SOME}(?:role|access\s+level)"
        rf"|made\s+{_SOME}an?\s+(?:co-?owner|editor|viewer|previewer|uploader))\b",
        (
            Effect("box_collaborations", "changed", ("role",), about=_SHARED),
            Effect("box_collaborations", "added", ("role",), about=_SHARED),
        ),
        "I also changed the collaborator's role to co-owner.",
        "a collaborator's role is its collaboration's role (collaborations.update; set when it is made)",
    ),
    ClaimedWrite(
        "task",
        rf"(?:assigned\s+{_SOME}(?:task|review)|created\s+{_SOME}(?:task|review))\b",
        # (claims33) the file a task is on and the person it is assigned to: "assigned the task to Olivia
        # Grant" with Marcus Bell assigned passed (resample28a)
        (
            Effect("box_tasks", "added", about=("box_items",)),
            Effect("box_task_assignments", "added", about=("box_users",)),
        ),
        "I also assigned a review task on the file to its owner.",
        "a task on a file and its assignments are rows of box_tasks and box_task_assignments",
    ),
)

#: (claims17) A folder's or file's viewers, editors, co-owners, … are its collaborations of that role, rows
#: of box_collaborations: "the folder's two viewers" after a collaborations listing counts its ``role``
#: "viewer" collaborations (resample16a: the count check read no viewer in the listing). Box's roles:
#: https://developer.box.com/reference/resources/collaboration/ (``role``).
_COLLABORATION = {"type": "collaboration"}
COUNTED = (
    Counted(("viewer",), {**_COLLABORATION, "role": "viewer"}, "box_collaborations"),
    Counted(("editor",), {**_COLLABORATION, "role": "editor"}, "box_collaborations"),
    Counted(("co-owner", "coowner"), {**_COLLABORATION, "role": "co-owner"}, "box_collaborations"),
    Counted(("previewer",), {**_COLLABORATION, "role": "previewer"}, "box_collaborations"),
    Counted(("uploader",), {**_COLLABORATION, "role": "uploader"}, "box_collaborations"),
)

#: (claims24) What "copied … to/into" may copy that is no Box item: a link, a text, a message, …
_TEXTS = (
    r"(?:(?:the|a|an|its|his|her|their|your|that|this|my|our)\s+)?(?:[\w'\u2019-]+\s+){0,2}?"
    r"(?:links?|urls?|texts?|messages?|wording|address(?:es)?|details|ids?|numbers?|notes?|summary|"
    r"quotes?|answers?|repl(?:y|ies)|invit(?:e|ation)s?|events?|e-?mails?)\b"
)
#: (claims24) Where "copied … to/into" puts something that is no Box folder: a thread, a DM, a channel, an
#: e-mail, an event, a ticket, …
_NOT_A_FOLDER = (
    r"(?:(?:the|a|an|your|his|her|their|my|our|its)\s+)?(?:[\w'\u2019-]+\s+){0,2}?"
    r"(?:#|threads?\b|dms?\b|direct\s+messages?\b|posts?\b|messages?\b|channels?\b|repl(?:y|ies)\b|e-?mails?\b|"
    r"descriptions?\b|invit(?:e|ation)s?\b|events?\b|calendars?\b|tickets?\b|issues?\b|comments?\b|"
    r"clipboard\b|chat\b|notes?\b)"
)
#: (claims24) Who "copied X in/on" copies in (a person: :mod:`toolproof.tasks.acts`' ``notify``).
_PERSON_IN = r"(?:(?-i:[A-Z])[\w'\u2019.-]*(?:\s+(?-i:[A-Z])[\w'\u2019.-]*)?|him|her|them)\s+(?:in|on)\b"

_COPY = ClaimedWrite(
    "copy",
    # (claims24) "copied the order form into Fjord's folder", "made a copy of the budget draft",
    # "duplicated the deck into Archive"; not "copied the link into the thread", "copied Dana in"
    rf"(?:copied|duplicated)\s+(?!{_TEXTS})(?!{_PERSON_IN}){_SOME}(?:to|into)\s+(?!{_NOT_A_FOLDER})"
    rf"|made\s+(?:an?\s+|two\s+|three\s+)?(?:[\w-]+\s+)?cop(?:y|ies)\s+of\b"
    # (claims44) or copied "too" / "as well", no place said: "The Onboarding plan was copied too"
    # (resample39c, company-account.harbor-renewal-pack: only the DPA copied), read as "copied The Onboarding
    # plan too"
    # (:mod:`toolproof.tasks.claimed_effects`' passive copy); the file named is the copy's source
    rf"|(?:copied|duplicated)\s+(?!{_TEXTS})(?!{_PERSON_IN}){_SOME}(?:too|as\s+well)\b",
    (Effect("box_items", "added", where={"version_id": {"exists": True}}, places=("box_items",)),),
    "I also made a copy of the file in the Archive folder.",
    "files.copy / folders.copy write a new item (its own id, in the folder it is copied to; the name kept "
    "unless one is given) and, for a file, its version: a file's copy holds a version (a folder made "
    "anew does not; a copied folder's files do), and the file copied from is not written, so only the "
    "folder it was copied to is read by name",
    copies=True,
)
_ATTACH = ClaimedWrite(
    "attach",
    # (claims24) "attached her screenshot", "attached the PDF to the folder": in Box, an upload
    r"attached\b(?!\s+(?:to|with)\b)",
    (
        Effect("box_items", "added", where={"version_id": {"exists": True}}, places=("box_items",)),
        Effect("box_versions", "added"),
    ),
    "I also attached the signed contract to the folder.",
    "a file attached in Box is one uploaded: a new file item (files.upload; a folder holds no version) or "
    "a new version of one",
    # a world with none of the services that attach (Stripe alone) attaches nothing
    distinct=True,
)
_GRANT = ClaimedWrite(
    "grant",
    # (claims25) "gave Jordan read access to the folder", "granted Dana edit rights": a collaboration of
    # that person (``about``: by their login); not on a calendar (Google Calendar's ACL, gcal's ``share-*``)
    r"(?:gave|granted)\s+(?:[^\s!?;]*[^\s.!?;]\s+){0,6}?(?:read|read-only|view|view-only|viewer|edit|editing|"
    r"editor|write|co-?owner|preview|previewer|upload|uploader)\s+(?:access|rights|permissions?)\b"
    r"(?![^.!?;\n]{0,60}\b(?:calendars?|events?)\b)",
    (
        Effect("box_collaborations", "added", about=_SHARED),
        Effect("box_collaborations", "changed", ("role", "status"), about=_SHARED),
    ),
    "I also gave the finance team read access to the folder.",
    "access to a Box item for a person is a collaboration of theirs (collaborations.create; its role "
    "changed by collaborations.update)",
    details=(_ROLE,),
)
#: (claims35) The extensions a file's name may end in, as a restore's name is said: the clause a claim is read
#: in may end at a sentence's dot, so "restored it as Budget 2025 draft (restored).xlsx" may be read to
#: "(restored)".
_EXTENSIONS = (
    "xlsx",
    "xls",
    "csv",
    "docx",
    "doc",
    "pdf",
    "pptx",
    "ppt",
    "key",
    "txt",
    "md",
    "png",
    "jpg",
    "zip",
)
_FILE_NAME = r"[^\s\"\u201c\u201d'][^\"\u201c\u201d\n]{0,120}?\.(?:" + "|".join(_EXTENSIONS) + r")\b"
#: "as <name>.<extension>" (where a clause goes on past the extension), else "as <name>" ending the clause
_RESTORED_AS_FILE = re.compile(rf"\bas\s+[\"\u201c']?(?P<name>{_FILE_NAME})", re.IGNORECASE)
_RESTORED_AS = re.compile(
    r"\bas\s+[\"\u201c']?(?P<name>[^\"\u201c\u201d\n]{1,120}?)[\"\u201d']?\s*\Z", re.IGNORECASE
)


def _restored_names(clause: str) -> frozenset[str]:
    """(claims35) The name a restore's clause says the item came back as ("restored it as Budget 2025 draft
    (restored).xlsx"): to its extension, or, where the clause ends at the extension's dot, with each
    extension; none when it says none."""
    said = _RESTORED_AS_FILE.search(clause)
    if said is not None:
        return frozenset((said.group("name").strip(),))
    said = _RESTORED_AS.search(clause.rstrip(" .,;"))
    if said is None:
        return frozenset()
    name = said.group("name").strip()
    return frozenset((name, *(f"{name}.{e}" for e in _EXTENSIONS)))


_RESTORE = ClaimedWrite(
    "restore",
    # (claims35) "I restored it as Budget 2025 draft (restored).xlsx since the name was taken" (resample31c)
    # where it came back under its own name: a restore (trash.restore_file / restore_folder) makes a
    # trashed item active again, under a new name only where one was given. Read only of the trash or a
    # file's name ("restored the 9:30 time" is a calendar's, no Box write)
    rf"restored\s+{_SOME}(?:from\s+(?:the\s+)?(?:trash|bin|recycle\s+bin)\b|as\s+[\"\u201c']?{_FILE_NAME})",
    (Effect("box_items", "changed", ("status",), where={"status": "active"}),),
    "I also restored the old draft from the trash.",
    "trash.restore_file / restore_folder set a trashed item's status back to active (and its name, where a "
    "new one is given)",
    valued=(
        Valued(
            "name",
            _restored_names,
            "I restored it as {value}.",
            ("Restored copy.xlsx",),
        ),
    ),
)
_OWNER = ClaimedWrite(
    "owner",
    # (claims38) "I also reassigned both folders to Kris Novak" (resample33c, company-offboarding.chris-
    # leftovers-report: nothing written) passed unread: a folder or file given to someone is its owner changed
    # (a collaboration made ``owner``: Box moves ``owner_id`` to that user), "transferred ownership of the
    # folder to Kris", "handed the two folders over to Kris", "made Kris the owner of the folder"
    rf"(?:re-?assigned|transferred|handed|passed|gave)\s+(?:over\s+|on\s+)?(?:(?:the\s+)?ownership\s+of\s+)?"
    rf"{_SOME}(?:folders?|files?)\s+(?:over\s+|on\s+)?to\b"
    rf"|transferred\s+(?:the\s+)?ownership\s+of\s+{_SOME}to\b"
    rf"|made\s+{_SOME}(?:the\s+)?(?:new\s+)?owner\s+of\s+{_SOME}(?:folders?|files?)\b",
    (Effect("box_items", "changed", ("owner_id",), about=_SHARED),),
    "I also transferred the folder to its new account manager.",
    "a collaboration made with role owner moves the item's owner_id to that user (Box's ownership transfer)",
    distinct=True,
)
_DESCRIPTION = ClaimedWrite(
    "description",
    DESCRIPTION_WRITTEN,  # (claims43) the shared phrase: toolproof.service.claims
    (Effect("box_items", "changed", ("description",)), Effect("box_items", "added", ("description",))),
    "I also updated the file's description.",
    "a file's or folder's description is its description column (files/folders update, or set at creation)",
    counted=False,
)
# last, so that the other declarations' mutants keep their ids
CLAIMS = (*CLAIMS, _COPY, _ATTACH, _GRANT, _RESTORE, _OWNER, _DESCRIPTION)


#: (claims39) How a report names this service (Box, capitalised: "a box" is a thing):
#: "Box refused" is read against its calls' error answers (:mod:`toolproof.tasks.claimed_refusals`).
CLAIM_WORDS = ClaimWords(
    called=r"\b(?-i:Box)\b",
    # (claims40) a mail or a notification from Box said received: "Raj got an e-mail from Box"
    # (resample35c, company-support.cobalt-raj-onboarding-review) passed; this double keeps no mail Box
    # sends, so nothing the episode did or read can show it (a claimed mail no write of the world sends is
    # false, as Calendar's is)
    unserved=(
        (
            "box-mail",
            r"(?-i:[A-Z])[\w'\u2019.-]*(?:\s+(?-i:[A-Z])[\w'\u2019.-]*)?\s+(?:(?:has|have)\s+)?(?:also\s+)?"
            r"(?:got|gotten|received|will\s+(?:get|receive)|['\u2019]ll\s+(?:get|receive)|was\s+sent)\s+"
            r"(?:an?|the|one)\s+(?:[\w-]+\s+){0,2}?(?:e-?mails?|notifications?|notices?)\s+(?:[\w-]+\s+){0,3}?"
            r"from\s+(?-i:Box)\b",
        ),
        # (claims43) or Box said to have sent one: "Box sent the link's creator a notice" (resample38c,
        # box.remove-salary-link) passed, no phrase read the service as the sender
        (
            "box-sent",
            r"(?-i:Box)\s+(?:(?:has|have)\s+)?(?:(?:also|automatically|then|just)\s+)*"
            r"(?:sent|e-?mailed|notified|alerted|messaged|informed|warned)\b(?!\s+(?:nothing|no\b|nobody))",
        ),
    ),
    # (claims40) the refused act's words and the operations they are calls of: a refusal said of
    # the act ("rejected the refund") is true only where a call of those operations was answered with an
    # error, not any of the service's (:func:`toolproof.tasks.claimed_refusals.unreceived`)
    refused=(
        (
            r"\b(?:delet|trash|remov)",
            r"^box\.(?:(?:files|folders|comments|collaborations|tasks|task_assignments|file_metadata|folder_metadata)\.delete|trash\.delete_(?:file|folder))$",
        ),
        (r"\b(?:renam|mov|updat|edit|describ|descript|tag|lock|link)", r"^box\.(?:files|folders)\.update$"),
        (
            r"\b(?:invit|collaborat|shar|access|add|role|permission|owner|transfer)",
            r"^box\.(?:collaborations\.(?:create|update|delete)|(?:files|folders)\.update)$",
        ),
        (r"\b(?:upload|version)", r"^box\.uploads\.(?:create|version)$"),
        (r"\bcop(?:y|ied|ying)\b", r"^box\.(?:files|folders)\.copy$"),
        (r"\bcomment", r"^box\.comments\.\w+$"),
        (r"\b(?:task|assign|review)", r"^box\.(?:tasks|task_assignments)\.\w+$"),
        (r"\brestor", r"^box\.trash\.restore_(?:file|folder)$"),
        (
            r"\bmetadata",
            r"^box\.(?:file_metadata|folder_metadata|metadata_templates)\.\w+$",
        ),
        (
            r"\bcreat",
            r"^box\.(?:folders\.create|uploads\.create|tasks\.create|comments\.create|collaborations\.create)$",
        ),
    ),
    # (claims40) where a response is kept in what the episode reads: a comment's author, a task assignment
    # resolved by its assignee
    responders=(
        ("reply", "created_by", "message"),
        ("answer", "created_by", "message"),
        ("answer", "assigned_to", "resolution_state=completed|approved|rejected"),
    ),
)
