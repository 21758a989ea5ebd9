"""Reading a GraphQL request against Linear's own schema (the vendor SDL, found by :mod:`.sdl`).

A request is checked as Linear checks it (parse, validate against the SDL, coerce the variables), then
split into what an operation needs: the root field (``issueCreate``), its arguments with the variables
substituted, and the *selection*, a standalone document of that one field whose variables are inlined,
so that rendering the result later needs nothing but that text. The schema is built once per process
(:func:`schema`, about a second for the 49,840-line SDL).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from graphql import (
    ArgumentNode,
    DocumentNode,
    FieldNode,
    FragmentDefinitionNode,
    FragmentSpreadNode,
    GraphQLError,
    GraphQLNamedType,
    GraphQLObjectType,
    GraphQLSchema,
    GraphQLSyntaxError,
    InlineFragmentNode,
    NameNode,
    ObjectFieldNode,
    OperationDefinitionNode,
    OperationType,
    ProvidedRequiredArgumentsRule,
    SelectionSetNode,
    VariableNode,
    Visitor,
    ast_from_value,
    build_schema,
    get_named_type,
    get_operation_ast,
    is_leaf_type,
    parse,
    print_ast,
    specified_rules,
    type_from_ast,
    validate,
    visit,
)
from graphql.execution.values import get_argument_values, get_variable_values
from graphql.language.visitor import REMOVE

from toolproof.services.linear import sdl
from toolproof.services.linear.errors import GraphqlError, QueryTooComplex, SchemaUnavailable

#: Linear refuses a single query above this complexity (its published limit).
MAX_COMPLEXITY = 10_000
#: A connection field without ``first``/``last`` returns (and is costed as) this many nodes.
DEFAULT_PAGE = 50


#: The specification's validation rules except "required arguments are provided": a stored selection
#: names its root field without the arguments (they are the operation's parameters); a request that
#: omits a required argument is still refused, when its arguments are read (same message).
RULES = tuple(rule for rule in specified_rules if rule is not ProvidedRequiredArgumentsRule)


def schema() -> GraphQLSchema:
    """Linear's public schema, built once per process from its SDL (found by :mod:`.sdl`).

    Raises :class:`SchemaUnavailable` (a Linear error, answered in Linear's shape) when the SDL is
    not on this machine; it is looked for again on the next request, so setting it up needs no restart.
    """
    path = sdl.schema_path()
    if path is None:
        raise SchemaUnavailable(sdl.missing() or sdl.HOW_TO)
    return _built(str(path))


@lru_cache(maxsize=2)
def _built(path: str) -> GraphQLSchema:
    return build_schema(Path(path).read_text("utf-8"), assume_valid_sdl=True)


@dataclass(frozen=True, slots=True)
class Selected:
    """One root field of a request: which, its arguments, and the standalone selection to render."""

    kind: str  # "query" | "mutation"
    field: str
    args: dict[str, Any]
    selection: str
    complexity: int


def graphql_error(error: GraphQLError) -> GraphqlError:
    located = error.locations[0] if error.locations else None
    where = {"locations": [{"line": located.line, "column": located.column}]} if located else {}
    return GraphqlError(error.message, extra=where)


@lru_cache(maxsize=512)
def _parsed(text: str) -> DocumentNode:
    try:
        return parse(text, max_tokens=50_000)
    except GraphQLSyntaxError as exc:
        raise graphql_error(exc) from None


@lru_cache(maxsize=512)
def checked(text: str) -> DocumentNode:
    """``text`` parsed and validated against the schema; a :class:`GraphqlError` otherwise."""
    document = _parsed(text)
    problems = validate(schema(), document, RULES)
    if problems:
        raise graphql_error(problems[0])
    return document


def select(
    text: str, variables: dict[str, Any] | None, operation_name: str | None, *, arguments: bool = True
) -> Selected:
    """The one root field a request calls, as Linear would read it (``arguments=False``: a stored
    selection, whose root field carries none)."""
    document = checked(text)
    operation = get_operation_ast(document, operation_name)
    if operation is None:
        if operation_name:
            raise GraphqlError(f'Unknown operation named "{operation_name}".')
        raise GraphqlError("Must provide operation name if query contains multiple operations.")
    if operation.operation == OperationType.SUBSCRIPTION:
        raise GraphqlError("Subscriptions are not supported over HTTP.")
    root = schema().mutation_type if operation.operation == OperationType.MUTATION else schema().query_type
    assert root is not None
    coerced = get_variable_values(schema(), operation.variable_definitions or (), variables or {})
    if isinstance(coerced, list):
        raise graphql_error(coerced[0])
    # graphql-core 3.3 wraps the values (``VariableValues.coerced``); 3.2 returns the dict itself.
    values: dict[str, Any] = getattr(coerced, "coerced", coerced)  # type: ignore[arg-type]
    fragments = {d.name.value: d for d in document.definitions if isinstance(d, FragmentDefinitionNode)}
    fields = _root_fields(operation.selection_set, fragments)
    fields = [f for f in fields if f.name.value != "__typename"]
    if len(fields) != 1:
        raise GraphqlError(
            "This double runs one root field per request; send each root field in its own request."
            if fields
            else "A request must select one root field."
        )
    (node,) = fields
    name = node.name.value
    if name.startswith("__"):
        raise GraphqlError("Introspection is not available on this double.")
    definition = root.fields[name]
    try:
        args = get_argument_values(definition, node, coerced) if arguments else {}
    except GraphQLError as exc:
        raise graphql_error(exc) from None
    types = {
        d.variable.name.value: type_from_ast(schema(), d.type) for d in operation.variable_definitions or ()
    }
    inliner = _Inline(values, types)
    bare = visit(node, inliner)
    used = _used_fragments(bare, fragments)
    standalone = DocumentNode(
        definitions=(
            OperationDefinitionNode(
                operation=operation.operation,
                name=None,
                variable_definitions=(),
                directives=(),
                selection_set=SelectionSetNode(selections=(bare,)),
            ),
            *(visit(fragments[f], inliner) for f in sorted(used)),
        )
    )
    cost = complexity(node, definition.type, fragments, values)
    if cost > MAX_COMPLEXITY:
        raise QueryTooComplex(
            f"Query too complex - complexity is {cost}, maximum allowed is {MAX_COMPLEXITY}",
            presentable="The query is too complex. Request fewer fields or smaller pages.",
        )
    kind = "mutation" if operation.operation == OperationType.MUTATION else "query"
    printed = print_ast(standalone)
    if printed.startswith("{"):  # the shorthand of an anonymous query: keep the keyword, it is a document
        printed = "query " + printed
    return Selected(kind, name, args, printed, cost)


def _root_fields(
    selection_set: SelectionSetNode, fragments: dict[str, FragmentDefinitionNode]
) -> list[FieldNode]:
    out: list[FieldNode] = []
    for item in selection_set.selections:
        if isinstance(item, FieldNode):
            out.append(item)
        elif isinstance(item, InlineFragmentNode):
            out.extend(_root_fields(item.selection_set, fragments))
        elif isinstance(item, FragmentSpreadNode) and item.name.value in fragments:
            out.extend(_root_fields(fragments[item.name.value].selection_set, fragments))
    return out


def _used_fragments(node: Any, fragments: dict[str, FragmentDefinitionNode]) -> set[str]:
    """The fragments ``node`` spreads, directly or through other fragments."""
    seen: set[str] = set()
    pending = [node]
    while pending:
        spreads = _Spreads()
        visit(pending.pop(), spreads)
        for name in spreads.names:
            if name not in seen and name in fragments:
                seen.add(name)
                pending.append(fragments[name])
    return seen


class _Spreads(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: list[str] = []

    def enter_fragment_spread(self, spread: FragmentSpreadNode, *_: Any) -> None:
        self.names.append(spread.name.value)


class _Inline(Visitor):
    """Replaces each variable by its coerced value as a literal; drops arguments whose variable was
    not given (an absent variable means an absent argument)."""

    def __init__(self, values: dict[str, Any], types: dict[str, Any]) -> None:
        super().__init__()
        self.values = values
        self.types = types

    def _absent(self, value: Any) -> bool:
        return isinstance(value, VariableNode) and value.name.value not in self.values

    def enter_argument(self, node: ArgumentNode, *_: Any) -> Any:
        return REMOVE if self._absent(node.value) else None

    def enter_object_field(self, node: ObjectFieldNode, *_: Any) -> Any:
        return REMOVE if self._absent(node.value) else None

    def enter_variable(self, node: VariableNode, *_: Any) -> Any:
        name = node.name.value
        return ast_from_value(self.values.get(name), self.types[name])


def complexity(
    node: FieldNode, field_type: Any, fragments: dict[str, FragmentDefinitionNode], variables: dict[str, Any]
) -> int:
    """Linear's published estimate: a property costs 0.1, an object 1, and a connection multiplies
    what it selects by its page size (``first``/``last``, else 50); rounded up."""
    return math.ceil(_cost(node, get_named_type(field_type), fragments, variables))


def _cost(
    node: FieldNode,
    named: GraphQLNamedType,
    fragments: dict[str, FragmentDefinitionNode],
    variables: dict[str, Any],
) -> float:
    if is_leaf_type(named) or node.selection_set is None:
        return 0.1
    inner = 0.0
    for child, child_type in _children(node.selection_set, named, fragments):
        inner += _cost(child, child_type, fragments, variables)
    if named.name.endswith("Connection"):
        return 1 + inner * _page_size(node, variables)
    return 1 + inner


def _children(
    selection_set: SelectionSetNode, parent: GraphQLNamedType, fragments: dict[str, FragmentDefinitionNode]
) -> list[tuple[FieldNode, GraphQLNamedType]]:
    out: list[tuple[FieldNode, GraphQLNamedType]] = []
    for item in selection_set.selections:
        if isinstance(item, FieldNode):
            fields = (
                parent.fields if isinstance(parent, GraphQLObjectType) or hasattr(parent, "fields") else {}
            )
            definition = fields.get(item.name.value) if isinstance(fields, dict) else None
            if definition is not None:
                out.append((item, get_named_type(definition.type)))
            else:
                out.append((FieldNode(name=item.name), parent))  # __typename: a property
        elif isinstance(item, InlineFragmentNode):
            target = schema().get_type(item.type_condition.name.value) if item.type_condition else parent
            out.extend(_children(item.selection_set, target or parent, fragments))
        elif isinstance(item, FragmentSpreadNode) and item.name.value in fragments:
            fragment = fragments[item.name.value]
            target = schema().get_type(fragment.type_condition.name.value)
            out.extend(_children(fragment.selection_set, target or parent, fragments))
    return out


def _page_size(node: FieldNode, variables: dict[str, Any]) -> int:
    for argument in node.arguments or ():
        if argument.name.value in ("first", "last"):
            value = argument.value
            if isinstance(value, VariableNode):
                given = variables.get(value.name.value)
                if isinstance(given, int):
                    return max(given, 1)
            elif hasattr(value, "value"):
                try:
                    return max(int(value.value), 1)
                except (TypeError, ValueError):
                    return DEFAULT_PAGE
    return DEFAULT_PAGE


def wrap(kind: str, field: str, args: dict[str, Any], selection: str) -> str:
    """A standalone document for ``field`` called with ``args`` (Python values, as the operation's
    parameters hold them) selecting ``selection`` (a selection set such as ``{ id title }``)."""
    text = f"{kind} {{ {field} {selection} }}"
    root = schema().mutation_type if kind == "mutation" else schema().query_type
    assert root is not None
    definition = root.fields.get(field)
    document = _parsed(text)
    if definition is None:
        return text
    arguments = []
    for name, value in args.items():
        argument = definition.args.get(name)
        try:
            literal = None if argument is None else ast_from_value(value, argument.type)
        except GraphQLError as exc:
            # a value its type cannot hold ("first": 2147483648 for a 32-bit Int): the validation error
            # Linear gives for that literal, never the double's 500
            raise graphql_error(exc) from None
        if literal is not None:
            arguments.append(ArgumentNode(name=NameNode(value=name), value=literal))

    class Arguments(Visitor):
        def enter_field(self, node: FieldNode, *_: Any) -> Any:
            if node.name.value == field and not node.arguments:
                return FieldNode(
                    alias=node.alias,
                    name=node.name,
                    arguments=tuple(arguments),
                    directives=node.directives,
                    selection_set=node.selection_set,
                )
            return None

    operation = document.definitions[0]
    assert isinstance(operation, OperationDefinitionNode)
    (root_node,) = operation.selection_set.selections
    with_args = visit(root_node, Arguments())
    return (
        kind
        + " "
        + print_ast(SelectionSetNode(selections=(with_args,)))
        + "".join("\n" + print_ast(d) for d in document.definitions[1:])
    )
