"""A TLC model config (.cfg) as data: what to check and with which constants."""

from __future__ import annotations

from dataclasses import dataclass, field

from tla_py.syntax.ast import NOWHERE, Span


@dataclass(eq=False)
class CfgValue:
    """A value written in a config: an int, a str, a bool, a model value name or a set of these.

    `kind` is "int", "str", "bool", "model" (a bare name, i.e. a model value) or "set" (`items`).
    """

    kind: str
    value: object = None
    items: list[CfgValue] = field(default_factory=list)
    span: Span = NOWHERE


@dataclass(eq=False)
class ConstantAssignment:
    """`N = 3` (value) or `Op <- OtherOp` / `Op <-[Mod] OtherOp` (substitution, `target` set).

    `module` is the `[Mod]` of `<-[Mod]` or `=[Mod]`: TLC applies the override to `name` as module Mod
    sees it (Mod's own or what Mod EXTENDS, e.g. `Nat <- [ZSequences]ZSeqNat` where ZSequences extends
    Naturals), while `target` is still an operator of the main module. `args` holds the arguments of
    `F(1, 2) = 3`; a name like `I!N` (TLC allows `!` paths) is kept as written.
    """

    name: str
    value: CfgValue | None = None
    target: str | None = None
    module: str | None = None
    span: Span = NOWHERE
    args: list[CfgValue] = field(default_factory=list)


@dataclass(eq=False)
class NamedRef:
    """A name the config refers to (an operator of the spec), with where the config says it."""

    name: str
    span: Span = NOWHERE


@dataclass(eq=False)
class ModelConfig:
    file: str
    constants: list[ConstantAssignment] = field(default_factory=list)
    init: NamedRef | None = None
    next: NamedRef | None = None
    specification: NamedRef | None = None
    invariants: list[NamedRef] = field(default_factory=list)
    properties: list[NamedRef] = field(default_factory=list)
    constraints: list[NamedRef] = field(default_factory=list)
    action_constraints: list[NamedRef] = field(default_factory=list)
    symmetry: NamedRef | None = None
    view: NamedRef | None = None
    alias: NamedRef | None = None
    postconditions: list[NamedRef] = field(default_factory=list)
    possible: list[NamedRef] = field(default_factory=list)
    """TLC's _POSSIBLE: predicates some reachable state or step must satisfy."""
    check_deadlock: bool | None = None
