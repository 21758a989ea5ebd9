"""An inserted event names only its own people: the same names the whole directory gives it."""

from __future__ import annotations

from toolproof.service.context import Context
from toolproof.services.gcal import eventstore as es
from toolproof.world import World


def test_an_inserted_event_renders_as_with_the_whole_directory() -> None:
    world = World(["gcal"], seed=0)
    user = world.services["gcal"].default_principal
    users = [r["email"] for r in world.rows("gcal_users")]
    rooms = [r["id"] for r in world.rows("gcal_calendars") if r["kind"] != "primary"]
    calendar = users[0]
    for attendees in ([], [users[1]], [users[1], rooms[0], "outsider@elsewhere.example"]):
        body = {
            "summary": "s",
            "start": {"dateTime": "2026-11-03T10:00:00Z"},
            "end": {"dateTime": "2026-11-03T10:30:00Z"},
            "attendees": [{"email": e} for e in attendees],
        }
        inserted = world.call("gcal.events.insert", {"calendarId": calendar, "body": body}, principal=user)
        assert inserted.status == 200, inserted.body
        got = world.call(
            "gcal.events.get", {"calendarId": calendar, "eventId": inserted.body["id"]}, principal=user
        )
        assert inserted.body == got.body
        ctx = Context(world.conn, world.clock, world.rng, service="gcal", world=world)
        (row,) = ctx.all("SELECT * FROM gcal_events WHERE id = ?", (inserted.body["id"],))
        event = es.as_event(row)
        world.conn.execute("SAVEPOINT t")  # names_for reads only the event's people inside a write
        try:
            subset = es.names_for(ctx, event)
        finally:
            world.conn.execute("RELEASE t")
        whole = es.names_of(ctx)
        assert subset == {k: v for k, v in whole.items() if k in subset}
        people = {event["creator"], event["organizer"], *attendees}
        assert {k for k in whole if k in people} == set(subset)
