from tests.report.demo_run import demo_run

__all__ = ["demo_run"]
