"""Natives for the community modules TLC overrides in Java (Bitwise, CSV, Graphs, SVG, ...)."""

from __future__ import annotations

import math
import os
import re
from collections.abc import Callable

from tla_py.errors import ModuleEvalError
from tla_py.stdlib.ioutils import java_format
from tla_py.syntax import read_source
from tla_py.values import Seq, Value, apply, fcn_items, field, fingerprint, make_fcn
from tla_py.values.ops import as_set
from tla_py.values.printing import format_value

_INT_MAX = (1 << 31) - 1
_ORD = ["first", "second", "third", "fourth"]


def _nat(op: str, i: int, v: Value) -> int:
    if type(v) is not int or v < 0:
        raise ModuleEvalError(f"The {_ORD[i]} argument of {op} should be a natural number, but instead it "
                              f"is:\n{format_value(v)}")
    return v


def _checked(op: str, n: int) -> int:
    """TLC's integers are 32-bit: a larger result is an overflow there, so here too."""
    if n > _INT_MAX:
        raise ModuleEvalError(f"Overflow when computing {op}")
    return n


# ---------------------------------------------------------------- Bitwise


def _int(op: str, i: int, v: Value) -> int:
    if type(v) is not int:
        raise ModuleEvalError(f"The {_ORD[i]} argument of {op} should be an integer, but instead it is:\n"
                              f"{format_value(v)}")
    return v


def _signed32(n: int) -> int:
    n &= 0xFFFFFFFF
    return n - (1 << 32) if n >= 1 << 31 else n


def bit_not(x: Value) -> int:
    """TLC's override: the bits below x's highest set bit flipped (Not(0) = 0, and 0 for x < 0)."""
    x = _int("Not", 0, x)
    leading_zeros = 32 - x.bit_length() if x >= 0 else 0
    return ~x & (0x7FFFFFFF >> ((leading_zeros - 1) & 31))


def shift_r(n: Value, pos: Value) -> int:
    """Java's n >>> pos on 32-bit ints, as TLC's override computes it."""
    n, pos = _int("shiftR", 0, n), _int("shiftR", 1, pos)
    return _signed32((n & 0xFFFFFFFF) >> (pos & 31)) if pos & 31 else n


BITWISE: dict[str, Callable] = {
    "&": lambda x, y: _int("&", 0, x) & _int("&", 1, y),
    "|": lambda x, y: _int("|", 0, x) | _int("|", 1, y),
    "^^": lambda x, y: _int("^^", 0, x) ^ _int("^^", 1, y),
    "Not": bit_not,
    "shiftR": shift_r,
}


# ---------------------------------------------------------------- Combinatorics


def choose(n: Value, k: Value) -> int:
    """n over k (0 when k > n), an overflow beyond TLC's 32-bit integers."""
    n, k = _nat("choose", 0, n), _nat("choose", 1, k)
    return _checked(f"{n}choose{k}", math.comb(n, k))


COMBINATORICS: dict[str, Callable] = {"choose": choose}


# ---------------------------------------------------------------- DyadicRationals


def _reduced(r: Value, num: int, den: int) -> Value:
    """The module's Reduce, as TLC's override: r itself when already in lowest terms."""
    g = math.gcd(num, den)
    if g <= 1:
        return r
    return make_fcn({"num": num // g, "den": den // g})


def dyadic_add(p: Value, q: Value) -> Value:
    """Add over the larger denominator (a multiple of the other for dyadic rationals), then reduced."""
    if p == ZERO:
        return q
    pn, pd, qn, qd = field(p, "num"), field(p, "den"), field(q, "num"), field(q, "den")
    d = max(pd, qd)
    num = pn * (d // pd) + qn * (d // qd)
    return _reduced(make_fcn({"num": num, "den": d}), num, d)


def dyadic_half(p: Value) -> Value:
    num, den = field(p, "num"), 2 * field(p, "den")
    return _reduced(make_fcn({"num": num, "den": den}), num, den)


def is_dyadic_rational(r: Value) -> bool:
    den = field(r, "den")
    return den >= 1 and den & (den - 1) == 0


ZERO = make_fcn({"num": 0, "den": 1})

DYADIC_RATIONALS: dict[str, Callable] = {
    "Add": dyadic_add,
    "Half": dyadic_half,
    "IsDyadicRational": is_dyadic_rational,
}


# ---------------------------------------------------------------- Statistics


def _gamma_q(a: float, x: float) -> float:
    """The regularized upper incomplete gamma Q(a, x), by series or continued fraction."""
    if x <= 0:
        return 1.0
    front = math.exp(-x + a * math.log(x) - math.lgamma(a))
    if x < a + 1:
        term = total = 1.0 / a
        n = a
        while abs(term) > abs(total) * 1e-15:
            n += 1
            term *= x / n
            total += term
        return 1.0 - total * front
    b, c, d = x + 1 - a, 1e300, 1 / (x + 1 - a)
    h = d
    for i in range(1, 10000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = 1e-300 if abs(d) < 1e-300 else d
        c = b + an / c
        c = 1e-300 if abs(c) < 1e-300 else c
        d = 1 / d
        h *= d * c
        if abs(d * c - 1) < 1e-15:
            break
    return front * h


def chi_square(expected: Value, actual: Value, alpha: Value) -> bool:
    """Apache Commons' goodness-of-fit test, as TLC runs it: TRUE when the counts fit at level alpha."""
    exp = [float(v) for _, v in fcn_items(expected)]
    act = [float(v) for _, v in fcn_items(actual)]
    if type(alpha) is not str:
        raise ModuleEvalError("The third argument of ChiSquare should be a string representing a double in "
                              f"(0, .5], but instead it is:\n{format_value(alpha)}")
    a = float(alpha)
    if len(exp) < 2 or len(exp) != len(act) or not 0 < a <= 0.5:
        raise ModuleEvalError("ChiSquare: expected and actual need the same length (at least 2), alpha in "
                              "(0, .5].")
    ratio = sum(act) / sum(exp) if sum(exp) != sum(act) else 1.0
    stat = sum((o - e * ratio) ** 2 / (e * ratio) for e, o in zip(exp, act))
    return not _gamma_q((len(exp) - 1) / 2.0, stat / 2.0) < a


STATISTICS: dict[str, Callable] = {"ChiSquare": chi_square}


# ---------------------------------------------------------------- CSV


def _append(path: Value, line: str) -> bool:
    with open(str(path), "a", encoding="utf-8") as f:
        f.write(line + "\n")
    return True


def csv_write(template: Value, val: Value, path: Value) -> bool:
    """One line: Java's String.format of the template, each value as TLC prints it."""
    return _append(path, java_format(str(template), [format_value(v) for v in val]))


def csv_write_record(rec: Value, delim: Value, headers: Value, path: Value) -> bool:
    items = sorted(fcn_items(rec), key=lambda kv: kv[0])
    if headers is True:
        _append(path, str(delim).join(str(k) for k, _ in items))
    return _append(path, str(delim).join(format_value(v) for _, v in items))


def _csv_lines(op: str, path: Value) -> list[str]:
    """A CSV file's lines, none when there is no file (as TLC's CSV module answers); from a regular file
    only (a FIFO would block the run, a device never end)."""
    if not os.path.exists(str(path)):
        return []
    try:
        return read_source(str(path)).decode("utf-8").splitlines()
    except OSError as e:
        raise ModuleEvalError(f"{op}: cannot read {path}: {e.strerror or e}") from None
    except UnicodeDecodeError as e:
        raise ModuleEvalError(f"{op}: {path} is not UTF-8 text (byte {e.start})") from None


def csv_read(columns: Value, delim: Value, path: Value) -> Seq:
    names = [str(c) for c in columns]
    lines = _csv_lines("CSVRead", path)
    return Seq(tuple(make_fcn(dict(zip(names, _java_split(line, str(delim))))) for line in lines))


def _java_split(line: str, delim: str) -> list[str]:
    """Java's String.split: the delimiter is a regex, trailing empty fields are dropped."""
    parts = re.split(delim, line)
    while len(parts) > 1 and parts[-1] == "":
        parts.pop()
    return parts


def csv_records(path: Value) -> int:
    return len(_csv_lines("CSVRecords", path))


CSV: dict[str, Callable] = {
    "CSVWrite": csv_write,
    "CSVWriteRecord": csv_write_record,
    "CSVRead": csv_read,
    "CSVRecords": csv_records,
}


# ---------------------------------------------------------------- Graphs (directed)


def _reach(g: Value) -> dict:
    """Each node's successors, from G.edge's pairs."""
    succ: dict = {n: set() for n in as_set(field(g, "node"))}
    for e in as_set(field(g, "edge")):
        a, b = apply(e, 1), apply(e, 2)
        if a in succ and b in succ:
            succ[a].add(b)
    return succ


def are_connected_in(m: Value, n: Value, g: Value) -> bool:
    """A simple path from m to n exists: n is reachable from m (m itself by the one-node path)."""
    succ = _reach(g)
    if m not in succ or n not in succ:
        return False
    seen, todo = {m}, [m]
    while todo:
        for t in succ[todo.pop()]:
            if t not in seen:
                seen.add(t)
                todo.append(t)
    return n in seen


def is_strongly_connected(g: Value) -> bool:
    nodes = list(as_set(field(g, "node")))
    return all(are_connected_in(m, n, g) for m in nodes for n in nodes)


GRAPHS: dict[str, Callable] = {
    "AreConnectedIn": are_connected_in,
    "IsStronglyConnected": is_strongly_connected,
}

# ---------------------------------------------------------------- SVG


def svg_elem_to_string(elem: Value) -> str:
    """TLC's rendering: attributes single-quoted ('_' in names becomes '-'), << and >> in text escaped."""
    attrs = "".join(f" {str(k).replace('_', '-')}='{v}'" for k, v in fcn_items(field(elem, "attrs")))
    children = "".join(svg_elem_to_string(c) for _, c in fcn_items(field(elem, "children")))
    text = str(field(elem, "innerText")).replace("<<", "&lt;&lt;").replace(">>", "&gt;&gt;")
    name = field(elem, "name")
    return f"<{name}{attrs}>{text}{children}</{name}>"


def node_of_ring_network(cx: Value, cy: Value, r: Value, n: Value, m: Value) -> Value:
    """Point n of m spread evenly on the circle of radius r around (cx, cy), truncated as Java's (int)."""
    angle = 2.0 * math.pi / m * n
    return make_fcn({"x": int(cx + r * math.cos(angle)), "y": int(cy + r * math.sin(angle))})


def point_on_line(a: Value, b: Value, segment: Value) -> Value:
    """TLC divides in doubles and truncates, unlike the module's \\div."""
    ax, ay, bx, by = field(a, "x"), field(a, "y"), field(b, "x"), field(b, "y")
    return make_fcn({"x": int(ax + (bx - ax) / segment), "y": int(ay + (by - ay) / segment)})


def signed_fingerprint(v: Value) -> int:
    """A fingerprint as a Java long, as TLC prints its own."""
    fp = fingerprint(v) & ((1 << 64) - 1)
    return fp - (1 << 64) if fp >= 1 << 63 else fp


def dot_di_graph(g: Value, vl: Callable, el: Callable) -> str:
    """GraphViz's DOT text of G as TLC writes it, nodes named by (tlapy's) fingerprints."""
    out = ["digraph MyGraph {"]
    nodes = as_set(field(g, "node")).to_set().sorted()
    out += [f"{signed_fingerprint(n)}[label={format_value(vl(n))}];" for n in nodes]
    fp = signed_fingerprint
    out += [f"{fp(apply(e, 1))}->{fp(apply(e, 2))}[label={format_value(el(e))}];"
            for e in as_set(field(g, "edge")).to_set().sorted()]
    return "".join(out) + "}"


GRAPHVIZ: dict[str, Callable] = {"DotDiGraph": dot_di_graph}

SVG: dict[str, Callable] = {
    "SVGElemToString": svg_elem_to_string,
    "NodeOfRingNetwork": node_of_ring_network,
    "PointOnLine": point_on_line,
}

__all__ = ["BITWISE", "COMBINATORICS", "CSV", "DYADIC_RATIONALS", "GRAPHS", "GRAPHVIZ", "STATISTICS", "SVG"]
