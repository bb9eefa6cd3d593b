"""Natives of TLC, TLCExt and Randomization, and RUN: the context the engine gives them.

The engine sets, before/while checking:
  RUN.out          where Print/PrintT/AssertEq write a line (default: stdout)
  RUN.level        the level (1-based depth) of the state being explored, for TLCGet("level")
  RUN.stats        a callable name -> Value for TLCGet("distinct"|"generated"|"queue"|"diameter"|
                   "duration"|...) or None
  RUN.trace        a callable () -> Seq of records (the behavior to the current state), for Trace; it
                   reads RUN.index (the number of the state being expanded), RUN.checked (the state an
                   invariant is being checked on, after it) and RUN.regenerating (a path being generated
                   again: the steps so far)
  RUN.counter_example  the violation's CounterExample record while POSTCONDITIONs are checked after one
  RUN.random       the java.util.Random TLC draws RandomElement and Randomization from (seeded by
                   reset_run with TLC's -seed: the same seed gives TLC's values)
  RUN.seed         that seed (a Java long), for TLCGet("config").seed
  RUN.fp_index     TLC's -fp: the polynomial of TLC's fingerprints (tla_py.stdlib.tlcfp)
  enter_state(s, fp_of)  before computing the successors of state s: its draws then come from a
                   generator seeded with TLC's fingerprint of s (fp_of(s, RUN.fp_index), computed at its
                   first draw) ^ seed, as TLC's model-checking workers reseed per state (TLCStateRandom),
                   so a state always draws what TLC draws; leave_state() returns to RUN.random.
                   draws_per_state(init, successors, fp_of) wraps a model's two functions so.
  RUN.registers    TLCSet/TLCGet registers (int -> Value); RUN.exit_requested after TLCSet("exit", TRUE)
  RUN.replay_traces  a violation's behavior is generated again where it is printed, as TLC does it
                   (tla_py.engine.regenerate): the engine's own generation of it prints nothing
Call reset_run(seed, fp_index=...) before each run.
"""

from __future__ import annotations

import math
import operator
import os
import random
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import wraps
from itertools import accumulate, permutations

from tla_py.errors import AssertionFailed, EvalError, JavaRuntimeError, ModuleEvalError
from tla_py.stdlib.javarandom import JavaRandom, big_subset_indices, d2l, subset_indices, to_long
from tla_py.stdlib.sequences import sort_seq
from tla_py.stdlib.tlcfp import POLYS, value_fp
from tla_py.values import (
    Fcn,
    FcnSet,
    Interval,
    ModelValue,
    Product,
    RecordSet,
    Seq,
    SetValue,
    TlaSet,
    Value,
    as_fcn_dict,
    extend_fcn,
    make_fcn,
    make_record,
    pretty_value,
    tlc_sorted,
)
from tla_py.values.printing import format_value

USER_FILE_ENV = "TLAPY_USER_FILE"
"""TLC's -userFile: where Print and PrintT write (each process of a run appends to it)."""


def _stdout(line: str) -> None:
    user_file = os.environ.get(USER_FILE_ENV)
    if user_file:
        with open(user_file, "a", encoding="utf-8") as f:
            f.write(line + "\n")
        return
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


@dataclass
class RunContext:
    """What run-dependent natives read and write."""

    out: Callable[[str], None] = _stdout
    level: int = 0
    stats: Callable[[str], Value] | None = None
    trace: Callable[[], Value] | None = None
    index: int = -1
    checked: tuple | None = None
    regenerating: list | None = None
    counter_example: Value | None = None
    seed: int = 0
    random: JavaRandom = field(default_factory=lambda: JavaRandom(0))
    state_random: JavaRandom = field(default_factory=lambda: JavaRandom(0))
    state: tuple | None = None
    state_fp_of: Callable[[tuple, int], int] | None = None
    reseed: bool = False
    fp_index: int = 0
    registers: dict = field(default_factory=dict)
    exit_requested: bool = False
    replay_traces: bool = False
    allow_io_exec: bool = False
    """IOExec and its kin may run programs: `tlapy check --allow-io-exec`, and nothing else."""
    initial_states_done: Callable[[int, int], None] | None = None
    """Told (generated, distinct) as the search's Init ends, so the report says so there, as TLC does."""


RUN = RunContext()


def fresh_seed() -> int:
    """A seed when none is given: like TLC, a random Java long."""
    return to_long(random.getrandbits(64))


def fresh_fp_index() -> int:
    """A fingerprint polynomial when none is given: like TLC, one of FP64's 131 at random."""
    return random.randrange(len(POLYS))


def reset_run(seed: int | None = None, out: Callable[[str], None] | None = None,
              fp_index: int | None = None, allow_io_exec: bool = False) -> RunContext:
    """Fresh registers, level and random generator for a new run (same object: RUN stays valid)."""
    RUN.out = out or _stdout
    RUN.replay_traces = False
    RUN.initial_states_done = None
    RUN.level = 0
    RUN.stats = None
    RUN.trace = None
    RUN.index, RUN.checked, RUN.regenerating, RUN.counter_example = -1, None, None, None
    RUN.seed = fresh_seed() if seed is None else to_long(seed)
    RUN.random = JavaRandom(RUN.seed)
    RUN.fp_index = fresh_fp_index() if fp_index is None else fp_index
    leave_state()
    RUN.registers = {}
    RUN.exit_requested = False
    RUN.allow_io_exec = allow_io_exec
    return RUN


def enter_state(state: tuple, fp_of: Callable[[tuple, int], int]) -> None:
    """Draws from now on belong to `state` (TLC's TLCStateRandom, reseeded at the first draw)."""
    RUN.state, RUN.state_fp_of, RUN.reseed = state, fp_of, True


def leave_state() -> None:
    RUN.state, RUN.state_fp_of, RUN.reseed = None, None, False


def _rng() -> JavaRandom:
    """The generator of the current draw: the run's, or the current state's (seeded at its first draw)."""
    if RUN.state is None:
        return RUN.random
    if RUN.reseed:
        RUN.state_random.set_seed(to_long(RUN.state_fp_of(RUN.state, RUN.fp_index) ^ RUN.seed))
        RUN.reseed = False
    return RUN.state_random


def draws_per_state(init: Callable[[], Iterable[tuple]], successors: Callable[[tuple], list],
                    fp_of: Callable[[tuple, int], int]) -> tuple[Callable, Callable]:
    """A model's Init and Next as TLC's breadth-first search draws in them: Init from the run's
    generator, the successors (and what is checked on them) of a state s from one seeded with TLC's
    fingerprint of s. The originals stay reachable as `__wrapped__` (simulation draws as Init does)."""

    @wraps(init)
    def init_from_run() -> Iterable[tuple]:
        leave_state()
        return init()

    @wraps(successors)
    def successors_of_state(s: tuple) -> list:
        enter_state(s, fp_of)
        return successors(s)

    return init_from_run, successors_of_state


def run_draws(thunk: Callable[[], Value]) -> Value:
    """thunk's value, drawn from the run's generator even inside a state (TLC evaluates constant
    definitions at startup)."""
    state = RUN.state
    RUN.state = None
    try:
        return thunk()
    finally:
        RUN.state = state


def tlc_fp(v: Value) -> int:
    """TLCExt's TLCFP: TLC's fingerprint of v, cut to an int."""
    fp = value_fp(v, RUN.fp_index) & 0xFFFFFFFF
    return fp - (1 << 32) if fp >> 31 else fp


# ---------------------------------------------------------------- TLC


def printed(v: Value) -> str:
    """A value as Print shows it: laid out over lines, except in -userFile's file (one line, as TLC's)."""
    return format_value(v) if os.environ.get(USER_FILE_ENV) else pretty_value(v)


_PRINT = "tlc2.value.impl.Value tlc2.module.TLC.Print(tlc2.value.impl.Value,tlc2.value.impl.Value)"
_PRINT_T = "tlc2.value.impl.Value tlc2.module.TLC.PrintT(tlc2.value.impl.Value)"


def print_(out: Value, val: Value) -> Value:
    try:
        RUN.out(f"{printed(out)}  {printed(val)}")
    except JavaRuntimeError as e:
        raise e.inside(_PRINT) from None
    return val


def print_t(out: Value) -> bool:
    try:
        RUN.out(printed(out))
    except JavaRuntimeError as e:
        raise e.inside(_PRINT_T) from None
    return True


def assert_(val: Value, out: Value) -> bool:
    if val is not True:
        if type(val) is not bool:
            raise ModuleEvalError("The first argument of Assert must be a boolean, but is:\n"
                                  f"{format_value(val)}")
        raise AssertionFailed(
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
            raise ModuleEvalError(f'TLCGet("{i}") is not available in this mode.')
        return RUN.stats(i)
    if i in RUN.registers:
        return RUN.registers[i]
    if i == "all:named":  # each "s:" register per worker: [k |-> [w \in 1..W |-> value]], one worker here
        named = {k: Seq((v,)) for k, v in RUN.registers.items() if type(k) is str and k[:2] == "s:"}
        return make_record(named)
    raise _java_failure(_TLC_GET, f"TLCGet({format_value(i)}) was undefined.")


_TLC_GET = ("tlc2.module.TLCGetSet.TLCGetEval(tlc2.tool.impl.Tool,"
            "tla2sany.semantic.ExprOrOpArgNode[],tlc2.util.Context,tlc2.tool.TLCState,tlc2.tool.TLCState,int,"
            "tlc2.tool.coverage.CostModel)")


def tlc_set(i: Value, v: Value) -> bool:
    if i == "exit":
        RUN.exit_requested = v is True
        return True
    if (i == "pause" or type(i) is str and i.startswith("-D")):  # TLC waits for enter; sets a Java property
        return True
    if not (type(i) is int and i >= 0 or type(i) is str and i.startswith("s:")):
        raise _arg_error("first", "TLCSet", "nonnegative integer", i)
    RUN.registers[i] = v
    return True


def colon_gt(d: Value, e: Value) -> Value:
    """d :> e."""
    return make_fcn({d: e})


def at_at(f: Value, g: Value) -> Value:
    """f @@ g: f, extended by g outside f's domain."""
    if type(f) is Fcn and type(g) is Fcn:
        return extend_fcn(f, g.map)
    out = dict(as_fcn_dict(g))
    out.update(as_fcn_dict(f))
    return make_fcn(out)


def permutations_of(s: Value) -> SetValue:
    if not isinstance(s, TlaSet) or not s.is_finite():
        raise _not_finite(s, "Permutations")
    elems = tuple(s)
    return SetValue(make_fcn(dict(zip(elems, p))) for p in permutations(elems))


def random_element(s: Value) -> Value:
    """TLC's RandomElement: [S -> T], record sets and S1 \\X S2 draw one element per component; an
    interval draws an offset; any other set draws an index into its elements in TLC's order."""
    t = type(s)
    if t is FcnSet:
        if not s.dom.is_finite():
            raise _not_finite(s, "RandomElement")
        return make_fcn({d: random_element(s.rng) for d in _sorted_elems(s.dom)})
    if t is RecordSet:
        return make_record({k: random_element(s.fields[k]) for k in tlc_sorted(s.fields)})
    if t is Product:
        return Seq(tuple(random_element(f) for f in s.factors))
    if t is Interval:
        n = s.size()
        i = math.floor(_rng().next_double() * n)
        if n <= 0:
            raise _java_failure(_RANDOM_ELEMENT, "Attempted to retrieve out-of-bounds element from the "
                                                 "interval value {}.")
        return s.lo + i
    if not isinstance(s, TlaSet) or not s.is_finite():
        raise _not_finite(s, "RandomElement")
    elems = _sorted_elems(s)
    i = math.floor(_rng().next_double() * len(elems))
    if not elems:
        raise _java_failure(_RANDOM_ELEMENT, "Index 0 out of bounds for length 0")
    return elems[i]


def _not_finite(s: Value, op: str) -> EvalError:
    return ModuleEvalError(f"Applying {op} to the following value,\nwhich is not a finite set:\n"
                           f"{pretty_value(s)}")


_RANDOM_ELEMENT = "tlc2.module.TLC.RandomElement(tlc2.value.impl.Value)"
_RANDOM_SUBSET = "tlc2.module.Randomization.RandomSubset(tlc2.value.impl.Value,tlc2.value.impl.Value)"


def _java_failure(method: str, error: str) -> EvalError:
    """TLC's report of an exception thrown inside one of its Java natives."""
    return JavaRuntimeError(error).inside(f"tlc2.value.impl.Value {method}")


def _sorted_elems(s: TlaSet) -> tuple:
    """The elements of the finite set s in TLC's (normalized) order."""
    return s.to_set().sorted()


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
    if a != b:  # TLC prints three lines: the words (quoted, as a TLA+ string), then a and b
        for line in ("Assertion failed", a, b):
            RUN.out(pretty_value(line))
        return False
    return True


def tlc_get_or_default(key: Value, default: Value) -> Value:
    return RUN.registers.get(key, default)


def trace() -> Value:
    if RUN.trace is None:
        raise ModuleEvalError("Trace is not available here.")
    return RUN.trace()


def assert_error(err: Callable[[], Value], exp: Callable[[], Value]) -> bool:
    """TRUE when evaluating exp fails with exactly the message err (TLC's AssertError)."""
    try:
        exp()
    except EvalError as e:
        return err() == e.message
    return False


def eval_definition(name: Value) -> Value:
    """Never called: the compiler puts the named definition in its place (compile_calls.EVAL_DEFINITION)."""
    raise ModuleEvalError(f"TLCEvalDefinition of {format_value(name)} was not compiled.")


NO_COUNTER_EXAMPLE = make_record({"action": SetValue(()), "state": SetValue(())})
"""TLC's CounterExample when no property was violated (tlapy has no POSTCONDITION counterexample)."""


def to_trace(ce: Value) -> Value:
    """ToTrace: the states of the counterexample CounterExample gives, in order; TLC takes no other
    value for one (a record of the same shape included), except the empty one."""
    if ce is not RUN.counter_example and ce != NO_COUNTER_EXAMPLE:
        raise ModuleEvalError(f"The argument of ToTrace should be a CounterExample, but instead it is:\n"
                              f"{pretty_value(ce)}")
    states = as_fcn_dict(ce)["state"].to_set().elems
    return Seq(tuple(rec for _, rec in sorted((p.elems for p in states), key=lambda p: p[0])))


def counter_example() -> Value:
    """TLCExt's CounterExample: the violation's, while POSTCONDITIONs are checked after one."""
    return NO_COUNTER_EXAMPLE if RUN.counter_example is None else RUN.counter_example


TLC_EXT: dict[str, Callable] = {
    "AssertEq": assert_eq,
    "AssertError": assert_error,
    "TLCGetOrDefault": tlc_get_or_default,
    "Trace": trace,
    "TLCModelValue": lambda s: ModelValue(s),
    "TLCNoOp": lambda v: v,
    "TLCCache": lambda e, closure: e,
    "TLCFP": tlc_fp,
    "TLCDefer": lambda e: True,
    "PickSuccessor": lambda e: True,
    "TLCEvalDefinition": eval_definition,
    "CounterExample": counter_example,
    "ToTrace": to_trace,
}


# ---------------------------------------------------------------- Randomization


def _arg_error(pos: str, op: str, what: str, v: Value) -> EvalError:
    return ModuleEvalError(f"The {pos} argument of {op} should be a {what}, but instead it is:\n"
                           f"{format_value(v)}")


def _finite(pos: str, op: str, what: str, s: Value) -> TlaSet:
    if not isinstance(s, TlaSet) or not s.is_finite():
        raise _arg_error(pos, op, what, s)
    return s


def random_subset(k: Value, s: Value) -> SetValue:
    """TLC's RandomSubset: k indices from its SubsetEnumerator; [S -> T] and record sets unrank an index
    (last component least significant), other sets index their elements in TLC's order."""
    if type(k) is not int:
        raise _arg_error("first", "RandomSubset", "nonnegative integer", k)
    s = _finite("second", "RandomSubset", "a finite set", s)
    t = type(s)
    if t is FcnSet:
        dom, rng = _sorted_elems(s.dom), _sorted_elems(s.rng)
        radices = [len(rng)] * len(dom)
        big = len(rng) ** len(dom) > _INT_MAX and len(rng) > 0
        digits = _unranked_fcn if big else _unranked
        return SetValue(make_fcn({d: rng[i] for d, i in zip(dom, digits(radices, idx))})
                        for idx in _indices(k, radices, big))
    if t is RecordSet:
        names = tuple(s.fields)
        sets = [_sorted_elems(s.fields[f]) for f in names]
        radices = [len(e) for e in sets]
        big = any(p > _INT_MAX for p in accumulate(radices, operator.mul))
        return SetValue(make_record({f: e[i] for f, e, i in zip(names, sets, _unranked(radices, idx))})
                        for idx in _indices(k, radices, big))
    elems = _sorted_elems(s)
    return SetValue(elems[i] for i in subset_indices(_rng(), k, len(elems)))


_INT_MAX = (1 << 31) - 1


def _indices(k: int, radices: list[int], big: bool) -> list[int]:
    """The drawn indices into a set of functions or records of that many elements per component."""
    size = math.prod(radices)
    if big and size == 0:
        raise _java_failure(_RANDOM_SUBSET, "BigInteger: modulus not positive")
    return big_subset_indices(_rng(), k, size) if big else subset_indices(_rng(), k, size)


def _unranked(radices: list[int], index: int) -> list[int]:
    """index in mixed radix, the last component least significant."""
    digits = []
    for r in reversed(radices):
        index, d = divmod(index, r)
        digits.append(d)
    return digits[::-1]


def _unranked_fcn(radices: list[int], index: int) -> list[int]:
    """TLC's digits of a big [S -> T] index: its place values are Java doubles (Math.pow) cast to long."""
    n, mod = len(radices), radices[0]
    digits = [0] * n
    for i in range(n):
        digits[n - 1 - i] = index // d2l(math.pow(mod, i)) % mod
    return digits


def _coin_tossed(k: int, p: float, s: TlaSet) -> SetValue:
    """TLC's SubsetValue.getRandomSetOfSubsets: k subsets, each keeping each element (in TLC's order)
    when a nextDouble falls below p."""
    elems = _sorted_elems(s)
    rnd = _rng()
    return SetValue(SetValue([e for e in elems if rnd.next_double() < p]) for _ in range(k))


def _check_picks(op: str, k: int, s: TlaSet) -> int:
    """TLC refuses more picks than SUBSET s has elements (its test, with Java's 32-bit shift)."""
    n = s.size()
    bound = 1 << (n & 31)
    bound = bound - (1 << 32) if bound >= 1 << 31 else bound
    if k.bit_length() > n and k > bound:
        what = f"nonnegative integer that is smaller than the subset's size of 2^{n}"
        raise _arg_error("first", op, what, k)
    return n


def random_set_of_subsets(k: Value, n: Value, s: Value) -> SetValue:
    """k coin-tossed subsets of s, each element kept with probability n / Cardinality(s)."""
    op = "RandomSetOfSubsets"
    if type(k) is not int or k < 0:
        raise _arg_error("first", op, "nonnegative integer", k)
    if type(n) is not int or n < 0:
        raise _arg_error("second", op, "nonnegative integer", n)
    s = _finite("third", op, "finite set", s)
    size = _check_picks(op, k, s)
    if size < n:
        raise _arg_error("second", op, "nonnegative integer in range 0..Cardinality(S)", n)
    return _coin_tossed(k, n / size if size else 0.0, s)


RANDOMIZATION: dict[str, Callable] = {
    "RandomSubset": random_subset,
    "RandomSetOfSubsets": random_set_of_subsets,
}

ORDER_SENSITIVE: frozenset[Callable] = frozenset({
    print_, print_t, assert_, tlc_set, random_element, assert_eq, random_subset, random_set_of_subsets,
})
"""Natives whose calls show the order of evaluation (draws, output, registers, the first failure):
quantifiers and set builders around them walk sets in TLC's order."""

__all__ = ["ANY", "ORDER_SENSITIVE", "RANDOMIZATION", "RUN", "TLC", "TLC_EXT", "Fcn", "RunContext", "Seq",
           "draws_per_state", "enter_state", "leave_state", "reset_run", "run_draws"]
