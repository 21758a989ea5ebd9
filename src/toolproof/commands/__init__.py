"""One module per ``toolproof`` subcommand: ``add_parser(subparsers)`` and ``run(args) -> exit code``."""
