"""The abstract syntax of TLA+ modules: plain dataclasses, each node carrying its source span.

Operators are named by one canonical ASCII spelling whatever the source wrote
(`\\land`, `∧` and a bullet `/\\` all become "/\\"; `#` becomes "/="; `\\leq` becomes "<=").
Prefix minus is "-." as in TLA+; postfix and prefix operators keep their ASCII name
("'", "^+", "^*", "^#", "UNCHANGED", "ENABLED", "SUBSET", "UNION", "DOMAIN", "[]", "<>", "~").
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Span:
    """Where a node stands in its file: 1-based lines and columns, end inclusive."""

    file: str
    line: int
    col: int
    end_line: int
    end_col: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"

    def place(self, module: str | None = None) -> str:
        """The span as TLC names a place: `line 5, col 15 to line 5, col 19 of module M`."""
        module = module or self.file.rsplit("/", 1)[-1].rsplit(".", 1)[0]
        return (f"line {self.line}, col {self.col} to line {self.end_line}, col {self.end_col} "
                f"of module {module}")


NOWHERE = Span("<builtin>", 0, 0, 0, 0)


def node(cls: type) -> type:
    """A dataclass of the AST whose `span` is a keyword argument after the fields (any Python 3.9+)."""
    cls = dataclass(eq=False)(cls)
    init_fields = cls.__init__

    def __init__(self, *args, span: Span = NOWHERE, **kwargs) -> None:
        init_fields(self, *args, **kwargs)
        self.span = span

    cls.__init__ = __init__
    return cls


class Node:
    span: Span = NOWHERE


# ---------------------------------------------------------------- expressions


@node
class Expr(Node):
    pass


@node
class Name(Expr):
    """An identifier used as a value: variable, constant, bound name or 0-ary operator."""

    name: str


@node
class OpApp(Expr):
    """An application of a named operator, user-defined or standard, infix or not.

    `via` holds instance prefixes: `M(p)!N!Op(x)` is OpApp("Op", [x], via=[("M", [p]), ("N", [])]).
    A positional selector `Init!1` (Init's first conjunct) is OpApp("1", [], via=[("Init", [])]).
    An operator passed as an argument, `F(+, \\cup)`, is Name("+") and Name("\\\\cup") among F's args.
    """

    op: str
    args: list[Expr]
    via: list[tuple[str, list[Expr]]] = field(default_factory=list)


@node
class Number(Expr):
    value: int


class LongLiteral(int):
    """An integer literal of more digits than Python converts (4,300 on CPython 3.11): a number past TLC's
    32-bit integers (TLC stops at it: 'TLC can't handle a number this big'), printed as written."""

    text: str

    def __new__(cls, text: str) -> LongLiteral:
        self = super().__new__(cls, 2**31)
        self.text = text
        return self

    def __reduce__(self) -> tuple:
        return LongLiteral, (self.text,)

    def __str__(self) -> str:
        return self.text

    __repr__ = __str__

    def __format__(self, spec: str) -> str:
        return self.text


def literal_int(digits: str) -> int:
    """A decimal literal's value; a LongLiteral past Python's limit on converting digits."""
    try:
        return int(digits.lstrip("0") or "0")
    except ValueError:
        return LongLiteral(digits)


@node
class Decimal(Expr):
    """A decimal literal like 1.5: parsed for the Reals module, never evaluated."""

    text: str


@node
class String(Expr):
    value: str


@node
class Bool(Expr):
    value: bool


@node
class Binder(Node):
    """`x \\in S`, `x, y \\in S`, `<<a, b>> \\in S`, or an unbounded `x` (domain None)."""

    names: list[str]
    domain: Expr | None
    is_tuple: bool = False


@node
class Quant(Expr):
    """`\\A`, `\\E` and the temporal `\\AA`, `\\EE`."""

    kind: str
    binders: list[Binder]
    body: Expr


@node
class Choose(Expr):
    binder: Binder
    body: Expr


@node
class SetEnum(Expr):
    elems: list[Expr]


@node
class SetFilter(Expr):
    """`{x \\in S : P}`."""

    binder: Binder
    pred: Expr


@node
class SetMap(Expr):
    """`{e : x \\in S, y \\in T}`."""

    expr: Expr
    binders: list[Binder]


@node
class Tuple(Expr):
    elems: list[Expr]


@node
class FnConstruct(Expr):
    """`[x \\in S, y \\in T |-> e]`."""

    binders: list[Binder]
    body: Expr


@node
class FnApp(Expr):
    """`f[a]`, and `f[a, b]` which applies f to the tuple <<a, b>>."""

    fn: Expr
    args: list[Expr]


@node
class FnSet(Expr):
    """`[S -> T]`."""

    domain: Expr
    range: Expr


@node
class RecordConstruct(Expr):
    fields: list[tuple[str, Expr]]
    pair_spans: list[Span] | None = None
    """Each field's `a |-> e` (SANY's $Pair: TLC's -coverage prints it)."""


@node
class RecordSet(Expr):
    """`[a : S, b : T]`."""

    fields: list[tuple[str, Expr]]


@node
class Field(Expr):
    """`r.a`."""

    expr: Expr
    name: str


@node
class ExceptKey(Node):
    """One step of an EXCEPT path: `.a` (field set) or `[e]` / `[e1, e2]` (index set)."""

    field: str | None = None
    index: list[Expr] | None = None


@node
class Except(Expr):
    """`[f EXCEPT ![a].b = e, !.c = @ + 1]`: each update is (path, new value)."""

    fn: Expr
    updates: list[tuple[list[ExceptKey], Expr]]
    pair_spans: list[Span] | None = None
    """Each update's `![a].b = e` (SANY's $Pair: TLC's -coverage prints it)."""


@node
class At(Expr):
    """`@` inside an EXCEPT value: the old value at that path."""


@node
class If(Expr):
    cond: Expr
    then: Expr
    else_: Expr


@node
class Case(Expr):
    arms: list[tuple[Expr, Expr]]
    other: Expr | None
    pair_spans: list[Span] | None = None
    """Each arm's `p -> e`, OTHER's last (SANY's $Pair: TLC's -coverage prints it)."""


@node
class Let(Expr):
    defs: list[Unit]
    body: Expr


@node
class Junction(Expr):
    """A bulleted list, kind "/\\" or "\\/", items in order of the source."""

    kind: str
    items: list[Expr]


@node
class Lambda(Expr):
    params: list[str]
    body: Expr


@node
class BoxAction(Expr):
    """`[A]_v`."""

    action: Expr
    sub: Expr


@node
class AngleAction(Expr):
    """`<<A>>_v`."""

    action: Expr
    sub: Expr


@node
class Fairness(Expr):
    """`WF_v(A)` or `SF_v(A)`: kind "WF" or "SF"."""

    kind: str
    sub: Expr
    action: Expr


@node
class Label(Expr):
    """`lbl:: e` or `lbl(p, q):: e` (labels of PlusCal and proofs): means e; `Op!lbl(1, 2)` names e
    with the bound identifiers p, q set to 1, 2."""

    name: str
    expr: Expr
    params: list[str] = field(default_factory=list)


# ---------------------------------------------------------------- module units


@node
class Unit(Node):
    pass


@node
class Param(Node):
    """A parameter of an operator definition or declaration: `x`, or `F(_, _)` with arity 2."""

    name: str
    arity: int = 0


@node
class Constants(Unit):
    decls: list[Param]


@node
class Variables(Unit):
    names: list[str]
    spans: list[Span] = field(default_factory=list)


@node
class OpDef(Unit):
    """`Op(p, F(_)) == body`, `a (+) b == body`, `-. a == body`: name is the canonical operator."""

    name: str
    params: list[Param]
    body: Expr
    local: bool = False


@node
class FnDef(Unit):
    """`f[x \\in S, y \\in T] == body`: a function, possibly recursive."""

    name: str
    binders: list[Binder]
    body: Expr
    local: bool = False


@node
class Instance(Unit):
    """`INSTANCE M WITH a <- e`, named as `N(p) == INSTANCE M ...` when name is set."""

    module: str
    substitutions: list[tuple[str, Expr]]
    name: str | None = None
    params: list[Param] = field(default_factory=list)
    local: bool = False


@node
class Recursive(Unit):
    decls: list[Param]


@node
class Assume(Unit):
    expr: Expr
    name: str | None = None


@node
class Theorem(Unit):
    """THEOREM, LEMMA, COROLLARY or PROPOSITION; its proof is skipped."""

    expr: Expr
    name: str | None = None


@node
class Module(Unit):
    name: str
    extends: list[str]
    units: list[Unit]
    extends_spans: list[Span] = field(default_factory=list)
    named_implicit_steps: list[Span] = field(default_factory=list)
    """Proof steps numbered `<*>n` or `<+>n`, which SANY refuses (proofs are otherwise skipped)."""
