"""Natives of UndirectedGraphs, Json and VectorClocks."""

from __future__ import annotations

import json
from collections.abc import Callable

from tla_py.errors import ModuleEvalError
from tla_py.syntax import read_source
from tla_py.values import (
    Fcn,
    ModelValue,
    Seq,
    SetValue,
    TlaSet,
    Value,
    fcn_items,
    field,
    make_fcn,
)
from tla_py.values.ops import as_set
from tla_py.values.printing import format_value

# ---------------------------------------------------------------- UndirectedGraphs


def _graph(g: Value) -> tuple[SetValue, SetValue]:
    return as_set(field(g, "node")).to_set(), as_set(field(g, "edge")).to_set()


def is_undirected_graph(g: Value, loop_free: bool = False) -> bool:
    if type(g) is not Fcn or set(g.map) != {"node", "edge"}:
        return False
    nodes, edges = _graph(g)
    for e in edges:
        if not isinstance(e, TlaSet):
            return False
        es = e.to_set().elems
        if not 1 <= len(es) <= 2 or not es <= nodes.elems or (loop_free and len(es) != 2):
            return False
    return True


def connected_components(g: Value) -> SetValue:
    nodes, edges = _graph(g)
    parent = {n: n for n in nodes}

    def find(x: Value) -> Value:
        while parent[x] != x:
            x = parent[x]
        return x

    for e in edges:
        ends = tuple(e)
        a, b = ends[0], ends[-1]
        parent[find(a)] = find(b)
    comps: dict = {}
    for n in nodes:
        comps.setdefault(find(n), set()).add(n)
    return SetValue(SetValue(c) for c in comps.values())


def are_connected_in(m: Value, n: Value, g: Value) -> bool:
    return any(m in c and n in c for c in connected_components(g))


UNDIRECTED_GRAPHS: dict[str, Callable] = {
    "IsUndirectedGraph": is_undirected_graph,
    "IsLoopFreeUndirectedGraph": lambda g: is_undirected_graph(g, True),
    "ConnectedComponents": connected_components,
    "AreConnectedIn": are_connected_in,
    "IsStronglyConnected": lambda g: connected_components(g).size() == 1,
}


# ---------------------------------------------------------------- Json


def from_json(x: object) -> Value:
    """A JSON value as TLC reads it: objects are records, arrays are sequences."""
    if isinstance(x, bool) or isinstance(x, int) or isinstance(x, str):
        return x
    if isinstance(x, list):
        return Seq(tuple(from_json(e) for e in x))
    if isinstance(x, dict):
        return make_fcn({k: from_json(v) for k, v in x.items()})
    raise ModuleEvalError(f"Cannot convert the JSON value {x!r} to a TLA+ value.")


def to_json_obj(v: Value) -> object:
    t = type(v)
    if t in (bool, int, str):
        return v
    if t is ModelValue:
        return v.name
    if t is Seq:
        return [to_json_obj(e) for e in v.elems]
    if isinstance(v, TlaSet):
        return [to_json_obj(e) for e in v]
    if t is Fcn:
        if v.is_record():
            return {k: to_json_obj(x) for k, x in fcn_items(v)}
        return {format_value(k): to_json_obj(x) for k, x in fcn_items(v)}
    raise ModuleEvalError(f"Cannot convert {format_value(v)} to JSON.")


def to_json(v: Value) -> str:
    return json.dumps(to_json_obj(v), separators=(",", ":"))


def _read(path: Value) -> str:
    """A Json file's text: a regular file only, a byte that is not UTF-8 read as U+FFFD (as TLC's reader)."""
    try:
        return read_source(str(path)).decode("utf-8", errors="replace")
    except OSError as e:
        raise ModuleEvalError(f"Cannot read {path}: {e.strerror}") from None


def _json_int(text: str) -> Value:
    """A JSON integer as TLC's reader (Gson) gives it: its low 32 bits, or its text when it has 1,024
    characters or more (it does not fit Gson's buffer, which then reads it as a word)."""
    if len(text) >= 1024:
        return text
    return (int(text) + 2**31) % 2**32 - 2**31


def _loads(text: str) -> Value:
    return from_json(json.loads(text, parse_int=_json_int))


def nd_json_deserialize(path: Value) -> Seq:
    return Seq(tuple(_loads(line) for line in _read(path).splitlines() if line.strip()))


def json_serialize(path: Value, v: Value) -> bool:
    """Json's JsonSerialize: the value as one JSON text, with no line end after it (as TLC writes it)."""
    with open(path, "w", encoding="utf-8") as f:
        f.write(to_json(v))
    return True


def nd_json_serialize(path: Value, v: Value) -> bool:
    with open(path, "w", encoding="utf-8") as f:
        for e in v:
            f.write(to_json(e) + "\n")
    return True


JSON: dict[str, Callable] = {
    "ToJson": to_json,
    "ToJsonArray": to_json,
    "ToJsonObject": to_json,
    "JsonSerialize": json_serialize,
    "JsonDeserialize": lambda p: _loads(_read(p)),
    "ndJsonSerialize": nd_json_serialize,
    "ndJsonDeserialize": nd_json_deserialize,
}


# ---------------------------------------------------------------- VectorClocks


def causal_order(log: Value, clock: Callable, node: Callable, dom: Callable) -> Seq:
    """TLC's CausalOrder (CommunityModules' VectorClocks.java, after ShiViz): sort each node's
    entries by its own clock, link each entry to the entries it has heard of, then repeatedly pop
    a root from the head of each node's list. TLC visits nodes in Java HashMap order, which
    depends on its randomly chosen fingerprint polynomial; we visit them in TLC's value order."""
    from tla_py.values import apply, tlc_sorted

    lists: dict = {}
    for entry in log:
        nid, vc = node(entry), clock(entry)
        lists.setdefault(nid, []).append([entry, vc, apply(vc, nid), tuple(dom(vc)), set(), set()])
    for entries in lists.values():
        entries.sort(key=lambda g: g[2])
    hosts = tlc_sorted(lists)
    for host in hosts:
        seen = {h: 0 for h in hosts}
        for g in lists[host]:
            seen[host] = g[2]
            for other in g[3]:
                t = apply(g[1], other)
                if seen[other] < t:
                    seen[other] = t
                    parent = lists[other][t - 1]
                    g[4].add(id(parent))
                    parent[5].add(id(g))
    by_id = {id(g): g for entries in lists.values() for g in entries}
    out = []
    heads = {h: 0 for h in hosts}
    for _ in range(sum(len(x) for x in lists.values())):
        for h in hosts:
            entries, k = lists[h], heads[h]
            if k < len(entries) and not entries[k][4]:
                g = entries[k]
                heads[h] = k + 1
                for child in g[5]:
                    by_id[child][4].discard(id(g))
                out.append(g[0])
    if len(out) != len(by_id):
        raise ModuleEvalError("CausalOrder: the vector clocks do not form a causal order.")
    return Seq(tuple(out))


VECTOR_CLOCKS: dict[str, Callable] = {"CausalOrder": causal_order}
