"""Who the participants are and which variables carry messages, worked out from a trace's values.

Participants are the model values that index per-process state (`b_entries[b1]`, `client[c1]`) and that
messages name, or that index a function of records (each one's state, messages or not); variables
holding one record each (`w1`, `w2`); and stores: two or more variables that share a prefix
(`meta_status`, `meta_version`: `meta`; `tmState`, `tmPrepared`: `tm`). A message variable holds a set,
a bag (message -> count), a sequence, or a participant -> set/sequence function of records or tuples
that name participants.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from tla_py.values import Fcn, ModelValue, Seq, SetValue, format_value

SENDER_FIELDS = ("source", "src", "from", "sender", "msource", "mfrom")
RECEIVER_FIELDS = ("dest", "dst", "to", "receiver", "recipient", "mdest", "mto")

Inventory = dict
"""(channel key or None, message) -> count, for one state of a message variable."""


def name_of(v: object) -> str | None:
    """A participant's name for a value that can be one (model value, string, number), else None."""
    if type(v) is ModelValue:
        return v.name
    if type(v) is str:
        return v
    if type(v) is int:
        return str(v)
    return None


def is_record(v: object) -> bool:
    return type(v) is Fcn and len(v.map) > 0 and all(type(k) is str for k in v.map)


def is_message(v: object) -> bool:
    return is_record(v) or (type(v) is Seq and len(v.elems) > 0)


def fields(m: object) -> list[tuple[str, object]]:
    """A message's fields: a record's, or a tuple's positions 1..n."""
    if type(m) is Seq:
        return [(str(i), x) for i, x in enumerate(m.elems, 1)]
    return list(m.map.items())


def inventory(v: object, keys: set[str]) -> Inventory | None:
    """The messages in a variable's value with their counts, or None when it holds no messages."""
    t = type(v)
    if t is SetValue and all(is_message(m) for m in v.elems):
        return {(None, m): 1 for m in v.elems}
    if t is Seq and all(is_message(m) for m in v.elems):
        return dict(Counter((None, m) for m in v.elems))
    if t is not Fcn:
        return None
    items = v.map.items()
    if all(is_message(k) and type(c) is int for k, c in items):
        return {(None, k): c for k, c in items}
    if items and all(name_of(k) in keys and type(q) in (SetValue, Seq) for k, q in items):
        out: Counter = Counter()
        for k, q in items:
            if not all(is_message(m) for m in q.elems):
                return None
            out.update((name_of(k), m) for m in q.elems)
        return dict(out)
    return None


def index_keys(states: list[tuple], of_records: bool = False) -> set[str]:
    """Names of the model values (or strings) that index some variable's function (of records only)."""
    keys: set[str] = set()
    for state in states:
        for v in state:
            if type(v) is Fcn and v.map and all(type(k) in (ModelValue, str) for k in v.map):
                if not all(type(k) is str for k in v.map):  # a record's field names index nothing
                    if not of_records or all(is_record(x) for x in v.map.values()):
                        keys.update(name_of(k) for k in v.map)
    return keys


@dataclass
class Cast:
    """The participants of a trace and where each one's state lives."""

    message_vars: list[int]
    names: list[str] = field(default_factory=list)
    keyed: list[int] = field(default_factory=list)
    """Variables that are functions of participants (their entry k is k's state)."""
    records: dict[int, str] = field(default_factory=dict)
    """Variables that are one participant's whole state."""
    stores: dict[int, str] = field(default_factory=dict)
    """Variables of a store (several variables with a common prefix)."""


def find_message_vars(variables: tuple[str, ...], states: list[tuple], names: set[str],
                      chosen: list[str] | None) -> list[int]:
    """The variables named by --messages, else those that hold messages naming participants.

    A variable that only ever grows (a log of processed messages) is left out when another one holds
    messages that come and go.
    """
    if chosen:
        return [variables.index(c) for c in chosen]
    found, shrinking = [], []
    for i in range(len(variables)):
        invs = [inventory(s[i], names) for s in states]
        if any(inv is None for inv in invs):
            continue
        msgs = {m for inv in invs for _, m in inv}
        if not any(names_participant(m, names) for m in msgs):
            continue
        found.append(i)
        if any(c > invs[j + 1].get(k, 0) for j, inv in enumerate(invs[:-1]) for k, c in inv.items()):
            shrinking.append(i)
    return shrinking or found


def names_participant(m: object, names: set[str]) -> bool:
    return any(name_of(v) in names for _, v in fields(m))


def find_cast(variables: tuple[str, ...], states: list[tuple], chosen: list[str] | None,
              ends: Callable[[object, tuple], set] | None = None) -> Cast:
    """Participants (keys of per-process state, record variables, stores) and the message variables.

    `ends` gives the participants the user's operators name for a message sent in a state.
    """
    records = {i: n for i, n in enumerate(variables) if all(is_record(s[i]) for s in states)}
    candidates = index_keys(states) | set(records.values())
    cast = Cast(find_message_vars(variables, states, candidates, chosen))
    named: set = set()
    for i in cast.message_vars:
        for s in states:
            for _, m in inventory(s[i], candidates) or {}:
                named |= ends(m, s) if ends else {name_of(v) for _, v in fields(m)}
    processes = index_keys(states, of_records=True)  # each one's state a record: they act, messages or not
    keys = ((named if ends else index_keys(states) & named) | processes) - set(records.values())
    rest = [i for i in range(len(variables)) if i not in cast.message_vars]
    for i in rest:
        if i in records:
            cast.records[i] = records[i]
        elif all(type(s[i]) is Fcn and s[i].map and {name_of(k) for k in s[i].map} <= keys for s in states):
            cast.keyed.append(i)
    prefixes = Counter(prefix(variables[i]) for i in rest)
    for i in rest:
        p = prefix(variables[i])
        if i not in cast.records and i not in cast.keyed and p and prefixes[p] > 1:
            cast.stores[i] = p
    cast.names = sorted(keys, key=natural) + sorted(set(records.values()) | set(cast.stores.values()),
                                                     key=natural)
    return cast


def prefix(variable: str) -> str | None:
    """The store a variable belongs to: `meta` of `meta_status`, `tm` of `tmState`; None for `msgs`."""
    m = re.match(r"([^_]+)_|([a-z]+)[A-Z]", variable)
    return None if m is None else m[1] or m[2]


def natural(s: str) -> tuple:
    """w2 before w10."""
    return tuple(int(p) if p.isdigit() else p for p in re.split(r"(\d+)", s))


def clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def short(v: object, width: int = 28) -> str:
    return clip(format_value(v), width)
