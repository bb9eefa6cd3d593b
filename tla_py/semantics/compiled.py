"""What an engine needs of a spec: the compiled model, as plain callables over states.

A state is a tuple of values, one per variable in `Model.variables` order. Everything here is
built once from a spec's source and config (`tla_py.semantics.build_model`), so a worker process
or a Spark executor rebuilds the same Model from the same paths instead of receiving closures.
Callables raise `tla_py.errors.EvalError` (with a span) on a runtime error of the spec.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from tla_py.syntax.ast import Span

State = tuple
Value = Any


@dataclass(frozen=True)
class Action:
    """A named disjunct of Next, as TLC labels trace steps: `<Name line L, col C to ... of module M>`."""

    name: str
    span: Span
    module: str
    context: tuple[tuple[str, Value], ...] = ()
    """The definition's parameters and their values (`Send(p1)`: (("p", p1),)), for trace files."""


@dataclass(frozen=True)
class Check:
    """A named state predicate: an invariant, a constraint or a postcondition."""

    name: str
    test: Callable[[State], bool]
    implied_by_init: bool = False
    """Every initial state satisfies it by construction (tla_py.semantics.implied): not checked there."""
    pure: bool = False
    """Its value is the state's alone (no TLCGet, no random draw, no output, no coverage counted): a
    verdict may be remembered."""
    after: Callable[[State, State], bool] | None = None
    """test(t) for a successor t of a state that satisfies it, evaluating only the conjuncts that read a
    variable the step changed (tla_py.semantics.parent_checks); None: test(t)."""


@dataclass(frozen=True)
class Assumption:
    name: str
    span: Span
    test: Callable[[], bool]


@dataclass(frozen=True)
class ModelSource:
    """How a Model was built, so a worker process or an executor builds the same one again."""

    spec: str
    config: str | None
    lib_paths: tuple[str, ...] = ()
    check_deadlock: bool | None = None
    """The command line's override of the config's CHECK_DEADLOCK (None: the config decides)."""
    seed: int = 0
    """The run's seed (TLC's -seed), for RandomElement and TLCGet("config").seed."""
    fp_index: int = 0
    """The run's fingerprint polynomial (TLC's -fp), for RandomElement's per-state seeds and TLCFP."""
    allow_io_exec: bool = False
    """The run was given --allow-io-exec (workers and executors allow IOExec only then)."""
    invariants: tuple[str, ...] = ()
    """The command line's invariants (TLC's -inv EXPR)."""
    postconditions: tuple[str, ...] = ()
    """The command line's postconditions (TLC's -postCondition Module!Op)."""


@dataclass
class Model:
    """A spec with its config, compiled: the one successor function all engines share."""

    module: str
    variables: tuple[str, ...]
    init: Callable[[], Iterable[State]]
    successors: Callable[[State], list[tuple[Action, State]]]
    invariants: list[Check] = field(default_factory=list)
    constraints: list[Check] = field(default_factory=list)
    action_constraints: list[Callable[[State, State], bool]] = field(default_factory=list)
    assumptions: list[Assumption] = field(default_factory=list)
    check_deadlock: bool = True
    view: Callable[[State], Value] | None = None
    symmetry: Callable[[State], list[State]] | None = None
    """All images of a state under the symmetry permutations (the state itself included)."""
    permutations: list[Callable[[Value], Value]] | None = None
    """The same permutations (identity left out) as maps on values, when known: the engine then
    builds each image only as far as it must to choose the smallest one."""
    alias: Callable[[State, State | None], dict[str, Value]] | None = None
    postconditions: list[Assumption] = field(default_factory=list)
    properties: list[Any] = field(default_factory=list)
    """Temporal properties to check: the config's PROPERTY lines."""
    fairness: list[Any] = field(default_factory=list)
    """The temporal part of SPECIFICATION (its fairness), assumed when properties are checked."""
    init_action: Action | None = None
    source: ModelSource | None = None
    intermediate_states: list[int] = field(default_factory=lambda: [0])
    """A running count of the intermediate states of `A \\cdot B` steps, which TLC counts as generated
    (successors does not return them; the engine reads the count's growth around each call)."""
    warnings: list[tuple[int, str]] = field(default_factory=list)
    """TLC's warnings about the model (its message code, its text), printed before the search."""
