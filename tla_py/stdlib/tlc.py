"""Natives of TLC, TLCExt and Randomization, and RUN: the context the engine gives them.

The engine sets, before/while checking:
  RUN.out          where Print/PrintT/AssertEq write a line (default: stdout)
  RUN.level        the level (1-based depth) of the state being explored, for TLCGet("level")
  RUN.stats        a callable name -> Value for TLCGet("distinct"|"generated"|"queue"|"diameter"|
                   "duration"|...) or None
  RUN.trace        a callable () -> Seq of records (the behavior to the current state), for Trace
  RUN.random       the random.Random used by RandomElement and Randomization (seeded by reset_run)
  RUN.registers    TLCSet/TLCGet registers (int -> Value); RUN.exit_requested after TLCSet("exit", TRUE)
Call reset_run(seed) before each run.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import permutations

from tla_py.errors import EvalError
from tla_py.semantics.ops import as_set
from tla_py.semantics.printing import format_value
from tla_py.semantics.values import (
    Fcn,
    ModelValue,
    Seq,
    SetValue,
    TlaSet,
    Value,
    as_fcn_dict,
    fingerprint,
    make_fcn,
)
from tla_py.stdlib.sequences import sort_seq


def _stdout(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


@dataclass
class RunContext:
    """What run-dependent natives read and write."""

    out: Callable[[str], None] = _stdout
    level: int = 0
    stats: Callable[[str], Value] | None = None
    trace: Callable[[], Value] | None = None
    random: random.Random = field(default_factory=random.Random)
    registers: dict = field(default_factory=dict)
    exit_requested: bool = False


RUN = RunContext()


def reset_run(seed: int | None = None, out: Callable[[str], None] | None = None) -> RunContext:
    """Fresh registers, level and random generator for a new run (same object: RUN stays valid)."""
    RUN.out = out or _stdout
    RUN.level = 0
    RUN.stats = None
    RUN.trace = None
    RUN.random = random.Random(seed)
    RUN.registers = {}
    RUN.exit_requested = False
    return RUN


# ---------------------------------------------------------------- TLC


def print_(out: Value, val: Value) -> Value:
    RUN.out(f"{format_value(out)}  {format_value(val)}")
    return val


def print_t(out: Value) -> bool:
    RUN.out(format_value(out))
    return True


def assert_(val: Value, out: Value) -> bool:
    if val is not True:
        if type(val) is not bool:
            raise EvalError(f"The first argument of Assert must be a boolean, but is:\n{format_value(val)}")
        raise EvalError(
            "The first argument of Assert evaluated to FALSE; the second argument was:\n" + format_value(out)
        )
    return True


_STATS = ("level", "diameter", "distinct", "generated", "queue", "duration", "stats", "config", "spec",
          "action", "revision", "all")


SYSTEM_PROPERTIES = {"tlc2.tool.impl.Tool.cdot": "true"}
"""TLC's Java system properties as tlapy answers them (TLCGet("-Dkey")): action composition is always on."""


def tlc_get(i: Value) -> Value:
    if type(i) is str and i.startswith("-D") and i[2:] in SYSTEM_PROPERTIES:
        return SYSTEM_PROPERTIES[i[2:]]
    if type(i) is str and i in _STATS:
        if i == "level":
            return RUN.level
        if RUN.stats is None:
            raise EvalError(f'TLCGet("{i}") is not available in this mode.')
        return RUN.stats(i)
    if i in RUN.registers:
        return RUN.registers[i]
    raise EvalError(f"TLCGet({format_value(i)}) was called before TLCSet({format_value(i)}, ...).")


def tlc_set(i: Value, v: Value) -> bool:
    if i == "exit":
        RUN.exit_requested = v is True
        return True
    if type(i) is not int and i not in _STATS:
        raise EvalError(f"The first argument of TLCSet should be a natural number, but is {format_value(i)}")
    RUN.registers[i] = v
    return True


def colon_gt(d: Value, e: Value) -> Value:
    """d :> e."""
    return make_fcn({d: e})


def at_at(f: Value, g: Value) -> Value:
    """f @@ g: f, extended by g outside f's domain."""
    out = dict(as_fcn_dict(g))
    out.update(as_fcn_dict(f))
    return make_fcn(out)


def permutations_of(s: Value) -> SetValue:
    elems = tuple(as_set(s))
    return SetValue(make_fcn(dict(zip(elems, p))) for p in permutations(elems))


def random_element(s: Value) -> Value:
    elems = tuple(as_set(s))
    if not elems:
        raise EvalError("Attempted to apply RandomElement to the empty set.")
    return RUN.random.choice(elems)


class AnySet(TlaSet):
    """TLC's Any: a set that contains every value."""

    __slots__ = ()

    def contains(self, v: Value) -> bool:
        return True

    def is_finite(self) -> bool:
        return False

    def describe(self) -> str:
        return "Any"


ANY = AnySet()

TLC: dict[str, Callable] = {
    "Print": print_,
    "PrintT": print_t,
    "Assert": assert_,
    "JavaTime": lambda: int(time.time() * 1000) & 0x7FFFFFFF,
    "TLCGet": tlc_get,
    "TLCSet": tlc_set,
    ":>": colon_gt,
    "@@": at_at,
    "Permutations": permutations_of,
    "SortSeq": sort_seq,
    "RandomElement": random_element,
    "Any": lambda: ANY,
    "ToString": lambda v: format_value(v),
    "TLCEval": lambda v: v,
}


# ---------------------------------------------------------------- TLCExt


def assert_eq(a: Value, b: Value) -> bool:
    if a != b:
        RUN.out(f"Assertion failed: {format_value(a)} is not equal to {format_value(b)}")
        return False
    return True


def tlc_get_or_default(key: Value, default: Value) -> Value:
    return RUN.registers.get(key, default)


def trace() -> Value:
    if RUN.trace is None:
        raise EvalError("Trace is not available here.")
    return RUN.trace()


TLC_EXT: dict[str, Callable] = {
    "AssertEq": assert_eq,
    "AssertError": lambda err, exp: True,
    "TLCGetOrDefault": tlc_get_or_default,
    "Trace": trace,
    "TLCModelValue": lambda s: ModelValue(s),
    "TLCNoOp": lambda v: v,
    "TLCCache": lambda e, closure: e,
    "TLCFP": fingerprint,
    "TLCDefer": lambda e: True,
    "PickSuccessor": lambda e: True,
}


# ---------------------------------------------------------------- Randomization


def random_subset(k: Value, s: Value) -> SetValue:
    elems = tuple(as_set(s))
    if not 0 <= k <= len(elems):
        raise EvalError(f"The first argument of RandomSubset must be in 0..{len(elems)}, but is {k}.")
    return SetValue(RUN.random.sample(elems, k))


def random_set_of_subsets(k: Value, n: Value, s: Value) -> SetValue:
    """k draws of a subset of s, each element kept with probability n / |s|."""
    elems = tuple(as_set(s))
    p = n / len(elems) if elems else 0
    return SetValue(SetValue(e for e in elems if RUN.random.random() < p) for _ in range(k))


def random_subset_set(k: Value, prob: Value, s: Value) -> SetValue:
    p = float(prob)
    elems = tuple(as_set(s))
    return SetValue(SetValue(e for e in elems if RUN.random.random() < p) for _ in range(k))


RANDOMIZATION: dict[str, Callable] = {
    "RandomSubset": random_subset,
    "RandomSetOfSubsets": random_set_of_subsets,
    "RandomSubsetSet": random_subset_set,
    "TestRandomSetOfSubsets": lambda k, n, s: random_set_of_subsets(k, n, s).size(),
    "TestRandomSubsetSet": lambda k, p, s: random_subset_set(k, p, s).size(),
}

__all__ = ["ANY", "RANDOMIZATION", "RUN", "TLC", "TLC_EXT", "Fcn", "RunContext", "Seq", "reset_run"]
