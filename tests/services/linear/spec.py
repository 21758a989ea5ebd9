"""Linear's published schema (``../shared/specs/linear/schema.graphql``) as a validator of what the
double answers: documents validate against it, and each response's ``data`` has exactly the shape the
document asks for under it (every selected field present, non-null fields not null, lists as lists,
scalars and enum values of the declared types). Skips with the reason when the file is absent."""

from __future__ import annotations

from functools import cache
from typing import Any

from graphql import (
    FieldNode,
    FragmentDefinitionNode,
    FragmentSpreadNode,
    GraphQLEnumType,
    GraphQLInterfaceType,
    GraphQLList,
    GraphQLNonNull,
    GraphQLObjectType,
    GraphQLScalarType,
    GraphQLSchema,
    GraphQLUnionType,
    InlineFragmentNode,
    SelectionSetNode,
    build_schema,
    get_operation_ast,
    parse,
    validate,
)

from tests.support import specs

SDL = "linear/schema.graphql"


def missing() -> str | None:
    return specs.missing(SDL)


@cache
def vendor_schema() -> GraphQLSchema:
    return build_schema(specs.spec_path(SDL).read_text("utf-8"), assume_valid_sdl=True)


def document_problems(query: str) -> list[str]:
    return [e.message for e in validate(vendor_schema(), parse(query))]


def shape_problems(query: str, operation_name: str | None, data: Any) -> list[str]:
    """Where ``data`` departs from the shape ``query`` asks for under the vendor schema."""
    schema = vendor_schema()
    document = parse(query)
    operation = get_operation_ast(document, operation_name)
    assert operation is not None
    root = schema.mutation_type if operation.operation.value == "mutation" else schema.query_type
    assert root is not None
    fragments = {d.name.value: d for d in document.definitions if isinstance(d, FragmentDefinitionNode)}
    problems: list[str] = []
    _object(schema, operation.selection_set, root, data, "data", fragments, problems)
    return problems


def _fields(
    schema: GraphQLSchema,
    selection_set: SelectionSetNode,
    typename: str,
    fragments: dict[str, FragmentDefinitionNode],
) -> list[FieldNode]:
    out: list[FieldNode] = []
    for item in selection_set.selections:
        if isinstance(item, FieldNode):
            out.append(item)
            continue
        if isinstance(item, InlineFragmentNode):
            condition, inner = item.type_condition, item.selection_set
        elif isinstance(item, FragmentSpreadNode):
            fragment = fragments[item.name.value]
            condition, inner = fragment.type_condition, fragment.selection_set
        else:
            continue
        if condition is None or _applies(schema, condition.name.value, typename):
            out.extend(_fields(schema, inner, typename, fragments))
    return out


def _applies(schema: GraphQLSchema, condition: str, typename: str) -> bool:
    if condition == typename:
        return True
    abstract = schema.get_type(condition)
    concrete = schema.get_type(typename)
    if isinstance(abstract, GraphQLInterfaceType | GraphQLUnionType) and isinstance(
        concrete, GraphQLObjectType
    ):
        return schema.is_sub_type(abstract, concrete)
    return False


def _object(
    schema: GraphQLSchema,
    selection_set: SelectionSetNode,
    of: GraphQLObjectType,
    value: Any,
    path: str,
    fragments: dict[str, FragmentDefinitionNode],
    problems: list[str],
) -> None:
    if not isinstance(value, dict):
        problems.append(f"{path}: expected an object of {of.name}, got {type(value).__name__}")
        return
    for node in _fields(schema, selection_set, of.name, fragments):
        key = node.alias.value if node.alias else node.name.value
        where = f"{path}.{key}"
        if key not in value:
            problems.append(f"{where}: missing")
            continue
        if node.name.value == "__typename":
            if value[key] != of.name:
                problems.append(f"{where}: {value[key]!r} is not {of.name}")
            continue
        definition = of.fields.get(node.name.value)
        if definition is None:
            problems.append(f"{where}: no field {node.name.value} on {of.name}")
            continue
        _value(schema, definition.type, node, value[key], where, fragments, problems)


def _value(
    schema: GraphQLSchema,
    of: Any,
    node: FieldNode,
    value: Any,
    path: str,
    fragments: dict[str, FragmentDefinitionNode],
    problems: list[str],
) -> None:
    if isinstance(of, GraphQLNonNull):
        if value is None:
            problems.append(f"{path}: null for non-null {of}")
            return
        of = of.of_type
    if value is None:
        return
    if isinstance(of, GraphQLList):
        if not isinstance(value, list):
            problems.append(f"{path}: expected a list")
            return
        for i, item in enumerate(value):
            _value(schema, of.of_type, node, item, f"{path}[{i}]", fragments, problems)
    elif isinstance(of, GraphQLEnumType):
        if value not in of.values:
            problems.append(f"{path}: {value!r} is not a {of.name}")
    elif isinstance(of, GraphQLScalarType):
        ok = {
            "String": isinstance(value, str),
            "ID": isinstance(value, str),
            "Boolean": isinstance(value, bool),
            "Int": isinstance(value, int) and not isinstance(value, bool),
            "Float": isinstance(value, int | float) and not isinstance(value, bool),
            "DateTime": isinstance(value, str),
            "TimelessDate": isinstance(value, str),
        }.get(of.name, True)
        if not ok:
            problems.append(f"{path}: {value!r} is not a {of.name}")
    elif isinstance(of, GraphQLObjectType) and node.selection_set is not None:
        _object(schema, node.selection_set, of, value, path, fragments, problems)
    elif isinstance(of, GraphQLInterfaceType | GraphQLUnionType) and node.selection_set is not None:
        concrete = schema.get_type(str(value.get("__typename", ""))) if isinstance(value, dict) else None
        if isinstance(concrete, GraphQLObjectType):
            _object(schema, node.selection_set, concrete, value, path, fragments, problems)


def error_problems(body: Any) -> list[str]:
    """Problems with an error body's shape (Linear: ``errors[]`` with ``message`` and ``extensions``)."""
    if not isinstance(body, dict) or not isinstance(body.get("errors"), list) or not body["errors"]:
        return ["no errors list"]
    out = []
    for i, error in enumerate(body["errors"]):
        ext = error.get("extensions") if isinstance(error, dict) else None
        if not isinstance(error, dict) or not isinstance(error.get("message"), str):
            out.append(f"errors[{i}]: no message")
        elif not isinstance(ext, dict) or not isinstance(ext.get("type"), str):
            out.append(f"errors[{i}]: no extensions.type")
        elif not isinstance(ext.get("userPresentableMessage"), str):
            out.append(f"errors[{i}]: no extensions.userPresentableMessage")
    return out
