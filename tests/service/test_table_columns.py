"""``Table.column_names`` is made once, at construction: it must stay every table's columns in order,
for every service (the end diff, rows and fixtures read rows by it), and a table built again from
changed columns (``dataclasses.replace``, unpickling) carries its own."""

import dataclasses
import pickle

from toolproof.service import registry
from toolproof.service.schema import Table
from toolproof.world import World


def test_every_services_tables_name_their_columns_in_order_after_a_world_is_built() -> None:
    names = registry.available()
    World(names, seed=0).close()
    for name in names:
        for table in registry.get(name).tables.values():
            assert table.column_names == tuple(table.columns), table.name


def test_a_copied_or_replaced_table_names_its_own_columns() -> None:
    table = Table("t", {"id": "text", "n": "int"})
    assert table.column_names == ("id", "n")
    assert pickle.loads(pickle.dumps(table)).column_names == ("id", "n")
    other = dataclasses.replace(table, columns={"id": "text", "m": "int", "k": "json"})
    assert other.column_names == ("id", "m", "k")
    assert table == Table("t", {"id": "text", "n": "int"})
    assert "_column_names" not in repr(table)
