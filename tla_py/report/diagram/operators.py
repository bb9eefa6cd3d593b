"""The user's word on messages: `--messages VAR` and operators `--msg-from OP` / `--msg-to OP` of the spec.

They are checked against the model before the search runs, so a typo costs no search.
"""

from __future__ import annotations

from tla_py.errors import ConfigError, TlaError
from tla_py.report.diagram.infer import name_of
from tla_py.report.diagram.steps import Endpoint
from tla_py.semantics.closures import Ctx, Unit
from tla_py.semantics.scope import Bound
from tla_py.syntax import ast
from tla_py.values import format_value

ARG = "__tlapy_message"


def endpoint(model: object, name: str, flag: str) -> Endpoint:
    """`Op(m)` of the spec as a function of a message m (and the state it was sent in)."""
    scope = model.spec.scope  # type: ignore[attr-defined]
    meaning = scope.lookup(name)
    if meaning is None or getattr(meaning, "arity", None) != 1:
        raise ConfigError(f"{flag} {name}: the spec defines no operator {name}(m) of one argument.", None)
    unit = Unit()
    slot = unit.alloc()
    span = ast.Span("<" + flag + ">", 0, 0, 0, 0)
    body = ast.OpApp(name, [ast.Name(ARG, span=span)], span=span)
    fn = model.compiler.expr(body, scope.child({ARG: Bound(slot, ARG)}), Ctx(unit))  # type: ignore[attr-defined]

    def at(message: object, state: tuple) -> str | None:
        frame = [None] * unit.n
        frame[slot] = message
        try:
            v = fn(state, None, frame)
        except TlaError:
            return None
        return name_of(v) or format_value(v)

    return at


def check_messages(model: object, names: list[str]) -> None:
    """--messages names variables of the spec."""
    missing = [n for n in names if n not in model.variables]  # type: ignore[attr-defined]
    if missing:
        raise ConfigError(f"--messages {', '.join(missing)}: the spec has no such variable.", None)
