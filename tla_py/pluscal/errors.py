"""The errors pcal.trans reports, with its texts and the place (1-based line, column) they name."""

from __future__ import annotations

import re

_PLACE = re.compile(r"line (\d+), column (\d+)")


class PcalError(Exception):
    """A PlusCal error: pcal.trans's message and, where it names one, the line and column."""

    def __init__(self, message: str, line: int | None = None, col: int | None = None, before: tuple = ()):
        super().__init__(message)
        self.message = message
        self.before = before  # errors pcal.trans reports just before this one
        if line is None:
            found = _PLACE.search(message)
            if found:
                line, col = int(found.group(1)), int(found.group(2))
        self.line = line or 0
        self.col = col or 0


def reports(e: PcalError) -> list:
    """Each error of e as pcal.trans prints it (its message, a period, in an "Unrecoverable error" box)."""
    return [f"\nUnrecoverable error:\n -- {m}.\n" for m in (*e.before, e.message)]


def at_node(message: str, node) -> PcalError:
    """An error about an AST node: the message, then "at line L, column C" (pcal.trans's form)."""
    if node is None or node.line == 0:
        return PcalError(message)
    return PcalError(f"{message}\n    at {node.location()}", node.line, node.col)
