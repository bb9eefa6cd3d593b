"""Engines: they explore a compiled Model (tla_py.engine.model) and return a CheckResult."""

from tla_py.engine.bfs import Progress, check
from tla_py.engine.result import CheckResult

__all__ = ["CheckResult", "Progress", "check"]
