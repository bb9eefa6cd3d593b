"""A breadth-first search between two levels, as a file of plain data (tla_py.engine.storage.sections):
what it has counted, the seen fingerprints, the parent and position arrays that traces are generated
again from, the level to expand next as encoded states, TLC's registers and random generators, and the
liveness graph recorded so far. The move to PyPy hands one over; -checkpoint writes one every so often.

A checkpoint holds no Python object of the model: the process that reads it builds the model again from
the spec, so it may run another interpreter, another number of workers, or on another machine.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, BinaryIO

from tla_py.engine.codec import check_encoding, decode_state, encode_state
from tla_py.engine.storage.columns import Column
from tla_py.engine.storage.fpset import FingerprintSet
from tla_py.engine.storage.frontier import Level
from tla_py.engine.storage.sections import Malformed, SectionReader, SectionWriter
from tla_py.errors import EvalError
from tla_py.stdlib.tlc import RUN, leave_state
from tla_py.syntax.ast import Span

FORMAT = 3
"""2: the liveness graph without its unsettled states (at a level's start they are the frontier). 3: in
checked frames (tla_py.engine.storage.sections), every value of its first section in range."""

__all__ = ["Malformed", "SearchState", "SectionReader", "read", "read_meta", "write"]


@dataclass
class SearchState:
    """What a search has found when a level is about to be expanded.

    `counts`: level (the number of the level to expand), index (the number of its first state),
    generated, initial_generated, initial_distinct, elapsed (seconds of search so far)."""

    counts: dict[str, Any]
    seen: Iterable[int]
    parent: Column
    pos: Column
    frontier: Level
    """The level to expand (anything with len() and encodings(keep) will do for writing)."""
    graph: dict | None = None
    """The liveness graph's record (tla_py.engine.properties.StateGraph.snapshot), None without one."""
    identity: dict[str, Any] = field(default_factory=dict)
    """What the run was started with (spec, config, flags: tla_py.engine.storage.recovery)."""


_GRAPH_INTS = (("fps", "q"), ("src", "i"), ("dst_fps", "q"), ("pos", "i"))
_GRAPH_BITS = ("state_bits", "stutter_bits", "enabled", "step_bits")


def write(f: BinaryIO, state: SearchState, keep: bool = False) -> None:
    """Write `state` to the binary file `f`, with TLC's run state: consuming its frontier (a move), or
    with `keep` leaving it to be expanded (a checkpoint of a search that goes on)."""
    out = SectionWriter(f)
    graph = state.graph
    out.json("meta", {"format": FORMAT, "counts": state.counts, "identity": state.identity,
                      "run": run_state(), "graph": None if graph is None else graph_meta(graph),
                      "frontier": len(state.frontier)})
    out.blobs("registers", [encode_state(tuple(RUN.registers.values()))])
    _ints(out, "seen", "q", state.seen)
    _ints(out, "parent", "i", state.parent)
    _ints(out, "pos", "i", state.pos)
    out.blobs("frontier", state.frontier.encodings(keep))
    if graph is not None:
        write_graph(out, graph)
    out.end()
    f.flush()


def _ints(out: SectionWriter, name: str, typecode: str, values: Iterable[int]) -> None:
    """A section of ints, a batch at a time when they come as batches (a seen set, a column)."""
    batches = getattr(values, "batches", None)
    if batches is None:
        out.ints(name, typecode, values)
    else:
        out.arrays(name, typecode, batches())


def read_meta(r: SectionReader) -> dict:
    """The checkpoint's first section (its counts, the identity of its run, TLC's run state), every value
    checked, leaving `r` where read() goes on from; Malformed when it is not a checkpoint of this format
    or a value is out of its range."""
    meta = r.json("meta")
    if not isinstance(meta, dict) or meta.get("format") != FORMAT:
        raise Malformed("a checkpoint of another format (written by another version of tlapy)")
    problem = meta_problem(meta)
    if problem is not None:
        raise Malformed(f"the checkpoint is corrupted: {problem}")
    return meta


def read(f: BinaryIO, seen: FingerprintSet, parent: Column, pos: Column, meta: dict | None = None,
         reader: SectionReader | None = None) -> SearchState:
    """Read a checkpoint written by write() into the given (empty) seen set and columns, and restore
    TLC's run state from it; Malformed when the file is not a whole, well-formed checkpoint. With `meta`,
    read_meta() has read the first section already, from `reader`. `seen` may be anything with update()."""
    r = reader if reader is not None else SectionReader(f)
    if meta is None:
        meta = read_meta(r)
    try:
        [registers] = map(_checked, r.blobs("registers"))
        seen.update(r.ints("seen"))
        parent.extend(r.ints("parent"))
        pos.extend(r.ints("pos"))
        frontier = Level()
        names = meta["identity"].get("variables")
        arity = None if not isinstance(names, list) else len(names).to_bytes(4, "little")
        for data in r.blobs("frontier"):
            if arity is not None and data[1:5] != arity:
                raise Malformed(f"a state that is not one of {len(names)} variables")
            frontier.append_encoded(_checked(data))
        graph = None
        if meta["graph"] is not None:
            graph = read_graph(r, meta["graph"])
        r.end()
        counts = meta["counts"]
        if len(frontier) != meta["frontier"] or not arrays_fit(counts, parent, pos, len(frontier)):
            raise Malformed("its arrays do not agree with its counts")
        restore_run(meta["run"], decode_state(registers))
    except (KeyError, TypeError, ValueError, StopIteration) as e:
        raise Malformed(f"a malformed checkpoint ({e})") from None
    return SearchState(counts, seen, parent, pos, frontier, graph, meta.get("identity") or {})


def _checked(data: bytes) -> bytes:
    try:
        check_encoding(data)
    except ValueError as e:
        raise Malformed(f"a state that is not tlapy's encoding: {e}") from None
    return data


_LONG = 1 << 63


def _count(v: Any, low: int = 0, high: int = _LONG) -> bool:
    return type(v) is int and low <= v < high


def _seconds(v: Any) -> bool:
    return type(v) in (int, float) and 0 <= v < 1e12


def meta_problem(meta: dict) -> str | None:
    """What is out of range in a checkpoint's first section (or a Spark manifest's shared fields), in
    words; None when every value is one its run could have written."""
    counts, run, graph = meta.get("counts"), meta.get("run"), meta.get("graph")
    if not isinstance(counts, dict) or not isinstance(meta.get("identity"), dict) or "graph" not in meta:
        return "its counts, its run's identity or its liveness graph's record are missing"
    for key in ("index", "generated", "initial_generated", "initial_distinct"):
        if not _count(counts.get(key)):
            return f"its count {key} is {counts.get(key)!r}"
    if not _count(counts.get("level"), 1, 1 << 31):
        return f"its level is {counts.get('level')!r}"
    if not _seconds(counts.get("elapsed")) or not _seconds(counts.get("written_at", 0)):
        return f"its times are {counts.get('elapsed')!r} and {counts.get('written_at')!r}"
    if not counts["initial_distinct"] <= counts["initial_generated"] <= counts["generated"]:
        return "its counts of states generated are fewer than those found"
    if not isinstance(counts.get("checkpoints"), (dict, type(None))):
        return "its record of the run's checkpoints is not one"
    if not (isinstance(run, dict) and _count(run.get("seed"), -_LONG) and _count(run.get("fp_index"), 0, 131)
            and _count(run.get("random"), 0, 1 << 48) and _count(run.get("state_random"), 0, 1 << 48)):
        return "its run's seed, -fp or random generators are out of range"
    keys = run.get("register_keys")
    if not isinstance(keys, list) or not all(type(k) in (int, str) for k in keys):
        return "its TLCSet registers are not numbered"
    if not _count(meta.get("frontier")):
        return f"its frontier holds {meta.get('frontier')!r} states"
    return None if graph is None else graph_problem(graph)


def graph_problem(graph: Any) -> str | None:
    """What is out of range in a liveness graph's graph_meta(), in words."""
    if not (isinstance(graph, dict) and _count(graph.get("settled")) and _count(graph.get("current"), -1)
            and isinstance(graph.get("taken"), str) and re.fullmatch(r"-?[0-9]{1,4000}", graph["taken"])):
        return "its liveness graph's counts are out of range"
    error = graph.get("error")
    if error is None:
        return None
    span = error.get("span") if isinstance(error, dict) else 0
    if not (isinstance(error, dict) and isinstance(error.get("message"), str)
            and _count(error.get("exit_code"), 0, 256)
            and (span is None or (isinstance(span, list) and len(span) == 5 and isinstance(span[0], str)
                                  and all(_count(x, 0, 1 << 31) for x in span[1:])))):
        return "its liveness graph's error is malformed"
    return None


def arrays_fit(counts: dict, parent: Column, pos: Column, frontier: int) -> bool:
    """The arrays hold the states found up to the frontier, and the frontier's first state is as many
    steps from an initial state as its level says."""
    found, index, level = len(parent), counts["index"], counts["level"]
    if len(pos) != found or index + frontier != found or index > found:
        return False
    return frontier == 0 or _steps(parent, index) == level - 1


def _steps(parent: Column, i: int) -> int:
    """The steps from an initial state to state `i` along the parent array (-1 when it loops or leaves)."""
    steps = 0
    while True:
        p = parent[i]
        if p < 0:
            return steps
        if p >= i:
            return -1
        i, steps = p, steps + 1


def _big_ints(values: Iterable[int]) -> Iterator[bytes]:
    """Atom masks of any width, each as its little-endian bytes."""
    for v in values:
        yield v.to_bytes((v.bit_length() + 8) // 8, "little", signed=True)


def write_graph(out: SectionWriter, graph: dict) -> None:
    """The columns of a liveness graph's record (StateGraph.snapshot); graph_meta() gives the rest."""
    for name, typecode in _GRAPH_INTS:
        _ints(out, f"graph.{name}", typecode, graph[name])
    for name in _GRAPH_BITS:
        out.blobs(f"graph.{name}", _big_ints(graph[name]))


def graph_meta(graph: dict) -> dict:
    error = graph["error"]
    return {"settled": graph["settled"], "current": graph["current"], "taken": str(graph["taken"]),
            "error": None if error is None else _error_record(error)}


def _error_record(e: EvalError) -> dict:
    span = None if e.span is None else [e.span.file, e.span.line, e.span.col, e.span.end_line, e.span.end_col]
    return {"message": e.message, "span": span, "exit_code": int(e.exit_code)}


def _error_from(record: dict) -> EvalError:
    span = None if record["span"] is None else Span(*record["span"])
    e = EvalError(str(record["message"]), span)
    e.exit_code = record["exit_code"]
    return e


def read_graph(r: SectionReader, meta: dict) -> dict:
    """A liveness graph's record written by write_graph(), with its graph_meta()."""
    graph: dict[str, Any] = {name: list(r.ints(f"graph.{name}")) for name, _ in _GRAPH_INTS}
    for name in _GRAPH_BITS:
        graph[name] = [int.from_bytes(b, "little", signed=True) for b in r.blobs(f"graph.{name}")]
    graph["settled"], graph["current"] = int(meta["settled"]), int(meta["current"])
    graph["taken"] = int(meta["taken"])
    graph["error"] = None if meta["error"] is None else _error_from(meta["error"])
    return graph


def run_state() -> dict:
    """TLCSet's registers' keys, the seed and the random generators: what RandomElement and TLCGet go on
    from (the registers' values are a section of their own)."""
    return {"seed": RUN.seed, "random": RUN.random.state, "state_random": RUN.state_random.state,
            "fp_index": RUN.fp_index, "register_keys": list(RUN.registers)}


def restore_run(run: dict, registers: tuple) -> None:
    """TLC's run state as run_state() recorded it, with its registers' values."""
    RUN.seed, RUN.fp_index = int(run["seed"]), int(run["fp_index"])
    RUN.random.state, RUN.state_random.state = int(run["random"]), int(run["state_random"])
    leave_state()  # a level's first state enters its own
    keys = run["register_keys"]
    if len(keys) != len(registers):
        raise Malformed("TLC's registers do not match their keys")
    RUN.registers = dict(zip(keys, registers))


def fsync_replace(tmp: str, path: str) -> None:
    """Make a written checkpoint the one at `path`, at once and whole (a crash leaves the old one)."""
    fd = os.open(tmp, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, path)
    folder = os.open(os.path.dirname(path) or ".", os.O_RDONLY)
    try:
        os.fsync(folder)
    finally:
        os.close(folder)
