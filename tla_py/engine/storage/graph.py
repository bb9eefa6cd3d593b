"""The liveness graph as a search records it, in columns of machine ints (on disk past their budget):
per state, numbered as found, its fingerprint and the masks of its atoms; per step its source's number,
its target's fingerprint, its position among the source's successors and the mask of its action atoms.

After the search the targets' fingerprints become numbers through a table built once from the states'
fingerprints (12 bytes a slot, no Python object per state), and the steps become compressed rows: the
BehaviorGraph (below) that tla_py.engine.liveness searches for a fair cycle.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from tla_py.engine.storage.columns import Column

MakeColumn = Callable[[str, str], Column]
_MAX_LOAD = 0.7


@dataclass
class BehaviorGraph:
    """The reachable states as liveness needs them: steps in compressed rows and atom bit masks.

    The steps of node i are numbered start[i] .. start[i+1]-1; step e leads to dst[e] and its action
    atoms are step_bits[e] (bit `atom.id`). state_bits[i] holds node i's state atoms, stutter_bits[i]
    the action atoms of the stuttering step i -> i.
    """

    initial: Sequence[int]
    start: Sequence[int]
    dst: Sequence[int]
    state_bits: Sequence[int]
    step_bits: Sequence[int]
    stutter_bits: Sequence[int]

    @classmethod
    def from_bits(cls, initial: list[int], succ: list[list[int]], state_bits: list[int],
                  step_bits: list[list[int]], stutter_bits: list[int]) -> BehaviorGraph:
        """A graph given as successor lists, with the action atoms of each step alongside."""
        start = [0]
        for ts in succ:
            start.append(start[-1] + len(ts))
        flat_bits = [b for ts, bits in zip(succ, step_bits) for b in bits[:len(ts)]]
        return cls(initial, start, [t for ts in succ for t in ts], state_bits, flat_bits, stutter_bits)

    def successors(self, i: int) -> Sequence[int]:
        return self.dst[self.start[i]:self.start[i + 1]]


def mask_typecode(atoms: int) -> str | None:
    """The smallest unsigned array type that holds a mask of `atoms` bits (None: wider than 64)."""
    for code in "BHIQ":
        if atoms <= array(code).itemsize * 8:
            return code
    return None


class WideColumn(list):
    """A column of masks wider than a machine word: Python ints in memory."""

    memory_bytes = disk_bytes = 0

    def close(self) -> None:
        pass


class GraphStore:
    """The columns of a liveness graph, and the BehaviorGraph made of them."""

    def __init__(self, atoms: int, column: MakeColumn | None = None):
        code = mask_typecode(atoms)
        make = column or (lambda name, typecode: Column(typecode))

        def masks(name: str) -> Column:
            return make(name, code) if code is not None else WideColumn()

        self.fps = make("graph-fps", "q")
        self.state_bits = masks("graph-atoms")
        self.stutter_bits = masks("graph-stutter")
        self.enabled = masks("graph-enabled")
        """Per state: its atoms, its stuttering step's action atoms, and the witnessed ENABLED atoms found
        once all its steps are known (empty when the property has none)."""
        self.src = make("graph-src", "i")
        self.dst_fps = make("graph-dst", "q")
        self.pos = make("graph-pos", "i")
        self.step_bits = masks("graph-steps")

    COLUMNS = ("fps", "state_bits", "stutter_bits", "enabled", "src", "dst_fps", "pos", "step_bits")

    def columns(self) -> Iterator[tuple[str, Column]]:
        for name in self.COLUMNS:
            yield name, getattr(self, name)

    def add_state(self, f: int, atoms: int, stutter: int) -> None:
        self.fps.append(f)
        self.state_bits.append(atoms)
        self.stutter_bits.append(stutter)

    def add_step(self, src: int, f: int, p: int, atoms: int) -> None:
        self.src.append(src)
        self.dst_fps.append(f)
        self.pos.append(p)
        self.step_bits.append(atoms)

    def __len__(self) -> int:
        return len(self.fps)

    def behavior_graph(self, initial: int) -> BehaviorGraph:
        """The graph over state numbers (every step's target among the states recorded)."""
        n = len(self.fps)
        numbers = NumberTable(n)
        for i, f in enumerate(self.fps):
            numbers.put(f, i)
        dst = array("i", map(numbers.get, self.dst_fps))
        del numbers
        start = array("q", bytes(8 * (n + 1)))
        for i in self.src:
            start[i + 1] += 1
        for i in range(n):
            start[i + 1] += start[i]
        atoms = _ored(self.state_bits, self.enabled) if len(self.enabled) else _loaded(self.state_bits)
        return BehaviorGraph(range(initial), start, dst, atoms, _loaded(self.step_bits),
                             _loaded(self.stutter_bits))

    def close(self) -> None:
        for _, c in self.columns():
            c.close()


def _loaded(column: Column | WideColumn) -> array | list[int]:
    """A column read whole into memory: the fair-cycle search reads its masks in no order, and a column
    is on disk past its first megabyte."""
    code = getattr(column, "typecode", None)
    return column if code is None else array(code, column)


def _ored(a: Iterable[int], b: Iterable[int]) -> list[int] | array:
    out = [x | y for x, y in zip(a, b)]
    code = getattr(a, "typecode", None)
    return out if code is None else array(code, out)


class NumberTable:
    """Fingerprint -> state number, in open addressing over two arrays (fingerprint 0 kept aside)."""

    def __init__(self, n: int):
        self.size = max(16, int(n / _MAX_LOAD) + 1)
        self.keys = array("q", bytes(8 * self.size))
        self.values = array("i", bytes(4 * self.size))
        self.zero = -1

    def put(self, f: int, number: int) -> None:
        if not f:
            self.zero = number
            return
        keys, size = self.keys, self.size
        i = f % size
        while keys[i] and keys[i] != f:
            i += 1
            if i == size:
                i = 0
        keys[i] = f
        self.values[i] = number

    def get(self, f: int) -> int:
        if not f:
            return self.zero
        keys, size = self.keys, self.size
        i = f % size
        while True:
            k = keys[i]
            if k == f:
                return self.values[i]
            if not k:
                raise KeyError(f)
            i += 1
            if i == size:
                i = 0
