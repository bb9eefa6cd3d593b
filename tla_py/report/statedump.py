"""-dump FILE and -dump dot[,colorize,actionlabels] FILE: the state graph as TLC's state writers write it.

The plain dump lists each distinct state as it is found (`State 1:` and the state, as TLC's
StateWriter). The GraphViz one (TLC's DotStateWriter) names each state by TLC's fingerprint of it (the
same with the same `-fp`), fills the initial states, writes an edge per step within the constraints
(`strict`: once per pair), a node for each new state, the states of a level in one rank, and with
`colorize` a color per action and a legend; Java's hash tables decide the order of ranks and legend,
so it is reproduced here.
"""

from __future__ import annotations

from pathlib import Path
from typing import TextIO

from tla_py.engine.result import SearchObserver
from tla_py.semantics.compiled import Action, Model, State
from tla_py.stdlib.tlc import RUN
from tla_py.stdlib.tlcfp import java_hash
from tla_py.values.printing import pretty_value

DOT_OPTIONS = ("colorize", "actionlabels", "snapshot", "constrained", "stuttering", "strict")


def dump_target(value: str) -> tuple[list[str] | None, Path]:
    """-dump's value as tlc_argv joined it: `FILE` (plain) or `dot[,options]=FILE`; TLC's suffixes added."""
    head, eq, file = value.partition("=")
    if eq and head.startswith("dot"):
        options = [o for o in head.split(",")[1:] if o]
        return options, Path(file if file.endswith(".dot") else file + ".dot")
    return None, Path(value if value.endswith(".dump") else value + ".dump")


def state_text(variables: tuple[str, ...], state: State, order: tuple[int, ...] | None = None) -> str:
    """A state as TLC's TLCState.toString: `/\\ x = v` a line (`x = v` for a lone variable), the
    variables in TLC's `order` (positions in declaration order)."""
    if len(variables) == 1:
        return f"{variables[0]} = {pretty_value(state[0])}\n"
    order = order if order is not None else range(len(variables))
    return "".join(f"/\\ {variables[i]} = {pretty_value(state[i])}\n" for i in order)


class PlainDump(SearchObserver):
    """TLC's StateWriter: every distinct state, numbered in the order found."""

    def __init__(self, model: Model, path: Path):
        self.variables, self.order, self.n = model.variables, getattr(model, "tlc_order", None), 0
        self.out: TextIO = open(path, "w", encoding="utf-8")

    def write(self, s: State) -> None:
        self.n += 1
        self.out.write(f"State {self.n}:\n{state_text(self.variables, s, self.order)}\n")

    def initial(self, s: State) -> None:
        self.write(s)

    def step(self, s: State, a: Action, t: State, seen: bool) -> None:
        if not seen:
            self.write(t)

    def close(self) -> None:
        self.out.close()


class DotDump(SearchObserver):
    """TLC's DotStateWriter (options: colorize, actionlabels, strict)."""

    def __init__(self, model: Model, path: Path, options: list[str], fingerprint):
        self.model, self.variables, self.fp = model, model.variables, fingerprint
        self.order = getattr(model, "tlc_order", None)
        self.colorize, self.labels = "colorize" in options, "actionlabels" in options
        self.strict: set[int] | None = set() if "strict" in options else None
        self.colors: dict[str, int] = {}
        self.ranks: dict[int, JavaLongSet] = {}
        self.source: tuple = (None, 0)
        self.out: TextIO = open(path, "w", encoding="utf-8")
        self.out.write("strict digraph DiskGraph {\nnode [shape=box,style=rounded]\n")
        if self.colorize:
            self.out.write('edge [colorscheme="paired12"]\n')
        self.out.write('nodesep=0.35;\nsubgraph cluster_graph {\ncolor="white";\n')

    def id_of(self, s: State) -> int:
        """TLC's fingerprint of a state, as a Java long."""
        f = self.fp(s, RUN.fp_index) & 0xFFFFFFFFFFFFFFFF
        return f - (1 << 64) if f >> 63 else f

    def source_id(self, s: State) -> int:
        """The id of the state whose steps come in a row, computed once for them (no state is kept)."""
        if s is not self.source[0]:
            self.source = (s, self.id_of(s))
        return self.source[1]

    def label(self, s: State) -> str:
        alias = self.model.alias
        text = state_text(self.variables, s, self.order)
        if alias is not None:
            fields = alias(s, None)
            text = state_text(tuple(fields), tuple(fields.values()))
        return _dot(text)

    def rank(self, level: int, f: int) -> None:
        self.ranks.setdefault(level, JavaLongSet()).add(f)

    def initial(self, s: State) -> None:
        f = self.id_of(s)
        self.out.write(f'{f} [label="{self.label(s)}",style = filled]\n')
        self.rank(1, f)

    def step(self, s: State, a: Action, t: State, seen: bool) -> None:
        cf, sf = self.source_id(s), self.id_of(t)
        if self.strict is not None:
            if cf ^ sf in self.strict:
                return
            self.strict.add(cf ^ sf)
        color = str(self.color(a)) if self.colorize else "black"
        name = _escape(a.name).strip() if self.labels else ""
        self.out.write(f'{cf} -> {sf} [label="{name}",color="{color}",fontcolor="{color}"];\n')
        if not seen:
            tooltip = _dot(state_text(self.variables, t, self.order))
            self.out.write(f'{sf} [label="{self.label(t)}",tooltip="{tooltip}"];\n')
        self.rank(RUN.level - 1, cf)

    def color(self, a: Action) -> int:
        name = a.name.split("(", 1)[0]
        if name not in self.colors:
            self.colors[name] = len(self.colors) + 2
        return self.colors[name]

    def close(self) -> None:
        out = self.out
        for level in sorted(self.ranks):  # a HashMap of small Integers: in ascending order
            out.write("{rank = same; " + "".join(f"{f};" for f in self.ranks[level].ordered()) + "}\n")
        out.write("}\n")
        if self.colorize and len(self.colors) > 1:
            out.write('subgraph cluster_legend {graph[style=bold];label = "Next State Actions" style="solid"'
                      '\nnode [ labeljust="l",colorscheme="paired12",style=filled,shape=record ]\n')
            for name in java_string_map_order(self.colors):
                out.write(f'{name.replace("!", ":")} [label="{name}",fillcolor={self.colors[name]}]\n')
            out.write("}")
        out.write("}")
        out.close()


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def _dot(text: str) -> str:
    """A state's text as TLC puts it in a DOT label: escaped, trimmed, line ends as \\n."""
    return _escape(text).strip().replace("\n", "\\n")


class JavaLongSet:
    """The iteration order of a java.util.HashSet<Long> (Java 8): bucket by bucket of the table after all
    insertions, each bucket in insertion order."""

    def __init__(self) -> None:
        self.items: dict[int, None] = {}

    def add(self, x: int) -> None:
        self.items.setdefault(x, None)

    def ordered(self) -> list[int]:
        capacity = _capacity(len(self.items))
        return sorted(self.items, key=lambda x: _spread(_long_hash(x)) & (capacity - 1))


def java_string_map_order(keys) -> list[str]:
    """The iteration order of a java.util.HashMap<String, ?> holding these keys (inserted in this order)."""
    keys = list(keys)
    capacity = _capacity(len(keys))
    return sorted(keys, key=lambda k: _spread(java_hash(k)) & (capacity - 1))


def _capacity(n: int) -> int:
    """A HashMap's table size after n insertions: 16, doubled whenever it holds more than 3/4 of it."""
    capacity = 16
    while n > capacity * 3 // 4:
        capacity *= 2
    return capacity


def _long_hash(x: int) -> int:
    """Long.hashCode: the two halves xor-ed, as an int."""
    u = x & 0xFFFFFFFFFFFFFFFF
    return (u ^ (u >> 32)) & 0xFFFFFFFF


def _spread(h: int) -> int:
    """HashMap.hash: the hash's high half xor-ed into its low half."""
    h &= 0xFFFFFFFF
    return h ^ (h >> 16)
