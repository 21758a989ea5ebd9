"""``registry.known``: the services of a task's names that the registry knows, in order, the unknown
ones skipped (task validation reports them), so a grading check reads declarations without guarding
each lookup."""

from toolproof.service import registry


def test_known_keeps_the_order_and_skips_what_the_registry_does_not_know() -> None:
    services = registry.known(["slack", "no-such-service", "stripe", "slack"])
    assert [s.name for s in services] == ["slack", "stripe", "slack"]
    assert registry.known([]) == []
    assert registry.known(["no-such-service"]) == []


def test_the_declarations_read_through_it_are_each_services_own() -> None:
    from toolproof.tasks.claimed_effects import declared
    from toolproof.tasks.counts import declared_counts

    stripe = registry.get("stripe")
    assert declared(["stripe", "no-such-service"]) == tuple(stripe.claims)
    assert declared_counts(("no-such-service", "stripe")) == tuple(stripe.counted)
    assert declared_counts(("no-such-service",)) == ()
