"""TLC's printing of values: TRUE, "s", {1, 2}, <<1, 2>>, [a |-> 1], (1 :> 2 @@ 3 :> 4), 1..3."""

from __future__ import annotations

import os

import tla_py.values.sets as sets
from tla_py.errors import EvalError
from tla_py.values.core import PRINTER, Fcn, FcnRule, Interval, ModelValue, Seq, SetValue, TlaSet, Value

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
        return f"{v.lo}..{v.hi}" if v.lo <= v.hi else "{}"
    if isinstance(v, TlaSet):
        return _format_lazy(v)
    if isinstance(v, FcnRule):
        return v.describe()
    if callable(v):
        return f"<operator {getattr(v, '__name__', '?')}>"
    return repr(v)


PRINTER[0] = format_value

TERSE_ENV = "TLAPY_TERSE"
"""TLC's -terse: sets of functions, records and tuples, and SUBSET, print as written, not enumerated."""


def _terse_text(s: TlaSet) -> str | None:
    """A set as TLC's -terse prints it, when it is one TLC keeps unenumerated."""
    if isinstance(s, sets.FcnSet):
        return f"[{format_value(s.dom)} -> {format_value(s.rng)}]"
    if isinstance(s, sets.RecordSet):
        return "[" + ", ".join(f"{k}: {format_value(s.fields[k])}" for k in s._names) + "]"
    if isinstance(s, sets.Product):
        return "(" + " \\X ".join(format_value(f) for f in s.factors) + ")"
    if isinstance(s, sets.SubsetSet):
        return f"SUBSET {format_value(s.base)}"
    return None


def _format_lazy(s: TlaSet) -> str:
    name = getattr(s, "name", None)
    if name is not None:
        return name
    if os.environ.get(TERSE_ENV) and (text := _terse_text(s)) is not None:
        return text
    if s.is_finite():
        try:
            return format_value(s.to_set())
        except EvalError:  # bigger than -maxSetSize: as written, as TLC prints a set it could not normalize
            text = _terse_text(s)
            if text is None:
                raise
            return text
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
    if isinstance(s, sets.PredicateSet):  # TLC prints its elements: over Nat it has none to give
        raise s.not_enumerable()
    return f"<set {type(s).__name__}>"


# ---------------------------------------------------------------- TLC's line breaking (PrettyPrint)

# kind -> (open, close, pad, sep, div, divpad), as TLC's tlc2.pprint.Format lays values out.
_LAYOUT = {
    "set": ("{ ", " }", "  ", ",", "", ""),
    "seq": ("<< ", " >>", "   ", ",", "", ""),
    "fcn": ("( ", " )", "  ", " @@", " :>", "    "),
    "rcd": ("[ ", " ]", "  ", ",", " |->", "    "),
}


def pretty_value(v: Value, width: int = 80) -> str:
    """A value as TLC's Print/PrintT and traces show it: one line when it fits in width columns,
    else broken over lines the way TLC's PrettyPrint does."""
    p = _Pretty()
    if len(p.text(v)) > width and (_holds_rule(v) or _unparsable(v)):
        return p.text(v)  # TLC lays out by parsing the one-line text, which <expression ...> defeats
    return p.format(v, width, 0, "")


def _holds_rule(v: Value) -> bool:
    """Whether a function kept as a rule (printed by its source place) is inside v."""
    t = type(v)
    if t is Seq:
        return any(map(_holds_rule, v.elems))
    if t is Fcn:
        return any(map(_holds_rule, v.map.values())) or any(map(_holds_rule, v.map))
    if t is SetValue:
        return any(map(_holds_rule, v.elems))
    return isinstance(v, FcnRule)


def _unparsable(v: Value) -> bool:
    """Whether v holds what TLC's layout cannot parse back (tlc2.pprint.PrettyPrint gives up, and TLC
    prints the one line): a name with `_` in it (a record field, a model value: its tokenizer takes
    letters and digits), a string with a quote in it, a set -terse prints as written."""
    t = type(v)
    if t is str:
        return '"' in v
    if t is ModelValue:
        return "_" in v.name
    if t is Seq:
        return any(map(_unparsable, v.elems))
    if t is Fcn:
        if v.is_record() and any("_" in k for k in v.map):
            return True
        return any(map(_unparsable, v.map.values())) or any(map(_unparsable, v.map))
    if t is SetValue:
        return any(map(_unparsable, v.elems))
    return bool(os.environ.get(TERSE_ENV)) and isinstance(v, TlaSet) and _terse_text(v) is not None


class _Pretty:
    """One layout run; caches each sub-value's one-line text."""

    def __init__(self) -> None:
        self.flat: dict[int, str] = {}

    def text(self, v: Value) -> str:
        s = self.flat.get(id(v))
        if s is None:
            s = self.flat[id(v)] = v if type(v) is _Name else format_value(v)
        return s

    def format(self, v: Value, colw: int, trail: int, leftpad: str) -> str:
        s = self.text(v)
        if len(s) <= colw - trail:
            return s
        t = type(v)
        if t is SetValue or (isinstance(v, TlaSet) and t is not Interval and v.is_finite()):
            return self.simple(list(v.to_set().sorted()), "set", colw, trail, leftpad)
        if t is Seq:
            return self.simple(list(v.elems), "seq", colw, trail, leftpad)
        if t is Fcn:
            pairs = [(k, v.map[k]) for k in v.keys()]
            if v.is_record():
                return self.pairs([(_Name(k), x) for k, x in pairs], "rcd", colw, trail, leftpad)
            return self.pairs(pairs, "fcn", colw, trail, leftpad)
        return s

    def simple(self, elems: list, kind: str, colw: int, trail: int, leftpad: str) -> str:
        open_, close, pad, sep, _, _ = _LAYOUT[kind]
        cw, lp = colw - max(len(open_), len(pad)), leftpad + pad
        parts = []
        for i, e in enumerate(elems):
            if i < len(elems) - 1:
                parts.append(self.format(e, cw, len(sep), lp) + sep + "\n" + lp)
            else:
                parts.append(self.format(e, cw, trail + len(close), lp))
        return open_ + "".join(parts) + close

    def pairs(self, pairs: list, kind: str, colw: int, trail: int, leftpad: str) -> str:
        open_, close, pad, sep, div, divpad = _LAYOUT[kind]
        cw, tw, lp = colw - max(len(open_), len(pad)), trail + len(close), leftpad + pad
        out = []
        for i, (arg, val) in enumerate(pairs):
            a, v = self.text(arg), self.text(val)
            last = i == len(pairs) - 1
            if not last and len(a) + len(div) + 1 + len(v) + len(sep) <= cw:
                out.append(f"{a}{div} {v}{sep}\n{lp}")
            elif last and len(a) + len(div) + 1 + len(v) <= cw - tw:
                out.append(f"{a}{div} {v}")
            else:
                head = a if len(a) + len(div) <= cw else self.format(arg, cw, tw + len(div), lp)
                body = self.format(val, cw - len(divpad), tw if last else len(sep), lp + divpad)
                out.append(f"{head}{div}\n{lp}{divpad}{body}" + ("" if last else f"{sep}\n{lp}"))
        return open_ + "".join(out) + close


class _Name(str):
    """A record field name: laid out as is, never quoted."""
