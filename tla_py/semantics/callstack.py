"""TLC's call stack of an evaluation error (its CallStackTool), rebuilt without slowing the search.

The search runs closures that know nothing of it. After an error the report compiles the spec once
more with each expression's and action's closure `traced`: it adds its span to the error as the error
passes through it, so the error carries the expressions it was raised under, innermost first. TLC
prints them outermost first, each run of one expression once (tlc2.tool.CallStack).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tla_py.syntax.ast import Span


def traced(f: Callable, span: Span) -> Callable:
    """f, adding `span` to any error that leaves it (only in the compile made after an error)."""

    def g(*args: Any) -> Any:
        try:
            return f(*args)
        except Exception as e:
            trail = e.__dict__.setdefault("tla_trail", [])
            trail.append(span)
            raise

    return g


def traced_step(build: Callable[[Callable], Callable], k: Callable, span: Span) -> Callable:
    """An action part of Next, `build(k)`, adding `span` as `traced` does, but not to an error of what
    follows it (k) once it was reached with every variable assigned: TLC evaluates the rest of an action
    one part after the other then (Tool.getNextStatesAllAssigned), not each inside the one before."""
    from tla_py.semantics.compile_conjuncts import settled

    def rest(*args: Any) -> Any:
        try:
            return k(*args)
        except Exception as e:
            e.__dict__.setdefault("tla_after", []).append(rest)
            raise

    body = build(rest)

    def g(s: Any, t: Any, fr: Any) -> Any:
        flat = t is not None and settled(t)
        try:
            return body(s, t, fr)
        except Exception as e:
            if not (flat and any(r is rest for r in e.__dict__.get("tla_after", ()))):
                e.__dict__.setdefault("tla_trail", []).append(span)
            raise

    return g


def positions(error: BaseException) -> list[Span]:
    """The spans of the modules' expressions an error and the errors it was raised from passed through,
    outermost first, each run of one span once."""
    chain: list[BaseException] = []
    e: BaseException | None = error
    while e is not None and e not in chain:
        chain.append(e)
        e = e.__cause__ or e.__context__
    inner_first = [
        s
        for x in reversed(chain)
        for s in x.__dict__.get("tla_trail", ())
        if s.line > 0 and s.file.endswith(".tla")
    ]  # a module's, not the config's
    out: list[Span] = []
    for s in reversed(inner_first):
        if not out or out[-1] != s:
            out.append(s)
    return out
