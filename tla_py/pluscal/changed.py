"""Which variables a step has assigned so far (to prime their later uses and list the others as
UNCHANGED), and the UNCHANGED lists broken to a width, as pcal.trans writes them."""

from __future__ import annotations


class Changed:
    """Assignment counts per variable, copied at each branch of a step and merged after it."""
    def __init__(self, variables: list, counts: list | None = None):
        self.vars = variables
        self.count = list(counts) if counts is not None else [0] * len(variables)

    def copy(self) -> Changed:
        return Changed(self.vars, self.count)

    def is_changed(self, name: str) -> bool:
        """Whether name was assigned before in this step (so reads of it are primed)."""
        for i, v in enumerate(self.vars):
            if v == name:
                return self.count[i] > 0
        return False

    def merge(self, other: Changed) -> None:
        """Take the larger count of each variable (after the branches of an if or either)."""
        self.count = [max(a, b) for a, b in zip(self.count, other.count)]

    def set(self, name: str) -> int:
        """Count one more assignment to name; how many there are now (0 if it is no variable)."""
        for i, v in enumerate(self.vars):
            if v == name:
                self.count[i] += 1
                return self.count[i]
        return 0

    def _unchanged(self, other: Changed | None) -> list:
        """The variables this left unchanged (and, given other, that other changed)."""
        return [v for i, v in enumerate(self.vars)
                if self.count[i] == 0 and (other is None or other.count[i] > 0)]

    def unchanged(self, other: Changed | None = None) -> str:
        return ", ".join(self._unchanged(other))

    def num_unchanged(self, other: Changed | None = None) -> int:
        return len(self._unchanged(other))

    def unchanged_lines(self, width: int, other: Changed | None = None) -> list:
        """The unchanged variables in pieces of at most `width` characters; a piece broken off keeps
        the ", " that followed it (so the lines end with a space, as pcal.trans's do)."""
        pieces, s, have_one = [], "", False
        for v in self._unchanged(other):
            if have_one:
                s += ", "
            have_one = True
            if len(s) + len(v) > width:
                if s:
                    pieces.append(s)
                s = v
            else:
                s += v
        if s:
            pieces.append(s)
        return pieces
