"""Metadata templates (global and enterprise scope) and their instances on files and folders.

Instances are created with a JSON object of values, changed with JSON-Patch operations (``add``,
``replace``, ``remove``, ``test``, ``move``, ``copy`` on ``/key`` paths, applied all or nothing), read
and deleted. Values are checked against the template's fields (``string``, ``float``, ``date``,
``enum``, ``multiSelect``); ``global.properties`` takes any string keys, as in Box.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, Literal

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.box.errors import BoxError, bad_request, not_found
from toolproof.services.box.items import get_item, require_role
from toolproof.services.box.operations.common import uuid
from toolproof.services.box.params import Id, Loose
from toolproof.services.box.service import service
from toolproof.services.box.times import parse_iso

ENTERPRISE = "enterprise_1164889"
_KEY = re.compile(r"^[A-Za-z][A-Za-z0-9_]{0,63}$")


def norm_scope(scope: str) -> str:
    if scope == "enterprise":
        return ENTERPRISE
    if scope == "global" or scope == ENTERPRISE:
        return scope
    raise not_found("metadata_template", scope)


def template_row(ctx: Context, scope: str, key: str) -> Any:
    row = ctx.one(
        "SELECT * FROM box_metadata_templates WHERE scope = ? AND template_key = ?", (norm_scope(scope), key)
    )
    if row is None:
        raise BoxError("Specified Metadata Template not found", status=404, code="instance_tuple_not_found")
    return row


def render_template(row: Any) -> dict[str, Any]:
    fields = json.loads(row["fields"]) if isinstance(row["fields"], str) else row["fields"]
    return {
        "id": row["id"],
        "type": "metadata_template",
        "scope": row["scope"],
        "templateKey": row["template_key"],
        "displayName": row["display_name"],
        "hidden": bool(row["hidden"]),
        "fields": fields,
        "copyInstanceOnItemCopy": bool(row["copy_instance_on_item_copy"]),
    }


def render_instance(row: Any, template: Any) -> dict[str, Any]:
    values = json.loads(row["values"]) if isinstance(row["values"], str) else row["values"]
    return {
        "$id": row["instance_id"],
        "$version": int(row["version"]),
        "$type": f"{row['template_key']}-{str(template['id'])[:8]}",
        "$parent": f"{row['item_type']}_{row['item_id']}",
        "$typeVersion": 2,
        "$template": row["template_key"],
        "$scope": row["scope"],
        "$canEdit": True,
        **values,
    }


class ListTemplates(Params):
    limit: int | None = Field(default=None, ge=1, le=1000)
    marker: str | None = Field(default=None, max_length=200)


def templates_in(ctx: Context, scope: str, p: ListTemplates) -> dict[str, Any]:
    from toolproof.services.box.operations.common import page

    rows = ctx.all("SELECT * FROM box_metadata_templates WHERE scope = ? ORDER BY template_key", (scope,))
    chunk, paging = page(rows, limit=p.limit or 100, offset=None, marker=p.marker, usemarker=True)
    return {"entries": [render_template(r) for r in chunk], **paging}


@service.operation(
    "box.metadata_templates.list_global", "GET", "/2.0/metadata_templates/global", writes=False
)
def list_global(ctx: Context, p: ListTemplates) -> dict[str, Any]:
    """List Box's global metadata templates (properties, ...)."""
    return templates_in(ctx, "global", p)


@service.operation(
    "box.metadata_templates.list_enterprise", "GET", "/2.0/metadata_templates/enterprise", writes=False
)
def list_enterprise(ctx: Context, p: ListTemplates) -> dict[str, Any]:
    """List the enterprise's own metadata templates."""
    return templates_in(ctx, ENTERPRISE, p)


class TemplateRef(Params):
    scope: str = Field(max_length=64, description="global or enterprise.")
    template_key: str = Field(max_length=64)


@service.operation(
    "box.metadata_templates.get", "GET", "/2.0/metadata_templates/{scope}/{template_key}/schema", writes=False
)
def get_template(ctx: Context, p: TemplateRef) -> dict[str, Any]:
    """Get a metadata template's fields by scope and key."""
    return render_template(template_row(ctx, p.scope, p.template_key))


class TemplateOption(Loose):
    key: str = Field(min_length=1, max_length=256)


class TemplateField(Loose):
    type: Literal["string", "float", "date", "enum", "multiSelect"]
    key: str = Field(min_length=1, max_length=256)
    displayName: str = Field(min_length=1, max_length=4096)
    description: str | None = Field(default=None, max_length=4096)
    hidden: bool | None = None
    options: list[TemplateOption] | None = Field(default=None, max_length=500)


class CreateTemplate(Params):
    scope: Literal["enterprise"] = "enterprise"
    displayName: str = Field(min_length=1, max_length=4096)
    templateKey: str | None = Field(default=None, max_length=64)
    hidden: bool | None = None
    fields: list[TemplateField] = Field(default_factory=list, max_length=100)
    copyInstanceOnItemCopy: bool | None = None


@service.operation("box.metadata_templates.create", "POST", "/2.0/metadata_templates/schema", writes=True)
def create_template(ctx: Context, p: CreateTemplate) -> dict[str, Any]:
    """Create an enterprise metadata template (409 if its key exists)."""
    key = (
        p.templateKey
        or re.sub(r"[^A-Za-z0-9]", "", p.displayName[:1].lower() + p.displayName[1:])
        or "template"
    )
    if not _KEY.match(key):
        raise bad_request("Invalid templateKey.", "templateKey")
    if ctx.one(
        "SELECT 1 FROM box_metadata_templates WHERE scope = ? AND template_key = ?", (ENTERPRISE, key)
    ):
        raise BoxError("A template with this key already exists", status=409, code="conflict")
    keys = [f.key for f in p.fields]
    if len(keys) != len(set(keys)):
        raise bad_request("Field keys must be unique.", "fields")
    for f in p.fields:
        if f.type in ("enum", "multiSelect") and not f.options:
            raise bad_request(f"Field {f.key} needs options.", "fields")
    template_id = uuid(ctx)
    fields: list[dict[str, Any]] = [
        {"id": uuid(ctx), **f.model_dump(exclude_none=True), "hidden": bool(f.hidden)} for f in p.fields
    ]
    for spec in fields:
        if "options" in spec:
            spec["options"] = [{"id": uuid(ctx), "key": o["key"]} for o in spec["options"]]
    ctx.db.execute(
        "INSERT INTO box_metadata_templates (id, scope, template_key, display_name, hidden, fields, "
        "copy_instance_on_item_copy) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (
            template_id,
            ENTERPRISE,
            key,
            p.displayName,
            bool(p.hidden),
            json.dumps(fields),
            bool(p.copyInstanceOnItemCopy),
        ),
    )
    return render_template(ctx.one("SELECT * FROM box_metadata_templates WHERE id = ?", (template_id,)))


def check_values(template: Any, values: dict[str, Any]) -> dict[str, Any]:
    """Values the template accepts (400 ``schema_validation_failed`` naming the first bad key)."""
    if template["scope"] == "global" and template["template_key"] == "properties":
        for k, v in values.items():
            if k.startswith("$") or not isinstance(v, str):
                raise _invalid(k)
        return values
    fields = {
        f["key"]: f
        for f in (
            json.loads(template["fields"]) if isinstance(template["fields"], str) else template["fields"]
        )
    }
    for k, v in values.items():
        f = fields.get(k)
        if f is None:
            raise _invalid(k)
        kind = f["type"]
        options = {o["key"] for o in f.get("options", [])}
        if kind == "string" and not isinstance(v, str):
            raise _invalid(k)
        if kind == "float" and (
            isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v)
        ):
            raise _invalid(k)
        if kind == "date":
            if not isinstance(v, str):
                raise _invalid(k)
            parse_iso(v, k)
        if kind == "enum" and (not isinstance(v, str) or v not in options):
            raise _invalid(k)
        if kind == "multiSelect" and (
            not isinstance(v, list) or any(not isinstance(x, str) or x not in options for x in v)
        ):
            raise _invalid(k)
    return values


def _invalid(key: str) -> BoxError:
    return BoxError(
        f"Value for key '{key}' does not match the template",
        status=400,
        code="schema_validation_failed",
        context_info={"errors": [{"reason": "invalid_parameter", "name": key, "message": "invalid value"}]},
    )


def instance_row(ctx: Context, item_id: str, scope: str, key: str) -> Any:
    row = ctx.one(
        "SELECT * FROM box_metadata WHERE item_id = ? AND scope = ? AND template_key = ?",
        (item_id, norm_scope(scope), key),
    )
    if row is None:
        raise BoxError("Instance not found", status=404, code="instance_not_found")
    return row


class ItemMetadata(Params):
    scope: str = Field(max_length=64, description="global or enterprise.")
    template_key: str = Field(max_length=64)


class FileMeta(ItemMetadata):
    file_id: Id


class FolderMeta(ItemMetadata):
    folder_id: Id


MetaValues = dict[str, str | float | list[str]]


class CreateFileMeta(FileMeta):
    values: MetaValues = Field(description="The instance's values by template field key (the request body).")


class CreateFolderMeta(FolderMeta):
    values: MetaValues = Field(description="The instance's values by template field key (the request body).")


class PatchOp(Loose):
    op: Literal["add", "replace", "remove", "test", "move", "copy"]
    path: str = Field(max_length=300, description="'/key'")
    value: Any = None
    from_: str | None = Field(default=None, alias="from", max_length=300)


class PatchFileMeta(FileMeta):
    operations: list[PatchOp] = Field(max_length=200, description="JSON-Patch operations on '/key' paths.")


class PatchFolderMeta(FolderMeta):
    operations: list[PatchOp] = Field(max_length=200, description="JSON-Patch operations on '/key' paths.")


def list_instances(ctx: Context, item_id: str, kind: str) -> dict[str, Any]:
    get_item(ctx, item_id, kind)
    rows = ctx.all("SELECT * FROM box_metadata WHERE item_id = ? ORDER BY scope, template_key", (item_id,))
    entries = []
    for r in rows:
        t = ctx.one(
            "SELECT * FROM box_metadata_templates WHERE scope = ? AND template_key = ?",
            (r["scope"], r["template_key"]),
        )
        if t is not None:
            entries.append(render_instance(r, t))
    return {"entries": entries, "limit": 100}


def get_instance(ctx: Context, item_id: str, kind: str, p: ItemMetadata) -> dict[str, Any]:
    get_item(ctx, item_id, kind)
    template = template_row(ctx, p.scope, p.template_key)
    return render_instance(instance_row(ctx, item_id, p.scope, p.template_key), template)


def create_instance(
    ctx: Context, item_id: str, kind: str, p: CreateFileMeta | CreateFolderMeta
) -> dict[str, Any]:
    item = get_item(ctx, item_id, kind)
    require_role(ctx, item)
    template = template_row(ctx, p.scope, p.template_key)
    values: dict[str, Any] = dict(p.values)
    check_values(template, values)
    scope = norm_scope(p.scope)
    if ctx.one(
        "SELECT 1 FROM box_metadata WHERE item_id = ? AND scope = ? AND template_key = ?",
        (item_id, scope, p.template_key),
    ):
        raise BoxError(
            "A metadata instance already exists for this template on this item",
            status=409,
            code="tuple_already_exists",
        )
    ctx.db.execute(
        'INSERT INTO box_metadata (item_id, scope, template_key, instance_id, item_type, "values", version) '
        "VALUES (?, ?, ?, ?, ?, ?, 0)",
        (item_id, scope, p.template_key, uuid(ctx), kind, json.dumps(values, sort_keys=True)),
    )
    return render_instance(instance_row(ctx, item_id, scope, p.template_key), template)


def _key(path: str) -> str:
    if not path.startswith("/") or len(path) < 2 or "/" in path[1:]:
        raise bad_request(f"Invalid path '{path}'.", "path")
    return path[1:].replace("~1", "/").replace("~0", "~")


def apply_patch(values: dict[str, Any], ops: list[PatchOp]) -> dict[str, Any]:
    """JSON-Patch (RFC 6902) on a flat object, all or nothing."""
    out = dict(values)
    for op in ops:
        key = _key(op.path)
        if op.op == "add":
            out[key] = op.value
        elif op.op == "replace":
            if key not in out:
                raise BoxError(f"Path '{op.path}' does not exist", status=400, code="bad_request")
            out[key] = op.value
        elif op.op == "remove":
            if key not in out:
                raise BoxError(f"Path '{op.path}' does not exist", status=400, code="bad_request")
            del out[key]
        elif op.op == "test":
            if out.get(key) != op.value:
                raise BoxError(f"Test failed for '{op.path}'", status=409, code="conflict")
        else:
            src = _key(op.from_ or "")
            if src not in out:
                raise BoxError(f"Path '{op.from_}' does not exist", status=400, code="bad_request")
            out[key] = out[src]
            if op.op == "move":
                del out[src]
    return out


def patch_instance(
    ctx: Context, item_id: str, kind: str, p: ItemMetadata, ops: list[PatchOp]
) -> dict[str, Any]:
    item = get_item(ctx, item_id, kind)
    require_role(ctx, item)
    template = template_row(ctx, p.scope, p.template_key)
    row = instance_row(ctx, item_id, p.scope, p.template_key)
    values = json.loads(row["values"]) if isinstance(row["values"], str) else dict(row["values"])
    new = check_values(template, apply_patch(values, ops))
    ctx.db.execute(
        'UPDATE box_metadata SET "values" = ?, version = version + 1 WHERE item_id = ? AND scope = ? '
        "AND template_key = ?",
        (json.dumps(new, sort_keys=True), item_id, row["scope"], row["template_key"]),
    )
    return render_instance(instance_row(ctx, item_id, p.scope, p.template_key), template)


def delete_instance(ctx: Context, item_id: str, kind: str, p: ItemMetadata) -> None:
    item = get_item(ctx, item_id, kind)
    require_role(ctx, item)
    row = instance_row(ctx, item_id, p.scope, p.template_key)
    ctx.db.execute(
        "DELETE FROM box_metadata WHERE item_id = ? AND scope = ? AND template_key = ?",
        (item_id, row["scope"], row["template_key"]),
    )


class FileId(Params):
    file_id: Id


class FolderId(Params):
    folder_id: Id


@service.operation("box.file_metadata.list", "GET", "/2.0/files/{file_id}/metadata", writes=False)
def list_file_metadata(ctx: Context, p: FileId) -> dict[str, Any]:
    """List every metadata instance on a file."""
    return list_instances(ctx, p.file_id, "file")


@service.operation(
    "box.file_metadata.get", "GET", "/2.0/files/{file_id}/metadata/{scope}/{template_key}", writes=False
)
def get_file_metadata(ctx: Context, p: FileMeta) -> dict[str, Any]:
    """Get a file's metadata instance of one template (404 instance_not_found if none)."""
    return get_instance(ctx, p.file_id, "file", p)


@service.operation(
    "box.file_metadata.create", "POST", "/2.0/files/{file_id}/metadata/{scope}/{template_key}", writes=True
)
def create_file_metadata(ctx: Context, p: CreateFileMeta) -> dict[str, Any]:
    """Apply a metadata template to a file with values (409 tuple_already_exists if applied)."""
    return create_instance(ctx, p.file_id, "file", p)


@service.operation(
    "box.file_metadata.update", "PUT", "/2.0/files/{file_id}/metadata/{scope}/{template_key}", writes=True
)
def update_file_metadata(ctx: Context, p: PatchFileMeta) -> dict[str, Any]:
    """Change a file's metadata instance with JSON-Patch operations (all or nothing)."""
    return patch_instance(ctx, p.file_id, "file", p, p.operations)


@service.operation(
    "box.file_metadata.delete",
    "DELETE",
    "/2.0/files/{file_id}/metadata/{scope}/{template_key}",
    writes=True,
    destructive=True,
)
def delete_file_metadata(ctx: Context, p: FileMeta) -> None:
    """Remove a template's instance from a file."""
    delete_instance(ctx, p.file_id, "file", p)


@service.operation("box.folder_metadata.list", "GET", "/2.0/folders/{folder_id}/metadata", writes=False)
def list_folder_metadata(ctx: Context, p: FolderId) -> dict[str, Any]:
    """List every metadata instance on a folder."""
    return list_instances(ctx, p.folder_id, "folder")


@service.operation(
    "box.folder_metadata.get", "GET", "/2.0/folders/{folder_id}/metadata/{scope}/{template_key}", writes=False
)
def get_folder_metadata(ctx: Context, p: FolderMeta) -> dict[str, Any]:
    """Get a folder's metadata instance of one template."""
    return get_instance(ctx, p.folder_id, "folder", p)


@service.operation(
    "box.folder_metadata.create",
    "POST",
    "/2.0/folders/{folder_id}/metadata/{scope}/{template_key}",
    writes=True,
)
def create_folder_metadata(ctx: Context, p: CreateFolderMeta) -> dict[str, Any]:
    """Apply a metadata template to a folder with values."""
    return create_instance(ctx, p.folder_id, "folder", p)


@service.operation(
    "box.folder_metadata.update",
    "PUT",
    "/2.0/folders/{folder_id}/metadata/{scope}/{template_key}",
    writes=True,
)
def update_folder_metadata(ctx: Context, p: PatchFolderMeta) -> dict[str, Any]:
    """Change a folder's metadata instance with JSON-Patch operations."""
    return patch_instance(ctx, p.folder_id, "folder", p, p.operations)


@service.operation(
    "box.folder_metadata.delete",
    "DELETE",
    "/2.0/folders/{folder_id}/metadata/{scope}/{template_key}",
    writes=True,
    destructive=True,
)
def delete_folder_metadata(ctx: Context, p: FolderMeta) -> None:
    """Remove a template's instance from a folder."""
    delete_instance(ctx, p.folder_id, "folder", p)
