"""The tableau of a temporal formula: the automaton whose runs are the behaviors that satisfy it.

Formulas are built from atoms (state predicates, or actions judged on a step) with negation,
conjunction, disjunction, [] and <>. `tableau(f)` turns the negation-normal form of f into a
generalized Büchi automaton in the style of Gerth, Peled, Vardi and Wolper: every particle says which
atom literals hold now (state literals on the current state, action literals on the step leaving it),
which formulas must hold from the next position on, and which eventualities it postpones.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union


@dataclass(frozen=True)
class Atom:
    """A predicate the engine evaluates: on a state, or on a step (s, t) when `action`."""

    id: int
    action: bool = False


@dataclass(frozen=True)
class Not:
    arg: Formula


@dataclass(frozen=True)
class And:
    args: tuple[Formula, ...]


@dataclass(frozen=True)
class Or:
    args: tuple[Formula, ...]


@dataclass(frozen=True)
class Always:
    arg: Formula


@dataclass(frozen=True)
class Eventually:
    arg: Formula


@dataclass(frozen=True)
class Lit:
    """An atom or its negation: the only negations left in negation-normal form."""

    atom: Atom
    positive: bool


TRUE = And(())
FALSE = Or(())
Formula = Union[Atom, Not, And, Or, Always, Eventually, Lit]


def leads_to(p: Formula, q: Formula) -> Formula:
    """`P ~> Q` is `[](P => <>Q)`."""
    return Always(Or((Not(p), Eventually(q))))


def nnf(f: Formula, positive: bool = True) -> Formula:
    """Push negations down to the atoms (¬[]f = <>¬f, ¬<>f = []¬f, De Morgan)."""
    if isinstance(f, Atom):
        return Lit(f, positive)
    if isinstance(f, Lit):
        return Lit(f.atom, f.positive == positive)
    if isinstance(f, Not):
        return nnf(f.arg, not positive)
    if isinstance(f, (And, Or)):
        args = tuple(nnf(a, positive) for a in f.args)
        return (And if isinstance(f, And) == positive else Or)(args)
    if isinstance(f, Always):
        return (Always if positive else Eventually)(nnf(f.arg, positive))
    if isinstance(f, Eventually):
        return (Eventually if positive else Always)(nnf(f.arg, positive))
    raise TypeError(f"not a temporal formula: {f!r}")


@dataclass(frozen=True)
class Particle:
    """One way of satisfying a set of obligations at a position of a behavior."""

    state_lits: frozenset[Lit]
    action_lits: frozenset[Lit]
    next: frozenset[Formula]
    postponed: frozenset[Eventually]

    def admits_state(self, holds) -> bool:
        """True when the state literals agree with `holds(atom) -> bool` on the current state."""
        return all(holds(lit.atom) == lit.positive for lit in self.state_lits)

    def admits_step(self, holds) -> bool:
        """True when the action literals agree with `holds(atom) -> bool` on the step taken."""
        return all(holds(lit.atom) == lit.positive for lit in self.action_lits)


def expand(obligations: frozenset[Formula]) -> list[Particle]:
    """Every consistent particle that discharges all the obligations at the current position."""
    out: dict[Particle, None] = {}
    _expand(list(obligations), frozenset(), frozenset(), frozenset(), out)
    return list(out)


def _expand(todo, lits, nxt, postponed, out) -> None:
    if not todo:
        state = frozenset(lit for lit in lits if not lit.atom.action)
        action = frozenset(lit for lit in lits if lit.atom.action)
        out[Particle(state, action, nxt, postponed)] = None
        return
    f, rest = todo[0], todo[1:]
    if isinstance(f, Lit):
        if Lit(f.atom, not f.positive) in lits:
            return
        _expand(rest, lits | {f}, nxt, postponed, out)
    elif isinstance(f, And):
        _expand(list(f.args) + rest, lits, nxt, postponed, out)
    elif isinstance(f, Or):
        for arg in f.args:
            _expand([arg] + rest, lits, nxt, postponed, out)
    elif isinstance(f, Always):
        _expand([f.arg] + rest, lits, nxt | {f}, postponed, out)
    elif isinstance(f, Eventually):
        _expand([f.arg] + rest, lits, nxt, postponed, out)
        _expand(rest, lits, nxt | {f}, postponed | {f}, out)
    else:
        raise TypeError(f"formula not in negation-normal form: {f!r}")


@dataclass
class Tableau:
    """The automaton: nodes are obligation sets, each with its particles; acceptance per eventuality."""

    initial: frozenset[Formula]
    particles: dict[frozenset[Formula], list[Particle]]
    eventualities: list[Eventually]


def tableau(formula: Formula) -> Tableau:
    """Build the tableau of `formula` (any form: it is put in negation-normal form first)."""
    start = frozenset([nnf(formula)])
    particles: dict[frozenset[Formula], list[Particle]] = {}
    todo = [start]
    while todo:
        node = todo.pop()
        if node in particles:
            continue
        particles[node] = expand(node)
        todo.extend(p.next for p in particles[node] if p.next not in particles)
    eventualities = sorted(
        {e for ps in particles.values() for p in ps for e in p.postponed}, key=repr
    )
    return Tableau(start, particles, eventualities)


@dataclass(frozen=True)
class Fairness:
    """WF_v(A) (strong=False) or SF_v(A): `enabled` is ENABLED <<A>>_v, `step` is <<A>>_v.

    A `step` atom never holds of a stuttering step, as <<A>>_v requires v to change."""

    strong: bool
    enabled: Atom
    step: Atom
