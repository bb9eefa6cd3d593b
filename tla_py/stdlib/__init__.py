"""The standard and community modules: TLA+ texts in modules/ and Python natives.

NATIVES maps a module name to its operators' natives (canonical operator names, as in
tla_py/syntax/operators.py: "+", "-.", "\\div", "\\o", ":>", "\\oplus" for (+), ...). A native
takes the evaluated arguments; an operator argument (SortSeq's Op, FoldSet's op) arrives as a
Python callable; a 0-ary operator (Nat, EmptyBag, Any, JavaTime, IOEnv) is a function of no
arguments. Run-dependent natives read tla_py.stdlib.tlc.RUN (see that module).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tla_py.stdlib.arith import INTEGERS, NATURALS, REALS
from tla_py.stdlib.bags import BAGS, BAGS_EXT
from tla_py.stdlib.community import (
    BITWISE,
    COMBINATORICS,
    CSV,
    DYADIC_RATIONALS,
    GRAPHS,
    GRAPHVIZ,
    STATISTICS,
    SVG,
)
from tla_py.stdlib.finitesets import FINITE_SETS, FINITE_SETS_EXT, FOLDS, FUNCTIONS
from tla_py.stdlib.ioutils import IOUTILS
from tla_py.stdlib.misc import JSON, UNDIRECTED_GRAPHS, VECTOR_CLOCKS
from tla_py.stdlib.sequences import SEQUENCES, SEQUENCES_EXT
from tla_py.stdlib.tlc import ORDER_SENSITIVE, RANDOMIZATION, RUN, TLC, TLC_EXT, reset_run

MODULES_DIR = Path(__file__).parent / "modules"

NATIVES: dict[str, dict[str, Callable]] = {
    "Naturals": NATURALS,
    "Integers": INTEGERS,
    "Reals": REALS,
    "Sequences": SEQUENCES,
    "FiniteSets": FINITE_SETS,
    "Bags": BAGS,
    "TLC": TLC,
    "TLCExt": TLC_EXT,
    "Randomization": RANDOMIZATION,
    "Folds": FOLDS,
    "Functions": FUNCTIONS,
    "FiniteSetsExt": FINITE_SETS_EXT,
    "SequencesExt": SEQUENCES_EXT,
    "BagsExt": BAGS_EXT,
    "UndirectedGraphs": UNDIRECTED_GRAPHS,
    "VectorClocks": VECTOR_CLOCKS,
    "IOUtils": IOUTILS,
    "Json": JSON,
    "Bitwise": BITWISE,
    "Combinatorics": COMBINATORICS,
    "Statistics": STATISTICS,
    "CSV": CSV,
    "Graphs": GRAPHS,
    "SVG": SVG,
    "GraphViz": GRAPHVIZ,
    "DyadicRationals": DYADIC_RATIONALS,
}


VOLATILE: frozenset[Callable] = ORDER_SENSITIVE | {
    TLC["TLCGet"], TLC_EXT["TLCGetOrDefault"], TLC_EXT["Trace"], TLC_EXT["CounterExample"], IOUTILS["IOExec"],
    IOUTILS["IOEnvExec"], IOUTILS["IOExecTemplate"], IOUTILS["IOEnvExecTemplate"], IOUTILS["Deserialize"],
    IOUTILS["IODeserialize"],
    JSON["JsonDeserialize"], JSON["ndJsonDeserialize"], CSV["CSVRead"], CSV["CSVRecords"],
}
"""Natives whose value may change from one call to the next with the same arguments: an expression
calling them is never evaluated once and kept, however constant it looks."""


WRITES: frozenset[Callable] = frozenset({
    IOUTILS["Serialize"], IOUTILS["IOSerialize"], JSON["JsonSerialize"], JSON["ndJsonSerialize"],
    CSV["CSVWrite"], CSV["CSVWriteRecord"],
})
"""Natives that write files: a constant definition calling one is evaluated at startup, as TLC does (a
constant reading the file after it must find it written)."""


STATE_LEVEL: frozenset[Callable] = frozenset({TLC["TLCGet"], TLC_EXT["Trace"], TLC_EXT["CounterExample"]})
"""Natives TLC gives state level (its minLevel 1), though SANY sees constants: a definition calling them
is not one TLC evaluates once at startup (an INVARIANT of Trace is checked state by state)."""


LAZY_ARGS: frozenset[Callable] = frozenset({TLC_EXT["AssertError"]})
"""Natives given their arguments as thunks (functions of no arguments) to evaluate when they choose."""


def standard_module_path(name: str) -> Path | None:
    """Our text of a standard or community module, if we have one."""
    p = MODULES_DIR / f"{name}.tla"
    return p if p.is_file() else None


__all__ = ["LAZY_ARGS", "MODULES_DIR", "NATIVES", "ORDER_SENSITIVE", "RUN", "STATE_LEVEL", "VOLATILE",
           "WRITES", "reset_run", "standard_module_path"]
