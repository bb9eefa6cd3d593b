"""What a name means where it is used: the meanings the resolver hands to the compiler."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tla_py.syntax import ast


class Unset:
    """The marker of a variable not yet assigned (in a successor being built) or a value not yet computed."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "UNSET"


UNSET = Unset()


@dataclass(eq=False)
class Meaning:
    pass


@dataclass(eq=False)
class SVar(Meaning):
    """A state variable: index into the state tuple."""

    name: str
    index: int
    span: ast.Span


@dataclass(eq=False)
class OpTable:
    """A CONSTANT operator given by config lines `F(1) = 2`, `F(2) = 3`, as TLC's OpRcdValue: its lines."""

    name: str
    lines: list[tuple[tuple, Any]] = field(default_factory=list)


@dataclass(eq=False)
class ConstCell(Meaning):
    """A declared CONSTANT of the spec: its value (or replacing operator) comes from the config."""

    name: str
    arity: int
    span: ast.Span
    value: Any = UNSET
    override: Meaning | None = None


@dataclass(eq=False)
class Def(Meaning):
    """A user definition (OpDef or FnDef) together with the module environment its body lives in."""

    node: ast.OpDef | ast.FnDef
    env: ModuleEnv
    native: Callable | None = None
    recursive: bool = False
    scope: Scope | None = None
    """For LET definitions: the scope of the LET (bound names of the enclosing expression)."""
    cache: list = field(default_factory=lambda: [UNSET])

    @property
    def name(self) -> str:
        return self.node.name

    @property
    def arity(self) -> int:
        return len(self.node.params) if isinstance(self.node, ast.OpDef) else 0


@dataclass(eq=False)
class Subst(Meaning):
    """A parameter of an instantiated module (constant or variable) replaced by an expression."""

    expr: ast.Expr
    scope: Scope


@dataclass(eq=False)
class InstanceDef(Meaning):
    """`N(p) == INSTANCE M WITH ...`: referenced as N!Op or N(x)!Op."""

    node: ast.Instance
    module: ast.Module
    scope: Scope
    loader: Any

    @property
    def arity(self) -> int:
        return len(self.node.params)


@dataclass(eq=False)
class Bound(Meaning):
    """A bound identifier held in a frame slot."""

    slot: int
    name: str = ""


@dataclass(eq=False)
class Lazy(Meaning):
    """An operator argument bound to its unevaluated expression (TLA+ arguments are lazy)."""

    expr: ast.Expr
    scope: Scope
    slot: int | None = None
    """Frame slot caching the argument's value once computed (None: re-evaluate at each use)."""


@dataclass(eq=False)
class OpArg(Meaning):
    """A higher-order parameter bound, at compile time, to an operator meaning."""

    target: Meaning


@dataclass(eq=False)
class LambdaOp(Meaning):
    node: ast.Lambda
    scope: Scope


@dataclass(eq=False)
class RtOp(Meaning):
    """A higher-order parameter of a separately compiled (recursive) operator: a Python callable in a slot."""

    slot: int
    arity: int


@dataclass(eq=False)
class Value(Meaning):
    """A name whose value is known (a constant given by the config, a pre-evaluated argument)."""

    value: Any


@dataclass(eq=False)
class Builtin(Meaning):
    """A built-in value name like BOOLEAN or STRING."""

    name: str


@dataclass(eq=False)
class ModuleEnv:
    """One module as instantiated: every name visible in its body, and those it exports."""

    name: str
    module: ast.Module
    defs: dict[str, Meaning]
    exports: dict[str, Meaning]
    cacheable: bool = True
    copy: bool = False
    """Instantiated by an INSTANCE and with parameters (its definitions are SANY's copies), not the root
    module, one it EXTENDS or one without CONSTANTs and VARIABLEs."""
    assumes: list[tuple[ast.Assume, Scope]] = field(default_factory=list)
    variables: list[str] = field(default_factory=list)
    """The VARIABLEs it declares or EXTENDS, in order."""
    constants: list[str] = field(default_factory=list)
    """The CONSTANTs it declares or EXTENDS, in order."""


class Scope:
    """A chain of name tables: bound names and parameters over a module environment."""

    __slots__ = ("names", "parent", "env")

    def __init__(self, names: dict[str, Meaning], parent: Scope | None, env: ModuleEnv):
        self.names = names
        self.parent = parent
        self.env = env

    @property
    def local(self) -> bool:
        """Whether names are bound above the module's own (asked late: a LET fills its table after
        making the scope)."""
        sc: Scope | None = self
        while sc is not None and sc.parent is not None:
            if sc.names:
                return True
            sc = sc.parent
        return False

    def lookup(self, name: str) -> Meaning | None:
        sc: Scope | None = self
        while sc is not None:
            m = sc.names.get(name)
            if m is not None:
                return m
            sc = sc.parent
        return None

    def child(self, names: dict[str, Meaning]) -> Scope:
        return Scope(names, self, self.env)

    def rerooted(self, env: ModuleEnv) -> Scope:
        """The same bound names over another instantiation of the same module."""
        if self.parent is None:
            return Scope(env.defs, None, env)
        return Scope(self.names, self.parent.rerooted(env), env)
