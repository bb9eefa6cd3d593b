"""`-dumpTrace FORMAT FILE`: the error trace as a file a program reads (json, itf) or TLC parses (tla).

json and tla are TLC's own dumps, byte for byte where tlapy's values print as TLC's (state records with
their fields sorted, as TLC sorts them): json is `{"counterexample": {"action": [[[i, s], action, [i+1, t]],
...], "state": [[i, s], ...]}, "vars": [...]}` with values as plain JSON (sets and sequences both arrays,
model values strings), tla a module `CounterExample == [action |-> ..., state |-> ...]`. Unlike TLC's,
the tla module declares the model values it uses as CONSTANTS, so that SANY parses it. tlc is TLC's own
binary file (gzipped, tla_py.stdlib.tlcvalues) of `[counterexample |-> CounterExample, vars |-> {...}]`, which
TLC's -loadtrace and the VS Code extension's "Debug counterexample" read.
"""

from __future__ import annotations

import gzip
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tla_py.engine.result import CheckResult
from tla_py.report.itf import TraceFileError, itf_trace, load_json, read_itf
from tla_py.semantics.compiled import Action
from tla_py.values.core import Fcn, ModelValue, Seq, TlaSet, sort_key
from tla_py.values.printing import format_value

FORMATS = ("json", "tla", "itf", "tlc")


def to_json(v: Any) -> Any:
    """A value as TLC's JSON dump writes it (lossy: a set and a sequence are both arrays)."""
    t = type(v)
    if t is bool or t is int or t is str:
        return v
    if t is ModelValue:
        return v.name
    if t is Seq:
        return [to_json(x) for x in v.elems]
    if t is Fcn:
        return {k if type(k) is str else format_value(k): to_json(v.map[k]) for k in v.keys()}
    if isinstance(v, TlaSet) and v.is_finite():
        return [to_json(x) for x in v.to_set().sorted()]
    return format_value(v)


def _action_json(a: Action) -> dict:
    s = a.span
    out: dict[str, Any] = {"name": a.name.split("(", 1)[0],
                           "location": {"beginLine": s.line, "beginColumn": s.col, "endLine": s.end_line,
                                        "endColumn": s.end_col, "module": a.module}}
    if a.context:
        out["context"] = {n: to_json(v) for n, v in a.context}
        out["parameters"] = [n for n, _ in a.context]
    return out


def _steps(res: CheckResult) -> list[tuple[int, Action, int]]:
    """(from, action, to) for each step of the trace, 1-based, with a lasso's closing step."""
    out = [(i, a, i + 1) for i, (a, _) in enumerate(res.trace[1:], start=1) if a is not None]
    if res.trace_kind == "lasso" and res.back_to is not None and res.back_to[1] is not None:
        out.append((len(res.trace), res.back_to[1], res.back_to[0]))
    return out


def tlc_json(res: CheckResult) -> dict:
    """TLC's -dumpTrace json object for a trace."""
    states = [{n: to_json(v) for n, v in res.printed(s)} for _, s in res.trace]
    return {
        "counterexample": {
            "action": [[[i, states[i - 1]], _action_json(a), [j, states[j - 1]]] for i, a, j in _steps(res)],
            "state": [[i, s] for i, s in enumerate(states, start=1)],
        },
        "vars": sorted(res.variables, key=sort_key),  # a set of strings, in TLC's order
    }


def _model_values(v: Any, out: set[str]) -> None:
    t = type(v)
    if t is ModelValue:
        out.add(v.name)
    elif t is Seq:
        for x in v.elems:
            _model_values(x, out)
    elif t is Fcn:
        for k, x in v.map.items():
            _model_values(k, out)
            _model_values(x, out)
    elif isinstance(v, TlaSet) and v.is_finite():
        for x in v.to_set().sorted():
            _model_values(x, out)


def tla_module(res: CheckResult, name: str) -> str:
    """TLC's -dumpTrace tla module for a trace (named after the file, as TLC names it)."""
    def record(s: tuple) -> str:
        return "[" + ", ".join(f"{n} |-> {format_value(v)}" for n, v in res.printed(s)) + "]"

    def action(a: Action) -> str:
        s = a.span
        params = "" if not a.context else (
            ", context |-> [" + ", ".join(f"{n} |-> {format_value(v)}" for n, v in a.context) + "], "
            "parameters |-> <<" + ", ".join(f'"{n}"' for n, _ in a.context) + ">>")
        return (f'[name |-> "{a.name.split("(", 1)[0]}", location |-> [beginLine |-> {s.line}, '
                f"beginColumn |-> {s.col}, endLine |-> {s.end_line}, endColumn |-> {s.end_col}, "
                f'module |-> "{a.module}"]{params}]')

    states = [record(s) for _, s in res.trace]
    mvs: set[str] = set()
    for _, s in res.trace:
        for v in s:
            _model_values(v, mvs)
    steps = ", ".join(f"<<<<{i}, {states[i - 1]}>>, {action(a)}, <<{j}, {states[j - 1]}>>>>"
                      for i, a, j in _steps(res))
    body = ", ".join(f"<<{i}, {s}>>" for i, s in enumerate(states, start=1))
    lines = [f"---- MODULE {name} ----", "LOCAL INSTANCE TLC", ""]
    if mvs:
        lines += [f"CONSTANTS {', '.join(sorted(mvs))}", ""]
    lines += ["CounterExample == ", f"\t[action |-> {{{steps}}}, state |-> {{{body}}}]", "", "===="]
    return "\n".join(lines)


def tlc_trace(res: CheckResult) -> bytes:
    """TLC's -dumpTrace tlc file for a trace: its value in TLC's binary format, gzipped."""
    from tla_py.engine.rules import counter_example
    from tla_py.stdlib import tlcvalues
    from tla_py.values import SetValue, make_record

    value = make_record({"counterexample": counter_example(res), "vars": SetValue(res.variables)})
    return gzip.compress(tlcvalues.dumps(value), mtime=0)


def write_dump(res: CheckResult, fmt: str, path: str | Path) -> None:
    """Write the trace of `res` to `path` in `fmt` (json, tla, itf or tlc)."""
    p = Path(path)
    if fmt == "tlc":
        try:
            p.write_bytes(tlc_trace(res))
        except OSError as e:
            raise TraceFileError(f"cannot write the trace file {path}: {e.strerror}") from None
        return
    if fmt == "tla":
        text = tla_module(res, p.name.rsplit(".", 1)[0])
    elif fmt == "json":
        text = json.dumps(tlc_json(res), separators=(",", ":"))
    else:
        text = json.dumps(itf_trace(res, Path(res.module).name + ".tla"), indent=1) + "\n"
    try:
        p.write_text(text)
    except OSError as e:
        raise TraceFileError(f"cannot write the trace file {path}: {e.strerror}") from None


def write_dumps(res: CheckResult, dumps: list[tuple[str, Path]]) -> list[str]:
    """Write each -dumpTrace (format, file) of a run with a trace; TLC's line for each file written."""
    if not res.trace:
        return []
    written = []
    for fmt, path in dumps:
        try:
            write_dump(res, fmt, path)
        except TraceFileError as e:  # one line; the verdict's exit code stays
            print(f"tlapy: {e.message}", file=sys.stderr)
            continue
        written.append(f'"CounterExample written: {path}"')
    return written


@dataclass
class TraceFile:
    """A trace read back: variable names, each state as name -> value, how to encode the model's values
    to compare them with the file's (identity for ITF; TLC's lossy JSON for json), a lasso's loop."""

    variables: list[str]
    states: list[dict[str, Any]]
    encode: Callable[[Any], Any]
    loop: int | None = None


def _json_key(v: Any) -> str:
    return json.dumps(to_json(v), sort_keys=True)


def read_trace(path: str | Path) -> TraceFile:
    """Read an itf file or a TLC json dump (told apart by their shape)."""
    doc = load_json(path)
    if isinstance(doc, dict) and "states" in doc:
        try:
            names, states, loop = read_itf(doc)
        except TraceFileError as e:
            raise TraceFileError(f"{path}: {e.message}") from None
        return TraceFile(names, states, lambda v: v, loop)
    if isinstance(doc, dict) and isinstance(doc.get("counterexample"), dict):
        if not isinstance(doc.get("vars", []), list):
            raise TraceFileError(f"{path}: vars is not a list of variable names")
        names = [str(n) for n in doc.get("vars", [])]
        try:
            raw = [s for _, s in doc["counterexample"]["state"]]
            states = [{n: json.dumps(s[n], sort_keys=True) for n in names} for s in raw]
        except (KeyError, TypeError, ValueError):
            raise TraceFileError(f"{path}: counterexample.state is not a list of [index, state] pairs "
                                 "with a value for each of vars") from None
        return TraceFile(names, states, _json_key)
    raise TraceFileError(f"{path} is neither an ITF trace nor a TLC -dumpTrace json file")
