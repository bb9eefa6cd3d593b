"""TLC's -inv EXPR and -postCondition MODULE!OP: checks given on the command line, added to the root
module as definitions (an invariant's names resolve as the root's own do; a postcondition's module is
instanced) and to the config as INVARIANT and POSTCONDITION lines, after the config's own."""

from __future__ import annotations

import copy
import dataclasses
import re

from tla_py.errors import ConfigError
from tla_py.syntax import ast, parse_module
from tla_py.syntax.config import ModelConfig, NamedRef

INVARIANT_PREFIX = "__DebuggerExpr__"
"""TLC names an invariant given with -inv `__DebuggerExpr__` and a number (a time, in TLC's case)."""

POSTCONDITION_PREFIX = "__PostCondition__"

SOURCE = "<command line>"


def with_command_line_checks(root: ast.Module, invariants: tuple[str, ...],
                             postconditions: tuple[str, ...]) -> tuple[ast.Module, list[str], list[str]]:
    """The root module with a definition per -inv expression and per -postCondition of another module;
    the names of the invariants and postconditions to check (add_checks puts them in the config)."""
    defs, inv_names, post_names = [], [], []
    for i, expr in enumerate(invariants, 1):
        inv_names.append(f"{INVARIANT_PREFIX}{i}")
        defs.append(f"{inv_names[-1]} == {expr}")
    for i, ref in enumerate(postconditions, 1):
        module, op = _module_bang_op(ref)
        if module == root.name:
            post_names.append(op)
            continue
        post_names.append(f"{POSTCONDITION_PREFIX}{i}")  # its own name and place: postcondition_of
        defs += [f"__PostConditionModule__{i} == INSTANCE {module}",
                 f"{post_names[-1]} == __PostConditionModule__{i}!{op}"]
    if defs:
        extra = parse_module(f"---- MODULE {root.name} ----\n" + "\n".join(defs) + "\n====\n", SOURCE)
        root = copy.copy(root)
        root.units = [*root.units, *extra.units]
    return root, inv_names, post_names


def add_checks(config: ModelConfig, invariants: list[str], postconditions: list[str]) -> ModelConfig:
    """The config with the command line's invariants and postconditions after its own."""
    if not invariants and not postconditions:
        return config
    return dataclasses.replace(
        config,
        invariants=[*config.invariants, *(NamedRef(n) for n in invariants)],
        postconditions=[*config.postconditions, *(NamedRef(n) for n in postconditions)],
    )


def _module_bang_op(ref: str) -> tuple[str, str]:
    """TLC's `-postCondition Module!Op`, checked as TLC checks it."""
    if not re.fullmatch(r"[^!.]+![^!.]+", ref):
        raise ConfigError(f"-postCondition expects Module!Operator (one '!', no '.'), not {ref!r}.")
    module, op = ref.split("!")
    return module, op


def postcondition_of(name: str, postconditions: tuple[str, ...]) -> tuple[str, str] | None:
    """The module and operator a definition added for a -postCondition stands for, as TLC names it."""
    if not name.startswith(POSTCONDITION_PREFIX):
        return None
    i = int(name[len(POSTCONDITION_PREFIX):]) - 1
    return _module_bang_op(postconditions[i]) if 0 <= i < len(postconditions) else None
