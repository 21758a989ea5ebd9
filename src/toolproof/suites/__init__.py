"""Built-in task suites, one folder of YAML task files per suite (``toolproof validate core``)."""
