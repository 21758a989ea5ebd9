"""Reports a person can read: the terminal scorecard (and, later, HTML)."""
