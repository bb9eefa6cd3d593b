"""TLC's _POSSIBLE: config predicates some reachable state or step must satisfy, checked after the search."""

from __future__ import annotations

from typing import Any, Callable

from tla_py.errors import ConfigError
from tla_py.semantics.closures import as_bool
from tla_py.semantics.compiled import Assumption, Check
from tla_py.stdlib.tlc import RUN
from tla_py.syntax.config import NamedRef
from tla_py.values import fcn_items, make_fcn

KEY = "s:_possible"  # TLC's register of the counts (its _Possible module's _Track)


def possible_checks(b: Any, refs: list[NamedRef]) -> tuple[list[Check], list[Callable], list[Assumption]]:
    """Per name: a state constraint (a state predicate) or an action constraint (an action) that counts
    where it holds and lets every state through, and the postcondition that it held somewhere."""
    states: list[Check] = []
    steps: list[Callable] = []
    posts: list[Assumption] = []
    for ref in refs:
        d = b.named(ref, "possible")
        if d.node.params:
            raise ConfigError(f"TLC requires {ref.name} not to take any argument.", ref.span)
        level = b.c.level(d.node.body, b.c.def_scope(d))
        if level >= 3:
            raise ConfigError(
                f"The possible of {ref.name} is equal to a temporal formula; only state- and "
                "action-level predicates are supported",
                ref.span,
            )
        f, unit = b.state_fn(ref, "possible")
        track = _tracker(ref.name, f, [None] * unit.n, d.node.body.span)
        if level >= 2:
            steps.append(track)
        else:
            states.append(Check(f"_Possible_{ref.name}", lambda s, track=track: track(s, None)))
        posts.append(Assumption(ref.name, d.node.body.span, lambda name=ref.name: _counts().get(name, 0) > 0))
    return states, steps, posts


def _counts() -> dict:
    """The counts so far, by name (kept in the register as a TLA+ function, as TLC keeps them)."""
    return dict(fcn_items(RUN.registers[KEY])) if KEY in RUN.registers else {}


def _tracker(name: str, f: Callable, fr: list, span: Any) -> Callable:
    """A constraint that counts the states or steps where the predicate holds, and is always TRUE."""

    def track(s, t) -> bool:
        counts = _counts()
        counts[name] = counts.get(name, 0) + (1 if as_bool(f(s, t, fr), "a _POSSIBLE predicate", span) else 0)
        RUN.registers[KEY] = make_fcn(counts)
        return True

    return track
