"""The Informal Trace Format (Apalache's ADR-015), so Apalache, Quint and scripts can read tlapy's traces.

Values: booleans and strings as JSON; integers as JSON numbers, `{"#bigint": "..."}` past 2^53; sequences
and tuples (one kind of value in TLC) as JSON arrays; records as objects; other functions as
`{"#map": [[k, v], ...]}`; sets as `{"#set": [...]}` in TLC's order; model values, which have no ITF form,
and infinite sets as `{"#unserializable": "name"}` (read back as model values).
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

from tla_py.engine.result import CheckResult
from tla_py.errors import TlaError
from tla_py.syntax import read_source
from tla_py.values.core import Fcn, ModelValue, Seq, SetValue, TlaSet, make_fcn

FORMAT_URL = "https://apalache-mc.org/docs/adr/015adr-trace.html"
MAX_SAFE = 2**53 - 1


class TraceFileError(TlaError):
    """A trace file that cannot be read: not JSON, or not the shape its format asks for."""


def to_itf(v: Any) -> Any:
    """One TLA+ value as ITF JSON."""
    t = type(v)
    if t is bool or t is str:
        return v
    if t is int:
        return v if -MAX_SAFE <= v <= MAX_SAFE else {"#bigint": str(v)}
    if t is Seq:
        return [to_itf(x) for x in v.elems]
    if t is Fcn:
        if v.is_record():
            return {k: to_itf(v.map[k]) for k in v.keys()}
        return {"#map": [[to_itf(k), to_itf(v.map[k])] for k in v.keys()]}
    if t is ModelValue:
        return {"#unserializable": v.name}
    if isinstance(v, TlaSet):
        if not v.is_finite():
            return {"#unserializable": v.describe()}
        s = v if t is SetValue else v.to_set()
        return {"#set": [to_itf(x) for x in s.sorted()]}
    return {"#unserializable": repr(v)}


def from_itf(j: Any) -> Any:
    """ITF JSON back to the TLA+ value tlapy computes with (a #map on 1..n is a sequence, as in TLC); a
    TraceFileError for anything that is not an ITF value."""
    if isinstance(j, (bool, str, int)):
        return j
    if isinstance(j, list):
        return Seq(tuple(map(from_itf, j)))
    if not isinstance(j, dict):
        raise TraceFileError(f"not an ITF value: {_shown(j)}")
    if "#bigint" in j:
        digits = j["#bigint"]
        if not isinstance(digits, str) or not re.fullmatch(r"-?[0-9]+", digits) or len(digits) > _MAX_DIGITS:
            raise TraceFileError(f"a #bigint holds a string of up to {_MAX_DIGITS} decimal digits, not "
                                 f"{_shown(digits)}")
        return int(digits)
    if "#tup" in j:
        return Seq(tuple(map(from_itf, _items(j, "#tup"))))
    if "#set" in j:
        return SetValue(map(from_itf, _items(j, "#set")))
    if "#map" in j:
        pairs = _items(j, "#map")
        if not all(isinstance(p, list) and len(p) == 2 for p in pairs):
            raise TraceFileError(f"a #map holds a list of [key, value] pairs, not {_shown(pairs)}")
        return make_fcn({from_itf(k): from_itf(x) for k, x in pairs})
    if "#unserializable" in j:
        if not isinstance(j["#unserializable"], str):
            raise TraceFileError(f"an #unserializable holds a name, not {_shown(j['#unserializable'])}")
        return ModelValue(j["#unserializable"])
    return make_fcn({k: from_itf(x) for k, x in j.items() if not k.startswith("#")})


_MAX_DIGITS = 4000
"""Python's int() refuses more than 4300 digits; no TLA+ integer of a trace needs as many."""


def _items(j: dict, tag: str) -> list:
    if not isinstance(j[tag], list):
        raise TraceFileError(f"a {tag} holds a list, not {_shown(j[tag])}")
    return j[tag]


def _shown(j: Any) -> str:
    return json.dumps(j)[:80]


def itf_trace(res: CheckResult, source: str) -> dict:
    """The ITF object of a run's trace: the variables' values (not the ALIAS), a lasso's `loop` index."""
    doc: dict[str, Any] = {
        "#meta": {
            "format": "ITF",
            "format-description": FORMAT_URL,
            "source": source,
            "description": f"Created by tlapy: {res.result}" + (f", {res.violated}" if res.violated else ""),
            "timestamp": int(time.time() * 1000),
        },
        "vars": list(res.variables),
        "states": [
            {"#meta": {"index": i}, **{n: to_itf(v) for n, v in zip(res.variables, state)}}
            for i, (_, state) in enumerate(res.trace)
        ],
    }
    if res.trace_kind == "lasso" and res.back_to is not None:
        doc["loop"] = res.back_to[0] - 1
    return doc


def read_itf(doc: dict) -> tuple[list[str], list[dict[str, Any]], int | None]:
    """An ITF object's variables, its states as name -> TLA+ value, and its loop index (if any)."""
    if not isinstance(doc.get("vars"), list) or not isinstance(doc.get("states"), list):
        raise TraceFileError("an ITF trace needs 'vars' and 'states' lists")
    names = [str(n) for n in doc["vars"]]
    states = []
    for i, s in enumerate(doc["states"]):
        missing = [n for n in names if not isinstance(s, dict) or n not in s]
        if missing:
            raise TraceFileError(f"state {i + 1} of the trace has no value for {', '.join(missing)}")
        states.append({n: from_itf(s[n]) for n in names})
    loop = doc.get("loop")
    return names, states, loop if isinstance(loop, int) else None


def load_json(path: str | Path) -> Any:
    """A trace file's JSON, or a TraceFileError saying why not."""
    try:
        return json.loads(read_source(path).decode("utf-8"))
    except OSError as e:
        raise TraceFileError(f"cannot read the trace file {path}: {e.strerror}") from None
    except ValueError as e:
        raise TraceFileError(f"the trace file {path} is not JSON: {e}") from None
