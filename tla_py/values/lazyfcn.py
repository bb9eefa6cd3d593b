"""Functions over infinite domains, kept as rules the way TLC keeps them (its FcnLambdaValue).

`[n \\in Nat |-> n + 1][3]`, `f[i \\in Int] == i * 2` then `f[5]`, `DOMAIN f`, `[f EXCEPT ![2] = 0]`
all work on the rule: the body is evaluated at the argument asked for, the domain stays symbolic.
What needs the whole table (equality, fingerprints, TLC's order) fails as in TLC, on the size of
the domain.
"""

from __future__ import annotations

from collections.abc import Callable

from tla_py.errors import EvalError, JavaRuntimeError
from tla_py.syntax import ast
from tla_py.values.core import Fcn, FcnRule, Seq, TlaSet, Value, make_fcn
from tla_py.values.functions import except_at, outside_domain
from tla_py.values.printing import format_value
from tla_py.values.sets import Product

_MISSING = object()


class LazyFcn(FcnRule):
    """[x \\in S |-> e] with S infinite: `at(x)` evaluates e at x (x already checked to be in S).

    `binders` are the binders as TLC prints them (label, domain), `body` the span of e, `excepts`
    the EXCEPT updates made on the rule."""

    __slots__ = ("dom", "at", "binders", "body", "excepts")

    def __init__(self, dom: TlaSet, at: Callable[[Value], Value], binders: tuple, body: ast.Span,
                 excepts: dict | None = None):
        self.dom, self.at, self.binders, self.body, self.excepts = dom, at, binders, body, excepts

    def apply_to(self, x: Value) -> Value:
        ex = self.excepts
        if ex is not None:
            v = ex.get(x, _MISSING)
            if v is not _MISSING:
                return v
        if not self.dom.contains(x):
            raise JavaRuntimeError(outside_domain(self.describe(), self.dom, len(self.binders), x))
        return self.at(x)

    def domain(self) -> TlaSet:
        return self.dom

    def except_at(self, key: Value, value: Value) -> Value:
        """TLC leaves the function as it is for a key outside its domain."""
        if not self.dom.contains(key):
            return self
        return LazyFcn(self.dom, self.at, self.binders, self.body, {**(self.excepts or {}), key: value})

    def table(self) -> Seq | Fcn:
        self.dom.size()  # TLC's error: "Attempted to compute the number of elements in ... Nat."
        raise EvalError(f"Attempted to enumerate the domain of the function {self.describe()}.")

    def describe(self) -> str:
        """As TLC prints it: `[n \\in Nat |-> <expression line 5, col 31 to ... of module M>]`."""
        return lambda_text(self.binders, self.body)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, (FcnRule, Fcn, Seq)):
            return False
        return self.table() == other

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash(self.table())

    def sort_key(self) -> tuple:
        return self.table().sort_key()

    def __repr__(self) -> str:
        return f"<LazyFcn {self.describe()}>"


class PendingTable(LazyFcn):
    """A recursive function over a finite domain taken as a value inside its own definition
    (`G[n \\in 0..5] == ... Helper(G, n - 1)`): applied point by point, as TLC's recursive function,
    and made a table only where a whole value is needed (equality, printing)."""

    __slots__ = ("_table",)

    def __init__(self, dom: TlaSet, at: Callable[[Value], Value], binders: tuple, body: ast.Span,
                 excepts: dict | None = None):
        super().__init__(dom, at, binders, body, excepts)
        self._table = None

    def except_at(self, key: Value, value: Value) -> Value:
        return except_at(self.table(), key, value)

    def table(self) -> Seq | Fcn:
        if self._table is None:
            self._table = make_fcn([(k, self.apply_to(k)) for k in self.dom])
        return self._table

    def describe(self) -> str:
        return format_value(self.table())


def binder_labels(binders: list[ast.Binder]) -> list[str]:
    """The bound names as TLC prints them, one per binding step: `x`, or `<<a, b>>` for a tuple."""
    out = []
    for b in binders:
        if b.is_tuple:
            out.append("<<" + ", ".join(b.names) + ">>")
        else:
            out.extend(b.names)
    return out


def lambda_text(binders: tuple, body: ast.Span) -> str:
    """A function given by a rule, as TLC prints it (its body by its place in the source)."""
    def dom_text(d: TlaSet) -> str:
        text = format_value(d)
        return f"({text})" if isinstance(d, Product) else text

    module = body.file.rsplit("/", 1)[-1]
    module = module[:-4] if module.endswith(".tla") else module
    where = (f"line {body.line}, col {body.col} to line {body.end_line}, col {body.end_col} "
             f"of module {module}")
    bound = ", ".join(f"{label} \\in {dom_text(d)}" for label, d in binders)
    return f"[{bound} |-> <expression {where}>]"
