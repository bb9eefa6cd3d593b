"""TLC's printing of values: TRUE, "s", {1, 2}, <<1, 2>>, [a |-> 1], (1 :> 2 @@ 3 :> 4), 1..3."""

from __future__ import annotations

from tla_py.semantics.valuebase import Fcn, Interval, ModelValue, Seq, SetValue, TlaSet, Value

_ESCAPES = {'"': '\\"', "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}


def format_string(s: str) -> str:
    """A string literal as TLC prints it (quotes, backslash escapes)."""
    if any(c in _ESCAPES for c in s):
        s = "".join(_ESCAPES.get(c, c) for c in s)
    return f'"{s}"'


def format_value(v: Value) -> str:
    """A value on one line, as TLC prints it."""
    t = type(v)
    if t is bool:
        return "TRUE" if v else "FALSE"
    if t is int:
        return str(v)
    if t is str:
        return format_string(v)
    if t is ModelValue:
        return v.name
    if t is Seq:
        return "<<" + ", ".join(map(format_value, v.elems)) + ">>"
    if t is Fcn:
        items = [(k, v.map[k]) for k in v.keys()]
        if v.is_record():
            return "[" + ", ".join(f"{k} |-> {format_value(x)}" for k, x in items) + "]"
        return "(" + " @@ ".join(f"{format_value(k)} :> {format_value(x)}" for k, x in items) + ")"
    if t is SetValue:
        return "{" + ", ".join(map(format_value, v.sorted())) + "}"
    if t is Interval:
        return f"{v.lo}..{v.hi}"
    if isinstance(v, TlaSet):
        return _format_lazy(v)
    if callable(v):
        return f"<operator {getattr(v, '__name__', '?')}>"
    return repr(v)


def _format_lazy(s: TlaSet) -> str:
    from tla_py.semantics import sets

    name = getattr(s, "name", None)
    if name is not None:
        return name
    if s.is_finite():
        return format_value(s.to_set())
    if isinstance(s, sets.SeqSet):
        return f"Seq({format_value(s.base)})"
    if isinstance(s, sets.SubsetSet):
        return f"SUBSET {format_value(s.base)}"
    if isinstance(s, sets.FcnSet):
        return f"[{format_value(s.dom)} -> {format_value(s.rng)}]"
    if isinstance(s, sets.RecordSet):
        return "[" + ", ".join(f"{k} : {format_value(s.fields[k])}" for k in s._names) + "]"
    if isinstance(s, sets.Product):
        return " \\X ".join(format_value(f) for f in s.factors)
    if isinstance(s, sets._Combined):
        return f"({format_value(s.a)} {s.op} {format_value(s.b)})"
    return f"<set {type(s).__name__}>"
